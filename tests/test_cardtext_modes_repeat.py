"""Modal spells whose modes may be chosen more than once (CR 700.2d): the Confluences' "Choose
three. You may choose the same mode more than once." is
:class:`~rulesparser.ast.ChooseModesRepeatable`; the modes after it are read as any modal spell's. Real Oracle text (Forge
2020)."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A


def test_fiery_confluence() -> None:
    """Fiery Confluence (Magic Origins): three choices among three modes, any of them again."""
    (spell,) = oracle_abilities(
        "Choose three. You may choose the same mode more than once.\n• Fiery Confluence deals 1"
        " damage to each creature.\n• Fiery Confluence deals 2 damage to each opponent.\n•"
        " Destroy target artifact.",
        "Fiery Confluence",
    )
    modal = spell.effect
    assert isinstance(modal, A.ChooseModesRepeatable)
    assert modal.number == 3
    assert modal.modes[2] == A.Destroy(object=A.ObjectRef(kind="target", filter=("artifact",)))


def test_choose_two_stays_without_repeat() -> None:
    """ "Choose two —" alone: each mode at most once (CR 700.2)."""
    (spell,) = oracle_abilities(
        "Choose two —\n• Draw a card.\n• You gain 3 life.\n• Destroy target artifact."
    )
    assert spell.effect == A.ChooseModes(minimum=2, maximum=2, modes=spell.effect.modes)
