"""Game state value types: zones, steps, cards, objects, players, stack items, log events.

Modelled in the spirit of python-chess: small dataclasses and enums, each citing the
Comprehensive Rules (CR). Nothing here knows any card text: a :class:`CardDef` carries the parsed
AST (``rulesparser.ast`` nodes) and the executor interprets those nodes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from rulesparser import ast as A

__all__ = [
    "Zone",
    "Step",
    "STEPS",
    "CardDef",
    "AbilityInstance",
    "GameObject",
    "Player",
    "StackItem",
    "GameEvent",
    "ExecutorError",
    "IllegalAction",
]


class ExecutorError(ValueError):
    """A game could not be set up or continued (bad card data, unknown reference)."""


class IllegalAction(ExecutorError):
    """A scripted action the rules forbid (CR 601.2e costs, 508.1 attack restrictions...).

    ``code`` is a stable machine-readable reason (``summoning_sick``, ``cannot_pay``,
    ``duplicate_choice``, ``not_tapped``, ``no_such_ability``, ``illegal_target``...)."""

    def __init__(self, code: str, message: str) -> None:
        self.code = code
        super().__init__(f"{code}: {message}")


class Zone(StrEnum):
    """Game zones (CR 400.1)."""

    LIBRARY = "library"  #: CR 401
    HAND = "hand"  #: CR 402
    BATTLEFIELD = "battlefield"  #: CR 403 (old wording: "in play")
    GRAVEYARD = "graveyard"  #: CR 404
    STACK = "stack"  #: CR 405
    EXILE = "exile"  #: CR 406 (old wording: "removed from the game")


class Step(StrEnum):
    """Steps and main phases of a turn, in order (CR 500.1, 501-514)."""

    UNTAP = "untap"  #: CR 502
    UPKEEP = "upkeep"  #: CR 503
    DRAW = "draw"  #: CR 504
    MAIN1 = "main1"  #: CR 505 (precombat main phase)
    BEGIN_COMBAT = "begin_combat"  #: CR 507
    DECLARE_ATTACKERS = "declare_attackers"  #: CR 508
    DECLARE_BLOCKERS = "declare_blockers"  #: CR 509
    COMBAT_DAMAGE = "combat_damage"  #: CR 510
    END_COMBAT = "end_combat"  #: CR 511
    MAIN2 = "main2"  #: CR 505 (postcombat main phase)
    END = "end"  #: CR 513 (end step; old wording "end of turn step")
    CLEANUP = "cleanup"  #: CR 514


#: The steps of a turn in order (CR 500.1).
STEPS: tuple[Step, ...] = tuple(Step)


@dataclass(frozen=True)
class CardDef:
    """A card's printed characteristics (CR 200-208) and its parsed abilities.

    ``key`` is the scenario's identifier; ``names`` maps language code to the printed name;
    ``types``/``subtypes`` are lower-case English words; ``power``/``toughness`` are ints or None
    (for ``*``, defined by a :class:`rulesparser.ast.DefinePowerToughness` ability);
    ``mana_cost`` holds the symbols without braces; ``abilities`` are AST nodes (``Card.abilities``).
    """

    key: str
    names: dict[str, str]
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    mana_cost: tuple[str, ...] = ()
    abilities: tuple[A.Node, ...] = ()
    colors: tuple[str, ...] = ()
    #: a split card's two halves (CR 708 of 2007 / 709 now), each a CardDef keyed by its English
    #: name; outside the stack the card has both halves' characteristics.
    faces: tuple[CardDef, ...] = ()

    def name(self, lang: str = "en") -> str:
        """The name in ``lang``, falling back to English, then to the key."""
        return self.names.get(lang) or self.names.get("en") or self.key


@dataclass
class AbilityInstance:
    """One ability an object has (CR 113): the AST ``node`` and, when it comes from a keyword's
    expansion, that ``keyword`` (its parameter binds the variable ``N``; CR 702.1)."""

    node: A.Node
    keyword: A.Keyword | None
    index: int
    #: derived once (see :meth:`GameObject.abilities`): functions only in exile (suspend),
    #: trigger kind ("step", "event" or ""), and whether every event trigger is about itself.
    exile_only: bool = False
    trigger_kind: str = ""
    self_only: bool = True

    def amount_binding(self) -> int | None:
        """The keyword's numeric parameter ("Vanishing 3" -> 3), or None."""
        if self.keyword is not None and isinstance(self.keyword.parameter, int):
            return self.keyword.parameter
        return None


