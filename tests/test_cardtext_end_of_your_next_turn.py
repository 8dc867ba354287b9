"""The duration "until the end of your next turn" (CR 514.2: the effect ends in the cleanup step
of your next turn; ``Duration(kind="end_of_your_next_turn")``), said by the impulse draws of
Ravnica Allegiance to Kamigawa: Neon Dynasty. Oracle and French prints, one AST."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json, oracle_abilities

from rulesparser import ast as A
from rulesparser.ast import strip_meta

NEXT_TURN_END = A.Duration(kind="end_of_your_next_turn")


def test_light_up_the_stage_lets_you_play_the_exiled_cards_until_then() -> None:
    """Light Up the Stage (RNA): the permission to play the cards exiled lasts until the end of
    your next turn, not of this one."""
    (spell,) = oracle_abilities(
        "Exile the top two cards of your library. Until the end of your next turn, you may play "
        "those cards.",
        "Light Up the Stage",
    )
    exile, play = spell.effect.effects
    assert exile.object == A.ObjectRef(kind="top_of_library", filter=("card", "your"), count=2)
    assert isinstance(play, A.PlayPermission) and play.duration == NEXT_TURN_END


@pytest.mark.parametrize(
    ("printed", "oracle", "name"),
    [
        (
            "Exilez les deux cartes du dessus de votre bibliothèque. Jusqu'à la fin de votre "
            "prochain tour, vous pouvez jouer ces cartes.",
            "Exile the top two cards of your library. Until the end of your next turn, you may "
            "play those cards.",
            "Light Up the Stage",
        ),
        (
            "I — Exilez les quatre cartes du dessus de votre bibliothèque. Jusqu'à la fin de "
            "votre prochain tour, vous pouvez jouer ces cartes.",
            "I — Exile the top four cards of your library. Until the end of your next turn, you "
            "may play those cards.",
            "Showdown of the Skalds",
        ),
    ],
)
def test_french_print_is_the_oracle_ability(printed: str, oracle: str, name: str) -> None:
    assert abilities_json(printed, "fr") == [
        strip_meta(a.to_json()) for a in oracle_abilities(oracle, name)
    ]
