"""CLI of the knowledge base (``rulings``, ``card``, ``rule``, ``search``, ``kb build``): output,
``--json``, localized labels, and hostile input (never a traceback; exit code 2 for bad input)."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesparser.cli import main
from rulesparser.i18n import get_plural_translator, get_translator, resolve_lang
from rulesparser.kb import QueryError, rulings, search
from rulesparser.kb.queries import close_all, fts_query

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> str:
    from rulesparser.kb import build

    path = tmp_path_factory.mktemp("cli") / "kb.sqlite"
    build([], path)
    close_all()
    return str(path)


def run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env=env or {"LANG": "C", "LANGUAGE": ""})
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def test_rulings_json_same_ids_in_three_languages(db: str) -> None:
    outs = []
    for query, lang in (("vanishing", "en"), ("Disparition", "fr"), ("Verschwinden", "de")):
        code, out, _ = run("rulings", query, "--lang", lang, "--db", db, "--json")
        assert code == 0
        outs.append(json.loads(out))
    assert [r["id"] for r in outs[0]["rulings"]] == [r["id"] for r in outs[2]["rulings"]]
    assert outs[1]["rulings"][3]["text"].startswith("Si le dernier marqueur « temps » est retiré")


def test_rulings_text_output_is_localized(db: str) -> None:
    code, out, _ = run("rulings", "la disparition", "--lang", "fr", "--db", db)
    assert code == 0
    assert out.startswith("14 décisions pour Disparition")
    code, out, _ = run("rulings", "Verschwinden", "--lang", "de", "--db", db)
    assert "Regelungen zu Verschwinden" in out
    assert "(auf Englisch angezeigt: keine deutsche Übersetzung)" in out


def test_card_command(db: str) -> None:
    code, out, _ = run("card", "Maraudeurs keldes", "--db", db)
    assert code == 0
    assert out.startswith("Keldon Marauders  {1}{R}")
    assert "Keldonischer Marodeur" in out and "702.63 (2026-01-16)" in out
    code, out, _ = run("card", "Keldonischer Marodeur", "--db", db, "--json")
    assert json.loads(out)["names"]["fr"] == "Maraudeurs keldes"


def test_rule_command(db: str) -> None:
    code, out, _ = run("rule", "702.63a", "--cr", "2026", "--db", db)
    assert code == 0
    assert "702.63a Vanishing is a keyword that represents three abilities" in out
    assert "This permanent enters with N time counters" in out
    code, out, _ = run("rule", "502.60a", "--db", db, "--lang", "fr")
    assert "La disparition est un mot-clé qui représente trois capacités" in out


def test_search_folds_diacritics(db: str) -> None:
    code, out, _ = run("search", "etourdissement", "--lang", "fr", "--db", db, "--json")
    assert code == 0
    results = json.loads(out)["results"]
    assert results and all(r["lang"] == "fr" for r in results)
    assert any("étourdissement" in r["snippet"] for r in results)


def test_search_star_asks_for_a_prefix_of_three_letters(db: str) -> None:
    """ "fly*" finds the rules about flying as "flyi*" does; without the star a three-letter
    word is matched whole ("fly" is no word of the rules), and a two-letter stem stays whole."""
    code, out, _ = run("search", "fly*", "--lang", "en", "--db", db)
    assert code == 0 and "[flying]" in out
    assert out == run("search", "flyi*", "--lang", "en", "--db", db)[1]
    assert run("search", "fly", "--lang", "en", "--db", db)[0] == 1
    assert run("search", "fl*", "--lang", "en", "--db", db)[0] == 1


@pytest.mark.parametrize(
    "query",
    [
        '"',
        "'",
        'vanishing"',
        "AND OR NOT",
        "NEAR(a b)",
        "*",
        "van*",
        "-vanishing",
        "'; DROP TABLE rulings; --",
        "x" * 250,
        "\x00",
        "{1}{R}",
        "a:b",
        "^vanishing",
    ],
)
def test_hostile_queries_never_crash(db: str, query: str) -> None:
    for cmd in ("rulings", "card", "search"):
        code, out, err = run(cmd, "--db", db, "--", query)
        assert code in (0, 1, 2), (cmd, query, out, err)
        assert "Traceback" not in out + err
        if code == 2:
            assert err.startswith("error: ") and err.count("\n") == 1
    code, _, _ = run("rulings", "vanishing", "--db", db)
    assert code == 0  # tables are still there


@pytest.mark.parametrize(
    ("cmd", "query", "what", "column", "code"),
    [
        ("card", "Keldon\u0085Marauders", "card name", 7, "control character U+0085"),
        ("rulings", "vanish\ning", "query", 7, "control character U+000A"),
        ("search", "time\tcounter", "search text", 5, "control character U+0009"),
        ("rule", "702.\r63", "rule number", 5, "control character U+000D"),
        ("card", "Keldon\u2028Marauders", "card name", 7, "line separator character U+2028"),
    ],
)
def test_a_line_break_or_tab_inside_a_query_is_refused_alike(
    db: str, cmd: str, query: str, what: str, column: int, code: str
) -> None:
    """Tab, line feed, carriage return, U+0085 and the line separator inside a name, a query,
    a search or a rule number are refused by every KB command with one short line (exit 2),
    as the other control characters are, rather than found or not found by chance."""
    result = run(cmd, "--db", db, "--", query)
    assert result == (2, "", f"error: {what}: column {column}: {code} is not text\n")


def test_a_line_break_at_the_end_of_a_query_is_trimmed(db: str) -> None:
    """A pasted name or query ending with a line break is read as without it."""
    assert run("rulings", "vanishing\n", "--db", db) == run("rulings", "vanishing", "--db", db)
    assert run("card", "\tKeldon Marauders\n", "--db", db)[0] == 0


def test_bad_input_exit_2(db: str) -> None:
    for args, message in [
        (("rulings", "", "--db", db), "error: empty query"),
        (("rulings", "x" * 400, "--db", db), "error: query too long (400 characters, at most 300)"),
        (("search", "!!!", "--db", db), "error: search text has no words"),
        (
            ("card", "Ser\x01ra", "--db", db),
            "error: card name: column 4: control character U+0001 is not text",
        ),
        (
            ("search", "fo\x1b[0mo", "--db", db),
            "error: search text: column 3: control character U+001B is not text",
        ),
        (
            ("rulings", "vani\x7fshing", "--db", db),
            "error: query: column 5: control character U+007F is not text",
        ),
        (
            ("rule", "vanishing", "--db", db),
            "error: bad rule number 'vanishing' (expected e.g. 702.63 or 502.60a)",
        ),
        (
            ("rule", "702.63", "--cr", "yesterday", "--db", db),
            "error: bad CR date 'yesterday' (use YYYY, YYYY-MM or YYYY-MM-DD)",
        ),
        (
            ("kb", "build", "/nonexistent/file.json", "--db", db),
            "error: /nonexistent/file.json: no such file or directory",
        ),
        (
            ("rulings", "vanishing", "--db", "/nonexistent/dir/kb.sqlite"),
            "error: no knowledge base at /nonexistent/dir/kb.sqlite "
            "(run 'rulesparser kb build --db /nonexistent/dir/kb.sqlite')",
        ),
        (
            ("kb", "build", "--db", str(REPO)),
            f"error: cannot write the knowledge base at {REPO}: it is a folder",
        ),
        (
            ("rule", "702.63", "--db", str(REPO)),
            f"error: {REPO} is a folder, not a knowledge base (give a database file, e.g. "
            f"--db {REPO / 'kb.sqlite'})",
        ),
        (
            ("kb", "build", "--db", "/nonexistent/dir/kb.sqlite"),
            "error: cannot write the knowledge base at /nonexistent/dir/kb.sqlite: "
            "folder /nonexistent/dir does not exist (create it first)",
        ),
        (
            ("kb", "build", str(REPO / "pyproject.toml"), "--db", db),
            f"error: {REPO / 'pyproject.toml'}: not a supported source (MTGJSON or Scryfall "
            ".json, CR .txt, Forge card script or seed folder) (unknown file type '.toml')",
        ),
    ]:
        code, _, err = run(*args)
        assert code == 2, args
        assert err.strip() == message


def test_kb_build_of_a_deeply_nested_json_file_is_a_short_error(db: str, tmp_path: Path) -> None:
    """'[' * 100000 + ']' * 100000 (a Scryfall-shaped list, and an MTGJSON-shaped object around
    it): one error line naming the file, exit 2, no RecursionError traceback; the old knowledge
    base stays."""
    for name, text in (
        ("deep.json", "[" * 100_000 + "]" * 100_000),
        ("deep_set.json", '{"data": ' + "[" * 100_000 + "]" * 100_000 + "}"),
    ):
        deep = tmp_path / name
        deep.write_text(text, encoding="utf-8")
        code, _, err = run("kb", "build", "--db", db, str(deep))
        assert code == 2, err
        assert "Traceback" not in err and "RecursionError" not in err
        assert err.strip().splitlines()[-1] == (
            f"error: {deep}: invalid JSON: arrays or objects nested too deeply "
            "(no card file nests more than a few levels)"
        )
    assert run("rulings", "vanishing", "--db", db)[0] == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ("rulings", "702.62", "--cr", "1999"),
            "error: CR date 1999 is before the first Comprehensive Rules version known: "
            "8 versions, effective 2007-02-01 to 2026-01-16",
        ),
        (
            ("rule", "702.63", "--cr", "2007-01-31"),
            "error: CR date 2007-01-31 is before the first Comprehensive Rules version known: "
            "8 versions, effective 2007-02-01 to 2026-01-16",
        ),
        (
            ("rule", "702.63", "--cr", "2026-13"),
            "error: bad CR date '2026-13': no such calendar date (use YYYY, YYYY-MM or YYYY-MM-DD)",
        ),
        (
            ("rule", "702.63", "--cr", "2026-02-30"),
            "error: bad CR date '2026-02-30': no such calendar date (use YYYY, YYYY-MM or "
            "YYYY-MM-DD)",
        ),
        (
            ("rulings", "vanishing", "--cr", "26-01"),
            "error: bad CR date '26-01' (use YYYY, YYYY-MM or YYYY-MM-DD)",
        ),
    ],
)
def test_cr_dates_are_validated(db: str, args: tuple[str, ...], message: str) -> None:
    code, out, err = run(*args, "--db", db)
    assert (code, out, err.strip()) == (2, "", message)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ("rulings", "Xyzzy"),
            "Nothing matches 'Xyzzy': no keyword, card or rule number. Try `rulesparser search`.",
        ),
        (("card", "No Such Card"), "No card named 'No Such Card'."),
        (("rule", "702.999"), "No rule 702.999 in the knowledge base."),
        (("search", "xyzzyq"), "No results."),
        (("rulings", "fading"), "No rulings for Fading in this knowledge base."),
    ],
)
def test_nothing_found_exits_1(db: str, args: tuple[str, ...], message: str) -> None:
    code, out, err = run(*args, "--db", db)
    assert (code, out.strip(), err) == (1, message, "")
    code, out, _ = run(*args, "--db", db, "--json")
    data = json.loads(out)
    assert code == 1
    assert data is None or not (data.get("rulings") or data.get("versions") or data.get("results"))


@pytest.mark.parametrize(
    ("name", "lang", "line"),
    [
        (
            "maraudeurs keldés",
            "fr",
            "  - capacité déclenchée : arrive / quitte le champ de bataille → infliger des blessures",
        ),
        (
            "Keldon Marauders",
            "de",
            "  - ausgelöste Fähigkeit: kommt ins Spiel / verlässt das Spiel → Schaden zufügen",
        ),
        ("Keldon Marauders", "en", "  - triggered ability: enters / leaves → deal damage"),
    ],
)
def test_the_ability_summary_is_said_in_the_chosen_language(
    db: str, name: str, lang: str, line: str
) -> None:
    """`card --lang fr` names a triggered ability's events and effects in French (German in
    German), not with the AST's English names."""
    code, out, _ = run("card", name, "--lang", lang, "--db", db)
    assert code == 0 and line in out.splitlines()


