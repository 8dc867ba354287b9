"""German enchant keyword lines of 2006-2012 printed as one hyphenated compound
("Kreatur-die-du-kontrollierst-Verzauberung", "Artefakt-oder-Kreatur-Verzauberung",
"Rote-oder-Grüne-Kreatur-Verzauberung"): the English Oracle's "Enchant creature you control",
"Enchant artifact or creature", "Enchant red or green creature" (CR 702.5a, 303.4a), the same
AST with the card's next line read too."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    """The abilities of a card text with its card name given (strict parse), as JSON without
    source and findings."""
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle text, German name, printed text): the first two lines of each card
SAME = [
    (
        "Breath of Fury",
        "Enchant creature you control",
        "Zorniger Atem",
        "Kreatur-die-du-kontrollierst-Verzauberung",
    ),
    (
        "Emblem of the Warmind",
        "Enchant creature you control\nCreatures you control have haste.",
        "Emblem des Kriegerhirns",
        "Kreatur-die-du-kontrollierst-Verzauberung\nAlle Kreaturen, die du kontrollierst, "
        "haben Eile.",
    ),
    (
        "Coma Veil",
        "Enchant artifact or creature\nEnchanted permanent doesn't untap during its "
        "controller's untap step.",
        "Koma-Schleier",
        "Artefakt-oder-Kreatur-Verzauberung\nDie verzauberte bleibende Karte enttappt nicht "
        "während des Enttappsegments ihres Beherrschers.",
    ),
    (
        "Brink of Disaster",
        "Enchant creature or land\nWhen enchanted permanent becomes tapped, destroy it.",
        "Rand des Desasters",
        "Kreatur-oder-Land-Verzauberung\nWenn die verzauberte bleibende Karte getappt wird, "
        "zerstöre sie.",
    ),
    (
        "Controlled Instincts",
        "Enchant red or green creature\nEnchanted creature doesn't untap during its "
        "controller's untap step.",
        "Kontrollierte Instinkte",
        "Rote-oder-Grüne-Kreatur-Verzauberung\nDie verzauberte Kreatur enttappt nicht während "
        "des Enttappsegments ihres Beherrschers.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_compound_gives_the_english_ast(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_one_card_type_twice_is_not_read() -> None:
    """ "or" between a card type and itself says no second kind: not read as either."""
    with pytest.raises(ParseError):
        parse("Kreatur-oder-Kreatur-Verzauberung", "de")
