"""Triggers and conditions of the card-text grammar (CR 603): real Oracle lines give the event,
the object, the player who acts and the other object the event names; the executor plays the
player of a cast trigger and says it can't play a trigger it would never match."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.ast import strip_meta
from rulesparser.executor.scenario import parse_scenario, run_scenario

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")


def any_(*words: str, count: int | None = None) -> A.ObjectRef:
    return A.ObjectRef(kind="any", filter=words, count=count)


def a(*words: str) -> A.ObjectRef:
    """ "a [words]" in a trigger: each object the event happens to, no count (canonical form)."""
    return any_(*words)


def trigger(text: str) -> A.Node:
    (ability,) = parse(text, "en").abilities
    assert isinstance(ability, A.TriggeredAbility), ability
    return ability.trigger


TRIGGERS = [
    # the player who acts (Ajani's Pridemate, Dictate of Karametra, Soul Warden's kin)
    (
        "Whenever you gain life, put a +1/+1 counter on ~.",
        A.EventTrigger(event="gain_life", player=YOU),
    ),
    (
        "Whenever a player casts a white spell, you may gain 1 life.",
        A.EventTrigger(event="cast", object=a("white", "spell"), player=A.PlayerRef(kind="player")),
    ),
    (
        "Whenever an opponent casts a creature spell, you gain 1 life.",
        A.EventTrigger(
            event="cast", object=a("creature", "spell"), player=A.PlayerRef(kind="opponent")
        ),
    ),
    (
        "When you cycle ~, draw a card.",
        A.EventTrigger(event="cycle", object=SELF, player=YOU),
    ),
    (
        "Whenever an opponent draws a card, you gain 1 life.",
        A.EventTrigger(event="draw", object=a("card"), player=A.PlayerRef(kind="opponent")),
    ),
    (
        "Whenever a player taps a land for mana, that player draws a card.",
        A.EventTrigger(
            event="tapped_for_mana", object=a("land"), player=A.PlayerRef(kind="player")
        ),
    ),
    (
        "Whenever an opponent plays a land, you draw a card.",
        A.EventTrigger(event="play", object=a("land"), player=A.PlayerRef(kind="opponent")),
    ),
    # this object or another one (Bojuka Brigand's Allies, CR 603.2)
    (
        "Whenever ~ or another Ally enters the battlefield under your control, you may put a "
        "+1/+1 counter on ~.",
        A.AnyTrigger(
            triggers=(
                A.EventTrigger(event="enters", object=SELF),
                A.EventTrigger(event="enters", object=a("another", "ally", "you_control")),
            )
        ),
    ),
    # the other object of the event (Frost Walker, Ezuri's Archers, Vorracious Cobra)
    (
        "When ~ becomes the target of a spell or ability, sacrifice it.",
        A.EventTrigger(event="becomes_target", object=SELF, by=a("ability|spell")),
    ),
    (
        "Whenever ~ blocks a creature with flying, ~ gets +3/+0 until end of turn.",
        A.EventTrigger(event="blocks", object=SELF, by=a("creature", "with:flying")),
    ),
    (
        "Whenever ~ deals combat damage to a creature, destroy that creature.",
        A.EventTrigger(event="deals_combat_damage", object=SELF, recipient=a("creature")),
    ),
    (
        "Whenever ~ blocks or becomes blocked by a creature, draw a card.",
        A.AnyTrigger(
            triggers=(
                # "by a creature", said once, is the other creature of both events: one
                # trigger per creature blocked or blocking (CR 509.3b, 509.3d)
                A.EventTrigger(event="blocks", object=SELF, by=a("creature")),
                A.EventTrigger(event="becomes_blocked", object=SELF, by=a("creature")),
            )
        ),
    ),
    # object qualifiers and events of counters and zones (Baron Sengir, Ajani's Pridemate kin)
    (
        "Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~.",
        A.EventTrigger(event="dies", object=a("creature", "dealt_damage_by_self_this_turn")),
    ),
    (
        "Whenever you cast a historic spell, draw a card.",
        A.EventTrigger(event="cast", object=a("historic", "spell"), player=YOU),
    ),
    (
        "Whenever one or more +1/+1 counters are put on ~, draw a card.",
        A.EventTrigger(event="counter_put", object=SELF, counter="+1/+1"),
    ),
    (
        "Whenever a creature enters the battlefield under an opponent's control, you gain 1 life.",
        A.EventTrigger(event="enters", object=a("creature", "opponent_controls")),
    ),
    # "blocks" is once each combat, "blocks a creature" once per creature blocked (CR
    # 509.3a-b); "becomes blocked" once, "becomes blocked by a creature" once per blocker
    # (CR 509.3c-d): the other creature is kept (Ekundu Griffin kin, Gustcloak Harrier)
    (
        "Whenever ~ blocks, ~ gets +1/+1 until end of turn.",
        A.EventTrigger(event="blocks", object=SELF),
    ),
    (
        "Whenever ~ blocks a creature, ~ gets +1/+1 until end of turn.",
        A.EventTrigger(event="blocks", object=SELF, by=a("creature")),
    ),
    (
        "Whenever ~ becomes blocked, it gets +1/+1 until end of turn.",
        A.EventTrigger(event="becomes_blocked", object=SELF),
    ),
    (
        "Whenever ~ becomes blocked by a creature, that creature gets -1/-1 until end of turn.",
        A.EventTrigger(event="becomes_blocked", object=SELF, by=a("creature")),
    ),
    ("Whenever ~ attacks and isn't blocked, draw a card.", None),
    ("Whenever ~ becomes tapped, draw a card.", None),
    ("Whenever ~ is dealt damage, draw a card.", None),
]


@pytest.mark.parametrize(("text", "expected"), TRIGGERS)
def test_trigger_events(text: str, expected: A.Node | None) -> None:
    trig = trigger(text)
    if expected is None:  # the event named after the words, about this object
        word = {"attacks": "attacks_unblocked", "becomes": "becomes_tapped", "is": "dealt_damage"}
        expected = A.EventTrigger(event=word[text.split()[2]], object=SELF)
    assert trig == expected


def test_plays_a_card_is_not_read_as_casting() -> None:
    """ "plays a card" (2007 wording) is a land or a spell: the line stays unparsed rather
    than read as a cast trigger."""
    text = "Whenever an opponent plays a card, you draw a card."
    (ability,) = parse(text, "en", lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


SCENARIO = """\
scenario: t
ruling: CR 603.2
players: {alice: {}, bob: {}}
cards:
  watcher:
    name: {en: Watcher}
    types: [enchantment]
    text: {en: "%s"}
  bear:
    name: {en: Runeclaw Bear}
    types: [creature]
    power: 2
    toughness: 2
    mana_cost: "{1}{G}"
