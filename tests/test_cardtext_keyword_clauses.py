"""Phrases of the English card-text grammar that the CR "means" clauses of keywords (CR 702,
kb/keyword_means.yaml) and printed card lines share: a keyword expands to what its clause says
through the same grammar that reads cards (issue 9, item 6)."""

from __future__ import annotations

import dataclasses

import pytest
from _card_ast import abilities_json

from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.ast import strip_meta
from rulesparser.parser import _compare

SELF = A.ObjectRef(kind="self")


def expansion(line: str) -> tuple[A.Node, ...]:
    (kw,) = parse(line, "en").abilities
    assert isinstance(kw, A.Keyword)
    return kw.abilities


def test_prevent_part_of_the_damage_a_source_would_deal() -> None:
    """Urza's Armor: "If a source would deal damage to you, prevent 1 of that damage." Any
    source's damage is damage dealt (CR 120.1); a part of it is prevented (CR 615.7). Absorb N
    (702.64a) says the same about the creature: "Absorb 2" prevents 2."""
    (ability,) = parse("If a source would deal damage to you, prevent 1 of that damage.").abilities
    assert isinstance(ability, A.ReplacementEffect)
    assert ability.event == A.Event(name="dealt_damage", object=A.PlayerRef(kind="you"))
    assert ability.replacement == A.PreventThatDamage(amount=1)
    (absorb,) = expansion("Absorb 2")
    assert absorb.event.object == SELF and absorb.replacement.amount == 2
    # a source with a quality is that source's event, not every damage event (CR 615.10)
    (red,) = parse("If a red source would deal damage to you, prevent 1 of that damage.").abilities
    assert red.event == A.Event(
        name="dealt_damage",
        object=A.PlayerRef(kind="you"),
        damage_source=A.ObjectRef(kind="any", filter=("red", "source"), count=1),
    )


def test_cant_be_destroyed() -> None:
    """Indestructible (702.12b): "A permanent with indestructible can't be destroyed.\""""
    (ability,) = expansion("Indestructible")
    assert ability.effect == A.Restriction(
        object=SELF, action="be_destroyed", duration=A.Duration(kind="permanent")
    )


def test_with_one_keyword_or_another() -> None:
    """Flying (702.9b): "can't be blocked except by creatures with flying and/or reach": a
    blocker with either keyword."""
    (ability,) = expansion("Flying")
    assert ability.effect.action == "be_blocked_except_by"
    assert ability.effect.which.filter == ("creature", "with:flying|with:reach")


def test_an_alternative_cost_paid_with_an_action() -> None:
    """Web-slinging (702.188a): "You may cast this spell by paying [cost] and returning a
    tapped creature you control to its owner's hand rather than paying its mana cost": the
    keyword's cost and the return, one cost (CR 118.9)."""
    (ability,) = expansion("Web-slinging {1}{U}")
    assert isinstance(ability, A.AlternativeCost) and ability.action == "cast"
    mana, returned = ability.cost.components
    assert mana == A.ManaCost(symbols=("1", "U")) and isinstance(returned, A.ReturnToHand)
    assert returned.object.filter == ("tapped", "creature", "you_control")
    # "... rather than pay this spell's mana cost as you cast this spell" (awaken, surge)
    (ability,) = parse(
        "You may pay {2}{R} rather than pay this spell's mana cost as you cast this spell."
    ).abilities
    assert ability.cost == A.Cost(components=(A.ManaCost(symbols=("2", "R")),))


def test_return_to_the_battlefield_with_a_counter_if_it_had_none() -> None:
    """Persist (702.79a): "When this permanent is put into a graveyard from the battlefield, if
    it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a
    -1/-1 counter on it." The counter is one it enters with (CR 614.1c)."""
    (ability,) = expansion("Persist")
    assert ability.trigger.event == "dies"
    assert ability.condition == A.Not(
        condition=A.HasCounters(object=SELF, counter="-1/-1", at_least=1)
    )
    assert ability.effect.counters == A.PutCounters(counter="-1/-1", amount=1, object=SELF)
    assert ability.effect.controller.kind == "owner"
    # "Return target creature card from your graveyard
    # to the battlefield with a +1/+1 counter on it."
    (ability,) = parse(
        "Return target creature card from your graveyard to the battlefield with a +1/+1 counter"
        " on it."
    ).abilities
    assert ability.effect.counters.counter == "+1/+1"


def test_new_targets_for_a_copy_of_a_spell_with_targets() -> None:
    """Casualty N (702.153a): '... and "When you cast this spell, if a casualty cost was paid for
    it, copy it. If the spell has any targets, you may choose new targets for the copy."' The
    condition is what choosing new targets needs anyway (CR 707.10c); before anything else it
    is not understood."""
    cost, trigger = expansion("Casualty 2")
    assert isinstance(cost, A.AdditionalCost)
    assert cost.cost.components[0].object.filter == ("creature", "power>=2")
    assert isinstance(trigger.condition, A.KeywordCostPaid)
    assert isinstance(trigger.effect, A.CopySpell) and trigger.effect.new_targets
    with pytest.raises(ParseError):
        parse("If the spell has any targets, draw a card.")


def test_a_player_gets_poison_counters() -> None:
    """Poisonous N (702.70a): "Whenever this creature deals combat damage to a player, that
    player gets N poison counters." Counters on a player (CR 122.1f)."""
    (ability,) = expansion("Poisonous 2")
    assert ability.effect == A.PlayerGetsCounters(
        player=A.PlayerRef(kind="that_player"), counter="poison", amount=2
    )
    (ability,) = parse("Each opponent gets a poison counter.").abilities
    assert ability.effect.player == A.PlayerRef(kind="each_opponent")


