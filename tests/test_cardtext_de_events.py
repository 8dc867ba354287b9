"""German triggers, conditions, replacement effects, restrictions and costs of the card-text
grammar (grammar/de/clauses/triggers.lark, grammar/de/phrases/conditions.lark): real German
printed lines (MTGJSON foreignData of the development sets, the card's name as "~") give the
same AST as the English Oracle line of the same card, and a German line that could mean two
things stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse
from rulesparser import ast as A

#: (English Oracle line, German printed line) of the same card
SAME = [
    # "zum ersten Mal in einem Zug Lebenspunkte dazuerhältst / verlierst" (the first such event
    # of each turn, CR 119.9)
    (  # Attended Healer (ZNR)
        "Whenever you gain life for the first time each turn, create a 1/1 white Cat creature "
        "token.",
        "Immer wenn du zum ersten Mal in einem Zug Lebenspunkte dazuerhältst, erzeuge einen 1/1 "
        "weißen Katze-Kreaturenspielstein.",
    ),
    (  # Vengeful Warchief (M20)
        "Whenever you lose life for the first time each turn, put a +1/+1 counter on ~.",
        "Immer wenn du zum ersten Mal in einem Zug Lebenspunkte verlierst, lege eine +1/+1-Marke "
        "auf den ~.",
    ),
    # "Wenn du die ~ umwandelst oder sie aus dem Spiel auf den Friedhof gelegt werden" (either
    # event, CR 603.2)
    (  # Naya Sojourners (ARB)
        "When you cycle ~ or it dies, you may put a +1/+1 counter on target creature.",
        "Wenn du die ~ umwandelst oder sie aus dem Spiel auf den Friedhof gelegt werden, kannst du "
        "eine +1/+1-Marke auf eine Kreatur deiner Wahl legen.",
    ),
    # ", wobei X gleich ... ist" after the effect of a reflexive trigger (CR 603.12, 107.3)
    (  # Go-Shintai of Lost Wisdom (NEO)
        "At the beginning of your end step, you may pay {1}. When you do, target player mills X "
        "cards, where X is the number of Shrines you control.",
        "Zu Beginn deines Endsegments kannst du {1} bezahlen. Wenn du dies tust, millt ein Spieler "
        "deiner Wahl X Karten, wobei X gleich der Anzahl an Schreinen ist, die du kontrollierst.",
    ),
    # "und falls [condition] oder sich [a card] in deinem Friedhof befindet" (an intervening
    # "if" with two conditions, either holding, CR 603.4)
    (  # Cursed Camel (HOU)
        "When ~ dies, if you control a Desert or there is a Desert card in your graveyard, target "
        "player discards a card.",
        "Wenn das ~ stirbt und falls du eine Wüste kontrollierst oder sich eine Wüste-Karte in "
        "deinem Friedhof befindet, wirft ein Spieler deiner Wahl eine Karte ab.",
    ),
    (  # Solitary Camel (HOU): "solange ... oder sich ..." after the effect
        "~ has lifelink as long as you control a Desert or there is a Desert card in your "
        "graveyard.",
        "Das ~ hat Lebensverknüpfung, solange du eine Wüste kontrollierst oder sich eine "
        "Wüste-Karte in deinem Friedhof befindet.",
    ),
    # "einen Zauberspruch wirkst und Bonuskosten für ihn bezahlst" (a kicked spell, CR 702.33d)
    (  # Merfolk Falconer (ZNR)
        "Whenever you cast a kicked spell, scry 2.",
        "Immer wenn du einen Zauberspruch wirkst und Bonuskosten für ihn bezahlst, wende "
        "Hellsicht 2 an.",
    ),
    (  # Coralhelm Chronicler (ZNR)
        "Whenever you cast a kicked spell, draw a card, then discard a card.",
        "Immer wenn du einen Zauberspruch wirkst und Bonuskosten für ihn bezahlst, ziehe eine "
        "Karte und wirf dann eine Karte ab.",
    ),
    # "eine oder mehrere +1/+1-Marken ... gelegt werden" (CR 122.6: one event however many
    # counters)
    (  # Knighted Myr (DMU)
        "Whenever one or more +1/+1 counters are put on ~, it gains double strike until end of "
        "turn.",
        "Immer wenn eine oder mehrere +1/+1-Marken auf den ~ gelegt werden, erhält er "
        "Doppelschlag bis zum Ende des Zuges.",
    ),
    (  # Animation Module (AER): on a permanent of yours
        "Whenever one or more +1/+1 counters are put on a permanent you control, you may pay "
        "{1}. If you do, create a 1/1 colorless Servo artifact creature token.",
        "Immer wenn eine oder mehrere +1/+1-Marken auf eine bleibende Karte, die du "
        "kontrollierst, gelegt werden, kannst du {1} bezahlen. Falls du dies tust, erzeuge "
        "einen 1/1 farblosen Servo-Artefaktkreaturenspielstein.",
    ),
    # "..., der bzw. die nur den ~ als Ziel hat" (that targets only ~, CR 115.3)
    (  # Reflective Golem (MH2)
        "Whenever you cast an instant or sorcery spell that targets only ~, you may pay {2}. "
        "If you do, copy that spell. You may choose new targets for the copy.",
        "Immer wenn du einen Spontanzauber oder eine Hexerei wirkst, der bzw. die nur den ~ als "
        "Ziel hat, kannst du {2} bezahlen. Falls du dies tust, kopiere jenen Zauberspruch. Du "
        "kannst neue Ziele für die Kopie bestimmen.",
    ),
    # "Immer wenn du eine oder mehrere -1/-1-Marken auf eine Kreatur legst" (the player who
    # puts them, CR 122.6)
    (  # Obelisk Spider (HOU)
        "Whenever you put one or more -1/-1 counters on a creature, each opponent loses 1 life "
        "and you gain 1 life.",
        "Immer wenn du eine oder mehrere -1/-1-Marken auf eine Kreatur legst, verliert jeder "
        "Gegner 1 Lebenspunkt und du erhältst 1 Lebenspunkt dazu.",
    ),
    # kinship printed without its dash (CR 207.2c), "kannst du dir ... anschauen" (look at, verb
    # last) and "Hat sie ... mit dem ~ gemeinsam, ..." (a condition with its verb first: "if it
    # shares a creature type with ~", CR 205.3m)
    (  # Wandering Graybeard (MOR)
        "Kinship — At the beginning of your upkeep, you may look at the top card of your "
        "library. If it shares a creature type with ~, you may reveal it. If you do, you gain 4 "
        "life.",
        "Verwandtschaft Zu Beginn deines Versorgungssegments kannst du dir die oberste Karte "
        "deiner Bibliothek anschauen. Hat sie mindestens einen Kreaturentyp mit dem ~ gemeinsam, "
        "kannst du sie offen vorzeigen. Falls du dies tust, erhältst du 4 Lebenspunkte dazu.",
    ),
    # "das Ziel eines Zauberspruchs oder einer Fähigkeit wird, den bzw. die ein Gegner
    # kontrolliert": the relative clause after the verb names the spell or ability's
    # controller, not the object that becomes the target (CR 115.1)
    (  # Ashenmoor Liege (SHM)
        "Whenever ~ becomes the target of a spell or ability an opponent controls, that player "
        "loses 4 life.",
        "Immer wenn der ~ das Ziel eines Zauberspruchs oder einer Fähigkeit wird, den bzw. die "
        "ein Gegner kontrolliert, verliert dieser Spieler 4 Lebenspunkte.",
    ),
    # "Opfere den ~, wenn du keine ... kontrollierst." (1994-2003: a state trigger said after
    # its effect, CR 603.8; the comma after "~" opens the trigger, not a name's apposition)
    (  # Barbarian Outcast (TOR)
        "When you control no Swamps, sacrifice ~.",
        "Opfere den ~, wenn du keine Sümpfe kontrollierst.",
    ),
    (  # Emperor Crocodile (UDS)
        "When you control no other creatures, sacrifice ~.",
        "Opfere das ~, wenn Du keine anderen Kreaturen kontrollierst.",
    ),
    # "solange der ~ im Spiel bleibt" (for as long as ~ remains on the battlefield, CR 611.2b)
    (  # Giant's Grasp (KHM), its second line
        "When ~ enters the battlefield, gain control of target nonland permanent for as long as "
        "~ remains on the battlefield.",
        "Wenn der ~ ins Spiel kommt, übernimm die Kontrolle über eine bleibende Karte deiner "
        "Wahl, die kein Land ist, solange der ~ im Spiel bleibt.",
    ),
    # "wenn ... nicht {1} bezahlt" after an effect (1994-2003: "unless", CR 118.12)
    (  # Force Spike (7ED)
        "Counter target spell unless its controller pays {1}.",
        "Neutralisiere einen Zauberspruch deiner Wahl, wenn sein Beherrscher nicht {1} bezahlt.",
    ),
    (  # Patron Wizard (ODY), its second line
        "Tap an untapped Wizard you control: Counter target spell unless its controller pays {1}.",
        "Tappe einen ungetappten Zauberer, den du kontrollierst: Neutralisiere einen "
        "Zauberspruch deiner Wahl, wenn sein Beherrscher nicht {1} bezahlt.",
    ),
    # "aus dem Spiel in einen Friedhof gelegt wird" (2002-2004: "in" for "auf", dies, CR 700.4)
    (  # Vengeful Dead (ONS)
        "Whenever ~ or another Zombie dies, each opponent loses 1 life.",
        "Immer wenn der ~ oder ein anderer Zombie aus dem Spiel in einen Friedhof gelegt wird, "
        "verliert jeder Gegner 1 Lebenspunkt.",
    ),
    (  # Eternal Scourge (EMN)
        "When ~ becomes the target of a spell or ability an opponent controls, exile ~.",
        "Wenn die ~ das Ziel eines Zauberspruchs oder einer Fähigkeit wird, den bzw. die ein "
        "Gegner kontrolliert, schicke die ~ ins Exil.",
    ),
    # "Diese Fähigkeit wird nur einmal pro Zug ausgelöst." (CR 603.2: the first such event of
    # each turn only)
    (  # Morbid Opportunist (MID)
        "Whenever one or more other creatures die, draw a card. This ability triggers only once "
        "each turn.",
        "Immer wenn eine oder mehrere andere Kreaturen sterben, ziehe eine Karte. Diese "
        "Fähigkeit wird nur einmal pro Zug ausgelöst.",
    ),
    # the duration inside the first verb phrase covers the keyword "had" after it: gained until
    # end of turn, not for the rest of the game (CR 611.2a)
    (  # Kodama of the South Tree (CHK)
        "Whenever you cast a Spirit or Arcane spell, each other creature you control gets +1/+1 "
        "and gains trample until end of turn.",
        "Immer wenn du einen Geist oder einen arkanen Zauber spielst, erhalten alle anderen "
        "Kreaturen, die du kontrollierst, bis zum Ende des Zuges +1/+1 und verursachen "
        "Trampelschaden.",
    ),
    # "Wenn du dies tust" is "When you do" (CR 603.12, a reflexive trigger); "Falls du dies
    # tust" is "If you do"
    (  # Pyroclastic Hellion (JMP)
        "When ~ enters the battlefield, you may return a land you control to its owner's hand. "
        "When you do, ~ deals 2 damage to each opponent.",
        "Wenn der ~ ins Spiel kommt, kannst du ein Land, das du kontrollierst, auf die Hand "
        "seines Besitzers zurückbringen. Wenn du dies tust, fügt der ~ jedem Gegner 2 "
        "Schadenspunkte zu.",
    ),
    (  # Young Necromancer (M20 era printing)
        "When ~ enters the battlefield, you may exile two cards from your graveyard. When you "
        "do, return target creature card from your graveyard to the battlefield.",
        "Wenn die ~ ins Spiel kommt, kannst du zwei Karten aus deinem Friedhof ins Exil "
        "schicken. Wenn du dies tust, bringe eine Kreaturenkarte deiner Wahl aus deinem Friedhof "
        "ins Spiel zurück.",
    ),
    # the intervening "if" (CR 603.4): German says it with the trigger, "und falls ..."
    (  # Opal Lake Gatekeepers (DGM)
        "When ~ enters the battlefield, if you control two or more Gates, you may draw a card.",
        "Wenn die ~ ins Spiel kommen und falls du zwei oder mehr Tore kontrollierst, kannst du "
        "eine Karte ziehen.",
    ),
    (  # Toolcraft Exemplar (KLD)
        "At the beginning of combat on your turn, if you control an artifact, ~ gets +2/+1 "
        "until end of turn.",
        "Zu Beginn des Kampfes in deinem Zug und falls du ein Artefakt kontrollierst, erhält der "
        "~ +2/+1 bis zum Ende des Zuges.",
    ),
    (  # Extricator of Sin (EMN): delirium, "dein Friedhof ... enthält"
        "Delirium — At the beginning of your upkeep, if there are four or more card types among "
        "cards in your graveyard, transform ~.",
        "Delirium — Zu Beginn deines Versorgungssegments und falls dein Friedhof vier oder mehr "
        "unterschiedliche Kartentypen enthält, transformiere den ~.",
    ),
    (  # Bloodhall Priest (EMN): hellbent, two events of one subject
        "Whenever ~ enters the battlefield or attacks, if you have no cards in hand, ~ deals 2 "
        "damage to any target.",
        "Immer wenn die ~ ins Spiel kommt oder angreift und falls du keine Karten auf deiner "
        "Hand hast, fügt die ~ einer Kreatur oder einem Spieler deiner Wahl 2 Schadenspunkte zu.",
    ),
    (  # Ulrich of the Krallenhorde (EMN): the werewolves' condition
        "At the beginning of each upkeep, if no spells were cast last turn, transform ~.",
        "Zu Beginn jedes Versorgungssegments und falls im letzten Zug keine Zaubersprüche "
        "gewirkt wurden, transformiere ~.",
    ),
    (  # Grave Scrabbler (FUT): a keyword's cost was paid
        "When ~ enters the battlefield, if its madness cost was paid, you may return target "
        "creature card from a graveyard to its owner's hand.",
        "Wenn der ~ ins Spiel kommt und falls die Wahnsinn-Kosten bezahlt wurden, kannst du "
        "eine Kreaturenkarte deiner Wahl aus einem Friedhof auf die Hand ihres Besitzers "
        "zurückbringen.",
    ),
    # conditions of static abilities
    (  # Wildwood Geist (AVR)
        "~ gets +2/+2 as long as it's your turn.",
        "Solange es dein Zug ist, erhält der ~ +2/+2.",
    ),
    # a condition after the effect, verb last (", solange ...", ", falls ...")
    (  # Nezumi Bladeblesser (NEO)
        "~ has deathtouch as long as you control an artifact.",
        "Der ~ hat Todesberührung, solange du ein Artefakt kontrollierst.",
    ),
    (  # Thorned Moloch (HOU): "solange sie angreift" (CR 506.4)
        "~ has first strike as long as it's attacking.",
        "Die ~ hat Erstschlag, solange sie angreift.",
    ),
    (  # Dusk Feaster (EMN): a cost reduction with its condition after it
        "Delirium — This spell costs {2} less to cast if there are four or more card types "
        "among cards in your graveyard.",
        "Delirium — Die ~ kostet beim Wirken {2} weniger, falls dein Friedhof vier oder mehr "
        "unterschiedliche Kartentypen enthält.",
    ),
    # threshold (CR 207.2c): "Grenzwert", printed without its dash in MTGJSON's Odyssey text,
    # with the condition only in the reminder
    (  # Childhood Horror (ODY)
        "Threshold — As long as seven or more cards are in your graveyard, ~ gets +2/+2 and "
        "can't block.",
        "Grenzwert Der ~ erhält +2/+2 und kann nicht blocken. (Du hast den Grenzwert erreicht, "
        "solange sieben oder mehr Karten in deinem Friedhof sind.)",
    ),
    (  # Kamahl's Desire (ODY)
        "Threshold — Enchanted creature gets +3/+0 as long as seven or more cards are in your "
        "graveyard.",
        "Grenzwert Die verzauberte Kreatur erhält +3/+0. (Du hast den Grenzwert erreicht, "
        "solange sieben oder mehr Karten in deinem Friedhof sind.)",
    ),
    # the trigger inside the verb phrase: a triggered ability (CR 603.1) unless it names the
    # next step or this turn's end of combat (a delayed trigger, CR 603.7)
    (  # Utopia Mycon (FUT)
        "At the beginning of your upkeep, put a spore counter on ~.",
        "Lege zu Beginn deines Versorgungssegments eine Sporenmarke auf den ~.",
    ),
    (  # Vedalken Infuser (MBS): "Du kannst ..." is the trigger's "you may"
        "At the beginning of your upkeep, you may put a charge counter on target artifact.",
        "Du kannst zu Beginn deines Versorgungssegments eine Ladungsmarke auf ein Artefakt "
        "deiner Wahl legen.",
    ),
    # the step right after the verb of other verbs (German verb-second): the line is a
    # triggered ability, its later sentences the triggered ability's effect (CR 603.1)
    (  # Bringer of the White Dawn (5DN): "Du darfst" (you may)
        "At the beginning of your upkeep, you may return target artifact card from your "
        "graveyard to the battlefield.",
        "Du darfst zu Beginn deines Versorgungssegments eine Artefaktkarte deiner Wahl aus "
        "deinem Friedhof ins Spiel zurückbringen.",
    ),
    (  # Sporesower Thallid (TSP)
        "At the beginning of each upkeep, create a 1/1 green Saproling creature token.",
        "Erzeuge zu Beginn jedes Versorgungssegments einen 1/1 grünen "
        "Saproling-Kreaturenspielstein.",
    ),
    (  # Honden of Cleansing Fire (CHK)
        "At the beginning of your upkeep, you gain 2 life for each Shrine you control.",
        "Du erhältst zu Beginn deines Versorgungssegments 2 Lebenspunkte für jeden Schrein, den "
        "du kontrollierst, dazu.",
    ),
    (  # Oath of Jace (OGW)
        "At the beginning of your upkeep, scry X, where X is the number of planeswalkers you "
        "control.",
        "Wende zu Beginn deines Versorgungssegments Hellsicht X an, wobei X gleich der Anzahl "
        "an Planeswalkern ist, die du kontrollierst.",
    ),
    (  # Into the Wilds (M14)
        "At the beginning of your upkeep, look at the top card of your library. If it's a land "
        "card, you may put it onto the battlefield.",
        "Schaue dir zu Beginn deines Versorgungssegments die oberste Karte deiner Bibliothek an. "
        "Falls es eine Länderkarte ist, kannst du sie ins Spiel bringen.",
    ),
    # "in diesem Zug" after the subject of a delayed trigger (CR 603.7b)
    (  # Make Your Mark (STX)
        "Target creature gets +1/+0 until end of turn. When that creature dies this turn, create "
        "a 3/2 red and white Spirit creature token.",
        "Eine Kreatur deiner Wahl erhält +1/+0 bis zum Ende des Zuges. Wenn die Kreatur in "
        "diesem Zug stirbt, erzeuge einen 3/2 roten und weißen Geist-Kreaturenspielstein.",
    ),
    (  # War Barge (TSB)
        "{3}: Target creature gains islandwalk until end of turn. When ~ leaves the battlefield "
        "this turn, destroy that creature. A creature destroyed this way can't be regenerated.",
        "{3}: Eine Kreatur deiner Wahl erhält Inseltarnung bis zum Ende des Zuges. Wenn die ~ in "
        "diesem Zug das Spiel verlässt, zerstöre diese Kreatur. Eine Kreatur, die auf diese "
        "Weise zerstört wird, kann nicht regeneriert werden.",
    ),
    # "des Endsegments" with no owner: each player's end step (CR 513.1)
    (  # Ball Lightning (M10)
        "At the beginning of the end step, sacrifice ~.",
        "Opfere zu Beginn des Endsegments den ~.",
    ),
    (  # Dress Down (MH2)
        "At the beginning of the end step, sacrifice ~.",
        "Zu Beginn des Endsegments opferst du die ~.",
    ),
    (  # Putrefax (SOM)
        "At the beginning of the end step, sacrifice ~.",
        "Opfere den ~ zu Beginn des Endsegments.",
    ),
    # 1994-2003 "fügt (Dir) während Deiner Versorgungsphase ... zu" (Oracle "At the beginning of
    # your upkeep, ~ deals ...", CR 503.1)
    (  # Sleeper Agent (USG)
        "At the beginning of your upkeep, ~ deals 2 damage to you.",
        "Der ~ fügt Dir während Deiner Versorgungsphase 2 Schadenspunkte zu.",
    ),
    (  # Festering Evil (WTH)
        "At the beginning of your upkeep, ~ deals 1 damage to each creature and each player.",
        "Das ~ fügt während Deiner Versorgungsphase jeder Kreatur und jedem Spieler 1 "
        "Schadenspunkt zu.",
    ),
    (  # Cinder Giant (WTH)
        "At the beginning of your upkeep, ~ deals 2 damage to each other creature you control.",
        "Der ~ fügt während Deiner Versorgungsphase jeder anderen Kreatur, die Du kontrollierst, "
        "2 Schadenspunkte zu.",
    ),
    # "Falls (du) dann ..." (Oracle "Then if ...", CR 608.2c)
    (  # Spawn of Mayhem (RNA)
        "At the beginning of your upkeep, ~ deals 1 damage to each player. Then if you have 10 "
        "or less life, put a +1/+1 counter on ~.",
        "Zu Beginn deines Versorgungssegments fügt die ~ jedem Spieler 1 Schadenspunkt zu. "
        "Falls du dann 10 oder weniger Lebenspunkte hast, lege eine +1/+1-Marke auf die ~.",
    ),
    (  # Hour of Promise (HOU)
        "Search your library for up to two land cards, put them onto the battlefield tapped, "
        "then shuffle. Then if you control three or more Deserts, create two 2/2 black Zombie "
        "creature tokens.",
        "Durchsuche deine Bibliothek nach bis zu zwei Länderkarten, bringe sie getappt ins "
        "Spiel und mische dann deine Bibliothek. Falls du dann drei oder mehr Wüsten "
        "kontrollierst, erzeuge zwei 2/2 schwarze Zombie-Kreaturenspielsteine.",
    ),
    (  # Cinder Wall (8ED): "am Ende des Kampfes" (CR 511.2)
        "When ~ blocks, destroy it at end of combat.",
        "Wenn die ~ blockt, zerstöre sie am Ende des Kampfes.",
    ),
    # kicker (CR 702.33d): "die Bonuskosten ... bezahlt"
    (  # Blink of an Eye (DOM)
        "Return target nonland permanent to its owner's hand. If this spell was kicked, draw a "
        "card.",
        "Bringe eine bleibende Karte deiner Wahl, die kein Land ist, auf die Hand ihres "
        "Besitzers zurück. Falls die Bonuskosten dieses Zauberspruchs bezahlt wurden, ziehe "
        "eine Karte.",
    ),
    (  # Arctic Merfolk (PLS): 2001 "Wenn Du die Bonuskosten bezahlt hast" is "if"
        "If ~ was kicked, it enters the battlefield with a +1/+1 counter on it.",
        "Wenn Du die Bonuskosten bezahlt hast, kommt das ~ mit einer +1/+1-Marke ins Spiel.",
    ),
    (  # Gempalm Avenger (LGN): "When you cycle ~"; one verb, one duration for both complements
        "When you cycle ~, Soldier creatures get +1/+1 and gain first strike until end of turn.",
        "Wenn du den ~ umwandelst, erhalten alle Soldaten bis zum Ende des Zuges +1/+1 und "
        "Erstschlag.",
    ),
    # "diese Kreatur", "den Planeswalker" after a trigger that names another such object: that
    # object (CR 603.2)
    (  # Zagras, Thief of Heartbeats (ZNR)
        "Whenever a creature you control deals combat damage to a planeswalker, destroy that "
        "planeswalker.",
        "Immer wenn eine Kreatur, die du kontrollierst, einem Planeswalker Kampfschaden zufügt, "
        "zerstöre den Planeswalker.",
    ),
    (  # Kessig Forgemaster (SOI): "eine Kreatur blockt oder von ihr geblockt wird"
        "Whenever ~ blocks or becomes blocked by a creature, ~ deals 1 damage to that creature.",
        "Immer wenn die ~ eine Kreatur blockt oder von ihr geblockt wird, fügt die ~ dieser "
        "Kreatur 1 Schadenspunkt zu.",
    ),
    # "es sei denn, du kontrollierst ..." (a main clause after "es sei denn")
    (  # Blooming Marsh (KLD)
        "~ enters the battlefield tapped unless you control two or fewer other lands.",
        "Das ~ kommt getappt ins Spiel, es sei denn, du kontrollierst zwei oder weniger andere "
        "Länder.",
    ),
    # a cost reduction per object, said inside the verb phrase (CR 601.2f)
    (  # The Cauldron of Eternity (ELD)
        "This spell costs {2} less to cast for each creature card in your graveyard.",
        "Dieser Zauberspruch kostet beim Wirken für jede Kreaturenkarte in deinem Friedhof {2} "
        "weniger.",
    ),
    (  # Ore-Scale Guardian (MH1)
        "This spell costs {1} less to cast for each land card in your graveyard.",
        "Dieser Zauberspruch kostet beim Wirken für jede Länderkarte in deinem Friedhof {1} "
        "weniger.",
    ),
    # trigger events mirrored from grammar/en/clauses/triggers_events.lark
    (  # Dragonsguard Elite (STX): magecraft, "wirkst oder kopierst" (CR 707.10)
        "Magecraft — Whenever you cast or copy an instant or sorcery spell, put a +1/+1 counter "
        "on ~.",
        "Magiefertigkeit — Immer wenn du einen Spontanzauber oder eine Hexerei wirkst oder "
        "kopierst, lege eine +1/+1-Marke auf die ~.",
    ),
    (  # Akroan Skyguard (BNG): heroic, the relative clause after the verb
        "Heroic — Whenever you cast a spell that targets ~, put a +1/+1 counter on ~.",
        "Heroisch — Immer wenn du einen Zauberspruch wirkst, der den ~ als Ziel hat, lege eine "
        "+1/+1-Marke auf den ~.",
    ),
    (  # Fathom Seer (TSP): "aufgedeckt wird" is turned face up (CR 702.37e)
        "When ~ is turned face up, draw two cards.",
        "Wenn der ~ aufgedeckt wird, ziehe zwei Karten.",
    ),
    # activation restrictions (CR 602.5b)
    (  # Hell's Caretaker (9ED)
        "{T}, Sacrifice a creature: Return target creature card from your graveyard to the "
        "battlefield. Activate only during your upkeep.",
        "{T}, opfere eine Kreatur: Bringe eine Kreaturenkarte deiner Wahl aus deinem Friedhof "
        "ins Spiel zurück. Spiele diese Fähigkeit nur während deines Versorgungssegments.",
    ),
    (  # Inventors' Fair (KLD)
        "{4}, {T}, Sacrifice ~: Search your library for an artifact card, reveal it, put it "
        "into your hand, then shuffle. Activate only if you control three or more artifacts.",
        "{4}, {T}, opfere die ~: Durchsuche deine Bibliothek nach einer Artefaktkarte, zeige sie "
        "offen vor, nimm sie auf deine Hand und mische dann deine Bibliothek. Aktiviere diese "
        "Fähigkeit nur, falls du drei oder mehr Artefakte kontrollierst.",
    ),
    # costs as effects (CR 118.1, 118.12)
    (  # Scrapper Champion (AER): "kannst du {E}{E} bezahlen. Falls du dies tust, ..."
        "Whenever ~ attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.",
        "Immer wenn der ~ angreift, kannst du {E}{E} bezahlen. Falls du dies tust, lege eine "
        "+1/+1-Marke auf ihn.",
    ),
    (  # Solitary Confinement (MH2): "es sei denn, du wirfst eine Karte ab"
        "At the beginning of your upkeep, sacrifice ~ unless you discard a card.",
        "Zu Beginn deines Versorgungssegments opferst du die ~, es sei denn, du wirfst eine "
        "Karte ab.",
    ),
    # events a player performs, verb last
    (  # Pangosaur (MMQ): "ausspielt" a land is playing it (CR 305.1)
        "Whenever a player plays a land, return ~ to its owner's hand.",
        "Immer wenn ein Spieler ein Land ausspielt, bringe den ~ auf die Hand seines Besitzers "
        "zurück.",
    ),
    (  # Stoic Champion (LGN): "umwandeln" is cycling (CR 702.29)
        "Whenever a player cycles a card, ~ gets +2/+2 until end of turn.",
        "Immer wenn ein Spieler eine Karte umwandelt, erhält der ~ +2/+2 bis zum Ende des Zuges.",
    ),
    # events of an object, verb last
    (  # Rafiq of the Many (ALA)
        "Whenever a creature you control attacks alone, it gains double strike until end of turn.",
        "Immer wenn eine Kreatur, die du kontrollierst, alleine angreift, erhält sie "
        "Doppelschlag bis zum Ende des Zuges.",
    ),
    (  # Guiltfeeder (JUD): "und nicht geblockt wird" goes on with "und"
        "Whenever ~ attacks and isn't blocked, defending player loses 1 life for each card in "
        "their graveyard.",
        "Immer wenn der ~ angreift und nicht geblockt wird, verliert der verteidigende Spieler "
        "1 Lebenspunkt für jede Karte in seinem Friedhof.",
    ),
    (  # City of Brass (5ED): "getappt wird" (not the adjective "getappt")
        "Whenever ~ becomes tapped, it deals 1 damage to you.",
        "Immer wenn die ~ getappt wird, fügt sie Dir 1 Schadenspunkt zu.",
    ),
    (  # Authority of the Consuls (KLD)
        "Whenever a creature enters the battlefield under an opponent's control, you gain 1 life.",
        "Immer wenn eine Kreatur unter der Kontrolle eines Gegners ins Spiel kommt, erhältst du "
        "1 Lebenspunkt dazu.",
    ),
    (  # Weatherseed Treefolk (ULG): the 1999 wording of "dies"
        "When ~ dies, return it to its owner's hand.",
        "Wenn das ~ aus dem Spiel auf dem Friedhof landet, bringe es auf die Hand seines "
        "Besitzers zurück.",
    ),
    (  # Infiltration Lens (SOM)
        "Whenever equipped creature becomes blocked by a creature, you may draw two cards.",
        "Immer wenn die ausgerüstete Kreatur von einer Kreatur geblockt wird, kannst du zwei "
        "Karten ziehen.",
    ),
    (  # D'Avenant Trapper (DOM): "historisch" (CR 700.6)
        "Whenever you cast a historic spell, tap target creature an opponent controls.",
        "Immer wenn du einen historischen Zauberspruch wirkst, tappe eine Kreatur deiner Wahl, "
        "die ein Gegner kontrolliert.",
    ),
    (  # Open the Graves (M19): "Nichtspielsteinkreatur" = nontoken creature
        "Whenever a nontoken creature you control dies, create a 2/2 black Zombie creature token.",
        "Immer wenn eine Nichtspielsteinkreatur, die du kontrollierst, stirbt, erzeuge einen "
        "2/2 schwarzen Zombie-Kreaturenspielstein.",
    ),
    # the long form of sorcery timing (CR 307.1)
    (  # Savageborn Hydra (DGM)
        "{1}{R/G}: Put a +1/+1 counter on ~. Activate only as a sorcery.",
        "{1}{R/G}: Lege eine +1/+1-Marke auf die ~. Aktiviere diese Fähigkeit nur zu einem "
        "Zeitpunkt, zu dem du auch eine Hexerei wirken könntest.",
    ),
    (  # Underworld Dreams (8ED): "ihm" after a player's event is that player
        "Whenever an opponent draws a card, ~ deals 1 damage to that player.",
        "Immer wenn ein Gegner eine Karte zieht, fügt der ~ ihm 1 Schadenspunkt zu.",
    ),
    # replacement effects: the event's verb last, "stattdessen" inside the effect (CR 614.1a)
    (  # Gisa, Glorious Resurrector (MID)
        "If a creature an opponent controls would die, exile it instead.",
        "Falls eine Kreatur, die ein Gegner kontrolliert, sterben würde, schicke sie "
        "stattdessen ins Exil.",
    ),
    (  # Leyline of the Void (M20)
        "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
        "Falls eine Karte von irgendwoher auf den Friedhof eines Gegners gelegt würde, schicke "
        "sie stattdessen ins Exil.",
    ),
    # "for each" inside the verb phrase of "enters with counters" (CR 614.1c)
    (  # Diregraf Colossus (SOI)
        "~ enters the battlefield with a +1/+1 counter on it for each Zombie card in your "
        "graveyard.",
        "Der ~ kommt mit einer +1/+1-Marke für jede Zombie-Karte in deinem Friedhof ins Spiel.",
    ),
    (  # Kinsbaile Borderguard (MOR), its first sentence
        "~ enters the battlefield with a +1/+1 counter on it for each other Kithkin you control.",
        "Der ~ kommt mit einer +1/+1-Marke für jeden anderen Kithkin, den du kontrollierst, ins "
        "Spiel.",
    ),
    # 1994-2011 "auf den Friedhof gelegt würde" (its owner's graveyard, CR 400.3): a graveyard;
    # said of a creature on the battlefield, "would die" (CR 700.4)
    (  # Samurai of the Pale Curtain (CHK)
        "If a permanent would be put into a graveyard, exile it instead.",
        "Falls eine bleibende Karte auf den Friedhof gelegt würde, entferne sie stattdessen ganz "
        "aus dem Spiel.",
    ),
    (  # Yamabushi's Storm (CHK)
        "~ deals 1 damage to each creature. If a creature dealt damage this way would die this "
        "turn, exile it instead.",
        "~ fügt jeder Kreatur 1 Schadenspunkt zu. Falls eine Kreatur, der auf diese Weise "
        "Schaden zugefügt wurde, in diesem Zug auf den Friedhof gelegt würde, entferne sie "
        "stattdessen ganz aus dem Spiel.",
    ),
    (  # the first clause of Crackling Emergence (NEO): "stattdessen" right after the verb
        "If enchanted land would be destroyed, instead sacrifice ~.",
        "Falls das verzauberte Land zerstört würde, opfere stattdessen die ~.",
    ),
    (  # Field Research (ZNR): "instead" inside one resolving ability
        "Draw two cards. If this spell was kicked, draw three cards instead.",
        "Ziehe zwei Karten. Falls die Bonuskosten dieses Zauberspruchs bezahlt wurden, ziehe "
        "stattdessen drei Karten.",
    ),
    # prevention shields (CR 615.7): Circle of Protection: Red (8ED, 9ED)
    (
        "{1}: The next time a red source of your choice would deal damage to you this turn, "
        "prevent that damage.",
        "{1}: Sobald eine rote Quelle, die du bestimmst, dir das nächste Mal in diesem Zug "
        "Schaden zufügen würde, verhindere diesen Schaden.",
    ),
    # generic mana printed without braces in a cost (4th/5th Edition German text)
    ("{4}, {T}: Draw a card.", "4, {T}: Ziehe eine Karte."),  # Jayemdae Tome (4ED)
    (
        "{2}, Sacrifice ~: Draw a card.",
        "2,opfere den ~: Ziehe eine Karte.",
    ),  # Brass Secretary (UDS)
    # what shroud and hexproof mean, printed as a sentence (CR 702.18a, 702.11b)
    (  # Neurok Stealthsuit (5DN)
        "Equipped creature has shroud.",
        "Die ausgerüstete Kreatur kann nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein.",
    ),
    (  # Canopy Cover (WWK): the Oracle text says the sentence too
        "Enchanted creature can't be the target of spells or abilities your opponents control.",
        "Die verzauberte Kreatur kann nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein, "
        "die deine Gegner kontrollieren.",
    ),
    (  # Deadly Insect (MMQ)
        "Shroud (This creature can't be the target of spells or abilities.)",
        "Die ~ können nicht Ziel von Zaubersprüchen oder Fähigkeiten sein.",
    ),
    # conditions: the object's type (CR 205), what happened this turn (CR 500)
    (  # Rune of Sustenance (KHM)
        "As long as enchanted permanent is a creature, it has lifelink.",
        "Solange die verzauberte bleibende Karte eine Kreatur ist, hat sie Lebensverknüpfung.",
    ),
    (  # Rune of Might (KHM): "verursacht Trampelschaden" under a condition is having trample
        "As long as enchanted permanent is a creature, it gets +1/+1 and has trample.",
        "Solange die verzauberte bleibende Karte eine Kreatur ist, erhält sie +1/+1 und "
        "verursacht Trampelschaden.",
    ),
    (  # Eye Gouge (BNG)
        "Target creature gets -1/-1 until end of turn. If it's a Cyclops, destroy it.",
        "Eine Kreatur deiner Wahl erhält -1/-1 bis zum Ende des Zuges. Falls sie ein Zyklop "
        "ist, zerstöre sie.",
    ),
    (  # Savage Gorger (M20)
        "At the beginning of your end step, if an opponent lost life this turn, put a +1/+1 "
        "counter on ~.",
        "Zu Beginn deines Endsegments und falls ein Gegner in diesem Zug Lebenspunkte verloren "
        "hat, lege eine +1/+1-Marke auf den ~.",
    ),
    (  # Funnel-Web Recluse (MH2)
        "Morbid — When ~ enters the battlefield, if a creature died this turn, investigate.",
        "Morbide — Wenn die ~ ins Spiel kommt und falls in diesem Zug eine Kreatur gestorben "
        "ist, stelle Nachforschungen an.",
    ),
    # triggers: "einer deiner Gegner" (an opponent), a plural name's verb, a restriction with its
    # subject after the modal verb
    (  # Insight (6ED)
        "Whenever an opponent casts a green spell, you draw a card.",
        "Immer wenn einer Deiner Gegner einen grünen Zauberspruch spielt, ziehe eine Karte.",
    ),
    (  # Cave People (5ED)
        "Whenever ~ attacks, it gets +1/-2 until end of turn.",
        "Wenn die ~ angreifen, erhalten sie +1/-2 bis zum Ende des Zuges.",
    ),
    (  # Renegade Wheelsmith (AER)
        "Whenever ~ becomes tapped, target creature can't block this turn.",
        "Immer wenn der ~ getappt wird, kann eine Kreatur deiner Wahl in diesem Zug nicht blocken.",
    ),
    # Odyssey's threshold printed without its dash before an activated ability: the Oracle
    # text's activation condition (CR 207.2c, 602.5b)
    (  # Krosan Avenger (ODY)
        "Threshold — {1}{G}: Regenerate ~. Activate only if seven or more cards are in your "
        "graveyard.",
        "Grenzwert {1}{G}: Regeneriere die ~. (Spiele diese Fähigkeit nur, falls sieben oder "
        "mehr Karten in deinem Friedhof sind.)",
    ),
    (  # Cabal Pit (ODY)
        "Threshold — {B}, {T}, Sacrifice ~: Target creature gets -2/-2 until end of turn. "
        "Activate only if seven or more cards are in your graveyard.",
        "Grenzwert {B}, {T}, opfere die ~: Eine Kreatur deiner Wahl erhält -2/-2 bis zum Ende "
        "des Zuges. (Spiele diese Fähigkeit nur, falls sieben oder mehr Karten in deinem "
        "Friedhof sind.)",
    ),
    # costs: an alternative cost (CR 118.9), paying life (CR 119.4) and "if you don't"
    (  # Ingenious Mastery (STX)
        "You may pay {2}{U} rather than pay this spell's mana cost.",
        "Du kannst {2}{U} bezahlen, anstatt die Manakosten dieses Zauberspruchs zu bezahlen.",
    ),
    (  # Breeding Pool (RNA)
        "As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the "
        "battlefield tapped.",
        "Sowie der ~ ins Spiel kommt, kannst du 2 Lebenspunkte bezahlen. Falls du dies nicht "
        "tust, kommt er getappt ins Spiel.",
    ),
    # the verb before its subject after a trigger (German main-clause order)
    (  # Midnight Clock (ELD)
        "At the beginning of each upkeep, put an hour counter on ~.",
        "Zu Beginn jedes Versorgungssegments legst du eine Stundenmarke auf die ~.",
    ),
    (  # Hammer of Bogardan (8ED): this card in a zone
        "{2}{R}{R}{R}: Return ~ from your graveyard to your hand. Activate only during your "
        "upkeep.",
        "{2}{R}{R}{R}: Bringe den ~ aus deinem Friedhof auf deine Hand zurück. Spiele diese "
        "Fähigkeit nur während deines Versorgungssegments.",
    ),
    # "unless" said with "falls ... nicht" (CR 118.12), the old "am Ende des Zuges" (CR 513.1)
    (  # Cosmic Larva (5DN)
        "At the beginning of your upkeep, sacrifice ~ unless you sacrifice two lands.",
        "Opfere die ~ zu Beginn deines Versorgungssegments, falls du nicht zwei Länder opferst.",
    ),
    (  # Blackcleave Cliffs (SOM)
        "~ enters the battlefield tapped unless you control two or fewer other lands.",
        "Die ~ kommen getappt ins Spiel, falls du nicht zwei oder weniger andere Länder "
        "kontrollierst.",
    ),
    (  # Ideas Unbound (SOK): after another effect, the next end step
        "Draw three cards. Discard three cards at the beginning of the next end step.",
        "Ziehe drei Karten. Wirf am Ende des Zuges drei Karten ab.",
    ),
    (  # a whole line of a permanent (ONS, ALA): a triggered ability
        "At the beginning of the end step, sacrifice ~.",
        "Opfere den ~ am Ende des Zuges.",
    ),
    (  # Arrest's wording (Lawmage's Binding, RNA): the activated abilities of the object before
        "Enchanted creature can't attack or block, and its activated abilities can't be activated.",
        "Die verzauberte Kreatur kann nicht angreifen oder blocken, und ihre aktivierten "
        "Fähigkeiten können nicht aktiviert werden.",
    ),
    (  # Master of Death (MH2): this card in a zone, "sich ... befindet"
        "At the beginning of your upkeep, if ~ is in your graveyard, you may pay 1 life. If you "
        "do, return it to your hand.",
        "Zu Beginn deines Versorgungssegments und falls sich der ~ in deinem Friedhof befindet, "
        "kannst du 1 Lebenspunkt bezahlen. Falls du dies tust, bringe ihn auf deine Hand zurück.",
    ),
    # "stattdessen" right after the verb or its subject (CR 614.1a inside one resolving
    # ability: "If this spell was kicked, ... instead")
    (  # Vicious Offering (DOM)
        "Target creature gets -2/-2 until end of turn. If this spell was kicked, that creature "
        "gets -5/-5 until end of turn instead.",
        "Eine Kreatur deiner Wahl erhält -2/-2 bis zum Ende des Zuges. Falls die Bonuskosten "
        "dieses Zauberspruchs bezahlt wurden, erhält die Kreatur stattdessen -5/-5 bis zum Ende "
        "des Zuges.",
    ),
    (  # Wild Onslaught (DOM)
        "Put a +1/+1 counter on each creature you control. If this spell was kicked, put two "
        "+1/+1 counters on each creature you control instead.",
        "Lege auf jede Kreatur, die du kontrollierst, eine +1/+1-Marke. Falls die Bonuskosten "
        "dieses Zauberspruchs bezahlt wurden, lege stattdessen zwei +1/+1-Marken auf jede "
        "Kreatur, die du kontrollierst.",
    ),
    (  # Bloodchief's Thirst (ZNR)
        "Destroy target creature or planeswalker with mana value 2 or less. If this spell was "
        "kicked, instead destroy target creature or planeswalker.",
        "Zerstöre eine Kreatur oder einen Planeswalker deiner Wahl mit umgewandelten Manakosten "
        "von 2 oder weniger. Falls die Bonuskosten dieses Zauberspruchs bezahlt wurden, zerstöre "
        "stattdessen eine Kreatur oder einen Planeswalker deiner Wahl.",
    ),
    (  # Relic Axe (ZNR)
        "Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead.",
        "Die ausgerüstete Kreatur erhält +1/+1. Falls sie ein Krieger ist, erhält sie "
        "stattdessen +2/+1.",
    ),
    (  # Words of Wilding (ONS): the next such event only (CR 614.1a), a token
        "{1}: The next time you would draw a card this turn, create a 2/2 green Bear creature "
        "token instead.",
        "{1}: Das nächste Mal, dass du in diesem Zug eine Karte ziehen würdest, bringe "
        "stattdessen einen 2/2 grünen Bärenspielstein ins Spiel.",
    ),
    # "deinen Friedhof verlassen" (leave your graveyard, CR 603.10a)
    (  # Willow Geist (MID)
        "Whenever one or more cards leave your graveyard, put a +1/+1 counter on ~.",
        "Immer wenn eine oder mehrere Karten deinen Friedhof verlassen, lege eine +1/+1-Marke "
        "auf den ~.",
    ),
    (  # Desecrated Tomb (M19)
        "Whenever one or more creature cards leave your graveyard, create a 1/1 black Bat "
        "creature token with flying.",
        "Immer wenn eine oder mehrere Kreaturenkarten deinen Friedhof verlassen, erzeuge einen "
        "1/1 schwarzen Fledermaus-Kreaturenspielstein mit Flugfähigkeit.",
    ),
    (  # Tezzeret, Artifice Master (M19), with its +1 line: "0:" is a loyalty cost on a face
        # with signed loyalty costs (parser._bare_zero_costs)
        "[+1]: Draw a card.\n[0]: Draw a card. If you control three or more artifacts, draw two "
        "cards instead.",
        "+1: Ziehe eine Karte.\n0: Ziehe eine Karte. Falls du drei oder mehr Artefakte "
        "kontrollierst, ziehe stattdessen zwei Karten.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


def test_an_opponents_first_life_gain_stays_unparsed() -> None:
    """ "an opponent gains life for the first time each turn": "each turn" of whose turns is
    not said by the possessive the AST reads; left unparsed."""
    with pytest.raises(ParseError):
        parse("Whenever an opponent gains life for the first time each turn, draw a card.", "en")


def test_an_x_of_a_reflexive_trigger_used_by_another_sentence_stays_unparsed() -> None:
    """ "where X is" after a reflexive trigger gives that sentence's X only: another sentence's
    X (the life paid) is the same number, which the AST does not say."""
    with pytest.raises(ParseError):
        parse(
            "Whenever equipped creature dies, you may pay X life. When you do, draw X cards, "
            "where X is its power.",
            "en",
        )


def test_intervening_if_is_the_triggers_condition() -> None:
    """ "und falls" after the trigger is its intervening "if" (CR 603.4), not a condition of
    the effect alone."""
    card = parse(
        "Wenn der ~ ins Spiel kommt und falls seine Bonuskosten bezahlt wurden, ziehe eine Karte.",
        "de",
    )
    ability = card.abilities[0]
    assert isinstance(ability, A.TriggeredAbility)
    assert ability.condition == A.KickerPaid()
    assert ability.effect == A.Draw(player=A.PlayerRef(kind="you"), amount=1)


def test_at_least_is_n_or_more() -> None:
    """ "solange du mindestens zwei andere Meervölker kontrollierst" (Svyelun of Sea and Sky,
    MH2; Oracle "at least two other Merfolk") = "two or more other Merfolk"."""
    de = "~ hat Unzerstörbarkeit, solange du mindestens zwei andere Meervölker kontrollierst."
    en = "~ has indestructible as long as you control two or more other Merfolk."
    assert _ast(de, "de") == _ast(en, "en")


def test_a_player_controls_none() -> None:
    """ "falls der verteidigende Spieler keine Insel kontrolliert": no such permanent exists."""
    card = parse(
        "Der ~ kann nicht angreifen, falls der verteidigende Spieler keine Insel kontrolliert.",
        "de",
    )
    condition = card.abilities[0].effect.condition
    assert condition == A.Not(
        condition=A.Exists(
            object=A.ObjectRef(kind="any", filter=("island", "defending_player_controls"))
        )
    )


def test_a_trigger_inside_the_verb_phrase_keeps_unless_on_the_effect() -> None:
    """ "Opfere zu Beginn deines Versorgungssegments den ~, es sei denn, du bezahlst {1}.": at
    the beginning of your upkeep, sacrifice ~ unless you pay {1} (the "unless" belongs to the
    sacrifice, not to the trigger)."""
    de = "Opfere zu Beginn deines Versorgungssegments den ~, es sei denn, du bezahlst {1}."
    en = "At the beginning of your upkeep, sacrifice ~ unless you pay {1}."
    assert _ast(de, "de") == _ast(en, "en")


def test_the_next_step_inside_the_verb_phrase_is_a_delayed_trigger() -> None:
    """ "Lege zu Beginn des nächsten Endsegments ..." on a spell: once, at the next end step
    (CR 603.7), not a triggered ability of the card."""
    card = parse("Lege zu Beginn des nächsten Endsegments eine +1/+1-Marke auf den ~.", "de")
    ability = card.abilities[0]
    assert isinstance(ability, A.SpellAbility)
    assert isinstance(ability.effect, A.DelayedTrigger)
    assert ability.effect.trigger.next_only


@pytest.mark.parametrize(
    ("en", "de"),
    [
        # Die Ahnen rufen (Rally the Ancestors, FRF), Motorzahn (Greasefang, Okiba Boss, NEO):
        # "zu Beginn deines nächsten Versorgungssegments / Endsegments" is your next one only
        # (CR 603.7), as the Oracle "at the beginning of your next upkeep / end step"
        (
            "Return each creature card with mana value X or less from your graveyard to the "
            "battlefield. Exile those creatures at the beginning of your next upkeep. Exile ~.",
            "Bringe jede Kreaturenkarte mit umgewandelten Manakosten von X oder weniger aus "
            "deinem Friedhof ins Spiel zurück. Schicke diese Kreaturen zu Beginn deines nächsten "
            "Versorgungssegments ins Exil. Schicke ~ ins Exil.",
        ),
        (
            "At the beginning of combat on your turn, return target Vehicle card from your "
            "graveyard to the battlefield. It gains haste. Return it to its owner's hand at the "
            "beginning of your next end step.",
            "Zu Beginn des Kampfes in deinem Zug bringst du eine Fahrzeugkarte deiner Wahl aus "
            "deinem Friedhof ins Spiel zurück. Sie erhält Eile. Bringe sie zu Beginn deines "
            "nächsten Endsegments auf die Hand ihres Besitzers zurück.",
        ),
    ],
)
def test_your_next_step_is_a_delayed_trigger_once(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


def test_activation_restrictions_joined_by_und_nur() -> None:
    """ "nur während deines Versorgungssegments und nur einmal pro Zug", "nur, während der ~
    angreift" (CR 602.5b)."""
    de = (
        "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur während deines "
        "Versorgungssegments und nur einmal pro Zug."
    )
    en = "{T}: Draw a card. Activate only during your upkeep and only once each turn."
    assert _ast(de, "de") == _ast(en, "en")
    de = "{T}: Ziehe eine Karte. Aktiviere diese Fähigkeit nur, während der ~ angreift."
    assert _ast(de, "de") == _ast("{T}: Draw a card. Activate only if ~ is attacking.", "en")


