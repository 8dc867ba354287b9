"""How many creatures may block an attacker (CR 509.1b): menace ("can't be blocked except by
two or more creatures", CR 702.111b) and "can't be blocked by more than one creature" (an
:class:`~rulesparser.ast.BlockerCount` of a static ability, printed or granted).

These are restrictions on the declaration as a whole (CR 509.1b: "If any restrictions are being
disobeyed, the declaration of blockers is illegal"): :func:`check_blocker_counts` counts the
blockers of each attacker in the declaration together with the blocks already declared, and
refuses it (``illegal_block``) when an attacker is blocked by fewer creatures than its minimum
or more than its maximum. A required block (CR 509.1c, :mod:`.blocking`) of an attacker with
such a restriction is not declared alone: it is reported (``blocker_count:requirement``), as
the executor does not weigh requirements against this restriction yet. A blocker count for a
time ("this turn", a resolving effect) is not played here (:func:`played`).
"""

from __future__ import annotations

import collections
from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.executor.engine import static_effect
from rulesparser.executor.state import IllegalAction
from rulesparser.executor.static_parts import static_effect_parts

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine
    from rulesparser.executor.state import GameObject

__all__ = ["check_blocker_counts", "limits", "played"]


def played(node: A.Node) -> bool:
    """Whether a static ability's ``BlockerCount`` is one :func:`check_blocker_counts`
    applies: for as long as the ability exists."""
    return isinstance(node, A.BlockerCount) and node.duration.kind == "permanent"


def limits(game: Engine, attacker: GameObject) -> tuple[int, int | None]:
    """(fewest, most) creatures that may block ``attacker`` now, by the blocker counts of
    the static abilities of the permanents on the battlefield (1, None when none applies)."""
    least, most = 1, None
    for src, eff in static_effect_parts(game):
        if not played(eff) or not game.static_affects(eff.object, src, attacker):
            continue
        assert isinstance(eff, A.BlockerCount)
        if eff.minimum is not None:
            least = max(least, eff.minimum)
        if eff.maximum is not None:
            most = eff.maximum if most is None else min(most, eff.maximum)
    return least, most


@static_effect(A.BlockerCount, "509.1b", applies_itself=True)
def check_blocker_counts(game: Engine, blocks: dict[str, str]) -> None:
    """Refuse a declaration of blockers (blocker label -> attacker label, with the blocks
    already declared) that blocks an attacker by fewer or more creatures than it may be
    (CR 509.1b, 702.111b). Raises :class:`IllegalAction` ``illegal_block``."""
    counts = collections.Counter({**game.blocks, **blocks}.values())
    for label, n in counts.items():
        least, most = limits(game, game.get(label))
        if n < least:
            raise IllegalAction(
                "illegal_block",
                f"{label} can't be blocked except by {least} or more creatures "
                f"(CR 509.1b, 702.111b): {n} block it",
            )
        if most is not None and n > most:
            raise IllegalAction(
                "illegal_block",
                f"{label} can't be blocked by more than {most} creature(s) (CR 509.1b): "
                f"{n} block it",
            )
