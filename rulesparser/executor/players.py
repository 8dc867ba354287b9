"""Players in games of more than two players (CR 800, multiplayer): turn order, opponents, the
defending player, and a player leaving the game (CR 104.3a, 800.4a).

A two-player game keeps its rules: a player who loses ends the game (CR 104.2a). With more
players, a player who loses leaves the game and the others go on until one remains
(CR 104.2a, 800.4): turns skip players who left, and what the leaving player owned leaves the
game with them. The active player attacks one opponent per combat (the defending player,
chosen as attackers are declared; by default the next opponent in turn order: the "attack
left" option of CR 803 when nothing else is chosen).

Functions take the :class:`~rulesparser.executor.engine.Engine` and are called from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesparser.executor.state import GameObject, IllegalAction, Zone

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine

__all__ = [
    "in_game",
    "opponents",
    "after",
    "next_active",
    "choose_defender",
    "leave_game",
    "remaining",
]


def in_game(game: Engine, name: str) -> bool:
    """Whether ``name`` is still in the game (hasn't lost or left, CR 104.3a, 800.4a)."""
    return not game.players[name].lost


def remaining(game: Engine) -> list[str]:
    """The players still in the game, in turn order."""
    return [p for p in game.order if in_game(game, p)]


def after(game: Engine, name: str) -> list[str]:
    """The other players still in the game, in turn order starting after ``name`` (CR 101.4:
    APNAP order; CR 102.2: in a multiplayer game they are all opponents)."""
    i = game.order.index(name)
    rotated = game.order[i + 1 :] + game.order[:i]
    return [p for p in rotated if in_game(game, p)]


def opponents(game: Engine, name: str) -> list[str]:
    """``name``'s opponents still in the game, in turn order after ``name`` (CR 102.2)."""
    return after(game, name)


def next_active(game: Engine) -> str:
    """Whose turn the next one is (CR 500.1, 800.4): turn 1 is the first player's; then the
    next player in turn order who is still in the game. Two players simply alternate."""
    if len(game.order) == 2:
        return game.order[(game.turn - 1) % 2]
    if game.turn <= 1:
        return game.order[0]
    nxt = after(game, game.active)
    return nxt[0] if nxt else game.active


def choose_defender(game: Engine, defender: str | None) -> str:
    """The defending player of this combat (CR 506.2, 508.1b): ``defender`` when given, which
    must be an opponent of the active player still in the game (:class:`IllegalAction`
    ``not_opponent``); else the next opponent in turn order."""
    if defender is None:
        return game.opponent(game.active)
    if defender not in game.players or defender not in opponents(game, game.active):
        raise IllegalAction(
            "not_opponent",
            f"{defender} is not an opponent of {game.active} still in the game (CR 508.1b)",
        )
    return defender


def leave_game(game: Engine, name: str) -> None:
    """``name`` leaves the game (CR 800.4a): every object they own leaves the game (it is
    removed from its zone and from the game's objects; leaves-the-battlefield abilities don't
    trigger: it doesn't move to another zone); abilities they control on the stack cease to
    exist; then the permanents they still control (owned by someone else) are exiled. Logs
    ``leaves_game``. In a two-player game the game ends instead (CR 104.2a)."""
    game.emit("leaves_game", player=name)
    p = game.players[name]
    for zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE):
        p.zone(zone).clear()
    for o in list(game.battlefield):
        if o.owner == name:
            game.battlefield.remove(o)
            # no zone any more; a stale reference (an attacker list) sees it off the battlefield
            o.zone = Zone.EXILE
    game.attackers = [a for a in game.attackers if a.owner != name]
    game.blocks = {
        b: a
        for b, a in game.blocks.items()
        if b in game.objects
        and game.objects[b].owner != name
        and a in game.objects
        and game.objects[a].owner != name
    }
    # spells they own leave with their cards; abilities they control cease to exist
    game.stack = [
        i
        for i in game.stack
        if i.controller != name and not (i.is_spell and i.source.owner == name)
    ]
    for label in [lbl for lbl, o in game.objects.items() if o.owner == name]:
        del game.objects[label]
    for o in list(game.battlefield):
        if isinstance(o, GameObject) and o.controller == name:
            game.move(o, Zone.EXILE, cause="leaves_game")
    game.layers.touch()
