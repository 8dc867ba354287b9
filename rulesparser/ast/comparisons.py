"""AST nodes of objects chosen by a characteristic compared with a number read from the game
(CR 109.3 characteristics: power, toughness, mana value; CR 107.3, 208.2: "equal to [a number of
the game]")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import ObjectRef


@dataclass(frozen=True, kw_only=True)
class CharacteristicComparison(Node):
    """An object's characteristic compared with a number read from the game when the object is
    looked at (CR 109.3; 208.1 power and toughness, 202.3 mana value; CR 107.3 a number of the
    game): ``characteristic`` ``power`` / ``toughness`` / ``mana_value``, ``op`` ``=`` ("with
    mana value equal to ..."), ``<=`` ("with power less than or equal to ..."), ``amount`` a
    :class:`~rulesparser.ast.Count` or a :class:`~rulesparser.ast.Sum` ("1 plus the sacrificed
    creature's mana value"). A comparison with a printed number stays a filter word
    (``mana_value<=3``)."""

    type_name: ClassVar[str] = "characteristic_comparison"
    characteristic: str
    op: str
    amount: Node


@dataclass(frozen=True, kw_only=True)
class ComparedObjectRef(ObjectRef):
    """An :class:`~rulesparser.ast.ObjectRef` whose objects also meet every comparison of
    ``compare`` (CR 109.3): "each creature with mana value equal to the number of age counters
    on ~" is kind ``each``, filter ``creature``, compare (mana value = Count of age counters on
    this object)."""

    type_name: ClassVar[str] = "compared_object"
    compare: tuple[CharacteristicComparison, ...]
