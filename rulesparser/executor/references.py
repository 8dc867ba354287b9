"""How a resolving spell or ability reads its AST (CR 608.2): object and player references
("target creature", "it", "each opponent", "its controller", CR 109, 115), amounts ("the number
of ...", "X", N of a keyword, CR 107) and conditions ("if it has a time counter on it", CR
603.4). Functions take the :class:`~rulesparser.executor.engine.Engine` and the
:class:`~rulesparser.executor.engine.Context`; ``Game`` exposes them as methods
(``game.objects_of``, ``game.amount_of``, ...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor import auras
from rulesparser.executor import combat as _combat
from rulesparser.executor import counts as _counts
from rulesparser.executor import library as _library
from rulesparser.executor import players as _players
from rulesparser.executor import retarget as _retarget
from rulesparser.executor import spell_copies as _spell_copies
from rulesparser.executor import stack as S
from rulesparser.executor.engine import Context, GameObject, StackItem, mana_value
from rulesparser.executor.unsupported import report_unsupported

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine


def _unplayable(game: Engine, what: str, ctx: Context) -> None:
    """Record ``what`` as met and not playable, with the card whose ability holds it (the
    scenario's failure then points at that card's rules text)."""
    source = getattr(ctx, "source", None)
    card = getattr(source, "card", None)
    if card is None:
        game.unsupported.add(what)
    else:
        game.unsupported.add_of(what, card.key)


def amount_for(game: Engine, amount: Any, source: GameObject, affected: GameObject) -> int:
    """Evaluate an amount of a continuous effect (layer system callback): ``source`` is
    "this", ``affected`` the object the effect applies to ("it")."""
    if isinstance(amount, int):
        return amount
    ctx = Context(None, source.controller, source, True, None, that=[affected])
    return amount_of(game, amount, ctx)


def amount_of(game: Engine, amount: Any, ctx: Context) -> int:
    if isinstance(amount, int):
        return amount
    if amount is None:
        return 1
    if isinstance(amount, A.Variable):
        if amount.name == "N" and ctx.inst is not None:
            b = ctx.inst.amount_binding()
            if b is not None:
                return b
            return _keyword_number(game, ctx.inst.keyword, ctx)
        if amount.name in ("X",):
            return ctx.source.x or 0
        if ctx.number is None:
            ctx.number = game.policy.choose_number(game, ctx.item) if ctx.item else 0
        return ctx.number
    if isinstance(amount, A.Count):
        return _count(game, amount, ctx)
    if isinstance(amount, A.Difference):
        return amount_of(game, amount.minuend, ctx) - amount_of(game, amount.subtrahend, ctx)
    if isinstance(amount, A.Sum):  # "3 plus the number of charge counters on it"
        return sum(amount_of(game, t, ctx) for t in amount.terms)
    if isinstance(amount, A.Product):  # "+2/+2 for each Aura attached to it"
        return amount.factor * amount_of(game, amount.amount, ctx)
    if isinstance(amount, A.Half):  # "half your life, rounded up" (CR 107.1a)
        whole = amount_of(game, amount.amount, ctx)
        return (whole + 1) // 2 if amount.rounding == "up" else whole // 2
    _unplayable(game, f"amount:{getattr(amount, 'type_name', type(amount).__name__)}", ctx)
    return 0


def _keyword_number(game: Engine, kw: A.Keyword | None, ctx: Context) -> int:
    if kw is None:
        return 0
    par = kw.parameter
    if isinstance(par, A.Variable):
        return ctx.source.x or 0
    for n in par.walk() if isinstance(par, A.Node) else ():
        if isinstance(n, A.Variable) and n is not par:
            return ctx.source.x or 0
    num = getattr(par, "number", None) or getattr(par, "amount", None)
    if isinstance(num, int):
        return num
    if isinstance(num, A.Variable):
        return ctx.source.x or 0
    return 0


def _count(game: Engine, c: A.Count, ctx: Context) -> int:
    player = player_of(game, c.player, ctx) if c.player is not None else ctx.controller
    # A life total below 0 counts as 0 (Roiling Horror ruling; CR 107.1b: no negative
    # results); Roiling Horror looks at every opponent's life continuously, never locked in.
    if c.what == "life_total":
        return max(0, game.players[player].life)
    if c.what == "times_kicked":  # "for each time it was kicked" (CR 702.33c-d)
        return len(ctx.source.kicked)
    if c.what == "highest_life_total":
        opponents = c.player is not None and c.player.kind == "opponent"
        pool = [n for n in game.players if n != ctx.controller] if opponents else [player]
        return max((max(0, game.players[n].life) for n in pool), default=0)
    if c.what == "cards_in_hand":
        return len(game.players[player].hand)
    if c.what == "permanents":
        return sum(
            1
            for o in game.battlefield
            if o.controller == player and game.matches(o, c.filter, player)
        )
    if c.what == "objects":  # "the number of [objects]", "for each [object]" (CR 107.3)
        return _counts.objects(game, c.object, ctx.source, ctx.controller)
    objs = objects_of(game, c.object, ctx) if c.object is not None else [ctx.source]
    if c.what == "counters":
        return sum(o.counters.get(c.counter or "", 0) for o in objs)
    if c.what == "power":
        return sum(game.power_toughness(o)[0] for o in objs)
    if c.what == "toughness":
        return sum(game.power_toughness(o)[1] for o in objs)
    if c.what == "mana_value":
        return sum(S.mana_value(o) for o in objs)
    if c.what == "total_power_toughness":  # Wild Pair: last known if it left (CR 608.2h)
        known = _library.event_object(game, c.object, ctx) if c.object is not None else objs
        return sum(_library.total_power_toughness(game, o) for o in known[:1])
    got = _counts.count(game, c, objs, ctx.controller)  # attached Auras, graveyard cards
    if got is not None:
        return got
    _unplayable(game, f"count:{c.what}", ctx)  # reported: "can't play count:... yet"
    return 0


def condition_holds(game: Engine, cond: A.Node, ctx: Context) -> bool:
    if isinstance(cond, A.Not):
        return not condition_holds(game, cond.condition, ctx)
    if isinstance(cond, A.TurnOf):  # "it's your turn" (CR 102.1)
        return game.active == player_of(game, cond.player, ctx)
    if isinstance(cond, A.Compare):  # "seven or more cards are in your graveyard"
        if not isinstance(cond.value, A.Count) or not isinstance(cond.amount, int):
            _unplayable(game, f"comparison:{cond.value.type_name}", ctx)
            return False
        n = _count(game, cond.value, ctx)  # an unknown count raises "unsupported count"
        return {">=": n >= cond.amount, "<=": n <= cond.amount, "==": n == cond.amount}[cond.op]
    if isinstance(cond, A.HasCounters):
        objs = objects_of(game, cond.object, ctx, include_dead=True)
        return any(o.counters.get(cond.counter, 0) >= cond.at_least for o in objs)
    if isinstance(cond, A.ControlledSinceLastUpkeep):
        o = ctx.source
        return o.control_epoch >= game.players[o.controller].upkeeps - 1
    if isinstance(cond, A.KickerPaid):
        if cond.index is None:
            return bool(ctx.source.kicked)
        return cond.index in ctx.source.kicked
    if isinstance(cond, A.KickerCostPaid):
        costs = [
            c.components[0].symbols if isinstance(c, A.Cost) and c.components else None
            for c in game.kicker_costs(game.objects.get(ctx.source.label, ctx.source))
        ]
        idx = [i for i, sym in enumerate(costs) if sym == cond.cost.symbols]
        return bool(idx) and idx[0] in ctx.source.kicked
    if isinstance(cond, A.Suspended):
        return game.is_suspended(ctx.source)
    if isinstance(cond, A.InZone):
        objs = objects_of(game, cond.object, ctx, include_dead=True)
        return any(game.objects.get(o.label, o).zone.value == cond.zone for o in objs)
    extra = auras.cond(game, cond, ctx)
    if extra is not None:
        return extra
    extra = _combat.cond(game, cond, ctx)
    if extra is None:
        extra = _retarget.cond(game, cond, ctx)
    if extra is not None:
        return extra
    extra = _library.cond(game, cond, ctx)
    if extra is not None:
        return extra
    # a condition the executor can't evaluate yet: the run is reported as one it can't play
    # ("the executor can't play condition:if_you_do yet"), not stopped with an error
    _unplayable(game, f"condition:{cond.type_name}", ctx)
    return False


def _relative_to(words: tuple[str, ...], ctx: Context) -> tuple[tuple[str, ...], str]:
    """A filter and the player its "you control" is relative to: "each creature that player
    controls" after "target player" (Radiating Lightning, CR 115.1: the player chosen as the
    target) is "each creature [that player] controls". Without such a player (none chosen, or
    several), the filter stays as it is (its word is reported as one the executor can't match)."""
    if "that_player_controls" not in words:
        return words, ctx.controller
    player = ctx.that_player
    if player is None:
        chosen = [p for objs in ctx.slots.values() for p in objs if isinstance(p, str)]
        player = chosen[0] if len(set(chosen)) == 1 else None
    if player is None:
        return words, ctx.controller
    return tuple("you_control" if w == "that_player_controls" else w for w in words), player


def player_of(game: Engine, ref: A.PlayerRef | None, ctx: Context) -> str:
    if ref is None or ref.kind == "you":
        return ctx.controller
    if ref.kind == "opponent":
        return game.opponent(ctx.controller)
    if ref.kind in ("target_player", "target_opponent"):
        got = ctx.slots.get(id(ref), [])
        if got:
            # "Target player draws two cards and loses 2 life": the target is "that player"
            # for the verbs after it (CR 115.1: chosen once; the parser says ``that_player``)
            ctx.that_player = got[0]
        return got[0] if got else ""
    if ref.kind == "that_player":  # the player named before ("That player may ...")
        if not ctx.that_player:
            # "Whenever a source an opponent controls deals damage to you, that player
            # sacrifices a permanent." (Michiko Konda): a player the executor did not keep
            # from the event; acting on nobody would be a game unlike the card
            report_unsupported(game, "player:that_player")
        return ctx.that_player or ""
    if ref.kind in ("controller", "owner"):
        objs = objects_of(game, ref.object, ctx, include_dead=True) if ref.object else [ctx.source]
        if not objs:
            return ""
        return objs[0].controller if ref.kind == "controller" else objs[0].owner
    _unplayable(game, f"player:{ref.kind}", ctx)  # reported: "can't play player:... yet"
    return ""


def players_of(game: Engine, ref: A.PlayerRef, ctx: Context) -> list[str]:
    """The players ``ref`` names, in APNAP order (CR 101.4) when several: each player, each
    opponent of the ability's controller (CR 102.2), or the one :func:`player_of` gives."""
    if ref.kind in ("each_player", "each"):
        return game.apnap()
    if ref.kind == "each_opponent":
        opponents = set(_players.opponents(game, ctx.controller))
        return [p for p in game.apnap() if p in opponents]
    p = player_of(game, ref, ctx)
    return [p] if p else []


def objects_of(
    game: Engine, ref: A.ObjectRef | None, ctx: Context, *, include_dead: bool = False
) -> list[Any]:
    if ref is None:
        return []
    if isinstance(ref, A.ObjectUnion):  # each object once, even if it matches several
        out: list[Any] = []
        for r in ref.objects:
            out += [o for o in objects_of(game, r, ctx, include_dead=include_dead) if o not in out]
        # "Destroy target creature and target land. They can't be regenerated.": a reference
        # after them is to all of them (CR 608.2c), not to the last one's targets only
        ctx.that = list(out)
        return out
    if ref.kind == "self":
        if ctx.live or include_dead:
            return [ctx.source]
        return []
    if ref.kind == "target":
        got = ctx.slots.get(id(ref), [])
        ctx.that = list(got)
        return list(got)
    if ref.kind in ("that", "it") and isinstance(ref, A.StackObjectRef):
        # "counter it" / "that spell" of a trigger on a spell or ability (ward's "Whenever this
        # creature becomes the target of a spell or ability an opponent controls, counter it"):
        # the spell or ability the event names, while it is on the stack
        item = ctx.item.trigger_event.get("stack_item") if ctx.item is not None else None
        if isinstance(item, StackItem):
            return [item] if item in game.stack else []
    if ref.kind in ("that", "it"):
        return list(ctx.that)
    if ref.kind in ("each", "any", "all"):
        words, controller = _relative_to(ref.filter, ctx)
        return [o for o in game.battlefield if game.matches(o, words, controller)]
    if ref.kind == "linked":  # "the exiled card" of a linked ability (CR 607.2a)
        got = _spell_copies.linked_objects(game, ctx.source, ref)
        ctx.that = list(got)
        return got
    if ref.kind in ("enchanted", "equipped"):  # the permanent this Aura or Equipment is
        got = auras.enchanted(game, ctx.source)  # (was) attached to (CR 303.4, 301.5)
        ctx.that = list(got)
        return got
    _unplayable(game, f"object:{ref.kind}", ctx)  # reported: "can't play object:... yet"
    return []


def cost_amount(game: Engine, cost: A.Node | None, ctx: Context) -> int:
    """Generic-mana amount of a cost's mana part (CR 202.3); ``Count`` components are
    evaluated now (Volcano Hellion: X is your life total as the ability resolves)."""
    if cost is None:
        return 0
    if isinstance(cost, A.ManaCost):
        return mana_value(cost.symbols, ctx.source.x or 0)
    total = 0
    for c in getattr(cost, "components", ()):
        if isinstance(c, A.ManaCost):
            total += mana_value(c.symbols, ctx.source.x or 0)
        elif isinstance(c, A.Count):
            total += _count(game, c, ctx)
        elif (
            isinstance(c, A.Product) and isinstance(c.factor, int) and isinstance(c.amount, A.Count)
        ):
            # "{2} for each card in your hand" (CR 107.3): that much generic mana per object
            total += c.factor * _count(game, c.amount, ctx)
    return total


def context_of(game: Engine, item: StackItem) -> Context:
    src = item.source
    zc = item.trigger_event.get("zone_changes", src.zone_changes)
    live = src.zone_changes == zc and item.lki is None
    if item.is_spell:
        live = True
    ctx = Context(
        item,
        item.controller,
        item.lki if item.lki is not None else src,
        live,
        item.ability,
        slots={k: v for k, v in item.targets},
        that=[o for o, zc in item.remembered if o.zone_changes == zc],
    )
    if not item.remembered:  # objects the trigger event names ("that creature" blocked)
        ctx.that = auras.event_objects(game, item.trigger_event)
    if item.trigger_event.get("player"):  # whose step it is: "that player" (CR 603.2)
        ctx.that_player = item.trigger_event["player"]
    return ctx
