"""Combat rules of the executor seen through scenarios: a damage assignment order that isn't
exactly the blockers is refused (CR 509.2), a malformed ``damage_order`` is a malformed
scenario, and ``tapped`` on a card that left the battlefield says where it is."""

from __future__ import annotations

import pytest
from _shared import BASE_SCENARIO

from rulesparser.executor.scenario import ScenarioError, parse_scenario, run_scenario

DOUBLE_BLOCK = BASE_SCENARIO.replace(
    "  alice: {battlefield: [bear]}\n",
    "  alice: {battlefield: [{card: bear, as: big}]}\n"
    "  bob: {battlefield: [{card: bear, as: b1}, {card: bear, as: b2}]}\n",
) + (
    "turns:\n  1:\n    declare_attackers:\n      - attack: [big]\n"
    "    declare_blockers:\n      - block: {b1: big, b2: big}\n        by: bob\n"
)


def test_default_order_is_the_block_order_and_power_is_dealt_once() -> None:
    r = run_scenario(parse_scenario(DOUBLE_BLOCK, "s.yaml"), "en")
    assert r.failures == []
    dealt = [e.get("to") for e in r.events if e.kind == "damage" and e.get("source") == "big"]
    assert dealt == ["b1"]  # 2 power: lethal to b1, nothing left for b2
    assert r.game.objects["b2"].damage == 0


def test_damage_order_choice_changes_who_gets_lethal_damage() -> None:
    text = DOUBLE_BLOCK.replace("turns:", "choices:\n  damage_order: {big: [b2, b1]}\nturns:")
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert r.failures == []
    assert r.game.objects["b2"].zone.value == "graveyard"
    assert r.game.objects["b1"].zone.value == "battlefield"


def test_damage_order_that_is_not_the_blockers_is_refused() -> None:
    text = DOUBLE_BLOCK.replace("turns:", "choices:\n  damage_order: {big: [b1]}\nturns:")
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert len(r.failures) == 1
    assert "bad_damage_order" in r.failures[0] and "b1, b2" in r.failures[0]


def test_malformed_damage_order_is_reported_with_its_line() -> None:
    text = DOUBLE_BLOCK.replace("turns:", "choices:\n  damage_order: {big: [{x: 1}]}\nturns:")
    with pytest.raises(ScenarioError, match=r"^s.yaml:\d+: .*choices.damage_order.big"):
        parse_scenario(text, "s.yaml")


def test_tapped_expectation_on_a_card_off_the_battlefield() -> None:
    text = DOUBLE_BLOCK + "expect:\n  tapped: {big: true}\n"
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert r.failures == [
        "s.yaml:20: tapped: big expected tapped, but it is in the graveyard, not on the battlefield"
    ]


def test_actions_in_a_step_that_did_not_happen_are_reported() -> None:
    text = DOUBLE_BLOCK + "    first_strike_damage:\n      - expect: {life: {bob: 20}}\n"
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert len(r.failures) == 1
    assert r.failures[0].startswith("s.yaml:20: turn 1 first_strike_damage did not happen")


WALL = BASE_SCENARIO.replace(
    "    toughness: 2\n",
    "    toughness: 2\n  wall:\n    types: [creature]\n    power: 3\n    toughness: 4\n"
    "    text: {en: Defender, fr: Défenseur, de: Verteidiger}\n",
).replace("  alice: {battlefield: [bear]}\n", "  alice: {battlefield: [bear, wall]}\n")


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_a_creature_with_defender_cannot_attack(lang: str) -> None:
    """CR 702.3b: defender means it can't attack; the refusal is the `defender` code and no
    damage is dealt, while the bear beside it still attacks."""
    text = WALL + (
        "turns:\n  1:\n    declare_attackers:\n      - attack: [wall]\n        illegal: defender\n"
        "      - attack: [bear]\n"
        "expect:\n  life: {bob: 18}\n  tapped: {wall: false}\n"
    )
    r = run_scenario(parse_scenario(text, "s.yaml"), lang)
    assert r.failures == []
    assert not any(e.kind == "attacks" and e.get("card") == "wall" for e in r.events)


