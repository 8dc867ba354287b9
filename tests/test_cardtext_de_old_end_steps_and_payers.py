"""German 1994-2008 printings: the end step said after the verb or the object ("am Ende eines
Zuges", "am Ende deines Zuges", CR 513.1), "unless he pays" ("wenn er nicht 3 bezahlt", CR
118.12), the cost "0:" of abilities with an activation limit (CR 602.5, 606.3), "verliert die
Flugfähigkeit", "zusätzlich" with a draw, "zum Blocken deklariert werden" (CR 509.1a) and
"bestimme eine davon" (CR 701.16a) (grammar/de/clauses/sentences.lark, verbs.lark;
rulesparser.cardtext). Real printed German lines (MTGJSON foreignData of the development sets,
the card's name as "~") give the same AST as the English Oracle line of the same card; a line
that could mean something else stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse
from rulesparser import ast as A

#: (English Oracle line, German printed line) of the same card
SAME = [
    # "am Ende eines Zuges" (1995-1997): each end step (CR 513.1), as "am Ende des Zuges"
    (  # Ball Lightning (4ED)
        "At the beginning of the end step, sacrifice ~.",
        "Begrabe den ~ am Ende eines Zuges.",
    ),
    # "am Ende deines Zuges" after the verb or the object: your end step
    (  # Measure of Wickedness (SOK)
        "At the beginning of your end step, sacrifice ~ and you lose 8 life.",
        "Opfere am Ende deines Zuges den ~ und verliere 8 Lebenspunkte.",
    ),
    (  # Grafted Skullcap (7ED), its second ability
        "At the beginning of your end step, discard your hand.",
        "Wirf am Ende deines Zuges alle Karten aus deiner Hand ab.",
    ),
    (  # Dross Harvester (MRD), its second ability
        "At the beginning of your end step, you lose 4 life.",
        "Du verlierst 4 Lebenspunkte am Ende deines Zuges.",
    ),
    # after other effects of a trigger: the next such end step (CR 603.7)
    (  # Puppeteer Clique (SHM), its "it" the card returned
        "When ~ enters the battlefield, put target creature card from an opponent's graveyard "
        "onto the battlefield under your control. It gains haste. At the beginning of your next "
        "end step, exile it.",
        "Wenn die ~ ins Spiel kommt, bringe eine Kreaturenkarte deiner Wahl aus dem Friedhof "
        "eines Gegners unter deiner Kontrolle ins Spiel. Sie hat Eile. Entferne sie am Ende "
        "deines Zuges ganz aus dem Spiel.",
    ),
    # the trigger's step between "Begrabe" and its object (bury, CR 701.19c: sacrifice itself)
    (  # Ball Lightning, that order
        "At the beginning of the end step, sacrifice ~.",
        "Begrabe am Ende des Zuges den ~.",
    ),
    # "wenn er nicht N bezahlt" (1999-2001): "er" is the player the clause is about (CR 118.12)
    (  # Rishadan Brigand (MMQ)
        "When ~ enters the battlefield, each opponent sacrifices a permanent unless they pay {3}.",
        "Wenn der ~ ins Spiel kommt, opfert jeder Deiner Gegner eine bleibende Karte, wenn er "
        "nicht 3 bezahlt.",
    ),
    (  # Phyrexian Tyranny (PLS)
        "Whenever a player draws a card, that player loses 2 life unless they pay {2}.",
        "Immer wenn ein Spieler eine Karte zieht, verliert er 2 Lebenspunkte, wenn er nicht {2} "
        "bezahlt.",
    ),
    # "opfert er" (the verb second, then "er": the player named before)
    (  # Aether Barrier (NEM)
        "Whenever a player casts a creature spell, that player sacrifices a permanent unless "
        "they pay {1}.",
        "Immer wenn ein Spieler einen Kreaturenzauber spielt, opfert er eine bleibende Karte, "
        "wenn er nicht 1 bezahlt.",
    ),
    # "0:" before an ability with an activation limit: {0} (no loyalty ability has one)
    (  # Instill Energy (4ED)
        "{0}: Untap enchanted creature. Activate only during your turn and only once each turn.",
        "0: Enttappe die verzauberte Kreatur. Benutze diese Fähigkeit nur während Deines Zuges "
        "und auch nur einmal pro Zug.",
    ),
    # "verliert die Flugfähigkeit" (the article before the keyword noun)
    (  # Vertigo (ICE)
        "~ deals 2 damage to target creature with flying. That creature loses flying until end "
        "of turn.",
        "Der ~ fügt einer fliegenden Zielkreatur 2 Schadenspunkte zu. Diese Kreatur verliert die "
        "Flugfähigkeit bis zum Ende des Zuges.",
    ),
    # "ziehe zusätzlich zwei Karten" (also draw), "eine zusätzliche Karte" after the step
    (  # Dismantling Blow (INV), its kicked draw
        "If this spell was kicked, draw two cards.",
        "Wenn Du die Bonuskosten bezahlt hast, ziehe zusätzlich zwei Karten.",
    ),
    (  # Grafted Skullcap (7ED), its first ability
        "At the beginning of your draw step, draw an additional card.",
        "Ziehe zu Beginn deines Ziehsegments eine zusätzliche Karte.",
    ),
    # a trailing "falls" saying how the object was cast: it can't change between the trigger
    # and its resolution, so it is the intervening "if" Oracle prints (CR 603.4, 601.2a)
    (  # Coal Stoker (TSP)
        "When ~ enters the battlefield, if you cast it from your hand, add {R}{R}{R}.",
        "Wenn der ~ ins Spiel kommt, erhöhe deinen Manavorrat um {R}{R}{R}, falls du ihn aus "
        "deiner Hand gespielt hast.",
    ),
    # "kann nicht zum Blocken deklariert werden" (1994-1997): can't block (CR 509.1a)
    (  # Panic (5ED), its second line
        "Target creature can't block this turn.",
        "Eine Kreatur Deiner Wahl kann in diesem Zug nicht zum Blocken deklariert werden.",
    ),
    (  # Foul Familiar (ICE), with no subject: the card itself
        "~ can't block.",
        "Kann nicht zum Blocken deklariert werden.",
    ),
    (  # Root Spider (HML): "Wenn ... zum Blocken deklariert wird" is "Whenever ~ blocks"
        "Whenever ~ blocks, it gets +1/+0 and gains first strike until end of turn.",
        "Wenn die ~ zum Blocken deklariert wird, erhält sie Erstschlag und +1/+0 bis zum Ende "
        "des Zuges.",
    ),
    # "verursacht N Schadenspunkte bei ..." (Fourth Edition: deals N damage to ..., CR 120.3)
    (  # Sandstorm (4ED)
        "~ deals 1 damage to each attacking creature.",
        "Der ~ verursacht 1 Schadenspunkt bei allen angreifenden Kreaturen.",
    ),
    (  # Pestilence (4ED), its second ability
        "{B}: ~ deals 1 damage to each creature and each player.",
        "{B}: ~ verursacht 1 Schadenspunkt bei allen Kreaturen und allen Spielern.",
    ),
    # ", wenn sie schwarz ist" ("wenn" for "if" before the state of "it", 1994-2001)
    (  # Hobble (PLS), its last line
        "Enchanted creature can't block if it's black.",
        "Die verzauberte Kreatur kann nicht blocken, wenn sie schwarz ist.",
    ),
    # "Wähle ... aus und wirf diese ab" (the particle of "auswählen" before "und": discard)
    (  # Sift (STH)
        "Draw three cards, then discard a card.",
        "Ziehe drei Karten. Wähle dann eine Karte aus Deiner Hand aus und wirf diese ab.",
    ),
    # "Schaden in Höhe seiner Stärke zufügen lassen" ("Schaden" before the amount)
    (  # Laccolith Grunt (NEM)
        "Whenever ~ becomes blocked, you may have it deal damage equal to its power to target "
        "creature. If you do, ~ assigns no combat damage this turn.",
        "Immer wenn der ~ geblockt wird, kannst Du ihn einer Kreatur Deiner Wahl Schaden in Höhe "
        "seiner Stärke zufügen lassen. Wenn Du das tust, fügt der ~ in diesem Zug keinen "
        "Kampfschaden zu.",
    ),
    # "der Anzahl Gebirge" (the noun right after "Anzahl"), "eine Anzahl Karten in Höhe ..."
    (  # Spitting Earth (6ED)
        "~ deals damage to target creature equal to the number of Mountains you control.",
        "Die ~ fügt einer Kreatur Deiner Wahl Schadenspunkte in Höhe der Anzahl Gebirge, die Du "
        "kontrollierst, zu.",
    ),
    (  # Greater Good (9ED)
        "Sacrifice a creature: Draw cards equal to the sacrificed creature's power, then discard "
        "three cards.",
        "Opfere eine Kreatur: Ziehe eine Anzahl Karten in Höhe der Stärke der geopferten Kreatur "
        "und wirf dann drei Karten aus deiner Hand ab.",
    ),
    # "bestimme eine davon" after a hand revealed: a card from it (the noun left out)
    (  # Splitting Headache (SHM), its second mode
        "Target player reveals their hand. You choose a card from it. That player discards that "
        "card.",
        "Ein Spieler deiner Wahl zeigt die Karten auf seiner Hand offen vor, du bestimmst eine "
        "davon, und dieser Spieler wirft dann diese Karte ab.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


def test_end_of_your_turn_is_your_end_step_and_of_a_turn_each_one() -> None:
    (yours,) = parse("Du verlierst 4 Lebenspunkte am Ende deines Zuges.", "de").abilities
    (each,) = parse("Begrabe den ~ am Ende eines Zuges.", "de").abilities
    assert isinstance(yours.trigger, A.StepTrigger) and isinstance(each.trigger, A.StepTrigger)
    assert (yours.trigger.step, yours.trigger.player) == ("end", "you")
    assert (each.trigger.step, each.trigger.player) == ("end", "each")


@pytest.mark.parametrize(
    "line",
    [
        # Iceberg's shape (ICE "0: Entferne eine Eis-Spielmarke vom Eisberg, und erhöhe ...",
        # here with an activation limit): the counter removed is the cost in the Oracle text
        # ("Remove an ice counter from Iceberg: Add {C}."), not the effect of a {0} ability
        "0: Entferne eine Eis-Spielmarke vom ~ und ziehe eine Karte. Benutze diese Fähigkeit "
        "nur einmal pro Zug.",
        # "0:" with no activation limit: a loyalty cost or {0}, not told apart
        "0: Ziehe eine Karte.",
        # Blackmail (9ED): "eine davon" after three cards revealed is one of those three
        # (Oracle "you choose one of them"), not a card of the hand
        "Ein Spieler deiner Wahl zeigt drei Karten aus seiner Hand offen vor, und du bestimmst "
        "eine davon. Dieser Spieler wirft diese Karte ab.",
        # a trailing "falls" on the game's state after a trigger's effect: Dream Thief (EVE,
        # Oracle "draw a card if you've cast another blue spell this turn", checked on
        # resolution) and Rhox Meditant (CON "..., falls du eine grüne bleibende Karte
        # kontrollierst", Oracle "if you control a green permanent, draw a card", an
        # intervening "if") print the same German shape (CR 603.4, 608.2c)
        "Wenn der ~ ins Spiel kommt, ziehe eine Karte, falls du in diesem Zug einen anderen "
        "blauen Zauberspruch gespielt hast.",
        "Wenn die ~ ins Spiel kommt, ziehe eine Karte, falls du eine grüne bleibende Karte "
        "kontrollierst.",
        # "er" paying for a clause whose subject is no player
        "Zerstöre eine Kreatur Deiner Wahl, wenn sie nicht 2 bezahlt.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
