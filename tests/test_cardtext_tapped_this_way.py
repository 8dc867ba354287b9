"""Objects an earlier instruction tapped (CR 608.2c, 701.26a): "Tap any number of untapped
creatures you control. You gain 4 life for each creature tapped this way." counts the creatures
the first sentence tapped; without a tap before it the phrase refers to nothing and the line
stays unparsed. Real Oracle lines (Forge 2020)."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A

TAPPED = A.Count(
    what="objects", object=A.ObjectRef(kind="each", filter=("creature", "tapped_this_way"))
)


def test_harmony_of_nature() -> None:
    """Harmony of Nature (Mirage; Forge Oracle): 4 life for each creature tapped."""
    (spell,) = oracle_abilities(
        "Tap any number of untapped creatures you control. You gain 4 life for each creature"
        " tapped this way."
    )
    tap, gain = spell.effect.effects
    assert isinstance(tap, A.Tap)
    assert gain == A.GainLife(
        player=A.PlayerRef(kind="you"), amount=A.Product(factor=4, amount=TAPPED)
    )


def test_ledev_champion() -> None:
    """Ledev Champion (Guilds of Ravnica): +1/+1 until end of turn for each creature tapped."""
    (trigger,) = oracle_abilities(
        "Whenever Ledev Champion attacks, you may tap any number of untapped creatures you"
        " control. Ledev Champion gets +1/+1 until end of turn for each creature tapped this"
        " way.",
        "Ledev Champion",
    )
    assert trigger.effect.effects[1].power == TAPPED


def test_nothing_tapped_before_stays_unparsed() -> None:
    """The phrase alone names no objects (CR 608.2c)."""
    assert oracle_unparsed("You gain 4 life for each creature tapped this way.")
