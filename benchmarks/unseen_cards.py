"""English coverage of whole card faces on cards of no MTGJSON set of the corpus (an unseen-sets proxy).

Usage: ``python benchmarks/unseen_cards.py [../shared/corpus] [--show-dev N]``

Acceptance of issue 9 runs on MTGJSON sets we do not have. The corpus holds the Forge card scripts
of 2020 (``forge_reeforge_2020/cardsfolder``, one ``Oracle:`` line per face, ``\\n`` between
lines): every card printed until November 2020. The cards whose names occur in none of the
corpus's MTGJSON set files (any face, any language group) are cards the grammar was never written
from (Theros, Khans of Tarkir, Ixalan, Amonkhet, Commander, Battlebond, ... cards). Their faces
(tokens, planes, phenomena, schemes, vanguards and conspiracies left out) are split by a CRC-32 of
the face name into two halves:

- ``dev``: may be read while writing rules (``--show-dev N`` prints N of its unparsed lines);
- ``held``: never read; its figure is the estimate of unseen sets.

Each face is parsed once through the public API, ``rulesparser.parse(text, "en",
card_name=<face name>, lenient=True)``, as ``../shared/tools/face_coverage.py`` does; a face is
wholly parsed when no ability is ``Unparsed``. Printed per half: faces, faces wholly parsed (%),
abilities parsed (%). Figures only, no assertions. The Forge text is the Oracle text of 2020: older
than MTGJSON 2022's in a few templates (it says "puts the top card of their library into their
graveyard" where MTGJSON says "mills a card").
"""

from __future__ import annotations

import argparse
import json
import sys
import zlib
from pathlib import Path

from rulesparser import ast as A
from rulesparser import parse

#: Forge ``Types:`` starts that are not cards of a 60-card game.
NOT_CARDS = ("Plane ", "Phenomenon", "Scheme", "Vanguard", "Conspiracy")


def mtgjson_names(corpus: Path) -> set[str]:
    """Every card and face name of every MTGJSON set file of ``corpus/mtgjson`` (split names too)."""
    names: set[str] = set()
    for path in sorted((corpus / "mtgjson").rglob("*.json")):
        try:
            cards = json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]
        except (ValueError, KeyError, TypeError):
            continue
        for card in cards:
            names.add(card["name"])
            names.update(card["name"].split(" // "))
            if card.get("faceName"):
                names.add(card["faceName"])
    return names


def forge_faces(corpus: Path) -> list[tuple[str, str]]:
    """(face name, Oracle text) of every Forge 2020 card face, in path order."""
    faces: list[tuple[str, str]] = []
    for path in sorted((corpus / "forge_reeforge_2020" / "cardsfolder").rglob("*.txt")):
        name: str | None = None
        types = ""
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("Name:"):
                name = line[5:].strip()
            elif line.startswith("Types:"):
                types = line[6:].strip()
            elif line.startswith("Oracle:") and name:
                text = line[7:].strip().replace("\\n", "\n")
                if text and "Token" not in types and not types.startswith(NOT_CARDS):
                    faces.append((name, text))
            elif line.startswith("ALTERNATE"):
                name, types = None, ""
    return faces


def half(name: str) -> str:
    """``dev`` or ``held``: a stable split of face names (CRC-32 parity)."""
    return "held" if zlib.crc32(name.encode("utf-8")) % 2 else "dev"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("corpus", nargs="?", default="../shared/corpus")
    ap.add_argument(
        "--show-dev", type=int, default=0, help="print N unparsed lines of the dev half"
    )
    args = ap.parse_args()
    corpus = Path(args.corpus)
    if not (corpus / "forge_reeforge_2020").is_dir():
        sys.exit(f"no Forge scripts under {corpus}: give the corpus directory (../shared/corpus)")
    seen = mtgjson_names(corpus)
    unseen = [(n, t) for n, t in dict.fromkeys(forge_faces(corpus)) if n not in seen]
    stats = {h: [0, 0, 0, 0] for h in ("dev", "held")}  # faces, wholly, abilities, parsed
    shown: list[str] = []
    for name, text in unseen:
        card = parse(text, "en", card_name=name, lenient=True)
        bad = [a for a in card.abilities if isinstance(a, A.Unparsed)]
        s = stats[half(name)]
        s[0] += 1
        s[1] += not bad
        s[2] += len(card.abilities)
        s[3] += len(card.abilities) - len(bad)
        if half(name) == "dev" and len(shown) < args.show_dev:
            shown += [f"{name}: {a.source.text if a.source else a.error}" for a in bad][
                : args.show_dev - len(shown)
            ]
    print(f"{len(unseen)} English faces of Forge 2020 cards in no MTGJSON set of {corpus}")
    for h, (faces, wholly, abilities, parsed) in stats.items():
        print(
            f"{h:5} {faces:5} faces, wholly parsed {wholly} ({100 * wholly / max(1, faces):.1f} %),"
            f" abilities parsed {parsed}/{abilities} ({100 * parsed / max(1, abilities):.1f} %)"
        )
    for line in shown:
        print("  " + line)


if __name__ == "__main__":
    main()
