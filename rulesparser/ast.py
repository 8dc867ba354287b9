"""The language-neutral ability AST.

One set of node classes serves English, French and German text of every templating era. Node and
field names are the Comprehensive Rules' English terms (CR glossary): abilities (CR 113), triggered
abilities and triggers (CR 603), intervening "if" clauses (CR 603.4), replacement effects (CR 614),
costs (CR 118), counters (CR 122), steps (CR 500-514), zones (CR 400).

Every node is a frozen dataclass. Two extra fields sit on every node and never take part in
equality: ``source`` (everything about the original text: language, era, span, raw text, the parsed
reminder) and ``findings`` (disagreements found while parsing). ``to_json`` writes them under those
key names, so stripping the keys ``source`` and ``findings`` recursively leaves JSON that is
byte-identical for the same ability in any language or era.

Canonical JSON: ``canonical_json(node)`` sorts keys and uses compact separators.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

__all__ = [
    "Node",
    "Source",
    "Finding",
    "Variable",
    "ManaCost",
    "Cost",
    "ObjectRef",
    "PlayerRef",
    "Duration",
    "StepTrigger",
    "EventTrigger",
    "AnyTrigger",
    "HasCounters",
    "Not",
    "ControlledSinceLastUpkeep",
    "KickerPaid",
    "Suspended",
    "Event",
    "Effect",
    "PutCounters",
    "RemoveCounters",
    "Sacrifice",
    "SacrificeUnlessPay",
    "IfYouCant",
    "Sequence",
    "DealDamage",
    "GainLife",
    "LoseLife",
    "Draw",
    "Discard",
    "Exile",
    "CastWithoutPaying",
    "GainAbility",
    "Tap",
    "Untap",
    "TurnFaceUp",
    "CounterObject",
    "CreateToken",
    "ChooseOne",
    "UnparsedEffect",
    "Ability",
    "TriggeredAbility",
    "ActivatedAbility",
    "StaticAbility",
    "SpellAbility",
    "ReplacementEffect",
    "AdditionalCost",
    "AlternativeCost",
    "Keyword",
    "KeywordDefinition",
    "Unparsed",
    "Card",
    "Count",
    "LoseAllAbilities",
    "SetPowerToughness",
    "Conditional",
    "DefinePowerToughness",
    "KickerCostPaid",
    "Targets",
    "StackObjectRef",
    "ChangeTarget",
    "Regenerate",
    "PreventCombatDamage",
    "BlocksIfAble",
    "AnyPlayerMay",
    "PutIntoLibrary",
    "Fight",
    "KeywordCostPaid",
    "QualityAndCost",
    "SpellIs",
    "Attach",
    "PutOntoBattlefield",
    "CopySpell",
    "canonical_json",
    "strip_meta",
    "Destroy",
    "Superlative",
    "Exists",
    "StateTrigger",
    "MaximumHandSize",
    "SkipStep",
    "HasCardType",
    "SearchSameName",
    "CantBeBlockedBy",
    "ReturnToBattlefield",
    "first_difference",
    "node_from_json",
]


def _jsonable(value: Any) -> Any:
    if isinstance(value, Node):
        return value.to_json()
    if isinstance(value, (tuple, list)):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    return value


_REGISTRY: dict[str, type[Node]] = {}


@functools.cache
def _content_fields(cls: type) -> tuple[str, ...]:
    """Field names of a node class except the metadata ``source`` and ``findings``."""
    return tuple(f.name for f in fields(cls) if f.name not in ("source", "findings"))


@dataclass(frozen=True, kw_only=True)
class Node:
    """Base of every AST node.

    ``source`` (a :class:`Source` or None) and ``findings`` (a tuple of :class:`Finding`) are
    metadata: excluded from ``==`` and ``hash`` and written under the keys ``source`` /
    ``findings`` by :meth:`to_json`.
    """

    type_name: ClassVar[str] = "node"
    source: Source | None = field(default=None, compare=False, repr=False)
    findings: tuple[Finding, ...] = field(default=(), compare=False, repr=False)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "type_name" in cls.__dict__:
            _REGISTRY[cls.type_name] = cls

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-ready dict: ``{"type": <type_name>, <field>: ...}``."""
        out: dict[str, Any] = {"type": self.type_name}
        for name in _content_fields(type(self)):
            out[name] = _jsonable(getattr(self, name))
        if self.source is not None:
            out["source"] = self.source.to_json()
        if self.findings:
            out["findings"] = [x.to_json() for x in self.findings]
        return out

    def walk(self):  # type: ignore[no-untyped-def]
        """Yield this node and every node below it, depth first."""
        yield self
        for name in _content_fields(type(self)):
            value = getattr(self, name)
            if isinstance(value, Node):
                yield from value.walk()
            elif isinstance(value, tuple):
                for item in value:
                    if isinstance(item, Node):
                        yield from item.walk()


