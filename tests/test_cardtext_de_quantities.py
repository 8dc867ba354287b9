"""German quantities and the objects they count (grammar/de/phrases/quantities.lark): "so viele
Karten, wie ... beträgt" (cards equal to a count said after the clause), "in Höhe der
Widerstandskraft dieser Kreatur" (that creature's toughness), and the 1994-2001 "Mische Deine
Bibliothek danach (neu)" (then shuffle). Real printed German lines (MTGJSON foreignData of the
development sets) give the same AST as the English Oracle line of the same card."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str | None = None) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    # "so viele Karten, wie [count] beträgt" (draw cards equal to a count, CR 107.3, 208.1)
    (
        "Soul's Majesty",
        "Draw cards equal to the power of target creature you control.",
        "Majestät des Seele",
        "Ziehe so viele Karten, wie die Stärke einer Kreatur deiner Wahl, die du kontrollierst, "
        "beträgt.",
    ),
    (
        "Twisted Justice",
        "Target player sacrifices a creature. You draw cards equal to that creature's power.",
        "Verdrehtes Recht",
        "Ein Spieler deiner Wahl opfert eine Kreatur. Du ziehst so viele Karten, wie die Stärke "
        "dieser Kreatur beträgt.",
    ),
    (
        "Champion of Wits",
        "When Champion of Wits enters the battlefield, you may draw cards equal to its power. If "
        "you do, discard two cards.",
        "Champion des Scharfsinns",
        "Wenn der Champion des Scharfsinns ins Spiel kommt, kannst du so viele Karten ziehen, "
        "wie seine Stärke beträgt. Falls du dies tust, wirf zwei Karten ab.",
    ),
    (
        "Fling",
        "Fling deals damage equal to the sacrificed creature's power to any target.",
        "Flugstunde",
        "Die Flugstunde fügt einer Kreatur oder einem Spieler deiner Wahl so viele "
        "Schadenspunkte zu, wie die Stärke der geopferten Kreatur beträgt.",
    ),
    (
        "Mortis Dogs",
        "When Mortis Dogs dies, target player loses life equal to its power.",
        "Hunde des Todes",
        "Wenn die Hunde des Todes aus dem Spiel in einen Friedhof gelegt werden, verliert ein "
        "Spieler deiner Wahl so viele Lebenspunkte, wie ihre Stärke beträgt.",
    ),
    # "ebenso viele Karten" with no count after it: that many (CR 614.1a, the event replaced)
    (
        "Words of Wisdom",
        "If you would gain life, draw that many cards instead.",
        None,
        "Falls du Lebenspunkte dazuerhalten würdest, ziehst du stattdessen ebenso viele Karten.",
    ),
    # "in Höhe der Widerstandskraft dieser Kreatur" (that creature's toughness: the target
    # named before, CR 608.2c)
    (
        None,
        "Destroy target creature. It can't be regenerated. You lose life equal to that "
        "creature's toughness.",
        None,
        "Zerstöre eine Kreatur deiner Wahl. Sie kann nicht regeneriert werden. Du verlierst "
        "Lebenspunkte in Höhe der Widerstandskraft dieser Kreatur.",
    ),
    (
        "Pain Seer",
        "Inspired — Whenever Pain Seer becomes untapped, reveal the top card of your library and "
        "put that card into your hand. You lose life equal to that card's mana value.",
        "Schmerzseher",
        "Inspiriert — Immer wenn der Schmerzseher enttappt wird, decke die oberste Karte deiner "
        "Bibliothek auf und nimm sie auf deine Hand. Du verlierst Lebenspunkte in Höhe der "
        "umgewandelten Manakosten dieser Karte.",
    ),
    # 1994-2001 "Mische Deine Bibliothek danach (neu)." (then shuffle, CR 701.24)
    (
        "Rampant Growth",
        "Search your library for a basic land card, put that card onto the battlefield tapped, "
        "then shuffle.",
        "Wucherndes Wachstum",
        "Durchsuche Deine Bibliothek nach einem Standardland und bringe dieses getappt ins "
        "Spiel. Mische Deine Bibliothek danach neu.",
    ),
    # "Sein Beherrscher deckt Karten oben von seiner Bibliothek auf, bis er ... aufdeckt" (the
    # player named before reveals from their own library, CR 701.16a)
    (
        "Spellshift",
        "Counter target instant or sorcery spell. Its controller reveals cards from the top of "
        "their library until they reveal an instant or sorcery card. That player may cast that "
        "card without paying its mana cost. Then the player shuffles.",
        "Zauberwandlung",
        "Neutralisiere einen Spontanzauber oder eine Hexerei deiner Wahl. Sein Beherrscher deckt "
        "Karten oben von seiner Bibliothek auf, bis er eine Spontanzauber- oder Hexereikarte "
        "aufdeckt. Dieser Spieler kann diese Karte spielen, ohne ihre Manakosten zu bezahlen. "
        "Dieser Spieler mischt dann seine Bibliothek.",
    ),
    # "Kreaturen- oder Planeswalkerkarte" (creature or planeswalker card: the compound's head
    # said once)
    (
        "The Eldest Reborn",
        "III — Put target creature or planeswalker card from a graveyard onto the battlefield "
        "under your control.",
        "Die Wiedergeburt des Ältesten",
        "III — Bringe eine Kreaturen- oder Planeswalkerkarte deiner Wahl aus einem Friedhof "
        "unter deiner Kontrolle ins Spiel.",
    ),
    # 1994-2004 "Die Stärke und Widerstandskraft des ~ ist gleich der Anzahl ..." (CR 604.3),
    # "der Anzahl deiner Lebenspunkte" (your life total, CR 119.1), "der Anzahl aller ..."
    (
        "Maro",
        "Maro's power and toughness are each equal to the number of cards in your hand.",
        "Maro",
        "Die Stärke und Widerstandskraft des Maro ist gleich der Anzahl der Karten auf Deiner "
        "Hand.",
    ),
    (
        "Serra Avatar",
        "Serra Avatar's power and toughness are each equal to your life total.",
        "Serras Avatar",
        "Die Stärke und Widerstandskraft von Serras Avatar ist gleich der Anzahl Deiner "
        "Lebenspunkte.",
    ),
    (
        "Revenant",
        "Revenant's power and toughness are each equal to the number of creature cards in your "
        "graveyard.",
        "Geist der Toten",
        "Die Stärke und Widerstandskraft des Geistes der Toten ist gleich der Anzahl aller "
        "Kreaturenkarten auf Deinem Friedhof.",
    ),
    # Worldwake "wobei X die Anzahl ist, wie oft du ihre Bonuskosten bezahlt hast" (for each
    # time it was kicked, multikicker CR 702.33c)
    (
        "Apex Hawks",
        "Apex Hawks enters the battlefield with a +1/+1 counter on it for each time it was kicked.",
        "Gipfelfalken",
        "Die Gipfelfalken kommen mit X +1/+1-Marken ins Spiel, wobei X die Anzahl ist, wie oft "
        "du ihre Bonuskosten bezahlt hast.",
    ),
    # ", die Trampelschaden verursachen" (the old name of trample after a token or a creature
    # an effect makes: "with trample", CR 702.19)
    (
        None,
        "Create two 4/4 green Rhino creature tokens with trample.",
        None,
        "Erzeuge zwei 4/4 grüne Nashorn-Kreaturenspielsteine, die Trampelschaden verursachen.",
    ),
    (  # Nissa, Worldwaker
        None,
        "[+1]: Target land you control becomes a 4/4 Elemental creature with trample. It's "
        "still a land.",
        None,
        "+1: Ein Land deiner Wahl, das du kontrollierst, wird zu einer 4/4 "
        "Elementarwesen-Kreatur, die Trampelschaden verursacht. Es ist immer noch ein Land.",
    ),
    # "Mische ... aus deinem Friedhof in deine Bibliothek" (cards of yours shuffled into your
    # library, CR 701.24a)
    (
        None,
        "Shuffle any number of target creature cards from your graveyard into your library.",
        None,
        "Mische eine beliebige Anzahl an Kreaturenkarten deiner Wahl aus deinem Friedhof in "
        "deine Bibliothek.",
    ),
    (  # Stream of Thought
        None,
        "Target player mills four cards. You shuffle up to four cards from your graveyard into "
        "your library.",
        None,
        "Ein Spieler deiner Wahl legt die obersten vier Karten seiner Bibliothek auf seinen "
        "Friedhof. Du mischst bis zu vier Karten aus deinem Friedhof in deine Bibliothek.",
    ),
    # 1994-2000 "Ein Spieler Deiner Wahl wählt eine Karte aus seiner Hand und wirft sie ab"
    # (target player discards a card: the discarding player chooses, CR 701.9a)
    (  # Disrupting Scepter (Sixth Edition)
        None,
        "{3}, {T}: Target player discards a card. Activate only during your turn.",
        None,
        "3, {T}: Ein Spieler Deiner Wahl wählt eine Karte aus seiner Hand und wirft sie ab. "
        "Spiele diese Fähigkeit nur während Deines Zuges.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_line_gives_the_english_ast(
    en_name: str | None, en: str, de_name: str | None, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


@pytest.mark.parametrize(
    "line",
    [
        # the power of a creature that is neither a target nor named before (CR 115.1)
        "Ziehe so viele Karten, wie die Stärke einer Kreatur, die du kontrollierst, beträgt.",
        # "so viele" of a verb whose amount is not the one counted after it
        "Zerstöre eine Kreatur deiner Wahl, wie die Stärke dieser Kreatur beträgt.",
    ],
)
def test_unsure_german_quantities_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