setup:
  alice: {battlefield: [watcher], hand: [bear]}
  bob: {hand: [{card: bear, as: bob_bear}]}
turns:
  1:
    main1:
      - cast: bear
      - resolve: all
  2:
    main1:
      - cast: bob_bear
      - resolve: all
play_turns: 2
"""


def test_an_opponents_cast_trigger_waits_for_the_opponent() -> None:
    """ "Whenever an opponent casts a creature spell" (CR 603.2, 601.2): alice's own Bear
    doesn't trigger it, bob's does once."""
    text = SCENARIO % "Whenever an opponent casts a creature spell, you gain 1 life."
    text += "expect:\n  life: {alice: 21, bob: 20}\n"
    assert run_scenario(parse_scenario(text, "s.yaml"), "en").failures == []


def test_a_trigger_the_executor_never_matches_is_reported() -> None:
    """A life-gain trigger is parsed but never sent by the executor: the run says it can't
    play it instead of playing a game where it never triggers."""
    text = SCENARIO % "Whenever you gain life, draw a card."
    text += "expect:\n  life: {alice: 20, bob: 20}\n"
    (failure,) = run_scenario(parse_scenario(text, "s.yaml"), "en").failures
    assert "can't play trigger:gain_life yet" in failure


def test_a_filter_word_the_executor_does_not_match_is_reported() -> None:
    """ "a historic spell": the executor's filters don't know "historic" (CR 700.6) yet."""
    text = SCENARIO % "Whenever you cast a historic spell, draw a card."
    text += "expect:\n  life: {alice: 20, bob: 20}\n"
    (failure,) = run_scenario(parse_scenario(text, "s.yaml"), "en").failures
    assert "can't play filter:historic, trigger:cast:historic yet" in failure


def graveyard_count(what: str = "objects") -> A.Count:
    return A.Count(what=what, object=A.ObjectRef(kind="each", filter=("card", "in_your_graveyard")))


CONDITIONS = [
    # threshold, metalcraft, delirium (ability words, CR 207.2c) and CR 614.1d lands
    (
        "Threshold — ~ gets +2/+2 as long as seven or more cards are in your graveyard.",
        A.Compare(value=graveyard_count(), op=">=", amount=7),
    ),
    (
        "Metalcraft — ~ gets +2/+2 as long as you control three or more artifacts.",
        A.Compare(
            value=A.Count(
                what="objects", object=A.ObjectRef(kind="each", filter=("artifact", "you_control"))
            ),
            op=">=",
            amount=3,
        ),
    ),
    (
        "Delirium — ~ gets +2/+2 as long as there are four or more card types among cards in "
        "your graveyard.",
        A.Compare(value=graveyard_count("card_types"), op=">=", amount=4),
    ),
    (
        "~ gets +2/+2 as long as you control a Forest.",
        A.Exists(object=A.ObjectRef(kind="any", filter=("forest", "you_control"))),
    ),
    (
        "~ has first strike as long as it's attacking.",
        # "it" in a static ability naming no other object is this one (CR 109.5)
        A.Exists(object=A.ObjectRef(kind="self", filter=("attacking",))),
    ),
    (
        "~ doesn't untap during your untap step if it has a depletion counter on it.",
        A.HasCounters(object=SELF, counter="depletion", at_least=1),
    ),
    ("As long as it's your turn, ~ has flying.", A.TurnOf(player=YOU)),
    ("~ has flying as long as it's not your turn.", A.Not(condition=A.TurnOf(player=YOU))),
    (
        "Hellbent — ~ gets +2/+2 as long as you have no cards in hand.",
        A.Compare(value=A.Count(what="cards_in_hand", player=YOU), op="==", amount=0),
    ),
    (
        "~ has flying as long as you have 25 or more life.",
        A.Compare(value=A.Count(what="life_total", player=YOU), op=">=", amount=25),
    ),
]


@pytest.mark.parametrize(("text", "condition"), CONDITIONS)
def test_a_trailing_condition_makes_the_static_ability_conditional(
    text: str, condition: A.Node
) -> None:
    """ "[effect] as long as / if [condition]" (CR 611.3): a static ability whose effect
    applies only while the condition holds."""
    (ability,) = parse(text, "en").abilities
    assert isinstance(ability, A.StaticEffect), ability
    assert isinstance(ability.effect, A.Conditional)
    assert ability.effect.condition == condition


def test_a_leading_and_a_trailing_condition_give_the_same_ability() -> None:
    lead = "Threshold — As long as seven or more cards are in your graveyard, ~ gets +1/+1."
    trail = "Threshold — ~ gets +1/+1 as long as seven or more cards are in your graveyard."
    assert parse(lead, "en").abilities == parse(trail, "en").abilities


def test_a_trailing_condition_covers_the_clauses_of_its_subject() -> None:
    """Both clauses hold only while the condition holds: one condition around both, as the
    leading "As long as ..., ~ gets +1/+1 and has flying" gives it (rulesparser.canonical)."""
    text = "~ gets +1/+1 and has flying as long as you control three or more artifacts."
    (ability,) = parse(text, "en").abilities
    assert isinstance(ability.effect, A.Conditional)
    effects = ability.effect.effect.effects
    assert len(effects) == 2 and not any(isinstance(e, A.Conditional) for e in effects)
    lead = "As long as you control three or more artifacts, ~ gets +1/+1 and has flying."
    assert parse(lead, "en").abilities == (ability,)


def test_enters_tapped_unless_you_control_few_lands() -> None:
    """ "~ enters the battlefield tapped unless you control two or fewer other lands" (CR
    614.1d): tapped only while the player controls three or more other lands."""
    (ability,) = parse(
        "~ enters the battlefield tapped unless you control two or fewer other lands.", "en"
    ).abilities
    cond = next(n for n in ability.walk() if isinstance(n, A.Compare))
    assert cond.op == "<=" and cond.amount == 2
    assert cond.value.object.filter == ("other", "land", "you_control")


def test_intervening_if_of_spells_cast_last_turn() -> None:
    """The werewolves' day/night checks are intervening "if" clauses (CR 603.4): the trigger's
    condition, not part of its effect."""
    (none,) = parse(
        "At the beginning of each upkeep, if no spells were cast last turn, transform ~.", "en"
    ).abilities
    assert none.condition == A.Compare(
        value=A.Count(what="spells_cast_last_turn"), op="==", amount=0
    )
    assert none.effect == A.Transform(object=SELF)
    (two,) = parse(
        "At the beginning of each upkeep, if a player cast two or more spells last turn, "
        "transform ~.",
        "en",
    ).abilities
    assert two.condition == A.Compare(
        value=A.Count(what="spells_cast_last_turn", player=A.PlayerRef(kind="player")),
        op=">=",
        amount=2,
    )


def test_a_trailing_if_of_a_one_shot_effect_stays_unparsed() -> None:
    """ "When ..., draw a card if ..." is checked on resolution only, not an intervening "if"
    (CR 603.4): the card-text grammar does not guess it."""
    text = "When ~ enters the battlefield, draw a card if you control a Swamp."
    (ability,) = parse(text, "en", lenient=True).abilities
    assert isinstance(ability, A.Unparsed) or ability.condition is None


AURA = """\
scenario: t
ruling: CR 303.4, 603.2
players: {alice: {}, bob: {}}
cards:
  curse:
    name: {en: Upkeep Curse}
    types: [enchantment]
    subtypes: [aura]
    text:
      en: |-
        Enchant creature
        At the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.
  bear:
    name: {en: Runeclaw Bear}
    types: [creature]
    power: 2
    toughness: 2
