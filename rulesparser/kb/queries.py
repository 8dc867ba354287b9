"""Read-only queries over the knowledge base (the Python API behind the CLI).

Every function takes an optional ``db`` path (see :func:`rulesparser.kb.paths.locate_db`);
when no database exists yet at the default location it is built from the embedded ``kb/*.yaml``
first, while a missing explicitly given database is an error. Results are
plain JSON-ready dicts. User text only ever reaches SQL as a bound parameter, and reaches an
FTS5 MATCH only as double-quoted tokens. Bad input raises :class:`QueryError` (a
``ValueError``) with a one-line message; "nothing found" is an empty result with a ``note``.
"""

from __future__ import annotations

import calendar
import datetime
import functools
import json
import os
import re
import sqlite3
import unicodedata
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rulesparser.kb.data import LANGS, KBBuildNotice, KBError, StaleKBWarning
from rulesparser.kb.fingerprint import code_fingerprint
from rulesparser.kb.keywords import keyword_table
from rulesparser.kb.paths import locate_db, read_only_uri
from rulesparser.kb.text import name_key

MAX_QUERY = 300
RULE_NUMBER = re.compile(r"^(\d{3})(?:\.(\d+)([a-z]*))?\.?$")
_CONNS: dict[Path, sqlite3.Connection] = {}


class QueryError(KBError):
    """Bad query input: empty, too long, unknown language, malformed rule number or date."""


def connect(
    db: str | os.PathLike[str] | None = None, *, auto_build: bool = True
) -> sqlite3.Connection:
    """Open (and cache) a read-only connection.

    A missing database at the platform default location is built from the embedded
    ``kb/*.yaml`` first (unless ``auto_build`` is False), and one built by another version of
    rulesparser (:func:`stale`) is rebuilt, re-importing the sources it had; a missing database
    given explicitly (``db`` or ``$RULESPARSER_DB``) is an error, and no file or folder is
    created for it. Raises :class:`KBError` if the file is missing or is not a knowledge-base
    database."""
    path, explicit = locate_db(db)
    conn = _CONNS.get(path)
    if conn is not None:
        return conn
    if not path.is_file():
        if path.is_dir():  # (the advice to build it there would fail: "it is a folder")
            raise KBError(
                f"{path} is a folder, not a knowledge base (give a database file, e.g. "
                f"--db {path / 'kb.sqlite'})"
            )
        if explicit or not auto_build or path.exists():
            raise KBError(f"no knowledge base at {path} (run 'rulesparser kb build --db {path}')")
        from rulesparser.kb.builder import build

        warnings.warn(
            KBBuildNotice(
                f"no knowledge base at {path}: building the embedded one (kb/*.yaml) first"
            ),
            stacklevel=2,
        )
        build([], None, wait=True)  # the default location (its folder is created)
    elif not explicit and auto_build:
        from rulesparser.kb.builder import build, is_knowledge_base, previous_build

        # (another file there is not replaced: the query below says it is no knowledge base)
        if is_knowledge_base(path) and previous_build(path)[0] != code_fingerprint():
            warnings.warn(
                KBBuildNotice(
                    f"{path} was built by another version of rulesparser: rebuilding it first"
                ),
                stacklevel=2,
            )
            build([], None, wait=True)  # refresh: the stored parses come from another parser
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True, check_same_thread=False)
        conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
    except sqlite3.DatabaseError as exc:
        raise KBError(f"{path}: not a knowledge-base database ({exc})") from None
    if explicit and stale(conn):
        warnings.warn(
            StaleKBWarning(
                f"{path} was built by another version of rulesparser: its parses may be out of "
                f"date (run 'rulesparser kb build --db {path}' to refresh it)"
            ),
            stacklevel=2,
        )
    _CONNS[path] = conn
    return conn


def stale(conn: sqlite3.Connection) -> bool:
    """Whether the knowledge base behind ``conn`` was built by another version of rulesparser
    (its recorded code fingerprint differs from :func:`code_fingerprint`): its stored ASTs may
    differ from what the parser gives now; ``rulesparser kb build --db PATH`` refreshes it."""
    try:
        row = conn.execute("SELECT value FROM meta WHERE key='code_fingerprint'").fetchone()
    except sqlite3.DatabaseError:
        return True
    return row is None or row[0] != code_fingerprint()


def close_all() -> None:
    """Close cached connections (tests rebuild databases under the same path)."""
    for conn in _CONNS.values():
        conn.close()
    _CONNS.clear()
    _NAME_INDEX.clear()


def _check_text(query: str, what: str = "query") -> str:
    """``query`` stripped, for a lookup of ``what`` ("card name", "rule number" ...).

    Raises :class:`QueryError` (bad input, exit 2 in the CLI) for an empty or overlong query and
    for a control or line-separator character inside it (:func:`_is_control`: tab, line break,
    U+0085, escape ...; no name or rule number holds one), at its column in ``query``, so a
    pasted escape sequence or a name broken over two lines is not answered "not found" or
    found by chance."""
    if not isinstance(query, str) or not query.strip():
        raise QueryError(f"empty {what}")
    if len(query) > MAX_QUERY:
        raise QueryError(f"{what} too long ({len(query)} characters, at most {MAX_QUERY})")
    inner = query.strip()
    start = len(query) - len(query.lstrip())
    for i, ch in enumerate(inner):
        if _is_control(ch):
            kind = "line separator" if unicodedata.category(ch) in ("Zl", "Zp") else "control"
            raise QueryError(
                f"{what}: column {start + i + 1}: {kind} character U+{ord(ch):04X} is not text"
            )
    return inner


def _is_control(ch: str) -> bool:
    """A character no name, rule number or search word holds: a control character (C0, C1, DEL:
    tab, line feed, carriage return, U+0085 included), a line or paragraph separator
    (U+2028, U+2029) or a lone surrogate. Inside a query it is refused alike by ``card``,
    ``rulings``, ``search`` and ``rule`` (exit 2); at either end it is trimmed as a space is."""
    return unicodedata.category(ch) in ("Cc", "Zl", "Zp", "Cs")


def _check_lang(lang: str | None) -> str:
    lang = (lang or "en").lower()
    if lang not in LANGS:
        raise QueryError(f"unknown language {lang!r} (use one of {', '.join(LANGS)})")
    return lang


# ------------------------------------------------------------------------------ lookups


