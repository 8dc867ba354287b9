"""German effects in the card-text grammar (grammar/de/clauses/verbs*.lark, grammar/de/phrases,
locales/de/phrases.yaml): real printed German lines (MTGJSON foreignData of the development
sets) give the same AST as the English Oracle line of the same card, across templating eras;
a German line that could mean two things stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse
from rulesparser import ast as A

#: (English Oracle line, German printed line) of the same card
SAME = [
    # "übergeht [player] seine nächste Kampfphase / ihr nächstes Enttappsegment" (CR 614.10)
    (  # Blinding Angel (8ED)
        "Whenever ~ deals combat damage to a player, that player skips their next combat phase.",
        "Immer wenn der ~ einem Spieler Kampfschaden zufügt, übergeht dieser Spieler seine nächste "
        "Kampfphase.",
    ),
    (  # Brine Elemental (TSR)
        "When ~ is turned face up, each opponent skips their next untap step.",
        "Wenn das ~ aufgedeckt wird, übergehen alle Gegner ihr nächstes Enttappsegment.",
    ),
    # "Sein Beherrscher kann seine Bibliothek nach ... durchsuchen" (the subject's own library,
    # CR 701.19; that player chooses, CR 608.2d)
    (  # Cleansing Wildfire (ZNR)
        "Destroy target land. Its controller may search their library for a basic land card, put "
        "it onto the battlefield tapped, then shuffle.",
        "Zerstöre ein Land deiner Wahl. Sein Beherrscher kann seine Bibliothek nach einer "
        "Standardland-Karte durchsuchen, sie getappt ins Spiel bringen und dann seine Bibliothek "
        "mischen.",
    ),
    # "Dieser Spieler mischt dann seine Bibliothek." after the search of one player: the
    # search's shuffle (CR 701.19)
    (  # Fertilid (MOR)
        "{1}{G}, Remove a +1/+1 counter from ~: Target player searches their library for a basic "
        "land card, puts it onto the battlefield tapped, then shuffles.",
        "{1}{G}, entferne eine +1/+1-Marke vom ~: Ein Spieler deiner Wahl durchsucht seine "
        "Bibliothek nach einer Standardland-Karte und bringt sie getappt ins Spiel. Dieser "
        "Spieler mischt dann seine Bibliothek.",
    ),
    (  # Path to Exile (CON)
        "Exile target creature. Its controller may search their library for a basic land card, "
        "put that card onto the battlefield tapped, then shuffle.",
        "Entferne eine Kreatur deiner Wahl ganz aus dem Spiel. Ihr Beherrscher kann seine "
        "Bibliothek nach einem Standardland durchsuchen, dieses getappt ins Spiel bringen und "
        "dann seine Bibliothek mischen.",
    ),
    # "mischen ... in" (shuffle into a library, CR 701.24a)
    (  # Beacon of Destruction (5DN)
        "~ deals 5 damage to any target. Shuffle ~ into its owner's library.",
        "Der ~ fügt einer Kreatur oder einem Spieler deiner Wahl 5 Schadenspunkte zu. Mische den "
        "~ in die Bibliothek seines Besitzers.",
    ),
    (  # Blessed Respite (MH2)
        "Target player shuffles their graveyard into their library.",
        "Ein Spieler deiner Wahl mischt seinen Friedhof in seine Bibliothek.",
    ),
    # "kannst du ... oben auf deine Bibliothek legen" (the verb last after "du kannst")
    (  # Witch's Cottage (ELD)
        "When ~ enters the battlefield untapped, you may put target creature card from your "
        "graveyard on top of your library.",
        "Wenn das ~ ungetappt ins Spiel kommt, kannst du eine Kreaturenkarte deiner Wahl aus "
        "deinem Friedhof oben auf deine Bibliothek legen.",
    ),
    (  # Lashweed Lurker (EMN): "oben auf die Bibliothek ihres Besitzers"
        "When you cast this spell, you may put target nonland permanent on top of its owner's "
        "library.",
        "Wenn du den ~ wirkst, kannst du eine bleibende Karte deiner Wahl, die kein Land ist, "
        "oben auf die Bibliothek ihres Besitzers legen.",
    ),
    # 1994-2005 "auf die Bibliothek ihres Besitzers" (onto the library: on top of it)
    (  # Rootrunner (CHK)
        "{G}{G}, Sacrifice ~: Put target land on top of its owner's library.",
        "{G}{G}, opfere den ~: Lege ein Land deiner Wahl auf die Bibliothek seines Besitzers.",
    ),
    (  # Nulltread Gargantuan (ARB)
        "When ~ enters the battlefield, put a creature you control on top of its owner's library.",
        "Wenn der ~ ins Spiel kommt, lege eine Kreatur, die du kontrollierst, auf die "
        "Bibliothek ihres Besitzers.",
    ),
    # "für jede Kreatur, die ihn blockt" (each creature blocking it, CR 509.1)
    (  # Rabid Elephant (7ED)
        "Whenever ~ becomes blocked, it gets +2/+2 until end of turn for each creature blocking "
        "it.",
        "Immer wenn der ~ geblockt wird, erhält er für jede Kreatur, die ihn blockt, +2/+2 bis "
        "zum Ende des Zuges.",
    ),
    # 1994-2009 "in deinen Friedhof" (mill, CR 701.13a)
    (  # Cephalid Illusionist (TOR)
        "Whenever ~ becomes the target of a spell or ability, mill three cards.",
        "Immer wenn der ~ das Ziel eines Zauberspruchs oder einer Fähigkeit wird, lege die "
        "obersten drei Karten deiner Bibliothek in deinen Friedhof.",
    ),
    # "kann keine Artefaktkreaturen blocken" ("keine" says the negation, CR 509.1b)
    (  # Hinterland Drake (AER)
        "~ can't block artifact creatures.",
        "Der ~ kann keine Artefaktkreaturen blocken.",
    ),
    # "Du kannst sie in diesem Zug spielen." (the duration inside the verb phrase)
    (  # Grotag Night-Runner (ZNR)
        "Whenever ~ deals combat damage to a player, exile the top card of your library. You may "
        "play that card this turn.",
        "Immer wenn der ~ einem Spieler Kampfschaden zufügt, schicke die oberste Karte deiner "
        "Bibliothek ins Exil. Du kannst sie in diesem Zug spielen.",
    ),
    # "dann" (then) after the verb, German verb-second: the same sequence as English "then"
    (  # Wolfrider's Saddle (M20)
        "When ~ enters the battlefield, create a 2/2 green Wolf creature token, then attach ~ "
        "to it.",
        "Wenn der ~ ins Spiel kommt, erzeuge einen 2/2 grünen Wolf-Kreaturenspielstein und lege "
        "den ~ dann an ihn an.",
    ),
    (  # Deconstruct (MRD)
        "Destroy target artifact. Add {G}{G}{G}.",
        "Zerstöre ein Artefakt deiner Wahl. Erhöhe dann deinen Manavorrat um {G}{G}{G}.",
    ),
    (  # Blood for Bones (M20)
        "Return a creature card from your graveyard to the battlefield, then return another "
        "creature card from your graveyard to your hand.",
        "Bringe eine Kreaturenkarte aus deinem Friedhof ins Spiel zurück und bringe dann eine "
        "andere Kreaturenkarte aus deinem Friedhof auf deine Hand zurück.",
    ),
    (  # Port of Karfell (KHM)
        "{3}{U}{B}{B}, {T}, Sacrifice ~: Mill four cards, then return a creature card from your "
        "graveyard to the battlefield tapped.",
        "{3}{U}{B}{B}, {T}, opfere den ~: Du millst vier Karten und bringe dann eine "
        "Kreaturenkarte aus deinem Friedhof getappt ins Spiel zurück.",
    ),
    (  # Altar of Shadows (MRD)
        "{7}, {T}: Destroy target creature. Then put a charge counter on ~.",
        "{7}, {T}: Zerstöre eine Kreatur deiner Wahl. Lege dann eine Ladungsmarke auf den ~.",
    ),
    (  # Cruel Ultimatum (ALA)
        "Target opponent sacrifices a creature, discards three cards, then loses 5 life. You "
        "return a creature card from your graveyard to your hand, draw three cards, then gain 5 "
        "life.",
        "Ein Gegner deiner Wahl opfert eine Kreatur, wirft drei Karten aus seiner Hand ab und "
        "verliert dann 5 Lebenspunkte. Du bringst eine Kreaturenkarte aus deinem Friedhof auf "
        "deine Hand zurück, ziehst drei Karten und erhältst dann 5 Lebenspunkte dazu.",
    ),
    # "ist in diesem Zug unblockbar" (can't be blocked this turn, CR 509.1b): Aqueous Form kin
    # (Mirrodin-era "{T}: Eine Kreatur deiner Wahl ist in diesem Zug unblockbar.")
    (
        "{T}: Target creature can't be blocked this turn.",
        "{T}: Eine Kreatur deiner Wahl ist in diesem Zug unblockbar.",
    ),
    # CHK Hisoka's Guard: "Du kannst bestimmen, den ~ ... nicht zu enttappen" (CR 502.3: the
    # controller's choice each untap step)
    (
        "You may choose not to untap ~ during your untap step.",
        "Du kannst bestimmen, den ~ während deines Enttapp-Segments nicht zu enttappen.",
    ),
    # compound nouns: a card type or "nontoken" joined to "creature", "card", "spell"
    (
        "Other enchantment creatures you control get +1/+1.",
        "Andere Verzauberungskreaturen, die du kontrollierst, erhalten +1/+1.",
    ),
    (
        "Land creatures you control have flying.",
        "Landkreaturen, die du kontrollierst, haben Flugfähigkeit.",
    ),
    (
        "Whenever another nontoken creature you control dies, draw a card.",
        "Immer wenn eine andere Nichtspielsteinkreatur, die du kontrollierst, stirbt, ziehe eine Karte.",
    ),
    (
        "When ~ enters the battlefield, return target land card from your graveyard to the battlefield.",
        "Wenn ~ ins Spiel kommt, bringe eine Länderkarte deiner Wahl aus deinem Friedhof ins Spiel zurück.",
    ),
    # a subtype, then a hyphen and the card type or the token noun
    (
        "Other Zombie creatures you control get +1/+1.",
        "Andere Zombie-Kreaturen, die du kontrollierst, erhalten +1/+1.",
    ),
    (
        "Create a 1/1 green Elf Warrior creature token.",
        "Erzeuge einen 1/1 grünen Elf-Krieger-Kreaturenspielstein.",
    ),
    ("Create a Treasure token.", "Erzeuge einen Schatz-Spielstein."),
    # "und" between alternatives of one list (no article after it)
    (
        "Other Ninja and Rogue creatures you control get +1/+1.",
        "Andere Ninja- und Räuber-Kreaturen, die du kontrollierst, erhalten +1/+1.",
    ),
    ("Destroy all artifacts and enchantments.", "Zerstöre alle Artefakte und Verzauberungen."),
    (
        "Return all artifact and enchantment cards from your graveyard to the battlefield.",
        "Bringe alle Artefakt- und Verzauberungskarten aus deinem Friedhof ins Spiel zurück.",
    ),
    (
        "Instant and sorcery spells you control have lifelink.",
        "Spontanzauber und Hexereien, die du kontrollierst, haben Lebensverknüpfung.",
    ),
    # "diese Karte" after a search: the card found (2010s and 2020s templates)
    (
        "Search your library for a card, put that card into your hand, then shuffle.",
        "Durchsuche deine Bibliothek nach einer Karte und nimm diese Karte auf deine Hand. "
        "Mische danach deine Bibliothek.",
    ),
    (
        "Search your library for a basic land card, put that card onto the battlefield tapped, "
        "then shuffle.",
        "Durchsuche deine Bibliothek nach einem Standardland und bringe diese Karte getappt ins "
        "Spiel. Mische danach deine Bibliothek.",
    ),
    # "in Höhe [count]" = "equal to [count]"
    (
        "Destroy target attacking creature. You gain life equal to its power.",
        "Zerstöre eine angreifende Kreatur deiner Wahl. Du erhältst Lebenspunkte in Höhe ihrer Stärke dazu.",
    ),
    (
        "Target creature you control deals damage equal to its power to target creature you "
        "don't control.",
        "Eine Kreatur deiner Wahl, die du kontrollierst, fügt einer Kreatur deiner Wahl, die du "
        "nicht kontrollierst, Schadenspunkte in Höhe ihrer Stärke zu.",
    ),
    (
        "Each opponent loses life equal to the number of creature cards in your graveyard.",
        "Jeder Gegner verliert Lebenspunkte in Höhe der Anzahl an Kreaturenkarten in deinem Friedhof.",
    ),
    (
        "Whenever another Angel or Cleric enters the battlefield under your control, you gain "
        "life equal to that creature's toughness.",
        "Immer wenn ein anderer Engel oder Kleriker unter deiner Kontrolle ins Spiel kommt, "
        "erhältst du Lebenspunkte in Höhe der Widerstandskraft jener Kreatur dazu.",
    ),
    # ", wobei X gleich [count] ist", the relative clause after "ist"
    (
        "Legendary creatures you control get +X/+X, where X is the number of legendary "
        "creatures you control.",
        "Legendäre Kreaturen, die du kontrollierst, erhalten +X/+X, wobei X gleich der Anzahl "
        "an legendären Kreaturen ist, die du kontrollierst.",
    ),
    (
        "~ deals X damage to target creature and you gain X life, where X is the number of "
        "Swamps you control.",
        "Die ~ fügen einer Kreatur deiner Wahl X Schadenspunkte zu und du erhältst X "
        "Lebenspunkte dazu, wobei X gleich der Anzahl an Sümpfen ist, die du kontrollierst.",
    ),
    # a duration or "für jede ..." between the verb and its complement
    (
        "You gain 1 life for each land you control.",
        "Du erhältst für jedes Land, das du kontrollierst, 1 Lebenspunkt dazu.",
    ),
    (
        "Create a 2/2 green Wolf creature token for each Forest you control.",
        "Bringe für jeden Wald, den du kontrollierst, einen 2/2 grünen Wolf-Kreaturenspielstein ins Spiel.",
    ),
    (
        "Gain control of target creature until end of turn.",
        "Übernimm bis zum Ende des Zuges die Kontrolle über eine Kreatur deiner Wahl.",
    ),
    (
        "Target player discards a card for each Swamp you control.",
        "Ein Spieler deiner Wahl wirft für jeden Sumpf, den du kontrollierst, eine Karte aus seiner Hand ab.",
    ),
    (
        "Each player loses 1 life, discards a card, sacrifices a creature, then sacrifices a land.",
        "Jeder Spieler verliert 1 Lebenspunkt, wirft eine Karte aus seiner Hand ab, opfert eine "
        "Kreatur und opfert dann ein Land.",
    ),
    (
        "Whenever a player casts a white spell, you may gain 1 life.",
        "Immer wenn ein Spieler einen weißen Zauberspruch wirkt, kannst du 1 Lebenspunkt dazuerhalten.",
    ),
    # library manipulation (CR 401) and milling in both eras (CR 701.13a)
    (
        "Look at the top three cards of your library. Put one of them into your hand and the "
        "rest into your graveyard.",
        "Schaue dir die obersten drei Karten deiner Bibliothek an. Nimm eine davon auf deine "
        "Hand und lege den Rest auf deinen Friedhof.",
    ),
    (
        "Look at the top three cards of your library. Put one of them into your hand and the "
        "rest on the bottom of your library in any order.",
        "Schaue dir die obersten drei Karten deiner Bibliothek an. Nimm eine davon auf deine "
        "Hand und lege den Rest in beliebiger Reihenfolge unter deine Bibliothek.",
    ),
    (
        "Look at the top three cards of your library, then put them back in any order. You may shuffle.",
        "Schaue dir die obersten drei Karten deiner Bibliothek an und lege sie in beliebiger "
        "Reihenfolge zurück. Du kannst danach deine Bibliothek mischen.",
    ),
    (
        "{1}: Look at the top card of your library.",
        "{1}: Schaue dir die oberste Karte deiner Bibliothek an.",
    ),
    (
        "{2}, {T}: Target player mills two cards.",
        "{2}, {T}: Ein Spieler deiner Wahl legt die obersten beiden Karten seiner Bibliothek auf seinen Friedhof.",
    ),
    (
        "{T}: Each player mills a card.",
        "{T}: Jeder Spieler legt die oberste Karte seiner Bibliothek auf seinen Friedhof.",
    ),
    (
        "{B}, Sacrifice another creature: Target player mills three cards.",
        "{B}, opfere eine andere Kreatur: Ein Spieler deiner Wahl millt drei Karten.",
    ),
    # damage to several recipients, the players named first
    (
        "~ deals X damage to each creature without flying and each player.",
        "Das ~ fügt allen Spielern und allen nichtfliegenden Kreaturen X Schadenspunkte zu.",
    ),
    (
        "~ deals 1 damage to each creature and each player.",
        "Der ~ fügt jeder Kreatur und jedem Spieler 1 Schadenspunkt zu.",
    ),
    # a player and the objects they control at once (CR 120.3), "je" (that amount to each):
    # Chandra, Flame's Fury (M20, "die der Spieler kontrolliert"), Chandra, Bold Pyromancer
    # (DOM), Chandra's Flame Wave (M20)
    (
        "[−8]: ~ deals 10 damage to target player and each creature that player controls.",
        "−8: ~ fügt einem Spieler deiner Wahl und jeder Kreatur, die der Spieler kontrolliert, "
        "10 Schadenspunkte zu.",
    ),
    (
        "[−7]: ~ deals 10 damage to target player and each creature and planeswalker they control.",
        "—7: ~, fügt einem Spieler deiner Wahl und allen Kreaturen und Planeswalkern, die er "
        "kontrolliert, je 10 Schadenspunkte zu.",
    ),
    (
        "~ deals 2 damage to target player and each creature that player controls.",
        "~ fügt einem Spieler deiner Wahl und allen Kreaturen, die er kontrolliert, je 2 "
        "Schadenspunkte zu.",
    ),
    (
        "{X}{G}{G}: ~ deals X damage to each creature with flying.",
        "{X}{G}{G}: Die ~ fügt allen fliegenden Kreaturen X Schadenspunkte zu.",
    ),
    # "so viele" = that much; "ihrer Besitzer" = their owners'
    (
        "Whenever you gain life, target opponent loses that much life.",
        "Immer wenn du Lebenspunkte dazuerhältst, verliert ein Gegner deiner Wahl so viele Lebenspunkte.",
    ),
    (
        "Return all green permanents to their owners' hands.",
        "Bringe alle grünen bleibenden Karten auf die Hand ihrer Besitzer zurück.",
    ),
    # "wird zu einer 3/3 ... Kreatur", "Es ist immer noch ein Land." (CR 613.1d-f, 205.1a)
    (
        "{T}: Until end of turn, target land you control becomes a 3/3 Elemental creature with "
        "haste. It's still a land.",
        "{T}: Ein Land deiner Wahl, das du kontrollierst, wird bis zum Ende des Zuges zu einer "
        "3/3 Elementarwesen-Kreatur mit Eile. Es ist immer noch ein Land.",
    ),
    (
        "{1}: ~ becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.",
        "{1}: ~ wird bis zum Ende des Zuges zu einer 2/2 Montagearbeiter-Artefaktkreatur. Sie ist "
        "immer noch ein Land.",
    ),
    # "wird zu einem Sumpf" (CR 305.7), "zu einer Artefaktkreatur" (CR 205.1b): INV Slimy Kavu,
    # NEO Mech Hangar
    (
        "{T}: Target land becomes a Swamp until end of turn.",
        "{T}: Ein Land deiner Wahl wird bis zum Ende des Zuges zu einem Sumpf.",
    ),
    (
        "{3}, {T}: Target Vehicle becomes an artifact creature until end of turn.",
        "{3}, {T}: Ein Fahrzeug deiner Wahl wird bis zum Ende des Zuges zu einer Artefaktkreatur.",
    ),
    # "zu einem ... mit Basis-Stärke und -Widerstandskraft N/N" (CR 613.4b), verb-second after
    # the duration: NEO Suit Up (MH1 Scale Up's "zu einem grünen Wurm" stays unparsed: German
    # "Wurm" is Worm or Wurm, tests/test_unsure_splits.py)
    (
        "Until end of turn, target creature or Vehicle becomes an artifact creature with base"
        " power and toughness 4/5.",
        "Bis zum Ende des Zuges wird eine Kreatur oder ein Fahrzeug deiner Wahl zu einer"
        " Artefaktkreatur mit Basis-Stärke und -Widerstandskraft 4/5.",
    ),
    # keyword actions and turn, copy and library verbs mirrored from English
    ("Tap or untap target creature.", "Tappe oder enttappe eine Kreatur deiner Wahl."),
    (
        "Target player takes an extra turn after this one.",
        "Ein Spieler deiner Wahl erhält nach diesem Zug einen zusätzlichen Zug.",
    ),
    (
        "Copy target instant or sorcery spell. You may choose new targets for the copy.",
        "Kopiere einen Spontanzauber oder eine Hexerei deiner Wahl. Du kannst neue Ziele für "
        "die Kopie bestimmen.",
    ),
    (
        "Discard a card: Switch ~'s power and toughness until end of turn.",
        "Wirf eine Karte ab: Vertausche bis zum Ende des Zuges Stärke und Widerstandskraft der ~.",
    ),
    (
        "At the beginning of each player's draw step, that player draws an additional card.",
        "Zu Beginn des Ziehsegments jedes Spielers zieht dieser Spieler eine zusätzliche Karte.",
    ),
    (
        "Whenever a green creature enters the battlefield under your control, scry 1.",
        "Immer wenn eine grüne Kreatur unter deiner Kontrolle ins Spiel kommt, wende Hellsicht 1 an.",
    ),
    ("[+1]: Surveil 2.", "+1: Überwachen 2."),
    (
        "{T}: Put target card from a graveyard on the bottom of its owner's library.",
        "{T}: Lege eine Karte deiner Wahl aus einem Friedhof unter die Bibliothek ihres Besitzers.",
    ),
    (
        "~ can block an additional creature each combat.",
        "Der ~ kann eine zusätzliche Kreatur blocken.",
    ),
    (
        "~ can block any number of creatures.",
        "Der ~ kann eine beliebige Anzahl an Kreaturen blocken.",
    ),
    # Wreak Havoc (GPT): "von Zaubersprüchen oder Fähigkeiten" (only spells and abilities
    # counter, CR 701.6a: the Oracle text says no more)
    (
        "This spell can't be countered.",
        "~ kann nicht von Zaubersprüchen oder Fähigkeiten neutralisiert werden.",
    ),
    (
        "~ can't be countered by spells or abilities.",
        "~ kann nicht neutralisiert werden.",
    ),
    # Academic Dispute (STX): a requirement this turn (CR 509.1c)
    (
        "Target creature blocks this turn if able. You may have it gain reach until end of turn.",
        "Eine Kreatur deiner Wahl blockt in diesem Zug, falls möglich. Du kannst sie bis zum "
        "Ende des Zuges Reichweite erhalten lassen.",
    ),
    # "in jedem Kampf" (each combat: Night Market Guard, AER; Wall of Glare, UDS)
    (
        "~ can block an additional creature each combat.",
        "Die ~ kann in jedem Kampf eine zusätzliche Kreatur blocken.",
    ),
    (
        "~ can block any number of creatures.",
        "Die ~ kann in jedem Kampf eine beliebige Anzahl an Kreaturen blocken.",
    ),
    # "ihr Beherrscher" (its controller); "haben bis zum Ende des Zuges Eile" (gain);
    # "dann" after the verb; "zeigt die Karten auf seiner Hand offen vor" (CR 701.16a)
    (
        "Whenever a creature enters the battlefield, its controller sacrifices a creature or land.",
        "Immer wenn eine Kreatur ins Spiel kommt, opfert ihr Beherrscher eine Kreatur oder ein Land.",
    ),
    (
        "Creatures you control gain haste until end of turn.",
        "Kreaturen, die du kontrollierst, haben bis zum Ende des Zuges Eile.",
    ),
    (
        "Counter target spell, then untap up to four lands.",
        "Neutralisiere einen Zauberspruch deiner Wahl und enttappe dann bis zu vier Länder.",
    ),
    (
        "Target opponent reveals their hand.",
        "Ein Gegner deiner Wahl zeigt die Karten auf seiner Hand offen vor.",
    ),
    # the object before the counters
    (
        "When ~ enters the battlefield, put a +1/+1 counter on each other artifact creature you control.",
        "Wenn der ~ ins Spiel kommt, lege auf jede andere Artefaktkreatur, die du kontrollierst, "
        "eine +1/+1-Marke.",
    ),
    # "Stärke und Widerstandskraft des ~ sind gleich [count]" (CR 604.3)
    (
        "~'s power and toughness are each equal to the number of Swamps you control.",
        "Stärke und Widerstandskraft des ~s sind gleich der Anzahl der Sümpfe, die du kontrollierst.",
    ),
    (
        "~'s power and toughness are each equal to the number of creatures you control.",
        "Stärke und Widerstandskraft der ~ sind gleich der Anzahl an Kreaturen, die du kontrollierst.",
    ),
    # 1996-1999: the genitive "~s" before the characteristics (Maro, MIR; Maraxus of Keld, WTH)
    (
        "~'s power and toughness are each equal to the number of cards in your hand.",
        "~s Stärke und Widerstandskraft ist gleich der Anzahl der Karten auf Deiner Hand.",
    ),
    (
        "~'s power and toughness are each equal to the number of untapped artifacts, creatures, "
        "and lands you control.",
        "~s Stärke und Widerstandskraft sind gleich der Anzahl der ungetappten Artefakte, "
        "Kreaturen und Länder, die Du kontrollierst.",
    ),
    # "kannst du ihn ... Schadenspunkte zufügen lassen" (you may have it deal damage, CR 120.3):
    # Goblin Arsonist (M12), Gempalm Incinerator (LGN), Reclusive Artificer (ORI)
    (
        "When ~ dies, you may have it deal 1 damage to any target.",
        "Wenn der ~ stirbt, kannst du ihn einer Kreatur oder einem Spieler deiner Wahl 1 "
        "Schadenspunkt zufügen lassen.",
    ),
    (
        "When you cycle ~, you may have it deal X damage to target creature, where X is the "
        "number of Goblins on the battlefield.",
        "Wenn du den ~ umwandelst, kannst du ihn einer Kreatur deiner Wahl X Schadenspunkte "
        "zufügen lassen, wobei X gleich der Anzahl an Goblins im Spiel ist.",
    ),
    (
        "When ~ enters the battlefield, you may have it deal damage to target creature equal to "
        "the number of artifacts you control.",
        "Wenn die ~ ins Spiel kommt, kannst du sie einer Kreatur deiner Wahl so viele "
        "Schadenspunkte zufügen lassen, wie du Artefakte kontrollierst.",
    ),
    # ", bis der ~ das Spiel verlässt" (until ~ leaves the battlefield, CR 610.3c): Fiend
    # Hunter-like exile after "kannst du" (Inquisitors of the Lunarch's template, EMN)
    (
        "When ~ enters the battlefield, you may exile another target creature until ~ leaves "
        "the battlefield.",
        "Wenn der ~ ins Spiel kommt, kannst du eine andere Kreatur deiner Wahl ins Exil "
        "schicken, bis der ~ das Spiel verlässt.",
    ),
    # an activated or a triggered ability on the stack (CR 602, 603): Squelch, Nimble
    # Obstructionist
    (
        "Counter target activated ability. (Mana abilities can't be targeted.)",
        "Neutralisiere eine aktivierte Fähigkeit deiner Wahl. (Manafähigkeiten können nicht als"
        " Ziel bestimmt werden.)",
    ),
    (
        "When you cycle ~, counter target activated or triggered ability you don't control.",
        "Wenn du die ~ umwandelst, neutralisiere eine aktivierte oder ausgelöste Fähigkeit deiner"
        " Wahl, die du nicht kontrollierst.",
    ),
    # another player's library searched (CR 701.23a), that player shuffling it: Bribery,
    # Bitter Ordeal
    (
        "Search target opponent's library for a creature card and put that card onto the"
        " battlefield under your control. Then that player shuffles.",
        "Durchsuche die Bibliothek eines Gegners deiner Wahl nach einer Kreaturenkarte und bringe"
        " diese Karte unter deiner Kontrolle ins Spiel. Dieser Spieler mischt dann seine"
        " Bibliothek.",
    ),
    (
        "Search target player's library for a card and exile it. Then that player shuffles.",
        "Durchsuche die Bibliothek eines Spielers deiner Wahl nach einer Karte und entferne diese"
        " Karte ganz aus dem Spiel. Dieser Spieler mischt dann seine Bibliothek.",
    ),
    # "{1} for each" after "unless ... pays" (CR 118.12, 107.3), in both German word orders
    (
        "Counter target spell unless its controller pays {1} for each card in your graveyard.",
        "Neutralisiere einen Zauberspruch deiner Wahl, es sei denn, sein Beherrscher zahlt {1}"
        " für jede Karte in deinem Friedhof.",
    ),
    (
        "Counter target spell unless its controller pays {1} for each card in your graveyard.",
        "Neutralisiere einen Zauberspruch deiner Wahl, falls sein Beherrscher nicht für jede"
        " Karte in deinem Friedhof {1} bezahlt.",
    ),
    # "Falls eine Kreatur, der auf diese Weise Schaden zugefügt wurde, in diesem Zug sterben
    # würde, ..." (CR 608.2c, 614.1a; the duration before the verb): Anger of the Gods (THS)
    (
        "~ deals 3 damage to each creature. If a creature dealt damage this way would die this "
        "turn, exile it instead.",
        "Der ~ fügt jeder Kreatur 3 Schadenspunkte zu. Falls eine Kreatur, der auf diese Weise "
        "Schaden zugefügt wurde, in diesem Zug sterben würde, schicke sie stattdessen ins Exil.",
    ),
    # strive: "für jedes Ziel außer dem ersten" (CR 601.2f): Kiora's Dismissal (FRF)
    (
        "Strive — This spell costs {U} more to cast for each target beyond the first.",
        "Streben — Der ~ kostet beim Wirken für jedes Ziel außer dem ersten {U} mehr.",
    ),
    # a card put into its owner's graveyard after a search (CR 400.3, 701.23a)
    (
        "Search your library for a card, put that card into your graveyard, then shuffle.",
        "Durchsuche deine Bibliothek nach einer Karte und lege diese Karte auf deinen Friedhof."
        " Mische danach deine Bibliothek.",
    ),
    (
        "Search your library for a nonlegendary card, put that card into your graveyard, then"
        " shuffle.",
        "Durchsuche deine Bibliothek nach einer nichtlegendären Karte, lege sie auf deinen"
        " Friedhof und mische danach.",
    ),
    # decayed (CR 702.147a), printed only on tokens in German: "mit Verwesung"
    (
        "When ~ enters the battlefield, create a 2/2 black Zombie creature token with decayed.",
        "Wenn die ~ ins Spiel kommt, erzeuge einen 2/2 schwarzen Zombie-Kreaturenspielstein mit"
        " Verwesung.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        # "diese Kreatur" in another sentence than the one that names a creature that is not
        # a target: this creature or that one? (after a target creature it is that one:
        # test_cardtext_de_objects.py)
        "{1}: Opfere eine Kreatur. Enttappe diese Kreatur.",
        # a demonstrative inside a condition (French "ce permanent"): never read as "that"
        "Zerstöre eine Kreatur deiner Wahl. Falls du diese Kreatur kontrollierst, ziehe eine Karte.",
        # "seine Bibliothek" with no player subject: whose library?
        "Zerstöre ein Land deiner Wahl. Durchsuche seine Bibliothek nach einer Standardland-Karte.",
        # "kann Kreaturen mit Flugfähigkeit blocken" is a permission, not a restriction
        "Der ~ kann Kreaturen mit Flugfähigkeit blocken.",
        # "auf den Friedhof ihres Besitzers" is no library: not read as "on top of"
        "Lege eine Kreatur deiner Wahl auf den Friedhof ihres Besitzers.",
        # "sie" (the enchantment) and "den Spielstein" (the token) both read as the object
        # named before: an object attached to itself (CR 301.5c, 303.4d) is no reading (Ajani's
        # Chosen, M14)
        "Immer wenn eine Verzauberung unter deiner Kontrolle ins Spiel kommt, bringe einen 2/2 "
        "weißen Katze-Kreaturenspielstein ins Spiel. Falls diese Verzauberung eine Aura ist, "
        "kannst du sie an den Spielstein anlegen.",
        # a resolving "doesn't untap during its controller's untap step" with no duration
        # lasts for the rest of the game (CR 611.2a), which no Oracle text means: Lead Golem
        # (Sixth Edition, Oracle "... next untap step") left "next" out; Roots (Homelands)
        # printed an Aura's static ability as instructions
        "Immer wenn der ~ angreift, enttappt er während des Enttapp-Segments seines "
        "Beherrschers nicht.",
        "Tappe eine nichtfliegende Kreatur Deiner Wahl. Diese Kreatur enttappt nicht während der "
        "Enttap-Phase ihres Beherrschers.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")


def test_this_object_sacrificed_by_another_player_stays_unparsed() -> None:
    """Woebringer Demon (RAV, German print): "opfert er den Leidbringenden Dämon" after "Falls
    dieser Spieler dies nicht kann" has the upkeep's player sacrifice this creature, which only
    its controller can (CR 701.17a; Oracle "If the player can't, sacrifice Woebringer Demon",
    French "sacrifiez"): the line stays unparsed rather than read with the wrong player."""
    with pytest.raises(ParseError):
        parse(
            "Zu Beginn des Versorgungssegments jedes Spielers opfert dieser Spieler eine "
            "Kreatur. Falls dieser Spieler dies nicht kann, opfert er den Leidbringenden Dämon.",
            "de",
            card_name="Leidbringender Dämon",
        )
    # its controller sacrificing it stays read (Oracle "sacrifice ~", CR 701.17a)
    line = "Zu Beginn deines Versorgungssegments opfere den Leidbringenden Dämon."
    effect = parse(line, "de", card_name="Leidbringender Dämon").abilities[0].effect
    assert effect == A.Sacrifice(object=A.ObjectRef(kind="self"))


def test_a_demonstrative_in_a_french_condition_stays_unparsed() -> None:
    with pytest.raises(ParseError):
        parse(
            "Renvoyez un permanent non-terrain ciblé dans la main de son propriétaire. "
            "Si vous contrôliez ce permanent, piochez une carte.",
            "fr",
        )


def test_und_before_an_article_names_two_objects() -> None:
    """ "ein Artefakt und eine Kreatur" is two objects, one of each, not one object of either
    type (the English "an artifact and a creature" is not a list of alternatives either): "und"
    before an article does not join alternatives, it joins two object phrases
    (:class:`~rulesparser.ast.ObjectUnion`)."""
    de = parse("Opfere ein Artefakt und eine Kreatur.", "de").abilities[0]
    one = {"kind": "any", "count": 1}
    assert de.effect == A.Sacrifice(
        object=A.ObjectUnion(
            objects=(
                A.ObjectRef(filter=("artifact",), **one),
                A.ObjectRef(filter=("creature",), **one),
            )
        )
    )
    assert de == parse("Sacrifice an artifact and a creature.", "en").abilities[0]
