"""Who can block (CR 509.1a): the defending player chooses blockers among the untapped
creatures they control on the battlefield. A card in a hand or a graveyard, a noncreature
permanent or the attacking player's creature is refused with a clear code, and the attack
goes through unblocked."""

from __future__ import annotations

import pytest

from rulesparser.executor.scenario import parse_scenario, run_scenario

SCENARIO = """\
scenario: t
ruling: CR 509.1a
players: {alice: {}, bob: {}}
cards:
  pongify: {kb: Pongify}
  urborg: {kb: "Urborg, Tomb of Yawgmoth"}
  bear:
    name: {en: Grizzly Bears, fr: Ours gris, de: Grizzlybären}
    types: [creature]
    power: 2
    toughness: 2
setup:
  alice: {battlefield: [{card: bear, as: attacker}, {card: bear, as: mine}]}
  bob:
    hand: [pongify, {card: bear, as: in_hand}]
    graveyard: [{card: bear, as: dead}]
    battlefield: [urborg]
turns:
  1:
    declare_attackers:
      - attack: [attacker]
    declare_blockers:
      - block: {%s: attacker}
        by: bob
        illegal: %s
expect:
  life: {bob: 18}
  zone: {%s: %s}
  no_events:
    - {event: blocks}
"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize(
    ("blocker", "code", "zone"),
    [
        ("pongify", "not_creature", "hand"),
        ("in_hand", "not_creature", "hand"),
        ("dead", "not_creature", "graveyard"),
        ("urborg", "not_creature", "battlefield"),
        ("mine", "not_yours", "battlefield"),
    ],
)
def test_only_the_defending_players_creatures_on_the_battlefield_block(
    lang: str, blocker: str, code: str, zone: str
) -> None:
    text = SCENARIO % (blocker, code, blocker, zone)
    r = run_scenario(parse_scenario(text, "s.yaml"), lang)
    assert r.failures == []


def test_the_refusal_says_why() -> None:
    text = SCENARIO.replace("        illegal: %s\n", "") % ("dead", "dead", "graveyard")
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert r.failures[0] == (
        "s.yaml:23: block refused: not_creature: dead can't block: it is in the graveyard, "
        "not a creature on the battlefield (CR 509.1a)"
    )
