"""Effects the executor plays since scripts/executor_support.py listed them, from EN/FR/DE card
text: Enslave's static control effect (CR 613.1b, layer 2)."""

from __future__ import annotations

import pytest

from rulesparser.executor.scenario import parse_scenario, run_scenario

LANGS = ("en", "fr", "de")

CARDS = """
scenario: engine test
ruling: CR 303.4, 613.1b
players: {alice: {}, bob: {}}
cards:
  slave: {kb: Enslave}
  bear:
    # Magic 2010, a vanilla creature (MTGJSON M10 foreignData)
    name: {en: Runeclaw Bear, fr: Ours runegriffe, de: Runenklauenbär}
    types: [creature]
    subtypes: [bear]
    power: 2
    toughness: 2
    mana_cost: "{1}{G}"
"""


def _run(body: str, lang: str):  # noqa: ANN202 - RunResult
    return run_scenario(parse_scenario(CARDS + body, "s.yaml"), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_enslave_controls_the_creature_while_attached(lang: str) -> None:
    """CR 303.4, 613.1b: "You control enchanted creature." alice gains control of bob's Bear as
    Enslave resolves attached to it; in her upkeep the Bear deals 1 damage to its owner (bob);
    when Enslave is destroyed, the effect ends and bob controls his Bear again (CR 611.3a)."""
    r = _run(
        "setup:\n  alice: {hand: [slave]}\n  bob: {battlefield: [bear]}\n"
        "turns:\n  1:\n    main1:\n      - cast: slave\n        targets: [bear]\n"
        "      - resolve: 1\n      - expect: {controller: {bear: alice}}\n"
        "  3:\n    upkeep:\n      - resolve: 1\n"
        "    main1:\n      - expect: {controller: {bear: alice}}\n"
        "      - destroy: [slave]\n      - expect: {controller: {bear: bob}}\n"
        "expect:\n  life: {alice: 20, bob: 19}\n  zone: {slave: graveyard, bear: battlefield}\n"
        "  events:\n    - {event: control, card: bear, player: alice, turn: 1}\n"
        "    - {event: damage, source: bear, to: bob, amount: 1, turn: 3}\n"
        "    - {event: control, card: bear, player: bob, turn: 3}\n",
        lang,
    )
    assert r.failures == []
