"""One form for one meaning: rewrites applied to every parsed line, whatever grammar read it.

Two templatings of the same rule must give equal ASTs (the cross-check compares them). Most
of that is the grammars' job; what is left here are equivalences between *nodes* that several
grammars and eras build, in one place rather than in each transformer:

- "Creatures you control gain flying." (a static ability printed before 2005 templating, and
  French "acquièrent", German "erhalten") means "Creatures you control have flying." (CR 604.1,
  611.3a: a static ability's continuous effect lasts as long as the ability exists): a
  :class:`~rulesparser.ast.StaticEffect` whose effect is a permanent
  :class:`~rulesparser.ast.GainAbility` is the :class:`~rulesparser.ast.GrantAbilities` of that
  keyword, also inside a sequence ("get +1/+1 and gain haste").
- Damage "to target creature or player" (printed until 2018) is damage "to any target": the
  Dominaria 2018 Oracle update rewrote every such card (CR 115.4), so the printed and the Oracle
  texts of one card, and the translations printed before and after, state one ability. Only the
  recipient of damage and of its prevention (and the targets damage is divided among) is
  read so; "target player" stays a player (a few
  cards printed since still say it on purpose).
- "All Slivers have flying" / "Goblins you control get +1/+1" (printed until 2017) are "Sliver
  creatures have flying" / "Goblin creatures you control get +1/+1", as the Oracle texts say.
  The Oracle update added "creature" to leave out kindred permanents of the type, which a power,
  toughness or keyword change does not concern (CR 208.3, 702.1): only the group (``each``) that
  such a change applies to is read so. Its filter names a creature type and no card type, card,
  spell, token or zone; ``creature`` is put after the type (``kb/creature_types.yaml``).
  "Sacrifice a Goblin" keeps its meaning (any Goblin permanent). The same holds for the target
  of such a change ("Target Goblin creature gets +1/+0", printed "Target Goblin gets").
- An object in a library, graveyard or hand is a card (CR 108.3, 400.3): "Search your library for
  a basic land" (German "nach einem Standardland") is "for a basic land card"; ``card`` is put
  before the words that follow the noun (zone, "with ...", mana value), as English says it.
  A target "spell" there is a card too (CR 112.1: a spell is on the stack): German "einen
  Spontanzauber oder eine Hexerei deiner Wahl aus deinem Friedhof" (the type's noun is also
  the spell's); a spell cast from a graveyard stays a spell.
- Targets "other" than this object are "another" target, whatever number is said ("up to two
  other target creatures", German "bis zu zwei andere Kreaturen deiner Wahl", "another target
  creature"): one filter word for one meaning.
- "{T}, Sacrifice ~: It deals 2 damage ..." and the printed "~ deals 2 damage ...": the first
  object an activated ability's effect names can only refer back to the ability's source (CR
  602.1, 113.7a), so a damage source "it" there is the source itself.
- "The number of cards in your hand" (a count of the objects "card in your hand", French "le
  nombre de cartes dans votre main") is the number of cards in your hand (``cards_in_hand``,
  CR 402.1), as the older sentence grammar gives it.
- "~ has flying" / "~ is indestructible" (printed on older cards, and French "La ~ est
  indestructible") is the keyword ability "Flying" / "Indestructible" (CR 702.1: a keyword
  ability of the object itself): a static grant of one keyword to the object itself is that
  keyword; a grant of several ("~ has flying and haste") is those keywords, one ability each
  (:func:`canonical_abilities`).
- The objects of an event trigger ("Whenever a creature you control deals combat damage", "to a
  creature", "the target of a spell") are each object that the event happens to, one trigger each (CR 603.2c): "a" and
  "each" there are one reference, with no count. "Whenever ~ blocks a creature" is not "Whenever
  ~ blocks" (CR 509.3a-b: once per creature blocked against once per combat), nor is "becomes
  blocked by a creature" "becomes blocked" (CR 509.3c-d): the other creature stays.
- "Enchanted creature deals 1 damage to its owner": "its" is the enchanted (equipped) creature
  that deals the damage, the subject of the sentence.
- "that creature", "that card" (French "celle-ci", German "diese Kreatur") name the object an
  earlier part of the ability names (CR 608.2c): the noun says no more than the pronoun, so a
  ``that`` reference whose words are only such nouns has none.
- After a clause that names a target (or "that creature"), chooses a card or looks at the top
  card of a library, "it" and "its controller" in the next clauses of the same ability (also
  under "you may") are that object ("Destroy target creature. It can't be regenerated. Its
  controller creates ...", printed "That creature's controller"; "You choose a nonland card
  from it and exile that card", German "... und schicke sie ins Exil"): ``that``, as "that
  creature" says.
- "gets +X/+0, where X is its power" is a :class:`~rulesparser.ast.ModifyPowerToughness` by the
  number read when it applies, whichever grammar read it (``ModifyPowerToughnessBy`` is kept
  for a change with a minus sign, "+X/-X").
- "Each Fungus and each Saproling you control" (printed 2007) and "Alle Pilzwesen und
  Saprolinge, die du kontrollierst" name the objects of either type: one reference with the
  alternatives ``fungus|saproling``, as "a Fungus or a Saproling" gives it.
- "Put target creature card from a graveyard onto the battlefield": the object's words say
  which zone it comes from; ``zone`` is not said again.
- "You may [effect]" of an effect that has its own "you may" (``optional``: drawing, putting
  onto the battlefield, searching) is that effect with ``optional`` set, not an
  :class:`~rulesparser.ast.OptionalEffect` around it (CR 608.2d).
- "Put a creature card from it [the revealed hand] onto the battlefield": the zone and whose
  it is (``zone="hand"``, ``from_player`` that player), not a word of the object's filter.
- What a spell counters is on the stack (CR 701.5a): "Counter target sorcery" (German
  "Neutralisiere eine Hexerei deiner Wahl") is a :class:`~rulesparser.ast.StackObjectRef` to a
  sorcery spell, as "Counter target sorcery spell" says.
- The tap symbol in a cost is the action of tapping this permanent (CR 107.5), first in the cost
  ("{T}: Add {G}") as after a comma ("{2}, {T}: Draw a card"): one node, ``Tap`` (``Untap``
  for {Q}, CR 107.6), never a mana symbol.
- "Tap two untapped Birds you control" as a cost: a cost is paid with one's own permanents (CR
  118.3, 602.2b), so the permanents tapped for it are ones you control, said or not.
- "Whenever a creature you control attacks alone, it gets +1/+1" (exalted's reminder) and "...,
  that creature gets +1/+1" (its rule, CR 702.83a): "it" in the effect of a trigger on an object
  other than this one (any such object, or the enchanted or equipped one: "When enchanted land
  dies, return that card", German "bringe es ... zurück") is the object of the event, ``that``;
  so with a trigger on several events of one object ("Whenever a creature attacks you or a
  planeswalker you control, that creature's controller ...", German "ihr Beherrscher").
- A delayed triggered ability triggers once, the next time its event happens (CR 603.7b): "at
  end of combat" and "at the next end of combat" there are one trigger (``next_only`` True).
- "A and B as long as C" (a trailing condition read with each clause) is "As long as C, A and
  B": in a static ability, a sequence whose steps all have one condition is that condition
  around the sequence.
- A pronoun repeating the subject of the clause before it ("Enchanted creature gets +1/+1 and
  it has flying", French "et elle a le vol") is that subject, as the English "and has flying";
  "That creature doesn't untap" after "tap that creature" is the same object as "It doesn't
  untap" (French "Elle ne se dégage pas").

- The order of keywords granted together ("has first strike, trample, and haste"; German "hat
  Erstschlag, Eile und verursacht Trampelschaden"; a token or an animated object "with flying and
  first strike") and of the parts of one continuous change to one object for one duration ("gets
  +X/+X and gains trample until end of turn", "gains trample and gets +X/+X") says nothing: they
  apply at once (CR 613.7, one timestamp). Such lists are put in one order (by their canonical
  JSON; a change of power and toughness before an ability gained, as English says it). A
  sequence inside a sequence is one sequence (CR 608.2c: instructions in order).
- Keywords one object has, said in several grants in a row (German "erhält er +2/+2,
  Flugfähigkeit und Erstschlag und verursacht Trampelschaden"), are one grant of them all.
- Keywords "had" after a change of the same object for a duration, in a resolving ability
  (German "erhalten bis zum Ende des Zuges +1/+1 und verursachen Trampelschaden", the duration
  inside the first verb phrase), are gained for that duration, as "gets +1/+1 and gains trample
  until end of turn" says (CR 611.2a).
- A land with a basic land type is a land (CR 205.3i): "a basic Forest land card" (German
  "Wald-Standardlandkarte") is "a basic Forest card".
- "Choose a color. Target player ... discards all cards of that color": "that color" after a
  color chosen in the same resolving ability is the chosen color (French "de la couleur
  choisie", German "der bestimmten Farbe").
- A cost and a library search choose objects but don't target them (CR 115.1, 601.2h, 701.19):
  German "deiner Wahl" ("of your choice", the mark of a target elsewhere) there is "a", as the
  English "Exile an instant card from your graveyard" / "Search your library for a basic land
  card" say.
- In a trigger on this object ("When ~ enters the battlefield, ... it deals 2 damage"), a damage
  source "it" before any other object is named is this object, as with an activated ability;
  so is the object of its first instruction ("When ~ dies, you may exile it. If you do, ...").
- "~ deals 1 damage ... If this spell was kicked, it deals 4 damage ... instead": the source of
  the damage done instead, "it", is the source of the damage it replaces (French and German
  name the card again).
- A reflexive trigger ("When you do", German "Wenn du dies tust") in a line worded before 2009
  (the lexicons' era "2006") is "If you do": reflexive triggers (CR 603.12) came later.
- In a resolving ability, "as long as you control ~" after an effect (French "tant que vous
  contrôlez ~", German "solange du ~ kontrollierst", the printed translations of "for as long as
  you control ~") is that effect's duration (CR 611.2b).
- The spell a trigger on casting a spell copies is one reference: this spell in the ability of
  "When you cast this spell" ("copy it for each ...", storm and replicate, CR 702.40a, 702.56a),
  that spell in the ability of a trigger on casting another one (Dual Strike "copy that spell",
  German "kopiere ihn bzw. sie"; CR 603.2, 707.10).
- "At the beginning of each player's upkeep, ~ deals 1 damage to them": "them" is that player
  (French "à ce joueur"), the only one it can be.
- After a clause that changes a group ("Creatures you control get +1/+3 until end of turn"),
  "them" (German "sie", which is also "it") in the next clauses is those objects: ``that``.

``kind="all"`` object references are read as ``each`` by :class:`~rulesparser.ast.ObjectRef`
itself. Input and output: an ability node; nodes without such a form are returned unchanged.
"""

from __future__ import annotations

import dataclasses
import functools
import json
from collections.abc import Callable

from rulesparser import ast as A
from rulesparser.lexicon import _read_yaml
from rulesparser.transform.sentences import IT, SELF

_PERMANENT = A.Duration(kind="permanent")


def _keyword(name: str, parameter: A.Node | None = None) -> A.Keyword:
    from rulesparser.parser import keyword_expansion  # the parser imports this module

    return A.Keyword(name=name, parameter=parameter, abilities=keyword_expansion(name, parameter))


def _granted(effect: A.Node) -> A.Node:
    """A permanent ``GainAbility`` of a static ability as the ``GrantAbilities`` it means."""
    if (
        isinstance(effect, A.GainAbility)
        and effect.duration == _PERMANENT
        and effect.object.kind != "target"
    ):
        # "protection from the chosen color" keeps its quality (CR 702.16a)
        keyword = _keyword(effect.ability, effect.parameter)
        return A.GrantAbilities(object=effect.object, abilities=(keyword,))
    return effect


