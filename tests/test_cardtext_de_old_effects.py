"""German effects and costs of every era in the card-text grammar (grammar/de/clauses/verbs*.lark,
grammar/de/phrases, grammar/de/lines/abilities.lark, locales/de/phrases.yaml): real printed German
lines (MTGJSON foreignData of the development sets, the card's name as "~") give the same AST as
the English Oracle line of the same card; a German line that could mean something else stays
unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse
from rulesparser import ast as A

#: (English Oracle line, German printed line) of the same card
SAME = [
    # 1994-1999 "Begrabe" (bury): Oracle "Destroy ... It can't be regenerated." (CR 701.19c);
    # "im Spiel" after an object is every such permanent (CR 110.1)
    (  # Wrath of God (4ED)
        "Destroy all creatures. They can't be regenerated.",
        "Begrabe alle Kreaturen im Spiel.",
    ),
    # a card burying itself: Oracle "sacrifice ~" (CR 701.17)
    (  # Seasinger (5ED)
        "When you control no Islands, sacrifice ~.",
        "Begrabe die ~, wenn Du keine Inseln kontrollierst.",
    ),
    (  # Gorilla Pack (ICE)
        "When you control no Forests, sacrifice ~.",
        "Begrabe das ~, wenn Du keine Wälder beherrschst.",
    ),
    (  # Ball Lightning (4ED "eines Zuges"; 5ED)
        "At the beginning of the end step, sacrifice ~.",
        "Begrabe den ~ am Ende des Zuges.",
    ),
    # "Erstschlag, wenn er angreift" (1996-1998): the keyword while the card attacks
    (  # Soltari Lancer (TMP)
        "~ has first strike as long as it's attacking.",
        "Erstschlag, wenn er angreift.",
    ),
    (  # Purraj of Urborg (MIR)
        "~ has first strike as long as it's attacking.",
        "Erstschlag, wenn sie angreift",
    ),
    # 1994-1998 coin flips: the opponent's call is gone from the rules (CR 705.2);
    # "Gewinnst Du," / "Wenn Du verlierst," / "Ansonsten" are the flip's results
    (  # Aleatory (MIR)
        "Flip a coin. If you win the flip, target creature gets +1/+1 until end of turn.",
        "Wirf eine Münze. Während die Münze in der Luft ist, entscheidet sich ein Gegner Deiner "
        "Wahl für Kopf oder Zahl. Gewinnst Du, erhält eine Kreatur Deiner Wahl +1/+1 bis zum "
        "Ende des Zuges.",
    ),
    (  # the results said "Gewinnst Du," and "Sonst"
        "Flip a coin. If you win the flip, draw a card. If you lose the flip, you lose 1 life.",
        "Wirf eine Münze. Gewinnst Du, ziehe eine Karte. Sonst verlierst Du 1 Lebenspunkt.",
    ),
    (  # and "Verlierst Du,"
        "Flip a coin. If you win the flip, draw a card. If you lose the flip, you lose 1 life.",
        "Wirf eine Münze. Gewinnst Du, ziehe eine Karte. Verlierst Du, verlierst Du 1 Lebenspunkt.",
    ),
    # 1994-1998 "und auch nur einmal pro Spruch / Zauberspruch / Zug" (and also only once)
    (  # Lapis Lazuli Talisman (ICE)
        "Whenever a player casts a blue spell, you may pay {3}. If you do, untap target permanent.",
        "{3}: Enttappe eine bleibende Karte Deiner Wahl. Benutze diese Fähigkeit nur, wenn ein "
        "blauer Spruch erfolgreich gesprochen wurde, und auch nur einmal pro Spruch.",
    ),
    (  # Auspicious Ancestor (MIR), its second ability
        "Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.",
        "{1}: Erhalte 1 Lebenspunkt dazu. Benutze diese Fähigkeit nur, wenn ein weißer "
        "Zauberspruch erfolgreich gesprochen wurde und auch nur einmal pro Zauberspruch.",
    ),
    (  # Instill Energy (5ED), its {0} written with braces
        "{0}: Untap enchanted creature. Activate only during your turn and only once each turn.",
        "{0}: Enttappe die verzauberte Kreatur. Benutze diese Fähigkeit nur während Deines Zuges "
        "und auch nur einmal pro Zug.",
    ),
    # "irgendein" (any, 1994-1998) as the indefinite article
    (  # Phyrexian Furnace (WTH), its second ability
        "{1}, Sacrifice ~: Exile target card from a graveyard. Draw a card.",
        "1, opfere den ~: Entferne eine Karte Deiner Wahl aus irgendeinem Friedhof ganz aus "
        "dem Spiel und ziehe eine Karte.",
    ),
    # "darf" (may, 1994-1998) as "kann", the player after it after a trigger
    (  # Sibilant Spirit (5ED), its second ability
        "Whenever ~ attacks, defending player may draw a card.",
        "Wenn der ~ angreift, darf der verteidigende Spieler eine Karte ziehen.",
    ),
    (  # Crystal Rod (5ED): "kannst Du 1 bezahlen" is {1} (generic mana without braces)
        "Whenever a player casts a blue spell, you may pay {1}. If you do, you gain 1 life.",
        "Immer wenn ein Spieler einen blauen Zauber spricht, kannst Du 1 bezahlen. Wenn Du dies "
        "tust, erhältst Du 1 Lebenspunkt dazu.",
    ),
    (  # Pyrotechnics (4ED): "die Du beliebig auf Spieler und Kreaturen Deiner Wahl aufteilen
        # kannst" (CR 601.2d: the plural without a number is any number of targets)
        "~ deals 4 damage divided as you choose among any number of targets.",
        "~ fügt 4 Schadenspunkte zu, die Du beliebig auf Spieler und Kreaturen Deiner Wahl "
        "aufteilen kannst.",
    ),
    (  # Rolling Thunder (TMP)
        "~ deals X damage divided as you choose among any number of targets.",
        "Der ~ fügt X Schadenspunkte zu, die Du beliebig auf Spieler und/oder Kreaturen Deiner "
        "Wahl aufteilen kannst.",
    ),
    (  # Terror (4ED): "nicht-schwarze", "Nicht-Artefaktkreatur" (1990s hyphens)
        "Destroy target nonartifact, nonblack creature. It can't be regenerated.",
        "Begrabe eine nicht-schwarze Nicht-Artefaktkreatur Deiner Wahl.",
    ),
    (  # Jokulhaups (5ED)
        "Destroy all artifacts, creatures, and lands. They can't be regenerated.",
        "Begrabe alle Artefakte, Kreaturen und Länder.",
    ),
    (  # Cast Down (DOM)
        "Destroy target nonlegendary creature.",
        "Zerstöre eine nichtlegendäre Kreatur deiner Wahl.",
    ),
    (  # Phyrexian Scriptures (DOM), chapter II
        "II — Destroy all nonartifact creatures.",
        "II — Zerstöre alle Nichtartefaktkreaturen.",
    ),
    # "Decke ... auf" (reveal, CR 701.16a), separable verb
    (  # Satyr Wayfinder (BNG)
        "When ~ enters the battlefield, reveal the top four cards of your library. You may put "
        "a land card from among them into your hand. Put the rest into your graveyard.",
        "Wenn der ~ ins Spiel kommt, decke die obersten vier Karten deiner Bibliothek auf. Du "
        "kannst davon eine Länderkarte auf deine Hand nehmen. Lege den Rest auf deinen Friedhof.",
    ),
    (  # Evolutionary Leap (TSR)
        "{G}, Sacrifice a creature: Reveal cards from the top of your library until you reveal "
        "a creature card. Put that card into your hand and the rest on the bottom of your "
        "library in a random order.",
        "{G}, opfere eine Kreatur: Decke Karten oben von deiner Bibliothek auf, bis du eine "
        "Kreaturenkarte aufdeckst. Nimm jene Karte auf deine Hand und lege den Rest in "
        "zufälliger Reihenfolge unter deine Bibliothek.",
    ),
    # divided damage: "deren Aufteilung (Verteilung) auf ... du bestimmst" (CR 601.2d)
    (  # Deft Dismissal (AER)
        "~ deals 3 damage divided as you choose among one, two, or three target attacking or "
        "blocking creatures.",
        "Die ~ fügt 3 Schadenspunkte zu, deren Aufteilung auf ein, zwei oder drei angreifende "
        "oder blockende Kreaturen deiner Wahl du bestimmst.",
    ),
    (  # Conflagrate (TSR)
        "~ deals X damage divided as you choose among any number of targets.",
        "Die ~ fügt X Schadenspunkte zu, deren Aufteilung auf eine beliebige Anzahl an Zielen "
        "deiner Wahl du bestimmst.",
    ),
    (  # Fury (MH2), after its trigger: the subject after the verb
        "When ~ enters the battlefield, it deals 4 damage divided as you choose among any "
        "number of target creatures and/or planeswalkers.",
        "Wenn die ~ ins Spiel kommt, fügt sie 4 Schadenspunkte zu, deren Aufteilung auf eine "
        "beliebige Anzahl an Kreaturen und/oder Planeswalkern deiner Wahl du bestimmst.",
    ),
    # "Verwende dieses Mana nur, um ..." (CR 106.6)
    (  # Jaya Ballard (DOM), its +1
        "[+1]: Add {R}{R}{R}. Spend this mana only to cast instant or sorcery spells.",
        "+1: Erzeuge {R}{R}{R}. Verwende dieses Mana nur, um Spontanzauber oder Hexereien zu "
        "wirken.",
    ),
    # the 1990s "Wähle ... und wirf diese ab" (discard)
    (  # Emmessi Tome (TMP)
        "{5}, {T}: Draw two cards, then discard a card.",
        "5, {T}: Ziehe zwei Karten und wähle dann eine Karte aus Deiner Hand und wirf diese ab.",
    ),
    # "wobei X die ... ist" (without "gleich"), "deinem Lebenspunktestand" (your life total)
    (  # Aura Mutation (INV)
        "Destroy target enchantment. Create X 1/1 green Saproling creature tokens, where X is "
        "that enchantment's mana value.",
        "Zerstöre eine Verzauberung Deiner Wahl. Bringe X 1/1 grüne Saproling-Spielsteine ins "
        "Spiel, wobei X die umgewandelten Manakosten jener Verzauberung sind.",
    ),
    # "dem Beherrscher dieses Landes" (that land's controller), "Alle Spieler" (each player)
    (  # Zo-Zu the Punisher (CHK)
        "Whenever a land enters the battlefield, ~ deals 2 damage to that land's controller.",
        "Immer wenn ein Land ins Spiel kommt, fügt der ~ dem Beherrscher dieses Landes 2 "
        "Schadenspunkte zu.",
    ),
    # "Alle Spieler" (each player)
    ("Each player loses 1 life.", "Alle Spieler verlieren 1 Lebenspunkt."),
    # 1994-2003 upkeep costs: "Bezahle während Deiner Versorgungsphase {U} oder begrabe den ~"
    # (Oracle "sacrifice ~ unless you pay", CR 503.1); "1U" (mana letters without braces)
    (  # Thirst (MIR)
        "At the beginning of your upkeep, sacrifice ~ unless you pay {U}.",
        "Bezahle während Deiner Versorgungsphase {U} oder begrabe den ~.",
    ),
    (  # Justice (5ED)
        "At the beginning of your upkeep, sacrifice ~ unless you pay {W}{W}.",
        "Zahle während Deiner Versorgungsphase WW oder begrabe die ~.",
    ),
    # the 1990s "Zahle" (pay) as a cost
    (  # Phyrexian Colossus (USG)
        "Pay 8 life: Untap ~.",
        "Zahle 8 Lebenspunkte: Enttappe den ~.",
    ),
    # the 1990s "+1/+1 Marke" (with a space)
    (  # Dragon Blood (USG)
        "{3}, {T}: Put a +1/+1 counter on target creature.",
        "3, {T}: Lege eine +1/+1 Marke auf eine Kreatur Deiner Wahl.",
    ),
    # activation limits of the 1990s: "wie eine Hexerei" without "nur"; "Benutze"; "wie eine
    # Manaquelle" (a mana ability) and "wie ein Unterbrechungszauber" restrict nothing
    (  # Mire Shade (MIR)
        "{B}, Sacrifice a Swamp: Put a +1/+1 counter on ~. Activate only as a sorcery.",
        "{B}, opfere einen Sumpf: Lege eine +1/+1 Marke auf den ~. Spiele diese Fähigkeit wie "
        "eine Hexerei.",
    ),
    (  # Grim Monolith (ULG), its first ability
        "{T}: Add {C}{C}{C}.",
        "{T}: Erhöhe Deinen Manavorrat um drei farblose Mana. Spiele diese Fähigkeit wie eine "
        "Manaquelle.",
    ),
    (  # Worn Powerstone (USG)
        "{T}: Add {C}{C}.",
        "{T}: Erhöhe Deinen Manavorrat um zwei farblose Mana. Benutze diese Fähigkeit wie eine "
        "Manaquelle.",
    ),
    (  # Douse (USG)
        "{1}{U}: Counter target red spell.",
        "{1}{U}:Neutralisiere einen roten Zauberspruch Deiner Wahl. Spiele diese Fähigkeit wie "
        "ein Unterbrechungszauber",
    ),
    # 1994-1995 mana abilities "played as an interrupt" (Fourth Edition, Ice Age: the mana
    # source came with Mirage): a mana ability, as "wie eine Manaquelle" is; "Behandle ...",
    # "Spiel ..." are that sentence too
    (  # Llanowar Elves (4ED)
        "{T}: Add {G}.",
        "{T}: Erhöhe Deinen Manavorrat um G. Spiele diese Eigenschaft wie einen "
        "Unterbrechungszauber.",
    ),
    (  # Apprentice Wizard (4ED)
        "{U}, {T}: Add {C}{C}{C}.",
        "{U}, {T}: Erhöhe Deinen Manavorrat um 3 farblose Mana. Spiele diese Eigenschaft wie "
        "einen Unterbrechungszauber",
    ),
    (  # Birds of Paradise (4ED), its second ability
        "{T}: Add one mana of any color.",
        "{T}: Erhöhe Deinen Manavorrat um ein Mana einer beliebigen Farbe. Behandle diese "
        "Eigenschaft wie einen Unterbrechungs-zauber.",
    ),
    (  # Juniper Order Druid (ICE)
        "{T}: Untap target land.",
        "{T}: Enttappe ein Land Deiner Wahl. Spiel diese Fähigkeit wie einen "
        "Unterbrechungs-zauber.",
    ),
    # "ihm" after "Während der Versorgungsphase des Beherrschers des verzauberten [X]" is that
    # controller (CR 503.1: the player whose upkeep it is)
    (  # Cursed Land (5ED)
        "At the beginning of the upkeep of enchanted land's controller, ~ deals 1 damage to "
        "that player.",
        "Während der Versorgungsphase des Beherrschers des verzauberten Landes fügt ihm das ~ 1 "
        "Schadenspunkt zu.",
    ),
    (  # Feedback (5ED)
        "At the beginning of the upkeep of enchanted enchantment's controller, ~ deals 1 damage "
        "to that player.",
        "Während der Versorgungsphase des Beherrschers der verzauberten Verzauberung fügt ihm "
        "die ~ 1 Schadenspunkt zu.",
    ),
    # 1994-2001 shields "Verhindere allen Schaden, der Dir aus einer [...] Quelle zugefügt
    # wird": Oracle "The next time a [...] source of your choice would deal damage to you this
    # turn, prevent that damage." (CR 615.7, 609.7a)
    (  # Circle of Protection: Blue (MIR), the reminder in parentheses
        "{1}: The next time a blue source of your choice would deal damage to you this turn, "
        "prevent that damage.",
        "{1}: Verhindere allen Schaden, der Dir aus einer blauen Quelle zugefügt wird. "
        "(Weiterer Schaden aus dieser Quelle wird normal behandelt.)",
    ),
    (  # Rune of Protection: Artifacts (USG)
        "{W}: The next time an artifact source of your choice would deal damage to you this "
        "turn, prevent that damage.",
        "{W}: Verhindere allen Schaden, der Dir aus einer Artefaktquelle zugefügt wird.",
    ),
    (  # Greater Realm of Preservation (5ED): the reminder printed as a sentence
        "{1}{W}: The next time a black or red source of your choice would deal damage to you "
        "this turn, prevent that damage.",
        "{1}{W}: Verhindere allen Schaden, der Dir aus einer schwarzen oder roten Quelle "
        "zugefügt wird. Weiterer Schaden aus dieser Quelle wird normal behandelt.",
    ),
    # 2001 "eine beliebige Anzahl Karten" (no "an") and "für jede auf diese Weise abgeworfene
    # Karte" (for each card discarded this way, CR 608.2c)
    (  # Sacred Rites (ODY)
        "Discard any number of cards. Creatures you control get +0/+1 until end of turn for each "
        "card discarded this way.",
        "Wirf eine beliebige Anzahl Karten aus deiner Hand ab. Kreaturen, die du kontrollierst, "
        "erhalten für jede auf diese Weise abgeworfene Karte +0/+1 bis zum Ende des Zuges.",
    ),
    # 1999-2003 "Schutz vor dieser Farbe" (the color chosen as it entered, as "der bestimmten
    # Farbe")
    (  # Ward Sliver (LGN)
        "All Slivers have protection from the chosen color.",
        "Alle Remasuris haben Schutz vor dieser Farbe.",
    ),
    (  # Cho-Manno's Blessing (MMQ)
        "Enchanted creature has protection from the chosen color. This effect doesn't remove ~.",
        "Die verzauberte Kreatur hat Schutz vor dieser Farbe. Dieser Effekt entfernt ~ nicht.",
    ),
    # 1995-2003 "bleibende Karten außer Ländern" (nonland permanents, CR 205.4)
    (  # Embargo (MMQ)
        "Nonland permanents don't untap during their controllers' untap steps.",
        "Bleibende Karten außer Ländern enttappen nicht während des Enttappsegments ihres "
        "Beherrschers.",
    ),
    (  # Scour Glass (USG; Oracle "all permanents except for artifacts and lands"): both
        # words, never "nonartifact permanents and lands"
        "{T}, Sacrifice ~: Destroy all nonartifact, nonland permanents. Activate only during "
        "your upkeep.",
        "{T}, opfere das ~: Zerstöre alle bleibenden Karten außer Artefakten und Ländern. "
        "Spiele diese Fähigkeit nur während deines Versorgungssegments.",
    ),
    # 2000-2003 "unter deiner Kontrolle zurück ins Spiel" ("zurück" before the zone)
    (  # Shade's Form (TOR)
        "When enchanted creature dies, return that card to the battlefield under your control.",
        "Wenn die verzauberte Kreatur auf einen Friedhof gelegt wird, bringe diese Kreatur unter "
        "deiner Kontrolle zurück ins Spiel.",
    ),
    # 1999-2001 "zeige diese offen vor" ("diese" alone: the card found, as "sie")
    (  # Eladamri's Call (PLS)
        "Search your library for a creature card, reveal that card, put it into your hand, then "
        "shuffle.",
        "Durchsuche Deine Bibliothek nach einer Kreaturenkarte, zeige diese offen vor und nimm "
        "sie auf Deine Hand. Mische danach deine Bibliothek.",
    ),
    # 1994-2000 "erhält die Fähigkeit [keyword]" (gains the ability [keyword])
    (  # Dwarven Pony (HML)
        "{1}{R}, {T}: Target Dwarf creature gains mountainwalk until end of turn.",
        "{1}{R}, {T}: Ein Zwerg Deiner Wahl erhält die Fähigkeit Gebirgstarnung bis zum Ende des "
        "Zuges.",
    ),
    (  # Aysen Highway (HML)
        "White creatures have plainswalk.",
        "Alle weißen Kreaturen erhalten die Fähigkeit Ebenentarnung.",
    ),
    (  # Goblin King (4ED: its printed English line, "All Goblins", this one too)
        "All Goblins get +1/+1 and have mountainwalk.",
        "Alle Goblins erhalten +1/+1 und die Fähigkeit Gebirgstarnung.",
    ),
    # 1994-1995 (4ED, ICE): the same shield with the note "Wenn Dir eine Schadensquelle mehr
    # als einmal in einem Zug Schaden zufügt, kannst Du jedesmal 1 bezahlen, um den Schaden zu
    # verhindern." (one activation, one damage event: CR 615.7)
    (  # Circle of Protection: Red (4ED): the note names "Dir", the shield no one
        "{1}: The next time a red source of your choice would deal damage to you this turn, "
        "prevent that damage.",
        "{1}:Verhindere allen Schaden aus einer roten Quelle. Wenn Dir eine Schadensquelle mehr "
        "als einmal in einem Zug Schaden zufügt, kannst Du jedesmal 1 bezahlen, um den Schaden "
        "zu verhindern.",
    ),
    (  # Circle of Protection: White (ICE): "Schützt Dich gegen allen Schaden aus ..."
        "{1}: The next time a white source of your choice would deal damage to you this turn, "
        "prevent that damage.",
        "{1}: Schützt Dich gegen allen Schaden aus einer weißen Quelle. Wenn Dir eine "
        "Schadensquelle mehr als einmal in einem Zug Schaden zufügt, kannst Du jedes Mal 1 "
        "zahlen, um den Schaden zu vermeiden.",
    ),
    (  # Circle of Protection: Artifacts (4ED): "Dich" in the shield, no "Dir" in the note
        "{2}: The next time an artifact source of your choice would deal damage to you this "
        "turn, prevent that damage.",
        "{2}: Schützt Dich gegen alle Schaden aus einer Artefakt-Quelle. Wenn eine "
        "Schadensquelle mehr als einmal in einem Zug Schaden zufügt, kannst Du jedes Mal 2 "
        "zahlen, um den Schaden zu vermeiden.",
    ),
    # "Falls der Zauberspruch auf diese Weise neutralisiert wird": the spell countered just
    # before (CR 701.6a), whatever article names it
    (  # Dissipate (MIR)
        "Counter target spell. If that spell is countered this way, exile it instead of putting "
        "it into its owner's graveyard.",
        "Neutralisiere einen Zauberspruch deiner Wahl. Falls der Zauberspruch auf diese Weise "
        "neutralisiert wird, schicke ihn ins Exil, anstatt ihn auf den Friedhof seines "
        "Besitzers zu legen.",
    ),
    (  # Dissipate-kin with "unless its controller pays {X}"
        "Counter target spell unless its controller pays {X}. If that spell is countered this "
        "way, exile it instead of putting it into its owner's graveyard.",
        "Neutralisiere einen Zauberspruch deiner Wahl, es sei denn, sein Beherrscher bezahlt "
        "{X}. Falls der Zauberspruch auf diese Weise neutralisiert wird, schicke ihn ins Exil, "
        "anstatt ihn auf den Friedhof seines Besitzers zu legen.",
    ),
    (  # Syncopate (ODY): 1994-2003 "Wenn" for "if", "entferne ... ganz aus dem Spiel" (exile)
        "Counter target spell unless its controller pays {X}. If that spell is countered this "
        "way, exile it instead of putting it into its owner's graveyard.",
        "Neutralisiere einen Zauberspruch deiner Wahl, falls sein Beherrscher nicht {X} "
        "bezahlt. Wenn der Zauberspruch auf diese Weise neutralisiert wird, entferne ihn ganz "
        "aus dem Spiel, anstatt ihn auf den Friedhof seines Besitzers zu legen.",
    ),
    (  # Mirari (TSB), its trigger: "den Zauberspruch" after a trigger naming a spell
        "Whenever you cast an instant or sorcery spell, you may pay {3}. If you do, copy that "
        "spell. You may choose new targets for the copy.",
        "Immer wenn du einen Spontanzauber oder eine Hexerei spielst, kannst du {3} bezahlen. "
        "Falls du dies tust, kopiere den Zauberspruch. Du kannst neue Ziele für die Kopie "
        "bestimmen.",
    ),
    # 1994-1999 "Verhindere bis zu N Schadenspunkte bei ...": Oracle "Prevent the next N damage
    # that would be dealt to ... this turn" (CR 615.7)
    (  # Conservator (4ED): "gegen Dich" (to you); "3" is {3} (generic mana without braces)
        "{3}, {T}: Prevent the next 2 damage that would be dealt to you this turn.",
        "3, {T}: Verhindere bis zu 2 Schadenspunkte gegen Dich.",
    ),
    (  # Temper (STH) and Sacred Boon (5ED), their first sentence: "Deiner Wahl" is the target
        "Prevent the next X damage that would be dealt to target creature this turn.",
        "Verhindere bis zu X Schadenspunkte bei einer Kreatur Deiner Wahl.",
    ),
    # "bei einer Kreatur (oder einem Spieler)" with no "Deiner Wahl": the English of that era
    # says "any creature or player" where the Oracle text says "target" (German marks "Deiner
    # Wahl" only where the English says "target": Sacred Boon, Temper)
    (  # Anoint (TMP), English "Prevent up to 3 damage to any creature."
        "Prevent the next 3 damage that would be dealt to target creature this turn.",
        "Verhindere bis zu 3 Schadenspunkte bei einer Kreatur.",
    ),
    (  # Squee's Toy (TMP), English "Prevent 1 damage to any creature."
        "{T}: Prevent the next 1 damage that would be dealt to target creature this turn.",
        "{T}: Verhindere 1 Schadenspunkt bei einer Kreatur.",
    ),
    (  # Samite Healer (4ED): "einen Schadenspunkt", English "to any creature or player"
        "{T}: Prevent the next 1 damage that would be dealt to any target this turn.",
        "{T}: Verhindere einen Schadenspunkt bei einer Kreatur oder einem Spieler.",
    ),
    (  # Sanctum Custodian (USG), English "Prevent up to 2 damage to a creature or player."
        "{T}: Prevent the next 2 damage that would be dealt to any target this turn.",
        "{T}:Verhindere bis zu 2 Schadenspunkte bei einer Kreatur oder einem Spieler.",
    ),
    (  # Samite Alchemist (HML), its first sentence: "a creature you control" (the Oracle
        # line says "this turn" before "to target creature")
        "{W}{W}, {T}: Prevent the next 4 damage that would be dealt to target creature you "
        "control this turn.",
        "{W}{W},{T}: Verhindere bis zu 4 Schadenspunkte bei einer Kreatur, die Du beherrschst.",
    ),
    # 1994-2002 "Du kannst wählen, ob Du ~ während Deiner Enttap-Phase enttappst [oder nicht]",
    # "Du kannst entscheiden, ~ ... nicht zu enttappen" (CR 502.3)
    (  # Mole Worms (5ED)
        "You may choose not to untap ~ during your untap step.",
        "Du kannst wählen, ob Du den ~ während Deiner Enttap-Phase enttappst oder nicht.",
    ),
    (  # Thran Weaponry (ULG): without "oder nicht"
        "You may choose not to untap ~ during your untap step.",
        "Du kannst wählen, ob Du die ~ während Deiner Enttapphase enttappst.",
    ),
    (  # Flowstone Armor (NEM): "entscheiden, ... nicht zu enttappen"
        "You may choose not to untap ~ during your untap step.",
        "Du kannst entscheiden, die ~ während Deines Enttap-Segments nicht zu enttappen.",
    ),
    # "greift in diesem Zug an, falls / wenn möglich" (attacks this turn if able, CR 508.1d)
    (  # Instigator (MMQ)
        "{1}{B}{B}, {T}, Discard a card: Creatures target player controls attack this turn if "
        "able.",
        "{1}{B}{B}, {T}, wirf eine Karte aus Deiner Hand ab: Alle Kreaturen, die ein Spieler "
        "Deiner Wahl beherrscht, greifen in diesem Zug an, wenn möglich.",
    ),
    (  # Goblin Diplomats (M14)
        "{T}: Each creature attacks this turn if able.",
        "{T}: Jede Kreatur greift in diesem Zug an, falls möglich.",
    ),
    (  # Into the Fray (SOK)
        "Target creature attacks this turn if able.",
        "Eine Kreatur deiner Wahl greift in diesem Zug an, falls möglich.",
    ),
    # 1994-1997 "Benutze diese Fähigkeit nur, wenn ein [blauer] Zauberspruch erfolgreich
    # gesprochen wurde, und nur einmal pro Spruch": Oracle "Whenever a player casts a [blue]
    # spell, you may pay [cost]. If you do, ..." (CR 603.2, 608.2c)
    (  # Crystal Rod (5ED)
        "Whenever a player casts a blue spell, you may pay {1}. If you do, you gain 1 life.",
        "{1}: Du erhältst 1 Lebenspunkt dazu. Benutze diese Fähigkeit nur, wenn ein blauer "
        "Zauberspruch erfolgreich gesprochen wurde, und nur einmal pro Spruch.",
    ),
    (  # Hematite Talisman (ICE): "Spruch"
        "Whenever a player casts a red spell, you may pay {3}. If you do, untap target permanent.",
        "{3}: Enttappe eine bleibende Karte Deiner Wahl. Benutze diese Fähigkeit nur, wenn ein "
        "roter Spruch erfolgreich gesprochen wurde, und nur einmal pro Spruch.",
    ),
    # 1997-2001 "Bestimme eine Karte aus Deiner Hand und wirf diese ab", "[Spieler] bestimmt
    # ... und wirft diese ab" (discard, CR 701.9a: the discarding player chooses)
    (  # Catalog (USG)
        "Draw two cards, then discard a card.",
        "Ziehe zwei Karten. Bestimme dann eine Karte aus Deiner Hand und wirf diese ab.",
    ),
    (  # Unnerve (USG)
        "Each opponent discards two cards.",
        "Jeder Deiner Gegner bestimmt zwei Karten aus seiner Hand und wirft diese ab.",
    ),
    (  # Mind Peel (STH)
        "Target player discards a card.",
        "Ein Spieler Deiner Wahl bestimmt eine Karte aus seiner Hand und wirft diese ab.",
    ),
    (  # Bereavement (USG): the verb before its subject after the trigger
        "Whenever a green creature dies, its controller discards a card.",
        "Immer wenn eine grüne Kreatur aus dem Spiel auf dem Friedhof landet, bestimmt ihr "
        "Beherrscher eine Karte aus seiner Hand und wirft diese ab.",
    ),
    (  # Ravenous Rats (UDS)
        "When ~ enters the battlefield, target opponent discards a card.",
        "Wenn die ~ ins Spiel kommen, bestimmt ein Gegner Deiner Wahl eine Karte aus seiner "
        "Hand und wirft diese ab.",
    ),
    (  # Mental Discipline (UDS): as a cost, "von Deiner Hand"
        "{1}{U}, Discard a card: Draw a card.",
        "{1}{U}, bestimme eine Karte von Deiner Hand und wirf sie ab: Ziehe eine Karte.",
    ),
    (  # Tortured Existence (STH)
        "{B}, Discard a creature card: Return target creature card from your graveyard to your "
        "hand.",
        "{B}, bestimme eine Kreaturenkarte aus Deiner Hand und wirf diese ab: Bringe eine "
        "Kreaturenkarte Deiner Wahl aus Deinem Friedhof auf Deine Hand zurück.",
    ),
    (  # 1999-2002 "Versorgungs-segments" (hyphenated upkeep)
        "At the beginning of your upkeep, you lose 2 life.",
        "Du verlierst zu Beginn Deines Versorgungs-segments 2 Lebenspunkte.",
    ),
    # a random discard (CR 701.9b) with the step of its trigger inside, after an inverted
    # subject, and 5th Edition's "zufällig gezogene"
    (  # Aether Rift (INV), its first sentence
        "At the beginning of your upkeep, discard a card at random.",
        "Wirf zu Beginn Deines Versorgungssegments eine zufällig bestimmte Karte aus Deiner "
        "Hand ab.",
    ),
    (  # Corrupt Official (MMQ), its trigger
        "Whenever ~ becomes blocked, defending player discards a card at random.",
        "Immer wenn der ~ geblockt wird, wirft der verteidigende Spieler eine zufällig "
        "bestimmte Karte aus seiner Hand ab.",
    ),
    (  # Coral Helm (5ED)
        "{3}, Discard a card at random: Target creature gets +2/+2 until end of turn.",
        "3, wirf eine zufällig gezogene Karte aus Deiner Hand ab: Eine Kreatur Deiner Wahl "
        "erhält +2/+2 bis zum Ende des Zuges.",
    ),
    (  # Veil of Birds (USG): "zu einer fliegenden 1/1 Kreatur" (a 1/1 creature with flying)
        "When an opponent casts a spell, if ~ is an enchantment, ~ becomes a 1/1 Bird creature "
        "with flying.",
        "Wenn einer Deiner Gegner erfolgreich einen Zauberspruch spricht und der ~ eine "
        "Verzauberung ist, wird der ~ zu einer fliegenden 1/1 Kreatur, die als Vogel zählt.",
    ),
    (  # Adarkar Wastes (5ED): the second mana symbol a bare letter
        "{T}: Add {W} or {U}. ~ deals 1 damage to you.",
        "{T}: Erhöhe Deinen Manavorrat um {W} oder U. Die ~ fügt Dir 1 Schadenspunkt zu.",
    ),
    (  # Blue Ward (4ED): "Dieser Schutz zerstört allerdings diese Verzauberung nicht." (the
        # Aura stays attached, CR 702.16d)
        "Enchanted creature has protection from blue. This effect doesn't remove ~.",
        "Die verzauberte Kreatur erhält Schutz vor Blau. Dieser Schutz zerstört allerdings "
        "diese Verzauberung nicht.",
    ),
    (  # 1995-1997 "Trampeln" (trample; later "verursacht Trampelschaden")
        "Creatures you control get +3/+3 and gain trample until end of turn.",
        "Alle Kreaturen, die Du kontrollierst, erhalten +3/+3 und Trampeln bis zum Ende des Zuges.",
    ),
    (  # Serra's Liturgy (USG): ", wobei X gleich der Anzahl an Lyrikmarken auf ~ ist"
        "{W}, Sacrifice ~: Destroy up to X target artifacts and/or enchantments, where X is the "
        "number of verse counters on ~.",
        "{W}, opfere ~: Zerstöre bis zu X Artefakte und/oder Verzauberungen Deiner Wahl, wobei "
        "X gleich der Anzahl an Lyrikmarken auf ~ ist.",
    ),
    (  # Mirror Wall (JUD): "als ob sie keine Mauer wäre" (a Wall could not attack: defender)
        "{W}: ~ can attack this turn as though it didn't have defender.",
        "{W}: Die ~ kann in diesem Zug angreifen, als ob sie keine Mauer wäre.",
    ),
    # a static ability saying an object's color: "ist schwarz" (CR 105.3, 613.1e)
    (  # Darkest Hour (7ED)
        "All creatures are black.",
        "Alle Kreaturen sind schwarz.",
    ),
    (  # Grave Servitude (MIR)
        "Enchanted creature gets +3/-1 and is black.",
        "Die verzauberte Kreatur erhält +3/-1 und ist schwarz.",
    ),
    (  # Sacred Boon (4ED): "an einer Zielkreatur" (1994-1995: the target creature)
        "Prevent the next 3 damage that would be dealt to target creature this turn.",
        "Verhindere bis zu 3 Schadenspunkte an einer Zielkreatur.",
    ),
    # 1997-2001: the source chosen in a sentence of its own, the shield after it
    (  # Circle of Protection: Black (6ED)
        "{1}: The next time a black source of your choice would deal damage to you this turn, "
        "prevent that damage.",
        "{1}: Bestimme eine schwarze Schadensquelle. Wenn Dir diese Quelle in diesem Zug das "
        "nächste Mal Schaden zufügt, verhindere diesen Schaden.",
    ),
    (  # Charm Peddler (MMQ): the recipient after "das nächste Mal"
        "{W}, {T}, Discard a card: The next time a source of your choice would deal damage to "
        "target creature this turn, prevent that damage.",
        "{W},{T}, wirf eine Karte aus Deiner Hand ab: Bestimme eine Schadensquelle. Wenn diese "
        "Quelle in diesem Zug das nächste Mal einer Kreatur Deiner Wahl Schaden zufügt, "
        "verhindere diesen Schaden.",
    ),
    (  # Rune of Protection: Lands (USG)
        "{W}: The next time a land source of your choice would deal damage to you this turn, "
        "prevent that damage.",
        "{W}: Verhindere allen Schaden, der Dir aus einer Landquelle zugefügt wird.",
    ),
    (  # Kithkin Armor (WTH): "der verzauberten Kreatur" (enchanted creature)
        "Sacrifice ~: The next time a source of your choice would deal damage to enchanted "
        "creature this turn, prevent that damage.",
        "Opfere den ~: Verhindere allen Schaden, der der verzauberten Kreatur aus einer Quelle "
        "zugefügt wird.",
    ),
    (  # Pentagram-era "Schadensquelle" (source of damage)
        "{2}, {T}: The next time a source of your choice would deal damage to you this turn, "
        "prevent that damage.",
        "{2}, {T}: Verhindere allen Schaden, der Dir aus einer Schadensquelle zugefügt wird.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


def test_is_black_among_a_thresholds_changes_in_three_languages() -> None:
    # Possessed Nomad (TOR): "gets +1/+1, is black, and has ..." (CR 105.3: the color set for
    # as long as threshold holds; layer 5, CR 613.1e)
    texts = {
        "en": "Threshold — As long as seven or more cards are in your graveyard, Possessed Nomad "
        'gets +1/+1, is black, and has "{2}{B}, {T}: Destroy target white creature."',
        "de": "Grenzwert Der Besessene Nomade erhält +1/+1, ist schwarz und hat „{2}{B}, {T}: "
        'Zerstöre eine weiße Kreatur deiner Wahl." (Du hast den Grenzwert erreicht, solange '
        "sieben oder mehr Karten in deinem Friedhof sind.)",
        "fr": "Seuil — Le Nomade possédé gagne +1/+1, est noir, et a « {2}{B}, {T}: Détruisez la "
        "créature blanche ciblée. » (Vous avez le seuil tant qu'il y a sept cartes ou plus dans "
        "votre cimetière.)",
    }
    names = {"en": "Possessed Nomad", "de": "Besessener Nomade", "fr": "Nomade possédé"}
    asts = {
        lang: [A.strip_meta(a.to_json()) for a in parse(t, lang, card_name=names[lang]).abilities]
        for lang, t in texts.items()
    }
    assert asts["de"] == asts["en"] == asts["fr"]
    (ability,) = parse(texts["de"], "de", card_name=names["de"]).abilities
    becomes = [n for n in ability.walk() if isinstance(n, A.Becomes)]
    assert [(b.object.kind, b.colors, b.duration) for b in becomes] == [("self", ("black",), None)]


def test_bury_reads_destroy_that_cant_be_regenerated() -> None:
    (ability,) = parse("Begrabe eine Mauer Deiner Wahl.", "de").abilities
    effect = ability.effect
    assert effect.type_name == "destroy"
    assert effect.cant_be_regenerated
    assert effect.object.kind == "target"
    assert effect.object.filter == ("wall",)


def test_creatures_and_or_players_are_the_kinds_of_each_divided_target() -> None:
    # Pyrotechnics (7ED): the printed "creatures and/or players" is "any number of targets",
    # as the 2018 Oracle update says (rulesparser.canonical, CR 115.4)
    (ability,) = parse(
        "~ fügt 4 Schadenspunkte zu, deren Verteilung auf eine beliebige Anzahl an Kreaturen "
        "und/oder Spielern deiner Wahl du bestimmst.",
        "de",
    ).abilities
    effect = ability.effect
    assert effect.type_name == "deal_damage_divided"
    assert effect.targets.kinds == A.ANY_TARGET_KINDS
    assert (effect.minimum, effect.maximum) == (0, None)


def test_benutze_during_your_upkeep_is_an_activation_window() -> None:
    (ability,) = parse(
        "Opfere zwei Inseln: Enttappe den ~. Benutze diese Fähigkeit nur während Deiner "
        "Versorgungsphase.",
        "de",
    ).abilities
    assert ability.type_name == "restricted_activated_ability"
    assert ability.condition is not None


@pytest.mark.parametrize(
    "line",
    [
        # Lion's Eye Diamond: "as an instant" (not "as an interrupt") on an ability that adds
        # mana restricts it (CR 605.3a: no mana ability while a spell is cast), not read
        "{T}, wirf alle Karten aus deiner Hand ab, opfere den ~: Erzeuge drei Mana genau einer "
        "beliebigen Farbe. Aktiviere diese Fähigkeit wie einen Spontanzauber.",
        # Battering Ram (5ED): banding "when it attacks" is banding as attackers are declared
        # (CR 702.22c; Oracle "gains banding at the beginning of combat on your turn")
        "Bündnisfähigkeit, wenn sie angreift.",
        # a coin flip called by no opponent; a flip's result or "Sonst" with no flip before it
        "Wirf eine Münze. Während die Münze in der Luft ist, entscheidet sich ein Spieler "
        "Deiner Wahl für Kopf oder Zahl. Gewinnst Du, ziehe eine Karte.",
        "Wenn Du verlierst, ziehe eine Karte.",
        "Ziehe eine Karte. Sonst verlierst Du 1 Lebenspunkt.",
        # an object named before buried: Oracle "sacrifice", by one player or another
        "{T}: Eine Kreatur Deiner Wahl erhält Flugfähigkeit bis zum Ende des Zuges. Begrabe diese "
        "Kreatur.",
        # "wie eine Manaquelle" said of an ability that adds no mana
        "{T}: Ziehe eine Karte. Spiele diese Fähigkeit wie eine Manaquelle.",
        # "wie einen Unterbrechungszauber" on an ability that adds mana and targets: no mana
        # ability (CR 605.1a)
        "{T}: Erhöhe Deinen Manavorrat um G. Ein Spieler Deiner Wahl verliert 1 Lebenspunkt. "
        "Spiele diese Eigenschaft wie einen Unterbrechungszauber.",
        # "aus" an object that is not "a source": not the old shield
        "{1}: Verhindere allen Schaden, der Dir aus jeder Quelle zugefügt wird.",
        # the shield's reminder after anything else than that shield
        "{1}: Ziehe eine Karte. Weiterer Schaden aus dieser Quelle wird normal behandelt.",
        # the 1994 shield naming no player it protects, alone or with a note naming none
        "{1}: Verhindere allen Schaden aus einer roten Quelle.",
        "{2}: Verhindere allen Schaden aus einer Artefakt-Quelle. Wenn eine Schadensquelle mehr "
        "als einmal in einem Zug Schaden zufügt, kannst Du jedes Mal 2 zahlen, um den Schaden zu "
        "vermeiden.",
        # "discarded this way" with no discard before it
        "Kreaturen, die du kontrollierst, erhalten für jede auf diese Weise abgeworfene Karte "
        "+0/+1 bis zum Ende des Zuges.",
        # tokens "für jede auf diese Weise abgeworfene Karte": one per card in turn (English
        # "For each ..., create"), or that many at once?
        "Wenn der ~ ins Spiel kommt, wirf zwei Karten ab und ziehe dann zwei Karten. Erzeuge für "
        "jede auf diese Weise abgeworfene Nichtland-Karte einen 1/1 roten "
        "Elementarwesen-Kreaturenspielstein.",
        # "außer Länder" (a misprint of the dative "außer Ländern")
        "Wenn Du während Deiner Versorgungsphase andere bleibende Karten außer Länder "
        "kontrollierst, opfere den ~.",
        # the Circles' note after anything else than that shield
        "{1}: Ziehe eine Karte. Wenn Dir eine Schadensquelle mehr als einmal in einem Zug "
        "Schaden zufügt, kannst Du jedesmal 1 bezahlen, um den Schaden zu verhindern.",
        # "den Zauberspruch" after a trigger naming no spell: not this spell, not read
        "Immer wenn ~ angreift, neutralisiere den Zauberspruch.",
        # "countered this way" with no spell countered before it
        "Ziehe eine Karte. Falls der Zauberspruch auf diese Weise neutralisiert wird, schicke "
        "ihn ins Exil, anstatt ihn auf den Friedhof seines Besitzers zu legen.",
        # the old shield on several creatures or players: which are its targets is not said
        "Verhindere 1 Schadenspunkt bei zwei Kreaturen.",
        "{T}: Verhindere bis zu 2 Schadenspunkte bei zwei Kreaturen oder einem Spieler.",
        # "wählen, ob" with a second action joined: the storage lands (Oracle: a trigger of
        # its own), not read as the choice alone
        "Du kannst wählen, ob Du die ~ während Deiner Enttap-Phase enttappst oder nicht und "
        "dafür eine Speichermarke auf sie legst.",
        # "only when a spell is successfully cast" after a cost that is not only mana: no
        # Oracle trigger to read it as
        "{1}, {T}: Du erhältst 1 Lebenspunkt dazu. Benutze diese Fähigkeit nur, wenn ein "
        "blauer Zauberspruch erfolgreich gesprochen wurde, und nur einmal pro Spruch.",
        # a card "discarded" from another player's hand or another zone: no discard (CR 701.9a)
        "Bestimme eine Karte aus der Hand eines Gegners und wirf diese ab.",
        "Wähle eine Karte aus Deinem Friedhof und wirf diese ab.",
        # Wall of Wonder (7ED): "this turn" said of the +4/-4 only, not of the attack
        "{2}{U}{U}: Die ~ erhält +4/-4 bis zum Ende des Zuges und kann angreifen, als ob sie "
        "keine Mauer wäre.",
        # a source chosen for nothing said after it, and "diese Quelle" with no source chosen
        "{1}: Bestimme eine rote Schadensquelle. Ziehe eine Karte.",
        "{1}: Wenn Dir diese Quelle in diesem Zug das nächste Mal Schaden zufügt, verhindere "
        "diesen Schaden.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
