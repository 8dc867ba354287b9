"""Time and work of hostile inputs at growing sizes: linear means the time per megabyte stays flat.

Usage: ``python benchmarks/hostile_input.py [--sizes 100000,300000,1000000]``

For each kind of input of issue 11 (a line of one repeated sentence or instruction, a line of distinct
sentences the run-on splitter must cut, long runs of spaces and no-break spaces, an unclosed "("
followed by many lines, letters that case-folding changes, one long word) and each size (in
characters), prints the seconds ``rulesparser.parse`` took, the line-parser calls it made and
the characters it handed them, and the outcome (abilities or the error position). Figures only,
no assertions (``tests/test_hostile_input.py`` bounds the work).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from rulesparser import ParseError, parse
from rulesparser import parser as parser_module


def _repeat(unit: str, size: int) -> str:
    return unit * max(1, size // len(unit))


def _distinct_sentences(size: int) -> str:
    out, total, i = [], 0, 0
    while total < size:
        s = f"Flying. You gain {i} life. "  # the whole line fails: cut into abilities
        out.append(s)
        total += len(s)
        i += 1
    return "".join(out)


KINDS: dict[str, Callable[[int], str]] = {
    "repeated sentence": lambda n: _repeat("Flying. ", n),
    # one spell ability said in many sentences (each instruction a step of the ability)
    "repeated instruction": lambda n: _repeat("Draw a card. ", n),
    "distinct sentences": _distinct_sentences,
    "spaces": lambda n: "Flying" + " " * n + "x",
    "no-break spaces": lambda n: "Flying" + "\u00a0" * n + "x",
    "unclosed (": lambda n: "B (You may pay an additional o1o\n" + _repeat("Flying\n", n),
    "case folding": lambda n: _repeat("Flaſhback {2}\n", n),
    "one long word": lambda n: "a" * n,
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="100000,300000,1000000")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    parse("Flying")  # load the grammar first
    seen = [0, 0]
    real = parser_module.parse_line

    def counting(raw: str, *a: object, **k: object) -> object:
        seen[0] += 1
        seen[1] += len(raw)
        return real(raw, *a, **k)  # type: ignore[arg-type]

    parser_module.parse_line = counting  # type: ignore[assignment]
    print(f"{'input':<20} {'chars':>9} {'s':>7} {'s/MB':>6} {'calls':>7} {'chars in':>10}  outcome")
    for name, make in KINDS.items():
        for size in sizes:
            text = make(size)
            seen[0] = seen[1] = 0
            started = time.perf_counter()
            try:
                outcome = f"{len(parse(text).abilities)} abilities"
            except ParseError as err:
                outcome = f"error at {err.line}:{err.column} ({len(err.message)} chars)"
            took = time.perf_counter() - started
            per_mb = took / len(text) * 1_000_000
            print(
                f"{name:<20} {len(text):>9} {took:>7.2f} {per_mb:>6.2f} {seen[0]:>7}"
                f" {seen[1]:>10}  {outcome}",
                flush=True,
            )


if __name__ == "__main__":
    main()
