"""Effects of the "slivers" area: optional effects ("you may", CR 603.5), prevention shields
(CR 615), coin flips (CR 705) and exile-and-return (CR 603.7).

``do_effect(game, effect, ctx)`` is called first by ``Game._do``: it returns whether the effect
did something, or None when the effect is not one of this module's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A

if TYPE_CHECKING:
    from rulesparser.executor.game import Game

__all__ = ["do_effect"]


def do_effect(game: Game, eff: A.Node, ctx: Any) -> bool | None:
    """Carry out ``eff`` if it belongs to this module (see the module docstring)."""
    if isinstance(eff, A.OptionalEffect):
        player = game._player(eff.player, ctx)
        if not game.policy.may(game, player, ctx.source, eff.effect.type_name):
            return False
        return game._do(eff.effect, ctx)
    return None
