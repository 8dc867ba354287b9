"""Mechanics of the blocks our MTGJSON sets skip (Theros, Khans of Tarkir, Amonkhet, Ixalan) and
the older Oracle wordings of the Forge 2020 card scripts: monstrosity's designation (CR 701.37b),
raid's "if you attacked this turn" (CR 508.1), exploit's and explore's triggers (CR 702.110b,
701.44a), "cycle or discard" (CR 702.29a), milling said the pre-2020 way (CR 701.13a) and the
activation windows "before attackers are declared" (CR 602.5b, 508.1). Real card lines; French
and German printings give the English Oracle line's AST."""

from __future__ import annotations

from _card_ast import abilities_json as _ast
from _scenario_cards import failures_on_battlefield

from rulesparser import ast as A
from rulesparser import parse

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")


def _one(text: str, lang: str = "en") -> A.Node:
    (ability,) = parse(text, lang).abilities
    return ability


# --------------------------------------------------------------------------- monstrosity


def test_becomes_monstrous_is_a_trigger_event_in_three_languages() -> None:
    """Hydra Broodmaster (JOU): "When ~ becomes monstrous" (CR 701.37b), also as printed in
    French and German."""
    en = "When ~ becomes monstrous, create X X/X green Hydra creature tokens."
    ability = _one(en)
    assert isinstance(ability, A.TriggeredAbility)
    assert ability.trigger == A.EventTrigger(event="becomes_monstrous", object=SELF)
    fr = (
        "Quand le ~ devient monstrueux, mettez sur le champ de bataille X jetons de créature "
        "X/X verte Hydre."
    )
    de = "Wenn die ~ monströs wird, bringe X X/X grüne Hydra-Kreaturenspielsteine ins Spiel."
    assert _ast(fr, "fr") == _ast(en, "en") == _ast(de, "de")


def test_as_long_as_monstrous_is_the_designation_of_this_creature() -> None:
    """Swarmborn Giant (JOU) and Chillerpillar (MH1): "As long as ~ is monstrous" is a
    condition on this permanent's designation (CR 701.37b)."""
    en = "As long as ~ is monstrous, it has reach."
    (ability,) = parse(en, "en").abilities
    assert ability.effect.condition == A.Exists(
        object=A.ObjectRef(kind="self", filter=("monstrous",))
    )
    assert _ast("Tant que le ~ est monstrueux, il a la portée.", "fr") == _ast(en, "en")
    assert _ast("Solange der ~ monströs ist, hat er Reichweite.", "de") == _ast(en, "en")
    en = "As long as ~ is monstrous, it has flying."
    assert _ast("Tant que la ~ est monstrueuse, elle a le vol.", "fr") == _ast(en, "en")
    assert _ast("Solange die ~ monströs ist, hat sie Flugfähigkeit.", "de") == _ast(en, "en")


# --------------------------------------------------------------------------- raid


def test_raid_attacked_with_a_creature_is_attacked_this_turn() -> None:
    """Mardu Skullhunter (KTK, Forge 2020 text) says "if you attacked with a creature this
    turn", the Oracle text of later raid cards "if you attacked this turn": the same intervening
    "if" (CR 603.4), you declared one or more attackers this turn (CR 508.1)."""
    old = (
        "Raid — When ~ enters the battlefield, if you attacked with a creature this turn, "
        "target opponent discards a card."
    )
    new = (
        "When ~ enters the battlefield, if you attacked this turn, target opponent discards a card."
    )
    ability = _one(old)
    assert ability.condition == A.HappenedThisTurn(event="attacked", subject=YOU)
    assert _ast(old, "en") == _ast(new, "en")


def test_raid_activation_restriction() -> None:
    """Bloodsoaked Champion (KTK): "Activate only if you attacked with a creature this turn"
    (CR 602.5b)."""
    ability = _one(
        "Raid — {1}{B}: Return ~ from your graveyard to the battlefield. Activate this ability "
        "only if you attacked with a creature this turn."
    )
    assert ability.condition == A.HappenedThisTurn(event="attacked", subject=YOU)


