"""Benchmark: the cross-check's figures and a random sample of its translation findings to judge.

Run on demand (not part of the test suite), on a knowledge base built from MTGJSON sets
(``rulesparser kb build --db kb.sqlite ../shared/corpus ../shared/seeds``)::

    python benchmarks/translation_sample.py --db kb.sqlite [--n 40] [--seed 10] [--basis ast]

Prints the figures of the issue's acceptance (printings with French or German text, the share
fully compared and with at least one line compared, findings by kind and basis), then ``--n``
translation findings drawn at random (``random.Random(seed).sample`` over the findings in the
report's order: set, card, language) — only those of one ``--basis`` (``ast`` or ``facts``)
when given — each with its set, collector number, card, language, code, basis and what
differs, the two lines compared, and the whole printed faces (English printed text, and the
French or German text) so that a person can judge it against the printed texts: a real
translation or data error, or a false finding of the cross-check.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def face_texts(conn: sqlite3.Connection, set_code: str, number: str, card: str) -> dict:
    """``{lang: [text per face]}`` of the printing (the texts the build parsed)."""
    rows = conn.execute(
        "SELECT pp.lang, pp.face, x.text FROM printings p JOIN cards c ON c.id = p.card_id "
        "JOIN printing_parses pp ON pp.uuid = p.uuid JOIN parses x ON x.id = pp.parse_id "
        "WHERE p.set_code = ? AND p.number = ? AND c.name = ? ORDER BY pp.lang, pp.face",
        (set_code, number, card),
    ).fetchall()
    out: dict[str, list[str]] = {}
    for lang, face, text in rows:
        faces = out.setdefault(lang, [])
        faces.extend("" for _ in range(face + 1 - len(faces)))
        faces[face] = text
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--db", required=True, help="knowledge base built from MTGJSON sets")
    ap.add_argument("--n", type=int, default=40, help="findings to draw (default 40)")
    ap.add_argument("--seed", type=int, default=10)
    ap.add_argument("--basis", choices=["ast", "facts"], help="draw only findings of this basis")
    args = ap.parse_args()

    from rulesparser.kb.queries import connect
    from rulesparser.kb.report import report_data

    conn = connect(args.db)
    data = report_data(conn)
    s = data["summary"]
    total = s["printings_with_foreign_text"] or 1
    print(f"printings with French or German text: {s['printings_with_foreign_text']}")
    print(
        f"fully compared: {s['printings_fully_compared']} "
        f"({100.0 * s['printings_fully_compared'] / total:.1f} %); at least one line compared: "
        f"{s['printings_with_a_line_compared']} "
        f"({100.0 * s['printings_with_a_line_compared'] / total:.1f} %)"
    )
    print(
        f"findings: {s['findings']}: "
        + ", ".join(f"{k} {n}" for k, n in s["findings_by_kind_and_basis"].items())
    )
    pool = [
        f
        for f in data["findings"]
        if f["kind"] == "translation" and (args.basis is None or f["basis"] == args.basis)
    ]
    n = min(args.n, len(pool))
    print(
        f"\nsample: {n} of {len(pool)} translation findings"
        + (f" with basis {args.basis}" if args.basis else "")
        + f" (seed {args.seed})"
    )
    for k, f in enumerate(random.Random(args.seed).sample(pool, n), 1):
        print(f"\n=== {k}. {f['set']} {f['number']} {f['card']} ({f['lang']}, {f['basis']})")
        print(f"  {f['detail']}")
        print(f"  en line: {f['en']}".replace("\n", " // "))
        print(f"  {f['lang']} line: {f['text']}".replace("\n", " // "))
        texts = face_texts(conn, f["set"], f["number"], f["card"])
        for lang in ("en", f["lang"]):
            for face, text in enumerate(texts.get(lang, [])):
                print(f"  [{lang} printed, face {face + 1}] " + text.replace("\n", " ⏎ "))


if __name__ == "__main__":
    main()
