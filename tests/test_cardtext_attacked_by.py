"""Damage to what an attacking creature attacks: "the player or planeswalker it's attacking",
"the player or planeswalker that creature is attacking" (CR 506.3: only a player, a
planeswalker or a battle can be attacked; CR 508.1b: chosen as the creature attacks)."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.executor.unread_references import unread_reference

SELF = A.ObjectRef(kind="self")


def test_what_this_creature_is_attacking() -> None:
    """Scorch Spitter (M20): "it" is the creature dealing the damage, the one that attacks."""
    (ability,) = oracle_abilities(
        "Whenever Scorch Spitter attacks, it deals 1 damage to the player or planeswalker it's "
        "attacking.",
        "Scorch Spitter",
    )
    assert ability.trigger == A.EventTrigger(event="attacks", object=SELF)
    assert ability.effect == A.DealDamage(
        damage_source=SELF, amount=1, recipient=A.AttackedBy(object=SELF)
    )


def test_what_that_creature_is_attacking() -> None:
    """Cavalcade of Calamity (RNA): the source is the enchantment, the attacked player or
    planeswalker is the one the triggering creature attacks."""
    (ability,) = oracle_abilities(
        "Whenever a creature you control with power 1 or less attacks, Cavalcade of Calamity "
        "deals 1 damage to the player or planeswalker that creature is attacking.",
        "Cavalcade of Calamity",
    )
    assert ability.effect.damage_source == SELF
    assert ability.effect.recipient == A.AttackedBy(object=A.ObjectRef(kind="that"))


def test_equipped_creature_deals_damage_to_what_it_attacks() -> None:
    """Mage Slayer (ARB): the equipped creature is the source, its power the amount and what
    it attacks the recipient: one object throughout."""
    (ability,) = oracle_abilities(
        "Whenever equipped creature attacks, it deals damage equal to its power to the player "
        "or planeswalker it's attacking.",
        "Mage Slayer",
    )
    effect = ability.effect
    assert effect.recipient == A.AttackedBy(object=effect.damage_source)
    assert effect.amount.object == effect.damage_source


def test_the_executor_does_not_play_it() -> None:
    """The executor does not know what a creature attacks: the ability is reported, not
    played with some other recipient."""
    (ability,) = oracle_abilities(
        "Whenever Scorch Spitter attacks, it deals 1 damage to the player or planeswalker it's "
        "attacking.",
        "Scorch Spitter",
    )
    assert unread_reference(ability) == "attacked_by"


def test_attacked_by_outside_damage_stays_unparsed() -> None:
    """Only damage is read with this recipient; a prevention shield on it is not."""
    card = parse(
        "Prevent the next 1 damage that would be dealt to the player or planeswalker it's "
        "attacking.",
        "en",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)
