"""Damage to "target player or planeswalker" and to the creatures of whoever was chosen:
"each creature that player or that planeswalker's controller controls" is controlled by the
player chosen, or by the controller of the planeswalker chosen (CR 108.4, 109.4, 115.1,
120.3)."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse

PLAYER_OR_PLANESWALKER = A.Target(kinds=("planeswalker", "player"))
THEIR_CREATURES = A.ObjectRef(
    kind="each", filter=("creature", "that_player_or_controller_controls")
)


def test_the_target_and_each_creature_of_its_player() -> None:
    """Bonfire of the Damned (AVR), Flame Wave (9ED): one amount to the target and to each
    such creature at once (CR 120.3)."""
    (ability,) = oracle_abilities(
        "Bonfire of the Damned deals X damage to target player or planeswalker and each "
        "creature that player or that planeswalker's controller controls.",
        "Bonfire of the Damned",
    )
    assert ability.effect.recipient == A.Recipients(
        members=(PLAYER_OR_PLANESWALKER, THEIR_CREATURES)
    )
    (wave,) = oracle_abilities(
        "Flame Wave deals 4 damage to target player or planeswalker and each creature that "
        "player or that planeswalker's controller controls.",
        "Flame Wave",
    )
    assert wave.effect.recipient == ability.effect.recipient


def test_two_amounts_to_the_target_and_its_creatures() -> None:
    """Chandra's Fury (ORI): 4 damage to the target, 1 to each creature of that player or of
    that planeswalker's controller."""
    (ability,) = oracle_abilities(
        "Chandra's Fury deals 4 damage to target player or planeswalker and 1 damage to each "
        "creature that player or that planeswalker's controller controls.",
        "Chandra's Fury",
    )
    first, second = ability.effect.effects
    assert (first.amount, first.recipient) == (4, PLAYER_OR_PLANESWALKER)
    assert (second.amount, second.recipient) == (1, THEIR_CREATURES)


def test_that_player_alone_after_player_or_planeswalker_stays_unparsed() -> None:
    """After "target player or planeswalker", "each creature that player controls" would not
    say whose creatures they are when a planeswalker is chosen: left unparsed."""
    card = parse(
        "Flame Wave deals 4 damage to target player or planeswalker and each creature that "
        "player controls.",
        "en",
        card_name="Flame Wave",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)
