"""Copy effects and "as [this] enters, choose" for the executor (CR 614.12, 707), naming a card
and "can't be played" restrictions (CR 101.2).

Called from :mod:`rulesparser.executor.game`:

- :func:`apply_as_abilities` when a permanent enters the battlefield or is turned face up: its
  ``ReplacementEffect(mode="as")`` abilities for that event apply before it is on the
  battlefield / face up (CR 614.12), so "it becomes your choice of 5/1 or 1/5" makes it enter as
  a 5/1, never as a 0/0. The choice belongs to the permanent's controller, which is the copy's
  controller for a copy (Aquamorph Entity, Primal Plasma rulings). "Enters as a copy" (Body
  Double) changes the abilities the permanent enters with, so the copied card's "as ... enters"
  abilities apply next, then its "enters with" counters and "when ... enters" triggers.
- The chosen characteristics become part of the copiable values (CR 707.2): they are stored as
  the object's ``copy_of`` card, so a permanent that later becomes a copy of it gets them.
- :func:`check_prohibited` when a spell is cast or an ability activated: a permanent's
  :class:`~rulesparser.ast.Prohibition` with the name it chose (Voidstone Gargoyle). A face-down
  spell has no name (CR 708.2), a copy of a card is not that card.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor import costs as _costs
from rulesparser.executor.engine import effect, mana_value
from rulesparser.executor.state import CardDef, GameObject, IllegalAction, Zone
from rulesparser.executor.unsupported import report_unsupported

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine

__all__ = [
    "apply_as_abilities",
    "check_prohibited",
    "card_names",
    "choose_half",
    "mana_values",
    "exile_top_card",
    "repeat_process",
    "repeats_process",
    "play_permission",
    "PlayGrant",
]


def _as_events(node: A.Node) -> tuple[str, ...]:
    """The events ("enters", "turned_face_up") of an "as" replacement effect, else ()."""
    if not isinstance(node, A.ReplacementEffect) or node.mode != "as":
        return ()
    ev = node.event
    events = ev.events if isinstance(ev, A.AnyEvent) else (ev,)
    return tuple(e.name for e in events if isinstance(e, A.Event))


@dataclasses.dataclass
class _State:
    """What one "as" ability remembers while it applies: the chosen object ("that card") and
    whether the optional action was taken ("If you do", CR 608.2c)."""

    player: str
    that: GameObject | None = None
    did: bool = False


def apply_as_abilities(game: Engine, obj: GameObject, event: str) -> None:
    """Apply ``obj``'s "As [this] ``event``" abilities (CR 614.12), each once, including those it
    gets from a copy effect applied by an earlier one (Body Double copying a card that has one).
    ``event``: ``enters`` or ``turned_face_up``."""
    done: set[int] = set()
    while True:
        todo = [
            inst.node
            for inst in obj.abilities()
            if event in _as_events(inst.node) and id(inst.node) not in done
        ]
        if not todo:
            return
        node = todo[0]
        done.add(id(node))
        assert isinstance(node, A.ReplacementEffect)
        _do(game, obj, node.replacement, _State(player=obj.controller))


#: the effects an "As [this] enters [or is turned face up], ..." ability plays (CR 614.12):
#: :func:`_do` takes these classes; another is reported ``unsupported``
AS_ENTERS_EFFECTS: tuple[type[A.Node], ...] = (
    A.Sequence,
    A.Conditional,
    A.ChoiceOf,
    A.SetCharacteristics,
    A.ChooseObject,
    A.BecomeCopy,
    A.ChooseColor,
    A.NameCard,
)


def _do(game: Engine, obj: GameObject, eff: A.Node, st: _State) -> None:
    if isinstance(eff, A.Sequence):
        for e in eff.effects:
            _do(game, obj, e, st)
    elif isinstance(eff, A.Conditional):
        if isinstance(eff.condition, A.IfYouDo) and st.did:
            _do(game, obj, eff.effect, st)
    elif isinstance(eff, A.ChoiceOf):
        n = len(eff.options)
        i = game.policy.choose_option(game, st.player, obj, n)
        if not 0 <= i < n:
            raise IllegalAction("no_such_option", f"{obj.label} has {n} options, not {i}")
        game.emit("chooses", player=st.player, card=obj.label, choice=str(i))
        _do(game, obj, eff.options[i], st)
    elif isinstance(eff, A.SetCharacteristics):
        chars = obj.chars
        types = chars.types + tuple(t for t in eff.types if t not in chars.types)
        obj.copy_of = dataclasses.replace(
            chars,
            power=eff.power,
            toughness=eff.toughness,
            types=types,
            abilities=chars.abilities + eff.abilities,
        )
        obj.invalidate()
        game.emit("becomes", card=obj.label, power=eff.power, toughness=eff.toughness)
    elif isinstance(eff, A.ChooseObject):
        candidates = _candidates(game, eff.object, st.player)
        if eff.optional and not game.policy.may(game, st.player, obj, "choose"):
            return
        chosen = game.policy.choose_object(game, st.player, obj, candidates)
        if chosen is None:
            return
        if chosen not in candidates:
            raise IllegalAction("illegal_choice", f"{chosen.label} can't be chosen for {obj.label}")
        st.that, st.did = chosen, True
        game.emit("chooses", player=st.player, card=obj.label, choice=chosen.label)
    elif isinstance(eff, A.BecomeCopy):
        if eff.exceptions is not None or eff.duration is not None:
            # a copy for a time or with exceptions (CR 707.9, 611.2a): not played
            report_unsupported(game, "become_copy:exceptions_or_duration")
        elif st.that is not None:
            obj.copy_of = st.that.chars
            obj.invalidate()
            game.emit("becomes_copy", card=obj.label, of=st.that.label)
    elif isinstance(eff, A.ChooseColor):  # "choose a color" (CR 105.1): remembered by it
        from rulesparser.executor.color import choose_color

        obj.chosen["color"] = choose_color(game, st.player, obj)
    elif isinstance(eff, A.NameCard):
        named = game.policy.name_card(game, st.player, obj)
        if named is None:
            return
        card = next((o.card for o in game.objects.values() if o.card.key == named), None)
        if card is None:
            raise IllegalAction("illegal_choice", f"no card {named!r} to name")
        if "nonland" in eff.filter and "land" in card.types:
            raise IllegalAction("illegal_choice", f"{named} is a land card")
        obj.chosen["name"] = card_names(card)
        game.emit("chooses", player=st.player, card=obj.label, choice=named)
    else:
        report_unsupported(game, eff.type_name)


def _candidates(game: Engine, ref: A.ObjectRef, player: str) -> list[GameObject]:
    """Objects ``ref`` (kind ``any``) can be: cards in any graveyard for ``in_a_graveyard``."""
    words = [w for w in ref.filter if w != "in_a_graveyard"]
    if "in_a_graveyard" in ref.filter:
        pool = [o for p in game.apnap() for o in game.players[p].graveyard]
    else:
        pool = list(game.battlefield)
    return [o for o in pool if game.matches(o, words, player)]


def card_names(card: Any) -> frozenset[str]:
    """A card's names, language-neutral (English): one, or one per half of a split card
    (CR 708.4 of 2007: naming a split card names both halves)."""
    faces = getattr(card, "faces", ()) or (card,)
    return frozenset(f.names.get("en") or f.key for f in faces)


def choose_half(obj: GameObject, half: int | None) -> CardDef | None:
    """The half of split card ``obj`` that is cast (CR 709.3: only one half is cast; it is the
    only one on the stack), None for a card that isn't split. Raises :class:`IllegalAction`
    (``choose_half``) when a split card is cast without a valid half, ``not_split`` for a half
    of a card that isn't split."""
    faces = obj.card.faces
    if not faces:
        if half is not None:
            raise IllegalAction("not_split", f"{obj.label} is not a split card")
        return None
    if half is None or not 0 <= half < len(faces):
        raise IllegalAction(
            "choose_half", f"{obj.label} is a split card: cast half 0 or 1, not {half}"
        )
    return faces[half]


