"""Reminders of keywords that are alternative costs or abilities of their own (dash, ...) read
with the card-text grammar and checked against the keyword's CR expansion (issue 9, item 6;
``benchmarks/keyword_expansion.py``), allowing only the abbreviations ``kb/keywords.yaml``
records."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.parser import _compare, _param_values, substitute


def _checked(keyword_line: str, reminder: str, lang: str = "en") -> list[A.Finding]:
    """The findings of comparing a reminder printed alone on a line (its "[cost]" the keyword
    line's) with the keyword line's expansion; fails when the reminder is not read."""
    (kw,) = parse(keyword_line, lang).abilities
    assert isinstance(kw, A.Keyword)
    (line,) = parse(f"({reminder})", lang).abilities
    assert isinstance(line, A.ReminderText) and line.abilities
    restated = [substitute(n, _param_values(kw.parameter)) for n in line.abilities]
    return _compare(kw.name, kw.abilities, restated)


DASH = (
    "You may cast this spell for its dash cost. If you do, it gains haste, and it's returned "
    "from the battlefield to its owner's hand at the beginning of the next end step."
)


def test_dash_reminder_restates_its_three_abilities() -> None:
    """Dash's reminder (Fate Reforged, MTGJSON text) is the alternative cost, haste as long as
    that cost was paid and the return at the next end step if it was (CR 702.109a), said in
    another order than the CR's."""
    assert _checked("Dash {2}{R}", DASH) == []
    (kw,) = parse(f"Dash {{2}}{{R}} ({DASH})").abilities
    assert not kw.findings
    kinds = [type(a).__name__ for a in parse(f"({DASH})").abilities[0].abilities]
    assert kinds == ["AlternativeCost", "StaticEffect", "SpellAbility"]


def test_dash_reminder_that_says_another_step_is_a_finding() -> None:
    """A reminder returning it at another step than the CR's is reported, not agreed with."""
    other = DASH.replace("the next end step", "your next upkeep")
    assert [f.code for f in _checked("Dash {2}{R}", other)] == ["reminder-mismatch"]


@pytest.mark.parametrize(
    "line",
    [
        # another object, said in the passive: who returns it is not said
        "Target creature is returned to its owner's hand.",
        # a destination other than its owner's hand, said in the passive
        "It's returned to the battlefield under your control.",
    ],
)
def test_returned_in_the_passive_elsewhere_stays_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line)


@pytest.mark.parametrize(
    ("keyword_line", "reminder"),
    [
        # Future Sight fortify reminder, as reprinted (MTGJSON text) and as printed in 2007
        (
            "Fortify {3}",
            "{3}: Attach to target land you control. Fortify only as a sorcery. This card "
            "enters the battlefield unattached and stays on the battlefield if the land leaves.",
        ),
        (
            "Fortify {3}",
            "{3}: Attach to target land you control. Fortify only as a sorcery. This card comes "
            "into play unattached and stays in play if the land leaves play.",
        ),
        # Rise of the Eldrazi / Modern Horizons rebound reminder (MTGJSON text)
        (
            "Rebound",
            "If you cast this spell from your hand, exile it as it resolves. At the beginning of "
            "your next upkeep, you may cast this card from exile without paying its mana cost.",
        ),
        # Amonkhet / Hour of Devastation aftermath reminder (MTGJSON text)
        ("Aftermath", "Cast this spell only from your graveyard. Then exile it."),
    ],
)
def test_reminder_restates_the_keywords_abilities(keyword_line: str, reminder: str) -> None:
    """Fortify (CR 702.67a: "[Cost]: Attach this permanent to target land you control. Activate
    only as a sorcery.", the last sentence restating CR 301.6), rebound (702.88a: the exile as
    it resolves and the cast at the next upkeep) and aftermath (702.127a: the permission, the
    restriction to the graveyard and the exile as it leaves the stack) read as the abilities
    their CR text gives."""
    assert _checked(keyword_line, reminder) == []


def test_rebound_reminder_from_another_zone_is_a_finding() -> None:
    """A rebound reminder that said "from your graveyard" would be another ability: reported
    (here it is not read at all, so it cannot agree)."""
    other = (
        "If you cast this spell from your graveyard, exile it as it resolves. At the beginning "
        "of your next upkeep, you may cast this card from exile without paying its mana cost."
    )
    (kw,) = parse("Rebound").abilities
    (line,) = parse(f"({other})").abilities
    restated = [substitute(n, _param_values(kw.parameter)) for n in line.abilities]
    assert not restated or _compare(kw.name, kw.abilities, restated)


