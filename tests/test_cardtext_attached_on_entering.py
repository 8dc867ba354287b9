"""An Aura or Equipment put onto the battlefield attached to an object (CR 303.4f: such an Aura
isn't cast and doesn't target; CR 301.5c): "you may return ~ from your graveyard to the
battlefield attached to that creature" is a :class:`rulesparser.ast.PutOntoBattlefield` whose
``attached_to`` is that creature. Real Oracle lines."""

from __future__ import annotations

from rulesparser import ast as A
from rulesparser import parse


def _put(text: str, name: str) -> A.PutOntoBattlefield:
    (ability,) = parse(text, "en", card_name=name).abilities
    (put,) = [n for n in ability.walk() if isinstance(n, A.PutOntoBattlefield)]
    return put


def test_return_attached_to_the_creature_that_triggered() -> None:
    """Smoke Shroud (MH1): attached to the Ninja that entered, the object the trigger names."""
    put = _put(
        "When a Ninja enters the battlefield under your control, you may return Smoke Shroud "
        "from your graveyard to the battlefield attached to that creature.",
        "Smoke Shroud",
    )
    assert put.object.kind == "self" and "in_your_graveyard" in put.object.filter
    assert put.attached_to == A.ObjectRef(kind="that")


def test_return_attached_to_a_target_creature() -> None:
    """Gryff's Boon (SOI): the creature is a target of the ability (CR 115.1)."""
    put = _put(
        "{3}{W}: Return Gryff's Boon from your graveyard to the battlefield attached to target "
        "creature. Activate only as a sorcery.",
        "Gryff's Boon",
    )
    assert put.attached_to == A.ObjectRef(kind="target", filter=("creature",))


def test_put_an_aura_from_hand_attached_to_this_creature() -> None:
    """Academy Researchers (USG): the Aura card from your hand enters attached to it."""
    put = _put(
        "When Academy Researchers enters the battlefield, you may put an Aura card from your "
        "hand onto the battlefield attached to Academy Researchers.",
        "Academy Researchers",
    )
    assert put.attached_to == A.ObjectRef(kind="self")
    assert "aura" in put.object.filter


def test_attached_to_a_creature_nobody_is_said_to_choose_stays_unparsed() -> None:
    """Reins of the Vinesteed (MOR): "attached to a creature that shares a creature type with
    that creature" names no one object; the line is left unparsed rather than read with a
    guessed chooser."""
    card = parse(
        "When enchanted creature dies, you may return Reins of the Vinesteed from your graveyard to "
        "the battlefield attached to a creature that shares a creature type with that creature.",
        "en",
        card_name="Reins of the Vinesteed",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)
