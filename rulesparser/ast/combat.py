"""AST nodes: the combat area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import ObjectRef, PlayerRef

# --------------------------------------------------------------------------- combat area
# Per-turn damage records and combat triggers.


@dataclass(frozen=True, kw_only=True)
class DealtDamageThisTurn(Node):
    """ "if [object] dealt damage to [player] this turn" (CR 603.4 intervening "if"; damage,
    CR 120): true when ``object`` (the same object, CR 400.7) dealt damage during this turn to a
    player ``recipient`` describes when the condition is checked. ``recipient`` ``opponent`` is an
    opponent of the object's current controller, whoever controlled it when the damage was dealt
    (Dunerider Outlaw rulings). ``combat``: only combat damage counts."""

    type_name: ClassVar[str] = "dealt_damage_this_turn"
    object: ObjectRef
    recipient: PlayerRef
    combat: bool = False
