"""The quantity "that many" (German "entsprechend viele"; grammar/*/phrases/quantities.lark,
objects.lark; rulesparser.transform.effects._that_many): the amount of the event that triggered
the ability (CR 603.2) in its first instruction, the number of cards discarded this way right
after a discard (CR 608.2c), and unparsed after any other instruction. Real printed lines (the
card's name as "~"): German gives the same AST as the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ast as A
from rulesparser import parse

#: (card, English Oracle line, German printed line)
SAME = [
    (
        "Illusory Ambusher",
        "Whenever ~ is dealt damage, draw that many cards.",
        "Immer wenn der ~ Schaden zugefügt wird, ziehe entsprechend viele Karten.",
    ),
    (
        "Cold-Eyed Selkie",
        "Whenever ~ deals combat damage to a player, you may draw that many cards.",
        "Immer wenn der ~ einem Spieler Kampfschaden zufügt, kannst du entsprechend viele Karten "
        "ziehen.",
    ),
    (
        "Dreamstealer",
        "Whenever ~ deals combat damage to a player, that player discards that many cards.",
        "Immer wenn der ~ einem Spieler Kampfschaden zufügt, wirft jener Spieler entsprechend "
        "viele Karten ab.",
    ),
    (
        "Leave // Chance",
        "Discard any number of cards, then draw that many cards.",
        "Wirf eine beliebige Anzahl an Karten ab und ziehe dann entsprechend viele Karten.",
    ),
    (
        "Jaya Ballard",
        "Discard up to three cards, then draw that many cards.",
        "Wirf bis zu drei Karten ab und ziehe dann entsprechend viele Karten.",
    ),
    (
        "Hungering Hydra",
        "Whenever ~ is dealt damage, put that many +1/+1 counters on it.",
        "Immer wenn der ~ Schaden zugefügt wird, lege entsprechend viele +1/+1-Marken auf sie.",
    ),
]


@pytest.mark.parametrize(("card", "english", "german"), SAME)
def test_german_line_gives_the_english_ast(card: str, english: str, german: str) -> None:
    assert _ast(german, "de") == _ast(english, "en")


def _amounts(text: str) -> list[object]:
    return [
        n.what
        for a in parse(text, "en").abilities
        for n in a.walk()
        if isinstance(n, A.Count) and n.what != "objects"
    ]


def test_first_instruction_is_the_trigger_event() -> None:
    """Illusory Ambusher: the damage dealt to it (CR 603.2)."""
    assert _amounts(SAME[0][1]) == ["event_amount"]


def test_after_a_discard_is_the_cards_discarded() -> None:
    """Leave // Chance: the cards discarded this way (CR 608.2c)."""
    assert _amounts(SAME[3][1]) == ["cards_discarded_this_way"]


def test_after_the_same_count_the_same_number() -> None:
    """Nantuko Cultivator (MH1): "Put that many +1/+1 counters ... and draw that many cards"
    after the discard: both are the cards discarded."""
    text = (
        "When ~ enters, you may discard any number of land cards. Put that many +1/+1 counters "
        "on ~ and draw that many cards."
    )
    assert _amounts(text) == ["cards_discarded_this_way", "cards_discarded_this_way"]


def test_after_another_instruction_is_not_read() -> None:
    """ "Sacrifice any number of lands, then draw that many cards": the number sacrificed, which
    the AST does not say: unparsed (not the event amount)."""
    card = parse("Sacrifice any number of lands, then draw that many cards.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


#: (card, English Oracle line, French printed line): "autant de" before cards, counters or
#: tokens with no count after it is "that many", resolved as in English
SAME_FR = [
    (
        "Nantuko Cultivator",
        "When ~ enters, you may discard any number of land cards. Put that many +1/+1 counters "
        "on ~ and draw that many cards.",
        "Quand le ~ arrive sur le champ de bataille, vous pouvez vous défausser de n'importe quel "
        "nombre de cartes de terrain. Mettez autant de marqueurs +1/+1 sur le ~ et piochez autant "
        "de cartes.",
    ),
    (
        "Jaya Ballard",
        "Discard up to three cards, then draw that many cards.",
        "Défaussez-vous de jusqu'à trois cartes, puis piochez autant de cartes.",
    ),
    (
        "Hungering Hydra",
        "Whenever ~ is dealt damage, put that many +1/+1 counters on it.",
        "À chaque fois que l'~ subit des blessures, mettez autant de marqueurs +1/+1 sur elle.",
    ),
]


@pytest.mark.parametrize(("card", "english", "french"), SAME_FR)
def test_french_line_gives_the_english_ast(card: str, english: str, french: str) -> None:
    assert _ast(french, "fr") == _ast(english, "en")


def test_french_after_another_instruction_is_not_read() -> None:
    """Day of the Dragons (SCG): "retirez de la partie toutes les créatures que vous contrôlez.
    Mettez ensuite en jeu autant de jetons ..." is the number of creatures exiled this way (the
    English "that many" is not read either), never the amount of the enters trigger."""
    text = (
        "Quand le ~ arrive en jeu, retirez de la partie toutes les créatures que vous contrôlez. "
        "Mettez ensuite en jeu autant de jetons de créature 5/5 rouge Dragon avec le vol."
    )
    assert isinstance(parse(text, "fr", lenient=True).abilities[0], A.Unparsed)


def test_french_that_much_life_is_the_event_amount() -> None:
    """ "vous gagnez autant de points de vie" stays "that much life" (the event's amount)."""
    fr = "À chaque fois que la créature enchantée inflige des blessures, vous gagnez autant de points de vie."
    en = "Whenever enchanted creature deals damage, you gain that much life."
    assert _ast(fr, "fr") == _ast(en, "en")
