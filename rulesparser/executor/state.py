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
    "ILLEGAL_CODES",
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
    "classify",
]


class ExecutorError(ValueError):
    """A game could not be set up or continued (bad card data, unknown reference)."""


#: Every ``cause`` of a ``leaves``, ``untapped`` or ``untap_replaced`` event: the ``cause=``
#: literals given to ``Game.move`` and ``Game.untap`` ("" when none is given). A scenario pattern
#: naming another cause is malformed; ``tests/test_executor_event_values.py`` checks that the
#: executor's ``cause="..."`` literals are exactly these.
EVENT_CAUSES: frozenset[str] = frozenset(
    {
        "",
        "cost",  # untapped as a cost (CR 118), or moved to pay a cost
        "countered",  # a countered spell goes to the graveyard (CR 701.5a)
        "destroy",  # CR 701.7
        "discard",  # CR 701.8
        "dredge",  # CR 702.52
        "effect",  # an effect untaps it (scenario action untap:)
        "exile",  # CR 701.13
        "fizzle",  # a spell with only illegal targets doesn't resolve (CR 608.2b)
        "leaves_game",  # its owner left a multiplayer game (CR 800.4a)
        "library",  # put into its owner's library
        "mill",  # CR 701.13 (2007: "put ... from the top of the library into the graveyard")
        "play",  # a land played (CR 305.1)
        "put",  # "put onto the battlefield" (CR 110.2)
        "resolve",  # a resolving spell's card (CR 608.2n)
        "return",  # returned to its owner's hand
        "sacrifice",  # CR 701.21a
        "sba",  # a state-based action (CR 704)
        "search",  # found by a library search (CR 701.19)
        "token",  # a token created (CR 111)
        "untap_step",  # the untap step (CR 502.3)
    }
)

#: Every ``reason`` of a ``does_nothing`` (an intervening "if" false on resolution, CR 603.4)
#: or ``not_destroyed`` (indestructible, CR 702.12b) event: the ``reason="..."`` literals.
EVENT_REASONS: frozenset[str] = frozenset({"condition", "indestructible"})

#: Every code an :class:`IllegalAction` may carry: a scenario's ``illegal: <code>`` must name one
#: (``tests/test_executor_malformed.py`` checks that every ``IllegalAction("...")`` in the
#: executor uses a code listed here).
ILLEGAL_CODES: frozenset[str] = frozenset(
    {
        "attackers_declared",  # CR 508.1: attackers are declared once per combat
        "bad_damage_order",  # CR 509.2: a damage_order that isn't exactly the blockers
        "blockers_declared",  # CR 509.1: blockers are declared once per combat
        "block_requirement",  # CR 509.1c: it must block another attacker ("if able")
        "cannot_pay",  # CR 601.2h, 602.2b: the cost can't be paid
        "cant_attack",  # CR 508.1c: a static ability says it can't attack ("can't attack or block")
        "cant_be_blocked",
        "defender",  # CR 702.3b: a creature with defender can't attack
        "choose_half",  # CR 708: a split card's half
        "duplicate_attacker",  # CR 508.1a
        "duplicate_choice",
        "empty_stack",
        "illegal_block",  # CR 509.1
        "illegal_choice",
        "illegal_target",  # CR 115, 601.2c
        "land_played",  # CR 305.2
        "missing_choice",
        "no_morph",
        "no_permission",
        "no_such_ability",
        "no_such_kicker",
        "kicker_not_repeatable",  # CR 702.33a/c: only multikicker is paid more than once
        "no_such_option",
        "no_suspend",
        "not_active_player",
        "not_attacking_player",  # CR 508.1
        "not_creature",
        "not_defending_player",  # CR 509.1
        "not_face_down",
        "not_land",
        "not_opponent",  # CR 508.1b: the defending player is an opponent still in the game
        "not_on_battlefield",
        "not_on_stack",
        "not_split",
        "not_tapped",
        "not_yours",
        "prohibited",  # CR 101.2
        "summoning_sick",  # CR 302.6
        "tapped",
        "timing",  # CR 307.1, 305.1, 602.5d: not now (main phase, empty stack, own turn)
        "wrong_zone",
        "x_too_small",
    }
)


class IllegalAction(ExecutorError):
    """A scripted action the rules forbid (CR 601.2e costs, 508.1 attack restrictions...).

    ``code`` is a stable machine-readable reason (``summoning_sick``, ``cannot_pay``,
    ``duplicate_choice``, ``not_tapped``, ``no_such_ability``, ``illegal_target``...)."""

    def __init__(self, code: str, message: str, *, subject: str = "") -> None:
        self.code = code
        #: the English explanation, and the label of the object refused (a target), if any
        self.detail = message
        self.subject = subject
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
    #: CR 510.4: only when an attacking or blocking creature has first or double strike
    FIRST_STRIKE_DAMAGE = "first_strike_damage"
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
    #: supertypes (CR 205.4): ``legendary``, ``basic``...
    supertypes: tuple[str, ...] = ()
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
    #: what of its trigger the executor can't match (``triggers.unplayable``) or what
    #: reference of it it does not read (``unread_references``), or None
    unplayable: str | None = None

    def amount_binding(self) -> int | None:
        """The keyword's numeric parameter ("Vanishing 3" -> 3), or None."""
        if self.keyword is not None and isinstance(self.keyword.parameter, int):
            return self.keyword.parameter
        return None


