"""Executor rules of the "color" area: choosing a color (CR 105.1) as a permanent enters
(CR 614.12, "As Circle of Affliction comes into play, choose a color") or as an ability
resolves ("becomes the color of your choice", CR 105.3), "the chosen color" in trigger filters,
and damage events for "whenever [source] deals [combat] damage to [recipient]" triggers
(CR 120.1, 510.2, 603.2c).

Functions take the :class:`~rulesparser.executor.engine.Engine` and are called from it; they read
AST nodes only, never text. The colors are the canonical English words of the lexicons'
``COLOR`` class.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor.engine import effect
from rulesparser.executor.state import GameObject, IllegalAction

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine

__all__ = [
    "COLORS",
    "choose_color",
    "trigger_filter",
    "recipient_matches",
    "dealt_damage",
    "choose_color_now",
    "becomes_chosen_color",
    "setup_choices",
]

#: the five colors (CR 105.1), canonical words
COLORS = ("white", "blue", "black", "red", "green")


def choose_color(game: Engine, player: str, source: GameObject) -> str:
    """``player`` chooses a color for ``source`` (policy ``choose_color``); emits ``chooses``
    with the color. Raises :class:`IllegalAction` ``illegal_choice`` for anything but one of
    the five colors (CR 105.1: colorless is not a color)."""
    color = game.policy.choose_color(game, player, source)
    if color not in COLORS:
        raise IllegalAction(
            "illegal_choice",
            f"{source.label}: choose one of {', '.join(COLORS)} (CR 105.1), not {color!r}",
        )
    game.emit("chooses", player=player, card=source.label, choice=color)
    return color


def trigger_filter(holder: GameObject, words: tuple[str, ...]) -> tuple[str, ...] | None:
    """The filter words of a trigger's object for matching: ``source`` (any object can be a
    source of damage, CR 120.1) is dropped, ``chosen_color`` becomes the color ``holder``
    chose as it entered. None when it refers to a chosen color and none was chosen (nothing
    matches)."""
    out: list[str] = []
    for w in words:
        if w == "source":
            continue
        if w == "chosen_color":
            color = holder.chosen.get("color")
            if not color:
                return None
            out.append(color)
        else:
            out.append(w)
    return tuple(out)


def recipient_matches(game: Engine, ref: A.Node, holder: GameObject, rec: Any) -> bool:
    """Whether what was dealt damage (a player's name or an object) is the trigger's
    ``recipient``: "you" and "an opponent" are relative to the controller of the triggered
    ability's source (Keen Sense ruling: the Aura's controller, not the creature's);
    "a creature" matches an object of that type."""
    if isinstance(ref, A.ObjectRef):
        return isinstance(rec, GameObject) and game.matches(rec, ref.filter, holder.controller)
    if not isinstance(ref, A.PlayerRef) or not isinstance(rec, str):
        return False
    if ref.kind == "you":
        return rec == holder.controller
    if ref.kind == "opponent":
        return rec != holder.controller
    return True


def dealt_damage(game: Engine, src: GameObject, to: str | GameObject, *, combat: bool) -> None:
    """A source dealt damage to a player or an object (CR 120.3): "whenever ... deals damage"
    abilities trigger, and "deals combat damage" ones for combat damage (CR 510.2). One event
    per source and recipient: several sources dealing damage at once trigger an ability once
    per source (CR 603.2c; Circle of Affliction ruling)."""
    game.fire("deals_damage", src, recipient=to)
    if combat:
        game.fire("deals_combat_damage", src, recipient=to)


@effect(A.ChooseColor, "105.3")
def choose_color_now(game: Engine, eff: A.ChooseColor, ctx: Any) -> bool:
    """The controller chooses a color as this resolves, remembered by this resolution
    (``ctx.color``) for "the chosen color" (CR 105.3)."""
    ctx.color = choose_color(game, ctx.controller, ctx.source)
    return True


def becomes_chosen_color(game: Engine, eff: A.Becomes, ctx: Any) -> bool:
    """ "... becomes the color of your choice" (layer 5, CR 613.1e): a ``Becomes`` with
    ``chosen_color`` gets the color chosen by this resolution."""
    color = getattr(ctx, "color", None)
    if not color:
        return False
    colors = tuple(color if c == "chosen_color" else c for c in eff.colors)
    return game.continuous_effect(dataclasses.replace(eff, colors=colors), ctx)


def setup_choices(game: Engine, obj: GameObject) -> None:
    """A permanent placed on the battlefield at setup (no replacement effects, no events) still
    has the color its "As [this] enters, choose a color" ability would have chosen (CR 614.12):
    the policy's choice (a scenario's ``choices.colors``) is recorded silently."""
    for inst in obj.abilities():
        node = inst.node
        if not isinstance(node, A.ReplacementEffect) or node.mode != "as":
            continue
        if any(isinstance(n, A.ChooseColor) for n in node.replacement.walk()):
            color = game.policy.choose_color(game, obj.controller, obj)
            if color not in COLORS:
                raise IllegalAction(
                    "illegal_choice",
                    f"{obj.label}: choose one of {', '.join(COLORS)} (CR 105.1), not {color!r}",
                )
            obj.chosen["color"] = color