def test_cant_be_the_target_of_spells_or_abilities() -> None:
    """Hexproof (702.11b): "This permanent can't be the target of spells or abilities your
    opponents control." (CR 115.4); the same phrase on cards, for a time too."""
    (ability,) = expansion("Hexproof")
    assert ability.effect.action == "be_target_of" and ability.effect.object == SELF
    assert ability.effect.which.filter == ("ability|spell", "opponent_controls")
    (ability,) = parse(
        "Target creature can't be the target of spells or abilities this turn."
    ).abilities
    assert isinstance(ability, A.SpellAbility)
    assert ability.effect.duration == A.Duration(kind="end_of_turn")
    assert ability.effect.which.filter == ("ability|spell",)
    # what targets is a spell or an ability; anything else is not read
    with pytest.raises(ParseError):
        parse("~ can't be the target of creatures.")


def test_is_colorless() -> None:
    """Devoid (702.114a): "This object is colorless." (CR 105.2c): a characteristic-defining
    ability (CR 604.3), not an effect making it become colorless."""
    (ability,) = expansion("Devoid")
    assert ability == A.DefineColors(colors=("colorless",))
    with pytest.raises(ParseError):  # another object, one-shot: not read
        parse("Target creature is colorless.")


def test_becomes_colorless() -> None:
    """Ancient Kavu "{2}: ~ becomes colorless until end of turn.", Distorting Lens-era "Target
    spell or permanent becomes colorless." (CR 105.2c; layer 5, CR 613.1e): a one-shot color
    change, for its duration or indefinitely (CR 611.2a); French "devient incolore"."""
    (kavu,) = parse("{2}: ~ becomes colorless until end of turn.").abilities
    assert kavu.effect == A.Becomes(
        object=SELF, colors=("colorless",), duration=A.Duration(kind="end_of_turn")
    )
    assert abilities_json("{2}: L'~ devient incolore jusqu'à la fin du tour.", "fr") == (
        abilities_json("{2}: ~ becomes colorless until end of turn.", "en")
    )
    (ability,) = parse("Target spell or permanent becomes colorless.").abilities
    assert ability.effect.colors == ("colorless",) and ability.effect.duration is None


def test_what_happened_this_turn() -> None:
    """Spectacle (702.137a) "... if an opponent lost life this turn", bloodthirst (702.54a) "If
    an opponent was dealt damage this turn, ...": conditions on the turn so far, also on cards
    ("If a creature died this turn, ...", "if you gained life this turn")."""
    (spectacle,) = expansion("Spectacle {1}{R}")
    assert isinstance(spectacle, A.AlternativeCost)
    opponent = A.PlayerRef(kind="opponent")
    assert spectacle.condition == A.HappenedThisTurn(event="lost_life", subject=opponent)
    (bloodthirst,) = expansion("Bloodthirst 2")
    assert bloodthirst.effect.condition == A.HappenedThisTurn(
        event="dealt_damage", subject=opponent
    )
    assert bloodthirst.effect.effect.replacement.amount == 2
    (ability,) = parse("If a creature died this turn, draw a card.").abilities
    assert ability.effect.condition == A.HappenedThisTurn(
        event="died", subject=A.ObjectRef(kind="any", filter=("creature",), count=1)
    )
    (ability,) = parse("If you gained life this turn, draw a card.").abilities
    assert ability.effect.condition.event == "gained_life"


def test_for_each_opponent_you_have() -> None:
    """Undaunted (702.125a): "This spell costs {1} less to cast for each opponent you have.\""""
    (ability,) = expansion("Undaunted")
    assert ability.effect.amount == A.Count(
        what="players", player=A.PlayerRef(kind="each_opponent")
    )
    assert ability.effect.mana == A.ManaCost(symbols=("1",)) and not ability.effect.increase


def test_cast_for_its_keyword_cost_rather_than_its_mana_cost() -> None:
    """Spectacle's reminder "You may cast this spell for its spectacle cost rather than its mana
    cost if an opponent lost life this turn." agrees with its rule (the benchmark's check)."""
    (ability,) = parse(
        "You may cast this spell for its spectacle cost rather than its mana cost."
    ).abilities
    assert isinstance(ability, A.AlternativeCost) and ability.action == "cast"


def test_a_token_that_is_a_copy() -> None:
    """ "Create a token that's a copy of target creature you control." (CR 111.1, 707.2): the
    token's types are the copied object's; "two tokens that are copies of ~"."""
    (ability,) = parse("Create a token that's a copy of target creature you control.").abilities
    token = ability.effect
    assert isinstance(token, A.CreateToken) and token.amount == 1 and token.types == ()
    assert token.copy_of == A.ObjectRef(kind="target", filter=("creature", "you_control"))
    assert token.exceptions is None
    (ability,) = parse("Create two tokens that are copies of ~.").abilities
    assert ability.effect.amount == 2 and ability.effect.copy_of == SELF