setup:
  alice:
    battlefield: [{card: curse, attached_to: bob_bear}]
  bob:
    battlefield: [{card: bear, as: bob_bear}]
play_turns: 2
expect:
  life: {alice: 20, bob: 19}
"""


def test_the_upkeep_of_enchanted_creatures_controller() -> None:
    """alice's Aura on bob's creature triggers in bob's upkeep only (turn 2), and "that
    player" is bob, whose upkeep it is."""
    assert run_scenario(parse_scenario(AURA, "s.yaml"), "en").failures == []


def test_back_references_of_the_trigger() -> None:
    """ "that much" is the amount of the trigger event (CR 603.2); "the exiled card" is the
    card a linked ability exiled (CR 607.2a), returned under its owner's control."""
    (life,) = parse("Whenever ~ deals damage, you gain that much life.", "en").abilities
    assert life.trigger == A.EventTrigger(event="deals_damage", object=SELF)
    assert life.effect == A.GainLife(player=YOU, amount=A.Count(what="event_amount"))
    (back,) = parse(
        "When ~ leaves the battlefield, return the exiled card to the battlefield under its "
        "owner's control.",
        "en",
    ).abilities
    assert back.effect.object == A.ObjectRef(kind="linked", filter=("exiled",))
    assert back.effect.controller.kind == "owner"


