"""Card rules text: the compositional phrase grammar (EN, FR, DE).

A line of card rules text that is not a keyword line is parsed here from one small set of
typed phrases defined once per language (objects, players, quantities, durations, conditions,
costs: ``grammar/<lang>/phrases/``), taken as arguments by families of verbs
(``grammar/<lang>/clauses/``), inside a few kinds of lines (activated, loyalty, triggered,
chapter, modal, spell and static sentences: ``grammar/cardtext.lark`` and
``grammar/<lang>/lines/``). Optional parts ("you may", a leading "if ...,", a trailing
duration or "for each ...") are handled once around any clause.

The parser is Lark LALR with the contextual lexer, one per language, built once per process
and cached on disk by Lark. Word classes come from ``locales/<lang>/lexicon.yaml`` plus
``words.yaml`` (subtypes, counter kinds, predefined tokens) and ``phrases.yaml`` (object
adjectives and nouns, zones, steps), see :func:`phrase_lexicon`. The transformer
(:class:`~rulesparser.transform.transformer.CardTextTransformer`) is language-neutral.

Entry point: :func:`parse_card_text` (used by :func:`rulesparser.parser.parse_line` after the
keyword-line and the older sentence grammars).
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable
from typing import Any

from lark import Lark, UnexpectedInput

from rulesparser import ast as A
from rulesparser.canonical import creature_types
from rulesparser.errors import RulesparserError
from rulesparser.lexicon import (
    Lexicon,
    compound_classes,
    keyword_table,
    load_lexicon,
    named_cards,
    open_classes,
    phrase_classes,
    predefined_token_table,
)
from rulesparser.lexing import lalr_parser, parse_text
from rulesparser.resources import data_dir
from rulesparser.transform.effects import (
    BARE_TOP,
    IMPLICIT_SUBJECT,
    OLD_TOKEN,
    QuotedRef,
    has_implicit_self,
    has_unplaced_if,
    plain_conditionals,
)
from rulesparser.transform.lines import (
    ActivationLimit,
    has_demonstrative,
    resolve_card_demonstratives,
    resolve_demonstratives,
    resolve_quoted_demonstratives,
    resolve_reminder_demonstratives,
)
from rulesparser.transform.phrases import (
    COMPARE_POST,
    COMPARES_READ,
    DEMONSTRATIVE_MARK,
    DEMONSTRATIVES_READ,
    MARKS_READ,
    READING_REMINDER,
    RUN_OFFSET,
    SEVERAL_MADE,
    SEVERAL_READ,
    SINGULAR_MARK,
    SUBJECT_PLAYER,
    THIS_FORMS_READ,
    WORDS_AT,
)
from rulesparser.transform.transformer import CardTextTransformer, Unsure

__all__ = ["parse_card_text", "phrase_lexicon", "grammar_text", "Unsure"]

#: start rules: a whole line, and the two parts of an activated ability split at its colon
START_RULES = (
    "card_line",
    "cost_list",
    "activated_effect",
    "activated_purpose",
    "activation_limit",
)

#: sub-folders of grammar/<lang>/ that hold the card-text grammar, in load order
LAYERS = ("phrases", "clauses", "lines")

#: word classes whose words may follow a comma inside a list of alternatives
#: ("artifact, enchantment, or land"): a comma before one of them is a LIST_COMMA
_LIST_CLASSES = (
    "COLOR",
    "NONCOLOR",
    "CARD_TYPE",
    "NONTYPE",
    "SUPERTYPE",
    "NONSUPERTYPE",
    "SUBTYPE",
    "STATUS",
    "OBJ_NOUN",
    "COLORLESS",
    "TYPE_NOUN",
    "ADJ_KEYWORD",
    "ADJ_NONKEYWORD",
    "TYPE_PAIR",
    # (German "Artefakt-, Kreaturen-, Verzauberungs- oder Länderkarte": the first part of a
    # compound whose last part is said once for all, after a list comma)
    "TYPE_HEAD",
)

#: word classes of compound nouns that may also follow a hyphen as the last part of a compound
#: ("Saproling-Kreaturenspielstein": a subtype, then "-Kreaturenspielstein"; "Gebirge-Karte",
#: "Standardland-Karte": a type, then the noun "-Karte"; "Zombie-Kreaturen": a subtype, then
#: the card type; "Elf-Krieger-Kreaturenspielstein": two subtypes, then the noun)
_COMPOUND_TAIL_CLASSES = ("TYPE_NOUN", "OBJ_NOUN", "CARD_TYPE", "SUBTYPE")

#: word classes that end with a hyphen ("Spontanzauber-" in "Spontanzauber- oder
#: Hexereikarte"): they go before the classes whose words they begin ("Artefakt-" before the
#: card type "Artefakt")
_HYPHEN_HEAD_CLASSES = ("TYPE_HEAD",)
#: word classes that take a word from the keyword names (priority 3) wherever both may come:
#: German "ist bis zum Ende des Zuges verhüllt" (KW_ADJ, a keyword as a predicate adjective,
#: after a duration whose end is read in the same parser state as "erhält bis zum Ende des
#: Zuges Flugfähigkeit")
_OVER_KEYWORD_CLASSES = ("KW_ADJ",)


@functools.cache
def phrase_lexicon(lang: str) -> Lexicon:
    """The lexicon of the card-text grammar: ``locales/<lang>/lexicon.yaml`` with the classes of
    ``words.yaml`` and ``phrases.yaml`` merged in (a class in both gets the union of values).
    Raises ``RulesparserError`` for an unknown language or malformed data."""
    base = load_lexicon(lang)
    extra = _with_compounds(phrase_classes(lang), base, lang)
    # a word of the card-text classes (not LIST_*) belongs to that class only: lexicon.yaml's
    # other classes give it up (German "Kreaturenkarte" is TYPE_NOUN "creature card" here, not CARD_TYPE)
    claimed = {
        term: {_fold_form(f) for forms in values.values() for f in forms}
        for term, values in extra.items()
        if not term.startswith("LIST_")  # LIST_* classes only shape LIST_COMMA
    }
    classes: dict[str, dict[str, list[str]]] = {}
    for t, v in base.classes.items():
        others = set().union(*(c for term, c in claimed.items() if term != t))
        classes[t] = {c: [f for f in fs if _fold_form(f) not in others] for c, fs in v.items()}
    for term, values in extra.items():
        table = classes.setdefault(term, {})
        for canonical, forms in values.items():
            known = table.setdefault(canonical, [])
            known.extend(f for f in forms if f not in known)
    # fallbacks while a language has no words.yaml: the lexicon's own classes
    if "SUBTYPE" not in classes:
        classes["SUBTYPE"] = {}
        for term in ("CREATURE_TYPE", "LAND_TYPE", "ENCHANTMENT_TYPE"):
            for canonical, forms in classes.get(term, {}).items():
                classes["SUBTYPE"].setdefault(canonical, []).extend(forms)
    if "COUNTER_KIND" not in classes:
        classes["COUNTER_KIND"] = {c: list(f) for c, f in classes.get("COUNTER", {}).items()}
    classes.setdefault("TOKEN_NAME", {})
    # the printed names of named cards and tokens (their own class: no other class gives up a
    # word for them, "Forêt" stays a land type where the grammar expects one)
    classes["NAMED_CARD"] = {en: list(forms) for en, forms in named_cards(lang).items()}
    return Lexicon(
        lang=base.lang,
        name=base.name,
        keywords=base.keywords,
        classes=classes,
        eras=base.eras,
        detect=base.detect,
        reminders=base.reminders,
        inflections=base.inflections,
        type_names=base.type_names,
        open=open_classes(lang),
    )


def _with_compounds(
    extra: dict[str, dict[str, list[str]]], base: Lexicon, lang: str
) -> dict[str, dict[str, list[str]]]:
    """The card-text classes with the compound classes of ``locales/<lang>/phrases.yaml``
    (``compounds:``) added: every one-word form of a class joined to each tail word, keyed by
    the class's canonical value (German "Elefantenspielstein" = an Elephant token: the SUBTYPE
    form "elefanten" and the tail "spielstein"). Forms with a hyphen or a space are left out
    (the grammar reads "Saproling-Spielstein" as two words).
    Raises ``RulesparserError`` for a compound of an unknown class."""
    specs = compound_classes(lang)
    if not specs:
        return extra
    out = dict(extra)
    for term, (of, tails) in specs.items():
        source = {**base.classes.get(of, {})}
        for canonical, forms in extra.get(of, {}).items():
            source[canonical] = [*source.get(canonical, []), *forms]
        if not source:
            raise RulesparserError(f"locales/{lang}/phrases.yaml: compounds.{term}: no class {of}")
        table: dict[str, list[str]] = {}
        for canonical, forms in source.items():
            heads = sorted({f.lower() for f in forms if f.isalpha()})
            words = table.setdefault(canonical, [])
            words.extend(h + t for h in heads for t in tails if h + t not in words)
        out[term] = table
    return out


def _fold_form(form: str) -> str:
    return " ".join(str(form).lower().split())


def _optional_articles(articles: list[str]) -> str:
    """A regex of an optional article among ``articles`` and the space after it; an elided
    article ("l'", "d'") is followed by its noun without a space. "" for none."""
    if not articles:
        return ""
    return (
        "(?:"
        + "|".join(re.escape(a) + ("" if a.endswith("'") else r"\s+") for a in articles)
        + ")?"
    )


def _list_comma(lex: Lexicon) -> str:
    """LIST_COMMA: a comma followed by (an article and) a word that can be an alternative in an
    object's list ("artifact, enchantment, or land"; "un artefact, un enchantement ou un
    terrain"). Elsewhere a comma separates clauses (`_COMMA`)."""
    forms = sorted(
        {str(f) for t in _LIST_CLASSES for fs in lex.classes.get(t, {}).values() for f in fs},
        key=lambda f: (-len(f), f),  # longest first; a fixed order keeps Lark's cache key
    )
    articles = sorted(
        {str(f) for fs in lex.classes.get("LIST_ARTICLE", {}).values() for f in fs},
        key=lambda f: (-len(f), f),  # longest first; a fixed order keeps Lark's cache key
    )
    conj = sorted(
        {str(f) for fs in lex.classes.get("LIST_CONJ", {}).values() for f in fs},
        key=lambda f: (-len(f), f),  # longest first; a fixed order keeps Lark's cache key
    )
    words = "|".join(r"\s+".join(re.escape(p) for p in f.split()) for f in forms) or "(?!x)x"
    art = _optional_articles(articles)
    con = "(?:(?:" + "|".join(re.escape(c) for c in conj) + r")\s+)?" if conj else ""
    # without a conjunction after it, the comma is one of a list only when another comma or a
    # conjunction follows within a few words: "Whenever you cast a noncreature spell, creatures
    # you control get +1/+1" ends the trigger at its comma (CR 603.1)
    ends = sorted(
        {
            str(f)
            for cls in ("LIST_CONJ", "LIST_AND_WORD")
            for fs in lex.classes.get(cls, {}).values()
            for f in fs
        },
        key=lambda f: (-len(f), f),
    )
    end = "|".join(re.escape(e) for e in ends) or "(?!x)x"
    follows = rf"[\w'\u2019-]*(?:\s+[\w'\u2019-]+){{0,3}}?(?:\s*,|\s+(?:{end})(?![\w/]))"
    # (a negation after it is the next of a list of negations, "nonartifact, nonblack creature",
    # whose words all apply and which no conjunction ends)
    nons = [f for f in forms if f.lower().startswith(("non", "nicht"))]
    non = "|".join(r"\s+".join(re.escape(p) for p in f.split()) for f in nons) or "(?!x)x"
    after = [rf"{art}(?:{words})(?![\w/]){follows}", rf"(?:{non})(?![\w/])"]
    if con:
        after.insert(0, rf"{con.removesuffix('?')}{art}(?:{words})(?![\w/])")
    pattern = rf",(?=\s*(?:{'|'.join(after)}))"
    out = "LIST_COMMA.3: /" + pattern.replace("/", "\\/") + "/i\n"
    # LIST_AND: "and" between alternatives of one list ("instant and sorcery spells"), told
    # from the "and" joining clauses by the list word after it
    ands = sorted(
        {str(f) for fs in lex.classes.get("LIST_AND_WORD", {}).values() for f in fs},
        key=len,
        reverse=True,
    )
    if ands:
        alt = "|".join(r"\s+".join(re.escape(p) for p in a.split()) for a in ands)
        # LIST_AND_ARTICLE (when the language has it) lists the articles that may follow "and"
        # in a list: German "ein Artefakt und eine Kreatur" names two objects, so none there
        and_art = art
        if "LIST_AND_ARTICLE" in lex.classes:
            arts = sorted(
                {str(f) for fs in lex.classes["LIST_AND_ARTICLE"].values() for f in fs},
                key=lambda f: (-len(f), f),
            )
            and_art = _optional_articles(arts)
        pattern = rf"(?:{alt})(?=\s+{and_art}(?:{words})(?![\w/]))"
        out += "LIST_AND.3: /" + pattern.replace("/", "\\/") + "/i\n"
    else:
        out += "LIST_AND: /(?!x)x/\n"
    return out


