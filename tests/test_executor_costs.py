"""Non-mana costs (CR 118.3, 119.4) of echo (CR 702.30a) and morph (CR 702.37e), played from
the cards' English, French and German text: "Echo—Discard a card" needs a card to discard (the
one the player chooses), else the permanent is sacrificed; "Morph—Pay 5 life" needs a life
total of at least 5."""

from __future__ import annotations

import pytest

from rulesparser.executor.scenario import parse_scenario, run_scenario

LANGS = ["en", "fr", "de"]

CARDS = """\
scenario: t
ruling: CR 702.30a, 702.37e, 118.3, 119.4
players: {alice: {life: 3}, bob: {life: 7}}
cards:
  imp:
    name: {en: Deepcavern Imp, fr: Diablotin troglodyte, de: Tiefhöhlenbold}
    types: [creature]
    power: 2
    toughness: 2
    mana_cost: "{2}{B}"
    text:
      en: "Flying, haste\\nEcho—Discard a card."
      fr: "Vol, célérité\\nÉcho — Défaussez-vous d'une carte."
      de: "Fliegend, Eile\\nEcho Wirf eine Karte aus deiner Hand ab."
  cutthroat:
    name: {en: Zombie Cutthroat, fr: Surineur zombie, de: Mordender Zombie}
    types: [creature]
    power: 3
    toughness: 4
    mana_cost: "{3}{B}{B}"
    text:
      en: "Morph—Pay 5 life."
      fr: "Mue—Payez 5 points de vie."
      de: "Morph Bezahle 5 Lebenspunkte."
  bear:
    name: {en: Grizzly Bears, fr: Ours gris, de: Grizzlybären}
    types: [creature]
    power: 2
    toughness: 2
"""


