"""Conditions and restrictions of the English card-text grammar (rulesparser.cardtext): the
"Activate only ..." restrictions of activated abilities (CR 602.5b), "if it was kicked"
(CR 702.33d) and the other conditions a rules reader checks on real Oracle lines."""

from __future__ import annotations

import pytest
from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")


def one(text: str, lang: str = "en") -> A.Node:
    card = parse(text, lang)
    assert len(card.abilities) == 1, card.abilities
    return card.abilities[0]


# ---------------------------------------------------------------- "Activate only ..." (CR 602.5b)
RESTRICTIONS = [
    # Disrupting Scepter
    (
        "{3}, {T}: Target player discards a card. Activate only during your turn.",
        {"condition": A.TurnOf(player=YOU)},
    ),
    # Augur of Skulls
    (
        "Sacrifice ~: Target player discards two cards. Activate only during your upkeep.",
        {"condition": A.During(step="upkeep", player=YOU)},
    ),
    # Gate to Phyrexia
    (
        "Sacrifice a creature: Destroy target artifact. Activate only during your upkeep and "
        "only once each turn.",
        {"condition": A.During(step="upkeep", player=YOU), "max_per_turn": 1},
    ),
    # Phyrexian Battleflies
    (
        "{B}: ~ gets +1/+0 until end of turn. Activate no more than twice each turn.",
        {"max_per_turn": 2},
    ),
    # Feral Hydra: any player may activate it (CR 602.2)
    (
        "{3}: Put a +1/+1 counter on ~. Any player may activate this ability.",
        {"any_player": True},
    ),
    # threshold on an activated ability (Odyssey block)
    (
        "Threshold — {1}{G}: Regenerate ~. Activate only if seven or more cards are in your "
        "graveyard.",
        {
            "condition": A.Compare(
                value=A.Count(
                    what="objects",
                    object=A.ObjectRef(kind="each", filter=("card", "in_your_graveyard")),
                ),
                op=">=",
                amount=7,
            )
        },
    ),
    # Ghost Town
    (
        "{0}: Return ~ to its owner's hand. Activate only if it's not your turn.",
        {"condition": A.Not(condition=A.TurnOf(player=YOU))},
    ),
    (
        "{2}, Sacrifice a land: Put a +2/+2 counter on target creature. Activate only during "
        "any upkeep step.",
        {"condition": A.During(step="upkeep")},
    ),
    (
        "Remove two currency counters from ~: Untap target basic land. Activate only during "
        "an opponent's upkeep.",
        {"condition": A.During(step="upkeep", player=A.PlayerRef(kind="opponent"))},
    ),
]


@pytest.mark.parametrize("text,fields", RESTRICTIONS, ids=[t for t, _ in RESTRICTIONS])
def test_activation_restrictions(text: str, fields: dict) -> None:
    ability = one(text)
    assert isinstance(ability, A.RestrictedActivatedAbility)
    for name in ("condition", "max_per_turn", "any_player"):
        default = {"any_player": False}.get(name)
        assert getattr(ability, name) == fields.get(name, default), name
    assert ability.timing is None


def test_once_each_turn_is_one_activation_per_turn() -> None:
    """ "Activate only once each turn." alone and after another restriction give the same
    field (one form for one meaning). Blazing Rootwalla."""
    alone = one("{R}: ~ gets +2/+0 until end of turn. Activate only once each turn.")
    assert isinstance(alone, A.RestrictedActivatedAbility)
    assert alone.max_per_turn == 1 and alone.condition is None


def test_sorcery_and_once_each_turn() -> None:
    ability = one(
        "{2}: Put a +1/+1 counter on ~. Activate only as a sorcery and only once each turn."
    )
    assert isinstance(ability, A.RestrictedActivatedAbility)
    assert ability.timing == "sorcery" and ability.max_per_turn == 1


def test_as_a_sorcery_alone_stays_plain() -> None:
    ability = one("{3}{B}, {T}: Each opponent discards a card. Activate only as a sorcery.")
    assert type(ability) is A.ActivatedAbility and ability.timing == "sorcery"


def test_two_conditions_of_one_kind_stay_unparsed() -> None:
    # (made up: two windows joined by "and only" would need both to hold)
    card = parse(
        "{T}: Draw a card. Activate only during your turn and only during combat.",
        "en",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)


# ---------------------------------------------------------------- kicked (CR 702.33d)
def test_if_this_spell_was_kicked() -> None:
    # Into the Roil's templating (Zendikar Rising and later)
    ability = one(
        "Return target nonland permanent to its owner's hand. If this spell was kicked, draw a "
        "card."
    )
    assert isinstance(ability, A.SpellAbility)
    steps = ability.effect.effects
    assert steps[1] == A.Conditional(condition=A.KickerPaid(), effect=A.Draw(player=YOU, amount=1))


def test_if_it_was_kicked_is_an_intervening_if() -> None:
    # Verduran Emissary: "When ~ enters the battlefield, if it was kicked, ..." (CR 603.4)
    ability = one("When ~ enters the battlefield, if it was kicked, destroy target artifact.")
    assert isinstance(ability, A.TriggeredAbility)
    assert ability.condition == A.KickerPaid()
    assert isinstance(ability.effect, A.Destroy)


def test_if_you_control_an_artifact_and_an_enchantment() -> None:
    """Kami of Terrible Secrets (NEO): "if you control an artifact and an enchantment" is that
    each exists (an artifact enchantment does for both), French "un artefact et un
    enchantement" the same; "a Swamp and an opponent controls an Island" stays two conditions
    (CR 603.4)."""
    from _card_ast import abilities_json

    en = (
        "When ~ enters the battlefield, if you control an artifact and an enchantment, you draw "
        "a card and you gain 1 life."
    )
    fr = (
        "Quand le ~ arrive sur le champ de bataille, si vous contrôlez un artefact et un "
        "enchantement, vous piochez une carte et vous gagnez 1 point de vie."
    )
    ability = one(en)
    assert ability.condition == A.AllOf(
        conditions=(
            A.Exists(object=A.ObjectRef(kind="any", filter=("artifact", "you_control"))),
            A.Exists(object=A.ObjectRef(kind="any", filter=("enchantment", "you_control"))),
        )
    )
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    two = one(
        "When ~ enters the battlefield, if you control a Swamp and an opponent controls an "
        "Island, draw a card."
    )
    assert two.condition.conditions[1] == A.Exists(
        object=A.ObjectRef(kind="any", filter=("island", "opponent_controls"))
    )


DESERT_OR_DESERT_CARD = A.AnyOf(
    conditions=(
        A.Exists(object=A.ObjectRef(kind="any", filter=("desert", "you_control"))),
        A.Exists(object=A.ObjectRef(kind="any", filter=("desert", "card", "in_your_graveyard"))),
    )
)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "When ~ enters the battlefield, if you control a Desert or there is a Desert card in "
            "your graveyard, you gain 3 life.",
        ),
        (
            "fr",
            "Quand l'~ arrive sur le champ de bataille, si vous contrôlez un désert ou s'il y a "
            "une carte de désert dans votre cimetière, vous gagnez 3 points de vie.",
        ),
    ],
)
def test_if_you_control_a_desert_or_there_is_a_desert_card_in_your_graveyard(
    lang: str, text: str
) -> None:
    """Desert's Hold (HOU; English Oracle, French printed): either condition holds (AnyOf),
    "or there is" not read as a second word of the object "a Desert" (CR 603.4: an
    intervening "if")."""
    ability = one(text, lang)
    assert ability.condition == DESERT_OR_DESERT_CARD
    assert ability.effect == A.GainLife(player=YOU, amount=3)


