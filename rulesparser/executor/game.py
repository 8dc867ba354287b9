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
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rulesparser import ast as A

# rules modules that only register effect handlers (engine.effect) as they are imported
# actions, choice and resolution only register effect handlers (engine.effect) as they load
from rulesparser.executor import (  # noqa: F401
    actions,
    auras,
    casting,
    choice,
    copies,
    declarations,
    entering,
    filters,
    layers,
    primitives,
    references,
    resolution,
    targets,
)
from rulesparser.executor import blocking as _blocking
from rulesparser.executor import combat as _combat
from rulesparser.executor import control as _control
from rulesparser.executor import equipment as _equipment
from rulesparser.executor import mana as _mana
from rulesparser.executor import players as _players
from rulesparser.executor import regeneration as _regeneration
from rulesparser.executor import retarget as _retarget
from rulesparser.executor import slivers as _slivers
from rulesparser.executor import stack as S
from rulesparser.executor import timing as _timing
from rulesparser.executor import triggers as _triggers
from rulesparser.executor.casting import PERMANENT_TYPES
from rulesparser.executor.engine import STEP_WORDS, Context, effect_handler
from rulesparser.executor.layers import LayerSystem
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
        self.token_counts: dict[str, int] = {}
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

    amount_for = references.amount_for

    def summoning_sick(self, obj: GameObject) -> bool:
        """CR 302.6: a creature can't attack or activate its {T} abilities unless its
        controller has controlled it continuously since their most recent turn began, unless it
        has haste."""
        return obj.control_turn >= self.turn and not self.has_keyword(obj, "haste")

    # ------------------------------------------------------------------ object matching

    matches = filters.matches
    static_affects = filters.static_affects

    is_suspended = filters.is_suspended

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
            self.apply_enters_replacements(obj)
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

    apply_enters_replacements = entering.apply_enters_replacements

    enters_with = entering.enters_with

    # ------------------------------------------------------------------ triggers

    trigger_matches = _triggers.trigger_matches

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
                if self.trigger_matches(node.trigger, event, own, subject, info):  # type: ignore[attr-defined]
                    self.trigger(own, inst, lki=lki, info=info)
        pairs = self.board().watchers
        together = _triggers.left_together(self)
        if together:
            pairs = pairs + [(h, i) for h in together for i in h.watchers() if not i.exile_only]
        for holder, inst in pairs:
            if holder is subject or holder.label == subject.label:
                continue
            if self.trigger_matches(inst.node.trigger, event, holder, subject, info):  # type: ignore[attr-defined]
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

    choose_targets = targets.choose_targets

    target_slots = targets.target_slots

    resolve_target_labels = targets.resolve_target_labels

    stack_ref = targets.stack_ref

    legal_target = targets.legal_target
    announce_targets = targets.announce_targets

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
                    if not self.choose_targets(item, effect):
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
                        targets=S.format_targets(item),
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
        if not self.targets_still_legal(item, ctx):
            self.emit("fizzles", source=item.source.label, ability=name, effects=item.sub_effects())
            return
        self.emit("resolves", source=item.source.label, ability=name, effects=item.sub_effects())
        effect = getattr(node, "effect", None)
        if isinstance(effect, A.ChooseOne) and item.mode is not None:
            effect = effect.modes[item.mode]
        if effect is not None:
            self.do_effect(effect, ctx)

    targets_still_legal = targets.targets_still_legal

    slot_refs = targets.slot_refs

    def trigger_event(self, holder: GameObject, inst: AbilityInstance, **info: Any) -> None:
        """A triggered ability of ``holder`` triggers on an event described by ``info``
        (``that``: the (label, zone changes) of the objects the event names, "the blocking
        creature"); its intervening "if" is checked now (CR 603.4)."""
        self.trigger(holder, inst, lki=None, info=info)

    def trigger_ability(self, holder: GameObject, inst: AbilityInstance) -> None:
        """A triggered ability of ``holder`` triggers now (CR 603.2); it is put on the stack the
        next time a player would receive priority."""
        self.trigger(holder, inst, lki=None, info={})

    def spell_effect(self, obj: GameObject) -> A.Node | None:
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
        effect = self.spell_effect(obj)
        ctx = self.context_of(item)
        if item.targets and not self.targets_still_legal(item, ctx):
            self.emit("fizzles", source=obj.label, ability="spell")
        elif effect is not None:
            self.do_effect(effect, ctx)
        if obj.zone is Zone.STACK:
            self.move(obj, Zone.GRAVEYARD, cause="resolve")

    # ------------------------------------------------------------------ amounts & conditions

    amount_of = references.amount_of

    condition_holds = references.condition_holds

    # ------------------------------------------------------------------ references

    player_of = references.player_of

    players_of = references.players_of

    objects_of = references.objects_of
    cost_amount = references.cost_amount

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

    continuous_effect = layers.continuous_effect

    start_effect = layers.start_effect

    create_token = primitives.create_token

    # ------------------------------------------------------------------ primitive actions

    put_counters = primitives.put_counters

    remove_counters = primitives.remove_counters

    gain_life = primitives.gain_life

    lose_life = primitives.lose_life

    damage_player = primitives.damage_player

    damage_object = primitives.damage_object

    draw = primitives.draw

    tap = primitives.tap

    untap = primitives.untap

    counter = primitives.counter

    turn_face_up_object = primitives.turn_face_up_object

    # ------------------------------------------------------------------ player actions

    pay_mana = casting.pay_mana

    kicker_costs = casting.kicker_costs

    cast = casting.cast

    suspend = casting.suspend

    activate = casting.activate

    turn_face_up = casting.turn_face_up

    declare_attackers = declarations.declare_attackers

    declare_blockers = declarations.declare_blockers

    check_block_legal = declarations.check_block_legal

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
                _combat.combat_damage(self, first=step is Step.FIRST_STRIKE_DAMAGE)  # CR 510
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


def _fmt_counters(o: GameObject) -> str:
    return ",".join(f"{k}={v}" for k, v in sorted(o.counters.items()))
