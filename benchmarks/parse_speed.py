"""Parse speed on real card text: lines/s, parsed against failed lines, the regex-tokenize floor
and the cold start.

Usage: ``python benchmarks/parse_speed.py [../shared/corpus] [--sets DOM,M10] [--limit N]
[--langs en,fr,de] [--set-dir sets_v5.2.0_20220425]``

Every figure is measured in a fresh interpreter on one core (no worker pool), after the
language's grammar is loaded by one parse of a keyword line, as
``../shared/tools/face_coverage.py`` (the acceptance measurement) does:

- **faces**: every card face with rules text of the MTGJSON set files (English Oracle ``text``,
  French and German printed ``foreignData`` texts), deduplicated by (face name, text), parsed with
  ``parse(text, lang, card_name=name, lenient=True)``; the time per line of text against the time
  to regex-tokenize the same lines in the same process (face_coverage's regex ``TOK``): the ratio
  the acceptance bounds (x40 at most).
- **distinct lines**: every distinct (line, card name) of those faces parsed alone with
  ``lenient=True``, after ``rulesparser.parser.prepare`` loaded all the language's parsers (the
  faces figure counts the card-text parser's load in the lines that first need it, as
  face_coverage does): lines/s of the mixed corpus (target 3,000), and us/line of the lines that
  parse and of those that do not (a failed line should cost at most twice a parsed one).
- **cold start**: ``import rulesparser`` and ready-to-parse (the import plus the first parse
  of a keyword line per language: the LALR tables come from Lark's cache), best of three runs.

Times are wall-clock (as face_coverage.py measures) with the process's CPU time beside them
("cpu"): on a shared machine the wall time also counts the time other processes hold the core.

Figures only, no assertions; the machine's load (``os.getloadavg``) is printed with them since
other processes on the same cores change every figure.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

LANGS = {"French": "fr", "German": "de"}
# the regex of ../shared/tools/face_coverage.py: the tokenize floor
TOK = re.compile(r"\{[^}]*\}|[+-]?\d+/[+-]?\d+|\w+|[^\w\s]", re.U)


def faces(paths: list[Path], lang: str, limit: int | None) -> list[tuple[str, str]]:
    """The (face name, text) pairs of ``lang`` in the set files ``paths``, deduplicated, in
    file order (face_coverage.py's selection)."""
    seen: dict[tuple[str, str], None] = {}
    for path in paths:
        for card in json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]:
            name = card.get("faceName") or card["name"]
            if lang == "en" and card.get("text"):
                seen.setdefault((name, card["text"]), None)
            for f in card.get("foreignData", []):
                if LANGS.get(f.get("language")) == lang and f.get("text"):
                    seen.setdefault((f.get("faceName") or f.get("name") or name, f["text"]), None)
    items = list(seen)
    return items[:limit] if limit else items


def _tokenize_seconds(lines: list[str]) -> float:
    """The regex-tokenize floor of ``lines``: the best of five passes (one pass takes a few
    milliseconds, so a single one mostly measures what else the machine is doing)."""
    best = float("inf")
    for _ in range(5):
        t = time.perf_counter()
        for line in lines:
            TOK.findall(line)
        best = min(best, time.perf_counter() - t)
    return best


def worker(mode: str, lang: str, paths: list[Path], limit: int | None) -> dict[str, float]:
    """One measurement in this (fresh) process; returns its figures."""
    from rulesparser import ast as A
    from rulesparser import parse
    from rulesparser.normalize import split_lines

    items = faces(paths, lang, limit)
    parse("Flash", lang, lenient=True)  # load the grammar before timing, as face_coverage does
    if mode == "faces":
        lines = [ln for _, text in items for ln in text.split("\n")]
        t, cpu = time.perf_counter(), time.process_time()
        for name, text in items:
            parse(text, lang, card_name=name, lenient=True)
        t_parse, cpu = time.perf_counter() - t, time.process_time() - cpu
        return {"faces": len(items), "lines": len(lines), "parse": t_parse, "cpu": cpu,
                "tokenize": _tokenize_seconds(lines)}  # fmt: skip
    from rulesparser.parser import prepare

    prepare([lang])  # every parser of the language loaded first: no one-time load in a line's time
    distinct: dict[tuple[str, str | None], None] = {}
    for name, text in items:
        for _, line in split_lines(text):
            distinct.setdefault((line, name if name.lower() in line.lower() else None), None)
    ok_time = bad_time = 0.0
    ok = bad = 0
    cpu = time.process_time()
    for line, name in distinct:
        t = time.perf_counter()
        card = parse(line, lang, card_name=name, lenient=True)
        dt = time.perf_counter() - t
        if any(isinstance(a, A.Unparsed) for a in card.abilities):
            bad, bad_time = bad + 1, bad_time + dt
        else:
            ok, ok_time = ok + 1, ok_time + dt
    cpu = time.process_time() - cpu
    return {"parsed": ok, "failed": bad, "parsed_s": ok_time, "failed_s": bad_time, "cpu": cpu,
            "tokenize": _tokenize_seconds([line for line, _ in distinct])}  # fmt: skip


