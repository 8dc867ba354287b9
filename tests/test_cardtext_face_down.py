"""Face-down permanents (CR 708.2): "face-down" is a status of the object, as "tapped" is:
"Whenever a face-down creature enters the battlefield under your control" (Trail of Mystery),
"Face-down creatures you control get +1/+1" (its filter word ``face_down``)."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A


def test_a_face_down_creature_entering() -> None:
    (ability,) = oracle_abilities(
        "Whenever a face-down creature enters the battlefield under your control, you may draw "
        "a card.",
        "Trail of Mystery",
    )
    assert isinstance(ability, A.TriggeredAbility)
    assert ability.trigger.object.filter == ("face_down", "creature", "you_control")


def test_face_down_is_a_status_like_tapped() -> None:
    """The word is kept as the object's status, in the place "tapped" takes."""
    (down,) = oracle_abilities("Face-down creatures you control get +1/+1.")
    (tapped,) = oracle_abilities("Tapped creatures you control get +1/+1.")
    (d,) = [n for n in down.walk() if isinstance(n, A.ModifyPowerToughness)]
    (t,) = [n for n in tapped.walk() if isinstance(n, A.ModifyPowerToughness)]
    assert d.object.filter == tuple("face_down" if w == "tapped" else w for w in t.object.filter)
