"""Effects the executor plays since scripts/executor_support.py listed them, from EN/FR/DE card
text: Enslave's static control effect (CR 613.1b, layer 2), Shaper Parasite's choice made on
resolution (CR 608.2d)."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.executor.scenario import parse_scenario, run_scenario

LANGS = ("en", "fr", "de")

#: the vanilla creatures of these tests (Magic 2010, MTGJSON M10 foreignData), as scenario cards
BEAR = """\
  bear:
    name: {en: Runeclaw Bear, fr: Ours runegriffe, de: Runenklauenbär}
    types: [creature]
    subtypes: [bear]
    power: 2
    toughness: 2
    mana_cost: "{1}{G}"
"""
GIANT = """\
  giant:
    name: {en: Hill Giant, fr: Géant des collines, de: Hügelriese}
    types: [creature]
    subtypes: [giant]
    power: 3
    toughness: 3
    mana_cost: "{3}{R}"
"""

CARDS = (
    """
scenario: engine test
ruling: CR 303.4, 613.1b
players: {alice: {}, bob: {}}
cards:
  slave: {kb: Enslave}
"""
    + BEAR
)


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


PARASITE = (
    """
scenario: engine test
ruling: CR 608.2d
players: {alice: {}, bob: {}}
cards:
  parasite: {kb: Shaper Parasite}
"""
    + BEAR
    + """setup:
  alice: {battlefield: [{card: parasite, face_down: true}]}
  bob: {battlefield: [bear]}
"""
)


@pytest.mark.parametrize(("lang", "mode"), [(lg, m) for lg in LANGS for m in (0, 1)])
def test_shaper_parasite_chooses_on_resolution(lang: str, mode: int) -> None:
    """Shaper Parasite (Planar Chaos FAQ: the choice is made as the ability resolves): one
    target, then +2/-2 (option 0: the 2/2 Bear dies) or -2/+2 (option 1: it is 0/4 until end
    of turn)."""
    pt = "4/0" if mode == 0 else "0/4"
    end = "  zone: {bear: graveyard}\n" if mode == 0 else "  zone: {bear: battlefield}\n"
    body = (
        f"choices:\n  targets: {{parasite: [bear]}}\n  modes: {{parasite: [{mode}]}}\n"
        "turns:\n  1:\n    main1:\n      - turn_face_up: parasite\n"
        "      - expect: {stack: [parasite:choice_of]}\n      - resolve: 1\n"
        + ("      - expect: {pt: {bear: 0/4}}\n" if mode == 1 else "")
        + "expect:\n"
        + end
        + "  events:\n"
        f"    - {{event: triggers, source: parasite, targets: bear}}\n"
        f"    - {{event: chooses, player: alice, card: parasite, choice: '{mode}'}}\n"
        f"    - {{event: gets, card: bear, power: {int(pt[0]) - 2}, "
        f"toughness: {int(pt[2]) - 2}}}\n"
    )
    r = run_scenario(parse_scenario(PARASITE + body, "s.yaml"), lang)
    assert r.failures == []


CHARM = (
    """
scenario: engine test
ruling: CR 701.15
players: {alice: {}, bob: {}}
cards:
  charm: {kb: Dawn Charm}
  pongify: {kb: Pongify}
