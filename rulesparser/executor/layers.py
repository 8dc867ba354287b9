"""Continuous effects applied in layers (CR 611, 613): one system for every effect that changes
an object's characteristics.

An object's characteristics (types, subtypes, supertypes, colors, abilities, power and
toughness) are never stored on it: :meth:`LayerSystem.characteristics` computes them from its
copiable values (layer 1) and every continuous effect that applies, in this order (CR 613.1,
613.4, current numbering):

====  ======================================================================================
 1    copy effects and face-down status (CR 707.2, 708.2): ``GameObject.chars``
 2    control-changing effects (``GameObject.controller`` is changed directly, CR 108.4)
 3    text-changing effects (none yet)
 4    type-changing effects (CR 205.1): "Each land is a Swamp in addition to its other land
      types", "... are Saproling creatures and Forest lands"
 5    color-changing effects (CR 105.3)
 6    ability-adding / ability-removing effects ("loses all abilities", "has vigilance")
 7a   characteristic-defining abilities that set power/toughness (CR 604.3)
 7b   effects that set base power/toughness ("becomes 0/1", "are 1/1")
 7c   effects that modify power/toughness ("gets +1/+1") and +1/+1 / -1/-1 counters
 7d   effects that switch power and toughness
====  ======================================================================================

Within a layer, effects apply in timestamp order (CR 613.7); a static ability's effect has the
timestamp of its permanent (CR 613.7a), a resolved spell's or ability's effect the time it was
created (CR 613.7b). An effect that began to apply in one layer keeps applying in the later
layers even if the ability that generated it is removed meanwhile (CR 613.6): Ovinize removing
Urborg's abilities in layer 6 does not undo Urborg's layer-4 "Each land is a Swamp". Conversely a
static ability whose first layer is 6 or 7 applies only if its source still has it after
layer 6 (dependency, CR 613.8: the removal is applied first).

Two kinds of continuous effect (CR 611):

* :class:`ContinuousEffect` objects registered with :meth:`LayerSystem.add` — created by a
  resolving spell or ability (CR 611.2). The set of affected objects is locked in when the
  effect begins (CR 611.2c): ``affected`` holds ``(label, zone_changes)`` pairs, so the effect
  stops applying to an object that changed zones (CR 400.7). ``duration`` says when it ends.
* effects of **static abilities** (CR 604, 611.3) are not registered: they are generated anew
  each time characteristics are computed, from the :class:`rulesparser.ast.StaticEffect`
  abilities of the permanents on the battlefield. They affect whatever matches now ("Forests
  that come into play while Life and Limb is in play will come into play as creatures") and end
  when the source leaves the battlefield or loses the ability.

How other mechanics plug in: a static ability is an ``A.StaticEffect`` whose ``effect`` is a
continuous effect node (``A.Becomes``, ``A.ModifyPowerToughness``, ``A.GainAbility``,
``A.LoseAllAbilities``, ``A.SetPowerToughness``); :func:`modification_of` translates such a node
to a :class:`Modification`, the layer-by-layer description the engine applies. A resolving
effect calls :meth:`LayerSystem.add` with a :class:`ContinuousEffect` built the same way (see
``Engine._continuous``). Objects an ``ObjectRef`` designates relative to the source ("enchanted
creature", "each other Sliver") are matched by ``Engine.static_affects``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import IntEnum
from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.canonical import creature_types
from rulesparser.executor import blocker_counts as _blocker_counts
from rulesparser.executor import color as _color
from rulesparser.executor import cost_changes as _cost_changes
from rulesparser.executor import entering as _entering
from rulesparser.executor import restrictions as _restrictions
from rulesparser.executor import triggers as _triggers
from rulesparser.executor.engine import Context, effect, static_effect, static_handler
from rulesparser.executor.state import AbilityInstance, CardDef, GameObject, Zone, classify
from rulesparser.executor.unread_references import unread_reference

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Context, Engine

__all__ = [
    "Layer",
    "Modification",
    "ContinuousEffect",
    "Characteristics",
    "LayerSystem",
    "modification_of",
    "CREATURE_TYPES_ALL",
    "INTRINSIC_MANA_ABILITIES",
]

#: Pseudo subtype meaning "every creature type" (Mistform Ultimus, changeling; CR 205.3m).
CREATURE_TYPES_ALL = "all_creature_types"

#: Basic land types and the mana ability each one implies (CR 305.6).
BASIC_LAND_MANA = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}


def _intrinsic_mana_ability(symbol: str) -> A.ActivatedAbility:
    """ "{T}: Add {symbol}." as the parser gives it (CR 305.6, 2007 CR 212.6d)."""
    return A.ActivatedAbility(
        cost=A.Cost(components=(A.Tap(object=A.ObjectRef(kind="self")),)),
        effect=A.AddMana(player=A.PlayerRef(kind="you"), mana=A.ManaCost(symbols=(symbol,))),
    )


#: The intrinsic mana ability of each basic land type (CR 305.6): one AST node per type, so
#: an object keeps the same ability instance across recomputations.
INTRINSIC_MANA_ABILITIES: dict[str, A.ActivatedAbility] = {
    sub: _intrinsic_mana_ability(sym) for sub, sym in BASIC_LAND_MANA.items()
}


class Layer(IntEnum):
    """The layers and sublayers of CR 613.1 / 613.4 (current numbering), in application order."""

    COPY = 10  #: 613.1a copy effects
    CONTROL = 20  #: 613.1b control-changing effects
    TEXT = 30  #: 613.1c text-changing effects
    TYPE = 40  #: 613.1d type-changing effects
    COLOR = 50  #: 613.1e color-changing effects
    ABILITY = 60  #: 613.1f ability-adding and -removing effects
    PT_CDA = 71  #: 613.4a characteristic-defining abilities that define power/toughness
    PT_SET = 72  #: 613.4b effects that set power and/or toughness
    PT_MODIFY = 73  #: 613.4c effects that modify power/toughness, and counters
    PT_SWITCH = 74  #: 613.4d effects that switch power and toughness


@dataclass(frozen=True)
class Modification:
    """What one continuous effect does, layer by layer (CR 613.6: an effect applies in every
    layer it has a part in). Amounts are ints or AST amounts (``A.Count``...) evaluated when
    applied, with the effect's source as "this" and the affected object as "it".

    - layer 4: ``add_types`` / ``add_subtypes`` / ``add_supertypes`` are added; when
      ``additive`` is False the new card types replace the old ones and subtypes of the
      replaced kinds are lost (CR 205.1a); ``CREATURE_TYPES_ALL`` in ``add_subtypes`` means
      every creature type.
    - layer 5: ``colors`` (not None) becomes the object's colors (CR 105.3), or is added to
      them when ``add_colors`` ("in addition to its other colors").
    - layer 6: ``lose_all_abilities`` first, then ``add_abilities`` (AST ability nodes).
    - layer 7b: ``base_pt`` (power, toughness); 7c: ``pt_delta``; 7d: ``switch_pt``.
    """

    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    add_supertypes: tuple[str, ...] = ()
    additive: bool = True
    colors: tuple[str, ...] | None = None
    add_colors: bool = False
    lose_all_abilities: bool = False
    add_abilities: tuple[A.Node, ...] = ()
    base_pt: tuple[Any, Any] | None = None
    pt_delta: tuple[Any, Any] | None = None
    switch_pt: bool = False
    #: declarations the object can't make, in no layer (a restriction is not a characteristic,
    #: CR 508.1c, 509.1b): ``attack``, ``block`` ("Target creature can't block this turn")
    forbids: frozenset[str] = frozenset()

    def layers(self) -> list[Layer]:
        """The layers this modification has a part in, in order."""
        out = []
        if self.add_types or self.add_subtypes or self.add_supertypes:
            out.append(Layer.TYPE)
        if self.colors is not None:
            out.append(Layer.COLOR)
        if self.lose_all_abilities or self.add_abilities:
            out.append(Layer.ABILITY)
        if self.base_pt is not None:
            out.append(Layer.PT_SET)
        if self.pt_delta is not None:
            out.append(Layer.PT_MODIFY)
        if self.switch_pt:
            out.append(Layer.PT_SWITCH)
        return out

    def first_layer(self) -> Layer:
        """The earliest layer it applies in (CR 613.6); ``Layer.PT_SWITCH`` if empty."""
        ls = self.layers()
        return ls[0] if ls else Layer.PT_SWITCH


@dataclass
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (CR 611.2).

    ``affected``: the locked-in set of ``(label, zone_changes)`` (CR 611.2c). ``duration``:
    ``"end_of_turn"`` (ends in the cleanup step, CR 514.2), ``"lose_control"`` (ends for an
    object its ``controller`` no longer controls), ``"permanent"`` (until the object leaves its
    zone). ``source`` is the label of the object that created it; ``timestamp`` orders it
    (CR 613.7b)."""

    modification: Modification
    affected: set[tuple[str, int]]
    timestamp: int
    duration: str = "end_of_turn"
    source: str | None = None
    controller: str | None = None

    def applies_to(self, obj: GameObject) -> bool:
        """Whether it applies to ``obj`` now (locked-in set, "until you lose control")."""
        if (obj.label, obj.zone_changes) not in self.affected:
            return False
        return self.duration != "lose_control" or obj.controller == self.controller


