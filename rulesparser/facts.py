"""Facts a rules-text line states that can be read without the grammar (partial comparison).

When a line does not parse in one language or both, the translation cross-check still compares
what both sides state and what can be read word by word: mana symbols (:mod:`rulesparser.mana`,
CR 107.4), numbers written in digits or words, power/toughness values and changes (CR 208,
613.4c), counter kinds (CR 122), keyword names (CR 702), card types (CR 300), the number of
"target" words (CR 115), opponent and each-player words. A difference there is a finding with
``basis: facts`` (likely), where a difference of parsed abilities is ``basis: ast`` (certain).

The words are data: ``locales/<lang>/facts.yaml`` (number words, counter and target patterns,
player words, keyword names to ignore) and the lexicon's ``keywords``, ``COUNTER`` and
``CARD_TYPE`` classes (``locales/<lang>/lexicon.yaml``). Reminder text (in parentheses) is
read apart: its facts are compared only when both sides print a reminder.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rulesparser.lexicon import _fold, _read_yaml, keyword_table, load_lexicon
from rulesparser.mana import SYMBOL_RE, canonical_symbol, symbols_of
from rulesparser.normalize import normalize_line
from rulesparser.wordtrie import trie_regex

#: fact classes compared as multisets (how often a symbol or number is printed matters);
#: every other class (keywords, counter kinds, card types and the word classes of
#: ``presence:`` in facts.yaml: targets, opponents, actions) is compared as a set
MULTISET_CLASSES = frozenset({"mana", "loyalty", "number"})
#: classes whose difference alone is a finding: what a translation never rewords (a mana
#: symbol, a loyalty cost, P/T, a counter kind, a keyword). A difference in any other class
#: (numbers, which wording may carry or not, and the ``presence:`` word classes: targets,
#: opponents, actions) is a finding only with a second differing class on the same line.
STRONG_CLASSES = frozenset(
    {"mana", "loyalty", "pt", "counter", "keyword", "keyword_text", "card_type"}
)
#: fact classes in the order findings report them (then the ``presence:`` classes by name)
CLASSES = ("mana", "loyalty", "number", "pt", "counter", "keyword", "keyword_text", "card_type")
#: keyword abilities (CR 702) read inside sentences too ("has flying", "gains first strike
#: until end of turn", "creatures without flying": class ``keyword_text``): the
#: parameterless abilities one sentence grants or names, whose names are no ordinary words in
#: any of the languages. Their names come from the lexicon's ``keywords``; the forms running
#: text uses besides ("fliegende Kreaturen", "kann fliegen") from ``keyword_forms:`` of
#: ``locales/<lang>/facts.yaml``.
SENTENCE_KEYWORDS = (
    "flying",
    "first_strike",
    "double_strike",
    "trample",
    "haste",
    "vigilance",
    "reach",
    "deathtouch",
    "lifelink",
    "defender",
    "hexproof",
    "indestructible",
    "menace",
    "shroud",
    "fear",
    "intimidate",
    "flash",
    "horsemanship",
    "islandwalk",
    "swampwalk",
    "forestwalk",
    "mountainwalk",
    "plainswalk",
    "banding",
    "flanking",
    "infect",
    "wither",
)

# "+1/+1", "-X/-X", "2/2"; French prints the minus as a dash ("—3/—3"), glued texts "gagne+X/-X"
_PT_RE = re.compile(
    r"(?<![\d/])([+\u2014-]?\s?(?:\d+|X|\*))/\s?([+\u2014-]?\s?(?:\d+|X|\*))(?![\d/])"
)
# a loyalty cost (CR 606.4): printed "+1:", "−3:", French "—6 :"; Oracle (MTGJSON's text)
# brackets it, "[+1]:", "[−3]:", "[0]:" (the minus sign U+2212 is "-" after normalize_line)
_LOYALTY_RE = re.compile(r"^\s*(\[\s*)?(?:(\u2014|-)|\+)?\s*(\d+|X)\s*(?(1)\])\s*:")
_DIGITS_RE = re.compile(r"(?<![\w/])(\d+)(?![\w/])")


@dataclass(frozen=True)
class FactRules:
    """One language's fact patterns (compiled from ``locales/<lang>/facts.yaml``)."""

    numbers: list[tuple[re.Pattern[str], int]]
    mana_words: list[tuple[re.Pattern[str], str]]
    maybe_numbers: list[tuple[re.Pattern[str], int]]
    number_words: dict[str, int]
    not_numbers: list[re.Pattern[str]]
    counters: list[re.Pattern[str]]
    counts: dict[str, list[re.Pattern[str]]]
    #: per class of :attr:`counts`, one pattern matching where one of its patterns matches
    #: (absent when they cannot be joined)
    counts_any: dict[str, re.Pattern[str]]
    keywords: list[tuple[re.Pattern[str], str, str]]
    #: :attr:`keywords` by the lower-cased first character of their name (ASCII names only),
    #: each list in the order of :attr:`keywords` and holding the names that start with a
    #: non-ASCII character too (those alone under ``""``): what an item starting with that
    #: ASCII character may match
    keywords_by_initial: dict[str, list[tuple[re.Pattern[str], str, str]]]
    sentence_keywords: list[tuple[re.Pattern[str], str]]
    not_pt: list[re.Pattern[str]]
    #: one pattern matching where any of :attr:`sentence_keywords` matches (a text most
    #: sentence keywords are absent from is searched once), None when they cannot be joined
    sentence_keywords_any: re.Pattern[str] | None
    sentence_keyword_ignore: frozenset[str]
    sentence_keyword_lowercase: bool
    card_types: list[tuple[re.Pattern[str], str]] | None
    counter_kinds: dict[str, str]
    keyword_ignore: frozenset[str]


