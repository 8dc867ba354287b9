"""Parse rules text (EN/FR/DE, any templating era) into the shared AST.

Entry points: :func:`parse` (a whole rules text, one ability per line), :func:`parse_keyword_definition`
(a CR "means" clause, CR 702), :func:`keyword_expansion` (a keyword's abilities for a parameter) and
:func:`detect_language`.

Grammars are Lark LALR with the contextual lexer, one per language, composed from
grammar/core.lark + grammar/<lang>/*.lark + terminals generated from locales/<lang>/lexicon.yaml,
built once per process (``functools.cache``) and cached on disk by Lark (in a file of
rulesparser's own: ``rulesparser.lexing.cache_path``).
"""

from __future__ import annotations

import dataclasses
import functools
import gc
import json
import re
import unicodedata
from collections.abc import Callable, Iterable
from typing import Any

from lark import (
    Lark,
    Token,
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
)
from lark.exceptions import VisitError
from lark.parsers.lalr_analysis import Shift

from rulesparser import ast as A
from rulesparser.canonical import canonical_abilities, creature_types, keyword_spelled_out
from rulesparser.errors import MAX_WORD, ArgumentTypeError, ParseError, RulesparserError, shorten
from rulesparser.lexicon import (
    Lexicon,
    _fold,
    _read_yaml,
    available_languages,
    keyword_table,
    load_lexicon,
)
from rulesparser.lexing import (
    DeferredUnexpectedCharacters,
    first_token_position,
    freeze_long_lived,
    lalr_parser,
    parse_text,
    prepare_lexer,
    resolve_error,
)
from rulesparser.mana import SYMBOL_COLORS, symbols_of
from rulesparser.normalize import (
    composed,
    composed_mapped,
    normalize_line,
    normalize_line_mapped,
    normalize_newlines,
    replace_spans,
    replace_spans_mapped,
    split_lines,
)
from rulesparser.reminder_numbers import has_slot, numbers_said
from rulesparser.resources import data_dir
from rulesparser.sections import gather
from rulesparser.transform.effects import IMPLICIT_SUBJECT
from rulesparser.transform.lines import THIS_DEMONSTRATIVE
from rulesparser.transform.phrases import READING_REMINDER
from rulesparser.transform.sentences import IT, SELF, BaseTransformer
from rulesparser.transform.util import Unsure

START_RULES = ["keyword_line", "ability_line", "definition_line", "reminder_body"]


# --------------------------------------------------------------------------- grammar building


def grammar_text(lang: str) -> str:
    """The full Lark grammar of ``lang``: core + language files + generated word terminals."""
    root = data_dir("grammar")
    parts = [root.joinpath("core.lark").read_text(encoding="utf-8")]
    lang_dir = root.joinpath(lang)
    files = sorted(
        (f for f in lang_dir.iterdir() if f.name.endswith(".lark")), key=lambda f: f.name
    )
    if not files:
        raise RulesparserError(f"no grammar files in grammar/{lang}/")
    for f in files:
        parts.append(f"// ---- {lang}/{f.name}\n" + f.read_text(encoding="utf-8"))
    parts.append("// ---- generated from locales/" + lang + "/lexicon.yaml\n")
    parts.append(load_lexicon(lang).terminal_definitions())
    return "\n".join(parts)


@functools.cache
def mana_symbol_regex() -> re.Pattern[str]:
    """The braced mana symbols the grammar accepts (``{2}``, ``{W/U}``, ``{G/P}``, ``{T}``...;
    CR 107.4): the first alternative of the ``MANA`` terminal of ``grammar/core.lark``, so the
    scenario loader refuses what the parser refuses. Match it with ``fullmatch("{...}")``."""
    core = data_dir("grammar").joinpath("core.lark").read_text(encoding="utf-8")
    m = re.search(r"^MANA:\s*/(.+?)/(i?)\s*\|", core, re.M)
    if m is None:
        raise RulesparserError("grammar/core.lark has no MANA terminal")
    return re.compile(m.group(1).replace("\\/", "/"), re.I if m.group(2) else 0)


def _lark(lang: str, transformer: Any = None) -> Lark:
    return lalr_parser(grammar_text(lang), START_RULES, transformer)


@functools.cache
def get_parser(lang: str) -> Lark:
    """The LALR parser of ``lang`` building parse trees (used to explain errors; built once per
    process, tables cached on disk by Lark)."""
    return _lark(lang)


# --------------------------------------------------------------------------- errors

_TERMINAL_NAMES = {
    "KW_PLAIN": "a keyword",
    "KW_NUM": "a keyword",
    "KW_COST": "a keyword",
    "KW_SUSPEND": "a keyword",
    "KW_QUALITY": "a keyword",
    "NUMWORD": "a number",
    "SUBTYPE": "a subtype",
    "COUNTER_KIND": "a counter name",
    "SUBTYPE_TOKEN": "a subtype",
    "SUBTYPE_CARD": "a subtype",
    "SUBTYPE_CREATURE": "a subtype",
    "DIGITS": "a number",
    "VAR": "a number",  # "N" or "X": a number the card or the rules give
    "_DASH": '"—"',  # an em dash, also typed "--"
    "MANA": "a mana symbol",
    "PT_MOD": "a power/toughness change (+N/+N)",
    "PT": "a power/toughness (N/N)",
    "LOYALTY": "a loyalty cost ([+N])",
    "LEVEL_RANGE": "a level range (N-N)",
    "DIE_RANGE": "a die result (N-N)",
    "DIE": "a die (d20)",
    "QUOTED_ABILITY": "a quoted ability",
    "COUNTER": "a counter name",
    "SELF": "a reference to this object",
    "GIFT_KIND": "a gift (a card, a Food, ...)",
    "VARCOST": "a cost",
    "OLD_MANA_COST": 'a mana cost ("2W")',
    "PRONOUN": "a pronoun",
    "LPAR": '"("',
    "RPAR": '")"',
    "COMMA": '","',
    "DOT": '"."',
    "$END": "end of text",
    # what Lark's lexer names a position where no terminal may follow (only the end can)
    "<END-OF-FILE>": "end of text",
}
#: How an error names the place where the card refers to itself (its name, "this creature").
EXPECTED_SELF = _TERMINAL_NAMES["SELF"]


#: What the words of a lexicon class are called in an error ("one of 8 card types"); a class not
#: listed is called by its terminal's name ("one of 4 enchant quality words").
_CLASS_NAMES = {
    "CARD_TYPE": "card types",
    "CREATURE_TYPE": "creature types",
    "LAND_TYPE": "land types",
    "COLOR": "colors",
    "NONCOLOR": '"non-" colors',
    # the card-text grammar's classes (locales/<lang>/phrases.yaml), named as a reader knows
    # them rather than by their first words ("abilities/ability/sources/source/…")
    "OBJ_NOUN": "object nouns (card, spell, token, …)",
    "STATUS": "statuses (tapped, attacking, …)",
    "STEP_NAME": "steps and phases",
    "ZONE": "zones",
    "TOKEN_NAME": "token names",
    "NAMED_CARD": "card names",
    "TYPE_NOUN": "type nouns",
    "TARGET_NOUN": "object nouns",
    "DEMONSTRATIVE": "demonstratives",
    "CHOICE_WORD": "choice words",
    "ENCHANT_QUALITY": "enchantment kinds",
    "NONTYPE": '"non-" card types',
}
#: A lexicon class with more surface forms than this is named, not listed, in an error.
_CLASS_LISTED_MAX = 3


def _class_name(term: str, lang: str | None) -> str | None:
    """ "one of N card types" for a lexicon word class of ``lang`` with many words (N canonical
    values), else None (the words themselves are listed)."""
    if lang is None:
        return None
    values = load_lexicon(lang).classes.get(term)
    few = not values or sum(len(forms) for forms in values.values()) <= _CLASS_LISTED_MAX
    if few and term in _CLASS_NAMES:  # a class of the card-text grammar (or mostly of it)
        from rulesparser.cardtext import card_text_languages, phrase_lexicon

        if lang in card_text_languages():
            values = phrase_lexicon(lang).classes.get(term)
    if not values or sum(len(forms) for forms in values.values()) <= _CLASS_LISTED_MAX:
        return None
    label = _CLASS_NAMES.get(term)
    if label is None or len(values) < 2:  # no plain name for it: its words are listed
        return None
    return f"one of {len(values)} {label}"


def _expected_names(expected: Iterable[str], parser: Lark, lang: str | None = None) -> list[str]:
    """Sorted human names of the terminals ``expected`` (cached per set of terminals)."""
    return list(_names_of(frozenset(expected), parser, lang))


@functools.lru_cache(maxsize=8192)
def _names_of(expected: frozenset[str], parser: Lark, lang: str | None) -> tuple[str, ...]:
    return tuple(sorted({_terminal_name(term, parser, lang) for term in expected}))


#: a word of rules text (letters, with inner hyphens or apostrophes)
_WORD = re.compile(r"\w+(?:['’-]\w+)*")
#: inside a sentence: after a word in lower case and a blank, where a word's capital is its
#: own (not a sentence's, a quotation's or a cost's first letter)
_INSIDE_SENTENCE = re.compile(r"[^\W\d_A-ZÀ-ÖØ-Þ] $")


@functools.cache
def _spellings(lang: str) -> dict[str, str]:
    """How ``lang``'s rules text spells its words that the grammar matches in lower case: a
    word written with a capital inside sentences of ``locales/<lang>/reminders.yaml`` more
    often than without (in its reminder texts and its message catalogs' sentences) is shown so
    (German nouns: "zum Ende des Zuges"); the others stay in lower case. Built once per
    language from that data (no language rule)."""
    data: list[Any] = []
    for name in ("reminders.yaml", "rules_reminders.yaml"):
        try:
            data.append(_read_yaml("locales", lang, name))
        except RulesparserError:
            pass
    for name in ("executor.po", "rulesparser.po"):  # the catalogs' sentences (msgstr)
        try:
            text = data_dir("locales").joinpath(lang, "LC_MESSAGES", name).read_text("utf-8")
        except OSError:
            continue
        data.extend(re.findall(r'^msgstr "(.+)"$', text, flags=re.MULTILINE))
    counts: dict[str, dict[str, int]] = {}
    # an explicit stack, not a recursive closure (a closure that calls itself is a reference
    # cycle: garbage left for the collector after this first wording of an error)
    stack: list[Any] = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            for m in _WORD.finditer(value):
                word = m.group()
                if len(word) < 2 or not _INSIDE_SENTENCE.search(
                    value[max(0, m.start() - 2) : m.start()]
                ):
                    continue
                forms = counts.setdefault(word.lower(), {})
                forms[word] = forms.get(word, 0) + 1
        elif isinstance(value, dict):
            stack.extend(reversed(list(value.values())))  # read in order
        elif isinstance(value, list):
            stack.extend(reversed(value))
    out = {}
    for low, forms in counts.items():
        best = max(forms, key=lambda f: (forms[f], f == low))
        if best != low and forms[best] > max(forms.get(low, 0), 1):
            out[low] = best
    return out


def _as_spelled(name: str, lang: str | None) -> str:
    """``name`` (an expected word or words, in lower case) with each word as ``lang``'s rules
    text spells it (:func:`_spellings`)."""
    if lang is None:
        return name
    table = _spellings(lang)
    if not table:
        return name
    spelled = _WORD.sub(lambda m: table.get(m.group(), m.group()), name)
    return _ALTERNATIVES.sub(_alike_spelled, spelled)


#: words that are alternatives of one word ("kampfs/kampfes": its inflections)
_ALTERNATIVES = re.compile(r"\w+(?:/\w+)+")


def _alike_spelled(m: re.Match[str]) -> str:
    """Alternatives of one word spelled alike: when one is written with a capital, so are
    the others that begin as it does ("Kampfes" -> "Kampfs/Kampfes")."""
    words = m.group().split("/")
    capitals = {w[:3].lower() for w in words if w[:1].isupper()}
    return "/".join(w[:1].upper() + w[1:] if w[:3].lower() in capitals else w for w in words)


@functools.lru_cache(maxsize=4096)
def _terminal_name(term: str, parser: Lark, lang: str | None) -> str:
    """The human name of terminal ``term``: a fixed name, a word class, the string or a
    readable regex, its words spelled as the language's rules text spells them."""
    if term in _TERMINAL_NAMES:
        return _TERMINAL_NAMES[term]
    return _as_spelled(_plain_terminal_name(term, parser, lang), lang)


def _plain_terminal_name(term: str, parser: Lark, lang: str | None) -> str:
    named = _class_name(term, lang)
    if named:
        return named
    try:
        pattern = parser.get_terminal(term).pattern
    except KeyError:
        return term.lower()
    value = pattern.value
    if pattern.type == "str":
        return f'"{value}"'
    # (a word told by what follows it, "," before a list's next word: the word, not what follows)
    readable = _readable_regex(value.split("(?=", 1)[0] if "(?=" in value else value)
    if readable.startswith('"-/'):  # a word that may follow a hyphen ("Elf-Kreatur")
        readable = '"' + readable[3:]
    parts = readable.split("/")
    if len(parts) > _ALTERNATIVES_SHOWN + 1 or len(readable) > _NAME_WIDTH:
        # a word list ("-/abilities/ability/sources/..."): its first words and "…", within the
        # width an expected name is shown in whole (a longer one would lose its closing quote)
        shown = [parts[0]]
        for part in parts[1:_ALTERNATIVES_SHOWN]:
            if len("/".join([*shown, part])) + 3 > _NAME_WIDTH:
                break
            shown.append(part)
        if len(shown) < len(parts):
            readable = "/".join(shown) + '/…"'
    return readable or term.lower().strip("_")


#: Most alternatives of one word list an error shows (then "…").
_ALTERNATIVES_SHOWN = 4

#: Widest expected name shown whole (errors cut a longer one to ``errors.MAX_WORD`` characters).
_NAME_WIDTH = 40


#: a group of simple alternatives glued to the letters of a word: "bezahl(?:e|st|t)",
#: "zauberspruch(?:s|es)?", "erh[äa]lt(?:st)?"
_GLUED_GROUP = re.compile(
    r"((?:\w|\[[^\]\\]*\]|['’-])*)\(\?:([^()|]*(?:\|[^()|]*)+|[^()|]+)\)(\??)((?:\w|\[[^\]\\]*\])*)(?![?*+])"
)
#: Most whole words one glued group is written out as (more: the group is left as it is)
_GLUED_MAX = 8


def _whole_word_alternatives(simple: str) -> str:
    """Write a group glued to a word's letters as the whole words it stands for
    ("bezahl(?:e|st)" -> "bezahle|bezahlst", "zauberspruch(?:s)?" -> "zauberspruch|
    zauberspruchs"), innermost group first, so an error lists "bezahle/bezahlst", never
    "bezahle/st"; a group with no letters glued to it is left for the caller."""

    def expand(m: re.Match[str]) -> str:
        head, body, optional, tail = m.group(1), m.group(2), m.group(3), m.group(4)
        alts = body.split("|")
        glue_head = bool(head) and not any(a[:1].isspace() for a in alts)
        glue_tail = bool(tail) and not any(a[-1:].isspace() for a in alts)
        if not (glue_head or glue_tail) or len(alts) + bool(optional) > _GLUED_MAX:
            return f"{head}\x03(?:{body}){optional}{tail}"  # left as it is, marked as seen
        h, t = (head if glue_head else ""), (tail if glue_tail else "")
        words = "|".join(dict.fromkeys(h + a + t for a in ([""] if optional else []) + alts))
        return f"{head if not glue_head else ''}(?:{words}){tail if not glue_tail else ''}"

    simple = re.sub(r"(?<!\\)\((?!\?)", "(?:", simple)  # a capturing group reads the same
    for _ in range(4):  # nested groups: the inner one first
        new = _GLUED_GROUP.sub(expand, simple)
        if new == simple:
            break
        simple = new
    return simple.replace("\x03", "")


def _readable_regex(value: str) -> str:
    """Turn a word regex such as ``if\\s+you\\s+(?:cast|play)\\b`` into ``"if you cast/play"``."""
    simple = value.replace("\\[", "\x01").replace("\\]", "\x02")  # literal brackets
    simple = re.sub(r"\{\d+(?:,\d*)?\}", "", simple).replace("\\d", "N")  # "\d{1,9}": "N"
    simple = re.sub(r"\\s[+*]|\\s", " ", simple)
    simple = re.sub(r"\(\?<?[!=][^)]*\)", "", simple)  # look-arounds
    simple = _whole_word_alternatives(simple)
    simple = re.sub(r"\(\?:([^()]*)\)\??", lambda m: m.group(1).replace("|", "/"), simple)
    simple = re.sub(r"\[\^[^\]]*\][?*+]?", "", simple)  # negated classes say nothing readable
    simple = re.sub(r"\[([^\]\\])[^\]]*\][?*+]?", r"\1", simple)  # "verl[äa]sst" -> "verlässt"
    simple = re.sub(r"\\b|\[[^\]]*\][?*+]?|[?*+()^$]", "", simple)
    simple = simple.replace("\\.", ".").replace("\\", "").replace("\x01", "[").replace("\x02", "]")
    simple = " ".join(simple.split())
    if "|" in simple:
        simple = simple.replace("|", "/")
    # a colon or comma the pattern allows before a word ("(?::\s*)?bringe") is no word: "bringe",
    # and no space before a comma ("kosten , um" -> "kosten, um")
    simple = re.sub(r"(^|/| ):+", r"\1", simple)
    simple = re.sub(r" +([,.;])", r"\1", simple).strip(" ,")
    return f'"{simple}"' if simple else ""


def _accepted_terminals(parser_state: Any) -> set[str] | None:
    """The terminals the LALR parser accepts in ``parser_state`` (a Lark ``ParserState`` as kept
    by the exception): for each terminal of the top state's action row, the reductions it triggers
    are replayed on a copy of the state stack until it is shifted (accepted) or refused. This is
    what Lark's ``InteractiveParser.accepts`` computes, without copying the lexer or the values.
    None when the exception kept no parser state. Cached per state stack."""
    stack = getattr(parser_state, "state_stack", None)
    conf = getattr(parser_state, "parse_conf", None)
    if not stack or conf is None:
        return None
    return set(_accepts_on_stack(conf.parse_table, tuple(stack), conf.end_state))


@functools.lru_cache(maxsize=16384)
def _accepts_on_stack(table: Any, stack: tuple[int, ...], end_state: int) -> frozenset[str]:
    states = table.states
    accepted = set()
    for term, (action, arg) in states[stack[-1]].items():
        if not term.isupper():
            continue
        if action is Shift:
            accepted.add(term)
            continue
        sim = list(stack)
        while True:
            size = len(arg.expansion)
            if size:
                del sim[-size:]
            goto = states[sim[-1]].get(arg.origin.name)
            if goto is None:
                break
            sim.append(goto[1])
            if sim[-1] == end_state:
                accepted.add(term)
                break
            step = states[sim[-1]].get(term)
            if step is None:
                break
            action, arg = step
            if action is Shift:
                accepted.add(term)
                break
    return frozenset(accepted)


#: Terminals that only follow some keywords (terminal -> the keyword ids it follows): the parser
#: accepts them after any keyword word, an error lists them only after those keywords.
#: ``PROT_FROM`` follows a quality keyword ("Protection from") and a keyword whose entry of
#: kb/keywords.yaml names a quality variant ("Hexproof from", CR 702.11d).
_KEYWORD_ONLY_TERMINALS: dict[str, Callable[[], frozenset[str]]] = {
    "GIFT_KIND": lambda: frozenset({"gift"}),
    "PROT_FROM": lambda: frozenset(
        kid
        for kid, entry in keyword_table().items()
        if entry.get("parameter") == "quality" or entry.get("quality_rule")
    ),
}


def _after_keyword(accepts: set[str] | None, before: str, lang: str) -> set[str] | None:
    """``accepts`` without the parameter of a keyword (``GIFT_KIND``: "a card", "a Food";
    ``PROT_FROM``: "from") when the text ``before`` the error does not end with a keyword it
    follows ("Flying 🐉" expects no gift and no "from"; "Gift 🐉" expects a gift)."""
    if not accepts or not any(t in accepts for t in _KEYWORD_ONLY_TERMINALS):
        return accepts
    keywords = load_lexicon(lang).keywords
    said = " ".join(before.lower().split())
    return {
        t
        for t in accepts
        if t not in _KEYWORD_ONLY_TERMINALS
        or any(
            re.search(rf"(?:^|\W){re.escape(f.lower())}$", said)
            for kid in _KEYWORD_ONLY_TERMINALS[t]()
            for f in keywords.get(kid, [])
        )
    }


def _make_error(
    exc: UnexpectedInput,
    line_text: str,
    line_no: int,
    col_offset: int,
    lang: str,
    parser: Lark,
    full_line: str,
    start: str = "ability_line",
) -> ParseError:
    """Turn a Lark error into a :class:`ParseError` placed in ``full_line``. The expected words
    come from the parser state kept by the exception (no replay of the text)."""
    exc = resolve_error(exc)
    column = (getattr(exc, "column", 1) or 1) + col_offset
    if isinstance(exc, UnexpectedEOF):
        word = "end of text"
        column = len(line_text) + 1 + col_offset
        expected = _expected_names(exc.expected, parser, lang)
    elif isinstance(exc, UnexpectedToken):
        word = str(exc.token) if exc.token.type != "$END" else "end of text"
        if exc.token.type == "QUOTED_ABILITY":  # the quoted text it stands for (cardtext)
            m = re.match(
                r'"[^"]*"|\u201c[^\u201d]*\u201d', line_text[max(column - col_offset - 1, 0) :]
            )
            word = m.group(0)[1:-1] if m else word
        if exc.token.type == "$END":
            column = len(line_text) + 1 + col_offset
        before = line_text[: max(column - col_offset - 1, 0)]
        accepts = _after_keyword(_accepted_terminals(exc.state), before, lang)
        expected = _expected_names(accepts or exc.expected, parser, lang)
    else:  # UnexpectedCharacters
        assert isinstance(exc, UnexpectedCharacters)
        rest = line_text[max(column - col_offset - 1, 0) :]
        m = re.match(r"[\w'+\-/{}]+|\S", rest)
        word = m.group(0) if m else rest[:1]
        before = line_text[: max(column - col_offset - 1, 0)]
        accepts = _after_keyword(_accepted_terminals(exc.state), before, lang)
        if accepts and exc.pos_in_stream < len(line_text.rstrip()):
            accepts.discard("$END")
        expected = _expected_names(accepts or exc.allowed or [], parser, lang)
    context = _context(full_line, column)
    return ParseError(
        line=line_no, column=column, word=word, expected=expected, context=context, lang=lang
    )


# --------------------------------------------------------------------------- helpers on ASTs


def _replaced_fields(node: Any, changes: dict[str, Any]) -> Any:
    """``dataclasses.replace(node, **changes)`` for an AST node, by copying its fields (see
    :func:`_replaced`)."""
    new = object.__new__(type(node))
    new.__dict__.update(node.__dict__)
    new.__dict__.update(changes)
    return new


def _replaced(node: Any, name: str, value: Any) -> Any:
    """``dataclasses.replace(node, **{name: value})`` for an AST node or a Source (frozen
    dataclasses whose instances keep their fields in ``__dict__``; the one ``__post_init__``,
    ObjectRef's, gives a copy the values it has): the same node, made by copying the fields
    instead of calling ``__init__`` (a third of the time: every ability of a parsed line gets
    its source so)."""
    new = object.__new__(type(node))
    new.__dict__.update(node.__dict__)
    object.__setattr__(new, name, value)
    return new


#: the fields of a node class that may hold a node or a tuple of them (text, numbers, flags and
#: word tuples hold none: neither :func:`_replace` nor :func:`_reference_facts` finds anything
#: in them)
_child_fields = A._node_fields


def _replace(node: Any, fn: Any, skip: tuple[str, ...] = ()) -> Any:
    """Rebuild ``node`` bottom-up, applying ``fn`` to every node; unchanged subtrees are kept
    (identity), so a no-op rewrite costs one walk and no allocation. Fields named in ``skip``
    are not entered."""
    if isinstance(node, tuple):
        items = [_replace(x, fn, skip) for x in node]
        if all(a is b for a, b in zip(items, node, strict=True)):
            return node
        return tuple(items)
    if not isinstance(node, A.Node):
        return node
    changes = {}
    for name in _child_fields(type(node)):
        value = getattr(node, name)
        if value is None or isinstance(value, (str, int)) or name in skip:
            continue
        new = _replace(value, fn, skip)
        if new is not value:
            changes[name] = new
    if changes:
        node = _replaced_fields(node, changes)
    return fn(node)


def _finds(node: Any, test: Any, skip: tuple[str, ...] = ()) -> bool:
    """Whether ``test`` holds of some node :func:`_replace` would hand its ``fn`` (the same
    nodes, entered through the same fields, in the same order): a check that only looks, not a
    rewrite, stops at the first node found and rebuilds nothing."""
    if isinstance(node, tuple):
        return any(_finds(x, test, skip) for x in node)
    if not isinstance(node, A.Node):
        return False
    for name in _child_fields(type(node)):
        value = getattr(node, name)
        if value is None or isinstance(value, (str, int)) or name in skip:
            continue
        if _finds(value, test, skip):
            return True
    return bool(test(node))


def substitute(node: Any, values: dict[str, Any]) -> Any:
    """Replace ``Variable(name)`` by ``values[name]`` everywhere (a cost among the components of
    a Cost is spliced in: "[Cost], Discard this card" becomes {2} and the discard)."""

    def fn(n: Any) -> Any:
        if isinstance(n, A.Variable) and n.name in values:
            return values[n.name]
        if isinstance(n, A.Product) and n.factor == 1:  # "1 +1/+1 counter for each": the count
            return n.amount
        if isinstance(n, A.ObjectRef) and any(_FILTER_VAR_RE.match(w) for w in n.filter):
            # a comparison in a filter word ("mana_value<=N", soulshift CR 702.46a)
            return dataclasses.replace(n, filter=tuple(_filter_value(w, values) for w in n.filter))
        if isinstance(n, A.Cost) and any(isinstance(c, A.Cost) for c in n.components):
            # "[Cost], Discard this card" with [cost] = {2}: one cost of the parts in order
            parts = tuple(
                p for c in n.components for p in (c.components if isinstance(c, A.Cost) else (c,))
            )
            return A.Cost(components=parts)
        return n

    return _replace(node, fn)


#: a filter word comparing a characteristic with a variable ("mana_value<=N")
_FILTER_VAR_RE = re.compile(r"^(\w+(?:<=|>=|<|>|=))([A-Z])$")


