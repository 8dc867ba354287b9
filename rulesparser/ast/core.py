"""AST nodes: values, triggers, conditions, effects, abilities and keyword additions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ._base import LazyText, Node, _words_lazy_text

if TYPE_CHECKING:
    from .card_effects import Count
    from .copies import AnyEvent
    from .layers import ObjectUnion

# --------------------------------------------------------------------------- values


@dataclass(frozen=True, kw_only=True)
class Variable(Node):
    """A number given by a variable: "N" in a keyword definition, "X" in a cost (CR 107.3),
    ``any_number``: a number the player chooses as the cost is paid or the effect resolves
    ("Remove any number of storage counters from ~", CR 601.2h, 608.2d).
    ``minimum`` is a printed lower bound ("Suspend X—{X}{3}{U}. X can't be 0." gives 1)."""

    type_name: ClassVar[str] = "variable"
    name: str
    minimum: int | None = None


#: a number (CR 107.1) or a variable; a field typed ``Amount | Node`` also takes a number read
#: from the game (:class:`~rulesparser.ast.card_effects.Count`: "equal to the number of ...",
#: "for each ...", "where X is ...", CR 107.3, 208.2)
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
    ``each``/``any`` (objects matching ``filter``), ``enchanted``/``equipped``, ``chosen`` (one
    object matching ``filter`` that the controller chooses as the effect resolves: "a red source
    of your choice", CR 609.7a), ``paired`` (both creatures of a soulbond pair: this one and the
    one it is paired with, CR 702.95), ``haunted`` (the creature this card haunts, CR 702.55c),
    ``current`` (inside a :class:`~rulesparser.ast.ForEach`: the member of the set whose turn
    it is, CR 608.2c).
    ``filter`` is a tuple of canonical words: card types, "untapped", "nonland", ...
    "All creatures" and "each creature" mean the same objects (CR 109.1): ``kind="all"`` is
    read as ``each`` so that both templatings give equal nodes.
    """

    type_name: ClassVar[str] = "object"
    kind: str
    filter: tuple[str, ...] = ()
    count: Amount | None = None
    up_to: bool = False

    def __post_init__(self) -> None:
        if self.kind == "all":
            object.__setattr__(self, "kind", "each")


@dataclass(frozen=True, kw_only=True)
class PlayerRef(Node):
    """A reference to a player (CR 102): ``you``, ``opponent``, ``each_player``, ``target_player``,
    ``controller`` (of ``object``), ``owner``, ``each_other_player`` (every player but you),
    ``each_other_opponent`` (every opponent but the one the trigger event names: "Whenever ~
    deals combat damage to an opponent, it deals that much damage to each other opponent", CR
    608.2c),
    ``most_life_or_tied`` ("the player with the most life or tied for most life", CR 702.105a),
    ``enchanted_player`` (the player an Aura is attached to, CR 303.4d),
    ``any_player`` / ``any_opponent`` (before "may": starting with the active player, each
    player or opponent in turn order may take the action until one does, CR 101.4),
    ``current`` (inside a :class:`~rulesparser.ast.ForEach` of players: the one whose turn it
    is, CR 608.2c)."""

    type_name: ClassVar[str] = "player"
    kind: str
    object: ObjectRef | None = None


@dataclass(frozen=True, kw_only=True)
class Duration(Node):
    """How long an effect lasts (CR 611.2): ``end_of_turn``, ``lose_control``, ``permanent``,
    ``next_untap_step`` (until the affected object's controller's next untap step has passed: "It
    doesn't untap during its controller's next untap step", CR 502.3); for as long as the
    source of the effect stays as it is (CR 611.2b, 610.3c): ``while_source_on_battlefield``
    ("until ~ leaves the battlefield", "for as long as ~ remains on the battlefield"),
    ``while_you_control_source`` ("for as long as you control ~"), ``while_source_tapped`` ("for
    as long as ~ remains tapped"); ``end_of_combat`` (until the end of combat step ends, CR
    511.3: "Until end of combat, you don't lose this mana ...", firebending 702.189a);
    ``rest_of_game`` (an effect of a resolving spell that never ends, CR 611.2a: "For the rest
    of the game, you can't cast spells", epic 702.50a); ``until_your_next_turn`` (until your
    next turn begins); ``end_of_your_next_turn`` (until the cleanup step of your next turn,
    CR 514.2: "Until the end of your next turn, you may play those cards")."""

    type_name: ClassVar[str] = "duration"
    kind: str


