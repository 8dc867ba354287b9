"""Conditions on the counters a player has (CR 122.1: players can have counters, poison counters
most of all, CR 122.1f): "as long as an opponent has three or more poison counters" (Phyrexia: All
Will Be One's corrupted, 2023), the same in French ("a au moins trois marqueurs « poison »", "trois
marqueurs « poison » ou plus") and German ("drei oder mehr Giftmarken hat")."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse

CORRUPTED = [
    (
        "en",
        "Corrupted — This creature gets +2/+2 as long as an opponent has three or more poison counters.",
    ),
    (
        "fr",
        "Corrompu — Cette créature gagne +2/+2 tant qu'un adversaire a au moins trois marqueurs « poison ».",
    ),
    (
        "fr",
        "Corrompu — Cette créature gagne +2/+2 tant qu'un adversaire a trois marqueurs « poison » ou plus.",
    ),
    (
        "de",
        "Verdorben — Diese Kreatur erhält +2/+2, solange ein Gegner drei oder mehr Giftmarken hat.",
    ),
]


@pytest.mark.parametrize(("lang", "text"), CORRUPTED)
def test_an_opponent_with_three_or_more_poison_counters(lang: str, text: str) -> None:
    (ability,) = parse(text, lang).abilities
    assert ability.effect.condition == A.Compare(
        value=A.Count(
            what="player_counters", player=A.PlayerRef(kind="opponent"), counter="poison"
        ),
        op=">=",
        amount=3,
    )
    assert abilities_json(text, lang) == abilities_json(CORRUPTED[0][1], "en")


def test_your_own_poison_counters_in_an_intervening_if() -> None:
    (ability,) = parse(
        "At the beginning of your upkeep, if you have three or more poison counters, draw a card."
    ).abilities
    assert ability.condition == A.Compare(
        value=A.Count(what="player_counters", player=A.PlayerRef(kind="you"), counter="poison"),
        op=">=",
        amount=3,
    )