def test_the_exceptions_of_a_copy() -> None:
    """CR 707.9: ", except it isn't legendary", "except it has haste", offspring's "except it's
    1/1" (702.175a) and eternalize's "except it's black, it's 4/4, it has no mana cost, and it's
    a Zombie in addition to its other types" (702.129a)."""
    (ability,) = parse(
        "Create a token that's a copy of target creature, except it isn't legendary."
    ).abilities
    assert ability.effect.exceptions == A.CopyExceptions(not_supertypes=("legendary",))
    (ability,) = parse(
        "Create a token that's a copy of that creature, except it has haste."
    ).abilities
    (haste,) = ability.effect.exceptions.abilities
    assert isinstance(haste, A.Keyword) and haste.name == "haste"
    (_cost, offspring) = expansion("Offspring {2}")
    assert offspring.effect.exceptions == A.CopyExceptions(power=1, toughness=1)
    assert offspring.effect.copy_of == SELF
    (eternalize,) = expansion("Eternalize {4}{B}{B}")
    assert eternalize.effect.exceptions == A.CopyExceptions(
        power=4, toughness=4, colors=("black",), subtypes=("zombie",), no_mana_cost=True
    )
    assert eternalize.timing == "sorcery"
    # the reminder's "a 4/4 black Zombie Dragon with no mana cost": the creature types instead
    (ability,) = parse(
        "Create a token that's a copy of it, except it's a 4/4 black Zombie Dragon with no mana cost."
    ).abilities
    assert ability.effect.exceptions == A.CopyExceptions(
        power=4,
        toughness=4,
        colors=("black",),
        replaced_subtypes=("zombie", "dragon"),
        no_mana_cost=True,
    )


def test_for_each_time_a_keyword_cost_was_paid() -> None:
    """Squad (702.157a): "... create a token that's a copy of it for each time its squad cost
    was paid." and replicate (702.56a): how many times the keyword's cost was paid."""
    (_cost, squad) = expansion("Squad {2}")
    assert squad.effect.amount == A.Count(what="times_paid", object=SELF, filter=("squad",))
    assert squad.effect.copy_of == SELF
    (_cost, replicate) = expansion("Replicate {1}{U}")
    assert replicate.effect.amount == A.Count(what="times_paid", object=SELF, filter=("replicate",))


def test_alternatives_each_with_the_noun() -> None:
    """Fear (702.36b): "can't be blocked except by artifact creatures and/or black creatures":
    a creature that is an artifact or black (the noun said with each word leaves one reading);
    "artifact or black creature" (the noun once) stays unsure."""
    (ability,) = expansion("Fear")
    assert ability.effect.action == "be_blocked_except_by"
    assert ability.effect.which.filter == ("artifact|black", "creature")
    (ability,) = parse("Destroy target artifact creature or black creature.").abilities
    assert ability.effect.object.filter == ("artifact|black", "creature")
    with pytest.raises(ParseError):
        parse("Destroy target artifact or black creature.")


def test_cast_transformed() -> None:
    """Disturb (702.146a): "You may cast this card transformed from your graveyard by paying
    [cost] rather than its mana cost." (back face up, CR 712.8c); its reminder "from your
    graveyard transformed for its disturb cost" says the same."""
    (ability,) = expansion("Disturb {1}{U}")
    assert ability.action == "cast_transformed_from_graveyard"
    assert ability.cost == A.Cost(components=(A.ManaCost(symbols=("1", "U")),))
    (reminder,) = parse(
        "You may cast this card from your graveyard transformed for its disturb cost."
    ).abilities
    assert reminder.action == "cast_transformed_from_graveyard"
    (ability,) = expansion("More Than Meets the Eye {2}{R}")
    assert ability.action == "cast_transformed"


def test_pay_mana_by_an_action() -> None:
    """Delve (702.66a), improvise (702.126a), convoke (702.51a): "For each generic mana in this
    spell's total cost, you may [action] rather than pay that mana" (CR 601.2g-h)."""
    (delve,) = expansion("Delve")
    assert delve.mana == "generic" and isinstance(delve.action, A.Exile)
    assert delve.action.object.filter == ("card", "in_your_graveyard")
    colored, generic = expansion("Convoke")
    assert colored.mana == "colored" and generic.mana == "generic"
    assert colored.action.object.filter == ("creature", "of_that_color", "you_control")
    assert generic.action.object.filter == ("creature", "you_control")
    (improvise,) = expansion("Improvise")
    assert improvise.action.object.filter == ("artifact", "you_control")


def test_for_each_counter_on_an_object() -> None:
    """Modular (702.43a): "... put a +1/+1 counter on target artifact creature for each +1/+1
    counter on this permanent." (CR 122.1); the same count on cards, "the number of charge
    counters on ~"."""
    (_enters, modular) = expansion("Modular 2")
    counters = A.Count(what="counters", counter="+1/+1", object=SELF)
    assert modular.effect.amount == counters
    (ability,) = parse("Draw a card for each charge counter on ~.").abilities
    assert ability.effect.amount == A.Count(what="counters", counter="charge", object=SELF)
    (ability,) = parse(
        "At the beginning of your upkeep, ~ deals damage to you equal to the number of charge "
        "counters on it."
    ).abilities
    assert ability.effect.amount.what == "counters" and ability.effect.amount.counter == "charge"


def test_if_x_is_n_or_more() -> None:
    """Ravenous (702.156a): "When this permanent enters, if X is 5 or more, draw a card.\""""
    (_replacement, ravenous) = expansion("Ravenous")
    assert ravenous.condition == A.Compare(value=A.Variable(name="X"), op=">=", amount=5)


def test_the_total_life_lost_this_way() -> None:
    """Extort (702.101a): "... each opponent loses 1 life and you gain life equal to the total
    life lost this way." (CR 608.2c)."""
    (extort,) = expansion("Extort")
    lose, gain = extort.effect.effects[1].effect.effects
    assert isinstance(lose, A.LoseLife) and gain.amount == A.Count(what="life_lost_this_way")


