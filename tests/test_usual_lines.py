"""The most frequent simple lines of whole card texts (benchmarks/card_lines.py, helper area
"cardlines"), played by the executor from the cards' English, French and German text."""

from __future__ import annotations

import pytest

from rulesparser.executor.scenario import parse_scenario, run_scenario

LANGS = ["en", "fr", "de"]

#: DOM 240 Meandering River (MTGJSON text and foreignData); the mana line stays unparsed
#: (lenient) where the grammar does not read "{W} or {U}"
RIVER = """\
scenario: enters tapped
ruling: CR 614.1c ("[this] enters the battlefield tapped" is a replacement effect)
players: {alice: {}, bob: {}}
cards:
  river:
    name: {en: Meandering River, fr: "Rivière sinueuse", de: "Mäanderstrom"}
    types: [land]
    lenient: true
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