def _filter_value(word: str, values: dict[str, Any]) -> str:
    m = _FILTER_VAR_RE.match(word)
    if m and isinstance(values.get(m.group(2)), int) and not isinstance(values[m.group(2)], bool):
        return f"{m.group(1)}{values[m.group(2)]}"
    return word


def resolve_references(ability: Any) -> Any:
    """Resolve "it" to this object when the ability names no other object (CR 109.5 style
    self-reference), and elided counters ("When the last is removed") to the counter the ability
    or the previous one removes. An "it" after an instruction that creates one token is that
    token ("create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to
    it", CR 702.92a; "create a 1/1 token. It gains haste"; German "Sie" after several tokens,
    "they"): ``kind="that"``, as "that token"."""
    ability = _them_is_self(ability)
    if any(isinstance(n, A.TriggeredAbility) and n.condition is not None for n in ability.walk()):
        ability = _replace(ability, _condition_it_is_trigger_subject)
    # one pass over the nodes: "it" and other objects named, a token created in a sequence
    found = [False, False, False, False]
    _reference_facts(ability, found, True)
    if found[0]:
        ability = _replace(ability, _created_token_pronoun)
    if found[2]:  # another object named
        if _triggered_on_another_object(ability) and any(
            n == IT or n == THAT for n in ability.walk()
        ):
            ability = _replace(ability, _it_after_this_one)
        return ability
    if found[3] and _only_static(ability):
        # "it" said with a quality in a static ability ("~ has defender as long as it's a
        # Wall", Mistform Wall: the condition "it's a Wall" is an "it" with the filter "wall"):
        # this object with it. Not after an instruction: "Mill a card. If it's an instant
        # card, ..." (French "Si c'est une carte d'éphémère", Aberrant Researcher) is the card
        # milled, an object no node names
        ability = _replace(ability, _self_with_quality)
    if not found[1]:  # no "it"
        return ability
    return _replace(ability, lambda n: SELF if n == IT else n)


def _triggered_on_another_object(ability: Any) -> bool:
    """Whether ``ability`` is a triggered ability whose trigger event is another object's
    ("Whenever you cast your third spell each turn", "When another creature enters the
    battlefield"): its "it" alone is that object (CR 603.2)."""
    if not isinstance(ability, A.TriggeredAbility):
        return False
    trig = ability.trigger
    triggers = trig.triggers if isinstance(trig, A.AnyTrigger) else (trig,)
    return any(
        isinstance(t, A.EventTrigger) and isinstance(t.object, A.ObjectRef) and t.object != SELF
        for t in triggers
    )


#: instructions that move an object to another zone (CR 400.7: it becomes a new object there)
_ZONE_MOVES = (
    A.Exile,
    A.Sacrifice,
    A.Destroy,
    A.ReturnToHand,
    A.PutIntoLibrary,
    A.PutIntoGraveyard,
    A.PutOntoBattlefield,
)


def _it_after_this_one(node: Any) -> Any:
    """In a triggered ability on another object (:func:`_triggered_on_another_object`), "it"
    in a step said after a step that names this object and no other is this object, as the
    sentence reads: "Whenever you cast your third spell each turn, put a +1/+1 counter on
    Captain Ripley Vance, then it deals damage equal to its power to any target" (German "Dann
    fügt sie ...", French "puis elle inflige ..."), "put two +1/+1 counters on Bloodsky
    Berserker. It gains menace until end of turn", "put a depletion counter on Decree of
    Silence. If there are three or more depletion counters on Decree of Silence, sacrifice it"
    (else "it" would be the spell cast, CR 603.2). Not in a delayed trigger ("exile Hikari.
    If you do, return it ... at the beginning of the next end step": the card exiled, CR
    400.7), nor in a sequence that moves this object to another zone ("sacrifice Mogg Bombers
    and it deals 3 damage", "exile ~, then return it to the battlefield": the card it became),
    nor after a step that names or creates another object."""
    if not isinstance(node, A.Sequence):
        return node
    last: str | None = None  # what the latest step naming an object named: "self" or "other"
    effects: list[Any] = []
    for step in node.effects:
        walked = list(step.walk())
        if any(isinstance(n, _ZONE_MOVES) and getattr(n, "object", None) == SELF for n in walked):
            return node  # this object moved: "it" after is the card it became (CR 400.7)
        if last == "self" and not any(isinstance(n, A.DelayedTrigger) for n in walked):
            step = _replace(step, lambda n: SELF if n in (IT, THAT) else n, skip=("abilities",))
            walked = list(step.walk())
        last = _names_last(step) or last
        effects.append(step)
    if all(a is b for a, b in zip(effects, node.effects, strict=True)):
        return node
    return dataclasses.replace(node, effects=tuple(effects))


def _names_last(step: Any) -> str | None:
    """What the last instruction of ``step`` that names an object names (for
    :func:`_it_after_this_one`): "self" (this object and no other), "other" (another object, or
    a token it creates), None (no object: "you gain 2 life"); a sequence of steps by its last
    step naming one ("counter that spell and put a depletion counter on ~": "self")."""
    if isinstance(step, A.Sequence):
        return next((n for n in map(_names_last, reversed(step.effects)) if n), None)
    walked = list(step.walk())
    refs = [n for n in walked if isinstance(n, A.ObjectRef) and n not in (IT, THAT)]
    if any(n != SELF for n in refs) or any(isinstance(n, A.CreateToken) for n in walked):
        return "other"
    return "self" if refs else None


def _condition_it_is_trigger_subject(ability: Any) -> Any:
    """In a triggered ability on this object whose trigger names no other object, "it" in the
    intervening "if" (CR 603.4: said between the trigger and the effect) is this object, also
    when the effect names another one: "Whenever ~ attacks, if it's renowned, other attacking
    creatures you control get +1/+1 until end of turn" (Consul's Lieutenant; German "falls er
    ruhmvoll ist")."""
    if not isinstance(ability, A.TriggeredAbility) or ability.condition is None:
        return ability
    trig = ability.trigger
    triggers = trig.triggers if isinstance(trig, A.AnyTrigger) else (trig,)
    if not all(isinstance(t, A.EventTrigger) and t.object == SELF for t in triggers):
        return ability
    if any(isinstance(n, A.ObjectRef) and n != SELF for t in triggers for n in t.walk()):
        return ability
    condition = _replace(ability.condition, lambda n: SELF if n == IT else _self_with_quality(n))
    if condition == ability.condition:
        return ability
    return dataclasses.replace(ability, condition=condition)


def _only_static(ability: Any) -> bool:
    """Whether ``ability`` is a static ability that holds no ability doing something (triggered,
    activated, delayed or a spell's): its "it" can be no object an instruction makes."""
    return isinstance(ability, A.StaticEffect) and not any(
        isinstance(n, (A.TriggeredAbility, A.ActivatedAbility, A.SpellAbility, A.DelayedTrigger))
        for n in ability.walk()
    )


def _self_with_quality(node: Any) -> Any:
    """An "it" with a quality and nothing else (:func:`_it_with_quality`): this object with
    that quality, as "as long as ~ is a Wall" reads."""
    if _it_with_quality(node):
        return A.ObjectRef(kind="self", filter=node.filter)
    return node


def _it_with_quality(node: Any) -> bool:
    """Whether ``node`` is "it" said with a quality ("it's a Wall", "it's untapped"): a plain
    :class:`~rulesparser.ast.ObjectRef` of kind ``it`` with a filter and no count."""
    return (
        type(node) is A.ObjectRef
        and node.kind == "it"
        and bool(node.filter)
        and node.count is None
        and not node.up_to
    )


_THEM = A.ObjectRef(kind="that")


def _them_is_self(ability: Any) -> Any:
    """In a trigger on this object, "them" (French "mettez un marqueur +1/+1 sur eux" of "les
    Héritiers de Stromkirk", a plural name) is this object when the ability names no other
    object: the English "it" (CR 109.5: the object the trigger is on)."""
    trig = getattr(ability, "trigger", None)
    triggers = trig.triggers if isinstance(trig, A.AnyTrigger) else (trig,)
    if not (
        isinstance(ability, A.TriggeredAbility)
        and all(isinstance(t, A.EventTrigger) and t.object == SELF for t in triggers)
    ):
        return ability
    found = [False, False, False, False]
    as_it = _replace(ability, lambda n: IT if n == _THEM else n)
    if as_it == ability:
        return ability
    _reference_facts(as_it, found, True)
    return ability if found[2] else as_it


def _reference_facts(node: Any, found: list[bool], walked: bool) -> None:
    """Over the nodes :func:`_replace` visits: ``found[0]`` when one is a sequence with a token
    created among its steps (else :func:`_created_token_pronoun` changes none), ``found[1]``
    when one is "it" (else replacing it changes none: most abilities have neither, and are then
    not rebuilt twice for nothing); ``found[2]`` when one of those ``Node.walk`` yields
    (``walked``: not in a tuple inside a tuple) is an object other than this one or "it";
    ``found[3]`` when one of those is "it" with a quality (:func:`_it_with_quality`)."""
    if isinstance(node, tuple):
        for x in node:
            _reference_facts(x, found, False)
        return
    if not isinstance(node, A.Node):
        return
    if isinstance(node, A.Keyword):
        # a keyword's CR expansion (its own abilities, CR 702) is not what the sentence names
        walked = False
    for name in _child_fields(type(node)):
        value = getattr(node, name)
        if value is None or isinstance(value, (str, int)):
            continue
        if isinstance(value, tuple):
            for x in value:
                _reference_facts(x, found, walked)  # a tuple in it: x is a tuple, not walked
        else:
            _reference_facts(value, found, walked)
    if isinstance(node, A.ObjectRef):
        if walked and node.kind not in ("self", "it"):
            found[2] = True
        if type(node) is A.ObjectRef and node == IT:  # (a subclass's node never equals IT)
            found[1] = True
        elif walked and _it_with_quality(node):
            found[3] = True
    elif isinstance(node, A.Sequence) and any(isinstance(e, A.CreateToken) for e in node.effects):
        found[0] = True
    elif walked and isinstance(node, A.LookAtTop):
        # the card looked at is named ("Look at the top card of your library. You may put it
        # into your graveyard.": "it" is that card, CR 401.2)
        found[2] = True


def _created_token_pronoun(node: Any) -> Any:
    """In a sequence of instructions, "it" after the creation of one token is that token."""
    if not isinstance(node, A.Sequence):
        return node
    effects: list[Any] = []
    created = False
    for effect in node.effects:
        if created:
            # (not inside the abilities granted there: their "it" is the object that has them,
            # "They have 'When this creature dies, it deals 1 damage ...'")
            effect = _replace(effect, lambda n: THAT if n == IT else n, skip=("abilities",))
        effects.append(effect)
        if isinstance(effect, A.CreateToken):
            # (after two or more tokens the pronoun is plural: German "Sie haben ..." after
            # "Bringe zwei ... Spielsteine ins Spiel", which English says "They have ...")
            created = True
    if all(a is b for a, b in zip(effects, node.effects, strict=True)):
        return node
    return dataclasses.replace(node, effects=tuple(effects))


#: "that token": the object an earlier instruction of the ability created
THAT = A.ObjectRef(kind="that")


def _resolve_elided_counters(abilities: list[Any]) -> list[Any]:
    last_counter: str | None = None
    out = []
    for ab in abilities:
        for n in ab.walk():
            if isinstance(n, (A.RemoveCounters, A.PutCounters)) and n.counter:
                last_counter = n.counter

        def fn(n: Any, counter: str | None = last_counter) -> Any:
            if isinstance(n, A.EventTrigger) and n.last and not n.counter and counter:
                return dataclasses.replace(n, counter=counter)
            return n

        out.append(_replace(ab, fn))
    return out


def _flatten(items: list[Any]) -> list[Any]:
    out: list[Any] = []
    for it in items:
        if isinstance(it, tuple) and len(it) == 2 and it[0] == "many":
            out.extend(it[1])
        elif isinstance(it, tuple) and len(it) == 2 and it[0] == "then":
            # a free-standing follow-up sentence ("It has haste.") continues the previous ability
            if out and isinstance(out[-1], A.TriggeredAbility):
                prev = out[-1]
                eff = prev.effect
                effects = eff.effects if isinstance(eff, A.Sequence) else (eff,)
                out[-1] = dataclasses.replace(prev, effect=A.Sequence(effects=effects + (it[1],)))
            else:
                out.append(it[1])
        else:
            out.append(it)
    return out


# --------------------------------------------------------------------------- parse tree -> AST


class _Transformer(BaseTransformer):
    """Language-neutral transformer plus the line-level rules."""

    def kw_plain(self, ch: list[Any]) -> tuple[str, Any]:
        return (self._word(ch[0]), None)

    def kw_num(self, ch: list[Any]) -> tuple[str, Any]:
        """ "Dredge 3" (a keyword with its number). A name the lexicon lists under
        ``keyword_names_unnumbered`` stands, printed with no number, for another keyword that
        has none (German "Ausgraben": dredge N, CR 702.52, and Future Sight's delve, CR 702.66)."""
        if len(ch) == 1:
            other = self.lex.unnumbered.get(_fold(str(ch[0])))
            if other is not None:
                return (other, None)
        return (self._word(ch[0]), ch[1] if len(ch) > 1 else None)

    def kw_cost(self, ch: list[Any]) -> Any:
        kid = self._word(ch[0])
        costs = [A.Cost(components=(c,)) for c in ch[1:] if isinstance(c, A.ManaCost)]
        if len(costs) > 1:
            return ("many", [(kid, c) for c in costs])
        note = next((c for c in ch if isinstance(c, tuple) and c[:1] == ("x_minimum",)), None)
        if note:  # "Kicker {X}. X can't be 0.": X and its minimum kept with the cost, as suspend's
            return (kid, {"N": A.Variable(name="X", minimum=note[1]), "cost": costs[0]})
        return (kid, costs[0])

    def kw_cost_choice(self, ch: list[Any]) -> tuple[str, Any]:
        """ "Cumulative upkeep {W} or {U}" (Coldsnap): a cost with a choice, one of the two mana
        costs paid (CR 702.24a: "If [cost] has choices associated with it, each choice is made
        separately for each age counter"): one :class:`~rulesparser.ast.ChoiceOf` component."""
        options = tuple(c for c in ch if isinstance(c, A.ManaCost))
        choice = A.ChoiceOf(player=A.PlayerRef(kind="you"), options=options)
        return (self._word(ch[0]), A.Cost(components=(choice,)))

    def kw_cost_implicit(self, ch: list[Any]) -> tuple[str, Any]:
        """A cost keyword printed without its cost: Urza-block "Echo" (CR 702.30b: the echo cost
        is the card's mana cost), kept as the variable ``mana_cost``. Only a keyword whose entry
        in kb/keywords.yaml says ``cost_may_be_omitted`` keeps it: any other ("Equip", "Kicker"
        alone) is refused once the line is read (:func:`_cost_left_out`), so that an error
        further in the line (its reminder) is the one reported."""
        return (self._word(ch[0]), A.Cost(components=(_OWN_MANA_COST,)))

    def kw_cost_action(self, ch: list[Any]) -> tuple[str, Any]:
        kid = self._word(ch[0])
        action = ch[1]
        return (kid, action if isinstance(action, A.Cost) else A.Cost(components=(action,)))

    def kw_quality(self, ch: list[Any]) -> tuple[str, Any]:
        """ "protection from black" (CR 702.16a): the parameter is the quality's canonical word."""
        kid = self._word(ch[0])
        qualities = [c for c in ch[1:] if isinstance(c, str) and not isinstance(c, Token)]
        if len(qualities) == 1:
            return (kid, A.Quality(value=qualities[0]))
        return ("many", [(kid, A.Quality(value=q)) for q in qualities])

    def kw_plain_quality(self, ch: list[Any]) -> tuple[str, Any]:
        """ "Hexproof from black", "hexproof from blue and from black" (CR 702.11d, 702.11f): a
        keyword that takes no parameter printed with a quality, for the keywords whose entry of
        kb/keywords.yaml names the rule of that variant (``quality_rule``); any other ("Flying
        from black") is refused."""
        kid = self._word(ch[0])
        if not (keyword_table().get(kid) or {}).get("quality_rule"):
            raise Unsure(f'"{ch[0]}" takes no quality', _token_span(ch[0]))
        return self.kw_quality(ch)

    def kw_cost_quality(self, ch: list[Any]) -> tuple[str, Any]:
        """ "Equip legendary creature {3}" (CR 702.6c): the quality words and the cost."""
        words = [
            self._word(c)
            for c in ch[1:]
            if isinstance(c, Token) and c.type in ("SUPERTYPE", "CARD_TYPE", "CREATURE_TYPE")
        ]
        order = {"SUPERTYPE": 0, "CREATURE_TYPE": 1, "CARD_TYPE": 2}  # "legendary Knight creature"
        kinds = [c.type for c in ch[1:] if isinstance(c, Token) and c.type in order]
        words = [w for _, w in sorted(zip(kinds, words, strict=True), key=lambda p: order[p[0]])]
        cost = A.Cost(components=(_first_of(ch, A.ManaCost),))
        return (self._word(ch[0]), A.QualityAndCost(quality=tuple(words), cost=cost))

    def kw_gift(self, ch: list[Any]) -> tuple[str, Any]:
        """ "Gift a card", "Gift a tapped Fish" (CR 702.174a): the parameter is the kind of gift,
        one of those CR 702.174d-i define ("card", "tapped_fish", "extra_turn"). The keyword's
        second ability depends on whether the card is a permanent (CR 702.174b): it stays
        unexpanded."""
        kid = self._word(ch[0])
        if kid != "gift":  # "Flying a card": no keyword but gift takes a gift
            raise Unsure(f'"{ch[0]}" takes nothing after it', _token_span(ch[0]))
        kind = re.sub(r"^an?\s+", "", str(ch[1]).lower())
        return (kid, A.Quality(value="_".join(kind.split())))

    def kw_cost_digits(self, ch: list[Any]) -> tuple[str, Any]:
        """Old printings write a generic cost as a bare number ("Umwandlung 2" for {2})."""
        return (self._word(ch[0]), A.Cost(components=(A.ManaCost(symbols=(str(ch[1]),)),)))

    def kw_cost_old(self, ch: list[Any]) -> tuple[str, Any]:
        """A mana cost in bare capital letters after a cost keyword, as printed until 1998
        ("Kumulative Versorgung: 1U" for {1}{U}, CR 107.4)."""
        word = str(ch[-1])
        generic = word.rstrip("WUBRG")
        symbols = ((generic,) if generic else ()) + tuple(word[len(generic) :])
        return (self._word(ch[0]), A.Cost(components=(A.ManaCost(symbols=symbols),)))

    def kw_suspend(self, ch: list[Any]) -> tuple[str, Any]:
        kid = self._word(ch[0])
        number = ch[1]
        cost = A.Cost(components=(_first_of(ch, A.ManaCost),))
        note = next((c for c in ch if isinstance(c, tuple) and c[:1] == ("x_minimum",)), None)
        if note and isinstance(number, A.Variable):
            number = A.Variable(name=number.name, minimum=note[1])
        return (kid, {"N": number, "cost": cost})

    def keyword_line(self, ch: list[Any]) -> list[Any]:
        items: list[Any] = []
        for c in ch:
            if isinstance(c, tuple) and c and c[0] == "many":
                items.extend(c[1])
            elif isinstance(c, tuple):
                items.append(c)
        return items

    def x_note(self, ch: list[Any]) -> tuple[str, int]:
        """ "X can't be 0": X is at least one more than the number printed."""
        numbers = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        return ("x_minimum", (numbers[-1] if numbers else 0) + 1)

    def ability_line(self, ch: list[Any]) -> list[Any]:
        return _flatten([c for c in ch if not isinstance(c, Token)])

    def reminder_ability(self, ch: list[Any]) -> Any:
        return ch[0]

    def reminder_body(self, ch: list[Any]) -> list[Any]:
        return _flatten(list(ch))

    def def_ability(self, ch: list[Any]) -> Any:
        return ch[0]

    def definition_abilities(self, ch: list[Any]) -> list[Any]:
        return _flatten(list(ch))

    def def_head_param(self, ch: list[Any]) -> tuple[str, str]:
        kid = self._word(ch[0])
        return (kid, "param")

    def def_head_plain(self, ch: list[Any]) -> tuple[str, str | None]:
        return (self._word(ch[0]), None)

    def definition_line(self, ch: list[Any]) -> tuple[tuple[str, Any], list[Any]]:
        return (ch[0], ch[1])


def _token_span(tok: Any) -> tuple[int, int] | None:
    """The (start, end) offsets of a Lark token in the text parsed, or None."""
    start, end = getattr(tok, "start_pos", None), getattr(tok, "end_pos", None)
    return (start, end) if isinstance(start, int) and isinstance(end, int) else None


def _first_of(ch: list[Any], cls: type) -> Any:
    for c in ch:
        if isinstance(c, cls):
            return c
    return None


def _bare(exc: BaseException) -> Any:
    """``exc`` without its traceback and the exception it was raised while handling: a failure
    kept in a list would otherwise hold the frames that hold the list (a reference cycle per
    failed reading, left for the garbage collector)."""
    exc.__traceback__ = exc.__context__ = exc.__cause__ = None
    return exc


class _Unexplained(Exception):
    """A parse failure whose ParseError (expected words: costly) is built only if reported."""

    def __init__(self, exc: UnexpectedInput, args: tuple[Any, ...]) -> None:
        super().__init__(type(exc).__name__)  # str(exc) replays the parser: never built here
        self.exc = _bare(exc)
        self.make_args = args

    @property
    def column(self) -> int:
        return (getattr(self.exc, "column", 1) or 1) + self.make_args[2]

    def explain(self) -> ParseError:
        text, line_no, col_offset, lang, full_line, start = self.make_args
        return _make_error(
            self.exc, text, line_no, col_offset, lang, _transforming_parser(lang), full_line, start
        )


class _SelfReferenceTooIfTied:
    """The failure reported for a line (``chosen``: the keyword reading where every reading
    stopped at the first word) whose error also names "a reference to this object" when another
    reading that stopped at the same column expected one: "Grizzly Bears deals 2 damage ..."
    without the card's name then says the name was a possible word there (CR 201.5), not only
    that a keyword was. Explained, like every failure, only when shown."""

    def __init__(self, chosen: Any, tied: list[Any]) -> None:
        self.chosen = chosen
        self.tied = tied

    @property
    def column(self) -> int:
        return self.chosen.column

    def explain(self) -> ParseError:
        err = self.chosen.explain()
        if err.reason or EXPECTED_SELF in err.expected:
            return err
        if not any(EXPECTED_SELF in t.explain().expected for t in self.tied):
            return err
        return ParseError(
            line=err.line,
            column=err.column,
            word=err.word,
            expected=[*err.expected, EXPECTED_SELF],
            context=err.context,
            lang=err.lang,
        )


def _run(
    lang: str,
    text: str,
    start: str,
    line_no: int = 1,
    col_offset: int = 0,
    full_line: str | None = None,
    explain: bool = True,
) -> Any:
    """Parse ``text`` from rule ``start`` and transform it; ``col_offset``/``full_line`` place
    errors in the whole line when ``text`` is a part of it (a reminder). With ``explain=False``
    a failure raises :class:`_Unexplained` (cheap) instead of :class:`ParseError`."""
    parser = _transforming_parser(lang)
    try:
        result = parse_text(parser, text, start)
    except UnexpectedInput as exc:
        # no local holds the failure: its traceback holds this frame (a reference cycle)
        args = (text, line_no, col_offset, lang, full_line or text, start)
        if not explain:
            raise _Unexplained(exc, args) from None
        raise _Unexplained(exc, args).explain() from None
    except Unsure as exc:  # a keyword read but refused (a cost keyword without its cost)
        start, end = exc.span or (0, len(text.split()[0]) if text.split() else 0)
        raise ParseError(
            line=line_no,
            column=col_offset + start + 1,
            word=text[start:end],
            expected=[],
            lang=lang,
            reason=f"not parsed: {exc}",
        ) from None
    except (
        VisitError,
        LookupError,
        TypeError,
        AttributeError,
        ValueError,
        StopIteration,
        AssertionError,
    ) as exc:
        # a lexicon/grammar mismatch or a transformer bug: report, never a traceback
        raise ParseError(
            line=line_no,
            column=col_offset + 1,
            word=text[:20],
            expected=[],
            lang=lang,
            reason=f"internal grammar error: {exc!r}",
        ) from None
    return result


@functools.cache
def _transforming_parser(lang: str) -> Lark:
    """The LALR parser of ``lang`` with the transformer applied while parsing (no parse tree is
    built: about a third faster). Rule callbacks only; the transformer keeps no per-parse state."""
    return _lark(lang, _Transformer(load_lexicon(lang)))


def prepare(langs: Iterable[str] | None = None) -> None:
    """Load the parsers of ``langs`` (default: every language on disk), the card-text grammar's
    too, and build their lexers completely, so that worker processes forked afterwards inherit
    them ready (otherwise each worker loads the tables and compiles the same regexes again)."""
    from rulesparser.cardtext import _parser as card_text_parser
    from rulesparser.cardtext import card_text_languages

    for lang in langs or available_languages():
        prepare_lexer(_transforming_parser(lang))
        if lang in card_text_languages():
            prepare_lexer(card_text_parser(lang))
    _stored_definitions()


# --------------------------------------------------------------------------- keyword definitions