@dataclass(frozen=True)
class Source:
    """Where a node came from: language code, era, 1-based line, character span, raw text.

    ``reminder`` holds the abilities parsed from a keyword's reminder text (a tuple of nodes);
    it is metadata because reminder text abbreviates the rules (see ``Keyword``).
    """

    lang: str
    text: str
    line: int = 1
    span: tuple[int, int] = (0, 0)
    era: str | None = None
    reminder: tuple[Node, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict of the source fields (``reminder`` only when present)."""
        out: dict[str, Any] = {
            "lang": self.lang,
            "text": self.text,
            "line": self.line,
            "span": list(self.span),
        }
        if self.era:
            out["era"] = self.era
        if self.reminder is not None:
            out["reminder"] = [n.to_json() for n in self.reminder]
        return out


@dataclass(frozen=True)
class Finding:
    """A disagreement found while parsing: ``code`` (e.g. ``reminder-mismatch``), a message,
    and the expected / actual JSON fragments where there are any."""

    code: str
    message: str
    expected: Any = None
    actual: Any = None

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict."""
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.expected is not None:
            out["expected"] = self.expected
        if self.actual is not None:
            out["actual"] = self.actual
        return out


# --------------------------------------------------------------------------- values


@dataclass(frozen=True, kw_only=True)
class Variable(Node):
    """A number given by a variable: "N" in a keyword definition, "X" in a cost (CR 107.3).
    ``minimum`` is a printed lower bound ("Suspend X—{X}{3}{U}. X can't be 0." gives 1)."""

    type_name: ClassVar[str] = "variable"
    name: str
    minimum: int | None = None


Amount = int | Variable


@dataclass(frozen=True, kw_only=True)
class ManaCost(Node):
    """A mana cost (CR 202, 107.4): mana symbols without braces, e.g. ``("2", "U")`` for {2}{U}."""

    type_name: ClassVar[str] = "mana_cost"
    symbols: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class Cost(Node):
    """A cost (CR 118): its components, each a :class:`ManaCost` or an action node
    (:class:`Discard`, :class:`Sacrifice`, :class:`LoseLife` for paying life, :class:`Tap`...)."""

    type_name: ClassVar[str] = "cost"
    components: tuple[Node, ...]


@dataclass(frozen=True, kw_only=True)
class ObjectRef(Node):
    """A reference to an object.

    ``kind``: ``self`` (this permanent / this card / this spell / the card's own name / a pronoun
    for it), ``target`` (target object, filtered by ``filter``), ``that`` (an object named earlier),
    ``each``/``any`` (objects matching ``filter``), ``enchanted``/``equipped``.
    ``filter`` is a tuple of canonical words: card types, "untapped", "nonland", ...
    """

    type_name: ClassVar[str] = "object"
    kind: str
    filter: tuple[str, ...] = ()
    count: Amount | None = None
    up_to: bool = False


@dataclass(frozen=True, kw_only=True)
class PlayerRef(Node):
    """A reference to a player (CR 102): ``you``, ``opponent``, ``each_player``, ``target_player``,
    ``controller`` (of ``object``), ``owner``."""

    type_name: ClassVar[str] = "player"
    kind: str
    object: ObjectRef | None = None


@dataclass(frozen=True, kw_only=True)
class Duration(Node):
    """How long an effect lasts (CR 611.2): ``end_of_turn``, ``lose_control``, ``permanent``."""

    type_name: ClassVar[str] = "duration"
    kind: str


# --------------------------------------------------------------------------- triggers


@dataclass(frozen=True, kw_only=True)
class StepTrigger(Node):
    """ "At the beginning of [player's] [step]" (CR 603.2, 503 upkeep). ``step`` is the CR step
    name (``upkeep``, ``draw``, ``end``, ``combat``); ``player`` whose step (``you``, ``each``)."""

    type_name: ClassVar[str] = "step_trigger"
    step: str
    player: str = "you"
    next_only: bool = False


@dataclass(frozen=True, kw_only=True)
class EventTrigger(Node):
    """ "When/Whenever [object] [event]" (CR 603.2).

    ``event``: ``enters`` (the battlefield; old "comes into play"), ``leaves`` (the battlefield),
    ``dies`` (put into a graveyard from the battlefield, CR 700.4), ``counter_removed``,
    ``counter_put``, ``cast``, ``attacks``, ``blocks``, ``deals_combat_damage``,
    ``becomes_untapped``, ``turned_face_up``, ``discarded``, ``blocked_by``.
    ``counter`` names the counter for counter events; ``last`` is True for "the last ... counter
    is removed"; ``zone`` restricts where the object is (``exile`` for suspended cards);
    ``recipient`` is what was dealt damage for damage events (``deals_damage``, any damage;
    ``deals_combat_damage``, combat damage only, CR 510.2): a :class:`PlayerRef` ("to you", "to
    an opponent", "to a player") or an :class:`ObjectRef` ("to a creature"); the player a card
    was returned to for ``returned_to_hand``. The ``object`` of a damage trigger is the source
    (CR 120.1, 603.2c: one trigger per source per damage event), e.g. ``ObjectRef(kind="any",
    filter=("source", "chosen_color"))`` for "a source of the chosen color".
    """

    type_name: ClassVar[str] = "event_trigger"
    event: str
    object: ObjectRef
    counter: str | None = None
    last: bool = False
    zone: str | None = None
    recipient: PlayerRef | ObjectRef | None = None


@dataclass(frozen=True, kw_only=True)
class AnyTrigger(Node):
    """ "When A or B": either trigger event triggers the ability (one ability, CR 603.2)."""

    type_name: ClassVar[str] = "any_trigger"
    triggers: tuple[Node, ...]


# --------------------------------------------------------------------------- conditions


@dataclass(frozen=True, kw_only=True)
class HasCounters(Node):
    """ "[object] has a [counter] counter on it" (at least ``at_least`` counters)."""

    type_name: ClassVar[str] = "has_counters"
    object: ObjectRef
    counter: str
    at_least: int = 1


@dataclass(frozen=True, kw_only=True)
class Not(Node):
    """Negation of a condition ("had no time counters on it")."""

    type_name: ClassVar[str] = "not"
    condition: Node


@dataclass(frozen=True, kw_only=True)
class ControlledSinceLastUpkeep(Node):
    """Echo's condition (CR 702.30a): the object came under its controller's control since the
    beginning of that player's last upkeep."""

    type_name: ClassVar[str] = "controlled_since_last_upkeep"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class KickerPaid(Node):
    """ "if it was kicked" / "if the [cost] kicker cost was paid" (CR 702.33d-e).

    ``index`` is the 0-based position of the kicker cost on the card, None for any kicker."""

    type_name: ClassVar[str] = "kicker_paid"
    index: int | None = None


@dataclass(frozen=True, kw_only=True)
class Suspended(Node):
    """The object is suspended: in exile, with suspend, with a time counter (CR 702.62b)."""

    type_name: ClassVar[str] = "suspended"
    object: ObjectRef


# --------------------------------------------------------------------------- effects


@dataclass(frozen=True, kw_only=True)
class Effect(Node):
    """Base of one-shot effects (CR 610)."""

    type_name: ClassVar[str] = "effect"


@dataclass(frozen=True, kw_only=True)
class PutCounters(Effect):
    """Put ``amount`` counters of kind ``counter`` on ``object`` (CR 122.6)."""

    type_name: ClassVar[str] = "put_counters"
    counter: str
    amount: Amount
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class RemoveCounters(Effect):
    """Remove ``amount`` counters of kind ``counter`` from ``object`` (CR 122)."""

    type_name: ClassVar[str] = "remove_counters"
    counter: str
    amount: Amount
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class Sacrifice(Effect):
    """Sacrifice ``object`` (CR 701.17); ``player`` sacrifices it ("enchanted permanent's
    controller sacrifices it"), None for the ability's controller."""

    type_name: ClassVar[str] = "sacrifice"
    object: ObjectRef
    player: PlayerRef | None = None


@dataclass(frozen=True, kw_only=True)
class SacrificeUnlessPay(Effect):
    """ "sacrifice [object] unless you pay [cost]" (echo, CR 702.30a). ``cost`` None means the
    object's own echo cost, written "its echo cost" in reminder text."""

    type_name: ClassVar[str] = "sacrifice_unless_pay"
    object: ObjectRef
    cost: Cost | None


@dataclass(frozen=True, kw_only=True)
class IfYouCant(Effect):
    """ "[effect]. If you can't, [otherwise]." (fading, CR 702.32a)."""

    type_name: ClassVar[str] = "if_you_cant"
    effect: Node
    otherwise: Node


@dataclass(frozen=True, kw_only=True)
class Sequence(Effect):
    """Several effects done in order (sentences of one ability)."""

    type_name: ClassVar[str] = "sequence"
    effects: tuple[Node, ...]


@dataclass(frozen=True, kw_only=True)
class DealDamage(Effect):
    """``source`` deals ``amount`` damage to ``recipient`` (CR 120)."""

    type_name: ClassVar[str] = "deal_damage"
    damage_source: ObjectRef
    amount: Amount
    recipient: Node


@dataclass(frozen=True, kw_only=True)
class GainLife(Effect):
    """``player`` gains ``amount`` life (CR 119)."""

    type_name: ClassVar[str] = "gain_life"
    player: PlayerRef
    amount: Amount


@dataclass(frozen=True, kw_only=True)
class LoseLife(Effect):
    """``player`` loses ``amount`` life, or pays it as a cost (CR 119, 118.3)."""

    type_name: ClassVar[str] = "lose_life"
    player: PlayerRef
    amount: Amount


@dataclass(frozen=True, kw_only=True)
class Draw(Effect):
    """``player`` draws ``amount`` cards (CR 121); ``optional`` for "you may draw" (CR 603.5:
    the choice is made as the ability resolves)."""

    type_name: ClassVar[str] = "draw"
    player: PlayerRef
    amount: Amount
    optional: bool = False


@dataclass(frozen=True, kw_only=True)
class Discard(Effect):
    """``player`` discards ``amount`` cards, or the ``object`` (CR 701.8)."""

    type_name: ClassVar[str] = "discard"
    player: PlayerRef
    amount: Amount = 1
    object: ObjectRef | None = None


@dataclass(frozen=True, kw_only=True)
class Exile(Effect):
    """Exile ``object`` (old wording "remove from the game"), with ``counters`` time counters
    (suspend) when given (CR 406, 702.62a)."""

    type_name: ClassVar[str] = "exile"
    object: ObjectRef
    counter: str | None = None
    amount: Amount | None = None
    face_down: bool = False


@dataclass(frozen=True, kw_only=True)
class CastWithoutPaying(Effect):
    """Cast ``object`` without paying its mana cost (CR 601.2, 118.9); ``optional`` for "may".
    ``player`` casts it (None: the ability's controller), e.g. Spellshift's "That player may
    play that card": the player who revealed it (``that_player``)."""

    type_name: ClassVar[str] = "cast_without_paying"
    object: ObjectRef
    optional: bool = False
    player: PlayerRef | None = None


@dataclass(frozen=True, kw_only=True)
class GainAbility(Effect):
    """``object`` gains the keyword ``ability`` for ``duration`` (CR 611.2)."""

    type_name: ClassVar[str] = "gain_ability"
    object: ObjectRef
    ability: str
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class Tap(Effect):
    """Tap ``object`` (CR 701.20)."""

    type_name: ClassVar[str] = "tap"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class Untap(Effect):
    """Untap ``object`` (CR 701.20)."""

    type_name: ClassVar[str] = "untap"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class TurnFaceUp(Effect):
    """Turn a face-down ``object`` face up (CR 702.36e, 711)."""

    type_name: ClassVar[str] = "turn_face_up"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class CounterObject(Effect):
    """Counter a spell or ability (CR 701.5)."""

    type_name: ClassVar[str] = "counter"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class CreateToken(Effect):
    """Create ``amount`` tokens (old wording "put ... token into play"): ``copy_of`` an object, or
    with ``power``/``toughness``/``colors``/``subtypes``/``abilities`` (CR 111). ``player``
    creates them and controls them ("Its controller creates ..."); None for the ability's
    controller."""

    type_name: ClassVar[str] = "create_token"
    player: PlayerRef | None = None
    amount: Amount = 1
    copy_of: ObjectRef | None = None
    power: int | None = None
    toughness: int | None = None
    colors: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    abilities: tuple[Node, ...] = ()


@dataclass(frozen=True, kw_only=True)
class ChooseOne(Effect):
    """ "Choose one —" modal effect (CR 700.2): ``modes`` are effects."""

    type_name: ClassVar[str] = "choose_one"
    modes: tuple[Node, ...]


@dataclass(frozen=True, kw_only=True)
class UnparsedEffect(Effect):
    """An effect clause the grammar recognised as a clause but not in detail; its words are in
    ``source``. Only produced in lenient mode."""

    type_name: ClassVar[str] = "unparsed_effect"


# --------------------------------------------------------------------------- abilities


@dataclass(frozen=True, kw_only=True)
class Ability(Node):
    """Base of abilities (CR 113)."""

    type_name: ClassVar[str] = "ability"


@dataclass(frozen=True, kw_only=True)
class TriggeredAbility(Ability):
    """A triggered ability (CR 603): ``trigger``, optional intervening-if ``condition``
    (CR 603.4: checked when the event happens and again on resolution), ``effect``."""

    type_name: ClassVar[str] = "triggered_ability"
    trigger: Node
    condition: Node | None = None
    effect: Node
    optional: bool = False


@dataclass(frozen=True, kw_only=True)
class ActivatedAbility(Ability):
    """An activated ability "[cost]: [effect]" (CR 602); ``timing`` e.g. ``sorcery``."""

    type_name: ClassVar[str] = "activated_ability"
    cost: Cost
    effect: Node
    timing: str | None = None


@dataclass(frozen=True, kw_only=True)
class StaticAbility(Ability):
    """A static ability (CR 604). ``rule`` names the rule it states, as a canonical phrase
    (e.g. ``cast_as_instant`` for flash, ``evasion:flying``) and ``rule_number`` the CR rule;
    ``parameters`` carries values such as ``power`` for flanking."""

    type_name: ClassVar[str] = "static_ability"
    rule: str
    parameters: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True, kw_only=True)
