"""Typography normalisation applied before lexing (language-neutral).

Real data mixes CRLF / CR / LF line endings and a UTF-8 BOM (CR .txt files), curly and straight
apostrophes, French guillemets with (narrow) no-break spaces, em dashes written "--" or " - ".
``normalize`` maps all of these to one form while keeping a character offset map so that errors
and spans point into the original text.
"""

from __future__ import annotations

import functools
import html
import re
import unicodedata

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
    # the ligature of old printings ("Æther Membrane"); Oracle spells it "Aether" since 2021
    "\u00c6": "Ae",
    "\u00e6": "ae",
}

_TRANS = str.maketrans(_CHAR_MAP)
_TRANS_RE = re.compile("[" + re.escape("".join(_CHAR_MAP)) + "]")


def normalize_newlines(text: str) -> str:
    """Return ``text`` with CRLF and bare CR turned into LF and a leading BOM removed."""
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n").replace("\r", "\n")


# A match starts only at the first of a run of spaces ("(?<!\s)"): the same matches as
# ``\s*(?:--|—)\s*|\s+-\s+``, but a long run of spaces with no dash after it is scanned once,
# not once per space (which took quadratic time: 14 s for 20,000 spaces).
_DASH_RE = re.compile(r"(?<!\s)\s*(?:--|\u2014)\s*|(?<!\s)\s+-\s+")  # " - ": old printed text
_SPACE_RE = re.compile(r"[ \t]+")


_TAG_RE = re.compile(r"</?[A-Za-z]{1,6}>")

# A power/toughness change glued to the next word in some MTGJSON texts ("un marqueur
# +1/+1sur lui", "placez un marqueur +1/+1sur elle"): a space between them (no word of rules
# text begins right after a signed toughness).
_GLUED_PT_RE = re.compile(r"(?<=/[+-][0-9X])(?=[a-zß-öø-ÿ])")
# A power/toughness change with a space after its slash in some MTGJSON texts ("chaque marqueur
# +1/ +1 sur l'~", Lion Sash, Kamigawa: Neon Dynasty French): the slash joined to the toughness.
_SPACED_PT_RE = re.compile(r"(?<=[+-][0-9X]/)\s+(?=[+-][0-9X])")


def _strip_markup(line: str) -> str:
    """Some MTGJSON texts carry HTML: escaped tags (``&lt;I&gt;``) and entities."""
    return _TAG_RE.sub("", html.unescape(line))


@functools.lru_cache(maxsize=1 << 16)
def normalize_line(line: str) -> str:
    """Normalise one line's typography (no newlines inside). Cached: a line printed on many
    cards, and the line the run-on splitter reads again, are normalised once.

    - curly/straight apostrophes -> ``'``; all double quotes and guillemets -> ``"``
    - em/en dash and ``--`` (with any spaces around) -> `` — ``
    - no-break and thin spaces -> space; runs of spaces collapsed; ends stripped.
    - the ligature ``Æ``/``æ`` -> ``Ae``/``ae`` (printed "Æther", Oracle "Aether").
    - a power/toughness change glued to the next word ("+1/+1sur") -> a space between them.
    - a space after a power/toughness change's slash ("+1/ +1") -> none.
    """
    if "&" in line or "<" in line:
        line = _strip_markup(line)
    # each step only when the line has something it changes (most lines have nothing)
    if _TRANS_RE.search(line):
        line = line.translate(_TRANS)
    if "-" in line or "\u2014" in line:
        line = _DASH_RE.sub(" \u2014 ", line)
    if "/+" in line or "/-" in line:
        line = _GLUED_PT_RE.sub(" ", line)
    if "/ +" in line or "/ -" in line:
        line = _SPACED_PT_RE.sub("", line)
    if "  " in line or "\t" in line:
        line = _SPACE_RE.sub(" ", line)
    return line.strip()


def sub_mapped(
    pattern: re.Pattern[str], repl: str, text: str, offsets: list[int]
) -> tuple[str, list[int]]:
    """``pattern.sub(repl, text)`` that also maps each character of the result back through
    ``offsets`` (replacement characters map to the start of what they replace)."""
    return replace_spans_mapped([m.span() for m in pattern.finditer(text)], repl, text, offsets)


