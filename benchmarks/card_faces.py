"""Coverage of whole card faces over the real MTGJSON sets, per language and data group.

Usage: ``python benchmarks/card_faces.py [../shared/corpus] [--workers 2] [--shapes 15]
[--examples 3] [--limit N] [--save-parsed FILE] [--compare-parsed FILE] [--by-set]``

Data groups (set files of ``corpus/mtgjson/``):

- ``shared27``: the 27 set files of ``sets_*/`` (the sets the grammar was first written from);
- ``more_dev``: the 56 development sets of ``more_sets_v5.2.0_20220425/``;
- ``validation``: the 15 other sets of ``more_sets_v5.2.0_20220425/`` (:data:`VALIDATION`).

A card face is one rules text in one language, deduplicated per group by (language, face name,
text) exactly as ``../shared/tools/face_coverage.py`` does (the acceptance measure of issue 9):
English is the Oracle ``text``, French and German the printed ``foreignData[].text``. Each face is
parsed once through the public API, ``rulesparser.parse(text, lang, card_name=<face name in that
language>, lenient=True)``; a face is *wholly parsed* when no ability is an ``Unparsed`` node.
The lines of a face are those of ``rulesparser.normalize.split_lines`` (what ``parse`` reads); a
line is parsed when no ``Unparsed`` node has its line number and text. Printed per group and
language: faces wholly parsed, distinct lines parsed (a line is the normalised line with the
face's name as ``~``; it counts as parsed when it parsed on every face that prints it), line
occurrences parsed (every line of every face); per language: parse CPU time per line, lines/s,
and the ratio to the time to regex-tokenize the same lines in the same worker.

EN/FR/DE agreement: on the card records (per group, deduplicated by their three texts and names)
whose three faces are wholly parsed, the abilities (canonical JSON without ``source`` and
``findings``, in any order) agree or not. A line that is only reminder text (a ``reminder_text``
node: "(Walls can't attack.)") is not an ability and is left out (CR 207.2: reminder text is not
rules text), and so is what a modal double-faced card prints of its other face at the bottom of
a face (an ``other_face`` node: "Terrain / {T} : Ajoutez {W}.", which MTGJSON's French and German
texts hold and its English Oracle text does not; that face's characteristics, CR 712.8). That
is the acceptance measure, printed first. A second figure adds to a face's abilities those its
printed type line states (``rulesparser.parser.
type_line_abilities``: the enchant keyword of an Aura printed before 2005, "Enchant Creature",
"Enchanter : créature", "Verzaubere Kreatur", CR 702.5a), as the Oracle text has it as a line:
the type line of the English face is MTGJSON's Oracle ``type``, of a French or German face its
``foreignData`` ``type``, else (MTGJSON leaves most French ones out) the printed English
``originalType`` of the same printing, read in English; and, for the three, the ability the
card's color indicator states (``colorIndicator``, ``rulesparser.parser.
color_indicator_abilities``: "~ is blue.", which cards printed before color indicators say in
their text, CR 204.2). A disagreement is classed, for each
language whose abilities differ from the English ones, as

- *Oracle rewording*: the printed English ``originalText`` parses wholly to the same abilities as
  the foreign text, while the Oracle ``text`` does not; or the difference is the one between the
  Oracle and the printed English texts: every ability only the foreign text has is one the printed
  English text parses to (its other lines may not parse), and every ability only the Oracle text
  has is missing from a wholly parsed printed English text, or is "Enchant [object]" on an Aura
  whose printed type line said it ("Enchant Creature", before 2003; CR 303.4a);
- *translation/data finding*: the facts that can be read without the grammar
  (:mod:`rulesparser.facts`: mana symbols, numbers, P/T, counters, keywords, targets, ...) differ
  between the printed English text (``originalText``, else ``text``) and the foreign text, or
  between the lines that hold the abilities only one of them has (any one class: "target" in
  English where German says no "deiner Wahl"; only for Oracle lines printed as they are), or
  the foreign text holds another face's type line and text (a modal double-faced card's two faces
  in one ``foreignData`` text);
- *parser error (unknown)*: none of these: the texts state the same facts and still parse apart.

A record counts once, under the worst class of its languages (unknown, then finding, then
rewording). For the development groups (``shared27`` and ``more_dev`` together) the script also
ranks the unparsed line *shapes* (the line with the card name as ``~`` and numbers as ``N``) by the
number of faces they alone keep from parsing wholly, lists parser crashes, and gives a few examples
of each disagreement class. For ``validation`` it prints figures only. Figures only, no
assertions. ``--save-parsed`` writes the parsed distinct development lines with a digest of the
abilities each gives, ``--compare-parsed`` lists the development lines of a saved run that no
longer parse and those that now give other abilities (a regression check before landing a
grammar change; read every one). ``--by-set`` adds the faces wholly parsed per set file and
language, with the set's release date, and the set's EN/FR/DE agreement (figures only, the
validation sets too: which eras lag, which disagree).
"""

