"""Executor rules of the "triggers" area: blocking restrictions from resolved effects
("creatures can't be blocked this turn", CR 509.1b), returning permanents to their owners' hands
with "is returned to your hand" triggers (CR 400.7, 603.10a), delayed triggered abilities
(CR 603.7) and tokens' keywords.

Functions take the :class:`~rulesparser.executor.engine.Engine` and are called from it; they read
AST nodes only, never text.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor import color as _color
from rulesparser.executor import sagas as _sagas
from rulesparser.executor import stack as S
from rulesparser.executor.engine import STEP_WORDS, effect
from rulesparser.executor.state import (
    AbilityInstance,
    GameObject,
    IllegalAction,
    StackItem,
    Step,
    Zone,
)
from rulesparser.executor.unsupported import report_unsupported

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Context, Engine

__all__ = [
    "BlockRule",
    "cant_be_blocked",
    "unblockable",
    "end_turn",
    "left_together",
    "return_to_hand",
    "Delayed",
    "create_delayed",
    "fire_delayed",
    "reveal_hand",
    "put_onto_battlefield",
    "skip_next",
    "skips_next",
]


@dataclass
class BlockRule:
    """A "can't be blocked" effect in force (CR 509.1b). ``words`` (a filter) applies to every
    matching creature, whenever it entered (the effect changes a rule, CR 611.2c does not lock
    it); ``labels`` (with their zone-change counts) to the objects named when it resolved.
    ``controller`` is the controller of the effect (for "you control" filters); ``turn`` the turn
    it ends at (end of turn, CR 514.2) or None."""

    words: tuple[str, ...] | None
    labels: dict[str, int] | None
    controller: str
    turn: int | None


@effect(A.CantBeBlocked, "509.1b")
def cant_be_blocked(game: Engine, eff: A.CantBeBlocked, ctx: Context) -> bool:
    """Resolve "[objects] can't be blocked [this turn]" (CR 509.1b, 611.2)."""
    until = game.turn if eff.duration.kind == "end_of_turn" else None
    ref = eff.object
    if ref.kind in ("each", "all"):
        rule = BlockRule(tuple(ref.filter), None, ctx.controller, until)
        game.block_rules.append(rule)
        game.emit(
            "cant_be_blocked", filter="_".join(ref.filter), card="", duration=eff.duration.kind
        )
        return True
    else:
        objs = [o for o in game.objects_of(ref, ctx) if isinstance(o, GameObject)]
        if not objs:
            return False
        rule = BlockRule(None, {o.label: o.zone_changes for o in objs}, ctx.controller, until)
        game.block_rules.append(rule)
        for o in objs:
            game.emit("cant_be_blocked", filter="", card=o.label, duration=eff.duration.kind)
        return True


def unblockable(game: Engine, attacker: GameObject) -> bool:
    """Whether an effect in force says ``attacker`` can't be blocked (CR 509.1b)."""
    for rule in game.block_rules:
        if rule.words is not None and game.matches(attacker, rule.words, rule.controller):
            return True
        if rule.labels is not None and rule.labels.get(attacker.label) == attacker.zone_changes:
            return True
    return False


def end_turn(game: Engine) -> None:
    """Cleanup step (CR 514.2): "this turn" / "until end of turn" effects end."""
    game.block_rules = [r for r in game.block_rules if r.turn is None or r.turn > game.turn]


def left_together(game: Engine) -> list[GameObject]:
    """Last known information of objects that left the battlefield in the event being carried
    out and are no longer there: their leaves-the-battlefield abilities still trigger on the
    others (CR 603.10a, "look back in time")."""
    out = []
    for lki in game.leaving:
        real = game.objects.get(lki.label)
        if (
            real is None
            or real.zone is not Zone.BATTLEFIELD
            or real.zone_changes != lki.zone_changes
        ):
            out.append(lki)
    return out