def _keyword_id(conn: sqlite3.Connection, query: str) -> str | None:
    phrases = keyword_table().strip_articles(query)
    for ph in phrases:
        row = conn.execute(
            "SELECT keyword_id FROM keyword_names WHERE key=? LIMIT 1", (ph,)
        ).fetchone()
        if row:
            return str(row[0])
    return None


def _card_ids(conn: sqlite3.Connection, query: str) -> list[int]:
    """Every card named ``query`` in any language (accents, case and a leading article
    optional), English-name matches first: two cards may share a translated name ("Slivoïde
    frénétique" is both Frenetic Sliver and Frenzy Sliver). The first key that matches wins
    (the name as typed before the name without its article)."""
    keys = [name_key(query)] + [name_key(p) for p in keyword_table().strip_articles(query)]
    for key in dict.fromkeys(keys):
        if not key:
            continue
        rows = conn.execute(
            "SELECT card_id, max(lang='en') AS en, min(rowid) FROM card_names WHERE key=? "
            "GROUP BY card_id ORDER BY en DESC, 3",
            (key,),
        ).fetchall()
        if rows:
            return [int(r[0]) for r in rows]
    return []


def _card_id(conn: sqlite3.Connection, query: str) -> int | None:
    ids = _card_ids(conn, query)
    return ids[0] if ids else None


#: per connection: (folded name key, name, lang, card id) of every card name, for suggestions
_NAME_INDEX: dict[int, tuple[list[str], list[tuple[str, str, int]]]] = {}


def _name_index(conn: sqlite3.Connection) -> tuple[list[str], list[tuple[str, str, int]]]:
    hit = _NAME_INDEX.get(id(conn))
    if hit is None:
        keys: list[str] = []
        rows: list[tuple[str, str, int]] = []
        for key, name, lang, cid in conn.execute(
            "SELECT key, name, lang, card_id FROM card_names ORDER BY key, lang='en' DESC"
        ):
            keys.append(str(key))
            rows.append((str(name), str(lang), int(cid)))
        hit = _NAME_INDEX[id(conn)] = (keys, rows)
    return hit


#: the least ``rapidfuzz`` ratio of two whole folded names for a fuzzy card suggestion
#: ("keldon maruders" / "keldon marauders": 97, "absorbiren" / "absorb": 75; unrelated names
#: sharing "of", "de" with it: 33-49)
_WHOLE_NAME_RATIO = 65


def suggest_cards(
    name: str, db: str | os.PathLike[str] | None = None, limit: int = 8
) -> list[dict[str, Any]]:
    """Card names close to ``name`` (no card has exactly that name), in every language: first
    names that start with it, then names with a word starting with it, then fuzzy matches
    (``rapidfuzz`` WRatio >= 85 and ratio >= 65 over the folded names, so accents and case do
    not count, and a long name sharing a short word is no match).

    Returns ``[{"name" (as found), "lang", "card" (English name)}]``, one per card, at most
    ``limit``. Raises :class:`QueryError` for an empty or too long name."""
    from rapidfuzz import fuzz, process

    key = name_key(_check_text(name, "card name"))
    if not key:
        return []
    conn = connect(db)
    keys, rows = _name_index(conn)
    picked: list[int] = []
    if len(key) >= 3:
        starts = [i for i, k in enumerate(keys) if k.startswith(key)]
        words = [i for i, k in enumerate(keys) if f" {key}" in k and not k.startswith(key)]
        picked = sorted(starts, key=lambda i: (len(keys[i]), keys[i])) + sorted(
            words, key=lambda i: (len(keys[i]), keys[i])
        )
    for k, _score, i in process.extract(
        key, keys, scorer=fuzz.WRatio, limit=limit * 4, score_cutoff=85
    ):
        # WRatio scores a part of a longer name alike ("shalai, voice of plenty" and "feast
        # of blood": 86, for "of"): the whole names must be close too
        if fuzz.ratio(key, k) >= _WHOLE_NAME_RATIO:
            picked.append(int(i))
    out: list[dict[str, Any]] = []
    seen: set[int] = set()
    english: dict[int, str] = {}
    for i in picked:
        nm, lg, cid = rows[i]
        if cid in seen:
            continue
        seen.add(cid)
        if cid not in english:
            row = conn.execute("SELECT name FROM cards WHERE id=?", (cid,)).fetchone()
            english[cid] = str(row[0]) if row else nm
        out.append({"name": nm, "lang": lg, "card": english[cid]})
        if len(out) == limit:
            break
    return out


def suggest_keywords(
    query: str, db: str | os.PathLike[str] | None = None, limit: int = 5
) -> list[dict[str, Any]]:
    """Keywords whose English, French or German name is close to ``query`` (no keyword has
    exactly that name: "Vanishng", "Verschwindn", "Disparitoin"): names that start with it (3
    letters or more), then fuzzy matches (``rapidfuzz`` ratio >= 80 over the folded names, as
    the keyword lookup folds them: accents, case and a leading article do not count), best
    first.

    Returns ``[{"kind": "keyword", "keyword" (id), "name" (in the language matched), "lang",
    "english" (English name)}]``, one per keyword, at most ``limit``. Raises
    :class:`QueryError` for an empty or too long query."""
    from rapidfuzz import fuzz, process

    phrases = [p for p in keyword_table().strip_articles(_check_text(query)) if p]
    if not phrases:
        return []
    conn = connect(db)
    rows = [
        (str(k), str(kid), str(lg))
        for k, kid, lg in conn.execute(
            "SELECT key, keyword_id, lang FROM keyword_names ORDER BY lang='en' DESC, key"
        )
    ]
    keys = [k for k, _, _ in rows]
    scored: dict[int, float] = {}
    for ph in phrases:
        if len(ph) >= 3:
            for i, k in enumerate(keys):
                if k.startswith(ph):
                    scored[i] = max(scored.get(i, 0.0), 200.0 - len(k))
        for _k, score, i in process.extract(
            ph, keys, scorer=fuzz.ratio, limit=limit * 4, score_cutoff=80
        ):
            scored[int(i)] = max(scored.get(int(i), 0.0), float(score))
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for i in sorted(scored, key=lambda i: (-scored[i], i)):
        _key, kid, lg = rows[i]
        if kid in seen:
            continue
        seen.add(kid)
        out.append(
            {
                "kind": "keyword",
                "keyword": kid,
                "name": _keyword_display(conn, kid, lg),
                "lang": lg,
                "english": _keyword_display(conn, kid, "en"),
            }
        )
        if len(out) == limit:
            break
    return out


