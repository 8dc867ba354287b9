"""Compile the shipped YAML plus imported files into the SQLite knowledge base.

:func:`build` copies the current database (if any) to a temporary file next to it, applies the
embedded ``kb/*.yaml`` data and every source, and renames the temporary file over the target
only when everything succeeded: a failed build leaves the previous database untouched.
Imports are idempotent: an already-imported file (same sha256) is skipped as a whole, and
every row is upserted, so running a build twice changes nothing; each source reports what it
added, updated and skipped.

Sources: MTGJSON set/card-list ``.json`` files, Scryfall bulk card ``.json`` files, Comprehensive
Rules ``.txt`` files, Forge card scripts (a ``cardsfolder`` is one source) and seed folders (a
folder holding the bilingual FAQ; MTGJSON set files are looked up in the sibling
``corpus/mtgjson``). Folders are walked; other files are skipped. Scryfall and Forge keyword
lists are compared with the keywords of the parsed Oracle text (``data_findings``).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import sqlite3
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulesparser.kb.data import KBError, kb_yaml
from rulesparser.kb.fingerprint import code_fingerprint
from rulesparser.kb.keywords import KeywordTable, keyword_table
from rulesparser.kb.paths import locate_db, read_only_uri
from rulesparser.kb.schema import SCHEMA, SCHEMA_VERSION
from rulesparser.kb.text import apply_replacements, name_key, normalized_similarity
from rulesparser.kb.timing import PhaseTimes


@dataclass
class SourceReport:
    """What one source did: ``kind`` (yaml, mtgjson, cr, seeds, skipped), counts, a note."""

    path: str
    kind: str
    added: int = 0
    updated: int = 0
    skipped: int = 0
    note: str = ""

    def count(self, outcome: str) -> None:
        """Increment ``added``, ``updated`` or ``skipped``."""
        setattr(self, outcome, getattr(self, outcome) + 1)


@dataclass
class BuildReport:
    """Result of :func:`build`: database path, per-source reports, table counts, seconds."""

    db: Path
    sources: list[SourceReport] = field(default_factory=list)
    counts: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0
    #: distinct lines of rules text of this build: ``lines`` in all, ``parsed`` by this build,
    #: ``cached`` taken from the parse cache of earlier builds (``cache``: its file or None)
    parse: dict[str, Any] = field(default_factory=dict)
    #: seconds per phase of the build (``timings.lines()``: a table)
    timings: PhaseTimes = field(default_factory=PhaseTimes)

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {
            "db": str(self.db),
            "seconds": round(self.seconds, 3),
            "sources": [s.__dict__ for s in self.sources],
            "counts": self.counts,
            "parse": self.parse,
            "timings": self.timings.to_json(),
        }


# ------------------------------------------------------------------------------ parsing


@dataclass
class Parsed:
    """Parse result of one card text: AST JSON, status, errors, keywords (id, parameter, via)."""

    ast_json: str
    status: str
    errors: list[str]
    keywords: list[tuple[str, str, str]]


class CardParser:
    """Parse card texts with :func:`rulesparser.parse` (lenient), once per distinct text.

    Keywords come from ``Keyword`` nodes; lines the parser leaves ``Unparsed`` (or all lines,
    if the parser is unavailable or raises) fall back to :meth:`KeywordTable.line_keywords`."""

    def __init__(self, table: KeywordTable, shared: Any = None) -> None:
        self.table = table
        #: a :class:`rulesparser.kb.printings.PrintingParser` whose cache (and workers) parse
        #: the Oracle texts too; None parses here
        self.shared = shared
        self.cache: dict[tuple[str, tuple[str, ...]], Parsed] = {}
        self._line_keywords: dict[str, list[tuple[str, str | None]]] = {}
        try:
            from rulesparser import parse

            self._parse: Callable[..., Any] | None = parse
        except Exception:  # pragma: no cover - parser not importable
            self._parse = None

    def __call__(self, text: str, faces: Sequence[str]) -> Parsed:
        """Parse ``text`` (faces separated by a ``//`` line) with the face names."""
        key = (text, tuple(faces))
        hit = self.cache.get(key)
        if hit is None:
            hit = self.cache[key] = self._run(text, faces)
        return hit

    def _run(self, text: str, faces: Sequence[str]) -> Parsed:
        from rulesparser.ast import canonical_json
        from rulesparser.kb.printings import AbilityInfo

        face_texts = text.split("\n//\n") if text else []
        cards: list[str] = []  # each face's canonical JSON
        errors: list[str] = []
        keywords: list[tuple[str, str, str]] = []
        unparsed_lines: list[str] = []
        for i, ftext in enumerate(face_texts):
            fname = faces[i] if i < len(faces) else (faces[0] if faces else None)
            if not ftext.strip():
                continue
            abilities: list[AbilityInfo] | None = None
            if self.shared is not None:  # same (text, lang, name) cache as the printed texts
                key = (ftext, "en", fname or "")
                res = self.shared.abilities(key)
                if isinstance(res, str):
                    errors.append(f"{fname}: {res}"[:300])
                elif res is not None:
                    abilities = res
                    cards.append(self.shared.text_json(key))
            elif self._parse is not None:
                try:
                    card = self._parse(ftext, "en", card_name=fname, lenient=True)
                    abilities = [AbilityInfo.of(ab) for ab in card.abilities]
                    cards.append(canonical_json(card))
                except Exception as exc:  # the parser is young: never let one card stop a build
                    errors.append(f"{fname}: {type(exc).__name__}: {exc}"[:300])
            if abilities is None:
                unparsed_lines.extend(ftext.split("\n"))
                continue
            for ab in abilities:
                if ab.keyword is not None:
                    keywords.append((*ab.keyword, "parsed"))
                elif ab.error is not None:
                    errors.append(ab.error[:200])
                    if ab.text is not None:  # the line of an Unparsed with a source
                        unparsed_lines.append(ab.text)
        for line in unparsed_lines:
            found = self._line_keywords.get(line)
            if found is None:  # one look-up per distinct line ("Flying" of old cards)
                found = self._line_keywords[line] = self.table.line_keywords(line)
            for kid, param in found:
                keywords.append((kid, param or "", "text"))
        if not cards:
            status = "unparsed"
        elif errors:
            status = "partial"
        else:
            status = "parsed"
        ast_json = cards[0] if len(cards) == 1 else "[" + ",".join(cards) + "]"
        return Parsed(
            ast_json=ast_json if cards else "null",
            status=status,
            errors=errors,
            keywords=list(dict.fromkeys(keywords)),
        )


# ------------------------------------------------------------------------------ builder


class Builder:
    """Upserts into an open connection; see the module docstring."""

    def __init__(
        self, conn: sqlite3.Connection, workers: int | None = 0, timer: PhaseTimes | None = None
    ) -> None:
        from rulesparser.kb.parse_cache import ParseCache
        from rulesparser.kb.printings import PrintingParser

        self.conn = conn
        self.timer = timer if timer is not None else PhaseTimes()
        self.table = keyword_table()
        self.printing_parser = PrintingParser(workers, ParseCache(), self.timer)
        self.parser = CardParser(self.table, self.printing_parser)
        self.pending_printings: deque[tuple[str, dict[str, list[tuple[str, str, str]]]]] = deque()
        #: printings stored so far (by :meth:`store_ready_printings` and finish_printings)
        self.printings_done = 0
        self._parse_ids: dict[tuple[str, str, str], int] = {}
        self._abilities: set[str] | None = None
        norms = kb_yaml("ruling_normalizations.yaml") or {}
        self.replacements = [tuple(r) for r in norms.get("replacements") or []]
        self.threshold = float(norms.get("threshold", 0.72))
        self._normalized: dict[str, str] = {}

    def _norm(self, text: str) -> str:
        """:func:`apply_replacements` of a ruling text (once per distinct text: reprints carry
        the same rulings)."""
        hit = self._normalized.get(text)
        if hit is None:
            hit = self._normalized[text] = apply_replacements(text, self.replacements)
        return hit

    # -- generic helpers
    def _exec(self, sql: str, params: Sequence[Any] = ()) -> int:
        return self.conn.execute(sql, params).rowcount

    def _one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        row = self.conn.execute(sql, params).fetchone()
        return row[0] if row else None

    # -- keywords and CR
    def load_keywords(self, rep: SourceReport) -> None:
        """Keyword ids, names (3 languages) and per-CR rule numbers from kb/ YAML."""
        rules = kb_yaml("keyword_rules.yaml") or {}
        for kid in self.table.ids():
            name = self.table.display.get(kid, {}).get("en", kid)
            rep.count(
                "added"
                if self._exec("INSERT OR IGNORE INTO keywords VALUES(?,?)", (kid, name))
                else "skipped"
            )
            for lang, names in self.table.names[kid].items():
                for n in names:
                    self._exec(
                        "INSERT OR IGNORE INTO keyword_names VALUES(?,?,?,?)",
                        (kid, lang, self.table.display.get(kid, {}).get(lang, n), n),
                    )
        for v in rules.get("cr_versions") or []:
            self._exec(
                "INSERT OR IGNORE INTO cr_versions VALUES(?,?,?)",
                (v["id"], v.get("effective"), v.get("file")),
            )
        for kid, entry in (rules.get("keywords") or {}).items():
            self._exec("INSERT OR IGNORE INTO keywords VALUES(?,?)", (kid, entry.get("name")))
            for cr, num in (entry.get("rules") or {}).items():
                self._upsert_keyword_rule(kid, cr, num, rep)
        for r in rules.get("rule_texts") or []:
            self._upsert_rule(r["cr"], r["number"], "en", r["text"], "kb/keyword_rules.yaml", rep)

    def _upsert_keyword_rule(self, kid: str, cr: str, num: str, rep: SourceReport) -> None:
        old = self._one("SELECT number FROM keyword_rules WHERE keyword_id=? AND cr=?", (kid, cr))
        if old == num:
            rep.count("skipped")
            return
        self._exec("INSERT OR REPLACE INTO keyword_rules VALUES(?,?,?)", (kid, cr, num))
        rep.count("added" if old is None else "updated")

    def _upsert_rule(
        self, cr: str, number: str, lang: str, text: str, source: str, rep: SourceReport
    ) -> None:
        old = self._one(
            "SELECT text FROM rules WHERE cr=? AND number=? AND lang=?", (cr, number, lang)
        )
        if old == text:
            rep.count("skipped")
            return
        self._exec(
            "INSERT OR REPLACE INTO rules VALUES(?,?,?,?,?)", (cr, number, lang, text, source)
        )
        rep.count("added" if old is None else "updated")

    def import_cr(self, path: Path, rep: SourceReport) -> None:
        """Import every rule, subrule and glossary entry of one CR file."""
        from rulesparser.kb.importers.cr import keyword_rules, parse_cr, pseudo_keyword_rule

        doc = parse_cr(path)
        self._exec(
            "INSERT OR REPLACE INTO cr_versions VALUES(?,?,?)",
            (doc.version, doc.effective, doc.file),
        )
        for number, text in doc.rules:
            self._upsert_rule(doc.version, number, "en", text, doc.file, rep)
        for term, text in doc.glossary:
            old = self._one("SELECT text FROM glossary WHERE cr=? AND term=?", (doc.version, term))
            if old != text:
                self._exec(
                    "INSERT OR REPLACE INTO glossary VALUES(?,?,?)", (doc.version, term, text)
                )
        found = keyword_rules(doc)
        for kid, spec in self.table.cr_search.items():
            num = pseudo_keyword_rule(doc, spec["under"], spec["contains"])
            if num:
                found[kid] = (num, kid)
        for kid, (num, name) in found.items():
            self._exec("INSERT OR IGNORE INTO keywords VALUES(?,?)", (kid, name))
            self._exec(
                "INSERT OR IGNORE INTO keyword_names VALUES(?,?,?,?)",
                (kid, "en", name, name_key(name)),
            )
            self._upsert_keyword_rule(kid, doc.version, num, rep)

    def import_localized_rules(self, rules: Iterable[dict[str, Any]], rep: SourceReport) -> None:
        """Rule lines quoted in seeds (FR/DE translations, old EN): stored under the earliest
        CR version whose keyword with that number is the keyword the line names."""
        for r in rules:
            base = r["number"].rstrip("abcdefghijklmnopqrstuvwxyz")
            kid = self.table.keyword_in(r["text"], r["lang"])
            cr = self._one(
                "SELECT cr FROM keyword_rules WHERE number=? AND (keyword_id=? OR ? IS NULL) "
                "ORDER BY cr LIMIT 1",
                (base, kid, kid),
            )
            if cr is None:
                rep.count("skipped")
                continue
            text = r["text"].split(" ", 1)[1] if r["text"].startswith(r["number"]) else r["text"]
            if r["lang"] == "en" and self._one(
                "SELECT 1 FROM rules WHERE cr=? AND number=? AND lang='en'", (cr, r["number"])
            ):
                rep.count("skipped")
                continue
            self._upsert_rule(cr, r["number"], r["lang"], text.strip(), r.get("source", ""), rep)

    # -- cards
    def upsert_card(self, c: dict[str, Any], rep: SourceReport) -> int:
        """Upsert one card record (see :func:`card_from_json`); returns the card id."""
        row = self.conn.execute(
            "SELECT id, text, text_date FROM cards WHERE name=?", (c["name"],)
        ).fetchone()
        changed = False
        outcome = "skipped"
        if row is None or (
            c.get("text") is not None
            and row[1] != c["text"]
            and (c.get("date") or "") >= (row[2] or "")
        ):
            parsed = self.parser(c.get("text") or "", c.get("faces") or [c["name"]])
            values = (
                c.get("mana_cost"),
                c.get("type"),
                c.get("power"),
                c.get("toughness"),
                c.get("layout"),
                json.dumps(c.get("faces") or [c["name"]], ensure_ascii=False),
                c.get("text"),
                c.get("date"),
                parsed.ast_json,
                parsed.status,
                json.dumps(parsed.errors, ensure_ascii=False) if parsed.errors else None,
            )
            if row is None:
                cur = self.conn.execute(
                    "INSERT INTO cards(mana_cost,type,power,toughness,layout,faces,text,text_date,ast_json,"
                    "parse_status,parse_errors,name) VALUES(?,?,?,?,?,?,?,?,?,?,?,?)",
                    (*values, c["name"]),
                )
                card_id = int(cur.lastrowid or 0)
                outcome = "added"
            else:
                card_id = row[0]
                self._exec(
                    "UPDATE cards SET mana_cost=?,type=?,power=?,toughness=?,layout=?,faces=?,text=?,"
                    "text_date=?,ast_json=?,parse_status=?,parse_errors=? WHERE id=?",
                    (*values, card_id),
                )
                self._exec("DELETE FROM card_keywords WHERE card_id=?", (card_id,))
                outcome = "updated"
            for kid, param, via in parsed.keywords:
                self._exec("INSERT OR IGNORE INTO keywords(id, name_en) VALUES(?,?)", (kid, kid))
                self._exec(
                    "INSERT OR IGNORE INTO card_keywords VALUES(?,?,?,?)",
                    (card_id, kid, param, via),
                )
        else:
            card_id = row[0]
        for lang, names in c.get("names", {}).items():
            for n in names:
                if n and name_key(n):
                    changed |= bool(
                        self._exec(
                            "INSERT OR IGNORE INTO card_names VALUES(?,?,?,?)",
                            (card_id, lang, n, name_key(n)),
                        )
                    )
        for t in c.get("texts", []):
            old = self.conn.execute(
                "SELECT name, type, text FROM card_texts WHERE card_id=? AND lang=? AND kind=? AND source=?",
                (card_id, t["lang"], t["kind"], t["source"]),
            ).fetchone()
            new = (t.get("name"), t.get("type"), t.get("text"))
            if old != new:
                self._exec(
                    "INSERT OR REPLACE INTO card_texts VALUES(?,?,?,?,?,?,?)",
                    (card_id, t["lang"], t["kind"], t["source"], *new),
                )
                changed = True
        p = c.get("printing")
        if p and p.get("uuid"):
            changed |= bool(
                self._exec(
                    "INSERT OR IGNORE INTO printings VALUES(?,?,?,?,?,?)",
                    (
                        p["uuid"],
                        card_id,
                        p.get("set"),
                        p.get("number"),
                        p.get("original_type"),
                        p.get("original_text"),
                    ),
                )
            )
        if outcome == "skipped" and changed:
            outcome = "updated"
        rep.count(outcome)
        return card_id

    # -- rulings
    def _card_ids(self, names: Iterable[str]) -> list[int]:
        out = []
        for n in names:
            cid = self._one("SELECT id FROM cards WHERE name=?", (n,))
            if cid is not None:
                out.append(int(cid))
        return out

    def _find_match(
        self, lang: str, text: str, norm: str, card_ids: list[int], source: str
    ) -> int | None:
        rid = self._one(
            "SELECT ruling_id FROM ruling_texts WHERE lang=? AND norm=? LIMIT 1", (lang, norm)
        )
        if rid is not None:
            return int(rid)
        if not card_ids:
            return None
        marks = ",".join("?" * len(card_ids))
        rows = self.conn.execute(
            # CROSS JOIN fixes the join order (card -> its rulings): without statistics during
            # a build SQLite may otherwise scan ruling_texts by language
            f"SELECT rt.ruling_id, rt.text, rt.source FROM ruling_cards rc CROSS JOIN ruling_texts rt "
            f"ON rt.ruling_id = rc.ruling_id WHERE rc.card_id IN ({marks}) AND rt.lang=?",
            (*card_ids, lang),
        ).fetchall()
        same_source = {r for r, _, s in rows if s == source}
        best: tuple[float, int] | None = None
        for rid2, other, _src in rows:
            if rid2 in same_source:
                continue  # two rulings of one source are two different rulings
            score = normalized_similarity(norm, self._norm(other))
            if score >= self.threshold and (best is None or score > best[0]):
                best = (score, rid2)
        return best[1] if best else None

    def add_ruling(self, r: dict[str, Any], rep: SourceReport) -> int:
        """Add or merge one ruling: ``{key?, scope, cards: [names], keywords: [ids],
        section?: {lang: title}, texts: [{lang, text, source, date}]}``. Returns its id."""
        card_ids = self._card_ids(r.get("cards") or [])
        texts = [t for t in r.get("texts") or [] if t.get("text")]
        if not texts:
            rep.count("skipped")
            return 0
        rid = self._one("SELECT id FROM rulings WHERE key=?", (r["key"],)) if r.get("key") else None
        new = False
        if rid is None:
            first = next((t for t in texts if t["lang"] == "en"), texts[0])
            norm = self._norm(first["text"])
            rid = self._find_match(first["lang"], first["text"], norm, card_ids, first["source"])
        if rid is None:
            cur = self.conn.execute(
                "INSERT INTO rulings(key, scope, section) VALUES(?,?,?)",
                (
                    r.get("key"),
                    r.get("scope", "card"),
                    json.dumps(r["section"], ensure_ascii=False) if r.get("section") else None,
                ),
            )
            rid = int(cur.lastrowid or 0)
            new = True
        else:
            if r.get("key") and self._one("SELECT key FROM rulings WHERE id=?", (rid,)) is None:
                self._exec("UPDATE rulings SET key=? WHERE id=?", (r["key"], rid))
            if r.get("scope") in ("general", "keyword"):
                self._exec("UPDATE rulings SET scope=? WHERE id=?", (r["scope"], rid))
            if (
                r.get("section")
                and self._one("SELECT section FROM rulings WHERE id=?", (rid,)) is None
            ):
                self._exec(
                    "UPDATE rulings SET section=? WHERE id=?",
                    (json.dumps(r["section"], ensure_ascii=False), rid),
                )
        changed = False
        for t in texts:
            norm = self._norm(t["text"])
            changed |= bool(
                self._exec(
                    "INSERT OR IGNORE INTO ruling_texts(ruling_id,lang,text,norm,source,date) "
                    "VALUES(?,?,?,?,?,?)",
                    (rid, t["lang"], t["text"], norm, t["source"], t.get("date")),
                )
            )
        for cid in card_ids:
            changed |= bool(
                self._exec("INSERT OR IGNORE INTO ruling_cards VALUES(?,?)", (rid, cid))
            )
        kind = "general" if r.get("scope") == "general" else "keyword"
        for kid in r.get("keywords") or []:
            changed |= bool(
                self._exec("INSERT OR IGNORE INTO ruling_keywords VALUES(?,?,?)", (rid, kid, kind))
            )
        rep.count("added" if new else ("updated" if changed else "skipped"))
        return rid

    # -- seeds
    def import_seed_data(
        self,
        cards: list[dict[str, Any]],
        rulings: list[dict[str, Any]],
        rules: list[dict[str, Any]],
        rep: SourceReport,
    ) -> None:
        """Import the seed-derived cards, rulings and quoted rules (YAML or fresh import)."""
        for rec in cards:
            self.upsert_card(card_from_seed(rec), rep)
        for r in rulings:
            self.add_ruling(r, rep)
        self.import_localized_rules(rules, rep)

    # -- MTGJSON
    def import_mtgjson(self, path: Path, rep: SourceReport) -> None:
        """Import the cards, foreign texts, printings and rulings of one MTGJSON file."""
        from rulesparser.kb.data import MTGJSON_LANGS
        from rulesparser.kb.importers.mtgjson_cards import group_cards, read_set_file
        from rulesparser.kb.printings import printing_faces

        with self.timer.phase("MTGJSON: read and check JSON"):
            info, records = read_set_file(path)
        date = str((info.get("meta") or {}).get("date") or "")
        with self.timer.phase("MTGJSON: group faces, queue lines"):
            cards = group_cards(records)
            foreign = {k: v for k, v in MTGJSON_LANGS.items() if v != "en"}
            keys: list[tuple[str, str, str]] = []
            for jc in cards:  # texts to the parser workers first; printed ones: finish_printings
                if jc.text:
                    keys.extend(
                        (ftext, "en", jc.faces[i] if i < len(jc.faces) else jc.name)
                        for i, ftext in enumerate(jc.text.split("\n//\n"))
                    )
                uuid = jc.records[0].get("uuid")
                if uuid:
                    faces = printing_faces(jc.records, foreign)
                    keys.extend(k for keys in faces.values() for k in keys)
                    self.pending_printings.append((str(uuid), faces))
            self.printing_parser.submit(keys)
        with self.timer.phase("MTGJSON: cards, names, texts, rulings"):
            for jc in cards:
                set_code = jc.records[0].get("setCode") or info.get("code") or path.stem
                src = f"mtgjson:{set_code}"
                card_id = self.upsert_card(card_from_json(jc, src, date), rep)
                name = self._one("SELECT name FROM cards WHERE id=?", (card_id,))
                self._add_card_rulings(jc, name, src, rep)

    def _add_card_rulings(self, jc: Any, name: str, src: str, rep: SourceReport) -> None:
        """Add the MTGJSON rulings of one card (a :class:`JsonCard`) from source ``src``."""
        for ru in jc.rulings:
            self.add_ruling(
                {
                    "scope": "card",
                    "cards": [name],
                    "texts": [
                        {"lang": "en", "text": ru["text"], "source": src, "date": ru["date"]}
                    ],
                },
                rep,
            )

    # -- other sources: Scryfall bulk data, Forge card scripts
    def import_scryfall(self, path: Path, rep: SourceReport) -> None:
        """Import a Scryfall bulk file: cards (English objects), French/German printed names
        and texts, printings, and the keyword-list comparison of each English card."""
        from rulesparser.kb.data import LANGS
        from rulesparser.kb.importers.sources import read_scryfall

        cards = read_scryfall(path, tuple(LANGS))
        seen: set[str] = set()
        for c in cards:  # one keyword comparison per card (default_cards repeats printings)
            if c.keywords is not None and (c.printing or {}).get("lang") == "en":
                if c.name not in seen:
                    seen.add(c.name)
                    continue
            c.keywords = None
        self._import_source_cards(cards, "scryfall", rep)

    def import_forge(self, path: Path, rep: SourceReport) -> None:
        """Import Forge card scripts (one file, or every ``.txt`` under a folder): cards not in
        MTGJSON, and the comparison of each script's ``K:`` keywords with its parsed Oracle
        text. A ``.txt`` in the folder that is no card script (edition lists) is skipped."""
        from rulesparser.kb.importers.sources import is_forge_script, read_forge_script

        files = [path] if path.is_file() else sorted(path.rglob("*.txt"))
        cards = []
        for f in files:
            with open(f, "rb") as fh:
                head = fh.read(256).decode("utf-8", errors="replace")
            if not is_forge_script(head):
                rep.count("skipped")
                continue
            cards.append(read_forge_script(f))
        self._import_source_cards(cards, "forge", rep)

    def _import_source_cards(self, cards: list[Any], source: str, rep: SourceReport) -> None:
        """Upsert :class:`~rulesparser.kb.importers.sources.SourceCard` records (their text
        never replaces an MTGJSON one: no date) and store the data findings of the keyword
        lists that are not None (replacing that source's earlier findings of the card)."""
        from rulesparser.kb.importers.sources import keyword_differences

        for c in cards:  # Oracle texts to the parser workers first
            if c.text:
                self.printing_parser.submit(
                    (ftext, "en", c.faces[i] if i < len(c.faces) else c.name)
                    for i, ftext in enumerate(c.text.split("\n//\n"))
                )
        for c in cards:
            names: dict[str, list[str]] = {"en": [c.name] + (c.faces if len(c.faces) > 1 else [])}
            for lang, ns in c.names.items():
                names.setdefault(lang, []).extend(ns)
            p = c.printing or {}
            card_id = self.upsert_card(
                {
                    "name": c.name,
                    "mana_cost": c.mana_cost or None,
                    "type": c.type or None,
                    "text": c.text,
                    "power": c.power,
                    "toughness": c.toughness,
                    "layout": c.layout,
                    "faces": c.faces,
                    "date": "",
                    "names": names,
                    "texts": c.texts,
                    "printing": {"uuid": p["uuid"], "set": p.get("set"), "number": p.get("number")}
                    if p.get("uuid")
                    else None,
                },
                rep,
            )
            if c.keywords is None:
                continue
            parsed = self.parser(c.text, c.faces)
            self._exec("DELETE FROM data_findings WHERE card_id=? AND source=?", (card_id, source))
            label = {"forge": "Forge", "scryfall": "Scryfall"}.get(source, source)
            if self._abilities is None:  # keyword abilities: a CR 702 rule (scry was 502.36)
                self._abilities = {
                    str(k)
                    for (k,) in self.conn.execute(
                        "SELECT DISTINCT keyword_id FROM keyword_rules WHERE number LIKE '702.%'"
                    )
                }
            for f in keyword_differences(
                self.table, c.keywords, parsed.keywords, label, self._abilities
            ):
                self._exec(
                    "INSERT INTO data_findings(card_id, source, ref, code, keyword, message, "
                    "expected, actual) VALUES(?,?,?,?,?,?,?,?)",
                    (
                        card_id,
                        source,
                        c.ref,
                        f.code,
                        f.keyword,
                        f.message,
                        json.dumps(f.expected, ensure_ascii=False),
                        json.dumps(f.actual, ensure_ascii=False),
                    ),
                )

    # -- printed texts
    def _parse_id(self, key: tuple[str, str, str]) -> int:
        pid = self._parse_ids.get(key)
        if pid is not None:
            return pid
        text, lang, name = key
        digest = hashlib.sha256("\x00".join(key).encode("utf-8")).hexdigest()
        pid = self._one("SELECT id FROM parses WHERE key=?", (digest,))
        if pid is None:
            pp = self.printing_parser
            parsed, unparsed = pp.line_counts(key)
            abilities = pp.abilities(key)
            cur = self.conn.execute(
                "INSERT INTO parses(key, lang, name, text, ast_json, parsed, unparsed, error) "
                "VALUES(?,?,?,?,?,?,?,?)",
                (
                    digest,
                    lang,
                    name,
                    text,
                    pp.text_json(key),
                    parsed,
                    unparsed,
                    abilities if isinstance(abilities, str) else None,
                ),
            )
            pid = int(cur.lastrowid or 0)
        self._parse_ids[key] = int(pid)
        return int(pid)

    def store_ready_printings(self) -> None:
        """Compare and store the queued printings whose lines are all parsed, in the order
        they were queued (stopping at the first one still being parsed): the build process
        does this work while the parser workers parse the next files."""
        pp = self.printing_parser
        while self.pending_printings:
            uuid, faces = self.pending_printings[0]
            if not pp.ready(k for keys in faces.values() for k in keys):
                return
            self.pending_printings.popleft()
            self._compare_and_store(uuid, faces)

    def _compare_and_store(self, uuid: str, faces: dict[str, list[tuple[str, str, str]]]) -> None:
        with self.timer.phase("printed texts: compare (facts, ASTs)"):
            res = self.printing_parser.analyse(faces)
        with self.timer.phase("printed texts: store rows (AST JSON)"):
            self._store_printing(uuid, res)
        self.printings_done += 1

    def finish_printings(self, progress: Callable[[int, int], None] | None = None) -> None:
        """Store the parses, line counts and findings of the printed texts queued by
        :meth:`import_mtgjson` (see :mod:`rulesparser.kb.printings`) and not stored yet,
        replacing earlier rows of the same printings; ``progress(done, total)`` after each
        printing (``done`` counts the printings stored earlier too)."""
        try:
            total = self.printings_done + len(self.pending_printings)
            while self.pending_printings:
                if progress is not None:
                    progress(self.printings_done + 1, total)
                self._compare_and_store(*self.pending_printings.popleft())
        finally:
            self.pending_printings.clear()
            self.printing_parser.close()

    def _store_printing(self, uuid: str, res: Any) -> None:
        """Replace the parses, line counts and findings rows of one printing (``res``: its
        :class:`rulesparser.kb.printings.PrintingResult`)."""
        for table in ("printing_parses", "printing_checks", "printing_findings"):
            self._exec(f"DELETE FROM {table} WHERE uuid=?", (uuid,))
        rows = [
            (uuid, lang, face, self._parse_id(key))
            for lang, keys in res.faces.items()
            for face, key in enumerate(keys)
            if key[0].strip()
        ]
        self.conn.executemany("INSERT INTO printing_parses VALUES(?,?,?,?)", rows)
        self.conn.executemany(
            "INSERT INTO printing_checks VALUES(?,?,?,?)",
            [(uuid, lang, c, n) for lang, (c, n) in res.compared.items()],
        )
        self.conn.executemany(
            "INSERT INTO printing_findings(uuid, lang, kind, code, face, line, text, "
            "message, expected, actual, basis, en_text) VALUES(?,?,?,?,?,?,?,?,?,?,?,?)",
            [
                (
                    uuid,
                    f.lang,
                    f.check,
                    f.code,
                    f.face,
                    f.line,
                    f.text,
                    f.message,
                    None if f.expected is None else json.dumps(f.expected, ensure_ascii=False),
                    None if f.actual is None else json.dumps(f.actual, ensure_ascii=False),
                    f.basis,
                    f.en_text,
                )
                for f in res.findings
            ],
        )

    # -- finishing
    def finalize(self) -> None:
        """Link card rulings to the keywords they are about, rebuild the FTS index, meta."""
        self._exec("DELETE FROM ruling_keywords WHERE kind='card'")
        texts: dict[int, list[str]] = {}
        for rid, text in self.conn.execute("SELECT ruling_id, text FROM ruling_texts"):
            texts.setdefault(rid, []).append(text)
        pairs = self.conn.execute(
            "SELECT DISTINCT rc.ruling_id, ck.keyword_id FROM ruling_cards rc "
            "JOIN card_keywords ck ON ck.card_id = rc.card_id"
        ).fetchall()
        for rid, kid in pairs:
            if any(self.table.mentions(kid, t) for t in texts.get(rid, [])):
                self._exec(
                    "INSERT OR IGNORE INTO ruling_keywords VALUES(?,?,?)", (rid, kid, "card")
                )
        self._exec("DELETE FROM fts")
        self._exec(
            "INSERT INTO fts(text, lang, kind, ref) SELECT text, lang, 'ruling', ruling_id FROM ruling_texts"
        )
        self._exec(
            "INSERT INTO fts(text, lang, kind, ref) SELECT number || ' ' || text, lang, 'rule', "
            "cr || ' ' || number FROM rules"
        )
        self._exec("INSERT OR REPLACE INTO meta VALUES('schema_version', ?)", (SCHEMA_VERSION,))
        self._exec(
            "INSERT OR REPLACE INTO meta VALUES('code_fingerprint', ?)", (code_fingerprint(),)
        )
        self._exec(
            "INSERT OR REPLACE INTO meta VALUES('built_at', ?)",
            (time.strftime("%Y-%m-%dT%H:%M:%S"),),
        )
        self.conn.execute("PRAGMA optimize")

    def counts(self) -> dict[str, Any]:
        """Row counts: cards, printings, foreign texts, rulings, rules per CR version, links."""
        q = self._one
        return {
            "cards": q("SELECT count(*) FROM cards"),
            "cards_parsed": {
                s: n
                for s, n in self.conn.execute(
                    "SELECT parse_status, count(*) FROM cards GROUP BY parse_status"
                )
            },
            "printings": q("SELECT count(*) FROM printings"),
            "card_names": {
                lang: n
                for lang, n in self.conn.execute(
                    "SELECT lang, count(*) FROM card_names GROUP BY lang"
                )
            },
            "foreign_texts": {
                lang: n
                for lang, n in self.conn.execute(
                    "SELECT lang, count(*) FROM card_texts WHERE lang != 'en' GROUP BY lang"
                )
            },
            "rulings": q("SELECT count(*) FROM rulings"),
            "ruling_texts": {
                lang: n
                for lang, n in self.conn.execute(
                    "SELECT lang, count(*) FROM ruling_texts GROUP BY lang"
                )
            },
            "rulings_with_several_sources": q(
                "SELECT count(*) FROM (SELECT ruling_id FROM ruling_texts WHERE lang='en' "
                "GROUP BY ruling_id HAVING count(DISTINCT source) > 1)"
            ),
            "keywords": q("SELECT count(*) FROM keywords"),
            "rules_per_cr": {
                cr: n
                for cr, n in self.conn.execute(
                    "SELECT cr, count(*) FROM rules WHERE lang='en' GROUP BY cr ORDER BY cr"
                )
            },
            "localized_rules": {
                lang: n
                for lang, n in self.conn.execute(
                    "SELECT lang, count(*) FROM rules WHERE lang != 'en' GROUP BY lang"
                )
            },
            "glossary_entries": q("SELECT count(*) FROM glossary"),
            "printed_text_lines": {
                lang: {"parsed": p or 0, "unparsed": u or 0}
                for lang, p, u in self.conn.execute(
                    "SELECT pp.lang, sum(x.parsed), sum(x.unparsed) FROM printing_parses pp "
                    "JOIN parses x ON x.id = pp.parse_id GROUP BY pp.lang ORDER BY pp.lang"
                )
            },
            "translation_lines": {
                lang: {"compared": c or 0, "not_comparable": n or 0}
                for lang, c, n in self.conn.execute(
                    "SELECT lang, sum(compared), sum(not_comparable) FROM printing_checks "
                    "GROUP BY lang ORDER BY lang"
                )
            },
            "data_findings": {
                src: n
                for src, n in self.conn.execute(
                    "SELECT source, count(*) FROM data_findings GROUP BY source ORDER BY source"
                )
            },
            "printing_findings": {
                f"{kind}:{lang}": n
                for kind, lang, n in self.conn.execute(
                    "SELECT kind, lang, count(*) FROM printing_findings GROUP BY kind, lang "
                    "ORDER BY kind, lang"
                )
            },
            "links": {
                "card_keyword_parsed": q("SELECT count(*) FROM card_keywords WHERE via='parsed'"),
                "card_keyword_text": q("SELECT count(*) FROM card_keywords WHERE via='text'"),
                "keyword_rule": q("SELECT count(*) FROM keyword_rules"),
                "ruling_card": q("SELECT count(*) FROM ruling_cards"),
                **{
                    f"ruling_keyword_{k}": n
                    for k, n in self.conn.execute(
                        "SELECT kind, count(*) FROM ruling_keywords GROUP BY kind"
                    )
                },
            },
        }


def card_from_seed(rec: dict[str, Any]) -> dict[str, Any]:
    """Turn a ``kb/seed_cards.yaml`` record into the builder's card dict."""
    names: dict[str, list[str]] = {}
    for lang, n in (rec.get("names") or {}).items():
        names.setdefault(lang, []).append(n)
    texts = []
    src = next((s for s in rec.get("sources", []) if s.startswith("mtgjson:")), "mtgjson")
    for lang, t in (rec.get("oracle") or {}).items():
        if lang != "en":
            texts.append(
                {
                    "lang": lang,
                    "kind": "oracle",
                    "source": src,
                    "name": rec["names"].get(lang),
                    "type": t.get("type"),
                    "text": t.get("text"),
                }
            )
    for lang, t in (rec.get("printed") or {}).items():
        texts.append(
            {
                "lang": lang,
                "kind": "printed",
                "source": src,
                "name": rec["name"],
                "type": t.get("type"),
                "text": t.get("text"),
            }
        )
    for lang, t in (rec.get("faq") or {}).items():
        source = t.get("source") or next(
            (s for s in rec.get("sources", []) if s.startswith("seed-")), "seed"
        )
        if t.get("name"):
            names.setdefault(lang, []).append(t["name"])
        texts.append(
            {
                "lang": lang,
                "kind": "faq",
                "source": source,
                "name": t.get("name") or (rec["names"].get(lang)),
                "type": t.get("type"),
                "text": t.get("text"),
            }
        )
    faces = rec.get("faces") or [rec["name"]]
    if len(faces) > 1:
        names.setdefault("en", []).extend(faces)
    en = (rec.get("oracle") or {}).get("en") or {}
    return {
        "name": rec["name"],
        "mana_cost": rec.get("mana_cost"),
        "type": en.get("type"),
        "text": en.get("text"),
        "power": rec.get("power"),
        "toughness": rec.get("toughness"),
        "layout": rec.get("layout"),
        "faces": faces,
        "date": "",
        "names": names,
        "texts": texts,
    }


def card_from_json(jc: Any, src: str, date: str) -> dict[str, Any]:
    """Turn a :class:`JsonCard` into the builder's card dict."""
    from rulesparser.kb.importers.mtgjson_cards import foreign_name

    names: dict[str, list[str]] = {"en": [jc.name] + (jc.faces if len(jc.faces) > 1 else [])}
    texts = []
    for lang, fd in jc.foreign.items():
        name = foreign_name(jc.name, lang, fd["name"]) if fd.get("name") else fd.get("name")
        if name:
            names.setdefault(lang, []).append(name)
            if name != fd["name"]:  # a corrected misspelling: found under both spellings
                names[lang].append(fd["name"])
        texts.append(
            {
                "lang": lang,
                "kind": "oracle",
                "source": src,
                "name": name,
                "type": fd.get("type"),
                "text": fd.get("text"),
            }
        )
    rec0 = jc.records[0]
    printing = {
        "uuid": rec0.get("uuid"),
        "set": rec0.get("setCode"),
        "number": rec0.get("number"),
        "original_type": jc.original_type,
        "original_text": jc.original_text,
    }
    return {
        "name": jc.name,
        "mana_cost": jc.mana_cost,
        "type": jc.type,
        "text": jc.text,
        "power": jc.power,
        "toughness": jc.toughness,
        "layout": jc.layout,
        "faces": jc.faces,
        "date": date,
        "names": names,
        "texts": texts,
        "printing": printing,
    }


# ------------------------------------------------------------------------------ sources


BULLET_LINE = re.compile(r"^\s*(?:•|\*|-)\s+\S.{30,}")


def _sniff(path: Path) -> str:
    """Kind of a source file: mtgjson, scryfall, cr, seed, forge or unknown."""
    suffix = path.suffix.lower()
    if suffix == ".json":
        from rulesparser.kb.importers.sources import is_scryfall_bulk

        try:
            with open(path, "rb") as fh:
                head = fh.read(4096).decode("utf-8", errors="replace")
        except OSError as exc:
            raise KBError(f"{path}: cannot read: {exc}") from None
        return "scryfall" if is_scryfall_bulk(head) else "mtgjson"
    if suffix != ".txt":
        return "unknown"
    try:
        with open(path, "rb") as fh:
            head = fh.read(4096).decode("utf-8", errors="replace").lstrip("\ufeff")
    except OSError as exc:
        raise KBError(f"{path}: cannot read: {exc}") from None
    first = head.strip().split("\n", 1)[0].strip("\r ")
    if "Comprehensive Rules" in first:
        return "cr"
    if first.startswith("Name:"):
        return "forge"
    bullets = [ln for ln in head.splitlines() if BULLET_LINE.match(ln)]
    return "seed" if len(bullets) >= 2 else "unknown"


_SKIPPED_COUNTS: dict[Path, int] = {}
UNSUPPORTED = (
    "not a supported source (MTGJSON or Scryfall .json, CR .txt, Forge card script or seed folder)"
)


def _kind_hint(path: Path, kind: str) -> str:
    if path.suffix.lower() == ".txt":
        return (
            "a .txt file that is neither Comprehensive Rules, a Forge card script nor a seed page"
        )
    return f"unknown file type {path.suffix or '(no extension)'!r}"


def expand_sources(sources: Sequence[str | os.PathLike[str]]) -> list[tuple[str, Path]]:
    """Expand files and folders into (kind, path) pairs, seeds folders as one ``seeds`` item
    and, per given path, one ``skipped`` item for its unsupported files (Forge scripts, ...).

    Raises :class:`KBError` for a path that does not exist and for a file given by name that
    is not a supported source (inside a folder, such files are skipped and reported)."""
    out: list[tuple[str, Path]] = []
    skipped: dict[Path, int] = {}
    for s in sources:
        p = Path(s)
        if not p.exists():
            raise KBError(f"{p}: no such file or directory")
        files = [p] if p.is_file() else sorted(x for x in p.rglob("*") if x.is_file())
        seed_dirs: set[Path] = set()
        forge_dirs: set[Path] = set()
        for f in files:
            kind = _sniff(f) if f.suffix.lower() in (".json", ".txt") else "unknown"
            if kind == "seed":
                if f.parent not in seed_dirs:
                    seed_dirs.add(f.parent)
                    out.append(("seeds", f.parent))
            elif kind == "forge":
                # one source per Forge card folder (cardsfolder/<letter>/<card>.txt)
                root = f if f == p else _forge_root(f, p)
                if root not in forge_dirs:
                    forge_dirs.add(root)
                    out.append(("forge", root))
            elif kind in ("mtgjson", "cr", "scryfall"):
                out.append((kind, f))
            elif f == p:  # a file named explicitly must be importable
                raise KBError(f"{p}: {UNSUPPORTED} ({_kind_hint(f, kind)})")
            else:
                skipped[p] = skipped.get(p, 0) + 1
    out.extend(("skipped", p) for p in skipped)
    _SKIPPED_COUNTS.update(skipped)
    return out


def _forge_root(f: Path, given: Path) -> Path:
    """The Forge card folder holding ``f``: its nearest ancestor named ``cardsfolder`` inside
    the folder ``given``, else ``f``'s own folder."""
    for parent in f.parents:
        if parent.name == "cardsfolder":
            return parent
        if parent == given:
            break
    return f.parent


def _sha256(path: Path, recursive: bool = False) -> str:
    h = hashlib.sha256()
    if path.is_dir():
        for f in sorted(path.rglob("*.txt") if recursive else path.glob("*.txt")):
            h.update(str(f.relative_to(path)).encode())
            h.update(f.read_bytes())
    else:
        with open(path, "rb") as fh:
            for chunk in iter(lambda: fh.read(1 << 20), b""):
                h.update(chunk)
    return h.hexdigest()


class DBWriteError(KBError):
    """The database file cannot be created or replaced at the requested path."""


class BuildBusyError(DBWriteError):
    """Another build (another process) is writing the same database: this one would start
    from the old file and its rename would drop the other's imports."""


def _try_lock(fd: int) -> bool:
    """Take an exclusive lock on the open file ``fd`` without waiting (``wait``: block);
    False when another process holds it."""
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:  # BlockingIOError (EWOULDBLOCK), or EACCES on some systems
        return False
    return True


def _lock_holder(lock_path: Path) -> str:
    """The process id the build holding ``lock_path`` wrote into it ("" when unreadable)."""
    try:
        text = lock_path.read_text(encoding="ascii", errors="replace").strip()
    except OSError:
        return ""
    return text if text.isdigit() else ""


@contextlib.contextmanager
def build_lock(target: Path, wait: bool = False) -> Iterator[None]:
    """Hold the build lock of the database ``target``: the sibling file ``NAME.lock``, locked
    (``flock``; ``msvcrt.locking`` on Windows) for as long as the build runs and removed after
    it. A second build of the same database raises :class:`BuildBusyError` at once, or with
    ``wait`` waits for the first one to finish (then starts from its result). The lock is
    released by the system when a build is killed; a left-over lock file is reused."""
    lock_path = target.with_name(target.name + ".lock")
    while True:
        try:
            fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            raise DBWriteError(
                f"cannot write the knowledge base at {target}: cannot create {lock_path}"
                f" ({exc.strerror or exc})"
            ) from None
        try:
            while not _try_lock(fd):
                if not wait:
                    holder = _lock_holder(lock_path)
                    raise BuildBusyError(
                        f"another build is writing {target}"
                        + (f" (process {holder})" if holder else "")
                        + ": run this build again when it has finished"
                    )
                time.sleep(0.2)
            # the file we locked may have been removed by the build that held it (it removes
            # its lock file before releasing it): lock the file at that path instead
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(lock_path))
            except OSError:
                same = False
            if not same:
                os.close(fd)
                continue
        except BaseException:
            os.close(fd)
            raise
        break
    try:
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()}\n".encode("ascii"))
    except OSError:
        pass  # the process id only makes the message of a waiting build clearer
    try:
        yield
    finally:
        try:
            lock_path.unlink()  # while still locked: no other build holds this file yet
        except OSError:
            pass
        os.close(fd)


