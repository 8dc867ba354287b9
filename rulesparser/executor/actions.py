"""Basic game actions a resolving spell or ability performs (CR 608.2c): counters (CR 122),
damage (CR 120), life (CR 119), drawing (CR 121), the keyword actions counter, create, destroy,
discard, exile, reveal, sacrifice, tap and untap (CR 701.6-701.26), casting without paying
(CR 118.9), turning face up (CR 702.37e) and tokens (CR 111).

Each handler is registered with :func:`.engine.effect` (one per AST node class) and reached
through ``Engine.do_effect``; a variant that belongs to another rules area is handed to that
module (a discard of chosen cards to :mod:`.auras`, an exile from the top of a library to
:mod:`.copies`, a cast from a library to :mod:`.library`).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.cardtext import predefined_token_abilities
from rulesparser.executor import auras, copies
from rulesparser.executor import combat as _combat
from rulesparser.executor import library as _library
from rulesparser.executor import sacrifice as _sacrifice
from rulesparser.executor import spell_copies as _spell_copies
from rulesparser.executor import stack as S
from rulesparser.executor import targets as _targets
from rulesparser.executor.engine import CardDef, GameObject, StackItem, Zone, effect
from rulesparser.executor.unsupported import report_unsupported
from rulesparser.lexicon import token_names

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Context, Engine


@effect(A.PutCounters, "122.6")
def put_counters(game: Engine, eff: A.PutCounters, ctx: Context) -> bool:
    n = game.amount_of(eff.amount, ctx)
    objs = [o for o in game.objects_of(eff.object, ctx) if isinstance(o, GameObject)]
    for o in objs:
        game.put_counters(o, eff.counter, n)
    return bool(objs)


@effect(A.RemoveCounters, "122.8")
def remove_counters(game: Engine, eff: A.RemoveCounters, ctx: Context) -> bool:
    n = game.amount_of(eff.amount, ctx)
    done = False
    for o in game.objects_of(eff.object, ctx):
        done = game.remove_counters(o, eff.counter, n) > 0 or done
    return done


@effect(A.Destroy, "701.8")
def destroy(game: Engine, eff: A.Destroy, ctx: Context) -> bool:
    """Destroy (CR 701.8); "the creature with the greatest power" (a superlative) among those
    that can be destroyed; "It can't be regenerated" (CR 701.19c)."""
    if isinstance(eff.object, A.Superlative):
        objs = auras.superlative(
            game, eff.object, ctx, eligible=lambda o: not auras.indestructible(game, o)
        )
    else:
        objs = game.objects_of(eff.object, ctx)
    done = False
    regen = not eff.cant_be_regenerated
    for o in objs:
        real = game.objects.get(o.label, o)
        done = auras.destroy(game, real, can_regenerate=regen) or done
    return done


@effect(A.Sacrifice, "701.21a")
def sacrifice(game: Engine, eff: A.Sacrifice, ctx: Context) -> bool:
    """Sacrifice (CR 701.21a): "sacrifices a creature" (a choice, :mod:`.targets`) or the
    objects named; several of them ("an artifact creature and a nonartifact creature", an
    :class:`~rulesparser.ast.ObjectUnion`): each in turn."""
    if isinstance(eff.object, A.ObjectUnion):
        done = False
        for ref in eff.object.objects:
            done = sacrifice(game, dataclasses.replace(eff, object=ref), ctx) or done
        return done
    if eff.object.kind == "any":
        return _targets.sacrifice_chosen(game, eff, ctx)
    done = False
    who = game.player_of(eff.player, ctx) if eff.player is not None else ctx.controller
    for o in game.objects_of(eff.object, ctx):
        done = _sacrifice.sacrifice(game, who, o) is not None or done
    return done


@effect(A.DealDamage, "120.3")
def deal_damage(game: Engine, eff: A.DealDamage, ctx: Context) -> bool:
    """Damage to players, creatures or "any target" (CR 120.3, 115.4); "each creature and each
    player" (:class:`~rulesparser.ast.Recipients`) to each of them. A recipient it doesn't know
    is reported ``unsupported``."""
    n = game.amount_of(eff.amount, ctx)
    srcs = game.objects_of(eff.damage_source, ctx, include_dead=True) or [ctx.source]
    members = eff.recipient.members if isinstance(eff.recipient, A.Recipients) else (eff.recipient,)
    for rec in members:
        if isinstance(rec, A.PlayerRef):
            for p in game.players_of(rec, ctx):
                game.damage_player(srcs[0], p, n)
        elif isinstance(rec, A.ObjectRef):
            for o in game.objects_of(rec, ctx):
                game.damage_object(srcs[0], o, n)
        elif isinstance(rec, A.Target):
            _targets.deal_damage(game, srcs[0], ctx.slots.get(id(rec), []), n)
        else:
            report_unsupported(game, f"deal_damage:{type(rec).__name__}")
            return False
    return n > 0


@effect(A.GainLife, "119.1")
def gain_life(game: Engine, eff: A.GainLife, ctx: Context) -> bool:
    # the player first: a target player is then "that player" of the amount ("Target opponent
    # loses half their life", CR 115.1: one target, named once)
    players = game.players_of(eff.player, ctx)
    n = game.amount_of(eff.amount, ctx)
    for p in players:
        game.gain_life(p, n)
    return True


@effect(A.LoseLife, "119.3")
def lose_life(game: Engine, eff: A.LoseLife, ctx: Context) -> bool:
    # the player first: a target player is then "that player" of the amount ("Target opponent
    # loses half their life", CR 115.1: one target, named once)
    players = game.players_of(eff.player, ctx)
    n = game.amount_of(eff.amount, ctx)
    for p in players:
        game.lose_life(p, n)
    return True


@effect(A.Draw, "121.1")
def draw(game: Engine, eff: A.Draw, ctx: Context) -> bool:
    """Draw (CR 121.1); "you may draw a card" asks the policy (CR 603.5); "that card" is then
    the card drawn ("Draw a card and reveal it")."""
    if eff.optional and not game.policy.may(game, ctx.controller, ctx.source, "draw"):
        return False
    n = game.amount_of(eff.amount, ctx)
    drawn: list[GameObject] = []
    for p in game.players_of(eff.player, ctx):
        drawn += game.draw(p, n)
    ctx.that = drawn
    return True


@effect(A.Mill, "701.13")
def mill(game: Engine, eff: A.Mill, ctx: Context) -> bool:
    """Mill N (CR 701.13a): each player named puts the top N cards of their library into their
    graveyard, all of them when the library holds fewer; "those cards" are then the cards
    milled."""
    n = game.amount_of(eff.amount, ctx)
    milled: list[GameObject] = []
    for p in game.players_of(eff.player, ctx):
        cards = list(game.players[p].library[: max(n, 0)])  # top first (CR 401.2)
        for o in cards:
            game.move(o, Zone.GRAVEYARD, cause="mill")
        game.emit("mills", player=p, amount=len(cards))
        milled += cards
    ctx.that = milled
    return bool(milled)


@effect(A.Discard, "701.9")
def discard(game: Engine, eff: A.Discard, ctx: Context) -> bool:
    """Discard (CR 701.9): "that card" (the card named before), chosen cards
    (:func:`.auras.discard_objects`), or N cards from the start of the hand."""
    if eff.object is not None and eff.object.kind == "that":
        done = False
        for o in list(ctx.that):  # "That player discards that card"
            if isinstance(o, GameObject) and o.zone is Zone.HAND:
                game.emit("discards", player=o.owner, card=o.label)
                game.move(o, Zone.GRAVEYARD, cause="discard")
                done = True
        return done
    if eff.object is not None and eff.object.up_to:
        # "Discard up to two cards" / "any number of cards": how many is the player's choice,
        # which scenarios can't script yet
        game.unsupported.add("discard:up_to")
        return False
    if eff.object is not None:
        return auras.discard_objects(game, eff, ctx)
    n = game.amount_of(eff.amount, ctx)
    for p in game.players_of(eff.player, ctx):
        hand = game.players[p].hand
        for o in list(hand[:n]):
            game.emit("discards", player=p, card=o.label)
            game.move(o, Zone.GRAVEYARD, cause="discard")
    return True


@effect(A.Tap, "701.26a")
def tap(game: Engine, eff: A.Tap, ctx: Context) -> bool:
    objs = game.objects_of(eff.object, ctx)
    for o in objs:
        game.tap(o)
    ctx.that = objs
    return bool(objs)


@effect(A.Untap, "701.26b")
def untap(game: Engine, eff: A.Untap, ctx: Context) -> bool:
    objs = game.objects_of(eff.object, ctx)
    for o in objs:
        game.untap(o, cause="effect")
    ctx.that = objs
    return bool(objs)


@effect(A.RemoveFromCombat, "506.4")
def remove_from_combat(game: Engine, eff: A.RemoveFromCombat, ctx: Context) -> bool:
    """Remove the objects from combat (CR 506.4; ``combat.remove_from_combat``)."""
    objs = game.objects_of(eff.object, ctx)
    for o in objs:
        _combat.remove_from_combat(game, o)
    ctx.that = objs
    return bool(objs)


@effect(A.Exile, "701.13")
def exile(game: Engine, eff: A.Exile, ctx: Context) -> bool:
    """Exile (CR 701.13): the top card of a library (:func:`.copies.exile_top_card`), a card
    from your hand (imprint, :func:`.spell_copies.exile_from_hand`, CR 607.2a), or the objects
    named, with N counters when it says so (suspend, CR 702.62a); several objects (an
    :class:`~rulesparser.ast.ObjectUnion`: "Exile ~ and target permanent") all of them."""
    if isinstance(eff.object, A.ObjectUnion):
        if any(r.kind in ("top_of_library", "any") for r in eff.object.objects):
            report_unsupported(game, "exile of several objects chosen as it resolves")
            return False
    elif eff.object.kind == "top_of_library":
        return copies.exile_top_card(game, eff, ctx)
    elif "in_your_hand" in eff.object.filter:
        return _spell_copies.exile_from_hand(game, eff, ctx)
    kind = eff.duration.kind if eff.duration is not None else None
    until_left = kind == "while_source_on_battlefield"
    if kind not in (None, "permanent", "while_source_on_battlefield"):
        report_unsupported(game, f"exile:duration:{kind}")
        return False
    src = ctx.source
    if until_left and (src.zone is not Zone.BATTLEFIELD or not ctx.live):
        # "until ~ leaves the battlefield" with ~ already gone: nothing is exiled (CR 610.3c)
        return False
    for o in game.objects_of(eff.object, ctx):
        frm = o.zone
        game.move(o, Zone.EXILE, cause="exile")
        if frm is not Zone.BATTLEFIELD:  # from the battlefield, "leaves" says it
            game.emit("exiled", card=o.label, zone=frm.value)
        if eff.counter:
            o.counters[eff.counter] = game.amount_of(eff.amount, ctx)
        if until_left:
            game.exiled_until_left.append((src.label, src.zone_changes, o.label, o.zone_changes))
    return True


@effect(A.CastWithoutPaying, "118.9")
def cast_without_paying(game: Engine, eff: A.CastWithoutPaying, ctx: Context) -> bool:
    """Cast a card without paying its mana cost as this resolves (CR 118.9): a card in a
    library (:func:`.library.cast_from_library`) or in exile (suspend, CR 702.62a)."""
    done_here = _library.cast_from_library(game, eff, ctx)
    if done_here is not None:
        return done_here
    done = False
    for o in game.objects_of(eff.object, ctx, include_dead=True):
        real = game.objects.get(o.label)
        if real is None or real.zone is not Zone.EXILE:
            continue
        if eff.optional and not game.policy.may(game, ctx.controller, real, "cast"):
            continue
        game.cast(ctx.controller, real.label, free=True, from_zone=Zone.EXILE)
        ctx.cast = real
        done = True
    return done


@effect(A.TurnFaceUp, "702.37e")
def turn_face_up(game: Engine, eff: A.TurnFaceUp, ctx: Context) -> bool:
    for o in game.objects_of(eff.object, ctx):
        game.turn_face_up_object(o)
    return True


@effect(A.CounterObject, "701.6")
def counter(game: Engine, eff: A.CounterObject, ctx: Context) -> bool:
    """Counter a spell or ability (CR 701.6); "counter Brain Gorgers" names a spell's card."""
    for o in game.objects_of(eff.object, ctx):
        if isinstance(o, StackItem):
            game.counter(o)
        elif isinstance(o, GameObject) and o.zone is Zone.STACK:
            S.counter_spell_object(game, o)
    return True