def grammar_text(lang: str) -> str:
    """The full card-text grammar of ``lang``: grammar/cardtext.lark, the language's phrases,
    clauses and lines files (in name order), and the generated word-class terminals.
    Raises ``RulesparserError`` when the language has no card-text grammar."""
    root = data_dir("grammar")
    parts = [root.joinpath("cardtext.lark").read_text(encoding="utf-8")]
    found = False
    for layer in LAYERS:
        folder = root.joinpath(lang, layer)
        if not folder.is_dir():
            continue
        for f in sorted(
            (f for f in folder.iterdir() if f.name.endswith(".lark")), key=lambda f: f.name
        ):
            found = True
            parts.append(f"// ---- {lang}/{layer}/{f.name}\n" + f.read_text(encoding="utf-8"))
    if not found:
        raise RulesparserError(f"no card-text grammar in grammar/{lang}/phrases, clauses, lines")
    lex = phrase_lexicon(lang)
    parts.append(f"// ---- generated from locales/{lang}/*.yaml\n")
    parts.append(_terminals(lex))
    parts.append(_list_comma(lex))
    return "\n".join(parts)


def _terminals(lex: Lexicon) -> str:
    """Terminal definitions of every word class (an empty class matches nothing)."""
    out = []
    for line in lex.terminal_definitions().splitlines():
        if line.startswith("LIST_"):  # LIST_* classes only shape LIST_COMMA
            continue
        name = line.split(".", 1)[0].split(":", 1)[0]
        if name in _HYPHEN_HEAD_CLASSES:
            line = line.replace(f"{name}.2:", f"{name}.3:", 1)
        if name in _OVER_KEYWORD_CLASSES:
            line = line.replace(f"{name}.2:", f"{name}.4:", 1)
        if name in _COMPOUND_TAIL_CLASSES and "(?<!" in line:
            # the class may also start right after a hyphen, which it then includes
            line = line.replace("/(?<![\\w+\\-\\/])", "/(?:-|(?<![\\w+\\-\\/]))", 1)
        out.append(line)
    out.append(lex.keyword_action_terminal())
    return "\n".join(out) + "\n"


