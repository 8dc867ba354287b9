"""Sacrificing a permanent (CR 701.21a; CR 701.17a of the 2008-2023 rules, 2007 CR 212.x
"sacrifice"): its controller moves it from the battlefield directly to its owner's graveyard. A
player can't sacrifice something that isn't a permanent, or a permanent they don't control.

Every "sacrifice" of the executor goes through :func:`sacrifice`: the ``Sacrifice`` effect
(vanishing's "sacrifice it", "sacrifice it at end of turn"), "sacrifice it unless you pay"
(echo, CR 702.30a), "[target player] sacrifices a creature" (``targets.sacrifice_chosen``),
sacrifice costs (CR 118.3) and "any player may sacrifice" (CR 101.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesparser.executor.state import GameObject, Zone

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine

__all__ = ["can_sacrifice", "sacrifice"]


def can_sacrifice(obj: GameObject, player: str) -> bool:
    """Whether ``player`` can sacrifice ``obj`` now (CR 701.21a): it is a permanent (on the
    battlefield) that ``player`` controls."""
    return obj.zone is Zone.BATTLEFIELD and obj.controller == player


def sacrifice(game: Engine, player: str, obj: GameObject) -> GameObject | None:
    """``player`` sacrifices ``obj`` (CR 701.21a): logs ``sacrificed`` and moves it to its
    owner's graveyard. A permanent another player controls isn't sacrificed (logs
    ``cant_sacrifice``: the player can't sacrifice it); an object no longer on the battlefield
    isn't either (nothing logged: it is gone). Output: the last known information of the
    sacrificed permanent (CR 608.2h), or None when it wasn't sacrificed."""
    if obj.zone is not Zone.BATTLEFIELD:
        return None
    if obj.controller != player:
        game.emit("cant_sacrifice", player=player, card=obj.label)
        return None
    game.emit("sacrificed", card=obj.label)
    return game.move(obj, Zone.GRAVEYARD, cause="sacrifice")
