"""Transformer callbacks of the line layer (grammar/cardtext.lark, grammar/<lang>/lines/ and the
triggers of grammar/<lang>/clauses/triggers.lark): activated (CR 602), loyalty (CR 606),
triggered (CR 603), chapter (CR 714), modal (CR 700.2), spell (CR 113.3a) and static (CR 604)
abilities.

A line of sentences with no cost and no trigger is a static ability when every effect is a
continuous effect that lasts as long as its source (``duration`` ``permanent``, "has",
"can't") and names no target; otherwise it is a spell ability.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from typing import Any

from lark import Token

from rulesparser import ast as A
from rulesparser.canonical import creature_types, grants_joined, shared_subject
from rulesparser.lexicon import keyword_table

from .effects import (
    PERMANENT,
    EntersAttacking,
    InsteadSaid,
    KwList,
    StaticBecomes,
    TrailingIf,
    UnplacedIf,
    XDefined,
    _old_tokens,
    _sacrifice_unless,
    _upkeep_during,
    _without_hand,
    has_unplaced_if,
)
from .phrases import DEMONSTRATIVE_MARK, IT, PAID_MARK, YOU, Post, Words, determined
from .util import Unsure, nodes, one, tokens

#: card types of permanents (CR 110.4): "cette carte" may name one that left the battlefield
_PERMANENT_TYPES = frozenset(
    ("artifact", "creature", "enchantment", "land", "planeswalker", "battle", "permanent")
)
#: events a "one or more [objects]" trigger batches (CR 603.2c)
_BATCHED_EVENTS = frozenset(
    (
        "attacks",
        "blocks",
        "dies",
        "leaves",
        "enters",
        "deals_combat_damage",
        "deals_damage",
        "leaves_graveyard",
    )
)
#: trigger events after which a permanent is a card in another zone (CR 400.7)
_LEFT_BATTLEFIELD = frozenset(("dies", "leaves"))


@functools.cache
def _activated_keyword(kid: str) -> bool:
    """Whether the keyword ``kid`` is an activated ability (CR 602.1): its CR "means" text
    (kb/keyword_means.yaml) gives it as "[Cost]...: [Effect]" ("Ninjutsu [cost]" means "[Cost],
    Reveal this card from your hand, ...: Put this card onto the battlefield ..."; "Boast —
    [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only ...")."""
    means = str(keyword_table().get(kid, {}).get("cr_means", ""))
    return re.search(r'\bmeans\s+"\[Cost\][^"]*?:\s', means) is not None


def resolve_demonstratives(ability: A.Node) -> A.Node:
    """A triggered ability whose effect says a demonstrative ("cette créature", "cette carte":
    rulesparser.transform.phrases.obj_demonstrative) with each read as "that [noun]" when the
    trigger names another object it surely stands for: an object with that noun ("À chaque
    fois que le ~ inflige des blessures de combat à une créature, détruisez cette créature":
    that creature); "cette carte" after the trigger object left the battlefield ("Quand la
    créature enchantée meurt, renvoyez cette carte": that card). Otherwise the demonstrative
    may be the card itself (Banshee's Blade: "À chaque fois que la créature équipée inflige
    des blessures de combat, mettez un marqueur « charge » sur cette carte" is this card) and
    the ability is returned as it is, left unparsed by rulesparser.cardtext._parse_line. Not
    for a quoted ability, where "this creature" is the object that has it (CR 113.1).

    "ce sort" is the spell itself unless the ability names another spell: the spell a trigger
    names ("À chaque fois qu'un adversaire lance un sort, contrecarrez ce sort": that spell), or
    any other (then left unparsed: "Contrecarrez le sort ciblé. Si ce sort a été kické, ...").

    In any ability, a demonstrative after a target with its noun is that target
    (:func:`_after_targets`).

    CR 603.2: an ability's effect refers to the objects its trigger event names."""
    ability = _spell_demonstratives(ability)
    ability = _after_targets(ability)
    if isinstance(ability, A.ReplacementEffect):
        ability = _replaced_event_object(ability)
    if not isinstance(ability, A.TriggeredAbility):
        return _this_spell(ability, named_spell=False)
    named: set[str] = set()
    left: set[str] = set()

    def collect(node: A.Node) -> A.Node:
        if isinstance(node, A.ObjectRef) and node.kind not in ("self", "it"):
            if DEMONSTRATIVE_MARK not in node.filter:
                named.update(w for f in node.filter for w in f.split("|"))
        if isinstance(node, A.EventTrigger) and node.event in _LEFT_BATTLEFIELD:
            obj = node.object
            if obj is not None and obj.kind not in ("self", "it"):
                left.update(w for f in obj.filter for w in f.split("|"))
        return node

    A.map_nodes(ability.trigger, collect)

    def attached(node: A.Node) -> A.Node:
        # the one object an Aura or Equipment is attached to, named by the intervening "if"
        # ("si la créature enchantée est un loup ou un loup-garou, dégagez cette créature":
        # Howl of the Hunt, Oracle "untap that creature"); not an object the condition counts
        # or compares ("if you control another creature" names no one creature)
        if isinstance(node, A.ObjectRef) and node.kind in ("enchanted", "equipped"):
            named.update(w for f in node.filter for w in f.split("|"))
        return node

    if ability.condition is not None:
        A.map_nodes(ability.condition, attached)
    if getattr(ability.trigger, "player", None) == "enchanted_controller":
        # "Au début de l'entretien du contrôleur de la créature enchantée, mettez un marqueur
        # -1/-1 sur cette créature" (Oracle "on that creature"): the Aura names the creature
        # it enchants (CR 303.4); an Aura is no creature itself
        named.add("creature")
    named = _general_nouns(named)

    def resolve(node: A.Node) -> A.Node:
        if not (isinstance(node, A.ObjectRef) and DEMONSTRATIVE_MARK in node.filter):
            return node
        noun = node.filter[0]
        if noun == "spell":
            if "spell" not in named:
                return node
            node = dataclasses.replace(node, kind="that")
        # (a demonstrative of alternatives, German "diesen Zauberspruch bzw. diese Fähigkeit":
        # the trigger names each of them, "eines Zauberspruchs oder einer Fähigkeit")
        if (
            noun in named
            or set(noun.split("|")) <= named
            or (noun == "card" and _general_nouns(left) & _PERMANENT_TYPES)
        ):
            return dataclasses.replace(
                node, filter=tuple(w for w in node.filter if w != DEMONSTRATIVE_MARK)
            )
        return node

    effect, condition = A.map_nodes((ability.effect, ability.condition), resolve)
    ability = dataclasses.replace(ability, effect=effect, condition=condition)
    return _this_spell(ability, named_spell="spell" in named)


#: object kinds an effect names one object of, chosen as it is cast or resolves (CR 115.1,
#: 609.7a), or the top card of a library it looks at (CR 401.1): a demonstrative with their
#: noun after them stands for that object
_NAMED_KINDS = frozenset(("target", "chosen", "top_of_library"))
#: basic land types (CR 305.6): "ce terrain" after "la plaine ciblée ou l'île ciblée"
_BASIC_LAND_TYPES = frozenset(("plains", "island", "swamp", "mountain", "forest"))
#: artifact and enchantment subtypes (CR 205.3g-h) with their card type: "cette carte" after
#: "une aura ou un équipement ... est mis dans un cimetière depuis le champ de bataille"
_PERMANENT_SUBTYPES = {
    "aura": "enchantment",
    "saga": "enchantment",
    "equipment": "artifact",
    "vehicle": "artifact",
    "fortification": "artifact",
}


def _named_nouns(node: A.Node) -> set[str]:
    """The nouns a demonstrative after ``node`` (one effect) may stand for (CR 608.2c): the
    objects it names as a target, a chosen object, the top card of a library, a chosen card
    ("Vous y choisissez une carte"; not a sacrificed one: "Opfere eine Kreatur. Enttappe diese
    Kreatur" is this creature); each with the more general nouns it is one of ("ce permanent" after "l'artefact ciblé ou l'enchantement
    ciblé", "ce terrain" after "la plaine ciblée", CR 110.4, 305.6); and "card" after such a
    permanent is exiled ("Exilez un autre permanent ciblé. Renvoyez cette carte ...", Oracle
    "Return that card": CR 400.7, it is a card in exile)."""
    seen: set[str] = set()
    exiled: set[str] = set()

    def words(ref: A.ObjectRef) -> set[str]:
        return {w for f in ref.filter for w in f.split("|")}

    def collect(n: A.Node) -> A.Node:
        if isinstance(n, A.ChooseObject):  # "Vous y choisissez une carte", CR 608.2c
            if n.object.count in (None, 1) and DEMONSTRATIVE_MARK not in n.object.filter:
                seen.update(words(n.object))
        if isinstance(n, A.ObjectRef) and DEMONSTRATIVE_MARK not in n.filter:
            if n.kind in _NAMED_KINDS or "from_it" in n.filter:
                seen.update(words(n))
        if isinstance(n, A.LookAtTop) and n.amount == 1:  # "Regardez la carte du dessus"
            seen.add("card")
        seen.update(_made_or_put(n))
        if isinstance(n, A.Exile) and n.object.kind in _NAMED_KINDS:
            exiled.update(words(n.object))
        return n

    A.map_nodes(node, collect)
    if _general_nouns(exiled) & _PERMANENT_TYPES:
        seen.add("card")
    return _general_nouns(seen)


def _named_demonstrative(node: A.Node, named: set[str]) -> A.Node:
    """ "that creature" / "cette carte" (a demonstrative marked by ``obj_demonstrative``) whose
    noun is one of ``named``, the nouns of the objects said before it in the ability: that
    object (CR 608.2c), the mark dropped; any other node as it is."""
    if (
        isinstance(node, A.ObjectRef)
        and DEMONSTRATIVE_MARK in node.filter
        and node.kind == "that"
        and node.filter[0] != "spell"
        and node.filter[0] in named
    ):
        return dataclasses.replace(
            node, filter=tuple(w for w in node.filter if w != DEMONSTRATIVE_MARK)
        )
    return node


def _replaced_event_object(ability: A.ReplacementEffect) -> A.ReplacementEffect:
    """A replacement effect ("If [object] would [event], instead ...", CR 614.1a) whose
    replacement says a demonstrative with the noun of the one object its event names: that
    object ("Si le terrain enchanté devait être détruit, à la place sacrifiez l'~ et ce terrain
    acquiert l'indestructible", Crackling Emergence: that land); "cette carte" after a
    permanent that would die is that card (Draugr Necromancer, Oracle "exile that card
    instead", CR 400.7), unless that permanent is the one the card is attached to (an Aura's
    "cette carte" may be the Aura). Not "ce sort" (lines._this_spell)."""
    event = ability.event
    obj = getattr(event, "object", None)
    if not isinstance(obj, A.ObjectRef) or obj.kind in ("self", "it"):
        return ability
    named = _general_nouns({w for f in obj.filter for w in f.split("|")})
    if getattr(event, "name", None) == "dies" and named & _PERMANENT_TYPES and obj.kind == "any":
        # (not after the enchanted or equipped creature: "cette carte" may be the Aura itself)
        named.add("card")

    replacement = A.map_nodes(ability.replacement, lambda n: _named_demonstrative(n, named))
    if replacement is ability.replacement:
        return ability
    return dataclasses.replace(ability, replacement=replacement)


def _made_or_put(n: A.Node) -> set[str]:
    """The nouns of the one object ``n`` creates, puts onto the battlefield or finds in a
    library, which a demonstrative after it names (CR 608.2c): "Mettez sur le champ de bataille
    un jeton de créature 7/1 ... cette créature gagne +7/+0" (Elemental Appeal, Oracle "that
    creature"), "Erzeuge einen Spielstein, der eine Kopie eines Artefakts deiner Wahl ist. Der
    Spielstein erhält Eile" (Cogwork Assembler: that token), "Mettez en jeu une carte de
    créature de votre main. Cette créature a la célérité" (Through the Breach: a card put onto
    the battlefield is that permanent, CR 110.1), "Cherchez ... une carte de dragon et
    mettez-la dans votre cimetière. ... une copie de cette carte" (Scion of the Ur-Dragon).
    Several objects (two tokens, "all creature cards") name none."""
    if isinstance(n, A.CreateToken) and n.amount == 1:
        words = {"token", *n.types, *n.subtypes}
        if isinstance(n.copy_of, A.ObjectRef):
            words.update(w for f in n.copy_of.filter for w in f.split("|"))
        return words
    obj = getattr(n, "object", None)
    if not isinstance(obj, A.ObjectRef) or obj.kind != "any" or obj.count != 1 or obj.up_to:
        return set()
    words = {w for f in obj.filter for w in f.split("|")}
    if isinstance(n, A.PutOntoBattlefield):
        return words - {"card"}
    if isinstance(n, A.SearchLibrary):
        return {"card"} | (words - {"card"} if n.destination == "battlefield" else set())
    return set()


def _general_nouns(nouns: set[str]) -> set[str]:
    """``nouns`` with the more general nouns each is one of: "permanent" for a permanent type
    (CR 110.4), "land" for a basic land type (CR 305.6), "artifact" or "enchantment" for their
    subtypes (CR 205.3g-h), "creature" for a creature type (CR 205.3m): "ce terrain" after "la plaine ciblée", "cette créature" after "un ange" (not after
    "un sort de gobelin" or "une carte d'elfe": no creature yet)."""
    nouns = set(nouns)
    if nouns & _BASIC_LAND_TYPES:
        nouns.add("land")
    nouns.update(_PERMANENT_SUBTYPES[n] for n in nouns & _PERMANENT_SUBTYPES.keys())
    if nouns & creature_types() and not nouns & {"spell", "card"}:
        nouns.add("creature")
    if nouns & _PERMANENT_TYPES:
        nouns.add("permanent")
    return nouns


def _effect_parts(node: A.Node) -> list[str] | None:
    """The fields of ``node`` that hold the effects it is made of, in the order the text says
    them (an "instead" effect after the one it replaces, CR 608.2c); None for one effect that
    holds no other."""
    if isinstance(node, A.Sequence):
        return ["effects"]
    if isinstance(node, A.Instead):
        return ["replaced", "effect"]
    names = [
        f.name
        for f in dataclasses.fields(node)
        if f.name not in ("source", "findings") and isinstance(getattr(node, f.name), A.Effect)
    ]
    return names or None


def _spell_demonstratives(ability: A.Node) -> A.Node:
    """A spell ability (the instructions of an instant or sorcery, CR 113.3a) with each
    demonstrative of a permanent noun ("cette créature", "dieser Kreatur", "ce terrain") read as
    "that [noun]" when the spell names another object with that noun: an instant or sorcery is
    never a permanent (CR 110.1, 304.4, 307.4), so "this creature" there can only be an object
    named in the spell, at any place (in the same effect: "Mettez X marqueurs +1/+1 sur la
    créature ciblée, X étant la force de cette créature", Soul's Might, Oracle "where X is that
    creature's power"; in a condition: "Exile target creature. Falls die Kreatur ein Gott war",
    Hour of Glory; after a sacrificed one: "Le joueur ciblé sacrifie une créature. Vous piochez
    un nombre de cartes égal à la force de cette créature", Twisted Justice); one object, not
    "each creature you control" (a plural definite, "die Kreaturen", is marked as a
    demonstrative too, and is not "that creature"). Not "cette carte"
    or "ce sort" (the spell is a card and a spell itself), not in an ability the spell grants
    (a quoted ability's "this creature" is the object that has it, CR 113.1)."""
    if not isinstance(ability, A.SpellAbility):
        return ability
    named: set[str] = set()
    nested = False

    def look(node: A.Node) -> A.Node:
        nonlocal nested
        if isinstance(node, A.Ability):
            nested = True
        if (
            isinstance(node, A.ObjectRef)
            and DEMONSTRATIVE_MARK not in node.filter
            and (
                (node.kind in _NAMED_KINDS and node.count in (None, 1))
                or (node.kind == "any" and node.count == 1 and not node.up_to)
            )
        ):
            # one object (a target, a chosen or sacrificed one): not "each creature you
            # control", which "die Kreaturen" (those creatures, a plural) may stand for
            named.update(w for f in node.filter for w in f.split("|"))
        return node

    A.map_nodes(ability.effect, look)
    if nested:
        return ability
    nouns = _general_nouns(named) & _PERMANENT_TYPES
    if not nouns:
        return ability
    effect = A.map_nodes(ability.effect, lambda n: _named_demonstrative(n, nouns))
    return ability if effect is ability.effect else dataclasses.replace(ability, effect=effect)


def _after_targets(ability: A.Node) -> A.Node:
    """``ability`` with each demonstrative (not of a spell) read as "that [noun]" when an effect
    before it in the same ability (an earlier effect of its sequence, the effect an "instead"
    one replaces, the "if you do" effect before its "otherwise", at any depth) names a target,
    chosen, sacrificed or looked-at object with that noun (:func:`_named_nouns`): "Übernimm die
    Kontrolle über eine Kreatur deiner Wahl. Enttappe diese Kreatur." (Oracle "Untap that
    creature"), "Lege eine +1/+1-Marke auf eine Kreatur deiner Wahl. Die Kreatur erhält
    Reichweite", "La créature ciblée gagne -2/-2 ... Si ce sort a été kické, cette créature gagne
    -5/-5 ... à la place" (CR 608.2c: the text refers back to the object it named). In the
    effect that names the target itself the demonstrative may be the object that has the
    ability ("La créature ciblée gagne +X/+X, X étant la force de cette créature"): left as it
    is. "ce sort" keeps its own rule (:func:`_this_spell`: "this spell" may be the spell itself
    even after a target spell)."""
    effect = getattr(ability, "effect", None)
    if not isinstance(effect, A.Node) or _effect_parts(effect) is None:
        return ability
    seen: set[str] = set()

    def resolve(node: A.Node) -> A.Node:
        # (kind "that" as obj_demonstrative made it: a phrase rebuilt around it, "falls du diese
        # Kreatur kontrollierst", stays unparsed)
        return _named_demonstrative(node, seen)

    def walk(node: A.Node) -> A.Node:
        parts = _effect_parts(node)
        if parts is None:  # one effect: what it names counts from the next one on
            new = A.map_nodes(node, resolve) if seen else node
            seen.update(_named_nouns(node))
            return new
        # what is said around them before them (the trigger of a delayed triggered ability:
        # "Quand cette créature meurt ce tour-ci, ..."); not a condition ("Falls du diese
        # Kreatur kontrollierst" may be this creature)
        changes: dict[str, Any] = {}
        for f in dataclasses.fields(node):
            if f.name in ("source", "findings", "condition") or f.name in parts:
                continue
            value = getattr(node, f.name)
            if seen and isinstance(value, (A.Node, tuple)):
                new_value = A.map_nodes(value, resolve)
                if new_value is not value:
                    changes[f.name] = new_value
        for name in parts:
            value = getattr(node, name)
            if isinstance(value, tuple):
                items = tuple(walk(e) if isinstance(e, A.Node) else e for e in value)
                if any(a is not b for a, b in zip(items, value, strict=True)):
                    changes[name] = items
            else:
                new_value = walk(value)
                if new_value is not value:
                    changes[name] = new_value
        return dataclasses.replace(node, **changes) if changes else node

    new_effect = walk(effect)
    if new_effect is effect:
        return ability
    return dataclasses.replace(ability, effect=new_effect)


def _this_spell(ability: A.Node, named_spell: bool) -> A.Node:
    """``ability`` with "ce sort" left (rulesparser.transform.phrases.obj_demonstrative) read as
    the spell itself when the ability names no other spell; otherwise as it is (left unparsed
    by rulesparser.cardtext._parse_line). The spell whose cost a static ability changes ("Ce
    sort coûte {2} de moins à lancer si vous avez lancé un autre sort d'éphémère ou de rituel ce
    tour-ci", Oracle "This spell costs {2} less to cast if ...") is the spell itself whatever
    other spell the ability names: "this spell costs" is said only of the card being cast (CR
    601.2f)."""
    if isinstance(ability, A.StaticEffect):
        this_spell = A.ObjectRef(kind="self", filter=("spell", DEMONSTRATIVE_MARK))
        own = [False]

        def own_cost(node: A.Node) -> A.Node:
            if isinstance(node, A.CostChange) and node.object == this_spell:
                own[0] = True
                return dataclasses.replace(node, object=A.ObjectRef(kind="self"))
            return node

        ability = A.map_nodes(ability, own_cost)
        if own[0]:
            # the same spell said again in its condition ("Ce sort coûte {2} de moins à lancer
            # s'il cible un sort bleu", Mystical Dispute: "if it targets a blue spell"): the
            # spell being cast, whatever other spell the condition names
            ability = A.map_nodes(
                ability, lambda n: A.ObjectRef(kind="self") if n == this_spell else n
            )
    other = named_spell

    def look(node: A.Node) -> A.Node:
        nonlocal other
        if (
            isinstance(node, A.ObjectRef)
            and node.kind not in ("self", "it")
            and DEMONSTRATIVE_MARK not in node.filter
            and any("spell" in f.split("|") for f in node.filter)
        ):
            other = True
        return node

    A.map_nodes(ability, look)
    if other:
        return ability

    def this(node: A.Node) -> A.Node:
        if (
            isinstance(node, A.ObjectRef)
            and node.kind == "self"
            and node.filter[:2] == ("spell", DEMONSTRATIVE_MARK)
        ):
            # (a definite "der Zauberspruch", kind "that", is never the spell itself)
            return A.ObjectRef(kind="self")
        return node

    return A.map_nodes(ability, this)


def resolve_quoted_demonstratives(ability: A.Node) -> A.Node:
    """A quoted ability (CR 113.1: 'Enchanted creature has "{T}: This creature deals 1 damage
    to any target."') whose demonstrative ("cette créature", "diese Kreatur": "this" or "that"
    creature) is the object that has the ability (kind ``self``, as English "this creature"
    there) when no object with its noun is named before it in the ability (in the order of the
    AST's fields: trigger, condition, effect; cost, effect; each effect's object, amount,
    recipient), so that it stands for no object named before. After one ("À chaque fois
    qu'une autre créature meurt, mettez un marqueur +1/+1 sur cette créature") it is left as
    it is, unparsed by rulesparser.cardtext._parse_line."""
    out = _demonstratives_named_before(ability)
    if (
        isinstance(out, A.GrantAbilities)
        and out.object == A.ObjectRef(kind="self")
        and out.object != getattr(ability, "object", None)
        and len(out.abilities) == 1
        and isinstance(out.abilities[0], A.Keyword)
    ):
        # "Cette créature ne peut pas être la cible de sorts ou de capacités" (shroud): the
        # keyword ability itself, as rulesparser.canonical reads "~ has [keyword]"
        return out.abilities[0]
    return out


def resolve_card_demonstratives(ability: A.Node, begins_line: bool = False) -> A.Node:
    """An ability of a card line with its demonstratives told "this" from "that": each is
    "that [noun]" where :func:`resolve_demonstratives` finds the object it stands for, else the
    object itself when no object with its noun is named before it in the ability (CR 201.5, CR
    700.7: the 2024 templates name the card "cette créature", "cet artefact", "diese Kreatur",
    "dieses Artefakt" as English says "this creature": "Cette créature gagne +1/+1 pour chaque
    carte de créature dans votre cimetière", "Au début de votre étape de fin, si cette créature
    est dégagée, ..."); after one ("À chaque fois qu'une autre créature meurt, mettez un
    marqueur +1/+1 sur cette créature") it is left as it is, unparsed by
    rulesparser.cardtext._no_demonstrative. Not in a spell ability (an instant or sorcery is
    no creature, artifact or land: "Mettez un marqueur +1/+1 sur cette créature" names an
    object said elsewhere), whose demonstratives :func:`resolve_demonstratives` reads.

    Raises :class:`Unsure` for a triggered ability whose trigger names an object of the
    demonstrative's noun, or whose effect names "another" one (:func:`_this_or_another`: "À
    chaque fois qu'une créature qu'un adversaire contrôle meurt, mettez un marqueur +1/+1 sur
    cette créature"; "À chaque fois qu'une autre créature arrive
    sous votre contrôle, mettez un marqueur +1/+1 sur cette créature" is that creature in the
    prints before 2024 (Good-Fortune Unicorn, Oracle "on that creature") and this creature in
    the 2024 templates ("Whenever another creature you control dies, put a +1/+1 counter on this
    creature"); the object itself is one such creature too, so the words do not tell which."""
    if isinstance(ability, A.TriggeredAbility) and _this_or_another(ability):
        after_death = _this_after_a_death(ability)
        if after_death is not None:
            return _with_this_finding(ability, after_death)
        raise Unsure(
            "a demonstrative after an object of its noun named by the trigger or as another:"
            " this object (2024 templates) or that one",
            final=True,
        )
    ability = resolve_demonstratives(ability)
    if isinstance(ability, A.SpellAbility):
        return ability
    effect = getattr(ability, "effect", None)
    if begins_line:
        # ``begins_line``: the line's one demonstrative is its first words, so no object is
        # named before it, whatever the ability names after it (the checks below read the
        # nouns named anywhere, as the AST does not keep the order of the words)
        out = _demonstratives_named_before(ability, nothing_before=True)
        return _with_this_finding(ability, out)
    if isinstance(effect, (A.Sequence, A.ChooseOne)):
        # a demonstrative after another effect may name the object it moved, looked at or
        # milled ("Révélez la carte du dessus ... mettez-la en jeu. Cette créature acquiert la
        # célérité": that creature, CR 608.2c): left as it is
        ability = dataclasses.replace(ability, effect=A.map_nodes(effect, _kept))
    named = _general_nouns(_nouns_named(ability) | _named_nouns(ability))
    if named & _PERMANENT_TYPES:
        # "cette carte" after a permanent the ability names: this card or that permanent as
        # a card (CR 400.7: "Si la créature enchantée devait mourir, renvoyez cette carte
        # ..."); left as it is
        named.add("card")

    def kept(node: A.Node) -> A.Node:
        # a demonstrative whose noun the ability names anywhere, before or after it in the
        # words (the AST's order of fields is not the order of the words: "le contrôleur du
        # permanent enchanté sacrifie ce permanent" is the enchanted permanent): left as it is
        if isinstance(node, A.ObjectRef) and node.filter[:1] and node.filter[0] in named:
            return _kept(node)
        return node

    if isinstance(ability, (A.TriggeredAbility, A.ActivatedAbility)):
        # the trigger, its intervening "if" and the cost come before the effect in the words as
        # in the AST (:func:`_demonstratives_named_before` reads them in order: "Quand cette
        # créature meurt, créez un jeton de créature ..." is this creature)
        ability = dataclasses.replace(ability, effect=A.map_nodes(ability.effect, kept))
    else:
        ability = A.map_nodes(ability, kept)
    return _with_this_finding(ability, _demonstratives_named_before(ability))


def _with_this_finding(ability: A.Node, out: A.Node) -> A.Node:
    """``out`` (``ability`` with its demonstratives resolved) with the finding
    :data:`THIS_DEMONSTRATIVE` when one was read as this object."""
    if out == ability or not hasattr(out, "findings"):
        return out
    finding = A.Finding(
        code=THIS_DEMONSTRATIVE,
        message="a demonstrative with nothing of its noun named before it, read as this object",
    )
    return dataclasses.replace(out, findings=(*out.findings, finding))


#: the finding on an ability whose demonstrative was read as this object by
#: :func:`resolve_card_demonstratives`: the reading holds for an ability that starts its line
#: only, never for a sentence cut from the one before it (rulesparser.parser._parse_run_on:
#: "Übernimm die Kontrolle über die verzauberte Kreatur. Diese Kreatur erhält +0/+1.")
THIS_DEMONSTRATIVE = "this-demonstrative"


def _this_or_another(ability: A.TriggeredAbility) -> bool:
    """Whether the effect or intervening "if" of ``ability`` says a demonstrative whose noun is
    one of an object its trigger names ("une créature ... cette créature", "la créature
    enchantée ... cette carte", "ein Artefakt ... dieses Artefakt"; "cette carte" after a
    permanent, which may be that permanent's card, CR 400.7) or of an object its effect names as
    "another" ("une autre créature ciblée ... Cette créature"): the prints before 2024 say
    "that [noun]" so, the 2024 templates "this [noun]" (CR 700.7), and the object with the
    ability may be of that noun too, so the demonstrative may be either (CR 603.2, 608.2c)."""
    nouns: set[str] = set()
    attached: set[str] = set()
    for node in ability.trigger.walk():
        if isinstance(node, A.ObjectRef) and node.kind not in ("self", "it"):
            if DEMONSTRATIVE_MARK not in node.filter:
                # (the object an Aura or Equipment is attached to: this object is the Aura or
                # Equipment, never a creature of that noun: "Wenn die verzauberte Kreatur ...,
                # bringe diese Kreatur ... zurück"; "cette carte" may be either card)
                into = attached if node.kind in ("enchanted", "equipped") else nouns
                into.update(w for f in node.filter for w in f.split("|"))
    for node in ability.effect.walk() if ability.effect is not None else ():
        if isinstance(node, A.ObjectRef) and any(f in ("another", "other") for f in node.filter):
            nouns.update(w for f in node.filter for w in f.split("|"))
    nouns = _general_nouns(nouns)
    if (nouns | _general_nouns(attached)) & _PERMANENT_TYPES:
        nouns.add("card")
    return any(
        isinstance(n, A.ObjectRef)
        and n.filter[1:2] == (DEMONSTRATIVE_MARK,)
        and n.filter[0] in nouns
        for part in (ability.effect, ability.condition)
        if part is not None
        for n in part.walk()
    )


#: effects that act on a permanent on the battlefield (CR 122.1, 611.2, 701.26): a creature
#: that died is a card in a graveyard, a new object (CR 400.7), none of these can act on it
_ON_A_PERMANENT = (A.PutCounters, A.ModifyPowerToughness, A.GainAbility, A.Tap, A.Untap)


def _this_after_a_death(ability: A.TriggeredAbility) -> A.TriggeredAbility | None:
    """``ability`` with its demonstrative creature read as this object, where only that reading
    is possible: its trigger is another object's death ("À chaque fois qu'une autre créature que
    vous contrôlez meurt, mettez un marqueur +1/+1 sur cette créature", the 2024 templates'
    "Whenever another creature you control dies, put a +1/+1 counter on this creature"), its
    effect names no object but the demonstrative, and the demonstrative is only what counters
    are put on, what gets +N/+N, gains an ability, taps or untaps: the creature that died is a
    card in a graveyard (CR 700.4, 400.7), which none of these can act on, so "cette créature"
    is not "that creature". Else None (a characteristic of the dead creature, "la force de
    cette créature", may be that one's, CR 608.2h: left unparsed)."""
    trigger = ability.trigger
    if not (
        isinstance(trigger, A.EventTrigger)
        and trigger.event == "dies"
        and isinstance(trigger.object, A.ObjectRef)
        and trigger.object.kind not in ("self", "it")
        and ability.effect is not None
    ):
        return None
    this_creature = ("creature", DEMONSTRATIVE_MARK)
    if ability.condition is not None and any(
        isinstance(n, A.ObjectRef) and DEMONSTRATIVE_MARK in n.filter
        for n in ability.condition.walk()
    ):
        return None
    objects = [n for n in ability.effect.walk() if isinstance(n, A.ObjectRef)]
    if not objects or any(n.filter != this_creature for n in objects):
        return None
    acted_on = [
        n
        for n in ability.effect.walk()
        if isinstance(n, _ON_A_PERMANENT) and getattr(n, "object", None) in objects
    ]
    if len(acted_on) != len(objects):
        return None
    return dataclasses.replace(
        ability,
        effect=A.map_nodes(
            ability.effect,
            lambda n: (
                A.ObjectRef(kind="self")
                if isinstance(n, A.ObjectRef) and n.filter == this_creature
                else n
            ),
        ),
    )


def _kept(node: A.Node) -> A.Node:
    """A demonstrative left as it is by :func:`resolve_card_demonstratives` (still marked)."""
    if isinstance(node, A.ObjectRef) and node.filter[1:] == (DEMONSTRATIVE_MARK,):
        return dataclasses.replace(node, filter=(*node.filter, _KEPT))
    return node


def _nouns_named(ability: A.Node) -> set[str]:
    """The nouns of the objects ``ability`` names (not itself, not a demonstrative; a card or a
    spell only as such: "une carte de créature" is no creature, CR 110.1) and of the tokens it
    creates."""
    named: set[str] = set()
    for node in ability.walk():
        if isinstance(node, A.CreateToken):
            named.update({"token", *node.types, *node.subtypes})
        if isinstance(node, A.ObjectRef) and node.kind not in ("self", "it"):
            if DEMONSTRATIVE_MARK in node.filter:
                continue
            words = {w for f in node.filter for w in f.split("|")}
            named.update(words & {"card", "spell"} or words)
    return named


#: a filter word keeping a demonstrative unread (:func:`_card_kept`): not a status
_KEPT = "?kept"


def _demonstratives_named_before(ability: A.Node, nothing_before: bool = False) -> A.Node:
    """``ability`` with each demonstrative the object itself when no object with its noun is
    named before it (:func:`resolve_quoted_demonstratives`), else left as it is;
    ``nothing_before``: the demonstrative begins the line, so nothing is named before it
    whatever the order of the AST's fields (a condition said last is the first field)."""
    named: set[str] = set()

    def resolve(node: A.Node) -> A.Node:
        if nothing_before:
            named.clear()
        if isinstance(node, A.CreateToken):
            # a token the ability creates is named before ("..., bringe einen 4/4 ...
            # Engel-Kreaturenspielstein ... ins Spiel. Schicke den Spielstein ... ins Exil":
            # that token, not the object that has the ability; Invocation of Saint Traft)
            named.update({"token", *node.types, *node.subtypes})
            return node
        if not isinstance(node, A.ObjectRef) or node.kind in ("self", "it"):
            return node
        if DEMONSTRATIVE_MARK not in node.filter:
            named.update(w for f in node.filter for w in f.split("|"))
            return node
        # a status said of it ("si cette créature est dégagée": the status after the mark,
        # PhrasesMixin._status_of) is kept on the object itself
        status = node.filter[2:]
        if node.filter[1:2] != (DEMONSTRATIVE_MARK,) or node.count or node.up_to:
            return node
        if not set(status) <= _STATUSES:
            return node
        if node.filter[0] == "token" and "token" in named and not status:
            return A.ObjectRef(kind="that")  # the token created before (CR 608.2c)
        if node.filter[0] in _general_nouns(named):
            return node
        return A.ObjectRef(kind="self", filter=status)

    return A.map_nodes(ability, resolve)


def resolve_reminder_demonstratives(ability: A.Node) -> A.Node:
    """An ability a reminder text restates (CR 207.2a), whose demonstratives ("cette
    créature", "diese Kreatur") were read as the object the reminder is printed on
    (:func:`_reminder_demonstrative`): each is "that [noun]" where the trigger of a triggered
    ability names another object it surely stands for (:func:`resolve_demonstratives`, CR
    603.2: exalted's "À chaque fois qu'une créature que vous contrôlez attaque seule, cette
    créature gagne +1/+1"), else the object itself when no object with its noun is named
    before it, as in a quoted ability (:func:`resolve_quoted_demonstratives`: modular's "Cette créature arrive sur le champ de
    bataille avec N marqueurs +1/+1", unearth's "Renvoyez cette carte de votre cimetière sur le
    champ de bataille"); after one it is left as it is, unparsed."""

    def hidden(node: A.Node) -> A.Node:
        if isinstance(node, A.ObjectRef) and _reminder_demonstrative(node):
            return dataclasses.replace(node, filter=(node.filter[0], _HIDDEN_MARK))
        return node

    def as_that(node: A.Node) -> A.Node:
        if isinstance(node, A.ObjectRef) and (
            _reminder_demonstrative(node) or node.filter[1:] == (_HIDDEN_MARK,)
        ):
            return A.ObjectRef(kind="that", filter=(node.filter[0], DEMONSTRATIVE_MARK))
        return node

    # ("ce sort", read as the spell itself until resolved, is resolved as in any line:
    # affinity's "Ce sort coûte {1} de moins à lancer pour chaque artefact que vous contrôlez";
    # the reminder's other demonstratives are kept from that reading, except a trigger's
    # object. A trigger naming "another" object, other than this one: graft's "À chaque fois
    # qu'une autre créature arrive ..., vous pouvez déplacer un marqueur +1/+1 de cette
    # créature sur elle" is this creature, an object with its noun named before it: left
    # unparsed)
    if isinstance(ability, A.TriggeredAbility) and not _names_another(ability.trigger):
        ability = resolve_demonstratives(A.map_nodes(ability, as_that))
    else:
        ability = resolve_demonstratives(A.map_nodes(ability, hidden))
    return _demonstratives_named_before(A.map_nodes(ability, as_that))


#: statuses and designations a condition says of an object (CR 110.5, 701.37b, 702.112b,
#: 700.9): "if this creature is untapped"
_STATUSES = frozenset(
    ("tapped", "untapped", "attacking", "blocking", "monstrous", "renowned", "modified")
)


#: a reminder's demonstrative kept from :func:`resolve_demonstratives` while it reads the rest
_HIDDEN_MARK = "?reminder_demonstrative"


def _names_another(trigger: A.Node) -> bool:
    """Whether ``trigger`` names an object other than this one ("another creature")."""
    return any(
        isinstance(n, A.ObjectRef) and any(f in ("another", "other") for f in n.filter)
        for n in trigger.walk()
    )


def _reminder_demonstrative(node: A.ObjectRef) -> bool:
    """Whether ``node`` is a demonstrative of a reminder text read as the object itself until
    resolved (rulesparser.transform.phrases.obj_demonstrative, READING_REMINDER): kind ``self``,
    its noun and the mark; "ce sort" (the spell itself until resolved) is not one."""
    return (
        node.kind == "self"
        and len(node.filter) == 2
        and node.filter[1] == DEMONSTRATIVE_MARK
        and node.filter[0] != "spell"
    )


def has_demonstrative(node: Any) -> bool:
    """Whether a demonstrative not told "this" from "that" is left in ``node``."""
    found = False

    def look(n: A.Node) -> A.Node:
        nonlocal found
        if isinstance(n, A.ObjectRef) and DEMONSTRATIVE_MARK in n.filter:
            found = True
        return n

    A.map_nodes(node, look)
    return found


_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}
_STATIC = (
    A.CostChange,
    A.LosesCardTypes,
    A.ModifyPowerToughness,
    A.ModifyPowerToughnessBy,
    A.GainAbility,
    A.LoseAbility,
    A.CantHaveAbility,
    A.LoseAllAbilities,
    A.SetPowerToughness,
    A.Restriction,
    A.CantBeBlocked,
    A.Requirement,
    A.BlockerCount,
    A.CanBlockAdditional,
    A.AssignDamageAsThoughNotBlocked,
    A.AttackAsThoughNoDefender,
    A.BlockableAsThoughNoLandwalk,
    A.AssignDamageByToughness,
)


#: prevention effects (CR 615): static abilities when they last as long as their source
#: prevention and redirection effects (CR 615, 614.9): static when they last as long as their
#: source and name no target ("All damage that would be dealt to you is dealt to enchanted
#: creature instead")
_PREVENTION = (
    A.PreventAllDamage,
    A.PreventDamage,
    A.PreventCombatDamage,
    A.RedirectDamage,
    A.DamageCantBePrevented,
)


def _targets(node: A.Node) -> bool:
    """Whether an effect names a target anywhere in it (CR 115.1): a static ability has none."""
    if isinstance(node, A.Target):
        return True
    if isinstance(node, A.ObjectRef) and node.kind == "target":
        return True
    if isinstance(node, A.PlayerRef) and node.kind.startswith("target"):
        return True
    if isinstance(node, A.Node):
        return any(_targets(getattr(node, f.name)) for f in dataclasses.fields(node))
    if isinstance(node, tuple):
        return any(_targets(x) for x in node)
    return False


#: what a trigger phrase builds (CR 603.1: event, state and step triggers)
_TRIGGERS = (A.EventTrigger, A.AnyTrigger, A.StateTrigger, A.StepTrigger)


def _damage_to_acting_player(node: A.Node) -> A.Node:
    """Damage dealt to "it" after a trigger on a player's action: the pronoun is that player
    (German "Immer wenn ein Gegner eine Karte abwirft, fügt ihm der ~ 2 Schadenspunkte zu",
    Oracle "deals 2 damage to that player"; the cards, spells and lands of such events are not
    dealt damage, CR 120.1)."""
    if isinstance(node, A.DealDamage) and node.recipient == A.ObjectRef(kind="it"):
        return dataclasses.replace(node, recipient=A.PlayerRef(kind="that_player"))
    return node


#: "enters the battlefield under [player's] control" (CR 603.6a): the filter word of the
#: object entering (a creature that player controls as it enters)
_ENTERS_UNDER = {
    "enters_under_your_control": "you_control",
    "enters_under_opponents_control": "opponent_controls",
    "enters_under_enchanted_players_control": "enchanted_player_controls",
}


def _other_opponent_unnamed(trigger: A.Node, effect: A.Node) -> bool:
    """Whether "each other opponent" follows a trigger that names no one opponent it is other
    than (CR 608.2c): only "deals [combat] damage to an opponent" names one here."""
    if not any(
        isinstance(n, A.PlayerRef) and n.kind == "each_other_opponent" for n in effect.walk()
    ):
        return False
    return not (
        isinstance(trigger, A.EventTrigger)
        and trigger.event in ("deals_damage", "deals_combat_damage")
        and trigger.recipient == A.PlayerRef(kind="opponent")
    )


def _other_than_whom(trigger: A.Node, effect: A.Node) -> bool:
    """Whether "each other player" may be other than a player the trigger names ("Whenever a
    player casts an instant or sorcery spell, each other player copies that spell": other than
    that player) rather than other than you."""
    if not any(isinstance(n, A.PlayerRef) and n.kind == "each_other_player" for n in effect.walk()):
        return False
    triggers = trigger.triggers if isinstance(trigger, A.AnyTrigger) else (trigger,)
    for t in triggers:
        if isinstance(t, A.StepTrigger) and t.player != "you":
            return True
        if isinstance(t, A.EventTrigger) and t.player not in (None, YOU):
            return True
        if not isinstance(t, (A.StepTrigger, A.EventTrigger)):
            return True
    return False


def _names_an_object(node: Any, counted: bool = True) -> bool:
    """Whether ``node`` names an object other than this one and "it" (an antecedent of "it");
    ``counted=False``: not counting the objects a number counts ("for each basic land type among
    lands that player controls" names no object "it" may be)."""
    found = False

    def look(n: Any) -> None:
        nonlocal found
        if isinstance(n, A.Count) and not counted:
            return
        if isinstance(n, A.ObjectRef) and n.kind not in ("self", "it"):
            found = True
        if isinstance(n, A.Node):
            for f in dataclasses.fields(n):
                look(getattr(n, f.name))
        elif isinstance(n, tuple):
            for x in n:
                look(x)

    look(node)
    return found


def _damage_to_it(node: A.Node) -> bool:
    """Whether damage is dealt to "it" somewhere in ``node``."""
    found = False

    def look(n: A.Node) -> A.Node:
        nonlocal found
        if isinstance(n, A.DealDamage) and n.recipient == A.ObjectRef(kind="it"):
            found = True
        return n

    A.map_nodes(node, look)
    return found


def _it_of_two(trigger: A.Node, condition: A.Node | None, effect: A.Node) -> bool:
    """Whether "it" in the effect may be the trigger's object or this one: a trigger on another
    object ("Whenever one or more creatures you control deal combat damage to a player") with a
    condition on this object ("if ~ is in your graveyard"), then "you may cast it" (this card,
    though "it" after a trigger on another object is that object, CR 603.2)."""
    if not isinstance(trigger, A.EventTrigger) or condition is None:
        return False
    obj = trigger.object
    if not isinstance(obj, A.ObjectRef) or obj.kind in ("self", "it"):
        return False
    walk = condition.walk()
    if not any(isinstance(n, A.ObjectRef) and n.kind == "self" for n in walk):
        return False
    return any(isinstance(n, A.ObjectRef) and n.kind == "it" for n in effect.walk())


def _as_enters_said_last(ch: list[Any], trigger: A.Node) -> A.ReplacementEffect | None:
    """ "Bestimme eine Farbe, wenn der ~ ins Spiel kommt." (1994-2003, the trigger said after
    its effect): a choice as this permanent comes into play is Oracle's "As ~ enters the
    battlefield, choose a color." (CR 614.12: a replacement effect, the choice made before it
    is on the battlefield, not a trigger); None for any other line."""
    if not (
        isinstance(trigger, A.EventTrigger)
        and trigger.event == "enters"
        and trigger.object is not None
        and trigger.object.kind == "self"
        and trigger.zone is None
        and trigger.player is None
    ):
        return None
    at = next(i for i, c in enumerate(ch) if c is trigger)
    before = [c for c in ch[:at] if not isinstance(c, (tuple, TriggerLimit))]
    if len(before) != 1 or len(ch) != at + 1 or len(ch) != 2:
        return None  # (a leading condition, or the trigger said first)
    effects = before[0] if isinstance(before[0], list) else [before[0]]
    if len(effects) != 1 or not isinstance(effects[0], (A.ChooseColor, A.MakeChoice)):
        return None
    return A.ReplacementEffect(
        event=A.Event(name="enters", object=trigger.object), mode="as", replacement=effects[0]
    )


@dataclasses.dataclass(frozen=True)
class TrailingRider:
    """A sentence said after an effect whose trigger is said last (German "Zerstöre ein Artefakt
    Deiner Wahl, wenn der ~ ins Spiel kommt. Es kann nicht regeneriert werden."): read as the
    effect's next sentence by :meth:`LinesMixin.triggered`."""

    sentence: Any


@dataclasses.dataclass(frozen=True)
class TriggerLimit:
    """ "This ability triggers only once each turn." after a triggered ability's effect (CR
    603.2): how many times a turn it triggers."""

    max_per_turn: int | None
    #: "This ability triggers only once." (survival cards, 2024): once in all
    max_total: int | None = None


@dataclasses.dataclass(frozen=True, kw_only=True)
class ConditionSaidAfter(A.StateTrigger):
    """German 1994-2003 ", wenn der verteidigende Spieler ... kontrolliert" after a static
    restriction ("Der ~ kann nicht angreifen, wenn der verteidigende Spieler keine Insel
    kontrolliert", Oracle "~ can't attack unless defending player controls an Island"): read
    where a trigger said last is, it is the condition of that static ability (CR 604.1,
    508.1c); :meth:`LinesMixin.triggered` makes it one, or leaves the line unparsed."""


@dataclasses.dataclass(frozen=True)
class InterveningIf:
    """An intervening "if" clause said with the trigger ("Wenn ... und falls ...,", CR 603.4):
    its condition, checked as the ability triggers and again as it resolves."""

    condition: A.Node


def _lasting_replacements(effects: list[A.Node]) -> list[A.Node]:
    """ "Return target creature card from your graveyard to the battlefield. ... If it would
    leave the battlefield, exile it instead of putting it anywhere else." (Whip of Erebos;
    unearth, CR 702.84a): the resolving ability creates that replacement effect (CR 614.1a,
    611.2a), with no duration said: it lasts as long as the object it put onto the battlefield
    is that object (CR 400.7), a :class:`~rulesparser.ast.CreateReplacement` of ``permanent``
    duration. Only "it" leaving the battlefield after an instruction putting an object onto the
    battlefield is read so; any other replacement effect stays one. The replacement may be the
    second step of a sentence that said one instruction for two events ("Exile it at the
    beginning of the next end step or if it would leave the battlefield.", unearth's reminder:
    ``EffectsMixin.sentence_or_would``)."""
    out: list[A.Node] = []
    put_before = False  # (kept as the list grows: one pass, linear in the effects)
    for e in effects:
        if isinstance(e, A.Sequence) and put_before:
            steps = [_lasting(x) for x in e.effects]
            if steps == list(e.effects):
                added = [e]
            else:  # the sentence's two steps, steps of the ability as the CR's two sentences are
                added = steps
        else:
            added = [_lasting(e) if put_before else e]
        out.extend(added)
        put_before = put_before or any(isinstance(p, A.PutOntoBattlefield) for p in added)
    return out


def _lasting(e: A.Node) -> A.Node:
    """``e`` as the lasting replacement effect of :func:`_lasting_replacements` when it is
    "If it would leave the battlefield, exile it instead" (an object put onto the battlefield
    before it), else ``e``."""
    if (
        isinstance(e, A.ReplacementEffect)
        and e.mode == "instead"
        and e.condition is None
        and isinstance(e.event, A.Event)
        and e.event.name == "leaves_battlefield"
        and getattr(e.event.object, "kind", None) == "it"
        and isinstance(e.replacement, A.Exile)
    ):
        # "it" is the object put onto the battlefield, named before (kind "that")
        event = dataclasses.replace(e.event, object=A.ObjectRef(kind="that"))
        e = dataclasses.replace(e, event=event)
        return A.CreateReplacement(effect=e, duration=A.Duration(kind="permanent"))
    return e


def _tokens_attacking(effects: list[A.Node]) -> list[A.Node]:
    """ "Create N 1/1 red Warrior creature tokens. Those tokens enter tapped and attacking."
    (mobilize, CR 702.181a): the tokens the instruction just before creates enter tapped and
    attacking (CR 508.4), one :class:`~rulesparser.ast.CreateToken`. Said after anything else,
    it is not read."""
    out: list[A.Node] = []
    for e in effects:
        if isinstance(e, EntersAttacking):
            prev = out[-1] if out else None
            if (
                not isinstance(prev, A.CreateToken)
                or prev.copy_of is not None
                or "creature" not in prev.types  # only a creature attacks (CR 506.3)
                or prev.tapped
                or prev.attacking
            ):
                raise Unsure("'enter tapped and attacking' not after the tokens created")
            out[-1] = dataclasses.replace(prev, tapped=True, attacking=True)
            continue
        out.append(e)
    return out


_ADDS_MANA = (A.AddMana, A.AddManaOfChoice)


def _this_mana(effects: list[A.Node]) -> None:
    """ "Add {R}{R}{R}. Until end of turn, you don't lose this mana as steps and phases end."
    (firebending, CR 702.189a): "this mana" is the mana an instruction of the same ability
    added before (CR 106.4), kept for the time said. Raises ``Unsure`` when nothing before adds
    mana or no time is said."""
    for i, e in enumerate(effects):
        if isinstance(e, A.KeepUnspentMana) and e.mana == "this":
            before = [n for b in effects[:i] for n in b.walk()]
            if e.duration == PERMANENT or not any(isinstance(n, _ADDS_MANA) for n in before):
                raise Unsure("'this mana' with no mana added before it or no time said")


def _replacement_if_you_do(effects: list[A.Node]) -> list[A.Node]:
    """ "If you would draw a card, you may mill N cards instead. If you do, return this card
    from your graveyard to your hand." (dredge's reminder, CR 702.52a): "If you do" continues
    the optional replacement of the sentence before, as "you may instead mill N cards and
    return this card ..." says it (CR 614.1a, 608.2c); one replacement effect. Anything else
    stays as it is."""
    if len(effects) != 2:
        return effects
    repl, more = effects
    if (
        isinstance(repl, A.ReplacementEffect)
        and repl.mode == "instead"
        and isinstance(repl.replacement, A.OptionalEffect)
        and isinstance(more, A.Conditional)
        and isinstance(more.condition, A.IfYouDo)
        and not isinstance(more.effect, (A.Sequence, A.Ability))
    ):
        optional = repl.replacement
        inner = A.Sequence(effects=(optional.effect, more.effect))
        body = dataclasses.replace(optional, effect=inner)
        return [dataclasses.replace(repl, replacement=body)]
    return effects


def _effect(effects: list[A.Node]) -> A.Node:
    """One effect of a one-shot ability; a replacement effect said inside one ("If that
    creature would die this turn, exile it instead", CR 614) is not modelled yet.

    Raises ``Unsure`` for a delayed trigger at a step that is not "the next" one inside it: a
    spell or ability creates a delayed triggered ability for the next such step only (CR
    603.7a); "at the beginning of your upkeep" said there is a triggered ability's trigger
    the line did not put first (German "Lege zu Beginn deines Versorgungssegments ...")."""
    effects = _lasting_replacements(_tokens_attacking(effects))
    _this_mana(effects)
    if any(isinstance(n, A.LosesCardTypes) for e in effects for n in e.walk()):
        # "it's not a creature" is read as a static ability of this object (impending); said
        # after an instruction, what "it" is and for how long are not guessed
        raise Unsure("a card type removed inside a one-shot ability")
    if any(isinstance(e, A.ReplacementEffect) for e in effects):
        raise Unsure("a replacement effect inside a one-shot ability")
    if any(isinstance(e, (A.AlternativeCost, A.CastFromZone)) for e in effects):
        # "you may cast this spell without paying its mana cost" (CR 118.9) is a static ability
        # of the spell, never the effect of a trigger or an activated ability
        raise Unsure("an alternative cost inside a one-shot ability")
    effect = effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects))

    def refuse_step_trigger(node: A.Node) -> A.Node:
        # (the end step is the exception: the old "at end of turn" said after other effects
        # is the next end step, rulesparser/canonical.py)
        if _step_trigger_last(node) and getattr(node.trigger, "step", None) != "end":
            raise Unsure("a delayed trigger at a step that is not the next one (CR 603.7a)")
        return node

    A.map_nodes(effect, refuse_step_trigger)
    return effect