from __future__ import annotations

import argparse
import collections
import functools
import hashlib
import json
import multiprocessing
import re
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.facts import facts_differences, line_facts, merge_facts
from rulesparser.mana import SYMBOL_RE, canonical_cost
from rulesparser.normalize import normalize_line, split_lines
from rulesparser.parser import color_indicator_abilities, prepare, type_line_abilities

#: The validation split: 15 of the 71 sets of ``more_sets_v5.2.0_20220425`` (every era, every
#: block size). It is never looked at while writing rules: this script prints its figures only,
#: never its failing lines, and ``scripts/build_word_lists.py`` leaves these sets out by default.
VALIDATION = frozenset(
    "ALL VIS EXO PCY APC DST BOK DIS LRW ROE DKA GTC BFZ RIX IKO".split()  # noqa: SIM905
)
MORE_SETS = "more_sets_v5.2.0_20220425"
GROUPS = ("shared27", "more_dev", "validation")
DEVELOPMENT = ("shared27", "more_dev")
LANGS = ("en", "fr", "de")
FOREIGN = {"French": "fr", "German": "de"}
#: the regex-tokenize floor of face_coverage.py (mana symbols, P/T, words, punctuation)
TOK = re.compile(r"\{[^}]*\}|[+-]?\d+/[+-]?\d+|\w+|[^\w\s]", re.U)
_NUM_RE = re.compile(r"(?<![{\w])[+-]?\d+(?:/[+-]?\d+)?(?![\w}])|\b[XYZ]\b")

# a face: (lang, face name, text)
Face = tuple[str, str, str]
# a card record's three faces, its printed English text and type line (originalText,
# originalType, or None), and the type line of each face with its language (see
# :func:`record_views`)
TypeLines = tuple[tuple[str | None, str], ...]
# ... and the card's color indicator (MTGJSON ``colorIndicator``: color letters)
Record = tuple[Face, Face, Face, str | None, str | None, TypeLines, tuple[str, ...]]
CLASSES = ("Oracle rewording", "translation/data finding", "parser error (unknown)")
#: how the view of a line of reminder text only ends (JSON with sorted keys: "type" is its
#: last key, so the top node's type ends the text)
_REMINDER_VIEW = '"type": "reminder_text"}'


@dataclass
class FaceResult:
    """The parse of one face: its lines ``(line number, raw line, parsed)``, the canonical views
    of its abilities per line number, a crash message (the parse raised), CPU seconds of the
    parse and of the regex-tokenize floor."""

    lines: list[tuple[int, str, bool]]
    views: dict[int, tuple[str, ...]] = field(default_factory=dict)
    crash: str | None = None
    cpu: float = 0.0
    tok: float = 0.0

    @property
    def whole(self) -> bool:
        return self.crash is None and all(ok for _, _, ok in self.lines)

    def all_views(self) -> collections.Counter[str]:
        """The face's abilities as canonical JSON, lines of reminder text only and the other
        face of a modal double-faced card left out."""
        return collections.Counter(
            v
            for vs in self.views.values()
            for v in vs
            if not v.endswith(_REMINDER_VIEW) and not _other_face(v)
        )


