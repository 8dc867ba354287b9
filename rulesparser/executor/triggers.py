"""Executor rules of the "triggers" area: blocking restrictions from resolved effects
("creatures can't be blocked this turn", CR 509.1b), returning permanents to their owners' hands
with "is returned to your hand" triggers (CR 400.7, 603.10a), delayed triggered abilities
(CR 603.7) and tokens' keywords.

Functions take the :class:`~rulesparser.executor.game.Game` and are called from it; they read
AST nodes only, never text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.executor.state import GameObject, IllegalAction, Zone

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.game import Game, _Ctx

__all__ = [
    "BlockRule",
    "cant_be_blocked",
    "unblockable",
    "end_turn",
    "left_together",
    "return_to_hand",
]


@dataclass
class BlockRule:
    """A "can't be blocked" effect in force (CR 509.1b). ``words`` (a filter) applies to every
    matching creature, whenever it entered (the effect changes a rule, CR 611.2c does not lock
    it); ``labels`` (with their zone-change counts) to the objects named when it resolved.
    ``controller`` is the controller of the effect (for "you control" filters); ``turn`` the turn
    it ends at (end of turn, CR 514.2) or None."""

    words: tuple[str, ...] | None
    labels: dict[str, int] | None
    controller: str
    turn: int | None


def cant_be_blocked(game: Game, eff: A.CantBeBlocked, ctx: _Ctx) -> bool:
    """Resolve "[objects] can't be blocked [this turn]" (CR 509.1b, 611.2)."""
    until = game.turn if eff.duration.kind == "end_of_turn" else None
    ref = eff.object
    if ref.kind in ("each", "all"):
        rule = BlockRule(tuple(ref.filter), None, ctx.controller, until)
        game.block_rules.append(rule)
        game.emit(
            "cant_be_blocked", filter="_".join(ref.filter), card="", duration=eff.duration.kind
        )
        return True
    else:
        objs = [o for o in game._objects(ref, ctx) if isinstance(o, GameObject)]
        if not objs:
            return False
        rule = BlockRule(None, {o.label: o.zone_changes for o in objs}, ctx.controller, until)
        game.block_rules.append(rule)
        for o in objs:
            game.emit("cant_be_blocked", filter="", card=o.label, duration=eff.duration.kind)
        return True


def unblockable(game: Game, attacker: GameObject) -> bool:
    """Whether an effect in force says ``attacker`` can't be blocked (CR 509.1b)."""
    for rule in game.block_rules:
        if rule.words is not None and game.matches(attacker, rule.words, rule.controller):
            return True
        if rule.labels is not None and rule.labels.get(attacker.label) == attacker.zone_changes:
            return True
    return False


def end_turn(game: Game) -> None:
    """Cleanup step (CR 514.2): "this turn" / "until end of turn" effects end."""
    game.block_rules = [r for r in game.block_rules if r.turn is None or r.turn > game.turn]


def left_together(game: Game) -> list[GameObject]:
    """Last known information of objects that left the battlefield in the event being carried
    out and are no longer there: their leaves-the-battlefield abilities still trigger on the
    others (CR 603.10a, "look back in time")."""
    out = []
    for lki in game.leaving:
        real = game.objects.get(lki.label)
        if (
            real is None
            or real.zone is not Zone.BATTLEFIELD
            or real.zone_changes != lki.zone_changes
        ):
            out.append(lki)
    return out


def return_to_hand(game: Game, eff: A.ReturnToHand, ctx: _Ctx) -> bool:
    """ "Return [objects] to their owner's hand" (CR 400.7). ``any`` objects ("a creature you
    control", "two creatures you control") are chosen as the effect resolves, not targeted; if
    fewer are there than asked, all of them are returned (Planar Chaos FAQ, rescue cards). The
    objects leave together: "whenever ... is returned to your hand" abilities of each of them
    see the others (CR 603.10a). Fires ``returned_to_hand`` with the owner as ``recipient``."""
    ref = eff.object
    if ref.kind == "any":
        candidates = [o for o in game.battlefield if game.matches(o, ref.filter, ctx.controller)]
        n = ref.count if isinstance(ref.count, int) else 1
        if len(candidates) <= n:
            objs = candidates[::-1]  # all of them; moved newest first (the order can't matter)
        else:
            objs = game.policy.choose_objects(game, ctx.item, candidates, n)
            if len(objs) != n or any(o not in candidates for o in objs):
                raise IllegalAction(
                    "illegal_choice",
                    f"choose {n} of {', '.join(c.label for c in candidates)} "
                    f"(got {', '.join(o.label for o in objs) or 'none'})",
                )
    else:
        objs = [o for o in game._objects(ref, ctx) if isinstance(o, GameObject)]
    objs = [game.objects.get(o.label, o) for o in objs]
    if not objs:
        return False
    on_bf = [o for o in objs if o.zone is Zone.BATTLEFIELD]
    game.leaving = [game.snapshot(o) for o in on_bf]
    try:
        for real in objs:
            frm = real.zone
            lki = game.move(real, Zone.HAND, cause="return")
            game.emit("returned_to_hand", card=real.label, player=real.owner, zone=frm.value)
            if lki is not None:
                game._fire("returned_to_hand", lki, lki=lki, recipient=real.owner)
    finally:
        game.leaving = []
    return True