def _check_target(target: Path, create_dirs: bool) -> None:
    """Raise :class:`DBWriteError` (``cannot write the knowledge base at PATH: reason``) when
    ``target`` cannot be written: a parent that is a regular file, a missing folder (created
    only when ``create_dirs``), a folder we cannot write into, or a target that is a folder."""

    def fail(reason: str) -> DBWriteError:
        return DBWriteError(f"cannot write the knowledge base at {target}: {reason}")

    for parent in reversed(target.parents):
        if parent.exists() and not parent.is_dir():
            raise fail(f"{parent} is not a folder")
    parent = target.parent
    if not parent.exists():
        if not create_dirs:
            raise fail(f"folder {parent} does not exist (create it first)")
        try:
            parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise fail(exc.strerror or str(exc)) from None
    if target.is_dir():
        raise fail("it is a folder")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise fail(f"no permission to write in {parent}")


_SQLITE_HEADER = b"SQLite format 3\x00"


def is_knowledge_base(path: Path) -> bool:
    """Whether ``path`` is a rulesparser knowledge base: an SQLite database whose ``meta``
    table records a ``schema_version`` (every version of the schema has it). Another
    application's SQLite database, a text file or random bytes are not."""
    try:
        with open(path, "rb") as fh:
            if fh.read(len(_SQLITE_HEADER)) != _SQLITE_HEADER:
                return False
        conn = sqlite3.connect(read_only_uri(path), uri=True)
        try:
            row = conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
        finally:
            conn.close()
    except (OSError, sqlite3.Error):
        return False
    return row is not None


