"""German templates of the 1994-2003 printings in the card-text grammar (grammar/de/lines/
abilities.lark, grammar/de/phrases, grammar/de/clauses/triggers.lark, locales/de/phrases.yaml):
casting restrictions ("Spiele ~ nur während des Kampfes", "Sprich diesen Zauberspruch nur ...",
CR 601.3), the old words "beherrschst" (control), "Spruch" (spell), "Nicht-Standardland"
(nonbasic land), "diese Eigenschaft" (this ability), "Immer, wenn" with a comma, the feminine
"Deiner Versorgungsphase" / "Deiner Enttap-Phase", "dieses bestimmten Typs" and the condition
said verb first, "Wurde {G} ausgegeben, um ~ zu spielen, ...", and the counterspells' "wenn dessen
Urheber nicht zusätzlich 1 bezahlt", "auf dem Friedhof landet" (dies), "Beschwörungszauber"
(creature spell) and two effects joined by ", oder" (choose one, CR 700.2). Real printed
German lines (MTGJSON foreignData of the development sets, the card's name as "~") give the same
AST as the English Oracle line of the same card; a German line that could mean something else
stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse
from rulesparser import ast as A

#: (English Oracle line, German printed line) of the same card
SAME = [
    # casting restrictions (CR 601.3): "Wirke" (2009-), "Spiele" (2001-2008), "Sprich" (1990s)
    (  # Panic (5ED): the window and the declaration that ends it (CR 509.1)
        "Cast this spell only during combat before blockers are declared.",
        "Sprich diesen Zauberspruch nur während des Kampfes, bevor die Blocker deklariert werden.",
    ),
    (  # Cauldron Dance (INV): "eines Kampfes", any combat
        "Cast this spell only during combat.",
        "Spiele den ~ nur während eines Kampfes.",
    ),
    (  # Spinal Embrace (INV)
        "Cast this spell only during combat.",
        "Spiele den ~ nur während des Kampfes.",
    ),
    (  # Seedtime (JUD)
        "Cast this spell only during your turn.",
        "Spiele ~ nur während deines Zuges.",
    ),
    (  # Necrologia (7ED): "Zugendesegment", the end step
        "Cast this spell only during your end step.",
        "Spiele ~ nur während deines Zugendesegments.",
    ),
    (  # Feast of Blood (ZEN)
        "Cast this spell only if you control two or more Vampires.",
        "Wirke ~ nur, falls du zwei oder mehr Vampire kontrollierst.",
    ),
    # "beherrschen" (1994-2000): the verb of "Beherrscher", control
    (  # Battle Frenzy (ICE), first line
        "Green creatures you control get +1/+1 until end of turn.",
        "Alle grünen Kreaturen, die Du beherrschst, erhalten +1/+1 bis zum Ende des Zuges.",
    ),
    (  # Woolly Mammoths (ICE)
        "~ has trample as long as you control a snow land.",
        "Verursachen Trampelschaden, solange Du verschneite Länder beherrschst.",
    ),
    # "Immer, wenn" (Mirage, Fifth Edition)
    (  # Barbed Foliage (MIR), second line
        "Whenever a creature without flying attacks you, ~ deals 1 damage to that creature.",
        "Immer, wenn eine nichtfliegende Kreatur Dich angreift, fügt das ~ dieser Kreatur 1 "
        "Schadenspunkt zu.",
    ),
    # "Nicht-Standardland" / "Nichtstandardland" (a nonbasic land, CR 205.4a)
    (  # Dwarven Miner (MIR)
        "{2}{R}, {T}: Destroy target nonbasic land.",
        "{2}{R}, {T}: Zerstöre ein Nicht-Standardland Deiner Wahl.",
    ),
    (  # Dust Bowl (MMQ) prints "Zerstöre ein Nicht-Standardland"; Ruination (STH)
        "Destroy all nonbasic lands.",
        "Zerstöre alle Nicht-Standardländer.",
    ),
    (  # Blood Moon (8ED)
        "Nonbasic lands are Mountains.",
        "Alle Nichtstandardländer sind Gebirge.",
    ),
    # "diese Eigenschaft" (1994-1997: this ability)
    (  # Balduvian Hydra (ICE)
        "{R}{R}{R}: Put a +1/+0 counter on ~. Activate only during your upkeep.",
        "{R}{R}{R}: Lege eine +1/+0-Marke auf die ~. Benutze diese Eigenschaft nur während "
        "Deiner Versorgungsphase.",
    ),
    # "Spruch" (1994-1999: spell)
    (  # Elvish Lookout (UDS), Multani, Maro-Sorcerer (ULG): the shroud of their Oracle text
        "Shroud",
        "Der ~ kann nicht das Ziel von Sprüchen oder Fähigkeiten sein.",
    ),
    # the 1990s feminine "Phase": "Deiner Versorgungsphase", "Deiner Enttap-Phase"
    (  # Land Cap (ICE)
        "At the beginning of your upkeep, remove a depletion counter from ~.",
        "Entferne zu Beginn Deiner Versorgungsphase eine Raubbau-Spielmarke von der ~.",
    ),
    (  # Grim Feast (ICE)
        "At the beginning of your upkeep, ~ deals 1 damage to you.",
        "Das ~ fügt Dir zu Beginn Deiner Versorgungsphase 1 Schadenspunkt zu.",
    ),
    (  # Island Fish Jasconius (4ED)
        "~ doesn't untap during your untap step.",
        "Der ~ enttappt nicht während Deiner Enttap-Phase.",
    ),
    (  # Grim Monolith (ULG)
        "~ doesn't untap during your untap step.",
        "Der ~ enttappt nicht während Deiner Enttapphase.",
    ),
    # "dieses bestimmten Typs", 1990s "des gewählten Typs": the chosen type (CR 614.12)
    (  # Steely Resolve (ONS)
        "Creatures of the chosen type have shroud.",
        "Kreaturen dieses bestimmten Typs können nicht das Ziel von Zaubersprüchen oder "
        "Fähigkeiten sein.",
    ),
    # "Wurde {G} ausgegeben, um ~ zu spielen, ..." (Ravnica 2005: the condition said with its
    # verb first, CR 601.2h)
    (  # Seed Spark (RAV)
        "Destroy target artifact or enchantment. If {G} was spent to cast this spell, create "
        "two 1/1 green Saproling creature tokens.",
        "Zerstöre ein Artefakt oder eine Verzauberung deiner Wahl. Wurde {G} ausgegeben, um den "
        "~ zu spielen, bringe zwei 1/1 grüne Saprolingspielsteine ins Spiel.",
    ),
    (  # Dryad's Caress (RAV)
        "You gain 1 life for each creature on the battlefield. If {W} was spent to cast this "
        "spell, untap all creatures you control.",
        "Du erhältst für jede Kreatur im Spiel 1 Lebenspunkt dazu. Wurde {W} ausgegeben, um die "
        "~ zu spielen, enttappe alle Kreaturen, die du kontrollierst.",
    ),
    (  # Rolling Spoil (RAV)
        "Destroy target land. If {B} was spent to cast this spell, all creatures get -1/-1 "
        "until end of turn.",
        "Zerstöre ein Land deiner Wahl. Wurde {B} ausgegeben, um die ~ zu spielen, erhalten "
        "alle Kreaturen -1/-1 bis zum Ende des Zuges.",
    ),
    # "wenn dessen Urheber nicht (sofort) (zusätzlich) 1 bezahlt / 3 ausgibt" (1994-1999: the
    # spell's caster, generic mana without braces; Oracle "unless its controller pays {N}")
    (  # Force Spike (5ED)
        "Counter target spell unless its controller pays {1}.",
        "Neutralisiere einen Zauberspruch Deiner Wahl, wenn dessen Urheber nicht zusätzlich 1 "
        "bezahlt.",
    ),
    (  # Force Void (ICE)
        "Counter target spell unless its controller pays {1}. Draw a card at the beginning of "
        "the next turn's upkeep.",
        "Neutralisiere einen Zauberspruch Deiner Wahl, wenn dessen Urheber nicht sofort "
        "zusätzlich 1 bezahlt. Ziehe eine Karte zu Beginn der Versorgungsphase des nächsten "
        "Zuges.",
    ),
    (  # Mana Leak (STH)
        "Counter target spell unless its controller pays {3}.",
        "Neutralisiere einen Zauberspruch Deiner Wahl, wenn dessen Urheber nicht zusätzlich 3 "
        "ausgibt.",
    ),
    (  # Daze (NEM), second line
        "Counter target spell unless its controller pays {1}.",
        "Neutralisiere einen Zauberspruch Deiner Wahl, wenn sein Beherrscher nicht 1 bezahlt.",
    ),
    # flash for more mana, spelled out (Invasion; CR 702.8a, 601.2f)
    (  # Rout (INV)
        "You may cast ~ as though it had flash if you pay {2} more to cast it.",
        "Du kannst ~ immer dann spielen, wenn Du auch einen Spontanzauber spielen könntest, "
        "wenn Du zusätzlich {2} bezahlst.",
    ),
    # "direkt ins Spiel" (1994-2001: directly onto the battlefield, the same move)
    (  # Argivian Restoration (WTH)
        "Return target artifact card from your graveyard to the battlefield.",
        "Bringe eine Artefaktkarte Deiner Wahl aus Deinem Friedhof direkt ins Spiel.",
    ),
    (  # Nature's Lore (5ED)
        "Search your library for a Forest card, put that card onto the battlefield, then shuffle.",
        "Durchsuche Deine Bibliothek nach einer Waldkarte und bringe diese Karte direkt ins "
        "Spiel. Mische Deine Bibliothek danach neu.",
    ),
    # "die nächsten 2 Schadenspunkte, die ... in diesem Zug zugefügt werden" (1997-2003: the
    # duration after the recipient or before it, the indicative; CR 615.7)
    (  # Treefolk Healer (INV)
        "{2}{W}, {T}: Prevent the next 2 damage that would be dealt to any target this turn.",
        "{2}{W}, {T}: Verhindere die nächsten 2 Schadenspunkte, die einer Kreatur oder einem "
        "Spieler Deiner Wahl in diesem Zug zugefügt werden.",
    ),
    (  # Master Healer (7ED)
        "{T}: Prevent the next 4 damage that would be dealt to any target this turn.",
        "{T}: Verhindere die nächsten 4 Schadenspunkte, die in diesem Zug einer Kreatur oder "
        "einem Spieler deiner Wahl zugefügt werden.",
    ),
    (  # Samite Archer (INV), first ability
        "{T}: Prevent the next 1 damage that would be dealt to any target this turn.",
        "{T}: Verhindere den nächsten 1 Schadenspunkt, der einer Kreatur oder einem Spieler "
        "Deiner Wahl in diesem Zug zugefügt wird.",
    ),
    # "Spruchkosten", "Gesamtspruchkosten" (1994-2000: the casting cost counted, its mana value)
    (  # Meltdown (USG)
        "Destroy each artifact with mana value X or less.",
        "Zerstöre jedes Artefakt mit Gesamtspruchkosten von X oder weniger.",
    ),
    (  # Goblin Tinkerer (MIR)
        "{R}, {T}: Destroy target artifact. That artifact deals damage equal to its mana value "
        "to ~.",
        "{R}, {T}: Zerstöre ein Artefakt Deiner Wahl. Dieses Artefakt fügt dem ~ Schadenspunkte "
        "in Höhe der Spruchkosten dieses Artefakts zu.",
    ),
    # "erfolgreich" (successfully) in the 1997-1999 triggers: Oracle "casts", "deals damage"
    (  # Contemplation (STH)
        "Whenever you cast a spell, you gain 1 life.",
        "Immer wenn Du einen Zauberspruch erfolgreich sprichst, erhältst Du 1 Lebenspunkt dazu.",
    ),
    (  # No Mercy (ULG)
        "Whenever a creature deals damage to you, destroy it.",
        "Immer wenn eine Kreatur Dir erfolgreich Schaden zufügt, zerstöre sie.",
    ),
    # "auf dem Friedhof landet", "auf Deinem Friedhof landet" (1995-1998: the dative after
    # "landen", also after a relative clause)
    (  # Grave Pact (STH)
        "Whenever a creature you control dies, each other player sacrifices a creature.",
        "Immer wenn eine Kreatur, die Du kontrollierst, auf dem Friedhof landet, opfert jeder "
        "andere Spieler eine Kreatur.",
    ),
    # 1994-1999 "Beschwörungszauber" / "Beschwörungsspruch" (a summon spell: a creature spell)
    # and "sprechen" (cast) after "kann keine"
    ("Counter target creature spell.", "Neutralisiere einen Beschwörungszauber Deiner Wahl."),
    (  # Brand of Ill Omen (ICE), second line
        "Enchanted creature's controller can't cast creature spells.",
        "Der Beherrscher der verzauberten Kreatur kann keine Beschwörungszaubersprüche sprechen.",
    ),
    # "muß" (must: the player does it) before the verb last, the player after it when a
    # clause leads
    (
        "Whenever a creature dies, its controller sacrifices a land.",
        "Immer, wenn eine Kreatur aus dem Spiel auf dem Friedhof landet, muß deren Beherrscher "
        "ein Land opfern.",
    ),
    ("Target player discards two cards.", "Ein Spieler Deiner Wahl muss zwei Karten abwerfen."),
    # "X:" (1994-1999: the generic X of an activation cost without braces, CR 107.3)
    (  # Drain Life (5ED), the first sentence
        "{X}: ~ deals X damage to any target.",
        "X: Der ~ fügt einer Kreatur oder einem Spieler Deiner Wahl X Schadenspunkte zu.",
    ),
    # two effects of a spell joined by ", oder": the caster chooses one (CR 700.2)
    (  # Healing Salve (5ED)
        "Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that would be "
        "dealt to any target this turn.",
        "Ein Spieler Deiner Wahl erhält 3 Lebenspunkte dazu, oder verhindere bis zu 3 "
        "Schadenspunkte bei einer Kreatur oder einem Spieler.",
    ),
    (  # Alabaster Potion (4ED)
        "Choose one —\n• Target player gains X life.\n• Prevent the next X damage that would be "
        "dealt to any target this turn.",
        "Ein Spieler Deiner Wahl erhält X Lebenspunkte dazu, oder verhindere bis zu X "
        "Schadenspunkte bei einer Kreatur oder einem Spieler.",
    ),
    # the upkeep cost whose failure destroys the card itself: sacrificing it in its Oracle
    # text (CR 503.1, 118.12), as "begrabe" (bury)
    (  # Phantasmal Forces (4ED)
        "At the beginning of your upkeep, sacrifice ~ unless you pay {U}.",
        "Zahle während Deiner Versorgungsphase {U} oder zerstöre die ~.",
    ),
    (  # Conversion (4ED)
        "At the beginning of your upkeep, sacrifice ~ unless you pay {W}{W}.",
        "Zahle während Deiner Versorgungsphase WW oder vernichte die ~.",
    ),
    # "während seiner Versorgungsphase": the upkeep of the one player the sentence names,
    # who is "that player" in the Oracle text (CR 503.1)
    (  # Feedback (4ED): the step said first
        "At the beginning of the upkeep of enchanted enchantment's controller, ~ deals 1 damage "
        "to that player.",
        "Während seiner Versorgungsphase fügt die ~ dem Beherrscher der verzauberten "
        "Verzauberung 1 Schadenspunkt zu.",
    ),
    (  # Wanderlust (4ED): the step inside the sentence
        "At the beginning of the upkeep of enchanted creature's controller, ~ deals 1 damage to "
        "that player.",
        "~ fügt dem Beherrscher der verzauberten Kreatur während seiner Versorgungsphase 1 "
        "Schadenspunkt zu.",
    ),
    (  # each player's upkeep
        "At the beginning of each player's upkeep, ~ deals 1 damage to that player.",
        "~ fügt jedem Spieler während seiner Versorgungsphase 1 Schadenspunkt zu.",
    ),
    # "nicht von nur einer Kreatur geblockt": only by two or more (CR 509.1b)
    (  # Imposing Visage (ICE)
        "Enchanted creature can't be blocked except by two or more creatures.",
        "Die verzauberte Kreatur kann nicht von nur einer Kreatur geblockt werden.",
    ),
    (  # Wind Spirit (5ED)
        "~ can't be blocked except by two or more creatures.",
        "Der ~ kann nicht von nur einer einzelnen Kreatur geblockt werden.",
    ),
    (  # Goblin War Drums (5ED)
        "Each creature you control can't be blocked except by two or more creatures.",
        "Jede Kreatur, die Du kontrollierst, kann nicht von nur einer Kreatur geblockt werden.",
    ),
    # the activation window said with the verb last (1994-1997, CR 602.5b)
    (  # Colossus of Sardia's Oracle line; the wording of Island Fish Jasconius (4ED)
        "{9}: Untap ~. Activate only during your upkeep.",
        "{9}: Enttappe ~. Du kannst diese Eigenschaft nur während Deiner Versorgungsphase "
        "benutzen.",
    ),
    (  # Black Carriage (HML): "einsetzen"
        "{1}, Sacrifice a creature: Untap ~. Activate only during your upkeep.",
        "{1}: Opfere eine Kreatur, um ~ zu enttappen. Du kannst diese Eigenschaft nur während "
        "Deiner Versorgungsphase einsetzen.",
    ),
    (  # Dwarven Armory (ICE): "während einer Versorgungsphase", any upkeep
        "{2}, Sacrifice a land: Put a +2/+2 counter on target creature. Activate only during "
        "any upkeep step.",
        "{2}: Opfere ein Land, um eine +2/+2-Marke auf eine Kreatur Deiner Wahl zu legen. "
        "Benutze diese Fähigkeit nur während einer Versorgungsphase.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


def test_spruch_is_a_spell_and_eigenschaft_an_ability() -> None:
    """Lifeforce (4ED) with its target said: "Neutralisiere einen schwarzen Spruch Deiner Wahl.
    Spiele diese Eigenschaft wie einen Unterbrechungs-zauber." counters target black spell
    ("Spruch" is "Zauberspruch"), any time its controller has priority (CR 602.5: no
    restriction, the Oracle text dropped the sentence)."""
    (ability,) = parse(
        "{G}{G}: Neutralisiere einen schwarzen Spruch Deiner Wahl. Spiele diese Eigenschaft wie "
        "einen Unterbrechungs-zauber.",
        "de",
    ).abilities
    assert isinstance(ability.effect, A.CounterObject)
    assert ability.effect.object.filter == ("black", "spell")
    assert _ast("{G}{G}: Neutralisiere einen schwarzen Spruch Deiner Wahl.", "de") == _ast(
        "{G}{G}: Counter target black spell.", "en"
    )


@pytest.mark.parametrize(
    ("en", "de"),
    [
        # Deathgrip, Lifeforce (4ED)
        (
            "{B}{B}: Counter target green spell.",
            "{B}{B}: Neutralisiere einen grünen Spruch. Spiele diese Eigenschaft wie einen "
            "Unterbrechungs-zauber.",
        ),
        (
            "{G}{G}: Counter target black spell.",
            "{G}{G}: Neutralisiere einen schwarzen Spruch. Spiele diese Eigenschaft wie einen "
            "Unterbrechungszauber.",
        ),
        # Teferi's Care (INV), second line
        (
            "{3}{U}{U}: Counter target enchantment spell.",
            "{3}{U}{U}: Neutralisiere einen Verzauberungszauber.",
        ),
        # Shatter, Disenchant, Fissure (4ED)
        ("Destroy target artifact.", "Zerstöre ein Artefakt."),
        (
            "Destroy target artifact or enchantment.",
            "Zerstöre eine Verzauberung oder ein Artefakt.",
        ),
        (
            "Destroy target creature or land. It can't be regenerated.",
            "Begrabe ein Land oder eine Kreatur.",
        ),
        # Grapeshot Catapult (4ED), Flowstone Salamander (TMP)
        (
            "{T}: ~ deals 1 damage to target creature with flying.",
            "{T}: Das ~ fügt einer Kreatur mit Flugfähigkeit 1 Schadenspunkt zu.",
        ),
        (
            "{R}: ~ deals 1 damage to target creature blocking it.",
            "{R}: Der ~ fügt einer Kreatur, die ihn blockt, 1 Schadenspunkt zu.",
        ),
        # Ali Baba, Flood, Jandor's Saddlebags (4ED), Aysen Bureaucrats (HML)
        ("{R}: Tap target Wall.", "{R}: Tappe eine Mauer."),
        (
            "{U}{U}: Tap target creature without flying.",
            "{U}{U}: Tappe eine Kreatur ohne Flugfähigkeit.",
        ),
        ("{3}, {T}: Untap target creature.", "3, {T}: Enttappe eine Kreatur."),
        (
            "{T}: Tap target creature with power 2 or less.",
            "{T}: Tappe eine Kreatur, deren Stärke nicht größer als 2 ist.",
        ),
        # Malicious Advice (PLS): X targets
        (
            "Tap X target artifacts, creatures, and/or lands. You lose X life.",
            "Tappe X Artefakte, Kreaturen und/oder Länder. Du verlierst X Lebenspunkte.",
        ),
    ],
)
def test_old_print_without_deiner_wahl_reads_its_target(en: str, de: str) -> None:
    """1994-1998 German prints (and a few of 2000-2001) leave "Deiner Wahl" out where the card
    targets (CR 115.1): the one object of destroy, counter, tap, untap or deal damage chosen
    without it is the target the Oracle text names (``unmarked_targets`` of locales/de/
    lexicon.yaml: every such development line says "target" in its Oracle text)."""
    assert _ast(de, "de") == _ast(en, "en")


def test_an_untargeted_object_of_a_targeting_verb_stays_unparsed_in_english() -> None:
    """English says "target" where a card targets (CR 115.10: "a" chooses without targeting);
    no Oracle text destroys "an artifact" so, and English does not read it as a target."""
    with pytest.raises(ParseError, match="without 'target'"):
        parse("Destroy an artifact.", "en")


def test_untargeted_objects_of_other_kinds_still_parse() -> None:
    """What the refusal above leaves alone: "up to" lands (Snap, Frantic Search: untargeted in
    the Oracle text too, CR 115.10) and the controller's own objects."""
    assert _ast("Enttappe bis zu zwei Länder.", "de") == _ast("Untap up to two lands.", "en")
    # Teferi, Hero of Dominaria (German and French prints without "bis zu"): lands untapped
    # without a target, as every Oracle text untaps them
    (teferi,) = parse(
        "+1: Ziehe eine Karte. Enttappe zu Beginn des nächsten Endsegments zwei Länder.", "de"
    ).abilities
    (untap,) = [n for n in teferi.walk() if isinstance(n, A.Untap)]
    assert untap.object.kind == "any" and untap.object.filter == ("land",)
    assert _ast(
        "{T}, tappe eine ungetappte Kreatur, die du kontrollierst: Ziehe eine Karte.", "de"
    ) == _ast("{T}, Tap an untapped creature you control: Draw a card.", "en")