_CREATURE_OR_PLAYER = A.Target(kinds=("creature", "player"))
#: nodes whose ``recipient`` is a damage recipient ("to target creature or player", read as any
#: target; a prevention shield's recipient too, "The next time a source ... would deal damage
#: to target creature or player", CR 615.7, and a redirection's, CR 614.9)
_DAMAGE_RECIPIENTS = (
    A.DealDamage,
    A.PreventDamage,
    A.PreventNextDamageEvent,
    A.RedirectNextDamageEvent,
)
_ANY_TARGET = A.Target(kinds=A.ANY_TARGET_KINDS)


#: object words that already say what kind of object it is (a card type, a card, a spell, a token)
_KIND_WORDS = frozenset(
    "artifact battle card creature enchantment instant kindred land permanent planeswalker "
    "sorcery spell tribal token".split()
)


@functools.cache
def _creature_types() -> frozenset[str]:
    return frozenset(_read_yaml("kb", "creature_types.yaml"))


def creature_types() -> frozenset[str]:
    """The creature types of CR 205.3m (canonical English keys, ``kb/creature_types.yaml``)."""
    return _creature_types()


def _with_creature(ref: A.ObjectRef) -> A.ObjectRef:
    """ "Slivers" as "Sliver creatures" (see the module docstring)."""
    words = ref.filter
    if not words or any(w.split(":")[0] in _KIND_WORDS for w in words):
        return ref
    types = _creature_types()
    last = max(
        (
            i
            for i, w in enumerate(words)
            if w.split("|")[0] in types and all(p in types for p in w.split("|"))
        ),
        default=None,
    )
    if last is None or any(w.startswith(("in_", "from_")) for w in words):
        return ref
    return dataclasses.replace(ref, filter=(*words[: last + 1], "creature", *words[last + 1 :]))


#: changes that concern creatures only: power and toughness, keyword abilities
_CREATURE_CHANGES = (
    A.ModifyPowerToughness,
    A.ModifyPowerToughnessBy,
    A.GrantAbilities,
    A.GainAbility,
)

#: the changes a static ability that grants an ability may make besides (split from it by
#: :func:`canonical_abilities`)
_GROUP_CHANGES = (A.ModifyPowerToughness, A.ModifyPowerToughnessBy)


#: subjects a pronoun in the next clause repeats as they are (not a target: "that" says it);
#: "that creature" repeated ("Tap that creature. It doesn't untap ...", French "Engagez cette
#: créature. Elle ne se dégage pas ...") is that creature, as the Oracle text says it again
_REPEATED_SUBJECTS = frozenset({"enchanted", "equipped", "self", "that"})


#: nouns that say what kind of object a filter names (a filter with none of them names
#: permanents, or cards in a zone of cards)
_NOUNS = frozenset({"card", "spell", "token", "source"})


def as_card(filt: tuple[str, ...]) -> tuple[str, ...]:
    """A filter naming cards: the noun ``card`` after the type words when no noun is there
    (``("basic", "land")`` -> ``("basic", "land", "card")``; qualifiers such as
    ``in_your_graveyard`` or ``mana_value<=3`` stay after it)."""
    if not filt or any(part in _NOUNS for w in filt for part in w.split("|")):
        return filt
    at = next((i for i, w in enumerate(filt) if any(c in w for c in "_:<>=")), len(filt))
    return (*filt[:at], "card", *filt[at:])


def _zone_card(ref: A.ObjectRef, searched: bool) -> A.ObjectRef:
    """An object of a library, graveyard or hand as a card (see the module docstring)."""
    if not (searched or any(w.startswith("in_") for w in ref.filter)):
        return ref
    words = ref.filter
    if (
        type(ref) is A.ObjectRef
        and ref.kind == "target"
        and "spell" in words
        and any(
            w.startswith("in_") and w.endswith(("_graveyard", "_hand", "_library")) for w in words
        )
    ):
        # a spell is on the stack (CR 112.1): German "einen Spontanzauber oder eine Hexerei
        # deiner Wahl aus deinem Friedhof" (the type's noun, which is also the spell's) targets
        # a card (not a spell cast from a graveyard: "Spells you cast from your graveyard")
        words = tuple("card" if w == "spell" else w for w in words)
    words = as_card(words)
    return ref if words == ref.filter else dataclasses.replace(ref, filter=words)


def _static_change(effect: A.Node) -> bool:
    """A change of an object's characteristics with no end (a static ability's effect)."""
    if isinstance(effect, A.GrantAbilities):
        return True
    duration = getattr(effect, "duration", None)
    return isinstance(effect, (A.Becomes, A.ModifyPowerToughness)) and duration in (
        None,
        _PERMANENT,
    )


def shared_subject(seq: A.Sequence) -> A.Sequence:
    """A pronoun repeating the previous clause's subject (see the module docstring)."""
    effects = list(seq.effects)
    for i in range(1, len(effects)):
        before = getattr(effects[i - 1], "object", None)
        if (
            getattr(effects[i], "object", None) == IT
            and isinstance(before, A.ObjectRef)
            and (
                before.kind in _REPEATED_SUBJECTS
                # "Chaque créature ... est une illusion ... et elle a « ... »": each of a group
                # that a static change applies to, "elle" being each one (CR 604.1)
                or (
                    before.kind == "each" and all(_static_change(e) for e in effects[i - 1 : i + 1])
                )
            )
        ):
            effects[i] = dataclasses.replace(effects[i], object=before)  # type: ignore[call-arg]
    return seq if effects == list(seq.effects) else A.Sequence(effects=tuple(effects))


def _event_object(ref: A.Node | None) -> A.Node | None:
    """An event trigger's object or recipient with no count (see the module docstring)."""
    if (
        isinstance(ref, A.ObjectRef)
        and ref.kind in ("any", "each")
        and ref.count in (None, 1)
        and not ref.up_to
    ):
        return dataclasses.replace(ref, kind="any", count=None)
    return ref


def _event_trigger(node: A.EventTrigger) -> A.EventTrigger:
    return dataclasses.replace(
        node,
        object=_cast_spell(node.event, _event_object(node.object)),
        recipient=_event_object(node.recipient),
        by=_event_object(node.by),
    )


def _cast_spell(event: str, obj: A.Node | None) -> A.Node | None:
    """What is cast is a spell (CR 601.2a): German "Immer wenn du eine Verzauberung wirkst" is
    "Whenever you cast an enchantment spell", the noun "spell" after the object's words (before
    its qualifiers, which have an underscore: "you_control")."""
    if event != "cast" or type(obj) is not A.ObjectRef or obj.kind != "any":
        return obj
    if any(w.split(":")[0] in ("spell", "card", "ability") for w in obj.filter) or not obj.filter:
        return obj
    at = next((i for i, w in enumerate(obj.filter) if "_" in w), len(obj.filter))
    return dataclasses.replace(obj, filter=(*obj.filter[:at], "spell", *obj.filter[at:]))


#: nouns that a "that" reference repeats from the object it refers back to
#: the nouns a ``that`` reference repeats without telling objects apart ("that creature",
#: "that card"): dropped from it
THAT_NOUNS = frozenset(
    "artifact card creature enchantment land permanent planeswalker spell token".split()
)
_THAT = A.ObjectRef(kind="that")
_YOU = A.PlayerRef(kind="you")


#: set while the ability being made canonical names two objects "that" in one clause
#: (:func:`two_objects_named_that`): their nouns are kept
_KEEP_THAT_NOUNS = [False]


def _that_nouns(ref: object) -> frozenset[str]:
    """The nouns of a "that" reference ("that creature": {creature}), empty for anything else."""
    if not isinstance(ref, A.ObjectRef) or ref.kind != "that":
        return frozenset()
    return frozenset(ref.filter) & THAT_NOUNS


def two_objects_named_that(ability: A.Node) -> bool:
    """Whether a clause of ``ability`` acts on "that <noun>" and counts something of "that
    <other noun>": Erratic Mutation's "That creature gets +X/-X until end of turn, where X is
    that card's mana value" (the target creature and the card revealed, CR 608.2c), two objects
    a ``that`` without its nouns could not tell apart."""
    for n in ability.walk():
        said = _that_nouns(getattr(n, "object", None))
        if not said:
            continue
        for m in n.walk():
            counted = _that_nouns(getattr(m, "object", None)) if isinstance(m, A.Count) else None
            if counted and counted != said:
                return True
    return False


def _that_ref(ref: A.ObjectRef) -> A.ObjectRef:
    """A ``that`` reference without the nouns it repeats (see the module docstring), unless the
    ability names two objects "that" in one clause (:func:`two_objects_named_that`)."""
    if (
        not _KEEP_THAT_NOUNS[0]
        and type(ref) is A.ObjectRef  # not a StackObjectRef ("that spell" is on the stack)
        and ref.kind == "that"
        and ref.filter
        and ref.count is None
        and not ref.up_to
        and THAT_NOUNS.issuperset(ref.filter)
    ):
        return _THAT
    return ref


def _union(node: A.ObjectUnion) -> A.Node:
    """Objects of several types with the same other words as one reference (module docstring)."""
    refs = node.objects
    if not all(isinstance(r, A.ObjectRef) for r in refs):
        return node
    first = refs[0]
    if any(
        (r.kind, r.count, r.up_to, len(r.filter))
        != (first.kind, first.count, first.up_to, len(first.filter))
        for r in refs
    ):
        return node
    differ = [i for i in range(len(first.filter)) if len({r.filter[i] for r in refs}) > 1]
    if first.kind != "each" or len(differ) != 1:
        return node
    i = differ[0]
    words = sorted({part for r in refs for part in r.filter[i].split("|")})
    return dataclasses.replace(
        first, filter=(*first.filter[:i], "|".join(words), *first.filter[i + 1 :])
    )


def _pt_plus(node: A.ModifyPowerToughnessBy) -> A.Node:
    """A change by +X (no minus sign) as ``ModifyPowerToughness`` of that number (module
    docstring)."""
    signs = (node.power_sign, node.toughness_sign)
    if signs not in ((1, 0), (0, 1), (1, 1)):
        return node
    return A.ModifyPowerToughness(
        object=node.object,
        power=node.amount if signs[0] else 0,
        toughness=node.amount if signs[1] else 0,
        duration=node.duration,
    )


def _that_color(seq: A.Sequence) -> A.Sequence:
    """ "Choose a color. ... discards all cards of that color": after a color chosen in the
    same resolving ability, "that color" is the chosen color (``chosen_color``, as French "de
    la couleur choisie" and German "der bestimmten Farbe" say; CR 105.1, 608.2c)."""
    steps = list(seq.effects)
    at = next((i for i, e in enumerate(steps) if isinstance(e, A.ChooseColor)), None)
    if at is None:
        return seq

    def chosen(n: A.Node) -> A.Node:
        if isinstance(n, A.ObjectRef) and "of_that_color" in n.filter:
            words = tuple("chosen_color" if w == "of_that_color" else w for w in n.filter)
            return dataclasses.replace(n, filter=words)
        return n

    later = A.map_nodes(tuple(steps[at + 1 :]), chosen)
    if later == tuple(steps[at + 1 :]):
        return seq
    return dataclasses.replace(seq, effects=(*steps[: at + 1], *later))


#: the tap and untap symbols (CR 107.5, 107.6) and the action each one is in a cost
_TAP_SYMBOLS = {"T": A.Tap, "Q": A.Untap}


