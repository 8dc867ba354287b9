"""German relative clauses that negate one type of the object ("eine Kreatur, die kein Spielstein
ist"): the word non<type> of CR 205.4 (a non-Vampire creature, a nontoken creature), the same
AST as the English Oracle line; a relative clause after a trigger's verb is read on the object
before it only for such a negation, and any other word it says leaves the line unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ParseError, parse


@pytest.mark.parametrize(
    ("name", "en", "de"),
    [
        (
            "Hour of Reckoning",
            "Destroy all nontoken creatures.",
            "Zerstöre alle Kreaturen, die kein Spielstein sind.",
        ),
        (
            "Anowon, the Ruin Sage",
            "At the beginning of your upkeep, each player sacrifices a non-Vampire creature.",
            "Zu Beginn deines Versorgungssegments opfert jeder Spieler eine Kreatur, die kein "
            "Vampir ist.",
        ),
        (
            "Harvester of Souls",
            "Whenever another nontoken creature dies, you may draw a card.",
            "Immer wenn eine andere Kreatur stirbt, die kein Spielstein ist, kannst du eine Karte "
            "ziehen.",
        ),
        (
            "Soul of the Harvest",
            "Whenever another nontoken creature enters the battlefield under your control, you "
            "may draw a card.",
            "Immer wenn eine andere Kreatur, die kein Spielstein ist, unter deiner Kontrolle ins "
            "Spiel kommt, kannst du eine Karte ziehen.",
        ),
        (
            "The World Spell",
            "III — Put up to two non-Saga permanent cards from your hand onto the battlefield.",
            "III — Bringe bis zu zwei bleibende Karten, die keine Sagen sind, aus deiner Hand ins "
            "Spiel.",
        ),
    ],
)
def test_a_negated_subtype_or_token_is_the_non_word(name: str, en: str, de: str) -> None:
    assert abilities_json(de, "de") == abilities_json(en, "en"), name


def test_harvester_of_souls_object() -> None:
    (ab,) = parse(
        "Immer wenn eine andere Kreatur stirbt, die kein Spielstein ist, kannst du eine Karte "
        "ziehen.",
        "de",
    ).abilities
    assert ab.trigger.object.filter == ("another", "nontoken", "creature")


@pytest.mark.parametrize(
    "line",
    [
        # "that isn't a basic land": two words, not one negated type
        "Bestimme eine Karte deiner Wahl in einem Friedhof, die kein Standardland ist.",
        # a relative clause after the verb of an object that has qualifiers of its own
        "Immer wenn eine Kreatur, die du kontrollierst, stirbt, die kein Spielstein ist, "
        "kannst du eine Karte ziehen.",
    ],
)
def test_other_relative_clauses_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
