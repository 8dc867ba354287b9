"""German keywords said as the predicate adjective of "ist" / "sind" (locales/de/phrases.yaml
KW_ADJ, grammar/de/clauses/verbs.lark is_kw_c): real printed German lines of 2003-2012 (MTGJSON
foreignData of the development sets, card named in a comment) give the same AST as the English
Oracle line of the same card (CR 702.12 indestructible, 702.18 shroud)."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse

#: (English Oracle line, German printed line) of the same card
SAME = [
    (  # Darksteel Relic (MRD): this object
        "~ has indestructible.",
        "Das ~ ist unzerstörbar.",
    ),
    (  # Indestructibility (M10): the Aura's object
        "Enchanted permanent has indestructible.",
        "Die verzauberte bleibende Karte ist unzerstörbar.",
    ),
    (  # Cloak and Dagger (LRW rules, dev printing): a change and the keyword
        "Equipped creature gets +2/+0 and has shroud.",
        "Die ausgerüstete Kreatur erhält +2/+0 und ist verhüllt.",
    ),
    (  # Myojin of Seeing Winds (SOK): inverted after a leading condition
        "~ has indestructible as long as it has a divinity counter on it.",
        "Solange auf dem ~ eine Göttlichkeitsmarke liegt, ist er unzerstörbar.",
    ),
    (  # Tortoise Formation (SOK shape): a duration before the adjective
        "Creatures you control gain shroud until end of turn.",
        "Kreaturen, die du kontrollierst, sind bis zum Ende des Zuges verhüllt.",
    ),
    (  # Shell Skulkin (SHM): an activated ability of this object
        "{3}{U}: ~ gains shroud until end of turn.",
        "{3}{U}: Der ~ ist bis zum Ende des Zuges verhüllt.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_keyword_adjective_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        # a keyword noun is no predicate adjective: "ist Flugfähigkeit" is not German
        "Der Testgolem ist Flugfähigkeit.",
        # the adjective of a keyword that has none ("ist fliegend") stays unread
        "Die ausgerüstete Kreatur ist fliegend.",
    ],
)
def test_other_words_after_ist_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
