"""AST nodes: the library area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ._base import Node
from .core import Effect, ObjectRef, PlayerRef

if TYPE_CHECKING:
    from .layers import ObjectUnion

# --------------------------------------------------------------------------- library area
# Searching and shuffling libraries, casting a revealed card (helper area "library", issue 4).


@dataclass(frozen=True, kw_only=True)
class SearchLibrary(Effect):
    """``player`` searches their library for ``object`` (CR 701.19: its ``filter`` words, its
    ``count``, ``up_to`` for "up to two") and puts the cards found onto the battlefield
    (``tapped`` for "put them into play tapped"), then shuffles (CR 701.20) when ``shuffle``.
    ``total_power_toughness``: the card's total power and toughness must equal this amount
    (Wild Pair: "a creature card with the same total power and toughness"). ``optional`` for
    "you may search". A search for cards with a stated quality may fail to find (CR 701.19b).
    The cards found become "those cards" / "put into play this way" for what follows. An
    :class:`ObjectUnion`: one card of each ("for a Forest card and a Plains card")."""

    type_name: ClassVar[str] = "search_library"
    player: PlayerRef
    object: ObjectRef | ObjectUnion
    tapped: bool = False
    total_power_toughness: Node | None = None
    shuffle: bool = True
    optional: bool = False
    #: where the cards found go: ``battlefield``, ``hand`` ("put that card into your hand") or
    #: ``exile`` ("exile it") or ``graveyard`` ("put it into your graveyard") or
    #: ``library_top`` ("then shuffle and put that card on top": on top of the library after
    #: its shuffle, CR 401.4)
    destination: str = "battlefield"
    #: the cards found are revealed first ("reveal it", CR 701.16)
    reveal: bool = False
    #: whose library is searched when it is not the searcher's own: "Search target player's
    #: library" (CR 701.23a: a player may search another player's library), None: the searcher's
    library: PlayerRef | None = None
    #: the searcher's other zones searched with the library (CR 400.1, 701.19): "Search your
    #: library and graveyard" (``("graveyard",)``), "your graveyard, hand, and library"; the
    #: library is shuffled only if it was searched (a ``shuffle`` printed "If you search your
    #: library this way, shuffle.")
    zones: tuple[str, ...] = ()
    #: "and/or" between the zones: the searcher chooses which of them to search (one or more)
    choose_zones: bool = False


@dataclass(frozen=True, kw_only=True)
class Shuffle(Effect):
    """``player`` shuffles their library (CR 701.20): "Then he or she shuffles his or her
    library" (Spellshift)."""

    type_name: ClassVar[str] = "shuffle"
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class WasCast(Node):
    """Condition "if [player] cast [object] from [zone]" (CR 601.2; 2007 wording "if you played
    it from your hand"): the object was a spell cast by ``player`` from ``zone`` before it
    entered the battlefield (Wild Pair's intervening "if", CR 603.4); ``zone`` ``any`` for "if
    you cast it" (cast from whichever zone, not put onto the battlefield otherwise)."""

    type_name: ClassVar[str] = "was_cast"
    object: ObjectRef
    player: PlayerRef
    zone: str = "hand"


@dataclass(frozen=True, kw_only=True)
class RevealTopCard(Effect):
    """ "[player] reveals the top card of their library" (CR 701.16a): the card stays where it
    is. Psychic Battle: "each player reveals ..."."""

    type_name: ClassVar[str] = "reveal_top_card"
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class ChangeTargets(Effect):
    """ "[player] may change the target or targets of [spell or ability]" (CR 115.7d): each
    target may be changed to another legal target (or kept). ``object`` is the spell or ability
    (``that``: the one whose targets were just chosen, for Psychic Battle's trigger);
    ``player`` who chooses (``revealed_highest``: the player who revealed the card with the
    highest mana value by the effect before, nobody when tied)."""

    type_name: ClassVar[str] = "change_targets"
    object: ObjectRef
    player: PlayerRef
    optional: bool = True


@dataclass(frozen=True, kw_only=True)
class RevealedTie(Node):
    """ "if two or more cards are tied for highest [mana value]" among the cards revealed by
    the effect before (Psychic Battle)."""

    type_name: ClassVar[str] = "revealed_tie"
