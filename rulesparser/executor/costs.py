"""Costs made of several parts (CR 118, 601.2h): mana plus non-mana actions such as "Discard
a card", "Pay 5 life", "Sacrifice a creature", "Return a Forest you control to its owner's
hand", "Reveal a white card in your hand". Used for the echo cost (CR 702.30a: "sacrifice it
unless you pay"), the morph cost (CR 702.37e: turning a face-down permanent face up) and any
other :class:`~rulesparser.ast.Cost` paid by the executor.

Rules:

* A cost can be paid only if every part can be (CR 118.3, 601.2h): enough mana, enough cards
  in hand to discard, enough permanents to sacrifice or return, and a life total greater than
  or equal to the life to pay (CR 119.4: a player can pay life only if their life total is
  greater than or equal to the payment; paying 0 life is always possible).
* The player chooses the cards and permanents (``Policy.choose_objects``: ``choices.choose``
  by the source's label; default: the first ones, in hand or battlefield order). A choice
  that doesn't fit is refused (``illegal_choice``).
* A part the executor doesn't know is logged as ``unsupported`` and not paid.

Functions take the :class:`~rulesparser.executor.engine.Engine`; the costs come from the parser's
AST (``keyword: echo discard 1 card(s)``), never from text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.executor import sacrifice as _sacrifice
from rulesparser.executor.engine import effect
from rulesparser.executor.state import GameObject, IllegalAction, StackItem, Zone
from rulesparser.executor.unsupported import report_unsupported

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Context, Engine

__all__ = ["as_cost", "unpayable_reason", "pay"]


def as_cost(par: A.Node | None) -> A.Cost | None:
    """A keyword's cost parameter as a :class:`Cost` (a bare :class:`ManaCost` is one part)."""
    if isinstance(par, A.ManaCost):
        return A.Cost(components=(par,))
    return par if isinstance(par, A.Cost) else None


def with_mana_cost(cost: A.Cost | None, obj: GameObject) -> A.Cost | None:
    """``cost`` with its "mana cost" parts (``Variable("mana_cost")``) replaced by the mana
    cost of ``obj``: "Echo" printed without a cost means "Echo [mana cost]" (CR 702.30b)."""
    if cost is None or not any(
        isinstance(c, A.Variable) and c.name == "mana_cost" for c in cost.components
    ):
        return cost
    mana = A.ManaCost(symbols=tuple(obj.chars.mana_cost))
    parts = tuple(
        mana if isinstance(c, A.Variable) and c.name == "mana_cost" else c for c in cost.components
    )
    return A.Cost(components=parts)


@effect(A.SacrificeUnlessPay, "118.12")
def sacrifice_unless_pay(game: Engine, eff: A.SacrificeUnlessPay, ctx: Context) -> bool:
    """CR 702.30a / 118.12: pay the cost or sacrifice. ``cost`` None is the echo cost of the
    keyword this ability came from (without a cost: the permanent's mana cost, CR 702.30b); a
    :class:`Count` component is generic mana. A permanent the ability's controller no longer
    controls can't be sacrificed by them (CR 701.21a): nothing happens to it
    (``cant_sacrifice``; its new controller's own echo triggers in their upkeep, CR 702.30a
    "came under your control")."""
    objs = [o for o in game.objects_of(eff.object, ctx) if o.zone is Zone.BATTLEFIELD]
    for o in [o for o in objs if not _sacrifice.can_sacrifice(o, ctx.controller)]:
        _sacrifice.sacrifice(game, ctx.controller, o)  # logs cant_sacrifice
        objs.remove(o)
    if not objs:
        return False
    printed = as_cost(eff.cost)
    if printed is None and ctx.inst is not None and ctx.inst.keyword is not None:
        printed = as_cost(ctx.inst.keyword.parameter)
    player = game.players[ctx.controller]
    for o in objs:
        cost = with_mana_cost(printed, o)
        amount = game.cost_amount(cost, ctx) if cost is not None else 0
        # every part must be payable (CR 118.3, 119.4): mana, discards, life, ...
        payable = unpayable_reason(game, cost, player.name, o, ctx) is None
        if payable and game.policy.pay(game, player.name, o, amount):
            game.emit("pays", player=player.name, card=o.label, amount=amount)
            pay(game, cost, player.name, o, ctx, item=ctx.item)
        else:
            game.emit("does_not_pay", player=player.name, card=o.label, amount=amount)
            _sacrifice.sacrifice(game, player.name, o)
    return True


