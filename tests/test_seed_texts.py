"""Ratchet over every rules text of the seed cards (kb/seed_cards.yaml): printed 2007 English and
Oracle English/French/German. "Every text in the seeds is real input the product must handle."

- No text may crash the parser (anything but a ParseError is a bug).
- ``KNOWN_UNPARSED`` lists the texts that do not parse yet. It may only shrink: a listed text that
  parses fails the test ("remove it from KNOWN_UNPARSED"), an unlisted text that fails fails it.
- "The same ability in any language or templating era gives the same AST": every parsed text
  must give the abilities of the printed English text (or, when that does not parse, of the
  Oracle English one), compared as the translation cross-check compares printings
  (:func:`rulesparser.crosscheck.compare_abilities`: reminders included, keyword lists in another
  order allowed). ``KNOWN_DIFFERENCES`` lists the justified exceptions; a listed text that no
  longer differs fails the test too.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta
from rulesparser.crosscheck import compare_abilities

SEED_CARDS = Path(__file__).resolve().parents[1] / "kb" / "seed_cards.yaml"

Key = tuple[str, str, str]  # (English card name, "printed" | "oracle", language)

#: Texts that do not parse yet, with what is missing. Only ever remove entries.
KNOWN_UNPARSED: dict[Key, str] = {}

#: Parsed texts whose abilities differ from the reference English text, with why. Only ever
#: remove entries; a real translation finding stays here (reported, not hidden).
KNOWN_DIFFERENCES: dict[Key, str] = {
    ("Cautery Sliver", "oracle", "en"): (
        "Oracle errata (2018, as Keldon Marauders): 'any target' and 'target player, "
        "planeswalker, or Sliver creature' are wider targets than the printed 'target creature "
        "or player' and 'target Sliver or player' (CR 115.1, 115.4): other ASTs, not equated"
    ),
    ("Dormant Sliver", "oracle", "en"): (
        "the Oracle text splits the printed grant 'All Slivers have defender and \"When ...\"' "
        "into two lines, one grant each (same group, same abilities: "
        "test_dormant_sliver_oracle_splits_the_printed_grant)"
    ),
    ("Aether Membrane", "oracle", "en"): (
        "Oracle errata: the printed 'can block as though it had flying' became the keyword "
        "reach (CR 702.17, 'can block creatures with flying'): another ability, not equated"
    ),
    ("Keldon Marauders", "oracle", "en"): (
        "Oracle errata (2018): the printed 'target player' became 'target player or "
        "planeswalker', a wider target (CR 115.1): another AST (targets area), not equated"
    ),
    ("Roiling Horror", "oracle", "de"): (
        "translation finding: the German printing says 'ein Gegner deiner Wahl' (target "
        "opponent) where the English says 'target player'"
    ),
}


@cache
def _cards() -> list[dict[str, Any]]:
    return yaml.safe_load(SEED_CARDS.read_text(encoding="utf-8"))["cards"]


def _texts() -> list[tuple[Key, str, str]]:
    """Every (key, text, card name in that language) of the seeds, printed English first."""
    out = []
    for card in _cards():
        for kind in ("printed", "oracle"):
            for lang, entry in (card.get(kind) or {}).items():
                if entry and entry.get("text"):
                    name = (card.get("names") or {}).get(lang) or card["name"]
                    out.append(((card["name"], kind, lang), entry["text"], name))
    return out


@cache
def _parsed() -> tuple[dict[Key, Any], dict[Key, str]]:
    """Parse every seed text: (abilities by key, parse error by key). A crash propagates."""
    ok: dict[Key, Any] = {}
    failed: dict[Key, str] = {}
    for key, text, name in _texts():
        try:
            ok[key] = parse(text, key[2], card_name=name).abilities
        except ParseError as exc:
            failed[key] = str(exc).split("\n")[0]
    return ok, failed


def test_seed_texts_exist() -> None:
    keys = [k for k, _, _ in _texts()]
    assert len(keys) > 250 and len(set(keys)) == len(keys)
    listed = set(KNOWN_UNPARSED) | set(KNOWN_DIFFERENCES)
    assert not listed - set(keys), f"listed texts that are not in the seeds: {listed - set(keys)}"


def test_no_seed_text_crashes() -> None:
    crashes = []
    for key, text, name in _texts():
        try:
            parse(text, key[2], card_name=name)
        except ParseError:
            pass
        except Exception as exc:  # noqa: BLE001 - any other exception is the bug reported
            crashes.append(f"{key}: {exc!r}")
    assert not crashes, "\n".join(crashes)


def test_unparsed_seed_texts_only_shrink() -> None:
    _, failed = _parsed()
    new_failures = [f"{k}: {failed[k]}" for k in failed if k not in KNOWN_UNPARSED]
    now_parsing = [str(k) for k in KNOWN_UNPARSED if k not in failed]
    assert not new_failures, "seed texts that no longer parse:\n" + "\n".join(new_failures)
    assert not now_parsing, "these texts parse now, remove them from KNOWN_UNPARSED:\n" + (
        "\n".join(now_parsing)
    )


def _reference(card: str, ok: dict[Key, Any]) -> tuple[Key, Any] | None:
    for key in ((card, "printed", "en"), (card, "oracle", "en")):
        if key in ok:
            return key, ok[key]
    return None


def test_printed_and_oracle_texts_give_the_same_ast() -> None:
    ok, _ = _parsed()
    unexpected, resolved = [], []
    for key, abilities in ok.items():
        ref = _reference(key[0], ok)
        if ref is None or ref[0] == key:
            continue
        findings = compare_abilities(ref[1], abilities, f"{key[1]} {key[2]}", f"{ref[0][1]} en")
        if findings and key not in KNOWN_DIFFERENCES:
            unexpected.append(f"{key[0]}: " + "; ".join(f.message for f in findings))
        if not findings and key in KNOWN_DIFFERENCES:
            resolved.append(str(key))
    assert not unexpected, "texts that differ from the English AST:\n" + "\n".join(unexpected)
    assert not resolved, "these texts give the English AST now, remove them from " + (
        "KNOWN_DIFFERENCES:\n" + "\n".join(resolved)
    )


@pytest.mark.parametrize("key", sorted(KNOWN_DIFFERENCES))
def test_known_differences_are_reported_by_the_crosscheck(key: Key) -> None:
    """A listed difference is a finding of the cross-check, not hidden by it."""
    ok, _ = _parsed()
    ref = _reference(key[0], ok)
    assert ref is not None and key in ok
    assert compare_abilities(ref[1], ok[key], key[2], "en")


def test_dormant_sliver_oracle_splits_the_printed_grant() -> None:
    """The Oracle's two grants give, in order, the printed grant's abilities: the keyword to
    the Sliver creatures (a keyword concerns creatures only: rulesparser.canonical), the
    triggered ability to every Sliver, as the printed "All Slivers" group."""
    ok, _ = _parsed()
    (printed,) = ok[("Dormant Sliver", "printed", "en")]
    oracle = ok[("Dormant Sliver", "oracle", "en")]
    assert all(type(g) is type(printed) for g in oracle)
    keyword_grant, trigger_grant = oracle
    assert keyword_grant.object.filter == ("sliver", "creature")
    assert trigger_grant.object == printed.object
    split = [a for g in oracle for a in g.abilities]
    assert [strip_meta(a.to_json()) for a in split] == [
        strip_meta(a.to_json()) for a in printed.abilities
    ]
