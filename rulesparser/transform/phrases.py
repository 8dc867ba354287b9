"""Transformer callbacks of the phrase layer (grammar/<lang>/phrases/): objects (CR 109),
players (CR 102), quantities, durations (CR 611.2), conditions and costs (CR 118, 602.1).

An object phrase becomes an :class:`~rulesparser.ast.ObjectRef` whose ``filter`` is a tuple of
canonical words in a canonical order (so that the same object in any language's word order
gives the same tuple): ``another``/``other``, statuses (``tapped``, ``attacking``, ...),
colors, supertypes, non-types, subtypes, card types, nouns (``card``, ``spell``, ``token``),
then qualifiers (``you_control``, ``opponent_controls``, ``with:flying``, ``power<=2``,
``counter:+1/+1``) and zones (``in_your_graveyard``). Alternatives joined by "or" / "and/or" /
a list comma are one word ``"artifact|enchantment"`` (sorted).
"""

from __future__ import annotations

import contextvars
import dataclasses
import functools
import itertools
from dataclasses import dataclass, field
from typing import Any, ClassVar

from lark import Token

from rulesparser import ast as A
from rulesparser.canonical import THAT_NOUNS, as_card, creature_types
from rulesparser.mana import SYMBOL_COLORS, symbol_tuple
from rulesparser.resources import data_dir

from .util import Several, Unsure, nodes, one, tokens

#: the statuses a condition "[object] is [status]" tests (CR 110.5, 506.4)
_STATUS_WORDS = ("tapped", "untapped", "attacking", "blocking")
#: the five colors (CR 105.1) and the nouns of an attached-to permanent (CR 303.4, 301.5)
_COLOR_WORDS = frozenset(("white", "blue", "black", "red", "green"))
_PERMANENT_NOUNS = frozenset(("creature", "permanent", "artifact", "land", "enchantment"))
#: a zone of your own where a card is (CR 400.1): "in your graveyard"
_OWN_ZONES = frozenset(("in_your_graveyard", "in_your_hand", "in_your_library"))

YOU = A.PlayerRef(kind="you")
IT = A.ObjectRef(kind="it")
#: "that player" (the player named before; the subject of a relative clause of players)
THAT_PLAYER = A.PlayerRef(kind="that_player")


def as_current_player(n: Any) -> Any:
    """``n`` said of the player a "for each" of players or a player's relative clause is
    about (CR 608.2c): "that player" is ``PlayerRef(kind="current")``, and the permanents "that
    player controls" are ``current_player_controls``; any other node as it is (for
    :func:`rulesparser.ast.map_nodes`)."""
    if n == THAT_PLAYER:
        return A.PlayerRef(kind="current")
    if isinstance(n, A.ObjectRef) and "that_player_controls" in n.filter:
        words = tuple(
            "current_player_controls" if w == "that_player_controls" else w for w in n.filter
        )
        return dataclasses.replace(n, filter=words)
    return n


#: rank of each word class in a canonical filter
_RANK = {
    "OTHER": 0,
    "STATUS": 1,
    "COLOR": 2,
    "NONCOLOR": 2,
    "COLORLESS": 2,
    "SUPERTYPE": 3,
    "NONSUPERTYPE": 3,
    "NONTYPE": 4,
    "SUBTYPE": 5,
    "CARD_TYPE": 6,
    "OBJ_NOUN": 7,
}
_POST_RANK = 8
#: noun classes whose words may be the last part of a hyphenated compound ("-Karte"), as in
#: rulesparser.cardtext._COMPOUND_TAIL_CLASSES
_HYPHEN_TAIL_CLASSES = ("TYPE_NOUN", "OBJ_NOUN", "CARD_TYPE", "SUBTYPE")

#: zones whose objects are cards: a permanent is a card or token on the battlefield (CR 110.1),
#: elsewhere it is a card ("eine bleibende Karte aus deinem Friedhof", "a land from your hand"
#: are a permanent card, a land card)
_CARD_ZONES = ("_graveyard", "_hand", "_library")


#: filter word of a demonstrative not yet told "this" from "that" (obj_demonstrative): never
#: left in a parsed ability
DEMONSTRATIVE_MARK = "?demonstrative"

#: True while a reminder text is read (rulesparser.parser._reminder_nodes): a reminder restates
#: what the object it is printed on does (CR 207.2a), so a demonstrative there ("Cette créature
#: arrive sur le champ de bataille avec N marqueurs +1/+1", modular; "Renvoyez cette carte de
#: votre cimetière", unearth) is that object unless the ability names another object with its
#: noun before it (lines.resolve_quoted_demonstratives, as in a quoted ability, CR 113.1)
READING_REMINDER: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "reading_reminder", default=False
)

#: counts the demonstratives the card-text transformer has read (obj_demonstrative) in this
#: process: when two readings of it around a parse are one apart, the parse read none and there
#: is no demonstrative to resolve (rulesparser.cardtext._parse_line). ``next()`` of an
#: ``itertools.count`` is atomic in CPython.
DEMONSTRATIVES_READ = itertools.count()
#: advanced for each demonstrative read in a "this [noun]" form (French "cette créature", German
#: "diese Kreatur"; :func:`this_forms`), never a definite article ("die Kreatur", "das Land"): a
#: line whose every demonstrative was one may read those with nothing of their noun named before
#: them as this object (rulesparser.transform.lines.resolve_card_demonstratives, CR 700.7)
THIS_FORMS_READ = itertools.count()


@functools.cache
def this_forms() -> frozenset[str]:
    """The "this [noun]" forms of every language (``locales/<lang>/demonstratives.yaml``, key
    ``this``), lower case: the demonstratives that may name the object itself (CR 700.7)."""
    from rulesparser.lexicon import _read_yaml  # (its cached copies: no PyYAML import)

    found: set[str] = set()
    for folder in sorted(data_dir("locales").iterdir(), key=lambda f: f.name):
        if (folder / "demonstratives.yaml").is_file():
            data = _read_yaml("locales", folder.name, "demonstratives.yaml") or {}
            found.update(str(f).lower() for f in data.get("this", []))
    return frozenset(found)


#: advanced for each :class:`SeveralWords` and :class:`SeveralObjects` made and for each one read
#: (by :meth:`PhrasesMixin.obj`, by a verb taking several objects:
#: :func:`~rulesparser.transform.effects._objects`): a line that made more than were read said
#: several objects where one is read (rulesparser.cardtext._run), left unparsed
SEVERAL_MADE = itertools.count()
SEVERAL_READ = itertools.count()

#: filter word of "with that name" not yet told which name (p_with_that_name): the name chosen
#: before in the same ability (effects._name_chosen_before), never left in a parsed ability
THAT_NAME = "?that_name"
#: filter word of an object "among them" (German "darunter" after its noun: p_among_them):
#: one of the cards looked at or of the hand revealed before, once the sentences find which
#: (:func:`.effects._from_revealed_hand`); never in a parsed AST
FROM_THEM = "?from_them"
#: filter word of German "dieser Farbe" not yet told which color (p_of_this_color): the color
#: chosen before in the same ability (effects._color_chosen_before), never left in a parsed
#: ability
THAT_COLOR = "?that_color"
#: filter word of German "dieses Typs", English "of that type" not yet told which type
#: (p_of_this_type): the creature
#: type chosen before in the same ability (effects._type_chosen_before), never left in a parsed
#: ability
THAT_TYPE = "?that_type"
#: filter word of "with different powers" ("?different_power"; p_with_different): read by the
#: condition that counts the objects (c_you_control_count), never left in a parsed ability
DIFFERENT_MARK = "?different_"
#: the filter word of "up to three Aura cards with different names" ("different_name"): the
#: objects chosen together each have a different name (power, mana value; CR 201.2), made from
#: :data:`DIFFERENT_MARK` by ``PhrasesMixin._object`` when the phrase names several objects
DIFFERENT_WORD = "different_"
#: filter word of "the discarded card" / "the card you exiled" ("?paid_discard", "?paid_exile";
#: obj_paid_discard, obj_paid_exile): the object of that action in the cost of the activated
#: ability it is in, resolved by lines.ActivationLimit.ability, never left in a parsed ability
PAID_MARK = "?paid_"
#: filter word of "creatures of the creature type of your choice" ("?of_choice:creature_type",
#: p_of_your_choice): a choice made as the effect resolves (CR 608.2d), made a choice before
#: the effect by effects._chosen_as_it_resolves, never left in a parsed ability
OF_CHOICE_MARK = "?of_choice:"
#: filter word of the cards searched for in "sa bibliothèque" (French "Son contrôleur peut
#: chercher dans sa bibliothèque une carte de terrain de base", English "search their library"):
#: the library of the player the sentence names as its subject, dropped when a player subject
#: other than you takes the verb (effects._player_verb); never left in a parsed ability (an
#: imperative "Cherchez dans sa bibliothèque" searches someone else's library, not read)
SUBJECT_LIBRARY_MARK = "?subject_library"
#: the player whose life "half their life" (French "la moitié de ses points de vie") halves: the
#: subject of its clause, which effects._player_verb puts in its place when it is one player;
#: never left in a parsed ability (rulesparser.cardtext)
SUBJECT_PLAYER = A.PlayerRef(kind="?subject")
#: counts the phrases read whose filter word waits for a later step (THAT_NAME,
#: DIFFERENT_MARK, PAID_MARK, SUBJECT_LIBRARY_MARK, SUBJECT_PLAYER): when none was read, a parsed line holds none (rulesparser.cardtext)
MARKS_READ = itertools.count()

#: where, in the line being parsed, the words are that a check after the parse may refuse
#: (rulesparser.cardtext._parse_line): kind ("singular": a singular noun with no determiner
#: before it, "demonstrative") -> the (start, end) offsets of each; the parse of a part of the
#: line adds :data:`RUN_OFFSET` (the part's place in the line). Cleared per line.
WORDS_AT: dict[str, list[tuple[int, int]]] = {}
RUN_OFFSET = [0]


def word_at(kind: str, tok: Any) -> None:
    """Note where the word ``tok`` of ``kind`` is in the line (:data:`WORDS_AT`)."""
    if isinstance(tok, Token) and tok.start_pos is not None:
        at = (tok.start_pos + RUN_OFFSET[0], tok.end_pos + RUN_OFFSET[0])
        WORDS_AT.setdefault(kind, []).append(at)


_SPENT_SYMBOLS = {**SYMBOL_COLORS, "S": "snow"}


def _spent_symbol(mana: A.ManaCost | None) -> str:
    """The color word of one mana symbol said spent ("{G}": green; "{S}": snow, CR 106.3)."""
    if mana is None or len(mana.symbols) != 1 or mana.symbols[0] not in _SPENT_SYMBOLS:
        raise Unsure("mana spent that is not one colored or snow mana symbol")
    return _SPENT_SYMBOLS[mana.symbols[0]]


@dataclass(frozen=True)
class Quant:
    """An object's quantifier: ObjectRef kind, count, up_to and extra filter words."""

    kind: str
    count: Any = None
    up_to: bool = False
    words: tuple[str, ...] = ()


@dataclass(frozen=True)
class Words:
    """The adjectives and nouns of an object phrase: canonical words with their rank, and the
    marks said among them ("l'artefact ciblé ou l'enchantement ciblé", see :class:`Mark`)."""

    items: tuple[tuple[int, str], ...]
    marks: tuple[Any, ...] = ()
    #: alternatives of different kinds ("creature or Vehicle", :func:`_kinds_of_object`)
    mixed: bool = False
    #: the plural article said again after "and" ("les sorts verts et les sorts bleus"): one
    #: list only after a plural article before it (:meth:`PhrasesMixin._object`)
    plural_and: bool = False
    #: "a Spirit card or a card with disturb": the kind of the first alternative, whose noun
    #: the second says bare with its qualifier after it (:func:`_bare_noun_alternative`)
    bare_alternative: tuple[int, str] | None = None
    #: "other" said again with each alternative after the first, whose own "other" is in its
    #: quantifier ("ein anderes Artefakt oder eine andere Kreatur": another artifact or
    #: creature, :func:`_other_said_again`); :meth:`PhrasesMixin._object` checks the quantifier
    other_each: bool = False
    #: an article said again after "or" (:class:`OrArticle`): the alternatives are phrases of
    #: their own
    article_each: bool = False
    #: the last noun printed in its singular form (:class:`SingularNoun`): with no determiner
    #: before it, a word missing in the print, not a bare plural (:meth:`PhrasesMixin.obj_plural`)
    singular: bool = False
    #: its printed word (a lark Token: where it is in the line), compared with no other
    singular_word: Any = field(default=None, compare=False)
    #: the last noun printed in a form that is plural only (:class:`PluralNoun`)
    plural: bool = field(default=False, compare=False)
    #: "or" said between two nouns ("Artefakte, Kreaturen oder Länder"), not a list's "and"
    #: read as "or" (:class:`AndJoin`): after "all" a choice of one kind, not each of them
    #: (:meth:`PhrasesMixin.obj`)
    or_nouns: bool = field(default=False, compare=False)

    def filter(self) -> tuple[str, ...]:
        return tuple(w for _, w in sorted(self.items, key=lambda p: (p[0], p[1])))


class NumeralOwner(str):  # noqa: SLOT000
    """The owner word "a" of a zone said with the numeral article (German "aus einem
    Friedhof", French "d'un cimetière": :meth:`PhrasesMixin.zo_one`); equal to "a"."""


class NumeralZone(str):  # noqa: SLOT000
    """A zone word ("in_a_graveyard") said with the numeral article: equal to the plain word
    for every reader; :meth:`PhrasesMixin._object` makes it one graveyard for several objects."""


#: the filter word of an object whose singular noun had no determiner before it
#: (:meth:`PhrasesMixin.obj_plural`), taken off by a rule that says one (:func:`determined`)
SINGULAR_MARK = "?singular"


def determined(obj: Any) -> Any:
    """``obj`` (an object phrase after a determiner the grammar reads with the phrase before
    it: German "für jede", "einer beliebigen") without :data:`SINGULAR_MARK`."""
    if isinstance(obj, A.ObjectRef) and SINGULAR_MARK in obj.filter:
        return dataclasses.replace(obj, filter=tuple(w for w in obj.filter if w != SINGULAR_MARK))
    return obj


def _or_between_nouns(ch: list[Any]) -> bool:
    """Whether a plain "or" (not a list's "and" read as "or", :class:`AndJoin`) stands between
    two nouns (card types, subtypes, object nouns) in the words of an object phrase."""
    nouns = (_RANK["SUBTYPE"], _RANK["CARD_TYPE"], _RANK["OBJ_NOUN"])
    for i, c in enumerate(ch):
        if c != "or" or isinstance(c, (AndJoin, AndOrJoin)) or not 0 < i < len(ch) - 1:
            continue
        before, after = ch[i - 1], ch[i + 1]
        if (
            isinstance(before, tuple)
            and isinstance(after, tuple)
            and before
            and after
            and before[0] in nouns
            and after[0] in nouns
        ):
            return True
    return False


class AndOrJoin(str):  # noqa: SLOT000
    """ "and/or" between object words, read as "or" (equal to it): told apart from a plain "or"
    only by :func:`_or_between_nouns` ("all artifacts and/or creatures": each of either kind)."""


class AndJoin(str):  # noqa: SLOT000
    """A list's "and" read as "or" between object words (English "artifacts and
    enchantments"): equal to "or", told apart only where "and" could mean both
    (:func:`_check_colors_joined_by_and`)."""


#: the five colors' canonical words (CR 105.1)
_COLORS = frozenset({"white", "blue", "black", "red", "green"})


def _check_colors_joined_by_and(ch: list[Any], plural: bool = False) -> None:
    """Refuse two colors joined by "and" in an object phrase ("target white and black
    creature", French "la créature blanche et noire ciblée", German "eine weiße und schwarze
    Kreatur"): an object can be both colors (CR 105.2), so "and" may mean both or either, and
    the Oracle texts say either with "and/or" or the noun said twice ("red creatures and white
    creatures"). Raises ``Unsure``.

    With ``plural``, before a noun printed in the plural only (:class:`PluralNoun`, ``plural_nouns`` of the
    lexicon: German "Grüne und blaue Zaubersprüche, die Du spielst, kosten {1} weniger",
    Sunscape Familiar 2001, Oracle "Green spells and blue spells you cast"; "alle grünen und
    weißen Kreaturen", Abomination 1995, Oracle "a green or white creature") the two colors
    are the objects of either color: every such development line says either in its Oracle
    text (a group of objects of both colors is "Kreaturen, die grün und weiß sind")."""

    def color(c: Any) -> bool:
        return isinstance(c, tuple) and len(c) == 2 and c[0] == _RANK["COLOR"] and c[1] in _COLORS

    if plural:
        return

    for before, join, after in zip(ch, ch[1:], ch[2:], strict=False):
        if (isinstance(join, AndJoin) or join in ("and_list", "and_word")) and (
            color(before) and color(after)
        ):
            raise Unsure("two colors joined by 'and': an object of both colors or of either")


class SingularNoun(tuple):  # noqa: SLOT001
    """An object word (rank, canonical word) whose printed form is singular only (German
    "Kreatur", not "Kreaturen": ``inflections.bare_singular_nouns`` of the language's lexicon).
    Equal to the plain pair; :meth:`PhrasesMixin.obj_core` notes it in :attr:`Words.singular`,
    and its printed word (``token``) where the object phrase is said without a determiner."""

    token: Any = None


class PluralNoun(tuple):  # noqa: SLOT001
    """An object word (rank, canonical word) whose printed form is plural only (German
    "Kreaturen", not "Kreatur": ``inflections.plural_nouns`` of the language's lexicon). Equal
    to the plain pair; :meth:`PhrasesMixin.obj_core` notes it in :attr:`Words.plural`."""


@dataclass(frozen=True)
class Compound:
    """The words of one compound noun ("Kreaturenkarte": creature, card), each with its rank;
    ``head_only`` for a first part whose last part follows in the next compound
    ("Spontanzauber- oder Hexereikarte")."""

    items: tuple[tuple[int, str], ...]
    head_only: bool = False
    #: a subtype word with a suspended hyphen ("Wald-", "Ninja-"), not a TYPE_HEAD word: read
    #: as the word alone where no compound follows it ("Ninja- und Räuber-Kreaturen")
    subtype_head: bool = False


#: ranks of the words that say what kind of object it is (CR 109.2, 205: subtypes, card types,
#: "spell", "permanent", "card")
_KIND_RANKS = frozenset((_RANK["SUBTYPE"], _RANK["CARD_TYPE"], _RANK["OBJ_NOUN"]))


def _kinds_of_object(
    ranks: set[int], before: list[list[tuple[int, str]]], after: list[list[tuple[int, str]]]
) -> bool:
    """Whether alternatives of different ranks are each a kind of object, with nothing before
    them but "other" and only single words of a higher rank after them: "target creature or
    Vehicle", "an instant, sorcery, or Wizard spell" (an instant spell, a sorcery spell or a
    Wizard spell), "target spell or permanent". "green creature or Vehicle" and "land or
    nonblack creature" stay ambiguous."""
    if not ranks <= _KIND_RANKS:
        return False
    if not all(_other_or_head_noun(g, ranks) for g in before):
        return False
    return all(len(g) == 1 and g[0][0] > max(ranks) for g in after)


#: ranks of words that say what an object is like but never name it alone: statuses, colors,
#: supertypes and negations ("snow", "blue", "nonblack"; "land" or "Zombie" may be a noun)
_ADJECTIVE_RANKS = frozenset(
    (_RANK["STATUS"], _RANK["COLOR"], _RANK["SUPERTYPE"], _RANK["NONTYPE"])
)


def _adjectives_before_noun(
    ranks: set[int], before: list[list[tuple[int, str]]], after: list[list[tuple[int, str]]]
) -> bool:
    """Whether alternatives of different ranks, some of them words that can't name an object
    alone (:data:`_ADJECTIVE_RANKS`), the others kinds, all qualify the noun said after them,
    with nothing before them but "other": "Other snow and Zombie creatures you control" (snow
    creatures and Zombie creatures), "a blue or artifact card", "each Mountain and red card".
    The noun after them must be of a higher rank than every alternative, so that no
    alternative could be a noun of its own before it: "land or nonblack creature" (a land, or
    a nonblack creature) stays ambiguous."""
    if not ranks - _KIND_RANKS or not ranks - _KIND_RANKS <= _ADJECTIVE_RANKS:
        return False
    if not all(g == [(_RANK["OTHER"], "other")] for g in before):
        return False
    return bool(after) and all(len(g) == 1 and g[0][0] > max(ranks) for g in after)


def _adjectives_before_kinds(
    before: list[list[tuple[int, str]]], alts: list[tuple[int, str]], flat: list[Any]
) -> bool:
    """Whether the words before a final list of kinds of one rank are adjectives of a status,
    supertype or negated type said once for all of them, with no article said again in the
    list: "an untapped artifact, creature, or land" (Tangle Wire: an untapped artifact, an
    untapped creature or an untapped land), "another nontoken Elf or Berserker" (Skemfar
    Avenger), "each tapped artifact, creature, and land" (Toil to Renown). Such an adjective
    can't name an object alone, so it qualifies the noun after it, and a list of nouns with no
    article of their own is one noun phrase that it qualifies whole. A color stays ambiguous:
    Oracle prints it again where it means it of each ("target black creature or black
    planeswalker", Liliana's Defeat), so "green creature or artifact" may be a green creature
    or any artifact. An article in the list ("a black spell or a Swamp", "a Spirit card or a
    card with disturb") starts an object of its own: not this."""
    if any(isinstance(c, int) for c in flat):
        return False
    ranks = {r for r, _ in alts}
    if len(ranks) != 1 or not ranks <= _KIND_RANKS:
        return False
    return bool(before) and all(r in _SHARED_ADJECTIVE_RANKS for b in before for r, _ in b)


#: adjectives that say which kind an object is, not its color or status (CR 205.4a supertypes,
#: "non-" a type): after alternatives of kinds, of the last one or of each?
_KIND_ADJECTIVE_RANKS = frozenset((_RANK["SUPERTYPE"], _RANK["NONSUPERTYPE"], _RANK["NONTYPE"]))

#: adjectives said once before a list of kinds that read on each (:func:`_adjectives_before_kinds`)
_SHARED_ADJECTIVE_RANKS = frozenset((_RANK["STATUS"], _RANK["SUPERTYPE"], _RANK["NONTYPE"]))


def _head_noun_first(before: list[list[tuple[int, str]]], alts: list[tuple[int, str]]) -> bool:
    """Whether the words before a final list of kinds are the noun they qualify, said first,
    and adjectives that can't name an object alone (French "une carte de base de forêt, de
    plaine ou d'île": a basic Forest, Plains, or Island card): the adjectives qualify the noun
    and each alternative with it, as no alternative can be read without that noun."""
    ranks = {r for r, _ in alts}
    if not before or not ranks <= _KIND_RANKS:
        return False
    head, *rest = before
    return (
        len(head) == 1
        and head[0][0] > max(ranks)
        and all(len(b) == 1 and b[0][0] in _ADJECTIVE_RANKS for b in rest)
    )


def _other_or_head_noun(group: list[tuple[int, str]], ranks: set[int]) -> bool:
    """ "other", or the one noun the alternatives qualify when it is said before them (French
    "une carte d'artefact ou de dragon", "un sort d'éphémère, de rituel ou de sorcier": an
    artifact or Dragon card, an instant, sorcery, or Wizard spell)."""
    if all(r == _RANK["OTHER"] for r, _ in group):
        return True
    return len(group) == 1 and group[0][0] > max(ranks)


def _bare_noun_alternative(flat: list[Any]) -> tuple[tuple[int, str], tuple[int, str]] | None:
    """The kind and the noun of "a Spirit card or a card with disturb", "an instant card or a
    card with flash" (French "une carte d'éphémère ou une carte avec flash"): two alternatives,
    the first a kind and a noun, the second that noun alone, which the qualifier after it
    completes (a qualifier read on both would make the first alternative say nothing more).
    None for any other phrase."""
    items = [c for c in flat if not isinstance(c, int)]
    if items.count("or") != 1 or "comma" in items:
        return None
    i = items.index("or")
    first, second = items[:i], items[i + 1 :]
    if len(second) != 1 or second[0][0] != _RANK["OBJ_NOUN"] or len(first) != 2:
        return None
    noun = second[0]
    kinds = [w for w in first if w != noun]
    if (
        noun not in first
        or len(kinds) != 1
        or kinds[0][0] not in (_RANK["SUBTYPE"], _RANK["CARD_TYPE"])
    ):
        return None
    return kinds[0], noun


def _cards_of_a_zone(words: Words | None, posts: list[Any]) -> bool:
    """Whether a definite article's object is the plural-only noun "cards" with one zone after
    it and nothing else ("die Karten auf deiner Hand", "die Karten in seinem Friedhof"): every
    card in that zone (CR 400.1), no object said before."""
    if words is None or not words.plural or words.mixed or words.plural_and or words.marks:
        return False
    if words.items != ((_RANK["OBJ_NOUN"], "card"),) or len(posts) != 1:
        return False
    word = getattr(posts[0], "word", "")
    return word.startswith("in_") and word.endswith(("_hand", "_graveyard", "_library"))


def _definite_reference(words: Words | None, posts: list[Any]) -> A.ObjectRef | None:
    """A definite article before one noun and nothing else ("das Land", "die Kreatur", "das
    Fahrzeug"; German names an object said before so, CR 608.2c: "Tappe ein Land deiner Wahl.
    Das Land enttappt nicht ...", Oracle "That land doesn't untap"): read as a demonstrative
    ("that [noun]" marked :data:`DEMONSTRATIVE_MARK`, as :meth:`PhrasesMixin.obj_demonstrative`
    makes it), which stays unparsed unless the ability names such an object before it
    (rulesparser.transform.lines.resolve_demonstratives; "den Zauberspruch" only after a
    trigger naming a spell: "Immer wenn du einen Spontanzauber wirkst, kannst du den
    Zauberspruch kopieren", never the spell itself). A phrase with an adjective, a second
    noun, alternatives or a qualifier is not one: None. A noun printed in its plural-only form
    ("die Kreaturen") names the objects said before: "those" (kind ``that``, unmarked)."""
    if posts or words is None or words.mixed or words.plural_and or words.marks:
        return None
    if len(words.items) != 1:
        return None
    rank, noun = words.items[0]
    if rank not in _KIND_RANKS or "|" in noun:
        return None
    if words.plural:
        # "Die Kreaturen erhalten Wachsamkeit ..." (a noun printed in a plural-only form): the
        # objects said before, never the card itself (one object), as "diese Kreaturen"
        # (DEMONSTRATIVE_PLURAL: Oracle "those creatures", CR 608.2c)
        return A.ObjectRef(kind="that")
    # (a spell is "that spell" only where a trigger names a spell, never the spell itself:
    # kind "that", which lines._this_spell leaves alone)
    return A.ObjectRef(kind="that", filter=(noun, DEMONSTRATIVE_MARK))


def _targeting(ref: A.ObjectRef, targeting: list[A.ObjectRef]) -> A.StackObjectRef:
    """A spell or ability "that targets [object]" (CR 115.1): a
    :class:`~rulesparser.ast.StackObjectRef` whose ``targeting`` is that object; said of
    something that is no spell or ability, or twice, it is not read."""
    if len(targeting) != 1 or ref.kind in ("that", "it", "self"):
        raise Unsure("'that targets' said twice or of an object named before")
    if not any(part in ("spell", "ability") for w in ref.filter for part in w.split("|")):
        raise Unsure("'that targets' said of something that is not a spell or ability")
    said = targeting[0]
    return A.StackObjectRef(
        kind=ref.kind,
        filter=ref.filter,
        count=ref.count,
        up_to=ref.up_to,
        targeting=said if isinstance(said, A.Targets) else A.Targets(object=said),
    )


def _whole_post(word: str) -> bool:
    """A qualifier that reads on every alternative before it: who controls or owns the object,
    where it is, what was chosen ("creature or Vehicle you control")."""
    return word.startswith(("in_", "chosen_")) or word in (
        "you_control",
        "you_dont_control",
        "opponent_controls",
        "that_player_controls",
        "defending_player_controls",
        "you_own",
        "you_cast",
        "opponents_cast",
    )


#: the card types whose objects are never permanents (CR 304.4, 307.4): said alone among
#: spells ("ein Spontanzauber oder eine Hexerei"), a spell of that type
_SPELL_ONLY_TYPES = frozenset({"instant", "sorcery"})
#: filter word of another card type said alone among spells ("einen Artefaktzauber oder eine
#: Verzauberung", "ein Spontanzauber oder eine Kreatur"): a spell of that type only where the
#: verb takes spells alone (counter, CR 701.6: effects.counter drops it); elsewhere it may be a
#: permanent and the line is left unparsed (rulesparser.cardtext: never left in an ability)
SPELL_ALTERNATIVE_MARK = "?spell_alternative"


def _compound_alternatives(flat: list[Any]) -> list[tuple[int, str]]:
    """Alternatives of compound nouns with the same last part, said once or each time
    ("Spontanzauber- oder Hexereikarte", "Kreaturenkarte oder Landkarte"): the alternative
    types, then the shared noun ("instant|sorcery", "card"). Anything else is not understood.
    The last alternative may be hyphenated ("Spontanzauber- und/oder Hexerei-Karten": a type,
    then the noun as its own word), and adjectives said once before all of them read on each
    ("Rote Spontanzauber und Hexereien": red instant and sorcery spells)."""
    if any(isinstance(c, Compound) and c.head_only for c in flat) and len(flat) >= 2:
        last, noun = flat[-2], flat[-1]
        if (
            isinstance(last, tuple)
            and isinstance(noun, tuple)
            and last[0] in (_RANK["SUBTYPE"], _RANK["CARD_TYPE"])
            and noun[0] == _RANK["OBJ_NOUN"]
        ):
            flat = [*flat[:-2], Compound(items=(last, noun))]
    prefix: list[tuple[int, str]] = []
    while flat and isinstance(flat[0], tuple) and flat[0][0] < _RANK["NONTYPE"]:
        prefix.append(flat[0])
        flat = flat[1:]
    if prefix:
        return [*prefix, *_compound_alternatives(flat)]
    parts = [c for c in flat if not isinstance(c, int)]
    alts, joins = parts[0::2], parts[1::2]
    marked: list[tuple[int, str]] = []
    whole = [a for a in alts if isinstance(a, Compound) and not a.head_only]
    if whole and tuple(i for i in whole[-1].items if i[0] == _RANK["OBJ_NOUN"]) == (
        (_RANK["OBJ_NOUN"], "spell"),
    ):
        # "einen Spontanzauber oder eine Hexerei": an instant or sorcery said alone among
        # spells is a spell of that type (CR 304.4, 307.4: never a permanent); another card
        # type alone ("ein Spontanzauber oder eine Kreatur") may be a permanent: marked
        # (SPELL_ALTERNATIVE_MARK)
        alone = [a for a in alts if isinstance(a, tuple) and a[0] == _RANK["CARD_TYPE"]]
        if any(a[1] not in _SPELL_ONLY_TYPES for a in alone):
            next(MARKS_READ)
            marked = [(_POST_RANK, SPELL_ALTERNATIVE_MARK)]
        alts = [
            Compound(items=(a, (_RANK["OBJ_NOUN"], "spell"))) if a in alone else a for a in alts
        ]
    if (
        len(alts) < 2
        # (list commas before a last "oder": "Aura-, Ausrüstungs- oder Fahrzeug-Zauberspruch")
        or joins[-1] != "or"
        or any(j not in ("or", "comma") for j in joins)
        or not all(isinstance(a, Compound) for a in alts)
        or alts[-1].head_only
    ):
        raise Unsure("alternatives with a compound type noun")
    tail = tuple(i for i in alts[-1].items if i[0] == _RANK["OBJ_NOUN"])
    heads = []
    for a in alts:
        head = tuple(i for i in a.items if i[0] != _RANK["OBJ_NOUN"])
        if len(head) != 1 or (not a.head_only and a.items[len(head) :] != tail):
            raise Unsure("alternatives with different compound nouns")
        heads.append(head[0])
    ranks = {r for r, _ in heads}
    # ("Kreaturen- oder Aura-Zauberspruch": a card type or a subtype, each a kind of the one noun
    # said after them, as English "creature or Aura spell")
    if not tail or (len(ranks) != 1 and not ranks <= {_RANK["SUBTYPE"], _RANK["CARD_TYPE"]}):
        raise Unsure("alternatives of different kinds in one object phrase")
    return [(min(ranks), "|".join(sorted({w for _, w in heads}))), *tail, *marked]