def test_you_may_have_this_permanent_enter_with_an_additional_counter() -> None:
    """Unleash (CR 702.98a) and riot (702.136a): "You may have this permanent enter with an
    additional +1/+1 counter on it": a replacement effect whose counter the controller may
    choose as the permanent enters (CR 614.1c); the unleash reminder (RTR Rakdos Cackler: "You
    may have this creature enter with a +1/+1 counter.") says the same."""
    (ability,) = parse(
        "You may have this permanent enter with an additional +1/+1 counter on it."
    ).abilities
    assert isinstance(ability, A.ReplacementEffect) and ability.mode == "with"
    assert ability.event == A.Event(name="enters", object=A.ObjectRef(kind="self"))
    assert ability.replacement == A.OptionalEffect(
        player=A.PlayerRef(kind="you"),
        effect=A.PutCounters(counter="+1/+1", amount=1, object=A.ObjectRef(kind="self")),
    )
    (reminder,) = parse("You may have this creature enter with a +1/+1 counter.").abilities
    assert A.strip_meta(reminder.to_json()) == A.strip_meta(ability.to_json())
    (kw,) = parse("Unleash").abilities
    assert A.strip_meta(kw.abilities[0].to_json()) == A.strip_meta(ability.to_json())


def test_crew_taps_creatures_with_total_power_n_or_greater() -> None:
    """Crew N (CR 702.122a): "Tap any number of other untapped creatures you control with total
    power N or greater: This permanent becomes an artifact creature until end of turn." The
    total is a filter word of the tapped group; KLD Fleetwheel Cruiser's reminder ("Tap any
    number of creatures you control with total power 1 or more: ...") gives the same ability
    without "other" (an abbreviation kb/keywords.yaml records)."""
    (kw,) = parse(
        "Crew 1 (Tap any number of creatures you control with total power 1 or more: This "
        "Vehicle becomes an artifact creature until end of turn.)"
    ).abilities
    assert kw.findings == ()
    (ability,) = kw.abilities
    (tap,) = ability.cost.components
    assert isinstance(tap, A.Tap) and tap.object.count is None
    assert set(tap.object.filter) == {"other", "creature", "total_power>=1", "you_control"}
    assert ability.effect == A.Becomes(
        object=A.ObjectRef(kind="self"),
        types=("artifact", "creature"),
        additive=False,
        duration=A.Duration(kind="end_of_turn"),
    )


@pytest.mark.parametrize(
    ("keyword", "reminder"),
    [
        # OGW Furtive Homunculus
        ("Skulk", "This creature can't be blocked by creatures with greater power."),
        # BFZ-era Forge Oracle line of an ingest creature
        (
            "Ingest",
            "Whenever this creature deals combat damage to a player, that player exiles the top "
            "card of their library.",
        ),
        # TSR Vensers Journal-era shroud reminder (M10 printing)
        ("Shroud", "This creature can't be the target of spells or abilities."),
    ],
)
def test_keyword_expansion_equals_its_reminder(keyword: str, reminder: str) -> None:
    """Skulk (CR 702.118a: "can't be blocked by creatures with greater power", the power of
    this creature), ingest
    (702.115a: the player dealt damage exiles the top card of their library) and shroud
    (702.18a: "This permanent or player can't be the target of spells or abilities") expand to
    the abilities their printed reminders say."""
    (kw,) = parse(f"{keyword} ({reminder})").abilities
    assert kw.findings == () and kw.source.reminder
    assert not any(isinstance(a, A.StaticAbility) and a.rule for a in kw.abilities)


def test_comparisons_with_this_objects_power_are_filter_words() -> None:
    """Mentor (CR 702.134a) and its reminder (GRN Goblin Banneret: "... target attacking
    creature with lesser power") compare with this creature's power."""
    (kw,) = parse("Mentor").abilities
    (reminder,) = parse(
        "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with "
        "lesser power."
    ).abilities
    assert A.strip_meta(kw.abilities[0].to_json()) == A.strip_meta(reminder.to_json())
    (ability,) = parse(
        "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with "
        "power less than this creature's power."
    ).abilities
    assert "power<self.power" in ability.effect.object.filter
    (skulk,) = parse("Skulk").abilities[0].abilities
    assert "power>self.power" in skulk.effect.blockers.filter


def test_transfigure_searches_for_a_creature_with_this_permanents_mana_value() -> None:
    """Transfigure (CR 702.71a): "... Search your library for a creature card with the same mana
    value as this permanent ...": equal to this object's (``mana_value=self.mana_value``); FUT
    Fleshwrither's reminder (MTGJSON text) reads as the same ability."""
    (kw,) = parse("Transfigure {1}{B}{B}").abilities
    (ability,) = kw.abilities
    search = next(n for n in ability.walk() if isinstance(n, A.SearchLibrary))
    assert "mana_value=self.mana_value" in search.object.filter
    reminder = parse(
        "{1}{B}{B}, Sacrifice this creature: Search your library for a creature card with the "
        "same mana value as this creature, put that card onto the battlefield, then shuffle. "
        "Transfigure only as a sorcery."
    ).abilities
    assert [A.strip_meta(a.to_json()) for a in reminder] == [A.strip_meta(ability.to_json())]


def test_landwalk_reads_its_rule_with_the_land_type() -> None:
    """Swampwalk (702.14c: "A creature with landwalk can't be blocked as long as the defending
    player controls at least one land with the specified land type"): the reminder FUT Street
    Wraith prints, "can't be blocked as long as defending player controls a Swamp"."""
    reminder = "This creature can't be blocked as long as defending player controls a Swamp."
    assert expansion("Swampwalk") == parse(reminder).abilities
    (island,) = expansion("Islandwalk")
    assert island.effect.condition.object.filter == ("island", "defending_player_controls")
    # "at least one" is one such permanent; a larger count stays unread
    with pytest.raises(ParseError):
        parse(
            "This creature can't be blocked as long as defending player controls at least two Swamps."
        )


