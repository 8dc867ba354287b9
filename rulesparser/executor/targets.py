"""Targets that may be a player or a permanent (CR 115.1, 115.4): "any target", "target creature
or player" (the wording before 2018), "target player or planeswalker".

The AST node is :class:`rulesparser.ast.Target`; its target slot kind is ``"any"``. A chosen
target is a player name (a ``str``) or a :class:`GameObject` on the battlefield. The default
choice (no scripted target) is the controller's opponent when a player can be chosen, else the
first legal permanent, an opponent's first (as for "target player" and "target creature").

Damage to a planeswalker or battle would remove loyalty or defense counters (CR 120.3c, 120.3h);
the executor has no planeswalkers or battles yet, so such damage is only marked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor import protection as _protection
from rulesparser.executor import sacrifice as _sacrifice
from rulesparser.executor import stack as S
from rulesparser.executor.engine import IllegalAction, StackItem, effect
from rulesparser.executor.state import GameObject, Zone

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Context, Engine

__all__ = ["SLOT", "legal", "default", "deal_damage", "sacrifice_chosen", "scry"]

#: the target slot kind of a :class:`A.Target` (``target_slots``)
SLOT = "any"


def legal(game: Engine, o: Any, ref: A.Target) -> bool:
    """Whether ``o`` can be chosen for ``ref`` (CR 115.1, 115.4): a player in the game when
    ``player`` is one of its kinds, or a permanent on the battlefield having one of its other
    kinds as a card type."""
    if isinstance(o, str):
        return "player" in ref.kinds and o in game.players and not game.players[o].lost
    if not isinstance(o, GameObject) or o.zone is not Zone.BATTLEFIELD:
        return False
    return any(k != "player" and o.has_type(k) for k in ref.kinds)


def default(game: Engine, item: StackItem, ref: A.Target) -> list[Any]:
    """The default target of ``ref`` for ``item``: its controller's opponent if a player can be
    chosen, else the first legal permanent (an opponent's first)."""
    me = item.controller
    if "player" in ref.kinds:
        return [game.opponent(me)]
    pool = [o for o in game.battlefield if o.controller != me] + [
        o for o in game.battlefield if o.controller == me
    ]
    return [o for o in pool if legal(game, o, ref)][:1]


def deal_damage(game: Engine, src: GameObject, chosen: list[Any], n: int) -> None:
    """``src`` deals ``n`` damage to each chosen target still legal: a player loses that much
    life (CR 120.3a), a permanent has it marked (CR 120.3e)."""
    for t in chosen:
        if isinstance(t, str):
            game.damage_player(src, t, n)
        elif isinstance(t, GameObject):
            game.damage_object(src, t, n)


def sacrifice_chosen(game: Engine, eff: A.Sacrifice, ctx: Any) -> bool:
    """ "[player] sacrifices a creature" (CR 701.17a): that player chooses ``count`` of their
    permanents matching the filter as the effect resolves (``choices.choose`` by the source's
    label; default: the first ones). Logs ``sacrificed`` for each; False if they had none."""
    who = game.player_of(eff.player, ctx) if eff.player is not None else ctx.controller
    if not who:
        return False
    candidates = [
        o
        for o in game.battlefield
        if o.controller == who and game.matches(o, eff.object.filter, who)
    ]
    n = eff.object.count if isinstance(eff.object.count, int) else 1
    picked = game.policy.choose_objects(game, ctx.item, candidates, n)[:n]
    if len(picked) < min(n, len(candidates)):  # a player must sacrifice if able (CR 101.3)
        picked += [o for o in candidates if o not in picked][
            : min(n, len(candidates)) - len(picked)
        ]
    done = False
    for o in picked:
        done = _sacrifice.sacrifice(game, who, o) is not None or done  # CR 701.21a
    return done


@effect(A.Scry, "701.22a")
def scry(game: Engine, eff: A.Scry, ctx: Any) -> bool:
    """``player`` scries N (CR 701.22a): the cards the policy names (``choices.choose`` by the
    source's label) go to the bottom in that order, the others stay on top in their order.
    Scry 0 is no scry event (701.22b). Logs ``scries`` (player, amount, bottom: how many)."""
    n = game.amount_of(eff.amount, ctx)
    if n <= 0:
        return False
    for who in game.players_of(eff.player, ctx):
        library = game.players[who].library
        top = library[:n]
        bottom = [c for c in game.policy.scry_bottom(game, who, ctx.source, list(top)) if c in top]
        for c in bottom:
            library.remove(c)
            library.append(c)
        game.emit("scries", player=who, amount=len(top), bottom=len(bottom))
    return True


def choose_targets(game: Engine, item: StackItem, effect: A.Node) -> bool:
    """Choose targets for a spell or ability as it's put on the stack (CR 601.2c, 603.3d).
    Returns False when a required target can't be chosen."""
    slots = target_slots(game, effect)
    if not slots:
        return True
    chosen = game.policy.choose_targets(game, item, slots) if item.ability else None
    scripted = chosen is not None
    if chosen is None:
        chosen = [_default_target(game, item, kind, ref) for kind, ref in slots]
    item.targets = [(id(ref), list(objs)) for (_, ref), objs in zip(slots, chosen, strict=False)]
    for (kind, ref), objs in zip(slots, chosen, strict=False):
        if not objs and not getattr(ref, "up_to", False):
            if scripted and _default_target(game, item, kind, ref):
                # a legal target exists: a scripted choice can't drop it (CR 603.3d)
                raise IllegalAction(
                    "missing_choice",
                    f"choices.targets for {item.source.label} gives no target for one of "
                    "its 'target' words, and there is a legal one",
                )
            return False
        for o in objs:
            if not legal_target(game, o, kind, ref, item.controller, item.source, item=item):
                raise IllegalAction(
                    "illegal_target",
                    f"{S.target_label(o)} is not a legal target for {item.source.label}",
                    subject=S.target_label(o),
                )
    return True


def target_slots(game: Engine, effect: A.Node) -> list[tuple[str, Any]]:
    """The target words of an effect in order: (``object``/``player``/``stack``, node)."""
    out: list[tuple[str, Any]] = []
    seen: set[int] = set()
    for n in effect.walk():
        if id(n) in seen:  # one target word shared by options ("gets +2/-2 or -2/+2")
            continue
        seen.add(id(n))
        if isinstance(n, A.ObjectRef) and n.kind == "target":
            stackish = any(
                w in ("spell", "ability", "activated_or_triggered_ability", "spell_or_ability")
                for w in n.filter
            )
            out.append(("stack" if stackish else "object", n))
        elif isinstance(n, A.PlayerRef) and n.kind in ("target_player", "target_opponent"):
            out.append(("player", n))
        elif isinstance(n, A.Target):  # "any target", "target creature or player"
            out.append((SLOT, n))
    return out


def resolve_target_labels(
    game: Engine, labels: Any, slots: list[tuple[str, Any]], pending: StackItem | None = None
) -> list[list[Any]]:
    """Turn scenario target labels (player names, object labels, ``stack:top``) into targets,
    filling the slots in order (a slot with ``count`` takes up to that many). ``pending``
    is the spell or ability being put on the stack: ``stack:<its label>`` names it (so that
    targeting itself is refused by the rules, CR 115.5, not by a lookup)."""
    flat = list(labels) if isinstance(labels, list) else [labels]
    out: list[list[Any]] = []
    for _kind, ref in slots:
        n = 1
        if isinstance(ref, A.ObjectRef) and isinstance(ref.count, int):
            n = ref.count
        take, flat = flat[:n], flat[n:]
        out.append([_lookup_target(game, t, pending) for t in take])
    if flat:  # more targets than "target" words: refused, never dropped
        raise IllegalAction(
            "illegal_target",
            f"too many targets: {', '.join(map(str, flat))} left over "
            f"({len(slots)} 'target' word(s))",
        )
    return out


def _lookup_target(game: Engine, label: Any, pending: StackItem | None = None) -> Any:
    if label in game.players:
        return label
    if isinstance(label, str) and label.startswith("stack:"):
        if pending is not None and label[6:] == pending.source.label:
            return pending
        return stack_ref(game, label[6:])
    return game.get(str(label))


def stack_ref(game: Engine, ref: str) -> StackItem:
    """A stack item by ``top``, an index from the top (``0`` = top) or a source label (the
    resolving spell or ability included)."""
    if not game.stack:
        raise IllegalAction("empty_stack", "the stack is empty")
    if ref == "top":
        return game.stack[-1]
    if ref.isdigit():
        return game.stack[-1 - int(ref)]
    for item in reversed(game.stack):
        if item.source.label == ref:
            return item
    if game.resolving is not None and game.resolving.source.label == ref:
        return game.resolving  # still on the stack while it resolves (CR 608.2)
    raise IllegalAction("not_on_stack", f"nothing from {ref!r} is on the stack")


def _default_target(game: Engine, item: StackItem, kind: str, ref: Any) -> list[Any]:
    me = item.controller
    if kind == "player":
        return [game.opponent(me)]
    if kind == SLOT:
        return default(game, item, ref)
    if kind == "stack":
        legal = [
            i
            for i in reversed(game.stack)
            if legal_target(game, i, kind, ref, me, item.source, item=item)
        ]
        return legal[:1]
    pool = [o for o in game.battlefield if o.controller != me] + [
        o for o in game.battlefield if o.controller == me
    ]
    if any(
        w in ("suspended", "permanent_or_suspended", "permanent_with_time_counter_or_suspended")
        for w in ref.filter
    ):
        for p in game.apnap():
            pool += game.players[p].exile
    if "in_your_graveyard" in ref.filter:
        pool += game.players[me].graveyard
    if "in_a_graveyard" in ref.filter:
        for p in game.apnap():
            pool += game.players[p].graveyard
    legal = [o for o in pool if legal_target(game, o, kind, ref, me, item.source)]
    n = ref.count if isinstance(ref.count, int) else 1
    return legal[:n]


def legal_target(
    game: Engine,
    o: Any,
    kind: str,
    ref: Any,
    controller: str,
    source: Any = None,
    *,
    item: StackItem | None = None,
) -> bool:
    """Whether ``o`` can be the target of ``ref`` (CR 115.1): permanents unless the filter
    names another zone (suspended cards in exile, cards in your graveyard); "another"
    excludes the source itself (CR 109.1); a spell or ability on the stack that matches
    the filter and targeting condition, other than ``item`` itself (CR 115.5). A ``ref``
    of None (a slot whose target word is unknown) accepts anything."""
    if ref is None:
        return True
    if kind == "player":
        if getattr(ref, "kind", None) == "target_opponent" and o == controller:
            return False
        return isinstance(o, str) and o in game.players
    if kind == "stack":
        return S.legal_stack_target(game, o, ref, controller, source, item)
    if kind == SLOT:  # "any target", "target creature or player" (CR 115.4)
        return legal(game, o, ref) and (
            not isinstance(o, GameObject)
            or _protection.untargetable_reason(game, o, controller, source) is None
        )
    words = ref.filter
    if not isinstance(o, GameObject):
        return False
    other_zone = (
        any("suspended" in w for w in words)
        or "in_your_graveyard" in words
        or "in_a_graveyard" in words
    )
    if o.zone is not Zone.BATTLEFIELD and not other_zone:
        return False
    if "another" in words and source is not None and o.label == source.label:
        return False
    if (
        o.zone is Zone.BATTLEFIELD
        and _protection.untargetable_reason(game, o, controller, source) is not None
    ):
        return False  # shroud, hexproof, protection (CR 702.18a, 702.11b, 702.16b)
    return game.matches(o, words, controller)


def announce_targets(game: Engine, item: StackItem, effect: A.Node | None, targets: Any) -> None:
    """Choose the targets of a spell being cast or an ability being activated (CR 601.2c,
    602.2b): the scripted ``targets`` labels, else the policy's defaults; each must be
    legal (CR 115), checked before any cost is paid so a refused action changes nothing.
    Without scripted ``targets`` the policy chooses (``choices.targets`` by the card's
    label: a spell cast by suspend or by another effect), else the defaults. An illegal
    choice is refused, never replaced by another target. Sets ``item.targets``; raises
    :class:`IllegalAction` ``illegal_target``."""
    slots = target_slots(game, effect) if effect is not None else []
    if not slots:
        if targets:  # an option that can't apply is refused, not ignored
            raise IllegalAction(
                "illegal_target",
                f"{item.source.label} has no 'target' to choose (CR 115.1), "
                f"so targets: {targets} can't be used",
            )
        return
    # no scripted targets on the action (a spell cast while something resolves: suspend's
    # "cast it without paying its mana cost", CR 702.62a): the policy's choice, else defaults
    chosen = (
        resolve_target_labels(game, targets, slots, pending=item)
        if targets is not None
        else game.policy.choose_targets(game, item, slots)
    )
    scripted = chosen is not None
    if chosen is None:
        chosen = [_default_target(game, item, k, r) for k, r in slots]
    for (k, r), objs in zip(slots, chosen, strict=False):
        if not objs and not getattr(r, "up_to", False):
            # CR 601.2c: every required target is chosen, or the spell can't be cast
            if scripted and _default_target(game, item, k, r):
                raise IllegalAction(
                    "missing_choice", f"{item.source.label} needs a target for each 'target'"
                )
            raise IllegalAction(
                "illegal_target", f"{item.source.label} has no legal target (CR 601.2c)"
            )
        for o in objs:
            if not legal_target(game, o, k, r, item.controller, item.source, item=item):
                hint = (
                    f" (a spell on the stack is named stack:{o.label})"
                    if isinstance(o, GameObject) and o.zone is Zone.STACK
                    else ""
                )
                raise IllegalAction(
                    "illegal_target",
                    f"{S.target_label(o)} is not a legal target{hint}",
                    subject=S.target_label(o),
                )
    item.targets = [(id(r), objs) for (_, r), objs in zip(slots, chosen, strict=False)]


def targets_still_legal(game: Engine, item: StackItem, ctx: Context) -> bool:
    """CR 608.2b: illegal targets are dropped; if every target is illegal, the spell or
    ability doesn't resolve."""
    if not any(objs for _key, objs in item.targets):
        return True  # "up to N targets" with none chosen: nothing can become illegal
    node = item.ability.node if item.ability else None
    effect = getattr(node, "effect", None) if node is not None else game.spell_effect(item.source)
    if isinstance(effect, A.ChooseOne) and item.mode is not None:
        effect = effect.modes[item.mode]
    slots = target_slots(game, effect) if effect is not None else []
    refs = {id(r): (k, r) for k, r in slots}
    any_legal = False
    for key, objs in item.targets:
        kind, ref = refs.get(key, ("object", None))
        keep = [
            o
            for o in objs
            if legal_target(game, o, kind, ref, item.controller, item.source, item=item)
        ]
        ctx.slots[key] = keep
        any_legal = any_legal or bool(keep)
    return any_legal


def slot_refs(game: Engine, item: StackItem) -> list[tuple[int, str, Any, list[Any]]]:
    """The target slots of a spell or ability on the stack with what was chosen for each:
    (slot key, ``object``/``player``/``stack``, target-word node, chosen targets)."""
    node = item.ability.node if item.ability else None
    effect = getattr(node, "effect", None) if node is not None else game.spell_effect(item.source)
    if isinstance(effect, A.ChooseOne):
        effect = effect.modes[item.mode or 0]
    refs = {id(r): (k, r) for k, r in target_slots(game, effect)} if effect is not None else {}
    out = []
    for key, objs in item.targets:
        kind, ref = refs.get(key, ("object", None))
        out.append((key, kind, ref, list(objs)))
    return out