def replace_spans(spans: list[tuple[int, int]], repl: str | list[str], text: str) -> str:
    """``text`` with each of the (start, end) ``spans`` (left to right, not overlapping) replaced
    by ``repl``: ``pattern.sub(repl, text)`` for the spans of ``pattern.finditer(text)``; a list
    gives each span its own replacement."""
    if not spans:
        return text
    out: list[str] = []
    pos = 0
    for i, (start, end) in enumerate(spans):
        out.append(text[pos:start])
        out.append(repl if isinstance(repl, str) else repl[i])
        pos = end
    out.append(text[pos:])
    return "".join(out)


def replace_spans_mapped(
    spans: list[tuple[int, int]], repl: str | list[str], text: str, offsets: list[int]
) -> tuple[str, list[int]]:
    """:func:`replace_spans` that also maps each character of the result back through
    ``offsets`` (replacement characters map to the start of what they replace)."""
    out: list[str] = []
    out_offsets: list[int] = []
    pos = 0
    for i, (start, end) in enumerate(spans):
        out.append(text[pos:start])
        out_offsets.extend(offsets[pos:start])
        one = repl if isinstance(repl, str) else repl[i]
        out.append(one)
        anchor = offsets[start] if start < len(offsets) else (offsets[-1] + 1 if offsets else 0)
        out_offsets.extend([anchor] * len(one))
        pos = end
    out.append(text[pos:])
    out_offsets.extend(offsets[pos:])
    return "".join(out), out_offsets


def composed(text: str) -> str:
    """``text`` in Unicode NFC: accents typed as a letter plus a combining mark (NFD, as text
    copied from macOS, some PDFs and web pages comes) become the one precomposed character
    the grammars and word lists spell ("e" followed by U+0301 -> "é"). ASCII and NFC text,
    nearly all text, is returned as it is without being copied."""
    if text.isascii() or unicodedata.is_normalized("NFC", text):
        return text
    return unicodedata.normalize("NFC", text)


def composed_mapped(line: str) -> tuple[str, list[int]]:
    """:func:`composed` plus, for every character of the result, its index in ``line``: a
    letter and the combining marks composed with it map to the letter's index (so that a
    column counted in the composed text points into the text as typed)."""
    if line.isascii() or unicodedata.is_normalized("NFC", line):
        return line, list(range(len(line)))
    chars: list[str] = []
    offsets: list[int] = []
    start = 0
    for i in range(1, len(line) + 1):
        # a cluster: a character and the combining marks after it (canonical class > 0)
        if i < len(line) and unicodedata.combining(line[i]):
            continue
        part = unicodedata.normalize("NFC", line[start:i])
        chars.append(part)
        if len(part) == i - start:
            offsets.extend(range(start, i))
        else:
            offsets.extend([start] * len(part))
        start = i
    text = "".join(chars)
    if text != unicodedata.normalize("NFC", line):  # (a composition across clusters: Hangul)
        text = unicodedata.normalize("NFC", line)
        offsets = [min(i, len(line) - 1) for i in range(len(text))]
    return text, offsets


def normalize_line_mapped(line: str) -> tuple[str, list[int]]:
    """:func:`normalize_line` plus, for every character of the result, its index in ``line``
    (so that error columns point into the text as the user typed it)."""
    if "&" in line or "<" in line:
        line = _strip_markup(line)  # (offsets then count the text without its markup)
    # each step only when the line has something it changes (most lines have nothing)
    if _TRANS_RE.search(line):
        chars: list[str] = []
        offsets: list[int] = []
        for i, ch in enumerate(line):
            mapped = _CHAR_MAP.get(ch, ch)
            chars.append(mapped)
            offsets.extend([i] * len(mapped))
        text = "".join(chars)
    else:
        text, offsets = line, list(range(len(line)))
    if "-" in text or "\u2014" in text:
        text, offsets = sub_mapped(_DASH_RE, " \u2014 ", text, offsets)
    if "/+" in text or "/-" in text:
        text, offsets = sub_mapped(_GLUED_PT_RE, " ", text, offsets)
    if "/ +" in text or "/ -" in text:
        text, offsets = sub_mapped(_SPACED_PT_RE, "", text, offsets)
    if "  " in text or "\t" in text:
        text, offsets = sub_mapped(_SPACE_RE, " ", text, offsets)
    start = len(text) - len(text.lstrip())
    end = len(text.rstrip())
    return text[start:end], offsets[start:end]