def _build(lang: str, transformer: CardTextTransformer | None) -> Lark:
    return lalr_parser(grammar_text(lang), list(START_RULES), transformer)


@functools.cache
def _parser(lang: str) -> Lark:
    """The card-text parser of ``lang`` with the transformer applied while parsing."""
    return _build(lang, CardTextTransformer(phrase_lexicon(lang)))


@functools.cache
def tree_parser(lang: str) -> Lark:
    """The card-text parser of ``lang`` building parse trees (to debug the grammar:
    ``tree_parser("fr").parse(line, start="card_line").pretty()``)."""
    return _build(lang, None)


def parse_card_text(line: str, lang: str) -> list[A.Node]:
    """Parse one normalised line (card name already replaced by ``~``, reminder text and ability
    word split off) into its abilities. A quoted ability ('Enchanted creature has "{T}: Add
    {G}."', CR 113.1) is parsed alone, as a line of its own, and stands in the line for one
    QUOTED_ABILITY word (:func:`_quoted_abilities`).

    Raises ``lark.UnexpectedInput`` when the line is not in the grammar (a
    :class:`~rulesparser.lexing.DeferredUnexpectedCharacters` where no terminal can start: its
    ``resolve()`` gives Lark's own exception) and :class:`Unsure`
    when it is, but a part of it could mean more than one thing (the line is then left
    unparsed rather than guessed)."""
    line, quoted, naming = _quoted_abilities(line, lang)
    abilities = _parse_line(line, lang)
    if quoted:
        abilities = [_fill_quoted(a, quoted, naming) for a in abilities]
        abilities = [_predefined_tokens(a) for a in abilities]
    abilities = [_life_lost_that_much(_counters_removed(a)) for a in abilities]
    for a in abilities:
        if _that_much_without_an_event(a):
            # "Sacrifice any number of Mountains. ~ deals that much damage" (Fireblast kind),
            # "If this spell was kicked, you gain life equal to that card's mana value.
            # Otherwise, you lose that much life." (Sheoldred's Restoration): "that much" is
            # the amount of an instruction said before, not of an event (CR 608.2c); read as
            # the event amount it would name an event the ability does not have
            raise Unsure("'that much' in an ability with no event amount")
        if _other_opponent_outside_trigger(a):
            # "each other opponent" is other than the opponent a trigger names (checked with
            # the trigger, transform.lines); elsewhere no opponent is named (CR 608.2c)
            raise Unsure("'each other opponent' in an ability naming no opponent")
        if any(isinstance(n, A.PutIntoLibrary) and n.position == BARE_TOP for n in a.walk()):
            # "put that card on top" outside a library search (effects._top_after_shuffle)
            raise Unsure("'on top' without the library it is on")
        if any(isinstance(n, _TRIGGERED) and has_unplaced_if(n) for n in a.walk()):
            # a German trailing "falls" inside a triggered ability may be its intervening "if"
            # (CR 603.4); LinesMixin.triggered reads the cases it can tell apart
            raise Unsure("a trailing condition of a one-shot effect")
        if has_implicit_self(a) and (
            not isinstance(a, _OWN_ABILITIES)
            or any(isinstance(n, _TRIGGERED + _MODAL) and has_implicit_self(n) for n in a.walk())
        ):
            # the 1994-1998 verb without its subject is the card's own static or activated
            # ability; in a spell, a trigger or a mode it could be another object
            raise Unsure("a verb without its subject")
    return [_implicit_subject_said(a, plain_conditionals(a)) for a in abilities]


def _other_opponent_outside_trigger(node: A.Node) -> bool:
    """Whether ``node`` says "each other opponent" outside a triggered ability."""
    said = [
        n for n in node.walk() if isinstance(n, A.PlayerRef) and n.kind == "each_other_opponent"
    ]
    if not said:
        return False
    inside = {id(n) for t in node.walk() if isinstance(t, _TRIGGERED) for n in t.walk()}
    return any(id(n) not in inside for n in said)


def _implicit_subject_said(before: A.Node, after: A.Node) -> A.Node:
    """``after`` with an ``implicit-subject`` finding when ``before`` read a verb without its
    subject as the card itself (:class:`~rulesparser.transform.effects.ImplicitSelf`): the
    reading holds at the start of a line only (rulesparser.parser._parse_run_on)."""
    if not has_implicit_self(before):
        return after
    finding = A.Finding(
        code=IMPLICIT_SUBJECT,
        message="a verb without its subject, as printed 1994-1998, read as said of this card",
    )
    return dataclasses.replace(after, findings=(*after.findings, finding))


def _counters_removed(ability: A.Node) -> A.Node:
    """ "for each charge counter removed this way" counts the counters of that kind the same
    ability removed, most often as its cost ("{T}, Remove any number of storage counters from
    ~: Add {W} for each storage counter removed this way", CR 602.1, 608.2c); with no such
    removal in the ability it is not said. "that much" in an activated ability whose cost
    removes all or any number of counters of one kind is that number ("Remove all charge
    counters from ~: It deals that much damage to target creature", CR 603.2: there is no
    event to count)."""
    cost = getattr(ability, "cost", None)
    if isinstance(ability, A.ActivatedAbility) and isinstance(cost, A.Cost):
        removed = [
            c
            for c in cost.components
            if isinstance(c, A.RemoveCounters) and not isinstance(c.amount, int)
        ]
        that_much = A.Count(what="event_amount")
        nodes = list(ability.effect.walk())
        if any(n == that_much for n in nodes) and not any(
            isinstance(n, (A.DelayedTrigger, A.ReflexiveTrigger)) for n in nodes
        ):
            if len(removed) == 1:
                number = A.Count(what="counters_removed_this_way", counter=removed[0].counter)
                ability = A.map_nodes(
                    ability, lambda n: number if n == that_much else n, only=(A.Count,)
                )
    _check_counters_removed(ability)
    _check_tapped_this_way(ability)
    return ability


