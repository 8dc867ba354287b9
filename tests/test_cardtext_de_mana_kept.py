"""German "Bis zum Ende des Zuges verlierst du dieses Mana nicht, sowie Segmente und Phasen enden."
(an exception to CR 500.5, mana pools empty as steps and phases end) read as its Oracle line."""

from __future__ import annotations

from _card_ast import abilities_json

from rulesparser import parse


def test_this_mana_kept_until_end_of_turn_reads_as_oracle() -> None:
    # Colossal Plow (KHM)
    en = (
        "Whenever ~ attacks, add {W}{W}{W}. You gain 3 life. Until end of turn, you don't lose "
        "this mana as steps and phases end."
    )
    de = (
        "Immer wenn der ~ angreift, erzeuge {W}{W}{W}. Du erhältst 3 Lebenspunkte dazu. Bis zum "
        "Ende des Zuges verlierst du dieses Mana nicht, sowie Segmente und Phasen enden."
    )
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_this_mana_with_no_mana_before_it_stays_unparsed() -> None:
    line = "Bis zum Ende des Zuges verlierst du dieses Mana nicht, sowie Segmente und Phasen enden."
    card = parse(line, "de", lenient=True)
    assert [type(a).__name__ for a in card.abilities] == ["Unparsed"]
