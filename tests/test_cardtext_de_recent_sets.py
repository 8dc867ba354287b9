"""German printed lines of the development sets released since 2015 (DOM, ELD, KHM, MH2, MID,
STX, DMU; MTGJSON foreignData), second part: a possessive characteristic in a condition ("Falls
ihr Manabetrag 3 oder weniger war", CR 202.3, 208.1, 608.2h), a supertype as the condition
("Falls sie legendär ist", CR 205.4a), a token's keywords said after "mit" and in a relative
clause ("mit Eile, der Trampelschaden verursacht", CR 702.19), "wirf deine Hand ab" (CR 701.9a),
"blockt die ~ in diesem Zug, falls möglich" (CR 509.1c), "Du kannst ... bestimmen" (CR 608.2d),
"... und lege ~ dann an ihn an" after a token (CR 701.3), "Immer wenn du mit drei oder mehr
Kreaturen angreifst" (CR 508.1), "Immer wenn du in diesem Zug ... wirkst" (CR 603.7b),
"..., erkundet er" (CR 701.44a) and "falls keine Zeitmarke auf ihr lag" (CR 603.10a): each gives
the same AST as the English Oracle line of the same card; a line whose reading is unsure stays
unparsed."""

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
    # Fading Hope (MID): "ihr Manabetrag" of the creature returned, as it last existed
    (
        "Fading Hope",
        "Return target creature to its owner's hand. If its mana value was 3 or less, scry 1.",
        "Schwindende Hoffnung",
        "Bringe eine Kreatur deiner Wahl auf die Hand ihres Besitzers zurück. Falls ihr "
        "Manabetrag 3 oder weniger war, wende Hellsicht 1 an.",
    ),
    # Extinguish the Light (DMU): both genders' possessives, "ihr bzw. sein"
    (
        "Extinguish the Light",
        "Destroy target creature or planeswalker. If its mana value was 3 or less, you gain 3 "
        "life.",
        "Lebenslicht auslöschen",
        "Zerstöre eine Kreatur oder einen Planeswalker deiner Wahl. Falls ihr bzw. sein "
        "Manabetrag 3 oder weniger war, erhältst du 3 Lebenspunkte dazu.",
    ),
    # Containment Breach (STX): "sein bzw. ihr Manabetrag ... ist"
    (
        "Containment Breach",
        "Destroy target artifact or enchantment. If its mana value is 2 or less, create a 1/1 "
        'black and green Pest creature token with "When this creature dies, you gain 1 life."',
        "Gefäßbruch",
        "Zerstöre ein Artefakt oder eine Verzauberung deiner Wahl. Falls sein bzw. ihr "
        "Manabetrag 2 oder weniger ist, erzeuge einen 1/1 schwarzen und grünen "
        "Schädling-Kreaturenspielstein mit „Wenn diese Kreatur stirbt, erhältst du 1 Lebenspunkt "
        'dazu."',
    ),
    # Deathknell Berserker (KHM): "seine Stärke ... war" in an intervening "if"
    (
        "Deathknell Berserker",
        "When Deathknell Berserker dies, if its power was 3 or greater, create a 2/2 black "
        "Zombie Berserker creature token.",
        "Grabgeläute-Berserker",
        "Wenn der Grabgeläute-Berserker stirbt und falls seine Stärke 3 oder mehr war, erzeuge "
        "einen 2/2 schwarzen Zombie-Berserker-Kreaturenspielstein.",
    ),
    # Blessing of Belzenlok (DOM): "Falls sie legendär ist"
    (
        "Blessing of Belzenlok",
        "Target creature gets +2/+1 until end of turn. If it's legendary, it also gains "
        "lifelink until end of turn.",
        "Segen des Belzenlok",
        "Eine Kreatur deiner Wahl erhält +2/+1 bis zum Ende des Zuges. Falls sie legendär ist, "
        "erhält sie außerdem Lebensverknüpfung bis zum Ende des Zuges.",
    ),
    # Hungry for More (MID): keywords after "mit" and trample in a relative clause
    (
        "Hungry for More",
        "Create a 3/1 black and red Vampire creature token with trample, lifelink, and haste. "
        "Sacrifice it at the beginning of the next end step.",
        "Hunger nach mehr",
        "Erzeuge einen 3/1 schwarzen und roten Vampir-Kreaturenspielstein mit "
        "Lebensverknüpfung und Eile, der Trampelschaden verursacht. Opfere ihn zu Beginn des "
        "nächsten Endsegments.",
    ),
    # Battlewing Mystic (DMU): "wirf deine Hand ab"
    (
        "Battlewing Mystic",
        "When Battlewing Mystic enters the battlefield, if it was kicked, discard your hand, "
        "then draw two cards.",
        "Kampfschwingen-Mystiker",
        "Wenn der Kampfschwingen-Mystiker ins Spiel kommt und falls seine Bonuskosten bezahlt "
        "wurden, wirf deine Hand ab und ziehe dann zwei Karten.",
    ),
    # Maraleaf Rider (ELD): a blocker required to block this creature
    (
        "Maraleaf Rider",
        "Sacrifice a Food: Target creature blocks Maraleaf Rider this turn if able.",
        "Maralaub-Reiterin",
        "Opfere eine Speise: Eine Kreatur deiner Wahl blockt die Maralaub-Reiterin in diesem "
        "Zug, falls möglich.",
    ),
    # Cauldron's Gift (ELD): "Du kannst ... bestimmen. Falls du dies tust, ..."
    (
        "Cauldron's Gift",
        "You may choose a creature card in your graveyard. If you do, return it to the "
        "battlefield with an additional +1/+1 counter on it.",
        "Geschenk des Kessels",
        "Du kannst eine Kreaturenkarte in deinem Friedhof bestimmen. Falls du dies tust, bringe "
        "sie mit einer zusätzlichen +1/+1-Marke ins Spiel zurück.",
    ),
    # Barbed Spike (MH2): "und lege ~ dann an ihn an" after a token with a keyword
    (
        "Barbed Spike",
        "When Barbed Spike enters the battlefield, create a 1/1 colorless Thopter artifact "
        "creature token with flying, then attach Barbed Spike to it.",
        "Gezackter Stachel",
        "Wenn der Gezackte Stachel ins Spiel kommt, erzeuge einen 1/1 farblosen "
        "Thopter-Artefaktkreaturenspielstein mit Flugfähigkeit und lege den Gezackten Stachel "
        "dann an ihn an.",
    ),
    # Deadly Grub (TSR): "falls keine Zeitmarke auf ihr lag", as it last existed
    (
        "Deadly Grub",
        "When Deadly Grub dies, if it had no time counters on it, create a 6/1 green Insect "
        "creature token with shroud.",
        "Tödliche Raupe",
        "Wenn die Tödliche Raupe stirbt und falls keine Zeitmarke auf ihr lag, erzeuge einen 6/1 "
        "grünen Insekt-Kreaturenspielstein mit Verhülltheit.",
    ),
    # Showdown of the Skalds (KHM): a chapter's trigger lasting this turn, "in diesem Zug"
    # between the player and the spell
    (
        "Showdown of the Skalds",
        "II, III — Whenever you cast a spell this turn, put a +1/+1 counter on target creature "
        "you control.",
        "Kräftemessen der Skalden",
        "II, III — Immer wenn du in diesem Zug einen Zauberspruch wirkst, lege eine "
        "+1/+1-Marke auf eine Kreatur deiner Wahl, die du kontrollierst.",
    ),
    # Valkyrie's Sword (KHM): the same after two keywords, inside "Falls du dies tust"
    (
        "Valkyrie's Sword",
        "When Valkyrie's Sword enters the battlefield, you may pay {4}{W}. If you do, create a "
        "4/4 white Angel Warrior creature token with flying and vigilance, then attach "
        "Valkyrie's Sword to it.",
        "Walkürenschwert",
        "Wenn das Walkürenschwert ins Spiel kommt, kannst du {4}{W} bezahlen. Falls du dies "
        "tust, erzeuge einen 4/4 weißen Engel-Krieger-Kreaturenspielstein mit Flugfähigkeit und "
        "Wachsamkeit und lege das Walkürenschwert dann an ihn an.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_line_gives_the_english_ast(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_attack_with_three_or_more_is_the_english_trigger() -> None:
    """ "Immer wenn du mit drei oder mehr Kreaturen angreifst" is English "Whenever you attack
    with three or more creatures" (CR 508.1)."""
    de = "Immer wenn du mit drei oder mehr Kreaturen angreifst, ziehe eine Karte."
    en = "Whenever you attack with three or more creatures, draw a card."
    assert _named_ast(de, "de", "X") == _named_ast(en, "en", "X")


def test_discard_hand_of_each_player() -> None:
    """ "Jeder Spieler wirft seine Hand ab" is each player discarding their own hand (CR
    701.9a), as English."""
    de = "Jeder Spieler wirft seine Hand ab und zieht sieben Karten."
    en = "Each player discards their hand, then draws seven cards."
    assert _named_ast(de, "de", "X") == _named_ast(en, "en", "X")


@pytest.mark.parametrize(
    ("de", "en"),
    [
        # the verb before its subject after the trigger (CR 701.44a), as Legion Vanguard's
        # (MH2) "Die Vorhut der Legion erkundet" says it after its subject
        (
            "Wenn der Foo ins Spiel kommt, erkundet er.",
            "When Foo enters the battlefield, it explores.",
        ),
        (
            "Immer wenn eine Kreatur, die du kontrollierst, erkundet, ziehe eine Karte.",
            "Whenever a creature you control explores, draw a card.",
        ),
    ],
)
def test_explores_after_a_trigger_is_the_english_ast(de: str, en: str) -> None:
    assert _named_ast(de, "de", "Foo") == _named_ast(en, "en", "Foo")


@pytest.mark.parametrize(
    ("line", "name"),
    [
        # the characteristic compared with another object's, not a number: not this reading
        ("Falls ihre Stärke größer ist als die Stärke des ~, ziehe eine Karte.", "X"),
        # "davon ... bestimmen" keeps its reading of cards among those revealed; without
        # anything revealed before, "davon" names nothing
        ("Du kannst davon eine Karte bestimmen.", "X"),
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str, name: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de", card_name=name)
