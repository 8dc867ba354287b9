"""Resolving control-changing effects (CR 611.2a, 514.2), played from the cards' English,
French and German text: Act of Treason ("Gain control of target creature until end of turn.
Untap that creature. It gains haste until end of turn.") lets alice attack with bob's tapped
Grizzly Bears in her turn; the cleanup step gives it back to bob. Invoke the Winds' "Gain control
of target artifact or creature." lasts indefinitely."""

from __future__ import annotations

import pytest
from _scenario_cards import GRIZZLY_BEARS, scenario_failures

LANGS = ["en", "fr", "de"]

CARDS = (
    """\
scenario: t
ruling: CR 611.2a, 514.2
players: {alice: {}, bob: {}}
cards:
  treason:
    name: {en: Act of Treason, fr: Acte de trahison, de: Verräterische Tat}
    types: [sorcery]
    mana_cost: "{2}{R}"
    text:
      en: "Gain control of target creature until end of turn. Untap that creature. It gains \\
haste until end of turn. (It can attack and {T} this turn.)"
      fr: "Acquérez le contrôle de la créature ciblée jusqu'à la fin du tour. Dégagez cette \\
créature. Elle acquiert la célérité jusqu'à la fin du tour. (Elle peut attaquer et {T} ce tour-ci.)"
      de: "Übernimm die Kontrolle über eine Kreatur deiner Wahl bis zum Ende des Zuges. Enttappe \\
diese Kreatur. Sie erhält Eile bis zum Ende des Zuges. (Sie kann in diesem Zug angreifen und {T}.)"
  winds:
    name: {en: Invoke the Winds, fr: Invocation des vents, de: Anrufung der Winde}
    types: [sorcery]
    mana_cost: "{1}{U}{U}{U}{U}"
    text:
      en: "Gain control of target artifact or creature. Untap it."
      fr: "Acquérez le contrôle d'un artefact ciblé ou d'une créature ciblée. Dégagez-la."
      de: "Übernimm die Kontrolle über ein Artefakt oder eine Kreatur deiner Wahl. Enttappe es \\
bzw. sie."
"""
    + GRIZZLY_BEARS
)


@pytest.mark.parametrize("lang", LANGS)
def test_act_of_treason_lends_a_creature_until_end_of_turn(lang: str) -> None:
    body = (
        "setup:\n  alice: {hand: [treason]}\n"
        "  bob: {battlefield: [{card: bear, tapped: true}]}\n"
        "turns:\n  1:\n    main1:\n      - cast: treason\n        targets: [bear]\n"
        "      - resolve: all\n"
        "      - expect: {controller: {bear: alice}, tapped: {bear: false}}\n"
        "    declare_attackers:\n      - attack: [bear]\n"
        "play_turns: 1\n"
        "expect:\n  controller: {bear: bob}\n  life: {bob: 18}\n"
        "  events:\n    - {event: control, card: bear, player: alice, turn: 1}\n"
        "    - {event: control, card: bear, player: bob, turn: 1}\n"
    )
    assert scenario_failures(CARDS + body, lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_invoke_the_winds_keeps_what_it_takes(lang: str) -> None:
    body = (
        "setup:\n  alice: {hand: [winds]}\n"
        "  bob: {battlefield: [{card: bear, tapped: true}]}\n"
        "turns:\n  1:\n    main1:\n      - cast: winds\n        targets: [bear]\n"
        "      - resolve: all\n"
        "play_turns: 3\n"
        "expect:\n  controller: {bear: alice}\n"
        "  no_events:\n    - {event: control, card: bear, player: bob}\n"
    )
    assert scenario_failures(CARDS + body, lang) == []