def _shared_word_alternatives(
    flat: list[Any], and_joined: bool
) -> tuple[list[tuple[int, str]], bool] | None:
    """Alternatives with compound nouns that differ in one word each, the other words said in
    every one of them or once for all (German, where a noun said once is the last part of a
    compound): "ein weißer Spontanzauber oder eine weiße Hexerei" (a white instant or sorcery
    spell), "Verzauberungskreatur oder legendäre Kreatur" (an enchantment creature or legendary
    creature), "Artefaktkreaturen und/oder schwarzen Kreaturen" (fear, CR 702.36b: artifact
    creatures and/or black creatures), and an adjective alone before a compound that gives the
    noun of both ("schwarzen oder Artefaktkreaturen", "eine blaue oder rote Kreaturenkarte"):
    one word of alternatives with the words the alternatives share (``("artifact|black",
    "creature")``), and whether no word of a kind is shared (the qualifiers after them could
    read on one kind only). An object matching the filter matches one of the alternatives and
    each matches the filter, so the reading is exact. None for any other phrase, and for colors
    joined by "und" (``and_joined``: "einen roten und weißen Kreaturenspielstein" is one object
    of both colors)."""
    other = (_RANK["OTHER"], "other")
    if flat and flat[0] == other:
        # ("Andere verschneite Kreaturen und/oder Zombie-Kreaturen": "other" says "but this
        # object" of every alternative, CR 109.1)
        rest = _shared_word_alternatives(flat[1:], and_joined)
        return None if rest is None else ([other, *rest[0]], rest[1])
    segments: list[list[Any]] = [[]]
    joins: list[str] = []
    for c in flat:
        if isinstance(c, int):  # an alternative's own article
            continue
        if c in ("or", "comma"):
            joins.append(c)
            segments.append([])
        elif isinstance(c, (Compound, tuple)):
            segments[-1].append(c)
        else:
            return None
    if len(segments) < 2 or "or" not in joins or not all(segments):
        return None
    # the first part of a compound waiting for its last part ("Ninja- oder
    # Räuber-Kreaturenkarte": a Ninja or Rogue creature card) stands alone in its alternative
    heads = [any(isinstance(e, Compound) and e.head_only for e in seg) for seg in segments]
    if heads[-1] or any(h and len(seg) != 1 for h, seg in zip(heads, segments, strict=True)):
        return None
    spell = (_RANK["OBJ_NOUN"], "spell")
    marked: list[tuple[int, str]] = []
    if any(isinstance(e, Compound) and e.items[-1] == spell for seg in segments for e in seg):
        # an instant or sorcery said alone among spells is a spell of that type (as in
        # _compound_alternatives: "ein weißer Spontanzauber oder eine weiße Hexerei")
        if any(
            isinstance(e, tuple) and e[0] == _RANK["CARD_TYPE"] and e[1] not in _SPELL_ONLY_TYPES
            for seg in segments
            for e in seg
        ):
            # another card type alone may be a permanent (SPELL_ALTERNATIVE_MARK)
            next(MARKS_READ)
            marked = [(_POST_RANK, SPELL_ALTERNATIVE_MARK)]
        segments = [
            [
                Compound(items=(e, spell))
                if isinstance(e, tuple) and e[0] == _RANK["CARD_TYPE"]
                else e
                for e in seg
            ]
            for seg in segments
        ]
    words = [
        [w for e in seg for w in (e.items if isinstance(e, Compound) else (e,))] for seg in segments
    ]
    last = segments[-1][-1]
    for i, seg in enumerate(words[:-1]):
        if not heads[i] and any(r in _KIND_RANKS for r, _ in seg):
            continue
        # an adjective alone: the noun is the end of the compound that ends the last
        # alternative, after as many words as this alternative has
        tail = words[-1][len(seg) :]
        if not isinstance(last, Compound) or not tail or len(tail) >= len(last.items) + 1:
            return None
        if tuple(tail) != last.items[len(last.items) - len(tail) :]:
            return None
        words[i] = [*seg, *tail]
    if any(len(set(seg)) != len(seg) for seg in words):
        return None
    common = set(words[0]).intersection(*words[1:])
    diffs = [[w for w in seg if w not in common] for seg in words]
    if not common or any(len(d) != 1 for d in diffs) or len({d[0] for d in diffs}) != len(diffs):
        return None
    ranks = {r for d in diffs for r, _ in d}
    if and_joined and ranks == {_RANK["COLOR"]}:
        return None
    if _RANK["OBJ_NOUN"] in ranks and len(ranks) > 1:
        # a noun against a type word ("einen Beschwörungszauber oder eine Artefaktkreatur":
        # a creature spell, or an artifact creature): no one word of alternatives says it
        return None
    rank = max(ranks) if ranks <= _KIND_RANKS else min(ranks)
    alts = (rank, "|".join(sorted(d[0][1] for d in diffs)))
    mixed = not any(r in _KIND_RANKS for r, _ in common)
    return [*common, alts, *marked], mixed


def _check_hyphen_borrows(flat: list[Any]) -> None:
    """:class:`Unsure` when a creature type stands before a hyphen (the first part of a compound
    whose last part follows, :class:`Compound` ``head_only`` or ``subtype_head``) and a later
    word of the phrase is a card type other than creature: "Elementarwesen- oder
    Chandra-Planeswalker-Zauberspruch" (Chandra's Embercat, Oracle "an Elemental spell or a
    Chandra planeswalker spell") may borrow "Zauberspruch" or "Planeswalker-Zauberspruch"; a
    creature type is no subtype of a planeswalker (CR 205.3), and which words the hyphen stands
    for is not said. "Ninja- oder Räuber-Kreaturenkarte" (a creature card) reads as before."""
    kinds = creature_types()
    for i, c in enumerate(flat):
        if not (isinstance(c, Compound) and (c.head_only or c.subtype_head)):
            continue
        if not any(r == _RANK["SUBTYPE"] and w in kinds for r, w in c.items):
            continue
        later = [
            w
            for d in flat[i + 1 :]
            for w in (d.items if isinstance(d, Compound) else (d,) if isinstance(d, tuple) else ())
        ]
        if any(r == _RANK["CARD_TYPE"] and w != "creature" for r, w in later):
            raise Unsure("a creature type before a hyphen, completed by another card type")


def _kinds_before_a_compound(flat: list[Any]) -> bool:
    """Whether the phrase is kinds of one rank joined by "or" with no article of their own, the
    last one followed by a compound noun they all qualify: "eine Ninja- oder
    Räuber-Kreaturenkarte" (a subtype before a hyphen, then "Räuber-Kreaturenkarte"), "eine Wald-
    oder Insel-Standardlandkarte": the English word order, read as the English words ("a Ninja or
    Rogue creature card"). An article said again ("ein Artefakt oder eine Kreaturenkarte")
    names an alternative of its own."""
    if any(isinstance(c, int) for c in flat) or len(flat) < 4:
        return False
    *alts, last = flat
    if not isinstance(last, Compound) or last.head_only:
        return False
    words, joins = alts[0::2], alts[1::2]
    if any(j not in ("or", "comma") for j in joins) or "or" not in joins:
        return False
    return (
        all(isinstance(w, tuple) for w in words)
        and len({w[0] for w in words}) == 1
        and (words[0][0] in (_RANK["SUBTYPE"], _RANK["CARD_TYPE"]))
    )


def _repeated_noun_alternatives(flat: list[Any]) -> tuple[tuple[int, str], ...] | None:
    """ "artifact creatures and/or black creatures" (fear, CR 702.36b): alternatives that each
    say one word and the same noun are that noun with either word (``("artifact|black",
    "creature")``), whatever their kinds, since the noun said each time leaves one reading. None
    for any other phrase."""
    if "or" not in flat or any(c == "comma" or isinstance(c, int) for c in flat):
        return None
    segments: list[list[Any]] = [[]]
    for c in flat:
        if c == "or":
            segments.append([])
        else:
            segments[-1].append(c)
    if len(segments) < 2 or any(len(seg) != 2 for seg in segments):
        return None
    if not all(isinstance(w, tuple) for seg in segments for w in seg):
        return None
    nouns = set(segments[0]).intersection(*segments[1:])
    if len(nouns) != 1:
        return None
    noun = nouns.pop()
    others = [next(w for w in seg if w != noun) for seg in segments]
    # the noun with a word of a lower rank, before it ("green creature") or after it (French
    # "les créatures vertes et les créatures blanches", "les sorts de gobelin et les sorts de
    # gredin", "des créatures-artefacts ou des créatures noires")
    if any(w[0] > noun[0] for w in others):
        return None
    words = "|".join(sorted({w[1] for w in others}))
    return ((min(w[0] for w in others), words), noun)


#: the subtypes of lands that are not basic land types (CR 205.3i): a Gate is a land
_NONBASIC_LAND_TYPES = frozenset(
    ("cave", "desert", "gate", "lair", "locus", "mine", "power_plant", "sphere", "tower", "town")
)


def _subtype_alternative(flat: list[Any]) -> tuple[tuple[int, str], ...] | None:
    """ "a basic land card or Gate card" (Guild Summit's kin, CR 205.3i): two alternatives with
    the same noun, one a land subtype, the other that subtype's card type with one more word
    ("basic land"): since every Gate is a land, the object is a land card that is basic or a
    Gate (``("basic|gate", "land", "card")``), exactly. Articles said again are the same
    alternatives ("a basic land card or a Gate card"). None for any other phrase."""
    flat = [c for c in flat if not isinstance(c, int)]
    if flat.count("or") != 1 or "comma" in flat:
        return None
    i = flat.index("or")
    first, second = flat[:i], flat[i + 1 :]
    if not all(isinstance(w, tuple) for w in (*first, *second)):
        return None
    if len(second) == 3 and len(first) == 2:
        first, second = second, first
    if len(first) != 3 or len(second) != 2:
        return None
    noun = set(first) & set(second)
    if len(noun) != 1 or next(iter(noun))[0] != _RANK["OBJ_NOUN"]:
        return None
    land = (_RANK["CARD_TYPE"], "land")
    (subtype,) = set(second) - noun
    rest = set(first) - noun - {land}
    if land not in first or subtype[1] not in _NONBASIC_LAND_TYPES or len(rest) != 1:
        return None
    (word,) = rest
    if word[0] >= _RANK["SUBTYPE"]:
        return None
    return ((word[0], "|".join(sorted((word[1], subtype[1])))), land, next(iter(noun)))


def _is_negation(c: Any) -> bool:
    return isinstance(c, tuple) and len(c) == 2 and str(c[1]).startswith("non")


def _other_said_again(flat: list[Any]) -> list[Any] | None:
    """German "ein anderes Artefakt oder eine andere Kreatur", "eine andere Kreatur oder ein
    anderes Land" (another artifact or creature, another creature or land): every alternative
    after the first says "other" again with its own article, the first one's "other" being in
    the quantifier ("ein anderes"). The words without the repeated "other"s (the quantifier's
    "another" then reads on each alternative, as the English phrase), or None when the phrase
    is not one (the first alternative has an "other" of its own, or one alternative has none:
    "ein Artefakt oder eine andere Kreatur" is an artifact or another creature)."""
    other = (_RANK["OTHER"], "other")
    if other not in flat or "or" not in flat:
        return None
    alts: list[list[Any]] = [[]]
    for c in flat:
        if c in ("or", "comma"):
            alts.append([])
        elif not isinstance(c, int):  # an alternative's own article
            alts[-1].append(c)
    if len(alts) < 2 or other in alts[0] or not all(alts):
        return None
    if any(a[0] != other or a.count(other) != 1 or len(a) < 2 for a in alts[1:]):
        return None
    return [c for c in flat if c != other]


def _negation_lists(flat: list[Any], join: str = "comma") -> list[Any]:
    """A list comma (``join``: or French "et", :meth:`PhrasesMixin.j_and_word`) between
    two negated words ("nonartifact, nonblack creature", "noncreature, nonland permanent",
    "non-créature et non-terrain") joins adjectives that all apply: the object is neither (an
    artifact nor black). No "or" follows such a list; the join is dropped so that the words are
    read one after the other like "nonblack nonartifact"."""
    out: list[Any] = []
    for i, c in enumerate(flat):
        if (
            c == join
            and out
            and _is_negation(out[-1])
            and i + 1 < len(flat)
            and _is_negation(flat[i + 1])
            and "or" not in flat[i + 1 :]
        ):
            continue
        out.append(c)
    return out


def _quant(quants: list[Quant]) -> Quant:
    """One quantifier from its parts: a determiner or number before the noun and, in languages
    that mark a target after the noun (German "eine Kreatur deiner Wahl", CR 115.1), the target
    mark: "a ... target" is "target ...", "two ... target" "two target ..."."""
    if len(quants) == 1:
        return quants[0]
    if len(quants) != 2 or quants[1].kind != "target" or quants[0].kind != "any":
        raise Unsure("two quantifiers for one object")
    first = quants[0]
    if first.count is None:
        if first.up_to:  # "eine beliebige Anzahl an Kreaturen deiner Wahl" (CR 115.1d)
            return Quant("target", up_to=True, words=first.words)
        raise Unsure("'any number of' with a target mark")
    count = None if first.count == 1 and not first.up_to else first.count
    return Quant("target", count=count, up_to=first.up_to, words=first.words)


#: the factor of each canonical DAMAGE_FACTOR word ("double that damage", CR 614.1a)
_DAMAGE_FACTORS = {"double": 2, "triple": 3}


#: the object kinds a union of several objects is made of (a pronoun or "that" object is not)
_UNION_KINDS = ("target", "any", "each", "self")


def _post_word(word: str) -> bool:
    """Whether a filter word is one said after the noun ("you_control", "in_your_graveyard",
    "without:flying", "power<=2"): it may be read as said of every object before it."""
    return any(c in word for c in "_:=<>")


def object_union(refs: list[Any]) -> A.ObjectUnion:
    """The objects of several object phrases joined by "and", each with its own quantifier
    ("target creature and target land": two targets, CR 115.1; "an artifact creature and a
    nonartifact creature": one of each). A zone said after the last one ("target creature card
    and up to one target Wizard card from your graveyard") is where the cards before it are too
    when they name no zone (a card is in a zone, CR 109.2, and none other is said); any other
    phrase said after the last object only, which could be read as said of all of them ("target
    creature and target land you control", German "eine Kreatur und ein Land deiner Wahl"), is
    not read (``Unsure``)."""
    if any(not isinstance(r, A.ObjectRef) or r.kind not in _UNION_KINDS for r in refs):
        raise Unsure("'and' between objects of which one is not a new object phrase")
    if len(set(refs)) != len(refs):
        raise Unsure("the same object phrase twice")
    kinds = {r.kind for r in refs}
    if {"any", "target"} <= kinds:
        # German "eine Kreatur und ein Land deiner Wahl": the target mark said once, after the
        # last object, may be said of all of them
        raise Unsure("a target mark said of some of several objects only")
    zones = tuple(w for w in refs[-1].filter if w.startswith("in_"))
    if zones:
        refs = [
            dataclasses.replace(r, filter=(*r.filter, *zones))
            if "card" in r.filter and not any(w.startswith("in_") for w in r.filter)
            else r
            for r in refs
        ]
    if any(_post_word(w) for w in refs[-1].filter) and any(
        r.kind != "self" and not any(_post_word(w) for w in r.filter) for r in refs[:-1]
    ):
        raise Unsure("a phrase after the last of several objects that may be said of all")
    return A.ObjectUnion(objects=tuple(refs))


@dataclass(frozen=True)
class AndAnother:
    """ "et" and an article said again between the words of an object phrase ("la créature
    ciblée et le terrain ciblé"): another object phrase begins, with the article ``article``
    ("the" or "a")."""

    article: str


class OrArticle(str):
    """ "or" with an article said again after it ("another creature or a land", German "eine
    andere Kreatur oder ein Land", French "une autre créature ciblée ou un terrain ciblé"):
    equal to ``"or"``; the alternative after it begins a phrase of its own, which a word of
    the quantifier before the first ("another") does not qualify (:meth:`PhrasesMixin._object`)."""

    __slots__ = ()

    def __new__(cls) -> OrArticle:
        return super().__new__(cls, "or")


@dataclass(frozen=True)
class OrArticleOther:
    """French "ou un autre", "ou une autre" between alternatives ("un autre artefact ou une
    autre créature"), or a list comma and "un autre" (``comma``): :class:`OrArticle` (or the
    list comma) and the word "other" said again, which :func:`_other_said_again` reads as the
    "other" of the quantifier said of every alternative (:meth:`PhrasesMixin.obj_core` puts
    both in the words)."""

    comma: bool = False


@dataclass(frozen=True)
class CommaArticle:
    """A list comma and an article said again between the words of an object phrase (French
    "une carte blanche, une carte bleue, ... et une carte verte"): another object phrase in a
    list of several objects that "et" and an article end (:class:`AndAnother`, Conflux: a
    white card, a blue card, ... and a green card), an alternative's comma in any other list
    ("une carte d'artefact, une carte de créature ou une carte de terrain")."""

    article: str


@dataclass(frozen=True)
class SeveralWords(Several):
    """The words of several object phrases read as one ("la créature ciblée et le terrain
    ciblé"): ``parts`` in order, ``articles`` the article said before each part after the
    first. Read by :meth:`PhrasesMixin.obj` only (:class:`~.util.Several`)."""

    stands_for: ClassVar[type] = Words
    parts: tuple[Words, ...]
    articles: tuple[str, ...]


@dataclass(frozen=True)
class SeveralObjects(Several):
    """Several objects, each with its own article, said as one object phrase ("la créature
    ciblée et le terrain ciblé", :func:`object_union`): only the verbs that take several
    objects read it (:class:`~.util.Several`)."""

    stands_for: ClassVar[type] = A.ObjectRef
    union: A.ObjectUnion


#: object filter words of the cards you drew / discarded this turn (CR 121.1, 701.8a)
YOU_DREW_THIS_TURN = "you_drew_this_turn"
YOU_DISCARDED_THIS_TURN = "you_discarded_this_turn"
_TURN_CARD_COUNTS = {
    YOU_DREW_THIS_TURN: "cards_drawn_this_turn",
    YOU_DISCARDED_THIS_TURN: "cards_discarded_this_turn",
}


def turn_card_count(obj: A.ObjectRef) -> A.Count | None:
    """The count of "each card you've drawn this turn" (French "chaque carte que vous avez
    piochée ce tour-ci", German "jede Karte, die du in diesem Zug gezogen hast"): how many cards
    you drew (discarded) this turn, ``Count(what="cards_drawn_this_turn" |
    "cards_discarded_this_turn", player=you)``, the count the English grammar reads directly
    (CR 121.1, 701.8a); None for any other object. Cards of a kind ("creature cards you've
    drawn") or not all of them raise :class:`Unsure`."""
    words = [w for w in obj.filter if w in _TURN_CARD_COUNTS]
    if not words:
        return None
    if (
        sorted(obj.filter) != sorted(("card", words[0]))
        or obj.kind != "each"
        or obj.count is not None
        or obj.up_to
    ):
        raise Unsure("some of the cards drawn or discarded this turn")
    return A.Count(what=_TURN_CARD_COUNTS[words[0]], player=YOU)


def _one_zone_counted(obj: A.ObjectRef) -> A.ObjectRef:
    """An object counted: the cards "in an opponent's graveyard" (German "im Friedhof eines
    Gegners") may be counted in one opponent's graveyard or in all of theirs (Oracle: "an
    opponent has eight or more cards in their graveyard"): not read."""
    if any(w.startswith("in_an_opponents_") for w in obj.filter):
        raise Unsure("a count of the cards in an opponent's zone")
    return obj


def _words(ch: list[Any]) -> Words | None:
    """The object's words: its adjectives and nouns and the words of qualifiers that say a
    type ("die kein Land ist" = nonland), merged."""
    found = nodes(ch, Words)
    if not found:
        return None
    if len(found) == 1:
        return found[0]
    return Words(
        items=tuple(i for w in found for i in w.items),
        marks=tuple(m for w in found for m in w.marks),
    )


#: "remove all [kind] counters" / "remove any number of [kind] counters" (counter_amount)
ALL_COUNTERS = object()
ANY_NUMBER_OF_COUNTERS = object()


@dataclass(frozen=True)
class Post:
    """A qualifier after an object's noun ("you control", "with flying", "in your graveyard");
    ``targeting`` for "that targets [object]" (:data:`TARGETING_POST`), what one of the
    spell's targets must be (CR 115.1), made a StackObjectRef by ``PhrasesMixin._object``."""

    word: str
    targeting: Any = None
    compare: Any = None
    #: "with the greatest power among [objects]": the words and qualifiers of those objects
    #: (``PhrasesMixin._object`` makes them the object's own, :meth:`p_greatest_stat_among`)
    among: Any = None
    #: a relative clause whose verb ends it (German ", deren Stärke kleiner oder gleich der
    #: Anzahl an Kriegern ist"): a qualifier after it may be the counted objects' (", die du
    #: kontrollierst"), so none may follow it
    last: bool = False


#: the word of a :class:`Post` "that targets [object]", never left in a filter
TARGETING_POST = "?targets"
#: the word of a :class:`Post` "put into a graveyard this turn": of a permanent, which is on the
#: battlefield (CR 110.1), it died this turn (CR 700.4); of anything else (a card, from
#: anywhere) not read
PUT_INTO_GRAVEYARD_POST = "?put_into_graveyard_this_turn"
#: the word of a :class:`Post` "put into your graveyard from the battlefield this turn": a
#: permanent you own that died this turn (``died_this_turn`` and ``you_own``, CR 700.4, 404.2),
#: as :data:`PUT_INTO_GRAVEYARD_POST` of a permanent only
DIED_YOU_OWN_POST = "?died_you_own_this_turn"
#: the word of a :class:`Post` comparing a characteristic with a number of the game ("with mana
#: value equal to the number of ..."), made a ComparedObjectRef by ``PhrasesMixin._object``,
#: never left in a filter
COMPARE_POST = "?compare"
#: the number of comparisons read (:data:`COMPARE_POST`), in a list that may be read without
#: counting (a line's parse holds other lines' parses): when one was read, a parsed line must
#: hold a :class:`~rulesparser.ast.ComparedObjectRef` and no filter word :data:`COMPARE_POST`
#: (rulesparser.cardtext: a phrase or rewrite that rebuilt the object without its comparison
#: would drop what the card says)
COMPARES_READ = [0]
#: the start of the filter word "attached to a creature" (``attached_to:creature``,
#: ``attached_to:creature|land``: attached to an object of that kind, CR 303.4, 301.5)
ATTACHED_TO_KIND = "attached_to:"


@dataclass(frozen=True)
class Mark:
    """An adjective after the noun that changes the object's kind rather than filtering it:
    French "ciblé" (``target``: "une créature ciblée" is "target creature"), "enchanté"
    (``enchanted``), "équipé" (``equipped``). Languages that say these before the noun use
    the quantifiers instead."""

    kind: str


#: the mana symbols an "Add" effect can name (CR 106.1: the five colors and colorless; {X}, a
#: generic amount of colorless mana, CR 106.10); numbers are read apart
_ADDABLE = frozenset("WUBRGCX")


def mana_produced(cost: A.ManaCost) -> A.ManaCost:
    """The mana an "Add ..." effect produces (CR 106.1): colored or colorless, never generic,
    so the "{1}" of early printings ("Add {1} to your mana pool") is one colorless mana, {C} in
    the Oracle text; "{2}" is {C}{C}. Only mana a player can have is added: the five colors
    and colorless (CR 106.1), a number of colorless mana (CR 106.10) or {X} of it; "Add {T}",
    "Add {S}", "Add {W/U}" or "Add {G/P}" name no mana (a tap, snow, hybrid or Phyrexian symbol
    stands for a cost, CR 107.4, 107.4h) and raise :class:`Unsure`."""
    wrong = [s for s in cost.symbols if s not in _ADDABLE and not s.isdigit()]
    if wrong:
        raise Unsure(
            "mana a player can't add (" + "".join("{" + s + "}" for s in wrong) + "; CR 106.1)",
            final=True,
        )
    symbols: list[str] = []
    for sym in cost.symbols:
        symbols.extend(["C"] * int(sym) if sym.isdigit() else [sym])
    return A.ManaCost(symbols=tuple(symbols))


