"""Which keywords of CR 702 (2026) expand to real abilities, and do those agree with the keywords'
reminder texts on real cards? (issue 9, item 6)

Usage: ``python benchmarks/keyword_expansion.py ../shared/corpus [--keyword ID ...] [--show N]``

For every keyword section of CR 702 in ``corpus/cr/MagicCompRules_2026-01-16.txt`` (702.2 on; one
section may hold several keywords of kb/keywords.yaml: landwalk, typecycling, offering, champion):

- **expanded**: the keyword's expansion (:func:`rulesparser.parser.keyword_expansion`, with the
  parameter of a real keyword line of the corpus when there is one) holds real abilities, not the
  placeholder ``StaticAbility(rule=<keyword>)``. For a keyword that does not expand, the reason:
  its CR rule has no "means" text, or the first quoted clause of its "means" text that the grammar
  does not read, with the parse error.
- **checked against reminder text**: every distinct reminder text printed after the keyword on a
  real card or token (MTGJSON EN ``text`` / ``originalText``, FR and DE ``foreignData``, Forge
  ``Oracle:`` lines) is parsed on its own like any reminder (the older reminder grammar, then the card-text
  grammar), its parameter substituted, and compared with the expansion for the same parameter
  (allowing the abbreviations kb/keywords.yaml records, as :func:`rulesparser.parse` does). A
  reminder that does not parse counts neither way. So does the reminder of a keyword granted to
  a group on an English line ("All Sliver creatures have absorb 1. (If a source would deal
  damage to a Sliver, prevent 1 of that damage.)", :func:`check_granted`): what it says of one
  of them ("a Sliver", then "it") is read as said of the object with the keyword.

A keyword is **verified** when it expands and at least one English reminder agrees with its
expansion; **contradicted** when it expands and every English reminder that parses disagrees;
**explained** when it expands only to the game rules it changes (``game_rules`` of
kb/keywords.yaml: ``StaticAbility(rule="cr:702.19b")`` for trample) and no English reminder
agrees: its reminders explain those rules ("This creature can deal excess combat damage to the
player or planeswalker it's attacking.") and restate no ability, so there is nothing to compare
them with (CR 207.2a: reminder text has no rules meaning); such a section is counted apart, in
neither the verified nor the unchecked ones; **unchecked** when it expands and no English reminder
parses (or none is printed). A section counts when every keyword of it does. The headline is the
share of sections verified, of all and of those whose reminders can restate an ability (all but
the explained ones); the share expanded is printed next to it. Reads the corpus only (no
network); one process, a minute or two.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_faces import VALIDATION  # noqa: E402
from keyword_lines import extract  # noqa: E402

from rulesparser import ParseError, parse  # noqa: E402
from rulesparser import ast as A  # noqa: E402
from rulesparser.lexicon import keyword_table, load_lexicon  # noqa: E402
from rulesparser.normalize import normalize_line  # noqa: E402
from rulesparser.parser import (  # noqa: E402
    _compare,
    _definition,
    _keyword_template,
    _param_values,
    _reminder_nodes,
    _resolve_elided_counters,
    _split_reminder,
    keyword_expansion,
    means_reading,
    substitute,
)

CR_FILE = "MagicCompRules_2026-01-16.txt"
LANGS = ("en", "fr", "de")


def cr_sections(corpus: Path) -> dict[str, str]:
    """The keyword sections of CR 702 (number -> title), 702.2 on (702.1 is general)."""
    text = (corpus / "cr" / CR_FILE).read_text(encoding="utf-8-sig")
    out = {}
    for line in re.split(r"\r\n|\r|\n", text):
        m = re.match(r"^(702\.(\d+))\. (.+)$", line)
        if m and int(m.group(2)) >= 2:
            out[m.group(1)] = m.group(3).strip()
    return out


def section_of(rule: str) -> str:
    return ".".join(rule.split(".")[:2]).rstrip("abcdefghijklmnopqrstuvwxyz")


def is_placeholder(kid: str, abilities: tuple[Any, ...]) -> bool:
    return (
        len(abilities) == 1
        and isinstance(abilities[0], A.StaticAbility)
        and getattr(abilities[0], "rule", None) == kid
    )


def only_game_rules(abilities: tuple[Any, ...]) -> bool:
    """Whether an expansion is only the CR rules the keyword changes (``game_rules``: one
    ``StaticAbility(rule="cr:...")`` each), no ability a reminder could restate."""
    return bool(abilities) and all(
        isinstance(a, A.StaticAbility) and str(getattr(a, "rule", "")).startswith("cr:")
        for a in abilities
    )


def why_not_expanded(kid: str) -> str:
    entry = keyword_table()[kid]
    if entry.get("definition"):
        return "hand-written definition does not parse"
    means = entry.get("cr_means")
    if not means:
        return f"no 'means' text in CR {entry.get('rule')}"
    _, why = means_reading(means)
    return why or "?"


#: lines that may be shown: printed in a development set (``card_faces.VALIDATION`` excluded)
SHOWN: set[tuple[str, str]] = set()


def keyword_lines(corpus: Path) -> dict[str, list[tuple[str, str]]]:
    """kid -> distinct (lang, line) keyword lines of the corpus; :data:`SHOWN` gets those
    printed in a development set (the validation split's lines are counted, never shown)."""
    rows, _ = extract(corpus, None, tokens=True)
    out: dict[str, set[tuple[str, str]]] = collections.defaultdict(set)
    for lang, pid, kid, line in rows:
        out[kid].add((lang, normalize_line(line)))
        if not pid.startswith("forge:") and pid.split(":")[0] not in VALIDATION:
            SHOWN.add((lang, normalize_line(line)))
    return {k: sorted(v) for k, v in out.items()}


#: granted reminders that may be shown (printed in a development set)
SHOWN_GRANTED: set[tuple[str, str]] = set()

#: "All Sliver creatures have absorb 1. (If a source would deal damage to a Sliver, prevent 1 of
#: that damage.)": one keyword (with a number or none) granted to a group, its reminder saying
#: what the keyword does for one of them
GRANTED = re.compile(
    r"^(?P<group>[^.()]+?)\s+(?:have|has)\s+(?P<kw>[a-z][a-z -]*?)(?:\s+(?P<n>\d+))?\.\s*"
    r"\((?P<reminder>[^()]+)\)$",
    re.I,
)


def granted_lines(corpus: Path) -> dict[str, set[tuple[str, int | None, str]]]:
    """kid -> distinct (group, number, reminder) of the English lines of the corpus (MTGJSON
    ``text`` and ``originalText``, Forge ``Oracle:``) granting one keyword of parameter none or
    number to a group with its reminder (:data:`GRANTED`)."""
    names = {
        n.lower(): k
        for k, ns in load_lexicon("en").keywords.items()
        for n in ns
        if keyword_table().get(k, {}).get("parameter") in ("none", "number")
    }
    texts: list[tuple[str, bool]] = []  # (text, printed in a development set)
    for path in sorted(corpus.glob("mtgjson/**/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))["data"]
        for card in data.get("cards", []):
            dev = card.get("setCode") not in VALIDATION
            texts += [(t, dev) for t in (card.get("text"), card.get("originalText")) if t]
    for path in corpus.glob("forge*/**/*.txt"):
        for raw in path.read_text(encoding="utf-8", errors="replace").splitlines():
            if raw.startswith("Oracle:"):
                texts.append((raw[7:].replace("\\n", "\n"), False))
    out: dict[str, set[tuple[str, int | None, str]]] = collections.defaultdict(set)
    for text, dev in texts:
        for line in text.split("\n"):
            m = GRANTED.match(normalize_line(line))
            kid = names.get(m.group("kw").lower()) if m else None
            if m and kid:
                n = int(m.group("n")) if m.group("n") else None
                out[kid].add((m.group("group"), n, m.group("reminder")))
                if dev:
                    SHOWN_GRANTED.add(("en", m.group("reminder")))
    return out


def check_granted(kid: str, group: str, n: int | None, reminder: str) -> tuple[str, str]:
    """Compare the reminder of a keyword granted to a group ("All Sliver creatures have absorb
    1.") with the keyword's expansion for ``n``: the reminder says it of one of them ("a
    Sliver", then "it"), read as the object with the keyword (``self``) as the expansion says
    it; any other object stays what it is. Returns (agree / disagree / unparsed, detail)."""
    nodes = _reminder_nodes(reminder, "en", 1, 0, reminder)
    if not nodes:
        return "unparsed", reminder
    words = {w.lower().removesuffix("s") for w in re.findall(r"[A-Za-z]+", group)}

    def one_of_them(node: A.Node) -> A.Node:
        if type(node) is not A.ObjectRef:
            return node
        if node.kind in ("that", "it") and not node.filter:
            return A.ObjectRef(kind="self")
        if (
            node.kind == "any"
            and node.count in (1, None)
            and node.filter
            and set(node.filter) <= words
        ):
            return A.ObjectRef(kind="self")
        return node

    restated = [A.map_nodes(a, one_of_them) for a in _resolve_elided_counters(list(nodes))]
    findings = _compare(kid, keyword_expansion(kid, n), restated)
    if findings:
        return "disagree", f"{reminder} -- {findings[0].message}"
    return "agree", reminder


def check_line(kid: str, lang: str, line: str) -> tuple[str, str] | None:
    """Parse a keyword line; compare its reminder (if any) with the keyword's expansion for the
    line's parameter. Returns (outcome, detail) with outcome agree / disagree / unparsed, or None
    when the line has no reminder or is not a line of this keyword."""
    head, reminder, _ = _split_reminder(line)
    if reminder is None or not head:
        return None
    try:
        card = parse(head, lang)
    except ParseError:
        return None
    kws = [a for a in card.abilities if isinstance(a, A.Keyword)]
    if not kws or kws[-1].name != kid:
        return None
    kw = kws[-1]
    if _keyword_template(kid) is not None:
        # a keyword printed as its own activated ability ("Boast — {1}: ..."): its reminder
        # states the ability's restrictions, read with the ability by the parser itself
        # (parser._with_activated_reminder), which reports a difference as a finding
        (whole,) = parse(line, lang).abilities
        if whole.source is None or whole.source.reminder is None:
            return "unparsed", reminder
        differ = [f for f in whole.findings if f.code == "reminder-mismatch"]
        if differ:
            return "disagree", f"{reminder} -- {differ[0].message}"
        return "agree", reminder
    expansion = tuple(a for k in kws if k.name == kid for a in k.abilities)
    nodes = _reminder_nodes(reminder, lang, 1, 0, line)
    if not nodes:
        return "unparsed", reminder
    nodes = _resolve_elided_counters(list(nodes))
    nodes = [substitute(n, _param_values(kw.parameter)) for n in nodes]
    findings = _compare(kid, expansion, nodes)
    if findings:
        return "disagree", f"{reminder} -- {findings[0].message}"
    return "agree", reminder


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", type=Path)
    ap.add_argument("--keyword", action="append", help="only these keyword ids (repeatable)")
    ap.add_argument("--show", type=int, default=1, help="examples of disagreement per keyword")
    args = ap.parse_args()

    table = {k: e for k, e in keyword_table().items() if not e.get("action")}
    sections = cr_sections(args.corpus)
    by_section: dict[str, list[str]] = collections.defaultdict(list)
    for kid, entry in table.items():
        by_section[section_of(entry.get("rule", ""))].append(kid)
    if args.keyword:
        wanted = set(args.keyword)
        sections = {s: t for s, t in sections.items() if wanted & set(by_section.get(s, []))}
    lines = keyword_lines(args.corpus)
    granted = granted_lines(args.corpus)

    status: dict[str, str] = {}
    reasons: dict[str, str] = {}
    tallies: dict[str, collections.Counter] = {}
    examples: dict[str, list[str]] = collections.defaultdict(list)
    for sec in sections:
        for kid in by_section.get(sec, []):
            kl = lines.get(kid, [])
            expansion = keyword_expansion(kid, None) if _definition(kid, False) else ()
            for lang, line in kl:
                try:
                    card = parse(_split_reminder(line)[0] or line, lang)
                except ParseError:
                    continue
                kws = [a for a in card.abilities if isinstance(a, A.Keyword) and a.name == kid]
                if kws:
                    expansion = kws[-1].abilities
                    break
            if not expansion:
                expansion = keyword_expansion(kid, None)
            if is_placeholder(kid, expansion):
                status[kid] = "not expanded"
                reasons[kid] = why_not_expanded(kid)
                continue
            t: collections.Counter = collections.Counter()
            for lang, line in kl:
                res = check_line(kid, lang, line)
                if res is None:
                    continue
                outcome, detail = res
                t[(lang, outcome)] += 1
                if outcome == "disagree" and len(examples[kid]) < args.show:
                    shown = (lang, line) in SHOWN
                    examples[kid].append(f"[{lang}] {detail if shown else '(validation split)'}")
            for group, n, reminder in sorted(granted.get(kid, ()), key=str):
                outcome, detail = check_granted(kid, group, n, reminder)
                t[("en", outcome)] += 1
                if outcome == "disagree" and len(examples[kid]) < args.show:
                    shown = ("en", reminder) in SHOWN_GRANTED
                    examples[kid].append(
                        f"[en, granted] {detail if shown else '(validation split)'}"
                    )
            tallies[kid] = t
            if t[("en", "agree")]:
                status[kid] = "verified"
            elif only_game_rules(expansion):
                status[kid] = "explained"
            elif t[("en", "disagree")]:
                status[kid] = "contradicted"
            else:
                status[kid] = "unchecked"

    n = len(sections)
    sec_status = {}
    for sec in sections:
        kids = by_section.get(sec, [])
        if not kids:
            sec_status[sec] = "not in the keyword table"
            continue
        order = ["not expanded", "contradicted", "unchecked", "explained", "verified"]
        sec_status[sec] = min((status[k] for k in kids), key=order.index)
    counts = collections.Counter(sec_status.values())
    expanded = n - counts["not expanded"] - counts["not in the keyword table"]
    ids = [k for s in sections for k in by_section.get(s, [])]
    id_counts = collections.Counter(status[k] for k in ids)

    print(f"CR {CR_FILE}: {n} keyword sections of 702 ({len(ids)} keywords of kb/keywords.yaml)")
    print(
        f"sections verified (expanded, an English reminder agrees): {counts['verified']}/{n}"
        f" = {100 * counts['verified'] / max(n, 1):.1f} %"
    )
    checkable = n - counts["explained"]
    print(
        f"  of the {checkable} sections whose reminders can restate an ability (all but the"
        f" {counts['explained']} explained ones): {counts['verified']}/{checkable}"
        f" = {100 * counts['verified'] / max(checkable, 1):.1f} %"
    )
    print(
        f"sections expanded to real abilities: {expanded}/{n} = {100 * expanded / max(n, 1):.1f} %"
    )
    print(
        "  of which contradicted by every parsed English reminder: "
        f"{counts['contradicted']}, unchecked (no English reminder parses): {counts['unchecked']},"
        f" explained (only game rules; the reminders explain them): {counts['explained']}"
    )
    print(
        f"keywords (ids): verified {id_counts['verified']}, contradicted"
        f" {id_counts['contradicted']}, unchecked {id_counts['unchecked']}, explained"
        f" {id_counts['explained']}, not expanded {id_counts['not expanded']} of {len(ids)}"
    )

    print("\nexpanded keywords, reminders agree/disagree/unparsed per language:")
    for kid in ids:
        if status[kid] == "not expanded":
            continue
        t = tallies[kid]
        per = "  ".join(
            f"{lg} {t[(lg, 'agree')]}/{t[(lg, 'disagree')]}/{t[(lg, 'unparsed')]}" for lg in LANGS
        )
        print(f"  {kid:24} {status[kid]:13} {per}")
        for ex in examples[kid]:
            print(f"      {ex[:300]}")

    print(
        "\nchecked with an abbreviation (where a reminder and the CR text differ, the CR is"
        " right: kb/keywords.yaml says why):"
    )
    for kid in ids:
        if status[kid] == "verified":
            for abbr in keyword_table()[kid].get("abbreviations", []) or []:
                print(f"  {kid:24} {str(abbr.get('why', ''))[:300]}")

    print("\nnot expanded, by reason:")
    groups: dict[str, list[str]] = collections.defaultdict(list)
    for kid in ids:
        if status[kid] == "not expanded":
            why = reasons[kid]
            key = why if why.startswith("no 'means'") else "means"
            groups["no 'means' text in CR" if key != "means" else "means text not read"].append(
                f"{kid}: {why}" if key == "means" else kid
            )
    for group, items in groups.items():
        print(f"  {group} ({len(items)}):")
        for item in items:
            print(f"    {item[:400]}")
    missing = [f"{s} {sections[s]}" for s in sections if not by_section.get(s)]
    if missing:
        print(f"  sections with no keyword in kb/keywords.yaml: {', '.join(missing)}")


if __name__ == "__main__":
    main()
