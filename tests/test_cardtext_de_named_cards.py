"""German names of cards and tokens in rules text ("eine Karte namens ...", "Karten mit dem
Namen ...", "ein ... Kreaturenspielstein namens ..."): the English name in the AST (CR 201.2,
111.4), from locales/de/card_names.yaml (scripts/build_card_names.py); real printed German lines
give the same AST as the English Oracle line of the same card, and a name the list lacks stays
unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import parse
from rulesparser.ast import Unparsed

# (English Oracle line, German printed line) of the same card (set code and card name in the
# comment; the card's name is "~")
SAME = [
    # a card searched by its name, with an apposition closed by a comma: AER Ajani's Aid
    (
        "When ~ enters the battlefield, you may search your library and/or graveyard for a card"
        " named Ajani, Valiant Protector, reveal it, and put it into your hand. If you search"
        " your library this way, shuffle.",
        "Wenn ~ ins Spiel kommt, kannst du deine Bibliothek und/oder deinen Friedhof nach einer"
        " Karte namens Ajani, kühner Beschützer, durchsuchen, sie offen vorzeigen und auf deine"
        " Hand nehmen. Falls du auf diese Weise deine Bibliothek durchsuchst, mische sie danach.",
    ),
    # "namens X oder Y": either name (FRF Renowned Weaponsmith)
    (
        "{U}, {T}: Search your library for a card named Heart-Piercer Bow or Vial of Dragonfire,"
        " reveal it, put it into your hand, then shuffle.",
        "{U}, {T}: Durchsuche deine Bibliothek nach einer Karte namens Herzstecherbogen oder"
        " Phiole mit Drachenfeuer, zeige sie offen vor, nimm sie auf deine Hand und mische dann"
        " deine Bibliothek.",
    ),
    # a creature named in a condition: M14 Marauding Maulhorn
    (
        "~ attacks each combat if able unless you control a creature named Advocate of the Beast.",
        "Das ~ greift in jedem Kampf an, falls möglich, es sei denn, du kontrollierst eine"
        " Kreatur namens Fürsprecher der Bestie.",
    ),
    # a land named among the objects counted: OGW Walker of the Wastes
    (
        "~ gets +1/+1 for each land you control named Wastes.",
        "Der ~ erhält +1/+1 für jedes Land namens Ödnis, das du kontrollierst.",
    ),
    # "mit dem Namen ~" (the card's own name): EMN Galvanic Bombardment
    (
        "~ deals X damage to target creature, where X is 2 plus the number of cards named ~ in"
        " your graveyard.",
        "Der ~ fügt einer Kreatur deiner Wahl X Schadenspunkte zu, wobei X gleich 2 plus der"
        " Anzahl an Karten mit dem Namen ~ in deinem Friedhof ist.",
    ),
    # a token's name: TSR Sliversmith, TSR Llanowar Mentor
    (
        "{1}, {T}, Discard a card: Create a 1/1 colorless Sliver artifact creature token named"
        " Metallic Sliver.",
        "{1}, {T}, wirf eine Karte ab: Erzeuge einen 1/1 farblosen"
        " Remasuri-Artefaktkreaturenspielstein namens Metallischer Remasuri.",
    ),
    (
        "{G}, {T}, Discard a card: Create a 1/1 green Elf Druid creature token named Llanowar"
        ' Elves. It has "{T}: Add {G}."',
        "{G}, {T}, wirf eine Karte ab: Erzeuge einen 1/1 grünen Elf-Druide-Kreaturenspielstein"
        ' namens Llanowarelfen. Er hat "{T}: Erzeuge {G}."',
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_names_read_as_the_english_oracle_line(en: str, de: str) -> None:
    assert ast(de, "de") == ast(en, "en")


def test_a_token_named_after_its_keywords() -> None:
    """ "... Kreaturenspielstein mit Flugfähigkeit namens Wolkentänzer" (the name said after
    the keywords) is the token the English "... creature token with flying named Cloud Sprite"
    creates."""
    de = (
        "Erzeuge einen 1/1 blauen Feenwesen-Kreaturenspielstein mit Flugfähigkeit namens"
        " Wolkentänzer."
    )
    en = "Create a 1/1 blue Faerie creature token with flying named Cloud Sprite."
    assert ast(de, "de") == ast(en, "en")


@pytest.mark.parametrize(
    "de",
    [
        # a name the generated list does not give the English name of: no guessed name
        "Durchsuche deine Bibliothek nach einer Karte namens König der Gnome, zeige sie offen"
        " vor, nimm sie auf deine Hand und mische dann deine Bibliothek.",
        "Erzeuge einen 1/1 grünen Elf-Kreaturenspielstein namens König der Gnome.",
    ],
)
def test_an_unknown_name_stays_unparsed(de: str) -> None:
    card = parse(de, "de", lenient=True)
    assert isinstance(card.abilities[0], Unparsed)
