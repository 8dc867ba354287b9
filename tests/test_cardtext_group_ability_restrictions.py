"""A restriction on activating the abilities of a group of permanents (CR 602.5, 605.1a):
"Activated abilities of artifacts can't be activated." (Collector Ouphe, MH1), printed in French
and German with the same meaning, read as the restriction "Enchanted creature's activated
abilities can't be activated" makes, on each object of the group."""

from __future__ import annotations

from _card_ast import abilities_json, oracle_abilities

from rulesparser import ast as A

PERMANENT = A.Duration(kind="permanent")


def _restriction(text: str, name: str) -> A.Restriction:
    (ability,) = oracle_abilities(text, name)
    (restriction,) = [n for n in ability.walk() if isinstance(n, A.Restriction)]
    return restriction


def test_activated_abilities_of_artifacts_cant_be_activated() -> None:
    """Collector Ouphe (MH1): every artifact's activated abilities, mana abilities included
    (CR 602.5); the same AST from the French and German printings."""
    restriction = _restriction(
        "Activated abilities of artifacts can't be activated.", "Collector Ouphe"
    )
    assert restriction == A.Restriction(
        object=A.ObjectRef(kind="each", filter=("artifact",)),
        action="activate_abilities",
        duration=PERMANENT,
    )
    en = abilities_json("Activated abilities of artifacts can't be activated.", "en")
    fr = abilities_json("Les capacités activées des artefacts ne peuvent pas être activées.", "fr")
    de = abilities_json(
        "Aktivierte Fähigkeiten von Artefakten können nicht aktiviert werden.", "de"
    )
    assert en == fr == de


def test_activated_abilities_of_creatures_cant_be_activated() -> None:
    """Cursed Totem (MH2), EN Oracle and its French and German printings: the same AST."""
    en = abilities_json("Activated abilities of creatures can't be activated.", "en")
    fr = abilities_json("Les capacités activées des créatures ne peuvent pas être activées.", "fr")
    de = abilities_json("Aktivierte Fähigkeiten von Kreaturen können nicht aktiviert werden.", "de")
    assert en == fr == de
    (ability,) = oracle_abilities("Activated abilities of creatures can't be activated.")
    assert ability.effect.object == A.ObjectRef(kind="each", filter=("creature",))


def test_a_group_you_do_not_control_and_mana_abilities_kept() -> None:
    """Linvala, Keeper of Silence: only creatures your opponents control; Karn, the Great
    Creator: artifacts; Damping Matrix's "unless they're mana abilities" keeps their mana
    abilities usable (CR 605.1a)."""
    linvala = _restriction(
        "Activated abilities of creatures your opponents control can't be activated.",
        "Linvala, Keeper of Silence",
    )
    assert linvala.object == A.ObjectRef(kind="each", filter=("creature", "opponent_controls"))
    assert linvala.action == "activate_abilities"
    karn = _restriction(
        "Activated abilities of artifacts your opponents control can't be activated.",
        "Karn, the Great Creator",
    )
    assert karn.object == A.ObjectRef(kind="each", filter=("artifact", "opponent_controls"))
    matrix = _restriction(
        "Activated abilities of artifacts and creatures can't be activated unless they're mana "
        "abilities.",
        "Damping Matrix",
    )
    assert matrix.action == "activate_nonmana_abilities"