def _steps_of(effects: list[Any]) -> list[Any]:
    """The effects of a list of sentences, sequences opened."""
    return [s for e in effects for s in (e.effects if isinstance(e, A.Sequence) else (e,))]


def _condition_of_target(node: A.Node) -> A.Node:
    """A German trailing "falls" (:class:`UnplacedIf`) whose condition speaks of "it" only,
    after an effect whose one object is a target ("kannst du eine Kreatur deiner Wahl zerstören,
    falls sie getappt ist", Deathbringer Liege, Oracle "you may destroy target creature if
    it's tapped"): the target is chosen as the ability is put on the stack (CR 603.3d), after
    an intervening "if" is checked (CR 603.4), so the condition is checked as the effect is
    done (CR 608.2c): a :class:`TrailingIf`. Any other node as it is."""
    if not isinstance(node, UnplacedIf):
        return node
    said = [n for n in node.condition.walk() if isinstance(n, A.ObjectRef)]
    if not said or any(n.kind != "it" for n in said):
        return node
    objects = [
        n for n in node.effect.walk() if isinstance(n, A.ObjectRef) and n.kind not in ("self",)
    ]
    if len(objects) != 1 or objects[0].kind != "target" or objects[0].count not in (None, 1):
        return node
    return TrailingIf(condition=node.condition, effect=node.effect)