def mana_values(card: CardDef) -> tuple[int, ...]:
    """The mana values (converted mana costs) of a card: one, or one per half of a split card
    outside the stack (CR 708.4 of 2007: "the game will see two values")."""

    faces = card.faces or (card,)
    return tuple(mana_value(f.mana_cost) for f in faces)


def check_prohibited(
    game: Engine,
    obj: GameObject,
    action: str,
    *,
    face_down: bool = False,
    half: CardDef | None = None,
) -> None:
    """Raise :class:`IllegalAction` (``prohibited``) if a permanent's Prohibition forbids
    ``action`` (``cast`` or ``activate``) for ``obj`` (CR 101.2). A face-down spell has no name
    (CR 708.2), so "the named card" can be cast face down; a half of a split card being cast
    has only that half's name (CR 709.3)."""
    for holder in game.battlefield:
        for inst in holder.abilities():
            node = inst.node
            if not isinstance(node, A.Prohibition) or node.action != action:
                continue
            if _covered(game, holder, obj, node.object.filter, face_down, half):
                raise IllegalAction(
                    "prohibited", f"{holder.label} says {obj.label} can't be {action}ed (CR 101.2)"
                )


def _covered(
    game: Engine,
    holder: GameObject,
    obj: GameObject,
    words: tuple[str, ...],
    face_down: bool,
    half: CardDef | None,
) -> bool:
    for w in words:
        if w == "chosen_name":
            named = holder.chosen.get("name")
            names = card_names(half or obj.chars)
            if face_down or obj.face_down or not named or not (named & names):
                return False
        elif w == "card":
            if obj.token or obj.spell_copy:  # a copy of a spell isn't a card (CR 707.10)
                return False
        elif w == "permanent":
            if obj.zone is not Zone.BATTLEFIELD:
                return False
        elif w == "not_on_battlefield":
            if obj.zone is Zone.BATTLEFIELD:
                return False
        elif not game.matches(obj, [w], holder.controller):
            return False
    return True