def _keyword_by_rule(conn: sqlite3.Connection, number: str) -> list[tuple[str, str]]:
    m = RULE_NUMBER.match(number)
    if not m or m.group(2) is None:
        return []
    base = f"{m.group(1)}.{m.group(2)}"
    # newest CR version first: an ambiguous number means what the current rules say
    rows = conn.execute(
        "SELECT keyword_id, cr FROM keyword_rules WHERE number=? ORDER BY cr DESC", (base,)
    ).fetchall()
    if not rows and m.group(3):
        rows = conn.execute(
            "SELECT keyword_id, cr FROM keyword_rules WHERE number=? ORDER BY cr DESC",
            (base + m.group(3),),
        ).fetchall()
    return [(str(k), str(c)) for k, c in rows]


def _keyword_display(conn: sqlite3.Connection, kid: str, lang: str) -> str:
    row = conn.execute("SELECT name_en FROM keywords WHERE id=?", (kid,)).fetchone()
    name_en = str(row[0]) if row and row[0] and row[0] != kid else kid.replace("_", " ")
    disp = keyword_table().display.get(kid, {})
    if lang != "en" and lang in disp:
        return disp[lang][:1].upper() + disp[lang][1:]
    return name_en[:1].upper() + name_en[1:]


# ------------------------------------------------------------------------------ rulings


def _ruling_dicts(
    conn: sqlite3.Connection, ids: list[tuple[int, str]], lang: str
) -> list[dict[str, Any]]:
    if not ids:
        return []
    out = []
    marks = ",".join("?" * len(ids))
    id_list = [i for i, _ in ids]
    texts: dict[int, list[tuple[str, str, str, str | None]]] = {}
    for rid, tlang, text, source, date in conn.execute(
        f"SELECT ruling_id, lang, text, source, date FROM ruling_texts WHERE ruling_id IN ({marks}) "
        "ORDER BY date IS NULL, date DESC, id",
        id_list,
    ):
        texts.setdefault(rid, []).append((tlang, text, source, date))
    meta = {
        rid: (scope, section)
        for rid, scope, section in conn.execute(
            f"SELECT id, scope, section FROM rulings WHERE id IN ({marks})", id_list
        )
    }
    cards: dict[int, list[str]] = {}
    local_names: dict[int, list[str]] = {}
    for rid, name, local in conn.execute(
        f"SELECT rc.ruling_id, c.name, (SELECT n.name FROM card_names n WHERE n.card_id = c.id "
        f"AND n.lang = ? ORDER BY n.rowid LIMIT 1) FROM ruling_cards rc JOIN cards c "
        f"ON c.id = rc.card_id WHERE rc.ruling_id IN ({marks}) ORDER BY c.name",
        [lang, *id_list],
    ):
        cards.setdefault(rid, []).append(name)
        local_names.setdefault(rid, []).append(local or name)
    kws: dict[int, list[str]] = {}
    for rid, kid in conn.execute(
        f"SELECT ruling_id, keyword_id FROM ruling_keywords WHERE ruling_id IN ({marks}) ORDER BY keyword_id",
        id_list,
    ):
        kws.setdefault(rid, []).append(kid)
    for rid, link in ids:
        rows = texts.get(rid, [])
        shown = next((r for r in rows if r[0] == lang), None)
        fallback = shown is None
        if shown is None:
            shown = next((r for r in rows if r[0] == "en"), rows[0] if rows else None)
        if shown is None:
            continue
        scope, section = meta.get(rid, ("card", None))
        sec = json.loads(section) if section else None
        out.append(
            {
                "id": rid,
                "scope": scope,
                "link": link,
                "section": (sec.get(lang) or sec.get("en")) if sec else None,
                "cards": cards.get(rid, []),
                "card_names": local_names.get(rid, []),
                "keywords": kws.get(rid, []),
                "lang": shown[0],
                "fallback": fallback,
                "text": shown[1],
                "source": shown[2],
                "date": shown[3],
                "sources": sorted({(r[2], r[3] or "") for r in rows}),
                "wordings": [
                    {"lang": r[0], "text": r[1], "source": r[2], "date": r[3]}
                    for r in rows
                    if r is not shown
                ],
            }
        )
    return out


RULINGS_ONLY = ("keyword", "card")


def _keyword_rulings(conn: sqlite3.Connection, kid: str) -> list[tuple[int, str]]:
    rows = conn.execute(
        "SELECT rk.ruling_id, rk.kind FROM ruling_keywords rk JOIN rulings r ON r.id = rk.ruling_id "
        "WHERE rk.keyword_id=? ORDER BY CASE rk.kind WHEN 'general' THEN 0 WHEN 'keyword' THEN 1 "
        "ELSE 2 END, r.id",
        (kid,),
    ).fetchall()
    return [(int(r), str(k)) for r, k in rows]


def _card_match(conn: sqlite3.Connection, cid: int, lang: str) -> dict[str, Any]:
    name = conn.execute("SELECT name FROM cards WHERE id=?", (cid,)).fetchone()[0]
    local = conn.execute(
        "SELECT name FROM card_names WHERE card_id=? AND lang=? ORDER BY rowid LIMIT 1",
        (cid, lang),
    ).fetchone()
    return {"kind": "card", "id": cid, "name": local[0] if local else name, "name_en": name}


