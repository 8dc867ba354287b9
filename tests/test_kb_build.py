"""Knowledge-base build: embedded default, MTGJSON slice import, dedup, idempotence, atomicity."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest
from _shared import CORPUS, SEEDS, needs_shared

from rulesparser.kb import KBError, build, card, default_db_path, rulings, search
from rulesparser.kb.queries import connect

PLC = CORPUS / "mtgjson" / "sets_v5.2.0_20220425" / "PLC.json"
DMU = CORPUS / "mtgjson" / "sets_v5.2.1_20230515" / "DMU.json"


@pytest.fixture(autouse=True)
def _fresh_connections(fresh_kb_connections: None) -> None:
    """Every test here starts and ends with no cached KB connection."""


@pytest.fixture(scope="module")
def default_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The embedded default: kb/*.yaml only, as on a fresh install."""
    db = tmp_path_factory.mktemp("kb") / "default.sqlite"
    build([], db)
    return db


@pytest.fixture(scope="module")
def slice_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """kb/*.yaml + PLC.json + DMU.json (a real slice of the corpus)."""
    if not PLC.is_file():
        pytest.skip(f"real data not found at {PLC}")
    db = tmp_path_factory.mktemp("kb") / "slice.sqlite"
    build([PLC, DMU], db)
    return db


def test_fresh_install_answers_vanishing_in_three_languages(default_db: Path) -> None:
    en = rulings("vanishing", "en", default_db)
    fr = rulings("Disparition", "fr", default_db)
    de = rulings("Verschwinden", "de", default_db)
    ids = [r["id"] for r in en["rulings"]]
    assert ids == [r["id"] for r in fr["rulings"]] == [r["id"] for r in de["rulings"]]
    general = [r for r in de["rulings"] if r["scope"] == "general"]
    assert len(general) == 4
    assert all(r["lang"] == "de" and r["source"] == "seed-001" for r in general)
    assert general[0]["text"].startswith("Sowohl Verschwinden als auch Aussetzen")
    assert fr["rulings"][0]["text"].startswith("La disparition et la mécanique de suspension")
    cards = {c for r in en["rulings"] for c in r["cards"]}
    assert {"Chronozoa", "Deadly Grub", "Tidewalker", "Keldon Marauders", "Reality Acid"} <= cards
    # card rulings with no German text fall back to English and say so
    assert de["fallbacks"] == len([r for r in de["rulings"] if r["scope"] == "card"])


def test_fresh_install_card(default_db: Path) -> None:
    for name in (
        "Keldon Marauders",
        "Maraudeurs keldes",
        "maraudeurs KELDES",
        "Keldonischer Marodeur",
    ):
        res = card(name, db=default_db)
        assert res is not None and res["name"] == "Keldon Marauders", name
    res = card("Keldon Marauders", db=default_db)
    kw = {k["id"]: k for k in res["keywords"]}
    assert kw["vanishing"]["parameter"] == "2"
    assert {r["number"] for r in kw["vanishing"]["rules"]} == {
        "502.60",
        "702.60",
        "702.61",
        "702.62",
        "702.63",
    }
    assert res["texts"]["fr"]["name"] == "Maraudeurs keldes"
    assert res["abilities"]["type"] == "card"
    assert res["abilities"]["abilities"][0]["type"] == "keyword"


def test_rule_numbers_of_every_era_find_the_keyword(default_db: Path) -> None:
    for number in ("502.60", "502.60a", "702.63", "702.63c"):
        res = rulings(number, "en", default_db)
        assert res["match"]["id"] == "vanishing", number
    # 702.62 is suspend today and was vanishing in the 2013 rules
    res = rulings("702.62b", "en", default_db)
    assert res["match"]["id"] == "suspend" and res["match"]["others"]["vanishing"] == ["2013-07-11"]
    assert rulings("702.62b", "en", default_db, cr="2014")["match"]["id"] == "vanishing"
    # 702.60 meant vanishing only in the 2009 rules; --cr picks the era
    assert rulings("702.60", "en", default_db)["match"]["others"]["vanishing"] == ["2009-07-11"]
    assert rulings("702.60", "en", default_db, cr="2009-08")["match"]["id"] == "vanishing"


def test_keyword_aliases(default_db: Path) -> None:
    assert rulings("étourdissement", "fr", default_db)["match"]["id"] == "stun_counter"
    assert rulings("etourdissement", "fr", default_db)["match"]["id"] == "stun_counter"
    assert rulings("Schwund", "de", default_db)["match"]["id"] == "fading"
    assert rulings("l'écho", "fr", default_db)["match"]["id"] == "echo"