@dataclass
class GameObject:
    """A card, token, spell or permanent (CR 109).

    ``label`` is the stable scenario name used in scripts, expectations and the log. Zone changes
    keep the label (CR 400.7 makes it a new object; ``zone_changes`` counts them so stack items can
    tell). ``control_epoch`` is the controller's upkeep count when control began (echo, CR
    702.30a); ``control_turn`` the turn it began (summoning sickness, CR 302.6).
    """

    label: str
    card: CardDef
    owner: str
    controller: str
    zone: Zone
    token: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    tapped: bool = False
    damage: int = 0
    face_down: bool = False
    timestamp: int = 0
    control_epoch: int = 0
    control_turn: int = 0
    zone_changes: int = 0
    kicked: frozenset[int] = frozenset()
    x: int | None = None
    copy_of: CardDef | None = None
    lost_abilities: bool = False
    pt_override: tuple[int, int] | None = None
    pt_delta: tuple[int, int] = (0, 0)
    #: abilities gained by effects: keyword id -> controller while it lasts (None = until EOT).
    gained: dict[str, str | None] = field(default_factory=dict)
    token_of: str | None = None
    #: abilities given by static abilities of permanents ("All Slivers have ...", CR 613.1f),
    #: kept up to date by ``rulesparser.executor.grants.refresh_grants``.
    granted: tuple[A.Node, ...] = ()
    _own: list[AbilityInstance] | None = field(default=None, repr=False)
    #: choices made as it entered (CR 614.12) that aren't copiable: ``name`` (the named card's
    #: English names, Voidstone Gargoyle).
    chosen: dict[str, Any] = field(default_factory=dict)
    #: the half of a split card being cast: its only characteristics on the stack (CR 708.3 of
    #: 2007, 709.3 now)
    half: CardDef | None = None
    #: the object this Aura is attached to: (label, its zone_changes then) (CR 303.4, 400.7)
    attached_to: tuple[str, int] | None = None
    #: a permission to play this card from where it is ("You may play that card without paying
    #: its mana cost as long as Intet remains in play"): ``copies.PlayGrant``; gone when it moves
    may_play: Any = None
    _abilities: list[AbilityInstance] | None = field(default=None, repr=False)
    _watchers: list[AbilityInstance] | None = field(default=None, repr=False)
    _steps: list[AbilityInstance] | None = field(default=None, repr=False)
    _cda: list[AbilityInstance] | None = field(default=None, repr=False)

    @property
    def chars(self) -> CardDef:
        """Copiable values in effect (CR 707.2): the copied card's, else the half of a split card
        on the stack (CR 709.3), else the printed card's."""
        return self.copy_of or self.half or self.card

    def invalidate(self) -> None:
        """Forget the cached ability lists (after a copy, face change or ability loss)."""
        self._abilities = None
        self._own = None
        self._watchers = self._steps = self._cda = None

    def watchers(self) -> list[AbilityInstance]:
        """Triggered abilities that watch events of other objects ("whenever a creature you
        control deals combat damage")."""
        if self._watchers is None:
            self._watchers = [
                i for i in self.abilities() if i.trigger_kind == "event" and not i.self_only
            ]
        return self._watchers

    def step_abilities(self) -> list[AbilityInstance]:
        """Triggered abilities with a step trigger ("at the beginning of your upkeep")."""
        if self._steps is None:
            self._steps = [i for i in self.abilities() if i.trigger_kind == "step"]
        return self._steps

    def cda(self) -> list[AbilityInstance]:
        """Characteristic-defining power/toughness abilities (CR 604.3)."""
        if self._cda is None:
            self._cda = [i for i in self.abilities() if isinstance(i.node, A.DefinePowerToughness)]
        return self._cda

    def abilities(self) -> list[AbilityInstance]:
        """The abilities this object has now (CR 113): its own (:meth:`own_abilities`), then
        those granted by other permanents' static abilities (CR 613.1f), unless it lost all
        abilities."""
        if self._abilities is None:
            out = list(self.own_abilities())
            if not self.lost_abilities:
                for node in self.granted:
                    inst = AbilityInstance(node, None, len(out))
                    _classify(inst)
                    out.append(inst)
            self._abilities = out
        return self._abilities

    def own_abilities(self) -> list[AbilityInstance]:
        """Its card's abilities, expanded from keywords, minus everything when it lost all
        abilities (CR 613.1f) or is face down (CR 708.2)."""
        if self._own is None:
            out: list[AbilityInstance] = []
            if not (self.lost_abilities or self.face_down):
                for node in self.chars.abilities:
                    if isinstance(node, A.Keyword):
                        for sub in node.abilities:
                            out.append(AbilityInstance(sub, node, len(out)))
                        if not node.abilities:
                            out.append(AbilityInstance(node, node, len(out)))
                    else:
                        out.append(AbilityInstance(node, None, len(out)))
            for inst in out:
                _classify(inst)
            self._own = out
        return self._own

    def keywords(self) -> list[A.Keyword]:
        """Keyword nodes of the current characteristics (empty if abilities are lost)."""
        if self.lost_abilities or self.face_down:
            return []
        return [n for n in self.chars.abilities if isinstance(n, A.Keyword)]

    def has_type(self, word: str) -> bool:
        """Card type or subtype check; a face-down permanent is a creature (CR 708.2)."""
        if self.face_down:
            return word == "creature"
        c = self.chars
        return word in c.types or word in c.subtypes


