"""One terminal per word: no two terminals of a language's full grammar match the same word.

The grammars are LALR with Lark's contextual lexer: in a parser state where two terminals with the
same pattern (say ``_AND`` and ``_C_AND``, both ``/and\\b/i``) are acceptable, the lexer always
picks the same one (by priority, then name), so a rule written with the other one cannot parse
there. Shared words are therefore declared once per language, in ``grammar/<lang>/words.lark``
(or generated from ``locales/<lang>/lexicon.yaml``), and every rule uses that terminal.

These tests load each language's full grammar (core + language files + generated lexicon
terminals) and fail, naming the terminals and their files, when
- two terminals have equal patterns (up to the order of alternatives, a final ``\\b`` and case);
- a word or phrase is an alternative of two terminals (``/les\\b/`` and ``/le\\b|les\\b/``), except
  the overlaps listed in ``KNOWN_OVERLAPS`` (older grammar; do not add to it: reuse the shared
  terminal instead).
"""

from __future__ import annotations

import collections
import functools
import re

import pytest
from lark import Lark

from rulesparser.lexicon import available_languages
from rulesparser.parser import get_parser, grammar_text

#: word-level overlaps that predate the one-terminal-per-word rule: (lang, alternative) -> the
#: terminals that share it. Shrink this list; never grow it.
KNOWN_OVERLAPS: dict[tuple[str, str], frozenset[str]] = {
    (lang, alt): frozenset(names)
    for lang, alt, names in [
        # the object pronouns le/la/l' vs the article
        ("fr", "l'", ["_ARTICLE", "_AUR_L", "_OBJ_PRONOUN"]),
        ("fr", "la", ["_ARTICLE", "_LA", "_OBJ_PRONOUN"]),
        ("fr", "le", ["_ARTICLE", "_LA", "_LE", "_OBJ_PRONOUN"]),
        ("de", "entferne", ["_EXILE_IMP", "_REMOVE"]),
        ("de", "schicke", ["_CP_SCHICKE", "_EXILE_IMP"]),
    ]
}

#: equal patterns that predate this test, between a lexicon word class and a grammar terminal:
#: (lang, terminal names). The protection keyword's "from" (lexicon PROT_FROM, a kept token)
#: and the English grammar's _FROM: merging them makes "from" a kept token in every English
#: rule, a larger change than its benefit (no LALR state accepts both: checked on the parse table).
KNOWN_EQUAL: frozenset[tuple[str, frozenset[str]]] = frozenset(
    {("en", frozenset({"PROT_FROM", "_FROM"}))}
)

_DEFINITION = re.compile(r"^([A-Z_][A-Z_0-9]*)(?:\.-?\d+)?\s*:", re.M)
_SECTION = re.compile(r"^// ---- (?:generated from )?([\w/]+\.(?:lark|yaml))$", re.M)


def _split_top(pattern: str) -> list[str]:
    """Split a regex on its top-level ``|`` (outside groups and character classes)."""
    parts, cur, depth, i, in_class = [], "", 0, 0, False
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            cur += pattern[i : i + 2]
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(cur)
            cur = ""
            i += 1
            continue
        cur += ch
        i += 1
    parts.append(cur)
    return parts


def alternatives(pattern: str) -> frozenset[str]:
    """The words/phrases a terminal's regex is an alternation of, normalised: lower case, no final
    word boundary (``\\b``, ``(?!\\w)``, the lexicon's ``(?![\\w/])``), no lexicon look-behind,
    outer groups unwrapped. ``/(?:into\\s+play|onto\\s+the\\s+battlefield)\\b/i`` ->
    ``{"into\\s+play", "onto\\s+the\\s+battlefield"}``."""
    out = set()
    for part in _split_top(pattern):
        part = re.sub(r"^\(\?<!\[[^\]]*\]\)", "", part)
        part = re.sub(r"(?:\\b|\(\?!\\w\)|\(\?!\[\\w\\?/\]\))$", "", part)
        inner = re.fullmatch(r"\((?:\?:)?(.*)\)", part)
        if inner and _balanced(inner.group(1)):
            out |= alternatives(inner.group(1))
        else:
            out.add(part.lower())
    return frozenset(out)