@needs_shared
def test_faq_and_mtgjson_wordings_are_one_ruling(slice_db: Path) -> None:
    res = rulings("Chronozoa", "en", slice_db)
    first = next(r for r in res["rulings"] if "had no time counters on it at the time" in r["text"])
    assert {s for s, _ in first["sources"]} == {"seed-003", "mtgjson:PLC"}
    wordings = [first["text"]] + [w["text"] for w in first["wordings"] if w["lang"] == "en"]
    assert any("from play" in w for w in wordings) and any("battlefield" in w for w in wordings)
    # the French FAQ wording travels with it
    assert any(w["lang"] == "fr" for w in first["wordings"])


@needs_shared
def test_search_lists_a_ruling_with_two_wordings_once(slice_db: Path) -> None:
    # Chronozoa's ruling: FAQ 2007 "from play" and MTGJSON "from the battlefield", one ruling
    res = search("Chronozoa time counters graveyard", "en", slice_db)["results"]
    keys = [(r["kind"], r["ref"], r["lang"]) for r in res]
    assert len(keys) == len(set(keys))
    chronozoa = [r for r in res if r["kind"] == "ruling" and r["cards"] == ["Chronozoa"]]
    assert len(chronozoa) == 2  # two distinct Chronozoa rulings, each once
    assert len({r["ref"] for r in chronozoa}) == 2


@needs_shared
def test_stun_counter_rulings_link_the_article_and_mtgjson(slice_db: Path) -> None:
    res = rulings("stun counter", "fr", slice_db)
    article = [r for r in res["rulings"] if r["link"] == "keyword"]
    assert len(article) == 8 and all(r["lang"] == "fr" for r in article)
    assert {s for s, _ in article[0]["sources"]} == {"seed-004", "mtgjson:DMU"}
    cards = {c for r in res["rulings"] for c in r["cards"]}
    assert {"Stall for Time", "Frostfist Strider", "Impede Momentum"} <= cards


@needs_shared
def test_import_is_idempotent(slice_db: Path, tmp_path: Path) -> None:
    db = tmp_path / "again.sqlite"
    shutil.copy(slice_db, db)
    report = build([PLC, DMU], db)
    assert all(s.added == 0 and s.updated == 0 for s in report.sources), [
        s.__dict__ for s in report.sources
    ]
    assert "unchanged" in report.sources[-1].note
    # a byte-identical copy under another path is imported row by row and changes nothing either
    copy = tmp_path / "PLC.json"
    shutil.copy(PLC, copy)
    report = build([copy], db)
    assert report.sources[-1].added == 0 and report.sources[-1].updated == 0
    assert report.sources[-1].skipped > 400


@needs_shared
def test_seed_folder_import_matches_shipped_yaml(default_db: Path, tmp_path: Path) -> None:
    db = tmp_path / "seeds.sqlite"
    shutil.copy(default_db, db)
    report = build([SEEDS], db)
    seeds = next(s for s in report.sources if s.kind == "seeds")
    assert seeds.added == 0 and seeds.updated == 0 and seeds.skipped > 200


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_failed_build_leaves_old_database(default_db: Path, tmp_path: Path) -> None:
    db = tmp_path / "kb.sqlite"
    shutil.copy(default_db, db)
    before = _digest(db)
    bad = tmp_path / "broken.json"
    bad.write_text('{"data": {"cards": [', encoding="utf-8")
    with pytest.raises(KBError, match=r"broken\.json: line 1: invalid JSON"):
        build([bad], db)
    assert _digest(db) == before
    assert not list(tmp_path.glob("kb.sqlite.tmp-*"))
    not_mtgjson = tmp_path / "other.json"
    not_mtgjson.write_text(json.dumps({"data": {"name": "x"}}), encoding="utf-8")
    with pytest.raises(KBError, match="no data.cards list"):
        build([not_mtgjson], db)
    with pytest.raises(KBError, match="no such file"):
        build([tmp_path / "missing.json"], db)
    assert _digest(db) == before
    assert connect(db).execute("SELECT count(*) FROM cards").fetchone()[0] == 71


