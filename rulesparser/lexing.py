"""A contextual lexer for Lark LALR parsers that builds each parser state's scanner on first use
and picks the terminals to try by the next character.

Lark's ``ContextualLexer`` makes one ``BasicLexer`` per distinct set of terminals a parser state
accepts (about 650 per language here) when the parser is built, and each compiles one regex
alternation of its terminals on first use: 2-4 ms each, 1.5-3 s per language before every state a
corpus reaches has been seen. This lexer gives the same tokens with less work:

- the state lexers are made when a state is first lexed in, not when the parser is built;
- every terminal's regex is compiled once per parser (not once per state lexer that holds it),
  a word list as a prefix tree (:func:`rulesparser.wordtrie.trie_regex`: the same matches, one
  branch per next letter instead of one try per word: a subtype 2-5 us instead of 15-25);
- a state lexer tries, in Lark's order (priority, longest pattern, name), only the terminals
  whose first character can be the next character of the text. The set of first characters of
  a terminal comes from Python's regex parser (``re._parser``); a terminal whose pattern it cannot
  analyse, or that can start with any character, is tried everywhere. Lark's alternation picks
  the first terminal that matches, in that order: trying the same terminals in the same order
  and skipping only those that cannot match gives the same token. The fused parser loop
  narrows them further by the next two characters when both are ASCII
  (:func:`first_two_chars`, from the same regex parser: the pairs a terminal can begin with),
  about 1.5 regexes tried per token instead of 3.7.

The parser loop (:class:`FusedLALRParser`) lexes and parses a one-line text in one function,
with each row of the parse table converted once into the form it reads (a shift is the target
state, a reduction its child count, callback and rule name), and words a lexer error only when
it is shown (:class:`DeferredUnexpectedCharacters`).

Plugged in through Lark's ``_plugins`` option (``{"ContextualLexer": LazyContextualLexer}``), the
hook lark-cython uses, so the parser, its error classes and its interactive parser are Lark's.
``tests/test_lexing.py`` checks that it lexes exactly as Lark's own lexer on real card text.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import pickle
import re
import sys
from collections.abc import Collection
from copy import copy
from typing import Any

from lark import Lark, Tree
from lark.common import LexerConf
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken
from lark.grammar import Rule
from lark.lexer import (
    BasicLexer,
    CallChain,
    ContextualLexer,
    LexerThread,
    PatternRE,
    PatternStr,
    Scanner,
    TerminalDef,
    Token,
    UnlessCallback,
)
from lark.parse_tree_builder import (
    ChildFilterLALR_NoPlaceholders,
    ExpandSingleChild,
    ParseTreeBuilder,
)
from lark.parser_frontends import _get_lexer_callbacks
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_interactive_parser import InteractiveParser
from lark.parsers.lalr_parser import LALR_Parser, _Parser
from lark.parsers.lalr_parser_state import ParseConf, ParserState
from lark.utils import SerializeMemoizer

from rulesparser.resources import cache_file, write_cache_pickle
from rulesparser.wordtrie import trie_regex

try:  # Python's own regex parser (3.11+: re._parser); without it every terminal is tried
    from re import _constants as _C  # type: ignore[attr-defined]
    from re import _parser as _P  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - other Python versions
    _P = _C = None
try:  # Python's regex compiler and engine: a compiled terminal's program kept in the cache
    import _sre
    from re import _compiler as _RC  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - other Python versions: every regex compiled
    _sre = _RC = None

_ANY = "(?s:.)"  # a first-character pattern meaning "any character"
_CATEGORY_CLASS = {
    "CATEGORY_DIGIT": r"\d",
    "CATEGORY_NOT_DIGIT": r"\D",
    "CATEGORY_SPACE": r"\s",
    "CATEGORY_NOT_SPACE": r"\S",
    "CATEGORY_WORD": r"\w",
    "CATEGORY_NOT_WORD": r"\W",
}


def _char(code: int) -> str:
    return re.escape(chr(code))


def _class_item(op: Any, av: Any) -> str | None:
    name = str(op)
    if name == "LITERAL":
        return _char(av)
    if name == "RANGE":
        return f"{_char(av[0])}-{_char(av[1])}"
    if name == "CATEGORY":
        return _CATEGORY_CLASS.get(str(av))
    return None


def _first(seq: Any, ignorecase: bool) -> tuple[list[str], bool]:
    """Single-character patterns covering the first character of the parsed sequence ``seq``,
    and whether ``seq`` can match the empty string (then what follows it counts too)."""
    out: list[str] = []
    for op, av in seq:
        name = str(op)
        nullable = False
        if name == "LITERAL":
            piece = _char(av)
            out.append(f"(?i:{piece})" if ignorecase else piece)
        elif name == "NOT_LITERAL":
            piece = f"[^{_char(av)}]"
            out.append(f"(?i:{piece})" if ignorecase else piece)
        elif name == "IN":
            items = list(av)
            negate = bool(items) and str(items[0][0]) == "NEGATE"
            parts = [_class_item(o, a) for o, a in (items[1:] if negate else items)]
            if any(p is None for p in parts):
                out.append(_ANY)
            else:
                piece = "[" + ("^" if negate else "") + "".join(p for p in parts if p) + "]"
                out.append(f"(?i:{piece})" if ignorecase else piece)
        elif name == "ANY":
            out.append(_ANY)
        elif name in ("AT", "ASSERT", "ASSERT_NOT"):
            nullable = True  # zero width: the next element gives the first character
        elif name == "SUBPATTERN":
            _group, add_flags, del_flags, sub = av
            case = ignorecase
            if add_flags & _C.SRE_FLAG_IGNORECASE:
                case = True
            if del_flags & _C.SRE_FLAG_IGNORECASE:
                case = False
            pieces, nullable = _first(sub, case)
            out += pieces
        elif name == "ATOMIC_GROUP":
            pieces, nullable = _first(av, ignorecase)
            out += pieces
        elif name == "BRANCH":
            for alternative in av[1]:
                pieces, empty = _first(alternative, ignorecase)
                out += pieces
                nullable = nullable or empty
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            low, _high, sub = av
            pieces, empty = _first(sub, ignorecase)
            out += pieces
            nullable = low == 0 or empty
        else:  # a back reference or an opcode this analysis does not know: anything
            return [_ANY], True
        if not nullable:
            return out, False
    return out, True


def first_char_pattern(regexp: str, flags: int = 0) -> re.Pattern[str]:
    """A pattern that ``fullmatch``es every character that can begin a match of ``regexp``
    (a superset: look-arounds are ignored; "any character" when the analysis is not possible)."""
    pieces: list[str]
    try:
        if _P is None:
            raise ValueError("no regex parser")
        parsed = _P.parse(regexp, flags)
        global_flags = getattr(getattr(parsed, "state", None), "flags", flags)
        pieces, nullable = _first(parsed.data, bool(global_flags & re.IGNORECASE))
        if nullable:
            pieces = [_ANY]
    except Exception:  # noqa: BLE001 - any failure only makes the lexer try the terminal always
        pieces = [_ANY]
    return re.compile("|".join(dict.fromkeys(pieces)) or _ANY, flags & re.IGNORECASE)


#: the ASCII characters: a terminal's first two characters are told apart among these only
_ASCII = tuple(chr(i) for i in range(128))
#: in a set of :func:`first_two_chars`, this second character stands for any character (a
#: match of one character, followed by anything)
_ANY_NEXT = "\0"
#: more pairs than this: the analysis gives up (the terminal is tried at every pair)
_MAX_PAIRS = 4096


@functools.cache
def _ascii_chars(piece: str) -> frozenset[str]:
    """The lower-cased ASCII characters the one-character pattern ``piece`` matches."""
    rx = re.compile(piece)
    return frozenset(c.lower() for c in _ASCII if rx.fullmatch(c))


def _pairs(items: tuple[Any, ...], k: int) -> set[str] | None:
    """The lower-cased strings of ``k`` (1 or 2) ASCII characters that can begin a match of the
    parsed regex items ``items`` (each ``(op, av, ignorecase)``) followed by any text, a
    superset (look-arounds ignored); :data:`_ANY_NEXT` as the last character when a match may
    end there; None when not known (an opcode this analysis does not read, a part that may
    match nothing where a character is needed, too many pairs)."""
    if not items:
        return {_ANY_NEXT} if k == 1 else None
    (op, av, ic), rest = items[0], items[1:]
    name = str(op)
    if name in ("AT", "ASSERT", "ASSERT_NOT"):  # zero width: ignored (a superset)
        return _pairs(rest, k)
    if name == "SUBPATTERN":
        _group, add_flags, del_flags, sub = av
        case = (ic or bool(add_flags & _C.SRE_FLAG_IGNORECASE)) and not (
            del_flags & _C.SRE_FLAG_IGNORECASE
        )
        return _pairs(tuple((o, a, case) for o, a in sub) + rest, k)
    if name == "ATOMIC_GROUP":
        return _pairs(tuple((o, a, ic) for o, a in av) + rest, k)
    if name == "BRANCH":
        out: set[str] = set()
        for alternative in av[1]:
            found = _pairs(tuple((o, a, ic) for o, a in alternative) + rest, k)
            if found is None:
                return None
            out |= found
        return out if len(out) <= _MAX_PAIRS else None
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        low, high, sub = av
        if _first(sub, ic)[1]:  # a repeated part that may match nothing
            return None
        if high == 0:
            return _pairs(rest, k)
        again = (op, (max(low - 1, 0), high if high == _C.MAXREPEAT else high - 1, sub), ic)
        once = _pairs(tuple((o, a, ic) for o, a in sub) + (again, *rest), k)
        if low > 0 or once is None:
            return once
        skipped = _pairs(rest, k)
        if skipped is None:
            return None
        out = once | skipped
        return out if len(out) <= _MAX_PAIRS else None
    if name in ("LITERAL", "NOT_LITERAL", "IN", "ANY", "CATEGORY"):
        pieces, nullable = _first([(op, av)], ic)
        if nullable:
            return None
        chars = _ascii_chars("|".join(pieces))
        if k == 1:
            return set(chars)
        following = _pairs(rest, 1)
        if following is None or len(chars) * len(following) > _MAX_PAIRS:
            return None
        return {c + f for c in chars for f in following}
    return None  # a back reference or an opcode this analysis does not read


def first_two_chars(regexp: str, flags: int = 0) -> frozenset[str] | None:
    """The lower-cased pairs of ASCII characters a match of ``regexp`` can begin with (a second
    character :data:`_ANY_NEXT`: a match of one character, then anything), a superset; None when
    the analysis is not possible (the terminal is then tried at every pair). A text whose next
    two characters are ASCII and, lower-cased, no such pair cannot match there."""
    if _P is None:
        return None
    try:
        parsed = _P.parse(regexp, flags)
        global_flags = getattr(getattr(parsed, "state", None), "flags", flags)
        ic = bool(global_flags & re.IGNORECASE)
        found = _pairs(tuple((o, a, ic) for o, a in parsed.data), 2)
    except Exception:  # noqa: BLE001 - any failure only makes the lexer try the terminal always
        return None
    return None if found is None else frozenset(found)


class _TerminalTable:
    """What every state lexer of one parser shares: each terminal's compiled regex and
    first-character test (both built on first use), and the string terminals each regex terminal
    also matches (Lark's "unless" rule: such a string is lexed as the regex terminal, then given
    the string terminal's type)."""

    def __init__(self, terminals: Collection[TerminalDef], flags: int, re_module: Any) -> None:
        self.flags = flags
        self.re = re_module
        self.by_name = {t.name: t for t in terminals}
        self._regex: dict[str, Any] = {}
        self._lazy: dict[str, _LazyRegex] = {}
        self._first: dict[str, re.Pattern[str]] = {}
        self._starts: dict[str, dict[str, bool]] = {}
        #: a first-character pattern's source (cached) -> its answers, shared by its terminals
        self._starts_by_source: dict[str, dict[str, bool]] = {}
        #: character -> the terminals that can start with it (:meth:`starting_with`)
        self._starting: dict[str, frozenset[str]] = {}
        #: first-character pattern (None: not cached) -> its terminals, made on first use
        self._source_groups: dict[str | None, list[str]] | None = None
        self._strs = [t for t in terminals if isinstance(t.pattern, PatternStr)]
        self._unless: dict[str, list[TerminalDef]] = {}
        #: first-character patterns (sources) read from the terminal cache
        self._first_source: dict[str, str] = {}
        #: terminal -> its regex's compiled program read from the terminal cache (see
        #: :func:`compiled_program`), made a regex on first use without compiling it again
        self._program: dict[str, tuple[Any, ...]] = {}
        self._newline: dict[str, bool] = {}
        #: terminal -> the pairs of characters it can begin with (:meth:`may_begin`)
        self._pairs: dict[str, frozenset[str] | None] = {}
        #: lower-cased pair -> the terminals tested for it, and those that may begin with it
        self._pair_tested: dict[str, set[str]] = {}
        self._pair_hits: dict[str, set[str]] = {}
        #: terminal -> its pairs read from the terminal cache (all pairs in one string, None:
        #: not known), made a set on first use
        self._pairs_source: dict[str, str | None] = {}
        _TerminalCache(self).load()

    def unless(self, name: str) -> list[TerminalDef]:
        """The string terminals of the same priority that regex terminal ``name`` matches whole
        (none for a string terminal); found on first use (about 0.1 s for every terminal of a
        grammar, most of which a run never lexes)."""
        found = self._unless.get(name)
        if found is None:
            retok = self.by_name[name]
            found = []
            if isinstance(retok.pattern, PatternRE):
                rx = self.regex(name)
                for strtok in self._strs:
                    if strtok.priority != retok.priority:
                        continue
                    m = rx.match(strtok.pattern.value)
                    if m and m.group(0) == strtok.pattern.value:
                        found.append(strtok)
            self._unless[name] = found
        return found

    def unless_names(self) -> frozenset[str]:
        """The terminals with string terminals they match whole (:meth:`unless`), found once
        for all (from the terminal cache: no regex compiled)."""
        found = self.__dict__.get("_unless_names")
        if found is None:
            found = self._unless_names = frozenset(n for n in self.by_name if self.unless(n))
        return found

    def has_newline(self, name: str) -> bool:
        """Whether terminal ``name`` may match a newline (Lark's test), found once."""
        found = self._newline.get(name)
        if found is None:
            found = self._newline[name] = _has_newline(self.by_name[name].pattern.to_regexp())
        return found

    def regex(self, name: str) -> Any:
        rx = self._regex.get(name)
        if rx is None:
            program = self._program.pop(name, None)
            if program is not None:
                rx = regex_of_program(program)
                if rx is None:
                    self._refused_program()
            if rx is None:
                rx = self.re.compile(self.source(name), self.flags)
            self._regex[name] = rx
        return rx

    def _refused_program(self) -> None:
        """A compiled program of the terminal cache the regex engine refuses (a damaged file:
        every terminal's regex would be compiled from its pattern again in every process, 0.1 ms
        to tens of ms each): the file is removed, once per table, so the next process computes
        and writes it whole again (:meth:`_TerminalCache.load`)."""
        if self.__dict__.get("_removed_cache"):
            return
        self._removed_cache = True
        try:
            os.unlink(_TerminalCache(self).path())
        except OSError:
            pass

    def source(self, name: str) -> str:
        """The regex that terminal ``name`` is lexed with: the same matches as the terminal's
        own regex, word lists as prefix trees."""
        return trie_regex(self.by_name[name].pattern.to_regexp(), self.flags)

    def matcher(self, name: str) -> Any:
        """Terminal ``name``'s compiled regex, or (not compiled yet) an object whose ``match``
        compiles it when first called: a terminal after the one that matches in a candidate
        list is never compiled."""
        rx = self._regex.get(name)
        if rx is None:
            rx = self._lazy.get(name)
            if rx is None:
                rx = self._lazy[name] = _LazyRegex(self, name)
        return rx

    def can_start(self, name: str, ch: str) -> bool:
        """Whether a match of terminal ``name`` can begin with the character ``ch``."""
        memo = self._starts.get(name)
        if memo is None:
            source = self._first_source.get(name)
            if source is not None:
                # terminals of the same first-character pattern (a few dozen patterns for some
                # 500 terminals) share their answers: each character is tested once per pattern
                memo = self._starts_by_source.get(source)
                if memo is None:
                    memo = self._starts_by_source[source] = {}
                self._first[name] = re.compile(source, self.flags & re.IGNORECASE)
            else:
                memo = {}
                self._first[name] = first_char_pattern(
                    self.by_name[name].pattern.to_regexp(), self.flags
                )
            self._starts[name] = memo
        hit = memo.get(ch)
        if hit is None:
            hit = memo[ch] = self._first[name].fullmatch(ch) is not None
        return hit

    def may_begin(self, name: str, pair: str) -> bool:
        """Whether a match of terminal ``name`` can begin with the two ASCII characters
        ``pair`` (lower-cased) (:func:`first_two_chars`; found once per terminal)."""
        pairs = self._pairs.get(name, self._pairs)
        if pairs is self._pairs:
            source = self._pairs_source.get(name, self._pairs_source)
            if source is self._pairs_source:  # not in the terminal cache
                pairs = first_two_chars(self.by_name[name].pattern.to_regexp(), self.flags)
            elif source is None:
                pairs = None
            else:
                pairs = frozenset([source[i : i + 2] for i in range(0, len(source), 2)])
            self._pairs[name] = pairs
        return pairs is None or pair in pairs or pair[0] + _ANY_NEXT in pairs

    def beginning_with(self, low: str, names: frozenset[str]) -> set[str]:
        """The terminals known to begin with the lower-cased ASCII pair ``low``
        (:meth:`may_begin`), ``names`` among them tested (each terminal once per pair)."""
        hits = self._pair_hits.get(low)
        if hits is None:
            hits = self._pair_hits[low] = set()
            tested = self._pair_tested[low] = set()
        else:
            tested = self._pair_tested[low]
        if not names <= tested:
            for name in names - tested:
                if self.may_begin(name, low):
                    hits.add(name)
            tested |= names
        return hits

    def starting_with(self, ch: str, names: frozenset[str]) -> frozenset[str]:
        """Those of the terminals ``names`` that can start with the character ``ch``: every
        terminal of the table is tested once per character, those of the same first-character
        pattern (a few dozen patterns for some 500 terminals) by one test (set operations for
        the rest)."""
        hits = self._starting.get(ch)
        if hits is None:
            hits = self._starting[ch] = self._all_starting_with(ch)
        return names & hits

    def _all_starting_with(self, ch: str) -> frozenset[str]:
        """Every terminal that can start with the character ``ch`` (:meth:`can_start`)."""
        groups = self._source_groups
        if groups is None:  # first-character pattern (None: not cached) -> its terminals
            groups = self._source_groups = {}
            for name in self.by_name:
                groups.setdefault(self._first_source.get(name), []).append(name)
        hits: list[str] = []
        for source, group in groups.items():
            if source is None:  # each its own pattern
                hits += [name for name in group if self.can_start(name, ch)]
            elif self.can_start(group[0], ch):  # (the answer of the pattern, shared)
                hits += group
        return frozenset(hits)


def compiled_program(source: str, flags: int) -> list[Any] | None:
    """What Python's ``re.compile(source, flags)`` gives its regex engine (``_sre.compile``):
    the final flags, the compiled program (a list of ints), the number of groups and the group
    names, as ``re._compiler.compile`` makes them; None when this Python has no such compiler.
    Kept in the terminal cache, it makes a terminal's regex without parsing and compiling the
    pattern again (about 80 % of a fresh process's regex work: a prefix tree of hundreds of
    words takes 0.1-1 ms to compile)."""
    if _sre is None or _RC is None or _P is None:
        return None
    parsed = _P.parse(source, flags)
    code = _RC._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for group_name, index in groupindex.items():
        indexgroup[index] = group_name
    return [source, flags | parsed.state.flags, [int(op) for op in code], parsed.state.groups - 1,
            groupindex, indexgroup]  # fmt: skip


def regex_of_program(program: Any) -> re.Pattern[str] | None:
    """The regex of a :func:`compiled_program`; None when it is not one (a damaged cache: the
    caller compiles the regex). The items of the program are checked by the engine itself, not
    read here first (a prefix tree's program has 10,000s of ints: reading them cost more than
    compiling the regex): ``_sre.compile`` refuses an item that is no int (``TypeError``) or
    out of range (``OverflowError``) and a program that is not a valid one (``RuntimeError``)."""
    try:
        source, flags, code, groups, groupindex, indexgroup = program
        if not (
            type(source) is str
            and type(flags) is int
            and type(groups) is int
            and type(code) is list
            and type(groupindex) is dict
            and all(type(k) is str and type(v) is int for k, v in groupindex.items())
            and type(indexgroup) is list
            and all(g is None or type(g) is str for g in indexgroup)
        ):
            return None
        return _sre.compile(source, flags, code, groups, groupindex, tuple(indexgroup))
    except Exception:  # noqa: BLE001 - the caller compiles the pattern instead
        return None


class _LazyRegex:
    """A terminal's regex compiled when its ``match`` is first called (then ``match`` is the
    compiled regex's own method: no further cost)."""

    __slots__ = ("table", "name", "match")

    def __init__(self, table: _TerminalTable, name: str) -> None:  # noqa: D107
        self.table, self.name = table, name
        self.match = self._first_match

    def _first_match(self, *args: Any) -> Any:
        match = self.match = self.table.regex(self.name).match
        return match(*args)


class _TerminalCache:
    """What a :class:`_TerminalTable` finds about its terminals with Python's regex parser and
    compiler (each regex terminal's width, the string terminals it matches whole, the pattern of
    its first characters: about 0.1 s per grammar, most of a cold start's lexer work; the pairs
    of characters it can begin with, :func:`first_two_chars`: 0.04-0.13 s per grammar) and each
    terminal's regex compiled (:func:`compiled_program`: 0.05-0.1 s per grammar; only with
    Python's own ``re`` module), kept in a pickle file in the temporary directory (read in a
    third of the time of the JSON it was: 20 ms of a grammar's load), beside Lark's
    cache of the parse table and named like it after a digest of what it is computed from
    (every terminal's name, pattern, flags and priority, the regex flags, this cache's version,
    Python's exact version and its regex engine's, the source of the prefix-tree builder): a
    changed grammar gets a new file, never a stale one. Missing or unreadable: computed for
    every terminal and written (once per grammar and machine); unwritable: only computed. A
    compiled program the regex engine refuses is compiled again from its pattern."""

    #: changes whenever what is cached, or how it is computed, changes
    VERSION = 4

    def __init__(self, table: _TerminalTable) -> None:  # noqa: D107
        self.table = table

    def path(self) -> str:
        """The cache file of the table's terminals."""
        table = self.table
        key = [self.VERSION, table.flags, sys.version, getattr(_sre, "MAGIC", None)]
        key.append(_wordtrie_digest())
        for name in sorted(table.by_name):
            t = table.by_name[name]
            pattern = t.pattern
            key.append(
                [name, type(pattern).__name__, pattern.value, sorted(pattern.flags), t.priority]
            )
        digest = hashlib.sha256(json.dumps(key).encode("utf-8")).hexdigest()
        return cache_file(f"terminals_{digest}.pickle")

    def compute(self) -> dict[str, Any]:
        """Every terminal's cached facts, computed (the table's own functions)."""
        table = self.table
        widths, unless, first, programs, pairs = {}, {}, {}, {}, {}
        for name, t in table.by_name.items():
            if isinstance(t.pattern, PatternRE):
                widths[name] = list(t.pattern._get_width())
                found = table.unless(name)
                if found:
                    unless[name] = [s.name for s in found]
            first[name] = first_char_pattern(t.pattern.to_regexp(), table.flags).pattern
            found_pairs = first_two_chars(t.pattern.to_regexp(), table.flags)
            pairs[name] = None if found_pairs is None else "".join(sorted(found_pairs))
            # (another module's regexes, or a prefix-tree builder of unknown source: compiled)
            if table.re is re and _wordtrie_digest() is not None:
                program = compiled_program(table.source(name), table.flags)
                if program is not None:
                    programs[name] = program
        return {
            "width": widths,
            "unless": unless,
            "first": first,
            "program": programs,
            "pairs": pairs,
        }

    def load(self) -> None:
        """Give the table the cached facts (computed and written when not cached yet)."""
        table = self.table
        path = self.path()
        try:
            with open(path, "rb") as f:
                facts = self._read(pickle.load(f))
        except Exception:  # noqa: BLE001 - missing, damaged or foreign: computed again
            facts = None
        if facts is None:
            data = self.compute()
            facts = self._read(data)
            write_cache_pickle(path, data)
        widths, unless, first, programs, pairs = facts
        table._pairs_source = pairs
        if table.re is re and _wordtrie_digest() is not None:
            table._program = programs
        for name, width in widths.items():
            pattern = table.by_name[name].pattern
            if pattern._width is None:
                pattern._width = width
        for name, found in unless.items():
            table._unless.setdefault(name, found)
        table._first_source = first

    def _read(
        self, data: Any
    ) -> tuple[
        dict[str, Any], dict[str, Any], dict[str, str], dict[str, Any], dict[str, str | None]
    ]:
        """The facts of the cached ``data`` for this table's terminals; raises ``KeyError``,
        ``TypeError`` or ``ValueError`` when they are not those of every terminal (compiled
        programs are optional: a terminal without one is compiled)."""
        table = self.table
        by_name = table.by_name
        strs = {t.name: t for t in table._strs}
        regex_names = {n for n, t in by_name.items() if isinstance(t.pattern, PatternRE)}
        if set(data["width"]) != regex_names or set(data["first"]) != set(by_name):
            raise ValueError("not this grammar's terminals")
        widths = {n: (int(low), int(high)) for n, (low, high) in data["width"].items()}
        unless = {n: [strs[s] for s in data["unless"].get(n, ())] for n in by_name}
        first = {n: str(source) for n, source in data["first"].items()}
        programs = {n: p for n, p in dict(data.get("program", {})).items() if n in by_name}
        if set(data["pairs"]) != set(by_name):
            raise ValueError("not this grammar's terminals")
        pairs = {n: None if p is None else str(p) for n, p in data["pairs"].items()}
        if any(p is not None and len(p) % 2 for p in pairs.values()):
            raise ValueError("not pairs of characters")
        return widths, unless, first, programs, pairs


@functools.cache
def _wordtrie_digest() -> str | None:
    """A digest of the prefix-tree builder's source (the cached programs are of its regexes);
    None when its source cannot be read (then no program is cached)."""
    import rulesparser.wordtrie as wordtrie

    try:
        with open(wordtrie.__file__, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    except (OSError, TypeError):
        return None


class _DispatchScanner:
    """Lark's ``Scanner`` interface (``match``, ``allowed_types``) over one state's terminals,
    trying for each position only those that can start with the character there."""

    def __init__(  # noqa: D107 - ``names``: the names of ``terminals``, when known
        self,
        terminals: list[TerminalDef],
        table: _TerminalTable,
        names: frozenset[str] | None = None,
    ) -> None:
        self.terminals = terminals
        self.table = table
        self.allowed_types = set(names) if names is not None else {t.name for t in terminals}
        self._by_char: dict[str, list[tuple[str, Any]]] = {}
        #: character -> the names of its terminals in ``_by_char``
        self._names_by_char: dict[str, frozenset[str]] = {}
        #: the next two characters of the text -> the terminals that can begin with them
        self._by_pair: dict[str, list[tuple[str, Any]]] = {}
        self._rank: dict[str, int] | None = None  # terminal -> its place in ``terminals``
        self._names: frozenset[str] = frozenset()

    def _candidates(self, ch: str) -> list[tuple[str, Any]]:
        """The terminals (name, compiled regex) that can start with ``ch``, in this scanner's
        order (Lark's: priority, longest pattern, name), made once per character."""
        table = self.table
        rank = self._rank
        if rank is None:
            rank = self._rank = {t.name: i for i, t in enumerate(self.terminals)}
            self._names = frozenset(rank)
        found = [
            (name, table.matcher(name))
            for name in sorted(table.starting_with(ch, self._names), key=rank.__getitem__)
        ]
        self._by_char[ch] = found
        self._names_by_char[ch] = frozenset([name for name, _ in found])
        return found

    def _candidates2(self, pair: str) -> list[tuple[str, Any]]:
        """The terminals of :meth:`_candidates` for the first character of ``pair`` (the next
        one or two characters of the text) that can begin with both (:meth:`_TerminalTable.
        may_begin`: two ASCII characters; otherwise all of them), in the same order: the
        others cannot match there. Made once per pair."""
        found = self._by_char.get(pair[0])
        if found is None:
            found = self._candidates(pair[0])
        if len(found) > 1 and len(pair) == 2 and pair.isascii():
            hits = self.table.beginning_with(pair.lower(), self._names_by_char[pair[0]])
            found = [c for c in found if c[0] in hits]
        self._by_pair[pair] = found
        return found

    def match(self, text: Any, pos: int) -> tuple[str, str] | None:
        source = text.text
        ch = source[pos]
        candidates = self._by_char.get(ch)
        if candidates is None:
            candidates = self._candidates(ch)
        end = text.end
        for name, rx in candidates:
            m = rx.match(source, pos, end)
            if m:
                return m.group(0), name
        return None

    def fullmatch(self, text: str) -> str | None:
        for t in self.terminals:
            if self.table.regex(t.name).fullmatch(text):
                return t.name
        return None


class _LazyBasicLexer(BasicLexer):
    """A ``BasicLexer`` whose scanner is a :class:`_DispatchScanner` (no validation: the full
    terminal set was validated when the grammar was compiled)."""

    def __init__(  # noqa: D107 - ``in_order``: ``conf.terminals`` are in Lark's order already; ``names``: their names, when known
        self,
        conf: LexerConf,
        table: _TerminalTable,
        in_order: bool = False,
        names: frozenset[str] | None = None,
    ) -> None:
        self.re = conf.re_module
        terminals = list(conf.terminals)
        self._names = names
        self.ignore_types = frozenset(conf.ignore)
        if not in_order:
            terminals.sort(key=_lark_order)
        self.terminals = terminals
        self.user_callbacks = conf.callbacks
        self.g_regex_flags = conf.g_regex_flags
        self.use_bytes = conf.use_bytes
        self.terminals_by_name = conf.terminals_by_name
        self._table = table
        self._scanner = None

    @property
    def newline_types(self) -> frozenset[str]:  # type: ignore[override]
        """The terminals that may match a newline (Lark's lexer counts lines by them, on a
        text of several lines or to word an error), found when first read."""
        found = self.__dict__.get("_newline_types")
        if found is None:
            table = self._table
            found = frozenset(t.name for t in self.terminals if table.has_newline(t.name))
            self.__dict__["_newline_types"] = found
        return found

    def _build_scanner(self) -> Any:
        names = self._names
        if names is None:
            names = self._names = frozenset([t.name for t in self.terminals])
        embedded = set()
        self.callback = {}
        with_unless = self._table.unless_names()
        for t in self.terminals:
            if t.name not in with_unless:  # (most terminals: no string terminal to look for)
                continue
            unless = [s for s in self._table.unless(t.name) if s.name in names]
            if unless:
                self.callback[t.name] = UnlessCallback(
                    Scanner(unless, self.g_regex_flags, self.re, self.use_bytes)
                )
                embedded.update(s for s in unless if s.pattern.flags <= t.pattern.flags)
        for type_, f in self.user_callbacks.items():
            if type_ in self.callback:  # as Lark: the string type first, then the user's callback
                self.callback[type_] = CallChain(
                    self.callback[type_], f, lambda t, type_=type_: t.type == type_
                )
            else:
                self.callback[type_] = f
        if not embedded:
            return _DispatchScanner(list(self.terminals), self._table, names)
        terminals = [t for t in self.terminals if t not in embedded]
        return _DispatchScanner(terminals, self._table, names - {t.name for t in embedded})


def _lark_order(t: TerminalDef) -> tuple[int, int, int, str]:
    """The order in which Lark's ``BasicLexer`` tries terminals: priority, longest pattern,
    longest pattern text, name (a total order: names differ)."""
    return (-t.priority, -t.pattern.max_width, -len(t.pattern.value), t.name)


def _has_newline(r: str) -> bool:
    """Lark's test of a regex that may match a newline (``lark.lexer._regexp_has_newline``)."""
    return "\n" in r or "\\n" in r or "\\s" in r or "[^" in r or ("(?s" in r and "." in r)


class _StateLexers(dict):  # type: ignore[type-arg]
    """parser state -> its lexer, made on first use (one per distinct set of terminals)."""

    def __init__(self, owner: LazyContextualLexer) -> None:
        super().__init__()
        self.owner = owner

    def __missing__(self, state: int) -> BasicLexer:
        lexer = self.owner.lexer_for(state)
        self[state] = lexer
        return lexer


class LazyContextualLexer(ContextualLexer):
    """Lark's ``ContextualLexer`` (same tokens, same errors) with state lexers made on first use
    and dispatching scanners (see the module docstring)."""

    def __init__(
        self,
        conf: LexerConf,
        states: dict[int, Collection[str]],
        always_accept: Collection[str] = (),
    ) -> None:
        self._conf = copy(conf)
        self._conf.skip_validation = True
        self._states = states
        self._always = set(conf.ignore) | set(always_accept)
        self._table = _TerminalTable(conf.terminals, conf.g_regex_flags, conf.re_module)
        self._by_terminals: dict[frozenset[str], BasicLexer] = {}
        #: every terminal in Lark's order, and terminal -> its place there (made on first use)
        self._ordered: list[TerminalDef] = []
        self._rank: dict[str, int] | None = None
        self._root: BasicLexer | None = None
        self.lexers = _StateLexers(self)
        #: parser state -> (its scanner's first-character table, the scanner, the ignored
        #: types, the token callbacks): what :class:`FusedLALRParser` reads per token
        self.fused: dict[int, tuple[dict[str, Any], _DispatchScanner, frozenset[str], dict, bool]]
        self.fused = {}

    def fused_state(
        self, state: int
    ) -> tuple[dict[str, Any], _DispatchScanner, frozenset[str], dict, bool]:
        """What the fused parser loop needs to lex a token in parser state ``state``; the last
        item says whether a blank there always starts an ignored run of blanks (the first
        terminal tried on " " is ignored, has no callback and is Lark's ``WS``), which the loop
        then skips without a regex."""
        basic = self.lexers[state]
        scanner = basic.scanner  # builds the scanner and the lexer's callbacks
        ignore, callback = basic.ignore_types, basic.callback
        on_blank = scanner._by_char.get(" ")
        if on_blank is None:
            on_blank = scanner._candidates(" ")
        first = on_blank[0][0] if on_blank else None
        skip_blanks = (
            first in ignore
            and first not in callback
            and self._table.by_name[first].pattern.to_regexp() == _WS_REGEXP
        )
        entry = self.fused[state] = (scanner._by_pair, scanner, ignore, callback, skip_blanks)
        return entry

    def lexer_for(self, state: int) -> BasicLexer:
        """The lexer of parser state ``state``: its acceptable terminals plus the ignored ones."""
        key = frozenset(self._states[state])
        lexer = self._by_terminals.get(key)
        if lexer is None:
            rank = self._rank
            if rank is None:  # every terminal's place in Lark's order, found once
                self._ordered = sorted(self._conf.terminals, key=_lark_order)
                rank = self._rank = {t.name: i for i, t in enumerate(self._ordered)}
            names = frozenset(rank.keys() & (key | self._always))
            conf = copy(self._conf)
            # the state's terminals in Lark's order (the order of the whole set, kept)
            ordered = self._ordered
            conf.terminals = [ordered[i] for i in sorted(map(rank.__getitem__, names))]
            lexer = _LazyBasicLexer(conf, self._table, in_order=True, names=names)
            self._by_terminals[key] = lexer
        return lexer

    @property
    def root_lexer(self) -> BasicLexer:  # type: ignore[override]
        """The lexer of every terminal (used to word an error)."""
        if self._root is None:
            self._root = _LazyBasicLexer(self._conf, self._table)
        return self._root


_new_str = str.__new__
#: kinds of a reduction in :meth:`FusedLALRParser._fast_row`
_CALL, _SINGLE, _LIST = 0, 1, 2
#: the regex of Lark's ``WS`` terminal (``%import common.WS``): a run of these blanks
_WS_REGEXP = "(?:[ \t\f\r\n])+"
_WS_CHARS = " \t\f\r\n"


def _token(type_: str, value: str, start: int, end: int) -> Token:
    """A one-line text's Token as Lark's lexer makes it (line 1, columns from 1)."""
    t = _new_str(Token, value)
    t.type = type_
    t.value = value
    t.start_pos = start
    t.line = 1
    t.column = start + 1
    t.end_line = 1
    t.end_column = end + 1
    t.end_pos = end
    return t


class FusedLALRParser(LALR_Parser):
    """Lark's LALR parser with, for a one-line text lexed by :class:`LazyContextualLexer`, the
    lexer's and the parser's loops fused into one function: the same tokens (the state lexers'
    scanners, callbacks and ignored types), the same shifts, reductions and callbacks, the same
    exceptions with the same parser state (an error is raised by Lark's own code from the state
    the loop reached), without a generator, a line counter and a method call per token. Any
    other input (several lines, ``on_error``, another lexer) goes to Lark's parser."""

    @classmethod
    def deserialize(cls, data: Any, memo: Any, callbacks: Any, debug: bool = False) -> Any:
        """Lark's ``LALR_Parser.deserialize`` (the parse table from Lark's cache), with the
        table's reductions looked up in the memo directly (Lark calls ``Rule.deserialize`` for
        each of some 60,000 entries, a third of loading a grammar from the cache); the same
        table, with one ``(Reduce, rule)`` pair per rule."""
        inst = cls.__new__(cls)
        tokens = data["tokens"]
        pairs: dict[int, tuple[Any, Rule]] = {}
        if data.get("form") == _COMPACT_TABLE:
            rows = _LazyRows(data, memo)
            table = IntParseTable(rows, data["start_states"], data["end_states"])
            inst.parser = _Parser(table, callbacks, debug)
            # until :meth:`loaded`: the table as Lark's contextual lexer reads it when it is
            # made (each state's terminals, no row built)
            inst._parse_table = IntParseTable(
                _StateTerminals(rows), data["start_states"], data["end_states"]
            )
            return inst

        def reduce(arg: Any) -> tuple[Any, Rule]:
            if type(arg) is dict and "@" in arg and len(arg) == 1:
                key = arg["@"]
                pair = pairs.get(key)
                if pair is None:
                    pair = pairs[key] = (Reduce, memo[key])
                return pair
            return (Reduce, Rule.deserialize(arg, memo))

        # every reduction a reference to a rule in the memo (as Lark writes its cache): read
        # with one dict lookup each, and one (Shift, state) pair per target state
        pairs.update((key, (Reduce, rule)) for key, rule in memo.items() if isinstance(rule, Rule))
        shifts = {arg: (Shift, arg) for arg in range(len(data["states"]))}
        try:
            states = {
                state: {
                    tokens[token]: (pairs[arg["@"]] if action == 1 else shifts[arg])
                    for token, (action, arg) in actions.items()
                }
                for state, actions in data["states"].items()
            }
        except (KeyError, TypeError):  # another form of table: each entry read as Lark does
            states = {
                state: {
                    tokens[token]: (reduce(arg) if action == 1 else (Shift, arg))
                    for token, (action, arg) in actions.items()
                }
                for state, actions in data["states"].items()
            }
        inst._parse_table = IntParseTable(states, data["start_states"], data["end_states"])
        inst.parser = _Parser(inst._parse_table, callbacks, debug)
        return inst

    def loaded(self) -> None:
        """Once Lark's parser front end is made (its contextual lexer read each state's
        terminals from :meth:`deserialize`'s table of terminals): the parse table itself as
        ``_parse_table``, as Lark's own parser has it."""
        self._parse_table = self.parser.parse_table

    def serialize(self, memo: Any = None) -> dict[str, Any]:
        """The parse table as Lark's cache keeps it, each row as one flat list of ints (token,
        action, token, action ...: a shift is its target state, a reduction ``-1 - k`` for the
        rule ``k`` of the memo): Lark's form has a tuple and a dict per entry, most of the time
        of reading a grammar from the cache (15 ms against 2 ms for one grammar). Lark's own
        form when a reduction is not a rule of the memo. Read by :meth:`deserialize`; the cache
        file is rulesparser's own (:func:`lalr_parser`), never read by Lark's parser."""
        data = self.parser.parse_table.serialize(memo)
        rows: dict[int, list[int]] = {}
        for state, row in data["states"].items():
            flat: list[int] = []
            for token, (action, arg) in row.items():
                if action == 1:
                    if not (type(arg) is dict and len(arg) == 1 and "@" in arg):
                        return data
                    flat += (token, -1 - arg["@"])
                else:
                    flat += (token, arg)
            rows[state] = flat
        return {**data, "states": rows, "form": _COMPACT_TABLE}

    @property
    def _rows(self) -> dict[int, dict[str, Any]]:
        """The parse table's rows as the fused loop reads them (see :meth:`_fast_row`), made on
        first use of each state."""
        rows = self.__dict__.get("_fast_rows")
        if rows is None:
            rows = self.__dict__["_fast_rows"] = {}
        return rows

    @property
    def _expected(self) -> dict[int, frozenset[str]]:
        """Parser state -> the terminals of its row (Lark's ``UnexpectedToken.expected`` when no
        action of that state takes the token), made once per state: rows have hundreds of
        entries and most lines fail somewhere in some grammar."""
        memo = self.__dict__.get("_expected_memo")
        if memo is None:
            memo = self.__dict__["_expected_memo"] = {}
        return memo

    def _fast_row(self, state: int) -> dict[str, Any]:
        """Row ``state`` of the parse table with each action as the fused loop reads it: a
        shift (or a goto) is the target state (an int); a reduction is ``(number of children,
        callback, name of the rule, kind)``, kind :data:`_SINGLE` when the callback is Lark's
        ``ExpandSingleChild`` of a one-symbol rule (it returns its only child: the value stays
        on the stack), :data:`_CALL` otherwise, :data:`_LIST` when the parser has no callbacks
        (the value is the list of children). The same actions as the table: no ``Rule`` hashed
        or attribute read per reduction. A row made from the table's flat row (:meth:`serialize`)
        keeps a reduction as its negative index in the table's rules until the loop first
        reduces by it on that terminal (:meth:`_reduction_at`): the row is made by ``dict`` and
        ``zip`` alone (a row has hundreds of entries; most are never read)."""
        states = self.parser.parse_table.states
        out: dict[str, Any]
        if type(states) is _LazyRows and not dict.__contains__(states, state):
            # straight from the table's flat row, no Lark row made for it
            flat = states.flat[state]
            if len(flat) % 2:
                raise ValueError(f"row {state} of the parse table has an odd length")
            out = dict(zip(map(states.tokens.__getitem__, flat[0::2]), flat[1::2], strict=True))
        else:
            out = {}
            for term, (action, arg) in states[state].items():
                out[term] = arg if action is Shift else self._reduction(arg)
        self._rows[state] = out
        return out

    def _reduction_at(self, action: int) -> tuple[int, Any, str, int]:
        """The reduction a flat row's negative ``action`` stands for (:meth:`_fast_row`): the
        rule at ``-1 - action`` of the table's rules, made once per rule."""
        # memo index -> its reduction (rows reduce by the same rules on many terminals)
        by_index = self.__dict__.setdefault("_reductions_by_index", {})
        reduction = by_index.get(action)
        if reduction is None:
            rules = self.parser.parse_table.states._memo
            reduction = by_index[action] = self._reduction(rules[-1 - action])
        return reduction

    def _reduction(self, rule: Rule) -> tuple[int, Any, str, int]:
        """The reduction by ``rule`` as :meth:`_fast_row` gives it, made once per rule. The
        rule's name is a plain ``str`` (Lark's may be a ``Token``, whose ``__eq__`` is Python
        code): the fused loop's goto lookup by it then compares strings in C."""
        # rule -> its reduction; the rules live as long as the table, so their ids stay theirs
        reductions = self.__dict__.setdefault("_reductions", {})
        reduction = reductions.get(id(rule))
        if reduction is None:
            callbacks = self.parser.callbacks
            n = len(rule.expansion)
            origin = str(rule.origin.name)
            if not callbacks:
                reduction = (n, None, origin, _LIST)
            else:
                callback = callbacks[rule]
                kind = _SINGLE if n == 1 and type(callback) is ExpandSingleChild else _CALL
                if type(callback) is ChildFilterLALR_NoPlaceholders:
                    callback = _picking(callback)
                reduction = (n, callback, origin, kind)
            reductions[id(rule)] = reduction
        return reduction

    def parse(self, lexer: Any, start: str, on_error: Any = None) -> Any:  # noqa: D102
        if on_error is None and type(lexer) is LexerThread:
            contextual = lexer.lexer
            state = lexer.state
            if isinstance(contextual, LazyContextualLexer) and state is not None:
                text = state.text
                source = text.text
                if (
                    type(source) is str
                    and text.start == 0
                    and text.end == len(source)
                    and state.line_ctr.char_pos == 0
                    and "\n" not in source
                ):
                    return self.fused(lexer, contextual, source, start)
        return super().parse(lexer, start, on_error)

    def fused(
        self,
        thread: LexerThread | None,
        lexer: LazyContextualLexer,
        text: str,
        start: str,
        defer: bool = False,
    ) -> Any:
        """Parse the one-line ``text`` (lexed by ``thread``; None: a thread over ``text`` is
        made when an error needs one) from rule ``start``. With ``defer``, a text that no
        terminal of the parser's state matches raises :class:`DeferredUnexpectedCharacters` at
        once (see there)."""
        inner = self.parser
        table = inner.parse_table
        states = table.states
        callbacks = inner.callbacks
        end_state = table.end_states[start]
        state_stack = [table.start_states[start]]
        value_stack: list[Any] = []
        # where each value of the stack begins in the text: a callback's error that has a
        # ``span`` attribute left None (rulesparser.transform.util.Unsure) gets the words of
        # the phrase it was raised on
        starts: list[int] = []
        start_at = 0
        fused = lexer.fused
        rows = self._rows
        pos = 0
        size = len(text)
        last: Token | None = None

        try:
            while True:
                # ---- the next token, lexed in the parser's state (None at the end of the text)
                token = None
                if pos < size:
                    entry = fused.get(state_stack[-1])
                    if entry is None:
                        entry = lexer.fused_state(state_stack[-1])
                    by_pair, scanner, ignore, callback, skip_blanks = entry
                    while pos < size:
                        ch = text[pos]
                        if ch == " " and skip_blanks:  # what the WS regex would match
                            pos += 1
                            while pos < size and text[pos] in _WS_CHARS:
                                pos += 1
                            continue
                        # the terminals that can begin with the next two characters
                        pair = text[pos : pos + 2]
                        candidates = by_pair.get(pair)
                        if candidates is None:
                            candidates = scanner._candidates2(pair)
                        for type_, rx in candidates:  # noqa: B007 - the matching terminal is kept
                            m = rx.match(text, pos)
                            if m is not None:
                                break
                        else:  # no terminal of this state: Lark's lexer words the error
                            pstate, thread = _parser_state(
                                thread, lexer, text, pos, last, start, table, callbacks,
                                state_stack, value_stack,
                            )  # fmt: skip
                            if defer:
                                basic = lexer.lexers[state_stack[-1]]
                                raise DeferredUnexpectedCharacters(
                                    text,
                                    pos,
                                    1,
                                    pos + 1,
                                    allowed=None,  # made when read (see there)
                                    token_history=last and [last],
                                    state=pstate,
                                    terminals_by_name=basic.terminals_by_name,
                                ).keep(lexer, inner, thread, last, scanner, ignore)
                            for _ in lexer.lex(thread.state, pstate):
                                raise AssertionError("the fused lexer and Lark's disagree")
                        value = m.group(0)
                        end = pos + len(value)
                        if type_ in ignore:
                            if type_ in callback:
                                callback[type_](_token(type_, value, pos, end))
                            pos = end
                            continue
                        t = _new_str(Token, value)  # as _token(), inlined: once per token
                        t.type = type_
                        t.value = value
                        t.start_pos = pos
                        t.line = 1
                        t.column = pos + 1
                        t.end_line = 1
                        t.end_column = end + 1
                        t.end_pos = end
                        pos = end
                        if type_ in callback:
                            t = callback[type_](t)
                        token = last = t
                        break
                if token is None:  # ---- end of text
                    token = (
                        Token.new_borrow_pos("$END", "", last)
                        if last is not None
                        else Token("$END", "", 0, 1, 1)
                    )
                ttype = token.type
                is_end = ttype == "$END"
                # ---- feed it: reduce as long as the table says, then shift it
                state = state_stack[-1]  # (the top of the stack, kept in step with it)
                while True:
                    row = rows.get(state)
                    if row is None:
                        row = self._fast_row(state)
                    action = row.get(ttype)
                    if action is None:
                        expected = self._expected.get(state)
                        if expected is None:
                            expected = self._expected[state] = frozenset(
                                s for s in states[state] if s.isupper()
                            )
                        pstate, thread = _parser_state(
                            thread, lexer, text, pos, last, start, table, callbacks,
                            state_stack, value_stack,
                        )  # fmt: skip
                        raise UnexpectedToken(token, expected, state=pstate)
                    if type(action) is int:
                        if action >= 0:  # shift to that state
                            state_stack.append(action)
                            value_stack.append(
                                token if ttype not in callbacks else callbacks[ttype](token)
                            )
                            starts.append(token.start_pos)
                            break
                        # a reduction not yet made in this row (_fast_row): made, and kept
                        action = row[ttype] = self._reduction_at(action)
                    n, callback_, origin, kind = action
                    if kind == _SINGLE:  # the value of the only child is the rule's value
                        del state_stack[-1]
                    else:
                        if n:
                            children = value_stack[-n:]
                            del state_stack[-n:]
                            del value_stack[-n:]
                            start_at = starts[-n]
                            del starts[-n:]
                        else:
                            children = []
                            start_at = size if is_end else token.start_pos
                        value_stack.append(callback_(children) if kind == _CALL else children)
                        starts.append(start_at)
                    state = state_stack[-1]
                    goto = rows.get(state)
                    if goto is None:
                        goto = self._fast_row(state)
                    state = goto[origin]
                    state_stack.append(state)
                    if is_end and state == end_state:
                        return value_stack[-1]
        except UnexpectedInput as e:
            if getattr(e, "interactive_parser", None) is None:
                if isinstance(e.state, ParserState):
                    pstate = e.state
                else:
                    pstate, thread = _parser_state(
                        thread, lexer, text, pos, last, start, table, callbacks,
                        state_stack, value_stack,
                    )  # fmt: skip
                e.interactive_parser = InteractiveParser(inner, pstate, pstate.lexer)
            raise
        except Exception as e:
            # a rule's callback refused the phrase it reduces: the phrase's place in the text,
            # from its first word to the next token (the lookahead)
            if hasattr(e, "span") and e.span is None:
                end = size if token is None or token.type == "$END" else token.start_pos
                e.span = (start_at, max(end, start_at))
            raise


def _parser_state(
    thread: LexerThread | None,
    lexer: LazyContextualLexer,
    text: str,
    pos: int,
    last: Token | None,
    start: str,
    table: Any,
    callbacks: Any,
    state_stack: list[int],
    value_stack: list[Any],
) -> tuple[ParserState, LexerThread]:
    """The parser state of :meth:`FusedLALRParser.fused` where it stands (at ``pos``, past the
    token ``last``), with the lexer thread as Lark's lexer leaves it (made over ``text`` when
    ``thread`` is None), and that thread. A function of its own, not a closure of the loop: a
    variable a closure reads is a cell, slower to read and write than a local, and the loop
    reads ``pos``, ``text`` and the stacks at every token."""
    if thread is None:
        thread = LexerThread.from_text(lexer, text)
    ctr = thread.state.line_ctr
    ctr.char_pos, ctr.column = pos, pos + 1
    thread.state.last_token = last
    conf = ParseConf(table, callbacks, start)
    return ParserState(conf, thread, state_stack, value_stack), thread


def _picking(child_filter: Any) -> Any:
    """Lark's ``ChildFilterLALR_NoPlaceholders`` (the callback of a rule whose value leaves out
    some children: anonymous tokens, filtered ones) as a function that picks the kept children
    by their index and calls the rule's callback with them, the same list in the same order,
    without looping over a list of (index, expand) pairs per reduction; the filter itself when
    it inlines a child rule's children (``_rule``, ``__x_plus``)."""
    include = child_filter.to_include
    if any(expand for _, expand in include):
        return child_filter
    build = child_filter.node_builder
    picked = tuple(i for i, _ in include)
    if len(picked) == 1:
        (only,) = picked
        return lambda children: build([children[only]])
    if len(picked) == 2:
        first, second = picked
        return lambda children: build([children[first], children[second]])
    return lambda children: build([children[i] for i in picked])


#: the form of :meth:`FusedLALRParser.serialize`'s table
_COMPACT_TABLE = "rulesparser-flat-1"
#: the form of the rules and terminals in the table cache (:class:`_CachedLark`)
_MEMO_FORM = "objects-1"


class _LazyRows(dict):  # type: ignore[type-arg]
    """The rows of a table written by :meth:`FusedLALRParser.serialize`, as Lark's
    ``IntParseTable`` holds them (one ``(Reduce, rule)`` pair per rule, one ``(Shift, state)``
    pair per target state), each made from its flat list when first read: a parse visits a
    few hundred of the thousands of states, and making every row took 30-50 ms of a grammar's
    load. A dict of every row to whatever reads it whole (iteration, ``len``, ``in``,
    equality, pickling); :func:`prepare_lexer` makes every row before worker processes fork."""

    def __init__(self, data: dict[str, Any], memo: Any) -> None:  # noqa: D107
        super().__init__()
        self.tokens: Any = data["tokens"]
        self.flat: dict[int, list[int]] = data["states"]
        self._memo = memo
        self._shifts: dict[int, tuple[Any, int]] = {}
        self._reduces: dict[int, tuple[Any, Rule]] = {}

    def __missing__(self, state: int) -> dict[str, Any]:
        flat = self.flat[state]  # KeyError: no such state
        tokens, shifts, reduces = self.tokens, self._shifts, self._reduces
        row: dict[str, Any] = {}
        values = iter(flat)
        for token, action in zip(values, values, strict=True):
            if action >= 0:
                pair = shifts.get(action)
                if pair is None:
                    pair = shifts[action] = (Shift, action)
            else:
                pair = reduces.get(action)
                if pair is None:
                    pair = reduces[action] = (Reduce, self._memo[-1 - action])
            row[tokens[token]] = pair
        dict.__setitem__(self, state, row)
        return row

    def complete(self) -> None:
        """Make every row not made yet (in the table's order of states)."""
        if dict.__len__(self) < len(self.flat):
            rows = {state: self[state] for state in self.flat}
            dict.clear(self)
            dict.update(self, rows)

    def get(self, state: Any, default: Any = None) -> Any:  # noqa: D102
        return self[state] if state in self.flat else default

    def __contains__(self, state: object) -> bool:
        return state in self.flat

    def __len__(self) -> int:
        return len(self.flat)

    def __iter__(self) -> Any:
        self.complete()
        return dict.__iter__(self)

    def keys(self) -> Any:  # noqa: D102
        self.complete()
        return dict.keys(self)

    def values(self) -> Any:  # noqa: D102
        self.complete()
        return dict.values(self)

    def items(self) -> Any:  # noqa: D102
        self.complete()
        return dict.items(self)

    def __eq__(self, other: object) -> bool:
        self.complete()
        if isinstance(other, _LazyRows):
            other.complete()
        return dict.__eq__(self, other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        self.complete()
        return dict.__repr__(self)

    def __reduce__(self) -> Any:
        self.complete()
        return (dict, (dict(dict.items(self)),))


class _RowTerminals:
    """A row of a :class:`_LazyRows` table as Lark's contextual lexer reads it when it is made
    (``parser_frontends.create_contextual_lexer``: ``list(row.keys())``): its terminals only."""

    __slots__ = ("names",)

    def __init__(self, names: list[str]) -> None:  # noqa: D107
        self.names = names

    def keys(self) -> list[str]:  # noqa: D102
        return self.names


class _StateTerminals:
    """The states of a :class:`_LazyRows` table with the terminals of each (read from its flat
    rows, no row made): what :meth:`FusedLALRParser.deserialize` gives Lark's contextual lexer
    to read when it is made."""

    def __init__(self, rows: _LazyRows) -> None:  # noqa: D107
        self.rows = rows

    def items(self) -> Any:  # noqa: D102
        token = self.rows.tokens.__getitem__
        return (
            (state, _RowTerminals(list(map(token, flat[0::2]))))
            for state, flat in self.rows.flat.items()
        )


class DeferredUnexpectedCharacters(UnexpectedCharacters):
    """No terminal the parser's state accepts matches the text at ``pos_in_stream``. Lark's
    contextual lexer then tries every terminal of the grammar there to word the error (an
    ``UnexpectedToken`` when one matches: "unexpected 'word'", else this
    ``UnexpectedCharacters``): tens of regexes, for an error most callers never show. This
    exception is raised instead, with the same position, line and column (whichever error Lark
    raises, it is at this character); :meth:`resolve` (or :func:`resolve_error`) gives the
    exception Lark raises, when an error is worded. Column and position changes made to this
    exception (placing it in a longer line) are carried over to it."""

    def __init__(  # noqa: D107 - Lark's UnexpectedCharacters, its context made when read
        self,
        seq: str,
        lex_pos: int,
        line: int,
        column: int,
        allowed: set[str] | None = None,
        considered_tokens: Any = None,
        state: Any = None,
        token_history: Any = None,
        terminals_by_name: Any = None,
        considered_rules: Any = None,
    ) -> None:
        Exception.__init__(self)
        self.line = line
        self.column = column
        self.pos_in_stream = lex_pos
        self.state = state
        self._terminals_by_name = terminals_by_name
        self._allowed = allowed
        self._allowed_of: tuple[Any, frozenset[str]] | None = None
        self.considered_tokens = considered_tokens
        self.considered_rules = considered_rules
        self.token_history = token_history
        self.char = seq[lex_pos]
        self._seq = seq

    @property
    def _context(self) -> str:  # type: ignore[override]
        """Lark's context of the error (the line around it with a caret), made when read."""
        return self.get_context(self._seq)

    @property  # type: ignore[override]
    def allowed(self) -> set[str] | None:
        """The terminals the state's lexer tried (Lark's ``allowed``), made when read."""
        if self._allowed is None and self._allowed_of is not None:
            scanner, ignore = self._allowed_of
            self._allowed = (scanner.allowed_types - ignore) or {"<END-OF-FILE>"}
        return self._allowed

    @allowed.setter
    def allowed(self, value: set[str] | None) -> None:
        self._allowed = value

    def keep(
        self,
        lexer: LazyContextualLexer,
        parser: Any,
        thread: LexerThread,
        last: Token | None,
        scanner: Any = None,
        ignore: frozenset[str] = frozenset(),
    ) -> DeferredUnexpectedCharacters:
        self._lexer, self._parser, self._thread, self._last = lexer, parser, thread, last
        self._at = (self.pos_in_stream, self.column)
        self._resolved: UnexpectedInput | None = None
        if scanner is not None:
            self._allowed_of = (scanner, ignore)
        return self

    def resolve(self) -> UnexpectedInput:
        """The exception Lark's own parser raises for this text."""
        if self._resolved is None:
            pos, column = self._at
            state = self._thread.state
            ctr = state.line_ctr
            ctr.char_pos, ctr.line, ctr.column, ctr.line_start_pos = pos, 1, column, 0
            state.last_token = self._last
            exc = self._root_error(state, pos, column)
            if exc is None:  # Lark's contextual lexer itself words it
                try:
                    for _ in self._lexer.lex(state, self.state):
                        raise AssertionError("the fused lexer and Lark's disagree")
                except UnexpectedInput as lark_exc:
                    exc = lark_exc
            exc.__traceback__ = exc.__context__ = None  # no frames kept (a cycle through self)
            exc.interactive_parser = InteractiveParser(self._parser, self.state, self._thread)
            exc.column += self.column - column
            exc.pos_in_stream += self.pos_in_stream - pos
            self._resolved = exc
        assert self._resolved is not None
        return self._resolved

    def _root_error(self, state: Any, pos: int, column: int) -> UnexpectedInput | None:
        """What Lark's ``ContextualLexer.lex`` raises once its state's lexer has found no
        terminal at ``pos`` (which the fused loop already knows): an ``UnexpectedToken`` of the
        token the lexer of all terminals reads there, else the state lexer's
        ``UnexpectedCharacters``. None when the token read there is an ignored one (Lark's
        lexer then goes on: left to it)."""
        basic = self._lexer.lexers[self.state.position]
        allowed = (basic.scanner.allowed_types - basic.ignore_types) or {"<END-OF-FILE>"}
        root = self._lexer.root_lexer
        text = state.text
        found = root.scanner.match(text, pos)  # builds the scanner and its callbacks
        last = self._last
        if found is None:
            return UnexpectedCharacters(
                text.text,
                pos,
                1,
                column,
                allowed=allowed,
                token_history=last and [last],
                state=self.state,
                terminals_by_name=basic.terminals_by_name,
            )
        value, type_ = found
        if type_ in root.ignore_types:
            return None
        token = _token(type_, value, pos, pos + len(value))
        token.column = column
        token.end_column = column + len(value)
        if type_ in root.callback:
            token = root.callback[type_](token)
        return UnexpectedToken(
            token,
            allowed,
            state=self.state,
            token_history=[last],
            terminals_by_name=root.terminals_by_name,
        )


def resolve_error(exc: UnexpectedInput) -> UnexpectedInput:
    """The exception Lark raises for a failure raised by :func:`parse_text` (``exc`` itself
    unless it is a :class:`DeferredUnexpectedCharacters`)."""
    return exc.resolve() if isinstance(exc, DeferredUnexpectedCharacters) else exc


def parse_text(parser: Any, text: str, start: str) -> Any:
    """``parser.parse(text, start=start)``, except that a character where no terminal of the
    parser's state can start raises :class:`DeferredUnexpectedCharacters` (same position; the
    exception Lark raises is built only by :func:`resolve_error`). For parsers made by
    :func:`lalr_parser`; any other parser, or a text of several lines, is parsed by Lark."""
    frontend = parser.parser
    lalr = getattr(frontend, "parser", None)
    lexer = getattr(frontend, "lexer", None)
    if (
        isinstance(lalr, FusedLALRParser)
        and isinstance(lexer, LazyContextualLexer)
        and type(text) is str
        and "\n" not in text
    ):
        return lalr.fused(None, lexer, text, frontend._verify_start(start), defer=True)
    return parser.parse(text, start=start)


PLUGINS = {"ContextualLexer": LazyContextualLexer, "LALR_Parser": FusedLALRParser}


class _CachedLark(Lark):
    """Lark whose table cache holds the grammar's rules and terminals (Lark's memo of
    ``Rule`` and ``TerminalDef`` objects) pickled as the objects themselves: Lark's own cache
    holds each as a dict that its loader makes an object again field by field (54-60 ms, a
    third of a grammar's load); ``_deserialize`` then passes the objects through as they are.
    A rule's hash (kept in the rule, from its symbols' names: Python's string hashes differ
    from process to process) is computed again when the file is read."""

    def save(self, f: Any, exclude_options: Collection[str] = ()) -> None:  # noqa: D102
        memo = SerializeMemoizer([TerminalDef, Rule])
        data = self.serialize(memo)
        if exclude_options:
            data["options"] = {n: v for n, v in data["options"].items() if n not in exclude_options}
        objects = memo.memoized.reversed()
        pickle.dump({"data": data, "memo": objects}, f, protocol=pickle.HIGHEST_PROTOCOL)

    def _prepare_callbacks(self) -> None:
        """Lark's rule callbacks (a rule's transformer method wrapped as its options say), each
        made when a parse first reduces by its rule (:class:`_LazyCallbacks`) instead of all
        of them as the grammar is loaded (some 5,000 rules: 30-40 ms of a first parse, when a
        corpus run reduces by a fraction of them); the terminal callbacks as Lark makes them.
        Lark's own when the parser builds anything else than LALR trees or transformed values,
        or when a rule is listed twice (Lark's error is then raised)."""
        options = self.options
        if (
            options.ambiguity == "forest"
            or options.parser != "lalr"
            or len(set(self.rules)) != len(self.rules)
        ):
            super()._prepare_callbacks()
            return
        self._callbacks = _LazyCallbacks(
            self.rules,
            options.tree_class or Tree,
            options.propagate_positions,
            options.maybe_placeholders,
            options.transformer,
        )
        self._callbacks.update(_get_lexer_callbacks(options.transformer, self.terminals))

    def _load(self, f: Any, **kwargs: Any) -> Any:
        d = f if isinstance(f, dict) else pickle.load(f)
        for obj in d["memo"].values():
            if type(obj) is Rule:
                obj._deserialize()  # its hash in this process
        return super()._load(d, **kwargs)


class _LazyCallbacks(dict):  # type: ignore[type-arg]
    """Lark's callbacks of a grammar (``Lark._callbacks``: rule -> its callback, terminal name
    -> its token callback) with each rule's callback made by Lark's own ``ParseTreeBuilder``
    when first read (``callbacks[rule]``, as the parsers read it); true when the grammar has
    rules. A key that is no rule of the grammar raises ``KeyError`` as a dict does."""

    def __init__(  # noqa: D107
        self,
        rules: list[Rule],
        tree_class: Any,
        propagate_positions: Any,
        maybe_placeholders: bool,
        transformer: Any,
    ) -> None:
        super().__init__()
        self._rules = frozenset(rules)
        self._builder = (tree_class, propagate_positions, maybe_placeholders)
        self._transformer = transformer

    def __missing__(self, rule: Any) -> Any:
        if type(rule) is not Rule or rule not in self._rules:
            raise KeyError(rule)
        tree_class, propagate_positions, maybe_placeholders = self._builder
        builder = ParseTreeBuilder(
            [rule], tree_class, propagate_positions, False, maybe_placeholders
        )
        callback = self[rule] = builder.create_callback(self._transformer)[rule]
        return callback

    def __bool__(self) -> bool:
        return bool(self._rules) or dict.__len__(self) > 0


def lalr_parser(grammar: str, start: list[str], transformer: Any = None) -> Any:
    """The Lark LALR parser every grammar of rulesparser uses: the contextual lexer built lazily
    (:class:`LazyContextualLexer`), no positions, tables cached on disk by Lark; with a
    ``transformer``, rule callbacks run while parsing (no parse tree is built)."""
    parser = _CachedLark(
        grammar,
        parser="lalr",
        lexer="contextual",
        start=start,
        propagate_positions=False,
        maybe_placeholders=False,
        transformer=transformer,
        cache=cache_path(grammar, start),
        _plugins=PLUGINS,
    )
    lalr = getattr(parser.parser, "parser", None)
    if isinstance(lalr, FusedLALRParser):
        lalr.loaded()
    freeze_long_lived()
    return parser


def cache_path(grammar: str, start: list[str]) -> str:
    """The file in rulesparser's cache folder (:func:`rulesparser.resources.cache_dir`) where
    Lark keeps the parse table of ``grammar``
    (in :meth:`FusedLALRParser.serialize`'s form, so not Lark's own file name: Lark's parser
    would not read it), named after a digest of the grammar, its start rules, this form and
    Lark's and Python's versions, as Lark names its own (Lark also checks the digest of the
    grammar it stores in the file)."""
    from lark import __version__ as lark_version

    key = json.dumps(
        [grammar, list(start), _COMPACT_TABLE, _MEMO_FORM, lark_version, sys.version_info[:2]]
    )
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()
    return cache_file(f"lark_{digest}.tmp")


def freeze_long_lived() -> None:
    """Move every object alive now out of the garbage collector's generations (``gc.freeze``).

    Called once a parser is built (and by :func:`rulesparser.parser.prepare`, and after a
    collection once :data:`rulesparser.parser.FREEZE_EVERY` new line outcomes are cached): its
    tables and
    lexers, hundreds of thousands of objects that live as long as the process, are otherwise
    scanned again by every full collection, which parsing (many small objects) triggers often:
    about a tenth of the parse time. Frozen objects are still freed when no longer referenced;
    only a reference cycle among them is never collected. As Python's documentation advises
    before ``fork``, it also keeps worker processes from copying the pages the collector
    would write to."""
    import gc

    gc.freeze()


def first_token_position(parser: Any, start: str, text: str) -> tuple[bool, int]:
    """Whether a parse of ``text`` from rule ``start`` can get past its first token, by lexing
    that token alone in the start state (a few microseconds, against tens for a failing parse).

    Returns ``(False, pos)`` when no terminal the start state accepts matches at ``pos``, the
    first character after ignored tokens (blanks): the parse would then fail right there, at
    column ``pos + 1``. ``(True, pos)`` otherwise (the parse must be run to know more); also
    when ``parser`` does not use :class:`LazyContextualLexer`."""
    frontend = parser.parser
    lexer = getattr(frontend, "lexer", None)
    if not isinstance(lexer, LazyContextualLexer):
        return True, 0
    basic = lexer.lexers[frontend.parser._parse_table.start_states[start]]
    scanner = basic.scanner
    by_pair = scanner._by_pair
    ignore = basic.ignore_types
    pos, size = 0, len(text)
    while pos < size:  # (the scanner's ``match`` on the whole text, without a TextSlice)
        # the terminals that can begin with the next two characters (the fused loop's test)
        pair = text[pos : pos + 2]
        candidates = by_pair.get(pair)
        if candidates is None:
            candidates = scanner._candidates2(pair)
        for type_, rx in candidates:  # noqa: B007 - the matching terminal is kept
            m = rx.match(text, pos)
            if m is not None:
                break
        else:
            return False, pos
        if type_ not in ignore:
            return True, pos
        pos = m.end()
    return True, pos


def prepare_lexer(parser: Any) -> int:
    """Build every state lexer of ``parser`` and compile every terminal's regex and first-character
    test now (about 0.1-0.3 s per grammar), so that processes forked afterwards share them instead
    of each building its own. Returns the number of terminals; 0 when ``parser`` does not use
    :class:`LazyContextualLexer`."""
    lexer = getattr(parser.parser, "lexer", None)
    if not isinstance(lexer, LazyContextualLexer):
        return 0
    rows = getattr(getattr(parser.parser, "parser", None), "parser", None)
    rows = getattr(getattr(rows, "parse_table", None), "states", None)
    if isinstance(rows, _LazyRows):
        rows.complete()
    for state in lexer._states:
        lexer.lexers[state].scanner  # noqa: B018 - builds the state's scanner
    table = lexer._table
    for name in table.by_name:
        table.regex(name)
        table.can_start(name, " ")
    freeze_long_lived()
    return len(table.by_name)
