"""Coverage and speed of keyword-line parsing over the real corpus.

Usage: ``python benchmarks/keyword_lines.py ../shared/corpus [--all-keywords] [--findings N]``

Extracts every keyword line (a line starting with a keyword name of its language) from every
printing in ``corpus/mtgjson`` (English ``text`` and ``originalText``, French and German
``foreignData.text``) and from the Forge ``Oracle:`` lines, parses them, and prints per language:
lines, parsed, failed; EN/FR/DE agreement for the same printing; the disagreements as findings;
throughput (lines per second over the lines as extracted and over distinct lines) and the cold-start
time of ``rulesparser parse``. By default only the keywords of issue 2's list are counted.
"""

from __future__ import annotations

import argparse
import collections
import glob
import json
import subprocess
import sys
import time
from pathlib import Path

from rulesparser import ParseError, parse
from rulesparser.ast import Keyword
from rulesparser.crosscheck import ability_difference
from rulesparser.lexicon import load_lexicon
from rulesparser.normalize import normalize_line, split_lines
from rulesparser.parser import _parse_line_cached, _read_normalized

LISTED = {
    "vanishing",
    "fading",
    "echo",
    "suspend",
    "kicker",
    "multikicker",
    "morph",
    "megamorph",
    "madness",
    "flash",
    "flanking",
}
LANGS = {"English": "en", "French": "fr", "German": "de"}


def keyword_prefixes(lang: str, wanted: set[str] | None) -> list[tuple[str, str]]:
    lex = load_lexicon(lang)
    out = [
        (n.lower(), k)
        for k, ns in lex.keywords.items()
        for n in ns
        if wanted is None or k in wanted
    ]
    return sorted(out, key=lambda x: -len(x[0]))


def keyword_of(line: str, prefixes: list[tuple[str, str]]) -> str | None:
    low = normalize_line(line).lower()
    for name, kid in prefixes:
        if low.startswith(name) and (len(low) == len(name) or not low[len(name)].isalpha()):
            return kid
    return None


