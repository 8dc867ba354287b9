"""Static grants to a group (CR 604.1: "All Slivers have ..."), keywords and triggered
abilities granted, counting counters across creatures, optional effects ("you may"). Each
card's printed English text and its French and German texts (kb/seed_cards.yaml) parse to one
AST."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta
from rulesparser.executor.scenario import ScenarioError, kb_card, parse_scenario, run_scenario

CARDS = [
    "Dormant Sliver",
    "Fungal Behemoth",
    "Pallid Mycoderm",
    "Cautery Sliver",
    "Frenetic Sliver",
]


def _asts(name: str) -> dict[str, A.Card]:
    card = kb_card(name)
    assert card is not None, f"{name} is not in kb/seed_cards.yaml"
    texts = {"en": card["printed"]["en"]["text"]}
    texts.update({lang: card["oracle"][lang]["text"] for lang in ("fr", "de")})
    return {
        lang: strip_meta(parse(t, lang, card_name=card["names"][lang])) for lang, t in texts.items()
    }


@pytest.mark.parametrize("name", CARDS)
def test_card_parses_to_one_ast_in_three_languages(name: str) -> None:
    asts = _asts(name)
    assert asts["en"] == asts["fr"] == asts["de"]


def test_dormant_sliver_grants_defender_and_a_triggered_ability() -> None:
    (grant,) = _asts("Dormant Sliver")["de"].abilities
    assert isinstance(grant, A.GrantAbilities)
    # "All Slivers" (PLC): every Sliver (a triggered ability is granted with the keyword, so
    # kindred Slivers are included: rulesparser.canonical)
    assert grant.object == A.ObjectRef(kind="each", filter=("sliver",))
    kw, trig = grant.abilities
    assert isinstance(kw, A.Keyword) and kw.name == "defender"
    assert isinstance(trig, A.TriggeredAbility)
    assert trig.trigger.event == "enters" and trig.trigger.object.kind == "self"
    assert isinstance(trig.effect, A.Draw) and trig.effect.player.kind == "you"


def test_fungal_behemoth_counts_counters_on_every_creature_you_control() -> None:
    cda, _suspend, trig = _asts("Fungal Behemoth")["fr"].abilities
    assert isinstance(cda, A.DefinePowerToughness)
    assert cda.power == A.Count(
        what="counters",
        counter="+1/+1",
        object=A.ObjectRef(kind="all", filter=("creature", "you_control")),
    )
    assert isinstance(trig.effect, A.OptionalEffect)
    assert trig.effect.effect == A.PutCounters(
        counter="+1/+1", amount=1, object=A.ObjectRef(kind="target", filter=("creature",))
    )


def test_pallid_mycoderm_costs_and_one_group_of_fungi_and_saprolings() -> None:
    upkeep, token, pump = _asts("Pallid Mycoderm")["de"].abilities
    assert upkeep.trigger == A.StepTrigger(step="upkeep", player="you")
    assert upkeep.effect == A.PutCounters(
        counter="spore", amount=1, object=A.ObjectRef(kind="self")
    )
    assert token.cost.components == (
        A.RemoveCounters(counter="spore", amount=3, object=A.ObjectRef(kind="self")),
    )
    assert isinstance(token.effect, A.CreateToken) and token.effect.subtypes == ("saproling",)
    # "Alle Pilzwesen und Saprolinge": the creatures of either type (rulesparser.canonical)
    assert pump.effect.object == A.ObjectRef(
        kind="each", filter=("fungus|saproling", "creature", "you_control")
    )


def test_cautery_sliver_damage_any_creature_prevention_only_slivers() -> None:
    damage, prevention = (g.abilities[0].effect for g in _asts("Cautery Sliver")["fr"].abilities)
    # "target creature or player" is "any target" (2018 Oracle update, rulesparser.canonical)
    assert damage.recipient == A.Target(kinds=A.ANY_TARGET_KINDS)
    assert prevention == A.PreventDamage(
        recipient=A.Target(kinds=("player", "sliver")),
        amount=1,
        duration=A.Duration(kind="end_of_turn"),
    )


def test_frenetic_sliver_flips_only_while_in_play_and_returns_from_exile() -> None:
    (grant,) = _asts("Frenetic Sliver")["de"].abilities
    cond = grant.abilities[0].effect
    assert cond.condition == A.InZone(object=A.ObjectRef(kind="self"), zone="battlefield")
    flip = cond.effect
    assert isinstance(flip, A.FlipCoin)
    exile, delayed = flip.won.effects
    assert exile == A.Exile(object=A.ObjectRef(kind="self"))
    assert delayed.trigger == A.StepTrigger(step="end", player="each", next_only=True)
    assert delayed.effect.zone == "exile"
    assert flip.lost == A.Sacrifice(object=A.ObjectRef(kind="self"))


_SHIELD_SCENARIO = """\
scenario: a prevention shield is used up
ruling: CR 615.7
players: {alice: {}, bob: {}}
cards:
  cautery: {kb: Cautery Sliver}
setup:
  alice:
    battlefield: [cautery, {card: cautery, as: c2}, {card: cautery, as: c3}]
choices:
  coin_flips: {cautery: [FLIP]}
turns:
  1:
    main1:
      - {activate: cautery, ability: 1, targets: [alice]}
      - {resolve: 1}
      - {activate: c2, ability: 0, targets: [alice]}
      - {resolve: 1}
      - {activate: c3, ability: 0, targets: [alice]}
      - {resolve: 1}
expect:
  life: {alice: 19}
  events:
    - {event: prevented, source: c2, to: alice, amount: 1}
    - {event: damage, source: c3, to: alice, amount: 1}
"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_prevention_shield_prevents_only_the_next_damage(lang: str) -> None:
    sc = parse_scenario(_SHIELD_SCENARIO.replace("FLIP", "true"), "shield.yaml")
    assert run_scenario(sc, lang).failures == []


def test_coin_flip_choice_must_be_a_boolean() -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(_SHIELD_SCENARIO.replace("FLIP", "heads"), "shield.yaml")
    assert "choices.coin_flips.cautery must be true or false" in str(err.value)
