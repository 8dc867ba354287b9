"""The most frequent simple lines of whole card texts (benchmarks/card_lines.py, helper area
"cardlines"), played by the executor from the cards' English, French and German text."""

from __future__ import annotations

import pytest

from rulesparser.executor.scenario import parse_scenario, run_scenario

LANGS = ["en", "fr", "de"]

#: DOM 240 Meandering River (MTGJSON text and foreignData)
RIVER = """\
scenario: enters tapped
ruling: CR 614.1c ("[this] enters the battlefield tapped" is a replacement effect)
players: {alice: {}, bob: {}}
cards:
  river:
    name: {en: Meandering River, fr: "Rivière sinueuse", de: "Mäanderstrom"}
    types: [land]
    text:
      en: "Meandering River enters the battlefield tapped.\\n{T}: Add {W} or {U}."
      fr: "La Rivière sinueuse arrive sur le champ de bataille engagée.\\n{T} : Ajoutez {W} ou {U}."
      de: "Der Mäanderstrom kommt getappt ins Spiel.\\n{T}: Erzeuge {W} oder {U}."
  forest:
    name: {en: Forest, fr: Forêt, de: Wald}
    supertypes: [basic]
    types: [land]
    subtypes: [forest]
setup:
  alice:
    hand: [river, forest]
turns:
  1:
    main1:
      - play: river
      - expect: {tapped: {river: true}}
play_turns: 1
expect:
  zones: {alice: {battlefield: [river]}}
  tapped: {river: true}
  events:
    - {event: enters, card: river, player: alice, turn: 1}
  no_events:
    - {event: tapped, card: river}    # it enters tapped, it doesn't become tapped (CR 614.1c)
"""


@pytest.mark.parametrize("lang", LANGS)
def test_a_land_that_enters_tapped_enters_tapped(lang: str) -> None:
    r = run_scenario(parse_scenario(RIVER, "river.yaml"), lang)
    assert r.failures == []
    assert r.ok


@pytest.mark.parametrize("lang", LANGS)
def test_another_land_enters_untapped(lang: str) -> None:
    body = RIVER.replace("- play: river", "- play: forest").replace(
        "expect: {tapped: {river: true}}", "expect: {tapped: {forest: false}}"
    )
    body = body.split("play_turns:")[0] + "play_turns: 1\n"
    r = run_scenario(parse_scenario(body, "forest.yaml"), lang)
    assert r.failures == []


MANA = """\
turns:
  1:
    main1:
      - play: river
  3:
    main1:
      - activate: river               # {T}: Add {W} or {U}: alice chooses {U} (option 1)
      - expect: {tapped: {river: true}}
play_turns: 3
choices:
  modes: {river: 1}
expect:
  events:
    - {event: chooses, player: alice, card: river, choice: "1", turn: 3}
    - {event: activates, player: alice, card: river, ability: choice_of, turn: 3}
    - {event: mana_added, player: alice, mana: U, pool: 1, turn: 3}
  no_events:
    - {event: mana_added, mana: W}
"""


@pytest.mark.parametrize("lang", LANGS)
def test_add_w_or_u_is_a_mana_ability_with_a_choice(lang: str) -> None:
    """ "{T}: Add {W} or {U}." (CR 106.4): a mana ability (no stack, 2007 CR 406.4) whose
    controller chooses the mana as it resolves."""
    body = RIVER.split("turns:")[0] + MANA
    r = run_scenario(parse_scenario(body, "mana.yaml"), lang)
    assert r.failures == []
