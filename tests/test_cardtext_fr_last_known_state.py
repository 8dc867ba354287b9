"""Conditions on an object as it last existed (CR 608.2h): "Si cette créature était verte ou
blanche" after it was destroyed, English "If that creature was green or white" (the past tense
of grammar/<lang>/phrases/conditions.lark's "is a [type]" / "is [color]"). Real printed French
lines give the same AST as the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import ast as A
from rulesparser import parse

#: (card, English Oracle line, French printed line)
SAME = [
    (
        "Gloomlance (SHM)",
        "Destroy target creature. If that creature was green or white, its controller discards "
        "a card.",
        "Détruisez la créature ciblée. Si cette créature était verte ou blanche, son contrôleur "
        "se défausse d'une carte.",
    ),
    (
        "Filigree Fracture (CON)",
        "Destroy target artifact or enchantment. If that permanent was blue or black, draw a card.",
        "Détruisez l'artefact ciblé ou l'enchantement ciblé. Si ce permanent était bleu ou noir, "
        "piochez une carte.",
    ),
    (
        "Overgrowth Elemental (M20)",
        "Whenever another creature you control dies, you gain 1 life. If that creature was an "
        "Elemental, put a +1/+1 counter on ~.",
        "À chaque fois qu'une autre créature que vous contrôlez meurt, vous gagnez 1 point de "
        "vie. Si cette créature était un élémental, mettez un marqueur +1/+1 sur le ~.",
    ),
    (
        "Liliana's Defeat (HOU), Oracle 'her controller' said 'its controller'",
        "Destroy target black creature or black planeswalker. If that permanent was a Liliana "
        "planeswalker, its controller loses 3 life.",
        "Détruisez la créature noire ciblée ou le planeswalker noir ciblé. Si ce permanent était "
        "un planeswalker Liliana, son contrôleur perd 3 points de vie.",
    ),
]


@pytest.mark.parametrize("card,en,fr", SAME, ids=[c for c, _, _ in SAME])
def test_french_past_state_means_the_english_oracle_line(card: str, en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


def test_either_color_is_one_alternative_of_the_destroyed_object() -> None:
    """Gloomlance: the condition is the destroyed creature being green or white, one filter
    word with both colors (as "a green or white creature" says them)."""
    spell = parse(
        "Destroy target creature. If that creature was green or white, its controller discards "
        "a card.",
        "en",
    ).abilities[0]
    conds = [n for n in spell.walk() if isinstance(n, A.Exists)]
    assert len(conds) == 1
    assert conds[0].object.kind == "that"
    assert "green|white" in conds[0].object.filter


def test_nonbasic_land_destroyed_before() -> None:
    """Molten Rain (TSR) "Si ce terrain était non-base" / "If that land was nonbasic": the
    destroyed land's supertype as it last existed."""
    fr = "Détruisez un terrain ciblé. Si ce terrain était non-base, piochez une carte."
    en = "Destroy target land. If that land was nonbasic, draw a card."
    assert ast(fr, "fr") == ast(en, "en")
    conds = [n for n in parse(en, "en").abilities[0].walk() if isinstance(n, A.Exists)]
    assert [c.object.filter for c in conds] == [("land", "nonbasic")]