@effect(A.ReturnToHand, "400.7")
def return_to_hand(game: Engine, eff: A.ReturnToHand, ctx: Context) -> bool:
    """ "Return [objects] to their owner's hand" (CR 400.7). ``any`` objects ("a creature you
    control", "two creatures you control") are chosen as the effect resolves, not targeted; if
    fewer are there than asked, all of them are returned (Planar Chaos FAQ, rescue cards). The
    objects leave together: "whenever ... is returned to your hand" abilities of each of them
    see the others (CR 603.10a). Fires ``returned_to_hand`` with the owner as ``recipient``."""
    ref = eff.object
    if eff.player is not None and eff.player.kind != "you":
        # another player returns ("that player returns a permanent they control"): not played
        report_unsupported(game, "return_to_hand by another player")
        return False
    if isinstance(ref, A.ObjectUnion) and any(r.kind == "any" for r in ref.objects):
        # one of several objects chosen as it resolves: not played yet
        report_unsupported(game, "return of several objects chosen as it resolves")
        return False
    if isinstance(ref, A.ObjectRef) and ref.kind == "any":
        candidates = [o for o in game.battlefield if game.matches(o, ref.filter, ctx.controller)]
        n = ref.count if isinstance(ref.count, int) else 1
        if len(candidates) <= n:
            objs = candidates[::-1]  # all of them; moved newest first (the order can't matter)
        else:
            objs = game.policy.choose_objects(game, ctx.item, candidates, n)
            if len(objs) != n or any(o not in candidates for o in objs):
                raise IllegalAction(
                    "illegal_choice",
                    f"choose {n} of {', '.join(c.label for c in candidates)} "
                    f"(got {', '.join(o.label for o in objs) or 'none'})",
                )
    else:
        objs = [o for o in game.objects_of(ref, ctx) if isinstance(o, GameObject)]
    objs = [game.objects.get(o.label, o) for o in objs]
    if not objs:
        return False
    on_bf = [o for o in objs if o.zone is Zone.BATTLEFIELD]
    game.leaving = [game.snapshot(o) for o in on_bf]
    try:
        for real in objs:
            frm = real.zone
            lki = game.move(real, Zone.HAND, cause="return")
            game.emit("returned_to_hand", card=real.label, player=real.owner, zone=frm.value)
            if lki is not None:
                game.fire("returned_to_hand", lki, lki=lki, recipient=real.owner)
    finally:
        game.leaving = []
    return True


# ---------------------------------------------------------------------- delayed triggers


@dataclass
class Delayed:
    """A delayed triggered ability waiting for its event (CR 603.7): the ``node`` (a
    TriggeredAbility built from the DelayedTrigger), who controls it (the controller of the
    spell or ability that created it, CR 603.7d), its ``source`` and the objects it names."""

    node: A.TriggeredAbility
    controller: str
    source: GameObject
    remembered: list[tuple[GameObject, int]]


@effect(A.DelayedTrigger, "603.7a")
def create_delayed(game: Engine, eff: A.DelayedTrigger, ctx: Context) -> bool:
    """Create a delayed triggered ability (CR 603.7a) remembering the objects named so far
    ("it", CR 603.7c). Created during an end step, "at end of turn" waits for the next turn's
    end step (CR 603.7b; Treacherous Urge ruling): only steps that begin later fire it."""
    if not isinstance(eff.trigger, A.StepTrigger) or eff.duration is not None:
        # "When that creature dies this turn, ..." (an event, CR 603.7b): not played yet
        report_unsupported(game, "delayed_trigger:event")
        return False
    effect = eff.effect
    objs = [o for o in ctx.that if isinstance(o, GameObject)]
    ref = getattr(effect, "object", None)
    if isinstance(ref, A.ObjectRef) and ref.kind == "self":
        # "return it to play at end of turn": the card as it is now (Molten Firebird in the
        # graveyard); if it changes zones before the end step, it is a new object (CR 400.7)
        objs = [ctx.source]
        effect = dataclasses.replace(effect, object=A.ObjectRef(kind="that"))
    remembered = []
    for o in objs:
        real = game.objects.get(o.label, o)
        remembered.append((real, real.zone_changes))
    node = A.TriggeredAbility(trigger=eff.trigger, effect=effect)
    game.delayed.append(Delayed(node, ctx.controller, ctx.source, remembered))
    return True