def test_sacrifice_attack_and_untap_events() -> None:
    """ "du einen Hinweis opferst" (CR 701.21), "du angreifst" (CR 508.1), "enttappt wird"
    (CR 502.3; one word, as "getappt wird")."""
    pairs = [
        ("Whenever you sacrifice a Clue, draw a card.", "Immer wenn du einen Hinweis opferst, "),
        ("Whenever you attack, draw a card.", "Immer wenn du angreifst, "),
        ("Whenever ~ becomes untapped, draw a card.", "Immer wenn die ~ enttappt wird, "),
    ]
    for en, de in pairs:
        assert _ast(de + "ziehe eine Karte.", "de") == _ast(en, "en")


def test_inverted_keyword_action_after_a_trigger() -> None:
    """ "Zu Beginn deines Versorgungssegments wendest du Hellsicht 1 an." (the German printing
    of a development card crashed the parser): the verb before its subject gives the scry."""
    de = "Zu Beginn deines Versorgungssegments wendest du Hellsicht 1 an."
    assert _ast(de, "de") == _ast("At the beginning of your upkeep, scry 1.", "en")


def test_discarding_from_the_hand_says_nothing_more() -> None:
    """ "eine Karte aus seiner Hand abwirft" = "discards a card" (CR 701.9a)."""
    card = parse(
        "Immer wenn ein Gegner eine Karte aus seiner Hand abwirft, ziehe eine Karte.", "de"
    )
    trigger = card.abilities[0].trigger
    assert trigger == A.EventTrigger(
        event="discarded",
        object=A.ObjectRef(kind="any", filter=("card",)),  # each card (rulesparser.canonical)
        player=A.PlayerRef(kind="opponent"),
    )


