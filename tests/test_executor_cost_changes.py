"""Spells that cost more or less to cast (CR 601.2f, 118.7), played from the cards' English,
French and German text: Goblin Warchief ("Goblin spells you cast cost {1} less to cast."),
Feroz's Ban ("Creature spells cost {2} more to cast."), Frogmite's affinity for artifacts
(CR 702.41a), Wizard's Retort ("This spell costs {1} less to cast if you control a Wizard.").
Each player has a fixed amount of mana per turn, so a cast that costs one more than that
amount is refused (``cannot_pay``) and one that costs it exactly is cast."""

from __future__ import annotations

import pytest
from _scenario_cards import scenario_failures

LANGS = ["en", "fr", "de"]
TWO = "{card: ornithopter, as: o1}, {card: ornithopter, as: o2}"

CARDS = """\
scenario: t
ruling: CR 601.2f, 118.7
players: {alice: {mana: MANA}, bob: {}}
cards:
  warchief:
    name: {en: Goblin Warchief, fr: Chef de guerre gobelin, de: Goblin-Kriegshäuptling}
    types: [creature]
    subtypes: [goblin, warrior]
    power: 2
    toughness: 2
    mana_cost: "{1}{R}{R}"
    text:
      en: "Goblin spells you cast cost {1} less to cast.\\nGoblins you control have haste."
      fr: "Les sorts de gobelin que vous lancez coûtent {1} de moins à lancer.\\nLes gobelins \
que vous contrôlez ont la célérité."
      de: "Goblin-Zaubersprüche, die du wirkst, kosten beim Wirken {1} weniger.\\nGoblins, die \
du kontrollierst, haben Eile."
  ban:
    name: {en: Feroz's Ban, fr: Bannissement selon Feroz, de: Feroz' Bann}
    types: [artifact]
    mana_cost: "{6}"
    text:
      en: "Creature spells cost {2} more to cast."
      fr: "Les sorts de créatures coûtent {2} de plus à jouer."
      de: "Kreaturenzauber kosten beim Ausspielen {2} mehr."
  frogmite:
    name: {en: Frogmite, fr: Mitraine, de: Frogmit}
    types: [artifact, creature]
    subtypes: [frog]
    power: 2
    toughness: 2
    mana_cost: "{4}"
    text:
      en: "Affinity for artifacts (This spell costs {1} less to cast for each artifact you \
control.)"
      fr: "Affinité pour les artefacts (Ce sort coûte {1} de moins à jouer pour chaque artefact \
que vous contrôlez.)"
      de: "Affinität zu Artefakten (Dieser Zauberspruch kostet beim Ausspielen für jedes \
Artefakt, das du kontrollierst, {1} weniger.)"
  retort:
    name: {en: Wizard's Retort, fr: Riposte de sorcier, de: Replik des Zauberers}
    types: [instant]
    mana_cost: "{1}{U}{U}"
    text:
      en: "This spell costs {1} less to cast if you control a Wizard.\\nCounter target spell."
      fr: "Ce sort coûte {1} de moins à lancer si vous contrôlez un sorcier.\\nContrecarrez le \
sort ciblé."
      de: "Dieser Zauberspruch kostet beim Wirken {1} weniger, falls du einen Zauberer \
kontrollierst.\\nNeutralisiere einen Zauberspruch deiner Wahl."
  ragemonger:
    name: {en: Ragemonger, fr: Instigateur de rage, de: Wuttreiber}
    types: [creature]
    subtypes: [minotaur, shaman]
    power: 2
    toughness: 3
    mana_cost: "{1}{B}{R}"
    text:
      en: "Minotaur spells you cast cost {B}{R} less to cast. This effect reduces only the \
amount of colored mana you pay."
      fr: "Les sorts de minotaure que vous lancez coûtent {B}{R} de moins à lancer. Cet effet \
réduit seulement la quantité de mana coloré que vous payez."
      de: "Minotaurus-Zaubersprüche, die du wirkst, kosten beim Wirken {B}{R} weniger. Dieser \
Effekt reduziert nur die Menge an farbigem Mana, die du bezahlen musst."
  goblin:
    name: {en: Goblin Piker, fr: Piquier gobelin, de: Goblin-Lanzenträger}
    types: [creature]
    subtypes: [goblin, warrior]
    power: 2
    toughness: 1
    mana_cost: "{1}{R}"
  wizard:
    name: {en: Merfolk Trickster, fr: Escroc ondin, de: Meervolk-Gaunerin}
    types: [creature]
    subtypes: [merfolk, wizard]
    power: 2
    toughness: 2
  ornithopter:
    name: {en: Ornithopter, fr: Ornithoptère, de: Ornithopter}
    types: [artifact, creature]
    subtypes: [thopter]
    power: 0
    toughness: 2
    mana_cost: "{0}"
"""


