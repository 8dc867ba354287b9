"""Triggers of 2023-2025 Oracle text (CR 603.2): two trigger events joined by "and when(ever)",
the events of newer keyword actions and designations (collect evidence, expend, gift, solve a
Case, fully unlock a Room), valiant's "for the first time each turn", survival's "second main
phase" and "This ability triggers only once", and self-references by a Class or Case."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.executor.triggers import unplayable

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")


def ability(text: str, name: str) -> A.Node:
    (one,) = parse(text, "en", card_name=name).abilities
    assert isinstance(one, A.TriggeredAbility), one
    return one


def test_and_when_joins_two_trigger_events_of_one_ability() -> None:
    """Carrot Cake (BLB): "When Carrot Cake enters and when you sacrifice it" triggers on either
    event (CR 603.2), one ability."""
    got = ability(
        "When Carrot Cake enters and when you sacrifice it, create a 1/1 white Rabbit creature "
        "token and scry 1.",
        "Carrot Cake",
    )
    assert got.trigger == A.AnyTrigger(
        triggers=(
            A.EventTrigger(event="enters", object=SELF),
            A.EventTrigger(event="sacrificed", object=SELF, player=YOU),
        )
    )


def test_and_whenever_you_solve_a_case() -> None:
    """Case File Auditor (MKM): "When this creature enters and whenever you solve a Case" (CR
    719.3a: the Case becomes solved)."""
    got = ability(
        "When this creature enters and whenever you solve a Case, look at the top six cards of "
        "your library. You may reveal an enchantment card from among them and put it into your "
        "hand. Put the rest on the bottom of your library in a random order.",
        "Case File Auditor",
    )
    assert got.trigger == A.AnyTrigger(
        triggers=(
            A.EventTrigger(event="enters", object=SELF),
            A.EventTrigger(
                event="solved", object=A.ObjectRef(kind="any", filter=("case",)), player=YOU
            ),
        )
    )


def test_attacks_and_isnt_blocked_stays_one_event() -> None:
    """Wildfire Eternal: "and" after "attacks" is still "attacks and isn't blocked" (CR
    509.1h), not a second trigger event."""
    got = ability(
        "Whenever Wildfire Eternal attacks and isn't blocked, you may cast an instant or sorcery "
        "card from your hand without paying its mana cost.",
        "Wildfire Eternal",
    )
    assert got.trigger == A.EventTrigger(event="attacks_unblocked", object=SELF)


@pytest.mark.parametrize(
    ("name", "text", "event", "nth"),
    [
        # CR 700.14: the player's fourth total mana spent to cast spells this turn
        (
            "Bakersbane Duo",
            "Whenever you expend 4, this creature gets +1/+1 until end of turn. (You expend 4 "
            "as you spend your fourth total mana to cast spells during a turn.)",
            "expend",
            4,
        ),
        # CR 701.59a
        (
            "Surveillance Monitor",
            "Whenever you collect evidence, create a 1/1 colorless Thopter artifact creature "
            "token with flying.",
            "collect_evidence",
            None,
        ),
        # CR 702.174c
        ("Jolly Gerbils", "Whenever you give a gift, draw a card.", "give_gift", None),
    ],
)
def test_events_of_a_player_without_an_object(
    name: str, text: str, event: str, nth: int | None
) -> None:
    got = ability(text, name)
    assert got.trigger == A.EventTrigger(event=event, player=YOU, nth=nth)
    # the executor never sends these events: it says it can't play the ability
    assert unplayable(got) == f"trigger:{event}"


def test_one_or_more_cards_leave_your_graveyard() -> None:
    """Chalk Outline (MKM): one event however many cards leave (CR 603.2c), cards of their
    owner's graveyard (CR 603.10a); the executor never sends it."""
    got = ability(
        "Whenever one or more creature cards leave your graveyard, create a 2/2 white and blue "
        "Detective creature token, then investigate.",
        "Chalk Outline",
    )
    assert got.trigger == A.EventTrigger(
        event="leaves_graveyard",
        object=A.ObjectRef(kind="any", filter=("creature", "card", "you_own")),
        batched=True,
    )
    assert unplayable(got) == "trigger:leaves_graveyard"


