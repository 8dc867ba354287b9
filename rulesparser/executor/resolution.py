"""How the effects of a resolving spell or ability are carried out together (CR 608.2c):
in order (``Sequence``), under a condition (``Conditional``, "If you do", CR 608.2c),
"... instead" (``Instead``, CR 614.1a), "If you can't, ..." (``IfYouCant``), one mode of a modal
spell or ability (``ChooseOne``, CR 700.2), "it remains exiled" (``RemainsExiled``), "you may"
(``OptionalEffect``, CR 608.2d) and coin flips (``FlipCoin``, CR 705).

Each handler is registered with :func:`.engine.effect` and reached through
``Engine.do_effect``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor import copies
from rulesparser.executor.engine import effect
from rulesparser.executor.state import GameObject
from rulesparser.executor.unsupported import report_unsupported

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Context, Engine


@effect(A.Sequence, "608.2c")
def sequence(game: Engine, eff: A.Sequence, ctx: Context) -> bool:
    """Each effect in order (CR 608.2c); "repeat this process" repeats the ones before it
    (:func:`.copies.repeat_process`). Returns whether any did something."""
    if copies.repeats_process(eff):
        return copies.repeat_process(game, eff, ctx)
    done = False
    for e in eff.effects:
        done = game.do_effect(e, ctx) or done
    return done


@effect(A.Conditional, "608.2c")
def conditional(game: Engine, eff: A.Conditional, ctx: Context) -> bool:
    """ "If <condition>, <effect>"; "If you do" reads whether the last optional action was
    taken (``ctx.did``, CR 608.2c)."""
    if isinstance(eff.condition, A.IfYouDo):
        return game.do_effect(eff.effect, ctx) if ctx.did else False
    if game.condition_holds(eff.condition, ctx):
        return game.do_effect(eff.effect, ctx)
    return False


@effect(A.Instead, "614.1a")
def instead(game: Engine, eff: A.Instead, ctx: Context) -> bool:
    """ "If this spell was kicked, create four ... instead" (CR 614.1a)."""
    if not game.condition_holds(eff.condition, ctx):
        return game.do_effect(eff.replaced, ctx)
    if not ctx.that and any(
        isinstance(n, A.ObjectRef) and n.kind in ("that", "it") for n in eff.effect.walk()
    ):
        # "... to any target. If this spell was kicked, it deals 4 damage instead." (Burst
        # Lightning): "that" is what the replaced instruction acts on, its targets (CR 608.2c)
        named = [
            o
            for n in eff.replaced.walk()
            if isinstance(n, A.Target) or (isinstance(n, A.ObjectRef) and n.kind == "target")
            for o in ctx.slots.get(id(n), [])
        ]
        if not named or not all(isinstance(o, GameObject) for o in named):
            # a player target: an object reference cannot name it
            report_unsupported(game, "instead:that_player_target")
            return False
        ctx.that = named
    return game.do_effect(eff.effect, ctx)


@effect(A.IfYouCant, "608.2c")
def if_you_cant(game: Engine, eff: A.IfYouCant, ctx: Context) -> bool:
    """ "<effect>. If you can't, <otherwise>" (fading, CR 702.32a)."""
    if not game.do_effect(eff.effect, ctx):
        return game.do_effect(eff.otherwise, ctx)
    return True


@effect(A.ChooseOne, "700.2")
def choose_one(game: Engine, eff: A.ChooseOne, ctx: Context) -> bool:
    """The mode chosen as the spell was cast or the ability put on the stack (CR 700.2a,
    601.2b); else the policy's choice now."""
    if ctx.item is not None and ctx.item.mode is not None:
        mode = ctx.item.mode
    else:
        mode = game.policy.choose_mode(game, ctx.item, len(eff.modes)) if ctx.item else 0
    return game.do_effect(eff.modes[mode], ctx)


@effect(A.RemainsExiled, "610.3")
def remains_exiled(game: Engine, eff: A.RemainsExiled, ctx: Context) -> bool:
    """ "It remains exiled": nothing happens (the card stays where it is)."""
    return False


@effect(A.OptionalEffect, "608.2d")
def optional_effect(game: Engine, eff: A.OptionalEffect, ctx: Any) -> bool:
    """ "[player] may [effect]" (CR 608.2d): the policy says whether they do."""
    player = game.player_of(eff.player, ctx)
    if not game.policy.may(game, player, ctx.source, eff.effect.type_name):
        return False
    return game.do_effect(eff.effect, ctx)


@effect(A.FlipCoin, "705.1")
def flip_coin(game: Engine, eff: A.FlipCoin, ctx: Any) -> bool:
    """``player`` flips a coin (CR 705): the policy says whether they win (a scenario's
    ``choices.coin_flips``); logs ``coin_flip`` and does the ``won`` or ``lost`` effect."""
    player = game.player_of(eff.player, ctx)
    if not player:
        return False
    won = game.policy.flip_coin(game, player, ctx.source)
    game.emit("coin_flip", player=player, card=ctx.source.label, won=won)
    then = eff.won if won else eff.lost
    if then is not None:
        game.do_effect(then, ctx)
    return True
