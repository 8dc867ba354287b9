"""SQLite schema of the knowledge base (standard library ``sqlite3`` with FTS5).

Tables (all text in UTF-8; ``key`` columns hold :func:`rulesparser.kb.text.name_key` values):

- ``cards``: one row per English card name; ``text`` is the Oracle text, ``ast_json`` its
  parsed abilities (``rulesparser.ast.canonical_json``), ``parse_status`` parsed|partial|unparsed.
- ``card_names`` (card, lang, name, key), ``card_texts`` (card, lang, kind oracle|printed|faq|page,
  source, name, type, text), ``printings`` (MTGJSON uuid, set, number, printed text).
- ``keywords``, ``keyword_names`` (id, lang, name, key), ``keyword_rules`` (id, CR version,
  rule number), ``card_keywords`` (card, keyword, parameter, via parsed|text).
- ``cr_versions``, ``rules`` (CR version, number, lang, text, source), ``glossary``.
- ``rulings`` (id, key, scope general|keyword|card, section JSON), ``ruling_texts`` (every
  wording: lang, text, normalised text, source, date), ``ruling_cards``, ``ruling_keywords``
  (kind general|keyword|card: how the link was made).
- ``parses``: one row per distinct printed text parsed at build time (``key``: sha256 of
  lang, name and text), with its canonical AST JSON and parsed/unparsed line counts;
  ``printing_parses`` (printing uuid, lang, face -> parse), ``printing_checks`` (uuid, lang fr|de:
  lines compared with the English printed text and lines not comparable) and
  ``printing_findings`` (uuid, lang, kind translation|reminder|errata, code, face, line, line
  text, message, expected/actual JSON, basis ast|facts, the reference line ``en_text``): see
  :mod:`rulesparser.kb.printings`.
- ``data_findings`` (card, source forge|scryfall, ref: Forge file or Scryfall "SET number",
  code data-keyword-missing|extra|parameter, keyword, message, expected/actual JSON): a
  source's keyword list against the keywords of the parsed Oracle text
  (:mod:`rulesparser.kb.importers.sources`).
- ``fts``: FTS5 over ruling and rule texts, ``unicode61 remove_diacritics 2`` (so
  "etourdissement" matches "étourdissement"); ``fts_terms`` (fts5vocab) lists its indexed
  words, so a query word that is only the part of German compounds ("Marken" in "Zeitmarken")
  finds them.
- ``imports``: one row per imported file (sha256) so re-importing the same file is skipped.
"""

from __future__ import annotations

SCHEMA_VERSION = "3"

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS imports(
    path TEXT PRIMARY KEY, sha256 TEXT NOT NULL, kind TEXT NOT NULL,
    added INTEGER, updated INTEGER, skipped INTEGER);
CREATE TABLE IF NOT EXISTS cards(
    id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, mana_cost TEXT, type TEXT,
    power TEXT, toughness TEXT, layout TEXT, faces TEXT, text TEXT, text_date TEXT,
    ast_json TEXT, parse_status TEXT, parse_errors TEXT);
CREATE TABLE IF NOT EXISTS card_names(
    card_id INTEGER NOT NULL, lang TEXT NOT NULL, name TEXT NOT NULL, key TEXT NOT NULL,
    PRIMARY KEY(card_id, lang, key));
CREATE INDEX IF NOT EXISTS card_names_key ON card_names(key);
CREATE TABLE IF NOT EXISTS card_texts(
    card_id INTEGER NOT NULL, lang TEXT NOT NULL, kind TEXT NOT NULL, source TEXT NOT NULL,
    name TEXT, type TEXT, text TEXT, PRIMARY KEY(card_id, lang, kind, source));
CREATE TABLE IF NOT EXISTS printings(
    uuid TEXT PRIMARY KEY, card_id INTEGER NOT NULL, set_code TEXT, number TEXT,
    original_type TEXT, original_text TEXT);
CREATE INDEX IF NOT EXISTS printings_card ON printings(card_id);
CREATE INDEX IF NOT EXISTS printings_set ON printings(set_code);
CREATE TABLE IF NOT EXISTS parses(
    id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, lang TEXT NOT NULL, name TEXT,
    text TEXT NOT NULL, ast_json TEXT, parsed INTEGER NOT NULL, unparsed INTEGER NOT NULL,
    error TEXT);
CREATE TABLE IF NOT EXISTS printing_parses(
    uuid TEXT NOT NULL, lang TEXT NOT NULL, face INTEGER NOT NULL, parse_id INTEGER NOT NULL,
    PRIMARY KEY(uuid, lang, face));
CREATE TABLE IF NOT EXISTS printing_checks(
    uuid TEXT NOT NULL, lang TEXT NOT NULL, compared INTEGER NOT NULL,
    not_comparable INTEGER NOT NULL, PRIMARY KEY(uuid, lang));
