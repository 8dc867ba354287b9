"""Counters a player has (CR 122.1): Commander 2015's experience counters, "you get an
experience counter" (:class:`~rulesparser.ast.PlayerGetsCounters`) and "for each experience
counter you have" / "the number of experience counters you have" (``Count(what=
"player_counters")``). Real Oracle lines (Forge 2020)."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A

YOU = A.PlayerRef(kind="you")
EXPERIENCE = A.Count(what="player_counters", player=YOU, counter="experience")


def test_kalemne_gets_and_counts_experience() -> None:
    """Kalemne, Disciple of Iroas: a counter gained on a cast, and +1/+1 for each."""
    trigger, static = oracle_abilities(
        "Whenever you cast a creature spell with converted mana cost 5 or greater, you get an"
        " experience counter.\nKalemne, Disciple of Iroas gets +1/+1 for each experience counter"
        " you have.",
        "Kalemne, Disciple of Iroas",
    )
    assert trigger.effect == A.PlayerGetsCounters(player=YOU, counter="experience", amount=1)
    assert static.effect.power == EXPERIENCE == static.effect.toughness


def test_ezuri_puts_that_many_counters() -> None:
    """Ezuri, Claw of Progress: "where X is the number of experience counters you have"."""
    (_, trigger) = oracle_abilities(
        "Whenever a creature with power 2 or less enters the battlefield under your control, you"
        " get an experience counter.\nAt the beginning of combat on your turn, put X +1/+1"
        " counters on another target creature you control, where X is the number of experience"
        " counters you have.",
        "Ezuri, Claw of Progress",
    )
    assert trigger.effect.amount == EXPERIENCE