@pytest.mark.parametrize(
    ("keyword_line", "reminder"),
    [
        # Khans of Tarkir delve reminder (MTGJSON text)
        ("Delve", "Each card you exile from your graveyard while casting this spell pays for {1}."),
        # Magic 2015 convoke reminder (MTGJSON text): one payment for colored mana, one for generic
        (
            "Convoke",
            "Your creatures can help cast this spell. Each creature you tap while casting this "
            "spell pays for {1} or one mana of that creature's color.",
        ),
        # Aether Revolt improvise reminder (MTGJSON text)
        (
            "Improvise",
            "Your artifacts can help cast this spell. Each artifact you tap after you're done "
            "activating mana abilities pays for {1}.",
        ),
    ],
)
def test_payment_by_actions_reminders(keyword_line: str, reminder: str) -> None:
    """Delve (CR 702.66a), convoke (702.51a) and improvise (702.126a) reminders read as the
    payments by actions their CR text says ("For each generic mana in this spell's total cost,
    you may tap an untapped artifact you control rather than pay that mana.")."""
    assert _checked(keyword_line, reminder) == []


@pytest.mark.parametrize(
    "line",
    [
        # the first sentence names other objects than the second
        "Your artifacts can help cast this spell. Each creature you tap while casting this "
        "spell pays for {1}.",
        # another object's color
        "Each creature you tap while casting this spell pays for {1} or one mana of that "
        "artifact's color.",
        # more than one generic mana for one object
        "Each card you exile from your graveyard while casting this spell pays for {2}.",
    ],
)
def test_payment_by_actions_that_differ_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line)


RECONFIGURE = (
    "{2}: Attach to target creature you control; or unattach from a creature. Reconfigure only "
    "as a sorcery. While attached, this isn't a creature."
)


def test_reconfigure_reminder_restates_its_two_activated_abilities() -> None:
    """Reconfigure's reminder (Kamigawa: Neon Dynasty, MTGJSON text): the attaching and the
    unattaching activated abilities of CR 702.151a, one cost and one timing for both, the
    second only while it is attached to a creature; "another" (CR 301.5c: an Equipment can't
    equip itself) is the abbreviation kb/keywords.yaml records."""
    assert _checked("Reconfigure {2}", RECONFIGURE) == []
    restated = parse(f"({RECONFIGURE})").abilities[0].abilities
    assert [type(a).__name__ for a in restated] == [
        "ActivatedAbility",
        "RestrictedActivatedAbility",
    ]
    # a reminder with another cost than the keyword's is reported
    other = RECONFIGURE.replace("{2}:", "{3}:")
    assert [f.code for f in _checked("Reconfigure {2}", other)] == ["reminder-mismatch"]


@pytest.mark.parametrize("verb", ["cast", "play"])
@pytest.mark.parametrize("new_target", ["", " and you may choose a new target for the copy"])
def test_conspire_reminder_is_the_cost_and_the_copy_when_cast(verb: str, new_target: str) -> None:
    """Conspire's Shadowmoor reminder (MTGJSON text and originalText, "play" before 2009): the
    optional additional cost and, "When you do", the copy when this spell is cast with that
    cost paid (CR 702.78a); spells with no target leave out the new target (the abbreviation
    kb/keywords.yaml records)."""
    reminder = (
        f"As you {verb} this spell, you may tap two untapped creatures you control that share a "
        f"color with it. When you do, copy it{new_target}."
    )
    assert _checked("Conspire", reminder) == []
    cost, trigger = parse(f"({reminder})").abilities[0].abilities
    assert isinstance(cost, A.AdditionalCost) and cost.optional
    assert isinstance(trigger, A.TriggeredAbility)
    assert trigger.condition == A.KeywordCostPaid()
    assert trigger.effect.new_targets is bool(new_target)


def test_a_new_target_for_the_copy_joined_by_and() -> None:
    """ "Copy target instant spell and you may choose a new target for the copy." is the same
    ability as the choice said as a sentence of its own (CR 707.10c)."""
    joined = parse("Copy target instant spell and you may choose a new target for the copy.")
    apart = parse("Copy target instant spell. You may choose new targets for the copy.")
    assert joined.abilities[0].effect == apart.abilities[0].effect
    with pytest.raises(ParseError):
        parse("Draw a card and you may choose a new target for the copy.")