def test_as_long_as_you_control_a_desert_or_there_is_a_desert_card() -> None:
    """Solitary Camel (HOU): the same two conditions after "as long as" (CR 611.3a)."""
    ability = one(
        "~ has lifelink as long as you control a Desert or there is a Desert card in your "
        "graveyard. (Damage dealt by this creature also causes you to gain that much life.)"
    )
    assert ability.effect.condition == DESERT_OR_DESERT_CARD


def test_another_past_status_stays_unparsed() -> None:
    card = parse("When ~ dies, if it was attacking, draw a card.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


# ---------------------------------------------------------------- costs as effects (CR 118)
def test_unless_you_discard_is_the_cost_of_keeping_it() -> None:
    # Masticore (CR 118.12: "unless you [do something]" is a cost)
    ability = one("At the beginning of your upkeep, sacrifice ~ unless you discard a card.")
    assert isinstance(ability, A.TriggeredAbility)
    assert ability.effect == A.SacrificeUnlessPay(
        object=SELF, cost=A.Cost(components=(A.Discard(player=YOU, amount=1),))
    )


def test_unless_you_return_a_land() -> None:
    # Esperzoa, Glint Hawk
    ability = one(
        "When ~ enters the battlefield, sacrifice it unless you return an artifact you control "
        "to its owner's hand."
    )
    cost = ability.effect.cost.components[0]
    assert cost == A.ReturnToHand(
        object=A.ObjectRef(kind="any", filter=("artifact", "you_control"), count=1)
    )


def test_unless_you_pay_life_on_another_effect() -> None:
    ability = one("At the beginning of your upkeep, tap ~ unless you pay 2 life.")  # Sangrophage
    assert ability.effect == A.UnlessPays(
        effect=A.Tap(object=SELF),
        player=YOU,
        cost=A.Cost(components=(A.LoseLife(player=YOU, amount=2),)),
    )


def test_you_may_pay_then_if_you_do() -> None:
    # Apothecary Initiate: "you may pay {1}. If you do, ..." (CR 608.2c)
    ability = one(
        "Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life."
    )
    assert ability.effect == A.Sequence(
        effects=(
            A.MayPay(player=YOU, cost=A.Cost(components=(A.ManaCost(symbols=("1",)),))),
            A.Conditional(condition=A.IfYouDo(), effect=A.GainLife(player=YOU, amount=1)),
        )
    )


def test_an_object_of_a_kind_acted_on_this_way() -> None:
    """Smashing Success: "If an artifact is destroyed this way" (CR 608.2c): one or more of
    the objects the instruction before destroyed is an artifact; "that creature" or "a creature
    you control" there is left unparsed."""
    ability = one(
        "Destroy target artifact or land. If an artifact is destroyed this way, create a "
        "Treasure token."
    )
    counted = A.ObjectRef(kind="each", filter=("artifact", "destroyed_this_way"))
    condition = ability.effect.effects[1].condition
    assert condition == A.Compare(value=A.Count(what="objects", object=counted), op=">=", amount=1)
    for text in (
        "Destroy target creature. If that creature is destroyed this way, you gain 2 life.",
        "Destroy target creature. If a creature you control is destroyed this way, you gain 2 "
        "life.",
    ):
        assert isinstance(parse(text, "en", lenient=True).abilities[0], A.Unparsed)


def test_whether_a_permanent_is_on_the_battlefield() -> None:
    """Wirecat ("can't attack or block if an enchantment is on the battlefield") and Call to
    the Grave ("if no creatures are on the battlefield"): whether there is such a permanent
    (CR 110.1, an :class:`~rulesparser.ast.Exists`, as "if you control ..." is read);
    "another creature" (than which?) stays unparsed."""
    enchantment = A.ObjectRef(kind="any", filter=("enchantment",))
    wirecat = one("~ can't attack or block if an enchantment is on the battlefield.")
    assert wirecat.effect.condition == A.Exists(object=enchantment)
    grave = one(
        "At the beginning of the end step, if no creatures are on the battlefield, sacrifice ~."
    )
    creature = A.ObjectRef(kind="any", filter=("creature",))
    assert grave.condition == A.Not(condition=A.Exists(object=creature))
    text = (
        "At the beginning of your upkeep, if another creature is on the battlefield, draw a card."
    )
    assert isinstance(parse(text, "en", lenient=True).abilities[0], A.Unparsed)


@pytest.mark.parametrize(
    "text",
    [
        # (a cost to attack, CR 508.1d, is not an effect that happens unless paid: a
        # CombatCost, tests/test_cardtext_combat_costs.py)
        # "pay" without "you may" says nothing about what happens if it isn't paid
        "Pay {1}.",
    ],
)
def test_unsure_payments_stay_unparsed(text: str) -> None:
    card = parse(text, "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


# ---------------------------------------------------------------- trigger events (CR 603.2)
SPELL = ("instant|sorcery", "spell")


def test_magecraft_is_cast_or_copy() -> None:
    # Quandrix Pledgemage: copying a spell is not casting it (CR 707.10)
    ability = one(
        "Magecraft — Whenever you cast or copy an instant or sorcery spell, put a +1/+1 counter "
        "on ~."
    )
    spell = A.ObjectRef(kind="any", filter=SPELL)  # each spell (rulesparser.canonical)
    assert ability.trigger == A.AnyTrigger(
        triggers=(
            A.EventTrigger(event="cast", object=spell, player=YOU),
            A.EventTrigger(event="copy", object=spell, player=YOU),
        )
    )


def test_heroic_spell_targets_this() -> None:
    ability = one("Heroic — Whenever you cast a spell that targets ~, put a +1/+1 counter on ~.")
    trig = ability.trigger
    assert trig.event == "cast" and trig.player == YOU
    assert isinstance(trig.object, A.StackObjectRef)
    assert trig.object.filter == ("spell",)
    assert trig.object.targeting == A.Targets(object=SELF)


def test_sacrifice_and_attack_events() -> None:
    # Ravenous Squirrel, Sphinx's Disciple
    sac = one("Whenever you sacrifice an artifact or creature, put a +1/+1 counter on ~.")
    assert sac.trigger == A.EventTrigger(
        event="sacrificed",
        object=A.ObjectRef(kind="any", filter=("artifact|creature",)),  # each (canonical)
        player=YOU,
    )
    untap = one("Whenever ~ becomes untapped, draw a card.")
    assert untap.trigger == A.EventTrigger(event="becomes_untapped", object=SELF)


# ---------------------------------------------------------------- "is a [type]", "is in [zone]"
def test_if_its_a_creature_card() -> None:
    ability = one(
        "When ~ enters the battlefield, scry 2, then reveal the top card of your library. If "
        "it's a creature card, put it into your hand."
    )
    # one sequence of steps (CR 608.2c): scry, reveal, then the conditional on that card
    cond = ability.effect.effects[-1].condition
    assert cond == A.HasCardType(object=A.ObjectRef(kind="that"), card_type="creature")


def test_if_it_was_a_creature_card() -> None:
    """Scavenging Ooze "{G}: Exile target card from a graveyard. If it was a creature card,
    ...", Lion Sash "If it was a permanent card" (CR 608.2h: the card as it last existed):
    the same condition as "If it's a creature card"; French "Si c'était une carte de
    créature", German "Falls es eine Kreaturenkarte war"."""
    from _card_ast import abilities_json

    ooze = (
        "{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter"
        " on ~ and you gain 1 life."
    )
    cond = one(ooze).effect.effects[1].condition  # (the target exiled: "that", CR 608.2c)
    assert cond == A.HasCardType(object=A.ObjectRef(kind="that"), card_type="creature")
    assert abilities_json(
        "{G} : Exilez une carte ciblée d'un cimetière. Si c'était une carte de créature, mettez"
        " un marqueur +1/+1 sur le ~ et vous gagnez 1 point de vie.",
        "fr",
    ) == abilities_json(ooze, "en")
    assert abilities_json(
        "{G}: Schicke eine Karte deiner Wahl aus einem Friedhof ins Exil. Falls es eine"
        " Kreaturenkarte war, lege eine +1/+1-Marke auf den ~ und du erhältst 1 Lebenspunkt"
        " dazu.",
        "de",
    ) == abilities_json(ooze, "en")
    # Gideon's Defeat: a subtype as it last existed
    gideon = one(
        "Exile target white creature that's attacking or blocking. If it was a Gideon"
        " planeswalker, you gain 5 life."
    )
    assert gideon.effect.effects[1].condition == A.Exists(
        object=A.ObjectRef(kind="it", filter=("gideon", "planeswalker"))
    )


def test_as_long_as_enchanted_permanent_is_a_creature() -> None:
    ability = one("As long as enchanted permanent is a creature, it gets +1/+1.")
    assert ability.effect.condition == A.HasCardType(
        object=A.ObjectRef(kind="enchanted", filter=("permanent",)), card_type="creature"
    )


def test_is_a_subtype_or_color() -> None:
    # Defy Death; Fists of the Demigod
    angel = one(
        "Return target creature card from your graveyard to the battlefield. If it's an Angel, "
        "put two +1/+1 counters on it."
    )
    assert angel.effect.effects[1].condition == A.Exists(
        object=A.ObjectRef(kind="it", filter=("angel",))
    )
    red = one("As long as enchanted creature is red, it gets +1/+1 and has first strike.")
    assert red.effect.condition == A.Exists(
        object=A.ObjectRef(kind="enchanted", filter=("creature", "red"))
    )


def test_in_your_graveyard_is_a_zone() -> None:
    ability = one(  # Pyre Zombie
        "At the beginning of your upkeep, if ~ is in your graveyard, you may pay {1}{B}{B}. If "
        "you do, return ~ to your hand."
    )
    assert ability.condition == A.InZone(object=SELF, zone="graveyard")


def test_it_of_each_object_stays_unparsed() -> None:
    # (made up; "it" is each land in turn)
    card = parse("Each land gets +2/+2 as long as it's a creature.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


# ---------------------------------------------------------------- "instead", "otherwise" (CR 608.2c)
def test_if_instead_replaces_the_effect_before() -> None:
    # Gemstone Caverns (CR 614.1a "instead" inside one resolving ability)
    ability = one("{T}: Add {C}. If ~ has a luck counter on it, instead add one mana of any color.")
    assert ability.effect == A.Instead(
        condition=A.HasCounters(object=SELF, counter="luck", at_least=1),
        effect=A.AddManaOfChoice(player=YOU, amount=1, choice="any_color"),
        replaced=A.AddMana(player=YOU, mana=A.ManaCost(symbols=("C",))),
    )


def test_kicked_instead_keeps_the_other_effects() -> None:
    # Vicious Offering
    ability = one(
        "Target creature gets -2/-2 until end of turn. If this spell was kicked, that creature "
        "gets -5/-5 until end of turn instead."
    )
    assert isinstance(ability, A.SpellAbility)
    instead = ability.effect
    assert isinstance(instead, A.Instead) and instead.condition == A.KickerPaid()
    assert (instead.replaced.power, instead.effect.power) == (-2, -5)


def test_a_leading_instead_replaces_the_whole_sentence_before() -> None:
    """Flare of Faith (MID): "If it's a Human, instead it gets +3/+3 and gains indestructible
    until end of turn." ("instead" said first, CR 614.1a): both clauses happen instead of the
    sentence before, French "à la place elle gagne +3/+3 et acquiert l'indestructible" the
    same; with "instead" said last after several clauses ("ce joueur pioche quatre cartes, puis
    se défausse de deux cartes à la place") it may replace one of them only: not read."""
    from _card_ast import abilities_json

    en = (
        "Target creature gets +2/+2 until end of turn. If it's a Human, instead it gets +3/+3 "
        "and gains indestructible until end of turn."
    )
    fr = (
        "Une créature ciblée gagne +2/+2 jusqu'à la fin du tour. Si c'est un humain, à la place "
        "elle gagne +3/+3 et acquiert l'indestructible jusqu'à la fin du tour."
    )
    instead = one(en).effect
    assert isinstance(instead, A.Instead)
    assert instead.replaced.power == 2
    assert [type(e) for e in instead.effect.effects] == [A.ModifyPowerToughness, A.GainAbility]
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    card = parse(
        "Un joueur ciblé pioche quatre cartes, puis se défausse de trois cartes. Si vous avez "
        "lancé ce sort pendant votre phase principale, ce joueur pioche quatre cartes, puis se "
        "défausse de deux cartes à la place.",
        "fr",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_static_instead_is_a_static_ability() -> None:
    # Relic Axe
    ability = one("Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead.")
    assert isinstance(ability, A.StaticEffect)
    assert isinstance(ability.effect, A.Instead)


def test_otherwise_is_the_other_branch() -> None:
    # Tahngarth's Rage
    ability = one(
        "Enchanted creature gets +3/+0 as long as it's attacking. Otherwise, it gets -2/-1."
    )
    assert isinstance(ability, A.StaticEffect)
    branch = ability.effect
    assert isinstance(branch, A.ConditionalOtherwise)
    assert (branch.effect.power, branch.otherwise.power) == (3, -2)


def test_otherwise_without_if_stays_unparsed() -> None:
    # (made up: nothing before "Otherwise" says what it is the other branch of)
    card = parse("Draw a card. Otherwise, discard a card.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


# ---------------------------------------------------------------- delayed triggers (CR 603.7)
def test_when_that_creature_leaves_this_turn_is_a_delayed_trigger() -> None:
    # (a real line of the development sets, with its activation restriction)
    ability = one(
        "{T}: Target creature gets +2/+2 until end of turn. When that creature leaves the "
        "battlefield this turn, sacrifice ~. Activate only during combat."
    )
    assert ability.condition == A.During(step="combat")
    delayed = ability.effect.effects[1]
    assert delayed == A.DelayedTrigger(
        # "that creature": the target (rulesparser.canonical)
        trigger=A.EventTrigger(event="leaves", object=A.ObjectRef(kind="that")),
        effect=A.Sacrifice(object=SELF),
        duration=A.Duration(kind="end_of_turn"),
    )


# ---------------------------------------------------------------- casting restrictions (CR 601.3)
@pytest.mark.parametrize(
    "text,condition",
    [
        ("Cast this spell only during combat.", A.During(step="combat")),
        (
            "Cast this spell only during an opponent's turn.",
            A.TurnOf(player=A.PlayerRef(kind="opponent")),
        ),
        ("Cast this spell only during your end step.", A.During(step="end", player=YOU)),
    ],
)
def test_cast_this_spell_only(text: str, condition: A.Node) -> None:
    assert one(text) == A.CastRestriction(condition=condition)


def test_if_you_cast_it_from_your_hand() -> None:
    # the Myojin cycle (Saviors of Kamigawa)
    ability = one(
        "~ enters the battlefield with a divinity counter on it if you cast it from your hand."
    )
    cond = A.WasCast(object=SELF, player=YOU, zone="hand")  # "it" is the card itself
    assert isinstance(ability, A.StaticEffect)
    assert ability.effect.condition == cond
    assert isinstance(ability.effect.effect, A.ReplacementEffect)


def test_exiled_until_this_object_leaves_the_battlefield() -> None:
    # Banishing Light (TSR): the card comes back when ~ leaves (CR 610.3a)
    ability = one(
        "When ~ enters the battlefield, exile target nonland permanent an opponent controls "
        "until ~ leaves the battlefield."
    )
    assert ability.effect == A.Exile(
        object=A.ObjectRef(kind="target", filter=("nonland", "permanent", "opponent_controls")),
        duration=A.Duration(kind="while_source_on_battlefield"),
    )


@pytest.mark.parametrize(
    ("text", "player", "what", "op", "amount"),
    [
        # Hellfire Mongrel (ZEN): the player whose upkeep it is (CR 603.4)
        (
            "At the beginning of each opponent's upkeep, if that player has two or fewer cards "
            "in hand, ~ deals 2 damage to that player.",
            "that_player",
            "cards_in_hand",
            "<=",
            2,
        ),
        # Razor Pendulum (MIR)
        (
            "At the beginning of each player's end step, if that player has 5 or less life, ~ "
            "deals 2 damage to that player.",
            "that_player",
            "life_total",
            "<=",
            5,
        ),
    ],
)
def test_a_condition_on_a_players_hand_or_life(
    text: str, player: str, what: str, op: str, amount: int
) -> None:
    assert one(text).condition == A.Compare(
        value=A.Count(what=what, player=A.PlayerRef(kind=player)), op=op, amount=amount
    )


def test_an_opponent_has() -> None:
    # Bloodghast (ZEN): any one opponent (as "an opponent controls")
    ability = one("~ has haste as long as an opponent has 10 or less life.")
    assert ability.effect.condition == A.Compare(
        value=A.Count(what="life_total", player=A.PlayerRef(kind="opponent")), op="<=", amount=10
    )
    # Blackbloom Rogue (ZNR): cards in that player's graveyard
    ability = one("~ gets +3/+0 as long as an opponent has eight or more cards in their graveyard.")
    assert ability.effect.condition == A.Compare(
        value=A.Count(what="cards_in_graveyard", player=A.PlayerRef(kind="opponent")),
        op=">=",
        amount=8,
    )
    # a player named through an object is not read (made-up line)
    (ability,) = parse(
        "At the beginning of your upkeep, if its controller has 5 or less life, draw a card.",
        "en",
        lenient=True,
    ).abilities
    assert isinstance(ability, A.Unparsed)


def test_if_you_cant() -> None:
    # Lord of the Pit (4ED), Liege of the Pit (TSP)
    ability = one(
        "At the beginning of your upkeep, sacrifice a creature other than ~. If you can't, ~ "
        "deals 7 damage to you."
    )
    assert ability.effect == A.IfYouCant(
        effect=A.Sacrifice(object=A.ObjectRef(kind="any", filter=("another", "creature"), count=1)),
        otherwise=A.DealDamage(damage_source=SELF, amount=7, recipient=YOU),
    )


def test_two_conditions() -> None:
    # Blood Baron of Vizkopa (DGM)
    ability = one(
        "As long as you have 30 or more life and an opponent has 10 or less life, ~ gets +6/+6 "
        "and has flying."
    )
    assert isinstance(ability.effect.condition, A.AllOf)
    assert len(ability.effect.condition.conditions) == 2


def test_soulbond_pair() -> None:
    # Nearheath Pilgrim (AVR): "both creatures" are this one and its pair (CR 702.95)
    ability = one(
        "As long as ~ is paired with another creature, both creatures have lifelink.", "en"
    )
    assert ability.effect.condition == A.Exists(object=A.ObjectRef(kind="self", filter=("paired",)))
    assert ability.effect.effect.object == A.ObjectRef(kind="paired")
    # "both creatures" anywhere else is the two creatures named before: not the pair
    (other,) = parse(
        "Whenever equipped creature blocks or becomes blocked by a creature, destroy both "
        "creatures.",
        "en",
        lenient=True,
    ).abilities
    assert isinstance(other, A.Unparsed)


def test_soulbond_pair_each_of_those_creatures() -> None:
    """Trusted Forcemage (AVR): the Oracle text since 2018 says "each of those creatures" where
    the printing said "both creatures" (German "beide Kreaturen"); the printings since say
    "chacune de ces créatures" in French. One ability (CR 702.95)."""
    from _card_ast import abilities_json

    oracle = (
        "As long as Trusted Forcemage is paired with another creature, each of those creatures "
        "gets +1/+1."
    )
    printed = "As long as ~ is paired with another creature, both creatures get +1/+1."
    fr = "Tant que la ~ est associée à une autre créature, chacune de ces créatures gagne +1/+1."
    de = "Solange die ~ an eine andere Kreatur gebunden ist, erhalten beide Kreaturen +1/+1."
    card = parse(oracle, "en", card_name="Trusted Forcemage")
    assert card.abilities[0].effect.effect.object == A.ObjectRef(kind="paired")
    expected = abilities_json(printed, "en")
    assert abilities_json(oracle.replace("Trusted Forcemage", "~"), "en") == expected
    assert abilities_json(fr, "fr") == expected
    assert abilities_json(de, "de") == expected
    # "each of those creatures" anywhere else names the creatures said before: not the pair
    (other,) = parse(
        "Tap up to two target creatures. Each of those creatures gets -1/-0 until end of turn.",
        "en",
        lenient=True,
    ).abilities
    assert not any(isinstance(n, A.ObjectRef) and n.kind == "paired" for n in other.walk())


def test_equipped_condition() -> None:
    # Fireblade Charger (ZNR)
    ability = one("As long as ~ is equipped, it has haste.")
    assert ability.effect.condition == A.Exists(
        object=A.ObjectRef(kind="self", filter=("equipped",))
    )


def test_how_the_spell_was_cast() -> None:
    # Ardenvale Paladin (ELD): adamant, a replacement effect applying only then
    paladin = one(
        "If at least three white mana was spent to cast this spell, ~ enters the battlefield "
        "with a +1/+1 counter on it."
    )
    assert paladin.condition == A.ManaSpent(object=SELF, at_least=3, color="white")
    # Clockwork Servant (ELD)
    servant = one(
        "When ~ enters the battlefield, if at least three mana of the same color was spent to "
        "cast it, draw a card."
    )
    assert servant.condition == A.ManaSpent(object=SELF, at_least=3, color="same")
    # Snake of the Golden Grove (BNG): tribute (CR 702.104b)
    snake = one("When ~ enters the battlefield, if tribute wasn't paid, you gain 4 life.")
    assert snake.condition == A.Not(condition=A.KeywordCostPaid(keyword="tribute"))


def test_revolt() -> None:
    # Silkweaver Elite (AER): as the permanent last existed (CR 603.10)
    ability = one(
        "When ~ enters the battlefield, if a permanent you controlled left the battlefield "
        "this turn, draw a card."
    )
    assert ability.condition == A.HappenedThisTurn(
        event="left_battlefield",
        subject=A.ObjectRef(kind="any", filter=("permanent", "you_control"), count=1),
    )


def test_a_spell_cast_earlier_this_turn() -> None:
    # Hewed Stone Retainers (FRF): CR 601.3, a spell you cast before this one
    ability = one("Cast this spell only if you've cast another spell this turn.")
    assert ability == A.CastRestriction(
        condition=A.HappenedThisTurn(
            event="cast",
            subject=A.ObjectRef(kind="any", filter=("another", "spell", "you_cast")),
        )
    )


def test_begin_the_game_on_the_battlefield() -> None:
    # Leyline of the Void (TSR): CR 103.6a
    ability = one(
        "If ~ is in your opening hand, you may begin the game with it on the battlefield."
    )
    assert ability == A.StaticAbility(rule="begin_game_on_battlefield")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "You may reveal this card from your opening hand. If you do, at the beginning of the "
            "first upkeep, each opponent mills seven cards.",
        ),
        (
            "fr",
            "Vous pouvez révéler cette carte depuis votre main de départ. Si vous faites ainsi, au "
            "début du premier entretien, chaque adversaire met les sept cartes du dessus de sa "
            "bibliothèque dans son cimetière.",
        ),
    ],
)
def test_revealed_from_the_opening_hand(lang: str, text: str) -> None:
    """Chancellor of the Spires (NPH; English Oracle, French printed): revealed from the opening
    hand (CR 103.6b), it creates a delayed triggered ability that triggers once, at the game's
    first upkeep, whoever's it is (CR 603.7a)."""
    assert one(text, lang) == A.OpeningHandReveal(
        effect=A.DelayedTrigger(
            trigger=A.StepTrigger(step="upkeep", player="each", next_only=True),
            effect=A.Mill(player=A.PlayerRef(kind="each_opponent"), amount=7),
        )
    )


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "You may reveal this card from your opening hand. If you do, scry 3 at the beginning "
            "of your first upkeep.",
        ),
        (
            "fr",
            "Vous pouvez révéler cette carte depuis votre main de départ. Si vous faites ainsi, "
            "regard 3 au début de votre premier entretien.",
        ),
    ],
)
def test_revealed_from_the_opening_hand_effect_said_first(lang: str, text: str) -> None:
    """Sphinx of Foresight (RNA): the delayed trigger said after its effect, at your first
    upkeep (CR 103.6b, 603.7a)."""
    assert one(text, lang) == A.OpeningHandReveal(
        effect=A.DelayedTrigger(
            trigger=A.StepTrigger(step="upkeep", player="you", next_only=True),
            effect=A.Scry(player=YOU, amount=3),
        )
    )