def _kicked_after(effects: list[Any]) -> bool:
    """Whether every effect is said under a German trailing "falls [it was kicked]" or "falls
    {R} ausgegeben wurde, um den ~ zu spielen" (:class:`UnplacedIf`, CR 702.33d, 601.2h): how
    this object was cast does not change between the trigger and its resolution."""
    steps = _steps_of(effects)
    # (a clause that grants abilities is a plain Conditional: "erhalten +1/+0 und Eile")
    return any(isinstance(e, UnplacedIf) for e in steps) and all(
        isinstance(e, A.Conditional)
        and _fixed_when_cast(e.condition)
        and e.condition == steps[0].condition
        for e in steps
    )


def _fixed_when_cast(cond: A.Node) -> bool:
    """Whether ``cond`` says how this object was cast: kicked (CR 702.33d), mana of a color
    spent to cast it (CR 601.2h), or cast from a zone ("falls du ihn aus deiner Hand gespielt
    hast", Coal Stoker; CR 601.2a); Oracle prints each as a trigger's intervening "if"."""
    if isinstance(cond, A.KickerPaid):
        return True
    if isinstance(cond, A.WasCast):
        return cond.object in (A.ObjectRef(kind="self"), IT) and cond.player in (None, YOU)
    return isinstance(cond, A.ManaSpent) and cond.object in (A.ObjectRef(kind="self"), IT)


def _paid_keyword_cost_split(
    effects: list[A.Node],
) -> tuple[list[A.Node], list[A.Node]] | None:
    """A reminder's "You may cast this spell for its dash cost. If you do, it gains haste, and
    it's returned ... at the beginning of the next end step." (CR 702.109a, 702.152a): after
    the keyword's own alternative cost, "if you do" says what holds when that cost was paid,
    a static part ("it gains haste": as long as it was paid, it has haste) and a one-shot part
    (the delayed return, an effect of the spell), the two abilities the keyword stands for.
    Returns (the alternative cost and the static part, the one-shot part), each under its "if
    you do", or None for any other line."""
    if len(effects) != 2:
        return None
    alt, cond = effects
    if not (
        isinstance(alt, A.AlternativeCost)
        and alt.cost == A.Cost(components=(A.Variable(name="cost"),))
        and isinstance(cond, A.Conditional)
        and isinstance(cond.condition, A.IfYouDo)
        and isinstance(cond.effect, A.Sequence)
    ):
        return None
    static = [e for e in cond.effect.effects if _is_static(e)]
    one_shot = [e for e in cond.effect.effects if not _is_static(e)]
    if not static or not one_shot:
        return None

    def under_if_you_do(parts: list[A.Node]) -> A.Conditional:
        body = parts[0] if len(parts) == 1 else A.Sequence(effects=tuple(parts))
        return A.Conditional(condition=A.IfYouDo(), effect=body)

    return [alt, under_if_you_do(static)], [under_if_you_do(one_shot)]


def _is_static(node: A.Node) -> bool:
    if isinstance(node, (A.GrantAbilities, A.Ability)):  # also replacement effects, CDAs
        return True
    if isinstance(node, A.CantBeBlockedBy):
        return node.object.kind != "target"
    if isinstance(node, A.UntapDuringUntapSteps):  # (CR 502.3: in each such untap step)
        return True
    if isinstance(node, A.CombatCost):  # "~ can't attack unless you pay {1}" (CR 508.1d)
        return node.object.kind != "target"
    if isinstance(node, StaticBecomes):  # "Enchanted land is an Island" (CR 604.1, 613.1d)
        return node.duration is None and not _targets(node)
    if isinstance(node, A.Conditional):
        return _is_static(node.effect)
    if isinstance(node, A.Instead):  # "Equipped creature gets +1/+1. If it's a Warrior, it
        # gets +2/+1 instead.": a static ability when both are (CR 604.1)
        return _is_static(node.effect) and _is_static(node.replaced)
    if isinstance(node, A.ConditionalOtherwise):
        return _is_static(node.effect) and _is_static(node.otherwise)
    if isinstance(node, A.OptionalEffect):  # "You may have ~ assign its combat damage as
        # though it weren't blocked" (CR 510.1c: chosen as combat damage is assigned)
        # "You may choose not to untap ~ during your untap step" (CR 502.3: chosen each untap
        # step)
        return isinstance(
            node.effect, (A.AssignDamageAsThoughNotBlocked, A.Restriction)
        ) and _is_static(node.effect)
    if isinstance(node, A.Sequence):
        return all(_is_static(e) for e in node.effects)
    if isinstance(node, A.CostChange):
        return node.duration is None and node.object.kind != "target"
    if isinstance(node, A.GainControl):  # an Aura's "Übernimm die Kontrolle über das
        # verzauberte Artefakt" (German printings of "You control enchanted artifact"): a
        # whole line changing control of the enchanted permanent for no duration is the Aura's
        # static ability (CR 303.4, 611.3a)
        return node.duration is None and node.object.kind == "enchanted"
    if isinstance(node, A.AdditionalLandPlays):  # "You may play an additional land on each of
        # your turns" (CR 305.2: for as long as the static ability applies)
        return node.duration == PERMANENT
    if isinstance(node, A.PlayPermission):  # "You may play lands from the top of your library",
        # "You may play lands from your graveyard", "You may cast spells from your hand without
        # paying their mana costs" (cards of a zone, for as long as it applies)
        cards_of_zone = node.object.kind == "each" and (
            "in_your_graveyard" in node.object.filter or "in_your_hand" in node.object.filter
        )
        return node.duration == PERMANENT and (
            node.object.kind == "top_of_library" or cards_of_zone
        )
    if isinstance(node, A.KeepUnspentMana):  # "Players don't lose unspent mana as ..."
        return node.duration == PERMANENT and node.mana != "this"
    if isinstance(node, (A.PlayerRestriction, A.PlaysRevealed, A.PlayerKeyword, A.LookAnyTime)):
        # "Players can't gain life", "You have hexproof"
        return node.duration == PERMANENT and not _targets(node)
    if isinstance(node, _PREVENTION):  # "Prevent all damage that would be dealt to ~" (CR 615)
        return node.duration == PERMANENT and not _targets(node)
    if isinstance(node, _STATIC):
        obj = node.object
        return node.duration == PERMANENT and obj.kind != "target"
    return False


#: this object (a trigger's object "~")
_THIS = A.ObjectRef(kind="self")


def _that_player_unnamed(trigger: A.Node, effect: A.Node) -> bool:
    """Whether ``effect`` says "that player" after a trigger on this object that names no
    player (nor any other object, whose controller it could be), and names no other player
    itself: the player is one another ability chose (Laquatus's Champion, CR 607.2)."""
    triggers = trigger.triggers if isinstance(trigger, A.AnyTrigger) else (trigger,)
    if not all(isinstance(t, A.EventTrigger) and t.object == _THIS for t in triggers):
        return False
    if any(
        isinstance(n, A.PlayerRef) or (isinstance(n, A.ObjectRef) and n != _THIS)
        for t in triggers
        for n in t.walk()
    ):
        return False
    players = {n.kind for n in effect.walk() if isinstance(n, A.PlayerRef)}
    return "that_player" in players and players <= {"that_player", "you"}


def _names_that_player(node: A.Node) -> bool:
    """Whether an effect names "that player" anywhere in it."""
    return any(isinstance(n, A.PlayerRef) and n.kind == "that_player" for n in node.walk())


def _refers_back(node: A.Node) -> bool:
    """A static-looking change whose object is one named before ("it", "that creature")."""
    obj = getattr(node, "object", None)
    return isinstance(obj, A.ObjectRef) and obj.kind in ("it", "that")


def _holds_ability(node: A.Node) -> bool:
    """A sequence of static effects with an ability among them (``GrantAbilities``)."""
    return isinstance(node, A.Sequence) and any(
        isinstance(e, (A.GrantAbilities, A.Ability)) for e in node.effects
    )


def _step_trigger_last(node: A.Node) -> bool:
    """A whole line "[effect] at the beginning of [a step that is not 'the next']" (not a
    delayed trigger said with a duration: epic's "At the beginning of each of your upkeeps for
    the rest of the game", CR 603.7b)."""
    if not isinstance(node, A.DelayedTrigger) or node.duration is not None:
        return False
    if isinstance(node.trigger, A.AnyTrigger):
        # "zu Beginn deines Versorgungssegments oder immer, wenn ..." (CR 603.2: either
        # trigger; effects.delayed_step_or_when)
        return any(isinstance(t, A.StepTrigger) and not t.next_only for t in node.trigger.triggers)
    return isinstance(node.trigger, A.StepTrigger) and not node.trigger.next_only


def _conditional_grants_joined(node: A.Node) -> A.Node:
    """A static ability under a condition whose effects grant keywords to one object in a row
    ("Solange du zwei oder mehr Tore kontrollierst, hat der ~ Wachsamkeit und verursacht
    Trampelschaden"): one grant of them all (:func:`~rulesparser.canonical.grants_joined`), as
    "has vigilance and trample" (CR 613.7). Any other node: unchanged."""
    inner = node.effect if isinstance(node, A.StaticEffect) else None
    if not (isinstance(inner, A.Conditional) and isinstance(inner.effect, A.Sequence)):
        return node
    joined = grants_joined(inner.effect.effects)
    if joined == inner.effect.effects:
        return node
    effect = joined[0] if len(joined) == 1 else A.Sequence(effects=joined)
    return dataclasses.replace(node, effect=dataclasses.replace(inner, effect=effect))


def _it_after_a_subject(effects: list[A.Node]) -> list[A.Node]:
    """ "Enchanted creature gets +2/+2. It can't block." / "Equipped creature gets +1/+0. It
    has first strike.": "it" as the subject of a later sentence of the line is the subject said
    before it (the enchanted or equipped creature), not this object, which each static ability
    alone would read (CR 303.4, 301.5); after another kind of subject it is not read. So is
    "it" in the condition of a later sentence ("Equipped creature gets +1/+1. As long as it's
    legendary, it gets an additional +2/+2."): the condition is said of that subject, as "As
    long as equipped creature is legendary, it gets ..." reads (another condition saying "it"
    there is not read)."""
    subject: A.ObjectRef | None = None
    out: list[A.Node] = []
    for e in effects:
        obj = getattr(e, "object", None)
        if obj == IT and subject is not None:
            if subject.kind not in ("enchanted", "equipped", "self"):
                raise Unsure(
                    "'it' after a subject that is not this object or what it's attached to"
                )
            e = dataclasses.replace(e, object=subject)  # type: ignore[call-arg]
        elif isinstance(obj, A.ObjectRef) and obj != IT:
            subject = obj
        elif (
            subject is not None
            and subject.kind != "self"
            and isinstance(e, A.Conditional)
            and _says_it(e.condition)
        ):
            e = _condition_of_subject(e, subject)
        out.append(e)
    return out


def _says_it(node: A.Node) -> bool:
    """Whether ``node`` holds "it" (an object reference of kind ``it``, with or without words)."""
    return any(isinstance(n, A.ObjectRef) and n.kind == "it" for n in node.walk())


def _condition_of_subject(node: A.Node, subject: A.ObjectRef) -> A.Node:
    """A conditional static effect whose condition says "it" ("As long as it's legendary, it
    gets +2/+2" after "Equipped creature gets +1/+1."): the condition said of ``subject``
    (the words of "it" added to its own), the effect's "it" kept, as the sentence naming the
    subject reads. Raises Unsure for any other condition saying "it" after a subject that is
    not this object (which "it" would be read as alone)."""
    cond = node.condition
    if (
        isinstance(node, A.Conditional)
        and isinstance(cond, A.Exists)
        and cond.object.kind == "it"
        and cond.object.filter
        and subject.kind in ("enchanted", "equipped")
    ):
        said = dataclasses.replace(subject, filter=(*subject.filter, *cond.object.filter))
        return dataclasses.replace(node, condition=A.Exists(object=said))
    raise Unsure(
        "'it' in the condition of a later sentence after a subject that is not this object"
    )


def _static(node: A.Node) -> A.Node:
    if isinstance(node, (A.GrantAbilities, A.Ability)):
        return node
    return A.StaticEffect(effect=node)


#: the cost components "the discarded card" / "the card you exiled" name (PAID_MARK)
_PAID_ACTIONS: dict[str, type[A.Node]] = {"discard": A.Discard, "exile": A.Exile}


def _paid_objects(cost: A.Cost, effect: A.Node) -> A.Node:
    """``effect`` with "the discarded card", "the card you exiled" (phrases.PAID_MARK) read as
    the object discarded or exiled to pay ``cost`` (CR 602.2b: the cost is paid as the ability
    is activated). Only a cost that discards or exiles this card itself is read ("[Cost],
    Discard this card: Search your library for a card with the same mana value as the discarded
    card", transmute CR 702.53a, printed "... as this card"): the card is this object, else
    :class:`Unsure` (a mark left unresolved is refused by rulesparser.cardtext anyway)."""

    def paid_self(word: str) -> None:
        action = _PAID_ACTIONS[word[len(PAID_MARK) :].split(":")[0]]
        paid = [c.object for c in getattr(cost, "components", ()) if isinstance(c, action)]
        if len(paid) != 1 or getattr(paid[0], "kind", None) != "self":
            raise Unsure("a paid object that is not this card alone")

    def fn(n: Any) -> Any:
        if not isinstance(n, A.ObjectRef) or not any(w.startswith(PAID_MARK) for w in n.filter):
            return n
        if n.filter[0].startswith(PAID_MARK) and ":" not in n.filter[0]:
            paid_self(n.filter[0])  # "the discarded card" itself
            return A.ObjectRef(kind="self")
        words = []
        for w in n.filter:
            if w.startswith(PAID_MARK):  # "with the same mana value as the discarded card"
                paid_self(w)
                stat = w.split(":")[1]
                w = f"{stat}=self.{stat}"
            words.append(w)
        return dataclasses.replace(n, filter=tuple(words))

    return A.map_nodes(effect, fn)


#: effects that add mana (CR 106.3)
_MANA_EFFECTS = (
    A.AddMana,
    A.AddManaOfChoice,
    A.AddManaCombination,
    A.AddManaCouldProduce,
    A.AddManaProduced,
)


#: what :meth:`LinesMixin.life_loss_note` reads: a sentence that adds nothing
LIFE_LOSS_NOTE = object()


@dataclasses.dataclass(frozen=True)
class ActivationLimit:
    """What an activated ability's "Activate only ..." sentence says (CR 602.5): ``timing``
    ``sorcery`` (CR 602.5d), ``condition`` (CR 602.5b), ``max_per_turn``, ``any_player``
    (CR 602.2). :func:`rulesparser.cardtext._parse_line` puts it on the ability.
    ``extra_cost``: cost components printed after the colon as an action and its purpose
    (German 1994-2003 "{T}: Opfere die ~, um ... zu vernichten", CR 602.1), which
    :func:`rulesparser.cardtext._parse_line` adds to the cost before the colon."""

    timing: str | None = None
    condition: A.Node | None = None
    max_per_turn: int | None = None
    any_player: bool = False
    cost_change: A.Node | None = None
    max_activations: int | None = None
    extra_cost: tuple[A.Node, ...] = ()
    #: the spell of the 1994-1997 "Use this ability only when a [blue] spell is successfully
    #: cast and only once for each such spell" (:meth:`ability`)
    cast_trigger: A.ObjectRef | None = None
    #: the mana one may spend on the ability each turn (German 1995-1999 "Du kannst nicht mehr
    #: als BB auf diese Art pro Zug einsetzen"): that many times its cost (:meth:`ability`)
    mana_per_turn: A.ManaCost | None = None

    def ability(self, cost: A.Cost, effect: A.Node) -> A.Ability:
        """The activated ability with these restrictions: a plain one when only its timing is
        restricted (CR 602.5d), else a :class:`~rulesparser.ast.RestrictedActivatedAbility`.
        "Activate only as an instant" (old wording) restricts nothing, as the older grammar
        reads it, except on an ability that adds mana (then it can't be activated while a spell
        is cast, unlike a mana ability, CR 605.3a: Lion's Eye Diamond): not understood there.
        "Play this ability as an interrupt" restricts nothing either; on an ability that adds
        mana it is the 1994-1995 wording of a mana ability (Fourth Edition and Ice Age played
        mana abilities as interrupts, the mana source came with Mirage), read as "as a mana
        source" is (CR 605.1a: it adds mana and targets nothing; otherwise not understood)."""
        effect = _paid_objects(cost, effect)
        if self.mana_per_turn is not None:
            return self._mana_per_turn(cost).ability(cost, effect)
        if self.cast_trigger is not None:
            return self._cast_trigger(cost, effect)
        if self.timing == "mana_source" or (
            self.timing == "interrupt" and any(isinstance(n, _MANA_EFFECTS) for n in effect.walk())
        ):
            # "Play this ability as a mana source" (1994-1998): what a mana ability is (CR
            # 605.1a: it adds mana and has no target); said of another ability, not understood
            if not any(isinstance(n, _MANA_EFFECTS) for n in effect.walk()) or _targets(effect):
                raise Unsure(
                    "'play this ability as a mana source' on an ability that is no mana ability"
                )
            return dataclasses.replace(self, timing=None).ability(cost, effect)
        if self.timing == "instant":
            if any(isinstance(n, _MANA_EFFECTS) for n in effect.walk()):
                raise Unsure("'activate only as an instant' on an ability that adds mana")
            return dataclasses.replace(self, timing=None).ability(cost, effect)
        if self.timing == "interrupt":
            return dataclasses.replace(self, timing=None).ability(cost, effect)
        if (
            self.condition is None
            and self.max_per_turn is None
            and not self.any_player
            and self.cost_change is None
            and self.max_activations is None
        ):
            return A.ActivatedAbility(cost=cost, effect=effect, timing=self.timing)
        return A.RestrictedActivatedAbility(
            cost=cost,
            effect=effect,
            timing=self.timing,
            any_player=self.any_player,
            condition=self.condition,
            max_per_turn=self.max_per_turn,
            cost_change=self.cost_change,
            max_activations=self.max_activations,
        )

    def _mana_per_turn(self, cost: A.Cost) -> ActivationLimit:
        """ "You can't spend more than {B}{B} this way each turn" on "{B}: ..." (Vampire Bats,
        1995-1997): the ability may be activated twice each turn, its cost twice in that much
        mana (Oracle "Activate no more than twice each turn", CR 602.5b). Only a cost of mana
        that goes a whole number of times into the amount, its symbols the same: otherwise not
        read."""
        limit = self.mana_per_turn
        if len(cost.components) != 1 or not isinstance(cost.components[0], A.ManaCost):
            raise Unsure("the mana spent each turn on an ability whose cost is not only mana")
        symbols, spent = cost.components[0].symbols, limit.symbols
        times, left = divmod(len(spent), len(symbols)) if symbols else (0, 1)
        if left or not times or tuple(sorted(symbols * times)) != tuple(sorted(spent)):
            raise Unsure("the mana spent each turn is not a number of times the ability's cost")
        return dataclasses.replace(self, mana_per_turn=None, max_per_turn=times)

    def _cast_trigger(self, cost: A.Cost, effect: A.Node) -> A.TriggeredAbility:
        """The 1994-1997 "{1}: Gain 1 life. Use this ability only when a blue spell is
        successfully cast and only once for each such spell" as the Oracle text says it:
        "Whenever a player casts a blue spell, you may pay {1}. If you do, you gain 1 life."
        (CR 603.2: once for each such spell, the cost paid as the ability resolves, CR 608.2c).
        Only a cost of mana and no other restriction: a tap or another action in the cost, or a
        spell that is not "a [kind of] spell", is not read."""
        rest = dataclasses.replace(self, cast_trigger=None)
        if rest != ActivationLimit():
            raise Unsure("'only when a spell is cast' with another activation restriction")
        if not cost.components or not all(isinstance(c, A.ManaCost) for c in cost.components):
            raise Unsure("'only when a spell is cast' after a cost that is not only mana")
        spell = self.cast_trigger
        if (
            spell.kind != "any"
            or spell.count not in (None, 1)
            or spell.up_to
            or "spell" not in spell.filter
        ):
            raise Unsure("'only when ... is cast' of something that is not a spell")
        return A.TriggeredAbility(
            trigger=A.EventTrigger(
                event="cast",
                object=A.ObjectRef(kind="any", filter=spell.filter),
                player=A.PlayerRef(kind="player"),
            ),
            effect=A.Sequence(
                effects=(
                    A.MayPay(player=A.PlayerRef(kind="you"), cost=cost),
                    A.Conditional(condition=A.IfYouDo(), effect=effect),
                )
            ),
        )


