"""Predefined tokens spelled out (CR 111.10): Ixalan's "create a colorless Treasure artifact token
with "{T}, Sacrifice this artifact: Add one mana of any color."" is the Treasure token of later
Oracle text ("create a Treasure token"), one AST; a token of a predefined name whose quoted
ability is another one is not that token and stays unparsed. Real Oracle lines (Forge 2020)."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A

OLD = (
    "When Prosperous Pirates enters the battlefield, create two colorless Treasure artifact"
    ' tokens with "{T}, Sacrifice this artifact: Add one mana of any color."'
)
NEW = "When Prosperous Pirates enters the battlefield, create two Treasure tokens."


def test_spelled_treasure_is_the_predefined_treasure() -> None:
    """Prosperous Pirates (Ixalan) in its 2020 and its current wording: one AST."""
    (old,) = oracle_abilities(OLD, "Prosperous Pirates")
    (new,) = oracle_abilities(NEW, "Prosperous Pirates")
    assert old == new
    assert old.effect == A.CreateToken(amount=2, subtypes=("treasure",), types=("artifact",))


def test_spelled_treasure_after_an_attack() -> None:
    """Captain Lannery Storm: one Treasure token when it attacks."""
    (ability,) = oracle_abilities(
        "Whenever Captain Lannery Storm attacks, create a colorless Treasure artifact token with"
        ' "{T}, Sacrifice this artifact: Add one mana of any color."',
        "Captain Lannery Storm",
    )
    assert ability.effect == A.CreateToken(amount=1, subtypes=("treasure",), types=("artifact",))


def test_a_treasure_with_another_ability_stays_unparsed() -> None:
    """A "Treasure" token whose ability is not the predefined one is not read as a Treasure."""
    assert oracle_unparsed(
        'Create a colorless Treasure artifact token with "{T}, Sacrifice this artifact: Draw a'
        ' card."'
    )
