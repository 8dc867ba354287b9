"""English keyword lines and CR clauses -> the AST the CR defines (CR 702.63, 702.32, 702.30 ...)."""

from __future__ import annotations

import json

import pytest
from _shared import CORPUS, needs_shared

from rulesparser import ast as A
from rulesparser import parse, parse_keyword_definition
from rulesparser.ast import strip_meta
from rulesparser.crtext import keyword_sections, means_clauses, read_rules
from rulesparser.parser import keyword_expansion

SELF = A.ObjectRef(kind="self")


def test_vanishing_3_expands_to_the_three_abilities_of_702_63a() -> None:
    kw = parse("Vanishing 3").abilities[0]
    assert isinstance(kw, A.Keyword) and kw.name == "vanishing" and kw.parameter == 3
    enters, upkeep, last = kw.abilities
    assert enters == A.ReplacementEffect(
        event=A.Event(name="enters", object=SELF),
        mode="with",
        replacement=A.PutCounters(counter="time", amount=3, object=SELF),
    )
    assert upkeep == A.TriggeredAbility(
        trigger=A.StepTrigger(step="upkeep", player="you"),
        condition=A.HasCounters(object=SELF, counter="time", at_least=1),
        effect=A.RemoveCounters(counter="time", amount=1, object=SELF),
    )
    assert last == A.TriggeredAbility(
        trigger=A.EventTrigger(event="counter_removed", object=SELF, counter="time", last=True),
        effect=A.Sacrifice(object=SELF),
    )


def test_vanishing_without_number_is_702_63b() -> None:
    kw = parse("Vanishing").abilities[0]
    assert [type(a).__name__ for a in kw.abilities] == ["TriggeredAbility", "TriggeredAbility"]


def test_reminder_left_out_intervening_if_is_an_abbreviation_not_a_finding() -> None:
    kw = parse(
        "Vanishing 2 (This permanent comes into play with two time counters on it. At the beginning "
        "of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)"
    ).abilities[0]
    assert kw.findings == ()
    reminder = kw.source.reminder
    assert reminder[1].condition is None  # the reminder really has no "if" ...
    assert kw.abilities[1].condition is not None  # ... the CR expansion keeps it (CR 603.4)


def test_wrong_number_in_reminder_is_a_finding() -> None:
    kw = parse(
        "Vanishing 3 (This permanent comes into play with two time counters on it. At the beginning "
        "of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)"
    ).abilities[0]
    assert [f.code for f in kw.findings] == ["reminder-mismatch"]
    assert kw.abilities[0].replacement.amount == 3  # the CR expansion is the authority


def test_wrong_counter_in_reminder_is_a_finding() -> None:
    kw = parse(
        "Fading 3 (This creature enters the battlefield with three time counters on it. At the "
        "beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)"
    ).abilities[0]
    assert [f.code for f in kw.findings] == ["reminder-mismatch"]


def test_echo_cost_kinds() -> None:
    mana = parse("Echo {X}").abilities[0]
    assert mana.parameter == A.Cost(components=(A.ManaCost(symbols=("X",)),))
    assert mana.abilities[0].effect.cost == mana.parameter
    discard = parse("Echo—Discard a card.").abilities[0]
    assert discard.parameter == A.Cost(
        components=(A.Discard(player=A.PlayerRef(kind="you"), amount=1),)
    )


def test_kicker_two_costs_give_two_kicker_abilities() -> None:
    abilities = parse("Kicker {2}{U} and/or {1}{B}").abilities
    assert [a.name for a in abilities] == ["kicker", "kicker"]
    assert [a.parameter.components[0].symbols for a in abilities] == [("2", "U"), ("1", "B")]


def test_suspend_x_and_haste() -> None:
    kw = parse("Suspend X—{X}{3}{U}. X can't be 0.").abilities[0]
    assert kw.parameter == A.NumberAndCost(
        number=A.Variable(name="X", minimum=1),  # "X can't be 0."
        cost=A.Cost(components=(A.ManaCost(symbols=("X", "3", "U")),)),
    )
    haste = [n for n in kw.abilities[2].walk() if isinstance(n, A.GainAbility)]
    assert haste and haste[0].ability == "haste" and haste[0].duration.kind == "lose_control"


def test_keyword_list_line() -> None:
    names = [a.name for a in parse("Flying, first strike; flanking").abilities]
    assert names == ["flying", "first_strike", "flanking"]


def test_stun_counter_reminder_is_a_replacement_effect() -> None:
    card = parse(
        "Tap up to two target creatures (If a permanent with a stun counter would become untapped, "
        "remove one from it instead.)",
        lenient=True,
    )
    # the rules text before the reminder is card text; the reminder parses on its own:
    from rulesparser.parser import _run

    (rep,) = _run(
        "en",
        "If a permanent with a stun counter would become untapped, remove one from it instead.",
        "reminder_body",
    )
    assert (
        isinstance(rep, A.ReplacementEffect) and rep.mode == "instead" and rep.event.name == "untap"
    )
    assert rep.replacement == A.RemoveCounters(
        counter="stun", amount=1, object=A.ObjectRef(kind="it")
    )
    assert card.abilities  # the line is represented (parsed or an explicit unparsed node)


def test_cr_702_63a_with_n_3_equals_vanishing_3() -> None:
    definition = parse_keyword_definition(
        "702.63a Vanishing is a keyword that represents three abilities. “Vanishing N” means “This "
        "permanent enters with N time counters on it,” “At the beginning of your upkeep, if this "
        "permanent has a time counter on it, remove a time counter from it,” and “When the last time "
        "counter is removed from this permanent, sacrifice it.”"
    )
    assert (
        definition.keyword == "vanishing"
        and definition.rule == "702.63a"
        and definition.variable == "N"
    )
    from rulesparser.parser import substitute

    assert tuple(substitute(a, {"N": 3}) for a in definition.abilities) == keyword_expansion(
        "vanishing", 3
    )