@dataclass
class Characteristics:
    """An object's characteristics after applying the layers (CR 109.3, 613).

    ``card`` holds the copiable values (names, mana cost; layer 1); ``entries`` the abilities
    as ``(node, keyword)`` pairs — a keyword's expansion gives one pair per sub-ability with the
    keyword, any other ability ``(node, None)``; ``instances`` their :class:`AbilityInstance`
    objects (stable across recomputations, see :meth:`LayerSystem.instances`)."""

    card: CardDef
    types: list[str]
    subtypes: list[str]
    supertypes: list[str]
    colors: list[str]
    entries: list[tuple[A.Node, A.Keyword | None]]
    power: int | None
    toughness: int | None
    instances: list[AbilityInstance] = field(default_factory=list)
    #: derived lists, filled once per computation (hot paths of the engine)
    watchers: list[AbilityInstance] = field(default_factory=list)
    step_abilities: list[AbilityInstance] = field(default_factory=list)
    cda: list[AbilityInstance] = field(default_factory=list)

    def has(self, word: str) -> bool:
        """Card type, subtype, supertype or color check (lower-case English words)."""
        if word in self.types or word in self.supertypes or word in self.colors:
            return True
        if word in self.subtypes:
            return True
        return (
            CREATURE_TYPES_ALL in self.subtypes
            and "creature" in self.types
            and word not in _NOT_CREATURE_TYPES
        )

    def keywords(self) -> list[A.Keyword]:
        """The keyword abilities it has (each instance once)."""
        out: list[A.Keyword] = []
        for node, kw in self.entries:
            k = kw if kw is not None else node
            if isinstance(k, A.Keyword) and not any(k is o for o in out):
                out.append(k)
        return out


