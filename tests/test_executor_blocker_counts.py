"""Menace (CR 702.111b, 509.1b) played from the card's English, French and German text: Two-Headed
Zombie "can't be blocked except by two or more creatures". A declaration with one blocker on it
is refused as a whole (``illegal_block``); two blockers block it."""

from __future__ import annotations

import pytest
from _scenario_cards import GRIZZLY_BEARS, scenario_failures

LANGS = ["en", "fr", "de"]

CARDS = (
    """\
scenario: t
ruling: CR 702.111b, 509.1b
players: {alice: {}, bob: {}}
cards:
  zombie:
    name: {en: Two-Headed Zombie, fr: Zombie bicéphale, de: Zweiköpfiger Zombie}
    types: [creature]
    subtypes: [zombie]
    power: 4
    toughness: 2
    mana_cost: "{3}{B}"
    text:
      en: "Menace (This creature can't be blocked except by two or more creatures.)"
      fr: "Menace (Cette créature ne peut pas être bloquée excepté par deux créatures ou plus.)"
      de: "Bedrohlich (Diese Kreatur kann nicht geblockt werden, außer von zwei oder mehr \\
Kreaturen.)"
"""
    + GRIZZLY_BEARS
    + """\
setup:
  alice: {battlefield: [zombie]}
  bob: {battlefield: [{card: bear, as: b1}, {card: bear, as: b2}]}
turns:
  1:
    declare_attackers:
      - attack: [zombie]
    declare_blockers:
"""
)


@pytest.mark.parametrize("lang", LANGS)
def test_one_blocker_alone_is_refused_and_the_attacker_is_unblocked(lang: str) -> None:
    body = (
        "      - block: {b1: zombie}\n        by: bob\n        illegal: illegal_block\n"
        "play_turns: 1\n"
        "expect:\n  life: {bob: 16}\n  no_events:\n    - {event: blocks}\n"
    )
    assert scenario_failures(CARDS + body, lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_two_blockers_block_it(lang: str) -> None:
    body = (
        "      - block: {b1: zombie, b2: zombie}\n        by: bob\n"
        "play_turns: 1\n"
        "expect:\n  life: {bob: 20}\n  zone: {zombie: graveyard}\n"
        "  events:\n    - {event: blocks, card: b1, attacker: zombie}\n"
        "    - {event: blocks, card: b2, attacker: zombie}\n"
    )
    assert scenario_failures(CARDS + body, lang) == []
