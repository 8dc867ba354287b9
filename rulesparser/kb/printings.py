"""Parse every printing's printed texts (English ``originalText``, French and German
``foreignData.text``) at build time and cross-check the translations.

Input: per printing, ``{lang: [(text, localized face name), ...]}`` (one pair per card face,
from MTGJSON v5 set files). A text is parsed line by line: each distinct line (with its language,
its line number and, only when the line may name the card, the card's name) is parsed once per
build with ``rulesparser.parse(line, lang, card_name=name, lenient=True)``, whatever the number
of printings and cards carrying it ("Flying" is parsed once, not once per flying card), in
worker processes when the build imports many files, so that parsing overlaps with the rest of
the import; the text's result is its lines' abilities in order, as ``rulesparser.parse`` of the
whole text gives them. Each line is read where it is parsed: its facts, each ability's
canonical JSON and comparison digests (:class:`LineInfo`), so that the build process only
puts together and compares precomputed results. Line results are kept between builds in the parse cache
(:mod:`rulesparser.kb.parse_cache`) while the code and data are unchanged. Output per printing and language: the canonical AST JSON and its parsed / unparsed
line counts; per printing: findings.

Two kinds of findings are stored (the cross-check of issue 2):

- ``translation``: a French or German line whose abilities (or parsed reminder, when both
  printings have one) differ from the English printed line at the same position
  (:func:`rulesparser.crosscheck.ability_difference`). Only lines that both sides parse
  completely are compared; the others are counted as *not comparable*, never as findings.
  When the two texts have a different number of lines, no line is paired; if both parse
  completely that is a ``translation-lines`` finding, else all lines are not comparable.
- ``reminder``: the findings the parser attaches to keywords whose reminder text disagrees
  with the keyword's Comprehensive Rules definition (``reminder-mismatch``, CR 702.x), in any
  of the three languages. A reminder the parser does not recognise (``reminder-unrecognised``,
  e.g. MTGJSON's garbled old symbols "oc T") is not a finding, and such a reminder is left out
  of the translation comparison.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import pickle
import re
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from rulesparser import ast as A
from rulesparser.crosscheck import ability_difference
from rulesparser.facts import (
    _ASCII_CASE,
    LineFacts,
    _card_names,
    _name_keywords,
    _occurs,
    align_lines,
    fact_classes,
    facts_differences,
    line_facts,
    merge_facts,
    significant,
    split_reminder,
)
from rulesparser.kb.parse_cache import LineKey, ParseCache
from rulesparser.kb.timing import PhaseTimes
from rulesparser.lexicon import available_languages
from rulesparser.normalize import normalize_line, split_lines

#: Key of one parse: (text, lang, card name).
ParseKey = tuple[str, str, str]
#: Parser finding codes stored as ``reminder`` findings. ``reminder-unrecognised`` (the parser
#: does not know that printing of the reminder) says nothing about the card: not stored.
REMINDER_CODES = ("reminder-mismatch",)
#: Below this many MTGJSON files in one build, parse in-process (no worker start-up cost).
POOL_MIN_FILES = 3
#: Lines per worker task.
CHUNK = 300


def _parse_one(key: ParseKey) -> A.Card | str:
    """Parse one text leniently; a parser exception becomes its one-line message (str)."""
    from rulesparser import parse

    text, lang, name = key
    try:
        return parse(text, lang, card_name=name or None, lenient=True)
    except Exception as exc:  # the parser is young: one text never stops a build
        return f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"[:300]


#: A line's result: the abilities ``rulesparser.parse`` gives for it, or an error message.
LineResult = tuple[A.Node, ...] | str


def _parse_line(item: tuple[LineKey, str]) -> LineResult:
    """Parse one line at its line number (the blank lines before it keep the numbering of
    ``split_lines``, so sources and error messages say the line of the whole text)."""
    (raw, lang, _name_key, line_no), name = item
    res = _parse_one(("\n" * (line_no - 1) + raw, lang, name))
    return res if isinstance(res, str) else res.abilities


def _param_str(param: Any) -> str:
    """A keyword parameter as the knowledge base stores it: a number, mana symbols
    (``{2}{U}``), a quality's name, else ``""``."""
    if param is None:
        return ""
    if isinstance(param, int):
        return str(param)
    symbols = getattr(param, "symbols", None)
    if symbols:
        return "".join("{" + s + "}" for s in symbols)
    name = getattr(param, "name", None)
    return str(name) if name is not None else ""


def _view_digest(view: Any) -> bytes | None:
    """A digest of a comparable view's canonical JSON (None when it has no JSON form): equal
    digests are equal views, so :func:`rulesparser.crosscheck.ability_difference` is None."""
    try:
        raw = json.dumps(view, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError):
        return None
    return hashlib.blake2b(raw.encode("utf-8"), digest_size=16).digest()