class SpellAbility(Ability):
    """A spell ability: the instructions of an instant or sorcery (CR 113.3a)."""

    type_name: ClassVar[str] = "spell_ability"
    effect: Node


@dataclass(frozen=True, kw_only=True)
class Event(Node):
    """An event a replacement effect watches (CR 614.1): ``name`` (``enters``, ``untap``,
    ``discard``, ``dies``), the ``object`` or a filter object."""

    type_name: ClassVar[str] = "event"
    name: str
    object: Node


@dataclass(frozen=True, kw_only=True)
class ReplacementEffect(Ability):
    """A replacement effect (CR 614): when ``event`` would happen, ``mode`` ``instead`` (CR 614.1a:
    do ``replacement`` instead) or ``with`` (CR 614.1c: the object enters with ``replacement``
    applied) or ``as`` (CR 614.12: "As [this] enters [or is turned face up], [effect]": the
    effect, often a choice, happens as the event happens; ``event`` may be an :class:`AnyEvent`).
    ``condition`` restricts it (e.g. "with a stun counter on it")."""

    type_name: ClassVar[str] = "replacement_effect"
    event: Event | AnyEvent
    mode: str
    replacement: Node
    condition: Node | None = None


@dataclass(frozen=True, kw_only=True)
class AdditionalCost(Ability):
    """An optional additional cost to cast this spell (kicker, multikicker, buyback: CR 601.2b,
    702.33); ``repeatable`` for multikicker."""

    type_name: ClassVar[str] = "additional_cost"
    cost: Cost
    optional: bool = True
    repeatable: bool = False


@dataclass(frozen=True, kw_only=True)
class AlternativeCost(Ability):
    """A way to cast or play a card other than paying its mana cost (CR 118.9): morph's face-down
    cast for {3}, madness, suspend. ``action`` names it (``cast_face_down``, ``cast_from_exile``,
    ``suspend``, ``cast_from_graveyard``); ``cost`` is what is paid; ``effect`` what else happens;
    ``condition`` restricts when it may be used (flashback since 2021, CR 702.34a: "if the resulting
    spell is an instant or sorcery spell")."""

    type_name: ClassVar[str] = "alternative_cost"
    action: str
    cost: Cost | None
    effect: Node | None = None
    condition: Node | None = None


# --------------------------------------------------------------------------- keyword additions
# Nodes of the CR "means" clauses of cycling, equip, flashback, ninjutsu, storm and buyback
# (CR 702.29a, 702.6a, 702.34a, 702.49a, 702.40a, 702.27a).


@dataclass(frozen=True, kw_only=True)
class KeywordCostPaid(Node):
    """Condition: the cost of the keyword this ability belongs to was paid ("If the flashback cost
    was paid", "if its evoke cost was paid"; in reminder text "If you do" after the optional
    cost: CR 702.27a, 702.34a, 702.74a)."""

    type_name: ClassVar[str] = "keyword_cost_paid"


@dataclass(frozen=True, kw_only=True)
class SpellIs(Node):
    """Condition on the spell a card would become (CR 702.34a since 2021: "if the resulting spell
    is an instant or sorcery spell"): ``types`` lists the card types it may have."""

    type_name: ClassVar[str] = "spell_is"
    types: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class QualityAndCost(Node):
    """The parameter of "Equip [quality] [cost]" (CR 702.6c: "Equip legendary creature {3}",
    "Equip Knight {1}"): the ``quality`` words restrict the keyword's targets."""

    type_name: ClassVar[str] = "quality_and_cost"
    quality: tuple[str, ...]
    cost: Cost


@dataclass(frozen=True, kw_only=True)
class Attach(Effect):
    """Attach ``object`` (an Aura, Equipment or Fortification) to ``to`` (CR 701.3)."""

    type_name: ClassVar[str] = "attach"
    object: ObjectRef
    to: ObjectRef


@dataclass(frozen=True, kw_only=True)
class PutOntoBattlefield(Effect):
    """Put ``object`` onto the battlefield from ``zone`` (CR 110.2), ``tapped`` and/or
    ``attacking`` (CR 508.8: an attacking creature that was never declared as an attacker),
    e.g. ninjutsu (CR 702.49a). ``from_player``: whose ``zone`` (``that_player``: the player
    named before, e.g. whose hand was revealed; None: the object's owner's); ``controller``:
    under whose control (None: its owner's); ``optional`` for "you may" (Treacherous Urge:
    "You may put a creature card from it into play under your control")."""

    type_name: ClassVar[str] = "put_onto_battlefield"
    object: ObjectRef
    zone: str | None = None
    tapped: bool = False
    attacking: bool = False
    from_player: PlayerRef | None = None
    controller: PlayerRef | None = None
    optional: bool = False


@dataclass(frozen=True, kw_only=True)
class CopySpell(Effect):
    """Copy the spell ``object`` ``amount`` times (CR 707.10); ``new_targets``: the controller may
    choose new targets for the copies (CR 707.10c), e.g. storm (CR 702.40a)."""

    type_name: ClassVar[str] = "copy_spell"
    object: ObjectRef
    amount: Amount | Count
    new_targets: bool = False