def test_not_of_a_subtype() -> None:
    # Infernal Medusa (LEG): "non-Wall" (CR 205.4b)
    ability = one(
        "Whenever ~ becomes blocked by a non-Wall creature, destroy that creature at end of combat."
    )
    assert ability.trigger.by == A.ObjectRef(kind="any", filter=("nonwall", "creature"))


def test_cast_during_your_main_phase() -> None:
    # Arrester's Admonition (RNA): addendum (CR 505.1: either main phase of your turn)
    ability = one("Addendum — If you cast this spell during your main phase, draw a card.")
    assert ability.effect.condition == A.CastDuring(
        object=SELF, player=YOU, during=A.During(step="main", player=YOU)
    )


def test_kinship_the_card_looked_at_shares_a_creature_type() -> None:
    """Kinship (Wandering Graybeard, MOR): "it" is the card looked at (CR 401.2), and the
    condition that it shares a creature type with this object (CR 205.3m); never this object
    itself."""
    ab = parse(
        "Kinship — At the beginning of your upkeep, you may look at the top card of your"
        " library. If it shares a creature type with Wandering Graybeard, you may reveal it. If"
        " you do, you gain 4 life.",
        "en",
        card_name="Wandering Graybeard",
    ).abilities[0]
    look, reveal, gain = ab.effect.effects
    assert look == A.OptionalEffect(player=YOU, effect=A.LookAtTop(player=YOU, amount=1))
    assert reveal.condition == A.Exists(
        object=A.ObjectRef(kind="it", filter=("shares_creature_type_with:self",))
    )
    assert reveal.effect == A.OptionalEffect(
        player=YOU, effect=A.Reveal(object=A.ObjectRef(kind="it"))
    )
    assert gain == A.Conditional(condition=A.IfYouDo(), effect=A.GainLife(player=YOU, amount=4))


