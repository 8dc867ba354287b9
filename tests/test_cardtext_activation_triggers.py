"""Triggers on a player activating an ability (CR 602.2: the ability is put on the stack as it
is activated), English Oracle lines: an ability of a keyword that is an activated ability
("a boast ability", "a ninjutsu ability"), a loyalty ability (CR 606.3), an ability that isn't a
mana ability (CR 605.1a)."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse

YOU = A.PlayerRef(kind="you")


def _trigger(text: str, name: str) -> A.EventTrigger:
    (ability,) = oracle_abilities(text, name)
    assert isinstance(ability.trigger, A.EventTrigger)
    return ability.trigger


def test_activating_a_keyword_ability() -> None:
    """Frenzied Raider (KHM), Satoru Umezawa (NEO): boast and ninjutsu are activated abilities
    (CR 702.142a, 702.49a); the event's object is an ability of that keyword."""
    raider = _trigger(
        "Whenever you activate a boast ability, put a +1/+1 counter on Frenzied Raider.",
        "Frenzied Raider",
    )
    assert raider == A.EventTrigger(
        event="activate", player=YOU, object=A.ObjectRef(kind="any", filter=("boast", "ability"))
    )
    satoru = _trigger(
        "Whenever you activate a ninjutsu ability, look at the top three cards of your library. "
        "Put one of them into your hand and the rest on the bottom of your library in any "
        "order. This ability triggers only once each turn.",
        "Satoru Umezawa",
    )
    assert satoru.object == A.ObjectRef(kind="any", filter=("ninjutsu", "ability"))


def test_an_ability_that_isnt_a_mana_ability() -> None:
    """Flamescroll Celebrant (STX): an opponent's activation of any ability but a mana
    ability (CR 605.1a), "that player" the opponent who activated it."""
    (ability,) = oracle_abilities(
        "Whenever an opponent activates an ability that isn't a mana ability, Flamescroll "
        "Celebrant deals 1 damage to that player.",
        "Flamescroll Celebrant",
    )
    assert ability.trigger == A.EventTrigger(
        event="activate",
        player=A.PlayerRef(kind="opponent"),
        object=A.ObjectRef(kind="any", filter=("nonmana", "ability")),
    )
    assert ability.effect.recipient == A.PlayerRef(kind="that_player")


def test_a_keyword_that_is_no_activated_ability_stays_unparsed() -> None:
    """Flying is a static ability (CR 702.9a): "activate a flying ability" says nothing a
    player can do; the line stays unparsed rather than read as some activation."""
    card = parse("Whenever you activate a flying ability, draw a card.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


def test_activation_trigger_is_refused_by_the_executor() -> None:
    """The executor does not play activation events yet: it names the trigger unsupported
    rather than never triggering it (rulesparser.executor.triggers)."""
    from rulesparser.executor.triggers import unplayable

    (ability,) = oracle_abilities(
        "Whenever you activate a boast ability, put a +1/+1 counter on Frenzied Raider.",
        "Frenzied Raider",
    )
    assert unplayable(ability) == "trigger:activate"


def test_an_ability_of_a_kind_of_source() -> None:
    """Ceaseless Searblades (LRW): any activated ability whose source is an Elemental (CR
    113.7), the event's ``by``; "an ability of ~" (its own) is not read."""
    (ability,) = oracle_abilities(
        "Whenever you activate an ability of an Elemental, Ceaseless Searblades gets +1/+0 "
        "until end of turn.",
        "Ceaseless Searblades",
    )
    assert ability.trigger == A.EventTrigger(
        event="activate",
        player=YOU,
        object=A.ObjectRef(kind="any", filter=("ability",)),
        by=A.ObjectRef(kind="any", filter=("elemental",)),
    )
    card = parse("Whenever you activate an ability of ~, draw a card.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


def test_either_of_two_keyword_abilities() -> None:
    """Vizier of the Anointed (HOU): an ability of either keyword, both activated abilities
    (CR 702.128a, 702.129a), said as "artifact or enchantment" is ("a|b")."""
    (ability,) = oracle_abilities(
        "Whenever you activate an eternalize or embalm ability, draw a card.",
        "Vizier of the Anointed",
    )
    assert ability.trigger.object == A.ObjectRef(
        kind="any", filter=("embalm|eternalize", "ability")
    )
