"""A kicker's "instead" replacing a conditional instruction by another of the same verb:
"Counter target spell if its mana value is 2 or less. If this spell was kicked, counter that
spell if its mana value is 4 or less instead." (CR 702.33d, 608.2c: when kicked, the second
instruction is done in place of the first)."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse


def test_prohibit() -> None:
    """Prohibit (INV): the same target, two thresholds; the second only when kicked."""
    _kicker, spell = oracle_abilities(
        "Kicker {2}\nCounter target spell if its mana value is 2 or less. If this spell was "
        "kicked, counter that spell if its mana value is 4 or less instead.",
        "Prohibit",
    )
    effect = spell.effect
    assert isinstance(effect, A.Instead)
    assert effect.condition == A.KickerPaid()
    assert isinstance(effect.replaced, A.Conditional)
    assert isinstance(effect.effect, A.Conditional)
    assert effect.replaced.effect.object.kind == "target"
    assert effect.effect.effect.object.kind == "that"
    assert effect.replaced.condition != effect.effect.condition


def test_overload_reads_as_prohibit() -> None:
    """Overload (INV): the same shape with "destroy" and an artifact."""
    _kicker, spell = oracle_abilities(
        "Kicker {2}\nDestroy target artifact if its mana value is 2 or less. If this spell was "
        "kicked, destroy that artifact if its mana value is 5 or less instead.",
        "Overload",
    )
    assert isinstance(spell.effect, A.Instead)
    assert isinstance(spell.effect.effect.effect, A.Destroy)


def test_a_conditional_instead_of_a_plain_instruction_stays_unparsed() -> None:
    """ "counter that spell if ... instead" after an unconditional counter: what it replaces
    is unsure, left unparsed."""
    card = parse(
        "Counter target spell. If this spell was kicked, counter that spell if its mana value "
        "is 4 or less instead.",
        "en",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)