class AbilityInfo:
    """What the build needs of one parsed ability, computed where the line is parsed (a
    parser worker) so that the build process never walks or serialises an AST: its
    canonical JSON, whether it holds an unparsed clause, its line number and the first 40
    characters of its normalised text (which printed line it belongs to), digests of its
    comparable view with and without its parsed reminder
    (:func:`rulesparser.crosscheck.comparable_view`), the parser's reminder findings
    (``(code, message, expected, actual)``, codes of :data:`REMINDER_CODES`), the keyword
    (``(id, parameter)``) of a ``Keyword`` ability, the error of an ``Unparsed`` one and the
    node itself pickled (unpickled only when two views differ: :meth:`node`)."""

    __slots__ = (
        "json",
        "unparsed",
        "line",
        "frag",
        "text",
        "has_reminder",
        "digest",
        "bare_digest",
        "reminders",
        "keyword",
        "error",
        "pickled",
        "_node",
    )

    def __init__(
        self,
        json: str,
        unparsed: bool,
        line: int,
        frag: str,
        text: str | None,
        has_reminder: bool,
        digest: bytes | None,
        bare_digest: bytes | None,
        reminders: tuple[tuple[str, str, Any, Any], ...],
        keyword: tuple[str, str] | None,
        error: str | None,
        pickled: bytes,
    ) -> None:
        self.json = json
        self.unparsed = unparsed
        self.line = line
        self.frag = frag
        self.text = text
        self.has_reminder = has_reminder
        self.digest = digest
        self.bare_digest = bare_digest
        self.reminders = reminders
        self.keyword = keyword
        self.error = error
        self.pickled = pickled
        self._node: A.Node | None = None

    def __reduce__(self) -> tuple[Any, ...]:
        return (
            AbilityInfo,
            (
                self.json,
                self.unparsed,
                self.line,
                self.frag,
                self.text,
                self.has_reminder,
                self.digest,
                self.bare_digest,
                self.reminders,
                self.keyword,
                self.error,
                self.pickled,
            ),
        )

    @classmethod
    def of(cls, node: A.Node) -> AbilityInfo:
        """The information of a parsed ability ``node`` (its JSON made once: the canonical
        JSON and the comparable view, :func:`rulesparser.crosscheck.comparable_view`, come
        from the same ``to_json``; one walk finds unparsed clauses and reminder findings)."""
        data = node.to_json()
        view = A.strip_meta(data)
        reminder = node.source.reminder if node.source is not None else None
        if reminder is not None:
            view["reminder"] = [A.strip_meta(r.to_json()) for r in reminder]
        has_reminder = bool(view.get("reminder"))
        digest = _view_digest(view)
        view.pop("reminder", None)
        keyword = error = None
        if isinstance(node, A.Keyword):
            keyword = (node.name.replace(" ", "_"), _param_str(node.parameter))
        elif isinstance(node, A.Unparsed):
            error = node.error
        unparsed = False
        reminders = []
        for n in node.walk():
            unparsed = unparsed or isinstance(n, (A.Unparsed, A.UnparsedEffect))
            reminders.extend(
                (f.code, f.message, f.expected, f.actual)
                for f in n.findings
                if f.code in REMINDER_CODES
            )
        info = cls(
            json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":")),
            unparsed,
            _line_no(node),
            normalize_line(_line_text(node))[:40],
            node.source.text if node.source is not None else None,
            has_reminder,
            digest,
            _view_digest(view) if has_reminder else digest,
            tuple(reminders),
            keyword,
            error,
            pickle.dumps(node, protocol=pickle.HIGHEST_PROTOCOL),
        )
        info._node = node
        return info

    def node(self) -> A.Node:
        """The parsed ability (unpickled once)."""
        if self._node is None:
            self._node = pickle.loads(self.pickled)
        return self._node


def info_difference(a: AbilityInfo, b: AbilityInfo) -> tuple[str, Any, Any] | None:
    """:func:`rulesparser.crosscheck.ability_difference` of two abilities: None at once when
    their views (with the reminders when both have one) are equal, else from the nodes."""
    both = a.has_reminder and b.has_reminder
    da, db = (a.digest, b.digest) if both else (a.bare_digest, b.bare_digest)
    if da is not None and da == db:
        return None
    return ability_difference(a.node(), b.node())


def _effect_parts(info: AbilityInfo) -> list[str]:
    """The parts of one parsed ability that a translation must print as often as the reference
    does: each effect of a sequence of effects ("Draw a card. Draw a card."), the effect of any
    other ability with one, else the ability itself; each as canonical JSON (no source, no
    findings, no reminder) prefixed with the ability's type."""
    view = A.strip_meta(info.node().to_json())
    kind = str(view.get("type", ""))
    effect = view.get("effect")
    if isinstance(effect, dict) and effect.get("type") == "sequence":
        items = effect.get("effects") or []
    elif isinstance(effect, dict):
        items = [effect]
    else:
        items = [view]
    return [kind + ":" + json.dumps(x, sort_keys=True, ensure_ascii=False) for x in items]


def repeated_difference(
    ref: Sequence[AbilityInfo], mine: Sequence[AbilityInfo]
) -> tuple[str, int, int] | None:
    """A part (:func:`_effect_parts`) both texts print but a different number of times ("Draw a
    card. Draw a card." / "Piochez une carte.": the two texts state the same facts, yet one
    draws twice): ``(part, times in ref, times in mine)``, or None. Parts are compared as
    multisets, and only when both texts print the same distinct parts (any other difference is
    the ability comparison's to report). Unparsed abilities are not compared (None)."""
    if any(x.unparsed for x in ref) or any(x.unparsed for x in mine):
        return None
    if len(ref) == len(mine) and all(
        a.bare_digest is not None and a.bare_digest == b.bare_digest
        for a, b in zip(ref, mine, strict=True)
    ):
        return None  # the same abilities in the same order (most lines): nothing to count
    ca = Counter(p for x in ref for p in _effect_parts(x))
    cb = Counter(p for x in mine for p in _effect_parts(x))
    if ca == cb or set(ca) != set(cb):
        return None
    part = next(p for p in ca if ca[p] != cb[p])
    return part, ca[part], cb[part]


def _repeat_message(diff: tuple[str, int, int], reference: str) -> str:
    """The message of a ``translation-repeat`` finding."""
    part, a, b = diff
    kind, _, body = part.partition(":")
    data = json.loads(body)
    what = str(data.get("name") or data.get("type") or kind)
    times = {1: "once", 2: "twice"}
    return (
        f"{what} ({kind}) is printed {times.get(b, f'{b} times')} where {reference} has "
        f"{times.get(a, f'{a}')}"
    )


class LineInfo:
    """A distinct line's parse and what the build reads of it, made where it is parsed (a
    parser worker) and kept in the parse cache: its abilities (:class:`AbilityInfo`) or the
    parse error (str), its facts (:func:`rulesparser.facts.line_facts`; for a line keyed
    without the card name, ``*``, read without a name, and ``norms``: its head's and
    reminder's normalised and case-folded texts, to check that a card's name does not occur
    in it) and its normalised text."""

    __slots__ = ("abilities", "error", "facts", "norms", "norm", "printed")

    def __init__(
        self,
        abilities: tuple[AbilityInfo, ...],
        error: str | None,
        facts: LineFacts,
        norms: tuple[tuple[str, str], ...] | None,
        norm: str,
        printed: bool,
    ) -> None:
        self.abilities = abilities
        self.error = error
        self.facts = facts
        self.norms = norms
        self.norm = norm
        self.printed = printed

    def __reduce__(self) -> tuple[Any, ...]:
        args = (self.abilities, self.error, self.facts, self.norms, self.norm, self.printed)
        return (LineInfo, args)

    def nodes(self) -> LineResult:
        """The line's parse as :func:`_parse_line` gives it: its abilities, or the error."""
        if self.error is not None:
            return self.error
        return tuple(ab.node() for ab in self.abilities)


def _other_face_cost(before: list[AbilityInfo], lk: LineKey) -> AbilityInfo | None:
    """A line of mana symbols after a type line that follows a face's own lines, as the whole
    text's parse reads it (:func:`rulesparser.parser.other_face_mana_cost`: the other face's
    mana cost), or None."""
    if len(before) < 2 or '"type":"type_line"' not in before[-1].json:
        return None
    if not isinstance(before[-1].node(), A.TypeLine):
        return None
    from rulesparser.parser import other_face_mana_cost

    cost = other_face_mana_cost(lk[0], lk[1], lk[3])
    return None if cost is None else AbilityInfo.of(cost)