"""
    + BEAR
    + GIANT
)

REGENERATE = "      - cast: charm\n        by: bob\n        mode: 1\n        targets: [bear]\n"


@pytest.mark.parametrize("lang", LANGS)
def test_dawn_charm_regenerates_once_this_turn(lang: str) -> None:
    """CR 701.15a-b: Dawn Charm's second mode gives bob's Bear a shield: the first destroy
    taps it and it stays; the shield is used, so the second destroy destroys it."""
    body = (
        "setup:\n  bob: {hand: [charm], battlefield: [bear]}\n"
        "turns:\n  1:\n    main1:\n" + REGENERATE + "      - resolve: 1\n"
        "      - destroy: [bear]\n"
        "      - expect: {zone: {bear: battlefield}, tapped: {bear: true}}\n"
        "      - destroy: [bear]\n"
        "expect:\n  zone: {bear: graveyard, charm: graveyard}\n"
        "  events:\n    - {event: regeneration_shield, card: bear}\n"
        "    - {event: regenerates, card: bear, count: 1}\n"
        "    - {event: destroyed, card: bear, count: 1}\n"
    )
    r = run_scenario(parse_scenario(CHARM + body, "s.yaml"), lang)
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_regeneration_replaces_lethal_damage_and_removes_from_combat(lang: str) -> None:
    """CR 701.15b, 704.5g: bob's Bear blocks alice's 3/3 Hill Giant after Dawn Charm gave it a
    shield: the lethal damage destroys nothing; the Bear is tapped, its damage removed, and it is
    removed from combat."""
    body = (
        "setup:\n  alice: {battlefield: [giant]}\n  bob: {hand: [charm], battlefield: [bear]}\n"
        "turns:\n  1:\n    declare_attackers:\n      - attack: [giant]\n"
        "    declare_blockers:\n      - block: {bear: giant}\n        by: bob\n"
        + REGENERATE
        + "      - resolve: 1\n"
        "expect:\n  zone: {bear: battlefield, giant: battlefield}\n  tapped: {bear: true}\n"
        "  life: {bob: 20}\n"
        "  events:\n    - {event: damage, source: giant, to: bear, amount: 3}\n"
        "    - {event: regenerates, card: bear, step: combat_damage}\n"
        "    - {event: removed_from_combat, card: bear}\n"
        "  no_events:\n    - {event: destroyed, card: bear}\n    - {event: sba, card: bear}\n"
    )
    r = run_scenario(parse_scenario(CHARM + body, "s.yaml"), lang)
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_pongify_destroys_a_creature_with_a_regeneration_shield(lang: str) -> None:
    """CR 701.15c: "It can't be regenerated": the shield doesn't apply to Pongify's destroy."""
    body = (
        "setup:\n  alice: {hand: [pongify]}\n  bob: {hand: [charm], battlefield: [bear]}\n"
        "turns:\n  1:\n    main1:\n      - cast: pongify\n        targets: [bear]\n"
        + REGENERATE
        + "      - resolve: all\n"
        "expect:\n  zone: {bear: graveyard}\n  controller: {token:ape: bob}\n"
        "  events:\n    - {event: regeneration_shield, card: bear}\n"
        "    - {event: destroyed, card: bear}\n"
        "  no_events:\n    - {event: regenerates}\n"
    )
    r = run_scenario(parse_scenario(CHARM + body, "s.yaml"), lang)
    assert r.failures == []


TORCHLING = (
    """
scenario: engine test
ruling: CR 509.1c
players: {alice: {}, bob: {}}
cards:
  torchling: {kb: Torchling}
"""
    + BEAR
    + GIANT
    + """setup:
  alice: {battlefield: [torchling, giant]}
  bob: {battlefield: [bear]}
"""
)

REQUIRE = "      - activate: torchling\n        ability: 1\n        targets: [bear]\n"


@pytest.mark.parametrize("lang", LANGS)
def test_torchling_makes_the_target_block_it(lang: str) -> None:
    """CR 509.1c: "Target creature blocks Torchling this turn if able": bob declares no
    blockers of his own, yet his Bear blocks Torchling (3/3) and dies; the Hill Giant is
    unblocked. A declaration that has the Bear block the Giant instead is refused."""
    body = (
        "turns:\n  1:\n    main1:\n" + REQUIRE + "      - resolve: 1\n"
        "    declare_attackers:\n      - attack: [torchling, giant]\n"
        "    declare_blockers:\n      - block: {bear: giant}\n        by: bob\n"
        "        illegal: block_requirement\n"
        "expect:\n  zone: {bear: graveyard, torchling: battlefield}\n  life: {bob: 17}\n"
        "  events:\n    - {event: blocks, card: bear, attacker: torchling, count: 1}\n"
        "    - {event: illegal, action: block, code: block_requirement}\n"
        "  no_events:\n    - {event: blocks, attacker: giant}\n"
    )
    r = run_scenario(parse_scenario(TORCHLING + body, "s.yaml"), lang)
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_requirement_asks_nothing_of_a_creature_that_cant_block(lang: str) -> None:
    """CR 509.1c "if able": the Bear is tapped, so it doesn't block; Torchling deals 3."""
    body = (
        "turns:\n  1:\n    main1:\n" + REQUIRE + "      - resolve: 1\n      - tap: [bear]\n"
        "    declare_attackers:\n      - attack: [torchling]\n"
        "expect:\n  zone: {bear: battlefield}\n  life: {bob: 17}\n"
        "  no_events:\n    - {event: blocks}\n"
    )
    r = run_scenario(parse_scenario(TORCHLING + body, "s.yaml"), lang)
    assert r.failures == []


