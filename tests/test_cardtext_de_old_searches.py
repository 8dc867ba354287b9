"""German printings of 1999-2001 that search an object's controller's zones for the cards of its
name (grammar/de/clauses/verbs.lark search_c): "Durchsuche den Friedhof, die Bibliothek und die
Karten auf der Hand des Beherrschers dieser Verzauberung nach Kopien dieser Karte und entferne
diese ebenfalls ganz aus dem Spiel. Dieser Spieler mischt seine Bibliothek danach." (Urza's
Destiny) is the English Oracle "Search its controller's graveyard, hand, and library for all
cards with the same name as that enchantment and exile them. Then that player shuffles." (CR
201.2, 400.1, 701.19); "entferne sie alle ganz aus dem Spiel" / "schicke sie alle ins Exil"
(them all) after such a search is "exile them"."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


_SHIMIAN_EN = (
    "Whenever Shimian Specter deals combat damage to a player, that player reveals their hand. "
    "You choose a nonland card from it. Search that player's graveyard, hand, and library for "
    "all cards with the same name as that card and exile them. Then that player shuffles."
)
_SHIMIAN_DE = (
    "Immer wenn das Shimianische Gespenst einem Spieler Kampfschaden zufügt, zeigt dieser "
    "Spieler die Karten auf seiner Hand offen vor. Bestimme davon eine Karte, die kein Land ist. "
    "Durchsuche den Friedhof, die Hand und die Bibliothek dieses Spielers nach Karten mit "
    "demselben Namen wie diese Karte und {exile}. Dieser Spieler mischt dann seine Bibliothek."
)

#: (English name, Oracle line, German name, printed line)
SAME = [
    (
        "Scour",
        "Exile target enchantment. Search its controller's graveyard, hand, and library for all "
        "cards with the same name as that enchantment and exile them. Then that player "
        "shuffles.",
        "Säuberung",
        "Entferne eine Verzauberung Deiner Wahl ganz aus dem Spiel. Durchsuche den Friedhof, die "
        "Bibliothek und die Karten auf der Hand des Beherrschers dieser Verzauberung nach Kopien "
        "dieser Karte und entferne diese ebenfalls ganz aus dem Spiel. Dieser Spieler mischt "
        "seine Bibliothek danach.",
    ),
    (
        "Eradicate",
        "Exile target nonblack creature. Search its controller's graveyard, hand, and library "
        "for all cards with the same name as that creature and exile them. Then that player "
        "shuffles.",
        "Ausrotten",
        "Entferne eine nichtschwarze Kreatur Deiner Wahl ganz aus dem Spiel. Durchsuche den "
        "Friedhof, die Bibliothek und die Karten auf der Hand des Beherrschers dieser Kreatur "
        "nach Kopien dieser Karte und entferne diese ebenfalls ganz aus dem Spiel. Dieser "
        "Spieler mischt seine Bibliothek danach.",
    ),
    (
        "Sowing Salt",
        "Exile target nonbasic land. Search its controller's graveyard, hand, and library for "
        "all cards with the same name as that land and exile them. Then that player shuffles.",
        "Gesalzene Erde",
        "Entferne ein Nichtstandardland Deiner Wahl ganz aus dem Spiel. Durchsuche den Friedhof, "
        "die Bibliothek und die Karten auf der Hand des Beherrschers dieses Lands nach Kopien "
        "dieser Karte und entferne diese ganz aus dem Spiel. Dieser Spieler mischt seine "
        "Bibliothek danach.",
    ),
    (
        "Splinter",
        "Exile target artifact. Search its controller's graveyard, hand, and library for all "
        "cards with the same name as that artifact and exile them. Then that player shuffles.",
        "Sorgfältige Zerstörung",
        "Entferne ein Artefakt Deiner Wahl ganz aus dem Spiel. Durchsuche den Friedhof, die "
        "Bibliothek und die Karten auf der Hand des Beherrschers dieses Artefakts nach Kopien "
        "dieser Karte und entferne diese ganz aus dem Spiel. Dieser Spieler mischt seine "
        "Bibliothek danach.",
    ),
    # Future Sight and Magic 2013 print Shimian Specter's "exile them" as "them all"
    (
        "Shimian Specter",
        _SHIMIAN_EN,
        "Shimianisches Gespenst",
        _SHIMIAN_DE.format(exile="entferne sie alle ganz aus dem Spiel"),
    ),
    (
        "Shimian Specter",
        _SHIMIAN_EN,
        "Shimianisches Gespenst",
        _SHIMIAN_DE.format(exile="schicke sie alle ins Exil"),
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_search_for_the_cards_of_a_name(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_copies_of_this_card_stay_this_card_elsewhere() -> None:
    """ "dieser Karte" is this card outside the search of an object's controller's zones: the
    new reading of "Kopien dieser Karte" does not make "Durchsuche deine Bibliothek nach Kopien
    dieser Karte" (no such print) a search for another object's name."""
    with pytest.raises(ParseError):
        parse(
            "Durchsuche deine Bibliothek nach Kopien dieser Karte und entferne diese ganz aus "
            "dem Spiel.",
            "de",
            card_name="Säuberung",
        )