def _with_other_face(abilities: list[AbilityInfo]) -> list[AbilityInfo]:
    """The abilities of a text put together from its lines, with the lines of a modal
    double-faced card's other face gathered as the whole text's parse gathers them
    (:func:`rulesparser.sections.gather`: one :class:`~rulesparser.ast.OtherFace`)."""
    if not any('"type":"type_line"' in ab.json for ab in abilities):
        return abilities
    from rulesparser.sections import other_face

    nodes = [ab.node() for ab in abilities]
    gathered = other_face(nodes)
    if len(gathered) == len(nodes):
        return abilities
    return [*abilities[: len(gathered) - 1], AbilityInfo.of(gathered[-1])]


def _norms(raw: str) -> tuple[tuple[str, str], ...]:
    """The normalised and case-folded texts of a line's head and reminder, as
    :func:`rulesparser.facts.text_facts` looks for a card name in them."""
    out = []
    for part in split_reminder(raw):
        if part:
            t = normalize_line(part)
            out.append((t, t.translate(_ASCII_CASE).lower()))
    return tuple(out)


def line_info(item: tuple[LineKey, str]) -> LineInfo:
    """Parse one line (:func:`_parse_line`) and read what the build needs of it
    (:class:`LineInfo`)."""
    lk, _name = item
    raw, lang, name_key, _line_no_ = lk
    res = _parse_line(item)
    star = name_key == "*"
    return LineInfo(
        () if isinstance(res, str) else tuple(AbilityInfo.of(ab) for ab in res),
        res if isinstance(res, str) else None,
        line_facts(raw, lang, None if star else name_key or None),
        _norms(raw) if star else None,
        normalize_line(raw),
        printed_line(raw),
    )


def _parse_chunk(items: list[tuple[LineKey, str]]) -> list[tuple[LineKey, LineInfo]]:
    """Parse a batch of lines (in this process)."""
    return [(item[0], line_info(item)) for item in items]


#: What a worker sends back for a batch: each line's key and pickled :class:`LineInfo` (the
#: bytes the parse cache stores), then the worker's CPU seconds parsing (and reading the
#: lines' facts) and pickling.
ChunkResult = tuple[list[tuple[LineKey, bytes]], float, float]


def _parse_chunk_pickled(items: list[tuple[LineKey, str]]) -> ChunkResult:
    """Worker entry point: parse a batch of lines and pickle each result once (the build
    unpickles it and stores the same bytes in the parse cache; nothing is pickled twice)."""
    c0 = time.process_time()
    done = _parse_chunk(items)
    c1 = time.process_time()
    out = [(k, pickle.dumps(res, protocol=pickle.HIGHEST_PROTOCOL)) for k, res in done]
    return out, c1 - c0, time.process_time() - c1


def _children_cpu() -> float | None:
    """CPU seconds (user + system) of this process's ended and waited-for child processes,
    or None where :mod:`resource` is not available."""
    try:
        import resource
    except ImportError:  # pragma: no cover - not POSIX
        return None
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


_WORD = re.compile(r"\w+")


def _may_name(line: str, name: str) -> bool:
    """Whether ``line`` may refer to the card by ``name`` (or an article, declension or short
    form of it, which all share a name word's first three letters): only then does the
    parse depend on the name. Conservative: a false True only costs a parse."""
    low = line.casefold()
    return any(c in low for c in _name_prefixes(name))


@functools.lru_cache(maxsize=1 << 16)
def _name_prefixes(name: str) -> tuple[str, ...]:
    """The first three letters of each word of ``name`` of three letters or more (of every
    word when none is that long), case-folded."""
    chunks = _WORD.findall(name.casefold())
    significant = [c for c in chunks if len(c) >= 3] or chunks
    return tuple(c[:3] for c in significant)


@functools.lru_cache(maxsize=1 << 16)
def _split_lines(text: str) -> tuple[tuple[int, str], ...]:
    """:func:`split_lines` of a printed text (a text is split when its lines are queued and
    again when it is compared: once)."""
    return tuple(split_lines(text))


def line_keys(key: ParseKey) -> list[tuple[LineKey, str]]:
    """The lines of a text as ``split_lines`` cuts them, each as ``(line key, name to parse
    with)``; the key holds the card name only when the line may name the card (else ``*``, or
    ``""`` for a text without a name: the parser then guesses a name at the start itself)."""
    text, lang, name = key
    out = []
    for line_no, raw in _split_lines(text):
        if not name or _may_name(raw, name):
            out.append(((raw, lang, name, line_no), name))
        else:  # any name the line does not hold parses it alike: one name, one name pattern
            other = _OTHER_NAME if not _may_name(raw, _OTHER_NAME) else name
            out.append(((raw, lang, "*", line_no), other))
    return out


#: the card name a line that does not name its card is parsed with (the parser compiles one
#: pattern per card name: one name for all such lines instead of one per card)
_OTHER_NAME = "Qzxvj"


def _has_unparsed(node: A.Node) -> bool:
    return any(isinstance(n, (A.Unparsed, A.UnparsedEffect)) for n in node.walk())


def line_counts(card: A.Card | str | None) -> tuple[int, int]:
    """(parsed, unparsed) top-level lines of a parse result; a line holding an unparsed clause
    counts as unparsed; a failed parse (str) counts as one unparsed line."""
    if card is None:
        return (0, 0)
    if isinstance(card, str):
        return (0, 1)
    bad = sum(1 for ab in card.abilities if _has_unparsed(ab))
    return (len(card.abilities) - bad, bad)


@dataclass
class StoredFinding:
    """One finding of one printing: ``check`` translation|reminder|errata, ``lang``, ``face``
    and ``line`` (1-based, of the ``lang`` text), the finding ``code``, ``message``, the
    ``text`` of the line, the reference line ``en_text`` (English printed, or Oracle for
    errata), ``basis`` ast|facts (a difference of parsed abilities, certain; or of facts read
    without the grammar, :mod:`rulesparser.facts`, likely) and the ``expected``/``actual`` JSON
    fragments."""

    lang: str
    check: str
    code: str
    message: str
    face: int = 0
    line: int = 0
    text: str = ""
    expected: Any = None
    actual: Any = None
    basis: str = "ast"
    en_text: str = ""


@dataclass
class PrintingResult:
    """Everything stored for one printing: per language the parse keys of its faces, the
    ``compared``/``not_comparable`` line counts per compared language, and the findings."""

    faces: dict[str, list[ParseKey]] = field(default_factory=dict)
    compared: dict[str, tuple[int, int]] = field(default_factory=dict)
    findings: list[StoredFinding] = field(default_factory=list)


