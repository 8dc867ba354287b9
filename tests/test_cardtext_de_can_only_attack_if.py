"""German "kann nur angreifen, wenn ..." / "kann nur blocken, wenn ..." (grammar/de/clauses/
sentences.lark clause_only_if): "can attack only if [condition]" is "can't attack unless
[condition]" (CR 508.1c, 509.1b), as the English Oracle lines say it; a condition the grammar
does not read keeps the line unparsed."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str | None = None) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


def test_hammerhead_shark() -> None:
    """Stronghold's printing of Hammerhead Shark."""
    assert _named_ast(
        "Der Hammerhai kann nur angreifen, wenn der verteidigende Spieler Inseln kontrolliert.",
        "de",
        "Hammerhai",
    ) == _named_ast(
        "Hammerhead Shark can't attack unless defending player controls an Island.",
        "en",
        "Hammerhead Shark",
    )


@pytest.mark.parametrize(
    ("de", "en"),
    [
        (
            "Der ~ kann nur angreifen, falls du drei oder mehr Länder kontrollierst.",
            "~ can't attack unless you control three or more lands.",
        ),
        (
            "Der ~ kann nur blocken, wenn du eine Insel kontrollierst.",
            "~ can't block unless you control an Island.",
        ),
    ],
)
def test_can_only_attack_or_block_if(de: str, en: str) -> None:
    assert _named_ast(de, "de") == _named_ast(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        # a payment, no condition (Brainwash, 4th Edition: "unless its controller pays {3}")
        "Die verzauberte Kreatur kann nur angreifen, wenn ihr Beherrscher zusätzlich 3 bezahlt.",
        # no condition at all: "can attack only" something is not read as "can't attack"
        "Der ~ kann nur angreifen.",
    ],
)
def test_other_only_attacks_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