#: trigger events that have no amount of their own ("Whenever you cast a spell"): "that much"
#: in such an ability cannot be the event's amount (CR 603.2)
_EVENTS_WITHOUT_AMOUNT = frozenset({"cast", "attacks", "enters", "dies", "blocks"})


#: nodes inside which "that much" is the amount of an event they name: a triggered ability
#: (CR 603.2), a delayed or reflexive one (603.7, 603.12), a replacement or prevention effect
#: (614.1, 615.7)
_EVENT_CONTEXTS = (
    A.TriggeredAbility,
    A.DelayedTrigger,
    A.ReflexiveTrigger,
    A.ReplacementEffect,
    A.CreateReplacement,
    A.PreventNextDamageEvent,
)


def _that_much_without_an_event(ability: A.Node) -> bool:
    """Whether an activated or spell ability, a chapter ability or a trigger on an event with
    no amount (:data:`_EVENTS_WITHOUT_AMOUNT`) says "that much" (``Count`` ``event_amount``,
    the amount of a trigger event, CR 603.2) outside any node that names an event
    (:data:`_EVENT_CONTEXTS`)."""
    if isinstance(ability, A.TriggeredAbility):
        trigger = ability.trigger
        if not (
            isinstance(trigger, A.EventTrigger)
            and trigger.event in _EVENTS_WITHOUT_AMOUNT
            and not trigger.batched  # "one or more ... enter": that many is how many
        ):
            return False
        inner = [ability.effect]
    elif isinstance(ability, (A.ActivatedAbility, A.SpellAbility, A.ChapterAbility)):
        inner = [ability]
    else:
        return False
    for top in inner:
        said = [n for n in top.walk() if type(n) is A.Count and n.what == "event_amount"]
        if not said:  # (most abilities: no walk of the event contexts)
            continue
        covered = {id(m) for n in top.walk() if isinstance(n, _EVENT_CONTEXTS) for m in n.walk()}
        if any(id(n) not in covered for n in said):
            return True
    return False


def _life_lost_that_much(ability: A.Node) -> A.Node:
    """ "each opponent loses 1 life and you gain that much life" (extort's reminder, CR
    702.101a: "you gain life equal to the total life lost this way"): in an ability with no
    event amount (an activated or spell ability, or a trigger on casting, attacking, entering,
    dying or blocking), "that much" right after a loss of life in the same sequence is the life
    lost this way (CR 608.2c), not an event's amount."""
    trigger = getattr(ability, "trigger", None)
    if isinstance(ability, A.TriggeredAbility):
        if not (isinstance(trigger, A.EventTrigger) and trigger.event in _EVENTS_WITHOUT_AMOUNT):
            return ability
    elif not isinstance(ability, (A.ActivatedAbility, A.SpellAbility)):
        return ability
    that_much = A.Count(what="event_amount")

    def fn(n: A.Node) -> A.Node:
        if not isinstance(n, A.Sequence):
            return n
        effects = list(n.effects)
        for i in range(1, len(effects)):
            e, before = effects[i], effects[i - 1]
            if (
                isinstance(e, A.GainLife)
                and e.amount == that_much
                and isinstance(before, A.LoseLife)
            ):
                effects[i] = dataclasses.replace(e, amount=A.Count(what="life_lost_this_way"))
        return dataclasses.replace(n, effects=tuple(effects))

    return A.map_nodes(ability, fn, only=(A.Sequence,))


def _check_keyword_actions(ability: A.Node) -> None:
    """A keyword said as a verb (EffectsMixin.keyword_action) must be a keyword action of CR
    701 (kb/keywords.yaml ``action: true``) with the number it takes, or none when it takes none:
    "{1}: Bushido 2." names a keyword ability (CR 702.45), no instruction; a subtype only on an
    action that names one (``subtype_when_unnamed``: amass, CR 701.47a)."""
    for n in ability.walk():
        if isinstance(n, A.KeywordAction):
            entry = keyword_table().get(n.action, {})
            if not entry.get("action"):
                raise Unsure("a keyword that is not a keyword action, said as a verb")
            if (entry.get("parameter") == "number") != (n.amount is not None):
                raise Unsure("a keyword action without the number it takes, or with one it doesn't")
            if n.subtype is not None and not entry.get("subtype_when_unnamed"):
                # only amass names a subtype (CR 701.47a): "Adapt Zombies 2" means nothing
                raise Unsure("a creature subtype named on a keyword action that takes none")
            if n.subtype is not None and n.subtype not in creature_types():
                raise Unsure("a keyword action naming a subtype that is no creature type")


def _check_tapped_this_way(ability: A.Node) -> None:
    """ "for each creature tapped this way" with a tap said before it in the same ability (CR
    608.2c: the objects an earlier instruction acted on); none: ``Unsure``."""
    nodes = list(ability.walk())
    if any(isinstance(n, A.ObjectRef) and "tapped_this_way" in n.filter for n in nodes) and not any(
        isinstance(n, A.Tap) for n in nodes
    ):
        raise Unsure("'tapped this way' with nothing tapped before")


def _check_counters_removed(ability: A.Node) -> None:
    """ "counters removed this way" with a removal of that kind in the ability
    (:func:`_counters_removed`)."""
    counts = [
        n.counter
        for n in ability.walk()
        if isinstance(n, A.Count) and n.what == "counters_removed_this_way"
    ]
    if counts:
        removed = {n.counter for n in ability.walk() if isinstance(n, A.RemoveCounters)}
        if not set(counts) <= removed:
            raise Unsure("'counters removed this way' with no such counters removed before")


#: a permanent's own abilities, whose unsaid subject is the card itself (ImplicitSelf)
_OWN_ABILITIES = (
    A.StaticEffect,
    A.GrantAbilities,
    A.ActivatedAbility,
    A.RestrictedActivatedAbility,
    A.ReplacementEffect,
)
#: modes of a modal ability (CR 700.2)
_MODAL = (A.ChooseOne, A.ChooseModes, A.ChooseModesRepeatable)
#: abilities that trigger (CR 603, 603.7, 603.12, 714.2b)
_TRIGGERED = (A.TriggeredAbility, A.DelayedTrigger, A.ReflexiveTrigger, A.ChapterAbility)


#: a quoted ability in a line of rules text (straight or typographic double quotes)
_QUOTE_RE = re.compile('"([^"]+)"|\u201c([^\u201d]+)\u201d')


