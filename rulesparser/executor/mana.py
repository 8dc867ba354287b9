"""Mana pools, mana abilities and mana burn for the executor (rules of 2007, Planar Chaos era).

- :func:`add_mana` adds mana to a player's pool (CR 106.4); "you may add" asks the policy.
- :func:`is_mana_ability`: an activated ability that adds mana and targets nothing is a mana
  ability (2007 CR 406.1); the engine resolves it at once, without the stack (406.4, 411.1).
  A triggered ability that adds mana but triggers on something else (Radha, Heir to Keld's
  "whenever ... attacks") is not one: it uses the stack and can be countered (406.2).
- :func:`end_of_step`: unused mana leaves the pools. In the 2007 rules (CR 300.3) this happens
  when a phase ends (not a step) and each unused mana makes its player lose 1 life ("mana burn",
  life loss, not damage) when ``game.mana_burn`` is on (scenario option ``mana_burn: true``);
  under the current rules (CR 500.4) pools empty at the end of every step, without life loss.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor.engine import effect
from rulesparser.executor.state import IllegalAction, Step
from rulesparser.executor.unsupported import report_unsupported
from rulesparser.mana import COLOR_SYMBOLS

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine
    from rulesparser.executor.state import GameObject

__all__ = ["add_mana", "is_mana_ability", "taps_self", "end_of_step", "PHASE_ENDS"]

#: The last step of each phase (2007 CR 300.1: beginning, main, combat, main, end phases).
PHASE_ENDS = frozenset({Step.DRAW, Step.MAIN1, Step.END_COMBAT, Step.MAIN2, Step.CLEANUP})


def is_mana_ability(node: A.Node) -> bool:
    """Whether an activated ability is a mana ability (2007 CR 406.1): it adds mana and has no
    target."""
    if not isinstance(node, A.ActivatedAbility) or not _adds_mana(node.effect):
        return False
    return not any(isinstance(n, A.ObjectRef) and n.kind == "target" for n in node.effect.walk())


def _adds_mana(eff: A.Node) -> bool:
    """ "Add {G}", a choice of mana additions, "Add {W} or {U}" (CR 106.4), or "Add one mana
    of any color" (CR 106.1b)."""
    if isinstance(eff, A.ChoiceOf):
        return bool(eff.options) and all(isinstance(o, A.AddMana) for o in eff.options)
    return isinstance(eff, (A.AddMana, A.AddManaOfChoice))


def taps_self(node: A.ActivatedAbility) -> bool:
    """Whether an activated ability's cost includes the tap symbol {T} (or the untap symbol
    {Q}) of its own source (CR 107.5, 107.6): such an ability of a creature can't be activated
    while the creature is summoning sick (CR 302.6)."""
    for comp in node.cost.components:
        if isinstance(comp, A.ManaCost) and ("T" in comp.symbols or "Q" in comp.symbols):
            return True
        if isinstance(comp, (A.Tap, A.Untap)) and comp.object.kind == "self":
            return True
    return False


def add_mana(
    game: Engine,
    eff: A.AddMana | A.AddManaOfChoice | A.ChoiceOf,
    controller: str,
    source: GameObject,
    ctx: Any = None,
) -> bool:
    """Add the mana of ``eff`` to its player's pool ("you"; CR 106.4). Returns whether mana was
    added (False when the player declines "you may add"). For "Add {W} or {U}" (``ChoiceOf``
    of mana additions) the controller chooses the option as the mana ability resolves
    (``choices.modes`` by the source's label, 0-based; logs ``chooses``)."""
    if isinstance(eff, A.AddManaOfChoice):
        return add_mana_of_choice(game, eff, controller, source, ctx)
    if isinstance(eff, A.ChoiceOf):
        n = len(eff.options)
        i = game.policy.choose_option(game, controller, source, n)
        if not 0 <= i < n:
            raise IllegalAction("no_such_option", f"{source.label} has {n} options, not {i}")
        game.emit("chooses", player=controller, card=source.label, choice=str(i))
        eff = eff.options[i]  # type: ignore[assignment]
        assert isinstance(eff, A.AddMana)
    if eff.optional and not game.policy.may(game, controller, source, "add_mana"):
        return False
    symbols = [s for s in eff.mana.symbols if s not in ("T", "Q")]
    if eff.amount != 1:  # "Add {G} for each Elf you control": that many times (CR 106.4)
        symbols *= game.amount_of(eff.amount, ctx) if ctx is not None else 0
    pool = game.players[controller].pool
    pool.extend(symbols)
    game.emit("mana_added", player=controller, mana="".join(symbols), pool=len(pool))
    return bool(symbols)


@effect(A.AddMana, "106.4")
def add_mana_effect(game: Engine, eff: A.AddMana, ctx: Any) -> bool:
    """ "Add {G}" as a spell or ability resolves (CR 106.4): to its controller's pool."""
    return add_mana(game, eff, ctx.controller, ctx.source, ctx)


@effect(A.AddManaOfChoice, "106.1b")
def add_mana_of_choice_effect(game: Engine, eff: A.AddManaOfChoice, ctx: Any) -> bool:
    """ "Add one mana of any color" as a spell or ability resolves: :func:`add_mana_of_choice`."""
    return add_mana_of_choice(game, eff, ctx.controller, ctx.source, ctx)


def add_mana_of_choice(
    game: Engine, eff: A.AddManaOfChoice, controller: str, source: GameObject, ctx: Any
) -> bool:
    """ "Add one mana of any color" (CR 106.1b: the color is chosen as the ability resolves,
    ``choices.colors`` by the source's label, logged ``chooses``), or "of the chosen color"
    (the color the permanent's controller chose as it entered, CR 614.12; none chosen: no
    mana), to ``controller``'s pool. Returns whether mana was added."""
    if eff.choice == "chosen_color":
        color = source.chosen.get("color")
    elif eff.choice == "any_color":
        color = game.policy.choose_color(game, controller, source)
        game.emit("chooses", player=controller, card=source.label, choice=color)
    else:  # another kind of choice: not played rather than guessed
        report_unsupported(game, f"add_mana_of_choice:{eff.choice}")
        return False
    symbol = COLOR_SYMBOLS.get(str(color))
    if symbol is None:
        return False
    n = game.amount_of(eff.amount, ctx) if eff.amount != 1 else 1
    pool = game.players[controller].pool
    pool.extend([symbol] * n)
    game.emit("mana_added", player=controller, mana=symbol * n, pool=len(pool))
    return n > 0


def end_of_step(game: Engine, step: Step) -> None:
    """Empty the mana pools as ``step`` ends (see the module docstring for the two rules)."""
    if game.mana_burn and step not in PHASE_ENDS:
        return
    for name in game.apnap():
        p = game.players[name]
        if not p.pool:
            continue
        n = len(p.pool)
        p.pool.clear()
        if game.mana_burn:
            game.emit("mana_burn", player=name, amount=n)  # 2007 CR 300.3: loss of life
            game.lose_life(name, n)
