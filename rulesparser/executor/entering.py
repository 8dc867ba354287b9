"""Replacement effects that apply as a permanent enters the battlefield (CR 614.1c, 614.12):
"[this] enters with N counters on it", "... enters tapped" (its own, or a static ability of
another permanent: Frozen AEther, Sage of Fables), "... and with haste". Functions take the
:class:`~rulesparser.executor.engine.Engine`; ``Game.move`` calls them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.executor import sagas as _sagas
from rulesparser.executor.engine import Context, GameObject
from rulesparser.executor.unsupported import report_unsupported

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine


def apply_enters_replacements(game: Engine, obj: GameObject) -> None:
    """CR 614.1c / 614.12: "[this] enters with N counters on it" applies as it enters, and
    "[group] enter tapped" static abilities of permanents on the battlefield (Frozen AEther):
    it enters tapped — it doesn't enter untapped and then become tapped (no ``tapped``
    event; the object's characteristics as it would exist on the battlefield decide)."""
    for src in list(game.battlefield):
        for inst in src.abilities():
            node = inst.node
            if (
                isinstance(node, A.ReplacementEffect)
                and node.mode == "tapped"
                and node.event.name in ("enters", "enters_the_battlefield")
                and game.static_affects(node.event.object, src, obj)
            ):
                obj.tapped = True
            if (  # "Each other Wizard creature you control enters with an additional +1/+1
                # counter on it" (Sage of Fables): a static ability of another permanent
                isinstance(node, A.ReplacementEffect)
                and node.mode == "with"
                and node.event.name in ("enters", "enters_the_battlefield")
                and isinstance(node.event.object, A.ObjectRef)
                and node.event.object.kind == "each"
                and game.static_affects(node.event.object, src, obj)
            ):
                ctx = Context(None, src.controller, src, True, inst)
                eff = node.replacement
                for e in eff.effects if isinstance(eff, A.Sequence) else (eff,):
                    enters_with(game, e, obj, ctx)
    for inst in obj.abilities():
        node = inst.node
        tapped = enters_tapped_unless(node)
        if tapped is not None:  # "[this] enters the battlefield tapped [unless ...]"
            ctx = Context(None, obj.controller, obj, True, inst)
            conditions = [c for c in (tapped.condition, _unless(node)) if c is not None]
            if all(game.condition_holds(c, ctx) for c in conditions):
                obj.tapped = True  # (checked as it enters, CR 614.12: Clifftop Retreat)
        if (
            isinstance(node, A.ReplacementEffect)
            and node.mode == "with"
            and node.event.name in ("enters", "enters_the_battlefield")
        ):
            ctx = Context(None, obj.controller, obj, True, inst)
            if node.condition is not None and not game.condition_holds(node.condition, ctx):
                continue  # "If the kicker cost was paid, ..." (CR 702.33d)
            eff = node.replacement
            effects = eff.effects if isinstance(eff, A.Sequence) else (eff,)
            for e in effects:
                enters_with(game, e, obj, ctx)
    _sagas.as_enters(game, obj)  # a Saga's first lore counter (CR 714.3a)


def enters_tapped_unless(node: A.Node) -> A.ReplacementEffect | None:
    """The replacement effect of "[this] enters the battlefield tapped" (CR 614.1c, its own
    ability), alone or under a condition ("... tapped unless you control a Mountain or a
    Plains.": a static ability's ``Conditional``), or None."""
    if isinstance(node, A.StaticEffect) and isinstance(node.effect, A.Conditional):
        node = node.effect.effect
    if (
        isinstance(node, A.ReplacementEffect)
        and node.mode == "tapped"
        and node.event.name in ("enters", "enters_the_battlefield")
        and isinstance(node.event.object, A.ObjectRef)
        and node.event.object.kind == "self"
    ):
        return node
    return None


def _unless(node: A.Node) -> A.Node | None:
    """The condition a static ability's "enters tapped" is under, or None."""
    if isinstance(node, A.StaticEffect) and isinstance(node.effect, A.Conditional):
        return node.effect.condition
    return None


#: the effects "[this] enters with ..." plays (CR 614.1c): counters, "... and with haste"
ENTERS_WITH_EFFECTS: tuple[type[A.Node], ...] = (A.PutCounters, A.GainAbility)


def enters_with(game: Engine, e: A.Node, obj: GameObject, ctx: Context) -> None:
    """One effect of "[this] enters with ..." (CR 614.1c) as ``obj`` enters: counters, or
    "... and with haste"; any other effect is reported ``unsupported`` (the run fails)."""
    if isinstance(e, A.PutCounters):
        n = game.amount_of(e.amount, ctx)
        if n > 0:
            obj.counters[e.counter] = obj.counters.get(e.counter, 0) + n
    elif isinstance(e, A.GainAbility):  # "... and with haste"
        game.start_effect(e, [obj], obj, obj.controller)
    else:
        report_unsupported(game, e.type_name)
