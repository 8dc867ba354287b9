"""Choices made as a spell or ability resolves (CR 608.2d): "target creature gets +2/-2 or
-2/+2 until end of turn" (Shaper Parasite, ``A.ChoiceOf``).

The target was chosen as the ability was put on the stack (one target word shared by the
options: ``Engine.target_slots`` counts it once); the option is chosen on resolution by the
ability's controller (the player the node names), scripted with ``choices.modes`` by the
source's label (0-based). "Your choice of" as a permanent enters or is turned face up (CR
614.12, Aquamorph Entity) is the "as" replacement of executor/copies.py, not this.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor.engine import effect
from rulesparser.executor.state import IllegalAction

if TYPE_CHECKING:
    from rulesparser.executor.engine import Engine


@effect(A.ChoiceOf, "608.2d")
def choice_of(game: Engine, eff: A.ChoiceOf, ctx: Any) -> bool:
    """Choose one of ``eff.options`` now and do it (CR 608.2d). Logs ``chooses`` (``choice``:
    the option number as text). Refuses an option the effect doesn't have (``no_such_option``).
    Input: the resolving context ``ctx`` (``Engine.Context``); output: whether the option did
    something."""
    n = len(eff.options)
    players = game.players_of(eff.player, ctx) if eff.player is not None else []
    player = players[0] if players else ctx.controller
    i = game.policy.choose_option(game, player, ctx.source, n)
    if not 0 <= i < n:
        raise IllegalAction("no_such_option", f"{ctx.source.label} has {n} options, not {i}")
    game.emit("chooses", player=player, card=ctx.source.label, choice=str(i))
    chosen = eff.options[i]
    _share_targets(eff.options[0], chosen, ctx)
    return game.do_effect(chosen, ctx)


def _share_targets(first: A.Node, chosen: A.Node, ctx: Any) -> None:
    """The chosen option's target words are the first option's (the targets announced for the
    effect): same word in order, so the objects chosen for one serve the other."""
    refs = [n for n in first.walk() if isinstance(n, (A.ObjectRef, A.PlayerRef, A.Target))]
    other = [n for n in chosen.walk() if isinstance(n, (A.ObjectRef, A.PlayerRef, A.Target))]
    for a, b in zip(refs, other, strict=False):
        if a is not b and a == b and id(a) in ctx.slots and id(b) not in ctx.slots:
            ctx.slots[id(b)] = ctx.slots[id(a)]
