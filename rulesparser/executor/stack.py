"""Targets on the stack: which spells and abilities are legal targets of "target spell [that
targets ...]" (CR 115.1, 115.5), what "with a single target" / "that targets only X" mean, and
changing targets (CR 115.7a). Called from :class:`~rulesparser.executor.engine.Engine`.

The model, from the Planar Chaos FAQ rulings on Imp's Mischief, Torchling, Muck Drubb, Rebuff the
Wicked and Dawn Charm:

* a spell's targets are the objects and players chosen for each instance of the word "target"
  (CR 115.3: the same object may be chosen once per instance), whether or not they are still
  legal (they stay its targets until it resolves, CR 608.2b);
* "with a single target": exactly one target (Seeds of Strength targeting the same creature
  three times has three targets);
* "that targets only X": every target is the same object, and it is X (Seeds of Strength
  targeting Torchling three times targets only Torchling);
* "that targets X": at least one of its targets is X;
* a spell or ability on the stack is an illegal target for itself (CR 115.5); a spell that is
  resolving is still on the stack (CR 608.2), so it can be the new target of the spell it
  redirects (Imp's Mischief ruling), which then finds it gone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor import sacrifice as _sacrifice
from rulesparser.executor.engine import effect
from rulesparser.executor.engine import mana_value as symbols_mana_value
from rulesparser.executor.state import GameObject, IllegalAction, StackItem, Zone
from rulesparser.executor.unsupported import report_unsupported

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Context, Engine

__all__ = [
    "chosen_targets",
    "targeting_holds",
    "legal_stack_target",
    "stack_item_matches",
    "change_target",
    "mana_value",
    "fire_cast_self",
    "any_player_may",
    "counter_spell_object",
    "put_into_library",
    "fight",
]

_STACK_WORDS = ("spell", "ability", "activated_or_triggered_ability", "spell_or_ability")


def chosen_targets(item: StackItem) -> list[Any]:
    """Every target of a spell or ability, one entry per chosen target (repeats kept)."""
    return [o for _key, objs in item.targets for o in objs]


def same_target(a: Any, b: Any) -> bool:
    if isinstance(a, GameObject) and isinstance(b, GameObject):
        return a.label == b.label
    return a is b or (isinstance(a, str) and a == b)


def _is(game: Engine, target: Any, what: A.Node, controller: str, source: Any) -> bool:
    """Whether one target is what ``what`` describes: the source itself ("only Torchling"),
    an object matching a filter ("a permanent you control"), or a player ("you")."""
    if isinstance(what, A.PlayerRef):
        if not isinstance(target, str):
            return False
        if what.kind == "you":
            return target == controller
        if what.kind == "opponent":
            return target != controller
        return target in game.players
    if isinstance(what, A.ObjectRef):
        if not isinstance(target, GameObject):
            return False
        if what.kind == "self":
            return source is not None and target.label == getattr(source, "label", None)
        live = game.objects.get(target.label, target)
        return live.zone is Zone.BATTLEFIELD and game.matches(live, what.filter, controller)
    return False


def targeting_holds(
    game: Engine, item: StackItem, cond: A.Targets, controller: str, source: Any
) -> bool:
    """Whether spell or ability ``item`` meets "that targets [only] X" / "with a single
    target" (``cond``), X read from the point of view of ``controller`` (the player who controls
    the spell or ability that says it) and ``source`` (its source, for "only Torchling")."""
    targets = chosen_targets(item)
    if cond.single and len(targets) != 1:
        return False
    if cond.object is None:
        return bool(targets)
    if cond.only:
        first = targets[0] if targets else None
        if first is None or not all(same_target(first, t) for t in targets):
            return False
        return _is(game, first, cond.object, controller, source)
    return any(_is(game, t, cond.object, controller, source) for t in targets)


def stack_item_matches(item: StackItem, word: str) -> bool:
    """A filter word for a spell or ability on the stack: ``spell``, ``ability``, card types of
    a spell ("instant"), ``noncreature``."""
    if word in ("spell_or_ability",):
        return True
    if word == "spell":
        return item.is_spell
    if word in ("ability", "activated_or_triggered_ability"):
        return not item.is_spell
    if word == "activated":  # "target activated ability" (CR 602)
        return not item.is_spell and isinstance(item.ability.node, A.ActivatedAbility)
    if word == "triggered":  # "target triggered ability" (CR 603)
        return not item.is_spell and isinstance(item.ability.node, A.TriggeredAbility)
    if "|" in word:  # "target instant or sorcery spell", "activated or triggered": either
        return any(stack_item_matches(item, part) for part in word.split("|"))
    if not item.is_spell:
        return False
    types = item.source.chars.types
    if word.startswith("non"):
        return word[3:] not in types
    return word in types


def legal_stack_target(
    game: Engine,
    o: Any,
    ref: Any,
    controller: str,
    source: Any,
    item: StackItem | None,
) -> bool:
    """Whether ``o`` can be the target of ``ref`` ("target spell [that targets ...]"): it is
    on the stack (or resolving, CR 608.2), it is not the spell or ability that targets
    (CR 115.5), it matches the filter words and the targeting condition."""
    if not isinstance(o, StackItem):
        return False
    if o not in game.stack and o is not game.resolving:
        return False
    if item is not None and o is item:
        return False
    if not all(stack_item_matches(o, w) for w in getattr(ref, "filter", ())):
        return False
    cond = getattr(ref, "targeting", None)
    if cond is not None and not targeting_holds(game, o, cond, controller, source):
        return False
    return True


def target_candidates(game: Engine, item: StackItem, kinds: set[str]) -> list[Any]:
    """Everything that could be a target of a slot of ``item``: stack objects (top first, then
    the resolving one), players, permanents and cards in exile / graveyards."""
    out: list[Any] = []
    if "stack" in kinds:
        out += list(reversed(game.stack))
        if game.resolving is not None:
            out.append(game.resolving)
    if "player" in kinds or "any" in kinds:  # "any" (executor/targets.py): player or object
        out += game.apnap()
    if "object" in kinds or "any" in kinds:
        me = item.controller
        out += [o for o in game.battlefield if o.controller != me]
        out += [o for o in game.battlefield if o.controller == me]
        for p in game.apnap():
            out += game.players[p].exile + game.players[p].graveyard
    return out


@effect(A.ChangeTarget, "115.7a")
def change_target(game: Engine, eff: A.ChangeTarget, ctx: Context) -> bool:
    """ "Change the target of [spell] [to X]" (CR 115.7a). The spell's targets all name one
    object (the targeting conditions on the cards that do this make sure of it); every one is
    changed to the same new target, which must be another object or player that is legal for
    each of those instances of "target" (and X when given). If there is none, nothing changes.
    The new target is chosen by this effect's controller (``Policy.choose_new_target``).
    Returns whether a target changed."""
    items = [o for o in game.objects_of(eff.object, ctx) if isinstance(o, StackItem)]
    ctx.that = list(items)
    changed = False
    for it in items:
        targets = chosen_targets(it)
        if not targets:
            continue
        old = targets[0]
        if not all(same_target(old, t) for t in targets):
            report_unsupported(game, "change_target:several_targets")
            continue
        slots = game.slot_refs(it)
        used = [(key, kind, ref) for key, kind, ref, objs in slots if objs]
        fixed: list[Any] | None = None
        if eff.to is not None:
            fixed = (
                game.players_of(eff.to, ctx)
                if isinstance(eff.to, A.PlayerRef)
                else game.objects_of(eff.to, ctx)
            )
        pool = target_candidates(game, it, {kind for _k, kind, _r in used})
        legal = [
            c
            for c in pool
            if not same_target(c, old)
            and (fixed is None or any(same_target(c, f) for f in fixed))
            and all(
                game.legal_target(c, kind, ref, it.controller, it.source, item=it)
                for _k, kind, ref in used
            )
        ]
        if not legal:
            game.emit("target_unchanged", source=target_label(it), target=target_label(old))
            continue
        new = game.policy.choose_new_target(game, ctx.controller, ctx.source, it, legal)
        if not any(c is new or same_target(c, new) for c in legal):
            raise IllegalAction(
                "illegal_target",
                f"{target_label(new)} is not a legal new target for {target_label(it)}",
            )
        it.targets = [
            (key, [new if same_target(o, old) else o for o in objs]) for key, objs in it.targets
        ]
        game.emit(
            "target_changed", source=target_label(it), old=target_label(old), new=target_label(new)
        )
        changed = True
    return changed


def fire_cast_self(game: Engine, obj: GameObject) -> None:
    """ "When you cast [this spell]" abilities of a spell trigger as it becomes cast
    (CR 603.2, 601.2i): the triggered ability goes on the stack above the spell."""
    for inst in obj.abilities():
        node = inst.node
        trig = getattr(node, "trigger", None)
        if (
            isinstance(node, A.TriggeredAbility)
            and isinstance(trig, A.EventTrigger)
            and trig.event == "cast"
            and trig.object.kind == "self"
        ):
            game.trigger_ability(obj, inst)


def _can_perform(game: Engine, player: str, action: A.Node) -> list[GameObject] | None:
    """What ``player`` would use to perform ``action`` (a permanent to sacrifice), or None when
    the player can't perform it (CR 101.3: then they can't choose to)."""
    if isinstance(action, A.Sacrifice):
        ref = action.object
        for o in game.battlefield:
            if o.controller == player and game.matches(o, ref.filter, player):
                return [o]
        return None
    return None


@effect(A.AnyPlayerMay, "608.2d")
def any_player_may(game: Engine, eff: A.AnyPlayerMay, ctx: Context) -> bool:
    """ "Any player may [action]. If a player does, [effect]": offered in APNAP order
    (CR 101.4) to each player who can perform the action; the first one who does performs it,
    then ``effect`` happens and no one else is asked; with ``if_declined`` ("If no one does"),
    ``effect`` happens only when every player declined. Returns whether the effect happened."""
    only_opponents = getattr(eff.action, "player", None) == A.PlayerRef(kind="any_opponent")
    for player in game.apnap():
        if only_opponents and player == ctx.controller:
            continue  # "any opponent may" (CR 102.2: your opponents only)
        used = _can_perform(game, player, eff.action)
        if used is None:
            continue
        if not game.policy.may(game, player, ctx.source, "any_player_may"):
            game.emit("declines", player=player, card=ctx.source.label)
            continue
        for o in used:
            _sacrifice.sacrifice(game, player, o)
        if eff.if_declined:
            return False
        game.do_effect(eff.effect, ctx)
        return True
    if eff.if_declined:
        game.do_effect(eff.effect, ctx)
        return True
    return False


def counter_spell_object(game: Engine, obj: GameObject) -> bool:
    """Counter the spell that is ``obj`` on the stack ("counter Brain Gorgers", CR 701.5)."""
    for item in list(game.stack):
        if item.is_spell and item.source is obj:
            game.counter(item)
            return True
    return False


#: how many cards lie above an object put into a library at a ``PutIntoLibrary`` position
_LIBRARY_DEPTH = {"top": 0, "second_from_top": 1, "third_from_top": 2}


@effect(A.PutIntoLibrary, "401.4")
def put_into_library(game: Engine, eff: A.PutIntoLibrary, ctx: Context) -> bool:
    """Put objects on top of their owners' libraries, or second or third from the top (CR
    401.4)."""
    done = False
    if eff.position not in _LIBRARY_DEPTH:  # "top_or_bottom": the owner's choice, not played
        game.unsupported.add(f"put_into_library:{eff.position}")
        return False
    depth = _LIBRARY_DEPTH.get(eff.position)
    for o in game.objects_of(eff.object, ctx):
        if not isinstance(o, GameObject) or o.zone is Zone.LIBRARY:
            continue
        game.move(o, Zone.LIBRARY, cause="library")
        lib = game.players[o.owner].library
        if o in lib and depth is not None:
            lib.remove(o)
            lib.insert(min(depth, len(lib)), o)
        done = True
    return done


@effect(A.Fight, "701.14a")
def fight(game: Engine, eff: A.Fight, ctx: Context) -> bool:
    """ "Each of those creatures deals damage equal to its power to the other" (CR 701.12):
    "those creatures" are the ability's targets that are still legal (CR 608.2b); when one of
    them is gone or illegal, no damage is dealt (CR 701.12b). Damage is dealt at the same time,
    from the powers before either is dealt (CR 120)."""
    those = [o for objs in ctx.slots.values() for o in objs]
    live = [
        o
        for o in those
        if isinstance(o, GameObject) and o.zone is Zone.BATTLEFIELD and o.has_type("creature")
    ]
    if len(live) != 2 or live[0] is live[1]:
        return False
    a, b = live
    pa, pb = game.power_toughness(a)[0], game.power_toughness(b)[0]
    game.damage_object(a, b, pa)
    game.damage_object(b, a, pb)
    return True


def mana_value(o: Any) -> int:
    """Mana value (CR 202.3; "converted mana cost" before 2021) of a card, permanent or spell;
    X counts its chosen value on the stack (CR 202.3e)."""
    obj = o.source if isinstance(o, StackItem) else o
    if not isinstance(obj, GameObject):
        return 0
    return symbols_mana_value(obj.chars.mana_cost, obj.x or 0)


def target_label(o: Any) -> str:
    if isinstance(o, GameObject):
        return o.label
    if isinstance(o, StackItem):
        return f"stack:{o.source.label}"
    return str(o)


def format_targets(item: StackItem) -> str:
    """The chosen targets of ``item`` for the log: labels, player names, ``stack:<label>``."""
    return ",".join(target_label(o) for _, objs in item.targets for o in objs)
