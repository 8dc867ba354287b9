"""German printed lines of the newest sets' mechanics (2017-2022: adventurers, foretell, ...,
MTGJSON foreignData of the development sets): each gives the same AST as the English Oracle
line of the same card; a line whose reading is unsure stays unparsed."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    """The abilities of a card text with its card name given (strict parse), as JSON without
    source and findings."""
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    # Garenbrig Squire (ELD): "ein Kreaturenzauber mit einem Abenteuer" (CR 715.1)
    (
        "Garenbrig Squire",
        "Whenever you cast a creature spell that has an Adventure, Garenbrig Squire gets +1/+1 "
        "until end of turn.",
        "Garenbruck-Junker",
        "Immer wenn du einen Kreaturenzauber mit einem Abenteuer wirkst, erhält der "
        "Garenbruck-Junker +1/+1 bis zum Ende des Zuges.",
    ),
    # Mysterious Pathlighter (ELD): the same qualifier before a relative clause
    (
        "Mysterious Pathlighter",
        "Each creature you control that has an Adventure enters the battlefield with an "
        "additional +1/+1 counter on it.",
        "Mysteriöser Pfadleuchter",
        "Jede Kreatur mit einem Abenteuer, die du kontrollierst, kommt mit einer zusätzlichen "
        "+1/+1-Marke ins Spiel.",
    ),
    # Poison the Cup (KHM), Haunting Voyage (KHM): "Falls dieser Zauberspruch vorherbestimmt
    # wurde" (if this spell was foretold, CR 702.143c)
    (
        "Poison the Cup",
        "Destroy target creature. If this spell was foretold, scry 2.",
        "Vergifteter Kelch",
        "Zerstöre eine Kreatur deiner Wahl. Falls dieser Zauberspruch vorherbestimmt wurde, "
        "wende Hellsicht 2 an.",
    ),
    (
        "Haunting Voyage",
        "Choose a creature type. Return up to two creature cards of the chosen type from your "
        "graveyard to the battlefield. If this spell was foretold, return all creature cards of "
        "the chosen type from your graveyard to the battlefield instead.",
        "Gespenstische Reise",
        "Bestimme einen Kreaturentyp. Bringe bis zu zwei Kreaturenkarten des bestimmten Typs "
        "aus deinem Friedhof ins Spiel zurück. Falls dieser Zauberspruch vorherbestimmt wurde, "
        "bringe stattdessen alle Kreaturenkarten des bestimmten Typs aus deinem Friedhof ins "
        "Spiel zurück.",
    ),
    # Dire Fleet Daredevil-style impulse draw, as Collected Conjuring and Atsushi print it:
    # "bis zum Ende deines nächsten Zuges" (until the end of your next turn, CR 514.2)
    (
        "Light Up the Stage",
        "Exile the top two cards of your library. Until the end of your next turn, you may "
        "play those cards.",
        "In Szene setzen",
        "Schicke die obersten zwei Karten deiner Bibliothek ins Exil. Du kannst die Karten bis "
        "zum Ende deines nächsten Zuges spielen.",
    ),
    (
        "Breya's Apprentice",
        "Exile the top card of your library. You may play it until the end of your next turn.",
        "Breyas Lehrling",
        "Schicke die oberste Karte deiner Bibliothek ins Exil. Du kannst sie bis zum Ende "
        "deines nächsten Zuges spielen.",
    ),
    # Deny Entry-style Auras (KLD Revoke Privileges, KHM Bound in Gold): "kann nicht angreifen,
    # blocken oder Fahrzeuge bemannen" (can't attack, block, or crew Vehicles, CR 702.122a)
    (
        "Revoke Privileges",
        "Enchanted creature can't attack, block, or crew Vehicles.",
        "Privilegien aberkennen",
        "Die verzauberte Kreatur kann nicht angreifen, blocken oder Fahrzeuge bemannen.",
    ),
    (
        "Bound in Gold",
        "Enchanted permanent can't attack, block, or crew Vehicles, and its activated abilities "
        "can't be activated unless they're mana abilities.",
        "Fesseln aus Gold",
        "Die verzauberte bleibende Karte kann nicht angreifen, blocken oder Fahrzeuge bemannen, "
        "und ihre aktivierten Fähigkeiten können nicht aktiviert werden, es sei denn, es sind "
        "Manafähigkeiten.",
    ),
    # the same exception said with "außer" (CR 605.1a: mana abilities)
    (
        "X",
        "Enchanted creature can't attack or block, and its activated abilities can't be "
        "activated unless they're mana abilities.",
        "X",
        "Die verzauberte Kreatur kann nicht angreifen oder blocken, und ihre aktivierten "
        "Fähigkeiten können nicht aktiviert werden, außer es sind Manafähigkeiten.",
    ),
    # fights after a counter (KLD Hunt the Weak, KHM Struggle for Skemfar): "Dann
    # kämpft die Kreatur gegen ..." (the verb before its subject, CR 701.14a)
    (
        "Hunt the Weak",
        "Put a +1/+1 counter on target creature you control. Then that creature fights target "
        "creature you don't control.",
        "Die Schwachen jagen",
        "Lege eine +1/+1-Marke auf eine Kreatur deiner Wahl, die du kontrollierst. Dann kämpft "
        "die Kreatur gegen eine Kreatur deiner Wahl, die du nicht kontrollierst.",
    ),
    (
        "Struggle for Skemfar",
        "Put a +1/+1 counter on target creature you control. Then that creature fights up to "
        "one target creature you don't control.",
        "Ringen um Skemfar",
        "Lege eine +1/+1-Marke auf eine Kreatur deiner Wahl, die du kontrollierst. Dann kämpft "
        "die Kreatur gegen bis zu eine Kreatur deiner Wahl, die du nicht kontrollierst.",
    ),
    # Lazotep Chancellor (MH2): "wende Aufmarsch 2 an" (amass 2, CR 701.47a)
    (
        "Lazotep Chancellor",
        "Whenever you discard a card, you may pay {1}. If you do, amass 2.",
        "Lazotep-Kanzler",
        "Immer wenn du eine Karte abwirfst, kannst du {1} bezahlen. Falls du dies tust, wende "
        "Aufmarsch 2 an.",
    ),
    # Scuttlegator (RNA): "kann er angreifen, als ob ..." after a leading condition (CR 702.3b)
    (
        "Scuttlegator",
        "As long as Scuttlegator has a +1/+1 counter on it, it can attack as though it didn't "
        "have defender.",
        "Krabbligator",
        "Solange mindestens eine +1/+1-Marke auf dem Krabbligator liegt, kann er angreifen, als "
        "ob er nicht Verteidiger hätte.",
    ),
    # the 1997-2003 wording of the same permission keeps its reading (CR 702.3b)
    (
        "X",
        "{W}: X can attack this turn as though it didn't have defender.",
        "X",
        "{W}: Die X kann in diesem Zug angreifen, als ob sie keine Mauer wäre.",
    ),
    # Stronghold Arena (DMU): "in Höhe ihres Manabetrags" (the genitive of Manabetrag, mana
    # value, CR 202.3)
    (
        "Stronghold Arena",
        "Whenever one or more creatures you control deal combat damage to a player, you may "
        "reveal the top card of your library and put it into your hand. If you do, you lose "
        "life equal to its mana value.",
        "Arena der Felsenburg",
        "Immer wenn eine oder mehrere Kreaturen, die du kontrollierst, einem Spieler Kampfschaden "
        "zufügen, kannst du die oberste Karte deiner Bibliothek aufdecken und auf deine Hand "
        "nehmen. Falls du dies tust, verlierst du Lebenspunkte in Höhe ihres Manabetrags.",
    ),
    # Goblin Anarchomancer (MH2): "und der rot oder grün ist" (that's red or green, CR 105.1)
    (
        "Goblin Anarchomancer",
        "Each spell you cast that's red or green costs {1} less to cast.",
        "Goblin-Anarchomant",
        "Jeder Zauberspruch, den du wirkst und der rot oder grün ist, kostet beim Wirken {1} "
        "weniger.",
    ),
    # hand attacks (ELD Specter's Shriek, a NEO sorcery): "Du kannst davon eine
    # Nichtland-Karte bestimmen" (you may choose a nonland card from it, CR 701.16a)
    (
        "X",
        "Target opponent reveals their hand. You may choose a nonland card from it. If you do, "
        "that player discards that card.",
        "X",
        "Ein Gegner deiner Wahl zeigt die Karten auf seiner Hand offen vor. Du kannst davon eine "
        "Nichtland-Karte bestimmen. Falls du dies tust, wirft der Spieler die bestimmte Karte ab.",
    ),
    # Mascot Interception (STX): "falls er einen Kreaturenspielstein als Ziel hat" (if it
    # targets a creature token, CR 601.2f)
    (
        "X",
        "This spell costs {3} less to cast if it targets a creature token.",
        "X",
        "Dieser Zauberspruch kostet beim Wirken {3} weniger, falls er einen Kreaturenspielstein "
        "als Ziel hat.",
    ),
    # an X spell (STX): "Falls X gleich 6 oder mehr ist" (if X is 6 or
    # more, CR 107.3)
    (
        "Probe",
        "Create X tapped 2/1 white and black Inkling creature tokens with flying. If X is 6 or "
        "more, destroy all noncreature, nonland permanents.",
        "Probe",
        "Erzeuge X getappte 2/1 weiße und schwarze Tintling-Kreaturenspielsteine mit "
        "Flugfähigkeit. Falls X gleich 6 oder mehr ist, zerstöre alle bleibenden Karten, die "
        "weder Kreaturen noch Länder sind.",
    ),
    # Uurg (DMU): "schaust du dir die oberste Karte deiner Bibliothek an" (the verb before its
    # subject after a trigger)
    (
        "X",
        "At the beginning of your upkeep, look at the top card of your library. You may put "
        "that card into your graveyard.",
        "X",
        "Zu Beginn deines Versorgungssegments schaust du dir die oberste Karte deiner Bibliothek "
        "an. Du kannst sie auf deinen Friedhof legen.",
    ),
    # Growth Cycle (M20): "Sie erhält zusätzlich für jede Karte namens ~ in deinem Friedhof
    # +2/+2 bis zum Ende des Zuges" (an additional +2/+2 for each, CR 613.4c)
    (
        "Growth Cycle",
        "Target creature gets +3/+3 until end of turn. It gets an additional +2/+2 until end of "
        "turn for each card named Growth Cycle in your graveyard.",
        "Wachstumszyklus",
        "Eine Kreatur deiner Wahl erhält +3/+3 bis zum Ende des Zuges. Sie erhält zusätzlich für "
        "jede Karte namens Wachstumszyklus in deinem Friedhof +2/+2 bis zum Ende des Zuges.",
    ),
    # a Warrior trick (ZNR): "kannst du eine Ausrüstung, die du
    # kontrollierst, an sie anlegen" (you may attach an Equipment you control to it, CR 701.3a)
    (
        "X",
        "Target creature gets +2/+2 until end of turn. If it's a Warrior, you may attach an "
        "Equipment you control to it.",
        "X",
        "Eine Kreatur deiner Wahl erhält +2/+2 bis zum Ende des Zuges. Falls sie ein Krieger ist, "
        "kannst du eine Ausrüstung, die du kontrollierst, an sie anlegen.",
    ),
    # "mit der höchsten Stärke unter den Kreaturen, die er kontrolliert" (RNA Consume, STX
    # Professor Onyx: with the greatest power among creatures they control, CR 208.1; the
    # filter word greatest_power)
    (
        "X",
        "Target opponent sacrifices a creature with the greatest power among creatures they "
        "control.",
        "X",
        "Ein Gegner deiner Wahl opfert eine Kreatur mit der höchsten Stärke unter den Kreaturen, "
        "die er kontrolliert.",
    ),
    (
        "X",
        "Exile a creature with the greatest power among creatures target opponent controls.",
        "X",
        "Schicke eine Kreatur mit der höchsten Stärke unter den Kreaturen, die ein Gegner deiner "
        "Wahl kontrolliert, ins Exil.",
    ),
    # "eine Kreatur deiner Wahl mit der größten Stärke, die du kontrollierst" (target creature
    # you control with the greatest power)
    (
        "X",
        "Put a +1/+1 counter on target creature you control with the greatest power.",
        "X",
        "Lege eine +1/+1-Marke auf eine Kreatur deiner Wahl mit der größten Stärke, die du "
        "kontrollierst.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_line_gives_the_english_ast(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


@pytest.mark.parametrize(
    "line",
    [
        # another object than this spell said to be foretold: its past is not read
        "Falls eine Kreatur vorherbestimmt wurde, ziehe eine Karte.",
        # another player looking at your library's top card
        "Zu Beginn deines Versorgungssegments schaut ein Gegner dir die oberste Karte deiner "
        "Bibliothek an.",
        # "außer" before other words than "es sind Manafähigkeiten": no exception read
        "Die verzauberte Kreatur kann nicht angreifen oder blocken, und ihre aktivierten "
        "Fähigkeiten können nicht aktiviert werden, außer es sind Tap-Fähigkeiten.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
