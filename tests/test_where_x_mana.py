""" ", where X is [amount]" after a mana cost {X} (CR 107.3): generic mana of that amount, the same
AST as "{1} for each" says it, for the payment of "unless [player] pays {X}" and for "costs {X}
less to cast" (CR 601.2f), in EN, FR and DE as the English Oracle line; an {X} said anywhere
else stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ParseError, parse
from rulesparser import ast as A


@pytest.mark.parametrize(
    ("name", "en", "fr", "de"),
    [
        (
            "Thassa's Rebuff",
            "Counter target spell unless its controller pays {X}, where X is your devotion to "
            "blue.",
            "Contrecarrez le sort ciblé à moins que son contrôleur ne paie {X}, X étant votre "
            "dévotion au bleu.",
            "Neutralisiere einen Zauberspruch deiner Wahl, falls sein Beherrscher nicht {X} "
            "bezahlt, wobei X gleich deiner Hingabe zu Blau ist.",
        ),
        (
            "Marshmist Titan",
            "This spell costs {X} less to cast, where X is your devotion to black.",
            "Le ~ coûte {X} de moins à lancer, X étant votre dévotion au noir.",
            "Der ~ kostet beim Wirken {X} weniger, wobei X gleich deiner Hingabe zu Schwarz ist.",
        ),
        (
            "Mausoleum Wanderer",
            "Sacrifice ~: Counter target instant or sorcery spell unless its controller pays "
            "{X}, where X is ~'s power.",
            "Sacrifiez le ~ : Contrecarrez le sort d'éphémère ou de rituel ciblé à moins que son "
            "contrôleur ne paie {X}, X étant la force du ~.",
            None,
        ),
    ],
)
def test_x_mana_where_x_is_an_amount(name: str, en: str, fr: str, de: str | None) -> None:
    assert abilities_json(fr, "fr") == abilities_json(en, "en"), name
    if de is not None:
        assert abilities_json(de, "de") == abilities_json(en, "en"), name


def test_unless_pays_x_is_generic_mana_of_the_amount() -> None:
    """Thassa's Rebuff: the same cost as "{1} for each" (a count as the cost's one component)."""
    (ab,) = parse(
        "Counter target spell unless its controller pays {X}, where X is your devotion to blue.",
        "en",
    ).abilities
    assert isinstance(ab.effect, A.UnlessPays)
    (count,) = ab.effect.cost.components
    assert isinstance(count, A.Count) and count.what == "devotion" and count.filter == ("blue",)


def test_cost_x_less_is_one_less_for_each() -> None:
    """Marshmist Titan: {X} less is {1} less for each (CR 601.2f), as "costs {1} less to cast
    for each creature you control" says it."""
    (ab,) = parse("This spell costs {X} less to cast, where X is your devotion to black.").abilities
    change = ab.effect
    assert isinstance(change, A.CostChange) and not change.increase
    assert change.mana == A.ManaCost(symbols=("1",))
    assert isinstance(change.amount, A.Count) and change.amount.what == "devotion"


@pytest.mark.parametrize(
    "line",
    [
        # Phyrexian Soulgorger-era upkeep: the X of "pay {X}" is used in another sentence
        "At the beginning of your upkeep, put a +1/+1 counter on ~. Then you may pay {X}, where "
        "X is the number of +1/+1 counters on it. If you don't, tap ~ and it deals X damage to "
        "you.",
        # {X} in a mana ability: no cost to pay
        "{T}: Add {X}, where X is the number of cards in your hand.",
    ],
)
def test_other_x_mana_stays_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "en")
