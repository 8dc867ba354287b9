"""German printed lines of the newest sets' mechanics (2017-2022: adventurers, foretell, ...,
MTGJSON foreignData of the development sets): each gives the same AST as the English Oracle
line of the same card; a line whose reading is unsure stays unparsed."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    """The abilities of a card text with its card name given (strict parse), as JSON without
    source and findings."""
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    # Garenbrig Squire (ELD): "ein Kreaturenzauber mit einem Abenteuer" (CR 715.1)
    (
        "Garenbrig Squire",
        "Whenever you cast a creature spell that has an Adventure, Garenbrig Squire gets +1/+1 "
        "until end of turn.",
        "Garenbruck-Junker",
        "Immer wenn du einen Kreaturenzauber mit einem Abenteuer wirkst, erhält der "
        "Garenbruck-Junker +1/+1 bis zum Ende des Zuges.",
    ),
    # Mysterious Pathlighter (ELD): the same qualifier before a relative clause
    (
        "Mysterious Pathlighter",
        "Each creature you control that has an Adventure enters the battlefield with an "
        "additional +1/+1 counter on it.",
        "Mysteriöser Pfadleuchter",
        "Jede Kreatur mit einem Abenteuer, die du kontrollierst, kommt mit einer zusätzlichen "
        "+1/+1-Marke ins Spiel.",
    ),
    # Poison the Cup (KHM), Haunting Voyage (KHM): "Falls dieser Zauberspruch vorherbestimmt
    # wurde" (if this spell was foretold, CR 702.143c)
    (
        "Poison the Cup",
        "Destroy target creature. If this spell was foretold, scry 2.",
        "Vergifteter Kelch",
        "Zerstöre eine Kreatur deiner Wahl. Falls dieser Zauberspruch vorherbestimmt wurde, "
        "wende Hellsicht 2 an.",
    ),
    (
        "Haunting Voyage",
        "Choose a creature type. Return up to two creature cards of the chosen type from your "
        "graveyard to the battlefield. If this spell was foretold, return all creature cards of "
        "the chosen type from your graveyard to the battlefield instead.",
        "Gespenstische Reise",
        "Bestimme einen Kreaturentyp. Bringe bis zu zwei Kreaturenkarten des bestimmten Typs "
        "aus deinem Friedhof ins Spiel zurück. Falls dieser Zauberspruch vorherbestimmt wurde, "
        "bringe stattdessen alle Kreaturenkarten des bestimmten Typs aus deinem Friedhof ins "
        "Spiel zurück.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_line_gives_the_english_ast(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


@pytest.mark.parametrize(
    "line",
    [
        # another object than this spell said to be foretold: its past is not read
        "Falls eine Kreatur vorherbestimmt wurde, ziehe eine Karte.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
