"""The lazy contextual lexer and the fused parser loop (rulesparser/lexing.py: ``Lark.parse`` and
``parse_text``, whose lexer errors are worded on demand) and the error explanation built from the
parser state must give exactly what Lark's own lexer and ``InteractiveParser.accepts`` give.

Checked on every line of the seed cards' texts (kb/seed_cards.yaml, EN/FR/DE, printed and
Oracle) and on damaged copies of them (a word replaced by an unknown one, a line cut in the
middle), so that failures at every kind of place are compared too.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from lark import Lark, UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from rulesparser import parser as P
from rulesparser.lexicon import load_lexicon
from rulesparser.lexing import (
    PLUGINS,
    DeferredUnexpectedCharacters,
    FusedLALRParser,
    LazyContextualLexer,
    _CachedLark,
    _LazyCallbacks,
    cache_path,
    first_char_pattern,
    first_token_position,
    first_two_chars,
    parse_text,
    resolve_error,
)
from rulesparser.normalize import normalize_line, split_lines

SEED_CARDS = Path(__file__).resolve().parents[1] / "kb" / "seed_cards.yaml"
STARTS = ("keyword_line", "ability_line")


@cache
def _lines(lang: str) -> list[str]:
    """Every seed line of ``lang``, normalised, plus two damaged copies of each."""
    cards = yaml.safe_load(SEED_CARDS.read_text(encoding="utf-8"))["cards"]
    out: dict[str, None] = {}
    for card in cards:
        for kind in ("printed", "oracle"):
            entry = (card.get(kind) or {}).get(lang) or {}
            for _, line in split_lines(entry.get("text") or ""):
                line = normalize_line(line)
                words = line.split(" ")
                out[line] = None
                out[" ".join(words[: len(words) // 2])] = None
                if len(words) > 2:
                    out[" ".join(words[:2] + ["blorf"] + words[3:])] = None
    return [line for line in out if line]


@cache
def _lark_parsers(lang: str) -> tuple[Lark, Lark]:
    """Tree-building parsers of ``lang``: with Lark's contextual lexer, and with ours."""
    options: dict[str, Any] = dict(
        parser="lalr", lexer="contextual", start=P.START_RULES, maybe_placeholders=False
    )
    text = P.grammar_text(lang)
    plain = Lark(text, cache=True, **options)
    # (rulesparser's own cache file: its rules and terminals as pickled objects, _CachedLark)
    lazy = _CachedLark(text, cache=cache_path(text, P.START_RULES), _plugins=PLUGINS, **options)
    assert isinstance(lazy.parser.lexer, LazyContextualLexer)
    assert isinstance(lazy.parser.parser, FusedLALRParser)
    # (as lexing.lalr_parser does once the front end is made: a table read from the cache file
    # is the parser's whole table, not only each state's terminals, from then on)
    lazy.parser.parser.loaded()
    return plain, lazy


def _outcome(parser: Lark, text: str, start: str, deferred: bool = False) -> tuple[Any, ...]:
    try:
        tree = parse_text(parser, text, start) if deferred else parser.parse(text, start=start)
    except UnexpectedInput as exc:
        if deferred:
            at = (exc.pos_in_stream, exc.line, exc.column)
            exc = resolve_error(exc)
            assert at == (exc.pos_in_stream, exc.line, exc.column)  # known before resolving
        assert not isinstance(exc, DeferredUnexpectedCharacters)
        token = getattr(exc, "token", None)
        expected = getattr(exc, "allowed", None) or getattr(exc, "expected", None) or set()
        return (type(exc).__name__, exc.pos_in_stream, token and (token.type, str(token)),
                sorted(expected))  # fmt: skip
    tokens = [(t.type, str(t), t.start_pos) for t in tree.scan_values(lambda v: hasattr(v, "type"))]
    return ("ok", tree.pretty(), tokens)


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_lazy_lexer_gives_larks_tokens_and_errors(lang: str) -> None:
    plain, lazy = _lark_parsers(lang)
    lines = _lines(lang)
    assert len(lines) > 100
    differ = []
    for line in lines:
        for start in STARTS:
            a = _outcome(plain, line, start)
            b, c = _outcome(lazy, line, start), _outcome(lazy, line, start, deferred=True)
            if not a == b == c:
                differ.append(f"{start} {line!r}:\n  lark {a}\n  lazy {b}\n  deferred {c}")
    assert not differ, f"{len(differ)} differ, e.g.\n" + "\n".join(differ[:3])