def _quoted_abilities(line: str, lang: str) -> tuple[str, list[list[A.Node]], frozenset[int]]:
    """The line with each quoted ability replaced by a placeholder of the same length
    ("\u2039" index "\u203a" and blanks, so that error columns stay those of the printed
    line), the abilities of each, parsed alone, and the indexes of those that name the card.
    Inside a quoted ability "this creature" is the object that has it (CR 113.1); the card's
    name there is the card that grants it, the same object only when the card grants the
    ability to itself ('~ gets +2/+2 and has "Whenever ~ attacks, ..."', lieutenant):
    :func:`_fill_quoted` reads it there only. A quoted text that does not parse as an ability
    stays as printed (the grammar ignores quotes: French 'un marqueur " peste "')."""
    if '"' not in line and "\u201c" not in line:
        return line, [], frozenset()
    found: list[list[A.Node]] = []
    naming: set[int] = set()

    def repl(m: re.Match[str]) -> str:
        inner = (m.group(1) or m.group(2)).strip()
        try:
            found.append(_parse_line(inner, lang, quoted=True))
        except (UnexpectedInput, Unsure):  # no ability (French 'un marqueur " peste "')
            return m.group(0)
        if "~" in inner:
            naming.add(len(found) - 1)
        mark = f"\u2039{len(found) - 1}\u203a"
        return mark + " " * max(0, len(m.group(0)) - len(mark))

    return _QUOTE_RE.sub(repl, line), found, frozenset(naming)


@functools.cache
def predefined_tokens() -> dict[str, tuple[A.Node, ...]]:
    """The abilities of each predefined token whose rule gives it one (CR 111.10a Treasure,
    111.10b Food, ...: ``ability`` in kb/predefined_tokens.yaml, in the Oracle words of its
    reminder text), parsed as a quoted ability of English text (the AST is the same in every
    language)."""
    return {
        name: tuple(_parse_line(str(entry["ability"]), "en", quoted=True))
        for name, entry in predefined_token_table().items()
        if entry.get("ability")
    }


def predefined_token_abilities() -> dict[str, tuple[A.Node, ...]]:
    """The abilities of each predefined token an effect may create by its name alone (CR
    111.10a Treasure, 111.10b Food, 111.10c Gold, 111.10f Clue), keyed by the token's subtype
    (``"treasure"``): the AST of the rule's own words, the same for a card of any language. The
    executor gives a created token these abilities (an AST, never text)."""
    return predefined_tokens()


def _predefined_tokens(ability: A.Node) -> A.Node:
    """``ability`` with each predefined token spelled out with its ability ("a colorless Treasure
    artifact token with "{T}, Sacrifice this artifact: Add one mana of any color."", Ixalan) as
    the predefined token (its abilities left to its name, CR 111.10). A token of a predefined
    name with other abilities is not that token: ``Unsure``."""

    def rewrite(n: A.Node) -> A.Node:
        if not (
            isinstance(n, A.CreateToken)
            and n.power is None
            and n.copy_of is None
            and n.abilities
            and len(n.subtypes) == 1
        ):
            return n
        known = predefined_tokens().get(n.subtypes[0])
        if known is None or tuple(n.abilities) != known:
            raise Unsure("a predefined token's name with other abilities")
        return dataclasses.replace(n, abilities=())

    return A.map_nodes(ability, rewrite, only=(A.CreateToken,))


def _fill_quoted(node: Any, quoted: list[list[A.Node]], naming: frozenset[int]) -> Any:
    """``node`` with each :class:`~rulesparser.transform.effects.QuotedRef` replaced by the
    abilities of that quoted text. A quoted ability naming the card (``naming``) is read only
    as granted to the card itself (CR 113.1, 201.5: the name is then the object that has it);
    one read as a spell ability is :class:`Unsure` (CR 113.3a: no permanent has one)."""
    if isinstance(node, tuple):
        out: list[Any] = []
        for x in node:
            if isinstance(x, QuotedRef):
                if any(isinstance(a, A.SpellAbility) for a in quoted[x.index]):
                    # '~ gains "Creatures dealt damage by ~ this turn can't be regenerated this
                    # turn."': a quoted sentence with no trigger and no cost reads as a spell
                    # ability alone, which no permanent has (CR 113.3a); the static ability it
                    # would be is not read
                    raise Unsure("a quoted ability read as a spell ability, given to an object")
                out.extend(quoted[x.index])
            else:
                out.append(_fill_quoted(x, quoted, naming))
        return tuple(out)
    if isinstance(node, A.Node):
        changes = {}
        for f in dataclasses.fields(node):
            if f.name in ("source", "findings"):
                continue
            value = getattr(node, f.name)
            if (
                naming
                and isinstance(value, tuple)
                and any(isinstance(x, QuotedRef) and x.index in naming for x in value)
                and not (
                    isinstance(node, (A.GrantAbilities, A.Becomes))
                    and node.object == A.ObjectRef(kind="self")
                    and f.name == "abilities"
                )
            ):
                raise Unsure("a quoted ability naming the card, granted to another object")
            new = _fill_quoted(value, quoted, naming)
            if new is not value:
                changes[f.name] = new
        return dataclasses.replace(node, **changes) if changes else node
    return node


