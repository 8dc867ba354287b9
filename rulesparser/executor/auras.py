"""Destroy and indestructible, Auras, "the creature with the least power", state triggers,
maximum hand size and skipped steps: functions the engine (:mod:`rulesparser.executor.game`)
calls. They read AST nodes only.

Rules (current CR numbers; the Planar Chaos FAQ's 2007 rules say the same):

- destroy (CR 701.7): the permanent goes to its owner's graveyard; an indestructible permanent
  isn't destroyed (CR 702.12b) and lethal damage doesn't destroy it (CR 704.5g);
- Auras (CR 303.4): an Aura spell targets what its enchant ability allows (303.4a); if that
  target is illegal as it resolves, the spell doesn't resolve (608.3b); it enters attached to the
  target (303.4f); an Aura attached to an illegal object or to nothing goes to its owner's
  graveyard as a state-based action (704.5m); "enchanted permanent" is the object it's attached
  to, and a leaves-the-battlefield ability of the Aura sees it as it last existed (603.10a);
- "the creature with the least power" (Porphyry Nodes rulings): not targeted, determined as the
  effect happens; among tied objects the named player chooses an eligible one, and an object the
  effect can't affect (an indestructible creature for destroy) can't be chosen;
- state triggers (CR 603.8): trigger whenever the condition holds, not again while the ability
  is waiting or on the stack;
- maximum hand size (CR 402.2): seven, changed by effects in timestamp order (Null Profusion
  ruling); checked only in the cleanup step, where the active player discards down to it
  (CR 514.1);
- skipping a step (CR 614.1b, 614.10): the step doesn't happen at all.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor.combat import can_block_as_though
from rulesparser.executor.engine import ExecutorError, effect, static_effect
from rulesparser.executor.regeneration import replace_destruction
from rulesparser.executor.state import (
    GameObject,
    IllegalAction,
    StackItem,
    Step,
    Zone,
)
from rulesparser.executor.static_parts import static_effect_parts

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Context, Engine

__all__ = [
    "DEFAULT_MAXIMUM_HAND_SIZE",
    "aura_target",
    "aura_sba",
    "attach",
    "cleanup_discard",
    "cond",
    "destroy",
    "enchanted",
    "indestructible",
    "maximum_hand_size",
    "skips_step",
    "state_triggers",
    "superlative",
    "play_land",
    "search_same_name",
    "cant_block",
    "event_objects",
    "return_to_battlefield",
    "replace_draw",
    "discard_objects",
    "resolve_aura",
    "can_enchant",
    "protected_from",
]

#: CR 402.2: a player's maximum hand size is normally seven.
DEFAULT_MAXIMUM_HAND_SIZE = 7


# ---------------------------------------------------------------------- destroy


def indestructible(game: Engine, obj: GameObject) -> bool:
    """Whether a permanent has indestructible now, printed or gained (CR 702.12)."""
    return game.has_keyword(obj, "indestructible")


def destroy(game: Engine, obj: GameObject, *, can_regenerate: bool = True) -> bool:
    """Destroy a permanent (CR 701.7): to its owner's graveyard, unless indestructible
    (CR 702.12b: event ``not_destroyed``) or it regenerates (a regeneration shield, CR 701.15b;
    not when ``can_regenerate`` is False: "It can't be regenerated"). Returns True if it was
    destroyed."""
    if obj.zone is not Zone.BATTLEFIELD:
        return False
    if indestructible(game, obj):
        game.emit("not_destroyed", card=obj.label, reason="indestructible")
        return False
    if can_regenerate and replace_destruction(game, obj):
        return False
    game.emit("destroyed", card=obj.label)
    game.move(obj, Zone.GRAVEYARD, cause="destroy")
    return True


def superlative(
    game: Engine, sup: A.Superlative, ctx: Context, *, eligible: Any = None
) -> list[GameObject]:
    """The object "with the least [stat]" now (not targeted). The least value is taken over
    every matching object; among those tied with it, only ``eligible`` ones (a predicate) can be
    chosen; several -> ``sup.chooser`` chooses (policy ``choose_object``). Returns [] or [obj]."""
    words = sup.object.filter
    pool = [o for o in game.battlefield if game.matches(o, words, ctx.controller)]
    if not pool:
        return []

    def value(o: GameObject) -> int:
        p, t = game.power_toughness(o)
        return p if sup.stat == "power" else t

    best = min(value(o) for o in pool) if sup.least else max(value(o) for o in pool)
    tied = [o for o in pool if value(o) == best]
    can = [o for o in tied if eligible is None or eligible(o)]
    if not can:
        return []
    if len(can) == 1:
        return can
    chooser = game.player_of(sup.chooser, ctx) if sup.chooser is not None else ctx.controller
    pick = game.policy.choose_object(game, chooser, ctx.source, can)
    if pick is not None and pick not in can:
        game.emit("illegal", action="choose", code="not_eligible")
        pick = None
    return [pick if pick is not None else can[0]]


# ---------------------------------------------------------------------- Auras


def _enchant_quality(obj: GameObject) -> A.Keyword | None:
    if "aura" not in obj.chars.subtypes:
        return None
    for k in obj.keywords():
        if k.name == "enchant":
            return k
    return None


def _enchant_words(keyword: A.Keyword) -> tuple[str, ...]:
    """The filter words of what an enchant ability allows (CR 702.5a): "Enchant creature"
    (a Quality) or "Enchant creature you control" (an ObjectRef of kind ``any``). An Aura that
    enchants a player, a card in a zone other than the battlefield or an object with a quality
    ("without flying", "with power 2 or less") raises ExecutorError (not played yet)."""
    par = keyword.parameter
    if isinstance(par, A.Quality):
        return (par.value,)
    if isinstance(par, A.ObjectRef) and not any(
        w.startswith(("in_", "from_")) or any(c in w for c in ":<>=") for w in par.filter
    ):
        return par.filter
    if par is None:
        return ("permanent",)
    raise ExecutorError(f"the executor can't play an Aura with enchant {par.type_name} yet")


@functools.lru_cache(maxsize=256)
def _target_ref(keyword: A.Keyword) -> A.ObjectRef:
    """The target of an Aura spell (CR 303.4a), one node per enchant keyword (stable id)."""
    return A.ObjectRef(kind="target", filter=_enchant_words(keyword))


def aura_target(obj: GameObject) -> A.ObjectRef | None:
    """The target word of an Aura spell, from its enchant ability, or None if not an Aura."""
    kw = _enchant_quality(obj)
    return _target_ref(kw) if kw is not None else None


def protected_from(game: Engine, obj: GameObject, source: GameObject) -> bool:
    """Whether ``obj`` has protection from a quality ``source`` has (CR 702.16a): a color, a
    card type or a subtype of ``source`` now ("protection from white", "from enchantments"),
    printed, gained or granted (an Aura's "enchanted creature has protection from white")."""
    from rulesparser.executor.protection import protected_from as _quality

    return _quality(game, obj, source) is not None


def can_enchant(game: Engine, aura: GameObject, obj: GameObject) -> bool:
    """Whether ``aura``'s enchant ability allows ``obj`` (CR 303.4a, 702.5a) and ``obj`` has
    no protection from a quality of the Aura (CR 702.16c: it can't be enchanted by it)."""
    kw = _enchant_quality(aura)
    if kw is None or obj.zone is not Zone.BATTLEFIELD or obj is aura:
        return False
    words = _enchant_words(kw)
    return game.matches(obj, words, aura.controller) and not protected_from(game, obj, aura)


def attach(game: Engine, aura: GameObject, obj: GameObject) -> None:
    """Attach an Aura to an object (CR 303.4f, 701.3)."""
    aura.attached_to = (obj.label, obj.zone_changes)
    game.emit("attached", card=aura.label, to=obj.label)


def enchanted(game: Engine, aura: GameObject) -> list[GameObject]:
    """The object an Aura (or its last known information) is attached to, if that object is
    still the same object (CR 400.7); else []."""
    att = getattr(aura, "attached_to", None)
    if att is None:
        return []
    label, zc = att
    obj = game.objects.get(label)
    if obj is None or obj.zone_changes != zc:
        return []
    return [obj]


def resolve_aura(game: Engine, item: StackItem, ref: A.ObjectRef) -> bool:
    """An Aura spell resolves (CR 608.3): its target must still be legal, then it enters
    attached to it. Returns False (spell doesn't resolve) when the target is illegal."""
    obj = item.source
    targets = [o for key, objs in item.targets if key == id(ref) for o in objs]
    legal = [
        t
        for t in targets
        if isinstance(t, GameObject)
        and game.legal_target(t, "object", ref, item.controller, obj, item=item)
    ]
    if not legal:
        return False
    game.move(obj, Zone.BATTLEFIELD, cause="resolve")
    attach(game, obj, legal[0])
    return True


@effect(A.ReturnToBattlefield, "603.6a")
def return_to_battlefield(game: Engine, eff: A.ReturnToBattlefield, ctx: Context) -> bool:
    """Return cards from the controller's graveyard to the battlefield at once (Retether). An
    Aura isn't cast and targets nothing: its controller chooses a legal object for it (CR
    303.4f; policy ``choose_object``, keyed by the Aura's label), among the objects ``attach_to``
    allows; every Aura's legal objects are decided before any returns, without the returning
    Auras (Retether ruling); an Aura with none stays in the graveyard."""
    player = ctx.controller
    words = [w for w in eff.object.filter if w != "in_your_graveyard"]
    cards = [
        o
        for o in list(game.players[player].graveyard)
        if all(o.has_type(w) if w != "card" else not o.token for w in words)
    ]
    plan: list[tuple[GameObject, GameObject | None]] = []
    for card in cards:
        if _enchant_quality(card) is None:
            plan.append((card, None))
            continue
        hosts = [
            o
            for o in game.battlefield
            if can_enchant(game, card, o) and game.matches(o, eff.attach_to, player)
        ]
        if not hosts:
            game.emit("stays", card=card.label, zone="graveyard")
            continue
        pick = game.policy.choose_object(game, player, card, hosts)
        if pick not in hosts:
            if pick is not None:
                game.emit("illegal", action="choose", code="not_eligible")
            pick = hosts[0]
        plan.append((card, pick))
    for card, host in plan:  # simultaneously: the choices above are already made
        game.move(card, Zone.BATTLEFIELD, cause="return")
        if host is not None:
            attach(game, card, host)
    return bool(plan)


def event_objects(game: Engine, event: dict[str, Any]) -> list[GameObject]:
    """The objects a trigger event names ("that creature": the creature blocked), as
    (label, zone_changes) pairs or objects: only those that are still the same object."""
    out: list[GameObject] = []
    for o in event.get("that", ()):
        if isinstance(o, GameObject):
            label, zc = o.label, event.get("that_zc", {}).get(o.label, o.zone_changes)
        else:
            label, zc = o
        real = game.objects.get(label)
        if real is not None and real.zone_changes == zc:
            out.append(real)
    return out


@static_effect(A.CantBeBlockedBy, "509.1b", applies_itself=True)
def cant_block(game: Engine, blocker: GameObject, attacker: GameObject) -> bool:
    """CR 509.1b: whether a "can't be blocked by [creatures with flying]" static ability (an
    Aura's, Dust Corona) forbids ``blocker`` to block ``attacker``. A keyword in the filter also
    matches a creature that "can block as though it had" it (Dust Corona ruling)."""
    from rulesparser.lexicon import keyword_table

    keywords = keyword_table()
    for src, eff in static_effect_parts(game):
        if not isinstance(eff, A.CantBeBlockedBy):
            continue
        if not game.static_affects(eff.object, src, attacker):
            continue
        # "creatures with flying", "without horsemanship", "with flying and/or reach"
        if all(
            _blocker_word(game, blocker, w, keywords, src.controller) for w in eff.blockers.filter
        ):
            return True
    return False


def _blocker_word(
    game: Engine, blocker: GameObject, word: str, keywords: Any, controller: str
) -> bool:
    """Whether ``blocker`` matches one filter word of a "can't be blocked by" ability: a
    keyword (``flying`` / ``with:flying``: it has it or "can block as though it had" it),
    ``without:horsemanship`` (it has neither, CR 702.31b), alternatives ``with:flying|with:reach``
    (either), any other word as the filters read it."""
    if "|" in word and all(p.startswith(("with:", "without:")) for p in word.split("|")):
        return any(_blocker_word(game, blocker, p, keywords, controller) for p in word.split("|"))
    name = word.split(":", 1)[1] if word.startswith(("with:", "without:")) else word
    if name in keywords:
        has = game.has_keyword(blocker, name) or can_block_as_though(game, blocker, name)
        return not has if word.startswith("without:") else has
    return game.matches(blocker, (word,), controller)


@effect(A.SearchSameName, "701.23a")
def search_same_name(game: Engine, eff: A.SearchSameName, ctx: Context) -> bool:
    """Dichotomancy: for each matching permanent ``player`` controls, the first card of their
    library with the same English name; all found cards enter at once under the ability's
    controller. An Aura among them is attached to an object already on the battlefield (chosen
    before any enters: policy ``choose_object`` keyed by the Aura), never to one entering with it,
    or stays in the library (event ``stays``). Then the library is shuffled
    (:func:`.library.shuffle`: a scenario's ``choices.shuffle`` or the same order)."""
    who = game.player_of(eff.player, ctx)
    if not who:
        return False
    perms = [
        o
        for o in game.battlefield
        if o.controller == who and game.matches(o, eff.object.filter, ctx.controller)
    ]
    library = game.players[who].library
    found: list[GameObject] = []
    for perm in perms:
        name = perm.chars.name("en")
        for card in library:
            if card not in found and card.chars.name("en") == name:
                found.append(card)
                break
    plan: list[tuple[GameObject, GameObject | None]] = []
    for card in found:
        card.controller = ctx.controller
        if _enchant_quality(card) is None:
            plan.append((card, None))
            continue
        hosts = [o for o in game.battlefield if can_enchant(game, card, o)]
        if not hosts:
            card.controller = card.owner
            game.emit("stays", card=card.label, zone="library")
            continue
        pick = game.policy.choose_object(game, ctx.controller, card, hosts)
        if pick not in hosts:
            if pick is not None:
                game.emit("illegal", action="choose", code="not_eligible")
            pick = hosts[0]
        plan.append((card, pick))
    for card, host in plan:  # simultaneously (Dichotomancy ruling)
        game.move(card, Zone.BATTLEFIELD, cause="search")
        if host is not None:
            attach(game, card, host)
    if eff.shuffle:
        from rulesparser.executor.library import shuffle  # the one shuffle (CR 701.20)

        shuffle(game, who)
    return bool(plan)


def aura_sba(game: Engine) -> bool:
    """CR 704.5m: an Aura attached to an illegal object or to no object goes to its owner's
    graveyard. Returns whether it did anything."""
    acted = False
    for o in list(game.board().auras):
        if o.zone is not Zone.BATTLEFIELD or _enchant_quality(o) is None:
            continue
        host = enchanted(game, o)
        if host and can_enchant(game, o, host[0]):
            continue
        game.emit("sba", rule="704.5m", card=o.label)
        game.move(o, Zone.GRAVEYARD, cause="sba")
        acted = True
    return acted


# ---------------------------------------------------------------------- conditions, triggers


def cond(game: Engine, node: A.Node, ctx: Context) -> bool | None:
    """Conditions of this module (``Exists``); None when ``node`` is not one of them."""
    if isinstance(node, A.Exists) and node.object.kind == "that":
        # "If that creature is a Zombie" (CR 608.2c): the object named before, with those words
        named = dataclasses.replace(node.object, filter=())
        return any(
            isinstance(o, GameObject) and game.matches(o, node.object.filter, ctx.controller)
            for o in game.objects_of(named, ctx, include_dead=True)
        )
    if isinstance(node, A.Exists):
        return any(
            game.matches(o, node.object.filter, ctx.controller) for o in list(game.battlefield)
        )
    if isinstance(node, A.HasCardType):
        objs = game.objects_of(node.object, ctx, include_dead=True)
        return any(isinstance(o, GameObject) and o.has_type(node.card_type) for o in objs)
    return None


# ---------------------------------------------------------------------- draw replacement


def replace_draw(game: Engine, player: str) -> bool:
    """Replacement effects of a draw (CR 614.1a, 121.2): dredge N (CR 702.52a) of a card in
    the player's graveyard, if their library has at least N cards and they choose to (policy
    ``may``): mill N cards and return the dredge card to hand instead. Returns True if the
    draw was replaced (then the draw doesn't happen: nothing "drawn" exists)."""
    p = game.players[player]
    for o in list(p.graveyard):
        for k in o.keywords():
            if k.name != "dredge" or not isinstance(k.parameter, int):
                continue
            n = k.parameter
            if len(p.library) < n or not game.policy.may(game, player, o, "dredge"):
                continue
            game.emit("dredges", player=player, card=o.label, amount=n)
            for c in list(p.library[:n]):
                game.move(c, Zone.GRAVEYARD, cause="mill")
            game.move(o, Zone.HAND, cause="dredge")
            return True
    return False


def discard_objects(game: Engine, eff: A.Discard, ctx: Context) -> bool:
    """ "discard it" (CR 701.8): the named cards, if they are still in a hand."""
    done = False
    for o in game.objects_of(eff.object, ctx):
        real = game.objects.get(o.label, o) if isinstance(o, GameObject) else None
        if real is None or real.zone is not Zone.HAND:
            continue
        game.emit("discards", player=real.owner, card=real.label)
        game.move(real, Zone.GRAVEYARD, cause="discard")
        done = True
    return done


def state_triggers(game: Engine) -> None:
    """CR 603.8: a state-triggered ability triggers whenever its condition is true, and not
    again while it is waiting to be put on the stack or on the stack."""
    waiting = {
        (i.source.label, i.ability.index)
        for i in [*game.stack, *game.pending]
        if i.ability is not None
    }
    for holder, inst in list(game.board().state_triggers):
        node = inst.node
        if holder.zone is not Zone.BATTLEFIELD or (holder.label, inst.index) in waiting:
            continue
        from rulesparser.executor.engine import Context

        ctx = Context(None, holder.controller, holder, True, inst)
        if game.condition_holds(node.trigger.condition, ctx):
            game.trigger(holder, inst, lki=None, info={})


# ---------------------------------------------------------------------- hand size, skip


def maximum_hand_size(game: Engine, player: str) -> int | None:
    """``player``'s maximum hand size now (CR 402.2): seven, then every "maximum hand size"
    effect in timestamp order (a later "is two" overwrites an earlier "no maximum", and the other
    way round). None = no maximum hand size."""
    size: int | None = DEFAULT_MAXIMUM_HAND_SIZE
    effects: list[tuple[int, A.MaximumHandSize]] = []
    for o in game.battlefield:
        for inst in o.abilities():
            node = inst.node
            if isinstance(node, A.MaximumHandSize):
                from rulesparser.executor.engine import Context

                ctx = Context(None, o.controller, o, True, inst)
                if game.player_of(node.player, ctx) == player:
                    effects.append((o.timestamp, node))
    for _ts, node in sorted(effects, key=lambda e: e[0]):
        if node.mode == "set":
            size = node.value
        elif size is not None and node.value is not None:
            size = max(0, size + node.value)
    return size


def cleanup_discard(game: Engine) -> None:
    """CR 514.1: in the cleanup step the active player discards down to their maximum hand
    size (the policy chooses which cards; ``choices.discard``)."""
    player = game.active
    size = maximum_hand_size(game, player)
    hand = game.players[player].hand
    if size is None or len(hand) <= size:
        return
    n = len(hand) - size
    chosen = game.policy.choose_discard(game, player, list(hand), n)
    picks = [o for o in chosen if o in hand][:n]
    for o in hand:
        if len(picks) >= n:
            break
        if o not in picks:
            picks.append(o)
    for o in picks:
        game.emit("discards", player=player, card=o.label)
        game.move(o, Zone.GRAVEYARD, cause="discard")


def skips_step(game: Engine, step: Step) -> bool:
    """Whether the active player skips ``step`` (CR 614.1b): a "Skip your [step]" ability of a
    permanent they control. Emits ``skips``."""
    for o, inst in game.board().skip_steps:
        node = inst.node
        if node.step == step.value:
            from rulesparser.executor.engine import Context

            ctx = Context(None, o.controller, o, True, inst)
            if game.player_of(node.player, ctx) == game.active:
                game.emit("skips", player=game.active, step=step.value)
                return True
    return False


def play_land(game: Engine, player: str, label: str) -> None:
    """Play a land (CR 305.1, a special action): from hand onto the battlefield, in the
    player's main phase with an empty stack, once per turn (CR 305.2). "Whenever you play a
    card" triggers (2007 rules: playing a land is playing a card)."""
    obj = game.get(label)
    if player != game.active:
        raise IllegalAction("not_active_player", f"{player} can play a land only in their turn")
    if obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalAction("wrong_zone", f"{label} is not in {player}'s hand")
    if not obj.has_type("land"):
        raise IllegalAction("not_land", f"{label} is not a land card")
    if game.step not in (Step.MAIN1, Step.MAIN2) or game.stack:
        raise IllegalAction("timing", "a land is played in a main phase with an empty stack")
    if game.players[player].lands_played_turn == game.turn:
        raise IllegalAction("land_played", f"{player} already played a land this turn")
    game.players[player].lands_played_turn = game.turn
    game.emit("plays", player=player, card=label)
    game.move(obj, Zone.BATTLEFIELD, cause="play")
    game.fire("play", obj)
    game.settle()