def _value(parser: Lark, text: str, start: str) -> str:
    """What a transforming parser gives for ``text``: its value, or the kind of its error."""
    try:
        return repr(parser.parse(text, start=start))
    except Exception as exc:  # noqa: BLE001 - the error's kind is the outcome compared
        return type(exc).__name__


@pytest.mark.parametrize("lang", ["en", "de"])
def test_rule_callbacks_made_on_first_use_give_larks_values(lang: str) -> None:
    """The keyword grammar's parser makes each rule's callback when a parse first reduces by
    that rule (_LazyCallbacks): the seed lines read as by Lark's parser with every callback
    made as the grammar is loaded, with the same transformer."""
    lazy = P._transforming_parser(lang)
    assert isinstance(lazy._callbacks, _LazyCallbacks)
    plain = Lark(
        P.grammar_text(lang),
        cache=True,
        parser="lalr",
        lexer="contextual",
        start=P.START_RULES,
        maybe_placeholders=False,
        transformer=P._Transformer(load_lexicon(lang)),
    )
    differ, read = [], 0
    for line in _lines(lang):
        for start in STARTS:
            a, b = _value(plain, line, start), _value(lazy, line, start)
            read += not a.endswith(("Error", "Exception", "Unsure", "Characters", "Token"))
            if a != b:
                differ.append(f"{start} {line!r}:\n  lark {a}\n  lazy {b}")
    assert not differ, f"{len(differ)} differ, e.g.\n" + "\n".join(differ[:3])
    assert read > 50
    assert 0 < dict.__len__(lazy._callbacks) < len(plain._callbacks)  # not every rule's


def _larks_accepts(parser: Lark, exc: UnexpectedInput, text: str, start: str) -> set[str]:
    """What Lark itself says the parser accepts where ``exc`` stopped it."""
    if isinstance(exc, UnexpectedToken):
        return set(exc.interactive_parser.accepts())
    assert isinstance(exc, UnexpectedCharacters)
    ip = parser.parse_interactive(text[: exc.pos_in_stream], start=start)
    ip.exhaust_lexer()
    return set(ip.accepts())


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_expected_terminals_are_larks_accepts(lang: str) -> None:
    plain, _ = _lark_parsers(lang)
    checked = 0
    for line in _lines(lang):
        for start in ("keyword_line", "ability_line"):
            try:
                plain.parse(line, start=start)
            except UnexpectedInput as exc:
                checked += 1
                assert P._accepted_terminals(exc.state) == _larks_accepts(
                    plain, exc, line, start
                ), (
                    start,
                    line,
                )
    assert checked > 100


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_first_token_position_predicts_a_failure_at_the_first_word(lang: str) -> None:
    plain, lazy = _lark_parsers(lang)
    refused = 0
    for line in _lines(lang):
        for start in STARTS:
            may_start, pos = first_token_position(lazy, start, line)
            if may_start:
                continue
            refused += 1
            with pytest.raises(UnexpectedInput) as info:
                plain.parse(line, start=start)
            assert info.value.pos_in_stream == pos, (start, line)
    assert refused > 50


@pytest.mark.parametrize(
    ("regexp", "yes", "no"),
    [
        (r"(?i:ex(?:ile|iles)\b)", "eE", "xi{ "),
        (r"\{[^}]*\}", "{", "}a"),
        (r"(?<![\w])foo", "f", "o"),
        (r"[^a]", "b{ ", "a"),
        (r"a?b", "ab", "cA"),
        (r"\b(?:x|y)z", "xy", "z"),
        (r"(?i:[äa]b)", "äÄaA", "b"),
        (r"\d+(?![\/\w])", "07", "a"),
        (r"(?:[ \t\f\r\n])+", " \t", "a"),
        (r"(a)\1", "a", "b"),
    ],
)
def test_first_char_pattern(regexp: str, yes: str, no: str) -> None:
    pattern = first_char_pattern(regexp)
    for ch in yes:
        assert pattern.fullmatch(ch), (regexp, ch)
    for ch in no:
        assert not pattern.fullmatch(ch), (regexp, ch)


