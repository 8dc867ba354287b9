""" "It can't be regenerated." after a destruction (CR 701.19c): the destruction said before it
can't be replaced by regeneration, also when a condition says that destruction ("If it was
kicked, destroy ...", "If you do, destroy ...")."""

from __future__ import annotations

from _card_ast import abilities_json

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
