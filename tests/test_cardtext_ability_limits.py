"""English card text of the ability level and of player and count phrases (rulesparser.cardtext):
"This ability triggers only once each turn" (CR 603.2), "This ability costs {1} less to
activate" (CR 602.2b), party (CR 700.8), coven's "creatures with different powers", "target
opponent or planeswalker" (CR 115.1), "unless they pay" (CR 118.12), "can't attack you" (CR
508.1c) and "causes you to discard" triggers (CR 701.8), on real Oracle lines."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.errors import ParseError

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")
PARTY = A.Count(what="party", player=YOU)


def one(text: str, name: str = "Testcard") -> A.Node:
    card = parse(text, "en", card_name=name)
    assert len(card.abilities) == 1, card.abilities
    return card.abilities[0]


def test_triggers_only_once_each_turn() -> None:
    # Morbid Opportunist
    ab = one(
        "Whenever one or more other creatures die, draw a card. "
        "This ability triggers only once each turn."
    )
    assert isinstance(ab, A.RestrictedTriggeredAbility)
    assert ab.max_per_turn == 1
    assert ab.trigger.event == "dies" and ab.trigger.batched
    assert isinstance(ab.effect, A.Draw)


def test_ability_costs_less_to_activate() -> None:
    # Eiganjo, Seat of the Empire (channel: an ability word)
    ab = one(
        "Channel — {2}{W}, Discard ~: It deals 4 damage to target attacking or blocking "
        "creature. This ability costs {1} less to activate for each legendary creature you "
        "control."
    )
    assert isinstance(ab, A.RestrictedActivatedAbility)
    change = ab.cost_change
    assert change.mana == A.ManaCost(symbols=("1",)) and not change.increase
    assert change.amount == A.Count(
        what="objects",
        object=A.ObjectRef(kind="each", filter=("legendary", "creature", "you_control")),
    )
    assert ab.max_per_turn is None and ab.condition is None


def test_ability_cost_change_then_activation_limit() -> None:
    # Radha's Firebrand
    ab = one(
        "Domain — {5}{R}: ~ gets +2/+2 until end of turn. This ability costs {1} less to "
        "activate for each basic land type among lands you control. Activate only once each "
        "turn."
    )
    assert ab.cost_change.amount.what == "basic_land_types"
    assert ab.max_per_turn == 1


def test_ability_costs_less_for_each_creature_in_your_party() -> None:
    # Seafloor Stalker
    ab = one(
        "{4}{U}: ~ gets +1/+0 until end of turn and can't be blocked this turn. This ability "
        "costs {1} less to activate for each creature in your party. (Your party consists of "
        "up to one each of Cleric, Rogue, Warrior, and Wizard.)"
    )
    assert ab.cost_change.amount == PARTY


@pytest.mark.parametrize(
    "text",
    [
        # Archpriest of Iona
        "~'s power is equal to the number of creatures in your party. (Your party consists of "
        "up to one each of Cleric, Rogue, Warrior, and Wizard.)",
        # Shepherd of Heroes
        "When ~ enters the battlefield, you gain 2 life for each creature in your party.",
    ],
)
def test_party_is_a_count(text: str) -> None:
    counts = [n for n in one(text).walk() if isinstance(n, A.Count)]
    assert PARTY in counts


def test_full_party() -> None:
    # Squad Commander
    ab = one(
        "At the beginning of combat on your turn, if you have a full party, creatures you "
        "control get +1/+0 and gain indestructible until end of turn."
    )
    assert ab.condition == A.Compare(value=PARTY, op=">=", amount=4)


def test_coven_counts_different_powers() -> None:
    # Candlelit Cavalry
    ab = one(
        "Coven — At the beginning of combat on your turn, if you control three or more "
        "creatures with different powers, ~ gains trample until end of turn."
    )
    creatures = A.ObjectRef(kind="each", filter=("creature", "you_control"))
    assert ab.condition == A.Compare(
        value=A.Count(what="different_power", object=creatures), op=">=", amount=3
    )


def test_lands_with_different_names() -> None:
    # Field of the Dead
    ab = one(
        "Whenever ~ or another land enters the battlefield under your control, if you control "
        "seven or more lands with different names, create a 2/2 black Zombie creature token."
    )
    assert ab.condition.value.what == "different_name"
    assert ab.condition.amount == 7


def test_target_opponent_or_planeswalker() -> None:
    # Searing Flesh
    ab = one("~ deals 7 damage to target opponent or planeswalker.")
    assert ab.effect.recipient == A.Target(kinds=("opponent", "planeswalker"))


def test_unless_they_pay() -> None:
    # Aether Barrier
    ab = one(
        "Whenever a player casts a creature spell, that player sacrifices a permanent unless "
        "they pay {1}."
    )
    assert isinstance(ab.effect, A.UnlessPays)
    assert ab.effect.player == A.PlayerRef(kind="that_player")
    assert ab.effect.cost == A.Cost(components=(A.ManaCost(symbols=("1",)),))
    assert ab.effect.effect.player == A.PlayerRef(kind="that_player")


def test_unless_they_pay_needs_a_player_subject() -> None:
    with pytest.raises(ParseError):
        parse("~ deals 3 damage to you unless they pay {1}.", "en")


@pytest.mark.parametrize(
    "text, filt",
    [
        ("Creatures can't attack you.", ("creature",)),  # Blazing Archon
        ("Creatures without flying can't attack you.", ("creature", "without:flying")),
    ],
)
def test_cant_attack_you(text: str, filt: tuple[str, ...]) -> None:
    ab = one(text)
    assert ab.effect == A.Restriction(
        object=A.ObjectRef(kind="each", filter=filt),
        action="attack_you",
        duration=A.Duration(kind="permanent"),
    )


def test_discard_caused_by_an_opponents_spell() -> None:
    # Quagnoth
    ab = one(
        "When a spell or ability an opponent controls causes you to discard ~, return it to "
        "your hand."
    )
    assert ab.trigger.event == "discarded" and ab.trigger.player == YOU
    assert ab.trigger.object == SELF
    assert ab.trigger.by == A.ObjectRef(kind="any", filter=("ability|spell", "opponent_controls"))


def test_that_player_after_a_caused_discard_stays_unparsed() -> None:
    # Psychic Purge: "that player" is the source's controller, whom the AST does not name
    with pytest.raises(ParseError):
        parse(
            "When a spell or ability an opponent controls causes you to discard ~, that player "
            "loses 5 life.",
            "en",
        )


def test_other_before_a_list_of_subtypes() -> None:
    # Lord of the Ulvenwald
    ab = one("Other Wolves and Werewolves you control get +1/+1.")
    assert ab.effect.object == A.ObjectRef(
        kind="each", filter=("other", "werewolf|wolf", "creature", "you_control")
    )


def test_n_or_more_counters() -> None:
    # Beastmaster Ascension
    ab = one(
        "As long as ~ has seven or more quest counters on it, creatures you control get +5/+5."
    )
    assert ab.effect.condition == A.HasCounters(object=SELF, counter="quest", at_least=7)


def test_day_becomes_night() -> None:
    # Firmament Sage
    ab = one("Whenever day becomes night or night becomes day, draw a card.")
    assert ab.trigger == A.AnyTrigger(
        triggers=(
            A.EventTrigger(event="day_becomes_night"),
            A.EventTrigger(event="night_becomes_day"),
        )
    )


def test_cycle_or_dies() -> None:
    # Bant Sojourners
    ab = one("When you cycle ~ or it dies, you may create a 1/1 white Soldier creature token.")
    cycle, dies = ab.trigger.triggers
    assert cycle.event == "cycle" and cycle.player == YOU and cycle.object == SELF
    assert dies.event == "dies" and dies.object == SELF


def test_upkeep_or_whenever() -> None:
    # Shrine of Boundless Growth
    ab = one(
        "At the beginning of your upkeep or whenever you cast a green spell, put a charge "
        "counter on ~."
    )
    step, cast = ab.trigger.triggers
    assert isinstance(step, A.StepTrigger) and step.step == "upkeep"
    assert cast.event == "cast" and cast.player == YOU


def test_devotion() -> None:
    # Aspect of Hydra
    ab = one(
        "Target creature gets +X/+X until end of turn, where X is your devotion to green. (Each "
        "{G} in the mana costs of permanents you control counts toward your devotion to green.)"
    )
    assert A.Count(what="devotion", player=YOU, filter=("green",)) in list(ab.walk())


def test_you_have_hexproof() -> None:
    # Leyline of Sanctity
    ab = one(
        "You have hexproof. (You can't be the target of spells or abilities your opponents "
        "control.)"
    )
    assert ab == A.StaticEffect(
        effect=A.PlayerKeyword(
            player=YOU, ability="hexproof", duration=A.Duration(kind="permanent")
        )
    )


def test_player_keyword_needs_hexproof_or_shroud() -> None:
    with pytest.raises(ParseError):
        parse("You have flying.", "en")


def test_maximum_hand_size_reduced() -> None:
    # Jin-Gitaxias, Core Augur
    ab = one("Each opponent's maximum hand size is reduced by seven.")
    assert ab == A.MaximumHandSize(
        player=A.PlayerRef(kind="each_opponent"), value=-7, mode="modify"
    )


def test_state_trigger_on_counters() -> None:
    # Dark Depths (its first sentence)
    ab = one("When ~ has no ice counters on it, sacrifice it.")
    assert ab.trigger == A.StateTrigger(
        condition=A.Not(condition=A.HasCounters(object=SELF, counter="ice", at_least=1))
    )


def test_activate_only_if_suspended() -> None:
    # Greater Gargadon
    ab = one(
        "Sacrifice an artifact, creature, or land: Remove a time counter from ~. Activate only "
        "if ~ is suspended."
    )
    assert ab.condition == A.Suspended(object=SELF)


def test_opponent_controls_more_lands_than_you() -> None:
    # Weathered Wayfarer
    ab = one(
        "{W}, {T}: Search your library for a land card, reveal it, put it into your hand, then "
        "shuffle. Activate only if an opponent controls more lands than you."
    )
    lands = {"what": "permanents", "filter": ("land",)}
    assert ab.condition == A.CompareCounts(
        value=A.Count(player=A.PlayerRef(kind="opponent"), **lands),
        op=">",
        other=A.Count(player=YOU, **lands),
    )


def test_more_life_than_an_opponent() -> None:
    # Glorious Enforcer
    ab = one(
        "At the beginning of each combat, if you have more life than an opponent, ~ gains "
        "double strike until end of turn."
    )
    assert ab.condition == A.CompareCounts(
        value=A.Count(what="life_total", player=YOU),
        op=">",
        other=A.Count(what="life_total", player=A.PlayerRef(kind="opponent")),
    )


# (English Oracle line, French printed line, German printed line) of the same ZNR card: the
# party (CR 700.8) counted and the full party (CR 700.8c) in the three languages
PARTY_LINES = [
    # Shepherd of Heroes
    (
        "When ~ enters the battlefield, you gain 2 life for each creature in your party.",
        "Quand la ~ arrive sur le champ de bataille, vous gagnez 2 points de vie pour chaque "
        "créature dans votre groupe. (Votre groupe est composé de jusqu'à un clerc, un gredin, un "
        "guerrier et un sorcier.)",
        "Wenn die ~ ins Spiel kommt, erhältst du für jede Kreatur in deiner Abenteurergruppe 2 "
        "Lebenspunkte dazu. (Deine Abenteurergruppe besteht aus bis zu je einem Kleriker, "
        "Krieger, Räuber und Zauberer)",
    ),
    # Cascade Seer: "X étant le nombre de ...", "wobei X gleich der Anzahl an ... ist"
    (
        "When ~ enters the battlefield, scry X, where X is the number of creatures in your party.",
        "Quand la ~ arrive sur le champ de bataille, regard X, X étant le nombre de créatures "
        "dans votre groupe.",
        "Wenn die ~ ins Spiel kommt, wende Hellsicht X an, wobei X gleich der Anzahl an "
        "Kreaturen in deiner Abenteurergruppe ist.",
    ),
    # Archpriest of Iona: "égale au nombre de ...", "gleich der Anzahl an ..."
    (
        "~'s power is equal to the number of creatures in your party.",
        "La force de l'~ est égale au nombre de créatures dans votre groupe.",
        "Die Stärke des ~ ist gleich der Anzahl an Kreaturen in deiner Abenteurergruppe.",
    ),
    # Squad Commander: "si vous avez un groupe complet", "falls du eine vollständige
    # Abenteurergruppe hast"
    (
        "At the beginning of combat on your turn, if you have a full party, creatures you "
        "control get +1/+0 and gain indestructible until end of turn.",
        "Au début du combat pendant votre tour, si vous avez un groupe complet, les créatures "
        "que vous contrôlez gagnent +1/+0 et acquièrent l'indestructible jusqu'à la fin du tour.",
        "Zu Beginn des Kampfes in deinem Zug und falls du eine vollständige Abenteurergruppe "
        "hast, erhalten Kreaturen, die du kontrollierst, +1/+0 und Unzerstörbarkeit bis zum Ende "
        "des Zuges.",
    ),
]


@pytest.mark.parametrize(("en", "fr", "de"), PARTY_LINES)
def test_party_in_french_and_german(en: str, fr: str, de: str) -> None:
    from _card_ast import abilities_json

    assert PARTY in [n for a in parse(en, "en").abilities for n in a.walk()]
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_plural_objects_cant_be_the_targets_of_spells() -> None:
    """Dense Foliage (WTH), Veilstone Amulet (FUT): "Creatures can't be the targets of spells"
    is the restriction "can't be the target of" said of each of those objects (CR 115.4)."""
    ab = one("Creatures can't be the targets of spells.")
    assert ab == A.StaticEffect(
        effect=A.Restriction(
            object=A.ObjectRef(kind="each", filter=("creature",)),
            action="be_target_of",
            duration=A.Duration(kind="permanent"),
            which=A.ObjectRef(kind="each", filter=("spell",)),
        )
    )
    singular = one("Creatures you control can't be the target of spells this turn.")
    plural = one("Creatures you control can't be the targets of spells this turn.")
    assert plural == singular
