"""Keyword reminders read with the card-text grammar and checked against the keyword's CR
expansion (issue 9, item 6; ``benchmarks/keyword_expansion.py``): a reminder that restates
several abilities one after the other is cut into them as a card line holding several abilities
is, and compared with the abilities the keyword's CR "means" clause gives, allowing only the
abbreviations ``kb/keywords.yaml`` records for that keyword."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.parser import _compare, _param_values, substitute


def _restated(reminder: str) -> tuple[A.Node, ...]:
    """The abilities a reminder printed alone on a line restates (none when it is not read)."""
    (line,) = parse(f"({reminder})").abilities
    assert isinstance(line, A.ReminderText)
    return line.abilities


def _expansion(keyword_line: str) -> tuple[str, tuple[A.Node, ...]]:
    (kw,) = parse(keyword_line).abilities
    assert isinstance(kw, A.Keyword)
    return kw.name, kw.abilities


@pytest.mark.parametrize(
    ("keyword_line", "reminder"),
    [
        # Fifth Dawn-era modular reminder as reprinted since M14 (MTGJSON text)
        (
            "Modular 2",
            "This creature enters the battlefield with two +1/+1 counters on it. When it dies, "
            "you may put its +1/+1 counters on target artifact creature.",
        ),
        # Dissension graft reminder, its 2010-2023 wording (MTGJSON text)
        (
            "Graft 2",
            "This creature enters the battlefield with two +1/+1 counters on it. Whenever "
            "another creature enters the battlefield, you may move a +1/+1 counter from this "
            "creature onto it.",
        ),
        # Ice Age-era cumulative upkeep reminder (Coldsnap, MTGJSON text): "unless you pay its
        # upkeep cost for each age counter" (CR 118.12a), the intervening "if" left out
        (
            "Cumulative upkeep {1}{U}",
            "At the beginning of your upkeep, put an age counter on this permanent, then "
            "sacrifice it unless you pay its upkeep cost for each age counter on it.",
        ),
        (
            "Cumulative upkeep {2}",
            "At the beginning of your upkeep, put an age counter on this permanent, then "
            "sacrifice it unless you pay {2} for each age counter on it.",
        ),
        # Shards of Alara devour reminders (MTGJSON text and originalText)
        (
            "Devour 1",
            "As this enters the battlefield, you may sacrifice any number of creatures. This "
            "creature enters the battlefield with that many +1/+1 counters on it.",
        ),
        (
            "Devour 3",
            "As this comes into play, you may sacrifice any number of creatures. This creature "
            "comes into play with three times that many +1/+1 counters on it.",
        ),
        (
            "Devour artifact 1",
            "As this enters the battlefield, you may sacrifice any number of artifacts. This "
            "creature enters the battlefield with that many +1/+1 counters on it.",
        ),
        # Eldritch Moon emerge reminders (MTGJSON text and its 2021 mana value wording): the
        # alternative cost and the reduction if it was paid, two abilities of one sentence
        (
            "Emerge {5}{B}{B}",
            "You may cast this spell by sacrificing a creature and paying the emerge cost "
            "reduced by that creature's mana value.",
        ),
        (
            "Emerge {7}{U}",
            "You may cast this spell by sacrificing a creature and paying the emerge cost, "
            "reduced by that creature's converted mana cost.",
        ),
        # Magic 2013-era indestructible reminder (MTGJSON text): lethal damage too
        (
            "Indestructible",
            'Damage and effects that say "destroy" don\'t destroy this creature.',
        ),
        # Ravnica Allegiance riot reminders (MTGJSON text): the choice as it enters
        (
            "Riot",
            "This creature enters the battlefield with your choice of a +1/+1 counter or haste.",
        ),
        (
            "Riot",
            "This creature enters the battlefield with your choice of an additional +1/+1 "
            "counter or haste.",
        ),
        # Shadowmoor/Eventide retrace reminder (Oracle wording)
        (
            "Retrace",
            "You may cast this card from your graveyard by discarding a land card in addition "
            "to paying its other costs.",
        ),
    ],
)
def test_reminder_restates_the_keywords_cr_abilities(keyword_line: str, reminder: str) -> None:
    """Modular (CR 702.43a), graft (702.58a), cumulative upkeep (702.24a), devour (702.82a),
    emerge (702.119a), indestructible (702.12b), riot (702.136a) and retrace (702.81a): the
    printed reminder reads
    as the abilities of the CR clause (modular's "When it dies" and "its +1/+1 counters" are
    this creature's; graft's reminder leaves out the intervening "if", CR 603.4, and says "onto
    it" for "onto that creature"; retrace's "in addition to paying its other costs" is "as an
    additional cost")."""
    kid, expansion = _expansion(keyword_line)
    (kw,) = parse(keyword_line).abilities
    # (the keyword's own cost, "its upkeep cost", is the keyword line's)
    restated = [substitute(n, _param_values(kw.parameter)) for n in _restated(reminder)]
    assert len(restated) == len(expansion)
    assert _compare(kid, expansion, restated) == []


def test_modular_reminder_counts_the_counters_on_the_dying_creature() -> None:
    """ "put its +1/+1 counters on target artifact creature": one +1/+1 counter for each on it
    (CR 122.1), as CR 702.43a's "a +1/+1 counter ... for each +1/+1 counter on this
    permanent"."""
    (ability,) = parse(
        "When this creature dies, you may put its +1/+1 counters on target artifact creature."
    ).abilities
    put = ability.effect
    assert isinstance(put, A.PutCounters) and put.counter == "+1/+1"
    assert put.amount == A.Count(what="counters", object=A.ObjectRef(kind="it"), counter="+1/+1")
    assert put.object.kind == "target" and put.object.filter == ("artifact", "creature")


def test_sacrifice_unless_you_pay_for_each_is_a_payment_for_each_then_if_you_dont() -> None:
    """ "sacrifice ~ unless you pay {1} for each card in your hand" means "You may pay {1} for
    each card in your hand. If you don't, sacrifice ~." (CR 118.12a), as cumulative upkeep's CR
    text says it (702.24a): one payment for each object counted, all or none; a colored cost
    for each object reads the same way after "sacrifice"."""
    said = abilities_json(
        "At the beginning of your upkeep, sacrifice ~ unless you pay {1} for each card in "
        "your hand.",
        "en",
    )
    (ability,) = parse(
        "At the beginning of your upkeep, sacrifice ~ unless you pay {G} for each card in "
        "your hand."
    ).abilities
    pay, otherwise = ability.effect.effects
    assert isinstance(pay, A.MayPayForEach) and pay.player == A.PlayerRef(kind="you")
    assert pay.cost == A.Cost(components=(A.ManaCost(symbols=("G",)),))
    assert pay.count == A.Count(what="cards_in_hand", player=A.PlayerRef(kind="you"))
    assert otherwise == A.Conditional(
        condition=A.Not(condition=A.IfYouDo()), effect=A.Sacrifice(object=A.ObjectRef(kind="self"))
    )
    (generic,) = said
    assert generic["effect"]["effects"][0]["cost"]["components"] == [
        {"type": "mana_cost", "symbols": ["1"]}
    ]
    # another player's payment for each object stays generic mana times the count
    (taxed,) = parse(
        "At the beginning of your upkeep, counter target spell unless its controller pays {1} "
        "for each card in your hand."
    ).abilities
    assert isinstance(taxed.effect, A.UnlessPays)


@pytest.mark.parametrize(
    "line",
    [
        # another amount than the sacrificed creature's mana value
        "You may cast this spell by sacrificing a creature and paying the emerge cost reduced "
        "by that creature's power.",
        # not "you may": no choice of how to cast it
        "Cast this spell by sacrificing a creature and paying the emerge cost reduced by that "
        "creature's mana value.",
    ],
)
def test_a_cost_reduced_by_something_else_stays_unparsed(line: str) -> None:
    """Only the sacrificed creature's mana value reduces the emerge cost (CR 702.119a); any
    other amount, or the cast not offered as a choice (CR 118.9), is not read."""
    with pytest.raises(ParseError):
        parse(line)


def test_effects_that_say_destroy_without_damage_stays_unparsed() -> None:
    """ "Effects that say "destroy" don't destroy this artifact." (Darksteel) leaves lethal
    damage (CR 704.5g) unsaid, and the noun of this object is not kept: not read as "can't be
    destroyed" (CR 702.12b), where "Damage and effects that say ..." is."""
    with pytest.raises(ParseError):
        parse('Effects that say "destroy" don\'t destroy this artifact.')
    (static,) = parse('Damage and effects that say "destroy" don\'t destroy ~.').abilities
    assert static == parse("~ can't be destroyed.").abilities[0]


def test_a_choice_as_another_object_enters_stays_unparsed() -> None:
    """ "enters with your choice of a +1/+1 counter or haste" is read of this object only (riot,
    CR 702.136a); another object's choice, or a choice of something other than keywords, is
    not."""
    with pytest.raises(ParseError):
        parse("Target creature enters with your choice of a +1/+1 counter or haste.")
    with pytest.raises(ParseError):
        parse('~ enters with your choice of a +1/+1 counter or "{T}: Add {G}."')


def test_graft_on_a_land_differs_from_the_rule_on_another_creature() -> None:
    """A graft land's reminder ("Whenever a creature enters the battlefield, you may move a
    +1/+1 counter from this land onto it.") says "a creature" where CR 702.58a says "another
    creature": a difference the check reports, not an abbreviation."""
    kid, expansion = _expansion("Graft 1")
    restated = _restated(
        "This land enters the battlefield with a +1/+1 counter on it. Whenever a creature "
        "enters the battlefield, you may move a +1/+1 counter from this land onto it."
    )
    (finding,) = _compare(kid, expansion, list(restated))
    assert finding.code == "reminder-mismatch" and "another" in finding.message


def test_a_then_sentence_is_never_cut_off_a_reminder() -> None:
    """ "You may cast this card from your graveyard by discarding a card in addition to paying
    its other costs. Then draw a card.": "Then" continues the ability before it (CR 608.2c),
    so the reminder is not cut into a permission and a spell drawing a card; left unread
    rather than misread (CR 207.2a: reminder text has no rules meaning). Jump-start's "Then
    exile this card." is read with the permission: the card is exiled instead of put anywhere
    else as it leaves the stack if it was cast that way (CR 702.133a, as flashback's "Then
    exile it")."""
    (line,) = parse(
        "(You may cast this card from your graveyard by discarding a card in addition to "
        "paying its other costs. Then draw a card.)"
    ).abilities
    assert line.abilities == ()
    assert [f.code for f in line.findings] == ["reminder-unrecognised"]
    kid, expansion = _expansion("Jump-start")
    restated = _restated(
        "You may cast this card from your graveyard by discarding a card in addition to "
        "paying its other costs. Then exile this card."
    )
    permission, exiled = restated
    assert isinstance(permission, A.CastFromZone) and permission.zone == "graveyard"
    assert exiled == A.ReplacementEffect(
        event=A.Event(name="leave_stack", object=A.ObjectRef(kind="self")),
        mode="instead",
        replacement=A.Exile(object=A.ObjectRef(kind="self")),
        condition=A.KeywordCostPaid(),
    )
    assert _compare(kid, expansion, list(restated)) == []


def test_one_instruction_for_the_next_end_step_and_for_leaving_the_battlefield() -> None:
    """Unearth's reminder "Exile it at the beginning of the next end step or if it would leave
    the battlefield." says once what CR 702.84a says in two sentences ("Exile it at the
    beginning of the next end step. If it would leave the battlefield, exile it instead of
    putting it anywhere else."): the same delayed trigger (CR 603.7) and lasting replacement
    effect (CR 614.1a)."""
    head = "{2}: Return this card from your graveyard to the battlefield. It gains haste. "
    reminder = abilities_json(
        head + "Exile it at the beginning of the next end step or if it would leave the "
        "battlefield. Activate only as a sorcery.",
        "en",
    )
    cr = abilities_json(
        head + "Exile it at the beginning of the next end step. If it would leave the "
        "battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery.",
        "en",
    )
    assert reminder == cr
    kid, expansion = _expansion("Unearth {2}")
    restated = _restated(
        "{2}: Return this card from your graveyard to the battlefield. It gains haste. Exile it "
        "at the beginning of the next end step or if it would leave the battlefield. Unearth "
        "only as a sorcery."
    )
    assert _compare(kid, expansion, list(restated)) == []


def test_or_if_would_after_an_instruction_that_is_not_delayed_stays_unparsed() -> None:
    """ "Exile target creature or if it would die, draw a card." is no instruction said for
    two events: not read."""
    with pytest.raises(ParseError):
        parse("Exile target creature or if it would die, draw a card.")


@pytest.mark.parametrize(
    "reminder",
    [
        # Lorwyn wording as reprinted since 2009 (MTGJSON text)
        "You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters "
        "the battlefield.",
        # Lorwyn printing (originalText): "play" a spell is casting it (CR glossary "Play")
        "You may play this spell for its evoke cost. If you do, it's sacrificed when it comes "
        "into play.",
    ],
)
def test_evoke_reminder_is_a_trigger_on_entering_if_the_evoke_cost_was_paid(
    reminder: str,
) -> None:
    """Evoke's reminder (Lorwyn, MTGJSON text) "You may cast this spell for its evoke cost. If
    you do, it's sacrificed when it enters the battlefield.": the alternative cost and a
    triggered ability on entering whose condition is that cost paid, its controller
    sacrificing it, as CR 702.74a says ("When this permanent enters, if its evoke cost was
    paid, its controller sacrifices it")."""
    kid, expansion = _expansion("Evoke {1}{B}")
    restated = _restated(reminder)
    cost, trigger = restated
    assert isinstance(cost, A.AlternativeCost)
    assert isinstance(trigger, A.TriggeredAbility)
    assert trigger.condition == A.KeywordCostPaid()
    (kw,) = parse("Evoke {1}{B}").abilities
    paid = [substitute(n, _param_values(kw.parameter)) for n in restated]  # "its evoke cost"
    assert _compare(kid, expansion, paid) == []


@pytest.mark.parametrize(
    "line",
    [
        # "If you do" names no instruction before it
        "If you do, it's sacrificed when it enters the battlefield.",
        # after an instruction of a spell, not a choice of how to cast this one
        "Draw a card. If you do, it's sacrificed when it enters the battlefield.",
    ],
)
def test_if_you_do_with_a_trigger_said_last_needs_the_cost_before_it(line: str) -> None:
    """ "If you do, [effect] when [event]" is read only after the choice it refers to (CR
    608.2c); alone, or after another kind of instruction, it stays unparsed."""
    with pytest.raises(ParseError):
        parse(line)


@pytest.mark.parametrize(
    ("keyword_line", "reminder"),
    [
        # Mirrodin entwine reminder of a two-mode spell
        ("Entwine {2}", "Choose both if you pay the entwine cost."),
        # Darksteel/Fifth Dawn reminder of a three-mode spell
        ("Entwine {3}", "Choose all if you pay the entwine cost."),
    ],
)
def test_entwine_reminder_is_the_all_modes_cost(keyword_line: str, reminder: str) -> None:
    """Entwine (CR 702.42a: "You may choose all modes of this spell instead of just the number
    specified. If you do, you pay an additional [cost].") and its reminder: the keyword's cost
    paid lets every mode be chosen, one ``AllModesCost``; another condition stays unread."""
    kid, expansion = _expansion(keyword_line)
    (kw,) = parse(keyword_line).abilities
    restated = [substitute(n, _param_values(kw.parameter)) for n in _restated(reminder)]
    assert [type(n) for n in restated] == [A.AllModesCost]
    assert _compare(kid, expansion, restated) == []
    with pytest.raises(ParseError):
        parse("Choose both if you control a Forest.")


@pytest.mark.parametrize(
    ("keyword_line", "reminder"),
    [
        # Conspiracy: Take the Crown / Commander 2016 undaunted reminder
        ("Undaunted", "This spell costs {1} less to cast for each opponent."),
        # Battle for Zendikar devoid reminder
        ("Devoid", "This card has no color."),
        # Eldritch Moon escalate reminder ("this cost": the keyword's cost)
        ("Escalate {1}", "Pay this cost for each mode chosen beyond the first."),
    ],
)
def test_one_sentence_reminders_restate_the_keyword(keyword_line: str, reminder: str) -> None:
    """Undaunted (CR 702.125a: "for each opponent you have"; "you have" left out, every
    opponent is yours, CR 102.2), devoid (702.114a: colorless; "has no color", CR 105.2c) and
    escalate (702.120a: "For each mode you choose beyond the first ..., you pay an additional
    [cost]"): the reminder reads as the keyword's ability."""
    kid, expansion = _expansion(keyword_line)
    (kw,) = parse(keyword_line).abilities
    restated = [substitute(n, _param_values(kw.parameter)) for n in _restated(reminder)]
    assert _compare(kid, expansion, restated) == []


def test_for_each_opponent_counts_the_opponents() -> None:
    """ "for each opponent" after an instruction is the number of opponents (CR 102.2), as
    "for each opponent you have"."""
    bare = abilities_json("Create a 1/1 white Soldier creature token for each opponent.", "en")
    said = abilities_json(
        "Create a 1/1 white Soldier creature token for each opponent you have.", "en"
    )
    assert bare == said


def test_a_permanent_put_into_a_graveyard_this_turn_died() -> None:
    """Gravestorm's reminder (Time Spiral) "copy it for each permanent put into a graveyard
    this turn": a permanent is on the battlefield (CR 110.1), so put into a graveyard it died
    (CR 700.4), as CR 702.69a says ("put into a graveyard from the battlefield"); of a card,
    put there from anywhere, the words are not read."""
    kid, expansion = _expansion("Gravestorm")
    restated = _restated(
        "When you cast this spell, copy it for each permanent put into a graveyard this turn. "
        "You may choose new targets for the copies."
    )
    assert _compare(kid, expansion, list(restated)) == []
    with pytest.raises(ParseError):
        parse("Draw a card for each creature card put into a graveyard this turn.")


def test_aura_swap_reminder_leaves_out_you_may() -> None:
    """Aura swap (CR 702.65a: "[Cost]: You may exchange this Aura with an Aura card in your
    hand.") and its Planar Chaos reminder, which says the exchange without "You may": the
    abbreviation kb/keywords.yaml records; any other difference is still reported."""
    kid, expansion = _expansion("Aura swap {2}{U}")
    restated = _restated("{2}{U}: Exchange this Aura with an Aura card in your hand.")
    assert _compare(kid, expansion, list(restated)) == []
    other = _restated("{2}{U}: Exchange this Aura with an Aura card in your graveyard.")
    assert [f.code for f in _compare(kid, expansion, list(other))] == ["reminder-mismatch"]


@pytest.mark.parametrize(
    ("keyword_line", "reminder"),
    [
        # French entwine reminders (Mirrodin block printings)
        ("Union {2}", "Choisissez les deux si vous payez le coût d'union."),
        ("Union {3}", "Choisissez tout si vous payez le coût d'union."),
        # French escalate reminder (Eldritch Moon)
        ("Intensification {1}", "Payez ce coût pour chaque mode choisi après le premier."),
    ],
)
def test_french_reminders_restate_the_same_keyword_cost(keyword_line: str, reminder: str) -> None:
    """The French reminders of entwine (CR 702.42a) and escalate (702.120a) read as the same
    abilities as the English ones: the keyword's cost letting every mode be chosen, and paid
    for each mode beyond the first."""
    (kw,) = parse(keyword_line, "fr").abilities
    (line,) = parse(f"({reminder})", "fr").abilities
    restated = [substitute(n, _param_values(kw.parameter)) for n in line.abilities]
    assert restated and _compare(kw.name, kw.abilities, restated) == []


def test_a_reminder_only_the_card_text_grammar_reads_is_checked_on_its_keyword_line() -> None:
    """Theros Beyond Death escape (MTGJSON text): the keyword line's reminder is compared with
    the expansion (CR 702.138a) like any other, not reported as an unknown printing; the same
    reminder saying another cost is reported as differing."""
    line = (
        "Escape—{3}{R}{R}, Exile four other cards from your graveyard. (You may cast this card "
        "from your graveyard for its escape cost.)"
    )
    (kw,) = parse(line).abilities
    assert isinstance(kw, A.Keyword) and kw.name == "escape"
    assert kw.findings == ()
    assert kw.source is not None and kw.source.reminder is not None
    (restated,) = kw.source.reminder
    assert isinstance(restated, A.AlternativeCost) and restated.action == "cast_from_graveyard"
    (other,) = parse(line.replace("your graveyard for", "your hand for")).abilities
    assert [f.code for f in other.findings] == ["reminder-mismatch"]