def _line_text(node: A.Node) -> str:
    return node.source.text if node.source is not None else ""


@dataclass
class Unit:
    """One printed line (an entry of :func:`rulesparser.normalize.split_lines`): its number
    and text, the abilities parsed from it (:class:`AbilityInfo`), whether they all parsed,
    and its facts."""

    line: int
    text: str
    abilities: list[AbilityInfo]
    parsed: bool
    facts: LineFacts


#: a line that is a power/toughness box (a level up card's "8/8" between its levels, CR 711)
_PT_LINE = re.compile(r"^\s*[+-]?(?:\d+|\*)/[+-]?(?:\d+|\*)\s*$")
_OLD_SYMBOLS = re.compile(r"\{[^}]*\}|(?<![A-Za-z])o+(?:\d+|[A-Za-z])")
_TWO_LETTERS = re.compile(r"[^\W\d_]{2}")


def printed_line(raw: str) -> bool:
    """Whether a line of :func:`split_lines` is a printed line: a line without two letters
    in a row outside mana symbols is MTGJSON debris of old notation ("oo" of "o2oo\nW"),
    unless it is a power/toughness box."""
    return bool(_TWO_LETTERS.search(_OLD_SYMBOLS.sub("", raw)) or _PT_LINE.match(raw))


def _assign(units: list[Unit], abilities: Sequence[AbilityInfo], norms: Sequence[str]) -> None:
    """Give each ability to the unit of its line (``norms``: the units' normalised texts);
    when a line was split (abilities glued without a line break), to the first part that
    contains its text."""
    by_line: dict[int, list[int]] = {}
    for k, u in enumerate(units):
        by_line.setdefault(u.line, []).append(k)
    pos = 0
    for ab in abilities:
        cands = [k for k in by_line.get(ab.line, []) if k >= pos] or by_line.get(ab.line, [])
        if not cands:
            continue
        k = next((k for k in cands if ab.frag in norms[k]), cands[0])
        units[k].abilities.append(ab)
        pos = k
    for u in units:
        u.parsed = bool(u.abilities) and not any(a.unparsed for a in u.abilities)


def text_units(text: str, card: A.Card | str | None, lang: str, name: str = "") -> list[Unit]:
    """The printed lines of ``text`` with the abilities ``card`` (its lenient parse) has for
    each. An ability goes to the line of its ``source.line``; when a line was split (abilities
    glued without a line break), to the first part that contains its text."""
    entries = [
        (no, raw) for no, raw in (_split_lines(text) if text.strip() else ()) if printed_line(raw)
    ]
    units = [Unit(no, raw, [], False, line_facts(raw, lang, name or None)) for no, raw in entries]
    if isinstance(card, A.Card):
        _assign(
            units,
            [AbilityInfo.of(ab) for ab in card.abilities],
            [normalize_line(u.text) for u in units],
        )
    return units


def _line_no(node: A.Node) -> int:
    return node.source.line if node.source is not None else 0


def _facts_message(diffs: list[tuple[str, Any, Any]], reference: str) -> str:
    return "; ".join(
        f"{cls} {json.dumps(b, ensure_ascii=False)} where {reference} has "
        f"{json.dumps(a, ensure_ascii=False)}"
        for cls, a, b in diffs
    )


#: :func:`_differences` results: ``(id(a), id(b), all_classes) -> (a, b, differences)`` (the
#: entry holds both facts, so their ids are theirs while it exists)
_DIFFERENCES: dict[tuple[int, int, bool], tuple[LineFacts, LineFacts, list[Any]]] = {}
_DIFFERENCES_MAX = 1 << 17


def _differences(
    a: LineFacts, b: LineFacts, *, all_classes: bool = False, memo: bool = True
) -> list[tuple[str, Any, Any]]:
    """:func:`rulesparser.facts.facts_differences`, once per pair of facts objects when
    ``memo`` (two lines' own facts: a line's facts are one object for the whole build, and
    "Flying" / "Vol" is compared in thousands of printings; not the facts of lines merged for
    one comparison). The result is shared: read it, never change it."""
    if not memo:
        return facts_differences(a, b, all_classes=all_classes)
    key = (id(a), id(b), all_classes)
    hit = _DIFFERENCES.get(key)
    if hit is None:
        if len(_DIFFERENCES) >= _DIFFERENCES_MAX:
            _DIFFERENCES.clear()
        hit = _DIFFERENCES[key] = (a, b, facts_differences(a, b, all_classes=all_classes))
    return hit[2]


#: :func:`_face_facts` results: ``id(units) -> (units, merged facts)``
_FACES: dict[int, tuple[Sequence[Unit], LineFacts]] = {}


def _face_facts(units: Sequence[Unit]) -> LineFacts:
    """The facts of a whole face (its lines' facts merged, ``whole_face``), once per list of
    units (the build keeps one list per text: a text is compared with several others)."""
    hit = _FACES.get(id(units))
    if hit is None:
        if len(_FACES) >= _DIFFERENCES_MAX:
            _FACES.clear()
        hit = _FACES[id(units)] = (units, merge_facts([u.facts for u in units], whole_face=True))
    return hit[1]