# --------------------------------------------------------------------------- resolving effects


@dataclasses.dataclass(frozen=True)
class PlayGrant:
    """A permission to play a card from exile (CR 601.2): who may, whose ability gave it (the
    source's label and zone-change count: it lasts "as long as [the source] remains in play"),
    the card's zone-change count when it was given (a new object has no permission, CR 400.7)."""

    player: str
    source: str
    source_zone_changes: int
    card_zone_changes: int
    without_paying: bool
    duration: str


@effect(A.MayPay, "608.2d")
def may_pay(game: Engine, eff: A.MayPay, ctx: Any) -> bool:
    """ "You may pay [cost]" (CR 608.2d): sets ``ctx.did`` for the "If you do" that follows.
    A cost with life in it ("you may pay 2 life") is paid whole by :func:`.costs.pay`, offered
    only to a player with that much life (CR 119.4, 118.3)."""
    amount = game.cost_amount(eff.cost, ctx)
    player = game.players[ctx.controller]
    src = ctx.source
    if isinstance(eff.cost, A.Cost) and any(isinstance(c, A.LoseLife) for c in eff.cost.components):
        payable = _costs.unpayable_reason(game, eff.cost, player.name, src, ctx) is None
        ctx.did = payable and game.policy.pay(game, player.name, src, amount)
        if ctx.did:
            _costs.pay(game, eff.cost, player.name, src, ctx)
            game.emit("pays", player=player.name, card=src.label, amount=amount)
        else:
            game.emit("does_not_pay", player=player.name, card=src.label, amount=amount)
        return ctx.did
    if player.mana >= amount and game.policy.pay(game, player.name, src, amount):
        player.mana -= amount
        game.emit("pays", player=player.name, card=src.label, amount=amount)
        ctx.did = True
    else:
        game.emit("does_not_pay", player=player.name, card=src.label, amount=amount)
        ctx.did = False
    return ctx.did