def _child(args: list[str]) -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, __file__, *args], capture_output=True, text=True, check=False
    )
    if out.returncode != 0:
        raise SystemExit(f"worker {args[:3]} failed:\n{out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def cold_start(langs: list[str]) -> tuple[float, dict[str, float]]:
    """Best of three fresh interpreters: seconds to import rulesparser, and per language the
    seconds from the start of the import to the end of a first parse."""
    code = (
        "import time, json, sys; t = time.perf_counter(); import rulesparser; "
        "i = time.perf_counter() - t; lang = sys.argv[1]; rulesparser.parse('Flying', lang, lenient=True); "
        "print(json.dumps([i, time.perf_counter() - t]))"
    )
    imports: list[float] = []
    ready: dict[str, float] = {}
    for lang in langs:
        runs = []
        for _ in range(3):
            out = subprocess.run(
                [sys.executable, "-c", code, lang], capture_output=True, text=True, check=True
            )
            runs.append(json.loads(out.stdout))
        imports += [r[0] for r in runs]
        ready[lang] = min(r[1] for r in runs)
    return min(imports), ready


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", type=Path, nargs="?", default=Path("../shared/corpus"))
    ap.add_argument("--set-dir", default="sets_v5.2.0_20220425", help="under corpus/mtgjson")
    ap.add_argument("--sets", help="comma-separated set codes (default: every set file)")
    ap.add_argument("--limit", type=int, help="at most N faces per language")
    ap.add_argument("--langs", default="en,fr,de")
    ap.add_argument("--worker", nargs=2, metavar=("MODE", "LANG"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    set_dir = args.corpus / "mtgjson" / args.set_dir
    if not set_dir.is_dir():
        print(f"skipped: no MTGJSON sets at {set_dir} (../shared is absent)")
        return
    sets = {s.strip().upper() for s in args.sets.split(",")} if args.sets else None
    paths = [
        Path(p)
        for p in sorted(glob.glob(str(set_dir / "*.json")))
        if sets is None or Path(p).stem.upper() in sets
    ]
    if args.worker:
        mode, lang = args.worker
        print(json.dumps(worker(mode, lang, paths, args.limit)))
        return
    common = [str(args.corpus), "--set-dir", args.set_dir]
    common += ["--sets", args.sets] if args.sets else []
    common += ["--limit", str(args.limit)] if args.limit else []
    langs = args.langs.split(",")
    load = "load average {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())
    print(f"{len(paths)} set files in {set_dir}; {load} (2 cores shared: figures vary with it)")

    imp, ready = cold_start(langs)
    print(
        f"\ncold start (best of 3): import {imp:.2f} s; ready to parse "
        + ", ".join(f"{lang} {s:.2f} s" for lang, s in ready.items())
    )

    print("\nfaces (face_coverage.py's measurement): parse(text, lang, card_name, lenient=True)")
    print("lang   faces  lines   us/line  (cpu)  tokenize us/line  ratio   lines/s")
    for lang in langs:
        r = _child(["--worker", "faces", lang, *common])
        us, us_tok = r["parse"] / r["lines"] * 1e6, r["tokenize"] / r["lines"] * 1e6
        print(
            f"{lang:4} {r['faces']:7} {r['lines']:6} {us:9.0f} {r['cpu'] / r['lines'] * 1e6:6.0f}"
            f" {us_tok:17.1f}  x{us / max(us_tok, 1e-9):4.0f}"
            f" {r['lines'] / max(r['parse'], 1e-9):9.0f}"
        )

    print("\ndistinct lines, each parsed alone (lenient): mixed lines/s, parsed vs failed us/line")
    print(
        "lang  distinct  lines/s  (cpu)   parsed  us/line   failed  us/line  failed/parsed  ratio"
    )
    total_n = total_s = total_cpu = 0.0
    for lang in langs:
        r = _child(["--worker", "lines", lang, *common])
        n, secs = r["parsed"] + r["failed"], r["parsed_s"] + r["failed_s"]
        us_ok = r["parsed_s"] / max(r["parsed"], 1) * 1e6
        us_bad = r["failed_s"] / max(r["failed"], 1) * 1e6
        ratio = (secs / n) / max(r["tokenize"] / n, 1e-12)
        total_n, total_s, total_cpu = total_n + n, total_s + secs, total_cpu + r["cpu"]
        print(
            f"{lang:4} {n:9.0f} {n / max(secs, 1e-9):8.0f} {n / max(r['cpu'], 1e-9):6.0f}"
            f" {r['parsed']:8} {us_ok:8.0f}"
            f" {r['failed']:8} {us_bad:8.0f}  {us_bad / max(us_ok, 1e-9):13.2f}  x{ratio:4.0f}"
        )
    print(
        f"all  {total_n:9.0f} {total_n / max(total_s, 1e-9):8.0f}"
        f" {total_n / max(total_cpu, 1e-9):6.0f}"
    )
    print("load average {:.2f} {:.2f} {:.2f} at the end".format(*os.getloadavg()))


if __name__ == "__main__":
    main()