EVASION = (
    """
scenario: engine test
ruling: CR 702.14c, 702.20b
players: {alice: {}, bob: {}}
cards:
  jedit: {kb: Jedit Ojanen of Efrava}
  guise: {kb: Auramancer's Guise}
  forest:
    name: {en: Forest, fr: Forêt, de: Wald}
    types: [land]
    subtypes: [forest]
    supertypes: [basic]
"""
    + BEAR
)


@pytest.mark.parametrize(("lang", "forest"), [(lg, f) for lg in LANGS for f in (True, False)])
def test_forestwalk_cant_be_blocked_while_the_defender_controls_a_forest(
    lang: str, forest: bool
) -> None:
    """CR 702.14c: Jedit Ojanen of Efrava (forestwalk) can't be blocked by bob's Bear while bob
    controls a Forest; without one, the block is legal."""
    lands = ", forest" if forest else ""
    block = "      - block: {bear: jedit}\n        by: bob\n"
    body = (
        f"setup:\n  alice: {{battlefield: [jedit]}}\n  bob: {{battlefield: [bear{lands}]}}\n"
        "turns:\n  1:\n    declare_attackers:\n      - attack: [jedit]\n"
        "    declare_blockers:\n"
        + block
        + ("        illegal: cant_be_blocked\n" if forest else "")
        + "expect:\n  events:\n"
        + (
            "    - {event: illegal, action: block, code: cant_be_blocked}\n"
            "  no_events:\n    - {event: blocks}\n"
            if forest
            else "    - {event: blocks, card: bear, attacker: jedit}\n"
        )
    )
    r = run_scenario(parse_scenario(EVASION + body, "s.yaml"), lang)
    assert r.failures == []


@pytest.mark.parametrize("lang", LANGS)
def test_vigilance_attacking_doesnt_tap(lang: str) -> None:
    """CR 702.20b: Auramancer's Guise gives the enchanted Bear vigilance: it attacks and stays
    untapped (the other attacker, Jedit, taps)."""
    body = (
        "setup:\n  alice: {battlefield: [jedit, bear, {card: guise, attached_to: bear}]}\n"
        "turns:\n  1:\n    declare_attackers:\n      - attack: [bear, jedit]\n"
        "      - expect: {tapped: {bear: false, jedit: true}}\n"
        "expect:\n  life: {bob: 11}\n"
        "  events:\n    - {event: attacks, card: bear}\n"
        "  no_events:\n    - {event: tapped, card: bear}\n"
    )
    r = run_scenario(parse_scenario(EVASION + body, "s.yaml"), lang)
    assert r.failures == []


HORSEMAN = (
    """
scenario: engine test
ruling: CR 702.31b
players: {alice: {}, bob: {}}
cards:
  rider:
    name: {en: Shu Cavalry}
    types: [creature]
    power: 2
    toughness: 2
    text: {en: Horsemanship}
"""
    + BEAR
)