#: the daybound cards' line (Innistrad: Midnight Hunt), English Oracle, French and German printed
DAY_NIGHT = [
    (
        "en",
        "Brimstone Vandal",
        "If it's neither day nor night, it becomes day as Brimstone Vandal enters the battlefield.",
    ),
    (
        "fr",
        "Cavalière de l'aurore",
        "Si ce n'est ni le jour ni la nuit, on passe au jour au moment où la Cavalière de "
        "l'aurore arrive sur le champ de bataille.",
    ),
    (
        "de",
        "Zwanghafter Astronom",
        "Falls es weder Tag noch Nacht ist, wird es Tag, sowie der Zwanghafte Astronom ins Spiel kommt.",
    ),
]


@pytest.mark.parametrize(("lang", "name", "text"), DAY_NIGHT)
def test_it_becomes_day_as_this_enters_if_neither_day_nor_night(
    lang: str, name: str, text: str
) -> None:
    """CR 730.1: as the permanent enters (a replacement effect, CR 614.12), if the game is
    neither day nor night, it becomes day: the same AST in the three languages."""
    (ability,) = parse(text, lang, card_name=name).abilities
    assert ability == A.ReplacementEffect(
        event=A.Event(name="enters", object=A.ObjectRef(kind="self")),
        mode="as",
        replacement=A.BecomeDayNight(state="day"),
        condition=A.DayNight(state="neither"),
        source=ability.source,
    )