def test_first_char_pattern_is_any_character_when_unsure() -> None:
    assert first_char_pattern(r"(?:x)?").fullmatch("q")  # may match the empty string
    assert first_char_pattern(r"(?P<a>x)(?(a)y|z)").fullmatch("x")
    assert re.compile(r"\w").fullmatch("é")
    assert first_char_pattern(r"\w+").fullmatch("é")


@pytest.mark.parametrize(
    ("regexp", "yes", "no"),
    [
        (r"(?i:an?\b)", ["a ", "an", "AN", "a,"], ["b ", "ca"]),  # one letter, then anything
        (r"(?i:for\s+each\b)", ["fo", "FO"], ["fa", "f "]),
        (r"\{T\}", ["{t"], ["{q", "t}"]),
        (r"(?i:(?:into\s+play|onto\s+the\s+battlefield)\b)", ["in", "on"], ["io", "of"]),
        (r"[+-]?\d+/[+-]?\d+", ["+1", "-0", "12", "3/"], ["+a", "/1"]),
        (r"(?i:ex(?:ile|iles)\b)", ["ex"], ["ee", "xi"]),
        (r"(?i:\u017fa)", ["sa"], ["fa"]),  # long s: Python's IGNORECASE matches "s" and "S"
        (r"(?i:[äa]b)", ["ab"], ["bb"]),
    ],
)
def test_first_two_chars(regexp: str, yes: list[str], no: list[str]) -> None:
    pairs = first_two_chars(regexp)
    assert pairs is not None
    for pair in yes:
        assert pair.lower() in pairs or pair[0].lower() + "\0" in pairs, (regexp, pair)
    for pair in no:
        assert pair not in pairs and pair[0] + "\0" not in pairs, (regexp, pair)


