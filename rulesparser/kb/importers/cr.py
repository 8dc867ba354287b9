"""Importer for Comprehensive Rules ``.txt`` files (the official WotC download format).

Handles the real-data pitfalls: UTF-8 BOM, ``\\r\\n`` / bare ``\\r`` / ``\\n`` line endings,
the table of contents (which repeats section titles, "Glossary" and "Credits" before the body).

:func:`parse_cr` returns a :class:`CRDoc`: ``version`` (the file's date ``YYYY-MM-DD`` when the
file name holds one, else the effective date), ``effective`` (ISO date from "effective as of"),
``rules`` (list of (number, text) in file order: sections ``702``, rules ``702.63``, subrules
``702.63a``; example lines are appended to their rule) and ``glossary`` ((term, text) pairs).

``python -m rulesparser.kb.importers.cr ../shared/corpus/cr/*.txt -o kb/keyword_rules.yaml``
writes the per-version keyword rule numbers (and the keyword rules' texts) shipped in ``kb/``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from rulesparser.kb.data import KBError
from rulesparser.kb.keywords import keyword_table

RULE = re.compile(r"^(\d{3}\.\d+[a-z]*|\d{3})\.?\s+(.+)$")
EFFECTIVE = re.compile(r"(?:current|effective) as of (\w+ \d{1,2}, \d{4})")
FILE_DATE = re.compile(r"(\d{4}-\d{2}-\d{2})")


@dataclass
class CRDoc:
    """One parsed CR version (see module docstring)."""

    version: str
    effective: str | None
    file: str
    rules: list[tuple[str, str]] = field(default_factory=list)
    glossary: list[tuple[str, str]] = field(default_factory=list)


def read_text(path: Path) -> str:
    """Read a CR file as text with ``\\n`` line ends (UTF-8, BOM stripped; cp1252 fallback)."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise KBError(f"{path}: cannot read: {exc}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = raw.decode("cp1252", errors="replace")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def parse_cr(path: Path) -> CRDoc:
    """Parse one CR file. Raises :class:`KBError` if it has no numbered rules."""
    lines = read_text(path).split("\n")
    head = "\n".join(lines[:10])
    m = EFFECTIVE.search(head)
    effective = None
    if m:
        try:
            effective = dt.datetime.strptime(m.group(1), "%B %d, %Y").date().isoformat()
        except ValueError:
            effective = None
    fm = FILE_DATE.search(path.name)
    version = fm.group(1) if fm else (effective or path.stem)
    doc = CRDoc(version=version, effective=effective, file=path.name)
    stripped = [ln.strip() for ln in lines]
    credits = [i for i, ln in enumerate(stripped) if ln == "Credits"]
    glossary = [i for i, ln in enumerate(stripped) if ln == "Glossary"]
    body_start = credits[0] + 1 if len(credits) >= 2 else 0
    gloss_start = next((g for g in glossary if g > body_start), len(lines))
    gloss_end = next((c for c in credits if c > gloss_start), len(lines))
    for ln in stripped[body_start:gloss_start]:
        if not ln:
            continue
        m = RULE.match(ln)
        if m:
            doc.rules.append((m.group(1), m.group(2).strip()))
            continue
        if doc.rules:
            num, text = doc.rules[-1]
            doc.rules[-1] = (num, text + "\n" + ln)
    entry: list[str] = []
    for ln in [*stripped[gloss_start + 1 : gloss_end], ""]:
        if ln:
            entry.append(ln)
        elif entry:
            doc.glossary.append((entry[0], "\n".join(entry[1:])))
            entry = []
    if not doc.rules:
        raise KBError(f"{path}: no numbered rules found (not a Comprehensive Rules .txt file?)")
    return doc


def keyword_section(doc: CRDoc) -> str | None:
    """Number of the "Keyword Abilities" section (502 before July 2009, 702 after)."""
    for num, text in doc.rules:
        if len(num) == 3 and text.strip().lower() == "keyword abilities":
            return num
    return None


def keyword_rules(doc: CRDoc) -> dict[str, tuple[str, str]]:
    """Map keyword id (lower-case name, spaces as ``_``) -> (rule number, English name)."""
    sec = keyword_section(doc)
    out: dict[str, tuple[str, str]] = {}
    if sec is None:
        return out
    for num, text in doc.rules:
        if re.fullmatch(rf"{sec}\.\d+", num) and "\n" not in text and len(text) < 40:
            out[text.strip().lower().replace(" ", "_")] = (num, text.strip())
    return out


def pseudo_keyword_rule(doc: CRDoc, under: str, contains: str) -> str | None:
    """First subrule under ``under`` (e.g. ``122.1``) whose text contains ``contains``."""
    for num, text in doc.rules:
        if num.startswith(under) and num != under and contains in text.lower():
            return num
    return None


def keyword_rules_yaml(docs: list[CRDoc]) -> dict[str, Any]:
    """Build the ``kb/keyword_rules.yaml`` payload from parsed CR versions."""
    table = keyword_table()
    keywords: dict[str, dict[str, Any]] = {}
    texts: list[dict[str, str]] = []
    docs = sorted(docs, key=lambda d: d.version)
    for doc in docs:
        found = keyword_rules(doc)
        for kid, spec in table.cr_search.items():
            num = pseudo_keyword_rule(doc, spec["under"], spec["contains"])
            if num:
                found[kid] = (num, table.display.get(kid, {}).get("en", kid))
        for kid, (num, name) in found.items():
            entry = keywords.setdefault(kid, {"name": name, "rules": {}})
            entry["rules"][doc.version] = num
            if kid in table.names:
                for n, t in doc.rules:
                    if n == num or (
                        n.startswith(num) and re.fullmatch(re.escape(num) + "[a-z]+", n)
                    ):
                        texts.append({"cr": doc.version, "number": n, "keyword": kid, "text": t})
    return {
        "cr_versions": [{"id": d.version, "effective": d.effective, "file": d.file} for d in docs],
        "keywords": dict(sorted(keywords.items())),
        "rule_texts": texts,
    }


def main(argv: list[str] | None = None) -> int:
    """Write kb/keyword_rules.yaml from CR files; exit 2 on bad input."""
    ap = argparse.ArgumentParser(description="Generate kb/keyword_rules.yaml from CR .txt files")
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("-o", "--out", type=Path, default=Path("kb/keyword_rules.yaml"))
    args = ap.parse_args(argv)
    try:
        docs = [parse_cr(p) for p in args.files]
    except KBError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    payload = keyword_rules_yaml(docs)
    header = "# Generated by `python -m rulesparser.kb.importers.cr` from ../shared/corpus/cr; do not edit.\n"
    args.out.write_text(
        header + yaml.safe_dump(payload, allow_unicode=True, sort_keys=False, width=100),
        encoding="utf-8",
    )
    print(f"wrote {args.out}: {len(payload['keywords'])} keywords, {len(docs)} CR versions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