@functools.cache
def _type_line_views(type_line: str | None, lang: str) -> collections.Counter[str]:
    """The abilities a printed type line states, as views ("Enchant Creature", CR 702.5a)."""
    if not type_line:
        return collections.Counter()
    return collections.Counter(
        json.dumps(A.strip_meta(a.to_json()), sort_keys=True)
        for a in type_line_abilities(type_line, lang)
    )


@functools.cache
def _color_indicator_views(colors: tuple[str, ...]) -> collections.Counter[str]:
    """The ability a color indicator states ("~ is blue.", CR 204.2), as views."""
    return collections.Counter(
        json.dumps(A.strip_meta(a.to_json()), sort_keys=True)
        for a in color_indicator_abilities(colors)
    )


def record_views(
    rec: Record, results: dict[Face, FaceResult], printed: bool = False
) -> list[collections.Counter[str]]:
    """The abilities of a record's three faces (EN, FR, DE): what ``parse`` gives for each
    face's rules text (the acceptance measure); with ``printed``, also what its type line
    states (an old Aura's "Enchant Creature": the Oracle text's "Enchant creature" line) and
    what the card's color indicator states (CR 204.2: "Pact of Negation is blue.", printed in
    the text before color indicators), once if the text says it too."""
    if not printed:
        return [results[face].all_views() for face in rec[:3]]
    colors = _color_indicator_views(rec[6])
    return [
        results[face].all_views() | _type_line_views(*type_line) | colors
        for face, type_line in zip(rec[:3], rec[5], strict=True)
    ]


def _other_face(view: str) -> bool:
    """Whether a view is what a modal double-faced card prints of its other face
    (``rulesparser.ast.OtherFace``): that face's characteristics, not this face's (CR 712.8)."""
    return '"type": "other_face"' in view and json.loads(view)["type"] == "other_face"


def set_code(path: Path) -> str:
    """The set code of an MTGJSON set file ("CON_.json" is CON)."""
    return path.stem.rstrip("_").upper()


def group_files(corpus: Path) -> dict[str, list[Path]]:
    """The set files of each data group, sorted by name."""
    mtgjson = corpus / "mtgjson"
    more = sorted((mtgjson / MORE_SETS).glob("*.json"))
    return {
        "shared27": sorted(p for d in sorted(mtgjson.glob("sets_*")) for p in d.glob("*.json")),
        "more_dev": [p for p in more if set_code(p) not in VALIDATION],
        "validation": [p for p in more if set_code(p) in VALIDATION],
    }


def extract(
    paths: Iterable[Path], limit: int | None
) -> tuple[dict[str, list[tuple[str, str]]], list[Record]]:
    """The faces of some set files per language, deduplicated by (face name, text) in first-seen
    order (as face_coverage.py), and the card records that have all three texts (deduplicated).
    ``limit``: at most that many faces per language."""
    faces: dict[str, dict[tuple[str, str], None]] = {lang: {} for lang in LANGS}
    records: dict[
        tuple[Face, Face, Face, str | None], tuple[str | None, TypeLines, tuple[str, ...]]
    ] = {}
    for path in paths:
        for card in json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]:
            name = card.get("faceName") or card["name"]
            mine: dict[str, Face] = {}
            printed_type = card.get("originalType")
            type_lines: dict[str, tuple[str | None, str]] = {"en": (card.get("type"), "en")}
            if card.get("text"):
                mine["en"] = ("en", name, card["text"])
            if "en" in mine and (limit is None or len(faces["en"]) < limit):
                faces["en"].setdefault(mine["en"][1:], None)
            for f in card.get("foreignData", []):
                lang = FOREIGN.get(f.get("language", ""))
                if lang and f.get("text"):
                    face = (lang, f.get("faceName") or f.get("name") or name, f["text"])
                    mine.setdefault(lang, face)
                    type_lines.setdefault(
                        lang, (f["type"], lang) if f.get("type") else (printed_type, "en")
                    )
                    if limit is None or len(faces[lang]) < limit:
                        faces[lang].setdefault(face[1:], None)
            if all(lang in mine for lang in LANGS) and all(
                mine[lang][1:] in faces[lang] for lang in LANGS
            ):
                records.setdefault(
                    (mine["en"], mine["fr"], mine["de"], card.get("originalText")),
                    (
                        printed_type,
                        tuple(type_lines[lang] for lang in LANGS),
                        tuple(card.get("colorIndicator") or ()),
                    ),
                )
    return {lang: list(v) for lang, v in faces.items()}, [(*k, *v) for k, v in records.items()]


