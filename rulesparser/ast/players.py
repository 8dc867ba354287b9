"""AST nodes of what players may and may not do (CR 101.2, 102): restrictions on a player's
actions ("Your opponents can't cast spells this turn", "Each player can't cast more than one
spell each turn")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import Duration, Effect, ObjectRef, PlayerRef


@dataclass(frozen=True, kw_only=True)
class PlayerRestriction(Effect):
    """``player`` can't ``action`` (CR 101.2: a "can't" beats any effect that allows it), for
    ``duration`` (``permanent`` for a static ability, ``end_of_turn`` for "this turn").

    ``action``: ``cast`` (spells matching ``object``, CR 601), ``play`` (lands matching
    ``object``, CR 305), ``gain_life`` (CR 119.7), ``draw`` (cards, CR 121), ``win_game`` /
    ``lose_game`` (CR 104.3), ``search_library`` (CR 701.23), ``cycle`` (``object``, CR
    702.29), ``activate`` (abilities matching ``object``: ``nonmana`` "that aren't mana
    abilities", CR 602, 605; split second 702.61a). ``max_per_turn``: "can't cast more than one spell each turn": no more than that
    many such actions each turn (None: none at all)."""

    type_name: ClassVar[str] = "player_restriction"
    player: PlayerRef
    action: str
    duration: Duration
    object: ObjectRef | None = None
    max_per_turn: int | None = None


@dataclass(frozen=True, kw_only=True)
class KeepUnspentMana(Effect):
    """``player`` doesn't lose unspent mana as steps and phases end, for ``duration`` (an
    exception to CR 500.5 and 106.4, the mana pools emptying at the end of each step and
    phase): "Players don't lose unspent mana as steps and phases end." (``mana`` ``unspent``),
    "You don't lose unspent red mana ..." (``color`` ``red``), "Until end of turn, you don't
    lose this mana as steps and phases end." (``this``: the mana the same ability added before,
    CR 106.4; firebending CR 702.189a, "until end of combat")."""

    type_name: ClassVar[str] = "keep_unspent_mana"
    player: PlayerRef
    mana: str
    duration: Duration
    color: str | None = None


@dataclass(frozen=True, kw_only=True)
class PlaysRevealed(Effect):
    """``player`` plays with ``cards`` revealed (CR 400.2: cards of a hidden zone made public
    for ``duration``): ``hand`` (their hand) or ``top_of_library`` (the top card of their
    library)."""

    type_name: ClassVar[str] = "plays_revealed"
    player: PlayerRef
    cards: str
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class LookAnyTime(Effect):
    """``player`` may look at ``object`` any time for ``duration`` (CR 401.2: a library is
    hidden, its cards looked at only when an effect allows it): "You may look at the top card of
    your library any time." is ``object`` the top card of your library (kind
    ``top_of_library``), ``duration`` ``permanent`` (a static ability). Looking changes nothing
    in the game (CR 406.3)."""

    type_name: ClassVar[str] = "look_any_time"
    player: PlayerRef
    object: ObjectRef
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class PlayerKeyword(Effect):
    """``player`` has the keyword ability ``ability`` for ``duration`` (``permanent`` for a static
    ability): "You have hexproof" (CR 702.11d: the player can't be the target of spells or
    abilities their opponents control), "You have shroud" (CR 702.18d), "You gain shroud until
    end of turn"."""

    type_name: ClassVar[str] = "player_keyword"
    player: PlayerRef
    ability: str
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class VoteOutcome(Node):
    """What happens after a :class:`Vote` when ``choice`` (its place among the vote's choices,
    from 1) gets more votes than each other choice (CR 701.38a: "If [choice] gets more votes,
    [effect]"); ``or_tied``: also when the vote is tied, no choice getting more votes than
    every other ("If [choice] gets more votes or the vote is tied, ...")."""

    type_name: ClassVar[str] = "vote_outcome"
    choice: int
    or_tied: bool = False
    effect: Node


@dataclass(frozen=True, kw_only=True)
class Vote(Effect):
    """ "Starting with you, each player votes for [A] or [B]" (CR 701.38a: each player, in turn
    order starting with ``starting_with``, votes for one of ``choices`` named choices; will of
    the council and council's dilemma are ability words, CR 207.2c), then the ``outcomes`` said
    in the sentences after it, in their order. The choices are counted, not named: the words
    differ by language while the ability is one."""

    type_name: ClassVar[str] = "vote"
    starting_with: PlayerRef
    choices: int
    outcomes: tuple[VoteOutcome, ...] = ()


@dataclass(frozen=True, kw_only=True)
class WinGame(Effect):
    """``player`` wins the game (CR 104.2b: an effect may state that a player wins the game):
    "you win the game" (Laboratory Maniac)."""

    type_name: ClassVar[str] = "win_game"
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class LoseGame(Effect):
    """``player`` loses the game (CR 104.3e: an effect may state that a player loses the game):
    "that player loses the game" (Phage the Untouchable), "If you don't, you lose the game" (the
    Pacts)."""

    type_name: ClassVar[str] = "lose_game"
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class QualifiedPlayerRef(PlayerRef):
    """The players of a set (CR 102.1: players; CR 102.2-102.3: opponents) for whom a relative
    clause holds: "each opponent who controls more lands than you" is kind ``each_opponent``,
    ``condition`` the comparison of the lands that player controls with yours. Inside
    ``condition`` the player tested is ``PlayerRef(kind="current")`` (and the permanents that
    player controls ``current_player_controls``), as inside a "for each" of players (CR
    608.2c); it is checked when the players are determined (as the effect applies or the
    ability resolves, CR 608.2h, 611.3a)."""

    type_name: ClassVar[str] = "qualified_player"
    condition: Node
