"""Terminals of four or more words are fixed idioms, listed with their reason (issue 9): the
card-text grammar composes phrases from words, and the older sentence grammar's long terminals
may only become fewer (grammar/idioms.yaml)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1] / "grammar"
IDIOMS = yaml.safe_load((ROOT / "idioms.yaml").read_text(encoding="utf-8"))
LANGS = sorted(d.name for d in ROOT.iterdir() if d.is_dir() and d.joinpath("phrases").is_dir())
CARD_TEXT_LAYERS = ("phrases", "clauses", "lines")
_TERMINAL = re.compile(r"^(_?[A-Z][A-Z0-9_]*)(?:\.\d+)?\s*:\s*(.+)$", re.M)


def words(pattern: str) -> int:
    """The most words one alternative of a terminal's pattern says (separators ``\\s+``/``\\s*``)."""
    return max(len(re.findall(r"\\s[+*]", alt)) + 1 for alt in pattern.split("|"))


def long_terminals(lang: str) -> tuple[set[str], int]:
    """(card-text terminals of 4+ words, number of such terminals in the older grammar)."""
    card_text: set[str] = set()
    older = 0
    for f in sorted((ROOT / lang).rglob("*.lark")):
        layer = f.relative_to(ROOT / lang).parts[0]
        for m in _TERMINAL.finditer(f.read_text(encoding="utf-8")):
            if words(m.group(2)) >= 4:
                if layer in CARD_TEXT_LAYERS:
                    card_text.add(m.group(1))
                else:
                    older += 1
    return card_text, older


@pytest.mark.parametrize("lang", LANGS)
def test_long_card_text_terminals_are_listed_idioms(lang: str) -> None:
    card_text, _ = long_terminals(lang)
    listed = IDIOMS["card_text"].get(lang) or {}
    unlisted = sorted(card_text - set(listed))
    assert not unlisted, (
        f"grammar/{lang}: terminals of four or more words {unlisted}: compose them from words, "
        "or list each in grammar/idioms.yaml with the reason it is one fixed idiom"
    )
    assert all(str(reason).strip() for reason in listed.values())
    stale = sorted(set(listed) - card_text)
    assert not stale, f"grammar/idioms.yaml lists {stale} for {lang}, which are gone: remove them"


@pytest.mark.parametrize("lang", LANGS)
def test_the_older_grammars_long_terminals_only_become_fewer(lang: str) -> None:
    _, older = long_terminals(lang)
    limit = IDIOMS["older_grammar_max"][lang]
    assert older <= limit, (
        f"grammar/{lang}/*.lark has {older} terminals of four or more words (at most {limit}): "
        "write new card text in the compositional grammar"
    )
