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
