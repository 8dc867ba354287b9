"""Knowledge-base builds parse each distinct line once and keep line parses between builds
(issue 11, item 15): the text assembled from its lines is what ``rulesparser.parse`` gives for
the whole text, a line shared by many cards is parsed once, and a second build (``--fresh``
too) takes every line from the parse cache while the code fingerprint is unchanged."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from _shared import CORPUS, needs_shared

from rulesparser import parse
from rulesparser.ast import canonical_json
from rulesparser.kb import build, card
from rulesparser.kb.data import MTGJSON_LANGS, kb_yaml
from rulesparser.kb.parse_cache import ParseCache, cache_path
from rulesparser.kb.printings import PrintingParser, line_keys
from rulesparser.kb.queries import connect


@pytest.fixture(autouse=True)
def _fresh_connections(fresh_kb_connections: None) -> None:
    """Every test here starts and ends with no cached KB connection."""


def _whole(key: tuple[str, str, str]) -> str:
    text, lang, name = key
    return canonical_json(parse(text, lang, card_name=name or None, lenient=True))


def _seed_texts() -> list[tuple[str, str, str]]:
    out = []
    for rec in (kb_yaml("seed_cards.yaml") or {}).get("cards") or []:
        names = rec.get("names") or {}
        for group in ("oracle", "printed", "faq"):
            for lang, t in (rec.get(group) or {}).items():
                if t.get("text") and lang in ("en", "fr", "de"):
                    out.append((t["text"], lang, t.get("name") or names.get(lang) or ""))
    return out


def test_a_text_assembled_from_its_lines_is_the_whole_text_parsed() -> None:
    keys = _seed_texts()
    assert len(keys) > 50 and any(k[0].count("\n") >= 2 for k in keys)
    pp = PrintingParser(workers=0)
    pp.submit(keys)
    for key in keys:
        assert canonical_json(pp.result(key)) == _whole(key), key  # type: ignore[arg-type]


@needs_shared
def test_assembled_texts_match_on_real_printings() -> None:
    rng = random.Random(11)
    keys = []
    for name in ("TSP.json", "ZNR.json", "KHM.json"):
        doc = json.loads((CORPUS / "mtgjson" / "sets_v5.2.0_20220425" / name).read_text())
        for rec in doc["data"]["cards"]:
            keys.append((rec.get("text") or "", "en", rec.get("faceName") or rec["name"]))
            for fd in rec.get("foreignData") or []:
                lang = MTGJSON_LANGS.get(fd.get("language", ""))
                if lang in ("fr", "de"):
                    keys.append((fd.get("text") or "", lang, fd.get("faceName") or fd["name"]))
    keys = rng.sample([k for k in keys if k[0].strip()], 150)
    pp = PrintingParser(workers=0)
    pp.submit(keys)
    for key in keys:
        assert canonical_json(pp.result(key)) == _whole(key), key  # type: ignore[arg-type]


def test_a_line_shared_by_many_cards_is_parsed_once() -> None:
    texts = [
        (f"Flying\nWhen {n} enters the battlefield, you gain 1 life.", "en", n)
        for n in ("Wind Drake", "Storm Crow", "Suntail Hawk")
    ]
    pp = PrintingParser(workers=0)
    pp.submit(texts)
    # "Flying" once (it cannot name the card), the trigger once per card name
    assert pp.parsed == 1 + 3
    flying = {lk for t in texts for lk, _ in line_keys(t) if lk[0] == "Flying"}
    assert flying == {("Flying", "en", "*", 1)}
    for t in texts:
        assert canonical_json(pp.result(t)) == _whole(t)  # type: ignore[arg-type]


def _mtgjson(folder: Path) -> Path:
    cards = [
        {
            "name": name,
            "setCode": "TST",
            "number": str(i),
            "uuid": f"tst-{i}",
            "type": "Creature — Bird",
            "text": f"Flying\nWhen {name} enters the battlefield, you gain 1 life.",
            "originalText": f"Flying\nWhen {name} comes into play, you gain 1 life.",
            "foreignData": [
                {
                    "language": "French",
                    "name": f"{name} FR",
                    "text": f"Vol\nQuand {name} FR arrive en jeu, vous gagnez 1 point de vie.",
                }
            ],
        }
        for i, name in enumerate(("Wind Drake", "Storm Crow", "Suntail Hawk"), 1)
    ]
    src = folder / "TST.json"
    src.write_text(json.dumps({"data": {"code": "TST", "cards": cards}}), encoding="utf-8")
    return src


def _stored(db: Path) -> list[tuple[str, str]]:
    conn = connect(db)
    return conn.execute("SELECT key, ast_json FROM parses ORDER BY key").fetchall()


def test_the_parse_cache_survives_a_fresh_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RULESPARSER_PARSE_CACHE", str(tmp_path / "cache.sqlite"))
    src = _mtgjson(tmp_path)
    db = tmp_path / "kb.sqlite"
    first = build([src], db)
    assert first.parse["parsed"] > 0 and first.parse["cache"] == str(tmp_path / "cache.sqlite")
    before = _stored(db)
    second = build([src], db, fresh=True)
    assert second.parse["parsed"] == 0
    assert second.parse["cached"] == second.parse["lines"] == first.parse["lines"]
    assert _stored(db) == before
    res = card("Storm Crow", db=db)
    assert res is not None and [k["id"] for k in res["keywords"]] == ["flying"]
    # another version of the code (fingerprint) makes the cache start over
    monkeypatch.setattr("rulesparser.kb.parse_cache.code_fingerprint", lambda: "other")
    third = build([src], db, fresh=True)
    assert third.parse["parsed"] == first.parse["parsed"]


def test_the_parse_cache_can_be_turned_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULESPARSER_PARSE_CACHE", "off")
    assert cache_path() is None and not ParseCache().enabled
    report = build([_mtgjson(tmp_path)], tmp_path / "kb.sqlite")
    assert report.parse["cache"] is None and report.parse["parsed"] == report.parse["lines"]


def test_an_unwritable_cache_never_fails_a_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("RULESPARSER_PARSE_CACHE", str(blocker / "cache.sqlite"))
    report = build([_mtgjson(tmp_path)], tmp_path / "kb.sqlite")
    assert report.parse["cache"] is None and report.parse["parsed"] > 0


def _printing_rows(db: Path) -> dict[str, list[tuple]]:
    conn = connect(db)
    try:
        return {
            table: conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2, 3").fetchall()
            for table in ("parses", "printing_parses", "printing_checks", "printing_findings")
        }
    finally:
        conn.close()


def test_parser_workers_store_what_the_build_process_alone_stores(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # three set files: the build parses in worker processes and compares the printings of a
    # file while the workers parse the next ones; the rows are those of an in-process build
    monkeypatch.setenv("RULESPARSER_PARSE_CACHE", "off")
    files = []
    for code in ("TSA", "TSB", "TSC"):
        src = _mtgjson(tmp_path)
        doc = json.loads(src.read_text(encoding="utf-8"))
        for rec in doc["data"]["cards"]:
            rec["uuid"] = f"{code}-{rec['uuid']}"
            rec["setCode"] = code
        files.append(tmp_path / f"{code}.json")
        files[-1].write_text(json.dumps(doc), encoding="utf-8")
        src.unlink()
    monkeypatch.setenv("RULESPARSER_KB_WORKERS", "2")
    with_workers = build(files, tmp_path / "workers.sqlite")
    monkeypatch.setenv("RULESPARSER_KB_WORKERS", "0")
    alone = build(files, tmp_path / "alone.sqlite")
    assert with_workers.parse["parsed"] == alone.parse["parsed"] > 0
    rows = _printing_rows(tmp_path / "workers.sqlite")
    assert rows == _printing_rows(tmp_path / "alone.sqlite")
    assert len(rows["printing_parses"]) == 3 * 3 * 2  # 3 sets x 3 cards x (en, fr)