def test_cast_only_during_combat_is_a_casting_restriction() -> None:
    (ability,) = parse("Spiele den ~ nur während des Kampfes.", "de").abilities
    assert isinstance(ability, A.CastRestriction)
    assert ability.condition == A.During(step="combat")


@pytest.mark.parametrize(
    "line",
    [
        # "diesen Spruch" after another spell is that spell, not this one (Remove Soul era
        # "Lege diesen Spruch oben auf ...", Oracle "put it on top of its owner's library")
        "Neutralisiere einen Zauberspruch Deiner Wahl. Lege diesen Spruch oben auf die "
        "Bibliothek seines Besitzers.",
        # a named card "only on" an object: an Aura's enchant, or an instant's target
        "Sprich den ~ nur auf einen Sumpf.",
        # "nach dem Kampf" is no window the grammar reads
        "Sprich diesen Zauberspruch nur nach dem Kampf.",
        # ", oder" after a payment: "unless" (CR 118.12), not a choice of modes
        "Zahle {B}{B}, oder der ~ fügt Dir 3 Schadenspunkte zu.",
        "Zahle während Deiner Versorgungsphase {B}{B}, oder der ~ fügt Dir 2 Schadenspunkte zu.",
        # the card destroying itself after an action that is no upkeep cost
        "Ziehe eine Karte oder zerstöre die ~.",
        # "seiner Versorgungsphase" with no player named, or of players other than each player
        "Ziehe während seiner Versorgungsphase eine Karte.",
        "~ fügt Dir und jedem Gegner während seiner Versorgungsphase 1 Schadenspunkt zu.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")


def test_a_target_in_a_trigger_event_stays_unparsed() -> None:
    """ "Immer wenn ein Gegner Deiner Wahl einen grünen Zauberspruch erfolgreich spricht, ziehe
    eine Karte." (Verduran Enchantress-era printings; Oracle "Whenever an opponent casts a green
    spell"): "Deiner Wahl" marks a target, which a trigger event cannot name (CR 603.2, 603.3d);
    left unparsed rather than read as "target opponent". The same event with "ein Gegner" reads
    as the English Oracle line."""
    printed = "Immer wenn ein Gegner Deiner Wahl einen grünen Zauberspruch erfolgreich spricht, ziehe eine Karte."
    (ability,) = parse(printed, "de", lenient=True).abilities
    assert isinstance(ability, A.Unparsed)
    plain = "Immer wenn ein Gegner einen grünen Zauberspruch wirkt, ziehe eine Karte."
    oracle = "Whenever an opponent casts a green spell, draw a card."
    assert _ast(plain, "de") == _ast(oracle, "en")


@pytest.mark.parametrize(
    ("en", "de"),
    [
        # Mesa Pegasus (4th Edition): a keyword spelled out, then a keyword's name
        ("Flying\nBanding", "Kann fliegen, Bündnisfähigkeit"),
        # Sea Sprite (Homelands): and a protection
        ("Flying\nProtection from red", "Kann fliegen, Schutz vor rot"),
        # Lord of the Pit (4th Edition): "und verursacht Trampelschaden"
        ("Flying\nTrample", "Kann fliegen und verursacht Trampelschaden"),
    ],
)
def test_keyword_line_beginning_with_a_spelled_out_keyword(en: str, de: str) -> None:
    """Each keyword of the line is an ability of its own, in the order printed (CR 702.1)."""
    assert _ast(de, "de") == _ast(en, "en")


def test_protection_gegen_is_protection_from() -> None:
    """1994-1997 "Schutz gegen Schwarz" (White Knight, 4th Edition) is "Schutz vor Schwarz",
    protection from black (CR 702.16a)."""
    assert _ast("Schutz gegen Schwarz, Erstschlag", "de") == _ast(
        "Protection from black, first strike", "en"
    )


@pytest.mark.parametrize(
    ("en", "de"),
    [
        # Sunscape Familiar, Stormscape Familiar (PLS 2001): two colors joined by "und" before
        # a plural noun, and a spell's cost changed without "beim Spielen" (CR 601.2f)
        (
            "Green spells and blue spells you cast cost {1} less to cast.",
            "Grüne und blaue Zaubersprüche, die Du spielst, kosten {1} weniger.",
        ),
        (
            "White spells and black spells you cast cost {1} less to cast.",
            "Weiße und schwarze Zaubersprüche, die Du spielst, kosten {1} weniger.",
        ),
        # Alabaster Leech (INV): one color
        (
            "White spells you cast cost {W} more to cast.",
            "Weiße Zaubersprüche, die Du spielst, kosten {W} mehr.",
        ),
    ],
)
def test_plural_colors_joined_by_und_are_either_color(en: str, de: str) -> None:
    """ "Grüne und blaue Zaubersprüche" (plural) are the spells of either color, as every such
    development line's Oracle text says ("Green spells and blue spells"); a singular object of
    two colors joined by "und" may be of both or of either (CR 105.2) and stays unparsed."""
    assert _ast(de, "de") == _ast(en, "en")


def test_singular_colors_joined_by_und_stay_unparsed() -> None:
    with pytest.raises(ParseError, match="two colors joined by 'and'"):
        parse("Zerstöre eine weiße und schwarze Kreatur deiner Wahl.", "de")
