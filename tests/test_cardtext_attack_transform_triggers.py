"""Trigger events of English Oracle lines: a player attacking with at least N creatures (CR
508.1, one event however many, CR 603.2c) and a double-faced permanent transforming into the
face that prints the ability (CR 701.27e); the executor names both unsupported rather than
never triggering them."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.executor.triggers import unplayable

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")


def test_attack_with_three_or_more_creatures() -> None:
    """Overwhelming Instinct (ONS), Military Intelligence (M15): the player declares at least
    three (two) attackers, one event (CR 508.1, 603.2c)."""
    (ability,) = oracle_abilities("Whenever you attack with three or more creatures, draw a card.")
    assert ability.trigger == A.EventTrigger(
        event="attack",
        player=YOU,
        object=A.ObjectRef(kind="any", filter=("creature",), count=3),
        batched=True,
    )
    assert ability.effect == A.Draw(player=YOU, amount=1)
    (two,) = oracle_abilities("Whenever you attack with two or more creatures, draw a card.")
    assert two.trigger.object.count == 2
    assert unplayable(ability) == "trigger:attack"


def test_transforms_into_this_face() -> None:
    """Awoken Horror (SOI), back face of Thing in the Ice: "When this creature transforms into
    Awoken Horror" is this permanent transforming and being that face after (CR 701.27e)."""
    (ability,) = oracle_abilities(
        "When this creature transforms into Awoken Horror, return all non-Horror creatures to "
        "their owners' hands.",
        "Awoken Horror",
    )
    assert ability.trigger == A.EventTrigger(event="transforms_into_self", object=SELF)
    assert unplayable(ability) == "trigger:transforms_into_self"


def test_enters_or_transforms_into_this_face() -> None:
    """Brutal Cathar (MID): either event triggers the one ability (CR 603.2), the exile lasting
    until this creature leaves the battlefield."""
    (ability,) = oracle_abilities(
        "When this creature enters the battlefield or transforms into Brutal Cathar, exile "
        "target creature an opponent controls until this creature leaves the battlefield.",
        "Brutal Cathar",
    )
    assert ability.trigger == A.AnyTrigger(
        triggers=(
            A.EventTrigger(event="enters", object=SELF),
            A.EventTrigger(event="transforms_into_self", object=SELF),
        )
    )


def test_another_permanent_transforming_into_this_face_stays_unparsed() -> None:
    """Only the permanent itself becomes its own face: "a permanent you control transforms into
    ~" is not read as this face's trigger."""
    card = parse(
        "Whenever a permanent you control transforms into Awoken Horror, draw a card.",
        "en",
        card_name="Awoken Horror",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_block_an_additional_creature_this_turn() -> None:
    """Act of Heroism (HOU): "can block an additional creature this turn": the permission
    lasts until end of turn (CR 509.1a, 611.2a), where "each combat" is for as long as the
    permanent has the ability."""
    (ability,) = oracle_abilities(
        "Untap target creature. It gets +2/+2 until end of turn and can block an additional "
        "creature this turn."
    )
    block = ability.effect.effects[-1]
    assert block == A.CanBlockAdditional(
        object=A.ObjectRef(kind="that"), amount=1, duration=A.Duration(kind="end_of_turn")
    )
    (static,) = oracle_abilities(
        "Grizzly Bears can block an additional creature each combat.", "Grizzly Bears"
    )
    assert static.effect.duration == A.Duration(kind="permanent")


def test_then_after_a_token_with_keywords() -> None:
    """Scion of Vitu-Ghazi (DGM): "create a 1/1 white Bird creature token with flying, then
    populate": ", then" ends the token's keyword list and starts
    the next instruction, as ". Then" does."""
    (comma,) = oracle_abilities(
        "Create a 1/1 white Bird creature token with flying, then populate."
    )
    (dot,) = oracle_abilities("Create a 1/1 white Bird creature token with flying. Then populate.")
    assert comma.effect == dot.effect
    assert len(comma.effect.effects) == 2


def test_cast_a_spell_that_targets_only_this() -> None:
    """Reflective Golem (STX): the spell cast has this object as its every target (CR 115.3,
    ``Targets.only``), where "a spell that targets ~" needs it only among them."""
    text = (
        "Whenever you cast an instant or sorcery spell that targets only Reflective Golem, you "
        "may pay {2}. If you do, copy that spell. You may choose new targets for the copy."
    )
    (only,) = oracle_abilities(text, "Reflective Golem")
    (among,) = oracle_abilities(text.replace("targets only", "targets"), "Reflective Golem")
    assert only.trigger.object.targeting == A.Targets(object=SELF, only=True)
    assert among.trigger.object.targeting == A.Targets(object=SELF)
    assert only.effect == among.effect


def test_cast_a_creature_spell_that_has_an_adventure() -> None:
    """Edgewall Innkeeper (ELD): "a creature spell that has an Adventure" is an adventurer
    card cast as a creature, whether or not it went on an adventure first (CR 715.1, the
    reminder says so); the executor's cards have no Adventure, so it names the trigger
    unsupported rather than never triggering it."""
    (ability,) = oracle_abilities(
        "Whenever you cast a creature spell that has an Adventure, draw a card. (It doesn't "
        "need to have gone on the adventure first.)"
    )
    assert ability.trigger == A.EventTrigger(
        event="cast",
        player=YOU,
        object=A.ObjectRef(kind="any", filter=("creature", "spell", "has_adventure")),
    )
    assert unplayable(ability) == "trigger:cast:has_adventure"
