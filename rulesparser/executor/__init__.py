"""Executor: plays parsed abilities (``rulesparser.ast`` nodes) on a game state.

Public API::

    from rulesparser.executor import Game, Player, CardDef, Zone, Step, ScriptedPolicy
    from rulesparser.executor.scenario import load_scenario, run_scenario

The executor never sees rules text: cards carry the AST the parser produced, so the same card
parsed from English, French or German plays the same game (see ``docs/scenarios.md``).
"""

from rulesparser.executor.game import Game
from rulesparser.executor.policy import DefaultPolicy, Policy, ScriptedPolicy
from rulesparser.executor.state import (
    CardDef,
    ExecutorError,
    GameEvent,
    GameObject,
    IllegalAction,
    Player,
    StackItem,
    Step,
    Zone,
)

__all__ = [
    "Game",
    "Policy",
    "DefaultPolicy",
    "ScriptedPolicy",
    "CardDef",
    "ExecutorError",
    "GameEvent",
    "GameObject",
    "IllegalAction",
    "Player",
    "StackItem",
    "Step",
    "Zone",
]
