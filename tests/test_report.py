"""The translation cross-check report (``rulesparser report --db DB --out DIR``), checked as a
user sees it: the files, their shapes, and the page opened in a real headless browser (Debian's
chromium driven by Playwright). Real data, embedded so that the test runs anywhere:
tests/data/mtgjson_zen_slice.json holds four Zendikar cards of MTGJSON's ZEN.json (English,
French, German; Mold Shambler's French kicker reminder says {1}{R} where the card says {1}{G})."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from rulesparser.cli import main
from rulesparser.kb import build
from rulesparser.kb.queries import close_all
from rulesparser.kb.report import FINDING_KEYS, PAGE_SIZE, highlight, render_report

ZEN = Path(__file__).parent / "data" / "mtgjson_zen_slice.json"


@pytest.fixture(autouse=True)
def _fresh_connections(fresh_kb_connections: None) -> None:
    """Every test here starts and ends with no cached KB connection."""


@pytest.fixture(scope="module")
def report_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("report")
    db = root / "kb.sqlite"
    build([ZEN], db)
    close_all()
    out = root / "out"
    r = CliRunner().invoke(main, ["report", "--db", str(db), "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert "Printings with foreign text:" in r.stdout
    return out


def test_report_files_have_the_documented_shape(report_dir: Path) -> None:
    data = json.loads((report_dir / "findings.json").read_text(encoding="utf-8"))
    s = data["summary"]
    assert s["printings_with_foreign_text"] == 4
    assert 0 < s["printings_fully_compared"] <= s["printings_with_foreign_text"]
    assert s["findings"] == len(data["findings"]) > 0
    assert all(tuple(f) == FINDING_KEYS for f in data["findings"])
    mold = [
        f for f in data["findings"] if f["card"] == "Mold Shambler" and f["kind"] == "translation"
    ]
    assert [(f["set"], f["number"], f["lang"], f["basis"]) for f in mold] == [
        ("ZEN", "169", "fr", "ast")
    ]
    assert mold[0]["en"].startswith("Kicker {1}{G} (You may pay an additional {1}{G}")
    assert "{1}{R}" in mold[0]["text"] and '"R" where en has "G"' in mold[0]["detail"]
    with (report_dir / "findings.csv").open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == len(data["findings"]) and tuple(rows[0]) == FINDING_KEYS
    html = (report_dir / "index.html").read_text(encoding="utf-8")
    assert "<script src" not in html and "<link" not in html  # self-contained


def test_findings_csv_opens_in_a_spreadsheet_as_text(report_dir: Path, tmp_path: Path) -> None:
    """Tester F6: loyalty lines ("-2: Each player discards their hand...", Chandra Ablaze ZEN)
    opened as formulas (#NAME?) and "é" showed as "Ã©" in Excel. The CSV starts with a UTF-8
    BOM and a cell starting with = + - @ gets a leading ' (OWASP); the JSON keeps the text."""
    data = json.loads((report_dir / "findings.json").read_text(encoding="utf-8"))
    real = data["findings"][0]
    texts = {
        "en": "[\u22122]: Each player discards their hand, then draws three cards.",
        "text": "-2 : Chaque joueur se défausse de sa main et pioche ensuite trois cartes.",
        "detail": '=HYPERLINK("http://example.com")',
        "card": "@Chandra",
    }
    out = tmp_path / "csv"
    render_report(
        {"summary": {**data["summary"], "findings": 1}, "findings": [{**real, **texts}]}, out
    )
    raw = (out / "findings.csv").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    with (out / "findings.csv").open(encoding="utf-8-sig", newline="") as fh:
        (row,) = list(csv.DictReader(fh))
    assert row["text"] == "'" + texts["text"]
    assert row["detail"] == "'" + texts["detail"] and row["card"] == "'@Chandra"
    assert row["en"] == texts["en"]  # "[" starts no formula
    saved = json.loads((out / "findings.json").read_text(encoding="utf-8"))
    assert saved["findings"][0]["text"] == texts["text"]


def test_highlight_marks_what_differs() -> None:
    en, fr = highlight(
        "Kicker {1}{G} (You may pay an additional {1}{G} as you cast this spell.)",
        "Kick {1}{G} (Vous pouvez payer {1}{R} supplémentaires.)",
        "fr",
    )
    assert [p for p, marked in en if marked] == ["{G}"]
    assert [p for p, marked in fr if marked] == ["{R}"]
    # a number in words is the same number as in digits
    en, de = highlight("Draw two cards.", "Ziehe 3 Karten.", "de")
    assert [p for p, m in en if m] == ["two"] and [p for p, m in de if m] == ["3"]
    # errata (English against English): word by word
    old, new = highlight("deals 1 damage to target player.", "deals 1 damage to any target.", "en")
    assert [p for p, m in old if m] == ["player"] and [p for p, m in new if m] == ["any"]


def test_report_on_a_database_without_cross_check_is_one_error_line(tmp_path: Path) -> None:
    r = CliRunner().invoke(
        main, ["report", "--db", str(tmp_path / "none.sqlite"), "--out", str(tmp_path / "o")]
    )
    assert r.exit_code == 2 and r.stderr.startswith("error: no knowledge base at")
    assert r.stderr.count("\n") == 1


def test_report_into_an_empty_folder_name_is_refused_and_the_path_printed_is_real(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`report --out ""` wrote into the current folder and said "Wrote /index.html": an empty
    name is refused (exit 2, nothing written); a named folder is printed as written."""
    db = tmp_path / "kb.sqlite"
    build([ZEN], db)
    close_all()
    monkeypatch.chdir(tmp_path)
    for empty in ("", "  "):
        r = CliRunner().invoke(main, ["report", "--db", str(db), "--out", empty])
        assert r.exit_code == 2
        assert r.stderr.startswith("error: --out: empty folder name")
        assert not (tmp_path / "index.html").exists()
    r = CliRunner().invoke(main, ["report", "--db", str(db), "--out", "rep/"])
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith("Wrote rep/index.html, findings.json, findings.csv")
    assert (tmp_path / "rep" / "index.html").is_file()


def _chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def _browser_page(p: Any) -> tuple[Any, Any]:
    """A headless chromium (skips the test where there is none) and a page of 1280 x 800."""
    exe = _chromium()
    if exe is None:
        pytest.skip("no chromium on this machine (apt-get install -y chromium; .ci/run does)")
    browser = p.chromium.launch(executable_path=exe, args=["--no-sandbox"])
    return browser, browser.new_page(viewport={"width": 1280, "height": 800})


def test_report_in_a_real_browser(report_dir: Path) -> None:
    """Open index.html from disk in headless chromium: the figures are on the first screen,
    Mold Shambler's finding is visible, and choosing the German language filter hides it."""
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    exe = _chromium()
    if exe is None:
        pytest.skip("no chromium on this machine (apt-get install -y chromium; .ci/run does)")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.goto((report_dir / "index.html").as_uri())
            summary = json.loads((report_dir / "findings.json").read_text(encoding="utf-8"))
            figure = page.locator("#fig-full")
            assert figure.is_visible() and figure.bounding_box()["y"] < 800
            assert figure.inner_text() == str(summary["summary"]["printings_fully_compared"])
            row = page.locator(
                '#findings tbody tr[data-kind="translation"]', has_text="Mold Shambler"
            ).filter(has_text="Kick {1}{G}")
            assert row.count() == 1 and row.is_visible()
            assert row.locator("mark").all_inner_texts() == ["{G}", "{R}"]
            # the kind filter: "reminder" hides the translation finding, and shows as many rows
            # as findings.json has reminder findings
            page.select_option("#f-kind", "reminder")
            assert not row.is_visible()
            shown = int(page.locator("#shown").inner_text())
            assert shown == sum(1 for f in summary["findings"] if f["kind"] == "reminder") > 0
            page.select_option("#f-kind", "")
            assert row.is_visible()
            page.select_option("#f-lang", "fr")
            page.select_option("#f-basis", "ast")
            assert row.is_visible()
            page.select_option("#f-set", "ZEN")
            assert row.is_visible()
        finally:
            browser.close()


def test_report_pages_thousands_of_findings_and_filters_all_of_them(
    report_dir: Path, tmp_path: Path
) -> None:
    """A report of many findings shows one page of rows at a time; the count, the next page and
    the filters work on every finding, not only the rows on the page. The findings are the real
    ones of the ZEN slice, repeated under other set codes and card names."""
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    data = json.loads((report_dir / "findings.json").read_text(encoding="utf-8"))
    real = data["findings"]
    many = [
        {**real[i % len(real)], "set": f"S{i % 7}", "card": f"Card {i:04d}"}
        for i in range(2 * PAGE_SIZE + 37)
    ]
    out = tmp_path / "many"
    render_report({"summary": {**data["summary"], "findings": len(many)}, "findings": many}, out)
    last = many[-1]
    with sync_api.sync_playwright() as p:
        browser, page = _browser_page(p)
        try:
            page.goto((out / "index.html").as_uri())
            rows = page.locator("#findings tbody tr")
            assert rows.count() == PAGE_SIZE
            assert page.locator("#shown").inner_text() == str(len(many))
            assert page.locator("#fig-findings").inner_text() == str(len(many))
            assert rows.filter(has_text=last["card"]).count() == 0  # on the last page
            page.click("#next")
            page.click("#next")
            assert rows.count() == len(many) - 2 * PAGE_SIZE
            assert rows.filter(has_text=last["card"]).count() == 1
            assert page.locator("#next").is_disabled()
            # a filter applies to every finding and starts again at the first page
            page.select_option("#f-set", last["set"])
            in_set = [f for f in many if f["set"] == last["set"]]
            assert page.locator("#shown").inner_text() == str(len(in_set))
            assert rows.count() == len(in_set)
            assert set(page.locator("#findings tbody tr td:first-child").all_inner_texts()) == {
                last["set"]
            }
            page.select_option("#f-set", "")
            page.fill("#f-card", last["card"])
            assert page.locator("#shown").inner_text() == "1" and rows.count() == 1
            assert rows.first.locator("td").nth(2).inner_text() == last["card"]
        finally:
            browser.close()
