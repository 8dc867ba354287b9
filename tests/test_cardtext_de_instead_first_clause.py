"""German "stattdessen" (instead, CR 614.1a inside one resolving ability, CR 608.2c) said in
the first of several clauses after a leading "Falls ...": the clauses together replace the
sentence before, as the Oracle templating since 2020 says it with a leading "instead" ("If
it's a Human, instead it gets +3/+3 and gains indestructible"); "stattdessen" in a later
clause only keeps the older reading (a replacement of an event said with "würde"). Also
"stattdessen" after "neutralisiere", "erzeuge" (mana), "wende ... Hellsicht an" and between a
returned object and its destination. Real printed lines, each against its card's English
Oracle line."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.ast import strip_meta


def _ast(text: str, lang: str, name: str) -> list[object]:
    """The abilities of a card text with its card name (strict parse), without source data."""
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle text, German name, printed text)
SAME = [
    # Flare of Faith (DMU)
    (
        "Flare of Faith",
        "Target creature gets +2/+2 until end of turn. If it's a Human, instead it gets +3/+3 "
        "and gains indestructible until end of turn.",
        "Glaubensfackel",
        "Eine Kreatur deiner Wahl erhält +2/+2 bis zum Ende des Zuges. Falls sie ein Mensch "
        "ist, erhält sie stattdessen +3/+3 und Unzerstörbarkeit bis zum Ende des Zuges.",
    ),
    # Regent's Authority (DMU)
    (
        "Regent's Authority",
        "Target creature gets +2/+2 until end of turn. If it's an enchantment creature or "
        "legendary creature, instead put a +1/+1 counter on it and it gets +1/+1 until end of "
        "turn.",
        "Autorität der Regentin",
        "Eine Kreatur deiner Wahl erhält +2/+2 bis zum Ende des Zuges. Falls es eine "
        "Verzauberungskreatur oder eine legendäre Kreatur ist, lege stattdessen eine "
        "+1/+1-Marke auf sie und sie erhält +1/+1 bis zum Ende des Zuges.",
    ),
    # Careful Consideration (TSR)
    (
        "Careful Consideration",
        "Target player draws four cards, then discards three cards. If you cast this spell "
        "during your main phase, instead that player draws four cards, then discards two "
        "cards.",
        "Sorgfältige Überlegung",
        "Ein Spieler deiner Wahl zieht vier Karten und wirft dann drei Karten ab. Falls du "
        "diesen Zauberspruch während deiner Hauptphase gewirkt hast, zieht der Spieler "
        "stattdessen vier Karten und wirft dann zwei Karten ab.",
    ),
    # Anticognition (MH2): "neutralisiere stattdessen jenen Zauberspruch und wende dann ..."
    (
        "Anticognition",
        "Counter target creature or planeswalker spell unless its controller pays {2}. If an "
        "opponent has eight or more cards in their graveyard, instead counter that spell, then "
        "scry 2.",
        "Antikognition",
        "Neutralisiere einen Kreaturen- oder Planeswalkerzauber deiner Wahl, es sei denn, sein "
        "Beherrscher bezahlt {2}. Falls ein Gegner acht oder mehr Karten in seinem Friedhof "
        "hat, neutralisiere stattdessen jenen Zauberspruch und wende dann Hellsicht 2 an.",
    ),
    # Prohibit (DMU): "neutralisiere stattdessen jenen Zauberspruch, falls ..."
    (
        "Prohibit",
        "Counter target spell if its mana value is 2 or less. If this spell was kicked, "
        "counter that spell if its mana value is 4 or less instead.",
        "Verbieten",
        "Neutralisiere einen Zauberspruch deiner Wahl, falls seine umgewandelten Manakosten 2 "
        "oder weniger betragen. Falls die Bonuskosten dieses Zauberspruchs bezahlt wurden, "
        "neutralisiere stattdessen jenen Zauberspruch, falls seine umgewandelten Manakosten 4 "
        "oder weniger betragen.",
    ),
    # Precognitive Perception (RNA): "wende stattdessen Hellsicht 3 an und ziehe dann ..."
    (
        "Precognitive Perception",
        "Draw three cards.\nAddendum — If you cast this spell during your main phase, instead "
        "scry 3, then draw three cards.",
        "Vorausahnende Wahrnehmung",
        "Ziehe drei Karten.\nAddendum — Falls du diesen Zauberspruch in deiner Hauptphase "
        "gewirkt hast, wende stattdessen Hellsicht 3 an und ziehe dann drei Karten.",
    ),
    # Leafkin Druid (M20): "erzeuge stattdessen {G}{G}"
    (
        "Leafkin Druid",
        "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead.",
        "Blattsippen-Druide",
        "{T}: Erzeuge {G}. Falls du vier oder mehr Kreaturen kontrollierst, erzeuge "
        "stattdessen {G}{G}.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_instead_gives_the_oracle_ast(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _ast(de, "de", de_name) == _ast(en, "en", en_name)


def test_instead_in_the_first_clause_replaces_the_whole_sentence_before() -> None:
    """Flare of Faith: both the +3/+3 and indestructible are what happens instead of +2/+2
    (CR 608.2c), not +3/+3 instead and indestructible besides."""
    (ability,) = parse(SAME[0][3], "de", card_name=SAME[0][2]).abilities
    effect = strip_meta(ability.to_json())["effect"]
    assert effect["type"] == "instead"
    assert [e["type"] for e in effect["effect"]["effects"]] == ["modify_pt", "gain_ability"]
    assert effect["replaced"]["type"] == "modify_pt"
