"""German printed lines of the 2000-2016 sets (Invasion ... Oath of the Gatewatch, MTGJSON
foreignData of the development sets): each gives the same AST as the English Oracle text of the
same card; a line whose reading is unsure stays unparsed."""

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
    # Spread the Sickness (MBS): "und führe danach Wucherung durch" (then proliferate, CR
    # 701.34a: "danach" inside the verb phrase that names the keyword action)
    (
        "Spread the Sickness",
        "Destroy target creature, then proliferate.",
        "Verbreitung der Krankheit",
        "Zerstöre eine Kreatur deiner Wahl und führe danach Wucherung durch.",
    ),
    # Contagion Clasp (SOM): the keyword action's name alone after an activation cost
    (
        "Contagion Clasp",
        "{4}, {T}: Proliferate.",
        "Infektionsschnalle",
        "{4}, {T}: Wucherung.",
    ),
    # Steady Progress (SOM): the name alone with its reminder text, a line of a sorcery
    (
        "Steady Progress",
        "Proliferate. (Choose any number of permanents and/or players, then give each another "
        "counter of each kind already there.)\nDraw a card.",
        "Stetiger Fortschritt",
        "Wucherung (Du bestimmst eine beliebige Anzahl an bleibenden Karten und/oder Spielern, "
        "auf denen Marken liegen, und gibst ihnen dann eine weitere Marke einer Sorte, die dort "
        "bereits liegt.)\nZiehe eine Karte.",
    ),
    # Scion of Vitu-Ghazi (DGM): "und führe dann Bevölkern durch" (then populate, CR 701.36a)
    (
        "Scion of Vitu-Ghazi",
        "When Scion of Vitu-Ghazi enters the battlefield, if you cast it from your hand, create "
        "a 1/1 white Bird creature token with flying, then populate.",
        "Sprössling von Vitu-Ghazi",
        "Wenn der Sprössling von Vitu-Ghazi ins Spiel kommt und falls du ihn aus deiner Hand "
        "gewirkt hast, bringe einen 1/1 weißen Vogel-Kreaturenspielstein mit Flugfähigkeit ins "
        "Spiel und führe dann Bevölkern durch.",
    ),
    # Mysteries of the Deep, Groundswell (WWK): "Landung — Falls ein Land unter deiner
    # Kontrolle in diesem Zug ins Spiel gekommen ist" (landfall on a spell: if you had a land
    # enter the battlefield under your control this turn, CR 603.6a)
    (
        "Mysteries of the Deep",
        "Draw two cards.\nLandfall — If you had a land enter the battlefield under your control "
        "this turn, draw three cards instead.",
        "Geheimnisse der Tiefe",
        "Ziehe zwei Karten.\nLandung — Falls ein Land unter deiner Kontrolle in diesem Zug ins "
        "Spiel gekommen ist, ziehe stattdessen drei Karten.",
    ),
    (
        "Groundswell",
        "Target creature gets +2/+2 until end of turn.\nLandfall — If you had a land enter the "
        "battlefield under your control this turn, that creature gets +4/+4 until end of turn "
        "instead.",
        "Bodenwelle",
        "Eine Kreatur deiner Wahl erhält +2/+2 bis zum Ende des Zuges.\nLandung — Falls ein "
        "Land unter deiner Kontrolle in diesem Zug ins Spiel gekommen ist, erhält diese Kreatur "
        "stattdessen +4/+4 bis zum Ende des Zuges.",
    ),
    # Ephara, Keranos (BNG, JOU): "Solange deine Hingabe zu Weiß und Blau weniger als sieben
    # beträgt, ist Ephara keine Kreatur." (devotion below a constant, CR 700.5; "keine" the
    # card type it loses, CR 205.1a)
    (
        "Ephara, God of the Polis",
        "As long as your devotion to white and blue is less than seven, Ephara isn't a creature.",
        "Ephara, Gott der Polis",
        "Solange deine Hingabe zu Weiß und Blau weniger als sieben beträgt, ist Ephara keine "
        "Kreatur.",
    ),
    (
        "Keranos, God of Storms",
        "As long as your devotion to blue and red is less than seven, Keranos isn't a creature.",
        "Keranos, Gott der Stürme",
        "Solange deine Hingabe zu Blau und Rot weniger als sieben beträgt, ist Keranos keine "
        "Kreatur.",
    ),
    # Merfolk Spy (INV), Singe-Mind Ogre (SCG): "zeigt ... eine zufällig bestimmte Karte aus
    # seiner Hand offen vor" (reveals a card at random from their hand, CR 701.20a), the verb
    # before its subject after a trigger and after the subject
    (
        "Merfolk Spy",
        "Whenever Merfolk Spy deals combat damage to a player, that player reveals a card at "
        "random from their hand.",
        "Spionierender Meermann",
        "Immer wenn der Spionierende Meermann einem Spieler Kampfschaden zufügt, zeigt dieser "
        "Spieler eine zufällig bestimmte Karte aus seiner Hand offen vor.",
    ),
    (
        "Planeswalker's Mischief",
        "Target opponent reveals a card at random from their hand.",
        "Schabernack der Weltenwanderer",
        "Ein Gegner Deiner Wahl zeigt eine zufällig bestimmte Karte von seiner Hand offen vor.",
    ),
    # Sulfurous Blast, Mental Note-era Odyssey spells: "Spielst du diesen Zauberspruch während
    # deiner Hauptphase, ..." (if you cast this spell during your main phase, CR 505.1: the
    # condition said with its verb first)
    (
        "Sulfurous Blast",
        "Sulfurous Blast deals 2 damage to each creature and each player. If you cast this spell "
        "during your main phase, Sulfurous Blast deals 3 damage to each creature and each player "
        "instead.",
        "Schwefelschwall",
        "Der Schwefelschwall fügt jeder Kreatur und jedem Spieler 2 Schadenspunkte zu. Spielst "
        "du diesen Zauberspruch während deiner Hauptphase, fügt der Schwefelschwall stattdessen "
        "jeder Kreatur und jedem Spieler 3 Schadenspunkte zu.",
    ),
    # Treasure Hunt (WWK): "..., bis du eine Karte aufdeckst, die kein
    # Land ist" (the relative clause after the verb: until you reveal a nonland card, CR
    # 701.16a), "nimm alle auf diese Weise aufgedeckten Karten dann auf deine Hand" (all cards
    # revealed this way, CR 608.2c)
    (
        "Treasure Hunt",
        "Reveal cards from the top of your library until you reveal a nonland card, then put all "
        "cards revealed this way into your hand.",
        "Schatzsuche",
        "Decke Karten oben von deiner Bibliothek auf, bis du eine Karte aufdeckst, die kein Land "
        "ist, und nimm alle auf diese Weise aufgedeckten Karten dann auf deine Hand.",
    ),
    # Threaten-style (Mercadian Masques-Shards): "erhalte bis zum Ende des Zuges die Kontrolle
    # über sie" ("erhalten" for gain control of, CR 108.4)
    (
        "Act of Treason",
        "Untap target creature and gain control of it until end of turn. That creature gains "
        "haste until end of turn.",
        "Verrat",
        "Enttappe eine Kreatur deiner Wahl und erhalte bis zum Ende des Zuges die Kontrolle über "
        "sie. Diese Kreatur erhält Eile bis zum Ende des Zuges.",
    ),
    # Kitsune Healer (CHK): "Verhindere alle Schadenspunkte, die ... zugefügt würden" (prevent
    # all damage, CR 615.1a)
    (
        "Kitsune Healer",
        "{T}: Prevent all damage that would be dealt to target legendary creature this turn.",
        "Kitsune-Heiler",
        "{T}: Verhindere alle Schadenspunkte, die in diesem Zug einer legendären Kreatur deiner "
        "Wahl zugefügt würden.",
    ),
    # Lethal Vapors (Legends, printed 2001): "Du übergehst deinen nächsten Zug" (you skip your
    # next turn, CR 614.10)
    (
        "Lethal Vapors",
        "{0}: Destroy Lethal Vapors. You skip your next turn. Any player may activate this "
        "ability.",
        "Tödliche Dämpfe",
        "{0}: Zerstöre die Tödlichen Dämpfe. Du übergehst deinen nächsten Zug. Jeder Spieler kann "
        "diese Fähigkeit spielen.",
    ),
    # Harsh Deceiver (CHK): "Ist es ein Land, ..." (if it's a land card: the condition said with
    # its verb first at a sentence's start)
    (
        "Brutal Deceiver",
        "{2}: Reveal the top card of your library. If it's a land card, Brutal Deceiver gets "
        "+1/+0 and gains first strike until end of turn.",
        "Brutaler Täuscher",
        "{2}: Decke die oberste Karte deiner Bibliothek auf. Ist es ein Land, erhält der Brutale "
        "Täuscher +1/+0 und Erstschlag bis zum Ende des Zuges.",
    ),
    # Alpha Status (SCG): ", mit der sie einen Kreaturentyp teilt" (that shares a creature type
    # with it, CR 205.3)
    (
        "Alpha Status",
        "Enchanted creature gets +2/+2 for each other creature on the battlefield that shares a "
        "creature type with it.",
        "Alphastatus",
        "Die verzauberte Kreatur erhält +2/+2 für jede andere Kreatur im Spiel, mit der sie "
        "einen Kreaturentyp teilt.",
    ),
    # Waves of Aggression (EVE), Hellkite Charger (ZEN): "Nach dieser Hauptphase gibt es eine
    # zusätzliche Kampfphase, der eine zusätzliche Hauptphase folgt", "und es gibt nach dieser
    # Phase eine zusätzliche Kampfphase" (CR 500.8)
    (
        "Waves of Aggression",
        "Untap all creatures that attacked this turn. After this main phase, there is an "
        "additional combat phase followed by an additional main phase.",
        "Wellen der Aggression",
        "Enttappe alle Kreaturen, die in diesem Zug angegriffen haben. Nach dieser Hauptphase "
        "gibt es eine zusätzliche Kampfphase, der eine zusätzliche Hauptphase folgt.",
    ),
    (
        "Hellkite Charger",
        "Whenever Hellkite Charger attacks, you may pay {5}{R}{R}. If you do, untap all "
        "attacking creatures and after this phase, there is an additional combat phase.",
        "Höllenfeuer-Drache",
        "Immer wenn der Höllenfeuer-Drache angreift, kannst du {5}{R}{R} bezahlen. Falls du dies "
        "tust, enttappe alle angreifenden Kreaturen, und es gibt nach dieser Phase eine "
        "zusätzliche Kampfphase.",
    ),
    # Mossdog (NEM): "Immer wenn der ~ das Ziel eines Zauberspruchs oder einer Fähigkeit ist"
    # (becomes the target of, CR 115: the trigger event)
    (
        "Mossdog",
        "Whenever Mossdog becomes the target of a spell or ability an opponent controls, put a "
        "+1/+1 counter on Mossdog.",
        "Mooshund",
        "Immer wenn der Mooshund das Ziel eines Zauberspruchs oder einer Fähigkeit ist, die ein "
        "Gegner kontrolliert, lege eine +1/+1-Marke auf den Mooshund.",
    ),
    # Swerve (ALA): "Verändere das Ziel eines Zauberspruchs deiner Wahl, der nur ein einzelnes
    # Ziel hat" (change the target of target spell with a single target, CR 115.7a)
    (
        "Swerve",
        "Change the target of target spell with a single target.",
        "Ausweichen",
        "Verändere das Ziel eines Zauberspruchs deiner Wahl, der nur ein einzelnes Ziel hat.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_line_gives_the_english_ast(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


@pytest.mark.parametrize(
    "line",
    [
        # a keyword action said as an ability a creature gets
        "Eine Kreatur deiner Wahl erhält Wucherung.",
        # another object than this one losing a card type, and a number of types
        "Die verzauberte Kreatur ist keine Kreatur.",
        "Solange du keine Kreatur kontrollierst, ist der ~ zwei Kreaturen.",
        # "ist es" after a comma: a clause's verb and subject, no condition said first
        "Decke die oberste Karte deiner Bibliothek auf, ist es ein Land, erhält der ~ +1/+0.",
        # "Nach dieser Phase" with a combat and a main phase after it: which phase is not named
        "Enttappe eine Kreatur deiner Wahl. Nach dieser Phase ist eine zusätzliche Kampfphase, "
        "der eine zusätzliche Hauptphase folgt.",
        # revealing at random from another zone than one's hand
        "Zeige eine zufällig bestimmte Karte aus deinem Friedhof offen vor.",
        # "diese Karte" cast during a main phase after other cards were named: which card
        "Ein Spieler deiner Wahl wirft zwei Karten aus seiner Hand ab. Spielst du diese Karte "
        "während deiner Hauptphase, wirft dieser Spieler stattdessen vier Karten aus seiner Hand "
        "ab.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