# ------------------------------------ "If that creature is a Zombie" (CR 608.2c, 205.3)
def test_the_type_of_the_target_named_before() -> None:
    """Holy Justiciar, Starfall: "that creature" in a condition is the target named before
    (English "that" never means this object); a subtype is that object with the word, a card
    type a :class:`~rulesparser.ast.HasCardType`."""
    justiciar = one("{2}{W}, {T}: Tap target creature. If that creature is a Zombie, exile it.")
    _, exile = justiciar.effect.effects
    assert exile.condition == A.Exists(
        object=A.ObjectRef(kind="that", filter=("creature", "zombie"))
    )
    starfall = one(
        "Starfall deals 3 damage to target creature. If that creature is an enchantment, "
        "Starfall deals 3 damage to that creature's controller.".replace("Starfall", "~")
    )
    assert starfall.effect.effects[1].condition == A.HasCardType(
        object=A.ObjectRef(kind="that"), card_type="enchantment"
    )


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # the words are all nouns "that" repeats: the condition would be lost
        ("en", "Tap target creature. If that creature is an artifact creature, exile it."),
        # a French demonstrative in a condition of an ability of a permanent may be this
        # creature: not read as "that" (in a spell it is: test_cardtext_spell_demonstratives.py)
        ("fr", "{T} : Engagez la créature ciblée. Si cette créature est un zombie, exilez-la."),
    ],
)
def test_the_type_of_an_object_it_cannot_tell_stays_unparsed(lang: str, text: str) -> None:
    with pytest.raises(ValueError):
        parse(text, lang)


