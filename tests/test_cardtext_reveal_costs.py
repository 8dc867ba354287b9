"""Revealing a card from your hand as a cost (CR 601.2b, 701.16a) and the conditions that look
back at it: Dragons of Tarkir's "As an additional cost to cast this spell, you may reveal a
Dragon card from your hand." with "if you revealed a Dragon card or controlled a Dragon as you
cast ~" (:class:`~rulesparser.ast.OptionalCostPaid` or :class:`~rulesparser.ast.HeldAsCast`),
and Lorwyn's and Ixalan's "reveal a Merfolk card from your hand or pay {3}" (one of the two,
:class:`~rulesparser.ast.ChoiceOf`). Real Oracle lines (Forge 2020, MTGJSON ``text``)."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")
DRAGON_CARD = A.ObjectRef(kind="any", filter=("dragon", "card"), count=1)
REVEALED_OR_CONTROLLED = A.AnyOf(
    conditions=(
        A.OptionalCostPaid(action=A.Reveal(object=DRAGON_CARD, zone="hand")),
        A.HeldAsCast(
            condition=A.Exists(object=A.ObjectRef(kind="any", filter=("dragon", "you_control"))),
            object=SELF,
        ),
    )
)


def test_optional_reveal_and_its_condition() -> None:
    """Orator of Ojutai: the optional additional cost, then an intervening "if" that is true
    when the cost was paid or a Dragon was yours as the spell was cast."""
    cost, *_, trigger = oracle_abilities(
        "As an additional cost to cast Orator of Ojutai, you may reveal a Dragon card from your"
        " hand.\nDefender, flying\nWhen Orator of Ojutai enters the battlefield, if you revealed"
        " a Dragon card or controlled a Dragon as you cast Orator of Ojutai, draw a card.",
        "Orator of Ojutai",
    )
    assert cost == A.AdditionalCost(
        cost=A.Cost(components=(A.Reveal(object=DRAGON_CARD, zone="hand"),)), optional=True
    )
    assert isinstance(trigger, A.TriggeredAbility)
    assert trigger.condition == REVEALED_OR_CONTROLLED
    assert trigger.effect == A.Draw(player=YOU, amount=1)


def test_the_condition_on_a_spell_effect() -> None:
    """Foul-Tongue Invocation: the second sentence of the spell happens only under the
    condition."""
    (_, spell) = oracle_abilities(
        "As an additional cost to cast Foul-Tongue Invocation, you may reveal a Dragon card from"
        " your hand.\nTarget player sacrifices a creature. If you revealed a Dragon card or"
        " controlled a Dragon as you cast Foul-Tongue Invocation, you gain 4 life.",
        "Foul-Tongue Invocation",
    )
    gain = spell.effect.effects[1]
    assert gain == A.Conditional(
        condition=REVEALED_OR_CONTROLLED, effect=A.GainLife(player=YOU, amount=4)
    )


def test_reveal_or_pay() -> None:
    """Silvergill Adept: one of the two costs is paid (CR 601.2b)."""
    (cost,) = oracle_abilities(
        "As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay {3}."
    )
    merfolk = A.ObjectRef(kind="any", filter=("merfolk", "card"), count=1)
    assert cost == A.AdditionalCost(
        cost=A.Cost(
            components=(
                A.ChoiceOf(
                    player=YOU,
                    options=(A.Reveal(object=merfolk, zone="hand"), A.ManaCost(symbols=("3",))),
                ),
            )
        ),
        optional=False,
    )


def test_a_revealed_card_of_no_zone_stays_unparsed() -> None:
    """A reveal cost whose card is said in no zone is not read as a card from your hand."""
    assert oracle_unparsed("As an additional cost to cast this spell, reveal a Dragon card.")