@pytest.mark.parametrize("rider_blocks", [False, True])
def test_horsemanship_cant_be_blocked_by_creatures_without_it(rider_blocks: bool) -> None:
    """CR 702.31b "A creature with horsemanship can't be blocked by creatures without
    horsemanship" (its expansion, a can't-be-blocked-by ability): bob's Bear can't block the
    rider; another rider can."""
    blocker = "rider" if rider_blocks else "bear"
    body = (
        f"setup:\n  alice: {{battlefield: [{{card: rider, as: r1}}]}}\n"
        f"  bob: {{battlefield: [{{card: {blocker}, as: b}}]}}\n"
        "turns:\n  1:\n    declare_attackers:\n      - attack: [r1]\n"
        "    declare_blockers:\n      - block: {b: r1}\n        by: bob\n"
        + ("" if rider_blocks else "        illegal: illegal_block\n")
        + "expect:\n  events:\n"
        + (
            "    - {event: blocks, card: b, attacker: r1}\n"
            if rider_blocks
            else "    - {event: illegal, action: block, code: illegal_block}\n"
        )
    )
    r = run_scenario(parse_scenario(HORSEMAN + body, "s.yaml"), "en")
    assert r.failures == []


TUTOR = (
    """
scenario: engine test
ruling: CR 201.2, 701.19
players: {alice: {}, bob: {}}
cards:
  tutor:
    name: {en: Bear Call}
    types: [sorcery]
    text: {en: "Search your library for a card named Runeclaw Bear, put it onto the battlefield, then shuffle."}
"""
    + BEAR
    + GIANT
)


@pytest.mark.parametrize("chosen", ["bear1", "giant1"])
def test_search_for_a_card_named(chosen: str) -> None:
    """ "a card named Runeclaw Bear" (CR 201.2: the card's English name) finds the Bear; the
    Giant, another name, is refused (``not_eligible``) and the Bear is taken."""
    body = (
        "setup:\n  alice:\n    hand: [tutor]\n"
        "    library: [{card: giant, as: giant1}, {card: bear, as: bear1}]\n"
        f"choices:\n  choose: {{tutor: [{chosen}]}}\n"
        "turns:\n  1:\n    main1:\n      - cast: tutor\n      - resolve: all\n"
        "expect:\n  zones: {alice: {battlefield: [bear1], library: [giant1]}}\n"
    )
    r = run_scenario(parse_scenario(TUTOR + body, "s.yaml"), "en")
    assert r.failures == []


BOOM = """
scenario: one verb, several targets
ruling: CR 115.1, 701.8
players: {alice: {}, bob: {}}
cards:
  boom:
    name: {en: Boom, fr: Boum, de: Bumm}
    types: [sorcery]
    mana_cost: "{1}{R}"
    text:
      en: "Destroy target land you control and target land you don't control."
      fr: "Détruisez un terrain ciblé que vous contrôlez et un terrain ciblé que vous ne contrôlez pas."
      de: "Zerstöre ein Land deiner Wahl, das du kontrollierst, und ein Land deiner Wahl, das du nicht kontrollierst."
  mine:
    name: {en: Forest, fr: Forêt, de: Wald}
    types: [land]
    subtypes: [forest]
  theirs:
    name: {en: Forest, fr: Forêt, de: Wald}
    types: [land]
    subtypes: [forest]
setup:
  alice: {hand: [boom], battlefield: [mine]}
  bob: {battlefield: [theirs]}
turns:
  1:
    main1:
      - cast: boom
        targets: [mine, theirs]
      - resolve: 1
expect:
  zone: {mine: graveyard, theirs: graveyard}
"""


@pytest.mark.parametrize("lang", LANGS)
def test_boom_destroys_each_of_its_targets(lang: str) -> None:
    """Boom (PLC): "Destroy target land you control and target land you don't control." is
    two targets (CR 115.1), one for each phrase; both lands are destroyed (CR 701.8)."""
    r = run_scenario(parse_scenario(BOOM, "s.yaml"), lang)
    assert r.failures == []