def fire_delayed(game: Engine, step: Step) -> None:
    """At the beginning of a step, delayed abilities waiting for it trigger, once (CR 603.7b)."""

    keep: list[Delayed] = []
    for d in game.delayed:
        trig = d.node.trigger
        if not isinstance(trig, A.StepTrigger) or STEP_WORDS.get(trig.step) is not step:
            keep.append(d)
            continue
        if trig.player == "you" and d.controller != game.active:
            keep.append(d)
            continue
        inst = AbilityInstance(d.node, None, -1, trigger_kind="step")
        item = StackItem(controller=d.controller, source=d.source, ability=inst)
        item.trigger_event = {"zone_changes": d.source.zone_changes}
        item.remembered = list(d.remembered)
        game.pending.append(item)
    game.delayed = keep


@effect(A.RevealHand, "701.20a")
def reveal_hand(game: Engine, eff: A.RevealHand, ctx: Context) -> bool:
    """``player`` reveals their hand (CR 701.16a); later "from it" means that hand."""
    player = game.player_of(eff.player, ctx)
    if not player:
        return False
    ctx.that_player = player
    cards = ",".join(o.label for o in game.players[player].hand)
    game.emit("reveals_hand", player=player, cards=cards)
    return True


@effect(A.PutOntoBattlefield, "110.2")
def put_onto_battlefield(game: Engine, eff: A.PutOntoBattlefield, ctx: Context) -> bool:
    """Put cards onto the battlefield from a zone (CR 110.2): "You may put a creature card from
    it into play under your control". Chosen as the effect resolves; ``ctx.that`` becomes
    what was put (for "That creature has haste", "Sacrifice it at end of turn"). Putting a
    card onto the battlefield transformed (CR 712.14a) is not played: the executor has no
    double-faced cards, and nothing is put. Entering with counters (CR 614.1c: "with a +1/+1
    counter on it") is not played yet: reported ``unsupported`` (the run fails) rather than
    played without them."""
    if eff.counters is not None:
        report_unsupported(game, "put_onto_battlefield with counters")
        return False
    if eff.player is not None and eff.player.kind != "you":
        # another player puts the cards ("Each player returns all creature cards from their
        # graveyard to the battlefield"): not played yet
        report_unsupported(game, "put_onto_battlefield by another player")
        return False
    if eff.transformed:
        return False
    if eff.attacking:
        # CR 508.4: put onto the battlefield attacking (what it attacks is chosen then): not
        # played rather than put onto the battlefield outside combat
        report_unsupported(game, "put_onto_battlefield attacking")
        return False
    if eff.object.kind in ("that", "self"):
        # named objects (a delayed ability's "it"): still in that zone, under ``controller`` or
        # their owner's control (Molten Firebird: "under its owner's control")
        objs = [o for o in game.objects_of(eff.object, ctx) if isinstance(o, GameObject)]
        objs = [o for o in objs if eff.zone is None or o.zone.value == eff.zone]
        new = game.player_of(eff.controller, ctx) if eff.controller is not None else None
        for o in objs:
            o.controller = new or o.owner
            game.move(o, Zone.BATTLEFIELD, cause="put")
        return bool(objs)
    ref = eff.from_player
    if ref is not None and ref.kind == "that_player":
        whose = ctx.that_player or ""
    else:
        whose = game.player_of(ref, ctx) if ref is not None else ctx.controller
    if not whose or eff.zone != "hand":
        return False
    words = tuple(w for w in eff.object.filter if w != "card")
    candidates = [o for o in game.players[whose].hand if game.matches(o, words, ctx.controller)]
    n = eff.object.count if isinstance(eff.object.count, int) else 1
    if not candidates:
        ctx.that = []
        return False
    if eff.optional and not game.policy.may(game, ctx.controller, ctx.source, "put"):
        ctx.that = []
        return False
    chosen = game.policy.choose_objects(game, ctx.item, candidates, n)
    new_controller = game.player_of(eff.controller, ctx) if eff.controller is not None else None
    for o in chosen:
        o.controller = new_controller or o.owner
        game.move(o, Zone.BATTLEFIELD, cause="put")
    ctx.that = list(chosen)
    return bool(chosen)