def test_found_exits_0(db: str) -> None:
    for args in (("rulings", "Tidewalker"), ("card", "Tidewalker"), ("rule", "702.63")):
        assert run(*args, "--db", db)[0] == 0, args


def test_card_abilities_are_summarised(db: str) -> None:
    code, out, _ = run("card", "Keldon Marauders", "--db", db)
    assert code == 0
    # the Oracle "target player or planeswalker" parses since the targets area (it was the
    # unparsed line 2 of a partial summary)
    block = out.split("Abilities (parsed):\n")[1].split("Rulings (1):")[0]
    lines = block.splitlines()
    assert lines[0] == "  - keyword: Vanishing 2"
    assert lines[1] == "  - triggered ability: enters / leaves → deal damage"
    assert "{" not in block  # no raw JSON
    code, out, _ = run("card", "Stall for Time", "--db", db, "--lang", "fr")
    assert (
        "  - mot-clé : Kick {1}{U}\n  - capacité de sort : engager, mettre des marqueurs\n" in out
    )
    code, out, _ = run("card", "Aven Riftwatcher", "--db", db)
    assert "  - triggered ability: enters / leaves → gain life\n" in out
    code, out, _ = run("card", "Keldon Marauders", "--db", db, "--json")
    assert json.loads(out)["abilities"]["abilities"][0]["parameter"] == 2