MUTATION = (
    """
scenario: engine test
ruling: CR 303.4, 603.2
players: {alice: {}, bob: {}}
cards:
  mutation:
    name: {en: Unstable Mutation, fr: Mutation instable}
    types: [enchantment]
    subtypes: [aura]
    mana_cost: "{U}"
    text:
      en: "Enchant creature\\nEnchanted creature gets +3/+3.\\nAt the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature."
      fr: "Enchanter : créature\\nLa créature enchantée gagne +3/+3.\\nAu début de l'entretien du contrôleur de la créature enchantée, mettez un marqueur -1/-1 sur cette créature."
"""
    + BEAR
)


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_that_creature_of_an_enchanted_controllers_upkeep_is_the_enchanted_one(lang: str) -> None:
    """Unstable Mutation (EN Oracle, FR printed; the German printings say it otherwise): "At the
    beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that
    creature." The trigger names the enchanted creature (CR 303.4): in bob's upkeep his Bear,
    enchanted by alice's Aura, gets the counter (a 4/4 after +3/+3), not in alice's upkeep."""
    r = run_scenario(
        parse_scenario(
            MUTATION + "setup:\n  alice: {battlefield: [{card: mutation, attached_to: bear}]}\n"
            "  bob: {battlefield: [bear]}\n"
            "turns:\n  1:\n    main1:\n      - expect: {counters: {bear: {'-1/-1': 0}}, pt: {bear: 5/5}}\n"
            "  2:\n    upkeep:\n      - resolve: 1\n"
            "      - expect: {counters: {bear: {'-1/-1': 1}}, pt: {bear: 4/4}}\n",
            "s.yaml",
        ),
        lang,
    )
    assert r.failures == []


BURST = (
    """
scenario: engine test
ruling: CR 614.1a, 608.2c
players: {alice: {}, bob: {}}
cards:
  burst:
    name: {en: Burst Lightning}
    types: [instant]
    mana_cost: "{R}"
    text: {en: "Kicker {4}\\nBurst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead."}
  tapper:
    name: {en: Opposition}
    types: [enchantment]
    mana_cost: "{2}{U}{U}"
    text: {en: "Tap an untapped creature you control: Tap target artifact, creature, or land."}
"""
    + GIANT
)


def test_instead_acts_on_what_the_replaced_instruction_targets() -> None:
    """Burst Lightning kicked: "it deals 4 damage instead" is dealt to the target of the
    instruction it replaces (CR 614.1a, 608.2c), the 3/3 Giant, which dies; it was dealt
    to nothing before."""
    r = run_scenario(
        parse_scenario(
            BURST + "setup:\n  alice: {hand: [burst]}\n  bob: {battlefield: [giant]}\n"
            "turns:\n  1:\n    main1:\n      - cast: burst\n        kicker: true\n"
            "        targets: [giant]\n      - resolve: all\n"
            "expect:\n  zone: {giant: graveyard}\n",
            "s.yaml",
        ),
        "en",
    )
    assert r.failures == []


def test_instead_of_damage_to_a_player_target_is_not_played() -> None:
    """Burst Lightning kicked at a player: the AST's "that" names an object, so the executor
    says it can't play it rather than dealing the damage to nothing."""
    r = run_scenario(
        parse_scenario(
            BURST + "setup:\n  alice: {hand: [burst]}\n"
            "turns:\n  1:\n    main1:\n      - cast: burst\n        kicker: true\n"
            "        targets: [bob]\n      - resolve: all\n",
            "s.yaml",
        ),
        "en",
    )
    assert any("can't play instead:that_player_target" in f for f in r.failures)


def test_a_cost_part_the_executor_does_not_pay_is_reported() -> None:
    """Opposition: "Tap an untapped creature you control: ..." (CR 602.2b: every part of a
    cost is paid). The executor does not pay tapping another creature: the game is reported
    unlike the card instead of tapping the Giant for free."""
    r = run_scenario(
        parse_scenario(
            BURST + "setup:\n  alice: {battlefield: [tapper]}\n  bob: {battlefield: [giant]}\n"
            "turns:\n  1:\n    main1:\n      - activate: tapper\n        targets: [giant]\n"
            "      - resolve: all\n",
            "s.yaml",
        ),
        "en",
    )
    assert any("can't play cost:tap:any" in f or "cost:tap" in f for f in r.failures)


