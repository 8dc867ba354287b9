"""The German card-text grammar (grammar/de/phrases, clauses, lines; locales/de/phrases.yaml):
real German printed lines (MTGJSON foreignData of the development sets) give the same AST as
the English Oracle line of the same card, across templating eras ("ganz aus dem Spiel
entfernen" / "ins Exil schicken", "Erhöhe deinen Manavorrat um" / "Erzeuge"), and a German
line that could mean two things stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse
from rulesparser import ast as A

#: (English Oracle line, German printed line) of the same card
SAME = [
    # objects: "deiner Wahl" after the noun is the target; article per alternative
    (
        "Destroy target artifact or enchantment.",
        "Zerstöre ein Artefakt oder eine Verzauberung deiner Wahl.",
    ),
    ("Destroy target creature.", "Zerstöre eine Kreatur deiner Wahl."),
    # compound nouns: "Kreaturenkarte" = creature card, "Kreaturenzauber" = creature spell
    (
        "Return target creature card from your graveyard to your hand.",
        "Bringe eine Kreaturenkarte deiner Wahl aus deinem Friedhof auf deine Hand zurück.",
    ),
    # exile in both eras
    ("Exile target creature.", "Schicke eine Kreatur deiner Wahl ins Exil."),
    ("Exile target creature.", "Entferne eine Kreatur deiner Wahl ganz aus dem Spiel."),
    # mana in both eras
    ("{T}: Add {G}.", "{T}: Erzeuge {G}."),
    ("{T}: Add {G}.", "{T}: Erhöhe deinen Manavorrat um {G}."),
    ("{T}: Add {C}.", "{T}: Erhöhe deinen Manavorrat um ein farbloses Mana."),
    ("{T}: Add one mana of any color.", "{T}: Erzeuge ein Mana einer beliebigen Farbe."),
    # mana in any combination (CR 106.1b, 106.4): TSP Calciform Pools, 10E Terrarion
    (
        "{1}, Remove X storage counters from ~: Add X mana in any combination of {W} and/or {U}.",
        "{1}, entferne X Speichermarken vom ~: Erhöhe deinen Manavorrat um X Mana einer"
        " beliebigen Kombination aus {W} und/oder {U}.",
    ),
    (
        "{2}, {T}, Sacrifice ~: Add two mana in any combination of colors.",
        "{2}, {T}, opfere das ~: Erhöhe deinen Manavorrat um zwei Mana in einer beliebigen"
        " Kombination von Farben.",
    ),
    # the recipient before the amount; "einer Kreatur oder einem Spieler deiner Wahl"
    (
        "~ deals 5 damage to target creature or planeswalker.",
        "Der ~ fügt einer Kreatur oder einem Planeswalker deiner Wahl 5 Schadenspunkte zu.",
    ),
    (
        "~ deals 3 damage to target creature or player.",
        "Der ~ fügt einer Kreatur oder einem Spieler deiner Wahl 3 Schadenspunkte zu.",
    ),
    # "another": "eine andere Kreatur"; a trigger's subject with a relative clause
    (
        "Whenever another creature you control dies, each opponent loses 1 life.",
        "Immer wenn eine andere Kreatur, die du kontrollierst, stirbt, verliert jeder Gegner 1 Lebenspunkt.",
    ),
    (
        "{1}, {T}: Untap another target artifact.",
        "{1}, {T}: Enttappe ein anderes Artefakt deiner Wahl.",
    ),
    # "unter deiner Kontrolle ins Spiel kommt" = "enters the battlefield under your control"
    (
        "Whenever another creature enters the battlefield under your control, you gain 1 life.",
        "Immer wenn eine andere Kreatur unter deiner Kontrolle ins Spiel kommt, erhältst du 1 Lebenspunkt dazu.",
    ),
    # the inverted order after a trigger: verb, subject, complement
    (
        "Whenever ~ attacks, another target attacking creature gains flying until end of turn.",
        "Immer wenn der ~ angreift, erhält eine andere angreifende Kreatur deiner Wahl Flugfähigkeit bis zum Ende des Zuges.",
    ),
    # "du kannst ... <infinitive>" = "you may"
    (
        "Whenever ~ attacks, you may sacrifice another creature.",
        "Immer wenn der ~ angreift, kannst du eine andere Kreatur opfern.",
    ),
    # discarding is from the hand: "aus deiner Hand" adds nothing (CR 701.9a)
    (
        "Target player discards two cards.",
        "Ein Spieler deiner Wahl wirft zwei Karten aus seiner Hand ab.",
    ),
    # relative clauses as qualifiers: "die du kontrollierst", "die kein Land ist"
    (
        "{W}{B}, {T}, Sacrifice another creature: Put a +1/+1 counter on each creature you control.",
        "{W}{B}, {T}, opfere eine andere Kreatur: Lege eine +1/+1-Marke auf jede Kreatur, die du kontrollierst.",
    ),
    # a library search whose card goes onto the battlefield, then a shuffle
    (
        "{T}, Sacrifice ~: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
        "{T}, opfere die ~: Durchsuche deine Bibliothek nach einer Standardlandkarte, bringe sie getappt ins Spiel und mische dann deine Bibliothek.",
    ),
    # the 2006 wording: reveal, "nimm sie auf deine Hand", the shuffle in its own sentence
    (
        "Search your library for a creature card, reveal it, put it into your hand, then shuffle.",
        "Durchsuche deine Bibliothek nach einer Kreaturenkarte, zeige sie offen vor und nimm sie "
        "auf deine Hand. Mische danach deine Bibliothek.",
    ),
    # a name with an apposition ends with a comma ("Wenn Kyodai, Seele der Kamigawa, ...")
    ("When ~ enters the battlefield, draw a card.", "Wenn ~, ins Spiel kommt, ziehe eine Karte."),
    # "zurücknehmen" (older) for "zurückbringen"
    (
        "When ~ enters the battlefield, you may return target creature card from your graveyard to your hand.",
        "Wenn der ~ ins Spiel kommt, kannst du eine Kreaturenkarte deiner Wahl aus deinem Friedhof "
        "auf deine Hand zurücknehmen.",
    ),
    # a step trigger with the verb second and no comma
    (
        "At the beginning of your upkeep, each player loses 1 life.",
        "Zu Beginn deines Versorgungssegments verliert jeder Spieler 1 Lebenspunkt.",
    ),
    # tokens: "Saproling-Kreaturenspielstein" (a subtype, a hyphen, the compound noun)
    (
        "Create a 1/1 green Saproling creature token.",
        "Erzeuge einen 1/1 grünen Saproling-Kreaturenspielstein.",
    ),
    (
        "Create three 2/2 white Samurai creature tokens with vigilance.",
        "Erzeuge drei 2/2 weiße Samurai-Kreaturenspielsteine mit Wachsamkeit.",
    ),
    # statics: a plural with a relative clause, an Aura's restriction
    ("Creatures you control get +1/+1.", "Kreaturen, die du kontrollierst, erhalten +1/+1."),
    (
        "Enchanted creature can't attack or block.",
        "Die verzauberte Kreatur kann nicht angreifen oder blocken.",
    ),
    # replacement effects of entering: "kommt mit N ...-Marken ins Spiel", "kommt getappt ins Spiel"
    (
        "~ enters the battlefield with three +1/+1 counters on it.",
        "Der ~ kommt mit drei +1/+1-Marken ins Spiel.",
    ),
    (
        "~ enters the battlefield with X +1/+1 counters on it.",
        "Die ~ kommt mit X +1/+1-Marken ins Spiel.",
    ),
    ("~ enters the battlefield tapped.", "~, kommt getappt ins Spiel."),
    # 1990s-2000s "auf ihm" / "auf ihr" (on it): Anthroplasm, Crovax the Cursed, Vebulid
    (
        "~ enters the battlefield with two +1/+1 counters on it.",
        "Die ~ kommt mit zwei +1/+1-Marken auf ihr ins Spiel.",
    ),
    (
        "~ enters the battlefield with four +1/+1 counters on it.",
        "~ kommt mit vier +1/+1 Marken auf ihm ins Spiel.",
    ),
    (
        "~ enters the battlefield with a +1/+1 counter on it.",
        "Der ~ kommt mit einer +1/+1-Marke auf ihm ins Spiel.",
    ),
    # suspend's exile with time counters (Reality Strobe, Time Spiral block: "Entferne ~ mit
    # drei Zeitmarken ganz aus dem Spiel", CR 702.62a)
    (
        "Return target permanent to its owner's hand. Exile ~ with three time counters on it.",
        "Bringe eine bleibende Karte deiner Wahl auf die Hand ihres Besitzers zurück. Entferne ~ "
        "mit drei Zeitmarken ganz aus dem Spiel.",
    ),
    # "enttappt nicht während ..." (CR 502.3)
    (
        "Enchanted creature doesn't untap during its controller's untap step.",
        "Die verzauberte Kreatur enttappt nicht während des Enttappsegments ihres Beherrschers.",
    ),
    (
        "~ doesn't untap during your untap step.",
        "Der ~ enttappt nicht während deines Enttappsegments.",
    ),
    # additional costs: the idiom after the cost, before it, and inside a separable verb
    (
        "As an additional cost to cast this spell, sacrifice a creature.",
        "Opfere eine Kreatur als zusätzliche Kosten, um diesen Zauberspruch zu wirken.",
    ),
    (
        "As an additional cost to cast this spell, sacrifice a creature.",
        "Opfere eine Kreatur als zusätzliche Kosten, um ~ zu spielen.",
    ),
    (
        "As an additional cost to cast this spell, sacrifice a creature.",
        "Als zusätzliche Kosten, um diesen Zauberspruch zu wirken, opfere eine Kreatur.",
    ),
    (
        "As an additional cost to cast this spell, discard a card.",
        "Wirf als zusätzliche Kosten, um diesen Zauberspruch zu wirken, eine Karte ab.",
    ),
    (
        "As an additional cost to cast this spell, exile a creature card from your graveyard.",
        "Schicke als zusätzliche Kosten, um diesen Zauberspruch zu wirken, eine Kreaturenkarte "
        "aus deinem Friedhof ins Exil.",
    ),
    # the old printings' subjectless pump ability is the card's own
    ("{R}: ~ gets +1/+0 until end of turn.", "{R}: +1/+0 bis zum Ende des Zuges."),
    # "Hellsicht N" (scry) and "ziehe dann"
    ("Scry 2, then draw a card.", "Hellsicht 2, ziehe dann eine Karte."),
    # "kann von ... nicht geblockt werden"; a duration inside the verb phrase
    (
        "~ can't be blocked by creatures with power 2 or less.",
        "Der ~ kann von Kreaturen mit Stärke 2 oder weniger nicht geblockt werden.",
    ),
    (
        "{3}, {T}: Target creature can't be blocked this turn.",
        "{3}, {T}: Eine Kreatur deiner Wahl kann in diesem Zug nicht geblockt werden.",
    ),
    (
        "Target creature gets +3/+3 until end of turn.",
        "Eine Kreatur deiner Wahl erhält bis zum Ende des Zuges +3/+3.",
    ),
    # "für jede ..." between the verb and the P/T change
    (
        "Enchanted creature gets +1/+1 for each Plains you control.",
        "Die verzauberte Kreatur erhält für jede Ebene, die du kontrollierst, +1/+1.",
    ),
    # "erhält"/"verursacht Trampelschaden": has (static) or gains (with a duration)
    (
        "Equipped creature has first strike and trample.",
        "Die ausgerüstete Kreatur erhält Erstschlag und verursacht Trampelschaden.",
    ),
    (
        "Other red attacking creatures you control gain trample until end of turn.",
        "Andere rote angreifende Kreaturen, die du kontrollierst, verursachen Trampelschaden bis zum Ende des Zuges.",
    ),
    (
        "Target creature gains flying until end of turn.",
        "Eine Kreatur deiner Wahl erhält bis zum Ende des Zuges Flugfähigkeit.",
    ),
    # the old printings' trigger after the effect
    (
        "When ~ enters the battlefield, draw a card.",
        "Ziehe eine Karte, wenn die ~ ins Spiel kommt.",
    ),
    # "alle" = all
    ("Destroy all creatures.", "Zerstöre alle Kreaturen."),
    # a compound's last part said once for two ("Spontanzauber- oder Hexereikarte") or twice
    (
        "Return target instant or sorcery card from your graveyard to your hand.",
        "Bringe eine Spontanzauber- oder Hexereikarte deiner Wahl aus deinem Friedhof auf deine Hand zurück.",
    ),
    (
        "Return target instant or sorcery card from your graveyard to your hand.",
        "Bringe eine Spontanzauberkarte oder Hexereikarte deiner Wahl aus deinem Friedhof auf deine Hand zurück.",
    ),
    # "dieser Spieler" = that player
    (
        "At the beginning of each player's draw step, that player draws a card.",
        "Zu Beginn des Ziehsegments jedes Spielers zieht dieser Spieler eine Karte.",
    ),
    # ", es sei denn, ... bezahlt" = unless ... pays
    (
        "Counter target spell unless its controller pays {2}.",
        "Neutralisiere einen Zauberspruch deiner Wahl, es sei denn, sein Beherrscher bezahlt {2}.",
    ),
    (
        "At the beginning of your upkeep, sacrifice ~ unless you pay {R}{W}{B}.",
        "Zu Beginn deines Versorgungssegments opferst du ~, es sei denn, du bezahlst {R}{W}{B}.",
    ),
    # a delayed trigger after the effect or inside the verb phrase (CR 603.7)
    (
        "When ~ dies, return it to its owner's hand at the beginning of the next end step.",
        "Wenn ~ stirbt, bringe sie zu Beginn des nächsten Endsegments auf die Hand ihres Besitzers zurück.",
    ),
    (
        "{1}{W}{U}: Exile ~. Return it to the battlefield under its owner's control at the beginning of the next end step.",
        "{1}{W}{U}: Schicke ~ ins Exil. Bringe ihn zu Beginn des nächsten Endsegments unter der "
        "Kontrolle seines Besitzers ins Spiel zurück.",
    ),
    (
        "Sacrifice it at the beginning of the next end step.",
        "Opfere ihn zu Beginn des nächsten Endsegments.",
    ),
    # "Sowie ~ ins Spiel kommt, bestimme ..." (CR 614.12)
    (
        "As ~ enters the battlefield, choose a creature type.",
        "Sowie ~ ins Spiel kommt, bestimme einen Kreaturentyp.",
    ),
    (
        "As ~ enters the battlefield, choose an opponent.",
        "Sowie das ~ ins Spiel kommt, bestimme einen Gegner.",
    ),
    # the effect said first (2001-2005): Ward Sliver (LGN), Shimatsu the Bloodcloaked (CHK)
    (
        "As ~ enters the battlefield, choose a color.",
        "Bestimme eine Farbe, sowie der ~ ins Spiel kommt.",
    ),
    (
        "As ~ enters the battlefield, sacrifice any number of permanents.",
        "Opfere eine beliebige Anzahl an bleibenden Karten, sowie ~ ins Spiel kommt.",
    ),
    # energy; "kann nur ... blocken"; cost changes of spells "die du wirkst"
    (
        "When ~ enters the battlefield, you get {E}{E}.",
        "Wenn der ~ ins Spiel kommt, erhältst du {E}{E} (zwei Energiemarken).",
    ),
    ("~ can block only creatures with flying.", "Der ~ kann nur fliegende Kreaturen blocken."),
    (
        "Creature spells you cast cost {1} less to cast.",
        "Kreaturenzauber, die du wirkst, kosten beim Wirken {1} weniger.",
    ),
    # a dative pronoun before the subject is the recipient
    (
        "Whenever a creature enters the battlefield, ~ deals 2 damage to it.",
        "Immer wenn eine Kreatur ins Spiel kommt, fügt ihr der ~ 2 Schadenspunkte zu.",
    ),
    (
        "When ~ enters the battlefield, it deals 1 damage to each opponent.",
        "Wenn der ~ ins Spiel kommt, fügt er jedem Gegner 1 Schadenspunkt zu.",
    ),
    # the old printings' "Regeneration" as an activated ability's effect (4th Edition era)
    ("{B}: Regenerate ~.", "{B}: Regeneration"),
    # prevention with its duration inside the relative clause (CR 615)
    (
        "Prevent all combat damage that would be dealt this turn.",
        "Verhindere allen Kampfschaden, der in diesem Zug zugefügt würde.",
    ),
    (
        "Prevent all damage that would be dealt by enchanted creature.",
        "Verhindere allen Schaden, der von der verzauberten Kreatur zugefügt würde.",
    ),
    (
        "{T}: Prevent the next 1 damage that would be dealt to target creature or player this turn.",
        "{T}: Verhindere den nächsten 1 Schadenspunkt, der in diesem Zug einer Kreatur oder "
        "einem Spieler deiner Wahl zugefügt würde.",
    ),
    # "greift in jedem Kampf/Zug an, falls/wenn möglich" (CR 508.1d)
    ("~ attacks each combat if able.", "Der ~ greift in jedem Kampf an, falls möglich."),
    ("~ attacks each combat if able.", "Der ~ greift in jedem Zug an, wenn möglich."),
    # a choice of mana in both eras (CR 106.4)
    (
        "{T}: Add {W} or {U}. ~ deals 1 damage to you.",
        "{T}: Erzeuge {W} oder {U}. Die ~ fügt dir 1 Schadenspunkt zu.",
    ),
    ("{T}: Add {R} or {G}.", "{T}: Erhöhe deinen Manavorrat um {R} oder {G}."),
    # "aus der Hand": discarding is from the hand of the player who discards
    (
        "Target player discards two cards.",
        "Ein Spieler deiner Wahl wirft zwei Karten aus der Hand ab.",
    ),
    # outside the battlefield a permanent is a card (CR 110.1): "bleibende Karte" in a
    # graveyard is a permanent card, "Standardland" in a library a basic land card
    (
        "Return target permanent card from your graveyard to your hand.",
        "Bringe eine bleibende Karte deiner Wahl aus deinem Friedhof auf deine Hand zurück.",
    ),
    # "Während der Versorgungsphase ..." of another player (1994-2003 Auras,
    # Parasitenbefall): Oracle "At the beginning of the upkeep of enchanted creature's controller" (CR 303.4)
    (
        "At the beginning of the upkeep of enchanted creature's controller, ~ deals 2 damage to "
        "that player.",
        "Während der Versorgungsphase des Beherrschers der verzauberten Kreatur fügt der ~ "
        "diesem Spieler 2 Schadenspunkte zu.",
    ),
    # two amounts of damage to two recipients (Radiating Lightning, Goblin Artillery; CR 120.3)
    (
        "~ deals 3 damage to target player and 1 damage to each creature that player controls.",
        "Der ~ fügt einem Spieler deiner Wahl 3 Schadenspunkte und jeder Kreatur, die er "
        "kontrolliert, 1 Schadenspunkt zu.",
    ),
    (
        "{T}: ~ deals 2 damage to any target and 3 damage to you.",
        "{T}: Die ~ fügt einem Ziel deiner Wahl 2 Schadenspunkte und dir 3 Schadenspunkte zu.",
    ),
    # a leading duration with the verb second after it (Arlinn Kord, Heroic Reinforcements,
    # Ezuri, Renegade Leader; CR 611.2)
    (
        "+1: Until end of turn, up to one target creature gets +2/+2 and gains vigilance and "
        "haste.",
        "+1: Bis zum Ende des Zuges erhält bis zu eine Kreatur deiner Wahl +2/+2, Wachsamkeit "
        "und Eile.",
    ),
    (
        "Create two 1/1 white Soldier creature tokens. Until end of turn, creatures you control "
        "get +1/+1 and gain haste.",
        "Erzeuge zwei 1/1 weiße Soldat-Kreaturenspielsteine. Bis zum Ende des Zuges erhalten "
        "Kreaturen, die du kontrollierst, +1/+1 und Eile.",
    ),
    (
        "{2}{G}{G}{G}: Until end of turn, Elf creatures you control get +3/+3 and gain trample.",
        "{2}{G}{G}{G}: Bis zum Ende des Zuges erhalten Elf-Kreaturen, die du kontrollierst, "
        "+3/+3 und verursachen Trampelschaden.",
    ),
    # "Sie" after several tokens are created is "they", those tokens; the "sie" of the quoted
    # ability is the creature that has it (Dance with Devils, OGW)
    (
        'Create two 1/1 red Devil creature tokens. They have "When this creature dies, it deals '
        '1 damage to any target."',
        "Bringe zwei 1/1 rote Teufel-Kreaturenspielsteine ins Spiel. Sie haben „Wenn diese "
        "Kreatur stirbt, fügt sie einer Kreatur oder einem Spieler deiner Wahl 1 Schadenspunkt "
        'zu."',
    ),
    # an Aura's control change printed as an imperative (Steal Artifact, 1990s): its static
    # ability, as the English says it (CR 303.4)
    ("You control enchanted artifact.", "Übernimm die Kontrolle über das verzauberte Artefakt."),
    # a permanent chosen from among the cards looked at is a card (Trail of Crumbs, ELD)
    (
        "Look at the top two cards of your library. You may reveal a permanent card from among "
        "them and put it into your hand.",
        "Schaue dir die obersten zwei Karten deiner Bibliothek an. Du kannst davon eine "
        "bleibende Karte offen vorzeigen und auf deine Hand nehmen.",
    ),
    (
        "Return all legendary permanent cards from your graveyard to the battlefield.",
        "Bringe alle legendären bleibenden Karten aus deinem Friedhof ins Spiel zurück.",
    ),
    (
        "Search your library for a basic land card, put that card onto the battlefield, then shuffle.",
        "Durchsuche deine Bibliothek nach einem Standardland und bringe es ins Spiel. Mische "
        "danach deine Bibliothek.",
    ),
    # keywords the old printings spelled out (Serra Angel 4th Edition, Bay Falcon, Crazed Skirge)
    ("Flying", "Kann fliegen."),
    ("Vigilance", "Der ~ wird beim Angreifen nicht getappt."),
    ("Haste", "Für den ~ gilt die Einsatzverzögerung nicht."),
    # a Wall of 1997-1999 (Wall of Junk, Shifting Wall): "counts as a Wall" (CR 702.3b)
    ("Defender", "Die ~ zählt als Mauer."),
    ("Defender", "Zählt als eine Mauer."),  # Snow Fortress (ICE)
    ("Haste", "Der ~ leidet nicht unter Einsatzverzögerung."),  # Viashino Cutthroat (ULG)
    ("Haste", "Die ~ leiden nicht unter Einsatzverzögerung."),  # Avalanche Riders (ULG)
    # flash spelled out after "Du kannst [this card]" (Raging Kavu, Indomitable Will, Foriysian
    # Interceptor; CR 702.8a)
    (
        "Flash",
        "Du kannst den ~ immer dann spielen, wenn Du auch einen Spontanzauber spielen könntest.",
    ),
    (
        "Flash",
        "Du kannst den ~ immer dann spielen, falls du auch einen Spontanzauber spielen könntest.",
    ),
    (
        "Flash (You may cast this spell any time you could cast an instant.)",
        "Du kannst den ~ zu jedem Zeitpunkt spielen, zu dem du einen Spontanzauber spielen könntest.",
    ),
    # mana letters without braces, color words, "der bestimmten Farbe" (1990s-2000s)
    ("{T}: Add {G}.", "{T}: Erhöhe Deinen Manavorrat um G."),
    ("Add {B}{B}{B}.", "Erhöhe Deinen Manavorrat um BBB."),
    ("{T}: Add {G}.", "{T}: Erhöhe Deinen Manavorrat um ein grünes Mana."),
    ("{T}: Add one mana of the chosen color.", "{T}: Erzeuge ein Mana der bestimmten Farbe."),
    # the trigger after the effect: "zu Beginn deines Versorgungssegments" is a triggered
    # ability, "zu Beginn des nächsten Zuges" a delayed trigger (CR 603.7)
    (
        "At the beginning of your upkeep, you lose 2 life.",
        "Du verlierst 2 Lebenspunkte zu Beginn deines Versorgungssegments.",
    ),
    # ... also with a second effect joined by "und" (Fretwork Colony, Mercadian Masques era)
    (
        "At the beginning of your upkeep, put a +1/+1 counter on ~ and you lose 1 life.",
        "Lege zu Beginn deines Versorgungssegments eine +1/+1-Marke auf die ~ und du verlierst "
        "1 Lebenspunkt.",
    ),
    (
        "Draw a card at the beginning of the next turn's upkeep.",
        "Ziehe eine Karte zu Beginn des nächsten Zuges.",
    ),
    (
        "Draw a card at the beginning of the next turn's upkeep.",
        "Ziehe zu Beginn des Versorgungssegments des nächsten Zuges eine Karte.",
    ),
    # one verb, two complements: two static abilities, as the English reads it
    (
        "Enchanted creature gets +2/+0 and has trample.",
        "Die verzauberte Kreatur erhält +2/+0 und verursacht Trampelschaden.",
    ),
    ("Counter target creature spell.", "Neutralisiere einen Kreaturenzauber deiner Wahl."),
    # one verb, two complements (Wings of Hope, Wings of the Cosmos)
    (
        "Enchanted creature gets +1/+1 and has flying.",
        "Die verzauberte Kreatur erhält +1/+1 und Flugfähigkeit.",
    ),
    (
        "Target creature gets +1/+3 and gains flying until end of turn.",
        "Eine Kreatur deiner Wahl erhält +1/+3 und Flugfähigkeit bis zum Ende des Zuges.",
    ),
    # "als ob er Flugfähigkeit hätte" (masculine card names), CR 509.1b
    ("~ can block as though it had flying.", "Der ~ kann blocken, als ob er Flugfähigkeit hätte."),
    (
        "Put target attacking or blocking creature on top of its owner's library.",
        "Lege eine angreifende oder blockende Kreatur deiner Wahl oben auf die Bibliothek ihres "
        "Besitzers.",
    ),
    # the second object's relative clause after the particle "an"
    (
        "When ~ enters the battlefield, attach it to target creature you control.",
        "Wenn der ~ ins Spiel kommt, lege ihn an eine Kreatur deiner Wahl an, die du kontrollierst.",
    ),
    # "Sie kann nicht regeneriert werden." after a destruction; "mische danach"
    (
        "Destroy all creatures. They can't be regenerated.",
        "Zerstöre alle Kreaturen. Sie können nicht regeneriert werden.",
    ),
    (
        "Search your library for a card, put that card into your hand, then shuffle.",
        "Durchsuche deine Bibliothek nach einer Karte, nimm sie auf deine Hand und mische danach.",
    ),
    # an object named before gains an ability (a one-shot effect, not a static ability)
    (
        "Return target artifact card from your graveyard to the battlefield. It gains haste.",
        "Bringe eine Artefaktkarte deiner Wahl aus deinem Friedhof ins Spiel zurück. Sie erhält "
        "Eile.",
    ),
    # a trailing ", falls ... nicht" is "unless"
    (
        "Counter target spell unless its controller pays {1}.",
        "Neutralisiere einen Zauberspruch deiner Wahl, falls sein Beherrscher nicht {1} bezahlt.",
    ),
    (
        "~ enters the battlefield tapped unless you control a Swamp.",
        "Der ~ kommt getappt ins Spiel, falls du nicht einen Sumpf kontrollierst.",
    ),
    # "Zauber" (2005-2007) is a spell; "-Karte" after a type; a card type alone among spells
    (
        "Whenever you cast a Spirit or Arcane spell, you may return ~ to its owner's hand.",
        "Immer wenn du einen Geist oder einen arkanen Zauber spielst, kannst du ~ auf die Hand "
        "ihres Besitzers zurückbringen.",
    ),
    (
        "Search your library for a Mountain card, reveal it, put it into your hand, then shuffle.",
        "Durchsuche deine Bibliothek nach einer Gebirge-Karte, zeige sie offen vor und nimm sie "
        "auf deine Hand. Mische danach deine Bibliothek.",
    ),
    (
        "Counter target instant or sorcery spell.",
        "Neutralisiere einen Spontanzauber oder eine Hexerei deiner Wahl.",
    ),
    # "nichtfliegende" = without flying; a subtype whose noun is said once after "oder"
    (
        "Creatures without flying can't block this turn.",
        "Nichtfliegende Kreaturen können in diesem Zug nicht blocken.",
    ),
    (
        "Search your library for a Mountain or Plains card, put it onto the battlefield, then "
        "shuffle.",
        "Durchsuche deine Bibliothek nach einer Gebirge- oder Ebene-Karte und bringe sie ins "
        "Spiel. Mische danach deine Bibliothek.",
    ),
    # a second verb after "und" is still its own clause; a counter kind keeps its minus sign
    (
        "Creatures you control get +1/+1 and gain trample until end of turn.",
        "Kreaturen, die du kontrollierst, erhalten +1/+1 und verursachen Trampelschaden bis zum "
        "Ende des Zuges.",
    ),
    (
        "~ enters the battlefield with two -1/-1 counters on it.",
        "Der ~ kommt mit zwei -1/-1-Marken ins Spiel.",
    ),
    ("{B}: Attach ~ to target creature.", "{B}: Lege den ~ an eine Kreatur deiner Wahl an."),
    # mirrors of the English triggers: "~ oder ein anderer ...", "Schaden zugefügt wird",
    # "das Ziel ... wird"
    (
        "Whenever ~ or another Ally enters the battlefield under your control, you may put a "
        "+1/+1 counter on ~.",
        "Immer wenn der ~ oder ein anderer Verbündeter unter deiner Kontrolle ins Spiel kommt, "
        "kannst du eine +1/+1-Marke auf den ~ legen.",
    ),
    (
        "When enchanted creature is dealt damage, destroy it.",
        "Wenn der verzauberten Kreatur Schaden zugefügt wird, zerstöre sie.",
    ),
    (
        "When ~ becomes the target of a spell or ability, sacrifice it.",
        "Wenn der ~ das Ziel eines Zauberspruchs oder einer Fähigkeit wird, opfere ihn.",
    ),
    # investigate (CR 701.36) as a verb with its particle; "eine auf diese Weise zerstörte
    # Kreatur" is the creature just destroyed
    (
        "When ~ enters the battlefield, investigate.",
        "Wenn der ~ ins Spiel kommt, stelle Nachforschungen an.",
    ),
    (
        "When ~ enters the battlefield, you may investigate.",
        "Wenn der ~ ins Spiel kommt, kannst du Nachforschungen anstellen.",
    ),
    (
        "Destroy target creature. It can't be regenerated.",
        "Zerstöre eine Kreatur deiner Wahl. Eine auf diese Weise zerstörte Kreatur kann nicht "
        "regeneriert werden.",
    ),
    # mirrors of the English replacement/prevention and combat rules
    (
        "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.",
        "Falls dem ~ Schaden zugefügt werden würde, verhindere diesen Schaden. Entferne eine "
        "+1/+1-Marke vom ~.",
    ),
    (
        "~ can't be blocked by more than one creature.",
        "Der ~ kann nicht von mehr als einer Kreatur geblockt werden.",
    ),
    (
        "~ can't be blocked except by two or more creatures.",
        "Der ~ kann nicht geblockt werden, außer von zwei oder mehr Kreaturen.",
    ),
    (
        "Tap target creature. It doesn't untap during its controller's next untap step.",
        "Tappe eine Kreatur deiner Wahl. Sie enttappt nicht während des nächsten "
        "Enttappsegments ihres Beherrschers.",
    ),
    (
        "Whenever ~ deals damage to an opponent, you may draw a card.",
        "Immer wenn der ~ einem Gegner Schaden zufügt, kannst du eine Karte ziehen.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


def test_relative_clause_that_negates_a_type() -> None:
    """ "eine bleibende Karte deiner Wahl, die kein Land ist" = target nonland permanent."""
    card = parse(
        "Bringe eine bleibende Karte deiner Wahl, die kein Land ist, auf die Hand ihres "
        "Besitzers zurück.",
        "de",
    )
    effect = card.abilities[0].effect
    assert effect == A.ReturnToHand(
        object=A.ObjectRef(kind="target", filter=("nonland", "permanent"))
    )


def test_target_mark_after_the_noun() -> None:
    """ "bis zu zwei Kreaturen deiner Wahl": up to two targets (CR 115.1)."""
    card = parse("Tappe bis zu zwei Kreaturen deiner Wahl.", "de")
    tap = card.abilities[0].effect
    assert tap == A.Tap(
        object=A.ObjectRef(kind="target", filter=("creature",), count=2, up_to=True)
    )


@pytest.mark.parametrize(
    "line",
    [
        # "diese Kreatur" with no creature named before it may be this creature: not guessed
        # (after "eine Kreatur deiner Wahl" it is that creature: test_cardtext_de_objects.py)
        "Ziehe eine Karte. Enttappe diese Kreatur.",
        # the first part of a compound without the last part it waits for
        "Zerstöre eine Artefakt- deiner Wahl.",
        # alternatives of compounds with different last parts (card, spell)
        "Neutralisiere einen Kreaturenzauber oder eine Hexereikarte deiner Wahl.",
        # "getappt" is the only status a permanent is put onto the battlefield with
        "Bringe eine Kreaturenkarte aus deiner Hand angreifend ins Spiel.",
        # a step that is not "the next" one inside a one-shot effect: a spell creates a delayed
        # trigger for the next step only (CR 603.7a)
        "Ziehe eine Karte. Lege zu Beginn deines Versorgungssegments eine +1/+1-Marke auf ~.",
        # a search of a graveyard is not a library search (CR 701.19)
        "Durchsuche deinen Friedhof nach einer Kreaturenkarte und nimm sie auf deine Hand.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")


def test_creatures_your_opponents_control() -> None:
    """ "Kreaturen, die deine Gegner kontrollieren" (Oracle "creatures your opponents control"):
    each creature an opponent controls."""
    card = parse("Kreaturen, die deine Gegner kontrollieren, erhalten -1/-0.", "de")
    effect = card.abilities[0].effect
    assert effect == A.ModifyPowerToughness(
        object=A.ObjectRef(kind="each", filter=("creature", "opponent_controls")),
        power=-1,
        toughness=0,
        duration=A.Duration(kind="permanent"),
    )
