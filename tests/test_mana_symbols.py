"""Mana symbols (CR 107.4): only the symbols of the rules are read as mana, in costs and in
"Add ..." (CR 106.1); a letter in braces that is no symbol ("{Z}") and a symbol that is no mana a
player can add ("Add {T}", "Add {S}", "Add {W/U}") are refused at the words, in EN, FR and DE."""

from __future__ import annotations

import re

import pytest

from rulesparser import ParseError, parse
from rulesparser.resources import data_dir


def _mana_terminal(grammar_file: str) -> str:
    text = data_dir("grammar").joinpath(grammar_file).read_text(encoding="utf-8")
    m = re.search(r"^MANA: (.+)$", text, re.M)
    assert m is not None, grammar_file
    return m.group(1)


def test_one_definition_of_a_mana_symbol_in_both_grammars() -> None:
    """The sentence grammar (core.lark) and the card-text grammar (cardtext.lark) of every
    language lex the same symbols."""
    assert _mana_terminal("core.lark") == _mana_terminal("cardtext.lark")


@pytest.mark.parametrize(
    ("text", "lang", "column"),
    [
        ("{T}: Add {Z}.", "en", 10),
        ("{Z}: Draw a card.", "en", 1),
        ("Kicker {Z}", "en", 8),
        ("{T} : Ajoutez {Z}.", "fr", 15),
        ("{Z}, {T}: Ziehe eine Karte.", "de", 1),
    ],
)
def test_a_letter_that_is_no_mana_symbol_is_refused_where_it_is_written(
    text: str, lang: str, column: int
) -> None:
    with pytest.raises(ParseError) as info:
        parse(text, lang)
    assert info.value.word == "{Z}" and info.value.column == column


@pytest.mark.parametrize(
    ("text", "lang", "symbol"),
    [
        ("{T}: Add {T}.", "en", "{T}"),
        ("{T}: Add {Q}.", "en", "{Q}"),
        ("{T}: Add {S}.", "en", "{S}"),
        ("{T}: Add {W/U}.", "en", "{W/U}"),
        ("{T}: Add {G/P}.", "en", "{G/P}"),
        ("{T}: Add {E}.", "en", "{E}"),
        ("{T}: Add {W} or {Q}.", "en", "{Q}"),
        ("{T} : Ajoutez {T}.", "fr", "{T}"),
        ("{T}: Erzeuge {S}.", "de", "{S}"),
    ],
)
def test_add_names_only_mana_a_player_can_have(text: str, lang: str, symbol: str) -> None:
    """CR 106.1: mana is of the five colors or colorless; {T}, {Q}, snow, hybrid, Phyrexian
    and energy symbols stand for costs, not for mana to add."""
    with pytest.raises(ParseError, match=re.escape(f"mana a player can't add ({symbol}")) as e:
        parse(text, lang)
    column = e.value.column
    assert e.value.line == 1 and column > text.index(":") and symbol in text[column - 1 :]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # Llanowar Elves (DOM 168)
        ("{T}: Add {G}.", "en"),
        ("{T} : Ajoutez {G}.", "fr"),
        ("{T}: Erzeuge {G}.", "de"),
    ],
)
def test_real_mana_abilities_still_add_their_mana(text: str, lang: str) -> None:
    effect = parse(text, lang).abilities[0].effect
    assert effect.type_name == "add_mana" and effect.mana.symbols == ("G",)


def test_snow_symbols_spent_are_still_read() -> None:
    """Tundra Fumarole (KHM 154): the snow mana spent is counted, {C} is added."""
    text = (
        "Tundra Fumarole deals 4 damage to target creature or planeswalker. "
        "Add {C} for each {S} spent to cast this spell. Until end of turn, you don't lose "
        "this mana as steps and phases end."
    )
    card = parse(text, card_name="Tundra Fumarole")
    found = [n for a in card.abilities for n in a.walk() if n.type_name == "add_mana"]
    assert found and all(n.mana.symbols == ("C",) for n in found)


def test_kicker_x_is_still_a_cost() -> None:
    """Kicker {X}{2} (a real Kicker cost with the variable of CR 107.3)."""
    card = parse("Kicker {X}{2}")
    costs = [n.symbols for a in card.abilities for n in a.walk() if n.type_name == "mana_cost"]
    assert costs and all(c == ("X", "2") for c in costs)
