"""Targets that may be a player or a permanent (CR 115.1, 115.4): "any target", "target creature
or player" (the wording before 2018), "target player or planeswalker".

The AST node is :class:`rulesparser.ast.Target`; its target slot kind is ``"any"``. A chosen
target is a player name (a ``str``) or a :class:`GameObject` on the battlefield. The default
choice (no scripted target) is the controller's opponent when a player can be chosen, else the
first legal permanent, an opponent's first (as for "target player" and "target creature").

Damage to a planeswalker or battle would remove loyalty or defense counters (CR 120.3c, 120.3h);
the executor has no planeswalkers or battles yet, so such damage is only marked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor import sacrifice as _sacrifice
from rulesparser.executor.engine import effect
from rulesparser.executor.state import GameObject, Zone

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine, StackItem

__all__ = ["SLOT", "legal", "default", "deal_damage", "sacrifice_chosen", "scry"]

#: the target slot kind of a :class:`A.Target` (``target_slots``)
SLOT = "any"


def legal(game: Engine, o: Any, ref: A.Target) -> bool:
    """Whether ``o`` can be chosen for ``ref`` (CR 115.1, 115.4): a player in the game when
    ``player`` is one of its kinds, or a permanent on the battlefield having one of its other
    kinds as a card type."""
    if isinstance(o, str):
        return "player" in ref.kinds and o in game.players and not game.players[o].lost
    if not isinstance(o, GameObject) or o.zone is not Zone.BATTLEFIELD:
        return False
    return any(k != "player" and o.has_type(k) for k in ref.kinds)


def default(game: Engine, item: StackItem, ref: A.Target) -> list[Any]:
    """The default target of ``ref`` for ``item``: its controller's opponent if a player can be
    chosen, else the first legal permanent (an opponent's first)."""
    me = item.controller
    if "player" in ref.kinds:
        return [game.opponent(me)]
    pool = [o for o in game.battlefield if o.controller != me] + [
        o for o in game.battlefield if o.controller == me
    ]
    return [o for o in pool if legal(game, o, ref)][:1]


def deal_damage(game: Engine, src: GameObject, chosen: list[Any], n: int) -> None:
    """``src`` deals ``n`` damage to each chosen target still legal: a player loses that much
    life (CR 120.3a), a permanent has it marked (CR 120.3e)."""
    for t in chosen:
        if isinstance(t, str):
            game.damage_player(src, t, n)
        elif isinstance(t, GameObject):
            game.damage_object(src, t, n)


def sacrifice_chosen(game: Engine, eff: A.Sacrifice, ctx: Any) -> bool:
    """ "[player] sacrifices a creature" (CR 701.17a): that player chooses ``count`` of their
    permanents matching the filter as the effect resolves (``choices.choose`` by the source's
    label; default: the first ones). Logs ``sacrificed`` for each; False if they had none."""
    who = game.player_of(eff.player, ctx) if eff.player is not None else ctx.controller
    if not who:
        return False
    candidates = [
        o
        for o in game.battlefield
        if o.controller == who and game.matches(o, eff.object.filter, who)
    ]
    n = eff.object.count if isinstance(eff.object.count, int) else 1
    picked = game.policy.choose_objects(game, ctx.item, candidates, n)[:n]
    if len(picked) < min(n, len(candidates)):  # a player must sacrifice if able (CR 101.3)
        picked += [o for o in candidates if o not in picked][
            : min(n, len(candidates)) - len(picked)
        ]
    done = False
    for o in picked:
        done = _sacrifice.sacrifice(game, who, o) is not None or done  # CR 701.21a
    return done


@effect(A.Scry, "701.22a")
def scry(game: Engine, eff: A.Scry, ctx: Any) -> bool:
    """``player`` scries N (CR 701.22a): the cards the policy names (``choices.choose`` by the
    source's label) go to the bottom in that order, the others stay on top in their order.
    Scry 0 is no scry event (701.22b). Logs ``scries`` (player, amount, bottom: how many)."""
    n = game.amount_of(eff.amount, ctx)
    if n <= 0:
        return False
    for who in game.players_of(eff.player, ctx):
        library = game.players[who].library
        top = library[:n]
        bottom = [c for c in game.policy.scry_bottom(game, who, ctx.source, list(top)) if c in top]
        for c in bottom:
            library.remove(c)
            library.append(c)
        game.emit("scries", player=who, amount=len(top), bottom=len(bottom))
    return True