def rulings(
    query: str,
    lang: str = "en",
    db: str | os.PathLike[str] | None = None,
    cr: str | None = None,
    only: str | None = None,
) -> dict[str, Any]:
    """Rulings for a keyword (any language, inflection or article), a card name (any
    language) or a CR rule number of any version (``702.63``, ``502.60a``).

    A name that is both a keyword and a card ("Absorb", "Stun", French "Lien de vie") gives
    both: one section per match, the keyword's first, then each card of that name (two cards
    may share a translated name: "Dépérissement" is Feebleness and Sicken). ``only``
    (``keyword`` or ``card``) keeps the matches of that kind.

    Returns ``{"query", "lang", "only", "match": {"kind": keyword|card|rule, "id", "name"} |
    None, "rulings": [{id, scope, link, section, cards (English names), card_names (in
    ``lang``, English where the KB has no such name), keywords, lang, fallback, text, source,
    date, sources, wordings}], "fallbacks": n, "sections": [{"match", "rulings",
    "fallbacks"}], "suggestions": [...] (when nothing matches: :func:`suggest_keywords`, then
    :func:`suggest_cards`),
    "cr_note", "note"}``; ``match``/``rulings``/``fallbacks`` are those of the first section.
    A rule number that named different keywords in different CR versions means the newest
    one, or the one in effect at ``cr`` (``YYYY[-MM[-DD]]``); the others are listed in
    ``match["others"]``. Keyword sections list the keyword's general/keyword rulings first,
    then the card rulings about the keyword.
    Raises :class:`QueryError` for empty/too long input, an unknown language or ``only``."""
    query = _check_text(query)
    lang = _check_lang(lang)
    if only is not None and only not in RULINGS_ONLY:
        raise QueryError(f"unknown match kind {only!r} (use one of {', '.join(RULINGS_ONLY)})")
    conn = connect(db)
    version, cr_note = _cr_version_noted(conn, cr) if cr else (None, None)
    matches: list[tuple[dict[str, Any], list[tuple[int, str]]]] = []
    if RULE_NUMBER.match(query):
        hits = _keyword_by_rule(conn, query)
        if hits and version:
            hits = sorted(hits, key=lambda kc: kc[1] != version)
        if hits:
            kid = hits[0][0]
            others: dict[str, list[str]] = {}
            for k, c in hits:
                if k != kid:
                    others.setdefault(k, []).append(c)
            match = {
                "kind": "rule",
                "id": kid,
                "name": _keyword_display(conn, kid, lang),
                "rule": query,
                "cr": sorted(c for k, c in hits if k == kid),
                "others": {k: sorted(v) for k, v in others.items()},
            }
            matches.append((match, _keyword_rulings(conn, kid)))
    if not matches:
        kid = _keyword_id(conn, query) if only != "card" else None
        if kid is not None:
            match = {"kind": "keyword", "id": kid, "name": _keyword_display(conn, kid, lang)}
            matches.append((match, _keyword_rulings(conn, kid)))
        for cid in _card_ids(conn, query) if only != "keyword" else []:
            ids = [
                (int(r), "card")
                for (r,) in conn.execute(
                    "SELECT ruling_id FROM ruling_cards WHERE card_id=? ORDER BY ruling_id", (cid,)
                )
            ]
            matches.append((_card_match(conn, cid, lang), ids))
    sections = []
    for match, ids in matches:
        items = _ruling_dicts(conn, ids, lang)
        sections.append(
            {"match": match, "rulings": items, "fallbacks": sum(1 for r in items if r["fallback"])}
        )
    first = sections[0] if sections else {"match": None, "rulings": [], "fallbacks": 0}
    note = None
    suggestions: list[dict[str, Any]] = []
    if not sections:
        what = {"keyword": "keyword", "card": "card"}.get(
            only or "", "keyword, card or rule number"
        )
        note = f"no {what} matches; try `search`"
        if not RULE_NUMBER.match(query):
            if only != "card":
                suggestions += suggest_keywords(query, db)
            if only != "keyword":
                suggestions += suggest_cards(query, db)
    return {
        "query": query,
        "lang": lang,
        "only": only,
        "match": first["match"],
        "rulings": first["rulings"],
        "fallbacks": first["fallbacks"],
        "sections": sections,
        "suggestions": suggestions,
        "cr_note": cr_note,
        "note": note,
    }


# ------------------------------------------------------------------------------ cards


def card(
    name: str, lang: str = "en", db: str | os.PathLike[str] | None = None
) -> dict[str, Any] | None:
    """A card by its English, French or German name (accents, case and articles optional).

    Returns None when no card matches (:func:`suggest_cards` gives close names), else ``{"name",
    "names": {lang: name}, "mana_cost", "type", "power", "toughness", "texts": {lang: {name,
    type, text, source}}, "printed", "faq", "abilities" (parsed AST JSON), "parse_status",
    "keywords": [{id, name, parameter, via, rules: [{cr, number}]}], "rulings": [...] (as in
    :func:`rulings`), "printings", "also": [English names of other cards with that name]}``:
    two cards may share a translated name (:func:`cards` returns all of them).
    Raises :class:`QueryError` for bad input."""
    found = cards(name, lang, db)
    if not found:
        return None
    return dict(found[0], also=[c["name"] for c in found[1:]])


def cards(
    name: str, lang: str = "en", db: str | os.PathLike[str] | None = None
) -> list[dict[str, Any]]:
    """Every card named ``name`` in any language, as :func:`card` describes one (without
    ``also``), English-name matches first; ``[]`` when none. Raises :class:`QueryError`."""
    name = _check_text(name, "card name")
    lang = _check_lang(lang)
    conn = connect(db)
    return [_card_dict(conn, cid, lang) for cid in _card_ids(conn, name)]