def test_a_prevention_for_you_and_your_creatures_is_not_played_yet() -> None:
    """Energy Storm-era "Verhindere allen Schaden, der dir und Kreaturen, die du kontrollierst,
    in diesem Zug zugefügt würde." (CR 615.7; Oracle "... dealt to you and creatures you
    control this turn"): a prevention for a group of recipients, which the executor reports
    rather than preventing nothing."""
    text = (
        "scenario: prevention for a group\nruling: CR 615.7\nplayers: {alice: {}, bob: {}}\n"
        "cards:\n  fog:\n    name: {en: Fog Shield, de: Nebelschild}\n    types: [instant]\n"
        '    mana_cost: "{W}"\n    text: {en: "x", de: "Verhindere allen Schaden, der dir und '
        'Kreaturen, die du kontrollierst, in diesem Zug zugefügt würde."}\n'
        "setup:\n  alice: {hand: [fog]}\n"
        "turns:\n  1:\n    main1:\n      - cast: fog\n      - resolve: all\n"
    )
    r = run_scenario(parse_scenario(text, "s.yaml"), "de")
    # (the German run says it in German: "der Executor kann ... noch nicht spielen")
    assert any("kann prevent_damage:recipients noch nicht" in f for f in r.failures), r.failures


def test_a_discard_of_up_to_n_cards_is_not_played_as_a_fixed_number() -> None:
    """ "Discard up to two cards" (CR 701.9a): how many is the player's choice, which scenarios
    can't script yet; the executor reports it instead of discarding two cards."""
    card = (
        "  loot:\n    name: {en: Careful Study}\n    types: [sorcery]\n"
        '    mana_cost: "{U}"\n    text: {en: "Discard up to two cards."}\n'
    )
    r = run_scenario(
        parse_scenario(
            BURST + card + "setup:\n  alice: {hand: [loot, giant, {card: giant, as: g2}]}\n"
            "turns:\n  1:\n    main1:\n      - cast: loot\n      - resolve: all\n",
            "s.yaml",
        ),
        "en",
    )
    assert any("can't play discard:up_to" in f for f in r.failures), r.failures
    assert not any(e.kind == "discards" for e in r.game.log)


def test_one_target_gains_both_keywords() -> None:
    """ "Target creature gains flying and first strike until end of turn": one target (CR
    115.1); the second keyword goes to "that" creature, the same Giant."""
    card = (
        "  wings:\n    name: {en: Twin Wings}\n    types: [instant]\n"
        '    mana_cost: "{W}"\n'
        '    text: {en: "Target creature gains flying and first strike until end of turn."}\n'
    )
    r = run_scenario(
        parse_scenario(
            BURST + card + "setup:\n  alice: {hand: [wings], battlefield: [giant]}\n"
            "turns:\n  1:\n    main1:\n      - cast: wings\n        targets: [giant]\n"
            "      - resolve: all\n"
            "expect:\n  events:\n    - {event: gains, card: giant, ability: flying}\n"
            "    - {event: gains, card: giant, ability: first_strike}\n",
            "s.yaml",
        ),
        "en",
    )
    assert r.failures == []


def test_a_non_creature_type_filter_names_the_other_creatures() -> None:
    """ "Destroy target non-Giant creature" (CR 205.3m): the Hill Giant is no legal target, a
    Grizzly Bears is (every target was refused before)."""
    cards = (
        "  snap:\n    name: {en: Giant Bane}\n    types: [instant]\n"
        '    mana_cost: "{B}"\n    text: {en: "Destroy target non-Giant creature."}\n'
        "  bear:\n    name: {en: Grizzly Bears}\n    types: [creature]\n"
        '    subtypes: [bear]\n    power: 2\n    toughness: 2\n    mana_cost: "{1}{G}"\n'
    )
    r = run_scenario(
        parse_scenario(
            BURST + cards + "setup:\n  alice: {hand: [snap, {card: snap, as: snap2}]}\n"
            "  bob: {battlefield: [giant, bear]}\n"
            "turns:\n  1:\n    main1:\n      - cast: snap\n        targets: [giant]\n"
            "        illegal: illegal_target\n"
            "      - cast: snap2\n        targets: [bear]\n      - resolve: all\n"
            "expect:\n  zone: {giant: battlefield, bear: graveyard}\n",
            "s.yaml",
        ),
        "en",
    )
    assert r.failures == []