@pytest.mark.parametrize("verb", ["cast", "play"])
@pytest.mark.parametrize("new_target", ["", " You may choose a new target for the copy."])
def test_epic_reminder_restates_its_two_spell_abilities(verb: str, new_target: str) -> None:
    """Epic's Saviors of Kamigawa reminder (MTGJSON text and originalText): no more spells for
    the rest of the game and a copy at every one of your upkeeps (CR 702.50a); spells with no
    target leave out the new target (the abbreviation kb/keywords.yaml records)."""
    reminder = (
        f"For the rest of the game, you can't {verb} spells. At the beginning of each of your "
        f"upkeeps, copy this spell except for its epic ability.{new_target}"
    )
    assert _checked("Epic", reminder) == []
    restriction, copies = parse(f"({reminder})").abilities[0].abilities
    assert copies.effect.duration == A.Duration(kind="rest_of_game")
    assert copies.effect.effect.new_targets is bool(new_target)
    # a reminder copying at another step is reported
    other = reminder.replace("each of your upkeeps", "each of your end steps")
    (line,) = parse(f"({other})").abilities
    assert not line.abilities or _compare(
        "epic", parse("Epic").abilities[0].abilities, list(line.abilities)
    )


def test_poisonous_reminder_without_the_poison_rule_it_restates() -> None:
    """Poisonous's reminder restates the trigger (CR 702.70a), then the rule that ten poison
    counters lose the game (CR 704.5c, locales/en/rules_reminders.yaml), no ability of the
    keyword's: the trigger alone is compared."""
    reminder = (
        "Whenever this creature deals combat damage to a player, that player gets a poison "
        "counter. A player with ten or more poison counters loses the game."
    )
    assert _checked("Poisonous 1", reminder) == []
    other = reminder.replace("a poison counter.", "two poison counters.")
    assert [f.code for f in _checked("Poisonous 1", other)] == ["reminder-mismatch"]


def test_escape_with_an_exile_cost_reads_and_its_reminder_agrees() -> None:
    """ "Escape—{4}{B}, Exile five other cards from your graveyard." (Modern Horizons 2, MTGJSON
    text): the keyword's cost is the mana and the exile of five other cards from your graveyard
    (CR 702.138a), as the card-text grammar reads that cost; its reminder "You may cast this card
    from your graveyard for its escape cost." restates the alternative cost."""
    (kw,) = parse("Escape—{4}{B}, Exile five other cards from your graveyard.").abilities
    (alt,) = kw.abilities
    assert isinstance(alt, A.AlternativeCost) and alt.action == "cast_from_graveyard"
    mana, exile = alt.cost.components
    assert isinstance(exile, A.Exile)
    assert exile.object.count == 5
    assert set(exile.object.filter) == {"other", "card", "in_your_graveyard"}
    reminder = "You may cast this card from your graveyard for its escape cost."
    assert _checked("Escape—{4}{B}, Exile five other cards from your graveyard.", reminder) == []


@pytest.mark.parametrize(
    ("keyword_line", "reminder"),
    [
        (
            "Fabricate 1",
            "When this creature enters the battlefield, put a +1/+1 counter on it or create a "
            "1/1 colorless Servo artifact creature token.",
        ),
        (
            "Fabricate 2",
            "When this creature enters the battlefield, put two +1/+1 counters on it or create "
            "two 1/1 colorless Servo artifact creature tokens.",
        ),
    ],
)
def test_fabricate_reminder_says_the_choice_as_or(keyword_line: str, reminder: str) -> None:
    """Fabricate's Kaladesh reminder says "put ... or create ..." (a choice as the trigger
    resolves, CR 608.2d) where CR 702.123a says "you may put ... If you don't, create ...": the
    abbreviation kb/keywords.yaml records (the CR is right); the choice reads as ChoiceOf."""
    assert _checked(keyword_line, reminder) == []
    (trigger,) = parse(f"({reminder})").abilities[0].abilities
    assert isinstance(trigger.effect, A.ChoiceOf)
    assert len(trigger.effect.options) == 2
    # another number of Servos than the keyword's is reported
    other = reminder.replace("1/1 colorless", "2/2 colorless")
    assert [f.code for f in _checked(keyword_line, other)] == ["reminder-mismatch"]


@pytest.mark.parametrize(
    "line",
    [
        # "or" inside an object stays the object's
        "Put a +1/+1 counter on target creature or planeswalker.",
        "Return target creature or enchantment to its owner's hand.",
    ],
)
def test_or_inside_an_object_is_no_choice_of_instructions(line: str) -> None:
    (ability,) = parse(line).abilities
    assert not any(isinstance(n, A.ChoiceOf) for n in ability.walk())


def test_a_choice_of_instructions_with_a_you_may_is_not_read() -> None:
    with pytest.raises(ParseError):
        parse("You may draw a card or create a 1/1 colorless Servo artifact creature token.")
