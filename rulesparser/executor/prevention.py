"""Prevention effects (CR 615): prevention shields ("prevent the next N damage", CR 615.7) and
"prevent all combat damage" (CR 615.1a).

``prevent(game, source, recipient, amount)`` is called by ``Engine.damage_player`` /
``Engine.damage_object`` before damage is dealt and returns the damage left after prevention
shields.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor.engine import effect
from rulesparser.executor.state import GameObject, Zone
from rulesparser.executor.unsupported import report_unsupported

if TYPE_CHECKING:
    from rulesparser.executor.engine import Engine

__all__ = ["Shield", "prevent", "prevent_damage"]


@dataclass
class Shield:
    """A prevention shield (CR 615.7): prevents the next ``remaining`` damage that would be
    dealt to ``recipient`` (a player's name, or an object's (label, zone changes): a permanent
    that changes zones is a new object, CR 400.7) this turn; ``source`` is the label of the
    object whose ability created it."""

    recipient: str | tuple[str, int]
    remaining: int
    source: str


def _key(recipient: Any) -> str | tuple[str, int]:
    if isinstance(recipient, GameObject):
        return (recipient.label, recipient.zone_changes)
    return str(recipient)


def prevent(
    game: Engine, source: GameObject, recipient: Any, amount: int, *, combat: bool = False
) -> int:
    """Apply prevention to ``amount`` damage from ``source`` to ``recipient``: all of it when
    it is combat damage in a turn where "prevent all combat damage that would be dealt this
    turn" resolved (Dawn Charm, CR 615.1a), else the shields on ``recipient`` (CR 615.7, in
    the order they were created); log ``prevented`` and return the damage left."""
    if getattr(game, "unpreventable", 0):  # damage that can't be prevented (CR 615.12)
        return amount
    if amount > 0 and combat and game.combat_damage_prevented_turn == game.turn:
        to = recipient.label if isinstance(recipient, GameObject) else str(recipient)
        game.emit("prevented", source=source.label, to=to, amount=amount)
        return 0
    if amount <= 0 or not game.shields:
        return amount
    key = _key(recipient)
    prevented = 0
    for sh in list(game.shields):
        if sh.recipient != key or amount <= 0:
            continue
        n = min(sh.remaining, amount)
        sh.remaining -= n
        amount -= n
        prevented += n
        if sh.remaining <= 0:
            game.shields.remove(sh)
    if prevented:
        to = recipient.label if isinstance(recipient, GameObject) else str(recipient)
        game.emit("prevented", source=source.label, to=to, amount=prevented)
    return amount


@effect(A.PreventCombatDamage, "615.1a")
def prevent_combat_damage(game: Engine, eff: A.PreventCombatDamage, ctx: Any) -> bool:
    """ "Prevent all combat damage that would be dealt this turn" (CR 615.1a, 510.1)."""
    game.combat_damage_prevented_turn = game.turn
    return True


@effect(A.PreventDamage, "615.7")
def prevent_damage(game: Engine, eff: A.PreventDamage, ctx: Any) -> bool:
    """ "Prevent the next N damage that would be dealt to ..." (CR 615.7): one shield per
    recipient; no amount prevents all. The shields end with the turn (CR 514.2): a prevention
    that lasts longer is reported ``unsupported``."""
    if eff.duration.kind == "permanent":
        report_unsupported(game, "prevent_damage:permanent")
        return False
    if isinstance(eff.recipient, A.Recipients):
        # "allen Schaden, der dir und Kreaturen, die du kontrollierst, ... zugefügt würde" (you
        # and the creatures you control): shields for a group are not kept yet
        report_unsupported(game, "prevent_damage:recipients")
        return False
    n = game.amount_of(eff.amount, ctx) if eff.amount is not None else 10**9
    done = False
    recipients: list[Any] = (
        game.objects_of(eff.recipient, ctx) if isinstance(eff.recipient, A.ObjectRef) else []
    )
    if isinstance(eff.recipient, A.Target):  # "target Sliver or player" (executor/targets.py)
        recipients = list(ctx.slots.get(id(eff.recipient), []))
    for r in recipients:
        if isinstance(r, str) or r.zone is Zone.BATTLEFIELD:
            game.shields.append(Shield(_key(r), n, ctx.source.label))
            done = True
    if isinstance(eff.recipient, A.PlayerRef):
        for p in game.players_of(eff.recipient, ctx):
            game.shields.append(Shield(p, n, ctx.source.label))
            done = True
    return done


@effect(A.UnpreventableDamage, "615.12")
def unpreventable_damage(game: Engine, eff: A.UnpreventableDamage, ctx: Any) -> bool:
    """ "[deal damage]. The damage can't be prevented." (CR 615.12): while its effect is done,
    prevention shields and protection prevent none of its damage, and shields aren't reduced."""
    game.unpreventable = getattr(game, "unpreventable", 0) + 1  # type: ignore[attr-defined]
    try:
        return bool(game.do_effect(eff.effect, ctx))
    finally:
        game.unpreventable -= 1  # type: ignore[attr-defined]
