"""AST nodes of card rules text the executor plays: counts, power/toughness, conditions, reveals,
returns, kicker payments, optional effects and coin flips (CR 208, 613, 702.33, 608.2d, 705)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ._base import Node
from .core import Ability, Amount, Cost, Duration, Effect, ManaCost, ObjectRef, PlayerRef

if TYPE_CHECKING:
    from .layers import ObjectUnion

# --------------------------------------------------------------------------- executor additions
# Nodes added for card-specific lines the executor runs (issue 4). Each is language-neutral.


@dataclass(frozen=True, kw_only=True)
class Count(Node):
    """A number read from the game state when it is needed (CR 107.3, 208.2 "equal to").

    ``what``: ``life_total`` (of ``player``), ``cards_in_hand`` (of ``player``),
    ``cards_in_graveyard`` (of ``player``; a ``player`` of kind ``opponent`` in a condition is
    any one opponent: "if an opponent has 10 or less life"), ``permanents``
    (controlled by ``player`` and matching ``filter``, e.g. ``("island",)``), ``counters`` (of kind
    ``counter`` on ``object``), ``player_counters`` (of kind ``counter`` that ``player`` has,
    CR 122.1: "for each experience counter you have"), ``speed`` (of ``player``, 0 when they
    have none: CR 702.179f; "Max speed" is a speed of 4, 702.179e), ``entered_this_turn`` (how
    many objects matching ``object`` entered the battlefield under ``player``'s control this
    turn, those that left since included: celebration, CR 603.6a), ``power`` (of ``object``), ``mana_value`` (of ``object``, a card
    or a spell: CR 202.3; "converted mana cost" in older text), ``times_kicked`` (how many times
    the kicker costs of ``object`` were paid, CR 702.33c "for each time it was kicked"),
    ``objects`` (how many objects match ``object``, "for each creature you control"),
    ``players_attacked_this_combat`` (how many of the players ``player`` names were attacked
    this combat by creatures you control, melee CR 702.121a), ``objects_beyond_first`` (that
    many but one, "for each creature blocking it beyond the
    first", rampage CR 702.23a),
    ``event_amount`` ("that much": the damage dealt or life gained in the trigger event,
    CR 603.2), ``card_types`` (how many card types, CR 205.2a, are among the objects matching ``object``:
    delirium), ``basic_land_types`` (how many basic land types, CR 305.6, are among them: domain), ``spells_cast_last_turn`` (by ``player``; a ``player`` of kind ``player`` is
    "a player": the most any one player cast; None: all players together),
    ``spells_cast_this_turn`` (the same this turn, CR 601.2; ``player`` of kind ``opponent``:
    any one opponent),
    ``life_gained_this_turn`` / ``life_lost_this_turn`` (by ``player`` this turn, CR 119.3; a
    ``player`` of kind ``opponent`` or ``player``: any one such player),
    ``cards_drawn_this_turn`` / ``cards_discarded_this_turn`` (how many cards ``player`` drew
    or discarded this turn, CR 121.1, 701.8a: "for each card you've drawn this turn"),
    ``targets_beyond_first`` (how many targets the spell ``object`` has beyond the first, "for
    each target beyond the first", CR 601.2f), ``times_paid`` (how many times the additional cost of keyword ``filter[0]`` was paid for
    ``object``, "for each time its squad cost was paid", CR 702.157a), ``different_power`` / ``different_name`` / ``different_mana_value`` (how many different powers, names or mana values there are among the objects matching ``object``: "three or more creatures with different powers", CR 208.1, 201.2, 202.3), ``greatest_power`` / ``greatest_toughness`` / ``greatest_mana_value`` (the largest such value among the objects matching ``object``, 0 if none: "the greatest power among creatures you control", CR 208.1, 202.3), ``devotion`` (``player``'s devotion to the colors in ``filter``, CR 700.5), ``party`` (how many creatures are in the party of ``player``, zero to four, CR 700.8a; a full party is four, CR 700.8c), ``players`` (how many players ``player`` names: ``each_opponent``, "for each opponent you
    have", CR 102.2), ``damage_dealt_this_way`` / ``life_lost_this_way`` / ``damage_prevented_this_way`` (the
    result of an effect said before it in the same ability, CR 608.2c), ``cards_discarded_this_way`` (how many cards the discard said before it in the same
    ability discarded: "Discard up to three cards, then draw that many cards", CR 608.2c),
    ``mana_spent`` (how much mana was spent to cast the spell ``object``, CR 601.2h; ``filter`` a
    color word or ``snow``: "the amount of {S} spent to cast this spell"),
    ``colors_of_mana_spent`` (how many of the five colors that mana had: converge, sunburst
    CR 702.44a), ``colors`` (how many of the five colors ``object`` is, CR 105.2: "for each
    of its colors"), ``counters_removed_this_way``
    (how many ``counter`` counters the same ability removed, most often as its cost: "for each
    storage counter removed this way", CR 602.1, 608.2c), ``times_paid_this_way`` (how many
    times the cost of the :class:`~rulesparser.ast.MayPayAnyNumberOfTimes` before it in the
    same ability was paid: "put that many valor counters on ~", CR 608.2c). Inside a :class:`Cost`, a ``Count``
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
class SetBasePowerToughnessFrom(Effect):
    """``object``'s base ``stats`` (``power``, or ``power`` and ``toughness``) become those of
    ``values_of`` as the effect resolves (CR 613.4b: layer 7b; CR 608.2h: the values are locked
    in then) for ``duration`` (None: for ever, CR 611.2a). "Change ~'s base power to target
    creature's power" (Riptide Mangler)."""

    type_name: ClassVar[str] = "set_base_power_toughness_from"
    object: ObjectRef
    values_of: ObjectRef
    stats: tuple[str, ...]
    duration: Duration | None = None


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
    every zone (CR 604.3). None: the ability defines the other one only ("~'s power is equal to
    the number of cards in your hand": the printed toughness stands)."""

    type_name: ClassVar[str] = "define_power_toughness"
    power: Node | int | None
    toughness: Node | int | None


@dataclass(frozen=True, kw_only=True)
class DefineColors(Ability):
    """A characteristic-defining ability of color (CR 604.3, 105.2c): "Ghostfire is
    colorless.", the object's colors are ``colors`` (``("colorless",)``: none) in every zone,
    what its mana cost would say otherwise (CR 202.2); not an effect that makes it become so."""

    type_name: ClassVar[str] = "define_colors"
    colors: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class InZone(Node):
    """The object is in ``zone`` (``exile``, ``graveyard``, ``hand``, ``battlefield``, ``stack``;
    CR 400)."""

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
    """Reveal ``object`` (CR 701.20a), e.g. the cost "Reveal a white card in your hand".
    ``player``: who reveals it when another player than the ability's controller does ("Target
    player reveals the top card of their library"); None: the controller. ``random``: the
    cards revealed are chosen at random from the player's hand ("Target opponent reveals a card
    at random from their hand"), not by the player."""

    type_name: ClassVar[str] = "reveal"
    object: ObjectRef
    zone: str | None = None
    player: PlayerRef | None = None
    random: bool = False


@dataclass(frozen=True, kw_only=True)
class ReturnToHand(Effect):
    """Return ``object`` to its owner's hand (CR 400.7; old "bounce"), e.g. morph's
    "Return two Islands you control to their owner's hand"; an :class:`ObjectUnion` for several
    objects, each with its own quantifier ("Return target creature and target land to their
    owners' hands", CR 115.1: each "target" is one target). ``player``: who returns it when
    another player than the ability's controller does ("Each player returns a creature they
    control to its owner's hand": each chooses one of their own); None: the controller."""

    type_name: ClassVar[str] = "return_to_hand"
    object: ObjectRef | ObjectUnion
    player: PlayerRef | None = None


@dataclass(frozen=True, kw_only=True)
class Quality(Node):
    """A quality that protection is from (CR 702.16a): a color ("black") or a card type; or the
    kind of gift of a gift keyword (CR 702.174d-i: "card", "food", "tapped_fish", "extra_turn")."""

    type_name: ClassVar[str] = "quality"
    value: str


@dataclass(frozen=True, kw_only=True)
class OptionalEffect(Effect):
    """ "you may [effect]" (CR 603.5, 608.2d): as it resolves, ``player`` chooses whether
    ``effect`` happens (Fungal Behemoth: "you may put a +1/+1 counter on target creature")."""

    type_name: ClassVar[str] = "optional_effect"
    player: PlayerRef
    effect: Node


@dataclass(frozen=True, kw_only=True)
class FlipCoin(Effect):
    """``player`` flips a coin (CR 705): "If you win the flip, [won]. If you lose the flip,
    [lost]." (Frenetic Sliver). The result is the scenario's ``choices.coin_flips``
    (deterministic); a player wins or loses the flip (CR 705.2)."""

    type_name: ClassVar[str] = "flip_coin"
    player: PlayerRef
    won: Node | None = None
    lost: Node | None = None