@effect(A.ChooseObject, "608.2d")
def choose_object(game: Engine, eff: A.ChooseObject, ctx: Any) -> bool:
    """ "Choose target creature" (chosen on casting, CR 601.2c) or "choose a card ..." as the
    spell resolves (CR 608.2d); the chosen objects are remembered by this resolution."""
    if eff.object.kind == "target":
        objs = game.objects_of(eff.object, ctx)
        ctx.chosen.extend(objs)
        return bool(objs)
    return _choose_on_resolution(game, eff, ctx, exclude=())


@effect(A.PutOnBottom, "401.4")
def put_on_bottom(game: Engine, eff: A.PutOnBottom, ctx: Any) -> bool:
    """Put the cards revealed this way on the bottom of their owners' libraries."""
    for o in list(ctx.revealed):
        library = game.players[o.owner].library
        if o in library:
            library.remove(o)
            library.append(o)
    return bool(ctx.revealed)


def exile_top_card(game: Engine, eff: A.Exile, ctx: Any) -> bool:
    """Exile the top card (or the top ``count`` cards) of your library or of each player's
    library (CR 701.13, 401.1), face down when it says so (CR 406.3); they become "that card" /
    "those cards". Another player's library ("that player's", "target player's") is not
    played: nothing is exiled and the game records it unsupported."""
    owner = eff.object.filter[-1] if eff.object.filter else "your"
    if owner == "your":
        players = [ctx.controller]
    elif owner == "each_player":
        players = list(game.players)
    else:  # another player's library: not played, and the game says so
        game.unsupported.add(f"library_of:{owner}")
        return False
    n = 1 if eff.object.count is None else game.amount_of(eff.object.count, ctx)
    exiled = []
    for p in players:
        library = game.players[p].library
        for card in list(library[: max(n, 0)]):
            game.move(card, Zone.EXILE, cause="exile")
            card.face_down = eff.face_down
            game.emit("exiled", card=card.label, zone=Zone.LIBRARY.value)
            exiled.append(card)
    ctx.that = exiled
    return bool(exiled)


@effect(A.LookAt, "406.3")
def look_at(game: Engine, eff: A.LookAt, ctx: Any) -> bool:
    """Hidden information only: nothing changes in the game (CR 406.3)."""
    return True


@effect(A.PlayPermission, "601.2")
def grant_play_permission(game: Engine, eff: A.PlayPermission, ctx: Any) -> bool:
    """ "You may play that card [without paying its mana cost] ..." (CR 601.2, 118.9): a
    :class:`PlayGrant` on each card named before."""
    src = ctx.source
    for o in ctx.that:
        if isinstance(o, GameObject):
            o.may_play = PlayGrant(
                player=ctx.controller,
                source=src.label,
                source_zone_changes=src.zone_changes,
                card_zone_changes=o.zone_changes,
                without_paying=eff.without_paying,
                duration=eff.duration.kind,
            )
    return bool(ctx.that)


def repeats(eff: A.Node) -> bool:
    """Whether ``eff`` is "If you do, repeat this process" (Shrouded Lore)."""
    return (
        isinstance(eff, A.Conditional)
        and isinstance(eff.condition, A.IfYouDo)
        and isinstance(eff.effect, A.RepeatProcess)
    )


def repeats_process(seq: A.Sequence) -> bool:
    """Whether a sequence holds "If you do, repeat this process" (:func:`repeat_process`)."""
    return any(repeats(e) for e in seq.effects)