@dataclass
class Player:
    """A player (CR 102) with a life total (CR 119) and own zones (CR 400.2).

    ``mana_per_turn`` abstracts mana production: the amount of mana the player can spend each
    turn (refilled in their untap step); ``upkeeps`` counts their upkeeps begun (echo)."""

    name: str
    life: int = 20
    mana_per_turn: int = 99
    mana: int = 99
    upkeeps: int = 0
    lost: bool = False
    #: the turn in which the player last played a land (CR 305.2: one per turn)
    lands_played_turn: int = 0
    library: list[GameObject] = field(default_factory=list)
    hand: list[GameObject] = field(default_factory=list)
    graveyard: list[GameObject] = field(default_factory=list)
    exile: list[GameObject] = field(default_factory=list)

    def zone(self, zone: Zone) -> list[GameObject]:
        """The list for a player-owned zone (library, hand, graveyard, exile)."""
        return {
            Zone.LIBRARY: self.library,
            Zone.HAND: self.hand,
            Zone.GRAVEYARD: self.graveyard,
            Zone.EXILE: self.exile,
        }[zone]


@dataclass
class StackItem:
    """An object on the stack (CR 405): a spell (``ability`` None, ``card`` set) or an ability.

    ``source`` is the object the ability came from, ``lki`` its last known information when it
    triggered on leaving the battlefield (CR 603.10a); ``targets`` the chosen targets in the order
    of the target words of the ability (CR 601.2c, 603.3d); ``mode`` for modal abilities."""

    controller: str
    source: GameObject
    ability: AbilityInstance | None = None
    lki: GameObject | None = None
    targets: list[Any] = field(default_factory=list)
    mode: int | None = None
    free: bool = False
    trigger_event: dict[str, Any] = field(default_factory=dict)
    haste: bool = False

    @property
    def is_spell(self) -> bool:
        """True for a spell (CR 112.1), False for an ability on the stack (CR 113.1b)."""
        return self.ability is None

    def effect_name(self) -> str:
        """Short language-neutral name of what this item does (the effect node's type)."""
        if self.ability is None:
            return "spell"
        eff = getattr(self.ability.node, "effect", None)
        return eff.type_name if eff is not None else self.ability.node.type_name


@dataclass(frozen=True)
class GameEvent:
    """One entry of the event log: ``kind`` plus language-neutral ``data`` (labels, numbers,
    CR step names). ``turn`` and ``step`` say when it happened."""

    kind: str
    turn: int
    step: str
    data: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        """Value of one data field."""
        for k, v in self.data:
            if k == key:
                return v
        return default

    def as_dict(self) -> dict[str, Any]:
        """``{"event": kind, "turn": ..., "step": ..., **data}``."""
        return {"event": self.kind, "turn": self.turn, "step": self.step, **dict(self.data)}


def _classify(inst: AbilityInstance) -> None:
    """Fill the derived fields of an ability instance (walks its AST once)."""
    node = inst.node
    if not isinstance(node, A.TriggeredAbility):
        return
    trig = node.trigger
    if isinstance(trig, A.StateTrigger):  # CR 603.8: checked by the engine, not by events
        inst.trigger_kind = "state"
        return
    inst.trigger_kind = "step" if isinstance(trig, A.StepTrigger) else "event"
    exile = False
    self_only = True
    for part in (node.trigger, node.condition):
        if part is None:
            continue
        for n in part.walk():
            if isinstance(n, A.Suspended) or (
                isinstance(n, (A.EventTrigger, A.InZone)) and n.zone == "exile"
            ):
                exile = True
            if isinstance(n, A.EventTrigger) and n.object.kind != "self":
                self_only = False
    inst.exile_only = exile
    inst.self_only = self_only
