"""Equipment (CR 301.5) and the equip keyword ability (CR 702.6): "Equip {2}" is
"{2}: Attach this permanent to target creature you control. Activate only as a sorcery."
(``A.Attach`` of the keyword's activated ability; the timing is checked by executor/timing.py).

- :func:`attach` carries out ``A.Attach`` (CR 701.3): the object is attached to the target
  creature; attaching it to the object it is already attached to does nothing (CR 701.3b); an
  object that isn't on the battlefield any more can't be attached (CR 701.3a).
- :func:`equipment_sba`: an Equipment attached to an illegal permanent (one that is no longer a
  creature, or that is the Equipment itself) becomes unattached and stays on the battlefield
  (CR 704.5n, 301.5c). One attached to an object that left the battlefield is unattached
  already (``attached_to`` names the object by its zone changes, CR 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor import auras
from rulesparser.executor.engine import effect
from rulesparser.executor.state import GameObject, Zone

if TYPE_CHECKING:
    from rulesparser.executor.engine import Engine


@effect(A.Attach, "701.3a")
def attach(game: Engine, eff: A.Attach, ctx: Any) -> bool:
    """Attach ``eff.object`` (the Equipment) to ``eff.to`` (CR 701.3). Logs ``attached``.
    Output: whether something was attached."""
    movers = [o for o in game.objects_of(eff.object, ctx) if isinstance(o, GameObject)]
    hosts = [o for o in game.objects_of(eff.to, ctx) if isinstance(o, GameObject)]
    done = False
    for m in movers:
        real = game.objects.get(m.label)
        if real is None or real.zone is not Zone.BATTLEFIELD or real.zone_changes != m.zone_changes:
            continue  # it left the battlefield: it can't be attached (CR 701.3a)
        for host in hosts[:1]:
            if host is real or host.zone is not Zone.BATTLEFIELD:
                continue
            if real.attached_to == (host.label, host.zone_changes):
                continue  # already attached to it: nothing happens (CR 701.3b)
            auras.attach(game, real, host)
            game.layers.touch()
            done = True
    return done


def equipment_sba(game: Engine) -> bool:
    """CR 704.5n: an Equipment attached to an illegal permanent becomes unattached (it stays
    on the battlefield). Logs ``sba`` (rule ``704.5n``). Output: whether it did anything."""
    acted = False
    for o in list(game.battlefield):
        if o.attached_to is None or not o.has_type("equipment"):
            continue
        host = auras.enchanted(game, o)
        if not host:
            o.attached_to = None  # its object left the battlefield (CR 400.7)
            continue
        if host[0] is o or not host[0].has_type("creature"):
            game.emit("sba", rule="704.5n", card=o.label)
            o.attached_to = None
            game.layers.touch()
            acted = True
    return acted