def _word_re(form: str, hyphen: bool = False) -> str:
    """A word or phrase on word boundaries; with ``hyphen``, also as part of a hyphenated
    compound ("créatures-artefacts")."""
    body = r"\s+".join(re.escape(p) for p in form.split())
    if hyphen:
        return r"(?<![\w+/])" + body + r"(?![\w/])"
    return r"(?<![\w+/-])" + body + r"(?![\w/-])"


@functools.cache
def fact_rules(lang: str) -> FactRules:
    """The compiled fact patterns of ``lang``. Raises ``RulesparserError`` for an unknown
    language or a malformed ``facts.yaml`` (a missing file means: no extra patterns)."""
    from rulesparser.errors import RulesparserError

    lex = load_lexicon(lang)
    try:
        data = _read_yaml("locales", lang, "facts.yaml") or {}
    except RulesparserError:
        data = {}
    try:
        numbers = [
            (re.compile(_word_re(str(w)), re.I), int(v))
            for v, words in (data.get("numbers") or {}).items()
            for w in words
        ]
        counters = [re.compile(p, re.I) for p in data.get("counters") or []]
        mana_words = [
            (re.compile(_word_re(str(w)), re.I), canonical_symbol(str(sym)))
            for sym, words in (data.get("mana_words") or {}).items()
            for w in words
        ]
        maybe_numbers = [
            (re.compile(_word_re(str(w)), re.I), int(v))
            for v, words in (data.get("maybe_numbers") or {}).items()
            for w in words
        ]
        not_numbers = [re.compile(_word_re(str(w)), re.I) for w in data.get("not_numbers") or []]
        counts = {
            str(k): [re.compile(p, re.I) for p in pats]
            for k, pats in (data.get("presence") or {}).items()
        }
        forms = data.get("keyword_forms") or {}
        not_in_sentences = {str(k) for k in data.get("keyword_text_ignore") or []}
        sentence_forms = sorted(
            [
                (_word_re(str(n)), kid)
                for kid in SENTENCE_KEYWORDS
                if kid not in not_in_sentences
                for n in lex.keywords.get(kid, ())
            ]
            + [(str(p), str(kid)) for kid, pats in forms.items() for p in pats],
            key=lambda x: -len(x[0]),
        )
        sentence_keywords = [(re.compile(p, re.I), kid) for p, kid in sentence_forms]
        not_pt = [re.compile(p, re.I) for p in data.get("not_pt") or []]
    except (re.error, TypeError, ValueError) as exc:
        raise RulesparserError(f"locales/{lang}/facts.yaml: {exc}") from exc
    table = keyword_table()
    names = {kid: list(ns) for kid, ns in lex.keywords.items()}
    for kid, extra in (data.get("keywords") or {}).items():
        names.setdefault(str(kid), []).extend(str(n) for n in extra)
    kw_forms = sorted(
        ((str(n), kid) for kid, ns in names.items() if kid in table for n in ns),
        key=lambda x: -len(x[0]),
    )
    # a keyword at the start of a keyword-list item: "Flying", "Vanishing 2", "Kicker {2}",
    # "Morph—Reveal ...", "Protection from black"; parameterless keywords take nothing after
    keywords = [
        (
            re.compile(
                r"^\s*" + r"\s+".join(re.escape(p) for p in n.split()) + r"(?![\w/-])", re.I
            ),
            kid,
            str(table[kid].get("parameter", "none")),
        )
        for n, kid in kw_forms
    ]
    initials = [n[0] for n, _kid in kw_forms]
    # "": the names starting with a non-ASCII character (all an item may match when no name
    # starts with its ASCII initial)
    by_initial = {"": [k for k, i in zip(keywords, initials, strict=True) if not i.isascii()]}
    for c in {i.lower() for i in initials if i.isascii()}:
        by_initial[c] = [
            k for k, i in zip(keywords, initials, strict=True) if not i.isascii() or i.lower() == c
        ]
    card_types = None
    if data.get("card_types"):
        types = sorted(
            ((str(f), c) for c, fs in lex.classes.get("CARD_TYPE", {}).items() for f in fs),
            key=lambda x: -len(x[0]),
        )
        # French compounds keep both types ("créatures-artefacts"); "non-créature" is none
        card_types = [
            (re.compile(r"(?<!non-)(?<!non )" + _word_re(f, hyphen=True), re.I), c)
            for f, c in types
        ]
    return FactRules(
        numbers=numbers,
        mana_words=mana_words,
        maybe_numbers=maybe_numbers,
        number_words={
            str(w).lower(): int(v)
            for v, words in (data.get("numbers") or {}).items()
            for w in words
        },
        not_numbers=not_numbers,
        counters=counters,
        counts=counts,
        counts_any={c: j for c, pats in counts.items() if (j := _any_of(pats)) is not None},
        keywords=keywords,
        keywords_by_initial=by_initial,
        sentence_keywords=sentence_keywords,
        not_pt=not_pt,
        sentence_keywords_any=_any_of([p for p, _kid in sentence_keywords]),
        sentence_keyword_ignore=frozenset(not_in_sentences),
        sentence_keyword_lowercase=bool(data.get("keyword_text_lowercase")),
        card_types=card_types,
        counter_kinds=dict(lex.reverse.get("COUNTER", {})),
        keyword_ignore=frozenset(str(k) for k in data.get("keyword_ignore") or []),
    )


