"""Mana of a color in your commander's color identity (CR 903.4, 903.4f): "{T}: Add one mana of
any color in your commander's color identity." (Command Tower, Arcane Signet), a mana ability
whose color is chosen among the colors of the commander's identity, none without a commander."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser.describe import describe

YOU = A.PlayerRef(kind="you")


def test_command_tower_adds_a_color_of_the_commanders_identity() -> None:
    """Command Tower (ELD promo): one mana of one color of the commander's identity, not of any
    color (the "any color" reading would let a mono-green deck make blue mana)."""
    (ability,) = oracle_abilities(
        "{T}: Add one mana of any color in your commander's color identity.", "Command Tower"
    )
    assert ability.effect == A.AddManaOfChoice(
        player=YOU, amount=1, choice="commander_color_identity"
    )
    assert "commander's color identity" in describe(ability)
    (signet,) = oracle_abilities(
        "{T}: Add one mana of any color in your commander’s color identity.", "Arcane Signet"
    )
    assert signet.effect == ability.effect
