"""Cards "exiled with ~": the cards in exile that an ability of this object exiled (linked
abilities, CR 607.2a), an object qualifier (``exiled_with_self``) any verb takes."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser.executor.filters import UNTRACKED_WORDS


def _objects(ability: A.Node) -> list[A.ObjectRef]:
    return [n for n in ability.walk() if type(n) is A.ObjectRef and "exiled_with_self" in n.filter]


def test_all_creature_cards_exiled_with_this() -> None:
    """Gisa, Glorious Resurrector (MID): every creature card it exiled, none other."""
    (first,) = oracle_abilities(
        "At the beginning of your upkeep, put all creature cards exiled with Gisa, Glorious "
        "Resurrector onto the battlefield under your control. They gain decayed.",
        "Gisa, Glorious Resurrector",
    )
    (cards,) = _objects(first)
    assert cards.kind in ("each", "all")
    assert set(cards.filter) == {"creature", "card", "exiled_with_self"}


def test_one_card_exiled_with_this() -> None:
    """Sisters of Stone Death (RAV): one creature card of those it exiled, chosen."""
    (ability,) = oracle_abilities(
        "{2}{B}: Put a creature card exiled with Sisters of Stone Death onto the battlefield "
        "under your control.",
        "Sisters of Stone Death",
    )
    (card,) = _objects(ability)
    assert (card.kind, card.count) == ("any", 1)


def test_same_reading_with_either_self_reference() -> None:
    """Bag of Holding (M20) and Synod Sanctum (MRD): "exiled with [card name]" is the same
    qualifier whatever the name."""
    (bag,) = oracle_abilities(
        "{4}, {T}, Sacrifice Bag of Holding: Return all cards exiled with Bag of Holding to their "
        "owner's hand.",
        "Bag of Holding",
    )
    (sanctum,) = oracle_abilities(
        "{2}, Sacrifice Synod Sanctum: Return all cards exiled with Synod Sanctum to the "
        "battlefield under your control.",
        "Synod Sanctum",
    )
    assert _objects(bag) == _objects(sanctum)


def test_the_executor_does_not_guess_the_linked_cards() -> None:
    """The executor does not track which cards an ability exiled: the qualifier matches
    nothing and the game is reported unsupported, not played on every exiled card."""
    assert "exiled_with_self" in UNTRACKED_WORDS
