"""'Can't have or gain [keyword]' (CR 613.1f, layer 6: an effect that says an object can't have
an ability): the Archetype cycle (Born of the Gods), Oracle and French print, one AST."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json, oracle_abilities

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta

OPPONENTS_CREATURES = A.ObjectRef(kind="each", filter=("creature", "opponent_controls"))
PERMANENT = A.Duration(kind="permanent")


def test_lose_and_cant_have_or_gain_is_two_layer_6_effects() -> None:
    """Archetype of Imagination: the creatures lose flying, and no effect can give it back to
    them while the ability applies (CR 613.1f)."""
    (line,) = oracle_abilities(
        "Creatures your opponents control lose flying and can't have or gain flying.",
        "Archetype of Imagination",
    )
    assert line == A.StaticEffect(
        effect=A.Sequence(
            effects=(
                A.LoseAbility(object=OPPONENTS_CREATURES, ability="flying", duration=PERMANENT),
                A.CantHaveAbility(object=OPPONENTS_CREATURES, ability="flying", duration=PERMANENT),
            )
        )
    )


@pytest.mark.parametrize(
    ("printed", "oracle", "name"),
    [
        (
            "Les créatures que vos adversaires contrôlent perdent le vol et ne peuvent pas "
            "avoir ou acquérir le vol.",
            "Creatures your opponents control lose flying and can't have or gain flying.",
            "Archetype of Imagination",
        ),
        # "initiative": first strike in French prints (Archetype of Courage)
        (
            "Les créatures que vos adversaires contrôlent perdent l'initiative et ne peuvent "
            "pas avoir ou acquérir l'initiative.",
            "Creatures your opponents control lose first strike and can't have or gain first "
            "strike.",
            "Archetype of Courage",
        ),
    ],
)
def test_french_print_is_the_oracle_ability(printed: str, oracle: str, name: str) -> None:
    assert abilities_json(printed, "fr") == [
        strip_meta(a.to_json()) for a in oracle_abilities(oracle, name)
    ]


def test_cant_have_a_quoted_ability_stays_unparsed() -> None:
    """Only keywords are read: an ability given in quotes is not one the node can name."""
    card = parse(
        'Creatures your opponents control can\'t have or gain "{T}: Add {G}."', "en", lenient=True
    )
    assert isinstance(card.abilities[0], A.Unparsed)
