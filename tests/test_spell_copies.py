"""Copies of spells and cards (CR 707.10, 707.12), abilities of spells on the stack and
intrinsic mana abilities (CR 305.6): the helper area "mana" of the executor, played from text."""

from __future__ import annotations

from rulesparser.executor.scenario import parse_scenario, run_scenario

STORM = """\
scenario: t
ruling: CR 707.10
languages: [en]
players: {alice: {}, bob: {}}
cards:
  storm:
    name: {en: Lightning Storm}
    types: [instant]
    mana_cost: "{1}{R}{R}"
    text:
      en: |-
        Lightning Storm deals X damage to any target, where X is 3 plus the number of charge counters on it.
        Discard a land card: Put two charge counters on Lightning Storm. You may choose a new target for it. Any player may activate this ability but only if Lightning Storm is on the stack.
  twincast:
    name: {en: Twincast}
    types: [instant]
    mana_cost: "{U}{U}"
    text:
      en: Copy target instant or sorcery spell. You may choose new targets for the copy.
  mountain:
    types: [land]
    subtypes: [mountain]
setup:
  alice: {hand: [storm, twincast, {card: mountain, as: land1}]}
  bob: {hand: [{card: mountain, as: land2}]}
choices:
  may: {twincast: false}
turns:
  1:
    main1:
%s
play_turns: 1
"""


def _run(actions: str, text: str = STORM) -> tuple[list[str], list[dict]]:
    sc = parse_scenario(text % actions)
    res = run_scenario(sc, "en")
    return res.failures, [{"kind": e.kind, **dict(e.data)} for e in res.events]


def test_ability_of_a_spell_only_while_it_is_on_the_stack() -> None:
    failures, events = _run(
        """      - activate: storm
        choose: [land1]
        illegal: not_on_stack
"""
    )
    # a card in hand: the ability works only on the stack (CR 113.6); refused, nothing paid
    assert failures == []
    assert not any(e["kind"] == "discards" for e in events)


def test_any_player_activates_and_the_copy_keeps_its_counters_apart() -> None:
    failures, events = _run(
        """      - cast: storm
        targets: [bob]
      - cast: twincast
        targets: ["stack:storm"]
      - resolve: 1
      - activate: storm          # bob activates alice's spell (any player may)
        by: bob
        choose: [land2]
      - resolve: 1
      - resolve: all
"""
    )
    assert failures == []
    damage = [(e["source"], e["to"], e["amount"]) for e in events if e["kind"] == "damage"]
    # the copy (on top) has no counters: 3; the original got 2 charge counters: 5; without a
    # scripted new target the current one is kept (CR 115.7d: "may")
    assert ("copy:storm", "bob", 3) in damage
    assert ("storm", "bob", 5) in damage
    assert not any(e["kind"] == "target_changed" for e in events)
    assert any(e["kind"] == "copies" and e["card"] == "copy:storm" for e in events)


def test_intrinsic_mana_ability_of_a_basic_land_type() -> None:
    text = """\
scenario: t
ruling: CR 305.6
players: {alice: {}, bob: {}}
cards:
  island:
    types: [land]
    supertypes: [basic]
    subtypes: [island]
setup:
  alice: {battlefield: [island]}
turns:
  1:
    main1:
%s
play_turns: 1
"""
    failures, events = _run("      - activate: island\n", text)
    assert failures == []
    assert {"kind": "mana_added", "player": "alice", "mana": "U", "pool": 1} in events
