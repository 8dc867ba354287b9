"""The condition "If that card has the chosen name, ..." (CR 201.3: a card name chosen before in
the same ability): the card named before is one "with the chosen name", as an object phrase
says it (``chosen_name``). Real Oracle lines of Core Set 2020, Tempest and Time Spiral."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A

HAS_CHOSEN_NAME = A.Exists(object=A.ObjectRef(kind="that", filter=("card", "chosen_name")))


def test_diviners_lockbox() -> None:
    (ability,) = oracle_abilities(
        "{1}, {T}: Choose a card name, then reveal the top card of your library. If that card"
        " has the chosen name, sacrifice Diviner's Lockbox and draw three cards. Activate only"
        " as a sorcery.",
        "Diviner's Lockbox",
    )
    name, reveal, conditional = ability.effect.effects
    assert isinstance(name, A.NameCard) and isinstance(reveal, A.Reveal)
    assert conditional.condition == HAS_CHOSEN_NAME


def test_cursed_scroll() -> None:
    (ability,) = oracle_abilities(
        "{3}, {T}: Choose a card name, then reveal a card at random from your hand. If that card"
        " has the chosen name, Cursed Scroll deals 2 damage to any target.",
        "Cursed Scroll",
    )
    conditional = ability.effect.effects[-1]
    assert conditional.condition == HAS_CHOSEN_NAME
    assert isinstance(conditional.effect, A.DealDamage)


def test_the_chosen_name_of_an_object_not_named_before_stays_unparsed() -> None:
    assert oracle_unparsed(
        "Choose a card name. If target creature has the chosen name, destroy it."
    )