DEATHTOUCH = BASE_SCENARIO.replace(
    "    toughness: 2\n",
    "    toughness: 2\n  viper:\n    types: [creature]\n    power: 2\n    toughness: 1\n"
    "    text: {en: Deathtouch, fr: Contact mortel, de: Todesberührung}\n"
    "  giant:\n    types: [creature]\n    power: 1\n    toughness: 5\n",
).replace(
    "  alice: {battlefield: [bear]}\n",
    "  alice: {battlefield: [viper]}\n"
    "  bob: {battlefield: [{card: giant, as: g1}, {card: giant, as: g2}]}\n",
)


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_deathtouch_damage_is_lethal_and_one_is_enough_per_blocker(lang: str) -> None:
    """CR 702.2b/704.5h: a 1/5 dealt 1 damage by a source with deathtouch is destroyed; CR
    702.2c: 1 damage is lethal damage for assignment, so a 2-power deathtouch attacker blocked
    by two 1/5s assigns 1 to each and both die (without deathtouch only the first would get
    damage and neither would die)."""
    text = DEATHTOUCH + (
        "turns:\n  1:\n    declare_attackers:\n      - attack: [viper]\n"
        "    declare_blockers:\n      - block: {g1: viper, g2: viper}\n        by: bob\n"
        "expect:\n  zone: {g1: graveyard, g2: graveyard, viper: graveyard}\n"
    )
    r = run_scenario(parse_scenario(text, "s.yaml"), lang)
    assert r.failures == []
    dealt = {e.get("to"): e.get("amount") for e in r.events if e.kind == "damage"}
    assert dealt["g1"] == 1 and dealt["g2"] == 1
    assert [e.get("card") for e in r.events if e.kind == "sba" and e.get("rule") == "704.5h"] == [
        "g1",
        "g2",
    ]


DAWN_CHARM = BASE_SCENARIO.replace(
    "    toughness: 2\n", "    toughness: 2\n  dawn: {kb: Dawn Charm}\n"
).replace(
    "  alice: {battlefield: [bear]}\n", "  alice: {battlefield: [bear]}\n  bob: {hand: [dawn]}\n"
)


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_dawn_charm_prevents_all_combat_damage_this_turn(lang: str) -> None:
    """Dawn Charm's first mode (CR 615.1a): cast by bob after blockers, the attacking bear's
    combat damage to him is prevented; the prevention lasts only this turn."""
    text = DAWN_CHARM.replace(
        "players: {alice: {}, bob: {}}", "players: {alice: {}, bob: {mana: 2}}"
    )
    text += (
        "choices:\n  modes: {dawn: 0}\n"
        "turns:\n  1:\n    declare_attackers:\n      - attack: [bear]\n"
        "    declare_blockers:\n      - cast: dawn\n        by: bob\n      - resolve: all\n"
        "  3:\n    declare_attackers:\n      - attack: [bear]\n"
        "expect:\n  life: {bob: 18}\n"
        "  events:\n    - {event: prevented, source: bear, to: bob, amount: 2, turn: 1}\n"
    )
    r = run_scenario(parse_scenario(text, "s.yaml"), lang)
    assert r.failures == []


BLOCK_TRIGGERS = """\
scenario: block triggers
ruling: CR 509.3a-d
players: {alice: {}, bob: {}}
cards:
  tiger:
    name: {en: Cave Tiger, fr: Tigre des cavernes, de: Höhlentiger}
    types: [creature]
    power: 2
    toughness: 2
    text:
      en: "Whenever Cave Tiger becomes blocked by a creature, Cave Tiger gets +1/+1 until end of turn."
      fr: "À chaque fois que le Tigre des cavernes devient bloqué par une créature, le Tigre des cavernes gagne +1/+1 jusqu'à la fin du tour."
      de: "Immer wenn der Höhlentiger von einer Kreatur geblockt wird, erhält der Höhlentiger +1/+1 bis zum Ende des Zuges."
  rhino:
    name: {en: Rabid Rhino, fr: Rhino enragé, de: Tollwütiges Nashorn}
    types: [creature]
    power: 2
    toughness: 2
    text:
      en: "Whenever Rabid Rhino becomes blocked, Rabid Rhino gets +1/+1 until end of turn."
      fr: "À chaque fois que le Rhino enragé devient bloqué, le Rhino enragé gagne +1/+1 jusqu'à la fin du tour."
      de: "Immer wenn das Tollwütige Nashorn geblockt wird, erhält das Tollwütige Nashorn +1/+1 bis zum Ende des Zuges."
  wall:
    name: {en: Wall of Glass, fr: Mur de verre, de: Glasmauer}
    types: [creature]
    power: 0
    toughness: 9
setup:
  alice: {battlefield: [tiger, rhino]}
  bob: {battlefield: [{card: wall, as: w1}, {card: wall, as: w2}, {card: wall, as: w3}, {card: wall, as: w4}]}
turns:
  1:
    declare_attackers:
      - attack: [tiger, rhino]
    declare_blockers:
      - block: {w1: tiger, w2: tiger, w3: rhino, w4: rhino}
        by: bob
      - resolve: all
      - expect: {pt: {tiger: 4/4, rhino: 3/3}}
"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_becomes_blocked_by_a_creature_triggers_once_per_blocker(lang: str) -> None:
    """CR 509.3d: "Whenever ~ becomes blocked by a creature" triggers once for each creature
    blocking it (Cave Tiger, blocked by two Walls, gets +1/+1 twice); CR 509.3c: "Whenever ~
    becomes blocked" triggers once each combat however many creatures block it."""
    r = run_scenario(parse_scenario(BLOCK_TRIGGERS, "s.yaml"), lang)
    assert r.failures == []
    fired = [e.get("source") for e in r.events if e.kind == "triggers"]
    assert fired.count("tiger") == 2 and fired.count("rhino") == 1


