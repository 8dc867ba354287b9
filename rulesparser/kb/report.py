"""The translation cross-check report: ``rulesparser report --db DB --out DIR``.

Reads the findings and line counts stored at build time (:mod:`rulesparser.kb.printings`)
and writes three files a person opens without a server:

- ``DIR/index.html``: one self-contained page (CSS and script inline; Jinja2 template
  ``rulesparser/templates/report.html.j2``): the summary first (per set and language:
  printings, printings fully compared, findings by kind and basis), then every finding with the
  English and French/German texts side by side, the differing words highlighted, and filters
  by set, language, kind, basis and card name. The findings are embedded as JSON and the
  page's script renders the :data:`PAGE_SIZE` rows of one page at a time (filters apply to
  all findings), so the figures show at once with thousands of findings
  (``benchmarks/report_page.py`` times it).
- ``DIR/findings.json``: ``{"summary": {"printings_with_foreign_text": N,
  "printings_fully_compared": N, "findings": N, ...}, "findings": [{"card", "set", "number",
  "lang", "kind", "basis", "en", "text", "detail"}]}``.
- ``DIR/findings.csv``: the same findings, one row each, with a header row; UTF-8 with a BOM
  (Excel), a cell starting with ``= + - @`` (a loyalty line "-2: ...") prefixed with ``'``
  (:func:`csv_cell`).

A printing is *fully compared* when every line of each of its French/German texts was compared
with the English printed text (by parsed abilities or by the facts both lines state,
:mod:`rulesparser.facts`) or reported missing.
"""

from __future__ import annotations

import csv
import difflib
import errno
import json
import os
import re
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from rulesparser.kb.data import KBError
from rulesparser.mana import canonical_symbol

#: the keys of one finding in findings.json / findings.csv, in this order
FINDING_KEYS = ("card", "set", "number", "lang", "kind", "basis", "en", "text", "detail")

#: findings per page of the report's table (the page renders one page at a time from the
#: findings embedded as JSON, so that it opens quickly with thousands of findings)
PAGE_SIZE = 100

_TOKEN_RE = re.compile(
    r"\{[^{}]+\}|[+\u2014\u2212-]?(?:\d+|X|\*)/[+\u2014\u2212-]?(?:\d+|X|\*)|\w+|[^\w\s]|\s+"
)


def report_data(conn: sqlite3.Connection) -> dict[str, Any]:
    """Summary and findings of a knowledge base (see the module docstring for the shapes).

    Raises :class:`rulesparser.kb.KBError` for a database built before printed texts were
    compared."""
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    cols = {r[1] for r in conn.execute("PRAGMA table_info(printing_findings)")}
    if "printing_checks" not in tables or "basis" not in cols:
        raise KBError(
            "this knowledge base was built by an older rulesparser: rebuild it with "
            "'rulesparser kb build --fresh SOURCES'"
        )
    per_printing: dict[str, dict[str, Any]] = {}
    for uuid, set_code, lang, compared, not_comparable in conn.execute(
        "SELECT k.uuid, p.set_code, k.lang, k.compared, k.not_comparable FROM printing_checks k "
        "JOIN printings p ON p.uuid = k.uuid"
    ):
        p = per_printing.setdefault(uuid, {"set": set_code, "langs": {}})
        p["langs"][lang] = (int(compared), int(not_comparable))
    findings: list[dict[str, Any]] = []
    rows = conn.execute(
        "SELECT c.name, p.set_code, p.number, f.lang, f.kind, f.basis, f.code, f.message, "
        "f.en_text, f.text, f.line FROM printing_findings f JOIN printings p ON p.uuid = f.uuid "
        "JOIN cards c ON c.id = p.card_id ORDER BY p.set_code, c.name, f.lang, f.id"
    )
    for name, set_code, number, lang, kind, basis, code, message, en, text, line in rows:
        if kind == "reminder":  # a reminder text against the CR: no reference line
            en = ""
        findings.append(
            {
                "card": name,
                "set": set_code,
                "number": number,
                "lang": lang,
                "kind": kind,
                "basis": basis or "ast",
                "en": en or "",
                "text": text or "",
                "detail": f"[{code}] " + (f"line {line}: " if line else "") + message,
            }
        )
    return {"summary": _summary(per_printing, findings), "findings": findings}


