"""Casting timing (CR 117.1a, 307.1, 702.8a) seen through scenarios played from the cards'
English, French and German text: a creature or sorcery spell only in its caster's main phase
while the stack is empty (else refused with the code ``timing``), an instant or a spell with
flash any time its caster has priority, and "can be played as though it had flash" (Scout's
Warning) for the next creature card of that turn."""

from __future__ import annotations

import pytest

from rulesparser.executor.scenario import parse_scenario, run_scenario

LANGS = ["en", "fr", "de"]

#: Keldon Marauders (a creature), Stonecloaker (a creature with flash) from the KB; Divination
#: (a sorcery), Demystify (an instant) and Scout's Warning: real texts from MTGJSON
CARDS = """\
scenario: t
ruling: CR 307.1, 702.8a
players: {alice: {}, bob: {}}
cards:
  marauders: {kb: Keldon Marauders}
  stonecloaker: {kb: Stonecloaker}
  divination:
    name: {en: Divination, fr: Divination, de: Weissagung}
    types: [sorcery]
    mana_cost: "{2}{U}"
    text: {en: Draw two cards., fr: Piochez deux cartes., de: Ziehe zwei Karten.}
  demystify:
    name: {en: Demystify, fr: Démystification, de: Entmystifizieren}
    types: [instant]
    mana_cost: "{W}"
    text:
      en: "Destroy target enchantment."
      fr: "Détruisez l'enchantement ciblé."
      de: "Zerstöre eine Verzauberung deiner Wahl."
  acid: {kb: Reality Acid}
  oddity: {kb: Veiling Oddity}
  flail:
    # Magic 2010; MTGJSON (EN text, FR/DE foreignData); the first line stays unparsed (lenient):
    # only "Equip {2} (... Equip only as a sorcery.)" is played here
    name: {en: Gorgon Flail, fr: Fléau de la gorgone, de: Gorgonenflegel}
    types: [artifact]
    subtypes: [equipment]
    mana_cost: "{2}"
    lenient: true
    text:
      en: "Equipped creature gets +1/+1 and has deathtouch. (Any amount of damage it deals to a creature is enough to destroy that creature.)\\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)"
      fr: "La créature équipée gagne +1/+1 et a le contact mortel. (Les créatures qui subissent des blessures de cette créature sont détruites. Vous pouvez partager ses blessures de combat entre toutes les créatures qui la bloquent ou qu'elle bloque.)\\nÉquipement {2} ({2} : Attachez à la créature ciblée que vous contrôlez. N'attachez l'équipement que lorsque vous pourriez lancer un rituel.)"
      de: "Die ausgerüstete Kreatur erhält +1/+1 und Todesberührung. (Kreaturen, denen von dieser Kreatur Schaden zugefügt wurde, werden zerstört. Du kannst den Kampfschaden dieser Kreatur auf beliebig viele Kreaturen aufteilen, die sie blockt oder von denen sie geblockt wird.)\\nAusrüsten {2} ({2}: Lege diese Karte an eine Kreatur deiner Wahl an, die du kontrollierst. Spiele Ausrüsten wie eine Hexerei.)"
  bear:
    name: {en: Runeclaw Bear, fr: Ours runegriffe, de: Runenklauenbär}
    types: [creature]
    power: 2
    toughness: 2
  warning:
    name: {en: Scout's Warning, fr: Avertissement de l'éclaireur, de: Warnung des Spähers}
    types: [instant]
    mana_cost: "{W}"
    text:
      en: |-
        The next creature card you play this turn can be played as though it had flash.
        Draw a card.
      fr: |-
        La prochaine carte de créature que vous jouez ce tour-ci peut être jouée comme si elle avait le flash.
        Piochez une carte.
      de: |-
        Die nächste Kreaturenkarte, die du in diesem Zug spielst, kann gespielt werden, als ob sie Aufblitzen hätte.
        Ziehe eine Karte.
"""