# ---------------------------------------------------------------------- skipping steps


@effect(A.SkipNextStep, "614.10")
def skip_next(game: Engine, eff: A.SkipNextStep, ctx: Context) -> bool:
    """ "You skip your next draw step" (CR 614.10): counted per player and step; the player
    is the one who controlled the ability (Molten Firebird ruling: its controller when it died,
    whoever gets it back)."""
    player = game.player_of(eff.player, ctx)
    if not player or eff.step == "turn":
        return False  # (a skipped turn, CR 614.10, is not played)
    key = (player, eff.step)
    game.skip_next[key] = game.skip_next.get(key, 0) + 1
    return True


def skips_next(game: Engine, step: Step) -> bool:
    """Whether the active player skips this ``step`` because of a "skip your next" effect
    (one per step skipped, CR 614.10a). Emits ``skips``."""
    key = (game.active, step.value)
    if game.skip_next.get(key, 0) <= 0:
        return False
    game.skip_next[key] -= 1
    game.emit("skips", player=game.active, step=step.value)
    return True


#: the trigger events the executor plays: the events ``game.fire`` sends (zones, casting,
#: combat declarations, damage, counters, untapping, turning face up, returning to hand) and
#: those matched where they happen (flanking's blocked-by trigger in combat.py, "chooses
#: targets" in retarget.py, "when you cast this spell" in stack.py)
PLAYED_EVENTS = frozenset(
    {
        "attacks",
        "attacks_alone",
        "becomes_target",
        "becomes_untapped",
        "blocks",
        "becomes_blocked",
        "blocked_by_creature_without_keyword",
        "cast",
        "copy",
        "counter_put",
        "counter_removed",
        "deals_combat_damage",
        "deals_damage",
        "dies",
        "enters",
        "leaves",
        "play",
        "returned_to_hand",
        "targets_chosen",
        "turned_face_up",
    }
)
#: events that never happen to a permanent, so a permanent's ability that waits for one about
#: itself never triggers: discarded and exiled by madness (CR 702.35a), cycled from its
#: owner's hand (CR 702.29a)
_NOT_OF_PERMANENTS = frozenset({"exiled_by_madness", "cycle"})
#: the events of a block declaration, whose other creature is the blocked attacker (``blocks``)
#: or the blocker (``becomes_blocked``): see :func:`trigger_matches` (CR 509.3a-d)
_BLOCK_EVENTS = frozenset({"blocks", "becomes_blocked"})
#: who may perform a ``cast`` / ``copy`` / ``play`` event, relative to the ability's controller
_ACTORS = {
    "you": lambda actor, me: actor == me,
    "opponent": lambda actor, me: actor != me,
    "player": lambda actor, me: True,
}


#: filter words of card text that ``game.matches`` doesn't know yet (it would read them as
#: types no object has, and the ability would never trigger)
_UNMATCHED_WORDS = frozenset(
    {
        "historic",
        "kicked",
        # "Whenever this creature attacks while saddled" (CR 702.171b): not tracked
        "saddled",
        "multicolored",
        "monocolored",
        "colorless",
        "dealt_damage_by_self_this_turn",
        "has_adventure",
    }
)
#: whose step a step trigger names that the executor matches (see :func:`step_triggers`)
_STEP_PLAYERS = frozenset({"you", "each", "opponent", "enchanted_controller"})


