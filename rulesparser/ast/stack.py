"""AST nodes: the stack and targets."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import Duration, Effect, ObjectRef, PlayerRef

# --------------------------------------------------------------------------- stack and targets
# Nodes for spells and abilities that refer to other spells and abilities on the stack (CR 115,
# 405, 701.5): "counter target spell that targets you", "change the target of target spell with a
# single target" (Planar Chaos: Imp's Mischief, Torchling, Muck Drubb, Rebuff the Wicked, Dawn
# Charm).


@dataclass(frozen=True, kw_only=True)
class Targets(Node):
    """What a spell or ability on the stack targets (CR 115.1, 115.3).

    ``object``: what one of its targets must be, an :class:`ObjectRef` (kind ``any`` with a
    filter, or ``self``) or a :class:`PlayerRef` ("that targets you"); None with ``single``.
    ``only``: "that targets only X": every target is the same object and it is X (the same
    object targeted through several instances of the word "target" still counts, CR 115.3).
    ``single``: "with a single target": it has exactly one target (one instance of "target";
    the same object targeted three times is three targets). Targets that became illegal still
    count: they are still its targets until it resolves (CR 608.2b)."""

    type_name: ClassVar[str] = "targets"
    object: Node | None = None
    only: bool = False
    single: bool = False


@dataclass(frozen=True, kw_only=True)
class ObjectTargets(Node):
    """ "if it targets a blue spell" (CR 115.1): a condition that holds when one of the targets
    chosen for ``object`` (a spell or ability; "this spell" of a cost reduction, whose targets
    are chosen before its total cost is determined, CR 601.2c, 601.2f) is what ``targets``
    says (a :class:`Targets`)."""

    type_name: ClassVar[str] = "object_targets"
    object: ObjectRef
    targets: Targets


@dataclass(frozen=True, kw_only=True)
class StackObjectRef(ObjectRef):
    """A reference to a spell or ability on the stack (CR 405.1): "target spell", "target spell
    that targets a permanent you control". ``filter`` holds ``spell`` / ``ability`` and card
    types; ``targeting`` what it must target (CR 115.1), e.g. ``Targets(object=you)``."""

    type_name: ClassVar[str] = "stack_object"
    targeting: Targets | None = None


@dataclass(frozen=True, kw_only=True)
class ChangeTarget(Effect):
    """ "Change the target of [spell] [to X]" (CR 115.7a): each of its targets becomes ``to``,
    or another legal target chosen by this effect's controller when ``to`` is None; a target
    that can't be changed to another legal target stays unchanged, and if not all of them can
    be changed, none is."""

    type_name: ClassVar[str] = "change_target"
    object: ObjectRef
    to: Node | None = None


@dataclass(frozen=True, kw_only=True)
class Regenerate(Effect):
    """ "Regenerate [object]" (CR 701.19): the next time it would be destroyed this turn, it is
    tapped, removed from combat and its damage removed instead."""

    type_name: ClassVar[str] = "regenerate"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class PreventCombatDamage(Effect):
    """ "Prevent all combat damage that would be dealt this turn" (CR 615.1, 510)."""

    type_name: ClassVar[str] = "prevent_combat_damage"
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class BlocksIfAble(Effect):
    """ "[blocker] blocks [attacker] this turn if able" (CR 509.1c: a blocking requirement)."""

    type_name: ClassVar[str] = "blocks_if_able"
    blocker: ObjectRef
    attacker: ObjectRef
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class AnyPlayerMay(Effect):
    """ "Any player may [action]. If a player does, [effect]" (Planar Chaos "extortion" cards,
    Shivan Wumpus). As it resolves, the active player, then each other player in turn order
    (CR 101.4), is offered the ``action`` if they can perform it (a player who can't can't
    choose it); the first who performs it stops the offers and ``effect`` happens. If every
    player declines, nothing happens. ``if_declined`` ("Any player may [action]. If no one does,
    [effect]", Browbeat): ``effect`` happens only if every player declines. In ``action``,
    ``PlayerRef(kind="any_player")`` (or ``any_opponent``: the offer goes to your opponents
    only) names the player who performs it ("have ~ deal 5 damage to them")."""

    type_name: ClassVar[str] = "any_player_may"
    action: Node
    effect: Node
    if_declined: bool = False


@dataclass(frozen=True, kw_only=True)
class PutIntoLibrary(Effect):
    """Put ``object`` into its owner's library at ``position`` (``top``, ``second_from_top``,
    ``third_from_top``: under one or two cards; ``top_or_bottom``: its owner chooses the top or
    the bottom, "Its owner puts it on the top or bottom of their library"; CR 401.4)."""

    type_name: ClassVar[str] = "put_into_library"
    object: ObjectRef
    position: str = "top"


@dataclass(frozen=True, kw_only=True)
class PutIntoGraveyard(Effect):
    """Put ``object`` into its owner's graveyard (CR 400.3: a card goes to its owner's
    graveyard): "Look at the top card of your library. You may put it into your graveyard.",
    "Otherwise, put it into your graveyard." (a card moved from a library or a hand; neither
    destroyed nor sacrificed, CR 700.4: it is not "put into a graveyard from the battlefield"
    unless it was on the battlefield)."""

    type_name: ClassVar[str] = "put_into_graveyard"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class Fight(Effect):
    """ "Each of those creatures deals damage equal to its power to the other" (the fight of
    CR 701.12, in older wording): the targets of the ability (``object``, kind ``that``) deal
    damage to each other at the same time; if either is no longer on the battlefield or no
    longer a legal target, no damage is dealt (CR 701.12b)."""

    type_name: ClassVar[str] = "fight"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class RevealUntil(Effect):
    """ "Reveal cards from the top of your library until you reveal a [filter] card" (CR 701.16):
    the last card revealed is "that card"; all of them are "cards revealed this way"."""

    type_name: ClassVar[str] = "reveal_until"
    player: PlayerRef
    filter: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class ExileUntil(Effect):
    """ "Exile cards from the top of your library until you exile a [filter] card" (CR 406.3,
    701.16a as said of revealing): ``player`` exiles the top card of their library one at a
    time, face up, until one has the words of ``filter``; that last card is "that card", all of
    them are "cards exiled this way", the others "the rest"."""

    type_name: ClassVar[str] = "exile_until"
    player: PlayerRef
    filter: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class ModifyPowerToughnessBy(Effect):
    """ "[object] gets +X/-X until end of turn, where X is [amount]" (CR 611.2, 107.3): power
    changes by ``power_sign`` * X, toughness by ``toughness_sign`` * X. An amount with several
    values (a split card's mana values, CR 708.4 of 2007) gives one effect per value."""

    type_name: ClassVar[str] = "modify_pt_by"
    object: ObjectRef
    amount: Node
    power_sign: int
    toughness_sign: int
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class PutOnBottom(Effect):
    """ "Put [objects] on the bottom of your library [in any order]" (CR 401.4)."""

    type_name: ClassVar[str] = "put_on_bottom"
    object: ObjectRef
    any_order: bool = False
