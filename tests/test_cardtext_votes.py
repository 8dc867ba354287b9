"""Votes (CR 701.38): "Starting with you, each player votes for A or B. If A gets more votes, X.
If B gets more votes or the vote is tied, Y." (will of the council, CR 207.2c) is one ``Vote``
whose outcomes name the choices by their place; an outcome without its vote, or a vote that says
nothing of a tie, stays unparsed."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed
from _scenario_cards import failures_casting

from rulesparser import ast as A

BITE = (
    "Will of the council — Starting with you, each player votes for sickness or psychosis. If "
    "sickness gets more votes, creatures your opponents control get -2/-2 until end of turn. If "
    "psychosis gets more votes or the vote is tied, each opponent discards two cards."
)


def _vote(text: str, name: str) -> A.Vote:
    (vote,) = [n for a in oracle_abilities(text, name) for n in a.walk() if isinstance(n, A.Vote)]
    return vote


def test_will_of_the_council_is_one_vote_with_its_outcomes() -> None:
    """Bite of the Black Rose (Conspiracy): two choices, you vote first; "sickness" (the first
    choice) winning gives -2/-2, "psychosis" winning or a tie makes each opponent discard."""
    vote = _vote(BITE, "Bite of the Black Rose")
    assert vote.starting_with == A.PlayerRef(kind="you")
    assert vote.choices == 2
    first, second = vote.outcomes
    assert (first.choice, first.or_tied) == (1, False)
    assert isinstance(first.effect, A.ModifyPowerToughness)
    assert (second.choice, second.or_tied) == (2, True)
    assert isinstance(second.effect, A.Discard) and second.effect.amount == 2


def test_the_choices_words_do_not_change_the_ability() -> None:
    """The choices are counted by place: other words for the same vote give the same AST (a
    translation names them in its own words)."""
    other = BITE.replace("sickness", "plague").replace("psychosis", "madness")
    assert _vote(other, "Bite of the Black Rose") == _vote(BITE, "Bite of the Black Rose")


def test_a_triggered_vote() -> None:
    """Coercive Portal: the vote is the trigger's effect, its outcomes the sentences after."""
    name = "Coercive Portal"
    vote = _vote(
        f"Will of the council — At the beginning of your upkeep, starting with you, each player "
        f"votes for carnage or homage. If carnage gets more votes, sacrifice {name} and destroy "
        "all nonland permanents. If homage gets more votes or the vote is tied, draw a card.",
        name,
    )
    assert [o.choice for o in vote.outcomes] == [1, 2]
    assert isinstance(vote.outcomes[1].effect, A.Draw)


def test_an_outcome_naming_no_choice_of_the_vote_is_unparsed() -> None:
    assert oracle_unparsed(BITE.replace("If psychosis gets", "If madness gets"))


def test_an_outcome_without_a_vote_is_unparsed() -> None:
    assert oracle_unparsed("If sickness gets more votes, draw a card.")


def test_a_vote_that_says_nothing_of_a_tie_is_unparsed() -> None:
    """Without "or the vote is tied" what a tie does is not said: not guessed."""
    assert oracle_unparsed(BITE.replace(" or the vote is tied", ""))


def test_the_executor_says_it_cant_play_a_vote() -> None:
    failures = failures_casting(BITE, name="Bite of the Black Rose", types="sorcery")
    assert any("can't play vote" in f for f in failures), failures
