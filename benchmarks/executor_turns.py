"""Executor throughput: turns per second on a board of 50 permanents with vanishing, echo and
stun counters, and memory over 100,000 turns (tracemalloc). Prints figures; not a unit test.

Run: ``python benchmarks/executor_turns.py [--turns 100000]``. Target: >= 1,000 turns/s on one
core, memory flat (the event log is a bounded deque in long runs).
"""

from __future__ import annotations

import argparse
import time
import tracemalloc

from rulesparser import parse
from rulesparser.executor import CardDef, Game, Player, Zone

VANISHING = "Vanishing 60000"
ECHO = "Echo {1}{G}{G} (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)"


def build_board() -> Game:
    """50 permanents, 25 per player: 9 with vanishing, 8 with echo (paid in the first upkeep),
    8 tapped with many stun counters (each untap step removes one instead of untapping)."""
    van = CardDef(
        "van",
        {"en": "Vanisher"},
        types=("creature",),
        power=2,
        toughness=2,
        abilities=parse(VANISHING, "en").abilities,
    )
    echo = CardDef(
        "echo",
        {"en": "Echoer"},
        types=("creature",),
        power=2,
        toughness=2,
        abilities=parse(ECHO, "en").abilities,
    )
    plain = CardDef("plain", {"en": "Bear"}, types=("creature",), power=2, toughness=2)
    g = Game(
        [
            Player("alice", mana_per_turn=1000, mana=1000),
            Player("bob", mana_per_turn=1000, mana=1000),
        ],
        log_maxlen=2000,
    )
    g.draw_step = False
    for p in ("alice", "bob"):
        for i in range(9):
            g.add_object(f"{p}:van{i}", van, p, Zone.BATTLEFIELD, counters={"time": 60000})
        for i in range(8):
            g.add_object(f"{p}:echo{i}", echo, p, Zone.BATTLEFIELD, fresh=True)
        for i in range(8):
            g.add_object(
                f"{p}:stun{i}", plain, p, Zone.BATTLEFIELD, tapped=True, counters={"stun": 60000}
            )
    return g


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--turns", type=int, default=20_000, help="turns for the speed run")
    ap.add_argument(
        "--memory-turns", type=int, default=100_000, help="turns for the tracemalloc run"
    )
    args = ap.parse_args()

    g = build_board()
    assert len(g.battlefield) == 50
    t0 = time.perf_counter()
    for _ in range(args.turns):
        g.play_turn()
    elapsed = time.perf_counter() - t0
    removed = sum(60000 - o.counters.get("time", 0) for o in g.battlefield if o.card.key == "van")
    stunned = sum(60000 - o.counters.get("stun", 0) for o in g.battlefield if o.card.key == "plain")
    echo_paid = sum(1 for e in g.log if e.kind == "pays")
    print(f"board: {len(g.battlefield)} permanents (18 vanishing, 16 echo, 16 stunned)")
    print(
        f"speed: {args.turns:,} turns in {elapsed:.2f} s -> {args.turns / elapsed:,.0f} turns/s (one core)"
    )
    print(
        f"  work done: {removed:,} time counters removed, {stunned:,} untaps replaced by stun counters"
    )
    del echo_paid

    g = build_board()
    tracemalloc.start()
    checkpoints: list[tuple[int, int]] = []
    every = max(args.memory_turns // 10, 1)
    t0 = time.perf_counter()
    for i in range(1, args.memory_turns + 1):
        g.play_turn()
        if i % every == 0:
            checkpoints.append((i, tracemalloc.get_traced_memory()[0]))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(
        f"memory: {args.memory_turns:,} turns under tracemalloc in {time.perf_counter() - t0:.0f} s"
    )
    for n, mem in checkpoints:
        print(f"  after {n:>7,} turns: {mem / 1024:8,.1f} KiB traced")
    growth = checkpoints[-1][1] - checkpoints[0][1]
    print(
        f"  growth from first to last checkpoint: {growth / 1024:,.1f} KiB (peak {peak / 1024:,.0f} KiB)"
    )


if __name__ == "__main__":
    main()
