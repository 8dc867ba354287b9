"""An ability MTGJSON prints over two lines: a line that begins with a personal pronoun ("It",
"Sie", "Elle") stands for an object named on the line before it (CR 608.2c), so it is left
unparsed rather than read about this object; the impersonal "Es gibt" / "Il n'y a" is no
pronoun of an object and still reads. Real printed texts, each named."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import Unparsed

#: Word of Seizing (Time Spiral), German: the ability's last sentence on a line of its own
WORD_OF_SEIZING_DE = (
    "Sekundenbruchteil (Solange dieser Zauberspruch sich auf dem Stapel befindet, können Spieler "
    "keine Zaubersprüche oder aktivierte Fähigkeiten spielen, die keine Manafähigkeiten sind.)"
    "Enttappe eine bleibende Karte deiner Wahl und übernimm bis zum Ende des Zuges die Kontrolle "
    "über sie.\n Sie erhält Eile bis zum Ende des Zuges."
)


def test_pronoun_line_of_a_broken_ability_stays_unparsed() -> None:
    """Word of Seizing: "Sie erhält Eile" is the permanent whose control was gained (Oracle "It
    gains haste until end of turn." in the same ability), not this spell: that line is unparsed,
    the line before it keeps its reading."""
    card = parse(WORD_OF_SEIZING_DE, "de", card_name="Wort der Beschlagnahme", lenient=True)
    unparsed = [a for a in card.abilities if isinstance(a, Unparsed)]
    assert [a.source.text.strip() for a in unparsed] == ["Sie erhält Eile bis zum Ende des Zuges."]
    assert any(
        not isinstance(a, Unparsed) and a.source.line == 1 and "übernimm" in a.source.text
        for a in card.abilities
    )


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "It gains haste until end of turn."),
        ("de", "Sie erhält Eile bis zum Ende des Zuges."),
        ("de", "Er erhält Eile bis zum Ende des Zuges."),
        ("fr", "Elle acquiert la célérité jusqu'à la fin du tour."),
        ("fr", "Il acquiert la célérité jusqu'à la fin du tour."),
    ],
)
def test_line_beginning_with_a_pronoun_is_not_read(lang: str, line: str) -> None:
    with pytest.raises(ParseError, match="first on a line"):
        parse(line, lang)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        # Spellbook (7th Edition), German and French: "there is no maximum hand size"
        (
            "de",
            "Es gibt keine Obergrenze für die Anzahl der Karten, die du auf der Hand halten darfst.",
        ),
        ("fr", "Il n'y a pas de limite au nombre de cartes dans votre main."),
        ("en", "You have no maximum hand size."),
    ],
)
def test_impersonal_subject_still_reads(lang: str, line: str) -> None:
    (ability,) = parse(line, lang).abilities
    assert ability.to_json()["type"] == "maximum_hand_size"