def test_attacking_doesnt_cause_it_to_tap() -> None:
    """Vigilance (702.20b "Attacking doesn't cause creatures with vigilance to tap."), as INV
    Ardent Soldier's original text says it: a restriction on tapping to attack (CR 508.1f)."""
    printed = parse("Attacking doesn't cause Ardent Soldier to tap.", card_name="Ardent Soldier")
    (ability,) = expansion("Vigilance")
    assert printed.abilities == (ability,)
    assert ability.effect == A.Restriction(
        object=SELF, action="tap_to_attack", duration=A.Duration(kind="permanent")
    )
    with pytest.raises(ParseError):  # only attacking taps a creature
        parse("Blocking doesn't cause this creature to tap.")


def test_n_counters_for_each_creature_sacrificed() -> None:
    """Devour N (702.82a): two replacement effects as it enters (CR 614.1c), the second "N
    +1/+1 counters on it for each creature sacrificed this way" (MH1 Feaster of Fools, Devour
    2): twice the count; Devour 1: the count."""
    sacrifice, counters = expansion("Devour 2")
    assert sacrifice.mode == "as" and isinstance(sacrifice.replacement.effect, A.Sacrifice)
    amount = counters.replacement.amount
    assert isinstance(amount, A.Product) and amount.factor == 2
    assert amount.amount.object.filter == ("creature", "sacrificed_this_way")
    assert expansion("Devour 1")[1].replacement.amount == amount.amount


def test_for_each_permanent_put_into_a_graveyard_from_the_battlefield() -> None:
    """Gravestorm (702.69a, FUT Bitter Ordeal): "copy it for each permanent that was put into a
    graveyard from the battlefield this turn": each permanent that died (CR 700.4)."""
    (ability,) = expansion("Gravestorm")
    assert isinstance(ability.effect, A.CopySpell)
    assert ability.effect.amount.object.filter == ("permanent", "died_this_turn")


def test_attacks_the_player_with_the_most_life() -> None:
    """Dethrone (702.105a): "Whenever this creature attacks the player with the most life or
    tied for most life, put a +1/+1 counter on this creature." (CNS Marchesa's Emissary)."""
    (ability,) = expansion("Dethrone")
    assert ability.trigger.recipient == A.PlayerRef(kind="most_life_or_tied")
    assert ability.effect == A.PutCounters(counter="+1/+1", amount=1, object=SELF)


def test_if_its_awaken_cost_was_paid() -> None:
    """Awaken N—[cost] (702.113a, OGW Coastal Discovery "Awaken 4—{5}{U}"): the cast for the
    awaken cost, then "If this spell's awaken cost was paid, put N +1/+1 counters on target land
    you control. That land becomes a 0/0 Elemental creature with haste. It's still a land.\"":
    the land becomes a creature only if that cost was paid too (the target is chosen only then,
    CR 601.2c; "that land" names nothing otherwise), so the condition holds both instructions."""
    alternative, spell = expansion("Awaken 4\u2014{5}{U}")
    assert alternative.cost == A.Cost(components=(A.ManaCost(symbols=("5", "U")),))
    assert spell.effect.condition == A.KeywordCostPaid()
    put, becomes = spell.effect.effect.effects
    assert put.amount == 4 and put.object.kind == "target"
    assert becomes.types == ("creature",) and becomes.additive
    # an instruction on another object after the condition is not under it
    (ability,) = parse(
        "If this spell was kicked, put two +1/+1 counters on target land you control. Draw a card."
    ).abilities
    first, draw = ability.effect.effects
    assert isinstance(first, A.Conditional) and isinstance(draw, A.Draw)


def test_greater_power_or_toughness_than_this_creature() -> None:
    """Evolve (702.100a: "if that creature's power is greater than this creature's power and/or
    that creature's toughness is greater than this creature's toughness") reads as its reminder
    (RTR Cloudfin Raptor: "if that creature has greater power or toughness than this
    creature"): either value of the entering creature above this one's."""
    (kw,) = parse(
        "Evolve (Whenever a creature enters the battlefield under your control, if that creature "
        "has greater power or toughness than this creature, put a +1/+1 counter on this "
        "creature.)"
    ).abilities
    assert kw.findings == ()
    (ability,) = kw.abilities
    assert ability.condition == A.Exists(
        object=A.ObjectRef(
            kind="that", filter=("creature", "power>self.power|toughness>self.toughness")
        )
    )


def test_pay_a_cost_for_each_age_counter() -> None:
    """Cumulative upkeep (702.24a): "At the beginning of your upkeep, if this permanent is on
    the battlefield, put an age counter on this permanent. Then you may pay [cost] for each age
    counter on it. If you don't, sacrifice it." (Cumulative upkeep {1}: {1} once per counter)."""
    (ability,) = expansion("Cumulative upkeep {1}")
    assert ability.condition == A.InZone(object=SELF, zone="battlefield")
    put, pay, sacrifice = ability.effect.effects
    assert put == A.PutCounters(counter="age", amount=1, object=SELF)
    assert pay.cost == A.Cost(components=(A.ManaCost(symbols=("1",)),))
    assert pay.count == A.Count(what="counters", object=SELF, counter="age")
    assert sacrifice.condition == A.Not(condition=A.IfYouDo())


def test_players_cant_cast_spells_or_activate_nonmana_abilities() -> None:
    """Split second (702.61a: "As long as this spell is on the stack, players can't cast other
    spells or activate abilities that aren't mana abilities."), as its reminder (TSP Sudden
    Shock) says it: two restrictions while this spell is on the stack."""
    (ability,) = expansion("Split second")
    assert ability.effect.condition == A.InZone(object=SELF, zone="stack")
    cast, activate = ability.effect.effect.effects
    assert cast.action == "cast" and cast.object.filter == ("other", "spell")
    assert activate.action == "activate" and activate.object.filter == ("nonmana", "ability")
    (reminder,) = parse(
        "As long as this spell is on the stack, players can't cast spells or activate abilities "
        "that aren't mana abilities."
    ).abilities
    assert reminder.effect.effect.effects[1] == activate