@pytest.mark.parametrize(
    ("text", "step", "player"),
    [
        ("At the beginning of the end step, sacrifice ~.", "end", "each"),
        ("At the beginning of each upkeep, sacrifice ~.", "upkeep", "each"),
        (
            "At the beginning of the upkeep of enchanted creature's controller, sacrifice ~.",
            "upkeep",
            "enchanted_controller",
        ),
        (
            "At the beginning of enchanted player's upkeep, sacrifice ~.",
            "upkeep",
            "enchanted_player",
        ),
    ],
)
def test_whose_step_a_step_trigger_names(text: str, step: str, player: str) -> None:
    (ability,) = parse(text, "en").abilities
    assert ability.trigger == A.StepTrigger(step=step, player=player)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Vulturous Zombie (RAV): a card goes to its owner's graveyard (CR 400.3)
        (
            "Whenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 "
            "counter on ~.",
            A.EventTrigger(
                event="put_into_graveyard_from_anywhere", object=a("card", "opponent_owns")
            ),
        ),
        # Compost (UDS)
        (
            "Whenever a black card is put into an opponent's graveyard from anywhere, you may "
            "draw a card.",
            A.EventTrigger(
                event="put_into_graveyard_from_anywhere",
                object=a("black", "card", "opponent_owns"),
            ),
        ),
        # Countryside Crusher (MOR): "your graveyard" (cards you own)
        (
            "Whenever a land card is put into your graveyard from anywhere, put a +1/+1 counter "
            "on ~.",
            A.EventTrigger(
                event="put_into_graveyard_from_anywhere", object=a("land", "card", "you_own")
            ),
        ),
    ],
)
def test_a_card_put_into_a_graveyard_from_anywhere(text: str, expected: A.Node) -> None:
    assert trigger(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Ongoing Investigation (SOI): once per combat damage event, however many creatures
        # dealt damage (CR 603.2c)
        (
            "Whenever one or more creatures you control deal combat damage to a player, "
            "investigate.",
            A.EventTrigger(
                event="deals_combat_damage",
                object=a("creature", "you_control"),
                recipient=A.PlayerRef(kind="player"),
                batched=True,
            ),
        ),
        # Morbid Opportunist's first sentence (MID): "one or more other creatures die"
        (
            "Whenever one or more other creatures die, draw a card.",
            A.EventTrigger(event="dies", object=a("other", "creature"), batched=True),
        ),
        # Prodigy's Prototype's trigger (NEO), another effect
        (
            "Whenever one or more Vehicles you control attack, draw a card.",
            A.EventTrigger(event="attacks", object=a("vehicle", "you_control"), batched=True),
        ),
    ],
)
def test_one_or_more_objects_trigger_once(text: str, expected: A.Node) -> None:
    assert trigger(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Jori En, Ruin Diver (OGW): the player's Nth spell of the turn
        (
            "Whenever you cast your second spell each turn, draw a card.",
            A.EventTrigger(event="cast", object=a("spell"), player=YOU, nth=2),
        ),
        # Faerie Vandal (ELD)
        (
            "Whenever you draw your second card each turn, put a +1/+1 counter on ~.",
            A.EventTrigger(event="draw", object=a("card"), player=YOU, nth=2),
        ),
        # Search the Premises (MH2): the player or planeswalker attacked (CR 508.1b)
        (
            "Whenever a creature attacks you or a planeswalker you control, investigate.",
            A.AnyTrigger(
                triggers=(
                    A.EventTrigger(event="attacks", object=a("creature"), recipient=YOU),
                    A.EventTrigger(
                        event="attacks",
                        object=a("creature"),
                        recipient=a("planeswalker", "you_control"),
                    ),
                )
            ),
        ),
        # Absolver Thrull (GPT): haunt (CR 702.55c)
        (
            "When ~ enters the battlefield or the creature it haunts dies, destroy target "
            "enchantment.",
            A.AnyTrigger(
                triggers=(
                    A.EventTrigger(event="enters", object=SELF),
                    A.EventTrigger(
                        event="dies", object=A.ObjectRef(kind="haunted", filter=("creature",))
                    ),
                )
            ),
        ),
    ],
)
def test_which_event_of_the_turn_and_whom_it_attacks(text: str, expected: A.Node) -> None:
    assert trigger(text) == expected


