"""Language data: locales/<lang>/lexicon.yaml loaded into Python tables, and the keyword table.

A lexicon has ``keywords`` (keyword id -> surface names) and ``classes`` (terminal name ->
canonical value -> surface forms). ``terminal_definitions()`` turns both into Lark terminal
definitions (case-insensitive, on word boundaries), so sentence shapes stay in grammar/ and words
stay in locales/. Adding a language is a new ``locales/<code>/lexicon.yaml`` plus
``grammar/<code>/*.lark``; nothing here names a language.

Source of the keyword data: kb/keywords.yaml (CR 702 rule numbers and "means" definitions).
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import os
import pickle
import re
import sys
from dataclasses import dataclass, field
from typing import Any

from rulesparser.errors import RulesparserError
from rulesparser.resources import cache_file, data_dir, write_cache_pickle

#: keyword parameter kind (kb/keywords.yaml ``parameter``) -> generated terminal name
PARAM_TERMINALS = {
    "none": "KW_PLAIN",
    "number": "KW_NUM",
    "cost": "KW_COST",
    "suspend": "KW_SUSPEND",
    "quality": "KW_QUALITY",
}


#: lexicon classes used by Python-side clause splitting (CR "means" clauses), not by the grammar
NON_TERMINAL_CLASSES = frozenset({"MEANS_VERB", "INSTANCES_CLAUSE"})


def _read_yaml(kind: str, *parts: str) -> Any:
    """The data of the YAML file ``parts`` of the shipped data ``kind`` (``locales``, ``kb``):
    a new object at each call (callers may change it), read from its copy in rulesparser's
    cache folder when the file has not changed since it was stored (:func:`_yaml_copy`).
    Raises ``RulesparserError`` for a missing file or invalid YAML."""
    package = kind
    path = data_dir(kind).joinpath(*parts)
    copy = _yaml_copy(path)
    if copy is not None:
        try:
            with open(copy, "rb") as f:
                return pickle.load(f)
        except Exception:  # noqa: BLE001, S110 - missing, damaged or foreign: the YAML is read
            pass
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise RulesparserError(f"missing data file {'/'.join(parts)} in {package}") from exc
    import yaml  # (only when a copy is missing: its import is a tenth of a first parse)

    try:
        # the C build of PyYAML's *safe* loader when present (same safety as yaml.safe_load: plain
        # data only, no object construction), about ten times faster for the lexicons
        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        data = yaml.load(text, Loader=loader)  # noqa: S506
    except yaml.YAMLError as exc:
        raise RulesparserError(f"{'/'.join(parts)}: invalid YAML: {exc}") from exc
    if copy is not None:
        write_cache_pickle(copy, data)
    return data


#: changes whenever what :func:`_yaml_copy` keeps, or how, changes
_YAML_COPY_VERSION = 1


def _yaml_copy(path: Any) -> str | None:
    """Where the data of the YAML file ``path`` is kept as a pickle (read in a fraction of the
    time of the YAML: 20-25 ms of a first parse's 0.2-0.3 s read the lexicons), named after a
    digest of the file's absolute path, size and modification time (ns), PyYAML's module file
    and its modification time (:func:`_yaml_stamp`: PyYAML is not imported to read a copy) and
    Python's version: an edited file gets another name, never a stale copy. None when ``path``
    is no file of the file system (then it is read as YAML each time)."""
    try:
        st = os.stat(path)
        name = os.path.abspath(os.fspath(path))
    except (OSError, TypeError):
        return None
    key = repr((_YAML_COPY_VERSION, name, st.st_size, st.st_mtime_ns, _yaml_stamp(), sys.version))
    return cache_file(f"yaml_{hashlib.sha256(key.encode('utf-8')).hexdigest()}.pickle")


@functools.cache
def _yaml_stamp() -> tuple[str, int] | None:
    """PyYAML's module file and its modification time (ns), found without importing it (an
    upgrade or another installation of PyYAML names other copies); None when not found."""
    try:
        spec = importlib.util.find_spec("yaml")
        origin = spec.origin if spec is not None else None
        return (origin, os.stat(origin).st_mtime_ns) if origin else None
    except (ImportError, ValueError, OSError):
        return None


@functools.cache
def keyword_table() -> dict[str, dict[str, Any]]:
    """The keyword table from kb/keywords.yaml: ``{id: {"parameter", "rule", "definition", ...}}``,
    each entry with ``cr_means``, its CR "means" text, when kb/keyword_means.yaml has one."""
    data = _read_yaml("kb", "keywords.yaml")
    if not isinstance(data, dict):
        raise RulesparserError("kb/keywords.yaml must map keyword ids to entries")
    means = _read_yaml("kb", "keyword_means.yaml") or {}
    for kid, text in means.items():
        if kid in data:
            data[kid] = {**data[kid], "cr_means": str(text)}
    return data


@functools.cache
def predefined_token_table() -> dict[str, dict[str, Any]]:
    """The predefined tokens (CR 111.10) from kb/predefined_tokens.yaml: ``{name: {"rule",
    "types", "subtypes", "colors", "power", "toughness", "name", "ability", "double_faced"}}``
    (absent keys: none), keyed by the lexicons' ``TOKEN_NAME`` value (``"treasure"``,
    ``"monster role"``). Raises ``RulesparserError`` for a missing or malformed file."""
    data = _read_yaml("kb", "predefined_tokens.yaml")
    if not isinstance(data, dict) or not all(
        isinstance(v, dict) and v.get("types") for v in data.values()
    ):
        raise RulesparserError("kb/predefined_tokens.yaml must map token names to their types")
    return data


@functools.cache
def available_languages() -> tuple[str, ...]:
    """Language codes that have a ``locales/<code>/lexicon.yaml``: the reference language (the
    language of the Comprehensive Rules, ``reference: true`` in its lexicon) first, then the
    others in alphabetical order."""
    root = data_dir("locales")
    langs = []
    for entry in root.iterdir():
        lexicon = entry.joinpath("lexicon.yaml")
        if entry.is_dir() and lexicon.is_file():
            head = lexicon.read_text(encoding="utf-8")[:2000]
            is_reference = re.search(r"^reference:\s*true\s*$", head, re.M) is not None
            langs.append((not is_reference, entry.name))
    return tuple(code for _, code in sorted(langs))


def reading_order(langs: tuple[str, ...] | list[str] | None = None) -> tuple[str, ...]:
    """``langs`` (default: every lexicon on disk) in the order the README lists languages: the
    reference language first, then by English name ("English", "French", "German": en, fr, de).
    Used where a command plays or prints every language in turn (``run --lang all``)."""
    codes = available_languages() if langs is None else tuple(langs)
    first = available_languages()[:1]
    return tuple(sorted(codes, key=lambda lg: (lg not in first, load_lexicon(lg).name, lg)))


def language_by_english_name() -> dict[str, str]:
    """English language names of the lexicons on disk ("French") -> language code ("fr"), for
    data sources that name languages in English (MTGJSON ``foreignData.language``)."""
    return {load_lexicon(lang).name: lang for lang in available_languages()}


def _surface_regex(forms: list[str]) -> str:
    alts = []
    for form in sorted({str(f) for f in forms}, key=lambda s: (-len(s), s)):
        pieces = [re.escape(p) for p in form.split()]
        alts.append(r"\s+".join(pieces))
    body = "|".join(alts)
    return rf"(?<![\w+\-/]){'(?:' + body + ')'}(?![\w/])"


@dataclass
class Lexicon:
    """One language's words.

    ``keywords``: id -> surface names; ``classes``: TERMINAL -> canonical -> surfaces;
    ``reverse``: TERMINAL -> normalised surface -> canonical; ``eras``: (compiled regex, era).
    """

    lang: str
    name: str
    keywords: dict[str, list[str]]
    classes: dict[str, dict[str, list[str]]]
    eras: list[tuple[re.Pattern[str], str]] = field(default_factory=list)
    detect: list[str] = field(default_factory=list)
    #: the language writes compound nouns as one word ("Zeitmarken"): a full-text search word
    #: also finds the compounds it ends (``compounds: true`` in lexicon.yaml)
    compounds: bool = False
    #: the language's old prints leave out the mark of a target ("Deiner Wahl") after the verbs
    #: that target their one object in every Oracle text ("Zerstöre ein Artefakt.", Shatter
    #: 1995; Oracle "Destroy target artifact.", CR 115.1): such an object is read as the target
    #: the card means (``unmarked_targets: true`` in lexicon.yaml; parser._unmarked_targets)
    unmarked_targets: bool = False
    reminders: dict[str, list[str]] = field(default_factory=dict)
    #: CR rule -> printed reminder texts restating that game rule (``rules_reminders.yaml``)
    rule_reminders: dict[str, list[str]] = field(default_factory=dict)
    inflections: dict[str, list[str]] = field(default_factory=dict)
    #: printed label before a dash (lower case) -> the keyword whose condition it states
    #: (``rules_labels`` of lexicon.yaml: "max speed" -> ``max_speed``, CR 702.178a)
    rules_labels: dict[str, str] = field(default_factory=dict)
    #: canonical subtype -> its name as printed on a type line (CR 205.3)
    type_names: dict[str, str] = field(default_factory=dict)
    #: folded name of a numbered keyword -> the keyword that name stands for when it is printed
    #: with no number (``keyword_names_unnumbered``)
    unnumbered: dict[str, str] = field(default_factory=dict)
    reverse: dict[str, dict[str, str]] = field(default_factory=dict)
    #: open word classes (``open_classes`` of ``phrases.yaml``): TERMINAL -> the regex of a word
    #: the class does not list, recognised by its context (:func:`open_classes`)
    open: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for term, values in self.classes.items():
            table = self.reverse.setdefault(term, {})
            for canonical, forms in values.items():
                for form in forms:
                    table[_fold(str(form))] = str(canonical)
        kw_rev: dict[str, str] = {}
        for kid, names in self.keywords.items():
            for n in names:
                kw_rev[_fold(n)] = kid
        self.reverse["KEYWORD"] = kw_rev

    def lookup(self, terminal: str, surface: str) -> str:
        """Canonical value of ``surface`` (a token's text) in word class ``terminal``.

        A word of an open class the table does not list is its own value, folded (a counter
        kind no card of the word lists names, CR 122.1).
        Raises ``KeyError`` when the word is not in that class (a lexicon bug: the grammar's
        terminal matched a word the table does not list)."""
        table = self.reverse["KEYWORD"] if terminal.startswith("KW_") else self.reverse[terminal]
        folded = _fold(surface)
        if folded not in table and terminal in self.open:
            return folded
        return table[folded]

    def terminal_definitions(self) -> str:
        """Lark terminal definitions for every word class and the keyword terminals."""
        lines = []
        for term, values in sorted(self.classes.items()):
            if term in NON_TERMINAL_CLASSES:
                continue
            forms = [str(f) for fs in values.values() for f in fs]
            if not forms:  # an empty class matches nothing
                lines.append(f"{term}: /(?!x)x/")
                continue
            regex = _surface_regex(forms)
            if term in self.open:  # a listed word first, then any word its context marks
                regex = f"(?:{regex}|{self.open[term]})"
            lines.append(f"{term}.2: /{_lark_escape(regex)}/i")
        groups: dict[str, list[str]] = {t: [] for t in PARAM_TERMINALS.values()}
        table = keyword_table()
        for kid, names in self.keywords.items():
            entry = table.get(kid)
            if entry is None:
                raise RulesparserError(
                    f"locales/{self.lang}/lexicon.yaml: keyword {kid!r} is not in kb/keywords.yaml"
                )
            groups[PARAM_TERMINALS[entry.get("parameter", "none")]].extend(names)
        for term, forms in groups.items():
            if forms:
                lines.append(f"{term}.3: /{_lark_escape(_surface_regex(forms))}/i")
            else:
                lines.append(f"{term}: /(?!x)x/")
        return "\n".join(lines) + "\n"

    def keyword_action_terminal(self) -> str:
        """``KW_ACTION``: the names of the keyword actions of CR 701 that take no number
        (English "learn", "proliferate"), which a clause of the card-text grammar may use as its
        verb; the same names are in ``KW_PLAIN`` too, which a keyword line uses."""
        table = keyword_table()
        forms = [
            n
            for kid, names in self.keywords.items()
            if table.get(kid, {}).get("action") and table[kid].get("parameter", "none") == "none"
            for n in names
        ]
        if not forms:
            return "KW_ACTION: /(?!x)x/"
        return f"KW_ACTION.3: /{_lark_escape(_surface_regex(forms))}/i"

    def era_of(self, text: str) -> str | None:
        """The templating era a line's wording belongs to ("2006", "2009", "2024"), or None:
        the newest era whose marker (the lexicon's ``eras``) the line has, since older words
        live on in newer templates ("exile" in a 2024 "When this creature enters, exile ...";
        German "spielen" for playing a card in a 2009 line with "ins Exil")."""
        found = [era for pattern, era in self.eras if pattern.search(text)]
        return max(found, key=lambda era: (len(era), era)) if found else None


def _with_names_printed_elsewhere(data: dict[str, Any]) -> dict[str, list[str]]:
    """The lexicon's keyword names (its ``keywords``, partly generated by
    scripts/extract_keywords.py from keyword lines), with ``keyword_names_printed_elsewhere``:
    names the corpus prints only inside other text, never as a keyword line of their own
    (French "décomposition" in "un jeton ... avec la décomposition"), so the generator cannot
    find them; and with ``keyword_names_printed_after_corpus``: names printed on cards of sets
    after the corpus (French "toxique", "main-forte"), which the generator cannot see."""
    keywords = {k: [str(n) for n in v] for k, v in data.get("keywords", {}).items()}
    for kid, names in [
        *(data.get("keyword_names_printed_elsewhere") or {}).items(),
        *(data.get("keyword_names_printed_after_corpus") or {}).items(),
    ]:
        keywords.setdefault(kid, [])
        keywords[kid] += [str(n) for n in names if str(n) not in keywords[kid]]
    return keywords


def _lark_escape(regex: str) -> str:
    return regex.replace("/", "\\/")


# Under ``re.IGNORECASE`` the lexicon's terminals (``/.../i``) also match these letters for the
# ASCII ones (Python ``re`` documentation, IGNORECASE: "İ" U+0130, "ı" U+0131, "ſ" U+017F, "K"
# U+212A); ``str.lower`` keeps "ı" and "ſ" and turns "İ" into two characters ("i" + U+0307).
_RE_CASE_EQUIVALENTS = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s"})


@functools.lru_cache(maxsize=1 << 16)
def _fold(s: str) -> str:
    """The lookup key of a word: lower case as the lexer's case-insensitive match sees it (one
    character per character, so "Flaſhback" and "Cyclİng" find flashback and cycling), spaces
    collapsed."""
    return " ".join(s.translate(_RE_CASE_EQUIVALENTS).lower().split())


@functools.cache
def load_lexicon(lang: str) -> Lexicon:
    """Load ``locales/<lang>/lexicon.yaml`` (and ``reminders.yaml``, ``rules_reminders.yaml`` if
    present).

    Raises ``RulesparserError`` for an unknown language or malformed data."""
    if lang not in available_languages():
        raise RulesparserError(
            f"unknown language {lang!r}; known: {', '.join(available_languages())}"
        )
    data = _read_yaml("locales", lang, "lexicon.yaml")
    try:
        reminders = _read_yaml("locales", lang, "reminders.yaml") or {}
    except RulesparserError:
        reminders = {}
    try:
        rule_reminders = _read_yaml("locales", lang, "rules_reminders.yaml") or {}
    except RulesparserError:
        rule_reminders = {}
    eras = [(re.compile(e["pattern"], re.I), str(e["era"])) for e in data.get("eras", [])]
    return Lexicon(
        lang=lang,
        name=data.get("name", lang),
        keywords=_with_names_printed_elsewhere(data),
        classes={
            t: {str(c): [_word(lang, t, c, f) for f in fs] for c, fs in v.items()}
            for t, v in data.get("classes", {}).items()
        },
        eras=eras,
        detect=[str(w) for w in data.get("detect", [])],
        compounds=bool(data.get("compounds", False)),
        unmarked_targets=bool(data.get("unmarked_targets", False)),
        reminders={k: [str(x) for x in v] for k, v in reminders.items()},
        rule_reminders={str(k): [str(x) for x in v] for k, v in rule_reminders.items()},
        inflections={k: [str(x) for x in v] for k, v in data.get("inflections", {}).items()},
        type_names={str(k): str(v) for k, v in (data.get("type_names") or {}).items()},
        rules_labels={
            " ".join(str(n).lower().split()): str(kid)
            for kid, names in (data.get("rules_labels") or {}).items()
            for n in names
        },
        unnumbered={
            _fold(str(n)): str(kid)
            for kid, names in (data.get("keyword_names_unnumbered") or {}).items()
            for n in names
        },
    )


@functools.cache
def phrase_classes(lang: str) -> dict[str, dict[str, list[str]]]:
    """The extra word classes of the card-text grammar: ``classes`` of
    ``locales/<lang>/words.yaml`` (generated: subtypes, counter kinds, predefined tokens) and of
    ``locales/<lang>/phrases.yaml`` (hand-written: object adjectives and nouns, zones, steps),
    merged (union of the surface forms). A missing file adds nothing.
    Raises ``RulesparserError`` for malformed data."""
    out: dict[str, dict[str, list[str]]] = {}
    for name in ("words.yaml", "phrases.yaml"):
        if not data_dir("locales").joinpath(lang, name).is_file():
            continue
        data = _read_yaml("locales", lang, name) or {}
        for term, values in (data.get("classes") or {}).items():
            table = out.setdefault(str(term), {})
            for canonical, forms in (values or {}).items():
                known = table.setdefault(str(canonical), [])
                for form in forms or []:
                    word = _word(lang, str(term), canonical, form)
                    if word not in known:
                        known.append(word)
    return out


@functools.cache
def named_cards(lang: str) -> dict[str, list[str]]:
    """The printed names of the cards and tokens rules text names, keyed by their English name
    (``classes.NAMED_CARD`` of ``locales/<lang>/card_names.yaml``, generated by
    ``scripts/build_card_names.py``; CR 201.2: a name is compared by its English one). No file:
    an empty dict. Raises ``RulesparserError`` for malformed data."""
    if not data_dir("locales").joinpath(lang, "card_names.yaml").is_file():
        return {}
    data = _read_yaml("locales", lang, "card_names.yaml") or {}
    table = (data.get("classes") or {}).get("NAMED_CARD") or {}
    return {
        str(en): [_word(lang, "NAMED_CARD", en, f) for f in forms or []]
        for en, forms in table.items()
    }


@functools.cache
def open_classes(lang: str) -> dict[str, str]:
    """The open word classes of ``locales/<lang>/phrases.yaml`` (key ``open_classes:``): class
    name -> the regex of one word the class does not list, recognised by the words around it
    (English counter kinds: a word before "counter(s)", CR 122.1). No file or no key: an empty
    dict. Raises ``RulesparserError`` for a value that is not a valid regex."""
    if not data_dir("locales").joinpath(lang, "phrases.yaml").is_file():
        return {}
    data = _read_yaml("locales", lang, "phrases.yaml") or {}
    out: dict[str, str] = {}
    for term, regex in (data.get("open_classes") or {}).items():
        try:
            re.compile(str(regex))
        except re.error as e:
            raise RulesparserError(
                f"locales/{lang}/phrases.yaml: open_classes.{term}: {e}"
            ) from None
        out[str(term)] = str(regex)
    return out


@functools.cache
def compound_classes(lang: str) -> dict[str, tuple[str, tuple[str, ...]]]:
    """The compound word classes of ``locales/<lang>/phrases.yaml`` (key ``compounds:``):
    class name -> (the class whose words are the heads, the tail words joined to them), e.g.
    ``{"SUBTYPE_TOKEN": ("SUBTYPE", ("spielstein", ...))}``; built by
    :func:`rulesparser.cardtext.phrase_lexicon`. No file or no key: an empty dict.
    Raises ``RulesparserError`` for malformed data."""
    if not data_dir("locales").joinpath(lang, "phrases.yaml").is_file():
        return {}
    data = _read_yaml("locales", lang, "phrases.yaml") or {}
    out: dict[str, tuple[str, tuple[str, ...]]] = {}
    for term, spec in (data.get("compounds") or {}).items():
        if not isinstance(spec, dict) or "of" not in spec or not spec.get("tails"):
            raise RulesparserError(
                f"locales/{lang}/phrases.yaml: compounds.{term} needs 'of' and 'tails'"
            )
        out[str(term)] = (str(spec["of"]), tuple(str(t).lower() for t in spec["tails"]))
    return out


def _word(lang: str, term: str, canonical: Any, form: Any) -> str:
    """A surface form of a lexicon word class, which must be text: unquoted ``no``, ``yes``,
    ``null``, ``on``, ``off`` are read by YAML as booleans or null, and would silently become
    the words "False"/"None". Raises ``RulesparserError`` naming the entry."""
    if isinstance(form, bool) or form is None:
        raise RulesparserError(
            f"locales/{lang}/lexicon.yaml: classes.{term}.{canonical}: {form!r} is not a word "
            "(YAML reads unquoted no/yes/null/on/off as booleans or null: quote it)"
        )
    return str(form)


def token_names(subtypes: tuple[str, ...]) -> dict[str, str]:
    """The name of a token created with ``subtypes`` (canonical English subtype keys, e.g.
    ``("insect",)``) in every language: its subtypes as printed on a type line, e.g.
    ``{"en": "Insect", "fr": "Insecte", "de": "Insekt"}`` (CR 111.4, 205.3). A subtype a
    lexicon's ``type_names`` doesn't list falls back to the reference language's name, then to
    the key capitalised. No subtypes: an empty dict. Raises nothing for unknown subtypes."""
    if not subtypes:
        return {}
    ref = load_lexicon(available_languages()[0]).type_names
    out: dict[str, str] = {}
    for lang in available_languages():
        own = load_lexicon(lang).type_names
        words = [own.get(t) or ref.get(t) or t.capitalize() for t in subtypes]
        out[lang] = " ".join(words)
    return out
