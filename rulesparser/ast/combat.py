"""AST nodes: the combat area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import Cost, Effect, ObjectRef, PlayerRef

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


@dataclass(frozen=True, kw_only=True)
class CombatCost(Effect):
    """``object`` can't ``action`` unless ``player`` pays ``cost`` ("~ can't attack unless you
    sacrifice two Islands", "Enchanted creature can't attack or block unless its controller
    pays {3}"): a cost to attack or block, paid as attackers or blockers are declared (CR
    508.1d, 508.1g-h, 509.1c, 509.1d-e), not an effect that happens unless paid. ``action``
    as :class:`~rulesparser.ast.Restriction`'s (``attack``, ``block``, ``attack_or_block``,
    ``attack_you``); ``which``: the creatures it can't block unless paid ("can't block
    creatures with power 3 or greater unless you pay {1}"). A static ability's effect."""

    type_name: ClassVar[str] = "combat_cost"
    object: ObjectRef
    action: str
    player: PlayerRef
    cost: Cost
    which: ObjectRef | None = None


@dataclass(frozen=True, kw_only=True)
class AttackedBy(Node):
    """The player or permanent ``object`` is attacking: "the player or planeswalker it's
    attacking", "the player or planeswalker that creature is attacking" (CR 506.3: only a
    player, a planeswalker or a battle can be attacked; CR 508.1b: chosen as the creature is
    declared an attacker). The CR names no such reference in its glossary; ``object`` is the
    attacking creature (``it``: the one named before)."""

    type_name: ClassVar[str] = "attacked_by"
    object: ObjectRef
