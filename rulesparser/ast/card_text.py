"""AST nodes of the compositional card-text grammar (rulesparser.cardtext): keyword actions,
restrictions, modes, chapters, loyalty costs and reminder text that earlier areas had no node for.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ._base import Node
from .auras import Product
from .core import Ability, Amount, Cost, Duration, Effect, ObjectRef, PlayerRef
from .layers import ObjectUnion


@dataclass(frozen=True, kw_only=True)
class KeywordAction(Effect):
    """A keyword action of CR 701 that the controller performs, named by its id in
    kb/keywords.yaml (``proliferate`` CR 701.34, ``amass`` CR 701.47, ``learn`` CR 701.48, ...),
    with its number when it takes one (``amount``: "Amass 2"). A line holding only the action
    ("Proliferate.") is a spell ability performing it: ``SpellAbility(effect=KeywordAction(...))``.
    """

    type_name: ClassVar[str] = "keyword_action"
    action: str
    amount: Amount | None = None
    #: the permanent performing an action a permanent performs ("~ explores", "it connives",
    #: CR 701.44a, 701.50a), or None when the controller performs it
    object: ObjectRef | None = None
    #: the creature subtype an action names ("Amass Orcs 2", CR 701.47a: the Army token's and
    #: the chosen Army's subtype, the singular key tokens use: ``orc``); an amass printed without
    #: one (War of the Spark "Amass 2", Oracle "Amass Zombies 2") gives ``zombie``
    #: (``subtype_when_unnamed`` in kb/keywords.yaml); None for the other actions
    subtype: str | None = None


@dataclass(frozen=True, kw_only=True)
class Mill(Effect):
    """``player`` mills ``amount`` cards (CR 701.13a): puts that many cards from the top of their
    library into their graveyard."""

    type_name: ClassVar[str] = "mill"
    player: PlayerRef
    amount: Amount | Node


@dataclass(frozen=True, kw_only=True)
class Surveil(Effect):
    """``player`` surveils ``amount`` (CR 701.25a): looks at the top N cards of their library and
    puts any number of them into their graveyard and the rest on top in any order."""

    type_name: ClassVar[str] = "surveil"
    player: PlayerRef
    amount: Amount | Node


@dataclass(frozen=True, kw_only=True)
class Transform(Effect):
    """Transform ``object`` (CR 701.28a): turn a double-faced permanent to its other face."""

    type_name: ClassVar[str] = "transform"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class BecomesDesignated(Effect):
    """``object`` gets ``designation``, a marker with no rules meaning of its own that other
    rules and effects look for (``renowned``, CR 702.112b; ``saddled``, CR 702.171b), for
    ``duration`` (None: until the permanent leaves the battlefield)."""

    type_name: ClassVar[str] = "becomes_designated"
    object: ObjectRef
    designation: str
    duration: Duration | None = None


@dataclass(frozen=True, kw_only=True)
class Restriction(Effect):
    """``object`` can't ``action`` (CR 101.2, 508.1c, 509.1b): ``attack``, ``block``,
    ``attack_or_block``, ``attack_block_or_crew`` ("can't attack, block, or crew Vehicles":
    nor be tapped to pay a crew cost, CR 702.122a), ``activate_abilities`` (its activated abilities, CR 602.5), ``activate_nonmana_abilities``
    (those that aren't mana abilities, CR 605.1a), ``attack_you`` (CR 508.1c: attack the player "you"), ``attack_alone``, ``block_alone``, ``attack_or_block_alone``
    (CR 506.5: alone is the only creature attacking / blocking), ``be_blocked_except_by``
    (``which``: the only creatures that can block it), ``be_countered`` or ``be_destroyed`` (CR
    701.8), ``be_sacrificed`` (CR 701.21a), ``tap_to_attack`` (attacking doesn't cause it to tap: vigilance, CR 702.20b, an
    exception to CR 508.1f), for ``duration`` (``permanent`` for a static
    ability, ``end_of_turn`` for "this turn"). "can't be blocked" is :class:`CantBeBlocked`."""

    type_name: ClassVar[str] = "restriction"
    object: ObjectRef
    action: str
    duration: Duration
    #: the objects the restriction is about: "can't block creatures with power 2 or greater"
    #: (``block``), "can block only creatures with flying" (``block_only``); either of several
    #: (an ``ObjectUnion``: intimidate's "artifact creatures and/or creatures that share a color
    #: with it", CR 702.13b)
    which: ObjectRef | ObjectUnion | None = None


@dataclass(frozen=True, kw_only=True)
class AddManaOfChoice(Effect):
    """``player`` adds ``amount`` mana of one color chosen as the ability resolves (CR 106.1b,
    106.7): ``choice`` is ``any_color`` ("one mana of any color"), ``chosen_color`` ("of the
    chosen color": the color chosen as the permanent entered, CR 614.12) or
    ``commander_color_identity`` ("of any color in your commander's color identity", CR 903.4)."""

    type_name: ClassVar[str] = "add_mana_of_choice"
    player: PlayerRef
    amount: Amount | Node
    choice: str = "any_color"


@dataclass(frozen=True, kw_only=True)
class AddManaCombination(Effect):
    """``player`` adds ``amount`` mana, each of one of ``colors`` (mana letters ``W`` ``U``
    ``B`` ``R`` ``G``), the combination chosen as the ability resolves (CR 106.1b, 106.4):
    "Add X mana in any combination of {W} and/or {U}" (colors W and U), "Add two mana in any
    combination of colors" (the five colors)."""

    type_name: ClassVar[str] = "add_mana_combination"
    player: PlayerRef
    amount: Amount | Node
    colors: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class ChooseModes(Effect):
    """A modal spell or ability (CR 700.2) whose controller chooses between ``minimum`` and
    ``maximum`` of ``modes`` ("Choose one or both —": 1 and 2; "Choose one or more —": 1 and the
    number of modes; "Choose two —": 2 and 2). "Choose one —" is :class:`ChooseOne`; modes
    that may be chosen more than once, :class:`ChooseModesRepeatable`."""

    type_name: ClassVar[str] = "choose_modes"
    minimum: int
    maximum: int
    modes: tuple[Node, ...]


@dataclass(frozen=True, kw_only=True)
class ModeWithCost(Node):
    """A mode of a spree spell (CR 702.172a: "Choose one or more modes. As an additional cost
    to cast this spell, pay the costs associated with those modes"): its ``effect`` and the
    ``cost`` paid when it is chosen ("+ {1} — Counter target spell."). The modes are those of a
    :class:`ChooseModes` from one to all of them."""

    type_name: ClassVar[str] = "mode_with_cost"
    cost: Cost
    effect: Node


@dataclass(frozen=True, kw_only=True)
class ChooseModesRepeatable(Effect):
    """A modal spell or ability (CR 700.2) whose controller chooses ``number`` modes among
    ``modes`` and may choose the same mode more than once (CR 700.2d: "Choose three. You may
    choose the same mode more than once.", the Confluences); a mode chosen twice happens twice,
    in the order the modes are printed."""

    type_name: ClassVar[str] = "choose_modes_repeatable"
    number: int
    modes: tuple[Node, ...]


@dataclass(frozen=True, kw_only=True)
class ChapterAbility(Ability):
    """A Saga's chapter ability (CR 714.2b): triggers when the number of lore counters on the
    Saga becomes at least each of ``chapters`` (roman numerals as integers)."""

    type_name: ClassVar[str] = "chapter_ability"
    chapters: tuple[int, ...]
    effect: Node


@dataclass(frozen=True, kw_only=True)
class LoyaltyCost(Node):
    """The cost of a loyalty ability (CR 606.4): put (``change`` > 0) or remove (< 0) that many
    loyalty counters on or from the planeswalker; ``Variable("X")`` for "[+X]",
    ``Product(factor=-1, amount=Variable("X"))`` for "[-X]" (X chosen as it is activated, CR
    107.3)."""

    type_name: ClassVar[str] = "loyalty_cost"
    change: Amount | Product


@dataclass(frozen=True, kw_only=True)
class OpeningHandReveal(Ability):
    """ "You may reveal this card from your opening hand. If you do, at the beginning of the
    first upkeep, [effect]." (CR 103.6b: a card revealed from the opening hand once the
    mulligans are over, before the first turn; it stays revealed until the first turn begins;
    Chancellor of the Spires, Providence). ``effect`` is the :class:`DelayedTrigger` revealing
    it creates (CR 603.7a), which triggers once, at the first such step of the game (the next
    one as the game begins, ``next_only``)."""

    type_name: ClassVar[str] = "opening_hand_reveal"
    effect: Node


@dataclass(frozen=True, kw_only=True)
class ReminderText(Ability):
    """A line that is only reminder text (CR 207.2a: reminder text has no rules meaning), e.g.
    a basic land's "({T}: Add {G}.)" or a Saga's lore counter reminder. ``abilities`` holds what
    it restates when it parses, for reference; nothing is played from it. ``rule`` is the CR
    rule it restates when it restates a game rule rather than an ability (a Saga's "As this Saga
    enters and after your draw step, add a lore counter. Sacrifice after III.": CR 714.3;
    printed wordings in ``locales/<lang>/rules_reminders.yaml``)."""

    type_name: ClassVar[str] = "reminder_text"
    abilities: tuple[Node, ...] = ()
    rule: str | None = None


@dataclass(frozen=True, kw_only=True)
class Requirement(Effect):
    """``object`` ``action``s each combat if able (CR 508.1d, 509.1c): ``attack`` or
    ``block``, or ``be_blocked`` ("~ must be blocked if able": the defending player blocks it
    with at least one creature, CR 509.1c), or ``be_blocked_by_all`` ("All creatures able to
    block ~ do so": every creature able to block it blocks it, CR 509.1c), for ``duration``."""

    type_name: ClassVar[str] = "requirement"
    object: ObjectRef
    action: str
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class UnlessPays(Effect):
    """``effect`` happens unless ``player`` pays ``cost`` (CR 118.12): "Counter target spell
    unless its controller pays {3}"."""

    type_name: ClassVar[str] = "unless_pays"
    effect: Node
    player: PlayerRef
    cost: Node


@dataclass(frozen=True, kw_only=True)
class MakeChoice(Effect):
    """``player`` chooses ``what`` (CR 614.12 as a permanent enters, 608.2d as an effect
    resolves): ``creature_type``, ``basic_land_type``, ``card_type``, ``card_name``,
    ``opponent``. A color is :class:`ChooseColor`."""

    type_name: ClassVar[str] = "make_choice"
    player: PlayerRef
    what: str


@dataclass(frozen=True, kw_only=True)
class PlayerGetsCounters(Effect):
    """``player`` gets ``amount`` counters of kind ``counter`` ("that player gets two poison
    counters", CR 122.1f; poisonous 702.70a): counters on a player (CR 122.1)."""

    type_name: ClassVar[str] = "player_gets_counters"
    player: PlayerRef
    counter: str
    amount: Amount | Node


@dataclass(frozen=True, kw_only=True)
class GainEnergy(Effect):
    """``player`` gets ``amount`` energy counters ({E}, CR 107.14, 122.1)."""

    type_name: ClassVar[str] = "gain_energy"
    player: PlayerRef
    amount: Amount | Node


@dataclass(frozen=True, kw_only=True)
class CostChange(Effect):
    """Spells or abilities ``object`` cost ``mana`` more (``increase``) or less to cast
    (CR 601.2f); ``amount`` multiplies it ("for each ..."). ``colored_only``: "This effect
    reduces only the amount of colored mana you pay." (Edgewalker): a colored symbol the cost
    does not require reduces nothing, where it would otherwise reduce generic mana (CR 118.7b
    does not apply)."""

    type_name: ClassVar[str] = "cost_change"
    object: ObjectRef
    mana: Node
    increase: bool
    amount: Amount | Node = 1
    duration: Duration | None = None
    colored_only: bool = False


@dataclass(frozen=True, kw_only=True)
class TypeLine(Ability):
    """A type line printed among rules text (MTGJSON's French and German text of a
    double-faced card holds its back face's type line, "Land"): no rules meaning (CR 205);
    ``types`` are its canonical words."""

    type_name: ClassVar[str] = "type_line"
    types: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class OtherFace(Ability):
    """What a modal double-faced card prints of its other face at the bottom of this face (CR
    712.1; ZNR, KHM, STX): that face's type line, then its mana cost (a spell face: "Instant /
    {1}{W}") or its ability (a land face: "Land / {T}: Add {W}."). They are the other face's
    characteristics, not this face's (CR 712.8): no rules meaning here. MTGJSON's French and
    German text of a face (and the printed English ``originalText``) holds them as lines after
    the face's own; a :class:`TypeLine` line after a line of the face's own starts them."""

    type_name: ClassVar[str] = "other_face"
    type_line: TypeLine
    mana_cost: Node | None = None
    abilities: tuple[Node, ...] = ()


@dataclass(frozen=True, kw_only=True)
class PreventAllDamage(Effect):
    """Prevent all damage (``combat``: only combat damage, CR 510.1) that would be dealt to
    ``recipient`` (None: to anything) by ``damage_source`` (None: by any source) for
    ``duration`` (CR 615.1a: a prevention effect; ``permanent`` in a static ability). "Prevent
    all combat damage that would be dealt this turn" is :class:`PreventCombatDamage`; "Prevent
    all damage that would be dealt to [recipient]" is :class:`PreventDamage` with no amount.
    "dealt to and dealt by X" is two of these in a :class:`Sequence`."""

    type_name: ClassVar[str] = "prevent_all_damage"
    duration: Duration
    combat: bool = False
    recipient: Node | None = None
    damage_source: Node | None = None


@dataclass(frozen=True, kw_only=True)
class Recipients(Node):
    """Several recipients of one damage event ("each creature and each player", "each creature
    and each planeswalker"): every object and player ``members`` describe (ObjectRef /
    PlayerRef), each dealt the damage at the same time (CR 120.3)."""

    type_name: ClassVar[str] = "recipients"
    members: tuple[Node, ...]


@dataclass(frozen=True, kw_only=True)
class ObjectOrPlayer(Node):
    """One object or one player a source deals damage to, not targeted (CR 120.1: damage is
    dealt to objects and players): "a permanent or player" (``object`` of kind ``any``,
    filtered), "that permanent or player" (kind ``that``: the one the event being replaced
    names, CR 614.1a). Only in a damage replacement effect: "If a source would deal damage to a
    permanent or player, it deals double that damage to that permanent or player instead."."""

    type_name: ClassVar[str] = "object_or_player"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class PreventThatDamage(Effect):
    """ "prevent that damage" (CR 615.1a): the damage of the event a prevention effect watches
    is not dealt. Only in the ``replacement`` of a :class:`ReplacementEffect` whose event is
    ``dealt_damage`` ("If damage would be dealt to ~, prevent that damage."), followed there
    by the prevention's additional effects (CR 615.5). ``amount``: "prevent 1 of that damage"
    prevents that much of it (CR 615.7; absorb, 702.64a); None: all of it."""

    type_name: ClassVar[str] = "prevent_that_damage"
    amount: Amount | None = None


@dataclass(frozen=True, kw_only=True)
class BlockerCount(Effect):
    """``object`` can't be blocked except by ``minimum`` or more creatures ("except by two or
    more creatures", as menace, CR 702.110b) and/or by more than ``maximum`` creatures ("can't be
    blocked by more than one creature"), for ``duration`` (CR 509.1b: restrictions on blocks)."""

    type_name: ClassVar[str] = "blocker_count"
    object: ObjectRef
    duration: Duration
    minimum: int | None = None
    maximum: int | None = None


@dataclass(frozen=True, kw_only=True)
class CanBlockAdditional(Effect):
    """``object`` can block ``amount`` additional creatures each combat (None: any number of
    creatures) for ``duration`` (CR 509.1a: the defending player declares blockers; by the
    rules a creature blocks at most one attacker unless an effect says otherwise)."""

    type_name: ClassVar[str] = "can_block_additional"
    object: ObjectRef
    duration: Duration
    amount: Amount | None = 1


@dataclass(frozen=True, kw_only=True)
class AssignDamageAsThoughNotBlocked(Effect):
    """``object`` assigns its combat damage as though it weren't blocked (CR 510.1c: to the
    player or planeswalker it attacks), for ``duration``; "You may have ~ assign ..." is this in
    an :class:`OptionalEffect` (its controller chooses as combat damage is assigned)."""

    type_name: ClassVar[str] = "assign_damage_as_though_not_blocked"
    object: ObjectRef
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class AttackAsThoughNoDefender(Effect):
    """``object`` can attack as though it didn't have defender, for ``duration`` (CR 702.3b: a
    creature with defender can't attack; this effect lifts that restriction only, CR 508.1c:
    any other restriction on attacking still applies). "{1}{U}: ~ can attack this turn as though
    it didn't have defender" (Returned Phalanx)."""

    type_name: ClassVar[str] = "attack_as_though_no_defender"
    object: ObjectRef
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class BlockableAsThoughNoLandwalk(Effect):
    """``object`` can be blocked as though it didn't have ``landwalk`` (``islandwalk``), for
    ``duration`` (CR 702.14c: a creature with landwalk can't be blocked as long as the defending
    player controls a land of that type; this lifts that restriction only, CR 509.1b: any other
    restriction on blocking it still applies). "Creatures with islandwalk can be blocked as
    though they didn't have islandwalk." (Undertow)."""

    type_name: ClassVar[str] = "blockable_as_though_no_landwalk"
    object: ObjectRef
    landwalk: str
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class AssignDamageByToughness(Effect):
    """``object`` assigns combat damage equal to its toughness rather than its power, for
    ``duration`` (CR 510.1a: the amount a creature assigns is its power unless an effect says
    otherwise; Doran, the Siege Tower, Belligerent Brontodon)."""

    type_name: ClassVar[str] = "assign_damage_by_toughness"
    object: ObjectRef
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class AssignNoCombatDamage(Effect):
    """``object`` assigns no combat damage for ``duration`` (CR 510.1a: not the combat damage
    its power would assign; "If you do, ~ assigns no combat damage this turn", Laccolith
    Grunt). Not a prevention: nothing is dealt, so nothing is prevented (CR 615)."""

    type_name: ClassVar[str] = "assign_no_combat_damage"
    object: ObjectRef
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class DealDamageDivided(Effect):
    """``damage_source`` deals ``amount`` damage divided as its controller chooses among
    ``targets`` (CR 601.2d: the division is announced as the spell is put on the stack or the
    ability activated, each target is dealt at least 1; CR 120.3). ``targets`` says what each
    target may be (a :class:`~rulesparser.ast.Target` of kinds, or an ``ObjectRef`` of kind
    ``target``); between ``minimum`` and ``maximum`` of them are chosen (``maximum`` None:
    "any number of targets", CR 601.2c)."""

    type_name: ClassVar[str] = "deal_damage_divided"
    damage_source: ObjectRef
    amount: Amount | Node
    targets: Node
    minimum: int
    maximum: int | None = None


@dataclass(frozen=True, kw_only=True)
class DistributeCounters(Effect):
    """Distribute ``amount`` counters of kind ``counter`` among ``targets`` (CR 601.2d: the
    division is announced as the spell is put on the stack or the ability activated or put on
    the stack, each target gets at least one; CR 122.1). ``targets`` and ``minimum`` /
    ``maximum`` as :class:`DealDamageDivided`'s ("among one, two, or three target creatures
    you control", "among any number of target creatures")."""

    type_name: ClassVar[str] = "distribute_counters"
    counter: str
    amount: Amount | Node
    targets: Node
    minimum: int
    maximum: int | None = None


@dataclass(frozen=True, kw_only=True)
class PreventNextDamageEvent(Effect):
    """ "The next time [damage_source] would deal damage to [recipient] [duration], prevent
    that damage." (CR 615.7: a prevention shield used up by one damage event, whatever the
    amount). A ``damage_source`` of kind ``chosen`` is "a [red] source of your choice", chosen
    as the effect resolves (CR 609.7a); ``recipient`` None: damage it would deal to anything
    ("The next time target creature would deal damage this turn, prevent that damage")."""

    type_name: ClassVar[str] = "prevent_next_damage_event"
    damage_source: ObjectRef
    recipient: Node | None
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class RedirectNextDamageEvent(Effect):
    """ "The next time [damage_source] would deal damage to [recipient] [duration], that damage
    is dealt to [new_recipient] instead." (CR 614.9: a redirection is a replacement effect; like
    the prevention shield of :class:`PreventNextDamageEvent`, CR 615.7, it is used up by one
    damage event, whatever the amount). A ``damage_source`` of kind ``chosen`` is "a source of
    your choice", chosen as the effect resolves (CR 609.7a); ``recipient`` None: damage it would
    deal to anything ("The next time a source of your choice would deal damage this turn")."""

    type_name: ClassVar[str] = "redirect_next_damage_event"
    damage_source: ObjectRef
    recipient: Node | None
    new_recipient: Node
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class LookAtTop(Effect):
    """``player`` looks at the top ``amount`` cards of a library (CR 401.2: a library is
    hidden; looking shows the cards to that player only); "them" after it are those cards.
    ``library``: whose library, when not the looking player's own ("the top three cards of
    target player's library": a target player, CR 115.1; "that player's")."""

    type_name: ClassVar[str] = "look_at_top"
    player: PlayerRef
    amount: Amount | Node
    library: PlayerRef | None = None


@dataclass(frozen=True, kw_only=True)
class PutBackInAnyOrder(Effect):
    """ "then put them back in any order": the cards looked at go back on top of the library in
    an order their owner chooses (CR 401.4)."""

    type_name: ClassVar[str] = "put_back_in_any_order"


@dataclass(frozen=True, kw_only=True)
class PutChosenAndRest(Effect):
    """ "Put ``amount`` of them into your hand and the rest ``rest``" after looking at cards:
    the player chooses that many of the cards looked at (CR 401.2, 608.2d; ``up_to``: that
    many or fewer, "up to two of them"; ``Variable("any_number")``: as many as they like,
    "any number of them") and puts them into ``destination`` (``hand``, ``graveyard`` or
    ``library_top``, on top of their library in any order, CR 401.4); the others go to
    ``rest`` (``graveyard``, ``library_bottom`` or ``library_top``, in ``order`` ``any`` (the
    player's choice, CR 401.4) or ``random``)."""

    type_name: ClassVar[str] = "put_chosen_and_rest"
    amount: Amount
    rest: str
    order: str | None = None
    up_to: bool = False
    destination: str = "hand"


@dataclass(frozen=True, kw_only=True)
class PutRest(Effect):
    """ "Put the rest ``rest``" after looking at or revealing cards from a library and putting
    some of them elsewhere: the cards looked at that are left go to ``rest`` (``graveyard``, or
    ``library_bottom`` in ``order`` ``any``, the player's choice (CR 401.4), or ``random``;
    ``library_shuffled``: shuffled into the library, "then shuffle the rest into your library",
    CR 701.24a)."""

    type_name: ClassVar[str] = "put_rest"
    rest: str
    order: str | None = None


@dataclass(frozen=True, kw_only=True)
class SwitchPowerToughness(Effect):
    """Switch ``object``'s power and toughness for ``duration`` (CR 613.4d: layer 7d, applied
    after every other change to power and toughness); None: for ever."""

    type_name: ClassVar[str] = "switch_power_toughness"
    object: ObjectRef
    duration: Duration | None = None


@dataclass(frozen=True, kw_only=True)
class Double(Effect):
    """The keyword action double (CR 701.10): ``what`` is ``counters`` (put on ``object`` as
    many ``counter`` counters as it has, CR 701.10e), ``power_toughness`` (``object`` gets
    +X/+X, X its power and toughness, for ``duration``, CR 701.10b) or ``life_total`` (the
    player ``object`` gains or loses the life that makes it twice as much, CR 701.10d)."""

    type_name: ClassVar[str] = "double"
    what: str
    object: Node
    counter: str | None = None
    duration: Duration | None = None


@dataclass(frozen=True, kw_only=True)
class RedirectDamage(Effect):
    """Damage that would be dealt to ``recipient`` (by ``damage_source``, None: by any source;
    ``combat``: combat damage only) within ``duration`` is dealt to ``new_recipient`` instead
    (CR 614.9: a redirection is a replacement effect). ``amount``: only the next that much
    damage ("The next 1 damage ..."); None: all of it."""

    type_name: ClassVar[str] = "redirect_damage"
    recipient: Node
    new_recipient: Node
    duration: Duration
    amount: Amount | None = None
    combat: bool = False
    damage_source: Node | None = None


@dataclass(frozen=True, kw_only=True)
class AddManaCouldProduce(Effect):
    """``player`` adds ``amount`` mana of one color (``colorless`` False) or one type (colorless
    too) that a permanent matching ``lands`` could produce (CR 106.7: what its mana abilities
    could produce, ignoring costs); none if no such permanent could produce any."""

    type_name: ClassVar[str] = "add_mana_could_produce"
    player: PlayerRef
    amount: Amount
    lands: ObjectRef
    colorless: bool = False


@dataclass(frozen=True, kw_only=True)
class AdditionalLandPlays(Effect):
    """``player`` may play ``amount`` lands more than the one land of each turn (CR 305.2, 305.2a)
    for ``duration``: "You may play an additional land this turn." (Explore: ``end_of_turn``);
    "You may play two additional lands on each of your turns." (Azusa, Lost but Seeking: a
    static ability, ``permanent``)."""

    type_name: ClassVar[str] = "additional_land_plays"
    player: PlayerRef
    amount: Amount
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class AddManaProduced(Effect):
    """``player`` adds ``amount`` mana of any one type that ``land`` produced (CR 106.7: of the
    types of mana the land's mana ability just produced, chosen by that player): "Whenever you
    tap a land for mana, add one mana of any type that land produced." (Mirari's Wake: ``land``
    is the land the trigger names, kind ``that``)."""

    type_name: ClassVar[str] = "add_mana_produced"
    player: PlayerRef
    amount: Amount
    land: ObjectRef


@dataclass(frozen=True, kw_only=True)
class LoseAbility(Effect):
    """``object`` loses the keyword ``ability`` (an id of kb/keywords.yaml) for ``duration``
    (CR 613.1f, layer 6: an ability-removing effect; ``permanent`` for a static ability):
    "Target creature loses flying until end of turn"."""

    type_name: ClassVar[str] = "lose_ability"
    object: ObjectRef
    ability: str
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class CantHaveAbility(Effect):
    """``object`` can't have the keyword ``ability`` (an id of kb/keywords.yaml) for
    ``duration``, and so can't gain it either (CR 613.1f, layer 6: "effects that say an object
    can't have an ability", applied with the ability-adding and -removing effects in timestamp
    order; ``permanent`` for a static ability): "Creatures your opponents control lose flying
    and can't have or gain flying" (Archetype of Imagination, CR 613.1f)."""

    type_name: ClassVar[str] = "cant_have_ability"
    object: ObjectRef
    ability: str
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class Fights(Effect):
    """``object`` fights ``other`` (CR 701.14a): each deals damage equal to its power to the
    other (not combat damage, CR 701.14d); if either is no longer a creature on the
    battlefield or no longer a legal target as the ability resolves, neither deals damage
    (CR 701.14b)."""

    type_name: ClassVar[str] = "fights"
    object: ObjectRef
    other: ObjectRef


@dataclass(frozen=True, kw_only=True)
class Manifest(Effect):
    """Manifest ``object`` (CR 701.40a): each card is turned face down and put onto the
    battlefield as a 2/2 face-down creature with no text, name, subtypes or mana cost ("Manifest
    the top card of your library": ``object`` is ``top_of_library``)."""

    type_name: ClassVar[str] = "manifest"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class Cloak(Effect):
    """Cloak ``object`` (CR 701.58a): each card is turned face down and put onto the
    battlefield as a 2/2 face-down creature with ward {2} and no name, subtypes or mana cost
    ("Cloak the top card of your library": ``object`` is ``top_of_library``); a manifest
    (:class:`Manifest`) with ward {2}."""

    type_name: ClassVar[str] = "cloak"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class Exert(Effect):
    """Exert ``object`` (CR 701.43a): it won't untap during its controller's next untap step.
    Also a cost ("{T}, Exert ~: ..."; CR 118.1)."""

    type_name: ClassVar[str] = "exert"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class ExertAsItAttacks(Ability):
    """ "You may exert ~ as it attacks." (CR 701.43a, 508.1): as this creature is declared as an
    attacker, its controller may exert it; ``reflexive``: "When you do, [effect]." (CR 603.12),
    the reflexive triggered ability exerting it creates, or None."""

    type_name: ClassVar[str] = "exert_as_it_attacks"
    reflexive: Node | None = None


@dataclass(frozen=True, kw_only=True)
class BecomeMonarch(Effect):
    """``player`` becomes the monarch (CR 724.1, 724.3): at the beginning of the monarch's end
    step they draw a card, and a player dealing combat damage to the monarch becomes it."""

    type_name: ClassVar[str] = "become_monarch"
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class Clash(Effect):
    """ "Clash with an opponent" (CR 701.30b): you choose an opponent; you and that opponent each
    reveal the top card of your libraries and may put it on the bottom (CR 701.30a, c). You win
    if your card's mana value is higher (CR 701.30d): :class:`WonClash` is the condition of the
    sentence after it ("If you win, ...")."""

    type_name: ClassVar[str] = "clash"
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class WonClash(Node):
    """ "if you win" right after :class:`Clash` in the same ability (CR 701.30d)."""

    type_name: ClassVar[str] = "won_clash"


@dataclass(frozen=True, kw_only=True)
class Detain(Effect):
    """Detain ``object`` (CR 701.35a): until your next turn it can't attack or block and its
    activated abilities can't be activated."""

    type_name: ClassVar[str] = "detain"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class CollectEvidence(Effect):
    """Collect evidence ``amount`` (CR 701.59a): exile any number of cards from your graveyard
    with total mana value ``amount`` or greater; an effect or a cost (701.59c: "if evidence was
    collected" is then the linked additional cost paid)."""

    type_name: ClassVar[str] = "collect_evidence"
    amount: int


@dataclass(frozen=True, kw_only=True)
class Forage(Effect):
    """Forage (CR 701.61a): exile three cards from your graveyard or sacrifice a Food; an effect
    or a cost."""

    type_name: ClassVar[str] = "forage"


@dataclass(frozen=True, kw_only=True)
class Suspect(Effect):
    """Suspect ``object`` (CR 701.60a): it becomes suspected until it leaves the battlefield
    (701.60c: a suspected permanent has menace and "This creature can't block")."""

    type_name: ClassVar[str] = "suspect"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class Goad(Effect):
    """Goad ``object`` (CR 701.15): until your next turn it attacks each combat if able and
    attacks a player other than you if able."""

    type_name: ClassVar[str] = "goad"
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class ExtraTurn(Effect):
    """``player`` takes an extra turn after this one (CR 500.7: added directly after this
    turn)."""

    type_name: ClassVar[str] = "extra_turn"
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class AdditionalPhases(Effect):
    """ "After this main phase, there is an additional combat phase followed by an additional
    main phase." (Relentless Assault), "After this phase, there is an additional combat phase."
    (Aurelia): ``phases`` (``combat``, ``main``, in their order) are added to the turn directly
    after the phase ``after`` names (``this_phase``: the current one, ``this_main_phase``: the
    current main phase) (CR 500.8; CR 505.1a: a main phase after an added combat phase is a
    postcombat main phase)."""

    type_name: ClassVar[str] = "additional_phases"
    after: str
    phases: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class ShuffleIntoLibrary(Effect):
    """``player`` shuffles ``object`` into its owner's library (the cards are put into the
    library, which is then shuffled, CR 701.24a): "Shuffle ~ into its owner's library", "Target
    player shuffles their graveyard into their library" (``object`` the cards in that
    player's graveyard, filter ``in_its_graveyard``)."""

    type_name: ClassVar[str] = "shuffle_into_library"
    player: PlayerRef
    object: ObjectRef


@dataclass(frozen=True, kw_only=True)
class LookAtHand(Effect):
    """``player`` looks at the hand of ``owner`` (a hand is a hidden zone, CR 402.3: only its
    owner may see it otherwise): "Look at target player's hand"."""

    type_name: ClassVar[str] = "look_at_hand"
    player: PlayerRef
    owner: PlayerRef


@dataclass(frozen=True, kw_only=True)
class ExileGraveyard(Effect):
    """Exile every card in the graveyard of ``player`` (``each_player``: all graveyards;
    CR 404.1, 406): "Exile target player's graveyard", "Exile all graveyards"."""

    type_name: ClassVar[str] = "exile_graveyard"
    player: PlayerRef


@dataclass(frozen=True, kw_only=True)
class HappenedThisTurn(Node):
    """A condition on what happened earlier this turn: ``subject`` did ``event`` at least once
    during this turn (the game remembers it; CR 500, 603.4 when an intervening "if" asks it).
    ``event``: ``lost_life`` ("if an opponent lost life this turn", spectacle CR 702.137a: life
    lost, CR 119.3), ``gained_life`` ("if you gained life this turn", CR 119.3), ``descended``
    ("if you descended this turn", CR 700.11: a permanent card was put into that player's
    graveyard from anywhere),
    ``dealt_damage`` ("if an opponent was dealt damage this turn", bloodthirst CR 702.54a;
    damage, CR 120) for a :class:`PlayerRef` subject; ``died`` ("if a creature died this
    turn": put into a graveyard from the battlefield, CR 700.4) and ``left_battlefield`` ("if a
    permanent you controlled left the battlefield this turn", revolt; its controller as it last
    existed, CR 603.10) and ``cast`` ("if you've cast another spell this turn": a spell matching
    the object, cast earlier this turn, CR 601.2) and ``attacked`` ("if this creature attacked
    this turn", boast CR 702.142a: declared as an attacker this turn, CR 508.1) and
    ``discarded`` ("you discarded this card this turn", mayhem CR 702.190a: discarded by its
    owner, CR 701.9a) and ``entered_battlefield`` ("if a creature entered the battlefield under
    your control this turn", the subject's filter ending in ``you_control``, CR 603.6a; "if this
    creature entered this turn": the ``self`` subject, CR 400.7) for an
    :class:`ObjectRef`. A spell cast by "you or one of your
    teammates" (surge, CR 702.117a; CR 810.1) has the filter word ``you_or_teammate_cast``."""

    type_name: ClassVar[str] = "happened_this_turn"
    event: str
    subject: Node


@dataclass(frozen=True, kw_only=True)
class HappenedThisStep(Node):
    """A condition on what happened earlier in the current step, as :class:`HappenedThisTurn`
    for the turn: ``subject`` did ``event`` during this step. ``event``: ``was_attacked``
    ("Cast this spell only during the declare attackers step and only if you've been attacked
    this step": one or more creatures were declared as attackers attacking that player, CR
    508.1b; a planeswalker the player controls being attacked is not the player, CR 506.4)."""

    type_name: ClassVar[str] = "happened_this_step"
    event: str
    subject: Node


@dataclass(frozen=True, kw_only=True)
class ReflexiveTrigger(Effect):
    """ "When you do, [effect]" after an action of the same ability (CR 603.12): a reflexive
    triggered ability, created as that action is done, that triggers once right away and does
    ``effect`` (its targets are chosen as it is put on the stack, after the action)."""

    type_name: ClassVar[str] = "reflexive_trigger"
    effect: Node


@dataclass(frozen=True, kw_only=True)
class CopyExceptions(Node):
    """The exceptions of a copy ("a token that's a copy of it, except it's 1/1, it's white and
    it has no mana cost", CR 707.9): the values written over the copied ones, which become part
    of the copy's copiable values (CR 707.9b). ``power``/``toughness`` (base), ``colors``
    (replacing the copied colors), ``types``/``subtypes`` added "in addition to its other types"
    (``replaced_subtypes`` a "4/4 black Zombie": the creature types it is instead),
    ``not_supertypes`` removed ("it isn't legendary"), ``no_mana_cost`` ("it has no mana cost"),
    ``abilities`` added ("it has haste", CR 707.9a)."""

    type_name: ClassVar[str] = "copy_exceptions"
    power: int | None = None
    toughness: int | None = None
    colors: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    replaced_subtypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    no_mana_cost: bool = False
    abilities: tuple[Node, ...] = ()


@dataclass(frozen=True, kw_only=True)
class PayManaByAction(Ability):
    """A static ability of a spell (it functions on the stack, CR 113.6a): as its total cost is
    paid (CR 601.2g-h), for each ``mana`` (``generic`` or ``colored``) mana of it, its
    controller may do ``action`` (a cost node: ``Exile`` a card from their graveyard, ``Tap`` an
    untapped creature ``of_that_color``) rather than pay that mana. Delve (CR 702.66a),
    improvise (702.126a), convoke (702.51a: one ability for colored mana, one for generic)."""

    type_name: ClassVar[str] = "pay_mana_by_action"
    mana: str
    action: Node


@dataclass(frozen=True, kw_only=True)
class CreateReplacement(Effect):
    """A resolving spell or ability creates the replacement effect ``effect`` for ``duration``
    (CR 614.1a, 611.2a): "~ deals 2 damage to target creature. If that creature would die this
    turn, exile it instead." (``effect`` a :class:`~rulesparser.ast.ReplacementEffect`).
    ``once``: "The next time you would draw a card this turn, you gain 5 life instead." (Words
    of Worship): the effect replaces the next such event only and then ends (CR 614.1a; the
    shield of CR 615.7 for an event other than damage)."""

    type_name: ClassVar[str] = "create_replacement"
    effect: Node
    duration: Duration
    once: bool = False


@dataclass(frozen=True, kw_only=True)
class ForEach(Effect):
    """ "For each [object or player], [effect]" (CR 608.2c: the instructions are followed in
    order, here once for each member of ``each`` in turn): "For each creature exiled this way,
    its controller draws a card.", "For each opponent, ...". ``each`` is the set (an
    ``ObjectRef`` or a ``PlayerRef``, read as the effect begins); inside ``effect`` the member of
    the current turn is the reference of kind ``current`` (``ObjectRef(kind="current")`` for
    "it", "that creature", "its controller"'s object; ``PlayerRef(kind="current")`` for "that
    player")."""

    type_name: ClassVar[str] = "for_each"
    each: ObjectRef | PlayerRef
    effect: Node
