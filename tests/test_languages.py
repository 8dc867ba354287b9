"""Contract tests over the languages found on disk (spaCy style): every language defines every
keyword of kb/keywords.yaml and the word classes the grammar needs, and its grammar builds."""

from __future__ import annotations

import pytest

from rulesparser.lexicon import available_languages, keyword_table, load_lexicon
from rulesparser.parser import get_parser

LANGS = available_languages()


def test_the_three_languages_are_on_disk() -> None:
    assert {"en", "fr", "de"} <= set(LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_language_defines_every_keyword(lang: str) -> None:
    lex = load_lexicon(lang)
    missing = sorted(set(keyword_table()) - set(lex.keywords))
    assert missing == [], f"locales/{lang}/lexicon.yaml lacks keywords {missing}"
    assert all(lex.keywords[k] for k in keyword_table()), "every keyword needs at least one name"


@pytest.mark.parametrize("lang", LANGS)
def test_language_has_the_word_classes_of_english(lang: str) -> None:
    needed = {"NUMWORD", "COUNTER", "SELF", "PRONOUN", "ENTERS", "CAST", "ANDOR", "STEP"}
    missing = needed - set(load_lexicon(lang).classes)
    assert not missing, f"locales/{lang}/lexicon.yaml lacks word classes {sorted(missing)}"
    counters = load_lexicon(lang).classes["COUNTER"]
    assert {"time", "fade", "stun"} <= set(counters)


@pytest.mark.parametrize("lang", LANGS)
def test_grammar_builds_as_lalr(lang: str) -> None:
    parser = get_parser(lang)
    assert parser.options.parser == "lalr"


@pytest.mark.parametrize("lang", LANGS)
def test_number_words_one_to_five(lang: str) -> None:
    numbers = load_lexicon(lang).classes["NUMWORD"]
    assert {"1", "2", "3", "4", "5"} <= set(numbers)


@pytest.mark.parametrize("lang", available_languages())
def test_every_creature_type_word_has_a_type_line_name(lang: str) -> None:
    """A token's name is its subtypes (CR 111.4): every creature type the grammar reads must have
    a printed name in each language, or French and German logs fall back to English."""
    lex = load_lexicon(lang)
    missing = set(lex.classes["CREATURE_TYPE"]) - set(lex.type_names)
    assert not missing, f"locales/{lang}/lexicon.yaml type_names lacks {sorted(missing)}"


def test_token_names_are_localized() -> None:
    """The Deadly Grub token is an Insect, "Insecte" in French, "Insekt" in German."""
    from rulesparser.lexicon import token_names

    assert token_names(("insect",)) == {"en": "Insect", "fr": "Insecte", "de": "Insekt"}
    assert token_names(()) == {}


def test_an_unquoted_yaml_boolean_in_a_word_class_is_an_error() -> None:
    """English "no" (NUMWORD 0) unquoted was read by YAML as False and became the word "False";
    the loader now refuses it, naming the entry."""
    from rulesparser import lexicon
    from rulesparser.errors import RulesparserError

    with pytest.raises(RulesparserError, match=r"classes\.NUMWORD\.0: False is not a word"):
        lexicon._word("en", "NUMWORD", 0, False)
    assert "no" in load_lexicon("en").classes["NUMWORD"]["0"]
    assert "null" in load_lexicon("de").classes["NUMWORD"]["0"]
