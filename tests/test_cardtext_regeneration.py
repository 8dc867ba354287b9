""" "It can't be regenerated." after a destruction (CR 701.19c): the destruction said before it
can't be replaced by regeneration, also when a condition says that destruction ("If it was
kicked, destroy ...", "If you do, destroy ...")."""

from __future__ import annotations

from _card_ast import abilities_json, oracle_unparsed

from rulesparser import ast as A
from rulesparser import parse


def test_kicked_destruction_cant_be_regenerated_en_fr() -> None:
    # Shivan Emissary (INV): Oracle and the 2001 French printing
    en = (
        "When ~ enters the battlefield, if it was kicked, destroy target nonblack creature. "
        "It can't be regenerated."
    )
    fr = (
        "Quand l'~ arrive en jeu, si vous avez payé le coût de kick, détruisez la créature "
        "non-noire ciblée. Elle ne peut pas être régénérée."
    )
    (ability,) = parse(en).abilities
    assert isinstance(ability, A.TriggeredAbility)
    assert ability.condition == A.KickerPaid()
    assert ability.effect == A.Destroy(
        object=A.ObjectRef(kind="target", filter=("nonblack", "creature")),
        cant_be_regenerated=True,
    )
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


def test_destruction_if_you_do_cant_be_regenerated() -> None:
    # Necrite (FEM, 5ED): the destruction under "If you do" is the one not regenerated
    en = (
        "Whenever ~ attacks and isn't blocked, you may sacrifice it. If you do, destroy target "
        "creature defending player controls. It can't be regenerated."
    )
    (ability,) = parse(en).abilities
    steps = ability.effect.effects
    assert isinstance(steps[-1], A.Conditional)
    assert steps[-1].effect.cant_be_regenerated


def test_creature_destroyed_this_way_cant_be_regenerated_en_fr_de() -> None:
    # Damn (MH2): "A creature destroyed this way" is the one destroyed, as "It" (CR 701.19c)
    en = "Destroy target creature. A creature destroyed this way can't be regenerated."
    fr = (
        "Détruisez une créature ciblée. Une créature détruite de cette manière ne peut pas être "
        "régénérée."
    )
    de = (
        "Zerstöre eine Kreatur deiner Wahl. Eine auf diese Weise zerstörte Kreatur kann nicht "
        "regeneriert werden."
    )
    (ability,) = parse(en).abilities
    assert ability.effect == A.Destroy(
        object=A.ObjectRef(kind="target", filter=("creature",)), cant_be_regenerated=True
    )
    assert abilities_json(en, "en") == abilities_json(
        "Destroy target creature. It can't be regenerated.", "en"
    )
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_creatures_destroyed_if_no_one_takes_the_offer() -> None:
    # Breaking Point (JUD): the destruction done if no player takes the damage
    en = (
        "Any player may have ~ deal 6 damage to them. If no one does, destroy all creatures. "
        "Creatures destroyed this way can't be regenerated."
    )
    (ability,) = parse(en).abilities
    offer = ability.effect
    assert isinstance(offer, A.AnyPlayerMay) and offer.if_declined
    assert offer.effect == A.Destroy(
        object=A.ObjectRef(kind="each", filter=("creature",)), cant_be_regenerated=True
    )


def test_destroyed_this_way_of_other_objects_stays_unparsed() -> None:
    # said of a part of what was destroyed (artifacts and creatures), or of objects the
    # destruction did not name: not read as the whole destruction's (nor as a static
    # restriction beside a one-shot effect)
    for text in (
        "Destroy all artifacts and creatures. Creatures destroyed this way can't be regenerated.",
        "Destroy target artifact. A creature destroyed this way can't be regenerated.",
    ):
        assert oracle_unparsed(text), text


def test_delayed_destruction_cant_be_regenerated() -> None:
    # War Barge (TSB): the destruction the delayed ability does
    (ability,) = parse(
        "{3}: Target creature gains islandwalk until end of turn. When ~ leaves the battlefield "
        "this turn, destroy that creature. A creature destroyed this way can't be regenerated."
    ).abilities
    delayed = ability.effect.effects[-1]
    assert isinstance(delayed, A.DelayedTrigger)
    assert delayed.effect == A.Destroy(object=A.ObjectRef(kind="that"), cant_be_regenerated=True)