def set_faces(path: Path) -> tuple[str, dict[str, set[Face]]]:
    """The release date of one MTGJSON set file and its faces per language (deduplicated as
    :func:`extract` does, without a limit)."""
    data = json.loads(path.read_text(encoding="utf-8"))["data"]
    out: dict[str, set[Face]] = {lang: set() for lang in LANGS}
    for card in data["cards"]:
        name = card.get("faceName") or card["name"]
        if card.get("text"):
            out["en"].add(("en", name, card["text"]))
        for f in card.get("foreignData", []):
            lang = FOREIGN.get(f.get("language", ""))
            if lang and f.get("text"):
                out[lang].add((lang, f.get("faceName") or f.get("name") or name, f["text"]))
    return data.get("releaseDate", "?"), out


def print_by_set(files: dict[str, list[Path]], results: dict[Face, FaceResult]) -> None:
    """Faces wholly parsed per set file and language, oldest set first (``--by-set``), and the
    EN/FR/DE agreement of the set's card records whose three faces parse wholly (figures only,
    as for the groups: which eras disagree)."""
    print(
        "\nfaces wholly parsed per set (group, set, release date; en / fr / de: parsed of faces;"
        " agree: EN/FR/DE agreement of the records whose three faces parse)"
    )
    rows = []
    for g in GROUPS:
        for path in files[g]:
            date, faces = set_faces(path)
            cells = []
            for lang in LANGS:
                mine = [results[f] for f in faces[lang] if f in results]
                whole = sum(r.whole for r in mine)
                cells.append(f"{pct(whole, len(mine))} of {len(mine):4}" if mine else " " * 15)
            complete = agree = 0
            for rec in extract([path], None)[1]:
                if all(f in results and results[f].whole for f in rec[:3]):
                    complete += 1
                    views = record_views(rec, results)
                    agree += views[0] == views[1] == views[2]
            cells.append(f"agree {pct(agree, complete)} of {complete:4}" if complete else "")
            rows.append((date, g, set_code(path), cells))
    for date, g, code, cells in sorted(rows):
        print(f"  {g:11} {code:5} {date:10}  " + "   ".join(cells))


def parse_face(face: Face) -> tuple[Face, FaceResult]:
    """Parse one face leniently through the public API (runs in a worker)."""
    lang, name, text = face
    lines = split_lines(text)
    t = time.process_time()
    try:
        card = parse(text, lang, card_name=name, lenient=True)
    except Exception as exc:  # a parser bug: the face counts as not parsed, reported as a crash
        cpu = time.process_time() - t
        crash = f"{type(exc).__name__}: {exc}"
        return face, FaceResult([(n, raw, False) for n, raw in lines], crash=crash, cpu=cpu)
    cpu = time.process_time() - t
    failed = {
        (a.source.line, a.source.text)
        for a in card.abilities
        if isinstance(a, A.Unparsed) and a.source
    }
    unsourced = any(isinstance(a, A.Unparsed) and not a.source for a in card.abilities)
    views: dict[int, list[str]] = collections.defaultdict(list)
    for a in card.abilities:
        if not isinstance(a, A.Unparsed):
            line = a.source.line if a.source else 0
            views[line].append(json.dumps(A.strip_meta(a.to_json()), sort_keys=True))
    t = time.process_time()
    for raw in text.split("\n"):
        TOK.findall(raw)
    tok = time.process_time() - t
    result = FaceResult(
        [(n, raw, (n, raw) not in failed and not unsourced) for n, raw in lines],
        {n: tuple(v) for n, v in views.items()},
        cpu=cpu,
        tok=tok,
    )
    return face, result


