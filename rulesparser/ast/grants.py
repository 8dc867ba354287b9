"""AST nodes: abilities a static ability grants to a group of objects (CR 604.1, 613.1f)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import Ability, ObjectRef


@dataclass(frozen=True, kw_only=True)
class GrantAbilities(Ability):
    """A static ability giving ``abilities`` to every object ``object`` describes (CR 604.1,
    613.1f layer 6): "All Slivers have "Sacrifice this creature: You gain 3 life."" gives
    ``ObjectRef(kind="all", filter=("sliver",))`` and the quoted ability. Inside a granted
    ability, "this creature" and "you" are the object that has it and its controller."""

    type_name: ClassVar[str] = "grant_abilities"
    object: ObjectRef
    abilities: tuple[Node, ...]


@dataclass(frozen=True, kw_only=True)
class AurasStayAttached(Ability):
    """The static ability ``grant`` whose protection (CR 702.16) doesn't make ``auras`` attached
    illegally: "Enchanted creature has protection from black. This effect doesn't remove ~."
    (Black Ward: ``auras`` is ``ObjectRef(kind="self")``), "... has protection from all colors.
    This effect doesn't remove Auras." (Spectra Ward: every Aura). CR 702.16d would make such an
    Aura attached illegally and CR 704.5m put it into its owner's graveyard; this effect makes
    an exception to that one consequence of the protection it grants."""

    type_name: ClassVar[str] = "auras_stay_attached"
    grant: GrantAbilities
    auras: ObjectRef