@effect(A.UnlessPays, "118.12")
def unless_pays(game: Engine, eff: A.UnlessPays, ctx: Context) -> bool:
    """ "Counter target spell unless its controller pays {3}" (CR 118.12): as the effect
    resolves, the player it names may pay the cost (``choices.pay`` by the resolving source's
    label; default: pay); when they don't, or can't pay every part (CR 118.3), the effect
    happens. Logs ``pays`` / ``does_not_pay``. Returns whether the effect happened."""
    named = getattr(eff.effect, "object", None)
    if named is not None and not ctx.that:
        # "its controller": the controller of what the effect acts on (the target spell)
        ctx.that = list(game.objects_of(named, ctx, include_dead=True))
    payer = game.player_of(eff.player, ctx)
    cost = as_cost(eff.cost)
    if not payer or cost is None:
        report_unsupported(game, "unless_pays")
        return False
    source = ctx.source
    amount = game.cost_amount(cost, ctx)
    payable = unpayable_reason(game, cost, payer, source, ctx) is None
    if payable and game.policy.pay(game, payer, source, amount):
        game.emit("pays", player=payer, card=source.label, amount=amount)
        pay(game, cost, payer, source, ctx, item=ctx.item)
        return False
    game.emit("does_not_pay", player=payer, card=source.label, amount=amount)
    return game.do_effect(eff.effect, ctx)


def _n(game: Engine, amount: A.Node | int | None, ctx: Context) -> int:
    if amount is None:
        return 1
    return amount if isinstance(amount, int) else game.amount_of(amount, ctx)


def _words(ref: A.ObjectRef | None) -> list[str]:
    """Filter words of a cost's object that describe the object itself (the controller is the
    payer: CR 118.3, a cost is paid with your own cards and permanents)."""
    if ref is None:
        return []
    skip = {"card", "in_your_hand", "you_control", "your", "another", "other"}
    return [w for w in ref.filter if w not in skip]


def _candidates(
    game: Engine, comp: A.Node, player: str, source: GameObject
) -> tuple[str, list[GameObject], A.ObjectRef | None] | None:
    """What a non-mana part chooses from: (verb, candidates, object reference), or None for a
    part that chooses nothing (life) or that isn't known."""
    if isinstance(comp, A.Discard):
        hand = [o for o in game.players[player].hand if o is not source]
        ref = comp.object
        return "discard", [o for o in hand if game.matches(o, _words(ref), player)], ref
    if isinstance(comp, (A.Sacrifice, A.ReturnToHand)):
        ref = comp.object
        verb = "sacrifice" if isinstance(comp, A.Sacrifice) else "return"
        if ref.kind == "self":
            return verb, [source] if source.zone is Zone.BATTLEFIELD else [], ref
        objs = [
            o
            for o in game.battlefield
            if o.controller == player
            and game.matches(o, _words(ref), player)
            and not ("another" in ref.filter and o is source)
        ]
        return verb, objs, ref
    if isinstance(comp, A.Reveal) and comp.zone == "hand":
        hand = [o for o in game.players[player].hand if o is not source]
        return (
            "reveal",
            [o for o in hand if game.matches(o, _words(comp.object), player)],
            comp.object,
        )
    return None


def _count(game: Engine, comp: A.Node, ref: A.ObjectRef | None, ctx: Context) -> int:
    if isinstance(comp, A.Discard):
        return _n(game, comp.amount, ctx)
    if ref is None or ref.kind == "self":
        return 1
    return ref.count if isinstance(ref.count, int) else 1