@effect(A.Reveal, "701.20a")
def reveal(game: Engine, eff: A.Reveal, ctx: Context) -> bool:
    if eff.player is not None and eff.player.kind != "you":
        # another player reveals ("Target player reveals the top card of their library"): not
        # played yet
        report_unsupported(game, "reveal by another player")
        return False
    if eff.random:
        # cards chosen at random (CR 701.20a): runs have no randomness; not played
        report_unsupported(game, "reveal at random")
        return False
    for o in game.objects_of(eff.object, ctx):
        if isinstance(o, GameObject):
            game.emit("reveals", player=o.owner, card=o.label)
    return True


@effect(A.CreateToken, "111.1")
def create_tokens(game: Engine, eff: A.CreateToken, ctx: Context) -> bool:
    """Create tokens (CR 111.1, 701.7); a copy token copies the copiable values (CR 707.2) of
    the object as it last existed. Labels: ``token:<base>#<n>`` (:meth:`Engine.find`)."""
    n = game.amount_of(eff.amount, ctx)
    controller = game.player_of(eff.player, ctx) if eff.player is not None else ctx.controller
    if not controller:
        return False
    if eff.exceptions is not None:
        # the exceptions of a copy (CR 707.9) are not applied: not played rather than copied
        # without them
        report_unsupported(game, "create_token:copy_exceptions")
        return False
    if eff.copy_of is not None:
        src = game.objects_of(eff.copy_of, ctx, include_dead=True)
        if not src:
            return False
        card = src[0].chars
        base = card.key
    else:
        base = eff.subtypes[0] if eff.subtypes else "token"
        predefined = predefined_token_abilities().get(base) if len(eff.subtypes) == 1 else None
        if (eff.power is None or eff.toughness is None) and predefined is None:
            # a token the AST names only by a subtype that is no predefined token: not played
            # rather than created without its abilities
            report_unsupported(game, f"create_token:{base}")
            return False
        card = CardDef(
            key=base,
            # the name the effect gives it, else its subtypes' (CR 111.4)
            names={"en": eff.name} if eff.name else token_names(eff.subtypes) or {"en": base},
            types=eff.types,
            subtypes=eff.subtypes,
            power=eff.power,
            toughness=eff.toughness,
            # a predefined token (Treasure, Food, Clue, Gold: CR 111.10) has the abilities its
            # rule gives it; the AST names it by its subtype alone
            abilities=eff.abilities if predefined is None else predefined,
            colors=eff.colors,
        )
    if eff.attacking:
        # CR 508.4: put onto the battlefield attacking (which player, planeswalker or battle it
        # attacks is chosen then): not played rather than created outside combat
        report_unsupported(game, "create_token:attacking")
        return False
    for _ in range(n):
        token = game.create_token(card, base, controller)
        if eff.tapped:  # "a tapped 2/2 ... token" (CR 110.5b)
            token.tapped = True
    return n > 0