def _card_dict(conn: sqlite3.Connection, cid: int, lang: str) -> dict[str, Any]:
    row = conn.execute(
        "SELECT name, mana_cost, type, power, toughness, text, ast_json, parse_status, "
        "parse_errors FROM cards WHERE id=?",
        (cid,),
    ).fetchone()
    names: dict[str, str] = {}
    for lg, n in conn.execute(
        "SELECT lang, name FROM card_names WHERE card_id=? ORDER BY rowid", (cid,)
    ):
        names.setdefault(lg, n)
    texts: dict[str, dict[str, Any]] = {
        "en": {"name": row[0], "type": row[2], "text": row[5], "source": "oracle"}
    }
    printed: dict[str, Any] = {}
    faq: dict[str, Any] = {}
    for lg, kind, source, n, t, txt in conn.execute(
        "SELECT lang, kind, source, name, type, text FROM card_texts WHERE card_id=? ORDER BY source DESC",
        (cid,),
    ):
        item = {"name": n, "type": t, "text": txt, "source": source}
        if kind == "oracle":
            texts.setdefault(lg, item)
        elif kind == "printed":
            printed.setdefault(lg, item)
        else:
            faq.setdefault(lg, item)
    kws = []
    for kid, param, via in conn.execute(
        "SELECT keyword_id, parameter, via FROM card_keywords WHERE card_id=? ORDER BY rowid",
        (cid,),
    ):
        rules = [
            {"cr": c, "number": n}
            for c, n in conn.execute(
                "SELECT cr, number FROM keyword_rules WHERE keyword_id=? ORDER BY cr", (kid,)
            )
        ]
        kws.append(
            {
                "id": kid,
                "name": _keyword_display(conn, kid, lang),
                "parameter": param or None,
                "via": via,
                "rules": rules,
            }
        )
    rids = [
        (int(r), "card")
        for (r,) in conn.execute(
            "SELECT ruling_id FROM ruling_cards WHERE card_id=? ORDER BY ruling_id", (cid,)
        )
    ]
    printings = [
        {"set": s, "number": n}
        for s, n in conn.execute(
            "SELECT set_code, number FROM printings WHERE card_id=? ORDER BY set_code", (cid,)
        )
    ]
    checks = printing_checks(conn, cid)
    return {
        "name": row[0],
        "names": names,
        "mana_cost": row[1],
        "type": row[2],
        "power": row[3],
        "toughness": row[4],
        "texts": texts,
        "printed": printed,
        "faq": faq,
        "abilities": json.loads(row[6]) if row[6] else None,
        "parse_status": row[7],
        "parse_errors": json.loads(row[8]) if row[8] else [],
        "keywords": kws,
        "rulings": _ruling_dicts(conn, rids, lang),
        "printings": printings,
        "printing_checks": checks,
    }


# ------------------------------------------------------------------------------ printed texts


def _finding_dict(row: Sequence[Any]) -> dict[str, Any]:
    lang, kind, code, face, line, text, message, expected, actual, basis, en_text = row
    return {
        "lang": lang,
        "kind": kind,
        "basis": basis,
        "code": code,
        "face": face,
        "line": line,
        "text": text,
        "en_text": en_text or "",
        "message": message,
        "expected": json.loads(expected) if expected is not None else None,
        "actual": json.loads(actual) if actual is not None else None,
    }


_FINDING_COLS = (
    "f.lang, f.kind, f.code, f.face, f.line, f.text, f.message, f.expected, f.actual, f.basis, "
    "f.en_text"
)


def printing_checks(conn: sqlite3.Connection, card_id: int) -> list[dict[str, Any]]:
    """Per printing of a card: line counts of its printed texts per language and the
    translation / reminder findings stored at build time (:mod:`rulesparser.kb.printings`).

    Returns ``[{set, number, uuid, langs: {lang: {parsed, unparsed, compared?,
    not_comparable?}}, findings: [{lang, kind, code, face, line, text, message, expected,
    actual}]}]`` ordered by set code; printings whose printed texts were not parsed (an older
    database or a seed-only card) are left out."""
    out: list[dict[str, Any]] = []
    if not _has_table(conn, "printing_parses"):  # a database built before printed texts
        return out
    for uuid, set_code, number in conn.execute(
        "SELECT uuid, set_code, number FROM printings WHERE card_id=? ORDER BY set_code, number",
        (card_id,),
    ):
        langs: dict[str, dict[str, int]] = {}
        for lang, parsed, unparsed in conn.execute(
            "SELECT pp.lang, sum(x.parsed), sum(x.unparsed) FROM printing_parses pp "
            "JOIN parses x ON x.id = pp.parse_id WHERE pp.uuid=? GROUP BY pp.lang",
            (uuid,),
        ):
            langs[lang] = {"parsed": int(parsed or 0), "unparsed": int(unparsed or 0)}
        for lang, compared, not_comparable in conn.execute(
            "SELECT lang, compared, not_comparable FROM printing_checks WHERE uuid=?", (uuid,)
        ):
            langs.setdefault(lang, {}).update(
                {"compared": int(compared), "not_comparable": int(not_comparable)}
            )
        if not langs:
            continue
        found = [
            _finding_dict(r)
            for r in conn.execute(
                f"SELECT {_FINDING_COLS} FROM printing_findings f WHERE f.uuid=? ORDER BY f.id",
                (uuid,),
            )
        ]
        order = {lg: i for i, lg in enumerate(LANGS)}
        out.append(
            {
                "set": set_code,
                "number": number,
                "uuid": uuid,
                "langs": dict(sorted(langs.items(), key=lambda kv: order.get(kv[0], 9))),
                "findings": found,
            }
        )
    return out


def _has_table(conn: sqlite3.Connection, name: str) -> bool:
    return (
        conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type='table' AND name=?", (name,)
        ).fetchone()
        is not None
    )


SET_CODE = re.compile(r"^[A-Za-z0-9]{2,8}$")
FINDING_KINDS = ("translation", "reminder", "errata", "data")