@dataclass(eq=False)
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
    #: dealt damage by a source with deathtouch since the last state-based action check
    #: (CR 702.2b, 704.5h)
    deathtouched: bool = False
    face_down: bool = False
    timestamp: int = 0
    control_epoch: int = 0
    control_turn: int = 0
    zone_changes: int = 0
    #: the kicker costs paid as it was cast, by index in printed order, once per payment and
    #: sorted: (0, 0) = a multikicker cost paid twice (CR 702.33c)
    kicked: tuple[int, ...] = ()
    x: int | None = None
    copy_of: CardDef | None = None
    token_of: str | None = None
    #: choices made as it entered (CR 614.12) that aren't copiable: ``name`` (the named card's
    #: English names, Voidstone Gargoyle).
    chosen: dict[str, Any] = field(default_factory=dict)
    #: the half of a split card being cast: its only characteristics on the stack (CR 708.3 of
    #: 2007, 709.3 now)
    half: CardDef | None = None
    #: the object this Aura is attached to: (label, its zone_changes then) (CR 303.4, 400.7)
    attached_to: tuple[str, int] | None = None
    #: its controller before a static control effect ("You control enchanted creature") began
    #: to apply to it, to revert to when none applies any more (executor/control.py, CR 613.1b)
    control_before_static: str | None = None
    #: regeneration shields created this turn and not used yet (CR 701.15a,
    #: executor/regeneration.py)
    regeneration_shields: int = 0
    #: a permission to play this card from where it is ("You may play that card without paying
    #: its mana cost as long as Intet remains in play"): ``copies.PlayGrant``; gone when it moves
    may_play: Any = None
    #: how it became a spell: (the player who cast it, the zone it was cast from), kept when
    #: the spell resolves into a permanent ("if you cast it from your hand", CR 601.2)
    cast_by: tuple[str, str] | None = None
    #: a copy of a spell (CR 707.10): not a card, not cast; it ceases to exist as it leaves the
    #: stack (``executor/spell_copies.py``)
    spell_copy: bool = False
    #: the game whose layer system computes its characteristics (set by ``Game``)
    game: Any = field(default=None, repr=False)
    #: characteristics frozen as last known information (``Game.snapshot``)
    frozen: Any = field(default=None, repr=False)
    #: stable :class:`AbilityInstance` per (ability node, keyword) identity
    instance_cache: dict[tuple[int, int], AbilityInstance] = field(default_factory=dict, repr=False)
    #: (layer-system version, zone_changes, characteristics, layer-7 rows), see ``layers``
    layer_cache: Any = field(default=None, repr=False)

    @property
    def chars(self) -> CardDef:
        """Copiable values in effect (CR 707.2): the copied card's, else the half of a split card
        on the stack (CR 709.3), else the printed card's."""
        return self.copy_of or self.half or self.card

    def characteristics(self) -> Any:
        """Characteristics after the layers (a ``layers.Characteristics``; CR 613)."""
        if self.frozen is not None:
            return self.frozen
        if self.game is None:
            raise ExecutorError(f"{self.label} is not part of a game")
        hit = self.layer_cache
        if hit is not None and hit[0] == self.game.layers.version and hit[1] == self.zone_changes:
            return hit[2]
        return self.game.layers.characteristics(self)

    def invalidate(self) -> None:
        """Something about this object changed (copy, face, zone): recompute characteristics."""
        if self.game is not None:
            self.game.layers.touch()

    def watchers(self) -> list[AbilityInstance]:
        """Triggered abilities that watch events of other objects ("whenever a creature you
        control deals combat damage")."""
        return self.characteristics().watchers

    def step_abilities(self) -> list[AbilityInstance]:
        """Triggered abilities with a step trigger ("at the beginning of your upkeep")."""
        return self.characteristics().step_abilities

    def cda(self) -> list[AbilityInstance]:
        """Characteristic-defining power/toughness abilities (CR 604.3)."""
        return self.characteristics().cda

    def abilities(self) -> list[AbilityInstance]:
        """The abilities this object has now (CR 113) after the layers (CR 613.1f): its card's,
        expanded from keywords, plus gained and granted ones ("All Slivers have ..."), minus
        removed ones ("loses all abilities"); none face down (CR 708.2)."""
        return self.characteristics().instances

    def keywords(self) -> list[A.Keyword]:
        """Keyword abilities it has now (printed, gained or granted; CR 702.1)."""
        return self.characteristics().keywords()

    def has_type(self, word: str) -> bool:
        """Card type, subtype, supertype or color check, after the layers; a face-down
        permanent is only a creature (CR 708.2)."""
        return self.characteristics().has(word)


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
    #: mana in the mana pool (CR 106.4), one symbol per mana ("R", "G", "1"...), spent before
    #: the per-turn allowance ``mana``
    pool: list[str] = field(default_factory=list)
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
    #: a delayed triggered ability's objects (CR 603.7c): (object, its zone-change count when the
    #: ability was created); one that changed zones since is a new object, not found
    remembered: list[tuple[Any, int]] = field(default_factory=list)

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

    def sub_effects(self) -> str:
        """For an ability whose effect is a sequence ("tap target creature and it deals
        damage ..."), the names of its effects, comma-separated (``tap,deal_damage``), so the
        log can say what it does; else ``""``."""
        eff = getattr(self.ability.node, "effect", None) if self.ability is not None else None
        if eff is None or eff.type_name != "sequence":
            return ""
        return ",".join(e.type_name for e in getattr(eff, "effects", ()))


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


def classify(inst: AbilityInstance) -> None:
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
            if isinstance(n, A.EventTrigger) and (n.object is None or n.object.kind != "self"):
                self_only = False
    inst.exile_only = exile
    inst.self_only = self_only