def compare_units(
    ref: Sequence[Unit],
    mine: Sequence[Unit],
    lang: str,
    face: int = 0,
    check: str = "translation",
    reference: str = "en",
    ast_alone: bool = False,
) -> tuple[int, int, list[StoredFinding]]:
    """Compare the printed lines of one face of ``lang`` with those of the reference text.

    Lines are paired by :func:`rulesparser.facts.align_lines`. A pair whose lines both parse to
    as many abilities is compared by their abilities (``basis: ast``: ``translation-mismatch``
    with the first differing JSON path, reported when the lines' facts differ in some class
    too, or always with ``ast_alone``: ``translation-ast``, basis ``ast``, when no fact
    differs); any other pair by the facts both lines state (``basis: facts``, ``translation-facts``), and is not
    comparable when neither states any. A line of one text the other has no line for is a
    ``line-missing`` / ``line-extra`` finding (``basis: facts``). Returns (lines compared,
    lines not comparable, findings); counts are of ``lang`` lines (a missing line counts as
    compared)."""
    compared = not_comparable = 0
    findings: list[StoredFinding] = []

    def add(
        code: str, message: str, basis: str, gi: tuple[int, ...], gj: tuple[int, ...], **kw: Any
    ) -> None:
        findings.append(
            StoredFinding(
                lang=lang,
                check=check,
                code=code.replace("translation-", "errata-") if check == "errata" else code,
                message=message,
                face=face,
                line=mine[gj[0]].line if gj else 0,
                text="\n".join(mine[k].text for k in gj),
                en_text="\n".join(ref[k].text for k in gi),
                basis=basis,
                **kw,
            )
        )

    def add_repeat(
        rep: tuple[Any, Any, Any] | None, gi: tuple[int, ...], gj: tuple[int, ...]
    ) -> None:
        """The finding of an effect printed more times on one side (``repeated_difference``)."""
        if rep is not None:
            add(
                "translation-repeat",
                _repeat_message(rep, reference),
                "ast",
                gi,
                gj,
                expected=rep[1],
                actual=rep[2],
            )

    groups = align_lines([u.facts for u in ref], [u.facts for u in mine])
    # when the texts break or order their lines differently (MTGJSON splits some abilities
    # over two lines and glues others on one), a fact the alignment puts on another line than
    # the other text is no difference: line findings by facts keep only the classes in which
    # the whole faces differ too (their facts merged, multisets of mana, numbers and P/T
    # counted)
    face_diff: set[str] | None = None
    if len(groups) > 1:
        face_diff = {
            cls for cls, _, _ in _differences(_face_facts(ref), _face_facts(mine), all_classes=True)
        }

    def unexplained(units: Sequence[Unit], group: tuple[int, ...], mine_side: bool) -> bool:
        """A line the other text has no line for: a finding unless the whole faces agree on
        every fact it states (the other text says it on another line); a line that states no
        fact, unless the other text glues it to another line (a line of the other text longer
        than its partner by more than half this line's length, beyond 30 %)."""
        if face_diff is None:
            return True
        classes = set().union(*(fact_classes(units[k].facts) for k in group))
        if classes:
            return bool(classes & face_diff)
        size = sum(len(units[k].text) for k in group)
        for gi, gj in groups:
            if not gi or not gj:
                continue
            this = sum(len((mine if mine_side else ref)[k].text) for k in (gj if mine_side else gi))
            other = sum(
                len((ref if mine_side else mine)[k].text) for k in (gi if mine_side else gj)
            )
            if other > 1.3 * this + 0.5 * size:
                return False
        return True

    def elsewhere(ability: AbilityInfo, units: Sequence[Unit]) -> bool:
        """Whether the other text has ``ability`` on some line (parsed to the same)."""
        return any(info_difference(z, ability) is None for u in units for z in u.abilities)

    face_repeat: list[tuple[str, int, int] | None] = []

    def repeats_on(units: Sequence[Unit], group: tuple[int, ...]) -> bool:
        """Whether the line the other text has no line for prints an effect the whole faces
        print a different number of times (:func:`repeated_difference`): "Draw a card." on two
        lines of one text and on one of the other is no line said elsewhere."""
        if not face_repeat:
            face_repeat.append(
                repeated_difference(
                    [x for u in ref for x in u.abilities if u.parsed],
                    [x for u in mine for x in u.abilities if u.parsed],
                )
            )
        rep = face_repeat[0]
        if rep is None or not all(units[k].parsed for k in group):
            return False
        return any(rep[0] in _effect_parts(x) for k in group for x in units[k].abilities)

    for gi, gj in groups:
        if not gj and ref[gi[0]].text.lstrip().startswith("("):
            compared += 1  # reminder text alone on its line: printed in one language only
            continue
        if not gi and mine[gj[0]].text.lstrip().startswith("("):
            compared += 1
            continue
        if not gj:
            compared += 1
            if not unexplained(ref, gi, False) and not repeats_on(ref, gi):
                continue
            add(
                "line-missing",
                f"{lang} has no line for {reference} line {ref[gi[0]].line}",
                "facts",
                gi,
                gj,
            )
            continue
        if not gi:
            compared += 1
            if not unexplained(mine, gj, True) and not repeats_on(mine, gj):
                continue
            add(
                "line-extra",
                f"{reference} has no line for {lang} line {mine[gj[0]].line}",
                "facts",
                gi,
                gj,
            )
            continue
        a_abilities = [x for k in gi for x in ref[k].abilities]
        b_abilities = [x for k in gj for x in mine[k].abilities]
        a_facts = merge_facts([ref[k].facts for k in gi])
        b_facts = merge_facts([mine[k].facts for k in gj])
        single = len(gi) == 1 and len(gj) == 1  # the lines' own facts, no merged ones
        both_parsed = all(ref[k].parsed for k in gi) and all(mine[k].parsed for k in gj)
        if both_parsed and len(a_abilities) == len(b_abilities):
            # the abilities of both lines (basis ast); a difference is reported when the facts
            # of the two lines differ too: where they agree, the two grammars read the same
            # words differently ("Counter target creature spell" / "Neutralisiere einen
            # Kreaturenzauber deiner Wahl"), which is no translation error. Errata compare two
            # texts of one language read by one grammar: there every AST difference is real
            compared += len(gj)
            same_facts = check != "errata" and not _differences(
                a_facts, b_facts, all_classes=True, memo=single
            )
            if same_facts:
                # the same facts, yet an effect printed more often on one side ("Draw a card.
                # Draw a card." / "Piochez une carte.": facts count word classes once)
                rep = repeated_difference(a_abilities, b_abilities)
                add_repeat(rep, gi, gj)
                if rep is not None or not ast_alone:
                    continue
            pairs = list(zip(a_abilities, b_abilities, strict=True))
            for k, (x, y) in enumerate(pairs):
                diff = info_difference(x, y)
                if diff is None or _reordered(pairs, k):
                    continue
                if elsewhere(y, ref) and elsewhere(x, mine):
                    continue  # the texts print these abilities on other lines (another order)
                path, expected, actual = diff
                add(
                    "translation-ast" if same_facts else "translation-mismatch",
                    f"{path} is {json.dumps(actual, ensure_ascii=False)} where {reference} has "
                    f"{json.dumps(expected, ensure_ascii=False)}"
                    + (
                        " (no mana symbol, number, counter or keyword differs: a translation "
                        "difference, or one text read otherwise by its grammar)"
                        if same_facts
                        else ""
                    ),
                    "ast",
                    gi,
                    gj,
                    expected=expected,
                    actual=actual,
                )
                break
            continue
        rep = repeated_difference(a_abilities, b_abilities) if both_parsed else None
        if rep is not None:
            # one ability printed twice on one side ("Flying" on two lines MTGJSON pairs with
            # one): a difference whatever the facts say
            compared += len(gj)
            add_repeat(rep, gi, gj)
            continue
        # a line that does not parse, or parses to another number of abilities (a sentence
        # the grammar splits in one language only): compared by the facts both lines state
        if a_facts.empty() and b_facts.empty():
            not_comparable += len(gj)
            continue
        compared += len(gj)
        diffs = _differences(a_facts, b_facts, memo=single)
        if face_diff is not None:
            diffs = significant([d for d in diffs if d[0] in face_diff])
        if diffs:
            add(
                "translation-facts",
                _facts_message(diffs, reference),
                "facts",
                gi,
                gj,
                expected={cls: x for cls, x, _ in diffs},
                actual={cls: y for cls, _, y in diffs},
            )
    return compared, not_comparable, findings


