"""AST nodes: the layers area."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .core import Ability, Amount, Duration, Effect, ManaCost, ObjectRef, PlayerRef

# --------------------------------------------------------------------------- layers area
# Continuous effects of static abilities and "becomes" effects (helper area "layers", CR 613).


@dataclass(frozen=True, kw_only=True)
class ObjectUnion(Node):
    """Objects matching any of several references: "All Forests and all Saprolings"; the
    objects of several references, each with its own quantifier, that one verb acts on
    ("Destroy target artifact and target enchantment": two targets, CR 115.1, one of each;
    "sacrifices an artifact creature and a nonartifact creature"). A reference after it
    ("They can't be regenerated", "those permanents") is to all of them."""

    type_name: ClassVar[str] = "object_union"
    objects: tuple[ObjectRef, ...]


@dataclass(frozen=True, kw_only=True)
class LosesCardTypes(Effect):
    """``object`` isn't ``types`` for ``duration`` (a type-changing effect, layer 4, CR 613.1d,
    205.1): "As long as this permanent's impending cost was paid and it has a time counter on
    it, it's not a creature." (impending, CR 702.176a): it loses those card types (and the
    subtypes that go with them, CR 205.1a) and keeps its others."""

    type_name: ClassVar[str] = "loses_card_types"
    object: Node
    types: tuple[str, ...]
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class Becomes(Effect):
    """``object`` becomes / is something for ``duration`` (CR 205.1, 613.1d-f, 613.4b): gains
    card ``types``, ``subtypes`` and ``supertypes`` (layer 4; ``additive`` "in addition to its
    other types" / "that are still lands", else the new card types replace the old ones), gets
    ``colors`` (layer 5: they replace the object's colors, CR 105.3, unless ``colors_additive``:
    "is a black Zombie in addition to its other colors and types", "becomes blue in addition
    to its other colors", where they are added to them), ``abilities`` (layer 6) and base
    ``power``/``toughness`` (layer 7b).
    "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in
    addition to their other types" (Life and Limb); "Each land is a Swamp in addition to its
    other land types" (Urborg); "They become 3/3 green creatures with haste that are still
    lands" (Hunting Wilds). ``subtypes`` may hold ``all_creature_types`` (CR 205.3m).
    ``duration`` None: as long as the static ability generating it applies, or for ever."""

    type_name: ClassVar[str] = "becomes"
    object: Node
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    abilities: tuple[Node, ...] = ()
    power: int | None = None
    toughness: int | None = None
    additive: bool = True
    colors_additive: bool = False
    duration: Duration | None = None


@dataclass(frozen=True, kw_only=True)
class TextChange(Effect):
    """A text-changing effect (CR 612.1-612.2, 613.1c: layer 3): "Change the text of target spell
    or permanent by replacing all instances of one color word with another". As it resolves,
    its controller chooses one kind of ``words`` (``color``: a color word, ``basic_land_type``,
    ``creature_type``; Mind Bend offers two), one word of that kind and another; every instance
    of the first used as that kind of word (CR 612.2: never in a name) in ``object``'s text
    becomes the second, for ``duration`` (None: for ever, CR 611.2a)."""

    type_name: ClassVar[str] = "text_change"
    object: ObjectRef
    words: tuple[str, ...]
    duration: Duration | None = None


@dataclass(frozen=True, kw_only=True)
class StaticEffect(Ability):
    """A static ability that generates a continuous effect (CR 604.1, 611.3): ``effect`` is a
    continuous-effect node (``Becomes``, ``ModifyPowerToughness``, ``GainAbility``...) whose
    object reference is evaluated continuously, not locked in; it applies while the permanent is
    on the battlefield and has the ability (the executor's layer system, CR 613)."""

    type_name: ClassVar[str] = "static_effect"
    effect: Node


@dataclass(frozen=True, kw_only=True)
class DelayedTrigger(Effect):
    """Create a delayed triggered ability (CR 603.7a): "Sacrifice it at end of turn" (2007
    wording: the next end step) / "at the beginning of the next end step". It triggers once, at
    the first ``trigger`` event after it was created (CR 603.7b; created during an end step, it
    waits for the next turn's), and does ``effect``; the objects it names ("it") are those the
    spell or ability named when it created the delayed ability (CR 603.7c). ``duration``
    "When that creature dies this turn, ...": the stated duration after which it no longer
    triggers (CR 603.7b: with one it may trigger more than once, "Whenever ... this turn");
    None for the once-only kind."""

    type_name: ClassVar[str] = "delayed_trigger"
    trigger: Node
    effect: Node
    duration: Duration | None = None


@dataclass(frozen=True, kw_only=True)
class RevealHand(Effect):
    """``player`` reveals their hand (CR 701.16a), e.g. Treacherous Urge's target opponent."""

    type_name: ClassVar[str] = "reveal_hand"
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class SkipNextStep(Effect):
    """ "[player] skips their next [step]" (CR 614.1b, 614.10): a one-shot replacement of that
    player's next such step; several skip as many steps (CR 614.10a). Molten Firebird.
    ``step`` ``turn``: "You skip your next turn." (Lethal Vapors; CR 614.10: a skipped turn
    is replaced with nothing, as a step)."""

    type_name: ClassVar[str] = "skip_next_step"
    player: PlayerRef
    step: str


@dataclass(frozen=True, kw_only=True)
class AddMana(Effect):
    """``player`` adds ``mana`` to their mana pool (CR 106.4; 2007 CR 406: an activated ability
    that does this is a mana ability and doesn't use the stack, a triggered one that triggers on
    something else than a mana ability does). ``optional`` for "you may add". ``amount``: how
    many times ``mana`` is added, a number read from the game for "Add {G} for each Elf you
    control" (a :class:`~rulesparser.ast.Count`, CR 107.3, 106.4)."""

    type_name: ClassVar[str] = "add_mana"
    player: PlayerRef
    mana: ManaCost
    optional: bool = False
    amount: Amount | Node = 1
