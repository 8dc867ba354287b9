""" "Each creature that player controls" after "target player" (CR 115.1: the player chosen as
the target), played from Radiating Lightning's English, French and German text: 3 damage to bob
and 1 to each of his creatures; alice's creature is untouched."""

from __future__ import annotations

import pytest
from _scenario_cards import scenario_failures

LANGS = ["en", "fr", "de"]

TEXT = """\
scenario: t
ruling: CR 115.1
players: {alice: {}, bob: {}}
cards:
  lightning:
    name: {en: Radiating Lightning, fr: Foudre irradiante, de: Sprühender Blitz}
    types: [instant]
    mana_cost: "{3}{R}"
    text:
      en: "Radiating Lightning deals 3 damage to target player and 1 damage to each creature \\
that player controls."
      fr: "La Foudre irradiante inflige 3 blessures au joueur ciblé et 1 blessure à chaque \\
créature que ce joueur contrôle."
      de: "Der Sprühende Blitz fügt einem Spieler deiner Wahl 3 Schadenspunkte und jeder \\
Kreatur, die er kontrolliert, 1 Schadenspunkt zu."
  elf:
    name: {en: Llanowar Elves, fr: Elfes de Llanowar, de: Elfen von Llanowar}
    types: [creature]
    power: 1
    toughness: 1
setup:
  alice: {hand: [lightning], battlefield: [{card: elf, as: mine}]}
  bob: {battlefield: [{card: elf, as: e1}, {card: elf, as: e2}]}
turns:
  1:
    main1:
      - cast: lightning
        targets: [bob]
      - resolve: all
play_turns: 1
expect:
  life: {bob: 17}
  zone: {e1: graveyard, e2: graveyard, mine: battlefield}
"""


@pytest.mark.parametrize("lang", LANGS)
def test_each_creature_that_player_controls_is_the_target_players(lang: str) -> None:
    assert scenario_failures(TEXT, lang) == []
