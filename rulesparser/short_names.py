"""A card's shortened name (CR 201.5c: "Text printed on some cards refers to that card by a
shortened version of its name"): "Phage" for Phage the Untouchable, "Darigaaz" for Darigaaz
Reincarnated, "Svyelun" for Svyelun of Sea and Sky (French "Svyelun des mers et des cieux",
German "Svyelun von Meer und Himmel"), "Syr Elenora" for German "Syr Elenora die
Scharfsichtige".

The comma forms ("Intet" for "Intet, the Dreamer") are the lexicon's ``name_short_forms`` and are
always tried. The forms here are the name's leading capitalised words (before its first word in
lower case: "Syr Elenora" of "Syr Elenora die Scharfsichtige") and its first word, and they are
riskier: the first word of "Goblin King" is a creature type, that of "Soul Echo" a word of other
cards' text, that of "Marit Lage's Slumber" part of another name. So the parser tries them only
on a line that does not parse with the full name (:func:`rulesparser.parser._parse_line_cached`),
and only a form whose every word is no word of the language's grammar (no word class of the
lexicon, no keyword name, no word the grammar files spell out) and that the line prints
capitalised as the name prints it.
"""

from __future__ import annotations

import bisect
import functools
import re

from rulesparser.cardtext import grammar_text as card_text_grammar_text
from rulesparser.cardtext import phrase_lexicon
from rulesparser.lexicon import load_lexicon
from rulesparser.parser import grammar_text as sentence_grammar_text

_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
#: a string literal of a grammar file ("creature"i, "vous")
_LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
_COMMENT = re.compile(r"//[^\n]*")


@functools.cache
def known_words(lang: str) -> frozenset[str]:
    """Every word (lower case) that ``lang``'s grammar reads as a word of its own: the forms of
    the lexicon's word classes (types, subtypes, counters, objects, ...), its keyword names and
    the string literals of its grammar files."""
    lex = phrase_lexicon(lang)
    texts: list[str] = [f for forms in lex.classes.values() for fs in forms.values() for f in fs]
    texts += [n for ns in load_lexicon(lang).keywords.values() for n in ns]
    for grammar in (sentence_grammar_text(lang), card_text_grammar_text(lang)):
        texts += _LITERAL.findall(_COMMENT.sub("", grammar))
    return frozenset(w.lower() for t in texts for w in _WORD.findall(t))


@functools.lru_cache(maxsize=4096)
def short_name_forms(card_name: str, lang: str) -> tuple[str, ...]:
    """The shortened forms of ``card_name`` the parser may try on a line that does not parse
    (see the module docstring), longest first: its leading capitalised words when a word in
    lower case follows them, and its first word; each of letters only, starting with a capital
    letter, and of no word :func:`known_words` has. A name with a comma has its lexicon forms
    instead; a name of one word has none."""
    if "," in card_name:
        return ()
    words = card_name.split()
    if len(words) < 2:
        return ()
    lead: list[str] = []
    for w in words:
        if not w[:1].isupper():
            break
        lead.append(w)
    candidates = []
    if 1 < len(lead) < len(words):
        candidates.append(" ".join(lead))
    candidates.append(words[0])
    known = known_words(lang)
    return tuple(
        c
        for c in candidates
        if c[:1].isupper() and all(_WORD.fullmatch(w) and w.lower() not in known for w in c.split())
    )


def printed_short_forms(line: str, card_name: str, lang: str) -> tuple[str, ...]:
    """The shortened forms of ``card_name`` that ``line`` prints as a word, capitalised as the
    name prints them ("Phage deals", German "Syr Elenoras" with its genitive ending), never
    right before a capitalised word the grammar does not know: "Marit" of "Marit Lage's
    Slumber" in "create Marit Lage, a legendary ..." begins another name (a German noun begins a
    word of the grammar: "Schaden" of "Schadenspunkte")."""
    out = []
    for form in short_name_forms(card_name, lang):
        if form not in line:  # (most lines: no pattern compiled for this card's name)
            continue
        found = [
            m.group(1) for m in re.finditer(rf"(?<!\w){re.escape(form)}\w*(?:\s+(\S+))?", line)
        ]
        if found and not any(
            w and w[:1].isupper() and not _begins_known_word(w.strip(".,;:!?\"'«»„“"), lang)
            for w in found
        ):
            out.append(form)
    return tuple(out)


@functools.cache
def _sorted_known_words(lang: str) -> tuple[str, ...]:
    return tuple(sorted(known_words(lang)))


def _begins_known_word(word: str, lang: str) -> bool:
    """Whether ``word`` (any case) is a word of :func:`known_words` or begins one."""
    low = word.lower()
    words = _sorted_known_words(lang)
    i = bisect.bisect_left(words, low)
    return i < len(words) and words[i].startswith(low)