class LinesMixin:
    """Kinds of lines and triggers."""

    lex: Any

    def card_line(self, ch: list[Any]) -> list[A.Node]:
        body = ch[0]
        return body if isinstance(body, list) else [body]

    def quality_keyword(self, ch: list[Any]) -> A.Keyword:
        """ "Enchant [object]" (CR 702.5a, 303.4a): what the Aura can be attached to, an object
        kind with its qualifiers ("creature you control", "artifact or creature"; ObjectRef of
        kind ``any``) as the keyword's parameter; its one static ability as for "Enchant
        creature"."""
        name = self.lex.lookup("KW_QUALITY", str(tokens(ch, "KW_QUALITY")[0]))
        # (the keyword says which: "Enchant creature" is no creature with its article missing)
        obj = determined(one(ch, A.ObjectRef))
        if name != "enchant":
            raise Unsure("a quality keyword other than enchant with an object phrase")
        if obj is None or obj.kind not in ("each", "any") or obj.count not in (None, 1):
            raise Unsure("an enchant quality that is not a kind of object")
        return _enchant(A.ObjectRef(kind="any", filter=obj.filter))

    def enchant_compound_you_control(self, ch: list[Any]) -> A.Keyword:
        """German "Kreatur-die-du-kontrollierst-Verzauberung" (2006-2012): Enchant creature you
        control (CR 702.5a, 303.4a), as "Verzaubert eine Kreatur, die du kontrollierst"."""
        kind = self._canon(tokens(ch, "CARD_TYPE")[0])  # type: ignore[attr-defined]
        return _enchant(A.ObjectRef(kind="any", filter=(kind, "you_control")))

    def enchant_compound_types(self, ch: list[Any]) -> A.Keyword:
        """German "Artefakt-oder-Kreatur-Verzauberung": Enchant artifact or creature (CR
        702.5a), one object of either type."""
        kinds = {self._canon(tokens(ch, "CARD_TYPE")[0])}  # type: ignore[attr-defined]
        kinds.update(self._hyphenated("CARD_TYPE", t) for t in tokens(ch, "HY_CARD_TYPE"))
        if len(kinds) < 2:
            raise Unsure("'or' between one card type and itself")
        return _enchant(A.ObjectRef(kind="any", filter=("|".join(sorted(kinds)),)))

    def enchant_compound_colors(self, ch: list[Any]) -> A.Keyword:
        """German "Rote-oder-Grüne-Kreatur-Verzauberung": Enchant red or green creature (CR
        702.5a), a creature of either color."""
        colors = {self._canon(tokens(ch, "COLOR")[0])}  # type: ignore[attr-defined]
        colors.update(self._hyphenated("COLOR", t) for t in tokens(ch, "HY_COLOR"))
        kind = self._hyphenated("CARD_TYPE", tokens(ch, "HY_CARD_TYPE")[0])
        if len(colors) < 2:
            raise Unsure("'or' between one color and itself")
        return _enchant(A.ObjectRef(kind="any", filter=("|".join(sorted(colors)), kind)))

    def _hyphenated(self, word_class: str, tok: Token) -> str:
        """The value of a word of ``word_class`` said inside a hyphenated compound ("-Kreatur"
        of "Artefakt-oder-Kreatur-Verzauberung"), its hyphen left out."""
        return self.lex.lookup(word_class, str(tok).lstrip("-"))

    def aura_cast_only_on(self, ch: list[Any]) -> A.Keyword:
        """ "Sprich diese Verzauberung nur auf eine Mauer." (German 1995-1997, "cast this
        enchantment only on a Wall"): Enchant Wall (CR 303.4a, 702.5a), as "Verzaubert eine
        Mauer"."""
        obj = determined(one(ch, A.ObjectRef))
        if obj is None or obj.kind not in ("each", "any") or obj.count not in (None, 1):
            raise Unsure("an enchant quality that is not a kind of object")
        return _enchant(A.ObjectRef(kind="any", filter=obj.filter))

    def protection_keyword(self, ch: list[Any]) -> tuple[A.Keyword, ...]:
        """ "Protection from Kavu", "Protection from everything" alone on a line (CR 702.16a,
        702.16j): one protection keyword per quality, as the keyword grammar builds for
        "Protection from black"."""
        prot = ch[0]
        if prot.choice:
            raise Unsure("protection from a color chosen as an effect resolves, on a line")
        params = tuple(("protection", A.Quality(value=q)) for q in prot.qualities)
        return tuple(KwList(ids=(), params=params).keywords())

    def quality_keyword_player(self, ch: list[Any]) -> A.Keyword:
        """ "Enchant player" (CR 702.5a, 303.4a: an Aura attached to a player)."""
        name = self.lex.lookup("KW_QUALITY", str(tokens(ch, "KW_QUALITY")[0]))
        if name != "enchant":
            raise Unsure("a quality keyword other than enchant with a player phrase")
        return _enchant(A.PlayerRef(kind="player"))

    def _trigger_said_inside(self, effects: list[A.Node]) -> A.TriggeredAbility | None:
        """A line whose first clause says the step of a trigger that is not "the next" one
        after or inside its verb phrase: the old printings' "Du verlierst 2 Lebenspunkte zu
        Beginn deines Versorgungssegments.", German verb-second "Erzeuge zu Beginn jedes
        Versorgungssegments einen ... Spielstein" is "At the beginning of each upkeep, create
        ..." (CR 603.1; only "the next ..." makes a delayed trigger, CR 603.7). The clauses
        joined to it ("Lege zu Beginn deines Versorgungssegments eine +1/+1-Marke auf die ~ und
        du verlierst 1 Lebenspunkt"), "you may" around it ("Du kannst zu Beginn deines
        Versorgungssegments ... legen", CR 603.5) and the line's later sentences ("Zeige zu
        Beginn deines Versorgungssegments die oberste Karte deiner Bibliothek offen vor. Falls
        es eine Kreaturenkarte ist, ...") are the triggered ability's effect, as the English
        text after the trigger's comma: a line is one ability (CR 113.2)."""
        first = effects[0]
        optional = isinstance(first, A.OptionalEffect) and first.player == YOU
        inner = first.effect if optional else first
        tail: tuple[A.Node, ...] = ()
        if isinstance(inner, A.Sequence) and not optional:
            inner, tail = inner.effects[0], inner.effects[1:]
        if not _step_trigger_last(inner) or any(_step_trigger_last(e) for e in tail):
            return None
        body: A.Node = inner.effect
        if optional:
            body = A.OptionalEffect(player=YOU, effect=body)
        elif tail:
            body = A.Sequence(effects=(body, *tail))
        return self.triggered([inner.trigger, [body, *effects[1:]]])

    def sentences_line(self, effects: list[A.Node]) -> list[A.Node]:
        effects = _replacement_if_you_do(effects)
        if all(_is_static(e) for e in effects):
            # "Enchanted creature gets +2/+2 and has flying": the granted abilities are an
            # ability of their own, not a part of an effect (CR 604.1, 611.3), as the older
            # grammar reads it
            # (a pronoun repeating the subject, French "et elle a le vol", is that subject)
            effects = [shared_subject(e) if isinstance(e, A.Sequence) else e for e in effects]
            flat = [x for e in effects for x in (e.effects if _holds_ability(e) else (e,))]
            # "hat Lebensverknüpfung und verursacht Trampelschaden" (German: the old trample
            # keyword a verb of its own): keywords granted to one object in a row are one
            # static ability, as "has lifelink and trample" (CR 613.7: they apply at once)
            return [
                _conditional_grants_joined(_static(e))
                for e in grants_joined(tuple(_it_after_a_subject(flat)))
            ]
        paid = _paid_keyword_cost_split(effects)
        if paid is not None:
            static, one_shot = paid
            return [*self.sentences_line(static), A.SpellAbility(effect=_effect(one_shot))]
        if any(_is_static(e) and not _refers_back(e) for e in effects):
            raise Unsure("static and one-shot sentences on one line")
        # "Return target creature card ... to the battlefield. It gains haste.": after a one-shot
        # sentence, a change to an object named before it ("it", "that creature") is part of
        # the same spell ability, lasting indefinitely (CR 611.2a), not a static ability
        said_inside = self._trigger_said_inside(effects)
        if said_inside is not None:
            return [said_inside]
        first = effects[0] if len(effects) == 1 else None
        if (
            isinstance(first, A.OptionalEffect)
            and isinstance(first.effect, A.LookAtTop)
            and first.effect.amount == 1
        ):
            # German "Du kannst dir die oberste Karte deiner Bibliothek anschauen. (Du kannst
            # dies jederzeit tun.)" (Sphinx of Jwar Isle): a permanent's permission to look at
            # it any time (CR 401.2), the "any time" in the reminder; no spell says only this
            raise Unsure("'you may look at the top card of your library' alone: any time?")
        return [A.SpellAbility(effect=_effect(effects))]

    # ------------------------------------------------------------------ activated, loyalty
    def activated_effect(self, ch: list[Any]) -> tuple[list[A.Node], ActivationLimit | None]:
        """The effect part of "[cost]: [effect]" (CR 602.1) and its activation limit."""
        effects = next(c for c in ch if isinstance(c, list))
        effects = _lasting_replacements(_tokens_attacking(effects))
        _effect(effects)  # refuses a replacement effect inside it
        limit = next((c for c in ch if isinstance(c, ActivationLimit)), None)
        change = one(ch, A.CostChange)
        if change is not None:
            limit = dataclasses.replace(limit or ActivationLimit(), cost_change=change)
        return effects, limit

    def activated_modal(self, ch: list[Any]) -> tuple[list[A.Node], None]:
        """ "[cost]: Choose one — • ..." (CR 700.2, 602.1): the modes are the effect."""
        return [ch[0]], None

    def activated_cost_in_effect(
        self, ch: list[Any]
    ) -> tuple[list[A.Node], ActivationLimit | None]:
        """ "{T}: Opfere die ~, um ein Land deiner Wahl zu vernichten." (German 1994-2003;
        Oracle "{T}, Sacrifice ~: Destroy target land."): the action before "um" is the last
        component of the cost (CR 602.1, 118.1), the clause after it the effect."""
        cost, rest = ch[0], ch[1:]
        if LIFE_LOSS_NOTE in rest and not isinstance(cost, A.LoseLife):
            raise Unsure("the note on the loss of life after another cost")
        effects, limit = self.activated_effect([c for c in rest if c is not LIFE_LOSS_NOTE])
        if any(
            getattr(n, "kind", None) == "any" and getattr(n, "count", None) is not None
            for e in effects
            for n in e.walk()
        ):
            # "..., um einer Kreatur +2/+2 ... zu geben", "..., um einen schwarzen Zauberspruch
            # zu neutralisieren" (Coral Helm, Order of the Sacred Torch): these printings leave
            # out "deiner Wahl" where the Oracle text has a target (CR 115.1); whether such an
            # object is a target is not said, so it is not read (review, stop 22)
            raise Unsure("an object without 'deiner Wahl' in a 1990s purpose clause")
        limit = limit or ActivationLimit()
        return effects, dataclasses.replace(limit, extra_cost=(*limit.extra_cost, cost))

    def life_loss_note(self, ch: list[Any]) -> object:
        """The 1994-1997 note "Effekte, die Schaden verhindern oder umleiten, können hier nicht
        angewendet werden, um den Verlust der Lebenspunkte zu verhindern." after a payment of
        life: under today's rules paying life is no damage (CR 119.4, 615.1), so the note says
        nothing the ability does not (the Oracle text drops it); the rule that reads it checks
        that the cost pays life."""
        return LIFE_LOSS_NOTE

    def ability_cost_change(self, ch: list[Any]) -> A.CostChange:
        """ "This ability costs {1} less to activate for each [object]" (CR 602.2b, 601.2f):
        the reduction of this activated ability's total cost, said of this object (``self``)."""
        return A.CostChange(
            object=A.ObjectRef(kind="self"),
            mana=one(ch, A.ManaCost),
            increase=False,
            amount=one(ch, A.Count),
        )

    def ability_cost_increase(self, ch: list[Any]) -> A.CostChange:
        """ "This ability costs {1} more to activate for each card in your hand" (CR 601.2f,
        602.2b): :meth:`ability_cost_change` with an increase."""
        return dataclasses.replace(self.ability_cost_change(ch), increase=True)

    def tl_once_each_turn(self, ch: list[Any]) -> TriggerLimit:
        return TriggerLimit(max_per_turn=1)

    def tl_once(self, ch: list[Any]) -> TriggerLimit:
        """ "This ability triggers only once." (CR 603.2): it never triggers again once it has
        triggered (the object's ability; a new object has a new one, CR 400.7)."""
        return TriggerLimit(max_per_turn=None, max_total=1)

    def al_instant(self, ch: list[Any]) -> ActivationLimit:
        return ActivationLimit(timing="instant")

    def al_interrupt(self, ch: list[Any]) -> ActivationLimit:
        """ "Play this ability as an interrupt" (German 1994-1997 "Spiele diese Eigenschaft wie
        einen Unterbrechungszauber"): no restriction, or a mana ability
        (:meth:`ActivationLimit.ability`)."""
        return ActivationLimit(timing="interrupt")

    def al_mana_source(self, ch: list[Any]) -> ActivationLimit:
        """ "Play this ability as a mana source" (old wording): a mana ability (CR 605.1a)."""
        return ActivationLimit(timing="mana_source")

    def al_sorcery(self, ch: list[Any]) -> ActivationLimit:
        return ActivationLimit(timing="sorcery")

    def al_once_each_turn(self, ch: list[Any]) -> ActivationLimit:
        return ActivationLimit(max_per_turn=1)

    def al_mana_per_turn(self, ch: list[Any]) -> ActivationLimit:
        """ "Du kannst nicht mehr als BB auf diese Art pro Zug einsetzen" (the mana spent on the
        ability each turn: :meth:`ActivationLimit._mana_per_turn`)."""
        mana = next(c for c in ch if isinstance(c, A.ManaCost))
        return ActivationLimit(mana_per_turn=mana)

    def al_once(self, ch: list[Any]) -> ActivationLimit:
        """ "Activate only once." (CR 602.5b; exhaust 702.177a): once in all the game."""
        return ActivationLimit(max_activations=1)

    def each_cast_spell_gives_life(
        self, ch: list[Any]
    ) -> tuple[list[A.Node], ActivationLimit | None]:
        """German 1995 "Jeder erfolgreich gesprochene blaue Zauberspruch gibt Dir 1 Lebenspunkt.
        Du kannst diese Eigenschaft sofort oder später während des Zuges anwenden, aber nur
        einmal pro blauem Zauberspruch." after "{1}:" (Fourth Edition): the ability of
        :meth:`al_when_cast`, "gain 1 life" once for each blue spell cast (Oracle "Whenever a
        player casts a blue spell, you may pay {1}. If you do, you gain 1 life.", CR 603.2;
        :meth:`ActivationLimit._cast_trigger`). The two kinds of spell must be the same."""
        kinds = [c for c in ch if isinstance(c, Words)]
        if len(kinds) != 2 or kinds[0].items != kinds[1].items or kinds[0].marks:
            raise Unsure("'each spell cast gives you life' and another kind of spell after it")
        spell = A.ObjectRef(kind="any", filter=tuple(w for _, w in kinds[0].items))
        if "spell" not in spell.filter:
            raise Unsure("'each ... cast gives you life' of something that is not a spell")
        amount = next(c for c in ch if not isinstance(c, (Words, Token)))
        return [A.GainLife(player=YOU, amount=amount)], ActivationLimit(cast_trigger=spell)

    def al_when_cast(self, ch: list[Any]) -> ActivationLimit:
        """ "Use this ability only when a blue spell is successfully cast and only once for each
        such spell" (German 1994-1997; :meth:`ActivationLimit._cast_trigger`)."""
        return ActivationLimit(cast_trigger=one(ch, A.ObjectRef))

    def al_any_player(self, ch: list[Any]) -> ActivationLimit:
        """ "Any player may activate this ability." (CR 602.2)"""
        return ActivationLimit(any_player=True)

    def alp_sorcery(self, ch: list[Any]) -> ActivationLimit:
        return ActivationLimit(timing="sorcery")

    def alp_once(self, ch: list[Any]) -> ActivationLimit:
        return ActivationLimit(max_per_turn=1)

    def alw_if(self, ch: list[Any]) -> ActivationLimit:
        """ "Activate only if [condition]" (CR 602.5b). A French or German demonstrative of the
        condition ("N'activez cette capacité que si cette créature a attaqué ce tour-ci",
        "falls diese Kreatur in diesem Zug als Angreifer deklariert wurde") is the object whose
        ability it is: a restriction of this ability names no other object before it."""

        def this(n: Any) -> Any:
            if isinstance(n, A.ObjectRef) and n.kind == "that" and DEMONSTRATIVE_MARK in n.filter:
                return A.ObjectRef(kind="self")
            return n

        return ActivationLimit(condition=A.map_nodes(one(ch, A.Node), this))

    def alw_during(self, ch: list[Any]) -> ActivationLimit:
        """ "Activate only during [step or turn]" (CR 602.5b)."""
        return ActivationLimit(condition=one(ch, A.Node))

    def alw_during_before(self, ch: list[Any]) -> ActivationLimit:
        """ "Activate only during your turn, before attackers are declared", "Cast this spell
        only during combat before blockers are declared" (CR 602.5b, 601.3): both hold."""
        conditions = tuple(c for c in ch if isinstance(c, A.Node))
        return ActivationLimit(condition=A.AllOf(conditions=conditions))

    def before_attackers_declared(self, ch: list[Any]) -> A.BeforeStep:
        """ "before attackers are declared": before the declare attackers step (CR 508.1)."""
        return A.BeforeStep(step="declare_attackers")

    def before_blockers_declared(self, ch: list[Any]) -> A.BeforeStep:
        """ "before blockers are declared": before the declare blockers step (CR 509.1)."""
        return A.BeforeStep(step="declare_blockers")

    def times_each_turn(self, ch: list[Any]) -> ActivationLimit:
        """ "no more than twice each turn" (CR 602.5b); "twice" has no number child."""
        n = next((c for c in ch if isinstance(c, int) and not isinstance(c, bool)), 2)
        return ActivationLimit(max_per_turn=n)

    def al_parts(self, ch: list[Any]) -> ActivationLimit:
        """Restrictions joined by "and only" ("Activate only during your upkeep and only once
        each turn"): at most one of each kind."""
        parts = [c for c in ch if isinstance(c, ActivationLimit)]
        out = ActivationLimit()
        for p in parts:
            for f in dataclasses.fields(p):
                value = getattr(p, f.name)
                if value in (None, False, ()):
                    continue
                if getattr(out, f.name) not in (None, False, ()):
                    raise Unsure("two activation restrictions of one kind")
                out = dataclasses.replace(out, **{f.name: value})
        return out

    def pay_mana_by_action(self, ch: list[Any]) -> A.PayManaByAction:
        """ "For each generic mana in this spell's total cost, you may [cost action] rather than
        pay that mana" (delve CR 702.66a, improvise 702.126a, convoke 702.51a)."""
        mana = next(c for c in ch if c in ("generic", "colored"))
        action = next(c for c in ch if isinstance(c, A.Node))
        obj = getattr(action, "object", None)
        colored = isinstance(obj, A.ObjectRef) and "of_that_color" in obj.filter
        if colored != (mana == "colored"):
            raise Unsure("'of that color' without colored mana, or colored mana without it")
        return A.PayManaByAction(mana=mana, action=action)

    def pay_mana_by_actions(self, ch: list[Any]) -> list[A.Node]:
        """One :class:`~rulesparser.ast.PayManaByAction` per sentence, at most one per kind of
        mana."""
        kinds = [c.mana for c in ch]
        if len(set(kinds)) != len(kinds):
            raise Unsure("two ways to pay one kind of mana")
        return list(ch)

    def paid_by_each_line(self, ch: list[Any]) -> list[A.Node]:
        """The reminders of delve, convoke and improvise ("Each creature you tap while casting
        this spell pays for {1} or one mana of that creature's color.", after "Your creatures
        can help cast this spell."): the payments by actions of :meth:`paid_by_each`. The first
        sentence must name the kind of object the second one does."""
        (payments,) = [c for c in ch if isinstance(c, list)]
        helpers = self._nouns(ch)
        if helpers and helpers != [payments[-1].action.object.filter[0]]:
            raise Unsure("'Your [objects] can help cast' of other objects than those that pay")
        return payments

    def _nouns(self, ch: list[Any]) -> list[str]:
        """The canonical card types and object nouns among ``ch`` ("creatures" -> creature)."""
        return [
            self._canon(c)  # type: ignore[attr-defined]
            for c in ch
            if isinstance(c, Token) and c.type in ("CARD_TYPE", "OBJ_NOUN")
        ]

    def paid_by_each(self, ch: list[Any]) -> list[A.Node]:
        """ "Each [card] you [exile from your graveyard | tap] while casting this spell pays for
        {1} [or one mana of that creature's color]" (CR 601.2g-h): for each generic mana of the
        spell's total cost, one such object rather than that mana (delve CR 702.66a, improvise
        702.126a), and for a colored mana, a creature of that color (convoke 702.51a, listed
        first as its CR text says it). Only {1} and one mana of the same object's color are
        read."""
        nouns = self._nouns(ch)
        action = next(c for c in ch if c in ("tap", "exile_from_graveyard"))
        mana = one(ch, A.ManaCost)
        colored = len(nouns) == 2
        if mana is None or mana.symbols != ("1",):
            raise Unsure("a payment by an action of more than one generic mana")
        if colored and (nouns[0] != nouns[1] or 1 not in ch):
            raise Unsure("another object's color, or more than one mana of it")
        noun = nouns[0]
        if action == "exile_from_graveyard":
            if noun != "card" or colored:
                raise Unsure("an object exiled from a graveyard that is not a card")
            card = A.ObjectRef(kind="any", count=1, filter=(noun, "in_your_graveyard"))
            return [A.PayManaByAction(mana="generic", action=A.Exile(object=card))]
        if noun not in ("creature", "artifact"):
            raise Unsure("a tapped object that is not a creature or an artifact")

        def tapped(*words: str) -> A.Tap:
            return A.Tap(object=A.ObjectRef(kind="any", count=1, filter=(noun, *words)))

        generic = A.PayManaByAction(mana="generic", action=tapped("you_control"))
        if not colored:
            return [generic]
        return [
            A.PayManaByAction(mana="colored", action=tapped("of_that_color", "you_control")),
            generic,
        ]

    def pba_tap(self, ch: list[Any]) -> str:
        return "tap"

    def pba_exile_from_graveyard(self, ch: list[Any]) -> str:
        return "exile_from_graveyard"

    def mk_generic(self, ch: list[Any]) -> str:
        return "generic"

    def mk_colored(self, ch: list[Any]) -> str:
        return "colored"

    def cast_only(self, ch: list[Any]) -> A.CastRestriction:
        """ "Cast this spell only [during ... / if ...]" (CR 601.3); several windows joined by
        "and only" all hold."""
        limits = [c for c in ch if isinstance(c, ActivationLimit)]
        if not limits or any(limit.condition is None for limit in limits):
            raise Unsure("a casting restriction without a condition")
        if len(limits) == 1:
            return A.CastRestriction(condition=limits[0].condition)
        conditions = tuple(limit.condition for limit in limits)
        return A.CastRestriction(condition=A.AllOf(conditions=conditions))

    def activation_limit(self, ch: list[Any]) -> ActivationLimit:
        return ch[0]

    # "during ..." (CR 500.1): a condition on the current step or turn
    def dur_step(self, ch: list[Any]) -> A.Node:
        """ "during your upkeep" (the step of that player's turn); "each"/"the next" owners are
        not said after "during"."""
        owner, next_only = next((c for c in ch if isinstance(c, tuple)), ("each", False))
        step = self.lex.lookup("STEP_NAME", str(tokens(ch, "STEP_NAME")[0]))
        if next_only:
            raise Unsure("during the next step")
        if owner == "you":
            return A.During(step=step, player=YOU)
        if owner == "opponent":
            return A.During(step=step, player=A.PlayerRef(kind="opponent"))
        return A.During(step=step)

    def dur_any_step(self, ch: list[Any]) -> A.During:
        """ "during combat", "during any upkeep step", "during the declare blockers step"."""
        return A.During(step=self.lex.lookup("STEP_NAME", str(tokens(ch, "STEP_NAME")[0])))

    def dur_opponent_step(self, ch: list[Any]) -> A.During:
        """ "during an opponent's upkeep": that step of one of your opponents' turns."""
        step = self.lex.lookup("STEP_NAME", str(tokens(ch, "STEP_NAME")[0]))
        return A.During(step=step, player=A.PlayerRef(kind="opponent"))

    def dur_your_turn(self, ch: list[Any]) -> A.TurnOf:
        return A.TurnOf(player=YOU)

    def dur_opponent_turn(self, ch: list[Any]) -> A.TurnOf:
        """ "during an opponent's turn": the active player is one of your opponents."""
        return A.TurnOf(player=A.PlayerRef(kind="opponent"))

    def loyalty(self, ch: list[Any]) -> A.ActivatedAbility:
        """ "[+1]: ..." (CR 606.4): a loyalty ability, activated only as a sorcery, once each
        turn (CR 606.3)."""
        text = str(tokens(ch, "LOYALTY")[0]).strip("[]").replace("\u2014", "-").replace(" ", "")
        sign = -1 if text.startswith("-") else 1
        digits = text.lstrip("+-")
        change: Any = sign * int(digits) if digits.isdigit() else A.Variable(name=digits.upper())
        if isinstance(change, A.Variable) and sign < 0:
            # "[-X]" (CR 606.4, 107.3: X chosen as it is activated): X loyalty counters removed
            change = A.Product(factor=-1, amount=change)
        effects = next(c for c in ch if isinstance(c, list))
        return A.ActivatedAbility(
            cost=A.Cost(components=(A.LoyaltyCost(change=change),)),
            effect=_effect(effects),
            timing="loyalty",
        )

    # ------------------------------------------------------------------ chapters, modes
    def chapter(self, ch: list[Any]) -> A.ChapterAbility:
        chapters = tuple(_ROMAN[str(t)] for t in tokens(ch, "CHAPTER"))
        effects = next(c for c in ch if isinstance(c, list))
        if any(has_unplaced_if(e) for e in effects):  # (a chapter ability triggers, CR 714.2b)
            raise Unsure("a trailing condition of a one-shot effect")
        return A.ChapterAbility(chapters=chapters, effect=_effect(effects))

    def mh_n(self, ch: list[Any]) -> tuple[int, int]:
        return (ch[0], ch[0])

    def mh_n_repeat(self, ch: list[Any]) -> tuple[int, int, str]:
        """ "Choose three. You may choose the same mode more than once." (CR 700.2d)."""
        return (ch[0], ch[0], "repeat")

    def mh_one(self, ch: list[Any]) -> tuple[int, int]:
        return (1, 1)

    def mh_one_or_both(self, ch: list[Any]) -> tuple[int, int]:
        return (1, 2)

    def mh_one_or_more(self, ch: list[Any]) -> tuple[int, int | None]:
        return (1, None)

    def mh_up_to_one(self, ch: list[Any]) -> tuple[int, int]:
        """German "bestimme bis zu eines —" (choose up to one, CR 700.2)."""
        return (0, 1)

    def mh_up_to(self, ch: list[Any]) -> tuple[int, int]:
        """ "choose up to one —" (CR 700.2: from none to that many modes)."""
        n = next(c for c in ch if isinstance(c, int))
        return (0, n)

    def mode(self, ch: list[Any]) -> A.Node:
        return _effect(ch[0])

    def modal(self, ch: list[Any]) -> A.Node:
        """The modes of a modal spell or ability (CR 700.2), each after a bullet or on the
        head's line: "; or" between the modes of "Choose one", "; and/or" between those of
        "Choose one or both" (any other pairing of head and word is not read)."""
        low, high, *repeat = ch[0]
        modes = tuple(c for c in ch[1:] if isinstance(c, A.Node))
        words = {c.type for c in ch[1:] if isinstance(c, Token)}
        if words and words != ({"MODE_AND_OR"} if (low, high) == (1, 2) else {"MODE_OR"}):
            raise Unsure("modes joined by a word their head does not say")
        if repeat:
            if words or low < 2:
                raise Unsure("a mode chosen again where the modes are joined by words")
            return A.ChooseModesRepeatable(number=low, modes=modes)
        if (low, high) == (1, 1):
            return A.ChooseOne(modes=modes)
        return A.ChooseModes(minimum=low, maximum=high or len(modes), modes=modes)

    def spree_mode(self, ch: list[Any]) -> A.ModeWithCost:
        """ "+ {1} — [effect]" (CR 702.172a): a spree mode and its additional cost."""
        cost = next(c for c in ch if isinstance(c, A.ManaCost))
        return A.ModeWithCost(cost=A.Cost(components=(cost,)), effect=_effect(ch[-1]))

    def spree_modes(self, ch: list[Any]) -> A.ChooseModes:
        """The modes of a spree spell (CR 702.172a: one or more of them chosen, each chosen
        mode's cost paid as an additional cost)."""
        modes = tuple(c for c in ch if isinstance(c, A.ModeWithCost))
        if len(modes) < 2:
            raise Unsure("a spree mode printed alone")
        return A.ChooseModes(minimum=1, maximum=len(modes), modes=modes)

    def modal_old_or(self, ch: list[Any]) -> A.ChooseOne:
        """German 1994-1998 "[effect], oder [effect]." (Healing Salve: Oracle "Choose one —",
        CR 700.2): a spell's two one-shot effects joined by ", oder", its controller choosing
        one. Raises :class:`Unsure` when a side is no one-shot effect (a payment, a delayed or
        conditional effect, a static ability), where "oder" may mean "unless" (CR 118.12)."""
        modes = tuple(c for c in ch if isinstance(c, A.Node))
        if len(modes) != 2:
            raise Unsure("', oder' between other than two effects")
        for mode in modes:
            if _is_static(mode) or any(
                isinstance(n, (A.DelayedTrigger, A.Conditional, A.UnlessPays, A.OptionalEffect))
                or type(n).__name__ in ("PayMana", "MayPay")
                for n in mode.walk()
            ):
                raise Unsure("', oder' beside a part that is no one-shot effect")
        return A.ChooseOne(modes=modes)

    # ------------------------------------------------------------------ triggers (CR 603)
    def triggered_old_tokens(self, ch: list[Any]) -> A.TriggeredAbility:
        """The tokens of an effect said before its trigger, what they are said after it
        (German 1994-2001 "Bringe vier Eichhörnchen-Spielsteine ins Spiel, wenn der ~ ins
        Spiel kommt. Behandle diese Spielsteine wie 1/1 grüne Kreaturen.", CR 111.4): the
        effect completed by the last sentence (:func:`_old_tokens`), then the trigger."""
        body, trigger, noun, treat = ch
        (body,) = _old_tokens([body, self.treat_tokens_as([noun, treat])])
        return self.triggered([body, trigger])

    def trailing_rider(self, ch: list[Any]) -> TrailingRider:
        """German "Es kann nicht regeneriert werden." after an effect whose trigger is said
        last (:meth:`triggered`)."""
        return TrailingRider(sentence=ch[0])

    def triggered(self, ch: list[Any]) -> A.TriggeredAbility:
        """The trigger and its effect in either order (German old printings put the trigger
        last: "Ziehe eine Karte, wenn die ~ ins Spiel kommt."); a rider said after such a
        trigger ("Es kann nicht regeneriert werden.", :class:`TrailingRider`) is the effect's
        next sentence, as after a trigger said first (CR 701.19c)."""
        rider = one(ch, TrailingRider)
        if rider is not None:
            at = next(i for i, c in enumerate(ch) if isinstance(c, _TRIGGERS))
            if at == 0:
                raise Unsure("a rider after a trigger said first")
            said = self.sentences([self.sentence([ch[at - 1]]), rider.sentence])
            ch = [*ch[: at - 1], said, *(c for c in ch[at:] if c is not rider)]
        trigger = one(ch, *_TRIGGERS)
        if trigger is None:
            raise Unsure("a triggered ability without a trigger it knows")
        said_last = _as_enters_said_last(ch, trigger)
        if said_last is not None:
            return said_last  # type: ignore[return-value]
        limit = one(ch, TriggerLimit)
        prefixes = [c for c in ch if isinstance(c, tuple)]
        ch = [c for c in ch if not isinstance(c, (tuple, TriggerLimit))]
        if prefixes:
            # "Wenn Du die Bonuskosten bezahlt hast, [effect], wenn der ~ ins Spiel kommt": a
            # leading condition before an effect whose trigger is said last is the trigger's
            # intervening "if" (CR 603.4); any other leading part is not read
            if (
                len(prefixes) > 1
                or prefixes[0][0] != "if"
                or isinstance(prefixes[0][1], A.IfYouDo)
                or one(ch, InterveningIf)
            ):
                raise Unsure("a leading part before an effect whose trigger is said last")
            ch = [*ch, InterveningIf(condition=prefixes[0][1])]
        intervening = one(ch, InterveningIf)
        body = next(c for c in ch if c is not trigger and c is not intervening)
        if isinstance(body, InsteadSaid):  # (only a sentence reads a German "stattdessen")
            raise Unsure("'instead' in an effect said before its trigger")
        effects = body if isinstance(body, list) else [body]
        if isinstance(trigger, ConditionSaidAfter):
            effect = _effect(effects)
            if intervening is not None or limit is not None or not _is_static(effect):
                raise Unsure("a trailing 'wenn' of a player controlling something")
            return A.StaticEffect(  # type: ignore[return-value]
                effect=A.Conditional(condition=trigger.condition, effect=effect)
            )
        condition = None
        first = effects[0]
        if intervening is not None:
            condition = intervening.condition
        elif (
            isinstance(first, A.Conditional)
            and not isinstance(first, TrailingIf)
            and not isinstance(first.condition, A.IfYouDo)
        ):
            # a leading "if" right after the trigger is an intervening-if clause (CR 603.4)
            condition, effects = first.condition, [first.effect, *effects[1:]]
        elif isinstance(trigger, A.EventTrigger) and _kicked_after(effects):
            # "Wenn der ~ ins Spiel kommt, ziehe zwei Karten, falls die Bonuskosten bezahlt
            # wurden": whether this spell was kicked does not change between the trigger and
            # its resolution, and Oracle prints it as the intervening "if" (CR 603.4, 702.33d)
            condition = _steps_of(effects)[0].condition
            effects = [e.effect for e in _steps_of(effects)]
        effects = [A.map_nodes(e, _condition_of_target) for e in effects]
        if any(has_unplaced_if(e) for e in effects):
            # German "..., falls ..." after an effect of a triggered ability: a condition
            # checked on resolution or an intervening "if" (CR 603.4), which the word order
            # does not tell apart
            raise Unsure("a trailing condition of a one-shot effect")
        effect = _effect(effects)
        if (
            isinstance(trigger, A.StateTrigger)
            and ch[-1] is trigger
            and effect != A.Sacrifice(object=A.ObjectRef(kind="self"))
        ):
            # German ", wenn du keine Inseln kontrollierst" after an effect other than
            # sacrificing this permanent may be an "if" (CR 603.4 / 608.2c), not a state trigger
            raise Unsure("a state trigger said after an effect other than 'sacrifice ~'")
        if (
            isinstance(trigger, A.EventTrigger)
            and trigger.player is not None
            and trigger.by is not None
            and _names_that_player(effect)
        ):
            # "When a spell or ability an opponent controls causes you to discard ~, that player
            # loses 5 life": that player is the source's controller, whom the AST can't name
            raise Unsure("'that player' after an event a spell or ability caused")
        if _that_player_unnamed(trigger, effect):
            # "When Laquatus's Champion leaves the battlefield, that player gains 6 life": the
            # player its other ability targeted (CR 607.2), whom this ability names nowhere
            raise Unsure("'that player' with no player named before it")
        if _other_opponent_unnamed(trigger, effect):
            raise Unsure("'each other opponent' after a trigger naming no opponent")
        if _other_than_whom(trigger, effect):
            raise Unsure("'each other player' after a trigger on another player's event or step")
        if _it_of_two(trigger, condition, effect):
            raise Unsure("'it' after a trigger on another object and a condition on this one")
        if isinstance(trigger, A.EventTrigger) and trigger.player not in (None, YOU):
            effect = A.map_nodes(effect, _damage_to_acting_player)
        elif (
            isinstance(trigger, A.StepTrigger)
            and trigger.player in ("each", "opponent", "enchanted_controller")
            and not _names_an_object((effect, condition), counted=False)
        ):
            # "Au début de l'entretien de chaque adversaire, si ce joueur a deux cartes ou moins
            # dans sa main, la ~ lui inflige 3 blessures": the player whose step it is (CR
            # 503.1, Oracle "that player"); so is German "Während der Versorgungsphase des
            # Beherrschers des verzauberten Landes fügt ihm das Verfluchte Land 1 Schadenspunkt
            # zu" ("ihm" is the controller, the head of the genitive chain: Oracle "deals 1
            # damage to that player")
            effect = A.map_nodes(effect, _damage_to_acting_player)
        if _damage_to_it(effect) and not _names_an_object((trigger, effect, condition)):
            # "it" dealt damage with nothing named before it is no object ("itself" would be
            # this one): left unparsed
            raise Unsure("damage dealt to 'it' with no object named before")
        optional = False
        if isinstance(effect, A.OptionalEffect) and effect.player == YOU:
            optional, effect = True, effect.effect
            if "optional" in {f.name for f in dataclasses.fields(effect)} and getattr(
                effect, "player", None
            ) in (None, YOU):
                # (not "you may have target player draw a card": you choose, not that player)
                # "you may draw a card" (CR 603.5): an effect that says "may" itself carries
                # it, as the older grammar has it
                optional, effect = False, dataclasses.replace(effect, optional=True)
        if limit is not None:  # "This ability triggers only once each turn." (CR 603.2)
            return A.RestrictedTriggeredAbility(
                trigger=trigger,
                condition=condition,
                effect=effect,
                optional=optional,
                max_per_turn=limit.max_per_turn,
                max_total=limit.max_total,
            )
        return A.TriggeredAbility(
            trigger=trigger, condition=condition, effect=effect, optional=optional
        )

    def triggered_split(self, ch: list[Any]) -> A.TriggeredAbility:
        """German 1994-2003 "Ziehe drei Karten, wenn der ~ ins Spiel kommt, und wirf dann zwei
        Karten ab." (Oracle "When ~ enters the battlefield, draw three cards, then discard two
        cards"): the trigger (CR 603.1) said between the effect's clauses; the effect is the
        clauses in their printed order. A clause after the trigger continuing the first one's
        subject or its "you may" is left unparsed (the subject is not carried across it)."""
        trigger = one(ch, *_TRIGGERS)
        bodies = [c for c in ch if isinstance(c, A.Node) and c is not trigger]
        if trigger is None or len(bodies) != 2:
            raise Unsure("a triggered ability without a trigger it knows")
        head, tail = bodies
        if any(isinstance(b, A.OptionalEffect) for b in bodies):
            raise Unsure("a 'you may' or a continued subject across a trigger said inside")
        effects = [
            *(head.effects if isinstance(head, A.Sequence) else (head,)),
            *(tail.effects if isinstance(tail, A.Sequence) else (tail,)),
        ]
        rest = [c for c in ch if not isinstance(c, A.Node) or c is trigger]
        return self.triggered([*rest, effects])

    def triggered_unless_after(self, ch: list[Any]) -> A.TriggeredAbility:
        """German "Opfere den ~, wenn er ins Spiel kommt, falls du nicht eine zufällig bestimmte
        Karte aus deiner Hand abwirfst." (Oracle "When ~ enters the battlefield, sacrifice it
        unless you discard a card at random"): the "unless" (CR 118.12) said after the trigger
        the effect's words are split by; only this permanent's sacrifice is read."""
        trigger = one(ch, *_TRIGGERS)
        (keep,) = [c for c in ch if isinstance(c, A.Node) and c is not trigger]
        unless = one(ch, tuple)
        if unless is None or unless[0] != "unless" or unless[1][0] != YOU:
            raise Unsure("a condition after a trigger said after its effect")
        if not isinstance(keep, A.Sacrifice) or keep.object != A.ObjectRef(kind="self"):
            raise Unsure("'unless' after the trigger of another effect than 'sacrifice ~'")
        if isinstance(trigger, A.EventTrigger) and trigger.object == IT:
            # "Opfere den ~, wenn er ins Spiel kommt, ...": the one object named before "er"
            trigger = dataclasses.replace(trigger, object=keep.object)
        return self.triggered([trigger, _sacrifice_unless(keep, unless[1][1])])

    def triggered_or_sacrifice_after(self, ch: list[Any]) -> A.TriggeredAbility:
        """German 1996-1998 "Opfere vier Kreaturen, wenn die ~ ins Spiel kommt, oder begrabe die
        ~." (Oracle "When ~ enters the battlefield, sacrifice ~ unless you sacrifice four
        creatures"): the action before the trigger said last is the cost that keeps this
        permanent (CR 118.12), "oder begrabe / opfere die ~" its sacrifice (burying itself is
        sacrificing it in the Oracle text, as :meth:`clause_or_sacrifice` of an upkeep cost).
        Only this permanent entering is read as the trigger, only an action that is a cost of
        yours as the action (:func:`_sacrifice_unless`); raises ``Unsure`` otherwise."""
        trigger = one(ch, *_TRIGGERS)
        action, keep = [c for c in ch if isinstance(c, A.Node) and c is not trigger]
        if not isinstance(keep, A.Sacrifice) or keep.object != A.ObjectRef(kind="self"):
            raise Unsure("'oder begrabe' of another object than this one")
        if isinstance(trigger, A.EventTrigger) and trigger.object == IT:
            trigger = dataclasses.replace(trigger, object=keep.object)
        if (
            not isinstance(trigger, A.EventTrigger)
            or trigger.event != "enters"
            or trigger.object != keep.object
        ):
            raise Unsure("'[action], wenn ..., oder begrabe' after another event than entering")
        return self.triggered([trigger, _sacrifice_unless(keep, action)])

    def delayed_this_turn(self, ch: list[Any]) -> A.DelayedTrigger:
        """ "When that creature dies this turn, [effect]" inside a spell or ability (CR 603.7a):
        a delayed triggered ability lasting this turn (CR 603.7b). Its trigger names an object
        named before ("that creature", "it") or this object."""
        trigger = one(ch, *_TRIGGERS)
        if trigger is None or isinstance(trigger, A.StateTrigger):
            raise Unsure("a delayed trigger it does not know")
        # "Until end of turn, whenever ..." says its duration before the trigger
        duration = one(ch, A.Duration) or A.Duration(kind="end_of_turn")
        body = next(c for c in ch if c is not trigger and not isinstance(c, A.Duration))
        effect = self.sentence([body])  # type: ignore[attr-defined]
        if has_unplaced_if(effect):
            raise Unsure("a trailing condition of a one-shot effect")
        if isinstance(effect, (A.ReplacementEffect, A.Ability)):
            raise Unsure("a delayed trigger whose effect is an ability")
        return A.DelayedTrigger(trigger=trigger, effect=effect, duration=duration)

    def delayed_sentence(self, ch: list[Any]) -> A.DelayedTrigger:
        """ "At the beginning of the next end step, return those cards to the battlefield" after
        another sentence (CR 603.7a): a delayed triggered ability the spell or ability creates,
        as the same instruction with "at the beginning of the next end step" after it."""
        when = next(c for c in ch if isinstance(c, tuple) and c and c[0] == "delayed")
        step = when[1]
        if not isinstance(step, A.StepTrigger) or not step.next_only or step.step == "end_combat":
            # "At the beginning of your upkeep, ..." after a sentence may be an ability of its
            # own printed on the same line (every upkeep, CR 603.2), not a delayed trigger of
            # the effect before it (once, CR 603.7c): only "the next ..." is read
            raise Unsure("a leading step that is not 'the next' after a sentence")
        body = next(c for c in ch if c is not when)
        effect = self.sentence([body])  # type: ignore[attr-defined]
        if has_unplaced_if(effect):
            raise Unsure("a trailing condition of a one-shot effect")
        if isinstance(effect, (A.ReplacementEffect, A.Ability, A.DelayedTrigger)):
            raise Unsure("a delayed trigger whose effect is an ability")
        return A.DelayedTrigger(trigger=when[1], effect=effect)

    def delayed_step_lasting(self, ch: list[Any]) -> A.DelayedTrigger:
        """ "At the beginning of each of your upkeeps for the rest of the game, [effect]"
        inside a spell (epic, CR 702.50a): a delayed triggered ability with that stated
        duration, which triggers at every such step until then (CR 603.7b). Only "for the rest
        of the game" and a step of every turn ("each of your upkeeps") are read."""
        step = one(ch, A.StepTrigger)
        duration = one(ch, A.Duration)
        if step is None or step.next_only or duration != A.Duration(kind="rest_of_game"):
            raise Unsure("a lasting delayed trigger other than 'each ... for the rest of the game'")
        body = next(c for c in ch if c is not step and c is not duration)
        effect = self.sentence([body])  # type: ignore[attr-defined]
        if has_unplaced_if(effect):
            raise Unsure("a trailing condition of a one-shot effect")
        if isinstance(effect, (A.ReplacementEffect, A.Ability, A.DelayedTrigger)):
            raise Unsure("a delayed trigger whose effect is an ability")
        return A.DelayedTrigger(trigger=step, effect=effect, duration=duration)

    def reflexive_trigger(self, ch: list[Any]) -> A.ReflexiveTrigger | XDefined:
        """ "When you do, [effect]" (CR 603.12: a reflexive triggered ability of the action
        said before it); "..., where X is [count]" after the effect gives its X (the whole
        sentence then stays an ``XDefined``: no other sentence of the ability may use an X)."""
        effect = self.sentence([c for c in ch if not isinstance(c, Token)])  # type: ignore[attr-defined]
        defined = isinstance(effect, XDefined)
        if defined:
            effect = effect.node
        if has_unplaced_if(effect):
            raise Unsure("a trailing condition of a one-shot effect")
        if isinstance(effect, (A.ReplacementEffect, A.Ability)):
            raise Unsure("a reflexive trigger whose effect is an ability")
        reflexive = A.ReflexiveTrigger(effect=effect)
        return XDefined(reflexive) if defined else reflexive

    def reflexive_trigger_paid_times(self, ch: list[Any]) -> Any:
        """ "When you pay this cost one or more times, [effect]." (CR 603.12): the reflexive
        trigger of the payments any number of times before it (effects.PaidTimesReflexive);
        another number of times is not read."""
        from .effects import PaidTimesReflexive

        if [c for c in ch if isinstance(c, int) and not isinstance(c, bool)][:1] != [1]:
            raise Unsure("a reflexive trigger of a cost paid another number of times")
        rest = [c for c in ch if not (isinstance(c, int) and not isinstance(c, bool))]
        return PaidTimesReflexive(self.reflexive_trigger(rest))

    def exert_as_it_attacks(self, ch: list[Any]) -> A.ExertAsItAttacks:
        """ "You may exert ~ as it attacks. [When you do, effect.]" (CR 701.43a, 603.12)."""
        said = [c for c in ch if not isinstance(c, (str, Token, A.ObjectRef))]
        if len(said) > 1:
            raise Unsure("more than one reflexive trigger after exerting")
        reflexive = self.reflexive_trigger(said) if said else None
        if isinstance(reflexive, XDefined):
            raise Unsure("'where X is' in the reflexive trigger of exerting")
        return A.ExertAsItAttacks(reflexive=reflexive.effect if reflexive else None)

    def triggered_if_first(self, ch: list[Any]) -> A.TriggeredAbility:
        """German "Falls du den ~ aus deiner Hand gespielt hast, wenn er ins Spiel kommt, ..."
        (2002-2009: the intervening "if" first, the trigger after it; Oracle "When ~ enters the
        battlefield, if you cast it from your hand, ...", CR 603.4): "er" in the trigger is
        the one object the condition names when that is this object; a pronoun after any
        other condition is not read."""
        intervening = one(ch, InterveningIf)
        trigger = one(ch, *_TRIGGERS)
        said = [n for n in intervening.condition.walk() if isinstance(n, A.ObjectRef)]
        if isinstance(trigger, A.EventTrigger) and trigger.object == A.ObjectRef(kind="it"):
            if not said or any(n != A.ObjectRef(kind="self") for n in said):
                raise Unsure("'it' in a trigger said after a condition naming no one object")
            fixed = dataclasses.replace(trigger, object=A.ObjectRef(kind="self"))
            ch = [fixed if c is trigger else c for c in ch]
        return self.triggered(ch)

    def intervening_if(self, ch: list[Any]) -> InterveningIf:
        """ "und falls [condition]" after a trigger (CR 603.4)."""
        return InterveningIf(condition=ch[-1])

    def intervening_if_either(self, ch: list[Any]) -> InterveningIf:
        """ "und falls [condition] oder sich [an object] in [a zone of yours] befindet" after a
        trigger (CR 603.4): either condition holds (:class:`~rulesparser.ast.AnyOf`)."""
        either = A.AnyOf(conditions=tuple(c for c in ch if isinstance(c, A.Node)))
        return InterveningIf(condition=either)

    def t_when(self, ch: list[Any]) -> A.Node:
        return ch[0]

    def t_step(self, ch: list[Any]) -> A.StepTrigger:
        return ch[0]

    def t_step_or_when(self, ch: list[Any]) -> A.AnyTrigger:
        """ "At the beginning of your upkeep or whenever you cast a green spell" (CR 603.2):
        either trigger."""
        step, event = ch
        if not isinstance(step, A.StepTrigger) or not isinstance(event, A.EventTrigger):
            raise Unsure("'or whenever' after a trigger it does not know")
        return A.AnyTrigger(triggers=(step, event))

    def t_when_and_when(self, ch: list[Any]) -> A.AnyTrigger:
        """ "When this creature enters and whenever you solve a Case" (CR 603.2): one ability
        with two trigger events, either of which triggers it."""
        events = [c for c in ch if isinstance(c, A.EventTrigger)]
        if len(events) != 2:
            raise Unsure("'and when' between triggers it does not know")
        return A.AnyTrigger(triggers=tuple(events))

    def t_during(self, ch: list[Any]) -> A.StepTrigger:
        """ "During your upkeep, [effect]" (German "Während Deiner Versorgungsphase", 1994-2003):
        the Oracle text says "At the beginning of your upkeep" (CR 503.1: the upkeep step's
        triggers). Only the upkeep is read so; "during" another step or phase is not a
        trigger."""
        return _upkeep_during(ch, self.lex)

    def t_end_step(self, ch: list[Any]) -> A.StepTrigger:
        """German 1994-2008 "Am Ende jedes Zuges / deines Zuges / des Zuges jedes Spielers":
        the Oracle text says "At the beginning of each / your / each player's end step" (CR
        513.1)."""
        owner, next_only = next(c for c in ch if isinstance(c, tuple))
        return A.StepTrigger(step="end", player=owner, next_only=next_only)

    def t_during_controller(self, ch: list[Any]) -> A.StepTrigger:
        """German "Während der Versorgungsphase des Beherrschers der verzauberten Kreatur"
        (1994-2003): "At the beginning of the upkeep of enchanted creature's controller"
        (CR 303.4, 503.1); the controller of any other object is not read."""
        obj = one(ch, A.ObjectRef)
        if obj is None or obj.kind != "enchanted":
            raise Unsure(
                "'during' the step of the controller of an object other than the enchanted one"
            )
        trigger = _upkeep_during([c for c in ch if c is not obj], self.lex)
        return dataclasses.replace(trigger, player="enchanted_controller")

    def t_end_of_turn(self, ch: list[Any]) -> A.StepTrigger:
        """ "At end of turn," (French "À la fin du tour," printed until 2009): the beginning of
        each end step, as the Oracle text says (CR 513.1)."""
        return A.StepTrigger(step="end", player="each")

    def t_end_of_your_turn(self, ch: list[Any]) -> A.StepTrigger:
        """ "À la fin de votre tour,": the beginning of your end step (CR 513.1)."""
        return A.StepTrigger(step="end", player="you")

    def t_end_of_combat(self, ch: list[Any]) -> A.StepTrigger:
        """ "At end of combat, ...": the beginning of each end of combat step (CR 511.2)."""
        return A.StepTrigger(step="end_combat", player="each")

    def te_object_post(self, ch: list[Any]) -> A.Node:
        """German "Immer wenn eine Kreatur angreift, die du kontrollierst,": the relative clause
        after the event's verb qualifies the object before it ("a creature you control", CR
        603.2); an object that has qualifiers of its own already is not read."""
        obj = one(ch, A.ObjectRef)
        posts = [c for c in ch if isinstance(c, Post)]
        events = [c for c in ch if isinstance(c, tuple)]
        controlled = {"you_control", "opponent_controls"} & set(obj.filter)
        if [e[0] for e in events] == ["becomes_target"] and (obj.kind == "self" or controlled):
            # "Wenn der ~ das Ziel eines Zauberspruchs oder einer Fähigkeit wird, den bzw. die
            # ein Gegner kontrolliert": the clause names the spell or ability's controller ("a
            # spell or ability an opponent controls", CR 115.1), not this object (a relative
            # clause after any other object's verb may be that object's: "eine Kreatur ...,
            # die du kontrollierst"), nor after an object whose controller is said already
            # ("eine bleibende Karte, die du kontrollierst, das Ziel ... wird, den bzw. die ein
            # Gegner kontrolliert": an object has one controller, CR 108.4)
            return self._becomes_target_of_controlled(ch, events[0], posts)
        if [e[0] for e in events] == ["becomes_target"]:
            # "Immer wenn eine Kreatur das Ziel eines Zauberspruchs wird, den ein Gegner
            # kontrolliert": the creature's or the spell's controller? (only the pronoun's
            # gender tells)
            raise Unsure("a relative clause after 'becomes the target' of an object or spell")
        if obj.kind not in ("any", "each") or any("_" in w or ":" in w for w in obj.filter):
            raise Unsure("a relative clause after the verb of an object named otherwise")
        filt = obj.filter
        said = [c for c in ch if isinstance(c, Words)]
        if said:
            # "Immer wenn eine andere Kreatur stirbt, die kein Spielstein ist" (another
            # nontoken creature dies): a negated type said of one noun, read before it as
            # English says it ("another nontoken creature", CR 205.4); any other word said so
            # is not read
            *head, noun = filt or ("",)
            words = [w for ws in said for w in ws.filter()]
            if (
                not set(head) <= {"another", "other"}
                or noun not in _PERMANENT_TYPES | creature_types()
                or not all(w.startswith("non") and "|" not in w for w in words)
            ):
                raise Unsure("a relative clause after the verb of an object named otherwise")
            filt = (*head, *sorted(words), noun)
        qualified = dataclasses.replace(obj, filter=filt + tuple(sorted(p.word for p in posts)))
        return self.te_object(
            [qualified if c is obj else c for c in ch if c not in posts and c not in said]
        )

    def _becomes_target_of_controlled(
        self, ch: list[Any], event: tuple[str, dict[str, Any]], posts: list[Post]
    ) -> A.Node:
        """The relative clause after "das Ziel eines Zauberspruchs oder einer Fähigkeit wird"
        qualifies the spell or ability ("den bzw. die ein Gegner kontrolliert": English "a
        spell or ability an opponent controls", CR 115.1); only a controller is read there."""
        by = event[1].get("by")
        words = [p.word for p in posts]
        if not isinstance(by, A.ObjectRef) or len(words) != 1:
            raise Unsure("a relative clause after 'becomes the target' of no spell named")
        if words[0] not in ("opponent_controls", "you_control") or words[0] in by.filter:
            raise Unsure("a relative clause after 'becomes the target' that is no controller")
        qualified = dataclasses.replace(by, filter=by.filter + (words[0],))
        new_event = (event[0], {**event[1], "by": qualified})
        return self.te_object([new_event if c is event else c for c in ch if c not in posts])

    def te_object(self, ch: list[Any]) -> A.Node:
        """ "[object] [event] (or [event])*" (CR 603.2). In "blocks or becomes blocked by a
        creature" the creature is said once for both events. The object and its events are
        told by node type, in either order (French "des blessures sont infligées à la ~": the
        event before the object)."""
        obj = one(ch, A.ObjectRef)
        if obj.kind == "target":
            raise Unsure("a target in a trigger event")
        verbs = [c for c in ch if isinstance(c, tuple)]
        if [v[0] for v in verbs] == ["blocks", "becomes_blocked"] and not verbs[0][1]:
            verbs[0] = ("blocks", dict(verbs[1][1]))
        if (
            [v[0] for v in verbs] == ["blocks", "becomes_blocked"]
            and verbs[0][1].get("by") is not None
            and verbs[1][1].get("by") == A.ObjectRef(kind="it")
        ):
            # German "eine Kreatur blockt oder von ihr geblockt wird": "ihr" is that creature,
            # the one creature of both events ("blocks or becomes blocked by a creature")
            verbs[1] = ("becomes_blocked", dict(verbs[0][1]))
        if (
            "transforms_into_self" in [v[0] for v in verbs]
            and obj.filter[1:] == (DEMONSTRATIVE_MARK,)
            and not obj.count
        ):
            # French "Quand cette créature se transforme en ~" (this or that creature): only
            # this permanent transforms into the face that prints the ability (CR 701.27e), as
            # English "When this creature transforms into ~"; so is the subject of every event
            # said with it (German "Immer wenn diese Kreatur ins Spiel kommt oder in ~
            # transformiert": one subject, English "this creature enters ... or transforms")
            obj = A.ObjectRef(kind="self")
        triggers = []
        for verb in verbs:
            event, extra = verb
            if event == "transforms_into_self" and obj.kind != "self":
                # "Whenever a permanent you control transforms into ~": another permanent
                # becoming this face is not what the ability says of itself (CR 701.27e)
                raise Unsure("another object transforming into this face")
            if event == "put_into_graveyard":
                # a creature or another permanent (CR 110.1, 302) put into a graveyard came
                # from the battlefield: it dies (CR 700.4); so does this permanent or the one
                # it enchants or equips (a permanent's trigger works on the battlefield only,
                # CR 113.6: "from anywhere" says otherwise); a card may come from anywhere
                permanent = (
                    "creature" in obj.filter
                    or "permanent" in obj.filter
                    or obj.kind in ("self", "enchanted", "equipped")
                )
                if not permanent or "card" in obj.filter:
                    raise Unsure("an object put into a graveyard from an unnamed zone")
                if obj.kind == "self":
                    # the card itself, printed with no zone ("Wenn Serras Avatar auf dem
                    # Friedhof landet", Urza's Saga): its Oracle text says "from anywhere"
                    # (Serra Avatar, Guile: CR 603.6c, a trigger of the card in any zone) or
                    # "from the battlefield" (Fallen Ideal): which one the print does not say
                    raise Unsure("this card put into a graveyard from an unnamed zone")
                event = "dies"
            if event in ("enters_tapped", "enters_untapped"):
                word = event.removeprefix("enters_")
                event = "enters"
                if word not in obj.filter:
                    obj = dataclasses.replace(obj, filter=obj.filter + (word,))
            if event.startswith("attacks_while_"):  # "attacks while saddled" (CR 702.171b)
                word = event.removeprefix("attacks_while_")
                event = "attacks"
                if word not in obj.filter:
                    obj = dataclasses.replace(obj, filter=obj.filter + (word,))
            if event in _ENTERS_UNDER:
                word = _ENTERS_UNDER[event]
                event = "enters"
                obj2 = obj
                if obj.kind in ("self", "it") and word != "you_control":
                    raise Unsure("this object entering under another player's control")
                if obj.kind not in ("self", "it") and word not in obj.filter:
                    obj2 = A.ObjectRef(
                        kind=obj.kind,
                        filter=obj.filter + (word,),
                        count=obj.count,
                        up_to=obj.up_to,
                    )
                triggers.append(A.EventTrigger(event=event, object=obj2))
                continue
            if event == "attacks_you_or":  # "attacks you or a planeswalker you control"
                triggers.append(A.EventTrigger(event="attacks", object=obj, recipient=YOU))
                triggers.append(A.EventTrigger(event="attacks", object=obj, **extra))
                continue
            if event == "dies" and "card" in obj.filter:
                # "eine schwarze Karte auf den Friedhof gelegt wird": a card put into a graveyard
                # (from anywhere, Compost), not a permanent dying (CR 700.4, 110.1)
                raise Unsure("a card said to die")
            if event == "dies" and any(
                w.startswith("in_") and w.endswith(("_library", "_hand", "_graveyard"))
                for w in obj.filter
            ):
                # "aus deiner Bibliothek auf deinen Friedhof gelegt wird" (milled): a card put
                # into a graveyard from elsewhere than the battlefield does not die (CR 700.4)
                raise Unsure("a card put into a graveyard from a zone other than the battlefield")
            if "owner" in extra:  # the object's owner (CR 400.3)
                extra = dict(extra)
                owner = extra.pop("owner")
                if obj.kind in ("self", "it", "that"):
                    raise Unsure("this object put into a graveyard said by its owner")
                if owner is not None and owner not in obj.filter:
                    obj = dataclasses.replace(obj, filter=obj.filter + (owner,))
            triggers.append(A.EventTrigger(event=event, object=obj, **extra))
        return triggers[0] if len(triggers) == 1 else A.AnyTrigger(triggers=tuple(triggers))

    def te_combat_damage_to_player_first(self, ch: list[Any]) -> A.Node:
        """ "[player] [object] deals combat damage" with the recipient said first (German
        "Immer wenn dir eine Kreatur Kampfschaden zufügt"): :meth:`te_object` of the object
        dealing combat damage to that player (CR 510.2)."""
        recipient = one(ch, A.PlayerRef)
        return self.te_object(
            [one(ch, A.ObjectRef), ("deals_combat_damage", {"recipient": recipient})]
        )

    def te_damage_to_player_first(self, ch: list[Any]) -> A.Node:
        """As :meth:`te_combat_damage_to_player_first`, any damage (CR 120.3)."""
        recipient = one(ch, A.PlayerRef)
        return self.te_object([one(ch, A.ObjectRef), ("deals_damage", {"recipient": recipient})])

    def damage_causes_life_gain(self, ch: list[Any]) -> A.StaticAbility:
        """ "Damage dealt by this creature also causes you to gain that much life." (lifelink,
        CR 702.15b: the damage its source deals causes that source's controller to gain that
        much life; CR 120.3f): the rule lifelink changes, named as its expansion names it
        (kb/keywords.yaml game_rules). Only this object's damage and its controller's life."""
        obj, player = one(ch, A.ObjectRef), one(ch, A.PlayerRef)
        if obj.kind != "self" or player != YOU:
            raise Unsure("damage of another source, or life another player gains")
        return A.StaticAbility(rule="cr:702.15b")

    def damage_enough_to_destroy(self, ch: list[Any]) -> list[A.StaticAbility]:
        """ "Any amount of damage this deals to a creature is enough to destroy it." (deathtouch,
        CR 702.2b: the creature it dealt damage to is destroyed; 702.2c: any nonzero amount of
        combat damage it assigns to a creature is lethal damage): the rules deathtouch changes,
        named as its expansion names them (kb/keywords.yaml game_rules)."""
        victim, it = nodes(ch, A.ObjectRef)
        if (victim.kind, victim.filter, victim.count) != ("any", ("creature",), 1):
            raise Unsure("damage to something other than a creature")
        if it.kind != "it":
            raise Unsure("destroying another object than the one dealt damage")
        return [A.StaticAbility(rule="cr:702.2b"), A.StaticAbility(rule="cr:702.2c")]

    def begin_game_on_battlefield(self, ch: list[Any]) -> A.StaticAbility:
        """ "If ~ is in your opening hand, you may begin the game with it on the battlefield."
        (CR 103.6a: an action taken with the opening hand, before the first turn). German says
        the card as an object ("Falls die ~ auf deiner Starthand ist, ... mit ihr ...", "...,
        kannst du sie vor Spielbeginn ins Spiel bringen"): the first is this card, a second one
        this card or "it" (that card).
        Raises :class:`Unsure` for another card in the opening hand or put onto the
        battlefield."""
        objects = nodes(ch, A.ObjectRef)
        if objects and objects[0].kind != "self":
            raise Unsure("a card other than this one in the opening hand")
        if any(o.kind not in ("self", "it") or o.filter for o in objects[1:]):
            raise Unsure("a card other than this one begins the game on the battlefield")
        return A.StaticAbility(rule="begin_game_on_battlefield")

    def can_be_commander(self, ch: list[Any]) -> A.StaticAbility:
        """ "~ can be your commander." (CR 903.3a: this card may be chosen as a Commander
        deck's commander; the ability functions before the game begins, CR 113.6n)."""
        return A.StaticAbility(rule="cr:903.3a")

    def reveal_from_opening_hand(self, ch: list[Any]) -> A.OpeningHandReveal:
        """ "You may reveal this card from your opening hand. If you do, at the beginning of
        the first upkeep, [effect]." (CR 103.6b): the delayed triggered ability revealing it
        creates (CR 603.7a), said before or after its effect; "this card" only."""
        nouns = tokens(ch, "OBJ_NOUN")  # French "cette carte" (this card)
        if (
            nouns
            and self.lex.lookup("OBJ_NOUN", str(nouns[0])) != "card"
            or not nouns
            and str(tokens(ch, "SELF")[0]).lower() not in ("this card", "~")
        ):
            raise Unsure("revealing from the opening hand something other than this card")
        when = next((c for c in ch if isinstance(c, tuple) and c and c[0] == "delayed"), None)
        body = [c for c in ch if not isinstance(c, Token) and c is not when]
        if when is not None:
            effect = self.delayed_sentence([when, *body])
        else:
            effect = self.sentence(body)  # type: ignore[attr-defined]
        if not isinstance(effect, A.DelayedTrigger) or not getattr(
            effect.trigger, "next_only", False
        ):
            raise Unsure(
                "revealing from the opening hand without a delayed trigger at the next step"
            )
        return A.OpeningHandReveal(effect=effect)

    def deck_copies(self, ch: list[Any]) -> A.StaticAbility:
        """ "A deck can have any number of cards named ~" / "up to seven cards named ~" (CR
        100.2a: a constructed deck holds at most four copies of a card; this card's ability,
        which functions before the game, CR 113.6, changes that number for its own copies):
        ``max`` is ``any`` or the number."""
        obj = one(ch, A.ObjectRef)
        if obj is None or obj.kind != "any" or obj.filter != ("card", "named:~") or not obj.up_to:
            raise Unsure("a deck-construction rule for other cards than this card's copies")
        return A.StaticAbility(
            rule="deck_copies", parameters=(("max", "any" if obj.count is None else obj.count),)
        )

    def te_one_or_more(self, ch: list[Any]) -> A.Node:
        """ "one or more [objects] [event]" (CR 603.2c): a batched trigger, once per event
        however many of the objects it involves (``batched``)."""
        from .phrases import _RANK, Post, Words

        if one(ch, int) != 1:
            raise Unsure("a trigger on a number of objects other than 'one or more'")
        words = one(ch, Words)
        other = (_RANK["OTHER"], "other")
        if other in ch:  # French "au moins une autre créature": "other" before the noun phrase
            ch = [c for c in ch if c != other]
            words = Words(items=(other, *words.items), marks=words.marks)
        posts = tuple(sorted(p.word for p in ch if isinstance(p, Post)))
        obj = A.ObjectRef(kind="any", filter=words.filter() + posts)
        verbs = [c for c in ch if isinstance(c, tuple)]
        found = self.te_object([obj, *verbs])
        triggers = found.triggers if isinstance(found, A.AnyTrigger) else (found,)
        for t in triggers:
            if not isinstance(t, A.EventTrigger) or t.event not in _BATCHED_EVENTS:
                raise Unsure("'one or more' objects of an event it does not batch")
        batched = tuple(dataclasses.replace(t, batched=True) for t in triggers)
        return batched[0] if len(batched) == 1 else A.AnyTrigger(triggers=batched)

    def pe_cast_nth(self, ch: list[Any]) -> tuple[str, A.ObjectRef, dict[str, Any]]:
        """ "casts your second spell each turn": that player's Nth spell of the turn."""
        from .phrases import Post, Words

        posts = tuple(sorted(p.word for p in ch if isinstance(p, Post)))
        obj = A.ObjectRef(kind="any", filter=one(ch, Words).filter() + posts)
        if "spell" not in obj.filter:
            raise Unsure("casting the Nth object that is not a spell")
        return ("cast", obj, {"nth": one(ch, int)})

    def pe_cast_nth_their(self, ch: list[Any]) -> tuple[str, A.ObjectRef, dict[str, Any]]:
        """ "casts their first spell each turn": a player other than you (:meth:`te_player`)."""
        event, obj, extra = self.pe_cast_nth(ch)
        return (event, obj, {**extra, "their": True})

    def pe_cast_first_time(self, ch: list[Any]) -> tuple[str, A.ObjectRef, dict[str, Any]]:
        """German "zum ersten Mal in einem Zug einen Zauberspruch wirkt" (casts your / their
        first spell each turn): :meth:`pe_cast_nth` with ``nth`` 1; German says no possessive,
        so the player may be you or another (``their`` None: :meth:`te_player` checks none).
        Raises :class:`Unsure` for another number than one (a turn, a spell)."""
        numbers = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        if numbers != [1, 1]:
            raise Unsure("the first of a number of spells, or in a number of turns")
        event, obj, extra = self.pe_cast_nth([c for c in ch if c not in numbers] + [1])
        return (event, obj, {**extra, "their": None})

    def pe_draw_nth(self, ch: list[Any]) -> tuple[str, A.ObjectRef, dict[str, Any]]:
        """ "draws your second card each turn" (CR 121.2: each card drawn is one event)."""
        if self.lex.lookup("OBJ_NOUN", str(tokens(ch, "OBJ_NOUN")[0])) != "card":
            raise Unsure("drawing something that is not a card")
        return ("draw", A.ObjectRef(kind="any", filter=("card",)), {"nth": one(ch, int)})

    def pe_draw_nth_words(self, ch: list[Any]) -> tuple[str, A.ObjectRef, dict[str, Any]]:
        """ "deine zweite Karte innerhalb desselben Zuges ziehst": :meth:`pe_draw_nth` with the
        noun read as an object's words (German says the verb last, after a noun phrase that
        "deinen zweiten Zauberspruch ... wirkst" has too: one rule reads both)."""
        from .phrases import Words

        if one(ch, Words).filter() != ("card",):
            raise Unsure("drawing something that is not a card")
        return ("draw", A.ObjectRef(kind="any", filter=("card",)), {"nth": one(ch, int)})

    def pe_cast_next(self, ch: list[Any]) -> tuple[str, A.ObjectRef, dict[str, Any]]:
        """ "casts your next instant or sorcery spell": once, the next time (CR 603.7c)."""
        obj, extra = self.pe_cast_nth([*ch, 1])[1:]
        return ("cast", obj, {"next_only": True})

    def ord_first(self, ch: list[Any]) -> int:
        return 1

    def ord_second(self, ch: list[Any]) -> int:
        return 2

    def ord_third(self, ch: list[Any]) -> int:
        return 3

    def tv_attacks_you(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "attacks you" (CR 508.1b: the player it attacks, ``recipient``)."""
        return ("attacks", {"recipient": YOU})

    def tv_attacks_player(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "attacks the player with the most life or tied for most life" (dethrone, CR
        702.105a; CR 508.1b: the player it attacks, ``recipient``)."""
        return ("attacks", {"recipient": one(ch, A.PlayerRef)})

    def tv_attacks_you_or(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "attacks you or a planeswalker you control": either (read in :meth:`te_object`)."""
        from .phrases import Words

        if one(ch, int) != 1 or one(ch, Words).filter() != ("planeswalker",):
            raise Unsure("attacking you or another permanent")
        walker = A.ObjectRef(kind="any", filter=("planeswalker", "you_control"))
        return ("attacks_you_or", {"recipient": walker})

    def te_self_or_haunted_demonstrative(self, ch: list[Any]) -> A.AnyTrigger:
        """German "Wenn der ~ ins Spiel kommt oder die Kreatur, bei der er spukt, ... wird"
        (haunt, CR 702.55c): :meth:`te_self_or_haunted`, the creature said with the
        demonstrative word "die Kreatur" (its word class value names the noun)."""
        noun = self.lex.lookup("DEMONSTRATIVE", str(tokens(ch, "DEMONSTRATIVE")[0]))
        if one(ch, A.ObjectRef).kind != "self" or noun != "creature":
            raise Unsure("an object haunted that is not a creature")
        verbs = [c for c in ch if isinstance(c, tuple)]
        haunted = A.ObjectRef(kind="haunted", filter=("creature",))
        first = self.te_object([A.ObjectRef(kind="self"), verbs[0]])
        second = self.te_object([haunted, verbs[1]])
        return A.AnyTrigger(triggers=(first, second))

    def te_self_or_haunted(self, ch: list[Any]) -> A.AnyTrigger:
        """ "When ~ enters the battlefield or the creature it haunts dies" (haunt, CR 702.55c):
        this card's event or the haunted creature's (ObjectRef kind ``haunted``)."""
        from .phrases import Words

        verbs = [c for c in ch if isinstance(c, tuple)]
        if one(ch, A.ObjectRef).kind != "self" or one(ch, Words).filter() != ("creature",):
            raise Unsure("an object haunted that is not a creature")
        haunted = A.ObjectRef(kind="haunted", filter=("creature",))
        first = self.te_object([A.ObjectRef(kind="self"), verbs[0]])
        second = self.te_object([haunted, verbs[1]])
        return A.AnyTrigger(triggers=(first, second))

    def tv_put_into_zone_anywhere(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "is put into [a / your / an opponent's] graveyard from anywhere" (CR 400.3: the
        graveyard of the card's owner, said as ``owner``: the object's owner)."""
        if self.lex.lookup("ZONE", str(tokens(ch, "ZONE")[0])) != "graveyard":
            raise Unsure("a card put into a zone that is not a graveyard")
        said = next((c for c in ch if isinstance(c, str) and not isinstance(c, Token)), None)
        number = one(ch, int)
        if said is None and number == 1:  # "an opponent's graveyard"
            return ("put_into_graveyard_from_anywhere", {"owner": "opponent_owns"})
        if said in ("a", "the", "your") and number is None:
            # ("the graveyard": its owner's, the only one a card goes to, CR 400.3)
            owner = "you_own" if said == "your" else None
            return ("put_into_graveyard_from_anywhere", {"owner": owner})
        raise Unsure("a graveyard of another owner")

    def tv_leaves_graveyard(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "leave your graveyard" (CR 603.10a: cards that leave their owner's graveyard for any
        zone; event ``leaves_graveyard``, the object's owner said as ``owner``)."""
        if self.lex.lookup("ZONE", str(tokens(ch, "ZONE")[0])) != "graveyard":
            raise Unsure("an object leaving a zone that is not a graveyard")
        said = next((c for c in ch if isinstance(c, str) and not isinstance(c, Token)), None)
        if said != "your":
            raise Unsure("leaving a graveyard of another owner")
        return ("leaves_graveyard", {"owner": "you_own"})

    def te_self_or(self, ch: list[Any]) -> A.AnyTrigger:
        """ "Whenever ~ or another Ally enters the battlefield under your control": this
        object's event or the other object's (CR 603.2, one ability)."""
        other, verb = one(ch, A.ObjectRef), ch[-1]
        if other.kind in ("self", "target"):
            raise Unsure("'~ or' an object that is not another object")
        second = self.te_object([other, verb])
        if verb[0] == "put_into_graveyard":
            # "Immer wenn das ~ oder eine andere bleibende Karte, die du kontrollierst, auf
            # einen Friedhof gelegt wird": said with another permanent (one that dies, read
            # above), this one is on the battlefield too
            verb = ("dies", verb[1])
        first = self.te_object([A.ObjectRef(kind="self"), verb])
        return A.AnyTrigger(triggers=(first, second))

    def te_demonstrative_or(self, ch: list[Any]) -> A.AnyTrigger:
        """French "À chaque fois que cette créature ou un autre lapin que vous contrôlez
        arrive" (the 2024 templates: English "Whenever this creature or another Rabbit you
        control enters", CR 603.2, one ability): :meth:`te_self_or` with the object said by a
        demonstrative, the trigger's first words, which :func:`resolve_card_demonstratives`
        reads as this object (nothing of its noun is named before it) or leaves unparsed."""
        this, other = (c for c in ch if isinstance(c, A.ObjectRef))
        if DEMONSTRATIVE_MARK not in this.filter or other.kind in ("self", "target"):
            raise Unsure("'this [noun] or' an object that is not another object")
        if "another" not in other.filter and "other" not in other.filter:
            # ("cette créature ou une créature" never names this object twice: said so, the
            # demonstrative may be that creature of a line before, CR 608.2c)
            raise Unsure("'this [noun] or' an object that is not said as another")
        verb = ch[-1]
        second = self.te_object([other, verb])
        return A.AnyTrigger(triggers=(self.te_object([this, verb]), second))

    def te_state_counters(self, ch: list[Any]) -> A.StateTrigger:
        """ "When ~ has three or more plague counters on it", "When ~ has no ice counters on it"
        (CR 603.8: a state trigger on the condition, :meth:`c_has_counters`)."""
        obj = one(ch, A.ObjectRef)
        if obj is None or obj.kind != "self":
            raise Unsure("a state trigger on counters of another object")
        return A.StateTrigger(condition=self.c_has_counters(ch))  # type: ignore[attr-defined]

    def te_state_no_counters(self, ch: list[Any]) -> A.StateTrigger:
        """French "Quand les ~ n'ont plus de marqueur « glace » sur elles" (CR 603.8): the state
        trigger of :meth:`te_state_counters` with the number zero said by the negation."""
        return self.te_state_counters([*ch, 0])

    def te_player_or_it(self, ch: list[Any]) -> A.AnyTrigger:
        """ "When you cycle ~ or it dies" (CR 603.2): the player's event on this object or
        this object's own event, one ability."""
        said, verb = [c for c in ch if isinstance(c, tuple)]
        first = self.te_player([one(ch, A.PlayerRef), said])
        if not isinstance(first, A.EventTrigger) or first.object != A.ObjectRef(kind="self"):
            raise Unsure("'or it' after an event on something other than this object")
        second = self.te_object([A.ObjectRef(kind="self"), verb])
        return A.AnyTrigger(triggers=(first, second))

    def te_player_or_object(self, ch: list[Any]) -> A.AnyTrigger:
        """ "Whenever you cast a black spell or a Swamp enters the battlefield under your
        control" (Staff of the Death Magus; French "ou qu'un marais arrive", German "wirkst oder
        ein Sumpf ... ins Spiel kommt"): a player's event or another object's, either event
        triggering the one ability (CR 603.2)."""
        player = one(ch, A.PlayerRef)
        objects = [c for c in ch if isinstance(c, A.ObjectRef)]
        said = [c for c in ch if isinstance(c, tuple)]
        if len(said) == 1:  # (French, German: the cast said as one rule, te_cast)
            first = self.te_cast([player, objects[0]])
            obj, verbs = objects[1], said
        else:
            first = self.te_player([player, said[0]])
            obj, verbs = objects[0], said[1:]
        second = self.te_object([obj, *verbs])
        if not isinstance(first, A.EventTrigger) or not isinstance(second, A.EventTrigger):
            raise Unsure("either event of a player or an object, one of several events")
        return A.AnyTrigger(triggers=(first, second))

    def te_counters_put(self, ch: list[Any]) -> A.EventTrigger:
        """ "Whenever one or more +1/+1 counters are put on ~" (CR 122.6: one event however
        many counters)."""
        if ch[0] != 1:
            raise Unsure("a trigger on a number of counters other than 'one or more'")
        kind = self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0]))
        obj = self._event_object(one(ch, A.ObjectRef))
        return A.EventTrigger(event="counter_put", object=obj, counter=kind)

    def te_player(self, ch: list[Any]) -> A.Node:
        """ "Whenever [player] [does something]" (CR 603.2): the player who acts is the
        trigger's ``player``; "casts or copies" is either event (one ability)."""
        player, said = one(ch, A.PlayerRef), ch[-1]
        event, obj = said[:2]
        if event == "activate_of":  # "activates an ability of an Elemental": by its source
            return A.EventTrigger(event="activate", object=obj, player=player, by=said[2])
        if event == "counter_put_by":  # "you put one or more -1/-1 counters on a creature"
            return A.EventTrigger(event="counter_put", object=obj, counter=said[2], player=player)
        extra = dict(said[2]) if len(said) > 2 else {}
        if extra and (player == YOU) == extra.pop("their", False):
            raise Unsure("an Nth or next event of a player said with the wrong possessive")
        if player.object is not None:
            raise Unsure("a player named through an object in a trigger")
        if event == "cast_or_copy":
            return A.AnyTrigger(
                triggers=tuple(
                    A.EventTrigger(event=e, object=obj, player=player) for e in ("cast", "copy")
                )
            )
        if event == "attack_player":  # "attacks enchanted player with one or more creatures"
            return A.EventTrigger(event="attack", player=player, recipient=obj)
        if event == "cycle_or_discard":
            return A.AnyTrigger(
                triggers=(
                    A.EventTrigger(event="cycle", object=obj, player=player),
                    A.EventTrigger(event="discarded", object=_without_hand(obj), player=player),
                )
            )
        return A.EventTrigger(event=event, object=obj, player=player, **extra)

    def dn_day(self, ch: list[Any]) -> str:
        return "day"

    def dn_night(self, ch: list[Any]) -> str:
        return "night"

    def te_day_night(self, ch: list[Any]) -> A.Node:
        """ "Whenever day becomes night or night becomes day" (CR 725.1a): events
        ``day_becomes_night`` / ``night_becomes_day``, either of them (:class:`AnyTrigger`)."""
        words = [c for c in ch if c in ("day", "night")]
        pairs = list(zip(words[0::2], words[1::2], strict=True))
        if any(a == b for a, b in pairs) or len(set(pairs)) != len(pairs):
            raise Unsure("day becoming day, or one change said twice")
        triggers = tuple(A.EventTrigger(event=f"{a}_becomes_{b}") for a, b in pairs)
        return triggers[0] if len(triggers) == 1 else A.AnyTrigger(triggers=triggers)

    def te_caused_by(self, ch: list[Any]) -> A.EventTrigger:
        """ "When a spell or ability an opponent controls causes you to discard ~" (CR 701.8),
        "Whenever a white instant or sorcery spell causes you to gain life" (CR 119.3): the
        player's event, ``by`` the spell or ability that causes it."""
        source = ch[0]
        trigger = self.te_player(ch[1:])
        if not isinstance(trigger, A.EventTrigger) or trigger.event not in (
            "discarded",
            "gain_life",
        ):
            raise Unsure("an event caused by a spell other than a discard or a life gain")
        if trigger.object is not None and trigger.object.kind not in ("self", "any"):
            # ("causes you to discard cards this turn": a batch of cards, not read)
            raise Unsure("a caused discard of several cards")
        words = {w for f in source.filter for w in f.split("|")}
        if (
            source.kind != "any"
            or source.count not in (None, 1)
            or not words & {"spell", "ability"}
        ):
            raise Unsure("an event caused by something other than a spell or ability")
        return dataclasses.replace(trigger, by=source)

    def pe_cycle_or_discard(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "Whenever you cycle or discard a card" (CR 702.29a, 701.9a): cycling a card or
        discarding one. Cycling discards the card as a cost, and the ability triggers only once
        for it (Amonkhet release notes)."""
        obj = self._event_object(one(ch, A.ObjectRef))
        if obj.filter not in (("card",), ("another", "card")):
            raise Unsure("cycling or discarding something other than 'a card'")
        return ("cycle_or_discard", obj)

    def pe_cast_or_copy(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "casts or copies [a spell]" (magecraft): casting it (CR 601.2) or putting a copy of
        it on the stack (CR 707.10, event ``copy``)."""
        obj = self._event_object(one(ch, A.ObjectRef))
        if "spell" not in obj.filter:
            raise Unsure("casting or copying something that is not a spell")
        return ("cast_or_copy", obj)

    def pe_cast_targeting(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "casts a spell that targets ~" (heroic, CR 115.1): the spell, a
        :class:`~rulesparser.ast.StackObjectRef` whose ``targeting`` names this object."""
        spell = self._event_object(ch[0])
        what = ch[1]
        if what.kind not in ("self", "any") or what.count not in (None, 1) or what.up_to:
            raise Unsure("a spell targeting an object that is not this or a kind")
        if what.kind == "any" and not what.filter:
            raise Unsure("a spell targeting an unnamed object")
        return (
            "cast",
            A.StackObjectRef(
                kind=spell.kind,
                filter=spell.filter,
                count=spell.count,
                targeting=A.Targets(object=A.ObjectRef(kind=what.kind, filter=what.filter)),
            ),
        )

    def pe_cast_targeting_only(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "casts a spell that targets only ~" (CR 115.3: every target of the spell is this
        object): :meth:`pe_cast_targeting` with ``Targets.only``; only this object is read
        ("nur eine einzelne Kreatur" is not)."""
        event, spell = self.pe_cast_targeting(ch)
        targeting = spell.targeting
        if targeting is None or targeting.object != A.ObjectRef(kind="self"):
            raise Unsure("'that targets only' something other than this object")
        return event, dataclasses.replace(
            spell, targeting=dataclasses.replace(targeting, only=True)
        )

    def pe_sacrifice(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "sacrifices [a permanent]" (CR 701.21a: moved from the battlefield to its owner's
        graveyard by its controller)."""
        return ("sacrificed", self._event_object(one(ch, A.ObjectRef)))

    def pe_exert(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "exerts [a creature]" (CR 701.43a)."""
        return ("exerted", self._event_object(one(ch, A.ObjectRef)))

    def pe_activate_keyword(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "activates a boast ability" / "a ninjutsu ability" (CR 602.2: the ability is put
        on the stack as it is activated): an ability of that keyword, which must be an
        activated ability (its CR "means" text is "[Cost]...: [Effect]", CR 602.1); the
        ability is the event's object (``filter`` the keyword and ``ability``)."""
        self._ability_noun(ch)
        kws = [t for t in ch if isinstance(t, Token) and t.type.startswith("KW_")]
        kids = sorted({self.lex.lookup(kw.type, str(kw)) for kw in kws})
        if len(kids) != len(kws) or not all(_activated_keyword(k) for k in kids):
            raise Unsure("activating a keyword that is not an activated ability")
        # "an eternalize or embalm ability": either keyword ("a|b", as "artifact or enchantment")
        return ("activate", A.ObjectRef(kind="any", filter=("|".join(kids), "ability")))

    def pe_activate_loyalty(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "activates a loyalty ability" (CR 606.3: a planeswalker's activated ability with a
        loyalty symbol in its cost, CR 602.2)."""
        self._ability_noun(ch)
        return ("activate", A.ObjectRef(kind="any", filter=("loyalty", "ability")))

    def pe_activate_nonmana(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "activates an ability that isn't a mana ability" (CR 602.2; a mana ability, CR
        605.1a, doesn't use the stack): the words of "activate abilities that aren't mana
        abilities" (``nonmana``, :meth:`pr_activate_nonmana`)."""
        self._ability_noun(ch)
        return ("activate", A.ObjectRef(kind="any", filter=("nonmana", "ability")))

    def pe_activate_of(self, ch: list[Any]) -> tuple[str, A.ObjectRef, A.ObjectRef]:
        """ "activates an ability of an Elemental" (CR 602.2): any activated ability whose
        source (CR 113.7) is such an object, the event's ``by``; "an ability of ~" or of a
        named object is not read."""
        self._ability_noun(ch)
        source = one(ch, A.ObjectRef)
        if source.kind != "any" or source.count not in (None, 1) or not source.filter:
            raise Unsure("an ability of an object that is not 'a [kind]'")
        kind = A.ObjectRef(kind="any", filter=source.filter)
        return ("activate_of", A.ObjectRef(kind="any", filter=("ability",)), kind)

    def _ability_noun(self, ch: list[Any]) -> None:
        """Every object noun of an "activate" event is "ability" (CR 602)."""
        for t in tokens(ch, "OBJ_NOUN"):
            if self._canon(t) != "ability":
                raise Unsure("activating something that is not an ability")

    def pe_collect_evidence(self, ch: list[Any]) -> tuple[str, None]:
        """ "Whenever you collect evidence" (CR 701.59a: exile cards with total mana value N or
        greater from your graveyard), whatever N."""
        return ("collect_evidence", None)

    def pe_scry(self, ch: list[Any]) -> tuple[str, None]:
        """ "Whenever you scry" (CR 701.22a: look at the top N cards of your library and put
        them back), whatever N."""
        return ("scry", None)

    def pe_surveil(self, ch: list[Any]) -> tuple[str, None]:
        """ "Whenever you surveil" (CR 701.25a), whatever N."""
        return ("surveil", None)

    def pe_forage(self, ch: list[Any]) -> tuple[str, None]:
        """ "Whenever you forage" (CR 701.61a: exile three cards from your graveyard or
        sacrifice a Food)."""
        return ("forage", None)

    def pe_commit_crime(self, ch: list[Any]) -> tuple[str, None]:
        """ "Whenever you commit a crime" (CR 700.13: a spell or ability of the player targets
        an opponent, something an opponent controls or a card in an opponent's graveyard)."""
        return ("commit_crime", None)

    def pe_give_gift(self, ch: list[Any]) -> tuple[str, None]:
        """ "Whenever you give a gift" (CR 702.174c)."""
        return ("give_gift", None)

    def pe_expend(self, ch: list[Any]) -> tuple[str, None, tuple[tuple[str, int], ...]]:
        """ "Whenever you expend 4" (CR 700.14): the player's mana spent to cast spells this
        turn reaches N (``nth``: their Nth total mana spent so)."""
        n = ch[-1]
        if not isinstance(n, int) or n < 1:
            raise Unsure("expend a number that is not a constant")
        return ("expend", None, (("nth", n), ("their", False)))

    def pe_solve(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "whenever you solve a Case" (CR 719.3a: the Case becomes solved)."""
        return ("solved", self._event_object(one(ch, A.ObjectRef)))

    def pe_unlock_door(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "When you unlock this door" (CR 709.5h): this Room's half with the ability gets its
        unlocked designation (event ``door_unlocked`` of this object)."""
        return ("door_unlocked", A.ObjectRef(kind="self"))

    def pe_fully_unlock(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "whenever you fully unlock a Room" (CR 709.5i: the permanent gets its second
        unlocked designation)."""
        return ("fully_unlocked", self._event_object(one(ch, A.ObjectRef)))

    def pe_attacks_player(self, ch: list[Any]) -> tuple[str, A.PlayerRef]:
        """ "[a player] attacks enchanted player with one or more creatures" (CR 508.1: that
        player declares one or more attackers attacking the player named, ``recipient``)."""
        from .phrases import Words

        if one(ch, int) != 1 or one(ch, Words).filter() != ("creature",):
            raise Unsure("attacking a player with something other than one or more creatures")
        return ("attack_player", one(ch, A.PlayerRef))

    def pe_put_counters(self, ch: list[Any]) -> tuple[str, A.ObjectRef, str]:
        """ "[you] put one or more -1/-1 counters on a creature" (CR 122.6: one event however
        many counters are put): ``counter_put`` by that player."""
        if one(ch, int) != 1:
            raise Unsure("a trigger on a number of counters other than 'one or more'")
        kind = self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0]))
        return ("counter_put_by", self._event_object(one(ch, A.ObjectRef)), kind)

    def pe_attack_with(self, ch: list[Any]) -> tuple[str, A.ObjectRef, dict[str, Any]]:
        """ "[you] attack with three or more creatures" (CR 508.1: the player declares at least
        that many attackers; one event however many, CR 603.2c): ``attack`` with the attackers
        as ``object``, its ``count`` the least number of them."""
        from .phrases import Post, Words

        amount = one(ch, int)
        posts = tuple(sorted(p.word for p in ch if isinstance(p, Post)))
        obj = A.ObjectRef(kind="any", filter=one(ch, Words).filter() + posts, count=amount)
        if "creature" not in obj.filter:
            raise Unsure("attacking with something not said to be creatures")
        return ("attack", obj, {"batched": True})

    def pe_attack(self, ch: list[Any]) -> tuple[str, None]:
        """ "Whenever you attack": whenever that player attacks with one or more creatures
        (CR 508.1, 508.3a)."""
        return ("attack", None)

    def te_cast(self, ch: list[Any]) -> A.EventTrigger:
        """ "[player] casts [object]" in languages that say it as one rule (French, German:
        "wenn du einen Kreaturenzauber wirkst"): the same trigger as :meth:`pe_cast`."""
        return self.te_player([one(ch, A.PlayerRef), self.pe_cast([one(ch, A.ObjectRef)])])

    def te_cast_kicked(self, ch: list[Any]) -> A.EventTrigger:
        """ "[player] casts [a spell] and pays its kicker cost" (German "wirkst und
        Bonuskosten für ihn bezahlst"): the English "casts a kicked spell", the spell with the
        status ``kicked`` (CR 702.33d)."""
        trigger = self.te_cast(ch)
        if not isinstance(trigger, A.EventTrigger) or trigger.object is None:
            raise Unsure("a kicked spell in a trigger that casts no one spell")
        kicked = dataclasses.replace(trigger.object, filter=("kicked", *trigger.object.filter))
        return dataclasses.replace(trigger, object=kicked)

    def te_cast_old(self, ch: list[Any]) -> A.EventTrigger:
        """ "[player] casts [a spell]" in the 1994-2001 wording (German "sprichst"): as
        :meth:`te_cast` for another spell. Of the card itself ("Opfere ein Land, wenn Du ~
        sprichst", Oracle "As an additional cost to cast this spell, sacrifice a land"; "Wenn
        Du die Urlehmgestalt sprichst, kannst Du wählen", Oracle "As ~ enters") it said an
        additional cost (CR 601.2b) or a choice made as it was cast, not a trigger: left
        unparsed."""
        if one(ch, A.ObjectRef).kind == "self":
            raise Unsure("the old 'when you cast ~': an additional cost or a choice")
        return self.te_cast(ch)

    def pe_cast(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "casts [a spell]" (CR 601.2); the spell is an object on the stack. A word that
        is "cast" and "play" at once (French "jouer", German "spielen" before 2009) with "a
        card" may be a land played (CR 305.1): left to :meth:`pe_play`'s rule (unsure)."""
        obj = self._event_object(one(ch, A.ObjectRef))
        if "card" in obj.filter and "spell" not in obj.filter:
            raise Unsure("'plays a card': a spell cast or a land played")
        return ("cast", obj)

    def pe_play(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "plays [a spell / a land]": before 2009 "play a spell" was "cast" (CR 601); "plays
        a land" is the special action of CR 305.1 (event ``play``, as the older grammar has
        it); "plays a card" (either) is left to the older grammar."""
        obj = self._event_object(one(ch, A.ObjectRef))
        if "spell" in obj.filter:
            return ("cast", obj)
        if "land" in obj.filter and "card" not in obj.filter:
            return ("play", obj)
        raise Unsure("'plays' of an object that is neither a spell nor a land")

    def pe_gain_life(self, ch: list[Any]) -> tuple[str, None]:
        return ("gain_life", None)

    def pe_gain_life_first(self, ch: list[Any]) -> tuple[str, None, dict[str, Any]]:
        """ "gains life for the first time each turn" (CR 119.9): the first such event of
        each turn only (``nth`` 1); German "zum ersten Mal in einem Zug" (in one turn)."""
        if [c for c in ch if isinstance(c, int) and not isinstance(c, bool)] not in ([], [1]):
            raise Unsure("the first life gained in a number of turns")
        return ("gain_life", None, {"nth": 1})

    def pe_lose_life_first(self, ch: list[Any]) -> tuple[str, None, dict[str, Any]]:
        """ "loses life for the first time each turn": as :meth:`pe_gain_life_first`."""
        return ("lose_life", *self.pe_gain_life_first(ch)[1:])

    def pe_lose_life(self, ch: list[Any]) -> tuple[str, None]:
        return ("lose_life", None)

    def pe_draw(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        obj = self._event_object(one(ch, A.ObjectRef))
        if obj.filter != ("card",):
            raise Unsure("a draw trigger of a particular card")
        return ("draw", obj)

    def pe_discard(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "discards a card" (CR 701.9a: from the hand; German may say "aus seiner Hand")."""
        return ("discarded", _without_hand(self._event_object(one(ch, A.ObjectRef))))

    def pe_cycle(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "When you cycle ~" / "Whenever a player cycles a card" (CR 702.29)."""
        return ("cycle", self._event_object(one(ch, A.ObjectRef)))

    def pe_tap_for_mana(self, ch: list[Any]) -> tuple[str, A.ObjectRef]:
        """ "taps a land for mana" (CR 106.11: a mana ability of the permanent)."""
        return ("tapped_for_mana", self._event_object(one(ch, A.ObjectRef)))

    def _event_object(self, obj: A.ObjectRef) -> A.ObjectRef:
        """The object of an event: "a spell", "an instant or sorcery spell", "~". A number other
        than one ("two spells") or a target is not an event's object."""
        if obj.kind == "target" or (obj.count not in (None, 1)) or obj.up_to:
            raise Unsure("a counted or targeted object in a trigger event")
        return obj

    def te_control_none(self, ch: list[Any]) -> A.StateTrigger:
        """ "When you control no Islands" (CR 603.8: a state trigger); "no other creatures"
        with the word "other" said apart from the object's other words."""
        from .phrases import _RANK, Post, Words

        words = one(ch, Words)
        other = (_RANK["OTHER"], "other")
        if other in ch and other not in words.items:
            words = Words(items=(other, *words.items), marks=words.marks)
        posts = sorted(p.word for p in ch if isinstance(p, Post))
        obj = A.ObjectRef(kind="any", filter=words.filter() + tuple(posts) + ("you_control",))
        return A.StateTrigger(condition=A.Not(condition=A.Exists(object=obj)))

    def te_you_control_none_after(self, ch: list[Any]) -> A.StateTrigger:
        """German 1994-2003 "Opfere den ~, wenn du keine Insel kontrollierst." (Oracle "When
        you control no Islands, sacrifice ~"): a state trigger (CR 603.8) said after its
        effect. Only "you control no ..." is read; :meth:`triggered` checks the effect is
        sacrificing this object (after another effect "wenn" may be "if")."""
        player, obj = one(ch, A.PlayerRef), one(ch, A.ObjectRef)
        if player == A.PlayerRef(kind="defending_player") and obj.kind == "any":
            # "Der ~ kann nicht angreifen, wenn der verteidigende Spieler keine Insel
            # kontrolliert": no state trigger (CR 603.8) is about the defending player, who
            # exists only in combat (CR 506.2); the condition of the restriction before it
            return ConditionSaidAfter(condition=self.c_player_controls([player, obj]))
        if player != YOU or obj.count != 0 or obj.up_to or obj.kind != "any":
            raise Unsure("a trailing 'wenn' of a player controlling something")
        condition = self.c_you_control([obj])
        if not isinstance(condition, A.Not):
            raise Unsure("a trailing 'wenn' of a player controlling something")
        return A.StateTrigger(condition=condition)

    def as_enters(self, ch: list[Any]) -> A.ReplacementEffect:
        """ "As ~ enters the battlefield, [effect]" (CR 614.12): a replacement effect that
        happens as the permanent enters, not a trigger."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "self":
            raise Unsure("another object entering")
        effects = next(c for c in ch if isinstance(c, list))
        replacement = _effect(effects)
        if any(isinstance(n, A.CreateToken) for n in replacement.walk()):
            # French "Au moment où l'~ arrive en jeu, mettez en jeu un jeton ..." (Ambassador
            # Oak, Morningtide; Oracle "When ~ enters the battlefield, create ..."): what an
            # "as it enters" replacement does is how the permanent enters (a choice, counters,
            # a copy, CR 614.12); a token created then is a trigger's "when", mistranslated?
            raise Unsure("a token created as this permanent enters")
        return A.ReplacementEffect(
            event=A.Event(name="enters", object=obj), mode="as", replacement=replacement
        )

    def as_enters_day_night(self, ch: list[Any]) -> A.ReplacementEffect:
        """ "If it's neither day nor night, it becomes day as ~ enters the battlefield." (CR
        730.1, daybound cards): as this permanent enters (CR 614.12), if the condition holds,
        the game becomes day ("it": the game, never an object)."""
        objs = [c for c in ch if isinstance(c, A.ObjectRef)]
        if objs[-1].kind != "self":
            raise Unsure("another object entering")
        prefix = [c for c in ch if isinstance(c, tuple)]
        if [p[0] for p in prefix] != ["if"] or not isinstance(prefix[0][1], A.DayNight):
            raise Unsure("a condition other than day or night before 'it becomes day'")
        state = self._canon(tokens(ch, "DAY_NIGHT")[-1])  # type: ignore[attr-defined]
        return A.ReplacementEffect(
            event=A.Event(name="enters", object=objs[-1]),
            mode="as",
            replacement=A.BecomeDayNight(state=state),
            condition=prefix[0][1],
        )

    def old_keyword(self, ch: list[Any]) -> A.Keyword:
        """A keyword an old printing spelled out as a sentence about the card (German "Kann
        fliegen." = flying, "wird beim Angreifen nicht getappt" = vigilance, CR 702.20b; "Du
        kannst den ~ immer dann spielen, wenn Du auch einen Spontanzauber spielen könntest." =
        flash, CR 702.8a): the keyword, as the Oracle text has it."""
        cls = "OLD_KEYWORD" if tokens(ch, "OLD_KEYWORD") else "OLD_KEYWORD_CAST"
        kid = self.lex.lookup(cls, str(tokens(ch, cls)[0]))
        return KwList(ids=(kid,)).keywords()[0]

    def old_flash_paid_more(self, ch: list[Any]) -> A.CastAsThoughFlash:
        """German "Du kannst Vertreibung immer dann spielen, wenn Du auch einen Spontanzauber
        spielen könntest, wenn Du zusätzlich {2} bezahlst." (Invasion): the Oracle text "You may
        cast ~ as though it had flash if you pay {2} more to cast it" (CR 702.8a, 601.2f: this
        card may be cast any time an instant could, for that much more mana)."""
        if self.lex.lookup("OLD_KEYWORD_CAST", str(tokens(ch, "OLD_KEYWORD_CAST")[0])) != "flash":
            raise Unsure("another spelled-out keyword with an extra cost")
        return A.CastAsThoughFlash(additional_cost=A.Cost(components=(one(ch, A.ManaCost),)))

    def old_keywords(self, ch: list[Any]) -> tuple[A.Keyword, ...]:
        """A 1994-1997 keyword line with a keyword spelled out in it (German "Kann fliegen,
        Bündnisfähigkeit" = flying, banding; class ``OLD_KEYWORD``): its keywords, one ability
        each (CR 702.1), in the order printed (the Oracle text's)."""
        return tuple(k for kws in ch if isinstance(kws, KwList) for k in kws.keywords())

    def keywords_while(self, ch: list[Any]) -> list[A.Node]:
        """German 1996-1998 "Erstschlag, wenn er angreift" (keywords, then the card attacking as
        their condition): the static ability of "~ has first strike as long as it's attacking"
        (CR 611.3a, 506.4), the pronoun kept as the Oracle line's "it"."""
        kws = one(ch, KwList)
        cond = one(ch, A.Exists)
        if kws is None or cond != A.Exists(object=A.ObjectRef(kind="it", filter=("attacking",))):
            raise Unsure("keywords under a condition other than the card attacking")
        if any(k.name == "banding" for k in kws.keywords()):
            # banding works as attackers are declared (CR 702.22c), before the creature is
            # attacking: Battering Ram's "Bündnisfähigkeit, wenn sie angreift" meant it then
            # (Oracle: "gains banding at the beginning of combat on your turn")
            raise Unsure("banding 'when it attacks': said of the declaration, not of attacking")
        grant = self.has_abilities([kws]).build(A.ObjectRef(kind="self"), None)
        return [A.StaticEffect(effect=A.Conditional(condition=cond, effect=grant))]

    def old_keyword_static(self, ch: list[Any]) -> list[A.Node]:
        """[object] and a keyword an old printing spelled out as a sentence (German "Die
        verzauberte Kreatur wird beim Angreifen nicht getappt."): a static ability, the object
        has the keyword (CR 604.1, 611.3), as the Oracle text says ("Enchanted creature has
        vigilance.")."""
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("enchanted", "equipped", "each"):
            # "Eine Kreatur deiner Wahl kann fliegen." is a spell whose duration went unsaid
            raise Unsure("a spelled-out keyword of a target or of one object")
        grant = self.has_abilities([one(ch, KwList)]).build(obj, None)
        return self.sentences_line([grant])

    def old_landhome(self, ch: list[Any]) -> list[A.Node]:
        """ "Heimat: Inseln" (Fifth Edition's "Islandhome", no longer a keyword of the CR): the
        two abilities the Oracle text has instead, "~ can't attack unless defending player
        controls an Island" (CR 508.1c: a restriction on attacking) and "When you control no
        Islands, sacrifice ~" (CR 603.8: a state trigger). Only a basic land type is read."""
        land = self.lex.lookup("SUBTYPE", str(tokens(ch, "SUBTYPE")[0]))
        if land not in ("plains", "island", "swamp", "mountain", "forest"):
            raise Unsure("a home that is not a basic land type")
        me = A.ObjectRef(kind="self")

        def none_of(post: str) -> A.Not:
            return A.Not(condition=A.Exists(object=A.ObjectRef(kind="any", filter=(land, post))))

        attack = A.Conditional(
            condition=none_of("defending_player_controls"),
            effect=A.Restriction(object=me, action="attack", duration=A.Duration(kind="permanent")),
        )
        sacrifice = A.TriggeredAbility(
            trigger=A.StateTrigger(condition=none_of("you_control")),
            effect=A.Sacrifice(object=me),
        )
        return [A.StaticEffect(effect=attack), sacrifice]

    def additional_cost(self, ch: list[Any]) -> A.AdditionalCost:
        """ "As an additional cost to cast this spell, [cost]." (CR 601.2b, 118.8)."""
        return A.AdditionalCost(cost=one(ch, A.Cost), optional=False)

    def additional_cost_optional(self, ch: list[Any]) -> A.AdditionalCost:
        """ "As an additional cost to cast this spell, you may [cost] [any number of times]."
        (CR 601.2b, 118.8; bargain CR 702.166a, replicate 702.56a)."""
        return A.AdditionalCost(cost=one(ch, A.Cost), optional=True, repeatable="times" in ch)

    def additional_cost_when_you_do(self, ch: list[Any]) -> list[A.Node]:
        """Conspire's reminder "As you cast this spell, you may tap two untapped creatures you
        control that share a color with it. When you do, copy it ..." (CR 702.78a): the
        optional additional cost, and "when you do" the triggered ability of this spell cast
        with that cost paid ("When you cast this spell, if its conspire cost was paid, copy
        it"; CR 603.12: the trigger is the action done as the spell is cast)."""
        cost = self.additional_cost_optional([c for c in ch if isinstance(c, A.Cost)])
        effect = next(c for c in ch if isinstance(c, A.Node) and not isinstance(c, A.Cost))
        if has_unplaced_if(effect) or isinstance(effect, (A.Ability, A.ReplacementEffect)):
            raise Unsure("'when you do' before a condition or an ability")
        cast = A.EventTrigger(event="cast", object=A.ObjectRef(kind="self"), player=YOU)
        paid = InterveningIf(condition=A.KeywordCostPaid())
        return [cost, self.triggered([cast, paid, [effect]])]

    def additional_cost_may_action(self, ch: list[Any]) -> A.AdditionalCost:
        """German "Als zusätzliche Kosten, um diesen Zauberspruch zu wirken, kannst du ein
        Artefakt opfern." (CR 601.2b, 118.8): an optional additional cost said as an action of
        yours; only an action that is a cost (a sacrifice, exile, discard, tap, return to hand,
        life paid) is read."""
        action = next(c for c in ch if isinstance(c, A.Node))
        costs = (A.Sacrifice, A.Exile, A.Discard, A.Tap, A.ReturnToHand, A.LoseLife)
        if not isinstance(action, costs) or getattr(action, "player", None) not in (None, YOU):
            raise Unsure("an optional additional cost that is no cost")
        return A.AdditionalCost(cost=A.Cost(components=(action,)), optional=True)

    def additional_cost_per_mode(self, ch: list[Any]) -> A.AdditionalCostPerMode:
        """ "For each mode you choose beyond the first as you cast this spell, you pay an
        additional [cost]." (escalate, CR 702.120a)."""
        return A.AdditionalCostPerMode(cost=one(ch, A.Cost))

    def all_modes_if(self, ch: list[Any]) -> A.AllModesCost:
        """ "Choose both if you pay the entwine cost." (entwine's reminder, CR 702.42a): the
        keyword's cost, paid as an additional cost, lets every mode be chosen (CR 700.2,
        601.2b)."""
        return A.AllModesCost(cost=A.Cost(components=(A.Variable(name="cost"),)))

    def additional_keyword_cost_per_mode(self, ch: list[Any]) -> A.AdditionalCostPerMode:
        """ "Pay this cost for each mode chosen beyond the first." (escalate's reminder, CR
        702.120a): the keyword's cost ("this cost") for each mode beyond the first."""
        return A.AdditionalCostPerMode(cost=A.Cost(components=(A.Variable(name="cost"),)))

    def any_number_of_times(self, ch: list[Any]) -> str:
        return "times"

    def tv_turned_face_up(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "is turned face up" (CR 702.37e, 708.8)."""
        return ("turned_face_up", {})

    def tv_becomes_unattached(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "becomes unattached from a permanent" (CR 701.3d)."""
        from .phrases import Words

        if one(ch, int) != 1 or one(ch, Words).filter() != ("permanent",):
            raise Unsure("unattached from a particular kind of permanent")
        # (the permanent is the other object the event names: "sacrifice that permanent")
        return ("becomes_unattached", {"by": A.ObjectRef(kind="any", filter=("permanent",))})

    def tv_transforms_into_self(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "transforms into ~" (CR 701.27e): the permanent transforms or converts and is then
        the face that prints the ability."""
        return ("transforms_into_self", {})

    def tv_becomes_untapped(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "becomes untapped" (CR 502.3, 701.26b)."""
        return ("becomes_untapped", {})

    def tv_enters(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("enters", {})

    def tv_enters_status(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "enters the battlefield untapped": the permanent's status as it enters (CR 110.5,
        a permanent enters untapped unless an effect says otherwise); kept as a filter word of
        the entering object, like "enters under your control"."""
        word = self.lex.lookup("STATUS", str(tokens(ch, "STATUS")[0]))
        if word not in ("tapped", "untapped"):
            raise Unsure("entering with a status other than tapped or untapped")
        return ("enters_" + word, {})

    def tv_enters_yours(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("enters_under_your_control", {})

    def tv_enters_opponents(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        if one(ch, int) != 1:
            raise Unsure("a number of opponents")
        return ("enters_under_opponents_control", {})

    def tv_enters_enchanted_players(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("enters_under_enchanted_players_control", {})

    def _graveyard_only(self, ch: list[Any]) -> None:
        """German says the zone as a word ("auf den Friedhof"): only a graveyard is read."""
        for zone in tokens(ch, "ZONE"):
            if self.lex.lookup("ZONE", str(zone)) != "graveyard":
                raise Unsure("an object put into a zone that is not a graveyard")

    def tv_dies(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        self._graveyard_only(ch)
        return ("dies", {})

    def tv_dies_you_own(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "is put into your graveyard from the battlefield": dies, a card you own (a card
        goes to its owner's graveyard, CR 404.2; the owner is read in :meth:`te_object`)."""
        self._graveyard_only(ch)
        return ("dies", {"owner": "you_own"})

    def tv_put_into_your_graveyard(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "is put into your graveyard" with no zone it comes from: a creature you own dies
        (CR 404.2, 700.4); another object stays unsure (:meth:`te_object`)."""
        self._graveyard_only(ch)
        return ("put_into_graveyard", {"owner": "you_own"})

    def tv_dies_opponent_owns(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "is put into an opponent's graveyard from the battlefield" (CR 404.2)."""
        return ("dies", {"owner": "opponent_owns"})

    def tv_put_into_opponents_graveyard(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """German "auf den Friedhof eines Gegners gelegt wird" with no zone it comes from: a
        creature dies (:meth:`te_object`), owned by an opponent (CR 404.2)."""
        return ("put_into_graveyard", {"owner": "opponent_owns"})

    def tv_put_into_graveyard(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "is put into a graveyard" with no zone it comes from (read in :meth:`te_object`)."""
        self._graveyard_only(ch)
        return ("put_into_graveyard", {})

    def tv_leaves(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("leaves", {})

    def tv_attacks(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("attacks", {})

    def tv_blocks(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("blocks", {})

    def tv_becomes_blocked(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("becomes_blocked", {})

    def tv_becomes_blocked_by(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("becomes_blocked", {"by": one(ch, A.ObjectRef)})

    def tv_blocks_object(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("blocks", {"by": one(ch, A.ObjectRef)})

    def tv_crews(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "Whenever ~ crews a Vehicle" (CR 702.122b: the creature is tapped to pay the cost of
        a Vehicle's crew ability): ``by`` is the Vehicle, which "that Vehicle" names after."""
        return ("crews", {"by": one(ch, A.ObjectRef)})

    def tv_becomes_crewed(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "Whenever ~ becomes crewed" (CR 702.122d: whenever a crew ability of it resolves)."""
        return ("becomes_crewed", {})

    def tv_saddles(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "Whenever this creature saddles a Mount" (CR 702.171c: it is tapped to pay the cost
        of a permanent's saddle ability): ``by`` is the Mount."""
        return ("saddles", {"by": one(ch, A.ObjectRef)})

    def _one_or_more(self, ch: list[Any]) -> A.ObjectRef:
        """The objects of "one or more [objects]" (CR 603.2c), as :meth:`te_one_or_more` reads
        them."""
        from .phrases import Post, Words

        if one(ch, int) != 1:
            raise Unsure("a trigger on a number of objects other than 'one or more'")
        posts = tuple(sorted(p.word for p in ch if isinstance(p, Post)))
        return A.ObjectRef(kind="any", filter=one(ch, Words).filter() + posts)

    def tv_becomes_blocked_by_batch(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "becomes blocked by one or more [creatures]" (CR 509.3c, 603.2c): once each combat,
        however many such creatures block it."""
        return ("becomes_blocked", {"by": self._one_or_more(ch), "batched": True})

    def tv_blocks_batch(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "blocks one or more [creatures]" (CR 509.3a, 603.2c): once each combat, however
        many such creatures it blocks."""
        return ("blocks", {"by": self._one_or_more(ch), "batched": True})

    def tv_attacks_unblocked(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("attacks_unblocked", {})

    def tv_attacks_while_status(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "attacks while saddled" (CR 702.171b, 508.1): attacks, being saddled as it is
        declared an attacker; kept as a filter word of the attacking object, as "enters the
        battlefield untapped" is. Only the designation saddled is read."""
        word = self.lex.lookup("STATUS", str(tokens(ch, "STATUS")[0]))
        if word != "saddled":
            raise Unsure("attacking while having a status other than saddled")
        return ("attacks_while_" + word, {})

    def tv_attacks_alone(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("attacks_alone", {})

    def tv_attacks_with(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "attacks with another creature with greater power" (training's reminder, CR
        702.149a): attacks, and at least one such other creature attacks in the same
        declaration (CR 508.1); ``by`` is that other creature."""
        other = one(ch, A.ObjectRef)
        if other.kind != "any" or not isinstance(other.count, int) or other.up_to:
            raise Unsure("attacking with something other than a number of creatures")
        if "another" not in other.filter and "other" not in other.filter:
            raise Unsure("attacking with a creature that may be the same one")
        words = tuple("other" if w == "another" else w for w in other.filter)
        # "~ and at least two other creatures attack" (battalion, CR 207.2c): at least that
        # many of them (``count``; one: None)
        count = other.count if other.count > 1 else None
        return ("attacks_with", {"by": dataclasses.replace(other, filter=words, count=count)})

    def te_attacks_with(self, ch: list[Any]) -> A.Node:
        """ "this creature and at least one other creature with power greater than this
        creature's power attack" (training, CR 702.149a): the event of its reminder,
        :meth:`tv_attacks_with`."""
        attacker, other = [c for c in ch if isinstance(c, A.ObjectRef)]
        if attacker.kind != "self":
            raise Unsure("attacking together said of an object other than this one")
        return self.te_object([attacker, self.tv_attacks_with([other])])

    def tv_becomes_target(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "becomes the target of a spell or ability [an opponent controls]" (CR 115)."""
        return ("becomes_target", {"by": one(ch, A.ObjectRef)})

    def tv_becomes_target_first(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "becomes the target of a spell or ability you control for the first time each
        turn" (valiant, CR 207.2c): the first such event of the turn only (``nth`` 1)."""
        return ("becomes_target", {"by": one(ch, A.ObjectRef), "nth": 1})

    def tv_becomes_tapped(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("becomes_tapped", {})

    def tv_becomes_monstrous(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "When ~ becomes monstrous" (CR 701.37b: the monstrosity ability resolved and the
        permanent became monstrous)."""
        return ("becomes_monstrous", {})

    def tv_exploits(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "When ~ exploits a creature" (CR 702.110b: it sacrificed that creature with its
        exploit ability); ``by`` is the creature sacrificed, "a creature" only."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "any" or obj.count not in (None, 1) or obj.up_to:
            raise Unsure("exploiting something other than 'a creature'")
        return ("exploits", {"by": obj})

    def tv_explores(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        """ "Whenever a creature you control explores" (CR 701.44a)."""
        return ("explores", {})

    def tv_tapped_for_mana(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("tapped_for_mana", {})

    def tv_dealt_damage(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("dealt_damage", {})

    def tv_dealt_combat_damage(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("dealt_combat_damage", {})

    def tv_combat_damage_object(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("deals_combat_damage", {"recipient": one(ch, A.ObjectRef)})

    def tv_damage_object(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("deals_damage", {"recipient": one(ch, A.ObjectRef)})

    def tv_combat_damage_player(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("deals_combat_damage", {"recipient": one(ch, A.PlayerRef)})

    def tv_damage_player(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("deals_damage", {"recipient": one(ch, A.PlayerRef)})

    def tv_combat_damage(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("deals_combat_damage", {})

    def tv_damage(self, ch: list[Any]) -> tuple[str, dict[str, Any]]:
        return ("deals_damage", {})

    # steps (CR 500-514)
    def so_you(self, ch: list[Any]) -> tuple[str, bool]:
        return ("you", False)

    def so_their(self, ch: list[Any]) -> tuple[str, bool]:
        """ "seiner / ihrer" before a step (German 1994-1997 "während seiner
        Versorgungsphase"): the step of the player the sentence names, found once the ability is
        read (rulesparser.cardtext._step_of_the_player_named)."""
        return ("their", False)

    def so_each(self, ch: list[Any]) -> tuple[str, bool]:
        return ("each", False)

    def so_next(self, ch: list[Any]) -> tuple[str, bool]:
        return ("each", True)

    def so_you_next(self, ch: list[Any]) -> tuple[str, bool]:
        """ "your next upkeep": your step, the next one only (CR 603.7)."""
        return ("you", True)

    def so_opponent(self, ch: list[Any]) -> tuple[str, bool]:
        return ("opponent", False)

    def sp_step(self, ch: list[Any]) -> A.StepTrigger:
        """The step and whose it is, in either order ("your upkeep", "l'entretien de chaque
        adversaire"); a step named with no owner ("l'étape de fin") is each player's."""
        owner, next_only = next((c for c in ch if isinstance(c, tuple)), ("each", False))
        step = self.lex.lookup("STEP_NAME", str(tokens(ch, "STEP_NAME")[0]))
        return A.StepTrigger(step=step, player=owner, next_only=next_only)

    def sp_next_turn(self, ch: list[Any]) -> A.StepTrigger:
        """ "the beginning of the next turn": its upkeep, the first step in which a triggered
        ability can be put on the stack (CR 502.4; the Oracle wording "the next turn's
        upkeep")."""
        return A.StepTrigger(step="upkeep", player="each", next_only=True)

    def sp_step_enchanted_controller(self, ch: list[Any]) -> A.StepTrigger:
        """ "At the beginning of the upkeep of enchanted creature's controller" (CR 303.4: the
        permanent the Aura is attached to)."""
        step = self.lex.lookup("STEP_NAME", str(tokens(ch, "STEP_NAME")[0]))
        return A.StepTrigger(step=step, player="enchanted_controller")

    def sp_step_enchanted_player(self, ch: list[Any]) -> A.StepTrigger:
        """ "At the beginning of enchanted player's upkeep" (CR 303.4d: an Aura attached to a
        player)."""
        step = self.lex.lookup("STEP_NAME", str(tokens(ch, "STEP_NAME")[0]))
        return A.StepTrigger(step=step, player="enchanted_player")

    def sp_step_next_turn(self, ch: list[Any]) -> A.StepTrigger:
        """ "[step] of the next turn" (German "des Versorgungssegments des nächsten Zuges"):
        that step of the next turn only (CR 603.7)."""
        step = self.lex.lookup("STEP_NAME", str(tokens(ch, "STEP_NAME")[0]))
        return A.StepTrigger(step=step, player="each", next_only=True)

    def sp_step_your_turn(self, ch: list[Any]) -> A.StepTrigger:
        step = self.lex.lookup("STEP_NAME", str(tokens(ch, "STEP_NAME")[0]))
        return A.StepTrigger(step=step, player="you")


def _enchant(quality: A.Node) -> A.Keyword:
    """The enchant keyword with ``quality`` and its static ability (CR 702.5a)."""
    return A.Keyword(
        name="enchant", parameter=quality, abilities=(A.StaticAbility(rule="enchant"),)
    )