def unpayable_reason(
    game: Engine, cost: A.Cost | None, player: str, source: GameObject, ctx: Context
) -> str | None:
    """Why ``player`` can't pay ``cost`` for ``source`` now (CR 118.3, 119.4), or None when
    every part can be paid. Output: a sentence for the ``cannot_pay`` refusal."""
    if cost is None:
        return None
    p = game.players[player]
    mana = game.cost_amount(cost, ctx)
    if p.mana + len(p.pool) < mana:
        return f"{player} has {p.mana + len(p.pool)} mana, the cost needs {mana}"
    for comp in cost.components:
        if isinstance(comp, A.LoseLife):
            life = _n(game, comp.amount, ctx)
            if life > 0 and p.life < life:
                return f"{player} has {p.life} life and can't pay {life} life (CR 119.4)"
            continue
        found = _candidates(game, comp, player, source)
        if found is None:
            continue
        verb, objs, ref = found
        need = _count(game, comp, ref, ctx)
        if len(objs) < need:
            return (
                f"{player} has {len(objs)} card(s) or permanent(s) to {verb}, the cost needs {need}"
            )
    return None


def pay(
    game: Engine,
    cost: A.Cost | None,
    player: str,
    source: GameObject,
    ctx: Context,
    item: StackItem | None = None,
) -> int:
    """Pay ``cost`` (check :func:`unpayable_reason` first): mana from the pool then the
    allowance, then each other part in printed order with the objects the player chooses.
    Logs ``discards``, ``life``, ``sacrificed``, ``returned_to_hand``, ``reveals``. Returns
    the generic mana paid. Raises :class:`IllegalAction` ``cannot_pay`` / ``illegal_choice``."""
    if cost is None:
        return 0
    reason = unpayable_reason(game, cost, player, source, ctx)
    if reason is not None:
        raise IllegalAction("cannot_pay", reason)
    chooser = item if item is not None else StackItem(controller=player, source=source)
    plan: list[tuple[A.Node, list[GameObject]]] = []
    taken: set[int] = set()
    for comp in cost.components:
        found = _candidates(game, comp, player, source)
        if found is None:
            continue
        verb, objs, ref = found
        objs = [o for o in objs if id(o) not in taken]
        need = _count(game, comp, ref, ctx)
        picked = game.policy.choose_objects(game, chooser, objs, need)
        if len(picked) != need or any(o not in objs for o in picked):
            raise IllegalAction(
                "illegal_choice",
                f"choose {need} to {verb} for {source.label} among "
                f"{', '.join(o.label for o in objs)} (got {', '.join(o.label for o in picked) or 'none'})",
            )
        taken.update(id(o) for o in picked)
        plan.append((comp, picked))
    mana = game.cost_amount(cost, ctx)
    game.pay_mana(player, mana, f"the cost of {source.label}")
    chosen = dict((id(c), objs) for c, objs in plan)
    for comp in cost.components:
        if isinstance(comp, (A.ManaCost, A.Count)) or (
            isinstance(comp, A.Product) and isinstance(comp.amount, A.Count)
        ):  # generic mana, paid above (cost_amount)
            continue
        if isinstance(comp, A.LoseLife):
            game.lose_life(player, _n(game, comp.amount, ctx))  # paying life (CR 119.4)
            continue
        objs = chosen.get(id(comp))
        if objs is None:
            report_unsupported(game, f"cost:{comp.type_name}")
            continue
        for o in objs:
            if isinstance(comp, A.Discard):
                game.emit("discards", player=player, card=o.label)
                game.move(o, Zone.GRAVEYARD, cause="discard")
            elif isinstance(comp, A.Sacrifice):
                _sacrifice.sacrifice(game, player, o)
            elif isinstance(comp, A.ReturnToHand):
                lki = game.move(o, Zone.HAND, cause="return")
                game.emit("returned_to_hand", card=o.label, player=o.owner, zone="battlefield")
                if lki is not None:
                    game.fire("returned_to_hand", lki, lki=lki, recipient=o.owner)
            elif isinstance(comp, A.Reveal):
                game.emit("reveals", player=player, card=o.label)
    return mana
