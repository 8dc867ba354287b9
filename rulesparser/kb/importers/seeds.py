"""Generate the shipped seed YAML (``kb/seed_cards.yaml``, ``kb/seed_rulings.yaml``,
``kb/seed_rules.yaml``) from the seed documents and the MTGJSON set files.

Usage::

    python -m rulesparser.kb.importers.seeds ../shared/seeds -o kb/ [--corpus ../shared/corpus]

The FAQ (a file with a "Frequently Asked Questions" half) is imported with :mod:`.faq`; every
other ``.txt`` seed is a keyword page (:mod:`.wiki`). Page rulings that translate the FAQ's
general notes of the same keyword (same count) are added to those rulings as further
wordings; page rulings about a card are paired (by order) with the card's MTGJSON rulings.
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import sys
from pathlib import Path
from typing import Any

import yaml

from rulesparser.kb.data import KBError
from rulesparser.kb.importers.faq import HALF_STARTS, import_faq
from rulesparser.kb.importers.mtgjson_cards import JsonCard, group_cards, read_set_file
from rulesparser.kb.importers.wiki import import_page
from rulesparser.kb.keywords import keyword_table


def _set_files(corpus: Path) -> list[Path]:
    return sorted(p for p in (corpus / "mtgjson").glob("*/*.json"))


def _faq_date(text: str) -> str | None:
    m = re.search(r"last modified (\w+ \d{1,2}, \d{4})", text)
    if not m:
        return None
    return dt.datetime.strptime(m.group(1), "%B %d, %Y").date().isoformat()


def build_seed_data(seeds_dir: Path, corpus: Path) -> dict[str, Any]:
    """Import every seed of ``seeds_dir``; returns {"cards", "rulings", "rules", "sources",
    "problems"}. Raises :class:`KBError` if a needed file is missing."""
    if not seeds_dir.is_dir():
        raise KBError(f"{seeds_dir}: not a directory")
    table = keyword_table()
    sets: dict[Path, tuple[dict[str, Any], list[JsonCard]]] = {}
    for p in _set_files(corpus):
        info, recs = read_set_file(p)
        sets[p] = (info, group_cards(recs))
    if not sets:
        raise KBError(f"{corpus}/mtgjson: no MTGJSON set files")
    all_cards = [c for _, cs in sets.values() for c in cs]
    out: dict[str, Any] = {"cards": [], "rulings": [], "rules": [], "sources": [], "problems": []}
    pages = []
    for path in sorted(seeds_dir.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        prefix = path.name.split("_")[0]
        if any(h in text for h in HALF_STARTS[:1]):
            title = next(ln for ln in text.splitlines() if HALF_STARTS[0] in ln)
            set_path = next(
                (
                    p
                    for p, (info, _) in sets.items()
                    if info.get("name") and info["name"] in title.replace("_", "")
                ),
                None,
            )
            if set_path is None:
                raise KBError(f"{path}: no MTGJSON set file named in {title!r}")
            faq = import_faq(
                path, set_path, table, source_id=f"seed-{prefix}", date=_faq_date(text) or ""
            )
            out["sources"].append(faq["source"])
            out["cards"].extend(faq["cards"])
            out["rulings"].extend(faq["rulings"])
            out["rules"].extend(faq["rules"])
            out["problems"].extend(faq["problems"])
        else:
            pages.append(import_page(path, table, all_cards, source_id=f"seed-{prefix}"))
    for page in pages:
        src = page["source"]
        out["sources"].append(src)
        out["rules"].extend(page["rules"])
        lang = page["lang"]
        general = [
            r
            for r in out["rulings"]
            if r["scope"] == "general" and page["keyword"] in r["keywords"]
        ]
        if page["card"] is None and page["keyword"] and len(general) == len(page["rulings"]):
            for r, text in zip(general, page["rulings"], strict=True):
                r["texts"].append({"lang": lang, "text": text, "source": src["id"], "date": None})
            continue
        card: JsonCard | None = page["card"]
        if card is not None:
            rec = next((c for c in out["cards"] if c["name"] == card.name), None)
            if rec is None:
                from rulesparser.kb.importers.faq import _card_record

                set_code = card.records[0].get("setCode", "")
                rec = _card_record(card, set_code, src["id"])
                out["cards"].append(rec)
            rec["faq"][lang] = dict(page["card_text"], source=src["id"])
            rec["sources"].append(src["id"])
        for i, text in enumerate(page["rulings"]):
            texts = [{"lang": lang, "text": text, "source": src["id"], "date": None}]
            if card is not None and i < len(card.rulings):
                en = card.rulings[i]
                set_code = card.records[0].get("setCode", "")
                texts.insert(
                    0,
                    {
                        "lang": "en",
                        "text": en["text"],
                        "source": f"mtgjson:{set_code}",
                        "date": en["date"],
                        "paired_by": "order",
                    },
                )
            out["rulings"].append(
                {
                    "key": f"{src['id']}/{page['keyword'] or 'page'}/{i + 1}",
                    "scope": "keyword" if page["keyword"] else "card",
                    "keywords": [page["keyword"]] if page["keyword"] else [],
                    "cards": [card.name] if card is not None else [],
                    "texts": texts,
                }
            )
    return out


def write_yaml(data: dict[str, Any], out_dir: Path) -> list[Path]:
    """Write seed_cards.yaml, seed_rulings.yaml and seed_rules.yaml into ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    header = "# Generated by `python -m rulesparser.kb.importers.seeds` from ../shared/seeds; do not edit.\n"
    files = {
        "seed_cards.yaml": {"sources": data["sources"], "cards": data["cards"]},
        "seed_rulings.yaml": {"rulings": data["rulings"]},
        "seed_rules.yaml": {"rules": data["rules"]},
    }
    written = []
    for name, payload in files.items():
        path = out_dir / name
        path.write_text(
            header + yaml.safe_dump(payload, allow_unicode=True, sort_keys=False, width=100),
            encoding="utf-8",
        )
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status (2 on bad input)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("seeds", type=Path)
    ap.add_argument("-o", "--out", type=Path, default=Path("kb"))
    ap.add_argument("--corpus", type=Path, default=None)
    args = ap.parse_args(argv)
    corpus = args.corpus or args.seeds.resolve().parent / "corpus"
    try:
        data = build_seed_data(args.seeds, corpus)
    except KBError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    for path in write_yaml(data, args.out):
        print(f"wrote {path}")
    print(
        f"{len(data['cards'])} cards, {len(data['rulings'])} rulings, {len(data['rules'])} rule lines"
    )
    for p in data["problems"]:
        print(f"warning: {p}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
