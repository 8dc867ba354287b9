"""Copies of spells (CR 707.10) and abilities of spells on the stack, for the executor
(helper area "mana").

- :func:`copy_spell`: "Copy target instant or sorcery spell" (Twincast). The copy is a new object
  on the stack, labelled ``copy:<label>`` (``copy:<label>#2`` for a second one): same copiable
  values, same choices (targets, X, kicker, mode, half; CR 707.10), controlled and owned by the
  player who copied it. It is not a card (so "the named card can't be played" doesn't cover it,
  Voidstone Gargoyle ruling 3), it is not cast, and it ceases to exist as it leaves the stack
  (2007 CR 216.? / now 704.5e). Counters on the original are not copied (CR 707.2).
- "You may choose new targets for the copy" (CR 707.10c, 115.7d) and Lightning Storm's "You may
  choose a new target for it" are ``A.ChangeTargets`` (``executor/retarget.py``): the effect's
  controller may change the targets of that spell (``choices.may`` / ``choices.new_targets``).
- :func:`check_activation_zone`: an ability that works "only if [this] is on the stack" can be
  activated only then (CR 113.6); "any player may activate this ability" lets a player other than
  its controller activate it (CR 602.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor import retarget as _retarget
from rulesparser.executor.engine import effect
from rulesparser.executor.state import GameObject, IllegalAction, StackItem, Zone
from rulesparser.executor.unsupported import report_unsupported

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine

__all__ = [
    "copy_spell",
    "check_activation",
    "cost_discards",
    "exiles_itself_from_hand",
    "COPY_PREFIX",
]

#: label prefix of a copy of a spell: ``copy:<label of the original>``
COPY_PREFIX = "copy:"


def _copy_label(game: Engine, label: str) -> str:
    base = COPY_PREFIX + label.split("#")[0]
    if base not in game.objects:
        return base
    n = 2
    while f"{base}#{n}" in game.objects:
        n += 1
    return f"{base}#{n}"


def make_copy(game: Engine, item: StackItem, controller: str) -> StackItem:
    """Put a copy of the spell ``item`` on the stack under ``controller``'s control
    (CR 707.10): copiable values and the choices made for the original; returns its item."""
    orig = item.source
    obj = GameObject(
        label=_copy_label(game, orig.label),
        card=orig.card,
        owner=controller,
        controller=controller,
        zone=Zone.STACK,
        timestamp=game.new_timestamp(),
        control_turn=game.turn,
        game=game,
    )
    obj.spell_copy = True
    obj.copy_of = orig.copy_of
    obj.half = orig.half
    obj.x = orig.x
    obj.kicked = orig.kicked
    game.objects[obj.label] = obj
    copy = StackItem(controller=controller, source=obj, mode=item.mode, free=True)
    copy.targets = [(key, list(objs)) for key, objs in item.targets]
    game.stack.append(copy)
    game.layers.touch()
    game.emit("copies", player=controller, card=obj.label, of=orig.label)
    game.fire("copy", obj)  # "Whenever you cast or copy an instant or sorcery spell" (magecraft)
    return copy


@effect(A.CopySpell, "707.10")
def copy_spell(game: Engine, eff: A.CopySpell, ctx: Any) -> bool:
    """ "Copy target instant or sorcery spell. You may choose new targets for the copy."
    (CR 707.10, 707.10c). Returns whether a copy was made. More than one copy ("copy it
    twice") and a copy without one of the spell's keywords ("except for its epic ability",
    CR 702.50a) are not played yet: reported ``unsupported``."""
    if eff.amount != 1 or eff.without_keyword is not None:
        report_unsupported(game, eff.type_name)
        return False
    items = [o for o in game.objects_of(eff.object, ctx) if isinstance(o, StackItem)]
    made = False
    for item in items:
        if not item.is_spell or item not in game.stack:
            continue
        copy = make_copy(game, item, ctx.controller)
        made = True
        if eff.new_targets:  # CR 707.10c: its controller may choose new targets for the copy
            you = A.PlayerRef(kind="you")
            change = A.ChangeTargets(object=A.ObjectRef(kind="that"), player=you, optional=True)
            _retarget.change_targets(game, change, ctx, item=copy)
    return made


def exiles_itself_from_hand(node: A.ActivatedAbility) -> bool:
    """Whether the cost removes the card itself from its owner's hand ("Remove Simian Spirit
    Guide in your hand from the game"): such an ability works only from the hand (CR 113.6k)."""
    return any(
        isinstance(c, A.Exile) and c.object.kind == "self" and "in_your_hand" in c.object.filter
        for c in node.cost.components
    )


def cost_zone_of_itself(node: A.ActivatedAbility) -> Zone | None:
    """The zone a cost moves the card itself out of, where alone the ability works (CR
    113.6k): the hand for "Discard this card" (cycling, transmute, channel: CR 702.29a) or
    "Remove [this] in your hand from the game"; the graveyard for "Exile this card from your
    graveyard" (scavenge, embalm: CR 702.97a). None: no such cost part."""
    if exiles_itself_from_hand(node):
        return Zone.HAND
    for c in node.cost.components:
        if isinstance(c, A.Discard) and c.object is not None and c.object.kind == "self":
            return Zone.HAND
        if (
            isinstance(c, A.Exile)
            and isinstance(c.object, A.ObjectRef)
            and c.object.kind == "self"
            and "in_your_graveyard" in c.object.filter
        ):
            return Zone.GRAVEYARD
    return None


