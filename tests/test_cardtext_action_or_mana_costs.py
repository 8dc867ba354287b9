"""An additional cost paid as an action or as mana, the caster's choice (CR 601.2b, 118.1;
:class:`~rulesparser.ast.ChoiceOf`): "As an additional cost to cast this spell, sacrifice a
creature or pay {3}{B}." (Innistrad: Midnight Hunt), "discard a card or pay {5}" (Time Spiral
Remastered), "tap an untapped artifact you control or pay {1}" (Kamigawa: Neon Dynasty),
"reveal a Giant card from your hand or pay {2}" (Kaldheim). Oracle and French prints, one AST."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json, oracle_abilities

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta

YOU = A.PlayerRef(kind="you")


def test_sacrifice_or_pay_is_one_cost_of_two_choices() -> None:
    """Eaten Alive: the spell's additional cost is a sacrifice or {3}{B}, one of them paid."""
    (cost, _) = oracle_abilities(
        "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.\n"
        "Exile target creature or planeswalker.",
        "Eaten Alive",
    )
    assert cost == A.AdditionalCost(
        cost=A.Cost(
            components=(
                A.ChoiceOf(
                    player=YOU,
                    options=(
                        A.Sacrifice(object=A.ObjectRef(kind="any", filter=("creature",), count=1)),
                        A.ManaCost(symbols=("3", "B")),
                    ),
                ),
            )
        ),
        optional=False,
    )


@pytest.mark.parametrize(
    ("printed", "oracle", "name"),
    [
        (
            "En tant que coût supplémentaire pour lancer ce sort, sacrifiez une créature ou "
            "payez {3}{B}.",
            "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.",
            "Eaten Alive",
        ),
        (
            "En tant que coût supplémentaire pour lancer ce sort, défaussez-vous d'une carte ou "
            "payez {5}.",
            "As an additional cost to cast this spell, discard a card or pay {5}.",
            "Lightning Axe",
        ),
        (
            "En tant que coût supplémentaire pour lancer ce sort, engagez un artefact dégagé que "
            "vous contrôlez ou payez {1}.",
            "As an additional cost to cast this spell, tap an untapped artifact you control or "
            "pay {1}.",
            "Disruption Protocol",
        ),
        (
            "En tant que coût supplémentaire pour lancer ce sort, révélez une carte de géant de "
            "votre main ou payez {2}.",
            "As an additional cost to cast this spell, reveal a Giant card from your hand or pay "
            "{2}.",
            "Surtland Elementalist",
        ),
    ],
)
def test_french_print_is_the_oracle_cost(printed: str, oracle: str, name: str) -> None:
    assert abilities_json(printed, "fr") == [
        strip_meta(a.to_json()) for a in oracle_abilities(oracle, name)
    ]


def test_an_action_on_several_objects_or_mana_stays_unparsed() -> None:
    """ "sacrifice two creatures or pay {5}": only an action on one object is read."""
    card = parse(
        "As an additional cost to cast this spell, sacrifice two creatures or pay {5}.",
        "en",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)
