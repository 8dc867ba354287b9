"""Keyword actions and cost conditions of 2024 Oracle text read as effects (CR 701): collect
evidence (701.59) as an effect, a cost and its linked "if evidence was collected" (701.59c),
forage (701.61), suspect (701.60), gift's "if the gift was promised" (702.174k) and "if you
gained and lost life this turn" (CR 119.3). The executor says it can't play them yet."""

from __future__ import annotations

from _shared import load_script

from rulesparser import ast as A
from rulesparser import parse

reasons = load_script("executor_support").reasons

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")


def only(text: str, name: str) -> A.Node:
    (one,) = parse(text, "en", card_name=name).abilities
    return one


def test_collect_evidence_as_an_optional_additional_cost() -> None:
    """Crimestopper Sprite (MKM): the optional additional cost (CR 601.2b, 701.59a)."""
    got = only(
        "As an additional cost to cast this spell, you may collect evidence 6. (Exile cards with "
        "total mana value 6 or greater from your graveyard.)",
        "Crimestopper Sprite",
    )
    assert got == A.AdditionalCost(
        cost=A.Cost(components=(A.CollectEvidence(amount=6),)), optional=True
    )


def test_if_evidence_was_collected_is_the_linked_cost_paid() -> None:
    """Crimestopper Sprite (MKM): "If evidence was collected" (CR 701.59c, 607)."""
    got = only(
        "When Crimestopper Sprite enters the battlefield, tap target creature. If evidence was "
        "collected, put a stun counter on it. (If a permanent with a stun counter would become "
        "untapped, remove one from it instead.)",
        "Crimestopper Sprite",
    )
    assert isinstance(got, A.TriggeredAbility)
    tap, rest = got.effect.effects
    assert tap == A.Tap(object=A.ObjectRef(kind="target", filter=("creature",)))
    assert rest.condition == A.KeywordCostPaid(keyword="collect_evidence")


def test_may_collect_evidence_when_you_do() -> None:
    """Sample Collector (MKM): an optional keyword action and its reflexive trigger (CR
    603.12)."""
    got = only(
        "Whenever Sample Collector attacks, you may collect evidence 3. When you do, put a +1/+1 "
        "counter on target creature you control. (To collect evidence 3, exile cards with total "
        "mana value 3 or greater from your graveyard.)",
        "Sample Collector",
    )
    first, reflexive = got.effect.effects
    assert first == A.OptionalEffect(player=YOU, effect=A.CollectEvidence(amount=3))
    assert isinstance(reflexive, A.ReflexiveTrigger)
    assert "effect:collect_evidence" in reasons(got)


def test_may_forage_when_you_do() -> None:
    """Curious Forager (BLB): "you may forage" (CR 701.61a)."""
    got = only(
        "When this creature enters, you may forage. When you do, return target permanent card "
        "from your graveyard to your hand. (To forage, exile three cards from your graveyard or "
        "sacrifice a Food.)",
        "Curious Forager",
    )
    assert got.effect.effects[0] == A.OptionalEffect(player=YOU, effect=A.Forage())
    assert "effect:forage" in reasons(got)


def test_suspect_it() -> None:
    """Person of Interest (MKM): "suspect it" (CR 701.60a), this creature."""
    got = only(
        "When Person of Interest enters, suspect it. Create a 2/2 white and blue Detective "
        "creature token. (A suspected creature has menace and can't block.)",
        "Person of Interest",
    )
    assert got.effect.effects[0] == A.Suspect(object=SELF)
    assert "effect:suspect" in reasons(got)


def test_if_the_gift_was_promised() -> None:
    """Valley Rally (BLB): "If the gift was promised" (CR 702.174k: its gift cost was paid)."""
    got = only(
        "Creatures you control get +2/+0 until end of turn. If the gift was promised, target "
        "creature you control gains first strike until end of turn.",
        "Valley Rally",
    )
    assert got.effect.effects[1].condition == A.KeywordCostPaid(keyword="gift")


def test_if_you_gained_and_lost_life_this_turn() -> None:
    """Lunar Convocation (BLB): both life events happened this turn (CR 119.3)."""
    got = only(
        "At the beginning of your end step, if you gained and lost life this turn, create a 1/1 "
        "black Bat creature token with flying.",
        "Lunar Convocation",
    )
    assert got.condition == A.AllOf(
        conditions=(
            A.HappenedThisTurn(event="gained_life", subject=YOU),
            A.HappenedThisTurn(event="lost_life", subject=YOU),
        )
    )


def test_if_you_control_that_creature() -> None:
    """Dreamdew Entrancer (BLB): "If you control that creature" is the object named before
    under your control (CR 608.2c), as "If that creature is a Zombie"."""
    got = only(
        "When this creature enters, tap up to one target creature and put three stun counters "
        "on it. If you control that creature, draw two cards.",
        "Dreamdew Entrancer",
    )
    assert got.effect.effects[2].condition == A.Exists(
        object=A.ObjectRef(kind="that", filter=("you_control",))
    )


def test_up_to_one_other_target() -> None:
    """Stickytongue Sentinel (BLB): "up to one other target permanent you control" is "another
    target" (not this object), up to one."""
    got = only(
        "When Stickytongue Sentinel enters, return up to one other target permanent you control "
        "to its owner's hand.",
        "Stickytongue Sentinel",
    )
    assert got.effect == A.ReturnToHand(
        object=A.ObjectRef(
            kind="target", filter=("another", "permanent", "you_control"), count=1, up_to=True
        )
    )


def test_if_you_descended_this_turn() -> None:
    """Ruin-Lurker Bat (LCI): "if you descended this turn" (CR 700.11)."""
    got = only(
        "At the beginning of your end step, if you descended this turn, scry 1.", "Ruin-Lurker Bat"
    )
    assert got.condition == A.HappenedThisTurn(event="descended", subject=YOU)


def test_if_this_spell_was_bargained() -> None:
    """Candy Grapple (WOE, 2023): "If this spell was bargained" (CR 702.166b: its bargain cost
    was paid), the condition of an "instead"; another spell's bargain is not read."""
    got = only(
        "Target creature gets -3/-3 until end of turn. If this spell was bargained, that "
        "creature gets -5/-5 until end of turn instead.",
        "Candy Grapple",
    )
    assert got.effect.condition == A.KeywordCostPaid(keyword="bargain")
    (other,) = parse("If that spell was bargained, draw a card.", "en", lenient=True).abilities
    assert isinstance(other, A.Unparsed)
