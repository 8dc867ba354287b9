"""The public engine interface that the executor's rules modules use.

A rules module (``auras.py``, ``combat.py``, ``library.py``, ...) implements one area of the
Comprehensive Rules. It sees the game only through what this module documents, and never
imports :mod:`.game` or another module's ``_private`` names (``tests/test_executor_imports.py``
and the import-linter contract in ``pyproject.toml`` keep it so; the package has no import cycle):

- **game state** — :class:`Engine` (players, zones, battlefield, stack, turn and step, the layer
  system) and the value types of :mod:`.state` re-exported here (:class:`GameObject`,
  :class:`Player`, :class:`StackItem`, :class:`Zone`, :class:`Step`, ...);
- **events** — :meth:`Engine.emit` logs an event (language-neutral data, rendered by
  :mod:`.log`); :meth:`Engine.fire` lets triggered abilities trigger on it (CR 603.2);
- **the context of a resolving spell or ability** — :class:`Context` (CR 608.2): its controller,
  source, chosen targets, "that" objects, chosen number and color, "if you do";
  :meth:`Engine.objects_of`, :meth:`Engine.players_of`, :meth:`Engine.amount_of` and
  :meth:`Engine.condition_holds` read the AST's references, amounts and conditions in it;
- **choices** — :class:`Policy`, the interface every player decision goes through
  (``game.policy``), so runs are deterministic;
- **zones and moves** — :meth:`Engine.move` (CR 400.7), :meth:`Engine.draw`,
  :meth:`Engine.tap` / :meth:`Engine.untap`, counters, damage and life.

**Effects and static abilities are dispatched by AST node type** through two registries filled
where each rule lives: ``@effect(A.Destroy, "701.7")`` registers the one handler of a one-shot
effect node class (``handler(game, node, ctx) -> bool``: whether it did something, CR 608.2c),
``@static_effect(A.ModifyPowerToughness, "613.4c")`` the one handler of a continuous-effect node
class of a static ability (``handler(node) -> layers.Modification``; or, with
``applies_itself=True``, the function that applies such effects as the game settles). A second handler for the same
class is refused (:class:`ExecutorError` at import). :func:`effect_handler` and
:func:`static_handler` look a node class up (its nearest registered base class counts);
``scripts/executor_support.py`` reads the registries (:func:`playable_effects`,
:func:`playable_statics`) instead of probing the code.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from rulesparser import ast as A
from rulesparser.executor.state import (
    STEPS,
    AbilityInstance,
    CardDef,
    ExecutorError,
    GameEvent,
    GameObject,
    IllegalAction,
    Player,
    StackItem,
    Step,
    Zone,
)
from rulesparser.executor.unread_references import unread_reference

if TYPE_CHECKING:  # pragma: no cover
    from collections import deque

__all__ = [
    "STEPS",
    "STEP_WORDS",
    "AbilityInstance",
    "CardDef",
    "Context",
    "Engine",
    "ExecutorError",
    "GameEvent",
    "GameObject",
    "Handler",
    "IllegalAction",
    "Player",
    "Policy",
    "StackItem",
    "StaticHandler",
    "Step",
    "Zone",
    "effect",
    "effect_handler",
    "mana_value",
    "playable_effects",
    "playable_statics",
    "static_effect",
    "static_handler",
]

#: Step words of "at the beginning of [your] <step>" triggers (``A.StepTrigger.step``) -> step
#: (CR 503.1, 504.2, 507.1, 513.1).
STEP_WORDS: dict[str, Step] = {
    "upkeep": Step.UPKEEP,
    "draw": Step.DRAW,
    "end": Step.END,
    "combat": Step.BEGIN_COMBAT,
    "end_combat": Step.END_COMBAT,
    "precombat_main": Step.MAIN1,
}


@dataclass
class Context:
    """What an effect needs while it resolves (CR 608.2): the item, its controller, the source,
    the chosen targets (by target-word node id), "that" objects, chosen numbers.

    ``live``: the source is still the object the ability came from (else "it" is its last
    known information only, CR 608.2h); ``inst``: the ability instance (its keyword's N)."""

    item: StackItem | None
    controller: str
    source: GameObject
    live: bool
    inst: AbilityInstance | None
    slots: dict[int, list[Any]] = field(default_factory=dict)
    that: list[Any] = field(default_factory=list)
    number: int | None = None
    cast: GameObject | None = None
    #: "If you do" (CR 608.2c): whether the last optional action ("you may pay") was taken
    did: bool = False
    #: objects chosen so far by this spell or ability ("a card already chosen for [this]")
    chosen: list[Any] = field(default_factory=list)
    #: the player named before ("from it": the hand Treacherous Urge's opponent revealed)
    that_player: str | None = None
    #: cards revealed by this spell or ability ("cards revealed this way", CR 701.16)
    revealed: list[Any] = field(default_factory=list)
    #: the color chosen as this spell or ability resolves ("the color of your choice")
    color: str | None = None


def mana_value(symbols: Iterable[str], x: int = 0) -> int:
    """Mana value of mana symbols with or without braces (CR 202.3): digits count their value,
    X/Y/Z count ``x``, {T} and {Q} nothing, every other symbol 1."""
    total = 0
    for s in symbols:
        s = s.strip("{}")
        if s.isdigit():
            total += int(s)
        elif s in ("X", "Y", "Z"):
            total += x
        elif s in ("T", "Q"):
            continue
        else:
            total += 1
    return total


# ---------------------------------------------------------------------------- registries

#: a one-shot effect handler: (game, effect node, context) -> whether it did something
EffectFn = Callable[["Engine", Any, Context], bool]
#: a static-ability effect handler: node -> its layer modification (``layers.Modification``)
StaticFn = Callable[[Any], Any]


@dataclass(frozen=True)
class Handler:
    """The one handler of an effect node class: the CR rule it implements and where."""

    node: type[A.Node]
    rule: str
    fn: EffectFn
    module: str


@dataclass(frozen=True)
class StaticHandler:
    """How a continuous-effect node class of a static ability applies (CR 604, 611.3, 613):
    ``fn`` gives its layer modification, or ``applied_by`` names the function that applies it
    instead (``fn`` is then None)."""

    node: type[A.Node]
    rule: str
    fn: StaticFn | None
    module: str
    applied_by: str = ""


_EFFECTS: dict[type[A.Node], Handler] = {}
_STATICS: dict[type[A.Node], StaticHandler] = {}
_LOOKUP: dict[type, Handler | None] = {}
_STATIC_LOOKUP: dict[type, StaticHandler | None] = {}


def effect(node: type[A.Node], rule: str) -> Callable[[EffectFn], EffectFn]:
    """Register the handler of one-shot effect ``node`` (a class of :mod:`rulesparser.ast`),
    implementing CR ``rule``. Raises :class:`ExecutorError` if the class has one already."""

    def register(fn: EffectFn) -> EffectFn:
        if node in _EFFECTS:
            raise ExecutorError(
                f"two handlers for effect {node.__name__}: {_EFFECTS[node].module} and "
                f"{fn.__module__}"
            )
        _EFFECTS[node] = Handler(node, rule, fn, fn.__module__)
        _LOOKUP.clear()
        return fn

    return register


def static_effect(
    node: type[A.Node], rule: str, *, applies_itself: bool = False
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register how continuous-effect ``node`` of a static ability applies (CR ``rule``): the
    decorated function gives its layer modification (``fn(node)``); with ``applies_itself`` the
    decorated function is the one that applies such effects as the game settles (control
    changes, blocking restrictions), recorded as ``applied_by``. Raises :class:`ExecutorError`
    if the class has a handler already."""

    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        if node in _STATICS:
            raise ExecutorError(
                f"two handlers for static effect {node.__name__}: {_STATICS[node].module} and "
                f"{fn.__module__}"
            )
        by = f"{fn.__module__}.{fn.__name__}" if applies_itself else ""
        _STATICS[node] = StaticHandler(
            node, rule, None if applies_itself else fn, fn.__module__, by
        )
        _STATIC_LOOKUP.clear()
        return fn

    return register


def effect_handler(cls: type) -> Handler | None:
    """The handler of effect class ``cls`` (or of its nearest registered base class)."""
    try:
        return _LOOKUP[cls]
    except KeyError:
        found = next((_EFFECTS[c] for c in cls.__mro__ if c in _EFFECTS), None)
        _LOOKUP[cls] = found
        return found


def handler_for(eff: A.Node) -> tuple[Handler | None, str]:
    """The handler that plays effect ``eff`` and, when none does, why (the ``unsupported`` node
    name): no handler registered for its class (its type name), or a duration no effect of the
    executor keeps: until end of combat ("can't be blocked this combat", CR 511.3; the type
    name with ``:end_of_combat``), or a reference in it the executor does not read ("each
    opponent who ...", :mod:`.unread_references`: played, it would act on every opponent)."""
    duration = getattr(eff, "duration", None)
    if isinstance(duration, A.Duration) and duration.kind == "end_of_combat":
        return None, f"{eff.type_name}:end_of_combat"
    unread = unread_reference(eff)
    if unread is not None:
        return None, unread
    handler = effect_handler(type(eff))
    return handler, "" if handler is not None else eff.type_name


def static_handler(cls: type) -> StaticHandler | None:
    """The static handler of continuous-effect class ``cls`` (or of a registered base)."""
    try:
        return _STATIC_LOOKUP[cls]
    except KeyError:
        found = next((_STATICS[c] for c in cls.__mro__ if c in _STATICS), None)
        _STATIC_LOOKUP[cls] = found
        return found


def playable_effects() -> dict[type[A.Node], Handler]:
    """Every registered one-shot effect class with its handler (import
    :mod:`rulesparser.executor` first: the rules modules register as they load)."""
    return dict(_EFFECTS)


def playable_statics() -> dict[type[A.Node], StaticHandler]:
    """Every registered continuous-effect class of static abilities with its handler."""
    return dict(_STATICS)


# ---------------------------------------------------------------------------- choices


class Policy:
    """Interface for player decisions. Every method gets the game and the deciding context.

    Subclass and override; the engine never asks a human."""

    def choose_targets(
        self, game: Engine, item: StackItem, slots: Sequence[tuple[str, Any]]
    ) -> list[list[Any]] | None:
        """Targets for each target slot (``("object" | "player" | "stack", ref_node)``) of a
        triggered ability being put on the stack (CR 603.3d): a list of lists of objects,
        players (names) or stack items, or None to use the defaults."""
        return None

    def pay(self, game: Engine, player: str, source: GameObject, amount: int) -> bool:
        """Whether ``player`` pays an optional cost of ``amount`` generic mana for ``source``
        ("sacrifice it unless you pay", echo CR 702.30a)."""
        return True

    def choose_mode(self, game: Engine, item: StackItem, count: int) -> int:
        """The mode (0-based) of a modal ability (CR 700.2)."""
        return 0

    def choose_number(self, game: Engine, item: StackItem) -> int:
        """A number chosen as an ability resolves ("an amount of your choice", CR 107.1)."""
        return 0

    def may(self, game: Engine, player: str, source: GameObject, what: str) -> bool:
        """Whether ``player`` chooses to do an optional action ("you may", CR 603.5)."""
        return True

    def flip_coin(self, game: Engine, player: str, source: GameObject) -> bool:
        """Whether ``player`` wins the coin flip ``source`` asks for (CR 705). Default: wins."""
        return True

    def choose_option(self, game: Engine, player: str, source: GameObject, count: int) -> int:
        """The option (0-based) ``player`` picks for "your choice of A or B" as ``source`` enters
        or is turned face up (CR 614.12)."""
        return 0

    def choose_object(
        self, game: Engine, player: str, source: GameObject, candidates: list[GameObject]
    ) -> GameObject | None:
        """The object ``player`` chooses for ``source`` ("choose a creature card in a graveyard",
        Body Double) among ``candidates``, or None. Default: the first candidate."""
        return candidates[0] if candidates else None

    def choose_color(self, game: Engine, player: str, source: GameObject) -> str:
        """The color ``player`` chooses for ``source`` (CR 105.1: ``white``, ``blue``,
        ``black``, ``red`` or ``green``), as it enters (CR 614.12) or as its ability resolves.
        Default: white."""
        return "white"

    def name_card(self, game: Engine, player: str, source: GameObject) -> str | None:
        """The card (its scenario key) ``player`` names for ``source`` (CR 201.3), or None."""
        return None

    def scry_bottom(
        self, game: Engine, player: str, source: GameObject, cards: list[GameObject]
    ) -> list[GameObject]:
        """The cards of ``cards`` (the top of the library, top first) that ``player`` puts on
        the bottom when scrying for ``source`` (CR 701.22a), in order. Default: none."""
        return []

    def choose_objects(
        self, game: Engine, item: StackItem | None, candidates: list[GameObject], n: int
    ) -> list[GameObject]:
        """``n`` of ``candidates`` chosen as an effect resolves, not targeted ("return a
        creature you control to its owner's hand", CR 608.2d). Default: the first ``n``."""
        return candidates[:n]

    def choose_discard(
        self, game: Engine, player: str, hand: list[GameObject], n: int
    ) -> list[GameObject]:
        """The ``n`` cards ``player`` discards from ``hand`` (cleanup step, CR 514.1); cards
        missing from the answer are taken from the start of the hand."""
        return hand[:n]

    def choose_new_target(
        self, game: Engine, player: str, source: GameObject, item: StackItem, legal: list[Any]
    ) -> Any:
        """The new target ``player`` chooses for spell or ability ``item`` when an effect of
        ``source`` changes its target (CR 115.7a); ``legal`` (never empty) lists the legal new
        targets: stack objects from the top, players, then permanents. Default: the first."""
        return legal[0]

    def order_triggers(self, game: Engine, player: str, items: list[StackItem]) -> list[StackItem]:
        """The order in which ``player`` puts simultaneous triggered abilities on the stack
        (CR 603.3b), first = bottom (resolves last). Default: the order they triggered in."""
        return items

    def shuffle(
        self, game: Engine, player: str, library: list[GameObject]
    ) -> list[GameObject] | None:
        """The order of ``player``'s library after a shuffle (CR 701.20a), top first, or None
        to keep the order (runs are deterministic: there is no randomness)."""
        return None

    def order_blockers(
        self, game: Engine, attacker: GameObject, blockers: list[GameObject]
    ) -> list[GameObject] | None:
        """The damage assignment order the attacking player gives the creatures blocking
        ``attacker`` (CR 509.2), or None for the order they were declared in."""
        return None


# ---------------------------------------------------------------------------- the game


class Engine(Protocol):
    """The game as rules modules see it (implemented by :class:`rulesparser.executor.Game`).

    State is plain data (:mod:`.state` types); every change goes through a method here so that
    it is logged and triggers what it should. Attributes below the line "rules-module state"
    belong to the rules module named beside each; other modules read them only through that
    module's functions."""

    # -- game state (CR 400-405, 500)
    players: dict[str, Player]
    order: list[str]
    objects: dict[str, GameObject]
    battlefield: list[GameObject]
    stack: list[StackItem]
    resolving: StackItem | None
    pending: list[StackItem]
    log: list[GameEvent] | deque[GameEvent]
    turn: int
    active: str
    step: Step
    over: bool
    policy: Policy
    layers: Any  # layers.LayerSystem
    unsupported: set[str]
    mana_burn: bool
    leaving: list[GameObject]
    last_known: dict[str, tuple[int, GameObject]]
    dead_tokens: list[GameObject]
    #: tokens created so far per label base (``token:<base>#<n>``, primitives.create_token)
    token_counts: dict[str, int]
    # -- rules-module state
    attackers: list[GameObject]  # combat.py (CR 508)
    blocks: dict[str, str]  # combat.py (CR 509)
    blocked: set[tuple[str, int]]  # combat.py (CR 509.1h)
    struck_first: set[tuple[str, int]]  # combat.py (CR 510.4)
    declared: set[Step]  # combat.py
    defender: str | None  # players.py (CR 506.2)
    damage_records: list[Any]  # combat.py (CR 120)
    block_requirements: list[tuple[str, int, str, int, int]]  # blocking.py (CR 509.1c)
    block_rules: list[Any]  # triggers.py (CR 509.1b)
    skip_next: dict[tuple[str, str], int]  # triggers.py (CR 614.10)
    delayed: list[Any]  # triggers.py (CR 603.7)
    shields: list[Any]  # prevention.py (CR 615.7)
    combat_damage_prevented_turn: int | None  # prevention.py (CR 615.1a)
    flash_grants: list[Any]  # timing.py (CR 702.8a)
    static_control_seen: bool  # control.py (CR 613.1b)
    control_reverts: list[tuple[str, int, str, str]]  # control.py (CR 514.2)

    # -- objects and players
    def find(self, label: str) -> GameObject | None: ...
    def get(self, label: str) -> GameObject: ...
    def opponent(self, name: str) -> str: ...
    def apnap(self) -> list[str]: ...
    def board(self) -> Any: ...
    def new_timestamp(self) -> int: ...
    def snapshot(self, obj: GameObject) -> GameObject: ...
    def power_toughness(self, obj: GameObject) -> tuple[int, int]: ...
    def has_keyword(self, obj: GameObject, name: str) -> bool: ...
    def matches(self, obj: Any, words: Iterable[str], controller: str) -> bool: ...
    def static_affects(self, ref: A.Node, source: GameObject, obj: GameObject) -> bool: ...
    def amount_for(self, amount: Any, source: GameObject, affected: GameObject) -> int: ...
    def summoning_sick(self, obj: GameObject) -> bool: ...

    # -- events
    def emit(self, kind: str, **data: Any) -> None: ...
    def fire(
        self, event: str, subject: GameObject, lki: GameObject | None = None, **info: Any
    ) -> None: ...
    def trigger(
        self,
        holder: GameObject,
        inst: AbilityInstance,
        *,
        lki: GameObject | None,
        info: dict[str, Any],
    ) -> None: ...
    def trigger_event(self, holder: GameObject, inst: AbilityInstance, **info: Any) -> None: ...
    def trigger_ability(self, holder: GameObject, inst: AbilityInstance) -> None: ...
    def settle(self) -> None: ...

    # -- the resolving spell or ability (CR 608.2)
    def context_of(self, item: StackItem) -> Context: ...
    def do_effect(self, eff: A.Node, ctx: Context) -> bool: ...
    def objects_of(
        self, ref: A.ObjectRef | None, ctx: Context, *, include_dead: bool = False
    ) -> list[Any]: ...
    def players_of(self, ref: A.PlayerRef, ctx: Context) -> list[str]: ...
    def player_of(self, ref: A.PlayerRef | None, ctx: Context) -> str: ...
    def amount_of(self, amount: Any, ctx: Context) -> int: ...
    def condition_holds(self, cond: A.Node, ctx: Context) -> bool: ...
    def cost_amount(self, cost: A.Node | None, ctx: Context) -> int: ...
    def continuous_effect(self, eff: A.Node, ctx: Context) -> bool: ...
    def start_effect(
        self, eff: A.Node, objs: list[GameObject], source: GameObject, controller: str
    ) -> Any: ...
    def target_slots(self, effect: A.Node) -> list[tuple[str, Any]]: ...
    def slot_refs(self, item: StackItem) -> list[tuple[int, str, Any, list[Any]]]: ...
    def legal_target(
        self,
        o: Any,
        kind: str,
        ref: Any,
        controller: str,
        source: Any = None,
        *,
        item: StackItem | None = None,
    ) -> bool: ...
    def resolve_target_labels(
        self, labels: Any, slots: list[tuple[str, Any]], pending: StackItem | None = None
    ) -> list[list[Any]]: ...
    def stack_ref(self, ref: str) -> StackItem: ...

    # -- zones and moves, counters, damage, life (CR 400.7, 119, 120, 122)
    def move(self, obj: GameObject, to: Zone, *, cause: str = "") -> GameObject | None: ...
    def draw(self, player: str, n: int = 1) -> list[GameObject]: ...
    def tap(self, o: GameObject) -> None: ...
    def untap(self, o: GameObject, *, cause: str) -> bool: ...
    def put_counters(self, o: GameObject, counter: str, n: int) -> None: ...
    def remove_counters(self, o: GameObject, counter: str, n: int) -> int: ...
    def gain_life(self, player: str, n: int) -> None: ...
    def lose_life(self, player: str, n: int) -> None: ...
    def damage_player(
        self, src: GameObject, player: str, n: int, *, combat: bool = False
    ) -> None: ...
    def damage_object(
        self, src: GameObject, o: GameObject, n: int, *, combat: bool = False
    ) -> None: ...
    def counter(self, item: StackItem) -> None: ...
    def change_control(self, o: GameObject, player: str) -> None: ...
    def pay_mana(self, player: str, amount: int, what: str) -> None: ...

    # -- player actions (CR 601, 602, 508, 509)
    def cast(self, player: str, label: str, **options: Any) -> StackItem: ...
    def declare_blockers(self, blocks: dict[str, str], player: str | None = None) -> None: ...
    def check_block_legal(self, bo: GameObject, ao: GameObject) -> None: ...


#: abilities with no rules meaning, dropped from a card's abilities before play: a line of
#: reminder text alone (CR 207.2a), a type line printed among rules text (CR 205) and what a
#: modal double-faced card prints of its other face (CR 712.8)
NO_RULES_MEANING: tuple[type, ...] = (
    A.ReminderText,
    A.TypeLine,
    A.PowerToughnessBox,
    A.OtherFace,
)