def _tap_symbols(cost: A.Cost) -> A.Cost:
    """ "{T}: Add {G}." and "{2}, {T}: Draw a card.": the tap symbol {T} is no mana (CR 107.5);
    in a cost it is the action of tapping this permanent wherever it is printed, first or after
    a comma, or run together with mana symbols in an old print ("{2}{T}:"): a
    :class:`~rulesparser.ast.Tap` of this object (the untap symbol {Q}, CR 107.6: an
    :class:`~rulesparser.ast.Untap`), the mana symbols around it a mana cost of their own."""
    if not any(
        isinstance(c, A.ManaCost) and any(s in _TAP_SYMBOLS for s in c.symbols)
        for c in cost.components
    ):
        return cost
    parts: list[A.Node] = []
    for c in cost.components:
        if not isinstance(c, A.ManaCost):
            parts.append(c)
            continue
        run: list[str] = []
        for s in c.symbols:
            if s in _TAP_SYMBOLS:
                if run:
                    parts.append(A.ManaCost(symbols=tuple(run)))
                    run = []
                parts.append(_TAP_SYMBOLS[s](object=SELF))
            else:
                run.append(s)
        if run:
            parts.append(A.ManaCost(symbols=tuple(run)))
    return dataclasses.replace(cost, components=tuple(parts))


def _own_tapped(cost: A.Cost) -> A.Cost:
    """Permanents tapped to pay a cost are yours (see the module docstring)."""
    parts = []
    for c in cost.components:
        ref = getattr(c, "object", None)
        if (
            isinstance(c, A.Tap)
            and type(ref) is A.ObjectRef
            and ref.kind == "any"
            and "you_control" not in ref.filter
        ):
            c = dataclasses.replace(
                c, object=dataclasses.replace(ref, filter=(*ref.filter, "you_control"))
            )
        parts.append(c)
    return (
        cost
        if parts == list(cost.components)
        else dataclasses.replace(cost, components=tuple(parts))
    )


def _costs_choose(cost: A.Cost) -> A.Cost:
    """``cost`` with the objects its parts choose as "a", not targets (module docstring)."""
    parts = []
    for c in cost.components:
        ref = getattr(c, "object", None)
        if isinstance(ref, A.ObjectRef) and ref.kind == "target":
            c = dataclasses.replace(c, object=_chosen_not_targeted(ref))
        parts.append(c)
    return (
        cost
        if parts == list(cost.components)
        else dataclasses.replace(cost, components=tuple(parts))
    )


def _names_a_target(effect: A.Node) -> bool:
    """Whether ``effect`` names a target, an object named before ("that creature") or the top
    card of a library ("Reveal the top card of your library and put that card into your hand",
    French "et mettez-la"): an object "it" in the next clauses can only be that one."""
    return any(
        isinstance(n, A.ObjectRef) and n.kind in ("target", "that", "top_of_library")
        for n in effect.walk()
    )


def _picks_one_object(effect: A.Node) -> bool:
    """Whether ``effect`` singles out one object later clauses can only mean by "it": a card
    chosen ("You choose a nonland card from it and exile that card", German "Bestimme eine
    Karte davon ... und schicke sie ins Exil") or the top card of a library looked at ("Look
    at the top card of your library. You may put that card into your graveyard", German "Du
    kannst sie auf deinen Friedhof legen")."""
    return isinstance(effect, A.ChooseObject) or (
        isinstance(effect, A.LookAtTop) and effect.amount == 1 and effect.library is None
    )


#: "the exiled card" (CR 607.2a: the card an ability linked to this one exiled)
_EXILED_CARD = A.ObjectRef(kind="linked", filter=("exiled",))


def _it_is_that(effect: A.Node, exiled: bool = False) -> A.Node:
    """``effect`` with its affected object "it" and the players of "it" ("its controller") as
    ``that`` (the fields of the effect itself, not of nested abilities); ``exiled``: after a
    clause of the same ability that exiles the target it names, "the exiled card" too ("Exile
    target creature. Return the exiled card to the battlefield ...", French "Renvoyez cette
    créature en jeu ...": the card that clause exiled, not one a linked ability did)."""
    if isinstance(effect, A.Sequence):
        return A.Sequence(effects=tuple(_it_is_that(e, exiled) for e in effect.effects))
    if isinstance(effect, A.Conditional) and getattr(effect.condition, "object", None) == IT:
        # the object a condition asks about ("Draw a card if that creature has a +1/+1 counter
        # on it", German "falls mindestens eine +1/+1-Marke auf ihr liegt": Oblivion's Hunger)
        effect = dataclasses.replace(
            effect, condition=dataclasses.replace(effect.condition, object=_THAT)
        )
    if isinstance(effect, (A.DelayedTrigger, A.Conditional)):
        return dataclasses.replace(effect, effect=_it_is_that(effect.effect, exiled))
    if isinstance(effect, A.OptionalEffect):  # (its player too: "its controller may ...")
        effect = dataclasses.replace(effect, effect=_it_is_that(effect.effect, exiled))
    changes = {}
    for field in dataclasses.fields(effect):
        value = getattr(effect, field.name)
        if field.name == "object" and (value == IT or (exiled and value == _EXILED_CARD)):
            changes[field.name] = _THAT
        elif field.name == "to" and isinstance(effect, A.Attach) and value == IT:
            # "you may attach ~ to it" (Hero's Blade), German "an diese Kreatur": the
            # creature the event names, as the object attached to
            changes[field.name] = _THAT
        elif isinstance(value, A.PlayerRef) and value.object == IT:
            changes[field.name] = dataclasses.replace(value, object=_THAT)
    return dataclasses.replace(effect, **changes) if changes else effect


def _after_target(seq: A.Sequence) -> A.Sequence:
    """The clauses after one that names a target or changes a group, with "it" as ``that``
    (module docstring)."""
    effects = list(seq.effects)
    named = exiled = False
    for i, effect in enumerate(seq.effects):
        if named:
            effects[i] = _it_is_that(effect, exiled)
        exiled = exiled or (
            type(effect) is A.Exile
            and isinstance(effect.object, A.ObjectRef)
            and effect.object.kind == "target"
            and not effect.object.count
        )
        named = named or _names_a_target(effect) or _changes_a_group(effect)
        named = named or _picks_one_object(effect)
    return seq if effects == list(seq.effects) else A.Sequence(effects=tuple(effects))


def _object_named_before(effect: A.Node) -> bool:
    """Whether ``effect`` acts on an object an earlier clause named ("it", "that creature") and
    names no other object or player of its own."""
    obj = getattr(effect, "object", None)
    if not (isinstance(obj, A.ObjectRef) and obj.kind in ("it", "that")):
        return False
    return not any(
        (isinstance(n, A.ObjectRef) and n.kind not in ("it", "that"))
        or isinstance(n, (A.PlayerRef, A.StackObjectRef))
        for n in effect.walk()
        if n is not effect
    )


def _names_an_object(effect: A.Node) -> bool:
    """Whether ``effect`` names an object later clauses can refer back to: a target, a token it
    creates, a card it reveals."""
    return any(
        (isinstance(n, A.ObjectRef) and n.kind == "target")
        or isinstance(n, (A.CreateToken, A.RevealUntil, A.ExileUntil))
        for n in effect.walk()
    )


def _if_you_do_continued(seq: A.Sequence) -> A.Node:
    """Clauses after "If you do, [effect]" that act only on an object that effect named belong
    to it: German "Falls du dies tust, übernimm ... die Kontrolle über eine Kreatur deiner Wahl
    und enttappe sie. Sie erhält Eile bis zum Ende des Zuges." is "If you do, gain control of
    target creature ..., untap that creature, and it gains haste ..." (when you don't, no
    object was named and those clauses do nothing, CR 608.2c). Only after an effect that names
    such an object (a target, a token, a revealed card): "If you do, repeat this process. Then
    put the last chosen card into your hand" stays two steps. So after "If this spell's awaken
    cost was paid, put N +1/+1 counters on target land you control. That land becomes a 0/0
    Elemental creature ..." (CR 702.113a): the target is chosen only if that cost was paid (CR
    601.2c), and the land becomes a creature only then."""
    steps = list(seq.effects)
    for i, step in enumerate(steps[:-1]):
        if not (
            isinstance(step, A.Conditional)
            and isinstance(step.condition, (A.IfYouDo, A.KeywordCostPaid))
            and _names_an_object(step.effect)
        ):
            continue
        end = i + 1
        while end < len(steps) and _object_named_before(steps[end]):
            end += 1
        if end == i + 1:
            continue
        inner = step.effect.effects if isinstance(step.effect, A.Sequence) else (step.effect,)
        body = A.Sequence(effects=(*inner, *steps[i + 1 : end]))
        steps[i:end] = [dataclasses.replace(step, effect=body)]
        return A.Sequence(effects=tuple(steps)) if len(steps) > 1 else steps[0]
    return seq


def _fold_pairs(seq: A.Sequence, merge: Callable[[A.Node, A.Node], A.Node | None]) -> A.Node:
    """``seq`` with each instruction that ``merge(before, it)`` folds into the instruction
    before it (``merge`` returns the folded node, or None to keep both)."""
    out: list[A.Node] = []
    for e in seq.effects:
        folded = merge(out[-1], e) if out else None
        if folded is not None:
            out[-1] = folded
            continue
        out.append(e)
    if len(out) == len(seq.effects):
        return seq
    return out[0] if len(out) == 1 else A.Sequence(effects=tuple(out))


_THAT_MUCH = A.Count(what="event_amount")
_DISCARDED = A.Count(what="cards_discarded_this_way")


def _same_damage_source(seq: A.Sequence) -> A.Sequence:
    """ "~ deals 4 damage to target creature. If this spell was kicked, it also deals 4 damage
    to target player or planeswalker." (Goblin Barrage): a damage source "it" after an
    instruction in which this object deals damage is this object again (CR 608.2c), not the
    object that damage was dealt to (a creature the card makes deal damage is named: "that
    creature deals"); also under a condition or "you may"."""
    effects = list(seq.effects)
    last_source = None
    changed = False
    for i, e in enumerate(effects):
        inner = e
        while isinstance(inner, (A.Conditional, A.OptionalEffect, A.UnpreventableDamage)):
            inner = inner.effect
        if not isinstance(inner, A.DealDamage):
            continue
        if inner.damage_source == IT and last_source == SELF:
            own = dataclasses.replace(inner, damage_source=SELF)
            effects[i] = A.map_nodes(e, lambda n, old=inner, new=own: new if n is old else n)
            changed = True
            continue
        last_source = inner.damage_source
    return dataclasses.replace(seq, effects=tuple(effects)) if changed else seq


def _as_many_as_discarded(seq: A.Sequence) -> A.Sequence:
    """ "Discard up to three cards, then draw that many cards" ("puis piochez autant de
    cartes", "ziehe dann entsprechend viele Karten"): "that many" right after a discard is the
    number of cards discarded this way (CR 608.2c), not the amount of a trigger event."""
    out = list(seq.effects)
    for i in range(1, len(out)):
        if isinstance(out[i - 1], A.Discard) and getattr(out[i], "amount", None) == _THAT_MUCH:
            out[i] = dataclasses.replace(out[i], amount=_DISCARDED)  # type: ignore[call-arg]
    return seq if out == list(seq.effects) else A.Sequence(effects=tuple(out))


def _cant_be_regenerated(prev: A.Node, e: A.Node) -> A.Node | None:
    """German "Zerstöre eine Kreatur Deiner Wahl, diese kann nicht regeneriert werden." (one
    sentence, two clauses; Seelenwandlung) is "Destroy target creature. It can't be
    regenerated." (CR 701.19c: the destruction itself can't be replaced by regeneration), as the
    sentence grammar reads the two sentences: not a restriction that would start after the
    destruction."""
    if (
        isinstance(prev, A.Destroy)
        and isinstance(e, A.Restriction)
        and e.action == "be_regenerated"
        and isinstance(e.object, A.ObjectRef)
        and e.object.kind in ("it", "that")
        and not e.object.filter
    ):
        return dataclasses.replace(prev, cant_be_regenerated=True)
    return None


