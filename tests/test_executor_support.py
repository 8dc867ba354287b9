"""Every effect and static ability of the seed cards (kb/seed_cards.yaml, printed/Oracle EN/FR/DE)
must be playable by the executor (scripts/executor_support.py reads the executor's effect and
static registries; a keyword's rule-named static ability must be named by the executor's code).

``KNOWN_UNPLAYABLE`` lists the ones left, with the cards: it may only shrink. A listed effect that
becomes playable fails the test ("remove it"), a new unplayable one fails it too.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from _shared import load_script

from rulesparser import ast as A

#: effect type name -> seed cards whose text has it. Only ever remove entries.
KNOWN_UNPLAYABLE: dict[str, list[str]] = {}


def _script() -> ModuleType:
    return load_script("executor_support")


def test_every_seed_effect_is_playable_or_listed() -> None:
    found = _script().unplayable()
    new = {k: v for k, v in found.items() if KNOWN_UNPLAYABLE.get(k) != v}
    gone = sorted(set(KNOWN_UNPLAYABLE) - set(found))
    assert not new, f"effects the executor can't play (implement them): {new}"
    assert not gone, f"playable now, remove them from KNOWN_UNPLAYABLE: {gone}"


def test_a_minus_x_loyalty_cost_is_not_played() -> None:
    """Chandra Nalaar's "[-X]" (CR 606.4, 107.3): X is chosen as it is activated, which the
    executor does not do: reported, never played with some X."""
    from rulesparser import parse

    ability = parse("[−X]: ~ deals X damage to target creature.").abilities[0]
    assert "loyalty_cost:x" in _script().reasons(ability)


def test_the_registry_answers_for_each_node_kind() -> None:
    """The report reads the executor's registries: an effect node no handler takes is "not yet
    playable" with its reason (never a crash); a registered one is playable."""
    mod = _script()
    gain = A.GainLife(amount=1, player=A.PlayerRef(kind="you"))
    spell = A.SpellAbility(effect=gain)
    assert mod.reasons(spell) == set()
    assert mod.reasons(A.SpellAbility(effect=A.UnparsedEffect())) == {"effect:unparsed_effect"}
    # "[this] enters with ..." plays counters and abilities only (CR 614.1c)
    event = A.EventTrigger(event="enters", object=A.ObjectRef(kind="self"))
    with_life = A.ReplacementEffect(mode="with", event=event, replacement=gain)
    assert mod.reasons(with_life) == {"with:gain_life"}
    counters = A.PutCounters(object=A.ObjectRef(kind="self"), counter="time", amount=2)
    assert mod.reasons(A.ReplacementEffect(mode="with", event=event, replacement=counters)) == set()


