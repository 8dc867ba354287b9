"""The cards revealed and left over, shuffled back (CR 701.16a, 701.24a): "Reveal cards from the
top of your library until you reveal a creature card. Put that card onto the battlefield, then
shuffle the rest into your library." (Polymorph's kin) ends with ``PutRest(rest=
"library_shuffled")``; without cards revealed before, "the rest" names nothing and the line stays
unparsed."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A


def test_reveal_until_then_shuffle_the_rest() -> None:
    (spell,) = oracle_abilities(
        "Reveal cards from the top of your library until you reveal a creature card. Put that"
        " card onto the battlefield, then shuffle the rest into your library."
    )
    reveal, put, rest = spell.effect.effects
    assert isinstance(reveal, A.RevealUntil)
    assert isinstance(put, A.PutOntoBattlefield)
    assert rest == A.PutRest(rest="library_shuffled")


def test_the_rest_of_nothing_stays_unparsed() -> None:
    assert oracle_unparsed("Shuffle the rest into your library.")


def test_on_top_of_it_after_shuffling_is_the_library_searched() -> None:
    """Cruel Tutor (Portal Three Kingdoms): "then shuffle your library and put that card on top
    of it": "it" is the library just shuffled, as Vampiric Tutor's "on top" (CR 701.20,
    401.4)."""
    of_it = oracle_abilities(
        "Search your library for a card, then shuffle your library and put that card on top of "
        "it. You lose 2 life."
    )
    bare = oracle_abilities(
        "Search your library for a card, then shuffle and put that card on top. You lose 2 life."
    )
    assert of_it == bare


def test_shuffle_their_library_is_the_searchers_shuffle() -> None:
    """Assassin's Trophy (Forge 2020 Oracle): "Its controller may search their library for a
    basic land card, put it onto the battlefield, then shuffle their library." is the same as
    the modern "... then shuffle." (CR 701.20: the searcher shuffles the library searched)."""
    head = (
        "Destroy target permanent an opponent controls. Its controller may search their library "
        "for a basic land card, put it onto the battlefield, then shuffle"
    )
    assert oracle_abilities(head + " their library.") == oracle_abilities(head + ".")