@pytest.mark.parametrize(
    "line",
    [
        # "ist" of an object without a status: what it is is not said
        "Solange die verzauberte Kreatur ist, erhält sie +1/+1.",
        # an X/X creature (Glaubensbeweis, 4th Edition): X is not said (this crashed the parser)
        "{X}: Der ~ wird zu einer X/X Mauer-Kreatur bis zum Ende des Zuges. Es ist immer noch "
        "eine Verzauberung.",
        # Weltenleere (Planar Void, EN: "Whenever another card is put into a graveyard from
        # anywhere"): a card put into a graveyard without "aus dem Spiel" may come from any
        # zone; it does not die (CR 700.4)
        "Immer wenn eine Karte auf dem Friedhof landet, entferne diese Karte aus dem Spiel.",
        # Serras Avatar (Serra Avatar, Urza's Saga): the card itself put into a graveyard
        # without "aus dem Spiel": its Oracle says "from anywhere" (Fallen Ideal's, printed
        # alike, "from the battlefield"); which one is not said, not read as "dies"
        "Wenn ~ auf dem Friedhof landet, mische ~ in die Bibliothek seines Besitzers.",
        # Meglonoth (Conflux): "seine Stärke" after "dieser Kreatur" (Oracle "Meglonoth's
        # power"): the source's or the blocked creature's, not read as either
        "Immer wenn der ~ eine Kreatur blockt, fügt der ~ dem Beherrscher dieser Kreatur so "
        "viele Schadenspunkte zu, wie seine Stärke beträgt.",
        # "aus dem Friedhof" says no owner (Oracle "from your graveyard")
        "{B},{T}, wirf eine Karte aus deiner Hand ab: Bringe eine Kreaturenkarte Deiner Wahl aus "
        "dem Friedhof auf Deine Hand zurück.",
        # Goblinfeldmarschall (Goblin Marshal): "bringe zwei rote Goblin-Spielsteine ins Spiel"
        # is the old wording of creating tokens, here without their power and toughness (the
        # English creates two 1/1 red Goblin creature tokens, CR 111.2)
        "Immer wenn der ~ ins Spiel kommt oder aus dem Spiel auf den Friedhof gelegt wird, "
        "bringe zwei rote Goblin-Spielsteine ins Spiel.",
        # Verbrannte Erde (Scorched Earth, a sorcery): the 1990s "[cost]: [effect]" of a
        # spell's additional cost (CR 601.2b), discarding X cards (X of the mana cost), is not
        # told from an activated ability without the card type
        "Wähle X Landkarten aus Deiner Hand und wirf diese ab: Zerstöre X Länder Deiner Wahl.",
        # ", wenn du keine ... kontrollierst" after an effect other than sacrificing this
        # permanent: "if" (checked on resolution) or a state trigger (CR 603.8), not told apart
        "Ziehe eine Karte, wenn du keine Inseln kontrollierst.",
        "Opfere eine Kreatur, wenn du keine Inseln kontrollierst.",
        # (a trailing "wenn" of a player controlling something, not "none": not a trigger read)
        "Opfere den ~, wenn du eine Insel kontrollierst.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")


def test_this_card_or_another_permanent_put_into_a_graveyard_dies() -> None:
    """Aetherworks Marvel (Kaladesh): said with another permanent you control, the card itself
    put into a graveyard is on the battlefield too (CR 700.4), as the Oracle text says."""
    assert _ast(
        "Immer wenn das ~ oder eine andere bleibende Karte, die du kontrollierst, auf einen "
        "Friedhof gelegt wird, erhältst du {E}.",
        "de",
    ) == _ast(
        "Whenever ~ or another permanent you control is put into a graveyard from the "
        "battlefield, you get {E}.",
        "en",
    )


def test_a_creature_put_into_a_graveyard_from_an_unnamed_zone_dies() -> None:
    """ "auf einen Friedhof gelegt wird" without "aus dem Spiel": a creature is a permanent,
    so it came from the battlefield (CR 700.4, as the French "est mise dans un cimetière");
    "die du besitzt ... auf deinen Friedhof" says the owner once."""
    assert _ast(
        "Immer wenn eine Kreatur auf einen Friedhof gelegt wird, erhältst du 1 Lebenspunkt dazu.",
        "de",
    ) == _ast("Whenever a creature dies, you gain 1 life.", "en")
    assert _ast(
        "Immer wenn eine Kreatur, die du besitzt, auf deinen Friedhof gelegt wird, erhältst du "
        "1 Lebenspunkt dazu.",
        "de",
    ) == _ast("Whenever a creature you own dies, you gain 1 life.", "en")
    # an enchanted land is on the battlefield (an Aura's trigger: CR 113.6, 303.4)
    assert _ast(
        "Wenn das verzauberte Land auf einen Friedhof gelegt wird, erhältst du 6 Lebenspunkte "
        "dazu.",
        "de",
    ) == _ast(
        "When enchanted land is put into a graveyard from the battlefield, you gain 6 life.", "en"
    )


def test_instead_is_required_for_a_replacement() -> None:
    """Without "stattdessen" the "würde" sentence is no replacement that the card states: it
    stays unparsed rather than guessed (CR 614.1a)."""
    card = parse(
        "Falls eine Kreatur, die ein Gegner kontrolliert, sterben würde, schicke sie ins Exil.",
        "de",
        lenient=True,
    )
    assert type(card.abilities[0]).__name__ == "Unparsed"


def test_instead_before_a_trigger_said_last_is_not_read() -> None:
    """The old printings' trigger-last order has no sentence to carry a "stattdessen"."""
    card = parse("Opfere stattdessen eine Kreatur, wenn der ~ ins Spiel kommt.", "de", lenient=True)
    assert type(card.abilities[0]).__name__ == "Unparsed"


def test_a_bare_zero_cost_without_other_loyalty_abilities_is_unsure() -> None:
    """Blinking Spirit (German 1990s printing "0: ..."): an ability costing {0}, the way older
    cards printed it, or a planeswalker's loyalty ability (CR 606.4)? A face with no signed
    loyalty cost can't tell from an instruction a planeswalker could have: left unparsed, never
    read as a loyalty ability; "[0]:" is one."""
    line = "0: Bringe den ~ zurück auf die Hand seines Besitzers."
    card = parse(line, "de", lenient=True)
    assert [type(a).__name__ for a in card.abilities] == ["Unparsed"]
    assert "0:" in str(card.abilities[0].error)
    with pytest.raises(ParseError):
        parse(line, "de")
    (zero,) = parse("[0]: Draw a card.", "en").abilities
    assert zero.timing == "loyalty"


@pytest.mark.parametrize(
    ("en", "de", "name"),
    [
        (  # Hopping Automaton (5ED)
            "{0}: ~ gets -1/-1 and gains flying until end of turn.",
            "0: Der Hüpfautomat erhält -1/-1 und Flugfähigkeit bis zum Ende des Zuges.",
            "Hüpfautomat",
        ),
        (  # Flowstone Hellion (STH): no subject (1994-2003)
            "{0}: ~ gets +1/-1 until end of turn.",
            "0: +1/-1 bis zum Ende des Zuges.",
            None,
        ),
        (  # Mist Dragon (MIR): "(This effect lasts indefinitely.)"
            "{0}: ~ loses flying.",
            "0: Verliert Flugfähigkeit",
            None,
        ),
    ],
)
def test_a_bare_zero_cost_of_a_creature_on_itself_is_mana(en: str, de: str, name: str) -> None:
    """ "0:" before a change of this object's own power and toughness or keywords (a
    creature's, said in the older cards' shape) is {0}, not a loyalty cost (CR 606.4:
    parser._bare_zero_costs)."""
    got = [A.strip_meta(a.to_json()) for a in parse(de, "de", card_name=name).abilities]
    assert got == [A.strip_meta(a.to_json()) for a in parse(en, "en").abilities]
    assert got[0]["cost"]["components"] == [{"type": "mana_cost", "symbols": ["0"]}]


def test_a_flying_creature_and_keyword_counters_read_after_einer() -> None:
    """Regression: a German rule for "Bestimme zu Beginn deines Versorgungssegments eines ..."
    (a number word alone as a modal head) made "einer fliegenden Kreatur deiner Wahl" (target
    creature with flying) and "einer Todesberührung-Marke" (a deathtouch counter, CR 122.1b)
    fail to parse, through Lark's table conflicts; both read again."""
    (hurl,) = parse(
        "Die ~ fügt einer fliegenden Kreatur deiner Wahl 6 Schadenspunkte zu.", "de"
    ).abilities
    assert A.strip_meta(hurl.to_json()) == A.strip_meta(
        parse("~ deals 6 damage to target creature with flying.", "en").abilities[0].to_json()
    )
    (counter,) = parse("Der ~ kommt mit einer Todesberührung-Marke ins Spiel.", "de").abilities
    assert counter.replacement.counter == "deathtouch"
