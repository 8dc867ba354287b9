"""Kicker and multikicker as a scenario casts them (CR 702.33): ``kicker:`` lists each kicker
cost's index once per payment, or maps an index to the times it is paid; only a multikicker
cost may be paid more than once (CR 702.33a, 702.33c)."""

from __future__ import annotations

import pytest

from rulesparser.executor.scenario import ScenarioError, parse_scenario, run_scenario

ANA = """\
scenario: t
ruling: CR 702.33
players: {alice: {}, bob: {}}
cards:
  ana: {kb: Ana Battlemage}
  bear: {types: [creature], power: 2, toughness: 2}
setup:
  alice: {hand: [ana]}
  bob: {battlefield: [bear]}
choices:
  targets: {ana: [[bob], [bear]]}
turns:
  1:
    main1:
      - cast: ana
        kicker: KICKER
"""

CHALICE = """\
scenario: t
ruling: CR 702.33c
players: {alice: {mana: 8}, bob: {}}
cards:
  chalice:
    name: {en: Everflowing Chalice, fr: Calice toujours ruisselant, de: Immervoller Kelch}
    types: [artifact]
    mana_cost: "{0}"
    text:
      en: "Multikicker {2}\\nEverflowing Chalice enters the battlefield with a charge counter on it for each time it was kicked."
      fr: "Multikick {2}\\nLe Calice toujours ruisselant arrive sur le champ de bataille avec, sur lui, un marqueur « charge » pour chaque fois qu'il a été kické."
      de: "Multibonus {2}\\nDer Immervolle Kelch kommt mit X Ladungsmarken ins Spiel, wobei X die Anzahl ist, wie oft seine Bonuskosten bezahlt wurden."
setup:
  alice: {hand: [chalice]}
turns:
  1:
    main1:
      - cast: chalice
        kicker: KICKER
      - resolve: all
"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize(("kicker", "counters"), [("[0, 0, 0]", 3), ("{0: 4}", 4), ("[]", 0)])
def test_multikicker_paid_n_times_gives_n_counters(lang: str, kicker: str, counters: int) -> None:
    """Everflowing Chalice (TSR, first two lines): a charge counter for each time it was kicked;
    {2} per payment (4 payments = all of alice's 8 mana)."""
    text = CHALICE.replace("KICKER", kicker) + (
        f"expect:\n  counters: {{chalice: {{charge: {counters}}}}}\n"
    )
    r = run_scenario(parse_scenario(text, "s.yaml"), lang)
    assert r.failures == []
    assert r.game.players["alice"].mana == 8 - 2 * counters


def test_multikicker_beyond_the_mana_is_refused() -> None:
    text = CHALICE.replace("KICKER", "[0, 0, 0, 0, 0]\n        illegal: cannot_pay")
    text += "expect:\n  zone: {chalice: hand}\n"
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert r.failures == []


def test_a_plain_kicker_cost_is_paid_once() -> None:
    """Ana Battlemage's {2}{U} kicker is not multikicker: paying it twice is refused."""
    r = run_scenario(parse_scenario(ANA.replace("KICKER", "[0, 0]"), "s.yaml"), "en")
    assert len(r.failures) == 1
    assert "kicker_not_repeatable" in r.failures[0] and "CR 702.33a" in r.failures[0]
    ok = ANA.replace("KICKER", "[0, 0]\n        illegal: kicker_not_repeatable")
    assert run_scenario(parse_scenario(ok, "s.yaml"), "en").failures == []


def test_both_kicker_costs_of_ana_as_a_list_a_mapping_or_true() -> None:
    for kicker in ("[0, 1]", "{0: 1, 1: 1}", "true"):
        text = ANA.replace("KICKER", kicker) + "expect:\n  events:\n"
        text += '    - {event: casts, card: ana, kicked: "0,1"}\n'
        assert run_scenario(parse_scenario(text, "s.yaml"), "en").failures == [], kicker


@pytest.mark.parametrize(
    ("kicker", "message"),
    [
        ("{0: -1}", "the times kicker 0 is paid must be at least 0"),
        ("{x: 1}", "a kicker index must be an integer"),
        ("[0, a]", "a kicker index must be an integer"),
        ("{0: 101}", "at most 100"),
        ("zero", "kicker (true, a list of kicker indexes, or index: times paid) must be a list"),
    ],
)
def test_malformed_kicker_option(kicker: str, message: str) -> None:
    with pytest.raises(ScenarioError, match=r"^s.yaml:\d+: ") as e:
        parse_scenario(ANA.replace("KICKER", kicker), "s.yaml")
    assert message in str(e.value)
