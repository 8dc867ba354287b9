"""The objects of the player a Curse enchants (CR 303.4d, 109.4): "Creatures enchanted player
controls get -1/-1", "Whenever a creature enters the battlefield under enchanted player's
control" (a creature that player controls enters, as "under an opponent's control")."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A


def test_creatures_enchanted_player_controls() -> None:
    """Curse of Death's Hold (Innistrad-era Forge text): a static -1/-1 on the creatures the
    enchanted player controls."""
    (_, static) = oracle_abilities(
        "Enchant player\nCreatures enchanted player controls get -1/-1.", "Curse of Death's Hold"
    )
    (change,) = [n for n in static.walk() if isinstance(n, A.ModifyPowerToughness)]
    assert change.object.filter == ("creature", "enchanted_player_controls")
    assert (change.power, change.toughness) == (-1, -1)


def test_entering_under_enchanted_players_control() -> None:
    """Trespasser's Curse (Shadows over Innistrad-era Forge text): the event is a creature that
    player controls entering, as "under an opponent's control" is one an opponent controls."""
    name = "Trespasser's Curse"
    (ability,) = oracle_abilities(
        "Whenever a creature enters the battlefield under enchanted player's control, you gain "
        "1 life.",
        name,
    )
    assert ability.trigger.event == "enters"
    assert ability.trigger.object.filter == ("creature", "enchanted_player_controls")
    (opponent,) = oracle_abilities(
        "Whenever a creature enters the battlefield under an opponent's control, you gain 1 life.",
        name,
    )
    assert opponent.trigger.object.filter == ("creature", "opponent_controls")


def test_enchanted_player_as_the_player_of_a_trigger_and_a_verb() -> None:
    """Curse of Exhaustion-style triggers and Curse of the Bloody Tome-style mills: "enchanted
    player" as the subject of a verb or of a trigger event (CR 303.4d). Both lines failed with
    "internal grammar error" (the player phrase stayed a parse-tree node; every rule is
    checked by tests/test_grammar_callbacks.py)."""
    (trigger,) = oracle_abilities(
        "Whenever enchanted player casts a spell, you draw a card.", "Curse Test"
    )
    assert trigger.trigger.event == "cast"
    assert trigger.trigger.player == A.PlayerRef(kind="enchanted_player")
    assert isinstance(trigger.effect, A.Draw) and trigger.effect.player.kind == "you"
    (mill,) = oracle_abilities("Enchanted player mills two cards.", "Curse Test")
    assert mill.effect == A.Mill(player=A.PlayerRef(kind="enchanted_player"), amount=2)
