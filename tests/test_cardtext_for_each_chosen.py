"""A verb whose object is "a [thing]" chosen as the effect resolves, then "for each [count]":
that many things, counted as the effect resolves (CR 107.3, 608.2d), as "sacrifice X
permanents, where X is ..." reads; a target is not multiplied."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse


def test_sacrifices_a_permanent_for_each_counter() -> None:
    """Smokestack (USG): the player whose upkeep it is sacrifices as many permanents as there
    are soot counters on Smokestack."""
    (ability,) = oracle_abilities(
        "At the beginning of each player's upkeep, that player sacrifices a permanent for each "
        "soot counter on Smokestack.",
        "Smokestack",
    )
    assert isinstance(ability.effect, A.Sacrifice)
    obj = ability.effect.object
    assert (obj.kind, obj.filter, obj.up_to) == ("any", ("permanent",), False)
    assert isinstance(obj.count, A.Count)
    assert obj.count.counter == "soot"


def test_same_as_x_where_x_is_the_count() -> None:
    """Thoughts of Ruin (SOK): "a land for each card in your hand" is "X lands, where X is the
    number of cards in your hand"."""
    (each,) = oracle_abilities("Each player sacrifices a land for each card in your hand.")
    (x,) = oracle_abilities(
        "Each player sacrifices X lands, where X is the number of cards in your hand."
    )
    assert each == x


def test_return_a_card_for_each_card_revealed() -> None:
    """Rofellos's Gift (UDS): as many enchantment cards as green cards revealed this way."""
    (ability,) = oracle_abilities(
        "Reveal any number of green cards in your hand. Return an enchantment card from your "
        "graveyard to your hand for each card revealed this way.",
        "Rofellos's Gift",
    )
    returned = [n for n in ability.walk() if isinstance(n, A.ReturnToHand)]
    assert len(returned) == 1
    assert isinstance(returned[0].object.count, A.Count)


def test_a_target_for_each_stays_unparsed() -> None:
    """A target is chosen as the spell is cast (CR 601.2c), before any count: "target creature
    for each ..." is not read as a number of targets."""
    card = parse(
        "Return target creature to its owner's hand for each card in your hand.", "en", lenient=True
    )
    assert isinstance(card.abilities[0], A.Unparsed)
