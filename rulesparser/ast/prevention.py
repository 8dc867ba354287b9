"""AST nodes: prevention effects (CR 615): prevention shields on a player or an object, damage
that can't be prevented."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import Amount, Duration, Effect


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
class PreventDamageDivided(Effect):
    """ "Prevent the next ``amount`` damage that would be dealt this turn to any number of
    targets, divided as you choose" (Remedy): one prevention shield per target, of the part of
    ``amount`` announced for it as the spell is cast or the ability activated (CR 601.2d: each
    target gets at least 1; CR 615.7), gone at the end of ``duration``. ``targets``,
    ``minimum`` and ``maximum`` as in :class:`~rulesparser.ast.DealDamageDivided`."""

    type_name: ClassVar[str] = "prevent_damage_divided"
    amount: Amount | Node
    targets: Node
    minimum: int
    maximum: int | None = None
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class DamageCantBePrevented(Effect):
    """ "Damage can't be prevented [this turn]." (CR 615.12): any damage dealt during
    ``duration`` (``permanent`` for a static ability) can't be prevented; prevention effects
    still apply to it without preventing any of it, and their other effects happen."""

    type_name: ClassVar[str] = "damage_cant_be_prevented"
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class UnpreventableDamage(Effect):
    """ "[``effect``]. The damage can't be prevented." (Volcano Hellion, CR 615.12): the damage
    ``effect`` deals can't be prevented; prevention effects still apply to it without
    preventing any of it. Unlike :class:`DamageCantBePrevented`, no other damage is concerned."""

    type_name: ClassVar[str] = "unpreventable_damage"
    effect: Node
