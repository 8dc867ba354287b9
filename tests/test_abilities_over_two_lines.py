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


#: Grand Coliseum (Onslaught), German: the damage of the last mana ability on a line of its own
GRAND_COLISEUM_DE = (
    "Das große Kolosseum kommt getappt ins Spiel.{T}: Erhöhe deinen Manavorrat um ein farbloses "
    "Mana.\n{T}: Erhöhe deinen Manavorrat um ein Mana einer beliebigen Farbe.\n Das große "
    "Kolosseum fügt dir 1 Schadenspunkt zu."
)


def test_spell_line_of_a_permanent_with_a_tap_ability_stays_unparsed() -> None:
    """Grand Coliseum: "Das große Kolosseum fügt dir 1 Schadenspunkt zu." is the end of the
    mana ability before it (Oracle "{T}: Add one mana of any color. Grand Coliseum deals 1
    damage to you."), not a spell ability, which a permanent does not have (CR 113.3a)."""
    card = parse(GRAND_COLISEUM_DE, "de", card_name="Das große Kolosseum", lenient=True)
    unparsed = [a for a in card.abilities if isinstance(a, Unparsed)]
    assert [a.source.line for a in unparsed] == [3]
    with pytest.raises(ParseError, match="spell ability on a face with a"):
        parse(GRAND_COLISEUM_DE, "de", card_name="Das große Kolosseum")


def test_spell_lines_of_a_sorcery_still_read() -> None:
    """Harrow (6th Edition), German: a sorcery's instructions over two lines are read (no {T}
    ability on the face); its third line " Mische danach Deine Bibliothek." opens with a
    continuation and is read by no line alone (parser._line_initial_continuation: a
    knowledge-base build reads each line apart), so it stays unparsed."""
    card = parse(
        "Opfere ein Land als zusätzliche Kosten, um Brandrodung zu spielen.\nDurchsuche Deine "
        "Bibliothek nach bis zu zwei Standardländern und bringe diese ins Spiel.\n Mische danach "
        "Deine Bibliothek.",
        "de",
        card_name="Brandrodung",
        lenient=True,
    )
    assert not any(isinstance(a, Unparsed) for a in card.abilities[1:-1])
    assert isinstance(card.abilities[-1], Unparsed)


#: (English Oracle text, German printed text over two lines) of the same card: the second line
#: only restricts the activated ability of the first (CR 602.5b)
RESTRICTION_ON_ITS_OWN_LINE = [
    (  # Iron Star (5th Edition): the 1994-1997 "when a red spell is successfully cast"
        "Whenever a player casts a red spell, you may pay {1}. If you do, you gain 1 life.",
        "{1}: Du erhältst 1 Lebenspunkt dazu.\nBenutze diese Fähigkeit nur, wenn ein roter "
        "Zauberspruch erfolgreich gesprochen wurde, und nur einmal pro Spruch.",
    ),
    (  # Skyshroud Troopers (Stronghold): "as a mana source", a mana ability (CR 605.1a)
        "{T}: Add {G}.",
        "{T}: Erhöhe Deinen Manavorrat um G.\nSpiele diese Fähigkeit wie eine Manaquelle.",
    ),
    (  # Colossus of Sardia's Oracle ability, worded as Leviathan (5th Edition) prints it
        "{9}: Untap ~. Activate only during your upkeep.",
        "{9}: Enttappe den ~.\nBenutze diese Fähigkeit nur während Deiner Versorgungsphase.",
    ),
]


@pytest.mark.parametrize(("en", "de"), RESTRICTION_ON_ITS_OWN_LINE)
def test_restriction_on_its_own_line_joins_the_ability_before(en: str, de: str) -> None:
    from _card_ast import abilities_json

    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_restriction_line_joins_only_an_activated_ability_just_before() -> None:
    """After a line that is no activated ability (here a static one), the restriction has no
    ability to restrict: it stays unparsed; a line after an activated ability that is no
    restriction is an ability of its own."""
    card = parse(
        "Der ~ kann nicht blocken.\nBenutze diese Fähigkeit nur während Deiner Versorgungsphase.",
        "de",
        lenient=True,
    )
    assert [type(a).__name__ for a in card.abilities][1] == "Unparsed"
    card = parse("{T}: Ziehe eine Karte.\nDer ~ kann nicht blocken.", "de", lenient=True)
    assert len(card.abilities) == 2
    assert not any(isinstance(a, Unparsed) for a in card.abilities)
