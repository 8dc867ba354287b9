"""German tokens whose creature types are listed in parentheses before the hyphen of the
compound noun ("einen 1/1 weißen (Kithkin, Soldat)-Kreaturenspielstein", the printings of
2007-2014; grammar/de/clauses/verbs_old_tokens.lark): real printed German lines (MTGJSON
foreignData of the development sets) give the AST of the English Oracle line of the same card
(CR 111.4: the token's creature types)."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import CreateToken, strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    (
        "Cenn's Enlistment",
        "Create two 1/1 white Kithkin Soldier creature tokens.",
        "Einberufungsbefehl des Schulzen",
        "Bringe zwei 1/1 weiße (Kithkin, Soldat)-Kreaturenspielsteine ins Spiel.",
    ),
    # two colors before the parentheses, the keyword after the compound
    (
        "Wort, the Raidmother",
        "When Wort, the Raidmother enters the battlefield, create two 1/1 red and green Goblin "
        "Warrior creature tokens.",
        "Wurz, die Mutter aller Überfälle",
        "Wenn Wurz, die Mutter aller Überfälle, ins Spiel kommt, bringe zwei 1/1 rote und grüne "
        "(Goblin, Krieger)-Kreaturenspielsteine ins Spiel.",
    ),
    (
        "Violet Pall",
        "Destroy target nonblack creature. Create a 1/1 black Faerie Rogue creature token with "
        "flying.",
        "Violette Blüte",
        "Zerstöre eine nichtschwarze Kreatur deiner Wahl. Bringe einen 1/1 schwarzen (Feenwesen, "
        "Räuber)-Kreaturenspielstein mit Flugfähigkeit ins Spiel.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_creature_types_in_parentheses_give_the_english_ast(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_the_token_has_both_creature_types() -> None:
    (ability,) = parse(
        "Bringe einen 2/5 grünen (Baumhirte, Schamane)-Kreaturenspielstein ins Spiel.", "de"
    ).abilities
    token = ability.effect
    assert isinstance(token, CreateToken)
    assert token.subtypes == ("treefolk", "shaman")
    assert token.types == ("creature",)
    assert (token.power, token.toughness, token.colors) == (2, 5, ("green",))


def test_a_word_in_parentheses_that_is_no_creature_type_stays_unparsed() -> None:
    """Only creature types go between the parentheses: a reminder or another word there is not
    a token's type."""
    with pytest.raises(ParseError):
        parse("Bringe einen 1/1 weißen (Kithkin, Fliegend)-Kreaturenspielstein ins Spiel.", "de")
