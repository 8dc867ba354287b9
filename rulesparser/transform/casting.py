"""Transformer callbacks for casting a spell another way (grammar/<lang>/clauses/verbs_casting.lark):
alternative costs (CR 118.9) and the "[cost]" placeholder of the CR "means" texts of keywords."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from rulesparser import ast as A

from .util import Unsure, one, tokens


@dataclass(frozen=True, kw_only=True)
class PaidMore(A.Node):
    """Condition "if you pay {2} more to cast it" (Rout): the additional cost of casting this
    card as though it had flash (CR 601.2f), folded into :class:`~rulesparser.ast.CastAsThoughFlash`
    by the clause; never in a parsed AST."""

    type_name: ClassVar[str] = "paid_more"
    cost: A.ManaCost


#: the zone a spell is cast from (``zone_in``'s value) -> AlternativeCost.action
_ACTIONS = {None: "cast", "in_your_hand": "cast", "in_your_graveyard": "cast_from_graveyard"}


def _action(ch: list[Any]) -> str:
    """The AlternativeCost action: ``cast`` / ``cast_from_graveyard``, with ``_transformed``
    after ``cast`` for a spell cast with its back face up (CR 712.8c)."""
    zone = next((c for c in ch if isinstance(c, str) and c.startswith("in_")), None)
    if zone not in _ACTIONS:
        raise Unsure(f"casting from {zone}")
    action = _ACTIONS[zone]
    if "back_face" in ch:
        action = action.replace("cast", "cast_transformed", 1)
    return action


@dataclass(frozen=True, kw_only=True)
class CastItAlternative(A.Effect):
    """ "you may cast it ... rather than paying its mana cost" before the sentence resolves
    "it" to this card (the card its leading "As long as" condition names: mayhem, CR
    702.190a); never left in an AST."""

    type_name: ClassVar[str] = "cast_it_alternative"
    alternative: A.AlternativeCost


@dataclass(frozen=True, kw_only=True)
class CastReducedBySacrificed(A.Effect):
    """ "You may cast this spell by sacrificing a creature and paying the emerge cost reduced by
    that creature's mana value" (emerge's reminder, CR 702.119a) before "you may" is checked:
    the alternative cost (the keyword's cost and the sacrifice) and the static reduction of the
    total cost if that cost was paid; never left in an AST (``effects._finish`` makes them the
    line's two abilities)."""

    type_name: ClassVar[str] = "cast_reduced_by_sacrificed"
    alternative: A.AlternativeCost
    reduction: A.Node


@dataclass(frozen=True, kw_only=True)
class CastThenExiled(A.Effect):
    """ "You may cast this card from your graveyard by discarding a card in addition to paying
    its other costs. Then exile this card." (jump-start's reminder, CR 702.133a) before "you
    may" is checked: the permission and the exile of this card instead of anywhere else as it
    leaves the stack if it was cast that way; never left in an AST (``effects._finish`` makes
    them the line's two abilities)."""

    type_name: ClassVar[str] = "cast_then_exiled"
    permission: A.CastFromZone

    def abilities(self) -> tuple[A.Node, ...]:
        this = A.ObjectRef(kind="self")
        exiled = A.ReplacementEffect(
            event=A.Event(name="leave_stack", object=this),
            mode="instead",
            replacement=A.Exile(object=this),
            condition=A.KeywordCostPaid(),
        )
        return (self.permission, exiled)


def _alternative(action: str, cost: Any) -> A.AlternativeCost:
    if isinstance(cost, A.ManaCost) or isinstance(cost, A.Variable):
        cost = A.Cost(components=(cost,))
    return A.AlternativeCost(action=action, cost=cost)


#: the actions an alternative cost may be (CR 118.1), as the German infinitives after "du
#: kannst" give them (the complements of the effect verbs)
_COST_ACTIONS = (A.ManaCost, A.Sacrifice, A.Exile, A.Tap, A.ReturnToHand, A.LoseLife, A.Discard)


def _as_cost(node: A.Node) -> A.Node:
    """An action read as an effect verb, as the cost it is: tapping "an untapped artifact" is
    tapping an artifact (the cost's own requirement, as ``cost_tap``)."""
    if not isinstance(node, _COST_ACTIONS):
        raise Unsure(f"an alternative cost of {type(node).__name__}")
    if isinstance(node, A.Tap):
        obj = node.object
        filt = tuple(w for w in obj.filter if w != "untapped")
        return A.Tap(object=A.ObjectRef(kind=obj.kind, filter=filt, count=obj.count))
    return node


class CastingMixin:
    """Alternative costs."""

    def back_face(self, ch: list[Any]) -> str:
        """ "transformed" / "converted" after "cast this card" (CR 712.8c)."""
        return "back_face"

    def alt_cast(self, ch: list[Any]) -> A.AlternativeCost:
        """ "You may cast ~ [from your graveyard] by paying [cost] rather than paying its mana
        cost" / "You may pay [cost] rather than pay this spell's mana cost" (CR 118.9): the
        spell is cast from its zone (``cast`` from the hand, ``cast_from_graveyard``, ...) for
        that cost. ``[cost]`` is the keyword's cost (Variable "cost")."""
        return _alternative(_action(ch), one(ch, A.ManaCost, A.Variable, A.Cost))

    def alt_cast_it(self, ch: list[Any]) -> CastItAlternative:
        """ "you may cast it from your graveyard by paying [cost] rather than paying its mana
        cost" (mayhem, CR 702.190a): :meth:`alt_cast` of "it", kept apart until the sentence
        shows that "it" is this card (``effects._sentence``)."""
        return CastItAlternative(alternative=self.alt_cast(ch))

    def alt_cast_reduced_by_sacrificed(self, ch: list[Any]) -> CastReducedBySacrificed:
        """ "cast this spell by sacrificing a creature and paying the emerge cost reduced by
        that creature's mana value" (emerge's reminder; CR 702.119a: "by paying [cost] and
        sacrificing a creature rather than paying its mana cost" and "If you chose to pay this
        spell's emerge cost, its total cost is reduced by an amount of generic mana equal to
        the sacrificed creature's mana value"): "that creature" is the one sacrificed, the
        keyword's cost the one paid (Variable "cost"). Raises ``Unsure`` for another action or
        another amount."""
        sac = one(ch, A.Sacrifice)
        count = one(ch, A.Count)
        if (
            sac is None
            or not isinstance(sac.object, A.ObjectRef)
            or sac.object.kind != "any"
            or sac.object.count != 1
        ):
            raise Unsure("a cost reduced by something other than one object sacrificed")
        said = getattr(count, "object", None)
        if (
            count is None
            or count.what != "mana_value"
            or not isinstance(said, A.ObjectRef)
            or said.kind != "that"
            or not set(said.filter) <= set(sac.object.filter)
        ):
            # ("that creature": the one sacrificed, the only object named before)
            raise Unsure("a cost reduced by another amount than that creature's mana value")
        sacrificed = A.ObjectRef(kind="sacrificed", filter=sac.object.filter)
        alternative = A.AlternativeCost(
            action="cast", cost=A.Cost(components=(A.Variable(name="cost"), sac))
        )
        reduction = A.Conditional(
            condition=A.KeywordCostPaid(),
            effect=A.CostChange(
                object=A.ObjectRef(kind="self"),
                mana=A.ManaCost(symbols=("1",)),
                increase=False,
                amount=A.Count(what="mana_value", object=sacrificed),
            ),
        )
        return CastReducedBySacrificed(alternative=alternative, reduction=reduction)

    def total_cost_reduced(self, ch: list[Any]) -> A.CostChange:
        """ "its total cost is reduced by an amount of generic mana equal to [count]" (emerge, CR
        702.119a; CR 601.2f): this spell costs {1} less for each."""
        return A.CostChange(
            object=A.ObjectRef(kind="self"),
            mana=A.ManaCost(symbols=("1",)),
            increase=False,
            amount=one(ch, A.Count, A.Product),
        )

    def cast_from_zone(self, ch: list[Any]) -> A.CastFromZone:
        """ "You may cast this card from your graveyard by discarding a land card as an
        additional cost to cast it" (retrace, CR 702.81a; jump-start 702.133a): this card may
        be cast from that zone, the action paid as an additional cost (CR 601.3, 601.2b)."""
        zone = next((c for c in ch if isinstance(c, str) and c.startswith("in_your_")), None)
        if zone != "in_your_graveyard" or "back_face" in ch:
            raise Unsure(f"casting this card from {zone}")
        cost = one(ch, A.Discard, A.Sacrifice, A.Tap, A.ReturnToHand)
        if cost is None:
            raise Unsure("an additional cost of another action")
        return A.CastFromZone(
            zone="graveyard",
            additional_cost=A.Cost(components=(cost,)),
            condition=one(ch, A.SpellIs),
        )

    def cast_from_zone_then_exile(self, ch: list[Any]) -> CastThenExiled:
        """:meth:`cast_from_zone` followed by "Then exile this card." (jump-start's reminder,
        :class:`CastThenExiled`)."""
        return CastThenExiled(permission=self.cast_from_zone(ch))

    def cast_as_though_flash(self, ch: list[Any]) -> A.CastAsThoughFlash:
        """ "cast ~ as though it had flash" (CR 702.8a, 601.3): only "you may" (the clause's
        ``_finish``), "it" the card itself."""
        kw = self.lex.lookup("KW_PLAIN", str(tokens(ch, "KW_PLAIN")[0]))  # type: ignore[attr-defined]
        if kw != "flash":
            raise Unsure("casting a spell as though it had another keyword")
        obj = one(ch, A.ObjectRef)  # (German: an object phrase before the verb)
        if obj is None or obj.kind == "self":
            return A.CastAsThoughFlash()
        if obj.kind not in ("each", "all") or obj.count is not None:
            raise Unsure("casting another card as though it had flash")
        # "You may cast sorcery spells as though they had flash" (CR 601.3): each spell of that
        # kind; "cast green creature cards" (the printed French and German texts) casts them as
        # spells, as the Oracle text says (CR 601.2a)
        words = tuple("spell" if w == "card" else w for w in obj.filter)
        if "spell" not in words or any(w.startswith(("in_", "from_", "?")) for w in words):
            raise Unsure("casting objects that are not spells of a kind as though they had flash")
        return A.CastAsThoughFlash(spells=A.ObjectRef(kind="each", filter=words))

    def cast_any_time_instant(self, ch: list[Any]) -> A.CastAsThoughFlash:
        """ "[you may] cast ~ any time you could cast an instant if you pay {2} more for it"
        (the older wording of "as though it had flash if you pay {2} more to cast it", CR
        702.8a, 601.3, 601.2f): this card, the extra mana an additional cost, as
        :meth:`cast_as_though_flash` with :meth:`c_pay_more`."""
        return A.CastAsThoughFlash(additional_cost=A.Cost(components=(one(ch, A.ManaCost),)))

    def c_pay_more(self, ch: list[Any]) -> PaidMore:
        """ "if you pay {2} more to cast it": an additional cost of casting this card as though
        it had flash (CR 601.2f); anywhere else not understood."""
        return PaidMore(cost=one(ch, A.ManaCost))

    def if_pay_more(self, ch: list[Any]) -> tuple[str, Any]:
        """ "..., if you pay {2} more to cast it" after the clause (English): as
        :meth:`c_pay_more`."""
        return ("trailing_if", self.c_pay_more(ch))

    def resulting_spell(self, ch: list[Any]) -> A.SpellIs:
        """ "if the resulting spell is an instant or sorcery spell" (jump-start, CR 702.133a;
        flashback 702.34a): the card types the spell may have."""
        if self._canon(ch[0]) != "spell" or self._canon(ch[-1]) != "spell":  # type: ignore[attr-defined]
            raise Unsure("a resulting object that is not a spell")
        types = [self._canon(t) for t in ch if getattr(t, "type", None) == "CARD_TYPE"]  # type: ignore[attr-defined]
        return A.SpellIs(types=tuple(types))

    def payment_and(self, ch: list[Any]) -> A.Cost:
        """ "by paying [cost] and sacrificing a creature" (emerge, CR 702.119a): the payment and
        the actions done with it, in printed order, as one cost (CR 118.9, 601.2h)."""
        return A.Cost(components=tuple(c for c in ch if isinstance(c, A.Node)))

    def alt_cast_actions(self, ch: list[Any]) -> A.AlternativeCost:
        """ "You may sacrifice a Mountain rather than pay this spell's mana cost", "You may pay
        {1} and return a basic land you control to its owner's hand rather than ..." (CR
        118.9): the actions (and mana), in printed order, are the cost of casting it from the
        hand."""
        parts = tuple(_as_cost(c) for c in ch if isinstance(c, A.Node))
        return A.AlternativeCost(action="cast", cost=A.Cost(components=parts))

    def if_alternative_cost(self, ch: list[Any]) -> A.Node:
        """German "Wenn [condition], kannst du ..., anstatt die Manakosten ... zu bezahlen"
        (1994-2003 printings): "Wenn" is "if" before an alternative cost (CR 118.9), the
        condition restricting when it may be used; before any other effect "Wenn du keine Inseln
        kontrollierst, ..." may be a state trigger (CR 603.8): not read."""
        body = ch[-1]
        if isinstance(body, A.Sacrifice) and body.object == A.ObjectRef(kind="self"):
            # "Wenn du keine Sümpfe kontrollierst, opfere die ~." (1994-2003: Oracle "When you
            # control no Swamps, sacrifice ~"): the state trigger (CR 603.8) said first, as
            # triggers.lark reads it said last; no one-shot "if" sacrifices a permanent that way
            trigger = self.te_you_control_none_after(ch[:-1])  # type: ignore[attr-defined]
            if isinstance(trigger, A.StateTrigger):
                return self.triggered([trigger, body])  # type: ignore[attr-defined,no-any-return]
        cond = self.c_player_controls(ch[:-1])  # type: ignore[attr-defined]
        result = self.sentence([("if", cond), body])  # type: ignore[attr-defined]
        if not isinstance(result, A.AlternativeCost):
            raise Unsure("'Wenn' before a condition and an effect other than an alternative cost")
        return result

    def if_both_alternative_cost(self, ch: list[Any]) -> A.Node:
        """German "Wenn [player] [object] kontrolliert und [player] [object] kontrolliert, kannst
        du ..., ohne ... zu bezahlen" (1999-2000 printings): both conditions (an
        :class:`~rulesparser.ast.AllOf`, as English "If an opponent controls a Forest and you
        control an Island"), read only before an alternative cost (CR 118.9; see
        :meth:`if_alternative_cost`)."""
        nodes = [c for c in ch if isinstance(c, A.Node)]
        players = [c for c in nodes if isinstance(c, A.PlayerRef)]
        objects = [c for c in nodes if isinstance(c, A.ObjectRef)]
        if len(players) != 2 or len(objects) != 2:
            raise Unsure("two conditions of other shapes")
        cond = A.AllOf(
            conditions=tuple(
                self.c_player_controls([p, o])  # type: ignore[attr-defined]
                for p, o in zip(players, objects, strict=True)
            )
        )
        result = self.sentence([("if", cond), ch[-1]])  # type: ignore[attr-defined]
        if not isinstance(result, A.AlternativeCost):
            raise Unsure("'Wenn' before a condition and an effect other than an alternative cost")
        return result

    def alt_cast_keyword_cost(self, ch: list[Any]) -> A.AlternativeCost:
        """Reminder text: "You may cast this card [from your graveyard] for its escape cost":
        the keyword's own cost (CR 118.9)."""
        return _alternative(_action(ch), A.Variable(name="cost"))