# Some MTGJSON foreign texts lost the line break between abilities: "...)Fliegend",
# "{2}{B}Wenn ...", "...ephemere.){2}, sacrifiez", "...éphémère.)À chaque", "FliegendEcho",
# "le noirSeuil", "deiner Wahl.Zauberkunst", "+2/+0.Immer wenn", "+1/+1.À chaque fois". A ")" or
# "}" directly followed by a capital letter, ")" directly followed by "{", a lower-case word directly followed by a
# capitalised word or by an activation cost ("Fliegend{T}:", French "Vol{R} :", "Vol{T}, sacrifiez
# le ~ :", "Enchanter : créature{W} :": the cost's mana symbols, then the colon, or a comma and
# the rest of the cost before it), or a sentence's period directly
# followed by a capitalised word never occurs inside one ability. (Old "o2oWoW" mana and "Kick{2}{W}" stay.)
_GLUED_RE = re.compile(
    r"[)}](?=[A-ZÀ-ÖØ-Þ])|\)(?=\{)"
    r"|[a-zß-öø-ÿ]{2}(?=[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ']|À |(?:\{[^{}]*\})+(?:\s?:|,\s[^(){}:]*\s:))"
    r"|[a-zß-öø-ÿ)}\d]\.(?=[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]|\{|À )"
)


# Every match of _GLUED_RE is a character of [)}], a lower-case letter, a digit or "." directly
# followed by a capital letter or "{": a line without such a pair (most lines) is not scanned by
# _GLUED_RE, whose lower-case alternative is tried at every letter (about four times slower).
_GLUED_PAIR_RE = re.compile(r"[)}a-zß-öø-ÿ\d.][A-ZÀ-ÖØ-Þ{]")


_RESULTS_ROW_RE = re.compile(r"\s*\d+(?:\s*(?:\u2014|\u2013|-|--)\s*\d+)?\s*\|")


def _split_glued(line: str) -> list[str]:
    """The abilities of one printed line: MTGJSON's "|" between abilities (the loyalty
    abilities of some printed texts) and the glued abilities of :data:`_GLUED_RE`."""
    parts = []
    # a row of a die roll's results table ("1—9 | Draw a card.", CR 706.3) keeps its "|"
    pieces = [line] if _RESULTS_ROW_RE.match(line) else line.split("|")
    for piece in pieces:
        if not _GLUED_PAIR_RE.search(piece):
            parts.append(piece)
            continue
        start = 0
        for m in _GLUED_RE.finditer(piece):
            parts.append(piece[start : m.end()])
            start = m.end()
        parts.append(piece[start:])
    return parts


# Printed text breaks lines inside one ability: after a cost dash ("Morph—\nReturn two Islands
# ...") and, in early MTGJSON printed text, inside old mana notation ("Kicker o1o\nG" for o1oG).
#: a spree mode's head: a plus sign, its mana cost and a dash ("+ {1} — ", CR 702.172b: the
#: plus sign is a visual reminder of the additional cost)
_SPREE_MODE = re.compile(r"\s*\+\s*(?:\{[^{}]{1,5}\})+\s*(?:\u2014|--)\s")
_ENDS_WITH_DASH = re.compile(r"(?:\u2014|--|-)\s*$")
_STARTS_WITH_DASH = re.compile(r"\s*\u2014\s")
# "(o\nW", "B,oc\nT" = {B},{T}, 'has "oc\nT: ...' (a quoted ability)
_ENDS_IN_OLD_MANA = re.compile(r'(?:^|[\s(,"\u201c\u00ab\u2014]|\d|[WUBRGXo])oc?$')
# the last symbol of an old activation cost broken before its letter is written "oo\nG"
# where the colon was lost: "o1oo\nG Regenerate Carnassid." is "{1}{G}: Regenerate Carnassid."
_ENDS_IN_OLD_COST = re.compile(r"oo$")
_OLD_COST_LETTER = re.compile(r"^([WUBRGX])(?=\s+[^\s:,])")
_STARTS_WITH_MANA_LETTER = re.compile(r"^[WUBRGXT](?![a-np-z])")


#: At most this many physical lines make one logical line (the corpus has at most 5 for the
#: modes of a modal spell and 8 for old mana notation broken at every symbol).
MAX_JOINED_LINES = 12
#: An unclosed "(" joins at most this many following lines (a reminder broken in two or three:
#: at most 1 in English, French and German MTGJSON text): "B (You may pay an additional o1o"
#: with no ")" must not glue every following line to it.
MAX_REMINDER_CONTINUATIONS = 2