@dataclass(frozen=True, kw_only=True)
class Keyword(Node):
    """A keyword ability on a card (CR 702): ``name`` is the keyword id (English, lower case),
    ``parameter`` its number or cost (or None), ``abilities`` its expansion per its CR definition
    (the authority). The reminder text, when printed, is parsed into ``source.reminder`` and
    checked against the expansion; unexplained differences go to ``findings``."""

    type_name: ClassVar[str] = "keyword"
    name: str
    parameter: Node | int | None = None
    abilities: tuple[Node, ...] = ()


@dataclass(frozen=True, kw_only=True)
class KeywordDefinition(Node):
    """A CR keyword clause: ``keyword`` id, the ``rule`` number, the ``variable`` it is
    parameterised by ("N", "cost", or None) and the ``abilities`` it means. Clauses such as
    702.63c ("each works separately") give ``instances`` = ``separate``."""

    type_name: ClassVar[str] = "keyword_definition"
    keyword: str
    rule: str | None = None
    variable: str | None = None
    abilities: tuple[Node, ...] = ()
    instances: str | None = None


@dataclass(frozen=True, kw_only=True)
class Unparsed(Node):
    """A line the grammar could not parse (lenient mode only); ``error`` says why; its text and
    span are in ``source``."""

    type_name: ClassVar[str] = "unparsed"
    error: str


@dataclass(frozen=True, kw_only=True)
class Card(Node):
    """A whole rules text: its abilities and keywords in printed order (one entry per line or
    per keyword in a keyword list)."""

    type_name: ClassVar[str] = "card"
    abilities: tuple[Node, ...]


# --------------------------------------------------------------------------- JSON helpers


def canonical_json(node: Node | list[Node] | tuple[Node, ...], *, indent: int | None = None) -> str:
    """Serialise a node (or sequence of nodes) to canonical JSON: sorted keys, UTF-8 text."""
    data = _jsonable(node)
    if indent is None:
        return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(data, sort_keys=True, ensure_ascii=False, indent=indent)


def strip_meta(data: Any) -> Any:
    """Remove the keys ``source`` and ``findings`` recursively from JSON data (dicts/lists)."""
    if isinstance(data, dict):
        return {k: strip_meta(v) for k, v in data.items() if k not in ("source", "findings")}
    if isinstance(data, list):
        return [strip_meta(v) for v in data]
    return data


def node_from_json(data: Any) -> Any:
    """Rebuild nodes from :meth:`Node.to_json` output (``source``/``findings`` are dropped).

    Raises ``ValueError`` for an unknown ``type``."""
    if isinstance(data, list):
        return tuple(node_from_json(v) for v in data)
    if isinstance(data, dict) and "type" in data:
        cls = _REGISTRY.get(data["type"])
        if cls is None:
            raise ValueError(f"unknown AST node type {data['type']!r}")
        kwargs = {}
        for k, v in data.items():
            if k in ("type", "source", "findings"):
                continue
            if k == "parameters":
                kwargs[k] = tuple(tuple(p) for p in v)
            elif isinstance(v, list) and all(isinstance(x, str) for x in v):
                kwargs[k] = tuple(v)
            else:
                kwargs[k] = node_from_json(v)
        return cls(**kwargs)
    return data


# --------------------------------------------------------------------------- executor additions
# Nodes added for card-specific lines the executor runs (issue 4). Each is language-neutral.


@dataclass(frozen=True, kw_only=True)
class Count(Node):
    """A number read from the game state when it is needed (CR 107.3, 208.2 "equal to").

    ``what``: ``life_total`` (of ``player``), ``cards_in_hand`` (of ``player``), ``permanents``
    (controlled by ``player`` and matching ``filter``, e.g. ``("island",)``), ``counters`` (of kind
    ``counter`` on ``object``), ``power`` (of ``object``), ``mana_value`` (of ``object``, a card
    or a spell: CR 202.3; "converted mana cost" in older text), ``times_kicked`` (how many times
    the kicker costs of ``object`` were paid, CR 702.33c "for each time it was kicked"). Inside a :class:`Cost`, a ``Count``
    component is generic mana of that amount (Volcano Hellion's "echo {X}, where X is your life
    total"). Examples: Tidewalker "a time counter on it for each Island you control"."""

    type_name: ClassVar[str] = "count"
    what: str
    player: PlayerRef | None = None
    object: ObjectRef | None = None
    counter: str | None = None
    filter: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class LoseAllAbilities(Effect):
    """``object`` loses all abilities for ``duration`` (CR 613.1f layer 6; Ovinize)."""

    type_name: ClassVar[str] = "lose_all_abilities"
    object: ObjectRef
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class SetPowerToughness(Effect):
    """``object`` has base power ``power`` and toughness ``toughness`` for ``duration``
    (CR 613.4b layer 7b; Ovinize "becomes 0/1 until end of turn")."""

    type_name: ClassVar[str] = "set_power_toughness"
    object: ObjectRef
    power: int
    toughness: int
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class Conditional(Effect):
    """If "[condition], [effect]" inside a resolving spell or ability (CR 608.2c), e.g. Stall for
    Time's "If this spell was kicked, put a stun counter on each of those creatures"."""

    type_name: ClassVar[str] = "conditional"
    condition: Node
    effect: Node


@dataclass(frozen=True, kw_only=True)
class DefinePowerToughness(Ability):
    """A characteristic-defining ability (CR 604.3): power and toughness are each ``power`` /
    ``toughness`` (an int or a :class:`Count`), e.g. Tidewalker, Aeon Chronicler. It works in
    every zone (CR 604.3)."""

    type_name: ClassVar[str] = "define_power_toughness"
    power: Node | int
    toughness: Node | int


@dataclass(frozen=True, kw_only=True)
class InZone(Node):
    """The object is in ``zone`` (``exile``, ``graveyard``, ``hand``, ``battlefield``; CR 400)."""

    type_name: ClassVar[str] = "in_zone"
    object: ObjectRef
    zone: str


@dataclass(frozen=True, kw_only=True)
class ModifyPowerToughness(Effect):
    """``object`` gets +X/+Y until end of turn (CR 611.2); ``power``/``toughness`` are deltas,
    ints or a :class:`Count` fixed as the effect resolves ("+X/+0, where X is its power").
    ``object`` may be an :class:`ObjectUnion` ("each Fungus and each Saproling you control"):
    an object matching several of its references is affected once."""

    type_name: ClassVar[str] = "modify_pt"
    object: ObjectRef | ObjectUnion
    power: int | Node
    toughness: int | Node
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class RemainsExiled(Effect):
    """ "If you don't, it remains exiled" (suspend, CR 702.62a): the card stays in exile."""

    type_name: ClassVar[str] = "remains_exiled"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class NumberAndCost(Node):
    """A keyword parameter made of a number and a cost: "Suspend 4—{1}{U}" (CR 702.62a)."""

    type_name: ClassVar[str] = "number_and_cost"
    number: Amount
    cost: Cost


@dataclass(frozen=True, kw_only=True)
class KickerCostPaid(Node):
    """ "if the [cost] kicker cost was paid" (CR 702.33e): names one kicker cost of a card with
    several by its mana cost (Ana Battlemage); the executor finds its position on the card."""

    type_name: ClassVar[str] = "kicker_cost_paid"
    cost: ManaCost


@dataclass(frozen=True, kw_only=True)
class Reveal(Effect):
    """Reveal ``object`` (CR 701.16), e.g. the cost "Reveal a white card in your hand"."""

    type_name: ClassVar[str] = "reveal"
    object: ObjectRef
    zone: str | None = None


@dataclass(frozen=True, kw_only=True)
class ReturnToHand(Effect):
    """Return ``object`` to its owner's hand (CR 400.7; old "bounce"), e.g. morph's
    "Return two Islands you control to their owner's hand"."""

    type_name: ClassVar[str] = "return_to_hand"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class Quality(Node):
    """A quality that protection is from (CR 702.16a): a color ("black") or a card type."""

    type_name: ClassVar[str] = "quality"
    value: str