def _parse_line(line: str, lang: str, quoted: bool = False) -> list[A.Node]:
    """One line without quoted abilities: an activated ability split at its colon, or any
    other kind of line (start rule card_line). ``quoted``: the text of a quoted ability, where
    a demonstrative is the object that has the ability unless another object of the ability
    has its noun (lines.resolve_quoted_demonstratives; elsewhere lines.resolve_demonstratives)."""
    WORDS_AT.clear()
    marks = next(MARKS_READ)
    compares = COMPARES_READ[0]
    abilities = [_step_of_the_player_named(a) for a in _parse_line_read(line, lang, quoted)]
    if COMPARES_READ[0] != compares and not any(
        isinstance(n, A.ComparedObjectRef) for a in abilities for n in a.walk()
    ):
        # "with mana value equal to the number of ...": an object rebuilt without its
        # comparison (a spell made a StackObjectRef, a count of such objects)
        raise Unsure("a comparison with a number of the game not kept by its object")
    if any(
        isinstance(n, A.ObjectRef) and COMPARE_POST in n.filter for a in abilities for n in a.walk()
    ):
        raise Unsure("a comparison with a number of the game read as a filter word")
    marked = next(MARKS_READ) != marks + 1
    left = (
        {
            w
            for a in abilities
            for n in a.walk()
            if isinstance(n, A.ObjectRef)
            for w in n.filter
            if w.startswith("?") and w != DEMONSTRATIVE_MARK
        }
        if marked
        else set()
    )
    if marked and any(n == SUBJECT_PLAYER for a in abilities for n in a.walk()):
        # "half their life" with no player subject to be "their" (phrases.SUBJECT_PLAYER)
        raise Unsure("'their' life of a player the clause does not name as its subject")
    if left == {SINGULAR_MARK}:
        # "Destroy creature.", German "opfert Kreatur" (Diabolic Edict, Tempest): the article
        # missing in the print (transform.phrases.obj_plural)
        raise Unsure(
            "a singular noun without a determiner: which one is not said",
            _only_word("singular"),
        )
    if left:
        # "with that name" without a name chosen before, "with different powers" not counted
        raise Unsure("a phrase that says more than its object, not read where it stands")
    for a in abilities:
        _check_keyword_actions(a)
        if any(
            isinstance(n, A.EventTrigger)
            and any(
                isinstance(m, (A.ObjectRef, A.PlayerRef)) and m.kind.startswith("target")
                for m in n.walk()
            )
            for n in a.walk()
        ):
            # German "Immer wenn ein Gegner Deiner Wahl einen Zauberspruch spricht" (Oracle "an
            # opponent"): a trigger event names no target (CR 603.2: it is a condition; CR
            # 603.3d: targets are chosen as the ability is put on the stack)
            raise Unsure("a target in the event of a trigger")
        if _its_of_source_or_event(a):
            # "Immer wenn der Meglonoth eine Kreatur blockt, fügt der Meglonoth dem Beherrscher
            # dieser Kreatur so viele Schadenspunkte zu, wie seine Stärke beträgt": "its" may be
            # the source's (Oracle "Meglonoth's power") or the blocked creature's
            raise Unsure("'its' said of the source dealing damage or of the trigger's object")
        if any(isinstance(n, A.CreateToken) and OLD_TOKEN in n.types for n in a.walk()):
            # tokens named by their creature type alone, no sentence saying what they are
            # (rulesparser.transform.effects._old_tokens)
            raise Unsure("tokens put onto the battlefield, the old wording of creating them")
        if any(
            isinstance(n, A.ObjectRef)
            and n.kind == "target"
            and any(w in _HAND_ZONES for w in n.filter)
            for n in a.walk()
        ):
            # a hand is a hidden zone (CR 400.2): no Oracle text targets a card there. German
            # "eine Spontanzauberkarte deiner Wahl ... auf deiner Hand" (Isochron-Szepter,
            # Mirrodin; Oracle "an instant card ... from your hand") is a card chosen, not a
            # target, where "deiner Wahl" elsewhere marks one
            raise Unsure("a target in a hand, a hidden zone")
    return abilities


#: the zone words of a hand (an object's filter)
_HAND_ZONES = ("in_your_hand", "in_its_hand", "in_a_hand")


def _parse_line_read(line: str, lang: str, quoted: bool) -> list[A.Node]:
    """:func:`_parse_line`, before the check of "that name"."""
    read = next(DEMONSTRATIVES_READ)
    this_read = next(THIS_FORMS_READ)
    colon = _activation_colon(line)
    if colon is not None:
        try:
            cost = _run(lang, line[:colon], "cost_list")
        except (UnexpectedInput, Unsure):
            cost = None
        purpose = None
        if cost is None and _BARE_ZERO_COST.fullmatch(line[:colon]):
            purpose = _zero_before_purpose(lang, line, colon)
            if purpose is None:
                purpose = _zero_with_activation_limit(lang, line, colon)
            if purpose is not None:
                cost = A.Cost(components=(A.ManaCost(symbols=("0",)),))
        if cost is not None:
            if purpose is not None:
                effects, limit = purpose
            else:
                effects, limit = _activated_effect(lang, line, colon)
            if len(effects) == 1 and isinstance(effects[0], A.ClassLevel):
                if limit is not None:
                    raise Unsure("an activation limit after a class level")
                return [dataclasses.replace(effects[0], cost=cost)]  # CR 716.2a
            effect = effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects))
            if limit is not None and limit.extra_cost:
                # part of the cost printed after the colon (ActivationLimit.extra_cost)
                cost = _cost_with(cost, limit.extra_cost)
                limit = dataclasses.replace(limit, extra_cost=())
            ability = (limit or ActivationLimit()).ability(cost, effect)
            said = next(DEMONSTRATIVES_READ) - read - 1
            if not said:  # none read: none to tell apart
                return [ability]
            this = next(THIS_FORMS_READ) - this_read > said and _SELF_NAME not in line
            resolve = _demonstratives_resolver(quoted, this)
            return _no_demonstrative([resolve(ability)])
    result = _run(lang, line, "card_line")
    abilities = list(result) if isinstance(result, (list, tuple)) else [result]
    said = next(DEMONSTRATIVES_READ) - read - 1
    if not said:
        # no demonstrative read (most lines): resolve_demonstratives would give the same
        # abilities and has_demonstrative find none
        return abilities
    # (each a "this [noun]" form, none a definite article: THIS_FORMS_READ counted all)
    # (a line that names the card by its name "~" names it so throughout, as the templates
    # before 2024 did: its demonstrative names another object, Diabolic Servitude's "Wenn
    # diese Kreatur auf dem Friedhof landet, ... bringe die ~ auf die Hand ... zurück")
    this = next(THIS_FORMS_READ) - this_read > said and _SELF_NAME not in line
    resolve = _demonstratives_resolver(quoted, this)
    if this and said == 1 and resolve is resolve_card_demonstratives:
        at = _only_word("demonstrative")
        if at is not None and at[0] == 0:
            # the one demonstrative begins the line: nothing is named before it, whatever the
            # line names after it ("Cette créature gagne +1/+1 pour chaque autre créature que
            # vous contrôlez", 2024: "This creature gets +1/+1 for each other creature you
            # control"; lines.resolve_card_demonstratives)
            resolve = functools.partial(resolve_card_demonstratives, begins_line=True)
    # (an ability after the first of the line: its demonstrative may name an object of the
    # sentences before, never read as this object, lines.resolve_card_demonstratives)
    later = _demonstratives_resolver(quoted, False)
    return _no_demonstrative([(later if i else resolve)(a) for i, a in enumerate(abilities)])


def is_activation_limit(line: str, lang: str) -> bool:
    """Whether ``line`` (normalised, the card's name as "~") says only when or how often an
    activated ability may be activated ("Activate only during your upkeep.", German 1994-1997
    "Benutze diese Fähigkeit nur während Deiner Versorgungsphase.", CR 602.5b): start rule
    activation_limit of ``lang``'s card-text grammar; False for a language without one."""
    if lang not in card_text_languages():
        return False
    try:
        _run(lang, line, "activation_limit")
    except (UnexpectedInput, Unsure):
        return False
    return True


#: the owner of a step said with a possessive of the player the sentence names (German
#: "während seiner Versorgungsphase", transform.lines so_their)
THEIR_STEP = "their"


