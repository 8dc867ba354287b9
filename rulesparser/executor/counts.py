"""Numbers read from the game state for the ``Count`` kinds of the "lexer" helper area
(CR 107.3, 208.2, 611.3a): permanents attached to an object ("for each Aura attached to it",
Auramancer's Guise) and cards in graveyards ("the number of nonbasic land cards in your
opponents' graveyards", Detritivore). Called from :meth:`Engine._count`; returns None for a kind
it doesn't know."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor.engine import ExecutorError
from rulesparser.executor.state import Zone

if TYPE_CHECKING:
    from rulesparser.executor.engine import Engine


def count(game: Engine, c: A.Count, objs: list[Any], controller: str) -> int | None:
    """The value of ``c`` or None if its ``what`` is not one of this module's.

    ``attached``: permanents matching ``c.filter`` attached to any of ``objs`` (an Aura counts
    itself when it is attached to the object, CR 303.4). ``cards_in_graveyards``: cards matching
    ``c.filter`` in the graveyards of the players ``c.player`` names (``opponent``: every
    opponent of ``controller``; ``you``; ``each_player``)."""
    if c.what == "attached":
        hosts = {(o.label, o.zone_changes) for o in objs}
        return sum(
            1
            for p in game.battlefield
            if p.attached_to in hosts and game.matches(p, c.filter, controller)
        )
    if c.what == "cards_in_graveyards":
        kind = c.player.kind if c.player is not None else "you"
        if kind in ("opponent", "opponents", "each_opponent"):
            owners = [n for n in game.players if n != controller]
        elif kind in ("each_player", "each"):
            owners = list(game.players)
        else:
            owners = [controller]
        return sum(
            1
            for n in owners
            for card in game.players[n].zone(Zone.GRAVEYARD)
            if game.matches(card, c.filter, controller)
        )
    return None


#: zone words of a counted filter the executor reads (CR 400.1): the graveyards it looks in
_COUNTED_ZONES = {"in_your_graveyard": "you", "in_a_graveyard": "each", "in_all_graveyards": "each"}


def objects(game: Engine, ref: A.ObjectRef | None, source: Any, controller: str) -> int:
    """How many objects ``ref`` (kind ``each``) names now: "the number of creatures you
    control", "for each creature card in your graveyard" (CR 107.3). Permanents, or the cards
    in the graveyards a zone word names; "another"/"other" leaves out ``source``. Another
    zone (a hand, a library, exile) raises :class:`ExecutorError` ("can't count ... yet")."""
    if ref is None or ref.kind != "each":
        raise ExecutorError(f"the executor can't count {ref!r} yet")
    zones = [w for w in ref.filter if w.startswith(("in_", "from_"))]
    if any(w not in _COUNTED_ZONES for w in zones) or len(zones) > 1:
        raise ExecutorError(f"the executor can't count objects {' '.join(zones)} yet")
    words = [w for w in ref.filter if w not in zones]
    if zones:
        owners = [controller] if _COUNTED_ZONES[zones[0]] == "you" else list(game.players)
        pool = [card for n in owners for card in game.players[n].zone(Zone.GRAVEYARD)]
    else:
        pool = list(game.battlefield)
    other = "another" in words or "other" in words
    return sum(
        1 for o in pool if not (other and o is source) and game.matches(o, words, controller)
    )
