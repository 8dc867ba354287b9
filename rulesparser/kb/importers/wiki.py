"""Importer for single-keyword pages and articles (seeds 000, 001 and 004).

Input shape: free text in one language with CR rule lines (``702.60a ...``), ruling bullets
(lines starting with ``•`` or ``- ``) and optionally one card (name line, type line, rules
text) known by its localized name in a given MTGJSON set file.

Output (:func:`import_page`): ``{"source", "lang", "keyword", "rulings": [str], "rules":
[{number, lang, text}], "card": JsonCard | None, "card_text": {...} | None}``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from rulesparser.kb.data import KBError
from rulesparser.kb.importers.mtgjson_cards import JsonCard
from rulesparser.kb.keywords import KeywordTable
from rulesparser.kb.text import name_key

BULLET = re.compile(r"^\s*(?:•|-\s)\s*(.+)$")
RULE_LINE = re.compile(r"^(\d{3}\.\d+[a-z]?)\.? (.+)$")


def import_page(
    path: Path, table: KeywordTable, cards: list[JsonCard], *, source_id: str
) -> dict[str, Any]:
    """Read one page. ``cards`` are candidate cards (any set) to recognise a card name line.

    Raises :class:`KBError` if the file cannot be read or holds no ruling bullet."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise KBError(f"{path}: cannot read: {exc}") from None
    lines = [
        ln.strip()
        for ln in text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n").split("\n")
    ]
    nonempty = [(i + 1, ln) for i, ln in enumerate(lines) if ln]
    if not nonempty:
        raise KBError(f"{path}: empty file")
    body_lang = table.guess_language(" ".join(ln for _, ln in nonempty))
    keyword = table.keyword_in(nonempty[0][1], body_lang)
    rulings: list[str] = []
    rules: list[dict[str, str]] = []
    first_bullet = None
    for no, ln in nonempty:
        m = BULLET.match(ln)
        if m:
            rulings.append(m.group(1).strip())
            first_bullet = first_bullet or no
            continue
        r = RULE_LINE.match(ln)
        if r:
            rules.append(
                {
                    "number": r.group(1),
                    "lang": table.guess_language(ln),
                    "text": ln,
                    "source": source_id,
                }
            )
    if not rulings:
        raise KBError(f"{path}: no ruling bullets ('•' or '- ') found")
    card = None
    card_text = None
    by_name = {}
    for c in cards:
        fd = c.foreign.get(body_lang)
        if fd:
            by_name.setdefault(name_key(fd["name"]), c)
    for idx, (no, ln) in enumerate(nonempty):
        if first_bullet and no >= first_bullet:
            break
        hit = by_name.get(name_key(ln))
        if hit is not None:
            card = hit
            rest = [x for n, x in nonempty[idx + 1 :] if not first_bullet or n < first_bullet]
            card_text = {
                "name": ln,
                "type": rest[0] if rest else "",
                "text": "\n".join(rest[1:]),
                "line": no,
            }
            break
    return {
        "source": {"id": source_id, "file": path.name, "kind": "page", "lang": body_lang},
        "lang": body_lang,
        "keyword": keyword,
        "rulings": rulings,
        "rules": rules,
        "card": card,
        "card_text": card_text,
    }
