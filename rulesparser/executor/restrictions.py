"""Static "can't attack", "can't block" and "doesn't untap during its controller's untap step"
abilities (CR 508.1c, 509.1b, 502.3, 101.2).

A :class:`~rulesparser.ast.Restriction` of a static ability ("Pacifism: Enchanted creature can't
attack or block.", "Creatures your opponents control can't block.", "~ can't block.") forbids
the objects it designates, at each moment (CR 611.3a), to be declared as attackers or blockers:
:func:`forbidding` names the source that forbids, and ``declarations`` refuses the declaration
(``cant_attack`` / ``illegal_block``, the code of every illegal block). What this module plays: the actions of :data:`PLAYED`
without a ``which`` ("can't block creatures with power 2 or greater" is not played); any other
restriction of a static ability is reported as one the executor can't play
(:func:`played`, called by ``layers``), never ignored. A resolving "Target creature can't block
this turn" (:func:`restriction_effect`) is a continuous effect on the objects it designates then
(CR 611.2c), ending in the cleanup step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.executor.engine import effect, static_effect
from rulesparser.executor.state import GameObject, Zone
from rulesparser.executor.static_parts import static_effect_parts
from rulesparser.executor.unsupported import report_unsupported

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Context, Engine

__all__ = [
    "PLAYED",
    "forbidding",
    "one_shot_played",
    "played",
    "restriction_effect",
    "untap_step",
]

#: the restriction actions forbidding each declaration (CR 508.1c attacking, 509.1b blocking)
#: and untapping in its controller's untap step (CR 502.3: "effects can keep one or more of a
#: player's permanents from untapping": Charmed Sleep)
_FORBIDS = {
    "attack": frozenset({"attack", "attack_or_block"}),
    "block": frozenset({"block", "attack_or_block"}),
    "untap": frozenset({"untap_during_untap_step"}),
}
# ("can't attack, block, or crew Vehicles" is not played: a crew cost the executor pays could
# tap such a creature, CR 702.122a; it is reported, never half applied)
#: the restriction actions this module plays
PLAYED = _FORBIDS["attack"] | _FORBIDS["block"] | _FORBIDS["untap"]


def played(node: A.Restriction) -> bool:
    """Whether a static ability's restriction is one :func:`forbidding` applies: attacking
    and/or blocking at all, for as long as the ability exists."""
    return node.action in PLAYED and node.which is None and node.duration.kind == "permanent"


@static_effect(A.Restriction, "508.1c", applies_itself=True)
def forbidding(game: Engine, obj: GameObject, declaration: str) -> GameObject | None:
    """The permanent whose static ability forbids ``obj`` to be declared as an attacker
    (``declaration="attack"``, CR 508.1c) or a blocker (``"block"``, CR 509.1b), or to untap
    in its controller's untap step (``"untap"``, CR 502.3) now, or None.
    "Can't" wins over any permission (CR 101.2)."""
    actions = _FORBIDS[declaration]
    for e in game.layers.effects:  # "Target creature can't block this turn" (CR 611.2)
        if declaration in e.modification.forbids and e.applies_to(obj):
            return game.objects.get(e.source or "", obj)
    for src, eff in static_effect_parts(game):
        if (
            isinstance(eff, A.Restriction)
            and eff.action in actions
            and played(eff)
            and game.static_affects(eff.object, src, obj)
        ):
            return src
    return None


#: what a resolving "[objects] can't [action] this turn" forbids, and the event it logs
_ONE_SHOT = {
    "attack": (frozenset({"attack"}), "cant_attack_this_turn"),
    "block": (frozenset({"block"}), "cant_block_this_turn"),
    "attack_or_block": (frozenset({"attack", "block"}), "cant_attack_or_block_this_turn"),
}


def one_shot_played(node: A.Restriction) -> bool:
    """Whether :func:`restriction_effect` plays a resolving restriction: attack, block or
    both, with no ``which``, for this turn; or "It doesn't untap during its controller's next
    untap step" (:func:`_skip_next_untap`)."""
    if node.which is not None:
        return False
    if node.action == "untap_during_untap_step":
        return node.duration.kind == "next_untap_step"
    return node.action in _ONE_SHOT and node.duration.kind == "end_of_turn"


def _untap_key(o: GameObject) -> tuple[str, str]:
    """The ``game.skip_next`` key counting the untap steps in which this object (as it is now,
    CR 400.7: its zone changes are part of the key) doesn't untap."""
    return (o.label, f"untap_step#{o.zone_changes}")


def _skip_next_untap(game: Engine, eff: A.Restriction, ctx: Context) -> bool:
    """ "It doesn't untap during its controller's next untap step" (Rage of Winter, CR 502.3):
    the permanent stays tapped through the next untap step of the player controlling it then,
    once for each such effect; a permanent that changes zones is a new object the effect no
    longer applies to (CR 400.7)."""
    objs = [o for o in game.objects_of(eff.object, ctx) if isinstance(o, GameObject)]
    objs = [o for o in objs if o.zone is Zone.BATTLEFIELD]
    for o in objs:
        game.skip_next[_untap_key(o)] = game.skip_next.get(_untap_key(o), 0) + 1
    return bool(objs)


@effect(A.Restriction, "611.2")
def restriction_effect(game: Engine, eff: A.Restriction, ctx: Context) -> bool:
    """A resolving spell or ability: "Target creature can't block this turn" (CR 611.2: a
    continuous effect on the objects it designates now, locked in, CR 611.2c; it ends in the
    cleanup step, CR 514.2). Another action, a ``which`` or another duration is reported as one
    the executor can't play (``restriction:<action>``), never ignored."""
    if not one_shot_played(eff):
        report_unsupported(game, f"restriction:{eff.action}")
        return False
    if eff.action == "untap_during_untap_step":
        return _skip_next_untap(game, eff, ctx)
    forbids, kind = _ONE_SHOT[eff.action]
    objs = [o for o in game.objects_of(eff.object, ctx) if getattr(o, "zone", None) is not None]
    objs = [o for o in objs if o.zone.value == "battlefield"]
    if not objs:
        return False
    game.layers.add_restriction(forbids, objs, ctx.source.label, ctx.controller)
    for o in objs:  # (literal event kinds: the scenario schema is read from these calls)
        if kind == "cant_attack_this_turn":
            game.emit("cant_attack_this_turn", card=o.label)
        elif kind == "cant_block_this_turn":
            game.emit("cant_block_this_turn", card=o.label)
        else:
            game.emit("cant_attack_or_block_this_turn", card=o.label)
    return True


def untap_step(game: Engine, player: str) -> None:
    """The untap step's turn-based action (CR 502.3): ``player``'s tapped permanents untap,
    except those a static ability keeps from untapping ("Enchanted creature doesn't untap
    during its controller's untap step.")."""
    for o in list(game.battlefield):
        if o.controller != player:
            continue
        skipped = game.skip_next.get(_untap_key(o), 0) > 0
        if skipped:  # "... its controller's next untap step": this one, tapped or not
            game.skip_next[_untap_key(o)] -= 1
        if o.tapped and not skipped and forbidding(game, o, "untap") is None:
            game.untap(o, cause="untap_step")
