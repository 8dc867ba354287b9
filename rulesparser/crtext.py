"""Read Comprehensive Rules .txt files (the official WotC download format).

Source: the CR text files of the "Comprehensive Rules" downloads (2007-2026), which mix CRLF, bare
CR and LF line endings and may start with a UTF-8 BOM. Rules are lines starting with a number
("702.63a Vanishing is ..."); a section heading is "702.63. Vanishing".
"""

from __future__ import annotations

import re
from pathlib import Path

from rulesparser.normalize import normalize_newlines

_RULE_RE = re.compile(r"^(\d{3})\.(\d+)([a-z]?)\.?\s+(.*)$")


def read_rules(path: str | Path) -> dict[str, str]:
    """Map rule number ("702.63", "702.63a") to its text for one CR file (headings included).

    Raises ``OSError`` if the file cannot be read."""
    data = Path(path).read_bytes().decode("utf-8", errors="replace")
    rules: dict[str, str] = {}
    for line in normalize_newlines(data).split("\n"):
        m = _RULE_RE.match(line.strip())
        if m:
            number = f"{m.group(1)}.{m.group(2)}{m.group(3)}"
            rules.setdefault(number, m.group(4).strip())
    return rules


def keyword_sections(rules: dict[str, str], names: dict[str, str]) -> dict[str, str]:
    """Find each keyword's section number in one CR version.

    ``names``: keyword id -> English heading name ("Vanishing"). Returns id -> "702.63" for the
    keywords whose heading ("702.63. Vanishing") is present (first match in 502.x or 702.x)."""
    out: dict[str, str] = {}
    wanted = {v.lower(): k for k, v in names.items()}
    for number, text in rules.items():
        if re.fullmatch(r"(502|702)\.\d+", number) and text.lower() in wanted:
            out.setdefault(wanted[text.lower()], number)
    return out


def means_clauses(rules: dict[str, str], section: str) -> list[tuple[str, str]]:
    """The subrules of ``section`` that define the keyword ("... means ...") or say how several
    instances work ("each works separately"), as (rule number, text) pairs in order."""
    out = []
    for letter in "abcdefgh":
        number = section + letter
        text = rules.get(number)
        if text is None:
            break
        if re.search(r"means the same(?: thing)? as", text):
            continue  # a note on notation (702.33b "Kicker [cost 1] and/or [cost 2]"), not a definition
        if re.search(r"\bmeans\b|separately|redundant", text):
            out.append((number, text))
    return out
