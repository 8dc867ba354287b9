"""A contextual lexer for Lark LALR parsers that builds each parser state's scanner on first use
and picks the terminals to try by the next character.

Lark's ``ContextualLexer`` makes one ``BasicLexer`` per distinct set of terminals a parser state
accepts (about 650 per language here) when the parser is built, and each compiles one regex
alternation of its terminals on first use: 2-4 ms each, 1.5-3 s per language before every state a
corpus reaches has been seen. This lexer gives the same tokens with less work:

- the state lexers are made when a state is first lexed in, not when the parser is built;
- every terminal's regex is compiled once per parser (not once per state lexer that holds it);
- a state lexer tries, in Lark's order (priority, longest pattern, name), only the terminals
  whose first character can be the next character of the text. The set of first characters of
  a terminal comes from Python's regex parser (``re._parser``); a terminal whose pattern it cannot
  analyse, or that can start with any character, is tried everywhere. Lark's alternation picks
  the first terminal that matches, in that order: trying the same terminals in the same order
  and skipping only those that cannot match gives the same token.

Plugged in through Lark's ``_plugins`` option (``{"ContextualLexer": LazyContextualLexer}``), the
hook lark-cython uses, so the parser, its error classes and its interactive parser are Lark's.
``tests/test_lexing.py`` checks that it lexes exactly as Lark's own lexer on real card text.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from copy import copy
from typing import Any

from lark.common import LexerConf
from lark.lexer import (
    BasicLexer,
    CallChain,
    ContextualLexer,
    PatternRE,
    PatternStr,
    Scanner,
    TerminalDef,
    UnlessCallback,
)
from lark.utils import TextSlice

try:  # Python's own regex parser (3.11+: re._parser); without it every terminal is tried
    from re import _constants as _C  # type: ignore[attr-defined]
    from re import _parser as _P  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - other Python versions
    _P = _C = None

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
        self._first: dict[str, re.Pattern[str]] = {}
        self._starts: dict[str, dict[str, bool]] = {}
        strs = [t for t in terminals if isinstance(t.pattern, PatternStr)]
        self.unless: dict[str, list[TerminalDef]] = {}
        for retok in terminals:
            if not isinstance(retok.pattern, PatternRE):
                continue
            found = []
            for strtok in strs:
                if strtok.priority != retok.priority:
                    continue
                m = re_module.match(retok.pattern.to_regexp(), strtok.pattern.value, flags)
                if m and m.group(0) == strtok.pattern.value:
                    found.append(strtok)
            if found:
                self.unless[retok.name] = found

    def regex(self, name: str) -> Any:
        rx = self._regex.get(name)
        if rx is None:
            rx = self.re.compile(self.by_name[name].pattern.to_regexp(), self.flags)
            self._regex[name] = rx
        return rx

    def can_start(self, name: str, ch: str) -> bool:
        """Whether a match of terminal ``name`` can begin with the character ``ch``."""
        memo = self._starts.get(name)
        if memo is None:
            memo = self._starts[name] = {}
            self._first[name] = first_char_pattern(
                self.by_name[name].pattern.to_regexp(), self.flags
            )
        hit = memo.get(ch)
        if hit is None:
            hit = memo[ch] = self._first[name].fullmatch(ch) is not None
        return hit


class _DispatchScanner:
    """Lark's ``Scanner`` interface (``match``, ``allowed_types``) over one state's terminals,
    trying for each position only those that can start with the character there."""

    def __init__(self, terminals: list[TerminalDef], table: _TerminalTable) -> None:
        self.terminals = terminals
        self.table = table
        self.allowed_types = {t.name for t in terminals}
        self._by_char: dict[str, list[tuple[str, Any]]] = {}

    def _candidates(self, ch: str) -> list[tuple[str, Any]]:
        table = self.table
        found = [
            (t.name, table.regex(t.name)) for t in self.terminals if table.can_start(t.name, ch)
        ]
        self._by_char[ch] = found
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

    def __init__(self, conf: LexerConf, table: _TerminalTable) -> None:  # noqa: D107
        self.re = conf.re_module
        terminals = list(conf.terminals)
        self.newline_types = frozenset(
            t.name for t in terminals if _has_newline(t.pattern.to_regexp())
        )
        self.ignore_types = frozenset(conf.ignore)
        terminals.sort(
            key=lambda x: (-x.priority, -x.pattern.max_width, -len(x.pattern.value), x.name)
        )
        self.terminals = terminals
        self.user_callbacks = conf.callbacks
        self.g_regex_flags = conf.g_regex_flags
        self.use_bytes = conf.use_bytes
        self.terminals_by_name = conf.terminals_by_name
        self._table = table
        self._scanner = None

    def _build_scanner(self) -> Any:
        names = {t.name for t in self.terminals}
        embedded = set()
        self.callback = {}
        for t in self.terminals:
            unless = [s for s in self._table.unless.get(t.name, []) if s.name in names]
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
        terminals = [t for t in self.terminals if t not in embedded]
        return _DispatchScanner(terminals, self._table)


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
        self._root: BasicLexer | None = None
        self.lexers = _StateLexers(self)

    def lexer_for(self, state: int) -> BasicLexer:
        """The lexer of parser state ``state``: its acceptable terminals plus the ignored ones."""
        key = frozenset(self._states[state])
        lexer = self._by_terminals.get(key)
        if lexer is None:
            names = set(key) | self._always
            conf = copy(self._conf)
            conf.terminals = [t for t in self._conf.terminals if t.name in names]
            lexer = self._by_terminals[key] = _LazyBasicLexer(conf, self._table)
        return lexer

    @property
    def root_lexer(self) -> BasicLexer:  # type: ignore[override]
        """The lexer of every terminal (used to word an error)."""
        if self._root is None:
            self._root = _LazyBasicLexer(self._conf, self._table)
        return self._root


PLUGINS = {"ContextualLexer": LazyContextualLexer}


def lalr_parser(grammar: str, start: list[str], transformer: Any = None) -> Any:
    """The Lark LALR parser every grammar of rulesparser uses: the contextual lexer built lazily
    (:class:`LazyContextualLexer`), no positions, tables cached on disk by Lark; with a
    ``transformer``, rule callbacks run while parsing (no parse tree is built)."""
    from lark import Lark

    return Lark(
        grammar,
        parser="lalr",
        lexer="contextual",
        start=start,
        propagate_positions=False,
        maybe_placeholders=False,
        transformer=transformer,
        cache=True,
        _plugins=PLUGINS,
    )


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
    sliced = TextSlice(text, 0, len(text))
    pos = 0
    while pos < len(text):
        res = scanner.match(sliced, pos)
        if res is None:
            return False, pos
        value, type_ = res
        if type_ not in basic.ignore_types:
            return True, pos
        pos += len(value)
    return True, pos


def prepare_lexer(parser: Any) -> int:
    """Build every state lexer of ``parser`` and compile every terminal's regex and first-character
    test now (about 0.1-0.3 s per grammar), so that processes forked afterwards share them instead
    of each building its own. Returns the number of terminals; 0 when ``parser`` does not use
    :class:`LazyContextualLexer`."""
    lexer = getattr(parser.parser, "lexer", None)
    if not isinstance(lexer, LazyContextualLexer):
        return 0
    for state in lexer._states:
        lexer.lexers[state].scanner  # noqa: B018 - builds the state's scanner
    table = lexer._table
    for name in table.by_name:
        table.regex(name)
        table.can_start(name, " ")
    return len(table.by_name)