def test_first_two_chars_is_none_when_unsure() -> None:
    assert first_two_chars(r"(?:x)?") is None  # may match the empty string
    assert first_two_chars(r"(a)\1") is None  # a back reference
    assert first_two_chars(r"a*b") == first_two_chars(r"a*b")  # (a repeat read, no loop)


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_every_terminal_match_begins_with_one_of_its_pairs(lang: str) -> None:
    # the card-text lexer tries at a position only the terminals that can begin with the next
    # two characters: on real card text, every terminal that matches somewhere begins there
    # with one of the pairs found for it (it would otherwise be skipped)
    from rulesparser.cardtext import _parser

    table = _parser(lang).parser.lexer._table
    names = frozenset(table.by_name)
    checked = 0
    for line in _lines(lang):
        for pos in range(len(line) - 1):
            pair = line[pos : pos + 2]
            if not pair.isascii():
                continue
            for name in table.starting_with(line[pos], names):
                if table.regex(name).match(line, pos):
                    assert table.may_begin(name, pair.lower()), (name, line, pos)
                    checked += 1
    assert checked > 1000


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_parse_table_written_to_the_cache_reads_back_the_same(lang: str) -> None:
    """The table as rulesparser's cache file holds it (FusedLALRParser.serialize: flat rows),
    and in Lark's own form, read back by FusedLALRParser.deserialize, are the parser's table:
    the same actions, the same rules (with the memo Lark's cache writer uses)."""
    from lark.grammar import Rule
    from lark.parsers.lalr_parser import LALR_Parser
    from lark.utils import SerializeMemoizer

    _, lazy = _lark_parsers(lang)
    fused = lazy.parser.parser
    table = fused._parse_table
    for form in (fused.serialize, lambda memo: LALR_Parser.serialize(fused, memo)):
        memo = SerializeMemoizer([Rule])
        data = form(memo)
        assert ("form" in data) == (form == fused.serialize)
        read = FusedLALRParser.deserialize(data, memo.memoized.reversed(), {}).parser.parse_table
        assert (read.start_states, read.end_states) == (table.start_states, table.end_states)
        assert read.states.keys() == table.states.keys()
        for state, row in table.states.items():
            mine = read.states[state]
            assert mine.keys() == row.keys(), state
            for term, (action, arg) in row.items():
                assert mine[term][0] is action and mine[term][1] == arg, (state, term)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_terminal_cache_holds_what_the_lexer_computes(
    lang: str, tmp_path: Path, monkeypatch
) -> None:
    """The facts read from the terminal cache file (widths, the string terminals a regex
    terminal matches whole, first characters, first pairs of characters) are those computed
    from the grammar; a damaged
    or foreign cache file is computed again and replaced."""
    import pickle

    from lark.lexer import PatternRE
    from lark.utils import get_regexp_width

    from rulesparser.lexing import _TerminalCache, _TerminalTable

    parser = P._transforming_parser(lang)
    terminals = parser.terminals
    monkeypatch.setattr("rulesparser.resources.cache_dir", lambda: str(tmp_path))
    for content in (None, b"not a pickle", pickle.dumps({"width": {}, "unless": {}, "first": {}})):
        fresh = [copy_terminal(t) for t in terminals]
        if content is not None:
            probe = _TerminalTable.__new__(_TerminalTable)
            probe.by_name, probe.flags = {t.name: t for t in fresh}, 0
            Path(_TerminalCache(probe).path()).write_bytes(content)
        table = _TerminalTable(fresh, 0, re)  # reads the file (or writes it)
        data = pickle.loads(Path(_TerminalCache(table).path()).read_bytes())
        for t in fresh:
            if isinstance(t.pattern, PatternRE):
                # the width as Lark computes it
                width = tuple(get_regexp_width(t.pattern.to_regexp()))
                assert tuple(t.pattern._width) == tuple(data["width"][t.name]) == width
                rx = re.compile(t.pattern.to_regexp())
                whole = [
                    s.name
                    for s in fresh
                    if not isinstance(s.pattern, PatternRE)
                    and s.priority == t.priority
                    and (m := rx.match(s.pattern.value))
                    and m.group(0) == s.pattern.value
                ]
                assert [s.name for s in table.unless(t.name)] == whole, t.name
            expected = first_char_pattern(t.pattern.to_regexp()).pattern
            assert data["first"][t.name] == expected
            # the pairs it can begin with, as first_two_chars finds them (the lexer's set too)
            pairs = first_two_chars(t.pattern.to_regexp())
            assert table.may_begin(t.name, "zz") is (
                pairs is None or "zz" in pairs or "z\0" in pairs
            )
            assert table._pairs[t.name] == pairs
            assert data["pairs"][t.name] == (None if pairs is None else "".join(sorted(pairs)))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_cached_regex_programs_are_the_compiled_regexes(
    lang: str, tmp_path: Path, monkeypatch
) -> None:
    """Each terminal's regex made from the compiled program kept in the terminal cache is the
    regex ``re.compile`` makes of its pattern (same pattern, flags, groups and program); a
    program the regex engine refuses (a damaged cache) is compiled again from the pattern, and
    a cache directory that cannot be written only means every regex is compiled."""
    import pickle

    from rulesparser.lexing import (
        _TerminalCache,
        _TerminalTable,
        compiled_program,
        regex_of_program,
    )

    terminals = P._transforming_parser(lang).terminals
    monkeypatch.setattr("rulesparser.resources.cache_dir", lambda: str(tmp_path))
    _TerminalTable([copy_terminal(t) for t in terminals], 0, re)  # writes the cache file
    table = _TerminalTable([copy_terminal(t) for t in terminals], 0, re)  # reads it
    path = Path(_TerminalCache(table).path())
    programs = pickle.loads(path.read_bytes())["program"]
    assert set(programs) == set(table.by_name) == set(table._program)
    for name in table.by_name:
        source = table.source(name)
        assert programs[name] == compiled_program(source, 0)
        compiled = re.compile(source)
        made = table.regex(name)
        assert made is not compiled  # made from the program, not from re's own cache
        assert (made.pattern, made.flags, made.groups, made.groupindex) == (
            compiled.pattern,
            compiled.flags,
            compiled.groups,
            compiled.groupindex,
        )
    # damaged programs: the engine refuses them (or their form is wrong), the pattern is compiled
    name = next(iter(table.by_name))
    good = programs[name]
    code = good[2]
    for bad_code in ([1, 2, 3], "code", [*code[:-1], "x"], [*code[:-1], 1.5], [*code[:-1], -1]):
        assert regex_of_program([*good[:2], bad_code, *good[3:]]) is None
    assert regex_of_program(good[:3]) is None
    data = pickle.loads(path.read_bytes())
    data["program"] = {n: [*p[:2], [0] * 5, *p[3:]] for n, p in data["program"].items()}
    path.write_bytes(pickle.dumps(data))
    damaged = _TerminalTable([copy_terminal(t) for t in terminals], 0, re)
    for name in damaged.by_name:
        assert damaged.regex(name).pattern == table.source(name)
    # the damaged file is removed at the first refused program: the next table writes it whole
    assert not path.exists()
    _TerminalTable([copy_terminal(t) for t in terminals], 0, re)
    assert pickle.loads(path.read_bytes())["program"] == programs
    # an unwritable (here: missing) cache directory
    monkeypatch.setattr("rulesparser.resources.cache_dir", lambda: str(tmp_path / "missing"))
    unwritten = _TerminalTable([copy_terminal(t) for t in terminals], 0, re)
    assert not (tmp_path / "missing").exists()
    for name in unwritten.by_name:
        assert unwritten.regex(name).pattern == table.source(name)


