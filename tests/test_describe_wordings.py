"""Wordings of ``rulesparser parse`` (rulesparser.describe) for real printed lines, each the
AST's meaning said as the card says it (tester report of stop 35, N6)."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.describe import describe


@pytest.mark.parametrize(
    ("text", "lang", "name", "said"),
    [
        # Blossoming Calm (MH2; CR 702.11d: a player with hexproof)
        (
            "You gain hexproof until your next turn.",
            "en",
            None,
            "you have hexproof until your next turn",
        ),
        # Egon, God of Death (KHM): both steps are the alternative (CR 608.2c)
        (
            "At the beginning of your upkeep, exile two cards from your graveyard. If you can't, "
            "sacrifice Egon and draw a card.",
            "en",
            "Egon, God of Death",
            "if you can't, (sacrifice it; you draw 1 card)",
        ),
        # Zulaport Duelist (a -N/-0 is printed with the minus sign on the zero)
        ("Target creature gets -2/-0 until end of turn.", "en", None, "gets -2/-0"),
        ("Target creature gets +2/+0 until end of turn.", "en", None, "gets +2/+0"),
        # Dauthi Voidwalker (MH1), French print
        (
            "Si une carte devait être mise dans le cimetière d'un adversaire d'où qu'elle "
            "vienne, à la place exilez-la avec un marqueur « vide » sur elle.",
            "fr",
            "Marchevide dauthi",
            "if a card would be put into an opponent's graveyard from anywhere",
        ),
        # Faceless Devourer (TSP), French print: the card its linked ability exiled (CR 607.2a)
        (
            "Quand le Dévoreur sans visage quitte le jeu, renvoyez en jeu sous le contrôle de son "
            "propriétaire la carte retirée.",
            "fr",
            "Dévoreur sans visage",
            "put the exiled card(s) onto the battlefield",
        ),
        # Wandering Stream (domain, CR 305.6), French print
        (
            "Vous gagnez 2 points de vie pour chaque type de terrain de base parmi les terrains "
            "que vous contrôlez.",
            "fr",
            None,
            "2 × the number of basic land types among lands you control",
        ),
        # Agadeem, the Undercrypt (ZNR), German print: no second label inside the first
        (
            "Sowie Agadeems Unterkrypta ins Spiel kommt, kannst du 3 Lebenspunkte bezahlen. "
            "Falls du dies nicht tust, kommt sie getappt ins Spiel.",
            "de",
            "Agadeems Unterkrypta",
            "; if you don't, it enters the battlefield tapped",
        ),
        # Castle Garenbrig (ELD)
        (
            "{2}{G}{G}, {T}: Add six {G}. Spend this mana only to cast creature spells or "
            "activate abilities of creatures.",
            "en",
            None,
            "activate abilities of creatures",
        ),
    ],
)
def test_a_line_is_said_as_the_card_says_it(
    text: str, lang: str, name: str | None, said: str
) -> None:
    (ability,) = parse(text, lang, card_name=name).abilities
    assert said in describe(ability)