def _token_has(prev: A.Node, e: A.Node) -> A.Node | None:
    """ "Create a 1/1 green Elf Druid creature token named Llanowar Elves. It has "{T}: Add
    {G}."" (Oracle) is the token the printings say "with" that ability ("Erzeuge einen ...
    Kreaturenspielstein namens Llanowarelfen mit "{T}: ..."", "un jeton ... avec « ... »"): the
    abilities the token is created with (CR 111.4: the effect that creates a token sets its
    characteristics; CR 707.2: they are its copiable values), nothing between the two."""
    if (
        isinstance(prev, A.CreateToken)
        and prev.copy_of is None
        and isinstance(e, A.GrantAbilities)
        and isinstance(e.object, A.ObjectRef)
        and e.object.kind in ("it", "that")
        and not e.object.filter
        and e.object.count is None
    ):
        return dataclasses.replace(prev, abilities=(*prev.abilities, *e.abilities))
    return None


def _exiled_with_counters(prev: A.Node, e: A.Node) -> A.Node | None:
    """German "Schicke die Lichtbogen-Klinge ins Exil und lege drei Zeitmarken auf sie." (Arc
    Blade) is "Exile Arc Blade with three time counters on it." (CR 406.1, 702.62a): one object
    exiled, then counters put on that same object, with nothing between."""
    if (
        isinstance(prev, A.Exile)
        and isinstance(e, A.PutCounters)
        and isinstance(prev.object, A.ObjectRef)
        and isinstance(e.object, A.ObjectRef)
        and prev.counter is None
        and prev.amount is None
        and not prev.face_down
        and prev.duration is None
        and prev.player is None
        and prev.object.count is None
        and isinstance(e.amount, int)
        and (e.object == prev.object or (e.object.kind in ("it", "that") and not e.object.filter))
    ):
        return dataclasses.replace(prev, counter=e.counter, amount=e.amount)
    return None


def _has_in_a_resolving_ability(seq: A.Sequence) -> A.Node:
    """German "Bringe einen Spielstein ins Spiel, der eine Kopie ... ist. Er hat Eile." (Mimic
    Vat; French "Ce jeton de créature a la célérité."): among the instructions of a resolving
    ability, "that object has [keywords]" is the one-shot "gains [keywords]" the Oracle says
    (CR 611.2a: it lasts indefinitely), not a static ability (CR 604.1). Only after another
    instruction, of an object named before (``that``)."""
    out = list(seq.effects)
    for i, e in enumerate(out):
        if (
            i > 0
            and isinstance(e, A.GrantAbilities)
            and isinstance(e.object, A.ObjectRef)
            and e.object.kind == "that"
            and e.abilities
            and all(isinstance(k, A.Keyword) for k in e.abilities)
        ):
            gained = _lasting(e, _PERMANENT)
            if gained is not None:
                out[i] = gained
    if all(a is b for a, b in zip(out, seq.effects, strict=True)):
        return seq
    return _flat(A.Sequence(effects=tuple(out)))


def _chosen_target_acted_on(seq: A.Sequence) -> A.Node:
    """ "Choose target creature an opponent controls. That creature doesn't untap ..." (German
    "Bestimme eine Kreatur deiner Wahl, die ein Gegner kontrolliert. Diese Kreatur enttappt
    nicht ...", Fogwalker) is "Target creature an opponent controls doesn't untap ...": a
    target chosen (CR 601.2c, 115.1) and then acted on, with nothing between, is the target of
    that one instruction (CR 608.2c). The instruction right after the choice only, with "that"
    said once in it; a later "that" is that target still ("Ciblez jusqu'à une créature. Mettez un
    marqueur +1/+1 sur elle. Elle acquiert l'initiative ...", The Wandering Emperor, as "Put a
    +1/+1 counter on up to one target creature. It gains first strike ..."), and instructions
    before the choice stay ("Contrecarrez un sort de créature ciblé. Ciblez jusqu'à une créature
    que vous contrôlez. Mettez un marqueur +1/+1 sur elle.", Essence Capture)."""
    steps = list(seq.effects)
    i = 0
    while i + 1 < len(steps):
        choose, then = steps[i], steps[i + 1]
        if (
            isinstance(choose, A.ChooseObject)
            and choose.player == _YOU
            and not choose.optional
            and choose.object.kind == "target"
            and getattr(then, "object", None) == _THAT
            and sum(1 for n in then.walk() if n == _THAT) == 1
        ):
            steps[i : i + 2] = [dataclasses.replace(then, object=choose.object)]  # type: ignore[call-arg]
        i += 1
    if len(steps) == len(seq.effects):
        return seq
    return A.Sequence(effects=tuple(steps)) if len(steps) > 1 else steps[0]


_CHOSEN_COLOR_WORDS = frozenset({"chosen_color", "chosen_colors"})


def _uses_chosen_color(node: A.Node) -> bool:
    """Whether ``node`` or a node below it names the chosen color (a filter word, a quality or
    a color list ``chosen_color``)."""
    for n in node.walk():
        for f in dataclasses.fields(n):
            v = getattr(n, f.name, None)
            if v in _CHOSEN_COLOR_WORDS or (
                isinstance(v, tuple)
                and any(w in _CHOSEN_COLOR_WORDS for w in v if isinstance(w, str))
            ):
                return True
    return False


def _choice_under_condition(seq: A.Sequence) -> A.Node:
    """A color chosen only under a condition ("Threshold — If seven or more cards are in your
    graveyard, choose a color. Creatures you control also gain protection from the chosen
    color until end of turn.", Aven Warcraft): the clauses after it that use the chosen color
    happen only under that condition too (with no color chosen they do nothing, CR 608.2c), so
    they belong to the conditional: "If [condition], choose a color and [they]"."""
    steps = list(seq.effects)
    for i, step in enumerate(steps[:-1]):
        if not isinstance(step, A.Conditional):
            continue
        inner = step.effect.effects if isinstance(step.effect, A.Sequence) else (step.effect,)
        if not isinstance(inner[-1], (A.ChooseColor, A.ChooseColors)):
            continue
        end = i + 1
        while end < len(steps) and _uses_chosen_color(steps[end]):
            end += 1
        if end == i + 1:
            continue
        body = A.Sequence(effects=(*inner, *steps[i + 1 : end]))
        steps[i:end] = [dataclasses.replace(step, effect=body)]
        return A.Sequence(effects=tuple(steps)) if len(steps) > 1 else steps[0]
    return seq


def _flat(seq: A.Sequence) -> A.Sequence:
    """``seq`` with the steps of a sequence inside it spliced in (module docstring)."""
    if not any(isinstance(e, A.Sequence) for e in seq.effects):
        return seq
    steps: list[A.Node] = []
    for e in seq.effects:
        steps.extend(e.effects if isinstance(e, A.Sequence) else (e,))
    return A.Sequence(effects=tuple(steps))


def _json_key(node: A.Node) -> str:
    return json.dumps(A.strip_meta(node.to_json()), sort_keys=True)


#: continuous changes of one object that apply at once when they share the object and duration
_SIMULTANEOUS = (A.ModifyPowerToughness, A.ModifyPowerToughnessBy, A.GainAbility)


def _one_change_in_order(seq: A.Sequence) -> A.Sequence:
    """The parts of one continuous change to one object for one duration in one order: the
    object is named by the first part and is ``that`` (or the same object again) in the
    others ("target creature gains trample and gets +X/+X")."""
    effects = seq.effects
    if len(effects) < 2:
        return seq
    if not all(isinstance(e, _SIMULTANEOUS) for e in effects):
        return _runs_in_order(seq)
    first = effects[0].object  # type: ignore[attr-defined]
    later = {e.object for e in effects[1:]}  # type: ignore[attr-defined]
    if not later <= {first, _THAT} or (first == _THAT and later != {_THAT}):
        return seq  # (all of them ``that``: "instead that creature gets +4/+4 and gains ...")
    if len({e.duration for e in effects}) != 1:  # type: ignore[attr-defined]
        return seq
    again = _THAT if _THAT in later else first
    ordered = sorted(
        (dataclasses.replace(e, object=first) for e in effects),  # type: ignore[call-arg]
        key=lambda e: (isinstance(e, A.GainAbility), _json_key(e)),  # "gets ... and gains ..."
    )
    steps = (ordered[0], *(dataclasses.replace(e, object=again) for e in ordered[1:]))
    return seq if steps == effects else A.Sequence(effects=steps)


def _runs_in_order(seq: A.Sequence) -> A.Sequence:
    """``seq`` with each run of two or more consecutive changes of one and the same object
    for one duration (after another effect: "Put a +1/+1 counter on each of up to two target
    creatures you control. They gain vigilance and lifelink until end of turn.", German "Sie
    erhalten Wachsamkeit und Lebensverknüpfung") in the order of :func:`_one_change_in_order`:
    they apply at once (CR 611.2, 613.7: one effect's parts share a timestamp), so the order in
    which a language says them is no difference."""
    effects = list(seq.effects)
    i = 0
    while i < len(effects):
        j = i
        while (
            j + 1 < len(effects)
            and isinstance(effects[i], _SIMULTANEOUS)
            and isinstance(effects[j + 1], _SIMULTANEOUS)
            and effects[j + 1].object == effects[i].object  # type: ignore[attr-defined]
            and effects[j + 1].duration == effects[i].duration  # type: ignore[attr-defined]
        ):
            j += 1
        if j > i:
            effects[i : j + 1] = sorted(
                effects[i : j + 1], key=lambda e: (isinstance(e, A.GainAbility), _json_key(e))
            )
        i = j + 1
    return seq if tuple(effects) == seq.effects else A.Sequence(effects=tuple(effects))


def _keywords_in_order(node: A.Node) -> A.Node:
    """A node whose ``abilities`` are keywords only, with them in one order."""
    abilities = getattr(node, "abilities", None)
    if (
        isinstance(node, A.Keyword)
        or not isinstance(abilities, tuple)
        or len(abilities) < 2
        or not all(isinstance(a, A.Keyword) for a in abilities)
    ):
        return node
    ordered = tuple(sorted(abilities, key=_json_key))
    return node if ordered == abilities else dataclasses.replace(node, abilities=ordered)  # type: ignore[call-arg]


#: basic land types (CR 205.3i): an object with one of them is a land
_BASIC_LAND_TYPES = frozenset({"plains", "island", "swamp", "mountain", "forest"})


def _chosen_not_targeted(ref: A.ObjectRef) -> A.ObjectRef:
    """An object a cost or a search chooses: "a", never a target (module docstring)."""
    if ref.kind != "target" or type(ref) is not A.ObjectRef:
        return ref
    return dataclasses.replace(ref, kind="any", count=ref.count if ref.count is not None else 1)


def _changes_a_group(effect: A.Node) -> bool:
    obj = getattr(effect, "object", None)
    return isinstance(obj, A.ObjectRef) and obj.kind == "each" and bool(obj.filter)


def _own_damage_source(ability: A.Node) -> A.Node:
    """An activated ability (or a trigger on this object) whose first effect's damage source is
    "it": that source is the ability's source (module docstring)."""
    effect = ability.effect  # type: ignore[attr-defined]
    if isinstance(effect, A.UnpreventableDamage):
        # "{T}: It deals 1 damage to target creature. The damage can't be prevented." (CR
        # 615.12): the damage that can't be prevented is dealt by the same source
        inner = _own_damage_source(dataclasses.replace(ability, effect=effect.effect))  # type: ignore[call-arg]
        unpreventable = A.UnpreventableDamage(effect=inner.effect)  # type: ignore[attr-defined]
        return dataclasses.replace(ability, effect=unpreventable)  # type: ignore[call-arg]
    first = _first_effect(effect)
    if not isinstance(first, A.DealDamage) or first.damage_source != IT:
        return ability
    amount = first.amount
    if isinstance(amount, A.Count) and amount.object == IT:
        # "It deals damage equal to its power": "its" is the source's, this object's
        amount = dataclasses.replace(amount, object=SELF)
    own = dataclasses.replace(first, damage_source=SELF, amount=amount)
    if first is effect:
        return dataclasses.replace(ability, effect=own)  # type: ignore[call-arg]
    # ("it deals 2 damage to target opponent and 2 damage to ...": the damage source said once
    # is the source of the later damage too, :func:`_same_damage_source`)
    steps = _same_damage_source(A.Sequence(effects=(own, *effect.effects[1:])))
    return dataclasses.replace(ability, effect=steps)  # type: ignore[call-arg]


