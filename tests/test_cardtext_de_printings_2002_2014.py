"""German printed lines of the 2002-2014 sets (Torment ... Magic 2015, MTGJSON foreignData of the
development sets): each gives the same AST as the English Oracle text of the same card; a line
whose reading is unsure stays unparsed."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    """The abilities of a card text with its card name given (strict parse), as JSON without
    source and findings."""
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle text, German name, printed text)
SAME = [
    # Stronghold Rats (FUT), Dragon Mage (SCG): "werfen alle Spieler ... ab" (the plural verb
    # after "alle Spieler", each player, CR 701.9a)
    (
        "Stronghold Rats",
        "Whenever Stronghold Rats deals combat damage to a player, each player discards a card.",
        "Felsenburgratten",
        "Immer wenn die Felsenburgratten einem Spieler Kampfschaden zufügen, werfen alle Spieler "
        "eine Karte aus ihrer Hand ab.",
    ),
    (
        "Dragon Mage",
        "Flying\nWhenever Dragon Mage deals combat damage to a player, each player discards "
        "their hand, then draws seven cards.",
        "Drachenmagier",
        "Fliegend\nImmer wenn der Drachenmagier einem Spieler Kampfschaden zufügt, werfen alle "
        "Spieler alle Karten aus ihrer Hand ab und ziehen sieben Karten.",
    ),
    # Commune with Nature (CHK), Augur of Bolas (M13): "eine Kreaturenkarte darunter" after the
    # cards looked at (from among them, CR 401.2)
    (
        "Commune with Nature",
        "Look at the top five cards of your library. You may reveal a creature card from among "
        "them and put it into your hand. Put the rest on the bottom of your library in any "
        "order.",
        "Kommunikation mit der Natur",
        "Schau dir die obersten fünf Karten deiner Bibliothek an. Du kannst eine Kreaturenkarte "
        "darunter offen vorzeigen und auf deine Hand nehmen. Lege den Rest der Karten in "
        "beliebiger Reihenfolge unter deine Bibliothek.",
    ),
    (
        "Augur of Bolas",
        "When Augur of Bolas enters the battlefield, look at the top three cards of your "
        "library. You may reveal an instant or sorcery card from among them and put it into "
        "your hand. Put the rest on the bottom of your library in any order.",
        "Bolas' Augur",
        "Wenn Bolas' Augur ins Spiel kommt, schaue dir die obersten drei Karten deiner "
        "Bibliothek an. Du kannst eine Spontanzauber- oder Hexereikarte darunter offen "
        "vorzeigen und sie auf deine Hand nehmen. Lege den Rest in beliebiger Reihenfolge unter "
        "deine Bibliothek.",
    ),
    # Distress (CHK), Brainbite (ARB): "darunter" after a revealed hand is "from it" (CR
    # 701.16a)
    (
        "Distress",
        "Target player reveals their hand. You choose a nonland card from it. That player "
        "discards that card.",
        "Kummer",
        "Ein Spieler deiner Wahl zeigt die Karten auf seiner Hand offen vor. Bestimme eine Karte "
        "darunter, die kein Land ist. Dieser Spieler wirft diese Karte ab.",
    ),
    (
        "Brainbite",
        "Target opponent reveals their hand. You choose a card from it. That player discards "
        "that card.\nDraw a card.",
        "Gedankenfraß",
        "Ein Gegner deiner Wahl zeigt die Karten auf seiner Hand offen vor. Du bestimmst eine "
        "Karte darunter. Dieser Spieler wirft diese Karte ab.\nZiehe eine Karte.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_line_gives_the_english_ast(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


@pytest.mark.parametrize(
    "line",
    [
        # "darunter" with no cards looked at and no hand revealed before: among what?
        "Du kannst eine Kreaturenkarte darunter offen vorzeigen und auf deine Hand nehmen.",
        # both a hand revealed and cards looked at before: which "them"
        "Ein Gegner deiner Wahl zeigt die Karten auf seiner Hand offen vor. Schau dir die "
        "obersten drei Karten deiner Bibliothek an. Bestimme eine Karte darunter.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