def _run(body: str, lang: str):  # noqa: ANN202 - RunResult
    return run_scenario(parse_scenario(CARDS + body, "s.yaml"), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_creature_cast_in_the_opponents_turn_is_refused(lang: str) -> None:
    """CR 307.1: Keldon Marauders can't be cast by bob during alice's turn; in his own main
    phase it can."""
    r = _run(
        "setup:\n  bob: {hand: [marauders]}\n"
        "turns:\n  1:\n    main1:\n      - cast: marauders\n        by: bob\n"
        "        illegal: timing\n"
        "  2:\n    main1:\n      - cast: marauders\n      - resolve: 1\n"
        "expect:\n  zone: {marauders: battlefield}\n"
        "  events:\n    - {event: illegal, action: cast, code: timing, turn: 1}\n"
        "    - {event: casts, player: bob, card: marauders, turn: 2}\n",
        lang,
    )
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_creature_outside_the_main_phase_is_refused(lang: str) -> None:
    """CR 307.1, 505.1: not in the active player's upkeep or combat either."""
    r = _run(
        "setup:\n  alice: {hand: [marauders]}\n"
        "turns:\n  1:\n    upkeep:\n      - cast: marauders\n        illegal: timing\n"
        "    begin_combat:\n      - cast: marauders\n        illegal: timing\n"
        "    main2:\n      - cast: marauders\n"
        "expect:\n  zone: {marauders: battlefield}\n"
        "  events:\n    - {event: illegal, action: cast, code: timing, count: 2}\n",
        lang,
    )
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_an_instant_is_allowed_in_the_opponents_turn_and_with_a_spell_on_the_stack(
    lang: str,
) -> None:
    """CR 117.1a: bob casts Demystify on alice's Reality Acid during her turn, in response to her
    Divination (still on the stack)."""
    r = _run(
        "setup:\n  alice: {battlefield: [bear], hand: [acid, divination]}\n"
        "  bob: {hand: [demystify]}\n"
        "turns:\n  1:\n    main1:\n      - cast: acid\n        targets: [bear]\n"
        "      - resolve: 1\n      - cast: divination\n"
        "      - cast: demystify\n        by: bob\n        targets: [acid]\n"
        "      - expect: {stack: ['divination:spell', 'demystify:spell']}\n"
        "      - resolve: all\n"
        "expect:\n  zone: {acid: graveyard, demystify: graveyard, divination: graveyard}\n"
        "  no_events:\n    - {event: illegal}\n",
        lang,
    )
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_creature_with_flash_is_allowed_in_the_opponents_turn(lang: str) -> None:
    """CR 702.8a: Stonecloaker ("Flash") is cast by bob on alice's turn, with her sorcery on the
    stack; Keldon Marauders (no flash) in the same window is refused."""
    r = _run(
        "setup:\n  alice: {hand: [divination]}\n  bob: {hand: [stonecloaker, marauders]}\n"
        "turns:\n  1:\n    main1:\n      - cast: divination\n"
        "      - cast: marauders\n        by: bob\n        illegal: timing\n"
        "      - cast: stonecloaker\n        by: bob\n"
        "      - expect: {stack: ['divination:spell', 'stonecloaker:spell']}\n",
        lang,
    )
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_sorcery_with_a_nonempty_stack_is_refused(lang: str) -> None:
    """CR 307.1: alice can't cast Divination in her main phase while her Marauders spell is on
    the stack, nor while its enters trigger is (an ability on the stack counts too); once the
    stack is empty she can."""
    r = _run(
        "setup:\n  alice: {hand: [marauders, divination]}\n"
        "turns:\n  1:\n    main1:\n      - cast: marauders\n"
        "      - cast: divination\n        illegal: timing\n"
        "      - resolve: 1\n      - expect: {stack: ['marauders:deal_damage']}\n"
        "      - cast: divination\n        illegal: timing\n"
        "      - resolve: all\n      - cast: divination\n      - resolve: all\n"
        "expect:\n  zone: {divination: graveyard, marauders: battlefield}\n"
        "  events:\n    - {event: illegal, action: cast, code: timing, count: 2}\n",
        lang,
    )
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_scouts_warning_lets_the_next_creature_card_be_played_with_flash(lang: str) -> None:
    """Scout's Warning: bob's next creature card this turn can be played as though it had flash,
    once (the Marauders use it; a second creature is refused again)."""
    r = _run(
        "setup:\n  bob: {hand: [warning, marauders, bear]}\n"
        "turns:\n  1:\n    main1:\n      - cast: marauders\n        by: bob\n"
        "        illegal: timing\n"
        "      - cast: warning\n        by: bob\n      - resolve: 1\n"
        "      - cast: marauders\n        by: bob\n      - resolve: 1\n"
        "      - cast: bear\n        by: bob\n        illegal: timing\n"
        "expect:\n  zone: {marauders: battlefield, bear: hand, warning: graveyard}\n"
        "  events:\n    - {event: illegal, action: cast, code: timing, count: 2}\n",
        lang,
    )
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_scouts_warning_ends_with_the_turn(lang: str) -> None:
    """The permission lasts this turn only: on alice's next turn bob's creature is refused."""
    r = _run(
        "setup:\n  bob: {hand: [warning, marauders]}\n"
        "turns:\n  1:\n    main1:\n      - cast: warning\n        by: bob\n      - resolve: 1\n"
        "  3:\n    main1:\n      - cast: marauders\n        by: bob\n        illegal: timing\n",
        lang,
    )
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_suspend_follows_the_cards_timing_and_scouts_warning(lang: str) -> None:
    """CR 702.62a: a card is suspended "any time you could cast" it: Veiling Oddity not in
    alice's turn; after Scout's Warning it can (Scout's Warning ruling 2013-04-15), and as
    suspending isn't casting, the permission is still there for bob's Keldon Marauders."""
    r = _run(
        "setup:\n  bob: {hand: [oddity, warning, marauders]}\n"
        "turns:\n  1:\n    main1:\n      - suspend: oddity\n        by: bob\n"
        "        illegal: timing\n"
        "      - cast: warning\n        by: bob\n      - resolve: 1\n"
        "      - suspend: oddity\n        by: bob\n"
        "      - cast: marauders\n        by: bob\n      - resolve: 1\n"
        "expect:\n  zone: {oddity: exile, marauders: battlefield}\n"
        "  events:\n    - {event: illegal, action: suspend, code: timing, count: 1}\n"
        "    - {event: suspends, player: bob, card: oddity, turn: 1}\n",
        lang,
    )
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_equip_only_as_a_sorcery(lang: str) -> None:
    """CR 602.5d, 702.6a: bob's Gorgon Flail's equip ability is refused in alice's turn and in
    his own upkeep, and activated in his main phase: the Flail is attached to the Bear."""
    r = _run(
        "setup:\n  bob: {battlefield: [flail, bear]}\n"
        "turns:\n  1:\n    main1:\n      - activate: flail\n        by: bob\n"
        "        targets: [bear]\n        illegal: timing\n"
        "  2:\n    upkeep:\n      - activate: flail\n        targets: [bear]\n"
        "        illegal: timing\n"
        "    main1:\n      - activate: flail\n        targets: [bear]\n"
        "expect:\n  events:\n    - {event: illegal, action: activate, code: timing, count: 2}\n"
        "    - {event: activates, player: bob, card: flail, turn: 2, step: main1}\n"
        "    - {event: attached, card: flail, to: bear, turn: 2, step: main1}\n",
        lang,
    )
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_equip_moves_the_equipment_and_it_stays_when_the_creature_leaves(lang: str) -> None:
    """CR 701.3, 702.6a, 704.5n: equip attaches Gorgon Flail to the Bear, then moves it to the
    second Bear; equipping the creature it is already attached to does nothing (CR 701.3b);
    when that Bear is destroyed the Flail stays on the battlefield, unattached (CR 400.7)."""
    equip = "      - activate: flail\n        targets: [{}]\n"
    r = _run(
        "setup:\n  bob: {battlefield: [flail, bear, {card: bear, as: bear2}]}\n"
        "turns:\n  2:\n    main1:\n"
        + equip.format("bear")
        + "      - resolve: 1\n"
        + equip.format("bear2")
        + "      - resolve: 1\n"
        + "      - expect: {attached: {flail: bear2}}\n"
        + equip.format("bear2")
        + "      - resolve: 1\n"
        "      - destroy: [bear2]\n"
        "expect:\n  zone: {flail: battlefield, bear2: graveyard}\n  attached: {flail: none}\n"
        "  events:\n    - {event: attached, card: flail, to: bear}\n"
        "    - {event: attached, card: flail, to: bear2, count: 1}\n",
        lang,
    )
    assert r.failures == []