#: Words that are never creature types: card types, supertypes, colors, land / artifact /
#: enchantment types (CR 205.2-205.4) and filter words.
_NOT_CREATURE_TYPES = frozenset(
    {
        "artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery",
        "tribal", "legendary", "basic", "snow", "world", "white", "blue", "black", "red",
        "green", "colorless", "forest", "island", "mountain", "plains", "swamp", "desert",
        "gate", "aura", "equipment", "fortification", "permanent", "card", "spell", "token",
        "nontoken", "nonland",
    }
)  # fmt: skip


def modification_of(node: A.Node) -> Modification | None:
    """The :class:`Modification` a continuous-effect AST node describes (its registered static
    handler, :func:`.engine.static_handler`), or None when the node is not one (then the
    caller carries it out as a one-shot effect).

    ``A.LoseAllAbilities`` -> layer 6; ``A.SetPowerToughness`` -> 7b; ``A.ModifyPowerToughness``
    -> 7c; ``A.GainAbility`` -> 6 (the keyword named by ``ability``); ``A.Becomes`` -> 4/5/6/7b."""
    h = static_handler(type(node))
    return h.fn(node) if h is not None and h.fn is not None else None


@static_effect(A.LoseAllAbilities, "613.1f")
def _loses_all_abilities(node: A.LoseAllAbilities) -> Modification:
    return Modification(lose_all_abilities=True)


@static_effect(A.SetPowerToughness, "613.4b")
def _sets_power_toughness(node: A.SetPowerToughness) -> Modification:
    return Modification(base_pt=(node.power, node.toughness))


@static_effect(A.ModifyPowerToughness, "613.4c")
def _modifies_power_toughness(node: A.ModifyPowerToughness) -> Modification:
    return Modification(pt_delta=(node.power, node.toughness))


@static_effect(A.GainAbility, "613.1f")
def _gains_ability(node: A.GainAbility) -> Modification:
    return Modification(add_abilities=(A.Keyword(name=node.ability),))


@static_effect(A.Becomes, "613.1d")
def _becomes(node: A.Becomes) -> Modification:
    """Types (layer 4), colors (5; "colorless" is no color, CR 105.2c), abilities (6), base
    power and toughness (7b)."""
    pt = None
    if node.power is not None and node.toughness is not None:
        pt = (node.power, node.toughness)
    return Modification(
        add_types=node.types,
        add_subtypes=node.subtypes,
        add_supertypes=node.supertypes,
        additive=node.additive,
        colors=tuple(c for c in node.colors if c != "colorless") if node.colors else None,
        add_colors=node.colors_additive,
        add_abilities=node.abilities,
        base_pt=pt,
    )


def _starts_effect(game: Engine, eff: A.Node, ctx: Context) -> bool:
    """A resolving spell or ability starts a continuous effect (CR 611.2, locked in)."""
    return game.continuous_effect(eff, ctx)


effect(A.LoseAllAbilities, "611.2")(_starts_effect)
effect(A.SetPowerToughness, "611.2")(_starts_effect)
effect(A.ModifyPowerToughness, "611.2")(_starts_effect)
effect(A.GainAbility, "611.2")(_starts_effect)


@effect(A.Becomes, "611.2")
def _becomes_now(game: Engine, eff: A.Becomes, ctx: Context) -> bool:
    """ "... becomes [a 0/1 Sheep | the color of your choice]" until ... (CR 611.2, 105.3)."""
    if "chosen_color" in eff.colors:
        return _color.becomes_chosen_color(game, eff, ctx)
    return game.continuous_effect(eff, ctx)


