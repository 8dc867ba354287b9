"""An object "that's both white and black" (CR 105.2: an object can be more than one color) has
each of the two colors: two words of its filter, both required, in English Oracle and French
("qui est à la fois blanc et noir"), unlike "white and black spells" (either color). The same
color twice is no reading of "both": unparsed."""

from __future__ import annotations

from _card_ast import abilities_json, oracle_abilities, oracle_unparsed
from _scenario_cards import failures_on_battlefield

from rulesparser import ast as A
from rulesparser import parse

MIMIC = (
    "Whenever you cast a spell that's both white and black, Nightsky Mimic has base power and "
    "toughness 4/4 until end of turn and gains flying until end of turn."
)


def _filters(abilities: tuple[object, ...]) -> list[tuple[str, ...]]:
    return [
        n.filter for a in abilities for n in a.walk() if isinstance(n, A.ObjectRef) and n.filter
    ]


def test_a_spell_thats_both_white_and_black_has_both_colors() -> None:
    """Nightsky Mimic (Eventide): the spell cast is white and black, not white or black."""
    filters = _filters(oracle_abilities(MIMIC, "Nightsky Mimic"))
    assert ("black", "white", "spell") in filters
    assert not any("black|white" in f for f in filters)


def test_two_colors_joined_by_and_without_both_stay_unparsed() -> None:
    """Without "both", two colors joined by "and" in an object phrase may mean an object of
    both colors (CR 105.2) or of either ("white and black creature" was read "black or white":
    a guess); the Oracle texts say either with "and/or" or the noun twice ("red creatures and
    white creatures"). Refused in English, French and German; "or" stays a choice."""
    for text, lang in (
        ("Destroy target creature that's white and black.", "en"),
        ("Destroy target white and black creature.", "en"),
        ("Destroy all white and black creatures.", "en"),
        ("Détruisez la créature blanche et noire ciblée.", "fr"),
        ("Zerstöre eine weiße und schwarze Kreatur deiner Wahl.", "de"),
    ):
        assert _unparsed(text, lang), text
    (ability,) = oracle_abilities("Destroy target white or black creature.")
    assert ("black|white", "creature") in _filters((ability,))
    (ability,) = oracle_abilities("Red creatures and white creatures you control get +1/+1.")
    assert ("red|white", "creature", "you_control") in _filters((ability,))


def _unparsed(text: str, lang: str) -> bool:
    return any(isinstance(a, A.Unparsed) for a in parse(text, lang, lenient=True).abilities)


def test_french_says_the_same() -> None:
    en = abilities_json("Whenever you cast a spell that's both white and black, draw a card.", "en")
    fr = abilities_json(
        "À chaque fois que vous lancez un sort qui est à la fois blanc et noir, piochez une carte.",
        "fr",
    )
    assert en == fr


def test_both_of_one_color_is_unparsed() -> None:
    assert oracle_unparsed("Destroy target creature that's both white and white.")


def test_the_executor_plays_the_trigger() -> None:
    """The trigger of a spell of two colors is matched by the executor (no "can't play")."""
    failures = failures_on_battlefield(
        "Whenever you cast a spell that's both white and black, you gain 1 life."
    )
    assert not any("can't play" in f for f in failures), failures
