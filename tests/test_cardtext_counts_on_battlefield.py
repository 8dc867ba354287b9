"""A count of permanents "on the battlefield" compared in a condition: "if there are seven or
more lands on the battlefield" is every such permanent, whoever controls it (CR 110.1)."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse


def _count(*words: str) -> A.Count:
    return A.Count(what="objects", object=A.ObjectRef(kind="each", filter=words))


def test_intervening_if_counts_every_land() -> None:
    """Impending Disaster (ULG): the lands of every player (CR 603.4 intervening "if")."""
    (ability,) = oracle_abilities(
        "At the beginning of your upkeep, if there are seven or more lands on the battlefield, "
        "sacrifice Impending Disaster and destroy all lands.",
        "Impending Disaster",
    )
    assert ability.condition == A.Compare(value=_count("land"), op=">=", amount=7)


def test_cost_reduction_counts_every_nonland_permanent() -> None:
    """Hour of Revelation (HOU): ten or more nonland permanents, anyone's."""
    (ability,) = oracle_abilities(
        "This spell costs {3} less to cast if there are ten or more nonland permanents on the "
        "battlefield.",
        "Hour of Revelation",
    )
    assert ability.effect.condition == A.Compare(
        value=_count("nonland", "permanent"), op=">=", amount=10
    )


def test_same_count_as_for_each_on_the_battlefield() -> None:
    """The lands counted are those "for each land on the battlefield" counts."""
    (each,) = oracle_abilities("You gain 1 life for each land on the battlefield.")
    assert each.effect.amount == _count("land")


def test_cards_on_the_battlefield_stay_unparsed() -> None:
    """Cards are not on the battlefield (CR 110.1: permanents are): unparsed."""
    card = parse(
        "At the beginning of your upkeep, if there are seven or more cards on the battlefield, "
        "draw a card.",
        "en",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)
