"""Cards revealed at random from a hand (CR 701.20a): "Target player reveals a card at random
from their hand" is that many cards of the revealing player's own hand, chosen at random, not
by the player; "that card" after it is the card revealed."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse


def test_a_card_revealed_at_random_and_that_card() -> None:
    """Ignite Memories (TSP): the target player's own hand, one card at random; the damage is
    that card's mana value, dealt to that player."""
    (ability,) = oracle_abilities(
        "Target player reveals a card at random from their hand. Ignite Memories deals damage "
        "to that player equal to that card's mana value.",
        "Ignite Memories",
    )
    reveal, damage = ability.effect.effects
    assert reveal == A.Reveal(
        object=A.ObjectRef(kind="any", filter=("card", "in_its_hand"), count=1),
        player=A.PlayerRef(kind="target_player"),
        random=True,
    )
    assert damage.recipient == A.PlayerRef(kind="that_player")
    assert damage.amount.object == A.ObjectRef(kind="that")


def test_revealed_at_random_differs_from_chosen() -> None:
    """The same line without "at random" is a card the player chooses: the two readings must
    not give one AST."""
    random = parse("Target player reveals a card at random from their hand.", "en").abilities
    chosen = parse("Target player reveals a card from their hand.", "en").abilities
    assert random != chosen
    assert chosen[0].effect.random is False


def test_revealing_at_random_other_than_cards_stays_unparsed() -> None:
    """Only cards are revealed from a hand: "a creature at random" says something else (an
    unsure reading is left unparsed)."""
    card = parse("Target player reveals a creature at random from their hand.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)
