"""Executor rules of combat: who may attack and block (CR 508.1, 509.1; flying and reach,
CR 702.9b, 702.17b), the first-strike combat damage step (CR 510.4; first strike CR 702.7,
double strike CR 702.4) and how an attacker's combat damage is assigned among its blockers
(damage assignment order CR 509.2, lethal damage in order CR 510.1c-d) and, with trample, to
the defending player (CR 702.19b-e). Also: attackers and blockers are declared once per combat
(CR 508.1, 509.1: a creature that appears later, e.g. a token created by an "attacks or blocks"
trigger, is never declared; Jedit Ojanen of Efrava ruling) and the per-turn damage records that
"if [this] dealt damage to an opponent this turn" checks (CR 603.4; Dunerider Outlaw rulings).

Functions take the :class:`~rulesparser.executor.engine.Engine` and are called from it; keywords
are read through :meth:`Engine.has_keyword` (the layer system), never from text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.executor.protection import protected_from
from rulesparser.executor.state import GameObject, IllegalAction, Step, Zone

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Context, Engine

__all__ = [
    "DamageRecord",
    "record_damage",
    "cond",
    "close_declaration",
    "check_declaration_open",
    "check_attackers",
    "check_blocker",
    "check_block",
    "becomes_blocked",
    "can_block_as_though",
    "first_strike_step",
    "assign_damage",
    "combat_damage",
    "remove_from_combat",
    "mark_blocked",
    "is_blocked",
]

#: keywords whose creatures deal damage in the first-strike combat damage step (CR 510.4)
_FIRST = ("first_strike", "double_strike")


# ---------------------------------------------------------------------- per-turn damage records


@dataclass(frozen=True)
class DamageRecord:
    """Damage dealt this turn (CR 120): the source as (label, zone changes) so that a new object
    with the same label (CR 400.7) doesn't inherit it; ``player`` the damaged player, or "" when
    ``to`` (an object label) was damaged."""

    source: tuple[str, int]
    player: str
    to: str
    amount: int
    combat: bool


def record_damage(
    game: Engine, src: GameObject, *, player: str = "", to: str = "", amount: int, combat: bool
) -> None:
    """Remember that ``src`` dealt ``amount`` damage to ``player`` (or to the object ``to``)
    this turn; the records are cleared as each turn begins."""
    game.damage_records.append(
        DamageRecord((src.label, src.zone_changes), player, to, amount, combat)
    )


def _dealt_damage(game: Engine, node: A.DealtDamageThisTurn, ctx: Context) -> bool:
    """ "if [object] dealt damage to [player] this turn": the recipients are decided now, from
    the object's current controller ("an opponent": an opponent of whoever controls it now,
    not of who controlled it when the damage was dealt; Dunerider Outlaw ruling 2)."""
    for o in game.objects_of(node.object, ctx, include_dead=True):
        real = game.objects.get(o.label, o)
        kind = node.recipient.kind
        for rec in game.damage_records:
            if rec.source != (real.label, real.zone_changes) or not rec.player:
                continue
            if node.combat and not rec.combat:
                continue
            if kind == "opponent" and rec.player != real.controller:
                return True
            if kind == "you" and rec.player == real.controller:
                return True
            if kind in ("player", "any"):
                return True
    return False


def cond(game: Engine, node: A.Node, ctx: Context) -> bool | None:
    """Conditions of this module (``DealtDamageThisTurn``); None for any other node."""
    if isinstance(node, A.DealtDamageThisTurn):
        return _dealt_damage(game, node, ctx)
    return None


# ---------------------------------------------------------------------- declarations

#: the declaration steps (CR 508.1, 509.1)
_DECLARATION_STEPS = (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS)


def close_declaration(game: Engine) -> None:
    """The declaration of the current step is over: a player acted with priority (cast,
    activated, resolved something) or the step ended. Declaring attackers (blockers) is one
    turn-based action at the start of the step (CR 508.1, 509.1); successive ``attack``
    (``block``) actions before anyone acts are parts of that one declaration."""
    if game.step in _DECLARATION_STEPS:
        game.declared.add(game.step)


def check_declaration_open(game: Engine, step: Step) -> None:
    """Refuse a declaration once the declaration of ``step`` is over this turn (``Step``
    ``DECLARE_ATTACKERS`` or ``DECLARE_BLOCKERS``): :class:`IllegalAction`
    ``attackers_declared`` / ``blockers_declared``. A creature that arrives later can't be
    declared during that combat (Jedit Ojanen of Efrava ruling)."""
    if step not in game.declared:
        return
    if step is Step.DECLARE_ATTACKERS:
        raise IllegalAction(
            "attackers_declared",
            "attackers were already declared this combat: too late to declare more (CR 508.1)",
        )
    raise IllegalAction(
        "blockers_declared",
        "blockers were already declared this combat: too late to declare more (CR 509.1)",
    )


def check_attackers(game: Engine, objs: list[GameObject]) -> None:
    """CR 508.1a: each attacking creature is declared once. ``objs`` are the creatures of one
    declaration; a creature listed twice, or already attacking, is refused
    (:class:`IllegalAction` ``duplicate_attacker``)."""
    seen: set[int] = {id(o) for o in game.attackers}
    for o in objs:
        if id(o) in seen:
            raise IllegalAction(
                "duplicate_attacker",
                f"{o.label} is already declared as an attacker (a creature attacks once, CR 508.1a)",
            )
        seen.add(id(o))


def can_block_as_though(game: Engine, blocker: GameObject, keyword: str) -> bool:
    """Whether ``blocker`` has "can block as though it had [keyword]" (a static ability,
    CR 509.1b; Aether Membrane's printed text)."""
    for inst in blocker.abilities():
        node = inst.node
        if isinstance(node, A.StaticAbility) and node.rule == "block_as_though":
            if dict(node.parameters).get("ability") == keyword:
                return True
    return False


def check_blocker(game: Engine, blocker: GameObject, defender: str) -> None:
    """CR 509.1a: the defending player chooses blockers among the untapped creatures they
    control on the battlefield. A card in another zone or a permanent that isn't a creature is
    refused with ``not_creature``, a creature another player controls with ``not_yours``
    (:class:`IllegalAction`); tapped blockers are refused by the caller (``illegal_block``)."""
    where = blocker.zone.value
    if blocker.zone is not Zone.BATTLEFIELD:
        raise IllegalAction(
            "not_creature",
            f"{blocker.label} can't block: it is in the {where}, not a creature on the "
            "battlefield (CR 509.1a)",
        )
    if not blocker.has_type("creature"):
        raise IllegalAction(
            "not_creature",
            f"{blocker.label} can't block: it is not a creature (CR 509.1a)",
        )
    if blocker.controller != defender:
        raise IllegalAction(
            "not_yours",
            f"{blocker.label} can't block: it is controlled by {blocker.controller}, not by the "
            f"defending player {defender} (CR 509.1a)",
        )


def check_block(game: Engine, blocker: GameObject, attacker: GameObject) -> None:
    """Blocking restrictions of ``blocker`` on ``attacker`` from keywords (CR 509.1b): a
    creature with flying can be blocked only by creatures with flying or reach (CR 702.9b,
    702.17b) or that can block as though they had flying. Raises :class:`IllegalAction`
    ``illegal_block`` (the code of every illegal block). A creature with protection from a
    quality can't be blocked by creatures with that quality (CR 702.16f)."""
    quality = protected_from(game, attacker, blocker)
    if quality is not None:
        raise IllegalAction(
            "illegal_block",
            f"{blocker.label} can't block {attacker.label}: {attacker.label} has protection "
            f"from {quality} (CR 702.16f)",
        )
    if not game.has_keyword(attacker, "flying"):
        return
    if game.has_keyword(blocker, "flying") or game.has_keyword(blocker, "reach"):
        return
    if can_block_as_though(game, blocker, "flying"):
        return
    raise IllegalAction(
        "illegal_block",
        f"{blocker.label} can't block {attacker.label}: it has flying and {blocker.label} has "
        "neither flying nor reach (CR 702.9b)",
    )


#: the trigger event of flanking (CR 702.25a): "whenever a creature without flanking blocks this
#: creature"; the keyword "without" is the one the ability comes from
_BLOCKED_BY_WITHOUT = "blocked_by_creature_without_keyword"


def becomes_blocked(game: Engine, attacker: GameObject, blocker: GameObject) -> None:
    """``attacker`` becomes blocked by ``blocker`` (CR 509.1h, 509.3): its "whenever a
    creature without [keyword] blocks this creature" abilities trigger, once per such blocker
    and per instance of the keyword (flanking, CR 702.25a-b), when ``blocker`` doesn't have
    that keyword now. The blocker is "the blocking creature" of the ability."""
    for inst in attacker.abilities():
        node = inst.node
        trig = getattr(node, "trigger", None)
        if inst.trigger_kind != "event" or not isinstance(trig, A.EventTrigger):
            continue
        if trig.event != _BLOCKED_BY_WITHOUT or trig.object.kind != "self":
            continue
        keyword = inst.keyword.name if inst.keyword is not None else "flanking"
        if game.has_keyword(blocker, keyword):
            continue
        game.trigger_event(attacker, inst, that=[(blocker.label, blocker.zone_changes)])


def mark_blocked(game: Engine, attacker: GameObject) -> None:
    """``attacker`` becomes blocked (CR 509.1h): it stays blocked for the rest of the combat,
    even if every creature blocking it is removed from combat (CR 506.4)."""
    game.blocked.add((attacker.label, attacker.zone_changes))


def is_blocked(game: Engine, attacker: GameObject) -> bool:
    """Whether ``attacker`` was blocked this combat (CR 509.1h)."""
    return (attacker.label, attacker.zone_changes) in game.blocked


def remove_from_combat(game: Engine, obj: GameObject, *, log: bool = True) -> bool:
    """CR 506.4: a permanent that leaves the battlefield or whose controller changes is
    removed from combat: it stops being an attacking or blocking creature and deals and is
    dealt no combat damage (CR 510.1). An attacker it blocked stays blocked (CR 506.4,
    509.1h); a creature that blocked it stays a blocking creature but, with no attacker to
    deal damage to, deals none. Logs ``removed_from_combat`` when ``log`` and it was in
    combat (the caller passes ``log=False`` when it leaves the battlefield: ``leaves`` says
    it). Output: whether it was in combat."""
    was = False
    if any(a is obj for a in game.attackers):
        game.attackers = [a for a in game.attackers if a is not obj]
        was = True
    if obj.label in game.blocks:
        del game.blocks[obj.label]
        was = True
    if was and log:
        game.emit("removed_from_combat", card=obj.label)
    return was


def _in_combat(game: Engine) -> list[GameObject]:
    """Attacking and blocking creatures still on the battlefield."""
    out = [a for a in game.attackers if a.zone is Zone.BATTLEFIELD]
    for b in game.blocks:
        o = game.objects.get(b)
        if o is not None and o.zone is Zone.BATTLEFIELD:
            out.append(o)
    return out


def first_strike_step(game: Engine) -> bool:
    """CR 510.4: the phase has a first-strike combat damage step when, as the combat damage
    step begins, at least one attacking or blocking creature has first strike or double
    strike."""
    return any(game.has_keyword(o, k) for o in _in_combat(game) for k in _FIRST)


def _deals_damage_now(game: Engine, o: GameObject, first: bool) -> bool:
    """Whether ``o`` assigns combat damage in this step (CR 510.4): in the first-strike step,
    creatures with first strike or double strike; in the second, those that didn't assign
    damage in the first step, plus those with double strike."""
    if first:
        return any(game.has_keyword(o, k) for k in _FIRST)
    if (o.label, o.zone_changes) in game.struck_first:
        return game.has_keyword(o, "double_strike")
    return True


def _lethal(game: Engine, o: GameObject, source: GameObject) -> int:
    """Lethal damage for ``o`` from ``source``: its toughness minus the damage already marked
    on it (CR 120.6, 702.19c), never below 0; from a source with deathtouch any nonzero amount
    is lethal (CR 702.2c), so at most 1."""
    left = max(0, game.power_toughness(o)[1] - o.damage)
    return min(left, 1) if game.has_keyword(source, "deathtouch") else left


def assign_damage(
    game: Engine, attacker: GameObject, power: int, blockers: list[GameObject]
) -> tuple[list[tuple[GameObject, int]], int]:
    """Divide ``power`` among ``blockers`` in damage assignment order (CR 510.1c): each in
    order gets lethal damage before the next gets any; without trample what remains goes to
    the last (CR 510.1d default: no extra damage on earlier ones); with trample, once all
    blockers have lethal damage the rest goes to the defending player (CR 702.19b). Output:
    ``([(blocker, amount), ...], damage to the player)``."""
    trample = game.has_keyword(attacker, "trample")
    out: list[tuple[GameObject, int]] = []
    left = power
    for i, b in enumerate(blockers):
        n = (
            left
            if i == len(blockers) - 1 and not trample
            else min(left, _lethal(game, b, attacker))
        )
        out.append((b, n))
        left -= n
    return out, (left if trample else 0)


def _order(game: Engine, attacker: GameObject, blockers: list[GameObject]) -> list[GameObject]:
    """The damage assignment order the attacking player gives the blockers (CR 509.2), from
    the policy; default: the order they were declared. Raises :class:`IllegalAction`
    ``bad_damage_order`` when the policy's order isn't exactly these blockers."""
    if len(blockers) < 2:
        return blockers
    order = game.policy.order_blockers(game, attacker, blockers)
    if order is None:
        return blockers
    if sorted(id(b) for b in order) != sorted(id(b) for b in blockers):
        raise IllegalAction(
            "bad_damage_order",
            f"the damage assignment order of {attacker.label} must list each of its blockers "
            f"once: {', '.join(b.label for b in blockers)} (CR 509.2)",
        )
    return order


def combat_damage(game: Engine, *, first: bool) -> None:
    """One combat damage step (CR 510): ``first`` is the first-strike step (CR 510.4). All
    assignments are computed before any damage is dealt, then dealt simultaneously (CR 510.2);
    an attacker blocked by creatures that are all gone or removed from combat deals no damage
    (CR 506.4, 509.1h) unless it has trample (all to the player, CR 702.19e). "Deals [combat] damage to ..." abilities
    trigger as each source's damage is dealt (:func:`rulesparser.executor.color.dealt_damage`)
    and are put on the stack after the step's damage is all dealt (CR 510.3a, 603.3)."""
    defender = game.defender or game.opponent(game.active)
    to_objects: list[tuple[GameObject, GameObject, int]] = []
    to_player: list[tuple[GameObject, int]] = []
    dealt: list[GameObject] = []
    for a in game.attackers:
        if a.zone is not Zone.BATTLEFIELD:
            continue
        blockers = [
            b
            for b in (game.get(lbl) for lbl, att in game.blocks.items() if att == a.label)
            if b.zone is Zone.BATTLEFIELD
        ]
        for b in blockers:  # each blocker deals its damage to the attacker it blocks
            if _deals_damage_now(game, b, first):
                dealt.append(b)
                to_objects.append((b, a, game.power_toughness(b)[0]))
        if not _deals_damage_now(game, a, first):
            continue
        dealt.append(a)
        power = game.power_toughness(a)[0]
        if is_blocked(game, a):
            if not blockers and not game.has_keyword(a, "trample"):
                continue  # CR 506.4, 509.1h: it stays blocked; no damage dealt
            shares, rest = assign_damage(game, a, power, _order(game, a, blockers))
            to_objects.extend((a, b, n) for b, n in shares)
            if rest > 0:
                to_player.append((a, rest))
        elif power > 0:
            to_player.append((a, power))
    if first:
        game.struck_first.update((o.label, o.zone_changes) for o in dealt)
    for src, o, n in to_objects:
        game.damage_object(src, o, n, combat=True)
    for src, n in to_player:
        game.damage_player(src, defender, n, combat=True)
    game.settle()
