"""AST nodes: auras, destroy, hand size and draw replacement."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import Ability, Effect, ObjectRef, PlayerRef

# --------------------------------------------------------------------------- auras, destroy,
# hand size and draw replacement (issue 4, helper "auras")


@dataclass(frozen=True, kw_only=True)
class Destroy(Effect):
    """Destroy ``object`` (CR 701.7: move it to its owner's graveyard; an indestructible
    permanent is not destroyed, CR 702.12b). ``cant_be_regenerated`` for "It can't be
    regenerated" (CR 701.15c)."""

    type_name: ClassVar[str] = "destroy"
    object: Node
    cant_be_regenerated: bool = False


@dataclass(frozen=True, kw_only=True)
class Superlative(Node):
    """ "the [object] with the least [stat]" (Porphyry Nodes): one object among ``object``'s
    matches, determined as the effect happens, not targeted (CR 115.10). ``stat`` is
    ``power``; ``least`` False for "the greatest". ``chooser`` picks among tied objects
    ("If two or more creatures are tied for least power, you choose one of them")."""

    type_name: ClassVar[str] = "superlative"
    object: ObjectRef
    stat: str = "power"
    least: bool = True
    chooser: PlayerRef | None = None


@dataclass(frozen=True, kw_only=True)
class Exists(Node):
    """Condition "there is a [object]" on the battlefield (negate with :class:`Not` for
    "there are no creatures in play")."""

    type_name: ClassVar[str] = "exists"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class StateTrigger(Node):
    """A state trigger "When [condition]" (CR 603.8): triggers when the game state matches
    ``condition``, then not again until the ability has resolved or left the stack."""

    type_name: ClassVar[str] = "state_trigger"
    condition: Node


@dataclass(frozen=True, kw_only=True)
class MaximumHandSize(Ability):
    """ "[player]'s maximum hand size is [value]" (CR 402.2, 514.1): ``value`` None means "no
    maximum hand size"; ``mode`` ``set`` or ``modify`` (raise/lower by ``value``). Several such
    effects apply in timestamp order (Null Profusion ruling)."""

    type_name: ClassVar[str] = "maximum_hand_size"
    player: PlayerRef
    value: int | None
    mode: str = "set"


@dataclass(frozen=True, kw_only=True)
class ReturnToBattlefield(Effect):
    """Return ``object`` (cards in a graveyard) to the battlefield (old "to play"), e.g.
    Retether's "Return each Aura card from your graveyard to the battlefield". An Aura put onto
    the battlefield this way isn't cast and doesn't target: its controller chooses what it
    enchants among legal objects (CR 303.4f), further limited to ``attach_to`` ("Only creatures
    can be enchanted this way"); an Aura with nothing to enchant stays where it is. All return at
    once; which objects are legal is decided before any of them returns (Retether ruling)."""

    type_name: ClassVar[str] = "return_to_battlefield"
    object: ObjectRef
    attach_to: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class CantBeBlockedBy(Effect):
    """ "[object] can't be blocked by [blockers]" (CR 509.1b), e.g. Dust Corona's "can't be
    blocked by creatures with flying": ``blockers`` is an ``each`` reference with a filter whose
    keyword words (``flying``) also match a creature that "can block as though it had" it
    (Dust Corona ruling)."""

    type_name: ClassVar[str] = "cant_be_blocked_by"
    object: ObjectRef
    blockers: ObjectRef


@dataclass(frozen=True, kw_only=True)
class SearchSameName(Effect):
    """Dichotomancy: "For each [object] [player] controls, search that player's library for a
    card with the same name as that permanent and put it onto the battlefield under your
    control" (CR 701.19 search). The cards enter at once; an Aura among them is attached to an
    object already on the battlefield, not to one entering with it, or stays in the library
    (CR 303.4f; Dichotomancy ruling). ``shuffle``: "Then that player shuffles"."""

    type_name: ClassVar[str] = "search_same_name"
    object: ObjectRef
    player: PlayerRef
    shuffle: bool = True


@dataclass(frozen=True, kw_only=True)
class HasCardType(Node):
    """Condition "[object] is a [card type] card" (CR 205.2), e.g. Fa'adiyah Seer's "If it
    isn't a land card" (negated with :class:`Not`). False when there is no such object."""

    type_name: ClassVar[str] = "has_card_type"
    object: ObjectRef
    card_type: str


@dataclass(frozen=True, kw_only=True)
class SkipStep(Ability):
    """ "Skip [player]'s [step]" (CR 614.1b, 614.10: a replacement effect; the step doesn't
    happen). ``step`` is the CR step name (``draw``, ``upkeep``...)."""

    type_name: ClassVar[str] = "skip_step"
    step: str
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class Difference(Node):
    """A number minus another (CR 107.1, 604.3): Roiling Horror's "your life total minus the
    life total of an opponent with the most life". Each side is an int or a :class:`Count`."""

    type_name: ClassVar[str] = "difference"
    minuend: Node | int
    subtrahend: Node | int


@dataclass(frozen=True, kw_only=True)
class Product(Node):
    """``factor`` times a number read from the game (CR 107.3, 611.3a): "+2/+2 for each Aura
    attached to it" is a power of ``Product(factor=2, amount=Count(...))``; a static ability's
    product is evaluated continuously. ``amount`` is an int or a :class:`Count`. ``factor`` is a
    :class:`Variable` in a keyword's CR text ("N +1/+1 counters on it for each creature
    sacrificed this way", devour 702.82a) until the keyword line's number replaces it."""

    type_name: ClassVar[str] = "product"
    factor: Node | int
    amount: Node | int


@dataclass(frozen=True, kw_only=True)
class Half(Node):
    """Half of a number read from the game, rounded as the text says (CR 107.1a: when a
    calculation yields a fractional number, the effect says whether to round up or down):
    "You lose half your life, rounded up." (Infernal Contract) loses ``Half(amount=Count(
    what="life_total", player=you), rounding="up")``. ``amount`` is an int or a :class:`Count`
    (a life total below 0 counts as 0, CR 107.1b); ``rounding`` is ``up`` or ``down``."""

    type_name: ClassVar[str] = "half"
    amount: Node | int
    rounding: str
