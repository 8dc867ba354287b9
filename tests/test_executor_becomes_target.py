"""Triggers on becoming the target of a spell or ability (CR 603.2, 115.1), played from the
cards' English, French and German text: Phantasmal Bear is sacrificed when Shock targets it
(Shock then has no legal target); ward {2} (CR 702.21a) counters bob's Shock on Waterfall
Aerialist unless bob pays {2}."""

from __future__ import annotations

import pytest

from rulesparser.executor.scenario import parse_scenario, run_scenario

LANGS = ["en", "fr", "de"]

CARDS = """\
scenario: t
ruling: CR 603.2, 702.21a
players: {alice: {}, bob: {mana: MANA}}
cards:
  phantasmal:
    name: {en: Phantasmal Bear, fr: Ours phantasmatique, de: Traumbär}
    types: [creature]
    subtypes: [bear, illusion]
    power: 2
    toughness: 2
    mana_cost: "{U}"
    text:
      en: "When Phantasmal Bear becomes the target of a spell or ability, sacrifice it."
      fr: "Quand l'Ours phantasmatique devient la cible d'un sort ou d'une capacité, \\
sacrifiez-le."
      de: "Wenn der Traumbär das Ziel eines Zauberspruchs oder einer Fähigkeit wird, opfere ihn."
  aerialist:
    name: {en: Waterfall Aerialist, fr: Voltigeur des cascades, de: Wasserfall-Luftakrobat}
    types: [creature]
    subtypes: [djinn, wizard]
    power: 3
    toughness: 1
    mana_cost: "{3}{U}"
    text:
      en: "Flying\\nWard {2} (Whenever this creature becomes the target of a spell or ability an \\
opponent controls, counter it unless that player pays {2}.)"
      fr: "Vol\\nParade {2} (À chaque fois que cette créature devient la cible d'un sort ou d'une \\
capacité qu'un adversaire contrôle, contrecarrez ce sort ou cette capacité à moins que ce \\
joueur ne paie {2}.)"
      de: "Fliegend\\nAbwehr {2} (Immer wenn diese Kreatur das Ziel eines Zauberspruchs oder \\
einer Fähigkeit wird, den bzw. die ein Gegner kontrolliert, neutralisiere ihn bzw. sie, es sei \\
denn, jener Spieler bezahlt {2}.)"
  shock:
    name: {en: Shock, fr: Choc, de: Schock}
    types: [instant]
    mana_cost: "{R}"
    text:
      en: "Shock deals 2 damage to any target."
      fr: "Le Choc inflige 2 blessures à une cible, créature ou joueur."
      de: "Schock fügt einer Kreatur oder einem Spieler deiner Wahl 2 Schadenspunkte zu."
"""


def _shock(target: str, mana: int, lang: str, expect: str) -> list[str]:
    body = (
        f"setup:\n  alice: {{battlefield: [{target}]}}\n  bob: {{hand: [shock]}}\n"
        f"turns:\n  2:\n    main1:\n      - cast: shock\n        by: bob\n"
        f"        targets: [{target}]\n      - resolve: all\n"
        f"play_turns: 2\nexpect:\n{expect}"
    )
    return run_scenario(
        parse_scenario(CARDS.replace("MANA", str(mana)) + body, "s.yaml"), lang
    ).failures


@pytest.mark.parametrize("lang", LANGS)
def test_phantasmal_bear_is_sacrificed_when_targeted(lang: str) -> None:
    expect = "  zone: {phantasmal: graveyard, shock: graveyard}\n  events:\n"
    expect += "    - {event: sacrificed, card: phantasmal}\n"
    assert _shock("phantasmal", 9, lang, expect) == []


@pytest.mark.parametrize("lang", LANGS)
def test_ward_counters_a_spell_whose_controller_cant_pay(lang: str) -> None:
    """bob has 1 mana: Shock, then nothing left for ward {2}: Shock is countered."""
    expect = "  zone: {aerialist: battlefield, shock: graveyard}\n  events:\n"
    expect += "    - {event: countered, source: shock}\n"
    assert _shock("aerialist", 1, lang, expect) == []


@pytest.mark.parametrize("lang", LANGS)
def test_ward_is_paid_when_the_controller_can(lang: str) -> None:
    """bob has 3 mana: Shock and {2} for ward: the Aerialist (toughness 1) dies."""
    expect = "  zone: {aerialist: graveyard}\n  no_events:\n    - {event: countered}\n"
    assert _shock("aerialist", 3, lang, expect) == []
