"""Blocking requirements (CR 509.1c): "Target creature blocks Torchling this turn if able."
(``A.BlocksIfAble``).

Resolving the effect records a requirement for this turn: (the blocker, the attacker it must
block), each as the object it is now (CR 400.7). When blockers are declared (CR 509.1), the
defending player must obey as many requirements as possible without breaking a restriction
(CR 509.1c). Here each requirement names one blocker and one attacker, so:

- at the start of the declare blockers step, every required blocker that can legally block its
  attacker (an untapped creature of the defending player, no restriction such as flying or
  protection, the attacker is attacking) is declared blocking it (``blocks`` event);
- a declaration that has that creature block another attacker is refused
  (``block_requirement``): blocking the required attacker obeys one more requirement.
A requirement whose creature can't block its attacker (tapped, the attacker isn't attacking,
flying...) asks nothing (CR 509.1c "if able").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor import blocker_counts as _blocker_counts
from rulesparser.executor.engine import effect
from rulesparser.executor.state import GameObject, IllegalAction, Zone

if TYPE_CHECKING:
    from rulesparser.executor.engine import Engine


@effect(A.BlocksIfAble, "509.1c")
def blocks_if_able(game: Engine, eff: A.BlocksIfAble, ctx: Any) -> bool:
    """Record the requirement "``eff.blocker`` blocks ``eff.attacker`` this turn if able".
    Output: whether a requirement was recorded."""
    blockers = [o for o in game.objects_of(eff.blocker, ctx) if isinstance(o, GameObject)]
    attackers = [o for o in game.objects_of(eff.attacker, ctx) if isinstance(o, GameObject)]
    done = False
    for b in blockers:
        for a in attackers[:1]:
            if b.zone is Zone.BATTLEFIELD and a.zone is Zone.BATTLEFIELD:
                game.block_requirements.append(
                    (b.label, b.zone_changes, a.label, a.zone_changes, game.turn)
                )
                done = True
    return done


def _live(game: Engine, label: str, zc: int) -> GameObject | None:
    o = game.objects.get(label)
    return o if o is not None and o.zone_changes == zc and o.zone is Zone.BATTLEFIELD else None


def required_attacker(game: Engine, blocker: GameObject) -> GameObject | None:
    """The attacking creature ``blocker`` must block now and legally can, or None."""
    for b, bzc, a, azc, turn in game.block_requirements:
        if turn != game.turn or b != blocker.label or bzc != blocker.zone_changes:
            continue
        attacker = _live(game, a, azc)
        if (
            attacker is not None
            and attacker in game.attackers
            and _can_block(game, blocker, attacker)
        ):
            return attacker
    return None


def _can_block(game: Engine, blocker: GameObject, attacker: GameObject) -> bool:
    """Whether declaring ``blocker`` on ``attacker`` breaks no restriction (CR 509.1a-b)."""
    if blocker.tapped:
        return False
    try:
        game.check_block_legal(blocker, attacker)
    except IllegalAction:
        return False
    return True


def declare_required_blocks(game: Engine) -> None:
    """At the start of the declare blockers step: declare the blocks the requirements ask for
    (CR 509.1c)."""
    for b, bzc, _a, _azc, turn in list(game.block_requirements):
        blocker = _live(game, b, bzc)
        if turn != game.turn or blocker is None or b in game.blocks:
            continue
        attacker = required_attacker(game, blocker)
        if attacker is not None and _blocker_counts.limits(game, attacker) != (1, None):
            # menace: one required blocker alone can't block it (CR 509.1c weighs the
            # requirements against that restriction; not played yet, reported)
            game.unsupported.add("blocker_count:requirement")
        elif attacker is not None:
            game.declare_blockers({b: attacker.label})


def check_requirement(game: Engine, blocker: GameObject, attacker: GameObject) -> None:
    """Refuse a block of ``blocker`` on ``attacker`` when it must block another attacker it
    can block (CR 509.1c): :class:`IllegalAction` ``block_requirement``."""
    required = required_attacker(game, blocker)
    if required is not None and required is not attacker:
        raise IllegalAction(
            "block_requirement",
            f"{blocker.label} must block {required.label} this turn if able (CR 509.1c)",
        )