class LayerSystem:
    """Computes characteristics for the objects of one :class:`Engine` (see the module doc).

    Layers 1-6 are cached per object until :meth:`touch` bumps the state version (zone
    changes, effects starting or ending, control or face changes; and every logged event while
    some continuous effect exists, since a static ability's "untapped creatures" may change).
    Power and toughness (layer 7) are computed on each :meth:`power_toughness` call, so counters
    and counts ("equal to the number of ...") are always current."""

    def __init__(self, game: Engine) -> None:
        self.game = game
        #: continuous effects from resolved spells and abilities, in creation order
        self.effects: list[ContinuousEffect] = []
        self.version = 0
        self._statics: tuple[int, list[_Static]] | None = None
        self._computing: set[int] = set()
        self._partial: dict[int, Characteristics] = {}
        self._pt_computing: set[int] = set()

    # ----------------------------------------------------------------- public API

    def touch(self) -> None:
        """Something changed: recompute characteristics on the next query."""
        self.version += 1

    def touch_if_active(self) -> None:
        """A minor change (tapping, counters, life): recompute only if some continuous effect
        exists whose affected set could depend on it (a static ability's filter)."""
        if self.effects or self._static_effects():
            self.version += 1

    def add(self, effect: ContinuousEffect) -> None:
        """Register a continuous effect from a resolving spell or ability (CR 611.2)."""
        self.effects.append(effect)
        self.touch()

    def add_restriction(
        self, forbids: frozenset[str], objs: list[GameObject], source: str, controller: str
    ) -> None:
        """Register "[objs] can't [attack/block] this turn" from a resolving spell or ability
        (CR 611.2, locked in on ``objs``, 611.2c; ends in the cleanup step, CR 514.2)."""
        self.add(
            ContinuousEffect(
                Modification(forbids=forbids),
                {(o.label, o.zone_changes) for o in objs},
                self.game.new_timestamp(),
                duration="end_of_turn",
                source=source,
                controller=controller,
            )
        )

    def end_of_turn(self) -> list[str]:
        """Cleanup step (CR 514.2): "until end of turn" effects end. Returns the labels of the
        objects still in the zone they were affected in, in order, without repeats."""
        ended = [e for e in self.effects if e.duration == "end_of_turn"]
        objs = self.game.objects
        # an effect whose objects all changed zones can never apply again (CR 400.7): forget it
        self.effects = [
            e
            for e in self.effects
            if e.duration != "end_of_turn"
            and any(label in objs and objs[label].zone_changes == zc for label, zc in e.affected)
        ]
        out: list[str] = []
        for e in ended:
            for label, zc in sorted(e.affected):
                o = self.game.objects.get(label)
                if o is not None and o.zone_changes == zc and label not in out:
                    out.append(label)
        if ended:
            self.touch()
        return out

    def follow(self, obj: GameObject, old_zone_changes: int) -> None:
        """Effects on a spell keep applying to the permanent it becomes (CR 702.62a: suspend's
        haste "until you lose control of the spell or the permanent it becomes")."""
        for e in self.effects:
            if (obj.label, old_zone_changes) in e.affected:
                e.affected.add((obj.label, obj.zone_changes))
        self.touch()

    def characteristics(self, obj: GameObject) -> Characteristics:
        """``obj``'s characteristics now, layers 1-6 (types, colors, abilities; the power and
        toughness fields hold the copiable values, see :meth:`power_toughness`). Last known
        information (``GameObject.frozen``) is returned as it was frozen."""
        if obj.frozen is not None:
            return obj.frozen
        hit = obj.layer_cache
        if hit is not None and hit[0] == self.version and hit[1] == obj.zone_changes:
            return hit[2]
        return self._entry(obj)[0]

    def power_toughness(self, obj: GameObject) -> tuple[int | None, int | None]:
        """Power and toughness after layer 7 (CR 613.4): CDA (7a), setting (7b), modifying
        and counters (7c), switching (7d). None for a value the object doesn't have."""
        if obj.frozen is not None:
            return (obj.frozen.power, obj.frozen.toughness)
        hit = obj.layer_cache
        if hit is not None and hit[0] == self.version and hit[1] == obj.zone_changes:
            ch, rows = hit[2], hit[3]
        else:
            ch, rows = self._entry(obj)
        if not rows and not ch.cda:
            c = obj.counters
            if not c or ("+1/+1" not in c and "-1/-1" not in c):
                return (ch.power, ch.toughness)
        if "creature" not in ch.types or id(obj) in self._pt_computing:
            return (ch.power, ch.toughness)
        self._pt_computing.add(id(obj))
        try:
            return self._layer7(obj, ch, rows)
        finally:
            self._pt_computing.discard(id(obj))

    def freeze(self, obj: GameObject) -> Characteristics:
        """A copy of ``obj``'s characteristics with power and toughness after layer 7, for last
        known information (CR 608.2h)."""
        ch = self.characteristics(obj)
        p, t = self.power_toughness(obj)
        return Characteristics(
            ch.card,
            list(ch.types),
            list(ch.subtypes),
            list(ch.supertypes),
            list(ch.colors),
            list(ch.entries),
            p,
            t,
            list(ch.instances),
            list(ch.watchers),
            list(ch.step_abilities),
            list(ch.cda),
        )

    def _entry(self, obj: GameObject) -> tuple[Characteristics, list[_Row]]:
        hit = obj.layer_cache
        if hit is not None and hit[0] == self.version and hit[1] == obj.zone_changes:
            return hit[2], hit[3]
        if id(obj) in self._computing:  # asked while its own layers are being applied
            return self._partial[id(obj)], []
        self._computing.add(id(obj))
        try:
            ch, rows = self._compute(obj)
        finally:
            self._computing.discard(id(obj))
            self._partial.pop(id(obj), None)
        obj.layer_cache = (self.version, obj.zone_changes, ch, rows)
        return ch, rows

    def instances(self, obj: GameObject, ch: Characteristics) -> list[AbilityInstance]:
        """The :class:`AbilityInstance` objects of ``ch.entries``: the same instance for the
        same ability across recomputations (stack items keep pointing at it)."""
        cache = obj.instance_cache
        out: list[AbilityInstance] = []
        for node, kw in ch.entries:
            k = (id(node), id(kw))
            inst = cache.get(k)
            if inst is None:
                inst = AbilityInstance(node, kw, len(cache))
                classify(inst)
                inst.unplayable = _triggers.unplayable(node) or unread_reference(node)
                cache[k] = inst
            out.append(inst)
        return out

    # ----------------------------------------------------------------- computation

    def _base(self, obj: GameObject) -> Characteristics:
        """Layer 1: copiable values (CR 707.2), or a face-down 2/2 with no name, types other
        than creature, colors or abilities (CR 708.2)."""
        c = obj.chars
        if obj.face_down:
            return Characteristics(c, ["creature"], [], [], [], [], 2, 2)
        entries: list[tuple[A.Node, A.Keyword | None]] = []
        for node in c.abilities:
            entries.extend(_expand(node))
        colors = list(c.colors)
        for node, _kw in entries:
            if isinstance(node, A.DefineColors):
                # "Ghostfire is colorless." (CR 604.3): in every zone, applied first in layer 5
                # (CR 613.3); "colorless" is no color (CR 105.2c)
                colors = [x for x in node.colors if x != "colorless"]
        return Characteristics(
            c,
            list(c.types),
            list(c.subtypes),
            list(c.supertypes),
            colors,
            entries,
            c.power,
            c.toughness,
        )

    def _static_effects(self) -> list[_Static]:
        """Effects of the static abilities of the permanents on the battlefield (CR 611.3),
        from their abilities after layers 1-3, with the source's timestamp (CR 613.7a)."""
        if self._statics is not None and self._statics[0] == self.version:
            return self._statics[1]
        out: list[_Static] = []
        for src in self.game.battlefield:
            base = self._base(src)
            for node, _kw in base.entries:
                if isinstance(node, (A.StaticEffect, A.GrantAbilities)):
                    out.extend(_statics_of(node, src))
                elif isinstance(node, A.ReplacementEffect) and _unplayed_replacement(node, _kw):
                    # "If ~ would die, exile it instead" (CR 614.1a): not applied yet
                    self.game.unsupported.add_of(
                        f"replacement_effect:{node.event.name}", src.card.key
                    )
        self._statics = (self.version, out)
        return out

    def _granted_statics(self, obj: GameObject, ch: Characteristics) -> list[_Static]:
        """Static abilities a permanent gained in layer 6 (CR 613.6: they apply from layer 7)."""
        out: list[_Static] = []
        base_ids = {id(n) for n, _ in self._base(obj).entries}
        for node, _kw in ch.entries:
            if isinstance(node, (A.StaticEffect, A.GrantAbilities)) and id(node) not in base_ids:
                out.extend(_statics_of(node, obj))
        return out

    def _compute(self, obj: GameObject) -> tuple[Characteristics, list[_Row]]:
        """Apply the layers to ``obj``. While this runs, questions about ``obj`` itself (a
        static ability's "each land" asked of it) see the partial result, so an effect that
        changes what another applies to is applied first (dependency, CR 613.8: Life and Limb
        applies to Mistform Ultimus because the Ultimus is every creature type in layer 4)."""
        ch = self._base(obj)
        self._partial[id(obj)] = ch
        on_bf = obj.zone is Zone.BATTLEFIELD
        rows: list[_Row] = []
        for i, e in enumerate(self.effects):
            if e.applies_to(obj):
                src = self.game.objects.get(e.source) if e.source else None
                rows.append(_Row(e.timestamp, i, e.modification, src, None))
        candidates: list[_Static] = list(self._static_effects()) if on_bf else []
        for layer in (Layer.TYPE, Layer.COLOR, Layer.ABILITY):
            if layer is Layer.ABILITY:
                _add_intrinsic_mana_abilities(ch)
            # static abilities whose first layer this is: decide now whether they apply
            # (CR 613.6: then they apply in their later layers too); in layer 6 also those
            # starting in layer 7, which need their source to keep the ability (CR 613.8)
            if layer is Layer.ABILITY:
                first = [s for s in candidates if s.mod.first_layer() >= Layer.ABILITY]
            else:
                first = [s for s in candidates if s.mod.first_layer() == layer]
            done: set[int] = set()
            progress = True
            while progress:
                progress = False
                todo = [r for r in rows if layer in r.mod.layers() and id(r) not in done]
                todo += [
                    _Row(s.source.timestamp, -1, s.mod, s.source, s)
                    for s in first
                    if id(s) not in done
                ]
                todo.sort(key=lambda r: (r.timestamp, r.index))
                for r in todo:
                    if r.static is not None:
                        # not applying now: it may once a type-changing effect applied
                        if not self._affects(r.static, obj):
                            continue
                        if layer is Layer.ABILITY and not self._source_keeps(r.static, obj, rows):
                            continue
                        done.add(id(r.static))
                        rows.append(r)
                        done.add(id(r))
                    else:
                        done.add(id(r))
                    if layer in r.mod.layers():
                        self._apply(layer, r.mod, ch, obj, r.source)
                    if layer is Layer.TYPE and r.static is not None:
                        progress = True  # types changed: other statics may now apply
                        break
            candidates = [s for s in candidates if s.mod.first_layer() > layer]
        if on_bf:
            for s in self._granted_statics(obj, ch):
                if s.mod.first_layer() > Layer.ABILITY and self._affects(s, obj):
                    rows.append(_Row(s.source.timestamp, -1, s.mod, s.source, s))
        rows.sort(key=lambda r: (r.timestamp, r.index))
        ch.instances = self.instances(obj, ch)
        if on_bf and obj.game is not None:  # a trigger it has that would never trigger
            for i in ch.instances:
                if i.unplayable is not None and not i.exile_only:
                    obj.game.unsupported.add_of(i.unplayable, obj.card.key)
        ch.watchers = [i for i in ch.instances if i.trigger_kind == "event" and not i.self_only]
        ch.step_abilities = [i for i in ch.instances if i.trigger_kind == "step"]
        ch.cda = [i for i in ch.instances if isinstance(i.node, A.DefinePowerToughness)]
        return ch, [r for r in rows if r.mod.first_layer() >= Layer.PT_CDA or _has_pt(r.mod)]

    def _layer7(
        self, obj: GameObject, ch: Characteristics, rows: list[_Row]
    ) -> tuple[int | None, int | None]:
        pt = [ch.power, ch.toughness]
        self._cda(pt, ch, obj)
        for layer in (Layer.PT_SET, Layer.PT_MODIFY):
            for r in rows:
                self._apply_pt(layer, r.mod, pt, obj, r.source)
        if obj.zone is Zone.BATTLEFIELD:
            n = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
            if n:
                pt = [(pt[0] or 0) + n, (pt[1] or 0) + n]
        for r in rows:
            self._apply_pt(Layer.PT_SWITCH, r.mod, pt, obj, r.source)
        return (pt[0], pt[1])

    def _source_keeps(self, s: _Static, obj: GameObject, rows: list[_Row]) -> bool:
        """Whether the source of a static ability starting in layer 6 or 7 still has that
        ability after layer 6 (it would not after Ovinize, CR 613.8)."""
        if s.source is obj:
            probe = Characteristics(obj.chars, [], [], [], [], list(self._base(obj).entries), 0, 0)
            for r in sorted(rows, key=lambda r: (r.timestamp, r.index)):
                if r.static is None and Layer.ABILITY in r.mod.layers():
                    self._apply(Layer.ABILITY, r.mod, probe, obj, r.source)
            entries = probe.entries
        else:
            entries = self.characteristics(s.source).entries
        return any(n is s.node for n, _ in entries)

    def _affects(self, s: _Static, obj: GameObject) -> bool:
        if s.condition is not None and not self._condition_holds(s):
            return False
        return bool(self.game.static_affects(s.ref, s.source, obj))

    def _condition_holds(self, s: _Static) -> bool:
        """Whether the condition of an "as long as" static ability holds now (CR 611.3a),
        for its source and that source's controller."""
        ctx = Context(None, s.source.controller, s.source, True, None)
        return bool(self.game.condition_holds(s.condition, ctx))

    def _cda(self, pt: list[int | None], ch: Characteristics, obj: GameObject) -> None:
        """Layer 7a: "~'s power and toughness are each equal to ..." (CR 604.3)."""
        for node, _kw in ch.entries:
            if isinstance(node, A.DefinePowerToughness):
                if node.power is not None:
                    pt[0] = self.game.amount_for(node.power, obj, obj)
                if node.toughness is not None:
                    pt[1] = self.game.amount_for(node.toughness, obj, obj)

    def _apply(
        self,
        layer: Layer,
        mod: Modification,
        ch: Characteristics,
        obj: GameObject,
        src: GameObject | None,
    ) -> None:
        """Apply the part of ``mod`` that belongs to ``layer`` (4, 5 or 6) to ``ch``."""
        if layer is Layer.TYPE and (mod.add_types or mod.add_subtypes or mod.add_supertypes):
            if not mod.additive and mod.add_types:
                kept = {t for t in ch.types if t in mod.add_types}
                if not kept:
                    ch.subtypes = []
                ch.types = [t for t in ch.types if t in mod.add_types]
            for t in mod.add_types:
                if t not in ch.types:
                    ch.types.append(t)
            for t in mod.add_supertypes:
                if t not in ch.supertypes:
                    ch.supertypes.append(t)
            if not mod.additive and mod.add_subtypes:
                _set_subtypes(mod.add_subtypes, ch)
            for t in mod.add_subtypes:
                if t not in ch.subtypes:
                    ch.subtypes.append(t)
        elif layer is Layer.COLOR and mod.colors is not None:
            if mod.add_colors:
                ch.colors = [*ch.colors, *(c for c in mod.colors if c not in ch.colors)]
            else:
                ch.colors = list(mod.colors)
        elif layer is Layer.ABILITY:
            if mod.lose_all_abilities:
                ch.entries = []
            for node in mod.add_abilities:
                ch.entries.extend(_expand(node))

    def _apply_pt(
        self,
        layer: Layer,
        mod: Modification,
        pt: list[int | None],
        obj: GameObject,
        src: GameObject | None,
    ) -> None:
        """Apply the layer-7 part of ``mod`` for sublayer ``layer`` to ``pt``."""
        who = src or obj
        if layer is Layer.PT_SET and mod.base_pt is not None:
            pt[0] = self.game.amount_for(mod.base_pt[0], who, obj)
            pt[1] = self.game.amount_for(mod.base_pt[1], who, obj)
        elif layer is Layer.PT_MODIFY and mod.pt_delta is not None:
            pt[0] = (pt[0] or 0) + self.game.amount_for(mod.pt_delta[0], who, obj)
            pt[1] = (pt[1] or 0) + self.game.amount_for(mod.pt_delta[1], who, obj)
        elif layer is Layer.PT_SWITCH and mod.switch_pt:
            pt[0], pt[1] = pt[1], pt[0]


