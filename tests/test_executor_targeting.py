"""Target legality seen through scenarios played from the cards' English, French and German
text: shroud (CR 702.18a), hexproof (CR 702.11b) and protection (CR 702.16b) make a permanent
an illegal target, a triggered ability with no legal target is removed from the stack
(CR 603.3d), and a scripted target that is illegal is refused, never replaced by another one
(CR 601.2c, 115.1)."""

from __future__ import annotations

import pytest

from rulesparser.executor.scenario import parse_scenario, run_scenario

LANGS = ["en", "fr", "de"]

#: a 2/2 with shroud and a 3/3 with hexproof (the keyword in each language), Pongify from the KB
CARDS = """\
scenario: t
ruling: CR 702.18a, 702.11b
players: {alice: {}, bob: {}}
cards:
  pongify: {kb: Pongify}
  ana: {kb: Ana Battlemage}
  bear:
    name: {en: Grizzly Bears, fr: Ours gris, de: Grizzlybären}
    types: [creature]
    power: 2
    toughness: 2
  veiled:
    name: {en: Veiled Beast, fr: Bête voilée, de: Verhüllte Bestie}
    types: [creature]
    power: 2
    toughness: 2
    text: {en: Shroud, fr: Linceul, de: Verhüllt}
  warden:
    name: {en: Hexproof Warden, fr: Gardien talismanique, de: Fluchsicherer Wächter}
    types: [creature]
    power: 3
    toughness: 3
    text: {en: Hexproof, fr: Défense talismanique, de: Fluchsicher}
  watcher:
    name: {en: Veiled Watcher, fr: Guetteur voilé, de: Verhüllter Wächter}
    types: [creature]
    power: 1
    toughness: 1
    text:
      en: "Shroud\\nWhen Veiled Watcher enters the battlefield, tap target creature."
      fr: "Linceul\\nQuand le Guetteur voilé arrive sur le champ de bataille, engagez la créature ciblée."
      de: "Verhüllt\\nWenn der Verhüllte Wächter ins Spiel kommt, tappe eine Kreatur deiner Wahl."
    text_name: {fr: Guetteur voilé, de: Verhüllte Wächter}
"""


