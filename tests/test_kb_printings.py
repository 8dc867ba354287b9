"""Printed texts of every printing (English ``originalText``, French/German ``foreignData.text``)
parsed at build time, translation findings stored per printing, and the ``card`` / ``findings``
commands that show them. Real slices: ZEN.json (Mold Shambler's French reminder says {1}{R})
and PLC.json (Keldon Marauders)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from _shared import CORPUS, needs_shared
from click.testing import CliRunner

from rulesparser import parse
from rulesparser.ast import Card, node_from_json, strip_meta
from rulesparser.cli import main
from rulesparser.kb import QueryError, build, card
from rulesparser.kb.printings import PrintingParser, compare_faces
from rulesparser.kb.queries import close_all, connect, findings

SETS = CORPUS / "mtgjson" / "sets_v5.2.0_20220425"
ZEN = SETS / "ZEN.json"
PLC = SETS / "PLC.json"


@pytest.fixture(autouse=True)
def _fresh_connections(fresh_kb_connections: None) -> None:
    """Every test here starts and ends with no cached KB connection."""


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> str:
    if not ZEN.is_file():
        pytest.skip(f"real data not found at {ZEN}")
    path = tmp_path_factory.mktemp("printings") / "kb.sqlite"
    build([ZEN, PLC], path)
    close_all()
    return str(path)


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env={"LANG": "C", "LANGUAGE": ""})
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def _printing(res: dict, set_code: str) -> dict:
    return next(p for p in res["printing_checks"] if p["set"] == set_code)


@needs_shared
def test_mold_shambler_french_reminder_says_red(db: str) -> None:
    zen = _printing(card("Escogriffe de moisissure", db=db), "ZEN")
    assert zen["number"] == "169"
    by_kind = {(f["lang"], f["kind"]): f for f in zen["findings"]}
    assert set(by_kind) == {("fr", "translation"), ("fr", "reminder")}
    tr = by_kind[("fr", "translation")]
    assert (tr["expected"], tr["actual"], tr["line"]) == ("G", "R", 1)
    assert tr["text"].startswith("Kick {1}{G} (Vous pouvez payer {1}{R}")
    assert "CR 702.33" in by_kind[("fr", "reminder")]["message"]
    # the German printing agrees where it can be compared; the rest is not comparable
    de = zen["langs"]["de"]
    assert de["compared"] >= 1 and de["compared"] + de["not_comparable"] == 2


@needs_shared
def test_keldon_marauders_printings_agree_in_three_languages(db: str) -> None:
    plc = _printing(card("Keldonischer Marodeur", db=db), "PLC")
    assert [f for f in plc["findings"] if f["kind"] != "errata"] == []
    # the printed English text is not today's Oracle text: errata, listed apart
    (errata,) = [f for f in plc["findings"] if f["kind"] == "errata"]
    assert (errata["lang"], errata["line"], errata["code"]) == ("en", 2, "errata-mismatch")
    assert errata["text"].endswith("deals 1 damage to target player.")
    assert errata["en_text"].endswith("target player or planeswalker.")
    assert plc["langs"]["en"] == {"parsed": 2, "unparsed": 0}
    assert plc["langs"]["fr"]["compared"] == 2
    de = plc["langs"]["de"]
    assert de["compared"] >= 1 and de["compared"] + de["not_comparable"] == 2


@needs_shared
def test_parses_are_stored_once_and_not_redone_at_query_time(
    db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    conn = connect(db)
    (ast_json,) = conn.execute(
        "SELECT x.ast_json FROM printing_parses pp JOIN parses x ON x.id = pp.parse_id "
        "JOIN printings p ON p.uuid = pp.uuid WHERE p.set_code='ZEN' AND p.number='169' "
        "AND pp.lang='fr'"
    ).fetchone()
    stored = json.loads(ast_json)
    kicker = stored["abilities"][0]
    assert kicker["name"] == "kicker" and kicker["source"]["lang"] == "fr"
    assert kicker["findings"][0]["code"] == "reminder-mismatch"
    assert isinstance(node_from_json(stored), Card)
    # identical (text, lang, name) of several printings share one parse row
    dup = conn.execute(
        "SELECT count(*) FROM (SELECT parse_id FROM printing_parses GROUP BY parse_id "
        "HAVING count(*) > 1)"
    ).fetchone()[0]
    assert dup > 0
    assert (
        conn.execute("SELECT count(*) FROM parses GROUP BY key HAVING count(*) > 1").fetchall()
        == []
    )

    def boom(*args: object, **kwargs: object) -> None:
        raise AssertionError("parsed at query time")

    monkeypatch.setattr("rulesparser.parse", boom)
    monkeypatch.setattr("rulesparser.parser.parse", boom)
    assert _printing(card("Mold Shambler", db=db), "ZEN")["findings"]


@needs_shared
def test_findings_command(db: str) -> None:
    code, out, _ = run("findings", "--set", "zen", "--lang", "fr", "--db", db)
    assert code == 0
    assert (
        "ZEN 169 Mold Shambler (Escogriffe de moisissure): fr line 1 [translation-mismatch]" in out
    )
    assert 'is "R" where en has "G"' in out
    code, out, _ = run(
        "findings", "--set", "ZEN", "--kind", "translation", "--lang", "fr", "--db", db, "--json"
    )
    data = json.loads(out)
    # the second: the French Quest for Ancient Secrets "mettez un marqueur" says no "vous
    # pouvez" where English says "you may put a quest counter" (optional, CR 608.2d)
    assert code == 0 and data["counts"] == {"translation:fr": 2}
    assert {f["card"] for f in data["findings"]} == {"Mold Shambler", "Quest for Ancient Secrets"}
    assert data["compared"]["fr"]["compared"] > 0
    # the one real difference in Planar Chaos: the German Roiling Horror drains "ein Gegner deiner
    # Wahl" (target opponent) where English and French say "target player"
    code, out, _ = run("findings", "--set", "PLC", "--db", db)
    assert code == 0
    assert "PLC 79 Roiling Horror (Eintrübender Schrecken): de line 3 [translation-mismatch]" in out
    assert 'player.kind is "target_opponent" where en has "target_player"' in out
    code, out, _ = run("findings", "--lang", "de", "--set", "ZEN", "--db", db, "--json")
    assert code == 1 and json.loads(out)["findings"] == []


@needs_shared
def test_findings_bad_input_is_one_line_exit_2(db: str) -> None:
    for args in (["--set", "'; DROP TABLE printings"], ["--set", ""], ["--set", "x" * 400]):
        code, out, err = run("findings", *args, "--db", db)
        assert code == 2 and err.startswith("error: bad set code") and err.count("\n") == 1
    with pytest.raises(QueryError, match="unknown finding kind"):
        findings(kind="typo", db=db)
    assert findings(set_code="ZEN", db=db)["findings"]  # the table survived


@needs_shared
def test_card_command_shows_printed_text_checks(db: str) -> None:
    code, out, _ = run("card", "Mold Shambler", "--db", db)
    assert code == 0
    section = out.split("Printed texts", 1)[1].split("Rulings", 1)[0]
    # languages in the order of the lexicons on disk: the reference (English) first
    # both lines parse in every language since the targets area ("if it was kicked, destroy
    # target noncreature permanent"); the French misprint of the kicker reminder stays a finding
    assert "ZEN 169: en: 2 parsed, 0 unparsed; de: 2 parsed, 0 unparsed" in section
    assert "fr: 2 parsed, 0 unparsed (2 compared with en" in section
    assert "fr line 1 [translation-mismatch]" in section


@needs_shared
def test_reimporting_a_changed_file_replaces_its_findings(tmp_path: Path) -> None:
    src = tmp_path / "ZEN.json"
    shutil.copy(ZEN, src)
    db = tmp_path / "kb.sqlite"
    build([src], db)
    close_all()
    before = findings(set_code="ZEN", db=db)["counts"]
    src.write_bytes(src.read_bytes() + b"\n")  # same cards, new checksum: imported again
    build([src], db)
    close_all()
    after = findings(set_code="ZEN", db=db)["counts"]
    assert after == before
    # (Mold Shambler's kicker reminder; Mold Shambler, Quest for Ancient Secrets)
    assert (before["reminder:fr"], before["translation:fr"]) == (1, 2)
    assert before["errata:en"] > 0  # printed English against today's Oracle text, apart


def test_keyword_list_in_another_order_is_no_finding() -> None:
    # ELD Clackbridge Troll / MID Sunrise Cavalier: German lists haste before trample
    en = parse("Trample, haste", "en", lenient=True)
    de = parse("Eile, verursacht Trampelschaden", "de", lenient=True)
    assert compare_faces([en], [de], "de") == (1, 0, [])  # one printed line, compared
    # ... but another keyword is one
    de2 = parse("Eile, Lebensverknüpfung", "de", lenient=True)
    compared, _, found = compare_faces([en], [de2], "de")
    assert compared == 1 and [(f.code, f.basis) for f in found] == [("translation-mismatch", "ast")]


def test_oracle_reordering_keyword_abilities_pairs_the_same_keywords() -> None:
    """Calciderm (PLC 23): the printed card has "Vanishing 4" then "Calciderm can't be the
    target of spells or abilities."; Oracle has "Shroud" then "Vanishing 4". The two
    vanishing lines are paired (they were paired by position: two false errata findings);
    the old wording of shroud is the one difference left."""
    name = "Calciderm"
    oracle = (
        "Shroud (This creature can't be the target of spells or abilities.)\n"
        "Vanishing 4 (This creature enters the battlefield with four time counters on it. At "
        "the beginning of your upkeep, remove a time counter from it. When the last is removed, "
        "sacrifice it.)"
    )
    printed = (
        "Vanishing 4 (This permanent comes into play with four time counters on it. At the "
        "beginning of your upkeep, remove a time counter from it. When the last is removed, "
        "sacrifice it.)\nCalciderm can't be the target of spells or abilities."
    )
    compared, _, found = compare_faces(
        [parse(oracle, "en", card_name=name, lenient=True)],
        [parse(printed, "en", card_name=name, lenient=True)],
        "en",
        en_keys=[(oracle, "en", name)],
        keys=[(printed, "en", name)],
        check="errata",
        reference="oracle",
    )
    assert compared == 2
    assert [(f.code, f.line, f.en_text[:6]) for f in found] == [("errata-mismatch", 2, "Shroud")]


def test_unrecognised_reminder_and_unparsed_lines_are_not_findings() -> None:
    # INV Halam Djinn: MTGJSON's English printed text has the garbled old tap symbol "oc T"
    en = parse("Haste (This creature may attack and oc T the turn it comes under your control.)")
    fr = parse(
        "Célérité (Cette créature peut attaquer et {T} dès le tour où elle arrive sous votre "
        "contrôle.)",
        "fr",
    )
    assert compare_faces([en], [fr], "fr") == (1, 0, [])
    en2 = parse("Flying\nThis line means nothing to the grammar", "en", lenient=True)
    fr2 = parse("Vol\nCette ligne ne veut rien dire", "fr", lenient=True)
    assert compare_faces([en2], [fr2], "fr") == (1, 1, [])
    # a line the translation leaves out is a finding (lines paired by the facts they state)
    compared, not_comparable, found = compare_faces([en2], [parse("Vol", "fr")], "fr")
    assert [(f.code, f.basis, f.en_text) for f in found] == [
        ("line-missing", "facts", "This line means nothing to the grammar")
    ]


def test_worker_processes_give_the_in_process_results() -> None:
    keys = [
        ("Vanishing 2 (This permanent comes into play with 2 time counters on it.)", "en", "X"),
        ("Disparition 3", "fr", "Y"),
        ("Verschwinden 3", "de", "Z"),
    ]
    pool = PrintingParser(workers=2)
    try:
        pool.submit(keys)
        got = [pool.result(k) for k in keys]
    finally:
        pool.close()
    local = PrintingParser(workers=0)
    assert [strip_meta(c.to_json()) for c in got] == [
        strip_meta(local.result(k).to_json()) for k in keys
    ]


def test_database_built_before_printed_texts(tmp_path: Path) -> None:
    import sqlite3

    from rulesparser.kb import KBError

    db = tmp_path / "old.sqlite"
    build([], db)
    conn = sqlite3.connect(db)
    conn.executescript("DROP TABLE printing_findings; DROP TABLE printing_parses;")
    conn.close()
    assert card("Keldon Marauders", db=db)["printing_checks"] == []
    with pytest.raises(KBError, match="built before printed texts were parsed"):
        findings(db=db)
    code, _, err = run("findings", "--db", str(db))
    assert code == 2 and err.startswith("error: this knowledge base was built before")
