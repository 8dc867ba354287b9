"""AST node of emblems (CR 114)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import Effect, PlayerRef


@dataclass(frozen=True, kw_only=True)
class CreateEmblem(Effect):
    """``player`` gets an emblem with ``abilities`` (CR 114.1: an emblem is an object in the
    command zone with those abilities and no other characteristics; "You get an emblem with
    "..."", French "Vous gagnez un emblème avec « ... »", German "Du erhältst ein Emblem mit
    „...“")."""

    type_name: ClassVar[str] = "create_emblem"
    player: PlayerRef
    abilities: tuple[Node, ...]
