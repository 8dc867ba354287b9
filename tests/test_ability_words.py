"""Ability words (CR 207.2c) have no rules meaning, except in the early printings where the word
and its reminder were the only statement of a condition (Odyssey's threshold): a static ability
after it holds as long as the condition does, as the Oracle text says; any other line is left
unparsed rather than read without its condition."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse

# ODY Demoralize, second line: printed English, French and German
PRINTED = [
    (
        "en",
        "Threshold — Creatures can't block this turn. (You have threshold if seven or more cards "
        "are in your graveyard.)",
    ),
    (
        "fr",
        "Seuil — Les créatures ne peuvent pas bloquer ce tour-ci. (Vous avez le seuil si sept "
        "cartes ou plus sont dans votre cimetière.)",
    ),
]


@pytest.mark.parametrize(("lang", "text"), PRINTED)
def test_threshold_without_its_condition_is_not_read(lang: str, text: str) -> None:
    (line,) = parse(text, lang, lenient=True).abilities
    assert isinstance(line, A.Unparsed)
    assert "condition" in line.error


def test_the_same_sentence_without_the_ability_word_is_read() -> None:
    (line,) = parse("Creatures can't block this turn.", "en").abilities
    assert isinstance(line, A.SpellAbility)


def test_an_ability_word_without_meaning_is_kept_as_data() -> None:
    text = (
        "Landfall — Whenever a land enters the battlefield under your control, Kazandu Mammoth "
        "gets +2/+2 until end of turn."
    )
    (ability,) = parse(text, "en", card_name="Kazandu Mammoth").abilities
    assert isinstance(ability, A.TriggeredAbility)
    assert ability.source.ability_word == "Landfall"


# ODY Nimble Mongoose: printed English and French against the Oracle text
MONGOOSE = [
    (
        "en",
        "Nimble Mongoose",
        "Threshold — Nimble Mongoose gets +2/+2. (You have threshold as long as seven or more "
        "cards are in your graveyard.)",
    ),
    (
        "fr",
        "Mangouste agile",
        "Seuil — La Mangouste agile gagne +2/+2. (Vous avez le seuil tant qu'il y a sept cartes "
        "ou plus dans votre cimetière.)",
    ),
]


@pytest.mark.parametrize(("lang", "name", "text"), MONGOOSE)
def test_a_static_threshold_line_holds_as_long_as_seven_cards_are_in_the_graveyard(
    lang: str, name: str, text: str
) -> None:
    oracle = parse(
        "Threshold — Nimble Mongoose gets +2/+2 as long as seven or more cards are in your "
        "graveyard.",
        "en",
        card_name="Nimble Mongoose",
    ).abilities
    (ability,) = parse(text, lang, card_name=name).abilities
    assert [ability] == list(oracle)
    assert isinstance(ability.effect, A.Conditional)
    assert ability.effect.condition.amount == 7


@pytest.mark.parametrize(
    ("line", "lang"),
    [
        ("Boast — {2}{R}: Fearless Pup gets +2/+0 until end of turn.", "en"),
        ("Vantardise — {1}{W} : Engagez une créature ciblée.", "fr"),
        ("Prahlen — {1}{W}: Tappe eine Kreatur deiner Wahl.", "de"),
    ],
)
def test_a_keyword_before_a_dash_is_not_an_ability_word(line: str, lang: str) -> None:
    """Boast (CR 702.142a) restricts its ability (only if this creature attacked this turn, once
    each turn): read as an ability word, it would be a plain activated ability. Not read yet."""
    (ability,) = parse(line, lang, lenient=True).abilities
    assert isinstance(ability, A.Unparsed)
