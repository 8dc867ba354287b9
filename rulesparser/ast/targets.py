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
