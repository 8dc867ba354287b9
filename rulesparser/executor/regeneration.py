"""Regeneration (CR 701.15): "Regenerate target creature." (Dawn Charm) creates a regeneration
shield on the permanent; the next time it would be destroyed this turn, instead it is tapped,
removed from combat and all damage is removed from it (CR 701.15a-b). Destruction is a
destroy effect (CR 701.7) or the state-based actions for lethal damage and deathtouch damage
(CR 704.5g-h); toughness 0 or less (CR 704.5f) and sacrifice aren't destruction, so a shield
doesn't help. "It can't be regenerated" (Pongify, ``Destroy.cant_be_regenerated``) makes that
destruction ignore the shields (CR 701.15c). Unused shields end at the cleanup step (CR 514.2)
and when the permanent leaves the battlefield (CR 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor import combat as _combat
from rulesparser.executor.engine import effect
from rulesparser.executor.state import Zone

if TYPE_CHECKING:
    from rulesparser.executor.engine import Engine
    from rulesparser.executor.state import GameObject


@effect(A.Regenerate, "701.19a")
def regenerate(game: Engine, eff: A.Regenerate, ctx: Any) -> bool:
    """Create one regeneration shield on each permanent ``eff.object`` names (CR 701.15a).
    Logs ``regeneration_shield`` (``card``). Output: whether a shield was created."""
    done = False
    for o in game.objects_of(eff.object, ctx):
        real = game.objects.get(getattr(o, "label", ""), None)
        if real is None or real.zone is not Zone.BATTLEFIELD:
            continue
        real.regeneration_shields += 1
        game.emit("regeneration_shield", card=real.label)
        done = True
    return done


def replace_destruction(game: Engine, obj: GameObject) -> bool:
    """``obj`` would be destroyed: if it has a shield, use it instead (CR 701.15b): tap it,
    remove it from combat and all damage from it (deathtouch damage included). Logs
    ``regenerates``. Output: whether it regenerated (then it isn't destroyed)."""
    if obj.regeneration_shields <= 0 or obj.zone is not Zone.BATTLEFIELD:
        return False
    obj.regeneration_shields -= 1
    obj.damage = 0
    obj.deathtouched = False
    game.emit("regenerates", card=obj.label)
    if not obj.tapped:
        game.tap(obj)
    _combat.remove_from_combat(game, obj)
    return True


def end_of_turn(game: Engine) -> None:
    """Unused regeneration shields end at the cleanup step (CR 514.2)."""
    for o in game.objects.values():
        o.regeneration_shields = 0