def test_during_your_turn_an_artifact_creature() -> None:
    """Living metal (702.161a: "During your turn, this permanent is an artifact creature in
    addition to its other types."): "During your turn," is "as long as it's your turn" (CR
    102.1), as M12 Personal Sanctuary's English and French texts say it."""
    (ability,) = expansion("Living metal")
    assert ability.effect.condition == A.TurnOf(player=A.PlayerRef(kind="you"))
    assert ability.effect.effect.types == ("artifact", "creature")
    assert ability.effect.effect.additive
    en = parse("During your turn, prevent all damage that would be dealt to you.").abilities
    fr = parse(
        "Pendant votre tour, prévenez toutes les blessures qui devraient vous être infligées.", "fr"
    ).abilities
    assert [A.strip_meta(a.to_json()) for a in en] == [A.strip_meta(a.to_json()) for a in fr]
    assert en[0].effect.condition == ability.effect.condition


def test_move_a_counter_from_this_permanent_onto_that_creature() -> None:
    """Graft N (702.58a): it enters with N +1/+1 counters, and "Whenever another creature
    enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this
    permanent onto that creature." (Graft 2): a move of one counter from
    this permanent onto the entering creature (CR 122.5)."""
    enters, trigger = expansion("Graft 2")
    assert enters.replacement == A.PutCounters(counter="+1/+1", amount=2, object=SELF)
    assert trigger.optional and trigger.condition.object == SELF
    assert trigger.effect == A.MoveCounters(
        counter="+1/+1", amount=1, object=SELF, to=A.ObjectRef(kind="that")
    )


def test_renowned_and_saddled_are_designations() -> None:
    """Renown N (702.112a: "... if it isn't renowned, put N +1/+1 counters on it and it
    becomes renowned.") and saddle N (702.171a: "... This permanent becomes saddled until end
    of turn."): designations (CR 702.112b, 702.171b); ORI Knight of the Pilgrim's Road's
    reminder says the same ability, and its French and German printings too."""
    (renown,) = expansion("Renown 1")
    # "it" in the intervening "if" of a trigger on this object is this object (CR 603.4)
    assert renown.condition == A.Not(
        condition=A.Exists(object=A.ObjectRef(kind="self", filter=("renowned",)))
    )
    put, becomes = renown.effect.effects
    assert put.amount == 1 and becomes == A.BecomesDesignated(object=SELF, designation="renowned")
    (saddle,) = expansion("Saddle 2")
    assert saddle.effect == A.BecomesDesignated(
        object=SELF, designation="saddled", duration=A.Duration(kind="end_of_turn")
    )
    lines = {
        "en": "Renown 1 (When this creature deals combat damage to a player, if it isn't "
        "renowned, put a +1/+1 counter on it and it becomes renowned.)",
        "fr": "Réputation 1 (Quand cette créature inflige des blessures de combat à un joueur, si "
        "elle n'est pas réputée, mettez un marqueur +1/+1 sur elle et elle devient réputée.)",
        "de": "Ruhm 1 (Wenn diese Kreatur einem Spieler Kampfschaden zufügt und falls sie nicht "
        "ruhmvoll ist, lege eine +1/+1-Marke auf sie und sie wird ruhmvoll.)",
    }
    asts = {lang: abilities_json(text, lang) for lang, text in lines.items()}
    assert asts["fr"] == asts["en"] == asts["de"]
    with pytest.raises(ParseError):  # a status that is not a designation is tapped, not become
        parse("When this creature attacks, it becomes tapped.")


def test_remove_all_damage_marked_on_it() -> None:
    """Umbra armor (702.89a: "If enchanted permanent would be destroyed, instead remove all
    damage marked on it and destroy this Aura."), as totem armor reminders say it
    ("remove all damage from it"): a replacement of the destruction (CR 614.1a, 120.6)."""
    (ability,) = expansion("Umbra armor")
    assert ability.event == A.Event(
        name="destroyed", object=A.ObjectRef(kind="enchanted", filter=("permanent",))
    )
    remove, destroy = ability.replacement.effects
    assert remove == A.RemoveDamage(object=A.ObjectRef(kind="it"))
    assert destroy.object == SELF
    (reminder,) = parse(
        "If enchanted creature would be destroyed, instead remove all damage from it and destroy "
        "this Aura."
    ).abilities
    assert reminder.replacement == ability.replacement


def test_unattach_this_permanent_if_it_is_attached_to_a_creature() -> None:
    """Reconfigure (702.151a): "[Cost]: Attach this permanent to another target creature you
    control. Activate only as a sorcery" and "[Cost]: Unattach this permanent. Activate only if
    this permanent is attached to a creature and only as a sorcery." (NEO Lizard Blades,
    Reconfigure {2})."""
    attach, unattach = expansion("Reconfigure {2}")
    assert isinstance(attach.effect, A.Attach) and attach.timing == "sorcery"
    assert unattach.effect == A.Unattach(object=SELF) and unattach.timing == "sorcery"
    assert unattach.condition == A.Exists(
        object=A.ObjectRef(kind="self", filter=("attached_to:creature",))
    )
    assert unattach.cost == attach.cost == A.Cost(components=(A.ManaCost(symbols=("2",)),))


def test_tap_two_creatures_that_share_a_color_with_it() -> None:
    """Conspire (702.78a): "As an additional cost to cast this spell, you may tap two untapped
    creatures you control that each share a color with it" and "When you cast this spell, if
    its conspire cost was paid, copy it. ...": the creatures share a color with "it" (this
    spell, the object the sentence names)."""
    cost, copy = expansion("Conspire")
    (tap,) = cost.cost.components
    assert tap.object.count == 2
    assert set(tap.object.filter) == {"creature", "you_control", "shares_color_with:it"}
    assert copy.condition == A.KeywordCostPaid() and isinstance(copy.effect, A.CopySpell)


