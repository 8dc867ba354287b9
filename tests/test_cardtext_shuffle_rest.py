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
