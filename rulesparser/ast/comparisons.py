"""AST nodes of objects chosen by a characteristic compared with a number read from the game
(CR 109.3 characteristics: power, toughness, mana value; CR 107.3, 208.2: "equal to [a number of
the game]") or with another object's (CR 201.2a "the same name as", CR 105 "shares a color
with", CR 205 "shares a creature type with")."""

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
    mana value equal to ..."), ``<=`` ("with power less than or equal to ...", "with toughness X
    or less, where X is ...", CR 107.3c), ``>=`` ("with power X or greater, where X is ..."),
    ``amount`` a
    :class:`~rulesparser.ast.Count` or a :class:`~rulesparser.ast.Sum` ("1 plus the sacrificed
    creature's mana value"). A comparison with a printed number stays a filter word
    (``mana_value<=3``)."""

    type_name: ClassVar[str] = "characteristic_comparison"
    characteristic: str
    op: str
    amount: Node


@dataclass(frozen=True, kw_only=True)
class SharedCharacteristic(Node):
    """A characteristic (CR 109.3) an object has in common with another object (or with one of
    several): ``characteristic`` ``name`` ("with the same name as target creature": CR 201.2a,
    the objects have at least one name in common; an object with no name shares it with none),
    ``color`` ("that shares a color with equipped creature", CR 105.1), ``creature_type`` /
    ``card_type`` ("that shares a creature type with ...", CR 205.2, 205.3); ``object`` the
    other object: a target, an enchanted or equipped creature, the exiled card, or objects of a
    kind ("with the same name as a card in your graveyard": some such object, CR 201.2a). The
    object named just before ("that creature", "it") stays a filter word
    (``same_name_as_that``, ``shares_color_with:it``)."""

    type_name: ClassVar[str] = "shared_characteristic"
    characteristic: str
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class ComparedObjectRef(ObjectRef):
    """An :class:`~rulesparser.ast.ObjectRef` whose objects also meet every comparison of
    ``compare`` (CR 109.3): "each creature with mana value equal to the number of age counters
    on ~" is kind ``each``, filter ``creature``, compare (mana value = Count of age counters on
    this object); "a card with the same name as target creature" has compare (a
    :class:`SharedCharacteristic`: the name, with that target)."""

    type_name: ClassVar[str] = "compared_object"
    compare: tuple[CharacteristicComparison | SharedCharacteristic, ...]
