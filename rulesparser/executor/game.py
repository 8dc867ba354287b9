"""The game: the turn (CR 500-514), the stack and priority (CR 117, 405, 608, triggered abilities
CR 603 with APNAP order 101.4 / 603.3b, the intervening "if" checked on trigger and on
resolution 603.4, leaves-the-battlefield look-back 603.10a, illegal targets 608.2b) and the
state-based actions (CR 704.5a/b/d/f/g/h/j/m/n).

Every other rules area lives in its own module on the public engine interface
(:mod:`.engine`): zone changes (:mod:`.zones`), references, amounts and conditions
(:mod:`.references`), targets (:mod:`.targets`), casting and activating (:mod:`.casting`),
combat declarations (:mod:`.declarations`), primitive actions (:mod:`.primitives`), effects
(dispatched by AST node class through :func:`.engine.effect_handler`), continuous effects
(:mod:`.layers`). :class:`Game` exposes their functions as methods, so ``game.cast(...)`` and
``game.move(...)`` read as before.

Nothing here reads card text or tests a card's name: a vanishing permanent vanishes because its
parsed abilities say so (a ``ReplacementEffect`` and two ``TriggeredAbility`` nodes).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rulesparser import ast as A

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
    zones,
)
from rulesparser.executor import blocking as _blocking
from rulesparser.executor import combat as _combat
from rulesparser.executor import control as _control
from rulesparser.executor import equipment as _equipment
from rulesparser.executor import mana as _mana
from rulesparser.executor import players as _players
from rulesparser.executor import prevention as _prevention
from rulesparser.executor import regeneration as _regeneration
from rulesparser.executor import restrictions as _restrictions
from rulesparser.executor import retarget as _retarget
from rulesparser.executor import sagas as _sagas
from rulesparser.executor import stack as S
from rulesparser.executor import timing as _timing
from rulesparser.executor import triggers as _triggers
from rulesparser.executor.casting import PERMANENT_TYPES
from rulesparser.executor.engine import Context, handler_for
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
from rulesparser.executor.unsupported import UnsupportedNodes

__all__ = ["Game", "PERMANENT_TYPES"]


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


#: Spells and abilities that may resolve one after another with no player acting before the
#: game is taken to be in a loop of mandatory actions, which ends it in a draw (CR 104.4b,
#: 731.4): "Whenever a creature enters, create a 1/1 Saproling" would never stop.
MAX_CHAIN = 200


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
        self.n_events = 0  #: events logged so far (the log itself may be bounded)
        self.unsupported = UnsupportedNodes()  #: nodes met but not played, with their card
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
        #: the game ended in a draw (CR 104.4): :meth:`draw_game`
        self.drawn = False
        #: rules variant for long benchmark runs: False skips the draw step's draw (CR 504.1).
        self.draw_step = True
        #: rules variant of 2007 (CR 300.3): unused mana burns as each phase ends
        self.mana_burn = False
        self.dead_tokens: list[GameObject] = []
        self.exiled_until_left: list[tuple[str, int, str, int]] = []  # CR 610.3c, zones.py
        #: "can't be blocked" effects in force (CR 509.1b; executor/triggers.py)
        self.block_rules: list[_triggers.BlockRule] = []
        #: "skip your next [step]" effects waiting: (player, step) -> how many (CR 614.10)
        self.skip_next: dict[tuple[str, str], int] = {}
        #: delayed triggered abilities waiting for their event (CR 603.7; executor/triggers.py)
        self.delayed: list[_triggers.Delayed] = []
        #: prevention shields ("prevent the next N damage", CR 615.7; executor/prevention.py)
        self.shields: list[_prevention.Shield] = []
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
        self.static_control_seen = False  # a static control effect applied (control.py)
        self.control_reverts: list[tuple[str, int, str, str]] = []  # control.py (CR 514.2)

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

    power_toughness = zones.power_toughness

    has_keyword = zones.has_keyword

    amount_for = references.amount_for

    summoning_sick = zones.summoning_sick

    # ------------------------------------------------------------------ object matching

    matches = filters.matches
    static_affects = filters.static_affects
    is_suspended = filters.is_suspended

    # ------------------------------------------------------------------ zone changes

    snapshot = zones.snapshot

    move = zones.move

    apply_enters_replacements = entering.apply_enters_replacements
    enters_with = entering.enters_with

    # ------------------------------------------------------------------ triggers

    trigger_matches = _triggers.trigger_matches

    def fire(
        self, event: str, subject: GameObject, lki: GameObject | None = None, **info: Any
    ) -> None:
        """Collect the abilities that trigger on an event (CR 603.2), intervening "if" checked
        now (CR 603.4); leaves-the-battlefield ones see the object as it was (CR 603.10a)."""
        own = lki if lki is not None else subject
        info = _triggers.event_that(event, subject, info)  # "it": the attacker (CR 603.2)
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

    step_triggers = _triggers.step_triggers
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
        """State-based actions until none apply (CR 704.3): 0 or less life (704.5a; an empty
        library's draw, 704.5b, is :func:`.primitives.draw`'s), tokens off the battlefield
        (704.5d), toughness 0 or less, lethal or deathtouch damage (704.5f-h), Auras, Equipment,
        legends (704.5m, n, j), Sagas after their last chapter (714.4)."""
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
            acted = (self._legend_rule() | _sagas.saga_sba(self)) or acted  # CR 704.5j, 714.4
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
        """Resolve the stack until it is empty (all players pass, CR 117.4). After
        :data:`MAX_CHAIN` resolutions in a row with no player acting, the game is in a loop of
        mandatory actions and ends in a draw (CR 104.4b, 731.4: :meth:`draw_game`)."""
        n = 0
        while self.stack and not self.over:
            n += 1
            if n > MAX_CHAIN:
                self.draw_game("104.4b", resolutions=MAX_CHAIN)
                return
            self.resolve_top()

    def draw_game(self, rule: str, resolutions: int) -> None:
        """The game ends in a draw (CR 104.4a-b, 731.4): nobody wins or loses; logs
        ``game_draw`` with the rule and the number of resolutions in a row that ended it."""
        self.over = True
        self.drawn = True
        self.emit("game_draw", rule=rule, resolutions=resolutions)

    context_of = references.context_of

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
        """``holder``'s triggered ability triggers now (CR 603.2), to the stack at priority."""
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
        for i in obj.abilities():
            # where a spell cast from some zone goes as it resolves (rebound CR 702.88a,
            # aftermath 702.127a): not applied yet, reported ("can't play ... yet")
            if isinstance(i.node, A.ReplacementEffect) and isinstance(i.node.condition, A.WasCast):
                self.unsupported.add_of(f"replacement_effect:{i.node.event.name}", obj.card.key)
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
        An effect no handler plays is logged ``unsupported`` (:func:`.engine.handler_for`)."""
        handler, unplayable = handler_for(eff)
        if handler is None:
            self.emit("unsupported", node=unplayable)
            self.unsupported.note_source(unplayable, ctx.source.card.key)
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
        """Play one turn's steps in order (CR 500), the script hook at each priority."""
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
            if step is not Step.UNTAP:  # no priority there, so no SBA (CR 502.4, 704.3)
                self._check_sba_if_changed()

    def _begin_step(self, step: Step) -> None:
        ap = self.players[self.active]
        if step is Step.UNTAP:
            ap.mana = ap.mana_per_turn
            _restrictions.untap_step(self, ap.name)  # CR 502.3
        elif step is Step.UPKEEP:
            ap.upkeeps += 1
            self.step_triggers(step)
        elif step is Step.DRAW:
            if self.turn > 1 and self.draw_step:
                self.draw(ap.name, 1)
            self.step_triggers(step)
        elif step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
            if self.attackers:
                _combat.combat_damage(self, first=step is Step.FIRST_STRIKE_DAMAGE)  # CR 510
        elif step is Step.DECLARE_BLOCKERS:
            if self.attackers:  # required blocks first (CR 509.1c)
                _blocking.declare_required_blocks(self)
            self.step_triggers(step)
        elif step is Step.CLEANUP:
            auras.cleanup_discard(self)
            for o in self.battlefield:
                o.damage = 0
            for label in self.layers.end_of_turn():
                self.emit("effect_ends", card=label)
            self.shields.clear()  # "this turn" prevention shields end (CR 514.2)
            _control.end_of_turn(self)  # "gain control of ... until end of turn"
            _regeneration.end_of_turn(self)
            _triggers.end_turn(self)
        else:
            self.step_triggers(step)

    gain_control = _control.gain_control
    change_control = _control.change_control
    become_copy = copies.become_copy
