"""Word-list terminals matched through prefix-tree regexes (rulesparser/wordtrie.py) must match
exactly what the terminal's own regex matches: compared for every terminal of the older and the
card-text grammars of each language, at every word of the seed cards' texts and at every form
of every word class (each followed by a blank, a letter, a slash and the end of text)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
import yaml

from rulesparser import parser as P
from rulesparser.cardtext import _parser as card_text_parser
from rulesparser.cardtext import phrase_lexicon
from rulesparser.normalize import normalize_line, split_lines
from rulesparser.wordtrie import _case_class, trie_regex

SEED_CARDS = Path(__file__).resolve().parents[1] / "kb" / "seed_cards.yaml"


@cache
def _texts(lang: str) -> list[tuple[str, int]]:
    """(text, position) pairs: every word of the seed lines, every form of a word class at
    the start of a text."""
    cards = yaml.safe_load(SEED_CARDS.read_text(encoding="utf-8"))["cards"]
    out: dict[tuple[str, int], None] = {}
    for card in cards:
        for kind in ("printed", "oracle"):
            entry = (card.get(kind) or {}).get(lang) or {}
            for _, line in split_lines(entry.get("text") or ""):
                line = normalize_line(line)
                for m in re.finditer(r"(?<!\w)\S", line):
                    out[(line, m.start())] = None
    for values in phrase_lexicon(lang).classes.values():
        for forms in values.values():
            for form in forms:
                for tail in (" x", "s", "/", ""):
                    out[(f"{form}{tail}", 0)] = None
                out[(f"{str(form).upper()} x", 0)] = None
    return list(out)


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_prefix_tree_regexes_match_as_the_terminals_own(lang: str) -> None:
    rewritten = 0
    for parser in (P._transforming_parser(lang), card_text_parser(lang)):
        table = parser.parser.lexer._table
        for name, term in table.by_name.items():
            source = term.pattern.to_regexp()
            fast = trie_regex(source, table.flags)
            if fast == source:
                continue
            rewritten += 1
            a, b = re.compile(source, table.flags), re.compile(fast, table.flags)
            for text, pos in _texts(lang):
                ma, mb = a.match(text, pos), b.match(text, pos)
                assert (ma and ma.group(0)) == (mb and mb.group(0)), (name, text, pos)
    assert rewritten >= 20  # the word classes (subtypes, counters, keywords...) are rewritten


def test_longest_form_first_whatever_follows() -> None:
    source = r"(?i:(?:elf\s+warrior|ELF|goblin|orc|ogre|oxen|ox|zombie)(?:\s+x)?)"
    fast = trie_regex(source)
    assert fast != source
    for text in ("elf warrior x", "Elf x", "elf  warrior", "oxen", "ox x", "elfs", "Zombie"):
        a, b = re.match(source, text), re.match(fast, text)
        assert (a and a.group(0)) == (b and b.group(0)), text


@pytest.mark.parametrize(
    "source",
    [
        r"(?:ox|oxen|a|b|c|d|e)\b",  # a form before a longer one: the shorter one wins there
        r"(?i:(?:si|sı|a|b|c|d|e))",  # "i" and dotless "ı" are one letter under IGNORECASE
        r"(?:a\w|b|c|d|e|f|g)",  # a class, not a word
        r"(?:a|b|c)",  # too few to matter
    ],
)
def test_left_alone_when_not_a_plain_word_list(source: str) -> None:
    assert trie_regex(source) == source


def test_branches_start_with_the_letters_exact_case_class() -> None:
    """Under IGNORECASE each branch of a prefix tree starts with the class of characters its
    letter matches (so the regex engine skips a branch without entering it): the same
    characters as the letter under IGNORECASE, the Kelvin sign for "k", the long s for "s",
    the dotted capital I for "i"."""
    fast = trie_regex(r"(?i:(?:kobold|kithkin|sliver|spirit|island|elf|ogre))")
    assert fast.startswith("(?i:(?:(?-i:[")
    letters = "abcdefghijklmnopqrstuvwxyzàâäçéèêëîïôöùûüÿœßæø"
    # Latin letters and the characters Python's regex engine equates with them beyond lower()
    chars = [chr(c) for c in range(0x250)] + list("\u0130\u0131\u017f\u212a\u212b\u1e9e\u2126")
    for letter in letters:
        plain = re.compile("(?i)" + re.escape(letter))
        head = re.compile(_case_class(letter))
        for ch in chars:
            assert (plain.fullmatch(ch) is None) == (head.fullmatch(ch) is None), (letter, ch)
    for text in ("Kobold", "\u212aithkin", "\u017fliver", "\u0130sland", "ELF", "ogres"):
        a = re.match(r"(?i:(?:kobold|kithkin|sliver|spirit|island|elf|ogre))", text)
        b = re.match(fast, text)
        assert (a and a.group(0)) == (b and b.group(0)), text