def _step_of_the_player_named(ability: A.Node) -> A.Node:
    """A 1994-1997 triggered ability whose step is said with a possessive, "~ fügt dem
    Beherrscher der verzauberten Kreatur während seiner Versorgungsphase 1 Schadenspunkt zu",
    "... fügt jedem Spieler während seiner Versorgungsphase ... zu": a step is a player's (CR
    500.1: each turn is a player's, a permanent has none), so "seiner" is the one player the
    effect names: the step is that player's (each player's, or enchanted creature's
    controller's), and the player is "that player" in the effect (Oracle "At the beginning of
    the upkeep of enchanted creature's controller, ~ deals 1 damage to that player", CR
    503.1). Any other ability with such a step, or an effect naming no player or several, is
    :class:`Unsure`."""
    steps = [n for n in ability.walk() if isinstance(n, A.StepTrigger)]
    if not any(s.player == THEIR_STEP for s in steps):
        return ability
    if not isinstance(ability, A.TriggeredAbility) or not isinstance(
        ability.trigger, A.StepTrigger
    ):
        raise Unsure("'his / her step' outside the trigger of a triggered ability")
    if sum(s.player == THEIR_STEP for s in steps) != 1 or ability.trigger.player != THEIR_STEP:
        raise Unsure("'his / her step' outside the trigger of a triggered ability")
    named = {n for n in ability.effect.walk() if isinstance(n, A.PlayerRef) and n.kind != "you"}
    if ability.condition is not None or len(named) != 1:
        raise Unsure("'his / her step' with no one player named in the effect")
    (player,) = named
    if player.kind == "each_player" and player.object is None:
        owner = "each"
    elif (
        player.kind == "controller"
        and isinstance(player.object, A.ObjectRef)
        and player.object.kind == "enchanted"
    ):
        owner = "enchanted_controller"
    else:
        raise Unsure("'his / her step' of a player other than each player or a controller")
    that = A.PlayerRef(kind="that_player")
    effect = A.map_nodes(ability.effect, lambda n: that if n == player else n)
    trigger = dataclasses.replace(ability.trigger, player=owner)
    return dataclasses.replace(ability, trigger=trigger, effect=effect)


def _activated_effect(lang: str, line: str, colon: int) -> tuple[list[A.Node], Any]:
    """The effects and activation limit after the activation colon at ``colon`` of ``line``
    (start rule activated_effect, else activated_purpose: part of the cost said first, grammar/
    cardtext.lark); the first one's ``UnexpectedInput`` when neither reads the text."""
    try:
        return _run(lang, line[colon + 1 :], "activated_effect", colon + 1)
    except UnexpectedInput as exc:
        try:
            return _run(lang, line[colon + 1 :], "activated_purpose", colon + 1)
        except UnexpectedInput:
            _shift(exc, colon + 1)
            raise exc from None


#: the cost "0" of the 1994-1997 printings (a planeswalker's loyalty cost "0:" elsewhere)
_BARE_ZERO_COST = re.compile(r"\s*0\s*")


def _zero_before_purpose(lang: str, line: str, colon: int) -> tuple[list[A.Node], Any] | None:
    """The effect part of a 1994-1997 "0: [cost action], um [effect] zu [verb]." (German "0:
    Opfere ein Land, um 2 Lebenspunkte zu erhalten.", Zurs Sphäre; Oracle "Sacrifice a land: You
    gain 2 life."): those printings put "0" before the colon of an ability with no mana in its
    cost, the cost said after it as an action and its purpose (CR 602.1, 118.1; the "0" is
    dropped by :func:`_cost_with`). The effects and
    activation limit of the rest (start rule activated_purpose; its cost action before "um",
    which no loyalty ability has, CR 606.4, is the whole cost: ``ActivationLimit.extra_cost``)
    when it reads so; None otherwise (the line is read whole, "0:" a loyalty cost or {0}:
    rulesparser.parser._bare_zero_costs)."""
    try:
        effects, limit = _run(lang, line[colon + 1 :], "activated_purpose", colon + 1)
    except (UnexpectedInput, Unsure):
        return None
    if limit is None or not limit.extra_cost:
        return None
    return effects, limit


def _zero_with_activation_limit(
    lang: str, line: str, colon: int
) -> tuple[list[A.Node], Any] | None:
    """The effect part of a 1994-1999 "0: [effect]. [activation limit]." (German "0: Enttappe
    die verzauberte Kreatur. Benutze diese Fähigkeit nur während Deines Zuges und auch nur
    einmal pro Zug."; Oracle "{0}: Untap enchanted creature. Activate only during your turn
    and only once each turn."): a sentence restricting when or how often the ability may be
    activated (CR 602.5) is printed on no loyalty ability, whose timing the rules fix (CR
    606.3), so "0" is the cost {0}. The effects and the limit when the rest reads so (start
    rule activated_effect, a limit said); None otherwise (the line is read whole: "0:" a
    loyalty cost or {0}, rulesparser.parser._bare_zero_costs)."""
    try:
        effects, limit = _run(lang, line[colon + 1 :], "activated_effect", colon + 1)
    except (UnexpectedInput, Unsure):
        return None
    if limit is None or limit.extra_cost:
        return None
    steps = [s for e in effects for s in (e.effects if isinstance(e, A.Sequence) else (e,))]
    if any(isinstance(e, _ACTIONS_OF_A_COST) for e in steps):
        # "0: Entferne eine Eis-Spielmarke vom Eisberg, und erhöhe Deinen Manavorrat um ein
        # farbloses Mana." (Oracle "Remove an ice counter from Iceberg: Add {C}."): the action
        # the Oracle text made the cost (CR 118.1) is not read as the effect of a {0} ability
        return None
    return effects, limit


#: the actions a cost may be (CR 118.1), said as the first effects of a "0:" line
_ACTIONS_OF_A_COST = (A.RemoveCounters, A.Sacrifice, A.Discard, A.LoseLife, A.Exile, A.Tap)


#: the card's name as the lines are read (rulesparser.parser substitutes it)
_SELF_NAME = "~"


def _demonstratives_resolver(quoted: bool, this_forms: bool) -> Callable[[A.Node], A.Node]:
    """How the demonstratives of a line are told "this" from "that": in a quoted ability
    (``quoted``, CR 113.1), in a reminder text (READING_REMINDER, CR 207.2a: a demonstrative
    was read as the object the reminder is printed on) or in any other line (``this_forms``:
    each was a "this [noun]" form, which may name the object itself, CR 700.7)."""
    if quoted:
        return resolve_quoted_demonstratives
    if READING_REMINDER.get():
        return resolve_reminder_demonstratives
    return resolve_card_demonstratives if this_forms else resolve_demonstratives


def _cost_with(cost: A.Cost, extra: tuple[A.Node, ...]) -> A.Cost:
    """``cost`` with the actions printed after the colon as its last components (CR 602.1).
    A cost of {0} alone before them is none: the 1994-1997 printings put "0:" (or "{0}:") before
    an ability whose whole cost is said after the colon ("{0}: Opfere den ~, um die vom ~
    verzauberte Kreatur zu regenerieren.", Carapace; Oracle "Sacrifice Carapace: Regenerate
    enchanted creature.")."""
    components = cost.components
    if len(components) == 1 and isinstance(components[0], A.ManaCost):
        if tuple(components[0].symbols) == ("0",):
            components = ()
    return A.Cost(components=(*components, *extra))