def extract(
    corpus: Path, wanted: set[str] | None, tokens: bool = False
) -> tuple[list[tuple[str, str, str, str]], int]:
    """Return (lang, printing id, keyword id, line) for every keyword line, and the printing count.
    With ``tokens``, the tokens of the MTGJSON set files are read too (their lines, such as a
    Zombie token's "Decayed (This creature can't block. ...)", print reminders no card does)."""
    prefixes = {lang: keyword_prefixes(lang, wanted) for lang in LANGS.values()}
    rows = []
    printings = 0
    seen_files = set()
    for path in sorted(glob.glob(str(corpus / "mtgjson" / "**" / "*.json"), recursive=True)):
        data = json.loads(Path(path).read_text(encoding="utf-8"))["data"]
        for card in data.get("cards", []) + (data.get("tokens", []) if tokens else []):
            key = (card.get("uuid") or card.get("name"), card.get("setCode"))
            if key in seen_files:
                continue
            seen_files.add(key)
            printings += 1
            pid = f"{card.get('setCode')}:{card.get('name')}:{card.get('number')}"
            texts = [("en", card.get("originalText")), ("en", card.get("text"))]
            texts += [
                (LANGS[f["language"]], f.get("text"))
                for f in card.get("foreignData", [])
                if f.get("language") in ("French", "German")
            ]
            for lang, text in texts:
                if not text:
                    continue
                for _, line in split_lines(text):
                    kid = keyword_of(line, prefixes[lang])
                    if kid:
                        rows.append((lang, pid, kid, line))
    for path in glob.glob(str(corpus / "forge*" / "**" / "*.txt"), recursive=True):
        for raw in Path(path).read_text(encoding="utf-8", errors="replace").splitlines():
            if raw.startswith("Oracle:"):
                for line in raw[7:].split("\\n"):
                    kid = keyword_of(line, prefixes["en"])
                    if kid:
                        rows.append(("en", "forge:" + Path(path).stem, kid, line))
    return rows, printings


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", type=Path)
    ap.add_argument(
        "--all-keywords", action="store_true", help="count every keyword in the lexicons"
    )
    ap.add_argument("--findings", type=int, default=15, help="how many findings/failures to print")
    args = ap.parse_args()
    wanted = None if args.all_keywords else LISTED
    t0 = time.perf_counter()
    rows, printings = extract(args.corpus, wanted)
    print(
        f"extracted {len(rows)} keyword lines from {printings} printings in {time.perf_counter() - t0:.1f} s"
    )

    stats = collections.defaultdict(lambda: collections.Counter())
    failures: dict[str, list[str]] = collections.defaultdict(list)
    findings: list[str] = []
    by_printing: dict[tuple[str, str], dict[str, str]] = collections.defaultdict(dict)
    per_lang_time = collections.Counter()
    _parse_line_cached.cache_clear()
    _read_normalized.cache_clear()
    for lang, pid, kid, line in rows:
        t = time.perf_counter()
        try:
            card = parse(line, lang)
        except ParseError as e:
            stats[lang]["failed"] += 1
            stats[(lang, kid)]["failed"] += 1
            failures[lang].append(f"{pid} [{kid}] {line[:110]}\n      {e.message[:160]}")
            per_lang_time[lang] += time.perf_counter() - t
            continue
        per_lang_time[lang] += time.perf_counter() - t
        stats[lang]["parsed"] += 1
        stats[(lang, kid)]["parsed"] += 1
        kws = [a for a in card.abilities if isinstance(a, Keyword)]
        for a in kws:
            for f in a.findings:
                findings.append(f"{pid} {lang} [{kid}] {f.code}: {line[:100]}")
        if not pid.startswith("forge:"):
            by_printing[(pid, kid)].setdefault(lang, kws)

    print("\nlanguage  lines  parsed  failed  coverage")
    for lang in LANGS.values():
        s = stats[lang]
        n = s["parsed"] + s["failed"]
        print(
            f"{lang:8} {n:6} {s['parsed']:7} {s['failed']:7}  {100 * s['parsed'] / max(n, 1):6.2f} %"
        )
    print(
        "\nper keyword (parsed/lines): "
        + "; ".join(
            f"{kid}: "
            + ", ".join(
                f"{lang} {stats[(lang, kid)]['parsed']}/{stats[(lang, kid)]['parsed'] + stats[(lang, kid)]['failed']}"
                for lang in LANGS.values()
            )
            for kid in sorted(
                wanted or {k for (_, k) in [x for x in stats if isinstance(x, tuple)]}
            )
        )
    )
    agree = disagree = 0
    disagreements = []
    for (pid, kid), by_lang in by_printing.items():
        if len(by_lang) < 2 or "en" not in by_lang:
            continue
        for lang, value in by_lang.items():
            if lang == "en":
                continue
            ref = by_lang["en"]
            if len(ref) != len(value):
                diff = ("abilities", len(ref), len(value))
            else:
                diffs = [ability_difference(x, y) for x, y in zip(ref, value, strict=True)]
                diff = next((d for d in diffs if d), None)
            if diff is None:
                agree += 1
            else:
                disagree += 1
                path, expected, actual = diff
                disagreements.append(
                    f"{pid} [{kid}] {lang}: {path} is {actual!r} where en has {expected!r}"
                )
    print(
        f"\nEN/FR/DE agreement on the same printing (abilities and parsed reminders, no slack): "
        f"{agree} agree, {disagree} disagree"
    )
    for d in disagreements[: args.findings]:
        print("  disagreement:", d)
    print(f"reminder findings: {len(findings)}")
    for f in findings[: args.findings]:
        print("  finding:", f)
    for lang, fl in failures.items():
        print(f"\nfailures [{lang}] ({len(fl)}), first {min(len(fl), args.findings)}:")
        for f in fl[: args.findings]:
            print("  ", f)

    print("\nthroughput (one core, parse() only, parser cache cleared first):")
    for lang in LANGS.values():
        lines = [line for lg, _, _, line in rows if lg == lang]
        _parse_line_cached.cache_clear()
        _read_normalized.cache_clear()
        t = time.perf_counter()
        for line in lines:
            try:
                parse(line, lang)
            except ParseError:
                pass
        print(
            f"  {lang}: {len(lines) / (time.perf_counter() - t):,.0f} lines/s as extracted ({len(lines)} lines)"
        )
    _parse_line_cached.cache_clear()
    _read_normalized.cache_clear()
    t = time.perf_counter()
    for lang, _, _, line in rows:
        try:
            parse(line, lang)
        except ParseError:
            pass
    print(
        f"  all: {len(rows) / (time.perf_counter() - t):,.0f} lines/s as extracted ({len(rows)} lines, repeats included)"
    )
    distinct = sorted({(lang, line) for lang, _, _, line in rows})
    _parse_line_cached.cache_clear()
    _read_normalized.cache_clear()
    t = time.perf_counter()
    for lang, line in distinct:
        try:
            parse(line, lang)
        except ParseError:
            pass
    dt = time.perf_counter() - t
    print(
        f"  distinct lines, cold cache: {len(distinct) / dt:,.0f} lines/s ({len(distinct)} lines)"
    )
    t = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "rulesparser", "parse", "Flying"], check=True, capture_output=True
    )
    print(f"cold start of `rulesparser parse Flying`: {time.perf_counter() - t:.2f} s")


if __name__ == "__main__":
    main()
