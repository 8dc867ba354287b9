"""German kicker ("Bonus") templates of Invasion and Planeshift (2000-2001) in the card-text
grammar (grammar/de/phrases/conditions.lark kicker_you_paid, grammar/de/clauses/triggers.lark
intervening_if, rulesparser.transform.effects _enters_with_keywords): "Wenn Du die {R}
Bonuskosten bezahlt hast" (one kicker cost of two, CR 702.33e), "Wenn der ~ ins Spiel kommt und
Du die Bonuskosten bezahlt hast" (the trigger's intervening "if", CR 603.4) and "kommt ... mit
zwei +1/+1-Marken ins Spiel und hat Erstschlag" after the kicker (what the kicked permanent
enters with, CR 614.1c). Real printed German lines (MTGJSON foreignData of the development
sets, the card's name as "~") give the same AST as the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse
from rulesparser import ast as A

#: (English Oracle line, German printed line) of the same card
SAME = [
    (  # Thornscape Battlemage (PLS)
        "When ~ enters the battlefield, if it was kicked with its {W} kicker, destroy target "
        "artifact.",
        "Wenn Du die {W} Bonuskosten bezahlt hast, zerstöre ein Artefakt Deiner Wahl, wenn der ~ "
        "ins Spiel kommt.",
    ),
    (  # Thornscape Battlemage (PLS): the trigger said last with its subject a pronoun
        "When ~ enters the battlefield, if it was kicked with its {R} kicker, it deals 2 damage "
        "to any target.",
        "Wenn Du die {R} Bonuskosten bezahlt hast, fügt der ~ einer Kreatur oder einem Spieler "
        "Deiner Wahl 2 Schadenspunkte zu, wenn er ins Spiel kommt.",
    ),
    (  # Thunderscape Battlemage (PLS)
        "When ~ enters the battlefield, if it was kicked with its {1}{B} kicker, target player "
        "discards two cards.",
        "Wenn Du die {1}{B} Bonuskosten bezahlt hast, wirft ein Spieler Deiner Wahl zwei Karten "
        "ab, wenn der ~ ins Spiel kommt.",
    ),
    (  # Shivan Emissary (INV)
        "When ~ enters the battlefield, if it was kicked, destroy target nonblack creature. It "
        "can't be regenerated.",
        "Wenn der ~ ins Spiel kommt und Du die Bonuskosten bezahlt hast, zerstöre eine "
        "nichtschwarze Kreatur Deiner Wahl. Diese kann nicht regeneriert werden.",
    ),
    (  # Benalish Lancer (INV)
        "If ~ was kicked, it enters the battlefield with two +1/+1 counters on it and with "
        "first strike.",
        "Wenn Du die Bonuskosten bezahlt hast, kommt der ~ mit zwei +1/+1-Marken ins Spiel und "
        "hat Erstschlag.",
    ),
    (  # Kavu Titan (INV): trample in its old words
        "If ~ was kicked, it enters the battlefield with three +1/+1 counters on it and with "
        "trample.",
        "Wenn Du die Bonuskosten bezahlt hast, kommt der ~ mit drei +1/+1-Marken ins Spiel und "
        "verursacht Trampelschaden.",
    ),
    (  # Faerie Squadron (INV)
        "If ~ was kicked, it enters the battlefield with two +1/+1 counters on it and with flying.",
        "Wenn Du die Bonuskosten bezahlt hast, kommt die ~ mit zwei +1/+1-Marken ins Spiel und "
        "hat Flugfähigkeit.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


def test_the_kicked_permanent_enters_with_its_keyword() -> None:
    """The keyword hangs on the kicker too: one replacement effect whose condition is the
    kicker, putting the counters and giving first strike (CR 614.1c), no static ability."""
    (ability,) = parse(
        "Wenn Du die Bonuskosten bezahlt hast, kommt der ~ mit zwei +1/+1-Marken ins Spiel und "
        "hat Erstschlag.",
        "de",
    ).abilities
    assert isinstance(ability, A.ReplacementEffect)
    assert ability.condition == A.KickerPaid()
    counters, first_strike = ability.replacement.effects
    assert isinstance(counters, A.PutCounters) and counters.amount == 2
    assert first_strike.ability == "first_strike"


def test_kicked_entering_with_another_kind_of_ability_stays_unparsed() -> None:
    """Only keywords join what the kicked permanent enters with; a quoted ability beside the
    counters (Duskwalker's 2000 printing) is not read."""
    line = (
        "Wenn Du die Bonuskosten bezahlt hast, kommt der ~ mit zwei +1/+1-Marken ins Spiel und "
        'hat die Fähigkeit "Der ~ kann nur von schwarzen und Artefaktkreaturen geblockt werden."'
    )
    with pytest.raises(ParseError):
        parse(line, "de")
