"""German "becomes" of 1998-2001 (grammar/de/clauses/verbs_layers.lark, triggers.lark): the
creature type said as what the creature "counts as" ("zu einer 3/3 Kreatur, die als Ritter
zählt", CR 205.3m), the verb before its subject after a trigger or a duration ("wird der ~ zu
einer ..."), and the Opal cycle's "und der ~ eine Verzauberung ist" (an intervening "if" without
"falls", CR 603.4): the AST of the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse

#: (English Oracle line, German printed line) of the same card
SAME = [
    (  # Opal Champion (ULG)
        "When an opponent casts a creature spell, if ~ is an enchantment, ~ becomes a 3/3 "
        "Knight creature with first strike.",
        "Wenn einer Deiner Gegner erfolgreich einen Kreaturenzauber spricht und der ~ eine "
        "Verzauberung ist, wird der ~ zu einer 3/3 Kreatur mit Erstschlag, die als Ritter "
        "zählt.",
    ),
    (  # Opal Caryatid (USG)
        "When an opponent casts a creature spell, if ~ is an enchantment, ~ becomes a 2/2 "
        "Soldier creature.",
        "Wenn einer Deiner Gegner erfolgreich einen Kreaturenzauber spricht und die ~ eine "
        "Verzauberung ist, wird die ~ zu einer 2/2 Kreatur, die als Soldat zählt.",
    ),
    (  # Jade Idol (CHK): the subject after "wird", the duration before "zu"
        "Whenever you cast a Spirit or Arcane spell, ~ becomes a 4/4 Spirit artifact creature "
        "until end of turn.",
        "Immer wenn du einen Geist oder einen arkanen Zauber spielst, wird das ~ bis zum Ende "
        "des Zuges zu einer 4/4 Geist-Artefaktkreatur.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


#: "Die Farbe [object] wird zu [color]" (the object in the genitive after "Die Farbe"): the
#: English "[object] becomes [color]" (CR 105.3, 613.1e)
SAME_COLOR = [
    (  # Aurora Griffin (MMQ)
        "{W}: Target permanent becomes white until end of turn.",
        "{W}: Die Farbe einer bleibenden Karte Deiner Wahl wird bis zum Ende des Zuges zu Weiß.",
    ),
    (  # Tidal Visionary (INV): the color chosen as the effect resolves (CR 608.2d)
        "{T}: Target creature becomes the color of your choice until end of turn.",
        "{T}: Die Farbe einer Kreatur Deiner Wahl wird bis zum Ende des Zuges zu einer Farbe, "
        "die Du bestimmst.",
    ),
    (  # Caldera Kavu (PLS): the card itself in the genitive
        "{G}: ~ becomes the color of your choice until end of turn.",
        "{G}: Die Farbe des ~s wird bis zum Ende des Zuges zu einer Farbe, die Du bestimmst.",
    ),
    (  # Singe (INV): "dieser Kreatur" is the creature dealt damage before
        "~ deals 1 damage to target creature. That creature becomes black until end of turn.",
        "~ fügt einer Kreatur Deiner Wahl 1 Schadenspunkt zu. Die Farbe dieser Kreatur wird bis "
        "zum Ende des Zuges zu Schwarz.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME_COLOR)
def test_german_color_change_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


#: "Der Kreaturentyp [object] wird zu [creature type]" (the object in the genitive after "Der
#: Kreaturentyp"): the English "[object] becomes a [creature type]" (CR 205.1b: the new creature
#: type replaces the others)
SAME_CREATURE_TYPE = [
    (  # Boldwyr Intimidator (MOR, FUT)
        "{R}: Target creature becomes a Coward until end of turn.",
        "{R}: Der Kreaturentyp einer Kreatur deiner Wahl wird bis zum Ende des Zuges zu Feigling.",
    ),
    (  # Mistform Dreamer (ONS): the creature type chosen as the effect resolves (CR 608.2d)
        "{1}: ~ becomes the creature type of your choice until end of turn.",
        "{1}: Der Kreaturentyp des ~s wird bis zum Ende des Zuges zu einem Kreaturentyp, den du "
        "bestimmst.",
    ),
    (  # Mistform Mask (ONS)
        "{1}: Enchanted creature becomes the creature type of your choice until end of turn.",
        "{1}: Der Kreaturentyp der verzauberten Kreatur wird bis zum Ende des Zuges zu einem "
        "Kreaturentyp, den du bestimmst.",
    ),
    (  # Grixis Illusionist (CON): the basic land type chosen as the effect resolves (CR 305.7)
        "{T}: Target land you control becomes the basic land type of your choice until end of "
        "turn.",
        "{T}: Ein Land deiner Wahl, das du kontrollierst, wird bis zum Ende des Zuges zu einem "
        "Standardlandtyp, den du bestimmst.",
    ),
    (  # Moonbow Illusionist (SOK): "Der Typ eines Lands" (the genitive "Lands")
        "{T}: Target land becomes the basic land type of your choice until end of turn.",
        "{T}: Der Typ eines Lands deiner Wahl wird bis zum Ende des Zuges zu einem "
        "Standardlandtyp, den du bestimmst.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME_CREATURE_TYPE)
def test_german_creature_type_change_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


def test_a_creature_type_becoming_a_land_type_stays_unparsed() -> None:
    """A creature type can't be a Forest (CR 205.3m, 205.3i): not read."""
    with pytest.raises(ParseError):
        parse("Der Kreaturentyp einer Kreatur deiner Wahl wird zu Wald.", "de")
