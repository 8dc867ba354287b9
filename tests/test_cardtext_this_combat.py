"""Effects that last "this combat" (CR 506.1, 511.3): "can't be blocked this combat", "attacks
this combat if able", "blocks it this combat if able" last until the combat going on ends, as
"until end of combat"; the executor ends no effect with the combat yet and says so."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed
from _scenario_cards import failures_casting

from rulesparser import ast as A


def _nodes(text: str, name: str | None, cls: type[A.Node]) -> list[A.Node]:
    return [n for a in oracle_abilities(text, name) for n in a.walk() if isinstance(n, cls)]


def test_cant_be_blocked_this_combat_lasts_until_end_of_combat() -> None:
    """Yuan Shao's Infantry (Portal Three Kingdoms, Oracle): the trigger's creature can't be
    blocked for the rest of that combat, the duration "until end of combat" names."""
    name = "Yuan Shao's Infantry"
    text = f"Whenever {name} attacks alone, {name} can't be blocked this combat."
    (node,) = _nodes(text, name, A.CantBeBlocked)
    assert node.duration == A.Duration(kind="end_of_combat")
    (until,) = _nodes(
        f"Whenever {name} attacks alone, {name} can't be blocked until end of combat.",
        name,
        A.CantBeBlocked,
    )
    assert until == node


def test_blocks_it_this_combat_if_able_names_the_attacker() -> None:
    """Avalanche Tusker: "target creature defending player controls blocks it this combat if
    able" is a blocking requirement (CR 509.1c) whose attacker is the attacking Tusker."""
    name = "Avalanche Tusker"
    text = (
        f"Whenever {name} attacks, target creature defending player controls blocks it this "
        "combat if able."
    )
    (node,) = _nodes(text, name, A.BlocksIfAble)
    assert node.blocker.kind == "target"
    assert "defending_player_controls" in node.blocker.filter
    assert node.attacker.kind == "it"
    assert node.duration.kind == "end_of_combat"


def test_this_turn_requirement_keeps_its_duration() -> None:
    """The same requirement "this turn" (Lurking Arynx's wording) stays a requirement for
    the turn."""
    (node,) = _nodes(
        "Whenever this creature attacks, target creature defending player controls blocks it "
        "this turn if able.",
        None,
        A.BlocksIfAble,
    )
    assert node.duration.kind == "end_of_turn"


def test_a_step_other_than_combat_is_no_duration() -> None:
    """ "this upkeep" names no duration the rules give: left unparsed."""
    assert oracle_unparsed("Target creature can't be blocked this upkeep.")


def test_the_executor_says_it_cant_end_an_effect_with_the_combat() -> None:
    """The executor keeps "can't be blocked" for a turn or for ever, not until end of combat:
    it reports the game as one it can't play rather than running it with another duration;
    the same effect this turn is played."""
    failures = failures_casting("Creatures you control can't be blocked this combat.")
    assert any("can't play cant_be_blocked:end_of_combat" in f for f in failures), failures
    assert failures_casting("Creatures you control can't be blocked this turn.") == []
