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
    ``kinds`` is a sorted tuple of ``creature``, ``planeswalker``, ``battle`` and ``player``.

    "any target" (CR 115.4, Oracle wording since Dominaria 2018) is ``ANY_TARGET_KINDS``;
    "target creature or player" (the printed wording before 2018) is ``("creature",
    "player")``; "target player or planeswalker" is ``("planeswalker", "player")``. They are
    different nodes on purpose: under the rules of its time, a "creature or player" target
    could never be a planeswalker (damage reached planeswalkers only through the 2008-2018
    redirection rule, CR 212.9g / 306.7, a replacement effect, not a target) nor a battle, so
    the legal targets differ and the executor must not offer the same choices. A target of
    one kind only ("target creature", "target player") stays an :class:`ObjectRef` /
    :class:`PlayerRef`."""

    type_name: ClassVar[str] = "target"
    kinds: tuple[str, ...]
