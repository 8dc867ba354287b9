"""Zones said in the plural without an owner, English Oracle lines: "cards in graveyards",
"target cards from graveyards" are cards in any player's graveyard (CR 404.1), as "in all
graveyards" says; a singular zone without its owner is not read."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse


def test_target_cards_from_graveyards() -> None:
    """Faerie Macabre (SHM): up to two target cards, each in any graveyard, the same filter
    as "from all graveyards"."""
    (_, ability) = oracle_abilities(
        "Flying\nDiscard Faerie Macabre: Exile up to two target cards from graveyards.",
        "Faerie Macabre",
    )
    assert ability.effect.object == A.ObjectRef(
        kind="target", filter=("card", "in_a_graveyard"), count=2, up_to=True
    )
    (_, every) = oracle_abilities(
        "Flying\nDiscard Faerie Macabre: Exile up to two target cards from all graveyards.",
        "Faerie Macabre",
    )
    assert every.effect == ability.effect


def test_cards_in_graveyards() -> None:
    """Yixlid Jailer (TSR): every card in every graveyard."""
    (ability,) = oracle_abilities("Cards in graveyards lose all abilities.")
    subject = next(n for n in ability.walk() if isinstance(n, A.ObjectRef))
    assert subject == A.ObjectRef(kind="each", filter=("card", "in_a_graveyard"))


def test_a_singular_zone_without_owner_stays_unparsed() -> None:
    card = parse("Exile target card from graveyard.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)