def test_source_markup_is_cleaned_for_display_only(db: str) -> None:
    code, out, _ = run("rulings", "Keldon Marauders", "--lang", "fr", "--db", db)
    assert "Contrairement à d'autres cartes de Chaos planaire, il importe peu" in out
    code, out, _ = run("rulings", "Keldon Marauders", "--lang", "fr", "--db", db, "--json")
    assert "de _Chaos planaire_ , il importe" in json.loads(out)["rulings"][0]["text"]
    code, out, _ = run("rulings", "vanishing", "--db", db)
    assert "introduced in the Time Spiral set" in out and "_Time" not in out


def test_plurals_and_localized_card_names(db: str) -> None:
    code, out, _ = run("rulings", "Keldon Marauders", "--lang", "fr", "--db", db)
    assert out.startswith("1 décision pour Maraudeurs keldes\n[75] Maraudeurs keldes\n")
    code, out, _ = run("rulings", "Keldon Marauders", "--lang", "de", "--db", db)
    assert out.startswith("1 Regelung zu Keldonischer Marodeur\n")
    assert "\ndavon 1 auf Englisch angezeigt (keine Übersetzung).\n" in out
    code, out, _ = run("rulings", "Keldon Marauders", "--db", db)
    assert out.startswith("1 ruling for Keldon Marauders\n")
    code, out, _ = run("rulings", "Chronozoa", "--lang", "de", "--db", db)
    assert out.startswith("3 Regelungen zu Zeitzeller\ndavon 3 auf Englisch angezeigt")
    assert "[33] Zeitzeller\n" in out