def test_queries_auto_build_the_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("RULESPARSER_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    db = default_db_path()
    assert db == tmp_path / "data" / "rulesparser" / "kb.sqlite"
    from rulesparser.kb.data import KBBuildNotice

    with pytest.warns(KBBuildNotice, match="building the embedded one"):
        assert card("Tidewalker")["names"]["fr"] == "Marcheur des marées"
    assert db.is_file()


def test_explicit_missing_database_is_not_created(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    missing = tmp_path / "nodir" / "kb.sqlite"
    message = f"no knowledge base at {missing} (run 'rulesparser kb build --db {missing}')"
    with pytest.raises(KBError) as err:
        rulings("vanishing", "en", missing)
    assert str(err.value) == message
    monkeypatch.setenv("RULESPARSER_DB", str(missing))
    with pytest.raises(KBError, match="no knowledge base at"):
        card("Tidewalker")
    assert not (tmp_path / "nodir").exists()
    # kb build does not create missing folders of an explicit path either
    with pytest.raises(KBError, match=r"folder .*nodir does not exist"):
        build([], missing)
    assert not (tmp_path / "nodir").exists()


def test_unwritable_database_paths(tmp_path: Path) -> None:
    junk = tmp_path / "junk.bin"
    junk.write_bytes(b"\x00junk")
    with pytest.raises(KBError) as err:
        build([], junk / "kb.sqlite")
    assert str(err.value) == (
        f"cannot write the knowledge base at {junk / 'kb.sqlite'}: {junk} is not a folder"
    )
    with pytest.raises(KBError, match=r"cannot write the knowledge base at /proc/kb\.sqlite: \S"):
        build([], "/proc/kb.sqlite")


def test_named_unsupported_file_fails_but_folders_skip(tmp_path: Path) -> None:
    junk = tmp_path / "junk.bin"
    junk.write_bytes(b"\x00junk")
    db = tmp_path / "kb.sqlite"
    with pytest.raises(KBError, match=r"junk\.bin: not a supported source"):
        build([junk], db)
    assert not db.exists()
    report = build([tmp_path], db)
    skipped = [s for s in report.sources if s.kind == "skipped"]
    assert [(s.path, s.skipped) for s in skipped] == [(str(tmp_path), 1)]


def _one_card_set(path: Path) -> Path:
    card = {"name": "Test Bear", "type": "Creature — Bear", "text": "Flying", "uuid": "u1"}
    path.write_text(json.dumps({"data": {"code": "TST", "cards": [card]}}), encoding="utf-8")
    return path


def _age(db: Path) -> None:
    """Make ``db`` look built by another version of rulesparser."""
    import sqlite3

    from rulesparser.kb.queries import close_all

    close_all()
    conn = sqlite3.connect(db)
    conn.execute("UPDATE meta SET value='older' WHERE key='code_fingerprint'")
    conn.commit()
    conn.close()


def test_a_kb_built_by_another_version_is_rebuilt_with_its_sources(tmp_path: Path) -> None:
    """After an upgrade the stored parses may be wrong: `kb build` re-imports every source the
    old database had (not "unchanged since last import"), and records the new fingerprint."""
    from rulesparser.kb.builder import previous_build
    from rulesparser.kb.fingerprint import code_fingerprint

    db = tmp_path / "kb.sqlite"
    src = _one_card_set(tmp_path / "TST.json")
    build([src], db)
    again = build([], db)
    assert str(src.resolve()) in previous_build(db)[1]
    assert previous_build(db)[0] == code_fingerprint()
    assert not any(r.path == str(src) for r in again.sources)  # up to date: nothing re-done
    _age(db)
    report = build([], db)
    redone = [r for r in report.sources if r.kind == "mtgjson"]
    assert len(redone) == 1 and redone[0].added == 1 and redone[0].note == ""
    assert previous_build(db)[0] == code_fingerprint()
    assert card("Test Bear", db=db)["name"] == "Test Bear"


def test_a_stale_kb_given_explicitly_warns_and_the_default_one_is_refreshed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`--db`/$RULESPARSER_DB: a warning saying how to refresh; the default location: rebuilt
    automatically on first use (the user never built it by hand)."""
    from rulesparser.kb import paths
    from rulesparser.kb.builder import previous_build
    from rulesparser.kb.data import KBBuildNotice, StaleKBWarning
    from rulesparser.kb.fingerprint import code_fingerprint
    from rulesparser.kb.queries import close_all

    db = tmp_path / "kb.sqlite"
    build([], db)
    _age(db)
    with pytest.warns(StaleKBWarning, match="kb build --db"):
        card("Pongify", db=db)
    close_all()
    default = tmp_path / "default" / "kb.sqlite"
    monkeypatch.delenv("RULESPARSER_DB", raising=False)
    monkeypatch.setattr(paths, "default_db_path", lambda: default)
    build([], None)
    _age(default)
    with pytest.warns(KBBuildNotice, match="built by another version of rulesparser: rebuilding"):
        assert card("Pongify")["name"] == "Pongify"
    assert previous_build(default)[0] == code_fingerprint()
    close_all()
