"""Permissions to play the cards of a zone (CR 601.3, 305.1: a card is played as a land or cast
as a spell; :class:`rulesparser.ast.PlayPermission`): "You may play lands from your graveyard.",
"Until end of turn, you may play lands and cast spells from your graveyard.", "You may play
lands and cast spells from the top of your library." Real Oracle lines (MTGJSON ``text``)."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A

YOU = A.PlayerRef(kind="you")
PERMANENT = A.Duration(kind="permanent")


def test_play_lands_from_your_graveyard() -> None:
    """Crucible of Worlds (5DN): a static ability, for as long as it applies, letting you play
    the land cards of your graveyard."""
    (line,) = oracle_abilities("You may play lands from your graveyard.", "Crucible of Worlds")
    assert line == A.StaticEffect(
        effect=A.PlayPermission(
            player=YOU,
            object=A.ObjectRef(kind="each", filter=("land", "card", "in_your_graveyard")),
            without_paying=False,
            duration=PERMANENT,
        )
    )


def test_play_lands_and_cast_spells_from_your_graveyard_until_end_of_turn() -> None:
    """Gaea's Will (MH2): "play lands and cast spells" is playing any card (CR 305.1, 601.2),
    of your graveyard, until end of turn (a one-shot permission of the spell)."""
    (_, line) = oracle_abilities(
        "Suspend 4—{G}\nUntil end of turn, you may play lands and cast spells from your graveyard.",
        "Gaea's Will",
    )
    assert line.effect == A.PlayPermission(
        player=YOU,
        object=A.ObjectRef(kind="each", filter=("card", "in_your_graveyard")),
        without_paying=False,
        duration=A.Duration(kind="end_of_turn"),
    )


def test_play_lands_and_cast_spells_from_the_top_of_your_library() -> None:
    """Future Sight (MH1): the top card of your library, whatever it is, as "play lands from
    the top" and "cast spells from the top" together."""
    (_, line) = oracle_abilities(
        "Play with the top card of your library revealed.\n"
        "You may play lands and cast spells from the top of your library.",
        "Future Sight",
    )
    assert line.effect.object == A.ObjectRef(kind="top_of_library", filter=("card", "your"))


def test_casting_from_a_graveyard_keeps_lands_out_and_other_nouns_stay_unparsed() -> None:
    """ "cast creature spells from your graveyard": a land is never cast (CR 305.9), so the
    cards are nonland creature cards; "play lands and cast creature spells" is not read."""
    (line,) = oracle_abilities("You may cast creature spells from your graveyard.")
    assert line.effect.object.filter == ("nonland", "creature", "card", "in_your_graveyard")
    assert oracle_unparsed("You may play lands and cast creature spells from your graveyard.")


def test_and_after_a_mana_payment_is_not_a_keyword_list() -> None:
    """A cost keyword's mana cost in a keyword list ("have ward {1}") leaves "pay {1}{W} and
    exile ..." (an alternative cost of two parts, CR 118.9) as it was."""
    (line,) = oracle_abilities(
        "You may pay {1}{W} and exile a creature card from your graveyard rather than pay this "
        "spell's mana cost."
    )
    assert isinstance(line, A.AlternativeCost)
    assert [type(c) for c in line.cost.components] == [A.ManaCost, A.Exile]