# ------------------------------------------------ mana spent to cast a spell (CR 601.2h)
MANA_SPENT = [
    # (face names EN/FR/DE, EN Oracle, FR printed, DE printed; None: not checked)
    (
        ("Memory Deluge", "Déluge de réminiscences", "Flut der Erinnerung"),
        "Look at the top X cards of your library, where X is the amount of mana spent to cast"
        " this spell. Put two of them into your hand and the rest on the bottom of your library"
        " in a random order.",
        "Regardez les X cartes du dessus de votre bibliothèque, X étant la quantité de mana"
        " dépensée pour lancer ce sort. Mettez deux d'entre elles dans votre main et le reste"
        " au-dessous de votre bibliothèque dans un ordre aléatoire.",
        "Schaue dir die obersten X Karten deiner Bibliothek an, wobei X gleich der Menge Mana ist,"
        " die ausgegeben wurde, um diesen Zauberspruch zu wirken. Nimm zwei davon auf deine Hand"
        " und lege den Rest in zufälliger Reihenfolge unter deine Bibliothek.",
    ),
    (
        ("Kaleidoscorch", "Kaléidotorche", "Kaleidobrand"),
        "Converge — Kaleidoscorch deals X damage to any target, where X is the number of colors"
        " of mana spent to cast this spell.",
        "Convergence — La Kaléidotorche inflige X blessures à n'importe quelle cible, X étant le"
        " nombre de couleurs de mana dépensé pour lancer ce sort.",
        "Konvergenz — Der Kaleidobrand fügt einem Ziel deiner Wahl X Schadenspunkte zu, wobei X"
        " gleich der Anzahl an unterschiedlichen Farben von Mana ist, das ausgegeben wurde, um"
        " diesen Zauberspruch zu wirken.",
    ),
    (
        ("Roiling Vortex", "Vortex bouillonnant", "Turbulenter Strudel"),
        "Whenever a player casts a spell, if no mana was spent to cast that spell, Roiling Vortex"
        " deals 5 damage to that player.",
        "À chaque fois qu'un joueur lance un sort, si aucun mana n'a été dépensé pour lancer ce"
        " sort, le Vortex bouillonnant inflige 5 blessures à ce joueur.",
        "Immer wenn ein Spieler einen Zauberspruch wirkt und falls kein Mana ausgegeben wurde, um"
        " den Zauberspruch zu wirken, fügt der Turbulente Strudel dem Spieler 5 Schadenspunkte"
        " zu.",
    ),
    (
        ("Clockwork Servant", "Serviteur mécanique", "Mechanischer Diener"),
        "Adamant — When Clockwork Servant enters the battlefield, if at least three mana of the"
        " same color was spent to cast it, draw a card.",
        "Inflexible — Quand le Serviteur mécanique arrive sur le champ de bataille, si au moins"
        " trois manas de la même couleur ont été dépensés pour le lancer, piochez une carte.",
        "Adamant — Wenn der Mechanische Diener ins Spiel kommt und falls drei oder mehr Mana"
        " derselben Farbe ausgegeben wurden, um ihn zu wirken, ziehe eine Karte.",
    ),
    (
        ("Shrieking Grotesque", "Hurleur grotesque", None),
        "When Shrieking Grotesque enters the battlefield, if {B} was spent to cast it, target"
        " player discards a card.",
        "Quand le Hurleur grotesque arrive en jeu, si {B} a été dépensé pour jouer le Hurleur"
        " grotesque, le joueur ciblé se défausse d'une carte.",
        None,
    ),
    (
        ("Springmantle Cleric", "Clerc au manteau vernal", None),
        "Springmantle Cleric enters the battlefield with a +1/+1 counter on it for each color of"
        " mana spent to cast it.",
        "La Clerc au manteau vernal arrive sur le champ de bataille avec, sur elle, un marqueur"
        " +1/+1 pour chaque couleur de mana dépensée pour la lancer.",
        None,
    ),
    (
        ("Verazol, the Split Current", None, "Verazol, Spalter der Strömung"),
        "Verazol, the Split Current enters the battlefield with a +1/+1 counter on it for each"
        " mana spent to cast it.",
        None,
        "Verazol, Spalter der Strömung, kommt mit einer +1/+1-Marke ins Spiel für jedes Mana, das"
        " ausgegeben wurde, um ihn zu wirken.",
    ),
]


@pytest.mark.parametrize(("names", "en", "fr", "de"), MANA_SPENT)
def test_mana_spent_to_cast_a_spell_reads_the_same_in_three_languages(
    names: tuple[str | None, ...], en: str, fr: str | None, de: str | None
) -> None:
    """The mana spent to cast a spell (CR 601.2h): how much (``Count mana_spent``), how many
    colors (converge; sunburst CR 702.44a), whether some of one color or none was spent
    (``ManaSpent``); the printed French and German texts give the English AST."""
    want = [A.strip_meta(a.to_json()) for a in parse(en, "en", card_name=names[0]).abilities]
    for lang, text, name in (("fr", fr, names[1]), ("de", de, names[2])):
        if text is not None:
            got = [A.strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]
            assert got == want, lang


