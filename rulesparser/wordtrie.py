"""Word-list regexes rewritten as prefix trees: the same matches, found without trying every word.

A word class of the lexicon becomes one terminal whose regex is an alternation of its forms,
longest first (``(?:assembly\\-workers|assembly\\-worker|...|elf)``, see
:func:`rulesparser.lexicon._surface_regex`). Python's regex engine tries the alternatives one
after the other: a class of 600 subtypes costs 15-30 us at every word where the parser's state
accepts a subtype, and almost every such word is not one. :func:`trie_regex` rewrites each such
alternation as a prefix tree (``(?:a(?:ssembly\\-worker(?:s|)|...)|...)``), which follows only
the branch of the next character.

The rewritten regex matches exactly what the original matches, at every position, whatever
follows the group (look-aheads, other parts): in the original, two alternatives that both match
at a position are a prefix of one another (literal characters and ``\\s+`` between words, no
whitespace inside a word), and the longer one is tried first (the check below refuses any other
order); the tree tries the longer continuation before ending the shorter one, so the engine
meets the matching alternatives in the same order and backtracks the same way. Under
IGNORECASE, letters are put in lower case (``E`` and ``e`` are one branch); a group whose
branches hold two different letters the engine treats as equal ("i" and the dotless "ı",
``re._casefix``) is left as it is, as is any pattern this module does not fully understand.
``tests/test_lexing.py`` compares both regexes of every terminal on real card text.
"""

from __future__ import annotations

import functools
import re
from typing import Any

try:  # the letters Python's regex engine matches together under IGNORECASE beyond lower()
    from re._casefix import _EXTRA_CASES  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - other Python versions: no rewrite under IGNORECASE
    _EXTRA_CASES = None
try:  # the case functions of Python's regex engine (how it compares letters under IGNORECASE)
    import _sre

    _TOLOWER = _sre.unicode_tolower
    _ISCASED = _sre.unicode_iscased
except (ImportError, AttributeError):  # pragma: no cover - other Pythons: letters kept as such
    _TOLOWER = _ISCASED = None

#: fewer alternatives than this are left as they are (little to gain)
MIN_ALTERNATIVES = 6

_WS = "\\s+"  # the unit between the words of a form
_META = set(".^$*+?{}[]|()\\")
_FLAG_GROUP_RE = re.compile(r"\(\?[a-zA-Z-]+[:)]")


class _Refused(Exception):
    """The group (or the pattern) is not one this module rewrites."""


def _units(alternative: str, ignorecase: bool) -> list[str]:
    """The units of one alternative: ``\\s+`` or one literal character (lower case under
    IGNORECASE). Raises :class:`_Refused` for anything else."""
    out = []
    i, n = 0, len(alternative)
    while i < n:
        ch = alternative[i]
        if alternative.startswith(_WS, i):
            out.append(_WS)
            i += 3
            continue
        if ch == "\\":
            if i + 1 >= n or alternative[i + 1].isalnum() or alternative[i + 1] == "_":
                raise _Refused  # a class (\w, \d ...), a back reference or an escape code
            ch = alternative[i + 1]
            i += 2
        elif ch in _META:
            raise _Refused
        else:
            i += 1
        if ch.isspace():
            raise _Refused
        if ignorecase:
            low = ch.lower()
            if len(low) != 1:
                raise _Refused
            ch = low
        out.append(ch)
    if not out or out[-1] == _WS or out[0] == _WS:
        raise _Refused
    return out


class _Node:
    __slots__ = ("children", "end")

    def __init__(self) -> None:
        self.children: dict[str, _Node] = {}
        self.end = False


def _tree(alternatives: list[str], ignorecase: bool) -> _Node:
    """The prefix tree of ``alternatives`` (in their order). Refused when an alternative comes
    after one of its own prefixes (the original would then try the shorter first)."""
    root = _Node()
    for alt in alternatives:
        node = root
        for unit in _units(alt, ignorecase):
            if node.end:
                raise _Refused  # a shorter alternative, a prefix of this one, comes first
            child = node.children.get(unit)
            if child is None:
                child = node.children[unit] = _Node()
            node = child
        node.end = True
    if ignorecase:
        _check_case(root)
    return root


def _check_case(node: _Node) -> None:
    """Refuse branches that the engine may match on one character (``i`` and ``ı``)."""
    if _EXTRA_CASES is None:
        raise _Refused
    keys = {k for k in node.children if k != _WS}
    for k in keys:
        for other in _EXTRA_CASES.get(ord(k), ()):
            if chr(other) in keys:
                raise _Refused
    for child in node.children.values():
        _check_case(child)


