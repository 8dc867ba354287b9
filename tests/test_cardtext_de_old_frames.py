"""German printed lines of 1995-2000 (4th Edition to Nemesis) in the compositional grammar: the
old words and frames of recurring sentences ("irgendeiner Deiner Gegner", "mit Stärke 2 oder
kleiner", "solange sie nicht getappt ist", "eine Kreatur Deiner Wahl, die den ~ blockt",
"Wähle ... aus Deiner Hand und bringe diese Kreatur ins Spiel", "während der Versorgungsphase
eines Spielers", "kann im Kampf nicht von nur einer Kreatur geblockt werden", "~ zählt als
Engel"): each gives the AST of the English Oracle line of the same card, and a line whose old
wording is unsure stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse
from rulesparser.ast import Unparsed

#: (English Oracle line, German printed line) of the same card
SAME = [
    (  # Freyalise's Charm (ICE): "irgendeiner Deiner Gegner" (any of your opponents)
        "Whenever an opponent casts a black spell, you draw a card.",
        "Wenn irgendeiner Deiner Gegner erfolgreich einen schwarzen Zauberspruch spricht, "
        "ziehe eine Karte.",
    ),
    (  # Sunweb (6ED): "2 oder kleiner" (2 or less)
        "~ can't block creatures with power 2 or less.",
        "Das ~ kann Kreaturen mit Stärke 2 oder kleiner nicht blocken.",
    ),
    (  # Last Breath (MMQ): "2 oder geringer"
        "Exile target creature with power 2 or less. Its controller gains 4 life.",
        "Entferne eine Kreatur Deiner Wahl mit Stärke 2 oder geringer ganz aus dem Spiel. "
        "Deren Beherrscher erhält 4 Lebenspunkte dazu.",
    ),
    (  # Barbed-Back Wurm (MIR): a creature blocking this one
        "{B}: Target green creature blocking ~ gets -1/-1 until end of turn.",
        "{B}: Eine grüne Kreatur Deiner Wahl, die den ~ blockt, erhält -1/-1 bis zum Ende des "
        "Zuges.",
    ),
    (  # Master of Arms (WTH)
        "{1}{W}: Tap target creature blocking ~.",
        "{1}{W}: Tappe eine Kreatur Deiner Wahl, die den ~ blockt.",
    ),
    (  # Unearth (ULG): the card chosen is the card put onto the battlefield
        "Return target creature card with mana value 3 or less from your graveyard to the "
        "battlefield.",
        "Wähle eine Kreaturenkarte Deiner Wahl mit Gesamtspruchkosten von 3 oder weniger aus "
        "Deinem Friedhof und bringe diese Kreatur ins Spiel.",
    ),
    (  # Karmic Guide (ULG)
        "When ~ enters the battlefield, return target creature card from your graveyard to the "
        "battlefield.",
        "Wenn der ~ ins Spiel kommt, nimm eine Kreaturenkarte Deiner Wahl aus Deinem Friedhof "
        "und bringe diese Kreatur ins Spiel.",
    ),
    (  # Hymn of Rebirth (ICE): "von irgendeinem Friedhof", "als wäre sie gerade beschworen
        # worden" (summoning sickness, which it has anyway)
        "Put target creature card from a graveyard onto the battlefield under your control.",
        "Nimm eine Kreatur Deiner Wahl von irgendeinem Friedhof und bringe sie direkt unter "
        "Deiner Kontrolle ins Spiel, als wäre sie gerade beschworen worden.",
    ),
    (  # Quicksilver Amulet (ULG): from the hand, a hidden zone: "you may"
        "{4}, {T}: You may put a creature card from your hand onto the battlefield.",
        "4, {T}: Wähle eine Kreaturenkarte von Deiner Hand und bringe diese Kreatur ins Spiel.",
    ),
    (  # Skyshroud Ranger (TMP): "Bestimme ... und bringe diese ins Spiel"
        "{T}: You may put a land card from your hand onto the battlefield. Activate only as a "
        "sorcery.",
        "{T}: Bestimme eine Landkarte aus Deiner Hand und bringe diese ins Spiel. Spiele diese "
        "Fähigkeit wie eine Hexerei.",
    ),
    (  # Awakening (STH): "der Versorgungsphase eines Spielers" (each player's upkeep)
        "At the beginning of each upkeep, untap all creatures and lands.",
        "Enttappe zu Beginn der Versorgungsphase eines Spielers alle Kreaturen und Länder.",
    ),
    (  # Stalking Tiger (6ED): "im Kampf", "von nicht mehr als einer Kreatur"
        "~ can't be blocked by more than one creature.",
        "Der ~ kann im Kampf von nicht mehr als einer Kreatur geblockt werden.",
    ),
    (  # Seal of Removal (NEM): "Opfer" for "Opfere"
        "Sacrifice ~: Return target creature to its owner's hand.",
        "Opfer das ~: Bringe eine Kreatur Deiner Wahl zurück auf die Hand ihres Besitzers.",
    ),
    (  # Radiant, Archangel (ULG): the creature type a legend's type line had no room for
        "~ is an Angel in addition to its other types.",
        "~ zählt als Engel.",
    ),
    (  # Giant Tortoise (4ED): "nicht getappt" (untapped)
        "~ gets +0/+3 as long as it's untapped.",
        "Die ~ erhält +0/+3, solange sie nicht getappt ist.",
    ),
    (  # Ancestral Memories (6ED): the rest in a sentence of its own
        "Look at the top seven cards of your library. Put two of them into your hand and the "
        "rest into your graveyard.",
        "Schaue Dir die obersten sieben Karten Deiner Bibliothek an und nimm zwei davon auf "
        "Deine Hand. Lege die restlichen Karten auf Deinen Friedhof.",
    ),
    (  # Diabolic Vision (ICE): "wieder oben auf Deine Bibliothek"
        "Look at the top five cards of your library. Put one of them into your hand and the "
        "rest on top of your library in any order.",
        "Schaue Dir die obersten fünf Karten Deiner Bibliothek an und nimm eine davon auf Deine "
        "Hand. Lege die übrigen Karten in beliebiger Reihenfolge wieder oben auf Deine "
        "Bibliothek.",
    ),
    (  # Nightshade Seer (UDS): "die Anzahl der auf diese Weise gezeigten Karten"
        "{2}{B}, {T}: Reveal any number of black cards in your hand. Target creature gets -X/-X "
        "until end of turn, where X is the number of cards revealed this way.",
        "{2}{B},{T}:Zeige eine beliebige Anzahl von schwarzen Karten auf Deiner Hand. Eine "
        "Kreatur Deiner Wahl erhält -X/-X bis zum Ende des Zuges, wobei X die Anzahl der auf "
        "diese Weise gezeigten Karten ist.",
    ),
    (  # Brine Seer (UDS): "nicht 1 für jede ... Karte ausgibt" (unless ... pays {1} for each)
        "{2}{U}, {T}: Reveal any number of blue cards in your hand. Counter target spell unless "
        "its controller pays {1} for each card revealed this way.",
        "{2}{U}, {T}: Zeige eine beliebige Anzahl von blauen Karten auf Deiner Hand. "
        "Neutralisiere einen Zauberspruch Deiner Wahl, wenn dessen Beherrscher nicht 1 für jede "
        "auf diese Weise gezeigte Karte ausgibt.",
    ),
    (  # Sivvi's Ruse (NEM): "zugefügt wird" (the indicative) with its duration
        "Prevent all damage that would be dealt this turn to creatures you control.",
        "Verhindere allen Schaden, der in diesem Zug Kreaturen, die Du kontrollierst, zugefügt "
        "wird.",
    ),
    (  # Dawnstrider (MMQ)
        "{G}, {T}, Discard a card: Prevent all combat damage that would be dealt this turn.",
        "{G}, {T}, wirf eine Karte aus Deiner Hand ab: Verhindere allen Kampfschaden, der in "
        "diesem Zug zugefügt wird.",
    ),
    (  # Silkenfist Order (NEM): a plural name, "geblockt werden"
        "Whenever ~ becomes blocked, untap it.",
        "Immer wenn die ~ geblockt werden, enttappe sie.",
    ),
    (  # Heart Sliver (TMP): "Für alle Remasuris gilt die Einsatzverzögerung nicht" (haste)
        "All Sliver creatures have haste.",
        "Für alle Remasuris gilt die Einsatzverzögerung nicht.",
    ),
    (  # Planar Collapse (ULG): "Diese können ... nicht regeneriert werden" after a sentence
        # whose last clause destroys
        "At the beginning of your upkeep, if there are four or more creatures on the "
        "battlefield, sacrifice ~ and destroy all creatures. They can't be regenerated.",
        "Wenn während Deiner Versorgungsphase vier oder mehr Kreaturen im Spiel sind, opfere den "
        "~ und zerstöre alle Kreaturen im Spiel. Diese können in diesem Zug nicht regeneriert "
        "werden.",
    ),
    (  # Crystal Rod (4ED): the Fourth Edition wording of "only once for each blue spell"
        "Whenever a player casts a blue spell, you may pay {1}. If you do, you gain 1 life.",
        "{1}: Jeder erfolgreich gesprochene blaue Zauberspruch gibt Dir 1 Lebenspunkt. Du kannst "
        "diese Eigenschaft sofort oder später während des Zuges anwenden, aber nur einmal pro "
        "blauem Zauberspruch.",
    ),
    (  # Vampire Bats (5ED): the mana spent on the ability each turn, twice its cost
        "{B}: ~ gets +1/+0 until end of turn. Activate no more than twice each turn.",
        "{B}:+1/+0 bis zum Ende des Zuges. Du kannst nicht mehr als BB auf diese Art pro Zug "
        "einsetzen.",
    ),
    (  # Spitting Drake (6ED): once its cost
        "{R}: ~ gets +1/+0 until end of turn. Activate only once each turn.",
        "{R}: Der ~ erhält +1/+0 bis zum Ende des Zuges. Du kannst nicht mehr als {R} auf diese "
        "Weise pro Zug ausgeben.",
    ),
    (  # Celestial Prism (4ED): "ein Mana einer Farbe Deiner Wahl" (one mana of any color)
        "{2}, {T}: Add one mana of any color.",
        "2, {T}: Erhöhe Deinen Manavorrat um ein Mana einer Farbe Deiner Wahl. Spiele diese "
        "Eigenschaft wie einen Unterbrechungszauber.",
    ),
    (  # Control Magic (4ED): "die Herrschaft über" (control of)
        "You control enchanted creature.",
        "Übernimm die Herrschaft über die verzauberte Kreatur.",
    ),
    (  # Red Ward (4ED): "Schutz gegen Rot" (protection from red)
        "Enchanted creature has protection from red. This effect doesn't remove ~.",
        "Die verzauberte Kreatur erhält Schutz gegen Rot. Dieser Schutz zerstört allerdings diese "
        "Verzauberung nicht.",
    ),
    (  # Teeka's Dragon (MIR): "Raserei: 4" (rampage 4, the number after a colon)
        "Flying; trample; rampage 4",
        "Fliegend, verursacht Trampelschaden, Raserei: 4",
    ),
    (  # Wall of Spears (4ED): a keyword line ending with the old wall sentence
        "Defender\nFirst strike",
        "Erstschlag, zählt als Mauer",
    ),
]


def _sorted(abilities: list[object]) -> list[str]:
    return sorted(repr(a) for a in abilities)


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _sorted(_ast(de, "de")) == _sorted(_ast(en, "en"))


#: (English Oracle line, German printed line): 1997-1998 "Ziel eines Zauberspruchs oder einer
#: Fähigkeit ist" (no article) is the event "becomes the target of a spell or ability" (CR 115)
SAME_TRIGGER = [
    (  # Segmented Wurm (TMP)
        "Whenever ~ becomes the target of a spell or ability, put a -1/-1 counter on it.",
        "Immer wenn der ~ Ziel eines Zauberspruchs oder einer Fähigkeit ist, lege eine "
        "-1/-1-Marke auf den ~.",
    ),
    (  # Angelic Protector (TMP)
        "Whenever ~ becomes the target of a spell or ability, ~ gets +0/+3 until end of turn.",
        "Wenn der ~ Ziel eines Zauberspruchs oder einer Fähigkeit ist, erhält er +0/+3 bis zum "
        "Ende des Zuges.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME_TRIGGER)
def test_old_target_event_is_the_english_trigger(en: str, de: str) -> None:
    [de_ability] = _ast(de, "de")
    [en_ability] = _ast(en, "en")
    assert de_ability["trigger"] == en_ability["trigger"]


def test_a_random_card_is_discarded_at_random() -> None:
    # Balduvian Horde (6ED): "eine zufällige Karte" (a card at random, CR 701.9b); its next
    # sentence "Wenn Du dies nicht tust, opfere die ~." makes the whole line unparsed (a
    # compulsory discard before "if you don't": test_cardtext_de_history_eras.py)
    [ability] = parse(
        "Wenn die ~ ins Spiel kommt, wirf eine zufällige Karte aus Deiner Hand ab.", "de"
    ).abilities
    discard = ability.effect
    assert (discard.amount, discard.random) == (1, True)


def test_the_blocker_of_this_creature_is_named_in_the_filter() -> None:
    [ability] = parse("{B}{B}: Destroy target creature blocking ~.", "en").abilities
    assert "blocking:self" in ability.effect.object.filter


#: old lines that stay unparsed: what they say is not sure
UNSURE = [
    # Untamed Wilds (4ED): a card "taken" from a library is a search (Oracle "Search your
    # library for a basic land card"), not a card put from a known zone
    "Nimm ein Standard-Land aus Deiner Bibliothek und bringe es sofort ins Spiel.",
    # Inviolability (MMQ): "zugefügt wird" without a duration may also be the old shield from
    # one source ("the next time ..."), so it is not read as a lasting prevention
    "Verhindere allen Schaden, der der verzauberten Kreatur zugefügt wird.",
    # Instill Energy (4ED): Oracle "can attack as though it had haste", not haste
    "Für die verzauberte Kreatur gilt die Einsatzverzögerung nicht.",
    # the spell cast and the spell the note names must be one kind (a misprint is not read)
    "{1}: Jeder erfolgreich gesprochene blaue Zauberspruch gibt Dir 1 Lebenspunkt. Du kannst "
    "diese Eigenschaft sofort oder später während des Zuges anwenden, aber nur einmal pro rotem "
    "Zauberspruch.",
    # mana spent each turn that is no number of times the ability's cost
    "{R}: Der ~ erhält +1/+0 bis zum Ende des Zuges. Du kannst nicht mehr als BB auf diese Weise "
    "pro Zug ausgeben.",
    # Flash (MIR): "als ob sie gerade gesprochen worden wäre" (as though it had been cast) is
    # more than summoning sickness
    "Wähle eine Kreaturenkarte aus Deiner Hand und bringe diese Kreatur direkt ins Spiel, als ob "
    "sie gerade gesprochen worden wäre.",
]


@pytest.mark.parametrize("de", UNSURE)
def test_unsure_old_line_stays_unparsed(de: str) -> None:
    with pytest.raises(ParseError):
        parse(de, "de")
    assert isinstance(parse(de, "de", lenient=True).abilities[0], Unparsed)
