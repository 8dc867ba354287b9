"""French "Ajoutez six {G}." (Castle Garenbrig; CR 106.4: one mana symbol added that many times),
as English "Add six {G}."."""

from __future__ import annotations

from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse

FR = (
    "{2}{G}{G}, {T} : Ajoutez six {G}. Ne dépensez ce mana que pour lancer des sorts de créature "
    "ou activer des capacités de créature."
)
EN = (
    "{2}{G}{G}, {T}: Add six {G}. Spend this mana only to cast creature spells or activate "
    "abilities of creatures."
)


def test_six_green_mana_reads_as_the_oracle_line() -> None:
    assert abilities_json(FR, "fr") == abilities_json(EN, "en")


def test_the_symbol_is_added_six_times() -> None:
    (ability,) = parse("{T} : Ajoutez six {G}.", "fr").abilities
    assert isinstance(ability.effect, A.AddMana) and ability.effect.amount == 6
