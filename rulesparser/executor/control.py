"""Control-changing effects (CR 613.1b, layer 2): of static abilities, "You control enchanted
creature." (Enslave, ``A.StaticEffect`` of ``A.GainControl``), and of resolving spells and
abilities, "Gain control of target creature until end of turn." (:func:`gain_control_effect`).

Control is stored on the object (``GameObject.controller``, changed by :meth:`Engine.gain_control`
for one-shot effects, CR 108.4). A static control effect is applied, like the other static
abilities, continuously (CR 611.3a): :func:`apply_static_control` runs each time the game settles
(before state-based actions) and makes every permanent a static control effect affects
controlled by the player that effect names (the latest effect by its source's timestamp wins,
CR 613.7a). The controller the permanent had before the first such effect is remembered; when no
static control effect applies any more (the Aura left the battlefield or was moved to another
creature), control reverts to it (CR 611.3a: the effect ends when the ability stops applying).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.executor import combat as _combat
from rulesparser.executor.engine import IllegalAction, Zone, effect, static_effect
from rulesparser.executor.state import GameObject
from rulesparser.executor.unsupported import report_unsupported

if TYPE_CHECKING:
    from rulesparser.executor.engine import Context, Engine


def _static_controls(game: Engine) -> dict[str, str]:
    """{affected permanent label: the player controlling it by the latest static control
    effect} (layer 2: in timestamp order, the last one applies, CR 613.7a). The control
    effects come from the per-version battlefield summary (:meth:`Engine.board`)."""
    rows: list[tuple[int, str, str]] = []
    for src, e in game.board().control_statics:
        player = _player(game, e.player, src)
        if player is None:
            continue
        for obj in game.battlefield:
            if obj is not src and game.static_affects(e.object, src, obj):
                rows.append((src.timestamp, obj.label, player))
    return {label: player for _, label, player in sorted(rows)}


def _player(game: Engine, ref: A.PlayerRef, src: GameObject) -> str | None:
    """The player a static ability's player reference names: "you" is its controller."""
    if ref.kind == "you":
        return src.controller
    return None


@static_effect(A.GainControl, "613.1b", applies_itself=True)
def apply_static_control(game: Engine) -> bool:
    """Make control follow the static control effects now (see the module doc). Returns
    whether some permanent changed controller (logs ``control``)."""
    if not game.board().control_statics and not game.static_control_seen:
        return False  # no such effect has ever applied: nothing to follow or revert
    wanted = _static_controls(game)
    if wanted:
        game.static_control_seen = True
    changed = False
    for obj in game.battlefield:
        player = wanted.get(obj.label)
        if player is not None:
            if obj.control_before_static is None:
                obj.control_before_static = obj.controller
            if obj.controller != player:
                game.change_control(obj, player)
                changed = True
        elif obj.control_before_static is not None:  # the effect ended: control reverts
            before, obj.control_before_static = obj.control_before_static, None
            if obj.controller != before:
                game.change_control(obj, before)
                changed = True
    return changed


def gain_control(game: Engine, label: str, player: str) -> None:
    """Change control (CR 108.4): the new controller's echo and summoning sickness start
    over; "haste until you lose control" ends (CR 702.62a); an attacking or blocking
    creature is removed from combat (CR 506.4)."""
    o = game.get(label)
    if o.zone is not Zone.BATTLEFIELD:
        raise IllegalAction("not_on_battlefield", f"{label} is not on the battlefield")
    change_control(game, o, player)
    game.settle()


def change_control(game: Engine, o: GameObject, player: str) -> None:
    """:meth:`gain_control` without settling (for a static control effect applied while
    the game settles, executor/control.py)."""
    changed = o.controller != player
    o.controller = player
    o.control_epoch = game.players[player].upkeeps
    o.control_turn = game.turn
    game.layers.touch()
    game.emit("control", card=o.label, player=player)
    if changed:
        _combat.remove_from_combat(game, o)


#: durations of a resolving control-changing effect :func:`gain_control_effect` plays: none
#: (indefinitely, CR 611.2a) and "until end of turn" (ends in the cleanup step, CR 514.2)
_ONE_SHOT_DURATIONS = (None, "end_of_turn")


def one_shot_played(node: A.GainControl) -> bool:
    """Whether :func:`gain_control_effect` plays a resolving ``GainControl``: for no time
    (indefinitely) or until end of turn ("for as long as you control ~" is not played)."""
    return (None if node.duration is None else node.duration.kind) in _ONE_SHOT_DURATIONS


@effect(A.GainControl, "611.2a")
def gain_control_effect(game: Engine, eff: A.GainControl, ctx: Context) -> bool:
    """A resolving "Gain control of target creature [until end of turn]." (CR 611.2a: a
    one-shot effect's control change is locked in; "until end of turn" ends in the cleanup
    step, CR 514.2, :func:`end_of_turn`). Another duration, or a permanent a static control
    effect controls (layer 2 timestamp order, CR 613.7a, not weighed here), is reported
    (``gain_control:<duration>``), never played otherwise than printed. Output: whether a
    permanent changed controller."""
    if not one_shot_played(eff):
        report_unsupported(game, f"gain_control:{eff.duration.kind if eff.duration else ''}")
        return False
    player = game.player_of(eff.player, ctx)
    objs = [
        o
        for o in game.objects_of(eff.object, ctx)
        if isinstance(o, GameObject) and o.zone is Zone.BATTLEFIELD
    ]
    if any(o.control_before_static is not None for o in objs):
        report_unsupported(game, "gain_control:under_static_control")
        return False
    for o in objs:
        if eff.duration is not None:
            game.control_reverts.append((o.label, o.zone_changes, o.controller, player))
        change_control(game, o, player)
    return bool(objs)


def end_of_turn(game: Engine) -> None:
    """Cleanup step (CR 514.2): "until end of turn" control effects end, latest first; a
    permanent still on the battlefield (the same object, CR 400.7) and still controlled by
    the player the effect gave it to goes back to the player who controlled it before."""
    for label, zone_changes, before, gained_by in reversed(game.control_reverts):
        o = game.objects.get(label)
        if (
            o is not None
            and o.zone is Zone.BATTLEFIELD
            and o.zone_changes == zone_changes
            and o.controller == gained_by
            and before in game.players
        ):
            change_control(game, o, before)
    game.control_reverts.clear()