def _tail(parts: list[str], n: int) -> str:
    """The last ``n`` characters of ``"".join(parts)`` (all of it when shorter), reading only
    the last parts."""
    tail = ""
    for part in reversed(parts):
        tail = part[-n:] + tail
        if len(tail) >= n:
            return tail[-n:]
    return tail


def _join_broken_lines(lines: list[str]) -> list[tuple[int, str]]:
    """Join the physical lines of one ability (see :func:`split_lines`). Linear in the text's
    length: each line is looked at once, the tests read the end of the line being built only,
    and no logical line takes more than :data:`MAX_JOINED_LINES` physical ones."""
    out: list[tuple[int, str]] = []
    parts: list[str] = []  # the pieces of the logical line being built
    first_no = 0
    joined = 0  # physical lines joined to it
    open_parens = 0  # "(" minus ")" in it
    reminder_joins = 0

    def flush() -> None:
        if parts:
            out.append((first_no, "".join(parts)))

    for number, line in enumerate(lines, start=1):
        if parts and joined + 1 < MAX_JOINED_LINES:
            prev = parts[-1]
            glue = None
            if line.lstrip().startswith("\u2022"):  # a mode of "Choose one —" (CR 700.2)
                glue = (True, " ", line.lstrip())
            elif _SPREE_MODE.match(line) and _SPREE_MODE.match(parts[0]):
                # the next mode of a spree spell ("+ {1} — ...", CR 702.172a): one line with
                # the modes before it (the first mode line begins it, after the keyword's)
                glue = (True, " ", line.lstrip())
            elif _ENDS_WITH_DASH.search(prev.rstrip()[-2:]) and line.strip():
                glue = (True, "", line.lstrip())
            elif _STARTS_WITH_DASH.match(line):
                # the dash of "Seuil — ...", "Flashback — {1}{U}, ..." put at the start of the
                # next line (French Torment prints in MTGJSON): no ability begins with one
                glue = (True, " ", line.lstrip())
            elif _ENDS_IN_OLD_MANA.search(_tail(parts, 4)) and _STARTS_WITH_MANA_LETTER.match(line):
                glue = (False, "", line)
                if _ENDS_IN_OLD_COST.search(prev):
                    parts[-1] = prev[:-1]
                    prev = parts[-1]
                    glue = (False, "", _OLD_COST_LETTER.sub(r"\1:", line, count=1))
            elif (
                open_parens > 0
                and line.strip()
                and reminder_joins < MAX_REMINDER_CONTINUATIONS
                and not prev.rstrip().endswith(")")
                and ")" in line
            ):
                # a reminder broken in two: the next line closes it. A line ending in ")" is
                # whole even when an inner "(" stays open ("(... bezahlst. (Manakosten
                # schließen die Farben ein.)"), and a next line without ")" is the next ability
                # of a text whose reminder lacks its ")" ("(Quand vous jouez ... de
                # duplication.\nPiochez une carte.")
                glue = (True, " ", line.lstrip())
                reminder_joins += 1
            if glue is not None:
                strip, sep, text = glue
                if strip:
                    parts[-1] = prev.rstrip()
                parts.append(sep + text)
                joined += 1
                open_parens += line.count("(") - line.count(")")
                continue
        flush()
        parts, first_no, joined, reminder_joins = [line], number, 0, 0
        open_parens = line.count("(") - line.count(")")
    flush()
    return out


def split_lines(text: str) -> list[tuple[int, str]]:
    """Split a rules text into (1-based line number, line) pairs, skipping blank lines.

    Abilities glued together without a line break are split apart, and lines broken inside one
    ability (after a cost dash, inside old "o1oG" mana notation, before a "•" mode of a modal
    spell or ability) are joined; line numbers are
    those of the text given."""
    if (
        "\n" not in text
        and "\r" not in text
        and "|" not in text
        and not text.startswith("\ufeff")
        and not _GLUED_PAIR_RE.search(text)
    ):  # one line, nothing to split or join (most texts parsed line by line)
        return [(1, text)] if text.strip() else []
    out = []
    for i, line in _join_broken_lines(normalize_newlines(text).split("\n")):
        for part in _split_glued(line):
            if part.strip():
                out.append((i, part))
    return out