def _summary(per_printing: dict[str, dict[str, Any]], findings: list[dict[str, Any]]) -> dict:
    total = len(per_printing)
    full = any_line = 0
    by: dict[tuple[str, str], Counter[str]] = {}
    for p in per_printing.values():
        langs = p["langs"]
        fully = all(nc == 0 and c > 0 for c, nc in langs.values())
        full += fully
        any_line += any(c > 0 for c, _ in langs.values())
        for lang, (c, nc) in langs.items():
            row = by.setdefault((p["set"], lang), Counter())
            row["printings"] += 1
            row["fully_compared"] += nc == 0 and c > 0
            row["lines_compared"] += c
            row["lines_not_comparable"] += nc
    kinds: Counter[str] = Counter()
    for f in findings:
        kinds[f"{f['kind']}/{f['basis']}"] += 1
        row = by.setdefault((f["set"], f["lang"]), Counter())
        row[f"{f['kind']}/{f['basis']}"] += 1
    return {
        "printings_with_foreign_text": total,
        "printings_fully_compared": full,
        "printings_with_a_line_compared": any_line,
        "findings": len(findings),
        "findings_by_kind_and_basis": dict(sorted(kinds.items())),
        "by_set_and_lang": [
            {"set": s, "lang": lang, **dict(c)} for (s, lang), c in sorted(by.items())
        ],
    }


def _fact_key(token: str, words: dict[str, int]) -> Any:
    """What a token states as a fact: a mana symbol, a P/T value, a number (digits or a number
    word of the text's language), else None."""
    if token.startswith("{"):
        return ("mana", canonical_symbol(token))
    if "/" in token:
        return ("pt", token.replace("\u2014", "-").replace("\u2212", "-"))
    if token.isdigit():
        return ("n", int(token))
    n = words.get(token.lower())
    return ("n", n) if n is not None else None


def _number_words(lang: str) -> dict[str, int]:
    from rulesparser.facts import fact_rules
    from rulesparser.lexicon import available_languages

    return dict(fact_rules(lang).number_words) if lang in available_languages() else {}


def highlight(
    en: str, text: str, lang: str
) -> tuple[list[tuple[str, bool]], list[tuple[str, bool]]]:
    """Both texts cut into (piece, differs) segments for display. Texts in one language
    (errata) are compared word by word; a translation by what its words state: mana symbols,
    P/T values and numbers one side has more often than the other are marked."""
    a = _TOKEN_RE.findall(en)
    b = _TOKEN_RE.findall(text)
    if lang == "en":
        sm = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
        ma, mb = [False] * len(a), [False] * len(b)
        for op, i1, i2, j1, j2 in sm.get_opcodes():
            if op != "equal":
                for i in range(i1, i2):
                    ma[i] = not a[i].isspace()
                for j in range(j1, j2):
                    mb[j] = not b[j].isspace()
        return _segments(a, ma), _segments(b, mb)
    wa, wb = _number_words("en"), _number_words(lang)
    ka = [_fact_key(t, wa) for t in a]
    kb = [_fact_key(t, wb) for t in b]
    ca, cb = Counter(k for k in ka if k), Counter(k for k in kb if k)
    return _segments(a, _surplus(ka, ca - cb)), _segments(b, _surplus(kb, cb - ca))


def _surplus(keys: list[Any], extra: Counter[Any]) -> list[bool]:
    """Marks for the last ``extra[k]`` tokens of each fact ``k`` (the ones the other text
    lacks: a reminder's {R} after the cost's {G})."""
    left = Counter(extra)
    marks = [False] * len(keys)
    for i in range(len(keys) - 1, -1, -1):
        k = keys[i]
        if k and left[k] > 0:
            marks[i] = True
            left[k] -= 1
    return marks


def _segments(tokens: list[str], marks: list[bool]) -> list[tuple[str, bool]]:
    out: list[tuple[str, bool]] = []
    for t, m in zip(tokens, marks, strict=True):
        if out and out[-1][1] == m:
            out[-1] = (out[-1][0] + t, m)
        else:
            out.append((t, m))
    return out


def _alternating(segments: list[tuple[str, bool]]) -> list[str]:
    """(piece, differs) segments as one list of strings alternating unmarked and marked text,
    starting with unmarked text (possibly empty): the compact form the page's script reads."""
    out: list[str] = []
    for piece, differs in segments:
        if len(out) % 2 != int(differs):
            out.append("")
        out.append(piece)
    return out