def repeat_process(game: Engine, seq: A.Sequence, ctx: Any) -> bool:
    """ "[choose]. You may pay [cost]. If you do, repeat this process [except that ... can't
    choose a card already chosen for this spell]. Then [do something with the last chosen]."
    (Shrouded Lore): the effects before "If you do" are done again as long as the player pays;
    the cards chosen are remembered by this resolution only (a spell has no knowledge of other
    spells' choices: Planar Chaos FAQ). If there is no card left to choose, that part is
    skipped and the last chosen card stays "that card"."""
    i = next(k for k, e in enumerate(seq.effects) if repeats(e))
    body, rest = seq.effects[:i], seq.effects[i + 1 :]
    rep = seq.effects[i]
    assert isinstance(rep, A.Conditional) and isinstance(rep.effect, A.RepeatProcess)
    exclude_chosen = rep.effect.exclude_chosen
    done = False
    while True:
        ctx.did = False
        for e in body:
            if isinstance(e, A.ChooseObject):
                excl = tuple(ctx.chosen) if exclude_chosen else ()
                done = _choose_on_resolution(game, e, ctx, exclude=excl) or done
            else:
                game.do_effect(e, ctx)
        if not ctx.did:
            break
    for e in rest:
        done = game.do_effect(e, ctx) or done
    return done


def _choose_on_resolution(
    game: Engine, eff: A.ChooseObject, ctx: Any, *, exclude: tuple[Any, ...]
) -> bool:
    """A player chooses an object as a spell or ability resolves (CR 608.2c): "Target opponent
    chooses a card in your graveyard" ("your" is the controller's). The chosen object becomes
    "that card"; nothing is chosen when there is none to choose."""
    chooser = game.player_of(eff.player, ctx)
    # "from it" (the hand revealed before) is "in_revealed_hand" in the older grammar and
    # "in_that_players_hand" in the card-text grammar; "with mana value X or less" is
    # "mana_value_at_most_x" / "mana_value<=X"
    from_hand = ("in_revealed_hand", "in_that_players_hand")
    at_most_x = ("mana_value_at_most_x", "mana_value<=X")
    special = ("in_a_graveyard", *from_hand, *at_most_x)
    words = [w for w in eff.object.filter if w not in special]
    if any(w in from_hand for w in eff.object.filter):
        revealed = getattr(ctx, "that_player", None)
        pool = list(game.players[revealed].hand) if revealed else []
    else:
        pool = [o for p in game.apnap() for o in game.players[p].graveyard]
    candidates = [o for o in pool if game.matches(o, words, ctx.controller) and o not in exclude]
    if any(w in at_most_x for w in eff.object.filter):  # either half of a split card will do
        x = ctx.source.x or 0
        candidates = [o for o in candidates if any(v <= x for v in mana_values(o.card))]
    if not chooser or not candidates:
        if not ctx.chosen:  # nothing chosen at all: no "that card" (a repeat keeps the last)
            ctx.that = []
        return False
    if eff.optional and not game.policy.may(game, chooser, ctx.source, "choose"):
        return False
    chosen = game.policy.choose_object(game, chooser, ctx.source, candidates)
    if chosen is None:
        return False
    if chosen not in candidates:
        raise IllegalAction(
            "illegal_choice",
            f"{chosen.label} can't be chosen for {ctx.source.label} "
            f"(choose among {', '.join(c.label for c in candidates)})",
        )
    ctx.chosen.append(chosen)
    ctx.that = [chosen]
    game.emit("chooses", player=chooser, card=ctx.source.label, choice=chosen.label)
    return True


