"""German quantities said of each object of a group: "Lege je eine +1/+1-Marke auf bis zu zwei
Kreaturen deiner Wahl" (a counter on each of them, CR 122.1), "wende Beistand 2 an" (support,
CR 701.35a, whose reminder says the same), "für jede Kreatur, die im Spiel ist" (each creature
on the battlefield, CR 110.1). Real printed German lines (MTGJSON foreignData of the development
sets) give the AST of the English Oracle line of the same card; a token copy of "it" for each
object counted stays unparsed (CR 608.2c: "it" is each of them in turn)."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    (
        "Grind // Dust",
        "Put a -1/-1 counter on each of up to two target creatures.",
        "Zermahlen // Staub",
        "Lege je eine -1/-1-Marke auf bis zu zwei Kreaturen deiner Wahl.",
    ),
    (
        "Jukai Preserver",
        "Channel — {2}{G}, Discard Jukai Preserver: Put a +1/+1 counter on each of up to two "
        "target creatures you control.",
        "Jukai-Bewahrerin",
        "Blutzoll — {2}{G}, wirf die Jukai-Bewahrerin ab: Lege je eine +1/+1-Marke auf bis zu "
        "zwei Kreaturen deiner Wahl, die du kontrollierst.",
    ),
    # "wende Beistand 2 an" (apply support 2) with its reminder
    (
        "Expedition Raptor",
        "When Expedition Raptor enters the battlefield, support 2. (Put a +1/+1 counter on each "
        "of up to two other target creatures.)",
        "Expeditionsraubvogel",
        "Wenn der Expeditionsraubvogel ins Spiel kommt, wende Beistand 2 an. (Lege je eine "
        "+1/+1-Marke auf bis zu zwei andere Kreaturen deiner Wahl.)",
    ),
    # 1994-2008 ", die im Spiel ist" (on the battlefield, whoever controls it)
    (
        "Congregate",
        "Target player gains 2 life for each creature on the battlefield.",
        "Zusammenkunft",
        "Ein Spieler Deiner Wahl erhält für jede Kreatur, die im Spiel ist, 2 Lebenspunkte dazu.",
    ),
    (
        "Mogg Squad",
        "Mogg Squad gets -1/-1 for each other creature on the battlefield.",
        "Moggkommando",
        "Das Moggkommando erhält -1/-1 für jede andere Kreatur, die im Spiel ist.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_each_counted_gives_the_english_ast(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_a_copy_of_it_for_each_object_counted_stays_unparsed() -> None:
    """Hour of Eternity: "einen Spielstein, der eine Kopie von ihr ist" for each card is a copy
    of each card in turn, not that many copies of one object."""
    with pytest.raises(ParseError):
        parse(
            "Schicke X Kreaturenkarten deiner Wahl aus deinem Friedhof ins Exil. Erzeuge für jede "
            "auf diese Weise ins Exil geschickte Karte einen Spielstein, der eine Kopie von ihr "
            "ist, außer dass er ein 4/4 schwarzer Zombie ist.",
            "de",
        )