# --------------------------------------------------------------------------- triggers


@dataclass(frozen=True, kw_only=True)
class StepTrigger(Node):
    """ "At the beginning of [player's] [step]" (CR 603.2, 503 upkeep). ``step`` is the CR step
    name (``upkeep``, ``draw``, ``end``, ``combat``); ``player`` whose step (``you``, ``each``,
    ``opponent``, ``enchanted_controller``: the controller of the permanent the Aura enchants,
    ``enchanted_player``: the player the Aura enchants, CR 303.4)."""

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

    ``player`` is the player who performs the event when the text names one (CR 603.2): the
    caster for ``cast`` ("Whenever a player casts a white spell", CR 601.2), the player for
    ``gain_life`` / ``lose_life`` (CR 119.3, no ``object``), ``draw`` (CR 121.1), ``discarded``
    (CR 701.8), ``cycle`` (CR 702.29), ``tapped_for_mana`` (CR 106.11, "a player taps a land
    for mana"), ``copy`` (a copy of the spell is put on the stack by that player, CR 707.10:
    magecraft's "cast or copy" is :class:`AnyTrigger` of ``cast`` and ``copy``),
    ``sacrificed`` (CR 701.21) and ``attack`` ("Whenever you attack": the player declares one
    or more attackers, CR 508.1; no ``object``; "attack with three or more creatures": the
    ``object`` the attackers are, its ``count`` the least number of them, 3; one event however
    many, ``batched``, CR 603.2c); None when the text names no player. ``by`` is the other object the event
    names: the creature blocked (``blocks``, "blocks a creature with flying", CR 509.1) or
    blocking (``becomes_blocked``, "becomes blocked by a Wall", CR 509.1h), the spell or
    ability that targets the object (``becomes_target``, CR 115), the spell or ability that causes
    the player's discard or life gain (``discarded``, ``gain_life``: "a spell or ability an
    opponent controls causes you to discard ~", CR 701.8).

    Other events of the card-text grammar: ``attacks_unblocked`` ("attacks and isn't blocked",
    CR 509.1h: triggers in the declare blockers step), ``attacks_alone`` (CR 506.5),
    ``crews`` / ``saddles`` (the creature is tapped to pay a crew or saddle cost, CR 702.122b,
    702.171c: ``by`` the Vehicle or Mount), ``becomes_crewed`` (a crew ability of the Vehicle
    resolves, CR 702.122d),
    ``attacks_with`` (the object attacks and so does at least one other creature ``by``
    describes, in the same declaration: training, CR 702.149a; at least ``by.count`` of them
    when it is said: "~ and at least two other creatures attack", battalion),
    ``put_into_graveyard_from_anywhere`` (CR 400.3: the card's owner's graveyard),
    ``becomes_unattached`` (an Equipment or Aura, from the permanent it was attached to, CR
    701.3d), ``day_becomes_night`` / ``night_becomes_day`` (the game's designation changes, CR
    725.1a; no ``object``), ``transforms_into_self`` (the permanent transforms or converts and
    is then the face that prints the ability: "When this creature transforms into ~", CR
    701.27e); the
    ``recipient`` of ``attacks`` is the player or planeswalker attacked (CR 508.1b),
    ``becomes_tapped`` (CR 701.21), ``dealt_damage`` / ``dealt_combat_damage`` (the object is
    what damage is dealt to, CR 120.3). Events of a player's keyword actions and designations
    (no ``object`` unless said): ``collect_evidence`` (CR 701.59), ``forage`` (CR 701.61),
    ``scry`` (CR 701.22), ``surveil`` (CR 701.25),
    ``commit_crime`` (CR 700.13), ``give_gift`` (CR 702.174c), ``expend`` (CR 700.14: ``nth``
    N, the player's Nth total mana spent to cast spells this turn), ``solved`` (a Case, CR
    719.3a) and ``fully_unlocked`` (a Room, CR 709.5i); ``activate`` (the player activates an
    ability, CR 602.2: the ``object`` is the ability, ``filter`` a keyword that is an activated
    ability and ``ability`` ("a boast ability"), ``loyalty`` (CR 606.3) or ``nonmana`` ("an
    ability that isn't a mana ability", CR 605.1a); ``by`` its source, "an ability of an
    Elemental", CR 113.7).
    """

    type_name: ClassVar[str] = "event_trigger"
    event: str
    object: ObjectRef | None = None
    counter: str | None = None
    last: bool = False
    zone: str | None = None
    recipient: PlayerRef | ObjectRef | None = None
    player: PlayerRef | None = None
    by: ObjectRef | None = None
    #: "one or more [objects]" (CR 603.2c): the ability triggers once per event however many
    #: matching objects it involves
    batched: bool = False
    #: "your second spell each turn": only the Nth such event of the turn (the player's)
    nth: int | None = None
    #: "your next instant or sorcery spell": only the next such event (a delayed trigger, CR
    #: 603.7c)
    next_only: bool = False


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
class Compare(Node):
    """A number of the game compared with a constant (CR 603.4 intervening "if", 611.3 "as long
    as", 614.1d "unless"): ``value`` (a :class:`Count`) ``op`` (``>=`` "N or more", ``<=`` "N or
    fewer", ``==``) ``amount``. "as long as seven or more cards are in your graveyard" is
    ``Compare(Count(what="objects", object=each card in your graveyard), ">=", 7)``."""

    type_name: ClassVar[str] = "compare"
    value: Node
    op: str
    amount: Amount


@dataclass(frozen=True, kw_only=True)
class TurnOf(Node):
    """ "it's your turn": ``player`` is the active player (CR 102.1, 500.1); negate with
    :class:`Not` for "it's not your turn"."""

    type_name: ClassVar[str] = "turn_of"
    player: PlayerRef


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
    amount: Amount | Node
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class RemoveCounters(Effect):
    """Remove ``amount`` counters of kind ``counter`` from ``object`` (CR 122)."""

    type_name: ClassVar[str] = "remove_counters"
    counter: str
    amount: Amount | Node
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class RemoveDamage(Effect):
    """Remove all damage marked on ``object`` (CR 120.6; umbra armor, CR 702.89a; as
    regeneration does, CR 701.19a)."""

    type_name: ClassVar[str] = "remove_damage"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class MoveCounters(Effect):
    """Move ``amount`` counters of kind ``counter`` from ``object`` onto ``to`` (CR 122.5: each
    is removed from the one and put on the other; graft, CR 702.58a)."""

    type_name: ClassVar[str] = "move_counters"
    counter: str
    amount: Amount | Node
    object: ObjectRef
    to: ObjectRef


@dataclass(frozen=True, kw_only=True)
class Sacrifice(Effect):
    """Sacrifice ``object`` (CR 701.17); ``player`` sacrifices it ("enchanted permanent's
    controller sacrifices it"), None for the ability's controller. An :class:`ObjectUnion`:
    one of each ("sacrifices an artifact creature and a nonartifact creature")."""

    type_name: ClassVar[str] = "sacrifice"
    object: ObjectRef | ObjectUnion
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
    amount: Amount | Node
    recipient: Node


@dataclass(frozen=True, kw_only=True)
class GainLife(Effect):
    """``player`` gains ``amount`` life (CR 119)."""

    type_name: ClassVar[str] = "gain_life"
    player: PlayerRef
    amount: Amount | Node


@dataclass(frozen=True, kw_only=True)
class LoseLife(Effect):
    """``player`` loses ``amount`` life, or pays it as a cost (CR 119, 118.3)."""

    type_name: ClassVar[str] = "lose_life"
    player: PlayerRef
    amount: Amount | Node


@dataclass(frozen=True, kw_only=True)
class Draw(Effect):
    """``player`` draws ``amount`` cards (CR 121); ``optional`` for "you may draw" (CR 603.5:
    the choice is made as the ability resolves)."""

    type_name: ClassVar[str] = "draw"
    player: PlayerRef
    amount: Amount | Node
    optional: bool = False


@dataclass(frozen=True, kw_only=True)
class Discard(Effect):
    """``player`` discards ``amount`` cards, or the ``object`` (CR 701.9a); ``random``: the
    cards discarded are chosen at random ("discards a card at random", CR 701.9b)."""

    type_name: ClassVar[str] = "discard"
    player: PlayerRef
    amount: Amount | Node = 1
    object: ObjectRef | None = None
    random: bool = False


@dataclass(frozen=True, kw_only=True)
class Exile(Effect):
    """Exile ``object`` (old wording "remove from the game"), with ``counters`` time counters
    (suspend) when given (CR 406, 702.62a). ``duration``: how long it stays exiled when the
    text says it, ``while_source_on_battlefield`` for "until ~ leaves the battlefield" (CR
    610.3c: then it returns to the battlefield under its owner's control); None for ever.
    ``player``: who exiles it when another player than the ability's controller does ("that
    player exiles the top card of their library", ingest CR 702.115a); None: the controller."""

    type_name: ClassVar[str] = "exile"
    object: ObjectRef | ObjectUnion
    counter: str | None = None
    amount: Amount | None = None
    face_down: bool = False
    duration: Duration | None = None
    player: PlayerRef | None = None


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
    """``object`` gains the keyword ``ability`` for ``duration`` (CR 611.2); ``parameter``: the
    keyword's parameter when it has one (protection's :class:`Quality`, CR 702.16a: "gains
    protection from red until end of turn")."""

    type_name: ClassVar[str] = "gain_ability"
    object: ObjectRef
    ability: str
    duration: Duration
    parameter: Node | None = None


@dataclass(frozen=True, kw_only=True)
class Tap(Effect):
    """Tap ``object`` (CR 701.20); an :class:`ObjectUnion` for several objects, each with its
    own quantifier ("Untap up to two target creatures and up to two target lands")."""

    type_name: ClassVar[str] = "tap"
    object: ObjectRef | ObjectUnion


@dataclass(frozen=True, kw_only=True)
class Untap(Effect):
    """Untap ``object`` (CR 701.20)."""

    type_name: ClassVar[str] = "untap"
    object: ObjectRef | ObjectUnion


@dataclass(frozen=True, kw_only=True)
class BecomeDayNight(Effect):
    """It becomes ``state`` ("day" or "night"), the game's designation (CR 730.1)."""

    type_name: ClassVar[str] = "become_day_night"
    state: str


@dataclass(frozen=True, kw_only=True)
class RemoveFromCombat(Effect):
    """Remove ``object`` from combat (CR 506.4): it stops being an attacking, blocking,
    blocked or unblocked creature; a creature it blocked stays blocked (CR 509.1h)."""

    type_name: ClassVar[str] = "remove_from_combat"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class TurnFaceUp(Effect):
    """Turn a face-down ``object`` face up (CR 702.36e, 711)."""

    type_name: ClassVar[str] = "turn_face_up"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class TurnFaceDown(Effect):
    """Turn ``object``, a face-up permanent, face down (CR 708.2a: an effect that lists no
    characteristics makes it a 2/2 face-down creature with no text, name, subtypes or mana
    cost), e.g. "Turn target creature with a morph ability face down"."""

    type_name: ClassVar[str] = "turn_face_down"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class CounterObject(Effect):
    """Counter a spell or ability (CR 701.6). ``destination``: where a spell countered this way
    goes instead of its owner's graveyard (CR 701.6a, 614.1a: "If that spell is countered this
    way, exile it instead of putting it into its owner's graveyard": ``exile``); None: the
    graveyard."""

    type_name: ClassVar[str] = "counter"
    object: ObjectRef
    destination: str | None = None


@dataclass(frozen=True, kw_only=True)
class CreateToken(Effect):
    """Create ``amount`` tokens (old wording "put ... token into play"): ``copy_of`` an object, or
    with ``power``/``toughness``/``colors``/``subtypes``/``abilities`` (CR 111). ``player``
    creates them and controls them ("Its controller creates ..."); None for the ability's
    controller."""

    type_name: ClassVar[str] = "create_token"
    player: PlayerRef | None = None
    amount: Amount | Node = 1
    copy_of: ObjectRef | None = None
    power: Amount | Node | None = None
    toughness: Amount | Node | None = None
    colors: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    abilities: tuple[Node, ...] = ()
    #: the token's card types (CR 111.4): ``("artifact", "creature")`` for "artifact creature
    #: token", ``("artifact",)`` for a predefined Treasure, Food or Clue (CR 111.10)
    types: tuple[str, ...] = ("creature",)
    #: a copy token's exceptions (``CopyExceptions``, CR 707.9): ", except it's 1/1"
    exceptions: Node | None = None
    #: the name the effect gives the token ("a 1/1 blue Faerie creature token named Cloud
    #: Sprite", CR 111.4), in English; None: its subtypes and "Token" (CR 111.4)
    name: str | None = None
    #: "tokens that are tapped and attacking" (CR 110.5b: a permanent enters untapped unless
    #: an effect says otherwise; CR 508.4: a creature put onto the battlefield attacking was
    #: never declared as an attacker)
    tapped: bool = False
    attacking: bool = False


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
    (e.g. ``cast_as_instant`` for flash, ``evasion:flying``), or as ``cr:<rule number>`` for a
    keyword that changes the game's rules as that CR rule says (lifelink ``cr:702.15b``, CR
    702.15b: the damage its source deals makes that source's controller gain that much life;
    kb/keywords.yaml ``game_rules``); ``parameters`` carries values such as ``power`` for
    flanking."""

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
    ``discard``, ``dies``, ``destroyed``, ``leaves_battlefield``, ``dealt_damage`` (``object`` is the recipient),
    ``put_into_graveyard`` (from the battlefield, CR 700.4), ``put_into_graveyard_from_anywhere``
    and their ``put_into_your_graveyard...`` / ``put_into_an_opponents_graveyard...`` forms),
    the ``object`` or a filter object. ``damage_source``: for ``dealt_damage``, the source said
    to deal the damage ("If a black source would deal damage to you", CR 615.10); None: any
    source. (Not ``source``: that name is every node's metadata, the text it was read from.)"""

    type_name: ClassVar[str] = "event"
    name: str
    object: Node
    damage_source: Node | None = None


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
class AdditionalCostPerMode(Ability):
    """An additional cost to cast this modal spell paid once for each mode chosen beyond the
    first (escalate, CR 702.120a: "For each mode you choose beyond the first as you cast this
    spell, you pay an additional [cost]"; paid as additional costs are, 601.2f-h)."""

    type_name: ClassVar[str] = "additional_cost_per_mode"
    cost: Cost


@dataclass(frozen=True, kw_only=True)
class AllModesCost(Ability):
    """An optional additional cost to cast this modal spell that lets its controller choose all
    of its modes instead of the number specified (entwine, CR 702.42a: "You may choose all modes
    of this spell instead of just the number specified. If you do, you pay an additional
    [cost]."; 601.2b, 601.2f-h)."""

    type_name: ClassVar[str] = "all_modes_cost"
    cost: Cost


@dataclass(frozen=True, kw_only=True)
class SpecialAction(Ability):
    """An ability letting this card's owner take a special action with it (CR 116.2), which
    doesn't use the stack: ``action`` "plot" (CR 702.170a-b, 116.2k: exile this card from your
    hand paying ``cost``; it becomes a plotted card, which 702.170d lets its owner cast later),
    taken at ``timing`` "sorcery" (any time its owner has priority during their main phase
    while the stack is empty)."""

    type_name: ClassVar[str] = "special_action"
    action: str
    cost: Cost
    timing: str


@dataclass(frozen=True, kw_only=True)
class AlternativeCost(Ability):
    """A way to cast or play a card other than paying its mana cost (CR 118.9): morph's face-down
    cast for {3}, madness, suspend. ``action`` names it (``cast_face_down``, ``cast_from_exile``,
    ``suspend``, ``cast_from_graveyard``; ``cast_transformed[_from_graveyard]``: with its back face
    up, CR 712.8c); ``cost`` is what is paid; ``effect`` what else happens;
    ``condition`` restricts when it may be used (flashback since 2021, CR 702.34a: "if the resulting
    spell is an instant or sorcery spell")."""

    type_name: ClassVar[str] = "alternative_cost"
    action: str
    cost: Cost | None
    effect: Node | None = None
    condition: Node | None = None


@dataclass(frozen=True, kw_only=True)
class CastFromZone(Ability):
    """A static ability letting this card be cast from ``zone`` (``graveyard``; CR 601.3: an
    effect allowing a card to be cast from another zone), its mana cost paid and
    ``additional_cost`` paid as an additional cost to cast it (CR 601.2b, 601.2f-h): retrace
    (CR 702.81a, "by discarding a land card as an additional cost to cast it"), jump-start
    (CR 702.133a). ``condition`` restricts it (jump-start: "if the resulting spell is an
    instant or sorcery spell", :class:`SpellIs`)."""

    type_name: ClassVar[str] = "cast_from_zone"
    zone: str
    additional_cost: Cost | None = None
    condition: Node | None = None


@dataclass(frozen=True, kw_only=True)
class CastAsThoughFlash(Ability):
    """A static ability letting this card be cast as though it had flash (CR 702.8a, 601.3:
    any time its owner could cast an instant): "You may cast ~ as though it had flash if you pay
    {2} more to cast it." (Rout: ``additional_cost`` is paid to cast it that way, CR 601.2f),
    "As long as you control a green or blue permanent, you may cast ~ as though it had flash."
    (Hungry Yeti: ``condition`` restricts it). ``spells``: the spells its controller may cast
    so, when they are not this card ("You may cast sorcery spells as though they had flash.",
    Shimmer Myr "artifact spells": ``ObjectRef(kind="each", filter=("sorcery", "spell"))``)."""

    type_name: ClassVar[str] = "cast_as_though_flash"
    additional_cost: Cost | None = None
    condition: Node | None = None
    spells: ObjectRef | None = None


# --------------------------------------------------------------------------- keyword additions
# Nodes of the CR "means" clauses of cycling, equip, flashback, ninjutsu, storm and buyback
# (CR 702.29a, 702.6a, 702.34a, 702.49a, 702.40a, 702.27a).


@dataclass(frozen=True, kw_only=True)
class KeywordCostPaid(Node):
    """Condition: the cost of the keyword this ability belongs to was paid ("If the flashback cost
    was paid", "if its evoke cost was paid"; in reminder text "If you do" after the optional
    cost: CR 702.27a, 702.34a, 702.74a)."""

    type_name: ClassVar[str] = "keyword_cost_paid"
    #: the keyword named when the ability is not the keyword's own: "if tribute wasn't paid"
    #: (CR 702.104b: the chosen opponent didn't put the +1/+1 counters)
    keyword: str | None = None


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
class Unattach(Effect):
    """Unattach ``object`` (an Equipment, Aura or Fortification) from what it is attached to: it
    stays on the battlefield, attached to nothing (CR 701.3d; reconfigure, CR 702.151a)."""

    type_name: ClassVar[str] = "unattach"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class PutOntoBattlefield(Effect):
    """Put ``object`` onto the battlefield from ``zone`` (CR 110.2), ``tapped`` and/or
    ``attacking`` (CR 508.8: an attacking creature that was never declared as an attacker),
    e.g. ninjutsu (CR 702.49a). ``from_player``: whose ``zone`` (``that_player``: the player
    named before, e.g. whose hand was revealed; None: the object's owner's); ``controller``:
    under whose control (None: its owner's); ``optional`` for "you may" (Treacherous Urge:
    "You may put a creature card from it into play under your control"); ``transformed``: a
    double-faced card enters with its back face up (CR 712.14a; a card that is not
    double-faced stays where it is); ``counters``: the counters it enters with ("return it to
    the battlefield with a +1/+1 counter on it", CR 614.1c; undying 702.93a). ``player``: who
    puts it when another player than the ability's controller does ("Each player returns all
    creature cards from their graveyard to the battlefield": each under their own control, CR
    110.2a); None: the controller. ``attached_to``: the object an Aura or Equipment enters
    attached to ("return ~ from your graveyard to the battlefield attached to that creature": CR
    303.4f, an Aura put onto the battlefield this way isn't cast and doesn't target; CR 301.5c;
    an Aura that can't legally enchant it stays in its zone, CR 303.4g); None: not said."""

    type_name: ClassVar[str] = "put_onto_battlefield"
    object: ObjectRef
    zone: str | None = None
    tapped: bool = False
    attacking: bool = False
    from_player: PlayerRef | None = None
    controller: PlayerRef | None = None
    optional: bool = False
    transformed: bool = False
    counters: PutCounters | None = None
    player: PlayerRef | None = None
    attached_to: ObjectRef | None = None


@dataclass(frozen=True, kw_only=True)
class CopySpell(Effect):
    """Copy the spell ``object`` ``amount`` times (CR 707.10); ``new_targets``: the controller may
    choose new targets for the copies (CR 707.10c), e.g. storm (CR 702.40a); ``without_keyword``:
    a keyword ability the copies don't have ("copy this spell except for its epic ability",
    CR 702.50a, 707.9a)."""

    type_name: ClassVar[str] = "copy_spell"
    object: ObjectRef
    amount: Amount | Count
    new_targets: bool = False
    without_keyword: str | None = None


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
    #: the error message; may be given as a function returning it, called when first read
    #: (lenient parsing words the error of a failed line only if it is shown)
    error: str = LazyText()  # type: ignore[assignment]

    def __getstate__(self) -> dict[str, Any]:  # noqa: D105 - the error worded before pickling
        return _words_lazy_text(self)


@dataclass(frozen=True, kw_only=True)
class Card(Node):
    """A whole rules text: its abilities and keywords in printed order (one entry per line or
    per keyword in a keyword list)."""

    type_name: ClassVar[str] = "card"
    abilities: tuple[Node, ...]