def untranslated(text: str, reference: str) -> bool:
    """True when a translated ``text`` is the ``reference`` text itself (MTGJSON gives some
    printings the English text as their French or German text): at least 40 characters and
    four words in five of them words of the reference."""
    words = re.findall(r"[^\W\d_]{3,}", text.lower())
    ref = set(re.findall(r"[^\W\d_]{3,}", reference.lower()))
    if len(text) < 40 or len(words) < 5:
        return False
    return sum(w in ref for w in words) >= 0.8 * len(words)


def _reordered(pairs: Sequence[tuple[AbilityInfo, AbilityInfo]], i: int) -> bool:
    """:func:`rulesparser.crosscheck.reordered` of abilities (:class:`AbilityInfo`)."""
    a, b = pairs[i]
    return any(
        j != i and a2.line == a.line and b2.line == b.line and info_difference(a2, b) is None
        for j, (a2, b2) in enumerate(pairs)
    )


def compare_faces(
    en: Sequence[A.Card | str | None],
    other: Sequence[A.Card | str | None],
    lang: str,
    *,
    en_keys: Sequence[ParseKey] | None = None,
    keys: Sequence[ParseKey] | None = None,
    check: str = "translation",
    reference: str = "en",
    ast_alone: bool = False,
) -> tuple[int, int, list[StoredFinding]]:
    """Compare the faces of the English printed text with those of ``lang``
    (:func:`compare_units` per face; faces are paired by position).

    ``en``/``other``: the lenient parses per face (a str for a parse that failed, None for a
    face without text); ``en_keys``/``keys``: the parse keys (text, lang, name) per face, for
    the raw text and the card name (default: the parsed card's source text, no name).
    Returns (lines compared, lines not comparable, findings)."""

    def units(cards: Sequence[A.Card | str | None], ks: Sequence[ParseKey] | None, lg: str):
        out = []
        for f, c in enumerate(cards):
            if ks is not None and f < len(ks):
                text, _, name = ks[f]
            else:
                text = c.source.text if isinstance(c, A.Card) and c.source else ""
                name = ""
            out.append(text_units(text or "", c, lg, name))
        return out

    reference_lang = available_languages()[0]
    return compare_face_units(
        units(en, en_keys, reference_lang), units(other, keys, lang), lang, check, reference
    )


def compare_face_units(
    ref_units: Sequence[Sequence[Unit]],
    my_units: Sequence[Sequence[Unit]],
    lang: str,
    check: str = "translation",
    reference: str = "en",
    ast_alone: bool = False,
) -> tuple[int, int, list[StoredFinding]]:
    """:func:`compare_faces` of the faces' printed lines (:func:`text_units` per face)."""
    reference_lang = available_languages()[0]
    compared = not_comparable = 0
    findings: list[StoredFinding] = []
    for face, mine in enumerate(my_units):
        if face >= len(ref_units) or not ref_units[face]:
            not_comparable += len(mine)
            continue
        text = "\n".join(u.text for u in mine)
        if lang != reference_lang and untranslated(
            text, "\n".join(u.text for u in ref_units[face])
        ):
            # MTGJSON gives the reference language's text as this language's: one finding
            compared += len(mine)
            findings.append(
                StoredFinding(
                    lang=lang,
                    check=check,
                    code="untranslated",
                    message=f"the {lang} text is in {reference_lang}",
                    face=face,
                    line=mine[0].line,
                    text=text,
                    en_text="\n".join(u.text for u in ref_units[face]),
                    basis="facts",
                )
            )
            continue
        c, n, found = compare_units(ref_units[face], mine, lang, face, check, reference)
        compared += c
        not_comparable += n
        findings.extend(found)
    return compared, not_comparable, findings


def reminder_findings(card: A.Card | str | None, lang: str, face: int) -> list[StoredFinding]:
    """The findings the parser attached to nodes of ``card`` (reminder text versus the CR)."""
    if not isinstance(card, A.Card):
        return []
    return _reminder_findings([AbilityInfo.of(ab) for ab in card.abilities], lang, face)


def _reminder_findings(
    abilities: Sequence[AbilityInfo] | str | None, lang: str, face: int
) -> list[StoredFinding]:
    """:func:`reminder_findings` of a text's abilities (:class:`AbilityInfo`)."""
    if abilities is None or isinstance(abilities, str):
        return []
    return [
        StoredFinding(
            lang=lang,
            check="reminder",
            code=code,
            message=message,
            face=face,
            line=i + 1,
            text=ab.text or "",
            expected=expected,
            actual=actual,
        )
        for i, ab in enumerate(abilities)
        for code, message, expected, actual in ab.reminders
    ]


