"""German lists of objects with "jede" said again before each noun ("für jedes Artefakt und
jede Verzauberung, das bzw. die du kontrollierst"): the relative clause right after the last
noun in the genders of every noun ("das bzw. die", "den bzw. die bzw. das") is said of all of
them, one list, as the English Oracle "for each artifact and/or enchantment you control"
(CR 109.1, 608.2); a relative clause in one gender after such a list is not read so. Real
printed lines, each against its card's English Oracle line."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.ast import Unparsed, strip_meta


def _ast(text: str, lang: str, name: str) -> list[object]:
    """The abilities of a card text with its card name (strict parse), without source data."""
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    # Nettlecyst (MH2)
    (
        "Nettlecyst",
        "Equipped creature gets +1/+1 for each artifact and/or enchantment you control.",
        "Nesselzyste",
        "Die ausgerüstete Kreatur erhält +1/+1 für jedes Artefakt und jede Verzauberung, das "
        "bzw. die du kontrollierst.",
    ),
    # All That Glitters (ELD): "und/oder jede"
    (
        "All That Glitters",
        "Enchanted creature gets +1/+1 for each artifact and/or enchantment you control.",
        "Alles, was glänzt",
        "Die verzauberte Kreatur erhält +1/+1 für jedes Artefakt und/oder jede Verzauberung, "
        "das bzw. die du kontrollierst.",
    ),
    # Born to Drive (NEO)
    (
        "Born to Drive",
        "As long as enchanted permanent is a creature, it gets +1/+1 for each creature and/or "
        "Vehicle you control.",
        "Zum Lenken bestimmt",
        "Solange die verzauberte bleibende Karte eine Kreatur ist, erhält sie +1/+1 für jede "
        "Kreatur und/oder jedes Fahrzeug, die bzw. das du kontrollierst.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_list_gives_the_oracle_ast(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _ast(de, "de", de_name) == _ast(en, "en", en_name)


def test_three_nouns_and_three_pronouns_count_one_list() -> None:
    """Bearded Axe (KHM), as printed ("Die verzauberte Kreatur" of this Equipment is the
    print's error, Oracle "Equipped creature"): the counted objects are those of the Oracle
    line, "den bzw. die bzw. das" one relative clause of the three nouns."""
    en = "Equipped creature gets +1/+1 for each Dwarf, Equipment, and/or Vehicle you control."
    de = (
        "Die verzauberte Kreatur erhält +1/+1 für jeden Zwerg, jede Ausrüstung und jedes "
        "Fahrzeug, den bzw. die bzw. das du kontrollierst."
    )
    (en_ability,) = _ast(en, "en", "Bearded Axe")
    (de_ability,) = _ast(de, "de", "Bartaxt")
    assert de_ability["effect"]["power"] == en_ability["effect"]["power"]
    assert de_ability["effect"]["toughness"] == en_ability["effect"]["toughness"]


def test_a_relative_clause_in_one_gender_is_not_said_of_both() -> None:
    """Champion of the Flame (DOM): "für jede Aura und jede Ausrüstung, die an ihn angelegt
    ist": "die ... ist" may be said of the Equipment only; not read as both."""
    line = (
        "Der Champion der Flamme erhält +2/+2 für jede Aura und jede Ausrüstung, die an ihn "
        "angelegt ist."
    )
    card = parse(line, "de", card_name="Champion der Flamme", lenient=True)
    assert [type(a) for a in card.abilities] == [Unparsed]
