"""Ruling coverage of the executor scenarios, over every ruling bullet of the seed documents.

Data: ``tests/scenarios/rulings/seed_rulings.yaml`` classifies EVERY ruling bullet of the seeds
(003 Planar Chaos FAQ English general and card notes, 000/001 wiki rulings that duplicate the FAQ
vanishing notes, 004 stun-counter article) as describing a game outcome or not, with a reason.
A ruling counts as encoded only if a scenario in ``tests/scenarios/`` lists its id under
``encodes:`` and that scenario checks expectations (a final ``expect`` or ``expect`` actions).
Duplicates (``duplicate_of``) are counted once, under the ruling they duplicate.

Prints ``encoded/outcome-describing`` over the whole seeds, then the outcome rulings not encoded.
When ../shared/seeds is present it also checks that the data file lists as many bullets as the
seed files hold. Run: ``python scripts/ruling_coverage.py``. Exit code 1 if a scenario names an
unknown ruling id, encodes a ruling classified as not describing an outcome, or the bullet count
does not match the seeds.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "tests" / "scenarios"
DATA = SCENARIOS / "rulings" / "seed_rulings.yaml"
SEEDS = ROOT.parent / "shared" / "seeds"


@dataclass(frozen=True)
class Ruling:
    """One seed ruling bullet: ``id``, ``source``, ``card`` (or None), ``first_words``,
    ``outcome`` (describes a game outcome), ``reason``, ``duplicate_of`` (or None)."""

    id: str
    source: str
    card: str | None
    first_words: str
    outcome: bool
    reason: str
    duplicate_of: str | None


def load_rulings(path: Path = DATA) -> list[Ruling]:
    """The classified seed rulings. Raises ValueError for a malformed entry."""
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))["rulings"]
    out = []
    for r in raw:
        if not isinstance(r.get("outcome"), bool) or not r.get("reason"):
            raise ValueError(f"{path}: ruling {r.get('id')!r} needs outcome: true|false and reason")
        out.append(
            Ruling(
                r["id"],
                r["source"],
                r.get("card"),
                r["first_words"],
                r["outcome"],
                r["reason"],
                r.get("duplicate_of"),
            )
        )
    return out


def scenario_encodings(directory: Path = SCENARIOS) -> dict[str, list[str]]:
    """Ruling id -> scenario files that name it under ``encodes:`` and check expectations."""
    from rulesparser.executor.scenario import load_scenario

    out: dict[str, list[str]] = {}
    for path in sorted(directory.glob("*.yaml")):
        sc = load_scenario(path)
        checks = bool(sc.expect) or any(
            a.kind == "expect" for acts in sc.script.values() for a in acts
        )
        if not checks:
            continue
        for rid in sc.encodes:
            out.setdefault(rid, []).append(path.name)
    return out


def seed_bullet_count(seeds: Path = SEEDS) -> int | None:
    """Ruling bullets in the seed files: 003's English half ("* ", glued bullets split), 000's
    "• ", 001's "- ", 004's "• " lines. None when the seeds are absent."""
    if not seeds.is_dir():
        return None
    n = 0
    for f in sorted(seeds.glob("*.txt")):
        lines = f.read_text(encoding="utf-8", errors="replace").splitlines()
        if f.name.startswith("003"):
            french = [i for i, ln in enumerate(lines) if ln.startswith("LA FAQ EN VF")]
            english = lines[: french[-1]] if french else lines
            for ln in english:
                if ln.startswith("* "):
                    n += len(re.split(r'(?<=[.)"])\* ', ln[2:]))
        else:
            marks = ("- ",) if f.name.startswith("001") else ("• ",)
            n += sum(1 for ln in lines if ln.strip()[:2] in marks)
    return n


def main() -> int:
    """Print the figure and the outcome rulings not encoded; return 1 on inconsistent data."""
    rulings = load_rulings()
    by_id = {r.id: r for r in rulings}
    enc = scenario_encodings()
    errors = [
        f"scenario {', '.join(s)} encodes unknown ruling {rid!r}"
        for rid, s in enc.items()
        if rid not in by_id
    ]
    errors += [
        f"{rid} is encoded by {', '.join(s)} but classified as not describing an outcome"
        for rid, s in enc.items()
        if rid in by_id and not by_id[rid].outcome
    ]
    unique = [r for r in rulings if r.duplicate_of is None]
    outcome = [r for r in unique if r.outcome]
    encoded = [r for r in outcome if r.id in enc]
    print(
        f"seed ruling bullets classified: {len(rulings)} ({len(rulings) - len(unique)} duplicates)"
    )
    print(f"unique rulings: {len(unique)}; describing a game outcome: {len(outcome)}")
    print(
        f"rulings encoded as scenarios: {len(encoded)}/{len(outcome)} outcome-describing seed rulings"
    )
    print()
    print("encoded:")
    for r in encoded:
        print(f"  {r.id} ({r.card or r.source}) -> {', '.join(enc[r.id])}")
    print()
    print(f"outcome rulings not encoded ({len(outcome) - len(encoded)}):")
    for r in outcome:
        if r.id not in enc:
            print(f"  {r.id} ({r.card or r.source}): {r.reason}")
    count = seed_bullet_count()
    if count is None:
        print("\n../shared/seeds not found: bullet count not checked")
    elif count != len(rulings):
        errors.append(f"the seeds hold {count} ruling bullets but the data lists {len(rulings)}")
    for e in errors:
        print("error: " + e, file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
