"""AST nodes: copies and choices."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import Ability, Cost, Duration, Effect, ObjectRef, PlayerRef

# --------------------------------------------------------------------------- copies and choices
# "As [this] enters, choose" (CR 614.12), copy effects (CR 707), naming a card (CR 201.3).


@dataclass(frozen=True, kw_only=True)
class AnyEvent(Node):
    """ "As [this] enters or is turned face up": one replacement effect that applies to either
    event (CR 614.1c, 614.1e); ``events`` are :class:`Event` nodes."""

    type_name: ClassVar[str] = "any_event"
    events: tuple[Node, ...]


@dataclass(frozen=True, kw_only=True)
class ChoiceOf(Effect):
    """ "[player]'s choice of A, B, or C" (CR 614.12: a choice made as the permanent enters or is
    turned face up): ``player`` chooses one of ``options`` (effects) and it happens. As a cost
    component, the costs one of which is paid ("Cumulative upkeep {W} or {U}", CR 702.24a)."""

    type_name: ClassVar[str] = "choice_of"
    player: PlayerRef
    options: tuple[Node, ...]


@dataclass(frozen=True, kw_only=True)
class SetCharacteristics(Effect):
    """ "[object] becomes a 2/2 creature with flying" from an "as [this] enters" ability: base
    ``power``/``toughness``, ``types`` and added ``abilities`` (keywords). No duration: these
    values are part of the object's copiable values (CR 707.2; Aquamorph Entity, Primal Plasma)."""

    type_name: ClassVar[str] = "set_characteristics"
    object: ObjectRef
    power: int
    toughness: int
    types: tuple[str, ...] = ()
    abilities: tuple[Node, ...] = ()


@dataclass(frozen=True, kw_only=True)
class ChooseObject(Effect):
    """``player`` [may] choose(s) an object matching ``object`` (kind ``any`` with a filter such
    as ``("creature", "card", "in_a_graveyard")``); it is "that card" afterwards (CR 608.2c)."""

    type_name: ClassVar[str] = "choose_object"
    player: PlayerRef
    object: ObjectRef
    optional: bool = False


@dataclass(frozen=True, kw_only=True)
class IfYouDo(Node):
    """ "If you do" (CR 608.2c): the optional action just before it was taken."""

    type_name: ClassVar[str] = "if_you_do"


@dataclass(frozen=True, kw_only=True)
class BecomeCopy(Effect):
    """``object`` enters (or becomes) a copy of ``original`` (CR 707.2: it takes the copiable
    values; Body Double "comes into play as a copy of that card"; Mizzium Transreliquat "becomes
    a copy of target artifact until end of turn"), with the copy's ``exceptions`` if said (a
    ``CopyExceptions``, CR 707.9) for ``duration`` (None: for ever, CR 611.2a, or as long as the
    static ability generating it applies)."""

    type_name: ClassVar[str] = "become_copy"
    object: ObjectRef
    original: ObjectRef
    exceptions: Node | None = None
    duration: Duration | None = None


@dataclass(frozen=True, kw_only=True)
class ThisAbility(Node):
    """ "this ability" as an ability an object has: the very ability whose text says it (CR
    707.9a: "becomes a copy of target artifact, except it has this ability", Mizzium
    Transreliquat; the copy has that ability as part of its copiable values)."""

    type_name: ClassVar[str] = "this_ability"


@dataclass(frozen=True, kw_only=True)
class NameCard(Effect):
    """``player`` names a card matching ``filter`` (e.g. ``("nonland",)``); a split card is
    named by both halves (CR 708.4 of 2007, 709.3a of current rules). The name is remembered by
    the source ("the named card", "that name")."""

    type_name: ClassVar[str] = "name_card"
    player: PlayerRef
    filter: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Prohibition(Ability):
    """A static ability "[objects] can't be [action]" (CR 101.2: a "can't" wins over a "can"):
    ``action`` is ``cast`` (old "play" a spell) or ``activate`` (activated abilities of
    ``object``, mana abilities included); ``object`` filters the cards or sources, e.g.
    ``("card", "chosen_name")`` or ``("permanent", "chosen_name")``, ``not_on_battlefield``
    for cards that aren't in play (Voidstone Gargoyle)."""

    type_name: ClassVar[str] = "prohibition"
    action: str
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class MayPay(Effect):
    """ "[player] may pay [cost]" as a spell or ability resolves; "If you do" (:class:`IfYouDo`)
    follows (CR 118.1, 608.2c; Intet, the Dreamer, Shrouded Lore)."""

    type_name: ClassVar[str] = "may_pay"
    player: PlayerRef
    cost: Cost


@dataclass(frozen=True, kw_only=True)
class MayPayAnyNumberOfTimes(Effect):
    """ "[player] may pay [cost] any number of times" as the ability resolves (CR 608.2d: the
    player chooses how many times, none included; CR 118.1: the cost paid each time). "When you
    pay this cost one or more times, ..." after it is a :class:`ReflexiveTrigger` (CR 603.12),
    whose "that many" is ``Count(what="times_paid_this_way")`` (the MID Adversaries)."""

    type_name: ClassVar[str] = "may_pay_any_number_of_times"
    player: PlayerRef
    cost: Cost


@dataclass(frozen=True, kw_only=True)
class MayPayForEach(Effect):
    """ "[player] may pay [cost] for each [count]": :class:`MayPay` of ``cost`` once for each of
    ``count`` (a :class:`Count`), all of them or none (cumulative upkeep, CR 702.24a: "you may pay
    [cost] for each age counter on it"; partial payments aren't allowed)."""

    type_name: ClassVar[str] = "may_pay_for_each"
    player: PlayerRef
    cost: Cost
    count: Node


@dataclass(frozen=True, kw_only=True)
class LookAt(Effect):
    """ "You may look at [object] for as long as [duration]": a face-down exiled card its
    controller may look at (CR 406.3). No effect on the game state."""

    type_name: ClassVar[str] = "look_at"
    player: PlayerRef
    object: ObjectRef
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class PlayPermission(Effect):
    """ "You may play [object] [without paying its mana cost] for as long as [duration]"
    (CR 601.2, 118.9): a lasting permission to play a card from where it is (exile); it ends
    with ``duration`` (``while_source_on_battlefield``) or when the card leaves (CR 400.7).
    ``cast_only``: "you may cast that card this turn" of a card that may be a land: a land is
    played, never cast (CR 305.9), so a land card may not be played by it (said only where the
    card may be a land: casting an instant card is playing it)."""

    type_name: ClassVar[str] = "play_permission"
    player: PlayerRef
    object: ObjectRef
    without_paying: bool
    duration: Duration
    cast_only: bool = False


@dataclass(frozen=True, kw_only=True)
class RepeatProcess(Effect):
    """ "Repeat this process" (Shrouded Lore): do the effects before it in the same spell
    again; ``exclude_chosen``: "except that [player] can't choose a card already chosen for
    [this spell]" (only this spell's choices count: Planar Chaos FAQ)."""

    type_name: ClassVar[str] = "repeat_process"
    exclude_chosen: bool = False
