"""Benchmark: how long the translation cross-check report takes to open in a browser.

Run on demand (not part of the test suite)::

    python benchmarks/report_page.py --db kb.sqlite [--out /tmp/report-bench] [--runs 5]
    python benchmarks/report_page.py --report DIR          # time an index.html written already

Writes the report of the knowledge base ``--db`` (``rulesparser report``; a full build of
../shared/corpus holds every finding of the shared corpus) and prints the time that took, then
opens ``index.html`` from disk in headless chromium (Debian's ``chromium`` package, driven by
Playwright with ``executable_path``; the browser's start is not counted) ``--runs`` times, each
in a fresh page of 1280 x 800 pixels, and prints per run and as median / max:

- ``first screen``: wall time from the navigation's start until the summary figures
  (``#fig-full``) are visible on the first screen and the first page of findings is in the
  table (the issue's target: under two seconds for the full corpus);
- the page's own navigation timings: ``domContentLoaded``, ``load`` and first contentful paint.

Also prints the page's size, the number of findings and the machine load (``os.getloadavg``):
the machine is shared, so a figure is only meaningful with its load.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

VIEWPORT = {"width": 1280, "height": 800}


def _chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("no chromium on this machine: apt-get install -y chromium")


def time_page(index: Path, runs: int) -> list[dict[str, float]]:
    """Open ``index`` ``runs`` times; per run the seconds to the first screen with figures and
    the page's navigation timings (seconds)."""
    from playwright.sync_api import sync_playwright

    out = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=_chromium(), args=["--no-sandbox"])
        try:
            for _ in range(runs):
                page = browser.new_page(viewport=VIEWPORT)
                t0 = time.perf_counter()
                page.goto(index.as_uri(), wait_until="commit")
                page.wait_for_selector("#fig-full", state="visible")
                page.wait_for_selector("#findings tbody tr", state="visible")
                box = page.locator("#fig-full").bounding_box()
                first = time.perf_counter() - t0
                if box is None or box["y"] + box["height"] > VIEWPORT["height"]:
                    sys.exit("the figures are not on the first screen")
                page.wait_for_load_state("load")
                timing = page.evaluate(
                    """() => {
                      const n = performance.getEntriesByType("navigation")[0];
                      const p = performance.getEntriesByName("first-contentful-paint")[0];
                      return {dcl: n.domContentLoadedEventEnd, load: n.loadEventEnd,
                              fcp: p ? p.startTime : -1};
                    }"""
                )
                out.append(
                    {
                        "first_screen": first,
                        "dom_content_loaded": timing["dcl"] / 1000.0,
                        "load": timing["load"] / 1000.0,
                        "first_contentful_paint": timing["fcp"] / 1000.0,
                    }
                )
                page.close()
        finally:
            browser.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--db", help="knowledge base to write the report of")
    src.add_argument("--report", help="folder holding a report's index.html already")
    ap.add_argument("--out", help="folder to write the report into (default: a temporary one)")
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}")
    if args.db:
        from rulesparser.kb.report import write_report

        folder = Path(args.out or tempfile.mkdtemp(prefix="report-bench-"))
        t0 = time.perf_counter()
        summary = write_report(args.db, folder)
        print(f"report written in {time.perf_counter() - t0:.2f} s: {folder}")
    else:
        folder = Path(args.report)
        summary = json.loads((folder / "findings.json").read_text(encoding="utf-8"))["summary"]
    index = folder / "index.html"
    print(
        f"index.html {index.stat().st_size / 1e6:.2f} MB, {summary['findings']} findings, "
        f"{summary['printings_with_foreign_text']} printings with foreign text"
    )
    runs = time_page(index, args.runs)
    for i, r in enumerate(runs, 1):
        print(
            f"run {i}: first screen {r['first_screen']:.3f} s (DOMContentLoaded "
            f"{r['dom_content_loaded']:.3f}, load {r['load']:.3f}, first contentful paint "
            f"{r['first_contentful_paint']:.3f})"
        )
    firsts = [r["first_screen"] for r in runs]
    print(
        f"first screen with figures: median {statistics.median(firsts):.3f} s, "
        f"max {max(firsts):.3f} s (target < 2 s); load average {os.getloadavg()[0]:.1f}"
    )


if __name__ == "__main__":
    main()