# --------------------------------------------------------------------------- copies and choices
# "As [this] enters, choose" (CR 614.12), copy effects (CR 707), naming a card (CR 201.3).


@dataclass(frozen=True, kw_only=True)
class AnyEvent(Node):
    """ "As [this] enters or is turned face up": one replacement effect that applies to either
    event (CR 614.1c, 614.1e); ``events`` are :class:`Event` nodes."""

    type_name: ClassVar[str] = "any_event"
    events: tuple[Node, ...]


@dataclass(frozen=True, kw_only=True)
class ChoiceOf(Effect):
    """ "[player]'s choice of A, B, or C" (CR 614.12: a choice made as the permanent enters or is
    turned face up): ``player`` chooses one of ``options`` (effects) and it happens."""

    type_name: ClassVar[str] = "choice_of"
    player: PlayerRef
    options: tuple[Node, ...]


@dataclass(frozen=True, kw_only=True)
class SetCharacteristics(Effect):
    """ "[object] becomes a 2/2 creature with flying" from an "as [this] enters" ability: base
    ``power``/``toughness``, ``types`` and added ``abilities`` (keywords). No duration: these
    values are part of the object's copiable values (CR 707.2; Aquamorph Entity, Primal Plasma)."""

    type_name: ClassVar[str] = "set_characteristics"
    object: ObjectRef
    power: int
    toughness: int
    types: tuple[str, ...] = ()
    abilities: tuple[Node, ...] = ()


@dataclass(frozen=True, kw_only=True)
class ChooseObject(Effect):
    """``player`` [may] choose(s) an object matching ``object`` (kind ``any`` with a filter such
    as ``("creature", "card", "in_a_graveyard")``); it is "that card" afterwards (CR 608.2c)."""

    type_name: ClassVar[str] = "choose_object"
    player: PlayerRef
    object: ObjectRef
    optional: bool = False


@dataclass(frozen=True, kw_only=True)
class IfYouDo(Node):
    """ "If you do" (CR 608.2c): the optional action just before it was taken."""

    type_name: ClassVar[str] = "if_you_do"


@dataclass(frozen=True, kw_only=True)
class BecomeCopy(Effect):
    """``object`` enters (or becomes) a copy of ``original`` (CR 707.2: it takes the copiable
    values; Body Double "comes into play as a copy of that card")."""

    type_name: ClassVar[str] = "become_copy"
    object: ObjectRef
    original: ObjectRef


@dataclass(frozen=True, kw_only=True)
class NameCard(Effect):
    """``player`` names a card matching ``filter`` (e.g. ``("nonland",)``); a split card is
    named by both halves (CR 708.4 of 2007, 709.3a of current rules). The name is remembered by
    the source ("the named card", "that name")."""

    type_name: ClassVar[str] = "name_card"
    player: PlayerRef
    filter: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class Prohibition(Ability):
    """A static ability "[objects] can't be [action]" (CR 101.2: a "can't" wins over a "can"):
    ``action`` is ``cast`` (old "play" a spell) or ``activate`` (activated abilities of
    ``object``, mana abilities included); ``object`` filters the cards or sources, e.g.
    ``("card", "chosen_name")`` or ``("permanent", "chosen_name")``, ``not_on_battlefield``
    for cards that aren't in play (Voidstone Gargoyle)."""

    type_name: ClassVar[str] = "prohibition"
    action: str
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class MayPay(Effect):
    """ "[player] may pay [cost]" as a spell or ability resolves; "If you do" (:class:`IfYouDo`)
    follows (CR 118.1, 608.2c; Intet, the Dreamer, Shrouded Lore)."""

    type_name: ClassVar[str] = "may_pay"
    player: PlayerRef
    cost: Cost


@dataclass(frozen=True, kw_only=True)
class LookAt(Effect):
    """ "You may look at [object] for as long as [duration]": a face-down exiled card its
    controller may look at (CR 406.3). No effect on the game state."""

    type_name: ClassVar[str] = "look_at"
    player: PlayerRef
    object: ObjectRef
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class PlayPermission(Effect):
    """ "You may play [object] [without paying its mana cost] for as long as [duration]"
    (CR 601.2, 118.9): a lasting permission to play a card from where it is (exile); it ends
    with ``duration`` (``while_source_on_battlefield``) or when the card leaves (CR 400.7)."""

    type_name: ClassVar[str] = "play_permission"
    player: PlayerRef
    object: ObjectRef
    without_paying: bool
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class RepeatProcess(Effect):
    """ "Repeat this process" (Shrouded Lore): do the effects before it in the same spell
    again; ``exclude_chosen``: "except that [player] can't choose a card already chosen for
    [this spell]" (only this spell's choices count: Planar Chaos FAQ)."""

    type_name: ClassVar[str] = "repeat_process"
    exclude_chosen: bool = False


# --------------------------------------------------------------------------- stack and targets
# Nodes for spells and abilities that refer to other spells and abilities on the stack (CR 115,
# 405, 701.5): "counter target spell that targets you", "change the target of target spell with a
# single target" (Planar Chaos: Imp's Mischief, Torchling, Muck Drubb, Rebuff the Wicked, Dawn
# Charm).


@dataclass(frozen=True, kw_only=True)
class Targets(Node):
    """What a spell or ability on the stack targets (CR 115.1, 115.3).

    ``object``: what one of its targets must be, an :class:`ObjectRef` (kind ``any`` with a
    filter, or ``self``) or a :class:`PlayerRef` ("that targets you"); None with ``single``.
    ``only``: "that targets only X": every target is the same object and it is X (the same
    object targeted through several instances of the word "target" still counts, CR 115.3).
    ``single``: "with a single target": it has exactly one target (one instance of "target";
    the same object targeted three times is three targets). Targets that became illegal still
    count: they are still its targets until it resolves (CR 608.2b)."""

    type_name: ClassVar[str] = "targets"
    object: Node | None = None
    only: bool = False
    single: bool = False


@dataclass(frozen=True, kw_only=True)
class StackObjectRef(ObjectRef):
    """A reference to a spell or ability on the stack (CR 405.1): "target spell", "target spell
    that targets a permanent you control". ``filter`` holds ``spell`` / ``ability`` and card
    types; ``targeting`` what it must target (CR 115.1), e.g. ``Targets(object=you)``."""

    type_name: ClassVar[str] = "stack_object"
    targeting: Targets | None = None


@dataclass(frozen=True, kw_only=True)
class ChangeTarget(Effect):
    """ "Change the target of [spell] [to X]" (CR 115.7a): each of its targets becomes ``to``,
    or another legal target chosen by this effect's controller when ``to`` is None; a target
    that can't be changed to another legal target stays unchanged, and if not all of them can
    be changed, none is."""

    type_name: ClassVar[str] = "change_target"
    object: ObjectRef
    to: Node | None = None


@dataclass(frozen=True, kw_only=True)
class Regenerate(Effect):
    """ "Regenerate [object]" (CR 701.19): the next time it would be destroyed this turn, it is
    tapped, removed from combat and its damage removed instead."""

    type_name: ClassVar[str] = "regenerate"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class PreventCombatDamage(Effect):
    """ "Prevent all combat damage that would be dealt this turn" (CR 615.1, 510)."""

    type_name: ClassVar[str] = "prevent_combat_damage"
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class BlocksIfAble(Effect):
    """ "[blocker] blocks [attacker] this turn if able" (CR 509.1c: a blocking requirement)."""

    type_name: ClassVar[str] = "blocks_if_able"
    blocker: ObjectRef
    attacker: ObjectRef
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class AnyPlayerMay(Effect):
    """ "Any player may [action]. If a player does, [effect]" (Planar Chaos "extortion" cards,
    Shivan Wumpus). As it resolves, the active player, then each other player in turn order
    (CR 101.4), is offered the ``action`` if they can perform it (a player who can't can't
    choose it); the first who performs it stops the offers and ``effect`` happens. If every
    player declines, nothing happens."""

    type_name: ClassVar[str] = "any_player_may"
    action: Node
    effect: Node


