"""Mana symbols in one canonical spelling, however a text writes them (CR 107.4).

The one place where the parser (``transform.mana_cost``), the knowledge base and the
translation cross-check (:mod:`rulesparser.facts`) turn written mana symbols into values:

- braced symbols of today's Oracle text: ``{2}``, ``{W}``, ``{W/U}``, ``{2/W}``, ``{W/P}``,
  ``{W/U/P}``, ``{C/W}``, ``{T}``, ``{Q}``, ``{E}``, ``{S}``, ``{X}``;
- MTGJSON's printed English text (``originalText``), which writes hybrid and Phyrexian mana
  without a slash (``{BR}``, ``{UR}``, ``{PW}``) and sometimes Phyrexian mana the other way
  round (``{P/W}``);
- the old ``o1oR`` / ``ocT`` notation of early MTGJSON printed text (``{1}{R}``, ``{T}``).

A two-color hybrid symbol is written in the order of CR 107.4e (``{W/U}``, ``{U/B}``,
``{B/R}``, ``{R/G}``, ``{G/W}``, ``{W/B}``, ``{U/R}``, ``{B/G}``, ``{R/W}``, ``{G/U}``), so
``{BR}``, ``{RB}``, ``{R/B}`` and ``{B/R}`` all become ``B/R``; a Phyrexian symbol is the color
then ``P`` (``W/P``; CR 107.4f).
"""

from __future__ import annotations

import functools
import re

#: the two-color pairs in the order CR 107.4e prints them
HYBRID_ORDER = ("WU", "UB", "BR", "RG", "GW", "WB", "UR", "BG", "RW", "GU")
_COLORS = "WUBRG"

#: each color's mana symbol letter (CR 105.1, 107.4c), and the color each letter gives (CR 105.2)
COLOR_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
SYMBOL_COLORS = {v: k for k, v in COLOR_SYMBOLS.items()}

#: a braced symbol (any content) or a run of the old "o1oR" notation
SYMBOL_RE = re.compile(
    r"\{([^{}\s]{1,9}|\w \w)\}|(?<![\w/])((?:o(?:\d+|cT|[WUBRGXYZSCT]))+)(?![\w/])"
)
_OLD_RE = re.compile(r"o(\d+|cT|[A-Za-z])")


def canonical_symbol(symbol: str) -> str:
    """The canonical spelling of one mana (or tap/untap) symbol, without braces.

    ``symbol``: the text between the braces as written (``"BR"``, ``"b/r"``, ``"PW"``,
    ``"P/W"``, ``"2"``, ``"t"``). Returns e.g. ``"B/R"``, ``"W/P"``, ``"2"``, ``"T"``. A symbol
    this module does not know (``"HW"`` half mana) is returned upper-cased unchanged. Raises
    nothing."""
    s = symbol.strip("{}").upper().replace(" ", "/")  # "{2 G}" of some printed texts
    if s.isdigit():
        return str(int(s))
    parts = [p for p in s.split("/") if p] if "/" in s else _split_slashless(s)
    phyrexian = "P" in parts and len(parts) >= 2
    colors = [p for p in parts if p != "P"]
    if len(colors) == 2 and all(c in _COLORS for c in colors):
        pair = "".join(colors)
        if pair not in HYBRID_ORDER:
            pair = pair[::-1]
        if pair in HYBRID_ORDER:
            colors = list(pair)
    return "/".join(colors + (["P"] if phyrexian else [])) if len(parts) > 1 else s


def _split_slashless(s: str) -> list[str]:
    """``"BR"`` -> ``["B", "R"]``, ``"PW"`` -> ``["P", "W"]``; anything else -> ``[s]``."""
    if len(s) == 2 and all(c in _COLORS + "P" for c in s) and s != "PP":
        return list(s)
    if len(s) == 3 and all(c in _COLORS + "P" for c in s) and s.count("P") == 1:
        return list(s)
    return [s]


def symbols_of(text: str) -> list[str]:
    """Every mana/tap symbol written in ``text``, in order, canonical (:func:`canonical_symbol`):
    ``"{2}{BR}, {T}"`` -> ``["2", "B/R", "T"]``; ``"o1oR"`` -> ``["1", "R"]``. Braced words
    that are no symbol (``{cost}``) are returned upper-cased like any unknown symbol."""
    out: list[str] = []
    for m in SYMBOL_RE.finditer(text):
        if m.group(1) is not None:
            out.append(canonical_symbol(m.group(1)))
        else:
            out.extend(
                "T" if x == "cT" else canonical_symbol(x) for x in _OLD_RE.findall(m.group(2))
            )
    return out


@functools.lru_cache(maxsize=8192)
def symbol_tuple(text: str) -> tuple[str, ...]:
    """:func:`symbols_of` as a tuple, remembered per text (a parser's mana tokens: ``{2}``,
    ``{T}``, ``{W/U}`` recur on every other line)."""
    return tuple(symbols_of(text))


def canonical_cost(text: str) -> str:
    """A mana cost written with canonical braced symbols: ``"{1}{BR}"`` -> ``"{1}{B/R}"``."""
    return "".join("{" + s + "}" for s in symbols_of(text))
