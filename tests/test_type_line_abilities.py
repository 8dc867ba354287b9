"""An Aura printed before Ninth Edition (2005) said its enchant ability on its type line
("Enchant Creature", French "Enchanter : créature", German "Verzaubere Kreatur" and later
"Kreaturenverzauberung"); its Oracle text has the line "Enchant creature" (CR 702.5a, 303.4a).
``type_line_abilities`` reads such a type line to the keyword the Oracle line gives, so that the
old printing (type line and rules text) has the Oracle text's abilities in every language."""

from __future__ import annotations

import json

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.parser import type_line_abilities


def _views(abilities: tuple[A.Node, ...] | list[A.Node]) -> list[str]:
    return sorted(json.dumps(A.strip_meta(a.to_json()), sort_keys=True) for a in abilities)


# Pacifism (Seventh Edition): Oracle type line "Enchantment — Aura" and rules text
# "Enchant creature / Enchanted creature can't attack or block."; the printed type lines and
# texts of the French and German cards
PACIFISM_ORACLE = "Enchant creature\nEnchanted creature can't attack or block."
PACIFISM_PRINTED = [
    ("en", "Enchant Creature", "Enchanted creature can't attack or block."),
    ("fr", "Enchanter : créature", "La créature enchantée ne peut ni attaquer ni bloquer."),
    ("de", "Kreaturenverzauberung", "Die verzauberte Kreatur kann nicht angreifen oder blocken."),
]


@pytest.mark.parametrize(("lang", "type_line", "text"), PACIFISM_PRINTED)
def test_an_old_aura_type_line_and_text_give_the_oracle_abilities(
    lang: str, type_line: str, text: str
) -> None:
    oracle = parse(PACIFISM_ORACLE, "en").abilities
    printed = type_line_abilities(type_line, lang) + tuple(parse(text, lang).abilities)
    assert _views(printed) == _views(oracle)


@pytest.mark.parametrize(
    ("lang", "type_line", "oracle_line"),
    [
        # Holy Strength (Fourth Edition, German): "Verzaubere Kreatur"
        ("de", "Verzaubere Kreatur", "Enchant creature"),
        ("de", "Verzaubere Land", "Enchant land"),  # Wild Growth (Fourth Edition)
        ("de", "Verzaubere bleibende Karte", "Enchant permanent"),
        ("fr", "Enchanter : terrain", "Enchant land"),
        ("en", "Enchant Artifact", "Enchant artifact"),
    ],
)
def test_each_language_old_type_line_is_the_enchant_keyword(
    lang: str, type_line: str, oracle_line: str
) -> None:
    keywords = type_line_abilities(type_line, lang)
    assert _views(keywords) == _views(parse(oracle_line, "en").abilities)
    # the type line is the keyword's source, line 0 (before the rules text's first line)
    assert keywords[0].source is not None
    assert (keywords[0].source.text, keywords[0].source.line) == (type_line, 0)


@pytest.mark.parametrize(
    ("lang", "type_line"),
    [
        ("en", "Enchantment — Aura"),  # the Oracle type line: the text says "Enchant creature"
        ("en", "Enchant World"),  # a world enchantment (CR 205.4f), not an Aura
        ("de", "Weltenverzauberung"),
        ("de", "Verzauberung"),
        ("en", "Creature — Elf Druid"),
        ("fr", "Créature : elfe"),
        ("en", ""),
    ],
)
def test_other_type_lines_state_no_ability(lang: str, type_line: str) -> None:
    assert type_line_abilities(type_line, lang) == ()