def test_attacked_with_two_creatures_is_not_read_as_raid() -> None:
    """ "attacked with two creatures" is more than raid says: not read as it."""
    text = (
        "When ~ enters the battlefield, if you attacked with two creatures this turn, draw a card."
    )
    (ability,) = parse(text, "en", lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


# --------------------------------------------------------------------------- exploit, explore


def test_exploits_a_creature_trigger() -> None:
    """Silumgar Butcher (DTK): "When ~ exploits a creature" (CR 702.110b): the creature
    sacrificed with its exploit ability is the event's other object."""
    ability = _one("When ~ exploits a creature, target creature gets -3/-3 until end of turn.")
    assert ability.trigger == A.EventTrigger(
        event="exploits", object=SELF, by=A.ObjectRef(kind="any", filter=("creature",))
    )


def test_a_creature_you_control_explores_trigger() -> None:
    """Wildgrowth Walker (XLN): "Whenever a creature you control explores" (CR 701.44a)."""
    ability = _one(
        "Whenever a creature you control explores, put a +1/+1 counter on ~ and you gain 3 life."
    )
    assert ability.trigger == A.EventTrigger(
        event="explores", object=A.ObjectRef(kind="any", filter=("creature", "you_control"))
    )


# --------------------------------------------------------------------------- cycle or discard


def test_cycle_or_discard_a_card_is_either_event() -> None:
    """Zenith Seeker (AKH): "Whenever you cycle or discard a card" (CR 702.29a, 701.9a);
    Archfiend of Ifnir's "another card" (not this one)."""
    ability = _one(
        "Whenever you cycle or discard a card, target creature gains flying until end of turn."
    )
    card = A.ObjectRef(kind="any", filter=("card",))
    assert ability.trigger == A.AnyTrigger(
        triggers=(
            A.EventTrigger(event="cycle", object=card, player=YOU),
            A.EventTrigger(event="discarded", object=card, player=YOU),
        )
    )
    ability = _one(
        "Whenever you cycle or discard another card, put a -1/-1 counter on each creature your "
        "opponents control."
    )
    assert [t.object.filter for t in ability.trigger.triggers] == [("another", "card")] * 2


# --------------------------------------------------------------------------- milling


def test_puts_the_top_cards_into_their_graveyard_is_milling() -> None:
    """Dream Twist (Forge 2020 text) says "puts the top three cards of their library into their
    graveyard", its Oracle text since 2020 "mills three cards" (CR 701.13a): one AST; the same for
    one card (Codex Shredder), the player a trigger names (Chronic Flooding) and "your" (the
    imperative of older printings)."""
    pairs = [
        (
            "Target player puts the top three cards of their library into their graveyard.",
            "Target player mills three cards.",
        ),
        (
            "{T}: Target player puts the top card of their library into their graveyard.",
            "{T}: Target player mills a card.",
        ),
        (
            "Whenever enchanted land becomes tapped, its controller puts the top three cards of "
            "their library into their graveyard.",
            "Whenever enchanted land becomes tapped, its controller mills three cards.",
        ),
        (
            "Put the top two cards of your library into your graveyard.",
            "Mill two cards.",
        ),
    ]
    for old, new in pairs:
        assert _ast(old, "en") == _ast(new, "en"), old
    ability = _one(pairs[0][0])
    assert ability.effect == A.Mill(player=A.PlayerRef(kind="target_player"), amount=3)


# --------------------------------------------------------------------------- activation windows


def test_activate_only_during_your_turn_before_attackers_are_declared() -> None:
    """Alaborn Veteran (P02): "Activate only during your turn, before attackers are declared"
    (CR 602.5b): it's your turn and its declare attackers step hasn't begun (CR 508.1)."""
    ability = _one(
        "{T}: Target creature gets +2/+2 until end of turn. Activate this ability only during "
        "your turn, before attackers are declared."
    )
    assert ability.condition == A.AllOf(
        conditions=(A.TurnOf(player=YOU), A.BeforeStep(step="declare_attackers"))
    )


def test_cast_only_before_blockers_are_declared() -> None:
    """Panic (5ED): "Cast this spell only during combat before blockers are declared"; Master
    Warcraft (RAV): "Cast this spell only before attackers are declared" (CR 601.3)."""
    ability = _one("Cast this spell only during combat before blockers are declared.")
    assert ability.condition == A.AllOf(
        conditions=(A.During(step="combat"), A.BeforeStep(step="declare_blockers"))
    )
    ability = _one("Cast this spell only before attackers are declared.")
    assert ability.condition == A.BeforeStep(step="declare_attackers")
    # Master Warcraft's French printing (RAV)
    fr = "Ne jouez la ~ qu'avant la déclaration des attaquants."
    assert _ast(fr, "fr") == _ast("Cast this spell only before attackers are declared.", "en")


def test_cast_only_during_declare_attackers_and_only_if_attacked_this_step() -> None:
    """Forge 2020 texts of Portal Three Kingdoms ambushes: "Cast this spell only during the
    declare attackers step and only if you've been attacked this step." (CR 601.3, 508.1b):
    both conditions hold."""
    ability = _one(
        "Cast this spell only during the declare attackers step and only if you've been "
        "attacked this step."
    )
    assert ability.condition == A.AllOf(
        conditions=(
            A.During(step="declare_attackers"),
            A.HappenedThisStep(event="was_attacked", subject=YOU),
        )
    )


def test_as_an_additional_cost_to_cast_the_card_by_name() -> None:
    """Sibsig Icebreakers-era Forge text "As an additional cost to cast ~, exile a creature
    card from your graveyard." (CR 601.2b): the card's name is "this spell"."""
    assert _ast(
        "As an additional cost to cast ~, exile a creature card from your graveyard.", "en"
    ) == _ast(
        "As an additional cost to cast this spell, exile a creature card from your graveyard.",
        "en",
    )


# --------------------------------------------------------------------------- Commander


def test_can_be_your_commander() -> None:
    """Daretti, Scrap Savant (C14): "~ can be your commander." (CR 903.3a)."""
    assert _one("~ can be your commander.") == A.StaticAbility(rule="cr:903.3a")


def test_eminence_in_the_command_zone_or_on_the_battlefield() -> None:
    """Edgar Markov (C17): eminence's "if ~ is in the command zone or on the battlefield"
    (CR 408.1, 903.6): either zone."""
    ability = _one(
        "Eminence — Whenever you cast another Vampire spell, if ~ is in the command zone or on "
        "the battlefield, create a 1/1 black Vampire creature token."
    )
    assert ability.condition == A.AnyOf(
        conditions=(
            A.InZone(object=SELF, zone="command"),
            A.InZone(object=SELF, zone="battlefield"),
        )
    )


def test_lieutenant_grants_itself_a_quoted_ability_naming_it() -> None:
    """Tyrant's Familiar (C14): "As long as you control your commander" (CR 903.3d), and a
    quoted ability granted to the card itself names it: the name is the object that has it
    (CR 113.1), as "this creature" is. Granted to another object, the name is not read."""
    (ability,) = parse(
        'Lieutenant — As long as you control your commander, ~ gets +2/+2 and has "Whenever ~ '
        'attacks, it deals 7 damage to target creature defending player controls."',
        "en",
    ).abilities
    assert ability.effect.condition == A.Exists(
        object=A.ObjectRef(kind="any", filter=("your_commander", "you_control"))
    )
    grant = ability.effect.effect.effects[1]
    assert grant.object == SELF
    (granted,) = grant.abilities
    assert granted.trigger == A.EventTrigger(event="attacks", object=SELF)
    text = 'Creatures you control have "Whenever ~ attacks, draw a card."'
    (ability,) = parse(text, "en", lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


def test_curse_a_player_attacks_enchanted_player() -> None:
    """Curse of Disturbance (C17): "Whenever a player attacks enchanted player with one or more
    creatures" (CR 508.1, 303.4d); "that attacking player" is the player the trigger names."""
    ability = _one(
        "Whenever a player attacks enchanted player with one or more creatures, that attacking "
        "player may create a tapped 2/2 black Zombie creature token."
    )
    assert ability.trigger == A.EventTrigger(
        event="attack",
        player=A.PlayerRef(kind="player"),
        recipient=A.PlayerRef(kind="enchanted_player"),
    )
    assert ability.effect.effect.player == A.PlayerRef(kind="that_player")


def test_curse_cant_attack_you_or_a_planeswalker_you_control() -> None:
    """Vow of Duty (C16): "Enchanted creature gets +2/+2, has vigilance, and can't attack you
    or a planeswalker you control." (CR 508.1c): three static abilities; ", and" before
    "can't" ends the keyword list."""
    abilities = parse(
        "Enchanted creature gets +2/+2, has vigilance, and can't attack you or a planeswalker "
        "you control.",
        "en",
    ).abilities
    assert len(abilities) == 3
    restriction = abilities[2].effect
    assert isinstance(restriction, A.Restriction)
    assert restriction.action == "attack_you_or_your_planeswalkers"


def test_creatures_your_opponents_control_attack_each_combat_if_able() -> None:
    """Grand Melee-style requirement in the plural: "Creatures your opponents control attack
    each combat if able." (CR 508.1d), as "~ attacks each combat if able" of each of them."""
    (ability,) = parse(
        "Creatures your opponents control attack each combat if able.", "en"
    ).abilities
    assert ability.effect.object == A.ObjectRef(
        kind="each", filter=("creature", "opponent_controls")
    )
    assert ability.effect.action == "attack"


def test_enters_with_a_number_of_counters_equal_to() -> None:
    """Golgari Grave-Troll-style "enters the battlefield with a number of +1/+1 counters on it
    equal to the number of creature cards in your graveyard" (CR 614.1c, 107.3) = "with X ...,
    where X is the number of ..."."""
    assert _ast(
        "~ enters the battlefield with a number of +1/+1 counters on it equal to the number of "
        "creature cards in your graveyard.",
        "en",
    ) == _ast(
        "~ enters the battlefield with X +1/+1 counters on it, where X is the number of creature "
        "cards in your graveyard.",
        "en",
    )


def test_its_controller_may_search_their_library() -> None:
    """Ghost Quarter: "Its controller may search their library for a basic land card, put it
    onto the battlefield, then shuffle." (CR 701.19): the controller's own library."""
    (ability,) = parse(
        "Destroy target land. Its controller may search their library for a basic land card, "
        "put it onto the battlefield, then shuffle.",
        "en",
    ).abilities
    search = ability.effect.effects[1].effect
    assert isinstance(search, A.SearchLibrary)
    assert search.player.kind == "controller" and search.library is None


# --------------------------------------------------------------------------- Khans, Amonkhet


def test_formidable_total_power() -> None:
    """Dragon-Style Twins (DTK)-era formidable: "if creatures you control have total power 8
    or greater" (CR 208.1: their powers added)."""
    ability = _one(
        "Formidable — Whenever ~ attacks, if creatures you control have total power 8 or "
        "greater, ~ gains first strike until end of turn."
    )
    assert ability.condition == A.Compare(
        value=A.Count(
            what="power", object=A.ObjectRef(kind="each", filter=("creature", "you_control"))
        ),
        op=">=",
        amount=8,
    )


def test_you_put_one_or_more_minus_counters_on_a_creature() -> None:
    """Nest of Scarabs (AKH): "Whenever you put one or more -1/-1 counters on a creature" (CR
    122.6): one event, by you."""
    ability = _one(
        "Whenever you put one or more -1/-1 counters on a creature, create that many 1/1 black "
        "Insect creature tokens."
    )
    assert ability.trigger == A.EventTrigger(
        event="counter_put",
        object=A.ObjectRef(kind="any", filter=("creature",)),
        counter="-1/-1",
        player=YOU,
    )


# --------------------------------------------------------------------------- the executor


def test_the_executor_says_it_cant_play_these_yet() -> None:
    """A trigger event the executor never sends and a condition it can't evaluate are reported,
    not played as a game where they never happen."""
    for text, reason in [
        ("When ~ becomes monstrous, you gain 3 life.", "trigger:becomes_monstrous"),
        ("When ~ exploits a creature, you gain 3 life.", "trigger:exploits"),
        (
            "Whenever you put one or more -1/-1 counters on a creature, you gain 3 life.",
            "trigger:counter_put_by_player:you",
        ),
    ]:
        failures = failures_on_battlefield(text)
        assert any(f"can't play {reason}" in f for f in failures), failures
