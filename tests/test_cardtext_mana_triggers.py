"""Triggered mana abilities of Auras on lands (CR 605.1b): "its controller adds an additional
{G}" (grammar/en/clauses/verbs_mana.lark) and German "erhöht sein Beherrscher seinen Manavorrat
um ein zusätzliches {G}" (grammar/de/clauses/verbs_mana.lark, the player after the verb): the
mana "additional" to the land's (CR 106.12) is the mana the ability adds, as the French and
German printings that leave the word out say."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

TRIGGER_EN = "Whenever enchanted land is tapped for mana, its controller adds "
TRIGGER_DE = (
    "Immer wenn das verzauberte Land für Mana getappt wird, erhöht sein Beherrscher seinen "
    "Manavorrat "
)

#: (English Oracle line, German printed line) of the same card
SAME = [
    (  # Wild Growth (7ED)
        TRIGGER_EN + "an additional {G}.",
        TRIGGER_DE + "um ein zusätzliches {G}.",
    ),
    (  # Fertile Ground (8ED)
        TRIGGER_EN + "an additional one mana of any color.",
        TRIGGER_DE + "um ein zusätzliches Mana einer beliebigen Farbe.",
    ),
    (  # Fertile Ground (INV): no "additional"
        TRIGGER_EN + "an additional one mana of any color.",
        TRIGGER_DE + "um ein Mana einer beliebigen Farbe.",
    ),
    # 1997-2003 "produziert es zusätzlich ..." (the land produces it: its controller adds it)
    (  # Wild Growth (5ED)
        TRIGGER_EN + "an additional {G}.",
        "Immer wenn das verzauberte Land für Mana getappt wird, produziert es zusätzlich G.",
    ),
    (  # Wild Growth (6ED)
        TRIGGER_EN + "an additional {G}.",
        "Immer wenn das verzauberte Land für Mana getappt wird, produziert es ein zusätzliches G.",
    ),
    (  # Fertile Ground (USG)
        TRIGGER_EN + "an additional one mana of any color.",
        "Immer wenn das verzauberte Land für Mana getappt wird, produziert es zusätzlich ein Mana "
        "einer beliebigen Farbe.",
    ),
    (  # Vernal Bloom (USG)
        "Whenever a Forest is tapped for mana, its controller adds an additional {G}.",
        "Immer wenn ein Wald für Mana getappt wird, produziert er zusätzlich G.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


def test_mana_produced_instead_stays_unparsed() -> None:
    """ "produziert es {B} statt des normalen Typs" (Contamination): the land's mana replaced,
    not mana added; not read as "zusätzlich"."""
    from rulesparser import ParseError, parse

    with pytest.raises(ParseError):
        parse(
            "Immer wenn ein Land für Mana getappt wird, produziert es {B} statt des normalen Typs "
            "und der normalen Anzahl.",
            "de",
        )


def test_additional_mana_is_the_mana_added() -> None:
    # Overgrowth (9ED): French "son contrôleur ajoute {G}{G} à sa réserve"
    assert _ast(TRIGGER_EN + "an additional {G}{G}.", "en") == _ast(
        "À chaque fois que le terrain enchanté est engagé pour du mana, son contrôleur ajoute "
        "{G}{G} à sa réserve.",
        "fr",
    )
