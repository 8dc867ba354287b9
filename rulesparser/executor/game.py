"""The game engine: turn structure, stack, triggered abilities, state-based actions,
replacement effects and costs, all driven by AST nodes from :mod:`rulesparser.ast`.

Nothing here reads card text or tests a card's name: a vanishing permanent vanishes because its
parsed abilities say "enters with N time counters" (a ``ReplacementEffect``), "at the beginning
of your upkeep, if ... remove a time counter" and "when the last is removed, sacrifice it"
(``TriggeredAbility`` nodes). Keyword names are read only for keyword-level rules: the echo cost
("its echo cost"), the morph cost (turning face up, CR 702.36e), suspend (CR 702.62b "suspended"),
haste (CR 702.10).

Rules implemented (CR numbers of the current rules; the 2007 numbers differ):
turn structure CR 500-514; APNAP order CR 101.4 / 603.3b; triggered abilities CR 603 with the
intervening "if" checked on trigger and on resolution (603.4) and leaves-the-battlefield look-back
(603.10a); stack resolution CR 608 with illegal targets (608.2b); state-based actions CR 704.5a,
704.5b, 704.5d, 704.5f, 704.5g; replacement effects "enters with counters" (614.1c) and the stun
counter (122.1d); echo (702.30), kicker (702.33), morph (702.36), suspend (702.62), vanishing
(702.63) through their expansions; summoning sickness (302.6); combat damage (510).
"""

from __future__ import annotations

import copy
import dataclasses
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from rulesparser import ast as A

# rules modules that only register effect handlers (engine.effect) as they are imported
from rulesparser.executor import actions, auras, choice, copies, resolution  # noqa: F401
from rulesparser.executor import blocking as _blocking
from rulesparser.executor import color as _color
from rulesparser.executor import combat as _combat
from rulesparser.executor import control as _control
from rulesparser.executor import costs as _costs
from rulesparser.executor import counts as _counts
from rulesparser.executor import equipment as _equipment
from rulesparser.executor import evasion as _evasion
from rulesparser.executor import library as _library
from rulesparser.executor import mana as _mana
from rulesparser.executor import players as _players
from rulesparser.executor import protection as _protection
from rulesparser.executor import regeneration as _regeneration
from rulesparser.executor import retarget as _retarget
from rulesparser.executor import sacrifice as _sacrifice
from rulesparser.executor import slivers as _slivers
from rulesparser.executor import spell_copies as _spell_copies
from rulesparser.executor import stack as S
from rulesparser.executor import targets as _targets
from rulesparser.executor import timing as _timing
from rulesparser.executor import triggers as _triggers
from rulesparser.executor.engine import STEP_WORDS, Context, effect_handler, mana_value
from rulesparser.executor.layers import ContinuousEffect, LayerSystem, modification_of
from rulesparser.executor.policy import DefaultPolicy, Policy
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

__all__ = ["Game", "PERMANENT_TYPES"]

#: Card types whose spells become permanents (CR 110.4).
PERMANENT_TYPES = frozenset({"creature", "artifact", "enchantment", "land", "planeswalker"})


def _exile_only(node: A.Node) -> bool:
    """True when an ability functions only in exile: its trigger or condition speaks of a
    suspended card or of an object "while it's exiled" (CR 113.6, 702.62)."""
    parts = [getattr(node, "trigger", None), getattr(node, "condition", None)]
    for p in parts:
        if p is None:
            continue
        for n in p.walk():
            if isinstance(n, A.Suspended):
                return True
            if isinstance(n, A.EventTrigger) and n.zone == "exile":
                return True
            if isinstance(n, A.InZone) and n.zone == "exile":
                return True
    return False


@dataclass
class BoardSummary:
    """Permanents on the battlefield with something the state checks need (see
    :meth:`Game.board`): ``legendary`` (CR 704.5j), ``auras`` (CR 704.5m), ``state_triggers``
    and ``skip_steps`` as ``(permanent, ability instance)`` pairs (CR 603.8, 614.1b)."""

    legendary: list[GameObject] = field(default_factory=list)
    auras: list[GameObject] = field(default_factory=list)
    state_triggers: list[tuple[GameObject, AbilityInstance]] = field(default_factory=list)
    skip_steps: list[tuple[GameObject, AbilityInstance]] = field(default_factory=list)
    #: triggered abilities watching other objects' events, in battlefield order (CR 603.2)
    watchers: list[tuple[GameObject, AbilityInstance]] = field(default_factory=list)
    #: static control-changing effects (CR 613.1b): (source, its ``A.GainControl`` node)
    control_statics: list[tuple[GameObject, A.Node]] = field(default_factory=list)


