"""AST nodes: the Oracle area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .core import Duration, Effect, ObjectRef, PlayerRef


# Oracle area (helper "oracle"): nodes both templating eras of the seed cards share
@dataclass(frozen=True, kw_only=True)
class GainControl(Effect):
    """``player`` controls ``object`` (CR 613.1b: a control-changing effect, applied in layer 2;
    glossary "Control-Changing Effect"). As the effect of a :class:`StaticEffect` it lasts while
    the static ability applies: "You control enchanted creature." (Enslave, CR 303.4). As a
    one-shot effect, for ``duration`` (None: indefinitely, CR 611.2a)."""

    type_name: ClassVar[str] = "gain_control"
    player: PlayerRef
    object: ObjectRef
    duration: Duration | None = None


@dataclass(frozen=True, kw_only=True)
class ExchangeControl(Effect):
    """Exchange control of ``object`` and ``other`` (CR 701.12b: each player who controls one
    gains control of the other; if they have the same controller nothing happens; if the whole
    exchange can't be done, no part of it is, CR 701.12a). "Exchange control of two target creatures": ``object`` is the two
    targets (``count`` 2) and ``other`` None. The exchange lasts indefinitely (CR 611.2a)."""

    type_name: ClassVar[str] = "exchange_control"
    object: ObjectRef
    other: ObjectRef | None = None


@dataclass(frozen=True, kw_only=True)
class ExchangeZones(Effect):
    """Exchange ``object``, a permanent, with ``other``, a card in a hand: each is put where the
    other was (aura swap, CR 702.65a "You may exchange this permanent with an Aura card in your
    hand"; 702.65b: if either is no longer there, no exchange happens, CR 701.12a)."""

    type_name: ClassVar[str] = "exchange_zones"
    object: ObjectRef
    other: ObjectRef