#: The land types (CR 205.3i).
_LAND_TYPES = frozenset(
    {
        "cave", "cloud", "desert", "forest", "gate", "island", "lair", "locus", "mine",
        "mountain", "planet", "plains", "power-plant", "sphere", "swamp", "tower", "town",
        "urza's",
    }
)  # fmt: skip


def _subtype_kind(subtype: str) -> str | None:
    """Which set of subtypes (CR 205.3) a subtype belongs to, for the two an effect sets
    alone: ``land`` or ``creature``; None for any other."""
    if subtype in _LAND_TYPES:
        return "land"
    if subtype in creature_types():
        return "creature"
    return None


def _set_subtypes(new: tuple[str, ...], ch: Characteristics) -> None:
    """An effect that sets subtypes ("becomes a Swamp", "becomes a Human", "Enchanted land is
    an Island"): they replace the object's subtypes of their set (CR 205.1a); a land whose
    subtype is set to a basic land type loses the abilities of its rules text (CR 305.7: those
    other effects grant come in layer 6, after this)."""
    kinds = {_subtype_kind(t) for t in new} - {None}
    ch.subtypes = [t for t in ch.subtypes if _subtype_kind(t) not in kinds]
    if any(t in BASIC_LAND_MANA for t in new) and "land" in ch.types:
        ch.entries = []


