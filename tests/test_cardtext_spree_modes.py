"""Spree (Outlaws of Thunder Junction, 2024; CR 702.172): "Choose one or more modes. As an
additional cost to cast this spell, pay the costs associated with those modes." Each mode is
printed on its own line after a plus sign and its cost ("+ {1} — ..."); the lines are one modal
spell ability whose modes carry their costs (:class:`rulesparser.ast.ModeWithCost`), in every
language (the plus sign and the mana symbols are not words)."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse

YOU = A.PlayerRef(kind="you")

SPREE = (
    "Spree (Choose one or more additional costs.)\n"
    "+ {1} — Target creature gets +2/+0 until end of turn.\n"
    "+ {2} — Draw a card."
)


def test_spree_modes_are_one_modal_ability_with_a_cost_per_mode() -> None:
    keyword, spell = parse(SPREE).abilities
    assert keyword.name == "spree"
    assert spell == A.SpellAbility(
        effect=A.ChooseModes(
            minimum=1,
            maximum=2,
            modes=(
                A.ModeWithCost(
                    cost=A.Cost(components=(A.ManaCost(symbols=("1",)),)),
                    effect=A.ModifyPowerToughness(
                        object=A.ObjectRef(kind="target", filter=("creature",)),
                        power=2,
                        toughness=0,
                        duration=A.Duration(kind="end_of_turn"),
                    ),
                ),
                A.ModeWithCost(
                    cost=A.Cost(components=(A.ManaCost(symbols=("2",)),)),
                    effect=A.Draw(player=YOU, amount=1),
                ),
            ),
        )
    )


@pytest.mark.parametrize(
    ("lang", "modes"),
    [
        ("fr", "+ {1} — Piochez une carte.\n+ {2} — Vous gagnez 3 points de vie."),
        ("de", "+ {1} — Ziehe eine Karte.\n+ {2} — Du erhältst 3 Lebenspunkte dazu."),
    ],
)
def test_spree_modes_read_the_same_in_french_and_german(lang: str, modes: str) -> None:
    english = "+ {1} — Draw a card.\n+ {2} — You gain 3 life."
    assert abilities_json(modes, lang) == abilities_json(english, "en")


def test_a_spree_mode_alone_stays_unparsed_and_loyalty_lines_are_untouched() -> None:
    (alone,) = parse("+ {1} — Draw a card.", "en", lenient=True).abilities
    assert isinstance(alone, A.Unparsed)
    first, second = parse("+1: Draw a card.\n−2: You gain 3 life.").abilities
    assert first.cost == A.Cost(components=(A.LoyaltyCost(change=1),))
    assert second.cost == A.Cost(components=(A.LoyaltyCost(change=-2),))