def test_valiant_first_time_each_turn() -> None:
    """Emberheart Challenger (BLB), valiant (CR 207.2c ability word): only the first time each
    turn it becomes the target of a spell or ability its controller controls."""
    got = ability(
        "Valiant — Whenever this creature becomes the target of a spell or ability you control "
        "for the first time each turn, exile the top card of your library. Until end of turn, "
        "you may play that card.",
        "Emberheart Challenger",
    )
    assert got.trigger == A.EventTrigger(
        event="becomes_target",
        object=SELF,
        by=A.ObjectRef(kind="any", filter=("ability|spell", "you_control")),
        nth=1,
    )
    assert got.source.ability_word == "Valiant"


def test_survival_second_main_phase_triggers_only_once() -> None:
    """Acrobatic Cheerleader (DSK), survival: "your second main phase" (CR 505.1b: counted in
    the turn; not every postcombat main phase, 505.1a) and "This ability triggers only once"."""
    got = ability(
        "Survival — At the beginning of your second main phase, if this creature is tapped, put "
        "a flying counter on it. This ability triggers only once.",
        "Acrobatic Cheerleader",
    )
    assert isinstance(got, A.RestrictedTriggeredAbility)
    assert got.trigger == A.StepTrigger(step="second_main", player="you")
    assert got.condition == A.Exists(object=A.ObjectRef(kind="self", filter=("tapped",)))
    assert (got.max_total, got.max_per_turn) == (1, None)
    # the executor's turn has no "second main phase" trigger: it says so
    assert unplayable(got) == "step_trigger:second_main"


@pytest.mark.parametrize(
    ("name", "text"),
    [
        (
            "Builder's Talent",
            "When this Class enters, create a 0/4 white Wall creature token with defender.",
        ),
        (
            "Case of the Gorgon's Kiss",
            "When this Case enters, destroy up to one target creature that was dealt damage this "
            "turn.",
        ),
    ],
)
def test_this_class_and_this_case_name_the_card_itself(name: str, text: str) -> None:
    """CR 700.7: "this [something]" is the object itself (Class CR 716, Case CR 719)."""
    assert ability(text, name).trigger == A.EventTrigger(event="enters", object=SELF)


def test_when_you_unlock_this_door() -> None:
    """Grand Entryway (DSK), a Room's door (CR 709.5h: the half gets its unlocked
    designation), and a Glimmer enchantment creature token."""
    got = ability(
        "When you unlock this door, create a 1/1 white Glimmer enchantment creature token.",
        "Grand Entryway",
    )
    assert got.trigger == A.EventTrigger(event="door_unlocked", object=SELF, player=YOU)
    assert got.effect.types == ("creature", "enchantment")
    assert unplayable(got) == "trigger:door_unlocked"


def test_descend_4_is_an_ability_word_with_its_number() -> None:
    """Echo of Dusk (LCI): "Descend 4 —" (CR 207.2c lists "descend 4" and "descend 8" as
    ability words)."""
    (got,) = parse(
        "Descend 4 — As long as there are four or more permanent cards in your graveyard, this "
        "creature gets +1/+1 and has lifelink.",
        "en",
        card_name="Echo of Dusk",
    ).abilities
    assert got.source.ability_word == "Descend 4"


def test_attacks_while_saddled_is_said_of_the_attacking_creature() -> None:
    """A Mount's "Whenever this creature attacks while saddled" (OTJ; CR 702.171b): it attacks,
    saddled as it is declared an attacker; the executor reports the word it can't match."""
    got = ability("Whenever this creature attacks while saddled, draw a card.", "Mount")
    assert got.trigger == A.EventTrigger(
        event="attacks", object=A.ObjectRef(kind="self", filter=("saddled",))
    )
    assert unplayable(got) == "trigger:attacks:saddled"


def test_attacks_while_another_status_stays_unparsed() -> None:
    card = parse("Whenever ~ attacks while tapped, draw a card.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)
