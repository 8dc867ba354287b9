"""French targets of several kinds said after "cibles" (2018 on): "X cibles, créatures et/ou
planeswalkers" (X target creatures and/or planeswalkers, CR 115.1), "jusqu'à deux cibles,
créatures et/ou planeswalkers", the plural of "une cible, créature ou planeswalker", and damage
divided among "n'importe quel nombre de cibles, créatures et/ou planeswalkers" (CR 601.2d), while
", créatures et/ou joueurs" after "cibles" stays any target. Real printed lines against their
English Oracle lines."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse


@pytest.mark.parametrize(
    ("fr", "en"),
    [
        # Mass Manipulation (RNA)
        (
            "Acquérez le contrôle de X cibles, créatures et/ou planeswalkers.",
            "Gain control of X target creatures and/or planeswalkers.",
        ),
        (
            "Détruisez jusqu'à deux cibles, créatures et/ou planeswalkers.",
            "Destroy up to two target creatures and/or planeswalkers.",
        ),
        # Bloodchief's Thirst (ZNR): the kinds between commas, then the object's "with"
        (
            "Détruisez une cible, créature ou planeswalker, avec un coût converti de mana "
            "inférieur ou égal à 2.",
            "Destroy target creature or planeswalker with mana value 2 or less.",
        ),
        # Fury (MH2): damage divided among targets of those kinds (CR 601.2d)
        (
            "Quand la ~ arrive sur le champ de bataille, elle inflige 4 blessures réparties comme "
            "vous le voulez entre n'importe quel nombre de cibles, créatures et/ou planeswalkers.",
            "When ~ enters the battlefield, it deals 4 damage divided as you choose among any "
            "number of target creatures and/or planeswalkers.",
        ),
    ],
)
def test_plural_targets_of_several_kinds_read_as_the_oracle_line(fr: str, en: str) -> None:
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


def test_x_targets_are_x_objects_each_of_either_kind() -> None:
    (spell,) = parse(
        "Acquérez le contrôle de X cibles, créatures et/ou planeswalkers.", "fr"
    ).abilities
    obj = spell.effect.object
    assert obj.kind == "target" and obj.count == A.Variable(name="X")


def test_creatures_and_or_players_after_targets_stay_any_target() -> None:
    """ "n'importe quel nombre de cibles, créatures et/ou joueurs" (the Oracle's "any number of
    targets", CR 115.4): any target, not creatures or players only."""
    (spell,) = parse(
        "La ~ inflige 5 blessures réparties comme vous le désirez entre n'importe quel nombre de "
        "cibles, créatures et/ou joueurs.",
        "fr",
    ).abilities
    assert A.Target(kinds=A.ANY_TARGET_KINDS) in list(spell.walk())


def test_one_or_two_targets_of_divided_damage_stay_any_target() -> None:
    """ "entre une ou deux cibles, créatures et/ou joueurs", "entre une ou deux cibles" (the
    count of the divided damage's targets, CR 601.2d): not read as two targets of a kind."""
    for text in (
        "La ~ inflige 2 blessures réparties comme vous le désirez entre une ou deux cibles, "
        "créatures et/ou joueurs.",
        "{3}{R} : L'~ inflige 2 blessures réparties comme vous le désirez entre une ou deux "
        "cibles.",
    ):
        (ability,) = parse(text, "fr").abilities
        assert A.Target(kinds=A.ANY_TARGET_KINDS) in list(ability.walk())


@pytest.mark.parametrize(
    ("fr", "en"),
    [
        # Rona's Vortex (DMU)
        (
            "Renvoyez une cible que vous ne contrôlez pas, créature ou planeswalker, dans la main "
            "de son propriétaire.",
            "Return target creature or planeswalker you don't control to its owner's hand.",
        ),
        (
            "Exilez une cible qu'un adversaire contrôle, créature ou planeswalker.",
            "Exile target creature or planeswalker an opponent controls.",
        ),
    ],
)
def test_a_target_whose_controller_is_said_before_its_kinds(fr: str, en: str) -> None:
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    (ability,) = parse(fr, "fr").abilities
    (target,) = [n for n in ability.walk() if isinstance(n, A.ObjectRef) and n.kind == "target"]
    assert target.filter[0] == "creature|planeswalker"