def _balanced(text: str) -> bool:
    depth = 0
    for m in re.finditer(r"\\.|[()]", text):
        if m.group() == "(":
            depth += 1
        elif m.group() == ")":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _terminal_files(lang: str, text: str) -> dict[str, str]:
    """Terminal name -> the grammar file (or lexicon) that defines it."""
    files: dict[str, str] = {}
    sections = [(m.start(), m.group(1)) for m in _SECTION.finditer(text)]
    for m in _DEFINITION.finditer(text):
        where = "grammar/core.lark"
        for start, name in sections:
            if start < m.start():
                where = name if name.startswith("locales/") else f"grammar/{name}"
        files.setdefault(m.group(1), where)
    return files


@functools.cache
def _terminals(lang: str) -> tuple[list, dict[str, str]]:
    """The terminals of ``lang``'s full grammar (as the parser builds it) and their files."""
    return get_parser(lang).terminals, _terminal_files(lang, grammar_text(lang))


def _word_terminals(lang: str) -> tuple[dict[str, set[str]], dict[str, str]]:
    """Alternative -> names of the grammar-file terminals (not the lexicon's) matching it."""
    terminals, files = _terminals(lang)
    names_of: dict[str, set[str]] = collections.defaultdict(set)
    for term in terminals:
        if files.get(term.name, "").startswith("locales/"):
            continue  # lexicon word classes: one terminal per class by construction
        for alt in _pattern_alternatives(term):
            names_of[alt].add(term.name)
    return names_of, files


def _pattern_alternatives(term) -> frozenset[str]:
    if term.pattern.type == "str":
        return frozenset({re.escape(term.pattern.value).lower()})
    return alternatives(term.pattern.value)


LANGS = available_languages()


@pytest.mark.parametrize("lang", LANGS)
def test_no_two_terminals_with_equal_patterns(lang: str) -> None:
    terminals, files = _terminals(lang)
    groups: dict[frozenset[str], list[str]] = collections.defaultdict(list)
    for term in terminals:
        groups[_pattern_alternatives(term)].append(term.name)
    dups = [
        f"/{'|'.join(sorted(key))}/: "
        + ", ".join(f"{n} ({files.get(n, 'anonymous')})" for n in sorted(names))
        for key, names in groups.items()
        if len(names) > 1 and (lang, frozenset(names)) not in KNOWN_EQUAL
    ]
    assert not dups, (
        f"{lang}: terminals with the same pattern (use the shared one of "
        f"grammar/{lang}/words.lark):\n" + "\n".join(dups)
    )


@pytest.mark.parametrize("lang", LANGS)
def test_no_word_in_two_terminals(lang: str) -> None:
    names_of, files = _word_terminals(lang)
    new = [
        f"{alt!r}: " + ", ".join(f"{n} ({files.get(n, 'anonymous')})" for n in sorted(names))
        for alt, names in sorted(names_of.items())
        if len(names) > 1 and frozenset(names) != KNOWN_OVERLAPS.get((lang, alt))
    ]
    assert not new, (
        f"{lang}: a word or phrase matched by two terminals (make one shared terminal in "
        f"grammar/{lang}/words.lark and use it in both rules):\n" + "\n".join(new)
    )


def test_known_overlaps_are_still_there() -> None:
    """An overlap fixed must leave KNOWN_OVERLAPS, so the list only shrinks."""
    current: dict[tuple[str, str], frozenset[str]] = {}
    for lang in LANGS:
        names_of, _ = _word_terminals(lang)
        current.update({(lang, a): frozenset(n) for a, n in names_of.items() if len(n) > 1})
    stale = [k for k, v in KNOWN_OVERLAPS.items() if current.get(k) != v]
    assert not stale, f"fixed overlaps still listed in KNOWN_OVERLAPS: {stale}"


def test_detects_duplicates() -> None:
    """The check itself: equal patterns and shared words are found, with their files."""
    text = (
        "start: a | b\na: _X_AND _Y\nb: _Z_AND _Y\n"
        "// ---- xx/one.lark\n_X_AND: /(?:and)\\b/i\n"
        "// ---- xx/two.lark\n_Z_AND: /and(?!\\w)/i\n_Y: /y/\n"
    )
    parser = Lark(text, parser="lalr", lexer="contextual")
    alts = {t.name: _pattern_alternatives(t) for t in parser.terminals}
    assert alts["_X_AND"] == alts["_Z_AND"] == frozenset({"and"})
    assert _terminal_files("xx", text)["_Z_AND"] == "grammar/xx/two.lark"
    assert alternatives(r"(?:le|la|les)\b|l'") == frozenset({"le", "la", "les", "l'"})
    assert alternatives(r"cibl[ée]e?s?\b") == frozenset({"cibl[ée]e?s?"})
    assert alternatives(r"(is|are)\b") == frozenset({"is", "are"})