def _run(body: str, lang: str):  # noqa: ANN202 - RunResult
    return run_scenario(parse_scenario(CARDS + body, "s.yaml"), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_spell_cannot_target_a_creature_with_shroud(lang: str) -> None:
    r = _run(
        "setup:\n  alice: {battlefield: [veiled]}\n  bob: {hand: [pongify]}\n"
        "turns:\n  1:\n    main1:\n      - cast: pongify\n        by: bob\n"
        "        targets: [veiled]\n        illegal: illegal_target\n"
        "expect:\n  zone: {veiled: battlefield, pongify: hand}\n",
        lang,
    )
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_hexproof_stops_only_the_opponents_spells(lang: str) -> None:
    """CR 702.11b: alice's Pongify can't target bob's hexproof Warden, but bob's can."""
    r = _run(
        "setup:\n  alice: {hand: [pongify]}\n  bob: {battlefield: [warden]}\n"
        "turns:\n  1:\n    main1:\n      - cast: pongify\n        targets: [warden]\n"
        "        illegal: illegal_target\n"
        "expect:\n  zone: {warden: battlefield}\n",
        lang,
    )
    assert r.failures == []
    body = (
        "setup:\n  bob: {battlefield: [warden], hand: [pongify]}\n"
        "turns:\n  1:\n    main1:\n      - cast: pongify\n        by: bob\n"
        "        targets: [warden]\n      - resolve: all\n"
        "expect:\n  zone: {warden: graveyard}\n"
    )
    assert _run(body, lang).failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_trigger_with_no_legal_target_is_removed(lang: str) -> None:
    """CR 603.3d: the Watcher's "tap target creature" trigger has no legal target (the Watcher
    and the Beast have shroud), so it is removed from the stack and nothing is tapped."""
    r = _run(
        "setup:\n  alice: {hand: [watcher]}\n  bob: {battlefield: [veiled]}\n"
        "turns:\n  1:\n    main1:\n      - cast: watcher\n      - resolve: all\n"
        "expect:\n  tapped: {veiled: false, watcher: false}\n"
        "  events:\n    - {event: trigger_removed, source: watcher}\n"
        "  no_events:\n    - {event: tapped}\n    - {event: triggers, source: watcher}\n",
        lang,
    )
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_hexproof_leaves_ana_battlemage_only_herself_to_tap(lang: str) -> None:
    """Ana Battlemage kicked with {1}{B}: bob's only creature has hexproof, so the one legal
    target of "tap target untapped creature" is Ana herself, who deals 2 damage to alice."""
    r = _run(
        "setup:\n  alice: {hand: [ana]}\n  bob: {battlefield: [warden]}\n"
        "turns:\n  1:\n    main1:\n      - cast: ana\n        kicker: [1]\n      - resolve: all\n"
        "expect:\n  life: {alice: 18, bob: 20}\n  tapped: {warden: false, ana: true}\n",
        lang,
    )
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_scripted_illegal_trigger_target_is_refused(lang: str) -> None:
    """choices.targets naming a creature with hexproof is refused (a failure with the line of
    the action that put the trigger on the stack), not replaced by a legal target."""
    r = _run(
        "setup:\n  alice: {hand: [ana]}\n  bob: {battlefield: [warden]}\n"
        "choices:\n  targets: {ana: [warden]}\n"
        "turns:\n  1:\n    main1:\n      - cast: ana\n        kicker: [1]\n"
        "      - resolve: 1\n"
        "expect:\n  tapped: {warden: false, ana: false}\n",
        lang,
    )
    assert len(r.failures) == 1
    said = {  # in the run's language (tester report stop 32: no English in FR/DE runs)
        "en": "s.yaml:44: resolve refused: illegal_target: warden",
        "fr": "s.yaml:44: résoudre : refusé — cible illégale (warden)",
        "de": "s.yaml:44: verrechnen: abgelehnt — unzulässiges Ziel (warden)",
    }
    assert r.failures[0].startswith(said[lang])


METEOR = """\
  meteor:
    name: {en: Shivan Meteor, fr: Météore shivân, de: Shivanischer Meteor}
    text_name: {de: Shivanische Meteor}
    types: [sorcery]
    mana_cost: "{3}{R}{R}"
    text:
      en: "Shivan Meteor deals 13 damage to target creature.\\nSuspend 2—{1}{R}{R}"
      fr: "Le Météore shivân inflige 13 blessures à la créature ciblée.\\nSuspension 2 — {1}{R}{R}"
      de: "Der Shivanische Meteor fügt einer Kreatur deiner Wahl 13 Schadenspunkte zu.\\nAussetzen 2 {1}{R}{R}"
"""


@pytest.mark.parametrize("lang", LANGS)
def test_the_target_of_a_spell_cast_from_suspend_comes_from_choices(lang: str) -> None:
    """A spell cast by suspend (CR 702.62a) takes its targets from ``choices.targets`` by the
    card's label: an illegal choice (a player for "target creature") is refused with the
    scenario line, never replaced by a creature; a legal one is used."""
    base = CARDS.replace("cards:\n", "cards:\n" + METEOR) + (
        "setup:\n  alice: {hand: [meteor]}\n  bob: {battlefield: [bear]}\n"
        "choices:\n  targets: {meteor: [%s]}\n"
        "turns:\n  1:\n    main1:\n      - suspend: meteor\n"
        "play_turns: 5\n"
    )
    refused = run_scenario(parse_scenario(base % "bob", "s.yaml"), lang)
    assert any("illegal_target" in f for f in refused.failures), refused.failures
    assert refused.game.objects["bear"].zone.value == "battlefield"
    text = (base % "bear") + "expect:\n  zone: {bear: graveyard}\n"
    assert run_scenario(parse_scenario(text, "s.yaml"), lang).failures == []


PROTECTION = """\
scenario: t
ruling: CR 702.16
players: {alice: {}, bob: {}}
cards:
  knight: {kb: Riftmarked Knight}
  grub: {kb: Deadly Grub}
  pongify: {kb: Pongify}
"""


@pytest.mark.parametrize("lang", LANGS)
def test_protection_from_black_stops_black_blockers(lang: str) -> None:
    """CR 702.16f: Riftmarked Knight can't be blocked by the black Deadly Grub."""
    text = PROTECTION + (
        "setup:\n  alice: {battlefield: [knight]}\n"
        "  bob: {battlefield: [{card: grub, counters: {time: 3}}]}\n"
        "turns:\n  1:\n    declare_attackers:\n      - attack: [knight]\n"
        "    declare_blockers:\n      - block: {grub: knight}\n        by: bob\n"
        "        illegal: illegal_block\n"
        "expect:\n  life: {bob: 18}\n  zone: {grub: battlefield, knight: battlefield}\n"
        "  no_events:\n    - {event: blocks}\n"
    )
    assert run_scenario(parse_scenario(text, "s.yaml"), lang).failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_protection_from_black_prevents_damage_from_a_black_creature(lang: str) -> None:
    """CR 702.16e: the Knight blocks the attacking Deadly Grub (3/1, black): the Grub's 3
    damage is prevented and the Knight survives; the Knight's 2 damage kills the Grub."""
    text = PROTECTION + (
        "setup:\n  alice: {battlefield: [knight]}\n"
        "  bob: {battlefield: [{card: grub, counters: {time: 3}}]}\n"
        "turns:\n  2:\n    declare_attackers:\n      - attack: [grub]\n"
        "    declare_blockers:\n      - block: {knight: grub}\n        by: alice\n"
        "expect:\n  zone: {grub: graveyard, knight: battlefield}\n"
        "  events:\n    - {event: prevented, source: grub, to: knight, amount: 3}\n"
        "  no_events:\n    - {event: damage, source: grub}\n"
    )
    assert run_scenario(parse_scenario(text, "s.yaml"), lang).failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_protection_stops_spells_of_that_color(lang: str) -> None:
    """CR 702.16b: Pongify (blue) can target the Knight (protection from black) but not a
    creature with protection from blue."""
    text = PROTECTION.replace(
        "cards:\n",
        "cards:\n  guard:\n    name: {en: Blue Guard, fr: Garde bleu, de: Blaue Wache}\n"
        "    types: [creature]\n    power: 1\n    toughness: 1\n"
        "    text: {en: Protection from blue, fr: Protection contre le bleu, de: Schutz vor Blau}\n",
    ) + (
        "setup:\n  alice: {battlefield: [knight, guard]}\n  bob: {hand: [pongify]}\n"
        "turns:\n  1:\n    main1:\n      - cast: pongify\n        by: bob\n        targets: [guard]\n"
        "        illegal: illegal_target\n      - cast: pongify\n        by: bob\n"
        "        targets: [knight]\n      - resolve: all\n"
        "expect:\n  zone: {guard: battlefield, knight: graveyard}\n"
    )
    assert run_scenario(parse_scenario(text, "s.yaml"), lang).failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_protection_from_everything_stops_every_spell(lang: str) -> None:
    """CR 702.16j: Progenitus's "Protection from everything" (FR "Protection contre tout", DE
    "Schutz vor allem"): Pongify can't target it, whatever Pongify's color or types."""
    text = PROTECTION.replace(
        "cards:\n",
        "cards:\n  hydra:\n    name: {en: Progenitus, fr: Progénitus, de: Progenitus}\n"
        "    types: [creature]\n    power: 10\n    toughness: 10\n"
        "    text: {en: Protection from everything, fr: Protection contre tout,"
        " de: Schutz vor allem}\n",
    ) + (
        "setup:\n  alice: {battlefield: [hydra]}\n  bob: {hand: [pongify]}\n"
        "turns:\n  1:\n    main1:\n      - cast: pongify\n        by: bob\n        targets: [hydra]\n"
        "        illegal: illegal_target\n"
        "expect:\n  zone: {hydra: battlefield, pongify: hand}\n"
    )
    assert run_scenario(parse_scenario(text, "s.yaml"), lang).failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_spell_needs_its_targets(lang: str) -> None:
    """CR 601.2c: Pongify can't be cast with no target chosen (``missing_choice``), nor when
    the only creature can't be targeted (``illegal_target``, chosen by default)."""
    r = _run(
        "setup:\n  alice: {hand: [pongify]}\n  bob: {battlefield: [bear]}\n"
        "turns:\n  1:\n    main1:\n      - cast: pongify\n        targets: []\n"
        "        illegal: missing_choice\n"
        "expect:\n  zone: {bear: battlefield, pongify: hand}\n",
        lang,
    )
    assert r.failures == []
    r = _run(
        "setup:\n  alice: {hand: [pongify]}\n  bob: {battlefield: [veiled]}\n"
        "turns:\n  1:\n    main1:\n      - cast: pongify\n        illegal: illegal_target\n"
        "expect:\n  zone: {veiled: battlefield, pongify: hand}\n",
        lang,
    )
    assert r.failures == []


def test_a_scripted_trigger_choice_cannot_drop_a_legal_target() -> None:
    """choices.targets giving Ana Battlemage's trigger no target, while bob's bear is a legal
    one, is refused (the trigger isn't silently removed)."""
    r = _run(
        "setup:\n  alice: {hand: [ana]}\n  bob: {battlefield: [bear]}\n"
        "choices:\n  targets: {ana: []}\n"
        "turns:\n  1:\n    main1:\n      - cast: ana\n        kicker: [1]\n      - resolve: 1\n",
        "en",
    )
    assert len(r.failures) == 1 and "missing_choice" in r.failures[0], r.failures


def test_targets_that_cannot_apply_are_refused() -> None:
    """``targets:`` on a spell with no "target", or more labels than "target" words, is refused
    (never ignored); naming a spell by its plain label says to use ``stack:<label>``."""
    body = "setup:\n  alice: {hand: [bear, pongify]}\n  bob: {battlefield: [veiled, warden]}\n"
    r = _run(
        body + "turns:\n  1:\n    main1:\n      - cast: bear\n        targets: [veiled]\n",
        "en",
    )
    assert r.failures == [
        "s.yaml:40: cast refused: illegal_target: bear has no 'target' to choose (CR 115.1), "
        "so targets: ['veiled'] can't be used"
    ]
    r = _run(
        body + "turns:\n  1:\n    main1:\n      - cast: pongify\n        targets: [bear, warden]\n",
        "en",
    )
    assert len(r.failures) == 1 and "too many targets: warden left over" in r.failures[0]


THROAT = """\
scenario: t
ruling: CR 205.4b, 115.1
players: {alice: {}, bob: {}}
cards:
  throat:
    name: {en: Go for the Throat, fr: Droit à la gorge}
    types: [instant]
    mana_cost: "{1}{B}"
    text: {en: Destroy target nonartifact creature., fr: Détruisez la créature non-artefact ciblée.}
  bear:
    name: {en: Grizzly Bears, fr: Ours gris}
    types: [creature]
    power: 2
    toughness: 2
  golem:
    name: {en: Bronze Golem, fr: Golem de bronze}
    types: [artifact, creature]
    power: 3
    toughness: 3
"""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("target", "legal"), [("bear", True), ("golem", False)])
def test_nonartifact_creature_is_a_creature_that_is_not_an_artifact(
    lang: str, target: str, legal: bool
) -> None:
    """Go for the Throat: "target nonartifact creature" (CR 205.4b) is any creature but an
    artifact one: the Bears are destroyed, the artifact Golem is an illegal target."""
    body = (
        "setup:\n  alice: {hand: [throat]}\n  bob: {battlefield: [bear, golem]}\n"
        f"turns:\n  1:\n    main1:\n      - cast: throat\n        targets: [{target}]\n"
    )
    if legal:
        body += "      - resolve: 1\nexpect:\n  zone: {bear: graveyard, golem: battlefield}\n"
    else:
        body += "        illegal: illegal_target\nexpect:\n  zone: {bear: battlefield, golem: battlefield}\n"
    r = run_scenario(parse_scenario(THROAT + body, "s.yaml"), lang)
    assert r.failures == []
