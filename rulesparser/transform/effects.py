"""Transformer callbacks of the clause layer (grammar/<lang>/clauses/): effects as verb families
(CR 701 keyword actions and the usual verbs), their subjects, and the optional parts handled once
around any clause ("you may", a leading "if ...,", a trailing duration or "for each").

A verb whose subject is an object ("~ deals 3 damage", "target creature gets +2/+2") gives a
:class:`Predicate` that the subject completes; a clause with no subject after one with a
subject continues it ("~ gets +1/+1 and gains flying until end of turn", CR 611.2: both last
until end of turn).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from lark import Token

from rulesparser import ast as A
from rulesparser.canonical import THAT_NOUNS, as_card, creature_types
from rulesparser.lexicon import keyword_table, predefined_token_table
from rulesparser.mana import COLOR_SYMBOLS

from .casting import CastItAlternative, CastReducedBySacrificed, CastThenExiled, PaidMore
from .phrases import (
    _RANK,
    DEMONSTRATIVE_MARK,
    FROM_THEM,
    IT,
    MARKS_READ,
    OF_CHOICE_MARK,
    SEVERAL_READ,
    SPELL_ALTERNATIVE_MARK,
    SUBJECT_LIBRARY_MARK,
    SUBJECT_PLAYER,
    THAT_COLOR,
    THAT_NAME,
    THAT_TYPE,
    YOU,
    Post,
    Quant,
    SeveralObjects,
    Words,
    _quant,
    as_current_player,
    determined,
    mana_produced,
    object_union,
    turn_card_count,
)
from .util import Unsure, nodes, one, tokens

PERMANENT = A.Duration(kind="permanent")


@dataclass(frozen=True, kw_only=True)
class EntersAttacking(A.Effect):
    """ "Those tokens enter tapped and attacking." before it is folded into the instruction
    creating them (``lines._tokens_attacking``); never left in an AST."""

    type_name: ClassVar[str] = "enters_attacking"
    object: A.ObjectRef


@dataclass(frozen=True)
class Predicate:
    """A verb phrase waiting for its subject object: ``build(subject, duration)``."""

    build: Callable[[A.ObjectRef, A.Duration | None], A.Node]
    has_duration: bool = False
    #: a duration printed inside the verb phrase (German "verursacht bis zum Ende des Zuges
    #: Trampelschaden"), which covers the clauses of the same subject before it as a trailing
    #: one does (:meth:`EffectsMixin.clause_seq`)
    inner: A.Duration | None = None
    #: keywords "had" ("hat Flugfähigkeit", old "verursacht Trampelschaden"): the verb phrase
    #: of gaining them, which a change of the same object for a duration just before gives
    #: that duration (:meth:`EffectsMixin.clause_seq`, CR 611.2a)
    timed: Predicate | None = None


@dataclass(frozen=True, kw_only=True)
class EnterAsCopy(A.Node):
    """ "You may have ~ enter the battlefield as a copy of any creature on the battlefield"
    (Clone; CR 614.1c, 707.9): read only after "You may have" (:meth:`replacement`); never in
    a parsed AST."""

    type_name: ClassVar[str] = "enter_as_copy"
    original: A.ObjectRef
    exceptions: A.Node | None = None

    def replacement(self) -> A.ReplacementEffect:
        """As it enters, you may choose such a permanent; if you do, it enters as a copy of it:
        the node the older grammar gives Body Double's Oracle line."""
        this = A.ObjectRef(kind="self")
        return A.ReplacementEffect(
            event=A.Event(name="enters", object=this),
            mode="as",
            replacement=A.Sequence(
                effects=(
                    A.ChooseObject(player=YOU, object=self.original, optional=True),
                    A.Conditional(
                        condition=A.IfYouDo(),
                        effect=A.BecomeCopy(
                            object=this,
                            original=A.ObjectRef(kind="that"),
                            exceptions=self.exceptions,
                        ),
                    ),
                )
            ),
        )


@dataclass(frozen=True)
class TimedEvent:
    """ "If [event] would happen this turn,": the event of a replacement effect that lasts that
    long (:meth:`EffectsMixin._replacement`)."""

    event: A.Event
    duration: A.Duration


#: "each player" (CR 102.1), as the subject of "Each player may ..." (a clause's ``may_player``)
EACH_PLAYER = A.PlayerRef(kind="each_player")

#: the nodes an amount read from the game is (CR 107.3): "the number of [objects]" (Count), "1
#: plus [count]" (Sum), "twice [count]" (Product); a verb taking "equal to [count]" takes each
READ_AMOUNTS = (A.Count, A.Sum, A.Product, A.Half)


@dataclass(frozen=True)
class WhereX:
    """ ", where X is [count]" after a sentence (CR 107.3): the value of X in it (a
    :class:`~rulesparser.ast.Sum` for "1 plus [count]")."""

    count: A.Count | A.Sum | A.Product


def _enters_with_keywords(effect: A.Sequence) -> A.ReplacementEffect | None:
    """ "It enters with two +1/+1 counters on it and has first strike" as one replacement
    effect (CR 614.1c): the object enters with the counters and with the keywords (each a
    :class:`~rulesparser.ast.GainAbility` lasting as long as the object stays, as Oracle's "and
    with first strike" reads). ``effect``: the entering (of this object, with something) then
    static abilities giving this object keywords only; None for any other sequence."""
    first, *rest = effect.effects
    if (
        not rest
        or not isinstance(first, A.ReplacementEffect)
        or first.condition is not None
        or first.mode != "with"
        or not isinstance(first.event, A.Event)
        or first.event.name != "enters"
        or first.event.object != A.ObjectRef(kind="self")
    ):
        return None
    gains: list[A.Node] = []
    for grant in rest:
        if not isinstance(grant, A.GrantAbilities) or grant.object != A.ObjectRef(kind="self"):
            return None
        for kw in grant.abilities:
            if not isinstance(kw, A.Keyword):
                return None
            gains.append(
                A.GainAbility(
                    object=A.ObjectRef(kind="self"),
                    ability=kw.name,
                    parameter=kw.parameter,
                    duration=A.Duration(kind="permanent"),
                )
            )
    with_ = first.replacement
    steps = with_.effects if isinstance(with_, A.Sequence) else (with_,)
    return dataclasses.replace(first, replacement=A.Sequence(effects=(*steps, *gains)))


#: the name of the event "[object] would deal damage" with no recipient said (to anything, CR
#: 120.1), read only by "The next time" (:func:`_next_time`)
_DEALS_DAMAGE_TO_ANYTHING = "?deals_damage_to_anything"


def _next_time(effect: A.Node, prefixes: list[tuple[str, Any]]) -> A.Node:
    """ "The next time [a source of your choice] would deal damage to [recipient] this turn,
    prevent that damage." (CR 615.7, 609.7a); "The next time you would draw a card this turn,
    [effect] instead." (CR 614.1a: a replacement effect the resolving ability creates, used by
    the next draw only, :class:`~rulesparser.ast.CreateReplacement` ``once``); any other effect
    after "The next time" (a redirection, another event) is not understood here."""
    kinds = sorted(k for k, _ in prefixes)
    event, duration = next(v for k, v in prefixes if k == "next_time")
    if isinstance(effect, RedirectThatDamage):
        # "..., that damage is dealt to ~ instead." (CR 614.9): one damage event redirected
        if kinds != ["instead", "next_time"]:
            raise Unsure("a redirection of that damage without 'instead' or with a condition")
        source, recipient = _next_damage_event(event)
        return A.RedirectNextDamageEvent(
            damage_source=source,
            recipient=recipient,
            new_recipient=effect.new_recipient,
            duration=duration or PERMANENT,
        )
    if kinds == ["instead", "next_time"]:
        if event.name != "draw" or duration is None or isinstance(effect, A.PreventThatDamage):
            raise Unsure("'The next time ... instead' of another event or for no time")
        replacement = A.ReplacementEffect(event=event, mode="instead", replacement=effect)
        return A.CreateReplacement(effect=replacement, duration=duration, once=True)
    if len(prefixes) != 1 or not isinstance(effect, A.PreventThatDamage):
        raise Unsure("'The next time' with another effect than preventing that damage")
    source, recipient = _next_damage_event(event)
    return A.PreventNextDamageEvent(
        damage_source=source, recipient=recipient, duration=duration or PERMANENT
    )


def _next_damage_event(event: A.Event) -> tuple[A.ObjectRef, A.Node | None]:
    """The source and the recipient (None: anything) of the damage event "The next time
    [source] would deal damage [to recipient]" names (CR 615.7, 614.9); a source that is not
    one object chosen or named ("a source": which one?) is not understood."""
    if event.name not in ("deals_damage", _DEALS_DAMAGE_TO_ANYTHING):
        raise Unsure("'The next time' of another event than dealing damage")
    source, *recipients = event.object.effects
    recipient = recipients[0] if recipients else None  # (None: to anything)
    if not isinstance(source, A.ObjectRef) or source.kind not in ("chosen", "target", "that"):
        # ("the next time a source would ...": which one? "it": named where?)
        raise Unsure("'the next time a source would' without 'of your choice' or a target")
    if source.kind == "target" and (source.count not in (None, 1) or source.up_to):
        raise Unsure("'the next time' several targets would deal damage")
    return source, recipient


@dataclass(frozen=True)
class RedirectThatDamage:
    """ "that damage is dealt to [new_recipient]" (CR 614.9): read only after "The next time
    [event], ... instead" (:func:`_next_time`)."""

    new_recipient: A.Node


@dataclass(frozen=True)
class StillType:
    """ "It's still a land." after "[object] becomes a ... creature" (CR 205.1a)."""

    card_type: str


def _last_effect(prev: Any) -> Any:
    """The last instruction of a sentence (its last effect when it is a
    :class:`~rulesparser.ast.Sequence`), which a sentence after it may complete."""
    return prev.effects[-1] if isinstance(prev, A.Sequence) else prev


def _with_last(prev: Any, new: A.Node) -> A.Node:
    """The sentence ``prev`` with its last instruction (:func:`_last_effect`) replaced by
    ``new``."""
    return A.Sequence(effects=prev.effects[:-1] + (new,)) if isinstance(prev, A.Sequence) else new


def _still_types(sentences: list[Any]) -> list[Any]:
    """A :class:`StillType` sentence makes the :class:`~rulesparser.ast.Becomes` of the
    sentence before it additive (the object keeps its card types and their subtypes, CR
    205.1a); anywhere else it is not understood."""
    out: list[Any] = []
    for s in sentences:
        if not isinstance(s, StillType):
            out.append(s)
            continue
        prev = out[-1] if out else None
        if isinstance(prev, XDefined):
            raise Unsure("'It's still a [type]' after a sentence with 'where X is'")
        last = _last_effect(prev)
        # "you may have it become a 3/3 Elemental creature ... It's still a land."
        optional = last if isinstance(last, A.OptionalEffect) else None
        if optional is not None:
            last = optional.effect
        if not isinstance(last, A.Becomes) or last.additive:
            raise Unsure("'It's still a [type]' after no 'becomes'")
        new = dataclasses.replace(last, additive=True)
        if optional is not None:
            new = dataclasses.replace(optional, effect=new)
        out[-1] = _with_last(prev, new)
    return out


#: the card type of a token that the printings of 1994-2001 name by its creature type only
#: ("Bringe vier Eichhörnchen-Spielsteine ins Spiel."), its characteristics said by the next
#: sentence (:class:`TreatTokensAs`, :func:`_old_tokens`)
OLD_TOKEN = "?old_token"


@dataclass(frozen=True)
class TreatTokensAs:
    """ "Behandle diese Spielsteine wie 1/1 grüne Kreaturen." (1994-2001: the tokens created by
    the sentence before are 1/1 green creatures, CR 111.4): their characteristics."""

    power: Any
    toughness: Any
    colors: tuple[str, ...]
    types: tuple[str, ...]
    abilities: tuple[Any, ...]


def _old_tokens(sentences: list[Any]) -> list[Any]:
    """A :class:`TreatTokensAs` sentence completes the one token of :data:`OLD_TOKEN` the
    sentence before creates: one CreateToken with the creature type of the first sentence and
    the characteristics of the second (Oracle "Create four 1/1 green Squirrel creature
    tokens.", CR 111.4). Either without the other is not understood."""
    out: list[Any] = []
    for s in sentences:
        if not isinstance(s, TreatTokensAs):
            out.append(s)
            continue
        prev = out[-1] if out else None
        pending = [
            n
            for n in (prev.walk() if isinstance(prev, A.Node) else ())
            if isinstance(n, A.CreateToken) and OLD_TOKEN in n.types
        ]
        if len(pending) != 1:
            raise Unsure("'treat these tokens as' after no tokens named by their type alone")

        def fill(n: A.Node, s: TreatTokensAs = s) -> A.Node:
            if not (isinstance(n, A.CreateToken) and OLD_TOKEN in n.types):
                return n
            return dataclasses.replace(
                n,
                power=s.power,
                toughness=s.toughness,
                colors=s.colors,
                types=s.types,
                abilities=s.abilities,
            )

        out[-1] = A.map_nodes(prev, fill)
    if any(
        isinstance(n, A.CreateToken) and OLD_TOKEN in n.types
        for s in out
        if isinstance(s, A.Node)
        for n in s.walk()
    ):
        raise Unsure("tokens put onto the battlefield, the old wording of creating them")
    return out


@dataclass(frozen=True)
class FurtherDamageNormal:
    """German "Weiterer Schaden aus dieser Quelle wird normal behandelt." (later damage from
    that source is dealt normally) printed after the 1994-2001 shield "Verhindere allen Schaden,
    der Dir aus einer ... Quelle zugefügt wird" without parentheses: what the shield says
    already (CR 615.7: it prevents one damage event)."""


def _further_damage_normal(sentences: list[Any]) -> list[Any]:
    """Drop a :class:`FurtherDamageNormal` sentence after a one-source shield
    (:class:`~rulesparser.ast.PreventNextDamageEvent`); anywhere else it is not understood."""
    out: list[Any] = []
    for s in sentences:
        if isinstance(s, FurtherDamageNormal):
            if not out or not isinstance(out[-1], A.PreventNextDamageEvent):
                raise Unsure("'Weiterer Schaden aus dieser Quelle' after no shield from one source")
            continue
        out.append(s)
    return out


@dataclass(frozen=True)
class EachTimeNote:
    """German 1994-1995 "Wenn Dir eine Schadensquelle mehr als einmal in einem Zug Schaden
    zufügt, kannst Du jedesmal 1 bezahlen, um den Schaden zu verhindern." printed after the
    Circles of Protection's shield from one source (4ED, ICE): one activation prevents one
    damage event (CR 615.7), which the shield read as "the next time" says already.
    ``you_named``: the note says "Dir" (the shield's recipient, when the shield names none)."""

    you_named: bool


#: the recipient of the 1994-1995 shield "Verhindere allen Schaden aus einer roten Quelle",
#: which names none: "you" of the note after it (:func:`_each_time_note`; never left in an AST)
_UNSAID_RECIPIENT = A.PlayerRef(kind="unsaid_recipient")


def _each_time_note(sentences: list[Any]) -> list[Any]:
    """Drop an :class:`EachTimeNote` after a shield from one chosen source
    (:class:`~rulesparser.ast.PreventNextDamageEvent`) that protects you; a shield that named no
    recipient protects the player the note names ("Dir": you). Raises ``Unsure`` for the note
    anywhere else and for a shield with no recipient that no such note follows."""
    out: list[Any] = []
    for s in sentences:
        if isinstance(s, EachTimeNote):
            prev = out[-1] if out else None
            if not isinstance(prev, A.PreventNextDamageEvent) or prev.damage_source is None:
                raise Unsure("the Circles' note after no shield from one source")
            if prev.recipient == _UNSAID_RECIPIENT and s.you_named:
                out[-1] = dataclasses.replace(prev, recipient=YOU)
            elif prev.recipient != YOU:
                raise Unsure("the Circles' note after a shield of another player")
            continue
        out.append(s)
    if any(n == _UNSAID_RECIPIENT for s in out if isinstance(s, A.Node) for n in s.walk()):
        raise Unsure("a shield from one source that names no player or object it protects")
    return out


@dataclass(frozen=True)
class ChosenSource:
    """ "Bestimme eine schwarze Schadensquelle." (choose a black source of damage): a source
    chosen for what the next sentence does with it (CR 609.7a); read only before "Wenn Dir
    diese Quelle in diesem Zug das nächste Mal Schaden zufügt, ..." (:func:`_chosen_source`)."""

    object: A.ObjectRef


#: the source of a "next time" shield said as "diese Quelle" (the source chosen in the sentence
#: before it: :func:`_chosen_source` puts that source there; never left in an AST)
_SOURCE_CHOSEN_BEFORE = A.ObjectRef(kind="chosen", filter=("source_chosen_before",))
#: "it deals 4 damage instead": the recipient of the damage replaced (:func:`_replace_same_kind`)
_SAME_RECIPIENT = A.ObjectRef(kind="that", filter=("same_recipient",))


def _chosen_source(sentences: list[Any]) -> list[Any]:
    """A :class:`ChosenSource` sentence followed by a "next time" shield whose source is "diese
    Quelle" (:data:`_SOURCE_CHOSEN_BEFORE`) is one shield from that source, chosen as the
    effect resolves: "Bestimme eine schwarze Schadensquelle. Wenn Dir diese Quelle in diesem
    Zug das nächste Mal Schaden zufügt, verhindere diesen Schaden." = Oracle "The next time a
    black source of your choice would deal damage to you this turn, prevent that damage."
    (CR 615.7, 609.7a). Either sentence anywhere else is not understood."""
    out: list[Any] = []
    for s in sentences:
        prev = out[-1] if out else None
        if isinstance(s, A.PreventNextDamageEvent) and s.damage_source == _SOURCE_CHOSEN_BEFORE:
            if not isinstance(prev, ChosenSource):
                raise Unsure("'diese Quelle' without a source chosen just before")
            out[-1] = dataclasses.replace(
                s, damage_source=A.ObjectRef(kind="chosen", filter=prev.object.filter)
            )
            continue
        if isinstance(prev, ChosenSource):
            raise Unsure("a source of damage chosen for no shield after it")
        out.append(s)
    if out and isinstance(out[-1], ChosenSource):
        raise Unsure("a source of damage chosen for no shield after it")
    return out


#: what "the damage dealt / life lost / damage prevented this way" is the result of
_THIS_WAY = {
    "damage_dealt_this_way": (A.DealDamage, A.DealDamageDivided),
    "life_lost_this_way": (A.LoseLife,),
    "damage_prevented_this_way": (
        A.PreventDamage,
        A.PreventAllDamage,
        A.PreventThatDamage,
        A.PreventNextDamageEvent,
        A.PreventCombatDamage,
    ),
}


_THAT_MANY = A.Count(what="that_many")
_EVENT_AMOUNT = A.Count(what="event_amount")
_DISCARDED = A.Count(what="cards_discarded_this_way")
#: "that many" after "you may pay [cost] any number of times": how many times it was paid
_TIMES_PAID = A.Count(what="times_paid_this_way")


def _that_many(sentences: list[Any]) -> list[Any]:
    """ "that many" (:meth:`~.phrases.PhrasesMixin.q_that_many`) in each instruction of an
    ability: in its first instruction, the amount of the event that triggered it ("Whenever you
    gain life, draw that many cards", CR 603.2); right after a discard, the number of cards
    discarded this way ("Discard up to three cards, then draw that many cards", CR 608.2c); in
    an instruction right after one that said "that many", the same number ("Put that many +1/+1
    counters on ~ and draw that many cards"); after any other instruction it is not said which
    number it is."""
    out: list[Any] = []
    before: A.Node | None = None  # the last instruction before, if any
    basis: A.Count | None = None  # what "that many" was in that instruction
    for s in sentences:
        node = s.node if isinstance(s, XDefined) else s
        if not isinstance(node, A.Node):
            out.append(s)
            continue
        steps = list(node.effects) if isinstance(node, A.Sequence) else [node]
        for i, step in enumerate(steps):
            if any(n == _THAT_MANY for n in step.walk()):
                if before is None:
                    basis = _EVENT_AMOUNT
                elif isinstance(before, A.Discard):
                    basis = _DISCARDED
                elif isinstance(before, A.MayPayAnyNumberOfTimes):
                    # "When you pay this cost one or more times, put that many ..." (CR 608.2c)
                    basis = _TIMES_PAID
                elif basis is None:  # (else: the same number as in the instruction before)
                    raise Unsure("'that many' after an instruction that is not a discard")
                steps[i] = A.map_nodes(
                    step, functools.partial(_resolve_that_many, basis), (A.Count,)
                )
            else:
                basis = None
            # ("you may discard any number of land cards. Put that many ...": what was
            # discarded, none if the player chose not to)
            before = step.effect if isinstance(step, A.OptionalEffect) else step
        if steps != (list(node.effects) if isinstance(node, A.Sequence) else [node]):
            node = A.Sequence(effects=tuple(steps)) if isinstance(node, A.Sequence) else steps[0]
            s = XDefined(node=node) if isinstance(s, XDefined) else node
        out.append(s)
    return out


def _resolve_that_many(basis: A.Count, n: A.Count) -> A.Count:
    return basis if n == _THAT_MANY else n


def _check_if_you_do_after_permission(sentences: list[Any]) -> None:
    """ "You may play target snow permanent card from your graveyard this turn. If you do, it
    enters the battlefield tapped." (Jorn): "you do" is playing the card later in the turn,
    not an action taken as the ability resolves (CR 608.2c), which
    :class:`~rulesparser.ast.IfYouDo` is: not read (:class:`Unsure`)."""
    for prev, s in zip(sentences, sentences[1:], strict=False):
        prev = prev.node if isinstance(prev, XDefined) else prev
        last = prev.effects[-1] if isinstance(prev, A.Sequence) and prev.effects else prev
        if isinstance(last, A.PlayPermission) and _if_you_do_first(
            s.node if isinstance(s, XDefined) else s
        ):
            raise Unsure("'if you do' after a permission to play a card")


def _if_you_do_first(node: Any) -> bool:
    """Whether ``node`` (a sentence) starts with "If you do" / "If you don't" (CR 608.2c)."""
    first = node.effects[0] if isinstance(node, A.Sequence) and node.effects else node
    if isinstance(first, A.TriggeredAbility) and isinstance(first.condition, A.IfYouDo):
        return True  # "If you do, it's sacrificed when it enters" (EffectsMixin.if_you_do_when)
    if not isinstance(first, A.Conditional):
        return False
    cond = first.condition.condition if isinstance(first.condition, A.Not) else first.condition
    return isinstance(cond, A.IfYouDo)


def _check_two_that_nouns(sentences: list[Any]) -> None:
    """ "~ deals damage equal to that card's mana value to that creature" (Judge Unworthy): two
    objects named before, told apart only by their nouns in one sentence. The AST's ``that``
    reference keeps no such noun (:data:`rulesparser.canonical.THAT_NOUNS`), so both would
    name the same object: unsure. Other sentences name one object each (CR 608.2c)."""
    for s in sentences:
        node = s.node if isinstance(s, XDefined) else s
        if not isinstance(node, A.Node):
            continue
        # (a word starting with "?" marks how the reference was said: French "?demonstrative")
        said = (
            frozenset(w for w in n.filter if not w.startswith("?"))
            for n in node.walk()
            if type(n) is A.ObjectRef and n.kind == "that" and n.count is None
        )
        nouns = {words for words in said if words and THAT_NOUNS.issuperset(words)}
        # "that creature card ... that card" (Talara's Bane) may be one object: nouns one of
        # which holds the other; "that Archer ... that creature" (Greatbow Doyen) keeps "Archer"
        if any(not (a <= b or b <= a) for a in nouns for b in nouns):
            raise Unsure("two objects named before ('that card', 'that creature') in one sentence")


def _check_this_way(sentences: list[Any]) -> None:
    """ "You gain life equal to the damage dealt this way" counts the result of an effect said
    before it in the same ability (CR 608.2c); with no such effect before, it is not said."""
    seen: list[A.Node] = []
    for s in sentences:
        node = s.node if isinstance(s, XDefined) else s
        if not isinstance(node, A.Node):
            continue
        # the objects events name ("If a creature dealt damage this way would die"): a group
        # elsewhere ("A creature dealt damage this way can't be regenerated") is not read
        events = {id(n.object) for n in node.walk() if isinstance(n, (A.Event, A.EventTrigger))}
        # and the objects a condition counts ("If a creature is dealt damage this way, ...":
        # one or more of them, CR 608.2c)
        events |= {
            id(n.object)
            for n in node.walk()
            if isinstance(n, A.Compare)
            and isinstance(n.value, A.Count)
            and n.value.what == "objects"
            for n in (n.value,)
        }
        for n in node.walk():
            if (
                isinstance(n, A.ObjectRef)
                and "dealt_damage_this_way" in n.filter
                and id(n) not in events
            ):
                raise Unsure("'dealt damage this way' outside an event")
            if isinstance(n, A.Count) and n.what in _THIS_WAY:
                if not any(isinstance(e, _THIS_WAY[n.what]) for e in seen):
                    raise Unsure(f"'{n.what.replace('_', ' ')}' without that effect before")
            if (
                isinstance(n, A.ObjectRef)
                and "discarded_this_way" in n.filter
                and not any(isinstance(e, A.Discard) for e in seen)
            ):
                # "for each card discarded this way" counts the cards a discard before it in
                # the same ability discarded (CR 608.2c)
                raise Unsure("'discarded this way' without a discard before")
            if (
                isinstance(n, A.ObjectRef)
                and "milled_this_way" in n.filter
                and not any(isinstance(e, A.Mill) for e in seen)
            ):
                # "If a land card was milled this way": the cards a mill before it in the same
                # ability put into a graveyard (CR 608.2c, 701.13a)
                raise Unsure("'milled this way' without a mill before")
            if isinstance(n, A.ObjectRef) and "dealt_damage_this_way" in n.filter:
                # "a creature dealt damage this way": dealt by an effect before it (CR 608.2c)
                if not any(isinstance(e, _THIS_WAY["damage_dealt_this_way"]) for e in seen):
                    raise Unsure("'dealt damage this way' without damage dealt before")
            seen.append(n)


@dataclass(frozen=True)
class SpendOnly:
    """ "Spend this mana only to cast [spells] or activate abilities of [objects]." (CR 106.6):
    it restricts the mana the sentence before adds (:func:`_spend_only`); anywhere else it is
    not understood."""

    spells: tuple[A.ObjectRef, ...]
    abilities_of: tuple[A.ObjectRef, ...]


@dataclass(frozen=True)
class ColoredOnly:
    """ "This effect reduces only the amount of colored mana you pay." (Edgewalker): the cost
    reduction of the sentence before reduces colored mana only (:func:`_colored_only`, CR
    118.7b does not apply); anywhere else it is not understood."""


def _colored_only(sentences: list[Any]) -> list[Any]:
    """A :class:`ColoredOnly` sentence marks the cost reduction that is the whole sentence
    before it ``colored_only`` (CR 601.2f, 118.7)."""
    out: list[Any] = []
    for s in sentences:
        if not isinstance(s, ColoredOnly):
            out.append(s)
            continue
        prev = out[-1] if out else None
        if not isinstance(prev, A.CostChange) or prev.increase or prev.colored_only:
            raise Unsure("'reduces only the amount of colored mana' after no cost reduction")
        out[-1] = dataclasses.replace(prev, colored_only=True)
    return out


@dataclass(frozen=True)
class KeepsAttached:
    """ "This effect doesn't remove ~." / "... doesn't remove Auras." after "[object] has
    protection from ..." (Black Ward, Spectra Ward): the protection the sentence before grants
    doesn't make ``auras`` attached illegally (CR 702.16d, 704.5m; :func:`_keeps_attached`);
    anywhere else it is not understood."""

    auras: A.ObjectRef


def _keeps_attached(sentences: list[Any]) -> list[Any]:
    """A :class:`KeepsAttached` sentence makes the protection granted by the sentence before it
    a :class:`~rulesparser.ast.AurasStayAttached` (CR 702.16d, 704.5m)."""
    out: list[Any] = []
    for s in sentences:
        if not isinstance(s, KeepsAttached):
            out.append(s)
            continue
        prev = out[-1] if out else None
        last = _last_effect(prev)
        if (
            not isinstance(last, A.GrantAbilities)
            or not last.abilities
            or not all(isinstance(k, A.Keyword) and k.name == "protection" for k in last.abilities)
        ):
            raise Unsure("'This effect doesn't remove' after no protection granted")
        auras = s.auras
        if auras.kind != "self" and not (
            auras.filter == ("aura",) and auras.count is None and not auras.up_to
        ):
            raise Unsure("'This effect doesn't remove' an object that is not an Aura")
        if auras.kind != "self":
            auras = A.ObjectRef(kind="each", filter=("aura",))
        out[-1] = _with_last(prev, A.AurasStayAttached(grant=last, auras=auras))
    return out


def _adds_mana(n: A.Node) -> bool:
    if isinstance(n, A.ChoiceOf):
        return bool(n.options) and all(isinstance(o, A.AddMana) for o in n.options)
    return isinstance(n, _MANA_ADDITIONS)


def _flash_condition(node: Any) -> Any:
    """ "As long as you control a green or blue permanent, you may cast ~ as though it had
    flash." (Hungry Yeti): the leading condition restricts the permission (CR 601.3), as a
    trailing one does (:class:`~rulesparser.ast.CastAsThoughFlash` ``condition``)."""
    if (
        isinstance(node, A.Conditional)
        and isinstance(node.effect, A.CastAsThoughFlash)
        and node.effect.condition is None
    ):
        return dataclasses.replace(node.effect, condition=node.condition)
    return node


def _spend_only(sentences: list[Any]) -> list[Any]:
    """A :class:`SpendOnly` sentence makes the mana addition that ends the sentence before it a
    :class:`~rulesparser.ast.RestrictedMana` (CR 106.6)."""
    out: list[Any] = []
    for s in sentences:
        if not isinstance(s, SpendOnly):
            out.append(s)
            continue
        prev = out[-1] if out else None
        last = _last_effect(prev)
        if not isinstance(last, A.Node) or not _adds_mana(last):
            raise Unsure("'Spend this mana only' after no mana added")
        new = A.RestrictedMana(effect=last, spells=s.spells, abilities_of=s.abilities_of)
        out[-1] = _with_last(prev, new)
    return out


def _clash_results(sentences: list[Any]) -> list[Any]:
    """French "Si vous gagnez, ..." (the coin flip's words without "le pile") right after a
    clash is its result (CR 701.30d): a :class:`~rulesparser.ast.Conditional` on
    :class:`~rulesparser.ast.WonClash`, as English "If you win, ..." reads."""
    out: list[Any] = []
    for s in sentences:
        prev = out[-1] if out else None
        last = _last_effect(prev)
        if isinstance(s, FlipResult) and s.won and isinstance(last, A.Clash):
            s = A.Conditional(condition=A.WonClash(), effect=s.effect)
        out.append(s)
    return out


def _check_won_clash(sentences: list[Any]) -> None:
    """ "If you win, ..." is a clash's result only in the sentence right after the clash (CR
    701.30d); anywhere else (a coin flip, a vote, no clash) it is not understood."""
    for i, s in enumerate(sentences):
        if isinstance(s, A.Node) and any(isinstance(n, A.WonClash) for n in s.walk()):
            prev = sentences[i - 1] if i > 0 else None
            last = _last_effect(prev)
            if not isinstance(last, A.Clash):
                raise Unsure("'if you win' without a clash just before it")


def _merge_flips(sentences: list[Any]) -> list[Any]:
    """ "Flip a coin. If you win the flip, A. If you lose the flip, B." is one
    :class:`~rulesparser.ast.FlipCoin` with ``won`` A and ``lost`` B (CR 705.2); a result
    with no flip just before it, or said twice, is not understood."""
    out: list[Any] = []
    for s in sentences:
        if not isinstance(s, FlipResult):
            out.append(s)
            continue
        prev = out[-1] if out else None
        last = _last_effect(prev)
        field = "won" if s.won else "lost"
        if not isinstance(last, A.FlipCoin) or getattr(last, field) is not None:
            raise Unsure("a coin flip's result without the flip before it")
        new = dataclasses.replace(last, **{field: s.effect})
        out[-1] = _with_last(prev, new)
    return out


#: player kinds that may name several players, before "each" ("Those players each discard":
#: "those players" is "that player" of several)
_SEVERAL_PLAYERS = frozenset({"that_player", "each_player", "each_opponent"})


def _half_of_subject(half: A.Half, player: A.PlayerRef) -> A.Half:
    """``half`` with "their" life (:data:`SUBJECT_PLAYER`) the life of ``player``, the clause's
    subject ("that player loses half their life", CR 608.2c). Raises :class:`Unsure` when the
    subject is several players ("each player loses half their life": each their own life, which
    one count of a player does not say). A target subject is chosen once (CR 115.1): "Target
    opponent loses half their life" counts the life of ``that_player``, the target named
    before, as "Target player draws two cards and loses 2 life" names its second player."""
    count = half.amount
    if not isinstance(count, A.Count) or count.player != SUBJECT_PLAYER:
        return half
    if player.kind in ("each_player", "each_opponent") or player.kind.startswith(("each", "any")):
        raise Unsure("half the life of each of several players")
    if player.kind.startswith("target"):
        player = A.PlayerRef(kind="that_player")
    return dataclasses.replace(half, amount=dataclasses.replace(count, player=player))


def _merge_votes(sentences: list[Any]) -> list[Any]:
    """ "Starting with you, each player votes for A or B. If A gets more votes, X. If B gets
    more votes or the vote is tied, Y." is one :class:`~rulesparser.ast.Vote` with its
    outcomes (CR 701.38a), each choice named by its place among the vote's. An outcome with
    no vote sentence before it, naming no choice of the vote, said twice for one choice, or
    a vote none of whose outcomes covers a tie, is not understood (a choice left out of the
    outcomes does nothing when it wins, which a card says only by printing no outcome for it).
    """
    out: list[Any] = []
    words: tuple[str, ...] | None = None
    for s in sentences:
        if isinstance(s, VoteSaid):
            out.append(s.vote)
            words = s.words
            continue
        if not isinstance(s, VoteResult):
            if words is not None and isinstance(out[-1], A.Vote):
                _check_vote_tie(out[-1])
            words = None
            out.append(s)
            continue
        prev = out[-1] if out else None
        if not isinstance(prev, A.Vote) or words is None or s.word not in words:
            raise Unsure("a vote's outcome without the vote before it")
        choice = words.index(s.word) + 1
        if any(o.choice == choice for o in prev.outcomes):
            raise Unsure("two outcomes of one choice of a vote")
        outcome = A.VoteOutcome(choice=choice, or_tied=s.or_tied, effect=s.effect)
        out[-1] = dataclasses.replace(prev, outcomes=(*prev.outcomes, outcome))
    if out and isinstance(out[-1], A.Vote):
        _check_vote_tie(out[-1])
    if any(isinstance(n, VoteSaid) for s in out if isinstance(s, A.Node) for n in s.walk()):
        raise Unsure("a vote inside another instruction")
    return out


def _check_vote_tie(vote: A.Vote) -> None:
    """A vote of two choices says what happens when it is tied (CR 701.38a: will of the
    council's "or the vote is tied"); one without outcomes, or none for a tie, is unsure."""
    if not vote.outcomes or not any(o.or_tied for o in vote.outcomes):
        raise Unsure("a vote whose tie says nothing")


def _play_from_top(p: PlayCard) -> A.PlayPermission:
    """ "You may cast instant and sorcery spells from the top of your library", "You may play
    lands from the top of your library" (CR 601.3e): as long as the ability applies, you may
    play the top card of your library when it is such a card (``PlayPermission`` of the
    ``top_of_library`` object with those words, for as long as the static ability applies).
    "Cast" is "play" for cards of a nonland type only (a land is played, never cast, CR
    305.9): "cast artifact spells" is "play nonland artifact cards". A number of cards, a
    duration or "without paying" is not understood here."""
    obj = p.object
    words = [w for w in obj.filter if w not in ("from_top_of_your_library", "spell", "card")]
    if obj.kind != "each" or p.duration is not None or p.without_paying:
        raise Unsure("playing cards from the top of a library that is not a lasting permission")
    words = _cast_words(words, p.cast)
    return _top_of_library_permission(words)


def _top_of_library_permission(words: list[str]) -> A.PlayPermission:
    """You may play (or cast: ``words`` from :func:`_cast_words`) the top card of your library
    when it is such a card, as long as the ability applies (CR 601.3e, 305.9)."""
    return A.PlayPermission(
        player=YOU,
        object=A.ObjectRef(kind="top_of_library", filter=(*words, "card", "your")),
        without_paying=False,
        duration=PERMANENT,
    )


def _play_top_card(p: PlayCard) -> A.PlayPermission:
    """ "Vous pouvez jouer la carte du dessus de votre bibliothèque" (Future Sight, printed;
    Oracle "You may play lands and cast spells from the top of your library"), "... si c'est
    une carte de terrain" (Courser of Kruphix, Oracle "You may play lands from the top of your
    library"): the permission of :func:`_play_from_top` (CR 601.3e: as long as the ability
    applies, the top card of your library may be played when it is such a card; "cast" is
    "play" for nonland cards only, CR 305.9). A duration (which top card: the one on top now
    or any card on top until then) or "without paying" is not understood."""
    if p.duration is not None or p.without_paying:
        raise Unsure("playing the top card of a library that is not a lasting permission")
    words = _cast_words([w for w in p.object.filter[:-2] if w != "card"], p.cast)
    return _top_of_library_permission(words)


def _cast_from_hand_free(p: PlayCard) -> A.PlayPermission:
    """ "You may cast spells from your hand without paying their mana costs" (Omniscience; the
    same in French and German prints): as long as the ability applies (or for the duration
    said), each nonland card of your hand may be cast without paying its mana cost (CR 118.9,
    601.2b; a land is played, never cast, CR 305.9). Cards of your hand are always playable by
    the rules (CR 601.3): a permission that does not waive the mana cost is not read."""
    if not (p.cast and p.without_paying):
        raise Unsure("playing cards from your hand that is not casting them without paying")
    words = [w for w in p.object.filter if w not in ("spell", "card", "in_your_hand")]
    words = _cast_words(words, p.cast)
    return A.PlayPermission(
        player=YOU,
        object=A.ObjectRef(kind="each", filter=(*words, "card", "in_your_hand")),
        without_paying=True,
        duration=p.duration or PERMANENT,
    )


def _top_card_if(obj: A.ObjectRef, condition: A.Node) -> A.ObjectRef:
    """The top card of your library ``obj`` said with a trailing "if it's a [type] card"
    (``HasCardType`` or ``Exists`` of "it"): the top card when it is such a card (its words
    added to the object). Any other object or condition: ``Unsure``."""
    if obj != A.ObjectRef(kind="top_of_library", filter=("card", "your")):
        raise Unsure("playing a card that is not 'you may play'")
    if isinstance(condition, A.HasCardType) and condition.object == IT:
        words: tuple[str, ...] = (condition.card_type,)
    elif (
        isinstance(condition, A.Exists)
        and condition.object.kind == "it"
        and condition.object.filter[-1:] == ("card",)
        and condition.object.count is None
        and not condition.object.up_to
    ):
        words = condition.object.filter[:-1]
    else:
        raise Unsure("playing the top card of a library on a condition other than its type")
    if not words or any(w.startswith("?") for w in words):
        raise Unsure("playing the top card of a library on a condition other than its type")
    return A.ObjectRef(kind="top_of_library", filter=(*words, "card", "your"))


def _cast_words(words: list[str], cast: bool) -> list[str]:
    """The filter words of cards a permission lets you *cast* ("cast creature spells"): nonland
    cards (a land is played, never cast, CR 305.9, so Dryad Arbor is left out); casting a land
    is not understood (``Unsure``). Cards you may *play* keep their words."""
    if not cast:
        return words
    if "land" in {part for w in words for part in w.split("|")}:
        raise Unsure("casting a land")
    return words if "nonland" in words else ["nonland", *words]


def _play_from_graveyard(p: PlayCard) -> A.PlayPermission:
    """ "You may play lands from your graveyard" (a static ability), "Until end of turn, you
    may play lands and cast spells from your graveyard" (CR 601.3: cards of that zone may be
    played; a land is played, never cast, CR 305.9, so "cast creature spells" is "play
    nonland creature cards"): a ``PlayPermission`` of each such card for as long as the
    ability applies or the duration lasts. "Without paying" is not understood here."""
    if p.without_paying:
        raise Unsure("playing cards from a graveyard without paying")
    words = [w for w in p.object.filter if w not in ("spell", "card", "in_your_graveyard")]
    words = _cast_words(words, p.cast)
    return A.PlayPermission(
        player=YOU,
        object=A.ObjectRef(kind="each", filter=(*words, "card", "in_your_graveyard")),
        without_paying=False,
        duration=p.duration or PERMANENT,
    )


#: words of cards that can only be cast as spells (CR 305.9: a land is never cast), read by
#: German "spielen" (play, or the cast verb of 1994-2009)
_SPELL_TYPES = frozenset(
    ("creature", "instant", "sorcery", "enchantment", "planeswalker", "nonland", "spell")
)

#: card types no land has (CR 300.1, 305.9), and "nonland"; not artifact, enchantment or
#: creature: artifact lands (Seat of the Synod), Urza's Saga (an enchantment land) and Dryad
#: Arbor (a land creature) are lands, played and never cast (CR 305.9)
_NONLAND_TYPES = frozenset(("battle", "instant", "sorcery", "planeswalker")) | {"nonland"}


def _each_card_named_before(obj: A.ObjectRef) -> bool:
    """Whether ``obj`` is every card an instruction before it acted on, said by how: "cards
    exiled this way", "spells from among them" (CR 608.2c), with no other quality."""
    if obj.kind != "each" or obj.count is not None or obj.up_to:
        return False
    back = [w for w in obj.filter if w in ("exiled_this_way", "from_among_them")]
    rest = [w for w in obj.filter if w not in back]
    return len(back) == 1 and rest in (["card"], ["spell"])


def _never_a_land(obj: A.ObjectRef) -> bool:
    """Whether ``obj`` is of a kind no land card is ("target instant or sorcery card", "a
    nonland card"): playing it is casting it (CR 305.9: a land is played, never cast), so "you
    may cast" it is "you may play" it. An artifact, enchantment or creature card may be a land
    (Seat of the Synod, Urza's Saga, Dryad Arbor): "you may cast target artifact card" stays a
    permission to cast; a kind saying "land" anywhere is not one."""
    alternatives = [w.split("|") for w in obj.filter]
    if any("land" in alts for alts in alternatives):
        return False
    return any(all(a in _NONLAND_TYPES for a in alts) for alts in alternatives)


def _one_card_in_a_zone(obj: A.ObjectRef) -> bool:
    """Whether ``obj`` is one card said with the zone it is in: "an instant or sorcery spell
    from your hand", "target creature card from your graveyard" (CR 400.1: a card to be cast
    from there, CR 601.2a)."""
    if not any(w.startswith("in_") for w in obj.filter):
        return False
    if obj.kind == "target":
        return obj.count in (None, 1)
    return obj.kind == "any" and obj.count == 1 and not obj.up_to


def _names_a_card(n: A.Node) -> bool:
    """Whether ``n`` names one card that a later "that card" stands for: a card chosen (from a
    revealed hand, CR 608.2c), the last card revealed "until" (CR 701.16a) or the top card of a
    library exiled or revealed (CR 401.1)."""
    if isinstance(n, (A.ChooseObject, A.RevealUntil, A.ExileUntil)):
        return True
    obj = getattr(n, "object", None)
    return (
        isinstance(n, (A.Reveal, A.Exile))
        and isinstance(obj, A.ObjectRef)
        and obj.kind == "top_of_library"
        and obj.count in (None, 1)
    )


def _chosen_before(
    sentences: list[Any],
    mark: str,
    chosen: str,
    choice: type[A.Node] | Callable[[A.Node], bool],
    unsure: str,
) -> list[Any]:
    """The filter word ``mark`` of every object of ``sentences`` made ``chosen``: what a
    ``choice`` node (a node class, or a test of a node) of an earlier sentence of the same
    ability chose (CR 608.2c); raises ``Unsure(unsure)`` for an object that says it with
    nothing chosen before."""
    chooses = (lambda n: isinstance(n, choice)) if isinstance(choice, type) else choice
    made = False
    # where in ``out`` the sentence "If you do, choose a color." is, when the choice was made
    # only if you did (the sentences that use it are then done only if you did too)
    if_you_do_at: int | None = None

    def fix(n: A.Node) -> A.Node:
        if isinstance(n, A.ObjectRef) and mark in n.filter:
            if not made:
                raise Unsure(unsure)
            words = tuple(chosen if w == mark else w for w in n.filter)
            return dataclasses.replace(n, filter=words)
        return n

    out: list[Any] = []
    for s in sentences:
        node = s.node if isinstance(s, XDefined) else s
        if isinstance(node, A.Node):
            uses = any(isinstance(n, A.ObjectRef) and mark in n.filter for n in node.walk())
            new = A.map_nodes(node, fix, only=(A.ObjectRef,))
            if uses and if_you_do_at is not None and not isinstance(s, XDefined):
                # "Si vous faites ainsi, choisissez une couleur. Ce joueur ... se défausse de
                # toutes les cartes de cette couleur." (Crosis, the Purger; Oracle "If you do,
                # choose a color, then that player ... discards all cards of that color"): the
                # sentences up to the one using the choice are done only if you did (CR
                # 608.2c: with no color chosen, "that color" says none)
                cond = out[if_you_do_at]
                done = [*_flat(cond.effect)]
                for x in [*out[if_you_do_at + 1 :], new]:
                    done.extend(_flat(x))
                out[if_you_do_at:] = [
                    dataclasses.replace(cond, effect=A.Sequence(effects=tuple(done)))
                ]
                continue
            if not made and any(chooses(n) for n in node.walk()):
                made = True
                if (
                    isinstance(node, A.Conditional)
                    and isinstance(node.condition, A.IfYouDo)
                    and not isinstance(s, XDefined)
                ):
                    if_you_do_at = len(out)
            elif if_you_do_at is not None and (
                isinstance(s, XDefined) or not isinstance(node, A.Effect)
            ):
                if_you_do_at = None  # (a sentence in between that is not one effect)
            out.append(XDefined(new) if isinstance(s, XDefined) else new)
        else:
            if_you_do_at = None
            out.append(s)
    return out


def _flat(node: A.Node) -> tuple[A.Node, ...]:
    """The effects of a sequence, or ``node`` alone."""
    return node.effects if isinstance(node, A.Sequence) else (node,)


def _color_chosen_before(sentences: list[Any]) -> list[Any]:
    """German "Bestimme eine Farbe. ... wirft alle Karten dieser Farbe ab": "dieser Farbe" is
    the color chosen before in the same ability (CR 608.2c), ``chosen_color`` as the French
    "de la couleur choisie" says; with no color chosen before (a color chosen as the permanent
    entered, "für jede Farbe"), which color is not said here: not read."""
    return _chosen_before(
        sentences,
        THAT_COLOR,
        "chosen_color",
        A.ChooseColor,
        "'dieser Farbe' without a color chosen before",
    )


def _type_chosen_before(sentences: list[Any]) -> list[Any]:
    """German "Bestimme einen Kreaturentyp. Kreaturen dieses Typs erhalten +0/+4 ...": "dieses
    Typs" is the creature type chosen before in the same ability (CR 608.2c), ``chosen_type``
    as English "of the chosen type" says; with no creature type chosen before (a type chosen as
    the permanent entered, a card type, the type of a land), which type is not said: not
    read."""
    return _chosen_before(
        sentences,
        THAT_TYPE,
        "chosen_type",
        lambda n: isinstance(n, A.MakeChoice) and n.what == "creature_type",
        "'dieses Typs' without a creature type chosen before",
    )


def _name_chosen_before(sentences: list[Any]) -> list[Any]:
    """ "Choose a nonland card name. Target player reveals their hand and discards all cards
    with that name.": "that name" is the name chosen before in the same ability (CR 201.3,
    :class:`~rulesparser.ast.NameCard`), ``chosen_name``; with no name chosen before, the
    name is not said."""
    return _chosen_before(
        sentences, THAT_NAME, "chosen_name", A.NameCard, "'that name' without a name chosen before"
    )


def _chosen_as_it_resolves(sentences: list[Any]) -> list[Any]:
    """ "Destroy all creatures of the creature type of your choice." (Extinction-like),
    "Creatures of the creature type of your choice get -3/-3 until end of turn." (CR 608.2d: the
    type is chosen as the effect resolves): a choice before the sentence and its objects "of the
    chosen type", as "Choose a creature type. Destroy all creatures of the chosen type." says.
    Only a one-shot effect on a group: a target is chosen before the spell resolves (CR 601.2c),
    a static ability has no time to choose (CR 611.3a)."""
    from .lines import _is_static

    out: list[Any] = []
    for s in sentences:
        node = s.node if isinstance(s, XDefined) else s
        marks = (
            {
                w
                for n in node.walk()
                if isinstance(n, A.ObjectRef)
                for w in n.filter
                if w.startswith(OF_CHOICE_MARK)
            }
            if isinstance(node, A.Node)
            else set()
        )
        if not marks:
            out.append(s)
            continue
        if len(marks) > 1 or _is_static(node):
            raise Unsure("a kind of your choice in a static ability or of two kinds")
        if any(
            isinstance(n, A.ObjectRef)
            and n.kind not in ("each", "all")
            and any(w.startswith(OF_CHOICE_MARK) for w in n.filter)
            for n in node.walk()
        ):
            raise Unsure("a target or single object of a kind of your choice")
        (mark,) = marks
        what = mark[len(OF_CHOICE_MARK) :]
        chosen = "chosen_color" if what == "color" else "chosen_type"

        def fix(n: A.Node, mark: str = mark, chosen: str = chosen) -> A.Node:
            if isinstance(n, A.ObjectRef) and mark in n.filter:
                return dataclasses.replace(
                    n, filter=tuple(chosen if w == mark else w for w in n.filter)
                )
            return n

        new = A.map_nodes(node, fix, only=(A.ObjectRef,))
        choose = (
            A.ChooseColor(player=YOU) if what == "color" else A.MakeChoice(player=YOU, what=what)
        )
        out += [choose, XDefined(new) if isinstance(s, XDefined) else new]
    return out


def _card_named_before(sentences: list[Any]) -> list[Any]:
    """A demonstrative card ("cette carte", German "diese Karte") in a sentence after one that
    named a card (:func:`_names_a_card`) is that card: "Vous y choisissez une carte. Ce joueur se
    défausse de cette carte." (That player discards that card.), "Exilez la carte du dessus de
    votre bibliothèque. Vous pouvez jouer cette carte ce tour-ci." Other demonstratives are left
    as they are (rulesparser.transform.lines.resolve_demonstratives)."""
    named = False
    out: list[Any] = []

    def fix(n: A.Node) -> A.Node:
        if isinstance(n, A.ObjectRef) and DEMONSTRATIVE_MARK in n.filter and n.filter[0] == "card":
            return dataclasses.replace(
                n, filter=tuple(w for w in n.filter if w != DEMONSTRATIVE_MARK)
            )
        return n

    for s in sentences:
        node = s.node if isinstance(s, XDefined) else s
        if isinstance(node, A.Node):
            new = A.map_nodes(node, fix, only=(A.ObjectRef,)) if named else node
            named = named or any(_names_a_card(n) for n in node.walk())
            out.append(XDefined(new) if isinstance(s, XDefined) else new)
        else:
            out.append(s)
    return out


#: the nodes :func:`_from_revealed_hand` reads: the objects, and what shows cards before them
_FROM_REVEALED_NODES = (A.ObjectRef, A.RevealHand, A.Exile, A.Reveal, A.LookAtTop, A.RevealUntil)


def _from_revealed_hand(sentences: list[Any]) -> list[Any]:
    """ "Target opponent reveals their hand. You choose a nonland card from it.": "from it" is
    from the hand of the player who revealed it before in the same ability (CR 701.16a), a
    card ``in_that_players_hand``; with no hand revealed before, "it" is not said. An object
    "among them" (:data:`FROM_THEM`) is one of the cards looked at before (``from_among_them``,
    CR 401.2) or of the hand revealed before (as "from it")."""
    revealed = False
    looked = False
    out: list[Any] = []

    def fix(n: A.Node) -> A.Node:
        # (nodes are rewritten in printed order: "target opponent reveals their hand and you
        # choose a nonland card from it" reveals before the choice in the same sentence)
        nonlocal revealed, looked
        if isinstance(n, A.RevealHand):
            revealed = True
        if _looks_at_cards(n):
            looked = True
        if isinstance(n, A.ObjectRef) and FROM_THEM in n.filter:
            # "among them" (German "darunter" after the noun): the cards looked at before
            # ("from among them", CR 401.2) or the hand revealed before ("from it", CR
            # 701.16a); with neither, or both, "them" is not said
            if looked == revealed:
                raise Unsure("'among them' without one group of cards shown before")
            said = "from_among_them" if looked else "in_that_players_hand"
            words = tuple(said if w == FROM_THEM else w for w in n.filter)
            return dataclasses.replace(n, filter=words)
        if (
            isinstance(n, A.Exile)
            and isinstance(n.object, A.ObjectRef)
            and n.object.kind == "each"
            and {"card", "same_name_as_that"} <= set(n.object.filter)
            and not any(w.startswith(("in_", "from_")) for w in n.object.filter)
        ):
            # German "zeigt ... die Karten auf seiner Hand offen vor und schickt alle Karten
            # mit demselben Namen wie jene Kreatur ins Exil" (Hour of Glory: "exiles all cards
            # from it"): all cards of that name in no zone said is not read (CR 400.1)
            raise Unsure("exiling all cards with the same name in no zone")
        if isinstance(n, A.ObjectRef) and "from_it" in n.filter:
            if not revealed:
                raise Unsure("'from it' without a hand revealed before")
            words = tuple("in_that_players_hand" if w == "from_it" else w for w in n.filter)
            return dataclasses.replace(n, filter=words)
        return n

    for s in sentences:
        node = s.node if isinstance(s, XDefined) else s
        if isinstance(node, A.Node):
            new = A.map_nodes(node, fix, only=_FROM_REVEALED_NODES)
            revealed = revealed or any(isinstance(n, A.RevealHand) for n in node.walk())
            looked = looked or any(_looks_at_cards(n) for n in node.walk())
            out.append(XDefined(new) if isinstance(s, XDefined) else new)
        else:
            out.append(s)
    return out


#: "the rest" after a choice, until :func:`_the_rest_of_choice` reads it (never in a parsed AST)
THE_REST = A.ObjectRef(kind="?the_rest")
#: the choosers for whom "the rest" keeps the choice's words: the player the words are said of
#: ("they control", "in their hand") is the one who sacrifices or discards
_REST_KEEPS = ("that_player_controls", "you_control", "in_its_hand", "in_your_hand")


def _the_rest_of_choice(sentences: list[Any]) -> list[Any]:
    """ "Each player chooses three permanents they control, then sacrifices the rest", "Each
    player chooses a creature they control. Destroy the rest.", "Target player chooses a card
    in their hand and discards the rest" (CR 608.2c): the rest are the objects the choice
    before could have chosen that were not chosen (``not_chosen``). The player who sacrifices
    or discards them must be the chooser; "Destroy the rest" after each player chose among
    what they control is every such object of every player. "the rest" with no choice before
    it, after a choice of another kind, or of other players is not read."""
    choice: A.ChooseObject | None = None
    out = []
    for s in sentences:
        node = s.node if isinstance(s, XDefined) else s
        if not isinstance(node, A.Node):
            out.append(s)
            continue
        if any(n is THE_REST for n in node.walk()):
            effects = list(node.effects) if isinstance(node, A.Sequence) else [node]
            new_effects = []
            for e in effects:
                if isinstance(e, A.ChooseObject):
                    choice = e
                if any(n is THE_REST for n in e.walk()):
                    e = _rest_of(e, choice)
                new_effects.append(e)
            new: A.Node = (
                dataclasses.replace(node, effects=tuple(new_effects))
                if isinstance(node, A.Sequence)
                else new_effects[0]
            )
            out.append(XDefined(new) if isinstance(s, XDefined) else new)
            continue
        for n in node.walk():
            if isinstance(n, A.ChooseObject):
                choice = n
        out.append(s)
    return out


def _rest_of(effect: A.Node, choice: A.ChooseObject | None) -> A.Node:
    """``effect`` with :data:`THE_REST` read as the objects ``choice`` left unchosen."""
    if choice is None or choice.optional or choice.object.kind != "any":
        raise Unsure("'the rest' after no choice of objects")
    words = choice.object.filter
    if not words or any(":" in w for w in words):
        raise Unsure("'the rest' of a choice with qualifiers of its own")
    actor = getattr(effect, "player", None)
    if isinstance(effect, A.Destroy):
        if choice.player.kind == "each_player":
            # every player chose among what they control: the rest is every such object
            words = tuple(w for w in words if w != "that_player_controls")
        elif choice.player != YOU:
            raise Unsure("'Destroy the rest' after another player's choice")
    elif not isinstance(effect, (A.Sacrifice, A.Discard)) or not (
        actor in (None, choice.player)
        # ("Target player chooses ... and discards the rest": the subject continued as "that
        # player", the chooser)
        or (actor.kind == "that_player" and choice.player != YOU)
    ):
        raise Unsure("'the rest' left to another player than the chooser")
    if isinstance(effect, A.Discard) and not {"in_its_hand", "in_your_hand"} & set(words):
        raise Unsure("discarding the rest of a choice not made in a hand")
    if isinstance(effect, A.Sacrifice) and not {"that_player_controls", "you_control"} & set(words):
        raise Unsure("sacrificing the rest of a choice not made among permanents controlled")
    rest = A.ObjectRef(kind="each", filter=(*words, "not_chosen"))
    return A.map_nodes(effect, lambda n: rest if n is THE_REST else n, only=(A.ObjectRef,))


def _check_other_after_chosen(sentences: list[Any]) -> None:
    """ "Choose a creature or planeswalker, then destroy all other creatures and planeswalkers":
    after an object chosen in the same ability, "other" is other than the chosen one, which the
    AST's "other" (other than this object, CR 109) does not say; not understood."""
    chosen = False
    for s in sentences:
        node = s.node if isinstance(s, XDefined) else s
        if not isinstance(node, A.Node):
            continue
        for e in node.effects if isinstance(node, A.Sequence) else (node,):
            if chosen and any(
                isinstance(n, A.ObjectRef) and {"other", "another"} & set(n.filter)
                for n in e.walk()
            ):
                raise Unsure("'other' after an object chosen: other than the chosen one")
            chosen = chosen or any(isinstance(n, A.ChooseObject) for n in e.walk())


def _looks_at_cards(n: A.Node) -> bool:
    """Whether ``n`` shows cards of a library that "them" / "the rest" may name after it:
    looking at the top cards (CR 401.2) or revealing or exiling several of them."""
    if isinstance(n, (A.LookAtTop, A.RevealUntil, A.ExileUntil)):
        return True
    obj = getattr(n, "object", None)
    return (
        isinstance(n, (A.Reveal, A.Exile))
        and isinstance(obj, A.ObjectRef)
        and obj.kind == "top_of_library"
        and obj.count not in (None, 1)
    )


def _check_looked_at(sentences: list[Any]) -> None:
    """ "put them back" / "put one of them into your hand" / "a card from among them" / "the
    rest" name the cards looked at (or revealed) before in the same ability (CR 401.2);
    without a look before them, "them" is not said."""
    looked = False
    for s in sentences:
        node = s.node if isinstance(s, XDefined) else s
        for n in node.walk():
            if _looks_at_cards(n):
                looked = True
            elif isinstance(n, (A.PutBackInAnyOrder, A.PutChosenAndRest, A.PutRest)) or (
                isinstance(n, A.ObjectRef) and "from_among_them" in n.filter
            ):
                if not looked:
                    raise Unsure("'them' without the cards looked at")


@dataclass(frozen=True)
class ChosenCount:
    """How many of the cards looked at "put ... of them" chooses (``amount``; ``up_to``:
    "up to two of them"), before its destination (:meth:`EffectsMixin.put_chosen_and_rest`)."""

    amount: Any
    up_to: bool = False


@dataclass(frozen=True)
class ChosenDestination:
    """Where "put ... of them" puts the chosen cards: ``hand``, ``graveyard``,
    ``library_top``."""

    zone: str


@dataclass(frozen=True)
class FlipResult:
    """ "If you win the flip, [effect]." / "If you lose the flip, [effect]." after "Flip a
    coin." (CR 705.2): it fills ``won`` / ``lost`` of the :class:`~rulesparser.ast.FlipCoin`
    before it (:func:`_merge_flips`); anywhere else it is not understood."""

    won: bool
    effect: A.Node


@dataclass(frozen=True)
class VoteSaid:
    """A :class:`~rulesparser.ast.Vote` with the words of its choices as printed, until the
    outcomes after it name them (:func:`_merge_votes`)."""

    vote: A.Vote
    words: tuple[str, ...]


@dataclass(frozen=True)
class VoteResult:
    """ "If [word] gets more votes [or the vote is tied], [effect]." after a vote (CR 701.38a):
    an outcome of the :class:`VoteSaid` before it (:func:`_merge_votes`); anywhere else it is
    not understood."""

    word: str
    or_tied: bool
    effect: A.Node


@dataclass(frozen=True)
class NewTargets:
    """ "You may choose new targets for the copy." after copying a spell (CR 707.10c): it makes
    the :class:`~rulesparser.ast.CopySpell` before it say ``new_targets``; anywhere else it is
    not understood (:func:`_join_followups`)."""


@dataclass(frozen=True, kw_only=True)
class TheDamageUnpreventable(A.Node):
    """ "The damage can't be prevented." (German "Dieser Schaden kann nicht verhindert werden.",
    French "Ces blessures ne peuvent pas être prévenues.") after a sentence that deals damage
    (CR 615.12): it makes that damage an :class:`~rulesparser.ast.UnpreventableDamage`; anywhere
    else it is not understood (:func:`_join_followups`); never in a parsed AST."""

    type_name: ClassVar[str] = "the_damage_unpreventable"


@dataclass(frozen=True, kw_only=True)
class CopiedSpellHasTargets(A.Node):
    """The condition "If the spell has any targets," of "... you may choose new targets for the
    copy" (CR 707.10c: new targets can be chosen only for a copy of a spell with targets): the
    :class:`NewTargets` after it reads without it; any other effect under it is not
    understood (:func:`_join_followups`); never in a parsed AST."""

    type_name: ClassVar[str] = "copied_spell_has_targets"


@dataclass(frozen=True)
class AddedPhase:
    """One phase "there is an additional [combat / main] phase" adds (CR 500.8)."""

    name: str


@dataclass(frozen=True)
class XDefined:
    """A sentence whose X its ", where X is ..." gave (:meth:`EffectsMixin.sentences` checks
    that no other sentence of the ability uses an X)."""

    node: A.Node


def _where_x(node: A.Node, count: A.Count) -> A.Node:
    """``node`` with every ``Variable("X")`` replaced by ``count``, and every object compared
    with X ("target creature card with mana value X or less") compared with ``count`` (CR
    107.3c: the value of X the text defines; :func:`_x_in_filters`); a sentence without an X
    whose value it could take is not understood."""
    from rulesparser.parser import substitute  # the parser imports this package

    found = [n for n in node.walk() if isinstance(n, A.Variable) and n.name == "X"]
    in_filter = any(
        isinstance(n, A.ObjectRef) and any(w.endswith(("=X", "<X", ">X")) for w in n.filter)
        for n in node.walk()
    )
    if not found and not in_filter and isinstance(count, A.Count):
        paid = _x_generic_mana(node, count)
        if paid is not None:
            return paid
    if in_filter:
        node = _x_in_filters(node, count)
    elif not found:
        raise Unsure("'where X is' without an amount X in the sentence")
    return _its_is_the_subject(substitute(node, {"X": count}))


#: a filter word comparing a characteristic with X ("mana_value<=X"): the characteristic and
#: the comparison of a :class:`~rulesparser.ast.CharacteristicComparison`
_X_FILTER_RE = re.compile(r"^(power|toughness|mana_value)(<=|>=|=)X$")


def _x_in_filters(node: A.Node, count: A.Node) -> A.Node:
    """``node`` whose objects compared with X ("with mana value X or less", "with toughness X
    or less", "with power X or greater") are compared with ``count``, the number ", where X is
    ..." defines (CR 107.3c, 109.3): a :class:`~rulesparser.ast.ComparedObjectRef` as "with mana
    value less than or equal to [count]" reads. An X compared otherwise ("less than X"), or in
    an object named before ("that card"), is not understood (raises :class:`Unsure`)."""
    from rulesparser.parser import _replace  # the parser imports this package

    def fn(n: Any) -> Any:
        if not isinstance(n, A.ObjectRef):
            return n
        words = [w for w in n.filter if w.endswith(("=X", "<X", ">X"))]
        if not words:
            return n
        if n.kind in ("that", "it", "self"):
            raise Unsure("an X compared in an object named before")
        compare = []
        for w in words:
            m = _X_FILTER_RE.match(w)
            if m is None:
                raise Unsure("X compared in a way no characteristic comparison says")
            compare.append(
                A.CharacteristicComparison(characteristic=m.group(1), op=m.group(2), amount=count)
            )
        rest = tuple(w for w in n.filter if w not in words)
        before = n.compare if isinstance(n, A.ComparedObjectRef) else ()
        return A.ComparedObjectRef(
            kind=n.kind, filter=rest, count=n.count, up_to=n.up_to, compare=before + tuple(compare)
        )

    return _replace(node, fn)


#: the mana symbol {X} alone (CR 107.3)
_X_MANA = A.ManaCost(symbols=("X",))


def _x_generic_mana(node: A.Node, count: A.Count) -> A.Node | None:
    """``node`` whose one mana cost {X} is generic mana of the amount ``count`` (CR 107.3,
    601.2f), as "{1} for each" says it: "unless its controller pays {X}, where X is ~'s power"
    (a cost of that much generic mana, the :class:`~rulesparser.ast.Cost` component a count is
    for "pays {1} for each card in your hand"), "cost {X} less to cast, where X is your
    devotion to black" ({1} less for each, :class:`~rulesparser.ast.CostChange`). None when
    {X} is said anywhere else (a mana ability, a payment on its own) or more than once."""
    from rulesparser.parser import _replace  # the parser imports this package

    xs = [n for n in node.walk() if isinstance(n, A.ManaCost) and "X" in n.symbols]
    if len(xs) != 1 or xs[0] != _X_MANA:
        return None
    done: list[A.Node] = []

    def fn(n: Any) -> Any:
        if isinstance(n, A.Cost) and _X_MANA in n.components and len(n.components) == 1:
            done.append(n)
            return A.Cost(components=(count,))
        if isinstance(n, A.CostChange) and n.mana == _X_MANA and n.amount == 1:
            done.append(n)
            return dataclasses.replace(n, mana=A.ManaCost(symbols=("1",)), amount=count)
        return n

    out = _replace(node, fn)
    return out if len(done) == 1 else None


def _subject_pronoun(count: Any, subject: A.ObjectRef) -> Any:
    """A count of "its [power]" in a clause whose subject is an object is a count of that
    subject ("~ gets +X/+0, where X is its power": the power of ~; "target creature deals
    damage equal to its power": the power of the creature chosen, CR 115.1); other counts
    are left as they are."""
    if not isinstance(count, A.Count) or count.object != IT:
        return count
    if subject.kind in ("self", "it", "that", "enchanted", "equipped"):
        return dataclasses.replace(count, object=subject)
    if subject.kind == "target":
        return dataclasses.replace(count, object=A.ObjectRef(kind="that"))
    raise Unsure("'its' after a subject that is not one object")


def _attacked_by_subject(recipient: Any, subject: A.ObjectRef) -> Any:
    """ "[object] deals 1 damage to the player or planeswalker it's attacking": "it" is the
    subject, the creature dealing the damage (CR 506.3, 508.1b); a subject that is not one
    object leaves "it" unsure. Other recipients are left as they are."""
    if not isinstance(recipient, A.AttackedBy) or recipient.object != IT:
        return recipient
    if subject.kind in ("self", "it", "that", "enchanted", "equipped"):
        return A.AttackedBy(object=subject)
    raise Unsure("'it's attacking' after a subject that is not one object")


def _its_is_the_subject(node: A.Node) -> A.Node:
    """:func:`_subject_pronoun` on every damage and P/T change of ``node``."""
    from rulesparser.parser import _replace  # the parser imports this package

    def fn(n: Any) -> Any:
        if isinstance(n, A.DealDamage) and isinstance(n.damage_source, A.ObjectRef):
            return dataclasses.replace(n, amount=_subject_pronoun(n.amount, n.damage_source))
        if isinstance(n, A.ModifyPowerToughnessBy) and isinstance(n.object, A.ObjectRef):
            return dataclasses.replace(n, amount=_subject_pronoun(n.amount, n.object))
        return n

    return _replace(node, fn)


@dataclass(frozen=True)
class PlayCard:
    """ "play / cast [object] [without paying its mana cost]" (CR 601.2, 118.9): only read
    after "you may" (:meth:`EffectsMixin._finish`): with a duration ("this turn") a lasting
    :class:`~rulesparser.ast.PlayPermission`; "cast ... without paying its mana cost" with no
    duration a :class:`~rulesparser.ast.CastWithoutPaying` as the ability resolves."""

    object: A.ObjectRef
    cast: bool
    without_paying: bool
    duration: A.Duration | None = None


def _plus_count(ch: list[Any]) -> A.Sum:
    """ "1 plus [count]" (CR 107.3): the sum of the number and the count."""
    number = next(c for c in ch if isinstance(c, int) and not isinstance(c, bool))
    count = one(ch, A.Count)
    if count is None:
        raise Unsure("a number plus something that is not a count")
    return A.Sum(terms=(number, count))


@dataclass(frozen=True)
class AttachedTo:
    """ "attached to [object]" after "onto the battlefield" (CR 303.4f, 301.5c): a modifier of
    :meth:`EffectsMixin._onto_battlefield`."""

    object: A.ObjectRef


@dataclass(frozen=True)
class LookTopAnyTime:
    """ "look at the top card of your library any time" (CR 401.2): only read after "you may"
    (:meth:`EffectsMixin._finish`), a :class:`~rulesparser.ast.LookAnyTime` for as long as the
    static ability applies."""


@dataclass(frozen=True)
class AdditionalLands:
    """ "play an additional land [on each of your turns]" (CR 305.2): only read after "you
    may" (:meth:`EffectsMixin._finish`), an :class:`~rulesparser.ast.AdditionalLandPlays` for
    the clause's duration ("this turn") or, "on each of your turns", for as long as the static
    ability applies."""

    amount: int
    each_turn: bool
    #: a duration printed inside the verb phrase (German "Du kannst in diesem Zug ein
    #: zusätzliches Land spielen")
    inner: A.Duration | None = None
    #: "on each of their turns": the turns of the player the clause is about (read after "each
    #: player may" only)
    their: bool = False
    #: the clause's subject ("Each player may play ..."), None for you
    player: A.PlayerRef | None = None
    #: the clause's trailing duration ("this turn")
    duration: A.Duration | None = None


@dataclass(frozen=True)
class InsteadIf:
    """ "If [condition], [effect] instead." / "If [condition], instead [effect]." after the
    sentence whose effect it replaces (CR 614.1a "instead" inside one resolving ability,
    CR 608.2c): folded into that effect by :func:`_fold_conditions`."""

    condition: A.Node
    effect: A.Node
    #: "If [condition], instead [effect] and [effect]." (several clauses after a leading
    #: "instead"): they replace the whole sentence before, not one effect of its kind
    whole: bool = False


@dataclass(frozen=True)
class OtherwiseThen:
    """ "Otherwise, [effect]." after "If [condition], [effect]." (CR 608.2c): folded by
    :func:`_fold_conditions` into a :class:`~rulesparser.ast.ConditionalOtherwise`."""

    effect: A.Node


@dataclass(frozen=True)
class IfYouCantThen:
    """ "If you can't, [effect]." after an instruction (CR 608.2c): folded by
    :func:`_fold_conditions` into a :class:`~rulesparser.ast.IfYouCant`."""

    effect: A.Node


@dataclass(frozen=True)
class ThenSentence:
    """A sentence opened by a "then" that may continue a condition before it (German "Dann",
    :meth:`~EffectsMixin.pre_then_sentence`); :func:`_then_sentences` takes it off or refuses
    the ability."""

    effect: A.Node


@dataclass(frozen=True)
class CounteredTo:
    """ "If that spell is countered this way, exile it instead of putting it into its owner's
    graveyard.": where the spell the sentence before counters goes (:func:`_countered_to`)."""

    destination: str


def _with_destination(n: A.Node, to: str) -> A.Node | None:
    """The counter ``n`` (or "counter ... unless its controller pays {X}") with its countered
    spell going ``to``; None when ``n`` is no such counter."""
    if isinstance(n, A.CounterObject) and n.destination is None:
        return dataclasses.replace(n, destination=to)
    if isinstance(n, A.UnlessPays):
        inner = _with_destination(n.effect, to)
        return None if inner is None else dataclasses.replace(n, effect=inner)
    return None


def _then_sentences(sentences: list[Any]) -> list[Any]:
    """The sentences of an ability with each :class:`ThenSentence` taken off. German prints
    make a sentence of their own of an English ", then ..." that the leading condition before it
    covers ("Falls der ~ ein Phyrexianer ist, lege eine +1/+1-Marke auf ihn. Dann ziehst du eine
    Karte und verlierst 1 Lebenspunkt.", Oracle "If ~ is a Phyrexian, put a +1/+1 counter on it,
    then you draw a card and you lose 1 life.") as of the English ". Then" that it doesn't
    ("Falls du ..., erhält die Kreatur ... +1/+1 ... Dann kämpfen die Kreaturen gegeneinander.",
    Oracle "If ..., the creature you control gets +1/+1 until end of turn. Then those creatures
    fight"): after a sentence with a leading condition (CR 608.2c) whether the condition still
    holds is not guessed."""
    if not any(isinstance(s, ThenSentence) for s in sentences):
        return sentences
    out: list[Any] = []
    for s in sentences:
        if isinstance(s, ThenSentence):
            if out and isinstance(out[-1], A.Conditional):
                raise Unsure("'Dann' after a sentence with a leading condition")
            s = s.effect
        out.append(s)
    return out


def _countered_to(sentences: list[Any]) -> list[Any]:
    """A :class:`CounteredTo` sentence sets the ``destination`` of the counter of the sentence
    just before it (CR 701.6a); after any other sentence it is not understood."""
    out: list[Any] = []
    for s in sentences:
        if isinstance(s, CounteredTo):
            prev = out[-1] if out else None
            new = _with_destination(prev, s.destination) if isinstance(prev, A.Node) else None
            if new is None:
                raise Unsure("'countered this way' without a spell countered just before")
            out[-1] = new
            continue
        out.append(s)
    return out


@dataclass(frozen=True)
class ChooseNotToUntap:
    """ "choose not to untap ~ during your untap step" (CR 502.3): only read after "you may",
    as the controller's choice each untap step (:meth:`EffectsMixin._finish`)."""

    restriction: A.Restriction


@dataclass(frozen=True)
class PayMana:
    """ "pay {1}" as an effect (CR 118.1): only "you may pay [mana]" is read, as a
    :class:`~rulesparser.ast.MayPay` (its "If you do" follows)."""

    cost: A.Node


@dataclass(frozen=True)
class PayLife:
    """ "pay N life" as an effect (CR 119.4): paying life is losing it, but a player may pay
    an amount only if their life total is at least that amount. "You may pay 2 life. If you
    do, ..." is a :class:`~rulesparser.ast.MayPay` of that life (:meth:`Effects._finish`), which
    is refused to a player with less life (CR 118.3, 119.4); any other "pay N life" stays the
    life loss ``loss`` it is."""

    loss: A.LoseLife


@dataclass(frozen=True)
class PayManaTimes:
    """ "pay {1}{W} any number of times" as an effect (CR 608.2d, 118.1): only after "you may",
    a :class:`~rulesparser.ast.MayPayAnyNumberOfTimes`."""

    cost: A.Node


@dataclass(frozen=True)
class PaidTimesReflexive:
    """ "When you pay this cost one or more times, [effect]." (CR 603.12): the
    :class:`~rulesparser.ast.ReflexiveTrigger` ``trigger`` (or its ``XDefined``) of the
    :class:`~rulesparser.ast.MayPayAnyNumberOfTimes` the sentence before ends with
    (:func:`_paid_times_reflexive`); after anything else it is not understood."""

    trigger: Any


def _paid_times_reflexive(sentences: list[Any]) -> list[Any]:
    """Each :class:`PaidTimesReflexive` made its reflexive trigger, when the sentence before it
    ends with "you may pay [cost] any number of times" (CR 603.12: "this cost" is that one);
    raises :class:`Unsure` otherwise."""
    if not any(isinstance(s, PaidTimesReflexive) for s in sentences):
        return sentences
    out: list[Any] = []
    for s in sentences:
        if isinstance(s, PaidTimesReflexive):
            prev = out[-1] if out else None
            prev = prev.node if isinstance(prev, XDefined) else prev
            if not isinstance(_last_effect(prev), A.MayPayAnyNumberOfTimes):
                raise Unsure("'when you pay this cost' after no payment any number of times")
            s = s.trigger
        out.append(s)
    return out


@dataclass(frozen=True, kw_only=True)
class PaymentDemanded(A.Node):
    """ "pay {1}{W}{W}" said as an instruction, not "you may pay" (Pacts: "At the beginning of
    your next upkeep, pay {1}{W}{W}. If you don't, you lose the game."): read only with the
    "If you don't" sentence right after it, as "[that effect] unless you pay [cost]" (CR
    118.12, :func:`_pay_or_else`); anywhere else not understood; never in a parsed AST."""

    type_name: ClassVar[str] = "payment_demanded"
    cost: A.Node


#: "they" after "unless" (:meth:`EffectsMixin.unless_they`): the clause's player subject
_THEY = A.PlayerRef(kind="they")


@dataclass(frozen=True)
class Clause:
    """One clause: its effect (or predicate with its subject), "you may", duration, for-each."""

    effect: Any
    subject: A.ObjectRef | None = None
    may: bool = False
    duration: A.Duration | None = None
    for_each: A.Count | None = None
    unless: tuple[A.PlayerRef, A.ManaCost] | None = None
    delayed: A.StepTrigger | None = None
    unless_condition: A.Node | None = None
    condition: A.Node | None = None
    #: abilities said with the verb of the clause before ("erhält bis zum Ende des Zuges
    #: +1/+1 und Erstschlag"): that verb's duration is theirs too
    shares_verb: bool = False
    #: "instead" said inside the verb phrase (German "schicke sie stattdessen ins Exil"): the
    #: sentence's, as if said after it (:class:`InsteadSaid`)
    instead: bool = False
    #: the player said as the clause's subject ("Target player draws a card"): a following
    #: clause without a subject is that player's too ("... and loses 1 life")
    player: A.PlayerRef | None = None
    #: who chooses, when "may" follows a player other than you ("Each player may ...")
    may_player: A.PlayerRef | None = None
    #: an infinitive with no "you may" of its own (German "... und auf deine Hand nehmen"):
    #: only the continuation of a "you may" clause before it
    infinitive: bool = False
    #: the count a "so viele" amount is, said after the clause (German "..., wie du Länder
    #: kontrollierst")
    as_many: A.Count | None = None
    #: the condition was said after the effect in a language whose grammar says that this is
    #: no intervening "if" (English "Draw a card if ...", CR 603.4): :class:`TrailingIf`
    trailing_if: bool = False
    #: the condition was said after a one-shot effect in a word order that does not tell it
    #: from an intervening "if" (German "..., falls ..."): :class:`UnplacedIf`
    unplaced_if: bool = False


_EXTRAS = (
    "unless",
    "delayed",
    "unless_condition",
    "condition",
    "as_many",
    "trailing_if",
    "unplaced_if",
)


@dataclass(frozen=True)
class AlsoObject:
    """One more object of the verb of the clause before it, with its own quantifier, said
    after that clause's object ("Destroy target artifact and target enchantment"): folded
    into that verb's object by :func:`_fold_also_objects`."""

    ref: A.ObjectRef


#: the verbs one object phrase of several objects, each with its own quantifier, is read after
#: (:func:`object_union`): the object is all of them
_SEVERAL_OBJECTS = (
    A.Destroy,
    A.Exile,
    A.Tap,
    A.Untap,
    A.Sacrifice,
    A.ReturnToHand,
    A.SearchLibrary,
)


def _searched(obj: A.ObjectRef) -> A.ObjectRef:
    """An object searched for in a library (CR 701.19): in that library, so a "dans votre
    bibliothèque" said after it adds nothing, nor a "dans sa bibliothèque" of a player who
    searches ("Son contrôleur peut chercher une carte de terrain de base dans sa bibliothèque",
    Path to Exile: the searcher's library is the one searched, ``SearchLibrary.library`` None);
    a card (CR 110.1): "for a basic land" (German "nach einem Standardland") is "for a basic
    land card"."""
    if {"in_your_library", "in_its_library"} & set(obj.filter):
        obj = dataclasses.replace(
            obj,
            filter=tuple(w for w in obj.filter if w not in ("in_your_library", "in_its_library")),
        )
    return dataclasses.replace(obj, filter=as_card(obj.filter))


def _from_among_them_said_first(node: A.Node) -> A.Node:
    """``node`` (a sentence opened by "from among them", CR 401.2) with its one card that is in
    no zone said qualified "from among them" (the filter's qualifiers sorted, as
    :meth:`.phrases.PhrasesMixin._object` makes them after the card's words). A sentence that
    names no such card, or several, is :class:`Unsure`: which one is among them?"""
    if not isinstance(node, A.Node):
        raise Unsure("'from among them' before a sentence that is not one effect")

    def bare_card(ref: A.Node) -> bool:
        return (
            isinstance(ref, A.ObjectRef)
            and ref.kind in ("any", "each")
            and "card" in ref.filter
            and not any(w.startswith(("in_", "from_")) for w in ref.filter)
        )

    found = {ref for ref in node.walk() if bare_card(ref)}
    if len(found) != 1:
        raise Unsure("'from among them' before a sentence naming no card or several")

    def among(ref: A.Node) -> A.Node:
        if ref not in found:
            return ref
        at = ref.filter.index("card") + 1
        posts = sorted((*ref.filter[at:], "from_among_them"))
        return dataclasses.replace(ref, filter=(*ref.filter[:at], *posts))

    return A.map_nodes(node, among)


def _objects(ch: list[Any]) -> A.ObjectRef | A.ObjectUnion | None:
    """The object of a verb that takes several objects (:data:`_SEVERAL_OBJECTS`): one object
    phrase, an ``object_list`` or one phrase naming several (:class:`SeveralObjects`)."""
    obj = one(ch, A.ObjectRef, A.ObjectUnion, SeveralObjects)
    if isinstance(obj, SeveralObjects):
        next(SEVERAL_READ)
        return obj.union
    return obj


def _fold_also_objects(ch: list[Any]) -> list[Any]:
    """The clauses of a clause sequence with the objects said after a clause's own
    (:class:`AlsoObject`) made one object of its verb (:func:`object_union`): only a verb of
    :data:`_SEVERAL_OBJECTS` whose clause ends with its object."""
    out: list[Any] = []
    extra: list[A.ObjectRef] = []

    def flush() -> None:
        if not extra:
            return
        c = out[-1] if out else None
        eff = c.effect if isinstance(c, Clause) else None
        if (
            type(eff) not in _SEVERAL_OBJECTS
            or c.subject is not None
            or c.duration is not None
            or c.for_each is not None
            or c.instead
            or any(getattr(c, x) for x in _EXTRAS)
            or not isinstance(eff.object, A.ObjectRef)
            or (isinstance(eff, A.Exile) and eff != A.Exile(object=eff.object, player=eff.player))
        ):
            raise Unsure("an object after a clause whose verb does not take it")
        if isinstance(eff, A.SearchLibrary):
            # "Search your library for a Forest card and a Plains card" (CR 701.19): each a card
            # of that library, found in the same search
            extra[:] = [_searched(r) for r in extra]
        union = object_union([eff.object, *extra])
        out[-1] = dataclasses.replace(c, effect=dataclasses.replace(eff, object=union))
        extra.clear()

    for c in ch:
        if isinstance(c, AlsoObject):
            extra.append(c.ref)
            continue
        flush()
        out.append(c)
    flush()
    return out


@dataclass(frozen=True)
class Mid:
    """A verb phrase with the parts a language prints between its verb and its complement
    (German "Du erhältst für jedes Land, das du kontrollierst, 1 Lebenspunkt dazu", "Übernimm
    bis zum Ende des Zuges die Kontrolle über ..."): the clause takes the duration and the
    "for each" count as if they were printed after the verb phrase (:meth:`clause`)."""

    effect: Any
    duration: A.Duration | None = None
    for_each: A.Count | None = None
    #: "instead" printed inside the verb phrase (German "opfere stattdessen die ~")
    instead: bool = False
    #: the step of a trigger printed right after the verb (German verb-second "Erzeuge zu
    #: Beginn jedes Versorgungssegments einen ... Spielstein", :meth:`verb_delayed`)
    delayed: A.StepTrigger | None = None


def _sacrifice_unless(keep: A.Sacrifice, cost: A.Node) -> A.SacrificeUnlessPay:
    """Sacrificing this permanent unless you pay ``cost`` (CR 118.12): a mana cost, or an
    action of yours that is a cost (a sacrifice, a discard, a return to its owner's hand).
    Raises ``Unsure`` for another action or one of another player."""
    if isinstance(cost, (A.Sacrifice, A.ReturnToHand)) and cost.player in (None, YOU):
        pass
    elif isinstance(cost, A.Discard) and cost.player in (None, YOU):
        pass
    elif not isinstance(cost, (A.ManaCost, A.LoseLife)):
        raise Unsure("an action that is no cost of yours kept this permanent")
    return A.SacrificeUnlessPay(object=keep.object, cost=A.Cost(components=(cost,)))


@dataclass(frozen=True)
class InsteadSaid:
    """The clauses of a sentence one of which says "instead" inside its verb phrase (German
    "Falls eine Kreatur sterben würde, schicke sie stattdessen ins Exil."): the sentence takes
    it as the "instead" English prints after the clauses (:meth:`sentence`, CR 614.1a). Only a
    sentence reads it; any other rule that meets it leaves the line unparsed."""

    node: A.Node
    #: "instead" said in the first of several clauses only ("Falls sie ein Mensch ist, erhält
    #: sie stattdessen +3/+3 und Unzerstörbarkeit ...", "..., lege stattdessen eine +1/+1-Marke
    #: auf sie und sie erhält +1/+1 ..."): said before the clauses, as English "If it's a
    #: Human, instead it gets +3/+3 and gains indestructible" (the Oracle templating since
    #: 2020): the clauses together replace the sentence before (:class:`InsteadIf` ``whole``)
    leading: bool = False


def _lead_duration(lead: A.Duration, clauses: list[Clause]) -> list[Clause]:
    """A duration said before the clauses ("Until end of turn, target creature gains trample
    and gets +X/+X", French "Jusqu'à la fin du tour, ...") covers every clause of the one
    subject after it (CR 611.2), as a trailing duration does; clauses of another subject after
    them, a clause that takes no duration or has its own are not understood."""
    out = []
    for i, c in enumerate(clauses):
        if i > 0 and c.subject is not None:
            raise Unsure("a leading duration before clauses of several subjects")
        if (
            i > 0
            and c.duration is None
            and isinstance(c.effect, Predicate)
            and not c.effect.has_duration
            and c.effect.timed is not None
        ):
            # "Solange der ~ getappt bleibt, erhält ein Goblin deiner Wahl +2/+2 und hat Eile":
            # one duration for both verbs, the having said as gaining for that time (as a
            # trailing duration, clause_seq)
            c = dataclasses.replace(c, effect=c.effect.timed)
        if c.duration is None and isinstance(c.effect, PlayCard):
            # "Until end of turn, you may play that card" (Abbot of Keral Keep) = "You may play
            # that card this turn": the permission lasts that long (CR 611.2, 601.2)
            out.append(dataclasses.replace(c, duration=lead))
            continue
        if (
            c.duration is None
            and isinstance(c.effect, A.PlayerRestriction)
            and c.effect.duration == PERMANENT
            and lead == A.Duration(kind="rest_of_game")
        ):
            # "For the rest of the game, you can't cast spells." (epic, CR 702.50a): the
            # restriction a resolving spell creates lasts for the rest of the game (CR 611.2a)
            out.append(dataclasses.replace(c, effect=dataclasses.replace(c.effect, duration=lead)))
            continue
        if c.duration is None and isinstance(c.effect, A.KeepUnspentMana):
            # "Until end of turn, you don't lose this mana as steps and phases end."
            out.append(dataclasses.replace(c, duration=lead))
            continue
        if c.duration is not None or not (
            isinstance(c.effect, Predicate) and c.effect.has_duration
        ):
            raise Unsure("a leading duration before a clause that takes none or has its own")
        out.append(dataclasses.replace(c, duration=lead))
    return out


#: zones that hold only their player's own cards (CR 400.3: a card goes to its owner's hand,
#: library or graveyard)
_OWN_ZONES = ("in_your_graveyard", "in_your_hand")


def _check_your_library(obj: A.ObjectRef, ch: list[Any]) -> None:
    """ "... on top of / on the bottom of your library": a card goes to its owner's library
    (CR 400.3, 401.4), so "your library" is only said of a card of yours: the card itself, one
    named before, or one from your graveyard or hand. Anything else is not understood."""
    whose = [c for c in ch if isinstance(c, str) and not isinstance(c, Token)]
    if "your" not in whose or obj.kind in ("it", "that", "self"):
        return
    if not any(w in _OWN_ZONES for w in obj.filter):
        raise Unsure("a card put into your library that may not be yours")


@dataclass(frozen=True, kw_only=True)
class TrailingIf(A.Conditional):
    """A :class:`~rulesparser.ast.Conditional` said after its effect ("Draw a card if you
    control an artifact"): never an intervening "if" of a triggered ability (CR 603.4).
    :func:`rulesparser.cardtext.parse_card_text` makes it a plain Conditional."""


@dataclass(frozen=True, kw_only=True)
class ImplicitSelf(A.ObjectRef):
    """The subject the printings of 1994-1998 leave unsaid at the start of a creature's ability
    ("{U}: Fliegend bis zum Ende des Zuges.", "Hat Erstschlag", "Kommt getappt ins Spiel."):
    the card itself, as the old printings' "{R}: +1/+0 bis zum Ende des Zuges." (Oracle "~
    gains flying until end of turn"). Only the first clause of an ability's first sentence
    outside a trigger or a mode says it (:func:`rulesparser.cardtext.parse_card_text` checks and
    makes it a plain ``ObjectRef(kind="self")``); anywhere else the line is left unparsed."""


#: the finding on an ability whose 1994-1998 verb without a subject was read as the card itself
IMPLICIT_SUBJECT = "implicit-subject"


def has_implicit_self(node: Any) -> bool:
    """Whether ``node`` holds an :class:`ImplicitSelf` subject."""
    return isinstance(node, A.Node) and any(isinstance(n, ImplicitSelf) for n in node.walk())


#: "you control ~" (CR 611.2b's "for as long as you control ~")
_YOU_CONTROL_SELF = A.Exists(object=A.ObjectRef(kind="self", filter=("you_control",)))


@dataclass(frozen=True, kw_only=True)
class UnplacedIf(TrailingIf):
    """A condition said after a one-shot effect where the language's word order does not tell
    a condition checked as the effect is done (CR 608.2c) from a triggered ability's intervening
    "if" (CR 603.4): German "Ziehe eine Karte, falls du ein Artefakt kontrollierst". Outside a
    triggered ability it is a :class:`TrailingIf`; inside one
    (:meth:`rulesparser.transform.lines.LinesMixin.triggered`) it leaves the line unparsed."""


def has_unplaced_if(node: Any) -> bool:
    """Whether ``node`` holds an :class:`UnplacedIf` (a German trailing "falls")."""
    return isinstance(node, A.Node) and any(isinstance(n, UnplacedIf) for n in node.walk())


@dataclass(frozen=True, kw_only=True)
class StaticBecomes(A.Becomes):
    """A :class:`~rulesparser.ast.Becomes` said with "is" ("Enchanted land is an Island",
    "Nonbasic lands are Mountains"): the effect of a static ability (CR 604.1, 611.3), never a
    one-shot "becomes". :func:`plain_conditionals` makes it a plain Becomes."""


def _static_becomes(node: A.Node) -> A.Node:
    if not isinstance(node, A.Becomes):
        raise Unsure("'is' of something other than a type change")
    return StaticBecomes(**{f.name: getattr(node, f.name) for f in dataclasses.fields(node)})


def plain_conditionals(node: Any) -> Any:
    """``node`` with every :class:`TrailingIf` a plain Conditional and every
    :class:`StaticBecomes` a plain Becomes."""

    def fn(n: A.Node) -> A.Node:
        if isinstance(n, TrailingIf):
            return A.Conditional(condition=n.condition, effect=n.effect, source=n.source)
        if isinstance(n, ImplicitSelf):
            return A.ObjectRef(kind="self", source=n.source)
        if isinstance(n, StaticBecomes):
            return A.Becomes(**{f.name: getattr(n, f.name) for f in dataclasses.fields(n)})
        return n

    return A.map_nodes(node, fn, only=(TrailingIf, ImplicitSelf, StaticBecomes))


#: the player kinds of a target (CR 115.1), and the player a later mention of it is
_TARGET_PLAYER_KINDS = frozenset({"target_player", "target_opponent"})
_THAT_PLAYER = A.PlayerRef(kind="that_player")


def _continued_players(clauses: list[Clause]) -> list[Clause]:
    """A clause without a subject after one whose subject is a player is that player's too:
    "Target player draws a card and loses 1 life", "Each player discards their hand, then
    draws seven cards" (the verb's player is the subject said before, not you)."""
    out: list[Clause] = []
    said: A.PlayerRef | None = None
    for c in clauses:
        if c.player is not None:
            said = c.player
        elif c.subject is not None:
            said = None
        elif said is not None and said != YOU and not isinstance(c.effect, (Predicate, Mid)):
            # a target said once is chosen once (CR 115.1): "Target player draws two cards and
            # loses 2 life" is one target, the second verb's player "that player" (as "Target
            # player draws two cards. That player loses 2 life." says it), not a second target
            player = _THAT_PLAYER if said.kind in _TARGET_PLAYER_KINDS else said
            # (a verb without a subject says "you" by default)
            if getattr(c.effect, "player", None) in (None, YOU):
                c = dataclasses.replace(c, effect=_with_field(c.effect, "player", player))
            c = dataclasses.replace(c, player=player)
        out.append(c)
    return out


#: the member of the current turn of a "For each ..." (:class:`~rulesparser.ast.ForEach`)
_CURRENT_OBJECT = A.ObjectRef(kind="current")
_CURRENT_PLAYER = A.PlayerRef(kind="current")


def _map_outside_abilities(node: Any, fn: Callable[[Any], Any]) -> Any:
    """``node`` with ``fn`` applied to every node, bottom up, except inside the abilities it
    holds (a token's or a quoted ability has its own references, CR 113.1)."""
    if not isinstance(node, A.Node) or isinstance(node, A.Ability):
        return node
    changes = {}
    for field in dataclasses.fields(node):
        if field.name in ("source", "findings"):
            continue
        old = getattr(node, field.name)
        if isinstance(old, A.Node):
            new: Any = _map_outside_abilities(old, fn)
        elif isinstance(old, tuple):
            new = tuple(_map_outside_abilities(v, fn) for v in old)
        else:
            continue
        if new != old:
            changes[field.name] = new
    return fn(dataclasses.replace(node, **changes) if changes else node)


def _for_each(each: A.ObjectRef | A.PlayerRef, effect: A.Node) -> A.ForEach:
    """ "For each [set], [effect]" (CR 608.2c): the effect with its references to the member of
    the current turn as kind ``current``: for objects "it" ("its controller") and "that
    [noun]" whose nouns the set says ("For each land destroyed this way, ~ deals 1 damage to
    that land's controller"; a French or German demonstrative of such a noun; any "that [noun]"
    for "each of them"); for players "that player" (and "that player controls"). A word
    naming an object before inside another word ("the same name as that permanent") and
    "it" in several clauses might name another object: not guessed. "It" in several clauses might name
    an object one of them found: not guessed."""
    if isinstance(each, A.PlayerRef):
        # "For each opponent, gain control of target permanent that player controls"
        current = as_current_player
    else:
        if each.kind not in ("each", "that") or each.count is not None:
            raise Unsure("'for each' of targets or of a number of objects")
        if "card" in each.filter and not any(
            w.endswith("_this_way") or w.startswith(("in_", "from_")) for w in each.filter
        ):
            # "Look at the top five cards of your library. For each card, ...": the cards
            # looked at, not every card
            raise Unsure("'for each card' that does not say which cards")
        nouns = set(each.filter)
        if isinstance(effect, A.Sequence) and any(n == IT for n in effect.walk()):
            raise Unsure("'it' after 'for each' in several clauses")

        def current(n: Any) -> Any:
            if n == IT:
                return _CURRENT_OBJECT
            if not isinstance(n, A.ObjectRef):
                return n
            if any("that" in w for w in n.filter):
                # "with the same name as that permanent", "of that color", "that player
                # controls": which object or player? Not guessed
                raise Unsure("a word naming an object or player before inside 'for each'")
            if n.kind != "that" or n.count is not None:
                return n
            said = set(n.filter) - {DEMONSTRATIVE_MARK}
            # (the members of "each of them" are the objects named before: "that creature")
            if said and (said <= nouns or not nouns):
                # (French "cette créature", German "diese Kreatur": a demonstrative of a noun of
                # the set is its member, not this object)
                return _CURRENT_OBJECT
            return n

    found: list[A.Node] = []

    def collect(n: Any) -> Any:
        found.append(n)
        return n

    _map_outside_abilities(effect, collect)
    if isinstance(effect, A.Ability) or any(
        getattr(n, "duration", None) == PERMANENT for n in found
    ):
        # "For each basic land type among lands you control, ~ has landwalk of that type": a
        # static ability, not instructions (CR 608.2c is about resolving)
        raise Unsure("'for each' around a static ability or a replacement effect")
    return A.ForEach(each=each, effect=_map_outside_abilities(effect, current))


#: "as long as ~ is paired with another creature" (soulbond, CR 702.95)
_PAIRED = A.Exists(object=A.ObjectRef(kind="self", filter=("paired",)))


def _pair_said(node: Any) -> Any:
    """``node``, unless it names "both creatures" of a soulbond pair (ObjectRef kind
    ``paired``) anywhere but in the effect of "As long as ~ is paired with another creature,
    ..." (CR 702.95): "destroy both creatures" after a block names two other creatures."""
    if not isinstance(node, A.Node):
        return node

    def pair(n: Any) -> bool:
        return any(isinstance(x, A.ObjectRef) and x.kind == "paired" for x in n.walk())

    if not pair(node):
        return node
    if isinstance(node, A.Conditional) and node.condition == _PAIRED:
        return node
    raise Unsure("'both creatures' that are not a soulbond pair")


def _with_field(node: A.Node, name: str, value: Any) -> A.Node:
    if name not in {f.name for f in dataclasses.fields(node)}:
        raise Unsure(f"{type(node).__name__} takes no {name}")
    return dataclasses.replace(node, **{name: value})


def _kws_quoted(ch: list[Any]) -> bool:
    """Whether the abilities of a verb phrase are none or hold a quoted ability (CR 113.1)."""
    kws = one(ch, KwList)
    return kws is None or bool(kws.quoted)


def _per_keyword(ch: list[Any], node: type[A.Node], unsure: str) -> Predicate:
    """The predicate giving one ``node`` (``LoseAbility``, ``CantHaveAbility``: CR 613.1f, layer
    6) per keyword of the phrase's keyword list, for the subject and the duration (the inner
    one, else for as long as the static ability applies); one quoted ability or a keyword with
    a parameter raises :class:`Unsure` (``unsure``)."""
    kws = one(ch, KwList)
    if kws.quoted or kws.params:
        raise Unsure(unsure)

    def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
        d = _inner_duration(ch, d) or PERMANENT
        effects = _target_once([node(object=s, ability=k, duration=d) for k in kws.ids])
        return effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects))

    return Predicate(build, has_duration=True)


def _inner_duration(ch: list[Any], d: A.Duration | None) -> A.Duration | None:
    """The duration of a verb phrase: the clause's trailing one (``d``) or one printed inside
    the verb phrase (German "erhält bis zum Ende des Zuges +3/+3", "kann in diesem Zug nicht
    geblockt werden"); both at once is not understood."""
    inner = one(ch, A.Duration)
    if inner is not None and d is not None:
        raise Unsure("two durations for one verb")
    return inner or d


def _elided_plural(before: Clause | None, c: Clause) -> Clause:
    """An infinitive clause whose object is said once before it ("Du kannst davon bis zu zwei
    Karten offen vorzeigen und auf deine Hand nehmen"): "them" (kind ``that``, as English "put
    them") when the object before is several, "it" otherwise (:meth:`put_onto_battlefield_it`)."""
    if not c.infinitive or before is None or getattr(c.effect, "object", None) != IT:
        return c
    obj = getattr(before.effect, "object", None)
    if isinstance(obj, A.ObjectRef) and (
        obj.kind in ("each", "all") or obj.up_to or (obj.count not in (None, 1))
    ):
        return dataclasses.replace(
            c, effect=dataclasses.replace(c.effect, object=A.ObjectRef(kind="that"))
        )
    return c


def _as_many(node: A.Node, count: A.Count) -> A.Node:
    """``node`` with its "so viele" amount (``event_amount``, :meth:`q_that_much`, or
    ``that_many`` before cards drawn, :meth:`q_that_many`) replaced by
    the count said after the clause ("so viele Schadenspunkte zu, wie du Länder kontrollierst":
    damage equal to the number of lands you control, CR 107.3). Raises :class:`Unsure` when
    the effect says no such amount."""
    if getattr(node, "amount", None) not in (_EVENT_AMOUNT, _THAT_MANY):
        raise Unsure("'wie ...' after an effect whose amount is not 'so viele'")
    return dataclasses.replace(node, amount=count)


#: verbs whose object, "a [thing]" with no target mark, is chosen as the effect resolves: "a
#: [thing] for each [count]" is that many things (CR 608.2d; :meth:`_apply_for_each`)
_CHOSEN_OBJECT_VERBS = (A.Sacrifice, A.ReturnToHand)


def _one_chosen(obj: Any) -> bool:
    """ "a permanent", "an enchantment card from your graveyard": one object, no target, not
    "up to" (:data:`_CHOSEN_OBJECT_VERBS`)."""
    return isinstance(obj, A.ObjectRef) and obj.kind == "any" and obj.count == 1 and not obj.up_to


def _times(amount: Any, count: A.Count) -> Any:
    """ "N [things] for each X": the count, times N when N is not 1."""
    if amount == 1:
        return count
    if isinstance(amount, int) or (isinstance(amount, A.Variable) and amount.name == "N"):
        # (N: a keyword's number in its CR text, devour 702.82a; the keyword line gives it)
        return A.Product(factor=amount, amount=count)
    raise Unsure("a variable amount for each object")


#: what a cost to attack or block is paid for (CR 508.1d, 509.1c; Restriction.action)
_COMBAT_COST_ACTIONS = frozenset(("attack", "block", "attack_or_block", "attack_you"))


def _combat_cost(node: A.Node, c: Clause) -> A.CombatCost:
    """A static restriction to attack or block with "unless [player] [pays a cost]": the cost
    to attack or block (:class:`~rulesparser.ast.CombatCost`, CR 508.1d, 509.1c). The player
    is "you" or the controller of the creature ("its controller", "their controller");
    "unless they pay" and any other part of the clause (a condition, "you may", "for each"
    outside the cost) are not read."""
    if not (
        isinstance(node, A.Restriction)
        and node.action in _COMBAT_COST_ACTIONS
        and node.duration == PERMANENT
        and isinstance(node.which, (A.ObjectRef, type(None)))
    ):
        raise Unsure("a cost to attack or block")
    if c.may or c.condition or c.delayed or c.unless_condition or c.for_each or c.instead:
        raise Unsure("a cost to attack or block")
    player, cost = c.unless
    if isinstance(cost, CostPerCount):
        cost = cost.amount()
    if player is _THEY or not isinstance(player, A.PlayerRef):
        raise Unsure("a cost to attack or block")
    if player != YOU and not (
        player.kind == "controller"
        and isinstance(player.object, A.ObjectRef)
        and player.object.kind == "it"
    ):
        raise Unsure("a cost to attack or block")
    return A.CombatCost(
        object=node.object,
        action=node.action,
        player=player,
        cost=A.Cost(components=(cost,)),
        which=node.which,
    )


def _generic_for_each(ch: list[Any]) -> Any:
    """The generic mana "{N} for each [object]" stands for: N times the count (CR 107.3)."""
    return _generic_times(one(ch, A.ManaCost), one(ch, A.Count))


def _generic_times(mana: Any, count: A.Count) -> Any:
    """N times ``count`` for the generic mana {N} (CR 107.3); raises ``Unsure`` for another
    cost (a colored or variable one, the keyword's own cost)."""
    if (
        not isinstance(mana, A.ManaCost)
        or len(mana.symbols) != 1
        or not mana.symbols[0].isdigit()
        or int(mana.symbols[0]) < 1
    ):
        raise Unsure("a colored or variable cost for each object")
    return _times(int(mana.symbols[0]), count)


@dataclass(frozen=True)
class CostPerCount:
    """The cost after "unless you pay" paid once for each of ``count`` ("unless you pay {1} for
    each card in your hand", "unless you pay its upkeep cost for each age counter on it"): as
    the payment of :class:`~rulesparser.ast.MayPayForEach` after "sacrifice [object]" (CR
    118.12a, 702.24a), otherwise that much generic mana (:meth:`amount`)."""

    cost: Any
    count: A.Count

    def amount(self) -> Any:
        """The generic mana paid (CR 107.3): N times the count. Raises ``Unsure`` for a
        colored, variable or keyword cost, which only a sacrifice's "unless" reads."""
        return _generic_times(self.cost, self.count)


#: the basic land types (CR 305.6)
_BASIC_LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")


#: the graveyard of one player named as an object's zone: its cards are that player's (CR 404.2)
_OWNED_ZONES = frozenset(
    (
        "in_an_opponents_graveyard",
        "in_target_players_graveyard",
        "in_target_opponents_graveyard",
        "in_that_players_graveyard",
    )
)

#: a library named after the object searched for, as a filter word, and whose it is (CR 701.23a)
_SEARCHED_LIBRARY_WORDS = {
    "in_target_players_library": "target_player",
    "in_target_opponents_library": "target_opponent",
}


class EffectsMixin:
    """Verbs, subjects and sentences."""

    lex: Any

    # ------------------------------------------------------------------ player verbs
    def keyword_action(self, ch: list[Any]) -> A.KeywordAction:
        """A keyword action of CR 701 said as an instruction ("Adapt 2.", "bolster 2",
        "Proliferate."): the action with its number when it takes one, as a line holding only
        the action gives it. Whether the keyword is an action that takes that number is checked
        once the line is read (rulesparser.cardtext._check_keyword_actions), so that a line
        failing later ("Flying, hast") reports its own error. A creature subtype before the
        number ("amass Orcs 2", CR 701.47a) is the action's ``subtype``; an action that names
        one when printed without it (War of the Spark "Amass 2": Oracle "Amass Zombies 2") gets
        kb/keywords.yaml's ``subtype_when_unnamed``."""
        (tok,) = [t for t in ch if isinstance(t, Token) and t.type != "SUBTYPE"]
        kid = self.lex.reverse["KEYWORD"].get(" ".join(str(tok).lower().split()), str(tok))
        numbers = [c for c in ch if not isinstance(c, Token)]
        named = [self._canon(t) for t in tokens(ch, "SUBTYPE")]
        subtype = named[0] if named else keyword_table().get(kid, {}).get("subtype_when_unnamed")
        return A.KeywordAction(action=kid, amount=numbers[0] if numbers else None, subtype=subtype)

    def draw(self, ch: list[Any]) -> A.Draw:
        """ "draw N cards": a number and the noun, or one object phrase ("zwei Karten") whose
        words must be just "card"."""
        obj = one(ch, A.ObjectRef)
        if obj is not None:
            if obj.kind != "any" or obj.filter != ("card",) or obj.up_to:
                raise Unsure("drawing something that is not N cards")
            return A.Draw(player=YOU, amount=obj.count)
        self._noun(ch, "card")
        return A.Draw(player=YOU, amount=ch[0])

    def discard(self, ch: list[Any]) -> A.Discard:
        """A card is always discarded from its owner's hand (CR 701.9a): "from your hand" adds
        nothing to the object; a card said to be in another zone or another player's hand
        ("Bestimme eine Karte aus der Hand eines Gegners und wirf diese ab") is not read."""
        obj = _without_hand(one(ch, A.ObjectRef))
        if obj is not None and any(w.startswith("in_") for w in obj.filter):
            raise Unsure("discarding a card said to be in another zone or player's hand")
        return _discard_of(obj)

    def gain_life(self, ch: list[Any]) -> A.GainLife:
        return A.GainLife(player=YOU, amount=ch[0])

    def gain_life_mid_after(self, ch: list[Any]) -> Mid:
        """ "erhältst 2 Lebenspunkte für jede Karte auf deiner Hand dazu": the "for each" (or
        duration) between the amount and "dazu" (:meth:`with_mid`)."""
        return self.with_mid([*ch[1:], self.gain_life(ch[:1])])

    def lose_life(self, ch: list[Any]) -> A.LoseLife:
        return A.LoseLife(player=YOU, amount=ch[0])

    def win_game(self, ch: list[Any]) -> A.WinGame:
        """ "you win the game" (CR 104.2b); a player subject replaces "you"."""
        return A.WinGame(player=YOU)

    def lose_game(self, ch: list[Any]) -> A.LoseGame:
        """ "you lose the game" (CR 104.3e); a player subject replaces "you"."""
        return A.LoseGame(player=YOU)

    def sacrifice(self, ch: list[Any]) -> A.Sacrifice:
        return A.Sacrifice(object=_objects(ch))

    def sacrifice_rest(self, ch: list[Any]) -> A.Sacrifice:
        """ "sacrifices the rest": the objects of the choice before not chosen
        (:func:`_the_rest_of_choice`)."""
        return A.Sacrifice(object=THE_REST)

    def destroy_rest(self, ch: list[Any]) -> A.Destroy:
        """ "Destroy the rest" after "Each player chooses a creature they control"."""
        return A.Destroy(object=THE_REST)

    def discard_rest(self, ch: list[Any]) -> A.Discard:
        """ "Target player chooses a card in their hand and discards the rest"."""
        return A.Discard(player=YOU, amount=A.Variable(name="any_number"), object=THE_REST)

    def draw_equal(self, ch: list[Any]) -> A.Draw:
        """ "draw cards equal to [count]" (CR 121.2)."""
        self._noun(ch, "card")
        return A.Draw(player=YOU, amount=one(ch, *READ_AMOUNTS))

    def mill_equal(self, ch: list[Any]) -> A.Mill:
        """ "mills cards equal to [count]" (CR 701.13a)."""
        self._noun(ch, "card")
        return A.Mill(player=YOU, amount=one(ch, *READ_AMOUNTS))

    # ------------------------------------------------------------------ layers (CR 613)
    def becomes_types(self, ch: list[Any]) -> Predicate:
        """ "[this] becomes an artifact creature until end of turn" (crew, CR 702.122a): the
        card types replace the object's (CR 205.1a), its power and toughness are unchanged."""
        if ch[0] != 1:
            raise Unsure("'becomes' several objects")
        types = [self._canon(t) for t in tokens(ch, "CARD_TYPE")]
        for t in tokens(ch, "TYPE_PAIR"):  # "créature-artefact": artifact creature (CR 205.2b)
            types.extend(self.lex.lookup("TYPE_PAIR", str(t)).split())
        types += self._compound_noun(ch)  # German "Artefaktkreatur"
        types = tuple(sorted(types))
        if types != ("artifact", "creature"):
            raise Unsure("'becomes' card types other than an artifact creature")

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind == "each":
                raise Unsure("'becomes an artifact creature' of several objects")
            return A.Becomes(object=s, types=types, additive=False, duration=d)

        return Predicate(build, has_duration=True)

    def becomes_subtype(self, ch: list[Any]) -> Predicate:
        """ "Target land becomes a Swamp until end of turn" (Slimy Kavu), "Target creature
        becomes a Coward until end of turn" (Kargan Intimidator): the subtype set replaces the
        object's subtypes of its kind (CR 205.1a; a basic land type, CR 305.7), card types
        unchanged. A subtype that is neither a basic land type nor a creature type is not
        read."""
        if ch[0] != 1:
            raise Unsure("'becomes' several subtypes")
        subtype = self._canon(tokens(ch, "SUBTYPE")[0])
        if subtype not in _BASIC_LAND_TYPES and subtype not in creature_types():
            raise Unsure("'becomes' a subtype that is neither a basic land nor a creature type")

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind == "each":
                raise Unsure("'becomes a [subtype]' of several objects")
            return A.Becomes(object=s, subtypes=(subtype,), additive=False, duration=d)

        return Predicate(build, has_duration=True)

    def becomes_type_words(self, ch: list[Any]) -> Predicate:
        """Type words after "becomes a" with no power and toughness, where a language's grammar
        can't tell them apart before the end of the phrase ("becomes an artifact creature",
        French "devient une créature-artefact", "devient un marais"): :meth:`becomes_types`
        or :meth:`becomes_subtype`."""
        words = [c for c in ch if isinstance(c, Token)]
        if words and all(w.type in ("CARD_TYPE", "TYPE_PAIR", "TYPE_NOUN") for w in words):
            return self.becomes_types(ch)
        if [w.type for w in words] == ["SUBTYPE"]:
            return self.becomes_subtype(ch)
        raise Unsure("'becomes' type words that are not one subtype or an artifact creature")

    def _becomes_words(self, ch: list[Any]) -> tuple[list[str], dict[str, Any]]:
        """The card types (a compound noun's and a French "créature-artefact" pair too, CR
        205.2b) and the other characteristics printed after "becomes a" (colors, subtypes,
        supertypes, keywords), as :class:`~rulesparser.ast.Becomes` fields."""
        types = [self._canon(t) for t in tokens(ch, "CARD_TYPE")]  # "-Kreatur" in a compound
        types += self._compound_noun(ch)  # German "Artefaktkreatur": artifact creature
        for t in tokens(ch, "TYPE_PAIR"):  # "créature-artefact": artifact creature (CR 205.2b)
            types.extend(self.lex.lookup("TYPE_PAIR", str(t)).split())
        kws = one(ch, KwList)
        # German "zu einer fliegenden 2/1 Kreatur": a keyword adjective ("with flying")
        adjectives = tuple(
            self.lex.lookup("ADJ_KEYWORD", str(t)) for t in tokens(ch, "ADJ_KEYWORD")
        )
        if adjectives:
            kws = (
                KwList(ids=adjectives)
                if kws is None
                else dataclasses.replace(kws, ids=adjectives + kws.ids)
            )
        return types, {
            "colors": tuple(sorted(self.lex.lookup("COLOR", str(t)) for t in tokens(ch, "COLOR"))),
            # "with vigilance and all creature types" (CR 205.3m: every creature type)
            "subtypes": tuple(self._canon(t) for t in tokens(ch, "SUBTYPE"))
            + (("all_creature_types",) if tokens(ch, "AND_ALL_CREATURE_TYPES") else ()),
            "supertypes": tuple(
                self.lex.lookup("SUPERTYPE", str(t)) for t in tokens(ch, "SUPERTYPE")
            ),
            "abilities": tuple(kws.abilities()) if kws else (),
        }

    @staticmethod
    def _becomes_predicate(
        types: list[str],
        words: dict[str, Any],
        power: int | None,
        toughness: int | None,
        plural: bool,
        additive: bool = False,
    ) -> Predicate:
        """The :class:`~rulesparser.ast.Becomes` of a subject with a new base power and
        toughness (or none), its types those said (``additive``: added to the object's, CR
        205.1b); "become ... creatures" (``plural``) only of "each" objects, "a ..." only of
        one."""

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if plural != (s.kind == "each"):
                raise Unsure("'become ... creatures' of one object, or 'a creature' of several")
            return A.Becomes(
                object=s,
                types=tuple(sorted(types)),
                **words,
                power=power,
                toughness=toughness,
                additive=additive,
                duration=d,
            )

        return Predicate(build, has_duration=True)

    def becomes_with_base_pt(self, ch: list[Any]) -> Predicate:
        """ "[object] becomes a [green] [Elk] [creature] with base power and toughness 3/3[,
        flying, and haste]" (Oko, Thief of Crowns; Figure of Destiny; CR 613.1d-f, 613.4b): as
        "becomes a 3/3 green Elk creature" (:meth:`becomes_creature`); with no card type said
        the card types stay and the subtypes replace those of their set (CR 205.1a)."""
        if ch[0] != 1 or tokens(ch, "COLORLESS"):
            raise Unsure("'becomes' N objects or a colorless one")
        sizes = str(tokens(ch, "PT")[0]).split("/")
        if not all(x.isdigit() for x in sizes):
            raise Unsure("base power and toughness that are not numbers")
        power, toughness = (int(x) for x in sizes)
        types, words = self._becomes_words(ch)
        if types and "creature" not in types:
            raise Unsure("'becomes' a type that is not a creature, with a power and toughness")
        if not types and not words["subtypes"]:
            raise Unsure("'becomes' a color with a power and toughness")
        return self._becomes_predicate(types, words, power, toughness, plural=False)

    def becomes_creature(self, ch: list[Any]) -> Predicate:
        """ "[object] becomes a 3/3 green Ape creature [with trample]" (CR 613.1d-f, 613.4b):
        the card types, subtypes and colors printed replace the object's (CR 205.1a; "It's
        still a land." after it keeps them: :class:`StillType`), the keywords are added, the
        base power and toughness set."""
        plural = isinstance(ch[0], Token)  # "become 2/2 creatures": no number said
        if (not plural and ch[0] != 1) or tokens(ch, "COLORLESS"):
            raise Unsure("'becomes' N creatures or a colorless creature")
        sizes = [int(x) for x in str(tokens(ch, "PT")[0]).split("/") if x.isdigit()]
        if len(sizes) != 2:  # "becomes an X/X creature": X is said elsewhere, if at all
            raise Unsure("'becomes' a creature whose power and toughness are not numbers")
        types, words = self._becomes_words(ch)
        if not types or types[-1] != "creature":
            raise Unsure("'becomes' something that is not a creature")
        return self._becomes_predicate(types, words, sizes[0], sizes[1], plural)

    def becomes_added_types(self, ch: list[Any]) -> Predicate:
        """ "[object] becomes an artifact in addition to its other types [until end of turn]",
        "... becomes a God in addition to its other types" (CR 205.1b: the card types, subtypes
        and supertypes said are added to the object's; layer 4, CR 613.1d). A color among the
        words (which "in addition to its other colors and types" would add) is not read."""
        return self._becomes_added(ch, power=None, toughness=None)

    def becomes_creature_added(self, ch: list[Any]) -> Predicate:
        """ "[object] becomes a 4/3 Centaur creature [with flying] in addition to its other types
        [until end of turn]" (CR 205.1b, 613.1d, 613.4b): the types added, the keywords gained,
        the base power and toughness set."""
        sizes = [int(x) for x in str(tokens(ch, "PT")[0]).split("/") if x.isdigit()]
        if len(sizes) != 2:  # "an X/X Wall creature": X is said elsewhere, if at all
            raise Unsure("'becomes' a creature whose power and toughness are not numbers")
        return self._becomes_added(ch, power=sizes[0], toughness=sizes[1])

    def _becomes_added(self, ch: list[Any], power: int | None, toughness: int | None) -> Predicate:
        if ch[0] != 1 or tokens(ch, "COLOR", "COLORLESS"):
            raise Unsure("'becomes' N objects, or a color 'in addition to its other types'")
        types, words = self._becomes_words(ch)
        if not types and not words["subtypes"] and not words["supertypes"]:
            raise Unsure("'becomes' nothing that is a type")
        if power is not None and "creature" not in types:
            raise Unsure("'becomes' a power and toughness without a creature type")
        return self._becomes_predicate(types, words, power, toughness, plural=False, additive=True)

    def colored_mana_only(self, ch: list[Any]) -> ColoredOnly:
        """ "This effect reduces only the amount of colored mana you pay." (CR 118.7)."""
        return ColoredOnly()

    def effect_keeps_attached(self, ch: list[Any]) -> KeepsAttached:
        """ "This effect doesn't remove ~." / "... doesn't remove Auras." (CR 702.16d); German
        "... zerstört allerdings diese Verzauberung nicht" (no object phrase: this Aura)."""
        return KeepsAttached(auras=one(ch, A.ObjectRef) or A.ObjectRef(kind="self"))

    def spend_only(self, ch: list[Any]) -> SpendOnly:
        """ "Spend this mana only to cast ... or activate abilities of ..." (CR 106.6)."""
        uses = [c for c in ch if isinstance(c, tuple)]
        return SpendOnly(
            spells=tuple(o for k, o in uses if k == "cast"),
            abilities_of=tuple(o for k, o in uses if k == "activate"),
        )

    def _spend_object(self, obj: A.ObjectRef) -> A.ObjectRef:
        if obj.kind not in ("each", "any") or obj.up_to or obj.count not in (None, 1):
            raise Unsure("spending mana on objects that are not a kind of object")
        return A.ObjectRef(kind="any", filter=obj.filter)

    def su_cast(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "to cast [a creature spell / instant and sorcery spells]": any spell of that kind."""
        obj = self._spend_object(one(ch, A.ObjectRef))
        if "spell" not in obj.filter:
            raise Unsure("casting something that is not said to be a spell")
        return ("cast", obj)

    def su_activate(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "to activate abilities of artifacts", "an ability of an Elemental" (CR 602)."""
        if self.lex.lookup("OBJ_NOUN", str(tokens(ch, "OBJ_NOUN")[0])) != "ability":
            raise Unsure("activating something that is not an ability")
        # (the noun said before it has the determiner: "des capacités d'artefact")
        return ("activate", self._spend_object(determined(one(ch, A.ObjectRef))))

    def is_creature(self, ch: list[Any]) -> Predicate:
        """ "Enchanted land is a 3/3 red Spirit creature with haste" (CR 613.1d-f): what
        :meth:`becomes_creature` makes, said of a static ability (:class:`StaticBecomes`)."""
        becomes = self.becomes_creature(ch)
        return Predicate(lambda s, d: _static_becomes(becomes.build(s, d)))

    def is_land_type(self, ch: list[Any]) -> Predicate:
        """ "Enchanted land is an Island", "Nonbasic lands are Mountains" (CR 305.7): the basic
        land type replaces the land's land types (and the abilities they gave); any other
        subtype said so is not understood here."""
        subtype = self._canon(tokens(ch, "SUBTYPE")[0])
        if subtype not in _BASIC_LAND_TYPES:
            raise Unsure("an object that 'is' a subtype other than a basic land type")
        plural = not any(isinstance(c, (int, A.Variable)) for c in ch)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if plural != (s.kind == "each"):
                raise Unsure("'is a [type]' of several objects, or 'are [types]' of one")
            return StaticBecomes(object=s, subtypes=(subtype,), additive=False, duration=d)

        return Predicate(build)

    def is_added_subtypes(self, ch: list[Any]) -> Predicate:
        """ "Equipped creature is a Bird in addition to its other types", "this permanent is an
        artifact creature in addition to its other types" (CR 205.1b, 613.1d; living metal
        702.161a): the card types and subtypes are added to the object's."""
        subtypes = tuple(self._canon(t) for t in tokens(ch, "SUBTYPE"))
        types = tuple(self._canon(t) for t in tokens(ch, "CARD_TYPE"))

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            return StaticBecomes(
                object=s, types=types, subtypes=subtypes, additive=True, duration=d
            )

        return Predicate(build)

    def is_added_colors_subtypes(self, ch: list[Any]) -> Predicate:
        """ "Enchanted creature ... is a black Zombie in addition to its other colors and
        types" (Ghoulflesh), French "est un zombie noir en plus de ses autres couleurs et de ses
        autres types", German "ist zusätzlich zu ihren anderen Farben und Typen ein schwarzer
        Zombie": the colors are added to the object's (CR 105.3: "in addition to" its other
        colors; layer 5, CR 613.1e), the subtypes too (CR 205.1b; layer 4). One object only
        ("a"): Unsure otherwise."""
        if ch[0] != 1:
            raise Unsure("'is' N objects 'in addition to its other colors and types'")
        colors = tuple(sorted({self._canon(t) for t in tokens(ch, "COLOR")}))
        subtypes = tuple(self._canon(t) for t in tokens(ch, "SUBTYPE"))

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            return StaticBecomes(
                object=s,
                subtypes=subtypes,
                colors=colors,
                colors_additive=True,
                additive=True,
                duration=d,
            )

        return Predicate(build)

    def becomes_added_color(self, ch: list[Any]) -> Predicate:
        """ "[object] becomes blue in addition to its other colors [until end of turn]" (Indigo
        Faerie; French "devient bleu en plus de ses autres couleurs"): the color is added to
        the object's (CR 105.3; layer 5, CR 613.1e), for the clause's duration or for ever (CR
        611.2a)."""
        color = self._canon(tokens(ch, "COLOR")[0])
        return Predicate(
            lambda s, d: A.Becomes(object=s, colors=(color,), colors_additive=True, duration=d),
            has_duration=True,
        )

    def is_also_subtypes(self, ch: list[Any]) -> Predicate:
        """ "~ is also a Cleric, Rogue, Warrior, and Wizard" (CR 205.1b): the subtypes of the
        list added (:meth:`is_added_subtypes`), in alphabetical order (a list's order, which
        each language prints its own way, says nothing)."""
        pred = self.is_added_subtypes(ch)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            node = pred.build(s, d)
            return dataclasses.replace(node, subtypes=tuple(sorted(node.subtypes)))

        return Predicate(build)

    def is_supertype(self, ch: list[Any]) -> Predicate:
        """ "Enchanted permanent is legendary" (CR 205.4, 613.1d): the supertype is added."""
        supertype = self.lex.lookup("SUPERTYPE", str(tokens(ch, "SUPERTYPE")[0]))

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            return StaticBecomes(object=s, supertypes=(supertype,), additive=True, duration=d)

        return Predicate(build)

    def change_base_pt(self, ch: list[Any]) -> A.SetBasePowerToughnessFrom:
        """ "Change [object]'s base power [and toughness] to [object]'s power [and toughness]"
        (CR 613.4b, 608.2h): the same characteristics on both sides; the clause's duration
        fills ``duration``."""
        obj, source = (c for c in ch if isinstance(c, A.ObjectRef))
        stats = [c for c in ch if isinstance(c, tuple)]
        if stats[0] != stats[1]:
            raise Unsure("base power set to another characteristic")
        for o in (obj, source):
            if o.kind not in ("self", "target", "that", "it") or o.count not in (None, 1):
                raise Unsure("the power of several objects")
        return A.SetBasePowerToughnessFrom(object=obj, values_of=source, stats=stats[0])

    def stats_power(self, ch: list[Any]) -> tuple[str, ...]:
        return ("power",)

    def stats_power_toughness(self, ch: list[Any]) -> tuple[str, ...]:
        return ("power", "toughness")

    def double_counters(self, ch: list[Any]) -> A.Double:
        """ "Double the number of +1/+1 counters on ~" (CR 701.10e): one object, one kind."""
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("self", "target", "it", "that") or obj.count is not None:
            raise Unsure("doubling the counters of several objects")
        kind = self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0]))
        return A.Double(what="counters", object=obj, counter=kind)

    def double_pt(self, ch: list[Any]) -> A.Double:
        """ "Double ~'s power and toughness until end of turn" (CR 701.10b); the clause's
        duration fills ``duration``."""
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("self", "target", "it", "that") or obj.count is not None:
            raise Unsure("doubling the power and toughness of several objects")
        return A.Double(what="power_toughness", object=obj)

    def double_life_total_target(self, ch: list[Any]) -> A.Double:
        return A.Double(what="life_total", object=A.PlayerRef(kind="target_player"))

    def double_life_total(self, ch: list[Any]) -> A.Double:
        """ "Double your life total", "Double target player's life total" (CR 701.10d)."""
        player = one(ch, A.PlayerRef) or YOU
        if player.kind not in ("you", "target_player") or player.object is not None:
            raise Unsure("doubling the life total of another player")
        return A.Double(what="life_total", object=player)

    def switch_pt(self, ch: list[Any]) -> A.SwitchPowerToughness:
        """ "Switch [object]'s power and toughness [until end of turn]" (CR 613.4d); the
        clause's duration fills ``duration``."""
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("self", "target", "it", "that") or obj.count is not None:
            raise Unsure("switching the power and toughness of several objects")
        return A.SwitchPowerToughness(object=obj)

    def change_text(self, ch: list[Any]) -> A.TextChange:
        """ "Change the text of [object] by replacing all instances of one color word with
        another [or one basic land type with another]" (CR 612.2, 613.1c): the kinds of words
        offered; the clause's duration fills ``duration``."""
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("self", "target", "it", "that") or obj.count not in (None, 1):
            raise Unsure("changing the text of several objects")
        words: tuple[str, ...] = ()
        for c in ch:  # a kind of word, or the two of "d'un nom de couleur ou de type de ..."
            words += (c,) if isinstance(c, str) else c if isinstance(c, tuple) else ()
        if len(set(words)) != len(words):
            raise Unsure("one kind of word said twice")
        # (German: the duration inside the verb phrase, "bis zum Ende des Zuges, indem ...")
        return A.TextChange(object=obj, words=words, duration=one(ch, A.Duration))

    def replaced_either_word(self, ch: list[Any]) -> tuple[str, ...]:
        """ "d'un nom de couleur ou de type de terrain de base par un autre" (French: one word of
        either kind replaced by another of its kind, CR 612.2): the kinds of words."""
        if any(c != 1 for c in ch if not isinstance(c, Token)):
            raise Unsure("replacing several words")
        return self._text_words(ch)

    def _text_words(self, ch: list[Any]) -> tuple[str, ...]:
        """The kinds of words named (CR 612.2): a TEXT_WORD ("color word") or a CHOICE_WORD."""
        return tuple(
            self.lex.lookup(t.type, str(t)) for t in tokens(ch, "TEXT_WORD", "CHOICE_WORD")
        )

    def replaced_word(self, ch: list[Any]) -> str:
        """ "one color word with another" (CR 612.2), French "d'un nom de couleur par un autre nom
        de couleur": the kind of word (said again after "another": the same kind)."""
        if any(c != 1 for c in ch if not isinstance(c, Token)):
            raise Unsure("replacing several words")
        kinds = set(self._text_words(ch))
        if len(kinds) != 1:
            raise Unsure("a word replaced by a word of another kind")
        return kinds.pop()

    def still_type_plural(self, ch: list[Any]) -> StillType:
        """ "They're still lands." after "[objects] become ... creatures" (CR 205.1b)."""
        return StillType(self.lex.lookup("CARD_TYPE", str(tokens(ch, "CARD_TYPE")[0])))

    def its_not_type(self, ch: list[Any]) -> A.LosesCardTypes:
        """ "it's not a creature" (impending, CR 702.176a): "it" loses that card type for as
        long as the static ability applies (layer 4, CR 613.1d); only one card type is read."""
        if ch[0] != 1:
            raise Unsure("'not' N types")
        card_type = self.lex.lookup("CARD_TYPE", str(tokens(ch, "CARD_TYPE")[0]))
        return A.LosesCardTypes(
            object=A.ObjectRef(kind="it"), types=(card_type,), duration=PERMANENT
        )

    def is_no_type(self, ch: list[Any]) -> Predicate:
        """German "ist keine Kreatur" (is no creature: the number zero before the card type),
        as English "isn't a creature" (:meth:`isnt_type`, CR 205.1a, 613.1d); any other number
        is not read."""
        if ch[0] != 0:
            raise Unsure("'is' N types, not 'no' type")
        return self.isnt_type([1, *ch[1:]])

    def isnt_type(self, ch: list[Any]) -> Predicate:
        """ "[~] isn't a creature" (Theros gods, under "as long as"): the subject loses that card
        type while the static ability applies (layer 4, CR 613.1d), as :meth:`its_not_type`;
        only this object is read."""
        if ch[0] != 1:
            raise Unsure("'isn't' N types")
        card_type = self.lex.lookup("CARD_TYPE", str(tokens(ch, "CARD_TYPE")[0]))

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind != "self" or d is not None:
                raise Unsure("another object, or a time, losing a card type")
            return A.LosesCardTypes(object=s, types=(card_type,), duration=PERMANENT)

        return Predicate(build)

    def still_type(self, ch: list[Any]) -> StillType:
        """ "It's still a land." (CR 205.1a): the object that became something keeps this
        card type."""
        if ch[0] != 1:
            raise Unsure("'still' N types")
        return StillType(self.lex.lookup("CARD_TYPE", str(tokens(ch, "CARD_TYPE")[0])))

    # ------------------------------------------------------------------ keyword actions (CR 701)
    def goad(self, ch: list[Any]) -> A.Goad:
        """Goad [object] (CR 701.15)."""
        return A.Goad(object=one(ch, A.ObjectRef))

    def manifest(self, ch: list[Any]) -> A.Manifest:
        """Manifest [cards] (CR 701.40a): "the top card of your library", "those cards"."""
        return A.Manifest(object=self._face_down_cards(ch, "manifesting"))

    def cloak(self, ch: list[Any]) -> A.Cloak:
        """Cloak [cards] (CR 701.58a): "the top card of your library", "it"."""
        return A.Cloak(object=self._face_down_cards(ch, "cloaking"))

    def _face_down_cards(self, ch: list[Any], doing: str) -> A.ObjectRef:
        """The cards a manifest or a cloak puts onto the battlefield face down: the top of a
        library or cards named before (CR 701.40a, 701.58a); others: ``Unsure``."""
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("top_of_library", "that", "it") and obj.count is None:
            raise Unsure(f"{doing} cards not said to be the top of a library or named before")
        return obj

    def collect_evidence(self, ch: list[Any]) -> A.CollectEvidence:
        """ "collect evidence N" (CR 701.59a: exile cards with total mana value N or greater
        from your graveyard), as an effect or a cost."""
        n = next(c for c in ch if not isinstance(c, Token))
        if not isinstance(n, int):
            raise Unsure("collect evidence of a number that is not a constant")
        return A.CollectEvidence(amount=n)

    def forage(self, ch: list[Any]) -> A.Forage:
        """ "forage" (CR 701.61a: exile three cards from your graveyard or sacrifice a Food),
        as an effect or a cost."""
        return A.Forage()

    def suspect(self, ch: list[Any]) -> A.Suspect:
        """Suspect [creature] (CR 701.60a)."""
        return A.Suspect(object=one(ch, A.ObjectRef))

    def detain(self, ch: list[Any]) -> A.Detain:
        """Detain [permanents] (CR 701.35a)."""
        return A.Detain(object=one(ch, A.ObjectRef))

    def exert(self, ch: list[Any]) -> A.Exert:
        """Exert [permanent] (CR 701.43a), as an effect or a cost."""
        return A.Exert(object=one(ch, A.ObjectRef))

    def become_monarch(self, ch: list[Any]) -> A.BecomeMonarch:
        """[player] becomes the monarch (CR 724.3); the player is the clause's subject."""
        return A.BecomeMonarch(player=YOU)

    def _performed_by(self, action: str, amount: A.Amount | None = None) -> Predicate:
        """A keyword action a permanent performs, its subject that permanent (CR 701.44a
        explore, 701.50a connive, 701.63a endure N: with its ``amount``)."""

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if d is not None:
                raise Unsure(f"'{action}' with a duration")
            return A.KeywordAction(action=action, amount=amount, object=s)

        return Predicate(build=build)

    def explores(self, ch: list[Any]) -> Predicate:
        """ "~ explores" (CR 701.44a)."""
        return self._performed_by("explore")

    def connives(self, ch: list[Any]) -> Predicate:
        """ "it connives" (CR 701.50a)."""
        return self._performed_by("connive")

    def endures(self, ch: list[Any]) -> Predicate:
        """ "it endures 2" (CR 701.63a: its controller creates an N/N white Spirit creature
        token unless they put N +1/+1 counters on it)."""
        (amount,) = [c for c in ch if not isinstance(c, Token)]
        return self._performed_by("endure", amount)

    def tap_or_untap(self, ch: list[Any]) -> A.ChoiceOf:
        """ "tap or untap target permanent" (CR 701.26): one of the two, chosen as it
        resolves."""
        obj = one(ch, A.ObjectRef)
        return A.ChoiceOf(player=YOU, options=(A.Tap(object=obj), A.Untap(object=obj)))

    def tap_or_untap_final(self, ch: list[Any]) -> A.ChoiceOf:
        """ "[object] tappen oder enttappen" (verb last): :meth:`tap_or_untap`."""
        return self.tap_or_untap([one(ch, A.Tap).object])

    def discard_counted_at_random(self, ch: list[Any]) -> A.Discard:
        """ "Wirf eine zufällig bestimmte Karte (aus deiner Hand) ab": N cards at random (CR
        701.9b; discarding is from the hand, CR 701.9a). "aus seiner Hand" after a player
        ("Ein Spieler deiner Wahl wirft eine zufällig bestimmte Karte aus seiner Hand ab", Oracle
        "Target player discards a card at random") is the discarding player's own hand, the only
        hand a player discards from (CR 701.9a)."""
        self._noun(ch, "card")
        own = ("in_your_hand", "in_its_hand", "in_that_players_hand")
        if any(isinstance(c, str) and not isinstance(c, Token) and c not in own for c in ch):
            raise Unsure("discarding from a zone that is not your hand")
        amount = next(c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool))
        return A.Discard(player=YOU, amount=amount, random=True)

    def discard_random(self, ch: list[Any]) -> A.Discard:
        """ "discards N cards at random" (CR 701.9b)."""
        return dataclasses.replace(self.discard(ch), random=True)

    def discard_hand(self, ch: list[Any]) -> A.Discard:
        """ "Discard your hand" (CR 701.9a): every card in it, as "discard all cards in your
        hand" (the player is the subject's)."""
        return A.Discard(player=YOU, object=A.ObjectRef(kind="each", filter=("card",)))

    def extra_turn(self, ch: list[Any]) -> A.ExtraTurn:
        """ "take an extra turn after this one" (CR 500.7)."""
        return A.ExtraTurn(player=YOU)

    def change_target(self, ch: list[Any]) -> A.ChangeTarget:
        """ "Change the target of target spell with a single target [to ~]" (CR 115.7a): a
        spell or ability with one target (``single``); of another object (a spell whose
        targets are not said to be one) it is not read."""
        spell = ch[0]
        targeting = getattr(spell, "targeting", None)
        if not isinstance(spell, A.StackObjectRef) or targeting is None or not targeting.single:
            raise Unsure("changing the target of a spell not said to have a single target")
        to = ch[1] if len(ch) > 1 else None
        if to is not None and to != A.ObjectRef(kind="self"):
            raise Unsure("a new target other than this object")
        return A.ChangeTarget(object=spell, to=to)

    def blocked_as_though_lacking(self, ch: list[Any]) -> Predicate:
        """ "[creatures] can be blocked as though they didn't have islandwalk" (CR 702.14c):
        :class:`~rulesparser.ast.BlockableAsThoughNoLandwalk` of the subject; a keyword other
        than a landwalk is not understood (``Unsure``)."""
        kw = self.lex.lookup("KW_PLAIN", str(tokens(ch, "KW_PLAIN")[0]))
        if not kw.endswith("walk"):
            raise Unsure("blocked as though it lacked a keyword other than a landwalk")
        return Predicate(
            lambda s, d: A.BlockableAsThoughNoLandwalk(
                object=s, landwalk=kw, duration=_inner_duration(ch, d) or PERMANENT
            ),
            has_duration=True,
        )

    def additional_phases(self, ch: list[Any]) -> A.AdditionalPhases:
        """ "After this main phase, there is an additional combat phase followed by an
        additional main phase." (CR 500.8: added directly after the phase named, in the order
        said; CR 505.1a)."""
        after = next(c for c in ch if c in ("this_phase", "this_main_phase"))
        phases = tuple(c for c in ch if isinstance(c, AddedPhase))
        if phases[0].name != "combat":
            raise Unsure("an additional phase other than a combat phase first")
        return A.AdditionalPhases(after=after, phases=tuple(p.name for p in phases))

    def after_this_phase(self, ch: list[Any]) -> str:
        return "this_phase"

    def after_this_main_phase(self, ch: list[Any]) -> str:
        return "this_main_phase"

    def added_phase(self, ch: list[Any]) -> AddedPhase:
        """ "an additional combat phase" (STEP_NAME ``combat``); another step is no phase."""
        step = self.lex.lookup("STEP_NAME", str(tokens(ch, "STEP_NAME")[0]))
        if step != "combat":
            raise Unsure("an additional step that is no phase")
        return AddedPhase("combat")

    def added_main_phase(self, ch: list[Any]) -> AddedPhase:
        return AddedPhase("main")

    def shuffle_into_library(self, ch: list[Any]) -> A.ShuffleIntoLibrary:
        """ "Shuffle ~ into its owner's library" (CR 701.24a); a language naming the zone with
        its ZONE word must name the library."""
        if any(self.lex.lookup("ZONE", str(t)) != "library" for t in tokens(ch, "ZONE")):
            raise Unsure("shuffled into a zone that is not a library")
        return A.ShuffleIntoLibrary(player=YOU, object=one(ch, A.ObjectRef))

    def shuffle_into_their_library(self, ch: list[Any]) -> A.ShuffleIntoLibrary:
        """ "Its owner shuffles it into their library" (German "Sein bzw. ihr Besitzer mischt es
        bzw. sie in seine Bibliothek", CR 701.24a): the library of the player the sentence
        names as its subject; :meth:`_player_verb` reads it only when that player is the
        owner of the object shuffled (CR 400.3: a card goes to its owner's library), through
        the mark :data:`SUBJECT_LIBRARY_MARK`; with any other subject the mark stays and the
        line is left unparsed (rulesparser.cardtext)."""
        shuffle = self.shuffle_into_library(ch)
        obj = shuffle.object
        next(MARKS_READ)
        return dataclasses.replace(
            shuffle, object=dataclasses.replace(obj, filter=(*obj.filter, SUBJECT_LIBRARY_MARK))
        )

    def shuffle_into_your_library(self, ch: list[Any]) -> A.ShuffleIntoLibrary:
        """ "Shuffle all creature cards from your graveyard into your library" (CR 701.24a):
        "your library" only of cards of yours (:func:`_check_your_library`), then the same as
        "into its owner's library"."""
        obj = one(ch, A.ObjectRef)
        _check_your_library(obj, ["your"])
        return self.shuffle_into_library(ch)

    def shuffle_graveyard_into_library(self, ch: list[Any]) -> A.ShuffleIntoLibrary:
        """ "[player] shuffles their graveyard into their library": every card in that
        player's graveyard (CR 404.1, 701.24a); a language naming the zones with its ZONE word
        must name the graveyard, then the library."""
        zones = [self.lex.lookup("ZONE", str(t)) for t in tokens(ch, "ZONE")]
        if zones and zones != ["graveyard", "library"]:
            raise Unsure("a zone shuffled into another that is not graveyard into library")
        cards = A.ObjectRef(kind="each", filter=("card", "in_its_graveyard"))
        return A.ShuffleIntoLibrary(player=YOU, object=cards)

    def shuffle_hand_graveyard_into_library(self, ch: list[Any]) -> A.ShuffleIntoLibrary:
        """ "[player] shuffles their hand and graveyard into their library": every card in that
        player's hand or graveyard (CR 402.1, 404.1, 701.24a); a language naming the zones with
        its ZONE word must name the hand and the graveyard, then the library."""
        zones = [self.lex.lookup("ZONE", str(t)) for t in tokens(ch, "ZONE")]
        if zones and zones != ["hand", "graveyard", "library"]:
            raise Unsure("zones shuffled into another that are not hand and graveyard")
        nouns = tokens(ch, "OBJ_NOUN")  # German "die Karten auf seiner Hand und in ..."
        if nouns and self._canon(nouns[0]) != "card":
            raise Unsure("objects of a hand and graveyard that are not their cards")
        cards = A.ObjectRef(kind="each", filter=("card", "in_its_hand|in_its_graveyard"))
        return A.ShuffleIntoLibrary(player=YOU, object=cards)

    def exile_graveyard(self, ch: list[Any]) -> A.ExileGraveyard:
        """ "Exile target player's graveyard", "Exile all graveyards" (CR 404.1); a language
        naming the zone with its ZONE word must name the graveyard."""
        self._graveyard_zone(ch)
        return A.ExileGraveyard(player=one(ch, A.PlayerRef))

    def exile_all_graveyards(self, ch: list[Any]) -> A.ExileGraveyard:
        """ "Exile all graveyards" said with the zone's word class (German "alle Friedhöfe"):
        each player's graveyard (CR 404.1)."""
        self._graveyard_zone(ch)
        return A.ExileGraveyard(player=A.PlayerRef(kind="each_player"))

    def exile_graveyard_cards(self, ch: list[Any]) -> A.ExileGraveyard:
        """ "exile all cards from target player's graveyard" (German "alle Karten aus dem
        Friedhof eines Spielers deiner Wahl"): the whole graveyard (CR 404.1), as the Oracle
        text says it. Any other object before the player stays unparsed."""
        obj = one(ch, A.ObjectRef)
        if (
            obj is None
            or obj.kind not in ("all", "each")
            or obj.filter != ("card", "in_a_graveyard")
        ):
            raise Unsure("some cards of a player's graveyard")
        return A.ExileGraveyard(player=one(ch, A.PlayerRef))

    def _graveyard_zone(self, ch: list[Any]) -> None:
        if any(self.lex.lookup("ZONE", str(t)) != "graveyard" for t in tokens(ch, "ZONE")):
            raise Unsure("a zone that is not a graveyard")

    def gy_target_player(self, ch: list[Any]) -> A.PlayerRef:
        self._one_target(ch)  # (French "d'un joueur ciblé": one)
        return A.PlayerRef(kind="target_player")

    def gy_each_opponent(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="each_opponent")

    def gy_that_player(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="that_player")

    def gy_your(self, ch: list[Any]) -> A.PlayerRef:
        return YOU

    def gy_all(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="each_player")

    def copy_spell(self, ch: list[Any]) -> A.CopySpell:
        """ "Copy target instant or sorcery spell", "copy that spell" (CR 707.10): a spell is an
        object on the stack (CR 405.1); copying anything else is not understood here."""
        obj = one(ch, A.ObjectRef)
        words = {part for w in obj.filter for part in w.split("|")}
        if obj.kind not in ("target", "that", "it", "self") or obj.count is not None:
            raise Unsure("copying several spells or a spell not named")
        # ("this spell" is this object: CR 707.10, the spell copied as it last existed)
        if obj.kind not in ("it", "self") and not words & {"spell"}:
            raise Unsure("copying something that is not a spell")
        if not isinstance(obj, A.StackObjectRef):
            obj = A.StackObjectRef(kind=obj.kind, filter=obj.filter)
        return A.CopySpell(object=obj, amount=1)

    def copy_spell_without_keyword(self, ch: list[Any]) -> A.CopySpell:
        """ "copy this spell except for its epic ability" (epic, CR 702.50a): a copy of the
        spell (CR 707.10) without that keyword ability (CR 707.9a: an exception of the copy)."""
        copy = self.copy_spell([one(ch, A.ObjectRef)])
        (kw,) = tokens(ch, "KW_PLAIN")
        return dataclasses.replace(copy, without_keyword=self.lex.lookup("KW_PLAIN", str(kw)))

    def choose_object(self, ch: list[Any]) -> A.ChooseObject | ChosenSource:
        """ "you choose a nonland card from it" (a card from a hand revealed before,
        :func:`_from_revealed_hand`), "choose another creature you control", "choose four
        nonenchantment permanents you don't control" (chosen as the effect resolves, CR 608.2d),
        "choose target artifact card in your graveyard" (a target, CR 115.1): "that card", "the
        chosen creature" afterwards (CR 608.2c). A number of objects with no count ("choose
        creatures") is not understood."""
        obj = one(ch, A.ObjectRef)
        if "source" in obj.filter:
            # "Bestimme eine rote Schadensquelle. Wenn Dir diese Quelle ... das nächste Mal
            # Schaden zufügt, ...": a source of damage chosen for what the next sentence does
            # with it (CR 609.7a; :func:`_chosen_source`)
            if obj.kind != "any" or obj.count != 1 or obj.up_to:
                raise Unsure("choosing a source of damage that is not one source")
            return ChosenSource(obj)
        if "from_it" in obj.filter:
            if obj.kind != "any" or obj.count != 1 or obj.up_to:
                raise Unsure("choosing something other than one card from a revealed hand")
        elif obj.kind == "target":
            if not isinstance(obj.count, (int, type(None))):
                raise Unsure("choosing a number of targets that is not a number")
        elif obj.kind != "any" or not isinstance(obj.count, int):
            raise Unsure("choosing objects that are not counted")
        return A.ChooseObject(player=YOU, object=obj)

    def choose_of_them(self, ch: list[Any]) -> A.ChooseObject:
        """ "Choose one of them" after cards of a library looked at, revealed or exiled (CR
        608.2c; ``_check_looked_at`` refuses it after anything else): as "choose a card from
        among them", "that card" afterwards."""
        n = one(ch, int)
        if n is None:
            raise Unsure("choosing a number of them that is not a number")
        obj = A.ObjectRef(kind="any", filter=("card", "from_among_them"), count=n)
        return A.ChooseObject(player=YOU, object=obj)

    def choose_target(self, ch: list[Any]) -> A.ChooseObject:
        """French "Ciblez jusqu'à deux créatures." (the printings since 2017 say the targets in
        a sentence of their own, CR 115.1, 601.2c): the objects are targets, as English "choose
        up to two target creatures"; "elle", "chacune d'elles" afterwards are those targets
        (CR 608.2c). One counted kind of object only: a target word ("cibles"), a player, a
        mark or an object named before is not understood."""
        obj = one(ch, A.ObjectRef)
        if (
            obj is None
            or type(obj) is not A.ObjectRef
            or obj.kind != "any"
            or not isinstance(obj.count, int)
            or not obj.filter
        ):
            raise Unsure("'target' said of something other than counted objects")
        count = None if obj.count == 1 and not obj.up_to else obj.count
        return A.ChooseObject(
            player=YOU, object=dataclasses.replace(obj, kind="target", count=count)
        )

    def name_card(self, ch: list[Any]) -> A.NameCard:
        """ "Choose a nonland card name" (French "Nommez une carte non-terrain", German
        "Benenne eine Karte, die kein Land ist"; CR 201.3): you choose the name of a card of
        that kind, the filter without "card" (as the older grammars' NameCard)."""
        obj = one(ch, A.ObjectRef)
        if obj is not None:  # French and German: the object phrase "une carte non-terrain"
            if obj.kind != "any" or obj.count != 1 or obj.up_to:
                raise Unsure("naming something other than one card")
            kinds = obj.filter
        else:  # English "a nonland card name": the card's words before "name"
            words = one(ch, Words)
            if one(ch, int) != 1 or words is None:
                raise Unsure("naming several cards")
            kinds = words.filter()
        if "card" not in kinds or any(isinstance(c, Post) for c in ch):
            raise Unsure("naming something that is not a kind of card")
        return A.NameCard(player=YOU, filter=tuple(w for w in kinds if w != "card"))

    def choose_from_it(self, ch: list[Any]) -> A.ChooseObject:
        """ "Du bestimmst davon eine Karte": "davon" after a revealed hand is "from it"
        (:meth:`choose_object`)."""
        return self.choose_object([self.obj([*ch, Post("from_it")])])

    def choose_cards_from_it(self, ch: list[Any]) -> A.ChooseObject:
        """German "bestimme eine davon" / "bestimme zwei davon" after a hand revealed or looked
        at (1994-2001): the noun left out is the hand's, cards: "Du bestimmst eine Karte davon"
        (Oracle "You choose a card from it", CR 701.16a; :meth:`choose_from_it`, which refuses
        "davon" with no hand before it)."""
        return self.choose_from_it([*ch, self.obj_core([(_RANK["OBJ_NOUN"], "card")])])

    def exile_with_counters(self, ch: list[Any]) -> A.Exile:
        """ "Exile ~ with three time counters on it": the exiled card gets those counters
        (``counter``, ``amount``)."""
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("self", "it", "that"):
            raise Unsure("exiling several objects with counters")
        amount = next(c for c in ch if not isinstance(c, (Token, A.ObjectRef)))
        kind = self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0]))
        return A.Exile(object=obj, counter=kind, amount=amount)

    def skip_next_step(self, ch: list[Any]) -> A.SkipNextStep:
        """ "[player] skips their next [step or phase]" (CR 614.10); the subject fills
        ``player``. Only the combat phase and the untap, upkeep, draw and end steps are read
        (a main phase said by its order in the turn is not)."""
        words = tokens(ch, "STEP_NAME")
        said = next((c for c in ch if c in ("untap", "turn")), "untap")
        step = self.lex.lookup("STEP_NAME", str(words[0])) if words else said
        if step not in ("combat", "untap", "upkeep", "draw", "end", "turn"):
            raise Unsure("skipping a main phase")
        return A.SkipNextStep(player=YOU, step=step)

    def step_untap(self, ch: list[Any]) -> str:
        return "untap"

    def step_turn(self, ch: list[Any]) -> str:
        """ "skip[s] ... next turn" (CR 614.10: a turn skipped as a step is)."""
        return "turn"

    def player_skips_your_next_turn(self, ch: list[Any]) -> Clause:
        """ "You skip your next turn.", "You skip your next untap step." (CR 614.10); "your"
        after another player is not read."""
        player = one(ch, A.PlayerRef)
        if player != YOU:
            raise Unsure("a player skipping 'your' turn")
        skip = self.skip_next_step([c for c in ch if not isinstance(c, A.PlayerRef)])
        return self.subject_player([player, skip])

    def reveal_hand(self, ch: list[Any]) -> A.RevealHand:
        """ "[player] reveals their hand" (CR 701.16a); the subject fills ``player``."""
        return A.RevealHand(player=YOU)

    def without_paying(self, ch: list[Any]) -> str:
        return "without_paying"

    def play_additional_lands(self, ch: list[Any]) -> AdditionalLands:
        """ "play an additional land", "play two additional lands on each of your turns" (CR
        305.2): land cards only."""
        kind = self.lex.lookup("CARD_TYPE", str(tokens(ch, "CARD_TYPE")[0]))
        if kind != "land":
            raise Unsure("additional plays of something other than lands")
        amount = one(ch, int)
        if amount is None:  # "an additional land"
            amount = 1
        if any(isinstance(c, A.Node) and not isinstance(c, A.Duration) for c in ch):
            raise Unsure("additional land plays with another part")  # (German "für jede ...")
        their = "each_of_their_turns" in ch
        each = "each_of_your_turns" in ch or their
        return AdditionalLands(
            amount=amount, each_turn=each, inner=one(ch, A.Duration), their=their
        )

    def each_of_your_turns(self, ch: list[Any]) -> str:
        return "each_of_your_turns"

    def each_of_their_turns(self, ch: list[Any]) -> str:
        return "each_of_their_turns"

    def play_card(self, ch: list[Any]) -> PlayCard:
        return PlayCard(object=one(ch, A.ObjectRef), cast=False, without_paying=False)

    def play_card_free(self, ch: list[Any]) -> PlayCard:
        """ "you may play that card without paying its mana cost" (CR 118.9, 305.1): "play" (a
        land too), for free; read with a duration only (:meth:`_play_card`)."""
        return PlayCard(object=one(ch, A.ObjectRef), cast=False, without_paying=True)

    def kw_mana_cost(self, ch: list[Any]) -> A.ManaCost:
        """The mana cost of a cost keyword in a keyword list ("ward {1}"), as mana_cost."""
        return self.mana_cost(ch)

    def play_lands_and_cast_spells(self, ch: list[Any]) -> PlayCard:
        """ "play lands and cast spells from your graveyard" (CR 305.1, 601.2: a card is played
        as a land or cast as a spell): "play cards" of that zone; other nouns ("play lands and
        cast creature spells") are not read."""
        first, second = nodes(ch, Words)
        if first.filter() != ("land",) or second.filter() != ("spell",):
            raise Unsure("playing and casting objects that are not 'lands' and 'spells'")
        obj = self.obj_plural([second, *nodes(ch, Post)])
        words = tuple("card" if w == "spell" else w for w in obj.filter)
        return PlayCard(
            object=dataclasses.replace(obj, filter=words), cast=False, without_paying=False
        )

    def play_card_mid(self, ch: list[Any]) -> Mid:
        """German "Du kannst sie in diesem Zug spielen" (you may play that card this turn):
        :meth:`play_card` with the duration inside the verb phrase (:class:`Mid`)."""
        return self.with_mid([self.play_card(ch), one(ch, A.Duration)])

    def play_card_without_paying(self, ch: list[Any]) -> PlayCard:
        """German 1994-2009 "[Karte] spielen, ohne ihre Manakosten zu bezahlen": "play" (a land
        too, CR 305.9); the cast of :meth:`cast_card` when the card can only be a spell (an
        instant or sorcery card, a nonland card), else not read."""
        obj = one(ch, A.ObjectRef)
        spells = {"instant", "sorcery", "instant|sorcery", "spell", "nonland"}
        if obj is not None and obj.kind == "self" and not obj.filter:
            # "kannst du ~ spielen, ohne seine Manakosten zu bezahlen" (Mercadian Masques
            # Legates): the card itself has a mana cost, so it is no land (CR 202.1, 305.9:
            # a land is never cast)
            return self.cast_card(ch)
        if obj is None or not spells & set(obj.filter):
            raise Unsure("'spielen' (play) of a card that may be a land, without paying")
        return self.cast_card(ch)

    def cast_or_play_card(self, ch: list[Any]) -> PlayCard:
        """German "Du kannst Länderkarten aus deinem Friedhof spielen", "... Kreaturenkarten
        ... spielen": "spielen" is "play" of cards that may be lands (a land is played, never
        cast, CR 305.9; Oracle "You may play lands ...", :meth:`play_card`) and, as the cast
        verb of 1994-2009, "cast" of cards of a nonland type only (CR 601.2,
        :meth:`cast_card`)."""
        obj = one(ch, A.ObjectRef)
        words = {part for w in (obj.filter if obj is not None else ()) for part in w.split("|")}
        verb = next((str(c).lower() for c in ch if isinstance(c, Token)), "")
        if not verb.startswith("spiel") or ("land" not in words and words & _SPELL_TYPES):
            return self.cast_card(ch)
        return self.play_card(ch)

    def cast_word(self, ch: list[Any]) -> Token:
        """The cast verb of a permission kept as its word ("spielen", "wirken"), read by
        :meth:`cast_or_play_card`."""
        return ch[0]

    def cast_card(self, ch: list[Any]) -> PlayCard:
        return PlayCard(
            object=one(ch, A.ObjectRef), cast=True, without_paying="without_paying" in ch
        )

    def _play_card(self, p: PlayCard) -> A.Node:
        """ "you may play that card this turn" (a permission until the duration ends) or "you
        may cast that card without paying its mana cost" (cast now, CR 608.2g); a card named
        before only ("that card", "it", "those cards", "a spell from among them"). Anything else
        is not understood."""
        among = "from_among_them" in p.object.filter  # one of the cards looked at (CR 401.2)
        if p.cast and p.without_paying and p.duration is None and _one_card_in_a_zone(p.object):
            # "you may cast an instant or sorcery spell from your hand without paying its mana
            # cost", "you may cast target instant card from your graveyard without paying its
            # mana cost": one card chosen (or targeted) where it is, cast now (CR 608.2g); the
            # card is chosen there, it becomes a spell as it is cast (CR 601.2a), so "a spell
            # from your hand" is "a card from your hand" (French "une carte depuis votre main")
            words = tuple("card" if w == "spell" else w for w in p.object.filter)
            obj = dataclasses.replace(p.object, filter=words)
            return A.CastWithoutPaying(object=obj, optional=True)
        if "from_top_of_your_library" in p.object.filter:
            return _play_from_top(p)
        if p.object.kind == "top_of_library" and p.object.filter[-2:] == ("card", "your"):
            return _play_top_card(p)
        if p.object.kind == "each" and "in_your_graveyard" in p.object.filter:
            return _play_from_graveyard(p)
        if p.object.kind == "each" and "in_your_hand" in p.object.filter:
            return _cast_from_hand_free(p)
        if p.cast and p.without_paying and p.duration is None and p.object.kind == "self":
            # "[If ...,] you may cast this spell without paying its mana cost" (CR 118.9: an
            # alternative cost that pays nothing; the condition restricts when it may be used)
            return A.AlternativeCost(action="cast", cost=A.Cost(components=()))
        if (
            p.cast
            and not p.without_paying
            and p.duration is None
            and p.object == A.ObjectRef(kind="self", filter=("in_your_graveyard",))
        ):
            # "You may cast ~ from your graveyard." (Hogaak, Arisen Necropolis): a static ability
            # letting this card be cast from that zone, its costs paid (CR 601.3)
            return A.CastFromZone(zone="graveyard")
        # "you may cast target instant card from your graveyard this turn" (Norika Yamazaki):
        # a permission for one card targeted (CR 115.1), until the duration ends (CR 611.2a)
        targeted = (
            p.object.kind == "target"
            and p.object.count in (None, 1)
            and not p.object.up_to
            and p.duration is not None
        )
        obj = p.object
        if p.duration is not None and _each_card_named_before(obj):
            # "You may play cards exiled this way until the end of your next turn", "Until end
            # of turn, you may cast spells from among them" (the cards the ability just exiled:
            # CR 608.2c): each of those cards, until the duration ends (CR 611.2a); a spell
            # cast is a card chosen where it is (CR 601.2a: "spells from among them" are cards)
            words = tuple("card" if w == "spell" else w for w in obj.filter)
            obj = dataclasses.replace(obj, filter=words)
        elif (
            obj.kind not in ("that", "it")
            and not targeted
            and not (among and obj.kind == "any" and obj.count == 1 and not obj.up_to)
        ):
            raise Unsure("playing a card that was not named before")
        if p.duration is not None:
            # "cast" permits spells only, "play" lands too (CR 305.9): "you may cast that card
            # this turn" says ``cast_only``, unless the card can't be a land (then it is play)
            # (without paying its mana cost too: a land is never cast, CR 305.9)
            cast_only = p.cast and not _never_a_land(obj)
            if cast_only and any(w.split("|") == ["land"] for w in obj.filter):
                raise Unsure("a permission to cast a land card (CR 305.9: never cast)")
            return A.PlayPermission(
                player=YOU,
                object=obj,
                without_paying=p.without_paying,
                duration=p.duration,
                cast_only=cast_only,
            )
        if p.cast and p.without_paying:
            # "a spell from among them" is the card chosen there (CR 601.2a, as above; German
            # "eine Karte", English "a spell")
            words = tuple("card" if w == "spell" else w for w in p.object.filter)
            obj = dataclasses.replace(p.object, filter=words)
            return A.CastWithoutPaying(object=obj, optional=True)
        raise Unsure("playing a card with no duration")

    def new_targets_for_copy(self, ch: list[Any]) -> NewTargets:
        return NewTargets()

    def new_target_for_copy(self, ch: list[Any]) -> NewTargets:
        """ "choose a new target for the copy" (a spell with one target, CR 707.10c): as
        "choose new targets"; another number is not read."""
        if 1 not in ch:
            raise Unsure("a number of new targets other than one")
        return NewTargets()

    def is_colorless(self, ch: list[Any]) -> Predicate:
        """ "[object] is colorless" (CR 105.2c; what devoid means, CR 702.114a): said of the
        object itself ("Ghostfire is colorless."), a characteristic-defining ability (CR
        604.3): it has no color in every zone, :class:`~rulesparser.ast.DefineColors`; for a
        time it is not read."""

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if d is not None or s.kind not in ("self", "it"):
                raise Unsure("'is colorless' of another object or for a time")
            return A.DefineColors(colors=("colorless",))

        return Predicate(build, has_duration=True)

    def is_color(self, ch: list[Any]) -> Predicate:
        """ "[object] is black" in a static ability ("Enchanted creature gets +3/-1 and is
        black.", "All creatures are black."): the color replaces the object's colors for as
        long as the ability applies (CR 105.3; layer 5, CR 613.1e), what :meth:`becomes_color`
        makes said with "is" (:class:`StaticBecomes`)."""
        color = self._canon(tokens(ch, "COLOR")[0])
        return Predicate(
            lambda s, d: StaticBecomes(object=s, colors=(color,), additive=False, duration=d),
            has_duration=True,
        )

    def becomes_colorless(self, ch: list[Any]) -> Predicate:
        """ "[object] becomes colorless [until end of turn]" (CR 105.2c: it has no color; layer
        5, CR 613.1e): a one-shot effect's color change, for its duration or indefinitely (CR
        611.2a)."""

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            return A.Becomes(object=s, colors=("colorless",), duration=d)

        return Predicate(build, has_duration=True)

    def becomes_chosen_colors(self, ch: list[Any]) -> Predicate:
        """ "[object] becomes the color or colors of your choice" (CR 105.3, 613.1e): one or
        more colors chosen as the effect resolves (CR 608.2d), the object's new colors."""
        words = [self.lex.lookup("CHOICE_WORD", str(t)) for t in tokens(ch, "CHOICE_WORD")]
        if any(w != "color" for w in words):
            raise Unsure("'or colors' after another chosen thing")

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            change = A.Becomes(object=s, colors=("chosen_colors",), duration=d)
            return A.Sequence(effects=(A.ChooseColors(player=YOU), change))

        return Predicate(build, has_duration=True)

    def becomes_color(self, ch: list[Any]) -> Predicate:
        """German "Die Farbe [object] wird zu Weiß" ("[object] becomes white", CR 105.3,
        613.1e): the color replaces the object's colors."""
        color = self._canon(tokens(ch, "COLOR")[0])
        return Predicate(
            lambda s, d: A.Becomes(object=s, colors=(color,), additive=False, duration=d),
            has_duration=True,
        )

    def becomes_creature_type(self, ch: list[Any]) -> Predicate:
        """German "Der Kreaturentyp [object] wird zu Feigling" ("[object] becomes a Coward",
        CR 205.1b): the creature type replaces the object's creature types, as
        :meth:`becomes_subtype`; a subtype that is no creature type is not read."""
        if self._canon(tokens(ch, "SUBTYPE")[0]) not in creature_types():
            raise Unsure("'the creature type becomes' a subtype that is no creature type")
        return self.becomes_subtype([1, *ch])

    def becomes_chosen_color(self, ch: list[Any]) -> Predicate:
        """German "Die Farbe [object] wird zu einer Farbe, die du bestimmst" ("[object] becomes
        the color of your choice", CR 105.3, 608.2d), as :meth:`becomes_chosen` builds it."""
        return Predicate(
            lambda s, d: A.Sequence(
                effects=(
                    A.ChooseColor(player=YOU),
                    A.Becomes(object=s, colors=("chosen_color",), duration=d),
                )
            ),
            has_duration=True,
        )

    def becomes_chosen(self, ch: list[Any]) -> Predicate:
        """ "[object] becomes the color / creature type / basic land type of your choice"
        (CR 613.1d-e): the controller chooses as the effect resolves (CR 608.2d); the new
        creature or land type replaces the object's others of that kind (CR 205.1a, 305.7),
        the color its colors (CR 105.3)."""
        what = self.lex.lookup("CHOICE_WORD", str(tokens(ch, "CHOICE_WORD")[0]))
        if what not in ("color", "creature_type", "basic_land_type"):
            raise Unsure("becoming a chosen thing that is not a color or type")

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if what == "color":
                choose: A.Node = A.ChooseColor(player=YOU)
                change = A.Becomes(object=s, colors=("chosen_color",), duration=d)
            else:
                choose = A.MakeChoice(player=YOU, what=what)
                change = A.Becomes(
                    object=s, subtypes=(f"chosen_{what}",), additive=False, duration=d
                )
            return A.Sequence(effects=(choose, change))

        return Predicate(build, has_duration=True)

    # ------------------------------------------------------------------ library (CR 401)
    def look_at_top(self, ch: list[Any]) -> A.LookAtTop:
        """ "look at the top [N] card(s) of your library" (CR 401.2), "... of target player's
        library" (``library``: whose, when not yours; CR 115.1 a target player)."""
        self._noun(ch, "card")
        library = one(ch, A.PlayerRef)
        amounts = [c for c in ch if not isinstance(c, (Token, A.PlayerRef))]
        return A.LookAtTop(player=YOU, amount=amounts[0] if amounts else 1, library=library)

    def look_at_top_any_time(self, ch: list[Any]) -> LookTopAnyTime:
        """ "look at the top card of your library any time" (CR 401.2): one card."""
        self._noun(ch, "card")
        return LookTopAnyTime()

    def put_back_any_order(self, ch: list[Any]) -> A.PutBackInAnyOrder:
        return A.PutBackInAnyOrder()

    def put_chosen_and_rest(self, ch: list[Any]) -> A.PutChosenAndRest:
        """ "Put one of them (one of those cards) into your hand and the rest [destination]";
        English also "up to two of them" / "any number of them" and another destination ("into
        your graveyard", "on top of your library": :meth:`cc_number`, :meth:`cd_hand`)."""
        if tokens(ch, "OBJ_NOUN"):
            self._noun(ch, "card")
        rest, order = ch[-1]
        chosen = one(ch, ChosenCount) if nodes(ch, ChosenCount) else ChosenCount(ch[0])
        destination = one(ch, ChosenDestination) if nodes(ch, ChosenDestination) else None
        where = destination.zone if destination else "hand"
        if where == rest:
            raise Unsure("the chosen cards and the rest put in the same place")
        return A.PutChosenAndRest(
            amount=chosen.amount, up_to=chosen.up_to, destination=where, rest=rest, order=order
        )

    def _chosen_count(self, ch: list[Any], amount: Any, up_to: bool = False) -> ChosenCount:
        if tokens(ch, "OBJ_NOUN"):
            self._noun(ch, "card")
        return ChosenCount(amount, up_to)

    def cc_number(self, ch: list[Any]) -> ChosenCount:
        """ "two of them" / "two of those cards": that many of the cards looked at."""
        return self._chosen_count(ch, ch[0])

    def cc_up_to(self, ch: list[Any]) -> ChosenCount:
        """ "up to two of them": that many or fewer (CR 608.2d: the player chooses)."""
        return self._chosen_count(ch, ch[0], up_to=True)

    def cc_any_number(self, ch: list[Any]) -> ChosenCount:
        """ "any number of them": as many as the player likes, none included (CR 608.2d)."""
        return self._chosen_count(ch, A.Variable(name="any_number"))

    def cd_hand(self, ch: list[Any]) -> ChosenDestination:
        return ChosenDestination("hand")

    def cd_graveyard(self, ch: list[Any]) -> ChosenDestination:
        return ChosenDestination("graveyard")

    def cd_library_top(self, ch: list[Any]) -> ChosenDestination:
        """ "on top of your library" (CR 401.4: the owner orders the cards put there)."""
        return ChosenDestination("library_top")

    def put_rest(self, ch: list[Any]) -> A.PutRest:
        """ "Put the rest on the bottom of your library in a random order" (CR 401.4)."""
        rest, order = ch[-1]
        return A.PutRest(rest=rest, order=order)

    def shuffle_rest(self, ch: list[Any]) -> A.PutRest:
        """ "shuffle the rest into your library" (CR 701.24a): the cards revealed or looked at
        that are left are shuffled into the library (``PutRest(rest="library_shuffled")``)."""
        return A.PutRest(rest="library_shuffled")

    def reveal_until(self, ch: list[Any]) -> A.RevealUntil:
        """ "Reveal cards from the top of your library until you reveal a creature card"
        (CR 701.16a): the kind of card looked for is the object's words."""
        self._noun(ch, "card")
        obj = one(ch, A.ObjectRef)
        if obj.kind != "any" or obj.count != 1 or obj.up_to:
            raise Unsure("revealing until several cards")
        return A.RevealUntil(player=YOU, filter=obj.filter)

    def exile_until(self, ch: list[Any]) -> A.ExileUntil:
        """ "Exile cards from the top of your library until you exile a nonland card" (CR
        406.3): the kind of card looked for is the object's words, as :meth:`reveal_until`."""
        found = self.reveal_until(ch)
        if any("self." in w for w in found.filter):
            # "until you exile a legendary nonland card with lesser mana value" (Jodah, the
            # Unifier): lesser than the spell that triggered it, not this object's (CR 608.2h)
            raise Unsure("a card exiled until one compared with an object not named")
        return A.ExileUntil(player=found.player, filter=found.filter)

    def exile_until_their(self, ch: list[Any]) -> A.ExileUntil:
        """ "Target opponent exiles cards from the top of their library until they exile a
        nonland card": the player the sentence names, as :meth:`reveal_until_their`."""
        found = self.reveal_until_their(ch)
        return A.ExileUntil(player=found.player, filter=found.filter)

    def reveal_until_their(self, ch: list[Any]) -> A.RevealUntil:
        """ "[player] reveals cards from the top of their library until they reveal a land
        card": the player the sentence names before (that player until the subject replaces
        it, :meth:`_player_verb`); a subject "you" would not say "their": left unparsed."""
        effect = self.reveal_until(ch)
        return dataclasses.replace(effect, player=A.PlayerRef(kind="that_player"))

    def put_on_bottom(self, ch: list[Any]) -> A.PutOnBottom:
        """ "Put target card from a graveyard on the bottom of its owner's library" (CR 401.4);
        "your library" only for a card of yours (a card goes to its owner's library, CR 400.3);
        "in any order": the owner orders the cards (``any_order``)."""
        obj = one(ch, A.ObjectRef)
        _check_your_library(obj, ch)
        if "random" in ch:  # "in a random order" of cards chosen: not the owner's order
            raise Unsure("cards put on the bottom of a library in a random order")
        return A.PutOnBottom(object=obj, any_order="any" in ch)

    def lib_owners(self, ch: list[Any]) -> str:
        return "owners"

    def rd_graveyard(self, ch: list[Any]) -> tuple[str, str | None]:
        return ("graveyard", None)

    def rd_bottom(self, ch: list[Any]) -> tuple[str, str | None]:
        return ("library_bottom", ch[0])

    def rd_top(self, ch: list[Any]) -> tuple[str, str | None]:
        """ "the rest back on top of your library in any order" (CR 401.4)."""
        return ("library_top", ch[0])

    def lo_any(self, ch: list[Any]) -> str:
        return "any"

    def lo_random(self, ch: list[Any]) -> str:
        if ch and ch[0] != 1:  # "a random order"; German "in zufälliger Reihenfolge" says none
            raise Unsure("an order that is not 'a random order'")
        return "random"

    def draw_additional(self, ch: list[Any]) -> A.Draw:
        """ "draw an additional card" / "two additional cards": that many more cards drawn
        (CR 121.1)."""
        self._noun(ch, "card")
        return A.Draw(player=YOU, amount=ch[0])

    def mill(self, ch: list[Any]) -> A.Mill:
        self._noun(ch, "card")
        return A.Mill(player=YOU, amount=ch[0])

    def mill_one(self, ch: list[Any]) -> A.Mill:
        """ "put the top card of your library into your graveyard": mill 1 (CR 701.13); the
        article before the card ("la carte du dessus") is the only quantifier said."""
        self._noun(ch, "card")
        if any(q != Quant("the") for q in nodes(ch, Quant)):
            raise Unsure("the top card said with a quantifier other than 'the'")
        return A.Mill(player=YOU, amount=1)

    def scry(self, ch: list[Any]) -> A.Scry:
        return A.Scry(player=YOU, amount=ch[0])

    def surveil(self, ch: list[Any]) -> A.Surveil:
        return A.Surveil(player=YOU, amount=ch[0])

    def shuffle(self, ch: list[Any]) -> A.Shuffle:
        return A.Shuffle(player=YOU)

    def search(self, ch: list[Any]) -> A.SearchLibrary:
        """ "Search your library for X" (CR 701.19): the cards looked for are in that library,
        so a "dans votre bibliothèque" said after the object adds nothing."""
        if any(self._canon(t) != "library" for t in tokens(ch, "ZONE")):
            # German "Durchsuche deinen Friedhof nach ...": a zone said by a word of its own
            # must be the library (a graveyard search is search_zones' or not read)
            raise Unsure("searching a zone that is not a library")
        obj = _objects(ch)
        if isinstance(obj, A.ObjectUnion):  # "for a Forest card and a Plains card"
            obj = A.ObjectUnion(objects=tuple(_searched(r) for r in obj.objects))
        else:
            obj = _searched(obj)
        # "Search target player's library" (CR 701.23a): you search another player's library
        library = next((c for c in ch if isinstance(c, A.PlayerRef)), None)
        # French "cherchez une carte dans la bibliothèque du joueur ciblé": the library said
        # after the object is the one searched
        words = obj.filter if isinstance(obj, A.ObjectRef) else ()
        owner = [w for w in words if w in _SEARCHED_LIBRARY_WORDS]
        if owner:
            if library is not None or len(owner) > 1:
                raise Unsure("a library said twice")
            library = A.PlayerRef(kind=_SEARCHED_LIBRARY_WORDS[owner[0]])
            obj = dataclasses.replace(obj, filter=tuple(w for w in obj.filter if w != owner[0]))
        return A.SearchLibrary(player=YOU, object=obj, shuffle=False, library=library)

    def search_their(self, ch: list[Any]) -> A.SearchLibrary:
        """ "[player] searches their library for X" (French "Son contrôleur peut chercher dans
        sa bibliothèque une carte ...", CR 701.19): the library of the player the sentence
        names as its subject, who searches it (:meth:`_player_verb` drops the mark
        :data:`SUBJECT_LIBRARY_MARK`); with no such subject ("Cherchez dans sa bibliothèque":
        whose?) the mark stays and the line is left unparsed (rulesparser.cardtext)."""
        search = self.search(ch)
        if not isinstance(search.object, A.ObjectRef) or search.library is not None:
            raise Unsure("their library searched for several objects, or a library said twice")
        next(MARKS_READ)
        obj = search.object
        return dataclasses.replace(
            search,
            object=dataclasses.replace(obj, filter=(*obj.filter, SUBJECT_LIBRARY_MARK)),
        )

    def search_zones(self, ch: list[Any]) -> A.SearchLibrary:
        """ "Search your library and/or graveyard for X", "your graveyard, hand, and/or library"
        (CR 400.1, 701.19): the searcher's own zones, the library among them; "and/or": the
        searcher chooses which of them to search."""
        zones = [c.zone for c in ch if isinstance(c, SearchedZone)]
        if "library" not in zones or len(set(zones)) != len(zones):
            raise Unsure("a search of several zones without the library, or a zone said twice")
        search = self.search([c for c in ch if not isinstance(c, SearchedZone)])
        others = tuple(sorted(z for z in zones if z != "library"))
        return dataclasses.replace(search, zones=others, choose_zones=ZoneChoice() in ch)

    def zone_word(self, ch: list[Any]) -> SearchedZone:
        """A zone word of the lexicon ("Friedhof", "Hand", "Bibliothek")."""
        return SearchedZone(self.lex.lookup("ZONE", str(tokens(ch, "ZONE")[0])))

    def zone_library(self, ch: list[Any]) -> SearchedZone:
        return SearchedZone("library")

    def zone_graveyard(self, ch: list[Any]) -> SearchedZone:
        return SearchedZone("graveyard")

    def zone_hand(self, ch: list[Any]) -> SearchedZone:
        return SearchedZone("hand")

    def zj_and(self, ch: list[Any]) -> None:
        return None

    def zj_andor(self, ch: list[Any]) -> ZoneChoice:
        return ZoneChoice()

    def lib_target_player(self, ch: list[Any]) -> A.PlayerRef:
        self._one_target(ch)  # (French "d'un joueur ciblé": one)
        return A.PlayerRef(kind="target_player")

    def lib_target_opponent(self, ch: list[Any]) -> A.PlayerRef:
        self._one_target(ch)
        return A.PlayerRef(kind="target_opponent")

    def lib_of_that_player(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="that_player")

    def lib_its_controller(self, ch: list[Any]) -> A.PlayerRef:
        """ "its controller's [library]": of the object named before (CR 108.4)."""
        return A.PlayerRef(kind="controller", object=A.ObjectRef(kind="it"))

    def lib_its_owner(self, ch: list[Any]) -> A.PlayerRef:
        """ "its owner's [library]": of the object named before (CR 108.3)."""
        return A.PlayerRef(kind="owner", object=A.ObjectRef(kind="it"))

    def reveal(self, ch: list[Any]) -> A.Reveal:
        return A.Reveal(object=one(ch, A.ObjectRef))

    def turn_face_up(self, ch: list[Any]) -> A.TurnFaceUp:
        """ "Turn target face-down creature you control face up" (CR 702.37e, 708.8): only an
        object said to be face down, or this object, is turned face up."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "self" and "face_down" not in obj.filter:
            raise Unsure("turning face up an object not said to be face down")
        return A.TurnFaceUp(object=obj)

    def turn_face_down(self, ch: list[Any]) -> A.TurnFaceDown:
        """ "Turn ~ face down", "Turn target creature with a morph ability face down" (CR
        708.2a): a face-down object is not turned face down again."""
        obj = one(ch, A.ObjectRef)
        if "face_down" in obj.filter:
            raise Unsure("turning face down an object said to be face down")
        return A.TurnFaceDown(object=obj)

    def reveal_random(self, ch: list[Any]) -> A.Reveal:
        """ "reveals a card / X cards at random from their hand" (CR 701.20a): that many cards
        of the revealing player's hand, chosen at random (the object's words with
        ``in_its_hand``, as "reveals a card from their hand" has them)."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "any" or obj.filter != ("card",) or obj.up_to or obj.count is None:
            raise Unsure("revealing at random something other than a number of cards")
        return A.Reveal(
            object=dataclasses.replace(obj, filter=("card", "in_its_hand")), random=True
        )

    def reveal_counted_at_random(self, ch: list[Any]) -> A.Reveal:
        """German "zeigt eine zufällig bestimmte Karte aus seiner Hand offen vor" (CR 701.20a):
        N cards of the revealing player's own hand ("aus seiner / deiner Hand", "von seiner
        Hand"), chosen at random, as :meth:`reveal_random` reads "reveals a card at random from
        their hand"; another zone, or no zone, is not read."""
        self._noun(ch, "card")
        own = ("in_your_hand", "in_its_hand", "in_that_players_hand")
        zones = [c for c in ch if isinstance(c, str) and not isinstance(c, Token)]
        if not zones or any(z not in own for z in zones):
            raise Unsure("revealing at random from a zone that is not one's hand")
        amount = next(c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool))
        return self.reveal_random([A.ObjectRef(kind="any", count=amount, filter=("card",))])

    def reveal_random_in_hand(self, ch: list[Any]) -> A.Reveal:
        """French "révèle au hasard une carte de sa main", "révèle une carte de sa main au
        hasard" (CR 701.20a): the hand said inside the object's words ("de sa main", "de votre
        main": the revealing player's own hand, the only hand a player reveals from), read as
        :meth:`reveal_random` reads "reveals a card at random from their hand". Anything but a
        number of cards of that hand is not read."""
        obj = one(ch, A.ObjectRef)
        if obj.filter not in (("card", "in_its_hand"), ("card", "in_your_hand")):
            raise Unsure("revealing at random something other than cards of one's hand")
        return self.reveal_random([dataclasses.replace(obj, filter=("card",))])

    def destroy(self, ch: list[Any]) -> A.Destroy:
        return A.Destroy(object=_objects(ch))

    def destroy_old(self, ch: list[Any]) -> A.Destroy:
        """ "Vernichte alle Länder im Spiel." (German Fourth Edition, 1995: destroy, CR 701.8).
        Its printings say "eine schwarze bleibende Karte" for a target as often as for any one
        (Northern Paladin, Oracle "target black permanent"): only a group is read."""
        delayed = one(ch, A.DelayedTrigger)
        if delayed is not None:
            # "Vernichte am Ende des Zuges alle ..." (the step between the verb and its object)
            return dataclasses.replace(delayed, effect=self.destroy_old([delayed.effect]))
        destroy = one(ch, A.Destroy)
        if not isinstance(destroy.object, A.ObjectRef) or destroy.object.kind != "each":
            raise Unsure("Fourth Edition's 'vernichte' of one object (target or not is unsaid)")
        return destroy

    def bury(self, ch: list[Any]) -> A.Node:
        """ "Bury" (the 1994-1999 keyword action, German "Begrabe"): the Oracle errata reads it as
        "Destroy [object]. It can't be regenerated." (CR 701.7, 701.19c). A card burying itself
        ("Begrabe die ~, wenn Du keine Inseln kontrollierst.") became "sacrifice ~" in its Oracle
        text (CR 701.17: you, its controller, sacrifice it); an object named before became
        "sacrifice" by one player or another (its controller, the card's): left unparsed. The
        step of a trigger between the verb and the object ("Begrabe am Ende des Zuges den ~",
        CR 603.7) stays around what the burial is."""
        delayed = one(ch, A.DelayedTrigger)
        if delayed is not None:
            return dataclasses.replace(delayed, effect=self.bury([delayed.effect]))
        destroy = one(ch, A.Destroy)
        obj = destroy.object
        if isinstance(obj, A.ObjectRef) and obj == A.ObjectRef(kind="self"):
            return A.Sacrifice(object=obj)
        if not isinstance(obj, A.ObjectRef) or obj.kind not in ("target", "each", "any"):
            raise Unsure("'bury' of this object or of one named before (Oracle: sacrifice)")
        return dataclasses.replace(destroy, cant_be_regenerated=True)

    def exile(self, ch: list[Any]) -> A.Exile:
        return A.Exile(object=_objects(ch))

    def move(self, ch: list[Any]) -> A.Node:
        """ "Return [object] to [destination]" (CR 400.7), the destination said before or after
        the object ("Renvoyez sur le champ de bataille une carte ...")."""
        obj = _objects(ch)
        dest = next(c for c in ch if isinstance(c, tuple))
        if dest[0] == "their_hand":
            # "from an opponent's graveyard to their hand": the graveyard's player owns the
            # card (CR 404.2: a card goes to its owner's graveyard), so that hand is its owner's
            if not _OWNED_ZONES.intersection(obj.filter):
                raise Unsure("'their hand' without a player's graveyard named before")
            return A.ReturnToHand(object=obj)
        if dest[0] == "hand":
            return A.ReturnToHand(object=obj)
        if isinstance(obj, A.ObjectUnion):
            raise Unsure("several objects put onto the battlefield")
        return self._onto_battlefield(obj, dest[1])

    def move_zone_after(self, ch: list[Any]) -> A.Node:
        """ "Renvoyez le ~ sur le champ de bataille depuis votre cimetière": the zone the object
        leaves, said after the destination, is a filter word of the object as when said after
        it ("~ from your graveyard", :meth:`obj_self_zone`; CR 400.7)."""
        obj = one(ch, A.ObjectRef)
        zone = next(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        if zone in obj.filter:
            raise Unsure("a zone said twice")
        obj = dataclasses.replace(obj, filter=(*obj.filter, zone))
        return self.move([obj, *(c for c in ch if isinstance(c, tuple))])

    def move_delayed(self, ch: list[Any]) -> A.DelayedTrigger:
        """A move said with its delayed trigger inside the verb phrase (German "bringe sie zu
        Beginn des nächsten Endsegments auf die Hand ihres Besitzers zurück", CR 603.7)."""
        return self._delayed_inside(ch, self.move)

    def move_delayed_mods(self, ch: list[Any]) -> A.DelayedTrigger:
        """:meth:`move_delayed` with how it enters said before the step (German "Bringe
        diese Karte unter der Kontrolle ihres Besitzers zu Beginn des nächsten Endsegments ins
        Spiel zurück", CR 603.7): the words of its destination, which must be the
        battlefield."""
        mods = [c for c in ch if isinstance(c, (str, A.PutCounters)) and not isinstance(c, Token)]
        dest = [c for c in ch if isinstance(c, tuple) and c and c[0] != "delayed"]
        if len(dest) != 1 or dest[0][0] != "battlefield":
            raise Unsure("how it enters said before a zone that is not the battlefield")
        rest = [c for c in ch if c not in mods and c is not dest[0]]
        return self.move_delayed([*rest, ("battlefield", [*mods, *dest[0][1]])])

    def draw_delayed(self, ch: list[Any]) -> A.DelayedTrigger:
        """A draw said with its delayed trigger between the verb and its object (German
        "Ziehe zu Beginn des Versorgungssegments des nächsten Zuges eine Karte", CR 603.7)."""
        return self._delayed_inside(ch, self.draw)

    def exile_instead(self, ch: list[Any]) -> Mid:
        """An exile with "instead" inside its verb phrase ("schicke sie stattdessen ins Exil")."""
        return self._instead_inside(ch, self.exile)

    def move_instead(self, ch: list[Any]) -> Mid:
        """A return with "instead" between its object and its destination (German "bringe die
        Karten stattdessen auf deine Hand zurück"): as :meth:`exile_instead`."""
        return self._instead_inside(ch, self.move)

    def exile_delayed(self, ch: list[Any]) -> A.DelayedTrigger:
        """An exile said with its delayed trigger inside the verb phrase (CR 603.7)."""
        return self._delayed_inside(ch, self.exile)

    def put_counters_delayed(self, ch: list[Any]) -> A.DelayedTrigger:
        """Counters put with the trigger inside the verb phrase (German "Lege zu Beginn deines
        Versorgungssegments eine Sporenmarke auf den ~", CR 603.7)."""
        return self._delayed_inside(ch, self.put_counters)

    def remove_counters_delayed(self, ch: list[Any]) -> A.DelayedTrigger:
        return self._delayed_inside(ch, self.remove_counters)

    def sacrifice_delayed(self, ch: list[Any]) -> A.DelayedTrigger:
        return self._delayed_inside(ch, self.sacrifice)

    def destroy_delayed(self, ch: list[Any]) -> A.DelayedTrigger:
        return self._delayed_inside(ch, self.destroy)

    def discard_delayed(self, ch: list[Any]) -> A.DelayedTrigger:
        return self._delayed_inside(ch, self.discard)

    def tap_delayed(self, ch: list[Any]) -> A.DelayedTrigger:
        return self._delayed_inside(ch, self.tap)

    def untap_delayed(self, ch: list[Any]) -> A.DelayedTrigger:
        return self._delayed_inside(ch, self.untap)

    def put_onto_battlefield_delayed(self, ch: list[Any]) -> A.DelayedTrigger:
        return self._delayed_inside(ch, self.put_onto_battlefield)

    def _delayed_inside(self, ch: list[Any], verb: Callable[[list[Any]], A.Node]) -> A.Node:
        when = next(c for c in ch if isinstance(c, tuple) and c and c[0] == "delayed")
        return A.DelayedTrigger(trigger=when[1], effect=verb([c for c in ch if c is not when]))

    def _onto_battlefield(self, obj: A.ObjectRef, mods: list[Any]) -> A.PutOntoBattlefield:
        if "token" in obj.filter and obj.kind in ("any", "each"):
            # tokens exist only on the battlefield (CR 111.7, 111.8): German "bringe zwei rote
            # Goblin-Spielsteine ins Spiel" is the old wording of creating tokens (CR 111.2),
            # here without all their characteristics (Goblinfeldmarschall: 1/1 not said); with
            # a creature type only, the next sentence may say them (:func:`_old_tokens`)
            subtype = obj.filter[0]
            if (
                obj.kind == "any"
                and not obj.up_to
                and not mods
                and len(obj.filter) == 2
                and obj.filter[1] == "token"
                and subtype in creature_types()
            ):
                return A.CreateToken(amount=obj.count or 1, subtypes=(subtype,), types=(OLD_TOKEN,))
            raise Unsure("tokens put onto the battlefield, the old wording of creating them")
        if "tapped" in obj.filter and "card" in obj.filter:
            # a card has no tapped status (CR 110.5: permanents only): German "eine
            # Länderkarte getappt ins Spiel bringen" says how it enters (onto the battlefield
            # tapped), which the object phrase read as an adjective after its noun
            obj = dataclasses.replace(obj, filter=tuple(w for w in obj.filter if w != "tapped"))
            mods = [*mods, "tapped"]
        controller = None
        if "under_your_control" in mods:
            controller = YOU
        elif "under_owners_control" in mods:
            controller = A.PlayerRef(kind="owner", object=IT)
        counters = [m for m in mods if isinstance(m, A.PutCounters)]
        if len(counters) > 1:
            raise Unsure("two kinds of counters an object enters with")
        attached = [m.object for m in mods if isinstance(m, AttachedTo)]
        if len(attached) > 1 or (attached and (counters or "tapped_attacking" in mods)):
            raise Unsure("attached to two objects, or attached and with another modifier")
        attacking = "tapped_attacking" in mods
        if attacking and "creature" not in {w for f in obj.filter for w in f.split("|")}:
            # only a creature attacks (CR 506.3)
            raise Unsure("something other than a creature put onto the battlefield attacking")
        return A.PutOntoBattlefield(
            object=obj,
            tapped="tapped" in mods or attacking,
            attacking=attacking,
            controller=controller,
            transformed="transformed" in mods,
            counters=counters[0] if counters else None,
            attached_to=attached[0] if attached else None,
        )

    def put_onto_battlefield(self, ch: list[Any]) -> A.PutOntoBattlefield:
        """ "Put [object] onto the battlefield [tapped] [under ...]": the modifiers as words or
        as a destination ("Bringe ... getappt ins Spiel")."""
        mods: list[Any] = [
            c
            for c in ch
            if isinstance(c, (str, A.PutCounters, AttachedTo)) and not isinstance(c, Token)
        ]
        for dest in (c for c in ch if isinstance(c, tuple)):
            if dest[0] == "hand":  # "put it into your hand" (German "nimm sie auf deine Hand")
                return A.ReturnToHand(object=one(ch, A.ObjectRef))
            if dest[0] != "battlefield":
                raise Unsure("put into a zone that is not the battlefield")
            mods += [m for m in dest[1] if not isinstance(m, Token)]
        return self._onto_battlefield(one(ch, A.ObjectRef), mods)

    def put_chosen_onto_battlefield(self, ch: list[Any]) -> A.Node:
        """German 1995-1999 "Wähle eine Kreaturenkarte aus Deiner Hand und bringe diese Kreatur
        ins Spiel" (choose a card and put it onto the battlefield: the card chosen is the card
        put, :meth:`put_onto_battlefield`, CR 110.2). A card with a quality chosen from your
        hand, a hidden zone (CR 400.2), may be none: the Oracle text of each such card says "You
        may put ... from your hand" (optional). A card taken from a library is a search (CR
        701.23a: Oracle "Search your library for ..."), not read here."""
        obj = one(ch, A.ObjectRef)
        if obj is None or any(w.startswith("in_") and "library" in w for w in obj.filter):
            raise Unsure("a card chosen from a library: a search said without the word")
        node = self.put_onto_battlefield(ch)
        if isinstance(node, A.PutOntoBattlefield) and "in_your_hand" in obj.filter:
            return dataclasses.replace(node, optional=True)
        return node

    def return_mods_after(self, ch: list[Any]) -> A.PutOntoBattlefield:
        """French "renvoyez en jeu cette créature sous votre contrôle": the destination before
        the object, its modifiers after it (CR 110.2); the battlefield only."""
        if any(isinstance(c, tuple) and c[0] != "battlefield" for c in ch):
            raise Unsure("modifiers of a destination that is not the battlefield")
        return self.put_onto_battlefield(ch)

    def put_onto_battlefield_it(self, ch: list[Any]) -> A.Node:
        """ "... und auf deine Hand nehmen" after a verb with its object: that object ("it")."""
        return self.put_onto_battlefield([IT, *ch])

    def reveal_it(self, ch: list[Any]) -> A.Reveal:
        """ "... und offen vorzeigen" after a verb with its object: that object ("it")."""
        return A.Reveal(object=IT)

    def put_into_hand(self, ch: list[Any]) -> A.ReturnToHand:
        return A.ReturnToHand(object=one(ch, A.ObjectRef))

    def put_into_hand_from_among_them(self, ch: list[Any]) -> A.Node:
        """French "mettez dans votre main, parmi elles, une carte ..." ("from among them" said
        before the card, CR 401.2): :meth:`put_into_hand` of that card from among them
        (:func:`_from_among_them_said_first`)."""
        return _from_among_them_said_first(self.put_into_hand(ch))

    def put_into_graveyard(self, ch: list[Any]) -> A.PutIntoGraveyard | A.Mill:
        """ "Put that card into your graveyard" (CR 400.3): a card of yours moved to your
        graveyard (from a library, a hand); a permanent put there is not read. "Put the top
        three cards of your library into your graveyard" is milling three cards (CR 701.13a:
        the Oracle text says "Mill three cards" since 2020)."""
        obj = one(ch, A.ObjectRef)
        if obj.kind == "top_of_library" and obj.filter == ("card", "your"):
            return A.Mill(player=YOU, amount=1 if obj.count is None else obj.count)
        if obj.kind not in ("it", "that", "top_of_library"):
            raise Unsure("an object put into a graveyard that is not a card named before")
        return A.PutIntoGraveyard(object=obj)

    def put_into_their_graveyard(self, ch: list[Any]) -> A.Mill:
        """ "Target player puts the top three cards of their library into their graveyard"
        (Oracle until 2020): that player mills three cards (CR 701.13a); the player is the
        clause's subject (:meth:`subject_player`)."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "top_of_library" or obj.filter != ("card", "that_player"):
            raise Unsure(
                "a card put into 'their' graveyard that is not from the top of their library"
            )
        amount = 1 if obj.count is None else obj.count
        return A.Mill(player=A.PlayerRef(kind="that_player"), amount=amount)

    def put_into_your_zone(self, ch: list[Any]) -> A.PutIntoGraveyard:
        """German "Du kannst sie auf deinen Friedhof legen." (you may put that card into your
        graveyard, CR 400.3): :meth:`put_into_graveyard`; another zone is not read."""
        if any(self.lex.lookup("ZONE", str(t)) != "graveyard" for t in tokens(ch, "ZONE")):
            raise Unsure("a card put into a zone other than a graveyard")
        return self.put_into_graveyard(ch)

    def _hand(self, ch: list[Any]) -> tuple[str, list[str]]:
        """A hand; a language naming the zone with its ZONE word must name the hand."""
        if any(self.lex.lookup("ZONE", str(t)) != "hand" for t in tokens(ch, "ZONE")):
            raise Unsure("a destination zone that is not a hand")
        return ("hand", [])

    def dest_owners_hand(self, ch: list[Any]) -> tuple[str, list[str]]:
        return self._hand(ch)

    def dest_your_hand(self, ch: list[Any]) -> tuple[str, list[str]]:
        return self._hand(ch)

    def dest_their_hand(self, ch: list[Any]) -> tuple[str, list[str]]:
        """ "to their hand" (German "auf seine Hand"): the hand of the player named with the
        object's zone (checked by :meth:`move`)."""
        self._hand(ch)
        return ("their_hand", [])

    def dest_battlefield(self, ch: list[Any]) -> tuple[str, list[Any]]:
        return ("battlefield", [c for c in ch if isinstance(c, (str, A.PutCounters, AttachedTo))])

    def dm_attached_to(self, ch: list[Any]) -> AttachedTo:
        """ "attached to that creature / ~ / target creature": one object named before, this
        object or a target (CR 303.4f); another ("attached to a creature that shares ...", a
        choice nobody is said to make) is not read."""
        obj = one(ch, A.ObjectRef)
        if (
            obj is None
            or type(obj) is not A.ObjectRef
            or obj.kind not in ("self", "that", "it", "target")
            or obj.count not in (None, 1)
            or obj.up_to
        ):
            raise Unsure("attached to an object that is not one named before, this or a target")
        return AttachedTo(obj)

    def dm_with_counters(self, ch: list[Any]) -> A.PutCounters:
        """ "[onto the battlefield] with a -1/-1 counter on it": the counters the object enters
        with (CR 614.1c, 122.6; persist 702.79a, undying 702.93a); the number may come after
        the pronoun (French "avec, sur elle, un marqueur +1/+1")."""
        return A.PutCounters(
            counter=self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0])),
            amount=next(c for c in ch if not isinstance(c, Token)),
            object=IT,
        )

    def dm_tapped(self, ch: list[Any]) -> str:
        """ "tapped"; a language whose word is the status adjective ("getappt") must say
        tapped, not another status."""
        if any(self.lex.lookup("STATUS", str(t)) != "tapped" for t in tokens(ch, "STATUS")):
            raise Unsure("a status other than tapped where a permanent is put")
        return "tapped"

    def dm_tapped_attacking(self, ch: list[Any]) -> str:
        """ "tapped and attacking": the object enters tapped and attacking (CR 508.4: it was
        never declared as an attacker; its controller chooses what it attacks); German
        "getappt und angreifend" says the two statuses in that order."""
        said = [self.lex.lookup("STATUS", str(t)) for t in tokens(ch, "STATUS")]
        if said and said != ["tapped", "attacking"]:
            raise Unsure("statuses other than tapped and attacking where a permanent is put")
        return "tapped_attacking"

    def dm_transformed(self, ch: list[Any]) -> str:
        """ "transformed": with its back face up (CR 712.14a)."""
        return "transformed"

    def dm_under_your_control(self, ch: list[Any]) -> str:
        return "under_your_control"

    def dm_under_owners_control(self, ch: list[Any]) -> str:
        return "under_owners_control"

    def put_counters(self, ch: list[Any]) -> A.PutCounters:
        """The amount and the object in either order (English "put two +1/+1 counters on
        target creature", German "Lege auf jede Sage, die du kontrollierst, eine
        Sagenmarke")."""
        obj = one(ch, A.ObjectRef)
        return A.PutCounters(
            counter=self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0])),
            amount=next(c for c in ch if not isinstance(c, (Token, A.ObjectRef))),
            object=obj,
        )

    def put_its_counters(self, ch: list[Any]) -> A.PutCounters:
        """ "put its +1/+1 counters on target artifact creature" (modular's reminder, CR
        702.43a): as many counters of that kind as are on "it" (CR 122.1), put on the object."""
        counter = self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0]))
        return A.PutCounters(
            counter=counter,
            amount=A.Count(what="counters", object=A.ObjectRef(kind="it"), counter=counter),
            object=one(ch, A.ObjectRef),
        )

    def remove_counters(self, ch: list[Any]) -> A.RemoveCounters:
        counter = self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0]))
        obj = one(ch, A.ObjectRef)
        amount = self.removed_amount(ch[0], counter, obj)  # type: ignore[attr-defined]
        return A.RemoveCounters(counter=counter, amount=amount, object=obj)

    def move_counters(self, ch: list[Any]) -> A.MoveCounters:
        """ "move a +1/+1 counter from [object] onto [object]" (CR 122.5): the object after
        "from" loses them, the one after "onto" gets them (in that order in the clause)."""
        source, to = nodes(ch, A.ObjectRef)
        counter = self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0]))
        amount = self.removed_amount(ch[0], counter, source)  # type: ignore[attr-defined]
        return A.MoveCounters(counter=counter, amount=amount, object=source, to=to)

    def unattach(self, ch: list[Any]) -> A.Unattach:
        """ "Unattach this permanent" (CR 701.3d)."""
        return A.Unattach(object=one(ch, A.ObjectRef))

    def remove_damage(self, ch: list[Any]) -> A.RemoveDamage:
        """ "remove all damage marked on it" (CR 120.6, 702.89a)."""
        return A.RemoveDamage(object=one(ch, A.ObjectRef))

    def tap(self, ch: list[Any]) -> A.Tap:
        return A.Tap(object=_objects(ch))

    def untap(self, ch: list[Any]) -> A.Untap:
        return A.Untap(object=_objects(ch))

    def untap_during_untap_steps(self, ch: list[Any]) -> A.UntapDuringUntapSteps:
        """ "Untap all permanents you control during each other player's untap step" (CR
        502.3): a static ability untapping those permanents in the untap step of each player
        named (``each_other_player``: every player but you; ``each_opponent``). Only
        permanents you control (or this one) are read: whose untap is it otherwise?"""
        obj = one(ch, A.ObjectRef)
        player = one(ch, A.PlayerRef)
        if obj is None or not (obj.kind == "self" or "you_control" in obj.filter):
            raise Unsure("untapping permanents that are not yours in others' untap steps")
        if obj.kind == "target" or obj.count is not None:
            raise Unsure("untapping a number of permanents in others' untap steps")
        return A.UntapDuringUntapSteps(object=obj, player=player)

    def ous_each_other_player(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="each_other_player")

    def ous_each_opponent(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="each_opponent")

    def remove_from_combat(self, ch: list[Any]) -> A.RemoveFromCombat:
        """ "Remove [object] from combat" (CR 506.4)."""
        return A.RemoveFromCombat(object=one(ch, A.ObjectRef))

    def remove_from_combat_same(self, ch: list[Any]) -> A.RemoveFromCombat:
        """German "kannst du ihn enttappen und aus dem Kampf entfernen": the second infinitive
        of a coordination takes the object of the first, said once (English "untap it and
        remove it from combat")."""
        return A.RemoveFromCombat(object=A.ObjectRef(kind="it"))

    def counter(self, ch: list[Any]) -> A.CounterObject:
        """Counter [spell] (CR 701.6): a spell named by its words is an object on the stack, a
        :class:`~rulesparser.ast.StackObjectRef` (CR 405.1), as the older grammar has it."""
        obj = one(ch, A.ObjectRef)
        if SPELL_ALTERNATIVE_MARK in obj.filter:
            # "Neutralisiere einen Artefaktzauber oder eine Verzauberung deiner Wahl": what is
            # countered is a spell (CR 701.6a), the enchantment one too
            obj = dataclasses.replace(
                obj, filter=tuple(w for w in obj.filter if w != SPELL_ALTERNATIVE_MARK)
            )
        if not isinstance(obj, A.StackObjectRef) and any(
            part in ("spell", "ability") for w in obj.filter for part in w.split("|")
        ):
            obj = A.StackObjectRef(
                kind=obj.kind, filter=obj.filter, count=obj.count, up_to=obj.up_to
            )
        return A.CounterObject(object=obj)

    def regenerate(self, ch: list[Any]) -> A.Regenerate:
        """Regenerate [object] (CR 701.19); the action named alone, with no object (the old
        German printings' "{B}: Regeneration"), regenerates the card itself."""
        return A.Regenerate(object=one(ch, A.ObjectRef) or A.ObjectRef(kind="self"))

    def transform(self, ch: list[Any]) -> A.Transform:
        return A.Transform(object=one(ch, A.ObjectRef))

    def attach(self, ch: list[Any]) -> A.Attach:
        objs = nodes(ch, A.ObjectRef)
        return A.Attach(object=objs[0], to=objs[1])

    def attach_to_it(self, ch: list[Any]) -> A.Attach:
        """ "lui attacher [objet]" (French: the permanent attached to said before the verb as
        "lui", CR 701.3a): attach the object to "it"."""
        return A.Attach(object=one(ch, A.ObjectRef), to=IT)

    def attach_qualified(self, ch: list[Any]) -> A.Attach:
        """Attach (CR 701.3) with a qualifier printed after the verb's particle (German "lege
        ihn an eine Kreatur deiner Wahl an, die du kontrollierst"): it qualifies the second
        object."""
        att = one(ch, A.Attach)
        to = att.to
        if any(any(c in w for c in "_:<>=") for w in to.filter):
            raise Unsure("qualifiers on both sides of the particle")
        words = tuple(sorted(p.word for p in nodes(ch, Post)))
        return dataclasses.replace(att, to=dataclasses.replace(to, filter=to.filter + words))

    def exchange_control(self, ch: list[Any]) -> A.ExchangeControl:
        """ "Exchange control of ~ and target creature" (two single objects) or "of two target
        creatures" (one phrase naming two targets), CR 701.12b; anything else (a group, one
        object alone) is not understood."""
        objs = nodes(ch, A.ObjectRef)
        if len(objs) == 1:
            if objs[0].kind != "target" or objs[0].count != 2 or objs[0].up_to:
                raise Unsure("exchanging control of one phrase that is not two targets")
            return A.ExchangeControl(object=objs[0])
        first, second = objs
        for o in objs:
            if o.kind not in ("self", "target", "it", "that") or o.count not in (None, 1):
                raise Unsure("exchanging control of a group")
        if first.up_to:  # (the exchange happens with both or not at all, CR 701.12a)
            raise Unsure("exchanging control of 'up to one' first")
        return A.ExchangeControl(object=first, other=second)

    def exchange_zones(self, ch: list[Any]) -> A.ExchangeZones:
        """ "Exchange this permanent with an Aura card in your hand" (aura swap, CR 702.65a): this
        object and one card in a hand; any other exchange is not understood."""
        first, second = nodes(ch, A.ObjectRef)
        if first.kind != "self" or second.count != 1 or "in_your_hand" not in second.filter:
            raise Unsure("an exchange that is not this permanent with a card in your hand")
        return A.ExchangeZones(object=first, other=second)

    def gain_control(self, ch: list[Any]) -> A.GainControl:
        return A.GainControl(player=YOU, object=one(ch, A.ObjectRef))

    def add_mana(self, ch: list[Any]) -> A.AddMana:
        """ "Add {G}" (CR 106.1); "Add {1}" is {C} (:func:`mana_produced`)."""
        return A.AddMana(player=YOU, mana=mana_produced(one(ch, A.ManaCost)))

    def add_mana_choice(self, ch: list[Any]) -> A.ChoiceOf:
        """ "Add {W} or {U}" (CR 106.4): one of the mana options, chosen as it resolves."""
        options = tuple(A.AddMana(player=YOU, mana=mana_produced(m)) for m in nodes(ch, A.ManaCost))
        return A.ChoiceOf(player=YOU, options=options)

    def put_on_top(self, ch: list[Any]) -> A.PutIntoLibrary:
        """Put [object] on top of its owner's library (CR 401); a language naming the zone
        with its ZONE word must name the library."""
        if any(self.lex.lookup("ZONE", str(t)) != "library" for t in tokens(ch, "ZONE")):
            raise Unsure("on top of a zone that is not a library")
        obj = one(ch, A.ObjectRef)
        _check_your_library(obj, ch)
        return A.PutIntoLibrary(object=obj, position="top")

    def put_on_top_or_bottom(self, ch: list[Any]) -> A.ChoiceOf:
        """ "Put target card from a graveyard on the top or bottom of its owner's library" (Not
        Forgotten; French "au-dessus ou au-dessous de la bibliothèque de son propriétaire",
        German "auf oder unter die Bibliothek ihres Besitzers"): the player told to put it,
        the ability's controller, chooses the top or the bottom (CR 401.4, 608.2d), not its
        owner as "Its owner puts it on the top or bottom of their library" says
        (``top_or_bottom``, :meth:`put_on_top_or_bottom_their`); as :meth:`put_on_top`."""
        top = self.put_on_top(ch)
        bottom = A.PutOnBottom(object=top.object)
        return A.ChoiceOf(player=YOU, options=(top, bottom))

    def put_on_top_their(self, ch: list[Any]) -> A.PutIntoLibrary:
        """ "Its owner puts it on top of their library" (CR 401.4, 400.3): the library of the
        player the sentence names as its subject, read by :meth:`_player_verb` only when that
        player is the owner of the object (the mark :data:`SUBJECT_LIBRARY_MARK`, left in a
        line with any other subject, which is then unparsed)."""
        next(MARKS_READ)
        obj = one(ch, A.ObjectRef)
        obj = dataclasses.replace(obj, filter=(*obj.filter, SUBJECT_LIBRARY_MARK))
        return A.PutIntoLibrary(object=obj, position="top")

    def put_on_top_or_bottom_their(self, ch: list[Any]) -> A.PutIntoLibrary:
        """ "Target creature's owner puts it on the top or bottom of their library" (CR 401.4):
        the owner chooses the top or the bottom (``top_or_bottom``); as
        :meth:`put_on_top_their`."""
        return dataclasses.replace(self.put_on_top_their(ch), position="top_or_bottom")

    def put_nth_from_top(self, ch: list[Any]) -> A.PutIntoLibrary:
        """ "Put target creature into its owner's library second from the top" (CR 401.4):
        ``position`` ``second_from_top`` / ``third_from_top``."""
        place = next(c for c in ch if isinstance(c, int) and not isinstance(c, bool))
        if place not in _NTH_FROM_TOP:
            raise Unsure("a place in a library other than second or third from the top")
        obj = one(ch, A.ObjectRef)
        _check_your_library(obj, ch)
        return A.PutIntoLibrary(object=obj, position=_NTH_FROM_TOP[place])

    def put_on_top_bare(self, ch: list[Any]) -> A.PutIntoLibrary:
        """ "put that card on top" without a library: the library just searched and shuffled
        (:func:`_top_after_shuffle`); anywhere else left unparsed (cardtext.parse_card_text).
        "on top of it": the library is "it" (not "them"), as said of the library just
        shuffled."""
        if any(self.lex.lookup("PRONOUN", str(t)) != "it" for t in tokens(ch, "PRONOUN")):
            raise Unsure("on top of something other than 'it'")
        return A.PutIntoLibrary(object=one(ch, A.ObjectRef), position=BARE_TOP)

    def investigate(self, ch: list[Any]) -> A.CreateToken:
        """Investigate (CR 701.16a): create a Clue token (an artifact, CR 111.10f)."""
        return A.CreateToken(amount=1, subtypes=("clue",), types=("artifact",))

    def investigate_twice(self, ch: list[Any]) -> A.CreateToken:
        """ "investigate twice": two Clue tokens (CR 701.16a, each investigation one)."""
        return A.CreateToken(amount=2, subtypes=("clue",), types=("artifact",))

    def investigate_times(self, ch: list[Any]) -> A.CreateToken:
        """ "Investigate three times": that many Clue tokens (CR 701.16a)."""
        n = ch[0]
        if isinstance(n, Token):  # a word of the class TIMES_NUM ("dreimal")
            n = int(self._canon(n))
        return A.CreateToken(amount=n, subtypes=("clue",), types=("artifact",))

    def prevent_combat_damage(self, ch: list[Any]) -> A.PreventCombatDamage:
        """Prevent all combat damage (CR 615) for the duration said after the clause or inside
        it (German "Verhindere allen Kampfschaden, der in diesem Zug zugefügt würde")."""
        return A.PreventCombatDamage(duration=one(ch, A.Duration) or PERMANENT)

    def dk_any(self, ch: list[Any]) -> str:
        return "damage"

    def dk_combat(self, ch: list[Any]) -> str:
        return "combat_damage"

    def ps_to(self, ch: list[Any]) -> tuple[str, Any]:
        return ("to", ch[0])

    def ps_by(self, ch: list[Any]) -> tuple[str, Any]:
        return ("by", one(ch, A.ObjectRef))

    def ps_to_and_by(self, ch: list[Any]) -> tuple[str, Any]:
        return ("to_and_by", one(ch, A.ObjectRef))

    def the_damage_cant_be_prevented(self, ch: list[Any]) -> TheDamageUnpreventable:
        """ "The damage can't be prevented." after a damage sentence (CR 615.12; joined to it by
        :func:`_join_followups`)."""
        return TheDamageUnpreventable()

    def damage_cant_be_prevented(self, ch: list[Any]) -> A.DamageCantBePrevented:
        """ "Damage can't be prevented [this turn]." (CR 615.12); German says the duration
        inside ("Schaden kann in diesem Zug nicht verhindert werden"), the other languages
        after it (the clause's, which replaces ``permanent``)."""
        return A.DamageCantBePrevented(duration=one(ch, A.Duration) or PERMANENT)

    def prevent_all_would_deal(self, ch: list[Any]) -> A.Node:
        """German "Verhindere allen Schaden, den [source] [recipient] in diesem Zug zufügen
        würde" (Oracle "Prevent all damage [source] would deal [to recipient] this turn", CR
        615.1a): the subject (nominative) and the recipient (dative) are read by one phrase
        whose case is not kept; a player deals no damage (CR 120.1), so an object is the source
        and a player the recipient. Two objects (which one is the dative?) are not guessed."""
        said = [c for c in ch if isinstance(c, tuple)]
        if any(kind != "to" for kind, _ in said):
            raise Unsure("'von' in a prevention of the damage a source would deal")
        sources = [v for _, v in said if not isinstance(v, A.PlayerRef)]
        players = [v for _, v in said if isinstance(v, A.PlayerRef)]
        if len(sources) != 1 or len(players) > 1 or not isinstance(sources[0], A.ObjectRef):
            raise Unsure("no single object that would deal the prevented damage")
        rest = [c for c in ch if not isinstance(c, tuple)]
        scopes = [("by", sources[0])] + [("to", p) for p in players]
        return self.prevent_all(rest + scopes)

    def prevent_all_to_and_by(self, ch: list[Any]) -> A.Node:
        """German "Verhindere allen Kampfschaden, der in diesem Zug der ~ zugefügt und von ihr
        zugefügt würde" (Oracle "Prevent all combat damage that would be dealt to and dealt by
        ~ this turn", CR 615.1a): the one recipient said, an object, is the source "von ihr"
        names too (:meth:`prevent_all` "to_and_by"); any other scope is not read."""
        said = [c for c in ch if isinstance(c, tuple)]
        if len(said) != 1 or said[0][0] != "to" or not isinstance(said[0][1], A.ObjectRef):
            raise Unsure("'dealt to and by it' without one object it was dealt to")
        rest = [c for c in ch if not isinstance(c, (tuple, Token))]
        return self.prevent_all([*rest, ("to_and_by", said[0][1])])

    def prevent_all_indicative(self, ch: list[Any]) -> A.Node:
        """German 1995-1999 "Verhindere allen Kampfschaden, der in diesem Zug zugefügt wird" (the
        indicative "wird" for "würde"): :meth:`prevent_all`, read only with its duration said
        (without one, "zugefügt wird" may be the old shield from one source, Oracle "The next
        time a source of your choice would deal damage ...", CR 615.7)."""
        if not nodes(ch, A.Duration):
            raise Unsure("'zugefügt wird' without a duration: a lasting prevention or a shield")
        return self.prevent_all(ch)

    def prevent_all(self, ch: list[Any]) -> A.Node:
        """ "Prevent all [combat] damage that would be dealt [this turn] [to X] [by Y]"
        (CR 615.1a); "dealt to and dealt by X" prevents both (two effects). The duration may
        be said before or after the recipient ("dealt this turn to up to two target
        creatures"); none is a static ability's (``permanent``)."""
        combat = "combat_damage" in [c for c in ch if isinstance(c, str)]
        durations = nodes(ch, A.Duration)
        if len(durations) > 1:
            raise Unsure("two durations for one prevention")
        duration = durations[0] if durations else PERMANENT
        scopes = {}
        for c in ch:
            if isinstance(c, tuple):
                if c[0] in scopes:
                    raise Unsure("two recipients or two sources of prevented damage")
                scopes[c[0]] = c[1]
        if "to_and_by" in scopes:
            if len(scopes) > 1:
                raise Unsure("'dealt to and dealt by' with another recipient or source")
            obj = scopes["to_and_by"]
            return A.Sequence(
                effects=(
                    A.PreventAllDamage(duration=duration, combat=combat, recipient=obj),
                    A.PreventAllDamage(duration=duration, combat=combat, damage_source=obj),
                )
            )
        to, by = scopes.get("to"), scopes.get("by")
        if combat and to is None and by is None:
            return A.PreventCombatDamage(duration=duration)
        if not combat and to is not None and by is None:
            return A.PreventDamage(recipient=to, amount=None, duration=duration)
        return A.PreventAllDamage(duration=duration, combat=combat, recipient=to, damage_source=by)

    def redirect_next(self, ch: list[Any]) -> A.RedirectDamage:
        """ "The next N damage that would be dealt to X [this turn] is dealt to Y instead"
        (CR 614.9)."""
        return self._redirect(ch[1:], amount=ch[0], combat=False)

    def redirect_all(self, ch: list[Any]) -> A.RedirectDamage:
        """ "All [combat] damage that would be dealt to X [by Y] [this turn] is dealt to Z
        instead" (CR 614.9)."""
        return self._redirect(ch[1:], amount=None, combat=ch[0] == "combat_damage")

    def redirect_all_instead(self, ch: list[Any]) -> Mid:
        """German "Aller Schaden, der dir zugefügt würde, wird stattdessen der verzauberten
        Kreatur zugefügt." (CR 614.9): :meth:`redirect_all` with "instead" inside the verb
        phrase (:meth:`verb_instead`)."""
        return self.verb_instead([self.redirect_all([c for c in ch if c != ("instead", None)])])

    def redirect_next_instead(self, ch: list[Any]) -> Mid:
        """German "Der nächste 1 Schadenspunkt, der dem ~ zugefügt würde, wird stattdessen einer
        Kreatur deiner Wahl zugefügt." (CR 614.9): :meth:`redirect_next` with "instead" inside
        the verb phrase (:meth:`verb_instead`)."""
        return self.verb_instead([self.redirect_next([c for c in ch if c != ("instead", None)])])

    def redirect_that_damage(self, ch: list[Any]) -> RedirectThatDamage:
        """ "that damage is dealt to [recipient]" (CR 614.9): :class:`RedirectThatDamage`."""
        return RedirectThatDamage(new_recipient=ch[-1])

    def _redirect(self, ch: list[Any], amount: Any, combat: bool) -> A.RedirectDamage:
        new_recipient = ch[-1]
        scopes: dict[str, Any] = {}
        durations = nodes(ch[:-1], A.Duration)
        for c in ch[:-1]:
            if isinstance(c, tuple):
                if c[0] in scopes or c[0] == "to_and_by":
                    raise Unsure("two recipients or sources of redirected damage")
                scopes[c[0]] = c[1]
        if "to" not in scopes or len(durations) > 1:
            raise Unsure("redirected damage without one recipient")
        return A.RedirectDamage(
            recipient=scopes["to"],
            new_recipient=new_recipient,
            duration=durations[0] if durations else PERMANENT,
            amount=amount,
            combat=combat,
            damage_source=scopes.get("by"),
        )

    def choose_word(self, ch: list[Any]) -> A.Node:
        """ "choose a color / creature type / ..." (CR 614.12, 608.2d)."""
        what = self.lex.lookup("CHOICE_WORD", str(tokens(ch, "CHOICE_WORD")[0]))
        if ch[0] != 1:
            raise Unsure("choosing several")
        if what == "color":
            return A.ChooseColor(player=YOU)
        if what == "card_name":  # "choose a card name": the older grammars' NameCard (CR 201.3)
            return A.NameCard(player=YOU)
        return A.MakeChoice(player=YOU, what=what)

    def choose_opponent(self, ch: list[Any]) -> A.MakeChoice:
        if ch[0] != 1:
            raise Unsure("choosing several opponents")
        return A.MakeChoice(player=YOU, what="opponent")

    def create_emblem(self, ch: list[Any]) -> A.CreateEmblem:
        """ "you get an emblem with "..."" (CR 114.1): the emblem has the quoted abilities."""
        kws = one(ch, KwList)
        return A.CreateEmblem(player=YOU, abilities=tuple(kws.abilities()))

    def player_gets_counters(self, ch: list[Any]) -> A.PlayerGetsCounters:
        """ "[player] gets N poison counters" (CR 122.1f; the subject fills the player)."""
        return A.PlayerGetsCounters(
            player=YOU,
            counter=self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0])),
            amount=ch[0],
        )

    def get_energy(self, ch: list[Any]) -> A.GainEnergy:
        """ "you get {E}{E}" (CR 107.14)."""
        mana = one(ch, A.ManaCost)
        if set(mana.symbols) != {"E"}:
            raise Unsure("'get' with symbols other than energy")
        return A.GainEnergy(player=YOU, amount=len(mana.symbols))

    def add_mana_colored(self, ch: list[Any]) -> A.AddMana:
        """ "N [color] mana" ("ein grünes Mana" = {G}, CR 106.1a), N times."""
        n = ch[0]
        if not isinstance(n, int) or n < 1:
            raise Unsure("a variable amount of colored mana")
        color = self.lex.lookup("COLOR", str(tokens(ch, "COLOR")[0]))
        return A.AddMana(player=YOU, mana=A.ManaCost(symbols=(COLOR_SYMBOLS[color],) * n))

    def bare_mana(self, ch: list[Any]) -> A.ManaCost:
        """Mana letters printed without braces ("um BBB" = {B}{B}{B}, CR 107.4)."""
        return A.ManaCost(symbols=tuple(str(ch[0])))

    def add_mana_chosen_color(self, ch: list[Any]) -> A.AddManaOfChoice:
        return A.AddManaOfChoice(player=YOU, amount=ch[0], choice="chosen_color")

    def add_mana_times(self, ch: list[Any]) -> A.AddMana:
        """ "add N {R}" (firebending, CR 702.189a): ``amount`` times the one mana symbol (CR
        106.4); a number before several symbols is not read."""
        mana = one(ch, A.ManaCost)
        if len(mana.symbols) != 1:
            raise Unsure("a number of times several mana symbols")
        return A.AddMana(player=YOU, mana=mana_produced(mana), amount=ch[0])

    def add_mana_combination(self, ch: list[Any]) -> A.AddManaCombination:
        """ "Add X mana in any combination of {W} and/or {U}", "Add two mana in any combination
        of colors" (CR 106.1b, 106.4): each mana of one of those colors (no color said: any of
        the five), chosen as the ability resolves."""
        colors = tuple(s for m in nodes(ch, A.ManaCost) for s in m.symbols) or tuple("WUBRG")
        if any(c not in "WUBRG" or len(c) != 1 for c in colors) or len(set(colors)) < 2:
            raise Unsure("a combination of mana that is not of two or more colors")
        return A.AddManaCombination(player=YOU, amount=ch[0], colors=colors)

    def add_mana_commander_identity(self, ch: list[Any]) -> A.AddManaOfChoice:
        """ "Add one mana of any color in your commander's color identity" (CR 903.4: the
        colors of its mana symbols and color indicator; 903.4f: none without a commander)."""
        return A.AddManaOfChoice(player=YOU, amount=ch[0], choice="commander_color_identity")

    def add_mana_any_color(self, ch: list[Any]) -> A.AddManaOfChoice:
        return A.AddManaOfChoice(player=YOU, amount=ch[0])

    def add_mana_additional(self, ch: list[Any]) -> A.AddMana:
        """ "adds an additional {G}" (Wild Growth, CR 605.1b, 106.12): the mana added, "an
        additional" saying only that the land's own mana is added too (French and German
        printings leave the word out)."""
        if ch[0] != 1:
            raise Unsure("a number before 'additional' mana")
        return self.add_mana(ch[1:])

    def add_mana_any_color_additional(self, ch: list[Any]) -> A.AddManaOfChoice:
        """ "adds an additional one mana of any color" (Fertile Ground): as
        :meth:`add_mana_additional`."""
        if ch[0] != 1:
            raise Unsure("a number before 'additional' mana")
        return self.add_mana_any_color(ch[1:])

    def create_token(self, ch: list[Any]) -> A.CreateToken:
        token = one(ch, A.CreateToken)
        state = one(ch, TokenState)
        return self._token_state(token, state) if state is not None else token

    def create_token_for(self, ch: list[Any]) -> A.CreateToken:
        """French "mettez en jeu, sous le contrôle de l'adversaire ciblé, un jeton ..." (the
        printings before 2013): the token enters under that player's control, so that player
        creates it (CR 111.2), as the Oracle "target opponent creates a ... token" says."""
        player = one(ch, A.PlayerRef)
        if player is None or player.kind not in ("target_opponent", "target_player"):
            raise Unsure("a token put under the control of a player not chosen as a target")
        token = self.create_token(ch)
        if token.player is not None:
            raise Unsure("a token's player said twice")
        return dataclasses.replace(token, player=player)

    def create_token_target_opponent(self, ch: list[Any]) -> A.CreateToken:
        """German "bringe einen ... Spielstein unter der Kontrolle eines Gegners deiner Wahl ins
        Spiel" (2004-2008): target opponent creates the token (CR 111.2, 115.1), as
        :meth:`create_token_for`. A number other than one before "Gegners" is not read."""
        numbers = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        if numbers != [1]:
            raise Unsure("the control of a number of opponents other than one")
        rest = [c for c in ch if not (isinstance(c, int) and not isinstance(c, bool))]
        return self.create_token_for([*rest, A.PlayerRef(kind="target_opponent")])

    def token_status(self, ch: list[Any]) -> TokenState:
        """ "tapped", "tapped and attacking" (German "getappt und angreifend"): the tokens enter
        so (CR 110.5b; CR 508.4: attacking, never declared as attackers); any other status
        ("untapped", "blocking") is not read."""
        words = [self.lex.lookup("STATUS", str(t)) for t in tokens(ch, "STATUS")]
        if words not in (["tapped"], ["tapped", "attacking"]):
            raise Unsure("a token entering with a status other than tapped (and attacking)")
        return TokenState(tapped=True, attacking="attacking" in words)

    def enters_tapped_attacking(self, ch: list[Any]) -> Predicate:
        """ "Those tokens enter tapped and attacking." (mobilize, CR 702.181a): said of the
        tokens the instruction before creates (folded into it, ``lines._tokens_attacking``)."""

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if d is not None or s.kind not in ("that", "it"):
                raise Unsure("something other than the tokens just created entering attacking")
            return EntersAttacking(object=s)

        return Predicate(build)

    def token_tapped(self, ch: list[Any]) -> TokenState:
        return TokenState(tapped=True, attacking=False)

    token_status_tapped = token_tapped

    def token_status_tapped_attacking(self, ch: list[Any]) -> TokenState:
        return TokenState(tapped=True, attacking=True)

    def _token_state(self, token: A.CreateToken, state: TokenState) -> A.CreateToken:
        if token.tapped or token.attacking:
            raise Unsure("a token's status said twice")
        return dataclasses.replace(token, tapped=state.tapped, attacking=state.attacking)

    def treat_tokens_as(self, ch: list[Any]) -> TreatTokensAs:
        """ "Behandle diese Spielsteine wie 1/1 grüne Kreaturen" / "diesen Spielstein als eine
        1/1 fliegende Artefaktkreatur" (1994-2001, CR 111.4): what the tokens of the sentence
        before are, a creature or an artifact creature with a power and toughness, colors and
        keywords ("fliegende": flying); they are that creature type's (:func:`_old_tokens`)."""
        if self._type_noun(ch[0]) != ["token"]:
            raise Unsure("'treat [this object] as' said of something else than tokens")
        return ch[1]

    def treated_token(self, ch: list[Any]) -> TreatTokensAs:
        pts = tokens(ch, "PT")
        if len(pts) != 1:
            raise Unsure("a treated token without one power and toughness")
        power, toughness = (
            int(x) if x.isdigit() else A.Variable(name=x) for x in str(pts[0]).split("/")
        )
        colors = sorted(self.lex.lookup("COLOR", str(t)) for t in tokens(ch, "COLOR"))
        if tokens(ch, "COLOR") and tokens(ch, "COLORLESS"):
            raise Unsure("a token both colored and colorless")
        types = [self._canon(t) for t in tokens(ch, "CARD_TYPE")] + self._compound_noun(ch)
        if types not in (["creature"], ["artifact", "creature"]):
            raise Unsure("a treated token that is not a creature")
        ids = tuple(self.lex.lookup("ADJ_KEYWORD", str(t)) for t in tokens(ch, "ADJ_KEYWORD"))
        kws = one(ch, KwList)
        abilities = tuple(KwList(ids=ids).abilities()) + (tuple(kws.abilities()) if kws else ())
        count = next((c for c in ch if isinstance(c, int) and not isinstance(c, bool)), None)
        if count not in (None, 1):
            raise Unsure("a number of treated tokens")
        return TreatTokensAs(
            power=power,
            toughness=toughness,
            colors=tuple(colors),
            types=tuple(sorted(types)),
            abilities=abilities,
        )

    def token_creature(self, ch: list[Any]) -> A.CreateToken:
        """ "a 1/1 green Saproling creature token [with flying]" (CR 111.4, 111.10)."""
        self._noun(ch, "token")
        if tokens(ch, "SUPERTYPE"):
            # "un jeton de créature légendaire 2/2 verte et blanche Loup appelé Voja" (Tolsimir
            # Wolfblood; Oracle "Create Voja, a legendary 2/2 ... token"): the token's
            # supertype (CR 205.4a: the legend rule applies to it) has no field in the node;
            # read without it the token would not be legendary
            raise Unsure("a token's supertype (legendary, snow): not said by the token node")
        pt = str(tokens(ch, "PT")[0])
        power, toughness = (int(x) if x.isdigit() else A.Variable(name=x) for x in pt.split("/"))
        colors = sorted(self.lex.lookup("COLOR", str(t)) for t in tokens(ch, "COLOR"))
        # "-Krieger" in a compound; "Elefantenspielstein": the subtype and "token" in one word
        subtypes = [self._canon(t) for t in tokens(ch, "SUBTYPE", "SUBTYPE_TOKEN")]
        types = [self._canon(t) for t in tokens(ch, "CARD_TYPE")]
        types += [w for w in self._compound_noun(ch) if w != "token"]
        for t in tokens(ch, "TYPE_PAIR"):  # "créature-artefact"
            types.extend(self.lex.lookup("TYPE_PAIR", str(t)).split())
        if not types and subtypes and all(s in creature_types() for s in subtypes):
            # the old printings' "1/1 Saproling token" (Oracle "1/1 Saproling creature token"):
            # a power and toughness and creature types only make a creature (CR 205.3d, 208.1)
            types = ["creature"]
        # "a 2/2 blue Bird enchantment creature token" (Born of the Gods, CR 111.4): a creature
        # token with one more card type
        if types != ["creature"] and sorted(types) not in (
            ["artifact", "creature"],
            ["creature", "enchantment"],
        ):
            raise Unsure("a token that is not a creature token")
        # "with haste, which has trample" (German "mit Eile, der Trampelschaden verursacht"):
        # the keywords said after "with" and those of a relative clause after them
        abilities = tuple(a for c in ch if isinstance(c, KwList) for a in c.abilities())
        token = A.CreateToken(
            amount=ch[0],
            power=power,
            toughness=toughness,
            colors=tuple(colors),
            subtypes=tuple(subtypes),
            abilities=abilities,
            types=tuple(sorted(set(types))),
            name=one(ch, TokenName).name if one(ch, TokenName) else None,
        )
        states = [c for c in ch if isinstance(c, TokenState)]
        if len(states) > 1:
            raise Unsure("a token's status said twice")
        return self._token_state(token, states[0]) if states else token

    def token_creature_number_of(self, ch: list[Any]) -> A.CreateToken:
        """ "a number of 1/1 ... creature tokens [with flying] equal to [count]" (CR 107.3): as
        :meth:`token_creature`, that many."""
        return self.token_creature([ch[-1], *ch[:-1]])

    def token_named_number_of(self, ch: list[Any]) -> A.CreateToken:
        """ "a number of Food tokens equal to [count]" (CR 107.3, 111.10): as
        :meth:`token_named`, that many."""
        return self.token_named([ch[-1], *ch[:-1]])

    def token_name(self, ch: list[Any]) -> TokenName:
        """ "named Cloud Sprite": the token's name (CR 111.4), printed in English."""
        return TokenName(" ".join(str(tokens(ch, "CARD_NAME")[0]).split()))

    def token_name_translated(self, ch: list[Any]) -> TokenName:
        """French "appelé Farfadet des nuages": the token's name (CR 111.4), its English one
        (``locales/<lang>/card_names.yaml``: the name is the same in every language)."""
        return TokenName(self.lex.lookup("NAMED_CARD", str(tokens(ch, "NAMED_CARD")[0])))

    def token_copy(self, ch: list[Any]) -> A.CreateToken:
        """ "a token that's a copy of [object]", "two tokens that are copies of ~" (CR 111.1,
        707.2), with the copy's exceptions (CR 707.9) if said."""
        self._noun(ch, "token")
        original = one(ch, A.ObjectRef)
        if original.kind in ("each", "any") and original.count != 1:
            raise Unsure("a copy of several objects")
        types = [self._canon(t) for t in tokens(ch, "CARD_TYPE")]
        if types and (types != ["creature"] or "creature" not in original.filter):
            # "a creature token that's a copy of [a creature]" (older printings) says no more
            # than "a token that's a copy of it": the copy's types are the original's (CR 707.2)
            raise Unsure("a token of a card type copying something that may not have it")
        return A.CreateToken(
            amount=ch[0], copy_of=original, types=(), exceptions=one(ch, A.CopyExceptions)
        )

    def token_copy_of_it(self, ch: list[Any]) -> A.CreateToken:
        """French "un jeton qui en est une copie" ("en": of the object named before, CR 707.2):
        :meth:`token_copy` of "it", as English "a token that's a copy of it"."""
        return self.token_copy([*ch, IT])

    def token_copy_object(self, ch: list[Any]) -> A.CreateToken:
        """The token said as an object phrase ("einen Spielstein, der eine Kopie [object] ist",
        "zwei Spielsteine, die Kopien von ~ sind"): :meth:`token_copy` with its number."""
        token, original = [c for c in ch if isinstance(c, A.ObjectRef)]
        # "einen Kreaturenspielstein, der eine Kopie einer Kreatur ... ist" (older printings): a
        # copy of a creature, as :meth:`token_copy` reads "a creature token that's a copy of"
        creature_copy = "creature" in original.filter and token.filter == ("creature", "token")
        if (token.filter != ("token",) and not creature_copy) or token.up_to or token.kind != "any":
            raise Unsure("a copy that is not a number of tokens")
        exceptions = [c for c in ch if isinstance(c, A.CopyExceptions)]
        posts = [c for c in ch if isinstance(c, Post)]
        if posts:
            # "..., der eine Kopie einer Kreatur deiner Wahl ist, die du kontrollierst": the
            # original's controller (CR 108.4), said once of an original named by its kind
            if original.kind not in ("target", "any") or any("_" in w for w in original.filter):
                raise Unsure("a relative clause after a copy of an object qualified otherwise")
            words = tuple(p.word for p in posts)
            original = dataclasses.replace(original, filter=original.filter + words)
        return self.token_copy([token.count or 1, original, *exceptions])

    def copy_except(self, ch: list[Any]) -> A.CopyExceptions:
        """ ", except it's 1/1, it's white and it has haste" (CR 707.9): the changes, each said
        once."""
        fields: dict[str, Any] = {}
        for change in (c for c in ch if isinstance(c, dict)):
            for key, value in change.items():
                if key in fields:
                    raise Unsure("a copy exception said twice")
                fields[key] = value
        return A.CopyExceptions(**fields)

    def cx_pt(self, ch: list[Any]) -> dict[str, Any]:
        """ "it's 1/1" (offspring, CR 702.175a): the base power and toughness."""
        sizes = str(tokens(ch, "PT")[0]).split("/")
        if not all(x.isdigit() for x in sizes):
            raise Unsure("a copy exception whose power and toughness are not numbers")
        return {"power": int(sizes[0]), "toughness": int(sizes[1])}

    def cx_becomes(self, ch: list[Any]) -> dict[str, Any]:
        """ "it's a 4/4 black Zombie [with no mana cost]" (CR 707.9b): base power and
        toughness, colors and the creature types it is instead of the copied ones."""
        if ch[0] != 1 or tokens(ch, "CARD_TYPE", "SUPERTYPE", "COLORLESS"):
            raise Unsure("a copy exception with card types")
        out: dict[str, Any] = self.cx_pt(ch) if tokens(ch, "PT") else {}
        if "no_mana_cost" in ch:
            out["no_mana_cost"] = True
        colors = tuple(sorted(self.lex.lookup("COLOR", str(t)) for t in tokens(ch, "COLOR")))
        if colors:
            out["colors"] = colors
        subtypes = tuple(self._canon(t) for t in tokens(ch, "SUBTYPE"))
        if subtypes:
            out["replaced_subtypes"] = subtypes
        return out

    def cx_color(self, ch: list[Any]) -> dict[str, Any]:
        """ "it's white" (embalm, CR 702.128a): the copy's color instead of the copied ones."""
        return {"colors": (self.lex.lookup("COLOR", str(tokens(ch, "COLOR")[0])),)}

    def cx_added_type(self, ch: list[Any]) -> dict[str, Any]:
        """ "it's a Zombie in addition to its other types" (CR 205.1b)."""
        if ch[0] != 1:
            raise Unsure("an added type after a number")
        subtypes = tokens(ch, "SUBTYPE")
        if subtypes:
            return {"subtypes": (self._canon(subtypes[0]),)}
        return {"types": (self._canon(tokens(ch, "CARD_TYPE")[0]),)}

    def cx_not_supertype(self, ch: list[Any]) -> dict[str, Any]:
        """ "it isn't legendary" / "it's not legendary" (CR 205.4)."""
        return {"not_supertypes": (self.lex.lookup("SUPERTYPE", str(ch[0])),)}

    def cx_with_no_mana_cost(self, ch: list[Any]) -> str:
        return "no_mana_cost"

    def cx_no_mana_cost(self, ch: list[Any]) -> dict[str, Any]:
        """ "it has no mana cost" (CR 202.1a)."""
        return {"no_mana_cost": True}

    def cx_has(self, ch: list[Any]) -> dict[str, Any]:
        """ "it has haste" (CR 707.9a: an ability the copy has in addition)."""
        return {"abilities": tuple(one(ch, KwList).abilities())}

    def cx_has_this_ability(self, ch: list[Any]) -> dict[str, Any]:
        """ "it has this ability" (CR 707.9a): the ability saying it, part of the copy's
        copiable values."""
        return {"abilities": (A.ThisAbility(),)}

    def token_named(self, ch: list[Any]) -> A.CreateToken:
        """A predefined token ("a Treasure token", CR 111.10)."""
        self._noun(ch, "token")
        if self._compound_noun(ch) not in ([], ["token"]):
            raise Unsure("a named token with a card type")
        word = str(tokens(ch, "TOKEN_NAME", "SUBTYPE")[0])
        try:  # "Treasure" is also an artifact subtype (CR 205.3g): the lexer may give either
            name = self.lex.lookup("TOKEN_NAME", word)
        except KeyError:
            raise Unsure("a token named by a subtype that is not a predefined token") from None
        token = _predefined_token(name, ch[0])
        state = one(ch, TokenState)  # "a tapped Treasure token"
        return self._token_state(token, state) if state is not None else token

    def token_spelled(self, ch: list[Any]) -> A.CreateToken:
        """A predefined token spelled out ("a colorless Treasure artifact token with "{T},
        Sacrifice this artifact: Add one mana of any color."", Ixalan; CR 111.10): N artifact
        tokens of that name with the quoted ability, which ``cardtext`` compares with the
        predefined token's (:func:`rulesparser.cardtext.predefined_tokens`)."""
        self._noun(ch, "token")
        if [self._canon(t) for t in tokens(ch, "CARD_TYPE")] != ["artifact"]:
            raise Unsure("a spelled-out token that is not an artifact")
        word = str(tokens(ch, "TOKEN_NAME", "SUBTYPE")[0])
        try:
            name = self.lex.lookup("TOKEN_NAME", word)
        except KeyError:
            raise Unsure("a spelled-out token that is not a predefined token") from None
        if predefined_token_table().get(name, {}).get("types") != ["artifact"]:
            raise Unsure("a spelled-out artifact token whose name is another predefined token")
        marks = tuple(QuotedRef(int(str(t).strip()[1:-1])) for t in tokens(ch, "QUOTED_ABILITY"))
        return A.CreateToken(amount=ch[0], subtypes=(name,), types=("artifact",), abilities=marks)

    def token_from_object(self, ch: list[Any]) -> A.CreateToken:
        """A predefined token said like an object phrase (German "einen Schatz-Spielstein":
        Treasure is also an artifact subtype, CR 111.10, 205.3g): N tokens of that name."""
        obj = one(ch, A.ObjectRef)
        # "einen getappten Schatz-Spielstein": a tapped one (CR 110.5b)
        words = [w for w in obj.filter if w != "tapped"] if obj is not None else []
        if obj is None or obj.kind != "any" or obj.up_to or len(words) != 2:
            raise Unsure("an object phrase where a token is created")
        name, noun = words
        if noun != "token" or name not in self.lex.classes.get("TOKEN_NAME", {}):
            raise Unsure("a created object that is not a predefined token")
        token = _predefined_token(name, obj.count or 1)
        return dataclasses.replace(token, tapped=True) if "tapped" in obj.filter else token

    def _noun(self, ch: list[Any], expected: str) -> None:
        for t in tokens(ch, "OBJ_NOUN"):
            if self._canon(t) != expected:
                raise Unsure(f"expected {expected}")
        for t in tokens(ch, "TYPE_NOUN"):
            if self._type_noun(t)[-1] != expected:
                raise Unsure(f"expected {expected}")

    def _compound_noun(self, ch: list[Any]) -> list[str]:
        """The canonical words of a compound type noun ("Kreaturenspielstein": creature
        token), or []."""
        return [w for t in tokens(ch, "TYPE_NOUN") for w in self._type_noun(t)]

    # ------------------------------------------------------------------ object verbs
    def deal_damage(self, ch: list[Any]) -> Predicate:
        """The amount and the recipient in either order (English "deals 3 damage to target
        creature", German "fügt einer Kreatur deiner Wahl 3 Schadenspunkte zu")."""
        recipient = one(
            ch,
            A.ObjectRef,
            A.PlayerRef,
            A.Target,
            A.Recipients,
            A.ObjectOrPlayer,
            A.AttackedBy,
            A.SeveralTargets,
        )
        amount = next(c for c in ch if c is not recipient and c != ("instead", None))
        if isinstance(recipient, A.ObjectOrPlayer) and recipient.object.kind != "that":
            raise Unsure("damage to 'a permanent or player' (no target) as an effect")
        if ("instead", None) in ch:  # German "fügt ihr stattdessen doppelt so viele ... zu"
            return self.verb_instead([self.deal_damage([recipient, amount]), ("instead", None)])
        return Predicate(
            lambda s, d: A.DealDamage(
                damage_source=s,
                amount=_subject_pronoun(amount, s),
                recipient=_attacked_by_subject(recipient, s),
            )
        )

    def deal_damage_mid(self, ch: list[Any]) -> Mid:
        """Damage with "for each" printed inside the verb phrase (German "fügt jedem Spieler für
        jedes Land, das er kontrolliert, 1 Schadenspunkt zu"): :meth:`deal_damage` with the
        count the clause multiplies its amount by (:class:`Mid`, CR 107.3), as English "deals 1
        damage to each player for each land they control"."""
        count = one(ch, A.Count)
        return Mid(effect=self.deal_damage([c for c in ch if c is not count]), for_each=count)

    def deal_damage_itself(self, ch: list[Any]) -> Predicate:
        """ "[object] deals 1 damage to itself", "deals damage to itself equal to its power" (CR
        120.3): the subject is the source and the recipient (a target subject: the recipient is
        "that" object, the one chosen, as "its" is; a group of objects: ``Unsure``)."""
        amount = ch[0]

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            recipient = _subject_pronoun(A.Count(what="power", object=IT), s).object
            return A.DealDamage(
                damage_source=s, amount=_subject_pronoun(amount, s), recipient=recipient
            )

        return Predicate(build)

    def damage_same_mid(self, ch: list[Any]) -> Mid:
        """German "fügt er stattdessen 5 Schadenspunkte zu": "instead" inside the verb phrase
        of :meth:`deal_damage_same_recipient`."""
        amount = next(c for c in ch if c != ("instead", None))
        return Mid(effect=self.deal_damage_same_recipient([amount]), instead=True)

    def deal_damage_same_recipient(self, ch: list[Any]) -> Predicate:
        """ "it deals 4 damage instead" (no recipient): the recipient of the damage the
        sentence before deals, put there by :func:`_replace_same_kind`; left anywhere else,
        :meth:`sentences` does not understand it."""
        amount = ch[0]
        return Predicate(
            lambda s, d: A.DealDamage(
                damage_source=s, amount=_subject_pronoun(amount, s), recipient=_SAME_RECIPIENT
            )
        )

    def deal_damage_split(self, ch: list[Any]) -> Predicate:
        """ "deals 3 damage to target player and 1 damage to each creature that player
        controls": two amounts to two recipients, in printed order (CR 120.3)."""
        amounts = [c for c in ch if isinstance(c, (int, A.Variable))]
        recipients = [c for c in ch if isinstance(c, (A.ObjectRef, A.PlayerRef, A.Target))]
        if len(amounts) != 2 or len(recipients) != 2:
            raise Unsure("two amounts of damage without two recipients")

        def group(r: A.Node) -> bool:
            return isinstance(r, A.PlayerRef) or (
                isinstance(r, A.ObjectRef) and r.kind in ("each", "all")
            )

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if amounts[0] == amounts[1] and all(group(r) for r in recipients):
                # "1 damage to each opponent and 1 damage to each creature your opponents
                # control" (Dagger Caster): the same amount to both, one event (CR 120.3), as
                # "1 damage to each opponent and each creature ..." says it
                return A.DealDamage(
                    damage_source=s,
                    amount=amounts[0],
                    recipient=A.Recipients(members=tuple(recipients)),
                )
            return A.Sequence(
                effects=tuple(
                    A.DealDamage(damage_source=s, amount=a, recipient=r)
                    for a, r in zip(amounts, recipients, strict=True)
                )
            )

        return Predicate(build)

    def rc_object(self, ch: list[Any]) -> A.ObjectRef | A.Target:
        """An object dealt damage; one target among alternative kinds of permanents ("target
        creature or planeswalker") is a :class:`~rulesparser.ast.Target` of those kinds, as the
        other grammars give it (CR 115.1, 120.1)."""
        obj = ch[0]
        if obj.kind == "target" and obj.count is None and not obj.up_to and len(obj.filter) == 1:
            kinds = set(obj.filter[0].split("|"))
            if len(kinds) > 1 and kinds <= set(A.ANY_TARGET_KINDS):
                return A.Target(kinds=tuple(sorted(kinds)))
        return obj

    def rc_each_of(self, ch: list[Any]) -> A.ObjectRef:
        """ "to each of two target creatures", "to each of up to two target creatures": each
        of the targets is dealt the amount (CR 120.3), as "to two target creatures" says."""
        obj = ch[0]
        if obj.kind != "target" or obj.count in (None, 1) and not obj.up_to:
            raise Unsure("'each of' before something other than several targets")
        return obj

    def rc_player(self, ch: list[Any]) -> A.PlayerRef:
        return ch[0]

    def rc_and_each_player(self, ch: list[Any]) -> A.Recipients:
        """ "each creature and each player" (CR 120.3: all dealt damage at once)."""
        return self._recipients(ch, A.PlayerRef(kind="each_player"))

    def rc_and_each_player_who(self, ch: list[Any]) -> A.Recipients:
        """ "each white creature and each player who controls a white creature" (CR 120.3;
        the players for whom the clause holds, :meth:`pl_each_player_who`)."""
        return self._recipients(ch[:1], self.pl_each_player_who(ch[1:]))

    def rc_and_each_opponent(self, ch: list[Any]) -> A.Recipients:
        return self._recipients(ch, A.PlayerRef(kind="each_opponent"))

    def rc_and_each_object(self, ch: list[Any]) -> A.Recipients:
        """ "each creature and each planeswalker": the second object's words and qualifiers."""
        words = one(ch, Words)
        posts = tuple(sorted(p.word for p in nodes(ch, Post)))
        second = A.ObjectRef(kind="each", filter=words.filter() + posts)
        return self._recipients(ch, second)

    def rc_player_and_each_object(self, ch: list[Any]) -> A.Recipients:
        """ "target player and each creature they control" (CR 120.3: the player and each such
        object dealt the damage at once): the player, then the object's words and qualifiers."""
        words = one(ch, Words)
        posts = tuple(sorted(p.word for p in nodes(ch, Post)))
        second = A.ObjectRef(kind="each", filter=words.filter() + posts)
        return self.rc_player_and_object([one(ch, A.PlayerRef), second])

    def rc_player_and_object(self, ch: list[Any]) -> A.Recipients:
        """German "einem Spieler deiner Wahl und jeder Kreatur, die er kontrolliert" (target
        player and each creature they control, CR 120.3): the player and every object of a
        phrase with "each" / "all"; any other object (a target of its own) is not read."""
        player, obj = one(ch, A.PlayerRef), one(ch, A.ObjectRef)
        if obj is None or obj.kind not in ("each", "all"):
            raise Unsure("a player and an object that is not 'each ...' dealt damage")
        return A.Recipients(members=(player, dataclasses.replace(obj, kind="each")))

    def _recipients(self, ch: list[Any], second: A.Node) -> A.Recipients:
        first = ch[0]
        if not isinstance(first, A.ObjectRef) or first.kind not in ("each", "all"):
            raise Unsure("'and each' after an object that is not 'each ...'")
        return A.Recipients(members=(first, second))

    def rc_any_target(self, ch: list[Any]) -> A.Target:
        return A.Target(kinds=A.ANY_TARGET_KINDS)

    def rc_several_targets(self, ch: list[Any], up_to: bool = False) -> A.SeveralTargets:
        """ "each of two targets", "X targets": that many any targets, each dealt the amount
        (CR 115.4, 120.3). One target is "any target", not this."""
        count = ch[0]
        if not isinstance(count, (int, A.Variable)) or isinstance(count, bool) or count == 1:
            raise Unsure("a number of targets that is not two or more")
        return A.SeveralTargets(kinds=A.ANY_TARGET_KINDS, count=count, up_to=up_to)

    def rc_several_targets_up_to(self, ch: list[Any]) -> A.SeveralTargets:
        """ "each of up to three targets": up to that many (CR 601.2c)."""
        return self.rc_several_targets(ch, up_to=True)

    def _kinds(self, words: Words) -> tuple[str, ...]:
        flt = words.filter()
        if len(flt) != 1:
            raise Unsure("a target of several words or a player")
        kinds = set(flt[0].split("|")) | {"player"}
        if not kinds <= set(A.ANY_TARGET_KINDS):
            raise Unsure("a target kind that is not a creature, planeswalker or battle")
        return tuple(sorted(kinds))

    def rc_target_or_player(self, ch: list[Any]) -> A.Target:
        """One target among objects and players (CR 115.1): "target creature or player", German
        "einer Kreatur oder einem Spieler deiner Wahl" (the article and the target mark after
        the last alternative are one quantifier, see :func:`~.phrases._quant`)."""
        quants = nodes(ch, Quant)
        quant = _quant(quants) if quants else None
        words = one(ch, Words)
        if words is None:  # "einer Kreatur oder einem Spieler deiner Wahl": one object word
            words = Words(items=tuple(c for c in ch if isinstance(c, tuple)))
        if quant is not None and quant == Quant("any", count=1):
            # "a permanent or player" (no target): one of them, only as the recipient of a
            # damage event a replacement effect watches (:meth:`_replacement`)
            return self._object_or_player("any", words)
        if quant is not None and (quant.kind != "target" or quant.count or quant.words):
            raise Unsure("'or player' after a quantifier other than 'target'")
        return A.Target(kinds=self._kinds(words))

    def rc_object_or_player(self, ch: list[Any]) -> A.ObjectOrPlayer:
        """German "einer Kreatur oder einem Spieler" (no target mark) before "Schaden zufügen
        würde": one object of that kind or one player (CR 120.1)."""
        if [c for c in ch if isinstance(c, int) and not isinstance(c, bool)] != [1, 1]:
            raise Unsure("a number of objects or players dealt damage")
        return self._object_or_player(
            "any", Words(items=tuple(c for c in ch if isinstance(c, tuple)))
        )

    def _object_or_player(self, kind: str, words: Words) -> A.ObjectOrPlayer:
        flt = words.filter()
        if len(flt) != 1 or flt[0] not in ("permanent", "creature"):
            raise Unsure("'or player' after an object other than a permanent or creature")
        return A.ObjectOrPlayer(object=A.ObjectRef(kind=kind, filter=flt))

    def we_deals_damage_or_player(self, ch: list[Any]) -> A.Event:
        """French "[source] devait infliger des blessures à un permanent ou à un joueur": the
        event of :meth:`we_deals_damage` to one such object or player (CR 120.1)."""
        source = ch[0]
        recipient = self.rc_target_or_player([c for c in ch[1:] if not isinstance(c, int)])
        return self.we_deals_damage([source, recipient])

    def rc_that_object_or_player(self, ch: list[Any]) -> A.ObjectOrPlayer:
        """ "that permanent or player" (German "dieser bleibenden Karte oder diesem Spieler",
        "der bleibenden Karte oder dem Spieler"): the one the damage event a replacement
        effect replaces names (CR 614.1a; :meth:`_replacement` checks there is one)."""
        words = one(ch, Words)
        if words is None:  # German: the demonstrative with its noun, one token
            words = Words(items=((0, self._canon(tokens(ch, "DEMONSTRATIVE")[0])),))
        return self._object_or_player("that", words)

    def rc_target_player_or(self, ch: list[Any]) -> A.Target:
        return A.Target(kinds=self._kinds(one(ch, Words)))

    def rc_target_player_or_and_each(self, ch: list[Any]) -> A.Recipients:
        """ "target player or planeswalker and each creature that player or that
        planeswalker's controller controls" (CR 115.1, 120.3): the one target, then every
        object of the second phrase. "that player controls" there would not say whose
        creatures they are when a planeswalker is chosen: left unparsed."""
        first, second = nodes(ch, Words)
        posts = tuple(sorted(p.word for p in nodes(ch, Post)))
        if "that_player_controls" in posts:
            raise Unsure("'that player' after a target that may be a permanent")
        target = A.Target(kinds=self._kinds(first))
        return A.Recipients(
            members=(target, A.ObjectRef(kind="each", filter=second.filter() + posts))
        )

    def rc_attacked_by_it(self, ch: list[Any]) -> A.AttackedBy:
        """ "the player or planeswalker it's attacking" (CR 506.3, 508.1b): what the creature
        named before ("it") is attacking."""
        (words,) = nodes(ch, Words)
        if words.filter() != ("planeswalker",):
            raise Unsure("attacked by it: a kind other than 'player or planeswalker'")
        return A.AttackedBy(object=IT)

    def rc_attacked_by_that(self, ch: list[Any]) -> A.AttackedBy:
        """ "the player or planeswalker that creature is attacking" (CR 506.3, 508.1b): what
        the creature named before is attacking."""
        kinds, creature = nodes(ch, Words)
        (status,) = tokens(ch, "STATUS")
        if self._canon(status) != "attacking":
            raise Unsure("'that creature is' something other than attacking")
        if kinds.filter() != ("planeswalker",) or creature.filter() != ("creature",):
            raise Unsure("attacked by that: other kinds than a creature and its target kinds")
        return A.AttackedBy(object=A.ObjectRef(kind="that", filter=("creature",)))

    def rc_target_opponent_or(self, ch: list[Any]) -> A.Target:
        """ "target opponent or planeswalker" (CR 115.1): one target, an opponent of the
        ability's controller or a permanent of the kinds named (German "einem Gegner oder
        Planeswalker deiner Wahl": the object word alone, as :meth:`rc_target_or_player`)."""
        words = one(ch, Words)
        if words is None:
            words = Words(items=tuple(c for c in ch if isinstance(c, tuple)))
        kinds = set(self._kinds(words)) - {"player"}
        return A.Target(kinds=tuple(sorted(kinds | {"opponent"})))

    def modify_pt(self, ch: list[Any]) -> Predicate:
        text = str(tokens(ch, "PT_MOD")[0])
        p, t = text.split("/")

        def value(s: str) -> Any:
            if s[1:].isdigit():
                return int(s)
            if s[1:] == "N":
                # a keyword's number in its CR "means" text ("+N/+N", CR 702.45a): fixed by
                # the keyword line, substituted by rulesparser.parser.substitute
                if s[0] == "-":
                    raise Unsure("a negative keyword number")
                return A.Variable(name="N")
            return ("X", -1 if s[0] == "-" else 1)

        power, toughness = value(p), value(t)
        count = one(ch, A.Count)  # "für jede ..." inside the verb phrase (German)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            d = _inner_duration(ch, d)
            if isinstance(power, tuple) or isinstance(toughness, tuple):
                # "+X/+0": X times each sign (CR 107.3), X from the cost or a "where X is"
                if count is not None:
                    raise Unsure("+X/+X for each object")

                def sign(v: Any) -> int:
                    return v[1] if isinstance(v, tuple) else (0 if v == 0 else None)

                ps, ts = sign(power), sign(toughness)
                if ps is None or ts is None:
                    raise Unsure("+X/+N with a fixed N")
                return A.ModifyPowerToughnessBy(
                    object=s,
                    amount=A.Variable(name="X"),
                    power_sign=ps,
                    toughness_sign=ts,
                    duration=d or PERMANENT,
                )
            node = A.ModifyPowerToughness(
                object=s, power=power, toughness=toughness, duration=d or PERMANENT
            )
            return self._apply_for_each(node, count) if count is not None else node

        return Predicate(build, has_duration=True)

    def gain_abilities(self, ch: list[Any]) -> Predicate:
        kws = one(ch, KwList)
        if one(ch, A.Count) is not None:
            raise Unsure("abilities for each object")

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            d = _inner_duration(ch, d)
            effects: list[A.Node] = [
                A.GainAbility(object=s, ability=k, duration=d or PERMANENT) for k in kws.ids
            ]
            effects += [
                A.GainAbility(object=s, ability=k, parameter=p, duration=d or PERMANENT)
                for k, p in kws.params
            ]
            if kws.quoted:
                # 'gains "{T}: Add {C}." until end of turn': the object has the quoted abilities
                # for that time (CR 113.1, 611.2; layer 6, CR 613.1f), abilities of its own
                # whose "this creature" is the object
                effects.append(
                    A.Becomes(object=s, abilities=tuple(kws.quoted), duration=d or PERMANENT)
                )
            effects = _target_once(effects)
            if kws.choice:
                # "gains protection from the color of your choice": the color is chosen as the
                # effect resolves, then the object gains protection from it (CR 608.2d)
                effects.insert(0, A.ChooseColor(player=YOU))
            return effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects))

        return Predicate(build, has_duration=True)

    def has_abilities(self, ch: list[Any]) -> Predicate:
        kws = one(ch, KwList)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if d is not None:
                raise Unsure("'has' with a duration")
            return A.GrantAbilities(object=s, abilities=tuple(kws.abilities()))

        if _kws_quoted(ch) or one(ch, A.Count) is not None:
            return Predicate(build)
        return Predicate(build, timed=self.gain_abilities(ch))

    def is_abilities(self, ch: list[Any]) -> Predicate:
        """ "[object] is indestructible" (CR 702.12: the keyword said as an adjective): the
        object has it; "is indestructible this turn" (a duration) is gaining it for that time
        (CR 611.2), as the Oracle text says ("gains indestructible until end of turn")."""
        has, gains = self.has_abilities(ch), self.gain_abilities(ch)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            return (gains if d is not None else has).build(s, d)

        return Predicate(build, has_duration=True)

    def cant_be_targeted(self, ch: list[Any]) -> Predicate:
        """ "[object] can't be the target of spells or abilities" (CR 702.18a: what shroud
        means, printed before the keyword): the object has shroud, or gains it for a stated
        duration, as the Oracle text says."""
        return self.is_abilities([KwList(ids=("shroud",))])

    def cant_be_targeted_by_opponents(self, ch: list[Any]) -> Predicate:
        """ "[object] can't be the target of spells or abilities your opponents control" (CR
        702.11b: what hexproof means): the object has hexproof (or gains it for a duration)."""
        return self.is_abilities([KwList(ids=("hexproof",))])

    def not_targeted(self, ch: list[Any]) -> tuple[str, Any]:
        """ "nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein[, die deine Gegner
        kontrollieren]": the keyword it means (shroud, CR 702.18a; hexproof, CR 702.11b) and
        the duration said inside it; only spells and abilities are read as what targets."""
        nouns = {self._canon(t) for t in tokens(ch, "OBJ_NOUN")}
        if nouns != {"spell", "ability"}:
            raise Unsure("the target of something that is not spells or abilities")
        keyword = "hexproof" if nodes(ch, Post) else "shroud"
        return ("not_targeted", (keyword, one(ch, A.Duration)))

    def not_targeted_predicate(self, ch: list[Any]) -> Predicate:
        """ "kann [in diesem Zug] nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein":
        the object has (or gains for the duration) the keyword it means (:meth:`not_targeted`,
        :meth:`is_abilities`)."""
        keyword, inner = next(c[1] for c in ch if isinstance(c, tuple))
        keyword_is = self.is_abilities([KwList(ids=(keyword,))])

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            return keyword_is.build(s, _inner_duration([inner] if inner else [], d))

        return Predicate(build, has_duration=True)

    def has_or_gains_abilities(self, ch: list[Any]) -> Predicate:
        """A verb of having abilities that also says gaining them for a time (German "erhält
        Flugfähigkeit", old "verursacht Trampelschaden" = "has flying", "has trample"; with "bis
        zum Ende des Zuges" = "gains flying until end of turn", CR 611.2)."""
        has, gains = self.has_abilities(ch), self.gain_abilities(ch)
        inner = one(ch, A.Duration)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            # an object named before ("Sie erhält Eile." after returning a card) gains it: a
            # one-shot effect on that object, not a static ability of a class of objects
            gaining = d or inner or s.kind in ("it", "that", "target")
            return (gains if gaining else has).build(s, d)

        pred = Predicate(build, has_duration=True, inner=inner)
        if inner is not None or _kws_quoted(ch):
            return pred
        return dataclasses.replace(pred, timed=pred)

    def cant_be_blocked_except_by_this_turn(self, ch: list[Any]) -> Predicate:
        """ "can't be blocked this turn except by [objects]" (CR 509.1b): the restriction until
        end of turn (CR 611.2), as "can't be blocked except by ... this turn"."""
        return self.cant([A.Duration(kind="end_of_turn"), self.r_be_blocked_except_by(ch)])

    def cant_attack_or_block_alone(self, ch: list[Any]) -> Predicate:
        """German "kann weder alleine angreifen noch alleine blocken" (can't attack or block
        alone, CR 506.5): :meth:`cant` of that restriction."""
        return self.cant([*ch, self.r_attack_or_block_alone([])])

    def cant(self, ch: list[Any]) -> Predicate:
        action = next(c for c in ch if not isinstance(c, A.Duration))

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            d = _inner_duration(ch, d)
            if isinstance(action, tuple) and action[0] == "blocker_count":
                return A.BlockerCount(object=s, duration=d or PERMANENT, **action[1])
            if isinstance(action, tuple) and action[0] != "be_blocked_by":
                return A.Restriction(
                    object=s, action=action[0], duration=d or PERMANENT, which=action[1]
                )
            if isinstance(action, tuple):  # "can't be blocked by [objects]"
                if d is not None:
                    raise Unsure("'can't be blocked by' for a duration")
                return A.CantBeBlockedBy(object=s, blockers=action[1])
            if action == "be_blocked":
                return A.CantBeBlocked(object=s, duration=d or PERMANENT)
            if action == "be_countered" and s.kind == "self" and d is None:
                # "This spell can't be countered" (CR 101.2): the static ability the older
                # grammar reads
                return A.StaticAbility(rule="cant_be_countered")
            return A.Restriction(object=s, action=action, duration=d or PERMANENT)

        return Predicate(build, has_duration=True)

    def enters_with_counters(self, ch: list[Any]) -> Predicate:
        """ "[this] enters the battlefield with N [kind] counters on it" (CR 614.1c)."""
        counter = self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0]))
        # ("an additional +1/+1 counter": one counter, added to any other it enters with; "a
        # number of +1/+1 counters ... equal to [count]": that count)
        amount = next((c for c in ch if isinstance(c, (int, A.Variable, *READ_AMOUNTS))), 1)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind == "each" and d is None:
                # "Each other non-Human creature you control enters with an additional +1/+1
                # counter on it" (a static ability of this permanent, CR 614.1c): each such
                # object as it enters, "it" (as a group entering tapped, enters_tapped)
                return A.ReplacementEffect(
                    event=A.Event(name="enters", object=s),
                    mode="with",
                    replacement=A.PutCounters(counter=counter, amount=amount, object=IT),
                )
            if s.kind not in ("self", "it"):  # "it" is the card itself (resolved after parsing)
                raise Unsure("another object entering with counters")
            return A.ReplacementEffect(
                event=A.Event(name="enters", object=s),
                mode="with",
                replacement=A.PutCounters(counter=counter, amount=amount, object=s),
            )

        return Predicate(build)

    def enters_with_counter_or_keyword(self, ch: list[Any]) -> Predicate:
        """ "[this] enters the battlefield with your choice of a +1/+1 counter or haste" (riot's
        reminder): "You may have [it] enter with [the counters]. If you don't, it gains haste."
        (CR 702.136a; the choice is made as it enters, CR 614.12): the optional replacement and
        the abilities it has if that replacement was not chosen. Only this object."""
        kws = one(ch, KwList)
        if kws is None or kws.quoted or kws.choice:
            raise Unsure("a choice of counters or of something other than keywords")
        with_counters = self.enters_with_counters([c for c in ch if c is not kws])

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind != "self" or d is not None:
                raise Unsure("another object entering with a choice")
            entering = with_counters.build(s, d)
            return A.Sequence(
                effects=(
                    dataclasses.replace(
                        entering,
                        replacement=A.OptionalEffect(player=YOU, effect=entering.replacement),
                    ),
                    A.Conditional(
                        condition=A.Not(condition=A.IfYouDo()),
                        effect=A.GrantAbilities(object=s, abilities=tuple(kws.keywords())),
                    ),
                )
            )

        return Predicate(build)

    def enters_with_counters_mid(self, ch: list[Any]) -> Mid:
        """German "kommt für jede [object] mit einer +1/+1-Marke ins Spiel" / "kommt mit einer
        +1/+1-Marke für jede [object] ins Spiel": :meth:`enters_with_counters` with "for each"
        inside the verb phrase (English "enters with a +1/+1 counter on it for each [object]",
        CR 614.1c)."""
        count = one(ch, A.Count)
        return self.with_mid([self.enters_with_counters([c for c in ch if c is not count]), count])

    def enters_tapped(self, ch: list[Any]) -> Predicate:
        """ "[this] enters the battlefield tapped" (CR 614.1c); "[each object of a group] enter
        the battlefield tapped" (Frozen AEther, as the older grammar reads it: ``it``, the
        entering object, is tapped); a language whose word is the status adjective ("kommt
        getappt ins Spiel") must say tapped."""
        self.dm_tapped(ch)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind == "each" and d is None:
                # "Creatures your opponents control enter the battlefield tapped" (a static
                # ability of this permanent, CR 614.1c): each such object as it enters
                return A.ReplacementEffect(
                    event=A.Event(name="enters", object=s),
                    mode="tapped",
                    replacement=A.Tap(object=IT),
                )
            if s.kind not in ("self", "it"):  # "it" is the card itself (resolved after parsing)
                raise Unsure("another object entering tapped")
            return A.ReplacementEffect(
                event=A.Event(name="enters", object=s), mode="tapped", replacement=A.Tap(object=s)
            )

        return Predicate(build)

    def us_yours(self, ch: list[Any]) -> str:
        return "untap_during_your_untap_step"

    def us_controllers(self, ch: list[Any]) -> str:
        return "untap_during_untap_step"

    def us_yours_next(self, ch: list[Any]) -> str:
        return "untap_during_your_next_untap_step"

    def us_controllers_next(self, ch: list[Any]) -> str:
        return "untap_during_next_untap_step"

    def choose_not_to_untap(self, ch: list[Any]) -> ChooseNotToUntap:
        """ "You may choose not to untap ~ during your untap step" (CR 502.3): this permanent
        does not untap when its controller so chooses, each untap step; of another object or
        for its next untap step only it is not read."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "self" or "next" in ch[-1]:
            raise Unsure("choosing not to untap another object or once")
        return ChooseNotToUntap(
            A.Restriction(object=obj, action="untap_during_untap_step", duration=PERMANENT)
        )

    def doesnt_untap(self, ch: list[Any]) -> Predicate:
        """ "[object] doesn't untap during its controller's untap step" (CR 502.3)."""
        action = ch[0]

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if action.startswith("untap_during_your") and s.kind not in ("self", "it"):
                raise Unsure("'your untap step' for another object")
            if "next" in action:  # "during its controller's next untap step" (CR 502.3)
                if d is not None:
                    raise Unsure("a duration with 'next untap step'")
                d = A.Duration(kind="next_untap_step")
            return A.Restriction(
                object=s, action="untap_during_untap_step", duration=d or PERMANENT
            )

        return Predicate(build, has_duration=True)

    def becomes_designated(self, ch: list[Any]) -> Predicate:
        """ "it becomes renowned", "becomes saddled until end of turn" (CR 702.112b, 702.171b):
        a designation; a status such as "tapped" is never said so (it is a verb: tap)."""
        word = self.lex.lookup("STATUS", str(tokens(ch, "STATUS")[0]))
        if word not in ("renowned", "saddled"):
            raise Unsure("'becomes' a status that is not a designation")

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            return A.BecomesDesignated(object=s, designation=word, duration=d)

        return Predicate(build, has_duration=True)

    def attacking_doesnt_cause_tap(self, ch: list[Any]) -> Clause:
        """ "Attacking doesn't cause ~ to tap." (vigilance, CR 702.20b): the exception to CR
        508.1f (attacking creatures tap), a restriction ``tap_to_attack`` on the object."""
        if self.lex.lookup("STATUS", str(tokens(ch, "STATUS")[0])) != "attacking":
            raise Unsure("a status other than 'attacking' causing a tap")

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            return A.Restriction(object=s, action="tap_to_attack", duration=d or PERMANENT)

        return Clause(effect=Predicate(build, has_duration=True), subject=one(ch, A.ObjectRef))

    def attacks_if_able(self, ch: list[Any]) -> Predicate:
        """ "attacks each combat if able", "attacks this turn if able" (CR 508.1d)."""
        return Predicate(
            lambda s, d: A.Requirement(
                object=s, action="attack", duration=_inner_duration(ch, d) or PERMANENT
            ),
            has_duration=True,
        )

    def blocks_if_able(self, ch: list[Any]) -> Predicate:
        """ "blocks each combat if able", "blocks this turn if able" (CR 509.1c)."""
        return Predicate(
            lambda s, d: A.Requirement(
                object=s, action="block", duration=_inner_duration(ch, d) or PERMANENT
            ),
            has_duration=True,
        )

    def blocks_object_if_able(self, ch: list[Any]) -> Predicate:
        """ "[blocker] blocks [attacker] this turn / this combat if able" (CR 509.1c):
        :class:`BlocksIfAble`, as the sentence grammar's "Target creature blocks ~ this turn if
        able"."""
        attacker = one(ch, A.ObjectRef)
        return Predicate(
            lambda s, d: A.BlocksIfAble(
                blocker=s, attacker=attacker, duration=_inner_duration(ch, d) or PERMANENT
            ),
            has_duration=True,
        )

    def enter_as_copy(self, ch: list[Any]) -> Predicate:
        """ "[have ~] enter the battlefield as a copy of any creature on the battlefield [, except
        it's 7/7]" (Clone, Quicksilver Gargantuan; CR 707.9): only after "You may have"
        (:class:`EnterAsCopy`)."""
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("each", "any") or obj.up_to or obj.count not in (None, 1):
            raise Unsure("entering as a copy of something other than one object of a kind")

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind != "self" or d is not None:
                raise Unsure("another object entering as a copy, or for a time")
            return EnterAsCopy(
                original=A.ObjectRef(kind="any", filter=obj.filter),
                exceptions=one(ch, A.CopyExceptions),
            )

        return Predicate(build)

    def becomes_copy(self, ch: list[Any]) -> Predicate:
        """ "[object] becomes a copy of [object] [, except ...] [until end of turn]" (CR 707.2,
        613.2a: a copy effect of layer 1 on a permanent; Mizzium Transreliquat, Mirrorweave,
        Permeating Mass): the copiable values of one object named or chosen before, with the
        copy's exceptions (CR 707.9). A copy of one object among several ("a creature") is not
        read."""
        if ch[0] != 1:
            raise Unsure("'becomes' N copies")
        original = one(ch, A.ObjectRef)
        if original.kind not in ("self", "target", "that", "it", "chosen") or original.up_to:
            raise Unsure("a copy of an object that is not one named object")
        if original.kind == "target" and original.count not in (None, 1):
            raise Unsure("a copy of several targets")
        exceptions = one(ch, A.CopyExceptions)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            # ("Any number of target creatures you control each become a copy of that creature":
            # each of them, Polymorphous Rush)
            return A.BecomeCopy(object=s, original=original, exceptions=exceptions, duration=d)

        return Predicate(build, has_duration=True)

    def all_able_to_block(self, ch: list[Any]) -> A.Requirement:
        """ "All creatures able to block ~ do so" (Lure; CR 509.1c): a requirement that every
        creature able to block the object blocks it (``be_blocked_by_all``), for the duration
        said or as long as its source. Any other object than creatures blocking is not read."""
        quant = one(ch, Quant)
        if quant != Quant("all") or self._canon(tokens(ch, "CARD_TYPE")[0]) != "creature":
            raise Unsure("something other than all creatures able to block")
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("self", "enchanted", "equipped", "target"):
            raise Unsure("a requirement to block an object that is not one named object")
        return A.Requirement(
            object=obj, action="be_blocked_by_all", duration=one(ch, A.Duration) or PERMANENT
        )

    def must_be_blocked(self, ch: list[Any]) -> Predicate:
        """ "~ must be blocked [this turn] if able" (CR 509.1c: a requirement that the defending
        player block it with at least one creature)."""
        return Predicate(
            lambda s, d: A.Requirement(
                object=s, action="be_blocked", duration=_inner_duration(ch, d) or PERMANENT
            ),
            has_duration=True,
        )

    def pt_equal_number(self, ch: list[Any]) -> Predicate:
        """ "[this]'s power and toughness are each equal to the number of [objects]" (CR 604.3:
        a characteristic-defining ability)."""
        words = one(ch, Words)
        posts = nodes(ch, Post)
        obj = A.ObjectRef(kind="each", filter=words.filter() + tuple(sorted(p.word for p in posts)))
        count = A.Count(what="objects", object=obj)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind != "self":
                raise Unsure("another object's power and toughness")
            return A.DefinePowerToughness(power=count, toughness=count)

        return Predicate(build)

    def pt_equal_count(self, ch: list[Any]) -> Predicate:
        """ "[this]'s power and toughness are each equal to [count]" ("the number of
        [objects]", "your life total"; CR 604.3: a characteristic-defining ability)."""
        count = one(ch, *READ_AMOUNTS)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind != "self":
                raise Unsure("another object's power and toughness")
            return A.DefinePowerToughness(power=count, toughness=count)

        return Predicate(build)

    def has_base_pt(self, ch: list[Any]) -> Predicate:
        """ "[object] has base power and toughness 4/4 [until end of turn]" (CR 613.4b: an
        effect of layer 7b setting both values; for as long as its source when no duration is
        said, CR 611.3a). A power or toughness that is not a number ("X/X") is not read."""
        sizes = str(tokens(ch, "PT")[0]).split("/")
        if not all(x.isdigit() for x in sizes):
            raise Unsure("base power and toughness that are not numbers")
        power, toughness = (int(x) for x in sizes)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            return A.SetPowerToughness(
                object=s,
                power=power,
                toughness=toughness,
                duration=_inner_duration(ch, d) or PERMANENT,
            )

        return Predicate(build, has_duration=True)

    def becomes_pt(self, ch: list[Any]) -> Predicate:
        """German "[object] wird bis zum Ende des Zuges 4/2" (the printed "becomes 4/2" of
        1994-2008): the base power and toughness set (CR 613.4b), as :meth:`has_base_pt`, the
        Oracle's "has base power and toughness 4/2 until end of turn". Only with a duration said
        with it: without one the line may have left it in a parenthetical the parser cuts off as
        reminder text ("wird der ~ 4/2 und erhält Erstschlag (beides bis zum Ende des Zuges)"),
        and a one-shot change for ever (CR 611.2a) is not guessed."""
        predicate = self.has_base_pt(ch)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if d is None and _inner_duration(ch, None) is None:
                raise Unsure("'becomes N/N' without a duration")
            return predicate.build(s, d)

        return Predicate(build, has_duration=True)

    def pt_equal_sum(self, ch: list[Any]) -> Predicate:
        """ "[this]'s power and toughness are each equal to 1 plus [count]" (CR 604.3, 107.3):
        :meth:`pt_equal_count` of the sum."""
        return self.pt_equal_count([_plus_count(ch)])

    def stat_equal_sum(self, ch: list[Any]) -> Predicate:
        """ "[this]'s power is equal to 1 plus [count]" (CR 604.3, 107.3): :meth:`stat_equal_count`
        of the sum."""
        stats = [c for c in ch if c in ("power", "toughness", "mana_value")]
        return self.stat_equal_count([*stats, _plus_count(ch)])

    def stat_equal_count(self, ch: list[Any]) -> Predicate:
        """ "[this]'s power is equal to [count]" / "[this]'s toughness is equal to [count]"
        (CR 604.3: a characteristic-defining ability of that one characteristic)."""
        count = one(ch, *READ_AMOUNTS)
        stat = next((c for c in ch if c in ("power", "toughness")), None)
        if stat is None:
            raise Unsure("a characteristic other than power or toughness equal to a count")

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind != "self":
                raise Unsure("another object's power or toughness")
            if stat == "power":
                return A.DefinePowerToughness(power=count, toughness=None)
            return A.DefinePowerToughness(power=None, toughness=count)

        return Predicate(build)

    def subject_stat_equal_count(self, ch: list[Any]) -> Clause:
        """French "La force de ~ est égale au nombre de cartes dans votre main", German "Die
        Stärke des ~s ist gleich [count]" (the characteristic said before its object):
        :meth:`stat_equal_count` of that object (CR 604.3)."""
        obj = one(ch, A.ObjectRef)
        return Clause(effect=self.stat_equal_count([c for c in ch if c is not obj]), subject=obj)

    def r_be_regenerated(self, ch: list[Any]) -> str:
        return "be_regenerated"

    def is_sacrificed(self, ch: list[Any]) -> Predicate:
        """ "it's sacrificed" (evoke's reminder, CR 702.74a): the object's controller sacrifices
        it (CR 701.21a: a player sacrifices only a permanent they control)."""

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind not in ("self", "it"):
                raise Unsure("another object sacrificed, said in the passive")
            return A.Sacrifice(object=s, player=A.PlayerRef(kind="controller", object=s))

        return Predicate(build)

    def is_returned(self, ch: list[Any]) -> Predicate:
        """ "it's returned from the battlefield to its owner's hand" (dash's reminder, CR
        702.109a): the object said as the subject is moved to its owner's hand (CR 400.7); another
        destination said in the passive is not understood."""
        dest = next(c for c in ch if isinstance(c, tuple))
        if dest[0] != "hand":
            raise Unsure("an object returned elsewhere than its owner's hand, said in the passive")

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind not in ("self", "it"):
                raise Unsure("another object returned, said in the passive")
            return A.ReturnToHand(object=s)

        return Predicate(build)

    def r_be_sacrificed(self, ch: list[Any]) -> str:
        """ "can't be sacrificed" (CR 701.21a: no player can sacrifice it, for a cost or an
        effect)."""
        return "be_sacrificed"

    def destroy_said_does_not_destroy(self, ch: list[Any]) -> A.Restriction:
        """ "Damage and effects that say "destroy" don't destroy this creature." (indestructible's
        reminder, CR 702.12b): it can't be destroyed, as "~ can't be destroyed" reads (lethal
        damage destroys by CR 704.5g). Without "damage" ("Effects that say "destroy" don't
        destroy this artifact."), lethal damage is left unsaid and this object's noun is not
        kept: not read. Raises ``Unsure`` then, or for another object than this one."""
        obj = one(ch, A.ObjectRef)
        if obj is None or obj.kind != "self":
            raise Unsure("'effects that say destroy' of another object than this one")
        if "damage_and" not in ch:
            raise Unsure("'effects that say destroy' without damage: lethal damage left unsaid")
        return A.Restriction(object=obj, action="be_destroyed", duration=PERMANENT)

    def damage_and(self, ch: list[Any]) -> str:
        """ "Damage and" before "effects that say "destroy"" (:meth:`destroy_said_does_not_destroy`)."""
        return "damage_and"

    def r_be_destroyed(self, ch: list[Any]) -> str:
        """ "can't be destroyed" (CR 701.8: neither by a destroy effect nor by lethal damage
        or deathtouch, CR 704.5g-h; what indestructible means, 702.12b)."""
        return "be_destroyed"

    def r_be_target_of(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "can't be the target of spells or abilities [your opponents control]" (CR 115.4: the
        objects whose targets it can't be; what hexproof means, CR 702.11b): only spells and
        abilities are read as what targets."""
        which = one(ch, A.ObjectRef)
        nouns = [w for w in which.filter if set(w.split("|")) & {"spell", "ability"}]
        if (
            which.kind != "each"
            or not nouns
            or not set(nouns[0].split("|")) <= {"spell", "ability"}
        ):
            raise Unsure("the target of something that is not spells or abilities")
        return ("be_target_of", which)

    def r_be_blocked_by(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        return ("be_blocked_by", one(ch, A.ObjectRef))

    def unless(self, ch: list[Any]) -> tuple[str, Any]:
        return ("unless", (one(ch, A.PlayerRef), one(ch, A.ManaCost, A.Variable)))

    def unless_they(self, ch: list[Any]) -> tuple[str, Any]:
        """ "... unless they pay {1}" (CR 118.12): the player the clause is about pays (a
        clause whose subject is not a player is left unparsed, :meth:`_finish`)."""
        return ("unless", (_THEY, one(ch, A.ManaCost, A.Variable)))

    def unless_they_cost(self, ch: list[Any]) -> tuple[str, Any]:
        """ "... unless they pay X life" (CR 118.12, 119.4: paying life is losing it) or
        "unless they discard a card" (Ruin Ghost's "Each opponent sacrifices a creature unless
        they discard a card"): the player the clause is about pays (:meth:`unless_they`),
        the discard is theirs (:meth:`_finish`); no other action is read."""
        cost = one(ch, A.LoseLife, A.Discard)
        if cost is None:
            raise Unsure("another action than paying life after 'unless they'")
        return ("unless", (_THEY, cost))

    def unless_for_each(self, ch: list[Any]) -> tuple[str, Any]:
        """ "... unless its controller pays {1} for each card in your hand" (CR 118.12): the
        cost is that much generic mana times the count (a cost's :class:`~rulesparser.ast.Count`
        is generic mana, CR 107.3); a colored or variable amount is not read. After "sacrifice
        [object]", any cost ("unless you pay its upkeep cost for each age counter on it"),
        read as "you may pay [cost] for each ..." (:class:`CostPerCount`, CR 118.12a)."""
        cost = one(ch, A.ManaCost, A.Variable)
        return ("unless", (one(ch, A.PlayerRef), CostPerCount(cost=cost, count=one(ch, A.Count))))

    def unless_they_for_each(self, ch: list[Any]) -> tuple[str, Any]:
        return ("unless", (_THEY, _generic_for_each(ch)))

    def unless_cost(self, ch: list[Any]) -> tuple[str, Any]:
        """ "... unless you discard a card" (CR 118.12: the effect happens unless the player
        pays that cost, an action); only the player the cost belongs to, "you", is read."""
        player = one(ch, A.PlayerRef)
        if player != YOU:
            raise Unsure("another player's cost after 'unless'")
        cost = next(c for c in ch if isinstance(c, A.Node) and c is not player)
        return ("unless", (player, cost))

    def clause_or_sacrifice(self, ch: list[Any]) -> Clause:
        """German 1995-1998 "Opfere während Deiner Versorgungsphase einen Pegasus oder begrabe
        den Heiligen Tafelberg" (Oracle "At the beginning of your upkeep, sacrifice Sacred Mesa
        unless you sacrifice a Pegasus"): sacrificing this permanent unless you do the action
        before "oder" (CR 118.12), at the step said inside it; burying itself is sacrificing
        it (Oracle). Only an action that is a cost (:func:`_sacrifice_unless`) is read."""
        action, keep = ch
        if not isinstance(keep, A.Sacrifice) or keep.object != A.ObjectRef(kind="self"):
            raise Unsure("'oder opfere' of another object than this one")
        if not isinstance(action, A.DelayedTrigger) or action.duration is not None:
            raise Unsure("an action or this permanent's sacrifice that is no upkeep cost")
        paid = action.effect
        if isinstance(paid, (PayMana, PaymentDemanded)):
            paid = paid.cost
        cost = _sacrifice_unless(keep, paid).cost.components[0]
        return Clause(effect=keep, unless=(YOU, cost), delayed=action.trigger)

    def unless_cost_you(self, ch: list[Any]) -> tuple[str, Any]:
        """ "unless you [cost]" where the language says "you" as a word of the phrase
        (German "falls du nicht zwei Länder opferst", CR 118.12)."""
        return self.unless_cost([YOU, *ch])

    def pay_mana(self, ch: list[Any]) -> PayMana:
        return PayMana(cost=one(ch, A.ManaCost, A.Variable))

    def pay_mana_any_number_of_times(self, ch: list[Any]) -> PayManaTimes:
        return PayManaTimes(cost=one(ch, A.ManaCost))

    def pay_mana_delayed(self, ch: list[Any]) -> A.Node:
        """German "Bezahle zu Beginn deines nächsten Versorgungssegments {1}{W}{W}" (the step
        between the verb and the mana, CR 603.7)."""
        return self._delayed_inside(ch, self.pay_mana)

    def delayed(self, ch: list[Any]) -> tuple[str, Any]:
        return ("delayed", one(ch, A.StepTrigger))

    def delayed_during(self, ch: list[Any]) -> tuple[str, Any]:
        """ "... during your upkeep" after an effect (German "während Deiner
        Versorgungsphase", 1994-2003): the Oracle text's "at the beginning of your upkeep"
        (CR 503.1); a whole line with it is a triggered ability (lines.py)."""
        return ("delayed", _upkeep_during(ch, self.lex))

    def delayed_step_or_when(self, ch: list[Any]) -> tuple[str, Any]:
        """A step "or whenever [event]" said inside the verb phrase (German "Lege zu Beginn
        deines Versorgungssegments oder immer, wenn du einen grünen Zauberspruch wirkst, eine
        Ladungsmarke auf den ~"): either trigger (CR 603.2), as the English "At the beginning
        of your upkeep or whenever you cast a green spell, ..." (lines.t_step_or_when); a whole
        line with it is a triggered ability (lines.py)."""
        step = one(ch, A.StepTrigger)
        events = [c for c in ch if isinstance(c, A.EventTrigger)]
        if step.next_only or len(events) != 1:
            raise Unsure("'or whenever' after a trigger it does not know")
        return ("delayed", A.AnyTrigger(triggers=(step, events[0])))

    def delayed_end_of_combat(self, ch: list[Any]) -> tuple[str, Any]:
        """ "... at end of combat": at the beginning of this turn's end of combat step
        (CR 511.2)."""
        return ("delayed", A.StepTrigger(step="end_combat", player="each", next_only=True))

    def delayed_end_of_turn(self, ch: list[Any]) -> tuple[str, Any]:
        """ "... at end of turn" (German "am Ende des Zuges", printed until 2009): at the
        beginning of the end step (CR 513.1). A line that says only this is a triggered ability
        (lines.py); after other effects it is the next end step (canonical form, CR 603.7)."""
        return ("delayed", A.StepTrigger(step="end", player="each", next_only=False))

    def r_attack_alone(self, ch: list[Any]) -> str:
        return "attack_alone"

    def r_block_alone(self, ch: list[Any]) -> str:
        return "block_alone"

    def r_attack_or_block_alone(self, ch: list[Any]) -> str:
        return "attack_or_block_alone"

    def _creature_words(self, ch: list[Any]) -> None:
        words = one(ch, Words)
        if words is None or words.filter() != ("creature",):
            raise Unsure("a number of blockers that are not just creatures")

    def r_be_blocked_by_more_than(self, ch: list[Any]) -> tuple[str, Any]:
        """ "can't be blocked by more than one creature" (CR 509.1b)."""
        self._creature_words(ch)
        return ("blocker_count", {"maximum": ch[0]})

    def r_be_blocked_by_fewer_than(self, ch: list[Any]) -> tuple[str, Any]:
        """German "kann nicht von weniger als zwei Kreaturen geblockt werden" (can't be blocked
        by fewer than two creatures): the Oracle text's "can't be blocked except by two or more
        creatures" (CR 509.1b); fewer than one or two says no more than "can be blocked"."""
        self._creature_words(ch)
        if not isinstance(ch[0], int) or ch[0] < 2:
            raise Unsure("'fewer than' a number of blockers below two")
        return ("blocker_count", {"minimum": ch[0]})

    def r_be_blocked_except_by_two(self, ch: list[Any]) -> tuple[str, Any]:
        """German 1995-2001 "kann nicht von nur einer Kreatur geblockt werden" (can't be blocked
        by one creature alone): the Oracle text's "can't be blocked except by two or more
        creatures" (CR 509.1b)."""
        self._creature_words(ch)
        return ("blocker_count", {"minimum": 2})

    def r_be_blocked_except_by_n(self, ch: list[Any]) -> tuple[str, Any]:
        """ "can't be blocked except by two or more creatures" (CR 509.1b, 702.110b): the number
        and the noun, or one object phrase of N creatures before "or more" (French "excepté par
        deux créatures ou plus")."""
        obj = one(ch, A.ObjectRef)
        if obj is not None:
            if obj.kind != "any" or obj.filter != ("creature",) or obj.up_to:
                raise Unsure("a number of blockers that are not just creatures")
            if not isinstance(obj.count, int) or obj.count < 2:
                raise Unsure("'or more' after a number of blockers below two")
            return ("blocker_count", {"minimum": obj.count})
        self._creature_words(ch)
        return ("blocker_count", {"minimum": ch[0]})

    def r_be_blocked_except_by(self, ch: list[Any]) -> tuple[str, A.Node]:
        """ "can't be blocked except by Walls" (CR 509.1b); "except by artifact creatures and/or
        creatures that share a color with it" (intimidate, CR 702.13b): either
        (:class:`~rulesparser.ast.ObjectUnion`)."""
        refs = nodes(ch, A.ObjectRef)
        return (
            "be_blocked_except_by",
            refs[0] if len(refs) == 1 else A.ObjectUnion(objects=tuple(refs)),
        )

    def can_block_additional(self, ch: list[Any]) -> Predicate:
        """ "[this] can block an additional creature each combat" (CR 509.1a)."""
        self._creature_words(ch)
        return self._block_more(1)

    def can_block_any_number(self, ch: list[Any]) -> Predicate:
        """ "[this] can block any number of creatures [each combat]" (CR 509.1a)."""
        self._creature_words(ch)
        return self._block_more(None)

    def _block_more(self, amount: int | None) -> Predicate:
        return Predicate(
            lambda s, d: A.CanBlockAdditional(object=s, amount=amount, duration=d or PERMANENT),
            has_duration=True,
        )

    def assign_as_though_unblocked(self, ch: list[Any]) -> Predicate:
        """ "[have ~] assign its combat damage as though it weren't blocked" (CR 510.1c)."""

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind not in ("self", "enchanted", "equipped"):
                raise Unsure("another object assigning damage as though not blocked")
            return A.AssignDamageAsThoughNotBlocked(object=s, duration=d or PERMANENT)

        return Predicate(build, has_duration=True)

    def assign_damage_by_toughness(self, ch: list[Any]) -> Predicate:
        """ "[creatures] assign combat damage equal to their toughness rather than their power"
        (CR 510.1a): :class:`~rulesparser.ast.AssignDamageByToughness` of the subject."""
        return Predicate(
            lambda s, d: A.AssignDamageByToughness(
                object=s, duration=_inner_duration(ch, d) or PERMANENT
            ),
            has_duration=True,
        )

    def attack_as_though_lacking(self, ch: list[Any]) -> Predicate:
        """ "[~] can attack [this turn] as though it didn't have defender" (CR 702.3b):
        :class:`~rulesparser.ast.AttackAsThoughNoDefender` of the subject; another keyword than
        defender is not understood (``Unsure``)."""
        kw = self.lex.lookup("KW_PLAIN", str(tokens(ch, "KW_PLAIN")[0]))
        if kw != "defender":
            raise Unsure("attacking as though it lacked a keyword other than defender")
        return Predicate(
            lambda s, d: A.AttackAsThoughNoDefender(
                object=s, duration=_inner_duration(ch, d) or PERMANENT
            ),
            has_duration=True,
        )

    def attack_as_though_no_wall(self, ch: list[Any]) -> Predicate:
        """German 1997-2003 "[~] kann (in diesem Zug) angreifen, als ob sie keine Mauer wäre":
        a Wall of that time could not attack (what defender now says, CR 702.3b), so the Oracle
        text's "can attack as though it didn't have defender"
        (:class:`~rulesparser.ast.AttackAsThoughNoDefender`)."""
        return Predicate(
            lambda s, d: A.AttackAsThoughNoDefender(
                object=s, duration=_inner_duration(ch, d) or PERMANENT
            ),
            has_duration=True,
        )

    def deal_no_combat_damage(self, ch: list[Any]) -> Predicate:
        """German "fügt keinen Kampfschaden zu", French "n'inflige aucune blessure de combat"
        (the old "deals no combat damage"): of this object, :meth:`assign_no_combat_damage`; of
        one target creature this turn, Oracle's "Prevent all combat damage that would be dealt
        by target creature this turn" (Fend Off, Safeguard, Resistance Fighter, Songstitcher;
        CR 615.1a); of creatures this turn, "Prevent all combat damage that would be dealt this
        turn" (Lull, Respite: only creatures deal combat damage, CR 510.1)."""
        assign = self.assign_no_combat_damage(ch)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            turn = _inner_duration(ch, d)
            if turn == A.Duration(kind="end_of_turn") and s.kind == "target" and s.count is None:
                return A.PreventAllDamage(duration=turn, combat=True, damage_source=s)
            if turn == A.Duration(kind="end_of_turn") and s == A.ObjectRef(
                kind="each", filter=("creature",)
            ):
                return A.PreventCombatDamage(duration=turn)
            return assign.build(s, d)

        return Predicate(build, has_duration=True)

    def assign_no_combat_damage(self, ch: list[Any]) -> Predicate:
        """ "~ assigns no combat damage this turn" (CR 510.1a; French "n'inflige aucune blessure
        de combat", German "fügt keinen Kampfschaden zu"): the number word must say none."""
        if [
            c
            for c in ch
            if isinstance(c, int) or isinstance(c, A.Node) and not isinstance(c, A.Duration)
        ] != [0]:
            raise Unsure("an amount of combat damage assigned")

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            d = _inner_duration(ch, d)
            if s.kind not in ("self", "enchanted", "equipped"):
                raise Unsure("another object assigning no combat damage")
            if d is None:
                # (for ever? this combat? not printed: not understood)
                raise Unsure("'assigns no combat damage' without a duration")
            return A.AssignNoCombatDamage(object=s, duration=d)

        return Predicate(build, has_duration=True)

    def r_attack_which(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        return ("attack", one(ch, A.ObjectRef))

    def r_attack_you(self, ch: list[Any]) -> str:
        """ "can't attack you" (CR 508.1c): may attack other players and planeswalkers."""
        return "attack_you"

    def r_attack_you_or_planeswalker(self, ch: list[Any]) -> str:
        """ "can't attack you or a planeswalker you control", "... or planeswalkers you control"
        (CR 508.1c): may attack other players and their planeswalkers only;
        ``attack_you_or_your_planeswalkers``."""
        from .phrases import Words

        if one(ch, int) not in (None, 1) or one(ch, Words).filter() != ("planeswalker",):
            raise Unsure("can't attack you or another permanent")
        return "attack_you_or_your_planeswalkers"

    def r_block_which(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        return ("block", one(ch, A.ObjectRef))

    def cant_block_none(self, ch: list[Any]) -> Predicate:
        """German "[subject] kann keine Artefaktkreaturen blocken" (can't block artifact
        creatures, CR 509.1b): the object with "keine" (no number of them) is what it can't
        block, each such creature. Any other object ("kann Kreaturen mit Flugfähigkeit
        blocken" is a permission) is not read here."""
        obj = one(ch, A.ObjectRef)
        if type(obj) is not A.ObjectRef or obj.kind != "any" or obj.count != 0 or obj.up_to:
            raise Unsure("'kann [object] blocken' without 'keine'")
        which = dataclasses.replace(obj, kind="each", count=None)
        return self.cant([self.r_block_which([which])])

    def block_as_though(self, ch: list[Any]) -> Predicate:
        """ "[this] can block as though it had flying" (CR 509.1b, 702.9b): the static ability
        the older grammars read."""
        kw = self.lex.lookup("KW_PLAIN", str(tokens(ch, "KW_PLAIN")[0]))

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind != "self" or d is not None:
                raise Unsure("another object, or a time, blocking as though it had an ability")
            return A.StaticAbility(rule="block_as_though", parameters=(("ability", kw),))

        return Predicate(build)

    def can_block_only(self, ch: list[Any]) -> Predicate:
        """ "[this] can block only creatures with flying" (CR 509.1b)."""
        which = one(ch, A.ObjectRef)
        return Predicate(
            lambda s, d: A.Restriction(
                object=s, action="block_only", duration=d or PERMANENT, which=which
            ),
            has_duration=True,
        )

    def _cost_change(self, ch: list[Any], increase: bool) -> Predicate:
        """The cost change; "for each [object]" said inside the verb phrase (German "kostet
        beim Wirken für jede Kreaturenkarte in deinem Friedhof {1} weniger") is its amount, as
        a trailing one is (:meth:`_apply_for_each`)."""
        mana = one(ch, A.ManaCost)
        count = one(ch, A.Count)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if isinstance(s, A.StackObjectRef) and s.targeting is not None:
                # "Spells your opponents cast that target ~ cost {2} more to cast" (CR 115.1,
                # 601.2f): spells on the stack with this object among their targets
                if "spell" not in s.filter or s.kind != "each":
                    raise Unsure("'that target ~' of something that is not spells")
                if s.targeting.object != A.ObjectRef(kind="self"):
                    # (the cost of spells that target a kind of object is not read yet)
                    raise Unsure("a cost change of spells that target something other than ~")
            node = A.CostChange(object=s, mana=mana, increase=increase, duration=d)
            return node if count is None else dataclasses.replace(node, amount=count)

        return Predicate(build, has_duration=True)

    def costs_less(self, ch: list[Any]) -> Predicate:
        """ "Instant and sorcery spells you cast cost {1} less to cast" (CR 601.2f)."""
        return self._cost_change(ch, False)

    def costs_more(self, ch: list[Any]) -> Predicate:
        return self._cost_change(ch, True)

    def costs_less_if_targets(self, ch: list[Any]) -> Predicate:
        """ "This spell costs {2} less to cast if it targets a blue spell" (CR 601.2c, 601.2f:
        its targets are chosen before its total cost is determined): the cost change of this
        spell under :class:`~rulesparser.ast.ObjectTargets` of it. One kind of object targeted
        ("an attacking creature", "a creature token"); "it" of another subject than this spell,
        a target or a number of objects is not read."""
        objects = [c for c in ch if isinstance(c, A.ObjectRef)]
        what = objects[-1]
        if (
            what.kind != "any"
            or what.count not in (None, 1)
            or what.up_to
            or not what.filter
            or getattr(what, "targeting", None) is not None
        ):
            raise Unsure("'if it targets' something that is not one kind of object")
        change = self._cost_change([c for c in ch if c is not what], False)

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if s.kind != "self" or d is not None:
                raise Unsure("'if it targets' of a spell other than this one")
            targets = A.Targets(object=A.ObjectRef(kind="any", filter=what.filter))
            return A.Conditional(
                condition=A.ObjectTargets(object=s, targets=targets), effect=change.build(s, d)
            )

        return Predicate(build, has_duration=True)

    def cant_attack_only_if(self, ch: list[Any]) -> Predicate:
        """German 1994-1999 "kann nur angreifen" before ", wenn [condition]"
        (:meth:`clause_only_if`): the restriction on attacking that the condition lifts (CR
        508.1c)."""
        return self.cant(["attack"])

    def cant_block_only_if(self, ch: list[Any]) -> Predicate:
        """German "kann nur blocken" before ", wenn [condition]": the restriction on blocking
        that the condition lifts (CR 509.1b)."""
        return self.cant(["block"])

    def clause_only_if(self, ch: list[Any]) -> Clause:
        """ "[object] can attack only if [condition]" (German 1994-1999 "kann nur angreifen, wenn
        ..."): "[object] can't attack unless [condition]" (CR 508.1c), the clause with the
        condition as "es sei denn" gives it (:meth:`unless_condition`)."""
        cond = next(c for c in ch if not isinstance(c, Clause))
        return self.clause([ch[0], self.unless_condition([cond])])

    def unless_condition(self, ch: list[Any]) -> tuple[str, Any]:
        return ("unless_condition", one(ch, A.Node))

    def r_activate_abilities(self, ch: list[Any]) -> str:
        """ "[its] activated abilities can't be activated" (CR 602.5): a restriction on the
        object's abilities, mana abilities included."""
        return "activate_abilities"

    def r_activate_nonmana_abilities(self, ch: list[Any]) -> str:
        """ "[its] activated abilities can't be activated unless they're mana abilities" (CR
        602.5, 605.1a): the restriction on its activated abilities but its mana abilities
        (French "à moins qu'elles ne soient des capacités de mana": the noun is "ability")."""
        if any(self._canon(t) != "ability" for t in tokens(ch, "OBJ_NOUN")):
            raise Unsure("'unless they are' something other than mana abilities")
        return "activate_nonmana_abilities"

    def r_attack(self, ch: list[Any]) -> str:
        return "attack"

    def r_block(self, ch: list[Any]) -> str:
        return "block"

    def r_attack_or_block(self, ch: list[Any]) -> str:
        return "attack_or_block"

    def r_attack_block_or_crew(self, ch: list[Any]) -> str:
        """ "can't attack, block, or crew Vehicles" (CR 508.1, 509.1, 702.122a)."""
        return "attack_block_or_crew"

    def r_be_blocked(self, ch: list[Any]) -> str:
        return "be_blocked"

    def r_be_countered(self, ch: list[Any]) -> str:
        return "be_countered"

    def r_be_cast_except_from_graveyard(self, ch: list[Any]) -> str:
        """ "can't be cast from any zone other than a graveyard" (aftermath, CR 702.127a)."""
        return "be_cast_except_from_graveyard"

    def fight(self, ch: list[Any]) -> Predicate:
        """ "[object] fights [object]" (CR 701.14a): each deals damage equal to its power to the
        other. Each side is one creature (a target, this object, "it"); the other may be "up to
        one target creature" (Wicked Wolf: with no target chosen, no fight, CR 601.2c, 115.6);
        several fighting is not understood."""
        other = one(ch, A.ObjectRef)
        single = ("self", "target", "it", "that")
        up_to_one = other.kind == "target" and other.count == 1 and other.up_to
        if other.kind not in single or (other.count is not None and not up_to_one):
            raise Unsure("fighting several creatures")

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            if d is not None:
                raise Unsure("a fight with a duration")
            if s.kind not in single or s.count is not None:
                raise Unsure("several creatures fighting")
            return A.Fights(object=s, other=other)

        return Predicate(build)

    def lose_abilities(self, ch: list[Any]) -> Predicate:
        """ "[object] loses flying [and trample] [until end of turn]" (CR 613.1f: layer 6);
        without a duration, for as long as the static ability applies (``permanent``).
        Losing a quoted ability is not understood."""
        return _per_keyword(
            ch, A.LoseAbility, "losing a quoted ability or a keyword with a parameter"
        )

    def cant_have_abilities(self, ch: list[Any]) -> Predicate:
        """ "[object] can't have or gain flying [and trample]" (CR 613.1f: layer 6, an effect
        that says an object can't have an ability); without a duration, for as long as the
        static ability applies (``permanent``). A quoted ability or a keyword with a parameter
        is not understood."""
        return _per_keyword(
            ch, A.CantHaveAbility, "'can't have' a quoted ability or a keyword with a parameter"
        )

    def lose_all_abilities(self, ch: list[Any]) -> Predicate:
        """ "[object] loses all abilities [until end of turn]" (CR 613.1f: layer 6)."""

        def build(s: A.ObjectRef, d: A.Duration | None) -> A.Node:
            return A.LoseAllAbilities(object=s, duration=_inner_duration(ch, d) or PERMANENT)

        return Predicate(build, has_duration=True)

    def kw_list(self, ch: list[Any]) -> KwList:
        """Keywords by name, a keyword an old printing spelled out as a sentence (German "wird
        beim Angreifen nicht getappt" = vigilance, CR 702.20b: class ``OLD_KEYWORD``) and one
        said as a predicate adjective (German "ist unzerstörbar" = has indestructible: class
        ``KW_ADJ``)."""
        ids = tuple(self.lex.lookup("KW_PLAIN", str(t)) for t in tokens(ch, "KW_PLAIN"))
        ids += tuple(self.lex.lookup("OLD_KEYWORD", str(t)) for t in tokens(ch, "OLD_KEYWORD"))
        # a keyword said as a predicate adjective ("ist unzerstörbar": has indestructible)
        ids += tuple(self.lex.lookup("KW_ADJ", str(t)) for t in tokens(ch, "KW_ADJ"))
        if any(keyword_table().get(i, {}).get("action") for i in ids):
            # "Führe Wucherung durch", "Lerne eine Lektion" (proliferate, learn: keyword
            # actions, CR 701): something a player does, never an ability an object has
            raise Unsure("a keyword action said as an ability")
        marks = tuple(QuotedRef(int(str(t).strip()[1:-1])) for t in tokens(ch, "QUOTED_ABILITY"))
        prots = [c for c in ch if isinstance(c, Protection)]
        params = tuple(("protection", A.Quality(value=q)) for p in prots for q in p.qualities)
        # "ward {1}", "ninjutsu {2}{U}{B}": each cost keyword with the mana cost after it, the
        # parameter its keyword line has (CR 702.21a, 702.49a)
        costs = [
            (self.lex.lookup("KW_COST", str(c)), ch[i + 1])
            for i, c in enumerate(ch)
            if isinstance(c, Token) and c.type == "KW_COST"
        ]
        if any(not isinstance(cost, A.ManaCost) for _, cost in costs):
            raise Unsure("a cost keyword without its mana cost")
        params += tuple((k, A.Cost(components=(cost,))) for k, cost in costs)
        return KwList(ids=ids, quoted=marks, params=params, choice=any(p.choice for p in prots))

    def protection(self, ch: list[Any]) -> Protection:
        """ "protection from red [and from blue]" (CR 702.16a): one ability per quality."""
        kw = tokens(ch, "KW_QUALITY")[0]
        if self.lex.lookup("KW_QUALITY", str(kw)) != "protection":
            raise Unsure("a quality keyword other than protection in a list of abilities")
        qualities = tuple(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        if "?choice" in qualities and len(qualities) > 1:
            raise Unsure("protection from a chosen color and from something else")
        return Protection(
            qualities=tuple("chosen_color" if q == "?choice" else q for q in qualities),
            choice="?choice" in qualities,
        )

    def pq_word(self, ch: list[Any]) -> str:
        """A color, card type or subtype protection is from, in the keyword line's canonical
        (lower-case) words ("Protection from Zombies": ``zombie``)."""
        tok = ch[0]
        return self.lex.lookup(tok.type, str(tok)).lower()

    def pq_chosen_color(self, ch: list[Any]) -> str:
        return "chosen_color"

    def pq_color_of_choice(self, ch: list[Any]) -> str:
        return "?choice"

    def pq_everything(self, ch: list[Any]) -> str:
        """ "protection from everything" (CR 702.16j: from each object, whatever its
        characteristics): the quality ``everything``."""
        return "everything"

    # ------------------------------------------------------------------ subjects
    def subject_player(self, ch: list[Any]) -> Clause:
        """A verb with its player subject ("Target player draws a card"): the clause remembers
        the player, whom a following clause without a subject continues (:meth:`clause_seq`)."""
        player = next(c for c in ch if isinstance(c, A.PlayerRef))
        effect = next(c for c in ch if c is not player)
        return Clause(effect=self._player_verb(player, effect), player=player)

    def subject_pronoun_player(self, ch: list[Any]) -> Clause:
        """German "verliert er 2 Lebenspunkte", "zieht er eine Karte", "wirft er eine Karte
        ab" (the verb second, then "er"): a verb only a player does, so "er" is the player
        named before ("that player", as English "they"; CR 608.2c), resolved as "jener
        Spieler" is. Raises :class:`Unsure` for another pronoun ("sie", "es": a plural or an
        object)."""
        if str(tokens(ch, "PRONOUN")[0]).lower() != "er":
            raise Unsure("a pronoun other than 'er' as a player")
        effect = next(c for c in ch if not isinstance(c, Token))
        return self.subject_player([A.PlayerRef(kind="that_player"), effect])

    def subject_player_each(self, ch: list[Any]) -> Clause:
        """ "Those players each discard two cards" (CR 608.2c: each of the players named
        before does it): as "Those players discard two cards"; one player "each" is not read."""
        player = next(c for c in ch if isinstance(c, A.PlayerRef))
        if player.kind not in _SEVERAL_PLAYERS:
            raise Unsure("'each' after one player")
        return self.subject_player(ch)

    def produced_by_it(self, ch: list[Any]) -> Clause:
        """German "produziert es zusätzlich G" after "Immer wenn [a land] für Mana getappt
        wird": the mana the land produces is added by its controller (Oracle "its controller
        adds an additional {G}", CR 106.4, 605.1b), "es" being the land the trigger names."""
        if str(tokens(ch, "PRONOUN")[0]).lower() not in ("es", "er"):
            raise Unsure("mana produced by another object than the one tapped")
        effect = next(c for c in ch if isinstance(c, (A.AddMana, A.AddManaOfChoice)))
        that = A.PlayerRef(kind="controller", object=A.ObjectRef(kind="that"))
        return self.subject_player([that, effect])

    def subject_player_may(self, ch: list[Any]) -> Clause:
        """ "Each player may draw a card", "that player may pay {2}" (CR 608.2d): that player
        chooses whether the effect happens."""
        clause = self.subject_player(ch)
        return dataclasses.replace(clause, may=True, may_player=clause.player)

    def any_player_may_have(self, ch: list[Any]) -> Clause:
        """ "Any player may have ~ deal 5 damage to them." (Browbeat; CR 101.4: each player in
        turn order may, until one does): the damage is dealt to the player who chooses it, whom
        "them" names; any other verb after "have" is not read."""
        player = one(ch, A.PlayerRef)
        subject = one(ch, A.ObjectRef)
        pred = next(c for c in ch if isinstance(c, Predicate))

        def build(obj: A.ObjectRef, duration: A.Duration | None) -> A.Node:
            node = pred.build(obj, duration)
            if not (isinstance(node, A.DealDamage) and node.recipient == A.ObjectRef(kind="that")):
                raise Unsure("'any player may have' an object do something else than damage them")
            return dataclasses.replace(node, recipient=player)

        clause = Clause(effect=dataclasses.replace(pred, build=build), subject=subject)
        return dataclasses.replace(clause, may=True, may_player=player)

    def _player_verb(self, player: A.PlayerRef, effect: Any) -> Any:
        if isinstance(effect, PayLife):  # "that player pays 2 life": that player's life
            return PayLife(self._player_verb(player, effect.loss))
        if isinstance(effect, Mid):
            return dataclasses.replace(effect, effect=self._player_verb(player, effect.effect))
        if isinstance(effect, A.LoseLife) and isinstance(effect.amount, A.Half):
            effect = dataclasses.replace(effect, amount=_half_of_subject(effect.amount, player))
        if isinstance(effect, Predicate):
            raise Unsure("an object verb after a player")
        if player == YOU or isinstance(effect, PayMana):
            # (who pays is the clause's chooser: "that player may pay {4}")
            return effect
        if isinstance(effect, Clause):
            # "Der Beherrscher der verzauberten Kreatur kann sie ihren Kampfschaden zuweisen
            # lassen, als ob ..." (Indomitable Might): another player having an object act is not
            # read (the clause stayed inside the AST and its JSON failed)
            raise Unsure("a player other than you having an object act")
        if isinstance(effect, A.SearchLibrary) and isinstance(effect.object, A.ObjectRef):
            # "son contrôleur cherche dans sa bibliothèque": the subject's own library
            # (search_their)
            words = tuple(w for w in effect.object.filter if w != SUBJECT_LIBRARY_MARK)
            effect = dataclasses.replace(
                effect, object=dataclasses.replace(effect.object, filter=words)
            )
        if (
            isinstance(effect, A.ShuffleIntoLibrary)
            and SUBJECT_LIBRARY_MARK in effect.object.filter
        ):
            # "Its owner shuffles it into their library": the owner's library (CR 400.3), said
            # of the object the owner is named by
            obj = effect.object
            words = tuple(w for w in obj.filter if w != SUBJECT_LIBRARY_MARK)
            # ("target creature's owner shuffles it": "it" is that object, the only one named)
            if (
                player.kind != "owner"
                or player.object is None
                or player.object.kind not in ("it", "that", "target", "self")
                or dataclasses.replace(obj, filter=words) not in (IT, A.ObjectRef(kind="that"))
            ):
                raise Unsure("'into their library' of a player who is not its owner")
            effect = dataclasses.replace(effect, object=dataclasses.replace(obj, filter=words))
        if isinstance(effect, A.PutIntoLibrary) and SUBJECT_LIBRARY_MARK in effect.object.filter:
            # "Target creature's owner puts it on the top or bottom of their library": the
            # object the owner is named by, into the owner's library (CR 400.3, 401.4)
            obj = effect.object
            words = tuple(w for w in obj.filter if w != SUBJECT_LIBRARY_MARK)
            owned = player.object
            if (
                player.kind != "owner"
                or owned is None
                or owned.kind not in ("it", "that", "target", "self")
                or dataclasses.replace(obj, filter=words) != IT
            ):
                raise Unsure("'on top of their library' of a player who is not its owner")
            return dataclasses.replace(effect, object=owned)
        attached = player.object if player.kind == "controller" else None
        if (
            attached is not None
            and attached.kind in ("enchanted", "equipped")
            and getattr(effect, "object", None) == IT
        ):
            # "enchanted permanent's controller sacrifices it": that permanent (CR 303.4)
            effect = dataclasses.replace(effect, object=attached)
        return _with_field(effect, "player", player)

    def you_and_player_each(self, ch: list[Any]) -> Clause:
        """ "You and target opponent each draw three cards" (German "Du und ein Gegner deiner
        Wahl zieht je drei Karten"): you do it, then that player does it, as "You draw three
        cards. Target opponent draws three cards." says. Only a draw (CR 121.2: each player
        draws from their own library, the order changes nothing); another verb, whose
        choices one player would make seeing the other's, is not read."""
        players = [c for c in ch if isinstance(c, A.PlayerRef)]
        effect = next(c for c in ch if not isinstance(c, A.PlayerRef))
        if players[:-1] != [YOU]:
            raise Unsure("'and' between two players neither of them first 'you'")
        player = players[-1]
        if not isinstance(effect, A.Draw) or player == YOU:
            raise Unsure("'you and [player] each' of a verb other than draw")
        both = (self._player_verb(YOU, effect), self._player_verb(player, effect))
        return Clause(effect=A.Sequence(effects=both))

    def you_and_player_each_draw(self, ch: list[Any]) -> Clause:
        """French "Un adversaire ciblé et vous piochez chacun trois cartes": the draw of
        :meth:`you_and_player_each`."""
        player = next(c for c in ch if isinstance(c, A.PlayerRef))
        draw = self.draw([c for c in ch if not isinstance(c, A.PlayerRef)])
        return self.you_and_player_each([YOU, player, draw])

    def subject_each_player(self, ch: list[Any]) -> Clause:
        return self.subject_player([A.PlayerRef(kind="each_player"), ch[0]])

    def subject_each_opponent(self, ch: list[Any]) -> Clause:
        return self.subject_player([A.PlayerRef(kind="each_opponent"), ch[0]])

    def subject_each_object(self, ch: list[Any]) -> Clause:
        """ "and each creature you control gets +1/+1": the subject after "and each"."""
        words = one(ch, Words)
        posts = tuple(sorted(p.word for p in nodes(ch, Post)))
        subject = A.ObjectRef(kind="each", filter=words.filter() + posts)
        return Clause(effect=ch[-1], subject=subject)

    def subject_after_dative(self, ch: list[Any]) -> Clause:
        """The recipient pronoun, the subject, the amount (German "fügt ihr der ~ 2
        Schadenspunkte zu": ~ deals 2 damage to it, CR 120)."""
        recipient, subject, amount = ch[0], ch[1], ch[2]
        pred = Predicate(
            lambda s, d: A.DealDamage(damage_source=s, amount=amount, recipient=recipient)
        )
        return Clause(effect=pred, subject=subject)

    def subject_object(self, ch: list[Any]) -> Clause:
        subject, pred = ch[0], ch[1]
        return Clause(effect=pred, subject=subject)

    def group_abilities_cant(self, ch: list[Any]) -> Clause:
        """ "Activated abilities of artifacts can't be activated" (Collector Ouphe): the
        restriction on each permanent of the group (CR 602.5). Sources or cards ("Activated
        abilities of sources with the chosen name", Pithing Needle: in every zone, CR 113.6)
        and a named card are not such a group: not read here."""
        subject = one(ch, A.ObjectRef)
        if subject.kind not in ("each", "enchanted", "equipped") or any(
            w in ("source", "card", "spell", "ability", "chosen_name") for w in subject.filter
        ):
            raise Unsure("activated abilities of objects that are not permanents")
        return self.subject_object(ch)

    def predicate_subject(self, ch: list[Any]) -> Clause:
        """A verb with no complement said before its subject after a leading part (German
        "Wenn der ~ ins Spiel kommt, erkundet er": it explores, CR 701.44a): the clause of that
        subject."""
        pred, subject = ch[0], ch[1]
        return Clause(effect=pred, subject=subject)

    def self_subject(self, ch: list[Any]) -> Clause:
        """A verb printed without its subject that is the card itself (old printings' "{R}:
        +1/+0 until end of turn" for "~ gets +1/+0 until end of turn")."""
        return Clause(effect=ch[0], subject=A.ObjectRef(kind="self"))

    def continued_subject(self, ch: list[Any]) -> Clause:
        return Clause(effect=ch[0], subject=None)

    def continued_abilities(self, ch: list[Any]) -> Clause:
        """Abilities after "and" with no verb of their own (German "erhält +1/+1 und
        Flugfähigkeit"): the subject before has or gains them (CR 611.2 with a duration). A
        keyword action printed as a whole verb phrase (:meth:`kw_clause`) is performed by you."""
        if isinstance(ch[0], A.KeywordAction):
            return Clause(effect=ch[0])
        return Clause(effect=self.has_or_gains_abilities(ch), subject=None, shares_verb=True)

    def continued_pt(self, ch: list[Any]) -> Clause:
        """A P/T change after "und" with no verb of its own (German "erhält Erstschlag und
        +2/+0"): the subject before gets it, as :meth:`continued_abilities` has the keywords of
        "erhält +2/+0 und Erstschlag" (CR 611.2 with a duration)."""
        return Clause(effect=self.modify_pt(ch), subject=None, shares_verb=True)

    def kw_clause(self, ch: list[Any]) -> Any:
        """Keywords said with no verb (:meth:`continued_abilities`), or one keyword action of
        CR 701 taking no number whose name is a whole imperative verb phrase (German "lerne eine
        Lektion", "Führe Wucherung durch": learn CR 701.48, proliferate CR 701.34): the
        :class:`~rulesparser.ast.KeywordAction`, as on a line of its own."""
        if len(ch) == 1 and tokens(ch, "KW_PLAIN"):
            action = _keyword_action(self.lex, ch[0])
            if action is not None:
                return action
        return self.kw_list(ch)

    def keyword_action_verb(self, ch: list[Any]) -> A.KeywordAction:
        """English "learn", "proliferate" said as a clause's verb (CR 701.48, 701.34; class
        ``KW_ACTION``): the :class:`~rulesparser.ast.KeywordAction`."""
        return A.KeywordAction(action=self.lex.lookup("KW_ACTION", str(ch[0])))

    # ------------------------------------------------------------------ clauses, sentences
    def may(self, ch: list[Any]) -> str:
        return "may"

    def with_mid(self, ch: list[Any]) -> Mid:
        """A verb phrase with a duration or "for each" printed inside it (:class:`Mid`)."""
        durations = nodes(ch, A.Duration)
        counts = nodes(ch, A.Count)
        if len(durations) > 1 or len(counts) > 1:
            raise Unsure("two durations or two counts inside one verb phrase")
        instead = ("instead", None) in ch
        core = next(
            c for c in ch if not isinstance(c, (A.Duration, A.Count)) and c != ("instead", None)
        )
        return Mid(
            effect=core,
            duration=durations[0] if durations else None,
            for_each=counts[0] if counts else None,
            instead=instead,
        )

    def verb_delayed(self, ch: list[Any]) -> Mid:
        """A verb phrase with the step of a trigger printed right after its verb, as German
        puts an adverbial there ("Erzeuge zu Beginn jedes Versorgungssegments einen 1/1 grünen
        Saproling-Kreaturenspielstein", "Du verlierst zu Beginn deines Versorgungssegments 1
        Lebenspunkt", "Der ~ fügt zu Beginn ... 3 Schadenspunkte zu"): the clause takes the step
        as if it were printed after the verb phrase (CR 603.7 for "the next" step; a whole line
        with any other step is a triggered ability whose trigger the line says inside, CR 603.1,
        rulesparser/transform/lines.py)."""
        when = next(c for c in ch if isinstance(c, tuple) and c and c[0] == "delayed")
        core = next(c for c in ch if c is not when)
        if isinstance(core, Mid):
            if core.delayed is not None:
                raise Unsure("two trigger steps inside one verb phrase")
            return dataclasses.replace(core, delayed=when[1])
        return Mid(effect=core, delayed=when[1])

    def verb_instead(self, ch: list[Any]) -> Mid:
        """A verb phrase with "stattdessen" (instead) printed right after its verb or its
        subject (German "erhält die Kreatur stattdessen -5/-5", "lege stattdessen zwei
        +1/+1-Marken auf ..."): the phrase marked, the sentence takes it as English's trailing
        "instead" (CR 614.1a, :class:`InsteadSaid`)."""
        core = next(c for c in ch if c != ("instead", None))
        if isinstance(core, Mid):
            return dataclasses.replace(core, instead=True)
        return Mid(effect=core, instead=True)

    def deal_damage_delayed(self, ch: list[Any]) -> Mid:
        """Damage with the step of its trigger between the recipient and the amount (German
        "fügt Dir während Deiner Versorgungsphase 1 Schadenspunkt zu"): as :meth:`verb_delayed`."""
        when = next(c for c in ch if isinstance(c, tuple) and c and c[0] == "delayed")
        return Mid(effect=self.deal_damage([c for c in ch if c is not when]), delayed=when[1])

    def _instead_inside(self, ch: list[Any], build: Any) -> Mid:
        """A verb phrase with "instead" between its object and the rest (German "schicke sie
        stattdessen ins Exil"): the phrase built without it, marked (:class:`Mid`)."""
        return Mid(effect=build([c for c in ch if c != ("instead", None)]), instead=True)

    def clause_may_instead(self, ch: list[Any]) -> Clause:
        """ "you may instead [effect]" (dredge, CR 702.52a): the clause, "instead" said
        after "you may" (CR 614.1a)."""
        return self.clause([*ch, ("instead", None)])

    def clause(self, ch: list[Any]) -> Clause:
        may = "may" in [c for c in ch if isinstance(c, str)]
        if len(nodes(ch, A.Duration)) > 1:
            raise Unsure("two durations for one clause")
        duration = one(ch, A.Duration)
        count = one(ch, A.Count)
        extras = {c[0]: c[1] for c in ch if isinstance(c, tuple) and c and c[0] in _EXTRAS}
        instead = ("instead", None) in ch
        core = next(
            c
            for c in ch
            if not isinstance(c, (str, A.Duration, A.Count))
            and not (isinstance(c, tuple) and c and c[0] in (*_EXTRAS, "instead"))
        )
        mid = core if isinstance(core, Mid) else None
        if isinstance(core, Clause) and isinstance(core.effect, Mid):
            mid = core.effect
            core = dataclasses.replace(core, effect=mid.effect)
        elif mid is not None:
            core = mid.effect
        if mid is not None:  # the parts printed inside the verb phrase (German)
            if (mid.duration and duration) or (mid.for_each and count):
                raise Unsure("two durations or two counts for one verb")
            if mid.delayed is not None and "delayed" in extras:
                raise Unsure("two trigger steps for one verb")
            duration = duration or mid.duration
            count = count or mid.for_each
            instead = instead or mid.instead
            if mid.delayed is not None:
                extras["delayed"] = mid.delayed
        fields = dict(
            may=may or (isinstance(core, Clause) and core.may),
            duration=duration,
            for_each=count,
            unless=extras.get("unless"),
            delayed=extras.get("delayed"),
            unless_condition=extras.get("unless_condition"),
            condition=extras.get("condition", extras.get("trailing_if", extras.get("unplaced_if"))),
            trailing_if="trailing_if" in extras,
            unplaced_if="unplaced_if" in extras,
            instead=instead,
            as_many=extras.get("as_many"),
        )
        if isinstance(core, Clause):
            return dataclasses.replace(core, **fields)
        return Clause(effect=core, **fields)

    def _finish(self, c: Clause, subject: A.ObjectRef | None) -> A.Node:
        if isinstance(c.effect, Predicate):
            if subject is None:
                raise Unsure("a verb without its subject")
            if c.duration is not None and not c.effect.has_duration:
                if c.effect.timed is None:
                    raise Unsure("a duration the verb does not take")
                # "Target Soldier creature gets +2/+2 and has vigilance for as long as ~
                # remains tapped": "has" for a time is gaining it for that time (CR 611.2)
                c = dataclasses.replace(c, effect=c.effect.timed)
            node = c.effect.build(subject, c.duration)
        else:
            node = c.effect
            if isinstance(node, A.DelayedTrigger) and c.delayed is None:
                # the trigger said inside the verb phrase (German "Opfere zu Beginn deines
                # Versorgungssegments den ~, es sei denn, ..."): the clause's own, so that
                # "unless" and "you may" apply to the effect it triggers (CR 603.7)
                c = dataclasses.replace(c, delayed=node.trigger)
                node = node.effect
            if c.duration is not None:
                node = _with_field(node, "duration", c.duration)
        if isinstance(node, PayLife):
            if (
                c.may
                and c.may_player in (None, YOU)
                and node is c.effect
                and not (c.for_each or c.as_many or c.unless)
            ):
                # "you may pay 2 life. If you do, ..." (CR 119.4, 118.3): an offer the player
                # can accept only with that much life, not "you may lose 2 life"
                node = A.MayPay(player=YOU, cost=A.Cost(components=(node.loss,)))
                c = dataclasses.replace(c, may=False)
            else:
                node = node.loss
        if c.as_many is not None:
            node = _as_many(node, c.as_many)
        if c.for_each is not None and not isinstance(node, PayMana):
            node = self._apply_for_each(node, c.for_each)
        if isinstance(node, AdditionalLands):  # "You may play an additional land" (CR 305.2)
            # "Each player may play an additional land on each of their turns": each player's
            # own turns (CR 305.2), said with "their" after "each player" only
            player = node.player or YOU
            if (
                not c.may
                or player not in ((EACH_PLAYER,) if node.their else (YOU,))
                or c.may_player not in (None, player)
                or not isinstance(c.effect, AdditionalLands)
                or c.unless
                or c.for_each
                or c.condition
                or c.delayed
            ):
                raise Unsure("additional land plays that are not 'you may play'")
            said = _inner_duration([node.inner] if node.inner else [], node.duration)
            if node.each_turn == (said is not None):
                # neither "this turn" nor "on each of your turns" (or both): not understood
                raise Unsure("additional land plays for no time said")
            duration = PERMANENT if node.each_turn else said
            return A.AdditionalLandPlays(player=player, amount=node.amount, duration=duration)
        if isinstance(node, LookTopAnyTime):  # "You may look at the top card ... any time"
            if (
                not c.may
                or c.may_player not in (None, YOU)
                or node is not c.effect
                or c.unless
                or c.for_each
                or c.condition
                or c.duration
                or c.delayed
            ):
                raise Unsure("looking at the top card any time that is not 'you may look'")
            top = A.ObjectRef(kind="top_of_library", filter=("card", "your"))
            return A.LookAnyTime(player=YOU, object=top, duration=PERMANENT)
        if isinstance(node, PlayCard):  # "you may play that card this turn" (CR 601.2)
            if c.condition is not None and c.trailing_if:
                # "Vous pouvez jouer la carte du dessus de votre bibliothèque si c'est une carte
                # de terrain": the top card when it is such a card (_top_card_if)
                node = dataclasses.replace(node, object=_top_card_if(node.object, c.condition))
                c = dataclasses.replace(c, condition=None, trailing_if=False)
            if (
                not c.may
                or c.may_player not in (None, YOU)
                or c.unless
                or c.for_each
                or c.condition
            ):
                raise Unsure("playing a card that is not 'you may play'")
            return self._play_card(node)
        if isinstance(node, ChooseNotToUntap):  # (CR 502.3: the controller's choice)
            if not c.may or c.may_player not in (None, YOU) or node is not c.effect:
                raise Unsure("'choose not to untap' that is not 'you may'")
            if c.unless or c.for_each or c.condition or c.duration or c.delayed:
                raise Unsure("'choose not to untap' with another part")
            return A.OptionalEffect(player=YOU, effect=node.restriction)
        if (
            isinstance(node, PayMana)
            and not c.may
            and (node is c.effect or getattr(c.effect, "effect", None) is node)
            and not any(getattr(c, x) for x in ("unless", "condition", "for_each", "duration"))
            and c.unless_condition is None
        ):
            # "pay {1}{W}{W}" as an instruction: only before "If you don't" (_pay_or_else)
            demanded = PaymentDemanded(cost=node.cost)
            return A.DelayedTrigger(trigger=c.delayed, effect=demanded) if c.delayed else demanded
        if isinstance(node, PayManaTimes):
            # "you may pay {1}{W} any number of times" (CR 608.2d, 118.1)
            if not c.may or node is not c.effect or c.unless or c.condition or c.for_each:
                raise Unsure("a payment any number of times that is not 'you may pay'")
            return A.MayPayAnyNumberOfTimes(
                player=c.may_player or YOU, cost=A.Cost(components=(node.cost,))
            )
        if isinstance(node, PayMana):  # "you may pay {1}" (CR 118.1, 608.2c)
            if not c.may or node is not c.effect or c.unless or c.condition:
                raise Unsure("a payment that is not 'you may pay'")
            cost = A.Cost(components=(node.cost,))
            if c.for_each is not None:
                # "you may pay [cost] for each age counter on it" (cumulative upkeep, 702.24a)
                return A.MayPayForEach(player=c.may_player or YOU, cost=cost, count=c.for_each)
            return A.MayPay(player=c.may_player or YOU, cost=cost)
        if c.unless is not None:
            from .lines import _is_static

            if _is_static(node):
                # "~ can't attack unless you pay {2}": a cost to attack or block (CR 508.1d,
                # 509.1d), not an effect that happens unless paid
                node = _combat_cost(node, c)
        if c.unless is not None and not isinstance(node, A.CombatCost):
            player, mana = c.unless
            if player is _THEY:
                # "that player sacrifices a permanent unless they pay {1}": the clause's player
                # subject, as "unless that player pays" says it
                if c.player is None or c.player == YOU:
                    raise Unsure("'unless they pay' after a subject that is not another player")
                player = A.PlayerRef(kind="that_player")
                if isinstance(mana, (A.LoseLife, A.Discard)):
                    # (the life that player pays, the card they discard, is theirs)
                    mana = dataclasses.replace(mana, player=player)
            sacrifice = isinstance(node, A.Sacrifice) and player == YOU and node.player is None
            per_count = isinstance(mana, CostPerCount) and sacrifice
            if per_count:
                # "sacrifice it unless you pay [cost] for each age counter on it" means "you
                # may pay [cost] for each age counter on it. If you don't, sacrifice it." (CR
                # 118.12a; cumulative upkeep's reminder and its CR 702.24a text)
                paid = A.Cost(components=(mana.cost,))
                node = A.Sequence(
                    effects=(
                        A.MayPayForEach(player=YOU, cost=paid, count=mana.count),
                        A.Conditional(condition=A.Not(condition=A.IfYouDo()), effect=node),
                    )
                )
            elif isinstance(mana, CostPerCount):
                mana = mana.amount()
            if per_count:
                pass  # (the payment and the sacrifice said above)
            elif sacrifice:
                node = A.SacrificeUnlessPay(object=node.object, cost=A.Cost(components=(mana,)))
            else:
                node = A.UnlessPays(effect=node, player=player, cost=A.Cost(components=(mana,)))
        if c.unless_condition is not None:  # "... unless [condition]": only while it is false
            node = A.Conditional(condition=A.Not(condition=c.unless_condition), effect=node)
        if c.delayed is not None:  # "... at the beginning of the next turn's upkeep" (CR 603.7)
            node = A.DelayedTrigger(trigger=c.delayed, effect=node)
        if isinstance(node, A.CastAsThoughFlash):
            # "You may cast ~ as though it had flash [if you pay {2} more to cast it]" (CR
            # 702.8a, 601.3): the permission, its condition or its extra cost (CR 601.2f)
            if not c.may or node is not c.effect or c.may_player not in (None, YOU):
                raise Unsure("casting as though it had flash that is not 'you may'")
            if c.unless or c.for_each or c.duration or c.delayed or c.unless_condition:
                raise Unsure("casting as though it had flash with another part")
            if isinstance(c.condition, PaidMore):
                cost = A.Cost(components=(c.condition.cost,))
                return dataclasses.replace(node, additional_cost=cost)
            return dataclasses.replace(node, condition=c.condition)
        if isinstance(c.condition, PaidMore) or any(
            isinstance(n, PaidMore) for n in (c.condition.walk() if c.condition else ())
        ):
            raise Unsure("'if you pay ... more to cast it' of something else than flash")
        if isinstance(node, CastItAlternative):
            # "As long as ..., you may cast it ... rather than paying its mana cost" (mayhem):
            # "it" and the condition are the sentence's (_sentence)
            if not c.may or node is not c.effect or c.may_player not in (None, YOU):
                raise Unsure("an alternative cost that is not 'you may'")
            if c.condition or c.unless or c.for_each or c.duration or c.delayed:
                raise Unsure("casting 'it' another way with another part")
            return node
        if isinstance(node, (CastReducedBySacrificed, CastThenExiled)):
            # emerge's reminder: the alternative cost and the reduction if it was paid (CR
            # 702.119a); jump-start's: the permission and the exile as it leaves the stack (CR
            # 702.133a): two static abilities of the line
            if not c.may or node is not c.effect or c.may_player not in (None, YOU):
                raise Unsure("an alternative cost that is not 'you may'")
            if c.condition or c.unless or c.for_each or c.duration or c.delayed:
                raise Unsure("casting this spell another way with another part")
            if isinstance(node, CastThenExiled):
                return A.Sequence(effects=node.abilities())
            return A.Sequence(effects=(node.alternative, node.reduction))
        if isinstance(node, (A.AlternativeCost, A.CastFromZone)):
            # "You may cast ~ by paying ..." (CR 118.9): the choice is the alternative cost's;
            # "You may cast this card from your graveyard by discarding ..." (retrace, CR
            # 702.81a): the permission's
            if not c.may or node is not c.effect or c.may_player not in (None, YOU):
                raise Unsure("an alternative cost that is not 'you may'")
            if c.condition is not None and node.condition is not None:
                raise Unsure("two conditions of one way to cast a spell")
            if c.condition is not None:  # "... rather than pay this spell's mana cost if ..."
                node = dataclasses.replace(node, condition=c.condition)
            return node
        if c.may and isinstance(node, A.ReplacementEffect) and node.mode in ("with", "tapped"):
            # "You may have this permanent enter with an additional +1/+1 counter on it"
            # (unleash 702.98a, riot 702.136a): the controller chooses as the permanent enters
            # whether the replacement applies (CR 614.1c, 614.12)
            if c.may_player not in (None, YOU) or c.condition or c.for_each or c.unless:
                raise Unsure("an optional entering that is not 'you may have'")
            return dataclasses.replace(
                node, replacement=A.OptionalEffect(player=YOU, effect=node.replacement)
            )
        if isinstance(node, EnterAsCopy):
            if not c.may or c.may_player not in (None, YOU) or c.condition or c.unless:
                raise Unsure("entering as a copy without 'You may have'")
            return node.replacement()
        if c.may:
            node = A.OptionalEffect(player=c.may_player or YOU, effect=node)
        if c.condition is not None:  # "... as long as [condition]" / "... if [condition]"
            from .lines import _is_static

            subject = getattr(node, "object", None)
            if (
                isinstance(subject, A.ObjectRef)
                and subject.kind in ("each", "any")
                and any(isinstance(n, A.ObjectRef) and n.kind == "it" for n in c.condition.walk())
            ):
                # "Each land gets +2/+2 as long as it's a creature": "it" is each one of them
                # in turn, which a condition on the whole effect does not say
                raise Unsure("a condition on each of several objects")

            if not _is_static(node):
                if c.unplaced_if and c.delayed is None and not isinstance(node, A.DelayedTrigger):
                    # German "..., falls ...": a condition checked as the effect is done (CR
                    # 608.2c) unless a triggered ability holds it (triggered() decides)
                    return UnplacedIf(condition=c.condition, effect=node)
                if not c.trailing_if:
                    # a one-shot effect with a trailing "if" in a triggered ability may be an
                    # intervening "if" (CR 603.4) in a language's word order: left unparsed
                    raise Unsure("a trailing condition of a one-shot effect")
                # English "Destroy target creature if it's red": checked as the effect is done
                # (CR 608.2c); first in a triggered ability it is no intervening "if" (CR
                # 603.4: that one follows the trigger), which :class:`TrailingIf` tells apart
                return TrailingIf(condition=c.condition, effect=node)
            node = A.Conditional(condition=c.condition, effect=node)
        return node

    def clause_infinitive(self, ch: list[Any]) -> Clause:
        """An infinitive clause with no "du kannst" of its own: only after one (checked by
        :meth:`clause_seq`)."""
        return dataclasses.replace(self.clause(ch), infinitive=True)

    def as_many(self, ch: list[Any]) -> tuple[str, Any]:
        """ ", wie [count]" after a clause whose amount is "so viele" (:func:`_as_many`)."""
        return ("as_many", one(ch, A.Count))

    def cnt_you_control(self, ch: list[Any]) -> A.Count:
        """ "wie du Länder kontrollierst": the number of lands you control (CR 107.3)."""
        return self.cnt_objects([self.obj_plural([*ch, Post("you_control")])])

    def cnt_cards_in_your_hand(self, ch: list[Any]) -> A.Count:
        """ "wie du Karten auf deiner Hand hast": the number of cards in your hand (CR 107.3),
        as "die Anzahl an Karten auf deiner Hand". Raises :class:`Unsure` for another noun or
        zone."""
        noun = self._canon(tokens(ch, "OBJ_NOUN")[0])
        zone = self._canon(tokens(ch, "ZONE")[0])
        if noun != "card" or zone != "hand":
            raise Unsure("'wie du ... hast' of other objects than the cards in your hand")
        return A.Count(what="cards_in_hand", player=YOU)

    def as_long_as_after(self, ch: list[Any]) -> tuple[str, Any] | A.Duration:
        """ "..., as long as [condition]" after a clause; German "..., solange du ~
        kontrollierst" is the duration English prints "for as long as you control ~" (CR
        611.2b: Oracle never makes that one a condition)."""
        cond = one(ch, A.Node)
        if cond == _YOU_CONTROL_SELF:
            return A.Duration(kind="while_you_control_source")
        return ("condition", cond)

    def during_your_turn_after(self, ch: list[Any]) -> tuple[str, Any]:
        """ "... during your turn" after a clause (CR 102.1): as long as it's your turn, as
        :meth:`pre_during_your_turn` before it."""
        return ("condition", A.TurnOf(player=YOU))

    def if_after(self, ch: list[Any]) -> tuple[str, Any]:
        """German ", falls [condition]" after a clause: a static ability's condition, or a
        one-shot effect's that may be an intervening "if" (:class:`UnplacedIf`)."""
        return ("unplaced_if", one(ch, A.Node))

    def if_after_effect(self, ch: list[Any]) -> tuple[str, Any]:
        """A condition said after its effect that is never an intervening "if" (English: CR
        603.4 puts that one right after the trigger)."""
        return ("trailing_if", one(ch, A.Node))

    def _apply_for_each(self, node: A.Node, count: A.Count) -> A.Node:
        if isinstance(node, A.ModifyPowerToughness):
            # "+1/+1 for each", "+2/+0 for each", "+N/+N for each" (rampage, CR 702.23a): the
            # same size of change to each value that changes, times the count
            p, t = node.power, node.toughness
            if isinstance(p, int) and isinstance(t, int) and len({abs(p), abs(t)} - {0}) == 1:
                size = max(abs(p), abs(t))
                p_sign, t_sign = (p > 0) - (p < 0), (t > 0) - (t < 0)
            elif p == t and isinstance(p, A.Variable) and p.name == "N":
                size, p_sign, t_sign = p, 1, 1
            else:
                raise Unsure("a P/T change per object of two different sizes")
            return A.ModifyPowerToughnessBy(
                object=node.object,
                amount=_times(size, count),
                power_sign=p_sign,
                toughness_sign=t_sign,
                duration=node.duration,
            )
        if isinstance(node, A.CostChange):
            return dataclasses.replace(node, amount=count)
        if (
            isinstance(node, A.CreateToken)
            and isinstance(node.copy_of, A.ObjectRef)
            and node.copy_of.kind == "it"
            and isinstance(count, A.Count)
            and count.what == "objects"
        ):
            # "Erzeuge für jede auf diese Weise ins Exil geschickte Karte einen Spielstein, der
            # eine Kopie von ihr ist" (Hour of Eternity, Oracle "For each card exiled this way,
            # create a token that's a copy of that card"): "it" may be each counted object in
            # turn, which a number of copies of one object cannot say (squad's "a copy of it
            # for each time its squad cost was paid" counts no objects: read)
            raise Unsure("a copy of 'it' for each object counted")
        if (
            isinstance(node, A.CreateToken)
            and isinstance(count, A.Count)
            and isinstance(count.object, A.ObjectRef)
            and "discarded_this_way" in count.object.filter
        ):
            # "Erzeuge für jede auf diese Weise abgeworfene Nichtland-Karte einen ... Spielstein"
            # (Seasoned Pyromancer, Oracle "For each nonland card discarded this way, create
            # ..."): one token per card, each made in turn, or that many at once? The English
            # says the loop (ForEach); the German amount is not read
            raise Unsure("tokens for each card discarded this way")
        if (
            isinstance(node, A.ReplacementEffect)
            and node.mode == "with"
            and isinstance(node.replacement, A.PutCounters)
        ):
            # "~ enters the battlefield with a +1/+1 counter on it for each other creature you
            # control" (CR 614.1c): that many counters, counted as it enters
            counters = node.replacement
            return dataclasses.replace(
                node,
                replacement=dataclasses.replace(counters, amount=_times(counters.amount, count)),
            )
        if isinstance(node, A.AddManaOfChoice) and node.choice == "any_color":
            # "Add one mana of any color for each charge counter removed this way" (Coalition
            # Relic): the instruction once per counter, each mana's color chosen on its own
            # (CR 106.1b), the mana "in any combination of colors", not N mana of one color
            if node.amount != 1:
                raise Unsure("mana of any color, several at a time, for each object")
            return A.AddManaCombination(player=node.player, amount=count, colors=tuple("WUBRG"))
        if hasattr(node, "amount"):
            return dataclasses.replace(node, amount=_times(node.amount, count))
        if isinstance(node, _CHOSEN_OBJECT_VERBS) and _one_chosen(node.object):
            # "that player sacrifices a permanent for each soot counter on ~", "Return an
            # enchantment card from your graveyard to your hand for each card revealed this
            # way": that many objects, chosen as the effect resolves (CR 608.2d), as "sacrifice
            # X permanents, where X is ..." (CR 107.3)
            return dataclasses.replace(node, object=dataclasses.replace(node.object, count=count))
        raise Unsure("'for each' on a verb without an amount")

    def also_object(self, ch: list[Any]) -> AlsoObject:
        """An object said after a clause's object, with its own quantifier (:class:`AlsoObject`)."""
        return AlsoObject(one(ch, A.ObjectRef))

    def object_list(self, ch: list[Any]) -> A.ObjectUnion:
        """ "target creature and target land" after a verb taking them all (:func:`object_union`)."""
        return object_union(list(ch))

    def clause_seq(self, ch: list[Any]) -> A.Node:
        ch = _fold_also_objects(ch)
        lead = one(ch, A.Duration)
        clauses: list[Clause] = [c for c in ch if isinstance(c, Clause)]
        if lead is not None:
            clauses = _lead_duration(lead, clauses)
        if len(clauses) > 1 and any(c.condition is not None for c in clauses):
            # "~ gets +2/+2 and has flying as long as ...": the condition covers the clauses of
            # the one subject before it; any other arrangement is not understood
            cond = clauses[-1].condition
            if (
                cond is None
                or any(c.condition is not None for c in clauses[:-1])
                or clauses[0].subject is None
                or any(c.subject is not None for c in clauses[1:])
            ):
                raise Unsure("a trailing condition after clauses of several subjects")
            trailing, unplaced = clauses[-1].trailing_if, clauses[-1].unplaced_if
            clauses = [
                dataclasses.replace(c, condition=cond, trailing_if=trailing, unplaced_if=unplaced)
                for c in clauses
            ]
        # a trailing duration covers the clauses of the same subject before it (CR 611.2); so
        # does one said inside the last verb phrase ("erhält +2/+2 und verursacht bis zum Ende
        # des Zuges Trampelschaden": gets +2/+2 and gains trample until end of turn)
        last = clauses[-1]
        trailing = last.duration
        if trailing is None and isinstance(last.effect, Predicate):
            trailing = last.effect.inner
        if trailing is not None and len(clauses) > 1:
            for i in range(len(clauses) - 1):
                c = clauses[i]
                if (
                    isinstance(c.effect, Predicate)
                    and c.effect.has_duration
                    and c.duration is None
                    and (
                        clauses[i + 1].subject is None
                        # "attacking red creatures get +2/+0 and attacking white creatures get
                        # +0/+2 until end of turn" (Agrus Kos): a chain of continuous effects of
                        # several subjects ends with the duration of all of them
                        or all(
                            isinstance(d.effect, Predicate) and d.effect.has_duration
                            for d in clauses[i:]
                        )
                    )
                ):
                    clauses[i] = dataclasses.replace(c, duration=trailing)
        clauses = _continued_players(clauses)
        # "You may reveal a creature card from among them and put it into your hand": the
        # choice covers every clause of the player after it (CR 608.2d: one optional action)
        chooser = clauses[0].may_player or YOU
        optional_all = (
            len(clauses) > 1
            and clauses[0].may
            and clauses[0].subject is None
            and not isinstance(clauses[0].effect, Predicate)
            and all(
                c.subject is None
                and not c.may
                and not isinstance(c.effect, Predicate)
                and c.player in (None, chooser)
                # not "and each player ..."
                and getattr(c.effect, "player", None) in (None, chooser)
                for c in clauses[1:]
            )
            and all(not getattr(c, x) for c in clauses for x in _EXTRAS)
        )
        if any(c.infinitive for c in clauses) and (not optional_all or clauses[0].infinitive):
            raise Unsure("an infinitive without the 'you may' that governs it")
        clauses = [_elided_plural(a, b) for a, b in zip([None, *clauses], clauses, strict=False)]
        if optional_all:
            clauses[0] = dataclasses.replace(clauses[0], may=False)
        out: list[A.Node] = []
        subject: A.ObjectRef | None = None
        for c in clauses:
            if c.subject is not None:
                subject = c.subject
                out.append(self._finish(c, subject))
            else:
                # a continued subject that was a target is the object already chosen, not a
                # new target (CR 115.1): "that" object, as the older grammar has it
                same = subject
                if same is None and not out and isinstance(c.effect, Predicate):
                    # the 1994-1998 printings' verb without a subject: the card itself, where
                    # the line allows it (:class:`ImplicitSelf`)
                    same = subject = ImplicitSelf(kind="self")
                if subject is not None and subject.kind == "target":
                    same = A.ObjectRef(kind="that")
                last_node = out[-1] if out else None
                while isinstance(last_node, A.Conditional):  # (both under "..., falls ...")
                    last_node = last_node.effect
                before = getattr(last_node, "duration", None)
                timed = c.effect.timed if isinstance(c.effect, Predicate) else None
                if (
                    (c.shares_verb or timed is not None)
                    and c.duration is None
                    and before not in (None, PERMANENT)
                ):
                    if timed is not None:
                        c = dataclasses.replace(c, effect=timed)
                    # one verb, one duration: "erhält bis zum Ende des Zuges +1/+1 und
                    # Erstschlag" = gets +1/+1 and gains first strike until end of turn; so
                    # keywords "had" right after: "erhalten bis zum Ende des Zuges +1/+1 und
                    # verursachen Trampelschaden" (CR 611.2a: without the duration they would
                    # last for the rest of the game)
                    c = dataclasses.replace(c, duration=before)
                node = self._finish(c, same)
                if (
                    before not in (None, PERMANENT)
                    and c.duration is None
                    and getattr(node, "duration", None) == PERMANENT
                ):
                    # "kann in diesem Zug nicht das Ziel ... sein und ist unblockbar": does the
                    # first clause's duration cover the second? not guessed
                    raise Unsure("a clause without a duration after one with a duration")
                out.append(node)
        if len(out) > 1 and any(isinstance(n, (FurtherDamageNormal, ChosenSource)) for n in out):
            raise Unsure("'Weiterer Schaden aus dieser Quelle' joined to another clause")
        if len(out) > 1 and any(isinstance(n, StillType) for n in out):
            raise Unsure("'it's still a [type]' joined to another clause")
        out = _new_targets_joined(_merge_search(out))
        out = _unpreventable_joined(out)
        node = out[0] if len(out) == 1 else A.Sequence(effects=tuple(out))
        node = A.OptionalEffect(player=chooser, effect=node) if optional_all else node
        if not any(c.instead for c in clauses):
            return node
        leading = (
            len(clauses) > 1 and clauses[0].instead and not any(c.instead for c in clauses[1:])
        )
        return InsteadSaid(node, leading=leading)

    def clause_either(self, ch: list[Any]) -> A.ChoiceOf:
        """ "Put two +1/+1 counters on it or create two 1/1 colorless Servo artifact creature
        tokens." (fabricate's reminder, CR 702.123a): two instructions of yours, one of which you
        choose as the effect resolves (CR 608.2d). Only two instructions with no subject, no
        "you may" and no duration or condition of their own are read."""
        first, second = [c for c in ch if isinstance(c, Clause)]
        options = []
        for c in (first, second):
            if c.subject is not None or c.may or any(getattr(c, x) for x in _EXTRAS):
                raise Unsure("a choice between instructions with more than a verb phrase")
            node = self.clause_seq([c])
            if isinstance(node, (A.Ability, A.ReplacementEffect, A.OptionalEffect)):
                raise Unsure("a choice between other things than instructions")
            options.append(node)
        return A.ChoiceOf(player=YOU, options=tuple(options))

    def vote(self, ch: list[Any]) -> VoteSaid:
        """ "Starting with you, each player votes for [A] or [B]" (CR 701.38a): every player
        votes, the one named first; the choices' words are kept until the outcomes after it
        are merged (:func:`_merge_votes`)."""
        first, voters = [c for c in ch if isinstance(c, A.PlayerRef)]
        if first.kind != "you" or voters.kind != "each_player":
            raise Unsure("a vote of some players, or starting with another player")
        words = tuple(str(t).lower() for t in tokens(ch, "VOTE_OPTION"))
        if len(set(words)) != len(words):
            raise Unsure("a vote naming one choice twice")
        return VoteSaid(A.Vote(starting_with=first, choices=len(words)), words)

    def pre_vote_more(self, ch: list[Any]) -> tuple[str, Any]:
        """ "If [choice] gets more votes," (CR 701.38a; :func:`_merge_votes`)."""
        return ("vote", (str(tokens(ch, "VOTE_WINNER")[0]).lower(), False))

    def pre_vote_more_or_tied(self, ch: list[Any]) -> tuple[str, Any]:
        """ "If [choice] gets more votes or the vote is tied," (CR 701.38a)."""
        return ("vote", (str(tokens(ch, "VOTE_WINNER")[0]).lower(), True))

    def pre_won_flip(self, ch: list[Any]) -> tuple[str, Any]:
        return ("flip", True)

    def pre_lost_flip(self, ch: list[Any]) -> tuple[str, Any]:
        return ("flip", False)

    def clash(self, ch: list[Any]) -> A.Clash:
        """ "Clash with an opponent" (CR 701.30b: one opponent, chosen)."""
        if ch and ch[0] != 1:
            raise Unsure("clashing with a number of opponents")
        return A.Clash(player=YOU)

    def pre_won_clash(self, ch: list[Any]) -> tuple[str, Any]:
        """ "If you win," after a clash (CR 701.30d; :func:`_check_won_clash`)."""
        return ("if", A.WonClash())

    def look_at_hand(self, ch: list[Any]) -> A.LookAtHand:
        """ "Look at target player's hand" (CR 402.3)."""
        return A.LookAtHand(player=YOU, owner=one(ch, A.PlayerRef))

    def hand_target_player(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="target_player")

    def hand_target_opponent(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="target_opponent")

    def hand_that_player(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="that_player")

    def hand_an_opponent(self, ch: list[Any]) -> A.PlayerRef:
        if ch[0] != 1:
            raise Unsure("the hands of several opponents")
        return A.PlayerRef(kind="opponent")

    def flip_coin(self, ch: list[Any]) -> A.FlipCoin:
        """ "Flip a coin." (CR 705.1); its results are said by the sentences after it."""
        return A.FlipCoin(player=YOU)

    def flip_coin_called(self, ch: list[Any]) -> A.FlipCoin:
        """German 1994-1998 "Wirf eine Münze. Während die Münze in der Luft ist, entscheidet
        sich ein Gegner Deiner Wahl für Kopf oder Zahl.": the opponent's call is gone from the
        rules (CR 705.2: the flip is won or lost; Oracle "Flip a coin."), so is that opponent;
        a caller who is not an opponent is not understood."""
        caller = one(ch, A.PlayerRef)
        if caller is None or "opponent" not in caller.kind:
            raise Unsure("a coin flip called by a player who is not an opponent")
        return A.FlipCoin(player=YOU)

    def pre_if(self, ch: list[Any]) -> tuple[str, Any]:
        return ("if", one(ch, A.Node))

    def prevent_damage_old(self, ch: list[Any]) -> A.PreventDamage:
        """German 1994-1999 "Verhindere 1 Schadenspunkt bei der ~" / "..., der Dir zugefügt
        wird" / "... bei einer Kreatur": the Oracle text says "Prevent the next 1 damage that
        would be dealt to ~ / you / target creature this turn" (CR 615.7; one creature of the
        old shield is its target, :func:`_old_prevention_target`)."""
        obj, player = one(ch, A.ObjectRef), one(ch, A.PlayerRef)
        if obj is not None:
            obj = _old_prevention_target(obj)
        if obj is not None and obj.kind not in ("self", "target"):
            raise Unsure("old prevention for an object other than this one")
        if player is not None and (player.kind != "you" or player.object is not None):
            raise Unsure("old prevention for a player other than you")
        return A.PreventDamage(
            recipient=obj if obj is not None else player,
            amount=one(ch, int, A.Variable),
            duration=A.Duration(kind="end_of_turn"),
        )

    def prevent_up_to_old(self, ch: list[Any]) -> A.PreventDamage:
        """German 1994-1999 "Verhindere bis zu 3 Schadenspunkte bei einer Kreatur Deiner Wahl"
        / "... gegen Dich": the Oracle text says "Prevent the next 3 damage that would be dealt
        to target creature / you this turn" (CR 615.7). A target (of one kind or any target),
        this object or you; an object with no "Deiner Wahl" (whether it is a target is not
        said) or another player is not read."""
        recipient = ch[-1]
        if isinstance(recipient, A.ObjectRef):
            recipient = _old_prevention_target(recipient)
        if isinstance(recipient, A.ObjectRef) and recipient.kind not in ("self", "target"):
            raise Unsure("old prevention for an object that may not be a target")
        if isinstance(recipient, A.ObjectRef) and (recipient.count or recipient.up_to):
            raise Unsure("old prevention for several targets")
        if isinstance(recipient, A.PlayerRef) and (
            recipient.kind != "you" or recipient.object is not None
        ):
            raise Unsure("old prevention for a player other than you")
        if not isinstance(recipient, (A.ObjectRef, A.PlayerRef, A.Target)):
            raise Unsure("old prevention for several recipients")
        return A.PreventDamage(
            recipient=recipient,
            amount=one(ch, int, A.Variable),
            duration=A.Duration(kind="end_of_turn"),
        )

    def prevent_damage_old_any(self, ch: list[Any]) -> A.PreventDamage:
        """German 1994-1999 "Verhindere [bis zu] 1 Schadenspunkt bei einer Kreatur oder einem
        Spieler" (English "Prevent 1 damage to any creature or player"): the Oracle text says
        "Prevent the next 1 damage that would be dealt to any target this turn" (CR 615.7,
        115.4; one creature or player of the old shield is its target, as
        :func:`_old_prevention_target` says of one creature)."""
        quant = _quant(nodes(ch, Quant))
        if quant != Quant("any", count=1) or ch[-1] != 1:
            raise Unsure("old prevention for a number of creatures or players")
        words = Words(items=tuple(c for c in ch if isinstance(c, tuple)))
        return A.PreventDamage(
            recipient=A.Target(kinds=self._kinds(words)),
            amount=ch[0],
            duration=A.Duration(kind="end_of_turn"),
        )

    def prevent_next_damage(self, ch: list[Any]) -> A.PreventDamage:
        """ "Prevent the next N damage that would be dealt to [recipient] this turn" (CR 615.7);
        the duration comes with the clause ("this turn")."""
        amount = one(ch, int, A.Variable)
        # German says the duration inside the relative clause ("der in diesem Zug ... zugefügt
        # würde", before or after the recipient): then it is a child here
        recipient = [c for c in ch if not isinstance(c, A.Duration)][-1]
        return A.PreventDamage(
            recipient=recipient, amount=amount, duration=one(ch, A.Duration) or PERMANENT
        )

    def prevent_next_damage_divided(self, ch: list[Any]) -> A.PreventDamageDivided:
        """ "Prevent the next N damage that would be dealt this turn to any number of targets,
        divided as you choose" (CR 601.2d, 615.7); the duration said once, before or after the
        targets."""
        targets, minimum, maximum = next(c for c in ch if isinstance(c, tuple))
        durations = [c for c in ch if isinstance(c, A.Duration)]
        if len(durations) != 1:
            raise Unsure("divided prevention shields for no time or for two")
        return A.PreventDamageDivided(
            amount=ch[0],
            targets=targets,
            minimum=minimum,
            maximum=maximum,
            duration=durations[0],
        )

    def prevent_from_one_source(self, ch: list[Any]) -> A.PreventNextDamageEvent:
        """The 1994-2001 German shield "Verhindere allen Schaden, der Dir aus einer schwarzen
        Quelle zugefügt wird" (printed with "Weiterer Schaden aus dieser Quelle wird normal
        behandelt": later damage from that source is dealt normally): Oracle "The next time a
        black source of your choice would deal damage to you this turn, prevent that damage"
        (CR 615.7; the source chosen as the effect resolves, CR 609.7a). Only "a [kind of]
        source"; any other object is left unparsed."""
        if ch[0] != "damage":
            raise Unsure("the old shield of combat damage only")
        recipient, source = ch[1], ch[-1]
        if not isinstance(source, A.ObjectRef) or not (
            source.kind == "any" and source.count == 1 and not source.up_to
        ):
            raise Unsure("'aus' an object that is not 'a source'")
        if "source" not in source.filter:
            raise Unsure("'aus' an object that is not a source")
        return A.PreventNextDamageEvent(
            damage_source=A.ObjectRef(kind="chosen", filter=source.filter),
            recipient=recipient,
            duration=A.Duration(kind="end_of_turn"),
        )

    def prevent_from_one_source_unsaid(self, ch: list[Any]) -> A.PreventNextDamageEvent:
        """The 1994 German shield "Verhindere allen Schaden aus einer roten Quelle." (4ED), which
        names no recipient: :meth:`prevent_from_one_source` of :data:`_UNSAID_RECIPIENT`, read
        only before the note naming "Dir" (:func:`_each_time_note`)."""
        return self.prevent_from_one_source([ch[0], _UNSAID_RECIPIENT, ch[-1]])

    def protect_from_one_source(self, ch: list[Any]) -> A.PreventNextDamageEvent:
        """The 1994-1995 German "Schützt Dich gegen allen Schaden aus einer roten Quelle." (4ED,
        ICE: "protects you against all damage from a red source"): the same shield as
        :meth:`prevent_from_one_source`, of the player protected; only "you" is read."""
        player, kind, source = ch
        if player != YOU:
            raise Unsure("the old shield of another player than you")
        return self.prevent_from_one_source([kind, player, source])

    def each_time_note(self, ch: list[Any]) -> EachTimeNote:
        """The Circles of Protection's note (:class:`EachTimeNote`)."""
        return EachTimeNote(you_named=re.search(r"\bdir\b", str(ch[0]), re.I) is not None)

    def further_damage_normal(self, ch: list[Any]) -> FurtherDamageNormal:
        """ "Weiterer Schaden aus dieser Quelle wird normal behandelt." (:class:`FurtherDamageNormal`)."""
        if self._canon(tokens(ch, "OBJ_NOUN")[0]) != "source":
            raise Unsure("'Weiterer Schaden aus diesem [object]' that is not a source")
        return FurtherDamageNormal()

    def pre_if_you_dont(self, ch: list[Any]) -> tuple[str, Any]:
        """ "If you don't," after an optional action (CR 608.2c)."""
        return ("if", A.Not(condition=A.IfYouDo()))

    def pay_life(self, ch: list[Any]) -> PayLife:
        """ "pay N life" / "pay life equal to [count]" as an effect: paying life is losing it
        (CR 119.4), a payment only a player with that much life can make (:class:`PayLife`)."""
        return PayLife(A.LoseLife(player=YOU, amount=one(ch, int, A.Variable, *READ_AMOUNTS)))

    # ------------------------------------------------------------------ counted amounts
    def equal_to(self, ch: list[Any]) -> A.Count | A.Product:
        """ "equal to [count]": the verb's amount is that number (CR 107.3, 208.2); "equal to
        twice [count]" (:meth:`amount_times`) that number times two."""
        return one(ch, A.Count, A.Product)

    def where_x(self, ch: list[Any]) -> WhereX:
        return WhereX(one(ch, A.Count, A.Product))

    def where_x_plus(self, ch: list[Any]) -> WhereX:
        """ ", where X is 1 plus [count]": X is the sum (CR 107.3)."""
        number = next(c for c in ch if isinstance(c, int) and not isinstance(c, bool))
        return WhereX(A.Sum(terms=(number, one(ch, A.Count))))

    def cnt_objects(self, ch: list[Any]) -> A.Count:
        """ "the number of [objects]": how many objects match (CR 107.3); the same count as
        "for each [object]"."""
        obj = one(ch, A.ObjectRef)
        turn_count = turn_card_count(obj)  # "the number of cards you've drawn this turn"
        if turn_count is not None:
            return turn_count
        if obj.kind != "each" or obj.count is not None or obj.up_to:
            raise Unsure("the number of objects that are not a kind of object")
        if any(w.startswith("in_its_") for w in obj.filter):
            # "cards in their hand" after "each opponent": whose hand is each player's own
            raise Unsure("a count of cards in the zone of a player named before")
        return A.Count(what="objects", object=obj)

    def cnt_stat(self, ch: list[Any]) -> A.Count:
        """ "its power", "~'s toughness", "the mana value of [object]" (CR 208.1, 202.3): the
        characteristic of one object as the effect reads it ("its" = "it"), or of one target
        ("Draw cards equal to the power of target creature you control", Rishkar's Expertise:
        the target is chosen as the spell is cast, CR 115.1, 601.2c)."""
        stat = next(c for c in ch if c in ("power", "toughness", "mana_value"))
        obj = one(ch, A.ObjectRef)
        one_target = (
            obj is not None and obj.kind == "target" and obj.count is None and not obj.up_to
        )
        if obj is None:
            obj = A.ObjectRef(kind="self") if tokens(ch, "SELF") else IT
        elif obj.kind not in ("self", "it", "that") and not one_target:
            raise Unsure("a characteristic of objects that are not one object named before")
        return A.Count(what=stat, object=obj)

    def cnt_target_stat(self, ch: list[Any]) -> A.Count:
        """ "target creature's power": the characteristic of one target, as "the power of
        target creature" (:meth:`cnt_stat`)."""
        stat = next(c for c in ch if c in ("power", "toughness", "mana_value"))
        words = one(ch, Words)
        if words is None:
            raise Unsure("a target's characteristic without its noun")
        target = self._object(Quant("target"), words, nodes(ch, Post))
        return self.cnt_stat([stat, target])

    def cnt_that_stat(self, ch: list[Any]) -> A.Count:
        """ "that creature's power", "the creature's toughness": the object named before."""
        stat = next(c for c in ch if c in ("power", "toughness", "mana_value"))
        return A.Count(what=stat, object=self.obj_that([c for c in ch if c != stat]))

    def cnt_sacrificed_stat(self, ch: list[Any]) -> A.Count:
        """ "the sacrificed creature's power": the object sacrificed as a cost of this spell or
        ability (kind ``sacrificed``), as it last existed on the battlefield (CR 608.2h)."""
        stat = next(c for c in ch if c in ("power", "toughness", "mana_value"))
        words = one(ch, Words)
        return A.Count(what=stat, object=A.ObjectRef(kind="sacrificed", filter=words.filter()))

    def amount_plus_sacrificed_stat(self, ch: list[Any]) -> A.Sum:
        """French "égal à 1 plus le coût converti de mana de la créature sacrifiée" (CR 107.3:
        a number plus the sacrificed object's characteristic, :meth:`cnt_sacrificed_stat`), as
        English "equal to 1 plus the sacrificed creature's mana value" (``amount_plus``)."""
        number = next(c for c in ch if isinstance(c, int) and not isinstance(c, bool))
        return A.Sum(terms=(number, self.cnt_sacrificed_stat(ch)))

    def cnt_damage_dealt_this_way(self, ch: list[Any]) -> A.Count:
        return A.Count(what="damage_dealt_this_way")

    def cnt_life_lost_this_way(self, ch: list[Any]) -> A.Count:
        return A.Count(what="life_lost_this_way")

    def cnt_damage_prevented_this_way(self, ch: list[Any]) -> A.Count:
        return A.Count(what="damage_prevented_this_way")

    def cnt_life_total(self, ch: list[Any]) -> A.Count:
        """ "your life total" (CR 119.1)."""
        return A.Count(what="life_total", player=YOU)

    def pre_if_you_do(self, ch: list[Any]) -> tuple[str, Any]:
        return ("if", A.IfYouDo())

    def pre_if_a_player_does(self, ch: list[Any]) -> tuple[str, Any]:
        """ "If a player does," (CR 608.2c): one of the players "any player may" offered the
        action took it (:func:`_a_player_did`)."""
        if ch[0] != 1:
            raise Unsure("a number of players who do")
        return ("if", APlayerDid())

    def pre_if_no_one_does(self, ch: list[Any]) -> tuple[str, Any]:
        """ "If no one does," (CR 608.2c): none of them took it (:func:`_a_player_did`)."""
        return ("if", A.Not(condition=APlayerDid()))

    def pre_as_long_as(self, ch: list[Any]) -> tuple[str, Any]:
        return ("as_long_as", one(ch, A.Node))

    def pre_during_your_turn(self, ch: list[Any]) -> tuple[str, Any]:
        """ "During your turn," (CR 102.1): as long as it's your turn."""
        return ("as_long_as", A.TurnOf(player=YOU))

    def pre_if_you_cant(self, ch: list[Any]) -> tuple[str, Any]:
        return ("if_you_cant", None)

    def pre_if_both(self, ch: list[Any]) -> tuple[str, Any]:
        """ "If [condition] and [condition]," (both hold, :class:`~rulesparser.ast.AllOf`)."""
        return ("if", A.AllOf(conditions=tuple(c for c in ch if isinstance(c, A.Node))))

    def pre_as_long_as_both(self, ch: list[Any]) -> tuple[str, Any]:
        return ("as_long_as", A.AllOf(conditions=tuple(c for c in ch if isinstance(c, A.Node))))

    def pre_if_either(self, ch: list[Any]) -> tuple[str, Any]:
        """ "If [condition] or [condition]," (either holds, :class:`~rulesparser.ast.AnyOf`)."""
        return ("if", A.AnyOf(conditions=tuple(c for c in ch if isinstance(c, A.Node))))

    def pre_as_long_as_either(self, ch: list[Any]) -> tuple[str, Any]:
        return ("as_long_as", A.AnyOf(conditions=tuple(c for c in ch if isinstance(c, A.Node))))

    def as_long_as_after_either(self, ch: list[Any]) -> tuple[str, Any]:
        """ "... as long as [condition] or there is [object]" after a clause."""
        return ("condition", A.AnyOf(conditions=tuple(c for c in ch if isinstance(c, A.Node))))

    def pre_otherwise(self, ch: list[Any]) -> tuple[str, Any]:
        return ("otherwise", None)

    def pre_then(self, ch: list[Any]) -> tuple[str, Any]:
        return ("then", None)

    def pre_then_sentence(self, ch: list[Any]) -> tuple[str, Any]:
        """German "Dann" opening a sentence: the sentence is a :class:`ThenSentence`."""
        return ("then_sentence", None)

    def pre_for_each(self, ch: list[Any]) -> tuple[str, Any]:
        """ "For each creature exiled this way," (CR 608.2c): the set the sentence's
        instructions go through (:func:`_for_each`); "each" is said ("For each creature token
        you control,": :func:`determined`)."""
        return ("for_each", determined(one(ch, A.ObjectRef, A.PlayerRef)))

    def pre_for_each_fronted(self, ch: list[Any]) -> tuple[str, Any]:
        """German "Für jede Kreatur ... [verb]" with no comma: "For each creature, ..." when
        the clause names the member ("ihr Beherrscher", "diese Kreatur"); otherwise it may be
        the clause's amount said first ("Für jede Karte in deinem Friedhof erhältst du 2
        Lebenspunkte dazu": you gain 2 life for each card in your graveyard), not guessed."""
        return ("for_each_fronted", determined(one(ch, A.ObjectRef, A.PlayerRef)))

    def pre_for_each_of(self, ch: list[Any]) -> tuple[str, Any]:
        """ "For each of them,", "For each of those permanents," (French "Pour chacun d'eux,"):
        the objects named before (CR 608.2c)."""
        obj = one(ch, A.ObjectRef)
        if obj is None or obj.kind != "that":
            raise Unsure("'each of' objects not named before")
        return ("for_each", obj)

    def each_set_opponent(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="each_opponent")

    def each_set_player(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="each_player")

    def sentence_instead_if(self, ch: list[Any]) -> A.Node:
        """ "[effect] instead if [condition]." (CR 614.1a): as "If [condition], [effect]
        instead." (the condition is the last child)."""
        return self.sentence([*ch[:-1], ("if", ch[-1]), ("instead", None)])

    def sentence_or_would(self, ch: list[Any]) -> A.Node:
        """ "Exile it at the beginning of the next end step or if it would leave the
        battlefield." (unearth's reminder, CR 702.84a): the same instruction at the next end
        step (a delayed triggered ability, CR 603.7) and instead of the event (a replacement
        effect, CR 614.1a), as the two sentences of the CR text say. Only a delayed instruction
        is read so; any other clause before "or if ... would" is not understood."""
        *said, event = ch
        delayed = self.sentence(said)
        if not isinstance(delayed, A.DelayedTrigger) or not isinstance(event, A.Event):
            raise Unsure("'or if ... would' after a clause that is not a delayed instruction")
        replacement = self.sentence([("would", event), delayed.effect, ("instead", None)])
        return A.Sequence(effects=(delayed, replacement))

    def if_you_do_when(self, ch: list[Any]) -> A.TriggeredAbility:
        """ "If you do, it's sacrificed when it enters the battlefield." (evoke's reminder, CR
        702.74a): a triggered ability (CR 603.1) on the event said last, its condition the
        optional action said before (CR 603.4; "if the evoke cost was paid" once read with the
        keyword's cost, parser._reminder_nodes). Only an event of this object ("it") is read."""
        *prefixes, body, trigger = ch
        if prefixes != [("if", A.IfYouDo())]:
            raise Unsure("'when' said after the effect, after another condition")
        if not (
            isinstance(trigger, A.EventTrigger)
            and getattr(trigger.object, "kind", None) in ("self", "it")
        ):
            raise Unsure("'when' said after the effect of another trigger")
        effect = self.sentence([body])
        if isinstance(effect, (A.ReplacementEffect, A.Ability)):
            raise Unsure("'when' said after an ability")
        return A.TriggeredAbility(trigger=trigger, condition=A.IfYouDo(), effect=effect)

    def sentence_from_among_them(self, ch: list[Any]) -> A.Node:
        """ "Parmi elles, vous pouvez mettre sur le champ de bataille une carte de permanent ..."
        ("from among them" said before the sentence, CR 401.2): the sentence with the one card
        it moves or names qualified "from among them", as when said after that card
        (:meth:`p_from_among_them`; the cards looked at or revealed before are checked by the
        sentences, :func:`_check_looked_at`)."""
        return _from_among_them_said_first(self.sentence(ch))

    def sentence(self, ch: list[Any]) -> A.Node:
        """The clauses with their prefixes; "If [event] would happen, [effect] instead." is a
        replacement effect (CR 614.1a) and "If damage would be dealt to ~, prevent that
        damage" a prevention effect (CR 615.1a): :meth:`_replacement`. A trailing ", where X
        is [count]" gives every X of the sentence that number (:func:`_where_x`). A sentence
        opened by German "Dann" is a :class:`ThenSentence`."""
        if ("then_sentence", None) in ch:
            rest = [c if c != ("then_sentence", None) else ("then", None) for c in ch]
            return ThenSentence(self.sentence(rest))  # type: ignore[return-value]
        where = one(ch, WhereX)
        if where is not None:
            ch = [c for c in ch if c is not where]
            return XDefined(_where_x(_pair_said(self._sentence(ch)), where.count))
        return _pair_said(self._sentence(ch))

    def _sentence(self, ch: list[Any]) -> A.Node:
        said = next((c for c in ch if isinstance(c, InsteadSaid)), None)
        if said is not None:
            # "instead" said inside a verb phrase: the sentence's (CR 614.1a); said in the
            # first of several clauses, before them all (:attr:`InsteadSaid.leading`)
            where = "leading" if said.leading else None
            ch = [c.node if isinstance(c, InsteadSaid) else c for c in ch] + [("instead", where)]
        effect = next(c for c in ch if not isinstance(c, tuple))
        if isinstance(effect, (FurtherDamageNormal, ChosenSource)) and len(ch) > 1:
            raise Unsure("'Weiterer Schaden aus dieser Quelle' with a condition")
        if isinstance(effect, StillType) and len(ch) > 1:
            raise Unsure("'it's still a [type]' with a condition or 'instead'")
        if isinstance(effect, A.RedirectDamage) or (
            isinstance(effect, A.OptionalEffect) and isinstance(effect.effect, A.RedirectDamage)
        ):
            # "... is dealt to ~ instead" (CR 614.9): "instead" closes it, nothing else
            if [c for c in ch if isinstance(c, tuple)] != [("instead", None)]:
                raise Unsure("a redirection without 'instead' or with a condition")
            return effect
        prefixes = [c for c in ch if isinstance(c, tuple)]
        kinds = sorted(kind for kind, _ in prefixes)
        if isinstance(effect, CastItAlternative):
            # "As long as you discarded this card this turn, you may cast it from your graveyard
            # by paying [cost] rather than paying its mana cost." (mayhem, CR 702.190a): "it" is
            # this card, which the condition names; the condition restricts when the
            # alternative cost may be used (CR 118.9), as a leading "If" does
            cond = prefixes[0][1] if kinds == ["as_long_as"] else None
            if cond is None or not any(
                isinstance(n, A.ObjectRef) and n.kind == "self" for n in cond.walk()
            ):
                raise Unsure("casting 'it' another way, 'it' not this card")
            return dataclasses.replace(effect.alternative, condition=cond)
        if "countered" in kinds or "instead_of" in kinds:
            # "If that spell is countered this way, exile it instead of putting it into its
            # owner's graveyard." (CR 701.6a, 614.1a)
            if kinds != ["countered", "instead_of"] or ("instead_of", "graveyard") not in ch:
                raise Unsure("'instead of putting it into' without 'countered this way'")
            if effect != A.Exile(object=A.ObjectRef(kind="it")):
                raise Unsure("a countered spell put elsewhere than exile")
            return CounteredTo("exile")
        if kinds == ["vote"]:  # "If [choice] gets more votes, ..." (CR 701.38a)
            word, or_tied = prefixes[0][1]
            return VoteResult(word=word, or_tied=or_tied, effect=effect)
        if "vote" in kinds:
            raise Unsure("a vote's outcome with another condition")
        if kinds == ["flip"]:  # "If you win the flip, ..." (CR 705.2)
            return FlipResult(won=prefixes[0][1], effect=effect)
        if "flip" in kinds:
            raise Unsure("a coin flip's result with another condition")
        if kinds == ["otherwise"]:  # "Otherwise, [effect]." (CR 608.2c)
            return OtherwiseThen(effect)
        if kinds == ["if_you_cant"]:  # "If you can't, [effect]." (CR 608.2c)
            return IfYouCantThen(effect)
        if "if_you_cant" in kinds:
            raise Unsure("'if you can't' with another condition")
        if "otherwise" in kinds:
            raise Unsure("'otherwise' with another condition")
        if kinds in (["for_each"], ["for_each_fronted"]):  # "For each opponent, ..." (CR 608.2c)
            node = _for_each(prefixes[0][1], effect)
            if kinds == ["for_each_fronted"] and not any(
                n in (_CURRENT_OBJECT, _CURRENT_PLAYER) for n in node.effect.walk()
            ):
                raise Unsure("a fronted 'for each' that may be the amount's")
            return node
        if "for_each" in kinds or "for_each_fronted" in kinds:
            raise Unsure("'for each' with another condition")
        if kinds == ["if", "instead"] and not isinstance(effect, A.Sequence):
            # "If this spell was kicked, create four of those tokens instead." (CR 614.1a
            # inside one resolving ability): replaces the effect of the sentence before
            return InsteadIf(condition=next(v for k, v in prefixes if k == "if"), effect=effect)
        if (
            kinds == ["instead"]
            and isinstance(effect, TrailingIf)
            and not isinstance(effect.effect, A.Sequence)
        ):
            # German "Die Kreatur erhält stattdessen -13/-13 bis zum Ende des Zuges, falls du
            # keine Karten auf deiner Hand hast." (Oracle "That creature gets -13/-13 until end
            # of turn instead if you have no cards in hand."): the condition said after the
            # effect, "instead" inside it; the same replacement of the sentence before
            return InsteadIf(condition=effect.condition, effect=effect.effect)
        if kinds == ["if", "instead"] and ("instead", "leading") in prefixes:
            # "If this spell was kicked, instead creatures you control get +2/+2 and gain first
            # strike until end of turn." (the templating since 2020: "instead" first): the
            # clauses together are what happens instead of the whole sentence before
            cond = next(v for k, v in prefixes if k == "if")
            return InsteadIf(condition=cond, effect=effect, whole=True)
        if any(kind in ("would", "instead", "next_time") for kind, _ in prefixes):
            return self._replacement(effect, prefixes)
        for prefix in reversed(prefixes):
            kind, cond = prefix
            if kind == "if" and isinstance(effect, A.AlternativeCost) and not effect.condition:
                # "If you control a Forest, you may pay {G} rather than pay this spell's mana
                # cost": the condition restricts when the alternative cost may be used (CR 118.9)
                effect = dataclasses.replace(effect, condition=cond)
            elif (
                kind == "if"
                and isinstance(cond, (A.KickerPaid, A.ManaSpent))
                and isinstance(effect, A.ReplacementEffect)
                and effect.condition is None
            ):
                # "If ~ was kicked, it enters with ..." (CR 702.33d), "If at least three white
                # mana was spent to cast this spell, ~ enters with ..." (adamant): a condition
                # on how it was cast; the replacement effect applies only then, as the older
                # grammar has it
                effect = dataclasses.replace(effect, condition=cond)
            elif (
                kind == "if"
                and isinstance(cond, A.KickerPaid)
                and isinstance(effect, A.Sequence)
                and (entered := _enters_with_keywords(effect)) is not None
            ):
                # German 2000 "Wenn Du die Bonuskosten bezahlt hast, kommt der ~ mit zwei
                # +1/+1-Marken ins Spiel und hat Erstschlag" (Invasion): both parts hang on the
                # kicker, as Oracle's "If ~ was kicked, it enters with two +1/+1 counters on it
                # and with first strike" (CR 702.33d, 614.1c)
                effect = dataclasses.replace(entered, condition=cond)
            elif (
                kind == "if"
                and isinstance(cond, A.KickerPaid)
                and isinstance(effect, A.Sequence)
                and any(isinstance(e, A.ReplacementEffect) for e in effect.effects)
            ):
                # "If ~ was kicked, it enters with ... and has flying": what the kicked
                # permanent enters with, or a static ability beside it? Not guessed
                raise Unsure("a kicked replacement effect with other effects")
            elif kind in ("if", "as_long_as"):
                effect = A.Conditional(condition=cond, effect=effect)
        return effect

    def _replacement(self, effect: A.Node, prefixes: list[tuple[str, Any]]) -> A.Node:
        """ "If ~ would die, exile it instead." (CR 614.1a): the event and what happens
        instead; "instead" must be said, except after a damage event whose effect prevents
        that damage (CR 615.1a). An "instead" without "would" (CR 614.1a inside one
        resolving ability) and any other prefix are not understood here."""
        kinds = [k for k, _ in prefixes]
        if "next_time" in kinds:
            return _next_time(effect, prefixes)
        # "As long as you have at least N cards in your library, if you would draw a card, ..."
        # (dredge, CR 702.52a): the condition under which the replacement effect applies
        # (CR 614.1a), said first, once
        condition = None
        if kinds[:1] == ["as_long_as"] and kinds.count("as_long_as") == 1:
            condition = prefixes[0][1]
            prefixes, kinds = prefixes[1:], kinds[1:]
        if kinds.count("would") != 1 or set(kinds) - {"would", "instead"}:
            raise Unsure("'instead' without one 'If ... would' event")
        event = next(v for k, v in prefixes if k == "would")
        if _event_of(event).name == _DEALS_DAMAGE_TO_ANYTHING:
            raise Unsure("'If [object] would deal damage' to no recipient said")
        duration = None
        if isinstance(event, TimedEvent):
            event, duration = event.event, event.duration
        event = _any_source_damage(event)
        first = effect.effects[0] if isinstance(effect, A.Sequence) else effect
        change = _damage_change(event, effect)
        if change is not None:
            event, effect = change
            replacement = A.ReplacementEffect(event=event, mode="instead", replacement=effect)
            if condition is not None or "instead" not in kinds:
                raise Unsure("a change of damage under a condition or without 'instead'")
            if duration is None:
                return replacement
            if duration.kind != "end_of_turn":
                raise Unsure("a change of damage for another time than this turn")
            return A.CreateReplacement(effect=replacement, duration=duration)
        if event.name == "deals_damage" and not isinstance(first, A.PreventThatDamage):
            # (the source and recipient of "would deal damage to" are one event's only once
            # read as a prevention or a change of that damage, above)
            raise Unsure("a damage event replaced by another effect than a change of that damage")
        if event.name == "deals_damage" and isinstance(first, A.PreventThatDamage):
            # "If a black source would deal damage to you, prevent 2 of that damage." (CR
            # 615.10): the damage event of the recipient, from that source
            source, recipient = event.object.effects
            event = A.Event(name="dealt_damage", object=recipient, damage_source=source)
        if event.name == "dealt_damage":
            if not isinstance(first, A.PreventThatDamage) or "instead" in kinds:
                raise Unsure("a damage event replaced by something else than its prevention")
        elif "instead" not in kinds or isinstance(first, A.PreventThatDamage):
            raise Unsure("'If ... would' without 'instead'")
        replacement = A.ReplacementEffect(
            event=event, mode="instead", replacement=effect, condition=condition
        )
        if duration is not None and condition is not None:
            raise Unsure("a timed replacement effect under a condition")
        if duration is not None:
            # "If that creature would die this turn, exile it instead.", "If a card would be
            # put into your graveyard from anywhere this turn, exile that card instead.": a
            # replacement effect the resolving spell creates, until the duration ends (CR
            # 614.1a, 611.2a)
            # (of other events, "If that creature would be destroyed this turn", not read)
            moved = event.name == "dies" or event.name.startswith("put_into_")
            if duration.kind != "end_of_turn" or not moved:
                raise Unsure("a timed replacement of another event or for another time")
            return A.CreateReplacement(effect=replacement, duration=duration)
        return replacement

    def instead(self, ch: list[Any]) -> tuple[str, None]:
        return ("instead", None)

    def instead_of_zone(self, ch: list[Any]) -> tuple[str, str]:
        """ "instead of putting it into its owner's graveyard" (the zone replaced)."""
        return ("instead_of", self.lex.lookup("ZONE", str(tokens(ch, "ZONE")[0])))

    def pre_countered_this_way(self, ch: list[Any]) -> tuple[str, None]:
        """ "If that spell is countered this way," (CR 701.6a): the spell countered before.
        French "Si ce sort est contrecarré de cette manière," says a demonstrative: only the
        spell the sentence before counters is countered this way (a spell is never countered
        by its own resolving effect), so it is that spell."""
        obj = one(ch, A.ObjectRef)
        if obj is not None and obj.filter == ("spell", DEMONSTRATIVE_MARK):
            return ("countered", None)
        if obj is None or obj.kind not in ("that", "it") or set(obj.filter) - {"spell"}:
            raise Unsure("'countered this way' of an object that is not that spell")
        return ("countered", None)

    def pre_countered_the(self, ch: list[Any]) -> tuple[str, None]:
        """German "Falls der Zauberspruch auf diese Weise neutralisiert wird,": the spell
        countered this way is the one countered just before (CR 701.6a; :func:`_countered_to`
        checks there is one), whatever article names it."""
        if self._canon(tokens(ch, "OBJ_NOUN")[0]) != "spell":
            raise Unsure("'countered this way' of an object that is not a spell")
        return ("countered", None)

    def pre_instead(self, ch: list[Any]) -> tuple[str, str]:
        """ "instead" said before the clauses ("If it's a Human, instead it gets +3/+3 and gains
        indestructible"): the whole sentence is what happens instead (:class:`InsteadIf`)."""
        return ("instead", "leading")

    def pre_would(self, ch: list[Any]) -> tuple[str, A.Event | TimedEvent]:
        timed = one(ch, TimedEvent)
        if timed is not None:  # (German: the duration inside the event, we_object_timed)
            return ("would", timed)
        duration = one(ch, A.Duration)
        if duration is not None:  # "If that creature would die this turn," (CR 611.2a)
            return ("would", TimedEvent(event=one(ch, A.Event), duration=duration))
        return ("would", one(ch, A.Event))

    def we_object(self, ch: list[Any]) -> A.Event:
        """ "[object] would die / be destroyed / be put into a graveyard [from anywhere]". A
        creature put into a graveyard (from the battlefield, :meth:`wv_put_into_zone`) dies
        (CR 700.4): one event name for both wordings (Kumano's Oracle "would die", its French
        printing "devait être mise dans un cimetière")."""
        name, obj = ch[1], ch[0]
        if (
            name == "put_into_graveyard"
            and isinstance(obj, A.ObjectRef)
            and "creature" in obj.filter
            and "card" not in obj.filter
        ):
            name = "dies"
        return A.Event(name=name, object=obj)

    def we_object_timed(self, ch: list[Any]) -> TimedEvent:
        """German "[object] in diesem Zug sterben würde": the duration said between the object
        and its verb ("If [object] would die this turn", CR 611.2a)."""
        duration = one(ch, A.Duration)
        event = self.we_object([c for c in ch if not isinstance(c, A.Duration)])
        return TimedEvent(event=event, duration=duration)

    def we_gains_life(self, ch: list[Any]) -> A.Event:
        """ "[player] would gain life" (CR 614.1a, 119.3): the event of that player's life gain;
        ``object`` is the player."""
        return A.Event(name="gain_life", object=one(ch, A.PlayerRef))

    def we_draws(self, ch: list[Any]) -> A.Event:
        """ "[player] would draw a card" (CR 614.1a, 121.2: each card drawn is one event);
        ``object`` is the player."""
        self._noun(ch, "card")
        if next(c for c in ch if isinstance(c, int) and not isinstance(c, bool)) != 1:
            raise Unsure("a draw of several cards replaced")
        return A.Event(name="draw", object=one(ch, A.PlayerRef))

    def we_draws_timed(self, ch: list[Any]) -> TimedEvent:
        """German "du in diesem Zug eine Karte ziehen würdest": the duration said between the
        player and the card ("If you would draw a card this turn", CR 611.2a)."""
        duration = one(ch, A.Duration)
        event = self.we_draws([c for c in ch if not isinstance(c, A.Duration)])
        return TimedEvent(event=event, duration=duration)

    def gain_life_plus(self, ch: list[Any]) -> A.GainLife:
        """ "gain that much life plus 1" (after "If you would gain life", CR 614.1a): the
        event's amount and the number (:class:`~rulesparser.ast.Sum`)."""
        that_much = A.Count(what="event_amount")
        numbers = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        if that_much not in ch or len(numbers) != 1:
            raise Unsure("a life gain plus a number of something else than the event")
        return A.GainLife(player=YOU, amount=A.Sum(terms=(that_much, numbers[0])))

    def we_deals_damage(self, ch: list[Any]) -> A.Event:
        """ "[a source of your choice] would deal damage to [recipient]" (CR 615.7, 609.7a):
        the event's object is the source, ``recipient`` its recipient."""
        durations = nodes(ch, A.Duration)
        source, recipient = [c for c in ch if not isinstance(c, A.Duration)]
        event = A.Event(name="deals_damage", object=A.Sequence(effects=(source, recipient)))
        if durations:  # German "... in diesem Zug Schaden zufügen würde" (CR 611.2a)
            return TimedEvent(event=event, duration=durations[0])
        return event

    def we_deals_damage_to_anything(self, ch: list[Any]) -> A.Event:
        """ "[target creature] would deal damage [this turn]" (CR 615.7; damage to any object
        or player, CR 120.1): an event read only after "The next time" (:func:`_next_time`)."""
        durations = nodes(ch, A.Duration)
        (source,) = [c for c in ch if not isinstance(c, A.Duration)]
        event = A.Event(name=_DEALS_DAMAGE_TO_ANYTHING, object=A.Sequence(effects=(source,)))
        if durations:
            return TimedEvent(event=event, duration=durations[0])
        return event

    def pre_next_time_chosen(self, ch: list[Any]) -> tuple[str, Any]:
        """ "Wenn Dir diese Quelle in diesem Zug das nächste Mal Schaden zufügt," (1997-2001):
        "The next time [the source chosen before] would deal damage to you this turn," (CR
        615.7; the source is put there by :func:`_chosen_source`)."""
        if self._canon(tokens(ch, "OBJ_NOUN")[0]) != "source":
            raise Unsure("'diese [object]' that is not a source in a 'next time' shield")
        recipient = next(c for c in ch if isinstance(c, A.Node) and not isinstance(c, A.Duration))
        event = A.Event(
            name="deals_damage", object=A.Sequence(effects=(_SOURCE_CHOSEN_BEFORE, recipient))
        )
        return ("next_time", (event, one(ch, A.Duration)))

    def pre_next_time(self, ch: list[Any]) -> tuple[str, Any]:
        """ "The next time [event] [this turn]," (CR 615.7); German says the duration inside the
        event ("dass du in diesem Zug eine Karte ziehen würdest": :meth:`we_draws_timed`)."""
        timed = one(ch, TimedEvent)
        if timed is not None:
            return ("next_time", (timed.event, timed.duration))
        return ("next_time", (one(ch, A.Event), one(ch, A.Duration)))

    def deal_damage_divided(self, ch: list[Any]) -> Predicate:
        """ "deals N damage divided as you choose among [targets]" (CR 601.2d)."""
        amount = ch[0]
        targets, minimum, maximum = ch[-1]
        return Predicate(
            lambda s, d: A.DealDamageDivided(
                damage_source=s, amount=amount, targets=targets, minimum=minimum, maximum=maximum
            )
        )

    def distribute_counters(self, ch: list[Any]) -> A.DistributeCounters:
        """ "Distribute three +1/+1 counters among one, two, or three target creatures you
        control" (German "Verteile ... auf", French "Répartissez ... entre"; CR 601.2d: the
        division is announced as the spell is cast, each target gets at least one)."""
        targets, minimum, maximum = ch[-1]
        return A.DistributeCounters(
            counter=self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0])),
            amount=ch[0],
            targets=targets,
            minimum=minimum,
            maximum=maximum,
        )

    def dt_any_target(self, ch: list[Any]) -> tuple[A.Node, int, int | None]:
        """ "any number of targets": each any target (CR 115.4)."""
        return (A.Target(kinds=A.ANY_TARGET_KINDS), *ch[0])

    def dt_target_kinds(self, ch: list[Any]) -> tuple[A.Node, int, int | None]:
        """ "one or two target creatures and/or planeswalkers": the kinds of permanents each
        target may be; other words (colors, "you control") stay on an ``ObjectRef``."""
        words = one(ch, Words)
        # (German says what the targets are after "deiner Wahl": "..., die du kontrollierst")
        obj = self._object(Quant("target"), words, nodes(ch, Post))
        if obj.count is not None or obj.up_to:
            raise Unsure("a count inside divided targets")
        return (self.rc_object([obj]), *ch[0])

    def dt_target_or_player(self, ch: list[Any]) -> tuple[A.Node, int, int | None]:
        """ "any number of target creatures and/or players" (German "eine beliebige Anzahl an
        Kreaturen und/oder Spielern deiner Wahl"): each target a permanent of those kinds or a
        player (CR 115.1)."""
        return (A.Target(kinds=self._kinds(one(ch, Words))), *ch[0])

    def dt_plural_kinds(self, ch: list[Any]) -> tuple[A.Node, int, int | None]:
        """German 1990s "auf Kreaturen Deiner Wahl" (the plural without a number): any number
        of targets of those kinds (CR 601.2d, 115.1d)."""
        return self.dt_target_kinds([(0, None), *ch])

    def dt_plural_or_player(self, ch: list[Any]) -> tuple[A.Node, int, int | None]:
        """German 1990s "auf Kreaturen und/oder Spieler Deiner Wahl", "auf Spieler und
        Kreaturen Deiner Wahl": any number of targets, each a permanent of those kinds or a
        player (CR 601.2d, 115.1d)."""
        return self.dt_target_or_player([(0, None), *ch])

    def dc_any_number(self, ch: list[Any]) -> tuple[int, int | None]:
        return (0, None)

    def dc_range(self, ch: list[Any]) -> tuple[int, int | None]:
        """ "one or two", "one, two, or three": consecutive numbers from the first."""
        nums = [c for c in ch if isinstance(c, int)]
        if len(nums) != len(ch) or nums != list(range(nums[0], nums[0] + len(nums))):
            raise Unsure("a number of targets that is not a range")
        return (nums[0], nums[-1])

    def dc_up_to(self, ch: list[Any]) -> tuple[int, int | None]:
        if not isinstance(ch[0], int):
            raise Unsure("up to a variable number of targets")
        return (0, ch[0])

    def add_mana_could_produce(self, ch: list[Any]) -> A.AddManaCouldProduce:
        """ "Add one mana of any color that a land an opponent controls could produce"
        (CR 106.7)."""
        return self._could_produce(ch, colorless=False)

    def add_mana_type_could_produce(self, ch: list[Any]) -> A.AddManaCouldProduce:
        """ "... of any type that a land you control could produce" (CR 106.7: colorless is a
        type of mana)."""
        return self._could_produce(ch, colorless=True)

    def add_mana_type_produced(self, ch: list[Any]) -> A.AddManaProduced:
        """ "add one mana of any type that land produced" (Mirari's Wake, CR 106.7): the land
        the trigger names ("that land", French "ce terrain", German "dieses Land")."""
        obj = determined(one(ch, A.ObjectRef))
        # English "that land" (the word "that" read as the relative, the noun bare: kind
        # each), French "ce terrain", German "dieses Land" / "das Land" (a demonstrative)
        words = tuple(w for w in obj.filter if w != DEMONSTRATIVE_MARK)
        if [c for c in ch if isinstance(c, int)] != [1] or words != ("land",):
            raise Unsure("mana of a type something other than that one land produced")
        bare = obj.kind == "each" and obj.filter == ("land",)
        if not (bare or obj.kind == "that") or obj.count is not None or obj.up_to:
            raise Unsure("mana of a type a land other than that land produced")
        land = A.ObjectRef(kind="that", filter=("land",))
        return A.AddManaProduced(player=YOU, amount=1, land=land)

    def _could_produce(self, ch: list[Any], colorless: bool) -> A.AddManaCouldProduce:
        obj = one(ch, A.ObjectRef)
        if ch[0] != 1 or obj.kind != "any" or obj.count != 1 or obj.up_to:
            raise Unsure("mana that several permanents could produce")
        lands = A.ObjectRef(kind="each", filter=obj.filter)
        return A.AddManaCouldProduce(player=YOU, amount=1, lands=lands, colorless=colorless)

    def add_mana_any_one_color(self, ch: list[Any]) -> A.AddManaOfChoice:
        """ "Add three mana of any one color": one color chosen, all of it that color
        (CR 106.1b, 106.7)."""
        word = self.lex.lookup("CHOICE_WORD", str(tokens(ch, "CHOICE_WORD")[0]))
        if ch[1] != 1 or word != "color":
            raise Unsure("mana of any N colors")
        return A.AddManaOfChoice(player=YOU, amount=ch[0])

    def we_damage_to(self, ch: list[Any]) -> A.Event:
        """ "damage would be dealt to [recipient]" (CR 615)."""
        return A.Event(name="dealt_damage", object=ch[0])

    def wv_dies(self, ch: list[Any]) -> str:
        return "dies"

    def wv_destroyed(self, ch: list[Any]) -> str:
        return "destroyed"

    def wv_leaves_battlefield(self, ch: list[Any]) -> str:
        """ "would leave the battlefield" (CR 614.1a; unearth, CR 702.84a)."""
        return "leaves_battlefield"

    def wv_put_into_zone(self, ch: list[Any]) -> str:
        """ "be put into a / your graveyard [from anywhere]" (CR 700.4: from the battlefield
        unless "from anywhere")."""
        said = next(
            c
            for c in ch
            if isinstance(c, str) and not isinstance(c, Token) and c != "from_anywhere"
        )  # the owner's word (zone_owner), not the ZONE token
        # "the graveyard": a card goes to its owner's graveyard only (CR 400.3), as "a graveyard"
        owner = {"a": "", "the": "", "your": "your_"}.get(said)
        if owner is None:
            raise Unsure("a graveyard of another owner")
        return self._put_into_graveyard(ch, owner)

    def wv_put_into_the_zone(self, ch: list[Any]) -> str:
        """German 1994-2003 "auf den Friedhof gelegt würde" (its owner's graveyard, the only
        one a card can go to, CR 400.3): "be put into a graveyard"."""
        return self._put_into_graveyard(ch, "")

    def wv_put_into_opponents_zone(self, ch: list[Any]) -> str:
        if next(c for c in ch if isinstance(c, int)) != 1:
            raise Unsure("a number of opponents' graveyards")
        return self._put_into_graveyard(ch, "an_opponents_")

    def _put_into_graveyard(self, ch: list[Any], owner: str) -> str:
        if self._canon(tokens(ch, "ZONE")[0]) != "graveyard":
            raise Unsure("a replacement of a move to a zone that is not a graveyard")
        anywhere = "_from_anywhere" if "from_anywhere" in ch else ""
        return f"put_into_{owner}graveyard{anywhere}"

    def from_anywhere(self, ch: list[Any]) -> str:
        return "from_anywhere"

    def prevent_that_damage(self, ch: list[Any]) -> A.PreventThatDamage:
        """ "prevent that damage" / "prevent 1 of that damage" (CR 615.7: part of it)."""
        amount = next((c for c in ch if isinstance(c, (int, A.Variable)) and c is not True), None)
        return A.PreventThatDamage(amount=amount)

    def sentences(self, ch: list[Any]) -> list[A.Node]:
        ch = _then_sentences(list(ch))
        # each step reads or rewrites what an earlier sentence of the ability said (CR 608.2c);
        # a step is skipped when the sentences hold nothing it looks for (_Census: one walk of
        # the sentences, made again only after a step changed them)
        ch = _paid_times_reflexive(_countered_to(list(ch)))
        census = _census_of(ch)
        if census.may_hold(PaymentDemanded):
            ch = _pay_or_else(ch)
        if ch and _if_you_do_first(ch[0]):
            # a line that starts "If you do, ..." (German "Falls du dies tust, ...", a sentence
            # MTGJSON split off the ability it ends: Avarax, Masticor): "you do" names no
            # instruction of the same ability (CR 608.2c)
            raise Unsure("'if you do' with no instruction before it")
        census = census.of(ch)
        if census.may_hold(ImplicitSelf) and any(has_implicit_self(c) for c in ch[1:]):
            # a verb without its subject after the first sentence: the subject before, or the
            # card itself? (:class:`ImplicitSelf`)
            raise Unsure("a verb without its subject")
        if census.may_hold(APlayerDid):
            ch = _a_player_did(ch)
        _check_if_you_do_after_permission(ch)
        ch = _clash_results(ch)
        ch = _fold_conditions(ch)
        ch = _still_types(ch)
        ch = _further_damage_normal(ch)
        census = census.of(ch)
        if census.may_hold(EachTimeNote) or census.has_player_kind(_UNSAID_RECIPIENT.kind):
            ch = _each_time_note(ch)
        if census.may_hold(TreatTokensAs, A.CreateToken):
            ch = _old_tokens(ch)
        ch = _chosen_source(ch)
        ch = _spend_only(ch)
        ch = _colored_only(ch)
        ch = _keeps_attached(ch)
        ch = _merge_flips(ch)
        census = census.of(ch)
        if census.may_hold(VoteSaid, VoteResult, A.Vote):
            ch = _merge_votes(ch)
            census = census.of(ch)
        if census.may_hold(A.WonClash):
            _check_won_clash(ch)
        if census.may_hold(A.PutBackInAnyOrder, A.PutChosenAndRest, A.PutRest) or (
            census.has_word("from_among_them")
        ):
            _check_looked_at(ch)
        # (the steps that rewrite what a choice before names skip themselves: _skipped_unless)
        ch = _from_revealed_hand(ch)
        ch = _name_chosen_before(ch)
        ch = _color_chosen_before(ch)
        ch = _type_chosen_before(ch)
        ch = _chosen_as_it_resolves(ch)
        ch = _card_named_before(ch)
        ch = _the_rest_of_choice(ch)
        if any(n is THE_REST for c in ch if isinstance(c, A.Node) for n in c.walk()):
            raise Unsure("'the rest' after no choice")
        census = census.of(ch)
        if census.may_hold(A.ChooseObject):
            _check_other_after_chosen(ch)
        if census.has_word(*_THIS_WAY_WORDS) or census.has_count(*_THIS_WAY):
            _check_this_way(ch)
        if census.has_count(_THAT_MANY.what):
            ch = _that_many(ch)
            census = census.of(ch)
        if census.has_ref_kind("that"):
            _check_two_that_nouns(ch)
        if any(isinstance(c, XDefined) for c in ch):
            # "you may pay X life, where X is its power. If you do, draw X cards.": the X of
            # another sentence is the same number, which this AST does not say yet
            if any(
                isinstance(n, A.Variable) and n.name == "X"
                for c in ch
                if not isinstance(c, XDefined)
                for n in c.walk()
            ):
                raise Unsure("an X defined by 'where X is' in another sentence")
            ch = [c.node if isinstance(c, XDefined) else c for c in ch]
        out = _join_followups(list(ch))
        _check_after_if_you_do(out)
        census = census.of(out)
        if census.has_word(*_SAME_RECIPIENT.filter) and any(
            n is _SAME_RECIPIENT for e in out for n in e.walk()
        ):
            raise Unsure("damage without a recipient that replaces no damage before it")
        if census.may_hold(CopiedSpellHasTargets) and any(
            isinstance(n, CopiedSpellHasTargets) for e in out for n in e.walk()
        ):
            raise Unsure("'if the spell has any targets' before something else than new targets")
        out = [_flash_condition(e) for e in out]
        census = census.of(out)
        if census.may_hold(PaidMore) and any(
            isinstance(n, PaidMore) for e in out if isinstance(e, A.Node) for n in e.walk()
        ):
            raise Unsure("'if you pay ... more to cast it' of something else than flash")
        if census.may_hold(UnplacedSearch) and any(
            isinstance(n, UnplacedSearch) for e in out for n in e.walk()
        ):
            raise Unsure("a library search whose cards go nowhere said")
        if census.may_hold(SearchedLibrary) and any(
            isinstance(n, SearchedLibrary) for e in out for n in e.walk()
        ):
            raise Unsure("'if you search your library this way' after no search of several zones")
        return out


#: the filter words of objects counted "this way" (:func:`_check_this_way`)
_THIS_WAY_WORDS = ("dealt_damage_this_way", "discarded_this_way", "milled_this_way")


class _Census:
    """What the sentences of an ability hold, found in one walk of each (through every node
    field and nested tuple, as :func:`~rulesparser.ast.map_nodes` goes): the classes of the
    sentences and of their nodes, the filter words and kinds of their objects, the kinds of
    their players, the ``what`` of their counts. The steps of
    :meth:`EffectsMixin.sentences` that read or rewrite sentences only for what they hold are
    skipped when the census says they hold none of it (the steps' results are the same: they
    would change nothing and refuse nothing). A sentence that is not a node (a
    :class:`StillType`, an :class:`XDefined` of something else than a node) leaves the census
    ``open``: every step then runs."""

    __slots__ = (
        "counts",
        "items",
        "of_choice",
        "open",
        "player_kinds",
        "ref_kinds",
        "types",
        "words",
    )

    def __init__(self, sentences: list[Any]) -> None:
        self.items = [s.node if isinstance(s, XDefined) else s for s in sentences]
        self.types: set[type] = set()
        self.words: set[Any] = set()
        self.ref_kinds: set[Any] = set()
        self.player_kinds: set[Any] = set()
        self.counts: set[Any] = set()
        self.open = False
        stack: list[Any] = []
        for item in self.items:
            if isinstance(item, A.Node):
                stack.append(item)
            else:
                self.open = True
        node_fields, node = A._node_fields, A.Node
        while stack:
            v = stack.pop()
            if isinstance(v, tuple):
                stack.extend(v)
                continue
            if not isinstance(v, node):
                continue
            t = type(v)
            self.types.add(t)
            if isinstance(v, A.ObjectRef):
                self.words.update(v.filter)
                self.ref_kinds.add(v.kind)
            elif isinstance(v, A.PlayerRef):
                self.player_kinds.add(v.kind)
            elif isinstance(v, A.Count):
                self.counts.add(v.what)
            values = v.__dict__
            for name in node_fields(t):
                value = values.get(name)
                if isinstance(value, (node, tuple)):
                    stack.append(value)
        #: a filter word of a kind "of your choice" (:func:`_chosen_as_it_resolves`)
        self.of_choice = self.open or any(
            type(w) is str and w.startswith(OF_CHOICE_MARK) for w in self.words
        )

    def holds(self, sentences: list[Any]) -> bool:
        """Whether ``sentences`` are the very nodes this census was made of."""
        items = self.items
        if len(sentences) != len(items):
            return False
        for s, i in zip(sentences, items, strict=True):  # (a loop: most hold one or two)
            if s is not i and not (type(s) is XDefined and s.node is i):
                return False
        return True

    def of(self, sentences: list[Any]) -> _Census:
        """The census of ``sentences``: this one when they are the same nodes."""
        return self if self.holds(sentences) else _census_of(sentences)

    def may_hold(self, *classes: type) -> bool:
        """Whether a sentence or a node of one may be of one of ``classes`` (or a subclass)."""
        return self.open or any(issubclass(t, classes) for t in self.types)

    def has_word(self, *words: str) -> bool:
        """Whether an object of the sentences may have one of ``words`` in its filter."""
        return self.open or not self.words.isdisjoint(words)

    def has_ref_kind(self, kind: str) -> bool:
        """Whether an object of the sentences may be of ``kind`` (``ObjectRef.kind``)."""
        return self.open or kind in self.ref_kinds

    def has_player_kind(self, kind: str) -> bool:
        """Whether a player of the sentences may be of ``kind`` (``PlayerRef.kind``)."""
        return self.open or kind in self.player_kinds

    def has_count(self, *whats: str) -> bool:
        """Whether a count of the sentences may count one of ``whats`` (``Count.what``)."""
        return self.open or not self.counts.isdisjoint(whats)


#: the census made last (:func:`_census_of`): the steps of one ability's sentences read it
_LAST_CENSUS: list[_Census | None] = [None]


def _census_of(sentences: list[Any]) -> _Census:
    """The census of ``sentences``: the last one made when it was made of the same nodes (it
    keeps them: no other node takes their ids while it is kept)."""
    last = _LAST_CENSUS[0]
    if last is not None and last.holds(sentences):
        return last
    census = _LAST_CENSUS[0] = _Census(sentences)
    return census


def _skipped_unless(test: Callable[[_Census], bool]) -> Callable[[Any], Any]:
    """A step of :meth:`EffectsMixin.sentences` (sentences in, sentences out) that returns its
    sentences as they are, without running, when ``test`` says their census holds nothing it
    looks for (an open census runs it)."""

    def wrap(step: Callable[[list[Any]], list[Any]]) -> Callable[[list[Any]], list[Any]]:
        @functools.wraps(step)
        def gated(sentences: list[Any]) -> list[Any]:
            census = _LAST_CENSUS[0]
            if census is None or not census.holds(sentences):
                census = _census_of(sentences)
            return step(sentences) if census.open or test(census) else sentences

        return gated

    return wrap


# what each step rewrites: an object "from it" (or all cards with the same name), "that name",
# "that color", "that type", a kind "of your choice", a demonstrative card, "the rest"
_from_revealed_hand = _skipped_unless(
    lambda c: c.has_word("from_it", "same_name_as_that", FROM_THEM)
)(_from_revealed_hand)
_name_chosen_before = _skipped_unless(lambda c: c.has_word(THAT_NAME))(_name_chosen_before)
_color_chosen_before = _skipped_unless(lambda c: c.has_word(THAT_COLOR))(_color_chosen_before)
_type_chosen_before = _skipped_unless(lambda c: c.has_word(THAT_TYPE))(_type_chosen_before)
_chosen_as_it_resolves = _skipped_unless(lambda c: c.of_choice)(_chosen_as_it_resolves)
_card_named_before = _skipped_unless(lambda c: c.has_word(DEMONSTRATIVE_MARK))(_card_named_before)
_the_rest_of_choice = _skipped_unless(lambda c: c.has_ref_kind(THE_REST.kind))(_the_rest_of_choice)


#: effects that add mana (CR 106.3): one kind for "instead" (:func:`_replace_same_kind`)
_MANA_ADDITIONS = (
    A.AddMana,
    A.AddManaOfChoice,
    A.AddManaCombination,
    A.AddManaCouldProduce,
    A.AddManaProduced,
)


#: instructions a player may be unable to follow (CR 608.2c "If you can't"): sacrificing,
#: exiling, discarding, paying life
_MAY_BE_UNABLE = (A.Sacrifice, A.Exile, A.Discard, A.LoseLife, A.RemoveCounters)


def _pay_or_else(effects: list[Any]) -> list[Any]:
    """ "Pay {1}{W}{W}. If you don't, you lose the game." (the Pacts, also inside "At the
    beginning of your next upkeep, ..."): the effect of the "If you don't" sentence happens
    unless you pay (CR 118.12: the same choice, said as an instruction and its consequence).
    Raises ``Unsure`` for a payment said as an instruction anywhere else."""
    out: list[Any] = []
    for e in effects:
        prev = out[-1] if out else None
        delayed = prev if isinstance(prev, A.DelayedTrigger) else None
        demanded = delayed.effect if delayed is not None else prev
        if (
            isinstance(demanded, PaymentDemanded)
            and isinstance(e, A.Conditional)
            and e.condition == A.Not(condition=A.IfYouDo())
        ):
            node: A.Node = A.UnlessPays(
                effect=e.effect, player=YOU, cost=A.Cost(components=(demanded.cost,))
            )
            out[-1] = dataclasses.replace(delayed, effect=node) if delayed else node
            continue
        out.append(e)
    if any(isinstance(n, PaymentDemanded) for e in out if isinstance(e, A.Node) for n in e.walk()):
        raise Unsure("a payment that is not 'you may pay'")
    return out


def _fold_conditions(effects: list[Any]) -> list[Any]:
    """Sentences that complete the one before (CR 608.2c): an :class:`InsteadIf` replaces the
    effect of the same kind in the sentence before ("{T}: Add {C}. If ~ has a luck counter on
    it, instead add one mana of any color." is :class:`~rulesparser.ast.Instead`); an
    :class:`OtherwiseThen` is the other branch of the "If ..." sentence before it. Anything
    else (no sentence before, two effects of that kind) is not understood."""
    out: list[Any] = []
    for e in effects:
        prev = out[-1] if out else None
        if isinstance(e, OtherwiseThen) and isinstance(prev, FlipResult) and prev.won:
            # "Gewinnst Du, ... Ansonsten ...": a flip not won is lost (CR 705.2)
            out.append(FlipResult(won=False, effect=e.effect))
        elif isinstance(e, OtherwiseThen):
            if not isinstance(prev, A.Conditional):
                raise Unsure("'otherwise' after a sentence without 'if'")
            out[-1] = A.ConditionalOtherwise(
                condition=prev.condition, effect=prev.effect, otherwise=e.effect
            )
        elif isinstance(e, IfYouCantThen):
            if (
                isinstance(prev, A.DelayedTrigger)
                and isinstance(prev.trigger, A.StepTrigger)
                and not prev.trigger.next_only
                and prev.duration is None
                and isinstance(prev.effect, _MAY_BE_UNABLE)
            ):
                # German "Opfere zu Beginn deines Versorgungssegments eine Kreatur. Falls du
                # das nicht kannst, opfere das ~." (the step inside the first sentence, which
                # the line makes its trigger, lines.py; Oracle "At the beginning of your
                # upkeep, sacrifice a creature. If you can't, sacrifice ~."): the instruction
                # the trigger does
                inner = A.IfYouCant(effect=prev.effect, otherwise=e.effect)
                out[-1] = dataclasses.replace(prev, effect=inner)
                continue
            if not isinstance(prev, _MAY_BE_UNABLE):
                raise Unsure("'if you can't' after a sentence that is not one instruction")
            out[-1] = A.IfYouCant(effect=prev, otherwise=e.effect)
        elif isinstance(e, InsteadIf):
            if prev is None:
                raise Unsure("'instead' with no effect before it")
            if e.whole:
                if isinstance(prev, (A.Ability, A.ReplacementEffect, A.Instead, A.Conditional)):
                    raise Unsure("a leading 'instead' after no plain instruction")
                if len(out) > 1:
                    # "Return target card ... to your hand. Put up to one other target card
                    # ... on top of your library. Exile Once and Future." then "Adamant — If
                    # ..., instead return those cards to your hand and exile Once and Future."
                    # (Once and Future, ELD): the clauses replace all the sentences before,
                    # not the last one alone (CR 608.2c, 614.1a); after one sentence (Flare of
                    # Faith, Regent's Authority) the words say which, after several they don't
                    raise Unsure("a leading 'instead' after several sentences: the last or all?")
                out[-1] = A.Instead(condition=e.condition, effect=e.effect, replaced=prev)
                continue
            # (an instruction of the same verb said further back is the one replaced, not
            # the one just before: Primal Growth's German "Durchsuche ... Mische danach Deine
            # Bibliothek. Wenn Du die Bonuskosten bezahlt hast, durchsuche ... stattdessen")
            earlier = any(
                type(n) is type(e.effect)
                for s in out[:-1]
                if isinstance(s, A.Node)
                for n in s.walk()
            )
            out[-1] = _replace_same_kind(prev, e, other_verb=not earlier)
        else:
            out.append(e)
    return out


def _replace_same_kind(prev: A.Node, new: InsteadIf, other_verb: bool = False) -> A.Node:
    """``prev`` with its one effect of the kind of ``new.effect`` (an optional one counts by
    the effect it offers) made an :class:`~rulesparser.ast.Instead`; with ``other_verb`` (no
    sentence before ``prev`` has an instruction of that kind), the one plain instruction of
    ``prev`` whatever its kind."""
    if isinstance(new.effect, A.UnpreventableDamage):
        # "If this spell was kicked, instead it deals 10 damage to that permanent or player and
        # the damage can't be prevented." (Urza's Rage, CR 615.12): the damage done instead is
        # unpreventable; the damage it replaces is found as for that damage alone
        done = _replace_same_kind(
            prev, dataclasses.replace(new, effect=new.effect.effect), other_verb
        )
        parts = list(done.effects) if isinstance(done, A.Sequence) else [done]
        olds = {id(p) for p in (prev.effects if isinstance(prev, A.Sequence) else (prev,))}
        new_parts = [
            i for i, p in enumerate(parts) if isinstance(p, A.Instead) and id(p) not in olds
        ]
        if len(new_parts) != 1:
            raise Unsure("unpreventable damage done instead of no single effect")
        i = new_parts[0]
        unpreventable = A.UnpreventableDamage(effect=parts[i].effect)
        parts[i] = dataclasses.replace(parts[i], effect=unpreventable)
        return parts[0] if len(parts) == 1 else A.Sequence(effects=tuple(parts))

    def kind(n: A.Node) -> tuple[type, ...]:
        n = n.effect if isinstance(n, A.OptionalEffect) else n
        if isinstance(n, _MANA_ADDITIONS):  # "Add {C}. ... instead add one mana of any color"
            return (A.AddMana,)
        if isinstance(n, A.Conditional):
            # "Counter target spell if its mana value is 2 or less. If this spell was kicked,
            # counter that spell if its mana value is 4 or less instead." (Vodalian Hexcatcher
            # style kicker): a conditional instruction replaced by one of the same verb
            return (A.Conditional, *kind(n.effect))
        return (type(n),)

    parts = list(prev.effects) if isinstance(prev, A.Sequence) else [prev]
    same = [i for i, p in enumerate(parts) if kind(p) == kind(new.effect)]
    if (
        not same
        and isinstance(prev, A.Conditional)
        and isinstance(prev.condition, A.IfYouDo)
        and kind(prev.effect) == kind(new.effect)
    ):
        # "You may discard a card. If you do, draw a card. If a creature card was discarded
        # this way, draw two cards instead.": the instruction the optional action allowed is
        # the one replaced (CR 614.1a, 608.2c)
        return dataclasses.replace(prev, effect=_replace_same_kind(prev.effect, new))
    if other_verb and not same and len(parts) == 1 and not isinstance(new.effect, A.Conditional):
        # "Return target creature ... to its owner's hand. If this spell was kicked, put that
        # permanent on the bottom of its owner's library instead.", "~ deals 5 damage to target
        # creature. If this spell was kicked, it deals 10 damage divided as you choose among any
        # number of targets instead.": the one instruction before, whatever its verb
        if not isinstance(
            prev, (A.Ability, A.ReplacementEffect, A.Conditional, A.Instead, A.OptionalEffect)
        ) and not isinstance(new.effect, (A.Ability, A.ReplacementEffect, A.OptionalEffect)):
            # ("If that creature is attacking, you may put it on top of its owner's library
            # instead": declined, is it returned as before? not said by Instead: unread)
            same = [0]
            source = getattr(new.effect, "damage_source", None)
            if source == A.ObjectRef(kind="it"):
                # "it deals 10 damage divided ... instead": "it" is the source of the damage
                # replaced (this spell), not the object that damage was dealt to
                old_source = getattr(prev, "damage_source", None)
                if not isinstance(old_source, A.ObjectRef) or old_source.kind != "self":
                    raise Unsure("'it deals ... instead' after no damage this object dealt")
                new = dataclasses.replace(
                    new, effect=dataclasses.replace(new.effect, damage_source=old_source)
                )
    if len(same) != 1 or isinstance(new.effect, A.Instead):
        raise Unsure("'instead' replacing no single effect before it")
    if isinstance(new.effect, A.Conditional) and not isinstance(parts[same[0]], A.Conditional):
        raise Unsure("a conditional 'instead' of an unconditional effect")
    i = same[0]
    effect = new.effect
    if isinstance(effect, A.DealDamage) and effect.recipient is _SAME_RECIPIENT:
        # "~ deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead."
        # (Burst Lightning): to the object dealt damage before, as "it deals 4 damage to that
        # creature instead" (the French and German printings) says
        old = parts[i]
        if (
            not isinstance(old, A.DealDamage)
            or isinstance(old.recipient, (A.PlayerRef, A.Recipients))
            or effect.damage_source not in (old.damage_source, A.ObjectRef(kind="it"))
        ):
            raise Unsure("'it deals N damage instead' of another source or to a player")
        effect = dataclasses.replace(effect, recipient=A.ObjectRef(kind="that"))
    elif (
        isinstance(effect, A.DealDamage)
        and isinstance(effect.recipient, A.ObjectOrPlayer)
        and effect.recipient.object.kind == "that"
    ):
        # "~ deals 3 damage to target creature or player. If you paid the kicker cost, ~ deals
        # 10 damage to that creature or player instead." (Urza's Rage; German "fügt ... dieser
        # Kreatur oder diesem Spieler stattdessen 10 Schadenspunkte zu"): the target of the
        # damage it replaces, as "it deals 10 damage instead" says (CR 608.2c)
        old = parts[i]
        if (
            not isinstance(old, A.DealDamage)
            or not isinstance(old.recipient, A.Target)
            or "player" not in old.recipient.kinds
            or effect.damage_source not in (old.damage_source, A.ObjectRef(kind="it"))
        ):
            raise Unsure("'that creature or player' after damage to no target object or player")
        effect = dataclasses.replace(effect, recipient=A.ObjectRef(kind="that"))
    parts[i] = A.Instead(condition=new.condition, effect=effect, replaced=parts[i])
    return parts[0] if len(parts) == 1 else A.Sequence(effects=tuple(parts))


def _cant_be_regenerated(node: A.Node) -> bool:
    """ "It can't be regenerated." or "A creature destroyed this way can't be regenerated." (a
    restriction on what the sentence before destroyed, CR 701.19c; which destruction is checked
    by :func:`_regeneration_of`)."""
    return (
        isinstance(node, A.Restriction)
        and node.action == "be_regenerated"
        and (
            node.object.kind in ("it", "that")
            or (
                node.object.kind in ("any", "each")
                and "destroyed_this_way" in getattr(node.object, "filter", ())
            )
        )
    )


def _regeneration_of(restriction: A.Restriction, destroy: A.Node) -> bool:
    """Whether "... can't be regenerated" says it of all that ``destroy`` destroyed: "it" does;
    "Creatures destroyed this way" after "destroy all creatures" or "A creature destroyed this
    way" after "destroy target nonblack creature" (Wrath of God, Terror kind, CR 701.19c) do,
    each word of its filter said of the destroyed objects; not after "destroy all artifacts and
    creatures" (its filter ``artifact|creature``: only the creatures would be meant)."""
    obj = restriction.object
    if obj.kind in ("it", "that"):
        return True
    said = set(getattr(getattr(destroy, "object", None), "filter", ()) or ())
    rest = [w for w in obj.filter if w != "destroyed_this_way"]
    return obj.count in (None, 1) and bool(rest) and set(rest) <= said


def _prevents(node: A.ReplacementEffect) -> bool:
    """Whether a replacement effect prevents damage (CR 615.1a)."""
    rep = node.replacement
    first = rep.effects[0] if isinstance(rep, A.Sequence) else rep
    return isinstance(first, A.PreventThatDamage)


#: effects whose objects exist only once they are done: a token or copy made, cards looked at,
#: revealed, searched for or put onto the battlefield (what "it" names after them)
_MAKES_NEW_OBJECTS = (
    A.CreateToken,
    A.CopySpell,
    A.CopyCard,
    A.LookAtTop,
    A.LookAt,
    A.Reveal,
    A.RevealTopCard,
    A.RevealUntil,
    A.ExileUntil,
    A.SearchLibrary,
    A.PutOntoBattlefield,
)


def _check_after_if_you_do(effects: list[Any]) -> None:
    """A sentence after "If you do, ..." that names an object the "if you do" sentence acted on
    but did not name itself (German "Falls du dies tust, lege eine +1/+1-Marke auf die Kreatur.
    Sie erhält Eile ...", Oracle "If you do, put a +1/+1 counter on that creature, it gains haste
    ...": the printing split one sentence in two). The object (the trigger's) exists whether or
    not you did, so whether the second sentence is still done only if you did (CR 608.2c) is
    unsure. Not when the "if you do" sentence named the object (a target, a token, a copy, cards
    looked at: ``canonical._if_you_do_continued`` joins such sentences to it, as the Oracle
    says), nor when the optional action before it did ("you may exile another target creature.
    If you do, ... Return the exiled card ...": nothing to act on if you did not)."""
    for before, prev, e in zip([None, *effects], effects, effects[1:], strict=False):
        if not (isinstance(prev, A.Conditional) and isinstance(prev.condition, A.IfYouDo)):
            continue
        done = list(prev.effect.walk())
        if any(isinstance(n, _MAKES_NEW_OBJECTS) for n in done):
            continue
        if not any(isinstance(n, A.ObjectRef) and n.kind in ("that", "it") for n in e.walk()):
            continue
        targets = any(isinstance(n, A.ObjectRef) and n.kind == "target" for n in done)
        named = any(isinstance(n, A.ObjectRef) and n.kind in ("that", "it") for n in done)
        action_object = before is not None and any(
            isinstance(n, A.ObjectRef) and n.kind != "self" for n in before.walk()
        )
        if named and not targets and not action_object:
            raise Unsure("a sentence after 'if you do' naming what it acted on: in its scope?")


def _join_followups(effects: list[A.Node]) -> list[A.Node]:
    """Sentences that complete the one before: "Destroy target creature. It can't be
    regenerated." is one destruction that can't be regenerated (CR 701.19c; a lone "can't be
    regenerated" is not understood); a shuffle after a search is that search's shuffle."""
    out: list[A.Node] = []
    for e in effects:
        prev = out[-1] if out else None
        if isinstance(prev, UnplacedSearch):
            # the sentence after a search that says where the cards found go: "Search your
            # library for a white card, a blue card, ... . Reveal those cards, put them into
            # your hand, then shuffle." is one search (CR 701.19, Conflux); the cards must be
            # the ones found ("those cards", "that card") and go where a search puts them
            found: list[A.Node] = [prev.search]
            if prev.reveal:
                found.append(A.Reveal(object=A.ObjectRef(kind="that")))
            merged = _merge_search([*found, *(e.effects if isinstance(e, A.Sequence) else (e,))])
            if not merged or isinstance(merged[-1], UnplacedSearch):
                raise Unsure("a library search whose cards go nowhere said")
            out[-1] = merged[0]
            if len(merged) > 1:
                out.append(merged[1] if len(merged) == 2 else A.Sequence(effects=tuple(merged[1:])))
            continue
        if (
            isinstance(e, A.Shuffle)
            and isinstance(prev, A.SearchLibrary)
            and not prev.shuffle
            and _shuffles_searched(e, prev)
        ):
            # "... Shuffle your library afterward." (German "Mische danach deine Bibliothek."):
            # the search shuffles (CR 701.19)
            out[-1] = dataclasses.replace(prev, shuffle=True)
            continue
        inner = prev.effect if isinstance(prev, A.Conditional) else None
        last = inner.effects[-1] if isinstance(inner, A.Sequence) else inner
        if (
            isinstance(e, A.Shuffle)
            and isinstance(prev, A.Conditional)
            and isinstance(prev.condition, A.IfYouDo)
            and isinstance(last, A.SearchLibrary)
            and not last.shuffle
            and _shuffles_searched(e, last)
        ):
            # "If you do, search your library for ... . Shuffle your library afterward." (German
            # "Falls du dies tust, durchsuche ... Mische danach deine Bibliothek."; Oracle "If you
            # do, search ..., then shuffle"): the search done if you do shuffles (CR 701.19)
            shuffled = dataclasses.replace(last, shuffle=True)
            if isinstance(inner, A.Sequence):
                shuffled = A.Sequence(effects=(*inner.effects[:-1], shuffled))
            out[-1] = dataclasses.replace(prev, effect=shuffled)
            continue
        search = prev.effect if isinstance(prev, A.OptionalEffect) else prev
        if (
            isinstance(e, A.Conditional)
            and isinstance(e.condition, SearchedLibrary)
            and isinstance(e.effect, A.Shuffle)
            and isinstance(search, A.SearchLibrary)
            and search.zones
            and not search.shuffle
            and _shuffles_searched(e.effect, search)
        ):
            # "Search your library and/or graveyard for ... If you search your library this
            # way, shuffle.": the search's shuffle, of the library if it was searched (CR 701.24)
            shuffled = dataclasses.replace(search, shuffle=True)
            out[-1] = dataclasses.replace(prev, effect=shuffled) if prev is not search else shuffled
            continue
        if (
            isinstance(e, A.Conditional)
            and isinstance(e.condition, A.IfYouDo)
            and isinstance(e.effect, A.Shuffle)
            and isinstance(prev, A.OptionalEffect)
            and isinstance(search, A.SearchLibrary)
            and not search.shuffle
            and _shuffles_searched(e.effect, search)
        ):
            # "You may search your library for ... If you do, shuffle your library." (the
            # printings before 2019): the search you may do shuffles (CR 701.19, 701.20)
            out[-1] = dataclasses.replace(prev, effect=dataclasses.replace(search, shuffle=True))
            continue
        if isinstance(prev, A.ReplacementEffect) and _prevents(prev):
            # "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from
            # ~.": the prevention's additional effect (CR 615.5)
            rep = prev.replacement
            done = rep.effects if isinstance(rep, A.Sequence) else (rep,)
            more = e.effects if isinstance(e, A.Sequence) else (e,)
            if any(isinstance(x, A.Ability) for x in more):
                raise Unsure("an ability after a prevention effect")
            out[-1] = dataclasses.replace(prev, replacement=A.Sequence(effects=done + more))
            continue
        if isinstance(e, A.Conditional) and isinstance(e.condition, CopiedSpellHasTargets):
            inner = e.effect.effect if isinstance(e.effect, A.OptionalEffect) else e.effect
            if not isinstance(inner, NewTargets):
                raise Unsure(
                    "'if the spell has any targets' before something else than new targets"
                )
            e = e.effect
        marker = e.effect if isinstance(e, A.OptionalEffect) else e
        if isinstance(marker, NewTargets):
            new = _with_new_targets(prev) if isinstance(e, A.OptionalEffect) else None
            if new is None:
                raise Unsure("'you may choose new targets for the copy' without a copy before")
            out[-1] = new
            continue
        if isinstance(e, A.ReflexiveTrigger) and (
            prev is None or isinstance(prev, (A.ReplacementEffect, A.Ability, A.StaticEffect))
        ):
            # "When you do" is created by an action of the same resolving ability (CR 603.12)
            raise Unsure("'when you do' after no action of the same ability")
        if isinstance(e, TheDamageUnpreventable):
            # "~ deals 4 damage to target creature. The damage can't be prevented." (Sudden
            # Impact kind, CR 615.12): the damage of the sentence before, which deals damage
            # and does nothing else
            if not isinstance(prev, A.DealDamage):
                raise Unsure("'the damage can't be prevented' after no damage dealt just before")
            out[-1] = A.UnpreventableDamage(effect=prev)
            continue
        if _cant_be_regenerated(e):
            prev = out[-1] if out else None
            if isinstance(prev, A.Destroy) and _regeneration_of(e, prev):
                out[-1] = dataclasses.replace(prev, cant_be_regenerated=True)
                continue
            if (
                isinstance(prev, A.Conditional)
                and isinstance(prev.effect, A.Destroy)
                and _regeneration_of(e, prev.effect)
            ):
                # "If it was kicked, destroy target nonblack creature. It can't be regenerated."
                # (Kavu Titan-era kicker), "If you do, destroy ...": the destruction said under
                # the condition is the one that can't be regenerated (CR 701.19c)
                destroy = dataclasses.replace(prev.effect, cant_be_regenerated=True)
                out[-1] = dataclasses.replace(prev, effect=destroy)
                continue
            joined = _last_destroy_unregenerable(prev, e)
            if joined is not None:
                out[-1] = joined
                continue
            if e.object.kind not in ("it", "that"):
                # "A creature destroyed this way can't be regenerated." after no destruction
                # said as one effect before it: the restriction stays a sentence of its own,
                # on the objects destroyed this way (CR 701.19c)
                out.append(e)
                continue
            raise Unsure("'can't be regenerated' without a destruction before it")
        out.append(e)
    return out


def _last_destroy_unregenerable(prev: Any, restriction: A.Restriction) -> A.Node | None:
    """ "Sacrifice ~ and destroy all creatures. They can't be regenerated." (German "Opfere den ~
    und zerstöre alle Kreaturen. Diese können nicht regeneriert werden."; CR 701.19c): the
    sentence before ends with its only destruction, also under a condition ("if there are four
    or more creatures ...") or as what happens if no player takes an offer ("Any player may have
    ~ deal 6 damage to them. If no one does, destroy all creatures. Creatures destroyed this way
    can't be regenerated.", Blessed Wind kind: CR 608.2c); that destruction can't be
    regenerated. ``None`` if the sentence before has no such last clause."""
    if isinstance(prev, A.Conditional):
        inner = _last_destroy_unregenerable(prev.effect, restriction)
        return None if inner is None else dataclasses.replace(prev, effect=inner)
    if isinstance(prev, A.DelayedTrigger):
        # "When ~ leaves the battlefield this turn, destroy that creature. A creature destroyed
        # this way can't be regenerated." (War Barge): the delayed ability's destruction
        if isinstance(prev.effect, A.Destroy) and _regeneration_of(restriction, prev.effect):
            destroy = dataclasses.replace(prev.effect, cant_be_regenerated=True)
            return dataclasses.replace(prev, effect=destroy)
        return None
    if isinstance(prev, A.AnyPlayerMay):
        if isinstance(prev.effect, A.Destroy) and _regeneration_of(restriction, prev.effect):
            destroy = dataclasses.replace(prev.effect, cant_be_regenerated=True)
            return dataclasses.replace(prev, effect=destroy)
        inner = _last_destroy_unregenerable(prev.effect, restriction)
        return None if inner is None else dataclasses.replace(prev, effect=inner)
    if (
        isinstance(prev, A.Sequence)
        and prev.effects
        and isinstance(prev.effects[-1], A.Destroy)
        and not any(isinstance(x, A.Destroy) for x in prev.effects[:-1])
        and _regeneration_of(restriction, prev.effects[-1])
    ):
        destroy = dataclasses.replace(prev.effects[-1], cant_be_regenerated=True)
        return dataclasses.replace(prev, effects=(*prev.effects[:-1], destroy))
    return None


def _unpreventable_joined(out: list[A.Node]) -> list[A.Node]:
    """ "... deals 10 damage to that permanent or player and the damage can't be prevented"
    (Urza's Rage, German "und dieser Schaden kann nicht verhindert werden", CR 615.12): the
    clause joined by "and" makes the damage of the clause just before it unpreventable, as a
    sentence of its own does (:func:`_join_followups`, which reads it said first); after
    anything else it is not read."""
    if not any(isinstance(n, TheDamageUnpreventable) for n in out[1:]):
        return out
    joined: list[A.Node] = []
    for n in out:
        if isinstance(n, TheDamageUnpreventable):
            if not isinstance(joined[-1], A.DealDamage):
                raise Unsure("'the damage can't be prevented' after no damage dealt just before")
            joined[-1] = A.UnpreventableDamage(effect=joined[-1])
            continue
        joined.append(n)
    return joined


def _new_targets_joined(out: list[A.Node]) -> list[A.Node]:
    """ "copy it and you may choose a new target for the copy" (conspire's reminder, CR 702.78a,
    707.10c): the choice said as a clause joined by "and" makes the copy before it say
    ``new_targets``, as a sentence of its own does (:func:`_join_followups`)."""
    joined: list[A.Node] = []
    for node in out:
        if joined and isinstance(node, A.OptionalEffect) and isinstance(node.effect, NewTargets):
            # (said alone, it is the sentence after the copy's: :func:`_join_followups`)
            new = _with_new_targets(joined[-1])
            if new is None:
                raise Unsure("'you may choose new targets for the copy' without a copy before")
            joined[-1] = new
            continue
        joined.append(node)
    return joined


def _with_new_targets(node: Any) -> A.Node | None:
    """``node`` whose last effect, a :class:`~rulesparser.ast.CopySpell` (also after "If you
    do,"), may have new targets chosen (CR 707.10c); None if it ends with no copy."""
    if isinstance(node, A.CopySpell):
        return dataclasses.replace(node, new_targets=True)
    if isinstance(node, A.Sequence) and node.effects:
        last = _with_new_targets(node.effects[-1])
        return None if last is None else A.Sequence(effects=node.effects[:-1] + (last,))
    if isinstance(node, (A.Conditional, A.OptionalEffect, A.DelayedTrigger)):
        # (a delayed trigger's copy: "When you cast your next instant or sorcery spell this
        # turn, copy that spell. You may choose new targets for the copy.", CR 603.7)
        inner = _with_new_targets(node.effect)
        return None if inner is None else dataclasses.replace(node, effect=inner)
    return None


def _without_hand(obj: A.ObjectRef) -> A.ObjectRef:
    """The object without the zone word of its owner's hand ("a card from your hand", German
    "aus der Hand": from the hand of the player who discards)."""
    hand = ("in_your_hand", "in_its_hand", "in_a_hand")
    if not any(w in hand for w in obj.filter):
        return obj
    return dataclasses.replace(obj, filter=tuple(w for w in obj.filter if w not in hand))


def _target_once(effects: list[A.Node]) -> list[A.Node]:
    """The effects one verb makes of a list of abilities ("gains flying and trample", "gains
    haste and '{T}: ...'"), each on the same object: a target is chosen once (CR 115.1), so
    the second and later effects name it as "that" object, as a second verb of the same
    subject does ("gets +2/+2 and gains flying")."""
    first = getattr(effects[0], "object", None) if effects else None
    if not isinstance(first, A.ObjectRef) or first.kind != "target":
        return effects
    that = A.ObjectRef(kind="that")
    return [effects[0], *(dataclasses.replace(e, object=that) for e in effects[1:])]


def _discard_of(obj: A.ObjectRef) -> A.Discard:
    """Discard (CR 701.9a) of the cards ``obj`` says: N cards of any kind read as an amount;
    "up to N cards" / "any number of cards" keep the object, whose ``up_to`` says the player
    chooses how many (CR 701.9a with 107.1c: zero is allowed), never a fixed number."""
    if obj.kind == "any" and obj.filter == ("card",) and not obj.up_to:
        return A.Discard(player=YOU, amount=obj.count or 1)
    if obj.up_to and obj.count is None:  # "any number of cards" (CR 107.1c: none is allowed)
        return A.Discard(player=YOU, amount=A.Variable(name="any_number"), object=obj)
    return A.Discard(player=YOU, amount=obj.count or 1, object=obj)


def _found(obj: A.ObjectRef) -> bool:
    """ "it", "them", "that card", "those cards": the cards just found."""
    return obj.kind in ("it", "that")


def _same_player(later: A.PlayerRef | None, first: A.PlayerRef | None) -> bool:
    """Whether a verb's player said after another's is that one: said the same, not said
    (None), or "that player" after a target player (the continued subject of "Target player
    searches their library ... and puts it onto the battlefield", :func:`_continued_players`)."""
    return (
        later is None
        or later == first
        or (later == _THAT_PLAYER and first is not None and first.kind in _TARGET_PLAYER_KINDS)
    )


def _shuffles_searched(shuffle: A.Shuffle, search: A.SearchLibrary) -> bool:
    """Whether ``shuffle`` shuffles the library ``search`` searched (CR 701.23a, 701.24): the
    searcher's own, or another player's library ("Search target player's library ... Then that
    player shuffles.": "that player" is the one whose library it was; "Ein Spieler deiner Wahl
    durchsucht seine Bibliothek ... Dieser Spieler mischt dann seine Bibliothek.": the one
    player who searched)."""
    if search.library is None:
        return shuffle.player == search.player or (
            shuffle.player.kind == "that_player"
            and search.player.kind not in ("you", "each_player", "each_opponent")
        )
    return shuffle.player == search.library or shuffle.player.kind == "that_player"


#: the position of "put that card on top" said without its library: only a library search
#: reads it (:func:`_top_after_shuffle`), any other is left unparsed
BARE_TOP = "?top_of_no_library"
#: "second / third from the top" of a library (CR 401.4): PutIntoLibrary's ``position``
_NTH_FROM_TOP = {2: "second_from_top", 3: "third_from_top"}


def _top_after_shuffle(effects: list[A.Node], search: A.SearchLibrary) -> bool:
    """Whether ``effects`` are "shuffle [your library] and put that card on top [of it]": the
    searcher shuffles the library searched, then puts the one card found on top of it (Vampiric
    Tutor, Sterling Grove; CR 701.20, 401.4). Several cards found go on top "in any order",
    which is not read here."""
    if len(effects) != 2:
        return False
    shuffle, put = effects
    obj = search.object
    return (
        isinstance(shuffle, A.Shuffle)
        and _shuffles_searched(shuffle, search)
        and isinstance(put, A.PutIntoLibrary)
        and put.position in ("top", BARE_TOP)
        and _found(put.object)
        and isinstance(obj, A.ObjectRef)
        and obj.count in (None, 1)
        and not obj.up_to
        and obj.kind != "each"
        and search.library is None
        and not search.zones
    )


def _merge_search(effects: list[A.Node]) -> list[A.Node]:
    """ "Search your library for X, [reveal it,] put it into your hand / onto the battlefield
    [tapped] / exile it, then shuffle" is one search (CR 701.19, 701.20): the clauses after the search
    say where the cards found go. A search whose cards go nowhere is not understood."""
    out: list[A.Node] = []
    i = 0
    while i < len(effects):
        e = effects[i]
        if (
            isinstance(e, A.OptionalEffect)
            and isinstance(e.effect, A.SearchLibrary)
            and not e.effect.shuffle
        ):
            # "you may search your library for an Elf card." alone: where the card goes is
            # said in another sentence (Wirewood Herald: "If you do, reveal that card, put it
            # into your hand"), not the battlefield
            raise Unsure("a library search whose cards go nowhere said")
        if not isinstance(e, A.SearchLibrary) or e.shuffle:
            out.append(e)
            i += 1
            continue
        j, reveal, dest = i + 1, False, None
        if (
            j < len(effects)
            and isinstance(effects[j], A.Reveal)
            and _found(effects[j].object)
            and _same_player(effects[j].player, e.player)
        ):
            reveal, j = True, j + 1
        if j < len(effects):
            nxt = effects[j]
            if isinstance(nxt, A.ReturnToHand) and _found(nxt.object):
                dest = dataclasses.replace(e, destination="hand", reveal=reveal)
            elif (
                isinstance(nxt, A.PutOntoBattlefield)
                and _found(nxt.object)
                and nxt.controller in (None, YOU)
                and _same_player(nxt.player, e.player)
            ):
                if (
                    nxt.attached_to is not None
                    or nxt.attacking
                    or nxt.counters is not None
                    or nxt.transformed
                ):
                    # "... for a Rune card and put it onto the battlefield attached to Runed
                    # Crown" (CR 303.4f, 301.5c): a search has no place for how the card
                    # enters besides tapped; read without it, an Aura would enter unattached
                    raise Unsure(
                        "a card found entering the battlefield attached, attacking or with counters"
                    )
                dest = dataclasses.replace(e, tapped=nxt.tapped, reveal=reveal)
            elif isinstance(nxt, A.PutIntoGraveyard) and _found(nxt.object):
                # "search your library for a card, put that card into your graveyard"
                dest = dataclasses.replace(e, destination="graveyard", reveal=reveal)
            elif (
                isinstance(nxt, A.Exile)
                and _found(nxt.object)
                and nxt.counter is None
                and nxt.amount is None
                and not nxt.face_down
            ):
                # "search your library for an artifact card, exile it, then shuffle"
                dest = dataclasses.replace(e, destination="exile", reveal=reveal)
        if dest is None and _top_after_shuffle(effects[j : j + 2], e):
            # "search your library for a card, [reveal it,] then shuffle and put that card on
            # top" (CR 701.19, 701.20, 401.4): the card found goes on top of the shuffled library
            dest = dataclasses.replace(e, destination="library_top", reveal=reveal)
            j += 1
        if dest is None and j == len(effects) and not e.optional:
            # "Search your library for a Plains card, an Island card, ... . Reveal those
            # cards, put them into your hand, then shuffle." (Shard Convergence): where the
            # cards go is said in the next sentence (:func:`_join_followups`)
            out.append(UnplacedSearch(search=e, reveal=reveal))
            break
        if dest is None:
            raise Unsure("a library search whose cards go nowhere said")
        if dest.destination == "library_top":
            out.append(dataclasses.replace(dest, shuffle=True))
            i = j + 1
            continue
        j += 1
        if (
            j < len(effects)
            and isinstance(effects[j], A.Shuffle)
            and _shuffles_searched(effects[j], e)
        ):
            j += 1
            out.append(dataclasses.replace(dest, shuffle=True))
        else:
            out.append(dest)
        i = j
    return out


def _keyword_action(lex: Any, token: Token) -> A.KeywordAction | None:
    """The keyword action of CR 701 taking no number that a keyword name is, or None."""
    kid = lex.lookup("KW_PLAIN", str(token))
    entry = keyword_table().get(kid, {})
    if entry.get("action") and entry.get("parameter", "none") == "none":
        return A.KeywordAction(action=kid)
    return None


@dataclass(frozen=True)
class SearchedZone:
    """One of the searcher's zones a search names (CR 400.1)."""

    zone: str


@dataclass(frozen=True)
class ZoneChoice:
    """ "and/or" between searched zones: the searcher chooses which of them to search."""


@dataclass(frozen=True, kw_only=True)
class UnplacedSearch(A.Node):
    """A library search (CR 701.19) ending its sentence with nothing said of where the cards
    found go, ``reveal`` if they are revealed in that sentence: the next sentence, read with it
    by :func:`_merge_search`, must say it (:func:`_join_followups`); anywhere else not
    understood; never in a parsed AST."""

    type_name: ClassVar[str] = "unplaced_search"
    search: A.SearchLibrary
    reveal: bool = False


@dataclass(frozen=True, kw_only=True)
class APlayerDid(A.Node):
    """The condition "If a player does," / "If no one does," (CR 608.2c): whether a player
    took the action "any player may" offered in the sentence before, which it joins into one
    :class:`~rulesparser.ast.AnyPlayerMay` (:func:`_a_player_did`); anywhere else not
    understood; never in a parsed AST."""

    type_name: ClassVar[str] = "a_player_did"


#: the players "any player may" offers an action to, in turn order (CR 101.4)
_ANY_PLAYER_KINDS = ("any_player", "any_opponent")


def _a_player_did(sentences: list[Any]) -> list[Any]:
    """ "Any player may sacrifice two creatures. If a player does, sacrifice ~." (Prowling
    Pangolin), "... If no one does, [effect]." (Browbeat): the offer of the sentence just
    before, to each player in turn until one accepts (CR 101.4), and what happens if one does
    (or if no one does): one :class:`~rulesparser.ast.AnyPlayerMay`. After anything else (a
    sentence ending with no such offer, "each player may") it is not understood:
    :class:`Unsure`. ``sentences``: the line's sentence nodes, returned with the two merged."""
    out: list[Any] = []
    for s in sentences:
        node = s.node if isinstance(s, XDefined) else s
        if not (isinstance(node, A.Node) and any(isinstance(n, APlayerDid) for n in node.walk())):
            out.append(s)
            continue
        steps = list(node.effects) if isinstance(node, A.Sequence) else [node]
        first = steps[0]
        cond = first.condition if isinstance(first, A.Conditional) else None
        declined = isinstance(cond, A.Not)
        cond = cond.condition if isinstance(cond, A.Not) else cond
        before = out[-1] if out else None
        prev = before.node if isinstance(before, XDefined) else before
        prev_steps = list(prev.effects) if isinstance(prev, A.Sequence) else [prev]
        offer = prev_steps[-1]
        if not (
            isinstance(cond, APlayerDid)
            and isinstance(offer, A.OptionalEffect)
            and offer.player.kind in _ANY_PLAYER_KINDS
            and not any(isinstance(n, APlayerDid) for n in first.effect.walk())
        ):
            raise Unsure("'if a player does' after no action offered to any player")
        action = offer.effect
        if (
            offer.player.kind == "any_player"
            and getattr(action, "player", None) == offer.player
            and _player_may_be_none(action)
        ):
            # "any player may sacrifice a land": who sacrifices is the one offered (the
            # AnyPlayerMay's own player, as the older sentence grammar reads it); "any
            # opponent" stays said (the offer goes to your opponents only)
            action = dataclasses.replace(action, player=None)
        merged = A.AnyPlayerMay(action=action, effect=first.effect, if_declined=declined)
        prev_steps[-1] = merged
        joined = prev_steps[0] if len(prev_steps) == 1 else A.Sequence(effects=tuple(prev_steps))
        out[-1] = XDefined(node=joined) if isinstance(before, XDefined) else joined
        if isinstance(s, XDefined) and len(steps) == 1:
            raise Unsure("an X defined in the sentence after an offer to any player")
        if len(steps) > 1:
            rest = steps[1] if len(steps) == 2 else A.Sequence(effects=tuple(steps[1:]))
            out.append(XDefined(node=rest) if isinstance(s, XDefined) else rest)
    return out


def _player_may_be_none(node: A.Node) -> bool:
    """Whether ``node``'s ``player`` field may be left out (its default is None)."""
    field = next((f for f in dataclasses.fields(node) if f.name == "player"), None)
    return field is not None and field.default is None


@dataclass(frozen=True, kw_only=True)
class SearchedLibrary(A.Node):
    """The condition "If you search your library this way," of the shuffle after a search of
    several zones (CR 701.19, 701.24): that search's shuffle (:func:`_join_followups`);
    anywhere else not understood; never in a parsed AST."""

    type_name: ClassVar[str] = "searched_library"


@dataclass(frozen=True)
class TokenName:
    """The name a token is given (CR 111.4)."""

    name: str


@dataclass(frozen=True)
class TokenState:
    """ "tapped", "tapped and attacking": how created tokens enter (CR 110.5b, 508.4)."""

    tapped: bool
    attacking: bool


@dataclass(frozen=True)
class KwList:
    """Keyword ids of "flying and haste", and the quoted abilities after them ('flying and
    "This creature can't block."', CR 113.1) as :class:`QuotedRef` marks (the parser puts each
    quoted text's abilities in their place)."""

    ids: tuple[str, ...]
    quoted: tuple[QuotedRef, ...] = ()
    #: keywords with a parameter: ("protection", Quality) (CR 702.16a)
    params: tuple[tuple[str, A.Node], ...] = ()
    #: a protection from a color chosen as the effect resolves ("the color of your choice")
    choice: bool = False

    def abilities(self) -> list[Any]:
        """The keywords as nodes, then the quoted abilities' marks."""
        return [*self.keywords(), *self.quoted]

    def keywords(self) -> list[A.Keyword]:
        from rulesparser.parser import keyword_expansion  # the parser imports this package

        if self.choice:
            raise Unsure("an ability with a color chosen as an effect resolves, had for ever")
        plain = [A.Keyword(name=k, abilities=keyword_expansion(k, None)) for k in self.ids]
        return plain + [
            A.Keyword(name=k, parameter=p, abilities=keyword_expansion(k, p))
            for k, p in self.params
        ]


@dataclass(frozen=True)
class Protection:
    """The qualities of "protection from [quality] [and from [quality]]" (CR 702.16a);
    ``choice``: "the color of your choice", chosen as the effect resolves (``chosen_color``)."""

    qualities: tuple[str, ...]
    choice: bool = False


@dataclass(frozen=True)
class QuotedRef:
    """The quoted ability number ``index`` of a line (rulesparser.cardtext._quoted_abilities
    parses it alone and puts its abilities in the AST in place of this mark)."""

    index: int


def _event_of(event: Any) -> A.Event:
    """The event of a "would" prefix, without the duration a German event says inside it."""
    return event.event if isinstance(event, TimedEvent) else event


def _damage_change(event: A.Event, effect: A.Node) -> tuple[A.Event, A.DealDamage] | None:
    """ "If a source would deal damage to a permanent or player, it deals double that damage
    to that permanent or player instead." (CR 614.1a): the damage event of the recipient (from
    that source, ``damage_source``), and the damage the source deals instead to the same
    object or player (said again, or not: "fügt sie stattdessen so viele Schadenspunkte plus 2
    zu"). None when the sentence is not one; :class:`Unsure` when it is said of another
    recipient or by another source."""
    if not (isinstance(effect, A.DealDamage) and event.name in ("deals_damage", "dealt_damage")):
        return None
    if event.name == "deals_damage":
        source, recipient = event.object.effects
    else:
        source, recipient = event.damage_source, event.object
    if isinstance(recipient, A.PlayerRef) and recipient.object is None:
        # "If a red source would deal damage to a player, it deals that much damage plus 1 to
        # that player instead." (Tok-Tok, Volcano Born): the player of the event
        that: A.Node = A.PlayerRef(kind="that_player") if recipient.kind != "you" else recipient
        if effect.recipient not in (that, recipient, _SAME_RECIPIENT):
            raise Unsure("damage instead to another recipient than the event's")
    elif not isinstance(recipient, A.ObjectOrPlayer) or recipient.object.kind != "any":
        return None
    else:
        that = A.ObjectOrPlayer(object=A.ObjectRef(kind="that", filter=recipient.object.filter))
        if effect.recipient not in (that, _SAME_RECIPIENT):
            raise Unsure("damage instead to another recipient than the event's")
    if effect.damage_source not in (IT, A.ObjectRef(kind="that", filter=("source",))):
        raise Unsure("damage instead from another source than the event's")
    if not isinstance(effect.amount, (A.Sum, A.Product)):
        raise Unsure("an amount of damage instead that is not the event's changed")
    event = A.Event(name="dealt_damage", object=recipient, damage_source=source)
    that_source = A.ObjectRef(kind="that", filter=("source",))
    return event, A.DealDamage(damage_source=that_source, amount=effect.amount, recipient=that)


def _any_source_damage(event: A.Event) -> A.Event:
    """ "If a source would deal damage to [recipient]" is "If damage would be dealt to
    [recipient]" (CR 120.1: damage is always dealt by a source): the ``dealt_damage`` event of
    the recipient. A source with any quality ("a red source") stays the source's event."""
    pair = event.object
    if event.name != "deals_damage" or not isinstance(pair, A.Sequence):
        return event
    source, recipient = pair.effects
    if isinstance(source, A.ObjectRef) and source.kind == "any" and source.filter == ("source",):
        return A.Event(name="dealt_damage", object=recipient)
    return event


def _upkeep_during(ch: list[Any], lex: Any) -> A.StepTrigger:
    """The step trigger of the old "during your upkeep" (Oracle "at the beginning of your
    upkeep", CR 503.1); any other step is :class:`Unsure`."""
    owner, next_only = next((c for c in ch if isinstance(c, tuple)), ("each", False))
    step = lex.lookup("STEP_NAME", str(tokens(ch, "STEP_NAME")[0]))
    if step != "upkeep" or next_only:
        raise Unsure("'during' a step other than the upkeep")
    return A.StepTrigger(step=step, player=owner)


def _old_prevention_target(obj: A.ObjectRef) -> A.ObjectRef:
    """The one creature of a 1994-1999 German prevention shield ("Verhindere 1 Schadenspunkt bei
    einer Kreatur", "... bei einer Kreatur, die Du beherrschst"; English "Prevent 1 damage to
    any creature", "... to a creature you control") as its target: that era's English said
    "any creature" where the Oracle text says "target creature" (the shield's creature was
    chosen as it was played, CR 115.1), and its German says "deiner Wahl" only where the English
    says "target" (Sacred Boon, Temper), so the missing mark is no dropped word. Every such
    printing of the development sets has a target in its Oracle text. Any other object (several,
    "each", this one) is returned as it is."""
    if obj.kind == "any" and obj.count == 1 and not obj.up_to:
        return dataclasses.replace(obj, kind="target", count=None)
    return obj


def _predefined_token(name: str, amount: Any) -> A.CreateToken:
    """``amount`` predefined tokens of ``name`` (CR 111.10, kb/predefined_tokens.yaml): a token
    named by its subtype with its rule's card types (a Treasure artifact, a Shard enchantment),
    or the creature token its rule defines (a Walker: a 2/2 black Zombie creature token named
    Walker, CR 111.10d). A double-faced one (an Incubator, CR 111.10i) or a name the table
    doesn't hold: ``Unsure``."""
    entry = predefined_token_table().get(name)
    if entry is None:
        raise Unsure("a token named by a subtype that is not a predefined token")
    if entry.get("double_faced"):
        raise Unsure("a double-faced predefined token (CR 111.10i)")
    if entry.get("power") is not None:
        return A.CreateToken(
            amount=amount,
            power=entry["power"],
            toughness=entry["toughness"],
            colors=tuple(entry.get("colors") or ()),
            subtypes=tuple(entry.get("subtypes") or ()),
            types=tuple(entry["types"]),
            name=entry.get("name"),
        )
    return A.CreateToken(amount=amount, subtypes=(name,), types=tuple(entry["types"]))
