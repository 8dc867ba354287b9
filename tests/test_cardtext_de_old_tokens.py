"""German tokens of 1994-2001: "Bringe vier Eichhörnchen-Spielsteine ins Spiel. Behandle diese
Spielsteine wie 1/1 grüne Kreaturen." names the tokens by their creature type and says what they
are in the next sentence (grammar/de/clauses/verbs_old_tokens.lark, CR 111.4): one CreateToken,
as the English Oracle line of the same card; either sentence alone stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse

#: (English Oracle line, German printed line) of the same card
SAME = [
    (  # Sliver Queen (STH): "farblose" (colorless)
        "{2}: Create a 1/1 colorless Sliver creature token.",
        "{2}: Bringe einen Remasuri-Spielstein ins Spiel. Behandle diesen Spielstein wie eine "
        "1/1 farblose Kreatur.",
    ),
    (  # Spike Breeder (STH)
        "{2}, Remove a +1/+1 counter from ~: Create a 1/1 green Spike creature token.",
        "2, entferne eine +1/+1 Marke von dem ~: Bringe einen Stachel-Spielstein ins Spiel. "
        "Behandle diesen Spielstein wie eine 1/1 grüne Kreatur.",
    ),
    (  # Deranged Hermit (ULG): the trigger said after the effect, the tokens after it
        "When ~ enters the battlefield, create four 1/1 green Squirrel creature tokens.",
        "Bringe vier Eichhörnchen-Spielsteine ins Spiel, wenn der ~ ins Spiel kommt. Behandle "
        "diese Spielsteine wie 1/1 grüne Kreaturen.",
    ),
    (  # Pegasus Refuge (TMP): "fliegende" (with flying), the 1990s discard cost
        "{2}, Discard a card: Create a 1/1 white Pegasus creature token with flying.",
        "2, wähle eine Karte aus Deiner Hand und wirf diese ab: Bringe einen Pegasus-Spielstein "
        "ins Spiel. Behandle diesen Spielstein wie eine 1/1 fliegende weiße Kreatur.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        # the tokens without what they are (Deranged Hermit's first sentence alone)
        "Bringe vier Eichhörnchen-Spielsteine ins Spiel.",
        "Bringe vier Eichhörnchen-Spielsteine ins Spiel, wenn der ~ ins Spiel kommt.",
        # what tokens are, with no tokens before it
        "Ziehe eine Karte. Behandle diese Spielsteine wie 1/1 grüne Kreaturen.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
