"""AST nodes: targets that may be a player or an object."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node

# --------------------------------------------------------------------------- targets that
# may be a player or an object (helper area "targets", CR 115.1, 115.4)

#: the kinds of "any target" (CR 115.4): creatures, players, planeswalkers and battles
ANY_TARGET_KINDS: tuple[str, ...] = ("battle", "creature", "planeswalker", "player")


@dataclass(frozen=True, kw_only=True)
class Target(Node):
    """One target that may be a player or a permanent of one of several kinds (CR 115.1):
    ``kinds`` is a sorted tuple of ``creature``, ``planeswalker``, ``battle`` and ``player``
    (or ``opponent``: "target opponent or planeswalker" is ``("opponent", "planeswalker")``).

    "any target" (CR 115.4, Oracle wording since Dominaria 2018) is ``ANY_TARGET_KINDS``;
    "target player or planeswalker" is ``("planeswalker", "player")``. The printed wording
    "target creature or player" of a damage or prevention recipient (before 2018) is read as
    "any target", as the 2018 Oracle update rewrote every such card (:mod:`rulesparser.canonical`);
    elsewhere it stays ``("creature", "player")``. A target of one kind only ("target creature",
    "target player") stays an :class:`ObjectRef` / :class:`PlayerRef`."""

    type_name: ClassVar[str] = "target"
    kinds: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class SeveralTargets(Node):
    """Several targets of the same kinds, each a player or a permanent of ``kinds`` as
    :class:`Target` says: "each of two targets", "each of up to three targets", "X targets"
    (CR 115.1, 115.4; a player or object is chosen once for them, CR 115.3). ``count`` of them
    (a number or X, CR 107.3), up to that many when ``up_to`` (CR 601.2c); an effect on them
    ("deals 3 damage to each of two targets") happens to each one (CR 120.3)."""

    type_name: ClassVar[str] = "several_targets"
    kinds: tuple[str, ...]
    count: Node | int
    up_to: bool = False