@functools.cache
def parse_keyword_definition(
    text: str, lang: str = "en", rule: str | None = None
) -> A.KeywordDefinition:
    """Parse a CR keyword clause ("Vanishing N" means "...", CR 702) into a KeywordDefinition.

    ``text``: the clause (with or without its rule number prefix, e.g. "702.63a"). The abilities
    keep the parameter as ``Variable("N")`` / ``Variable("cost")``. Clauses saying several
    instances "each work separately" (702.63c) give ``instances="separate"`` and no abilities.
    Raises :class:`ParseError`."""
    line = normalize_line(text)
    m = re.match(r"^(\d{3}\.\d+[a-z]?)\.?\s+", line)
    if m:
        rule = rule or m.group(1)
        line = line[m.end() :]
    lex = load_lexicon(lang)
    for pattern, instances in _instance_patterns(lex):
        mm = pattern.search(line)
        if mm:
            kid = lex.reverse["KEYWORD"].get(" ".join(mm.group("kw").lower().split()))
            if kid:
                return A.KeywordDefinition(
                    keyword=kid,
                    rule=rule,
                    instances=instances,
                    source=A.Source(lang=lang, text=text),
                )
    # "Vanishing is a keyword that represents three abilities. "Vanishing N" means ..."
    line = re.sub(r"\s*\([^()]*\)\s*$", "", line)  # a trailing cross-reference "(See rule 708 ...)"
    idx = _means_start(line, lex)
    last_quote = line.rfind('"')
    if last_quote > idx and line.count('"', idx) >= 2:
        line = line[: last_quote + 1]  # commentary after the quoted definition is not part of it
    (kid, variable), abilities = _run(lang, line[idx:], "definition_line", col_offset=idx)
    abilities = [resolve_references(a) for a in abilities]
    var_name = None
    if variable:
        entry = keyword_table().get(kid, {})
        var_name = {"number": "N", "cost": "cost", "suspend": "N,cost"}.get(
            entry.get("parameter", ""), "N"
        )
    return A.KeywordDefinition(
        keyword=kid,
        rule=rule,
        variable=var_name,
        abilities=tuple(abilities),
        source=A.Source(lang=lang, text=text),
    )


def _instance_patterns(lex: Lexicon) -> list[tuple[re.Pattern[str], str]]:
    out = []
    for item in lex.classes.get("INSTANCES_CLAUSE", {}).items():
        instances, patterns = item
        for p in patterns:
            out.append((re.compile(p, re.I), instances))
    return out


def _means_start(line: str, lex: Lexicon) -> int:
    """Skip a leading "X is a keyword that represents N abilities." sentence, if any."""
    names = sorted((n for ns in lex.keywords.values() for n in ns), key=len, reverse=True)
    verbs = [v for vs in lex.classes.get("MEANS_VERB", {}).values() for v in vs]
    if not verbs:
        return 0
    pat = re.compile(
        r'"?\s*(?:'
        + "|".join(re.escape(n) for n in names)
        + r")\b[^.\"]{0,40}\"?\s*(?:"
        + "|".join(re.escape(v) for v in verbs)
        + r")\b",
        re.I,
    )
    m = pat.search(line)
    return m.start() if m else 0


@functools.cache
def _definition(kid: str, with_parameter: bool) -> tuple[A.Node, ...] | None:
    """The abilities of keyword ``kid``'s CR definition, with or without its parameter (None:
    none the grammar reads), as :func:`_read_definition` reads them, from the definitions
    stored on disk (:mod:`rulesparser.stored_definitions`: the English grammars are then not
    loaded for a French or German parse). Raises ``RulesparserError`` for an unknown keyword."""
    table = _stored_definitions()
    if (kid, with_parameter) in table:
        return table[(kid, with_parameter)]
    return _read_definition(kid, with_parameter)


#: the stored definitions (:func:`_stored_definitions`); an empty table while they are read
_DEFINITIONS: list[dict[tuple[str, bool], Any] | None] = [None]


def _stored_definitions() -> dict[tuple[str, bool], Any]:
    """Every keyword definition of the keyword table, read once per machine
    (:func:`rulesparser.stored_definitions.stored`). While they are read, a definition that
    names another keyword reads that one in the process (the table is empty until then)."""
    table = _DEFINITIONS[0]
    if table is None:
        from rulesparser.stored_definitions import stored

        _DEFINITIONS[0] = {}
        try:
            table = _DEFINITIONS[0] = stored(list(keyword_table()), _read_definition)
        except BaseException:
            _DEFINITIONS[0] = None
            raise
    return table


def _read_definition(kid: str, with_parameter: bool) -> tuple[A.Node, ...] | None:
    """The abilities of keyword ``kid``'s CR definition read by the English grammars
    (kb/keywords.yaml's ``definition``, else its CR "means" text, else its game rules)."""
    entry = keyword_table().get(kid)
    if entry is None:
        raise RulesparserError(f"unknown keyword {kid!r}")
    key = "definition" if with_parameter else "definition_without_parameter"
    text = entry.get(key) or (entry.get("definition") if not with_parameter else None)
    if not text:
        if entry.get("action"):
            return None
        abilities = _means_abilities(entry.get("cr_means"))
        if abilities is None and entry.get("game_rules"):
            # a static ability changing the game's rules (lifelink, CR 702.15b): one static
            # ability naming each rule of kb/keywords.yaml's game_rules
            abilities = tuple(A.StaticAbility(rule=f"cr:{r}") for r in entry["game_rules"])
        return abilities
    return parse_keyword_definition(text, "en", entry.get("rule")).abilities


#: what a "means" sentence may hold besides its quoted clauses: the keyword, its parameter, the
#: quotes' joining words and a final cross-reference in parentheses
_MEANS_RE = re.compile(
    r'^(?:"[^"]*"(?: on an? [a-z]+)?|[\w\-!\[\] ]{1,40}) means ((?:"[^"]*"(?:,| and|,? and|\.)?\s*)+)'
)


@functools.cache
def _means_abilities(means: str | None) -> tuple[A.Node, ...] | None:
    """The abilities of a CR "means" text (kb/keyword_means.yaml) read by the card-text pipeline,
    one per quoted clause ("Afterlife N" means "When this permanent dies, create N 1/1 ...":
    a triggered ability with ``Variable("N")``). None (the keyword then expands to one static
    ability) unless every quoted clause parses, in English, into abilities: a clause holding a
    placeholder other than N ("[cost]", "[Ability]") or that the grammar does not read keeps the
    keyword unexpanded rather than guessed."""
    if not means or means in _MEANS_IN_PROGRESS:
        return None  # a clause naming its own keyword ("a token with persist") reads it as one
    _MEANS_IN_PROGRESS.add(means)
    try:
        return _read_means(means)
    finally:
        _MEANS_IN_PROGRESS.discard(means)


_MEANS_IN_PROGRESS: set[str] = set()


def _read_means(means: str) -> tuple[A.Node, ...] | None:
    return means_reading(means)[0]


def means_reading(means: str) -> tuple[tuple[A.Node, ...] | None, str | None]:
    """Read a CR "means" text (kb/keyword_means.yaml) into abilities: ``(abilities, None)``, or
    ``(None, why)`` with why the text is not read (the first clause the grammar does not read,
    with its error; a placeholder it cannot bind). Used by :func:`_means_abilities` and by
    benchmarks/keyword_expansion.py."""
    m = _MEANS_RE.match(means)
    if m:
        clauses = re.findall(r'"([^"]*)"', m.group(1))
    else:
        clauses = _definitional_clauses(means)
        if clauses is None:
            return None, "not a list of quoted clauses nor a rule on an object with the keyword"
    if not clauses:
        return None, "no quoted clause"
    out: list[A.Node] = []
    for clause in clauses:
        clause = clause.strip().rstrip(",")
        # "[cost]" is the keyword's cost parameter (the card-text grammar reads it); any other
        # placeholder ("[Effect]", "[Ability]", "[quality]") and a quoted ability inside the
        # clause are not read: the keyword stays unexpanded rather than guessed
        if "\u2018" in clause:
            # a quoted ability the clause grants ("it has haste and ‘When this permanent is
            # put into a graveyard from the battlefield, draw a card.'", blitz CR 702.152a): the
            # CR opens it with ‘ and closes it at the clause's end; read as the card-text
            # grammar reads a quoted ability. Any other place of the quote is not read
            quoted = _INNER_QUOTE_RE.match(clause)
            if quoted is None:
                return None, f"quoted ability inside: {clause}"
            clause = f'{quoted.group("head")}"{quoted.group("ability")}"'
        template = _ACTIVATED_TEMPLATE_RE.match(clause)
        if template:
            # "[Cost]: [Effect]. Activate only if this creature attacked this turn and only once
            # each turn." (boast, CR 702.142a): the printed activated ability under the
            # restrictions the clause adds (CR 602.5b)
            ability, why = _activation_template(template.group("limit"))
            if ability is None:
                return None, f"{clause} -- {why}"
            out.append(ability)
            continue
        other = re.search(r"\[(?!cost\])[^\]]*\]", clause, re.I)
        if other:
            return None, f"placeholder {other.group()} in: {clause}"
        text = clause if clause.endswith(".") else clause + "."
        try:
            nodes = _parse_line_cached(text, "en", 1, None)
        except (ParseError, _LineFailed) as failed:
            err = failed.error() if isinstance(failed, _LineFailed) else failed
            nodes = _standing_abilities(text)
            if nodes is None:
                return None, f"{clause} -- {err.message}"
        if not nodes or not all(
            isinstance(n, A.Ability) and not n.findings and not isinstance(n, A.ReminderText)
            for n in nodes
        ):
            kinds = ", ".join(type(n).__name__ for n in nodes)
            return None, f"{clause} -- read as {kinds or 'nothing'}, not abilities"
        if any(_self_attachment(n) for n in nodes):
            return None, f"{clause} -- attaches an object to itself (CR 301.5c)"
        out.extend(_replace(n, _without_source) for n in nodes)
    return tuple(out), None


#: a "means" clause ending in the quoted ability it grants, opened with ‘ and closed with the
#: apostrophe at the clause's end (the CR's text: "... it has haste and ‘When ..., draw a card.'")
_INNER_QUOTE_RE = re.compile(r"^(?P<head>[^\u2018]+)\u2018(?P<ability>[^\u2018]+\.)'$")

#: a "means" clause that is the keyword's printed activated ability with restrictions added
#: ("[Cost]: [Effect]. Activate only if this creature attacked this turn and only once each
#: turn.", boast CR 702.142a)
_ACTIVATED_TEMPLATE_RE = re.compile(r"^\[Cost\]: \[Effect\]\.\s+(?P<limit>.+)$", re.I)


@functools.cache
def _activation_template(limit: str) -> tuple[A.Node | None, str | None]:
    """The activated ability "[Cost]: [Effect]. [limit]" with ``Variable("cost")`` and
    ``Variable("effect")`` for the printed cost and effect, and the restrictions ``limit`` says
    (CR 602.5b), read by the card-text grammar after a stand-in ability ("{1}: Draw a card.")
    whose cost and effect are then replaced; ``(None, why)`` when the limit is not read."""
    text = "{1}: Draw a card. " + (limit if limit.endswith(".") else limit + ".")
    try:
        nodes = _parse_line_cached(text, "en", 1, None)
    except (ParseError, _LineFailed) as failed:
        err = failed.error() if isinstance(failed, _LineFailed) else failed
        return None, err.message
    if len(nodes) != 1 or type(nodes[0]) is not A.RestrictedActivatedAbility:
        return None, "the restriction is not read as one of an activated ability"
    ability = dataclasses.replace(
        nodes[0],
        cost=A.Variable(name="cost"),
        effect=A.Variable(name="effect"),
        source=None,
        findings=(),
    )
    return ability, None


def _keyword_activated_ability(
    line: str, lang: str, line_no: int, lex: Lexicon, failures: list[Any]
) -> A.Keyword | None:
    """A keyword printed before a dash and an activated ability ("Boast — {1}{W}: Untap ~.",
    French "Vantardise — ...", German "Prahlen — ...": CR 702.142a "Boast — [Cost]: [Effect]"
    means "[Cost]: [Effect]. Activate only if this creature attacked this turn and only once
    each turn."): the keyword, whose ability is the printed one under the restrictions its
    "means" clause adds. None unless the word is such a keyword and the rest reads as one
    activated ability whose own restrictions do not clash with the keyword's (a failure of the
    rest is added to ``failures``)."""
    m = _ABILITY_WORD_RE.match(line)
    if m is None:
        return None
    kid = lex.reverse["KEYWORD"].get(" ".join(m.group(1).lower().split()))
    template = _keyword_template(kid) if kid else None
    if template is None:
        return None
    nodes = _card_text(line[m.end() :], lang, line_no, failures, m.end())
    if nodes is None or len(nodes) != 1:
        return None
    (printed,) = nodes
    if type(printed) not in (A.ActivatedAbility, A.RestrictedActivatedAbility):
        return None
    merged: dict[str, Any] = {"cost": printed.cost, "effect": printed.effect}
    if printed.timing == "once_each_turn":  # "Activate only once each turn." alone
        printed = A.RestrictedActivatedAbility(
            cost=printed.cost, effect=printed.effect, max_per_turn=1
        )
    for f in dataclasses.fields(template):
        if f.name in ("cost", "effect", "source", "findings"):
            continue
        mine, theirs = getattr(template, f.name), getattr(printed, f.name, None)
        if theirs in (None, False):
            continue
        if mine not in (None, False):
            return None  # two restrictions of one kind: not read
        merged[f.name] = theirs
    ability = resolve_references(dataclasses.replace(template, **merged))
    return A.Keyword(name=kid, parameter=None, abilities=(ability,))


def _keyword_action_cost(
    line: str, lang: str, line_no: int, lex: Lexicon, failures: list[Any]
) -> A.Keyword | None:
    """A keyword with a cost printed before a dash and an instruction ("Cumulative upkeep—Draw
    a card.", "Cumulative upkeep—An opponent gains 1 life.", French "Entretien cumulatif — Un
    adversaire gagne 1 point de vie."): any action may be a cost (CR 118.1), here the keyword's
    cost, as "Cumulative upkeep—Pay 2 life." (CR 702.24a) is read by the keyword grammar. None
    unless the word is a keyword with a cost and the rest reads as one instruction of a spell
    ability, with no target, condition or choice of its own (a failure of the rest is added
    to ``failures``)."""
    m = _ABILITY_WORD_RE.match(line)
    if m is None:
        return None
    kid = lex.reverse["KEYWORD"].get(" ".join(m.group(1).lower().split()))
    entry = keyword_table().get(kid or "") or {}
    if entry.get("parameter") != "cost" or entry.get("action"):
        return None
    nodes = _card_text(line[m.end() :], lang, line_no, failures, m.end())
    if nodes is None or len(nodes) != 1 or type(nodes[0]) is not A.SpellAbility:
        return None
    effect = resolve_references(nodes[0]).effect
    if isinstance(effect, (A.Sequence, A.Conditional, A.OptionalEffect)) or any(
        isinstance(n, A.ObjectRef) and n.kind == "target" for n in effect.walk()
    ):
        return None  # (a cost has no targets, CR 601.2c, 602.2b)
    cost = A.Cost(components=(_replace(effect, _without_source),))
    return A.Keyword(name=kid, parameter=cost, abilities=keyword_expansion(kid, cost))


@functools.cache
def _keyword_template(kid: str) -> A.Node | None:
    """The activated-ability template of a keyword whose "means" text is its printed activated
    ability with restrictions (:func:`_activation_template`), else None."""
    entry = keyword_table().get(kid) or {}
    if entry.get("definition") or entry.get("action"):
        return None
    # the keyword's definition read from its "means" text (:func:`_read_definition`), as
    # stored on disk: a French or German parse then loads no English grammar to read it
    abilities = _definition(kid, True)
    if not abilities or len(abilities) != 1:
        return None
    (ability,) = abilities
    if not (
        isinstance(ability, A.RestrictedActivatedAbility)
        and ability.cost == A.Variable(name="cost")
        and ability.effect == A.Variable(name="effect")
    ):
        return None
    return ability


def _standing_abilities(text: str) -> tuple[A.Node, ...] | None:
    """A quoted clause of several sentences that each state an ability of their own, as a card
    line holding several abilities is cut (:func:`_parse_run_on`; devour 702.82a: "As this object
    enters, you may sacrifice any number of creatures. This permanent enters with N +1/+1
    counters on it for each creature sacrificed this way.", two replacement effects, CR 614.1c).
    Only replacement effects and static abilities: a sentence after a triggered, activated or
    spell ability's effect may belong to that effect, so such a clause stays unread. None when
    the clause cannot be cut so."""
    nodes = _parse_run_on(text, "en", 1, None)
    if not nodes or not all(isinstance(n, (A.ReplacementEffect, A.StaticEffect)) for n in nodes):
        return None
    return tuple(nodes)


#: the object a definitional keyword rule speaks of ("a creature with flying", "creatures with
#: vigilance"): the noun, then the keyword's name
_HOLDER_RE = (
    r"\b(?:(?P<article>an?) (?P<one>{nouns})|(?P<many>{nouns})s) with (?:{names})(?![\w/-])"
)
_HOLDER_NOUNS = "creature|permanent|spell|source|object|card"


@functools.cache
def _holder_pattern() -> re.Pattern[str]:
    names = sorted((n for ns in load_lexicon("en").keywords.values() for n in ns), key=len)
    alts = "|".join(re.escape(n) for n in reversed(names))
    return re.compile(_HOLDER_RE.format(nouns=_HOLDER_NOUNS, names=alts), re.I)


def _definitional_clauses(text: str) -> list[str] | None:
    """The sentences of a keyword rule that defines the keyword by what an object with it does
    (kb/keyword_means.yaml for a section with no "means" text, e.g. CR 702.9b "A creature with
    flying can't be blocked except by creatures with flying and/or reach.") as the object's own
    abilities: in each sentence the first object "with [keyword]" is the object that has the
    keyword, "this [object]" ("This creature can't be blocked except by creatures with flying
    and/or reach.", 702.20b "Attacking doesn't cause this creature to tap."). A later mention
    ("creatures with flying") stays. None when no sentence names such an object."""
    pattern = _holder_pattern()
    sentences = [s.strip() for s in re.split(r"(?<=\.)\s+(?=[A-Z])", text.strip()) if s.strip()]
    if not any(pattern.search(s) for s in sentences):
        return None

    def this(m: re.Match[str]) -> str:
        word = "this " + (m.group("one") or m.group("many")).lower()
        first = m.group("article") or m.group("many") or ""
        return word[0].upper() + word[1:] if first[:1].isupper() else word

    return [
        _OTHERS_BLOCKED_BY_HOLDERS.sub(_holder_cant_block, pattern.sub(this, s, count=1))
        for s in sentences
    ]


#: the second half of a symmetric blocking rule, said of the objects without the keyword (CR
#: 702.28b, shadow: "..., and a creature without shadow can't be blocked by creatures with
#: shadow")
_OTHERS_BLOCKED_BY_HOLDERS = re.compile(
    r"\ba creature without (?P<kw>[\w ]+?) can't be blocked by creatures with (?P=kw)\b"
)


def _holder_cant_block(m: re.Match[str]) -> str:
    """ "a creature without shadow can't be blocked by creatures with shadow" said of the
    object with the keyword: "this creature can't block creatures without shadow" (CR 702.28b,
    as the reminder says it: "This creature can block or be blocked by only creatures with
    shadow"); read as it is printed, the restriction would fall on any one creature without the
    keyword, not on this object's blocks."""
    return f"this creature can't block creatures without {m.group('kw')}"


#: filter words naming the zone an object is in (a graveyard, a hand, exile, a library)
_ZONE_WORDS = frozenset(
    {
        "in_a_graveyard",
        "in_your_graveyard",
        "in_all_graveyards",
        "in_your_hand",
        "in_a_hand",
        "in_exile",
        "in_your_library",
    }
)


def _enters_from_a_zone(node: Any) -> bool:
    """Whether ``node`` has a trigger on an object that enters the battlefield said with the
    zone it comes from as a word of the object: German "Wenn der Verräterische Grubenbewohner
    aus einem Friedhof ins Spiel kommt" (Treacherous Pit-Dweller, AVR; Oracle "When ~ enters
    the battlefield from a graveyard", CR 603.6a) read as "this card in a graveyard enters":
    the entering object is on the battlefield, where no such filter holds (CR 400.7), and the
    AST has no zone an object enters from (an executor would match it never)."""
    return _finds(
        node,
        lambda n: (
            isinstance(n, A.EventTrigger)
            and n.event in ("enters", "enters_the_battlefield")
            and isinstance(n.object, A.ObjectRef)
            and bool(_ZONE_WORDS.intersection(n.object.filter))
        ),
    )


def _self_attachment(node: Any) -> bool:
    """Whether ``node`` attaches an object to itself, which no rule allows (CR 301.5c, 303.4d):
    a reference the grammar resolved to the wrong object ("create a Germ token, then attach this
    Equipment to it")."""
    return _finds(node, lambda n: isinstance(n, A.Attach) and n.object == n.to)


def _new_target_in_a_later_step_of_one_may(node: Any) -> bool:
    """Whether ``node`` has one "you may" over steps of which a later one chooses a target of its
    own: "Vous pouvez engager ou dégager le permanent ciblé, puis engager ou dégager un autre
    permanent ciblé." (Hidden Strings, French; German "Du kannst ... und dann ..."; Oracle "You
    may tap or untap target permanent, then you may tap or untap another target permanent"): the
    printed "may" may cover both steps (done together or not at all) or each step alone (CR
    608.2d: the choice is made per "you may"); the steps on the object of the first ("then
    return that card") read the same either way."""
    if not isinstance(node, A.Node):
        return False
    return any(
        (isinstance(n, A.OptionalEffect) or (isinstance(n, A.TriggeredAbility) and n.optional))
        # "you may [steps]" or a triggered ability whose "you may" covers its steps
        and isinstance(n.effect, A.Sequence)
        and any(
            isinstance(m, A.ObjectRef) and m.kind == "target"
            for step in n.effect.effects[1:]
            for m in step.walk()
        )
        for n in node.walk()
    )


def _spell_changing_this_creature(node: Any) -> bool:
    """Whether ``node`` is a spell ability giving this object +N/+N or a keyword: an instant or
    sorcery is never a creature on the battlefield (CR 113.3a, 304.4, 307.4), so the line is a
    permanent's ability whose trigger or cost the print left out or put on another line ("Der
    Höhlentiger erhält +1/+1 bis zum Ende des Zuges für jede Kreatur, die ihn blockt.", Cave
    Tiger, German; Oracle "Whenever Cave Tiger becomes blocked by a creature, ...")."""
    if not isinstance(node, A.SpellAbility):
        return False
    found = False

    def look(n: Any) -> None:
        # (not inside an ability the spell grants or creates, "attacking creatures gain
        # '{R}: This creature gets +1/+0 ...'": its "this" is the object that has it)
        nonlocal found
        if isinstance(n, (A.Ability, A.Keyword)):
            return
        if (
            isinstance(n, (A.ModifyPowerToughness, A.GainAbility))
            and isinstance(n.object, A.ObjectRef)
            and n.object.kind == "self"
        ):
            found = True
            return
        for f in dataclasses.fields(n):
            value = getattr(n, f.name)
            for item in value if isinstance(value, tuple) else (value,):
                if isinstance(item, A.Node):
                    look(item)

    look(node.effect)
    return found


def _self_sacrificed_by_another_player(node: Any) -> bool:
    """Whether ``node`` has a player other than this object's controller sacrifice it: only a
    permanent's controller can sacrifice it (CR 701.17a), so "that player sacrifices ~" is a
    reference to the wrong player ("Falls dieser Spieler dies nicht kann, opfert er den
    Leidbringenden Dämon", Woebringer Demon, German; Oracle "If the player can't, sacrifice
    Woebringer Demon": its controller does)."""
    return _finds(
        node,
        lambda n: (
            isinstance(n, A.Sacrifice)
            and isinstance(n.object, A.ObjectRef)
            and n.object.kind == "self"
            and n.player is not None
            and n.player.kind not in ("you", "controller")
        ),
    )


def _without_source(node: Any) -> Any:
    if getattr(node, "source", None) is not None:
        return dataclasses.replace(node, source=None)
    return node


def keyword_expansion(kid: str, parameter: Any) -> tuple[A.Node, ...]:
    """The abilities keyword ``kid`` stands for with ``parameter`` (int, Variable, Cost,
    NumberAndCost, {"N":..,"cost":..} or None), per its CR definition in kb/keywords.yaml (the
    authority). A keyword whose CR rule has no "means" text the grammar reads expands to the
    static abilities naming the game rules it changes (``game_rules``: lifelink
    ``StaticAbility(rule="cr:702.15b")``), else to ``StaticAbility(rule=kid)``.
    Raises ``RulesparserError`` for an unknown keyword id."""
    return _expansion(kid, _param_node(parameter))


@functools.lru_cache(maxsize=8192)
def _expansion(kid: str, parameter: Any) -> tuple[A.Node, ...]:
    entry = keyword_table().get(kid)
    if entry is not None and entry.get("action"):
        # a keyword action alone on a line (CR 701): a spell ability performing it
        amount = _param_values(parameter).get("N")
        action = A.KeywordAction(
            action=kid, amount=amount, subtype=entry.get("subtype_when_unnamed")
        )
        return (A.SpellAbility(effect=action),)
    if isinstance(parameter, A.Quality) and entry is not None and entry.get("quality_rule"):
        # "Hexproof from black" (CR 702.11d): the variant's rule, not the keyword's own meaning
        return (A.StaticAbility(rule=f"cr:{entry['quality_rule']}"),)
    abilities = _definition(kid, parameter is not None)
    if abilities is None:
        return (A.StaticAbility(rule=kid),)
    values = _param_values(parameter)
    out = tuple(substitute(a, values) for a in abilities)
    if isinstance(parameter, A.QualityAndCost):
        out = tuple(_restrict_targets(a, parameter.quality) for a in out)
    return out


def _restrict_targets(ability: Any, quality: tuple[str, ...]) -> Any:
    """CR 702.6c: "Equip [quality]" may target only a creature with that quality: the quality
    words join the filter of the ability's targets ("legendary" + "creature", "you_control")."""

    def fn(n: Any) -> Any:
        if isinstance(n, A.ObjectRef) and n.kind == "target":
            words = list(quality) + [w for w in n.filter if w not in quality]
            return dataclasses.replace(n, filter=tuple(words))
        return n

    return _replace(ability, fn)


def _param_values(parameter: Any) -> dict[str, Any]:
    if isinstance(parameter, dict):
        return parameter
    if isinstance(parameter, A.NumberAndCost):
        return {"N": parameter.number, "cost": parameter.cost}
    if isinstance(parameter, A.QualityAndCost):
        return {"cost": parameter.cost}
    if isinstance(parameter, A.Cost):
        return {"cost": parameter}
    if parameter is None:
        return {}
    return {"N": parameter}


def _param_node(parameter: Any) -> Any:
    """The Keyword.parameter node for a parsed parameter (suspend's number and cost together)."""
    if isinstance(parameter, dict):
        return A.NumberAndCost(number=parameter["N"], cost=parameter["cost"])
    return parameter


# --------------------------------------------------------------------------- reminders


def _strip_for_template(text: str, lex: Lexicon) -> str:
    # mana symbols, also in the old "o1oR" / "ocT" notation of early MTGJSON printed text
    t = re.sub(r"(?:\{[^}]+\})+|(?<!\w)(?:o(?:\d+|[WUBRGXYZSCT]|cT))+(?![\w/])", "{cost}", text)
    t = t.lower()
    t = re.sub(r"\s+", " ", t).strip().rstrip(".")
    return t