def _any_of(patterns: list[re.Pattern[str]]) -> re.Pattern[str] | None:
    """One pattern that matches where any of ``patterns`` (all compiled with the same flags)
    matches, or None when they cannot be joined (group references, inline flags)."""
    if not patterns or any(
        re.search(r"\\\d|\(\?P[<=]|\(\?[aiLmsux-]+\)", p.pattern) for p in patterns
    ):
        return None
    flags = patterns[0].flags
    if any(p.flags != flags for p in patterns):
        return None
    try:
        return re.compile(_presence_source([p.pattern for p in patterns], flags), flags)
    except re.error:
        return None


#: a word or phrase of :func:`_word_re`: its look-behind, its words, its look-ahead
_WORD_RE_SHAPE = re.compile(
    r"(?P<pre>\(\?<!\[\\w\+/-?\]\))(?P<body>(?:[^\\()\[\]|?*+{}.^$]|\\[^\w\s]|\\s\+)+)"
    r"(?P<post>\(\?!\[\\w/-?\]\))"
)


@functools.lru_cache(maxsize=4096)
def _needle(pattern: re.Pattern[str]) -> str | None:
    """The first word of a word or phrase of :func:`_word_re` as :func:`_absent` looks for
    it (case-folded), None for any other pattern."""
    m = _WORD_RE_SHAPE.fullmatch(pattern.pattern)
    if m is None:
        return None
    first = m.group("body").split("\\s+")[0]
    word = re.sub(r"\\(.)", r"\1", first)
    return word.translate(_ASCII_CASE).lower() or None


def _absent(pattern: re.Pattern[str], folded: str) -> bool:
    """Whether ``pattern`` (a word or phrase of :func:`_word_re`) cannot match a text whose
    case-folded form (:data:`ASCII_CASE_EQUIVALENTS` replaced, lower case) is ``folded``: its
    first word is not in it. False when that cannot be told so."""
    needle = _needle(pattern)
    return needle is not None and needle not in folded


def _presence_source(sources: list[str], flags: int) -> str:
    """A regex that matches at a position exactly where one of ``sources`` does: the words
    and phrases of :func:`_word_re` with the same look-arounds share them and are matched
    through a prefix tree (:func:`rulesparser.wordtrie.trie_regex`: one branch per next
    letter instead of one try per word), the others are alternatives of their own."""
    shared: dict[tuple[str, str], list[str]] = {}
    others: list[str] = []
    for src in sources:
        m = _WORD_RE_SHAPE.fullmatch(src)
        if m is None:
            others.append(src)
        else:
            shared.setdefault((m.group("pre"), m.group("post")), []).append(m.group("body"))
    parts = []
    for (pre, post), bodies in shared.items():
        # longest first: the same matches in any order once look-aheads are checked
        ordered = sorted(set(bodies), key=lambda b: (-len(b), b))
        parts.append(trie_regex(f"{pre}(?:{'|'.join(ordered)}){post}", flags))
    parts += others
    return "|".join(f"(?:{p})" for p in parts)


@dataclass
class Facts:
    """The facts of one stretch of text: ``values`` fact class -> Counter of values (mana
    symbols as canonical strings, numbers as ints, P/T as "+1/+1", keyword and card-type ids,
    counter kinds, word-class counts under the value ``"n"``); ``unknown``: classes that could
    not be read completely (a counter kind the lexicon does not know), never compared."""

    values: dict[str, Counter[Any]] = field(default_factory=dict)
    unknown: set[str] = field(default_factory=set)
    #: bare digits and mana letters ("8, {T}:" of old German printings, English "U Counter
    #: target spell" where MTGJSON lost the "o"): mana symbols written without a symbol
    bare: Counter[str] = field(default_factory=Counter)
    #: every number printed in digits (1 included) and the numbers "both" may stand for
    digits: Counter[str] = field(default_factory=Counter)
    maybe: Counter[int] = field(default_factory=Counter)
    #: keyword ids this language's facts.yaml says not to compare (``keyword_ignore``), and
    #: not to compare inside sentences (``keyword_text_ignore``)
    ignore: frozenset[str] = frozenset()
    text_ignore: frozenset[str] = frozenset()
    #: the text says "tap" in words ("getappt", "engagez"): a {T} the other text prints is the
    #: same thing written another way
    tap_word: bool = False

    def add(self, cls: str, value: Any) -> None:
        self.values.setdefault(cls, Counter())[value] += 1

    def view(self, cls: str) -> Any:
        """The comparable value of one class: a sorted list (multiset or set)."""
        c = self.values.get(cls, Counter())
        if cls not in MULTISET_CLASSES:
            return sorted(c, key=str)
        return sorted(c.elements(), key=str)

    def empty(self) -> bool:
        return not any(c for k, c in self.values.items() if k != "keyword_line")

    def __reduce__(self) -> tuple[Any, ...]:
        # Counters as plain dicts, made Counters again without Counter.__init__: a knowledge
        # base build unpickles the facts of every distinct printed line (from its parser
        # workers and its parse cache), and a Counter pickles as a call of Counter(dict)
        state = {
            k: {c: dict(v) for c, v in x.items()}
            if k == "values"
            else dict(x)
            if k in _COUNTERS
            else x
            for k, x in self.__dict__.items()
        }
        return (_facts_from, (state,))