def test_cr_date_picks_the_version_in_effect(db: str) -> None:
    code, out, _ = run("rule", "702.63", "--cr", "2024-02-29", "--db", db, "--json")
    assert code == 0 and json.loads(out)["cr"] == "2022-09-08"
    code, out, _ = run("rule", "502.60", "--cr", "2007-02", "--db", db, "--json")
    assert code == 0 and json.loads(out)["cr"] == "2007-02-01"


def test_db_from_environment_must_exist(tmp_path: Path) -> None:
    missing = tmp_path / "x" / "kb.sqlite"
    code, _, err = run("card", "Tidewalker", env={"RULESPARSER_DB": str(missing), "LANG": "C"})
    assert code == 2
    assert (
        err
        == f"error: no knowledge base at {missing} (run 'rulesparser kb build --db {missing}')\n"
    )
    assert not missing.parent.exists()


def test_not_a_database(tmp_path: Path) -> None:
    bogus = tmp_path / "bogus.sqlite"
    bogus.write_text("not sqlite", encoding="utf-8")
    code, _, err = run("rulings", "vanishing", "--db", str(bogus))
    assert code == 2 and "not a knowledge-base database" in err


def test_fts_query_quotes_every_token() -> None:
    assert fts_query('vanishing" OR NEAR(x') == '"vanishing" "OR" "NEAR" "x"'
    with pytest.raises(QueryError):
        fts_query("''")


def test_api_rejects_unknown_language(db: str) -> None:
    with pytest.raises(QueryError, match="unknown language 'es'"):
        rulings("vanishing", "es", db)
    assert search("time counter", None, db)["results"]


