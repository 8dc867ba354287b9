"""AST nodes: slivers additions and the slivers area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import Ability, Amount, Duration, Effect, ObjectRef, PlayerRef

# --------------------------------------------------------------------------- slivers additions
# Static grants to a group, activated abilities of any cost, life and mana (issue 4).


@dataclass(frozen=True, kw_only=True)
class GrantAbilities(Ability):
    """A static ability giving ``abilities`` to every object ``object`` describes (CR 604.1,
    613.1f layer 6): "All Slivers have "Sacrifice this creature: You gain 3 life."" gives
    ``ObjectRef(kind="all", filter=("sliver",))`` and the quoted ability. Inside a granted
    ability, "this creature" and "you" are the object that has it and its controller."""

    type_name: ClassVar[str] = "grant_abilities"
    object: ObjectRef
    abilities: tuple[Node, ...]


# --------------------------------------------------------------------------- slivers area
# optional effects, prevention shields, coin flips (helper area "slivers")


@dataclass(frozen=True, kw_only=True)
class OptionalEffect(Effect):
    """ "you may [effect]" (CR 603.5, 608.2d): as it resolves, ``player`` chooses whether
    ``effect`` happens (Fungal Behemoth: "you may put a +1/+1 counter on target creature")."""

    type_name: ClassVar[str] = "optional_effect"
    player: PlayerRef
    effect: Node


@dataclass(frozen=True, kw_only=True)
class PreventDamage(Effect):
    """ "Prevent the next ``amount`` damage that would be dealt to ``recipient`` this turn"
    (CR 615.7): a prevention shield on the recipient, used up as it prevents damage, gone at
    the end of ``duration``. ``amount`` None prevents all such damage (CR 615.1)."""

    type_name: ClassVar[str] = "prevent_damage"
    recipient: Node
    amount: Amount | None = None
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class FlipCoin(Effect):
    """``player`` flips a coin (CR 705): "If you win the flip, [won]. If you lose the flip,
    [lost]." (Frenetic Sliver). The result is the scenario's ``choices.coin_flips``
    (deterministic); a player wins or loses the flip (CR 705.2)."""

    type_name: ClassVar[str] = "flip_coin"
    player: PlayerRef
    won: Node | None = None
    lost: Node | None = None
