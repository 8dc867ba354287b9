"""AST nodes: the timing area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import Ability, Amount, Effect, ObjectRef, PlayerRef

# --------------------------------------------------------------------------- timing area
# When spells may be cast (helper area "timing": CR 117.1a, 307.1, 702.8a).


@dataclass(frozen=True, kw_only=True)
class FlashPermission(Effect):
    """ "The next [card type] card you play this turn can be played as though it had flash"
    (Scout's Warning; CR 702.8a, 601.3): until end of turn, ``player`` may cast the next spell
    from a card with the ``filter`` words (``creature``) as though it had ``keyword`` (``flash``:
    any time they could cast an instant). The permission is used by that next such spell, even
    one cast at a time it could be cast anyway (Scout's Warning ruling 2013-04-15)."""

    type_name: ClassVar[str] = "flash_permission"
    player: PlayerRef
    filter: tuple[str, ...]
    keyword: str = "flash"


@dataclass(frozen=True, kw_only=True)
class Instead(Effect):
    """ "[replaced]. If [condition], [effect] instead." inside one spell or ability (CR 614.1a:
    "instead"; CR 608.2c: the instructions are followed in order as it resolves): if
    ``condition`` is true then, ``effect`` is done and ``replaced`` is not. Saproling Migration:
    "Create two 1/1 green Saproling creature tokens. If this spell was kicked, create four of
    those tokens instead." (kicked: four tokens, not six)."""

    type_name: ClassVar[str] = "instead"
    condition: Node
    effect: Node
    replaced: Node


@dataclass(frozen=True, kw_only=True)
class Scry(Effect):
    """``player`` scries ``amount`` (CR 701.22a): looks at the top N cards of their library, puts
    any number of them on the bottom in any order and the rest on top in any order. Impede
    Momentum: "Scry 1." """

    type_name: ClassVar[str] = "scry"
    player: PlayerRef
    amount: Amount


@dataclass(frozen=True, kw_only=True)
class During(Node):
    """Condition "during [player's] [step or phase]" (CR 500.1: the phases and steps of a turn;
    CR 602.5b: "Activate only during your upkeep"): ``step`` is the canonical step or phase name
    (``upkeep``, ``combat``, ``end``, ``declare_blockers``, ``main``: either main phase, CR
    505.1, ...), ``player`` whose turn it is
    (None: any player's, "during combat", "during any upkeep step"). "during your turn" is
    :class:`TurnOf`."""

    type_name: ClassVar[str] = "during"
    step: str
    player: PlayerRef | None = None


@dataclass(frozen=True, kw_only=True)
class BeforeStep(Node):
    """Condition "before [attackers / blockers] are declared": the turn has not yet reached its
    ``step`` (``declare_attackers`` or ``declare_blockers``), whose first act is that
    declaration (CR 508.1, 509.1; CR 500.1: the order of a turn's steps). "Activate only during
    your turn, before attackers are declared" is :class:`~rulesparser.ast.AllOf` of
    :class:`~rulesparser.ast.TurnOf` and this (CR 602.5b)."""

    type_name: ClassVar[str] = "before_step"
    step: str


@dataclass(frozen=True, kw_only=True)
class ConditionalOtherwise(Effect):
    """ "If [condition], [effect]. Otherwise, [otherwise]." inside one spell or ability
    (CR 608.2c: the instructions are followed in order; the condition is checked once, as the
    first of them is followed): ``effect`` if ``condition`` is true then, else ``otherwise``.
    "If you do, ... Otherwise, ..." has :class:`IfYouDo` as its condition."""

    type_name: ClassVar[str] = "conditional_otherwise"
    condition: Node
    effect: Node
    otherwise: Node


@dataclass(frozen=True, kw_only=True)
class CastRestriction(Ability):
    """ "Cast this spell only during combat." / "only if you control a snow land." (CR 601.3:
    the card may be cast only while ``condition`` holds, e.g. :class:`During`,
    :class:`TurnOf`, :class:`Compare`; a static ability that works where the card is, CR
    113.6)."""

    type_name: ClassVar[str] = "cast_restriction"
    condition: Node


@dataclass(frozen=True, kw_only=True)
class UntapDuringUntapSteps(Effect):
    """ "Untap all permanents you control during each other player's untap step" (Seedborn Muse;
    CR 502.3: in the untap step the active player untaps their permanents; this static ability
    untaps ``object`` too during the untap step of each player ``player`` names:
    ``each_other_player`` or ``each_opponent``), at the same time as the active player's
    permanents untap; an effect that stops a permanent from untapping (CR 502.3) still
    applies."""

    type_name: ClassVar[str] = "untap_during_untap_steps"
    object: ObjectRef
    player: PlayerRef
