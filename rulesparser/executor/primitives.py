"""The game's primitive actions on objects and players, each logged and firing its triggers:
counters (CR 122.6, 122.8), life (CR 119), damage (CR 120, with prevention CR 615 and
protection CR 702.16e), drawing (CR 121, replaced by dredge CR 702.52a), tapping and untapping
(CR 701.26, the stun counter CR 122.1d), countering (CR 701.6), turning face up (CR 702.37e)
and creating tokens (CR 111). Functions take the
:class:`~rulesparser.executor.engine.Engine`; ``Game`` exposes them as methods
(``game.draw``, ``game.tap``, ...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.executor import auras, copies
from rulesparser.executor import color as _color
from rulesparser.executor import combat as _combat
from rulesparser.executor import players as _players
from rulesparser.executor import prevention as _prevention
from rulesparser.executor import protection as _protection
from rulesparser.executor import sagas as _sagas
from rulesparser.executor.engine import CardDef, GameObject, IllegalAction, StackItem, Zone

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine


def put_counters(game: Engine, o: GameObject, counter: str, n: int) -> None:
    """Put counters on an object (CR 122.6); fires "counter put" triggers."""
    if n <= 0:
        return
    before = o.counters.get(counter, 0)
    o.counters[counter] = before + n
    game.emit("counters_put", card=o.label, counter=counter, amount=n, total=o.counters[counter])
    game.fire("counter_put", o, counter=counter)
    if counter == _sagas.LORE and o.zone is Zone.BATTLEFIELD:  # a Saga's chapters (CR 714.2b)
        _sagas.lore_put(game, o, before)


def remove_counters(game: Engine, o: GameObject, counter: str, n: int) -> int:
    """Remove up to ``n`` counters, one at a time: each removal is an event ("whenever a
    time counter is removed"), the one that leaves none is "the last" (CR 702.62a, 702.63a).
    Returns how many were removed."""
    have = o.counters.get(counter, 0)
    k = min(n, have)
    if k <= 0:
        return 0
    o.counters[counter] = have - k
    if o.counters[counter] == 0:
        del o.counters[counter]
    game.emit("counters_removed", card=o.label, counter=counter, amount=k, total=have - k)
    for i in range(k):
        game.fire("counter_removed", o, counter=counter, last=(have - i - 1 == 0))
    return k


def gain_life(game: Engine, player: str, n: int) -> None:
    """A player gains ``n`` life (CR 119.1 of the current rules)."""
    if n <= 0:
        return
    game.players[player].life += n
    game.emit("life", player=player, change=n, life=game.players[player].life)


def lose_life(game: Engine, player: str, n: int) -> None:
    """A player loses ``n`` life, or pays it as a cost (CR 119.3, 118.3)."""
    if n <= 0:
        return
    game.players[player].life -= n
    game.emit("life", player=player, change=-n, life=game.players[player].life)


def damage_player(
    game: Engine, src: GameObject, player: str, n: int, *, combat: bool = False
) -> None:
    """Damage to a player causes that much life loss (CR 120.3a), less what prevention
    shields prevent (CR 615.7)."""
    n = _prevention.prevent(game, src, player, n, combat=combat)
    if n <= 0:
        return
    game.players[player].life -= n
    game.emit("damage", source=src.label, to=player, amount=n, combat=combat)
    _lifelink(game, src, n)
    _combat.record_damage(game, src, player=player, amount=n, combat=combat)
    _color.dealt_damage(game, src, player, combat=combat)


def _lifelink(game: Engine, src: GameObject, n: int) -> None:
    """Damage dealt by a source with lifelink causes that source's controller to gain that
    much life, in addition to its other results (CR 702.15b); several instances are redundant
    (CR 702.15f)."""
    if game.has_keyword(src, "lifelink"):
        gain_life(game, src.controller, n)


def damage_object(
    game: Engine, src: GameObject, o: GameObject, n: int, *, combat: bool = False
) -> None:
    """Damage to a creature is marked on it (CR 120.3e); from a source with deathtouch it
    is lethal at the next state-based action check (CR 702.2b, 704.5h). Damage from a
    source with a quality ``o`` has protection from is prevented (CR 702.16e)."""
    if n <= 0 or o.zone is not Zone.BATTLEFIELD:
        return
    if _protection.damage_prevented(game, src, o, n):
        return
    n = _prevention.prevent(game, src, o, n, combat=combat)  # prevention (CR 615)
    if n <= 0:
        return
    o.damage += n
    if game.has_keyword(src, "deathtouch"):
        o.deathtouched = True
    game.emit("damage", source=src.label, to=o.label, amount=n, combat=combat)
    _lifelink(game, src, n)
    _combat.record_damage(game, src, to=o.label, amount=n, combat=combat)
    _color.dealt_damage(game, src, o, combat=combat)


def draw(game: Engine, player: str, n: int = 1) -> list[GameObject]:
    """Draw ``n`` cards (CR 121), one at a time; each draw may be replaced (dredge,
    CR 614.1a / 702.52a: :func:`auras.replace_draw`); drawing from an empty library loses
    (CR 704.5b). Returns the cards actually drawn."""
    p = game.players[player]
    drawn: list[GameObject] = []
    for _ in range(n):
        if auras.replace_draw(game, player):
            continue
        if not p.library:
            game.emit("draws_from_empty", player=player)
            p.lost = True
            game.emit("loses_game", player=player)
            if len(game.order) > 2:
                _players.leave_game(game, player)
                game.over = len(_players.remaining(game)) <= 1
            else:
                game.over = True
            return drawn
        o = p.library.pop(0)
        o.zone = Zone.HAND
        p.hand.append(o)
        drawn.append(o)
    if drawn:
        game.emit("draws", player=player, amount=len(drawn))
    return drawn


def tap(game: Engine, o: GameObject) -> None:
    """Tap a permanent (CR 701.20a)."""
    if o.zone is Zone.BATTLEFIELD and not o.tapped:
        o.tapped = True
        game.emit("tapped", card=o.label)


def untap(game: Engine, o: GameObject, *, cause: str) -> bool:
    """Untap a permanent (CR 701.20b) unless the stun-counter replacement applies
    (CR 122.1d: "If a permanent with a stun counter would become untapped, remove one from
    it instead"), for any cause: untap step, effect or cost. A replaced untap is not
    "becomes untapped" and fires no trigger. Returns True if it became untapped."""
    if o.zone is not Zone.BATTLEFIELD or not o.tapped:
        return False
    stun = o.counters.get("stun", 0)
    if stun > 0:
        if stun == 1:
            del o.counters["stun"]
        else:
            o.counters["stun"] = stun - 1
        game.emit("untap_replaced", card=o.label, counter="stun", total=stun - 1, cause=cause)
        game.fire("counter_removed", o, counter="stun", last=stun == 1)
        return False
    o.tapped = False
    game.emit("untapped", card=o.label, cause=cause)
    game.fire("becomes_untapped", o)
    return True


def counter(game: Engine, item: StackItem) -> None:
    """Counter a spell or ability (CR 701.5): it leaves the stack without resolving; a
    countered spell goes to its owner's graveyard."""
    if item not in game.stack:
        raise IllegalAction("not_on_stack", "that object is no longer on the stack")
    if item.is_spell and any(
        isinstance(i.node, A.StaticAbility) and i.node.rule == "cant_be_countered"
        for i in item.source.abilities()
    ):
        # "can't be countered" (CR 101.1); a face-down spell has no abilities (CR 708.2)
        game.emit("not_countered", source=item.source.label, ability="spell")
        return
    game.stack.remove(item)
    game.emit("countered", source=item.source.label, ability=item.effect_name())
    if item.is_spell:
        game.move(item.source, Zone.GRAVEYARD, cause="countered")


def turn_face_up_object(game: Engine, o: GameObject) -> None:
    """A face-down permanent turns face up (CR 702.37e, 708.8); "as ... is turned face
    up" replacements apply (CR 614.1e)."""
    o.face_down = False
    o.invalidate()
    copies.apply_as_abilities(game, o, "turned_face_up")  # CR 614.1e, 614.12
    game.emit("turned_face_up", card=o.label)
    game.fire("turned_face_up", o)


def create_token(game: Engine, card: CardDef, base: str, controller: str) -> GameObject:
    """Create one token of ``card`` under ``controller`` (CR 111.1): labelled
    ``token:<base>#<n>`` (see :meth:`find`), it enters the battlefield."""
    game.token_counts[base] = game.token_counts.get(base, 0) + 1
    label = f"token:{base}#{game.token_counts[base]}"
    obj = GameObject(
        label=label,
        card=card,
        owner=controller,
        controller=controller,
        zone=Zone.STACK,
        token=True,
        game=game,
    )
    game.objects[label] = obj
    obj.token_of = base
    game.emit("token", card=label, of=base)
    game.move(obj, Zone.BATTLEFIELD, cause="token")
    return obj