def copy_terminal(t: Any) -> Any:
    """A copy of terminal ``t`` whose pattern has no width computed yet."""
    from copy import copy

    pattern = copy(t.pattern)
    if hasattr(pattern, "_width"):
        pattern._width = None
    clone = copy(t)
    clone.pattern = pattern
    return clone


@pytest.mark.parametrize("lang", ["en", "de"])
def test_state_lexers_hold_their_terminals_in_larks_order(lang: str) -> None:
    """Each parser state's lexer holds the terminals Lark's contextual lexer gives that state
    (those it accepts, the ignored ones), in the order Lark's ``BasicLexer`` tries them."""
    lexer = P._transforming_parser(lang).parser.lexer
    every = {t.name: t for t in lexer._conf.terminals}
    for state, accepts in list(lexer._states.items())[::7]:
        names = (set(accepts) | set(lexer._conf.ignore) | lexer._always) & set(every)
        terminals = lexer.lexer_for(state).terminals
        assert {t.name for t in terminals} == names, state
        lark_order = sorted(
            (every[n] for n in names),
            key=lambda x: (-x.priority, -x.pattern.max_width, -len(x.pattern.value), x.name),
        )
        assert terminals == lark_order, state


_TOY_GRAMMAR = """
start: "draw" amount ("and" amount)*
amount: NUMBER "card" -> one | NUMBER "cards" -> many
NUMBER: /[0-9]+/
%ignore " "
"""

_TOY_CHILD = """
import json, sys
from rulesparser.lexing import lalr_parser
parser = lalr_parser(sys.argv[1], ["start"])
rules = parser.rules
print(json.dumps([
    parser.source_path,
    str(parser.parse("draw 1 card and 2 cards", start="start")),
    all(hash(r) == hash((r.origin, tuple(r.expansion))) for r in rules),
]))
"""


def test_table_cache_is_read_in_another_process(tmp_path: Path) -> None:
    """A grammar's table cache (rules and terminals pickled as objects, _CachedLark) written by
    one process and read by another, whose string hashes differ: the same parse, each rule
    hashed as in that process (Lark keeps a rule's hash in the rule)."""
    import json
    import os
    import subprocess
    import sys

    outs = []
    for seed in ("1", "2"):
        env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path), "PYTHONHASHSEED": seed}
        run = subprocess.run(
            [sys.executable, "-c", _TOY_CHILD, _TOY_GRAMMAR],
            capture_output=True,
            text=True,
            check=True,
            env=env,
        )
        outs.append(json.loads(run.stdout.strip().splitlines()[-1]))
    (built, tree, hashed), (read, tree_read, hashed_read) = outs
    assert built == "<string>" and read == "<deserialized>"  # built, then read from the cache
    assert tree == tree_read and "one" in tree and "many" in tree
    assert hashed and hashed_read
    assert len(list(tmp_path.glob("rulesparser/lark_*"))) == 1
