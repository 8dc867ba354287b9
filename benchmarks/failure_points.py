"""Where the card-text grammar stops on the unparsed development lines of one language.

Usage: ``python benchmarks/failure_points.py [../shared/corpus] [--lang en] [--top 60]
[--limit N] [--examples 3] [--by word|stack|expected] [--sets MMQ,ODY,...]``

Every development face (the ``shared27`` and ``more_dev`` groups of ``card_faces.py``; the
validation split is never read) is parsed leniently through the public API. For each line left
unparsed, the furthest failure of the compositional card-text grammar on it
(:func:`rulesparser.cardtext.parse_card_text`) is kept: the word where parsing stopped, the
symbols on the parser's stack just before it (the phrase or clause it was in) and the words it
expected there, or the reason a transformer method gave (``Unsure``). The failure points are
ranked by the faces they block: ``faces`` counts every face with such a line, ``alone`` the faces
that line alone keeps from parsing wholly. ``--sets`` reads only the development set files of
those codes (an era, say); a validation set named there is still left out. Figures and examples
only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
from pathlib import Path
from typing import Any

from lark import Token, Tree, UnexpectedInput

sys.path.insert(0, str(Path(__file__).resolve().parent))

import card_faces  # noqa: E402

from rulesparser import ast as A  # noqa: E402
from rulesparser import cardtext as C  # noqa: E402
from rulesparser import parse  # noqa: E402
from rulesparser import parser as P  # noqa: E402
from rulesparser.lexing import parse_text  # noqa: E402

#: the language being read (set by main)
LANG = ["en"]

#: the failures of the card-text grammar met while parsing one face: (line number, failure)
_SEEN: list[tuple[int, Any]] = []


def _recording(original: Any) -> Any:
    def card_text(text: str, lang: str, line_no: int, failures: list[Any], offset: int = 0) -> Any:
        before = len(failures)
        result = original(text, lang, line_no, failures, offset)
        for f in failures[before:]:
            _SEEN.append((line_no, (text, f)))
        return result

    return card_text


def _symbol(value: Any) -> str:
    """The grammar symbol a value of the parser's stack stands for."""
    if isinstance(value, Token):
        return value.type
    if isinstance(value, Tree):
        return str(value.data)
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_symbol(v) for v in value[:2]) + "]"
    return type(value).__name__


def _stack(text: str, depth: int) -> str:
    """The symbols on the card-text parser's stack where a line stops (parsed again into a tree:
    the parser with the transformer keeps no stack), the effect after an activation cost alone."""
    line, _, _ = C._quoted_abilities(text, LANG[0])
    parser = C.tree_parser(LANG[0])
    start = "card_line"
    colon = C._activation_colon(line)
    if colon is not None:
        try:
            parse_text(parser, line[:colon], "cost_list")
            line, start = line[colon + 1 :], "activated_effect"
        except UnexpectedInput:
            pass
    try:
        parse_text(parser, line, start)
    except UnexpectedInput as exc:
        ip = getattr(exc, "interactive_parser", None)
        if ip is not None:
            return " ".join(_symbol(v) for v in ip.parser_state.value_stack[-depth:])
    return ""


def describe(text: str, failure: Any, depth: int = 3) -> tuple[str, str, str, int]:
    """(stopped-at word, stack top, expected words, column) of one card-text failure."""
    exc = getattr(failure, "exc", None)
    if exc is None:  # an Unsure or an internal error: its reason
        reason = getattr(failure, "reason", None) or getattr(failure, "message", None)
        reason = reason or str(getattr(failure, "args", ("?",))[0] if failure.args else failure)
        return "(unsure)", str(reason)[:90], "", 10**6
    pos = getattr(exc, "pos_in_stream", None)
    token = getattr(exc, "token", None)
    if token is not None and getattr(token, "start_pos", None) is not None:
        pos = token.start_pos
    column = getattr(exc, "column", None)
    if isinstance(column, int) and column > 0:
        # the column is placed in the whole line (an activated ability's effect is parsed
        # after its colon, cardtext._shift) where a token's start_pos counts from the effect:
        # that position read the line's first word, "{T}"
        pos = column - 1
    word = text[pos:].split()[0] if pos is not None and pos < len(text) else "$END"
    word = re.sub(r"[.,]$", "", word) or word
    stack = _stack(text, depth)
    expected = getattr(exc, "expected", None) or getattr(exc, "_allowed", None) or set()
    exp = ",".join(sorted(e for e in expected)[:6])
    return word.lower(), stack, exp, getattr(exc, "column", 0) or 0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("corpus", nargs="?", default="../shared/corpus")
    ap.add_argument("--lang", default="en")
    ap.add_argument("--top", type=int, default=60)
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--examples", type=int, default=3)
    ap.add_argument("--dump", help="write every unparsed line with its failure point (JSON)")
    ap.add_argument("--by", choices=("word", "stack", "expected", "both"), default="both")
    ap.add_argument("--sets", help="comma-separated set codes: only those development sets")
    args = ap.parse_args()
    LANG[0] = args.lang
    P._card_text = _recording(P._card_text)
    files = card_faces.group_files(Path(args.corpus))
    faces: dict[tuple[str, str], None] = {}
    wanted = {c.strip().upper() for c in args.sets.split(",")} if args.sets else None
    for group in card_faces.DEVELOPMENT:
        paths = [p for p in files[group] if wanted is None or card_faces.set_code(p) in wanted]
        by_lang, _ = card_faces.extract(paths, args.limit)
        for face in by_lang[args.lang]:
            faces.setdefault(face, None)
    alone: collections.Counter[str] = collections.Counter()
    total: collections.Counter[str] = collections.Counter()
    examples: dict[str, list[str]] = collections.defaultdict(list)
    line_point: dict[str, str] = {}
    for name, text in faces:
        _SEEN.clear()
        card = parse(text, args.lang, card_name=name, lenient=True)
        bad = [a for a in card.abilities if isinstance(a, A.Unparsed) and a.source]
        if not bad:
            continue
        keys = []
        for a in bad:
            line = card_faces.line_key(args.lang, a.source.text, name)[1]
            if line in line_point:
                keys.append(line_point[line])
                continue
            tries = [f for n, f in _SEEN if n == a.source.line]
            if not tries:
                key = "(no card-text reading)"
            else:
                described = [describe(t, f) for t, f in tries]
                word, stack, exp, _ = max(described, key=lambda d: d[3] if d[3] < 10**6 else -1)
                if args.by == "word":
                    key = f"at {word!r}"
                elif args.by == "stack":
                    key = f"after [{stack}]"
                elif args.by == "expected":
                    key = f"at {word!r} expecting {exp}"
                else:
                    key = f"at {word!r} after [{stack}]"
            line_point[line] = key
            keys.append(key)
            if len(examples[key]) < args.examples:
                examples[key].append(line[:150])
        for key in set(keys):
            total[key] += 1
            if len(bad) == 1:
                alone[key] += 1
    if args.dump:
        Path(args.dump).write_text(json.dumps(line_point, indent=0, ensure_ascii=False))
    print(f"{len(faces)} development {args.lang} faces; failure points by faces alone blocked")
    print(f"{'alone':>6} {'faces':>6}  point")
    for key, n in sorted(total.items(), key=lambda kv: (-alone[kv[0]], -kv[1]))[: args.top]:
        print(f"{alone[key]:6d} {n:6d}  {key}")
        for ex in examples[key]:
            print(f"{'':15}{ex}")


if __name__ == "__main__":
    main()
