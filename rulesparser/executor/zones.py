"""Zone changes (CR 400.7): an object that moves becomes a new object (counters, damage,
tapped state and effects gone), leaves last known information behind (CR 608.2h, 603.10a), and
"enters", "leaves" and "dies" triggers fire. Characteristics read through the layer system
(CR 613): power and toughness, keywords, summoning sickness (CR 302.6). Functions take the
:class:`~rulesparser.executor.engine.Engine`; ``Game`` exposes them as methods (``game.move``).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from rulesparser.executor import combat as _combat
from rulesparser.executor import copies
from rulesparser.executor import sagas as _sagas
from rulesparser.executor.engine import GameObject, Zone

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine


def power_toughness(game: Engine, obj: GameObject) -> tuple[int, int]:
    """Current power and toughness (CR 208) after the layers (CR 613.4, see
    :mod:`.layers`): characteristic-defining abilities, "becomes 0/1", "gets +1/+1",
    +1/+1 and -1/-1 counters (CR 122.1a); a face-down permanent is 2/2 (CR 708.2). A
    missing value counts as 0."""
    p, t = game.layers.power_toughness(obj)
    return (p or 0, t or 0)


def has_keyword(game: Engine, obj: GameObject, name: str) -> bool:
    """Whether the object has keyword ``name`` now, printed, gained or granted
    (CR 702.1)."""
    return any(k.name == name for k in obj.keywords())


def summoning_sick(game: Engine, obj: GameObject) -> bool:
    """CR 302.6: a creature can't attack or activate its {T} abilities unless its
    controller has controlled it continuously since their most recent turn began, unless it
    has haste."""
    return obj.control_turn >= game.turn and not has_keyword(game, obj, "haste")


def _zone_list(game: Engine, obj: GameObject) -> list[GameObject] | None:
    if obj.zone is Zone.BATTLEFIELD:
        return game.battlefield
    if obj.zone is Zone.STACK:
        return None
    return game.players[obj.owner].zone(obj.zone)


def snapshot(game: Engine, obj: GameObject) -> GameObject:
    """Last known information of an object (CR 608.2h, 603.10a): a frozen-in-time copy."""
    frozen = game.layers.freeze(obj)
    snap = copy.copy(obj)
    snap.counters = dict(obj.counters)
    snap.layer_cache = None
    snap.frozen = frozen
    return snap


def move(game: Engine, obj: GameObject, to: Zone, *, cause: str = "") -> GameObject | None:
    """Move an object to another zone (CR 400.7: it becomes a new object; counters, damage,
    tapped state and effects are gone). Fires leaves/dies/enters triggers; applies
    "enters with counters" replacement effects (CR 614.1c). Returns the last known
    information when it left the battlefield."""
    frm = obj.zone
    lki = snapshot(game, obj) if frm is Zone.BATTLEFIELD else None
    if lki is not None:
        game.last_known[obj.label] = (obj.zone_changes, lki)
        _combat.remove_from_combat(game, obj, log=False)  # CR 506.4
    src_list = _zone_list(game, obj)
    if src_list is not None and obj in src_list:
        src_list.remove(obj)
    if (obj.token or obj.spell_copy) and to is not Zone.BATTLEFIELD and to is not Zone.STACK:
        game.dead_tokens.append(obj)  # ceases to exist at the next SBA check (CR 704.5d)
    obj.zone = to
    obj.zone_changes += 1
    obj.damage = 0
    obj.deathtouched = False
    obj.tapped = False
    obj.counters = {}
    if frm is not Zone.STACK or to is not Zone.BATTLEFIELD:
        obj.face_down = False if to is not Zone.BATTLEFIELD else obj.face_down
    obj.copy_of = None
    obj.half = None
    obj.may_play = None
    if frm is not Zone.STACK or to is not Zone.BATTLEFIELD:
        obj.cast_by = None  # a resolving spell's permanent keeps how it was cast
    obj.chosen = {}
    obj.attached_to = None
    obj.control_before_static = None
    obj.regeneration_shields = 0
    obj.invalidate()
    if to is Zone.BATTLEFIELD:
        owner = game.players[obj.controller]
        obj.control_epoch = owner.upkeeps
        obj.control_turn = game.turn
        obj.timestamp = game.new_timestamp()
        copies.apply_as_abilities(game, obj, "enters")  # CR 614.12, 707.2 (Body Double)
        game.apply_enters_replacements(obj)
        game.battlefield.append(obj)
        game.layers.touch()
        game.emit("enters", card=obj.label, player=obj.controller, counters=_fmt_counters(obj))
        game.fire("enters", obj, that=[(obj.label, obj.zone_changes)])  # "it" (Wild Pair)
        _sagas.entered(game, obj)  # chapters up to its lore counters trigger (CR 714.2b)
    elif to is not Zone.STACK:
        if obj.token or obj.spell_copy:
            pass
        else:
            game.players[obj.owner].zone(to).append(obj)
    if lki is not None:
        game.emit("leaves", card=obj.label, to=to.value, cause=cause)
        game.fire("leaves", lki, lki=lki)
        if to is Zone.GRAVEYARD:
            game.fire("dies", lki, lki=lki)
        return_exiled_until_left(game)
    return lki


def return_exiled_until_left(game: Engine) -> None:
    """Return to the battlefield, under its owner's control, each card exiled "until ~ leaves
    the battlefield" whose ~ has left it (CR 610.3c: a one-shot effect that happens right away,
    not a trigger); a card that left exile in the meantime is a new object and stays where it
    is (CR 400.7). ``game.exiled_until_left`` holds (source label, its zone changes, exiled
    card label, its zone changes) of each such exile."""
    if not game.exiled_until_left:
        return
    keep = []
    for src_label, src_zc, label, zc in game.exiled_until_left:
        src = game.objects.get(src_label)
        if src is not None and src.zone is Zone.BATTLEFIELD and src.zone_changes == src_zc:
            keep.append((src_label, src_zc, label, zc))
            continue
        card = game.objects.get(label)
        if card is None or card.zone is not Zone.EXILE or card.zone_changes != zc:
            continue
        card.controller = card.owner
        game.move(card, Zone.BATTLEFIELD, cause="return")
    game.exiled_until_left = keep


def _fmt_counters(o: GameObject) -> str:
    return ",".join(f"{k}={v}" for k, v in sorted(o.counters.items()))
