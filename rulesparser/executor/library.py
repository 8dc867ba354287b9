"""Libraries: searching (CR 701.19), shuffling (CR 701.20), "reveal until" by another player and
casting a revealed card without paying its mana cost (CR 601.2, 118.9), and the condition "if you
cast it from your hand" (Wild Pair, Hunting Wilds, Spellshift of Planar Chaos).

Shuffling is deterministic: a scenario scripts the resulting order (``choices: {shuffle:
{player: [labels, top first]}}``, listed cards go on top in that order and the others keep their
relative order below them); without a script the order is kept. Either way a ``shuffles`` event
records the shuffle.

Total power and toughness (Wild Pair): of a permanent, its power and toughness on the
battlefield, or as it last existed there if it has left (CR 608.2h); a total below 0 counts as
0 (Planar Chaos FAQ). Of a card in a library, its printed values, a * counting as 0 (2007 CR
208.2: "The * is 0 while the object is not in play").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor.engine import effect
from rulesparser.executor.state import GameObject, Zone
from rulesparser.executor.unsupported import report_unsupported

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine

__all__ = [
    "cond",
    "shuffle_effect",
    "shuffle",
    "total_power_toughness",
    "event_object",
]


def shuffle(game: Engine, player: str) -> None:
    """``player`` shuffles their library (CR 701.20a): the order the policy gives (a scenario's
    ``choices.shuffle``), else the same order; logs ``shuffles``."""
    library = game.players[player].library
    order = game.policy.shuffle(game, player, list(library))
    if order is not None:
        first = [o for o in order if o in library]
        rest = [o for o in library if o not in first]
        library[:] = first + rest
    game.emit("shuffles", player=player)


def event_object(game: Engine, ref: A.ObjectRef | None, ctx: Any) -> list[GameObject]:
    """The objects ``ref`` names while an ability resolves, with last known information for
    the object its trigger event named ("it": the creature that came into play) when that
    object has left the battlefield (CR 608.2h)."""
    objs = [o for o in game.objects_of(ref, ctx, include_dead=True) if isinstance(o, GameObject)]
    if objs or ref is None or ref.kind not in ("it", "that") or ctx.item is None:
        return objs
    out: list[GameObject] = []
    for pair in ctx.item.trigger_event.get("that", ()):
        if isinstance(pair, GameObject):
            pair = (pair.label, pair.zone_changes)
        label, zc = pair
        known = game.last_known.get(label)
        if known is not None and known[0] == zc:
            out.append(known[1])
    return out


def total_power_toughness(game: Engine, obj: GameObject) -> int:
    """Total power and toughness (Wild Pair): on the battlefield or as last known, the current
    values (CR 208); in another zone the printed ones, * counting as 0 (2007 CR 208.2). Below
    0 counts as 0 (Planar Chaos FAQ, Wild Pair)."""
    if obj.frozen is not None or obj.zone is Zone.BATTLEFIELD:
        p, t = game.power_toughness(obj)
    else:
        ch = obj.characteristics()
        p, t = ch.power or 0, ch.toughness or 0
    return max(0, p + t)


def cond(game: Engine, node: A.Node, ctx: Any) -> bool | None:
    """Conditions of this module (``WasCast``); None for another node."""
    if isinstance(node, A.WasCast):
        player = game.player_of(node.player, ctx)
        # (zone "any": "if you cast it", from whichever zone, CR 601.2)
        return any(
            o.cast_by is not None and o.cast_by[0] == player and node.zone in ("any", o.cast_by[1])
            for o in event_object(game, node.object, ctx)
        )
    return None


@effect(A.Shuffle, "701.24a")
def shuffle_effect(game: Engine, eff: A.Shuffle, ctx: Any) -> bool:
    """Each named player shuffles their library (CR 701.24a, :func:`shuffle`)."""
    for p in game.players_of(eff.player, ctx):
        shuffle(game, p)
    return True


def cast_from_library(game: Engine, eff: A.CastWithoutPaying, ctx: Any) -> bool | None:
    """ "That player may play that card without paying its mana cost" for a card revealed in a
    library (Spellshift, CR 601.2, 118.9): ``player`` (default: the controller) casts it as the
    spell or ability resolves, if they choose to (policy ``may``, keyed by the card); it goes on
    the stack above. Cards elsewhere are not this module's (None: suspend's exile cast)."""
    objs = [
        o for o in game.objects_of(eff.object, ctx, include_dead=True) if isinstance(o, GameObject)
    ]
    cards = [game.objects.get(o.label, o) for o in objs]
    if not cards or any(c.zone is not Zone.LIBRARY for c in cards):
        return None
    caster = game.player_of(eff.player, ctx) if eff.player is not None else ctx.controller
    done = False
    for card in cards:
        if not caster:
            continue
        if eff.optional and not game.policy.may(game, caster, card, "cast"):
            game.emit("declines", player=caster, card=card.label)
            continue
        game.cast(caster, card.label, free=True, from_zone=Zone.LIBRARY)
        ctx.cast = card
        done = True
    return done


@effect(A.SearchLibrary, "701.23a")
def _search(game: Engine, eff: A.SearchLibrary, ctx: Any) -> bool:
    """Search a library (CR 701.19) for cards matching the filter (and the total power and
    toughness), put them onto the battlefield under the searcher's control (tapped: they enter
    tapped), then shuffle. "You may search" asks the policy (``may``); the cards found are
    chosen by the policy (``choose``: one label, or a list for "up to N"); a card that doesn't
    qualify is refused (``illegal`` event, code ``not_eligible``) and the default is taken. A
    player may find nothing (CR 701.19b): ``fails_to_find``. The cards found become "those
    cards" for what follows ("untap all Forests put into play this way")."""
    who = game.player_of(eff.player, ctx)
    if not who:
        return False
    if eff.zones:  # other zones searched with the library (CR 400.1): not played here
        report_unsupported(game, "search_library:zones")
        return False
    if isinstance(eff.object, A.ObjectUnion):  # one card of each of several kinds: not yet
        report_unsupported(game, "search_library:several")
        return False
    if eff.library is not None:  # another player's library (CR 701.23a): not played here
        report_unsupported(game, "search_library:library")
        return False
    if eff.destination != "battlefield":  # found cards put into a hand or exiled: not played
        report_unsupported(game, f"search_library:{eff.destination}")  # here (CR 701.23a)
        return False
    if eff.optional and not game.policy.may(game, who, ctx.source, "search"):
        game.emit("declines", player=who, card=ctx.source.label)
        ctx.that = []
        return False
    library = game.players[who].library
    words = tuple(w for w in eff.object.filter if w != "card")
    wanted: int | None = None
    if eff.total_power_toughness is not None:
        ref = getattr(eff.total_power_toughness, "object", None)
        objs = event_object(game, ref, ctx)
        wanted = sum(total_power_toughness(game, o) for o in objs[:1]) if objs else 0
    candidates = [
        o
        for o in library
        if game.matches(o, words, who)
        and (wanted is None or total_power_toughness(game, o) == wanted)
    ]
    n = eff.object.count if isinstance(eff.object.count, int) else 1
    found: list[GameObject] = []
    if candidates:
        if n == 1 and not eff.object.up_to:
            pick = game.policy.choose_object(game, who, ctx.source, candidates)
            if pick is not None and pick not in candidates:
                game.emit("illegal", action="search", code="not_eligible")
                pick = candidates[0]
            found = [pick] if pick is not None else []
        else:
            found = game.policy.choose_objects(game, ctx.item, candidates, n)[:n]
    if not found:
        game.emit("fails_to_find", player=who)
    for card in found:
        game.emit("finds", player=who, card=card.label)
    for card in found:  # they enter at the same time (CR 701.19, 110.2)
        card.controller = who
        game.move(card, Zone.BATTLEFIELD, cause="search")
        if eff.tapped:  # "put into play tapped": it enters tapped (CR 110.2)
            card.tapped = True
    ctx.that = list(found)
    if eff.shuffle:
        shuffle(game, who)
    return True
