"""Shift/reduce conflicts of every LALR grammar, per language, against a recorded ceiling.

Usage: ``python benchmarks/grammar_conflicts.py [--lang en ...] [--show N] [--record]``

Lark builds an LALR(1) table and resolves a shift/reduce conflict silently in favour of the
shift (the longer phrase: "target creature [with flying]" keeps "with flying" inside the object
rather than ending the object before it). Most of ours are that intended attachment, but a new
one can change which reading a line gets without any error. This builds each grammar (keyword
and card-text, ``rulesparser.parser.grammar_text`` / ``rulesparser.cardtext.grammar_text``) with
Lark's ``debug=True``, counts the conflicts it reports, lists the rules most involved, and compares
the count with ``grammar/conflicts.json``: a grammar over its recorded count exits 1 (read the new
conflicts, then ``--record`` the new counts). On demand, not in CI: each build takes 5-45 s.
"""

from __future__ import annotations

import argparse
import collections
import json
import logging
import sys
import time
from pathlib import Path

from lark import Lark, logger

from rulesparser import cardtext
from rulesparser import parser as keyword_parser
from rulesparser.lexicon import available_languages

RECORD = Path(__file__).resolve().parent.parent / "grammar" / "conflicts.json"


class _Collect(logging.Handler):
    """Keeps the messages Lark logs while it builds a table."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def conflicts(grammar: str, start: list[str]) -> list[tuple[str, str]]:
    """(terminal message, rule reduced instead) of each shift/reduce conflict of ``grammar``."""
    handler = _Collect()
    saved, level = logger.handlers[:], logger.level
    logger.handlers[:] = [handler]  # Lark's own handler would print every conflict
    logger.setLevel(logging.DEBUG)
    try:
        Lark(grammar, parser="lalr", lexer="contextual", start=start, debug=True)
    finally:
        logger.handlers[:] = saved
        logger.setLevel(level)
    msgs = handler.messages
    return [
        (m, msgs[i + 1].strip(" *") if i + 1 < len(msgs) else "")
        for i, m in enumerate(msgs)
        if m.startswith("Shift/Reduce conflict")
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lang", action="append", help="language(s) (default: all)")
    ap.add_argument("--show", type=int, default=5, help="rules listed per grammar")
    ap.add_argument("--record", action="store_true", help="write the counts as the new ceiling")
    args = ap.parse_args(argv)
    recorded = json.loads(RECORD.read_text(encoding="utf-8")) if RECORD.is_file() else {}
    counts: dict[str, int] = {}
    over = []
    for lang in args.lang or available_languages():
        grammars = {
            "keyword": (keyword_parser.grammar_text(lang), list(keyword_parser.START_RULES)),
            "card_text": (cardtext.grammar_text(lang), list(cardtext.START_RULES)),
        }
        for kind, (text, start) in grammars.items():
            t0 = time.perf_counter()
            found = conflicts(text, start)
            key = f"{lang}/{kind}"
            counts[key] = len(found)
            ceiling = recorded.get(key)
            verdict = "" if ceiling is None else f" (recorded {ceiling})"
            if ceiling is not None and len(found) > ceiling:
                over.append(key)
                verdict += " MORE THAN RECORDED"
            print(
                f"{key}: {len(found)} shift/reduce conflicts{verdict}, {time.perf_counter() - t0:.1f} s"
            )
            for rule, n in collections.Counter(r for _, r in found).most_common(args.show):
                print(f"    {n:4d}  {rule}")
    if args.record:
        RECORD.write_text(json.dumps({**recorded, **counts}, indent=1, sort_keys=True) + "\n")
        print(f"recorded in {RECORD}")
        return 0
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