_IF_YOU_DO = A.IfYouDo()
_IF_YOU_DONT = A.Not(condition=A.IfYouDo())


def _own_object_first(ability: A.TriggeredAbility) -> A.TriggeredAbility:
    """A trigger on this object whose first instruction acts on "it" ("When Iname, Life Aspect
    dies, you may exile it. If you do, return any number of target Spirit cards", German "...
    kannst du Iname, Lebensaspekt ganz aus dem Spiel entfernen"): before any other object is
    named, "it" is the object the trigger is on, this object (CR 603.2, 603.10a)."""
    named = (ability.trigger, ability.condition) if ability.condition else (ability.trigger,)
    if any(isinstance(n, A.ObjectRef) and n != SELF for part in named for n in part.walk()):
        # "Whenever ~ blocks a creature, destroy it", "When ~ enters the battlefield, if
        # enchanted permanent is tapped, untap it": "it" may be that other object
        return ability
    effect = ability.effect
    first = _first_effect(effect)
    if (
        isinstance(first, (A.MayPay, A.MayPayForEach))
        and isinstance(effect, A.Sequence)
        and len(effect.effects) > 1
        and not any(isinstance(n, A.ObjectRef) and n != SELF for n in first.walk())
    ):
        # "When Megatherium enters, sacrifice it unless you pay {1} for each card in your
        # hand" ("you may pay {1} for each card in your hand. If you don't, sacrifice it", CR
        # 118.12a): a payment names no object, so "it" after it is still this object
        pay_first = _own_object_first(dataclasses.replace(ability, effect=effect.effects[1]))
        return dataclasses.replace(
            ability,
            effect=A.Sequence(effects=(first, pay_first.effect, *effect.effects[2:])),
        )
    if isinstance(first, A.Conditional) and first.condition in (_IF_YOU_DO, _IF_YOU_DONT):
        # (the instruction after the payment: "If you don't, sacrifice it")
        inner = first.effect
    else:
        inner = first.effect if isinstance(first, A.OptionalEffect) else first
    if getattr(inner, "object", None) != IT or type(inner.object) is not A.ObjectRef:  # type: ignore[attr-defined]
        return ability
    own = dataclasses.replace(inner, object=SELF)  # type: ignore[call-arg]
    if inner is not first:
        own = dataclasses.replace(first, effect=own)  # type: ignore[call-arg]
    if first is effect:
        return dataclasses.replace(ability, effect=own)
    return dataclasses.replace(ability, effect=A.Sequence(effects=(own, *effect.effects[1:])))  # type: ignore[attr-defined]


def _own_spell_cast(ability: A.TriggeredAbility) -> A.TriggeredAbility:
    """A trigger on this object whose intervening "if" says mana spent to cast "it" ("When
    Ogre Savant enters, if {U} was spent to cast it", German "falls {U} ausgegeben wurde, um
    den ~ zu spielen"): with only this object named before, "it" is the spell that became this
    object (CR 603.4, 601.2h)."""
    cond = ability.condition
    if isinstance(cond, A.ManaSpent) and cond.object == IT and type(cond.object) is A.ObjectRef:
        return dataclasses.replace(ability, condition=dataclasses.replace(cond, object=SELF))
    return ability


def _first_effect(effect: A.Node) -> A.Node:
    return effect.effects[0] if isinstance(effect, A.Sequence) and effect.effects else effect


#: "the number of cards in your hand" (a count of objects) is the count of the cards in your hand
_CARDS_IN_A_GRAVEYARD = A.ObjectRef(kind="each", filter=("card", "in_a_graveyard"))
_CARDS_IN_YOUR_HAND = A.ObjectRef(kind="each", filter=("card", "in_your_hand"))
#: the graveyard of a player named by a zone filter word, whose cards are all exiled at once
_WHOLE_GRAVEYARDS = {
    ("in_target_players_graveyard",): A.PlayerRef(kind="target_player"),
    ("in_target_opponents_graveyard",): A.PlayerRef(kind="target_opponent"),
}


#: the node classes :func:`_node` looks at (with those that have ``abilities``, see
#: :func:`_node_changes`); it returns a node of any other class as it is
_NODE_KINDS = (
    A.Restriction,
    A.EventTrigger,
    A.ObjectUnion,
    A.CounterObject,
    A.Cost,
    A.Instead,
    A.OptionalEffect,
    A.ModifyPowerToughnessBy,
    A.PutOntoBattlefield,
    A.DelayedTrigger,
    A.Exile,
    A.Count,
    A.DealDamage,
    A.ObjectRef,
    A.SearchLibrary,
    A.Sequence,
    A.ActivatedAbility,
    A.TriggeredAbility,
    *_CREATURE_CHANGES,
    *_DAMAGE_RECIPIENTS,
    A.Recipients,
    A.DealDamageDivided,
)


def _node_changes(cls: type) -> bool:
    """Whether :func:`_node` may change a node of class ``cls`` (``map_nodes``'s ``only``: it is
    called on those only, a few of every tree's nodes; the others cost no call)."""
    return (
        issubclass(cls, _NODE_KINDS)
        or hasattr(cls, "abilities")
        or any(f.name == "abilities" for f in dataclasses.fields(cls))
    )


def _opponents_and_theirs(node: A.Recipients) -> A.Recipients:
    """ "each opponent and each creature they control" is "each opponent and each creature your
    opponents control": "they" is each opponent (CR 608.2c), so an object a player named in the
    same recipients controls is one an opponent controls (Goblin Chainwhirler; French and German
    print "que vos adversaires contrôlent" / "die deine Gegner kontrollieren")."""
    players = [m for m in node.members if isinstance(m, A.PlayerRef)]
    if [p.kind for p in players] != ["each_opponent"]:
        return node
    members = tuple(
        dataclasses.replace(
            m,
            filter=tuple(
                "opponent_controls" if w == "that_player_controls" else w for w in m.filter
            ),
        )
        if type(m) is A.ObjectRef and "that_player_controls" in m.filter
        else m
        for m in node.members
    )
    return dataclasses.replace(node, members=members)


#: the spell a trigger on casting this spell copies ("copy it", storm, replicate, CR 702.40a,
#: 702.56a): this spell; and one a trigger on casting another spell copies (Dual Strike "copy
#: that spell", German "kopiere ihn bzw. sie"): that spell
_THIS_SPELL = A.StackObjectRef(kind="self")
_THAT_SPELL = A.StackObjectRef(kind="that", filter=("spell",))


def _copied_spell(node: A.TriggeredAbility | A.DelayedTrigger) -> A.Node:
    """The spell a trigger on casting a spell copies, in one form (see the module docstring):
    in the ability of "When you cast this spell", "it" (storm's and replicate's reminders, French
    "copiez-le") is this spell; in that of a trigger on casting another spell ("When you cast
    your next instant or sorcery spell this turn, copy that spell", German "kopiere ihn bzw.
    sie"), it is that spell (CR 603.2, 608.2c, 707.10)."""
    trig = node.trigger
    if not (
        isinstance(trig, A.EventTrigger)
        and trig.event == "cast"
        and isinstance(trig.object, A.ObjectRef)
    ):
        return node
    own = trig.object == SELF

    def copied(n: A.Node) -> A.Node:
        ref = n.object  # type: ignore[attr-defined]
        if own and ref.kind in ("it", "self") and ref.filter in ((), ("spell",)):
            target = _THIS_SPELL
        elif not own and ref.kind == "it" and not ref.filter:
            target = _THAT_SPELL
        else:
            return n
        return n if ref == target else dataclasses.replace(n, object=target)  # type: ignore[call-arg]

    effect = A.map_nodes(node.effect, copied, only=(A.CopySpell,))
    return node if effect is node.effect else dataclasses.replace(node, effect=effect)


def _blocks_only(node: A.Restriction) -> A.Restriction:
    """ "can't block creatures without flying" (Gloomwidow and Dense Canopy as printed, French
    "ne peut pas bloquer les créatures sans le vol") is the Oracle text's "can block only
    creatures with flying": a blocker blocks attacking creatures only (CR 509.1a), so the two
    allow the same blocks. Only a filter of that one quality: "can't block green creatures
    without flying" allows blocking creatures that are not green."""
    which = node.which
    if not (
        node.action == "block"
        and type(which) is A.ObjectRef
        and len(which.filter) == 2
        and which.filter[0] == "creature"
        and which.filter[1].startswith("without:")
    ):
        return node
    quality = "with:" + which.filter[1].removeprefix("without:")
    return dataclasses.replace(
        node, action="block_only", which=dataclasses.replace(which, filter=("creature", quality))
    )