def test_each_works_separately_is_represented() -> None:
    d = parse_keyword_definition(
        "702.63c If a permanent has multiple instances of vanishing, each works separately."
    )
    assert d.keyword == "vanishing" and d.instances == "separate"


LISTED = {
    "vanishing": "Vanishing",
    "fading": "Fading",
    "echo": "Echo",
    "suspend": "Suspend",
    "kicker": "Kicker",
    "morph": "Morph",
    "madness": "Madness",
    "flash": "Flash",
    "flanking": "Flanking",
}


@needs_shared
def test_means_clauses_of_all_eight_cr_versions_parse_and_agree() -> None:
    files = sorted((CORPUS / "cr").glob("*.txt"))
    assert len(files) == 8
    by_keyword: dict[tuple, dict[str, list[str]]] = {}
    count = 0
    for path in files:
        rules = read_rules(path)
        sections = keyword_sections(rules, LISTED)
        assert {"vanishing", "echo", "suspend", "fading"} <= set(sections), path.name
        for section in sections.values():
            for number, text in means_clauses(rules, section):
                if text.startswith("Sticker kicker"):
                    continue  # another keyword's clause inside the kicker section (702.33h)
                d = parse_keyword_definition(text, "en", number)
                count += 1
                if d.abilities:
                    key = (d.keyword, d.variable)
                    dump = json.dumps(
                        strip_meta([a.to_json() for a in d.abilities]), sort_keys=True
                    )
                    by_keyword.setdefault(key, {}).setdefault(dump, []).append(path.stem)
    assert count >= 100
    # vanishing is 502.60 (2007-2008), 702.60, 702.61, 702.62, 702.63: one meaning in all versions
    assert len(by_keyword[("vanishing", "N")]) == 1
    assert len(by_keyword[("echo", "cost")]) == 1
    assert len(by_keyword[("fading", "N")]) == 1
    # suspend changed in 2026 ("you may play it ... if able"): two readings, not more
    assert len(by_keyword[("suspend", "N,cost")]) == 2


@pytest.mark.parametrize(
    "text",
    [
        "Vanishing 3\r\n",
        "\ufeffVanishing 3",
        "Vanishing 3 (This permanent comes into play with three time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)\r",
    ],
)
def test_line_endings_and_bom_do_not_matter(text: str) -> None:
    assert strip_meta(parse(text).abilities[0].to_json()) == strip_meta(
        parse("Vanishing 3").abilities[0].to_json()
    )


def test_curly_apostrophe_and_double_dash() -> None:
    a = parse(
        "Fading 2 (This creature enters the battlefield with two fade counters on it. At the beginning of your upkeep, remove a fade counter from it. If you can’t, sacrifice it.)"
    ).abilities[0]
    b = parse(
        "Fading 2 (This creature enters the battlefield with two fade counters on it. At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)"
    ).abilities[0]
    assert a == b and a.findings == () and b.findings == ()
    assert parse("Suspend 2--{1}{R}").abilities[0] == parse("Suspend 2 — {1}{R}").abilities[0]


def test_suspend_reminder_may_abbreviate_haste_but_must_still_cast_the_card() -> None:
    base = (
        "Suspend 2—{1}{R}{R} (Rather than cast this card from your hand, you may pay {1}{R}{R} and exile it "
        "with two time counters on it. At the beginning of your upkeep, remove a time counter. When the "
        "last is removed, "
    )
    assert (
        parse(base + "cast it without paying its mana cost. It has haste.)").abilities[0].findings
        == ()
    )
    wrong = parse(base + "sacrifice it.)").abilities[0]
    assert [f.code for f in wrong.findings] == ["reminder-mismatch"]


def test_abilities_glued_together_in_foreign_data_are_split() -> None:
    from rulesparser.normalize import split_lines

    assert [t for _, t in split_lines("FliegendEcho {2}{R}")] == ["Fliegend", "Echo {2}{R}"]
    assert [t for _, t in split_lines("...éphémère.)À chaque fois")] == [
        "...éphémère.)",
        "À chaque fois",
    ]
    assert [t for _, t in split_lines("AEther Membrane")] == ["AEther Membrane"]
    names = [a.name for a in parse("FliegendEcho {2}{R}", "de").abilities]
    assert names == ["flying", "echo"]


def test_protection_from_several_qualities_is_one_ability_each() -> None:
    en = parse("Flying, protection from blue and from black").abilities
    de = parse("Fliegend, Schutz vor Blau und vor Schwarz", "de").abilities
    assert [(a.name, a.parameter) for a in en] == [
        ("flying", None),
        ("protection", A.Quality(value="blue")),
        ("protection", A.Quality(value="black")),
    ]
    assert en == de


def test_printed_text_oddities_are_repaired() -> None:
    from rulesparser.normalize import normalize_line, split_lines

    # a reminder broken over two lines, markup from MTGJSON, an old bare-number cost
    assert [
        n
        for n, _ in split_lines(
            "Morph {2}{U} (You may play this face down\nas a 2/2 creature for {3}. Turn it face up any time for its morph cost.)"
        )
    ] == [1]
    assert normalize_line("&lt;I&gt;Flying&lt;/I&gt;") == "Flying"
    assert parse("Umwandlung 2", "de").abilities[0].parameter == A.Cost(
        components=(A.ManaCost(symbols=("2",)),)
    )
