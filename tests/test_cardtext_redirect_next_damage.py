"""The next damage event redirected (CR 614.9, a replacement effect; used up by one damage event,
as the prevention shield of CR 615.7): "The next time a source of your choice would deal damage
to you this turn, that damage is dealt to ~ instead." is a ``RedirectNextDamageEvent``; the
executor does not play it yet and says so. Real Oracle lines of Legions, Mirage, Mercadian
Masques and Stronghold."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed
from _scenario_cards import failures_casting

from rulesparser import ast as A

CHOSEN_SOURCE = A.ObjectRef(kind="chosen", filter=("source",))
END_OF_TURN = A.Duration(kind="end_of_turn")


def test_beacon_of_destiny() -> None:
    (ability,) = oracle_abilities(
        "{T}: The next time a source of your choice would deal damage to you this turn, that"
        " damage is dealt to Beacon of Destiny instead.",
        "Beacon of Destiny",
    )
    assert ability.effect == A.RedirectNextDamageEvent(
        damage_source=CHOSEN_SOURCE,
        recipient=A.PlayerRef(kind="you"),
        new_recipient=A.ObjectRef(kind="self"),
        duration=END_OF_TURN,
    )


def test_reflect_damage_to_anything_to_that_sources_controller() -> None:
    (spell,) = oracle_abilities(
        "The next time a source of your choice would deal damage this turn, that damage is"
        " dealt to that source's controller instead.",
        "Reflect Damage",
    )
    effect = spell.effect
    assert isinstance(effect, A.RedirectNextDamageEvent)
    assert effect.recipient is None  # damage to anything (CR 120.1)
    assert effect.new_recipient.kind == "controller"


def test_shaman_en_kor_both_redirections() -> None:
    """The next 1 damage (an amount, RedirectDamage) and the next damage event (one event,
    whatever the amount) are two different shields."""
    amount, event = oracle_abilities(
        "{0}: The next 1 damage that would be dealt to Shaman en-Kor this turn is dealt to"
        " target creature you control instead.\n{1}{W}: The next time a source of your choice"
        " would deal damage to target creature this turn, that damage is dealt to Shaman en-Kor"
        " instead.",
        "Shaman en-Kor",
    )
    assert isinstance(amount.effect, A.RedirectDamage) and amount.effect.amount == 1
    assert event.effect == A.RedirectNextDamageEvent(
        damage_source=CHOSEN_SOURCE,
        recipient=A.ObjectRef(kind="target", filter=("creature",)),
        new_recipient=A.ObjectRef(kind="self"),
        duration=END_OF_TURN,
    )


def test_without_instead_stays_unparsed() -> None:
    assert oracle_unparsed(
        "{T}: The next time a source of your choice would deal damage to you this turn, that"
        " damage is dealt to Beacon of Destiny.",
        "Beacon of Destiny",
    )


def test_the_executor_refuses_it() -> None:
    failures = failures_casting(
        "The next time a source of your choice would deal damage this turn, that damage is"
        " dealt to that source's controller instead.",
        name="Reflect Damage",
        mana_cost="{3}{R}{W}",
        ruling="CR 614.9",
    )
    assert any("can't play" in f and "redirect_next_damage_event" in f for f in failures), failures
