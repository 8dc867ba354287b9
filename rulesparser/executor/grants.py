"""Abilities granted by static abilities of other permanents (CR 604.1, 613.1f layer 6):
"All Slivers have "Sacrifice this creature: You gain 3 life."" (a
:class:`rulesparser.ast.GrantAbilities` node).

The engine calls :func:`refresh_grants` whenever the battlefield or a permanent's
characteristics change; each permanent then holds, in ``GameObject.granted``, the ability nodes
the grants give it (in the timestamp order of their sources), and ``GameObject.abilities()``
lists them after its own. A granted ability belongs to the object that has it: "this creature"
is that object and "you" its controller (Darkheart Sliver ruling).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.executor.state import Zone

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.game import Game
    from rulesparser.executor.state import GameObject

__all__ = ["refresh_grants"]


def _grants_of(obj: GameObject) -> list[A.GrantAbilities]:
    return [i.node for i in obj.own_abilities() if isinstance(i.node, A.GrantAbilities)]


def refresh_grants(game: Game) -> None:
    """Recompute every permanent's granted abilities from the grants on the battlefield
    (CR 613.1f). Objects off the battlefield have none. Cheap when no grant is in play."""
    sources = sorted(
        ((o, g) for o in game.battlefield for g in _grants_of(o)), key=lambda s: s[0].timestamp
    )
    for obj in list(game.objects.values()):
        new: tuple[A.Node, ...] = ()
        if obj.zone is Zone.BATTLEFIELD and sources:
            new = tuple(
                ability
                for src, grant in sources
                if game.matches(obj, grant.object.filter, src.controller)
                for ability in grant.abilities
            )
        if new != obj.granted:
            obj.granted = new
            obj.invalidate()