def line_key(lang: str, raw: str, name: str) -> tuple[str, str]:
    """A distinct line: (lang, the normalised line with the card name as ``~``)."""
    line = normalize_line(raw)
    if name:
        line = re.sub(re.escape(name), "~", line, flags=re.I)
    return lang, line


def shape(line: str) -> str:
    """The shape of a line (already with the card name as ``~``): numbers and P/T as ``N``."""
    return _NUM_RE.sub("N", line)


def pct(a: int, b: int) -> str:
    return f"{100 * a / max(b, 1):5.1f} %"


def facts_differ(en_text: str, en_name: str, text: str, lang: str, name: str) -> bool:
    """Whether the facts read without the grammar differ between two whole texts."""
    en = merge_facts([line_facts(raw, "en", en_name) for _, raw in split_lines(en_text)])
    other = merge_facts([line_facts(raw, lang, name) for _, raw in split_lines(text)])
    return bool(facts_differences(en, other))


def _enchant_on_type_line(view: str, printed_type: str | None) -> bool:
    """An "Enchant [object]" keyword an Aura's printed type line said ("Enchant Creature",
    Aura cards before 2003, CR 303.4a): the Oracle text has it as a line, old printings don't."""
    return (
        bool(printed_type and printed_type.lower().startswith("enchant "))
        and json.loads(view).get("name") == "enchant"
    )


def _rewording(
    views: collections.Counter[str],
    en_views: collections.Counter[str],
    orig_views: collections.Counter[str] | None,
    orig_whole: bool,
    printed_type: str | None,
) -> bool:
    """Whether ``views`` (a foreign face) differ from the Oracle abilities ``en_views`` exactly
    where the printed English text (``orig_views``, its parsed lines) does (see the module
    docstring)."""
    if orig_views is None:
        return False
    if orig_whole and orig_views == views:
        return True
    foreign_only, oracle_only = views - en_views, en_views - views
    return all(orig_views[v] >= n for v, n in foreign_only.items()) and all(
        _enchant_on_type_line(v, printed_type) or (orig_whole and v not in orig_views)
        for v in oracle_only
    )


def _only_lines(face: Face, mine: FaceResult, theirs: FaceResult) -> list[str]:
    """The lines of ``face`` holding an ability the other face does not have."""
    only = set(mine.all_views() - theirs.all_views())
    return [raw for n, raw, _ in mine.lines if only & set(mine.views.get(n, ()))]


def _said(raw: str) -> str:
    """A line as printed, its mana symbols written one way (the old "oU, ocT:" notation of
    early MTGJSON printed text as "{U}, {T}:"), to tell an Oracle line printed as it is."""
    return SYMBOL_RE.sub(lambda m: canonical_cost(m.group(0)), normalize_line(raw))


def _differing_lines_differ(
    en: Face, en_result: FaceResult, face: Face, result: FaceResult, printed: str | None
) -> bool:
    """Whether the lines that hold the abilities only one of the two faces has (the English
    Oracle lines printed as such: no Oracle rewording in them) state different facts, in any
    class: those lines say one ability apart, so a single word class one says and the other
    does not is a difference of the texts ("target" where German says no "deiner Wahl",
    "opponent" where it says "Spieler"). Where an Oracle line is reworded, the printed English
    lines of the same numbers as the foreign ones are compared instead (the same printing, when
    both texts have as many lines: "target player" printed where German says "ein Gegner deiner
    Wahl")."""
    en_lines = _only_lines(en, en_result, result)
    lines = _only_lines(face, result, en_result)
    if not en_lines or not lines:
        return False
    if printed is not None:
        printed_lines = split_lines(printed)
        said = {_said(raw) for _, raw in printed_lines}
        if any(_said(raw) not in said for raw in en_lines):
            # the Oracle line may be reworded: the printed one decides
            if len(printed_lines) != len(result.lines):
                return False
            numbers = {n for n, raw, _ in result.lines if raw in lines}
            en_lines = [raw for n, raw in printed_lines if n in numbers]
            if not en_lines:
                return False
    a = merge_facts([line_facts(raw, "en", en[1]) for raw in en_lines])
    b = merge_facts([line_facts(raw, face[0], face[1]) for raw in lines])
    return bool(facts_differences(a, b, all_classes=True))


