"""Magecraft (CR 207.2c ability word; "Whenever you cast or copy an instant or sorcery spell"):
copying a spell (CR 707.10) triggers it as casting one does, played from Clever Lumimancer's,
Shock's and Twincast's English, French and German text: alice casts Shock, then Twincast
copying it: three triggers, +6/+6 until end of turn."""

from __future__ import annotations

import pytest
from _scenario_cards import scenario_failures

LANGS = ["en", "fr", "de"]

TEXT = """\
scenario: t
ruling: CR 707.10, 603.2
players: {alice: {}, bob: {}}
cards:
  lumimancer:
    name: {en: Clever Lumimancer, fr: Lumimancienne rusée, de: Clevere Lumimantin}
    types: [creature]
    subtypes: [human, wizard]
    power: 0
    toughness: 1
    mana_cost: "{W}"
    text:
      en: "Magecraft — Whenever you cast or copy an instant or sorcery spell, Clever Lumimancer \\
gets +2/+2 until end of turn."
      fr: "Sorcellerie — À chaque fois que vous lancez ou copiez un sort d'éphémère ou de \\
rituel, la Lumimancienne rusée gagne +2/+2 jusqu'à la fin du tour."
      de: "Magiefertigkeit — Immer wenn du einen Spontanzauber oder eine Hexerei wirkst oder \\
kopierst, erhält die Clevere Lumimantin +2/+2 bis zum Ende des Zuges."
  shock:
    name: {en: Shock, fr: Choc, de: Schock}
    types: [instant]
    mana_cost: "{R}"
    text:
      en: "Shock deals 2 damage to any target."
      fr: "Le Choc inflige 2 blessures à une cible, créature ou joueur."
      de: "Schock fügt einer Kreatur oder einem Spieler deiner Wahl 2 Schadenspunkte zu."
  twincast:
    name: {en: Twincast, fr: Jumelance, de: Zwillingszauber}
    types: [instant]
    mana_cost: "{U}{U}"
    text:
      en: "Copy target instant or sorcery spell. You may choose new targets for the copy."
      fr: "Copiez le sort d'éphémère ou de rituel ciblé. Vous pouvez choisir de nouvelles \\
cibles pour cette copie."
      de: "Kopiere einen Spontanzauber oder eine Hexerei deiner Wahl. Du kannst neue Ziele für \\
die Kopie bestimmen."
setup:
  alice: {battlefield: [lumimancer], hand: [shock, twincast]}
turns:
  1:
    main1:
      - cast: shock
        targets: [bob]
      - cast: twincast
        targets: [stack:shock]
      - resolve: all
      - expect: {pt: {lumimancer: 6/7}}
play_turns: 1
expect:
  life: {bob: 16}
"""


@pytest.mark.parametrize("lang", LANGS)
def test_copying_a_spell_triggers_magecraft(lang: str) -> None:
    assert scenario_failures(TEXT, lang) == []
