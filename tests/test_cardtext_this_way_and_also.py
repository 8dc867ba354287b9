"""A later sentence of an ability about what an earlier one did (CR 608.2c): "If a creature is
dealt damage this way, ..." (one of the objects the damage was dealt to is of that kind, CR
120.3), "If its mana value was 3 or less, ..." (the object as it last existed, CR 608.2h), and
"it also gains lifelink" ("also" adds nothing to the instruction). Real English Oracle lines of
Kaldheim, Innistrad: Midnight Hunt, Throne of Eldraine, Dominaria, Zendikar Rising, Dominaria
United and Core Set 2020."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed
from _scenario_cards import failures_casting

from rulesparser import ast as A


def _walk(abilities: tuple[object, ...]) -> list[A.Node]:
    return [n for a in abilities for n in a.walk()]


def _dealt_damage(filter_: tuple[str, ...]) -> A.Compare:
    counted = A.ObjectRef(kind="each", filter=(*filter_, "dealt_damage_this_way"))
    return A.Compare(value=A.Count(what="objects", object=counted), op=">=", amount=1)


def test_if_a_creature_is_dealt_damage_this_way() -> None:
    # Provoke the Trolls (KHM)
    (spell,) = oracle_abilities(
        "Provoke the Trolls deals 3 damage to any target. If a creature is dealt damage this"
        " way, it gets +5/+0 until end of turn.",
        "Provoke the Trolls",
    )
    damage, conditional = spell.effect.effects
    assert isinstance(damage, A.DealDamage)
    assert conditional.condition == _dealt_damage(("creature",))
    assert isinstance(conditional.effect, A.ModifyPowerToughness)
    assert conditional.effect.object.kind in ("it", "that")


def test_dealt_damage_this_way_of_a_kind() -> None:
    # Silver Bolt (MID), Redcap Melee (ELD)
    bolt = oracle_abilities(
        "{3}, {T}, Sacrifice Silver Bolt: It deals 3 damage to target creature. If a Werewolf"
        " is dealt damage this way, destroy it.",
        "Silver Bolt",
    )
    assert _dealt_damage(("werewolf",)) in _walk(bolt)
    melee = oracle_abilities(
        "Redcap Melee deals 4 damage to target creature or planeswalker. If a nonred"
        " permanent is dealt damage this way, you sacrifice a land.",
        "Redcap Melee",
    )
    assert _dealt_damage(("nonred", "permanent")) in _walk(melee)


def test_dealt_damage_this_way_with_no_damage_before_stays_unparsed() -> None:
    assert oracle_unparsed(
        "Destroy target creature. If a creature is dealt damage this way, draw a card."
    )


def test_the_executor_refuses_dealt_damage_this_way() -> None:
    failures = failures_casting(
        "Provoke the Trolls deals 3 damage to any target. If a creature is dealt damage this"
        " way, it gets +5/+0 until end of turn.",
        name="Provoke the Trolls",
        mana_cost="{3}{R}",
        ruling="CR 608.2c",
    )
    assert any("can't play" in f and "dealt_damage_this_way" in f for f in failures), failures


def test_its_mana_value_was() -> None:
    # Extinguish the Light (DMU): the destroyed object's value, as "is" reads it
    was = oracle_abilities(
        "Destroy target creature or planeswalker. If its mana value was 3 or less, you gain 3 life."
    )
    is_ = oracle_abilities(
        "Destroy target creature or planeswalker. If its mana value is 3 or less, you gain 3 life."
    )
    assert was == is_
    assert A.ObjectRef(kind="it", filter=("mana_value<=3",)) in _walk(was)


def test_also_adds_nothing_to_the_instruction() -> None:
    # Blessing of Belzenlok (DOM), Shell Shield (ZNR), Goblin Barrage (DOM)
    pairs = [
        "Target creature gets +2/+1 until end of turn. If it's legendary, it {}gains lifelink"
        " until end of turn.",
        "Target creature you control gets +0/+3 until end of turn. If this spell was kicked,"
        " that creature {}gains hexproof until end of turn.",
        "Goblin Barrage deals 4 damage to target creature. If this spell was kicked, it {}deals"
        " 4 damage to target player or planeswalker.",
    ]
    for text in pairs:
        assert oracle_abilities(text.format("also "), "Goblin Barrage") == oracle_abilities(
            text.format(""), "Goblin Barrage"
        )
