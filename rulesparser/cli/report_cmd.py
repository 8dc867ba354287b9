"""``rulesparser report --db DB --out DIR``: the translation cross-check report
(:mod:`rulesparser.kb.report`)."""

from __future__ import annotations

import json
import sqlite3
import sys
import warnings
from pathlib import Path
from typing import Any

import click


@click.command("report")
@click.option(
    "--db",
    "db",
    type=click.Path(),
    default=None,
    help="Database file (default: $RULESPARSER_DB or the user data directory).",
)
@click.option(
    "--out",
    "out",
    type=click.Path(file_okay=False),
    required=True,
    help="Folder to write index.html, findings.json and findings.csv into (created if missing).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
def report_command(db: str | None, out: str, as_json: bool) -> None:
    """Write the translation cross-check report: OUT/index.html (open it in a browser),
    OUT/findings.json and OUT/findings.csv. Exit 2 on a database that can't be read or a
    folder that can't be written."""
    from rulesparser.cli.progress import track
    from rulesparser.kb.report import write_report

    def progress(items: Any) -> Any:
        return track(items, len(items), "report", "findings", as_json)

    from rulesparser.kb.data import StaleKBWarning

    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always", StaleKBWarning)
            summary = write_report(db, out, progress=progress)
        for w in caught:
            click.echo(f"warning: {w.message}", err=True)
    except OSError as exc:
        inside = exc.filename is not None and Path(exc.filename).is_relative_to(Path(out))
        if inside:  # the report's folder or one of its files, worded as `kb build` words it
            msg = f"cannot write the report at {out}: {exc.strerror or exc} ({exc.filename})"
        else:  # (the knowledge base's own errors say what they are)
            msg = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        click.echo(f"error: {msg}", err=True)
        sys.exit(2)
    except (ValueError, sqlite3.Error) as exc:
        msg = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        click.echo(f"error: {msg}", err=True)
        sys.exit(2)
    if as_json:
        click.echo(json.dumps(summary, ensure_ascii=False, indent=2))
        return
    total = summary["printings_with_foreign_text"]

    def pct(n: int) -> str:
        return f"{100.0 * n / total:.1f} %" if total else "-"

    click.echo(f"Wrote {Path(out) / 'index.html'}, findings.json, findings.csv")
    click.echo(
        f"Printings with foreign text: {total}; fully compared: "
        f"{summary['printings_fully_compared']} ({pct(summary['printings_fully_compared'])}); "
        f"at least one line compared: {summary['printings_with_a_line_compared']} "
        f"({pct(summary['printings_with_a_line_compared'])})"
    )
    kinds = ", ".join(f"{k} {n}" for k, n in summary["findings_by_kind_and_basis"].items())
    click.echo(f"Findings: {summary['findings']} ({kinds or 'none'})")