class PhrasesMixin:
    """Objects, players, quantities, durations, conditions and costs."""

    lex: Any

    def _canon(self, tok: Token) -> str:
        """The canonical value of a word; a noun that is the last part of a hyphenated compound
        ("Gebirge-Karte") is looked up without its hyphen (other words keep theirs: the
        counter kind "-1/-1")."""
        text = str(tok)
        if tok.type in _HYPHEN_TAIL_CLASSES:
            text = text.removeprefix("-")
        return self.lex.lookup(tok.type, text)

    # ------------------------------------------------------------------ numbers and mana
    def digits(self, ch: list[Token]) -> int:
        return int(str(ch[0]))

    def numword(self, ch: list[Token]) -> int:
        return int(self._canon(ch[0]))

    def var(self, ch: list[Token]) -> A.Variable:
        return A.Variable(name=str(ch[0]).upper())

    def mana_cost(self, ch: list[Token]) -> A.ManaCost:
        """Mana symbols without braces (CR 107.4); the old "o1oR" notation too. Slashless
        hybrid and Phyrexian symbols of early printed text mean the same symbol ({BR} = {B/R},
        {PW} = {W/P})."""
        return A.ManaCost(symbols=tuple(s for tok in ch for s in symbol_tuple(str(tok))))

    def add_mana_colorless(self, ch: list[Any]) -> A.AddMana:
        """ "one colorless mana" ("ein farbloses Mana"): {C} (CR 106.1b), N times."""
        n = ch[0]
        if not isinstance(n, int) or n < 1:
            raise Unsure("a variable amount of colorless mana")
        return A.AddMana(player=YOU, mana=A.ManaCost(symbols=("C",) * n))

    def quantity(self, ch: list[Any]) -> Any:
        return ch[0]

    def q_that_many(self, ch: list[Any]) -> A.Count:
        """ "that many" (German "entsprechend viele"): the amount of the event that triggered
        the ability (CR 603.2: "Whenever you gain life, draw that many cards"), or the number of
        cards discarded by the instruction before it ("Discard up to three cards, then draw that
        many cards", CR 608.2c): a mark that :func:`.effects._that_many` resolves from the
        instructions before it."""
        return A.Count(what="that_many")

    def q_times_that_many(self, ch: list[Any]) -> A.Product:
        """ "twice that many", "three times that many": :meth:`q_that_many` times the number
        (CR 107.3), a :class:`~rulesparser.ast.Product`; "twice" is two."""
        factor = next((c for c in ch if isinstance(c, int)), 2)
        if factor < 2:
            raise Unsure("'one time that many'")
        return A.Product(factor=factor, amount=self.q_that_many(ch))

    def half_your_life(self, ch: list[Any]) -> A.Half:
        """ "half your life, rounded up" (French "la moitié de vos points de vie, arrondie à
        l'unité supérieure"): half your life total, rounded as said (CR 107.1a, 119.1)."""
        return A.Half(amount=A.Count(what="life_total", player=YOU), rounding=ch[-1])

    def half_their_life(self, ch: list[Any]) -> A.Half:
        """ "half their life, rounded up" (French "la moitié de ses points de vie"): half the
        life total of the clause's subject (:data:`SUBJECT_PLAYER`, put in its place by
        effects._player_verb when the subject is one player)."""
        next(MARKS_READ)
        return A.Half(amount=A.Count(what="life_total", player=SUBJECT_PLAYER), rounding=ch[-1])

    def round_up(self, ch: list[Any]) -> str:
        """ ", rounded up" (CR 107.1a)."""
        return "up"

    def round_down(self, ch: list[Any]) -> str:
        """ ", rounded down" (CR 107.1a)."""
        return "down"

    def q_that_much(self, ch: list[Any]) -> A.Count:
        """ "that much" (life, damage): the amount of the event that triggered the ability
        (CR 603.2: "Whenever ~ deals damage, you gain that much life")."""
        return A.Count(what="event_amount")

    def q_event_plus(self, ch: list[Any]) -> A.Sum:
        """ "that much damage plus 2" (German "so viele Schadenspunkte plus 2"): the amount of
        the event a replacement effect changes, and more (CR 614.1a, :class:`~rulesparser.ast.
        Sum`); any other amount before "plus" is not read."""
        numbers = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        if ch[0] != A.Count(what="event_amount") or len(numbers) != 1:
            raise Unsure("'plus' after an amount other than the event's")
        return A.Sum(terms=(ch[0], numbers[0]))

    def q_event_times(self, ch: list[Any]) -> A.Product:
        """ "double that damage", "triple that damage" (German "doppelt so viele
        Schadenspunkte"): the amount of the event a replacement effect changes, multiplied (CR
        614.1a, :class:`~rulesparser.ast.Product`)."""
        if any(isinstance(c, A.Node) and c != A.Count(what="event_amount") for c in ch):
            raise Unsure("a multiple of an amount other than the event's")
        word = self.lex.lookup("DAMAGE_FACTOR", str(tokens(ch, "DAMAGE_FACTOR")[0]))
        return A.Product(factor=_DAMAGE_FACTORS[word], amount=A.Count(what="event_amount"))

    def amount_times(self, ch: list[Any]) -> A.Product:
        """ "twice the number of Vehicles you control", French "le double du nombre de
        véhicules que vous contrôlez" (``DAMAGE_FACTOR``: double, triple): the count times the
        factor (CR 107.3), a :class:`~rulesparser.ast.Product`. Raises :class:`Unsure` when
        what is multiplied is not a count."""
        count = one(ch, A.Count)
        if count is None:
            raise Unsure("a multiple of something that is not a count")
        factor = tokens(ch, "DAMAGE_FACTOR")
        if not factor:  # English "twice"
            return A.Product(factor=2, amount=count)
        word = self.lex.lookup("DAMAGE_FACTOR", str(factor[0]))
        return A.Product(factor=_DAMAGE_FACTORS[word], amount=count)

    # ------------------------------------------------------------------ objects (CR 109)
    def obj_word(self, ch: list[Token]) -> Any:
        """(rank, canonical word); a compound noun (TYPE_NOUN: German "Kreaturenkarte" =
        creature card) gives a :class:`Compound` of its words; a keyword adjective (ADJ_KEYWORD:
        "fliegende Kreatur") is the qualifier "with:<keyword>"; a MARK word (French "ciblé")
        gives a :class:`Mark`; a TYPE_PAIR word ("créature-artefact") gives a :class:`Compound`
        of its two card types."""
        tok = ch[0] if ch else None
        if tok is None:  # "other"
            return (_RANK["OTHER"], "other")
        if tok.type == "TYPE_NOUN":
            return Compound(items=tuple(self._ranked(w) for w in self._type_noun(tok)))
        if tok.type == "SUBTYPE_CARD":  # German "Rebellenkarte": a Rebel card
            return Compound(items=((_RANK["SUBTYPE"], self._canon(tok)), self._ranked("card")))
        if tok.type == "SUBTYPE_CREATURE":  # German "Soldatenkreatur": a Soldier creature
            subtype = (_RANK["SUBTYPE"], self._canon(tok))
            return Compound(items=(subtype, self._ranked("creature")))
        if tok.type == "TYPE_HEAD":  # "Spontanzauber-": a compound waiting for its last part
            return Compound(items=(self._ranked(self._canon(tok)),), head_only=True)
        if tok.type == "ADJ_KEYWORD":
            return (_POST_RANK, "with:" + self._canon(tok))
        if tok.type == "ADJ_NONKEYWORD":  # "nichtfliegende Kreaturen": without flying
            return (_POST_RANK, "without:" + self._canon(tok))
        if tok.type == "MARK":
            return Mark(self._canon(tok))
        if tok.type == "TARGET_NOUN":  # German "Zielkreatur": target creature (1994-1998)
            return [Mark("target"), (_RANK["CARD_TYPE"], self._canon(tok))]
        if tok.type == "TYPE_PAIR":
            return [(_RANK["CARD_TYPE"], w) for w in self._canon(tok).split()]
        if tok.type == "SPELL_OR_ABILITY_LIST":  # "spell, activated ability, or triggered ..."
            noun = SingularNoun((_RANK["OBJ_NOUN"], "ability|spell"))
            noun.token = tok
            return noun
        if tok.type == "NON_PREFIX":  # "non-Wall" (CR 205.4b)
            return (_RANK["NONTYPE"], "non" + self._canon(ch[1]))
        word = (_RANK.get(tok.type, 7), self._canon(tok))
        if str(tok).lower() in self._singular_nouns() or self._singular_by_key(tok):
            noun = SingularNoun(word)
            noun.token = tok
            return noun
        if str(tok).lower() in self._plural_nouns():
            return PluralNoun(word)
        return word

    def obj_de_word(self, ch: list[Token]) -> Any:
        """French "de créature" after a noun ("cartes de créature", "sorts de Gobelin"): the
        word (:meth:`obj_word`), never a singular noun of its own: the noun before it says
        whether the phrase is singular ("Sorts de créature que vous lancez" is plural)."""
        word = self.obj_word(ch)
        return tuple(word) if isinstance(word, SingularNoun) else word

    def _singular_nouns(self) -> frozenset[str]:
        """The printed forms of object nouns that are singular only (lowercase), from the
        lexicon's ``inflections.bare_singular_nouns`` (empty for a language without)."""
        cached = getattr(self, "_singular_cache", None)
        if cached is None:
            forms = self.lex.inflections.get("bare_singular_nouns", [])
            cached = frozenset(f.lower() for f in forms)
            self._singular_cache = cached
        return cached

    def _plural_nouns(self) -> frozenset[str]:
        """The printed forms of object nouns that are plural only (lowercase), from the
        lexicon's ``inflections.plural_nouns`` (empty for a language without)."""
        cached = getattr(self, "_plural_cache", None)
        if cached is None:
            forms = self.lex.inflections.get("plural_nouns", [])
            cached = frozenset(f.lower() for f in forms)
            self._plural_cache = cached
        return cached

    def _singular_by_key(self, tok: Token) -> bool:
        """Whether ``tok`` of a word class the lexicon names in
        ``inflections.bare_singular_classes`` (English SUBTYPE) is printed in its singular
        form: the class's canonical word itself, which the class lists with another (plural)
        form ("Angel" of [angel, angels]; never "Merfolk" of [merfolk], singular and plural
        alike, nor a key of ``inflections.invariant_plurals``: "Equipment"). A bare "Angel deals 2
        damage" names no object, as "Creature gets +1/+1"."""
        if tok.type not in self.lex.inflections.get("bare_singular_classes", ()):
            return False
        printed = str(tok).lower()
        if printed in self.lex.inflections.get("invariant_plurals", ()):
            return False  # "Equipment you control have equip {1}"
        forms = self.lex.classes.get(tok.type, {}).get(printed)
        return forms is not None and any(str(f).lower() != printed for f in forms)

    def obj_word_head(self, ch: list[Token]) -> Compound:
        """A subtype with a hyphen whose last part follows in the next alternative ("Wald- oder
        Ebenenkarte": Forest or Plains card; "Gebirge- oder Ebene-Karte"): the first part of a
        compound (:class:`Compound` ``head_only``), as a TYPE_HEAD word."""
        word = (_RANK["SUBTYPE"], self._canon(ch[0]))
        return Compound(items=(word,), head_only=True, subtype_head=True)

    def _type_noun(self, tok: Token) -> list[str]:
        """The canonical words of a compound type noun (a leading hyphen joins it to the word
        before it: "Saproling-Kreaturenspielstein")."""
        return self.lex.lookup("TYPE_NOUN", str(tok).lstrip("-")).split()

    def _ranked(self, word: str) -> tuple[int, str]:
        """A canonical word with the rank of the word class that has it."""
        for cls in ("STATUS", "COLOR", "SUPERTYPE", "NONTYPE", "SUBTYPE", "CARD_TYPE"):
            if word in self.lex.classes.get(cls, {}):
                return (_RANK[cls], word)
        if word.startswith("non"):
            return (_RANK["NONTYPE"], word)
        return (_RANK["OBJ_NOUN"], word)

    def j_or(self, ch: list[Any]) -> str:
        """ "or", "and/or", a list comma with "or"; a list's "and" ("artifacts and
        enchantments": each object of either kind) is "or" too, marked (:class:`AndJoin`) for
        :func:`_check_colors_joined_by_and`."""
        if any(isinstance(t, Token) and t.type == "LIST_AND" for t in ch):
            return AndJoin("or")
        if any(isinstance(t, Token) and t.type == "ANDOR" for t in ch):
            # "and/or" ("alle Artefakte und/oder Kreaturen"): each object of either kind
            return AndOrJoin("or")
        return "or"

    def j_or_article(self, ch: list[Any]) -> OrArticle:
        """ "or" and an article ("a creature or a land"): :class:`OrArticle`."""
        return OrArticle()

    def j_or_article_other(self, ch: list[Any]) -> OrArticleOther:
        """French "ou une autre" between alternatives (:class:`OrArticleOther`)."""
        return OrArticleOther()

    def j_comma_a_other(self, ch: list[Any]) -> OrArticleOther:
        """French ", une autre" between alternatives (:class:`OrArticleOther`, a list comma)."""
        return OrArticleOther(comma=True)

    def j_comma(self, ch: list[Any]) -> str:
        return "comma"

    def j_comma_a(self, ch: list[Any]) -> CommaArticle:
        """A list comma and "un"/"une" (:class:`CommaArticle`)."""
        return CommaArticle("a")

    def j_comma_the(self, ch: list[Any]) -> CommaArticle:
        """A list comma and "le"/"la"/"l'" (:class:`CommaArticle`)."""
        return CommaArticle("the")

    def j_and_each(self, ch: list[Any]) -> str:
        """ "et" and an article said again ("une carte de zombie et une carte de marais", "la
        créature ciblée et le terrain ciblé"): several objects, one of each kind, not one
        object of either kind ("or"). Not read (raises ``Unsure``): one object reference
        cannot say it."""
        raise Unsure("'and' with an article said again: several objects, one of each")

    def j_and_another(self, ch: list[Any]) -> AndAnother:
        """ "et un", "et une" between object words: another object phrase (:class:`AndAnother`)."""
        return AndAnother("a")

    def j_and_another_the(self, ch: list[Any]) -> AndAnother:
        """ "et le", "et la", "et l'" between object words: another object phrase."""
        return AndAnother("the")

    def j_and_list(self, ch: list[Any]) -> str:
        """ "und" between the words of one object phrase ("alle Artefakte und Verzauberungen"):
        "or" in the list (each object of either kind, :meth:`obj_core`); told apart from "oder"
        only where one object of both could be meant (:func:`_shared_word_alternatives`)."""
        return "and_list"

    def j_and_word(self, ch: list[Any]) -> str:
        """French "et" between two words of one object phrase: "or" in the list (each object
        of either kind, "les sorts d'éphémère et de rituel"), but between two negated words
        both apply ("une carte non-créature et non-terrain": neither, as English "a
        noncreature, nonland card"; :func:`_negation_lists`)."""
        return "and_word"

    def j_and_plural(self, ch: list[Any]) -> str:
        """ "et les" between alternatives ("les sorts verts et les sorts bleus"): "or" in the
        list (each object of either kind), said after a plural article only (:meth:`obj_core`)."""
        return "and_plural"

    def j_and_plural_other(self, ch: list[Any]) -> str:
        """ "et les autres" between alternatives after "les autres" ("les autres créatures
        neigeuses et les autres créatures Zombie"): :meth:`j_and_plural` with "other" said again
        (:func:`_other_said_again`)."""
        return "and_plural_other"

    def obj_core(self, ch: list[Any]) -> Words | SeveralWords:
        """:meth:`_obj_core_joined` of the words, with :attr:`Words.singular` set when the last
        word is a noun in its singular form (:class:`SingularNoun`)."""
        ch = [
            w
            for c in ch
            for w in (
                ("comma" if c.comma else OrArticle(), (_RANK["OTHER"], "other"))
                if isinstance(c, OrArticleOther)
                else (c,)
            )
        ]
        said = [c for c in ch if isinstance(c, tuple) and c and isinstance(c[0], int)]
        singular = bool(said) and isinstance(said[-1], SingularNoun)
        plural = bool(said) and isinstance(said[-1], PluralNoun)
        words = self._obj_core_joined(
            [tuple(c) if isinstance(c, (SingularNoun, PluralNoun)) else c for c in ch],
            plural=plural,
        )
        if not isinstance(words, Words):
            return words
        # the flags the words' last noun and joints say, set by one copy
        changes: dict[str, Any] = {}
        if singular:
            changes.update(singular=True, singular_word=said[-1].token)
        if plural:
            changes["plural"] = True
        if any(isinstance(c, OrArticle) for c in ch):
            changes["article_each"] = True
        if _or_between_nouns(ch):
            changes["or_nouns"] = True
        return dataclasses.replace(words, **changes) if changes else words

    def _obj_core_joined(self, ch: list[Any], plural: bool = False) -> Words | SeveralWords:
        """:meth:`_obj_core` of the words; "et les" between them (:meth:`j_and_plural`) is
        "or", the list marked as one said after a plural article, never with a target mark
        ("la créature ciblée et les créatures ..." names two objects); "et" and a singular
        article (:class:`AndAnother`) begins another object phrase (:class:`SeveralWords`)."""
        _check_colors_joined_by_and(ch, plural)
        several = any(isinstance(c, AndAnother) for c in ch)
        # (a comma and an article: another object phrase in a list that "et" and an article
        # end, an alternative's comma in any other)
        ch = [
            (AndAnother(c.article) if several else "comma") if isinstance(c, CommaArticle) else c
            for c in ch
        ]
        if several:
            parts: list[list[Any]] = [[]]
            articles: list[str] = []
            for c in ch:
                if isinstance(c, AndAnother):
                    parts.append([])
                    articles.append(c.article)
                else:
                    parts[-1].append(c)
            if any(not p for p in parts):
                raise Unsure("'and' with an article said again without words")
            next(SEVERAL_MADE)
            return SeveralWords(
                parts=tuple(self.obj_core(p) for p in parts), articles=tuple(articles)
            )
        and_joined = "and_list" in ch
        ch = ["or" if c == "and_list" else c for c in _negation_lists(ch, "and_word")]
        ch = ["or" if c == "and_word" else c for c in ch]
        other_each = "and_plural_other" in ch
        if other_each:
            # "et les autres": "other" said again with this alternative (checked below)
            ch = [
                w
                for c in ch
                for w in (
                    ("and_plural", (_RANK["OTHER"], "other")) if c == "and_plural_other" else (c,)
                )
            ]
        if "and_plural" not in ch:
            return self._obj_core(ch, and_joined)
        ch = ["or" if c == "and_plural" else c for c in ch]
        if other_each:
            # (every alternative after the first says "autres", the first one's is in the
            # quantifier "les autres": :meth:`_object` checks it)
            said_again = _other_said_again(ch)
            if said_again is None:
                raise Unsure("'et les autres' after an alternative that is not another's")
            words = self._obj_core_joined(["and_plural" if c == "or" else c for c in said_again])
            return dataclasses.replace(words, other_each=True)
        segments: list[list[Any]] = [[]]
        for c in ch:
            if c in ("or", "comma"):
                segments.append([])
            else:
                segments[-1].append(c)
        if any(len(seg) != 1 for seg in segments) and _repeated_noun_alternatives(ch) is None:
            # "les créatures et les terrains non-base": the adjective after the last noun is
            # said of that noun only
            raise Unsure("'and the' between alternatives of several words")
        words = self._obj_core(ch, and_joined)
        if words.marks:
            raise Unsure("'and the' after a marked object: two objects")
        return dataclasses.replace(words, plural_and=True)

    def _obj_core(self, ch: list[Any], and_joined: bool = False) -> Words:
        """Words in printed order; a word joined to the next by "or" or a list comma forms
        one alternative with it ("green or white", "artifact, enchantment, or land"). The
        alternatives must be of one rank (colors with colors, types with types), else the
        phrase could be read two ways and the line is left unparsed. Marks said among the
        words ("ciblé") are set apart first; a type pair ("créature-artefact") is two words."""
        marks = tuple(c for c in ch if isinstance(c, Mark)) + tuple(
            m for c in ch if isinstance(c, list) for m in c if isinstance(m, Mark)
        )
        joins = [i for i, c in enumerate(ch) if c in ("or", "comma")]
        if joins and any(isinstance(c, Mark) for c in ch[: joins[-1]]):
            # "un artefact ciblé ou une créature engagée ciblée" (Banishing Slash: an artifact,
            # or a tapped creature): each alternative closed by its own mark is a phrase of its
            # own, so a word with the last one's noun is that alternative's only; read when
            # every alternative has a word of that kind ("la capacité activée ciblée ou la
            # capacité déclenchée ciblée")
            alts: list[list[int]] = [[]]
            for c in ch:
                if c in ("or", "comma"):
                    alts.append([])
                elif isinstance(c, tuple) and c and isinstance(c[0], int):
                    alts[-1].append(c[0])

            def qualifiers(ranks: list[int]) -> set[int]:
                # the words said with an alternative's noun (the word of the highest rank)
                return set(sorted(ranks)[:-1])

            if any(not qualifiers(alts[-1]) <= qualifiers(other) for other in alts[:-1]):
                raise Unsure("a word of the last of alternatives said each with its mark")
        flat: list[Any] = []
        for c in ch:
            if isinstance(c, Mark):
                continue
            if isinstance(c, list):
                flat.extend(m for m in c if not isinstance(m, Mark))
            else:
                flat.append(c)
        compounds = [c for c in flat if isinstance(c, Compound)]
        _check_hyphen_borrows(flat)
        if compounds and all(c.subtype_head for c in compounds):
            try:
                return Words(items=tuple(_compound_alternatives(flat)), marks=marks)
            except Unsure:
                # "Ninja- und Räuber-Kreaturen", "Gebirge- oder Ebene-Karte": subtypes whose
                # noun is said once, after the last one (the words in printed order)
                flat = [c.items[0] if isinstance(c, Compound) else c for c in flat]
                compounds = []
        if compounds:
            said_again = _other_said_again(flat)
            if said_again is not None and any(c in ("or", "comma") for c in said_again):
                # "einen anderen Spontanzauber oder eine andere Hexerei" (another instant or
                # sorcery spell): the "other" of each alternative the quantifier's
                # (:func:`_other_said_again`)
                words = Words(items=tuple(_compound_alternatives(said_again)), marks=marks)
                return dataclasses.replace(words, other_each=True)
            if any(c in ("or", "comma") for c in flat):
                try:
                    return Words(items=tuple(_compound_alternatives(flat)), marks=marks)
                except Unsure:
                    shared = _shared_word_alternatives(flat, and_joined)
                    if shared is not None:
                        return Words(items=tuple(shared[0]), marks=marks, mixed=shared[1])
                    if not _kinds_before_a_compound(flat):
                        raise
                    # "Ninja- oder Räuber-Kreaturenkarte" is "Ninja or Rogue creature card"
                    flat = [i for c in flat for i in (c.items if isinstance(c, Compound) else (c,))]
                    return self._word_groups(flat, marks)
            if any(c.head_only for c in compounds):
                raise Unsure("the first part of a compound without its last part")
            flat = [i for c in flat for i in (c.items if isinstance(c, Compound) else (c,))]
            return Words(items=tuple(flat), marks=marks)
        flat = _negation_lists(flat)
        said_again = _other_said_again(flat)
        if said_again is not None:
            words = self._obj_core(said_again, and_joined)
            return dataclasses.replace(words, marks=marks, other_each=True)
        repeated = _repeated_noun_alternatives(flat) or _subtype_alternative(flat)
        if repeated is not None:
            return Words(items=repeated, marks=marks)
        bare = _bare_noun_alternative(flat)
        if bare is not None:
            return Words(items=(bare[1],), marks=marks, bare_alternative=bare[0])
        try:
            return self._word_groups(flat, marks)
        except Unsure:
            # "Green enchantment spells and white enchantment spells": the words said in every
            # alternative, and one that differs (:func:`_shared_word_alternatives`)
            shared = _shared_word_alternatives(flat, and_joined)
            if shared is None:
                raise
            return Words(items=tuple(shared[0]), marks=marks, mixed=shared[1])

    def _word_groups(self, flat: list[Any], marks: tuple[Any, ...]) -> Words:
        """The words of :meth:`_obj_core` with no compound: a word joined to the next by "or"
        or a list comma forms one alternative with it."""
        groups: list[list[tuple[int, str]]] = []
        join = False
        saw_or = False
        # whether the last group's list was closed by "or" and a comma follows it
        closed = comma_after_list = False
        for c in flat:
            if isinstance(c, int):  # an alternative's own article ("oder eine Verzauberung")
                continue
            if c in ("or", "comma"):
                comma_after_list = closed and c == "comma"
                closed = closed or c == "or"
                join = True
                saw_or = saw_or or c == "or"
                continue
            if c == (_RANK["OTHER"], "other") and not groups:
                groups.append([c])
                join = False
                continue
            if join and groups and comma_after_list and c[0] < min(r for r, _ in groups[-1]):
                # French adjectives after a list closed by "ou", set apart by a comma: "une
                # cible, créature ou planeswalker, verte ou blanche" (target green or white
                # creature or planeswalker): the adjectives qualify the whole list
                join = False
            if join and groups:
                groups[-1].append(c)
            else:
                groups.append([c])
                closed = False
            join = comma_after_list = False
        items: list[tuple[int, str]] = []
        mixed = False
        for i, g in enumerate(groups):
            if (
                len(g) > 1
                and all(r >= _RANK["SUBTYPE"] for r, _ in g)
                and i + 1 < len(groups)
                and any(r in _KIND_ADJECTIVE_RANKS for r, _ in groups[i + 1])
            ):
                # "cartes de terrain et/ou de permanent légendaire" (Kamahl's Druidic Vow: Oracle
                # "land and/or legendary permanent cards"), "d'artefact et/ou d'enchantement
                # non-Aura": a supertype or "non-" word after alternatives of kinds said in
                # French order may qualify the last kind only (a color qualifies all: "sort
                # d'éphémère ou de rituel rouge", a red instant or sorcery spell)
                raise Unsure(
                    "a supertype or non- word after alternatives of kinds: of the last or of each?"
                )
            if len(g) > 1 and 0 < i == len(groups) - 1:
                # "green creature or artifact": (green creature) or (artifact), or green (creature
                # or artifact)? The words before a final list of alternatives make it ambiguous,
                # unless the alternatives are all of a lower rank than every word before them:
                # adjectives after their noun ("créature verte ou blanche", "carte d'artefact
                # ou de créature") can only qualify it
                rank = min(r for r, _ in g)
                # ("Other Wolves and Werewolves you control": "other" says "but this object" of
                # every alternative, CR 109.1, and leaves one reading)
                before = [b for b in groups[:i] if b != [(_RANK["OTHER"], "other")]]
                if (
                    any(r <= rank for other in before for r, _ in other)
                    and not _head_noun_first(before, g)
                    and not _adjectives_before_kinds(before, g, flat)
                ):
                    raise Unsure("words before a final list of alternatives")
                # (a keyword adjective before them, German "fliegenden Kreaturen und/oder
                # Mauern": creatures with flying or Walls, or Walls with flying too?)
                if any(r == _POST_RANK for other in groups[:i] for r, _ in other):
                    raise Unsure("a keyword adjective before a final list of alternatives")
            if len(g) == 1:
                items.append(g[0])
                continue
            if len(set(g)) != len(g):
                # "créatures-artefacts ou créatures noires": the noun of two alternatives joined
                # as if it were one word's alternative
                raise Unsure("a word joined by 'or' to itself")
            ranks = {r for r, _ in g}
            rank = max(ranks)
            if len(ranks) != 1 and g[-1][0] in _ADJECTIVE_RANKS and len(groups[i + 1 :]) > 1:
                # "a Knight, Aura, Equipment, or legendary artifact card" (Acclaimed Contender):
                # the last alternative's adjective binds to the noun right after it ("legendary
                # artifact"), or every alternative is an artifact? Left unparsed
                raise Unsure("an adjective as the last alternative before two more words")
            if len(ranks) != 1 and _adjectives_before_noun(ranks, groups[:i], groups[i + 1 :]):
                # (ranked as the same words said with their noun each time: "snow creatures
                # and Zombie creatures", _repeated_noun_alternatives)
                rank = min(ranks)
            elif len(ranks) != 1:
                if not _kinds_of_object(ranks, groups[:i], groups[i + 1 :]):
                    raise Unsure("alternatives of different kinds in one object phrase")
                # (a noun after them, "creature or Vehicle card", takes the qualifiers after it;
                # a noun before them, "carte de créature ou de véhicule", already did)
                head_first = any(len(b) == 1 and b[0][0] > max(ranks) for b in groups[:i])
                mixed = i == len(groups) - 1 and not head_first
            items.append((rank, "|".join(sorted({w for _, w in g}))))
        if any(c == "comma" for c in flat) and not saw_or:
            raise Unsure("a list of object words without 'or'")
        return Words(items=tuple(items), marks=marks, mixed=mixed)

    def q_target(self, ch: list[Any]) -> Quant:
        return Quant("target")

    def q_target_n(self, ch: list[Any]) -> Quant:
        """ "two target creatures"; "one target creature" is "target creature"."""
        return Quant("target", count=None if ch[0] == 1 else ch[0])

    def q_target_up_to(self, ch: list[Any]) -> Quant:
        return Quant("target", count=ch[0], up_to=True)

    def q_up_to_other(self, ch: list[Any]) -> Quant:
        """French "jusqu'à un autre ...": up to N other objects ("one other" is "another"; a
        target when a target mark follows, as :meth:`q_up_to`)."""
        n = next(c for c in ch if not isinstance(c, Token))
        return Quant("any", count=n, up_to=True, words=("another",) if n == 1 else ("other",))

    def q_target_up_to_other(self, ch: list[Any]) -> Quant:
        """ "up to one other target permanent": targets other than this object (as "another
        target")."""
        n = next(c for c in ch if not isinstance(c, Token))
        return Quant("target", count=n, up_to=True, words=("another",))

    def q_up_to(self, ch: list[Any]) -> Quant:
        """ "up to N" (a target when a target mark follows: "bis zu zwei Kreaturen deiner
        Wahl")."""
        return Quant("any", count=ch[0], up_to=True)

    def q_another_target(self, ch: list[Any]) -> Quant:
        return Quant("target", words=("another",))

    def q_another(self, ch: list[Any]) -> Quant:
        return Quant("any", count=1, words=("another",))

    def q_number(self, ch: list[Any]) -> Quant:
        return Quant("any", count=ch[0])

    def q_that_many_objects(self, ch: list[Any]) -> Quant:
        """German "entsprechend viele Karten" (that many cards): as many objects as
        :meth:`q_that_many` says."""
        return Quant("any", count=self.q_that_many(ch))

    def q_number_other(self, ch: list[Any]) -> Quant:
        """ "two other creatures"; "one other" ("une autre créature") is "another"."""
        if ch[0] == 1:
            return self.q_another(ch)
        return Quant("any", count=ch[0], words=("other",))

    def q_the(self, ch: list[Any]) -> Quant:
        """The definite article before an object ("la créature ciblée"): its marks say what it
        is (:class:`Mark`)."""
        return Quant("the")

    def q_the_plural(self, ch: list[Any]) -> Quant:
        """ "les créatures que vous contrôlez": each such object."""
        return Quant("the_plural")

    def q_each(self, ch: list[Any]) -> Quant:
        return Quant("each")

    def q_each_other(self, ch: list[Any]) -> Quant:
        return Quant("each", words=("other",))

    def q_all(self, ch: list[Any]) -> Quant:
        """ "all" (kind ``all``, as the older grammar has it: "Destroy all enchantments")."""
        return Quant("all")

    def q_all_other(self, ch: list[Any]) -> Quant:
        return Quant("all", words=("other",))

    def q_any_number(self, ch: list[Any]) -> Quant:
        return Quant("any", up_to=True)

    def q_target_any_number(self, ch: list[Any]) -> Quant:
        """ "any number of target creatures" (CR 115.1d: zero or more targets)."""
        return Quant("target", up_to=True)

    def _marked(self, quant: Quant, marks: list[Mark]) -> Quant:
        """The quantifier an object's marks make ("une créature ciblée": target creature;
        "la créature enchantée": enchanted creature). A mark on a quantifier it cannot
        change leaves the line unparsed."""
        kinds = {m.kind for m in marks}
        if len(kinds) != 1:
            raise Unsure("an object with two marks")
        kind = kinds.pop()
        if kind in ("enchanted", "equipped"):
            if quant.kind != "the":
                raise Unsure(f"{kind} after a quantifier other than the definite article")
            return Quant(kind)
        if quant.kind == "the":
            return Quant("target", words=quant.words)
        if quant.kind == "any" and quant.count is not None:
            if quant.up_to:
                return Quant("target", count=quant.count, up_to=True, words=quant.words)
            count = None if quant.count == 1 else quant.count
            return Quant("target", count=count, words=quant.words)
        if quant.kind == "any" and quant.up_to and quant.count is None:
            # "n'importe quel nombre de créatures ciblées": any number of target creatures
            # (CR 115.1d: zero or more targets)
            return Quant("target", up_to=True, words=quant.words)
        raise Unsure("a target mark after a quantifier that is not one of a number")

    def _object(
        self, quant: Quant, words: Words | None, posts: list[Post], marks: list[Mark] = ()
    ) -> A.ObjectRef:
        if any(p.word.startswith(ATTACHED_TO_KIND) for p in posts[:-1]):
            # "target Aura attached to a creature you control": is "you control" the Aura's or
            # the creature's? (p_attached_to_kind reads a kind alone)
            raise Unsure("a qualifier after the kind of object something is attached to")
        if any(p.last for p in posts[:-1]):
            raise Unsure("a qualifier after a relative clause: of the object or of what it counts?")
        if any(p.among is not None for p in posts):
            return self._greatest_among(quant, words, posts, marks)
        if any(p.word.startswith(DIFFERENT_MARK) for p in posts):
            posts = self._different_chosen_together(quant, posts)
        compare = tuple(p.compare for p in posts if p.word == COMPARE_POST)
        if compare:
            if words is not None and words.mixed:
                # "Walls and creatures with power ...": does the comparison qualify both kinds?
                raise Unsure("a comparison after alternatives of different kinds")
            ref = self._object(quant, words, [p for p in posts if p.compare is None], marks)
            if type(ref) is not A.ObjectRef or ref.kind in ("that", "it", "self"):
                raise Unsure("a comparison after an object named before or on the stack")
            return A.ComparedObjectRef(
                kind=ref.kind, filter=ref.filter, count=ref.count, up_to=ref.up_to, compare=compare
            )
        targeting = [p.targeting for p in posts if p.word == TARGETING_POST]
        if targeting:
            ref = self._object(quant, words, [p for p in posts if p.targeting is None], marks)
            return _targeting(ref, targeting)
        if marks:
            quant = self._marked(quant, list(marks))
        if words is not None and words.other_each and quant.words not in (("another",), ("other",)):
            # "ein Artefakt oder eine andere Kreatur": "other" of the later alternatives only
            raise Unsure("'other' said with alternatives after the first only")
        if (
            words is not None
            and words.article_each
            and not words.other_each
            and {"another", "other"} & set(quant.words)
        ):
            # "another creature or a land" (German "eine andere Kreatur oder ein Land", French
            # "une autre créature ciblée ou un terrain ciblé"): the land has its own article,
            # so "another" is said of the creature only, which one filter cannot say
            raise Unsure("'another' before alternatives each with its own article")
        if quant.kind == "the" and _cards_of_a_zone(words, posts):
            # "die Karten auf seiner Hand" (German: the cards in that player's hand): every card
            # in that zone (CR 400.1), as "all cards in their hand"
            quant = Quant("each")
        if quant.kind == "the":
            definite = _definite_reference(words, posts)
            if definite is None:
                raise Unsure("a definite object that is neither a target nor enchanted/equipped")
            next(DEMONSTRATIVES_READ)
            return definite
        if words is not None and words.plural_and and quant.kind != "the_plural":
            if not (words.other_each and quant == Quant("each", words=("other",))):
                raise Unsure("'and the' in a list not after a plural article: two objects")
        if quant.kind == "the_plural":  # "les créatures que vous contrôlez": each of them
            quant = Quant("each", words=quant.words)
        if quant.kind in ("enchanted", "equipped") and posts:
            raise Unsure(f"{quant.kind} object with qualifiers")
        if any(p.word == "other_than_self" for p in posts):
            # "a creature other than ~" is "another creature", "creatures other than ~" and
            # "each creature other than ~" are "each other creature" (CR 109)
            posts = [p for p in posts if p.word != "other_than_self"]
            if quant.words:
                raise Unsure("'other than ~' after 'another' or 'other'")
            single = (
                quant.kind in ("any", "target") and quant.count in (None, 1) and not quant.up_to
            )
            quant = dataclasses.replace(quant, words=("another",) if single else ("other",))
        filt = list(quant.words)
        if words is not None and words.bare_alternative is not None:
            # "a Spirit card or a card with disturb": the card is a Spirit or has disturb
            if len(posts) != 1 or not posts[0].word.startswith("with:") or "|" in posts[0].word:
                raise Unsure("alternatives of a kind and of a noun with other qualifiers")
            either = "|".join(sorted((words.bare_alternative[1], posts[0].word)))
            words = dataclasses.replace(words, bare_alternative=None)
            posts = [Post(either)]
        if words is not None and words.mixed and not all(_whole_post(p.word) for p in posts):
            # "Walls and/or creatures with flying": does "with flying" qualify both kinds?
            raise Unsure("a qualifier after alternatives of different kinds")
        if (
            words is not None
            and any(r == _RANK["CARD_TYPE"] and "|" in w for r, w in words.items)
            and any(p.word.startswith(("with:", "without:")) for p in posts)
        ):
            # "target artifact, enchantment, or creature with flying" (Broken Wings: German "ein
            # Artefakt, eine Verzauberung oder eine fliegende Kreatur", the creature only): a
            # keyword after card types may qualify the last one only
            raise Unsure("a keyword after alternatives of card types")
        if words is not None:
            posts = posts + [Post(w) for r, w in words.items if r >= _POST_RANK]
            words = Words(items=tuple(i for i in words.items if i[0] < _POST_RANK))
            filt += [w for w in words.filter() if w not in filt]
        filt += sorted(p.word for p in posts)
        if PUT_INTO_GRAVEYARD_POST in filt:
            if "permanent" not in filt or "card" in filt:
                raise Unsure(
                    "'put into a graveyard this turn' of something that is not a permanent"
                )
            filt = ["died_this_turn" if w == PUT_INTO_GRAVEYARD_POST else w for w in filt]
        if DIED_YOU_OWN_POST in filt:
            if "card" in filt or "you_own" in filt:
                raise Unsure("'put into your graveyard from the battlefield' of a card")
            filt = [w for w in filt if w != DIED_YOU_OWN_POST] + ["died_this_turn", "you_own"]
        if any(w.startswith("counter:") for w in filt) and any(
            w.startswith("in_") and w.endswith(_CARD_ZONES) for w in filt
        ):
            # counters are on permanents only (CR 122.1): "depuis votre cimetière avec un
            # marqueur -1/-1 sur elle" says what the card enters with, not which card it is
            raise Unsure("a card in a hand, library or graveyard with a counter on it")
        if "same_name_as_that" in filt and ({"other", "another"} & set(filt)):
            # "each other creature you control with the same name as that creature": other
            # than that creature, not than this object (the AST's "other", CR 109)
            raise Unsure("'other' before 'with the same name as that'")
        if any(isinstance(w, NumeralZone) for w in filt):
            # "aus einem Friedhof": a single graveyard for several objects, a graveyard for one
            # (each such card, in whichever graveyard: "für jede Karte in einem Friedhof")
            several = quant.count not in (None, 1) and quant.kind != "each"
            filt = [
                ("in_a_single_" + w.removeprefix("in_a_") if several else str(w))
                if isinstance(w, NumeralZone)
                else w
                for w in filt
            ]
        out = tuple(filt)
        if any(
            (p.word.startswith("in_") and p.word.endswith(_CARD_ZONES))
            or p.word in ("from_among_them", "revealed_this_way")
            for p in posts
        ):
            # (what is chosen from among the cards looked at is a card too, CR 401.2: German
            # "davon eine bleibende Karte" is "a permanent card from among them"; so is what was
            # revealed, CR 701.20a: German "alle Länder, die auf diese Weise aufgedeckt wurden"
            # are the land cards revealed this way)
            out = as_card(out)
        if "your_choice" in out:
            # "a red source of your choice": one object chosen as the effect resolves (CR 609.7a)
            if quant.kind != "any" or quant.count != 1 or quant.up_to:
                raise Unsure("'of your choice' after a quantifier other than 'a'")
            return A.ObjectRef(kind="chosen", filter=tuple(w for w in out if w != "your_choice"))
        return A.ObjectRef(kind=quant.kind, filter=out, count=quant.count, up_to=quant.up_to)

    def obj(self, ch: list[Any]) -> A.ObjectRef | SeveralObjects:
        several = [c for c in ch if isinstance(c, SeveralWords)]
        if several:
            next(SEVERAL_READ)
            return self._several_objects(several[0], [c for c in ch if c is not several[0]])
        words = _words(ch)
        marks = nodes(ch, Mark) + list(words.marks if words else ())
        quants = nodes(ch, Quant)
        if words is not None and words.or_nouns and any(q.kind == "all" for q in quants):
            # "Tappe oder enttappe alle Artefakte, Kreaturen oder Länder, die ein Spieler
            # Deiner Wahl kontrolliert" (Turnabout, Urza's Destiny; Oracle "Choose artifact,
            # creature, or land. Tap all ... of the chosen type"): "all" with "or" between
            # kinds is a choice of one kind, as "Destroy all lands or all creatures"
            # (Catastrophe); no Oracle text says "all A or B" for each object of either kind
            # ("all A and B", "each A or B")
            raise Unsure("'all' with 'or' between kinds of objects: one kind or each of them?")
        return self._object(_quant(quants), words, nodes(ch, Post), marks)

    def _several_objects(self, several: SeveralWords, rest: list[Any]) -> SeveralObjects:
        """ "la créature ciblée et le terrain ciblé", "une créature-artefact et une créature
        non-artefact": one object for each part, each with its own article (one object: the
        first article must be "a" or "the" as well) and its own marks; a qualifier after the
        last part is its own (:func:`object_union` says when it may be said of all)."""
        quants = nodes(rest, Quant)
        if len(quants) != 1 or nodes(rest, Mark):
            raise Unsure("several objects after a quantifier other than one article")
        first = quants[0]
        if not (first.kind == "the" or (first.kind == "any" and first.count == 1)) or (
            first.up_to or first.words
        ):
            raise Unsure("several objects after a quantifier other than one article")
        article = {"the": Quant("the"), "a": Quant("any", count=1)}
        quant_of = [first, *(article[a] for a in several.articles)]
        posts = nodes(rest, Post)
        refs = [
            self._object(q, w, posts if i == len(several.parts) - 1 else [], list(w.marks))
            for i, (q, w) in enumerate(zip(quant_of, several.parts, strict=True))
        ]
        union = object_union(refs)
        next(SEVERAL_MADE)
        return SeveralObjects(union=union)

    def obj_you_play_spell(self, ch: list[Any]) -> A.ObjectRef:
        """ "les sorts blancs que vous jouez" (printings before 2010: "white spells you play"):
        spells you cast (CR 601.2), as "que vous lancez"; said of anything but spells it could
        be a land played (CR 305.1): left unparsed."""
        words = _words(ch)
        if words is None or words.mixed or "spell" not in words.filter():
            raise Unsure("'that you play' said of something other than spells")
        return self.obj([*ch, Post("you_cast")])

    def obj_from_among_them(self, ch: list[Any]) -> A.ObjectRef:
        """ "davon eine Kreaturenkarte" (German, "davon" before the object): "a creature card
        from among them" (:meth:`p_from_among_them`)."""
        return self.obj([*ch, Post("from_among_them")])

    def obj_plural(self, ch: list[Any]) -> A.ObjectRef:
        """A bare plural ("Creatures you control", "Goblins") means each such object; "other"
        said apart before the words ("pour chaque autre créature") is one of them."""
        words = _words(ch)
        other = (_RANK["OTHER"], "other")
        if other in ch and words is not None and other not in words.items:
            words = Words(items=(other, *words.items), marks=words.marks)
        if nodes(ch, Quant) or nodes(ch, Mark) or (words and words.marks):
            raise Unsure("a target mark without a determiner")
        obj = self._object(Quant("each"), words, nodes(ch, Post))
        if words is not None and words.singular:
            # German "Ein Spieler deiner Wahl opfert Kreatur." (Diabolic Edict, Tempest 1997:
            # "a creature", its article missing in the print): a singular noun is no bare
            # plural ("each") unless a determiner the grammar reads as one word with the
            # phrase before it says so ("für jede Karte": :func:`determined`); which one is
            # missing is not said (rulesparser.cardtext._parse_line refuses a mark left)
            next(MARKS_READ)
            word_at("singular", words.singular_word)
            return dataclasses.replace(obj, filter=(*obj.filter, SINGULAR_MARK))
        return obj

    def obj_each_determined(self, ch: list[Any]) -> A.ObjectRef:
        """Words and qualifiers after a determiner read as one word with the phrase before
        them (German "als Kopie einer beliebigen Kreatur", "keine Kreatur"): each such object,
        a singular noun included (the grammar's rule gives the object its meaning)."""
        return determined(self.obj_plural(ch))

    def obj_self(self, ch: list[Any]) -> A.ObjectRef:
        return A.ObjectRef(kind="self")

    def obj_self_zone(self, ch: list[Any]) -> A.ObjectRef:
        """ "~ from your graveyard" / "~ in your hand": this card, found in that zone (an
        ability that works from a graveyard or a hand, CR 113.6k); the zone is a filter word as
        on any object ("in_your_graveyard")."""
        zone = next(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        return A.ObjectRef(kind="self", filter=(zone,))

    def obj_top_of_library(self, ch: list[Any]) -> A.ObjectRef:
        """ "the top card of your library", "the top three cards of each player's library"
        (CR 401.1): kind ``top_of_library``, ``count`` the number of cards (None: one), the
        filter "card" and whose library ("your", "each_player", "that_player")."""
        self._noun(ch, "card")
        owner = next(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        numbers = [c for c in ch if not isinstance(c, (str, Token))]
        count = numbers[0] if numbers else None
        if count == 1:
            raise Unsure("'the top one card'")
        return A.ObjectRef(kind="top_of_library", filter=("card", owner), count=count)

    def obj_top_card(self, ch: list[Any]) -> A.ObjectRef:
        """ "la carte du dessus de votre bibliothèque" (the top card of your library, CR 401.1):
        the definite article and the noun "card" only, then whose library."""
        quant, words = one(ch, Quant), one(ch, Words)
        if quant is None or quant.kind != "the" or words is None or words.filter() != ("card",):
            raise Unsure("the top of a library said of something other than 'the card'")
        owner = next(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        return A.ObjectRef(kind="top_of_library", filter=("card", owner))

    def lib_your(self, ch: list[Any]) -> str:
        return "your"

    def lib_each_player(self, ch: list[Any]) -> str:
        return "each_player"

    def lib_that_player(self, ch: list[Any]) -> str:
        return "that_player"

    def lib_owner_target_player(self, ch: list[Any]) -> str:
        """ "the top card of target player's library": a player who is a target (CR 115.1)."""
        self._one_target(ch)
        return "target_player"

    def lib_owner_target_opponent(self, ch: list[Any]) -> str:
        self._one_target(ch)
        return "target_opponent"

    def obj_self_becomes(self, ch: list[Any]) -> A.ObjectRef:
        """ "the permanent this spell becomes" (CR 608.3a: a resolving permanent spell becomes
        a permanent, which the ability follows): this object."""
        return A.ObjectRef(kind="self")

    def obj_demonstrative(self, ch: list[Any]) -> A.ObjectRef:
        """A demonstrative that may be the object itself or one named before it (French "cette
        créature", German "diese Kreatur": "this creature" and "that creature"). A word class
        value naming the noun ("creature") gives "that [noun]" marked as a demonstrative
        (:data:`DEMONSTRATIVE_MARK`), which a triggered ability whose trigger names another
        such object resolves (lines.resolve_demonstratives); any other is left unparsed
        (rulesparser.cardtext._parse_line), never guessed. The value ``this_or_that`` says no
        noun: left unparsed."""
        next(DEMONSTRATIVES_READ)
        word_at("demonstrative", tokens(ch, "DEMONSTRATIVE")[0])
        noun = self._canon(tokens(ch, "DEMONSTRATIVE")[0])
        if " ".join(str(tokens(ch, "DEMONSTRATIVE")[0]).lower().split()) in this_forms():
            next(THIS_FORMS_READ)
        if noun == "this_or_that":
            raise Unsure("a demonstrative that may be this object or one named before it")
        if READING_REMINDER.get() and noun != "spell":
            # in a reminder text: the object the reminder is printed on, marked until the
            # ability is known to name no other object with its noun before it
            # (lines.resolve_quoted_demonstratives)
            return A.ObjectRef(kind="self", filter=(noun, DEMONSTRATIVE_MARK))
        if noun == "spell":
            # "ce sort" is most often the spell itself ("Ce sort coûte {1} de moins"): read as
            # the card itself until resolved (kind self, the noun and the mark kept)
            return A.ObjectRef(kind="self", filter=(noun, DEMONSTRATIVE_MARK))
        return A.ObjectRef(kind="that", filter=(noun, DEMONSTRATIVE_MARK))

    def obj_chosen_before(self, ch: list[Any]) -> A.ObjectRef:
        """ "die bestimmte Karte" (German: "the chosen card"): "that card" when an effect before
        it in the same ability chose such an object ("Du bestimmst davon eine Karte. Der Spieler
        wirft die bestimmte Karte ab"), resolved like a demonstrative
        (lines.resolve_demonstratives); a choice another ability made ("the chosen creature"
        of "As ~ enters, choose a creature") is not that, and stays unparsed."""
        next(DEMONSTRATIVES_READ)
        words = _words(ch)
        filt = words.filter() if words is not None else ()
        if len(filt) != 1:
            raise Unsure("'the chosen' before several words")
        return A.ObjectRef(kind="that", filter=(filt[0], DEMONSTRATIVE_MARK))

    def obj_it(self, ch: list[Any]) -> A.ObjectRef:
        return IT

    def obj_them(self, ch: list[Any]) -> A.ObjectRef:
        return A.ObjectRef(kind="that")

    def obj_that(self, ch: list[Any]) -> A.ObjectRef:
        if nodes(ch, Quant):
            raise Unsure("a target mark after 'that'")
        return self._object(Quant("that"), _words(ch), nodes(ch, Post))

    def obj_exiled(self, ch: list[Any]) -> A.ObjectRef:
        """ "the exiled card": the card a linked ability of this object exiled (CR 607.2a), as
        the older grammar has it."""
        words = one(ch, Words)
        if words is None or words.filter() != ("card",):
            raise Unsure("an exiled object other than 'the exiled card'")
        return A.ObjectRef(kind="linked", filter=("exiled",))

    def obj_paid_discard(self, ch: list[Any]) -> A.ObjectRef:
        """ "the discarded card" (transmute CR 702.53a): the card discarded to pay the cost of
        the activated ability (PAID_MARK)."""
        return self._paid("discard", ch)

    def obj_paid_exile(self, ch: list[Any]) -> A.ObjectRef:
        """ "the card you exiled" (scavenge CR 702.97a): the card exiled to pay the cost of the
        activated ability (PAID_MARK)."""
        return self._paid("exile", ch)

    def _paid(self, action: str, ch: list[Any]) -> A.ObjectRef:
        next(MARKS_READ)
        words = one(ch, Words)
        filt = words.filter() if words is not None else ()
        return A.ObjectRef(kind="that", filter=(PAID_MARK + action, *filt))

    def obj_enchanted(self, ch: list[Any]) -> A.ObjectRef:
        return self._object(Quant("enchanted"), one(ch, Words), [])

    def obj_equipped(self, ch: list[Any]) -> A.ObjectRef:
        return self._object(Quant("equipped"), one(ch, Words), [])

    # qualifiers
    def p_other_than_self(self, ch: list[Any]) -> Post:
        """ "other than ~" (read in :meth:`_object` as "another" / "other")."""
        return Post("other_than_self")

    def p_you_control(self, ch: list[Any]) -> Post:
        return Post("you_control")

    def p_you_dont_control(self, ch: list[Any]) -> Post:
        return Post("you_dont_control")

    def p_opponent_controls(self, ch: list[Any]) -> Post:
        return Post("opponent_controls")

    def p_defending_player_controls(self, ch: list[Any]) -> Post:
        """ "[a creature] defending player controls" (CR 506.2: the player attacked)."""
        return Post("defending_player_controls")

    def p_enchanted_player_controls(self, ch: list[Any]) -> Post:
        """ "[creatures] enchanted player controls": controlled by the player the Aura is
        attached to (CR 303.4d, 109.4)."""
        return Post("enchanted_player_controls")

    def p_that_player_controls(self, ch: list[Any]) -> Post:
        """ "[a creature] that player controls", "[creatures] they control": controlled by the
        player named before in the ability (CR 109.4)."""
        return Post("that_player_controls")

    def p_that_player_or_controller_controls(self, ch: list[Any]) -> Post:
        """ "[creatures] that player or that planeswalker's controller controls": controlled
        by the player chosen before, or by the controller of the permanent chosen instead
        ("target player or planeswalker", CR 108.4, 109.4)."""
        return Post("that_player_or_controller_controls")

    def p_target_player_controls(self, ch: list[Any]) -> Post:
        """ "[creatures] target player controls": controlled by a player who is a target of the
        spell or ability (CR 115.1, 109.4); a later "that player" is that player. French "qu'un
        joueur ciblé contrôle" says the number: one."""
        self._one_target(ch)
        return Post("target_player_controls")

    def p_target_opponent_controls(self, ch: list[Any]) -> Post:
        """ "[creatures] target opponent controls" (CR 115.1, 109.4)."""
        self._one_target(ch)
        return Post("target_opponent_controls")

    def p_thats(self, ch: list[Any]) -> Words:
        """ "[object] that's green or white", "that's a Fungus or Saproling": a color or type
        of the object said after it, one more of its words ("target creature that's green or
        white" is a green or white creature, CR 105.1, 205.1). "that's a card" or "that's
        another ..." say no characteristic: not read. German "die kein Land ist" ("that is not
        a land") is the word non<type> (CR 205.4), as is "die kein Vampir ist" (a subtype: "a
        non-Vampire creature", Bloodline Shaman-era "nonvampire") and "die kein Spielstein
        ist" ("nontoken", CR 111.1: Skemfar Avenger "another nontoken Elf or Berserker")."""
        numbers = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        words = one(ch, Words)
        if numbers == [0] and words is not None and len(words.items) == 1:
            rank, kind = words.items[0]
            negated = rank in (_RANK["CARD_TYPE"], _RANK["SUBTYPE"]) or (
                rank == _RANK["OBJ_NOUN"] and kind == "token"
            )
            if negated and "|" not in kind and not words.marks:
                return Words(items=((_RANK["NONTYPE"], "non" + kind),))
        if any(n != 1 for n in numbers):
            raise Unsure("'that's' before a number")
        if words is None or words.marks or words.mixed:
            raise Unsure("'that's' before words that are not one characteristic")
        if any(rank in (_RANK["OTHER"], _RANK["OBJ_NOUN"]) for rank, _ in words.items):
            raise Unsure("'that's' before a word that is no characteristic")
        return words

    def p_except_type(self, ch: list[Any]) -> Words:
        """German 1995-2003 "bleibende Karten außer Ländern" (permanents except lands): the word
        non<type> (CR 205.4), as "die kein Land ist" (:meth:`p_thats`); "außer Artefakten und
        Ländern" gives both words (nonartifact, nonland)."""
        kinds = [self._canon(t) for t in tokens(ch, "CARD_TYPE")]
        if any("|" in kind for kind in kinds):
            raise Unsure("'außer' before a card type word of several types")
        return Words(items=tuple((_RANK["NONTYPE"], "non" + kind) for kind in kinds))

    def p_thats_both(self, ch: list[Token]) -> Words:
        """ "[object] that's both white and black": the object has each of the two colors (CR
        105.2: an object can be more than one color; a multicolored object of those two among
        its colors), two words of the filter, both required. The same color twice says
        nothing more: not read."""
        colors = [self._canon(t) for t in ch if isinstance(t, Token) and t.type == "COLOR"]
        if len(colors) != 2 or colors[0] == colors[1]:
            raise Unsure("'both' needs two different colors")
        return Words(items=tuple((_RANK["COLOR"], c) for c in colors))

    def p_of_chosen(self, ch: list[Any]) -> Post:
        """ "of the chosen color / type" (CR 614.12, 608.2d): ``chosen_color``, ``chosen_type``
        (a creature type), ``chosen_card_type``, ``chosen_basic_land_type``."""
        what = next(c for c in ch if isinstance(c, str))
        if isinstance(what, Token):
            what = self.lex.lookup("CHOICE_WORD", str(what))
        if what == "card_name":
            return Post("chosen_name")
        return Post("chosen_" + {"creature_type": "type"}.get(what, what))

    def p_attacking_you(self, ch: list[Any]) -> Post:
        """ "that's attacking you", French "qui vous attaque", German "die dich angreift" (CR
        508.1b: an attacking creature attacking you, not a planeswalker): ``attacking:you``."""
        return Post("attacking:you")

    def p_of_your_choice(self, ch: list[Any]) -> Post:
        """ "creatures of the creature type of your choice", French "les créatures du type de
        votre choix" (CR 608.2d: the type chosen as the effect resolves): the mark
        ``?of_choice:creature_type`` (``color``), made a choice before the effect by the
        sentences (effects._chosen_as_it_resolves)."""
        next(MARKS_READ)
        what = next(c for c in ch if isinstance(c, str))
        if isinstance(what, Token):
            what = self.lex.lookup("CHOICE_WORD", str(what))
        what = {"type": "creature_type"}.get(what, what)
        if what not in ("color", "creature_type"):
            raise Unsure("an object of a chosen kind that is not a color or creature type")
        return Post(OF_CHOICE_MARK + what)

    def cw_color(self, ch: list[Any]) -> str:
        return "color"

    def cw_type(self, ch: list[Any]) -> str:
        return "type"

    def p_with_chosen_name(self, ch: list[Any]) -> Post:
        """ "with the chosen name" (CR 201.3: a card name chosen before)."""
        return Post("chosen_name")

    def p_with_that_name(self, ch: list[Any]) -> Post:
        """ "with that name", "avec ce nom", "mit diesem Namen": the name a sentence before
        chose (CR 201.3), ``chosen_name`` once the sentences find that choice
        (:func:`.effects._name_chosen_before`); with none before, the name is not said."""
        next(MARKS_READ)
        return Post(THAT_NAME)

    def p_outside_the_game(self, ch: list[Any]) -> Post:
        """ "from outside the game" (CR 400.11b: a card its owner has outside the game, in a
        sideboard; CR 400.11a: objects there are not in any zone of the game)."""
        return Post("outside_the_game")

    def p_named(self, ch: list[Any]) -> Post:
        """ "a card named Forest", "cards named ~" (CR 201.2: objects compared by name, a card's
        name being its English one): ``named:~`` for this card's own name (the same word in
        every language), else ``named:`` and the name as printed; "named X or Y" is either
        (``named:X|named:Y``)."""
        names = [c for c in ch if isinstance(c, str) and c.startswith("named:")]
        return Post("|".join(dict.fromkeys(names)))

    def name_self(self, ch: list[Any]) -> str:
        return "named:~"

    def name_translated(self, ch: list[Any]) -> str:
        """A card or token name printed in another language (French "Ajani, chef inspirateur"):
        its English name (CR 201.2), from ``locales/<lang>/card_names.yaml``."""
        return "named:" + self.lex.lookup("NAMED_CARD", str(ch[0]))

    def name_printed(self, ch: list[Any]) -> str:
        """A card name printed in English (CR 201.2): kept as printed, spaces normalised."""
        return "named:" + " ".join(str(ch[0]).split())

    def p_with_different(self, ch: list[Any]) -> Post:
        """French "avec des forces différentes" after counted objects (coven): marks the count
        as one of different powers (names, mana values; CR 208.1, 201.2, 202.3), which the
        condition counting them reads (:meth:`c_you_control_count`); elsewhere not read."""
        next(MARKS_READ)
        stat = next(c for c in ch if c in ("power", "name", "mana_value"))
        return Post(DIFFERENT_MARK + stat)

    def p_you_cast(self, ch: list[Any]) -> Post:
        return Post("you_cast")

    def p_opponents_cast(self, ch: list[Any]) -> Post:
        return Post("opponents_cast")

    def p_dealt_damage_by_self(self, ch: list[Any]) -> Post:
        """ "a creature dealt damage by ~ this turn" (CR 120: damage this object dealt)."""
        return Post("dealt_damage_by_self_this_turn")

    def p_dealt_damage_this_way(self, ch: list[Any]) -> Post:
        """ "a creature dealt damage this way": one the ability dealt damage to before (CR
        608.2c)."""
        return Post("dealt_damage_this_way")

    def p_attacked_this_turn(self, ch: list[Any]) -> Post:
        """ "that attacked this turn": declared as an attacker this turn (CR 508.1)."""
        return Post("attacked_this_turn")

    def p_of_that_color(self, ch: list[Any]) -> Post:
        """ "of that color": the color of the mana it pays for (convoke, CR 702.51a)."""
        return Post("of_that_color")

    def p_of_this_color(self, ch: list[Any]) -> Post:
        """German "alle Karten dieser Farbe" (all cards of that color): the color chosen before
        in the same ability, marked :data:`THAT_COLOR` until the sentences say which
        (effects._color_chosen_before); a color chosen elsewhere or "for each color" is not
        read."""
        next(MARKS_READ)
        return Post(THAT_COLOR)

    def p_of_this_type(self, ch: list[Any]) -> Post:
        """German "alle Kreaturen dieses Typs", English "all creature cards of that type": the
        creature type chosen before in the same ability, marked :data:`THAT_TYPE` until the sentences say
        which (effects._type_chosen_before); a type chosen elsewhere is not read."""
        next(MARKS_READ)
        return Post(THAT_TYPE)

    def p_died_this_turn(self, ch: list[Any]) -> Post:
        """ "that died this turn": put into a graveyard from the battlefield this turn
        (CR 700.4)."""
        return Post("died_this_turn")

    def p_put_into_graveyard_this_turn(self, ch: list[Any]) -> Post:
        """ "put into a graveyard this turn" after a noun (gravestorm's reminder): read with the
        noun (:data:`PUT_INTO_GRAVEYARD_POST`, ``_object``)."""
        return Post(PUT_INTO_GRAVEYARD_POST)

    def p_died_you_own_this_turn(self, ch: list[Any]) -> Post:
        """ "put into your graveyard from the battlefield this turn" after a noun: read with
        the noun (:data:`DIED_YOU_OWN_POST`, ``_object``)."""
        return Post(DIED_YOU_OWN_POST)

    def p_dealt_damage_this_turn(self, ch: list[Any]) -> Post:
        """ "that was dealt damage this turn" (CR 120)."""
        return Post("dealt_damage_this_turn")

    def p_from_among_them(self, ch: list[Any]) -> Post:
        """ "from among them": one of the cards looked at or revealed before in the same
        ability (CR 401.2; checked by the sentences, :func:`.effects._check_looked_at`)."""
        return Post("from_among_them")

    def p_from_top_of_library(self, ch: list[Any]) -> Post:
        """ "from the top of your library" after cards or spells one may play (read by
        :meth:`.effects.EffectsMixin._play_card` only)."""
        return Post("from_top_of_your_library")

    def p_among_them(self, ch: list[Any]) -> Post:
        """German "darunter" after an object ("Du kannst eine Kreaturenkarte darunter offen
        vorzeigen"): one of the cards shown before in the same ability, the cards looked at
        ("from among them", CR 401.2) or the hand a player revealed ("from it", CR 701.16a), as
        the sentences find (:func:`.effects._from_revealed_hand`); with neither, not said."""
        next(MARKS_READ)
        return Post(FROM_THEM)

    def p_from_it(self, ch: list[Any]) -> Post:
        """ "from it" after a player revealed their hand: a card in that hand (checked and
        resolved by the sentences, :func:`.effects._from_revealed_hand`)."""
        return Post("from_it")

    def p_you_own(self, ch: list[Any]) -> Post:
        return Post("you_own")

    def p_neither_type(self, ch: list[Any]) -> Words:
        """ "die weder eine Kreatur noch ein Land ist" ("that is neither a creature nor a
        land"): the words non<type> of both (CR 205.4)."""
        if any(isinstance(c, int) and not isinstance(c, bool) and c != 1 for c in ch):
            raise Unsure("'neither' with a number")
        kinds = [self._canon(t) for t in tokens(ch, "CARD_TYPE")]
        return Words(items=tuple((_RANK["NONTYPE"], "non" + k) for k in kinds))

    def p_with_keyword(self, ch: list[Any]) -> Post:
        """ "with flying"; "with flying and/or reach" (CR 702.9b): either keyword, one
        alternative word ``with:flying|with:reach``."""
        kws = [self.lex.lookup("KW_PLAIN", str(t)) for t in tokens(ch, "KW_PLAIN")]
        return Post("|".join("with:" + k for k in kws))

    def p_without_keyword(self, ch: list[Any]) -> Post:
        return Post("without:" + self.lex.lookup("KW_PLAIN", str(tokens(ch, "KW_PLAIN")[0])))

    def stat_power(self, ch: list[Any]) -> str:
        return "power"

    def stat_toughness(self, ch: list[Any]) -> str:
        return "toughness"

    def stat_mana_value(self, ch: list[Any]) -> str:
        return "mana_value"

    def cmp_le(self, ch: list[Any]) -> str:
        return "<="

    def cmp_ge(self, ch: list[Any]) -> str:
        return ">="

    def p_stat(self, ch: list[Any]) -> Post:
        """ "with power 2 or less" / "de force inférieure ou égale à 2": the characteristic,
        the comparison and the value (the last number: "avec une force ..." has an article)
        in any order."""
        stat = next(c for c in ch if c in ("power", "toughness", "mana_value"))
        cmp = next(c for c in ch if c in ("<=", ">="))
        digits = tokens(ch, "DIGITS")  # "mit Stärke größer oder gleich 4" (the number's token)
        numbers = [c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool)]
        number = int(str(digits[-1])) if digits else numbers[-1]
        value = number.name if isinstance(number, A.Variable) else number
        return Post(f"{stat}{cmp}{value}")

    def p_stat_article(self, ch: list[Any]) -> Post:
        """German "mit einer Stärke von 3 oder größer" (an article before the characteristic,
        the printings before 2004): :meth:`p_stat`; the article must be "einer" (one)."""
        numbers = [c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool)]
        numbers += tokens(ch, "DIGITS")
        if len(numbers) != 2 or numbers[0] != 1:
            raise Unsure("a number before a characteristic that is not its article")
        return self.p_stat(ch)

    def p_total_stat(self, ch: list[Any]) -> Post:
        """ "with total power N or greater" (crew, CR 702.122a): the objects chosen together have
        that sum (``total_power>=N``), not each of them."""
        post = self.p_stat(ch)
        return Post("total_" + post.word)

    def p_stat_less_than_self(self, ch: list[Any]) -> Post:
        """ "with power less than this creature's power" (mentor, CR 702.134a): the same
        characteristic of this object (``power<self.power``)."""
        stats = [c for c in ch if c in ("power", "toughness", "mana_value")]
        if len(set(stats)) != 1:
            raise Unsure("a comparison of two different characteristics")
        return Post(f"{stats[0]}<self.{stats[0]}")

    def p_stat_greater_than_self(self, ch: list[Any]) -> Post:
        """ "creatures with greater power" (skulk, CR 702.118a): greater than this object's
        (``power>self.power``); "with power greater than this creature's power" (training,
        CR 702.149a) the same."""
        stats = [c for c in ch if c in ("power", "toughness", "mana_value")]
        if len(set(stats)) != 1:
            raise Unsure("a comparison of two different characteristics")
        return Post(f"{stats[0]}>self.{stats[0]}")

    def p_blocking_it(self, ch: list[Any]) -> Post:
        """ "blocking it" (rampage, CR 702.23a): blocking the object "it" names
        (``blocking:it``); "blocking ~" (CR 509.1): blocking this object (``blocking:self``)."""
        self_ref = any(isinstance(c, Token) and c.type == "SELF" for c in ch)
        return Post("blocking:self" if self_ref else "blocking:it")

    def p_greatest_stat(self, ch: list[Any]) -> Post:
        """ "target creature you control with the greatest power" (CR 208.1; mana value CR
        202.3): an object whose value is the largest among the objects the rest of the filter
        names, tied ones included (``greatest_power``, ``greatest_toughness``,
        ``greatest_mana_value``)."""
        stat = next(c for c in ch if c in ("power", "toughness", "mana_value"))
        return Post(f"greatest_{stat}")

    def p_greatest_stat_among(self, ch: list[Any]) -> Post:
        """ "a creature with the greatest power among creatures target opponent controls": the
        objects compared are the ones after "among", said instead of the object's qualifiers
        (the same filter as "a creature target opponent controls with the greatest power";
        merged by :meth:`_greatest_among`)."""
        post = self.p_greatest_stat(ch)
        return Post(post.word, among=(one(ch, Words), nodes(ch, Post)))

    def _different_chosen_together(self, quant: Quant, posts: list[Post]) -> list[Post]:
        """ "up to three Aura cards with different names", "any number of tokens you control
        with different names" (CR 201.2, 208.1): the objects chosen together, no two with the
        same value, the filter word ``different_name`` (``different_power``,
        ``different_mana_value``). The mark stays (read by a count, :meth:`c_you_control_count`)
        where the phrase is not a choice of several objects ("a card with different names")."""
        several = (
            quant.up_to
            or quant.kind == "any_number"
            or isinstance(quant.count, A.Variable)
            or (isinstance(quant.count, int) and quant.count > 1)
        )
        if not several or quant.kind not in ("any", "target", "any_number"):
            return posts
        return [
            Post(DIFFERENT_WORD + p.word[len(DIFFERENT_MARK) :])
            if p.word.startswith(DIFFERENT_MARK)
            else p
            for p in posts
        ]

    def _greatest_among(
        self, quant: Quant, words: Words | None, posts: list[Post], marks: list[Mark]
    ) -> A.ObjectRef:
        """The object of "[object] with the greatest [stat] among [objects]" (CR 208.1): the
        kind and qualifiers of the objects after "among" with ``greatest_<stat>``. The object
        before may say no more than they do ("a creature ... among creatures you control");
        a qualifier of its own ("a red creature with the greatest power among creatures") is
        it compared among all of them or among the red ones? Left unparsed (``Unsure``)."""
        (post,) = [p for p in posts if p.among is not None]
        if len(posts) != 1 or marks:
            raise Unsure("a qualifier beside 'with the greatest ... among'")
        among_words, among_posts = post.among
        head = self._object(quant, words, [], ())
        compared = self._object(Quant("each"), among_words, list(among_posts), ())
        if type(head) is not A.ObjectRef or type(compared) is not A.ObjectRef:
            raise Unsure("'with the greatest ... among' of an object named before or compared")
        if compared.kind != "each" or not set(head.filter) <= set(compared.filter):
            raise Unsure("an object that says more than the objects it is compared among")
        return self._object(quant, among_words, [*among_posts, Post(post.word)], ())

    def p_blocking_or_blocked_by(self, ch: list[Any]) -> Post:
        """ "blocking or blocked by ~" / "... by it" (CR 509.1: a blocker declared for that
        creature, or an attacker it was declared to block): either relation, one alternative
        word ``blocking:self|blocked_by:self`` (``it``: the object the sentence names before)."""
        self_ref = any(isinstance(c, Token) and c.type == "SELF" for c in ch)
        who = "self" if self_ref else "it"
        return Post(f"blocking:{who}|blocked_by:{who}")

    def p_shares_color_with_it(self, ch: list[Any]) -> Post:
        """ "that (each) share a color with it" (CR 105.4; conspire 702.78a), "that share a
        creature type with it" (amplify 702.38a): each object has a color (a creature type) the
        object "it" names also has (``shares_color_with:it``, ``shares_creature_type_with:it``);
        "that share a color with equipped creature", "... a card type with target permanent":
        with that object (:meth:`_shared_with`)."""
        word = self.lex.lookup("CHOICE_WORD", str(tokens(ch, "CHOICE_WORD")[0]))
        if one(ch, int) != 1 or word not in ("color", "creature_type", "card_type"):
            raise Unsure("sharing several colors or another characteristic")
        obj = one(ch, A.ObjectRef)
        if obj is not None and obj != IT:
            return self._shared_with(word, obj)
        if word == "card_type":
            raise Unsure("sharing a card type with the object named before")
        return Post(f"shares_{word}_with:it")

    def _shared_with(self, characteristic: str, obj: A.ObjectRef) -> Post:
        """The qualifier "with the same name as [object]" / "that shares a color with
        [object]" (CR 201.2a, 105, 205): a :class:`~rulesparser.ast.SharedCharacteristic` the
        object phrase keeps in a ComparedObjectRef (:data:`COMPARE_POST`). Raises ``Unsure``
        for an object named before in other words ("that creature" is ``same_name_as_that``),
        a spell or ability, and "another" / "other" there: other than this object, or than
        the object compared ("discards all cards with the same name as another card in their
        hand")?"""
        if obj.kind in ("that", "it", "current") or isinstance(obj, A.StackObjectRef):
            raise Unsure("a shared characteristic with an object named before or on the stack")
        if {"other", "another"} & set(obj.filter):
            raise Unsure("sharing with 'another' object: other than which?")
        if "card" not in obj.filter and any(w.startswith(("in_", "from_")) for w in obj.filter):
            # "cards with the same name as target creature from your graveyard": the zone is
            # the cards' (a card is in a zone, "a card in your graveyard" one whole phrase)
            raise Unsure("a zone after the object compared: of which object?")
        COMPARES_READ[0] += 1
        shared = A.SharedCharacteristic(characteristic=characteristic, object=obj)
        return Post(COMPARE_POST, compare=shared)

    def p_attached_to_kind(self, ch: list[Any]) -> Post:
        """ "target Aura attached to a creature", "Aura attached to a creature or land" (CR
        303.4: the object an Aura is attached to): ``attached_to:creature``,
        ``attached_to:creature|land``; the kind alone, with no qualifier of its own."""
        if one(ch, int) != 1:
            raise Unsure("attached to a number of objects")
        words = one(ch, Words)
        filt = words.filter() if words is not None else ()
        if len(filt) != 1 or words.marks or filt[0] in ("self", "it", "other", "another"):
            raise Unsure("attached to an object that is not one kind")
        return Post(ATTACHED_TO_KIND + filt[0])

    def p_attached_to(self, ch: list[Any]) -> Post:
        """ "each Aura attached to ~", "for each Equipment attached to it" (CR 301.5, 303.4:
        Auras and Equipment attached to that permanent): ``attached_to:self``, or
        ``attached_to:it`` for the object the sentence names before."""
        self_ref = any(isinstance(c, Token) and c.type == "SELF" for c in ch)
        return Post("attached_to:self" if self_ref else "attached_to:it")

    def p_attached_to_that(self, ch: list[Any]) -> Post:
        """ "all Auras attached to that creature" (CR 303.4, 301.5): attached to the object
        "that [kind]" names, named before in the ability (``attached_to:that_creature``, as
        the object "that creature" is ``ObjectRef(kind="that", filter=("creature",))``); only
        one kind of permanent, with no other word."""
        words = one(ch, Words)
        filt = words.filter() if words is not None else ()
        if len(filt) != 1 or words.marks or words.mixed:
            raise Unsure("attached to 'that' object of several words")
        if filt[0] not in ("creature", "permanent", "land", "artifact", "enchantment", "player"):
            raise Unsure("attached to 'that' object that is not a kind of permanent")
        return Post("attached_to:that_" + filt[0])

    def p_that_targets_kind(self, ch: list[Any]) -> Post:
        """German ", der eine bleibende Karte, die du kontrollierst, als Ziel hat": the article,
        words and qualifiers of the object targeted, said inside the relative clause
        (:meth:`p_that_targets`)."""
        numbers = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        if numbers != [1]:
            raise Unsure("'that targets' a number of objects")
        what = self._object(Quant("any", count=1), _words(ch), nodes(ch, Post))
        return self.p_that_targets([what])

    def p_with_single_target(self, ch: list[Any]) -> Post:
        """ "with a single target" (CR 115.1: exactly one instance of "target"): a spell or
        ability whose ``targeting`` is ``Targets(single=True)``, as the older grammar reads it."""
        if ch[0] != 1:
            raise Unsure("a number of single targets")
        return Post(TARGETING_POST, targeting=A.Targets(single=True))

    def p_that_targets(self, ch: list[Any]) -> Post:
        """ "spells ... that target ~", "target spell that targets a creature you control" (CR
        115.1): one of the spell's targets is this object, or an object of that kind (kind
        ``any``, as "casts a spell that targets ..." has it); another kind of object ("that
        targets each creature", "that targets two creatures") is not read."""
        what = one(ch, A.ObjectRef)
        if what is None or isinstance(what, A.StackObjectRef):
            raise Unsure("'that targets' something that is not one object")
        if what.kind == "self":
            return Post(TARGETING_POST, targeting=A.ObjectRef(kind="self", filter=what.filter))
        if what.kind != "any" or what.count not in (None, 1) or what.up_to or not what.filter:
            raise Unsure("'that targets' an object that is not this or a kind")
        return Post(TARGETING_POST, targeting=A.ObjectRef(kind="any", filter=what.filter))

    def p_has_adventure(self, ch: list[Any]) -> Post:
        """ "that has an Adventure" (CR 715.1: an adventurer card, or a spell or permanent it
        is): ``has_adventure``."""
        return Post("has_adventure")

    def p_that_targets_only(self, ch: list[Any]) -> Post:
        """ "a spell that targets only ~" (CR 115.3): :meth:`p_that_targets` whose every
        target is that object (``Targets.only``); only this object is read ("only a single
        creature" is not)."""
        post = self.p_that_targets(ch)
        if post.targeting != A.ObjectRef(kind="self"):
            raise Unsure("'that targets only' something other than this object")
        return Post(TARGETING_POST, targeting=A.Targets(object=post.targeting, only=True))

    def p_stat_same_as_self(self, ch: list[Any]) -> Post:
        """ "with the same mana value as this permanent" (transfigure, CR 702.71a): equal to
        this object's (``mana_value=self.mana_value``)."""
        stat = next(c for c in ch if c in ("power", "toughness", "mana_value"))
        return Post(f"{stat}=self.{stat}")

    def p_stat_same_as_paid_discard(self, ch: list[Any]) -> Post:
        """ "with the same mana value as the discarded card" (transmute CR 702.53a): equal to
        that of the card discarded to pay the cost ("?paid_discard:mana_value", PAID_MARK)."""
        next(MARKS_READ)
        stat = next(c for c in ch if c in ("power", "toughness", "mana_value"))
        words = one(ch, Words)
        if words is None or words.filter() != ("card",):
            raise Unsure("the same value as a discarded object other than a card")
        return Post(f"{PAID_MARK}discard:{stat}")

    def p_same_name_as(self, ch: list[Any]) -> Post:
        """ "with the same name as that creature / it / the chosen card" (CR 201.2): the name
        of the object named before (``same_name_as_that``); "with the same name as target
        creature / a card in your graveyard / the exiled card": shared with that object (a
        :class:`~rulesparser.ast.SharedCharacteristic` in a ComparedObjectRef,
        :meth:`_shared_with`)."""
        obj = one(ch, A.ObjectRef)
        if obj is not None and obj.kind not in ("that", "it"):
            return self._shared_with("name", obj)
        if obj is None:
            raise Unsure("the same name as something that is not an object")
        if any(not w.isalpha() for w in obj.filter if w != DEMONSTRATIVE_MARK):
            # "each card with the same name as that spell in your graveyard": is the zone the
            # card's or the spell's? (read as the spell's by the grammar)
            raise Unsure("a qualifier after the object whose name is compared")
        return Post("same_name_as_that")

    def p_stat_equal(self, ch: list[Any]) -> Post:
        """ "with mana value X" / "with power 2": exactly that value (CR 202.3, 208.1)."""
        stat = next(c for c in ch if c in ("power", "toughness", "mana_value"))
        number = [c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool)][-1]
        value = number.name if isinstance(number, A.Variable) else number
        return Post(f"{stat}={value}")

    def p_stat_compared_eq(self, ch: list[Any]) -> Post:
        """ "with mana value equal to the number of charge counters on ~" (CR 109.3, 107.3):
        the characteristic equals a number read from the game (a
        :class:`~rulesparser.ast.CharacteristicComparison`, op ``=``)."""
        return self._stat_compared(ch, "=")

    def p_stat_compared_le(self, ch: list[Any]) -> Post:
        """ "with power less than or equal to the number of Islands you control" (CR 109.3,
        107.3): op ``<=``."""
        return self._stat_compared(ch, "<=")

    def p_stat_compared_eq_rel(self, ch: list[Any]) -> Post:
        """German ", deren umgewandelte Manakosten gleich der Anzahl an Ladungsmarken auf ~
        sind" (:meth:`p_stat_compared_eq` in a relative clause its verb closes)."""
        return dataclasses.replace(self._stat_compared(ch, "="), last=True)

    def p_stat_compared_le_rel(self, ch: list[Any]) -> Post:
        """German ", deren Stärke kleiner oder gleich der Anzahl der Inseln ist" (as
        :meth:`p_stat_compared_eq_rel`)."""
        return dataclasses.replace(self._stat_compared(ch, "<="), last=True)

    def _stat_compared(self, ch: list[Any], op: str) -> Post:
        stat = next(c for c in ch if c in ("power", "toughness", "mana_value"))
        amount = one(ch, A.Count, A.Sum)
        if amount is None:
            raise Unsure("a characteristic compared with something that is not a count")
        comparison = A.CharacteristicComparison(characteristic=stat, op=op, amount=amount)
        COMPARES_READ[0] += 1
        return Post(COMPARE_POST, compare=comparison)

    def amount_plus(self, ch: list[Any]) -> A.Sum:
        """ "1 plus the sacrificed creature's mana value": the sum (CR 107.3)."""
        number = next(c for c in ch if isinstance(c, int) and not isinstance(c, bool))
        return A.Sum(terms=(number, one(ch, A.Count)))

    def p_stat_equal_word(self, ch: list[Any]) -> Post:
        """ "mit Manabetrag X" / "von 3" (:meth:`p_stat_equal`) with the number's token."""
        stat = next(c for c in ch if c in ("power", "toughness", "mana_value"))
        return Post(f"{stat}={tokens(ch, 'VAR', 'DIGITS')[0]}")

    def p_mark(self, ch: list[Any]) -> Mark:
        """A mark said after an object's qualifiers ("une créature avec le vol ciblée")."""
        return Mark(self._canon(tokens(ch, "MARK")[0]))

    def p_with_counter(self, ch: list[Any]) -> Post:
        """ "with a +1/+1 counter on it" (German "auf der mindestens eine +1/+1-Marke liegt"):
        at least one such counter; another number of counters is not this filter."""
        if any(isinstance(c, int) and not isinstance(c, bool) and c != 1 for c in ch):
            raise Unsure("an object with a number of counters other than one")
        kind = self._canon(tokens(ch, "COUNTER_KIND")[0])
        return Post(f"counter:{kind}")

    def zo_your(self, ch: list[Any]) -> str:
        return "your"

    def zo_a(self, ch: list[Any]) -> str:
        return "a"

    def zo_one(self, ch: list[Any]) -> str:
        """German "aus einem Friedhof", French "d'un cimetière" (the numeral article): a
        graveyard, one and the same for several objects ("bis zu drei Karten deiner Wahl aus
        einem Friedhof": up to three target cards from a single graveyard, Decompose; CR
        601.2c, the targets chosen so); :meth:`_object` tells which."""
        if ch and ch[0] != 1:
            raise Unsure("a zone said with a number other than one")
        return NumeralOwner("a")

    def zo_its(self, ch: list[Any]) -> str:
        return "its"

    def zo_the(self, ch: list[Any]) -> str:
        """ "the graveyard" with no owner said after it (French "depuis le cimetière", German
        "aus dem Friedhof"): whose zone it is is not said (``the``); :meth:`zone_in` refuses a
        graveyard or library said so, a card put into "the graveyard" goes to its owner's (CR
        400.3)."""
        return "the"

    def zo_an_opponents(self, ch: list[Any]) -> str:
        """ "from an opponent's graveyard": the zone of one of your opponents."""
        if ch and ch[0] != 1:
            raise Unsure("the zones of several opponents")
        return "an_opponents"

    def zo_a_single(self, ch: list[Any]) -> str:
        """ "from a single graveyard": one graveyard, the same for all the objects."""
        if ch and ch[0] != 1:
            raise Unsure("'single' after a number")
        return "a_single"

    def zo_that_player(self, ch: list[Any]) -> str:
        """ "in that player's hand": the zone of the player named before."""
        return "that_players"

    def zo_target_player(self, ch: list[Any]) -> str:
        """ "from target player's graveyard": the zone of a player who is a target of the spell
        or ability (CR 115.1)."""
        self._one_target(ch)
        return "target_players"

    def zo_target_opponent(self, ch: list[Any]) -> str:
        self._one_target(ch)
        return "target_opponents"

    def zone_on_your(self, ch: list[Any]) -> str:
        """German "auf deiner Hand" (in your hand)."""
        return self.zone_in(["your", *ch])

    def zone_in(self, ch: list[Any]) -> str:
        """ "in your graveyard" (``in_your_graveyard``); French "dans le cimetière de ce
        joueur" says the article, then whose zone it is after it (``in_that_players_...``)."""
        owners = [c for c in ch if isinstance(c, str) and not isinstance(c, Token)]
        if len(owners) == 2 and owners[0] not in ("a", "the"):
            raise Unsure("a zone said to be of two players")
        owner = owners[-1]
        zone = self._canon(tokens(ch, "ZONE")[0])
        if owner == "the":
            if zone != "hand":
                # "renvoyez en jeu depuis le cimetière la carte de créature ciblée" (Reya
                # Dawnbringer, INV): Oracle "from your graveyard"; the article alone does not
                # say whose graveyard or library it is (CR 404.1, 401.1)
                raise Unsure("a graveyard or library with its article alone")
            # German "wirft eine Karte aus der Hand ab": the hand of the player who discards
            # (CR 701.9a; _without_hand drops the zone word)
            owner = "a"
        if isinstance(owner, NumeralOwner):
            return NumeralZone(f"in_a_{zone}")
        return f"in_{owner}_{zone}"

    def zone_in_plural(self, ch: list[Any]) -> str:
        """ "in graveyards", "from graveyards" (no owner said: any player's, as "in all
        graveyards", CR 404.1): ``in_a_graveyard``; a singular zone without its owner ("from
        graveyard") is not read. A word of the class ``ZONE_PLURAL`` (German "in Friedhöfen",
        "aus Friedhöfen") is a plural by its class."""
        plural = tokens(ch, "ZONE_PLURAL")
        if plural:
            return f"in_a_{self._canon(plural[0])}"
        word = str(tokens(ch, "ZONE")[0]).lower()
        zone = self._canon(tokens(ch, "ZONE")[0])
        if word == zone or not word.endswith("s"):
            raise Unsure("a zone without its owner")
        return f"in_a_{zone}"

    def p_your_choice(self, ch: list[Any]) -> Post:
        """ "of your choice": chosen by the controller as the effect resolves (CR 609.7a)."""
        return Post("your_choice")

    def p_zone(self, ch: list[Any]) -> Post:
        return Post(ch[0])

    # ------------------------------------------------------------------ players (CR 102)
    def pl_you(self, ch: list[Any]) -> A.PlayerRef:
        return YOU

    def _one_target(self, ch: list[Any]) -> None:
        if any(isinstance(c, int) and c != 1 for c in ch):  # "deux joueurs ciblés"
            raise Unsure("more than one target player")

    def pl_target_player(self, ch: list[Any]) -> A.PlayerRef:
        self._one_target(ch)
        return A.PlayerRef(kind="target_player")

    def pl_target_opponent(self, ch: list[Any]) -> A.PlayerRef:
        self._one_target(ch)
        return A.PlayerRef(kind="target_opponent")

    def pl_each_player(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="each_player")

    def pl_each_opponent(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="each_opponent")

    def pl_each_other_player(self, ch: list[Any]) -> A.PlayerRef:
        """ "each other player": each player but you (a trigger naming another player leaves
        "other than whom" open: rulesparser.transform.lines)."""
        return A.PlayerRef(kind="each_other_player")

    def pl_each_other_opponent(self, ch: list[Any]) -> A.PlayerRef:
        """ "each other opponent": each opponent but the one named before (a trigger's "an
        opponent"; rulesparser.transform.lines checks there is one)."""
        return A.PlayerRef(kind="each_other_opponent")

    def pl_an_opponent(self, ch: list[Any]) -> A.PlayerRef:
        """ "an opponent" (any one opponent, CR 102.3); "no opponent" (German "kein Gegner",
        French "aucun adversaire") or a number of them is another statement: not read."""
        if ch and isinstance(ch[0], int) and ch[0] != 1:  # not "l'un de vos adversaires"
            raise Unsure("no opponent, or a number of opponents")
        return A.PlayerRef(kind="opponent")

    def pl_a_player(self, ch: list[Any]) -> A.PlayerRef:
        """ "a player" (any one player, as in "deals combat damage to a player")."""
        if ch[0] != 1:
            raise Unsure("a number of players")
        return A.PlayerRef(kind="player")

    def pl_that_player(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="that_player")

    def pl_each_opponent_who(self, ch: list[Any]) -> A.QualifiedPlayerRef:
        """ "each opponent who controls more lands than you" (CR 102.2: the opponents for whom
        the relative clause holds, :meth:`_players_who`)."""
        return self._players_who("each_opponent", ch)

    def pl_each_player_who(self, ch: list[Any]) -> A.QualifiedPlayerRef:
        """ "each player who controls a white creature" (CR 102.1, :meth:`_players_who`)."""
        return self._players_who("each_player", ch)

    def _players_who(self, kind: str, ch: list[Any]) -> A.QualifiedPlayerRef:
        """The players of ``kind`` for whom the condition of the relative clause (built with
        "that player" as its subject by the ``who_*`` methods) holds; that player is the player
        tested, ``PlayerRef(kind="current")`` (``current_player_controls`` for the permanents
        that player controls), as in a "for each" of players (CR 608.2c)."""
        (condition,) = [c for c in ch if isinstance(c, A.Node)]

        condition = A.map_nodes(condition, as_current_player)
        if any(isinstance(n, A.PlayerRef) and n.kind == "that_player" for n in condition.walk()):
            raise Unsure("a player named before inside a relative clause of players")
        return A.QualifiedPlayerRef(kind=kind, condition=condition)

    def _who(self, build: Any, ch: list[Any]) -> A.Node:
        """A relative clause of players ("who controls an Elf"): the condition ``build`` makes
        of "that player [clause]"; "that player" said inside the clause too is not read."""
        if any(isinstance(c, A.PlayerRef) and c.kind == "that_player" for c in ch):
            raise Unsure("'that player' inside a relative clause of players")
        return build([THAT_PLAYER, *ch])

    def who_controls(self, ch: list[Any]) -> A.Node:
        """ "who controls a white creature" (CR 109.4, :meth:`c_player_controls`)."""
        return self._who(self.c_player_controls, ch)

    def who_doesnt_control(self, ch: list[Any]) -> A.Not:
        """ "who doesn't control an Elf": no such permanent is that player's."""
        return A.Not(condition=self._who(self.c_player_controls, ch))

    def who_controls_more_than(self, ch: list[Any]) -> A.Node:
        """ "who controls more lands than you" (:meth:`c_controls_more_than`)."""
        return self._who(self.c_controls_more_than, ch)

    def who_has_more_than(self, ch: list[Any]) -> A.Node:
        """ "who has more life than you" (:meth:`c_more_than`)."""
        return self._who(self.c_more_than, ch)

    def who_life_total(self, ch: list[Any]) -> A.Node:
        """ "who has 10 or less life" (:meth:`c_life_total`)."""
        return self._who(self.c_life_total, ch)

    def who_attacked_this_turn(self, ch: list[Any]) -> A.Node:
        """ "who attacked with a creature this turn" (CR 508.1,
        :meth:`c_player_attacked_this_turn`)."""
        return self._who(self.c_player_attacked_this_turn, ch)

    def who_lost_life_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "who lost life this turn" (CR 119.3): that player lost life earlier this turn."""
        return A.HappenedThisTurn(event="lost_life", subject=THAT_PLAYER)

    def who_cards_in_hand(self, ch: list[Any]) -> A.Node:
        """ "who has no cards in hand" (:meth:`c_cards_in_hand`)."""
        return self._who(self.c_cards_in_hand, ch)

    def pl_any_player(self, ch: list[Any]) -> A.PlayerRef:
        """ "any player" before "may": starting with the active player, each player in turn
        order may take the action until one does (CR 101.4; rulings of Argothian Wurm)."""
        return A.PlayerRef(kind="any_player")

    def pl_any_opponent(self, ch: list[Any]) -> A.PlayerRef:
        """ "any opponent" before "may": as "any player", among your opponents (CR 101.4)."""
        return A.PlayerRef(kind="any_opponent")

    def pl_controller(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="controller", object=IT)

    def pl_that_controller(self, ch: list[Any]) -> A.PlayerRef:
        """ "that land's controller": the controller of the object named before (CR 108.4)."""
        return A.PlayerRef(kind="controller", object=self.obj_that(ch))

    def obj_copies_of_that(self, ch: list[Any]) -> A.ObjectRef:
        """German 1999-2001 "nach Kopien dieser Karte" after a search of an object's controller's
        zones (Scour, Urza's Destiny; Oracle "for all cards with the same name as that
        enchantment"): each card with the name of the object named before (CR 201.2), as
        "with the same name as that card" (:meth:`p_same_name_as`)."""
        return self._object(
            Quant("each"), Words(items=(self._ranked("card"),)), [Post("same_name_as_that")]
        )

    def pl_object_controller(self, ch: list[Any]) -> A.PlayerRef:
        """ "le contrôleur de cette créature" (that creature's controller, CR 108.4): the
        controller of an object named before, said with a demonstrative (resolved or left
        unparsed as any demonstrative, :meth:`obj_demonstrative`)."""
        obj = self.obj_demonstrative(ch)
        if obj.kind == "self":
            raise Unsure("the controller of 'this spell'")
        return A.PlayerRef(kind="controller", object=obj)

    def pl_object_possessive_controller(self, ch: list[Any]) -> A.PlayerRef:
        """ "target creature's controller", "enchanted creature's controller" (CR 108.4): the
        controller of one object, a target (CR 115.1: the object is targeted, not the player),
        the enchanted or equipped one, or one named before; German "der
        Beherrscher der Kreatur deiner Wahl". Any other object (several, "each creature's") is
        not read."""
        obj = one(ch, A.ObjectRef)
        if obj is None and nodes(ch, Quant):
            # German "einer Artefaktkreatur deiner Wahl": the determiner, the words, the mark
            obj = self.obj([*ch, Quant("target")])
        kinds = ("target", "enchanted", "equipped", "that")
        if obj is None or obj.kind not in kinds or obj.count not in (None, 1):
            raise Unsure("the controller of an object other than one target or attached-to one")
        if obj.up_to:
            raise Unsure("the controller of 'up to one' object")
        return A.PlayerRef(kind="controller", object=obj)

    def pl_object_possessive_owner(self, ch: list[Any]) -> A.PlayerRef:
        """ "target creature's owner", "the owner of target nonland permanent", "Cerulean
        Sphinx's owner" (CR 108.3): the owner of one object, a target (CR 115.1) or this one;
        German "der Besitzer einer Kreatur deiner Wahl". Any other object (several, "each
        creature's", one named before) is not read."""
        obj = one(ch, A.ObjectRef)
        if obj is None and nodes(ch, Quant):
            # German "einer bleibenden Karte deiner Wahl, die kein Land ist": the determiner,
            # the words, the mark and the qualifiers
            obj = self.obj([*ch, Quant("target")])
        if obj is None or obj.kind not in ("target", "self") or obj.count not in (None, 1):
            raise Unsure("the owner of an object other than one target or this one")
        if obj.up_to:
            raise Unsure("the owner of 'up to one' object")
        return A.PlayerRef(kind="owner", object=obj)

    def pl_self_owner(self, ch: list[Any]) -> A.PlayerRef:
        """German "der Besitzer der Himmelblauen Sphinx" (this object's owner, CR 108.3)."""
        return A.PlayerRef(kind="owner", object=A.ObjectRef(kind="self"))

    def pl_enchanted_controller(self, ch: list[Any]) -> A.PlayerRef:
        """German "der Beherrscher der verzauberten Kreatur": enchanted creature's controller
        (CR 303.4, 108.4), as :meth:`pl_object_possessive_controller` reads it."""
        words = self.obj_core([self.obj_word(tokens(ch, "CARD_TYPE"))])
        return self.pl_object_possessive_controller([self.obj_enchanted([words])])

    def pl_owner(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="owner", object=IT)

    def pl_defending_player(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="defending_player")

    def pl_enchanted_player(self, ch: list[Any]) -> A.PlayerRef:
        """ "enchanted player" (CR 303.4d: the player this Aura is attached to)."""
        return A.PlayerRef(kind="enchanted_player")

    def pl_most_life(self, ch: list[Any]) -> A.PlayerRef:
        """ "the player with the most life or tied for most life" (dethrone, CR 702.105a)."""
        return A.PlayerRef(kind="most_life_or_tied")

    # ------------------------------------------------------------------ quantities, durations
    def for_each_counter(self, ch: list[Any]) -> A.Count:
        """ "for each +1/+1 counter on ~" (CR 122.1): the number of counters of that kind on
        one object."""
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("self", "it", "that", "enchanted", "equipped"):
            raise Unsure("counters on several objects")
        kind = self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0]))
        return A.Count(what="counters", object=obj, counter=kind)

    def for_each_color_its(self, ch: list[Any]) -> A.Count:
        """ "for each of its colors" (CR 105.2): how many colors "it" is (the object the clause
        is about, as "for each +1/+1 counter on it")."""
        return A.Count(what="colors", object=A.ObjectRef(kind="it"))

    def for_each_color(self, ch: list[Any]) -> A.Count:
        """ "for each of that spell's colors" (CR 105.2): how many colors one object named
        before is."""
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("self", "it", "that", "enchanted", "equipped"):
            raise Unsure("the colors of several or chosen objects")
        return A.Count(what="colors", object=obj)

    def for_each_player_counter(self, ch: list[Any]) -> A.Count:
        """ "for each experience counter you have" (CR 122.1): the number of counters of that
        kind you have, ``Count(what="player_counters", player=you, counter=kind)``."""
        kind = self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0]))
        return A.Count(what="player_counters", player=YOU, counter=kind)

    def for_each(self, ch: list[Any]) -> A.Count:
        """ "for each [object]": the number of such objects (CR 107.1); "for each Aura attached
        to it" the number of permanents of that kind attached to that object (CR 301.5, 303.4:
        ``Count(what="attached")``, as the older grammar has it)."""
        obj = _one_zone_counted(determined(one(ch, A.ObjectRef)))
        turn_count = turn_card_count(obj)
        if turn_count is not None:
            return turn_count
        attached = [w for w in obj.filter if w.startswith("attached_to:")]
        if attached:
            if len(attached) != 1 or obj.kind != "each" or obj.count is not None:
                raise Unsure("a count of attached permanents with a quantifier")
            host_word = attached[0].removeprefix("attached_to:")
            if host_word in ("self", "it"):
                host = A.ObjectRef(kind=host_word)
            elif host_word.startswith("that_"):  # "for each Aura attached to that creature"
                host = A.ObjectRef(kind="that", filter=(host_word.removeprefix("that_"),))
            else:  # "for each Aura attached to a creature": which one's?
                raise Unsure("a count of permanents attached to a kind of object")
            rest = tuple(w for w in obj.filter if w != attached[0])
            return A.Count(what="attached", object=host, filter=rest)
        return A.Count(what="objects", object=obj)

    def obj_revealed_this_way(self, ch: list[Any]) -> A.ObjectRef:
        """German "(jede) auf diese Weise vorgezeigte Karte": each card revealed this way (the
        participle before the noun; CR 608.2c, 701.20)."""
        kept = [c for c in ch if not isinstance(c, Token)]
        return self.obj_plural([*kept, self.p_revealed_this_way([])])

    def for_each_revealed_this_way(self, ch: list[Any]) -> A.Count:
        """German "für jede auf diese Weise vorgezeigte Karte": for each card revealed this way."""
        return self.for_each([self.obj_revealed_this_way(ch)])

    def for_each_died_this_turn(self, ch: list[Any]) -> A.Count:
        """German "für jeden in diesem Zug aus dem Spiel auf einen Friedhof gelegten Zubera"
        (2004-2008 wording of "died", the participle before the noun): for each [object] that
        died this turn (CR 700.4); a zone other than a graveyard, or "ins Exil", is not read."""
        verb = tokens(ch, "EXILE_VERB")
        if not verb or "spiel" not in str(verb[0]).lower():
            raise Unsure("an object put somewhere from a zone that is not the battlefield")
        for zone in tokens(ch, "ZONE"):
            if self.lex.lookup("ZONE", str(zone)) != "graveyard":
                raise Unsure("an object put into a zone that is not a graveyard")
        kept = [c for c in ch if not isinstance(c, (Token, int))]
        return self.for_each([self.obj_plural([*kept, self.p_died_this_turn([])])])

    def for_each_discarded_this_way(self, ch: list[Any]) -> A.Count:
        """German "für jede auf diese Weise abgeworfene Karte": for each card discarded this way
        (the participle before the noun; CR 608.2c, 701.9a)."""
        kept = [c for c in ch if not isinstance(c, Token)]
        return self.for_each([self.obj_plural([*kept, self.p_discarded_this_way([])])])

    def for_each_sacrificed_this_way(self, ch: list[Any]) -> A.Count:
        """German "für jede auf diese Weise geopferte Kreatur": for each creature sacrificed this
        way (the participle before the noun)."""
        kept = [c for c in ch if not isinstance(c, Token)]
        obj = self.obj_plural([*kept, self.p_sacrificed_this_way([])])
        if obj.filter[:1] == ("card",):
            # "für jede auf diese Weise geopferte Karte": only permanents are sacrificed (CR
            # 701.17a), the German "Karte" for the permanent card
            raise Unsure("a card sacrificed this way")
        return self.for_each([obj])

    def for_each_exiled_this_way(self, ch: list[Any]) -> A.Count:
        """German "für jede auf diese Weise ins Exil geschickte Karte": for each card exiled this
        way."""
        return self.for_each([self.obj_exiled_this_way(ch)])

    def cnt_cards_drawn_this_turn(self, ch: list[Any]) -> A.Count:
        """ "for each card you've drawn this turn", "the number of cards you've drawn this
        turn" (CR 121.1: each card drawn is one draw): ``Count(what="cards_drawn_this_turn",
        player=you)``; a noun other than "card" ("spells you've drawn") is refused."""
        self._card_noun(ch)
        return A.Count(what="cards_drawn_this_turn", player=YOU)

    def cnt_cards_discarded_this_turn(self, ch: list[Any]) -> A.Count:
        """ "the number of cards you've discarded this turn" (CR 701.8a: each card discarded),
        ``Count(what="cards_discarded_this_turn", player=you)``."""
        self._card_noun(ch)
        return A.Count(what="cards_discarded_this_turn", player=YOU)

    def _card_noun(self, ch: list[Any]) -> None:
        """Raise :class:`Unsure` unless the object noun among ``ch`` (``OBJ_NOUN``, or a German /
        French card word) names cards (CR 108)."""
        nouns = tokens(ch, "OBJ_NOUN")
        if any(self.lex.lookup("OBJ_NOUN", str(n)) != "card" for n in nouns):
            raise Unsure("a count of drawn or discarded objects that are not cards")

    def cnt_party(self, ch: list[Any]) -> A.Count:
        """ "the number of creatures in your party", "for each creature in your party" (CR
        700.8, 700.8a: up to one each of Cleric, Rogue, Warrior and Wizard among the creatures
        you control, a number from zero to four): ``Count(what="party", player=you)``."""
        words = one(ch, Words)
        if words is None or words.filter() != ("creature",):
            raise Unsure("a party of something other than creatures")
        return A.Count(what="party", player=YOU)

    def cnt_devotion(self, ch: list[Any]) -> A.Count:
        """ "your devotion to black", "your devotion to white and blue" (CR 700.5: the mana
        symbols of those colors among the mana costs of permanents you control; a hybrid
        symbol of both counts once): ``Count(what="devotion", player=you, filter=colors)``."""
        colors = tuple(self._canon(t) for t in tokens(ch, "COLOR"))
        if len(set(colors)) != len(colors):
            raise Unsure("devotion to one color said twice")
        return A.Count(what="devotion", player=YOU, filter=colors)

    def c_is_suspended(self, ch: list[Any]) -> A.Suspended:
        """ "if ~ is suspended" (CR 702.62b): this card, in exile with a time counter."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "self":
            raise Unsure("another object suspended")
        return A.Suspended(object=obj)

    def mf_more(self, ch: list[Any]) -> str:
        return ">"

    def mf_fewer(self, ch: list[Any]) -> str:
        return "<"

    def pa_life(self, ch: list[Any]) -> str:
        return "life_total"

    def pa_cards_in_hand(self, ch: list[Any]) -> str:
        if self._canon(tokens(ch, "OBJ_NOUN")[0]) != "card":
            raise Unsure("a count of other objects in hand")
        if any(self.lex.lookup("ZONE", str(t)) != "hand" for t in tokens(ch, "ZONE")):
            # (German "mehr Karten auf der Hand": the zone said as a word)
            raise Unsure("a count of cards in another zone than a hand")
        return "cards_in_hand"

    def _compared_players(self, ch: list[Any]) -> tuple[A.PlayerRef, A.PlayerRef]:
        """The two players of "[player] has more ... than [player]": you, an opponent, each
        opponent, defending player or that player, two different ones."""
        players = [c for c in ch if isinstance(c, A.PlayerRef)]
        if len(players) == 1:  # "you control more creatures than ..." (one word)
            players = [YOU, *players]
        first, second = players
        kinds = ("you", "opponent", "each_opponent", "defending_player", "that_player")
        if first == second or any(p.kind not in kinds or p.object for p in players):
            raise Unsure("a comparison of players it does not know")
        return first, second

    def c_more_than(self, ch: list[Any]) -> A.CompareCounts:
        """ "if you have more life than an opponent", "if defending player has more cards in
        hand than you" (CR 119.1, 402): their life totals or hands compared."""
        first, second = self._compared_players(ch)
        op = next(c for c in ch if c in (">", "<"))
        what = next(c for c in ch if c in ("life_total", "cards_in_hand"))
        return A.CompareCounts(
            value=A.Count(what=what, player=first),
            op=op,
            other=A.Count(what=what, player=second),
        )

    def hand_zone(self, ch: list[Any]) -> Token:
        """German "auf der Hand" / "auf deiner Hand": the zone word (checked by
        :meth:`pa_cards_in_hand`)."""
        return tokens(ch, "ZONE")[0]

    def c_more_cards_than(self, ch: list[Any]) -> A.CompareCounts:
        """German "du mehr Karten als jeder Gegner auf der Hand hast" (the hand said after the
        compared player): :meth:`c_more_than` of the cards in hand; only cards are counted."""
        words = one(ch, Words)
        if words is None or words.filter() != ("card",):
            raise Unsure("a count of other objects in hand")
        if any(self.lex.lookup("ZONE", str(t)) != "hand" for t in tokens(ch, "ZONE")):
            raise Unsure("a count of cards in another zone than a hand")
        return self.c_more_than([*ch, "cards_in_hand"])

    def c_controls_more_than(self, ch: list[Any]) -> A.CompareCounts:
        """ "if an opponent controls more lands than you", "you control fewer creatures than
        each opponent" (CR 109.4): the numbers of such permanents each controls."""
        first, second = self._compared_players(ch)
        op = next(c for c in ch if c in (">", "<"))
        words = one(ch, Words)
        if words is None or words.mixed:
            raise Unsure("a count of permanents of several kinds")
        filt = words.filter()
        return A.CompareCounts(
            value=A.Count(what="permanents", player=first, filter=filt),
            op=op,
            other=A.Count(what="permanents", player=second, filter=filt),
        )

    def c_full_party(self, ch: list[Any]) -> A.Compare:
        """ "if you have a full party" (CR 700.8c: four creatures in that player's party); French
        "si vous avez un groupe complet" says the player in the verb's person ("avez"): you."""
        player = one(ch, A.PlayerRef) or YOU
        if player != YOU or one(ch, int) not in (1, None):
            raise Unsure("a full party of a player other than you")
        return A.Compare(value=A.Count(what="party", player=YOU), op=">=", amount=4)

    def for_each_basic_land_type(self, ch: list[Any]) -> A.Count:
        """ "for each basic land type among lands you control", "the number of basic land
        types among ..." (domain, CR 305.6): ``Count(what="basic_land_types")`` of the objects,
        as ``card_types`` counts card types among them (CR 205.2a)."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "each":
            raise Unsure("basic land types among objects that are not a kind of object")
        return A.Count(what="basic_land_types", object=obj)

    def cnt_card_types(self, ch: list[Any]) -> A.Count:
        """ "the number of card types among cards in your graveyard" (CR 205.2a): how many
        card types are among the objects, ``Count(what="card_types")``, the count delirium's
        "four or more card types among ..." compares; objects that are not a kind of object
        ("among them") are refused."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "each":
            raise Unsure("card types among objects that are not a kind of object")
        return A.Count(what="card_types", object=obj)

    def cnt_card_types_in_zone(self, ch: list[Any]) -> A.Count:
        """German "der Anzahl an Kartentypen in deinem Friedhof" / "... in allen Friedhöfen"
        (CR 205.2a): the card types among the cards in that zone, said without the word
        "cards"; the same ``Count(what="card_types")`` as English "the number of card types
        among cards in your graveyard"."""
        zone = one(ch, str)
        return A.Count(
            what="card_types", object=A.ObjectRef(kind="each", filter=as_card(("card", zone)))
        )

    def cnt_greatest_stat(self, ch: list[Any]) -> A.Count:
        """ "the greatest power among creatures you control", "the highest mana value among
        permanents you control" (CR 208.1, 202.3): the largest value of that characteristic
        among the objects that match, 0 when none does (``Count(what="greatest_power")``,
        ``greatest_toughness``, ``greatest_mana_value``)."""
        stat = next(c for c in ch if c in ("power", "toughness", "mana_value"))
        obj = one(ch, A.ObjectRef)
        if obj is None or obj.kind != "each" or obj.count is not None or obj.up_to:
            raise Unsure("the greatest value among objects that are not a kind of object")
        return A.Count(what=f"greatest_{stat}", object=obj)

    def p_on_battlefield(self, ch: list[Any]) -> None:
        """ "on the battlefield" after a permanent: every such permanent, whoever controls it
        (what an object with no controller said already is, CR 110.1): no qualifier."""
        return None

    def for_each_opponent(self, ch: list[Any]) -> A.Count:
        """ "for each opponent you have" (undaunted, CR 702.125a): the number of opponents
        (CR 102.2), ``Count(what="players")`` of each opponent."""
        return A.Count(what="players", player=A.PlayerRef(kind="each_opponent"))

    def for_each_opponent_attacked(self, ch: list[Any]) -> A.Count:
        """ "for each opponent you attacked with a creature this combat" (melee, CR 702.121a):
        ``Count(what="players_attacked_this_combat")`` of each opponent, by creatures you
        control (only creatures attack, CR 508.1a)."""
        words = one(ch, Words)
        if words is not None and (words.filter() != ("creature",) or one(ch, int) != 1):
            raise Unsure("opponents attacked with something other than a creature")
        if self.lex.lookup("STEP_NAME", str(tokens(ch, "STEP_NAME")[0])) != "combat":
            raise Unsure("opponents attacked during a step, not this combat")
        return A.Count(
            what="players_attacked_this_combat", player=A.PlayerRef(kind="each_opponent")
        )

    def for_each_beyond_first(self, ch: list[Any]) -> A.Count:
        """ "for each creature blocking it beyond the first" (rampage, CR 702.23a): the number
        of such objects but one (none when there is at most one), as strive's targets."""
        return A.Count(what="objects_beyond_first", object=determined(one(ch, A.ObjectRef)))

    def for_each_target_beyond_first(self, ch: list[Any]) -> A.Count:
        """ "for each target beyond the first" (strive): the targets of this spell but one
        (CR 601.2c, 601.2f: counted as its total cost is determined)."""
        return A.Count(what="targets_beyond_first", object=A.ObjectRef(kind="self"))

    def p_sacrificed_this_way(self, ch: list[Any]) -> Post:
        """ "sacrificed this way": sacrificed by an earlier part of the same ability (devour,
        CR 702.82a; CR 608.2c)."""
        return Post("sacrificed_this_way")

    def obj_destroyed_this_way(self, ch: list[Any]) -> A.ObjectRef:
        """German "(jede) auf diese Weise zerstörte Kreatur": each creature destroyed this way
        (the participle before the noun)."""
        return self.obj_plural(
            [c for c in ch if not isinstance(c, Token)] + [self.p_destroyed_this_way([])]
        )

    def obj_exiled_this_way(self, ch: list[Any]) -> A.ObjectRef:
        """German "(jede) auf diese Weise ins Exil geschickte Kreatur": each creature exiled
        this way (the participle before the noun)."""
        return self.obj_plural(
            [c for c in ch if not isinstance(c, Token)] + [self.p_exiled_this_way([])]
        )

    def p_exiled_this_way(self, ch: list[Any]) -> Post:
        """ "exiled this way": exiled by an earlier part of the same ability (CR 608.2c)."""
        return Post("exiled_this_way")

    def p_exiled_with_self(self, ch: list[Any]) -> Post:
        """ "exiled with ~": cards in exile that an ability of this object exiled (linked
        abilities, CR 607.2a; the same object, CR 400.7)."""
        return Post("exiled_with_self")

    def p_drawn_this_way(self, ch: list[Any]) -> Post:
        """ "drawn this way": drawn by an earlier part of the same ability (CR 608.2c, 121.1)."""
        return Post("drawn_this_way")

    def p_you_drew_this_turn(self, ch: list[Any]) -> Post:
        """French "que vous avez piochée ce tour-ci", German ", die du in diesem Zug gezogen
        hast": a card you drew this turn (CR 121.1); counted, :func:`turn_card_count`."""
        return Post(YOU_DREW_THIS_TURN)

    def p_you_discarded_this_turn(self, ch: list[Any]) -> Post:
        """French "dont vous vous êtes défaussé ce tour-ci": a card you discarded this turn (CR
        701.8a); counted, :func:`turn_card_count`."""
        return Post(YOU_DISCARDED_THIS_TURN)

    def p_revealed_this_way(self, ch: list[Any]) -> Post:
        """ "revealed this way": revealed by an earlier part of the same ability (CR 608.2c,
        701.20)."""
        return Post("revealed_this_way")

    def p_discarded_this_way(self, ch: list[Any]) -> Post:
        """ "discarded this way": discarded by an earlier instruction of the same ability (CR
        608.2c, 701.9a); with no discard before it, not read (effects._check_this_way)."""
        return Post("discarded_this_way")

    def p_milled_this_way(self, ch: list[Any]) -> Post:
        """ "milled this way": put into a graveyard by a mill before it in the same ability (CR
        608.2c, 701.13a); with no mill before it, not read (effects._check_this_way)."""
        return Post("milled_this_way")

    def p_tapped_this_way(self, ch: list[Any]) -> Post:
        """ "tapped this way": tapped by an earlier part of the same ability (CR 608.2c,
        701.26a)."""
        return Post("tapped_this_way")

    def p_destroyed_this_way(self, ch: list[Any]) -> Post:
        """ "destroyed this way": destroyed by an earlier part of the same ability (CR 608.2c,
        701.8)."""
        return Post("destroyed_this_way")

    def c_sacrificed_this_way(self, ch: list[Any]) -> A.Compare:
        """ "If a Saproling was sacrificed this way" (CR 608.2c): at least one of the objects
        sacrificed by an earlier part of the same ability is of that kind."""
        return self._acted_this_way(ch, self.p_sacrificed_this_way([]))

    def c_destroyed_this_way(self, ch: list[Any]) -> A.Compare:
        """ "If an artifact is destroyed this way" (CR 608.2c, 701.8)."""
        return self._acted_this_way(ch, self.p_destroyed_this_way([]))

    def c_milled_this_way(self, ch: list[Any]) -> A.Compare:
        """ "If a land card was milled this way" (CR 608.2c, 701.13a): at least one of the
        cards a mill before it in the same ability put into a graveyard is of that kind."""
        return self._acted_this_way(ch, self.p_milled_this_way([]))

    def c_discarded_this_way(self, ch: list[Any]) -> A.Compare:
        """ "If a land card is discarded this way" (CR 608.2c, 701.9a)."""
        return self._acted_this_way(ch, self.p_discarded_this_way([]))

    def c_exiled_this_way(self, ch: list[Any]) -> A.Compare:
        """ "If a creature card was exiled this way" (CR 608.2c, 406.3)."""
        return self._acted_this_way(ch, self.p_exiled_this_way([]))

    def c_revealed_this_way(self, ch: list[Any]) -> A.Compare:
        """ "If an instant or sorcery card is revealed this way" (CR 608.2c, 701.20a)."""
        return self._acted_this_way(ch, self.p_revealed_this_way([]))

    def c_dealt_damage_this_way(self, ch: list[Any]) -> A.Compare:
        """ "If a creature is dealt damage this way" (CR 608.2c, 120.3): one of the objects
        the damage said before was dealt to is of that kind."""
        return self._acted_this_way(ch, self.p_dealt_damage_this_way([]))

    def _acted_this_way(self, ch: list[Any], post: Post) -> A.Compare:
        """One or more of the objects an earlier instruction acted on match the object phrase
        ("a Goblin"): the number of such objects is 1 or more. Any other phrase (a target,
        "that creature", a number) is not read."""
        obj = one(ch, A.ObjectRef)
        if obj is None or obj.kind != "any" or obj.count not in (None, 1) or obj.up_to:
            raise Unsure("'[object] was sacrificed/destroyed this way' of no 'a [kind]'")
        if not obj.filter or any("_" in w or ":" in w for w in obj.filter):
            raise Unsure("'[object] this way' with qualifiers of its own")
        counted = A.ObjectRef(kind="each", filter=(*obj.filter, post.word))
        return A.Compare(value=A.Count(what="objects", object=counted), op=">=", amount=1)

    def c_x_compare(self, ch: list[Any]) -> A.Compare:
        """ "if X is 5 or more" (ravenous, CR 702.156a): the value chosen for X (CR 107.3)."""
        var = str(ch[0])
        if var != "X":
            raise Unsure("a comparison of a variable other than X")
        return self._compare(A.Variable(name="X"), ch[1:])

    def c_count_less_than(self, ch: list[Any]) -> A.Compare:
        """ "your devotion to black is less than five" (CR 700.5, 107.1): the number compared,
        ``<=`` one less than the constant (numbers of the game are integers); a variable is not
        read."""
        value = one(ch, A.Count)
        amount = next(c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool))
        if value is None or not isinstance(amount, int) or amount < 1:
            raise Unsure("'less than' a variable, or of something other than a count")
        return A.Compare(value=value, op="<=", amount=amount - 1)

    def for_each_time_paid(self, ch: list[Any]) -> A.Count:
        """ "for each time its squad cost was paid" (CR 702.157a, 702.56a): ``Count(what=
        "times_paid", object=self, filter=(keyword,))``, how many times the keyword's
        additional cost was paid for this object."""
        kid = self.lex.lookup("KW_COST", str(tokens(ch, "KW_COST")[0]))
        return A.Count(what="times_paid", object=A.ObjectRef(kind="self"), filter=(kid,))

    def for_each_time_kicked(self, ch: list[Any]) -> A.Count:
        """ "for each time it was kicked", German "für jedes Mal, dass ihre Bonuskosten bezahlt
        wurden" (multikicker, CR 702.33c): ``Count(what="times_kicked", object=self)``, as
        the older grammar's ``cn_times_kicked`` ("[this] enters with a +1/+1 counter on it for
        each time it was kicked"); said of the card itself only."""
        self.c_kicked(ch)
        return A.Count(what="times_kicked", object=A.ObjectRef(kind="self"))

    def d_end_of_turn(self, ch: list[Any]) -> A.Duration:
        return A.Duration(kind="end_of_turn")

    def d_rest_of_game(self, ch: list[Any]) -> A.Duration:
        """ "for the rest of the game" (epic, CR 702.50a): an effect of a resolving spell
        that never ends (CR 611.2a), said so (a static ability's "permanent" lasts as long as
        its source)."""
        return A.Duration(kind="rest_of_game")

    def d_end_of_combat(self, ch: list[Any]) -> A.Duration:
        return A.Duration(kind="end_of_combat")

    def d_this_combat(self, ch: list[Any]) -> A.Duration:
        """ "this combat" (Yuan Shao's Infantry "can't be blocked this combat"): what holds
        during the combat phase going on lasts until that combat ends (CR 506.1, 511.3), as
        "until end of combat". Another step named ("this upkeep") raises ``Unsure``."""
        if self.lex.lookup("STEP_NAME", str(tokens(ch, "STEP_NAME")[0])) != "combat":
            raise Unsure("a duration of a step other than combat")
        return A.Duration(kind="end_of_combat")

    def d_until_your_next_turn(self, ch: list[Any]) -> A.Duration:
        return A.Duration(kind="until_your_next_turn")

    def d_end_of_your_next_turn(self, ch: list[Any]) -> A.Duration:
        """ "until the end of your next turn" (CR 514.2: the effect ends in the cleanup step of
        your next turn)."""
        return A.Duration(kind="end_of_your_next_turn")

    def d_while_source_on_battlefield(self, ch: list[Any]) -> A.Duration:
        """ "until ~ leaves the battlefield" (CR 610.3c)."""
        return A.Duration(kind="while_source_on_battlefield")

    def d_while_this_on_battlefield(self, ch: list[Any]) -> A.Duration:
        """ "until this enchantment leaves the battlefield" said with a demonstrative (French
        "jusqu'à ce que cet enchantement quitte le champ de bataille", German "bis diese
        Verzauberung das Spiel verlässt", 2024 templates; CR 610.3c): the object itself, as an
        object exiled or taken until it leaves the battlefield can't be meant; a demonstrative
        that is no "this [noun]" form (CR 700.7) is not read (``Unsure``)."""
        word = " ".join(str(tokens(ch, "DEMONSTRATIVE")[0]).lower().split())
        if word not in this_forms():
            raise Unsure("'until that object leaves the battlefield' names no object before it")
        return A.Duration(kind="while_source_on_battlefield")

    def d_while_you_control_source(self, ch: list[Any]) -> A.Duration:
        """ "for as long as you control ~" (CR 611.2b)."""
        return A.Duration(kind="while_you_control_source")

    def d_while_source_tapped(self, ch: list[Any]) -> A.Duration:
        """ "for as long as ~ remains tapped" (CR 611.2b)."""
        return A.Duration(kind="while_source_tapped")

    def d_while_status_remains(self, ch: list[Any]) -> A.Duration:
        """German "solange der ~ getappt bleibt" (for as long as ~ remains tapped, CR 611.2b);
        another object or status is not read."""
        obj = one(ch, A.ObjectRef)
        status = self._canon(tokens(ch, "STATUS")[0])
        if obj is None or obj.kind != "self" or status != "tapped":
            raise Unsure("'for as long as' another object or status remains")
        return A.Duration(kind="while_source_tapped")

    def duration(self, ch: list[Any]) -> A.Duration:
        return ch[0]

    # ------------------------------------------------------------------ conditions
    def c_there_is(self, ch: list[Any]) -> A.Exists:
        """ "there is a Desert card in your graveyard" (after "or", :meth:`pre_if_either`): one
        such object exists in that zone (CR 400.1); only "a [kind]" in your own zone is read."""
        obj = self._object(Quant("any", count=1), _words(ch), nodes(ch, Post))
        if [c for c in ch if isinstance(c, int) and not isinstance(c, bool)] != [1]:
            raise Unsure("'there is' a number of objects")
        if not any(w.startswith("in_your_") for w in obj.filter):
            raise Unsure("'there is' an object in no zone of yours")
        return A.Exists(object=dataclasses.replace(obj, count=None))

    def c_you_control(self, ch: list[Any]) -> A.Exists:
        """ "if you control a Swamp": such a permanent exists (CR 603.4, 611.3); "no Swamps"
        (the number zero) is that none exists. Another number of permanents ("two or more
        lands") is not modelled: the line is left unparsed rather than read as "a land".
        "if you control an artifact and an enchantment" (Kamigawa: Neon Dynasty, French "un
        artefact et un enchantement") is that each exists: one artifact enchantment does for
        both."""
        several = next((c for c in ch if isinstance(c, SeveralObjects)), None)
        objs = [c for c in ch if isinstance(c, A.ObjectRef)]
        if several is not None or len(objs) > 1:
            if several is not None:
                next(SEVERAL_READ)
            refs = several.union.objects if several is not None else tuple(objs)
            if any(r.kind != "any" or r.count not in (None, 1) for r in refs):
                raise Unsure("'you control' of several objects that are not each 'a' permanent")
            return A.AllOf(conditions=tuple(self.c_you_control([r]) for r in refs))
        obj = one(ch, A.ObjectRef)
        if obj.count == 0 and not obj.up_to:
            return A.Not(condition=self.c_you_control([dataclasses.replace(obj, count=None)]))
        if obj.count not in (None, 1) or obj.up_to:
            raise Unsure("a number of permanents a player controls")
        if any(w.startswith("greatest_") for w in obj.filter):
            # "if you control each creature on the battlefield with the greatest power" (Might
            # Makes Right): the greatest among every creature, each of them yours; with
            # "you_control" in its filter it would be the greatest among your own creatures
            raise Unsure("'you control' of an object with the greatest value among others")
        filt = tuple(w for w in obj.filter) + (
            () if "you_control" in obj.filter else ("you_control",)
        )
        if obj.kind == "self":
            # "tant que vous contrôlez les Geists de donjon" (as long as you control this
            # object): this object, under your control
            return A.Exists(object=A.ObjectRef(kind="self", filter=("you_control",)))
        if obj.kind == "that" and obj.count is None and DEMONSTRATIVE_MARK not in obj.filter:
            # "If you control that creature" (Dreamdew Entrancer): the object named before,
            # under your control (CR 608.2c), as "If that creature is a Zombie"; not a
            # demonstrative that may be this object ("Falls du diese Kreatur kontrollierst")
            return A.Exists(object=A.ObjectRef(kind="that", filter=("you_control",)))
        if obj.kind not in ("any", "each"):
            # "if you control that creature / target creature": not "a creature" (the object
            # named was read as any such permanent before)
            raise Unsure("'you control' of an object named before")
        return A.Exists(object=A.ObjectRef(kind="any", filter=filt))

    def c_you_control_no(self, ch: list[Any]) -> A.Not:
        """ "you control no [objects]"; "no Thopters other than ~" is no other Thopter (CR
        109, as :meth:`_object` reads "other than ~")."""
        words = one(ch, Words)
        posts = tuple(sorted(p.word for p in nodes(ch, Post) if p.word != "other_than_self"))
        other = ("other",) if any(p.word == "other_than_self" for p in nodes(ch, Post)) else ()
        return A.Not(
            condition=A.Exists(
                object=A.ObjectRef(
                    kind="any", filter=other + words.filter() + posts + ("you_control",)
                )
            )
        )

    def c_player_controls_no(self, ch: list[Any]) -> A.Not:
        """French "si le joueur défenseur ne contrôle pas de mur", "si un adversaire ne
        contrôle aucun terrain de base" (English "defending player controls no Walls"): no such
        permanent that player controls exists (CR 102), as :meth:`c_you_control_no` for you."""
        player = one(ch, A.PlayerRef)
        if player.kind == "you" and player.object is None:
            return self.c_you_control_no([c for c in ch if c is not player])
        if player.object is not None:
            raise Unsure("a player named through an object")
        node = self.c_you_control_no([c for c in ch if c is not player])
        obj = node.condition.object  # type: ignore[attr-defined]
        words = obj.filter[:-1] + (f"{player.kind}_controls",)
        return A.Not(condition=A.Exists(object=dataclasses.replace(obj, filter=words)))

    def c_no_opponent_controls(self, ch: list[Any]) -> A.Not:
        """ "no opponent controls a white or blue creature" (French "aucun adversaire ne
        contrôle"): there is no such permanent an opponent controls (CR 102.3)."""
        return A.Not(condition=self.c_player_controls([A.PlayerRef(kind="opponent"), *ch]))

    def c_player_controls(self, ch: list[Any]) -> A.Exists:
        """ "defending player controls an Island" (CR 508.1c / 509.1b conditions)."""
        player, obj = one(ch, A.PlayerRef), one(ch, A.ObjectRef)
        if player.kind == "you" and player.object is None:  # "unless you control" (French
            return self.c_you_control([obj])  # "à moins que vous ne contrôliez")
        if player.object is not None:
            raise Unsure("a player named through an object")
        if obj.count == 0 and not obj.up_to:  # "keine Insel kontrolliert": none exists
            return A.Not(
                condition=self.c_player_controls([player, dataclasses.replace(obj, count=None)])
            )
        if obj.count not in (None, 1) or obj.up_to:
            raise Unsure("a number of permanents a player controls")
        word = f"{player.kind}_controls"
        return A.Exists(object=A.ObjectRef(kind="any", filter=obj.filter + (word,)))

    def c_stat_greater_than_self(self, ch: list[Any]) -> A.Exists:
        """ "if that creature's power is greater than this creature's power and/or that
        creature's toughness is greater than this creature's toughness" (evolve, CR 702.100a):
        the object named before has either value greater than this object's
        (``power>self.power|toughness>self.toughness``, the filter words of
        :meth:`p_stat_greater_than_self`). Each comparison is of one characteristic with the same
        one of this object, all of one object."""
        stats = [c for c in ch if c in ("power", "toughness", "mana_value")]
        if stats[0::2] != stats[1::2]:
            raise Unsure("a comparison of two different characteristics")
        return self._greater_than_self(ch, stats[0::2])

    def c_has_greater_stat(self, ch: list[Any]) -> A.Exists:
        """ "if that creature has greater power or toughness than this creature" (evolve's
        reminder): :meth:`c_stat_greater_than_self`, each value with this object's own; only
        of "that [object]" (the one the trigger names)."""
        obj = one(ch, A.ObjectRef)
        if obj is None or obj.kind != "that" or obj.count is not None or obj.up_to:
            raise Unsure("'has greater power' of an object other than 'that [object]'")
        stats = [c for c in ch if c in ("power", "toughness")]
        word = "|".join(dict.fromkeys(f"{s}>self.{s}" for s in stats))
        return A.Exists(object=A.ObjectRef(kind="that", filter=(*obj.filter, word)))

    def _greater_than_self(self, ch: list[Any], stats: list[str]) -> A.Exists:
        words = nodes(ch, Words)
        if len({w.filter() for w in words}) != 1:
            raise Unsure("comparisons of two different objects")
        word = "|".join(dict.fromkeys(f"{s}>self.{s}" for s in stats))
        return A.Exists(object=A.ObjectRef(kind="that", filter=(*words[0].filter(), word)))

    def c_keyword_cost_paid(self, ch: list[Any]) -> A.KeywordCostPaid | A.KickerPaid:
        """ "if its evoke cost was paid" (CR 702.74a): the cost of the card's keyword of that
        name was paid as it was cast (one keyword of a name per card). Kicker's cost paid is
        the spell "kicked" (CR 702.33d): "if the kicker cost was paid" of the old printings is
        the node of the Oracle "if it was kicked", ``KickerPaid``."""
        named = [self.lex.lookup(t.type, str(t)) for t in tokens(ch, "KW_COST")]
        if named == ["kicker"]:
            return A.KickerPaid()
        return A.KeywordCostPaid()

    def c_is_status(self, ch: list[Any]) -> A.Node:
        """ "if ~ is tapped": the object has that status (CR 110.5). German says the status
        before the verb, where an enchanted or equipped object's words have taken it ("die
        verzauberte Kreatur getappt ist"): the status is then its last word."""
        obj = one(ch, A.ObjectRef)
        found = tokens(ch, "STATUS")
        if not found and obj.kind in ("self", "it") and len(obj.filter) == 1:
            zone = obj.filter[0]
            if zone.startswith("in_"):
                # "solange der ~ in deinem Friedhof ist" (the zone read with the object): as
                # long as ~ is in your graveyard (CR 400.1)
                return self.c_in_zone([dataclasses.replace(obj, filter=()), zone])
        zones = [w for w in obj.filter if w in _OWN_ZONES]
        if not found and obj.kind == "any" and obj.count in (0, 1) and len(zones) == 1:
            # "solange sich eine Länderkarte in deinem Friedhof befindet" (Murasa Behemoth: "as
            # long as there is a land card in your graveyard"), "solange keine Karten in deinem
            # Friedhof sind": how many such cards are in that zone (CR 400.1), as "seven or
            # more cards are in your graveyard" is read
            counted = A.Count(what="objects", object=A.ObjectRef(kind="each", filter=obj.filter))
            if obj.count == 0:
                return A.Compare(value=counted, op="==", amount=0)
            return A.Compare(value=counted, op=">=", amount=1)
        if not found:
            statuses = [w for w in obj.filter if w in _STATUS_WORDS]
            colors = [w for w in obj.filter if w in _COLOR_WORDS or w == "legendary"]
            if (
                obj.kind in ("enchanted", "equipped")
                and not statuses
                and len(colors) == 1
                and set(obj.filter) - set(colors) <= _PERMANENT_NOUNS
            ):
                # "Solange die verzauberte Kreatur weiß ist" (Edge of the Divinity: "As long as
                # enchanted creature is white", CR 105.2), "Solange die ausgerüstete Kreatur
                # legendär ist" (Hero's Heirloom, CR 205.4a): German says the color or the
                # supertype before "ist", where the object's words have taken it; an attached-to
                # object's color or supertype is never said before its noun, so it is the one
                # said of it
                statuses = colors
            if obj.kind not in ("enchanted", "equipped") or len(statuses) != 1:
                raise Unsure("'is' of an object without a status")
            status = statuses[0]
            rest = tuple(w for w in obj.filter if w != status)
            return A.Exists(object=A.ObjectRef(kind=obj.kind, filter=rest + (status,)))
        return self._status_of(obj, self._canon(found[0]))

    def c_shares_with_self(self, ch: list[Any]) -> A.Exists:
        """ "if it shares a creature type with ~" (CR 205.3m, 105.4): the object named before
        has a creature type (a color) this object also has (``shares_creature_type_with:self``,
        as :meth:`p_shares_color_with_it` says it of "it")."""
        obj = one(ch, A.ObjectRef)
        word = self.lex.lookup("CHOICE_WORD", str(tokens(ch, "CHOICE_WORD")[0]))
        if one(ch, int) != 1 or word not in ("color", "creature_type"):
            raise Unsure("sharing several colors or another characteristic")
        if obj.kind not in ("it", "that"):
            raise Unsure("sharing a characteristic with an object not named before")
        return A.Exists(
            object=dataclasses.replace(obj, filter=(*obj.filter, f"shares_{word}_with:self"))
        )

    def c_left_battlefield_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "if a permanent you controlled left the battlefield this turn" (revolt; CR 603.10:
        as it last existed); only "a [kind]" (any one such object) is read."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "any" or obj.count not in (None, 1) or obj.up_to:
            raise Unsure("'left the battlefield this turn' of an object that is not 'a [kind]'")
        return A.HappenedThisTurn(event="left_battlefield", subject=obj)

    def c_entered_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "if a creature entered the battlefield under your control this turn", "if you had
        another Cleric ... enter the battlefield under your control this turn" (CR 603.6a: it
        entered under your control); only "a [kind]" (any one such object) is read, and only
        "you" having it enter."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "any" or obj.count not in (None, 1) or obj.up_to:
            raise Unsure("'entered the battlefield this turn' of an object that is not 'a [kind]'")
        player = one(ch, A.PlayerRef)
        if player is not None and player.kind != "you":
            raise Unsure("another player having an object enter the battlefield")
        filt = obj.filter + (() if "you_control" in obj.filter else ("you_control",))
        return A.HappenedThisTurn(
            event="entered_battlefield", subject=A.ObjectRef(kind="any", filter=filt)
        )

    def c_count_entered_this_turn(self, ch: list[Any]) -> A.Compare:
        """ "if two or more nonland permanents entered the battlefield under your control this
        turn" (celebration; CR 603.6a): how many such objects entered under your control this
        turn, compared (``Count(what="entered_this_turn", player=you)``; those that left since
        count too)."""
        counted = self._counted(ch)
        value = dataclasses.replace(counted, what="entered_this_turn", player=YOU)
        return self._compare(value, ch)

    def c_self_entered_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "As long as ~ entered the battlefield this turn", "if this creature entered this
        turn": this permanent entered the battlefield this turn (CR 400.7: it is a new object
        since it did; CR 603.6a). Only this object is read; "a creature entered the
        battlefield this turn" (whose?) and any object named before stay unparsed."""
        obj = one(ch, A.ObjectRef)
        if obj is None or obj.kind != "self" or obj.filter:
            raise Unsure("'entered the battlefield this turn' of an object other than this one")
        return A.HappenedThisTurn(event="entered_battlefield", subject=A.ObjectRef(kind="self"))

    def c_you_cast_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "you've cast another spell this turn" (a spell you cast earlier this turn, CR
        601.2; "another": not this one); only "a [kind] spell" is read."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "any" or obj.count not in (None, 1) or obj.up_to:
            raise Unsure("a number of spells cast this turn")
        if "spell" not in obj.filter:
            raise Unsure("something cast that is not a spell")
        filt = obj.filter + (() if "you_cast" in obj.filter else ("you_cast",))
        return A.HappenedThisTurn(event="cast", subject=A.ObjectRef(kind="any", filter=filt))

    def c_player_cast_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """German "du in diesem Zug einen anderen Zauberspruch gewirkt hast" (the player said as
        the subject, verb last): :meth:`c_you_cast_this_turn`; another player is not read."""
        if one(ch, A.PlayerRef) != YOU:
            raise Unsure("a spell another player cast this turn")
        return self.c_you_cast_this_turn([c for c in ch if not isinstance(c, A.PlayerRef)])

    def c_discarded_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn | A.Compare:
        """ "you discarded this card this turn" (mayhem, CR 702.190a): this card was discarded
        this turn, by its owner (CR 701.9a: a card is discarded from its owner's hand), you;
        "a player discarded a card this turn" is :meth:`c_discarded_a_card_this_turn`; any
        other player or card is not read."""
        obj = one(ch, A.ObjectRef)
        if obj is not None and obj.kind == "any" and obj.filter == ("card",):
            return self.c_discarded_a_card_this_turn(ch)
        if one(ch, A.PlayerRef) != YOU or obj != A.ObjectRef(kind="self"):
            raise Unsure("a card other than this one discarded, or by another player")
        return A.HappenedThisTurn(event="discarded", subject=A.ObjectRef(kind="self"))

    def c_you_discarded_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn | A.Compare:
        """ "you've discarded a card this turn": :meth:`c_discarded_this_turn` of you."""
        return self.c_discarded_this_turn([YOU, *ch])

    def c_discarded_a_card_this_turn(self, ch: list[Any]) -> A.Compare:
        """ "if you've discarded a card this turn", "if a player discarded a card this turn"
        (CR 701.8a): the cards the player discarded this turn, one or more
        (``Count(what="cards_discarded_this_turn")``; a ``player`` of kind ``opponent`` or
        ``player``: any one such player); only "a card" (any card, one) is read."""
        self._card_noun(ch)
        obj = one(ch, A.ObjectRef)
        if obj is not None and (obj.count not in (None, 1) or obj.up_to or obj.kind != "any"):
            raise Unsure("a number of discarded cards other than one")
        if any(isinstance(c, int) and not isinstance(c, bool) and c != 1 for c in ch):
            raise Unsure("a number of discarded cards other than one")
        player = self._turn_history_player(ch)
        return A.Compare(
            value=A.Count(what="cards_discarded_this_turn", player=player), op=">=", amount=1
        )

    def c_drew_cards_this_turn(self, ch: list[Any]) -> A.Compare:
        """ "as long as you've drawn two or more cards this turn", "if an opponent drew three
        or more cards this turn" (CR 121.1): ``Count(what="cards_drawn_this_turn")`` of the
        player (you when none is said; ``opponent`` / ``player``: any one such player),
        compared."""
        self._card_noun(ch)
        player = self._turn_history_player(ch)
        return self._compare(A.Count(what="cards_drawn_this_turn", player=player), ch)

    def _turn_history_player(self, ch: list[Any]) -> A.PlayerRef:
        """The player a "this turn" count is about: you when none is said, else "you", "an
        opponent" or "a player" (any one of them); a player named before raises
        :class:`Unsure`."""
        player = one(ch, A.PlayerRef) or YOU
        if player.object is not None or player.kind not in ("you", "opponent", "player"):
            raise Unsure("cards drawn or discarded this turn by a player named before")
        return player

    def teammate(self, ch: list[Any]) -> str:
        """ "a teammate", "one of your teammates" (CR 810.1): one teammate, any of them."""
        if any(c != 1 for c in ch if isinstance(c, int)):
            raise Unsure("a number of teammates")
        return "teammate"

    def c_you_or_teammate_cast_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "you or one of your teammates has cast another spell this turn" (surge, CR
        702.117a): a spell you or a teammate (CR 810.1) cast earlier this turn, the filter word
        ``you_or_teammate_cast`` for whose spell it was."""
        cast = self.c_you_cast_this_turn(ch)
        filt = tuple("you_or_teammate_cast" if w == "you_cast" else w for w in cast.subject.filter)
        return dataclasses.replace(cast, subject=dataclasses.replace(cast.subject, filter=filt))

    def c_cast_during_main_phase(self, ch: list[Any]) -> A.CastDuring:
        """ "if you cast this spell during your main phase" (addendum; CR 505.1: either main
        phase of your turn)."""
        player, obj = one(ch, A.PlayerRef), one(ch, A.ObjectRef)
        if player != YOU or obj.kind not in ("self", "it"):
            raise Unsure("another spell or player cast during a main phase")
        return A.CastDuring(
            object=A.ObjectRef(kind="self"),
            player=YOU,
            during=A.During(step="main", player=YOU),
        )

    def c_you_cast_during_main_phase(self, ch: list[Any]) -> A.CastDuring:
        """German "du diesen Zauberspruch in deiner Hauptphase gewirkt hast" ("du" read as a
        word of its own, as in "du ... kontrollierst"): :meth:`c_cast_during_main_phase`."""
        return self.c_cast_during_main_phase([YOU, *ch])

    def c_mana_spent(self, ch: list[Any]) -> A.ManaSpent:
        """ "at least three white mana was spent to cast this spell" (adamant, CR 601.2h)."""
        color = self.lex.lookup("COLOR", str(tokens(ch, "COLOR")[0]))
        return self._mana_spent(ch, color)

    def c_mana_spent_same_color(self, ch: list[Any]) -> A.ManaSpent:
        """ "at least three mana of the same color was spent to cast it" (adamant)."""
        return self._mana_spent(ch, "same")

    def c_mana_symbol_spent(self, ch: list[Any]) -> A.ManaSpent:
        """ "If {G} was spent to cast this spell" (CR 601.2h): at least one mana of that color;
        "{S}" (snow mana, CR 106.3): ``color="snow"``."""
        return self._mana_spent([1, *ch], _spent_symbol(one(ch, A.ManaCost)))

    def c_no_mana_spent(self, ch: list[Any]) -> A.Not:
        """ "if no mana was spent to cast it" (``color="any"``; CR 601.2h)."""
        return self._none_spent(ch, "any")

    def c_no_colored_mana_spent(self, ch: list[Any]) -> A.Not:
        """ "if no colored mana was spent to cast it" (``colored``; CR 601.2h, 105.1)."""
        return self._none_spent(ch, "colored")

    def _none_spent(self, ch: list[Any], color: str) -> A.Not:
        if next((c for c in ch if isinstance(c, int) and not isinstance(c, bool)), None) != 0:
            raise Unsure("a number of mana spent other than none")
        return A.Not(condition=self._mana_spent([1, *ch], color))

    def cnt_mana_spent(self, ch: list[Any]) -> A.Count:
        """ "the amount of {S} spent to cast this spell", "for each mana spent to cast it" (CR
        601.2h): ``Count(what="mana_spent")`` of the spell, ``filter`` the color or ``snow``."""
        mana = one(ch, A.ManaCost)
        obj = self._spent_spell(ch)
        words = (_spent_symbol(mana),) if mana is not None else ()
        return A.Count(what="mana_spent", object=obj, filter=words)

    def cnt_colors_spent(self, ch: list[Any]) -> A.Count:
        """ "the number of colors of mana spent to cast this spell" (converge; sunburst CR
        702.44a): how many of the five colors (CR 105.1) the mana spent had."""
        return A.Count(what="colors_of_mana_spent", object=self._spent_spell(ch))

    def spent_for(self, ch: list[Any]) -> A.ObjectRef:
        """The spell the mana was spent to cast: its object phrase."""
        return one(ch, A.ObjectRef)

    def spent_rel(self, ch: list[Any]) -> A.ObjectRef:
        """ ", die ausgegeben wurde, um diesen Zauberspruch zu wirken": the spell."""
        return one(ch, A.ObjectRef)

    def spent_it(self, ch: list[Any]) -> A.ObjectRef:
        """ "pour le lancer" (to cast it): the pronoun, resolved with the ability's other
        references."""
        return A.ObjectRef(kind="it")

    def _spent_spell(self, ch: list[Any]) -> A.ObjectRef:
        obj = one(ch, A.ObjectRef)
        if obj is None or obj.kind not in ("self", "it", "that"):
            raise Unsure("mana spent to cast a spell not named")
        # "it": the pronoun, resolved with the ability's other references (this object in
        # "When ~ enters, if ... spent to cast it"; the spell in a cast trigger)
        return A.ObjectRef(kind=obj.kind)

    def _mana_spent(self, ch: list[Any], color: str) -> A.ManaSpent:
        amount = next(c for c in ch if isinstance(c, (int, A.Variable)) and c is not True)
        return A.ManaSpent(object=self._spent_spell(ch), at_least=amount, color=color)

    def c_gift_promised(self, ch: list[Any]) -> A.KeywordCostPaid:
        """ "If the gift was promised" (CR 702.174k: the spell's gift cost was paid, the
        condition of gift's second ability, 702.174b)."""
        if self.lex.lookup("KW_PLAIN", str(tokens(ch, "KW_PLAIN")[0])) != "gift":
            raise Unsure("a keyword other than gift 'was promised'")
        return A.KeywordCostPaid(keyword="gift")

    def c_bargained(self, ch: list[Any]) -> A.KeywordCostPaid:
        """ "If this spell was bargained" (CR 702.166b: its bargain cost was paid as it was
        cast); said of this spell only."""
        if one(ch, A.ObjectRef).kind not in ("self", "it"):
            raise Unsure("another spell said to be bargained")
        return A.KeywordCostPaid(keyword="bargain")

    def c_evidence_collected(self, ch: list[Any]) -> A.KeywordCostPaid:
        """ "If evidence was collected" (CR 701.59c): the linked optional additional cost to
        collect evidence was paid as the spell was cast."""
        return A.KeywordCostPaid(keyword="collect_evidence")

    def c_tribute_not_paid(self, ch: list[Any]) -> A.Not:
        """ "if tribute wasn't paid" (CR 702.104b)."""
        if self.lex.lookup("KW_NUM", str(tokens(ch, "KW_NUM")[0])) != "tribute":
            raise Unsure("a keyword other than tribute 'wasn't paid'")
        if any(isinstance(c, int) and c != 0 for c in ch):  # (German "kein Tribut": none)
            raise Unsure("a number of tributes paid")
        return A.Not(condition=A.KeywordCostPaid(keyword="tribute"))

    def c_is_paired(self, ch: list[Any]) -> A.Exists:
        """ "~ is paired with another creature" (soulbond, CR 702.95)."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "self" or one(ch, Words).filter() != ("creature",):
            raise Unsure("another object paired")
        return A.Exists(object=A.ObjectRef(kind="self", filter=("paired",)))

    def c_is_equipped(self, ch: list[Any]) -> A.Exists:
        """ "~ is equipped" (CR 301.5: an Equipment is attached to it)."""
        return self._status_of(one(ch, A.ObjectRef), "equipped")

    def c_is_enchanted(self, ch: list[Any]) -> A.Exists:
        """ "~ is enchanted" (CR 303.4: an Aura is attached to it)."""
        return self._status_of(one(ch, A.ObjectRef), "enchanted")

    def obj_both(self, ch: list[Any]) -> A.ObjectRef:
        """ "both creatures": the two creatures of a soulbond pair (CR 702.95), kind
        ``paired``; a sentence that does not say the pair is left unparsed
        (rulesparser.transform.effects)."""
        if one(ch, Words).filter() != ("creature",):
            raise Unsure("'both' of objects that are not creatures")
        return A.ObjectRef(kind="paired")

    def c_is_attacking(self, ch: list[Any]) -> A.Exists:
        """ "solange sie angreift" (as long as it's attacking, CR 506.4)."""
        return self._status_of(one(ch, A.ObjectRef), "attacking")

    def c_is_blocking(self, ch: list[Any]) -> A.Exists:
        """ "solange sie blockt" (as long as it's blocking, CR 506.4)."""
        return self._status_of(one(ch, A.ObjectRef), "blocking")

    def _status_of(self, obj: A.ObjectRef, status: str) -> A.Exists:
        """The object has ``status`` (CR 110.5, 506.4): this object, the one named before it
        ("If that creature is attacking"), an attached-to one, or some object of a kind (Nemesis
        Trap: "If a white creature is attacking, you may pay {B}{B} rather than pay this spell's
        mana cost": one such creature exists). A target or a counted object is not read."""
        some = obj.kind == "any" and obj.count in (None, 1) and not obj.up_to
        if obj.kind not in ("self", "it", "that", "enchanted", "equipped") and not some:
            raise Unsure("a status condition of a chosen object")
        return A.Exists(object=A.ObjectRef(kind=obj.kind, filter=obj.filter + (status,)))

    def _happened(self, ch: list[Any], event: str) -> A.HappenedThisTurn:
        """A player's life or damage event earlier this turn (CR 119.3, 120):
        :class:`~rulesparser.ast.HappenedThisTurn`; a player named through an object ("its
        controller") is not read."""
        player = one(ch, A.PlayerRef)
        if player.object is not None or player.kind not in ("you", "opponent", "player"):
            raise Unsure("a player event this turn of a player named before")
        return A.HappenedThisTurn(event=event, subject=player)

    def c_lost_life_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "if an opponent lost life this turn" (spectacle, CR 702.137a)."""
        return self._happened(ch, "lost_life")

    def c_gained_life_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "if you gained life this turn" (CR 119.3)."""
        return self._happened(ch, "gained_life")

    def c_gained_and_lost_life_this_turn(self, ch: list[Any]) -> A.AllOf:
        """ "if you gained and lost life this turn" (CR 119.3): both events happened."""
        return A.AllOf(
            conditions=(self._happened(ch, "gained_life"), self._happened(ch, "lost_life"))
        )

    def c_descended_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "if you descended this turn" (CR 700.11: a permanent card was put into that
        player's graveyard from anywhere this turn)."""
        return self._happened(ch, "descended")

    def c_you_lost_life_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "si vous avez perdu des points de vie ce tour-ci": :meth:`c_lost_life_this_turn` of
        "you", said with the verb form of "you" (no player phrase of its own)."""
        return self._happened([YOU], "lost_life")

    def c_you_gained_life_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "si vous avez gagné des points de vie ce tour-ci": :meth:`c_gained_life_this_turn`
        of "you"."""
        return self._happened([YOU], "gained_life")

    def c_life_gained_this_turn(self, ch: list[Any]) -> A.Compare:
        """ "if you gained 4 or more life this turn" (CR 119.3): the life ``player`` gained
        this turn, ``Count(what="life_gained_this_turn")``, compared; French "vous avez gagné
        au moins 4 points de vie" says "you" with its verb form (no player phrase)."""
        return self._life_this_turn(ch, "life_gained_this_turn")

    def c_life_lost_this_turn(self, ch: list[Any]) -> A.Compare:
        """ "if an opponent lost 2 or more life this turn" (CR 119.3): as
        :meth:`c_life_gained_this_turn`, ``Count(what="life_lost_this_turn")``."""
        return self._life_this_turn(ch, "life_lost_this_turn")

    def _life_this_turn(self, ch: list[Any], what: str) -> A.Compare:
        return self._compare(self._life_count(ch, what), ch)

    def _life_count(self, ch: list[Any], what: str) -> A.Count:
        """``Count(what=what, player=...)`` of the player phrase among ``ch`` (you when none
        is said: "you've gained"); a player named before ("that player") is refused."""
        player = one(ch, A.PlayerRef) or YOU
        if player.object is not None or player.kind not in ("you", "opponent", "player"):
            raise Unsure("life gained or lost this turn by a player named before")
        return A.Count(what=what, player=player)

    def cnt_life_gained_this_turn(self, ch: list[Any]) -> A.Count:
        """ "the amount of life you gained this turn" (CR 119.3): the life the player
        gained this turn, ``Count(what="life_gained_this_turn", player)``, the count the
        condition "if you gained 4 or more life this turn" compares."""
        return self._life_count(ch, "life_gained_this_turn")

    def cnt_life_lost_this_turn(self, ch: list[Any]) -> A.Count:
        """ "the amount of life your opponents have lost this turn" (CR 119.3): as
        :meth:`cnt_life_gained_this_turn`, ``Count(what="life_lost_this_turn")``."""
        return self._life_count(ch, "life_lost_this_turn")

    def c_dealt_damage_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "if an opponent was dealt damage this turn" (bloodthirst, CR 702.54a)."""
        return self._happened(ch, "dealt_damage")

    def c_you_controlled_left_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """German "falls in diesem Zug eine bleibende Karte unter deiner Kontrolle das Spiel
        verlassen hat" ("if a permanent you controlled left the battlefield this turn", revolt,
        CR 207.2c): ``HappenedThisTurn(event="left_battlefield")`` of "a permanent you control"
        (control as it last existed on the battlefield, CR 603.10a), the AST of the English
        rule; only "a permanent" is read."""
        obj = one(ch, A.ObjectRef)
        if obj.filter != ("permanent",):
            raise Unsure("'left the battlefield this turn' of an object that is not 'a permanent'")
        # "unter deiner Kontrolle" / "que vous contrôliez" said apart from the object phrase
        subject = dataclasses.replace(obj, filter=(*obj.filter, "you_control"))
        return self.c_left_battlefield_this_turn([subject])

    def c_attacked_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "if this creature attacked this turn" (boast, CR 702.142a): it was declared as an
        attacker this turn (CR 508.1); only this object is read, or a French/German
        demonstrative ("cette créature", "diese Kreatur"), which an activation restriction reads
        as this object (lines.alw_if) and anything else leaves unparsed."""
        obj = one(ch, A.ObjectRef)
        if obj.kind == "self":
            obj = A.ObjectRef(kind="self")
        elif not (obj.kind == "that" and DEMONSTRATIVE_MARK in obj.filter):
            raise Unsure("'attacked this turn' of an object other than this one")
        return A.HappenedThisTurn(event="attacked", subject=obj)

    def c_player_attacked_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "if you attacked this turn" (raid): the player declared one or more attackers this
        turn (CR 508.1); Khans of Tarkir's "if you attacked with a creature this turn" says the
        same (only a creature attacks, CR 508.1a). Another object after "with" is not read."""
        player = one(ch, A.PlayerRef)
        obj = one(ch, A.ObjectRef)
        if obj is not None and (
            obj != A.ObjectRef(kind="any", filter=("creature",), count=1)
            and obj != A.ObjectRef(kind="any", filter=("creature",))
        ):
            raise Unsure("'attacked with' an object other than 'a creature'")
        return A.HappenedThisTurn(event="attacked", subject=player)

    def c_you_were_attacked_this_step(self, ch: list[Any]) -> A.HappenedThisStep:
        """ "if you've been attacked this step" (CR 508.1b): a creature was declared attacking
        you during this step."""
        return A.HappenedThisStep(event="was_attacked", subject=YOU)

    def c_died_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "if a creature died this turn" (CR 700.4: put into a graveyard from the
        battlefield); only "a [kind]" (any one such object) is read."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "any" or obj.count not in (None, 1) or obj.up_to:
            raise Unsure("'died this turn' of an object that is not 'a [kind]'")
        return A.HappenedThisTurn(event="died", subject=obj)

    def c_died_you_own_this_turn(self, ch: list[Any]) -> A.HappenedThisTurn:
        """ "if an enchantment was put into your graveyard from the battlefield this turn"
        (CR 700.4; 404.2: a card goes to its owner's graveyard): one you own died, as
        :meth:`c_died_this_turn` with ``you_own``."""
        died = self.c_died_this_turn(ch)
        if "card" in died.subject.filter or "you_own" in died.subject.filter:
            raise Unsure("'put into your graveyard from the battlefield' of a card")
        subject = dataclasses.replace(died.subject, filter=(*died.subject.filter, "you_own"))
        return A.HappenedThisTurn(event="died", subject=subject)

    def c_life_above_starting(self, ch: list[Any]) -> A.CompareCounts:
        """ "if your life total is greater than your starting life total" (CR 103.4, 119.1):
        your life total compared with the one you began the game with (Count
        ``starting_life_total``); another count than your life total is not read."""
        value = one(ch, A.Count)
        if value != A.Count(what="life_total", player=YOU):
            raise Unsure("a count other than your life total against your starting life total")
        return A.CompareCounts(
            value=value, op=">", other=A.Count(what="starting_life_total", player=YOU)
        )

    def c_count_died_this_turn(self, ch: list[Any]) -> A.Compare:
        """ "if three or more creatures died this turn" (CR 700.4: put into a graveyard from the
        battlefield this turn): the number of such objects compared, the count "the number of
        creatures that died this turn" reads (``died_this_turn``)."""
        return self._compare(self._counted(ch, "died_this_turn"), ch)

    def c_kicked(self, ch: list[Any]) -> A.KickerPaid:
        """ "if ~ was kicked" / "if the kicker cost was paid" (CR 702.33d): said of the card
        itself (or the pronoun for it); the kicker keyword named must be kicker."""
        obj = one(ch, A.ObjectRef)
        if obj is not None and obj.kind not in ("self", "it"):
            raise Unsure("another object's kicker")
        for tok in tokens(ch, "KW_COST"):
            if self.lex.lookup("KW_COST", str(tok)) != "kicker":
                raise Unsure("a cost of another keyword than kicker")
        for tok in tokens(ch, "STATUS"):  # "if it was kicked": the status word is "kicked"
            if self._canon(tok) != "kicked":
                raise Unsure("a status the object had before")
        return A.KickerPaid()

    def c_foretold(self, ch: list[Any]) -> A.Foretold:
        """ "If this spell was foretold" (CR 702.143c): said of this spell only ("this spell",
        "it" for the card itself); another object's past is not read."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "self":
            raise Unsure("another object said to be foretold")
        return A.Foretold(object=obj)

    def c_kicker_cost_paid(self, ch: list[Any]) -> A.KickerCostPaid:
        """ "if it was kicked with its {1}{U} kicker", French "si vous avez payé le coût de kick
        de {1}{U}" (CR 702.33e: one kicker cost of a card with several, named by its mana
        cost)."""
        for tok in tokens(ch, "KW_COST"):
            if self.lex.lookup("KW_COST", str(tok)) != "kicker":
                raise Unsure("a cost of another keyword than kicker")
        return A.KickerCostPaid(cost=one(ch, A.ManaCost))

    def c_is_type(self, ch: list[Any]) -> A.Node:
        """ "[object] is a [type] [card]" / "is red" / "was green or white" / "was nonbasic"
        (CR 205, 105; CR 608.2h: "was", the object as it last existed): said of this object, "it"
        or the attached-to permanent. A single card type is a
        :class:`~rulesparser.ast.HasCardType` ("If it's a creature card", as the older grammar
        has "isn't a land card"); other words (subtypes, colors, alternatives) are the object
        with those words (:class:`~rulesparser.ast.Exists` of it, as for a status)."""
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("self", "it", "enchanted", "equipped", "that") or obj.count:
            raise Unsure("the type of a chosen object")
        n = next((c for c in ch if isinstance(c, int) and not isinstance(c, bool)), 1)
        if n != 1:
            raise Unsure("a number of objects after 'is'")
        words = one(ch, Words)
        if words is not None:
            filt = words.filter()
        elif nonsuper := tokens(ch, "NONSUPERTYPE") or tokens(ch, "SUPERTYPE"):
            # "if that land was nonbasic", "as long as equipped creature is legendary"
            filt = (self._canon(nonsuper[0]),)
        else:  # "is red", "was green or white" (either color, as "a green or white creature")
            filt = ("|".join(sorted({self._canon(t) for t in tokens(ch, "COLOR")})),)
        types = [w for w in filt if w not in ("card", "permanent", "spell")]
        if len(types) == 1 and types[0] in self.lex.classes.get("CARD_TYPE", {}):
            card_word = set(filt) - set(types)
            if card_word <= {"card"}:
                return A.HasCardType(object=obj, card_type=types[0])
        said = tuple(w for w in obj.filter if w != DEMONSTRATIVE_MARK)
        if obj.kind == "that" and THAT_NOUNS.issuperset(said + filt):
            # "If that creature is an artifact creature": the words would be read as the nouns
            # "that" repeats (canonical._that_ref), not as a condition (a demonstrative,
            # "cette créature", as "that creature": lines._spell_demonstratives)
            raise Unsure("the type of a chosen object")
        return A.Exists(object=A.ObjectRef(kind=obj.kind, filter=obj.filter + filt))

    def c_has_chosen_name(self, ch: list[Any]) -> A.Exists:
        """ "If that card has the chosen name" (CR 201.3): the object named before is one "with
        the chosen name" (:meth:`p_with_chosen_name`); of another object (a kind, a target) it
        is not read."""
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("it", "that", "self") or obj.count or obj.up_to:
            raise Unsure("the chosen name of an object not named before")
        post = self.p_with_chosen_name([])
        return A.Exists(object=A.ObjectRef(kind=obj.kind, filter=(*obj.filter, post.word)))

    def c_day_night(self, ch: list[Any]) -> A.DayNight:
        """ "if it's night" (CR 730.1)."""
        return A.DayNight(state=self._canon(tokens(ch, "DAY_NIGHT")[0]))

    def c_neither_day_nor_night(self, ch: list[Any]) -> A.DayNight:
        """ "If it's neither day nor night" (French "Si ce n'est ni le jour ni la nuit", German
        "Falls es weder Tag noch Nacht ist"), CR 730.1: the game has never been day or night."""
        if {self._canon(t) for t in tokens(ch, "DAY_NIGHT")} != {"day", "night"}:
            raise Unsure("neither day nor day")
        return A.DayNight(state="neither")

    def c_it_is_type(self, ch: list[Any]) -> A.Node:
        """ "it's a creature card", "it's red", French "c'est une carte de créature":
        :meth:`c_is_type` of "it" (the pronoun word left out, wherever it is)."""
        said = [c for c in ch if not (isinstance(c, Token) and c.type == "PRONOUN")]
        return self.c_is_type([IT, *said])

    def c_was_cast(self, ch: list[Any]) -> A.WasCast:
        """ "if you cast it from your hand" (CR 601.2: it was a spell that player cast from that
        zone before it entered the battlefield; Wild Pair's intervening "if", CR 603.4); "if
        you cast it" (learn's cards in Strixhaven): cast from any zone (``zone="any"``)."""
        player, obj = one(ch, A.PlayerRef), one(ch, A.ObjectRef)
        place = next((c for c in ch if isinstance(c, str) and c.startswith("in_")), None)
        if (
            place is None
            and obj.kind == "self"
            and "in_your_hand" in obj.filter
            and set(obj.filter) <= {"card", "in_your_hand"}
        ):
            # German "falls du den ~ aus deiner Hand gespielt hast": the zone read as a word of
            # this card's phrase ("~ in your hand") is the zone it was cast from
            place, obj = "in_your_hand", A.ObjectRef(kind="self")
        if player != YOU or obj.kind not in ("self", "it") or place not in (None, "in_your_hand"):
            raise Unsure("a spell cast by another player or from another zone")
        return A.WasCast(object=obj, player=player, zone="hand" if place else "any")

    def c_you_cast(self, ch: list[Any]) -> A.WasCast:
        """German "falls du ihn aus deiner Hand gewirkt hast" ("du" a word of the rule):
        :meth:`c_was_cast` of you."""
        return self.c_was_cast([YOU, *ch])

    def c_you_not_cast(self, ch: list[Any]) -> A.Not:
        """German "falls du ihn nicht aus deiner Hand gespielt hast" ("du" a word of the
        rule): you didn't cast it from your hand (:meth:`c_you_cast`, negated)."""
        return A.Not(condition=self.c_you_cast(ch))

    def c_was_not_cast(self, ch: list[Any]) -> A.Not:
        return A.Not(condition=self.c_was_cast(ch))

    def c_in_zone(self, ch: list[Any]) -> A.InZone:
        """ "as long as ~ is in your graveyard" (CR 400.1): this card in its owner's zone."""
        obj = one(ch, A.ObjectRef)
        place = next(c for c in ch if isinstance(c, str) and c.startswith("in_"))
        if obj.kind not in ("self", "it") or place not in (
            "in_your_graveyard",
            "in_your_hand",
            "in_your_library",
            "in_a_graveyard",
        ):
            raise Unsure("an object in a zone of another player")
        return A.InZone(object=obj, zone=place.rsplit("_", 1)[1])

    def c_total_stat(self, ch: list[Any]) -> A.Compare:
        """ "if creatures you control have total power 8 or greater" (formidable): the sum of
        the powers of all those permanents (CR 208.1, 107.3), ``Count(what="power")`` of them,
        compared. Only a group ("creatures you control") is read."""
        obj = one(ch, A.ObjectRef)
        stat = next(c for c in ch if c in ("power", "toughness", "mana_value"))
        if obj.kind not in ("each", "all") or obj.count is not None or stat == "mana_value":
            raise Unsure("a total power of something other than a group of permanents")
        op = next(c for c in ch if c in (">=", "<="))
        amount = next(c for c in ch if isinstance(c, int) and not isinstance(c, bool))
        value = A.Count(what=stat, object=A.ObjectRef(kind="each", filter=obj.filter))
        return A.Compare(value=value, op=op, amount=amount)

    def c_you_control_your_commander(self, ch: list[Any]) -> A.Exists:
        """ "as long as you control your commander" (lieutenant; CR 903.3d: controlling a
        commander is controlling a permanent on the battlefield that is a commander, here the
        commander of your deck, CR 903.3): filter ``your_commander``."""
        return A.Exists(object=A.ObjectRef(kind="any", filter=("your_commander", "you_control")))

    def c_command_zone_or_battlefield(self, ch: list[Any]) -> A.AnyOf:
        """ "if ~ is in the command zone or on the battlefield" (eminence: the ability works
        from either zone; CR 408.1, 903.6: a commander starts in the command zone); this card
        only."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "self":
            raise Unsure("another object in the command zone")
        zones = ("command", "battlefield")
        return A.AnyOf(conditions=tuple(A.InZone(object=obj, zone=z) for z in zones))

    def c_on_battlefield(self, ch: list[Any]) -> A.Node:
        """ "if this permanent is on the battlefield" (cumulative upkeep, CR 702.24a; CR 603.4:
        an intervening "if" about this object); "if an enchantment is on the battlefield" /
        "if no creatures are on the battlefield" (Erg Raiders-era "can't attack if ...", Call
        to the Grave): whether there is such a permanent (:class:`~rulesparser.ast.Exists`,
        CR 110.1), as "if you control a creature" is said. "another creature" (another than
        which one?) and a number of them are not read."""
        obj = one(ch, A.ObjectRef)
        if obj.kind == "any" and obj.count in (0, 1) and not obj.up_to:
            if {"other", "another"} & set(obj.filter):
                raise Unsure("another object on the battlefield")
            some = A.Exists(object=dataclasses.replace(obj, count=None))
            return some if obj.count == 1 else A.Not(condition=some)
        if obj.kind != "self":
            raise Unsure("another object on the battlefield")
        return A.InZone(object=obj, zone="battlefield")

    def c_none_on_battlefield(self, ch: list[Any]) -> A.Node:
        """French "s'il n'y a pas de créature en jeu": no such permanent (:meth:`c_on_battlefield`
        of "no creatures", CR 110.1)."""
        return self.c_on_battlefield(
            [self._object(Quant("any", count=0), _words(ch), nodes(ch, Post))]
        )

    def c_is_not_status(self, ch: list[Any]) -> A.Not:
        """ "if it isn't renowned" (renown, CR 702.112a): :meth:`c_is_status` negated."""
        return A.Not(condition=self.c_is_status(ch))

    def c_attached_to(self, ch: list[Any]) -> A.Exists:
        """ "if this permanent is attached to a creature" (CR 701.3): this object, attached to
        an object of that kind (``attached_to:creature``)."""
        obj = one(ch, A.ObjectRef)
        words = one(ch, Words).filter()
        if obj.kind != "self" or one(ch, int) != 1 or len(words) != 1:
            raise Unsure("an attachment of another object or to several objects")
        return A.Exists(object=A.ObjectRef(kind="self", filter=(f"attached_to:{words[0]}",)))

    def c_on_stack(self, ch: list[Any]) -> A.InZone:
        """ "as long as this spell is on the stack" (split second, CR 702.61a)."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "self":
            raise Unsure("another object on the stack")
        return A.InZone(object=obj, zone="stack")

    def condition(self, ch: list[Any]) -> Any:
        return ch[0]

    def _counted(self, ch: list[Any], *extra: str) -> A.Count:
        """The number of objects an object phrase without a determiner names ("artifacts you
        control", "cards in your graveyard"): a :class:`Count` of each such object, as "for
        each" counts them."""
        obj = self._object(Quant("each"), _words(ch), nodes(ch, Post))
        filt = obj.filter + tuple(w for w in extra if w not in obj.filter)
        counted = _one_zone_counted(A.ObjectRef(kind="each", filter=filt))
        return A.Count(what="objects", object=counted)

    def _compare(self, value: A.Count, ch: list[Any]) -> A.Compare:
        op = next(c for c in ch if c in (">=", "<="))
        amount = next(c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool))
        return A.Compare(value=value, op=op, amount=amount)

    def dw_name(self, ch: list[Any]) -> str:
        return "name"

    def c_you_control_different(self, ch: list[Any]) -> A.Compare:
        """ "you control three or more creatures with different powers" (coven), "... seven or
        more lands with different names": how many different powers (names, mana values) there
        are among the permanents you control of that kind, compared
        (``Count(what="different_power")``; CR 208.1, 201.2, 202.3)."""
        stat = next(c for c in ch if c in ("power", "name", "mana_value"))
        counted = self._counted(ch, "you_control")
        return self._compare(dataclasses.replace(counted, what="different_" + stat), ch)

    def c_you_control_count(self, ch: list[Any]) -> A.Compare:
        """ "you control three or more artifacts" (metalcraft), "you control two or fewer other
        lands" (CR 614.1d): the number of such permanents compared. The number may come
        inside an object phrase ("vous contrôlez au moins trois artefacts": "trois artefacts"
        with "au moins" before it); a player said before the verb is "you" ("à moins que vous
        ne contrôliez ...")."""
        player = one(ch, A.PlayerRef)
        if player is not None and player != YOU:
            raise Unsure("a count of permanents another player controls")
        obj = one(ch, A.ObjectRef)
        if obj is None:
            posts = nodes(ch, Post)
            different = [p for p in posts if p.word.startswith(DIFFERENT_MARK)]
            if different:  # "you control three or more creatures with different powers"
                if len(different) > 1:
                    raise Unsure("two kinds of different values")
                stat = different[0].word[len(DIFFERENT_MARK) :]
                rest = [c for c in ch if c is not different[0]]
                return self.c_you_control_different([*rest, stat])
            return self._compare(self._counted(ch, "you_control"), ch)
        if obj.kind != "any" or not isinstance(obj.count, int) or obj.up_to:
            raise Unsure("a count of permanents without a plain number")
        filt = obj.filter + (() if "you_control" in obj.filter else ("you_control",))
        # "au moins trois créatures avec des forces différentes" (coven): how many different
        # powers among them (c_you_control_different)
        different = [w for w in filt if w.startswith((DIFFERENT_MARK, DIFFERENT_WORD))]
        filt = tuple(w for w in filt if w not in different)
        if len(different) > 1:
            raise Unsure("two kinds of different values")
        what = (
            "different_" + different[0].lstrip("?")[len(DIFFERENT_WORD) :]
            if different
            else "objects"
        )
        value = A.Count(what=what, object=A.ObjectRef(kind="each", filter=filt))
        op = next(c for c in ch if c in (">=", "<="))
        if (op, obj.count) == (">=", 1):  # "au moins une île": an Island exists
            return self.c_you_control([dataclasses.replace(obj, count=None)])
        return A.Compare(value=value, op=op, amount=obj.count)

    def c_count_in_zone(self, ch: list[Any]) -> A.Compare:
        """ "seven or more cards are in your graveyard" (threshold); a language that says the
        zone as the objects' qualifier ("sieben oder mehr Karten in deinem Friedhof sind") has
        it among their qualifiers."""
        zone = next((c for c in ch if isinstance(c, str) and c.startswith("in_")), None)
        if zone is None:
            if any(c is None for c in ch) and not any(
                p.word.startswith("in_") for p in nodes(ch, Post)
            ):
                # "if there are four or more creatures on the battlefield" (p_on_battlefield:
                # every such permanent, whoever controls it, CR 110.1)
                counted = self._counted(ch)
                if "card" in counted.object.filter:
                    raise Unsure("cards counted on the battlefield")
                return self._compare(counted, ch)
            if not any(p.word.startswith("in_") for p in nodes(ch, Post)):
                raise Unsure("a count of objects in no zone")
            return self._compare(self._counted(ch), ch)
        return self._compare(self._counted(ch, zone), ch)

    def c_there_is_a(self, ch: list[Any]) -> A.Compare:
        """ "there is a land card in your graveyard", French "il y a une carte de terrain dans
        votre cimetière" (CR 400.1: one or more such cards in that zone): the number of such
        cards is at least one, as German "solange sich eine Länderkarte in deinem Friedhof
        befindet" reads (:meth:`c_count_in_zone`). Only "a" card in a zone of yours: another
        number (at least or exactly?) or another player's zone stays :class:`Unsure`."""
        if [c for c in ch if isinstance(c, int) and not isinstance(c, bool)] != [1]:
            raise Unsure("'there is' a number of objects")
        if not any(p.word.startswith("in_your_") for p in nodes(ch, Post)):
            raise Unsure("'there is' an object in no zone of yours")
        return self.c_count_in_zone([*ch, ">="])

    def c_graveyard_card_types(self, ch: list[Any]) -> A.Compare:
        """ "dein Friedhof vier oder mehr unterschiedliche Kartentypen enthält" (your graveyard
        contains four or more card types, Oracle "there are four or more card types among
        cards in your graveyard", delirium; CR 205.2a): the card types among the cards in
        that zone."""
        zone = self._canon(tokens(ch, "ZONE")[0])
        objects = A.ObjectRef(kind="each", filter=as_card(("card", f"in_your_{zone}")))
        return self._compare(A.Count(what="card_types", object=objects), ch)

    def c_card_types_among(self, ch: list[Any]) -> A.Compare:
        """ "there are four or more card types among cards in your graveyard" (delirium,
        CR 205.2a card types)."""
        objects = self._counted(ch).object
        return self._compare(A.Count(what="card_types", object=objects), ch)

    def c_has_counters(self, ch: list[Any]) -> A.HasCounters | A.Not | A.Compare:
        """ "it has a depletion counter on it", "~ has ten or more luck counters on it" (at least
        that many, CR 122); "no counters" is the condition that it has none (``Not`` of having
        one); "N or fewer" a :class:`Compare` of their number."""
        obj = one(ch, A.ObjectRef)
        # "that creature" (the one named before, CR 608.2c) as "it"; a target or a kind of
        # object here would be chosen by the condition itself
        named = obj.kind == "that" and obj.count is None and not obj.up_to
        if obj.kind not in ("self", "it", "enchanted", "equipped") and not named:
            raise Unsure("a counter condition of a chosen object")
        n = next(c for c in ch if isinstance(c, int) and not isinstance(c, bool))
        kind = self._canon(tokens(ch, "COUNTER_KIND")[0])
        if "<=" in ch:  # "N or fewer": a count compared (CR 122.1)
            value = A.Count(what="counters", counter=kind, object=obj)
            return A.Compare(value=value, op="<=", amount=n)
        if n == 0:  # "if ~ has no +1/+1 counters on it": none at all
            return A.Not(condition=A.HasCounters(object=obj, counter=kind, at_least=1))
        return A.HasCounters(object=obj, counter=kind, at_least=n)

    def c_copied_spell_has_targets(self, ch: list[Any]) -> Any:
        """ "If the spell has any targets" before "you may choose new targets for the copy":
        what choosing new targets needs anyway (CR 707.10c); anywhere else not understood
        (effects._join_followups)."""
        from .effects import CopiedSpellHasTargets

        if one(ch, Words).filter() != ("spell",):
            raise Unsure("'has any targets' of an object that is not the spell")
        return CopiedSpellHasTargets()

    def c_searched_library(self, ch: list[Any]) -> Any:
        """ "If you search your library this way" before "shuffle" after a search of several
        zones (CR 701.19, 701.24): that search's shuffle; anywhere else not understood
        (effects._join_followups); German "deine Bibliothek" is a zone word, which must be
        the library."""
        from .effects import SearchedLibrary

        zones = [self.lex.lookup("ZONE", str(t)) for t in tokens(ch, "ZONE")]
        if any(z != "library" for z in zones):
            raise Unsure("'if you search [a zone other than your library] this way'")
        return SearchedLibrary()

    def c_has_no_counters(self, ch: list[Any]) -> A.Not:
        """ "if it had no -1/-1 counters on it" (persist 702.79a, undying 702.93a; a leaves-
        the-battlefield trigger looks back at the object as it last existed, CR 603.10a)."""
        obj = one(ch, A.ObjectRef)
        if obj.kind not in ("self", "it", "enchanted", "equipped"):
            raise Unsure("a counter condition of a chosen object")
        kind = self._canon(tokens(ch, "COUNTER_KIND")[0])
        return A.Not(condition=A.HasCounters(object=obj, counter=kind, at_least=1))

    def c_its_stat(self, ch: list[Any]) -> A.Exists:
        """ "if its mana value is 2 or less", French "si son coût converti de mana est de 2 ou
        moins" (CR 202.3, 208.1): the object the sentence names ("it") has that characteristic
        in that range, the object with the :meth:`p_stat` qualifier (an
        :class:`~rulesparser.ast.Exists`, as "if it's tapped"); "if its power is 2", "si sa
        force est de 2": exactly that value (:meth:`p_stat_equal`)."""
        compared = any(c in ("<=", ">=") for c in ch)
        post = self.p_stat(ch) if compared else self.p_stat_equal(ch)
        return A.Exists(object=A.ObjectRef(kind="it", filter=(post.word,)))

    def c_its_stat_compared_le(self, ch: list[Any]) -> A.Exists:
        """ "if its toughness is less than or equal to the number of cards in your graveyard"
        (CR 107.3): :meth:`c_its_stat` compared with a number read from the game, "it" as a
        :class:`~rulesparser.ast.ComparedObjectRef` (as "with toughness less than or equal to
        ..." qualifies an object, :meth:`p_stat_compared_le`)."""
        post = self._stat_compared(ch, "<=")
        return A.Exists(object=A.ComparedObjectRef(kind="it", compare=(post.compare,)))

    def c_it_has_stat(self, ch: list[Any]) -> A.Exists:
        """ "if it has mana value 2 or less" (:meth:`c_its_stat`); said of another object than
        "it", :class:`Unsure`."""
        if one(ch, A.ObjectRef) != IT:
            raise Unsure("a characteristic compared of an object other than 'it'")
        return self.c_its_stat([c for c in ch if not isinstance(c, A.ObjectRef)])

    def c_it_is_status(self, ch: list[Any]) -> A.Exists:
        """ "as long as it's attacking" (CR 506.4: an attacking creature)."""
        return self.c_is_status([IT, *tokens(ch, "STATUS")])

    def c_your_turn(self, ch: list[Any]) -> A.TurnOf:
        """ "it's your turn" (CR 102.1: you are the active player)."""
        return A.TurnOf(player=YOU)

    def c_not_your_turn(self, ch: list[Any]) -> A.Not:
        return A.Not(condition=A.TurnOf(player=YOU))

    def c_cards_in_hand(self, ch: list[Any]) -> A.Compare:
        """ "you have no cards in hand" (hellbent), "you have seven or more cards in hand", "that
        player has two or fewer cards in hand" (:meth:`_condition_player`)."""
        words = tokens(ch, "OBJ_NOUN")
        if self._canon(words[0]) != "card":
            raise Unsure("a count of other objects in hand")
        value = A.Count(what="cards_in_hand", player=self._condition_player(ch))
        if not any(c in (">=", "<=") for c in ch):  # "no cards": exactly zero
            n = next(c for c in ch if isinstance(c, int) and not isinstance(c, bool))
            if n != 0:
                raise Unsure("an exact number of cards in hand")
            return A.Compare(value=value, op="==", amount=0)
        return self._compare(value, ch)

    def c_no_cards_in_hand(self, ch: list[Any]) -> A.Compare:
        """ "vous n'avez pas de carte en main" (hellbent): :meth:`c_cards_in_hand` with the
        number zero said by the negation."""
        return self.c_cards_in_hand([*ch, 0])

    def c_life_total(self, ch: list[Any]) -> A.Compare:
        """ "you have 25 or more life" (CR 119.1: your life total), "that player has 5 or less
        life"."""
        return self._compare(A.Count(what="life_total", player=self._condition_player(ch)), ch)

    def c_player_counters(self, ch: list[Any]) -> A.Compare:
        """ "an opponent has three or more poison counters" (CR 122.1: counters a player has;
        corrupted): how many counters of that kind the player has, compared
        (``Count(what="player_counters")``)."""
        kind = self.lex.lookup("COUNTER_KIND", str(tokens(ch, "COUNTER_KIND")[0]))
        value = A.Count(what="player_counters", player=self._condition_player(ch), counter=kind)
        return self._compare(value, ch)

    def c_cards_in_own_zone(self, ch: list[Any]) -> A.Compare:
        """ "an opponent has eight or more cards in their graveyard": the cards in that
        player's graveyard (CR 404; ``cards_in_graveyard``)."""
        if self._canon(tokens(ch, "OBJ_NOUN")[0]) != "card":
            raise Unsure("a count of other objects in a zone")
        if self._canon(tokens(ch, "ZONE")[0]) != "graveyard":
            raise Unsure("a count of cards in a player's zone that is not a graveyard")
        value = A.Count(what="cards_in_graveyard", player=self._condition_player(ch))
        return self._compare(value, ch)

    def c_you_have_at_least(self, ch: list[Any]) -> A.Compare:
        """ "you have at least N cards in your library" (dredge, CR 702.52a): the number of
        cards in your library is N or more, as "there are N or more cards in your library" (CR
        401.1); a card only (a count of other objects in a zone is not read)."""
        if one(ch, A.PlayerRef) != YOU:
            raise Unsure("another player's count of cards in your zone")
        if self._canon(tokens(ch, "OBJ_NOUN")[0]) != "card":
            raise Unsure("a count of other objects in a zone")
        zone = self._canon(tokens(ch, "ZONE")[0])
        counted = _one_zone_counted(A.ObjectRef(kind="each", filter=("card", f"in_your_{zone}")))
        amount = next(c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool))
        return A.Compare(value=A.Count(what="objects", object=counted), op=">=", amount=amount)

    def _condition_player(self, ch: list[Any]) -> A.PlayerRef:
        """The player whose hand or life a condition counts: you (also when no player is
        said), a player named before ("that player"), defending player, a target player, or
        "an opponent" (kind ``opponent``: the condition holds when it holds for one of them,
        as "an opponent controls" does). Each player or a player through an object is not
        understood."""
        player = one(ch, A.PlayerRef)
        if player is None:
            return YOU
        if player.object is not None or player.kind not in (
            "you",
            "opponent",
            "that_player",
            "defending_player",
            "target_player",
            "target_opponent",
        ):
            raise Unsure("a count of a player who is not one player")
        return player

    def _spells(self, ch: list[Any]) -> None:
        words = _words(ch)
        if words is None or words.filter() != ("spell",) or nodes(ch, Post):
            raise Unsure("a count of particular spells cast last turn")

    def c_none_cast_last_turn(self, ch: list[Any]) -> A.Compare:
        """ "no spells were cast last turn" (the werewolves' intervening "if", CR 603.4)."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "any" or obj.count != 0 or obj.filter != ("spell",):
            raise Unsure("a count of particular spells cast last turn")
        return A.Compare(value=A.Count(what="spells_cast_last_turn"), op="==", amount=0)

    def c_player_cast_last_turn(self, ch: list[Any]) -> A.Compare:
        """ "a player cast two or more spells last turn": some one player did (``player`` of
        kind ``player``, as in "a player"); "you cast ..." counts your spells."""
        self._spells(ch)
        player = one(ch, A.PlayerRef)
        if player.kind not in ("player", "you"):
            raise Unsure("spells cast last turn by another player")
        return self._compare(A.Count(what="spells_cast_last_turn", player=player), ch)

    def c_player_cast_this_turn_count(self, ch: list[Any]) -> A.Compare:
        """ "if an opponent cast two or more spells this turn", "if you cast two or more spells
        this turn" (CR 601.2): the spells one such player cast this turn (``player`` of kind
        ``opponent`` or ``player``: any one of them, as "a player cast ... last turn")."""
        self._spells(ch)
        player = one(ch, A.PlayerRef)
        if player.kind not in ("player", "you", "opponent"):
            raise Unsure("spells cast this turn by another player")
        return self._compare(A.Count(what="spells_cast_this_turn", player=player), ch)

    # ------------------------------------------------------------------ costs (CR 118)
    def cost_list(self, ch: list[Any]) -> A.Cost:
        """Cost components in printed order; the tap and untap symbols after a comma are the
        actions of tapping / untapping this permanent (CR 107.5, 107.6), as the older grammar
        has them."""
        parts: list[Any] = []
        for i, c in enumerate(ch):
            if isinstance(c, A.ManaCost) and i > 0 and c.symbols in (("T",), ("Q",)):
                cls = A.Tap if c.symbols == ("T",) else A.Untap
                parts.append(cls(object=A.ObjectRef(kind="self")))
            elif (
                getattr(c, "object", None) == A.ObjectRef(kind="it")
                and parts
                and getattr(parts[-1], "object", None) == A.ObjectRef(kind="self")
            ):
                # "Remove three quest counters from ~ and sacrifice it": "it" is the object the
                # action before it names, this permanent (CR 602.1)
                parts.append(dataclasses.replace(c, object=A.ObjectRef(kind="self")))
            else:
                parts.append(c)
        return A.Cost(components=tuple(parts))

    def bare_generic_mana(self, ch: list[Token]) -> A.ManaCost:
        """A generic mana symbol printed without braces in a cost ("2, {T}:" = "{2}, {T}:",
        CR 107.4): the same symbol as braced."""
        return A.ManaCost(symbols=symbol_tuple("{" + str(ch[0]).strip() + "}"))

    def cost_var(self, ch: list[Any]) -> A.Variable:
        """The "[cost]" placeholder of a CR "means" text (CR 702): the keyword line's cost,
        substituted by :func:`rulesparser.parser.substitute`."""
        return A.Variable(name="cost")

    def cost_pay_life(self, ch: list[Any]) -> A.LoseLife:
        return A.LoseLife(player=YOU, amount=ch[0])

    def cost_sacrifice(self, ch: list[Any]) -> A.Sacrifice:
        return A.Sacrifice(object=one(ch, A.ObjectRef))

    def cost_sacrifice_self(self, ch: list[Any]) -> A.Sacrifice:
        """ "Opfere die ~" said before ", um ..." (German 1994-2003: sacrifice this permanent as
        part of the cost, CR 602.1)."""
        return A.Sacrifice(object=A.ObjectRef(kind="self"))

    def cost_discard(self, ch: list[Any]) -> A.Discard:
        from .effects import _discard_of, _without_hand

        return _discard_of(_without_hand(one(ch, A.ObjectRef)))

    def cost_choose_discard(self, ch: list[Any]) -> A.Discard:
        """The 1990s "Wähle eine Karte aus Deiner Hand und wirf diese ab" (discard a card,
        CR 701.8). Printed "[cost]: [effect]", it was also a spell's additional cost (Verbrannte
        Erde, Scorched Earth: "Wähle X Landkarten aus Deiner Hand und wirf diese ab: Zerstöre X
        Länder Deiner Wahl.", X of the spell's mana cost, CR 601.2b): a discard of X cards is
        not read as an activation cost, as the card type that tells them apart is not in the
        text."""
        obj = one(ch, A.ObjectRef)
        if isinstance(obj.count, A.Variable):
            raise Unsure("a discard of X cards: a spell's old additional cost or an ability's")
        return self.cost_discard(ch)

    def cost_reveal_from_hand(self, ch: list[Any]) -> A.Reveal:
        """ "reveal a Dragon card from your hand" / "in your hand" as a cost (CR 601.2b,
        701.16a): the card stays in your hand (``zone`` hand; a card of another zone or of no
        zone said is not read)."""
        obj = one(ch, A.ObjectRef)
        if obj.kind != "any" or obj.up_to or obj.count not in (None, 1):
            raise Unsure("revealing something other than one card as a cost")
        if "in_your_hand" not in obj.filter:
            raise Unsure("revealing a card as a cost from no zone or another than your hand")
        words = tuple(w for w in obj.filter if w != "in_your_hand")
        return A.Reveal(object=dataclasses.replace(obj, filter=words), zone="hand")

    def cost_action_or_mana(self, ch: list[Any]) -> A.Cost:
        """ "reveal a Merfolk card from your hand or pay {3}", "sacrifice a creature or pay
        {3}{B}", "discard a card or pay {5}", "tap an untapped artifact you control or pay {1}"
        (CR 601.2b, 118.1): one cost component, a :class:`~rulesparser.ast.ChoiceOf` the
        player paying it makes between the action and the mana. Another action, or one of
        several objects, is not read."""
        action = next(c for c in ch if isinstance(c, A.Node) and not isinstance(c, A.ManaCost))
        mana = one(ch, A.ManaCost)
        if not isinstance(action, (A.Reveal, A.Sacrifice, A.Discard, A.Tap)):
            raise Unsure("a choice between a cost action other than a reveal and mana")
        obj = getattr(action, "object", None)
        one_card = isinstance(action, A.Discard) and obj is None and action.amount == 1
        if isinstance(action, (A.Sacrifice, A.Discard, A.Tap)) and not (
            one_card
            or (
                isinstance(obj, A.ObjectRef)
                and obj.kind == "any"
                and obj.count in (None, 1)
                and not obj.up_to
            )
        ):
            raise Unsure("a choice between an action on several objects and mana")
        return A.Cost(components=(A.ChoiceOf(player=YOU, options=(action, mana)),))

    def c_revealed_or_controlled_as_cast(self, ch: list[Any]) -> A.AnyOf:
        """ "if you revealed a Dragon card or controlled a Dragon as you cast ~" (Dragons of
        Tarkir): the optional additional cost of revealing that card was paid
        (:class:`~rulesparser.ast.OptionalCostPaid`, CR 601.2b), or you controlled such a
        permanent as the spell was cast (:class:`~rulesparser.ast.HeldAsCast`, CR 601.2i)."""
        revealed, controlled = (c for c in ch if isinstance(c, A.ObjectRef) and c.kind != "self")
        if revealed.kind != "any" or revealed.count not in (None, 1) or revealed.up_to:
            raise Unsure("revealed something other than one card")
        if "card" not in revealed.filter:
            raise Unsure("revealed something other than a card")
        return A.AnyOf(
            conditions=(
                A.OptionalCostPaid(action=A.Reveal(object=revealed, zone="hand")),
                A.HeldAsCast(
                    condition=self.c_you_control([controlled]), object=A.ObjectRef(kind="self")
                ),
            )
        )

    def cost_exile(self, ch: list[Any]) -> A.Exile:
        obj = one(ch, A.ObjectRef)
        zone = next((c for c in ch if isinstance(c, str) and not isinstance(c, Token)), None)
        if zone:
            obj = A.ObjectRef(
                kind=obj.kind, filter=obj.filter + (zone,), count=obj.count, up_to=obj.up_to
            )
        return A.Exile(object=obj)

    def cost_remove_counters(self, ch: list[Any]) -> A.RemoveCounters:
        counter = self._canon(tokens(ch, "COUNTER_KIND")[0])
        obj = one(ch, A.ObjectRef)
        return A.RemoveCounters(
            counter=counter, amount=self.removed_amount(ch[0], counter, obj), object=obj
        )

    def removed_amount(self, amount: Any, counter: str, obj: A.ObjectRef) -> Any:
        """How many counters "remove [amount] [kind] counters from [object]" removes: "all" is
        as many as the object has (``Count`` of them, CR 122.1; of one object only), "any
        number of" a number the player chooses (``Variable("any_number")``, CR 601.2h,
        608.2d), else the number said."""
        if amount is ALL_COUNTERS:
            if obj.kind not in ("self", "it", "that", "target", "enchanted", "equipped") or (
                obj.count not in (None, 1)
            ):
                raise Unsure("all counters of several objects")
            return A.Count(what="counters", object=obj, counter=counter)
        if amount is ANY_NUMBER_OF_COUNTERS:
            return A.Variable(name="any_number")
        return amount

    def ca_all(self, ch: list[Any]) -> object:
        return ALL_COUNTERS

    def ca_any_number(self, ch: list[Any]) -> object:
        return ANY_NUMBER_OF_COUNTERS

    def cnt_counters_removed(self, ch: list[Any]) -> A.Count:
        """ "the number of +1/+1 counters removed this way", "for each charge counter removed
        this way": the counters of that kind the ability's cost (or an effect before it)
        removed (CR 602.1, 608.2c; checked by rulesparser.cardtext.parse_card_text)."""
        kind = self._canon(tokens(ch, "COUNTER_KIND")[0])
        return A.Count(what="counters_removed_this_way", counter=kind)

    def cost_tap(self, ch: list[Any]) -> A.Tap:
        """A tap cost (CR 118.1, 701.26a: only an untapped permanent can be tapped, so the
        word "untapped" adds nothing); "up to one" is kept (harmonize, CR 702.180a: tapping
        no creature is allowed)."""
        obj = one(ch, A.ObjectRef)
        return A.Tap(
            object=A.ObjectRef(
                kind=obj.kind,
                filter=tuple(w for w in obj.filter if w != "untapped"),
                count=obj.count,
                up_to=obj.up_to,
            )
        )

    def cost_tap_yours(self, ch: list[Any]) -> A.Tap:
        """German 1994-2003 "eine ungetappte Kreatur unter Deiner Kontrolle tappen": a creature
        you control (CR 118.1)."""
        obj = one(ch, A.ObjectRef)
        if "you_control" in obj.filter or obj.kind != "any":
            raise Unsure("'under your control' after a controlled or definite object")
        return self.cost_tap([dataclasses.replace(obj, filter=(*obj.filter, "you_control"))])

    def cost_return(self, ch: list[Any]) -> A.ReturnToHand:
        return A.ReturnToHand(object=one(ch, A.ObjectRef))