def _node(node: A.Node) -> A.Node:
    if isinstance(node, A.Restriction):
        return _blocks_only(node)
    if isinstance(node, (A.TriggeredAbility, A.DelayedTrigger)):
        node = _copied_spell(node)
    if isinstance(node, A.EventTrigger):
        return _event_trigger(node)
    if isinstance(node, A.Recipients):
        return _opponents_and_theirs(node)
    if isinstance(node, A.ObjectUnion):
        return _union(node)
    if isinstance(node, A.CounterObject) and type(node.object) is A.ObjectRef:
        ref = node.object
        words = ref.filter
        if not any(w.split(":")[0] in ("spell", "ability") for w in words):
            words = (*words, "spell")
        stack = A.StackObjectRef(kind=ref.kind, filter=words, count=ref.count, up_to=ref.up_to)
        return dataclasses.replace(node, object=stack)
    if isinstance(node, A.Cost):
        return _own_tapped(_costs_choose(_tap_symbols(node)))
    unpreventable = isinstance(node, A.Instead) and isinstance(node.effect, A.UnpreventableDamage)
    done = node.effect.effect if unpreventable else getattr(node, "effect", None)
    if (
        isinstance(node, A.Instead)
        and isinstance(done, A.DealDamage)
        and isinstance(node.replaced, A.DealDamage)
        and done.damage_source == IT
        and node.replaced.damage_source in (SELF, IT)
    ):
        # "~ deals 1 damage to ... If this spell was kicked, it deals 4 damage ... instead."
        # (Breath of Darigaaz; French and German name the card again): "it" is the source of
        # the damage it replaces (CR 608.2c); so when that damage can't be prevented ("instead
        # it deals 10 damage ... and the damage can't be prevented", Urza's Rage)
        effect = dataclasses.replace(done, damage_source=node.replaced.damage_source)
        if unpreventable:
            effect = A.UnpreventableDamage(effect=effect)
        return dataclasses.replace(node, effect=effect)
    if (
        isinstance(node, A.OptionalEffect)
        and node.player == _YOU
        and getattr(node.effect, "optional", None) is False
    ):
        return dataclasses.replace(node.effect, optional=True)  # type: ignore[call-arg]
    if isinstance(node, A.ModifyPowerToughnessBy):
        node = _pt_plus(node)
    if (
        isinstance(node, A.PutOntoBattlefield)
        and node.zone is None
        and node.from_player is None
        and "in_that_players_hand" in node.object.filter
    ):
        words = tuple(w for w in node.object.filter if w != "in_that_players_hand")
        node = dataclasses.replace(
            node,
            object=dataclasses.replace(node.object, filter=words),
            zone="hand",
            from_player=A.PlayerRef(kind="that_player"),
        )
    if (
        isinstance(node, A.PutOntoBattlefield)
        and node.zone == "graveyard"
        and any(w in ("in_a_graveyard", "in_your_graveyard") for w in node.object.filter)
    ):
        node = dataclasses.replace(node, zone=None)
    if (
        isinstance(node, A.DelayedTrigger)
        and isinstance(node.trigger, A.StepTrigger)
        and not node.trigger.next_only
        and node.duration is None  # (epic's "each of your upkeeps for the rest of the game")
    ):
        return dataclasses.replace(node, trigger=dataclasses.replace(node.trigger, next_only=True))
    if (
        type(node) is A.Exile
        and node.object == _CARDS_IN_A_GRAVEYARD
        and node == A.Exile(object=node.object)
    ):
        # "Exile all cards from all graveyards" (German "Schicke alle Karten aus allen
        # Friedhöfen ins Exil") is Oracle's "Exile all graveyards" (CR 404.1: every card in
        # each player's graveyard)
        return A.ExileGraveyard(player=A.PlayerRef(kind="each_player"))
    if (
        type(node) is A.Exile
        and isinstance(node.object, A.ObjectRef)
        and node.object.kind == "each"
        and node.object.filter[:1] == ("card",)
        and node.object.filter[1:] in _WHOLE_GRAVEYARDS
        and node == A.Exile(object=node.object)
    ):
        # "Exile all cards from target player's graveyard" (German "Schicke alle Karten aus dem
        # Friedhof eines Spielers deiner Wahl ins Exil") is Oracle's "Exile target player's
        # graveyard" (CR 404.1: every card in it)
        return A.ExileGraveyard(player=_WHOLE_GRAVEYARDS[node.object.filter[1:]])
    if isinstance(node, A.Count) and node.what == "objects" and node.object == _CARDS_IN_YOUR_HAND:
        return A.Count(what="cards_in_hand", player=_YOU)
    if (
        isinstance(node, A.DealDamage)
        and isinstance(node.recipient, A.PlayerRef)
        and node.recipient.object == IT
        and isinstance(node.damage_source, A.ObjectRef)
        and node.damage_source.kind in ("enchanted", "equipped")
    ):
        return dataclasses.replace(
            node, recipient=dataclasses.replace(node.recipient, object=node.damage_source)
        )
    if isinstance(node, A.ObjectRef):
        if node.kind == "target" and "other" in node.filter:
            # "up to two other target creatures" / "bis zu zwei andere Kreaturen deiner Wahl" /
            # "up to one other target creature": targets other than this object, as "another
            # target creature" says (one filter word whatever the number said)
            words = tuple("another" if w == "other" else w for w in node.filter)
            node = dataclasses.replace(node, filter=words)
        if "land" in node.filter and any(
            _BASIC_LAND_TYPES.issuperset(w.split("|")) for w in node.filter
        ):
            # "Forest or Island land card" ("Wald- oder Insel-Standardlandkarte"): lands
            node = dataclasses.replace(node, filter=tuple(w for w in node.filter if w != "land"))
        return _that_ref(_zone_card(node, searched=False))
    if isinstance(node, A.SearchLibrary) and isinstance(node.object, A.ObjectRef):
        found = _chosen_not_targeted(_zone_card(node.object, searched=True))
        return node if found is node.object else dataclasses.replace(node, object=found)
    if isinstance(node, A.Sequence):
        node = _one_change_in_order(_after_target(shared_subject(_flat(_that_color(node)))))
        node = _choice_under_condition(node)
        node = _chosen_target_acted_on(node) if isinstance(node, A.Sequence) else node
        node = _fold_pairs(node, _cant_be_regenerated) if isinstance(node, A.Sequence) else node
        node = _fold_pairs(node, _exiled_with_counters) if isinstance(node, A.Sequence) else node
        node = _fold_pairs(node, _token_has) if isinstance(node, A.Sequence) else node
        node = _has_in_a_resolving_ability(node) if isinstance(node, A.Sequence) else node
        node = _as_many_as_discarded(node) if isinstance(node, A.Sequence) else node
        node = _same_damage_source(node) if isinstance(node, A.Sequence) else node
        return _if_you_do_continued(node) if isinstance(node, A.Sequence) else node
    if (
        isinstance(node, A.TriggeredAbility)
        and isinstance(node.trigger, A.StepTrigger)
        and node.trigger.player not in (None, "you")
        and isinstance(node.effect, A.DealDamage)
        and node.effect.recipient == _THAT
    ):
        # "At the beginning of each player's upkeep, ~ deals 1 damage to them": the only one
        # "them" can be is the player whose step it is (French "à ce joueur", German "dem
        # Spieler"), that player
        effect = dataclasses.replace(node.effect, recipient=A.PlayerRef(kind="that_player"))
        return dataclasses.replace(node, effect=effect)
    if isinstance(node, A.ActivatedAbility) or (
        isinstance(node, A.TriggeredAbility)
        and isinstance(node.trigger, A.EventTrigger)
        and node.trigger.object == SELF
    ):
        if isinstance(node, A.TriggeredAbility):
            node = _own_spell_cast(_own_object_first(node))
        return _own_damage_source(node)
    node = _keywords_in_order(node)
    group = getattr(node, "object", None)
    keywords_only = not isinstance(node, A.GrantAbilities) or all(
        isinstance(a, A.Keyword) for a in node.abilities
    )  # a granted activated ability ("Other Zombies have "{B}: Regenerate ..."") is not
    # creatures-only: kindred permanents of the type have it too
    if isinstance(node, _CREATURE_CHANGES) and isinstance(group, A.ObjectRef) and keywords_only:
        group = _with_creature(node.object)  # type: ignore[attr-defined]
        if group is not node.object:  # type: ignore[attr-defined]
            node = dataclasses.replace(node, object=group)  # type: ignore[call-arg]
    recipient = getattr(node, "recipient", None)
    if isinstance(node, _DAMAGE_RECIPIENTS) and recipient == _CREATURE_OR_PLAYER:
        return dataclasses.replace(node, recipient=_ANY_TARGET)
    if isinstance(node, A.DealDamageDivided) and node.targets == _CREATURE_OR_PLAYER:
        # "divided as you choose among any number of target creatures and/or players" (the
        # 2018 Oracle update: "among any number of targets", CR 115.4)
        return dataclasses.replace(node, targets=_ANY_TARGET)
    return node


def _one_condition(seq: A.Sequence) -> A.Node:
    """ "~ gets +3/+3 and has flying as long as [condition]" (each clause under the trailing
    condition) is "As long as [condition], ~ gets +3/+3 and has flying": one
    :class:`~rulesparser.ast.Conditional` around the sequence of a static ability when every
    step has the same condition (CR 611.3a: continuous effects, checked all the time; a
    resolving ability's steps keep their own checks, CR 608.2c)."""
    steps = seq.effects
    if len(steps) < 2 or not all(isinstance(e, A.Conditional) for e in steps):
        return seq
    conditions = {e.condition for e in steps}  # type: ignore[attr-defined]
    if len(conditions) != 1:
        return seq
    inner = A.Sequence(effects=tuple(e.effect for e in steps))  # type: ignore[attr-defined]
    return A.Conditional(condition=steps[0].condition, effect=inner)  # type: ignore[attr-defined]


_YOU_CONTROL_THIS = A.Exists(object=A.ObjectRef(kind="self", filter=("you_control",)))
_WHILE_YOU_CONTROL_THIS = A.Duration(kind="while_you_control_source")


_THIS_TAPPED = A.Exists(object=A.ObjectRef(kind="self", filter=("tapped",)))
#: the condition a resolving ability prints for a duration, and that duration (CR 611.2b)
_CONDITION_DURATIONS = {
    _YOU_CONTROL_THIS: _WHILE_YOU_CONTROL_THIS,
    _THIS_TAPPED: A.Duration(kind="while_source_tapped"),
}


def _lasting(effect: A.Node, duration: A.Duration) -> A.Node | None:
    """``effect`` lasting ``duration`` instead of indefinitely, or None when some part of it
    does not last (a one-shot change): a keyword it "has" is a keyword it gains for that long."""
    if isinstance(effect, A.Sequence):
        steps = [_lasting(e, duration) for e in effect.effects]
        if any(s is None for s in steps):
            return None
        return A.Sequence(effects=tuple(steps))  # type: ignore[arg-type]
    if isinstance(effect, A.GrantAbilities) and all(
        isinstance(k, A.Keyword) for k in effect.abilities
    ):
        gains = [
            A.GainAbility(
                object=effect.object, ability=k.name, duration=duration, parameter=k.parameter
            )
            for k in effect.abilities  # type: ignore[union-attr]
        ]
        return gains[0] if len(gains) == 1 else A.Sequence(effects=tuple(gains))
    if getattr(effect, "duration", None) == _PERMANENT:
        return dataclasses.replace(effect, duration=duration)  # type: ignore[call-arg]
    return None


def _for_as_long_as_you_control(node: A.Node) -> A.Node:
    """In a resolving ability, an effect that lasts "as long as you control ~" (French "tant
    que vous contrôlez ~", German "solange du ~ kontrollierst", printed for "for as long as you
    control ~") lasts for that duration (CR 611.2b), as the English says it; so does one said
    "as long as ~ is tapped" (French "{T} : Tant que le ~ est engagé, la créature ciblée gagne
    +2/+2 et a la célérité", "for as long as ~ remains tapped")."""

    def rewrite(n: A.Node) -> A.Node:
        if isinstance(n, A.Conditional) and n.condition in _CONDITION_DURATIONS:
            lasting = _lasting(n.effect, _CONDITION_DURATIONS[n.condition])
            if lasting is not None:
                return lasting
        return n

    if isinstance(
        node, (A.SpellAbility, A.TriggeredAbility, A.ActivatedAbility, A.ChapterAbility)
    ):  # (a chapter ability is a triggered ability, CR 714.2b)
        return A.map_nodes(node, rewrite, only=(A.Conditional,))
    return node


#: the templating era whose wording (the lexicons' ``eras``: "comes into play", "arrive en jeu",
#: "aus dem Spiel") dates a line before 2009, long before reflexive triggered abilities
_BEFORE_REFLEXIVE_TRIGGERS = "2006"


def _if_you_do_before_reflexive_triggers(node: A.Node) -> A.Node:
    """In a line worded before 2009, "When you do" as German prints it ("Wenn du dies tust")
    is "If you do": reflexive triggered abilities (CR 603.12) came long after that wording
    (Soul Net, 2001: "Immer wenn eine Kreatur aus dem Spiel auf einen Friedhof gelegt wird,
    kannst du {1} bezahlen. Wenn du dies tust, erhältst du 1 Lebenspunkt dazu.")."""
    if node.source is None or node.source.era != _BEFORE_REFLEXIVE_TRIGGERS:
        return node

    def rewrite(n: A.Node) -> A.Node:
        if isinstance(n, A.ReflexiveTrigger):
            return A.Conditional(condition=A.IfYouDo(), effect=n.effect)
        return n

    return A.map_nodes(node, rewrite, only=(A.ReflexiveTrigger,))


#: the blockers fear allows (CR 702.36b: "can't be blocked except by artifact creatures and/or
#: black creatures")
_FEAR_BLOCKERS = A.ObjectRef(kind="each", filter=("artifact|black", "creature"))
#: the objects a static ability may give an evasion keyword to by spelling out its rule: this
#: object, a group ("Slivers", "creatures you control"), the enchanted or equipped creature
_GRANTED_TO = ("each", "enchanted", "equipped")


def _evasion_keyword(effect: A.Node) -> str | None:
    """The keyword whose whole rule a restriction on blocks states: "can't be blocked except by
    artifact creatures and/or black creatures" is fear (CR 702.36b), "can't be blocked except by
    two or more creatures" menace (CR 702.111b)."""
    if (
        isinstance(effect, A.Restriction)
        and effect.action == "be_blocked_except_by"
        and effect.which == _FEAR_BLOCKERS
    ):
        return "fear"
    if isinstance(effect, A.BlockerCount) and effect.minimum == 2 and effect.maximum is None:
        return "menace"
    return None