class Game:
    """A two-player game (CR 103) whose cards' abilities are AST nodes.

    Build it with players, add objects with :meth:`add_object`, then :meth:`play_turn` or
    :meth:`run`. ``script_hook(game, step)`` is called each time the active player receives
    priority in a step (after triggered abilities are put on the stack), so a scenario can cast,
    respond and resolve. Every action goes to :attr:`log` (a list of :class:`GameEvent`, or a
    bounded deque when ``log_maxlen`` is given, for long runs).

    Raises :class:`IllegalAction` for actions the rules forbid and :class:`ExecutorError` for bad
    references."""

    def __init__(
        self,
        players: list[Player],
        policy: Policy | None = None,
        *,
        log_maxlen: int | None = None,
        script_hook: Callable[[Game, Step], None] | None = None,
    ) -> None:
        if len(players) < 2:
            raise ExecutorError("a game needs at least two players")
        self.players: dict[str, Player] = {p.name: p for p in players}
        self.order: list[str] = [p.name for p in players]
        self.policy = policy or DefaultPolicy()
        self.objects: dict[str, GameObject] = {}
        self.battlefield: list[GameObject] = []
        self.stack: list[StackItem] = []
        #: the spell or ability resolving now: still on the stack until it finishes (CR 608.2)
        self.resolving: StackItem | None = None
        self.pending: list[StackItem] = []
        self.log: list[GameEvent] | deque[GameEvent] = (
            deque(maxlen=log_maxlen) if log_maxlen else []
        )
        #: events logged so far (the log itself may be bounded)
        self.n_events = 0
        #: AST node types of static abilities the executor met but can't apply (layers): a
        #: scenario using them fails rather than pass on a game that isn't what the cards say
        self.unsupported: set[str] = set()
        #: the state key of the last state-based action check that found nothing to do
        self._sba_clean: tuple[int, int, int] | None = None
        self.turn = 0
        self.active = self.order[0]
        self.step: Step = Step.UNTAP
        self.script_hook = script_hook
        self.attackers: list[GameObject] = []
        self.blocks: dict[str, str] = {}
        #: "blocks [attacker] this turn if able" (CR 509.1c, executor/blocking.py): (blocker
        #: label, its zone changes, attacker label, its zone changes, turn)
        self.block_requirements: list[tuple[str, int, str, int, int]] = []
        #: attackers (label, zone changes) that became blocked this combat (CR 509.1h): they
        #: stay blocked when their blockers are removed from combat (CR 506.4)
        self.blocked: set[tuple[str, int]] = set()
        #: creatures (label, zone changes) that assigned damage in this turn's first-strike
        #: combat damage step (CR 510.4)
        self.struck_first: set[tuple[str, int]] = set()
        #: the declare attackers / blockers steps whose declaration is over this turn (CR 508.1,
        #: 509.1; executor/combat.py)
        self.declared: set[Step] = set()
        #: the defending player of this turn's combat (CR 506.2; executor/players.py)
        self.defender: str | None = None
        #: damage dealt this turn (CR 120; "if ~ dealt damage to an opponent this turn")
        self.damage_records: list[_combat.DamageRecord] = []
        self._ts = 0
        #: tokens created so far per label base (``token:<base>#<n>``: the n-th such token)
        self._token_n: dict[str, int] = {}
        self.over = False
        #: rules variant for long benchmark runs: False skips the draw step's draw (CR 504.1).
        self.draw_step = True
        #: rules variant of 2007 (CR 300.3): unused mana burns as each phase ends
        self.mana_burn = False
        self.dead_tokens: list[GameObject] = []
        #: "can't be blocked" effects in force (CR 509.1b; executor/triggers.py)
        self.block_rules: list[_triggers.BlockRule] = []
        #: "skip your next [step]" effects waiting: (player, step) -> how many (CR 614.10)
        self.skip_next: dict[tuple[str, str], int] = {}
        #: delayed triggered abilities waiting for their event (CR 603.7; executor/triggers.py)
        self.delayed: list[_triggers.Delayed] = []
        #: prevention shields ("prevent the next N damage", CR 615.7; executor/slivers.py)
        self.shields: list[_slivers.Shield] = []
        #: the turn in which "prevent all combat damage that would be dealt this turn" resolved
        self.combat_damage_prevented_turn: int | None = None
        #: "can be played as though it had flash" permissions in force (executor/timing.py)
        self.flash_grants: list[_timing.FlashGrant] = []
        #: last known information of objects leaving the battlefield together, while their
        #: moves are carried out one by one: they still "see" each other leave (CR 603.10a)
        self.leaving: list[GameObject] = []
        #: continuous effects and characteristics (CR 613), see :mod:`.layers`
        self.layers = LayerSystem(self)
        self._watch_cache: tuple[int, list[tuple[GameObject, AbilityInstance]]] | None = None
        #: the last known information of each object that left the battlefield, by label:
        #: (its zone changes then, the snapshot) for abilities that look back (CR 608.2h)
        self.last_known: dict[str, tuple[int, GameObject]] = {}
        self._board_cache: tuple[tuple[int, int], BoardSummary] | None = None
        #: whether a static control effect ever applied (then control may have to revert)
        self.static_control_seen = False

    def board(self) -> BoardSummary:
        """The permanents that the state checks look at (legendary ones, Auras, holders of
        state triggers and of "skip your step" abilities), computed once per layer-system
        version: every change of the battlefield or of a characteristic bumps that version, so
        the state-based actions (CR 704.3) checked after every action scan only these lists."""
        key = (self.layers.version, len(self.battlefield))
        hit = self._board_cache
        if hit is not None and hit[0] == key:
            return hit[1]
        summary = BoardSummary()
        for o in self.battlefield:
            ch = o.characteristics()
            if "legendary" in ch.supertypes:
                summary.legendary.append(o)
            if "aura" in o.chars.subtypes:
                summary.auras.append(o)
            summary.watchers.extend((o, i) for i in ch.watchers if not i.exile_only)
            for inst in ch.instances:
                node = inst.node
                if isinstance(node, A.TriggeredAbility) and isinstance(
                    node.trigger, A.StateTrigger
                ):
                    summary.state_triggers.append((o, inst))
                elif isinstance(node, A.SkipStep):
                    summary.skip_steps.append((o, inst))
                elif isinstance(node, A.StaticEffect):
                    eff = node.effect
                    for e in eff.effects if isinstance(eff, A.Sequence) else (eff,):
                        if isinstance(e, A.GainControl):
                            summary.control_statics.append((o, e))
        self._board_cache = (key, summary)
        return summary

    # ------------------------------------------------------------------ basics

    def emit(self, kind: str, **data: Any) -> None:
        """Append an event to the log (language-neutral data only). Any logged change may
        change what a static ability applies to, so the layer system is told."""
        self.layers.touch_if_active()
        self.n_events += 1
        if kind != "casts":  # a face-down spell or permanent has no name (CR 708.2, 708.4):
            hidden = [  # the log says "a face-down creature" for it, not its name
                k
                for k in ("card", "source")
                if isinstance(data.get(k), str)
                and getattr(self.objects.get(data[k]), "face_down", False)
                and self.objects[data[k]].zone in (Zone.STACK, Zone.BATTLEFIELD)
            ]
            if hidden:
                data["face_down"] = ",".join(hidden)
        self.log.append(GameEvent(kind, self.turn, self.step.value, tuple(data.items())))

    def opponent(self, name: str) -> str:
        """The other player (two-player game); with more players, the next opponent in turn
        order still in the game (:mod:`.players`)."""
        if len(self.order) == 2:
            return self.order[1] if name == self.order[0] else self.order[0]
        opp = _players.opponents(self, name)
        return opp[0] if opp else next(p for p in self.order if p != name)

    def apnap(self) -> list[str]:
        """Players in APNAP order: active player first (CR 101.4)."""
        if len(self.order) == 2:
            return [self.active, self.opponent(self.active)]
        return [self.active, *_players.after(self, self.active)]

    def new_timestamp(self) -> int:
        self._ts += 1
        return self._ts

    def find(self, label: str) -> GameObject | None:
        """The object with this label, or None. Tokens are labelled ``token:<base>#<n>``, the
        n-th token created with that base (its creature type, or the key of the card a copy
        token copies); ``token:<base>`` without ``#n`` names the first of them that still
        exists (the only one, when there is one)."""
        obj = self.objects.get(label)
        if obj is None and label.startswith("token:") and "#" not in label:
            prefix = label + "#"
            found = [o for k, o in self.objects.items() if k.startswith(prefix)]
            if found:
                obj = min(found, key=lambda o: int(o.label.rpartition("#")[2]))
        return obj

    def get(self, label: str) -> GameObject:
        """The object with this label (see :meth:`find`); raises ExecutorError if there is
        none."""
        obj = self.find(label)
        if obj is None:
            raise ExecutorError(f"no object labelled {label!r}")
        return obj

    def add_object(
        self,
        label: str,
        card: CardDef,
        owner: str,
        zone: Zone,
        *,
        counters: dict[str, int] | None = None,
        tapped: bool = False,
        fresh: bool = False,
        face_down: bool = False,
    ) -> GameObject:
        """Put an object in a zone at setup (no triggers, no replacement effects).

        ``fresh``: the permanent came under its controller's control since their last upkeep
        (it will be summoning sick this turn and echo will trigger)."""
        if label in self.objects:
            raise ExecutorError(f"duplicate object label {label!r}")
        if owner not in self.players:
            raise ExecutorError(f"unknown player {owner!r}")
        p = self.players[owner]
        obj = GameObject(
            label=label,
            card=card,
            owner=owner,
            controller=owner,
            zone=zone,
            counters=dict(counters or {}),
            tapped=tapped,
            face_down=face_down,
            timestamp=self.new_timestamp(),
            control_epoch=p.upkeeps if fresh else p.upkeeps - 1,
            control_turn=self.turn if fresh else -1,
            game=self,
        )
        self.objects[label] = obj
        if zone is Zone.BATTLEFIELD:
            self.battlefield.append(obj)
        elif zone is Zone.STACK:
            raise ExecutorError("objects cannot start on the stack")
        else:
            p.zone(zone).append(obj)
        self.layers.touch()
        return obj

    # ------------------------------------------------------------------ characteristics

    def power_toughness(self, obj: GameObject) -> tuple[int, int]:
        """Current power and toughness (CR 208) after the layers (CR 613.4, see
        :mod:`.layers`): characteristic-defining abilities, "becomes 0/1", "gets +1/+1",
        +1/+1 and -1/-1 counters (CR 122.1a); a face-down permanent is 2/2 (CR 708.2). A
        missing value counts as 0."""
        p, t = self.layers.power_toughness(obj)
        return (p or 0, t or 0)

    def has_keyword(self, obj: GameObject, name: str) -> bool:
        """Whether the object has keyword ``name`` now, printed, gained or granted
        (CR 702.1)."""
        return any(k.name == name for k in obj.keywords())

    def amount_for(self, amount: Any, source: GameObject, affected: GameObject) -> int:
        """Evaluate an amount of a continuous effect (layer system callback): ``source`` is
        "this", ``affected`` the object the effect applies to ("it")."""
        if isinstance(amount, int):
            return amount
        ctx = Context(None, source.controller, source, True, None, that=[affected])
        return self.amount_of(amount, ctx)

    def static_affects(self, ref: A.Node, source: GameObject, obj: GameObject) -> bool:
        """Whether a static ability of ``source`` whose effect is on ``ref`` affects ``obj``
        now (CR 611.3a: continuously re-evaluated). ``each``/``all``/``any``: permanents
        matching the filter (``another``/``other``: not the source; "you control": the
        source's controller); ``self``: the source; ``ObjectUnion``: any of its references."""
        if isinstance(ref, A.ObjectUnion):
            return any(self.static_affects(r, source, obj) for r in ref.objects)
        if not isinstance(ref, A.ObjectRef):
            return False
        if ref.kind == "self":
            return obj is source
        if ref.kind in ("enchanted", "equipped"):  # "Enchanted/Equipped creature gets ..."
            return source.attached_to == (obj.label, obj.zone_changes)  # (CR 303.4, 301.5)
        if ref.kind in ("each", "all", "any"):
            if obj.zone is not Zone.BATTLEFIELD:
                return False
            if obj is source and ("another" in ref.filter or "other" in ref.filter):
                return False
            return self.matches(obj, ref.filter, source.controller)
        return False

    def summoning_sick(self, obj: GameObject) -> bool:
        """CR 302.6: a creature can't attack or activate its {T} abilities unless its
        controller has controlled it continuously since their most recent turn began, unless it
        has haste."""
        return obj.control_turn >= self.turn and not self.has_keyword(obj, "haste")

    # ------------------------------------------------------------------ object matching

    def matches(self, obj: Any, words: Iterable[str], controller: str) -> bool:
        """Whether ``obj`` (an object or a stack item) matches every canonical filter word
        (``creature``, ``permanent``, ``untapped``, ``you_control``, ``suspended``...)."""
        for w in words:
            if not self._match_word(obj, w, controller):
                return False
        return True

    def _match_word(self, obj: Any, w: str, controller: str) -> bool:
        if isinstance(obj, StackItem):
            return S.stack_item_matches(obj, w)
        if not isinstance(obj, GameObject):
            return False
        on_bf = obj.zone is Zone.BATTLEFIELD
        if w == "permanent":
            return on_bf
        if w in ("suspended", "suspended_card"):
            return self._suspended(obj)
        if w == "permanent_or_suspended":
            return on_bf or self._suspended(obj)
        if w == "permanent_with_time_counter_or_suspended":
            return (on_bf and obj.counters.get("time", 0) > 0) or self._suspended(obj)
        if w == "untapped":
            return on_bf and not obj.tapped
        if w == "tapped":
            return on_bf and obj.tapped
        if w in ("you_control", "your"):
            return obj.controller == controller
        if w in ("opponent_controls", "an_opponent_controls"):
            return obj.controller != controller
        if w == "noncreature":  # "target noncreature permanent" (CR 205.4b)
            return not obj.has_type("creature")
        if w == "you_dont_control":  # "you don't control": any other player (CR 108.4)
            return obj.controller != controller
        if w == "opponents_choice":  # who chooses: the scenario; the opponent stays (retarget.py)
            return True
        if w == "nonland":
            return not obj.has_type("land")
        if w == "nonbasic":  # CR 205.4a: a land without the supertype basic
            return not obj.has_type("basic")
        if w == "card":
            return not obj.token
        if w == "in_your_graveyard":
            return obj.zone is Zone.GRAVEYARD and obj.owner == controller
        if w == "in_a_graveyard":
            return obj.zone is Zone.GRAVEYARD
        if w in ("another", "other"):
            return True  # checked against the source in _legal_target / static_affects
        if w.startswith("non") and w[3:] in _color.COLORS:
            return not obj.has_type(w[3:])  # "nonwhite creatures" (CR 105.2)
        if w.startswith("counter:"):
            return obj.counters.get(w[8:], 0) > 0
        if "_or_" in w:  # "an instant or sorcery card": either word (Spellshift)
            return any(self._match_word(obj, part, controller) for part in w.split("_or_"))
        return obj.has_type(w)

    def _suspended(self, obj: GameObject) -> bool:
        """CR 702.62b: a card is suspended if it's in exile, has suspend, and has a time
        counter on it."""
        return (
            obj.zone is Zone.EXILE
            and obj.counters.get("time", 0) > 0
            and any(k.name == "suspend" for k in obj.card.abilities if isinstance(k, A.Keyword))
        )

    # ------------------------------------------------------------------ zone changes

    def _zone_list(self, obj: GameObject) -> list[GameObject] | None:
        if obj.zone is Zone.BATTLEFIELD:
            return self.battlefield
        if obj.zone is Zone.STACK:
            return None
        return self.players[obj.owner].zone(obj.zone)

    def snapshot(self, obj: GameObject) -> GameObject:
        """Last known information of an object (CR 608.2h, 603.10a): a frozen-in-time copy."""
        frozen = self.layers.freeze(obj)
        snap = copy.copy(obj)
        snap.counters = dict(obj.counters)
        snap.layer_cache = None
        snap.frozen = frozen
        return snap

    def move(self, obj: GameObject, to: Zone, *, cause: str = "") -> GameObject | None:
        """Move an object to another zone (CR 400.7: it becomes a new object; counters, damage,
        tapped state and effects are gone). Fires leaves/dies/enters triggers; applies
        "enters with counters" replacement effects (CR 614.1c). Returns the last known
        information when it left the battlefield."""
        frm = obj.zone
        lki = self.snapshot(obj) if frm is Zone.BATTLEFIELD else None
        if lki is not None:
            self.last_known[obj.label] = (obj.zone_changes, lki)
            _combat.remove_from_combat(self, obj, log=False)  # CR 506.4
        src_list = self._zone_list(obj)
        if src_list is not None and obj in src_list:
            src_list.remove(obj)
        if (obj.token or obj.spell_copy) and to is not Zone.BATTLEFIELD and to is not Zone.STACK:
            self.dead_tokens.append(obj)  # ceases to exist at the next SBA check (CR 704.5d)
        obj.zone = to
        obj.zone_changes += 1
        obj.damage = 0
        obj.deathtouched = False
        obj.tapped = False
        obj.counters = {}
        if frm is not Zone.STACK or to is not Zone.BATTLEFIELD:
            obj.face_down = False if to is not Zone.BATTLEFIELD else obj.face_down
        obj.copy_of = None
        obj.half = None
        obj.may_play = None
        if frm is not Zone.STACK or to is not Zone.BATTLEFIELD:
            obj.cast_by = None  # a resolving spell's permanent keeps how it was cast
        obj.chosen = {}
        obj.attached_to = None
        obj.control_before_static = None
        obj.regeneration_shields = 0
        obj.invalidate()
        if to is Zone.BATTLEFIELD:
            owner = self.players[obj.controller]
            obj.control_epoch = owner.upkeeps
            obj.control_turn = self.turn
            obj.timestamp = self.new_timestamp()
            copies.apply_as_abilities(self, obj, "enters")  # CR 614.12, 707.2 (Body Double)
            self._apply_enters_replacements(obj)
            self.battlefield.append(obj)
            self.layers.touch()
            self.emit("enters", card=obj.label, player=obj.controller, counters=_fmt_counters(obj))
            self.fire("enters", obj, that=[(obj.label, obj.zone_changes)])  # "it" (Wild Pair)
        elif to is not Zone.STACK:
            if obj.token or obj.spell_copy:
                pass
            else:
                self.players[obj.owner].zone(to).append(obj)
        if lki is not None:
            self.emit("leaves", card=obj.label, to=to.value, cause=cause)
            self.fire("leaves", lki, lki=lki)
            if to is Zone.GRAVEYARD:
                self.fire("dies", lki, lki=lki)
        return lki

    def _apply_enters_replacements(self, obj: GameObject) -> None:
        """CR 614.1c / 614.12: "[this] enters with N counters on it" applies as it enters, and
        "[group] enter tapped" static abilities of permanents on the battlefield (Frozen AEther):
        it enters tapped — it doesn't enter untapped and then become tapped (no ``tapped``
        event; the object's characteristics as it would exist on the battlefield decide)."""
        for src in list(self.battlefield):
            for inst in src.abilities():
                node = inst.node
                if (
                    isinstance(node, A.ReplacementEffect)
                    and node.mode == "tapped"
                    and node.event.name in ("enters", "enters_the_battlefield")
                    and self.static_affects(node.event.object, src, obj)
                ):
                    obj.tapped = True
        for inst in obj.abilities():
            node = inst.node
            if (  # "[this] enters the battlefield tapped" (CR 614.1c, its own ability)
                isinstance(node, A.ReplacementEffect)
                and node.mode == "tapped"
                and node.event.name in ("enters", "enters_the_battlefield")
                and isinstance(node.event.object, A.ObjectRef)
                and node.event.object.kind == "self"
            ):
                obj.tapped = True
            if (
                isinstance(node, A.ReplacementEffect)
                and node.mode == "with"
                and node.event.name in ("enters", "enters_the_battlefield")
            ):
                ctx = Context(None, obj.controller, obj, True, inst)
                if node.condition is not None and not self.condition_holds(node.condition, ctx):
                    continue  # "If the kicker cost was paid, ..." (CR 702.33d)
                eff = node.replacement
                effects = eff.effects if isinstance(eff, A.Sequence) else (eff,)
                for e in effects:
                    self.enters_with(e, obj, ctx)

    def enters_with(self, e: A.Node, obj: GameObject, ctx: Context) -> None:
        """One effect of "[this] enters with ..." (CR 614.1c) as ``obj`` enters: counters, or
        "... and with haste"; any other effect is reported ``unsupported`` (the run fails)."""
        if isinstance(e, A.PutCounters):
            n = self.amount_of(e.amount, ctx)
            if n > 0:
                obj.counters[e.counter] = obj.counters.get(e.counter, 0) + n
        elif isinstance(e, A.GainAbility):  # "... and with haste"
            self.start_effect(e, [obj], obj, obj.controller)
        else:
            self.emit("unsupported", node=e.type_name)

    # ------------------------------------------------------------------ triggers

    def _trigger_matches(
        self, trig: A.Node, event: str, owner: GameObject, subject: Any, info: dict[str, Any]
    ) -> bool:
        if isinstance(trig, A.AnyTrigger):
            return any(self._trigger_matches(t, event, owner, subject, info) for t in trig.triggers)
        if not isinstance(trig, A.EventTrigger):
            return False
        if trig.event != event:
            return False
        if trig.counter is not None and info.get("counter") != trig.counter:
            return False
        if trig.last and not info.get("last"):
            return False
        ref = trig.object
        if "another" in ref.filter and getattr(subject, "label", None) == owner.label:
            return False  # "another creature": not this object (CR 109.1)
        words = _color.trigger_filter(owner, ref.filter)  # "a source of the chosen color"
        if words is None:
            return False
        if ref.kind == "self":
            if subject is not owner and getattr(subject, "label", None) != owner.label:
                return False
        elif ref.kind == "enchanted":  # "Whenever enchanted creature ..." (CR 303.4)
            if owner.attached_to != (subject.label, subject.zone_changes):
                return False
        elif not self.matches(subject, words, owner.controller):
            if not (event in ("leaves", "dies") and subject.controller == owner.controller):
                return False
        if event in ("deals_damage", "deals_combat_damage") and trig.recipient is not None:
            return _color.recipient_matches(self, trig.recipient, owner, info.get("recipient"))
        if trig.recipient is not None:
            rec = info.get("recipient")
            kind = trig.recipient.kind
            if rec is None:
                return False
            if kind == "opponent" and rec == owner.controller:
                return False
            if kind == "you" and rec != owner.controller:
                return False
        return True

    def fire(
        self, event: str, subject: GameObject, lki: GameObject | None = None, **info: Any
    ) -> None:
        """Collect the triggered abilities that trigger on an event (CR 603.2), checking their
        intervening "if" now (CR 603.4). Leaves-the-battlefield abilities use the object as it
        last existed (CR 603.10a)."""
        own = lki if lki is not None else subject
        if lki is not None or subject.zone in (Zone.BATTLEFIELD, Zone.EXILE):
            in_exile = own.zone is Zone.EXILE and lki is None
            for inst in own.abilities():
                if inst.trigger_kind != "event" or inst.exile_only != in_exile:
                    continue
                node = inst.node
                if self._trigger_matches(node.trigger, event, own, subject, info):  # type: ignore[attr-defined]
                    self.trigger(own, inst, lki=lki, info=info)
        pairs = self.board().watchers
        together = _triggers.left_together(self)
        if together:
            pairs = pairs + [(h, i) for h in together for i in h.watchers() if not i.exile_only]
        for holder, inst in pairs:
            if holder is subject or holder.label == subject.label:
                continue
            if self._trigger_matches(inst.node.trigger, event, holder, subject, info):  # type: ignore[attr-defined]
                self.trigger(holder, inst, lki=None, info=info)

    def trigger(
        self,
        holder: GameObject,
        inst: AbilityInstance,
        *,
        lki: GameObject | None,
        info: dict[str, Any],
    ) -> None:
        node = inst.node
        assert isinstance(node, A.TriggeredAbility)
        real = self.objects.get(holder.label, holder)
        item = StackItem(
            controller=holder.controller, source=real, ability=inst, lki=lki, trigger_event=info
        )
        item.trigger_event = dict(info, zone_changes=real.zone_changes)
        if node.condition is not None:
            ctx = self.context_of(item)
            if not self.condition_holds(node.condition, ctx):
                return
        self.pending.append(item)

    def _step_triggers(self, step: Step) -> None:
        """ "At the beginning of [your] [step]" abilities trigger (CR 603.2, 503.1)."""
        holders = list(self.battlefield)
        for p in self.apnap():
            holders.extend(self.players[p].exile)
        for holder in holders:
            in_exile = holder.zone is Zone.EXILE
            for inst in holder.step_abilities():
                node = inst.node
                trig = node.trigger  # type: ignore[attr-defined]
                if STEP_WORDS.get(trig.step) is not step:
                    continue
                if trig.player == "you" and holder.controller != self.active:
                    continue
                if trig.player == "opponent" and holder.controller == self.active:
                    continue
                if inst.exile_only != in_exile:
                    continue
                self.trigger(holder, inst, lki=None, info={})
        _triggers.fire_delayed(self, step)

    def _choose_targets(self, item: StackItem, effect: A.Node) -> bool:
        """Choose targets for a spell or ability as it's put on the stack (CR 601.2c, 603.3d).
        Returns False when a required target can't be chosen."""
        slots = self.target_slots(effect)
        if not slots:
            return True
        chosen = self.policy.choose_targets(self, item, slots) if item.ability else None
        scripted = chosen is not None
        if chosen is None:
            chosen = [self._default_target(item, kind, ref) for kind, ref in slots]
        item.targets = [
            (id(ref), list(objs)) for (_, ref), objs in zip(slots, chosen, strict=False)
        ]
        for (kind, ref), objs in zip(slots, chosen, strict=False):
            if not objs and not getattr(ref, "up_to", False):
                if scripted and self._default_target(item, kind, ref):
                    # a legal target exists: a scripted choice can't drop it (CR 603.3d)
                    raise IllegalAction(
                        "missing_choice",
                        f"choices.targets for {item.source.label} gives no target for one of "
                        "its 'target' words, and there is a legal one",
                    )
                return False
            for o in objs:
                if not self.legal_target(o, kind, ref, item.controller, item.source, item=item):
                    raise IllegalAction(
                        "illegal_target",
                        f"{_name(o)} is not a legal target for {item.source.label}",
                    )
        return True

    def target_slots(self, effect: A.Node) -> list[tuple[str, Any]]:
        """The target words of an effect in order: (``object``/``player``/``stack``, node)."""
        out: list[tuple[str, Any]] = []
        seen: set[int] = set()
        for n in effect.walk():
            if id(n) in seen:  # one target word shared by options ("gets +2/-2 or -2/+2")
                continue
            seen.add(id(n))
            if isinstance(n, A.ObjectRef) and n.kind == "target":
                stackish = any(
                    w in ("spell", "ability", "activated_or_triggered_ability", "spell_or_ability")
                    for w in n.filter
                )
                out.append(("stack" if stackish else "object", n))
            elif isinstance(n, A.PlayerRef) and n.kind in ("target_player", "target_opponent"):
                out.append(("player", n))
            elif isinstance(n, A.Target):  # "any target", "target creature or player"
                out.append((_targets.SLOT, n))
        return out

    def resolve_target_labels(
        self, labels: Any, slots: list[tuple[str, Any]], pending: StackItem | None = None
    ) -> list[list[Any]]:
        """Turn scenario target labels (player names, object labels, ``stack:top``) into targets,
        filling the slots in order (a slot with ``count`` takes up to that many). ``pending``
        is the spell or ability being put on the stack: ``stack:<its label>`` names it (so that
        targeting itself is refused by the rules, CR 115.5, not by a lookup)."""
        flat = list(labels) if isinstance(labels, list) else [labels]
        out: list[list[Any]] = []
        for _kind, ref in slots:
            n = 1
            if isinstance(ref, A.ObjectRef) and isinstance(ref.count, int):
                n = ref.count
            take, flat = flat[:n], flat[n:]
            out.append([self._lookup_target(t, pending) for t in take])
        if flat:  # more targets than "target" words: refused, never dropped
            raise IllegalAction(
                "illegal_target",
                f"too many targets: {', '.join(map(str, flat))} left over "
                f"({len(slots)} 'target' word(s))",
            )
        return out

    def _lookup_target(self, label: Any, pending: StackItem | None = None) -> Any:
        if label in self.players:
            return label
        if isinstance(label, str) and label.startswith("stack:"):
            if pending is not None and label[6:] == pending.source.label:
                return pending
            return self.stack_ref(label[6:])
        return self.get(str(label))

    def stack_ref(self, ref: str) -> StackItem:
        """A stack item by ``top``, an index from the top (``0`` = top) or a source label (the
        resolving spell or ability included)."""
        if not self.stack:
            raise IllegalAction("empty_stack", "the stack is empty")
        if ref == "top":
            return self.stack[-1]
        if ref.isdigit():
            return self.stack[-1 - int(ref)]
        for item in reversed(self.stack):
            if item.source.label == ref:
                return item
        if self.resolving is not None and self.resolving.source.label == ref:
            return self.resolving  # still on the stack while it resolves (CR 608.2)
        raise IllegalAction("not_on_stack", f"nothing from {ref!r} is on the stack")

    def _default_target(self, item: StackItem, kind: str, ref: Any) -> list[Any]:
        me = item.controller
        if kind == "player":
            return [self.opponent(me)]
        if kind == _targets.SLOT:
            return _targets.default(self, item, ref)
        if kind == "stack":
            legal = [
                i
                for i in reversed(self.stack)
                if self.legal_target(i, kind, ref, me, item.source, item=item)
            ]
            return legal[:1]
        pool = [o for o in self.battlefield if o.controller != me] + [
            o for o in self.battlefield if o.controller == me
        ]
        if any(
            w in ("suspended", "permanent_or_suspended", "permanent_with_time_counter_or_suspended")
            for w in ref.filter
        ):
            for p in self.apnap():
                pool += self.players[p].exile
        if "in_your_graveyard" in ref.filter:
            pool += self.players[me].graveyard
        if "in_a_graveyard" in ref.filter:
            for p in self.apnap():
                pool += self.players[p].graveyard
        legal = [o for o in pool if self.legal_target(o, kind, ref, me, item.source)]
        n = ref.count if isinstance(ref.count, int) else 1
        return legal[:n]

    def legal_target(
        self,
        o: Any,
        kind: str,
        ref: Any,
        controller: str,
        source: Any = None,
        *,
        item: StackItem | None = None,
    ) -> bool:
        """Whether ``o`` can be the target of ``ref`` (CR 115.1): permanents unless the filter
        names another zone (suspended cards in exile, cards in your graveyard); "another"
        excludes the source itself (CR 109.1); a spell or ability on the stack that matches
        the filter and targeting condition, other than ``item`` itself (CR 115.5). A ``ref``
        of None (a slot whose target word is unknown) accepts anything."""
        if ref is None:
            return True
        if kind == "player":
            if getattr(ref, "kind", None) == "target_opponent" and o == controller:
                return False
            return isinstance(o, str) and o in self.players
        if kind == "stack":
            return S.legal_stack_target(self, o, ref, controller, source, item)
        if kind == _targets.SLOT:  # "any target", "target creature or player" (CR 115.4)
            return _targets.legal(self, o, ref) and (
                not isinstance(o, GameObject)
                or _protection.untargetable_reason(self, o, controller, source) is None
            )
        words = ref.filter
        if not isinstance(o, GameObject):
            return False
        other_zone = (
            any("suspended" in w for w in words)
            or "in_your_graveyard" in words
            or "in_a_graveyard" in words
        )
        if o.zone is not Zone.BATTLEFIELD and not other_zone:
            return False
        if "another" in words and source is not None and o.label == source.label:
            return False
        if (
            o.zone is Zone.BATTLEFIELD
            and _protection.untargetable_reason(self, o, controller, source) is not None
        ):
            return False  # shroud, hexproof, protection (CR 702.18a, 702.11b, 702.16b)
        return self.matches(o, words, controller)

    def _put_pending_on_stack(self) -> None:
        """Put waiting triggered abilities on the stack in APNAP order (CR 603.3b)."""
        while self.pending:
            pending, self.pending = self.pending, []
            for player in self.apnap():
                mine = [i for i in pending if i.controller == player]
                for item in self.policy.order_triggers(self, player, mine):
                    node = item.ability.node  # type: ignore[union-attr]
                    effect = node.effect
                    if isinstance(effect, A.ChooseOne):
                        item.mode = self.policy.choose_mode(self, item, len(effect.modes))
                        effect = effect.modes[item.mode]
                    if not self._choose_targets(item, effect):
                        self.emit(
                            "trigger_removed",
                            source=item.source.label,
                            ability=item.effect_name(),
                            effects=item.sub_effects(),
                        )
                        continue
                    self.stack.append(item)
                    self.emit(
                        "triggers",
                        source=item.source.label,
                        ability=item.effect_name(),
                        effects=item.sub_effects(),
                        controller=item.controller,
                        targets=_fmt_targets(item),
                    )
                    _retarget.targets_chosen(self, item)  # CR 603.3d: targets chosen now

    # ------------------------------------------------------------------ SBA and priority

    def _sba_key(self) -> tuple[int, int, int]:
        return (self.n_events, self.layers.version, len(self.battlefield))

    def _check_sba_if_changed(self) -> None:
        """:meth:`check_sba`, skipped when nothing happened since the last check that found
        nothing to do: every game action logs an event, and continuous effects change the
        layer version, so an unchanged (events, layer version, battlefield size) means the
        same state. About two thirds of the checks of a turn are skipped this way."""
        if self._sba_key() != self._sba_clean:
            self.check_sba()

    def check_sba(self) -> None:
        """State-based actions until none apply (CR 704.3): 0 or less life (704.5a), a player
        who drew from an empty library (704.5b), tokens off the battlefield (704.5d),
        toughness 0 or less (704.5f), lethal damage (704.5g), damage from a source with
        deathtouch (704.5h)."""
        while True:
            acted = False
            for p in self.players.values():
                if not p.lost and p.life <= 0:
                    p.lost = True
                    acted = True
                    self.emit("sba", rule="704.5a", player=p.name)
                    self.emit("loses_game", player=p.name)
                    if len(self.order) > 2:  # the others play on (CR 104.2a, 800.4a)
                        _players.leave_game(self, p.name)
            layers = self.layers
            for o in list(self.battlefield):
                if o.zone is not Zone.BATTLEFIELD:
                    continue
                hit = o.layer_cache  # inlined cache hit: this loop is the engine's hot path
                if hit is None or hit[0] != layers.version or hit[1] != o.zone_changes:
                    o.characteristics()
                    hit = o.layer_cache
                ch = hit[2]
                if "creature" not in ch.types:
                    continue
                c = o.counters
                if hit[3] or ch.cda or (c and ("+1/+1" in c or "-1/-1" in c)):
                    t = layers.power_toughness(o)[1] or 0
                else:
                    t = ch.toughness or 0
                if t <= 0:
                    self.emit("sba", rule="704.5f", card=o.label)
                    self.move(o, Zone.GRAVEYARD, cause="sba")
                    acted = True
                elif o.damage >= t and not auras.indestructible(self, o):
                    acted = True
                    if not _regeneration.replace_destruction(self, o):  # CR 701.15b
                        self.emit("sba", rule="704.5g", card=o.label)
                        self.move(o, Zone.GRAVEYARD, cause="sba")
                elif o.deathtouched:
                    o.deathtouched = False
                    if o.damage > 0 and not auras.indestructible(self, o):
                        acted = True
                        if not _regeneration.replace_destruction(self, o):
                            self.emit("sba", rule="704.5h", card=o.label)
                            self.move(o, Zone.GRAVEYARD, cause="sba")
            acted = auras.aura_sba(self) or acted
            acted = _equipment.equipment_sba(self) or acted  # CR 704.5n
            acted = self._legend_rule() or acted
            while self.dead_tokens:
                tok = self.dead_tokens.pop()
                # a copy of a card cast meanwhile is a spell on the stack now (CR 707.12)
                gone = tok.zone not in (Zone.BATTLEFIELD, Zone.STACK)
                if gone and self.objects.get(tok.label) is tok:
                    del self.objects[tok.label]
                    acted = True
            if len(self.order) == 2:
                if any(p.lost for p in self.players.values()):
                    self.over = True
            elif len(_players.remaining(self)) <= 1:
                self.over = True
            if not acted:
                self._sba_clean = self._sba_key()
                return

    def _legend_rule(self) -> bool:
        """The "legend rule" (CR 704.5j): if a player controls two or more legendary
        permanents with the same name, that player chooses one of them (``choices.choose`` by
        the first one's label; default: the newest) and the rest go to their owners'
        graveyards. Names are compared in English (the same card in every language); a
        face-down permanent has no name (CR 708.2). Returns whether anything moved."""
        groups: dict[tuple[str, str], list[GameObject]] = {}
        for o in self.board().legendary:
            if o.face_down or o.zone is not Zone.BATTLEFIELD:
                continue
            groups.setdefault((o.controller, o.chars.name("en")), []).append(o)
        acted = False
        for (player, _name), objs in groups.items():
            if len(objs) < 2:
                continue
            newest = sorted(objs, key=lambda o: o.timestamp)[-1]
            keep = self.policy.choose_object(self, player, objs[0], [newest, *objs])
            if keep not in objs:
                keep = newest
            for o in objs:
                if o is not keep:
                    self.emit("sba", rule="704.5j", card=o.label)
                    self.move(o, Zone.GRAVEYARD, cause="sba")
                    acted = True
        return acted

    def settle(self) -> None:
        """What happens before a player gets priority: SBAs, then triggers onto the stack,
        repeated until neither happens (CR 117.5)."""
        while True:
            _control.apply_static_control(self)  # "You control enchanted creature" (layer 2)
            self._check_sba_if_changed()
            auras.state_triggers(self)
            if not self.pending:
                return
            self._put_pending_on_stack()

    def resolve_top(self) -> None:
        """Resolve the top object of the stack (CR 608), then settle."""
        if not self.stack:
            raise IllegalAction("empty_stack", "nothing to resolve")
        _combat.close_declaration(self)  # players passed priority: the declaration is over
        item = self.stack.pop()
        self.resolving = item
        try:
            if item.is_spell:
                self._resolve_spell(item)
            else:
                self._resolve_ability(item)
        finally:
            self.resolving = None
        self.settle()

    def resolve_all(self) -> None:
        """Resolve the stack until it is empty (all players pass, CR 117.4)."""
        while self.stack and not self.over:
            self.resolve_top()

    def context_of(self, item: StackItem) -> Context:
        src = item.source
        zc = item.trigger_event.get("zone_changes", src.zone_changes)
        live = src.zone_changes == zc and item.lki is None
        if item.is_spell:
            live = True
        ctx = Context(
            item,
            item.controller,
            item.lki if item.lki is not None else src,
            live,
            item.ability,
            slots={k: v for k, v in item.targets},
            that=[o for o, zc in item.remembered if o.zone_changes == zc],
        )
        if not item.remembered:  # objects the trigger event names ("that creature" blocked)
            ctx.that = auras.event_objects(self, item.trigger_event)
        return ctx

    def _resolve_ability(self, item: StackItem) -> None:
        node = item.ability.node  # type: ignore[union-attr]
        ctx = self.context_of(item)
        name = item.effect_name()
        cond = getattr(node, "condition", None)
        if cond is not None and not self.condition_holds(cond, ctx):
            self.emit(
                "does_nothing",
                source=item.source.label,
                ability=name,
                reason="condition",
                effects=item.sub_effects(),
            )
            return
        if not self._targets_still_legal(item, ctx):
            self.emit("fizzles", source=item.source.label, ability=name, effects=item.sub_effects())
            return
        self.emit("resolves", source=item.source.label, ability=name, effects=item.sub_effects())
        effect = getattr(node, "effect", None)
        if isinstance(effect, A.ChooseOne) and item.mode is not None:
            effect = effect.modes[item.mode]
        if effect is not None:
            self.do_effect(effect, ctx)

    def _targets_still_legal(self, item: StackItem, ctx: Context) -> bool:
        """CR 608.2b: illegal targets are dropped; if every target is illegal, the spell or
        ability doesn't resolve."""
        if not any(objs for _key, objs in item.targets):
            return True  # "up to N targets" with none chosen: nothing can become illegal
        node = item.ability.node if item.ability else None
        effect = (
            getattr(node, "effect", None) if node is not None else self._spell_effect(item.source)
        )
        if isinstance(effect, A.ChooseOne) and item.mode is not None:
            effect = effect.modes[item.mode]
        slots = self.target_slots(effect) if effect is not None else []
        refs = {id(r): (k, r) for k, r in slots}
        any_legal = False
        for key, objs in item.targets:
            kind, ref = refs.get(key, ("object", None))
            keep = [
                o
                for o in objs
                if self.legal_target(o, kind, ref, item.controller, item.source, item=item)
            ]
            ctx.slots[key] = keep
            any_legal = any_legal or bool(keep)
        return any_legal

    def slot_refs(self, item: StackItem) -> list[tuple[int, str, Any, list[Any]]]:
        """The target slots of a spell or ability on the stack with what was chosen for each:
        (slot key, ``object``/``player``/``stack``, target-word node, chosen targets)."""
        node = item.ability.node if item.ability else None
        effect = (
            getattr(node, "effect", None) if node is not None else self._spell_effect(item.source)
        )
        if isinstance(effect, A.ChooseOne):
            effect = effect.modes[item.mode or 0]
        refs = {id(r): (k, r) for k, r in self.target_slots(effect)} if effect is not None else {}
        out = []
        for key, objs in item.targets:
            kind, ref = refs.get(key, ("object", None))
            out.append((key, kind, ref, list(objs)))
        return out

    def trigger_event(self, holder: GameObject, inst: AbilityInstance, **info: Any) -> None:
        """A triggered ability of ``holder`` triggers on an event described by ``info``
        (``that``: the (label, zone changes) of the objects the event names, "the blocking
        creature"); its intervening "if" is checked now (CR 603.4)."""
        self.trigger(holder, inst, lki=None, info=info)

    def trigger_ability(self, holder: GameObject, inst: AbilityInstance) -> None:
        """A triggered ability of ``holder`` triggers now (CR 603.2); it is put on the stack the
        next time a player would receive priority."""
        self.trigger(holder, inst, lki=None, info={})

    def _spell_effect(self, obj: GameObject) -> A.Node | None:
        effects = [i.node.effect for i in obj.abilities() if isinstance(i.node, A.SpellAbility)]
        if not effects:
            return None
        return effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects))

    def _resolve_spell(self, item: StackItem) -> None:
        obj = item.source
        self.emit("resolves", source=obj.label, ability="spell")
        aura_ref = None if obj.face_down else auras.aura_target(obj)
        if aura_ref is not None:  # CR 303.4f, 608.3b
            if not auras.resolve_aura(self, item, aura_ref):
                self.emit("fizzles", source=obj.label, ability="spell")
                self.move(obj, Zone.GRAVEYARD, cause="fizzle")
            return
        if obj.face_down or PERMANENT_TYPES & set(obj.card.types):
            face_down = obj.face_down
            old_zc = obj.zone_changes
            self.move(obj, Zone.BATTLEFIELD, cause="resolve")
            obj.face_down = face_down
            self.layers.follow(obj, old_zc)
            return
        effect = self._spell_effect(obj)
        ctx = self.context_of(item)
        if item.targets and not self._targets_still_legal(item, ctx):
            self.emit("fizzles", source=obj.label, ability="spell")
        elif effect is not None:
            self.do_effect(effect, ctx)
        if obj.zone is Zone.STACK:
            self.move(obj, Zone.GRAVEYARD, cause="resolve")

    # ------------------------------------------------------------------ amounts & conditions

    def amount_of(self, amount: Any, ctx: Context) -> int:
        if isinstance(amount, int):
            return amount
        if amount is None:
            return 1
        if isinstance(amount, A.Variable):
            if amount.name == "N" and ctx.inst is not None:
                b = ctx.inst.amount_binding()
                if b is not None:
                    return b
                return self._keyword_number(ctx.inst.keyword, ctx)
            if amount.name in ("X",):
                return ctx.source.x or 0
            if ctx.number is None:
                ctx.number = self.policy.choose_number(self, ctx.item) if ctx.item else 0
            return ctx.number
        if isinstance(amount, A.Count):
            return self._count(amount, ctx)
        if isinstance(amount, A.Difference):
            return self.amount_of(amount.minuend, ctx) - self.amount_of(amount.subtrahend, ctx)
        if isinstance(amount, A.Sum):  # "3 plus the number of charge counters on it"
            return sum(self.amount_of(t, ctx) for t in amount.terms)
        if isinstance(amount, A.Product):  # "+2/+2 for each Aura attached to it"
            return amount.factor * self.amount_of(amount.amount, ctx)
        raise ExecutorError(f"unsupported amount {amount!r}")

    def _keyword_number(self, kw: A.Keyword | None, ctx: Context) -> int:
        if kw is None:
            return 0
        par = kw.parameter
        if isinstance(par, A.Variable):
            return ctx.source.x or 0
        for n in par.walk() if isinstance(par, A.Node) else ():
            if isinstance(n, A.Variable) and n is not par:
                return ctx.source.x or 0
        num = getattr(par, "number", None) or getattr(par, "amount", None)
        if isinstance(num, int):
            return num
        if isinstance(num, A.Variable):
            return ctx.source.x or 0
        return 0

    def _count(self, c: A.Count, ctx: Context) -> int:
        player = self.player_of(c.player, ctx) if c.player is not None else ctx.controller
        # A life total below 0 counts as 0 (Roiling Horror ruling; CR 107.1b: no negative
        # results); Roiling Horror looks at every opponent's life continuously, never locked in.
        if c.what == "life_total":
            return max(0, self.players[player].life)
        if c.what == "times_kicked":  # "for each time it was kicked" (CR 702.33c-d)
            return len(ctx.source.kicked)
        if c.what == "highest_life_total":
            opponents = c.player is not None and c.player.kind == "opponent"
            pool = [n for n in self.players if n != ctx.controller] if opponents else [player]
            return max((max(0, self.players[n].life) for n in pool), default=0)
        if c.what == "cards_in_hand":
            return len(self.players[player].hand)
        if c.what == "permanents":
            return sum(
                1
                for o in self.battlefield
                if o.controller == player and self.matches(o, c.filter, player)
            )
        objs = self.objects_of(c.object, ctx) if c.object is not None else [ctx.source]
        if c.what == "counters":
            return sum(o.counters.get(c.counter or "", 0) for o in objs)
        if c.what == "power":
            return sum(self.power_toughness(o)[0] for o in objs)
        if c.what == "mana_value":
            return sum(S.mana_value(o) for o in objs)
        if c.what == "total_power_toughness":  # Wild Pair: last known if it left (CR 608.2h)
            known = _library.event_object(self, c.object, ctx) if c.object is not None else objs
            return sum(_library.total_power_toughness(self, o) for o in known[:1])
        got = _counts.count(self, c, objs, ctx.controller)  # attached Auras, graveyard cards
        if got is not None:
            return got
        raise ExecutorError(f"unsupported count {c.what!r}")

    def condition_holds(self, cond: A.Node, ctx: Context) -> bool:
        if isinstance(cond, A.Not):
            return not self.condition_holds(cond.condition, ctx)
        if isinstance(cond, A.HasCounters):
            objs = self.objects_of(cond.object, ctx, include_dead=True)
            return any(o.counters.get(cond.counter, 0) >= cond.at_least for o in objs)
        if isinstance(cond, A.ControlledSinceLastUpkeep):
            o = ctx.source
            return o.control_epoch >= self.players[o.controller].upkeeps - 1
        if isinstance(cond, A.KickerPaid):
            if cond.index is None:
                return bool(ctx.source.kicked)
            return cond.index in ctx.source.kicked
        if isinstance(cond, A.KickerCostPaid):
            costs = [
                c.components[0].symbols if isinstance(c, A.Cost) and c.components else None
                for c in self.kicker_costs(self.objects.get(ctx.source.label, ctx.source))
            ]
            idx = [i for i, sym in enumerate(costs) if sym == cond.cost.symbols]
            return bool(idx) and idx[0] in ctx.source.kicked
        if isinstance(cond, A.Suspended):
            return self._suspended(ctx.source)
        if isinstance(cond, A.InZone):
            objs = self.objects_of(cond.object, ctx, include_dead=True)
            return any(self.objects.get(o.label, o).zone.value == cond.zone for o in objs)
        extra = auras.cond(self, cond, ctx)
        if extra is not None:
            return extra
        extra = _combat.cond(self, cond, ctx)
        if extra is None:
            extra = _retarget.cond(self, cond, ctx)
        if extra is not None:
            return extra
        extra = _library.cond(self, cond, ctx)
        if extra is not None:
            return extra
        raise ExecutorError(f"unsupported condition {cond.type_name!r}")

    # ------------------------------------------------------------------ references

    def player_of(self, ref: A.PlayerRef | None, ctx: Context) -> str:
        if ref is None or ref.kind == "you":
            return ctx.controller
        if ref.kind == "opponent":
            return self.opponent(ctx.controller)
        if ref.kind in ("target_player", "target_opponent"):
            got = ctx.slots.get(id(ref), [])
            return got[0] if got else ""
        if ref.kind == "that_player":  # the player named before ("That player may ...")
            return ctx.that_player or ""
        if ref.kind in ("controller", "owner"):
            objs = (
                self.objects_of(ref.object, ctx, include_dead=True) if ref.object else [ctx.source]
            )
            if not objs:
                return ""
            return objs[0].controller if ref.kind == "controller" else objs[0].owner
        raise ExecutorError(f"unsupported player reference {ref.kind!r}")

    def players_of(self, ref: A.PlayerRef, ctx: Context) -> list[str]:
        if ref.kind in ("each_player", "each"):
            return self.apnap()
        p = self.player_of(ref, ctx)
        return [p] if p else []

    def objects_of(
        self, ref: A.ObjectRef | None, ctx: Context, *, include_dead: bool = False
    ) -> list[Any]:
        if ref is None:
            return []
        if isinstance(ref, A.ObjectUnion):  # each object once, even if it matches several
            out: list[Any] = []
            for r in ref.objects:
                out += [
                    o for o in self.objects_of(r, ctx, include_dead=include_dead) if o not in out
                ]
            return out
        if ref.kind == "self":
            if ctx.live or include_dead:
                return [ctx.source]
            return []
        if ref.kind == "target":
            got = ctx.slots.get(id(ref), [])
            ctx.that = list(got)
            return list(got)
        if ref.kind in ("that", "it"):
            return list(ctx.that)
        if ref.kind in ("each", "any", "all"):
            return [o for o in self.battlefield if self.matches(o, ref.filter, ctx.controller)]
        if ref.kind == "linked":  # "the exiled card" of a linked ability (CR 607.2a)
            got = _spell_copies.linked_objects(self, ctx.source, ref)
            ctx.that = list(got)
            return got
        if ref.kind in ("enchanted", "equipped"):  # the permanent this Aura or Equipment is
            got = auras.enchanted(self, ctx.source)  # (was) attached to (CR 303.4, 301.5)
            ctx.that = list(got)
            return got
        raise ExecutorError(f"unsupported object reference {ref.kind!r}")

    # ------------------------------------------------------------------ effects

    def do_effect(self, eff: A.Node, ctx: Context) -> bool:
        """Carry out one effect (CR 608.2c) by its node class's registered handler
        (:func:`.engine.effect`). Returns whether it did something (fading's "If you can't").
        An effect no handler plays is logged ``unsupported`` (a scenario then fails)."""
        handler = effect_handler(type(eff))
        if handler is None:
            self.emit("unsupported", node=eff.type_name)
            return False
        return handler.fn(self, eff, ctx)

    def continuous_effect(self, eff: A.Node, ctx: Context) -> bool:
        """A resolving spell or ability starts a continuous effect (CR 611.2) on the objects
        its reference designates now (locked in, CR 611.2c): permanents, or for an ability
        gain also a spell on the stack (suspend's haste)."""
        ref = getattr(eff, "object", None)
        objs: list[GameObject] = []
        if isinstance(eff, A.ModifyPowerToughness) and not (
            isinstance(eff.power, int) and isinstance(eff.toughness, int)
        ):
            # "+X/+0, where X is its power": X is fixed as the effect resolves (CR 608.2h)
            objs0 = [o for o in self.objects_of(ref, ctx) if isinstance(o, GameObject)]
            ctx.that = objs0
            eff = dataclasses.replace(
                eff,
                power=self.amount_of(eff.power, ctx),
                toughness=self.amount_of(eff.toughness, ctx),
            )
            ctx.that = objs0
        if isinstance(eff, A.GainAbility):
            for o in self.objects_of(ref, ctx, include_dead=True):
                real = self.objects.get(o.label, o)
                if real.zone is Zone.STACK and not real.has_type("creature"):
                    # suspend's haste is gained only by a creature spell (CR 702.62a): a
                    # sorcery cast by suspend doesn't "gain haste"
                    continue
                if real.zone in (Zone.BATTLEFIELD, Zone.STACK):
                    objs.append(real)
        else:
            objs = [
                o
                for o in self.objects_of(ref, ctx)
                if isinstance(o, GameObject) and o.zone is Zone.BATTLEFIELD
            ]
        if not objs:
            return False
        self.start_effect(eff, objs, ctx.source, ctx.controller)
        return True

    def start_effect(
        self, eff: A.Node, objs: list[GameObject], source: GameObject, controller: str
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
            self.new_timestamp(),
            duration=kind,
            source=source.label,
            controller=controller,
        )
        self.layers.add(effect)
        for o in objs:
            if isinstance(eff, A.GainAbility):
                self.emit("gains", card=o.label, ability=eff.ability, duration=kind)
            elif isinstance(eff, A.LoseAllAbilities):
                self.emit("loses_abilities", card=o.label)
            elif isinstance(eff, A.SetPowerToughness):
                self.emit("becomes", card=o.label, power=eff.power, toughness=eff.toughness)
            elif isinstance(eff, A.ModifyPowerToughness):
                self.emit("gets", card=o.label, power=eff.power, toughness=eff.toughness)
            else:
                p, t = self.power_toughness(o)
                self.emit("becomes", card=o.label, power=p, toughness=t)
        return effect

    def cost_amount(self, cost: A.Node | None, ctx: Context) -> int:
        """Generic-mana amount of a cost's mana part (CR 202.3); ``Count`` components are
        evaluated now (Volcano Hellion: X is your life total as the ability resolves)."""
        if cost is None:
            return 0
        if isinstance(cost, A.ManaCost):
            return mana_value(cost.symbols, ctx.source.x or 0)
        total = 0
        for c in getattr(cost, "components", ()):
            if isinstance(c, A.ManaCost):
                total += mana_value(c.symbols, ctx.source.x or 0)
            elif isinstance(c, A.Count):
                total += self._count(c, ctx)
        return total

    def create_token(self, card: CardDef, base: str, controller: str) -> GameObject:
        """Create one token of ``card`` under ``controller`` (CR 111.1): labelled
        ``token:<base>#<n>`` (see :meth:`find`), it enters the battlefield."""
        self._token_n[base] = self._token_n.get(base, 0) + 1
        label = f"token:{base}#{self._token_n[base]}"
        obj = GameObject(
            label=label,
            card=card,
            owner=controller,
            controller=controller,
            zone=Zone.STACK,
            token=True,
            game=self,
        )
        self.objects[label] = obj
        obj.token_of = base
        self.emit("token", card=label, of=base)
        self.move(obj, Zone.BATTLEFIELD, cause="token")
        return obj

    # ------------------------------------------------------------------ primitive actions

    def put_counters(self, o: GameObject, counter: str, n: int) -> None:
        """Put counters on an object (CR 122.6); fires "counter put" triggers."""
        if n <= 0:
            return
        o.counters[counter] = o.counters.get(counter, 0) + n
        self.emit(
            "counters_put", card=o.label, counter=counter, amount=n, total=o.counters[counter]
        )
        self.fire("counter_put", o, counter=counter)

    def remove_counters(self, o: GameObject, counter: str, n: int) -> int:
        """Remove up to ``n`` counters, one at a time: each removal is an event ("whenever a
        time counter is removed"), the one that leaves none is "the last" (CR 702.62a, 702.63a).
        Returns how many were removed."""
        have = o.counters.get(counter, 0)
        k = min(n, have)
        if k <= 0:
            return 0
        o.counters[counter] = have - k
        if o.counters[counter] == 0:
            del o.counters[counter]
        self.emit("counters_removed", card=o.label, counter=counter, amount=k, total=have - k)
        for i in range(k):
            self.fire("counter_removed", o, counter=counter, last=(have - i - 1 == 0))
        return k

    def gain_life(self, player: str, n: int) -> None:
        """A player gains ``n`` life (CR 119.1 of the current rules)."""
        if n <= 0:
            return
        self.players[player].life += n
        self.emit("life", player=player, change=n, life=self.players[player].life)

    def lose_life(self, player: str, n: int) -> None:
        """A player loses ``n`` life, or pays it as a cost (CR 119.3, 118.3)."""
        if n <= 0:
            return
        self.players[player].life -= n
        self.emit("life", player=player, change=-n, life=self.players[player].life)

    def damage_player(self, src: GameObject, player: str, n: int, *, combat: bool = False) -> None:
        """Damage to a player causes that much life loss (CR 120.3a), less what prevention
        shields prevent (CR 615.7)."""
        n = _slivers.prevent(self, src, player, n, combat=combat)
        if n <= 0:
            return
        self.players[player].life -= n
        self.emit("damage", source=src.label, to=player, amount=n, combat=combat)
        _combat.record_damage(self, src, player=player, amount=n, combat=combat)
        _color.dealt_damage(self, src, player, combat=combat)

    def damage_object(
        self, src: GameObject, o: GameObject, n: int, *, combat: bool = False
    ) -> None:
        """Damage to a creature is marked on it (CR 120.3e); from a source with deathtouch it
        is lethal at the next state-based action check (CR 702.2b, 704.5h). Damage from a
        source with a quality ``o`` has protection from is prevented (CR 702.16e)."""
        if n <= 0 or o.zone is not Zone.BATTLEFIELD:
            return
        if _protection.damage_prevented(self, src, o, n):
            return
        n = _slivers.prevent(self, src, o, n, combat=combat)  # prevention (CR 615)
        if n <= 0:
            return
        o.damage += n
        if self.has_keyword(src, "deathtouch"):
            o.deathtouched = True
        self.emit("damage", source=src.label, to=o.label, amount=n, combat=combat)
        _combat.record_damage(self, src, to=o.label, amount=n, combat=combat)
        _color.dealt_damage(self, src, o, combat=combat)

    def draw(self, player: str, n: int = 1) -> list[GameObject]:
        """Draw ``n`` cards (CR 121), one at a time; each draw may be replaced (dredge,
        CR 614.1a / 702.52a: :func:`auras.replace_draw`); drawing from an empty library loses
        (CR 704.5b). Returns the cards actually drawn."""
        p = self.players[player]
        drawn: list[GameObject] = []
        for _ in range(n):
            if auras.replace_draw(self, player):
                continue
            if not p.library:
                self.emit("draws_from_empty", player=player)
                p.lost = True
                self.emit("loses_game", player=player)
                if len(self.order) > 2:
                    _players.leave_game(self, player)
                    self.over = len(_players.remaining(self)) <= 1
                else:
                    self.over = True
                return drawn
            o = p.library.pop(0)
            o.zone = Zone.HAND
            p.hand.append(o)
            drawn.append(o)
        if drawn:
            self.emit("draws", player=player, amount=len(drawn))
        return drawn

    def tap(self, o: GameObject) -> None:
        """Tap a permanent (CR 701.20a)."""
        if o.zone is Zone.BATTLEFIELD and not o.tapped:
            o.tapped = True
            self.emit("tapped", card=o.label)

    def untap(self, o: GameObject, *, cause: str) -> bool:
        """Untap a permanent (CR 701.20b) unless the stun-counter replacement applies
        (CR 122.1d: "If a permanent with a stun counter would become untapped, remove one from
        it instead"), for any cause: untap step, effect or cost. A replaced untap is not
        "becomes untapped" and fires no trigger. Returns True if it became untapped."""
        if o.zone is not Zone.BATTLEFIELD or not o.tapped:
            return False
        stun = o.counters.get("stun", 0)
        if stun > 0:
            if stun == 1:
                del o.counters["stun"]
            else:
                o.counters["stun"] = stun - 1
            self.emit("untap_replaced", card=o.label, counter="stun", total=stun - 1, cause=cause)
            self.fire("counter_removed", o, counter="stun", last=stun == 1)
            return False
        o.tapped = False
        self.emit("untapped", card=o.label, cause=cause)
        self.fire("becomes_untapped", o)
        return True

    def counter(self, item: StackItem) -> None:
        """Counter a spell or ability (CR 701.5): it leaves the stack without resolving; a
        countered spell goes to its owner's graveyard."""
        if item not in self.stack:
            raise IllegalAction("not_on_stack", "that object is no longer on the stack")
        if item.is_spell and any(
            isinstance(i.node, A.StaticAbility) and i.node.rule == "cant_be_countered"
            for i in item.source.abilities()
        ):
            # "can't be countered" (CR 101.1); a face-down spell has no abilities (CR 708.2)
            self.emit("not_countered", source=item.source.label, ability="spell")
            return
        self.stack.remove(item)
        self.emit("countered", source=item.source.label, ability=item.effect_name())
        if item.is_spell:
            self.move(item.source, Zone.GRAVEYARD, cause="countered")

    def turn_face_up_object(self, o: GameObject) -> None:
        """A face-down permanent turns face up (CR 702.37e, 708.8); "as ... is turned face
        up" replacements apply (CR 614.1e)."""
        o.face_down = False
        o.invalidate()
        copies.apply_as_abilities(self, o, "turned_face_up")  # CR 614.1e, 614.12
        self.emit("turned_face_up", card=o.label)
        self.fire("turned_face_up", o)

    # ------------------------------------------------------------------ player actions

    def pay_mana(self, player: str, amount: int, what: str) -> None:
        """Pay generic mana: from the mana pool first (CR 106.4), then from the allowance."""
        p = self.players[player]
        if p.mana + len(p.pool) < amount:
            raise IllegalAction(
                "cannot_pay", f"{player} has {p.mana + len(p.pool)} mana, {what} costs {amount}"
            )
        from_pool = min(amount, len(p.pool))
        del p.pool[:from_pool]
        p.mana -= amount - from_pool

    def _announce_targets(self, item: StackItem, effect: A.Node | None, targets: Any) -> None:
        """Choose the targets of a spell being cast or an ability being activated (CR 601.2c,
        602.2b): the scripted ``targets`` labels, else the policy's defaults; each must be
        legal (CR 115), checked before any cost is paid so a refused action changes nothing.
        Without scripted ``targets`` the policy chooses (``choices.targets`` by the card's
        label: a spell cast by suspend or by another effect), else the defaults. An illegal
        choice is refused, never replaced by another target. Sets ``item.targets``; raises
        :class:`IllegalAction` ``illegal_target``."""
        slots = self.target_slots(effect) if effect is not None else []
        if not slots:
            if targets:  # an option that can't apply is refused, not ignored
                raise IllegalAction(
                    "illegal_target",
                    f"{item.source.label} has no 'target' to choose (CR 115.1), "
                    f"so targets: {targets} can't be used",
                )
            return
        # no scripted targets on the action (a spell cast while something resolves: suspend's
        # "cast it without paying its mana cost", CR 702.62a): the policy's choice, else defaults
        chosen = (
            self.resolve_target_labels(targets, slots, pending=item)
            if targets is not None
            else self.policy.choose_targets(self, item, slots)
        )
        scripted = chosen is not None
        if chosen is None:
            chosen = [self._default_target(item, k, r) for k, r in slots]
        for (k, r), objs in zip(slots, chosen, strict=False):
            if not objs and not getattr(r, "up_to", False):
                # CR 601.2c: every required target is chosen, or the spell can't be cast
                if scripted and self._default_target(item, k, r):
                    raise IllegalAction(
                        "missing_choice", f"{item.source.label} needs a target for each 'target'"
                    )
                raise IllegalAction(
                    "illegal_target", f"{item.source.label} has no legal target (CR 601.2c)"
                )
            for o in objs:
                if not self.legal_target(o, k, r, item.controller, item.source, item=item):
                    hint = (
                        f" (a spell on the stack is named stack:{o.label})"
                        if isinstance(o, GameObject) and o.zone is Zone.STACK
                        else ""
                    )
                    raise IllegalAction("illegal_target", f"{_name(o)} is not a legal target{hint}")
        item.targets = [(id(r), objs) for (_, r), objs in zip(slots, chosen, strict=False)]

    def kicker_costs(self, obj: GameObject) -> list[A.Node]:
        """The optional additional costs of a card in printed order (kicker, CR 702.33)."""
        return [i.node.cost for i in obj.abilities() if isinstance(i.node, A.AdditionalCost)]

    def _check_kicker(self, obj: GameObject, kicker: Iterable[int]) -> tuple[int, ...]:
        """The kicker costs paid as ``obj`` is cast: ``kicker`` lists each cost's index once per
        payment (``[0, 0]``: a multikicker cost paid twice). A kicker cost is paid at most once
        (CR 702.33a), a multikicker cost any number of times (CR 702.33c). Output: the sorted
        indexes. Raises :class:`IllegalAction` ``no_such_kicker`` / ``kicker_not_repeatable``."""
        kicked = tuple(sorted(kicker))
        nodes = [i.node for i in obj.abilities() if isinstance(i.node, A.AdditionalCost)]
        for k in sorted(set(kicked)):
            if k >= len(nodes):
                raise IllegalAction(
                    "no_such_kicker", f"{obj.label} has {len(nodes)} kicker cost(s)"
                )
            if kicked.count(k) > 1 and not nodes[k].repeatable:
                raise IllegalAction(
                    "kicker_not_repeatable",
                    f"kicker cost {k} of {obj.label} is paid {kicked.count(k)} times: only a "
                    "multikicker cost can be paid more than once (CR 702.33a, 702.33c)",
                )
        return kicked

    def cast(
        self,
        player: str,
        label: str,
        *,
        targets: Any = None,
        kicker: Iterable[int] = (),
        x: int | None = None,
        face_down: bool = False,
        free: bool = False,
        mode: int | None = None,
        from_zone: Zone = Zone.HAND,
        half: int | None = None,
    ) -> StackItem:
        """Cast a spell (CR 601.2): move it to the stack, choose kicker costs, X, targets,
        pay (mana value, or {3} face down for morph CR 702.36b), fire "cast" triggers."""
        _combat.close_declaration(self)  # acting with priority ends the declaration
        obj = self.get(label)
        if obj.zone is Zone.EXILE and from_zone is Zone.HAND:  # a permission (Intet, CR 601.2)
            grant = copies.play_permission(self, obj, player)
            from_zone, free = Zone.EXILE, free or grant.without_paying
        if obj.zone is not from_zone:
            raise IllegalAction(
                "wrong_zone", f"{label} is in {obj.zone.value}, not {from_zone.value}"
            )
        if (
            face_down
            and not any(
                isinstance(i.node, A.AlternativeCost) and i.node.action == "cast_face_down"
                for i in obj.abilities()
            )
            and not any(k.name == "morph" for k in obj.keywords())
        ):
            raise IllegalAction("no_morph", f"{label} can't be cast face down")
        chosen_half = copies.choose_half(obj, half)  # split cards: one half is cast (CR 709.3)
        copies.check_prohibited(self, obj, "cast", face_down=face_down, half=chosen_half)
        # sorcery speed unless an instant or flash (CR 307.1, 702.8a); not during a resolution
        _timing.check_cast_timing(self, player, obj, face_down=face_down, half=chosen_half)
        kicked = self._check_kicker(obj, kicker)
        costs = self.kicker_costs(obj)
        # targets are chosen (CR 601.2c) and checked before anything is paid or moved, so a
        # refused cast leaves the game as it was
        item = StackItem(controller=player, source=obj, free=free, mode=mode)
        prev_half = obj.half
        obj.half = chosen_half  # only the half cast has targets (CR 709.3)
        obj.invalidate()
        try:
            effect = None if face_down else self._spell_effect(obj)
            if effect is None and not face_down:
                effect = auras.aura_target(obj)  # an Aura spell targets what it can enchant
            if isinstance(effect, A.ChooseOne):
                if mode is not None and not 0 <= mode < len(effect.modes):
                    raise IllegalAction(
                        "no_such_option",
                        f"{label} has {len(effect.modes)} modes (mode: 0 to "
                        f"{len(effect.modes) - 1}), not mode {mode} (CR 700.2)",
                    )
                effect = effect.modes[mode or 0]
            elif mode is not None:  # an option that can't apply is refused, not ignored
                raise IllegalAction(
                    "no_such_option", f"{label} is not modal: mode: {mode} can't apply (CR 700.2)"
                )
            self._announce_targets(item, effect, targets)
        finally:
            obj.half = prev_half
            obj.invalidate()
        obj.x = x
        if not free:
            if face_down:
                amount = 3
            else:
                amount = mana_value((chosen_half or obj.card).mana_cost, x or 0)
                ctx = Context(None, player, obj, True, None)
                amount += sum(self.cost_amount(costs[k], ctx) for k in kicked)
            self.pay_mana(player, amount, f"casting {label}")
        p = self.players[obj.owner]
        if obj in p.zone(from_zone):
            p.zone(from_zone).remove(obj)
        obj.zone = Zone.STACK
        obj.zone_changes += 1
        obj.controller = player
        obj.face_down = face_down
        obj.kicked = kicked
        obj.half = chosen_half
        obj.cast_by = (player, from_zone.value)
        obj.invalidate()
        self.stack.append(item)
        self.emit(
            "casts",
            player=player,
            card=obj.label,
            face_down=face_down,
            free=free,
            kicked=",".join(str(k) for k in kicked),
            targets=_fmt_targets(item),
            half=chosen_half.key if chosen_half is not None else "",
        )
        _timing.spell_cast(self, player, obj, face_down=face_down)  # Scout's Warning used up
        self.fire("cast", obj)
        _retarget.targets_chosen(self, item)  # "whenever a player chooses targets"
        S.fire_cast_self(self, obj)  # "When you cast [this spell]" (CR 603.2)
        self.fire("play", obj)  # "whenever you play a card" (2007 wording of casting)
        self.settle()
        return item

    def suspend(self, player: str, label: str, *, x: int | None = None) -> None:
        """Suspend a card from hand (CR 702.62a, a special action): pay the suspend cost and
        exile it with N time counters, as its ``AlternativeCost(action="suspend")`` says."""
        _combat.close_declaration(self)  # acting with priority ends the declaration
        obj = self.get(label)
        if obj.zone is not Zone.HAND:
            raise IllegalAction("wrong_zone", f"{label} is not in hand")
        alt = [
            i
            for i in obj.abilities()
            if isinstance(i.node, A.AlternativeCost) and i.node.action == "suspend"
        ]
        if not alt:
            raise IllegalAction("no_suspend", f"{label} has no suspend ability")
        # "any time you could cast that card" (CR 702.62a, 116.2f): a creature only at sorcery
        # speed, unless it has flash or an effect lets it be played as though it had flash
        _timing.check_cast_timing(self, player, obj, face_down=False, half=None)
        inst = alt[0]
        node = inst.node
        assert isinstance(node, A.AlternativeCost)
        for v in node.walk():
            if isinstance(v, A.Variable) and v.minimum is not None and (x or 0) < v.minimum:
                raise IllegalAction(
                    "x_too_small",
                    f"{label}: {v.name} can't be less than {v.minimum} (printed on the card)",
                )
        obj.x = x
        ctx = Context(None, player, obj, True, inst)
        self.pay_mana(player, self.cost_amount(node.cost, ctx), f"suspending {label}")
        n = 0
        for e in node.effect.walk() if node.effect is not None else ():
            if isinstance(e, A.Exile) and e.counter:
                n = self.amount_of(e.amount, ctx)
        self.players[obj.owner].hand.remove(obj)
        obj.zone = Zone.EXILE
        obj.zone_changes += 1
        obj.counters = {"time": n} if n else {}
        self.players[obj.owner].exile.append(obj)
        self.emit("suspends", player=player, card=label, counters=n)
        self.settle()

    def activate(
        self,
        player: str,
        label: str,
        index: int = 0,
        *,
        targets: Any = None,
        choose: Iterable[str] = (),
    ) -> StackItem:
        """Activate an activated ability (CR 602.2): pay its cost — mana, {T} (CR 107.5),
        "untap [N] tapped creatures you control" (each a different permanent; the stun
        replacement may apply and the cost is still paid, CR 122.1d ruling) — then put it on
        the stack."""
        _combat.close_declaration(self)  # acting with priority ends the declaration
        obj = self.get(label)
        acts = [i for i in obj.abilities() if isinstance(i.node, A.ActivatedAbility)]
        if index >= len(acts):
            raise IllegalAction("no_such_ability", f"{label} has {len(acts)} activated abilities")
        inst = acts[index]
        node = inst.node
        assert isinstance(node, A.ActivatedAbility)
        zone, any_player = _spell_copies.check_activation(self, obj, node, player)
        if (
            zone is Zone.BATTLEFIELD
            and obj.zone is not Zone.BATTLEFIELD
            and PERMANENT_TYPES & set(obj.chars.types)
        ):
            # a permanent card's activated abilities work only on the battlefield (CR 113.6)
            raise IllegalAction(
                "not_on_battlefield", f"{label} is in the {obj.zone.value}, not on the battlefield"
            )
        copies.check_prohibited(self, obj, "activate")
        _timing.check_activation_timing(self, player, obj, node)  # CR 602.5d "as a sorcery"
        ctx = Context(None, player, obj, True, inst)
        chosen = [self.get(c) for c in choose]
        if len({c.label for c in chosen}) != len(chosen):
            raise IllegalAction(
                "duplicate_choice", "the same permanent was chosen twice for one cost"
            )
        if obj.zone is not zone:
            raise IllegalAction("not_on_battlefield", f"{label} is not on the battlefield")
        mana = 0
        discards: list[GameObject] = []
        untaps: list[GameObject] = []
        sacrifices: list[GameObject] = []
        life = 0
        for comp in node.cost.components:
            if isinstance(comp, A.ManaCost):
                mana += mana_value(comp.symbols)
                if "T" in comp.symbols and obj.tapped:
                    raise IllegalAction("tapped", f"{label} is already tapped")
            elif isinstance(comp, A.Tap) and comp.object.kind == "self":
                if obj.tapped:
                    raise IllegalAction("tapped", f"{label} is already tapped")
            elif isinstance(comp, A.Untap):
                n = comp.object.count if isinstance(comp.object.count, int) else 1
                take, chosen = chosen[:n], chosen[n:]
                if len(take) < n:
                    raise IllegalAction("missing_choice", f"choose {n} permanent(s) to untap")
                for c in take:
                    if not c.tapped or not self.matches(
                        c, [w for w in comp.object.filter if w != "tapped"], player
                    ):
                        raise IllegalAction(
                            "not_tapped", f"{c.label} is not a tapped permanent you may choose"
                        )
                untaps += take
            elif isinstance(comp, A.Sacrifice):
                sacrifices += self._cost_sacrifices(comp.object, obj, player, chosen)
                chosen = [c for c in chosen if c not in sacrifices]
            elif isinstance(comp, A.LoseLife):
                life += self.amount_of(comp.amount, ctx)
            elif isinstance(comp, A.Discard) and comp.object is not None:
                # "Discard a land card" (CR 701.8): cards chosen by the scenario (``choose``)
                discards += _spell_copies.cost_discards(self, comp, player, chosen)
                chosen = [c for c in chosen if c not in discards]
            elif isinstance(comp, A.RemoveCounters):
                n = self.amount_of(comp.amount, ctx)
                if obj.counters.get(comp.counter, 0) < n:
                    raise IllegalAction(
                        "cannot_pay", f"{label} has fewer than {n} {comp.counter} counters"
                    )
        if obj.controller != player and not any_player:
            raise IllegalAction("not_yours", f"{label} is not controlled by {player}")
        if life > self.players[player].life:  # CR 119.4: life paid only from enough life
            raise IllegalAction(
                "cannot_pay", f"{player} has {self.players[player].life} life, can't pay {life}"
            )
        if _mana.taps_self(node) and obj.has_type("creature") and self.summoning_sick(obj):
            # CR 302.6: a creature's {T} ability (a mana ability too: Life and Limb's Saprolings)
            raise IllegalAction(
                "summoning_sick", f"{label} came under {player}'s control this turn (CR 302.6)"
            )
        # targets are chosen before costs are paid (CR 602.2b, 601.2c)
        item = StackItem(controller=player, source=obj, ability=inst)
        item.trigger_event = {"zone_changes": obj.zone_changes}
        self._announce_targets(item, node.effect, targets)
        self.pay_mana(player, mana, f"activating {label}")
        for comp in node.cost.components:
            if (isinstance(comp, A.Tap) and comp.object.kind == "self") or (
                isinstance(comp, A.ManaCost) and "T" in comp.symbols
            ):
                self.tap(obj)
        for c in untaps:
            self.untap(c, cause="cost")
        for comp in node.cost.components:
            if isinstance(comp, A.RemoveCounters):
                self.remove_counters(obj, comp.counter, self.amount_of(comp.amount, ctx))
        if life:
            self.lose_life(player, life)
        for c in discards:
            self.emit("discards", player=player, card=c.label)
            self.move(c, Zone.GRAVEYARD, cause="discard")
        if zone is Zone.HAND:  # "Remove [this] in your hand from the game" as a cost
            self.move(obj, Zone.EXILE, cause="exile")
            self.emit("exiled", card=obj.label, zone=Zone.HAND.value)
        if _mana.is_mana_ability(node):
            # CR 406.4 / 411.1 (2007): a mana ability resolves at once, without the stack
            for c in sacrifices:
                _sacrifice.sacrifice(self, player, c)
            self.emit("activates", player=player, card=label, ability=node.effect.type_name)
            _mana.add_mana(self, node.effect, player, obj)  # type: ignore[arg-type]
            self.settle()
            return StackItem(controller=player, source=obj, ability=inst)
        for c in sacrifices:
            # CR 602.2 / 701.17: sacrificed as a cost; the ability uses the last known
            # information of its source (CR 608.2h)
            snap = _sacrifice.sacrifice(self, player, c)
            if c is obj:
                item.lki = snap
        item.trigger_event = {"zone_changes": obj.zone_changes}
        del ctx
        self.stack.append(item)
        self.emit("activates", player=player, card=label, ability=item.effect_name())
        _retarget.targets_chosen(self, item)  # "whenever a player chooses targets"
        self.settle()
        return item

    def _cost_sacrifices(
        self, ref: A.ObjectRef, source: GameObject, player: str, chosen: list[GameObject]
    ) -> list[GameObject]:
        """The permanents a "Sacrifice ..." cost sacrifices (CR 701.21a: your own permanents):
        the source itself, or permanents chosen by the scenario (``choose``) matching the
        filter. Raises :class:`IllegalAction` when the cost can't be paid."""
        if ref.kind == "self":
            if not _sacrifice.can_sacrifice(source, player):  # CR 701.21a
                raise IllegalAction(
                    "not_yours", f"{player} can't sacrifice {source.label}: they don't control it"
                )
            return [source]
        n = ref.count if isinstance(ref.count, int) else 1
        take = chosen[:n]
        if len(take) < n:
            raise IllegalAction("missing_choice", f"choose {n} permanent(s) to sacrifice")
        for c in take:
            if (
                c.zone is not Zone.BATTLEFIELD
                or c.controller != player
                or not self.matches(c, [w for w in ref.filter if w != "another"], player)
                or ("another" in ref.filter and c is source)
            ):
                raise IllegalAction(
                    "illegal_choice", f"{c.label} can't be sacrificed for this cost"
                )
        return take

    def turn_face_up(self, player: str, label: str) -> None:
        """Turn a face-down permanent face up by paying its morph cost (special action,
        CR 702.36e / 116.2b). Impossible when it lost its abilities (Ovinize ruling)."""
        _combat.close_declaration(self)  # acting with priority ends the declaration
        obj = self.get(label)
        if not obj.face_down or obj.zone is not Zone.BATTLEFIELD:
            raise IllegalAction("not_face_down", f"{label} is not a face-down permanent")
        if any(
            e.modification.lose_all_abilities and e.applies_to(obj) for e in self.layers.effects
        ):
            raise IllegalAction("no_morph", f"{label} has no abilities, so no morph cost")
        morph = [k for k in obj.card.abilities if isinstance(k, A.Keyword) and k.name == "morph"]
        if not morph:
            raise IllegalAction("no_morph", f"{label} has no morph cost")
        ctx = Context(None, player, obj, True, None)
        # the whole morph cost: mana, "Pay 5 life", "Discard a card", ... (CR 702.37e, 119.4)
        _costs.pay(self, _costs.as_cost(morph[0].parameter), player, obj, ctx)
        self.turn_face_up_object(obj)
        self.settle()

    def declare_attackers(
        self, labels: Iterable[str], player: str | None = None, defender: str | None = None
    ) -> None:
        """Declare attackers (CR 508.1): untapped creatures the active player controls that
        aren't summoning sick (CR 302.6); they become tapped unless they have vigilance (CR
        702.20b). ``player``, when
        given, must be the active player (CR 508.1: the active player declares attackers).
        ``defender``: the opponent they attack (games of more than two players; one per combat,
        by default the next opponent in turn order, :mod:`.players`). Raises
        :class:`IllegalAction`."""
        if player is not None and player != self.active:
            raise IllegalAction(
                "not_attacking_player", f"{player} is not the active player ({self.active})"
            )
        _combat.check_declaration_open(self, Step.DECLARE_ATTACKERS)
        chosen = self.defender
        if defender is not None or chosen is None:
            chosen = _players.choose_defender(self, defender)
            if self.defender is not None and chosen != self.defender:
                raise IllegalAction(
                    "not_defending_player",
                    f"this combat's attackers attack {self.defender} (one defending player)",
                )
        objs = [self.get(label) for label in labels]
        _combat.check_attackers(self, objs)
        for o in objs:
            if o.zone is not Zone.BATTLEFIELD or not o.has_type("creature"):
                raise IllegalAction(
                    "not_creature", f"{o.label} is not a creature on the battlefield"
                )
            if o.controller != self.active:
                raise IllegalAction("not_yours", f"{o.label} is not controlled by {self.active}")
            if o.tapped:
                raise IllegalAction("tapped", f"{o.label} is tapped")
            if self.has_keyword(o, "defender"):
                raise IllegalAction("defender", f"{o.label} has defender (CR 702.3b)")
            if self.summoning_sick(o):
                raise IllegalAction(
                    "summoning_sick", f"{o.label} can't attack this turn (CR 302.6)"
                )
        self.defender = chosen
        for o in objs:
            if _evasion.taps_to_attack(self, o):  # not with vigilance (CR 702.20b)
                self.tap(o)
            self.attackers.append(o)
            self.emit("attacks", card=o.label)
            self.fire("attacks", o)
        self.settle()

    def declare_blockers(self, blocks: dict[str, str], player: str | None = None) -> None:
        """Declare blockers (CR 509.1): blocker label -> attacker label. The defending player
        declares them; ``player``, when given, must be that player and control each blocker.
        Raises :class:`IllegalAction`."""
        defender = self.defender or self.opponent(self.active)
        if player is not None and player != defender:
            raise IllegalAction(
                "not_defending_player", f"{player} is not the defending player ({defender})"
            )
        _combat.check_declaration_open(self, Step.DECLARE_BLOCKERS)
        for b, a in blocks.items():
            bo, ao = self.get(b), self.get(a)
            if self.blocks.get(b) == a:
                continue  # already declared (a required block, CR 509.1c)
            _combat.check_blocker(self, bo, defender)
            if bo.tapped:
                raise IllegalAction("illegal_block", f"{b} can't block: it is tapped (CR 509.1a)")
            self.check_block_legal(bo, ao)
            _blocking.check_requirement(self, bo, ao)
            self.blocks[b] = a
            _combat.mark_blocked(self, ao)
            self.emit("blocks", card=b, attacker=a)
            self.fire("blocks", bo, that=[(ao.label, ao.zone_changes)])  # "blocks a creature"
            _combat.becomes_blocked(self, ao, bo)  # flanking (CR 702.25a)
        self.settle()

    def check_block_legal(self, bo: GameObject, ao: GameObject) -> None:
        """Blocking restrictions of ``bo`` blocking ``ao`` (CR 509.1b): the attacker must be
        attacking, "can't block", "can't be blocked", flying, protection. Raises
        :class:`IllegalAction` (``illegal_block``, ``cant_be_blocked``)."""
        b, a = bo.label, ao.label
        if ao not in self.attackers:
            raise IllegalAction("illegal_block", f"{b} can't block {a}: {a} isn't attacking")
        if auras.cant_block(self, bo, ao):
            raise IllegalAction("illegal_block", f"{b} can't block {a} (CR 509.1b)")
        if _triggers.unblockable(self, ao):
            raise IllegalAction("cant_be_blocked", f"{a} can't be blocked (CR 509.1b)")
        _evasion.check_landwalk(self, ao, bo.controller)  # CR 702.14c
        _combat.check_block(self, bo, ao)

    def _combat_damage(self, *, first: bool = False) -> None:
        """CR 510: a combat damage step (``first``: the first-strike step, CR 510.4); see
        :func:`.combat.combat_damage`."""
        _combat.combat_damage(self, first=first)

    # ------------------------------------------------------------------ turns

    def play_turn(self) -> None:
        """Play one whole turn (CR 500): every step in order, calling the script hook when the
        active player gets priority, then resolving whatever is left on the stack."""
        self.turn += 1
        self.active = _players.next_active(self)
        self.attackers, self.blocks = [], {}
        self.blocked = set()
        self.struck_first = set()
        self.declared = set()
        self.damage_records = []
        self.defender = None
        self.step = Step.UNTAP
        self.emit("turn", player=self.active, number=self.turn)
        for step in STEPS:
            if self.over:
                return
            self.step = step
            if step is not Step.UNTAP and (
                auras.skips_step(self, step) or _triggers.skips_next(self, step)
            ):
                _mana.end_of_step(self, step)  # a skipped last step still ends its phase
                continue
            if step is Step.FIRST_STRIKE_DAMAGE and not _combat.first_strike_step(self):
                continue  # CR 510.4: only when a creature in combat has first or double strike
            self._begin_step(step)
            if step not in (Step.UNTAP, Step.CLEANUP):
                self.settle()
                if self.script_hook is not None:
                    self.script_hook(self, step)
                self.resolve_all()
            _combat.close_declaration(self)
            _mana.end_of_step(self, step)  # mana pools empty; mana burn (2007 CR 300.3)
            self._check_sba_if_changed()

    def _begin_step(self, step: Step) -> None:
        ap = self.players[self.active]
        if step is Step.UNTAP:
            ap.mana = ap.mana_per_turn
            for o in list(self.battlefield):
                if o.controller == ap.name and o.tapped:
                    self.untap(o, cause="untap_step")
        elif step is Step.UPKEEP:
            ap.upkeeps += 1
            self._step_triggers(step)
        elif step is Step.DRAW:
            if self.turn > 1 and self.draw_step:
                self.draw(ap.name, 1)
            self._step_triggers(step)
        elif step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
            if self.attackers:
                self._combat_damage(first=step is Step.FIRST_STRIKE_DAMAGE)
        elif step is Step.DECLARE_BLOCKERS:
            if self.attackers:  # required blocks first (CR 509.1c)
                _blocking.declare_required_blocks(self)
            self._step_triggers(step)
        elif step is Step.CLEANUP:
            auras.cleanup_discard(self)
            for o in self.battlefield:
                o.damage = 0
            for label in self.layers.end_of_turn():
                self.emit("effect_ends", card=label)
            self.shields.clear()  # "this turn" prevention shields end (CR 514.2)
            _regeneration.end_of_turn(self)
            _triggers.end_turn(self)
        else:
            self._step_triggers(step)

    def gain_control(self, label: str, player: str) -> None:
        """Change control (CR 108.4): the new controller's echo and summoning sickness start
        over; "haste until you lose control" ends (CR 702.62a); an attacking or blocking
        creature is removed from combat (CR 506.4)."""
        o = self.get(label)
        if o.zone is not Zone.BATTLEFIELD:
            raise IllegalAction("not_on_battlefield", f"{label} is not on the battlefield")
        self.change_control(o, player)
        self.settle()

    def change_control(self, o: GameObject, player: str) -> None:
        """:meth:`gain_control` without settling (for a static control effect applied while
        the game settles, executor/control.py)."""
        changed = o.controller != player
        o.controller = player
        o.control_epoch = self.players[player].upkeeps
        o.control_turn = self.turn
        self.layers.touch()
        self.emit("control", card=o.label, player=player)
        if changed:
            _combat.remove_from_combat(self, o)

    def become_copy(self, label: str, of: str) -> None:
        """An already-on-the-battlefield permanent becomes a copy of another (CR 707.2): it
        takes the copiable values; it doesn't enter, so no "enters with" counters."""
        o, src = self.get(label), self.get(of)
        o.copy_of = src.chars
        o.invalidate()
        self.emit("becomes_copy", card=label, of=of)
        self.settle()


def _name(o: Any) -> str:
    if isinstance(o, GameObject):
        return o.label
    if isinstance(o, StackItem):
        return f"stack:{o.source.label}"
    return str(o)


def _fmt_targets(item: StackItem) -> str:
    return ",".join(_name(o) for _, objs in item.targets for o in objs)


def _fmt_counters(o: GameObject) -> str:
    return ",".join(f"{k}={v}" for k, v in sorted(o.counters.items()))