def findings(
    lang: str | None = None,
    set_code: str | None = None,
    kind: str | None = None,
    db: str | os.PathLike[str] | None = None,
) -> dict[str, Any]:
    """Every translation / reminder finding stored for printed texts, optionally of one
    language (``en`` has reminder findings only), one set (code, case-insensitive) or one kind
    (``translation``: a French/German line that parses to something else than the English
    printed line; ``reminder``: a reminder text that disagrees with the keyword's CR rule;
    ``data``: a Forge script's or Scryfall card's keyword list that disagrees with the
    keywords of its parsed Oracle text, in English, with ``source`` and ``keyword``).

    Returns ``{"lang", "set", "kind", "findings": [{card, card_name (in the finding's
    language), set, number, lang, kind, code, face, line, text, message, expected, actual}],
    "counts": {"<kind>:<lang>": n}, "compared": {lang: {compared, not_comparable}}}``
    ordered by set, card, language. Raises :class:`QueryError` for an unknown language or
    kind or a malformed set code."""
    if lang is not None:
        lang = _check_lang(lang)
    if set_code is not None:
        set_code = set_code.strip()
        if not SET_CODE.match(set_code):
            raise QueryError(f"bad set code {set_code!r} (expected 2 to 8 letters or digits)")
        set_code = set_code.upper()
    if kind is not None and kind not in FINDING_KINDS:
        raise QueryError(f"unknown finding kind {kind!r} (use one of {', '.join(FINDING_KINDS)})")
    conn = connect(db)
    if not _has_table(conn, "printing_findings"):
        raise KBError(
            "this knowledge base was built before printed texts were parsed: rebuild it with "
            "'rulesparser kb build --fresh SOURCES'"
        )
    where, params = [], []
    for col, val in (("f.lang", lang), ("upper(p.set_code)", set_code), ("f.kind", kind)):
        if val is not None:
            where.append(f"{col} = ?")
            params.append(val)
    cond = (" WHERE " + " AND ".join(where)) if where else ""
    rows = conn.execute(
        f"SELECT c.name, (SELECT n.name FROM card_names n WHERE n.card_id = c.id AND "
        f"n.lang = f.lang ORDER BY n.rowid LIMIT 1), p.set_code, p.number, {_FINDING_COLS} "
        f"FROM printing_findings f JOIN printings p ON p.uuid = f.uuid JOIN cards c "
        f"ON c.id = p.card_id{cond} ORDER BY p.set_code, c.name, f.lang, f.id",
        params,
    ).fetchall()
    items = []
    counts: dict[str, int] = {}
    for name, local, set_, number, *rest in rows:
        d = {"card": name, "card_name": local or name, "set": set_, "number": number}
        d.update(_finding_dict(rest))
        items.append(d)
    if kind in (None, "data") and lang in (None, "en") and _has_table(conn, "data_findings"):
        items.extend(_data_findings(conn, set_code))
    for d in items:
        counts[f"{d['kind']}:{d['lang']}"] = counts.get(f"{d['kind']}:{d['lang']}", 0) + 1
    cwhere = [w for w in where if not w.startswith("f.kind")]
    cparams = [p for w, p in zip(where, params, strict=True) if not w.startswith("f.kind")]
    ccond = (
        (" WHERE " + " AND ".join(w.replace("f.lang", "k.lang") for w in cwhere)) if cwhere else ""
    )
    compared = {
        lg: {"compared": int(c or 0), "not_comparable": int(n or 0)}
        for lg, c, n in conn.execute(
            f"SELECT k.lang, sum(k.compared), sum(k.not_comparable) FROM printing_checks k "
            f"JOIN printings p ON p.uuid = k.uuid{ccond} GROUP BY k.lang ORDER BY k.lang",
            cparams,
        )
    }
    return {
        "lang": lang,
        "set": set_code,
        "kind": kind,
        "findings": items,
        "counts": dict(sorted(counts.items())),
        "compared": compared,
    }


def _data_findings(conn: sqlite3.Connection, set_code: str | None) -> list[dict[str, Any]]:
    """Findings of kind ``data`` (a Forge or Scryfall keyword list against the parsed Oracle
    text), in the shape of :func:`findings` items plus ``source`` and ``keyword``; ``set`` and
    ``number`` are the Scryfall printing's, or ``forge`` and the script's file name."""
    out = []
    for name, source, ref, code, keyword, message, expected, actual in conn.execute(
        "SELECT c.name, d.source, d.ref, d.code, d.keyword, d.message, d.expected, d.actual "
        "FROM data_findings d JOIN cards c ON c.id = d.card_id ORDER BY d.source, c.name, d.id"
    ):
        if source == "scryfall":
            set_, _, number = (ref or "").partition(" ")
        else:
            set_, number = source, Path(ref or "").name
        if set_code is not None and set_.upper() != set_code:
            continue
        out.append(
            {
                "card": name,
                "card_name": name,
                "set": set_,
                "number": number,
                "lang": "en",
                "kind": "data",
                "code": code,
                "face": 0,
                "line": 0,
                "text": "",
                "message": message,
                "expected": json.loads(expected) if expected is not None else None,
                "actual": json.loads(actual) if actual is not None else None,
                "source": source,
                "keyword": keyword,
            }
        )
    return out


# ------------------------------------------------------------------------------ rules


def check_cr_date(cr: str) -> str:
    """Validate a CR date ``YYYY``, ``YYYY-MM`` or ``YYYY-MM-DD`` (a real calendar date) and
    return the last day it covers (``"2013"`` -> ``"2013-12-31"``). Raises :class:`QueryError`."""
    bad = QueryError(f"bad CR date {cr!r} (use YYYY, YYYY-MM or YYYY-MM-DD)")
    m = re.fullmatch(r"(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?", cr.strip())
    if not m:
        raise bad
    year, month, day = int(m.group(1)), m.group(2), m.group(3)
    try:
        if day is not None:
            return datetime.date(year, int(month), int(day)).isoformat()
        if month is not None:
            last = calendar.monthrange(year, int(month))[1] if 1 <= int(month) <= 12 else 0
            return datetime.date(year, int(month), last).isoformat()
        return datetime.date(year, 12, 31).isoformat()
    except ValueError:
        raise QueryError(
            f"bad CR date {cr!r}: no such calendar date (use YYYY, YYYY-MM or YYYY-MM-DD)"
        ) from None


def _cr_version(conn: sqlite3.Connection, cr: str) -> str:
    """The CR version (its effective date) in effect at date ``cr``. Raises :class:`QueryError`
    for a malformed date or one before the first known version."""
    probe = check_cr_date(cr)
    known = [str(v) for (v,) in conn.execute("SELECT id FROM cr_versions ORDER BY id")]
    if not known:
        raise QueryError("no Comprehensive Rules versions in the knowledge base")
    earlier = [v for v in known if v <= probe]
    if not earlier:
        raise QueryError(
            f"CR date {cr} is before the first Comprehensive Rules version known: "
            f"{len(known)} versions, effective {known[0]} to {known[-1]}"
        )
    return earlier[-1]


def _cr_version_noted(conn: sqlite3.Connection, cr: str) -> tuple[str, str | None]:
    """:func:`_cr_version` and, when the date's year is after the newest version known, a note
    naming the version used (``CR date 2030 is after ...: using CR 2026-01-16``)."""
    version = _cr_version(conn, cr)
    newest = conn.execute("SELECT max(id) FROM cr_versions").fetchone()[0]
    if version == newest and check_cr_date(cr)[:4] > str(newest)[:4]:
        return version, (
            f"CR date {cr.strip()} is after the newest Comprehensive Rules version in this "
            f"knowledge base: using CR {newest}"
        )
    return version, None


