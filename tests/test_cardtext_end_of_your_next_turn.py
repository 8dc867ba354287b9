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


def test_cards_exiled_this_way_may_be_played_until_the_end_of_your_next_turn() -> None:
    """Escape to the Wilds (ELD): "cards exiled this way" are every card the spell just exiled
    (CR 608.2c), each playable until the end of your next turn; its German print says the
    same."""
    en = (
        "Exile the top five cards of your library. You may play cards exiled this way until the "
        "end of your next turn."
    )
    de = (
        "Schicke die obersten fünf Karten deiner Bibliothek ins Exil. Du kannst Karten, die auf "
        "diese Weise ins Exil geschickt wurden, bis zum Ende deines nächsten Zuges spielen."
    )
    (spell,) = oracle_abilities(en, "Escape to the Wilds")
    _, play = spell.effect.effects
    assert play == A.PlayPermission(
        player=A.PlayerRef(kind="you"),
        object=A.ObjectRef(kind="each", filter=("card", "exiled_this_way")),
        without_paying=False,
        duration=NEXT_TURN_END,
    )
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_spells_cast_from_among_the_exiled_cards_until_end_of_turn() -> None:
    """Apex of Power (M19): "you may cast spells from among them" lets each exiled card be
    cast (a spell is a card cast, CR 601.2a), never played as a land (CR 305.9: ``cast_only``);
    Ragavan (MH2): "Until end of turn, you may cast that card."."""
    (apex,) = oracle_abilities(
        "Exile the top seven cards of your library. Until end of turn, you may cast spells from "
        "among them."
    )
    _, cast = apex.effect.effects
    assert cast == A.PlayPermission(
        player=A.PlayerRef(kind="you"),
        object=A.ObjectRef(kind="each", filter=("card", "from_among_them")),
        without_paying=False,
        duration=A.Duration(kind="end_of_turn"),
        cast_only=True,
    )
    ragavan = oracle_abilities(
        "Whenever ~ deals combat damage to a player, create a Treasure token and exile the top "
        "card of that player's library. Until end of turn, you may cast that card.",
        "Ragavan, Nimble Pilferer",
    )
    permission = [n for a in ragavan for n in a.walk() if isinstance(n, A.PlayPermission)]
    assert [p.cast_only for p in permission] == [True]
