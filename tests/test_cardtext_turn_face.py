"""Turning a permanent face up or face down by an effect: "Turn target face-down creature face
up" (CR 702.37e, 708.8), "Turn ~ face down" (CR 708.2a: a 2/2 creature with no text, name,
subtypes or mana cost)."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse

SELF = A.ObjectRef(kind="self")


def test_turn_this_face_down() -> None:
    """Wall of Deceit (LGN): an activated ability turning the permanent itself face down."""
    (ability,) = oracle_abilities("{3}: Turn Wall of Deceit face down.", "Wall of Deceit")
    assert ability.effect == A.TurnFaceDown(object=SELF)


def test_turn_a_face_down_creature_face_up() -> None:
    """Ixidor, Reality Sculptor (ONS) and Break Open (ONS): a target face-down creature."""
    (ixidor,) = oracle_abilities(
        "{2}{U}: Turn target face-down creature face up.", "Ixidor, Reality Sculptor"
    )
    assert ixidor.effect == A.TurnFaceUp(
        object=A.ObjectRef(kind="target", filter=("face_down", "creature"))
    )
    (spell,) = oracle_abilities(
        "Turn target face-down creature an opponent controls face up.", "Break Open"
    )
    assert isinstance(spell.effect, A.TurnFaceUp)
    assert "face_down" in spell.effect.object.filter


def test_the_executor_reports_turning_face_down() -> None:
    """The executor has no face-down rules for an effect: the ability is reported, not
    played as something else."""
    import rulesparser.executor  # noqa: F401  (the rules modules register their effects)
    from rulesparser.executor.engine import effect_handler

    assert effect_handler(A.TurnFaceDown) is None


def test_turning_face_up_what_is_not_said_face_down_stays_unparsed() -> None:
    """Turning face up a creature not said to be face down says nothing a reader can check:
    left unparsed."""
    card = parse("Turn target creature face up.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)
