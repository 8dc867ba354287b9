"""Winning and losing the game as an effect (CR 104.2b, 104.3e) in English, French and German,
and the Pacts' "pay [cost]. If you don't, you lose the game." (the loss unless you pay, CR
118.12) as the delayed triggered ability the spell creates (CR 603.7a)."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import parse

CASES = [
    # Nefarious Lich (ODY)
    (
        "When ~ leaves the battlefield, you lose the game.",
        "Quand la ~ quitte le jeu, vous perdez la partie.",
        "Wenn der ~ das Spiel verlässt, verlierst du das Spiel.",
    ),
    # Test of Endurance (JUD)
    (
        "At the beginning of your upkeep, if you have 50 or more life, you win the game.",
        "Au début de votre entretien, si vous avez 50 points de vie ou plus, vous gagnez la "
        "partie.",
        "Falls du zu Beginn deines Versorgungssegments 50 Lebenspunkte oder mehr hast, gewinnst "
        "du das Spiel.",
    ),
    # Door to Nothingness (LGN)
    (
        "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, Sacrifice ~: Target player loses the game.",
        "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, sacrifiez la ~ : Le joueur ciblé perd la partie.",
        "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, opfere die ~: Ein Spieler deiner Wahl verliert "
        "das Spiel.",
    ),
    # Pact of Negation (TSR)
    (
        "Counter target spell.\nAt the beginning of your next upkeep, pay {3}{U}{U}. If you "
        "don't, you lose the game.",
        "Contrecarrez un sort ciblé.\nAu début de votre prochain entretien, payez {3}{U}{U}. Si "
        "vous ne le faites pas, vous perdez la partie.",
        "Neutralisiere einen Zauberspruch deiner Wahl.\nBezahle zu Beginn deines nächsten "
        "Versorgungssegments {3}{U}{U}. Falls du dies nicht tust, verlierst du die Partie.",
    ),
]


@pytest.mark.parametrize(("en", "fr", "de"), CASES)
def test_game_outcome_reads_the_same_in_three_languages(en: str, fr: str, de: str) -> None:
    oracle = abilities_json(en, "en")
    assert abilities_json(fr, "fr") == oracle
    assert abilities_json(de, "de") == oracle


def test_pact_is_a_delayed_loss_unless_paid() -> None:
    """The Pact's second line: once, at your next upkeep (CR 603.7a), you lose unless you pay
    (CR 118.12), not a triggered ability of the card."""
    (_, line) = parse(
        "Counter target spell.\nAt the beginning of your next upkeep, pay {3}{U}{U}. If you "
        "don't, you lose the game.",
        "en",
    ).abilities
    assert type(line).__name__ == "SpellAbility"
    delayed = line.effect
    assert delayed.trigger.next_only and delayed.trigger.step == "upkeep"
    assert type(delayed.effect).__name__ == "UnlessPays"
    assert type(delayed.effect.effect).__name__ == "LoseGame"


@pytest.mark.parametrize(
    ("line", "lang"),
    [
        # a payment said as an instruction with nothing after it: what if you don't?
        ("At the beginning of your next upkeep, pay {2}.", "en"),
        ("Bezahle zu Beginn deines nächsten Versorgungssegments {2}.", "de"),
        ("Bezahle während Deiner Versorgungsphase {1}{W}.", "de"),
    ],
)
def test_a_payment_without_its_consequence_stays_unparsed(line: str, lang: str) -> None:
    card = parse(line, lang, lenient=True)
    assert [type(a).__name__ for a in card.abilities] == ["Unparsed"]
