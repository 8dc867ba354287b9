"""German printed lines of 1995-2000 (4th Edition to Nemesis) in the compositional grammar: the
old words and frames of recurring sentences ("irgendeiner Deiner Gegner", "mit Stärke 2 oder
kleiner", "solange sie nicht getappt ist", "eine Kreatur Deiner Wahl, die den ~ blockt",
"Wähle ... aus Deiner Hand und bringe diese Kreatur ins Spiel", "während der Versorgungsphase
eines Spielers", "kann im Kampf nicht von nur einer Kreatur geblockt werden", "~ zählt als
Engel"): each gives the AST of the English Oracle line of the same card, and a line whose old
wording is unsure stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse
from rulesparser.ast import Unparsed

#: (English Oracle line, German printed line) of the same card
SAME = [
    (  # Freyalise's Charm (ICE): "irgendeiner Deiner Gegner" (any of your opponents)
        "Whenever an opponent casts a black spell, you draw a card.",
        "Wenn irgendeiner Deiner Gegner erfolgreich einen schwarzen Zauberspruch spricht, "
        "ziehe eine Karte.",
    ),
    (  # Sunweb (6ED): "2 oder kleiner" (2 or less)
        "~ can't block creatures with power 2 or less.",
        "Das ~ kann Kreaturen mit Stärke 2 oder kleiner nicht blocken.",
    ),
    (  # Last Breath (MMQ): "2 oder geringer"
        "Exile target creature with power 2 or less. Its controller gains 4 life.",
        "Entferne eine Kreatur Deiner Wahl mit Stärke 2 oder geringer ganz aus dem Spiel. "
        "Deren Beherrscher erhält 4 Lebenspunkte dazu.",
    ),
    (  # Barbed-Back Wurm (MIR): a creature blocking this one
        "{B}: Target green creature blocking ~ gets -1/-1 until end of turn.",
        "{B}: Eine grüne Kreatur Deiner Wahl, die den ~ blockt, erhält -1/-1 bis zum Ende des "
        "Zuges.",
    ),
    (  # Master of Arms (WTH)
        "{1}{W}: Tap target creature blocking ~.",
        "{1}{W}: Tappe eine Kreatur Deiner Wahl, die den ~ blockt.",
    ),
    (  # Unearth (ULG): the card chosen is the card put onto the battlefield
        "Return target creature card with mana value 3 or less from your graveyard to the "
        "battlefield.",
        "Wähle eine Kreaturenkarte Deiner Wahl mit Gesamtspruchkosten von 3 oder weniger aus "
        "Deinem Friedhof und bringe diese Kreatur ins Spiel.",
    ),
    (  # Karmic Guide (ULG)
        "When ~ enters the battlefield, return target creature card from your graveyard to the "
        "battlefield.",
        "Wenn der ~ ins Spiel kommt, nimm eine Kreaturenkarte Deiner Wahl aus Deinem Friedhof "
        "und bringe diese Kreatur ins Spiel.",
    ),
    (  # Hymn of Rebirth (ICE): "von irgendeinem Friedhof", "als wäre sie gerade beschworen
        # worden" (summoning sickness, which it has anyway)
        "Put target creature card from a graveyard onto the battlefield under your control.",
        "Nimm eine Kreatur Deiner Wahl von irgendeinem Friedhof und bringe sie direkt unter "
        "Deiner Kontrolle ins Spiel, als wäre sie gerade beschworen worden.",
    ),
    (  # Quicksilver Amulet (ULG): from the hand, a hidden zone: "you may"
        "{4}, {T}: You may put a creature card from your hand onto the battlefield.",
        "4, {T}: Wähle eine Kreaturenkarte von Deiner Hand und bringe diese Kreatur ins Spiel.",
    ),
    (  # Skyshroud Ranger (TMP): "Bestimme ... und bringe diese ins Spiel"
        "{T}: You may put a land card from your hand onto the battlefield. Activate only as a "
        "sorcery.",
        "{T}: Bestimme eine Landkarte aus Deiner Hand und bringe diese ins Spiel. Spiele diese "
        "Fähigkeit wie eine Hexerei.",
    ),
    (  # Awakening (STH): "der Versorgungsphase eines Spielers" (each player's upkeep)
        "At the beginning of each upkeep, untap all creatures and lands.",
        "Enttappe zu Beginn der Versorgungsphase eines Spielers alle Kreaturen und Länder.",
    ),
    (  # Stalking Tiger (6ED): "im Kampf", "von nicht mehr als einer Kreatur"
        "~ can't be blocked by more than one creature.",
        "Der ~ kann im Kampf von nicht mehr als einer Kreatur geblockt werden.",
    ),
    (  # Seal of Removal (NEM): "Opfer" for "Opfere"
        "Sacrifice ~: Return target creature to its owner's hand.",
        "Opfer das ~: Bringe eine Kreatur Deiner Wahl zurück auf die Hand ihres Besitzers.",
    ),
    (  # Radiant, Archangel (ULG): the creature type a legend's type line had no room for
        "~ is an Angel in addition to its other types.",
        "~ zählt als Engel.",
    ),
    (  # Giant Tortoise (4ED): "nicht getappt" (untapped)
        "~ gets +0/+3 as long as it's untapped.",
        "Die ~ erhält +0/+3, solange sie nicht getappt ist.",
    ),
    (  # Wall of Spears (4ED): a keyword line ending with the old wall sentence
        "Defender\nFirst strike",
        "Erstschlag, zählt als Mauer",
    ),
]


def _sorted(abilities: list[object]) -> list[str]:
    return sorted(repr(a) for a in abilities)


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _sorted(_ast(de, "de")) == _sorted(_ast(en, "en"))


def test_the_blocker_of_this_creature_is_named_in_the_filter() -> None:
    [ability] = parse("{B}{B}: Destroy target creature blocking ~.", "en").abilities
    assert "blocking:self" in ability.effect.object.filter


#: old lines that stay unparsed: what they say is not sure
UNSURE = [
    # Untamed Wilds (4ED): a card "taken" from a library is a search (Oracle "Search your
    # library for a basic land card"), not a card put from a known zone
    "Nimm ein Standard-Land aus Deiner Bibliothek und bringe es sofort ins Spiel.",
    # Flash (MIR): "als ob sie gerade gesprochen worden wäre" (as though it had been cast) is
    # more than summoning sickness
    "Wähle eine Kreaturenkarte aus Deiner Hand und bringe diese Kreatur direkt ins Spiel, als ob "
    "sie gerade gesprochen worden wäre.",
]


@pytest.mark.parametrize("de", UNSURE)
def test_unsure_old_line_stays_unparsed(de: str) -> None:
    with pytest.raises(ParseError):
        parse(de, "de")
    assert isinstance(parse(de, "de", lenient=True).abilities[0], Unparsed)