def classify(
    record: Record, results: dict[Face, FaceResult], printed_characteristics: bool = False
) -> tuple[str, dict[str, str]]:
    """The class of a disagreeing record and the class per disagreeing language (of the
    abilities :func:`record_views` gives, with ``printed_characteristics`` or not)."""
    en, *foreign = record[:3]
    printed, printed_type = record[3], record[4]
    all_views = dict(
        zip(record[:3], record_views(record, results, printed_characteristics), strict=True)
    )
    en_views = all_views[en]
    orig_views = None
    orig_whole = False
    if printed:
        card = parse(printed, "en", card_name=en[1], lenient=True)
        orig_whole = not any(isinstance(a, A.Unparsed) for a in card.abilities)
        orig_views = collections.Counter(
            v
            for a in card.abilities
            if not isinstance(a, A.Unparsed)
            for v in [json.dumps(A.strip_meta(a.to_json()), sort_keys=True)]
            if not v.endswith(_REMINDER_VIEW)
        )
        if printed_characteristics:
            orig_views |= _type_line_views(printed_type, "en")
    per_lang: dict[str, str] = {}
    for face in foreign:
        views = all_views[face]
        if views == en_views:
            continue
        if any(json.loads(v)["type"] == "type_line" for v in views - en_views):
            # the printed text holds another face's type line and text (a modal double-faced
            # card's two faces in one foreign text, as MTGJSON's foreignData has it)
            per_lang[face[0]] = CLASSES[1]
        elif _rewording(views, en_views, orig_views, orig_whole, printed_type):
            per_lang[face[0]] = CLASSES[0]
        elif facts_differ(printed or en[2], en[1], face[2], face[0], face[1]):
            per_lang[face[0]] = CLASSES[1]
        elif _differing_lines_differ(en, results[en], face, results[face], printed):
            per_lang[face[0]] = CLASSES[1]
        else:
            per_lang[face[0]] = CLASSES[2]
    worst = max(per_lang.values(), key=CLASSES.index)
    return worst, per_lang