def test_lines_with_no_rules_meaning_are_playable_by_doing_nothing() -> None:
    """A line of reminder text alone (CR 207.2a) and a type line among rules text (CR 205) have
    no rules meaning: the executor drops them, so they never count as unplayable."""

    from rulesparser import parse
    from rulesparser.executor.engine import NO_RULES_MEANING

    path = Path(__file__).resolve().parents[1] / "scripts" / "executor_support.py"
    spec = importlib.util.spec_from_file_location("executor_support_nrm", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    for text, lang in [("({T}: Add {G}.)", "en"), ("Land", "de")]:
        (node,) = parse(text, lang).abilities
        assert isinstance(node, NO_RULES_MEANING)
        assert module.reasons(node) == set()
    # what a modal double-faced card prints of its other face (Kabira Takedown, ZNR, CR 712.8)
    _own, other = parse("Zerstöre alle Kreaturen.\nLand\n{T}: Erzeuge {W}.", "de").abilities
    assert isinstance(other, NO_RULES_MEANING)
    assert module.reasons(other) == set()


def test_a_copy_effect_on_a_permanent_is_not_played_yet() -> None:
    """GPT Mizzium Transreliquat: "becomes a copy of target artifact until end of turn" (CR
    707.2, 611.2a) has no effect handler: the executor says it can't play it rather than guess;
    so does a text-changing effect."""
    from rulesparser import parse

    (ab,) = parse(
        "{3}: Mizzium Transreliquat becomes a copy of target artifact until end of turn.",
        "en",
        card_name="Mizzium Transreliquat",
    ).abilities
    assert _script().reasons(ab) == {"effect:become_copy"}
    # EVE Glamerdye: a text-changing effect (CR 612.2) is not played either
    (glamerdye,) = parse(
        "Change the text of target spell or permanent by replacing all instances of one color "
        "word with another.",
        "en",
    ).abilities
    assert _script().reasons(glamerdye) == {"effect:text_change"}
    # SOM Quicksilver Gargantuan: "As [this] enters" plays a copy without exceptions only
    (big,) = parse(
        "You may have Quicksilver Gargantuan enter the battlefield as a copy of any creature on "
        "the battlefield, except it's 7/7.",
        "en",
        card_name="Quicksilver Gargantuan",
    ).abilities
    assert _script().reasons(big) == {"as:become_copy:exceptions_or_duration"}
    # LGN Riptide Mangler: a base power set to another creature's (CR 613.4b) is not played
    (mangler,) = parse(
        "{1}{U}: Change Riptide Mangler's base power to target creature's power.",
        "en",
        card_name="Riptide Mangler",
    ).abilities
    assert _script().reasons(mangler) == {"effect:set_base_power_toughness_from"}


def test_a_creature_card_put_onto_the_battlefield_attacking_is_not_played_yet() -> None:
    """GPT Yore-Tiller Nephilim: "return target creature card from your graveyard to the
    battlefield tapped and attacking" (CR 508.4: what it attacks is chosen then): the executor
    says it can't play it rather than put the card onto the battlefield outside combat."""
    from rulesparser import parse

    (ab,) = parse(
        "Whenever Yore-Tiller Nephilim attacks, return target creature card from your graveyard "
        "to the battlefield tapped and attacking.",
        "en",
        card_name="Yore-Tiller Nephilim",
    ).abilities
    assert _script().reasons(ab) == {"put_onto_battlefield:attacking"}


def test_a_filter_the_executor_does_not_match_is_not_played_yet() -> None:
    """Dwindle-like "Destroy all creatures with power 2 or less" (CR 208): the executor has no
    power comparison in filters; a game that meets it says so instead of matching no creature
    and playing a game that differs from the card."""
    from rulesparser import parse
    from rulesparser.executor.scenario import parse_scenario, run_scenario

    (ab,) = parse("Destroy all creatures with power 2 or less.", "en").abilities
    assert ab.effect.object.filter == ("creature", "power<=2")
    text = """
scenario: a filter not matched
ruling: CR 208
players: {alice: {mana: 5}, bob: {}}
cards:
  wave:
    name: {en: Small Purge}
    types: [sorcery]
    mana_cost: "{2}{B}"
    text: {en: "Destroy all creatures with power 2 or less."}
  bear:
    name: {en: Runeclaw Bear}
    types: [creature]
    subtypes: [bear]
    power: 2
    toughness: 2
    mana_cost: "{1}{G}"
setup:
  alice: {hand: [wave]}
  bob: {battlefield: [bear]}
turns:
  1:
    main1:
      - cast: wave
      - resolve: all
"""
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert any("can't play" in f and "power<=2" in f for f in r.failures), r.failures


def test_a_replacement_effect_of_a_permanent_is_not_played_yet() -> None:
    """Heron of Hope: "If you would gain life, you gain that much life plus 1 instead." (CR
    614.1a): the executor applies no such replacement; a game with it on the battlefield says
    so instead of gaining 2 life where the card says 3."""
    from rulesparser.executor.scenario import parse_scenario, run_scenario

    text = """
scenario: a replacement effect not played
ruling: CR 614.1a
players: {alice: {mana: 5}, bob: {}}
cards:
  boon:
    name: {en: Heron of Hope}
    types: [creature]
    subtypes: [bird]
    power: 2
    toughness: 3
    mana_cost: "{3}{W}"
    text: {en: "If you would gain life, you gain that much life plus 1 instead."}
  salve:
    name: {en: Small Salve}
    types: [instant]
    mana_cost: "{W}"
    text: {en: "You gain 2 life."}
setup:
  alice: {battlefield: [boon], hand: [salve]}
turns:
  1:
    main1:
      - cast: salve
      - resolve: all
"""
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert any("can't play" in f and "replacement_effect" in f for f in r.failures), r.failures


def test_casting_from_the_graveyard_with_an_additional_cost_is_not_played_yet() -> None:
    """Retrace and jump-start (CR 702.81a, 702.133a): the executor does not offer casting a
    card from the graveyard, so the permission is reported, not silently dropped."""
    from rulesparser import parse

    (retrace,) = parse("Retrace", "en").abilities
    assert "ability:cast_from_zone" in _script().reasons(retrace)
