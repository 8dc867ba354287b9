""" "Enchanted creature doesn't untap during its controller's untap step." (CR 502.3), played
from Sleep Paralysis' English, French and German text: the Aura's enters trigger taps bob's
Grizzly Bears, which stays tapped through bob's untap step while his other tapped creature
untaps; once the Aura is gone, it untaps in his next untap step."""

from __future__ import annotations

import pytest
from _scenario_cards import GRIZZLY_BEARS, scenario_failures

LANGS = ["en", "fr", "de"]

CARDS = (
    """\
scenario: t
ruling: CR 502.3
players: {alice: {}, bob: {}}
cards:
  paralysis:
    name: {en: Sleep Paralysis, fr: Paralysie du sommeil, de: Schlafparalyse}
    types: [enchantment]
    subtypes: [aura]
    mana_cost: "{3}{U}"
    text:
      en: "Enchant creature\\nWhen Sleep Paralysis enters the battlefield, tap enchanted \\
creature.\\nEnchanted creature doesn't untap during its controller's untap step."
      fr: "Enchanter : créature\\nQuand la Paralysie du sommeil arrive sur le champ de bataille, \\
engagez la créature enchantée.\\nLa créature enchantée ne se dégage pas pendant l'étape de \\
dégagement de son contrôleur."
      de: "Verzaubert eine Kreatur\\nWenn die Schlafparalyse ins Spiel kommt, tappe die \\
verzauberte Kreatur.\\nDie verzauberte Kreatur enttappt nicht während des Enttappsegments \\
ihres Beherrschers."
"""
    + GRIZZLY_BEARS
    + """\
setup:
  alice: {hand: [paralysis]}
  bob: {battlefield: [bear, {card: bear, as: other, tapped: true}]}
turns:
  1:
    main1:
      - cast: paralysis
        targets: [bear]
      - resolve: all
"""
)


@pytest.mark.parametrize("lang", LANGS)
def test_the_enchanted_creature_stays_tapped_in_its_controllers_untap_step(lang: str) -> None:
    body = "play_turns: 2\nexpect:\n  tapped: {bear: true, other: false}\n"
    assert scenario_failures(CARDS + body, lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_it_untaps_once_the_aura_is_gone(lang: str) -> None:
    body = (
        "  3:\n    main1:\n      - destroy: [paralysis]\n"
        "play_turns: 4\nexpect:\n  tapped: {bear: false}\n  zone: {paralysis: graveyard}\n"
    )
    assert scenario_failures(CARDS + body, lang) == []


FROST = (
    """\
scenario: t
ruling: CR 502.3
players: {alice: {}, bob: {}}
cards:
  frost:
    name: {en: Frost Breath, fr: Souffle de givre, de: Frosthauch}
    types: [instant]
    mana_cost: "{2}{U}"
    text:
      en: "Tap up to two target creatures. Those creatures don't untap during their \\
controller's next untap step."
      fr: "Engagez jusqu'à deux créatures ciblées. Ces créatures ne se dégagent pas pendant la \\
prochaine étape de dégagement de leur contrôleur."
      de: "Tappe bis zu zwei Kreaturen deiner Wahl. Diese Kreaturen enttappen nicht während des \\
nächsten Enttappsegments ihres Beherrschers."
"""
    + GRIZZLY_BEARS
    + """\
setup:
  alice: {hand: [frost]}
  bob: {battlefield: [{card: bear, as: b1}, {card: bear, as: b2}, {card: bear, as: b3}]}
turns:
  1:
    main1:
      - cast: frost
        targets: [b1, b2]
      - resolve: all
  2:
    main1:
      - expect: {tapped: {b1: true, b2: true, b3: false}}
"""
)


@pytest.mark.parametrize("lang", LANGS)
def test_frost_breath_keeps_them_tapped_through_the_next_untap_step_only(lang: str) -> None:
    """Frost Breath (CR 502.3): bob's two Bears stay tapped in his next untap step (turn 2)
    and untap in the one after (turn 4)."""
    body = "play_turns: 4\nexpect:\n  tapped: {b1: false, b2: false, b3: false}\n"
    assert scenario_failures(FROST + body, lang) == []
