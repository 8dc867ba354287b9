"""German player phrases of the card-text grammar (grammar/de/phrases/players.lark and the
clauses that take them): real printed German lines (MTGJSON foreignData of the development
sets) give the same AST as the English Oracle line of the same card (CR 102: players)."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    # "einem Deiner Gegner" (to one of your opponents: an opponent), "jedes deiner Gegner" (each
    # of your opponents'), "dieser Spieler zwei oder weniger Karten auf der Hand hat" (that
    # player has two or fewer cards in hand)
    (
        "Thieving Magpie",
        "Whenever Thieving Magpie deals damage to an opponent, draw a card.",
        "Diebische Elster",
        "Immer wenn die Diebische Elster einem Deiner Gegner Schaden zufügt, ziehe eine Karte.",
    ),
    (
        "Hellfire Mongrel",
        "At the beginning of each opponent's upkeep, if that player has two or fewer cards in "
        "hand, Hellfire Mongrel deals 2 damage to them.",
        "Höllenfeuer-Mischling",
        "Falls zu Beginn des Versorgungssegments jedes deiner Gegner dieser Spieler zwei oder "
        "weniger Karten auf der Hand hat, fügt ihm der Höllenfeuer-Mischling 2 Schadenspunkte zu.",
    ),
    # "jeder andere Spieler" / "alle anderen Spieler": each player but you (CR 102.1)
    (
        "Urborg Syphon-Mage",
        "{2}{B}, {T}, Discard a card: Each other player loses 2 life. You gain life equal to the "
        "life lost this way.",
        "Urborg-Syphonmagier",
        "{2}{B}, {T}, wirf eine Karte ab: Jeder andere Spieler verliert 2 Lebenspunkte. Du "
        "erhältst so viele Lebenspunkte dazu, wie auf diese Weise Lebenspunkte verloren wurden.",
    ),
    (
        "Rampage of the Valkyries",
        "Whenever an Angel you control dies, each other player sacrifices a creature.",
        "Raserei der Walküren",
        "Immer wenn ein Engel, den du kontrollierst, stirbt, opfert jeder andere Spieler eine "
        "Kreatur.",
    ),
]


#: (English name, Oracle line, German name, printed line): "das Ziel eines Zauberspruchs ...
#: wird" after an object with a relative clause (CR 115: becomes the target of); the relative
#: clause after the verb names the spell's controller when the object's is said already (an
#: object has one controller, CR 108.4)
BECOMES_TARGET = [
    (
        "Battle Mammoth",
        "Whenever a permanent you control becomes the target of a spell or ability an opponent "
        "controls, you may draw a card.",
        "Kampfmammut",
        "Immer wenn eine bleibende Karte, die du kontrollierst, das Ziel eines Zauberspruchs "
        "oder einer Fähigkeit wird, den bzw. die ein Gegner kontrolliert, kannst du eine Karte "
        "ziehen.",
    ),
    (
        "Swarm Shambler",
        "Whenever a creature you control with a +1/+1 counter on it becomes the target of a "
        "spell an opponent controls, create a 1/1 green Insect creature token.",
        "Schwarmschlurfer",
        "Immer wenn eine Kreatur, die du kontrollierst und auf der mindestens eine "
        "+1/+1-Marke liegt, das Ziel eines Zauberspruchs wird, den ein Gegner kontrolliert, "
        "erzeuge einen 1/1 grünen Insekt-Kreaturenspielstein.",
    ),
    (
        "Willbreaker",
        "Whenever a creature an opponent controls becomes the target of a spell or ability you "
        "control, gain control of that creature for as long as you control Willbreaker.",
        "Willensbrecherin",
        "Immer wenn eine Kreatur, die ein Gegner kontrolliert, das Ziel eines Zauberspruchs "
        "oder einer Fähigkeit wird, den bzw. die du kontrollierst, übernimm die Kontrolle über "
        "diese Kreatur, solange du die Willensbrecherin kontrollierst.",
    ),
]


#: (English name, Oracle line, German name, printed line): "Wenn ein Gegner ... kontrolliert und
#: Du ... kontrollierst, kannst Du ~ spielen, ohne seine Manakosten zu bezahlen" (Mercadian
#: Masques / Nemesis: both conditions; "spielen" of the card itself, which has a mana cost, is
#: casting it, CR 118.9)
TWO_PLAYERS_CONTROL = [
    (
        "Submerge",
        "If an opponent controls a Forest and you control an Island, you may cast this spell "
        "without paying its mana cost.",
        "Untertauchen",
        "Wenn ein Gegner einen Wald kontrolliert und Du eine Insel kontrollierst, kannst Du "
        "Untertauchen spielen, ohne seine Manakosten zu bezahlen.",
    ),
    (
        "Cho-Arrim Legate",
        "If an opponent controls a Swamp and you control a Plains, you may cast this spell "
        "without paying its mana cost.",
        "Legat der Cho-Arrim",
        "Wenn ein Gegner einen Sumpf kontrolliert und Du eine Ebene kontrollierst, kannst Du den "
        "Legaten der Cho-Arrim spielen, ohne seine Manakosten zu bezahlen.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), TWO_PLAYERS_CONTROL)
def test_if_two_players_control_before_a_free_cast(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_wenn_two_conditions_before_another_effect_stays_unparsed() -> None:
    """'Wenn' before a condition may be a state trigger (CR 603.8) unless an alternative cost
    follows: left unparsed."""
    with pytest.raises(ParseError):
        parse(
            "Wenn ein Gegner einen Wald kontrolliert und du eine Insel kontrollierst, ziehe eine "
            "Karte.",
            "de",
        )


#: (English name, Oracle line, German name, printed line): "Zaubersprüche, die deine Gegner
#: wirken und die ~ als Ziel haben" (spells your opponents cast that target ~: a second
#: relative clause joined by "und die", CR 115.1), "Zauber, die den ~ als Ziel haben"
THAT_TARGET_SELF = [
    (
        "Boreal Elemental",
        "Spells your opponents cast that target Boreal Elemental cost {2} more to cast.",
        "Borealis-Elementar",
        "Zaubersprüche, die deine Gegner wirken und die das Borealis-Elementar als Ziel haben, "
        "kosten beim Wirken {2} mehr.",
    ),
    (
        "Accursed Witch",
        "Spells your opponents cast that target Accursed Witch cost {1} less to cast.",
        "Verfluchte Hexe",
        "Zaubersprüche, die deine Gegner wirken und die Verfluchte Hexe als Ziel haben, kosten "
        "beim Wirken {1} weniger.",
    ),
    (
        "Charix, the Raging Isle",
        "Spells your opponents cast that target Charix, the Raging Isle cost {2} more to cast.",
        "Charix, die tobende Insel",
        "Zaubersprüche, die deine Gegner wirken und die Charix, die tobende Insel, als Ziel "
        "haben, kosten beim Wirken {2} mehr.",
    ),
    (
        "Spellwild Ouphe",
        "Spells that target Spellwild Ouphe cost {2} less to cast.",
        "Zauberverrückter Buboh",
        "Zauber, die den Zauberverrückten Buboh als Ziel haben, kosten beim Ausspielen {2} "
        "weniger.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), THAT_TARGET_SELF)
def test_spells_that_target_this_object(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), BECOMES_TARGET)
def test_becomes_the_target_after_a_relative_clause(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_relative_clause_after_becomes_target_of_an_unqualified_object_stays_unparsed() -> None:
    """Only the pronoun's gender tells whether "den ein Gegner kontrolliert" is the creature's
    controller or the spell's: left unparsed."""
    with pytest.raises(ParseError):
        parse(
            "Immer wenn eine Kreatur das Ziel eines Zauberspruchs wird, den ein Gegner "
            "kontrolliert, ziehe eine Karte.",
            "de",
        )


