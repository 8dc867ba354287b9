"""An object "that's both white and black" (CR 105.2: an object can be more than one color) has
each of the two colors: two words of its filter, both required, in English Oracle and French
("qui est à la fois blanc et noir"), unlike "white and black spells" (either color). The same
color twice is no reading of "both": unparsed."""

from __future__ import annotations

from _card_ast import abilities_json, oracle_abilities, oracle_unparsed
from _scenario_cards import failures_on_battlefield

from rulesparser import ast as A

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


def test_either_color_stays_a_choice() -> None:
    """Without "both", "white and black" keeps its reading as a list of alternatives."""
    (ability,) = oracle_abilities("Destroy target creature that's white and black.")
    assert ("black|white", "creature") in _filters((ability,))


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