def unplayable(node: A.Node) -> str | None:
    """What of a triggered ability's trigger the executor can't match (an event it never
    sends, the player who acts for another event than casting or playing, the other object
    of an event), as the name to report ``unsupported`` ("the executor can't play ... yet");
    None when it plays the trigger (CR 603.2). Such an ability never triggers in a game, so a
    run with it can't be trusted."""
    trig = getattr(node, "trigger", None)
    if not isinstance(node, A.TriggeredAbility) or trig is None:
        return None
    for n in trig.walk():
        if isinstance(n, A.StepTrigger) and n.player not in _STEP_PLAYERS:
            return f"step_trigger:{n.player}"
        if isinstance(n, A.StepTrigger) and n.step not in STEP_WORDS:
            return f"step_trigger:{n.step}"  # a step the engine never begins triggers on
        if not isinstance(n, A.EventTrigger):
            continue
        if n.event in _NOT_OF_PERMANENTS and n.object is not None and n.object.kind == "self":
            continue
        if n.event not in PLAYED_EVENTS or n.object is None:
            return f"trigger:{n.event}"
        if n.by is not None and (
            n.event not in _BLOCK_EVENTS | {"becomes_target"}
            or _UNMATCHED_WORDS.intersection(n.by.filter)
        ):
            return f"trigger:{n.event}_by"
        if getattr(n.object, "targeting", None) is not None:  # heroic's "a spell that targets ~"
            return f"trigger:{n.event}_targeting"
        unknown = _UNMATCHED_WORDS.intersection(n.object.filter)
        if unknown:
            return f"trigger:{n.event}:{min(unknown)}"
        if n.player is not None and (
            n.event not in ("cast", "copy", "play") or n.player.kind not in _ACTORS
        ):
            return f"trigger:{n.event}_by_player:{n.player.kind}"
    return None


def event_that(event: str, subject: Any, info: dict[str, Any]) -> dict[str, Any]:
    """The event's information with "that creature" / "it" bound (``info["that"]``) to the
    object the event is about, as the object it is now (one that died is a new object, CR
    400.7): "Whenever a creature you control attacks, it gains double strike" (CR 603.2).
    Not for damage events, whose "that creature" may be the one dealt damage (:mod:`.color`),
    nor where the event names it already (blocks)."""
    if "that" in info or event.startswith("deals_"):
        return info
    return dict(info, that=[(subject.label, subject.zone_changes)])


def trigger_matches(
    game: Engine, trig: A.Node, event: str, owner: GameObject, subject: Any, info: dict[str, Any]
) -> bool:
    """Whether the trigger ``trig`` of ``owner`` triggers on ``event`` of ``subject`` (CR
    603.2); a filter word the executor can't match is reported as ``owner``'s card's."""
    with game.unsupported.within(owner.card.key):
        return _matches(game, trig, event, owner, subject, info)


def _matches(
    game: Engine, trig: A.Node, event: str, owner: GameObject, subject: Any, info: dict[str, Any]
) -> bool:
    if isinstance(trig, A.AnyTrigger):
        return any(_matches(game, t, event, owner, subject, info) for t in trig.triggers)
    if not isinstance(trig, A.EventTrigger):
        return False
    if trig.event != event:
        return False
    if trig.player is not None:  # the caster / the player who played it (CR 601.2, 305.1)
        actor = _ACTORS.get(trig.player.kind)
        if actor is None or not actor(getattr(subject, "controller", None), owner.controller):
            return False
    if trig.counter is not None and info.get("counter") != trig.counter:
        return False
    if trig.last and not info.get("last"):
        return False
    ref = trig.object
    if "another" in ref.filter and getattr(subject, "label", None) == owner.label:
        return False  # "another creature": not this object (CR 109.1)
    words = _color.trigger_filter(owner, ref.filter)  # "a source of the chosen color"
    if words is None:
        return False
    if ref.kind == "self":
        if subject is not owner and getattr(subject, "label", None) != owner.label:
            return False
        status = [w for w in ref.filter if w in ("tapped", "untapped")]
        if status and not game.matches(subject, status, owner.controller):
            return False  # "When ~ enters the battlefield untapped" (CR 110.5)
    elif ref.kind == "enchanted":  # "Whenever enchanted creature ..." (CR 303.4)
        if owner.attached_to != (subject.label, subject.zone_changes):
            return False
    elif not game.matches(subject, words, owner.controller):
        if not (event in ("leaves", "dies") and subject.controller == owner.controller):
            return False
    if event in ("deals_damage", "deals_combat_damage") and trig.recipient is not None:
        return _color.recipient_matches(game, trig.recipient, owner, info.get("recipient"))
    if trig.recipient is not None:
        rec = info.get("recipient")
        kind = trig.recipient.kind
        if rec is None:
            return False
        if kind == "opponent" and rec == owner.controller:
            return False
        if kind == "you" and rec != owner.controller:
            return False
    if event in _BLOCK_EVENTS:
        return _block_matches(game, trig, owner, info)
    if event == "becomes_target" and trig.by is not None:
        return _targeting_matches(trig.by, owner, info.get("by"))
    return True