def differing_line(mine: FaceResult, theirs: FaceResult) -> str:
    """The first line of ``mine`` with an ability ``theirs`` does not have."""
    other = theirs.all_views()
    for n, raw, _ in mine.lines:
        if any(v not in other for v in mine.views.get(n, ())):
            return raw
    return mine.lines[0][1] if mine.lines else ""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", type=Path, nargs="?", default=Path("../shared/corpus"))
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--shapes", type=int, default=15, help="blocking shapes per language")
    ap.add_argument("--examples", type=int, default=3, help="examples per disagreement class")
    ap.add_argument("--limit", type=int, help="at most N faces per language and group")
    ap.add_argument("--save-parsed", type=Path, help="write the parsed development lines (JSON)")
    ap.add_argument(
        "--by-set", action="store_true", help="faces wholly parsed per set file and language"
    )
    ap.add_argument("--compare-parsed", type=Path, help="list saved parsed lines that now fail")
    args = ap.parse_args()
    if not (args.corpus / "mtgjson").is_dir():
        print(f"skipped: no MTGJSON corpus at {args.corpus / 'mtgjson'} (../shared is absent)")
        return
    t0 = time.perf_counter()
    files = group_files(args.corpus)
    faces: dict[str, dict[str, list[tuple[str, str]]]] = {}
    records: dict[str, list[Record]] = {}
    for g in GROUPS:
        faces[g], records[g] = extract(files[g], args.limit)
    jobs = sorted({(lang, n, t) for g in GROUPS for lang in LANGS for n, t in faces[g][lang]})
    print(
        "set files: "
        + ", ".join(f"{g} {len(files[g])}" for g in GROUPS)
        + f"; {len(jobs)} distinct faces to parse; extracted in {time.perf_counter() - t0:.1f} s"
    )

    prepare(list(LANGS))  # the parsers and their lexers, built before the workers fork
    results: dict[Face, FaceResult] = {}
    t0 = time.perf_counter()
    if args.workers > 1 and "fork" in multiprocessing.get_all_start_methods():
        with multiprocessing.get_context("fork").Pool(args.workers) as pool:
            for face, res in pool.imap_unordered(parse_face, jobs, chunksize=32):
                results[face] = res
    else:
        for job in jobs:
            face, res = parse_face(job)
            results[face] = res
    wall = time.perf_counter() - t0
    print(f"parsed in {wall:.1f} s wall with {args.workers} worker(s)\n")

    print(
        "group       lang  faces   wholly parsed        distinct lines parsed    occurrences parsed"
    )
    dev_lines: dict[tuple[str, str], bool] = {}
    #: a digest of the abilities each parsed development line gives (first face that prints it)
    dev_views: dict[tuple[str, str], str] = {}
    for g in GROUPS:
        for lang in LANGS:
            mine = [results[(lang, n, t)] for n, t in faces[g][lang]]
            whole = sum(r.whole for r in mine)
            distinct: dict[tuple[str, str], bool] = {}
            occ = occ_ok = 0
            for (n, _t), r in zip(faces[g][lang], mine, strict=True):
                for line_no, raw, ok in r.lines:
                    key = line_key(lang, raw, n)
                    distinct[key] = distinct.get(key, True) and ok
                    if ok and g in DEVELOPMENT and key not in dev_views:
                        views = "\n".join(r.views.get(line_no, ()))
                        dev_views[key] = hashlib.sha1(views.encode()).hexdigest()[:16]
                    occ += 1
                    occ_ok += ok
            if g in DEVELOPMENT:
                for key, ok in distinct.items():
                    dev_lines[key] = dev_lines.get(key, True) and ok
            d_ok = sum(distinct.values())
            print(
                f"{g:11} {lang:4} {len(mine):6}  {whole:6} ({pct(whole, len(mine))})"
                f"   {d_ok:6}/{len(distinct):<6} ({pct(d_ok, len(distinct))})"
                f"   {occ_ok:6}/{occ:<6} ({pct(occ_ok, occ)})"
            )
    if args.by_set:
        print_by_set(files, results)
    print(
        "\nspeed (parse CPU time in the workers; the parser caches a line printed on several faces)"
    )
    print(
        "lang   lines   CPU s   lines/s   us/line   tokenize us/line   ratio"
        "   distinct   distinct/CPU s"
    )
    for lang in LANGS:
        mine = [(f, r) for f, r in results.items() if f[0] == lang]
        n = sum(len(r.lines) for _, r in mine)
        cpu = sum(r.cpu for _, r in mine)
        tok = sum(r.tok for _, r in mine)
        distinct = len({line_key(lang, raw, f[1]) for f, r in mine for _, raw, _ in r.lines})
        print(
            f"{lang:4} {n:7} {cpu:7.1f} {n / max(cpu, 1e-9):9.0f} {1e6 * cpu / max(n, 1):9.0f}"
            f" {1e6 * tok / max(n, 1):18.2f} {cpu / max(tok, 1e-9):7.0f}x"
            f" {distinct:10} {distinct / max(cpu, 1e-9):16.0f}"
        )
    print(
        "(lines: every line of every distinct face; distinct/CPU s is a lower bound of the distinct"
        " lines per second, as each worker parses a line printed on faces of both once)"
    )

    print(
        "\nEN/FR/DE agreement on card records whose three faces parse wholly (the abilities"
        " parse() gives for their texts: the acceptance measure)"
    )
    examples: dict[str, list[str]] = collections.defaultdict(list)
    second: list[str] = []
    for g in GROUPS:
        for printed in (False, True):
            complete = agree = 0
            classes: collections.Counter[str] = collections.Counter()
            per_lang: collections.Counter[tuple[str, str]] = collections.Counter()
            for rec in records[g]:
                if not all(results[f].whole for f in rec[:3]):
                    continue
                complete += 1
                views = record_views(rec, results, printed)
                if views[0] == views[1] == views[2]:
                    agree += 1
                    continue
                worst, langs = classify(rec, results, printed)
                classes[worst] += 1
                per_lang.update((lang, c) for lang, c in langs.items())
                if not printed and g in DEVELOPMENT and len(examples[worst]) < args.examples:
                    lang = next(lang for lang, c in langs.items() if c == worst)
                    odd = next(face for face in rec[1:3] if face[0] == lang)
                    examples[worst].append(
                        f"{rec[0][1]}: en {differing_line(results[rec[0]], results[odd])[:90]!r}"
                        f" / {lang} {differing_line(results[odd], results[rec[0]])[:90]!r}"
                    )
            dis = complete - agree
            line = (
                f"{g:11} {complete:6} records: {agree} agree ({pct(agree, complete)}), {dis}"
                " disagree: " + ", ".join(f"{c} {classes[c]}" for c in CLASSES)
            )
            if printed:
                second.append(line)
                continue
            print(line)
            print(
                " " * 12
                + "by language: "
                + ", ".join(
                    f"{lang} {c} {per_lang[(lang, c)]}" for lang in ("fr", "de") for c in CLASSES
                )
            )
    print(
        "with the printed type lines and color indicators (what parse() is not given: an old"
        " Aura's 'Enchant Creature', 'Pact of Negation is blue.'; rulesparser.parser."
        "type_line_abilities, color_indicator_abilities)"
    )
    for line in second:
        print(line)

    print(
        "\n--- development data only (shared27 + more_dev; the validation split is never listed) ---"
    )
    for c in CLASSES:
        if examples[c]:
            print(f"\nexamples of {c}:")
            for e in examples[c]:
                print(f"  {e}")
    dev_faces = {(lang, n, t) for g in DEVELOPMENT for lang in LANGS for n, t in faces[g][lang]}
    crashes = sorted(f for f in dev_faces if results[f].crash)
    print(f"\nparser crashes (a traceback instead of an Unparsed line): {len(crashes)}")
    for f in crashes[:10]:
        print(f"  {f[0]} {f[1]}: {results[f].crash[:100]}")  # type: ignore[index]
    for lang in LANGS:
        blocking: collections.Counter[str] = collections.Counter()
        example: dict[str, str] = {}
        for f in sorted(dev_faces):
            if f[0] != lang or results[f].whole:
                continue
            bad = {shape(line_key(lang, raw, f[1])[1]) for _, raw, ok in results[f].lines if not ok}
            if len(bad) == 1:
                s = bad.pop()
                blocking[s] += 1
                example.setdefault(s, f[1])
        print(f"\nunparsed line shapes that alone keep faces from parsing wholly [{lang}] (faces):")
        for s, n in blocking.most_common(args.shapes):
            print(f"  {n:5}  {s[:110]!r}  (e.g. {example[s]})")

    parsed = sorted(k for k, ok in dev_lines.items() if ok)
    if args.save_parsed:
        saved = [[lang, line, dev_views.get((lang, line), "")] for lang, line in parsed]
        args.save_parsed.write_text(json.dumps(saved, ensure_ascii=False), encoding="utf-8")
        print(f"\nwrote {len(parsed)} parsed development lines to {args.save_parsed}")
    if args.compare_parsed:
        # a saved line: [lang, line] (older files) or [lang, line, digest of its abilities]
        rows = json.loads(args.compare_parsed.read_text(encoding="utf-8"))
        before = {(r[0], r[1]): (r[2] if len(r) > 2 else "") for r in rows}
        lost = sorted(k for k in before if k in dev_lines and not dev_lines[k])
        gained = sum(1 for k in parsed if k not in before)
        changed = sorted(
            k for k in parsed if before.get(k) and dev_views.get(k) and before[k] != dev_views[k]
        )
        print(
            f"\nversus {args.compare_parsed}: {gained} lines parse now, {len(lost)} no longer, "
            f"{len(changed)} give other abilities:"
        )
        for lang, line in lost:
            print(f"  LOST {lang} {line[:110]!r}")
        for lang, line in changed[:40]:
            print(f"  CHANGED {lang} {line[:110]!r}")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
