"""No value that is not part of the AST is ever given out: a reading that keeps a transformer's
intermediate object inside its abilities (German Indomitable Might kept a ``Clause`` in stop 27,
and ``--json`` and the knowledge-base build stopped on it) leaves its line unparsed with a
positioned message (rulesparser.parser._read_normalized, rulesparser.ast.foreign_value)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator

import pytest

from rulesparser import ast as A
from rulesparser import parse, parser
from rulesparser.errors import ParseError


class _Leftover:
    """Stands for a transformer object a reading forgot to turn into nodes."""


@pytest.fixture
def leaking_reading(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every line's reading with a :class:`_Leftover` in place of its spell's effect (the
    lines' cache emptied before and after, so that no other test sees these readings)."""
    real = parser._parse_line

    def leaking(line: str, lang: str, line_no: int) -> list[A.Node]:
        return [
            dataclasses.replace(a, effect=_Leftover()) if isinstance(a, A.SpellAbility) else a
            for a in real(line, lang, line_no)
        ]

    parser._read_normalized.cache_clear()
    monkeypatch.setattr(parser, "_parse_line", leaking)
    yield
    parser._read_normalized.cache_clear()


@pytest.mark.usefixtures("leaking_reading")
def test_a_reading_holding_a_transformer_object_is_left_unparsed() -> None:
    """Divination's line read with an object of no AST in it: lenient parsing gives an
    ``unparsed`` line whose message names the value and where it was, the card's JSON is
    written; strict parsing raises ``ParseError`` at the line's first word, never a crash."""
    card = parse("Draw two cards.\nFlying", "en", lenient=True)
    first, second = card.abilities
    assert isinstance(first, A.Unparsed)
    assert "_Leftover" in first.error and "effect" in first.error
    assert isinstance(second, A.Keyword)  # a line with no spell ability reads as before
    assert json.loads(A.canonical_json(card))["abilities"][0]["type"] == "unparsed"
    with pytest.raises(ParseError) as err:
        parse("Draw two cards.", "en")
    assert (err.value.line, err.value.column, err.value.word) == (1, 1, "Draw")


def test_values_of_no_ast_are_found_in_any_field() -> None:
    """A list where a tuple belongs, and a reminder's ability holding a dict, are found with
    their path; the abilities of a real line hold none."""
    bad = A.Sequence(effects=[A.Draw(player=A.PlayerRef(kind="you"), amount=1)])  # type: ignore[arg-type]
    assert A.foreign_value((A.SpellAbility(effect=bad),)) == (
        "[0].effect.effects",
        [bad.effects[0]],
    )
    kw = parse("Flying", "en").abilities[0]
    reminder = (A.SpellAbility(effect={"draw": 1}),)  # type: ignore[arg-type]
    with_reminder = dataclasses.replace(
        kw, source=dataclasses.replace(kw.source, reminder=reminder)
    )
    assert A.foreign_value(with_reminder) == (".source.reminder[0].effect", {"draw": 1})
    card = parse(
        "Draw two cards, then discard a card.\n"
        "Flying (This creature can't be blocked except by creatures with flying or reach.)",
        "en",
    )
    assert A.foreign_value(card.abilities) is None
