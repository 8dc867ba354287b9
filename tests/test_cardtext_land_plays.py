"""Additional land plays (grammar/<lang>/clauses/verbs_casting.lark, CR 305.2): real printed
lines, the AST a user checks, and the same AST in English, French and German."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import ast as A
from rulesparser import parse

YOU = A.PlayerRef(kind="you")

# (English Oracle line, language, printed line) of the same card
SAME = [
    # Explore: for this turn, as the spell resolves
    (
        "You may play an additional land this turn.",
        "fr",
        "Vous pouvez jouer un terrain supplémentaire ce tour-ci.",
    ),
    # Oracle of Mul Daya, Azusa, Lost but Seeking, Mina and Denn, Wildborn: a static ability
    (
        "You may play an additional land on each of your turns.",
        "fr",
        "Vous pouvez jouer un terrain supplémentaire pendant chacun de vos tours.",
    ),
    (
        "You may play an additional land on each of your turns.",
        "de",
        "Du darfst ein zusätzliches Land während jedes deiner Züge ausspielen.",
    ),
    (
        "You may play an additional land on each of your turns.",
        "de",
        "Du darfst in jedem deiner Züge ein zusätzliches Land spielen.",
    ),
    (
        "You may play two additional lands on each of your turns.",
        "fr",
        "Vous pouvez jouer deux terrains supplémentaires pendant chacun de vos tours.",
    ),
    (
        "You may play two additional lands on each of your turns.",
        "de",
        "Du darfst zwei zusätzliche Länder während jedes deiner Züge ausspielen.",
    ),
]


@pytest.mark.parametrize(("en", "lang", "printed"), SAME)
def test_additional_land_plays_are_the_same_in_every_language(
    en: str, lang: str, printed: str
) -> None:
    assert ast(printed, lang) == ast(en, "en")


def test_explore_allows_one_more_land_this_turn() -> None:
    """Explore: "You may play an additional land this turn." is one more land play until end of
    turn, as the spell resolves (CR 305.2), then "Draw a card."."""
    first, draw = parse("You may play an additional land this turn.\nDraw a card.").abilities
    assert first == A.SpellAbility(
        effect=A.AdditionalLandPlays(player=YOU, amount=1, duration=A.Duration(kind="end_of_turn"))
    )
    assert isinstance(draw.effect, A.Draw)


def test_azusa_allows_two_more_lands_on_each_turn() -> None:
    """Azusa, Lost but Seeking: a static ability (CR 604.1), two more land plays on each of
    your turns for as long as it applies."""
    (ab,) = parse("You may play two additional lands on each of your turns.").abilities
    assert ab == A.StaticEffect(
        effect=A.AdditionalLandPlays(player=YOU, amount=2, duration=A.Duration(kind="permanent"))
    )


def test_additional_land_for_no_time_said_is_not_understood() -> None:
    """Without "this turn" or "on each of your turns" the printed text says for how long no
    more: the line stays unparsed rather than guessed."""
    card = parse("You may play an additional land.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)
