"""Equivalence fixtures (like sqlglot's validate_all): one entry = the same ability in several
languages and eras; every text must parse to one AST (without `source`/`findings`) and carry no
finding. Fixture files: tests/equivalence/*.yaml (one list of entries each)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from rulesparser import parse
from rulesparser.ast import strip_meta
from rulesparser.lexicon import available_languages

FIXTURES = sorted((Path(__file__).parent / "equivalence").glob("*.yaml"))


def _entries() -> list:
    out = []
    for path in FIXTURES:
        for entry in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            out.append(pytest.param(entry, id=f"{path.stem}:{entry['id']}"))
    return out


@pytest.mark.parametrize("entry", _entries())
def test_same_ast_in_every_language_and_era(entry: dict) -> None:
    texts = [(lang, t) for lang in available_languages() for t in entry.get(lang, []) or []]
    assert len(texts) >= 2, "an equivalence entry needs at least two texts"
    results = {}
    for lang, text in texts:
        card = parse(text, lang, card_name=(entry.get("names") or {}).get(lang))
        findings = [f.code for a in card.abilities for f in a.findings]
        assert findings == [], f"{lang}: {text!r} has findings {findings}"
        results[(lang, text)] = json.dumps(strip_meta(card.to_json()["abilities"]), sort_keys=True)
    reference = next(iter(results.values()))
    for (lang, text), value in results.items():
        assert value == reference, f"{lang}: {text!r} differs from {texts[0]}"
    # the one expected AST of the entry (canonical JSON, source/findings removed)
    if "ast" in entry:
        assert json.loads(reference) == entry["ast"]


def test_canonical_json_keeps_language_and_era_under_source() -> None:
    en = parse(
        "Vanishing 3 (This permanent comes into play with three time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)"
    )
    kw = en.abilities[0].to_json()
    assert kw["source"]["lang"] == "en" and kw["source"]["era"] == "2006"
    assert kw["source"]["reminder"][0]["type"] == "replacement_effect"
    assert "source" not in strip_meta(kw) and kw["name"] == "vanishing" and kw["parameter"] == 3
