"""Coverage of whole card rules text, line by line, over the real MTGJSON sets.

Usage: ``python benchmarks/card_lines.py [../shared/corpus] [--sets DOM,M10] [--limit N]
[--shapes 25] [--workers 2] [--save-parsed FILE] [--compare-parsed FILE]``

For every MTGJSON set file in ``corpus/mtgjson/sets_*`` (not the derived keyword subset), takes
the English ``text`` (Oracle) and the French and German ``foreignData`` texts of every printing,
splits them into lines (``rulesparser.normalize.split_lines``: modal "•" lines stay with their
head), dedupes the lines per language, and parses each line alone and strictly with
``rulesparser.parse(line, lang, card_name=<that language's name>)``. Prints per language: distinct
lines, parsed, coverage, lines/s, and the coverage counted over line occurrences (a line printed
on 60 cards counts 60 times); the most frequent unparsed line *shapes* (the first words after
replacing the card name with ``~`` and numbers with ``N``) with their counts and one example; and
EN/FR/DE agreement on printings whose three texts parse entirely (the same abilities, as
canonical JSON without ``source``/``findings``, so reminder texts are not compared, in any
order). Figures only, no assertions. ``--save-parsed`` writes the parsed (lang, line)
pairs, ``--compare-parsed`` lists the lines of a saved run that no longer parse (a regression
check before landing a grammar change).
"""

from __future__ import annotations

import argparse
import collections
import glob
import json
import multiprocessing
import os
import re
import sys
import time
from collections.abc import Iterable
from pathlib import Path

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta
from rulesparser.normalize import normalize_line, split_lines
from rulesparser.parser import prepare

LANGS = {"French": "fr", "German": "de"}
# a distinct line: (lang, line, card name when the line names the card, else None)
Key = tuple[str, str, str | None]
# the parse of a line: (True, canonical JSON of each ability) or (False, error message)
Result = tuple[bool, tuple[str, ...] | str]


def set_files(corpus: Path, sets: set[str] | None) -> list[Path]:
    """The MTGJSON set files under ``corpus/mtgjson/sets_*/`` (optionally only the set codes
    ``sets``), sorted by name."""
    paths = sorted(Path(p) for p in glob.glob(str(corpus / "mtgjson" / "sets_*" / "*.json")))
    return [p for p in paths if sets is None or p.stem.upper() in sets]


def line_key(lang: str, line: str, name: str | None) -> Key:
    """The dedupe key of a line: the card name only matters when the line contains it."""
    line = normalize_line(line)
    return (lang, line, name if name and name.lower() in line.lower() else None)


def extract(paths: Iterable[Path], limit: int | None) -> tuple[list[dict[str, list[Key]]], int]:
    """Per printing, the line keys of each language (``{"en": [...], "fr": [...], ...}``), and
    the number of line occurrences. ``limit``: at most that many printings."""
    printings: list[dict[str, list[Key]]] = []
    seen: set[str] = set()
    occurrences = 0
    for path in paths:
        data = json.loads(path.read_text(encoding="utf-8"))["data"]
        for card in data.get("cards", []):
            uid = card.get("uuid") or f"{card.get('setCode')}:{card.get('number')}"
            if uid in seen:
                continue
            seen.add(uid)
            texts = [("en", card.get("text"), card.get("faceName") or card.get("name"))]
            texts += [
                (LANGS[f["language"]], f.get("text"), f.get("faceName") or f.get("name"))
                for f in card.get("foreignData", [])
                if f.get("language") in LANGS
            ]
            by_lang: dict[str, list[Key]] = {}
            for lang, text, name in texts:
                if not text:
                    continue
                keys = [line_key(lang, line, name) for _, line in split_lines(text)]
                by_lang[lang] = keys
                occurrences += len(keys)
            printings.append(by_lang)
            if limit is not None and len(printings) >= limit:
                return printings, occurrences
    return printings, occurrences


def parse_key(key: Key) -> tuple[Key, Result, float]:
    """Parse one distinct line strictly; returns (key, result, seconds)."""
    lang, line, name = key
    t = time.perf_counter()
    try:
        card = parse(line, lang, card_name=name)
    except ParseError as exc:
        return key, (False, exc.message), time.perf_counter() - t
    except Exception as exc:  # a parser bug: counted as unparsed, reported as a crash
        return key, (False, f"CRASH {type(exc).__name__}: {exc}"), time.perf_counter() - t
    views = tuple(json.dumps(strip_meta(a.to_json()), sort_keys=True) for a in card.abilities)
    return key, (True, views), time.perf_counter() - t


def sort_key(key: Key) -> tuple[str, str, str]:
    """Order distinct lines by language, line, name (None first)."""
    return key[0], key[1], key[2] or ""


_NUM_RE = re.compile(r"(?<![{\w])[+-]?\d+(?:/[+-]?\d+)?(?![\w}])|\b[XYZ]\b")