def test_the_next_spell_this_turn_is_a_delayed_trigger_once() -> None:
    # Doublecast (M19): once (CR 603.7c), the copy may get new targets (CR 707.10c)
    (ability,) = parse(
        "When you cast your next instant or sorcery spell this turn, copy that spell. You may "
        "choose new targets for the copy.",
        "en",
    ).abilities
    delayed = ability.effect
    assert isinstance(delayed, A.DelayedTrigger)
    assert delayed.trigger == A.EventTrigger(
        event="cast", object=a("instant|sorcery", "spell"), player=YOU, next_only=True
    )
    assert delayed.effect.new_targets


def test_other_than_this_object_is_another() -> None:
    # Faceless Butcher (TOR): the same object as "another target creature"
    (ability,) = parse(
        "When ~ enters the battlefield, exile target creature other than ~.", "en"
    ).abilities
    assert ability.effect.object == A.ObjectRef(kind="target", filter=("another", "creature"))


def test_a_trigger_for_a_stated_duration() -> None:
    # The Mirari Conjecture (DOM) chapter III: "Until end of turn, whenever ..." (CR 603.7b)
    (ability,) = parse(
        "III — Until end of turn, whenever you cast an instant or sorcery spell, copy it. You "
        "may choose new targets for the copy.",
        "en",
    ).abilities
    delayed = ability.effect
    assert isinstance(delayed, A.DelayedTrigger)
    assert delayed.duration == A.Duration(kind="end_of_turn")
    assert delayed.trigger == A.EventTrigger(
        event="cast", object=a("instant|sorcery", "spell"), player=YOU
    )


def test_unattached_from_a_permanent() -> None:
    # Grafted Wargear (5DN): CR 701.3d; "that permanent" is the one it was attached to
    assert trigger(
        "Whenever ~ becomes unattached from a permanent, sacrifice that permanent."
    ) == A.EventTrigger(event="becomes_unattached", object=SELF, by=a("permanent"))


@pytest.mark.parametrize(
    ("text", "lang", "owner"),
    [
        # Sigil of the New Dawn (DST), Mage du pont (FUT), Ständige Erneuerung (Enduring
        # Renewal, 6ED era German)
        (
            "Whenever a creature is put into your graveyard from the battlefield, you gain 1 life.",
            "en",
            "you_own",
        ),
        (
            "Whenever a creature is put into an opponent's graveyard from the battlefield, you gain 1 life.",
            "en",
            "opponent_owns",
        ),
        (
            "À chaque fois qu'une créature est mise dans votre cimetière depuis le jeu, vous gagnez 1 point de vie.",
            "fr",
            "you_own",
        ),
        (
            "Immer wenn eine Kreatur aus dem Spiel auf deinen Friedhof gelegt wird, erhältst du 1 Lebenspunkt.",
            "de",
            "you_own",
        ),
    ],
)
def test_put_into_a_players_graveyard_from_the_battlefield_keeps_the_owner(
    text: str, lang: str, owner: str
) -> None:
    """ "put into your graveyard from the battlefield": the creature dies and is yours (a card
    goes to its owner's graveyard, CR 404.2); it was read as any creature dying."""
    trigger = parse(text, lang).abilities[0].trigger
    assert trigger.event == "dies"
    assert owner in trigger.object.filter


def test_a_card_milled_into_a_graveyard_does_not_die() -> None:
    """Pedantic Learning (German): "aus deiner Bibliothek auf deinen Friedhof gelegt" is not
    dying (CR 700.4): the line stays unparsed rather than read as a creature dying."""
    with pytest.raises(ParseError):
        parse(
            "Immer wenn ein Land aus deiner Bibliothek auf deinen Friedhof gelegt wird, kannst du "
            "{1} bezahlen. Falls du dies tust, ziehe eine Karte.",
            "de",
        )


def test_a_players_cast_or_another_objects_entering() -> None:
    """Staff of the Death Magus (M15): "Whenever you cast a black spell or a Swamp enters the
    battlefield under your control" is either event, one ability (CR 603.2), not one object
    "black spell or Swamp"; French "ou qu'un marais arrive", German "wirkst oder ein Sumpf ...
    ins Spiel kommt" give the same ability. A list of alternatives in a cast trigger's object
    ("a white or blue spell") stays that object's. Norin the Wary (TSP): "a spell or a creature
    attacks" the same."""
    en = (
        "Whenever you cast a black spell or a Swamp enters the battlefield under your control, "
        "you gain 1 life."
    )
    fr = (
        "À chaque fois que vous lancez un sort noir ou qu'un marais arrive sur le champ de "
        "bataille sous votre contrôle, vous gagnez 1 point de vie."
    )
    de = (
        "Immer wenn du einen schwarzen Zauberspruch wirkst oder ein Sumpf unter deiner "
        "Kontrolle ins Spiel kommt, erhältst du 1 Lebenspunkt dazu."
    )
    (staff,) = parse(en).abilities
    assert staff.trigger == A.AnyTrigger(
        triggers=(
            A.EventTrigger(event="cast", player=YOU, object=any_("black", "spell")),
            A.EventTrigger(event="enters", object=any_("swamp", "you_control")),
        )
    )
    assert _ast(fr, "fr") == _ast(en, "en") == _ast(de, "de")
    (either,) = parse("Whenever you cast a white or blue spell, you gain 1 life.").abilities
    assert either.trigger.object == any_("blue|white", "spell")
    # Norin the Wary (TSP): a spell any player casts, or a creature attacking
    norin = (
        "When a player casts a spell or a creature attacks, exile ~. Return it to the "
        "battlefield under its owner's control at the beginning of the next end step."
    )
    norin_fr = (
        "Quand un joueur joue un sort ou qu'une créature attaque, retirez ~ de la partie. "
        "Renvoyez-le en jeu sous le contrôle de son propriétaire à la fin du tour."
    )
    assert _ast(norin_fr, "fr") == _ast(norin, "en")
    # (French "un gobelin ou qu'un gredin que vous contrôlez" is one object of either kind)
    (goblin,) = parse(
        "À chaque fois qu'un gobelin ou qu'un gredin que vous contrôlez inflige des blessures de "
        "combat à un joueur, vous gagnez 1 point de vie.",
        "fr",
    ).abilities
    assert goblin.trigger.object == any_("goblin|rogue", "you_control")


