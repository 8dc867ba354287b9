"""Casting spells and activating abilities (CR 601.2, 602.2) and the special actions of
suspending a card (CR 702.62a, 116.2f) and turning a face-down permanent face up (CR 702.37e,
116.2b): timing, kicker costs (CR 702.33), X, targets chosen before costs are paid (CR
601.2c), costs (mana, {T}, untapping, sacrificing, discarding, life, counters; CR 118), then
"cast" triggers. Functions take the :class:`~rulesparser.executor.engine.Engine`; ``Game``
exposes them as methods (``game.cast``, ``game.activate``, ...). Each raises
:class:`IllegalAction` for an action the rules forbid, leaving the game as it was.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor import auras, copies
from rulesparser.executor import combat as _combat
from rulesparser.executor import cost_changes as _cost_changes
from rulesparser.executor import costs as _costs
from rulesparser.executor import mana as _mana
from rulesparser.executor import retarget as _retarget
from rulesparser.executor import sacrifice as _sacrifice
from rulesparser.executor import spell_copies as _spell_copies
from rulesparser.executor import stack as S
from rulesparser.executor import timing as _timing
from rulesparser.executor.engine import (
    Context,
    GameObject,
    IllegalAction,
    StackItem,
    Zone,
    mana_value,
)
from rulesparser.executor.unsupported import report_unsupported

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine

#: Card types whose spells become permanents (CR 110.4).
PERMANENT_TYPES = frozenset({"creature", "artifact", "enchantment", "land", "planeswalker"})

#: reported as "the executor can't play ... yet": a face-down spell with an ability
FACE_DOWN_WITH_ABILITY = "alternative_cost:cast_face_down_with_ability"


def kicker_costs(game: Engine, obj: GameObject) -> list[A.Node]:
    """The optional additional costs of a card in printed order (kicker, CR 702.33)."""
    return [i.node.cost for i in obj.abilities() if isinstance(i.node, A.AdditionalCost)]


def _check_kicker(game: Engine, obj: GameObject, kicker: Iterable[int]) -> tuple[int, ...]:
    """The kicker costs paid as ``obj`` is cast: ``kicker`` lists each cost's index once per
    payment (``[0, 0]``: a multikicker cost paid twice). A kicker cost is paid at most once
    (CR 702.33a), a multikicker cost any number of times (CR 702.33c). Output: the sorted
    indexes. Raises :class:`IllegalAction` ``no_such_kicker`` / ``kicker_not_repeatable``."""
    kicked = tuple(sorted(kicker))
    nodes = [i.node for i in obj.abilities() if isinstance(i.node, A.AdditionalCost)]
    for k in sorted(set(kicked)):
        if k >= len(nodes):
            raise IllegalAction("no_such_kicker", f"{obj.label} has {len(nodes)} kicker cost(s)")
        if kicked.count(k) > 1 and not nodes[k].repeatable:
            raise IllegalAction(
                "kicker_not_repeatable",
                f"kicker cost {k} of {obj.label} is paid {kicked.count(k)} times: only a "
                "multikicker cost can be paid more than once (CR 702.33a, 702.33c)",
            )
    return kicked


def cast(
    game: Engine,
    player: str,
    label: str,
    *,
    targets: Any = None,
    kicker: Iterable[int] = (),
    x: int | None = None,
    face_down: bool = False,
    free: bool = False,
    mode: int | None = None,
    from_zone: Zone = Zone.HAND,
    half: int | None = None,
) -> StackItem:
    """Cast a spell (CR 601.2): move it to the stack, choose kicker costs, X, targets,
    pay (mana value, or {3} face down for morph CR 702.36b), fire "cast" triggers."""
    _combat.close_declaration(game)  # acting with priority ends the declaration
    obj = game.get(label)
    if obj.zone is Zone.EXILE and from_zone is Zone.HAND:  # a permission (Intet, CR 601.2)
        grant = copies.play_permission(game, obj, player)
        from_zone, free = Zone.EXILE, free or grant.without_paying
    if obj.zone is not from_zone:
        raise IllegalAction("wrong_zone", f"{label} is in {obj.zone.value}, not {from_zone.value}")
    if (
        face_down
        and not any(
            isinstance(i.node, A.AlternativeCost) and i.node.action == "cast_face_down"
            for i in obj.abilities()
        )
        and not any(k.name == "morph" for k in obj.keywords())
    ):
        raise IllegalAction("no_morph", f"{label} can't be cast face down")
    if face_down and any(
        isinstance(i.node, A.AlternativeCost)
        and i.node.action == "cast_face_down"
        and i.node.effect is not None
        for i in obj.abilities()
    ):
        # a face-down spell and permanent with an ability (disguise's ward {2}, CR 702.168b):
        # layer 1 makes it a 2/2 with no abilities (CR 708.2a), so the run can't be trusted
        game.unsupported.add(FACE_DOWN_WITH_ABILITY)
    chosen_half = copies.choose_half(obj, half)  # split cards: one half is cast (CR 709.3)
    copies.check_prohibited(game, obj, "cast", face_down=face_down, half=chosen_half)
    # sorcery speed unless an instant or flash (CR 307.1, 702.8a); not during a resolution
    _timing.check_cast_timing(game, player, obj, face_down=face_down, half=chosen_half)
    kicked = _check_kicker(game, obj, kicker)
    costs = kicker_costs(game, obj)
    # targets are chosen (CR 601.2c) and checked before anything is paid or moved, so a
    # refused cast leaves the game as it was
    item = StackItem(controller=player, source=obj, free=free, mode=mode)
    prev_half = obj.half
    obj.half = chosen_half  # only the half cast has targets (CR 709.3)
    obj.invalidate()
    try:
        effect = None if face_down else game.spell_effect(obj)
        if effect is None and not face_down:
            effect = auras.aura_target(obj)  # an Aura spell targets what it can enchant
        if isinstance(effect, A.ChooseOne):
            if mode is not None and not 0 <= mode < len(effect.modes):
                raise IllegalAction(
                    "no_such_option",
                    f"{label} has {len(effect.modes)} modes (mode: 0 to "
                    f"{len(effect.modes) - 1}), not mode {mode} (CR 700.2)",
                )
            effect = effect.modes[mode or 0]
        elif mode is not None:  # an option that can't apply is refused, not ignored
            raise IllegalAction(
                "no_such_option", f"{label} is not modal: mode: {mode} can't apply (CR 700.2)"
            )
        game.announce_targets(item, effect, targets)
    finally:
        obj.half = prev_half
        obj.invalidate()
    obj.x = x
    if not free:
        # the total cost (CR 601.2f): mana cost (or {3} face down, CR 702.37c), kicker costs,
        # then the cost increases and reductions of static abilities (cost_changes)
        if face_down:
            symbols: tuple[str, ...] = ("3",)
        else:
            symbols = tuple((chosen_half or obj.card).mana_cost)
            ctx = Context(None, player, obj, True, None)
            for k in kicked:
                kick = costs[k]
                if isinstance(kick, A.ManaCost):
                    symbols += tuple(kick.symbols)
                else:  # (a kicker cost that is no mana cost: counted as generic mana)
                    symbols += (str(game.cost_amount(kick, ctx)),)
        amount = _cost_changes.total_cost(game, obj, player, symbols, x=x or 0, face_down=face_down)
        pay_mana(game, player, amount, f"casting {label}")
    p = game.players[obj.owner]
    if obj in p.zone(from_zone):
        p.zone(from_zone).remove(obj)
    obj.zone = Zone.STACK
    obj.zone_changes += 1
    obj.controller = player
    obj.face_down = face_down
    obj.kicked = kicked
    obj.half = chosen_half
    obj.cast_by = (player, from_zone.value)
    obj.invalidate()
    game.stack.append(item)
    game.emit(
        "casts",
        player=player,
        card=obj.label,
        face_down=face_down,
        free=free,
        kicked=",".join(str(k) for k in kicked),
        targets=S.format_targets(item),
        half=chosen_half.key if chosen_half is not None else "",
    )
    _timing.spell_cast(game, player, obj, face_down=face_down)  # Scout's Warning used up
    game.fire("cast", obj)
    _retarget.targets_chosen(game, item)  # "whenever a player chooses targets"
    S.fire_cast_self(game, obj)  # "When you cast [this spell]" (CR 603.2)
    game.fire("play", obj)  # "whenever you play a card" (2007 wording of casting)
    game.settle()
    return item


def suspend(game: Engine, player: str, label: str, *, x: int | None = None) -> None:
    """Suspend a card from hand (CR 702.62a, a special action): pay the suspend cost and
    exile it with N time counters, as its ``AlternativeCost(action="suspend")`` says."""
    _combat.close_declaration(game)  # acting with priority ends the declaration
    obj = game.get(label)
    if obj.zone is not Zone.HAND:
        raise IllegalAction("wrong_zone", f"{label} is not in hand")
    alt = [
        i
        for i in obj.abilities()
        if isinstance(i.node, A.AlternativeCost) and i.node.action == "suspend"
    ]
    if not alt:
        raise IllegalAction("no_suspend", f"{label} has no suspend ability")
    # "any time you could cast that card" (CR 702.62a, 116.2f): a creature only at sorcery
    # speed, unless it has flash or an effect lets it be played as though it had flash
    _timing.check_cast_timing(game, player, obj, face_down=False, half=None)
    inst = alt[0]
    node = inst.node
    assert isinstance(node, A.AlternativeCost)
    for v in node.walk():
        if isinstance(v, A.Variable) and v.minimum is not None and (x or 0) < v.minimum:
            raise IllegalAction(
                "x_too_small",
                f"{label}: {v.name} can't be less than {v.minimum} (printed on the card)",
            )
    obj.x = x
    ctx = Context(None, player, obj, True, inst)
    pay_mana(game, player, game.cost_amount(node.cost, ctx), f"suspending {label}")
    n = 0
    for e in node.effect.walk() if node.effect is not None else ():
        if isinstance(e, A.Exile) and e.counter:
            n = game.amount_of(e.amount, ctx)
    game.players[obj.owner].hand.remove(obj)
    obj.zone = Zone.EXILE
    obj.zone_changes += 1
    obj.counters = {"time": n} if n else {}
    game.players[obj.owner].exile.append(obj)
    game.emit("suspends", player=player, card=label, counters=n)
    game.settle()


def activate(
    game: Engine,
    player: str,
    label: str,
    index: int = 0,
    *,
    targets: Any = None,
    choose: Iterable[str] = (),
) -> StackItem:
    """Activate an activated ability (CR 602.2): pay its cost — mana, {T} (CR 107.5),
    "untap [N] tapped creatures you control" (each a different permanent; the stun
    replacement may apply and the cost is still paid, CR 122.1d ruling) — then put it on
    the stack."""
    _combat.close_declaration(game)  # acting with priority ends the declaration
    obj = game.get(label)
    acts = [i for i in obj.abilities() if isinstance(i.node, A.ActivatedAbility)]
    if index >= len(acts):
        raise IllegalAction("no_such_ability", f"{label} has {len(acts)} activated abilities")
    inst = acts[index]
    node = inst.node
    assert isinstance(node, A.ActivatedAbility)
    zone, any_player = _spell_copies.check_activation(game, obj, node, player)
    if (
        zone is Zone.BATTLEFIELD
        and obj.zone is not Zone.BATTLEFIELD
        and PERMANENT_TYPES & set(obj.chars.types)
    ):
        # a permanent card's activated abilities work only on the battlefield (CR 113.6)
        raise IllegalAction(
            "not_on_battlefield", f"{label} is in the {obj.zone.value}, not on the battlefield"
        )
    copies.check_prohibited(game, obj, "activate")
    _timing.check_activation_timing(game, player, obj, node)  # CR 602.5d "as a sorcery"
    ctx = Context(None, player, obj, True, inst)
    chosen = [game.get(c) for c in choose]
    if len({c.label for c in chosen}) != len(chosen):
        raise IllegalAction("duplicate_choice", "the same permanent was chosen twice for one cost")
    if obj.zone is not zone:
        raise IllegalAction("not_on_battlefield", f"{label} is not on the battlefield")
    mana = 0
    discards: list[GameObject] = []
    untaps: list[GameObject] = []
    sacrifices: list[GameObject] = []
    life = 0
    for comp in node.cost.components:
        if isinstance(comp, A.ManaCost):
            mana += mana_value(comp.symbols)
            if "T" in comp.symbols and obj.tapped:
                raise IllegalAction("tapped", f"{label} is already tapped")
        elif isinstance(comp, A.Tap) and comp.object.kind == "self":
            if obj.tapped:
                raise IllegalAction("tapped", f"{label} is already tapped")
        elif isinstance(comp, A.Untap):
            n = comp.object.count if isinstance(comp.object.count, int) else 1
            take, chosen = chosen[:n], chosen[n:]
            if len(take) < n:
                raise IllegalAction("missing_choice", f"choose {n} permanent(s) to untap")
            for c in take:
                if not c.tapped or not game.matches(
                    c, [w for w in comp.object.filter if w != "tapped"], player
                ):
                    raise IllegalAction(
                        "not_tapped", f"{c.label} is not a tapped permanent you may choose"
                    )
            untaps += take
        elif isinstance(comp, A.Sacrifice):
            sacrifices += _cost_sacrifices(game, comp.object, obj, player, chosen)
            chosen = [c for c in chosen if c not in sacrifices]
        elif isinstance(comp, A.LoseLife):
            life += game.amount_of(comp.amount, ctx)
        elif isinstance(comp, A.Discard) and comp.object is not None and comp.object.kind == "self":
            discards.append(obj)  # "Discard this card" (cycling, CR 702.29a): from the hand
        elif isinstance(comp, A.Discard) and comp.object is not None:
            # "Discard a land card" (CR 701.8): cards chosen by the scenario (``choose``)
            discards += _spell_copies.cost_discards(game, comp, player, chosen)
            chosen = [c for c in chosen if c not in discards]
        elif isinstance(comp, A.RemoveCounters):
            n = game.amount_of(comp.amount, ctx)
            if obj.counters.get(comp.counter, 0) < n:
                raise IllegalAction(
                    "cannot_pay", f"{label} has fewer than {n} {comp.counter} counters"
                )
        elif not (
            isinstance(comp, A.Exile)
            and getattr(comp.object, "kind", None) == "self"
            and zone in (Zone.HAND, Zone.GRAVEYARD)
        ):
            # "Tap an untapped creature you control" (Opposition, station), "Discard a
            # card" with nothing said: a part of the cost this function does not pay (CR
            # 602.2b: every part is paid) makes the game unlike the card
            what = getattr(getattr(comp, "object", None), "kind", None)
            report_unsupported(game, f"cost:{comp.type_name}" + (f":{what}" if what else ""))
    if obj.controller != player and not any_player:
        raise IllegalAction("not_yours", f"{label} is not controlled by {player}")
    if life > game.players[player].life:  # CR 119.4: life paid only from enough life
        raise IllegalAction(
            "cannot_pay", f"{player} has {game.players[player].life} life, can't pay {life}"
        )
    if _mana.taps_self(node) and obj.has_type("creature") and game.summoning_sick(obj):
        # CR 302.6: a creature's {T} ability (a mana ability too: Life and Limb's Saprolings)
        raise IllegalAction(
            "summoning_sick", f"{label} came under {player}'s control this turn (CR 302.6)"
        )
    # targets are chosen before costs are paid (CR 602.2b, 601.2c)
    item = StackItem(controller=player, source=obj, ability=inst)
    item.trigger_event = {"zone_changes": obj.zone_changes}
    game.announce_targets(item, node.effect, targets)
    pay_mana(game, player, mana, f"activating {label}")
    for comp in node.cost.components:
        if (isinstance(comp, A.Tap) and comp.object.kind == "self") or (
            isinstance(comp, A.ManaCost) and "T" in comp.symbols
        ):
            game.tap(obj)
    for c in untaps:
        game.untap(c, cause="cost")
    for comp in node.cost.components:
        if isinstance(comp, A.RemoveCounters):
            game.remove_counters(obj, comp.counter, game.amount_of(comp.amount, ctx))
    if life:
        game.lose_life(player, life)
    for c in discards:
        game.emit("discards", player=player, card=c.label)
        game.move(c, Zone.GRAVEYARD, cause="discard")
    if zone in (Zone.HAND, Zone.GRAVEYARD) and any(
        isinstance(c, A.Exile) and getattr(c.object, "kind", None) == "self"
        for c in node.cost.components
    ):  # "Remove [this] in your hand from the game", "Exile this card from your graveyard"
        game.move(obj, Zone.EXILE, cause="exile")
        game.emit("exiled", card=obj.label, zone=zone.value)
    if _mana.is_mana_ability(node):
        # CR 406.4 / 411.1 (2007): a mana ability resolves at once, without the stack
        for c in sacrifices:
            _sacrifice.sacrifice(game, player, c)
        game.emit("activates", player=player, card=label, ability=node.effect.type_name)
        _mana.add_mana(game, node.effect, player, obj, ctx)  # type: ignore[arg-type]
        game.settle()
        return StackItem(controller=player, source=obj, ability=inst)
    for c in sacrifices:
        # CR 602.2 / 701.17: sacrificed as a cost; the ability uses the last known
        # information of its source (CR 608.2h)
        snap = _sacrifice.sacrifice(game, player, c)
        if c is obj:
            item.lki = snap
    item.trigger_event = {"zone_changes": obj.zone_changes}
    del ctx
    game.stack.append(item)
    game.emit("activates", player=player, card=label, ability=item.effect_name())
    _retarget.targets_chosen(game, item)  # "whenever a player chooses targets"
    game.settle()
    return item


def _cost_sacrifices(
    game: Engine, ref: A.ObjectRef, source: GameObject, player: str, chosen: list[GameObject]
) -> list[GameObject]:
    """The permanents a "Sacrifice ..." cost sacrifices (CR 701.21a: your own permanents):
    the source itself, or permanents chosen by the scenario (``choose``) matching the
    filter. Raises :class:`IllegalAction` when the cost can't be paid."""
    if ref.kind == "self":
        if not _sacrifice.can_sacrifice(source, player):  # CR 701.21a
            raise IllegalAction(
                "not_yours", f"{player} can't sacrifice {source.label}: they don't control it"
            )
        return [source]
    n = ref.count if isinstance(ref.count, int) else 1
    take = chosen[:n]
    if len(take) < n:
        raise IllegalAction("missing_choice", f"choose {n} permanent(s) to sacrifice")
    for c in take:
        if (
            c.zone is not Zone.BATTLEFIELD
            or c.controller != player
            or not game.matches(c, [w for w in ref.filter if w != "another"], player)
            or ("another" in ref.filter and c is source)
        ):
            raise IllegalAction("illegal_choice", f"{c.label} can't be sacrificed for this cost")
    return take


