"""AST nodes of conditions: how a spell was cast (CR 601.2: the mana spent to cast it, "If at
least three white mana was spent to cast this spell", adamant) and conditions joined by "and"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import Amount, ObjectRef, PlayerRef


@dataclass(frozen=True, kw_only=True)
class ManaSpent(Node):
    """At least ``at_least`` mana was spent to cast ``object`` (CR 601.2h: the mana paid for
    its total cost): of ``color`` (a color word, CR 105.1: "If {G} was spent to cast this
    spell" is one green mana), or all of one color when ``color`` is ``same`` ("three mana of
    the same color"), ``snow`` ({S}: mana from a snow source, CR 106.3), ``colored`` (any
    color) or ``any`` (any mana); "if no mana was spent to cast it" is ``Not`` of one ``any``.
    ``object``: the spell (``self``; ``that`` for the spell of a cast trigger)."""

    type_name: ClassVar[str] = "mana_spent"
    object: ObjectRef
    at_least: Amount
    color: str


@dataclass(frozen=True, kw_only=True)
class DayNight(Node):
    """The game is ``state``: "day", "night", or "neither" day nor night (CR 730.1: once it is
    day or night it stays one of them)."""

    type_name: ClassVar[str] = "day_night"
    state: str


@dataclass(frozen=True, kw_only=True)
class AllOf(Node):
    """Every one of ``conditions`` holds ("If an opponent controls an Island and you control a
    Mountain", "As long as you have 30 or more life and an opponent has 10 or less life")."""

    type_name: ClassVar[str] = "all_of"
    conditions: tuple[Node, ...]


@dataclass(frozen=True, kw_only=True)
class AnyOf(Node):
    """At least one of ``conditions`` holds ("if ~ is in the command zone or on the
    battlefield", eminence: CR 408.1, 903.6; "if you control a Desert or there is a Desert card
    in your graveyard", Amonkhet's Desert cycle)."""

    type_name: ClassVar[str] = "any_of"
    conditions: tuple[Node, ...]


@dataclass(frozen=True, kw_only=True)
class Foretold(Node):
    """ "If this spell was foretold" (CR 702.143c): ``object`` (this spell) was a foretold card
    (exiled face down by the foretell special action, CR 702.143a) before it was cast, whatever
    cost was paid to cast it."""

    type_name: ClassVar[str] = "foretold"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class OptionalCostPaid(Node):
    """The optional additional cost printed on this card was paid as this spell was cast (CR
    601.2b, 601.2f-h), said by the action it is: "if you revealed a Dragon card" after "As an
    additional cost to cast this spell, you may reveal a Dragon card from your hand." (Dragons of
    Tarkir). ``action``: that action (a :class:`Reveal`)."""

    type_name: ClassVar[str] = "optional_cost_paid"
    action: Node


@dataclass(frozen=True, kw_only=True)
class HeldAsCast(Node):
    """``condition`` held as ``object`` (this spell) was cast (CR 601.2: checked as casting it
    ends, 601.2i): "if you ... controlled a Dragon as you cast this spell" (Dragons of Tarkir)
    is :class:`Exists` of a Dragon you control, then."""

    type_name: ClassVar[str] = "held_as_cast"
    condition: Node
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class CastDuring(Node):
    """``player`` cast ``object`` (this spell) while ``during`` held ("If you cast this spell
    during your main phase", addendum: CR 601.2, 505.1)."""

    type_name: ClassVar[str] = "cast_during"
    object: ObjectRef
    player: PlayerRef
    during: Node


@dataclass(frozen=True, kw_only=True)
class CompareCounts(Node):
    """Two players' numbers compared (CR 119 life, 402 hand, 109.4 permanents controlled): ``value``
    ``op`` (``>`` "more ... than", ``<`` "fewer ... than") ``other``, each a :class:`Count` of one
    player. "if an opponent controls more lands than you" (Count ``permanents`` of an
    ``opponent``: it holds when it holds for one of them); "than each opponent": than every one
    of them. A player's life total against their starting life total (CR 103.4): Count
    ``starting_life_total``."""

    type_name: ClassVar[str] = "compare_counts"
    value: Node
    op: str
    other: Node
