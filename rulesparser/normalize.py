"""Typography normalisation applied before lexing (language-neutral).

Real data mixes CRLF / CR / LF line endings and a UTF-8 BOM (CR .txt files), curly and straight
apostrophes, French guillemets with (narrow) no-break spaces, em dashes written "--" or " - ".
``normalize`` maps all of these to one form while keeping a character offset map so that errors
and spans point into the original text.
"""

from __future__ import annotations

import re

_CHAR_MAP = {
    "\u2019": "'",  # right single quotation mark
    "\u2018": "'",
    "\u02bc": "'",
    "\u00b4": "'",
    "`": "'",
    "\u201c": '"',
    "\u201d": '"',
    "\u201e": '"',
    "\u201f": '"',
    "\u00ab": '"',  # «
    "\u00bb": '"',  # »
    "\u2039": '"',
    "\u203a": '"',
    "\u2013": "\u2014",  # en dash -> em dash
    "\u2212": "-",  # minus sign
    "\u00a0": " ",
    "\u202f": " ",
    "\u2009": " ",
    "\u2007": " ",
    "\ufeff": "",
    "\u00ad": "",  # soft hyphen
}

_TRANS = str.maketrans(_CHAR_MAP)


def normalize_newlines(text: str) -> str:
    """Return ``text`` with CRLF and bare CR turned into LF and a leading BOM removed."""
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n").replace("\r", "\n")


_DASH_RE = re.compile(r"\s*(?:--|\u2014)\s*|\s+-\s+")  # " - " in old printed text
_SPACE_RE = re.compile(r"[ \t]+")


def normalize_line(line: str) -> str:
    """Normalise one line's typography (no newlines inside).

    - curly/straight apostrophes -> ``'``; all double quotes and guillemets -> ``"``
    - em/en dash and ``--`` (with any spaces around) -> `` — ``
    - no-break and thin spaces -> space; runs of spaces collapsed; ends stripped.
    """
    line = line.translate(_TRANS)
    line = _DASH_RE.sub(" \u2014 ", line)
    line = _SPACE_RE.sub(" ", line)
    return line.strip()


# Some MTGJSON foreign texts lost the line break between abilities: "...)Fliegend",
# "{2}{B}Wenn ...", "...ephemere.){2}, sacrifiez". A ")" or "}" directly followed by a capital
# letter, or ")" directly followed by "{", never occurs inside one ability.
_GLUED_RE = re.compile(r"(?<=[)}])(?=[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ])|(?<=\))(?=\{)")


def split_lines(text: str) -> list[tuple[int, str]]:
    """Split a rules text into (1-based line number, line) pairs, skipping blank lines; abilities
    glued together without a line break are split apart (they keep their line number)."""
    out = []
    for i, line in enumerate(normalize_newlines(text).split("\n"), start=1):
        for part in _GLUED_RE.split(line):
            if part.strip():
                out.append((i, part))
    return out