def turn_face_up(game: Engine, player: str, label: str) -> None:
    """Turn a face-down permanent face up by paying its morph cost (special action,
    CR 702.36e / 116.2b). Impossible when it lost its abilities (Ovinize ruling)."""
    _combat.close_declaration(game)  # acting with priority ends the declaration
    obj = game.get(label)
    if not obj.face_down or obj.zone is not Zone.BATTLEFIELD:
        raise IllegalAction("not_face_down", f"{label} is not a face-down permanent")
    if any(e.modification.lose_all_abilities and e.applies_to(obj) for e in game.layers.effects):
        raise IllegalAction("no_morph", f"{label} has no abilities, so no morph cost")
    morph = [k for k in obj.card.abilities if isinstance(k, A.Keyword) and k.name == "morph"]
    if not morph:
        raise IllegalAction("no_morph", f"{label} has no morph cost")
    ctx = Context(None, player, obj, True, None)
    # the whole morph cost: mana, "Pay 5 life", "Discard a card", ... (CR 702.37e, 119.4)
    _costs.pay(game, _costs.as_cost(morph[0].parameter), player, obj, ctx)
    game.turn_face_up_object(obj)
    game.settle()


def pay_mana(game: Engine, player: str, amount: int, what: str) -> None:
    """Pay generic mana: from the mana pool first (CR 106.4), then from the allowance."""
    p = game.players[player]
    if p.mana + len(p.pool) < amount:
        raise IllegalAction(
            "cannot_pay", f"{player} has {p.mana + len(p.pool)} mana, {what} costs {amount}"
        )
    from_pool = min(amount, len(p.pool))
    del p.pool[:from_pool]
    p.mana -= amount - from_pool