def _no_demonstrative(abilities: list[A.Node]) -> list[A.Node]:
    """``abilities``, unless a demonstrative in them may be the card itself or an object named
    before it (lines.resolve_demonstratives): then :class:`Unsure`."""
    if has_demonstrative(tuple(abilities)):
        raise Unsure(
            "a demonstrative that may be this object or one named before it",
            _only_word("demonstrative"),
        )
    return abilities


def _its_of_source_or_event(ability: A.Node) -> bool:
    """Whether ``ability`` triggers on an event of another object and has this object deal
    damage by an amount of "its" characteristic (kind ``it``): whose it is, the source's or the
    other object's (CR 608.2c: the text refers to one of them), the words do not say."""
    if not isinstance(ability, A.TriggeredAbility) or ability.effect is None:
        return False
    if not any(isinstance(n, A.ObjectRef) and n.kind != "self" for n in ability.trigger.walk()):
        return False
    return any(
        isinstance(n, A.DealDamage)
        and isinstance(n.damage_source, A.ObjectRef)
        and n.damage_source.kind == "self"
        and any(
            isinstance(m, A.Count) and isinstance(m.object, A.ObjectRef) and m.object.kind == "it"
            for m in n.walk()
        )
        for n in ability.effect.walk()
    )


def _only_word(kind: str) -> tuple[int, int] | None:
    """Where the one word of ``kind`` the line said is (:data:`WORDS_AT`), or None when it said
    none or several (which of them the check refuses is not known)."""
    found = WORDS_AT.get(kind, [])
    return found[0] if len(set(found)) == 1 else None


def _run(lang: str, text: str, start: str, offset: int = 0) -> Any:
    """Parse ``text`` (which begins at ``offset`` of the line) from rule ``start``; an
    :class:`Unsure` raised there gets its words' place in the line (``span``)."""
    made, read = next(SEVERAL_MADE), next(SEVERAL_READ)
    RUN_OFFSET[0] = offset
    try:
        result = parse_text(_parser(lang), text, start)
        if next(SEVERAL_MADE) - made != next(SEVERAL_READ) - read:
            # "la créature ciblée et le terrain ciblé gagnent ...": several objects where a
            # rule reads one (transform.phrases.SeveralObjects)
            raise Unsure("several objects said where one object is read")
        return result
    except UnexpectedInput:
        raise
    except Exception as exc:  # lark wraps callback errors; Unsure may come wrapped
        # no local holds the Unsure: its traceback holds this frame (a reference cycle)
        if isinstance(getattr(exc, "orig_exc", exc), Unsure):
            raise _placed(getattr(exc, "orig_exc", exc), offset) from None
        raise


def _placed(unsure: Unsure, offset: int) -> Unsure:
    """``unsure`` with its words placed in the whole line (``offset``: where the part parsed
    begins)."""
    if unsure.span is not None and offset:
        unsure.span = (unsure.span[0] + offset, unsure.span[1] + offset)
    return unsure


def _shift(exc: UnexpectedInput, offset: int) -> None:
    """Place an error of the effect part in the whole line."""
    if getattr(exc, "column", None) is not None and exc.column > 0:
        exc.column += offset
    if getattr(exc, "pos_in_stream", None) is not None:
        exc.pos_in_stream += offset


def _activation_colon(line: str) -> int | None:
    """The index of the colon ending an activation cost (CR 602.1): the first ":" outside
    quotes; None when there is none."""
    colon = line.find(":")
    if colon < 0:
        return None
    if '"' not in line[:colon]:
        return colon
    quoted = False
    for i, ch in enumerate(line):
        if ch == '"':
            quoted = not quoted
        elif ch == ":" and not quoted:
            return i
    return None


#: word classes a type line is made of (CR 205: supertypes, card types, subtypes)
_TYPE_CLASSES = ("SUPERTYPE", "CARD_TYPE", "SUBTYPE", "TYPE_NOUN")


@functools.cache
def _type_words(lang: str) -> dict[str, str]:
    lex = phrase_lexicon(lang)
    out: dict[str, str] = {}
    # the lexicon's own supertypes and card types first: the card-text classes claim some of
    # their words for another class (German "Spontanzauber" is the noun "instant spell" there)
    base = load_lexicon(lang).classes
    tables = [base.get("SUPERTYPE", {}), base.get("CARD_TYPE", {})]
    tables += [lex.classes.get(term, {}) for term in _TYPE_CLASSES]
    for table in tables:
        for canonical, forms in table.items():
            for form in forms:
                out.setdefault(" ".join(str(form).lower().split()), canonical)
    for forms in lex.classes.get("LIST_AND_WORD", {}).values():  # "elfe et guerrier"
        for form in forms:
            out.setdefault(str(form).lower(), "-")
    return out


#: what separates the words of a type line, and a word of it
_TYPE_SEPARATOR_RE = re.compile(r"[\s:\u2014,.\-]+")
_TYPE_WORD_RE = re.compile(r"[^\s:\u2014,.\-]+")


def type_line(line: str, lang: str) -> A.TypeLine | None:
    """A line that is only a type line ("Land", "Créature : elfe", "Kreatur — Elf"): MTGJSON's
    foreign text of a double-faced card carries its back face's type line among the rules
    text. Returns a :class:`~rulesparser.ast.TypeLine` (no rules meaning, CR 205) when every
    word is a supertype, card type or subtype of the language, else None."""
    words = _type_words(lang)
    first = _TYPE_WORD_RE.search(line.lower())
    if first is None or first.group(0) not in words:
        return None  # (most lines: the first word is no type)
    parts = [p for p in _TYPE_SEPARATOR_RE.split(line.lower()) if p]
    if not parts or len(parts) > 8:
        return None
    canon = [words.get(p) for p in parts]
    if any(c is None for c in canon):
        return None
    if canon[0] == "-":
        return None
    # in the order of CR 205.1a (supertypes, card types, subtypes), whatever the language's
    # word order ("Créature légendaire", "Legendäre Kreatur")
    rank = _type_ranks(lang)
    types = sorted((c for c in canon if c and c != "-"), key=lambda c: rank.get(c, 2))
    return A.TypeLine(types=tuple(types))


@functools.cache
def _type_ranks(lang: str) -> dict[str, int]:
    """0 for a supertype, 1 for a card type (the lexicon's canonical words), else nothing."""
    base = load_lexicon(lang).classes
    ranks = {c: 1 for c in base.get("CARD_TYPE", {})}
    ranks.update({c: 0 for c in base.get("SUPERTYPE", {})})
    return ranks


@functools.cache
def card_text_languages() -> tuple[str, ...]:
    """Languages with a card-text grammar on disk."""
    root = data_dir("grammar")
    return tuple(
        sorted(d.name for d in root.iterdir() if d.is_dir() and d.joinpath("phrases").is_dir())
    )