def _evasion_object(effect: A.Node) -> A.ObjectRef | None:
    """The object of a restriction :func:`_evasion_keyword` names, if a static ability can give
    it the keyword: this object, or objects with no count (CR 604.1)."""
    obj = getattr(effect, "object", None)
    if not isinstance(obj, A.ObjectRef):
        return None
    if obj == SELF or (obj.kind in _GRANTED_TO and obj.count is None):
        return obj
    return None


def _spelled_out_keyword(effect: A.Node) -> A.Node | None:
    """A static ability's restriction that states an evasion keyword's rule, as that keyword
    (this object) or the keyword granted to the objects; None for any other effect."""
    keyword = _evasion_keyword(effect)
    obj = _evasion_object(effect)
    if keyword is None or obj is None or getattr(effect, "duration", None) != _PERMANENT:
        return None
    if obj == SELF:
        return _keyword(keyword)
    return A.GrantAbilities(object=obj, abilities=(_keyword(keyword),))


def _gains_spelled_out_keyword(effect: A.Node) -> A.Node:
    """An instruction's restriction that states an evasion keyword's rule for a while ("~ can't
    be blocked this turn except by artifact creatures and/or black creatures", Hooded Kavu
    before 2008; Oracle: "~ gains fear until end of turn"): the object gains the keyword for
    that while (CR 611.2)."""
    keyword = _evasion_keyword(effect)
    obj = getattr(effect, "object", None)
    duration = getattr(effect, "duration", None)
    if keyword is None or not isinstance(obj, A.ObjectRef) or duration in (None, _PERMANENT):
        return effect
    return A.GainAbility(object=obj, ability=keyword, duration=duration)


def fear_spelled_out(node: A.Node) -> A.Node | tuple[A.Node, ...]:
    """An evasion keyword's rule printed in words before the keyword existed or the Oracle text
    named it, as the keyword (one ability in every templating era; CR 702.36b fear: "can't be
    blocked except by artifact creatures and/or black creatures", German "können nur von
    Artefaktkreaturen und schwarzen Kreaturen geblockt werden"; CR 702.111b menace: "can't be
    blocked except by two or more creatures", French "ne peut pas être bloquée excepté par deux
    créatures ou plus"):

    - a static ability of this object: the keyword; of objects ("Slivers", the enchanted
      creature): the keyword granted to them;
    - a static ability that also says another effect of the same objects ("Enchanted creature
      gets -1/-1 and can't be blocked except by ...", Cursed Flesh): that effect and the
      keyword granted, two abilities, as the Oracle text's "gets -1/-1 and has fear" reads;
    - a quoted static ability granted ("have "This creature can't be blocked except by two or
      more creatures.""): the keyword granted;
    - an instruction's restriction for a while: the object gains the keyword for that while.

    Applied to a card's lines (``parser.parse``), never to the CR text defining the keyword
    itself (its expansion is this restriction). Keeps ``source`` and ``findings``."""
    if isinstance(node, A.StaticEffect):
        eff = node.effect
        whole = _spelled_out_keyword(eff)
        if whole is not None:
            return dataclasses.replace(whole, source=node.source, findings=node.findings)
        if isinstance(eff, A.Sequence) and len(eff.effects) == 2:
            first, second = eff.effects
            granted = _spelled_out_keyword(second)
            if (
                granted is not None
                and _spelled_out_keyword(first) is None
                and getattr(first, "object", None) == getattr(second, "object", None)
            ):
                return (
                    dataclasses.replace(node, effect=first),
                    dataclasses.replace(granted, source=node.source, findings=node.findings),
                )
        return node
    if isinstance(node, A.GrantAbilities):
        # a quoted static ability of the objects themselves ("Sliver creatures you control
        # have "This creature can't be blocked except by two or more creatures."")
        granted = tuple(
            (_spelled_out_keyword(a.effect) or a)
            if isinstance(a, A.StaticEffect) and _evasion_object(a.effect) == SELF
            else a
            for a in node.abilities
        )
        if granted != node.abilities:
            return dataclasses.replace(node, abilities=granted)
        return node
    if isinstance(node, (A.ActivatedAbility, A.TriggeredAbility, A.SpellAbility)):
        return A.map_nodes(node, _gains_spelled_out_keyword, only=(A.Restriction, A.BlockerCount))
    return node


#: "Walls can't attack" (French "Les murs ne peuvent pas attaquer", German "Mauern können nicht
#: angreifen"): the rule of the Wall creature type until 2004, printed as reminder text on Walls
_WALLS_CANT_ATTACK = A.StaticEffect(
    effect=A.Restriction(
        object=A.ObjectRef(kind="each", filter=("wall",)), action="attack", duration=_PERMANENT
    )
)


def keyword_spelled_out(node: A.Node) -> A.Node | tuple[A.Node, ...]:
    """A card line printed before its keyword existed, or in words the Oracle text replaced by
    the keyword, as that keyword ability (one ability in every templating era):

    - fear and menace: see :func:`fear_spelled_out` (which may give two abilities for one
      line: a tuple);
    - "You may play ~ any time you could play an instant" (French "à tout moment où vous
      pourriez jouer un éphémère"): what flash means (CR 702.8a);
    - "(Walls can't attack.)" on a Wall (the Wall type's rule until the Champions of Kamigawa
      rules update of 2004 gave every Wall defender, CR 702.3): defender; the line is reminder
      text of a rule, which the keyword now is.

    "~ can block as though it had flying" (Oracle: reach) stays what it says: unlike reach, it
    makes the creature count as having flying for blocking (Planar Chaos FAQ, Dust Corona: such
    a creature can't block a creature that "can't be blocked by creatures with flying").

    Applied to a card's lines (``parser.parse``), never to the CR text that defines a keyword
    (whose expansion is these abilities). Keeps ``source`` and ``findings``."""
    keyword = None
    if isinstance(node, A.StaticAbility) and node.rule == "cast_as_instant":
        keyword = "flash"
    elif isinstance(node, A.ReminderText) and node.abilities == (_WALLS_CANT_ATTACK,):
        keyword = "defender"
    if keyword is None:
        return fear_spelled_out(node)
    return dataclasses.replace(_keyword(keyword), source=node.source, findings=node.findings)


def _gained(effect: A.Node) -> A.Node:
    """An activated ability's "[object] has flying" (the German 1994-1998 "{0}: Fliegend", Mist
    Dragon; Oracle "{0}: Mist Dragon gains flying." lasting indefinitely): the object gains the
    keyword with no end (CR 611.2a), as "gains flying" reads."""
    if not (
        isinstance(effect, A.GrantAbilities)
        and isinstance(effect.object, A.ObjectRef)
        and effect.abilities
        and all(isinstance(k, A.Keyword) for k in effect.abilities)
    ):
        return effect
    gains = tuple(
        A.GainAbility(
            object=effect.object, ability=k.name, duration=_PERMANENT, parameter=k.parameter
        )
        for k in effect.abilities
    )
    return gains[0] if len(gains) == 1 else A.Sequence(effects=gains)


def canonical(node: A.Node) -> A.Node:
    """``node`` in its canonical form (see the module docstring); keeps ``source``."""
    kept = _KEEP_THAT_NOUNS[0]
    _KEEP_THAT_NOUNS[0] = two_objects_named_that(node)
    try:
        node = _if_you_do_before_reflexive_triggers(_for_as_long_as_you_control(_canonical(node)))
    finally:
        _KEEP_THAT_NOUNS[0] = kept
    if isinstance(node, A.ActivatedAbility):
        effect = _gained(node.effect)
        if effect is not node.effect:
            node = dataclasses.replace(node, effect=effect)
    if (
        isinstance(node, A.GrantAbilities)
        and node.object == SELF
        and len(node.abilities) == 1
        and isinstance(node.abilities[0], A.Keyword)
    ):
        # "~ is indestructible" / "~ has flying": the keyword ability itself (CR 702.1)
        return dataclasses.replace(node.abilities[0], source=node.source, findings=node.findings)
    return node


#: keyword actions (CR 701) once printed as a paragraph of their own after a spell's other
#: instructions, which the Oracle text joins to the paragraph before
_OWN_PARAGRAPH_ACTIONS = (A.Scry, A.Surveil)


def canonical_abilities(node: A.Node) -> tuple[A.Node, ...]:
    """:func:`canonical`, and a static ability that became several as it was put in its
    canonical form split into them: "All Goblins get +1/+1 and gain mountainwalk" (printed
    until 1998; French "gagnent +1/+1 et acquièrent la traversée des montagnes") is, once its
    "gain" reads as "have", the two static abilities "Other Goblins get +1/+1 and have
    mountainwalk" gives (a granted ability is an ability of its own, CR 604.1, 611.3, as the
    line grammar splits it). A spell ability whose last instruction is a keyword action once
    printed as a paragraph of its own (scry, surveil) is split the same way, as two spell
    abilities. Each keeps ``source`` and ``findings``."""
    node = canonical(node)
    if (
        isinstance(node, A.GrantAbilities)
        and node.object == SELF
        and len(node.abilities) > 1
        and all(isinstance(a, A.Keyword) for a in node.abilities)
    ):
        # "~ has flying and haste" (German "Die ~ haben Flugfähigkeit und Eile"): the keyword
        # abilities of the object itself, as "Flying, haste" (CR 702.1), one ability each
        first, *rest = node.abilities
        return (
            dataclasses.replace(first, source=node.source, findings=node.findings),
            *(dataclasses.replace(k, source=node.source) for k in rest),
        )
    if (
        isinstance(node, A.SpellAbility)
        and isinstance(node.effect, A.Sequence)
        and len(node.effect.effects) >= 2
        and isinstance(node.effect.effects[-1], _OWN_PARAGRAPH_ACTIONS)
    ):
        # "Magma Jet deals 2 damage to any target. Scry 2." (Oracle) and the printed "Scry 2" on
        # a line of its own (Fifth Dawn; French "Regard 2", German "Hellsicht 2"): a spell's
        # instructions are followed in the order written, one paragraph or several (CR 608.2c)
        rest, last = node.effect.effects[:-1], node.effect.effects[-1]
        first = rest[0] if len(rest) == 1 else A.Sequence(effects=rest)
        return (dataclasses.replace(node, effect=first), dataclasses.replace(node, effect=last))
    effect = node.effect if isinstance(node, A.StaticEffect) else None
    if not (
        isinstance(effect, A.Sequence)
        and any(isinstance(e, A.GrantAbilities) for e in effect.effects)
        and all(isinstance(e, (A.GrantAbilities, *_GROUP_CHANGES)) for e in effect.effects)
    ):
        return (node,)
    return tuple(
        dataclasses.replace(e, source=node.source, findings=node.findings)
        if isinstance(e, A.GrantAbilities)
        else dataclasses.replace(node, effect=e)
        for e in effect.effects
    )


def _event_object_is_that(node: A.Node) -> A.Node:
    """The effect of a trigger on another object with "it" as ``that`` (module docstring)."""
    trig = getattr(node, "trigger", None)
    # "Whenever a creature attacks you or a planeswalker you control" (CR 603.2: one event of
    # several, each on the same object) as one such trigger
    triggers = trig.triggers if isinstance(trig, A.AnyTrigger) else (trig,)
    if (
        isinstance(node, A.TriggeredAbility)
        and all(isinstance(t, A.EventTrigger) for t in triggers)
        and len({t.object for t in triggers}) == 1  # type: ignore[union-attr]
        and isinstance(triggers[0].object, A.ObjectRef)  # type: ignore[union-attr]
        and triggers[0].object.kind in ("any", "enchanted", "equipped")  # type: ignore[union-attr]
        and all(t.player is None for t in triggers)  # type: ignore[union-attr]
    ):
        effect = _it_is_that(node.effect)
        if effect != node.effect:
            return dataclasses.replace(node, effect=effect)
    return node


