"""The restrictions of the modern "Arrest" Auras, English Oracle lines: "can't attack, block, or
crew Vehicles" (CR 508.1, 509.1, 702.122a) and "its activated abilities can't be activated
unless they're mana abilities" (CR 602.5, 605.1a)."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A

PERMANENT = A.Duration(kind="permanent")


def test_cant_attack_block_or_crew() -> None:
    """Revoke Privileges (KLD): one restriction of the enchanted creature, for as long as the
    Aura is attached (a static ability)."""
    (_, static) = oracle_abilities(
        "Enchant creature\nEnchanted creature can't attack, block, or crew Vehicles.",
        "Revoke Privileges",
    )
    assert static.effect == A.Restriction(
        object=A.ObjectRef(kind="enchanted", filter=("creature",)),
        action="attack_block_or_crew",
        duration=PERMANENT,
    )


def test_activated_abilities_but_mana_abilities() -> None:
    """Intercessor's Arrest (NEO) says the two restrictions in two sentences, Bound in Gold
    (KHM) in one: the same abilities; its mana abilities stay usable (CR 605.1a), where "its
    activated abilities can't be activated" stops them all."""
    arrest = oracle_abilities(
        "Enchant permanent\nEnchanted permanent can't attack, block, or crew Vehicles. Its "
        "activated abilities can't be activated unless they're mana abilities.",
        "Intercessor's Arrest",
    )
    gold = oracle_abilities(
        "Enchant permanent\nEnchanted permanent can't attack, block, or crew Vehicles, and its "
        "activated abilities can't be activated unless they're mana abilities.",
        "Bound in Gold",
    )
    actions = [n.action for a in arrest[1:] for n in a.walk() if isinstance(n, A.Restriction)]
    assert actions == ["attack_block_or_crew", "activate_nonmana_abilities"]
    assert [n for a in gold[1:] for n in a.walk() if isinstance(n, A.Restriction)] == [
        n for a in arrest[1:] for n in a.walk() if isinstance(n, A.Restriction)
    ]
    (_, fetters) = oracle_abilities(
        "Enchant permanent\nEnchanted permanent can't attack or block, and its activated "
        "abilities can't be activated.",
        "Faith's Fetters",
    )
    assert [n.action for n in fetters.walk() if isinstance(n, A.Restriction)] == [
        "attack_or_block",
        "activate_abilities",
    ]