def rule(
    number: str, cr: str | None = None, lang: str = "en", db: str | os.PathLike[str] | None = None
) -> dict[str, Any]:
    """A CR rule and its subrules, in every version holding that number or in the version in
    effect at date ``cr`` (``YYYY[-MM[-DD]]``). ``lang`` picks a translation when one was
    imported (seed pages quote 702.60 in French and German), else English.

    Returns ``{"number", "cr", "cr_note", "versions": [{cr, effective, keyword, rules:
    [{number, text, lang}]}], "keyword": {id, name, numbers: {cr: number}} | None, "moved",
    "note"}``. ``cr_note`` names the version used for a date after the newest one known.
    When ``cr`` is given and that version does not hold the number of a keyword rule,
    ``moved`` says where it went: ``{keyword, held_in: [cr], number (in that version) | None,
    rule (that rule, as returned here) | None, message}`` (502.60a is vanishing in CR
    2007-02-01 and 2008-10-01, and 702.63a in 2026).
    Raises :class:`QueryError` for a malformed number or date."""
    number = _check_text(number, "rule number")
    lang = _check_lang(lang)
    m = RULE_NUMBER.match(number)
    if not m:
        raise QueryError(f"bad rule number {number!r} (expected e.g. 702.63 or 502.60a)")
    number = number.rstrip(".")
    conn = connect(db)
    version, cr_note = _cr_version_noted(conn, cr) if cr else (None, None)
    like = number + "%"
    params: list[Any] = [number, like]
    sql = (
        "SELECT r.cr, v.effective, r.number, r.lang, r.text FROM rules r LEFT JOIN cr_versions v "
        "ON v.id = r.cr WHERE (r.number = ? OR (r.number LIKE ? AND substr(r.number, ?, 1) "
        "BETWEEN 'a' AND 'z'))"
    )
    params.append(len(number) + 1)
    if version:
        sql += " AND r.cr = ?"
        params.append(version)
    sql += " ORDER BY r.cr, length(r.number), r.number"
    versions: dict[str, dict[str, Any]] = {}
    for crv, eff, num, lg, text in conn.execute(sql, params):
        v = versions.setdefault(crv, {"cr": crv, "effective": eff, "rules": {}})
        cur = v["rules"].get(num)
        if cur is None or (lg == lang and cur["lang"] != lang):
            v["rules"][num] = {"number": num, "text": text, "lang": lg}
    hits = _keyword_by_rule(conn, number)
    kw = None
    if hits:
        kid = next((k for k, c in hits if not version or c == version), hits[0][0])
        kw = {
            "id": kid,
            "name": _keyword_display(conn, kid, lang),
            "numbers": {
                c: n
                for c, n in conn.execute(
                    "SELECT cr, number FROM keyword_rules WHERE keyword_id=? ORDER BY cr", (kid,)
                )
            },
        }
        kmap = {c: k for k, c in hits}
        for v in versions.values():
            v["keyword"] = kmap.get(v["cr"])
    out_versions = [dict(v, rules=list(v["rules"].values())) for v in versions.values()]
    note = None if out_versions else f"no rule {number}" + (f" in CR {version}" if version else "")
    moved = None
    if not out_versions and version and kw is not None:
        moved = _renumbered(conn, number, kw, version, lang, db)
        note = f"{note}: {moved['message']}"
    return {
        "number": number,
        "cr": version,
        "cr_note": cr_note,
        "versions": out_versions,
        "keyword": kw,
        "moved": moved,
        "note": note,
    }


def _renumbered(
    conn: sqlite3.Connection,
    number: str,
    kw: dict[str, Any],
    version: str,
    lang: str,
    db: str | os.PathLike[str] | None,
) -> dict[str, Any]:
    """Where a keyword rule that CR ``version`` does not hold went: the versions that hold
    ``number`` for the keyword and the keyword's number in ``version`` (the subrule letter
    kept: 502.60a is vanishing in the 2007-2009 rules and 702.63a in 2026), with that rule
    (as :func:`rule` returns it) under ``rule``."""
    m = RULE_NUMBER.match(number)
    base = f"{m.group(1)}.{m.group(2)}" if m and m.group(2) else number
    letter = (m.group(3) or "") if m else ""
    held = [c for c, n in kw["numbers"].items() if n == base]
    there = kw["numbers"].get(version)
    name = kw["name"]
    if there is None:
        return {
            "keyword": kw["id"],
            "held_in": held,
            "number": None,
            "rule": None,
            "message": f"{number} is {name} in CR {', '.join(held)}; CR {version} has no {name} rule",
        }
    target = there + letter
    if (
        letter
        and not conn.execute(
            "SELECT 1 FROM rules WHERE cr=? AND number=?", (version, target)
        ).fetchone()
    ):
        target = there
    found = rule(target, cr=version, lang=lang, db=db)
    return {
        "keyword": kw["id"],
        "held_in": held,
        "number": target,
        "rule": found if found["versions"] else None,
        "message": f"{number} is {name} in CR {', '.join(held)}; in CR {version} {name} is "
        f"{target}",
    }


# ------------------------------------------------------------------------------ search


def fts_query(text: str) -> str:
    """Turn user text into a safe FTS5 query: every word becomes a double-quoted token
    (so ``AND``, ``NEAR``, ``*``, ``"`` and ``-`` have no operator meaning); elided words
    glued by an apostrophe ("l'", "qu'": ``elisions`` of ``kb/keyword_aliases.yaml``) are
    dropped. Raises :class:`QueryError` when the text has no word."""
    return " ".join(f'"{t}"' for t in _query_words(text))


def _query_words(text: str) -> list[str]:
    tokens = re.findall(r"\w+", _elision_re().sub(" ", text))
    if not tokens:
        tokens = re.findall(r"\w+", text)  # only an elided word ("l'"): keep it
    if not tokens:
        raise QueryError("search text has no words")
    return [t.replace('"', '""') for t in tokens[:32]]


#: a word this long or longer matches as a prefix in ``search`` ("Zeitmarke": "Zeitmarken")
PREFIX_MIN = 4
#: a word ending with an explicit ``*`` ("fly*") matches as a prefix from this length on
STARRED_PREFIX_MIN = 3


def _starred_words(text: str) -> set[str]:
    """The words of ``text`` written with a trailing ``*`` ("fly*", "l'étour*"): the user asks
    for a prefix search of them."""
    return {w.replace('"', '""') for w in re.findall(r"(\w+)\*", _elision_re().sub(" ", text))}