@functools.cache
def _templates(lang: str) -> dict[str, set[str]]:
    lex = load_lexicon(lang)
    return {
        kid: {_strip_for_template(normalize_line(t), lex) for t in texts if not has_slot(t)}
        for kid, texts in lex.reminders.items()
    }


_ROMAN_NUMERAL_RE = re.compile(r"(?<![\w{])[ivx]+(?![\w}])")


def _rule_reminder_key(text: str, lex: Lexicon) -> str:
    """``text`` normalised as the keyword reminder templates are (:func:`_strip_for_template`),
    every roman numeral (a Saga's chapter) read as "iii"."""
    return _ROMAN_NUMERAL_RE.sub("iii", _strip_for_template(normalize_line(text), lex))


@functools.cache
def _rules_reminders(lang: str) -> dict[str, str]:
    """Normalised printed reminder text -> the CR rule it restates
    (``locales/<lang>/rules_reminders.yaml``; "{chapter}" stands for any roman numeral)."""
    lex = load_lexicon(lang)
    return {
        _rule_reminder_key(text.replace("{chapter}", "III"), lex): rule
        for rule, texts in lex.rule_reminders.items()
        for text in texts
    }


def _compare(kid: str, expansion: tuple[A.Node, ...], reminder: list[Any]) -> list[A.Finding]:
    """Compare a parsed reminder with the keyword's CR expansion, allowing the abbreviations of
    kb/keywords.yaml: ``where`` selects abilities, ``ignore`` drops dotted paths from both sides,
    ``omit`` drops nodes of the listed types from lists on both sides (a cost part left out),
    ``drop_words`` drops filter words from every object on both sides (crew's "other"),
    ``must_contain`` lists node types the selected reminder ability must still contain,
    ``it_is`` the kind of object the reminder's "it" stands for (graft's "onto it": "that
    creature"), ``unsaid_may`` the dotted paths of "you may [instruction]" a reminder says as
    the instruction alone (aura swap),
    ``unstated`` lists types of whole abilities of the expansion a reminder does not restate
    when it has none of that type (replicate's additional cost, printed as the keyword's own
    cost), ``choice_for_may`` the dotted paths of "you may A. If you don't, B." a reminder says
    as "A or B" (fabricate)."""
    entry = keyword_table().get(kid, {})
    if tuple(reminder) == tuple(expansion) and not any(
        abbr.get("must_contain") for abbr in entry.get("abbreviations", []) or []
    ):
        # equal nodes have equal JSON (the same class and fields; ``source`` and ``findings``
        # are left out of both), which the abbreviations change alike on both sides: nothing
        # to report, without writing the JSON of either side
        return []
    exp = [A.strip_meta(a.to_json()) for a in expansion]
    rem = [A.strip_meta(a.to_json()) for a in reminder]
    missing: list[str] = []
    for abbr in entry.get("abbreviations", []) or []:
        for node_type in abbr.get("unstated", []) or []:
            if not any(r.get("type") == node_type for r in rem):
                exp = [e for e in exp if e.get("type") != node_type]
    for abbr in entry.get("abbreviations", []) or []:
        where = abbr.get("where", {}) or {}
        for side in (exp, rem):
            for ability in side:
                if all(_get_path(ability, k.split(".")) == v for k, v in where.items()):
                    if side is rem:
                        types = set(_types_in(ability))
                        missing += [t for t in abbr.get("must_contain", []) or [] if t not in types]
                    for path in abbr.get("ignore", []) or []:
                        _drop_path(ability, path.split("."))
                    for node_type in abbr.get("omit", []) or []:
                        _omit_type(ability, node_type)
                    for word in abbr.get("drop_words", []) or []:
                        _drop_filter_word(ability, word)
                    if side is rem and abbr.get("it_is"):
                        _rename_it(ability, abbr["it_is"])
                    for path in abbr.get("unsaid_may", []) or []:
                        _unwrap_optional(ability, path.split("."))
                    for path in abbr.get("choice_for_may", []) or []:
                        _may_else_as_choice(ability, path.split("."))
    if not missing and (exp == rem or _as_multiset(exp) == _as_multiset(rem)):
        # the abilities a keyword stands for are each an ability of their own (CR 113.2c,
        # 702.1): a reminder may restate them in another order (dash's reminder says haste
        # before the return its CR text says first, CR 702.109a)
        return []
    rule = entry.get("rule", "702")
    diff = A.first_difference(exp, rem)
    if diff is not None:
        path, expected, actual = diff
        what = (
            f"reminder text of {kid} has {_short(actual)} where CR {rule} means {_short(expected)}"
            f" (at {path})"
        )
    else:
        what = f"reminder text of {kid} no longer says {', '.join(missing)} (CR {rule})"
    return [A.Finding(code="reminder-mismatch", message=what, expected=exp, actual=rem)]


def _as_multiset(abilities: list[Any]) -> list[str]:
    """The JSON abilities of a keyword's expansion or reminder, in an order of their own."""
    return sorted(json.dumps(a, sort_keys=True, ensure_ascii=False) for a in abilities)


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= 80 else text[:77] + "..."


def _types_in(data: Any) -> list[str]:
    if isinstance(data, dict):
        return ([data["type"]] if "type" in data else []) + [
            t for v in data.values() for t in _types_in(v)
        ]
    if isinstance(data, list):
        return [t for v in data for t in _types_in(v)]
    return []


def _get_path(data: Any, path: list[str]) -> Any:
    cur = data
    for key in path:
        if isinstance(cur, dict):
            cur = cur.get(key)
        elif isinstance(cur, list) and key.isdigit() and int(key) < len(cur):
            cur = cur[int(key)]
        else:
            return None
    return cur


def _drop_path(data: Any, path: list[str]) -> None:
    cur = data
    for key in path[:-1]:
        if isinstance(cur, dict):
            cur = cur.get(key)
        elif isinstance(cur, list) and key.isdigit() and int(key) < len(cur):
            cur = cur[int(key)]
        else:
            return
        if cur is None:
            return
    last = path[-1]
    if isinstance(cur, dict):
        cur.pop(last, None)
    elif isinstance(cur, list) and last.isdigit() and int(last) < len(cur):
        cur[int(last)] = None


def _drop_filter_word(data: Any, word: str) -> None:
    """Remove ``word`` from every object filter inside ``data`` (in place)."""
    if isinstance(data, dict):
        if isinstance(data.get("filter"), list):
            data["filter"] = [w for w in data["filter"] if w != word]
        for value in data.values():
            _drop_filter_word(value, word)
    elif isinstance(data, list):
        for value in data:
            _drop_filter_word(value, word)


def _unwrap_optional(data: Any, path: list[str]) -> None:
    """Replace the optional effect at ``path`` inside ``data`` by its effect (in place): the
    instruction of "you may [instruction]" compared with a reminder that leaves out "you may"."""
    parent = _get_path(data, path[:-1]) if len(path) > 1 else data
    if not isinstance(parent, dict):
        return
    node = parent.get(path[-1])
    if isinstance(node, dict) and node.get("type") == "optional_effect":
        parent[path[-1]] = node.get("effect")


def _may_else_as_choice(data: Any, path: list[str]) -> None:
    """Replace "you may [A]. If you don't, [B]." at ``path`` inside ``data`` (a sequence of an
    optional effect and its "if you don't") by the choice of A or B (in place): compared with
    a reminder that says "[A] or [B]" (fabricate's, CR 702.123a)."""
    parent = _get_path(data, path[:-1]) if len(path) > 1 else data
    if not isinstance(parent, dict):
        return
    node = parent.get(path[-1])
    if not (isinstance(node, dict) and node.get("type") == "sequence"):
        return
    effects = node.get("effects") or []
    if len(effects) != 2:
        return
    may, otherwise = effects
    not_done = {"type": "not", "condition": {"type": "if_you_do"}}
    if (
        may.get("type") == "optional_effect"
        and otherwise.get("type") == "conditional"
        and otherwise.get("condition") == not_done
    ):
        parent[path[-1]] = {
            "type": "choice_of",
            "player": may.get("player"),
            "options": [may.get("effect"), otherwise.get("effect")],
        }


def _rename_it(data: Any, kind: str) -> None:
    """Give every object reference of kind "it" inside ``data`` the kind ``kind`` (in place):
    a reminder's "it" that can only be the object its CR text names otherwise ("that
    creature", CR 608.2c), where the reminder names another object besides this one."""
    if isinstance(data, dict):
        if data.get("type") == "object" and data.get("kind") == "it":
            data["kind"] = kind
        for value in data.values():
            _rename_it(value, kind)
    elif isinstance(data, list):
        for value in data:
            _rename_it(value, kind)


def _omit_type(data: Any, node_type: str) -> None:
    """Remove the nodes of type ``node_type`` from every list inside ``data`` (in place)."""
    if isinstance(data, dict):
        for value in data.values():
            _omit_type(value, node_type)
    elif isinstance(data, list):
        data[:] = [v for v in data if not (isinstance(v, dict) and v.get("type") == node_type)]
        for value in data:
            _omit_type(value, node_type)


def _keyword_spans(head: str, count: int) -> list[tuple[int, int]] | None:
    """The span of each of ``count`` keywords listed on one line ("Flying, trample",
    "Vigilance, deathtouch, haste"; ``head``: the line without its reminder), each its own words
    between the separators of the keyword line (grammar/core.lark ``_kwsep``, CR 702.1); None
    (each keyword spans the whole line) for one keyword, or when the separators do not cut the
    line into as many pieces as keywords (a cost holding a comma)."""
    pieces = list(re.finditer(r"[^,;]+", head))
    if count < 2 or len(pieces) != count:
        return None
    spans = []
    for m in pieces:
        text = m.group()
        spans.append(
            (m.start() + len(text) - len(text.lstrip()), m.end() - len(text) + len(text.rstrip()))
        )
    return spans


def _typed_span(
    span: tuple[int, int], parsed: str, raw: str, offsets: list[int] | None
) -> tuple[int, int]:
    """``span``, a span of the line as the parser read it (``parsed``: normalised, the card's
    name as "~"), in the line as typed (``raw``; ``offsets``: for each character of ``parsed``
    where it comes from in ``raw``): the whole line stays the whole line; a part is moved by the
    offsets, or becomes the whole line when they do not cover it."""
    start, end = span
    if (start, end) == (0, len(parsed)) or not offsets or not 0 <= start < end <= len(offsets):
        return (0, len(raw))
    return (offsets[start], offsets[end - 1] + 1)


def _split_reminder(line: str) -> tuple[str, str | None, int]:
    """Split "Head (reminder)" into head, reminder text and the reminder's column offset; a
    sentence whose reminder comes before its period ("you get {E}{E} (two energy counters).")
    keeps the period on its head."""
    if line.endswith(").") and "(" in line:
        head, reminder, col = _split_reminder(line[:-1])
        if reminder is not None:
            return head + ".", reminder, col
        return line, None, 0
    if not line.endswith(")"):
        return line, None, 0
    depth = 0
    for i in range(len(line) - 1, -1, -1):
        ch = line[i]
        if ch == ")":
            depth += 1
        elif ch == "(":
            depth -= 1
            if depth == 0:
                return line[:i].rstrip(), line[i + 1 : -1].strip(), i + 1
    return line, None, 0


# --------------------------------------------------------------------------- public API


def detect_language(text: str) -> str:
    """Guess the language of rules text among the languages on disk.

    Scores each language by the words of its lexicon's ``detect`` list found in the text, plus
    three points for each line that starts with one of its keyword names (so that a bare
    "Verschwinden 3" is German). Returns a language code; ties go to English."""
    lines = [normalize_line(line).lower() for _, line in split_lines(text)]
    words = re.findall(r"[\w']+", " ".join(lines))
    best, best_score = "en", -1
    for lang in available_languages():
        lex = load_lexicon(lang)
        vocab = set(lex.detect)
        score = sum(1 for w in words if w in vocab)
        names = [n.lower() for ns in lex.keywords.values() for n in ns]
        for line in lines:
            if any(line.startswith(n) and not line[len(n) : len(n) + 1].isalpha() for n in names):
                score += 3
        if score > best_score or (score == best_score and lang == "en"):
            best, best_score = lang, score
    return best


def parse(
    text: str, lang: str = "en", *, card_name: str | None = None, lenient: bool = False
) -> A.Card:
    """Parse a whole rules text into a :class:`~rulesparser.ast.Card`.

    ``text``: one ability per line (CRLF/CR/LF, BOM and typographic variants accepted).
    ``lang``: a language code on disk (``en``, ``fr``, ``de``) or ``auto``, in any case
    (``"FR"``), as the command line takes it.
    ``card_name``: the card's name in that language; occurrences refer to the card itself.
    ``lenient``: a line that does not parse becomes an :class:`~rulesparser.ast.Unparsed` node
    (carrying the error and the line's source) instead of raising.

    Returns ``Card(abilities=...)``: keywords become :class:`~rulesparser.ast.Keyword` nodes whose
    ``abilities`` are their CR expansion; the parsed reminder is in ``source.reminder`` and any
    disagreement with the expansion in ``findings``.
    Raises :class:`ParseError` (line, column, word, expected; also for an empty or blank text
    unless ``lenient``, which gives ``Card(abilities=())``, as ``rulesparser parse ""`` exits 2)
    or ``RulesparserError`` for an unknown language."""
    if not isinstance(text, str):
        raise ArgumentTypeError("text must be a string")
    if card_name is not None and not isinstance(card_name, str):
        raise ArgumentTypeError("card_name must be a string or None")
    # read in Unicode NFC (accents typed decomposed, as text copied from macOS comes, are the
    # grammars' precomposed letters); an error's column still counts the characters as typed
    typed, text = text, composed(text)
    if card_name:
        card_name = composed(card_name)
    if isinstance(lang, str) and lang.lower() != lang:
        lang = lang.lower()  # "FR", as the command line takes it
    if lang == "auto":
        lang = detect_language(text)
    if lang not in available_languages():
        raise RulesparserError(
            f"unknown language {lang!r}; known: {', '.join(available_languages())}, auto"
        )
    if not lenient and not text.strip():
        # as `rulesparser parse ""` says (exit 2); lenient (a printing without text): no ability
        raise ParseError(
            line=1,
            column=1,
            word="end of text",
            expected=[],
            lang=lang,
            reason="no rules text given (the text is empty)",
        )
    # no cyclic garbage collection while parsing: a parse makes and drops thousands of small
    # objects (tokens, values, nodes) and leaves no reference cycle, yet their number alone
    # triggers collections that scan every young object; afterwards only the objects kept
    # (the line caches) count towards the next one
    _load_parsers(lang)
    paused = gc.isenabled()
    if paused:
        gc.disable()
    try:
        return _parse(text, lang, card_name, lenient, None if text is typed else typed)
    finally:
        if paused:
            gc.enable()


def type_line_abilities(type_line: str, lang: str = "en") -> tuple[A.Keyword, ...]:
    """The abilities a printed type line states: the enchant ability of an Aura printed before
    Ninth Edition (2005), whose type line said it ("Enchant Creature"; French "Enchanter :
    créature"; German "Verzaubere Kreatur", later "Kreaturenverzauberung") where its Oracle text
    has the line "Enchant creature" and the type line "Enchantment — Aura" (CR 702.5a, 303.4a). Read with the rules
    text of such a printing, the type line gives the keyword the Oracle text gives, so that the
    old printing and the Oracle text have the same abilities; ``source`` (line 0) holds the type
    line as printed.

    Returns the enchant keyword, or ``()`` for any other type line: "Enchantment — Aura",
    "Creature — Elf" (no rules meaning, CR 205), and "Enchant World", a world enchantment
    (the supertype world, CR 205.4a and 205.4f), which does not parse as a keyword."""
    if not isinstance(type_line, str) or not type_line.strip():
        return ()
    card = parse(type_line, lang, lenient=True)
    found = tuple(a for a in card.abilities if isinstance(a, A.Keyword) and a.name == "enchant")
    if len(found) != 1 or len(card.abilities) != 1:
        return ()
    keyword = found[0]
    source = keyword.source
    if source is not None:
        keyword = dataclasses.replace(keyword, source=dataclasses.replace(source, line=0))
    return (keyword,)


def color_indicator_abilities(colors: Iterable[str]) -> tuple[A.StaticEffect, ...]:
    """The ability a color indicator states (CR 204.2: an object with a color indicator is each
    color it denotes): the characteristic-defining ability "~ is blue." (CR 604.3a) that cards
    printed before color indicators said in their rules text (Pact of Negation and Dryad Arbor,
    2007; French "Le Pacte de négation est bleu.") where the Oracle text says nothing, the card
    having a color indicator. ``colors``: color letters (MTGJSON's ``colorIndicator``: W, U, B,
    R, G) or names; ``()`` for none."""
    names = {SYMBOL_COLORS.get(c, c) for c in colors}
    if not names:
        return ()
    ordered = tuple(c for c in SYMBOL_COLORS.values() if c in names)  # W, U, B, R, G order
    if len(ordered) != len(names):
        raise RulesparserError(f"not a color: {sorted(names - set(ordered))}")
    return (A.StaticEffect(effect=A.Becomes(object=SELF, colors=ordered, additive=False)),)


@functools.cache
def _load_parsers(lang: str) -> None:
    """Load, on the first parse in ``lang``, every parser a parse in ``lang`` may use: the
    keyword and older sentence grammar and the card-text grammar of ``lang``, and the keyword
    definitions (a keyword line's expansion, CR 702), stored on disk or read in English
    (:func:`_stored_definitions`). Loaded on the first line that needs it instead, a grammar's
    tables (0.1-0.2 s each) would count in that line's time."""
    from rulesparser.cardtext import _parser as card_text_parser
    from rulesparser.cardtext import card_text_languages

    _transforming_parser(lang)
    if lang in card_text_languages():
        card_text_parser(lang)
    # the definitions as stored on disk: the English grammars are loaded only to read them
    # when they are not there (then, and for an English parse, they count in this load)
    _stored_definitions()


def _parse(
    text: str, lang: str, card_name: str | None, lenient: bool, typed: str | None = None
) -> A.Card:
    """:func:`parse` of ``text`` in NFC; ``typed``: the text as given when it was not (an
    error's column is then moved back into it, :func:`_as_typed`)."""
    abilities: list[A.Node] = []
    typed_lines = normalize_newlines(typed).split("\n") if typed is not None else None
    for line_no, raw in split_lines(text):
        if len(abilities) > 1 and isinstance(abilities[-1], A.TypeLine):
            cost = other_face_mana_cost(raw, lang, line_no)
            if cost is not None:  # "Éphémère / {1}{W}": the other face's (rulesparser.sections)
                abilities.append(cost)
                continue
        try:
            abilities.extend(_parse_line_cached(raw, lang, line_no, card_name))
        except (ParseError, _LineFailed) as failed:
            joined = _joined_to_spell_before(
                abilities, raw, lang, line_no, card_name
            ) or _joined_to_activated_before(abilities, raw, lang, line_no, card_name)
            if joined is not None:
                abilities[-1] = joined
                continue
            whole = _sentences_before_failure(failed, raw, lang, card_name)
            run_on = (
                None
                if whole == 0
                else _parse_run_on(
                    raw, lang, line_no, card_name, whole, standalone_only=_refused_as_unsure(failed)
                )
            )
            if run_on is not None:
                abilities.extend(run_on)
                continue
            if not lenient:
                err = failed.error() if isinstance(failed, _LineFailed) else failed
                raise (err if typed_lines is None else _as_typed(err, raw, typed_lines)) from None
            # the error is worded from the failure alone: its traceback (this frame, which holds
            # the message's closure over it: a reference cycle per unparsed line, left to the
            # garbage collector) is not kept
            failed.__traceback__ = None
            abilities.append(
                A.Unparsed(
                    error=_error_message(failed),  # worded when read (seldom: costly)
                    source=A.Source(lang=lang, text=raw, line=line_no, span=(0, len(raw))),
                )
            )
    abilities = [
        b
        for a in _bare_zero_costs(abilities, text, lang, lenient)
        for spelled in [keyword_spelled_out(_without_working_findings(a))]
        for b in (spelled if isinstance(spelled, tuple) else (spelled,))
    ]
    gathered = _spell_lines_of_a_permanent(gather(abilities), lang, lenient)
    # the card's source covers the whole text (a line's covers that line, CR 207.1)
    return A.Card(
        abilities=tuple(gathered), source=A.Source(lang=lang, text=text, span=(0, len(text)))
    )


def _without_working_findings(ability: A.Node) -> A.Node:
    """``ability`` without the findings the parser leaves for its own later steps only:
    ``this-demonstrative`` (a demonstrative with nothing of its noun named before it, read as
    this object: "Quand cette créature arrive, ..." in any era, CR 700.7) tells the run-on
    splitter not to cut a sentence there; it says nothing to a user."""
    findings = getattr(ability, "findings", ())
    if not any(f.code == THIS_DEMONSTRATIVE for f in findings):
        return ability
    kept = tuple(f for f in findings if f.code != THIS_DEMONSTRATIVE)
    return dataclasses.replace(ability, findings=kept)


def _taps_itself(ability: A.Node) -> bool:
    """Whether ``ability`` is an activated ability whose cost taps or untaps its own source
    ({T}, {Q}, "tap ~"): only a permanent has one (CR 107.5, 602.1)."""
    cost = getattr(ability, "cost", None)
    if not isinstance(ability, A.ActivatedAbility) or not isinstance(cost, A.Cost):
        return False
    for c in cost.components:
        if isinstance(c, A.ManaCost) and any(s in ("T", "Q") for s in c.symbols):
            return True
        obj = getattr(c, "object", None)
        if isinstance(c, (A.Tap, A.Untap)) and isinstance(obj, A.ObjectRef) and obj.kind == "self":
            return True
    return False


def _spell_lines_of_a_permanent(abilities: list[A.Node], lang: str, lenient: bool) -> list[A.Node]:
    """A line read as a spell ability on a face whose other lines give it a {T} or {Q} ability:
    that face is a permanent, which has no spell ability (CR 113.3a: only instants and
    sorceries do), so the line is the end of an ability MTGJSON printed over two lines ("{T}:
    Erhöhe deinen Manavorrat um ein Mana einer beliebigen Farbe.\n Das große Kolosseum fügt
    dir 1 Schadenspunkt zu.", Grand Coliseum; Oracle "{T}: Add one mana of any color. Grand
    Coliseum deals 1 damage to you.") and is left unparsed, or ``ParseError`` when not lenient.
    The other face of a modal double-faced card is gathered apart first (its abilities are not
    this face's, CR 712.8)."""
    if not any(_taps_itself(a) for a in abilities):
        return abilities
    out: list[A.Node] = []
    for a in abilities:
        src = a.source
        if not isinstance(a, A.SpellAbility) or src is None:
            out.append(a)
            continue
        err = ParseError(
            line=src.line or 1,
            column=1,
            word=(src.text or "").split(" ")[0],
            expected=[],
            lang=lang,
            reason=(
                "not parsed: a spell ability on a face with a {T} ability (a permanent, CR "
                "113.3a): the end of an ability printed over two lines"
            ),
        )
        if not lenient:
            raise err
        out.append(A.Unparsed(error=lambda err=err: err.message, source=src))
    return out


#: a line of mana symbols only ("{1}{W}", "{X}{U}{U}")
_MANA_COST_LINE = re.compile(r"\s*(?:\{[^{}\s]{1,9}\}\s*)+")


def other_face_mana_cost(raw: str, lang: str, line_no: int) -> A.ManaCost | None:
    """A line of mana symbols only after a type line that follows the face's own lines: the mana
    cost of a modal double-faced card's other face as printed at the bottom of this face
    ("Éphémère / {1}{W}", CR 712.8; :func:`rulesparser.sections.gather` puts both in one
    :class:`~rulesparser.ast.OtherFace`). None for any other line, and for {T} or {Q}."""
    if not _MANA_COST_LINE.fullmatch(raw):
        return None
    symbols = symbols_of(raw)
    if not symbols or any(s in ("T", "Q") for s in symbols):
        return None
    src = A.Source(lang=lang, text=raw, line=line_no, span=(0, len(raw)))
    return A.ManaCost(symbols=tuple(symbols), source=src)


def _loyalty_changes(ability: A.Node) -> list[Any]:
    cost = getattr(ability, "cost", None)
    if not isinstance(ability, A.ActivatedAbility) or not isinstance(cost, A.Cost):
        return []
    return [c.change for c in cost.components if isinstance(c, A.LoyaltyCost)]


_BARE_ZERO = re.compile(r"\s*0\s*:")
#: a line with a signed loyalty cost ("+1:", "−2 :", "[+1]:", "[0]:", "−X:"): a planeswalker
_SIGNED_LOYALTY = re.compile(r"^\s*(?:\[[^\]]*\]|[+\-\u2212\u2013\u2014]\s*(?:\d+|X))\s*:", re.M)


def _bare_zero_costs(abilities: list[A.Node], text: str, lang: str, lenient: bool) -> list[A.Node]:
    """A line starting "0:" is a loyalty ability (CR 606.4) on a planeswalker, whose other
    loyalty abilities say "+N:" / "-N:", and an ability costing {0} on the older cards that
    printed it so (Hopping Automaton, German "0: Der Hüpfautomat erhält ..."): on a face with
    no line starting with a signed loyalty cost (parsed or not) the line is unsure (left
    unparsed, or ``ParseError`` when not lenient); "[0]:" is always a loyalty cost."""
    changes = [c for a in abilities for c in _loyalty_changes(a)]
    if not changes or any(c != 0 for c in changes) or _SIGNED_LOYALTY.search(text):
        return abilities
    out: list[A.Node] = []
    for a in abilities:
        src = a.source
        if not _loyalty_changes(a) or src is None or not _BARE_ZERO.match(src.text or ""):
            out.append(a)
            continue
        if _creature_self_effect(a.effect):  # type: ignore[attr-defined]
            # "0: +1/-1 bis zum Ende des Zuges." (Flowstone Hellion), "0: Verliert
            # Flugfähigkeit" (Mist Dragon): said of the card itself as a creature, with no
            # subject (1994-2003): {0}, never a planeswalker's loyalty cost (CR 606.4)
            zero = A.Cost(components=(A.ManaCost(symbols=("0",)),))
            out.append(dataclasses.replace(a, cost=zero, timing=None))
            continue
        reason = (
            "not parsed: '0:' is a loyalty cost (CR 606.4) only on a face with other loyalty "
            "abilities, and a {0} cost on older cards"
        )
        err = ParseError(
            line=src.line or 1, column=1, word="0:", expected=[], lang=lang, reason=reason
        )
        if not lenient:
            raise err
        out.append(A.Unparsed(error=lambda err=err: err.message, source=src))
    return out