def _run(body: str, lang: str):  # noqa: ANN202 - RunResult
    return run_scenario(parse_scenario(CARDS + body, "s.yaml"), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_echo_discard_a_card_with_an_empty_hand_sacrifices(lang: str) -> None:
    """alice's hand is empty at her upkeep: she can't pay, the Imp is sacrificed. bob (who casts
    his Imp in his own turn, CR 307.1) has cards: he discards the one he chooses (choices.choose
    by the Imp's label), the Imp stays."""
    r = _run(
        "setup:\n  alice: {hand: [{card: imp, as: imp1}]}\n"
        "  bob: {hand: [{card: imp, as: imp2}, {card: bear, as: b1}, {card: bear, as: b2}]}\n"
        "choices:\n  choose: {imp2: [b2]}\n"
        "turns:\n  1:\n    main1:\n      - cast: imp1\n      - resolve: all\n"
        "  2:\n    main1:\n      - cast: imp2\n      - resolve: all\n"
        "play_turns: 4\n"
        "expect:\n  zone: {imp1: graveyard, imp2: battlefield, b1: hand, b2: graveyard}\n"
        "  events:\n    - {event: sacrificed, card: imp1, turn: 3}\n"
        "    - {event: discards, player: bob, card: b2, turn: 4}\n"
        "  no_events:\n    - {event: sacrificed, card: imp2}\n    - {event: discards, card: b1}\n",
        lang,
    )
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_discard_choice_not_in_hand_is_refused(lang: str) -> None:
    r = _run(
        "setup:\n  bob: {hand: [{card: imp, as: imp2}, bear], battlefield: [{card: bear, as: out}]}\n"
        "choices:\n  choose: {imp2: [out]}\n"
        "turns:\n  2:\n    main1:\n      - cast: imp2\n      - resolve: all\n"
        "play_turns: 4\n",
        lang,
    )
    assert any("illegal_choice" in f for f in r.failures), r.failures


@pytest.mark.parametrize("lang", LANGS)
def test_morph_pay_5_life_needs_5_life(lang: str) -> None:
    """CR 119.4: alice (3 life) can't turn her Cutthroat face up; bob (7 life) can, and pays."""
    r = _run(
        "setup:\n  alice: {battlefield: [{card: cutthroat, as: z1, face_down: true}]}\n"
        "  bob: {hand: [{card: cutthroat, as: z2}]}\n"
        "turns:\n  1:\n    main1:\n      - turn_face_up: z1\n        illegal: cannot_pay\n"
        "  2:\n    main1:\n      - cast: z2\n        face_down: true\n      - resolve: all\n"
        "      - turn_face_up: z2\n"
        "expect:\n  life: {alice: 3, bob: 2}\n  pt: {z1: 2/2, z2: 3/4}\n"
        "  events:\n    - {event: life, player: bob, change: -5, life: 2}\n",
        lang,
    )
    assert r.failures == []


def test_paying_all_of_ones_life_is_allowed_and_loses() -> None:
    """CR 119.4: a life total equal to the payment is enough; at 0 life the player loses."""
    text = CARDS.replace("bob: {life: 7}", "bob: {life: 5}") + (
        "setup:\n  bob: {battlefield: [{card: cutthroat, as: z2, face_down: true}]}\n"
        "turns:\n  1:\n    main1:\n      - turn_face_up: z2\n        by: bob\n"
        "expect:\n  life: {bob: 0}\n  events:\n    - {event: loses_game, player: bob}\n"
    )
    assert run_scenario(parse_scenario(text, "s.yaml"), "en").failures == []


DRAKE = """\
scenario: t
ruling: CR 701.17a, 702.30a
players: {alice: {}, bob: {}}
cards:
  drake:
    name: {en: Uktabi Drake, fr: Drakôn de l'Ouktabi, de: Uktabi-Sceada}
    types: [creature]
    power: 2
    toughness: 1
    mana_cost: "{G}"
    text:
      en: "Flying, haste\\nEcho {1}{G}{G}"
      fr: "Vol, célérité\\nÉcho {1}{G}{G}"
      de: "Fliegend, Eile\\nEcho {1}{G}{G}"
setup:
  alice: {hand: [drake]}
choices:
  pay: {drake: false}
turns:
  1:
    main1:
      - cast: drake
      - resolve: all
  3:
    upkeep:
      - gain_control: drake
        player: bob
      - resolve: all
      - expect: {zone: {drake: battlefield}, controller: {drake: bob}}
  4:
    upkeep:
      - resolve: all
expect:
  zone: {drake: graveyard}
  events:
    - {event: sacrificed, card: drake, turn: 4}
    - {event: triggers, source: drake, controller: bob, turn: 4}
  no_events:
    - {event: sacrificed, card: drake, turn: 3}
"""


@pytest.mark.parametrize("lang", LANGS)
def test_echo_cannot_sacrifice_a_permanent_its_controller_lost(lang: str) -> None:
    """alice's echo trigger is on the stack when bob gains control of the Drake: alice can't
    sacrifice what she doesn't control (CR 701.17a); bob's own echo triggers on his upkeep."""
    assert run_scenario(parse_scenario(DRAKE, "s.yaml"), lang).failures == []


CYCLING = """\
scenario: t
ruling: CR 702.29a, 702.97a, 113.6k
players: {alice: {}, bob: {}}
cards:
  meadow:
    name: {en: Drifting Meadow}
    types: [land]
    text: {en: "Drifting Meadow enters the battlefield tapped.\\n{T}: Add {W}.\\nCycling {2}"}
  slither:
    name: {en: Slitherhead}
    types: [creature]
    power: 1
    toughness: 1
    mana_cost: "{B/G}"
    text: {en: "Scavenge {0}"}
  bear:
    name: {en: Grizzly Bears}
    types: [creature]
    power: 2
    toughness: 2
    mana_cost: "{1}{G}"
"""


def test_cycling_and_scavenge_are_activated_from_hand_and_graveyard() -> None:
    """Cycling discards the card from the hand and draws (CR 702.29a); scavenge exiles it from
    the graveyard and puts counters equal to its power (CR 702.97a): abilities whose cost moves
    the card out of a zone work only there (CR 113.6k). Both were refused as "not on the
    battlefield"."""
    r = run_scenario(
        parse_scenario(
            CYCLING + "setup:\n  alice: {hand: [meadow], graveyard: [slither],"
            " battlefield: [bear], library: [{card: bear, as: top}]}\n"
            "turns:\n  1:\n    main1:\n      - activate: meadow\n        ability: 1\n"
            "      - resolve: all\n      - activate: slither\n        targets: [bear]\n"
            "      - resolve: all\n"
            "expect:\n  zone: {meadow: graveyard, slither: exile, top: hand}\n  pt: {bear: 3/3}\n",
            "s.yaml",
        ),
        "en",
    )
    assert r.failures == []


def test_cycling_a_card_on_the_battlefield_is_refused() -> None:
    r = run_scenario(
        parse_scenario(
            CYCLING + "setup:\n  alice: {battlefield: [meadow], library: [bear]}\n"
            "turns:\n  1:\n    main1:\n      - activate: meadow\n        ability: 1\n"
            "        illegal: wrong_zone\n"
            "expect:\n  zone: {meadow: battlefield, bear: library}\n",
            "s.yaml",
        ),
        "en",
    )
    assert r.failures == []


POET = """\
scenario: t
ruling: CR 119.4, 118.3, 608.2d
players: {alice: {life: LIFE}, bob: {}}
cards:
  poet:
    name: {en: Arrogant Poet, fr: Poète arrogant, de: Arroganter Poet}
    types: [creature]
    subtypes: [human, warlock]
    power: 2
    toughness: 1
    mana_cost: "{1}{B}"
    text:
      en: "Whenever Arrogant Poet attacks, you may pay 2 life. If you do, it gains flying until
        end of turn."
      fr: "À chaque fois que le Poète arrogant attaque, vous pouvez payer 2 points de vie. Si
        vous faites ainsi, il acquiert le vol jusqu'à la fin du tour."
      de: "Immer wenn der Arrogante Poet angreift, kannst du 2 Lebenspunkte bezahlen. Falls du
        dies tust, erhält er Flugfähigkeit bis zum Ende des Zuges."
setup:
  alice: {battlefield: [poet]}
turns:
  1:
    declare_attackers:
      - attack: [poet]
      - resolve: all
"""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("life", "after"), [(5, 3), (1, 1)])
def test_may_pay_life_is_offered_only_with_that_much_life(lang: str, life: int, after: int) -> None:
    """Arrogant Poet (STX): "you may pay 2 life. If you do, ..." is a payment (CR 119.4: a
    player can pay life only if their life total is at least the payment, CR 118.3), not "you
    may lose 2 life": at 5 life alice pays and the Poet gains flying; at 1 life she can't pay,
    keeps her life and the Poet gets no flying."""
    expect = f"expect:\n  life: {{alice: {after}}}\n"
    if life >= 2:
        expect += "  events:\n    - {event: life, player: alice, change: -2, life: 3}\n"
    else:
        expect += "  no_events:\n    - {event: life, player: alice}\n"
    text = POET.replace("LIFE", str(life)) + expect
    assert run_scenario(parse_scenario(text, "s.yaml"), lang).failures == []
