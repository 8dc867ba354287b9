"""Sentences the grammar once refused as unsure (rulesparser.transform.util.Unsure) split into
the sub-shapes whose reading is certain, read as the card's English Oracle line reads (the same
AST in English, French and German), and those that stay refused (left unparsed: a reading could
be wrong). Real card lines, each named."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse

#: (card, English Oracle line, language, printed line): the same abilities
SAME = [
    # German compounds whose last part is said once for all alternatives ("Wald- oder
    # Ebenenkarte": a subtype with a hyphen, then a compound noun; list commas before the last
    # "oder"; "Planeswalkerkarte")
    (
        "Safewright Quest",
        "Search your library for a Forest or Plains card, reveal it, put it into your hand, "
        "then shuffle.",
        "de",
        "Durchsuche deine Bibliothek nach einer Wald- oder Ebenenkarte, zeige diese Karte offen "
        "vor und nimm sie auf deine Hand. Mische danach deine Bibliothek.",
    ),
    (
        "Sram, Senior Edificer",
        "Whenever you cast an Aura, Equipment, or Vehicle spell, draw a card.",
        "de",
        "Immer wenn du einen Aura-, Ausrüstungs- oder Fahrzeug-Zauberspruch wirkst, ziehe eine "
        "Karte.",
    ),
    (
        "Nahiri, Heir of the Ancients",
        "[−2]: Look at the top six cards of your library. You may reveal a Warrior or Equipment "
        "card from among them and put it into your hand. Put the rest on the bottom of your "
        "library in a random order.",
        "de",
        "−2: Schaue dir die obersten sechs Karten deiner Bibliothek an. Du kannst davon eine "
        "Krieger- oder Ausrüstungskarte offen vorzeigen und auf deine Hand nehmen. Lege den Rest "
        "in zufälliger Reihenfolge unter deine Bibliothek.",
    ),
    (
        "Vessel of Nascency",
        "{1}{G}, Sacrifice ~: Reveal the top four cards of your library. You may put an "
        "artifact, creature, enchantment, land, or planeswalker card from among them into your "
        "hand. Put the rest into your graveyard.",
        "de",
        "{1}{G}, opfere das ~: Decke die obersten vier Karten deiner Bibliothek auf. Du kannst "
        "davon eine Artefakt-, Kreaturen-, Verzauberungs-, Länder- oder Planeswalkerkarte auf "
        "deine Hand nehmen. Lege den Rest auf deinen Friedhof.",
    ),
    (
        "Oath of Nissa",
        "When ~ enters the battlefield, look at the top three cards of your library. You may "
        "reveal a creature, land, or planeswalker card from among them and put it into your "
        "hand. Put the rest on the bottom of your library in any order.",
        "de",
        "Wenn ~ ins Spiel kommt, schaue dir die obersten drei Karten deiner Bibliothek an. Du "
        "kannst davon eine Kreaturen-, Länder- oder Planeswalkerkarte offen vorzeigen und sie "
        "auf deine Hand nehmen. Lege den Rest in beliebiger Reihenfolge unter deine Bibliothek.",
    ),
    # a subtype with a hyphen whose noun follows the last alternative, as before
    (
        "Silver-Fur Master",
        "Other Ninja and Rogue creatures you control get +1/+1.",
        "de",
        "Andere Ninja- und Räuber-Kreaturen, die du kontrollierst, erhalten +1/+1.",
    ),
    # a land subtype or its card type with one more word: every Gate is a land (CR 205.3i),
    # so "a basic land card or Gate card" is a basic or Gate land card
    (
        "Open the Gates",
        "Search your library for a basic land card or Gate card, reveal it, put it into your "
        "hand, then shuffle.",
        "fr",
        "Cherchez dans votre bibliothèque une carte de terrain de base ou une carte de porte, "
        "révélez-la, mettez-la dans votre main et mélangez ensuite votre bibliothèque.",
    ),
    # (District Guide and Gatecreeper Vine, Forge 2020 Oracle: the article said again)
    (
        "Gatecreeper Vine",
        "When ~ enters the battlefield, you may search your library for a basic land card or "
        "Gate card, reveal it, put it into your hand, then shuffle.",
        "en",
        "When ~ enters the battlefield, you may search your library for a basic land card or a "
        "Gate card, reveal it, put it into your hand, then shuffle.",
    ),
    # German "aus seiner Hand" after the discarding player: a player discards from their own
    # hand only (CR 701.9a)
    (
        "Mind Shatter",
        "Target player discards X cards at random.",
        "de",
        "Ein Spieler deiner Wahl wirft X zufällig bestimmte Karten aus seiner Hand ab.",
    ),
    (
        "Burning Inquiry",
        "Each player draws three cards, then discards three cards at random.",
        "de",
        "Jeder Spieler zieht drei Karten und wirft dann drei zufällig bestimmte Karten aus "
        "seiner Hand ab.",
    ),
    (
        "Stupor",
        "Target opponent discards a card at random, then discards a card.",
        "de",
        "Ein Gegner deiner Wahl wirft eine zufällig bestimmte Karte aus seiner Hand ab und wirft "
        "dann eine Karte aus seiner Hand ab.",
    ),
    # a creature card put onto the battlefield "tapped and attacking" (CR 508.4)
    (
        "Yore-Tiller Nephilim",
        "Whenever ~ attacks, return target creature card from your graveyard to the battlefield "
        "tapped and attacking.",
        "de",
        "Immer wenn der ~ angreift, bringe eine Kreaturenkarte deiner Wahl aus deinem Friedhof "
        "getappt und angreifend ins Spiel zurück.",
    ),
    (
        "Preeminent Captain",
        "Whenever ~ attacks, you may put a Soldier creature card from your hand onto the "
        "battlefield tapped and attacking.",
        "de",
        "Immer wenn der ~ angreift, kannst du eine Soldat-Kreaturenkarte aus deiner Hand getappt "
        "und angreifend ins Spiel bringen.",
    ),
    # the old "deals no combat damage this turn" of one target creature or of creatures:
    # Oracle's prevention of that combat damage (CR 615.1a; only creatures deal combat
    # damage, CR 510.1)
    (
        "Fend Off",
        "Prevent all combat damage that would be dealt by target creature this turn.",
        "de",
        "Eine Kreatur Deiner Wahl fügt in diesem Zug keinen Kampfschaden zu.",
    ),
    (
        "Songstitcher",
        "{1}{W}: Prevent all combat damage that would be dealt this turn by target attacking "
        "creature with flying.",
        "de",
        "{1}{W}: Eine angreifende fliegende Kreatur Deiner Wahl fügt in diesem Zug keinen "
        "Kampfschaden zu.",
    ),
    (
        "Respite",
        "Prevent all combat damage that would be dealt this turn. You gain 1 life for each "
        "attacking creature.",
        "de",
        "Kreaturen fügen in diesem Zug keinen Kampfschaden zu. Du erhältst 1 Lebenspunkt für "
        "jede angreifende Kreatur dazu.",
    ),
    # German 1994-2003 ", wenn der verteidigende Spieler ... kontrolliert" after a static
    # restriction: its condition (no state trigger is about the defending player, CR 506.2)
    (
        "Sea Monster",
        "~ can't attack unless defending player controls an Island.",
        "de",
        "Das ~ kann nicht angreifen, wenn der verteidigende Spieler keine Insel kontrolliert.",
    ),
    (
        "Orgg",
        "~ can't attack if defending player controls an untapped creature with power 3 or greater.",
        "de",
        "Der ~ kann nicht angreifen, wenn der verteidigende Spieler eine ungetappte Kreatur mit "
        "Stärke 3 oder größer kontrolliert.",
    ),
    (
        "Bouncing Beebles",
        "~ can't be blocked as long as defending player controls an artifact.",
        "de",
        "Die ~ sind unblockbar, wenn der verteidigende Spieler ein Artefakt kontrolliert.",
    ),
    # a status said of some object of a kind: one such object exists (CR 506.4)
    (
        "Nemesis Trap",
        "If a white creature is attacking, you may pay {B}{B} rather than pay this spell's mana "
        "cost.",
        "de",
        "Falls eine weiße Kreatur angreift, kannst du {B}{B} bezahlen, anstatt die Manakosten der "
        "~ zu bezahlen.",
    ),
    (
        "Slingbow Trap",
        "If a black creature with flying is attacking, you may pay {G} rather than pay this "
        "spell's mana cost.",
        "fr",
        "Si une créature noire avec le vol attaque, vous pouvez payer {G} à la place du coût de "
        "mana du ~.",
    ),
    # a German trailing "falls" on the effect's target: chosen after an intervening "if" would
    # be checked (CR 603.3d, 603.4), so checked as the effect is done
    (
        "Deathbringer Liege",
        "Whenever you cast a black spell, you may destroy target creature if it's tapped.",
        "de",
        "Immer wenn du einen schwarzen Zauberspruch spielst, kannst du eine Kreatur deiner Wahl "
        "zerstören, falls sie getappt ist.",
    ),
]


def test_put_onto_the_battlefield_tapped_and_attacking() -> None:
    """Yore-Tiller Nephilim (Oracle): the target card enters tapped and attacking (CR 508.4)."""
    from rulesparser import ast as A

    (ability,) = parse(
        "Whenever ~ attacks, return target creature card from your graveyard to the battlefield "
        "tapped and attacking."
    ).abilities
    assert ability.effect == A.PutOntoBattlefield(
        object=A.ObjectRef(kind="target", filter=("creature", "card", "in_your_graveyard")),
        tapped=True,
        attacking=True,
    )


@pytest.mark.parametrize(("card", "oracle", "lang", "printed"), SAME)
def test_printed_line_reads_as_oracle(card: str, oracle: str, lang: str, printed: str) -> None:
    assert _ast(printed, lang) == _ast(oracle, "en"), card


#: (card, language, line): still refused, a reading could be wrong
STILL_UNSURE = [
    # Acclaimed Contender: "legendäre" may be said of the artifact card only (Oracle "a Knight,
    # Aura, Equipment, or legendary artifact card") or of every alternative
    (
        "Acclaimed Contender",
        "de",
        "Du kannst davon eine Ritter-, Aura-, Ausrüstungs- oder legendäre Artefaktkarte offen "
        "vorzeigen und auf deine Hand nehmen.",
    ),
    (
        "Acclaimed Contender",
        "en",
        "You may reveal a Knight, Aura, Equipment, or legendary artifact card from among them "
        "and put it into your hand.",
    ),
    # "nonblack" may be said of the creature only (Oracle reading) or of both kinds
    ("Stream of Acid", "en", "Destroy target land or nonblack creature."),
    # Thunderkin Awakener: "that card" put onto the battlefield attacking is not known to be a
    # creature card here (only a creature attacks, CR 506.3): the line alone stays unread
    ("Thunderkin Awakener", "en", "Return that card to the battlefield tapped and attacking."),
    # Broken Wings: "with flying" after card types may qualify the creature only (German "ein
    # Artefakt, eine Verzauberung oder eine fliegende Kreatur"): not read as of all three
    ("Broken Wings", "en", "Destroy target artifact, enchantment, or creature with flying."),
    (
        "Broken Wings",
        "fr",
        "Détruisez un artefact ciblé, un enchantement ciblé ou une créature avec le vol ciblée.",
    ),
    # Nantuko Mentor: in the effect that names the target, "cette créature" may be the
    # creature that has the ability (Oracle "where X is that creature's power")
    (
        "Nantuko Mentor",
        "fr",
        "{2}{G}, {T}: La créature ciblée gagne +X/+X jusqu'à la fin du tour, où X est égal à la "
        "force de cette créature.",
    ),
    # a German trailing "falls" on what you control: Oracle prints it as the intervening "if"
    # (Scute Mob, "At the beginning of your upkeep, if you control five or more lands, ...") or
    # as a condition of the effect (Gutwrencher Oni, "discard a card if you don't control an
    # Ogre"): the word order does not tell (CR 603.4)
    (
        "Scute Mob",
        "de",
        "Lege zu Beginn deines Versorgungssegments vier +1/+1-Marken auf die ~, falls du fünf "
        "oder mehr Länder kontrollierst.",
    ),
    (
        "Gutwrencher Oni",
        "de",
        "Wirf zu Beginn deines Versorgungssegments eine Karte aus deiner Hand ab, falls du "
        "keinen Oger kontrollierst.",
    ),
    # a line read whole and refused is not cut into sentences read apart (the run-on splitter
    # after an Unsure): Enduring Renewal's "If it's a creature card, put it into your
    # graveyard" read alone would be a spell ability whose "it" is this card
    (
        "Enduring Renewal",
        "en",
        "If you would draw a card, reveal the top card of your library instead. If it's a "
        "creature card, put it into your graveyard. Otherwise, draw a card.",
    ),
    (
        "Enduring Renewal",
        "fr",
        "Si vous deviez piocher une carte, révélez la carte du dessus de votre bibliothèque à la "
        "place. Si c'est une carte de créature, mettez-la dans votre cimetière. Sinon, piochez "
        "une carte.",
    ),
    # "außer Ländern und Spielsteinen" (Ob Nixilis Reignited, "except for lands and tokens"):
    # "Spielsteinen" is no card type, so not "non<type>"; not read as an object joined by "und"
    (
        "Ob Nixilis Reignited",
        "de",
        "-5: Zerstöre alle anderen bleibenden Karten außer Ländern und Spielsteinen.",
    ),
    # Might Makes Right: "you control each creature on the battlefield with the greatest
    # power" is the greatest among every creature, each of them yours; "you control" in the
    # filter would make it the greatest among your own creatures (always true)
    (
        "Might Makes Right",
        "en",
        "At the beginning of combat on your turn, if you control each creature on the "
        "battlefield with the greatest power, gain control of target creature an opponent "
        "controls until end of turn. Untap that creature. It gains haste until end of turn.",
    ),
    # German "Wurm" is the subtype Worm (Creakwood Liege, Worm Harvest: 1/1 black and green
    # Worm tokens) and Wurm (Scale Up, Wurmcoil Engine): nothing in the words tells them apart
    # (scripts/build_word_lists.py reads a form two subtypes share as neither)
    (
        "Creakwood Liege",
        "de",
        "Zu Beginn deines Versorgungssegments kannst du einen 1/1 schwarzen und grünen "
        "Wurm-Kreaturenspielstein ins Spiel bringen.",
    ),
    (
        "Worm Harvest",
        "de",
        "Bringe für jede Länderkarte in deinem Friedhof einen 1/1 schwarzen und grünen "
        "Wurm-Kreaturenspielstein ins Spiel.",
    ),
    (
        "Scale Up",
        "de",
        "Bis zum Ende des Zuges wird eine Kreatur deiner Wahl, die du kontrollierst, zu einem "
        "grünen Wurm mit Basis-Stärke und -Widerstandskraft 6/4.",
    ),
]


@pytest.mark.parametrize(("card", "lang", "line"), STILL_UNSURE)
def test_unsure_line_stays_unparsed(card: str, lang: str, line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, lang)


def test_refused_line_cut_between_entering_replacements() -> None:
    """Canker Abomination: the line read whole is refused (a replacement inside a one-shot
    ability); cut, it is the two replacement effects of CR 614.12 as the card enters."""
    from rulesparser.ast import ReplacementEffect

    card = parse(
        "As Canker Abomination enters the battlefield, choose an opponent. Canker Abomination "
        "enters the battlefield with a -1/-1 counter on it for each creature that player "
        "controls.",
        "en",
        card_name="Canker Abomination",
    )
    first, second = card.abilities
    assert isinstance(first, ReplacementEffect) and first.mode == "as"
    assert isinstance(second, ReplacementEffect) and second.mode == "with"


def test_refused_line_cut_only_before_a_keyword() -> None:
    """Eternal Dominion (German, its keyword printed on the line of the spell's text): the
    line read whole is refused, and the only cut of it that is read is before the keyword,
    which continues nothing before it: the spell's three sentences stay one ability."""
    from rulesparser.ast import Keyword, SpellAbility

    card = parse(
        "Durchsuche die Bibliothek eines Gegners deiner Wahl nach einem Artefakt, einer Kreatur, "
        "einer Verzauberung oder einem Land. Bringe diese Karte unter deiner Kontrolle ins "
        "Spiel. Dieser Spieler mischt dann seine Bibliothek. Episch (Für den Rest des Spiels "
        "kannst du keine Zaubersprüche spielen. Kopiere zu Beginn jedes deiner "
        "Versorgungssegmente diesen Zauberspruch außer seiner epischen Fähigkeit. Du kannst neue "
        "Ziele für die Kopie bestimmen.)",
        "de",
    )
    spell, keyword = card.abilities
    assert isinstance(spell, SpellAbility) and isinstance(keyword, Keyword)
    assert keyword.name == "epic"
    english = parse(
        "Search target opponent's library for an artifact, creature, enchantment, or land card. "
        "Put that card onto the battlefield under your control. Then that player shuffles.",
        "en",
    )
    assert _ast_of(spell) == _ast_of(english.abilities[0])


def _ast_of(node: object) -> object:
    from rulesparser.ast import strip_meta

    return strip_meta(node.to_json())  # type: ignore[attr-defined]