CREATE TABLE IF NOT EXISTS printing_findings(
    id INTEGER PRIMARY KEY, uuid TEXT NOT NULL, lang TEXT NOT NULL, kind TEXT NOT NULL,
    code TEXT NOT NULL, face INTEGER NOT NULL, line INTEGER NOT NULL, text TEXT,
    message TEXT NOT NULL, expected TEXT, actual TEXT, basis TEXT NOT NULL DEFAULT 'ast',
    en_text TEXT);
CREATE INDEX IF NOT EXISTS printing_findings_uuid ON printing_findings(uuid);
CREATE INDEX IF NOT EXISTS printing_findings_lang ON printing_findings(lang, kind);
CREATE TABLE IF NOT EXISTS data_findings(
    id INTEGER PRIMARY KEY, card_id INTEGER NOT NULL, source TEXT NOT NULL, ref TEXT,
    code TEXT NOT NULL, keyword TEXT, message TEXT NOT NULL, expected TEXT, actual TEXT);
CREATE INDEX IF NOT EXISTS data_findings_card ON data_findings(card_id);
CREATE TABLE IF NOT EXISTS keywords(id TEXT PRIMARY KEY, name_en TEXT);
CREATE TABLE IF NOT EXISTS keyword_names(
    keyword_id TEXT NOT NULL, lang TEXT NOT NULL, name TEXT NOT NULL, key TEXT NOT NULL,
    PRIMARY KEY(keyword_id, lang, key));
CREATE INDEX IF NOT EXISTS keyword_names_key ON keyword_names(key);
CREATE TABLE IF NOT EXISTS cr_versions(id TEXT PRIMARY KEY, effective TEXT, file TEXT);
CREATE TABLE IF NOT EXISTS keyword_rules(
    keyword_id TEXT NOT NULL, cr TEXT NOT NULL, number TEXT NOT NULL,
    PRIMARY KEY(keyword_id, cr));
CREATE INDEX IF NOT EXISTS keyword_rules_number ON keyword_rules(number);
CREATE TABLE IF NOT EXISTS rules(
    cr TEXT NOT NULL, number TEXT NOT NULL, lang TEXT NOT NULL, text TEXT NOT NULL,
    source TEXT, PRIMARY KEY(cr, number, lang));
CREATE INDEX IF NOT EXISTS rules_number ON rules(number);
CREATE TABLE IF NOT EXISTS glossary(
    cr TEXT NOT NULL, term TEXT NOT NULL, text TEXT, PRIMARY KEY(cr, term));
CREATE TABLE IF NOT EXISTS card_keywords(
    card_id INTEGER NOT NULL, keyword_id TEXT NOT NULL, parameter TEXT NOT NULL DEFAULT '',
    via TEXT NOT NULL, PRIMARY KEY(card_id, keyword_id, parameter));
CREATE INDEX IF NOT EXISTS card_keywords_kw ON card_keywords(keyword_id);
CREATE TABLE IF NOT EXISTS rulings(
    id INTEGER PRIMARY KEY, key TEXT UNIQUE, scope TEXT NOT NULL, section TEXT);
CREATE TABLE IF NOT EXISTS ruling_texts(
    id INTEGER PRIMARY KEY, ruling_id INTEGER NOT NULL, lang TEXT NOT NULL, text TEXT NOT NULL,
    norm TEXT NOT NULL, source TEXT NOT NULL, date TEXT,
    UNIQUE(ruling_id, lang, text, source));
CREATE INDEX IF NOT EXISTS ruling_texts_norm ON ruling_texts(lang, norm);
CREATE INDEX IF NOT EXISTS ruling_texts_ruling ON ruling_texts(ruling_id);
CREATE TABLE IF NOT EXISTS ruling_cards(
    ruling_id INTEGER NOT NULL, card_id INTEGER NOT NULL, PRIMARY KEY(ruling_id, card_id));
CREATE INDEX IF NOT EXISTS ruling_cards_card ON ruling_cards(card_id);
CREATE TABLE IF NOT EXISTS ruling_keywords(
    ruling_id INTEGER NOT NULL, keyword_id TEXT NOT NULL, kind TEXT NOT NULL,
    PRIMARY KEY(ruling_id, keyword_id));
CREATE INDEX IF NOT EXISTS ruling_keywords_kw ON ruling_keywords(keyword_id);
CREATE VIRTUAL TABLE IF NOT EXISTS fts USING fts5(
    text, lang UNINDEXED, kind UNINDEXED, ref UNINDEXED,
    tokenize = "unicode61 remove_diacritics 2");
CREATE VIRTUAL TABLE IF NOT EXISTS fts_terms USING fts5vocab(fts, 'row');
"""