def test_n_for_each_creature_blocking_it_beyond_the_first() -> None:
    """Rampage N (702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of
    turn for each creature blocking it beyond the first."), as its reminder says it (Rampage 2):
    twice the number of its blockers but one ("it": this creature, the only object named)."""
    line = (
        "Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for "
        "each creature blocking it beyond the first.)"
    )
    (kw,) = parse(line).abilities
    assert kw.findings == ()
    (ability,) = kw.abilities
    blockers = A.Count(
        what="objects_beyond_first",
        object=A.ObjectRef(kind="each", filter=("creature", "blocking:self")),
    )
    assert ability.effect.power == ability.effect.toughness == A.Product(factor=2, amount=blockers)
    (one_each,) = expansion("Rampage 1")
    assert one_each.effect.power == blockers


def test_blocked_only_by_artifact_creatures_or_creatures_sharing_a_color() -> None:
    """Intimidate (702.13b: "... can't be blocked except by artifact creatures and/or
    creatures that share a color with it."), as its reminder says it (ZEN): either kind of
    blocker, the second one's qualifier its own; fear's "artifact creatures and/or black
    creatures" stays one object (a color or the artifact type)."""
    line = (
        "Intimidate (This creature can't be blocked except by artifact creatures and/or "
        "creatures that share a color with it.)"
    )
    (kw,) = parse(line).abilities
    assert kw.findings == ()
    (ability,) = kw.abilities
    assert ability.effect.which == A.ObjectUnion(
        objects=(
            A.ObjectRef(kind="each", filter=("artifact", "creature")),
            A.ObjectRef(kind="each", filter=("creature", "shares_color_with:it")),
        )
    )
    (fear,) = expansion("Fear")
    assert fear.effect.which == A.ObjectRef(kind="each", filter=("artifact|black", "creature"))


def test_for_each_opponent_you_attacked_this_combat() -> None:
    """Melee (702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for
    each opponent you attacked with a creature this combat."), and its reminder's shorter "for
    each opponent you attacked this combat": the same count."""
    (ability,) = expansion("Melee")
    attacked = A.Count(
        what="players_attacked_this_combat", player=A.PlayerRef(kind="each_opponent")
    )
    assert ability.effect.power == ability.effect.toughness == attacked
    (reminder,) = parse(
        "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you "
        "attacked this combat."
    ).abilities
    assert reminder == ability


def test_evoke_exiles_a_card_from_your_hand() -> None:
    """Grief (MH2): "Evoke—Exile a black card from your hand." (CR 702.74a): the card exiled
    is one in your hand, in English and French alike."""
    en = parse("Evoke—Exile a black card from your hand.", "en").abilities
    fr = parse("Évocation — Exilez une carte noire de votre main.", "fr").abilities
    assert [strip_meta(a.to_json()) for a in fr] == [strip_meta(a.to_json()) for a in en]
    (alternative,) = [a for a in en[0].abilities if isinstance(a, A.AlternativeCost)]  # type: ignore[attr-defined]
    (exile,) = alternative.cost.components
    assert exile.object.filter == ("black", "card", "in_your_hand")


def test_transmute_searches_for_a_card_with_the_discarded_cards_mana_value() -> None:
    """Transmute (CR 702.53a): "[Cost], Discard this card: Search your library for a card with
    the same mana value as the discarded card ...": the card discarded to pay the cost is this
    card (``mana_value=self.mana_value``), as RAV Dimir House Guard's reminder says it ("... as
    this card"). "The discarded card" of a cost that discards another card is not read."""
    (kw,) = parse("Transmute {1}{B}{B}").abilities
    (ability,) = kw.abilities
    search = next(n for n in ability.walk() if isinstance(n, A.SearchLibrary))
    assert "mana_value=self.mana_value" in search.object.filter
    assert ability.timing == "sorcery"
    reminder = parse(
        "{1}{B}{B}, Discard this card: Search your library for a card with the same mana value "
        "as this card, reveal it, put it into your hand, then shuffle. Transmute only as a sorcery."
    ).abilities
    assert [strip_meta(a.to_json()) for a in reminder] == [strip_meta(ability.to_json())]
    with pytest.raises(ParseError):
        parse(
            "Discard a card: Search your library for a card with the same mana value as the "
            "discarded card, reveal it, put it into your hand, then shuffle."
        )


def test_scavenge_puts_counters_equal_to_the_exiled_cards_power() -> None:
    """Scavenge (CR 702.97a): "[Cost], Exile this card from your graveyard: Put a number of
    +1/+1 counters equal to the power of the card you exiled on target creature. Activate only
    as a sorcery.": the card exiled to pay the cost is this card; RTR Dreg Mangler's reminder
    ("... equal to this card's power on target creature. Scavenge only as a sorcery.") is the
    same ability."""
    (kw,) = parse("Scavenge {3}{B}{G}").abilities
    (ability,) = kw.abilities
    assert ability.effect == A.PutCounters(
        counter="+1/+1",
        amount=A.Count(what="power", object=SELF),
        object=A.ObjectRef(kind="target", filter=("creature",)),
    )
    reminder = parse(
        "{3}{B}{G}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to "
        "this card's power on target creature. Scavenge only as a sorcery."
    ).abilities
    assert [strip_meta(a.to_json()) for a in reminder] == [strip_meta(ability.to_json())]


