"""Flanking (CR 702.25a): "Whenever a creature without flanking blocks this creature, the
blocking creature gets -1/-1 until end of turn", played with Riftmarked Knight from its
English, French and German text."""

from __future__ import annotations

import pytest

from rulesparser.executor.scenario import parse_scenario, run_scenario

SCENARIO = """\
scenario: t
ruling: CR 702.25a
players: {alice: {}, bob: {}}
cards:
  knight: {kb: Riftmarked Knight}
  bear:
    name: {en: Grizzly Bears, fr: Ours gris, de: Grizzlybären}
    types: [creature]
    power: 2
    toughness: 2
setup:
  alice: {battlefield: [knight]}
  bob: {battlefield: [%s]}
turns:
  1:
    declare_attackers:
      - attack: [knight]
    declare_blockers:
      - block: {%s}
        by: bob
      - resolve: all
      - expect: %s
"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_a_blocker_without_flanking_gets_minus_1_minus_1(lang: str) -> None:
    """The 2/2 bear becomes 1/1 before damage: it deals 1 damage to the Knight and dies; the
    Knight (2/2) survives. Two bears blocking: each gets -1/-1 (one trigger per blocker)."""
    text = SCENARIO % ("bear", "bear: knight", "{pt: {bear: 1/1}}") + (
        "expect:\n  zone: {knight: battlefield, bear: graveyard}\n"
        "  events:\n    - {event: damage, source: bear, to: knight, amount: 1, combat: true}\n"
        "    - {event: triggers, source: knight, count: 1}\n"
    )
    assert run_scenario(parse_scenario(text, "s.yaml"), lang).failures == []
    two = (
        SCENARIO
        % (
            "{card: bear, as: b1}, {card: bear, as: b2}",
            "b1: knight, b2: knight",
            "{pt: {b1: 1/1, b2: 1/1}}",
        )
        + "expect:\n  events:\n    - {event: triggers, source: knight, count: 2}\n"
    )
    assert run_scenario(parse_scenario(two, "s.yaml"), lang).failures == []


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_a_blocker_with_flanking_does_not_trigger_it(lang: str) -> None:
    """bob's own Riftmarked Knight has flanking: blocking alice's Knight triggers nothing, and
    both 2/2 Knights die."""
    text = SCENARIO % ("{card: knight, as: other}", "other: knight", "{pt: {other: 2/2}}") + (
        "expect:\n  zone: {knight: graveyard, other: graveyard}\n"
        "  no_events:\n    - {event: triggers}\n    - {event: gets}\n"
    )
    assert run_scenario(parse_scenario(text, "s.yaml"), lang).failures == []