def _creature_self_effect(effect: A.Node) -> bool:
    """Whether every step of ``effect`` changes the power and toughness or the keyword
    abilities of this object itself (a creature's own ability in the shape of the older cards:
    :func:`_bare_zero_costs`)."""
    steps = effect.effects if isinstance(effect, A.Sequence) else (effect,)
    return bool(steps) and all(
        isinstance(e, (A.ModifyPowerToughness, A.GainAbility, A.LoseAbility))
        and isinstance(e.object, A.ObjectRef)
        and e.object.kind == "self"
        for e in steps
    )


def _joined_to_spell_before(
    abilities: list[A.Node], raw: str, lang: str, line_no: int, card_name: str | None
) -> A.Node | None:
    """A line after an ability word that does not parse alone but continues the spell ability
    of the line before it: "Deal 3 damage to any target." then "Threshold — It deals 5 damage
    instead if seven or more cards are in your graveyard." (CR 608.2c: a spell's instructions
    are followed in the order written and later text may modify earlier text; CR 207.2c: the
    ability word has no rules meaning). The two lines are read as one, the ability word left
    out; None unless that reading is one spell ability in which an "instead" now replaces an
    effect of the line before (CR 614.1a)."""
    prev = abilities[-1] if abilities else None
    if (
        not isinstance(prev, A.SpellAbility)
        or prev.source is None
        or prev.source.line != line_no - 1
        or prev.source.ability_word is not None
        or any(isinstance(n, A.Instead) for n in prev.walk())
    ):
        return None
    split = _ability_word(normalize_line(raw), load_lexicon(lang))
    if split is None:
        return None
    try:
        joined = _parse_line_cached(f"{prev.source.text} {split[1]}", lang, line_no - 1, card_name)
    except (ParseError, _LineFailed):
        return None
    if len(joined) != 1 or not isinstance(joined[0], A.SpellAbility):
        return None
    if not any(isinstance(n, A.Instead) and n.condition is not None for n in joined[0].walk()):
        return None
    return joined[0]


def _joined_to_activated_before(
    abilities: list[A.Node], raw: str, lang: str, line_no: int, card_name: str | None
) -> A.Node | None:
    """A line that only restricts the activation of the activated ability on the line before
    it, which MTGJSON prints apart: "Opfere zwei Inseln: Enttappe den Leviathan." then "Benutze
    diese Fähigkeit nur während Deiner Versorgungsphase." (Leviathan, Fifth Edition; CR 602.5b:
    the restriction is part of that ability's text). The two lines are read as one; None unless
    the line is a restriction alone (:func:`rulesparser.cardtext.is_activation_limit`) and the
    two read as one ability."""
    from rulesparser.cardtext import is_activation_limit

    prev = abilities[-1] if abilities else None
    if (
        not isinstance(prev, A.ActivatedAbility)
        or prev.source is None
        or prev.source.line != line_no - 1
        or prev.source.ability_word is not None
    ):
        return None
    line = normalize_line(raw)
    if card_name:
        line = _apply_card_name(line, None, card_name, load_lexicon(lang))[0]
    if not is_activation_limit(line, lang):
        return None
    try:
        joined = _parse_line_cached(
            f"{prev.source.text} {raw.strip()}", lang, line_no - 1, card_name
        )
    except (ParseError, _LineFailed):
        return None
    return joined[0] if len(joined) == 1 else None


def _error_message(failed: ParseError) -> Any:
    """A function of no arguments returning the message of the error of a line that does not
    parse (``failed``: a :class:`ParseError` or a :class:`_LineFailed`), for an
    :class:`~rulesparser.ast.Unparsed` node's error, worded when first read."""

    def message() -> str:
        exc = failed.error() if isinstance(failed, _LineFailed) else failed
        return exc.message

    return message


# a sentence end followed by the start of another sentence: a capital letter or a mana symbol
_SENTENCE_BREAK = re.compile(r"(?<=[.)])\s+(?=\{|[A-ZÀ-ÖØ-Þ])")


#: At most this many sentences make one ability of a run-on line (real card abilities have at
#: most 5; the bound keeps the splitter linear in the line's length).
MAX_SENTENCES_PER_ABILITY = 8


#: abilities whose text runs to the end of the line: no other ability can follow them on it
_RUNS_TO_LINE_END = (A.TriggeredAbility, A.ActivatedAbility, A.SpellAbility, A.ChapterAbility)


def _joined_action(nodes: list[A.Node]) -> bool:
    """Whether ``nodes`` is one keyword action that refers to nothing before it ("Bolster 2.",
    "Proliferate.", "Scry 1.", CR 701): on a line after a spell, triggered or activated ability,
    it is that ability's last step."""
    return (
        len(nodes) == 1
        and isinstance(nodes[0], A.SpellAbility)
        and isinstance(nodes[0].effect, (A.KeywordAction, A.Scry, A.Surveil))
    )


def _steps(effect: A.Node) -> tuple[A.Node, ...]:
    return effect.effects if isinstance(effect, A.Sequence) else (effect,)


def _sentences_before_failure(
    failed: BaseException, raw: str, lang: str, card_name: str | None
) -> int | None:
    """How many whole sentences of the line come before the word at which every reading of the
    whole line stopped: a group of sentences the run-on splitter tries from the line's start that
    reaches that word has the same words up to it and fails there too (an LALR parser rejects a
    prefix whatever follows it), so the splitter's first ability is at most this many sentences
    (0: the splitter is not tried). None when unsure: a failure without a column (an internal or
    ability-word error), a reminder parenthesis before the offending word (a group ending with
    it reads it apart), no card name (a group may start with the name:
    :func:`_with_name_at_start`) or sentence ends that normalising the line changed."""
    inner: Any = failed
    while isinstance(inner, _LineFailed):
        inner = inner.failure
    column = getattr(inner, "column", None)
    if not isinstance(column, int) or isinstance(inner, ParseError):
        return None
    line = normalize_line(raw)
    if not card_name and "~" in line:
        card_name = "~"
    if not card_name or "(" in line[:column]:
        return None
    line = _apply_card_name(line, None, card_name, load_lexicon(lang))[0]
    if "(" in line[:column]:
        return None
    breaks = [m.start() for m in _SENTENCE_BREAK.finditer(line)]
    if len(breaks) != len(_SENTENCE_BREAK.findall(raw)):
        return None
    return sum(1 for b in breaks if b < column - 1)


def _refused_as_unsure(failed: BaseException) -> bool:
    """Whether the failure reported for a line is a refusal of the card-text grammar
    (rulesparser.transform.util.Unsure): it read the whole line as one ability and found its
    meaning unsure. Its sentences then belong together: the run-on splitter may cut off only
    abilities that refer to nothing before them (:func:`_parse_run_on`, ``standalone_only``)."""
    inner: Any = failed
    while isinstance(inner, _LineFailed):
        inner = inner.failure
    return isinstance(getattr(inner, "chosen", inner), _UnsureFailure)


def _continues_sentence(text: str, lang: str) -> bool:
    """Whether ``text`` begins with a word that continues the sentence before it (CR 608.2c:
    "Then exile this card." is a step of the ability before it, never an ability of its own):
    the lexicon's ``line_initial_continuations``, the words that continue an instruction of the
    line before as well ("Then", "Otherwise", French "Puis", German "Mische danach ...")."""
    pattern = _line_initial_re(lang, "line_initial_continuations")
    return pattern is not None and pattern.match(text) is not None


def _starts_with_pronoun(text: str, lang: str) -> bool:
    """Whether ``text`` begins with a personal pronoun of the language (the card-text lexicon's
    ``PRONOUN`` class: "It", "Elle", "Er", ...)."""
    words = text.split(maxsplit=1)
    return bool(words) and words[0].strip(".,;:!?\"'«»„“").lower() in _pronoun_forms(lang)


@functools.cache
def _pronoun_forms(lang: str) -> frozenset[str]:
    """The forms of the card-text lexicon's ``PRONOUN`` class, lower case (read once)."""
    from rulesparser.cardtext import phrase_lexicon

    classes = phrase_lexicon(lang).classes.get("PRONOUN", {})
    return frozenset(f.lower() for forms in classes.values() for f in forms)


def _parse_run_on(
    raw: str,
    lang: str,
    line_no: int,
    card_name: str | None,
    first_at_most: int | None = None,
    continuations: bool = False,
    standalone_only: bool = False,
) -> list[A.Node] | None:
    """Abilities of a line that holds several of them without line breaks (some MTGJSON foreign
    texts: "... à votre réserve. {T} : Ajoutez {G} à votre réserve."); None when it cannot be cut
    into abilities (the caller reports the original error). Only tried after the whole line
    failed, so a sentence that belongs to the ability before it is never cut off.

    The line is cut at sentence ends into groups of 1 to :data:`MAX_SENTENCES_PER_ABILITY`
    sentences that each parse as one line: the first ability is the shortest group that parses
    and leaves a rest that can be cut; each later ability takes the whole rest if it parses,
    else again the shortest group. A depth-first search with an explicit stack (no recursion)
    that remembers the positions from which the rest cannot be cut and the groups that failed:
    at most ``MAX_SENTENCES_PER_ABILITY`` parse attempts per sentence, each of at most that many
    sentences, so the work is linear in the line's length. With ``continuations``, no ability
    begins with a word of the lexicon's ``line_initial_continuations`` ("Then", "Otherwise"). With
    ``standalone_only`` (the whole line was read as one ability and refused as unsure), every
    ability after the first stands alone (:func:`_stands_alone`): Enduring Renewal's "If you
    would draw a card, reveal the top card of your library instead. If it's a creature card,
    put it into your graveyard. ..." is never cut into a replacement and a spell ability whose
    "it" is this card (CR 608.2c, 614.1a)."""
    cuts = [(m.start(), m.end()) for m in _SENTENCE_BREAK.finditer(raw)]
    if not cuts:
        return None
    starts = [0] + [e for _, e in cuts]  # sentence i is raw[starts[i]:ends[i]]
    ends = [b for b, _ in cuts] + [len(raw)]
    count = len(starts)
    failed: set[str] = set()  # group texts that do not parse (parse errors are not cached)

    def attempt(first: int, last: int) -> list[A.Node] | None:
        text = raw[starts[first] : ends[last]].strip()
        if text in failed:
            return None
        try:
            nodes = list(_parse_line_cached(text, lang, line_no, card_name, READING_REMINDER.get()))
        except (ParseError, _LineFailed):
            failed.add(text)
            return None
        if continuations and first > 0 and _continues_sentence(text, lang):
            return None
        if first > 0 and _starts_with_pronoun(text, lang):
            # "Elle a la célérité." after "mettez en jeu ... la carte de créature ciblée": the
            # pronoun names an object of the sentence before, never this card as a new ability
            # would read it (Puppeteer Clique FR): no cut there
            return None
        if first > 0 and any(
            f.code in (IMPLICIT_SUBJECT, THIS_DEMONSTRATIVE) for n in nodes for f in n.findings
        ):
            # a verb without its subject after another sentence continues that sentence's
            # subject, not the card's (rulesparser.transform.effects.ImplicitSelf), and a
            # demonstrative may name an object of the sentences before
            # (lines.resolve_card_demonstratives): no cut there
            return None
        return nodes

    def sizes(first: int) -> list[int]:
        rest = count - first
        shortest = range(1, min(rest - 1, MAX_SENTENCES_PER_ABILITY) + 1)
        if first == 0:  # the whole line has failed already, and so has each group reaching
            # the word where it failed (``first_at_most``: the sentences before that word)
            return list(shortest)[:first_at_most]
        return ([rest] if rest <= MAX_SENTENCES_PER_ABILITY else []) + list(shortest)

    if first_at_most is not None and 0 < first_at_most < count:
        # the sentence of the word where every reading of the whole line stopped is in a group
        # after the first one (see ``sizes``): unless a group holding it parses, no cut exists.
        # Those groups decide most lines (almost no line can be cut): tried first
        held = first_at_most
        if not any(
            attempt(first, last) is not None
            for first in range(max(1, held - MAX_SENTENCES_PER_ABILITY + 1), held + 1)
            for last in range(held, min(count, first + MAX_SENTENCES_PER_ABILITY))
        ):
            return None
    dead: set[int] = set()  # positions from which the rest cannot be cut into abilities
    # one frame per ability chosen so far: (its first sentence, sizes left to try, its nodes)
    stack: list[tuple[int, list[int], list[A.Node]]] = [(0, sizes(0), [])]
    while stack:
        first, todo, _nodes = stack[-1]
        if not todo:
            dead.add(first)
            stack.pop()
            continue
        size = todo.pop(0)
        nxt = first + size
        if nxt in dead:
            continue
        nodes = attempt(first, nxt - 1)
        if nodes is None:
            continue
        before = stack[-2][2] if len(stack) > 1 else []
        if standalone_only and first > 0 and not _stands_alone(nodes, before):
            continue
        if any(isinstance(n, _RUNS_TO_LINE_END) for n in before) and not (
            isinstance(nodes[0], (A.ActivatedAbility, A.Keyword)) or _joined_action(nodes)
        ):
            # the effect of a triggered, activated or spell ability (and a chapter's) runs to
            # the end of its line (CR 602.1, 603.1, 113.3): what follows it on the line is part
            # of it, unless it is an ability that cannot continue an effect ("{T}: ...", a
            # keyword) or a keyword action that refers to nothing before it ("Bolster 2.")
            continue
        if nxt == count:
            stack[-1] = (first, todo, nodes)
            out: list[A.Node] = []
            for _, _, group in stack:
                if out and isinstance(out[-1], _RUNS_TO_LINE_END) and _joined_action(group):
                    # "You gain 4 life. Bolster 2.": the action is the ability's last step
                    prev = out[-1]
                    steps = (*_steps(prev.effect), group[0].effect)  # type: ignore[attr-defined]
                    out[-1] = dataclasses.replace(prev, effect=A.Sequence(effects=steps))
                else:
                    out.extend(_that_many_sacrificed(out[-1] if out else None, group))
            return out
        stack[-1] = (first, todo, nodes)
        stack.append((nxt, sizes(nxt), []))
    return None


def _stands_alone(group: list[A.Node], before: list[A.Node]) -> bool:
    """Whether the abilities ``group`` of a line cut after a refusal may follow ``before``:
    keywords and activated abilities, which continue nothing before them, and the replacement
    "this enters with ..." right after "As this enters, ..." (CR 614.12: both apply as the same
    object enters; Canker Abomination's "As ~ enters, choose an opponent. ~ enters with a -1/-1
    counter on it for each creature that player controls.")."""
    if all(isinstance(n, (A.ActivatedAbility, A.Keyword)) for n in group):
        return True
    last = before[-1] if before else None
    return (
        len(group) == 1
        and isinstance(last, A.ReplacementEffect)
        and isinstance(group[0], A.ReplacementEffect)
        and last.mode == "as"
        and group[0].mode == "with"
        and group[0].event == last.event
    )


_EVENT_AMOUNT = A.Count(what="event_amount")


def _that_many_sacrificed(before: A.Node | None, group: list[A.Node]) -> list[A.Node]:
    """ "As this enters, you may sacrifice any number of creatures. This creature enters with
    that many +1/+1 counters on it." (devour's reminder, CR 702.82a): "that many" in the
    replacement right after the one that sacrifices as the same object enters is the number of
    objects sacrificed this way (CR 608.2c, 614.12), not an event's amount (entering has
    none), which the second sentence read alone takes it for. ``group``: the abilities of the
    sentences after ``before``, returned with that count in place."""
    if not group or not isinstance(before, A.ReplacementEffect) or before.mode != "as":
        return group
    sac = before.replacement
    sac = sac.effect if isinstance(sac, A.OptionalEffect) else sac
    first = group[0]
    if not (
        isinstance(sac, A.Sacrifice)
        and sac.player is None
        and isinstance(sac.object, A.ObjectRef)
        and sac.object.kind == "any"
        and sac.object.up_to
        and isinstance(first, A.ReplacementEffect)
        and first.mode == "with"
        and first.event == before.event
        and first.condition is None
    ):
        return group
    words = (*sac.object.filter, "sacrificed_this_way")
    sacrificed = A.Count(what="objects", object=A.ObjectRef(kind="each", filter=words))
    changed = A.map_nodes(first, lambda n: sacrificed if n == _EVENT_AMOUNT else n, (A.Count,))
    return [changed, *group[1:]]


def _apply_card_name(
    line: str, offsets: list[int] | None, card_name: str | None, lex: Lexicon
) -> tuple[str, list[int] | None]:
    """Replace the card's name (with the language's articles and inflections) by ``~``, keeping
    the offset map of :func:`~rulesparser.normalize.normalize_line_mapped` (when one is given)."""
    if not card_name:
        return line, offsets
    low = line.lower()
    key = _name_key(card_name)
    if key is not None and key not in low and _CASE_SIMPLE.issuperset(line):
        return line, offsets  # no form can occur (the forms of most names are never made)
    forms, endings = _name_forms(card_name, lex.lang)
    remnants = _remnants(lex.lang)
    matcher = _name_matcher(forms, endings, remnants)
    if not matcher.may_occur(low):
        return line, offsets  # no form can occur
    spans = matcher.spans(line, low)
    if spans is None:  # a character whose case the matcher does not compare: the regex
        pattern = _name_pattern(forms, endings, remnants)
        spans = [m.span() for m in pattern.finditer(line)]
    # (a text that already says "~" for the name gives no name to tell its comma by)
    repl = "~" if card_name == "~" else _self_marks(spans, line)
    if offsets is None:
        return replace_spans(spans, repl, line), None
    return replace_spans_mapped(spans, repl, line, offsets)


def _self_marks(spans: list[tuple[int, int]], line: str) -> list[str]:
    """What replaces each span of the card's name: ``~``; ``~ `` (a space after it) where the
    name as printed there has no comma of its own and a comma follows it. A comma closing a
    name's apposition belongs to the name ("Wenn Kyodai, Seele der Kamigawa, ins Spiel kommt":
    German ``~,``, locales/de/phrases.yaml SELF); after a name without one it is a comma of the
    sentence ("Jede Kreatur namens Rudel-Mastiff, die du kontrollierst", "nach einer Karte namens
    Elfische Klanruferin, bringe sie ins Spiel"), which the space keeps apart from the name."""
    return [
        "~ " if line[end : end + 1] == "," and "," not in line[start:end] else "~"
        for start, end in spans
    ]


@functools.lru_cache(maxsize=4096)
def _name_key(card_name: str) -> str | None:
    """Letters every match of a form of ``card_name`` (:func:`_name_forms`) contains, lower-cased:
    the first three of its first word (up to a character that is no letter or digit; "A-" of a
    rebalanced card's name left out), or None when there are none or one is not in
    :data:`_CASE_SIMPLE`. Every form holds that word (after an article, with a declension
    ending or a head noun's ending after it) and a declined word keeps a stem of three letters
    or more (:func:`_name_word`), so a line without them holds no form: its name matcher is
    not needed (most card faces never name their card)."""
    if _REBALANCED.match(card_name):
        card_name = card_name[2:]
    words = normalize_line(card_name).split()
    if not words:
        return None
    key = ""
    for c in words[0][:3]:
        if not c.isalnum():
            break
        key += c
    key = key.lower()
    return key if key and _CASE_SIMPLE.issuperset(key) else None


#: a name ending in a regnal number ("King Darien XLVIII", German "König Darien XLVIII."): the
#: name before it
_REGNAL = re.compile(r"(\S+\s+\S+)\s+[IVXLC]+\.?$")

#: the prefix of a rebalanced digital card's name (Alchemy: "A-Esika's Chariot")
_REBALANCED = re.compile(r"A-(?=[^\W\d_])")


def _creature_type_word(word: str, lang: str) -> bool:
    """Whether a word is a creature type of ``lang`` (CR 205.3m): no short form of a card's
    name. "Mauer der Hoffnung" (Wall of Hope) is not "Mauer" in its text, where "(Mauern können
    nicht angreifen.)" is the rule of Walls; CR 201.5c short names are those of legendary
    objects ("Rhys der Ausgestoßene" is "Rhys", "Ajani der Rudelrufer" "Ajani": a planeswalker
    type, no creature type)."""
    return word.lower() in _creature_type_forms(lang)


@functools.cache
def _creature_type_forms(lang: str) -> frozenset[str]:
    """Every form of every creature type (CR 205.3m) in ``lang``'s phrase lexicon, lower-cased
    (:func:`_creature_type_word` tests a word against them: made once, not for each name)."""
    from rulesparser.cardtext import phrase_lexicon

    types = creature_types()
    return frozenset(
        str(form).lower()
        for canonical, forms in phrase_lexicon(lang).classes.get("SUBTYPE", {}).items()
        if canonical in types
        for form in forms
    )


@functools.lru_cache(maxsize=4096)
def _name_forms(card_name: str, lang: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The forms of a card's name in ``lang`` (with the lexicon's articles, suffixes and short
    form, CR 201.5c), longest first, and the language's declension endings. A rebalanced
    digital card's name with the "A-" prefix MTGJSON and Scryfall give it ("A-Elderleaf
    Mentor") is printed without it in its text: both are its name."""
    lex = load_lexicon(lang)
    if _REBALANCED.match(card_name):
        forms, endings = _name_forms(card_name[2:], lang)
        return tuple(sorted({card_name, *forms}, key=len, reverse=True)), endings
    bases = [card_name]
    if ", " in card_name:  # "Karn der Silbergolem" printed for "Karn, der Silbergolem"
        bases.append(card_name.replace(", ", " "))
    regnal = _REGNAL.match(card_name)
    if regnal:  # "King Darien" for "King Darien XLVIII" (CR 201.5c)
        bases.append(regnal.group(1))
    names = list(bases)
    for base in bases:
        for article in lex.inflections.get("name_articles", []):
            names.append(f"{article}{base}" if article.endswith("'") else f"{article} {base}")
        for suffix in lex.inflections.get("name_suffixes", []):
            names.append(base + suffix)
    words = card_name.split()
    connectors = {w.lower() for w in lex.inflections.get("name_connectors", [])}
    if len(words) > 2 and words[1].lower() in connectors:
        # the head noun before "der Ewigkeit" declines alone: "Chronist der Ewigkeit" is "des
        # Chronisten der Ewigkeit", "Geist der Toten" "des Geistes der Toten" in the genitive
        for end in lex.inflections.get("name_head_endings", []):
            names.append(" ".join([words[0] + end, *words[1:]]))
    head, sep, rest = card_name.partition(", ")
    if not sep and len(words) > 2:
        # a title after the name with no comma: "Silvos der Räuber" is "Regeneriere Silvos den
        # Räuber", "Rhys der Ausgestoßene" "Rhys den Ausgestoßenen"
        head, sep, rest = words[0], " ", " ".join(words[1:])
    article, _, title = rest.partition(" ")
    for pair in lex.inflections.get("name_article_cases", []) if sep and title else ():
        # the article of a title after a comma declines ("Ob Nixilis, der Gefallene" is "auf Ob
        # Nixilis, den Gefallenen"; the title's own adjective declines as every name word does)
        base, _, case = pair.partition(":")
        if article.lower() == base:
            names.append(f"{head}{sep}{case} {title}")
    for form in lex.inflections.get("name_short_forms", []):  # CR 201.5c: "Intet" for
        short = re.match(form, card_name)  # "Intet, the Dreamer"
        if (
            short
            and short.group(1).strip()
            and not _creature_type_word(short.group(1).strip(), lang)
        ):
            names.append(short.group(1).strip())
    forms = tuple(sorted(set(names), key=len, reverse=True))
    return forms, tuple(lex.inflections.get("name_word_endings", []))


def _name_word(w: str, ends: list[str]) -> tuple[str, bool]:
    """A word of a card name and whether it ends in a declension ending (then its stem)."""
    for e in ends:
        if len(w) > len(e) + 2 and w.lower().endswith(e):
            return w[: -len(e)], True
    return w, False


@functools.lru_cache(maxsize=4096)
def _name_pattern(
    names: tuple[str, ...], endings: tuple[str, ...], remnants: tuple[str, ...] = ()
) -> re.Pattern[str]:
    """One regex for a card name's forms. Words ending in one of the language's declension
    endings match with any of them (German "Keldonischer Marodeur" / "der Keldonische Marodeur")."""
    ends = sorted(endings, key=len, reverse=True)
    alternation = "(?:" + "|".join(re.escape(e) for e in ends) + ")" if ends else ""

    def word(w: str) -> str:
        stem, declined = _name_word(w, ends)
        return re.escape(stem) + alternation if declined else re.escape(w)

    forms = [r"\s+".join(word(w) for w in normalize_line(n).split()) for n in names]
    # a whole word: the name "X" is not the x of "Exile", "Fog" not the start of "Fogwalker";
    # a remnant may follow (German "den Thalliden": the noun's own declension, :func:`_remnants`)
    after = "|".join(re.escape(r) for r in sorted(remnants, key=len, reverse=True))
    end = rf"(?=(?:{after})?(?!\w))" if after else r"(?!\w)"
    return re.compile(r"(?<!\w)(?:" + "|".join(forms) + ")" + end, re.I)


#: the characters whose case :class:`_NameMatcher` compares by ``str.lower``: Latin letters
#: (below U+0250) and general punctuation (dashes, bullets, ellipsis), except those Python's
#: case-insensitive regex matching also equates with a character of another lower-case form
#: (dotted and dotless i, long s, micro sign); ``tests/test_card_names.py`` checks that between
#: two of them ``re.IGNORECASE`` and ``str.lower`` agree
_CASE_SIMPLE = frozenset(
    chr(i) for r in (range(0x250), range(0x2000, 0x2070)) for i in r
) - frozenset("\u0130\u0131\u017f\u00b5")


