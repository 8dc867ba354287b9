"""Abilities printed over several lines (rulesparser.sections): leveler bands (CR 711), class
levels (CR 716), die-roll results tables (CR 706.3), in English, French and German."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse

# MH1 Hexdrinker, as MTGJSON prints it (its last line does not parse yet: "from everything")
HEXDRINKER = {
    "en": (
        "Hexdrinker",
        "Level up {1} ({1}: Put a level counter on this. Level up only as a sorcery.)\n"
        "LEVEL 3-7\n4/4\nProtection from instants\nLEVEL 8+\n6/6",
    ),
    "fr": (
        "Buveur de maléfices",
        "Montée de niveau {1} ({1} : Mettez un marqueur « niveau » sur cette créature. Ne montez "
        "de niveau que lorsque vous pourriez lancer un rituel.)\nNIVEAU 3-7\n4/4\n"
        "Protection contre les éphémères\nNIVEAU 8+\n6/6",
    ),
    "de": (
        "Hexentrinker",
        "Stufe aufsteigen {1} ({1}: Lege eine Stufenmarke auf diese Karte. Spiele Stufe "
        "aufsteigen wie eine Hexerei.)\nSTUFE 3-7\n4/4\nSchutz vor Spontanzaubern\nSTUFE 8+\n6/6",
    ),
}


@pytest.mark.parametrize("lang", sorted(HEXDRINKER))
def test_a_leveler_band_holds_its_pt_and_abilities(lang: str) -> None:
    name, text = HEXDRINKER[lang]
    card = parse(text, lang, card_name=name, lenient=True)
    level_up, low, high = card.abilities
    assert isinstance(level_up, A.Keyword) and level_up.name == "level_up"
    assert (low.minimum, low.maximum, low.power, low.toughness) == (3, 7, 4, 4)
    (protection,) = low.abilities
    assert isinstance(protection, A.Keyword) and protection.name == "protection"
    assert (high.minimum, high.maximum, high.power, high.toughness) == (8, None, 6, 6)
    assert high.abilities == ()


def test_the_three_languages_give_one_leveler_card() -> None:
    asts = [
        [A.strip_meta(a.to_json()) for a in parse(t, lang, card_name=n).abilities]
        for lang, (n, t) in HEXDRINKER.items()
    ]
    assert asts[0] == asts[1] == asts[2]


def test_an_unparsed_line_in_a_band_stays_unparsed() -> None:
    text = "LEVEL 8+\n6/6\nEach player separates all permanents they control into three piles."
    card = parse(text, "en", card_name="Hexdrinker", lenient=True)
    band, unparsed = card.abilities
    assert isinstance(band, A.LevelerBand) and band.abilities == ()
    assert isinstance(unparsed, A.Unparsed)
    # Hexdrinker's own level 8+ ability, "Protection from everything" (CR 702.16j)
    text = "LEVEL 8+\n6/6\nProtection from everything"
    (band,) = parse(text, "en", card_name="Hexdrinker").abilities
    (kw,) = band.abilities
    assert kw.name == "protection" and kw.parameter == A.Quality(value="everything")


def test_a_class_level_bar_holds_the_abilities_of_its_section() -> None:
    text = (
        "(Gain the next level as a sorcery to add its ability.)\n"
        "Creatures you control get +1/+0.\n"
        "{1}{W}: Level 2\n"
        "Creatures you control have vigilance.\n"
        "{3}{W}: Level 3\n"
        "Creatures you control have first strike."
    )
    card = parse(text, "en")
    reminder, always, level2, level3 = card.abilities
    assert isinstance(reminder, A.ReminderText)
    assert isinstance(always, A.StaticEffect)  # CR 716.3: no level bar before it
    assert level2.level == 2 and level2.cost == A.Cost(components=(A.ManaCost(symbols=("1", "W")),))
    (vigilance,) = level2.abilities
    assert isinstance(vigilance, A.GrantAbilities)
    assert level3.level == 3 and len(level3.abilities) == 1


def test_a_results_table_belongs_to_the_die_roll_before_it() -> None:
    card = parse("Roll a d20.\n1—14 | Draw a card.\n15—20 | Draw two cards.", "en")
    (spell,) = card.abilities
    roll = spell.effect
    assert isinstance(roll, A.RollDie) and roll.sides == 20
    assert [(r.low, r.high, r.effect.amount) for r in roll.results] == [(1, 14, 1), (15, 20, 2)]
    fr = parse("Lancez un d20.\n1—14 | Piochez une carte.\n15—20 | Piochez deux cartes.", "fr")
    de = parse("Würfle einen W20.\n1—14 | Ziehe eine Karte.\n15—20 | Ziehe zwei Karten.", "de")
    assert fr.abilities == de.abilities == card.abilities


def test_a_results_row_with_no_roll_is_not_guessed() -> None:
    (row,) = parse("1—9 | Draw a card.", "en", lenient=True).abilities
    assert isinstance(row, A.Unparsed)
    assert "CR 706.3" in row.error
