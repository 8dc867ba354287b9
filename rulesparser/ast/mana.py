"""AST nodes: the mana area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ._base import Node
from .core import ActivatedAbility, Effect, ObjectRef


# mana area additions (helper "mana"): copies of spells, abilities of spells on the stack
@dataclass(frozen=True, kw_only=True)
class Sum(Node):
    """A number that is the sum of ``terms`` (ints or amounts such as :class:`Count`, evaluated
    when needed): "where X is 3 plus the number of charge counters on it" (Lightning Storm;
    CR 107.3)."""

    type_name: ClassVar[str] = "sum"
    terms: tuple[Any, ...]


@dataclass(frozen=True, kw_only=True)
class RestrictedActivatedAbility(ActivatedAbility):
    """An activated ability with restrictions on who may activate it and where (CR 602.5):
    ``any_player`` "Any player may activate [play] this ability" (CR 602.2: otherwise only its
    controller may), ``zone`` "but only if [this] is on the stack" (``stack``: an ability of a
    spell, which works only while it is on the stack, CR 113.6). Lightning Storm.
    ``condition`` "Activate only if [condition]" / "only during [step]" (CR 602.5b: a condition
    that must hold as it is activated, e.g. :class:`During`, :class:`TurnOf`, :class:`Compare`),
    ``max_per_turn`` "Activate no more than twice each turn", "only once each turn" (CR 602.5b)
    when said with another restriction ("once_each_turn" alone is ``timing``);
    ``max_activations`` "Activate only once." (in all, not each turn: exhaust, CR 702.177a).
    ``cost_change`` "This ability costs {1} less to activate for each legendary creature you
    control" (CR 602.2b, 601.2f: the total cost of this ability as it is activated): a
    :class:`CostChange` whose ``object`` is this object (``self``), said of this ability."""

    type_name: ClassVar[str] = "restricted_activated_ability"
    any_player: bool = False
    zone: str | None = None
    condition: Node | None = None
    max_per_turn: int | None = None
    cost_change: Node | None = None
    #: "Activate only once." (CR 602.5b; exhaust 702.177a): at most this many activations of
    #: this ability of this object, in all the game
    max_activations: int | None = None


@dataclass(frozen=True, kw_only=True)
class CopyCard(Effect):
    """ "Copy [card]" (Isochron Scepter's "copy the exiled card"; CR 707.12, 2007 CR 503.?):
    a copy of the card is created where the card is, to be cast ("you may cast the copy"); it is
    not a card and ceases to exist if it isn't cast. ``object`` is the card, e.g. ``linked``
    ``exiled``: the card exiled by the linked ability of the same object (CR 607.2a)."""

    type_name: ClassVar[str] = "copy_card"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class RestrictedMana(Effect):
    """``effect`` adds mana that may be spent only to cast the spells ``spells`` describes or to
    activate abilities of the objects ``abilities_of`` describes (CR 106.6): "{T}: Add {C}.
    Spend this mana only to cast artifact spells or activate abilities of artifacts."
    (``effect`` an :class:`~rulesparser.ast.AddMana` or a choice of mana, CR 106.4)."""

    type_name: ClassVar[str] = "restricted_mana"
    effect: Node
    spells: tuple[ObjectRef, ...] = ()
    abilities_of: tuple[ObjectRef, ...] = ()