@dataclass(frozen=True, kw_only=True)
class PutIntoLibrary(Effect):
    """Put ``object`` into its owner's library at ``position`` (``top``; CR 401.4)."""

    type_name: ClassVar[str] = "put_into_library"
    object: ObjectRef
    position: str = "top"


@dataclass(frozen=True, kw_only=True)
class Fight(Effect):
    """ "Each of those creatures deals damage equal to its power to the other" (the fight of
    CR 701.12, in older wording): the targets of the ability (``object``, kind ``that``) deal
    damage to each other at the same time; if either is no longer on the battlefield or no
    longer a legal target, no damage is dealt (CR 701.12b)."""

    type_name: ClassVar[str] = "fight"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class RevealUntil(Effect):
    """ "Reveal cards from the top of your library until you reveal a [filter] card" (CR 701.16):
    the last card revealed is "that card"; all of them are "cards revealed this way"."""

    type_name: ClassVar[str] = "reveal_until"
    player: PlayerRef
    filter: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class ModifyPowerToughnessBy(Effect):
    """ "[object] gets +X/-X until end of turn, where X is [amount]" (CR 611.2, 107.3): power
    changes by ``power_sign`` * X, toughness by ``toughness_sign`` * X. An amount with several
    values (a split card's mana values, CR 708.4 of 2007) gives one effect per value."""

    type_name: ClassVar[str] = "modify_pt_by"
    object: ObjectRef
    amount: Node
    power_sign: int
    toughness_sign: int
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class PutOnBottom(Effect):
    """ "Put [objects] on the bottom of your library [in any order]" (CR 401.4)."""

    type_name: ClassVar[str] = "put_on_bottom"
    object: ObjectRef
    any_order: bool = False