class _NameMatcher:
    """The matches of :func:`_name_pattern`'s regex, found without compiling it (a regex of a
    name's forms costs 0.1-0.4 ms to compile, more than parsing a line, and nearly every card has
    a name of its own): the same leftmost, non-overlapping matches, each of the first form (in
    order) that matches there, a declined word trying the endings in order, words apart by any
    whitespace, letters compared case-insensitively by ``str.lower`` (the same comparison as
    ``re.IGNORECASE`` for the characters of :data:`_CASE_SIMPLE`; :meth:`spans` gives None for a
    line or name with another character)."""

    __slots__ = ("forms", "firsts", "lasts", "remnants", "simple", "stems")

    def __init__(
        self, names: tuple[str, ...], endings: tuple[str, ...], remnants: tuple[str, ...] = ()
    ) -> None:
        #: what may follow a match before the word ends (:func:`_remnants`), longest first
        self.remnants = tuple(sorted((r.lower() for r in remnants), key=len, reverse=True))
        ends = sorted(endings, key=len, reverse=True)
        low_ends = tuple(e.lower() for e in ends)
        simple = _CASE_SIMPLE.issuperset("".join(ends) + "".join(remnants))
        specs: dict[str, tuple[str, tuple[str, ...] | None]] = {}  # the forms share words
        forms: list[tuple[tuple[str, tuple[str, ...] | None], ...]] = []
        stems: list[tuple[str, ...]] = []
        lasts: set[str] = set()
        firsts: set[str] = set()
        for n in names:  # (one pass: a matcher is made for nearly every card face)
            n = normalize_line(n)
            if simple and not _CASE_SIMPLE.issuperset(n):
                simple = False
            words = []
            for w in n.split():
                spec = specs.get(w)
                if spec is None:
                    stem, declined = _name_word(w, ends) if ends else (w, False)
                    spec = specs[w] = (stem.lower(), low_ends) if declined else (w.lower(), None)
                words.append(spec)
            forms.append(tuple(words))
            stems.append(tuple([stem for stem, _ in words]))
            if words:
                lasts.add(words[-1][0])
                firsts.add(words[0][0])
        self.forms = tuple(forms)
        #: per form, the lower-cased words (stems of declined words) a line must contain for
        #: that form to match it: a cheap test before looking for it
        self.stems = tuple(stems)
        #: the last word of each form (most lines have none: one test rules them out)
        self.lasts = tuple(lasts)
        self.firsts = tuple(firsts)
        self.simple = simple and all(forms)

    def may_occur(self, low: str) -> bool:
        """Whether a form can occur in the lower-cased line ``low`` (all its words are in it)."""
        for last in self.lasts:
            if last in low:
                return any(all(stem in low for stem in stems) for stems in self.stems)
        return not all(self.stems)  # (a form of no word: the regex decides)

    def spans(self, line: str, low: str | None = None) -> list[tuple[int, int]] | None:
        """The (start, end) of every match in ``line`` (``low``: ``line.lower()``, when known),
        left to right; None when a character of the line or the name is not in
        :data:`_CASE_SIMPLE`."""
        if not self.simple or not _CASE_SIMPLE.issuperset(line):
            return None
        if low is None:
            low = line.lower()
        starts: set[int] = set()
        for first in self.firsts:
            i = low.find(first)
            while i >= 0:
                starts.add(i)
                i = low.find(first, i + 1)
        out: list[tuple[int, int]] = []
        end = 0
        for p in sorted(starts):
            if p < end or (p and _is_word_char(low[p - 1])):
                continue
            for form in self.forms:
                q = _match_words(low, p, form, 0, self.remnants)
                if q >= 0:
                    out.append((p, q))
                    end = q
                    break
        return out


def _match_words(
    low: str,
    p: int,
    words: tuple[tuple[str, tuple[str, ...] | None], ...],
    i: int,
    remnants: tuple[str, ...] = (),
) -> int:
    """Where ``words[i:]`` (each after whitespace but the first) matching at ``p`` of the
    lower-cased ``low`` ends, or -1; a declined word's endings in order, as a regex alternation
    backtracks through them."""
    if i == len(words):
        # (a whole word: no letter, digit or "_" right after it, or only a remnant, as the
        # regex's lookahead)
        if p == len(low) or not _is_word_char(low[p]):
            return p
        for r in remnants:
            q = p + len(r)
            if low.startswith(r, p) and (q == len(low) or not _is_word_char(low[q])):
                return p
        return -1
    if i:
        q, n = p, len(low)
        while q < n and low[q].isspace():
            q += 1
        if q == p:
            return -1
        p = q
    stem, ends = words[i]
    if not low.startswith(stem, p):
        return -1
    p += len(stem)
    if ends is None:
        return _match_words(low, p, words, i + 1, remnants)
    for e in ends:
        if low.startswith(e, p):
            q = _match_words(low, p + len(e), words, i + 1, remnants)
            if q >= 0:
                return q
    return -1


def _is_word_char(c: str) -> bool:
    """Whether ``c`` is what the regex ``\\w`` matches (a letter, digit or "_")."""
    return c.isalnum() or c == "_"


@functools.lru_cache(maxsize=4096)
def _name_matcher(
    names: tuple[str, ...], endings: tuple[str, ...], remnants: tuple[str, ...] = ()
) -> _NameMatcher:
    return _NameMatcher(names, endings, remnants)


@functools.lru_cache(maxsize=16)
def _remnants(lang: str) -> tuple[str, ...]:
    """What may follow a card's name inside the same word: the endings a noun of the name
    takes by itself (German weak nouns: "Thallid" is "den Thalliden", "Kommandant" "des
    Kommandanten"; the lexicon's ``name_head_endings``), none in English and French."""
    return tuple(load_lexicon(lang).inflections.get("name_head_endings", []))


_CONTEXT_WIDTH = 100
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\ud800-\udfff]")