def test_the_comma_after_a_cast_triggers_object_ends_the_trigger() -> None:
    """A comma before a word that could be one more alternative is a list comma only when a
    conjunction or another comma follows within a few words: Soulblade Djinn (ORI) "Whenever
    you cast a noncreature spell, creatures you control get +1/+1 until end of turn" (CR
    603.1: the trigger ends at its comma); Goblin Battle Jester (M13), French "À chaque fois que
    vous lancez un sort rouge, la créature ciblée ne peut pas bloquer ce tour-ci"."""
    djinn = parse(
        "Whenever you cast a noncreature spell, creatures you control get +1/+1 until end of turn."
    ).abilities[0]
    assert djinn.trigger.object == A.ObjectRef(kind="any", filter=("noncreature", "spell"))
    assert djinn.effect.object == A.ObjectRef(kind="each", filter=("creature", "you_control"))
    jester = "Whenever you cast a red spell, target creature can't block this turn."
    fr = "À chaque fois que vous lancez un sort rouge, la créature ciblée ne peut pas bloquer ce tour-ci."
    assert parse(fr, "fr").abilities == parse(jester).abilities
    # (a list goes on past its comma: "an artifact, creature, or land")
    tap = parse("Destroy target artifact, enchantment, or land.").abilities[0].effect
    assert tap.object == A.ObjectRef(kind="target", filter=("artifact|enchantment|land",))


def test_a_delayed_trigger_said_first_in_a_later_sentence() -> None:
    """ "Mill seven cards. At the beginning of the next end step, exile seven cards from your
    graveyard." (False Memories, TOR; CR 603.7a): the second sentence is a delayed triggered
    ability the spell creates, the same as that instruction with "at the beginning of the next
    end step" after it; French "Au début de la prochaine étape de fin, exilez ..." (Long Road
    Home, EMN) reads the same. A line beginning so is still a triggered ability; only "the
    next" step is read so after a sentence."""
    memories = parse(
        "Mill seven cards. At the beginning of the next end step, exile seven cards from your "
        "graveyard."
    ).abilities[0]
    delayed = memories.effect.effects[1]
    assert isinstance(delayed, A.DelayedTrigger)
    assert delayed.trigger == A.StepTrigger(step="end", player="each", next_only=True)
    road = (
        "Exile target creature. At the beginning of the next end step, return that card to the "
        "battlefield under its owner's control with a +1/+1 counter on it."
    )
    trailing = (
        "Exile target creature. Return that card to the battlefield under its owner's control "
        "with a +1/+1 counter on it at the beginning of the next end step."
    )
    assert _ast(road, "en") == _ast(trailing, "en")
    fr = (
        "Exilez la créature ciblée. Au début de la prochaine étape de fin, renvoyez cette carte "
        "sur le champ de bataille sous le contrôle de son propriétaire avec un marqueur +1/+1 "
        "sur elle."
    )
    assert _ast(fr, "fr") == _ast(road, "en")
    upkeep = parse("At the beginning of your upkeep, draw a card.").abilities[0]
    assert isinstance(upkeep, A.TriggeredAbility)
    # (after a sentence, a step that is not "the next" may begin an ability of its own glued
    # on the same line: every upkeep, not once)
    glued = parse("Draw a card. At the beginning of your upkeep, draw a card.", lenient=True)
    assert isinstance(glued.abilities[0], A.Unparsed)


