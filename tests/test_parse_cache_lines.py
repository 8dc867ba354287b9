"""The line cache (rulesparser.parser._read_normalized) keys a line's outcome by its text and
language, not its line number: a line read on one line of a card and found again on another line
(of that card or another) gets that line's number, in its abilities' sources and in its error."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import Unparsed


def test_a_line_read_before_on_another_line_number_is_on_its_own_line() -> None:
    # Manalith: the mana ability on line 1; Birds of Paradise: the same line on line 2
    manalith = parse("{T}: Add one mana of any color.", "en", card_name="Manalith")
    birds = parse("Flying\n{T}: Add one mana of any color.", "en", card_name="Birds of Paradise")
    first, second = manalith.abilities[0], birds.abilities[1]
    assert first == second  # the same ability
    assert first.source.line == 1 and second.source.line == 2
    assert second.source.text == "{T}: Add one mana of any color."
    assert second.to_json()["source"] == {**first.to_json()["source"], "line": 2}
    # and back on line 1 (Manalith again, after Birds): its own number again
    again = parse("{T}: Add one mana of any color.", "en", card_name="Manalith")
    assert again.abilities[0].source.line == 1


def test_a_failed_line_read_before_on_another_line_reports_its_own_line() -> None:
    text = "Xyzzy plugh the frobnicator."
    with pytest.raises(ParseError) as on_one:
        parse(text, "en")
    with pytest.raises(ParseError) as on_two:
        parse("Flying\n" + text, "en")
    assert on_one.value.line == 1 and on_two.value.line == 2
    assert (on_one.value.column, on_one.value.word) == (on_two.value.column, on_two.value.word)
    assert str(on_two.value).startswith("line 2, ")
    lenient = parse("Flying\n" + text, "en", lenient=True).abilities[1]
    assert isinstance(lenient, Unparsed) and lenient.error.startswith("line 2, ")