#: the :class:`Facts` attributes that are Counters (besides the Counters of ``values``)
_COUNTERS = frozenset({"bare", "digits", "maybe"})


def _counter(items: dict[Any, int]) -> Counter[Any]:
    out: Counter[Any] = Counter.__new__(Counter)
    dict.update(out, items)
    return out


def _facts_from(state: dict[str, Any]) -> Facts:
    """The :class:`Facts` of a :meth:`Facts.__reduce__` state."""
    out = object.__new__(Facts)
    out.__dict__.update(
        {
            k: {c: _counter(v) for c, v in x.items()}
            if k == "values"
            else _counter(x)
            if k in _COUNTERS
            else x
            for k, x in state.items()
        }
    )
    return out


def _blank(pattern: re.Pattern[str], text: str) -> str:
    return pattern.sub(lambda m: " " * len(m.group(0)), text)


def split_reminder(line: str) -> tuple[str, str | None]:
    """``"Head (reminder) more"`` -> (head without parentheses, the reminder texts joined or
    None when there is none)."""
    if "(" not in line:  # (a ")" without "(" stays in the head)
        return line, None
    parts: list[str] = []
    head: list[str] = []
    depth = 0
    cur: list[str] = []
    for ch in line:
        if ch == "(":
            depth += 1
            if depth == 1:
                cur = []
                continue
        elif ch == ")" and depth:
            depth -= 1
            if depth == 0:
                parts.append("".join(cur))
                continue
        (cur if depth else head).append(ch)
    if depth:  # unbalanced: keep the rest as reminder
        parts.append("".join(cur))
    return "".join(head), (" ".join(parts) if parts else None)


#: The non-ASCII characters that ``re.I`` matches with an ASCII letter (Python's case
#: equivalences: dotted and dotless I, long s, Kelvin sign), mapped to that letter. No other
#: non-ASCII character matches an ASCII character or lower-cases to one (tests/test_facts_names.py).
ASCII_CASE_EQUIVALENTS = {"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"}
_ASCII_CASE = str.maketrans(ASCII_CASE_EQUIVALENTS)
_ASCII_RUN = re.compile(r"[\x00-\x7f]+")


