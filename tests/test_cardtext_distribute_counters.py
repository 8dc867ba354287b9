"""Distributing counters among targets (CR 601.2d: the division is announced as the spell is
cast or the ability activated, at least one counter on each target; CR 122.1), in English
("Distribute ... among"), French ("Répartissez ... entre / sur") and German ("Verteile ... auf
/ unter"): one ``DistributeCounters`` node whatever the language or era."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json
from _scenario_cards import failures_casting

from rulesparser import ast as A
from rulesparser import parse

TARGET_CREATURES_YOU_CONTROL = A.ObjectRef(kind="target", filter=("creature", "you_control"))
TARGET_CREATURES = A.ObjectRef(kind="target", filter=("creature",))


def test_defend_the_celestus_one_two_or_three_target_creatures_you_control() -> None:
    """Defend the Celestus (MID): three +1/+1 counters among one to three targets."""
    (ability,) = parse(
        "Distribute three +1/+1 counters among one, two, or three target creatures you control.",
        "en",
    ).abilities
    assert ability == A.SpellAbility(
        effect=A.DistributeCounters(
            counter="+1/+1",
            amount=3,
            targets=TARGET_CREATURES_YOU_CONTROL,
            minimum=1,
            maximum=3,
        )
    )
    en = abilities_json(
        "Distribute three +1/+1 counters among one, two, or three target creatures you control.",
        "en",
    )
    assert en == abilities_json(
        "Répartissez trois marqueurs +1/+1 entre une, deux ou trois créatures ciblées que vous "
        "contrôlez.",
        "fr",
    )
    assert en == abilities_json(
        "Verteile drei +1/+1-Marken auf eine, zwei oder drei Kreaturen deiner Wahl, die du "
        "kontrollierst.",
        "de",
    )


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Distribute four +1/+1 counters among any number of target creatures."),
        # 2012 French "sur", German "unter" (dative)
        (
            "fr",
            "Répartissez quatre marqueurs +1/+1 sur n'importe quel nombre de créatures ciblées.",
        ),
        (
            "de",
            "Verteile vier +1/+1-Marken unter einer beliebigen Anzahl an Kreaturen deiner Wahl.",
        ),
    ],
)
def test_blessings_of_nature_any_number_of_target_creatures(lang: str, text: str) -> None:
    """Blessings of Nature (AVR): any number of targets (CR 115.1d: zero or more)."""
    (ability,) = parse(text, lang).abilities
    assert ability.effect == A.DistributeCounters(
        counter="+1/+1", amount=4, targets=TARGET_CREATURES, minimum=0, maximum=None
    )


def test_verdurous_gearhulk_trigger_and_vivien_loyalty_ability_agree() -> None:
    """Verdurous Gearhulk (KLD) and Vivien, Arkbow Ranger (M20): the same abilities in the
    three languages (the card's name written "~"); Vivien's "up to two target creatures" is zero to two targets."""
    gearhulk = abilities_json(
        "When ~ enters the battlefield, distribute four +1/+1 counters among "
        "any number of target creatures you control.",
        "en",
    )
    assert gearhulk == abilities_json(
        "Quand la ~ arrive sur le champ de bataille, répartissez "
        "quatre marqueurs +1/+1 entre n'importe quel nombre de créatures ciblées que vous "
        "contrôlez.",
        "fr",
    )
    assert gearhulk == abilities_json(
        "Wenn der ~ ins Spiel kommt, verteile vier +1/+1-Marken auf eine "
        "beliebige Anzahl an Kreaturen deiner Wahl, die du kontrollierst.",
        "de",
    )
    vivien = abilities_json(
        "+1: Distribute two +1/+1 counters among up to two target creatures. They gain trample "
        "until end of turn.",
        "en",
    )
    assert vivien[0]["effect"]["effects"][0] == {
        "type": "distribute_counters",
        "counter": "+1/+1",
        "amount": 2,
        "targets": {
            "type": "object",
            "kind": "target",
            "filter": ["creature"],
            "count": None,
            "up_to": False,
        },
        "minimum": 0,
        "maximum": 2,
    }
    assert vivien == abilities_json(
        "+1 : Répartissez deux marqueurs +1/+1 entre jusqu'à deux créatures ciblées. Elles "
        "acquièrent le piétinement jusqu'à la fin du tour.",
        "fr",
    )


def test_untargeted_distribution_stays_unparsed() -> None:
    """Blessing of Frost (KHM) distributes among creatures that are not targets (chosen as it
    resolves): not the targeted node, so not read."""
    card = parse(
        "Distribute X +1/+1 counters among any number of creatures you control.",
        "en",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_executor_refuses_to_distribute_counters() -> None:
    """Defend the Celestus: the executor does not announce a division yet (CR 601.2d) and says
    so rather than playing it."""
    failures = failures_casting(
        "Distribute three +1/+1 counters among one, two, or three target creatures you control.",
        name="Defend the Celestus",
        mana_cost="{2}{G}{G}",
        ruling="CR 601.2d",
    )
    assert any("can't play" in f and "distribute_counters" in f for f in failures), failures


def test_what_the_executor_cannot_play_is_reported_at_the_card_holding_it() -> None:
    """The refusal names the card whose ability holds the node and points at its rules text in
    the scenario file (not at the file's first line), so the author knows which card to change."""
    from _scenario_cards import _CAST

    failures = failures_casting(
        "Distribute three +1/+1 counters among one, two, or three target creatures you control.",
        name="Defend the Celestus",
        mana_cost="{2}{G}{G}",
        ruling="CR 601.2d",
    )
    lines = _CAST.splitlines()
    card = lines.index("  card:")
    text_line = next(i for i in range(card, len(lines)) if lines[i].startswith("    text:")) + 1
    assert failures == [
        f"s.yaml:{text_line}: card 'card' \u201cDistribute three +1/+1 counters among one, two,"
        " or three target creatures you control.\u201d: the executor can't play"
        " distribute_counters yet, so this game is not what the cards say"
    ]


@pytest.mark.parametrize(
    ("text", "unplayable"),
    [
        # (an "as long as" effect the layers don't apply by a modification; a restriction on
        # which creatures it can block: neither is played yet)
        ("As long as you control an artifact, Thing can't be blocked.", "conditional"),
        ("Thing can't block creatures with flying.", "restriction"),
        ("If Thing would die, exile it instead.", "replacement_effect:dies"),
    ],
)
def test_a_permanents_ability_the_executor_cannot_play_is_reported_at_its_card(
    text: str, unplayable: str
) -> None:
    """A static ability or a replacement effect of a permanent (never put on the stack) is
    reported at the rules text of the card holding it too, not at the file's first line."""
    from _scenario_cards import _ON_BATTLEFIELD, failures_on_battlefield

    lines = _ON_BATTLEFIELD.splitlines()
    text_line = next(i for i, ln in enumerate(lines) if ln.startswith("    text:")) + 1
    assert failures_on_battlefield(text) == [
        f"s.yaml:{text_line}: card 'card' \u201c{text}\u201d: the executor can't play"
        f" {unplayable} yet, so this game is not what the cards say"
    ]


_BLOCK_BAN = """\
scenario: t
ruling: CR 608.2
players: {alice: {}, bob: {}}
cards:
  spell:
    name: {en: Block Ban, fr: Interdiction, de: Blockverbot}
    types: [instant]
    mana_cost: "{R}"
    text:
      en: "Surveil 2."
      fr: "Surveillez 2."
      de: "Überwachen 2."
  bear:
    name: {en: Grizzly Bears, fr: Ours gris, de: Grizzlybären}
    types: [creature]
    power: 2
    toughness: 2
setup:
  alice: {hand: [spell]}
  bob: {battlefield: [bear]}
turns:
  1:
    main1:
      - cast: spell
      - resolve: all
expect:
  life: {alice: 20}
"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_what_the_executor_cannot_play_points_at_the_text_in_the_language_played(
    lang: str,
) -> None:
    """A card with a text per language: the refusal of the French run points at the `fr:`
    line (the text the French game was played from), not at the English one."""
    from rulesparser.executor.scenario import parse_scenario, run_scenario

    result = run_scenario(parse_scenario(_BLOCK_BAN, "s.yaml"), lang)
    line = _BLOCK_BAN.splitlines().index(
        next(x for x in _BLOCK_BAN.splitlines() if x.startswith(f"      {lang}: "))
    )
    # the refusal is said in the run's language ("Karte 'spell': der Executor kann ... noch
    # nicht spielen"), the node also by its AST name ("surveil")
    card = {"en": "card", "fr": "carte", "de": "Karte"}[lang]
    refusals = [f for f in result.failures if "surveil" in f]
    assert refusals and all(f.startswith(f"s.yaml:{line + 1}: {card} 'spell'") for f in refusals)
