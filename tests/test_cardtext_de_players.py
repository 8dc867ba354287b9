"""German player phrases of the card-text grammar (grammar/de/phrases/players.lark and the
clauses that take them): real printed German lines (MTGJSON foreignData of the development
sets) give the same AST as the English Oracle line of the same card (CR 102: players)."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    # "jeder andere Spieler" / "alle anderen Spieler": each player but you (CR 102.1)
    (
        "Urborg Syphon-Mage",
        "{2}{B}, {T}, Discard a card: Each other player loses 2 life. You gain life equal to the "
        "life lost this way.",
        "Urborg-Syphonmagier",
        "{2}{B}, {T}, wirf eine Karte ab: Jeder andere Spieler verliert 2 Lebenspunkte. Du "
        "erhältst so viele Lebenspunkte dazu, wie auf diese Weise Lebenspunkte verloren wurden.",
    ),
    (
        "Rampage of the Valkyries",
        "Whenever an Angel you control dies, each other player sacrifices a creature.",
        "Raserei der Walküren",
        "Immer wenn ein Engel, den du kontrollierst, stirbt, opfert jeder andere Spieler eine "
        "Kreatur.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_player_phrase_gives_the_english_ast(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_all_other_players_is_each_other_player() -> None:
    """Urborg Syphon-Mage (Time Spiral "Timeshifted" German printing, 'Alle anderen Spieler
    verlieren'): the plural says the same as 'jeder andere Spieler'."""
    (ability,) = parse("Alle anderen Spieler verlieren 2 Lebenspunkte.", "de").abilities
    assert strip_meta(ability.to_json()) == strip_meta(
        parse("Each other player loses 2 life.", "en").abilities[0].to_json()
    )
