"""How the effects of a resolving spell or ability are carried out together (CR 608.2c):
in order (``Sequence``), under a condition (``Conditional``, "If you do", CR 608.2c),
"... instead" (``Instead``, CR 614.1a), "If you can't, ..." (``IfYouCant``), one mode of a modal
spell or ability (``ChooseOne``, CR 700.2) and "it remains exiled" (``RemainsExiled``).

Each handler is registered with :func:`.engine.effect` and reached through
``Engine.do_effect``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.executor import copies
from rulesparser.executor.engine import effect

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
    chosen = eff.effect if game.condition_holds(eff.condition, ctx) else eff.replaced
    return game.do_effect(chosen, ctx)


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