def test_a_condition_the_executor_cannot_evaluate_is_reported_not_an_error() -> None:
    """Mystic Remora's cumulative upkeep (CR 702.24a): "If you don't, sacrifice it" needs the
    payment the executor doesn't offer yet; the run says it can't play the condition instead
    of stopping with an internal "unsupported condition" error."""
    r = run_scenario(
        parse_scenario(
            "scenario: t\nruling: CR 702.24a\nplayers: {alice: {}, bob: {}}\ncards:\n"
            "  remora:\n    name: {en: Mystic Remora}\n    types: [enchantment]\n"
            '    mana_cost: "{U}"\n    text: {en: "Cumulative upkeep {1}"}\n'
            "setup:\n  alice: {battlefield: [remora]}\nplay_turns: 1\n",
            "s.yaml",
        ),
        "en",
    )
    assert any("can't play condition:if_you_do" in f for f in r.failures), r.failures


MICHIKO = (
    """
scenario: engine test
ruling: CR 603.2, 608.2c
players: {alice: {}, bob: {}}
cards:
  michiko:
    name: {en: "Michiko Konda, Truth Seeker"}
    types: [creature]
    supertypes: [legendary]
    power: 2
    toughness: 2
    text: {en: "Whenever a source an opponent controls deals damage to you, that player sacrifices a permanent."}
"""
    + GIANT
)


def test_that_player_the_executor_does_not_know_is_reported() -> None:
    """Michiko Konda: "that player" is the controller of the source that dealt the damage
    (CR 608.2c); the executor keeps no player from that event, so the game is reported unlike
    the card instead of making nobody sacrifice."""
    r = run_scenario(
        parse_scenario(
            MICHIKO + "setup:\n  alice: {battlefield: [michiko]}\n  bob: {battlefield: [giant]}\n"
            "turns:\n  2:\n    declare_attackers:\n      - attack: [giant]\n"
            "    combat_damage:\n      - resolve: all\n",
            "s.yaml",
        ),
        "en",
    )
    assert any("player:that_player" in f for f in r.failures), r.failures


_ONE_TARGET_TWO_VERBS = """\
scenario: Sign in Blood on Bob
ruling: CR 115.1 (a target said once is chosen once; the verbs after it act on that player)
players: {alice: {mana: 10}, bob: {}}
cards:
  bear: {name: {en: Runeclaw Bear}, types: [creature], power: 2, toughness: 2}
  sign:
    name: {en: Sign in Blood}
    types: [sorcery]
    mana_cost: "{B}{B}"
    text: {en: "Target player draws two cards and loses 2 life."}
setup:
  alice: {hand: [sign]}
  bob: {library: [{card: bear, as: b1}, {card: bear, as: b2}, {card: bear, as: b3}]}
turns:
  1:
    main1:
      - cast: sign
        targets: [bob]
      - resolve: all
      - expect: {life: {alice: 20, bob: 18}, zone: {b1: hand, b2: hand, b3: library}}
"""


def test_target_player_said_once_draws_and_loses_life() -> None:
    """Sign in Blood: "Target player draws two cards and loses 2 life." The parser reads the
    second verb's player as "that player" (one target, CR 115.1); the executor acts on the
    target chosen for the first verb: Bob draws two and loses 2 life, Alice loses none."""
    (ability,) = parse("Target player draws two cards and loses 2 life.", "en").abilities
    draw, lose = ability.effect.effects
    assert draw.player == A.PlayerRef(kind="target_player")
    assert lose.player == A.PlayerRef(kind="that_player")
    result = run_scenario(parse_scenario(_ONE_TARGET_TWO_VERBS, "s.yaml"), "en")
    assert result.failures == []