EYE = """\
scenario: that creature is the blocker
ruling: CR 509.3d, 608.2c
players: {alice: {}, bob: {}}
cards:
  eye:
    name: {en: Evil Eye of Urborg, fr: Mauvais œil d'Urborg, de: Böser Blick von Urborg}
    types: [creature]
    power: 6
    toughness: 3
    text:
      en: "Whenever Evil Eye of Urborg becomes blocked by a creature, destroy that creature."
  bear:
    types: [creature]
    power: 2
    toughness: 2
  squire:
    types: [creature]
    power: 1
    toughness: 1
  griffin:
    name: {en: Ekundu Griffin}
    types: [creature]
    power: 2
    toughness: 2
    text:
      en: "Whenever Ekundu Griffin blocks a creature with flying, Ekundu Griffin gets +3/+0 until end of turn."
setup:
  alice: {battlefield: [eye, {card: squire, as: s}]}
  bob: {battlefield: [{card: bear, as: b1}, griffin]}
turns:
  1:
    declare_attackers:
      - attack: [eye, s]
    declare_blockers:
      - block: {b1: eye, griffin: s}
        by: bob
      - resolve: all
      - expect: {zone: {b1: graveyard}, pt: {griffin: 2/2}}
"""


def test_that_creature_of_becomes_blocked_by_is_the_blocker_and_by_filters() -> None:
    """ "destroy that creature": the creature blocking it (CR 509.3d, 608.2c); "blocks a
    creature with flying" doesn't trigger on a creature without flying (CR 509.3f)."""
    r = run_scenario(parse_scenario(EYE, "s.yaml"), "en")
    assert r.failures == []
    assert [e.get("source") for e in r.events if e.kind == "triggers"] == ["eye"]


GUSTCLOAK = """\
scenario: Gustcloak Harrier leaves combat
ruling: CR 506.4, 509.1h
players: {alice: {}, bob: {}}
cards:
  harrier:
    name: {en: Gustcloak Harrier, fr: Busard soufflecape, de: Windumhang-Segler}
    types: [creature]
    power: 2
    toughness: 2
    text:
      en: "Whenever Gustcloak Harrier becomes blocked, you may untap it and remove it from combat."
      fr: "À chaque fois que le Busard soufflecape devient bloqué, vous pouvez le dégager et le retirer du combat."
      de: "Immer wenn der Windumhang-Segler geblockt wird, kannst du ihn enttappen und aus dem Kampf entfernen."
  ogre:
    types: [creature]
    power: 3
    toughness: 3
setup:
  alice: {battlefield: [harrier]}
  bob: {battlefield: [ogre]}
turns:
  1:
    declare_attackers:
      - attack: [harrier]
    declare_blockers:
      - block: {ogre: harrier}
        by: bob
      - resolve: all
expect:
  zone: {harrier: battlefield, ogre: battlefield}
  tapped: {harrier: false}
  life: {bob: 20}
"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_a_creature_removed_from_combat_deals_and_is_dealt_no_combat_damage(lang: str) -> None:
    """CR 506.4: the Harrier, untapped and removed from combat as it becomes blocked, is dealt no
    damage by the 3/3 Ogre, and, blocked, deals none to the defending player (CR 509.1h)."""
    r = run_scenario(parse_scenario(GUSTCLOAK, "s.yaml"), lang)
    assert r.failures == []
    assert not [e for e in r.events if e.kind == "damage"]