def _emit(node: _Node, ignorecase: bool = False) -> str:
    parts = []
    # the engine skips an alternative at once when its first character is a plain literal
    # or a class that the next character is not in (not when it is a letter compared under
    # IGNORECASE): each alternative of a group then starts with the exact class of
    # characters its letter matches under IGNORECASE (:func:`_case_class`), so that a word
    # no branch starts with costs one test per branch, not entering each
    branches = len(node.children) + node.end > 1
    for unit, child in node.children.items():
        if unit == _WS:
            head = unit
        elif ignorecase and branches:
            head = _case_class(unit)
        else:
            head = re.escape(unit)
        parts.append(head + _emit(child, ignorecase))
    if not parts:
        return ""
    if node.end:
        parts.append("")  # after every longer continuation: the shorter form ends here
    if len(parts) == 1:
        return parts[0]
    return "(?:" + "|".join(parts) + ")"


@functools.cache
def _lower_inverse() -> dict[int, tuple[int, ...]]:
    """Character -> the other characters the regex engine's lower-casing maps to it (``K`` and
    the Kelvin sign to ``k``): one pass over every code point, made once per process and only
    when a prefix tree is built under IGNORECASE (a grammar's regexes are otherwise read
    compiled from the terminal cache)."""
    inverse: dict[int, list[int]] = {}
    tolower = _TOLOWER
    for code in range(0x110000):
        low = tolower(code)
        if low != code:
            inverse.setdefault(low, []).append(code)
    return {k: tuple(v) for k, v in inverse.items()}


@functools.cache
def _case_class(unit: str) -> str:
    """The character ``unit`` (lower case) as the regex engine matches it under IGNORECASE,
    written for a match without IGNORECASE: ``(?-i:[kK\u212a])``, every character whose
    lower case (the engine's ``unicode_tolower``) is the letter's or, for the letters
    ``re._casefix`` lists, one of its equivalents (as ``re._compiler`` compiles a letter under
    IGNORECASE: the same characters, so the same matches); an uncased character as itself."""
    if _TOLOWER is None or _ISCASED is None or _EXTRA_CASES is None:
        return re.escape(unit)
    code = ord(unit)
    if not _ISCASED(code):
        return re.escape(unit)
    low = _TOLOWER(code)
    lows = (low, *_EXTRA_CASES.get(low, ()))
    inverse = _lower_inverse()
    chars = sorted({c for x in lows for c in (x, *inverse.get(x, ())) if _TOLOWER(c) in lows})
    body = "".join(re.escape(chr(c)) for c in chars)
    return f"(?-i:[{body}])"


def _groups(regexp: str) -> list[tuple[int, int, list[str]]]:
    """The ``(?:a|b|...)`` groups of ``regexp`` that hold only alternatives of literal text:
    (start, end, alternatives) with ``regexp[start:end]`` the whole group."""
    out = []
    for m in re.finditer(r"\(\?:", regexp):
        start = m.start()
        i = m.end()
        alternatives: list[str] = []
        current: list[str] = []
        ok = False
        while i < len(regexp):
            ch = regexp[i]
            if ch == "\\":
                current.append(regexp[i : i + 2])
                i += 2
                continue
            if ch in "([":
                break  # a nested group or a class: not a list of words
            if ch == "|":
                alternatives.append("".join(current))
                current = []
            elif ch == ")":
                alternatives.append("".join(current))
                ok = True
                break
            else:
                current.append(ch)
            i += 1
        if ok and len(alternatives) >= MIN_ALTERNATIVES:
            out.append((start, i + 1, alternatives))
    return out


def trie_regex(regexp: str, flags: int = 0) -> str:
    """``regexp`` with every alternation of literal words (:data:`MIN_ALTERNATIVES` or more)
    rewritten as a prefix tree: the same matches (see the module docstring). Returns
    ``regexp`` itself when there is nothing it can rewrite safely. ``flags``: the flags the
    pattern is compiled with (IGNORECASE matters)."""
    flag_groups = _FLAG_GROUP_RE.findall(regexp)
    if regexp.startswith("(?i:") and regexp.endswith(")") and flag_groups == ["(?i:"]:
        ignorecase = True  # Lark's wrapping of a /.../i terminal
    elif not flag_groups:
        ignorecase = bool(flags & re.IGNORECASE)
    else:
        return regexp
    pieces: list[Any] = []
    last = 0
    for start, end, alternatives in _groups(regexp):
        try:
            body = _emit(_tree(alternatives, ignorecase), ignorecase)
        except _Refused:
            continue
        pieces.append(regexp[last:start])
        pieces.append(body if body.startswith("(?:") and _closed(body) else f"(?:{body})")
        last = end
    if not pieces:
        return regexp
    pieces.append(regexp[last:])
    return "".join(pieces)


def _closed(body: str) -> bool:
    """Whether ``body`` (starting with "(?:") is one group from its first to its last
    character (so it needs no enclosing group)."""
    depth = 0
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0 and i != len(body) - 1:
                return False
        i += 1
    return True