@effect(A.RevealUntil, "701.20a")
def _reveal_until(game: Engine, eff: A.RevealUntil, ctx: Any) -> bool:
    """Reveal cards from the top of the library one at a time until one matches the filter
    (CR 701.16); they stay in the library. The matching card is "that card"."""
    player = game.player_of(eff.player, ctx)
    words = [w for w in eff.filter if w != "card"]
    ctx.revealed = []
    ctx.that_player = player  # "That player may cast that card" (Spellshift)
    for o in list(game.players[player].library):
        ctx.revealed.append(o)
        game.emit("reveals", player=player, card=o.label)
        if game.matches(o, words, player):
            ctx.that = [o]
            return True
    ctx.that = []
    return bool(ctx.revealed)


@effect(A.ExileUntil, "406.3")
def _exile_until(game: Engine, eff: A.ExileUntil, ctx: Any) -> bool:
    """Exile cards from the top of the library one at a time until one matches the filter
    (CR 406.3, as CR 701.16a says of revealing). The matching card is "that card"; all of them
    are the cards exiled this way."""
    player = game.player_of(eff.player, ctx)
    words = [w for w in eff.filter if w != "card"]
    ctx.revealed = []
    ctx.that_player = player
    for o in list(game.players[player].library):
        game.move(o, Zone.EXILE, cause="exile")
        game.emit("exiled", card=o.label, zone=Zone.LIBRARY.value)
        ctx.revealed.append(o)
        if game.matches(o, words, player):
            ctx.that = [o]
            return True
    ctx.that = []
    return bool(ctx.revealed)


@effect(A.ModifyPowerToughnessBy, "613.4c")
def _modify_pt_by(game: Engine, eff: A.ModifyPowerToughnessBy, ctx: Any) -> bool:
    """ "That creature gets +X/-X until end of turn, where X is that card's converted mana
    cost": one effect per value of X, so a split card gives two (Planar Chaos FAQ, Erratic
    Mutation)."""
    amount = eff.amount
    if isinstance(amount, A.Count) and amount.what == "mana_value":
        cards = [o for o in ctx.that if isinstance(o, GameObject)]
        values = mana_values(cards[0].card) if cards else ()
    else:
        values = (game.amount_of(amount, ctx),)
    creatures = [
        o
        for o in ctx.chosen
        if isinstance(o, GameObject) and o.zone is Zone.BATTLEFIELD and o.has_type("creature")
    ]
    for v in values:  # each value is its own continuous effect in layer 7c (CR 613.4c)
        one = A.ModifyPowerToughness(
            object=eff.object,
            power=eff.power_sign * v,
            toughness=eff.toughness_sign * v,
            duration=eff.duration,
        )
        game.start_effect(one, creatures, ctx.source, ctx.controller)
    return bool(creatures and values)


def play_permission(game: Engine, obj: GameObject, player: str) -> PlayGrant:
    """The permission ``player`` has to play ``obj`` from exile; raises :class:`IllegalAction`
    (``no_permission``) when there is none or it has ended: its source left the battlefield
    ("as long as Intet remains in play") or the card is a new object (CR 400.7)."""
    grant = obj.may_play
    if not isinstance(grant, PlayGrant) or grant.player != player:
        raise IllegalAction("no_permission", f"{player} may not play {obj.label} from exile")
    if grant.card_zone_changes != obj.zone_changes:
        raise IllegalAction("no_permission", f"{obj.label} is a new object (CR 400.7)")
    if grant.duration == "while_source_on_battlefield":
        src = game.objects.get(grant.source)
        if (
            src is None
            or src.zone is not Zone.BATTLEFIELD
            or src.zone_changes != grant.source_zone_changes
        ):
            raise IllegalAction(
                "no_permission",
                f"{grant.source} has left the battlefield: {obj.label} stays exiled",
            )
    return grant


def become_copy(game: Engine, label: str, of: str) -> None:
    """An already-on-the-battlefield permanent becomes a copy of another (CR 707.2): it
    takes the copiable values; it doesn't enter, so no "enters with" counters."""
    o, src = game.get(label), game.get(of)
    o.copy_of = src.chars
    o.invalidate()
    game.emit("becomes_copy", card=label, of=of)
    game.settle()