MINE = """\
scenario: t
ruling: CR 110.5, 603.2
players: {alice: {}, bob: {}}
cards:
  mine:
    name: {en: Dwarven Mine, fr: Mine des nains, de: Zwergenmine}
    types: [land]
    text:
      en: "When Dwarven Mine enters the battlefield untapped, create a 1/1 red Dwarf creature token."
      fr: "Quand la Mine des nains arrive sur le champ de bataille dégagée, créez un jeton de créature 1/1 rouge Nain."
      de: "Wenn die Zwergenmine ungetappt ins Spiel kommt, erzeuge einen 1/1 roten Zwerg-Kreaturenspielstein."
  tapper:
    name: {en: Frozen Aether}
    types: [enchantment]
    text:
      en: "Permanents your opponents control enter the battlefield tapped."
      fr: "Les permanents que vos adversaires contrôlent arrivent sur le champ de bataille engagés."
      de: "Bleibende Karten, die deine Gegner kontrollieren, kommen getappt ins Spiel."
setup:
  alice: {hand: [mine]%s}
turns:
  1:
    main1:
      - play: mine
"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_entering_untapped_is_a_trigger_of_the_status_it_enters_with(lang: str) -> None:
    """Dwarven Mine (CR 110.5): "When ~ enters the battlefield untapped" is the enters event of
    this permanent with the filter word untapped, the same AST in French and German; it
    triggers when the Mine enters untapped, not when an opponent's Frozen Aether taps it."""
    en = "When Dwarven Mine enters the battlefield untapped, create a 1/1 red Dwarf creature token."
    lines = {
        "en": en,
        "fr": "Quand la Mine des nains arrive sur le champ de bataille dégagée, créez un jeton"
        " de créature 1/1 rouge Nain.",
        "de": "Wenn die Zwergenmine ungetappt ins Spiel kommt, erzeuge einen 1/1 roten"
        " Zwerg-Kreaturenspielstein.",
    }
    names = {"en": "Dwarven Mine", "fr": "Mine des nains", "de": "Zwergenmine"}
    (ab,) = parse(lines[lang], lang, card_name=names[lang]).abilities
    (en_ab,) = parse(en, "en", card_name="Dwarven Mine").abilities
    assert ab.trigger == A.EventTrigger(
        event="enters", object=A.ObjectRef(kind="self", filter=("untapped",))
    )
    assert A.strip_meta(ab.to_json()) == A.strip_meta(en_ab.to_json())
    untapped = run_scenario(parse_scenario(MINE % "", "s.yaml"), lang)
    assert untapped.failures == []
    assert [e.kind for e in untapped.game.log].count("token") == 1  # the Dwarf token
    tapped = run_scenario(parse_scenario(MINE % "}\n  bob: {battlefield: [tapper]", "s.yaml"), lang)
    assert tapped.failures == []
    assert "token" not in [e.kind for e in tapped.game.log]


# ------------------------------------------- blocking one or more creatures (CR 509.3a, 509.3c)
def test_blocks_or_becomes_blocked_by_one_or_more_is_batched() -> None:
    """Dwarven Soldier, Rashka the Slayer: "one or more" triggers once each combat however many
    such creatures block or are blocked (CR 603.2c), unlike "a creature" (once per creature,
    CR 509.3b, 509.3d); "two or more" is not read."""
    both = trigger(
        "Whenever ~ blocks or becomes blocked by one or more Orcs, ~ gets +0/+2 until end of turn."
    )
    orc = A.ObjectRef(kind="any", filter=("orc",))
    assert both == A.AnyTrigger(
        triggers=(
            A.EventTrigger(event="blocks", object=SELF, by=orc, batched=True),
            A.EventTrigger(event="becomes_blocked", object=SELF, by=orc, batched=True),
        )
    )
    batch = trigger(
        "Whenever ~ blocks one or more black creatures, ~ gets +1/+1 until end of turn."
    )
    single = trigger("Whenever ~ blocks a black creature, ~ gets +1/+1 until end of turn.")
    assert batch == A.EventTrigger(
        event="blocks",
        object=SELF,
        by=A.ObjectRef(kind="any", filter=("black", "creature")),
        batched=True,
    )
    assert batch != single and single.batched is False
    (two,) = parse(
        "Whenever ~ becomes blocked by two or more creatures, ~ gets +1/+1 until end of turn.",
        "en",
        lenient=True,
    ).abilities
    assert isinstance(two, A.Unparsed)


def test_battalion_this_and_at_least_two_other_creatures_attack() -> None:
    """Boros Elite (GTC), battalion: "Whenever ~ and at least two other creatures attack" is the
    event attacks_with of at least two other creatures (``by.count`` 2), as training's "and at
    least one other creature" is of one."""
    (ab,) = parse(
        "Battalion — Whenever ~ and at least two other creatures attack, ~ gets +2/+2 until end "
        "of turn.",
        "en",
    ).abilities
    assert ab.trigger.event == "attacks_with"
    assert ab.trigger.object == A.ObjectRef(kind="self")
    assert ab.trigger.by == A.ObjectRef(kind="any", filter=("other", "creature"), count=2)


