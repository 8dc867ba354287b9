"""The most frequent simple lines of whole card texts (benchmarks/card_faces.py, helper area
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


#: DOM 229 Short Sword (MTGJSON text and foreignData)
SWORD = """\
scenario: equipped creature gets +1/+1
ruling: CR 301.5 (an Equipment's static ability affects the creature it is attached to)
players: {alice: {}, bob: {}}
cards:
  sword:
    name: {en: Short Sword, fr: "Épée courte", de: Kurzschwert}
    types: [artifact]
    subtypes: [equipment]
    mana_cost: "{1}"
    text:
      en: "Equipped creature gets +1/+1.\\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)"
      fr: "La créature équipée gagne +1/+1.\\nÉquipement {1} ({1} : Attachez à la créature ciblée que vous contrôlez. N'attachez l'équipement que lorsque vous pourriez lancer un rituel.)"
      de: "Die ausgerüstete Kreatur erhält +1/+1.\\nAusrüsten {1} ({1}: Lege diese Karte an eine Kreatur deiner Wahl an, die du kontrollierst. Spiele Ausrüsten wie eine Hexerei.)"
  bear:
    name: {en: Runeclaw Bear, fr: Ours runegriffe, de: Runenklauenbär}
    types: [creature]
    power: 2
    toughness: 2
setup:
  alice: {battlefield: [sword, bear, {card: bear, as: bear2}]}
turns:
  1:
    main1:
      - expect: {pt: {bear: 2/2, bear2: 2/2}}
      - activate: sword
        targets: [bear]
      - resolve: 1
      - expect: {pt: {bear: 3/3, bear2: 2/2}}
      - activate: sword
        targets: [bear2]
      - resolve: 1
play_turns: 1
expect:
  attached: {sword: bear2}
  pt: {bear: 2/2, bear2: 3/3}
"""


@pytest.mark.parametrize("lang", LANGS)
def test_equipped_creature_gets_the_bonus_and_loses_it_when_unequipped(lang: str) -> None:
    r = run_scenario(parse_scenario(SWORD, "sword.yaml"), lang)
    assert r.failures == []


#: DOM 10 Charge; DOM 6 Benalish Marshal's second line (MTGJSON text and foreignData)
CHARGE = """\
scenario: creatures you control get +1/+1
ruling: CR 109.4, 611.2, 613.4c ("creatures you control" are only its controller's)
players: {alice: {}, bob: {}}
cards:
  charge:
    name: {en: Charge, fr: Charge, de: "Anstürmen"}
    types: [instant]
    mana_cost: "{W}"
    text:
      en: "Creatures you control get +1/+1 until end of turn."
      fr: "Les créatures que vous contrôlez gagnent +1/+1 jusqu'à la fin du tour."
      de: "Kreaturen, die du kontrollierst, erhalten +1/+1 bis zum Ende des Zuges."
  marshal:
    name: {en: Benalish Marshal, fr: "Maréchal bénalian", de: Benalischer Feldmarschall}
    types: [creature]
    power: 3
    toughness: 3
    text:
      en: "Other creatures you control get +1/+1."
      fr: "Les autres créatures que vous contrôlez gagnent +1/+1."
      de: "Andere Kreaturen, die du kontrollierst, erhalten +1/+1."
  bear:
    name: {en: Runeclaw Bear, fr: Ours runegriffe, de: Runenklauenbär}
    types: [creature]
    power: 2
    toughness: 2
setup:
  alice: {battlefield: [marshal, bear], hand: [charge]}
  bob: {battlefield: [{card: bear, as: bob_bear}]}
turns:
  1:
    main1:
      - expect: {pt: {marshal: 3/3, bear: 3/3, bob_bear: 2/2}}
      - cast: charge
      - resolve: all
      - expect: {pt: {marshal: 4/4, bear: 4/4, bob_bear: 2/2}}
play_turns: 2
expect:
  pt: {marshal: 3/3, bear: 3/3, bob_bear: 2/2}
"""


@pytest.mark.parametrize("lang", LANGS)
def test_creatures_you_control_get_the_bonus_and_not_the_opponents(lang: str) -> None:
    r = run_scenario(parse_scenario(CHARGE, "charge.yaml"), lang)
    assert r.failures == []


#: M10 174 Cudgel Troll (MTGJSON text and foreignData, without the reminder text)
TROLL = """\
scenario: regenerate this
ruling: CR 701.15 (regenerate this gives it a regeneration shield)
players: {alice: {}, bob: {}}
cards:
  troll:
    name: {en: Cudgel Troll, fr: "Troll à la trique", de: "Knüppel-Troll"}
    types: [creature]
    subtypes: [troll]
    power: 4
    toughness: 3
    text:
      en: "{G}: Regenerate Cudgel Troll."
      fr: "{G} : Régénérez le Troll à la trique."
      de: "{G}: Regeneriere den Knüppel-Troll."
setup:
  alice: {battlefield: [troll]}
turns:
  1:
    main1:
      - activate: troll
      - resolve: 1
      - destroy: [troll]
      - expect: {zone: {troll: battlefield}, tapped: {troll: true}}
      - destroy: [troll]
play_turns: 1
expect:
  zone: {troll: graveyard}
  events:
    - {event: regeneration_shield, card: troll}
    - {event: regenerates, card: troll, count: 1}
    - {event: destroyed, card: troll, count: 1}
"""


@pytest.mark.parametrize("lang", LANGS)
def test_regenerate_this_shields_it_once(lang: str) -> None:
    r = run_scenario(parse_scenario(TROLL, "troll.yaml"), lang)
    assert r.failures == []