def _targeting_matches(by: A.ObjectRef, owner: GameObject, item: Any) -> bool:
    """Whether the spell or ability that targets (``item``) is the one "becomes the target of
    a spell or ability [an opponent controls]" names (CR 115.1, 702.21a): its kind and card
    types (``stack.stack_item_matches``), its controller relative to the trigger's."""
    if not isinstance(item, StackItem):
        return False
    for w in by.filter:
        if w in ("opponent_controls", "an_opponent_controls"):
            if item.controller == owner.controller:
                return False
        elif w in ("you_control", "your"):
            if item.controller != owner.controller:
                return False
        elif not S.stack_item_matches(item, w):
            return False
    return True


def _block_matches(
    game: Engine, trig: A.EventTrigger, owner: GameObject, info: dict[str, Any]
) -> bool:
    """The other creature of a block (``info["by"]``: the attacker a creature blocks, the
    blocker of a creature that becomes blocked). "Whenever ~ blocks a creature" / "becomes
    blocked by a creature [with ...]" triggers once for each such creature (CR 509.3b, 509.3d),
    which must have the trigger's characteristics as it blocks or is blocked (CR 509.3f);
    "Whenever ~ becomes blocked" only as it becomes a blocked creature (``info["first"]``,
    CR 509.3c); "Whenever ~ blocks", once each combat (CR 509.3a: a creature blocks one
    attacker in this executor)."""
    if trig.by is None:
        return bool(info.get("first", True))
    other = info.get("by")
    words = _color.trigger_filter(owner, trig.by.filter)
    return other is not None and words is not None and game.matches(other, words, owner.controller)


def step_triggers(game: Engine, step: Step) -> None:
    """ "At the beginning of [your] [step]" abilities trigger (CR 603.2, 503.1), after the
    step's turn-based actions: lore counters on Sagas as the precombat main phase begins
    (CR 714.3b, :func:`.sagas.begin_step`)."""
    _sagas.begin_step(game, step)
    holders = list(game.battlefield)
    for p in game.apnap():
        holders.extend(game.players[p].exile)
    for holder in holders:
        in_exile = holder.zone is Zone.EXILE
        for inst in holder.step_abilities():
            node = inst.node
            trig = node.trigger  # type: ignore[attr-defined]
            if STEP_WORDS.get(trig.step) is not step:
                continue
            if trig.player == "you" and holder.controller != game.active:
                continue
            if trig.player == "opponent" and holder.controller == game.active:
                continue
            info: dict[str, object] = {"player": game.active}
            if trig.player == "enchanted_controller":  # CR 303.4: the enchanted permanent's
                host = holder.attached_to and game.objects.get(holder.attached_to[0])
                if not host or host.controller != game.active:
                    continue
                # "... put a -1/-1 counter on that creature" (Unstable Mutation): the trigger
                # names the enchanted creature; "that creature" is it
                info["that"] = [(host.label, host.zone_changes)]
            elif trig.player not in _STEP_PLAYERS:  # a step it never matches: reported
                continue
            if inst.exile_only != in_exile:
                continue
            game.trigger(holder, inst, lki=None, info=info)
    fire_delayed(game, step)