def shape(key: Key, words: int = 4) -> str:
    """The shape of a line: the card name as ``~``, numbers (and P/T changes) as ``N``, the text
    of a reminder dropped, lowercased, its first ``words`` words."""
    _, line, name = key
    if name:
        line = re.sub(re.escape(name), "~", line, flags=re.I)
    if line.startswith("("):
        return "(a reminder text alone)"
    line = re.sub(r"\s*\([^)]*\)", "", line)
    line = _NUM_RE.sub("N", line)
    return " ".join(line.lower().split()[:words])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", type=Path, nargs="?", default=Path("../shared/corpus"))
    ap.add_argument("--sets", help="comma-separated set codes (default: every set file)")
    ap.add_argument("--limit", type=int, help="at most N printings")
    ap.add_argument("--shapes", type=int, default=25, help="unparsed shapes per language")
    ap.add_argument("--words", type=int, default=4, help="words per shape")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--save-parsed", type=Path, help="write the parsed lines (JSON)")
    ap.add_argument("--compare-parsed", type=Path, help="list saved parsed lines that now fail")
    args = ap.parse_args()
    if not (args.corpus / "mtgjson").is_dir():
        print(f"skipped: no MTGJSON corpus at {args.corpus / 'mtgjson'} (../shared is absent)")
        return
    sets = {s.strip().upper() for s in args.sets.split(",")} if args.sets else None
    paths = set_files(args.corpus, sets)
    t0 = time.perf_counter()
    printings, occurrences = extract(paths, args.limit)
    counts: collections.Counter[Key] = collections.Counter(
        k for p in printings for keys in p.values() for k in keys
    )
    keys = sorted(counts, key=sort_key)
    print(
        f"{len(paths)} set files, {len(printings)} printings, {occurrences} lines, "
        f"{len(keys)} distinct (lang, line); extracted in {time.perf_counter() - t0:.1f} s"
    )

    prepare(["en", "fr", "de"])  # the parsers and their lexers, built before the workers fork
    results: dict[Key, Result] = {}
    cpu: collections.Counter[str] = collections.Counter()
    t0 = time.perf_counter()
    if args.workers > 1 and "fork" in multiprocessing.get_all_start_methods():
        with multiprocessing.get_context("fork").Pool(args.workers) as pool:
            for key, res, sec in pool.imap_unordered(parse_key, keys, chunksize=64):
                results[key] = res
                cpu[key[0]] += sec
    else:
        for key in keys:
            _, res, sec = parse_key(key)
            results[key] = res
            cpu[key[0]] += sec
    wall = time.perf_counter() - t0

    print(f"\nparsed in {wall:.1f} s wall with {args.workers} worker(s)")
    print("language  distinct  parsed  coverage  lines/s (per worker)  occurrences parsed")
    for lang in ("en", "fr", "de"):
        mine = [k for k in keys if k[0] == lang]
        ok = sum(results[k][0] for k in mine)
        occ = sum(counts[k] for k in mine)
        occ_ok = sum(counts[k] for k in mine if results[k][0])
        print(
            f"{lang:8} {len(mine):9} {ok:7}  {100 * ok / max(len(mine), 1):6.2f} %"
            f"  {len(mine) / max(cpu[lang], 1e-9):8.0f}"
            f"              {occ_ok}/{occ} ({100 * occ_ok / max(occ, 1):.1f} %)"
        )

    crashes = [k for k in keys if str(results[k][1]).startswith("CRASH")]
    if crashes:
        print(f"\nparser crashes (a traceback instead of a ParseError): {len(crashes)}")
        for k in crashes[:10]:
            print(f"  {k[0]} {k[1][:90]!r}: {str(results[k][1])[:80]}")

    for lang in ("en", "fr", "de"):
        shapes: collections.Counter[str] = collections.Counter()
        example: dict[str, Key] = {}
        for k in keys:
            if k[0] == lang and not results[k][0]:
                s = shape(k, args.words)
                shapes[s] += counts[k]
                example.setdefault(s, k)
        total = sum(counts[k] for k in keys if k[0] == lang and not results[k][0])
        print(f"\nmost frequent unparsed shapes [{lang}] (occurrences; {total} unparsed in all):")
        for s, n in shapes.most_common(args.shapes):
            print(f"  {n:5}  {s!r:45.45}  e.g. {example[s][1][:90]!r}")

    agree = disagree = complete = 0
    disagreements: list[str] = []
    for p in printings:
        if not all(lang in p for lang in ("en", "fr", "de")):
            continue
        if not all(results[k][0] for lang in ("en", "fr", "de") for k in p[lang]):
            continue
        complete += 1
        views = {
            lang: collections.Counter(v for k in p[lang] for v in results[k][1])
            for lang in ("en", "fr", "de")
        }
        if views["en"] == views["fr"] == views["de"]:
            agree += 1
        else:
            disagree += 1
            odd = "fr" if views["fr"] != views["en"] else "de"
            mine = next(
                (k for k in p["en"] if any(v not in views[odd] for v in results[k][1])),
                p["en"][0],
            )
            theirs = next(
                (k for k in p[odd] if any(v not in views["en"] for v in results[k][1])),
                p[odd][0],
            )
            disagreements.append(f"{mine[1][:70]!r} ({odd}: {theirs[1][:70]!r})")
    print(
        f"\nEN/FR/DE agreement on printings whose three texts parse ({complete}): "
        f"{agree} agree, {disagree} disagree (EN is the Oracle text, FR/DE the printed ones)"
    )
    for d in disagreements[:10]:
        print("  e.g.", d)

    parsed = [list(k) for k in keys if results[k][0]]
    if args.save_parsed:
        args.save_parsed.write_text(json.dumps(parsed, ensure_ascii=False), encoding="utf-8")
        print(f"\nwrote {len(parsed)} parsed lines to {args.save_parsed}")
    if args.compare_parsed:
        before = {tuple(k) for k in json.loads(args.compare_parsed.read_text(encoding="utf-8"))}
        lost = sorted((k for k in before if k in results and not results[k][0]), key=sort_key)
        gained = sum(1 for k in keys if results[k][0] and k not in before)
        print(f"\nversus {args.compare_parsed}: {gained} lines parse now, {len(lost)} no longer:")
        for k in lost:
            print(f"  LOST {k[0]} {k[1][:100]!r}: {str(results[k][1])[:120]}")  # type: ignore[index]
    sys.stdout.flush()


if __name__ == "__main__":
    main()
