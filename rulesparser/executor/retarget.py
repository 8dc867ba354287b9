"""Changing the targets of a spell or ability with several targets (CR 115.7d), revealing the top
card of libraries (CR 701.16a) and "whenever a player chooses one or more targets" triggers
(CR 603.2; Psychic Battle). The Magus of the Arena ruling: when the targets of its ability
change, the second target can be changed only to a creature controlled by the same opponent,
since "the choice of opponent can't be changed" (a target of an opponent's choice, filter word
``opponents_choice``).

Functions take the :class:`~rulesparser.executor.engine.Engine` and are called from it; they read
AST nodes only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor import stack as S
from rulesparser.executor.engine import effect
from rulesparser.executor.state import GameObject, StackItem, Zone

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Context, Engine

__all__ = ["targets_chosen", "change_targets", "cond"]


def targets_chosen(game: Engine, item: StackItem) -> None:
    """A player chose one or more targets for ``item`` (as it was cast or activated, or as a
    triggered ability was put on the stack, CR 601.2c, 602.2b, 603.3d): "whenever a player
    chooses one or more targets" abilities trigger, remembering the spell or ability."""
    if not any(objs for _key, objs in item.targets):
        return
    for holder, inst in list(game.board().watchers):
        trig = getattr(inst.node, "trigger", None)
        if isinstance(trig, A.EventTrigger) and trig.event == "targets_chosen":
            game.trigger(holder, inst, lki=None, info={"stack_item": item})
    # each permanent it targets "becomes the target of" it, once however many of its targets
    # name it (ward, CR 702.21a; "When ~ becomes the target of a spell or ability, sacrifice
    # it"): "that spell" / "counter it" is the spell or ability, "that player" its controller
    seen: list[GameObject] = []
    for _key, objs in item.targets:
        for o in objs:
            if isinstance(o, GameObject) and o.zone is Zone.BATTLEFIELD and o not in seen:
                seen.append(o)
    for o in seen:
        game.fire("becomes_target", o, by=item, stack_item=item, player=item.controller)


@effect(A.RevealTopCard, "701.20a")
def _reveal_top(game: Engine, eff: A.RevealTopCard, ctx: Context) -> bool:
    """Each named player reveals the top card of their library (it stays there); the revealed
    cards are remembered on the resolving ability for "the player who reveals ..."."""
    revealed: list[tuple[str, GameObject]] = []
    for p in game.players_of(eff.player, ctx):
        lib = game.players[p].library
        if lib:
            game.emit("reveals", player=p, card=lib[0].label)
            revealed.append((p, lib[0]))
    if ctx.item is not None:
        ctx.item.trigger_event["revealed"] = revealed
    return bool(revealed)


def _highest(ctx: Context) -> tuple[list[str], int]:
    """The players who revealed a card with the highest mana value, and that value."""
    revealed = ctx.item.trigger_event.get("revealed", []) if ctx.item is not None else []
    if not revealed:
        return [], 0
    values = [(p, S.mana_value(o)) for p, o in revealed]
    top = max(v for _p, v in values)
    return [p for p, v in values if v == top], top


def cond(game: Engine, node: A.Node, ctx: Context) -> bool | None:
    """``RevealedTie``: two or more revealed cards share the highest mana value; None for
    another node."""
    if isinstance(node, A.RevealedTie):
        return len(_highest(ctx)[0]) > 1
    return None


def _chooser(game: Engine, ref: A.PlayerRef, ctx: Context) -> str:
    if ref.kind == "revealed_highest":
        players, _top = _highest(ctx)
        return players[0] if len(players) == 1 else ""
    return game.players_of(ref, ctx)[0] if game.players_of(ref, ctx) else ""


def _controller(o: Any) -> str | None:
    return o.controller if isinstance(o, GameObject) else None


@effect(A.ChangeTargets, "115.7d")
def change_targets(
    game: Engine, eff: A.ChangeTargets, ctx: Context, item: StackItem | None = None
) -> bool:
    """ "[player] may change the target or targets of [spell or ability]" (CR 115.7d): for
    each target in order the player keeps it or picks another legal target for that instance
    of "target" (``Policy.choose_new_target``, offered the current target first). A target of
    an opponent's choice keeps its opponent: the new one must be controlled by the player who
    controls the old one (Magus of the Arena ruling). A choice that isn't legal is refused
    (``illegal`` event, code ``not_eligible``) and that target doesn't change."""
    if item is None and eff.object.kind == "self":
        # "You may choose a new target for it": the spell this ability belongs to (Lightning
        # Storm; helper area "mana")
        item = next((i for i in game.stack if i.is_spell and i.source is ctx.source), None)
    if item is None and ctx.item is not None:
        item = ctx.item.trigger_event.get("stack_item")
    if not isinstance(item, StackItem) or item not in game.stack:
        return False
    who = _chooser(game, eff.player, ctx)
    if not who:
        return False
    if eff.optional and not game.policy.may(game, who, ctx.source, "change_targets"):
        return False
    changed = False
    for key, kind, ref, objs in game.slot_refs(item):
        for old in list(objs):
            pool = [c for c in S.target_candidates(game, item, {kind}) if not S.same_target(c, old)]
            legal = [
                c
                for c in pool
                if game.legal_target(c, kind, ref, item.controller, item.source, item=item)
                and not (
                    "opponents_choice" in getattr(ref, "filter", ())
                    and _controller(c) != _controller(old)
                )
            ]
            pick = game.policy.choose_new_target(game, who, ctx.source, item, [old, *legal])
            if pick is None or S.same_target(pick, old):
                continue
            if not any(S.same_target(pick, c) for c in legal):
                game.emit("illegal", action="choose", code="not_eligible")
                continue
            item.targets = [
                (k, [pick if (k == key and S.same_target(o, old)) else o for o in os])
                for k, os in item.targets
            ]
            game.emit(
                "target_changed",
                source=S.target_label(item),
                old=S.target_label(old),
                new=S.target_label(pick),
            )
            changed = True
    return changed
