"""AST nodes: colors."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .core import Effect, PlayerRef

# --------------------------------------------------------------------------- colors
# Choosing a color (CR 105.1, 614.12), "the chosen color", color-changing effects (CR 105.3).


@dataclass(frozen=True, kw_only=True)
class ChooseColors(Effect):
    """``player`` chooses one or more colors (CR 105.1, 105.3): "Target permanent becomes the
    color or colors of your choice." (Prismatic Lace: a :class:`Becomes` with ``colors=
    ("chosen_colors",)`` follows it)."""

    type_name: ClassVar[str] = "choose_colors"
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class ChooseColor(Effect):
    """``player`` chooses a color (CR 105.1: white, blue, black, red or green). In an "As [this]
    enters" ability (CR 614.12) the permanent remembers it ("a source of the chosen color",
    filter word ``chosen_color``); in a resolving ability it is "the color of your choice" of
    the effects that follow (a :class:`Becomes` with ``colors=("chosen_color",)``)."""

    type_name: ClassVar[str] = "choose_color"
    player: PlayerRef
