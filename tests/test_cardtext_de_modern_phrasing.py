"""German phrasings of the newest printings (2017-2022) the English Oracle text says otherwise:
"per Zufall bestimmte" (at random), "Falls er dies tut" (if they do), "enttappt die Kreatur
nicht während ..." after a leading part, "als dritte Karte von oben" (third from the top),
"in Friedhöfen" (in graveyards). Each printed line gives the AST of the Oracle line of the same
card; a line whose reading is unsure stays unparsed."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.ast import Unparsed, strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    """The abilities of a card text with its card name given (strict parse), as JSON without
    source and findings."""
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    # Skullknocker Ogre (ELD): "per Zufall bestimmte" (since 2019; before: "zufällig
    # bestimmte"), and "Falls der Spieler dies tut" (CR 701.9a, 608.2c)
    (
        "Skullknocker Ogre",
        "Whenever Skullknocker Ogre deals damage to an opponent, that player discards a card at "
        "random. If the player does, they draw a card.",
        "Schädelrammer-Oger",
        "Immer wenn der Schädelrammer-Oger einem Gegner Schaden zufügt, wirft jener Spieler eine "
        "per Zufall bestimmte Karte ab. Falls der Spieler dies tut, zieht er eine Karte.",
    ),
    # Tourach, Dread Cantor (MH2): two cards at random
    (
        "Tourach, Dread Cantor",
        "When Tourach enters the battlefield, if it was kicked, target opponent discards two "
        "cards at random.",
        "Tourach, Schreckenskantor",
        "Wenn Tourach ins Spiel kommt und falls seine Bonuskosten bezahlt wurden, wirft ein "
        "Gegner deiner Wahl zwei per Zufall bestimmte Karten ab.",
    ),
    # Smothering Tithe (RNA): "Falls er dies nicht tut" (if they don't, CR 608.2c)
    (
        "Smothering Tithe",
        "Whenever an opponent draws a card, that player may pay {2}. If they don't, you create "
        "a Treasure token.",
        "Erstickender Zehnt",
        "Immer wenn ein Gegner eine Karte zieht, kann jener Spieler {2} bezahlen. Falls er dies "
        "nicht tut, erzeugst du einen Schatz-Spielstein.",
    ),
    # Cleric of Chill Depths (DMU): "enttappt" before its subject after a trigger (CR 502.3)
    (
        "Cleric of Chill Depths",
        "Whenever Cleric of Chill Depths blocks a creature, that creature doesn't untap during "
        "its controller's next untap step.",
        "Kleriker der eiskalten Tiefen",
        "Immer wenn der Kleriker der eiskalten Tiefen eine Kreatur blockt, enttappt die Kreatur "
        "nicht während des nächsten Enttappsegments ihres Beherrschers.",
    ),
    # Winter's Rest (KHM): the same order after "Solange ..."
    (
        "Winter's Rest",
        "As long as you control another snow permanent, enchanted creature doesn't untap during "
        "its controller's untap step.",
        "Winterruhe",
        "Solange du eine andere verschneite bleibende Karte kontrollierst, enttappt die "
        "verzauberte Kreatur nicht während des Enttappsegments ihres Beherrschers.",
    ),
    # Bury in Books (M15): second from the top of its owner's library (CR 401.4)
    (
        "Bury in Books",
        "Put target creature into its owner's library second from the top.",
        "Unter Büchern begraben",
        "Lege eine Kreatur deiner Wahl als zweite Karte von oben in die Bibliothek ihres "
        "Besitzers.",
    ),
    # Teferi, Hero of Dominaria (DOM)
    (
        "Teferi, Hero of Dominaria",
        "−3: Put target nonland permanent into its owner's library third from the top.",
        "Teferi, Held von Dominaria",
        "−3: Lege eine bleibende Karte deiner Wahl, die kein Land ist, als dritte Karte von oben "
        "in die Bibliothek ihres Besitzers.",
    ),
    # Bookwurm (STX): into your library, from your graveyard
    (
        "Bookwurm",
        "{2}{G}: Put Bookwurm from your graveyard into your library third from the top.",
        "Bücherwurm",
        "{2}{G}: Lege den Bücherwurm aus deinem Friedhof als dritte Karte von oben in deine "
        "Bibliothek.",
    ),
    # Yixlid Jailer (FUT, TSR): "in Friedhöfen", no owner said (CR 404.1)
    (
        "Yixlid Jailer",
        "Cards in graveyards lose all abilities.",
        "Yixlid-Kerkermeister",
        "Karten in Friedhöfen verlieren alle Fähigkeiten.",
    ),
    # Diregraf Horde (MID): "aus Friedhöfen"
    (
        "Diregraf Horde",
        "When Diregraf Horde enters the battlefield, create two tapped 2/2 black Zombie creature "
        "tokens with decayed. When you do, exile up to two target cards from graveyards.",
        "Düstergrab-Horde",
        "Wenn die Düstergrab-Horde ins Spiel kommt, erzeuge zwei getappte 2/2 schwarze "
        "Zombie-Kreaturenspielsteine mit Verwesung. Wenn du dies tust, schicke bis zu zwei "
        "Karten deiner Wahl aus Friedhöfen ins Exil.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_line_gives_the_english_ast(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


@pytest.mark.parametrize(
    "line",
    [
        # "jeder Gegner kann" (each opponent may) before "Falls ein Spieler dies tut": the
        # Oracle text offers the action to any opponent in turn (Clackbridge Troll); each of
        # them acting is not that offer
        "Zu Beginn des Kampfes in deinem Zug kann jeder Gegner eine Kreatur opfern. Falls ein "
        "Spieler dies tut, tappe den ~.",
        # a place in a library other than second or third from the top
        "Lege eine Kreatur deiner Wahl als erste Karte von oben in die Bibliothek ihres Besitzers.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    card = parse(line, "de", lenient=True)
    assert [type(a) for a in card.abilities] == [Unparsed]
