"""The intervening "if" of a spell that became a permanent (CR 601.2, 603.4): French "si vous
l'avez lancé" and German "und falls du ihn gewirkt hast" as English "if you cast it" (from any
zone, ``WasCast.zone`` "any"), told from "from your hand"."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse

CASES = [
    # Retriever Phoenix (STX)
    (
        "When ~ enters the battlefield, if you cast it, learn.",
        "Quand le ~ arrive sur le champ de bataille, si vous l'avez lancé, apprenez.",
        "Wenn der ~ ins Spiel kommt und falls du ihn gewirkt hast, lerne eine Lektion.",
    ),
]


@pytest.mark.parametrize(("en", "fr", "de"), CASES)
def test_if_you_cast_it_reads_the_same_in_three_languages(en: str, fr: str, de: str) -> None:
    oracle = abilities_json(en, "en")
    assert abilities_json(fr, "fr") == oracle
    assert abilities_json(de, "de") == oracle


def test_cast_from_any_zone_or_from_the_hand() -> None:
    (any_zone,) = parse(
        "Wenn der ~ ins Spiel kommt und falls du ihn gewirkt hast, ziehe eine Karte.", "de"
    ).abilities
    (hand,) = parse(
        "Wenn der ~ ins Spiel kommt und falls du ihn aus deiner Hand gewirkt hast, ziehe eine "
        "Karte.",
        "de",
    ).abilities
    assert isinstance(any_zone.condition, A.WasCast) and any_zone.condition.zone == "any"
    assert hand.condition.zone == "hand"


def test_cast_from_another_zone_stays_unparsed() -> None:
    line = (
        "Wenn der ~ ins Spiel kommt und falls du ihn aus deinem Friedhof gewirkt hast, ziehe "
        "eine Karte."
    )
    card = parse(line, "de", lenient=True)
    assert [type(a).__name__ for a in card.abilities] == ["Unparsed"]
