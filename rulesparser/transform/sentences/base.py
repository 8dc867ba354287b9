"""Parse tree -> AST, shared by every language.

Rules of every language grammar carry the same names (``triggered``, ``remove_counters``, ...);
their children may come in any word order, so the transformer classifies children by node type
instead of position. Terminals that are word classes (NUMWORD, COUNTER, SELF, ENTERS, ...) are
mapped to canonical values through the language's :class:`~rulesparser.lexicon.Lexicon`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, Transformer

from rulesparser import ast as A
from rulesparser.lexicon import Lexicon
from rulesparser.mana import symbol_tuple
from rulesparser.transform.sentences.auras import AuraMixin
from rulesparser.transform.sentences.cards import CardAbilityMixin
from rulesparser.transform.sentences.color import ColorMixin
from rulesparser.transform.sentences.combat import CombatMixin
from rulesparser.transform.sentences.copies import CopiesMixin
from rulesparser.transform.sentences.counts import CountsMixin
from rulesparser.transform.sentences.keywords import KeywordClauseMixin
from rulesparser.transform.sentences.layers import LayersMixin
from rulesparser.transform.sentences.library import LibraryMixin
from rulesparser.transform.sentences.mana import ManaMixin
from rulesparser.transform.sentences.oracle import OracleMixin
from rulesparser.transform.sentences.quoted_abilities import QuotedAbilityMixin
from rulesparser.transform.sentences.stack import StackAbilityMixin
from rulesparser.transform.sentences.targets import TargetsMixin
from rulesparser.transform.sentences.timing import TimingMixin
from rulesparser.transform.sentences.triggers import TriggersMixin
from rulesparser.transform.sentences.usual import UsualMixin

TRIGGERS = (A.StepTrigger, A.EventTrigger, A.AnyTrigger, A.StateTrigger)
CONDITIONS = (
    A.HasCounters,
    A.Not,
    A.ControlledSinceLastUpkeep,
    A.KickerPaid,
    A.Suspended,
    A.InZone,
    A.DealtDamageThisTurn,
)
SELF = A.ObjectRef(kind="self")
IT = A.ObjectRef(kind="it")
# adjective tokens of cost objects, in the order they take in a filter
_ADJECTIVES = ("ANOTHER", "UNTAPPED", "UNBLOCKED", "ATTACKING")
#: what :meth:`SentencesBase.cost_from_hand` gives :meth:`SentencesBase.cost_object`
_IN_YOUR_HAND = "in_your_hand"
#: what :meth:`SentencesBase.cost_you_control` gives :meth:`SentencesBase.cost_object`
_YOU_CONTROL = "you_control"


def _nodes(children: list[Any], *types: type) -> list[Any]:
    return [c for c in children if isinstance(c, types)]


def _first(children: list[Any], *types: type) -> Any:
    for c in children:
        if isinstance(c, types):
            return c
    return None


def _tokens(children: list[Any], *names: str) -> list[Token]:
    return [c for c in children if isinstance(c, Token) and c.type in names]


class BaseTransformer(
    AuraMixin,
    CombatMixin,
    CountsMixin,
    CardAbilityMixin,
    QuotedAbilityMixin,
    TriggersMixin,
    CopiesMixin,
    KeywordClauseMixin,
    StackAbilityMixin,
    LayersMixin,
    ColorMixin,
    ManaMixin,
    LibraryMixin,
    TargetsMixin,
    OracleMixin,
    TimingMixin,
    UsualMixin,
    Transformer,
):
    """Builds AST nodes from the rule callbacks of a language's grammar (no per-parse state: one
    instance serves every parse of that language, applied inside the LALR parser)."""

    def __init__(self, lexicon: Lexicon) -> None:
        super().__init__()
        self.lex = lexicon

    # ------------------------------------------------------------------ terminals
    def _word(self, tok: Token) -> str:
        return self.lex.lookup(tok.type, str(tok))

    # ------------------------------------------------------------------ values
    def digits(self, ch: list[Token]) -> int:
        return int(str(ch[0]))

    def numword(self, ch: list[Token]) -> int:
        return int(self._word(ch[0]))

    def var(self, ch: list[Token]) -> A.Variable:
        return A.Variable(name=str(ch[0]).upper())

    def mana_cost(self, ch: list[Token]) -> A.ManaCost:
        """Canonical symbols however written: ``{BR}`` = ``{B/R}``, ``{PW}`` = ``{W/P}``, old
        ``o1oR`` = ``{1}{R}`` (:mod:`rulesparser.mana`, CR 107.4)."""
        return A.ManaCost(symbols=tuple(s for tok in ch for s in symbol_tuple(str(tok))))

    def pay_what(self, ch: list[Any]) -> Any:
        item = ch[0]
        if isinstance(item, A.ManaCost):
            return A.Cost(components=(item,))
        if isinstance(item, Token):  # VARCOST "[cost]"
            return A.Variable(name="cost")
        return item

    def echo_cost_ref(self, ch: list[Any]) -> A.Variable:
        return A.Variable(name="cost")

    def _number(self, ch: list[Any]) -> Any:
        for c in ch:
            if isinstance(c, (int, A.Variable)) and not isinstance(c, bool):
                return c
        return 1

    def _counter(self, ch: list[Any]) -> str | None:
        toks = _tokens(ch, "COUNTER")
        return self._word(toks[0]) if toks else None

    # ------------------------------------------------------------------ objects
    def self_ref(self, ch: list[Any]) -> A.ObjectRef:
        return SELF

    def pronoun(self, ch: list[Any]) -> A.ObjectRef:
        return IT

    def blocking_creature(self, ch: list[Any]) -> A.ObjectRef:
        return A.ObjectRef(kind="that", filter=("blocking", "creature"))

    def _object(self, ch: list[Any], default: A.ObjectRef = SELF) -> A.ObjectRef:
        obj = _first(ch, A.ObjectRef)
        return obj if obj is not None else default

    # ------------------------------------------------------------------ triggers
    def step_trigger(self, ch: list[Any]) -> A.StepTrigger:
        step = self._word(_tokens(ch, "STEP")[0])
        return A.StepTrigger(step=step, player="you")

    def last_counter_trigger(self, ch: list[Any]) -> A.EventTrigger:
        return A.EventTrigger(
            event="counter_removed", object=self._object(ch), counter=self._counter(ch), last=True
        )

    def blocked_by_trigger(self, ch: list[Any]) -> A.EventTrigger:
        return A.EventTrigger(event="blocked_by_creature_without_keyword", object=SELF)

    # ------------------------------------------------------------------ conditions
    def has_counters(self, ch: list[Any]) -> A.HasCounters:
        return A.HasCounters(object=self._object(ch), counter=self._counter(ch) or "", at_least=1)

    def controlled_since(self, ch: list[Any]) -> A.ControlledSinceLastUpkeep:
        return A.ControlledSinceLastUpkeep(object=self._object(ch))

    def suspended(self, ch: list[Any]) -> A.Suspended:
        return A.Suspended(object=self._object(ch))

    def is_exiled(self, ch: list[Any]) -> A.InZone:
        return A.InZone(object=self._object(ch), zone="exile")

    # ------------------------------------------------------------------ effects
    def remove_counters(self, ch: list[Any]) -> A.RemoveCounters:
        return A.RemoveCounters(
            counter=self._counter(ch) or "", amount=self._number(ch), object=self._object(ch)
        )

    def put_counters(self, ch: list[Any]) -> A.PutCounters:
        return A.PutCounters(
            counter=self._counter(ch) or "", amount=self._number(ch), object=self._object(ch)
        )

    def sacrifice(self, ch: list[Any]) -> A.Sacrifice:
        return A.Sacrifice(object=self._object(ch))

    def sacrifice_unless_pay(self, ch: list[Any]) -> A.SacrificeUnlessPay:
        cost = _first(ch, A.Cost, A.Variable)
        if isinstance(cost, A.Variable):
            cost = A.Cost(components=(cost,))
        return A.SacrificeUnlessPay(object=self._object(ch), cost=cost)

    def cast_without_paying(self, ch: list[Any]) -> A.CastWithoutPaying:
        optional = any(isinstance(c, Token) and c.type in ("MAY", "YOU_MAY") for c in ch)
        return A.CastWithoutPaying(object=self._object(ch), optional=optional)

    def if_you_cant(self, ch: list[Any]) -> A.IfYouCant:
        effects = _nodes(ch, A.Effect)
        return A.IfYouCant(effect=effects[0], otherwise=effects[1])

    def followup_if_cant(self, ch: list[Any]) -> tuple[str, Any]:
        return ("if_cant", _first(ch, A.Effect))

    def followup_remains(self, ch: list[Any]) -> tuple[str, Any]:
        return ("then", A.RemainsExiled(object=SELF))

    def followup_haste(self, ch: list[Any]) -> tuple[str, Any]:
        return ("then", _first(ch, A.Effect))

    def gain_haste(self, ch: list[Any]) -> A.GainAbility:
        kw = self._word(_tokens(ch, "KW_PLAIN")[0])
        return A.GainAbility(
            object=self._object(ch), ability=kw, duration=A.Duration(kind="lose_control")
        )

    def has_haste(self, ch: list[Any]) -> Any:
        kw = self._word(_tokens(ch, "KW_PLAIN")[0])
        return (
            "then",
            A.GainAbility(object=SELF, ability=kw, duration=A.Duration(kind="lose_control")),
        )

    def pump(self, ch: list[Any]) -> A.ModifyPowerToughness:
        mod = str(_tokens(ch, "PT_MOD")[0])
        p, t = mod.split("/")
        return A.ModifyPowerToughness(
            object=self._object(ch),
            power=int(p),
            toughness=int(t),
            duration=A.Duration(kind="end_of_turn"),
        )

    def effect_seq(self, ch: list[Any]) -> Any:
        effect: Any = ch[0]
        then: list[Any] = [effect]
        for follow in ch[1:]:
            kind, node = follow
            if kind == "if_cant":
                then[-1] = A.IfYouCant(effect=then[-1], otherwise=node)
            elif kind == "amend":  # "It can't be regenerated." changes the effect before it
                then[-1] = node(then[-1])
            else:
                then.append(node)
        return then[0] if len(then) == 1 else A.Sequence(effects=tuple(then))

    # ------------------------------------------------------------------ abilities
    def triggered(self, ch: list[Any]) -> A.TriggeredAbility:
        trigger = _first(ch, *TRIGGERS)
        condition = _first(ch, *CONDITIONS)
        effects = _nodes(ch, A.Effect)
        effect = effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects))
        return A.TriggeredAbility(trigger=trigger, condition=condition, effect=effect)

    def _with_counters(self, event: str, ch: list[Any]) -> A.ReplacementEffect:
        """This object [event]s with N counters on it (CR 614.1c)."""
        return A.ReplacementEffect(
            event=A.Event(name=event, object=SELF),
            mode="with",
            replacement=A.PutCounters(
                counter=self._counter(ch) or "", amount=self._number(ch), object=SELF
            ),
        )

    def enters_with_counters(self, ch: list[Any]) -> A.ReplacementEffect:
        return self._with_counters("enters", ch)

    def stun_replacement(self, ch: list[Any]) -> A.ReplacementEffect:
        counter = self._counter(ch) or ""
        return A.ReplacementEffect(
            event=A.Event(name="untap", object=A.ObjectRef(kind="each", filter=("permanent",))),
            mode="instead",
            condition=A.HasCounters(object=IT, counter=counter, at_least=1),
            replacement=A.RemoveCounters(counter=counter, amount=1, object=IT),
        )

    def additional_cost(self, ch: list[Any]) -> Any:
        costs = [
            c if isinstance(c, A.Cost) else A.Cost(components=(c,))
            for c in ch
            if isinstance(c, (A.Cost, A.Variable))
        ]
        repeatable = bool(_tokens(ch, "ANY_NUMBER_OF_TIMES"))
        abilities = [A.AdditionalCost(cost=c, optional=True, repeatable=repeatable) for c in costs]
        return abilities[0] if len(abilities) == 1 else ("many", abilities)

    def all_modes_cost(self, ch: list[Any]) -> A.AllModesCost:
        """ "You may choose all modes of this spell instead of just the number specified. If you
        do, you pay an additional [cost]." (entwine, CR 702.42a)."""
        cost = _first(ch, A.Cost, A.ManaCost, A.Variable)
        return A.AllModesCost(cost=cost if isinstance(cost, A.Cost) else A.Cost(components=(cost,)))

    def morph_cost(self, ch: list[Any]) -> A.AlternativeCost:
        cost = _first(ch, A.ManaCost)
        alt = A.AlternativeCost(
            action="cast_face_down", cost=A.Cost(components=(cost,)), effect=None
        )
        if _tokens(ch, "COUNTER"):  # megamorph reminder: "... and put a +1/+1 counter on it"
            return ("many", [alt, self.megamorph_counter(ch)])
        return alt

    def disguise_cost(self, ch: list[Any]) -> A.AlternativeCost:
        """Disguise (CR 702.168a): cast face down for {3} as morph is, the face-down spell and
        permanent having the keyword the text names ("with ward {2}", CR 702.168b): the
        ``effect`` of the alternative cost, that keyword on this object."""
        (kw,) = _tokens(ch, "KW_COST")
        keyword_cost, paid = [c for c in ch if isinstance(c, A.ManaCost)]
        return A.AlternativeCost(
            action="cast_face_down",
            cost=A.Cost(components=(paid,)),
            effect=A.GainAbility(
                object=A.ObjectRef(kind="self"),
                ability=self._word(kw),
                duration=A.Duration(kind="permanent"),
                parameter=A.Cost(components=(keyword_cost,)),
            ),
        )

    def megamorph_counter(self, ch: list[Any]) -> A.ReplacementEffect:
        return self._with_counters("turned_face_up", ch)

    def madness_discard(self, ch: list[Any]) -> A.ReplacementEffect:
        return A.ReplacementEffect(
            event=A.Event(name="discard", object=SELF),
            mode="instead",
            replacement=A.Exile(object=SELF),
        )

    def madness_trigger(self, ch: list[Any]) -> A.TriggeredAbility:
        return A.TriggeredAbility(
            trigger=A.EventTrigger(event="exiled_by_madness", object=SELF),
            effect=A.AlternativeCost(
                action="cast_from_exile", cost=A.Cost(components=(A.Variable(name="cost"),))
            ),
            optional=False,
        )

    def madness_old(self, ch: list[Any]) -> Any:
        return ("many", [self.madness_discard(ch), self.madness_trigger(ch)])

    def flash_timing(self, ch: list[Any]) -> A.StaticAbility:
        return A.StaticAbility(rule="cast_as_instant")

    def suspend_cost(self, ch: list[Any]) -> A.AlternativeCost:
        cost = _first(ch, A.Cost, A.Variable)
        if isinstance(cost, A.Variable):
            cost = A.Cost(components=(cost,))
        exile = _first(ch, A.Exile)
        optional = any(isinstance(c, Token) and c.type == "_YOU_MAY" for c in ch)
        return A.AlternativeCost(
            action="suspend", cost=cost, effect=exile if not optional else exile
        )

    def exile_with(self, ch: list[Any]) -> A.Exile:
        return A.Exile(object=SELF, counter=self._counter(ch), amount=self._number(ch))

    def card_ability(self, ch: list[Any]) -> Any:
        return ch[0]

    def discard_cost(self, ch: list[Any]) -> A.Discard:
        return A.Discard(player=A.PlayerRef(kind="you"), amount=self._number(ch))

    def pay_life_cost(self, ch: list[Any]) -> A.LoseLife:
        return A.LoseLife(player=A.PlayerRef(kind="you"), amount=self._number(ch))

    def triggered_elided(self, ch: list[Any]) -> A.TriggeredAbility:
        """A triggered ability whose effect removes "one" of the counters its intervening "if"
        names (French CR 702.60a: "si ce permanent a un marqueur « temps » sur lui, retirez-en
        un"): children are the trigger, the HasCounters condition and the amount."""
        condition = _first(ch, A.HasCounters)
        effect = A.RemoveCounters(
            counter=condition.counter, amount=self._number(ch), object=condition.object
        )
        return A.TriggeredAbility(trigger=_first(ch, *TRIGGERS), condition=condition, effect=effect)

    def triggered_sacrifice_unless(self, ch: list[Any]) -> A.TriggeredAbility:
        """A triggered "sacrifice unless you pay" whose effect is split around its trigger and
        intervening-if condition (CR 603.4), as in German echo reminders before 2009: "Opfere zu
        Beginn deines Versorgungssegments diese bleibende Karte, falls sie ..., falls du nicht ihre
        Echokosten bezahlst." Children: trigger, object, condition, cost (any order)."""
        rest = [c for c in ch if not isinstance(c, TRIGGERS + CONDITIONS)]
        return A.TriggeredAbility(
            trigger=_first(ch, *TRIGGERS),
            condition=_first(ch, *CONDITIONS),
            effect=self.sacrifice_unless_pay(rest),
        )

    # ------------------------------------------------------------------ costs (CR 118)
    def cost_object(self, ch: list[Any]) -> A.ObjectRef:
        """ "two lands", "another creature", "an untapped Vampire you control", "an unblocked
        attacker": an ObjectRef of kind ``any`` with canonical filter words and ``count``. The
        adjectives come first in one fixed order whatever the language's word order ("un
        attaquant non-bloqué" = "an unblocked attacker" = unblocked, attacking, creature)."""
        adjectives: set[str] = set()
        words: list[str] = []
        kinds: list[str] = []
        for c in ch:
            if isinstance(c, Token) and c.type in _ADJECTIVES:
                adjectives.add(c.type.lower())
            elif isinstance(c, Token) and c.type == "ATTACKER":  # "an unblocked attacker"
                adjectives.add("attacking")
                words.append("creature")
            elif isinstance(c, Token) and c.type in (
                "COLOR",
                "CARD_TYPE",
                "LAND_TYPE",
                "CREATURE_TYPE",
            ):
                kinds.append(self._word(c))
        if kinds:
            # the grammar joins a cost's type words only by "or" ("an untapped artifact or
            # creature you control", Moonsnare Prototype): one word of alternatives (CR 109.2),
            # never an object of every type at once
            words.append("|".join(sorted(set(kinds))))
        if "unblocked" in adjectives:  # CR 509.1h: an unblocked creature is an attacking one
            adjectives.add("attacking")
        words = [a.lower() for a in _ADJECTIVES if a.lower() in adjectives] + words
        if _IN_YOUR_HAND in ch:  # "a black card from your hand": a card, in your hand
            words += ["card", "in_your_hand"]
        if _YOU_CONTROL in ch:  # "an unblocked attacker you control" (CR 702.49a ninjutsu)
            words.append(_YOU_CONTROL)
        return A.ObjectRef(kind="any", filter=tuple(words), count=self._number(ch))

    def cost_you_control(self, ch: list[Any]) -> str:
        """ "you control" after a cost's object ("Return an unblocked attacker you control to
        hand", "Return two Islands you control to their owner's hand"): only a permanent of the
        player paying the cost may be returned (CR 118.3, 702.49a), kept in the object's filter
        by :meth:`cost_object` (and :meth:`tap_cost` when German says it after the verb)."""
        return _YOU_CONTROL

    def cost_object_in_hand(self, ch: list[Any]) -> A.ObjectRef:
        """An object of a cost and "from your hand" said after it in another rule (German
        "eine weiße Karte aus deiner Hand"): :meth:`cost_object` with the card in your hand."""
        obj = ch[0]
        if obj.filter[-2:] == ("card", _IN_YOUR_HAND):
            return obj
        return dataclasses.replace(obj, filter=(*obj.filter, "card", _IN_YOUR_HAND))

    def cost_from_hand(self, ch: list[Any]) -> str:
        """ "from your hand" after a cost's object (CR 702.74a evoke: "Exile a black card from
        your hand"): that object is a card in your hand (:meth:`cost_object`)."""
        return _IN_YOUR_HAND

    def action_cost(self, ch: list[Any]) -> A.Cost:
        return A.Cost(components=tuple(c for c in ch if isinstance(c, A.Node)))

    def _hand_object(self, ch: list[Any]) -> A.ObjectRef:
        """The object of a cost that can only be a card in your hand (discard, CR 701.9a;
        reveal from your hand): "from your hand" said or not ("défaussez-vous d'une carte de
        zombie de votre main", "Discard a Zombie card") gives the same object."""
        obj = self._object(ch)
        if obj.filter[-2:] == ("card", _IN_YOUR_HAND):
            obj = dataclasses.replace(obj, filter=obj.filter[:-2])
        return obj

    def discard_object_cost(self, ch: list[Any]) -> A.Discard:
        obj = self._hand_object(ch)
        return A.Discard(player=A.PlayerRef(kind="you"), amount=obj.count or 1, object=obj)

    def sacrifice_cost(self, ch: list[Any]) -> A.Sacrifice:
        return A.Sacrifice(object=self._object(ch))

    def tap_cost(self, ch: list[Any]) -> A.Tap:
        obj = self._object(ch)
        # German may say "you control" after the verb: "..., tappen, die du kontrollierst"
        if _YOU_CONTROL in ch and _YOU_CONTROL not in obj.filter:
            obj = dataclasses.replace(obj, filter=(*obj.filter, _YOU_CONTROL))
        # tapping as a cost needs an untapped permanent anyway (CR 602.5a): "untapped" adds nothing
        return A.Tap(
            object=A.ObjectRef(
                kind=obj.kind,
                filter=tuple(w for w in obj.filter if w != "untapped"),
                count=obj.count,
            )
        )

    def reveal_cost(self, ch: list[Any]) -> A.Reveal:
        return A.Reveal(object=self._hand_object(ch), zone="hand")

    def return_cost(self, ch: list[Any]) -> A.ReturnToHand:
        return A.ReturnToHand(object=self._object(ch))

    def additional_action_cost(self, ch: list[Any]) -> A.AdditionalCost:
        parts = [c for c in ch if isinstance(c, (A.Effect, A.ManaCost))]
        return A.AdditionalCost(
            cost=A.Cost(components=tuple(parts)), optional=True, repeatable=False
        )

    def echo_old(self, ch: list[Any]) -> A.TriggeredAbility:
        """Urza-block echo reminder: the same triggered ability as CR 702.30a, paying the card's
        mana cost (CR 702.30b)."""
        return A.TriggeredAbility(
            trigger=A.StepTrigger(step="upkeep", player="you"),
            condition=A.ControlledSinceLastUpkeep(object=SELF),
            effect=A.SacrificeUnlessPay(
                object=SELF, cost=A.Cost(components=(A.Variable(name="mana_cost"),))
            ),
        )

    def quality(self, ch: list[Any]) -> str:
        return self._word(ch[0])
