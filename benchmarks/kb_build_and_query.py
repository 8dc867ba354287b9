"""Benchmark: full knowledge-base build from ../shared/corpus + ../shared/seeds, then query latency.

Run on demand (not part of the test suite)::

    python benchmarks/kb_build_and_query.py [--db /tmp/kb-bench.sqlite] [--skip-build] [--n 200]
                                            [--cold] [--workers N]

The corpus is every source under ../shared/corpus (the 99 MTGJSON files of ``mtgjson/`` incl.
``more_sets_v5.2.0_20220425``, the 8 CR versions, the two Forge card folders) and the seeds.
Prints the machine load (``os.getloadavg``) before each build, the time of a full build
(``fresh``: from an empty database) with the parse cache as it is (``--cold`` empties it first:
every distinct line is parsed), the time of a second fresh build (every line from the parse
cache: the figure of issue 11's target, <= 60 s on two cores), each build in a fresh process of
its own as ``kb build`` runs (a second build in one process would find the first one's caches
warm: the facts of every printed line, about half the CPU seconds of comparing the printed
texts), the time of an idempotent re-run
(every source unchanged: skipped), the distinct lines parsed / taken from the cache, the counts
(cards, printings, foreign texts, rulings, rules per CR version, links by kind, printed-text
lines parsed per language, translation lines compared / not comparable, stored findings by kind
and language, data findings by source) and p50/p99 latency of ``rulings`` and ``card`` queries
(targets: p50 <= 2 ms, p99 <= 20 ms) over a mix of keyword names in three languages, rule
numbers of several CR eras and card names in three languages.

Figures (2 cores shared with other sessions; CPU seconds per process; the idle two-core estimate
is serial phases + max(build process, (build process + workers) / 2); earlier figures: README):

- 738a793 (before the parser workers read each line's facts and JSON), load 2-3: with an empty
  parse cache 84.7 s wall, build process 62.5 s CPU (comparing the printed texts 30.8 s, most of
  it reading facts) + workers 44.3 s, estimate 62.5 s (the build process limits); with the parse
  cache 59.8 s CPU, estimate 59.8 s.
- After (workers return each distinct line's facts, abilities' canonical JSON and comparison
  digests, printings.LineInfo), 2 December 2026, 99 MTGJSON files, 89,014 distinct lines, load
  4.6-5.0: empty parse cache 141.4 s wall, build process 36.7 s CPU + workers 84.9 s (parse and
  facts 82.0 s, pickling 1.9 s), estimate 62.8 s (4.0 s serial + (32.8 + 84.9) / 2: all CPU
  now, both cores busy; earlier runs of this work 56.9 s at load 7, 64.3 s at load 4.5);
  build-process phases (CPU s): MTGJSON cards/names/rulings 8.0 (unpickling worker results
  2.2 of it), comparing printed texts 10.0 (was 30.8), storing them 2.7, reading and queueing
  3.7, Forge 3.6, seeds 3.0, link rulings 0.9, keywords YAML 0.9. With the parse cache (a fresh
  process): 34.9 s wall, 30.8 s CPU, estimate 30.8 s (was 59.8 s): comparing 8.7, queueing 4.0
  (reading the parse cache 2.6 of it), cards/rulings 5.3, seeds 2.9, storing 2.4, Forge 2.1.
  Re-run (every source unchanged) 4.9 s. `rulings` p50 0.36 ms / p99 12.2 ms, `card` p50
  0.31 ms / p99 0.89 ms (n=1000, same load).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
sys.path.insert(0, str(REPO))

RULINGS_QUERIES = [
    ("vanishing", "en"),
    ("la disparition", "fr"),
    ("Verschwinden", "de"),
    ("Schwund", "de"),
    ("étourdissement", "fr"),
    ("etourdissement", "fr"),
    ("kicker", "en"),
    ("Bonus", "de"),
    ("702.63", "en"),
    ("502.60a", "en"),
    ("l'écho", "fr"),
    ("suspend", "en"),
    ("Keldon Marauders", "en"),
    ("Maraudeurs keldes", "fr"),
    ("Chronozoa", "de"),
    ("Tidewalker", "fr"),
]
CARD_QUERIES = [
    "Keldon Marauders",
    "Maraudeurs keldes",
    "Keldonischer Marodeur",
    "keldonischer marodeur",
    "Chronozoa",
    "Stall for Time",
    "Gagner du temps",
    "Zeit schinden",
    "Tidewalker",
    "Marcheur des marées",
    "Dead // Gone",
    "Urborg, Tomb of Yawgmoth",
    "Aether Membrane",
    "Æther gelé",
    "Lightning Bolt",
    "Deadly Grub",
]


def percentile(values: list[float], p: float) -> float:
    """p-th percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(p / 100 * len(ordered) + 0.5) - 1))
    return ordered[k]


def cpu_seconds(usage: resource.struct_rusage) -> float:
    """User + system CPU seconds of a ``getrusage`` result."""
    return usage.ru_utime + usage.ru_stime


#: Phases during which the build process works alone (no parse can run meanwhile): they add
#: up to wall time on any number of cores.
SERIAL_PHASES = (
    "find sources",
    "open the database",
    "keywords, embedded YAML",
    "sha256 of sources",
    "import cr",
    "link rulings to keywords, full-text index",
    "counts",
    "write the parse cache",
    "commit, sync, rename",
)


