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
