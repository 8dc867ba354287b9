"""German object, player and amount phrases of the card-text grammar (grammar/de/phrases,
grammar/de/clauses/verbs*.lark, locales/de/phrases.yaml): real printed German lines
(MTGJSON foreignData of the development sets) give the same AST as the English Oracle line of
the same card, across templating eras; a German line that could mean two things stays
unparsed."""

from __future__ import annotations

import json

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse

#: (English Oracle line, German printed line) of the same card
SAME = [
    # Venarischer Schimmer (Venarian Glimmer): the card chosen "davon" (from the revealed hand)
    # is one card of that player's hand with mana value X or less, as the Oracle line says
    (
        "Target player reveals their hand. You choose a nonland card with mana value X or less "
        "from it. That player discards that card.",
        "Ein Spieler deiner Wahl zeigt die Karten auf seiner Hand offen vor. Bestimme davon eine "
        "Karte mit umgewandelten Manakosten von X oder weniger, die kein Land ist. Dieser "
        "Spieler wirft diese Karte aus seiner Hand ab.",
    ),
    # Gedächtnisauffrischung (Relearn): "einen Spontanzauber oder eine Hexerei ... aus Deinem
    # Friedhof" is a card (a spell is on the stack, CR 112.1; rulesparser.canonical)
    (
        "Return target instant or sorcery card from your graveyard to your hand.",
        "Bringe einen Spontanzauber oder eine Hexerei Deiner Wahl aus Deinem Friedhof auf Deine "
        "Hand zurück.",
    ),
    # Gepanzerter Monstertöter (Ironclad Slayer), Spektraler Stahl (Spectral Steel): "Aura- oder
    # Ausrüstungskarte", a subtype said as the first part of the compound that ends in "Karte"
    # (an Aura or Equipment card)
    (
        "When ~ enters the battlefield, you may return target Aura or Equipment card from your "
        "graveyard to your hand.",
        "Wenn der ~ ins Spiel kommt, kannst du eine Aura- oder Ausrüstungskarte deiner Wahl aus "
        "deinem Friedhof auf deine Hand zurückbringen.",
    ),
    (
        "{1}{W}, Exile ~ from your graveyard: Return another target Aura or Equipment card from "
        "your graveyard to your hand.",
        "{1}{W}, schicke den ~ aus deinem Friedhof ins Exil: Bringe eine andere Aura- oder "
        "Ausrüstungskarte deiner Wahl aus deinem Friedhof auf deine Hand zurück.",
    ),
    # Gefluteter Strand (Flooded Strand, ONS) / Verbreitung (Explosive Vegetation, ONS):
    # "bringe diese ins Spiel", the cards found (Oracle "put it / them onto the battlefield")
    (
        "{T}, Pay 1 life, Sacrifice ~: Search your library for an Island or Plains card, put it "
        "onto the battlefield, then shuffle.",
        "{T}, bezahle 1 Lebenspunkt, opfere den ~: Durchsuche deine Bibliothek nach einer "
        "Inselkarte oder einer Ebenenkarte und bringe diese ins Spiel. Mische danach deine "
        "Bibliothek.",
    ),
    (
        "Search your library for up to two basic land cards, put them onto the battlefield "
        "tapped, then shuffle.",
        "Durchsuche deine Bibliothek nach bis zu zwei Standardländern und bringe diese getappt "
        "ins Spiel. Mische danach deine Bibliothek.",
    ),
    # Amrou-Späher (Amrou Scout, TSP) / Defiant Vanguard (NEM): "Rebellenkarte" is a Rebel card
    # (a subtype joined to "Karte", as "Rebell-Karte" says it with a hyphen)
    (
        "{4}, {T}: Search your library for a Rebel card with mana value 3 or less, put it onto "
        "the battlefield, then shuffle.",
        "{4}, {T}: Durchsuche deine Bibliothek nach einer Rebellenkarte mit umgewandelten "
        "Manakosten von 3 oder weniger und bringe sie ins Spiel. Mische danach deine Bibliothek.",
    ),
    (  # Rathi Assassin (NEM): "Söldnerkarte" (a Mercenary card), the old bare "3" of generic mana
        "{3}, {T}: Search your library for a Mercenary card with mana value 3 or less, put it "
        "onto the battlefield, then shuffle.",
        "3, {T}: Durchsuche Deine Bibliothek nach einer Söldnerkarte mit umgewandelten "
        "Manakosten von 3 oder weniger und bringe diese Karte ins Spiel. Mische danach Deine "
        "Bibliothek.",
    ),
    # "dessen Beherrscher" / "deren Beherrscher" (its controller: the object named before):
    # Martyr of Frost-era "falls dessen Beherrscher nicht {3} bezahlt" (CR 118.12)
    (
        "Counter target spell unless its controller pays {3}.",
        "Neutralisiere einen Zauberspruch deiner Wahl, falls dessen Beherrscher nicht {3} bezahlt.",
    ),
    # "in allen Friedhöfen" / "auf allen Friedhöfen" (in all graveyards: a card in a graveyard):
    # Lhurgoyf-like counts, Sewerdreg-era exile (Tarmogoyf kin, ODY / TSP)
    (
        "~'s power and toughness are each equal to the number of creature cards in all graveyards.",
        "Stärke und Widerstandskraft des ~s sind gleich der Anzahl der Kreaturenkarten auf allen "
        "Friedhöfen.",
    ),
    (
        "When ~ enters the battlefield, exile all graveyards.",
        "Wenn der ~ ins Spiel kommt, entferne alle Karten in allen Friedhöfen aus dem Spiel.",
    ),
    # the top card(s) of a library (CR 401.1), 2000s "ganz aus dem Spiel entfernen"
    (
        "{3}: Exile the top card of your library.",
        "{3}: Schicke die oberste Karte deiner Bibliothek ins Exil.",
    ),
    (
        "{R}, Exile the top ten cards of your library: ~ deals 2 damage to any target.",
        "{R}, Entferne die obersten zehn Karten deiner Bibliothek ganz aus dem Spiel: Der ~ fügt "
        "einer Kreatur oder einem Spieler deiner Wahl 2 Schadenspunkte zu.",
    ),
    # "seiner Bibliothek": the library of the player the clause is about (CR 401.1), English
    # "their library": Aven Windreader (9ED), Cathartic Adept (ALA, Oracle "mills a card")
    (
        "{1}{U}: Target player reveals the top card of their library.",
        "{1}{U}: Ein Spieler deiner Wahl zeigt die oberste Karte seiner Bibliothek offen vor.",
    ),
    (
        "{T}: Target player mills a card.",
        "{T}: Ein Spieler deiner Wahl legt die oberste Karte seiner Bibliothek auf seinen Friedhof.",
    ),
    # "des Beherrschers der verzauberten Kreatur" (enchanted creature's controller in the
    # genitive, CR 303.4): Soul Bleed (M10), Unstable Mutation (TSB); the nominative "der
    # Beherrscher der verzauberten bleibenden Karte": Reality Acid (PLC)
    (
        "At the beginning of the upkeep of enchanted creature's controller, that player loses "
        "1 life.",
        "Zu Beginn des Versorgungssegments des Beherrschers der verzauberten Kreatur verliert "
        "dieser Spieler 1 Lebenspunkt.",
    ),
    (
        "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter "
        "on that creature.",
        "Lege zu Beginn des Versorgungssegments des Beherrschers der verzauberten Kreatur eine "
        "-1/-1-Marke auf die Kreatur.",
    ),
    (
        "When ~ leaves the battlefield, enchanted permanent's controller sacrifices it.",
        "Wenn die ~ das Spiel verlässt, opfert der Beherrscher der verzauberten bleibenden Karte "
        "diese.",
    ),
    # "deine Bibliothek und/oder deinen Friedhof" (the searcher's own zones, each with its
    # possessive; CR 400.1, 701.19) and "Falls du auf diese Weise deine Bibliothek
    # durchsuchst, mische sie danach" (that search's shuffle): Runeforge Champion (KHM)
    (
        "When ~ enters the battlefield, you may search your library and/or graveyard for a "
        "Rune card, reveal it, and put it into your hand. If you search your library this way, "
        "shuffle.",
        "Wenn der ~ ins Spiel kommt, kannst du deine Bibliothek und/oder deinen Friedhof nach "
        "einer Rune-Karte durchsuchen, sie offen vorzeigen und auf deine Hand nehmen. Falls du "
        "auf diese Weise deine Bibliothek durchsuchst, mische sie danach.",
    ),
    # the cards revealed this way (CR 608.2c, 701.20): ", die Du auf diese Weise gezeigt hast"
    # and 1999 "Zeige ... auf Deiner Hand." with no "vor" (Jasmine Seer, Scent of Jasmine,
    # UDS), "für jede auf diese Weise vorgezeigte Karte" (Sacellum Godspeaker, ALA)
    (
        "{2}{W}, {T}: Reveal any number of white cards in your hand. You gain 2 life for each "
        "card revealed this way.",
        "{2}{W},{T}: Zeige eine beliebige Anzahl von weißen Karten auf Deiner Hand. Du erhältst "
        "2 Lebenspunkte für jede Karte, die Du auf diese Weise gezeigt hast.",
    ),
    (
        "Reveal any number of white cards in your hand. You gain 2 life for each card revealed "
        "this way.",
        "Zeige eine beliebige Anzahl von weißen Karten von deiner Hand. Du erhältst 2 "
        "Lebenspunkte für jede Karte, die Du auf diese Weise gezeigt hast.",
    ),
    (
        "{T}: Reveal any number of creature cards with power 5 or greater from your hand. Add "
        "{G} for each card revealed this way.",
        "{T}: Zeige eine beliebige Anzahl an Kreaturenkarten mit Stärke 5 oder mehr aus deiner "
        "Hand offen vor. Erhöhe deinen Manavorrat für jede auf diese Weise vorgezeigte Karte um "
        "{G}.",
    ),
    # a cost removing any number of counters, and "für jede so entfernte Lager-Marke" (for
    # each storage counter removed this way: Mercadian Bazaar, MMQ; CR 122.1, 608.2c)
    (
        "{T}, Remove any number of storage counters from ~: Add {R} for each storage counter "
        "removed this way.",
        "{T}, entferne eine beliebige Anzahl an Lager-Marken vom ~: Erhöhe Deinen Manavorrat "
        "um ein rotes Mana für jede so entfernte Lager-Marke.",
    ),
    # the passive ", die auf diese Weise aufgedeckt wurden," (Goblin Ringleader, M20; Wrenn and
    # Seven, MID)
    (
        "When ~ enters, reveal the top four cards of your library. Put all Goblin cards "
        "revealed this way into your hand and the rest on the bottom of your library in any "
        "order.",
        "Wenn der ~ ins Spiel kommt, decke die obersten vier Karten deiner Bibliothek auf. Nimm "
        "alle Goblin-Karten, die auf diese Weise aufgedeckt wurden, auf deine Hand und lege den "
        "Rest in beliebiger Reihenfolge unter deine Bibliothek.",
    ),
    (
        "Reveal the top four cards of your library. Put all land cards revealed this way into "
        "your hand and the rest into your graveyard.",
        "Decke die obersten vier Karten deiner Bibliothek auf. Nimm alle Länderkarten, die auf "
        "diese Weise aufgedeckt wurden, auf deine Hand und lege den Rest auf deinen Friedhof.",
    ),
    # a player's graveyard and hand in the genitive (CR 404.1, 402.3)
    (
        "{T}, Sacrifice ~: Exile target player's graveyard.",
        "{T}, opfere ~: Schicke alle Karten aus dem Friedhof eines Spielers deiner Wahl ins Exil.",
    ),
    (
        "{T}, Sacrifice ~: Exile target player's graveyard.",
        "{T}, opfere ~: Entferne den Friedhof eines Spielers deiner Wahl ganz aus dem Spiel.",
    ),
    (
        "Look at target player's hand.",
        "Schaue dir die Karten auf der Hand eines Spielers deiner Wahl an.",
    ),
    (
        "When ~ enters the battlefield, look at target opponent's hand.",
        "Wenn die ~ ins Spiel kommen, schaue Dir die Karten auf der Hand eines Gegners Deiner Wahl an.",
    ),
    # decayed on a token, printed only there and in reminders: "mit Verwesung" (Falcon
    # Abomination, Toxic Abomination; CR 702.147a)
    (
        "When ~ enters the battlefield, create a 2/2 black Zombie creature token with decayed.",
        "Wenn die ~ ins Spiel kommt, erzeuge einen 2/2 schwarzen Zombie-Kreaturenspielstein mit "
        "Verwesung. (Er kann nicht blocken. Wenn er angreift, opfere ihn am Ende des Kampfes.)",
    ),
    (
        "At the beginning of your end step, if you control no creatures with decayed, create a "
        "2/2 black Zombie creature token with decayed.",
        "Zu Beginn deines Endsegments und falls du keine Kreaturen mit Verwesung kontrollierst, "
        "erzeuge einen 2/2 schwarzen Zombie-Kreaturenspielstein mit Verwesung.",
    ),
    # "kannst du einen Spieler deiner Wahl ... lassen" (you may have target player ...): Hag
    # Hedge-Mage, Hollowsage
    (
        "When ~ enters the battlefield, if you control two or more Swamps, you may have target "
        "player discard a card.",
        "Wenn die ~ ins Spiel kommt und falls du zwei oder mehr Sümpfe kontrollierst, kannst du "
        "einen Spieler deiner Wahl eine Karte aus der Hand abwerfen lassen.",
    ),
    (
        "Whenever ~ becomes untapped, you may have target player discard a card.",
        "Immer wenn der ~ enttappt wird, kannst du einen Spieler deiner Wahl eine Karte aus der "
        "Hand abwerfen lassen.",
    ),
    # "ins Spiel bringen" after "du kannst"; "getappt" before it
    (
        "{T}: You may put a land card from your hand onto the battlefield.",
        "{T}: Du kannst eine Länderkarte aus deiner Hand ins Spiel bringen.",
    ),
    (
        "When ~ enters the battlefield, you may put a basic land card from your hand onto the "
        "battlefield tapped.",
        "Wenn der ~ ins Spiel kommt, kannst du ein Standardland aus deiner Hand getappt ins Spiel "
        "bringen.",
    ),
    # tokens: the subtype and "Spielstein" in one compound; the old "Saproling-Spielsteine"
    # with P/T and a creature type (Oracle "creature token")
    (
        "Create a 3/3 green Elephant creature token.",
        "Bringe einen 3/3 grünen Elefantenspielstein ins Spiel.",
    ),
    (
        "When ~ enters the battlefield, create two 1/1 black Bat creature tokens with flying.",
        "Wenn der ~ ins Spiel kommt, bringe zwei 1/1 schwarze Fledermausspielsteine mit "
        "Flugfähigkeit ins Spiel.",
    ),
    (
        "Create two 2/2 green Bear creature tokens.",
        "Bringe zwei 2/2 grüne Bären-Spielsteine ins Spiel.",
    ),
    (
        "Create X 4/4 white Angel creature tokens with flying.",
        "Bringe X 4/4 weiße Engel-Spielsteine mit Flugfähigkeit ins Spiel.",
    ),
    (
        "{7}, {T}: Create a 2/2 colorless Assembly-Worker artifact creature token.",
        "{7}, {T}: Bringe einen 2/2 Montagearbeiter-Artefaktkreaturspielstein ins Spiel.",
    ),
    # a demonstrative after a target with its noun, in a later sentence: that target
    (
        "When ~ enters the battlefield, if it was kicked, gain control of target creature until "
        "end of turn. Untap that creature. It gains haste until end of turn.",
        "Wenn der ~ ins Spiel kommt und falls seine Bonuskosten bezahlt wurden, übernimm bis zum "
        "Ende des Zuges die Kontrolle über eine Kreatur deiner Wahl. Enttappe diese Kreatur. Sie "
        "erhält Eile bis zum Ende des Zuges.",
    ),
    (
        "Put a +1/+1 counter on target creature. That creature gains reach until end of turn.",
        "Lege eine +1/+1-Marke auf eine Kreatur deiner Wahl. Die Kreatur erhält Reichweite bis zum "
        "Ende des Zuges.",
    ),
    # a definite article before one noun ("das Land", "das Fahrzeug") is a demonstrative too
    # (CR 608.2c): the object named before it
    (  # Chandra's Revolution (AER), its second and third sentences
        "Tap target land. That land doesn't untap during its controller's next untap step.",
        "Tappe ein Land deiner Wahl. Das Land enttappt nicht während des nächsten "
        "Enttappsegments seines Beherrschers.",
    ),
    (  # Kitsune Ace (NEO), its first mode as the effect of the trigger
        "Whenever a Vehicle you control attacks, that Vehicle gains first strike until end of "
        "turn.",
        "Immer wenn ein Fahrzeug, das du kontrollierst, angreift, erhält das Fahrzeug Erstschlag "
        "bis zum Ende des Zuges.",
    ),
    (
        "{2}, {T}: Tap target creature. That creature doesn't untap during its controller's next "
        "untap step.",
        "{2}, {T}: Tappe eine Kreatur deiner Wahl. Diese Kreatur enttappt nicht während des "
        "nächsten Enttappsegments ihres Beherrschers.",
    ),
    # the card's name with its noun declined after it ("vom Psychotropen Thalliden" = "vom ~en")
    (
        "Remove three spore counters from ~: Create a 1/1 green Saproling creature token.",
        "Entferne drei Sporenmarken vom ~en: Bringe einen 1/1 grünen Saprolingspielstein ins "
        "Spiel.",
    ),
    (
        "~'s power and toughness are each equal to the number of Soldiers you control.",
        "Stärke und Widerstandskraft des ~en sind gleich der Anzahl der Soldaten, die du "
        "kontrollierst.",
    ),
    # "allen Spielern" after the creatures (CR 120.3)
    (
        "{5}{R}{R}, {T}, Discard a card: ~ deals 6 damage to each creature and each player.",
        "{5}{R}{R}, {T}, wirf eine Karte aus deiner Hand ab: ~ fügt allen Kreaturen und allen "
        "Spielern 6 Schadenspunkte zu.",
    ),
    # the inverted order after a trigger: "legt ein Spieler ...", "kann eine Kreatur ... nicht"
    (
        "When ~ enters the battlefield, target player mills four cards.",
        "Wenn der ~ ins Spiel kommt, legt ein Spieler deiner Wahl die obersten vier Karten seiner "
        "Bibliothek auf seinen Friedhof.",
    ),
    (
        "When ~ enters the battlefield, target creature can't block this turn.",
        "Wenn der ~ ins Spiel kommt, kann eine Kreatur deiner Wahl in diesem Zug nicht blocken.",
    ),
    # "kannst du [object] ... erhalten lassen" = you may have [object] get / gain
    (
        "When you cycle ~, you may have target creature get +1/+1 until end of turn.",
        "Wenn du den ~ umwandelst, kannst du eine Kreatur deiner Wahl bis zum Ende des Zuges "
        "+1/+1 erhalten lassen.",
    ),
    (
        "When you cycle ~, you may have target creature gain fear until end of turn.",
        "Wenn du die ~ umwandelst, kannst du eine Kreatur deiner Wahl bis zum Ende des Zuges "
        "Furcht erhalten lassen.",
    ),
    # "so viele ..., wie ..." (an amount equal to a count, CR 107.3, 608.2c)
    (
        "~ deals damage to target creature equal to the number of lands you control.",
        "Der ~ fügt einer Kreatur deiner Wahl so viele Schadenspunkte zu, wie du Länder "
        "kontrollierst.",
    ),
    (
        "~ deals damage equal to the number of Swamps you control to any target. You gain life "
        "equal to the damage dealt this way.",
        "~ fügt einer Kreatur oder einem Spieler deiner Wahl Schadenspunkte in Höhe der Anzahl der "
        "Sümpfe, die du kontrollierst, zu. Du erhältst so viele Lebenspunkte dazu, wie auf diese "
        "Weise Schadenspunkte zugefügt wurden.",
    ),
    # "davon" (from among them) and infinitives after "und" that "du kannst" governs, the
    # object said once ("it" / "them")
    (
        "Look at the top five cards of your library. You may reveal a historic card from among "
        "them and put it into your hand. Put the rest on the bottom of your library in a random "
        "order.",
        "Schaue dir die obersten fünf Karten deiner Bibliothek an. Du kannst davon eine "
        "historische Karte offen vorzeigen und auf deine Hand nehmen. Lege den Rest in "
        "zufälliger Reihenfolge unter deine Bibliothek.",
    ),
    (
        "Look at the top seven cards of your library. You may reveal up to two artifact cards "
        "from among them and put them into your hand.",
        "Schaue dir die obersten sieben Karten deiner Bibliothek an. Du kannst davon bis zu zwei "
        "Artefaktkarten offen vorzeigen und auf deine Hand nehmen.",
    ),
    (
        "When ~ enters the battlefield, you may search your library for a basic land card, "
        "reveal it, put it into your hand, then shuffle.",
        "Wenn das ~ ins Spiel kommt, kannst du deine Bibliothek nach einer Standardland-Karte "
        "durchsuchen, sie offen vorzeigen, auf deine Hand nehmen und danach mischen.",
    ),
    # "getappt" before "ins Spiel" says how a card enters (a card is never tapped, CR 110.5)
    (
        "Look at the top five cards of your library. You may put a land card from among them "
        "onto the battlefield tapped.",
        "Schaue dir die obersten fünf Karten deiner Bibliothek an. Du kannst davon eine "
        "Länderkarte getappt ins Spiel bringen.",
    ),
    # what shroud and hexproof mean, said as a sentence (CR 702.18a, 702.11b)
    (
        "Enchanted creature has shroud.",
        "Die verzauberte Kreatur kann nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein.",
    ),
    (
        "Hexproof",
        "Der ~ kann nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein, die deine Gegner "
        "kontrollieren.",
    ),
    (
        "When ~ enters the battlefield, target creature gains shroud until end of turn.",
        "Wenn der ~ ins Spiel kommt, kann eine Kreatur deiner Wahl in diesem Zug nicht das Ziel "
        "von Zaubersprüchen oder Fähigkeiten sein.",
    ),
    # the card a linked ability exiled (CR 607.2a)
    (
        "When ~ leaves the battlefield, return the exiled card to the battlefield under its "
        "owner's control.",
        "Bringe die so ganz aus dem Spiel entfernte Karte unter der Kontrolle ihres Besitzers ins "
        "Spiel zurück, wenn die ~ das Spiel verlässt.",
    ),
    # relative clauses: "und auf der ... liegt", "die bzw. den", "weder ... noch"
    (
        "Each creature you control with a +1/+1 counter on it has trample.",
        "Jede Kreatur, die du kontrollierst und auf der mindestens eine +1/+1-Marke liegt, "
        "verursacht Trampelschaden.",
    ),
    (
        "When ~ enters the battlefield, destroy target creature or planeswalker an opponent "
        "controls.",
        "Wenn die ~ ins Spiel kommt, zerstöre eine Kreatur oder einen Planeswalker deiner Wahl, "
        "die bzw. den ein Gegner kontrolliert.",
    ),
    (
        "Target opponent reveals their hand. You choose a noncreature, nonland card from it. "
        "That player discards that card.",
        "Ein Gegner deiner Wahl zeigt die Karten auf seiner Hand offen vor. Du bestimmst eine "
        "Karte davon, die weder eine Kreatur noch ein Land ist. Dieser Spieler wirft diese Karte "
        "ab.",
    ),
    # "davon" after a revealed hand is "from it"; "die bestimmte Karte" the card chosen
    (
        "Target opponent reveals their hand. You choose a card from it. That player discards "
        "that card.",
        "Ein Gegner deiner Wahl zeigt die Karten auf seiner Hand offen vor. Du bestimmst davon "
        "eine Karte. Der Spieler wirft die bestimmte Karte ab.",
    ),
    # "eine beliebige Anzahl an ... deiner Wahl" (any number of targets, CR 115.1d)
    (
        "Destroy any number of target creatures.",
        "Zerstöre eine beliebige Anzahl an Kreaturen deiner Wahl.",
    ),
    # "Bestimme eine Kreatur deiner Wahl." (a target, CR 115.1) and "die bestimmte Kreatur"
    # afterwards (CR 608.2c): DGM Drown in Filth
    (
        "Choose target creature. Mill four cards, then that creature gets -1/-1 until end of "
        "turn for each land card in your graveyard.",
        "Bestimme eine Kreatur deiner Wahl. Lege die obersten vier Karten deiner Bibliothek auf "
        "deinen Friedhof, dann erhält diese Kreatur für jede Länderkarte in deinem Friedhof -1/-1 "
        "bis zum Ende des Zuges.",
    ),
    # "verursacht Trampelschaden" after a subject (the old "has trample")
    ("Enchanted creature has trample.", "Die verzauberte Kreatur verursacht Trampelschaden."),
    # library and zone verbs: "oben auf deine Bibliothek", "in seinen Friedhof", "auf deiner
    # Hand" (in your hand), "zufällig bestimmte Karte" (at random, CR 701.9b)
    (
        "{1}{W}, {T}: Put target enchantment card from your graveyard on top of your library.",
        "{1}{W}, {T}: Lege eine Verzauberungskarte deiner Wahl aus deinem Friedhof oben auf deine "
        "Bibliothek.",
    ),
    (
        "{3}: Target player mills three cards.",
        "{3}: Ein Spieler deiner Wahl legt die obersten drei Karten seiner Bibliothek in seinen "
        "Friedhof.",
    ),
    (
        "You gain 2 life for each card in your hand.",
        "Du erhältst 2 Lebenspunkte für jede Karte auf deiner Hand dazu.",
    ),
    (
        "When ~ enters the battlefield, discard a card at random.",
        "Wirf eine zufällig bestimmte Karte aus deiner Hand ab, wenn der ~ ins Spiel kommt.",
    ),
    # "verliert (ihre) Flugfähigkeit" (CR 613.1f), "tappen oder enttappen" verb-last
    (
        "{T}: Target creature loses flying until end of turn.",
        "{T}: Eine Kreatur Deiner Wahl verliert ihre Flugfähigkeit bis zum Ende des Zuges.",
    ),
    (
        "{T}: You may tap or untap another target permanent.",
        "{T}: Du kannst eine andere bleibende Karte deiner Wahl tappen oder enttappen.",
    ),
    # "mit umgewandelten Manakosten von X"; "der Stärke der geopferten Kreatur" (CR 608.2h)
    (
        "Counter target spell with mana value X.",
        "Neutralisiere einen Zauberspruch deiner Wahl mit umgewandelten Manakosten von X.",
    ),
    (
        "~ deals damage equal to the sacrificed creature's power to any target.",
        "Die ~ fügt einem Ziel deiner Wahl Schadenspunkte in Höhe der Stärke der geopferten "
        "Kreatur zu.",
    ),
    # protection from a color, from two, from a color chosen as the effect resolves (CR 702.16a)
    ("Enchanted creature has protection from red.", "Die verzauberte Kreatur hat Schutz vor Rot."),
    (
        "Creatures you control have flying and protection from black and from red.",
        "Kreaturen, die du kontrollierst, haben Flugfähigkeit und Schutz vor Schwarz und vor Rot.",
    ),
    (
        "{W}{W}, {T}: Target creature gains protection from the color of your choice until end "
        "of turn.",
        "{W}{W}, {T}: Eine Kreatur Deiner Wahl erhält Schutz vor einer Farbe, die Du bestimmst, "
        "bis zum Ende des Zuges.",
    ),
    # "bringe sie dann ... zurück" (then return it)
    (
        "Exile target creature you control, then return it to the battlefield under its "
        "owner's control.",
        "Schicke eine Kreatur deiner Wahl, die du kontrollierst, ins Exil und bringe sie dann "
        "unter der Kontrolle ihres Besitzers ins Spiel zurück.",
    ),
    # two relative clauses joined by "und die" qualify one object: Banishing Light (THS),
    # Disperse-like "Bringe ... zurück" (Chronostutter-era template)
    (
        "When ~ enters the battlefield, exile target nonland permanent an opponent controls "
        "until ~ leaves the battlefield.",
        "Wenn das ~ ins Spiel kommt, schicke eine bleibende Karte deiner Wahl, die kein Land ist "
        "und die ein Gegner kontrolliert, ins Exil, bis das ~ das Spiel verlässt.",
    ),
    (
        "Return target nonland permanent you don't control to its owner's hand.",
        "Bringe eine bleibende Karte deiner Wahl, die kein Land ist und die du nicht "
        "kontrollierst, auf die Hand ihres Besitzers zurück.",
    ),
    # alternatives of compound nouns that differ in one word, the others said in each or once
    # in the compound at the end: one list, as the English one (Unyaro Griffin, 6ED; Mindwrack
    # Liege, EVE; Fear, 6ED: its fear reminder, CR 702.36b)
    (
        "Sacrifice ~: Counter target red instant or sorcery spell.",
        "Opfere den ~: Neutralisiere einen roten Spontanzauber oder eine rote Hexerei Deiner Wahl.",
    ),
    (
        "{U/R}{U/R}{U/R}{U/R}: You may put a blue or red creature card from your hand onto the "
        "battlefield.",
        "{U/R}{U/R}{U/R}{U/R}: Du kannst eine blaue oder rote Kreaturenkarte aus deiner Hand ins "
        "Spiel bringen.",
    ),
    # (the old German printing of fear's text is the keyword, CR 702.36b)
    ("Fear", "~ kann nur von schwarzen und Artefaktkreaturen geblockt werden."),
    (
        "~ can't be blocked except by artifact creatures and/or black creatures.",
        "~ kann nur von Artefaktkreaturen oder schwarzen Kreaturen geblockt werden.",
    ),
    # kinds before a hyphen, then a compound they all qualify: the English words (Kami of
    # Restless Shadows, NEO)
    (
        "Return up to one target Ninja or Rogue creature card from your graveyard to your hand.",
        "Bringe bis zu eine Ninja- oder Räuber-Kreaturenkarte deiner Wahl aus deinem Friedhof "
        "auf deine Hand zurück.",
    ),
    (
        "Whenever you cast an instant, sorcery, or Wizard spell, draw a card.",
        "Immer wenn du einen Spontanzauber, eine Hexerei oder einen Zauberer-Zauberspruch wirkst, "
        "ziehe eine Karte.",
    ),
    # 1994-2008 "Diese kann / Diese können" (the demonstrative alone: the object(s) named
    # before): Wrath of God (7ED), Snuff Out-era "Zerstöre eine ... Kreatur Deiner Wahl"
    (
        "Destroy all creatures. They can't be regenerated.",
        "Zerstöre alle Kreaturen. Diese können nicht regeneriert werden.",
    ),
    (
        "Destroy target white creature. It can't be regenerated.",
        "Zerstöre eine weiße Kreatur Deiner Wahl. Diese kann nicht regeneriert werden.",
    ),
    # AER Cogwork Assembler: "Der Spielstein" after the one token created is that token
    (
        "{7}: Create a token that's a copy of target artifact. That token gains haste. Exile it "
        "at the beginning of the next end step.",
        "{7}: Erzeuge einen Spielstein, der eine Kopie eines Artefakts deiner Wahl ist. Der "
        "Spielstein erhält Eile. Schicke ihn zu Beginn des nächsten Endsegments ins Exil.",
    ),
    # OGW Kalitas, Traitor of Ghet: "diese Karte" is the creature that would die (CR 614.1a,
    # Oracle "that card")
    (
        "If a nontoken creature an opponent controls would die, instead exile that card and "
        "create a 2/2 black Zombie creature token.",
        "Falls eine Nichtspielsteinkreatur, die ein Gegner kontrolliert, sterben würde, schicke "
        "diese Karte stattdessen ins Exil und bringe einen 2/2 schwarzen "
        "Zombie-Kreaturenspielstein ins Spiel.",
    ),
    # NEO Crackling Emergence: "das Land" is the enchanted land that would be destroyed
    (
        "If enchanted land would be destroyed, instead sacrifice ~ and that land gains "
        "indestructible until end of turn.",
        "Falls das verzauberte Land zerstört würde, opfere stattdessen die ~, und das Land "
        "erhält Unzerstörbarkeit bis zum Ende des Zuges.",
    ),
    # MID Howl of the Hunt: "die Kreatur" is the enchanted creature the intervening "if" names
    (
        "When ~ enters the battlefield, if enchanted creature is a Wolf or Werewolf, untap that "
        "creature.",
        "Wenn das ~ ins Spiel kommt und falls die verzauberte Kreatur ein Wolf oder Werwolf ist, "
        "enttappe die Kreatur.",
    ),
    # Saryth die Viper (MID), Mukotai-Seelenreißer (NEO): "eine andere Kreatur oder ein anderes
    # Land", "ein anderes Artefakt oder eine andere Kreatur": "other" said again with each
    # alternative is the one "another" of the English phrase
    (
        "{1}, {T}: Untap another target creature or land you control.",
        "{1}, {T}: Enttappe eine andere Kreatur oder ein anderes Land deiner Wahl, die bzw. das "
        "du kontrollierst.",
    ),
    (
        "Whenever ~ attacks, you may sacrifice another artifact or creature. If you do, put a "
        "+1/+1 counter on ~ and it gains menace until end of turn.",
        "Immer wenn der ~ angreift, kannst du ein anderes Artefakt oder eine andere Kreatur "
        "opfern. Falls du dies tust, lege eine +1/+1-Marke auf den ~ und er erhält "
        "Bedrohlichkeit bis zum Ende des Zuges.",
    ),
    # Geborstener Blitz (Burst Lightning, ZEN): "dieser Kreatur oder diesem Spieler" after the
    # damage it replaces is that target, as the Oracle "it deals 4 damage instead" says
    (
        "~ deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.",
        "~ fügt einer Kreatur oder einem Spieler deiner Wahl 2 Schadenspunkte zu. Falls die "
        "Bonuskosten von ~ bezahlt wurden, fügt er stattdessen dieser Kreatur oder diesem "
        "Spieler 4 Schadenspunkte zu.",
    ),
    (  # the printed English text (ZEN) says the recipient again
        "~ deals 2 damage to target creature or player. If ~ was kicked, it deals 4 damage to "
        "that creature or player instead.",
        "~ fügt einer Kreatur oder einem Spieler deiner Wahl 2 Schadenspunkte zu. Wenn du die "
        "Bonuskosten bezahlt hast, fügt ~ dieser Kreatur oder diesem Spieler stattdessen 4 "
        "Schadenspunkte zu.",
    ),
    # Verfolgung (Persecute, 7ED): "alle Karten dieser Farbe" after "Bestimme eine Farbe." are
    # the cards of the chosen color (CR 608.2c), as the Oracle "of that color"
    (
        "Choose a color. Target player reveals their hand and discards all cards of that color.",
        "Bestimme eine Farbe. Ein Spieler deiner Wahl zeigt die Karten auf seiner Hand offen vor "
        "und wirft alle Karten dieser Farbe ab.",
    ),
    # Defensive Maneuvers (ONS), Walking Desecration (ONS): "Kreaturen dieses Typs" after "Bestimme einen Kreaturentyp." are the
    # creatures of the chosen type (CR 608.2c), as English "of the chosen type" (today's Oracle
    # "of the creature type of your choice" reads the same)
    (
        "Choose a creature type. Creatures of the chosen type get +0/+4 until end of turn.",
        "Bestimme einen Kreaturentyp. Kreaturen dieses Typs erhalten +0/+4 bis zum Ende des Zuges.",
    ),
    (
        "{B}, {T}: Choose a creature type. Creatures of the chosen type attack this turn if able.",
        "{B}, {T}: Bestimme einen Kreaturentyp. Kreaturen dieses Typs greifen in diesem Zug an, "
        "wenn möglich.",
    ),
    # Aysenischer Bürokrat (Aysen Bureaucrats, 5ED), Marmortitan (Marble Titan, TMP), Stein des
    # Sanftmuts (Meekstone, 5ED): a comparison said before the number ("nicht größer als 2",
    # "größer oder gleich 3") or the article before the characteristic ("mit einer Stärke von 3
    # oder größer"): power 2 or less, 3 or greater
    (
        "{T}: Tap target creature with power 2 or less.",
        "{T}: Tappe eine Kreatur Deiner Wahl, deren Stärke nicht größer als 2 ist.",
    ),
    (
        "Creatures with power 3 or greater don't untap during their controllers' untap steps.",
        "Kreaturen mit einer Stärke größer oder gleich 3 enttappen nicht während der "
        "Enttap-Phase ihres Beherrschers.",
    ),
    (
        "Creatures with power 3 or greater don't untap during their controllers' untap steps.",
        "Kreaturen mit einer Stärke von 3 oder größer enttappen nicht während der Enttap-Phase "
        "ihres Beherrschers.",
    ),
    # Schrein der durchdringenden Vision (Shrine of Piercing Vision, NPH): "eine dieser Karten"
    # (one of those cards) as "eine davon"
    (
        "Look at the top three cards of your library. Put one of those cards into your hand and "
        "the rest on the bottom of your library in any order.",
        "Schau dir die obersten drei Karten deiner Bibliothek an. Nimm eine dieser Karten auf "
        "deine Hand und lege den Rest in beliebiger Reihenfolge unter deine Bibliothek.",
    ),
    # Tajuru-Vorbild (Tajuru Paragon, ZNR): ", die mit ihm einen Kreaturentyp gemeinsam hat"
    # (that shares a creature type with it, CR 205.3)
    (
        "When ~ enters the battlefield, if it was kicked, reveal the top six cards of your"
        " library. You may put a card that shares a creature type with it from among them into"
        " your hand. Put the rest on the bottom of your library in a random order.",
        "Wenn das ~ ins Spiel kommt und falls seine Bonuskosten bezahlt wurden, decke die"
        " obersten sechs Karten deiner Bibliothek auf. Du kannst davon eine Karte, die mit ihm"
        " einen Kreaturentyp gemeinsam hat, auf deine Hand nehmen. Lege den Rest in zufälliger"
        " Reihenfolge unter deine Bibliothek.",
    ),
    # Harald, König von Skemfar (KHM): three subtypes sharing one noun, the first two with a
    # hyphen before a list comma or "oder" ("eine Elf-, Krieger- oder Tyvar-Karte")
    (
        "Look at the top five cards of your library. You may reveal an Elf, Warrior, or Tyvar"
        " card from among them and put it into your hand. Put the rest on the bottom of your"
        " library in a random order.",
        "Schaue dir die obersten fünf Karten deiner Bibliothek an. Du kannst davon eine Elf-,"
        " Krieger- oder Tyvar-Karte offen vorzeigen und auf deine Hand nehmen. Lege den Rest in"
        " zufälliger Reihenfolge unter deine Bibliothek.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        # a hand is not a graveyard
        "Schicke die Hand eines Spielers deiner Wahl ins Exil.",
        # a token with P/T whose subtype is not a creature type is not known to be a creature
        "Bringe einen 1/1 Schatzspielstein ins Spiel.",
        # "die bestimmte Kreatur" with no choice before it in the ability: the creature a
        # linked ability chose, not "that creature"
        "Die bestimmte Kreatur erhält +3/+3 und hat Flugfähigkeit.",
        # does "in diesem Zug" cover the clause after it?
        "Wirf eine Karte ab: Der ~ kann in diesem Zug nicht das Ziel von Zaubersprüchen und "
        "Fähigkeiten sein und ist unblockbar.",
        # "with two counters" is not "with a counter"
        "Zerstöre jede Kreatur, auf der zwei +1/+1-Marken liegen.",
        # a card discarded at random from a zone that is not the hand
        "Wirf eine zufällig bestimmte Karte aus deinem Friedhof ab.",
        # an infinitive after an imperative: no "du kannst" governs it
        "Ziehe eine Karte und eine Karte abwerfen.",
        # "wie ..." after an amount that is not "so viele"
        "Der ~ fügt einer Kreatur deiner Wahl 2 Schadenspunkte zu, wie du Länder kontrollierst.",
        # a demonstrative in a phrase rebuilt around it (a condition) of an activated ability
        # may be this creature (in a spell it is not: test_cardtext_spell_demonstratives.py)
        "{T}: Zerstöre eine Kreatur deiner Wahl. Falls du diese Kreatur kontrollierst, ziehe eine Karte.",
        # "einen roten und weißen Kreaturenspielstein": one token of both colors, not either
        "Zerstöre einen roten und weißen Kreaturenspielstein.",
        # alternatives differing in two words each (a land card, a legendary permanent card)
        "Zerstöre eine Länderkarte oder eine legendäre bleibende Karte.",
        # "das Land" with nothing named before it: this land or another?
        "Das Land erhält Unzerstörbarkeit bis zum Ende des Zuges.",
        # "der Zauberspruch" may be the spell itself: a definite spell is not read
        "Neutralisiere einen Zauberspruch deiner Wahl. Der Zauberspruch kostet {1} weniger.",
        # an article said again names an alternative of its own (an artifact, or a creature card)
        "Zerstöre ein Artefakt oder eine Kreaturenkarte.",
        # "mit drei Zeitmarken" after an object other than this one: which creature, or
        # exiled with the counters?
        "Schicke eine Kreatur mit drei Zeitmarken ins Exil.",
        # "other" with the second alternative only: an artifact, or another creature
        "Zerstöre ein Artefakt oder eine andere Kreatur deiner Wahl.",
        "Opfere ein Land oder ein anderes Artefakt.",
        # "dieser Farbe" with no color chosen before in the ability (Teferis Burggraben, INV: the
        # color chosen as it entered, on another line): which color is not said here
        "Kreaturen dieser Farbe ohne Flugfähigkeit können Dich nicht angreifen.",
        # "dieses Typs" with no creature type chosen before in the ability (a type chosen as the
        # permanent entered, on another line; a color chosen): which type is not said here
        "Alle Kreaturen dieses Typs erhalten -1/-1.",
        "Bestimme eine Farbe. Alle Kreaturen dieses Typs erhalten -1/-1.",
        # "mit zwei Stärke": a number before the characteristic that is not its article
        "Zerstöre eine Kreatur mit zwei Stärke von 3 oder größer.",
        # "dieser Kreatur oder diesem Spieler" after damage to a creature only
        "~ fügt einer Kreatur deiner Wahl 2 Schadenspunkte zu. Falls die Bonuskosten von ~ "
        "bezahlt wurden, fügt er stattdessen dieser Kreatur oder diesem Spieler 4 "
        "Schadenspunkte zu.",
        # Diabolisches Edikt (Diabolic Edict, Tempest 1997): "Kreatur" with its article missing
        # in the print is no bare plural (each creature); Oracle "sacrifices a creature"
        "Ein Spieler Deiner Wahl opfert Kreatur.",
        "Zerstöre Artefakt.",
        # Chandra's Embercat (M20; Oracle "an Elemental spell or a Chandra planeswalker
        # spell"): "Elementarwesen-" may borrow "Zauberspruch" or "Planeswalker-Zauberspruch"
        # (a creature type is no planeswalker type, CR 205.3); it was read "Elemental or Chandra
        # planeswalker spell"
        "{T}: Erzeuge {R}. Verwende dieses Mana nur, um einen Elementarwesen- oder "
        "Chandra-Planeswalker-Zauberspruch zu wirken.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")


def test_from_your_hand_with_von_is_from_your_hand() -> None:
    """Elvish Piper (Urza's Destiny, 7th Edition): the 1990s "von Deiner Hand" is "aus deiner
    Hand" (from your hand; the Oracle text has since added "you may", which the printing does
    not say)."""
    assert _ast("{G}, {T}: Bringe eine Kreaturenkarte von Deiner Hand ins Spiel.", "de") == _ast(
        "{G}, {T}: Bringe eine Kreaturenkarte aus deiner Hand ins Spiel.", "de"
    )
    assert _ast("{G}, {T}: Bringe eine Kreaturenkarte von Deiner Hand ins Spiel.", "de") == _ast(
        "{G}, {T}: Put a creature card from your hand onto the battlefield.", "en"
    )


def test_and_or_with_the_article_said_again_is_several_objects() -> None:
    """Kaalia of the Vast (German): "eine Engel-Karte, eine Dämon-Karte und/oder eine
    Drache-Karte" is up to one card of each type (the English Oracle line is left unparsed too),
    never one card of any of them: unsure, left unparsed; "Artefakte und/oder Kreaturen" (no
    article) stays one list."""
    from rulesparser import ParseError
    from rulesparser import parse as _parse

    with pytest.raises(ParseError):
        _parse(
            "Du kannst davon eine Engel-Karte, eine Dämon-Karte und/oder eine Drache-Karte offen "
            "vorzeigen und auf deine Hand nehmen.",
            "de",
        )
    (ability,) = _parse("Zerstöre alle Artefakte und/oder Kreaturen.", "de").abilities
    assert ability.effect.object.filter == ("artifact|creature",)


#: (English name, Oracle line, German name, printed line): a creature put into an opponent's
#: graveyard, "auf den Friedhof eines Gegners" (CR 404.2: its owner's), from the battlefield
OPPONENTS_GRAVEYARD = [
    (
        "Magus of the Bridge",
        "When a creature is put into an opponent's graveyard from the battlefield, exile Magus of "
        "the Bridge.",
        "Magus der Brücke",
        "Wenn eine Kreatur aus dem Spiel auf den Friedhof eines Gegners gelegt wird, schicke den "
        "Magus der Brücke ins Exil.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), OPPONENTS_GRAVEYARD)
def test_put_into_an_opponents_graveyard(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


#: (English name, Oracle line, German name, printed line): "außer dem ~" (other than this
#: object, CR 109), a player first among the kinds of one target (CR 115.1), "auf Deinem
#: Friedhof" (the dative: in your graveyard)
OTHER_PHRASES = [
    (
        "Blizzard Strix",
        "When Blizzard Strix enters the battlefield, if you control another snow permanent, "
        "exile target permanent other than Blizzard Strix. Return that card to the battlefield "
        "under its owner's control at the beginning of the next end step.",
        "Blizzardkauz",
        "Wenn der Blizzardkauz ins Spiel kommt und falls du eine andere verschneite bleibende "
        "Karte kontrollierst, schicke eine bleibende Karte deiner Wahl außer dem Blizzardkauz ins "
        "Exil. Bringe sie zu Beginn des nächsten Endsegments unter der Kontrolle ihres Besitzers "
        "ins Spiel zurück.",
    ),
    (
        "Chandra's Outburst",
        "Chandra's Outburst deals 4 damage to target player or planeswalker.",
        "Chandras Wutausbruch",
        "Chandras Wutausbruch fügt einem Spieler oder einem Planeswalker deiner Wahl 4 "
        "Schadenspunkte zu.",
    ),
    (
        "Rod of Ruin",
        "{3}, {T}: Rod of Ruin deals 1 damage to any target.",
        "Stab der Verderbnis",
        "3,{T}: Der Stab der Verderbnis fügt einem Spieler oder einer Kreatur Deiner Wahl 1 "
        "Schadenspunkt zu.",
    ),
    (
        "Blossoming Wreath",
        "You gain life equal to the number of creature cards in your graveyard.",
        "Blütenkranz",
        "Du erhältst Lebenspunkte in Höhe der Anzahl an Kreaturenkarten auf Deinem Friedhof dazu.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), OTHER_PHRASES)
def test_other_object_and_player_phrases(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


@pytest.mark.parametrize(
    "line",
    [
        # Compost (7th Edition): a card put into a graveyard from anywhere (Oracle), never a
        # permanent that dies
        "Immer wenn eine schwarze Karte auf den Friedhof eines Gegners gelegt wird, kannst du "
        "eine Karte ziehen.",
        "Immer wenn eine schwarze Karte auf den Friedhof gelegt wird, ziehe eine Karte.",
    ],
)
def test_a_card_put_into_a_graveyard_does_not_die(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")


#: (English name, Oracle line, German name, printed line): tokens created tapped, or tapped
#: and attacking (CR 110.5b, 508.4), before the P/T or "getappt und angreifend ins Spiel"
TOKENS_TAPPED = [
    (
        "Nested Shambler",
        "When Nested Shambler dies, create X tapped 1/1 green Squirrel creature tokens, where X "
        "is Nested Shambler's power.",
        "Eingenisteter Schlurfer",
        "Wenn der Eingenistete Schlurfer stirbt, erzeuge X getappte 1/1 grüne "
        "Eichhörnchen-Kreaturenspielsteine, wobei X gleich der Stärke des Eingenisteten "
        "Schlurfers ist.",
    ),
    (
        "Hero of Bladehold",
        "Whenever Hero of Bladehold attacks, create two 1/1 white Soldier creature tokens that "
        "are tapped and attacking.",
        "Held der Klingenfeste",
        "Immer wenn der Held der Klingenfeste angreift, bringe zwei 1/1 weiße "
        "Soldat-Kreaturenspielsteine getappt und angreifend ins Spiel.",
    ),
    (
        "Inexorable Blob",
        "Delirium — Whenever Inexorable Blob attacks, if there are four or more card types among "
        "cards in your graveyard, create a 3/3 green Ooze creature token that's tapped and "
        "attacking.",
        "Unaufhaltsamer Glibber",
        "Delirium — Immer wenn der Unaufhaltsame Glibber angreift und falls dein Friedhof vier "
        "oder mehr unterschiedliche Kartentypen enthält, bringe einen 3/3 grünen "
        "Schlammwesen-Kreaturenspielstein getappt und angreifend ins Spiel.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), TOKENS_TAPPED)
def test_tokens_created_tapped_and_attacking(en_name: str, en: str, de_name: str, de: str) -> None:
    got = _named_ast(de, "de", de_name)
    assert got == _named_ast(en, "en", en_name)
    assert '"tapped": true' in json.dumps(got)


def test_a_token_entering_untapped_or_blocking_is_not_read() -> None:
    with pytest.raises(ParseError):
        parse(
            "Bringe einen 1/1 weißen Soldat-Kreaturenspielstein getappt und blockend ins Spiel.",
            "de",
        )


#: (English name, Oracle line, German name, printed line): a revealed hand, the player after the
#: verb ("zeigt ein Gegner deiner Wahl ... offen vor"), and the card chosen from it, "davon",
#: "darunter" or "daraus" after the noun (CR 701.16a)
REVEALED_HAND = [
    (
        "Grief",
        "When Grief enters the battlefield, target opponent reveals their hand. You choose a "
        "nonland card from it. That player discards that card.",
        "Gram",
        "Wenn der Gram ins Spiel kommt, zeigt ein Gegner deiner Wahl die Karten auf seiner Hand "
        "offen vor. Du bestimmst davon eine Nichtland-Karte. Der Spieler wirft die bestimmte "
        "Karte ab.",
    ),
    (
        "Mesmeric Fiend",
        "When Mesmeric Fiend enters the battlefield, target opponent reveals their hand and you "
        "choose a nonland card from it. Exile that card.",
        "Faszinierende Unhold",
        "Wenn der Faszinierende Unhold ins Spiel kommt, zeigt ein Gegner deiner Wahl die Karten "
        "auf seiner Hand offen vor, und du bestimmst eine Karte darunter, die kein Land ist. "
        "Entferne diese Karte ganz aus dem Spiel.",
    ),
    (
        "Thoughtseize",
        "Target player reveals their hand. You choose a nonland card from it. That player "
        "discards that card. You lose 2 life.",
        "Gedankenfetzen",
        "Ein Spieler deiner Wahl zeigt die Karten auf seiner Hand offen vor. Bestimme eine Karte "
        "davon, die kein Land ist. Der Spieler wirft die bestimmte Karte ab. Du verlierst 2 "
        "Lebenspunkte.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), REVEALED_HAND)
def test_card_chosen_from_a_revealed_hand(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_a_card_from_it_with_no_hand_revealed_stays_unparsed() -> None:
    """ "davon" after the noun with no hand revealed before: from what?"""
    with pytest.raises(ParseError):
        parse("Bestimme eine Karte davon, die kein Land ist.", "de")


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    from rulesparser.ast import strip_meta

    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line): the head noun of a name with a
#: genitive after it declines alone ("des Chronisten der Ewigkeit"), so does the article of a
#: title after a comma ("Ob Nixilis, den Gefallenen"): the name is still this card
NAMED_HEAD = [
    (
        "Ob Nixilis, the Fallen",
        "Landfall — Whenever a land enters the battlefield under your control, you may have "
        "target player lose 3 life. If you do, put three +1/+1 counters on Ob Nixilis, the Fallen.",
        "Ob Nixilis, der Gefallene",
        "Landung — Immer wenn ein Land unter deiner Kontrolle ins Spiel kommt, kannst du einen "
        "Spieler deiner Wahl 3 Lebenspunkte verlieren lassen. Falls du dies tust, lege drei "
        "+1/+1-Marken auf Ob Nixilis, den Gefallenen.",
    ),
    (
        "Aeon Chronicler",
        "Aeon Chronicler's power and toughness are each equal to the number of cards in your hand.",
        "Chronist der Ewigkeit",
        "Stärke und Widerstandskraft des Chronisten der Ewigkeit sind gleich der Anzahl der "
        "Karten auf deiner Hand.",
    ),
    (
        "Revenant",
        "Revenant's power and toughness are each equal to the number of creature cards in your "
        "graveyard.",
        "Geist der Toten",
        "Stärke und Widerstandskraft des Geistes der Toten sind gleich der Anzahl an "
        "Kreaturenkarten in deinem Friedhof.",
    ),
    (
        "Seraph of the Masses",
        "Seraph of the Masses's power and toughness are each equal to the number of creatures "
        "you control.",
        "Seraph der Massen",
        "Stärke und Widerstandskraft des Seraphs der Massen sind gleich der Anzahl an "
        "Kreaturen, die du kontrollierst.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), NAMED_HEAD)
def test_declined_head_noun_of_a_name_is_this_card(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


@pytest.mark.parametrize(
    ("en", "de"),
    [
        # Gezackte Pfeile (Serrated Arrows, HML), Frommer Kitsune (Pious Kitsune, CHK),
        # Korallenriff (Coral Reef, HML): counter names the generated word list does not align
        (
            "{T}, Remove an arrowhead counter from ~: Draw a card.",
            "{T}, entferne eine Pfeilspitzenmarke von den ~: Ziehe eine Karte.",
        ),
        (
            "At the beginning of your upkeep, put a devotion counter on ~.",
            "Lege zu Beginn deines Versorgungssegments eine Verehrungsmarke auf den ~.",
        ),
        (
            "When ~ enters the battlefield, put four polyp counters on it.",
            "Lege vier Polypen-Marken auf das ~, wenn es ins Spiel kommt.",
        ),
    ],
)
def test_counter_names_of_older_cards(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


@pytest.mark.parametrize(
    ("de", "en"),
    [
        # Decompose (Odyssey): "aus einem Friedhof" after several targets is one graveyard
        (
            "Entferne bis zu drei Karten deiner Wahl aus einem Friedhof ganz aus dem Spiel.",
            "Exile up to three target cards from a single graveyard.",
        ),
        # one target from "einem Friedhof": a graveyard (Offalsnout-like, Oracle)
        (
            "Entferne eine Karte deiner Wahl aus einem Friedhof ganz aus dem Spiel.",
            "Exile target card from a graveyard.",
        ),
    ],
)
def test_one_graveyard_for_several_targets(de: str, en: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")
