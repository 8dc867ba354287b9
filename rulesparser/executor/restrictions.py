"""Static "can't attack" and "can't block" abilities (CR 508.1c, 509.1b, 101.2).

A :class:`~rulesparser.ast.Restriction` of a static ability ("Pacifism: Enchanted creature can't
attack or block.", "Creatures your opponents control can't block.", "~ can't block.") forbids
the objects it designates, at each moment (CR 611.3a), to be declared as attackers or blockers:
:func:`forbidding` names the source that forbids, and ``declarations`` refuses the declaration
(``cant_attack`` / ``illegal_block``, the code of every illegal block). What this module plays: the actions of :data:`PLAYED`
without a ``which`` ("can't block creatures with power 2 or greater" is not played); any other
restriction of a static ability is reported as one the executor can't play
(:func:`played`, called by ``layers``), never ignored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.executor.engine import static_effect

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine
    from rulesparser.executor.state import GameObject

__all__ = ["PLAYED", "forbidding", "played"]

#: the restriction actions forbidding each declaration (CR 508.1c attacking, 509.1b blocking)
_FORBIDS = {
    "attack": frozenset({"attack", "attack_or_block", "attack_block_or_crew"}),
    "block": frozenset({"block", "attack_or_block", "attack_block_or_crew"}),
}
#: the restriction actions this module plays
PLAYED = _FORBIDS["attack"] | _FORBIDS["block"]


def played(node: A.Restriction) -> bool:
    """Whether a static ability's restriction is one :func:`forbidding` applies: attacking
    and/or blocking at all, for as long as the ability exists."""
    return node.action in PLAYED and node.which is None and node.duration.kind == "permanent"


@static_effect(A.Restriction, "508.1c", applies_itself=True)
def forbidding(game: Engine, obj: GameObject, declaration: str) -> GameObject | None:
    """The permanent whose static ability forbids ``obj`` to be declared as an attacker
    (``declaration="attack"``, CR 508.1c) or a blocker (``"block"``, CR 509.1b) now, or None.
    "Can't" wins over any permission (CR 101.2)."""
    actions = _FORBIDS[declaration]
    for src in list(game.battlefield):
        for inst in src.abilities():
            node = inst.node
            if not isinstance(node, A.StaticEffect):
                continue
            parts = node.effect.effects if isinstance(node.effect, A.Sequence) else (node.effect,)
            for eff in parts:
                if (
                    isinstance(eff, A.Restriction)
                    and eff.action in actions
                    and played(eff)
                    and game.static_affects(eff.object, src, obj)
                ):
                    return src
    return None
