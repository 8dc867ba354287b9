"""German card text of events and conditions: triggers, conditions, replacement and prevention
effects (CR 603, 614, 615), restrictions, activation limits and costs. Each case is a real
German printing with its card's English Oracle line; both must give the same AST once
``source`` and ``findings`` are stripped."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.ast import strip_meta

#: (English Oracle line, German printed line) of the same card
SAME = [
    # replacement effects: the event's verb last, "stattdessen" inside the effect (CR 614.1a)
    (  # Gisa, Glorious Resurrector (MID)
        "If a creature an opponent controls would die, exile it instead.",
        "Falls eine Kreatur, die ein Gegner kontrolliert, sterben würde, schicke sie "
        "stattdessen ins Exil.",
    ),
    (  # Leyline of the Void (M20)
        "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
        "Falls eine Karte von irgendwoher auf den Friedhof eines Gegners gelegt würde, schicke "
        "sie stattdessen ins Exil.",
    ),
    (  # the first clause of Crackling Emergence (NEO): "stattdessen" right after the verb
        "If enchanted land would be destroyed, instead sacrifice ~.",
        "Falls das verzauberte Land zerstört würde, opfere stattdessen die ~.",
    ),
    (  # Field Research (ZNR): "instead" inside one resolving ability
        "Draw two cards. If this spell was kicked, draw three cards instead.",
        "Ziehe zwei Karten. Falls die Bonuskosten dieses Zauberspruchs bezahlt wurden, ziehe "
        "stattdessen drei Karten.",
    ),
    # prevention shields (CR 615.7): Circle of Protection: Red (8ED, 9ED)
    (
        "{1}: The next time a red source of your choice would deal damage to you this turn, "
        "prevent that damage.",
        "{1}: Sobald eine rote Quelle, die du bestimmst, dir das nächste Mal in diesem Zug "
        "Schaden zufügen würde, verhindere diesen Schaden.",
    ),
    # generic mana printed without braces in a cost (4th/5th Edition German text)
    ("{4}, {T}: Draw a card.", "4, {T}: Ziehe eine Karte."),  # Jayemdae Tome (4ED)
    (
        "{2}, Sacrifice ~: Draw a card.",
        "2,opfere den ~: Ziehe eine Karte.",
    ),  # Brass Secretary (UDS)
    (  # Tezzeret, Artifice Master (M19)
        "[0]: Draw a card. If you control three or more artifacts, draw two cards instead.",
        "0: Ziehe eine Karte. Falls du drei oder mehr Artefakte kontrollierst, ziehe stattdessen "
        "zwei Karten.",
    ),
]


def _ast(text: str, lang: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang).abilities]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


def test_instead_is_required_for_a_replacement() -> None:
    """Without "stattdessen" the "würde" sentence is no replacement that the card states: it
    stays unparsed rather than guessed (CR 614.1a)."""
    card = parse(
        "Falls eine Kreatur, die ein Gegner kontrolliert, sterben würde, schicke sie ins Exil.",
        "de",
        lenient=True,
    )
    assert type(card.abilities[0]).__name__ == "Unparsed"


def test_instead_before_a_trigger_said_last_is_not_read() -> None:
    """The old printings' trigger-last order has no sentence to carry a "stattdessen"."""
    card = parse("Opfere stattdessen eine Kreatur, wenn der ~ ins Spiel kommt.", "de", lenient=True)
    assert type(card.abilities[0]).__name__ == "Unparsed"