def test_translator_and_catalogs() -> None:
    assert get_translator("fr")("No results.") == "Aucun résultat."
    assert get_translator("de")("No results.") == "Keine Ergebnisse."
    assert get_translator("xx")("No results.") == "No results."
    assert get_translator("fr")("not a message") == "not a message"
    assert resolve_lang("de_DE.UTF-8") == "de" and resolve_lang("pt_BR") == "en"
    one, many = "{count} ruling for {name}", "{count} rulings for {name}"
    assert [get_plural_translator("fr")(one, many, n) for n in (0, 1, 2)] == [
        "{count} décision pour {name}",
        "{count} décision pour {name}",
        "{count} décisions pour {name}",
    ]
    assert [get_plural_translator("de")(one, many, n) for n in (0, 1, 2)] == [
        "{count} Regelungen zu {name}",
        "{count} Regelung zu {name}",
        "{count} Regelungen zu {name}",
    ]
    assert get_plural_translator("en")(one, many, 1) == one
    from babel.messages.pofile import read_po

    ids = {}
    for lang in ("en", "fr", "de"):
        with open(REPO / "locales" / lang / "LC_MESSAGES" / "rulesparser.po", "rb") as fh:
            catalog = read_po(fh)
        ids[lang] = {m.id for m in catalog if m.id}
        if lang != "en":
            assert all(m.string for m in catalog if m.id), lang
    assert ids["en"] == ids["fr"] == ids["de"]


def test_lang_from_environment(db: str) -> None:
    code, out, _ = run(
        "rulings", "vanishing", "--db", db, env={"LANG": "fr_FR.UTF-8", "LANGUAGE": ""}
    )
    assert out.startswith("14 décisions pour Disparition")


def _readme_kb_examples() -> list[list[str]]:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("## Knowledge base", 1)[1].split("\n## ", 1)[0]
    block = section.split("```sh\n", 1)[1].split("```", 1)[0]
    return [shlex.split(line, comments=True) for line in block.splitlines() if line.strip()]


def test_readme_examples_run_on_the_embedded_default(tmp_path: Path) -> None:
    """Every command of the README's Knowledge base block, on a fresh embedded build."""
    db = str(tmp_path / "kb.sqlite")
    examples = _readme_kb_examples()
    assert len(examples) >= 10 and all(ex[0] == "rulesparser" for ex in examples)
    ran = 0
    for ex in examples:
        args = ex[1:]
        if args[:2] == ["kb", "build"] and len(args) > 2:
            continue  # the full-corpus build (minutes): benchmarks/kb_build_and_query.py
        code, out, err = run(*args, "--db", db)
        assert code == 0, (ex, out, err)
        assert out.strip() and not err.startswith("error"), ex
        if args[0] == "rulings":
            assert "Nothing matches" not in out and "No rulings" not in out, ex
        ran += 1
    assert ran == len(examples) - 1


@pytest.mark.parametrize(
    ("card", "where"),
    [
        ({"name": 5}, "data.cards[0].name: expected a string, got int"),
        ({"name": "X", "text": 5}, "data.cards[0].text: expected a string, got int"),
        (
            {"name": "X", "foreignData": [{"language": "French", "name": ["a"]}]},
            "foreignData[0].name",
        ),
        ({"name": "X", "rulings": "none"}, "data.cards[0].rulings: expected a list"),
    ],
)
def test_build_with_mistyped_mtgjson_fields_fails_cleanly_and_keeps_the_kb(
    db: str, tmp_path: Path, card: dict[str, object], where: str
) -> None:
    """A malformed MTGJSON record is an error naming the field (exit 2, no traceback), and the
    knowledge base built before is left as it was."""
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"data": {"code": "XXX", "cards": [card]}}), encoding="utf-8")
    before = Path(db).read_bytes()
    code, _, err = run("kb", "build", str(bad), "--db", db)
    assert code == 2
    assert where in err and "Traceback" not in err
    assert Path(db).read_bytes() == before


def test_kb_build_verbose_prints_the_seconds_of_each_phase(tmp_path: Path) -> None:
    db = str(tmp_path / "kb.sqlite")
    code, out, err = run("kb", "build", "--db", db, "--verbose")
    assert code == 0, err
    table = err[err.index("phase (build process)") :].splitlines()
    names = [line.rsplit(None, 2)[0].strip() for line in table[1:]]
    assert "keywords, embedded YAML" in names and "total" in names
    wall, cpu = (float(x) for x in table[names.index("total") + 1].split()[-2:])
    assert wall >= 0 and cpu >= 0
    code, out, err = run("kb", "build", "--db", db, "--json")
    phases = json.loads(out)["timings"]["phases"]
    assert set(phases["keywords, embedded YAML"]) == {"wall", "cpu", "calls", "nested"}
    assert "phase (build process)" not in err  # only with --verbose


