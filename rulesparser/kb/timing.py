"""Per-phase timings of a knowledge-base build (``kb build --verbose``,
``benchmarks/kb_build_and_query.py``).

Each phase records wall seconds (``time.perf_counter``) and CPU seconds of the build's own
process (``time.process_time``: user + system, this process only). The parser workers' CPU
seconds are counted by the workers themselves per task (parse, and pickling of the results
they send back) and added up as their results arrive; the operating system's total of the
ended workers (``resource.getrusage(RUSAGE_CHILDREN)``) is recorded when the pool stops.

Phases may nest (the wait for a worker's result happens inside an import): a nested phase's
seconds are also part of the enclosing one's, so a report lists the outer phases (whose sum
is the build) and, apart, the waits.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any


@dataclass
class PhaseTimes:
    """Seconds per phase: ``{name: [wall, cpu, calls]}`` in first-seen order, plus counters
    (``workers``: CPU seconds the parser workers reported, by kind)."""

    phases: dict[str, list[float]] = field(default_factory=dict)
    workers: dict[str, float] = field(default_factory=dict)
    #: phases that run inside other phases (their seconds are part of those too)
    nested: set[str] = field(default_factory=set)

    @contextmanager
    def phase(self, name: str, nested: bool = False) -> Iterator[None]:
        """Time the body as phase ``name`` (seconds add up over calls); ``nested``: it runs
        inside another phase."""
        if nested:
            self.nested.add(name)
        w0 = time.perf_counter()
        c0 = time.process_time()
        try:
            yield
        finally:
            row = self.phases.setdefault(name, [0.0, 0.0, 0])
            row[0] += time.perf_counter() - w0
            row[1] += time.process_time() - c0
            row[2] += 1

    def add_worker(self, kind: str, seconds: float) -> None:
        """Add CPU ``seconds`` a worker reported for ``kind`` (``parse``, ``pickle``, ...)."""
        self.workers[kind] = self.workers.get(kind, 0.0) + seconds

    def to_json(self) -> dict[str, Any]:
        """``{"phases": {name: {"wall": s, "cpu": s, "calls": n, "nested": bool}},
        "workers": {kind: s}}`` (seconds rounded to the millisecond)."""
        return {
            "phases": {
                name: {
                    "wall": round(w, 3),
                    "cpu": round(c, 3),
                    "calls": int(n),
                    "nested": name in self.nested,
                }
                for name, (w, c, n) in self.phases.items()
            },
            "workers": {k: round(v, 3) for k, v in self.workers.items()},
        }

    def lines(self) -> list[str]:
        """A table: one line per phase (wall and CPU seconds of the build process; nested
        phases after the others, marked ``within``), then the workers' CPU seconds."""
        width = max([40, *(len(n) + 9 for n in self.phases)])
        out = [f"{'phase (build process)':{width}s} {'wall s':>8s} {'CPU s':>8s}"]
        for within in (False, True):
            for name, (w, c, _n) in self.phases.items():
                if (name in self.nested) == within:
                    label = f"  within: {name}" if within else name
                    out.append(f"{label:{width}s} {w:8.1f} {c:8.1f}")
        outer = [v for k, v in self.phases.items() if k not in self.nested]
        out.append(
            f"{'total':{width}s} {sum(v[0] for v in outer):8.1f} {sum(v[1] for v in outer):8.1f}"
        )
        for kind, s in self.workers.items():
            out.append(f"{'parser workers: ' + kind:{width}s} {'':8s} {s:8.1f}")
        return out
