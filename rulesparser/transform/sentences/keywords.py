"""Transformer callbacks for the keyword clauses of ``grammar/<lang>/keywords_cr.lark``.

The CR "means" clauses and reminder texts of cycling (CR 702.29a), equip (702.6a), flashback
(702.34a), ninjutsu (702.49a), storm (702.40a) and buyback (702.27a). Rule names are shared by
every language; children are classified by node type or tagged tuples, never by position, so
any word order builds the same node.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rulesparser import ast as A

_SELF = A.ObjectRef(kind="self")
_YOU = A.PlayerRef(kind="you")


def _first(children: list[Any], *types: type) -> Any:
    for c in children:
        if isinstance(c, types):
            return c
    return None


class KeywordClauseMixin:
    """Callbacks of the ``activated_ability`` and ``k_*`` rules (keyword abilities of CR 702);
    activated abilities extend the shared ``c_activated`` of ``transform/quoted_abilities``."""

    lex: Any

    # ------------------------------------------------------------------ activated abilities
    def activated_ability(self, ch: list[Any]) -> A.ActivatedAbility:
        """ "[Cost], Discard this card: Draw a card." (CR 602.1: cost, colon, effect). Children:
        the cost parts (mana cost, ``[cost]`` variable, cost actions) in printed order, then the
        ``("effect", node)`` and optional ``("timing", word)`` tuples."""
        parts: list[Any] = []
        effect = None
        timing = None
        for c in ch:
            if isinstance(c, tuple) and c[:1] == ("effect",):
                effect = c[1]
            elif isinstance(c, tuple) and c[:1] == ("timing",):
                timing = c[1]
            elif isinstance(c, Token) and c.type == "VARCOST":
                parts.append(A.Variable(name="cost"))
            elif isinstance(c, A.Cost):  # the shared activation cost rule (c_cost)
                parts.extend(c.components)
            elif isinstance(c, A.Node):
                parts.append(c)
        return A.ActivatedAbility(
            cost=A.Cost(components=tuple(parts)), effect=effect, timing=timing
        )

    def k_effect(self, ch: list[Any]) -> tuple[str, Any]:
        return ("effect", _first(ch, A.Node))

    def k_reconfigure_reminder(self, ch: list[Any]) -> tuple[str, list[Any]]:
        """Reconfigure's reminder "{2}: Attach to target creature you control; or unattach from
        a creature. Reconfigure only as a sorcery. While attached, this isn't a creature.": the
        two activated abilities of CR 702.151a, "[Cost]: Attach this permanent to another target
        creature you control. Activate only as a sorcery." and "[Cost]: Unattach this permanent.
        Activate only if this permanent is attached to a creature and only as a sorcery." (the
        reminder's "from a creature"); its last sentence restates CR 702.151b."""
        # (the "this" of the last sentence is no part of the cost)
        attach = self.activated_ability([c for c in ch if not isinstance(c, (Token, A.ObjectRef))])
        unattach = A.RestrictedActivatedAbility(
            cost=attach.cost,
            effect=A.Unattach(object=_SELF),
            timing=attach.timing,
            condition=A.Exists(object=A.ObjectRef(kind="self", filter=("attached_to:creature",))),
        )
        return ("many", [attach, unattach])

    def k_timing_sorcery(self, ch: list[Any]) -> tuple[str, str]:
        """ "Activate only as a sorcery." (CR 602.5d, 307.1)"""
        return ("timing", "sorcery")

    def k_timing_instant(self, ch: list[Any]) -> tuple[str, None]:
        """ "Play this ability as an instant." (any time the player has priority: no restriction)"""
        return ("timing", None)

    def k_attach(self, ch: list[Any]) -> A.Attach:
        """ "Attach this permanent to target creature you control" (CR 701.3); the reminder's
        "Attach to target creature you control" leaves out the object: it is this permanent."""
        targets = [c for c in ch if isinstance(c, A.ObjectRef) and c.kind == "target"]
        return A.Attach(object=_SELF, to=targets[-1])

    def k_target_yours(self, ch: list[Any]) -> A.ObjectRef:
        """ "target creature you control": kind ``target``, the type words and ``you_control``."""
        words = [
            self.lex.lookup(c.type, str(c))
            for c in ch
            if isinstance(c, Token) and c.type in ("CARD_TYPE", "CREATURE_TYPE", "SUPERTYPE")
        ]
        return A.ObjectRef(kind="target", filter=(*words, "you_control"))

    def k_exile_cost(self, ch: list[Any]) -> A.Exile:
        """ "Exile a white card from your hand" as a cost (CR 118, 406: evoke's action cost)."""
        return A.Exile(object=_first(ch, A.ObjectRef))

    def k_exile_graveyard_cost(self, ch: list[Any]) -> A.Exile:
        """ "Exile five other cards from your graveyard" as a cost (escape, CR 702.138a; "other":
        other than this card, CR 118, 406), as the card-text grammar reads it."""
        count = next(c for c in ch if isinstance(c, int))
        other = ("other",) if any(isinstance(c, Token) and c.type == "OTHER" for c in ch) else ()
        cards = A.ObjectRef(kind="any", count=count, filter=(*other, "card", "in_your_graveyard"))
        return A.Exile(object=cards)

    def k_put_attacking(self, ch: list[Any]) -> A.PutOntoBattlefield:
        """ "Put this card onto the battlefield from your hand tapped and attacking" (702.49a)."""
        return A.PutOntoBattlefield(object=_SELF, zone="hand", tapped=True, attacking=True)

    # ------------------------------------------------------------------ spells' keyword costs
    def k_cost_paid(self, ch: list[Any]) -> A.KeywordCostPaid:
        return A.KeywordCostPaid()

    def k_return_as_resolves(self, ch: list[Any]) -> A.ReplacementEffect:
        """Buyback (702.27a): "If the buyback cost was paid, put this spell into its owner's hand
        instead of into that player's graveyard as it resolves" (reminder: "If you do, put this
        card into your hand as it resolves")."""
        return A.ReplacementEffect(
            event=A.Event(name="put_into_graveyard_resolving", object=_SELF),
            mode="instead",
            replacement=A.ReturnToHand(object=_SELF),
            condition=A.KeywordCostPaid(),
        )

    def k_exile_leaving_stack(self, ch: list[Any]) -> A.ReplacementEffect:
        """Flashback (702.34a): "If the flashback cost was paid, exile this card instead of putting
        it anywhere else any time it would leave the stack." Aftermath (702.127a): "If this spell
        was cast from a graveyard, exile it ..." (the condition said instead)."""
        cast = next((c for c in ch if isinstance(c, A.WasCast)), None)
        return A.ReplacementEffect(
            event=A.Event(name="leave_stack", object=_SELF),
            mode="instead",
            replacement=A.Exile(object=_SELF),
            condition=cast or A.KeywordCostPaid(),
        )

    def k_aftermath_reminder(self, ch: list[Any]) -> tuple[str, list[Any]]:
        """Aftermath's reminder "Cast this spell only from your graveyard. Then exile it.": the
        three abilities of CR 702.127a, "You may cast this half of this split card from your
        graveyard", "This half of this split card can't be cast from any zone other than a
        graveyard" and "If this spell was cast from a graveyard, exile it instead of putting it
        anywhere else any time it would leave the stack" ("Then exile it", as flashback's
        reminder says its own, CR 702.34a)."""
        cast = A.WasCast(object=_SELF, player=A.PlayerRef(kind="you"), zone="graveyard")
        only = A.Restriction(
            object=_SELF,
            action="be_cast_except_from_graveyard",
            duration=A.Duration(kind="permanent"),
        )
        return (
            "many",
            [
                A.CastFromZone(zone="graveyard"),
                A.StaticEffect(effect=only),
                self.k_exile_leaving_stack([cast]),
            ],
        )

    def k_epic_reminder(self, ch: list[Any]) -> tuple[str, list[Any]]:
        """Epic's reminder "For the rest of the game, you can't cast spells. At the beginning of
        each of your upkeeps, copy this spell except for its epic ability. [You may choose a new
        target for the copy.]": the two spell abilities of CR 702.50a, the restriction and the
        delayed trigger at every one of your upkeeps, which nothing ends (the reminder's "for
        the rest of the game" said once, before both). Without the last sentence (a spell with
        no target) no new target is chosen."""
        (name,) = [c for c in ch if isinstance(c, Token) and c.type == "KW_PLAIN"]
        rest = A.Duration(kind="rest_of_game")
        no_spells = A.PlayerRestriction(
            player=A.PlayerRef(kind="you"),
            action="cast",
            duration=rest,
            object=A.ObjectRef(kind="each", filter=("spell",)),
        )
        copy = A.CopySpell(
            object=A.StackObjectRef(kind="self"),
            amount=1,
            new_targets="new_target" in ch,
            without_keyword=self.lex.lookup("KW_PLAIN", str(name)),
        )
        upkeeps = A.StepTrigger(step="upkeep", player="you", next_only=False)
        return (
            "many",
            [
                A.SpellAbility(effect=no_spells),
                A.SpellAbility(
                    effect=A.DelayedTrigger(trigger=upkeeps, effect=copy, duration=rest)
                ),
            ],
        )

    def k_new_target(self, ch: list[Any]) -> str:
        """ "You may choose a new target for the copy." (CR 707.10c)"""
        return "new_target"

    def k_plot(self, ch: list[Any]) -> A.SpecialAction:
        """Plot (702.170a): "Any time you have priority during your main phase while the stack is
        empty, you may exile this card from your hand and pay [cost]. It becomes a plotted
        card." The special action (CR 116.2k) at sorcery timing."""
        cost = _first(ch, A.Cost, A.ManaCost, A.Variable)
        cost = cost if isinstance(cost, A.Cost) else A.Cost(components=(cost,))
        return A.SpecialAction(action="plot", cost=cost, timing="sorcery")

    def k_rebound(self, ch: list[Any]) -> A.ReplacementEffect:
        """Rebound (702.88a): "If this spell was cast from your hand, instead of putting it into
        your graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may
        cast this card from exile without paying its mana cost." The replacement of its going
        to the graveyard as it resolves (as buyback's, CR 608.2n) by its exile and a delayed
        triggered ability (CR 603.7)."""
        cast = A.CastWithoutPaying(object=_SELF, optional=True)
        upkeep = A.StepTrigger(step="upkeep", player="you", next_only=True)
        return A.ReplacementEffect(
            event=A.Event(name="put_into_graveyard_resolving", object=_SELF),
            mode="instead",
            replacement=A.Sequence(
                effects=(A.Exile(object=_SELF), A.DelayedTrigger(trigger=upkeep, effect=cast))
            ),
            condition=_first(ch, A.WasCast),
        )

    def k_cast_from_your_hand(self, ch: list[Any]) -> A.WasCast:
        """ "If this spell was cast from your hand" (rebound, CR 702.88a)."""
        return A.WasCast(object=_SELF, player=A.PlayerRef(kind="you"), zone="hand")

    def k_cast_from_a_graveyard(self, ch: list[Any]) -> A.WasCast:
        """ "If this spell was cast from a graveyard" (aftermath, CR 702.127a): cast by its
        controller (CR 601.2) from any graveyard."""
        return A.WasCast(object=_SELF, player=A.PlayerRef(kind="you"), zone="graveyard")

    def k_cast_from_graveyard(self, ch: list[Any]) -> A.AlternativeCost:
        """Flashback (702.34a): "You may cast this card from your graveyard [if the resulting
        spell is an instant or sorcery spell] by paying [cost] rather than paying its mana cost";
        the reminder's "for its flashback cost" is the same cost."""
        cost = _first(ch, A.Cost, A.Variable)
        if cost is None or isinstance(cost, A.Variable):
            cost = A.Cost(components=(A.Variable(name="cost"),))
        return A.AlternativeCost(
            action="cast_from_graveyard", cost=cost, condition=_first(ch, A.SpellIs)
        )

    def k_flashback_reminder(self, ch: list[Any]) -> tuple[str, list[Any]]:
        """The reminder "You may cast this card from your graveyard for its flashback cost. Then
        exile it.": the two abilities of 702.34a ("Then exile it" stands for the replacement
        effect that exiles the card as it leaves the stack when the flashback cost was paid)."""
        return ("many", [self.k_cast_from_graveyard(ch), self.k_exile_leaving_stack(ch)])

    def k_spell_is(self, ch: list[Any]) -> A.SpellIs:
        types = [
            self.lex.lookup(c.type, str(c))
            for c in ch
            if isinstance(c, Token) and c.type == "CARD_TYPE"
        ]
        return A.SpellIs(types=tuple(types))

    # ------------------------------------------------------------------ storm
    def k_cast_trigger(self, ch: list[Any]) -> A.EventTrigger:
        """ "When you cast this spell" (CR 603.2, 601.2i): the caster is you, as the card-text
        grammar reads it."""
        return A.EventTrigger(event="cast", object=_SELF, player=A.PlayerRef(kind="you"))

    def k_copy_for_each_spell(self, ch: list[Any]) -> A.CopySpell:
        """Storm (702.40a): "copy it for each other spell that was cast before it this turn. If
        the spell has any targets, you may choose new targets for any of the copies" (2007:
        "put a copy of it onto the stack for each other spell that was played before it")."""
        return A.CopySpell(
            object=A.StackObjectRef(kind="self"),  # this spell (CR 707.10)
            amount=A.Count(what="spells_cast_before_it_this_turn"),
            new_targets=any(isinstance(c, tuple) and c == ("new_targets",) for c in ch),
        )

    def k_new_targets(self, ch: list[Any]) -> tuple[str]:
        return ("new_targets",)

    def k_reminder_note(self, ch: list[Any]) -> tuple[str, list[Any]]:
        """A reminder sentence restating a general rule, not the keyword's meaning (Equipment
        "enters unattached and stays on the battlefield if the creature leaves", CR 301.5b;
        storm's "Copies become tokens", CR 707.10f): no
        ability."""
        return ("many", [])
