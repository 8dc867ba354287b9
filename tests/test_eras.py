"""The templating era a line is labelled with (``source.era``) is the newest whose marker the
line has (the lexicons' ``eras``): older words live on in newer templates (tester report stop
32, item 6)."""

from __future__ import annotations

import pytest

from rulesparser import parse


@pytest.mark.parametrize(
    ("lang", "text", "era"),
    [
        # "exile" (2009 on) in a 2024 line: "enters" alone is the 2024 marker
        ("en", "When this creature enters, exile target card from a graveyard.", "2024"),
        ("en", "When this creature enters, draw a card.", "2024"),
        # "enters the battlefield" is not the 2024 "enters"
        ("en", "When this creature enters the battlefield, draw a card.", "2009"),
        # a card played (2006 words) in a line that exiles (2009 words)
        (
            "fr",
            "Exilez la carte du dessus de votre bibliothèque. Vous pouvez la jouer ce tour-ci.",
            "2009",
        ),
        (
            "de",
            "Schicke die oberste Karte deiner Bibliothek ins Exil. Du kannst sie in diesem Zug"
            " spielen.",
            "2009",
        ),
        ("fr", "Quand cette créature arrive, piochez une carte.", "2024"),
        ("fr", "Quand cette créature arrive sur le champ de bataille, piochez une carte.", "2009"),
    ],
)
def test_the_newest_marker_on_the_line_dates_it(lang: str, text: str, era: str) -> None:
    card = parse(text, lang)
    assert card.abilities[0].to_json()["source"]["era"] == era