def test_a_ruling_shown_in_another_language_names_that_language(db: str) -> None:
    """Stun counter: three rulings the knowledge base holds in French only. Asked for in
    English they are labelled as shown in French (not "in English"); asked for in German, the
    English and the French ones are each labelled with their own language."""
    code, out, _ = run("rulings", "Stun", "--lang", "en", "--db", db)
    assert code == 0
    assert "shown in English" not in out
    assert "3 of them shown in French (no translation)." in out.splitlines()[1]
    assert out.count("(shown in French: no English translation)") == 3
    for para in out.split("\n["):
        if "(shown in French" in para:
            assert " les " in para or " le " in para  # a French text
    code, out, _ = run("rulings", "Stun", "--lang", "de", "--db", db)
    assert code == 0
    assert "davon 3 auf Französisch angezeigt (keine Übersetzung)." in out
    assert out.count("(auf Französisch angezeigt: keine deutsche Übersetzung)") == 3
    assert "(auf Englisch angezeigt: keine deutsche Übersetzung)" in out


def test_a_misspelt_keyword_gets_suggestions_in_three_languages(db: str) -> None:
    """'rulings Vanishng' (and its French and German misspellings) suggests the keyword, as a
    misspelt card name suggests the card; the JSON says it is a keyword."""
    for query, shown in (
        ("Vanishng", "Vanishing"),
        ("Disparitoin", "Disparition (Vanishing)"),
        ("Verschwindn", "Verschwinden (Vanishing)"),
        ("Fliegnd", "Fliegend (Flying)"),
    ):
        code, out, _ = run("rulings", query, "--db", db)
        assert code == 1, query
        assert out.splitlines()[-1].startswith(f"Did you mean: {shown}"), (query, out)
    code, out, _ = run("rulings", "Vanishng", "--json", "--db", db)
    first = json.loads(out)["suggestions"][0]
    assert (first["kind"], first["keyword"], first["lang"]) == ("keyword", "vanishing", "en")
    code, out, _ = run("rulings", "Vanishng", "--card", "--db", db)
    assert code == 1 and "Vanishing" not in out
    code, out, _ = run("rulings", "Vanishng", "--keyword", "--db", db)
    assert code == 1 and out.splitlines()[-1] == "Did you mean: Vanishing?"
    code, out, _ = run("rulings", "zzzz", "--db", db)
    assert code == 1 and "Did you mean" not in out


def test_search_names_a_rulings_cards_in_the_rulings_language(db: str) -> None:
    """A French ruling found by `search` names its card in French (the snippet's language),
    the English name kept under `cards_en` in JSON."""
    code, out, _ = run("search", "Maraudeurs", "--lang", "fr", "--db", db)
    assert code == 0 and "(Maraudeurs keldes)" in out and "Keldon Marauders" not in out
    code, out, _ = run("search", "Maraudeurs", "--lang", "fr", "--json", "--db", db)
    first = json.loads(out)["results"][0]
    assert first["cards"] == ["Maraudeurs keldes"] and first["cards_en"] == ["Keldon Marauders"]


def test_a_folder_given_as_the_database_is_named_a_folder(tmp_path: Path) -> None:
    """Tester F10: `rulings vanishing --db /tmp` advised `kb build --db /tmp`, which then failed
    with "it is a folder": say so at once."""
    result = CliRunner().invoke(main, ["rulings", "vanishing", "--db", str(tmp_path)])
    assert result.exit_code == 2
    assert f"error: {tmp_path} is a folder, not a knowledge base" in result.stderr
    assert "kb build" not in result.stderr


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_report_into_a_device_says_it_is_not_a_folder(tmp_path: Path) -> None:
    """Tester F10: `report --out /dev/full` said "File exists": the report is a folder."""
    db = tmp_path / "none.sqlite"
    result = CliRunner().invoke(main, ["report", "--db", str(db), "--out", "/dev/full"])
    assert result.exit_code == 2
    assert "error: cannot write the report at /dev/full: it is not a folder" in result.stderr
