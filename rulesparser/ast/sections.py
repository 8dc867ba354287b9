"""AST nodes of abilities printed over several lines: leveler bands (CR 711), class levels
(CR 716) and die-roll results tables (CR 706.3). The parser reads each line alone and
:mod:`rulesparser.sections` gathers the lines of one such ability."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import Ability, Amount, Cost, Effect, PlayerRef


@dataclass(frozen=True, kw_only=True)
class LevelerBand(Ability):
    """A level symbol of a leveler card with its striation (CR 711.2a/b): "As long as this
    creature has at least ``minimum`` level counters on it, but no more than ``maximum`` (None:
    no upper bound, "N+"), it has base power and toughness ``power``/``toughness`` and has
    ``abilities``." Printed "LEVEL 2-6" / "NIVEAU 2-6" / "STUFE 2-6", then a P/T line, then the
    abilities of the striation, one per line."""

    type_name: ClassVar[str] = "leveler_band"
    minimum: int
    maximum: int | None = None
    power: Amount | None = None
    toughness: Amount | None = None
    abilities: tuple[Node, ...] = ()


@dataclass(frozen=True, kw_only=True)
class PowerToughnessBox(Ability):
    """A power/toughness printed on a line of its own (a leveler card's striation, CR 711.1):
    part of the :class:`LevelerBand` before it; alone, it has no rules meaning of its own."""

    type_name: ClassVar[str] = "power_toughness_box"
    power: Amount
    toughness: Amount


@dataclass(frozen=True, kw_only=True)
class ClassLevel(Ability):
    """A class level bar (CR 716.2a): "``cost``: Level ``level``" means "``cost``: This Class's
    level becomes ``level``. Activate only if this Class is level ``level`` - 1 and only as a
    sorcery" and "As long as this Class is level ``level`` or greater, it has ``abilities``"
    (the abilities printed in its section, one per line)."""

    type_name: ClassVar[str] = "class_level"
    level: int
    cost: Cost
    abilities: tuple[Node, ...] = ()


@dataclass(frozen=True, kw_only=True)
class DieResult(Ability):
    """One row of a results table (CR 706.3): when the result of the die roll is from ``low``
    to ``high``, ``effect`` happens. Printed "1—9 | Draw a card." after the ability that rolls;
    :class:`RollDie` holds its rows."""

    type_name: ClassVar[str] = "die_result"
    low: int
    high: int
    effect: Node


@dataclass(frozen=True, kw_only=True)
class RollDie(Effect):
    """``player`` rolls a ``sides``-sided die (CR 706.1); ``results``: the rows of the results
    table printed after the ability (CR 706.3), in printed order."""

    type_name: ClassVar[str] = "roll_die"
    player: PlayerRef
    sides: int
    results: tuple[DieResult, ...] = ()