@functools.lru_cache(maxsize=1 << 16)
def _card_names(card_name: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """A card name and each of its faces' names, normalised, longest first, each with its
    runs of ASCII characters lower-cased; names of one or two characters are left out (they
    are words of the text)."""
    names = {normalize_line(n) for n in (card_name, *card_name.split(" // "))}
    return tuple(
        (n, tuple(r.lower() for r in _ASCII_RUN.findall(n)))
        for n in sorted((n for n in names if len(n) > 2), key=lambda n: (-len(n), n))
    )


@functools.lru_cache(maxsize=4096)
def _name_re(name: str) -> re.Pattern[str]:
    return re.compile(re.escape(name), re.I)


def _occurs(name: str, runs: tuple[str, ...], t: str, folded: str) -> bool:
    """Whether ``name`` occurs in ``t`` ignoring case, exactly as ``re.I`` matches.

    ``runs``: the name's runs of ASCII characters, lower-cased; ``folded``: ``t`` with
    :data:`ASCII_CASE_EQUIVALENTS` replaced, lower-cased. An ASCII character of the name
    matches only an ASCII character of ``t`` or one of those equivalents, so where a run is
    missing from ``folded`` the name does not occur, and an ASCII name occurs exactly where
    it is found there. Only a non-ASCII name whose runs are all there needs the pattern."""
    if not all(r in folded for r in runs):
        return False
    if name.isascii():
        return True
    return _name_re(name).search(t) is not None


def _remove_name(name: str, t: str) -> str:
    """``t`` with each occurrence of ``name`` replaced by a space, found ignoring case exactly
    as ``re.I`` finds them (see :func:`_occurs`): an ASCII name is looked for in ``t`` with
    :data:`ASCII_CASE_EQUIVALENTS` replaced and lower-cased (as long as ``t``), without
    compiling a pattern per name (a build reads the lines of some 40,000 card names)."""
    folded = t.translate(_ASCII_CASE).lower()
    if not name.isascii() or len(folded) != len(t):
        return _name_re(name).sub(" ", t)
    needle = name.lower()
    i = folded.find(needle)
    if i < 0:
        return t
    parts: list[str] = []
    pos = 0
    while i >= 0:
        parts.append(t[pos:i])
        pos = i + len(needle)
        i = folded.find(needle, pos)
    parts.append(t[pos:])
    return " ".join(parts)


def text_facts(
    text: str, lang: str, card_name: str | None = None, *, reminder: bool = False
) -> Facts:
    """The facts of ``text`` (one line's head or reminder) in ``lang``.

    ``card_name``: that language's card name, removed first (a name's words are no facts).
    ``reminder``: the text is reminder text, whose keyword words explain a keyword ("It can
    block creatures with flying", "first-strike and regular combat damage"): keywords inside
    its sentences are not read. The result is shared by every call with the same text and the same name occurrences
    (a build reads "Flying" for thousands of printings): read it, never change it."""
    t = normalize_line(text)
    names: tuple[str, ...] = ()
    if card_name:
        folded = t.translate(_ASCII_CASE).lower()
        names = tuple(n for n, runs in _card_names(card_name) if _occurs(n, runs, t, folded))
    return _text_facts(t, lang, names, reminder, _name_keywords(card_name or "", lang))


@functools.lru_cache(maxsize=1 << 16)
def _name_keywords(card_name: str, lang: str) -> frozenset[str]:
    """The keywords whose names a card name holds ("Flugfähigkeit", French "Vol": the card
    Flight; "Die Fliegenden Felsbrocken", "Der Verhüllte Kavu"): a self reference, also one
    declined so that the name is not found to be removed, may say them, so they are not
    compared inside that card's sentences."""
    rules = fact_rules(lang)
    names = [n for n, _runs in _card_names(card_name)]
    joined = rules.sentence_keywords_any
    if joined is not None and not any(joined.search(n) for n in names):
        return frozenset()  # one search per name: most names hold no keyword
    return frozenset(k for n in names for p, k in rules.sentence_keywords if p.search(n))


@functools.lru_cache(maxsize=1 << 17)
def _text_facts(
    t: str,
    lang: str,
    names: tuple[str, ...],
    reminder: bool = False,
    name_keywords: frozenset[str] = frozenset(),
) -> Facts:
    """:func:`text_facts` of the normalised text ``t`` whose card-name occurrences ``names``
    are removed."""
    rules = fact_rules(lang)
    # the text as a case-insensitive match sees it: a word not in it is not in ``t`` (which
    # only loses text below: blanks and removed names)
    folded = t.translate(_ASCII_CASE).lower()
    facts = Facts()
    facts.bare.update(_bare_symbols(_blank(SYMBOL_RE, t)))
    for pat, sym in rules.mana_words:
        facts.bare[sym] += len(pat.findall(t))
    for n in names:
        t = _remove_name(n, t)
    for sym in symbols_of(t):
        facts.add("mana", sym)
    t = _blank(SYMBOL_RE, t)
    m = _LOYALTY_RE.match(t)
    if m:  # a loyalty ability's cost (CR 606): "+1:", "−3:", "—6:" (dashes as printed), "[−3]:"
        facts.add(
            "loyalty",
            ("-" if m.group(2) else "+" if "+" in m.group(0) else "") + m.group(3),
        )
        t = " " * m.end() + t[m.end() :]
    for pat in rules.not_pt:  # "loses 1/3 of his or her life": a fraction
        t = _blank(pat, t)
    for m in _PT_RE.finditer(t):
        facts.add("pt", f"{m.group(1)}/{m.group(2)}".replace("\u2014", "-").replace(" ", ""))
    t = _blank(_PT_RE, t)
    counters: list[re.Match[str]] = []
    for pat in rules.counters:
        for m in pat.finditer(t):
            kind = rules.counter_kinds.get(_fold(m.group("kind").replace("-", "")))
            counters.append(m)
            if kind is None:
                facts.unknown.add("counter")
            else:
                facts.add("counter", kind)
    facts.ignore = rules.keyword_ignore
    facts.text_ignore = rules.sentence_keyword_ignore | name_keywords
    # numbers in digits, also those of a keyword line ("Kumulative Versorgung: 2" where the
    # English prints {2}): how a mana symbol is written is no difference
    for m in _DIGITS_RE.finditer(t):
        facts.digits[str(int(m.group(1)))] += 1
    if "T" in facts.values.get("mana", ()) and "tap" in rules.counts:
        facts.add("tap", True)  # the tap symbol in running text: "(It may attack and {T} ...)"
    t = _keyword_list(t, rules, facts)
    # keywords inside sentences; a keyword counter ("a deathtouch counter", CR 122.1b) is a
    # counter kind, no keyword the sentence grants
    kt = t
    for m in counters:
        kt = kt[: m.start()] + " " * (m.end() - m.start()) + kt[m.end() :]
    sentence = not reminder and (
        rules.sentence_keywords_any is None or rules.sentence_keywords_any.search(kt) is not None
    )
    for pat, kid in rules.sentence_keywords if sentence else ():  # longest forms first
        found = False
        for m in pat.finditer(kt):
            if rules.sentence_keyword_lowercase and m.group(0)[:1].isupper():
                # capitalised inside a sentence: a name ("a spell named Reach Through Mists")
                if kt[: m.start()].rstrip()[-1:] not in ("", ".", ":", "\u2014", '"'):
                    continue
            found = True
        if found:
            facts.add("keyword_text", kid)
            kt = _blank(pat, kt)
            t = _blank(pat, t)
    if rules.card_types is None:
        facts.unknown.add("card_type")
    else:
        for pat, ctype in rules.card_types:
            if pat.search(t):
                facts.add("card_type", ctype)
                t = _blank(pat, t)
    for cls, pats in rules.counts.items():
        joined = rules.counts_any.get(cls)
        if (joined.search(t) is not None) if joined is not None else any(p.search(t) for p in pats):
            facts.add(cls, True)
            facts.tap_word |= cls == "tap"
    for pat, value in rules.maybe_numbers:
        if _absent(pat, folded):
            continue
        if pat.search(t):
            facts.maybe[value] += 1
            t = _blank(pat, t)
    for pat in rules.not_numbers:
        if not _absent(pat, folded):
            t = _blank(pat, t)
    for m in _DIGITS_RE.finditer(t):
        facts.add("number", int(m.group(1)))
    if "number" in facts.values:  # 1 is also "a"/"un"/"ein": not compared
        facts.values["number"].pop(1, None)
    for pat, value in rules.numbers:
        if _absent(pat, folded):
            continue
        for _ in pat.finditer(t):
            facts.add("number", value)
    return facts


_BARE_RE = re.compile(
    r"(?<![\w/+{-])(?:(\d+)(?=\s*[,:]|\s+[A-Z])|(\d{0,2}[WUBRGX]{1,6}|Tap|T(?=\s*:))(?![\w'/-]))"
    r"|(?<![A-Za-z])o+(\d+|[WUBRGX]|cT)"
)


def _bare_symbols(t: str) -> list[str]:
    """Mana and tap symbols written without a symbol: "8, {T}:" (old German printings), "um
    BBB", "3, Tap.", English "R Avatar of Fury gets ..." where MTGJSON lost the "o"."""
    out: list[str] = []
    for digits, letters, old in _BARE_RE.findall(t):
        if digits:
            out.append(str(int(digits)))
        elif letters in ("Tap", "T"):
            out.append("T")
        elif letters:  # "BBB", "2BB" (a cost written without symbols)
            m = re.match(r"(\d*)(.*)", letters)
            if m and m.group(1):
                out.append(str(int(m.group(1))))
            out.extend(m.group(2) if m else letters)
        elif old:  # a fragment of garbled old notation ("o2oo\nW")
            out.append("T" if old == "cT" else canonical_symbol(old))
    return out


def _keyword_list(t: str, rules: FactRules, facts: Facts) -> str:
    """Read the keyword list a line starts with ("Flying, first strike", "Kicker {2}",
    "Vanishing 2"; CR 702) into ``facts`` and return the rest of the line. A line that starts
    with no keyword has no keyword facts (keywords inside sentences are not read: "creatures
    with flying", "Fliegende Kreaturen" and German compounds make them unreliable)."""
    items = re.split(r"([,;])", t)
    used = 0
    names: list[str] = []  # the items read, their keyword names blanked
    for k in range(0, len(items), 2):
        item = items[k]
        initial = item.lstrip()[:1]
        if not initial:
            break  # an empty item starts with no keyword
        # an item starting with an ASCII character: only the names it may start with
        candidates = (
            rules.keywords_by_initial.get(initial.lower(), rules.keywords_by_initial.get("", []))
            if initial.isascii()
            else rules.keywords
        )
        for pat, kid, param in candidates:
            m = pat.match(item)
            if m is None:
                continue
            rest = item[m.end() :].strip().rstrip(".|").strip()
            if param == "none" and rest:
                continue
            if param == "number" and rest and not re.fullmatch(r":?\s*(?:\d+|X|\w+)", rest):
                continue
            if (
                param not in ("none", "number")
                and rest
                and not rest.startswith(("\u2014", ":", "-"))
                and (param != "quality" or len(rest.split()) > 4)
            ):
                continue  # "Flashback costs your opponents pay ...": a sentence, no keyword
            facts.add("keyword", kid)
            names.append(
                " " * m.end() + item[m.end() :] + (items[k + 1] if k + 1 < len(items) else "")
            )
            break
        else:
            break
        used = k + 2
        if "\u2014" in item:
            break  # "Morph—Reveal a card, ...": a cost runs to the end of the line
    if not used:
        return t
    facts.add("keyword_line", True)
    # blank the keyword names only: what follows them ("Splice onto Arcane—An opponent gains 5
    # life", "Vanishing 2") states facts like any other text
    return "".join(names) + "".join(items[used:])


@dataclass
class LineFacts:
    """Facts of one printed line: of its text without reminder (``head``) and of its reminder
    text (``reminder``, None when the line prints none)."""

    head: Facts
    reminder: Facts | None
    text: str = ""

    def empty(self) -> bool:
        return self.head.empty() and (self.reminder is None or self.reminder.empty())


def line_facts(line: str, lang: str, card_name: str | None = None) -> LineFacts:
    """:class:`LineFacts` of one printed line in ``lang``."""
    head, reminder = split_reminder(line)
    return LineFacts(
        head=text_facts(head, lang, card_name),
        reminder=text_facts(reminder, lang, card_name, reminder=True) if reminder else None,
        text=line,
    )


def facts_differences(
    ref: LineFacts, other: LineFacts, *, all_classes: bool = False
) -> list[tuple[str, Any, Any]]:
    """The fact classes in which two lines differ: ``[(class, reference value, other value)]``
    (``class`` prefixed with ``reminder.`` for reminder facts). Classes either side could not
    read completely are skipped; reminders are compared only when both lines print one. One
    differing class outside :data:`STRONG_CLASSES` alone is no difference (a wording that
    carries a number or a word the other doesn't need: "twice", "of your choice"), unless
    ``all_classes``."""
    out: list[tuple[str, Any, Any]] = []
    pairs: list[tuple[str, Facts, Facts]] = [("", ref.head, other.head)]
    if ref.reminder is not None and other.reminder is not None:
        pairs.append(("reminder.", ref.reminder, other.reminder))
    for prefix, a, b in pairs:
        presence = sorted((set(a.values) | set(b.values)) - set(CLASSES) - {"keyword_line"})
        skip = set()
        ta, tb = bool(a.values.get("target")), bool(b.values.get("target"))
        ea, eb = bool(a.values.get("enchanted")), bool(b.values.get("enchanted"))
        if ta != tb and (ea != eb) and (ta == eb):
            # old Auras said "target creature" for the enchanted creature (CR 303.4 wording)
            skip = {"target", "enchanted"}
        for cls in (*CLASSES, *presence):
            if cls in skip:
                continue
            if cls in a.unknown or cls in b.unknown:
                continue
            if cls == "keyword":
                # compared when both lines start with a keyword list, or neither does
                if bool(a.values.get("keyword_line")) != bool(b.values.get("keyword_line")):
                    continue
                ignore = a.ignore | b.ignore
                va = [k for k in a.view(cls) if k not in ignore]
                vb = [k for k in b.view(cls) if k not in ignore]
            elif cls == "keyword_text":
                va, vb = a.view(cls), b.view(cls)
                if bool(a.values.get("keyword_line")) != bool(b.values.get("keyword_line")):
                    # one text prints as a keyword line what the other says in a sentence
                    va = sorted(set(va) | (set(a.view("keyword")) & set(SENTENCE_KEYWORDS)))
                    vb = sorted(set(vb) | (set(b.view("keyword")) & set(SENTENCE_KEYWORDS)))
                ignore = a.text_ignore | b.text_ignore | a.ignore | b.ignore
                va = [k for k in va if k not in ignore]
                vb = [k for k in vb if k not in ignore]
            elif cls == "mana":
                va, vb = _mana_views(a, b)
            elif cls == "number":
                va, vb = _number_views(a, b)
            elif cls == "loyalty":  # "0:" is also a bare {0} ("o0:" of old printings)
                ga, gb = set(a.values.get("mana", ())), set(b.values.get("mana", ()))
                va = [v for v in a.view(cls) if v not in gb]
                vb = [v for v in b.view(cls) if v not in ga]
            else:
                va, vb = a.view(cls), b.view(cls)
            if va != vb:
                out.append((prefix + cls, va, vb))
    return out if all_classes else significant(out)


def significant(diffs: list[tuple[str, Any, Any]]) -> list[tuple[str, Any, Any]]:
    """``diffs`` (as :func:`facts_differences` returns them) when they make a finding: one
    class of :data:`STRONG_CLASSES` or two classes of any kind differ; else ``[]``."""
    strong = [d for d in diffs if d[0].removeprefix("reminder.") in STRONG_CLASSES]
    return diffs if strong or len(diffs) >= 2 else []


def fact_classes(facts: LineFacts) -> set[str]:
    """The fact classes a line states (``reminder.``-prefixed for its reminder text's); a
    keyword of a keyword line counts for ``keyword_text`` too (another text may say it in a
    sentence)."""
    out: set[str] = set()
    for prefix, f in (("", facts.head), ("reminder.", facts.reminder)):
        if f is None:
            continue
        names = {c for c, cnt in f.values.items() if cnt and c != "keyword_line"}
        if "keyword" in names:
            names.add("keyword_text")
        out |= {prefix + c for c in names}
    return out


def _digits(f: Facts) -> Counter[str]:
    return f.digits


def _mana_views(a: Facts, b: Facts) -> tuple[list[str], list[str]]:
    """Mana symbols of both sides, less the symbols one side writes without a symbol ("8,
    {T}:" for "{8}, {T}:" in old German printings, "pays 1" for "pays {1}", garbled "o2oo"):
    how a symbol is written is never a finding."""
    ca, cb = a.values.get("mana", Counter()), b.values.get("mana", Counter())
    only_a, only_b = ca - cb, cb - ca
    # the tap symbol one text writes as a word ("{T}" / "getappt")
    ta = Counter({"T": only_a["T"]}) if only_a["T"] and b.tap_word else Counter()
    tb = Counter({"T": only_b["T"]}) if only_b["T"] and a.tap_word else Counter()
    if not (only_a - b.bare - _digits(b) - ta) and not (only_b - a.bare - _digits(a) - tb):
        return [], []
    return a.view("mana"), b.view("mana")


def _number_views(a: Facts, b: Facts) -> tuple[list[Any], list[Any]]:
    """Numbers of both sides, less as many of a number as the other side prints it as a generic
    mana symbol (a bare "8" where the other text prints {8})."""
    ga = Counter(int(s) for s in a.values.get("mana", Counter()).elements() if str(s).isdigit())
    gb = Counter(int(s) for s in b.values.get("mana", Counter()).elements() if str(s).isdigit())
    na = a.values.get("number", Counter())
    nb = b.values.get("number", Counter())
    va, vb = na - gb - b.maybe, nb - ga - a.maybe
    return sorted(va.elements()), sorted(vb.elements())


def merge_facts(lines: Sequence[LineFacts], *, whole_face: bool = False) -> LineFacts:
    """The facts of several printed lines read as one (a text that breaks one ability over two
    lines, or glues two abilities on one). The result is a keyword line when the first line is
    one, or with ``whole_face`` (the lines of a whole card face) when any line is one."""
    if len(lines) == 1:
        return lines[0]

    def merged(parts: list[Facts]) -> Facts:
        out = Facts()
        for f in parts:
            for cls, c in f.values.items():
                out.values.setdefault(cls, Counter()).update(c)
            out.unknown |= f.unknown
            out.bare.update(f.bare)
            out.digits.update(f.digits)
            out.maybe.update(f.maybe)
            out.ignore |= f.ignore
            out.text_ignore |= f.text_ignore
            out.tap_word |= f.tap_word
        if (
            "keyword_line" in out.values
            and not whole_face
            and not parts[0].values.get("keyword_line")
        ):
            out.values.pop("keyword_line")
        for cls, c in out.values.items():
            if cls not in MULTISET_CLASSES:  # present or not: two lines saying it is once
                for k in c:
                    c[k] = 1
        return out

    reminders = [x.reminder for x in lines if x.reminder is not None]
    return LineFacts(
        head=merged([x.head for x in lines]),
        reminder=merged(reminders) if reminders else None,
        text=" ".join(x.text for x in lines),
    )


def _similarity(a: LineFacts, b: LineFacts) -> float:
    """Dice coefficient of the facts of two lines (multisets of (class, value)); 0.3 when
    neither states any."""
    fa = Counter(
        (c, str(v))
        for c, cnt in a.head.values.items()
        if c != "keyword_line"
        for v in cnt.elements()
    )
    fb = Counter(
        (c, str(v))
        for c, cnt in b.head.values.items()
        if c != "keyword_line"
        for v in cnt.elements()
    )
    if not fa and not fb:
        return 0.3
    return 2.0 * sum((fa & fb).values()) / (sum(fa.values()) + sum(fb.values()))


#: alignment scores: a line the other text lacks, and the cost of reading two lines as one
_GAP = -1.0
_MERGE = -0.5

Group = tuple[tuple[int, ...], tuple[int, ...]]


def _keywords_of(line: LineFacts) -> frozenset[str]:
    """The keywords a keyword line lists ("Vanishing 4", "Flying, first strike"; empty for
    any other line)."""
    if not line.head.values.get("keyword_line"):
        return frozenset()
    return frozenset(k for k, c in line.head.values.get("keyword", {}).items() if c)


def _pair_keyword_lines(ref: Sequence[LineFacts], other: Sequence[LineFacts]) -> list[Group]:
    """Pair the lines of two texts with as many lines: a keyword line with the line of the
    other text listing the same keywords, wherever it is (Oracle orders keyword abilities
    otherwise than an old printing: Calciderm PLC printed "Vanishing 4" then "Calciderm can't
    be the target of spells or abilities.", Oracle "Shroud" then "Vanishing 4"); the other
    lines by position, in order. By position alone when every line is paired so already."""
    n = len(ref)
    keys_a = [_keywords_of(x) for x in ref]
    keys_b = [_keywords_of(x) for x in other]
    if keys_a == keys_b:
        return [((i,), (i,)) for i in range(n)]
    partner: dict[int, int] = {}
    used: set[int] = set()
    for i in range(n):  # first the lines that stand where they are
        if keys_a[i] and keys_a[i] == keys_b[i]:
            partner[i] = i
            used.add(i)
    for i in range(n):
        if keys_a[i] and i not in partner:
            j = next((j for j in range(n) if j not in used and keys_b[j] == keys_a[i]), None)
            if j is not None:
                partner[i] = j
                used.add(j)
    rest = iter(j for j in range(n) if j not in used)
    for i in range(n):
        if i not in partner:
            partner[i] = next(rest)
    return [((i,), (partner[i],)) for i in range(n)]


def align_lines(ref: Sequence[LineFacts], other: Sequence[LineFacts]) -> list[Group]:
    """Pair the lines of two texts of one printing: when they have as many lines, a keyword
    line with the line listing the same keywords, the others by position
    (:func:`_pair_keyword_lines`); else by a global alignment (Needleman-Wunsch) scored by the facts lines share, where a line
    may also pair with two consecutive lines of the other text (MTGJSON texts break some
    abilities over two lines and glue others). Returns groups ``(reference line indices, other
    line indices)`` in order; an empty side is a line the other text does not have."""
    n, m = len(ref), len(other)
    if n == m:
        return _pair_keyword_lines(ref, other)
    neg = float("-inf")
    best = [[neg] * (m + 1) for _ in range(n + 1)]
    back: list[list[tuple[int, int]]] = [[(0, 0)] * (m + 1) for _ in range(n + 1)]
    best[0][0] = 0.0

    def score(di: int, dj: int, i: int, j: int) -> float:
        if di == 0 or dj == 0:
            return _GAP
        group = [*ref[i - di : i], *other[j - dj : j]]
        if di + dj > 2 and len({bool(x.head.values.get("keyword_line")) for x in group}) > 1:
            return float("-inf")  # a keyword line and a sentence are never one ability
        a = merge_facts(ref[i - di : i])
        b = merge_facts(other[j - dj : j])
        extra = _MERGE if di + dj > 2 else 0.0
        return 2.0 * _similarity(a, b) - 0.5 + extra

    for i in range(n + 1):
        for j in range(m + 1):
            if i == 0 and j == 0:
                continue
            for di, dj in ((1, 1), (1, 0), (0, 1), (1, 2), (2, 1)):
                if i - di < 0 or j - dj < 0 or best[i - di][j - dj] == neg:
                    continue
                v = best[i - di][j - dj] + score(di, dj, i, j)
                if v > best[i][j]:
                    best[i][j] = v
                    back[i][j] = (di, dj)
    out: list[Group] = []
    i, j = n, m
    while i or j:
        di, dj = back[i][j]
        out.append((tuple(range(i - di, i)), tuple(range(j - dj, j))))
        i, j = i - di, j - dj
    return out[::-1]
