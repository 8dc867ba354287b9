"""Shroud, hexproof and protection in the executor: what can't be targeted, blocked or dealt
damage. Called from :class:`~rulesparser.executor.engine.Engine` (target legality, damage) and
:mod:`.combat` (blocks); keywords are read through :meth:`Engine.has_keyword` (printed, gained or
granted, after the layers), never from text.

* Shroud (CR 702.18a): the permanent can't be the target of spells or abilities.
* Hexproof (CR 702.11b): it can't be the target of spells or abilities its controller's
  opponents control; hexproof from a quality (CR 702.11d): of those with that quality.
* Protection from a quality (CR 702.16a), "DEBT": damage from sources with that quality is
  prevented (702.16e); it can't be enchanted by Auras (702.16c, :func:`.auras.can_enchant`) or
  equipped by Equipment with that quality (702.16d: Equipment isn't modelled); it can't be
  blocked by creatures with that quality (702.16f); it can't be the target of spells with that
  quality or abilities from sources with that quality (702.16b).

A quality is a color, a card type or a subtype ("from black", "from creatures", "from
Slivers"), checked on the source's characteristics now (CR 613).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor.state import GameObject, StackItem

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine

__all__ = ["qualities", "protected_from", "untargetable_reason", "damage_prevented"]


def qualities(game: Engine, obj: GameObject) -> list[str]:
    """The qualities ``obj`` has protection from (CR 702.16a), one per protection keyword it
    has now: ``["black"]`` for "Protection from black"."""
    return [
        k.parameter.value
        for k in obj.keywords()
        if k.name == "protection" and isinstance(k.parameter, A.Quality)
    ]


def _source_object(source: Any) -> GameObject | None:
    if isinstance(source, StackItem):
        return source.source
    return source if isinstance(source, GameObject) else None


def protected_from(game: Engine, obj: GameObject, source: Any) -> str | None:
    """The quality of ``source`` (an object, or a spell or ability on the stack: its source)
    that ``obj`` has protection from, or None (CR 702.16a)."""
    src = _source_object(source)
    if src is None:
        return None
    for q in qualities(game, obj):
        # "protection from everything" (CR 702.16j): from each object, whatever its
        # characteristics
        if q == "everything" or src.has_type(q):
            return q
    return None


def _hexproof_against(game: Engine, obj: GameObject, source: Any) -> bool:
    """Whether a hexproof ability of ``obj`` keeps a spell or ability of an opponent whose source
    is ``source`` from targeting it: hexproof (CR 702.11b), or "hexproof from [quality]" when the
    source has that quality (CR 702.11d, a hexproof ability with its quality as parameter)."""
    if not game.has_keyword(obj, "hexproof"):
        return False
    src = _source_object(source)
    for k in obj.keywords():
        if k.name != "hexproof":
            continue
        if not isinstance(k.parameter, A.Quality):
            return True
        if src is not None and src.has_type(k.parameter.value):
            return True
    return False


def untargetable_reason(game: Engine, obj: GameObject, controller: str, source: Any) -> str | None:
    """Why ``obj`` can't be the target of a spell or ability controlled by ``controller`` whose
    source is ``source``: ``shroud`` (CR 702.18a), ``hexproof`` (CR 702.11b: only for an
    opponent of its controller), ``protection`` (CR 702.16b); None when it can be."""
    if game.has_keyword(obj, "shroud"):
        return "shroud"
    if controller != obj.controller and _hexproof_against(game, obj, source):
        return "hexproof"
    if protected_from(game, obj, source) is not None:
        return "protection"
    return None


def damage_prevented(game: Engine, src: GameObject, obj: GameObject, amount: int) -> bool:
    """CR 702.16e: damage that a source with a quality would deal to a permanent with
    protection from that quality is prevented. Logs ``prevented`` (``source``, ``to``,
    ``amount``, as a prevention shield does) and returns True when it is."""
    if amount <= 0 or getattr(game, "unpreventable", 0) or protected_from(game, obj, src) is None:
        return False  # (damage that can't be prevented is dealt, CR 615.12)
    game.emit("prevented", source=src.label, to=obj.label, amount=amount)
    return True
