"""Changing the target of a spell or ability (CR 115.7a) said by the card-text grammar, so that
"unless", a new target and other sentences compose with it: "Change the target of target spell
with a single target unless that spell's controller pays {2}." (Divert). "with a single target"
is an object qualifier (CR 115.1: one instance of "target"), the same StackObjectRef the older
grammar gives "Counter target spell with a single target." Real Oracle lines."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A

SINGLE = A.Targets(single=True)


def _spell(*words: str) -> A.StackObjectRef:
    return A.StackObjectRef(kind="target", filter=words, targeting=SINGLE)


def test_change_the_target_unless_its_controller_pays() -> None:
    """Divert: the spell's controller may pay {2} to keep its target (CR 118.12)."""
    (ability,) = oracle_abilities(
        "Change the target of target spell with a single target unless that spell's "
        "controller pays {2}."
    )
    assert isinstance(ability.effect, A.UnlessPays)
    assert ability.effect.effect == A.ChangeTarget(object=_spell("spell"))
    assert ability.effect.cost == A.Cost(components=(A.ManaCost(symbols=("2",)),))


def test_change_the_target_then_lose_life() -> None:
    """Imp's Mischief: a second sentence names the same spell ("that spell")."""
    (ability,) = oracle_abilities(
        "Change the target of target spell with a single target. You lose life equal to that "
        "spell's mana value.",
        "Imp's Mischief",
    )
    change, lose = ability.effect.effects
    assert change == A.ChangeTarget(object=_spell("spell"))
    assert isinstance(lose, A.LoseLife)


def test_change_the_target_of_an_activated_ability_and_to_this_object() -> None:
    (ability,) = oracle_abilities(
        "Change the target of target activated ability with a single target. (Mana abilities "
        "can't be targeted.)"
    )
    assert ability.effect == A.ChangeTarget(object=_spell("activated", "ability"))
    (shunt,) = oracle_abilities(
        "Change the target of target spell or ability with a single target to Torchling.",
        "Torchling",
    )
    assert shunt.effect.to == A.ObjectRef(kind="self")