def test_mana_spent_conditions_and_counts_name_the_spell_and_the_mana() -> None:
    """Rolling Spoil "If {B} was spent to cast this spell" (at least one black mana), Void
    Mirror "if no colored mana was spent to cast it" (the spell cast, not Void Mirror), Memory
    Deluge's amount of mana."""
    spoil = one(
        "Destroy target land. If {B} was spent to cast this spell, all creatures get -1/-1"
        " until end of turn."
    )
    cond = spoil.effect.effects[1].condition
    assert cond == A.ManaSpent(object=SELF, at_least=1, color="black")
    mirror = one(
        "Whenever a player casts a spell, if no colored mana was spent to cast it, counter that"
        " spell."
    )
    assert mirror.condition == A.Not(
        condition=A.ManaSpent(object=A.ObjectRef(kind="that"), at_least=1, color="colored")
    )
    deluge = parse(MANA_SPENT[0][1], "en").abilities[0]
    assert deluge.effect.effects[0].amount == A.Count(what="mana_spent", object=SELF)


# ---------------------------------------------------------------- devotion below a number
def test_theros_god_is_not_a_creature_below_its_devotion() -> None:
    """Erebos, God of the Dead (Theros; Forge 2020 Oracle): "less than five" is four or less (CR
    700.5: devotion is a whole number), and the god loses the creature type while it holds (CR
    613.1d)."""
    ability = one(
        "As long as your devotion to black is less than five, ~ isn't a creature. (Each {B} in"
        " the mana costs of permanents you control counts toward your devotion to black.)"
    )
    assert ability == A.StaticEffect(
        effect=A.Conditional(
            condition=A.Compare(
                value=A.Count(what="devotion", player=YOU, filter=("black",)), op="<=", amount=4
            ),
            effect=A.LosesCardTypes(
                object=SELF, types=("creature",), duration=A.Duration(kind="permanent")
            ),
        )
    )


def test_two_color_god_devotion() -> None:
    """Pharika, God of Affliction (Born of the Gods): devotion to two colors, below seven."""
    ability = one(
        "As long as your devotion to black and green is less than seven, ~ isn't a creature."
    )
    assert ability.effect.condition == A.Compare(
        value=A.Count(what="devotion", player=YOU, filter=("black", "green")), op="<=", amount=6
    )