def test_crews_a_vehicle_and_saddles_a_mount() -> None:
    """Speedway Fanatic (KLD) "Whenever Speedway Fanatic crews a Vehicle, that Vehicle gains
    haste until end of turn.": the creature is tapped to pay a Vehicle's crew cost (CR
    702.122b), the Vehicle is the event's other object, which "that Vehicle" names; FR "À chaque
    fois que la Fanatique du circuit pilote un véhicule, ce véhicule acquiert la célérité ...",
    DE "Immer wenn die Rennbahn-Fanatikerin ein Fahrzeug bemannt, erhält das Fahrzeug Eile ..."
    give the same ability. "Whenever this creature saddles a Mount" (CR 702.171c) likewise."""
    (ability,) = parse(
        "Whenever Speedway Fanatic crews a Vehicle, that Vehicle gains haste until end of turn.",
        "en",
        card_name="Speedway Fanatic",
    ).abilities
    assert ability.trigger.event == "crews"
    assert ability.trigger.object == SELF
    assert ability.trigger.by == a("vehicle")
    en = _ast("Whenever ~ crews a Vehicle, that Vehicle gains haste until end of turn.", "en")
    fr = parse(
        "À chaque fois que la Fanatique du circuit pilote un véhicule, ce véhicule acquiert la "
        "célérité jusqu'à la fin du tour.",
        "fr",
        card_name="Fanatique du circuit",
    )
    de = parse(
        "Immer wenn die Rennbahn-Fanatikerin ein Fahrzeug bemannt, erhält das Fahrzeug Eile bis "
        "zum Ende des Zuges.",
        "de",
        card_name="Rennbahn-Fanatikerin",
    )
    assert [strip_meta(x.to_json()) for x in fr.abilities] == en
    assert [strip_meta(x.to_json()) for x in de.abilities] == en
    (mount,) = parse("Whenever this creature saddles a Mount, draw a card.", "en").abilities
    assert (mount.trigger.event, mount.trigger.by) == ("saddles", a("mount"))


def test_becomes_crewed() -> None:
    """Mobilizer Mech (NEO) "Whenever Mobilizer Mech becomes crewed, up to one other target
    Vehicle you control becomes an artifact creature until end of turn.": whenever a crew
    ability of it resolves (CR 702.122d); FR "À chaque fois que le Mecha mobilisateur devient
    piloté, ...", DE "Immer wenn der Mobilisierer-Mech bemannt wird, ..." give the same ability."""
    en = parse(
        "Whenever Mobilizer Mech becomes crewed, up to one other target Vehicle you control "
        "becomes an artifact creature until end of turn.",
        "en",
        card_name="Mobilizer Mech",
    )
    (ability,) = en.abilities
    assert (ability.trigger.event, ability.trigger.object) == ("becomes_crewed", SELF)
    fr = parse(
        "À chaque fois que le Mecha mobilisateur devient piloté, jusqu'à un autre véhicule ciblé "
        "que vous contrôlez devient une créature-artefact jusqu'à la fin du tour.",
        "fr",
        card_name="Mecha mobilisateur",
    )
    de = parse(
        "Immer wenn der Mobilisierer-Mech bemannt wird, wird bis zu ein anderes Fahrzeug deiner "
        "Wahl, das du kontrollierst, bis zum Ende des Zuges zu einer Artefaktkreatur.",
        "de",
        card_name="Mobilisierer-Mech",
    )
    expected = [strip_meta(x.to_json()) for x in en.abilities]
    assert [strip_meta(x.to_json()) for x in fr.abilities] == expected
    assert [strip_meta(x.to_json()) for x in de.abilities] == expected


def test_whenever_you_scry_or_surveil() -> None:
    """Knowledge and Power (JOU) "Whenever you scry, you may pay {2}. If you do, Knowledge and
    Power deals 2 damage to any target.": the player's scry (CR 701.22), whatever the number; FR
    "À chaque fois que vous appliquez le regard, ...", DE "Immer wenn du Hellsicht anwendest,
    ..." give the same ability. Thoughtbound Phantasm (GRN) "Whenever you surveil, put a +1/+1
    counter on ~." (CR 701.25)."""
    en = parse(
        "Whenever you scry, you may pay {2}. If you do, Knowledge and Power deals 2 damage to any "
        "target.",
        "en",
        card_name="Knowledge and Power",
    )
    (ability,) = en.abilities
    assert (ability.trigger.event, ability.trigger.player) == ("scry", YOU)
    fr = parse(
        "À chaque fois que vous appliquez le regard, vous pouvez payer {2}. Si vous faites ainsi, "
        "Savoir et puissance inflige 2 blessures à une cible, créature ou joueur.",
        "fr",
        card_name="Savoir et puissance",
    )
    de = parse(
        "Immer wenn du Hellsicht anwendest, kannst du {2} bezahlen. Falls du dies tust, fügt "
        "Wissen und Macht einer Kreatur oder einem Spieler deiner Wahl 2 Schadenspunkte zu.",
        "de",
        card_name="Wissen und Macht",
    )
    expected = [strip_meta(x.to_json()) for x in en.abilities]
    assert [strip_meta(x.to_json()) for x in fr.abilities] == expected
    assert [strip_meta(x.to_json()) for x in de.abilities] == expected
    (phantasm,) = parse("Whenever you surveil, put a +1/+1 counter on ~.", "en").abilities
    assert (phantasm.trigger.event, phantasm.trigger.player) == ("surveil", YOU)