def _fts_token(word: str, starred: set[str]) -> str:
    """``word`` as a quoted FTS5 token, a prefix query (``"fly"*``) when it has
    :data:`PREFIX_MIN` letters or more, or :data:`STARRED_PREFIX_MIN` and an explicit ``*``."""
    long_enough = len(word) >= PREFIX_MIN or (word in starred and len(word) >= STARRED_PREFIX_MIN)
    return f'"{word}"*' if long_enough else f'"{word}"'


@functools.cache
def _elision_re() -> re.Pattern[str]:
    """Elided words glued to the next word ("l'", "qu'", typographic apostrophe too)."""
    forms = sorted({e.rstrip("'’") for es in keyword_table().elisions.values() for e in es})
    alt = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True)) or "(?!)"
    return re.compile(rf"(?<!\w)(?:{alt})['’](?=\w)", re.I)


def _index_form(word: str) -> str:
    """``word`` as the FTS5 ``unicode61 remove_diacritics 2`` tokenizer indexes it: lower
    case, diacritics removed (ß and æ kept)."""
    decomposed = unicodedata.normalize("NFD", word.lower())
    return unicodedata.normalize(
        "NFC", "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    )


def _compound_terms(conn: sqlite3.Connection, word: str, limit: int = 40) -> list[str]:
    """Indexed words that contain ``word`` after their first letter ("zeitmarken" for
    "marken"): the compounds it is a later part of (a prefix search finds the others). Empty
    for a database without the ``fts_terms`` table or a word under 4 letters."""
    form = _index_form(word)
    if len(form) < 4 or not _has_table(conn, "fts_terms"):
        return []
    escaped = form.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    pattern = "_%" + escaped + "%"
    return [
        str(t)
        for (t,) in conn.execute(
            "SELECT term FROM fts_terms WHERE term LIKE ? ESCAPE '\\' ORDER BY cnt DESC LIMIT ?",
            (pattern, limit),
        )
    ]


@functools.cache
def _compounding_languages() -> tuple[str, ...]:
    """The languages whose lexicon says they write compound nouns as one word (German)."""
    from rulesparser.lexicon import load_lexicon

    return tuple(lg for lg in LANGS if load_lexicon(lg).compounds)


#: the full-text search of rulings and rules: (kind, ref, lang, snippet) rows for a MATCH query
_FTS_SEARCH = (
    "SELECT kind, ref, lang, snippet(fts, 0, '[', ']', '…', 16) FROM fts WHERE fts MATCH ?"
)


def _compound_rows(
    conn: sqlite3.Connection, words: list[str], lang: str | None, starred: set[str]
) -> list[tuple[Any, ...]]:
    """Rows, in a language that writes compounds as one word, where each search word is
    found as the later part of a compound ("Marken" in "Zeitmarken"), ranked after the rows the
    words themselves found. Empty when no word has such compounds."""
    langs = [lg for lg in _compounding_languages() if lang in (None, lg)]
    groups, any_compound = [], False
    for w in words:
        heads = _compound_terms(conn, w)
        any_compound = any_compound or bool(heads)
        alts = [_fts_token(w, starred)] + [f'"{t}"' for t in heads]
        groups.append("(" + " OR ".join(dict.fromkeys(alts)) + ")")
    rows: list[tuple[Any, ...]] = []
    if not any_compound:
        return rows
    query = _FTS_SEARCH + " AND lang = ? ORDER BY rank"
    for lg in langs:
        rows += conn.execute(query, [" AND ".join(groups), lg]).fetchall()
    return rows


def search(
    text: str, lang: str | None = None, db: str | os.PathLike[str] | None = None, limit: int = 20
) -> dict[str, Any]:
    """Full-text search (FTS5, bm25 ranking, diacritics folded) over ruling and rule texts,
    optionally in one language. Every word must occur; a word of 4 letters or more also
    matches as a prefix ("Zeitmarke" -> "Zeitmarken"), a word of 3 letters or more written
    with a trailing ``*`` too ("fly*" -> "flying"; a shorter one is matched whole), elided words ("l'étourdissement") are
    dropped; in a language that writes compounds as one word (``compounds`` of its lexicon:
    German), the compounds a word is a later part of ("Marken" -> "Zeitmarken") are found too,
    after its own hits. Returns ``{"query", "lang", "results": [{kind: ruling|rule,
    ref, lang, snippet, cards, cards_en}]}`` (``cards``: a ruling's cards named in its language,
    ``cards_en`` in English), each (kind, ref, lang) once (its best-ranked wording). Raises
    :class:`QueryError` for bad input."""
    text = _check_text(text, "search text")
    if lang is not None:
        lang = _check_lang(lang)
    words = _query_words(text)
    starred = _starred_words(text)
    conn = connect(db)
    # A ruling has one FTS row per wording (FAQ 2007 and MTGJSON, ...): keep the best-ranked
    # wording of each (kind, ref, lang) so every result is listed once.
    sql = _FTS_SEARCH + (" AND lang = ?" if lang else "") + " ORDER BY rank"
    limit = max(1, min(int(limit), 200))
    # words of 4 letters or more also match as a prefix ("Zeitmarke" finds "Zeitmarken"), and
    # words of 3 letters or more written with a "*" ("fly*" finds "flying")
    prefix = " ".join(_fts_token(w, starred) for w in words)
    rows = conn.execute(sql, [prefix] + ([lang] if lang else [])).fetchall()
    # in a language that writes compounds as one word, a word also finds the compounds it is a
    # later part of ("Marken": "Zeitmarken"); never in English ("near" is no part of "unearth")
    rows += _compound_rows(conn, words, lang, starred)
    results: list[dict[str, Any]] = []
    seen: set[tuple[str, str, str]] = set()
    for kind, ref, lg, snip in rows:
        if (kind, ref, lg) in seen:
            continue
        seen.add((kind, ref, lg))
        if len(results) == limit:
            break
        item: dict[str, Any] = {"kind": kind, "ref": ref, "lang": lg, "snippet": snip}
        if kind == "ruling":  # its cards named in the ruling's language (English if none)
            matches = [
                _card_match(conn, cid, lg)
                for (cid,) in conn.execute(
                    "SELECT card_id FROM ruling_cards WHERE ruling_id=? ORDER BY rowid", (int(ref),)
                )
            ]
            item["cards"] = [m["name"] for m in matches]
            item["cards_en"] = [m["name_en"] for m in matches]
        results.append(item)
    return {"query": text, "lang": lang, "results": results}