def test_less_than_a_variable_stays_unparsed() -> None:
    """ "less than X" is not rewritten to a constant: the line is not read."""
    card = parse(
        "As long as your devotion to black is less than X, ~ isn't a creature.", "en", lenient=True
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_unless_you_control_at_least_n() -> None:
    """Oketra the True (Amonkhet): "at least three other creatures" is three or more (CR
    107.1), the restriction holding unless so."""
    ability = one("~ can't attack or block unless you control at least three other creatures.")
    assert ability.effect.condition == A.Not(
        condition=A.Compare(
            value=A.Count(
                what="objects",
                object=A.ObjectRef(kind="each", filter=("other", "creature", "you_control")),
            ),
            op=">=",
            amount=3,
        )
    )


def test_during_your_turn_after_the_clause_is_the_leading_one() -> None:
    """Dragonlord Dromoka (Dragons of Tarkir): "Your opponents can't cast spells during your
    turn." holds as long as it's your turn (CR 102.1), as "During your turn, your opponents
    can't cast spells."; a one-shot effect with it stays unparsed."""
    after = oracle_abilities("Your opponents can't cast spells during your turn.")
    before = oracle_abilities("During your turn, your opponents can't cast spells.")
    assert after == before
    assert any(isinstance(n, A.TurnOf) for n in after[0].walk())
    assert oracle_unparsed("Draw a card during your turn.")


def test_a_comma_before_and_only_in_an_activation_limit() -> None:
    """Licia, Sanguine Tribune (Forge 2020 Oracle): "Activate this ability only during your
    turn, and only once each turn." is the limit without the comma (CR 602.5b)."""
    head = (
        "Pay 5 life: Put three +1/+1 counters on Licia. Activate this ability only during your turn"
    )
    comma = oracle_abilities(f"{head}, and only once each turn.", "Licia")
    assert comma == oracle_abilities(f"{head} and only once each turn.", "Licia")


def test_if_this_spell_was_foretold() -> None:
    """Poison the Cup (KHM): the scry happens only if the spell was a foretold card before it
    was cast (CR 702.143c); another object "was foretold" is not read."""
    (spell, _) = oracle_abilities(
        "Destroy target creature. If this spell was foretold, scry 2.\nForetell {1}{B}",
        "Poison the Cup",
    )
    destroy, scry = spell.effect.effects
    assert isinstance(destroy, A.Destroy)
    assert scry.condition == A.Foretold(object=SELF)
    assert oracle_unparsed("Destroy target creature. If that creature was foretold, scry 2.")


def test_as_long_as_equipped_creature_is_legendary() -> None:
    """Hero's Heirloom (DMU): the supertype of the equipped creature (CR 205.4a), as "is a
    Vampire" reads its subtype."""
    (_, static, _) = oracle_abilities(
        "Equipped creature gets +2/+1.\nAs long as equipped creature is legendary, it has "
        "trample and haste.\nEquip {2}",
        "Hero's Heirloom",
    )
    assert static.effect.condition == A.Exists(
        object=A.ObjectRef(kind="equipped", filter=("creature", "legendary"))
    )
    (vampire,) = oracle_abilities(
        "As long as equipped creature is a Vampire, it has trample and haste."
    )
    assert vampire.effect.effect == static.effect.effect


@pytest.mark.parametrize(
    "text",
    [
        # the 2024 wording ("this creature", "entered") of an intervening "if"
        "At the beginning of your end step, if this creature entered this turn, sacrifice it.",
        # the older wording, a static ability's condition
        "As long as ~ entered the battlefield this turn, it has haste.",
    ],
)
def test_this_permanent_entered_this_turn(text: str) -> None:
    """CR 400.7: "this creature entered this turn" asks whether this permanent (the object it
    became as it entered) entered the battlefield this turn."""
    (ability,) = oracle_abilities(text)
    condition = getattr(ability, "condition", None) or ability.effect.condition
    assert condition == A.HappenedThisTurn(
        event="entered_battlefield", subject=A.ObjectRef(kind="self")
    )


def test_another_object_entered_this_turn_stays_unparsed() -> None:
    """ "if a creature entered the battlefield this turn" does not say under whose control (CR
    603.6a): left unparsed rather than read as this one or as yours."""
    assert oracle_unparsed(
        "At the beginning of your end step, if a creature entered the battlefield this turn, "
        "draw a card."
    )


def test_color_chosen_under_a_condition_keeps_its_use_under_it() -> None:
    """Aven Warcraft (JUD): the protection from the chosen color is given only when the
    threshold condition held (no color is chosen otherwise), so it is inside the conditional,
    not an unconditional step after it (CR 608.2c)."""
    (ability,) = oracle_abilities(
        "Threshold — If seven or more cards are in your graveyard, choose a color. Creatures you "
        "control also gain protection from the chosen color until end of turn."
    )
    effect = ability.effect
    assert isinstance(effect, A.Conditional), effect
    assert isinstance(effect.effect, A.Sequence)
    first, then = effect.effect.effects
    assert isinstance(first, A.ChooseColor)
    assert isinstance(then, A.GainAbility) and then.ability == "protection"
    # with no condition the two steps stay a plain sequence
    (plain,) = oracle_abilities(
        "Choose a color. Creatures you control gain protection from the chosen color until end "
        "of turn."
    )
    assert isinstance(plain.effect, A.Sequence)
    assert [type(e) for e in plain.effect.effects] == [A.ChooseColor, A.GainAbility]


@pytest.mark.parametrize(
    ("en", "en_name", "de", "de_name"),
    [
        (
            "When Promising Duskmage dies, if it had a +1/+1 counter on it, draw a card.",
            "Promising Duskmage",
            "Wenn die Vielversprechende Dämmermagierin stirbt und falls eine +1/+1-Marke auf "
            "ihr lag, ziehe eine Karte.",
            "Vielversprechende Dämmermagierin",
        ),
        (
            "Whenever another creature you control dies, if it had a +1/+1 counter on it, put a "
            "+1/+1 counter on Grakmaw.",
            "Grakmaw, Skyclave Ravager",
            "Immer wenn eine andere Kreatur, die du kontrollierst, stirbt und falls mindestens "
            "eine +1/+1-Marke auf ihr lag, lege eine +1/+1-Marke auf Grakmaul.",
            "Grakmaul, Himmelsgruft-Verwüster",
        ),
    ],
)
def test_the_counters_a_dying_creature_had(en: str, en_name: str, de: str, de_name: str) -> None:
    """Strixhaven's Promising Duskmage, Zendikar Rising's Grakmaw: "if it had a +1/+1 counter on
    it" after a dies trigger (CR 603.10a: the creature as it last existed on the battlefield),
    the condition German "falls eine +1/+1-Marke auf ihr lag" gives."""
    (english,) = parse(en, "en", card_name=en_name).abilities
    assert english.condition.counter == "+1/+1" and english.condition.at_least == 1
    (german,) = parse(de, "de", card_name=de_name).abilities
    assert strip_meta(english.to_json()) == strip_meta(german.to_json())


@pytest.mark.parametrize(
    ("en", "en_name", "fr", "fr_name"),
    [
        (
            "When Promising Duskmage dies, if it had a +1/+1 counter on it, draw a card.",
            "Promising Duskmage",
            "Quand la Brunemage prometteuse meurt, si elle avait un marqueur +1/+1 sur elle, "
            "piochez une carte.",
            "Brunemage prometteuse",
        ),
        (
            "Whenever another creature you control dies, if it had a +1/+1 counter on it, put a "
            "+1/+1 counter on Grakmaw.",
            "Grakmaw, Skyclave Ravager",
            "À chaque fois qu'une autre créature que vous contrôlez meurt, si elle avait un "
            "marqueur +1/+1 sur elle, mettez un marqueur +1/+1 sur Grakgueule.",
            "Grakgueule, dévastateur du fort céleste",
        ),
    ],
)
def test_the_counters_a_dying_creature_had_in_french(
    en: str, en_name: str, fr: str, fr_name: str
) -> None:
    """French "si elle avait un marqueur +1/+1 sur elle" after a dies trigger (CR 603.10a: the
    creature as it last existed on the battlefield) is English "if it had a +1/+1 counter on
    it" (Strixhaven's Promising Duskmage, Zendikar Rising's Grakmaw)."""
    (english,) = parse(en, "en", card_name=en_name).abilities
    (french,) = parse(fr, "fr", card_name=fr_name).abilities
    assert english.condition.counter == "+1/+1" and english.condition.at_least == 1
    assert strip_meta(french.to_json()) == strip_meta(english.to_json())


@pytest.mark.parametrize(
    ("en", "en_name", "fr", "fr_name", "word"),
    [
        (
            "Return target creature to its owner's hand. If its mana value was 3 or less, scry 1.",
            "Fading Hope",
            "Renvoyez une créature ciblée dans la main de son propriétaire. Si sa valeur de mana "
            "était inférieure ou égale à 3, regard 1.",
            "Espoir volatilisé",
            "mana_value<=3",
        ),
        (
            "Destroy target creature or planeswalker. If its mana value was 3 or less, you gain "
            "3 life.",
            "Extinguish the Light",
            "Détruisez une cible, créature ou planeswalker. Si sa valeur de mana était "
            "inférieure ou égale à 3, vous gagnez 3 points de vie.",
            "Éteindre la lumière",
            "mana_value<=3",
        ),
        (
            "When Deathknell Berserker dies, if its power was 3 or greater, create a 2/2 black "
            "Zombie Berserker creature token.",
            "Deathknell Berserker",
            "Quand le Berserker du glas meurt, si sa force était supérieure ou égale à 3, créez "
            "un jeton de créature 2/2 noire Zombie et Berserker.",
            "Berserker du glas",
            "power>=3",
        ),
    ],
)
def test_a_characteristic_the_object_had_in_french(
    en: str, en_name: str, fr: str, fr_name: str, word: str
) -> None:
    """French "si sa valeur de mana était inférieure ou égale à 3", "si sa force était
    supérieure ou égale à 3" (the object as it last existed, CR 608.2h) is English "If its mana
    value was 3 or less" (Innistrad: Midnight Hunt's Fading Hope, Dominaria United's Extinguish
    the Light, Kaldheim's Deathknell Berserker)."""
    english = parse(en, "en", card_name=en_name).abilities
    french = parse(fr, "fr", card_name=fr_name).abilities
    assert word in str(english[0].to_json())
    assert [strip_meta(a.to_json()) for a in french] == [strip_meta(a.to_json()) for a in english]


@pytest.mark.parametrize(
    ("en", "fr"),
    [
        # celebration (Wilds of Eldraine 2023), the templates before 2024 and the 2024 ones
        (
            "Celebration — As long as two or more nonland permanents entered the battlefield "
            "under your control this turn, ~ gets +1/+0.",
            "Célébration — Tant qu'au moins deux permanents non-terrain sont arrivés sur le "
            "champ de bataille sous votre contrôle ce tour-ci, le ~ gagne +1/+0.",
        ),
        (
            "As long as two or more nonland permanents entered the battlefield under your "
            "control this turn, this creature gets +1/+0.",
            "Tant qu'au moins deux permanents non-terrain sont arrivés sous votre contrôle ce "
            "tour-ci, cette créature gagne +1/+0.",
        ),
    ],
)
def test_how_many_permanents_entered_this_turn_in_french(en: str, fr: str) -> None:
    """French "au moins deux permanents non-terrain sont arrivés sur le champ de bataille sous
    votre contrôle ce tour-ci" (celebration, CR 603.6a) counts what English "two or more
    nonland permanents entered the battlefield under your control this turn" counts."""
    (english,) = parse(en, "en").abilities
    (french,) = parse(fr, "fr").abilities
    assert "entered_this_turn" in str(english.to_json())
    assert strip_meta(french.to_json()) == strip_meta(english.to_json())
