"""Attacking alone (CR 506.5): "Whenever Rogue Kavu attacks alone, it gets +2/+0 until end of
turn." and exalted (CR 702.83a: "Whenever a creature you control attacks alone, that creature
gets +1/+1 until end of turn", each instance triggering), played from the cards' English,
French and German text. A creature declared with another attacker doesn't attack alone."""

from __future__ import annotations

import pytest
from _scenario_cards import GRIZZLY_BEARS, scenario_failures

LANGS = ["en", "fr", "de"]

CARDS = (
    """\
scenario: t
ruling: CR 506.5, 702.83a
players: {alice: {}, bob: {}}
cards:
  kavu:
    name: {en: Rogue Kavu, fr: Kavru solitaire, de: Räubernder Kavu}
    types: [creature]
    subtypes: [kavu]
    power: 1
    toughness: 1
    mana_cost: "{1}{R}"
    text:
      en: "Whenever Rogue Kavu attacks alone, it gets +2/+0 until end of turn."
      fr: "À chaque fois que le Kavru solitaire attaque seul, il gagne +2/+0 jusqu'à la fin du \\
tour."
      de: "Immer wenn der Räubernde Kavu allein angreift, erhält er +2/+0 bis zum Ende des Zuges."
  squire:
    name: {en: Akrasan Squire, fr: Écuyer akrasan, de: Akrasischer Junker}
    types: [creature]
    subtypes: [human, soldier]
    power: 1
    toughness: 1
    mana_cost: "{W}"
    text:
      en: "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 \\
until end of turn.)"
      fr: "Exaltation (À chaque fois qu'une créature que vous contrôlez attaque seule, cette \\
créature gagne +1/+1 jusqu'à la fin du tour.)"
      de: "Edelmut (Immer wenn eine Kreatur, die du kontrollierst, alleine angreift, erhält diese \\
Kreatur +1/+1 bis zum Ende des Zuges.)"
"""
    + GRIZZLY_BEARS
    + """\
setup:
  alice: {battlefield: [kavu, squire, {card: squire, as: squire2}, bear]}
turns:
  1:
    declare_attackers:
"""
)


@pytest.mark.parametrize("lang", LANGS)
def test_rogue_kavu_attacking_alone_gets_both_bonuses(lang: str) -> None:
    """Kavu 1/1 alone: +2/+0 of its own, +1/+1 from each of two exalted Squires: 5 damage."""
    body = "      - attack: [kavu]\nplay_turns: 1\nexpect:\n  life: {bob: 15}\n"
    assert scenario_failures(CARDS + body, lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_two_attackers_dont_attack_alone(lang: str) -> None:
    body = "      - attack: [kavu, bear]\nplay_turns: 1\nexpect:\n  life: {bob: 17}\n"
    assert scenario_failures(CARDS + body, lang) == []


WATCHERS = """\
scenario: t
ruling: CR 603.2, 702.4b
players: {alice: {}, bob: {}}
cards:
  atarka:
    name: {en: "Atarka, World Render", fr: "Atarka, broyeuse de monde", de: Atarka die Weltenschmelzerin}
    types: [creature]
    supertypes: [legendary]
    subtypes: [dragon]
    power: 6
    toughness: 4
    mana_cost: "{5}{R}{G}"
    text:
      en: "Flying, trample\\nWhenever a Dragon you control attacks, it gains double strike \\
until end of turn."
      fr: "Vol, piétinement\\nÀ chaque fois qu'un dragon que vous contrôlez attaque, il acquiert \\
la double initiative jusqu'à la fin du tour."
      de: "Fliegend, verursacht Trampelschaden\\nImmer wenn ein Drache, den du kontrollierst, \\
angreift, erhält er Doppelschlag bis zum Ende des Zuges."
setup:
  alice: {battlefield: [atarka]}
turns:
  1:
    declare_attackers:
      - attack: [atarka]
play_turns: 1
expect:
  life: {bob: 8}
"""


@pytest.mark.parametrize("lang", LANGS)
def test_it_of_a_trigger_on_a_creatures_attack_is_that_creature(lang: str) -> None:
    """Atarka: "Whenever a Dragon you control attacks, it gains double strike": Atarka herself
    attacks and deals 6 twice (the trigger's "it" is the Dragon that attacks, CR 603.2)."""
    assert scenario_failures(WATCHERS, lang) == []