def _refuse_foreign_file(target: Path) -> None:
    """Raise :class:`DBWriteError` when ``target`` is a non-empty file that is not a rulesparser
    knowledge base: a build would replace it (``--force`` / ``force=True`` allows that)."""
    if target.is_file() and target.stat().st_size > 0 and not is_knowledge_base(target):
        raise DBWriteError(
            f"{target} is not a rulesparser knowledge base: not replaced (use --force to"
            " replace it)"
        )


_TEMP_RE = re.compile(r"\.tmp-(\d+)(?:-journal|-wal|-shm)?$")


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # it exists (another user's), or we cannot tell: keep its files
    return True


def remove_stale_temp_files(target: Path) -> list[Path]:
    """Remove the temporary files (``NAME.tmp-PID`` and its SQLite journal) that builds of
    ``target`` left when they were killed (their process ``PID`` is gone); a live build's files
    are kept. Returns the files removed."""
    removed = []
    prefix = target.name + ".tmp-"
    try:
        candidates = [p for p in target.parent.iterdir() if p.name.startswith(prefix)]
    except OSError:
        return removed
    for path in candidates:
        m = _TEMP_RE.search(path.name)
        if m is None or path.name[: m.start()] != target.name or _pid_alive(int(m.group(1))):
            continue
        try:
            path.unlink()
        except OSError:
            continue
        removed.append(path)
    return removed