def test_station_puts_charge_counters_equal_to_the_tapped_creatures_power() -> None:
    """Station (CR 702.184a): "Tap another untapped creature you control: Put a number of charge
    counters on this permanent equal to the tapped creature's power. Activate only as a
    sorcery.": the number after the object, "the tapped creature" the one tapped to pay."""
    (kw,) = parse("Station").abilities
    (ability,) = kw.abilities
    assert ability.timing == "sorcery"
    assert ability.effect.counter == "charge" and ability.effect.object == SELF
    assert ability.effect.amount.what == "power"
    assert ability.effect.amount.object.filter == ("tapped", "creature")


def test_ward_reminder_counters_the_spell_or_ability_that_targeted() -> None:
    """Ward (CR 702.21a: "... counter that spell or ability unless that player pays [cost]"):
    NEO Armguard Familiar's reminder says "counter it": the spell or ability that targeted (a
    permanent is never countered, CR 701.6a), the same ability as the CR's."""
    (kw,) = parse("Ward {2}").abilities
    (reminder,) = parse(
        "Whenever this creature becomes the target of a spell or ability an opponent controls, "
        "counter it unless that player pays {2}."
    ).abilities
    assert strip_meta(reminder.to_json()) == strip_meta(kw.abilities[0].to_json())
    countered = reminder.effect.effect.object
    assert countered == A.StackObjectRef(kind="that", filter=("ability|spell",))


def test_horsemanship_reminder_is_blocked_only_by_creatures_with_horsemanship() -> None:
    """Horsemanship (CR 702.31b: "can't be blocked by creatures without horsemanship"): PTK Wei
    Scout's reminder "can't be blocked except by creatures with horsemanship" lets the same
    creatures block (CR 509.1b), one :class:`CantBeBlockedBy`; "except by creatures with flying
    and/or reach" (flying, CR 702.9b) stays as it is said."""
    (kw,) = parse("Horsemanship").abilities
    reminder = parse("This creature can't be blocked except by creatures with horsemanship.")
    (ability,) = reminder.abilities
    assert strip_meta(ability.to_json()) == strip_meta(kw.abilities[0].to_json())
    assert ability.effect == A.CantBeBlockedBy(
        object=SELF, blockers=A.ObjectRef(kind="each", filter=("creature", "without:horsemanship"))
    )
    (flying,) = expansion("Flying")
    assert flying.effect.action == "be_blocked_except_by"


def test_exhaust_is_the_printed_ability_activated_only_once() -> None:
    """Exhaust (CR 702.177a: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only
    once."): the printed activated ability with ``max_activations`` 1 (once in all the game, CR
    602.5b), unlike "Activate only once each turn" (``max_per_turn``)."""
    (kw,) = parse("Exhaust — {2}{G}: Put two +1/+1 counters on this creature.").abilities
    assert isinstance(kw, A.Keyword) and kw.name == "exhaust"
    (ability,) = kw.abilities
    assert isinstance(ability, A.RestrictedActivatedAbility)
    assert ability.max_activations == 1 and ability.max_per_turn is None
    assert ability.effect.counter == "+1/+1" and ability.effect.amount == 2
    (each_turn,) = parse("{2}: Draw a card. Activate only once each turn.").abilities
    assert each_turn.max_activations is None


def test_replicate_reminder_restates_the_trigger_only() -> None:
    """Replicate (CR 702.56a: an additional cost paid any number of times, and "When you cast
    this spell, if a replicate cost was paid for it, copy it for each time ..."): GPT
    Mimeofacture's reminder restates only the trigger, without the intervening "if"; the
    keyword's cost is printed with it (kb/keywords.yaml ``unstated``): no finding."""
    (kw,) = parse(
        "Replicate {3}{U} (When you cast this spell, copy it for each time you paid its "
        "replicate cost. You may choose new targets for the copies.)"
    ).abilities
    assert [type(a) for a in kw.abilities] == [A.AdditionalCost, A.TriggeredAbility]
    assert kw.findings == ()
    reminder = parse(
        "When you cast this spell, copy it for each time you paid its replicate cost. You may "
        "choose new targets for the copies."
    ).abilities
    assert _compare("replicate", kw.abilities, list(reminder)) == []
    # a reminder that leaves out the new targets still differs (CR 707.10c)
    fewer = parse("When you cast this spell, copy it for each time you paid its replicate cost.")
    assert _compare("replicate", kw.abilities, list(fewer.abilities))


@pytest.mark.parametrize(
    ("text", "lang", "name"),
    [
        ("Ghostfire is colorless.", "en", "Ghostfire"),
        ("L'Ectofeu est incolore.", "fr", "Ectofeu"),
    ],
)
def test_a_card_saying_it_is_colorless_has_a_characteristic_defining_ability(
    text: str, lang: str, name: str
) -> None:
    """Ghostfire (FUT): "Ghostfire is colorless." defines its color in every zone (CR 604.3,
    105.2c), so the red card is colorless in the hand too; "As long as ..., ~ is colorless"
    would be a condition on a characteristic-defining ability (CR 604.3a) and stays unread."""
    from rulesparser.executor import CardDef, Game, Player, Zone

    (ability,) = parse(text, lang, card_name=name).abilities
    assert ability == A.DefineColors(colors=("colorless",))
    g = Game([Player("alice"), Player("bob")])
    card = CardDef("ghostfire", {"en": "Ghostfire"}, types=("instant",), colors=("red",))
    obj = g.add_object("g", dataclasses.replace(card, abilities=(ability,)), "alice", Zone.HAND)
    assert g.layers.characteristics(obj).colors == []
    with pytest.raises(ParseError, match="inside another ability"):
        parse("As long as you control a Wizard, Ghostfire is colorless.", card_name="Ghostfire")