#: (English name, Oracle line, German name, printed line): "millt jeder Spieler", "millst du"
#: (the player after the verb after a trigger, CR 701.13a)
MILL_INVERTED = [
    (
        "Koma's Faithful",
        "When Koma's Faithful dies, each player mills three cards.",
        "Getreue der Koma",
        "Wenn die Getreue der Koma stirbt, millt jeder Spieler drei Karten.",
    ),
    (
        "Dreadhound",
        "When Dreadhound enters the battlefield, mill three cards. (Put the top three cards of "
        "your library into your graveyard.)",
        "Horrorhund",
        "Wenn der Horrorhund ins Spiel kommt, millst du drei Karten. (Lege die obersten drei "
        "Karten deiner Bibliothek auf deinen Friedhof.)",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), MILL_INVERTED)
def test_mill_with_its_player_after_the_verb(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_may_before_its_player_after_a_trigger() -> None:
    """Hunted Wumpus (Mirage): "..., kann jeder andere Spieler eine Kreaturenkarte aus seiner
    Hand ins Spiel bringen" (the modal verb before its subject after the trigger: each other
    player may, CR 608.2d)."""
    assert _named_ast(
        "Wenn der Gejagte Wumpus ins Spiel kommt, kann jeder andere Spieler eine Kreaturenkarte "
        "aus seiner Hand ins Spiel bringen.",
        "de",
        "Gejagter Wumpus",
    ) == _named_ast(
        "When Hunted Wumpus enters the battlefield, each other player may put a creature card "
        "from their hand onto the battlefield.",
        "en",
        "Hunted Wumpus",
    )
    # "jeder Gegner des Spielers" (each of that player's opponents) is not "each opponent"
    with pytest.raises(ParseError):
        parse(
            "Immer wenn ein Spieler einen Nichtkreatur-Zauberspruch wirkt, kann jeder Gegner des "
            "Spielers eine Karte ziehen.",
            "de",
        )


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_player_phrase_gives_the_english_ast(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_all_other_players_is_each_other_player() -> None:
    """Urborg Syphon-Mage (Time Spiral "Timeshifted" German printing, 'Alle anderen Spieler
    verlieren'): the plural says the same as 'jeder andere Spieler'."""
    (ability,) = parse("Alle anderen Spieler verlieren 2 Lebenspunkte.", "de").abilities
    assert strip_meta(ability.to_json()) == strip_meta(
        parse("Each other player loses 2 life.", "en").abilities[0].to_json()
    )


#: "you and ..." as one subject (Sigarda, Heron's Grace, SOI; Secret Rendezvous, STX): the
#: English Oracle line, the French and the German printed lines give one AST, the one the
#: English says with the subject twice ("You have hexproof and Humans you control have
#: hexproof", "You draw three cards. Target opponent draws three cards.")
YOU_AND = [
    (
        "You have hexproof and Humans you control have hexproof.",
        "You and Humans you control have hexproof.",
        "Vous et les humains que vous contrôlez avez la défense talismanique.",
        "Du und Menschen, die du kontrollierst, haben Fluchsicherheit.",
    ),
    (
        "You draw three cards. Target opponent draws three cards.",
        "You and target opponent each draw three cards.",
        "Un adversaire ciblé et vous piochez chacun trois cartes.",
        "Du und ein Gegner deiner Wahl zieht je drei Karten.",
    ),
]


@pytest.mark.parametrize(("said_twice", "en", "fr", "de"), YOU_AND)
def test_you_and_another_subject(said_twice: str, en: str, fr: str, de: str) -> None:
    expected = _named_ast(said_twice, "en", "Foo")
    for text, lang in ((en, "en"), (fr, "fr"), (de, "de")):
        assert _named_ast(text, lang, "Foo") == expected, lang


@pytest.mark.parametrize(
    ("line", "lang"),
    [
        # a keyword a player can't have (CR 702.11d, 702.18d: hexproof and shroud only)
        ("You and creatures you control have flying.", "en"),
        ("Du und Kreaturen, die du kontrollierst, haben Flugfähigkeit.", "de"),
        # one target object, not each of a kind
        ("You and target creature have hexproof.", "en"),
        # each player choosing what to discard, seeing the other's choice? Not read
        ("You and target opponent each discard a card.", "en"),
    ],
)
def test_you_and_other_subjects_not_understood_stay_unparsed(line: str, lang: str) -> None:
    with pytest.raises(ParseError):
        parse(line, lang)
