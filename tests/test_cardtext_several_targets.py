"""Damage to several any targets (CR 115.4, 120.3, 601.2c): "deals 3 damage to each of two
targets", "deals X damage to each of up to three targets", "deals 4 damage to X targets", each
target dealt the amount (:class:`~rulesparser.ast.SeveralTargets`); the German printings
("fügt zwei Kreaturen und/oder Spielern deiner Wahl je 3 Schadenspunkte zu", "bis zu drei Zielen
deiner Wahl je X Schadenspunkte") give the same AST as the English Oracle line."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta

ANY = A.ANY_TARGET_KINDS


def _damage(text: str, name: str) -> A.DealDamage:
    (ability,) = oracle_abilities(text, name)
    return ability.effect


def _json(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


def test_each_of_two_targets() -> None:
    """Pinnacle of Rage (BNG): two different targets (CR 115.3), 3 damage to each; its German
    printing says "creatures and/or players", the any target of the 2018 Oracle update."""
    damage = _damage("Pinnacle of Rage deals 3 damage to each of two targets.", "Pinnacle of Rage")
    assert damage.amount == 3
    assert damage.recipient == A.SeveralTargets(kinds=ANY, count=2)
    en = _json("Pinnacle of Rage deals 3 damage to each of two targets.", "en", "Pinnacle of Rage")
    de = _json(
        "Der Gipfel der Wut fügt zwei Kreaturen und/oder Spielern deiner Wahl je 3 "
        "Schadenspunkte zu.",
        "de",
        "Gipfel der Wut",
    )
    assert en == de


def test_each_of_up_to_n_targets() -> None:
    """Fall of the Titans (OGW), Chandra, the Firebrand's -6 (M12): up to that many targets
    (CR 601.2c); the German "bis zu zwei Kreaturen und/oder Spielern deiner Wahl je X" and "bis
    zu drei Zielen deiner Wahl je X" (Jaya's Immolating Inferno) say the same."""
    damage = _damage(
        "Fall of the Titans deals X damage to each of up to two targets.", "Fall of the Titans"
    )
    assert damage.amount == A.Variable(name="X")
    assert damage.recipient == A.SeveralTargets(kinds=ANY, count=2, up_to=True)
    en = _json(
        "Fall of the Titans deals X damage to each of up to two targets.",
        "en",
        "Fall of the Titans",
    )
    de = _json(
        "Der Fall der Titanen fügt bis zu zwei Kreaturen und/oder Spielern deiner Wahl je X "
        "Schadenspunkte zu.",
        "de",
        "Fall der Titanen",
    )
    assert en == de
    # Jaya's Immolating Inferno (DOM): "Zielen", and "Schadenpunkte" as printed
    jaya = _json(
        "Jaya's Immolating Inferno deals X damage to each of up to three targets.",
        "en",
        "Jaya's Immolating Inferno",
    )
    zielen = _json(
        "Jayas brennendes Inferno fügt bis zu drei Zielen deiner Wahl je X Schadenpunkte zu.",
        "de",
        "Jayas brennendes Inferno",
    )
    assert jaya == zielen


def test_x_targets_and_one_target() -> None:
    """Meteor Blast: "X targets", as many as X (CR 107.3); one target is "any target", never a
    number of targets; "each of two target creatures" stays targets of one kind."""
    damage = _damage("Meteor Blast deals 4 damage to X targets.", "Meteor Blast")
    assert damage.recipient == A.SeveralTargets(kinds=ANY, count=A.Variable(name="X"))
    creatures = _damage(
        "Jaya Ballard deals 2 damage to each of two target creatures.", "Jaya Ballard"
    )
    assert creatures.recipient == A.ObjectRef(kind="target", filter=("creature",), count=2)