#: the spells and abilities a targeting restriction names, and the keyword it then means
#: (CR 702.18a shroud: "can't be the target of spells or abilities"; CR 702.11b hexproof: "...
#: your opponents control")
_TARGETING_KEYWORDS = {
    ("ability|spell",): "shroud",
    ("ability|spell", "opponent_controls"): "hexproof",
}


def _blocked_only_by_keyword(effect: A.Node) -> A.Node | None:
    """A static "[object] can't be blocked except by creatures with horsemanship" (the
    reminder PTK and P3K print) as "can't be blocked by creatures without horsemanship" (CR
    702.31b; CR 509.1b: the same creatures may block it), a :class:`CantBeBlockedBy`; only for
    creatures with one keyword ("with flying and/or reach" stays as it is said). None when the
    effect is no such restriction."""
    if not (
        isinstance(effect, A.Restriction)
        and effect.action == "be_blocked_except_by"
        and effect.duration == _PERMANENT
        and isinstance(effect.which, A.ObjectRef)
        and type(effect.which) is A.ObjectRef
        and effect.which.kind == "each"
        and effect.which.count is None
        and len(effect.which.filter) == 2
        and effect.which.filter[0] == "creature"
        and effect.which.filter[1].startswith("with:")
        and "|" not in effect.which.filter[1]
    ):
        return None
    name = effect.which.filter[1].split(":", 1)[1]
    blockers = A.ObjectRef(kind="each", filter=("creature", f"without:{name}"))
    return A.CantBeBlockedBy(object=effect.object, blockers=blockers)


def _targeting_keyword(effect: A.Node) -> str | None:
    """The keyword a permanent "can't be the target of spells or abilities [your opponents
    control]" restriction of another object means, or None (said of this object, it is the
    keyword's own CR text, which its expansion reads)."""
    if not (
        isinstance(effect, A.Restriction)
        and effect.object.kind != "self"
        and effect.action == "be_target_of"
        and effect.duration == _PERMANENT
        and isinstance(effect.which, A.ObjectRef)
        and effect.which.kind == "each"
        and effect.which.count is None
    ):
        return None
    return _TARGETING_KEYWORDS.get(tuple(sorted(effect.which.filter)))


def _cast_spell_is_that(node: A.Node) -> A.Node:
    """German "Wenn ein Gegner einen Zauberspruch wirkt, ... neutralisiere diesen
    Zauberspruch" (Lunar Force): in the ability of a trigger on casting another spell, "this
    spell" (``diesen Zauberspruch``) is that spell (CR 603.2, 608.2c): the source of a
    permanent's triggered ability is no spell."""
    trig = getattr(node, "trigger", None)
    if not (
        isinstance(node, A.TriggeredAbility)
        and isinstance(trig, A.EventTrigger)
        and trig.event == "cast"
        and isinstance(trig.object, A.ObjectRef)
        and trig.object.kind != "self"
    ):
        return node

    def that(n: A.Node) -> A.Node:
        if isinstance(n, A.StackObjectRef) and n.kind == "self" and "spell" in n.filter:
            return dataclasses.replace(n, kind="that")
        if (
            isinstance(n, (A.ManaSpent, A.Count))
            and isinstance(n.object, A.ObjectRef)
            and n.object.kind in ("self", "it")
            and (isinstance(n, A.ManaSpent) or n.what in _SPENT_COUNTS)
        ):
            # "if no mana was spent to cast it / ce sort": the spell cast (CR 601.2h)
            return dataclasses.replace(n, object=A.ObjectRef(kind="that"))
        return n

    kinds = (A.StackObjectRef, A.ManaSpent, A.Count)
    effect = A.map_nodes(node.effect, that, only=kinds)
    cond = A.map_nodes(node.condition, that, only=kinds) if node.condition is not None else None
    if effect == node.effect and cond == node.condition:
        return node
    return dataclasses.replace(node, effect=effect, condition=cond)


#: counts of the mana spent to cast a spell (CR 601.2h)
_SPENT_COUNTS = frozenset({"mana_spent", "colors_of_mana_spent"})


def _targeting_object_is_that(node: A.Node) -> A.Node:
    """ "Whenever this creature becomes the target of a spell or ability an opponent controls,
    counter it unless that player pays {1}." (ward's reminder, ZNR Dragonsguard Elite's era):
    the object countered is the spell or ability that targeted (CR 603.2, 701.6a; a permanent
    is never countered), "that spell or ability" as CR 702.21a says. "It" is read as ``that``
    with the words of the trigger's spell or ability; a trigger naming no spell or ability
    keeps it."""
    trig = getattr(node, "trigger", None)
    if not (
        isinstance(node, A.TriggeredAbility)
        and isinstance(trig, A.EventTrigger)
        and trig.event == "becomes_target"
        and isinstance(trig.by, A.ObjectRef)
    ):
        return node
    words = tuple(w for w in trig.by.filter if all(p in ("spell", "ability") for p in w.split("|")))
    if len(words) != 1:
        return node

    def that(n: A.Node) -> A.Node:
        if (
            isinstance(n, A.CounterObject)
            and isinstance(n.object, A.StackObjectRef)
            and n.object.kind == "it"
            and n.object.filter == ("spell",)
            and n.object.targeting is None
        ):
            return dataclasses.replace(n, object=A.StackObjectRef(kind="that", filter=words))
        return n

    effect = A.map_nodes(node.effect, that, only=(A.CounterObject,))
    return node if effect == node.effect else dataclasses.replace(node, effect=effect)


#: the filter words of a relation to an object "it" names (``p_blocking_or_blocked_by``,
#: ``p_blocking_it``) and the same relation to this object
_RELATIONS_TO_IT = {"blocking:it": "blocking:self", "blocked_by:it": "blocked_by:self"}


def _relation_to_it(word: str) -> str:
    return "|".join(_RELATIONS_TO_IT.get(part, part) for part in word.split("|"))


def _relates_to_it(ref: A.ObjectRef) -> bool:
    return any(part in _RELATIONS_TO_IT for w in ref.filter for part in w.split("|"))


def _blocking_it_is_self(node: A.Node) -> A.Node:
    """ "When ~ dies, destroy all creatures blocking or blocked by it" (Abu Ja'far) and "At end of
    combat, destroy all creatures blocking or blocked by ~" (Kjeldoran Frostbeast); rampage's
    "for each creature blocking it" after "Whenever this creature becomes blocked": in an
    ability that names no object but this one (a trigger on this object, an activated or
    static ability), "it" in "blocking it" can only be this object (CR 109.5): one filter word,
    ``blocking:self``. Where another object is named ("Whenever a Beast becomes blocked, it
    gets +1/+1 for each creature blocking it") "it" stays that object."""
    if isinstance(node, A.TriggeredAbility):
        trig = node.trigger
        triggers = trig.triggers if isinstance(trig, A.AnyTrigger) else (trig,)
        named = (*triggers, node.condition) if node.condition is not None else triggers
        if not all(isinstance(t, (A.EventTrigger, A.StepTrigger)) for t in triggers) or any(
            isinstance(n, A.ObjectRef) and n != SELF for part in named for n in part.walk()
        ):
            return node
    elif not isinstance(node, (A.ActivatedAbility, A.StaticEffect)):
        return node
    refs = [n for n in node.walk() if isinstance(n, A.ObjectRef)]
    if not any(_relates_to_it(r) for r in refs) or any(
        r.kind not in ("self", "it") and not _relates_to_it(r) for r in refs
    ):
        return node

    def own(n: A.Node) -> A.Node:
        if not _relates_to_it(n):  # type: ignore[arg-type]
            return n
        words = tuple(_relation_to_it(w) for w in n.filter)  # type: ignore[attr-defined]
        return dataclasses.replace(n, filter=words)  # type: ignore[call-arg]

    return A.map_nodes(node, own, only=(A.ObjectRef,))


def _canonical(node: A.Node) -> A.Node:
    node = _targeting_object_is_that(
        _cast_spell_is_that(_event_object_is_that(A.map_nodes(node, _node, only=_node_changes)))
    )
    node = _blocking_it_is_self(node)
    if not isinstance(node, A.StaticEffect):
        return node
    effect = node.effect
    if isinstance(effect, A.Sequence):
        merged = _one_condition(effect)
        if merged is not effect:
            node = dataclasses.replace(node, effect=merged)
            effect = merged
    if isinstance(effect, A.Conditional) and not isinstance(effect.effect, A.Conditional):
        # "As long as enchanted permanent is a creature, it gets +1/+1 and has trample" (German
        # "... verursacht Trampelschaden", read as gaining): the static ability under its
        # condition, in the same canonical form as without one (CR 604.1)
        inner = _canonical(A.StaticEffect(effect=effect.effect))
        if isinstance(inner, A.StaticEffect) and inner.effect is not effect.effect:
            return dataclasses.replace(
                node, effect=dataclasses.replace(effect, effect=inner.effect)
            )
        if isinstance(inner, A.GrantAbilities):
            return dataclasses.replace(node, effect=dataclasses.replace(effect, effect=inner))
        return node
    blocked = _blocked_only_by_keyword(effect)
    if blocked is not None:
        return dataclasses.replace(node, effect=blocked)
    keyword = _targeting_keyword(effect)
    if keyword is not None:
        # "Enchanted creature can't be the target of spells or abilities your opponents
        # control": what hexproof means (CR 702.11b; shroud, CR 702.18a), as the French and
        # German printings read it and the Oracle text of most such cards says it
        grant = A.GrantAbilities(object=effect.object, abilities=(_keyword(keyword),))  # type: ignore[attr-defined]
        return dataclasses.replace(grant, source=node.source, findings=node.findings)
    if isinstance(effect, A.GainAbility):
        granted = _granted(effect)
        if granted is not effect:
            return dataclasses.replace(granted, source=node.source, findings=node.findings)
        return node
    if isinstance(effect, A.Sequence) and any(isinstance(e, A.GainAbility) for e in effect.effects):
        effects = tuple(_granted(e) for e in effect.effects)
        grants = [e for e in effects if isinstance(e, A.GrantAbilities)]
        # "gain flying and haste": one grant of both keywords, as "have flying and haste", in
        # the one order of :func:`_keywords_in_order` ("verursacht sie Trampelschaden und hat
        # Eile" under a condition, Hero's Heirloom: as "it has trample and haste")
        if len(grants) == len(effects) and len({g.object for g in grants}) == 1:
            both = _keywords_in_order(
                A.GrantAbilities(
                    object=grants[0].object,
                    abilities=tuple(a for g in grants for a in g.abilities),
                )
            )
            return dataclasses.replace(both, source=node.source, findings=node.findings)
        return dataclasses.replace(node, effect=A.Sequence(effects=grants_joined(effects)))
    return node


def grants_joined(effects: tuple[A.Node, ...]) -> tuple[A.Node, ...]:
    """Keyword grants to one object in a row ("gets +2/+2, Flugfähigkeit und Erstschlag und
    verursacht Trampelschaden", Thran Golem) as one grant of them all, as "gets +2/+2 and has
    flying, first strike, and trample" (CR 613.7: they apply at once)."""
    steps: list[A.Node] = []
    for e in effects:
        prev = steps[-1] if steps else None
        if (
            isinstance(e, A.GrantAbilities)
            and isinstance(prev, A.GrantAbilities)
            and e.object == prev.object
            and all(isinstance(a, A.Keyword) for a in (*prev.abilities, *e.abilities))
        ):
            steps[-1] = _keywords_in_order(
                A.GrantAbilities(object=prev.object, abilities=(*prev.abilities, *e.abilities))
            )
            continue
        steps.append(e)
    return tuple(steps)
