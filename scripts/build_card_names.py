"""Build ``locales/<lang>/card_names.yaml`` (fr): the printed names of the cards and tokens that
rules text names ("une carte appelée Ajani, chef inspirateur", "un jeton ... appelé Farfadet des
nuages"), keyed by their English name.

A name is compared by its English one (CR 201.2: objects are compared by name; the AST keeps
the English name, ``named:Ajani, Inspiring Leader``, ``CreateToken.name``), so a printed
translation is read only when it is listed here. Sources (read-only, MTGJSON set files of
``../shared/corpus``, the validation split left out as in ``scripts/build_word_lists.py``):

- cards: the English ``name`` and the French ``foreignData`` name of every card, kept when an
  English text (Oracle ``text`` or printed ``originalText``) says "named <English name>" and the
  French text of a printing of a card naming it says "appelé(e)(s) <French name>" (or "nommé");
- tokens (names of no card): the English name after "named" (the English grammar's
  ``CARD_NAME``: capitalised words) and the French words after "appelé" up to what ends a name
  (" avec", a comma, a full stop, a quote), on a card whose two texts each name exactly one
  such token.

The words of each language (the word before a name, the words joining two names, the words that
end one, whether a comma closes a name's apposition) are in
``locales/<lang>/card_name_phrases.yaml``; a language with that file gets a table.

Run: ``python scripts/build_card_names.py [CORPUS] [--out locales] [--exclude-sets A,B]
[--report]``. Output is sorted and deterministic. Exit 2 if the corpus is missing.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

from build_word_lists import DEFAULT_CORPUS, ROOT, foreign, load_cards, validation_split  # noqa: E402


def name_phrases(locales: Path) -> dict[str, dict]:
    """``locales/<lang>/card_name_phrases.yaml`` of every language that has one: the word
    before a name (``called``, a regular expression) and the words after which a printed name
    has ended (``name_ends``)."""
    return {
        path.parent.name: yaml.safe_load(path.read_text(encoding="utf-8"))
        for path in sorted(locales.glob("*/card_name_phrases.yaml"))
    }


#: the English grammar's CARD_NAME (grammar/en/phrases/objects.lark): capitalised words
_ONE = (
    r"[A-Z\u00c0-\u00de][\w'\u2019\-]*(?:,?\s+(?:(?:of|the|to|from|for|with|upon|at)\s+)*"
    r"[A-Z\u00c0-\u00de][\w'\u2019\-]*)*"
)
#: "named X", "named X or Y", "named X and Y"
EN_NAME = re.compile(rf"named\s+({_ONE})(?:\s+(?:or|and)\s+({_ONE}))?")


def name_end(words: list[str]) -> str:
    """What ends a token's printed name after the "called" word: one of ``words`` (a keyword
    list, another clause), a punctuation mark or quote (a quoted ability, a sentence), the end."""
    return rf"(?=\s+(?:{'|'.join(map(re.escape, words))})\b|\s*[,.;:\"«»„“”]|$)"


def _english_named(card: dict) -> set[str]:
    """The names an English text of the card says a card or token is "named"."""
    return {
        name
        for key in ("text", "originalText")
        for m in EN_NAME.finditer(card.get(key) or "")
        for name in m.groups()
        if name
    }


def build(
    corpus: Path, lang: str, phrases: dict, exclude: set[str], report: bool
) -> dict[str, list[str]]:
    """English name -> the printed names (as printed after the "called" word) in ``lang``."""
    cards = load_cards(corpus, exclude)
    names: dict[str, set[str]] = defaultdict(set)  # English card name -> its foreign names
    for card in cards:
        fd = foreign(card, lang)
        if fd and fd.get("name") and card.get("name"):
            for en, fo in zip(card["name"].split(" // "), fd["name"].split(" // "), strict=False):
                names[en].add(fo.strip())
    called = phrases["called"]
    joins = "".join(rf"|\b{re.escape(w)}" for w in phrases.get("joins", []))
    ends = name_end(phrases["name_ends"])
    known = {fo for fs in names.values() for fo in fs}
    out: dict[str, set[str]] = defaultdict(set)
    for card in cards:
        fd = foreign(card, lang)
        text = (fd or {}).get("text") or ""
        if not re.search(called, text, re.I):
            continue
        english = _english_named(card)
        # a card's own name said in its text is "~" (the parser marks it), not listed here
        english.discard(card.get("name"))
        tokens: list[str] = []
        for en in sorted(english):
            found = False
            # the longest card name the English words start with ("Ajani, Inspiring Leader")
            for cand in sorted((n for n in names if en.startswith(n)), key=len, reverse=True):
                for fo in names[cand]:
                    m = re.search(
                        "(?:" + called + joins + r")\s+(" + re.escape(fo) + r")(?!\w)", text, re.I
                    )
                    if m:
                        out[cand].add(m.group(1))
                        found = True
                if found:
                    break
            if not found and en not in names:
                tokens.append(en)
        # a name with a comma in English has one in French ("Ashaya, le Monde éveillé")
        word = r"[^,.;:\"«»„“”]*?"
        printed = [
            m.group(1)
            for en in tokens[:1]
            for m in re.finditer(
                called
                + r"\s+([A-ZÀ-Þ]"
                + word
                + (r",\s+" + word if "," in en else "")
                + ")"
                + ends,
                text,
            )
        ]
        printed = [p for p in printed if p not in known]
        if len(tokens) == 1 and len(set(printed)) == 1:
            out[tokens[0]].add(printed[0].strip())
        elif report and tokens:
            print(f"unaligned {card.get('name')}: {tokens} / {printed}", file=sys.stderr)
    if phrases.get("apposition_comma"):
        # "namens Ajani, kühner Beschützer, durchsuchen": a name with an apposition is closed
        # by a comma that belongs to it (as the card's own name "~,", locales/<lang>/phrases.yaml
        # SELF); that form is listed too
        for fs in out.values():
            fs.update([f + "," for f in fs if "," in f])
    if report:
        for en in sorted(out):
            print(f"{en!r}: {sorted(out[en])}", file=sys.stderr)
    return {en: sorted(fs) for en, fs in sorted(out.items())}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--out", type=Path, default=ROOT / "locales")
    ap.add_argument("--exclude-sets", default=None, help="comma-separated set codes to leave out")
    ap.add_argument("--report", action="store_true")
    args = ap.parse_args(argv)
    if not (args.corpus / "mtgjson").is_dir():
        print(f"error: no MTGJSON files under {args.corpus}", file=sys.stderr)
        return 2
    exclude = (
        set(validation_split())
        if args.exclude_sets is None
        else {s.strip().upper() for s in args.exclude_sets.split(",") if s.strip()}
    )
    for lang, phrases in name_phrases(ROOT / "locales").items():
        table = build(args.corpus, lang, phrases, exclude, args.report)
        path = args.out / lang / "card_names.yaml"
        head = (
            "# generated by scripts/build_card_names.py from the MTGJSON set files (validation\n"
            "# split left out); do not edit by hand\n"
        )
        body = yaml.safe_dump(
            {"classes": {"NAMED_CARD": table}}, allow_unicode=True, sort_keys=True, width=100
        )
        path.write_text(head + body, encoding="utf-8")
        print(f"{path}: {len(table)} names")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
