"""Conditions of modern templating: "if you cast it" (CR 601.2: the permanent was a spell you
cast, from whichever zone; :class:`rulesparser.ast.WasCast` zone ``any``), "if three or more
creatures died this turn" (CR 700.4: how many, compared) and "if your life total is greater than
your starting life total" (CR 103.4). Real Oracle lines (MTGJSON ``text``) against the AST a
rules reader expects."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A

SELF = A.ObjectRef(kind="self")
YOU = A.PlayerRef(kind="you")


def test_if_you_cast_it_learn() -> None:
    """Retriever Phoenix (STX): the trigger's intervening "if" (CR 603.4) is that it was cast,
    from any zone; "if you cast it from your hand" stays zone ``hand``."""
    (_, _, line) = oracle_abilities(
        "Flying, haste\n"
        "When Retriever Phoenix enters the battlefield, if you cast it, learn. (You may reveal a "
        "Lesson card you own from outside the game and put it into your hand, or discard a card "
        "to draw a card.)",
        "Retriever Phoenix",
    )
    assert line.condition == A.WasCast(object=SELF, player=YOU, zone="any")
    (hand,) = oracle_abilities(
        "When Retriever Phoenix enters the battlefield, if you cast it from your hand, draw a "
        "card.",
        "Retriever Phoenix",
    )
    assert hand.condition == A.WasCast(object=SELF, player=YOU, zone="hand")


def test_draw_three_cards_if_three_or_more_creatures_died_this_turn() -> None:
    """Inga Rune-Eyes (KHM): the number of creatures put into a graveyard from the battlefield
    this turn (CR 700.4), at least three, the count "for each creature that died this turn"
    reads."""
    (_, line) = oracle_abilities(
        "When Inga Rune-Eyes enters the battlefield, scry 3.\n"
        "When Inga Rune-Eyes dies, draw three cards if three or more creatures died this turn.",
        "Inga Rune-Eyes",
    )
    died = A.Count(
        what="objects", object=A.ObjectRef(kind="each", filter=("creature", "died_this_turn"))
    )
    assert line.effect == A.Conditional(
        condition=A.Compare(value=died, op=">=", amount=3),
        effect=A.Draw(player=YOU, amount=3),
    )
    (each,) = oracle_abilities("Draw a card for each creature that died this turn.")
    assert each.effect.amount == died


def test_draw_if_your_life_total_is_greater_than_your_starting_life_total() -> None:
    """Cosmos Elixir (KHM): your life total against the one you began the game with (CR
    103.4), else 2 life."""
    (line,) = oracle_abilities(
        "At the beginning of your end step, draw a card if your life total is greater than your "
        "starting life total. Otherwise, you gain 2 life.",
        "Cosmos Elixir",
    )
    assert line.effect.condition == A.CompareCounts(
        value=A.Count(what="life_total", player=YOU),
        op=">",
        other=A.Count(what="starting_life_total", player=YOU),
    )
    assert line.effect.effect == A.Draw(player=YOU, amount=1)
    assert line.effect.otherwise == A.GainLife(player=YOU, amount=2)


def test_an_opponent_cast_two_or_more_spells_this_turn() -> None:
    """Ertai's Scorn (DMU): the cost is reduced when some opponent cast at least two spells
    this turn (CR 601.2), the count of "a player cast two or more spells last turn" for this
    turn; the executor names the count it does not keep (``count:spells_cast_this_turn``)."""
    (reduction, counter) = oracle_abilities(
        "This spell costs {U} less to cast if an opponent cast two or more spells this turn.\n"
        "Counter target spell.",
        "Ertai's Scorn",
    )
    assert reduction.effect.condition == A.Compare(
        value=A.Count(what="spells_cast_this_turn", player=A.PlayerRef(kind="opponent")),
        op=">=",
        amount=2,
    )
    assert isinstance(reduction.effect.effect, A.CostChange)
    assert counter.effect.type_name == "counter"


def test_celebration_counts_nonland_permanents_that_entered_under_your_control() -> None:
    """Wilds of Eldraine's celebration (2023): "if two or more nonland permanents entered the
    battlefield under your control this turn" (CR 603.6a): how many entered, compared; the 2024
    Oracle wording without "the battlefield" gives the same."""
    celebrated = A.Compare(
        value=A.Count(
            what="entered_this_turn",
            player=YOU,
            object=A.ObjectRef(kind="each", filter=("nonland", "permanent")),
        ),
        op=">=",
        amount=2,
    )
    for enters in ("entered the battlefield", "entered"):
        (line,) = oracle_abilities(
            f"Celebration — As long as two or more nonland permanents {enters} under your "
            "control this turn, this creature gets +1/+0."
        )
        assert line.effect.condition == celebrated