class PrintingParser:
    """Parse printed texts once per distinct line, optionally in worker processes.

    ``submit(keys)`` queues the lines of texts (returns at once when a pool runs). A line is
    parsed where it is read: a worker (or this process) returns its :class:`LineInfo` (the
    parse, the line's facts, each ability's canonical JSON, ...), so that this process only
    puts together and compares precomputed results. ``abilities(key)``: a text's abilities
    (:class:`AbilityInfo`) or its first line's error; ``text_json(key)``, ``line_counts(key)``,
    ``units(key)`` (its printed lines, :class:`Unit`), ``analyse(faces)`` (a printing's
    findings); ``result(key)`` returns the parsed :class:`rulesparser.ast.Card` of a whole text
    (its lines' abilities) or an error string. ``close()`` stops the pool and writes the parse
    cache. ``workers``: 0 parses in-process; default ``$RULESPARSER_KB_WORKERS`` or the CPU
    count. ``cache``: the :class:`ParseCache` of earlier builds (None: no cache)."""

    def __init__(
        self,
        workers: int | None = None,
        cache: ParseCache | None = None,
        timer: PhaseTimes | None = None,
    ) -> None:
        if workers is None:
            env = os.environ.get("RULESPARSER_KB_WORKERS", "")
            workers = int(env) if env.isdigit() else min(4, os.cpu_count() or 1)
        self.workers = workers
        self.store = cache
        #: per-phase seconds of the build (waits for workers, workers' CPU seconds)
        self.timer = timer if timer is not None else PhaseTimes()
        self.cache: dict[ParseKey, A.Card | str] = {}
        self.lines: dict[LineKey, LineInfo] = {}
        #: distinct lines parsed by this build (not found in the parse cache)
        self.parsed = 0
        self._keys: dict[ParseKey, list[tuple[LineKey, str]]] = {}
        self._pending: dict[LineKey, Future[ChunkResult]] = {}
        self._pool: ProcessPoolExecutor | None = None
        self._analysed: dict[tuple[tuple[str, tuple[ParseKey, ...]], ...], PrintingResult] = {}
        self._abilities: dict[ParseKey, list[AbilityInfo] | str | None] = {}
        self._units: dict[ParseKey, list[Unit]] = {}
        self._compared: dict[
            tuple[tuple[ParseKey, ...], tuple[ParseKey, ...], str, str, str],
            tuple[int, int, list[StoredFinding]],
        ] = {}

    def _lines_of(self, key: ParseKey) -> list[tuple[LineKey, str]]:
        hit = self._keys.get(key)
        if hit is None:
            hit = self._keys[key] = line_keys(key)
        return hit

    def submit(self, keys: Iterable[ParseKey]) -> None:
        """Queue the lines of texts not parsed or queued yet (each distinct line once: a line
        of the parse cache is taken from it, the others go to the workers)."""
        new: dict[LineKey, str] = {}
        for key in dict.fromkeys(keys):
            if not key[0].strip() or key in self._abilities:
                continue
            for lk, name in self._lines_of(key):
                if lk in self.lines or lk in self._pending or lk in new:
                    continue
                new[lk] = name
        if new and self.store is not None:
            with self.timer.phase("read the parse cache", nested=True):
                for lk, stored in self.store.get_many(list(new)).items():
                    if isinstance(stored, LineInfo):
                        self.lines[lk] = stored
                        del new[lk]
        if not new:
            return
        if self._pool is None and self.workers > 1:
            from rulesparser.kb.workers import worker_pool

            self._pool = worker_pool(self.workers)  # workers that die with the build
            if self._pool is None:
                self.workers = 0
        items = list(new.items())
        if self._pool is None:
            with self.timer.phase("parse lines in the build process", nested=True):
                self._store(_parse_chunk(items))
            return
        for i in range(0, len(items), CHUNK):
            chunk = items[i : i + CHUNK]
            fut = self._pool.submit(_parse_chunk_pickled, chunk)
            for lk, _name in chunk:
                self._pending[lk] = fut

    def _store(self, done: list[tuple[LineKey, LineInfo]]) -> None:
        for lk, res in done:
            if lk not in self.lines:
                self.lines[lk] = res
                self.parsed += 1
            self._pending.pop(lk, None)
        if self.store is not None:
            self.store.put(done)

    def _store_pickled(self, chunk: ChunkResult) -> None:
        """Take a worker's batch: unpickle each line's result, keep its bytes for the cache."""
        done, parse_cpu, pickle_cpu = chunk
        self.timer.add_worker("parse, read facts", parse_cpu)
        self.timer.add_worker("pickle results", pickle_cpu)
        with self.timer.phase("unpickle worker results", nested=True):
            for lk, raw in done:
                if lk not in self.lines:
                    self.lines[lk] = pickle.loads(raw)
                    self.parsed += 1
                self._pending.pop(lk, None)
        if self.store is not None:
            self.store.put_pickled(done)

    def _line(self, lk: LineKey, name: str) -> LineInfo:
        hit = self.lines.get(lk)
        if hit is not None:
            return hit
        fut = self._pending.get(lk)
        if fut is not None:
            try:
                with self.timer.phase("wait for parser workers", nested=True):
                    chunk = fut.result()
                self._store_pickled(chunk)
            except Exception:  # a broken pool (killed worker, ...): parse here from now on
                self.close_pool()
                self.workers = 0
        if lk not in self.lines:
            stored = self.store.get(lk) if self.store is not None else None
            if isinstance(stored, LineInfo):
                self.lines[lk] = stored
            else:
                with self.timer.phase("parse lines in the build process", nested=True):
                    self._store([(lk, line_info((lk, name)))])
        return self.lines[lk]

    def abilities(self, key: ParseKey) -> list[AbilityInfo] | str | None:
        """The abilities of the text ``key`` (its lines', in order; submitting its lines if
        needed, waiting for a worker if queued), or the first failed line's error string; None
        for an empty text (a face without text in that language)."""
        hit = self._abilities.get(key, self)
        if hit is not self:
            return hit  # type: ignore[return-value]
        out: list[AbilityInfo] | str | None = None
        if key[0].strip():
            out = []
            for lk, name in self._lines_of(key):
                info = self._line(lk, name)
                if info.error is not None:
                    cost = _other_face_cost(out, lk)
                    if cost is not None:
                        out.append(cost)
                        continue
                    out = info.error
                    break
                out.extend(info.abilities)
            if isinstance(out, list):
                out = _with_other_face(out)
        self._abilities[key] = out
        return out

    def text_json(self, key: ParseKey) -> str | None:
        """:func:`rulesparser.ast.canonical_json` of the text's :meth:`result` (None for an
        error or an empty text), put together from its abilities' JSON: ``{"abilities":
        [...], "source": {...}, "type": "card"}`` (keys sorted; such a Card has no
        findings)."""
        abilities = self.abilities(key)
        if abilities is None or isinstance(abilities, str):
            return None
        source = A.Source(lang=key[1], text=key[0], span=(0, len(key[0]))).to_json()
        return (
            '{"abilities":['
            + ",".join(ab.json for ab in abilities)
            + '],"source":'
            + json.dumps(source, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
            + ',"type":"card"}'
        )

    def ready(self, keys: Iterable[ParseKey]) -> bool:
        """Whether every line of the texts ``keys`` is parsed (by this build, a worker that
        has finished it, or the parse cache): :meth:`result` then returns without waiting."""
        for key in keys:
            if not key[0].strip() or key in self._abilities:
                continue
            for lk, _name in self._lines_of(key):
                if lk in self.lines:
                    continue
                fut = self._pending.get(lk)
                if fut is None or not fut.done():
                    return False
        return True

    def line_counts(self, key: ParseKey) -> tuple[int, int]:
        """:func:`line_counts` of :meth:`result` ``(key)``: (parsed, unparsed) abilities, (0,
        1) for a text whose parse failed, (0, 0) for an empty one."""
        abilities = self.abilities(key)
        if abilities is None:
            return (0, 0)
        if isinstance(abilities, str):
            return (0, 1)
        bad = sum(1 for ab in abilities if ab.unparsed)
        return (len(abilities) - bad, bad)

    def result(self, key: ParseKey) -> A.Card | str | None:
        """The parse of the text ``key`` (submitting its lines if needed; waits for a worker if
        queued): its lines' abilities, or the first line's error string; None for an empty
        text (a face without text in that language)."""
        text, lang, _name = key
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        abilities = self.abilities(key)
        if abilities is None or isinstance(abilities, str):
            return abilities
        out = A.Card(  # the source spans the whole text, as parse() gives it
            abilities=tuple(ab.node() for ab in abilities),
            source=A.Source(lang=lang, text=text, span=(0, len(text))),
        )
        self.cache[key] = out
        return out

    def _facts(self, lk: LineKey, info: LineInfo, name: str) -> LineFacts:
        """The facts of a line of a text whose card is ``name``
        (:func:`rulesparser.facts.line_facts`): the line's own, unless it was read without
        the name (key ``*``) and the name occurs in it or holds a keyword (then read here)."""
        if info.norms is None:
            return info.facts
        lang = lk[1]
        if not _name_keywords(name, lang) and not any(
            _occurs(n, runs, t, folded) for n, runs in _card_names(name) for t, folded in info.norms
        ):
            return info.facts
        return line_facts(lk[0], lang, name or None)

    def units(self, key: ParseKey) -> list[Unit]:
        """:func:`text_units` of the text ``key`` and its parse, from its lines' results."""
        hit = self._units.get(key)
        if hit is not None:
            return hit
        text, _lang, name = key
        units: list[Unit] = []
        norms: list[str] = []
        for lk, pname in self._lines_of(key) if text.strip() else ():
            info = self._line(lk, pname)
            if not info.printed:
                continue
            units.append(Unit(lk[3], lk[0], [], False, self._facts(lk, info, name)))
            norms.append(info.norm)
        abilities = self.abilities(key)
        if abilities is not None and not isinstance(abilities, str):
            _assign(units, abilities, norms)
        self._units[key] = units
        return units

    def close_pool(self) -> None:
        """Stop the worker processes (pending work is cancelled)."""
        if self._pool is not None:
            before = _children_cpu()
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
            if before is not None:  # the ended workers' CPU seconds, as the system counted them
                self.timer.add_worker("total (getrusage)", (_children_cpu() or 0.0) - before)
        self._pending.clear()

    def close(self) -> None:
        """Stop the worker processes and write the new lines to the parse cache."""
        self.close_pool()
        _DIFFERENCES.clear()
        _FACES.clear()
        if self.store is not None:
            with self.timer.phase("write the parse cache"):
                self.store.close()

    def analyse(self, faces: dict[str, list[ParseKey]]) -> PrintingResult:
        """Compare the parsed texts of one printing (``{lang: [parse key per face]}``, plus
        ``"oracle"``: today's English Oracle text per face, when known).

        Each French/German text is compared with the English printed text it was translated
        from (:func:`compare_faces`); a printing without English printed text is compared with
        the Oracle text. When there is foreign text, the English printed text is compared with
        the Oracle text too: what differs there is ``errata`` (listed apart, never a
        translation finding). Reprints with the same texts in every language are compared
        once."""
        memo_key = tuple((lang, tuple(keys)) for lang, keys in faces.items())
        hit = self._analysed.get(memo_key)
        if hit is None:
            hit = self._analysed[memo_key] = self._analyse(faces)
        return PrintingResult(
            faces=hit.faces, compared=dict(hit.compared), findings=list(hit.findings)
        )

    def _compare(
        self,
        ref_keys: Sequence[ParseKey],
        keys: Sequence[ParseKey],
        lang: str,
        check: str,
        reference: str,
    ) -> tuple[int, int, list[StoredFinding]]:
        """:func:`compare_face_units` of two texts' faces, once per build for the same texts
        (reprints share their English text and its errata while their translations differ)."""
        memo_key = (tuple(ref_keys), tuple(keys), lang, check, reference)
        hit = self._compared.get(memo_key)
        if hit is None:
            hit = self._compared[memo_key] = compare_face_units(
                [self.units(k) for k in ref_keys],
                [self.units(k) for k in keys],
                lang,
                check,
                reference,
            )
        return hit[0], hit[1], list(hit[2])

    def _analyse(self, faces: dict[str, list[ParseKey]]) -> PrintingResult:
        faces = dict(faces)
        oracle = faces.pop("oracle", None)
        res = PrintingResult(faces=faces)
        for lang, keys in faces.items():
            for face, k in enumerate(keys):
                res.findings.extend(_reminder_findings(self.abilities(k), lang, face))
        # every other language's printed text is compared with the reference (English) one
        reference, *others = available_languages()
        ref_keys = faces.get(reference) or []
        ref_label = reference
        if not any(k[0].strip() for k in ref_keys) and oracle:
            ref_keys, ref_label = oracle, "oracle"
        for lang in others:
            if lang not in faces:
                continue
            compared, not_comparable, found = self._compare(
                ref_keys, faces[lang], lang, "translation", ref_label
            )
            res.compared[lang] = (compared, not_comparable)
            res.findings.extend(found)
        if oracle and ref_label == reference and any(lang in faces for lang in others):
            _, _, found = self._compare(oracle, faces[reference], reference, "errata", "oracle")
            res.findings.extend(found)
        return res


def printing_faces(
    records: Sequence[dict[str, Any]], langs: dict[str, str]
) -> dict[str, list[ParseKey]]:
    """Parse keys per language of one printing's face records (MTGJSON card objects).

    English: each face's ``originalText`` with its ``faceName`` (or ``name``); French/German:
    each face's ``foreignData`` entry (``langs`` maps MTGJSON language names to codes) with its
    localized ``faceName`` (or ``name``); ``"oracle"``: each face's Oracle ``text`` (English,
    parse language ``en``). Every language lists one key per face (text ``""``
    for a face without text, so faces stay aligned); a language with no text at all is absent."""
    out: dict[str, list[ParseKey]] = {}
    for i, rec in enumerate(records):
        name = str(rec.get("faceName") or rec.get("name") or "")
        out.setdefault("en", []).append((rec.get("originalText") or "", "en", name))
        out.setdefault("oracle", []).append((rec.get("text") or "", "en", name))
        for fd in rec.get("foreignData") or []:
            lang = langs.get(fd.get("language", ""))
            if lang is None:
                continue
            keys = out.setdefault(lang, [])
            if len(keys) > i:  # a second entry of the same language: keep the first
                continue
            keys.extend(("", lang, "") for _ in range(i - len(keys)))
            keys.append(
                (fd.get("text") or "", lang, str(fd.get("faceName") or fd.get("name") or ""))
            )
    return {lang: keys for lang, keys in out.items() if any(k[0].strip() for k in keys)}