def check_activation(
    game: Engine, obj: GameObject, node: A.ActivatedAbility, player: str
) -> tuple[Zone, bool]:
    """Where the source of ``node`` must be and who may activate it (CR 602.2, 113.6): the
    stack for "only if [this] is on the stack", the hand for a cost that exiles the card from
    the hand, else the battlefield. Returns ``(zone, any_player)``; raises
    :class:`IllegalAction` (``not_on_stack``, ``wrong_zone``) when the source isn't there."""
    own_zone = cost_zone_of_itself(node)
    if own_zone is not None:
        if obj.zone is not own_zone or obj.owner != player:
            raise IllegalAction(
                "wrong_zone", f"{obj.label} is not in {player}'s {own_zone.value} (CR 113.6k)"
            )
        return own_zone, False
    if not isinstance(node, A.RestrictedActivatedAbility):
        return Zone.BATTLEFIELD, False
    if node.zone == "stack":
        if obj.zone is not Zone.STACK:
            raise IllegalAction("not_on_stack", f"{obj.label} is not on the stack (CR 113.6)")
        return Zone.STACK, node.any_player
    return Zone.BATTLEFIELD, node.any_player


def cost_discards(
    game: Engine, comp: A.Discard, player: str, chosen: list[GameObject]
) -> list[GameObject]:
    """The cards a "Discard a land card" cost discards (CR 701.8): chosen by the scenario
    (``activate ... choose``) among the activating player's hand, matching the filter. Raises
    :class:`IllegalAction` (``missing_choice``, ``illegal_choice``) when the cost can't be paid."""
    assert comp.object is not None
    ref = comp.object
    n = ref.count if isinstance(ref.count, int) else 1
    take = chosen[:n]
    if len(take) < n:
        raise IllegalAction("missing_choice", f"choose {n} card(s) to discard")
    words = [w for w in ref.filter if w != "card"]
    for c in take:
        if c.zone is not Zone.HAND or c.owner != player or not game.matches(c, words, player):
            raise IllegalAction("illegal_choice", f"{c.label} can't be discarded for this cost")
    return take


# --------------------------------------------------------------- copies of cards (CR 707.12)


def _mana_value_at_most(obj: GameObject, words: tuple[str, ...]) -> bool:
    """The ``mana_value_at_most_N`` filter word: a mana value of N or less (either half of a
    split card, as for Venarian Glimmer)."""
    from rulesparser.executor.copies import mana_values

    for w in words:
        if w.startswith("mana_value_at_most_") and w[19:].isdigit():
            if not any(v <= int(w[19:]) for v in mana_values(obj.card)):
                return False
    return True


def exile_from_hand(game: Engine, eff: A.Exile, ctx: Any) -> bool:
    """ "exile an instant card with converted mana cost 2 or less from your hand" (Isochron
    Scepter's imprint): the controller chooses such a card in their hand (``choices.choose``,
    by the source's label) and exiles it; it becomes "the exiled card" of the source's linked
    abilities (CR 607.2a) until the source changes zones (a new object, CR 400.7)."""
    player = ctx.controller
    special = ("card", "in_your_hand")
    words = [w for w in eff.object.filter if w not in special and not w.startswith("mana_value")]
    candidates = [
        o
        for o in game.players[player].hand
        if game.matches(o, words, player) and _mana_value_at_most(o, eff.object.filter)
    ]
    if not candidates:
        return False
    chosen = game.policy.choose_object(game, player, ctx.source, candidates)
    if chosen is None:
        return False
    if chosen not in candidates:
        raise IllegalAction(
            "illegal_choice", f"{chosen.label} can't be exiled for {ctx.source.label}"
        )
    game.move(chosen, Zone.EXILE, cause="exile")
    game.emit("exiled", card=chosen.label, zone=Zone.HAND.value)
    src = ctx.source
    if src.zone is Zone.BATTLEFIELD:
        src.chosen.setdefault("linked", []).append((chosen.label, chosen.zone_changes))
    ctx.that = [chosen]
    return True


def linked_objects(game: Engine, source: GameObject, ref: A.ObjectRef) -> list[GameObject]:
    """ "the exiled card": the cards the source's linked ability exiled (CR 607.2a) that are
    still the same objects in exile."""
    out = []
    for label, zc in source.chosen.get("linked", []):
        o = game.objects.get(label)
        if o is not None and o.zone_changes == zc and o.zone is Zone.EXILE:
            out.append(o)
    return out


@effect(A.CopyCard, "707.12")
def copy_card(game: Engine, eff: A.CopyCard, ctx: Any) -> bool:
    """ "Copy the exiled card" (CR 707.12): a copy of each card is created in its zone, owned and
    controlled by the effect's controller, ready to be cast ("you may cast the copy"); it is not
    a card (Voidstone Gargoyle ruling 1: copies of the named card can be played) and ceases to
    exist at the next state-based action check if it wasn't cast. The copies are "that card"
    for what follows and "If you do" is true (CR 608.2c)."""
    made: list[GameObject] = []
    for card in game.objects_of(eff.object, ctx):
        if not isinstance(card, GameObject):
            continue
        obj = GameObject(
            label=_copy_label(game, card.label),
            card=card.card,
            owner=ctx.controller,
            controller=ctx.controller,
            zone=card.zone,
            timestamp=game.new_timestamp(),
            control_turn=game.turn,
            game=game,
        )
        obj.spell_copy = True
        obj.copy_of = card.copy_of
        game.objects[obj.label] = obj
        game.dead_tokens.append(obj)  # gone at the next SBA check unless it was cast
        game.emit("copies", player=ctx.controller, card=obj.label, of=card.label)
        made.append(obj)
    ctx.that = list(made)
    ctx.did = bool(made)
    return bool(made)