def first_difference(a: Any, b: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """The first path where two JSON values differ, as (path, value in a, value in b), or None."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            diff = first_difference(a.get(key), b.get(key), f"{path}.{key}" if path else key)
            if diff:
                return diff
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i in range(max(len(a), len(b))):
            if i >= len(a) or i >= len(b):
                return (f"{path}[{i}]", a[i] if i < len(a) else None, b[i] if i < len(b) else None)
            diff = first_difference(a[i], b[i], f"{path}[{i}]")
            if diff:
                return diff
        return None
    return None if a == b else (path, a, b)


# --------------------------------------------------------------------------- slivers additions
# Static grants to a group, activated abilities of any cost, life and mana (issue 4).


@dataclass(frozen=True, kw_only=True)
class GrantAbilities(Ability):
    """A static ability giving ``abilities`` to every object ``object`` describes (CR 604.1,
    613.1f layer 6): "All Slivers have "Sacrifice this creature: You gain 3 life."" gives
    ``ObjectRef(kind="all", filter=("sliver",))`` and the quoted ability. Inside a granted
    ability, "this creature" and "you" are the object that has it and its controller."""

    type_name: ClassVar[str] = "grant_abilities"
    object: ObjectRef
    abilities: tuple[Node, ...]


__all__ += ["GrantAbilities"]
# --------------------------------------------------------------------------- slivers area
# optional effects, prevention shields, coin flips (helper area "slivers")


@dataclass(frozen=True, kw_only=True)
class OptionalEffect(Effect):
    """ "you may [effect]" (CR 603.5, 608.2d): as it resolves, ``player`` chooses whether
    ``effect`` happens (Fungal Behemoth: "you may put a +1/+1 counter on target creature")."""

    type_name: ClassVar[str] = "optional_effect"
    player: PlayerRef
    effect: Node


__all__ += ["OptionalEffect"]


@dataclass(frozen=True, kw_only=True)
class PreventDamage(Effect):
    """ "Prevent the next ``amount`` damage that would be dealt to ``recipient`` this turn"
    (CR 615.7): a prevention shield on the recipient, used up as it prevents damage, gone at
    the end of ``duration``. ``amount`` None prevents all such damage (CR 615.1)."""

    type_name: ClassVar[str] = "prevent_damage"
    recipient: Node
    amount: Amount | None = None
    duration: Duration


__all__ += ["PreventDamage"]


@dataclass(frozen=True, kw_only=True)
class FlipCoin(Effect):
    """``player`` flips a coin (CR 705): "If you win the flip, [won]. If you lose the flip,
    [lost]." (Frenetic Sliver). The result is the scenario's ``choices.coin_flips``
    (deterministic); a player wins or loses the flip (CR 705.2)."""

    type_name: ClassVar[str] = "flip_coin"
    player: PlayerRef
    won: Node | None = None
    lost: Node | None = None


__all__ += ["FlipCoin"]


# --------------------------------------------------------------------------- triggers area
# Nodes for tokens, bounce, delayed triggers and blocking restrictions (helper area "triggers").


@dataclass(frozen=True, kw_only=True)
class CantBeBlocked(Effect):
    """ "[objects] can't be blocked [duration]" / old "are unblockable this turn" (CR 509.1b: a
    restriction on declaring blockers). When ``object`` is ``each``/``all`` with a filter, the
    effect changes the rules for every matching creature, including those that enter later
    (CR 611.2c does not lock it in: it modifies no characteristic); otherwise it applies to the
    objects named."""

    type_name: ClassVar[str] = "cant_be_blocked"
    object: ObjectRef
    duration: Duration


__all__ += ["CantBeBlocked"]
# --------------------------------------------------------------------------- auras, destroy,
# hand size and draw replacement (issue 4, helper "auras")


@dataclass(frozen=True, kw_only=True)
class Destroy(Effect):
    """Destroy ``object`` (CR 701.7: move it to its owner's graveyard; an indestructible
    permanent is not destroyed, CR 702.12b). ``cant_be_regenerated`` for "It can't be
    regenerated" (CR 701.15c)."""

    type_name: ClassVar[str] = "destroy"
    object: Node
    cant_be_regenerated: bool = False


@dataclass(frozen=True, kw_only=True)
class Superlative(Node):
    """ "the [object] with the least [stat]" (Porphyry Nodes): one object among ``object``'s
    matches, determined as the effect happens, not targeted (CR 115.10). ``stat`` is
    ``power``; ``least`` False for "the greatest". ``chooser`` picks among tied objects
    ("If two or more creatures are tied for least power, you choose one of them")."""

    type_name: ClassVar[str] = "superlative"
    object: ObjectRef
    stat: str = "power"
    least: bool = True
    chooser: PlayerRef | None = None


@dataclass(frozen=True, kw_only=True)
class Exists(Node):
    """Condition "there is a [object]" on the battlefield (negate with :class:`Not` for
    "there are no creatures in play")."""

    type_name: ClassVar[str] = "exists"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class StateTrigger(Node):
    """A state trigger "When [condition]" (CR 603.8): triggers when the game state matches
    ``condition``, then not again until the ability has resolved or left the stack."""

    type_name: ClassVar[str] = "state_trigger"
    condition: Node


@dataclass(frozen=True, kw_only=True)
class MaximumHandSize(Ability):
    """ "[player]'s maximum hand size is [value]" (CR 402.2, 514.1): ``value`` None means "no
    maximum hand size"; ``mode`` ``set`` or ``modify`` (raise/lower by ``value``). Several such
    effects apply in timestamp order (Null Profusion ruling)."""

    type_name: ClassVar[str] = "maximum_hand_size"
    player: PlayerRef
    value: int | None
    mode: str = "set"


@dataclass(frozen=True, kw_only=True)
class ReturnToBattlefield(Effect):
    """Return ``object`` (cards in a graveyard) to the battlefield (old "to play"), e.g.
    Retether's "Return each Aura card from your graveyard to the battlefield". An Aura put onto
    the battlefield this way isn't cast and doesn't target: its controller chooses what it
    enchants among legal objects (CR 303.4f), further limited to ``attach_to`` ("Only creatures
    can be enchanted this way"); an Aura with nothing to enchant stays where it is. All return at
    once; which objects are legal is decided before any of them returns (Retether ruling)."""

    type_name: ClassVar[str] = "return_to_battlefield"
    object: ObjectRef
    attach_to: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class CantBeBlockedBy(Effect):
    """ "[object] can't be blocked by [blockers]" (CR 509.1b), e.g. Dust Corona's "can't be
    blocked by creatures with flying": ``blockers`` is an ``each`` reference with a filter whose
    keyword words (``flying``) also match a creature that "can block as though it had" it
    (Dust Corona ruling)."""

    type_name: ClassVar[str] = "cant_be_blocked_by"
    object: ObjectRef
    blockers: ObjectRef


@dataclass(frozen=True, kw_only=True)
class SearchSameName(Effect):
    """Dichotomancy: "For each [object] [player] controls, search that player's library for a
    card with the same name as that permanent and put it onto the battlefield under your
    control" (CR 701.19 search). The cards enter at once; an Aura among them is attached to an
    object already on the battlefield, not to one entering with it, or stays in the library
    (CR 303.4f; Dichotomancy ruling). ``shuffle``: "Then that player shuffles"."""

    type_name: ClassVar[str] = "search_same_name"
    object: ObjectRef
    player: PlayerRef
    shuffle: bool = True


@dataclass(frozen=True, kw_only=True)
class HasCardType(Node):
    """Condition "[object] is a [card type] card" (CR 205.2), e.g. Fa'adiyah Seer's "If it
    isn't a land card" (negated with :class:`Not`). False when there is no such object."""

    type_name: ClassVar[str] = "has_card_type"
    object: ObjectRef
    card_type: str


@dataclass(frozen=True, kw_only=True)
class SkipStep(Ability):
    """ "Skip [player]'s [step]" (CR 614.1b, 614.10: a replacement effect; the step doesn't
    happen). ``step`` is the CR step name (``draw``, ``upkeep``...)."""

    type_name: ClassVar[str] = "skip_step"
    step: str
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class Difference(Node):
    """A number minus another (CR 107.1, 604.3): Roiling Horror's "your life total minus the
    life total of an opponent with the most life". Each side is an int or a :class:`Count`."""

    type_name: ClassVar[str] = "difference"
    minuend: Node | int
    subtrahend: Node | int


__all__ += ["Difference"]


@dataclass(frozen=True, kw_only=True)
class Product(Node):
    """``factor`` times a number read from the game (CR 107.3, 611.3a): "+2/+2 for each Aura
    attached to it" is a power of ``Product(factor=2, amount=Count(...))``; a static ability's
    product is evaluated continuously. ``amount`` is an int or a :class:`Count`."""

    type_name: ClassVar[str] = "product"
    factor: int
    amount: Node | int


__all__ += ["Product"]


# --------------------------------------------------------------------------- layers area
# Continuous effects of static abilities and "becomes" effects (helper area "layers", CR 613).


@dataclass(frozen=True, kw_only=True)
class ObjectUnion(Node):
    """Objects matching any of several references: "All Forests and all Saprolings"."""

    type_name: ClassVar[str] = "object_union"
    objects: tuple[ObjectRef, ...]


@dataclass(frozen=True, kw_only=True)
class Becomes(Effect):
    """``object`` becomes / is something for ``duration`` (CR 205.1, 613.1d-f, 613.4b): gains
    card ``types``, ``subtypes`` and ``supertypes`` (layer 4; ``additive`` "in addition to its
    other types" / "that are still lands", else the new card types replace the old ones), gets
    ``colors`` (layer 5), ``abilities`` (layer 6) and base ``power``/``toughness`` (layer 7b).
    "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in
    addition to their other types" (Life and Limb); "Each land is a Swamp in addition to its
    other land types" (Urborg); "They become 3/3 green creatures with haste that are still
    lands" (Hunting Wilds). ``subtypes`` may hold ``all_creature_types`` (CR 205.3m).
    ``duration`` None: as long as the static ability generating it applies, or for ever."""

    type_name: ClassVar[str] = "becomes"
    object: Node
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    abilities: tuple[Node, ...] = ()
    power: int | None = None
    toughness: int | None = None
    additive: bool = True
    duration: Duration | None = None


@dataclass(frozen=True, kw_only=True)
class StaticEffect(Ability):
    """A static ability that generates a continuous effect (CR 604.1, 611.3): ``effect`` is a
    continuous-effect node (``Becomes``, ``ModifyPowerToughness``, ``GainAbility``...) whose
    object reference is evaluated continuously, not locked in; it applies while the permanent is
    on the battlefield and has the ability (the executor's layer system, CR 613)."""

    type_name: ClassVar[str] = "static_effect"
    effect: Node


__all__ += ["ObjectUnion", "Becomes", "StaticEffect"]


@dataclass(frozen=True, kw_only=True)
class DelayedTrigger(Effect):
    """Create a delayed triggered ability (CR 603.7a): "Sacrifice it at end of turn" (2007
    wording: the next end step) / "at the beginning of the next end step". It triggers once, at
    the first ``trigger`` event after it was created (CR 603.7b; created during an end step, it
    waits for the next turn's), and does ``effect``; the objects it names ("it") are those the
    spell or ability named when it created the delayed ability (CR 603.7c)."""

    type_name: ClassVar[str] = "delayed_trigger"
    trigger: Node
    effect: Node


@dataclass(frozen=True, kw_only=True)
class RevealHand(Effect):
    """``player`` reveals their hand (CR 701.16a), e.g. Treacherous Urge's target opponent."""

    type_name: ClassVar[str] = "reveal_hand"
    player: PlayerRef


__all__ += ["DelayedTrigger", "RevealHand"]


@dataclass(frozen=True, kw_only=True)
class SkipNextStep(Effect):
    """ "[player] skips their next [step]" (CR 614.1b, 614.10): a one-shot replacement of that
    player's next such step; several skip as many steps (CR 614.10a). Molten Firebird."""

    type_name: ClassVar[str] = "skip_next_step"
    player: PlayerRef
    step: str


__all__ += ["SkipNextStep"]


@dataclass(frozen=True, kw_only=True)
class AddMana(Effect):
    """``player`` adds ``mana`` to their mana pool (CR 106.4; 2007 CR 406: an activated ability
    that does this is a mana ability and doesn't use the stack, a triggered one that triggers on
    something else than a mana ability does). ``optional`` for "you may add"."""

    type_name: ClassVar[str] = "add_mana"
    player: PlayerRef
    mana: ManaCost
    optional: bool = False


__all__ += ["AddMana"]


# --------------------------------------------------------------------------- colors
# Choosing a color (CR 105.1, 614.12), "the chosen color", color-changing effects (CR 105.3).


@dataclass(frozen=True, kw_only=True)
class ChooseColor(Effect):
    """``player`` chooses a color (CR 105.1: white, blue, black, red or green). In an "As [this]
    enters" ability (CR 614.12) the permanent remembers it ("a source of the chosen color",
    filter word ``chosen_color``); in a resolving ability it is "the color of your choice" of
    the effects that follow (a :class:`Becomes` with ``colors=("chosen_color",)``)."""

    type_name: ClassVar[str] = "choose_color"
    player: PlayerRef


__all__ += ["ChooseColor"]


# --------------------------------------------------------------------------- combat area
# Per-turn damage records and combat triggers.


@dataclass(frozen=True, kw_only=True)
class DealtDamageThisTurn(Node):
    """ "if [object] dealt damage to [player] this turn" (CR 603.4 intervening "if"; damage,
    CR 120): true when ``object`` (the same object, CR 400.7) dealt damage during this turn to a
    player ``recipient`` describes when the condition is checked. ``recipient`` ``opponent`` is an
    opponent of the object's current controller, whoever controlled it when the damage was dealt
    (Dunerider Outlaw rulings). ``combat``: only combat damage counts."""

    type_name: ClassVar[str] = "dealt_damage_this_turn"
    object: ObjectRef
    recipient: PlayerRef
    combat: bool = False


__all__ += ["DealtDamageThisTurn"]
# --------------------------------------------------------------------------- library area
# Searching and shuffling libraries, casting a revealed card (helper area "library", issue 4).


@dataclass(frozen=True, kw_only=True)
class SearchLibrary(Effect):
    """``player`` searches their library for ``object`` (CR 701.19: its ``filter`` words, its
    ``count``, ``up_to`` for "up to two") and puts the cards found onto the battlefield
    (``tapped`` for "put them into play tapped"), then shuffles (CR 701.20) when ``shuffle``.
    ``total_power_toughness``: the card's total power and toughness must equal this amount
    (Wild Pair: "a creature card with the same total power and toughness"). ``optional`` for
    "you may search". A search for cards with a stated quality may fail to find (CR 701.19b).
    The cards found become "those cards" / "put into play this way" for what follows."""

    type_name: ClassVar[str] = "search_library"
    player: PlayerRef
    object: ObjectRef
    tapped: bool = False
    total_power_toughness: Node | None = None
    shuffle: bool = True
    optional: bool = False


@dataclass(frozen=True, kw_only=True)
class Shuffle(Effect):
    """``player`` shuffles their library (CR 701.20): "Then he or she shuffles his or her
    library" (Spellshift)."""

    type_name: ClassVar[str] = "shuffle"
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class WasCast(Node):
    """Condition "if [player] cast [object] from [zone]" (CR 601.2; 2007 wording "if you played
    it from your hand"): the object was a spell cast by ``player`` from ``zone`` before it
    entered the battlefield (Wild Pair's intervening "if", CR 603.4)."""

    type_name: ClassVar[str] = "was_cast"
    object: ObjectRef
    player: PlayerRef
    zone: str = "hand"


__all__ += ["SearchLibrary", "Shuffle", "WasCast"]


@dataclass(frozen=True, kw_only=True)
class RevealTopCard(Effect):
    """ "[player] reveals the top card of their library" (CR 701.16a): the card stays where it
    is. Psychic Battle: "each player reveals ..."."""

    type_name: ClassVar[str] = "reveal_top_card"
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class ChangeTargets(Effect):
    """ "[player] may change the target or targets of [spell or ability]" (CR 115.7d): each
    target may be changed to another legal target (or kept). ``object`` is the spell or ability
    (``that``: the one whose targets were just chosen, for Psychic Battle's trigger);
    ``player`` who chooses (``revealed_highest``: the player who revealed the card with the
    highest mana value by the effect before, nobody when tied)."""

    type_name: ClassVar[str] = "change_targets"
    object: ObjectRef
    player: PlayerRef
    optional: bool = True


@dataclass(frozen=True, kw_only=True)
class RevealedTie(Node):
    """ "if two or more cards are tied for highest [mana value]" among the cards revealed by
    the effect before (Psychic Battle)."""

    type_name: ClassVar[str] = "revealed_tie"


__all__ += ["RevealTopCard", "ChangeTargets", "RevealedTie"]


# mana area additions (helper "mana"): copies of spells, abilities of spells on the stack
@dataclass(frozen=True, kw_only=True)
class Sum(Node):
    """A number that is the sum of ``terms`` (ints or amounts such as :class:`Count`, evaluated
    when needed): "where X is 3 plus the number of charge counters on it" (Lightning Storm;
    CR 107.3)."""

    type_name: ClassVar[str] = "sum"
    terms: tuple[Any, ...]


@dataclass(frozen=True, kw_only=True)
class RestrictedActivatedAbility(ActivatedAbility):
    """An activated ability with restrictions on who may activate it and where (CR 602.5):
    ``any_player`` "Any player may activate [play] this ability" (CR 602.2: otherwise only its
    controller may), ``zone`` "but only if [this] is on the stack" (``stack``: an ability of a
    spell, which works only while it is on the stack, CR 113.6). Lightning Storm."""

    type_name: ClassVar[str] = "restricted_activated_ability"
    any_player: bool = False
    zone: str | None = None


__all__ += ["Sum", "RestrictedActivatedAbility"]


@dataclass(frozen=True, kw_only=True)
class CopyCard(Effect):
    """ "Copy [card]" (Isochron Scepter's "copy the exiled card"; CR 707.12, 2007 CR 503.?):
    a copy of the card is created where the card is, to be cast ("you may cast the copy"); it is
    not a card and ceases to exist if it isn't cast. ``object`` is the card, e.g. ``linked``
    ``exiled``: the card exiled by the linked ability of the same object (CR 607.2a)."""

    type_name: ClassVar[str] = "copy_card"
    object: ObjectRef


__all__ += ["CopyCard"]


# --------------------------------------------------------------------------- targets that
# may be a player or an object (helper area "targets", CR 115.1, 115.4)

#: the kinds of "any target" (CR 115.4): creatures, players, planeswalkers and battles
ANY_TARGET_KINDS: tuple[str, ...] = ("battle", "creature", "planeswalker", "player")


@dataclass(frozen=True, kw_only=True)
class Target(Node):
    """One target that may be a player or a permanent of one of several kinds (CR 115.1):
    ``kinds`` is a sorted tuple of ``creature``, ``planeswalker``, ``battle`` and ``player``.

    "any target" (CR 115.4, Oracle wording since Dominaria 2018) is ``ANY_TARGET_KINDS``;
    "target creature or player" (the printed wording before 2018) is ``("creature",
    "player")``; "target player or planeswalker" is ``("planeswalker", "player")``. They are
    different nodes on purpose: under the rules of its time, a "creature or player" target
    could never be a planeswalker (damage reached planeswalkers only through the 2008-2018
    redirection rule, CR 212.9g / 306.7, a replacement effect, not a target) nor a battle, so
    the legal targets differ and the executor must not offer the same choices. A target of
    one kind only ("target creature", "target player") stays an :class:`ObjectRef` /
    :class:`PlayerRef`."""

    type_name: ClassVar[str] = "target"
    kinds: tuple[str, ...]


__all__ += ["ANY_TARGET_KINDS", "Target"]


# Oracle area (helper "oracle"): nodes both templating eras of the seed cards share
@dataclass(frozen=True, kw_only=True)
class GainControl(Effect):
    """``player`` controls ``object`` (CR 613.1b: a control-changing effect, applied in layer 2;
    glossary "Control-Changing Effect"). As the effect of a :class:`StaticEffect` it lasts while
    the static ability applies: "You control enchanted creature." (Enslave, CR 303.4). As a
    one-shot effect, for ``duration`` (None: indefinitely, CR 611.2a)."""

    type_name: ClassVar[str] = "gain_control"
    player: PlayerRef
    object: ObjectRef
    duration: Duration | None = None


__all__ += ["GainControl"]


# --------------------------------------------------------------------------- timing area
# When spells may be cast (helper area "timing": CR 117.1a, 307.1, 702.8a).


@dataclass(frozen=True, kw_only=True)
class FlashPermission(Effect):
    """ "The next [card type] card you play this turn can be played as though it had flash"
    (Scout's Warning; CR 702.8a, 601.3): until end of turn, ``player`` may cast the next spell
    from a card with the ``filter`` words (``creature``) as though it had ``keyword`` (``flash``:
    any time they could cast an instant). The permission is used by that next such spell, even
    one cast at a time it could be cast anyway (Scout's Warning ruling 2013-04-15)."""

    type_name: ClassVar[str] = "flash_permission"
    player: PlayerRef
    filter: tuple[str, ...]
    keyword: str = "flash"


__all__ += ["FlashPermission"]


@dataclass(frozen=True, kw_only=True)
class Instead(Effect):
    """ "[replaced]. If [condition], [effect] instead." inside one spell or ability (CR 614.1a:
    "instead"; CR 608.2c: the instructions are followed in order as it resolves): if
    ``condition`` is true then, ``effect`` is done and ``replaced`` is not. Saproling Migration:
    "Create two 1/1 green Saproling creature tokens. If this spell was kicked, create four of
    those tokens instead." (kicked: four tokens, not six)."""

    type_name: ClassVar[str] = "instead"
    condition: Node
    effect: Node
    replaced: Node


__all__ += ["Instead"]


@dataclass(frozen=True, kw_only=True)
class Scry(Effect):
    """``player`` scries ``amount`` (CR 701.22a): looks at the top N cards of their library, puts
    any number of them on the bottom in any order and the rest on top in any order. Impede
    Momentum: "Scry 1." """

    type_name: ClassVar[str] = "scry"
    player: PlayerRef
    amount: Amount


__all__ += ["Scry"]