def _script_json(value: Any) -> str:
    """``value`` as JSON safe inside an HTML ``<script>`` element ("<", ">" and "&" escaped as
    JSON unicode escapes, so no text of a card can close the element)."""
    return (
        json.dumps(value, ensure_ascii=False, separators=(",", ":"))
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("&", "\\u0026")
    )


def write_report(
    db: str | os.PathLike[str] | None,
    out: str | os.PathLike[str],
    progress: Callable[[Iterable[Any]], Iterable[Any]] | None = None,
) -> dict[str, Any]:
    """Write ``index.html``, ``findings.json`` and ``findings.csv`` into the folder ``out``
    (created if missing) from the knowledge base ``db``; returns the summary.

    ``progress``: wraps the iteration over findings while the page is rendered (a progress
    bar). Raises :class:`KBError` for a database without cross-check data or an empty folder
    name, ``OSError`` when the folder can't be written."""
    from rulesparser.kb.queries import connect

    _check_out(out)
    return render_report(report_data(connect(db)), out, progress)


def _check_out(out: str | os.PathLike[str]) -> None:
    """Raise :class:`KBError` (a ValueError) for an empty output folder name: ``Path("")`` is
    the current folder, which the caller did not name (use ``.`` for it); ``NotADirectoryError``
    for a path that is a file or a device (``/dev/full``: "File exists" said nothing)."""
    if not os.fspath(out).strip():
        raise KBError(
            "--out: empty folder name (give a folder, e.g. --out report/, or . for this one)"
        )
    if Path(out).exists() and not Path(out).is_dir():  # a file or a device ("/dev/full")
        raise NotADirectoryError(errno.ENOTDIR, "it is not a folder", os.fspath(out))


#: what a spreadsheet reads as the start of a formula (OWASP, "CSV Injection")
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value: Any) -> Any:
    """A findings.csv cell: a text starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage
    return gets a leading ``'`` (OWASP's advice against CSV injection), so that a spreadsheet
    shows it as text instead of running it as a formula: loyalty lines ("-2: Each player
    discards ...", "+1: ...") and any text a card data file holds. findings.json keeps the
    texts as they are."""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def render_report(
    data: dict[str, Any],
    out: str | os.PathLike[str],
    progress: Callable[[Iterable[Any]], Iterable[Any]] | None = None,
) -> dict[str, Any]:
    """Write the three report files of ``data`` (the shape :func:`report_data` returns) into
    the folder ``out``; returns the summary. Raises ``OSError`` when the folder can't be
    written, :class:`KBError` for an empty folder name."""
    from jinja2 import Environment, PackageLoader, select_autoescape

    _check_out(out)
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "findings.json").write_text(
        json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8"
    )
    # UTF-8 with a BOM: Excel on Windows reads a CSV file without one as a legacy code page
    with (folder / "findings.csv").open("w", encoding="utf-8-sig", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(FINDING_KEYS))
        w.writeheader()
        for f in data["findings"]:
            w.writerow({k: csv_cell(f[k]) for k in FINDING_KEYS})
    rows = []
    items: Iterable[Any] = data["findings"]
    if progress is not None:
        items = progress(items)
    for f in items:
        en_seg, text_seg = highlight(f["en"], f["text"], f["lang"])
        rows.append(
            [f["set"], f["number"], f["card"], f["lang"], f["kind"], f["basis"]]
            + [_alternating(en_seg), _alternating(text_seg), f["detail"]]
        )
    env = Environment(
        loader=PackageLoader("rulesparser", "templates"),
        autoescape=select_autoescape(["html", "j2"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    summary = data["summary"]
    findings = data["findings"]
    html = env.get_template("report.html.j2").render(
        summary=summary,
        findings=findings,
        rows_json=_script_json(rows),
        page_size=PAGE_SIZE,
        sets=sorted({f["set"] for f in findings} | {r["set"] for r in summary["by_set_and_lang"]}),
        langs=sorted({f["lang"] for f in findings}),
        kinds=sorted({f["kind"] for f in findings}),
        bases=sorted({f["basis"] for f in findings}),
        share=lambda n, d: f"{100.0 * n / d:.1f} %" if d else "–",
    )
    (folder / "index.html").write_text(html, encoding="utf-8")
    return summary
