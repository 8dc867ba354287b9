"""A permanent put into its owner's library under one or two cards, English Oracle lines (CR
401.4): "second from the top", "third from the top"."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse


def test_second_and_third_from_the_top() -> None:
    """Chronostutter (M15) and Teferi, Hero of Dominaria's -3 (DOM): the same instruction as
    "on top of its owner's library", at another place in it."""
    (chrono,) = oracle_abilities(
        "Put target creature into its owner's library second from the top."
    )
    assert chrono.effect == A.PutIntoLibrary(
        object=A.ObjectRef(kind="target", filter=("creature",)), position="second_from_top"
    )
    (teferi,) = oracle_abilities(
        "[−3]: Put target nonland permanent into its owner's library third from the top.",
        "Teferi, Hero of Dominaria",
    )
    assert teferi.effect.position == "third_from_top"
    (top,) = oracle_abilities("Put target creature on top of its owner's library.")
    assert top.effect == A.PutIntoLibrary(object=chrono.effect.object, position="top")


def test_a_place_further_down_stays_unparsed() -> None:
    """Only second and third are read; a deeper place is not guessed."""
    card = parse(
        "Put target creature into its owner's library fourth from the top.", "en", lenient=True
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_its_owner_puts_it_on_the_top_or_bottom_of_their_library() -> None:
    """Revenge of the Drowned (MID): the target's owner puts it on the top or the bottom of
    their own library, their choice (CR 401.4, 400.3: position ``top_or_bottom``)."""
    (ability,) = oracle_abilities(
        "Target creature's owner puts it on the top or bottom of their library."
    )
    assert ability.effect == A.PutIntoLibrary(
        object=A.ObjectRef(kind="target", filter=("creature",)), position="top_or_bottom"
    )


def test_its_owner_puts_it_on_top_of_their_library_as_its_owners_library() -> None:
    """ "Target creature's owner puts it on top of their library" is "Put target creature on top
    of its owner's library" (CR 400.3: a card goes to its owner's library)."""
    owner = oracle_abilities("Target creature's owner puts it on top of their library.")
    put = oracle_abilities("Put target creature on top of its owner's library.")
    assert owner == put


def test_their_library_of_a_player_who_is_not_the_owner_stays_unparsed() -> None:
    """ "Target player puts a card from their hand on top of their library": the player is not
    named as the card's owner here; left unparsed rather than guessed."""
    card = parse(
        "Target player puts a card from their hand on top of their library.", "en", lenient=True
    )
    assert any(isinstance(a, A.Unparsed) for a in card.abilities)
