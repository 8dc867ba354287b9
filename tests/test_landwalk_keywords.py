"""Landwalk keywords (CR 702.14): plainswalk, printed in English (Boggart Arsonists, Zodiac
Rooster), French « Traversée des plaines » and German "Ebenentarnung", expands as the other
landwalks do (702.14c with its land type written in) and gives one AST in the three languages;
its printed reminder is a known one (no finding)."""

from __future__ import annotations

from _card_ast import abilities_json

from rulesparser import parse


def test_plainswalk_in_three_languages() -> None:
    en = abilities_json("Plainswalk", "en")
    assert en == abilities_json("Traversée des plaines", "fr")
    assert en == abilities_json("Ebenentarnung", "de")
    assert en[0]["name"] == "plainswalk"


def test_plainswalk_reads_like_swampwalk_with_plains() -> None:
    plains = abilities_json("Plainswalk", "en")[0]["abilities"]
    swamp = abilities_json("Swampwalk", "en")[0]["abilities"]
    assert str(plains).replace("plains", "swamp") == str(swamp)


def test_plainswalk_reminder_has_no_finding() -> None:
    (kw,) = parse(
        "Plainswalk (This creature can't be blocked as long as defending player controls a"
        " Plains.)",
        "en",
    ).abilities
    assert kw.findings == ()