def idle_estimate(timings, main_cpu: float, workers_cpu: float) -> str:  # type: ignore[no-untyped-def]
    """Estimated wall seconds of the build on an otherwise idle two-core machine, from CPU
    seconds (what load on a shared machine does not change much): the phases where only the
    build process works (``SERIAL_PHASES``, by their CPU seconds) plus, for the rest, the
    larger of the build process's CPU seconds and half of all CPU seconds (build process +
    workers spread over two cores)."""
    phases = timings.phases
    serial = sum(phases[name][1] for name in SERIAL_PHASES if name in phases)
    rest_main = max(0.0, main_cpu - serial)
    parallel = max(rest_main, (rest_main + workers_cpu) / 2)
    return (
        f"idle two-core estimate: {serial + parallel:.1f} s = serial phases {serial:.1f} s CPU"
        f" + max(build process {rest_main:.1f} s, (build process + workers"
        f" {rest_main + workers_cpu:.1f} s) / 2)"
    )


def timed(fn, calls: list[tuple], n: int) -> list[float]:  # type: ignore[no-untyped-def]
    """Run every call ``n`` times round-robin; return per-call latencies in ms."""
    out = []
    for i in range(n):
        args = calls[i % len(calls)]
        t0 = time.perf_counter()
        fn(*args)
        out.append((time.perf_counter() - t0) * 1000)
    return out


def one_build(label: str, db: str, counts: bool) -> int:
    """One fresh full build in this process: its time, CPU seconds, phases and the idle
    estimate (and the knowledge base's counts when ``counts``)."""
    from rulesparser.kb import build

    sources = [SHARED / "corpus", SHARED / "seeds"]
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    self0 = resource.getrusage(resource.RUSAGE_SELF)
    kids0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    report = build(sources, db, fresh=True)
    self1 = resource.getrusage(resource.RUSAGE_SELF)
    kids1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    main_cpu = cpu_seconds(self1) - cpu_seconds(self0)
    workers_cpu = cpu_seconds(kids1) - cpu_seconds(kids0)
    p = report.parse
    print(
        f"{label}: {report.seconds:.1f} s -> {report.db}; distinct lines {p['lines']}: "
        f"{p['parsed']} parsed, {p['cached']} from the parse cache ({p['cache']}); "
        f"CPU: main process {main_cpu:.1f} s, parser workers {workers_cpu:.1f} s; "
        f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}"
    )
    print("\n".join(report.timings.lines()))
    print(idle_estimate(report.timings, main_cpu, workers_cpu))
    if counts:
        print(json.dumps(report.counts, indent=1, ensure_ascii=False))
    sys.stdout.flush()
    return 0


def main() -> int:
    """Build (unless --skip-build), print counts and latency figures."""
    from rulesparser.kb import build, card, rulings
    from rulesparser.kb.queries import close_all

    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="/tmp/rulesparser-kb-bench.sqlite")
    ap.add_argument("--skip-build", action="store_true")
    ap.add_argument("--cold", action="store_true", help="empty the parse cache first")
    ap.add_argument("--workers", type=int, default=None, help="parser processes (default: CPUs)")
    ap.add_argument("--n", type=int, default=1000)
    ap.add_argument("--one-build", metavar="LABEL", help=argparse.SUPPRESS)  # a child's build
    args = ap.parse_args()
    if args.workers is not None:
        os.environ["RULESPARSER_KB_WORKERS"] = str(args.workers)
    if args.one_build:
        return one_build(args.one_build, args.db, counts="again" in args.one_build)
    if not args.skip_build:
        if not SHARED.is_dir():
            print(f"skip: {SHARED} not found (the corpus is needed for the full build)")
            return 0
        from rulesparser.kb.parse_cache import cache_path

        if args.cold and cache_path() is not None:
            cache_path().unlink(missing_ok=True)  # type: ignore[union-attr]
        sources = [SHARED / "corpus", SHARED / "seeds"]
        for label in ("full build", "full build again (parse cache)"):
            # each build in a process of its own, as `kb build` runs: a second build in this
            # process would find the caches of the first one warm (the facts of every printed
            # line: about half the CPU time of comparing the printed texts)
            cmd = [sys.executable, __file__, "--one-build", label, "--db", args.db]
            done = subprocess.run(cmd, check=False)
            if done.returncode:
                return done.returncode
        t0 = time.perf_counter()
        again = build(sources, args.db)
        changed = sum(s.added + s.updated for s in again.sources)
        print(
            f"re-run (idempotence): {time.perf_counter() - t0:.1f} s, rows added/updated: {changed}"
        )
    close_all()
    rulings("vanishing", "en", args.db)  # open the connection and load the keyword table
    r_lat = timed(lambda q, lang: rulings(q, lang, args.db), RULINGS_QUERIES, args.n)
    c_lat = timed(lambda q: card(q, "en", args.db), [(q,) for q in CARD_QUERIES], args.n)
    for label, lat in (("rulings", r_lat), ("card", c_lat)):
        print(
            f"{label:8s} n={len(lat)} p50={statistics.median(lat):.2f} ms "
            f"p99={percentile(lat, 99):.2f} ms max={max(lat):.2f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