def _add_intrinsic_mana_abilities(ch: Characteristics) -> None:
    """CR 305.6: an object with a basic land type has that type's intrinsic "{T}: Add [mana]"
    ability. The types are final after layer 4, so a land that became a Swamp (Urborg, Tomb of
    Yawgmoth) or a Saproling that became a Forest (Life and Limb) has it; it is added before
    the layer-6 effects, so "loses all abilities" (Ovinize) removes it like any other ability
    (Planar Chaos FAQ, Urborg ruling 3)."""
    have = {id(n) for n, _ in ch.entries}
    intrinsic: list[tuple[A.Node, A.Keyword | None]] = []
    for sub in ch.subtypes:
        node = INTRINSIC_MANA_ABILITIES.get(sub)
        if node is not None and id(node) not in have:
            have.add(id(node))
            intrinsic.append((node, None))
    ch.entries[:0] = intrinsic  # listed first, in the order of the types


def _has_pt(mod: Modification) -> bool:
    return mod.base_pt is not None or mod.pt_delta is not None or mod.switch_pt


@dataclass(eq=False)
class _Row:
    """One modification to apply to the object being computed, with its timestamp."""

    timestamp: int
    index: int
    mod: Modification
    source: GameObject | None
    static: _Static | None


@dataclass(eq=False)
class _Static:
    """One effect generated by a static ability of ``source`` (CR 611.3) on ``ref``."""

    node: A.StaticEffect | A.GrantAbilities
    source: GameObject
    ref: A.Node
    mod: Modification
    #: "As long as [condition], ...": the effect applies only while it holds (CR 611.3a: a
    #: static ability's effect is not locked in; it applies at each moment its text says)
    condition: A.Node | None = None


