"""The continuous effects the static abilities of the permanents on the battlefield state now
(CR 604.1, 611.3): one walk shared by the rules modules that apply such an effect themselves
("can't be blocked by", "can't attack", ...) rather than through the layers."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from rulesparser import ast as A

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine
    from rulesparser.executor.state import GameObject

__all__ = ["static_effect_parts"]


def static_effect_parts(game: Engine) -> Iterator[tuple[GameObject, A.Node]]:
    """(permanent, effect) for each effect of each static ability of each permanent on the
    battlefield, in battlefield order; a static ability with several effects ("gets +2/+0 and
    can't be blocked by creatures with flying", CR 604.1) gives each one."""
    for src in list(game.battlefield):
        for inst in src.abilities():
            node = inst.node
            if not isinstance(node, A.StaticEffect):
                continue
            parts = node.effect.effects if isinstance(node.effect, A.Sequence) else (node.effect,)
            for eff in parts:
                yield src, eff