def _open_work_copy(
    target: Path, fresh: bool, create_dirs: bool = False
) -> tuple[sqlite3.Connection, Path]:
    _check_target(target, create_dirs)
    remove_stale_temp_files(target)
    tmp = target.with_name(f"{target.name}.tmp-{os.getpid()}")
    try:
        if tmp.exists():
            tmp.unlink()
        try:  # a plain open first: its errno says why better than sqlite does
            os.close(os.open(tmp, os.O_CREAT | os.O_WRONLY | os.O_EXCL, 0o644))
        except OSError as exc:
            raise OSError(
                exc.errno, f"cannot create a file in {target.parent} ({exc.strerror})"
            ) from None
        conn = sqlite3.connect(tmp)
        conn.execute("PRAGMA user_version")  # sqlite opens lazily: fail here, not later
        # a temporary file: no sync while building (see _sync), the rollback journal in
        # memory (no journal file to leave behind), a page cache of up to 64 MB
        conn.execute("PRAGMA synchronous=OFF")
        conn.execute("PRAGMA journal_mode=MEMORY")
        conn.execute("PRAGMA cache_size=-65536")
        conn.execute("CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT)")
    except (OSError, sqlite3.Error) as exc:
        tmp.unlink(missing_ok=True)
        reason = getattr(exc, "strerror", None) or str(exc)
        raise DBWriteError(f"cannot write the knowledge base at {target}: {reason}") from None
    except BaseException:  # Ctrl-C: no temporary file left behind
        tmp.unlink(missing_ok=True)
        raise
    try:
        if target.exists() and not fresh:
            try:
                src = sqlite3.connect(read_only_uri(target), uri=True)
                try:
                    version = src.execute(
                        "SELECT value FROM meta WHERE key='schema_version'"
                    ).fetchone()
                    if version and version[0] == SCHEMA_VERSION:
                        src.backup(conn)
                finally:
                    src.close()
            except sqlite3.DatabaseError:
                pass  # unreadable or foreign file: rebuild from scratch
        conn.executescript(SCHEMA)
    except BaseException:
        conn.close()
        tmp.unlink(missing_ok=True)
        raise
    return conn, tmp