def _statics_of(node: A.StaticEffect | A.GrantAbilities, src: GameObject) -> list[_Static]:
    """The effects one static ability of ``src`` generates: one per continuous-effect node of
    a ``StaticEffect``; "All Slivers have ..." (``GrantAbilities``) adds abilities (layer 6)."""
    if isinstance(node, A.GrantAbilities):
        return [_Static(node, src, node.object, Modification(add_abilities=node.abilities))]
    effs = node.effect.effects if isinstance(node.effect, A.Sequence) else (node.effect,)
    out = []
    for e in effs:
        statics = _conditional_statics(node, src, e) if isinstance(e, A.Conditional) else None
        if statics:
            out.extend(statics)
            continue
        mod = modification_of(e) if statics is None else None
        ref = getattr(e, "object", None)
        if mod is not None and ref is not None:
            out.append(_Static(node, src, ref, mod))
        elif _cost_changes.played(e):
            continue  # applied as spells are cast (cost_changes.total_cost, CR 601.2f)
        elif isinstance(node, A.StaticEffect) and _entering.enters_tapped_unless(node):
            continue  # "enters tapped unless ...": applied as it enters (entering.py)
        elif (
            statics is not None
            or static_handler(type(e)) is None
            or (isinstance(e, A.Restriction) and not _restrictions.played(e))
            or isinstance(e, A.CostChange)  # (one cost_changes doesn't play)
            or (isinstance(e, A.BlockerCount) and not _blocker_counts.played(e))
        ) and src.game is not None:
            src.game.unsupported.add_of(e.type_name, src.card.key)
    return out


def conditional_modifications(e: A.Conditional) -> list[tuple[A.Node, Modification]]:
    """ "As long as [condition], [effect]" (a ``Conditional`` in a static ability): the
    (object reference, layer modification) of each effect (P/T, types, abilities, "has
    [keyword]"), applied while the condition holds (CR 611.3a). An effect the layer system
    does not apply by a modification (one with its own handler): an empty list (not played)."""
    inner = e.effect.effects if isinstance(e.effect, A.Sequence) else (e.effect,)
    out: list[tuple[A.Node, Modification]] = []
    for x in inner:
        if isinstance(x, A.GrantAbilities):
            mod: Modification | None = Modification(add_abilities=x.abilities)
        else:
            mod = modification_of(x)
        ref = getattr(x, "object", None)
        if mod is None or ref is None:
            return []
        out.append((ref, mod))
    return out


def _conditional_statics(node: A.StaticEffect, src: GameObject, e: A.Conditional) -> list[_Static]:
    """The effects of a ``Conditional`` of a static ability, each applying while its condition
    holds (evaluated whenever characteristics are computed: :meth:`Layers._affects`)."""
    return [
        _Static(node, src, ref, mod, condition=e.condition)
        for ref, mod in conditional_modifications(e)
    ]


#: keywords whose rules the executor's own code applies where the game asks for them, by the
#: keyword's name (``game.has_keyword``): combat (702.2 deathtouch, 702.3 defender, 702.4 double
#: strike, 702.7 first strike, 702.9 flying, 702.17 reach, 702.19 trample, 702.20 vigilance,
#: 702.14 landwalk), damage (702.15 lifelink), haste (702.10), targeting (702.11 hexproof, 702.16 protection, 702.18
#: shroud), destruction (702.12 indestructible) and Auras (702.5 enchant, ``auras``). Such a
#: keyword stands for that code, not for the abilities its CR text expands to (702.3b "A creature with defender can't attack" is the
#: check of ``declarations.declare_attackers``): applying both would apply one rule twice.
RULES_KEYWORDS = frozenset(
    "deathtouch defender double_strike first_strike flying reach trample vigilance haste "
    "hexproof protection shroud indestructible plainswalk islandwalk swampwalk mountainwalk "
    "forestwalk enchant lifelink".split()
)


