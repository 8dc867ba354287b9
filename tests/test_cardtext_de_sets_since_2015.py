"""German printed lines of the development sets released since 2015 (SOI, EMN, ELD, KHM, MH2,
M19, M20, DMU, ...; MTGJSON foreignData): delirium's card types counted in a zone (CR 205.2a),
"in ~ transformiert" triggers (CR 701.27e), "auf diese Weise Schaden zugefügt" (CR 608.2c),
"deren Stärke kleiner ist als die des ~" (CR 208.1), "muss geblockt werden, falls möglich"
(CR 509.1c), "dieser Gegner" (CR 102.3) and "kämpfen lassen" (CR 701.14a): each gives the same
AST as the English Oracle line of the same card; a line whose reading is unsure stays
unparsed."""

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
    # Lucid Dreams (MH2): the card types among the cards of a zone, "Karten" unsaid
    (
        "Lucid Dreams",
        "Draw X cards, where X is the number of card types among cards in your graveyard.",
        "Klare Träume",
        "Ziehe X Karten, wobei X gleich der Anzahl an Kartentypen in deinem Friedhof ist.",
    ),
    # Altar of the Goyf (MH2): ... in all graveyards
    (
        "Altar of the Goyf",
        "Whenever a creature you control attacks alone, it gets +X/+X until end of turn, where X "
        "is the number of card types among cards in all graveyards.",
        "Altar des Goyf",
        "Immer wenn eine Kreatur, die du kontrollierst, alleine angreift, erhält sie bis zum "
        "Ende des Zuges +X/+X, wobei X gleich der Anzahl an Kartentypen in allen Friedhöfen ist.",
    ),
    # Hound of the Farbogs (SOI): the dative "unterschiedlichen" as printed
    (
        "Hound of the Farbogs",
        "Delirium — Hound of the Farbogs has menace as long as there are four or more card "
        "types among cards in your graveyard.",
        "Hund der Weitmoore",
        "Delirium — Der Hund der Weitmoore hat Bedrohlichkeit, solange dein Friedhof vier oder "
        "mehr unterschiedlichen Kartentypen enthält.",
    ),
    # Topplegeist (SOI): "dieser Gegner" is the opponent of the trigger ("that player")
    (
        "Topplegeist",
        "Delirium — At the beginning of each opponent's upkeep, if there are four or more card "
        "types among cards in your graveyard, tap target creature that player controls.",
        "Umstoßgeist",
        "Delirium — Zu Beginn des Versorgungssegments jedes Gegners und falls dein Friedhof "
        "vier oder mehr unterschiedliche Kartentypen enthält, tappe eine Kreatur deiner Wahl, "
        "die dieser Gegner kontrolliert.",
    ),
    # Avacyn, the Purifier (SOI): "Wenn diese Kreatur in ~ transformiert"
    (
        "Avacyn, the Purifier",
        "When this creature transforms into Avacyn, the Purifier, it deals 3 damage to each "
        "other creature and each opponent.",
        "Avacyn, die Läuterin",
        "Wenn diese Kreatur in Avacyn die Läuterin transformiert, fügt sie jeder anderen "
        "Kreatur und jedem Gegner 3 Schadenspunkte zu.",
    ),
    # Demon-Possessed Witch (SOI): "in die ~"
    (
        "Demon-Possessed Witch",
        "When this creature transforms into Demon-Possessed Witch, you may destroy target "
        "creature.",
        "Dämonenbesessene Hexe",
        "Wenn diese Kreatur in die Dämonenbesessene Hexe transformiert, kannst du eine Kreatur "
        "deiner Wahl zerstören.",
    ),
    # Ulrich of the Krallenhorde (EMN): entering or transforming, one subject
    (
        "Ulrich of the Krallenhorde",
        "Whenever this creature enters the battlefield or transforms into Ulrich of the "
        "Krallenhorde, target creature gets +4/+4 until end of turn.",
        "Ulrich von der Krallenhorde",
        "Immer wenn diese Kreatur ins Spiel kommt oder in Ulrich von der Krallenhorde "
        "transformiert, erhält eine Kreatur deiner Wahl +4/+4 bis zum Ende des Zuges.",
    ),
    # Ulrich, Uncontested Alpha (EMN): "kämpfen lassen"
    (
        "Ulrich, Uncontested Alpha",
        "Whenever this creature transforms into Ulrich, Uncontested Alpha, you may have it "
        "fight target non-Werewolf creature you don't control.",
        "Ulrich, unangefochtenes Alphatier",
        "Immer wenn diese Kreatur in Ulrich, unangefochtenes Alphatier, transformiert, kannst "
        "du sie gegen eine Nicht-Werwolf-Kreatur deiner Wahl, die du nicht kontrollierst, "
        "kämpfen lassen.",
    ),
    # Somberwald Stag (EMN)
    (
        "Somberwald Stag",
        "When Somberwald Stag enters the battlefield, you may have it fight target creature you "
        "don't control.",
        "Dämmerwald-Hirsch",
        "Wenn der Dämmerwald-Hirsch ins Spiel kommt, kannst du ihn gegen eine Kreatur deiner "
        "Wahl, die du nicht kontrollierst, kämpfen lassen.",
    ),
    # Provoke the Trolls (KHM): the object in the dative
    (
        "Provoke the Trolls",
        "Provoke the Trolls deals 3 damage to any target. If a creature is dealt damage this "
        "way, it gets +5/+0 until end of turn.",
        "Trolle reizen",
        "Trolle reizen fügt einem Ziel deiner Wahl 3 Schadenspunkte zu. Falls einer Kreatur auf "
        "diese Weise Schaden zugefügt wird, erhält sie +5/+0 bis zum Ende des Zuges.",
    ),
    # Silver Bolt (MID)
    (
        "Silver Bolt",
        "{3}, {T}, Sacrifice Silver Bolt: It deals 3 damage to target creature. If a Werewolf "
        "is dealt damage this way, destroy it.",
        "Silberbolzen",
        "{3}, {T}, opfere den Silberbolzen: Er fügt einer Kreatur deiner Wahl 3 Schadenspunkte "
        "zu. Falls einem Werwolf auf diese Weise Schaden zugefügt wird, zerstöre ihn.",
    ),
    # Shrill Howler (EMN): "als die des ~"
    (
        "Shrill Howler",
        "Creatures with power less than Shrill Howler's power can't block it.",
        "Schriller Heuler",
        "Kreaturen, deren Stärke kleiner ist als die des Schrillen Heulers, können ihn nicht "
        "blocken.",
    ),
    # Lena, Selfless Champion (M19): "als die Stärke von Lena"
    (
        "Lena, Selfless Champion",
        "Sacrifice Lena: Creatures you control with power less than Lena's power gain "
        "indestructible until end of turn.",
        "Lena, selbstlose Streiterin",
        "Opfere Lena: Kreaturen, die du kontrollierst und deren Stärke kleiner ist als die "
        "Stärke von Lena, erhalten Unzerstörbarkeit bis zum Ende des Zuges.",
    ),
    # Radha's Firebrand (DMU): "niedriger ist als"
    (
        "Radha's Firebrand",
        "Whenever Radha's Firebrand attacks, target creature defending player controls with "
        "power less than Radha's Firebrand's power can't block this turn.",
        "Radhas Hitzkopf",
        "Immer wenn Radhas Hitzkopf angreift, kann eine Kreatur deiner Wahl, die der "
        "verteidigende Spieler kontrolliert und deren Stärke niedriger ist als die Stärke von "
        "Radhas Hitzkopf, in diesem Zug nicht blocken.",
    ),
    # Gaea's Protector (DOM)
    (
        "Gaea's Protector",
        "Gaea's Protector must be blocked if able.",
        "Gaeas Beschützer",
        "Gaeas Beschützer muss geblockt werden, falls möglich.",
    ),
    # Joraga Invocation (ORI): with a duration
    (
        "Joraga Invocation",
        "Each creature you control gets +3/+3 until end of turn and must be blocked this turn if "
        "able.",
        "Joraga-Beschwörung",
        "Jede Kreatur, die du kontrollierst, erhält +3/+3 bis zum Ende des Zuges und muss in "
        "diesem Zug geblockt werden, falls möglich.",
    ),
    # Blackbloom Rogue (ZNR): the graveyard of one opponent
    (
        "Blackbloom Rogue",
        "Blackbloom Rogue gets +3/+0 as long as an opponent has eight or more cards in their "
        "graveyard.",
        "Schwarzblütenräuberin",
        "Die Schwarzblütenräuberin erhält +3/+0, solange sich acht oder mehr Karten im Friedhof "
        "eines Gegners befinden.",
    ),
    # Into the Story (ELD)
    (
        "Into the Story",
        "This spell costs {3} less to cast if an opponent has seven or more cards in their "
        "graveyard.",
        "In die Geschichte",
        "Dieser Zauberspruch kostet beim Wirken {3} weniger, falls sich sieben oder mehr Karten "
        "im Friedhof eines Gegners befinden.",
    ),
    # Fortifying Draught (STX): the life gained this turn
    (
        "Fortifying Draught",
        "You gain 2 life. Target creature gets +X/+X until end of turn, where X is the amount of "
        "life you gained this turn.",
        "Stärkender Trank",
        "Du erhältst 2 Lebenspunkte dazu. Eine Kreatur deiner Wahl erhält bis zum Ende des Zuges "
        "+X/+X, wobei X gleich der Anzahl an Lebenspunkten ist, die du in diesem Zug "
        "dazuerhalten hast.",
    ),
    # Glittering Wish (TSR): a card outside the game
    (
        "Glittering Wish",
        "You may reveal a multicolored card you own from outside the game and put it into your "
        "hand. Exile Glittering Wish.",
        "Glitzernder Wunsch",
        "Du kannst eine mehrfarbige Karte, die du besitzt und die sich außerhalb der Partie "
        "befindet, offen vorzeigen und auf deine Hand nehmen. Schicke den Glitzernden Wunsch ins "
        "Exil.",
    ),
    # Legion Angel (ZNR)
    (
        "Legion Angel",
        "When Legion Angel enters the battlefield, you may reveal a card you own named Legion "
        "Angel from outside the game and put it into your hand.",
        "Engel der Legion",
        "Wenn der Engel der Legion ins Spiel kommt, kannst du eine Karte namens Engel der Legion, "
        "die du besitzt, von außerhalb der Partie offen vorzeigen und auf deine Hand nehmen.",
    ),
    # Diplomacy of the Wastes (FRF): "Bestimme davon" after a revealed hand
    (
        "Diplomacy of the Wastes",
        "Target opponent reveals their hand. You choose a nonland card from it. That player "
        "discards that card. If you control a Warrior, that player loses 2 life.",
        "Diplomatie der Ödnis",
        "Ein Gegner deiner Wahl zeigt die Karten auf seiner Hand offen vor. Bestimme davon eine "
        "Karte, die kein Land ist. Dieser Spieler wirft diese Karte ab. Falls du einen Krieger "
        "kontrollierst, verliert dieser Spieler 2 Lebenspunkte.",
    ),
    # Nightsnare (ORI): the relative clause after "bestimmen"
    (
        "Nightsnare",
        "Target opponent reveals their hand. You may choose a nonland card from it. If you do, "
        "that player discards that card. If you don't, that player discards two cards.",
        "Nachtschlinge",
        "Ein Gegner deiner Wahl zeigt die Karten auf seiner Hand offen vor. Du kannst davon eine "
        "Karte bestimmen, die kein Land ist. Falls du dies tust, wirft dieser Spieler diese "
        "Karte ab. Falls du dies nicht tust, wirft dieser Spieler zwei Karten ab.",
    ),
    # Weapon Rack (ELD): "Bewege eine +1/+1-Marke vom ~ auf ..."
    (
        "Weapon Rack",
        "{T}: Move a +1/+1 counter from Weapon Rack onto target creature. Activate only as a "
        "sorcery.",
        "Waffenständer",
        "{T}: Bewege eine +1/+1-Marke vom Waffenständer auf eine Kreatur deiner Wahl. Aktiviere "
        "diese Fähigkeit nur zu einem Zeitpunkt, zu dem du auch eine Hexerei wirken könntest.",
    ),
    # Aetherborn Marauder (KLD): any number of counters from other permanents
    (
        "Aetherborn Marauder",
        "When Aetherborn Marauder enters the battlefield, move any number of +1/+1 counters from "
        "other permanents you control onto Aetherborn Marauder.",
        "Äthergeborener Marodeur",
        "Wenn der Äthergeborene Marodeur ins Spiel kommt, bewege eine beliebige Anzahl an "
        "+1/+1-Marken von anderen bleibenden Karten, die du kontrollierst, auf den "
        "Äthergeborenen Marodeur.",
    ),
    # Harvest Hand (SOI): returned transformed
    (
        "Harvest Hand",
        "When Harvest Hand dies, return it to the battlefield transformed under your control.",
        "Erntehelfer",
        "Wenn der Erntehelfer stirbt, bringe ihn transformiert unter deiner Kontrolle ins Spiel "
        "zurück.",
    ),
    # Revenge of the Drowned (MID): the owner puts it on the top or bottom of their library
    (
        "Revenge of the Drowned",
        "Target creature's owner puts it on the top or bottom of their library. You create a "
        "2/2 black Zombie creature token with decayed.",
        "Rache der Ertrunkenen",
        "Der Besitzer einer Kreatur deiner Wahl legt sie auf oder unter seine Bibliothek. Du "
        "erzeugst einen 2/2 schwarzen Zombie-Kreaturenspielstein mit Verwesung.",
    ),
    # Not Forgotten (SOI): "auf oder unter die Bibliothek ihres Besitzers"
    (
        "Not Forgotten",
        "Put target card from a graveyard on the top or bottom of its owner's library. Create a "
        "1/1 white Spirit creature token with flying.",
        "Nicht vergessen",
        "Lege eine Karte deiner Wahl aus einem Friedhof auf oder unter die Bibliothek ihres "
        "Besitzers. Bringe einen 1/1 weißen Geist-Kreaturenspielstein mit Flugfähigkeit ins "
        "Spiel.",
    ),
    # Embodiment of Fury (OGW): "zu einer 3/3 ... werden lassen"
    (
        "Embodiment of Fury",
        "Landfall — Whenever a land enters the battlefield under your control, you may have "
        "target land you control become a 3/3 Elemental creature with haste until end of turn. "
        "It's still a land.",
        "Verkörperung der Wut",
        "Landung — Immer wenn ein Land unter deiner Kontrolle ins Spiel kommt, kannst du ein "
        "Land deiner Wahl, das du kontrollierst, bis zum Ende des Zuges zu einer 3/3 "
        "Elementarwesen-Kreatur mit Eile werden lassen. Es ist immer noch ein Land.",
    ),
    # Persist (MH2): returned with a counter
    (
        "Persist",
        "Return target nonlegendary creature card from your graveyard to the battlefield with a "
        "-1/-1 counter on it.",
        "Fortdauer",
        "Bringe eine nichtlegendäre Kreaturenkarte deiner Wahl aus deinem Friedhof mit einer "
        "-1/-1-Marke ins Spiel zurück.",
    ),
    # Planar Incision (NEO): under its owner's control, with a counter
    (
        "Planar Incision",
        "Exile target artifact or creature, then return it to the battlefield under its owner's "
        "control with a +1/+1 counter on it.",
        "Planarer Einschnitt",
        "Schicke ein Artefakt oder eine Kreatur deiner Wahl ins Exil und bringe sie dann unter "
        "der Kontrolle ihres Besitzers mit einer +1/+1-Marke ins Spiel zurück.",
    ),
    # Unholy Indenture (M20): the counter before the controller
    (
        "Unholy Indenture",
        "When enchanted creature dies, return that card to the battlefield under your control "
        "with a +1/+1 counter on it.",
        "Unheiliger Pakt",
        "Wenn die verzauberte Kreatur stirbt, bringe sie mit einer +1/+1-Marke unter deiner "
        "Kontrolle ins Spiel zurück.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_line_gives_the_english_ast(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


@pytest.mark.parametrize(
    ("line", "name"),
    [
        # another creature than this one transforming into this face (CR 701.27e)
        (
            "Immer wenn eine Kreatur, die du kontrollierst, in ~ transformiert, ziehe eine Karte.",
            "X",
        ),
        # a creature dealt damage by another ability than this one's: "auf diese Weise" names
        # nothing before it
        ("Falls einer Kreatur auf diese Weise Schaden zugefügt wird, ziehe eine Karte.", "X"),
        # creature cards in an opponent's graveyard: one graveyard or all of them
        (
            "Solange sich acht oder mehr Kreaturenkarten im Friedhof eines Gegners befinden, "
            "ziehe eine Karte.",
            "X",
        ),
        # a player who is not the object's owner putting it on the top or bottom of their
        # library
        (
            "Ein Spieler deiner Wahl legt eine Kreatur deiner Wahl auf oder unter seine "
            "Bibliothek.",
            "X",
        ),
        # "davon" after cards looked at, not a revealed hand
        (
            "Schaue dir die obersten fünf Karten deiner Bibliothek an. Bestimme davon eine "
            "Karte, die kein Land ist. Nimm sie auf deine Hand.",
            "X",
        ),
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str, name: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de", card_name=name)
