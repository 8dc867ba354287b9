"""Numbers a card's text defines (CR 107.3c: the value of X the text defines; CR 107.3, 208.2):
an object compared with X ("target creature card with mana value X or less, where X is ...")
is compared with the number ", where X is" gives, as "with mana value less than or equal to
[that number]" reads it (a ``ComparedObjectRef``); the life a player gained or lost this turn
and the card types among cards, the opponents you have, the creatures put into your graveyard
from the battlefield this turn, counted (CR 119.3, 205.2a, 102.2, 700.4). Real English Oracle
lines of Neon Dynasty, Eldritch Moon, Strixhaven, Core Set 2014 / 2019, Modern Horizons 2, Throne
of Eldraine and New Phyrexia."""

from __future__ import annotations

from _card_ast import oracle_abilities
from _scenario_cards import failures_casting

from rulesparser import ast as A

YOU = A.PlayerRef(kind="you")
GAINED = A.Count(what="life_gained_this_turn", player=YOU)
SHRINES = A.Count(what="objects", object=A.ObjectRef(kind="each", filter=("shrine", "you_control")))


def _walk(abilities: tuple[object, ...]) -> list[A.Node]:
    return [n for a in abilities for n in a.walk()]


def test_toughness_x_or_less_is_compared_with_the_count_x_is() -> None:
    # Go-Shintai of Hidden Cruelty (NEO)
    abilities = oracle_abilities(
        "At the beginning of your end step, you may pay {1}. When you do, destroy target"
        " creature with toughness X or less, where X is the number of Shrines you control.",
        "Go-Shintai of Hidden Cruelty",
    )
    destroy = next(n for n in _walk(abilities) if isinstance(n, A.Destroy))
    assert destroy.object == A.ComparedObjectRef(
        kind="target",
        filter=("creature",),
        compare=(A.CharacteristicComparison(characteristic="toughness", op="<=", amount=SHRINES),),
    )
    # no X is left anywhere: its value is the count
    assert not any(isinstance(n, A.Variable) for n in _walk(abilities))


def test_mana_value_x_or_less_where_x_is_a_sum() -> None:
    # Eldritch Evolution (EMN): "2 plus the sacrificed creature's mana value"
    abilities = oracle_abilities(
        "Search your library for a creature card with mana value X or less, where X is 2 plus"
        " the sacrificed creature's mana value. Put that card onto the battlefield, then"
        " shuffle. Exile Eldritch Evolution.",
        "Eldritch Evolution",
    )
    search = next(n for n in _walk(abilities) if isinstance(n, A.SearchLibrary))
    assert isinstance(search.object, A.ComparedObjectRef)
    assert "mana_value<=X" not in search.object.filter
    (comparison,) = search.object.compare
    assert (comparison.characteristic, comparison.op) == ("mana_value", "<=")
    assert isinstance(comparison.amount, A.Sum) and comparison.amount.terms[0] == 2


def test_x_in_a_filter_reads_as_the_comparison_said_in_words() -> None:
    # the same objects whether the text says X and defines it, or says the number in words
    said_with_x = oracle_abilities(
        "Destroy target creature with toughness X or less, where X is the number of Shrines"
        " you control."
    )
    said_in_words = oracle_abilities(
        "Destroy target creature with toughness less than or equal to the number of Shrines"
        " you control."
    )
    assert said_with_x == said_in_words


def test_the_executor_refuses_a_comparison_with_a_count() -> None:
    failures = failures_casting(
        "Destroy target creature with toughness X or less, where X is the number of creatures"
        " you control.",
        types="sorcery",
        ruling="CR 107.3c",
    )
    assert any("can't play" in f and "compared_object" in f for f in failures), failures


def test_amount_of_life_gained_this_turn() -> None:
    # Fortifying Draught (STX), Voracious Wurm (M14: "you've gained")
    abilities = oracle_abilities(
        "You gain 2 life. Target creature gets +X/+X until end of turn, where X is the amount"
        " of life you gained this turn."
    )
    change = next(n for n in _walk(abilities) if isinstance(n, A.ModifyPowerToughness))
    assert (change.power, change.toughness) == (GAINED, GAINED)
    wurm = oracle_abilities(
        "Voracious Wurm enters the battlefield with X +1/+1 counters on it, where X is the"
        " amount of life you've gained this turn.",
        "Voracious Wurm",
    )
    assert GAINED in _walk(wurm)


def test_the_executor_refuses_life_gained_this_turn() -> None:
    failures = failures_casting(
        "You gain 2 life. Target creature gets +X/+X until end of turn, where X is the amount"
        " of life you gained this turn.",
        name="Fortifying Draught",
        mana_cost="{2}{W}",
        ruling="CR 119.3",
    )
    assert any("can't play" in f and "life_gained_this_turn" in f for f in failures), failures


def test_number_of_card_types_among_cards() -> None:
    # Lucid Dreams (MH2): the count delirium compares (CR 205.2a)
    (spell,) = oracle_abilities(
        "Draw X cards, where X is the number of card types among cards in your graveyard."
    )
    assert spell.effect.amount == A.Count(
        what="card_types",
        object=A.ObjectRef(kind="each", filter=("card", "in_your_graveyard")),
    )
    delirium = oracle_abilities(
        "As long as there are four or more card types among cards in your graveyard, Thing"
        " gets +1/+1.",
        "Thing",
    )
    assert spell.effect.amount in _walk(delirium)


def test_number_of_opponents_you_have() -> None:
    # Chittering Witch (ELD): as "for each opponent you have" (CR 102.2)
    (trigger, _) = oracle_abilities(
        "When Chittering Witch enters the battlefield, create a number of 1/1 black Rat"
        " creature tokens equal to the number of opponents you have.\n{1}{B}, Sacrifice a"
        " creature: Target creature gets -2/-2 until end of turn.",
        "Chittering Witch",
    )
    assert trigger.effect.amount == A.Count(
        what="players", player=A.PlayerRef(kind="each_opponent")
    )


def test_creatures_put_into_your_graveyard_from_the_battlefield_this_turn() -> None:
    # Fresh Meat (NPH): creatures you own that died this turn (CR 700.4, 404.2)
    (spell,) = oracle_abilities(
        "Create a 3/3 green Beast creature token for each creature put into your graveyard from"
        " the battlefield this turn."
    )
    assert spell.effect.amount == A.Count(
        what="objects",
        object=A.ObjectRef(kind="each", filter=("creature", "died_this_turn", "you_own")),
    )


def test_if_an_enchantment_was_put_into_your_graveyard_from_the_battlefield() -> None:
    # Kami of Transience (NEO): the intervening "if" of its last ability (CR 603.4)
    *_, trigger = oracle_abilities(
        "Whenever you cast an enchantment spell, put a +1/+1 counter on Kami of Transience.\n"
        "At the beginning of each end step, if an enchantment was put into your graveyard from"
        " the battlefield this turn, you may return Kami of Transience from your graveyard to"
        " your hand.",
        "Kami of Transience",
    )
    assert trigger.condition == A.HappenedThisTurn(
        event="died",
        subject=A.ObjectRef(kind="any", filter=("enchantment", "you_own"), count=1),
    )