def played_by_name(node: A.Keyword) -> A.Keyword:
    """``node`` as the executor plays it: a keyword of :data:`RULES_KEYWORDS` stands for its
    rule-named static ability (the code that applies it); any other keyword as it is."""
    if node.name in RULES_KEYWORDS:
        return dataclasses.replace(node, abilities=(A.StaticAbility(rule=node.name),))
    return node


def _expand(node: A.Node) -> list[tuple[A.Node, A.Keyword | None]]:
    """A keyword stands for its sub-abilities (CR 702.1), a keyword the executor's code applies
    by name for that code (:func:`played_by_name`); other abilities for themselves."""
    if isinstance(node, A.Keyword):
        node = played_by_name(node)
        if node.abilities:
            return [(sub, node) for sub in node.abilities]
        return [(node, node)]
    return [(node, None)]


#: events of replacement effects of permanents the executor does not apply yet (CR 614.1a,
#: 615.1a): "If ~ would die / be destroyed / be put into a graveyard, ... instead", "If damage
#: would be dealt to ~, prevent that damage"
UNPLAYED_EVENTS = ("dies", "destroyed", "dealt_damage")


def _unplayed_replacement(node: A.ReplacementEffect, keyword: A.Node | None = None) -> bool:
    """Whether the executor does not apply this replacement effect of a permanent (CR 614.1):
    the events of :data:`UNPLAYED_EVENTS`, zone changes, and any "instead" of a card's own
    text (a keyword's, e.g. madness's discard, is played by the keyword's name); "as", "tapped"
    and "with" (entering, copies, colors) are played."""
    name = getattr(node.event, "name", "")
    if name in UNPLAYED_EVENTS:
        return True
    if node.mode == "instead" and keyword is None:
        return True
    return name.startswith("put_into_") and name != "put_into_graveyard_resolving"


#: type of a callable evaluating an amount for (amount, source, affected object)
AmountFn = Callable[[Any, GameObject, GameObject], int]


def continuous_effect(game: Engine, eff: A.Node, ctx: Context) -> bool:
    """A resolving spell or ability starts a continuous effect (CR 611.2) on the objects
    its reference designates now (locked in, CR 611.2c): permanents, or for an ability
    gain also a spell on the stack (suspend's haste)."""
    ref = getattr(eff, "object", None)
    objs: list[GameObject] = []
    if isinstance(eff, A.ModifyPowerToughness) and not (
        isinstance(eff.power, int) and isinstance(eff.toughness, int)
    ):
        # "+X/+0, where X is its power": X is fixed as the effect resolves (CR 608.2h)
        objs0 = [o for o in game.objects_of(ref, ctx) if isinstance(o, GameObject)]
        ctx.that = objs0
        eff = dataclasses.replace(
            eff,
            power=game.amount_of(eff.power, ctx),
            toughness=game.amount_of(eff.toughness, ctx),
        )
        ctx.that = objs0
    if isinstance(eff, A.GainAbility):
        for o in game.objects_of(ref, ctx, include_dead=True):
            real = game.objects.get(o.label, o)
            if real.zone is Zone.STACK and not real.has_type("creature"):
                # suspend's haste is gained only by a creature spell (CR 702.62a): a
                # sorcery cast by suspend doesn't "gain haste"
                continue
            if real.zone in (Zone.BATTLEFIELD, Zone.STACK):
                objs.append(real)
    else:
        objs = [
            o
            for o in game.objects_of(ref, ctx)
            if isinstance(o, GameObject) and o.zone is Zone.BATTLEFIELD
        ]
    if not objs:
        return False
    start_effect(game, eff, objs, ctx.source, ctx.controller)
    return True


def start_effect(
    game: Engine, eff: A.Node, objs: list[GameObject], source: GameObject, controller: str
) -> ContinuousEffect | None:
    """Register the continuous effect ``eff`` (``A.GainAbility``, ``A.LoseAllAbilities``,
    ``A.SetPowerToughness``, ``A.ModifyPowerToughness``, ``A.Becomes``) on ``objs`` with a
    new timestamp (CR 613.7b); the layer system applies it (see :mod:`.layers`). Its
    duration is the node's (``end_of_turn``, ``lose_control``, ``permanent``; none given:
    permanent). Logs ``gains`` / ``loses_abilities`` / ``becomes`` / ``gets`` per object.
    Returns the effect, or None for a node that isn't a continuous effect."""
    mod = modification_of(eff)
    if mod is None or not objs:
        return None
    dur = getattr(eff, "duration", None)
    kind = dur.kind if dur is not None else "permanent"
    effect = ContinuousEffect(
        mod,
        {(o.label, o.zone_changes) for o in objs},
        game.new_timestamp(),
        duration=kind,
        source=source.label,
        controller=controller,
    )
    game.layers.add(effect)
    for o in objs:
        if isinstance(eff, A.GainAbility):
            game.emit("gains", card=o.label, ability=eff.ability, duration=kind)
        elif isinstance(eff, A.LoseAllAbilities):
            game.emit("loses_abilities", card=o.label)
        elif isinstance(eff, A.SetPowerToughness):
            game.emit("becomes", card=o.label, power=eff.power, toughness=eff.toughness)
        elif isinstance(eff, A.ModifyPowerToughness):
            game.emit("gets", card=o.label, power=eff.power, toughness=eff.toughness)
        else:
            p, t = game.power_toughness(o)
            game.emit("becomes", card=o.label, power=p, toughness=t)
    return effect