def _sync(path: Path) -> None:
    """Write ``path`` to disk (the build's database is written without syncs: a crashed
    build's temporary file is thrown away; the finished one is synced once, before it
    replaces the knowledge base)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def previous_build(target: Path) -> tuple[str | None, list[str]]:
    """``(code fingerprint, imported source paths)`` of the knowledge base at ``target``, or
    ``(None, [])`` when there is none or it can't be read. The fingerprint is None for a
    database built before fingerprints were recorded."""
    if not target.is_file():
        return None, []
    try:
        src = sqlite3.connect(read_only_uri(target), uri=True)
        try:
            row = src.execute("SELECT value FROM meta WHERE key='code_fingerprint'").fetchone()
            paths = [str(p) for (p,) in src.execute("SELECT path FROM imports ORDER BY path")]
        finally:
            src.close()
    except sqlite3.DatabaseError:
        return None, []
    return (str(row[0]) if row else None), paths


def build(
    sources: Sequence[str | os.PathLike[str]] = (),
    db: str | os.PathLike[str] | None = None,
    *,
    fresh: bool = False,
    progress: Callable[[SourceReport], None] | None = None,
    create_dirs: bool | None = None,
    force: bool = False,
    printing_progress: Callable[[int, int], None] | None = None,
    wait: bool = False,
) -> BuildReport:
    """Build or update the knowledge base at ``db`` (see :func:`rulesparser.kb.paths.locate_db`).

    ``sources``: files or folders (MTGJSON or Scryfall .json, CR .txt, Forge card scripts,
    seed folders). ``fresh`` starts
    from an empty database instead of the current one. ``create_dirs``: create missing parent
    folders of the database (default: only for the platform default location, never for a
    path given by ``db`` or ``$RULESPARSER_DB``). ``force``: replace the file at ``db`` even
    if it is not a rulesparser knowledge base. Temporary files of killed builds of the same
    database are removed. ``progress`` is called with each source's report,
    ``printing_progress(done, total)`` as printed texts are compared (progress bars).
    Returns a :class:`BuildReport`.
    One build at a time writes a database (:func:`build_lock`): while another process builds
    it, :class:`BuildBusyError` is raised, or with ``wait`` this build waits for that one.
    Raises :class:`KBError` for a missing, unsupported or malformed source and
    :class:`DBWriteError` when the database cannot be written or is a file that is not a
    knowledge base (without ``force``); the previous database is then left untouched."""
    import gc

    from rulesparser.kb.workers import GC_THRESHOLDS

    # a build holds millions of objects (line results, rows) and makes many more: collect
    # less often, never walking what existed before the build (the loaded grammars)
    thresholds = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)
    try:
        return _build(
            sources,
            db,
            fresh=fresh,
            progress=progress,
            create_dirs=create_dirs,
            force=force,
            printing_progress=printing_progress,
            wait=wait,
        )
    finally:
        gc.set_threshold(*thresholds)
        gc.unfreeze()


def _build(
    sources: Sequence[str | os.PathLike[str]] = (),
    db: str | os.PathLike[str] | None = None,
    *,
    fresh: bool = False,
    progress: Callable[[SourceReport], None] | None = None,
    create_dirs: bool | None = None,
    force: bool = False,
    printing_progress: Callable[[int, int], None] | None = None,
    wait: bool = False,
) -> BuildReport:
    """:func:`build` (with the collector's thresholds it sets)."""
    started = time.perf_counter()
    timer = PhaseTimes()
    target, explicit = locate_db(db)
    if not force:
        _refuse_foreign_file(target)
    if create_dirs is None:
        create_dirs = not explicit
    with timer.phase("find sources"):  # (before the lock file is made beside the database)
        items = expand_sources(sources)
    _check_target(target, create_dirs)  # (creates the folder of the lock file when asked)
    with build_lock(target, wait):
        return _build_locked(
            items,
            target,
            fresh=fresh,
            progress=progress,
            create_dirs=create_dirs,
            printing_progress=printing_progress,
            started=started,
            timer=timer,
        )


def _build_locked(
    items: list[tuple[str, Path]],
    target: Path,
    *,
    fresh: bool,
    progress: Callable[[SourceReport], None] | None,
    create_dirs: bool,
    printing_progress: Callable[[int, int], None] | None,
    started: float,
    timer: PhaseTimes,
) -> BuildReport:
    """:func:`_build` of the sources ``items`` (:func:`expand_sources`) once the build lock
    of ``target`` is held."""
    report = BuildReport(db=target)
    old_fingerprint, old_paths = previous_build(target)
    if not fresh and old_paths is not None and target.is_file():
        if old_fingerprint != code_fingerprint():
            # Built by another version of rulesparser: its stored parses may be wrong. Rebuild
            # from scratch, re-importing every source it had that still exists.
            fresh = True
            given = {str(p.resolve()) for _, p in items}
            for old in old_paths:
                if old in given:
                    continue
                if Path(old).exists():
                    items.extend(expand_sources([old]))
                else:
                    report.sources.append(
                        SourceReport(
                            old,
                            "skipped",
                            note="imported by an older build, missing now: not re-imported",
                        )
                    )
    opened: tuple[sqlite3.Connection, Path] | None = None
    try:
        with timer.phase("open the database"):
            opened = _open_work_copy(target, fresh, create_dirs)
    except BaseException:
        # Ctrl-C while the schema was being written is raised once Python runs again: in the
        # phase's exit, after the temporary file was made (the build's own cleanup below does
        # not cover it yet)
        if opened is not None:
            opened[0].close()
            opened[1].unlink(missing_ok=True)
        raise
    conn, tmp = opened
    b: Builder | None = None
    try:
        from rulesparser.kb.printings import POOL_MIN_FILES

        n_json = sum(1 for kind, _ in items if kind in ("mtgjson", "scryfall", "forge"))
        with timer.phase("keywords, embedded YAML"):
            b = Builder(conn, workers=None if n_json >= POOL_MIN_FILES else 0, timer=timer)
            rep = SourceReport("kb/keyword_rules.yaml", "yaml")
            b.load_keywords(rep)
            report.sources.append(rep)
            rep = SourceReport("kb/seed_*.yaml", "yaml")
            b.import_seed_data(
                (kb_yaml("seed_cards.yaml") or {}).get("cards") or [],
                (kb_yaml("seed_rulings.yaml") or {}).get("rulings") or [],
                (kb_yaml("seed_rules.yaml") or {}).get("rules") or [],
                rep,
            )
            report.sources.append(rep)
        if progress:
            for r in report.sources:
                progress(r)
        # CR first (keyword rule numbers), then MTGJSON (cards), then seeds (need cards).
        # Scryfall and Forge after MTGJSON: their cards add to MTGJSON's, never replace its text
        order = {"cr": 0, "mtgjson": 1, "scryfall": 2, "forge": 3, "seeds": 4, "skipped": 5}
        for kind, path in sorted(items, key=lambda kp: order[kp[0]]):
            rep = SourceReport(str(path), kind)
            if kind == "skipped":
                rep.skipped = _SKIPPED_COUNTS.get(path, 1)
                rep.note = UNSUPPORTED
            else:
                with timer.phase("sha256 of sources"):
                    digest = _sha256(path, recursive=kind == "forge")
                key = str(path.resolve())
                if b._one("SELECT sha256 FROM imports WHERE path=?", (key,)) == digest:
                    rep.note = "unchanged since last import"
                else:
                    if kind == "mtgjson":  # timed by its parts
                        b.import_mtgjson(path, rep)
                        b.store_ready_printings()
                    else:
                        with timer.phase(f"import {kind}"):
                            if kind == "cr":
                                b.import_cr(path, rep)
                            elif kind == "scryfall":
                                b.import_scryfall(path, rep)
                            elif kind == "forge":
                                b.import_forge(path, rep)
                            else:
                                from rulesparser.kb.importers.seeds import build_seed_data

                                data = build_seed_data(path, path.resolve().parent / "corpus")
                                b.import_seed_data(
                                    data["cards"], data["rulings"], data["rules"], rep
                                )
                    conn.execute(
                        "INSERT OR REPLACE INTO imports VALUES(?,?,?,?,?,?)",
                        (key, digest, kind, rep.added, rep.updated, rep.skipped),
                    )
            report.sources.append(rep)
            if progress:
                progress(rep)
        b.finish_printings(printing_progress)
        with timer.phase("link rulings to keywords, full-text index"):
            b.finalize()
        with timer.phase("counts"):
            report.counts = b.counts()
        pp = b.printing_parser
        report.parse = {
            "lines": len(pp.lines),
            "parsed": pp.parsed,
            "cached": len(pp.lines) - pp.parsed,
            "cache": str(pp.store.path) if pp.store is not None and pp.store.opened else None,
        }
        with timer.phase("commit, sync, rename"):
            conn.commit()
            conn.close()
            _sync(tmp)
        try:
            os.replace(tmp, target)
        except OSError as exc:
            raise DBWriteError(
                f"cannot write the knowledge base at {target}: {exc.strerror or exc}"
            ) from None
    except BaseException:
        if b is not None:
            b.printing_parser.close()
        conn.close()
        tmp.unlink(missing_ok=True)
        raise
    report.seconds = time.perf_counter() - started
    report.timings = timer
    return report