def _cast(mana: int, battlefield: str, hand: str, lang: str, *, refused: bool) -> list[str]:
    """alice, with ``mana`` mana this turn, casts the first card of ``hand``: the failures
    of a scenario expecting it cast, or refused with ``cannot_pay``."""
    first = hand.split("as: ")[1].split("}")[0] if "as: " in hand else hand.split(",")[0]
    step = f"      - cast: {first}\n"
    if refused:
        step += "        illegal: cannot_pay\n"
    body = (
        f"setup:\n  alice: {{battlefield: [{battlefield}], hand: [{hand}]}}\n"
        f"turns:\n  1:\n    main1:\n{step}"
        + ("" if refused else "      - resolve: all\n")
        + "play_turns: 1\n"
        + ("" if refused else f"expect:\n  zone: {{{first}: battlefield}}\n")
    )
    text = CARDS.replace("MANA", str(mana)) + body
    return scenario_failures(text, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_goblin_warchief_makes_goblin_spells_cost_one_less(lang: str) -> None:
    """Goblin Piker ({1}{R}) costs 1 with Goblin Warchief: cast with 1 mana; Ornithopter (no
    Goblin) is not reduced below {0}, and the reduction of a generic {1} never takes the
    colored {R} (CR 118.7a): with 0 mana the Piker can't be cast."""
    assert _cast(1, "warchief", "goblin", lang, refused=False) == []
    assert _cast(0, "warchief", "goblin", lang, refused=True) == []
    assert _cast(1, "", "goblin", lang, refused=True) == []


@pytest.mark.parametrize("lang", LANGS)
def test_ferozs_ban_makes_creature_spells_cost_two_more(lang: str) -> None:
    """Goblin Piker costs {1}{R} + {2} = 4 under Feroz's Ban: 3 mana is not enough."""
    assert _cast(4, "ban", "goblin", lang, refused=False) == []
    assert _cast(3, "ban", "goblin", lang, refused=True) == []


@pytest.mark.parametrize("lang", LANGS)
def test_affinity_for_artifacts_counts_the_artifacts_you_control(lang: str) -> None:
    """Frogmite ({4}) with two Ornithopters costs 2; Feroz's Ban is an artifact too (one
    less) but makes it, a creature spell, cost 2 more (CR 601.2f: increases, then
    reductions): {4} + {2} - 3 = 3."""
    assert _cast(2, TWO, "frogmite", lang, refused=False) == []
    assert _cast(1, TWO, "frogmite", lang, refused=True) == []
    assert _cast(3, TWO + ", ban", "frogmite", lang, refused=False) == []
    assert _cast(2, TWO + ", ban", "frogmite", lang, refused=True) == []


@pytest.mark.parametrize("lang", LANGS)
def test_wizards_retort_costs_one_less_only_with_a_wizard(lang: str) -> None:
    """Wizard's Retort ({1}{U}{U}) is cast with 2 mana while alice controls Merfolk Trickster
    (a Wizard), not without it; it counters bob's Goblin Piker."""

    def retort(mana: int, battlefield: str, *, refused: bool) -> list[str]:
        body = (
            f"setup:\n  alice: {{battlefield: [{battlefield}], hand: [retort]}}\n"
            "  bob: {hand: [goblin]}\n"
            "turns:\n  2:\n    main1:\n      - cast: goblin\n        by: bob\n"
            "      - cast: retort\n        by: alice\n        targets: [stack:goblin]\n"
            + ("        illegal: cannot_pay\n" if refused else "      - resolve: all\n")
            + "play_turns: 2\n"
            + ("" if refused else "expect:\n  zone: {goblin: graveyard}\n")
        )
        text = CARDS.replace(
            "{alice: {mana: MANA}, bob: {}}", f"{{alice: {{mana: {mana}}}, bob: {{}}}}"
        )
        return scenario_failures(text + body, lang)

    assert retort(2, "wizard", refused=False) == []
    assert retort(2, "", refused=True) == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_cost_change_not_played_yet_is_reported_not_ignored(lang: str) -> None:
    """Ragemonger's reduction "reduces only the amount of colored mana you pay": the executor
    pays mana as an amount, so a Minotaur cast under it is reported as a game it can't play,
    never paid as if the card said otherwise."""
    failures = _cast(9, "ragemonger", "{card: ragemonger, as: r2}", lang, refused=False)
    assert any("cost_change" in f and "ragemonger" in f for f in failures), failures
