"""German printed lines of the newest sets (2017-2022, MTGJSON foreignData of the development
sets AER to DMU): each gives the same AST as the English Oracle line of the same card; a line
whose reading is unsure stays unparsed."""

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
    # Ley-Linie der Leere (Leyline of the Void, M20): the opening-hand rule of the Leylines
    # (CR 103.6a)
    (
        "Leyline of the Void",
        "If Leyline of the Void is in your opening hand, you may begin the game with it on the "
        "battlefield.",
        "Ley-Linie der Leere",
        "Falls die Ley-Linie der Leere auf deiner Starthand ist, kannst du die Partie mit ihr "
        "im Spiel beginnen.",
    ),
    # the same rule as Guildpact printed it (2006)
    (
        "Leyline of the Void",
        "If Leyline of the Void is in your opening hand, you may begin the game with it on the "
        "battlefield.",
        "Ley-Linie der Leere",
        "Falls die Ley-Linie der Leere auf deiner Anfangshand ist, kannst du sie vor "
        "Spielbeginn ins Spiel bringen.",
    ),
    # Barge In (Hereinplatzen, ELD): "Nicht-Mensch-Kreaturen" is a non-Human creature
    # (CR 205.4b: not having that subtype)
    (
        "Barge In",
        "Each attacking non-Human creature gains trample until end of turn.",
        "Hereinplatzen",
        "Angreifende Nicht-Mensch-Kreaturen verursachen Trampelschaden bis zum Ende des Zuges.",
    ),
    # Realm-Cloaked Giant (ELD), Cast Off: "Zerstöre alle Nicht-Riese-Kreaturen."
    (
        "Cast Off",
        "Destroy all non-Giant creatures.",
        "Abstreifen",
        "Zerstöre alle Nicht-Riese-Kreaturen.",
    ),
    # Emeria's Call (ZNR): "Nicht-Engel-Kreaturen, die du kontrollierst"
    (
        "Emeria's Call",
        "Non-Angel creatures you control gain indestructible until your next turn.",
        "Emerias Ruf",
        "Nicht-Engel-Kreaturen, die du kontrollierst, erhalten Unzerstörbarkeit bis zu deinem "
        "nächsten Zug.",
    ),
    # Sheoldred, the Apocalypse (DMU), Fell Specter (M19), Kambal (KLD): "verliert er 2
    # Lebenspunkte", the verb only a player does, then "er": the player the trigger names
    (
        "Sheoldred, the Apocalypse",
        "Whenever an opponent draws a card, they lose 2 life.",
        "Sheoldred die Apokalypse",
        "Immer wenn ein Gegner eine Karte zieht, verliert er 2 Lebenspunkte.",
    ),
    (
        "Fell Specter",
        "Whenever an opponent discards a card, that player loses 2 life.",
        "Bestialisches Gespenst",
        "Immer wenn ein Gegner eine Karte abwirft, verliert er 2 Lebenspunkte.",
    ),
    (
        "Kambal, Consul of Allocation",
        "Whenever an opponent casts a noncreature spell, that player loses 2 life and you gain 2 "
        "life.",
        "Kambal, Konsul der Allokation",
        "Immer wenn ein Gegner einen Nichtkreatur-Zauberspruch wirkt, verliert er 2 Lebenspunkte "
        "und du erhältst 2 Lebenspunkte dazu.",
    ),
    # Cunning Survivor, Ominous Sphinx (HOU): "Immer wenn du eine Karte umwandelst oder
    # abwirfst" (whenever you cycle or discard a card, CR 702.29a, 701.9a)
    (
        "Cunning Survivor",
        "Whenever you cycle or discard a card, Cunning Survivor gets +1/+0 until end of turn and "
        "can't be blocked this turn.",
        "Listige Überlebende",
        "Immer wenn du eine Karte umwandelst oder abwirfst, erhält die Listige Überlebende +1/+0 "
        "bis zum Ende des Zuges und kann in diesem Zug nicht geblockt werden.",
    ),
    (
        "Ominous Sphinx",
        "Whenever you cycle or discard a card, target creature an opponent controls gets -2/-0 "
        "until end of turn.",
        "Unheilvolle Sphinx",
        "Immer wenn du eine Karte umwandelst oder abwirfst, erhält eine Kreatur deiner Wahl, die "
        "ein Gegner kontrolliert, -2/-0 bis zum Ende des Zuges.",
    ),
    # Might of Old Krosa (Time Spiral Remastered): "während deiner
    # Hauptphase" (during your main phase, CR 505.1), as the addendum's "in deiner Hauptphase"
    (
        "Might of Old Krosa",
        "Target creature gets +2/+2 until end of turn. If you cast this spell during your main "
        "phase, that creature gets +4/+4 until end of turn instead.",
        "Macht des alten Krosa",
        "Eine Kreatur deiner Wahl erhält +2/+2 bis zum Ende des Zuges. Falls du diesen "
        "Zauberspruch während deiner Hauptphase gewirkt hast, erhält die Kreatur stattdessen "
        "+4/+4 bis zum Ende des Zuges.",
    ),
    # Rule of Law (M20), Archon of Emeria (ZNR), Deafening Silence (ELD): "Kein Spieler kann
    # mehr als einen ... pro Zug wirken" (each player can't cast more than one ... each turn)
    (
        "Rule of Law",
        "Each player can't cast more than one spell each turn.",
        "Rechtsstaatlichkeit",
        "Kein Spieler kann mehr als einen Zauberspruch pro Zug wirken.",
    ),
    (
        "Deafening Silence",
        "Each player can't cast more than one noncreature spell each turn.",
        "Ohrenbetäubende Stille",
        "Kein Spieler kann mehr als einen Nichtkreatur-Zauberspruch pro Zug wirken.",
    ),
    # Merfolk Windrobber (ZNR): "falls ein Gegner acht oder mehr Karten in seinem Friedhof
    # hat" (an opponent has eight or more cards in their graveyard)
    (
        "Merfolk Windrobber",
        "Sacrifice Merfolk Windrobber: Draw a card. Activate only if an opponent has eight or "
        "more cards in their graveyard.",
        "Meervolk-Windräuber",
        "Opfere den Meervolk-Windräuber: Ziehe eine Karte. Aktiviere diese Fähigkeit nur, falls "
        "ein Gegner acht oder mehr Karten in seinem Friedhof hat.",
    ),
    # High Alert (RNA), Gauntlets of Light (M20): "weisen Kampfschaden in Höhe ihrer
    # Widerstandskraft anstatt ihrer Stärke zu" (CR 510.1a)
    (
        "High Alert",
        "Each creature you control assigns combat damage equal to its toughness rather than its "
        "power.",
        "Oberste Alarmstufe",
        "Kreaturen, die du kontrollierst, weisen Kampfschaden in Höhe ihrer Widerstandskraft "
        "anstatt ihrer Stärke zu.",
    ),
    (
        "Gauntlets of Light",
        "Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather "
        "than its power.",
        "Handschuhe aus Licht",
        "Die verzauberte Kreatur erhält +0/+2 und weist Kampfschaden in Höhe ihrer "
        "Widerstandskraft anstatt ihrer Stärke zu.",
    ),
    # Meteor Golem (M20): "eine bleibende Nichtland-Karte" (a nonland permanent)
    (
        "Meteor Golem",
        "When Meteor Golem enters the battlefield, destroy target nonland permanent an opponent "
        "controls.",
        "Meteorgolem",
        "Wenn der Meteorgolem ins Spiel kommt, zerstöre eine bleibende Nichtland-Karte deiner "
        "Wahl, die ein Gegner kontrolliert.",
    ),
    # Ceremonious Rejection (KLD), Infernal Reckoning (M19): "farblos" (colorless, CR 105.2c)
    (
        "Ceremonious Rejection",
        "Counter target colorless spell.",
        "Zeremoniöse Ablehnung",
        "Neutralisiere einen farblosen Zauberspruch deiner Wahl.",
    ),
    (
        "Infernal Reckoning",
        "Exile target colorless creature. You gain life equal to its power.",
        "Teuflische Abrechnung",
        "Schicke eine farblose Kreatur deiner Wahl ins Exil. Du erhältst Lebenspunkte in Höhe "
        "ihrer Stärke dazu.",
    ),
    # Ramunap Excavator (HOU), Crucible of Worlds (M19): "Du kannst Länderkarten aus deinem
    # Friedhof spielen." (a static permission, CR 305.1, 601.3)
    (
        "Ramunap Excavator",
        "You may play lands from your graveyard.",
        "Ramunap-Ausgräberin",
        "Du kannst Länderkarten aus deinem Friedhof spielen.",
    ),
    # Courser of Kruphix (TSR), Realmwalker (KHM): "oben von deiner Bibliothek" (from the top
    # of your library)
    (
        "Courser of Kruphix",
        "You may play lands from the top of your library.",
        "Rennerin des Kruphix",
        "Du kannst Länder oben von deiner Bibliothek spielen.",
    ),
    (
        "Realmwalker",
        "As Realmwalker enters the battlefield, choose a creature type.\nYou may cast creature "
        "spells of the chosen type from the top of your library.",
        "Reisender der Reiche",
        "Sowie der Reisende der Reiche ins Spiel kommt, bestimme einen Kreaturentyp.\nDu kannst "
        "Kreaturenzauber des bestimmten Typs oben von deiner Bibliothek wirken.",
    ),
    # Demonic Vigor (DOM), Acrobatic Maneuver (KLD), Angel of Condemnation (HOU): "ihre Karte"
    # after a creature that died or was exiled (Oracle "that card")
    (
        "Demonic Vigor",
        "When enchanted creature dies, return that card to its owner's hand.",
        "Dämonische Lebenskraft",
        "Wenn die verzauberte Kreatur stirbt, bringe ihre Karte auf die Hand ihres Besitzers "
        "zurück.",
    ),
    (
        "Acrobatic Maneuver",
        "Exile target creature you control, then return that card to the battlefield under its "
        "owner's control.\nDraw a card.",
        "Akrobatisches Manöver",
        "Schicke eine Kreatur deiner Wahl, die du kontrollierst, ins Exil und bringe ihre Karte "
        "dann unter der Kontrolle ihres Besitzers ins Spiel zurück.\nZiehe eine Karte.",
    ),
    (
        "Angel of Condemnation",
        "{2}{W}, {T}: Exile another target creature. Return that card to the battlefield under "
        "its owner's control at the beginning of the next end step.",
        "Engel der Verdammnis",
        "{2}{W}, {T}: Schicke eine andere Kreatur deiner Wahl ins Exil. Bringe ihre Karte zu "
        "Beginn des nächsten Endsegments unter der Kontrolle ihres Besitzers ins Spiel zurück.",
    ),
    # Oran-Rief Ooze (ZNR), Lifecrafter's Gift (AER): ", auf der bereits mindestens eine
    # +1/+1-Marke liegt" (with a +1/+1 counter on it: "bereits", already, says no more)
    (
        "Oran-Rief Ooze",
        "Whenever Oran-Rief Ooze attacks, put a +1/+1 counter on each attacking creature with a "
        "+1/+1 counter on it.",
        "Oran-Rief-Schlammwesen",
        "Immer wenn das Oran-Rief-Schlammwesen angreift, lege eine +1/+1-Marke auf jede "
        "angreifende Kreatur, auf der bereits mindestens eine +1/+1-Marke liegt.",
    ),
    (
        "Lifecrafter's Gift",
        "Put a +1/+1 counter on target creature, then put a +1/+1 counter on each creature you "
        "control with a +1/+1 counter on it.",
        "Gabe der Biotronik",
        "Lege eine +1/+1-Marke auf eine Kreatur deiner Wahl. Lege dann eine +1/+1-Marke auf "
        "jede Kreatur, die du kontrollierst und auf der bereits mindestens eine +1/+1-Marke "
        "liegt.",
    ),
    # Resplendent Angel (M19), Knight of the Ebon Legion (M20): "falls du in diesem Zug 5 oder
    # mehr Lebenspunkte dazuerhalten hast" (the life gained or lost this turn, counted: CR 119.3)
    (
        "Resplendent Angel",
        "At the beginning of each end step, if you gained 5 or more life this turn, create a 4/4 "
        "white Angel creature token with flying and vigilance.",
        "Prachtvoller Engel",
        "Zu Beginn jedes Endsegments und falls du in diesem Zug 5 oder mehr Lebenspunkte "
        "dazuerhalten hast, erzeuge einen 4/4 weißen Engel-Kreaturenspielstein mit "
        "Flugfähigkeit und Wachsamkeit.",
    ),
    (
        "Knight of the Ebon Legion",
        "At the beginning of your end step, if a player lost 4 or more life this turn, put a "
        "+1/+1 counter on Knight of the Ebon Legion. (Damage causes loss of life.)",
        "Ritter der Ebenholzlegion",
        "Zu Beginn deines Endsegments und falls ein Spieler in diesem Zug 4 oder mehr "
        "Lebenspunkte verloren hat, lege eine +1/+1-Marke auf den Ritter der Ebenholzlegion. "
        "(Schaden verursacht den Verlust von Lebenspunkten.)",
    ),
    # Sky Tether (RNA): "hat Verteidiger und verliert Flugfähigkeit" ("und" before a verb ends
    # the keyword list)
    (
        "Sky Tether",
        "Enchanted creature has defender and loses flying.",
        "Himmelsketten",
        "Die verzauberte Kreatur hat Verteidiger und verliert Flugfähigkeit.",
    ),
    # Secret Plans (TSR): "Verdeckte Kreaturen" (face-down creatures, CR 708.2)
    (
        "Secret Plans",
        "Face-down creatures you control get +0/+1.",
        "Geheime Pläne",
        "Verdeckte Kreaturen, die du kontrollierst, erhalten +0/+1.",
    ),
    # Echo of Eons (MH1): "mischt die Karten auf seiner Hand und in seinem Friedhof in seine
    # Bibliothek" (the cards of both zones, CR 701.24a)
    (
        "Echo of Eons",
        "Each player shuffles their hand and graveyard into their library, then draws seven cards.",
        "Echo der Zeitalter",
        "Jeder Spieler mischt die Karten auf seiner Hand und in seinem Friedhof in seine "
        "Bibliothek und zieht dann sieben Karten.",
    ),
    # Esper Sentinel (MH2): "zum ersten Mal in einem Zug einen Nichtkreatur-Zauberspruch
    # wirkt" (casts their first noncreature spell each turn)
    (
        "Esper Sentinel",
        "Whenever an opponent casts their first noncreature spell each turn, draw a card unless "
        "that player pays {X}, where X is Esper Sentinel's power.",
        "Esper-Wachposten",
        "Immer wenn ein Gegner zum ersten Mal in einem Zug einen Nichtkreatur-Zauberspruch "
        "wirkt, ziehe eine Karte, es sei denn, jener Spieler bezahlt {X}, wobei X gleich der "
        "Stärke des Esper-Wachpostens ist.",
    ),
    # Trusty Companion (KLD), Craven Hulk (KHM): "kann nicht alleine angreifen / blocken"
    # (CR 506.5)
    (
        "Trusty Companion",
        "Trusty Companion can't attack alone.",
        "Treuer Begleiter",
        "Der Treue Begleiter kann nicht alleine angreifen.",
    ),
    # Loyal Pegasus (M20): "kann weder alleine angreifen noch alleine blocken"
    (
        "Loyal Pegasus",
        "Loyal Pegasus can't attack or block alone.",
        "Loyaler Pegasus",
        "Der Loyale Pegasus kann weder alleine angreifen noch alleine blocken.",
    ),
    (
        "Craven Hulk",
        "Craven Hulk can't block alone.",
        "Feiger Hüne",
        "Der Feige Hüne kann nicht alleine blocken.",
    ),
    # Svyelun of Sea and Sky (MH2): a keyword whose parameter is a mana cost in a list of
    # granted keywords (ward, CR 702.21a)
    (
        "Svyelun of Sea and Sky",
        "Other Merfolk you control have ward {1}.",
        "Svyelun von Meer und Himmel",
        "Andere Meervölker, die du kontrollierst, haben Abwehr {1}.",
    ),
    # Fynn, the Fangbearer (KHM), Ichor Rats (SOM): poison counters a player gets (CR 122.1f)
    (
        "Fynn, the Fangbearer",
        "Whenever a creature you control with deathtouch deals combat damage to a player, that "
        "player gets two poison counters.",
        "Fynn Fangzahnträger",
        "Immer wenn eine Kreatur mit Todesberührung, die du kontrollierst, einem Spieler "
        "Kampfschaden zufügt, erhält der Spieler zwei Giftmarken.",
    ),
    (
        "Ichor Rats",
        "When Ichor Rats enters the battlefield, each player gets a poison counter.",
        "Wundsekret-Ratten",
        "Wenn die Wundsekret-Ratten ins Spiel kommen, erhält jeder Spieler eine Giftmarke.",
    ),
    # Kappa Tech-Wrecker (NEO): "kannst du eine ...-Marke von ihm entfernen" (you may remove a
    # counter from it, the infinitive last, CR 122.8)
    (
        "Kappa Tech-Wrecker",
        "Whenever Kappa Tech-Wrecker deals combat damage to a player, you may remove a "
        "deathtouch counter from it. When you do, exile target artifact or enchantment that "
        "player controls.",
        "Kappa-Abwracker",
        "Immer wenn der Kappa-Abwracker einem Spieler Kampfschaden zufügt, kannst du eine "
        "Todesberührung-Marke von ihm entfernen. Wenn du dies tust, schicke ein Artefakt oder "
        "eine Verzauberung deiner Wahl, das bzw. die der Spieler kontrolliert, ins Exil.",
    ),
    # Courser of Kruphix (TSR): the top card of the library played revealed (CR 400.2)
    (
        "Courser of Kruphix",
        "Play with the top card of your library revealed.",
        "Rennerin des Kruphix",
        "Die oberste Karte deiner Bibliothek ist offen.",
    ),
    # In Bolas's Clutches (DOM): the predicative "legendär" (a supertype, CR 205.4a)
    (
        "In Bolas's Clutches",
        "Enchanted permanent is legendary.",
        "In Bolas' Fängen",
        "Die verzauberte bleibende Karte ist legendär.",
    ),
    # Inevitable Betrayal (MH2): "Danach mischt jener Spieler." (that player shuffles the
    # library searched, CR 701.24)
    (
        "Inevitable Betrayal",
        "Search target opponent's library for a creature card and put that card onto the "
        "battlefield under your control. Then that player shuffles.",
        "Unvermeidlicher Verrat",
        "Durchsuche die Bibliothek eines Gegners deiner Wahl nach einer Kreaturenkarte und "
        "bringe sie unter deiner Kontrolle ins Spiel. Danach mischt jener Spieler.",
    ),
    # Go-Shintai of Ancient Wars (NEO): "einem Spieler oder Planeswalker deiner Wahl" (one
    # target, the article of the second alternative left out, CR 115.1)
    (
        "Go-Shintai of Ancient Wars",
        "At the beginning of your end step, you may pay {1}. When you do, Go-Shintai of Ancient "
        "Wars deals X damage to target player or planeswalker, where X is the number of Shrines "
        "you control.",
        "Go-Shintai der uralten Kriege",
        "Zu Beginn deines Endsegments kannst du {1} bezahlen. Wenn du dies tust, fügt der "
        "Go-Shintai der uralten Kriege einem Spieler oder Planeswalker deiner Wahl X "
        "Schadenspunkte zu, wobei X gleich der Anzahl an Schreinen ist, die du kontrollierst.",
    ),
    # Scorch Spitter (M20), Rakdos Roustabout (RNA): "dem Spieler oder Planeswalker, den er
    # angreift" (the player or planeswalker it's attacking, CR 506.3, 508.1b)
    (
        "Scorch Spitter",
        "Whenever Scorch Spitter attacks, it deals 1 damage to the player or planeswalker it's "
        "attacking.",
        "Brandspucker",
        "Immer wenn der Brandspucker angreift, fügt er dem Spieler oder Planeswalker, den er "
        "angreift, 1 Schadenspunkt zu.",
    ),
    (
        "Rakdos Roustabout",
        "Whenever Rakdos Roustabout becomes blocked, it deals 1 damage to the player or "
        "planeswalker it's attacking.",
        "Rakdos-Schauermann",
        "Immer wenn der Rakdos-Schauermann geblockt wird, fügt er dem Spieler oder "
        "Planeswalker, den er angreift, 1 Schadenspunkt zu.",
    ),
    # Kami of Terrible Secrets, Naomi, Pillar of Order (NEO): "falls du ein Artefakt und eine
    # Verzauberung kontrollierst" (each exists, CR 603.4)
    (
        "Kami of Terrible Secrets",
        "When Kami of Terrible Secrets enters the battlefield, if you control an artifact and an "
        "enchantment, you draw a card and you gain 1 life.",
        "Kami der schrecklichen Geheimnisse",
        "Wenn der Kami der schrecklichen Geheimnisse ins Spiel kommt und falls du ein Artefakt "
        "und eine Verzauberung kontrollierst, ziehst du eine Karte und erhältst 1 Lebenspunkt "
        "dazu.",
    ),
    (
        "Naomi, Pillar of Order",
        "Whenever Naomi, Pillar of Order enters the battlefield or attacks, if you control an "
        "artifact and an enchantment, create a 2/2 white Samurai creature token with vigilance.",
        "Naomi, Säule der Ordnung",
        "Immer wenn Naomi, Säule der Ordnung, ins Spiel kommt oder angreift und falls du ein "
        "Artefakt und eine Verzauberung kontrollierst, erzeuge einen 2/2 weißen "
        "Samurai-Kreaturenspielstein mit Wachsamkeit.",
    ),
    # Otherworldly Gaze (MID): "eine beliebige Anzahl davon auf deinen Friedhof und den Rest
    # ... oben auf deine Bibliothek" (CR 401.4, 608.2d)
    (
        "Otherworldly Gaze",
        "Look at the top three cards of your library. Put any number of them into your "
        "graveyard and the rest back on top of your library in any order.",
        "Blick aus einer anderen Welt",
        "Schaue dir die obersten drei Karten deiner Bibliothek an. Lege eine beliebige Anzahl "
        "davon auf deinen Friedhof und den Rest in beliebiger Reihenfolge oben auf deine "
        "Bibliothek.",
    ),
    # Fires of Victory (DMU), Fateful Showdown (KLD): "so viele Schadenspunkte, wie du Karten
    # auf deiner Hand hast" (damage equal to the number of cards in your hand, CR 107.3)
    (
        "Fires of Victory",
        "Fires of Victory deals damage to target creature or planeswalker equal to the number "
        "of cards in your hand.",
        "Flammen des Sieges",
        "Die Flammen des Sieges fügen einer Kreatur oder einem Planeswalker deiner Wahl so "
        "viele Schadenspunkte zu, wie du Karten auf deiner Hand hast.",
    ),
    (
        "Fateful Showdown",
        "Fateful Showdown deals damage to any target equal to the number of cards in your hand.",
        "Schicksalsträchtige Machtprobe",
        "Die Schicksalsträchtige Machtprobe fügt einer Kreatur oder einem Spieler deiner Wahl "
        "so viele Schadenspunkte zu, wie du Karten auf deiner Hand hast.",
    ),
    # additional costs of two choices, an action or mana (CR 601.2b, 118.1): Eaten Alive
    # (MID), Lightning Axe (TSR), Disruption Protocol (NEO), Surtland Elementalist (KHM)
    (
        "Eaten Alive",
        "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.",
        "Lebendig gefressen",
        "Opfere eine Kreatur oder bezahle {3}{B} als zusätzliche Kosten, um diesen "
        "Zauberspruch zu wirken.",
    ),
    (
        "Lightning Axe",
        "As an additional cost to cast this spell, discard a card or pay {5}.",
        "Blitzaxt",
        "Wirf als zusätzliche Kosten, um diesen Zauberspruch zu wirken, eine Karte ab oder "
        "bezahle {5}.",
    ),
    (
        "Disruption Protocol",
        "As an additional cost to cast this spell, tap an untapped artifact you control or "
        "pay {1}.",
        "Störungsprotokoll",
        "Tappe als zusätzliche Kosten, um diesen Zauberspruch zu wirken, ein ungetapptes "
        "Artefakt, das du kontrollierst, oder bezahle {1}.",
    ),
    (
        "Surtland Elementalist",
        "As an additional cost to cast this spell, reveal a Giant card from your hand or pay {2}.",
        "Surtland-Elementalist",
        "Zeige als zusätzliche Kosten, um diesen Zauberspruch zu wirken, eine Riese-Karte aus "
        "deiner Hand offen vor oder bezahle {2}.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_line_gives_the_english_ast(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


@pytest.mark.parametrize(
    "line",
    [
        # the opening-hand rule of another card than this one is not the Leylines' rule
        "Falls eine Kreatur auf deiner Starthand ist, kannst du die Partie mit ihr im Spiel "
        "beginnen.",
        "Falls die ~ auf deiner Anfangshand ist, kannst du eine Kreatur vor Spielbeginn ins "
        "Spiel bringen.",
        # "sie" after a player's verb: a plural or an object, never read as the player
        "Immer wenn eine Kreatur angreift, verliert sie 2 Lebenspunkte.",
        # "kein Spieler" without "mehr als": not the restriction read here
        "Kein Spieler kann Zaubersprüche wirken.",
        # a count of cards in a player's own zone other than a graveyard
        "Falls ein Gegner acht oder mehr Karten in seiner Hand hat, ziehe eine Karte.",
        # cycling or discarding something other than a card
        "Immer wenn du eine Kreatur umwandelst oder abwirfst, ziehe eine Karte.",
        # a choice between a cost action other than sacrificing, discarding, tapping or
        # revealing and mana
        "Als zusätzliche Kosten, um diesen Zauberspruch zu wirken, bezahle 2 Lebenspunkte oder "
        "bezahle {2}.",
        # "you control" of two objects that are not each "a" permanent
        "Falls du zwei Artefakte und eine Verzauberung kontrollierst, ziehe eine Karte.",
        # "wie du ... hast" of other objects than cards in your hand
        "Der ~ fügt einer Kreatur deiner Wahl so viele Schadenspunkte zu, wie du Kreaturen auf "
        "deiner Hand hast.",
        # what a creature attacks is a player or a planeswalker, never an artifact
        "Immer wenn der ~ angreift, fügt er dem Spieler oder Artefakt, das er angreift, "
        "1 Schadenspunkt zu.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")


def test_cycle_or_discard_keeps_the_second_event_of_this_card() -> None:
    """ "oder" after "umwandelst" before another event ("oder sie ... gelegt wird") stays the
    second event of this card (When you cycle ~ or it dies)."""
    assert _named_ast(
        "Wenn du die ~ umwandelst oder sie aus dem Spiel auf den Friedhof gelegt wird, ziehe "
        "eine Karte.",
        "de",
        "X",
    ) == _named_ast("When you cycle ~ or it dies, draw a card.", "en", "X")


def test_ausserdem_adds_an_effect_and_no_words() -> None:
    """Shell Shield (ZNR), Sanctified Charge (M15): "außerdem" (also) between the verb and its
    complement says an effect added to those before it, which the clause is anyway: the
    English line without "also" (the English grammar does not read "also" yet)."""
    assert _named_ast(
        "Eine Kreatur deiner Wahl, die du kontrollierst, erhält +0/+3 bis zum Ende des Zuges. "
        "Falls die Bonuskosten dieses Zauberspruchs bezahlt wurden, erhält die Kreatur "
        "außerdem Fluchsicherheit bis zum Ende des Zuges.",
        "de",
        "Panzerschirmung",
    ) == _named_ast(
        "Target creature you control gets +0/+3 until end of turn. If this spell was kicked, "
        "that creature gains hexproof until end of turn.",
        "en",
        "Shell Shield",
    )
    assert _named_ast(
        "Kreaturen, die du kontrollierst, erhalten +2/+1 bis zum Ende des Zuges. Weiße "
        "Kreaturen, die du kontrollierst, erhalten außerdem bis zum Ende des Zuges Erstschlag.",
        "de",
        "Gesegneter Angriff",
    ) == _named_ast(
        "Creatures you control get +2/+1 until end of turn. White creatures you control gain "
        "first strike until end of turn.",
        "en",
        "Sanctified Charge",
    )


def test_main_phase_before_and_after_combat() -> None:
    """Cabal Therapist (MH1), first sentence: "Zu Beginn deiner Hauptphase vor dem Kampf" is your
    precombat main phase (CR 505.1a); "nach dem Kampf" the postcombat one."""
    assert _named_ast(
        "Zu Beginn deiner Hauptphase vor dem Kampf kannst du eine Kreatur opfern.", "de", "X"
    ) == _named_ast(
        "At the beginning of your precombat main phase, you may sacrifice a creature.", "en", "X"
    )
    assert _named_ast(
        "Zu Beginn deiner Hauptphase nach dem Kampf kannst du eine Kreatur opfern.", "de", "X"
    ) == _named_ast(
        "At the beginning of your postcombat main phase, you may sacrifice a creature.", "en", "X"
    )


def test_spielen_of_nonland_cards_is_casting() -> None:
    """ "spielen" of cards of a nonland type only is casting them, as the 1994-2009 cast verb
    (CR 305.9: a land is never cast): the English "cast creature spells" permission."""
    assert _named_ast("Du kannst Kreaturenkarten aus deinem Friedhof spielen.", "de", "X") == (
        _named_ast("You may cast creature spells from your graveyard.", "en", "X")
    )
    # a player's restriction "keine ... spielen" keeps its reading (can't cast)
    assert _named_ast(
        "Deine Gegner können keine blauen Kreatur-Zaubersprüche spielen.", "de", "X"
    ) == _named_ast("Your opponents can't cast blue creature spells.", "en", "X")


def test_non_prefix_keeps_the_1990s_hyphenated_non_words() -> None:
    """ "Nicht-" before a subtype joined by a second hyphen is a non-subtype word; the 1990s
    "nicht-schwarze Kreatur" (a nonblack creature) and "Nicht-Artefaktkreaturen" (nonartifact
    creatures), with no second hyphen, keep their readings."""
    assert _named_ast("Zerstöre eine nicht-schwarze Kreatur deiner Wahl.", "de", "X") == (
        _named_ast("Destroy target nonblack creature.", "en", "X")
    )
    assert _named_ast("Zerstöre alle Nicht-Artefaktkreaturen.", "de", "X") == (
        _named_ast("Destroy all nonartifact creatures.", "en", "X")
    )
