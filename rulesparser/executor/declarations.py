"""Declaring attackers and blockers (CR 508.1, 509.1): who may declare, which creatures can
attack or block (summoning sickness CR 302.6, defender CR 702.3b, tapped, "can't block",
"can't be blocked", landwalk, flying and protection), blocking requirements (CR 509.1c), then
"attacks" / "blocks" triggers. Functions take the
:class:`~rulesparser.executor.engine.Engine`; ``Game`` exposes them as methods. Each raises
:class:`IllegalAction` for a declaration the rules forbid.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rulesparser.executor import auras
from rulesparser.executor import blocker_counts as _blocker_counts
from rulesparser.executor import blocking as _blocking
from rulesparser.executor import combat as _combat
from rulesparser.executor import evasion as _evasion
from rulesparser.executor import players as _players
from rulesparser.executor import restrictions as _restrictions
from rulesparser.executor import triggers as _triggers
from rulesparser.executor.engine import GameObject, IllegalAction, Step, Zone

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine


def declare_attackers(
    game: Engine, labels: Iterable[str], player: str | None = None, defender: str | None = None
) -> None:
    """Declare attackers (CR 508.1): untapped creatures the active player controls that
    aren't summoning sick (CR 302.6); they become tapped unless they have vigilance (CR
    702.20b). ``player``, when
    given, must be the active player (CR 508.1: the active player declares attackers).
    ``defender``: the opponent they attack (games of more than two players; one per combat,
    by default the next opponent in turn order, :mod:`.players`). Raises
    :class:`IllegalAction`."""
    if player is not None and player != game.active:
        raise IllegalAction(
            "not_attacking_player", f"{player} is not the active player ({game.active})"
        )
    _combat.check_declaration_open(game, Step.DECLARE_ATTACKERS)
    chosen = game.defender
    if defender is not None or chosen is None:
        chosen = _players.choose_defender(game, defender)
        if game.defender is not None and chosen != game.defender:
            raise IllegalAction(
                "not_defending_player",
                f"this combat's attackers attack {game.defender} (one defending player)",
            )
    objs = [game.get(label) for label in labels]
    _combat.check_attackers(game, objs)
    for o in objs:
        if o.zone is not Zone.BATTLEFIELD or not o.has_type("creature"):
            raise IllegalAction("not_creature", f"{o.label} is not a creature on the battlefield")
        if o.controller != game.active:
            raise IllegalAction("not_yours", f"{o.label} is not controlled by {game.active}")
        if o.tapped:
            raise IllegalAction("tapped", f"{o.label} is tapped")
        if game.has_keyword(o, "defender"):
            raise IllegalAction("defender", f"{o.label} has defender (CR 702.3b)")
        src = _restrictions.forbidding(game, o, "attack")
        if src is not None:
            raise IllegalAction(
                "cant_attack", f"{o.label} can't attack: {src.label} says so (CR 508.1c)"
            )
        if game.summoning_sick(o):
            raise IllegalAction("summoning_sick", f"{o.label} can't attack this turn (CR 302.6)")
    game.defender = chosen
    for o in objs:
        if _evasion.taps_to_attack(game, o):  # not with vigilance (CR 702.20b)
            game.tap(o)
        game.attackers.append(o)
        game.emit("attacks", card=o.label)
        game.fire("attacks", o)
    if len(objs) == 1 and game.attackers == objs:
        # "attacks alone": the only creature declared as an attacker (CR 506.5; exalted)
        game.fire("attacks_alone", objs[0])
    game.settle()


def declare_blockers(game: Engine, blocks: dict[str, str], player: str | None = None) -> None:
    """Declare blockers (CR 509.1): blocker label -> attacker label. The defending player
    declares them; ``player``, when given, must be that player and control each blocker.
    Raises :class:`IllegalAction`."""
    defender = game.defender or game.opponent(game.active)
    if player is not None and player != defender:
        raise IllegalAction(
            "not_defending_player", f"{player} is not the defending player ({defender})"
        )
    _combat.check_declaration_open(game, Step.DECLARE_BLOCKERS)
    _blocker_counts.check_blocker_counts(game, blocks)  # menace (CR 509.1b, 702.111b)
    for b, a in blocks.items():
        bo, ao = game.get(b), game.get(a)
        if game.blocks.get(b) == a:
            continue  # already declared (a required block, CR 509.1c)
        _combat.check_blocker(game, bo, defender)
        if bo.tapped:
            raise IllegalAction("illegal_block", f"{b} can't block: it is tapped (CR 509.1a)")
        src = _restrictions.forbidding(game, bo, "block")
        if src is not None:
            raise IllegalAction(
                "illegal_block", f"{b} can't block: {src.label} says so (CR 509.1b)"
            )
        check_block_legal(game, bo, ao)
        _blocking.check_requirement(game, bo, ao)
        game.blocks[b] = a
        first = not _combat.is_blocked(game, ao)
        _combat.mark_blocked(game, ao)
        game.emit("blocks", card=b, attacker=a)
        # "blocks (a creature)" and "becomes blocked (by a creature)", CR 509.3a-d: "that
        # creature" is the other one
        game.fire("blocks", bo, that=[(ao.label, ao.zone_changes)], by=ao)
        game.fire("becomes_blocked", ao, that=[(bo.label, bo.zone_changes)], by=bo, first=first)
        _combat.becomes_blocked(game, ao, bo)  # flanking (CR 702.25a)
    game.settle()


def check_block_legal(game: Engine, bo: GameObject, ao: GameObject) -> None:
    """Blocking restrictions of ``bo`` blocking ``ao`` (CR 509.1b): the attacker must be
    attacking, "can't block", "can't be blocked", flying, protection. Raises
    :class:`IllegalAction` (``illegal_block``, ``cant_be_blocked``)."""
    b, a = bo.label, ao.label
    if ao not in game.attackers:
        raise IllegalAction("illegal_block", f"{b} can't block {a}: {a} isn't attacking")
    if auras.cant_block(game, bo, ao):
        raise IllegalAction("illegal_block", f"{b} can't block {a} (CR 509.1b)")
    if _triggers.unblockable(game, ao):
        raise IllegalAction("cant_be_blocked", f"{a} can't be blocked (CR 509.1b)")
    _evasion.check_landwalk(game, ao, bo.controller)  # CR 702.14c
    _combat.check_block(game, bo, ao)