def control_character(text: str) -> tuple[int, int, str] | None:
    """The first control character of ``text`` that no rules text holds (line breaks, CR LF
    included, and a tab aside), as ``(line, column, "U+XXXX")`` (1-based, line breaks counted as
    :func:`parse` counts them), or None."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")  # line ends of any system
    bad = _CONTROL_RE.search(text)
    if bad is None:
        return None
    before = text[: bad.start()]
    line = before.count("\n") + 1
    return line, bad.start() - (before.rfind("\n") + 1) + 1, f"U+{ord(bad.group()):04X}"


def _context(raw: str, column: int) -> str:
    """The line as typed with a caret under ``column`` (1-based) on the next line; a line longer
    than :data:`_CONTEXT_WIDTH` is cut around the column ("…" where cut)."""
    shown, caret = raw, column - 1
    if len(raw) > _CONTEXT_WIDTH:
        start = max(0, caret - _CONTEXT_WIDTH // 2)
        end = min(len(raw), start + _CONTEXT_WIDTH)
        shown = ("…" if start else "") + raw[start:end] + ("…" if end < len(raw) else "")
        caret = caret - start + (1 if start else 0)
    shown = shown.replace("\t", " ")
    if not shown.isascii():
        shown, caret = _on_screen(shown, caret)
    return f"{shown}\n{' ' * max(caret, 0)}^"


def _on_screen(shown: str, caret: int) -> tuple[str, int]:
    """A context line as a terminal should show it, and its caret's place there: a format
    character (bidi controls such as U+202E, which reorder the display, zero-width spaces and
    joiners: Unicode category Cf) and a line or paragraph separator (U+2028, U+2029, which
    a terminal may show as a line break or not at all: Zl, Zp; the next-line control U+0085)
    is written as its escape (``\\u202e``, ``\\u2028``); a combining mark takes no place
    on screen, so the caret counts none."""
    out: list[str] = []
    place = caret
    for i, c in enumerate(shown):
        if unicodedata.category(c) in ("Cf", "Zl", "Zp") or c == "\x85":
            out.append(f"\\u{ord(c):04x}")
            if i < caret:
                place += 5
        else:
            out.append(c)
            if i < caret and unicodedata.combining(c):
                place -= 1
    return "".join(out), place


def _relocate(err: ParseError, raw: str, offsets: list[int], line_no: int) -> ParseError:
    """Move an error found in the normalised line to the line as the user typed it: column and a
    context line (cut around the column when the line is long) with a caret, on line
    ``line_no``."""
    index = err.column - 1
    if index < len(offsets):
        column = offsets[index] + 1
    else:
        column = len(raw.rstrip()) + 1
    word = err.word
    last = index + len(word) - 1
    if "~" in word and index < len(offsets) and 0 <= last < len(offsets):
        # the card's name stands as "~" in the normalised line: show the words as typed (up
        # to where the character after the word comes from)
        end = offsets[last + 1] if last + 1 < len(offsets) else len(raw)
        word = raw[column - 1 : end].rstrip() or word
    return ParseError(
        line=line_no,
        column=column,
        word=word,
        expected=err.expected,
        context=_context(raw, column),
        lang=err.lang,
        reason=err.reason,
    )


def _as_typed(err: ParseError, raw: str, typed_lines: list[str]) -> ParseError:
    """``err``, found in the NFC line ``raw`` (:func:`~rulesparser.normalize.composed`), with
    its column and context moved to the same line as typed (``typed_lines``: the text's lines
    before composing): an "é" typed as "e" and U+0301 counts two characters
    where the parser read one. Unchanged when the line is not found as typed."""
    if not 1 <= err.line <= len(typed_lines):
        return err
    typed_line = typed_lines[err.line - 1]
    line, offsets = composed_mapped(typed_line)
    start = line.find(raw)
    if start < 0 or not raw:
        return err
    end = start + len(raw)
    t_start = offsets[start]
    t_end = offsets[end] if end < len(offsets) else len(typed_line)
    piece = typed_line[t_start:t_end]
    return _relocate(err, piece, [o - t_start for o in offsets[start:end]], err.line)


@functools.lru_cache(maxsize=65536)
def _parse_line_cached(
    raw: str, lang: str, line_no: int, card_name: str | None, reminder: bool = False
) -> tuple[A.Node, ...]:
    """The abilities of line ``raw`` (``reminder``: a part of a reminder text, whose
    demonstratives are the object it is printed on, transform.phrases.READING_REMINDER; a key of
    the cache, so that the same words as a card line are read as one). Raises ParseError."""
    reading = READING_REMINDER.set(reminder)
    try:
        return _parse_line_read(raw, lang, line_no, card_name)
    finally:
        READING_REMINDER.reset(reading)


def _parse_line_read(
    raw: str, lang: str, line_no: int, card_name: str | None
) -> tuple[A.Node, ...]:
    """:func:`_parse_line_cached`, in its reading of demonstratives."""
    bad = _CONTROL_RE.search(raw)
    if bad:
        code = f"U+{ord(bad.group()):04X}"
        raise ParseError(
            line=line_no,
            column=bad.start() + 1,
            word=code,
            expected=[],
            lang=lang,
            reason=f"control character {code} is not rules text",
        )
    lex = load_lexicon(lang)
    line = normalize_line(raw)
    if not card_name and "~" in line:
        # text that already says "~" for the card's name may keep its article ("Le ~ arrive
        # ..."): the article goes with the name, as when the name is given
        card_name = "~"
    if card_name:
        line = _apply_card_name(line, None, card_name, lex)[0]
    parsed, outcome = _parse_normalized(line, lang, line_no)
    if not parsed and card_name and _is_keyword_name(card_name, lang):
        # a card named as a keyword ("Lifelink", "Lien de vie", "Furcht"): "Enchanted creature
        # has lifelink" names the keyword, not the card (CR 201.4: text naming a keyword refers
        # to the keyword); the line is read again with its words as printed
        parsed_kw, outcome_kw = _parse_normalized(normalize_line(raw), lang, line_no)
        if parsed_kw:
            parsed, outcome = parsed_kw, outcome_kw
    if not parsed and card_name:
        # the card's shortened name ("Whenever Phage deals combat damage ...", CR 201.5c),
        # read as the card only where the line fails without it and the short form is no word
        # of the grammar (rulesparser.short_names)
        from rulesparser.short_names import printed_short_forms

        shorts = printed_short_forms(line, card_name, lang)
        if shorts:
            short_line = line
            for form in shorts:
                short_line = _apply_card_name(short_line, None, form, lex)[0]
            parsed_short, outcome_short = _parse_normalized(short_line, lang, line_no)
            if parsed_short:
                parsed, outcome = parsed_short, outcome_short
    if not parsed:
        named = None if card_name else _with_name_at_start(raw, line, lang, line_no, lex)
        if named is not None:
            return named

        def relocate(err: ParseError) -> ParseError:
            # the offset map is only needed to report the error in the text as typed
            mapped, offsets = normalize_line_mapped(raw)
            mapped, mapped_offsets = _apply_card_name(mapped, offsets, card_name, lex)
            # on this line's number (the outcome may be that of the same text on another line)
            return _relocate(err, raw, mapped_offsets or offsets, line_no)

        if isinstance(outcome, _LineFailed):
            raise outcome.placed(relocate) from None
        raise relocate(outcome) from None
    # the source as typed: its text, and a span that indexes it (the parser read the line
    # normalised, with the card's name as "~": spans of that line would not, CR 201.4); a
    # keyword's own words on a line listing several ("Flying, trample") are moved there
    mapped, offsets = "", None
    if any(
        isinstance(n, A.Keyword) and n.source and n.source.span != (0, len(n.source.text))
        for n in outcome
    ):
        mapped, offsets = normalize_line_mapped(raw)
        mapped, mapped_offsets = _apply_card_name(mapped, offsets, card_name, lex)
        offsets = mapped_offsets or offsets
    typed: list[A.Node] = []
    for n in outcome:
        if n.source:
            # (a line read with another form of the name, or none: the whole line)
            span = (
                _typed_span(n.source.span, n.source.text, raw, offsets)
                if isinstance(n, A.Keyword) and n.source.text == mapped
                else (0, len(raw))
            )
            if (n.source.text, n.source.span) != (raw, span):
                n = _replaced(n, "source", _replaced_fields(n.source, {"text": raw, "span": span}))
        typed.append(n)
    return tuple(typed)


#: Every this many new line outcomes cached by :func:`_parse_normalized`, the objects alive are
#: moved out of the garbage collector's generations (:func:`~rulesparser.lexing.freeze_long_lived`)
#: at the end of the next collection of the young generations (:func:`_freeze_after_collection`:
#: what they held that was garbage is collected, not frozen; an explicit ``gc.collect()`` would
#: cost time in proportion to the objects already frozen): full collections, which parsing
#: triggers often, then no longer walk the line caches again and again (about a tenth of the
#: parse time of a corpus run)
FREEZE_EVERY = 2048
_outcomes_unfrozen = 0
_freeze_due = [False]


def _freeze_after_collection(phase: str, info: dict[str, Any]) -> None:
    """A ``gc.callbacks`` callback: once :data:`FREEZE_EVERY` new outcomes are cached, freeze
    the objects alive at the end of the next collection of generation 1 or 2 (the young
    generations are then empty: what was garbage in them is gone)."""
    if _freeze_due[0] and phase == "stop" and info.get("generation", 0) >= 1:
        _freeze_due[0] = False
        freeze_long_lived()


gc.callbacks.append(_freeze_after_collection)


#: the finding on a line whose quotation marks do not pair (a quote left open or a stray one)
_UNPAIRED_QUOTE = A.Finding(
    code="unpaired-quote",
    message="a quotation mark without its pair was passed over",
)


def _parse_normalized(line: str, lang: str, line_no: int) -> tuple[bool, Any]:
    """The outcome of :func:`_parse_line` on a normalised line whose card name is already ``~``,
    on line ``line_no``: ``(True, nodes)`` or ``(False, ParseError)`` (placed in ``line``; its
    line number is the one the text was first read on: the caller's relocation gives its own).
    Cached, failures too, by text and language (:func:`_read_normalized`): the same line on cards
    of other names or on another line of a card, and the sentences the run-on splitter tries
    again, are parsed once; the nodes of a line read on another line get this line's number
    (:func:`_renumbered`)."""
    _line_number[0] = line_no
    read_on, parsed, outcome = _read_normalized(line, lang, READING_REMINDER.get())
    if parsed and read_on != line_no:
        return True, tuple(_renumbered(n, read_on, line_no) for n in outcome)
    return parsed, outcome


#: the line number :func:`_read_normalized` reads a text on (not in its cache key)
_line_number = [1]


def _renumbered(value: Any, old: int, new: int) -> Any:
    """``value`` (a node, a tuple of them or a :class:`~rulesparser.ast.Source`) with every
    source on line ``old`` (the line's own, its reminder's abilities') on line ``new``; what
    holds none is kept (identity)."""
    if isinstance(value, tuple):
        items = [_renumbered(x, old, new) for x in value]
        if all(a is b for a, b in zip(items, value, strict=True)):
            return value
        return tuple(items)
    if isinstance(value, A.Source):
        changes: dict[str, Any] = {}
        if value.line == old:
            changes["line"] = new
        if value.reminder:
            reminder = _renumbered(value.reminder, old, new)
            if reminder is not value.reminder:
                changes["reminder"] = reminder
        return _replaced_fields(value, changes) if changes else value
    if not isinstance(value, A.Node):
        return value
    changes = {}
    for name in (*_child_fields(type(value)), "source"):
        field_value = getattr(value, name)
        if field_value is None or isinstance(field_value, (str, int)):
            continue
        renumbered = _renumbered(field_value, old, new)
        if renumbered is not field_value:
            changes[name] = renumbered
    return _replaced_fields(value, changes) if changes else value


@functools.lru_cache(maxsize=65536)
def _read_normalized(line: str, lang: str, reminder: bool = False) -> tuple[int, bool, Any]:
    """:func:`_parse_normalized` of ``line`` read on line ``_line_number[0]`` (returned first:
    the outcome's sources and error are on that line); ``reminder``: read as a part of a
    reminder text (transform.phrases.READING_REMINDER), the reading it is cached under."""
    reading = READING_REMINDER.set(reminder)
    try:
        return _read_normalized_now(line, lang)
    finally:
        READING_REMINDER.reset(reading)


def _read_normalized_now(line: str, lang: str) -> tuple[int, bool, Any]:
    """:func:`_read_normalized`, in its reading of demonstratives."""
    line_no = _line_number[0]
    global _outcomes_unfrozen
    _outcomes_unfrozen += 1
    if _outcomes_unfrozen >= FREEZE_EVERY:
        _outcomes_unfrozen = 0
        _freeze_due[0] = True  # frozen after the next collection (_freeze_after_collection)
    try:
        read = _parse_line(line, lang, line_no)
        if load_lexicon(lang).unmarked_targets:
            read = [_unmarked_targets(n) for n in read]
        nodes = tuple(_omitted_number(c) for n in read for c in canonical_abilities(n))
        foreign = A.foreign_value(nodes)
        if foreign is not None:
            raise _foreign_value_error(line, lang, line_no, *foreign)
        left_out = next((n for n in nodes if _cost_left_out(n) or _number_left_out(n)), None)
        if left_out is not None:
            raise _parameter_left_out_error(line, lang, line_no, left_out)
        split = _SPLIT_MANA.search(line)
        if split and any(_has_mana_cost_parameter(n) for n in nodes):
            # "Equip {2} {2}": a keyword's cost is written without spaces ({2}{2}, CR 202.1);
            # two groups of symbols may be two costs or a typing slip, not read as one
            raise ParseError(
                line=line_no,
                column=split.end() + 1,
                word=line[split.end() :].split()[0],
                expected=[],
                lang=lang,
                reason="not parsed: mana symbols separated by a space in a keyword's cost "
                "(one cost is written without spaces: {2}{2})",
            )
        unsure = next(
            (reason for check, reason in _UNSURE_READINGS if any(check(n) for n in nodes)), None
        )
        if unsure is not None:
            raise _refused(line, lang, line_no, unsure)
        if nodes and line.count('"') % 2:
            # the grammars pass quotation marks over (French 'un marqueur " peste "'); one
            # left without its pair is said, not passed over in silence
            first = nodes[0]
            nodes = (_replaced(first, "findings", (*first.findings, _UNPAIRED_QUOTE)), *nodes[1:])
        return line_no, True, nodes
    except _LineFailed as failed:
        label = _rules_label_error(line, lang, line_no)
        return line_no, False, label if label is not None else failed.compact()
    except ParseError as err:
        label = _rules_label_error(line, lang, line_no)
        if label is not None:
            return line_no, False, label
        # keep the error alone: its traceback and the exceptions it was raised while handling
        # hold the parser's frames and states (thousands of objects per line for the GC to scan)
        err.__context__ = err.__cause__ = None
        return line_no, False, err.with_traceback(None)


#: a mana symbol, blanks, a mana symbol: two groups of symbols ("{2} {2}")
_SPLIT_MANA = re.compile(r"\}\s+(?=\{)")


def _has_mana_cost_parameter(node: A.Node) -> bool:
    """Whether ``node`` is a keyword whose parameter is a cost with a mana cost in it."""
    if not isinstance(node, A.Keyword) or node.parameter is None:
        return False
    param = node.parameter
    return isinstance(param, A.Node) and any(isinstance(n, A.ManaCost) for n in param.walk())


def _rules_label_error(line: str, lang: str, line_no: int) -> ParseError | None:
    """The refusal of a line that starts with a rules label and a dash (the lexicon's
    ``rules_labels``: "Max speed — This creature has flying."), said for what it
    is: a label whose condition is not read yet (its keyword's CR rule, kb/keywords.yaml),
    not an ability word; None for another line."""
    m = _ABILITY_WORD_RE.match(line)
    if m is None:
        return None
    word = " ".join(m.group(1).lower().split())
    lex = load_lexicon(lang)
    kid = lex.rules_labels.get(word)
    if kid is None or kid in LABEL_CONDITIONS:
        return None  # (a label whose condition is read: the error is the ability's own)
    rule = keyword_table().get(kid, {}).get("rule")
    where = f" (CR {rule})" if rule else ""
    return ParseError(
        line=line_no,
        column=m.start(1) + 1,
        word=m.group(1),
        expected=[],
        lang=lang,
        reason=(
            f'not parsed: "{m.group(1)}" before the dash is a rules label{where}, not an '
            "ability word: the ability after it applies only under the label's condition, "
            "which is not read yet"
        ),
    )


#: the duration of a continuous effect from a one-shot effect that says none (CR 611.2a)
_FOR_EVER = A.Duration(kind="permanent")


def _one_shot_change_for_ever(ability: A.Node) -> bool:
    """Whether ``ability`` is a spell, activated or triggered ability whose effect changes power
    and toughness with a ``permanent`` duration (for the rest of the game, CR 611.2a), outside
    the abilities it grants (a quoted ability, a keyword's expansion, a token's abilities: static
    abilities of their own) and the effect done "instead" of another (:class:`~rulesparser.ast.
    Instead`)."""
    return _resolving_for_ever(
        ability, lambda n: isinstance(n, A.ModifyPowerToughness) and n.duration == _FOR_EVER
    )


def _one_shot_no_untap_for_ever(ability: A.Node) -> bool:
    """Whether ``ability`` is a spell, activated or triggered ability whose effect keeps an
    object from untapping during its controller's untap step for the rest of the game (CR
    611.2a), outside the abilities it grants (as :func:`_one_shot_change_for_ever`)."""
    return _resolving_for_ever(
        ability,
        lambda n: (
            isinstance(n, A.Restriction)
            and n.action == "untap_during_untap_step"
            and n.duration == _FOR_EVER
        ),
    )


def _resolving_for_ever(ability: A.Node, lasting: Any) -> bool:
    """Whether ``ability`` is a spell, activated or triggered ability with a node ``lasting``
    holds for (an effect with a ``permanent`` duration) outside the abilities it grants and the
    effect done "instead" of another."""
    if not isinstance(
        ability,
        (
            A.SpellAbility,
            A.ActivatedAbility,
            A.TriggeredAbility,
            A.DelayedTrigger,
            A.ReflexiveTrigger,
            A.ChapterAbility,
        ),
    ):
        return False
    if not any(lasting(n) for n in ability.walk()):
        return False  # (no such change at all: the abilities it grants need not be found)
    granted: set[int] = set()
    for n in ability.walk():
        if n is ability:
            continue
        inner = getattr(n, "abilities", None)
        if isinstance(inner, tuple):
            granted.update(id(m) for x in inner if isinstance(x, A.Node) for m in x.walk())
        if isinstance(n, A.Instead):
            # "That creature gets -4/-4 instead if ..." (Festering Newt): the effect done in
            # place of an earlier one (CR 614.1a), whose duration the AST does not repeat
            granted.update(id(m) for m in n.effect.walk())
    return any(lasting(n) and id(n) not in granted for n in ability.walk())


#: the verbs whose one object, when it is chosen by the text, is a target in every Oracle text
#: of the corpus ("Destroy target artifact", "Counter target green spell", "Tap target Wall",
#: "deals 1 damage to target creature with flying"); an untargeted object of theirs is
#: chosen at random, is "each", "that" or the controller's own ("Tap an untapped creature
#: you control", CR 115.10)
_TARGETING_VERBS = (A.Destroy, A.CounterObject, A.Tap, A.Untap, A.DealDamage)


def _untargeted_object_of_a_targeting_verb(ability: A.Node) -> bool:
    """Whether ``ability`` destroys, counters, taps, untaps or deals damage to one object
    chosen without the word "target" (``ObjectRef`` of kind ``any``, not "up to": "Untap up to
    two lands" is untargeted, CR 115.10) that is not restricted to its controller's own
    objects, outside costs (CR 118: "Tap an untapped creature you control" pays) and the
    abilities it grants. Such a reading comes from an old German print without "Deiner Wahl"
    (Shatter: "Zerstöre ein Artefakt."; Oracle "Destroy target artifact.", CR 115.1)."""
    if not any(
        isinstance(n, _TARGETING_VERBS)
        and _untargeted_one(n.recipient if isinstance(n, A.DealDamage) else n.object, n)
        for n in ability.walk()
    ):
        return False  # (no such object at all: costs and granted abilities need not be found)
    skipped: set[int] = set()
    for n in ability.walk():
        if n is ability or id(n) in skipped:
            continue
        inner = getattr(n, "abilities", None)
        if isinstance(inner, tuple):
            skipped.update(id(m) for x in inner if isinstance(x, A.Node) for m in x.walk())
        if isinstance(n, A.Cost):
            skipped.update(id(m) for m in n.walk())
            continue
        if not isinstance(n, _TARGETING_VERBS):
            continue
        if _untargeted_one(n.recipient if isinstance(n, A.DealDamage) else n.object, n):
            return True
    return False


def _untargeted_one(obj: Any, verb: A.Node) -> bool:
    """Whether ``obj``, the object of the targeting ``verb``, is one object chosen without
    "target" that is not its controller's own (:func:`_untargeted_object_of_a_targeting_verb`)."""
    return (
        isinstance(obj, A.ObjectRef)
        and obj.kind == "any"
        and not obj.up_to
        and not any("you_control" in w or w.startswith("you_") for w in obj.filter)
        # "Untap two lands" (Teferi, Hero of Dominaria's prints; Oracle "up to two lands"):
        # lands are untapped without a target in the Oracle texts (Frantic Search)
        and not (isinstance(verb, A.Untap) and obj.filter == ("land",))
    )


def _unmarked_targets(node: Any) -> Any:
    """``node`` with the one object of each targeting verb chosen without "target" read as that
    target (:func:`_untargeted_one`; ``kind`` ``target``), outside costs and the abilities it
    grants, for a language whose old prints leave the mark of a target out
    (``unmarked_targets`` of lexicon.yaml: German "Zerstöre ein Artefakt.", Shatter 1995, is
    Oracle "Destroy target artifact.", CR 115.1). Other nodes are kept (identity)."""
    if isinstance(node, tuple):
        items = [_unmarked_targets(x) for x in node]
        if all(a is b for a, b in zip(items, node, strict=True)):
            return node
        return tuple(items)
    if not isinstance(node, A.Node) or isinstance(node, A.Cost):
        return node
    changes: dict[str, Any] = {}
    for name in _child_fields(type(node)):
        value = getattr(node, name)
        if value is None or isinstance(value, (str, int)):
            continue
        if name == "abilities" and isinstance(value, tuple):
            continue  # (an ability granted says its own targets)
        new = _unmarked_targets(value)
        if new is not value:
            changes[name] = new
    if isinstance(node, _TARGETING_VERBS):
        name = "recipient" if isinstance(node, A.DealDamage) else "object"
        obj = changes.get(name, getattr(node, name))
        if _untargeted_one(obj, node):
            # (one target has no count, as "target artifact" says: "ein" read a count of 1)
            target = _replaced(obj, "kind", "target")
            changes[name] = _replaced(target, "count", None) if obj.count == 1 else target
    return _replaced_fields(node, changes) if changes else node


def _pronoun_source_after_self_condition(ability: A.Node) -> bool:
    """Whether a sequence of ``ability`` names a target object, then deals damage from a
    pronoun (``it``/``that``) under a condition that names this object itself ("If {R} was
    spent to cast [this card], it deals ..."): the pronoun may stand for either (CR 608.2c)."""
    for seq in ability.walk():
        if not isinstance(seq, A.Sequence):
            continue
        targeted = False
        for effect in seq.effects:
            if (
                targeted
                and isinstance(effect, A.Conditional)
                and isinstance(effect.effect, A.DealDamage)
                and effect.effect.damage_source.kind in ("it", "that")
                and any(
                    isinstance(n, A.ObjectRef) and n.kind == "self" for n in effect.condition.walk()
                )
            ):
                return True
            targeted = targeted or any(
                isinstance(n, A.ObjectRef) and n.kind == "target" for n in effect.walk()
            )
    return False


def _refused(line: str, lang: str, line_no: int, reason: str) -> ParseError:
    """The refusal of a whole line read but unsure (``reason``), at its first word."""
    words = line.split()
    return ParseError(
        line=line_no,
        column=len(line) - len(line.lstrip()) + 1,
        word=words[0] if words else "",
        expected=[],
        lang=lang,
        reason=f"not parsed: {reason}",
    )


#: the cost of a cost keyword printed without one (Urza-block "Echo", CR 702.30b)
_OWN_MANA_COST = A.Variable(name="mana_cost")


def _cost_left_out(node: Any) -> bool:
    """True for a cost keyword read without its cost ("Equip", "Kicker" alone) when
    kb/keywords.yaml does not say its cost may be left out (only echo: the Urza block prints
    "Echo" for an echo cost equal to the mana cost, CR 702.30b)."""
    if not isinstance(node, A.Keyword) or not isinstance(node.parameter, A.Cost):
        return False
    if node.parameter.components != (_OWN_MANA_COST,):
        return False
    return not keyword_table().get(node.name, {}).get("cost_may_be_omitted")


def _number_left_out(node: Any) -> bool:
    """True for a keyword or keyword action whose number is part of it ("Annihilator N", CR
    702.86a; "Amass N", CR 701.47a) read without one ("Annihilator", "Bolster" alone), unless
    kb/keywords.yaml gives it a meaning without a number (vanishing, CR 702.63b) or the number
    its printings without one mean (hideaway, :func:`_omitted_number`)."""
    if isinstance(node, A.Keyword) and node.parameter is None:
        name = node.name
    elif (
        isinstance(node, A.SpellAbility)
        and isinstance(node.effect, A.KeywordAction)
        and node.effect.amount is None
    ):
        name = node.effect.action
    else:
        return False
    entry = keyword_table().get(name, {})
    return (
        entry.get("parameter") == "number"
        and not entry.get("definition_without_parameter")
        and not entry.get("number_when_omitted")
    )


def _rules_placeholder_number(node: Any) -> bool:
    """Whether ``node`` is a keyword (or a keyword action alone) whose number is the letter N
    the CR's keyword rules use for it ("Vanishing N", "Amass N")."""
    if isinstance(node, A.Keyword):
        number = node.parameter
    elif isinstance(node, A.SpellAbility) and isinstance(node.effect, A.KeywordAction):
        number = node.effect.amount
    else:
        return False
    number = getattr(number, "number", number)  # (a number and a cost: "Suspend N—[cost]")
    return isinstance(number, A.Variable) and number.name == "N"


def _omitted_number(node: Any) -> Any:
    """A number keyword printed without its number that kb/keywords.yaml gives one
    (``number_when_omitted``: Lorwyn's "Hideaway" is "Hideaway 4", CR 702.75b): the keyword
    with that number, as the Oracle text says it; any other node as it is."""
    if not (isinstance(node, A.Keyword) and node.parameter is None):
        return node
    number = keyword_table().get(node.name, {}).get("number_when_omitted")
    if number is None:
        return node
    abilities = keyword_expansion(node.name, number)
    return dataclasses.replace(node, parameter=number, abilities=abilities)


def _parameter_left_out_error(line: str, lang: str, line_no: int, node: Any) -> ParseError:
    """The refusal of a cost keyword without its cost (or a number keyword without its
    number), at the keyword as written."""
    kid = node.name if isinstance(node, A.Keyword) else node.effect.action
    what = "cost" if isinstance(node, A.Keyword) and node.parameter is not None else "number"
    start, end = 0, len(line.split()[0]) if line.split() else 0
    for name in sorted(load_lexicon(lang).keywords.get(kid, ()), key=len, reverse=True):
        found = [m.start() for m in re.finditer(rf"\b{re.escape(name)}\b", line, re.IGNORECASE)]
        if found:  # the keyword as written (the last one: "Flying, equip")
            start, end = found[-1], found[-1] + len(name)
            break
    word = line[start:end]
    return ParseError(
        line=line_no,
        column=start + 1,
        word=word,
        expected=[],
        lang=lang,
        reason=f'not parsed: "{word}" needs its {what} after it',
    )


def _foreign_value_error(line: str, lang: str, line_no: int, path: str, value: Any) -> ParseError:
    """The refusal of a line whose reading holds a value that is not part of an AST
    (:func:`rulesparser.ast.foreign_value`: a transformer's intermediate object, a bug of the
    grammar's reading): the line is left unparsed with this error, at its first word, never
    given out (its JSON, its description and the executor would fail on it)."""
    return _refused(
        line,
        lang,
        line_no,
        f"the reading holds {type(value).__name__}, no AST value, at {path.lstrip('.')} "
        "(an internal error of the grammar's reading)",
    )


def _worded(name: str) -> property:
    return property(lambda self: getattr(self.error(), name))


class _LineFailed(ParseError):
    """A line that does not parse, whose :class:`ParseError` (the expected words and the
    offending word: costly) is built by :meth:`error` only when it is shown; the run-on splitter
    and the card-name guess try many readings that fail and show none of them. Internal: the
    public functions raise :meth:`error`; caught as a ``ParseError``, its attributes and
    message are the error's (built when first read)."""

    line = _worded("line")
    column = _worded("column")
    word = _worded("word")
    expected = _worded("expected")
    context = _worded("context")
    lang = _worded("lang")
    reason = _worded("reason")

    def __init__(self, failure: Any, relocate: Any = None) -> None:  # noqa: D107
        Exception.__init__(self, "line does not parse")
        self.failure = failure  # has .explain() -> ParseError
        self.relocate = relocate  # ParseError -> ParseError placed in the text as typed
        self._error: ParseError | None = None

    def __str__(self) -> str:
        return str(self.error())

    def compact(self) -> _LineFailed:
        """This failure without its traceback and the parser values it holds (kept in a
        cache: only what words the error stays)."""
        self.__context__ = self.__cause__ = None
        self.with_traceback(None)
        exc = getattr(self.failure, "exc", None)
        if exc is not None:
            exc.__context__ = exc.__cause__ = None
            exc.with_traceback(None)
            state = getattr(exc, "state", None)
            if state is not None and hasattr(state, "value_stack"):
                state.value_stack = []  # the values transformed so far: not needed to word it
            if not isinstance(exc, DeferredUnexpectedCharacters):
                exc.interactive_parser = None  # not used to word it
        return self

    def error(self) -> ParseError:
        """The ParseError of this line (built once)."""
        if self._error is None:
            err = self.failure.explain()
            self._error = self.relocate(err) if self.relocate is not None else err
        return self._error

    explain = error  # a failure of the failures above: words its error once

    def placed(self, relocate: Any) -> _LineFailed:
        """The same failure, its error placed in the text as typed by ``relocate``."""
        return _LineFailed(self, relocate)


_NAME_WORD_RE = re.compile(r"[A-ZÀ-ÖØ-Þ][\w'\-,]*$")


def _with_name_at_start(
    raw: str, line: str, lang: str, line_no: int, lex: Lexicon
) -> tuple[A.Node, ...] | None:
    """A line that starts with a keyword word but is no keyword line may start with the card's
    own name ("Storm Entity enters the battlefield with ...", "Storm-Kiln Artist gets ..."): when
    no card name is given, read the leading capitalised words (1 to 5) as the name and keep the
    first reading that parses, with a ``card-name-assumed`` finding. None if none parses."""
    if not _starts_with_keyword_word(line.lower(), lex.lang):
        return None
    words = line.split(" ")
    # lower-case words a name may contain (lexicon inflections.name_connectors)
    connectors = {w.lower() for w in lex.inflections.get("name_connectors", [])}
    for k in range(1, min(5, len(words) - 1) + 1):
        name_words = words[:k]
        if not _NAME_WORD_RE.match(name_words[-1]) or any(
            not _NAME_WORD_RE.match(w) and w.lower() not in connectors for w in name_words
        ):
            continue
        name = " ".join(name_words).rstrip(",")
        try:
            nodes = _parse_line_cached(raw, lang, line_no, name)
        except (ParseError, _LineFailed):
            continue
        finding = A.Finding(
            code="card-name-assumed",
            message=f'"{name}" read as the name of this card (no card name was given)',
        )
        return tuple(dataclasses.replace(n, findings=(*n.findings, finding)) for n in nodes)
    return None


@functools.cache
def _keyword_names(lang: str) -> frozenset[str]:
    """The keyword names of ``lang``'s lexicon, lower-cased."""
    return frozenset(n.lower() for ns in load_lexicon(lang).keywords.values() for n in ns)


def _is_keyword_name(card_name: str, lang: str) -> bool:
    """Whether a card's name is one of the keyword names of ``lang`` ("Lifelink", "Peur")."""
    return " ".join(card_name.split()).lower() in _keyword_names(lang)


@functools.cache
def _keyword_words(lang: str) -> tuple[frozenset[str], int]:
    """The keyword names of ``lang``'s lexicon as written there, and the length of the longest."""
    names = frozenset(n for ns in load_lexicon(lang).keywords.values() for n in ns)
    return names, max(map(len, names), default=0)


#: a blank or a hyphen (where a keyword word may end, :func:`_starts_with_keyword_word`)
_WORD_END_RE = re.compile("[ -]")


def _starts_with_keyword_word(line: str, lang: str) -> bool:
    """Whether (lower-cased) ``line`` starts with one of the keywords of ``lang`` followed by a
    blank or a hyphen: the text before one of its first blanks or hyphens is a keyword name (a
    set lookup each; an alternation of every name took 10-20 ms to compile)."""
    names, longest = _keyword_words(lang)
    for m in _WORD_END_RE.finditer(line, 0, longest + 1):
        if line[: m.start()] in names:
            return True
    return False


def parse_line(
    raw: str, lang: str, *, line_no: int = 1, card_name: str | None = None
) -> list[A.Node]:
    """Parse one line of rules text (a keyword line or one ability). See :func:`parse`.

    Results are cached per (line, language, line number, card name): corpus runs repeat lines."""
    try:
        return [
            _without_working_findings(a) for a in _parse_line_cached(raw, lang, line_no, card_name)
        ]
    except _LineFailed as failed:
        raise failed.error() from None


def _parse_line(line: str, lang: str, line_no: int) -> list[A.Node]:
    lex = load_lexicon(lang)
    head, reminder_text, rem_col = _split_reminder(line)
    if reminder_text is not None and not head:
        # a line that is only reminder text (a basic land's "({T}: Add {G}.)", a Saga's lore
        # counter): valid, with no rules meaning (CR 207.2a); what it restates is kept
        rule = _rules_reminders(lang).get(_rule_reminder_key(reminder_text, lex))
        restated = (
            None
            if rule is not None
            else _reminder_nodes(reminder_text, lang, line_no, rem_col, line)
        )
        src = A.Source(
            lang=lang, text=line, line=line_no, span=(0, len(line)), era=lex.era_of(line)
        )
        if rule is not None:  # a game rule restated (a Saga's lore counters, CR 714.3)
            return [A.ReminderText(rule=rule, source=src)]
        # what neither grammar reads is said, not passed over: "(xyzzy plugh)" is a valid line
        # with no rules meaning, and a finding that its text was not read
        unread = (
            ()
            if restated is not None
            else (
                A.Finding(
                    code="reminder-unrecognised",
                    message="reminder text not read (it has no rules meaning, CR 207.2)",
                ),
            )
        )
        return [A.ReminderText(abilities=tuple(restated or ()), source=src, findings=unread)]
    # keyword line? Not tried when no keyword can start it (its failure is then at kw_pos)
    items = None
    first_failure: _Unexplained | None = None
    may_start, kw_pos = first_token_position(_transforming_parser(lang), "keyword_line", head)
    if may_start:
        try:
            items = _run(lang, head, "keyword_line", line_no, explain=False)
        except _Unexplained as kw_failure:
            first_failure = _bare(kw_failure)
    if items is not None:
        era = lex.era_of(line)
        reminder_nodes = None
        findings: list[A.Finding] = []
        if reminder_text is not None:
            last_kid = items[-1][0]
            same = [it for it in items if it[0] == last_kid]
            reminder_nodes, findings = _parse_reminder(
                same, reminder_text, lang, line_no, rem_col, line
            )
        out = []
        spans = _keyword_spans(head, len(items))
        for i, (kid, param) in enumerate(items):
            is_last = i == len(items) - 1
            src = A.Source(
                lang=lang,
                text=line,
                line=line_no,
                span=spans[i] if spans else (0, len(line)),
                era=era,
                reminder=tuple(reminder_nodes)
                if (is_last and reminder_nodes is not None)
                else None,
            )
            if keyword_table()[kid].get("action"):
                # "Proliferate." is an instruction, not a keyword ability: its spell ability
                (spell,) = keyword_expansion(kid, param)
                out.append(
                    dataclasses.replace(
                        spell, source=src, findings=tuple(findings) if is_last else ()
                    )
                )
                continue
            out.append(
                A.Keyword(
                    name=kid,
                    parameter=_param_node(param),
                    abilities=keyword_expansion(kid, param),
                    source=src,
                    findings=tuple(findings) if is_last else (),
                )
            )
        return out
    # an ability line, possibly with a reminder parenthetical (stun counters)
    target = head if reminder_text is not None else line
    ability_word = None
    # the compositional card-text grammar (rulesparser.cardtext) first, then the older sentence
    # grammar, then the card-text grammar after an ability word ("Landfall — ...", CR 207.2c);
    # of all readings, report the furthest
    failures: list[Any] = []
    tail = _line_initial_continuation(target, lang)
    if tail is not None:
        # (read alone: a knowledge-base build parses each line of a text apart, so a line's
        # reading never depends on the line before, rulesparser.kb.printings)
        raise ParseError(
            line=line_no,
            column=1,
            word=tail.split()[0],
            expected=[],
            lang=lang,
            reason=(
                f"'{tail}' first on a line continues an instruction of another line (an "
                "ability printed over two lines?); the line is not read without it"
            ),
        )
    pronoun = _line_initial_pronoun(target, lang)
    if pronoun is not None:
        raise ParseError(
            line=line_no,
            column=1,
            word=pronoun,
            expected=[],
            lang=lang,
            reason=(
                f"'{pronoun}' first on a line stands for an object named on another line (an "
                "ability printed over two lines); the line is not read without it"
            ),
        )
    result = _card_text(target, lang, line_no, failures)
    if result is None:
        # (not after a refusal no other grammar may override: Unsure.final)
        final = any(getattr(f, "final", False) for f in failures)
        try:
            result = None if final else _run(lang, target, "ability_line", line_no, explain=False)
        except _Unexplained as ab_failure:
            failures.insert(0, _bare(ab_failure))
        if result is None:
            from rulesparser.cardtext import type_line

            alone = type_line(target, lang)
            result = [alone] if alone is not None else None
        if result is None:
            keyword = _keyword_activated_ability(target, lang, line_no, lex, failures)
            if keyword is not None:
                return [
                    _with_activated_reminder(keyword, target, reminder_text, lang, line, line_no)
                ]
            keyword = _keyword_action_cost(target, lang, line_no, lex, failures)
            if keyword is not None:
                nodes, findings = (
                    _parse_reminder(
                        [(keyword.name, keyword.parameter)],
                        reminder_text,
                        lang,
                        line_no,
                        rem_col,
                        line,
                    )
                    if reminder_text is not None
                    else (None, [])
                )
                src = A.Source(
                    lang=lang,
                    text=line,
                    line=line_no,
                    span=(0, len(line)),
                    era=lex.era_of(line),
                    reminder=tuple(nodes) if nodes is not None else None,
                )
                return [dataclasses.replace(keyword, source=src, findings=tuple(findings))]
        if result is None:
            result = _under_rules_label(target, lang, line_no, failures, lex)
        if result is None:
            split = _ability_word(target, lex)
            if split is not None:
                ability_word, rest, offset = split
                # (its failure counts too: where the rest stops is where the line does)
                result = _card_text(rest, lang, line_no, failures, offset)
                if result is not None and _condition_left_out(ability_word, result, lex):
                    result = _with_ability_word_condition(result)
                    if result is None:
                        raise ParseError(
                            line=line_no,
                            column=1,
                            word=ability_word,
                            expected=[],
                            lang=lang,
                            reason=(
                                f"'{ability_word}' states a condition in this printing (only its "
                                "reminder text says which, CR 207.2c); the line is not read without it"
                            ),
                        ) from None
        if result is None:
            if first_failure is None and max(f.column for f in failures) <= kw_pos + 1:
                # the keyword reading stopped at its first word and may be the one reported
                try:
                    _run(lang, head, "keyword_line", line_no, explain=False)
                except _Unexplained as kw_failure:
                    first_failure = _bare(kw_failure)
            if first_failure is not None:
                failures.insert(0, first_failure)
            better = max(failures, key=lambda f: f.column)
            tied = [f for f in failures if f is not better and f.column == better.column]
            raise _LineFailed(_SelfReferenceTooIfTied(better, tied) if tied else better) from None
    abilities = [resolve_references(a) for a in result]
    era = lex.era_of(line)
    reminder_nodes = None
    if reminder_text is not None:
        rem = _reminder_nodes(reminder_text, lang, line_no, rem_col, line)
        reminder_nodes = tuple(rem) if rem is not None else None
    src = A.Source(
        lang=lang,
        text=line,
        line=line_no,
        span=(0, len(line)),
        era=era,
        reminder=reminder_nodes,
        ability_word=ability_word,
    )
    return [_replaced(a, "source", src) for a in abilities]


def _with_activated_reminder(
    keyword: A.Keyword, head: str, reminder: str | None, lang: str, line: str, line_no: int
) -> A.Keyword:
    """``keyword`` (:func:`_keyword_activated_ability`) with its source, and its reminder text
    checked: the reminder states the restrictions of the ability printed before it ("(Activate
    only if this creature attacked this turn and only once each turn.)"), so the printed ability
    followed by the reminder as a sentence of its own is read as one line and compared with the
    keyword's ability (a reminder that does not read counts neither way, CR 207.2a)."""
    nodes = None
    findings: list[A.Finding] = []
    if reminder is not None:
        m = _ABILITY_WORD_RE.match(head)
        rest = head[m.end() :] if m else head
        nodes = _card_text(f"{rest.rstrip()} {reminder}", lang, line_no, [])
        if nodes is not None:
            nodes = [resolve_references(n) for n in nodes]
            findings = _compare(keyword.name, keyword.abilities, nodes)
    src = A.Source(
        lang=lang,
        text=line,
        line=line_no,
        span=(0, len(line)),
        era=load_lexicon(lang).era_of(line),
        reminder=tuple(nodes) if nodes is not None else None,
    )
    return dataclasses.replace(keyword, source=src, findings=tuple(findings))


def _reminder_nodes(
    text: str, lang: str, line_no: int, col: int, full_line: str
) -> list[Any] | None:
    """The abilities a reminder text restates (older reminder grammar, then the card-text
    grammar), or None when neither reads it: reminder text has no rules meaning (CR 207.2a), so
    an unread reminder never fails its line."""
    text = _without_rule_sentences(text, lang)
    # a demonstrative is the object the reminder is printed on unless the ability names
    # another with its noun before it (transform.phrases.READING_REMINDER)
    reading = READING_REMINDER.set(True)
    try:
        try:
            rem = _run(lang, text, "reminder_body", line_no, col, full_line, explain=False)
        except (_Unexplained, ParseError):
            rem = _card_text(text, lang, line_no, [])
        if rem is None:
            # several abilities restated one after the other (modular: "This enters with a
            # +1/+1 counter on it. When it dies, ..."), cut as a card line is; never before a
            # sentence that continues the one before it ("Then exile this card.", CR 608.2c)
            rem = _parse_run_on(text, lang, line_no, None, continuations=True)
    finally:
        READING_REMINDER.reset(reading)
    if rem is None:
        return None
    # the canonical forms of any parsed line (an object in a graveyard is a card, CR 400.3), so
    # that a reminder compares with its keyword's expansion, which is parsed as a line
    return _if_you_paid_it([c for a in rem for c in canonical_abilities(resolve_references(a))])


def _without_rule_sentences(text: str, lang: str) -> str:
    """A reminder without its last sentences that restate a game rule
    (``locales/<lang>/rules_reminders.yaml``): poisonous's "... that player gets a poison
    counter. A player with ten or more poison counters loses the game." restates the ability
    (CR 702.70a), then CR 704.5c, no part of it. A reminder that is only such sentences is
    kept whole."""
    rules = _rules_reminders(lang)
    lex = load_lexicon(lang)
    sentences = re.split(r"(?<=\.)\s+", text.strip())
    while len(sentences) > 1 and _rule_reminder_key(sentences[-1], lex) in rules:
        sentences.pop()
    return " ".join(sentences)


_KEYWORD_COST = A.Cost(components=(A.Variable(name="cost"),))


def _if_you_paid_it(abilities: list[Any]) -> list[Any]:
    """ "If you do" after a reminder's "You may cast this spell for its evoke cost." is "if
    that cost was paid" (CR 702.74a, 702.109a: the keyword's own cost, ``KeywordCostPaid``): the
    condition of a triggered ability, or of a static ability's effect, said after it. Anything
    else is kept as it is."""
    out: list[Any] = []
    paid = False
    for a in abilities:
        if paid and isinstance(a, A.TriggeredAbility) and isinstance(a.condition, A.IfYouDo):
            a = dataclasses.replace(a, condition=A.KeywordCostPaid())
        elif (
            paid
            # a static ability's effect, or a spell ability's: "If you do, ... it's returned ...
            # at the beginning of the next end step" (dash, CR 702.109a: "If this spell's dash
            # cost was paid, return ...")
            and isinstance(a, (A.StaticEffect, A.SpellAbility))
            and isinstance(a.effect, A.Conditional)
            and isinstance(a.effect.condition, A.IfYouDo)
        ):
            a = dataclasses.replace(
                a, effect=dataclasses.replace(a.effect, condition=A.KeywordCostPaid())
            )
        paid = paid or (isinstance(a, A.AlternativeCost) and a.cost == _KEYWORD_COST)
        out.append(a)
    return out


@functools.cache
def _line_initial_re(lang: str, kind: str) -> re.Pattern[str] | None:
    """The words of ``lang`` listed under ``inflections.<kind>`` of its lexicon, matched first on
    a line, or None when it lists none: ``line_initial_pronouns`` (personal pronouns that stand
    for an object named on another line), ``line_initial_continuations`` (words that continue
    an instruction of the line before)."""
    forms = load_lexicon(lang).inflections.get(kind, [])
    if not forms:
        return None
    alternatives = "|".join(forms)
    return re.compile(rf"(?:{alternatives})\b", re.IGNORECASE)


def _line_initial_continuation(text: str, lang: str) -> str | None:
    """The words ``text`` begins with, when they continue an instruction: "Then shuffle your
    library." (French "Mélangez ensuite votre bibliothèque.", German "Mische danach deine
    Bibliothek.") alone on a line is the end of an ability MTGJSON printed over two lines
    (Krosan Tusker, Defense of the Heart, German: the search it ends is on the line before,
    CR 608.2c). None for any other line."""
    pattern = _line_initial_re(lang, "line_initial_continuations")
    m = pattern.match(text) if pattern is not None else None
    return m.group() if m else None


def _line_initial_pronoun(text: str, lang: str) -> str | None:
    """The pronoun ``text`` begins with, when it stands for an object: "It gains haste until end
    of turn." alone on a line is the end of an ability MTGJSON printed over two lines, its
    object named on the line before (CR 608.2c: "it" refers to an object the ability names).
    None for any other line."""
    pattern = _line_initial_re(lang, "line_initial_pronouns")
    m = pattern.match(text) if pattern is not None else None
    return m.group() if m else None


def _card_text(
    text: str, lang: str, line_no: int, failures: list[Any], offset: int = 0
) -> list[Any] | None:
    """Parse ``text`` with the card-text grammar; None when it does not parse (its failure is
    added to ``failures`` so the furthest reading is reported)."""
    from rulesparser.cardtext import Unsure, card_text_languages, parse_card_text

    if lang not in card_text_languages():
        return None
    try:
        return parse_card_text(text, lang)
    except UnexpectedInput as exc:
        failures.append(_CardTextFailure(_bare(exc), text, line_no, lang, offset))
    except Unsure as exc:
        failures.append(_UnsureFailure(str(exc), line_no, lang, offset, len(text), exc.span, text))
        failures[-1].final = getattr(exc, "final", False)
    except RecursionError:
        pass
    except (VisitError, LookupError, TypeError, AttributeError, ValueError, StopIteration) as exc:
        # a transformer bug: the line is reported unparsed with it, never a traceback
        failures.append(
            _UnsureFailure(f"internal grammar error: {exc!r}", line_no, lang, offset, len(text))
        )
    return None


class _CardTextFailure:
    """A card-text grammar failure whose ParseError is built only if reported."""

    def __init__(self, exc: UnexpectedInput, text: str, line_no: int, lang: str, offset: int):
        self.exc, self.text, self.line_no, self.lang, self.offset = exc, text, line_no, lang, offset

    @property
    def column(self) -> int:
        return (getattr(self.exc, "column", 1) or 1) + self.offset

    def explain(self) -> ParseError:
        # the parser that failed names the terminals (the tree-building one has the same
        # terminals but would be loaded, 0.2-0.5 s, only to word this error)
        from rulesparser.cardtext import _parser as card_text_parser

        return _make_error(
            self.exc,
            self.text,
            self.line_no,
            self.offset,
            self.lang,
            card_text_parser(self.lang),
            self.text,
            "card_line",
        )


class _UnsureFailure:
    """A line the card-text grammar reads but could mean more than one thing: left unparsed.
    The grammar read the whole line, so this reading ranks after every other failure (it is the
    one reported), while its message stands at the line's start."""

    def __init__(
        self,
        reason: str,
        line_no: int,
        lang: str,
        offset: int,
        length: int = 0,
        span: tuple[int, int] | None = None,
        text: str = "",
    ):
        self.reason, self.line_no, self.lang, self.offset = reason, line_no, lang, offset
        self.length = length
        #: a refusal no other grammar may override (Unsure.final)
        self.final = False
        #: the words the reading stopped on (offsets in ``text``), when known
        self.span, self.text = span, text

    @property
    def column(self) -> int:
        return 1 + self.offset + self.length

    def explain(self) -> ParseError:
        # the words the reading stopped on (rulesparser.transform.util.Unsure.span), else the
        # line's start
        start, end = self.span if self.span is not None else (0, 0)
        words = self.text[start:end].strip()
        start += len(self.text[start:end]) - len(self.text[start:end].lstrip())
        return ParseError(
            line=self.line_no,
            column=1 + self.offset + (start if words else 0),
            word=words,
            expected=[],
            lang=self.lang,
            reason=(
                f'not parsed ("{shorten(" ".join(words.split()), MAX_WORD)}"): {self.reason}'
                if words
                else f"not parsed: {self.reason}"
            ),
        )


# "Landfall — ...": one to four words with no digit, brace or punctuation before a dash
# (a number may end the word: "descend 4", "descend 8", CR 207.2c)
_ABILITY_WORD_RE = re.compile(r"^([^\W\d_][^\d{}:,.()\u2014]{0,40}?(?:\s\d{1,2})?)\s+\u2014\s+")


def _condition_left_out(word: str, abilities: list[A.Node], lex: Lexicon) -> bool:
    """Whether ``word`` is an ability word whose early printings carried a condition that
    only the ability word and its reminder state ("Threshold — Creatures can't block this
    turn. (You have threshold if seven or more cards are in your graveyard.)", Odyssey 2001;
    the Oracle text says the condition), and ``abilities`` state no condition."""
    if word.lower() not in lex.inflections.get("conditional_ability_words", []):
        return False
    return not any(
        (isinstance(n, A.Conditional) and not isinstance(n.condition, A.IfYouDo))
        or (not isinstance(n, A.Conditional) and getattr(n, "condition", None) is not None)
        for a in abilities
        for n in a.walk()
    )


#: the condition threshold states (CR 207.2c ability word; its Odyssey reminder: "You have
#: threshold as long as seven or more cards are in your graveyard"), as the Oracle texts say it
_THRESHOLD = A.Compare(
    value=A.Count(
        what="objects", object=A.ObjectRef(kind="each", filter=("card", "in_your_graveyard"))
    ),
    op=">=",
    amount=7,
)


def _with_ability_word_condition(abilities: list[A.Node]) -> list[A.Node] | None:
    """A line after a conditional ability word (:func:`_condition_left_out`) as the Oracle text
    says it: one static ability holding while the condition holds ("Threshold — ~ gets +2/+2." =
    "~ gets +2/+2 as long as seven or more cards are in your graveyard", CR 611.3), also when
    the line reads as a change and a grant ("~ gets +1/+1 and has flying"); an activated
    ability restricted to it, and a spell's one instruction done only then. The only such word
    is threshold; a line of another kind (a triggered ability, abilities of other kinds) is
    None: not read."""
    if len(abilities) == 1 and type(abilities[0]) in (
        A.ActivatedAbility,
        A.RestrictedActivatedAbility,
    ):
        # "Threshold — {T}: ..." (Odyssey; the reminder "Play this ability only if seven or
        # more cards are in your graveyard"): the Oracle text's "Activate only if ..." (CR
        # 602.5b), an activation condition
        act = abilities[0]
        if getattr(act, "condition", None) is not None:
            return None
        return [
            A.RestrictedActivatedAbility(
                cost=act.cost,
                effect=act.effect,
                timing=act.timing,
                any_player=getattr(act, "any_player", False),
                zone=getattr(act, "zone", None),
                condition=_THRESHOLD,
                max_per_turn=getattr(act, "max_per_turn", None),
            )
        ]
    if len(abilities) == 1 and type(abilities[0]) is A.SpellAbility:
        # "Threshold — ~ deals 5 damage to each creature without flying." (an instant or
        # sorcery, Odyssey): the Oracle text's "... if seven or more cards are in your
        # graveyard", a condition of the instruction (CR 608.2c); one effect only, as the
        # Oracle's "if" may cover one sentence of several
        effect = abilities[0].effect
        if isinstance(effect, (A.Sequence, A.Conditional)):
            return None
        return [
            dataclasses.replace(
                abilities[0], effect=A.Conditional(condition=_THRESHOLD, effect=effect)
            )
        ]
    # "Threshold — ~ gets +1/+1 and has flying." reads as two static abilities (the change and
    # the grant): under the condition they are one, as the Oracle text's "As long as ..., ~ gets
    # +1/+1 and has flying" (CR 611.3); "~ has flying." alone reads as the keyword on this
    # object, which under the condition is the Oracle's "~ has flying as long as ..." (the
    # keyword granted to this object, CR 604.1)
    effects: list[A.Node] = []
    for ability in abilities:
        if isinstance(ability, A.StaticEffect) and not isinstance(ability.effect, A.Conditional):
            effects.append(ability.effect)
        elif isinstance(ability, A.GrantAbilities):
            effects.append(dataclasses.replace(ability, source=None, findings=()))
        elif isinstance(ability, A.TriggeredAbility) and len(abilities) == 1:
            # "Threshold — Whenever an opponent casts a spell, ..." (Odyssey): the Oracle text's
            # "As long as ..., ~ has "Whenever ..."" (a triggered ability granted to this
            # object, which is the object that has it, CR 113.6, 604.1)
            trigger = dataclasses.replace(ability, source=None, findings=())
            effects.append(A.GrantAbilities(object=_THIS_OBJECT, abilities=(trigger,)))
        elif isinstance(ability, A.Keyword):
            keyword = dataclasses.replace(ability, source=None, findings=())
            last = effects[-1] if effects else None
            if isinstance(last, A.GrantAbilities) and last.object == _THIS_OBJECT:
                effects[-1] = dataclasses.replace(last, abilities=(*last.abilities, keyword))
            else:
                effects.append(A.GrantAbilities(object=_THIS_OBJECT, abilities=(keyword,)))
        else:
            return None
    if not effects:
        return None
    effect = effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects))
    return [A.StaticEffect(effect=A.Conditional(condition=_THRESHOLD, effect=effect))]


#: this object ("~ has flying", CR 109.5)
_THIS_OBJECT = A.ObjectRef(kind="self")


#: the condition each rules label states (the lexicon's ``inflections.rules_labels`` maps a
#: printed label to its keyword id): "Max speed — [ability]" means "As long as your speed is 4,
#: this object has [ability]" (CR 702.178a; a player has max speed when their speed is 4, CR
#: 702.179e; speed is never more than 4, 702.179d)
LABEL_CONDITIONS: dict[str, A.Node] = {
    "max_speed": A.Compare(
        value=A.Count(what="speed", player=A.PlayerRef(kind="you")), op=">=", amount=4
    ),
}


def _under_rules_label(
    line: str, lang: str, line_no: int, failures: list[Any], lex: Lexicon
) -> list[A.Node] | None:
    """A line after a rules label and its dash ("Max speed — {T}: Draw a card.", French
    "Vitesse maximale — ...", German "Höchstgeschwindigkeit — ..."): the abilities after the
    label, each granted to this object as long as the label's condition holds
    (:data:`LABEL_CONDITIONS`, CR 702.178a): ``StaticEffect(Conditional(condition,
    GrantAbilities(self, (ability,))))``; a static ability this object has ("This creature
    has flying", "This creature gets +2/+0") is put under the condition itself, as "As long as
    ..., this creature has flying" says it (``StaticEffect(Conditional(condition, effect))``). None when the line has no such label or
    the rest does not parse (its failure is in ``failures``)."""
    m = _ABILITY_WORD_RE.match(line)
    if m is None:
        return None
    kid = lex.rules_labels.get(" ".join(m.group(1).lower().split()))
    condition = LABEL_CONDITIONS.get(kid) if kid is not None else None
    if condition is None:
        return None
    result = _card_text(line[m.end() :], lang, line_no, failures, m.end())
    if result is None:
        return None
    granted: list[A.Node] = []
    for ability in result:
        if isinstance(ability, A.SpellAbility):
            # an instruction with no trigger or cost is no ability a permanent can have
            raise _refused(line, lang, line_no, "a spell's instruction after a rules label")
        if isinstance(ability, A.StaticEffect):  # "This creature gets +2/+0."
            effect = ability.effect
        elif isinstance(ability, A.GrantAbilities) and ability.object == _THIS_OBJECT:
            effect = ability  # "This creature has flying."
        else:
            effect = A.GrantAbilities(object=_THIS_OBJECT, abilities=(ability,))
        granted.append(A.StaticEffect(effect=A.Conditional(condition=condition, effect=effect)))
    return granted


def _ability_word(line: str, lex: Lexicon) -> tuple[str, str, int] | None:
    """Split an ability word off a line (CR 207.2c: it has no rules meaning): (word, rest,
    offset of the rest), or None when the line does not start with one. A conditional ability
    word of the lexicon may stand without its dash, as MTGJSON gives the German Odyssey
    printings ("Grenzwert Der ~ erhält +2/+2."), and so may the lexicon's
    ``dashless_ability_words`` ("Domäne Eine Kreatur deiner Wahl erhält ...")."""
    m = _ABILITY_WORD_RE.match(line)
    if m is None or len(m.group(1).split()) > 4:
        first = line.split(maxsplit=1)
        words = lex.inflections.get("conditional_ability_words", []) + lex.inflections.get(
            "dashless_ability_words", []
        )
        # (a capital letter, the brace of an activation cost, "Grenzwert {T}: ...", or the
        # card's name, "Grenzwert Setons Kundschafter erhält +2/+2.")
        start = first[1][:1] if len(first) == 2 else ""
        if (start.isupper() or start in ("{", "~")) and first[0].lower() in words:
            return first[0], first[1], len(line) - len(first[1])
        return None
    word = " ".join(m.group(1).lower().split())
    if word in lex.rules_labels:
        # "Max speed — This creature has flying.": a condition (CR 702.179e), not an ability
        # word with no rules meaning; the line is not read without it
        return None
    if word in _keyword_names_lower(lex):
        # "Cumulative upkeep—Discard a card.", "Flashback—Tap three untapped white creatures
        # you control.": the keyword with that cost (CR 702.24a, 702.34a); "Boast — {1}{R}:
        # ..." (CR 702.142a: activate only if this creature attacked this turn and only once
        # each turn): a keyword ability, never an ability word with no rules meaning
        return None
    return m.group(1), line[m.end() :], m.end()


#: id of a lexicon -> (the lexicon, its keyword names in lower case)
_KEYWORD_NAMES_LOWER: dict[int, tuple[Lexicon, frozenset[str]]] = {}


def _keyword_names_lower(lex: Lexicon) -> frozenset[str]:
    """The keyword names of ``lex`` in lower case, gathered once per lexicon (the lexicon is
    kept with them: its id stays its own)."""
    hit = _KEYWORD_NAMES_LOWER.get(id(lex))
    if hit is None or hit[0] is not lex:
        names = frozenset(name.lower() for names in lex.keywords.values() for name in names)
        hit = _KEYWORD_NAMES_LOWER[id(lex)] = (lex, names)
    return hit[1]


def _parse_reminder(
    items: list[tuple[str, Any]], text: str, lang: str, line_no: int, col: int, full_line: str
) -> tuple[list[Any], list[A.Finding]]:
    """Parse the reminder of the keyword ``items`` (the trailing instances of one keyword, e.g. the
    two costs of "Kicker {2}{U} and/or {1}{B}") and compare it with their expansion."""
    kid, param = items[-1]
    expansion = tuple(a for k, p in items for a in keyword_expansion(k, p))
    lex = load_lexicon(lang)
    key = _strip_for_template(text, lex)
    defined = bool(keyword_table().get(kid, {}).get("definition"))
    known = key in _templates(lang).get(kid, set())
    if known and not defined:
        return list(expansion), []
    said = numbers_said(lang, kid, text)  # a "{N}" template: the printed number must be N
    if said is not None:
        n = _param_values(param).get("N")
        if all(v == n for v in said):
            return list(expansion), []
        finding = A.Finding(
            code="reminder-mismatch",
            message=f"reminder text of {kid} says {', '.join(map(str, said))} where the keyword"
            f" says {n}",
        )
        return list(expansion), [finding]
    try:
        nodes = _run(lang, text, "reminder_body", line_no, col, full_line, explain=False)
    except (ParseError, _Unexplained) as failure:
        if known:  # a printed wording locales/<lang>/reminders.yaml lists as not the definition's
            return list(expansion), []
        if defined:  # the error is worded only when it is raised
            raise (failure.explain() if isinstance(failure, _Unexplained) else failure) from None
        # a reminder only the card-text grammar reads (escape's "You may cast this card from
        # your graveyard for its escape cost."): compared with the expansion as any other (a
        # keyword with a reminder grammar of its own keeps its stricter error, above)
        restated = _reminder_nodes(text, lang, line_no, col, full_line)
        if restated is not None:
            restated = [substitute(n, _param_values(param)) for n in restated]
            return restated, _compare(kid, expansion, _resolve_elided_counters(restated))
        finding = A.Finding(
            code="reminder-unrecognised",
            message=f"reminder text of {kid} is not a known printing in {lang}",
        )
        return [], [finding]
    nodes = _resolve_elided_counters([resolve_references(n) for n in nodes])
    nodes = [substitute(n, _param_values(param)) for n in nodes]
    return nodes, _compare(kid, expansion, nodes)


def _gained_for_ever_after_control_for_a_while(ability: A.Node) -> bool:
    """Whether ``ability`` has, in a sequence of instructions, control of an object gained for a
    limited duration (:class:`~rulesparser.ast.GainControl`, not ``permanent``) followed at once
    by an ability that object ("it", "that creature") gains with a ``permanent`` duration (for the
    rest of the game, CR 611.2a): no Oracle text of the corpus says that, a print that does left
    the duration out or shares the first one (module :func:`_read_normalized_now`)."""
    for n in ability.walk():
        if not isinstance(n, A.Sequence):
            continue
        for before, after in zip(n.effects, n.effects[1:], strict=False):
            if (
                isinstance(before, A.GainControl)
                and before.duration is not None
                and before.duration != _FOR_EVER
                and isinstance(after, A.GainAbility)
                and after.duration == _FOR_EVER
                and isinstance(after.object, A.ObjectRef)
                and after.object.kind in ("that", "it")
            ):
                return True
    return False


def _if_you_dont_after_a_must(ability: A.Node) -> bool:
    """Whether ``ability`` has, in a sequence of instructions, "If you don't, [effect]"
    (:class:`~rulesparser.ast.Not` of :class:`~rulesparser.ast.IfYouDo`) right after an
    instruction that is no choice: not under "you may" (:class:`~rulesparser.ast.
    OptionalEffect`, an effect with ``optional`` set, a "may pay" node) nor itself a
    conditional. Every Oracle text of the corpus says "may" before "If you don't" (CR 608.2c,
    608.2d); a print without it left the choice out (module :func:`_read_normalized_now`)."""
    for n in ability.walk():
        if not isinstance(n, A.Sequence):
            continue
        for before, after in zip(n.effects, n.effects[1:], strict=False):
            if not (
                isinstance(after, A.Conditional)
                and isinstance(after.condition, A.Not)
                and isinstance(after.condition.condition, A.IfYouDo)
            ):
                continue
            if isinstance(before, (A.OptionalEffect, A.Conditional)) or getattr(
                before, "optional", False
            ):
                continue
            if type(before).__name__.startswith("May"):
                continue
            return True
    return False


def _kicked_condition_after_casting_another_spell(ability: A.Node) -> bool:
    """Whether ``ability`` holds a triggered ability that triggers on the casting of another
    spell than this one (:class:`~rulesparser.ast.EventTrigger` ``cast`` of an object that is not
    this object) and tests whether a kicker or other keyword cost was paid
    (:class:`~rulesparser.ast.KickerPaid`, :class:`~rulesparser.ast.KickerCostPaid`,
    :class:`~rulesparser.ast.KeywordCostPaid`). Those conditions are said of this object only
    (CR 702.33d: "kicked" is a property of the spell cast with its kicker cost paid); after
    "Whenever you cast a spell", "if that spell was kicked" (Hallar, the Firefletcher; French
    "si ce sort a été kické", where "ce sort" is the spell just named, not this one) is said of
    the spell cast, which the condition can't name: the line stays unparsed."""
    for node in ability.walk():
        if not isinstance(node, A.TriggeredAbility):
            continue
        trig = node.trigger
        triggers = trig.triggers if isinstance(trig, A.AnyTrigger) else (trig,)
        if not any(
            isinstance(t, A.EventTrigger) and t.event == "cast" and t.object != SELF
            for t in triggers
        ):
            continue
        if any(
            isinstance(n, (A.KickerPaid, A.KickerCostPaid, A.KeywordCostPaid)) for n in node.walk()
        ):
            return True
    return False


#: Readings of a whole line that the parser refuses as unsure after the grammar read it: each
#: row is a check on one ability (true: refuse) and the reason the refusal gives (the message of
#: :func:`_refused`); the line stays `Unparsed` rather than read as the card doesn't say.
def _inner_colors_definition(node: Any) -> bool:
    """ "[this] is colorless" inside another ability ("As long as ..., ~ is colorless", "~ is
    colorless and has flying"): a characteristic-defining ability is a whole ability of its
    own, unconditional (CR 604.3, 604.3a); such a line is left unread, not made a CDA with a
    condition. A keyword's own abilities, and a reminder's, are abilities too (Devoid, CR
    702.114a: "(This card has no color.)")."""
    if isinstance(node, (A.Keyword, A.ReminderText)):
        return any(_inner_colors_definition(a) for a in node.abilities)
    return any(isinstance(x, A.DefineColors) for x in node.walk() if x is not node)


_UNSURE_READINGS: tuple[tuple[Callable[[Any], bool], str], ...] = (
    (_inner_colors_definition, "'is colorless' inside another ability (CR 604.3a)"),
    # "Falls diese Verzauberung eine Aura ist, kannst du sie an den Spielstein anlegen."
    # (Ajani's Chosen, German): "sie" and "den Spielstein" both read as the object
    # named before; no rule attaches an object to itself (CR 301.5c, 303.4d)
    (_self_attachment, "an object attached to itself"),
    # "Wenn der Verräterische Grubenbewohner aus einem Friedhof ins Spiel kommt, ..."
    # (Treacherous Pit-Dweller, German; Oracle "enters the battlefield from a graveyard"):
    # the zone it comes from read as a word of the entering object (CR 603.6a, 400.7)
    (
        _enters_from_a_zone,
        "an object entering the battlefield said with a zone: the zone it comes from?",
    ),
    # "Der Höhlentiger erhält +1/+1 bis zum Ende des Zuges für jede Kreatur, die ihn blockt."
    # (Cave Tiger, German; Oracle "Whenever Cave Tiger becomes blocked by a creature, ..."): a
    # spell ability changing this object, a creature: the print's trigger is missing
    (
        _spell_changing_this_creature,
        "a spell ability giving this object +N/+N or an ability (a permanent's ability "
        "whose trigger or cost is missing?)",
    ),
    # "Vous pouvez engager ou dégager le permanent ciblé, puis engager ou dégager un autre
    # permanent ciblé." (Hidden Strings, French/German; Oracle "..., then you may tap or untap
    # another target permanent"): one "may" or one per step (CR 608.2d)
    (
        _new_target_in_a_later_step_of_one_may,
        "one 'you may' over steps of which a later one has a target of its own: "
        "one choice or one per step?",
    ),
    # "Zu Beginn des Versorgungssegments jedes Spielers opfert dieser Spieler eine Kreatur.
    # Falls dieser Spieler dies nicht kann, opfert er den Leidbringenden Dämon." (Woebringer
    # Demon, German; Oracle "If the player can't, sacrifice Woebringer Demon"): "er" is the
    # upkeep's player, who does not control this object and cannot sacrifice it (CR 701.17a)
    (
        _self_sacrificed_by_another_player,
        "this object sacrificed by a player other than its controller (CR 701.17a)",
    ),
    # "Vanishing N" (the CR's "Vanishing N" means ..., 702.63a): N stands for the number
    # a card prints; no card prints the letter (a variable a card chooses is X, CR
    # 107.3), so a line with it is the rules' wording, not a card's
    (_rules_placeholder_number, "the rules' placeholder N for a keyword's number"),
    # "Immer wenn die ~ geblockt wird, erhält sie +2/+2 für jede Kreatur, die sie
    # blockt." (Gang of Elk, Mercadian Masques; Oracle "... until end of turn"), "Eine
    # Kreatur Deiner Wahl erhält +1/+0 und Erstschlag." (Flaming Sword, an Aura): a
    # one-shot change of power and toughness with no duration lasts for the rest of the
    # game (CR 611.2a), which no Oracle text of the corpus means; the print left its
    # duration out, or the line is a permanent's static ability read as an effect
    (_one_shot_change_for_ever, "a one-shot change of power and toughness with no duration"),
    # "Immer wenn der ~ angreift, enttappt er während des Enttapp-Segments seines
    # Beherrschers nicht." (Lead Golem, Sixth Edition; Oracle "... during its
    # controller's next untap step"): an instruction that keeps it tapped at every untap
    # step for the rest of the game (CR 611.2a), which no Oracle text of the corpus
    # means; the print left "next" out
    (_one_shot_no_untap_for_ever, "a one-shot 'doesn't untap' with no duration"),
    # "{B}{B}: Neutralisiere einen grünen Spruch." (Deathgrip, 4ED), "Zerstöre ein
    # Artefakt." (Shatter), "{T}: Die ~ fügt einer Kreatur mit Flugfähigkeit 1
    # Schadenspunkt zu." (Grapeshot Catapult): 1995-1998 German prints that leave out
    # "Deiner Wahl" where the card targets (Oracle "target"); read as printed it would
    # be an untargeted choice (CR 115.1, 115.10), which no Oracle text of the corpus
    # says with these verbs. A language whose old prints do so (``unmarked_targets``,
    # German) reads such an object as the target before this check
    # (:func:`_unmarked_targets`); in any other the line stays unparsed
    (
        _untargeted_object_of_a_targeting_verb,
        "an object chosen without 'target' for a verb that targets it in every "
        "Oracle text (a word left out of an old print?)",
    ),
    # "Prévenez ... par la créature attaquante ou bloqueuse ciblée. Si {R} a été dépensé
    # pour jouer le ~, il inflige au contrôleur de cette créature ..." (Boros
    # Fury-Shield; German "Wurde {R} ausgegeben, um den ~ zu spielen, fügt er ..."):
    # the pronoun may be the card the condition names (Oracle: "Boros Fury-Shield deals
    # damage") or the target named before; read as "it", the creature would deal it
    (
        _pronoun_source_after_self_condition,
        "a pronoun dealing damage after a condition that names this card, with a "
        "target named before it: which of the two deals it is not sure",
    ),
    # "Du erhältst bis zum Ende des Zuges die Kontrolle über eine Kreatur deiner Wahl,
    # und sie erhält Eile" (Grab the Reins, Mirrodin; Oracle "Until end of turn, you
    # gain control of target creature and it gains haste"): the duration said once
    # inside the first clause may or may not cover the second; read alone, the haste
    # would last for the rest of the game (CR 611.2a), which the card doesn't say
    (
        _gained_for_ever_after_control_for_a_while,
        "an ability gained with no duration by an object whose control is gained "
        "for a while (a duration shared or left out?)",
    ),
    # "Wenn die ~ ins Spiel kommt, wirf eine zufällige Karte aus Deiner Hand ab. Wenn Du
    # dies nicht tust, opfere die ~." (Balduvian Horde, Sixth Edition; Oracle "sacrifice
    # it unless you discard a card at random"): "if you don't" after an instruction that
    # leaves no choice would read the discard as compulsory, which the card doesn't say
    (
        _if_you_dont_after_a_must,
        "'if you don't' after an instruction that is not a choice ('you may', 'unless')",
    ),
    # "À chaque fois que vous lancez un sort, si ce sort a été kické, ..." (Hallar, the
    # Firefletcher, French; Oracle "if that spell was kicked"): the kicker condition reads
    # "this spell", the card itself, where the card means the spell just cast (CR 702.33d)
    (
        _kicked_condition_after_casting_another_spell,
        "a kicker or keyword cost condition after the casting of another spell: said of "
        "that spell, not of this object",
    ),
)
