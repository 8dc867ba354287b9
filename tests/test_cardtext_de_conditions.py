"""German conditions, triggers and durations of the compositional card-text grammar
(grammar/de/clauses/sentences.lark, clauses/triggers*.lark, phrases/conditions.lark,
phrases/durations.lark, phrases/players.lark): real printed German lines (MTGJSON foreignData of
the development sets, card named in a comment) give the same AST as the English Oracle line of
the same card; a German line that could mean two things stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse

#: (English Oracle line, German printed line) of the same card
SAME = [
    # "Falls auf diese Weise ein Saproling geopfert wurde" (CR 608.2c: one of the objects the
    # ability sacrificed or destroyed is of that kind): Thallid Omnivore (DOM), Smashing
    # Success (KHM)
    (
        "{1}, Sacrifice another creature: ~ gets +2/+2 until end of turn. If a Saproling was "
        "sacrificed this way, you gain 2 life.",
        "{1}, opfere eine andere Kreatur: Der ~ erhält +2/+2 bis zum Ende des Zuges. Falls auf "
        "diese Weise ein Saproling geopfert wurde, erhältst du 2 Lebenspunkte dazu.",
    ),
    (
        "Destroy target artifact or land. If an artifact is destroyed this way, create a "
        "Treasure token.",
        "Zerstöre ein Artefakt oder ein Land deiner Wahl. Falls auf diese Weise ein Artefakt "
        "zerstört wird, erzeuge einen Schatz-Spielstein.",
    ),
    # a trailing "falls" after a one-shot effect outside a triggered ability: checked as the
    # effect is done (CR 608.2c): Idle Thoughts, Compelling Deterrence, Roadside Reliquary
    (
        "{2}: Draw a card if you have no cards in hand.",
        "{2}: Ziehe eine Karte, falls du keine Karte auf der Hand hast.",
    ),
    (
        "{2}, {T}, Sacrifice ~: Draw a card if you control an artifact. Draw a card if you "
        "control an enchantment.",
        "{2}, {T}, opfere den ~: Ziehe eine Karte, falls du ein Artefakt kontrollierst. Ziehe "
        "eine Karte, falls du eine Verzauberung kontrollierst.",
    ),
    (
        "Return target nonland permanent to its owner's hand. Then that player discards a card "
        "if you control a Zombie.",
        "Bringe eine bleibende Karte deiner Wahl, die kein Land ist, auf die Hand ihres "
        "Besitzers zurück. Dieser Spieler wirft dann eine Karte ab, falls du einen Zombie "
        "kontrollierst.",
    ),
    # a trailing "falls [it was kicked]" after a trigger: whether the spell was kicked does not
    # change before the ability resolves, and Oracle prints the intervening "if" (CR 603.4,
    # 702.33d): Citanul Woodreaders, Kor Sanctifiers, Goblin Bushwhacker
    (
        "When ~ enters the battlefield, if it was kicked, draw two cards.",
        "Wenn der ~ ins Spiel kommt, ziehe zwei Karten, falls die Bonuskosten bezahlt wurden.",
    ),
    (
        "When ~ enters the battlefield, if it was kicked, destroy target artifact or enchantment.",
        "Wenn der ~ ins Spiel kommt, zerstöre ein Artefakt oder eine Verzauberung deiner Wahl, "
        "falls du seine Bonuskosten bezahlt hast.",
    ),
    (
        "When ~ enters the battlefield, if it was kicked, creatures you control get +1/+0 and "
        "gain haste until end of turn.",
        "Wenn der ~ ins Spiel kommt, erhalten Kreaturen, die du kontrollierst, bis zum Ende des "
        "Zuges +1/+0 und Eile, falls du seine Bonuskosten bezahlt hast.",
    ),
    # the 1994-1998 "Zielkreatur" (target creature, CR 115.1): Howl from Beyond, Grandmother
    # Sengir, Aliban's Tower, Word of Binding, D'Avenant Archer
    (
        "Target creature gets +X/+0 until end of turn.",
        "Die Zielkreatur erhält +X/+0 bis zum Ende des Zuges.",
    ),
    (
        "{1}{B}, {T}: Target creature gets -1/-1 until end of turn.",
        "{1}{B}, {T}: Die Zielkreatur erhält -1/-1 bis zum Ende des Zuges.",
    ),
    (
        "Target blocking creature gets +3/+1 until end of turn.",
        "Die blockende Zielkreatur erhält +3/+1 bis zum Ende des Zuges.",
    ),
    ("Tap X target creatures.", "Tappe X Zielkreaturen."),
    (
        "{T}: ~ deals 1 damage to target attacking or blocking creature.",
        "{T}: Der ~ fügt einer angreifenden oder blockenden Zielkreatur 1 Schadenspunkt zu.",
    ),
    # soulbond's pair (CR 702.95): Lightning Mauler, Geist Trappers
    (
        "As long as ~ is paired with another creature, both creatures have haste.",
        "Solange der ~ an eine andere Kreatur gebunden ist, haben beide Kreaturen Eile.",
    ),
    (
        "As long as ~ is paired with another creature, both creatures have reach.",
        "Solange die ~ an eine andere Kreatur gebunden sind, haben beide Kreaturen Reichweite.",
    ),
    # "alle Spieler" (each player) and the 1994-2003 "Alle Spieler können diese Fähigkeit
    # spielen" (any player may activate this ability, CR 602.2): Orzhov Guildmage, Soulcage
    # Fiend, Flailing Ogre, Feral Hydra
    ("{2}{B}: Each player loses 1 life.", "{2}{B}: Alle Spieler verlieren 1 Lebenspunkt."),
    (
        "When ~ dies, each player loses 3 life.",
        "Wenn der ~ stirbt, verlieren alle Spieler 3 Lebenspunkte.",
    ),
    (
        "{1}: ~ gets +1/+1 until end of turn. Any player may activate this ability.",
        "{1}: Der ~ erhält +1/+1 bis zum Ende des Zuges. Alle Spieler können diese Fähigkeit "
        "spielen.",
    ),
    (
        "{3}: Put a +1/+1 counter on ~. Any player may activate this ability.",
        "{3}: Lege eine +1/+1-Marke auf die ~. Jeder Spieler kann diese Fähigkeit spielen.",
    ),
    # ", wobei X ..." without "gleich" (before 2010), with "entspricht", and "deinem
    # Lebenspunktestand" (CR 107.3, 119.1): Bloodshot Cyclops, Feral Animist, Eternity Vessel
    (
        "{T}, Sacrifice a creature: ~ deals damage equal to the sacrificed creature's power to "
        "any target.",
        "{T}, opfere eine Kreatur: Der ~ fügt einer Kreatur oder einem Spieler Deiner Wahl X "
        "Schadenspunkte zu, wobei X die Stärke der geopferten Kreatur ist.",
    ),
    (
        "{3}: ~ gets +X/+0 until end of turn, where X is its power.",
        "{3}: Der ~ erhält +X/+0 bis zum Ende des Zuges, wobei X seiner Stärke entspricht.",
    ),
    (
        "~ enters the battlefield with X charge counters on it, where X is your life total.",
        "Die ~ kommt mit X Ladungsmarken ins Spiel, wobei X gleich deinem Lebenspunktestand ist.",
    ),
    # tribute's intervening "if" (CR 702.104b): Snake of the Golden Grove, Nessian Demolok
    # addendum (CR 505.1: either main phase of your turn)
    (  # Arrester's Admonition (RNA)
        "Addendum — If you cast this spell during your main phase, draw a card.",
        "Addendum — Falls du diesen Zauberspruch in deiner Hauptphase gewirkt hast, ziehe eine "
        "Karte.",
    ),
    (  # Sphinx's Insight (RNA)
        "Addendum — If you cast this spell during your main phase, you gain 2 life.",
        "Addendum — Falls du diesen Zauberspruch in deiner Hauptphase gewirkt hast, erhältst du "
        "2 Lebenspunkte dazu.",
    ),
    (
        "When ~ enters the battlefield, if tribute wasn't paid, you gain 4 life.",
        "Wenn die ~ ins Spiel kommt und falls kein Tribut gezahlt wurde, erhältst du 4 "
        "Lebenspunkte dazu.",
    ),
    (
        "When ~ enters the battlefield, if tribute wasn't paid, destroy target noncreature "
        "permanent.",
        "Wenn der ~ ins Spiel kommt und falls kein Tribut gezahlt wurde, zerstöre eine bleibende "
        "Karte deiner Wahl, die keine Kreatur ist.",
    ),
    # an ability word MTGJSON gives without its dash (CR 207.2c): Might of Alara, Manaforce Mace
    (
        "Domain — Target creature gets +1/+1 until end of turn for each basic land type among "
        "lands you control.",
        "Domäne Eine Kreatur deiner Wahl erhält bis zum Ende des Zuges +1/+1 für jeden "
        "Standardlandtyp unter den Ländern, die du kontrollierst.",
    ),
    (
        "Domain — Equipped creature gets +1/+1 for each basic land type among lands you control.",
        "Domäne Die ausgerüstete Kreatur erhält +1/+1 für jeden Standardlandtyp unter den "
        "Ländern, die du kontrollierst.",
    ),
    # the 1994-1998 verb without its subject at the start of a creature's ability: the card
    # itself: Sawback Manticore, Igneous Golem, Clockwork Swarm, Polar Kraken
    ("{4}: ~ gains flying until end of turn.", "{4}: Fliegend bis zum Ende des Zuges."),
    (
        "{2}: ~ gains trample until end of turn.",
        "{2}: Verursacht Trampelschaden bis zum Ende des Zuges.",
    ),
    ("~ can't be blocked by Walls.", "Kann nicht von Mauern geblockt werden."),
    ("~ enters the battlefield tapped.", "Kommt getappt ins Spiel."),
    # "ausgerüstet" / "verzaubert" of this object (CR 301.5, 303.4): Kor Duelist, Gate Hound
    (
        "As long as ~ is equipped, it has double strike.",
        "Solange der ~ ausgerüstet ist, hat er Doppelschlag.",
    ),
    (
        "Creatures you control have vigilance as long as ~ is enchanted.",
        "Kreaturen, die du kontrollierst, haben Wachsamkeit, solange der ~ verzaubert ist.",
    ),
    # the relative clause after the event's verb (CR 603.2): Dictate of Erebos, Beastmaster
    # Ascension
    (
        "Whenever a creature you control dies, each opponent sacrifices a creature.",
        "Immer wenn eine Kreatur stirbt, die du kontrollierst, opfert jeder Gegner eine Kreatur.",
    ),
    (
        "Whenever a creature you control attacks, you may put a quest counter on ~.",
        "Immer wenn eine Kreatur angreift, die du kontrollierst, kannst du eine Quest-Marke auf "
        "den ~ legen.",
    ),
    # "von irgendwoher" (from anywhere, CR 400.3): Vulturous Zombie, Quest for Ancient Secrets
    (
        "Whenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 counter "
        "on ~.",
        "Immer wenn eine Karte von irgendwoher auf den Friedhof eines Gegners gelegt wird, lege "
        "eine +1/+1-Marke auf den ~.",
    ),
    (
        "Whenever a card is put into your graveyard from anywhere, you may put a quest counter "
        "on ~.",
        "Immer wenn eine Karte von irgendwoher auf deinen Friedhof gelegt wird, kannst du eine "
        "Quest-Marke auf die ~ legen.",
    ),
    # "solange der ~ getappt bleibt" (for as long as ~ remains tapped, CR 611.2b): Endoskeleton,
    # Rust Tick
    (
        "{2}, {T}: Target creature gets +0/+3 for as long as ~ remains tapped.",
        "2, {T}: Eine Kreatur Deiner Wahl erhält +0/+3, solange das ~ getappt bleibt.",
    ),
    (
        "{1}, {T}: Tap target artifact. It doesn't untap during its controller's untap step for "
        "as long as ~ remains tapped.",
        "{1}, {T}: Tappe ein Artefakt deiner Wahl. Es enttappt nicht während des "
        "Enttappsegments seines Beherrschers, solange die ~ getappt bleibt.",
    ),
    # devotion (CR 700.5): Aspect of Hydra, Sanguimancy, Skyreaping
    (
        "Target creature gets +X/+X until end of turn, where X is your devotion to green.",
        "Eine Kreatur deiner Wahl erhält +X/+X bis zum Ende des Zuges, wobei X gleich deiner "
        "Hingabe zu Grün ist.",
    ),
    (
        "You draw X cards and you lose X life, where X is your devotion to black.",
        "Du ziehst X Karten und verlierst X Lebenspunkte, wobei X gleich deiner Hingabe zu "
        "Schwarz ist.",
    ),
    (
        "~ deals damage to each creature with flying equal to your devotion to green.",
        "Die ~ fügt jeder fliegenden Kreatur so viele Schadenspunkte zu, wie deine Hingabe zu "
        "Grün beträgt.",
    ),
    # day and night (CR 725.1a): Firmament Sage, Brimstone Vandal
    (
        "Whenever day becomes night or night becomes day, draw a card.",
        "Immer wenn der Tag zur Nacht oder die Nacht zum Tag wird, ziehe eine Karte.",
    ),
    (
        "Whenever day becomes night or night becomes day, ~ deals 1 damage to each opponent.",
        "Immer wenn der Tag zur Nacht oder die Nacht zum Tag wird, fügt der ~ jedem Gegner 1 "
        "Schadenspunkt zu.",
    ),
    # "solange du ~ kontrollierst" after a one-shot effect: the duration "for as long as you
    # control ~" (CR 611.2b): Quicksmith Spy, Time of Ice
    (
        'When ~ enters the battlefield, target artifact you control gains "{T}: Draw a card" '
        "for as long as you control ~.",
        "Wenn die ~ ins Spiel kommt, erhält ein Artefakt deiner Wahl, das du kontrollierst, "
        "„{T}: Ziehe eine Karte“, solange du die ~ kontrollierst.",
    ),
    (
        "I, II — Tap target creature an opponent controls. It doesn't untap during its "
        "controller's untap step for as long as you control ~.",
        "I, II — Tappe eine Kreatur deiner Wahl, die ein Gegner kontrolliert. Sie enttappt nicht "
        "während des Enttappsegments ihres Beherrschers, solange du das ~ kontrollierst.",
    ),
    # coven: "drei oder mehr Kreaturen mit unterschiedlicher Stärke" (CR 208.1: how many
    # different powers): Candlegrove Witch (MID)
    (
        "Coven — At the beginning of combat on your turn, if you control three or more "
        "creatures with different powers, ~ gains flying until end of turn.",
        "Hexenzirkel — Zu Beginn des Kampfes in deinem Zug und falls du drei oder mehr Kreaturen "
        "mit unterschiedlicher Stärke kontrollierst, erhält die ~ Flugfähigkeit bis zum Ende "
        "des Zuges.",
    ),
    (  # Candlelit Cavalry (MID): "verursacht die ~ Trampelschaden" (trample's old name after
        # its verb, the subject after it)
        "Coven — At the beginning of combat on your turn, if you control three or more "
        "creatures with different powers, ~ gains trample until end of turn.",
        "Hexenzirkel — Zu Beginn des Kampfes in deinem Zug und falls du drei oder mehr Kreaturen "
        "mit unterschiedlicher Stärke kontrollierst, verursacht die ~ Trampelschaden bis zum "
        "Ende des Zuges.",
    ),
]

#: (English Oracle keyword line, German printed keyword line) of the same card: the printings
#: of 1995-1998 with a colon or hyphen after the keyword and the mana in bare letters (CR
#: 702.24a): Mystic Might, Reality Twist, Maddening Wind, Revered Unicorn, Glacial Chasm,
#: Inner Sanctum, Polar Kraken
KEYWORD_LINES = [
    ("Cumulative upkeep {1}{U}", "Kumulative Versorgung: 1U"),
    ("Cumulative upkeep {1}{U}{U}", "Kumulative Versorgung: 1UU"),
    ("Cumulative upkeep {G}", "Kumulative Versorgung: G"),
    ("Cumulative upkeep {1}", "Kumulative Versorgung -1"),
    ("Cumulative upkeep—Pay 2 life.", "Kumulative Versorgung: 2 Lebenspunkte"),
    ("Cumulative upkeep—Pay 2 life.", "Kumulative Versorgung -2 Lebenspunkte"),
    ("Cumulative upkeep—Sacrifice a land.", "Kumulative Versorgung: Opfere ein Land."),
]


#: "Dann" opening a sentence after one with no leading condition: the next instruction (Hunt
#: the Weak, KLD)
THEN_SENTENCES = [
    (
        "Put a +1/+1 counter on target creature you control. Then that creature fights target "
        "creature you don't control.",
        "Lege eine +1/+1-Marke auf eine Kreatur deiner Wahl, die du kontrollierst. Dann kämpft "
        "die Kreatur gegen eine Kreatur deiner Wahl, die du nicht kontrollierst.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME + KEYWORD_LINES + THEN_SENTENCES)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        # a trailing "falls" after the effect of a triggered ability: checked on resolution, or
        # the intervening "if" (CR 603.4)? (Nantuko Shaman, Oracle "When ~ enters the
        # battlefield, if you control no tapped lands, draw a card.")
        "Wenn der ~ ins Spiel kommt, ziehe eine Karte, falls du keine getappten Länder "
        "kontrollierst.",
        # the same with the step said inside the effect (Painwracker Oni, whose Oracle happens
        # to say "At the beginning of your upkeep, sacrifice a creature if you don't control an
        # Ogre": the German wording does not tell which)
        "Opfere zu Beginn deines Versorgungssegments eine Kreatur, falls du keinen Oger "
        "kontrollierst.",
        # a verb without its subject after a sentence with a subject: that subject's, not the
        # card's, so no ability of its own
        "Die verzauberte Kreatur erhält +1/+1. Hat Erstschlag.",
        # ... nor in a triggered ability or a spell
        "Wenn der ~ ins Spiel kommt, erhält +1/+1 bis zum Ende des Zuges.",
        "Erhält +2/+2 bis zum Ende des Zuges.",
        # a keyword action is something a player does, no ability a creature gets (Contagion
        # Clasp's "{4}, {T}: Führe Wucherung durch." is proliferate: test_cardtext_de_actions)
        "Der ~ erhält Flugfähigkeit und lerne eine Lektion.",
        # the definite article before a noun that does not say the target: no object it reads
        "Die blockende Kreatur erhält +3/+1 bis zum Ende des Zuges.",
        # "Dann" opening a sentence after one with a leading condition: German prints make a
        # sentence of the English ", then" the condition covers (Evolved Sleeper, DMU: Oracle
        # "If ~ is a Phyrexian, put a +1/+1 counter on it, then you draw a card and you lose 1
        # life") as of the English ". Then" it doesn't (Tail Swipe): not guessed
        "{1}{B}{B}: Falls der ~ ein Phyrexianer ist, lege eine +1/+1-Marke auf ihn. Dann ziehst "
        "du eine Karte und verlierst 1 Lebenspunkt.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")


def test_a_verb_without_its_subject_says_how_it_was_read() -> None:
    """The card itself as the unsaid subject is a reading of the 1994-1998 wording: the
    ability carries an ``implicit-subject`` finding (Knight of Stromgald)."""
    (ability,) = parse("{B}: Erstschlag bis zum Ende des Zuges.", "de").abilities
    assert [f.code for f in ability.findings] == ["implicit-subject"]
