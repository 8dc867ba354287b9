"""The first parse in a language loads every parser a parse in it may use (the acceptance's
speed measurement, ``../shared/tools/face_coverage.py``, parses "Flash" once per language before
timing: a grammar loaded later, on the first line that needs it, counts in that line's time)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

_CHILD = """
import json, sys
from rulesparser import parse
from rulesparser import cardtext, parser as P

lang = sys.argv[1]
parse("Flash", lang, lenient=True)
loaded = (P._transforming_parser.cache_info().misses, cardtext._parser.cache_info().misses)
card = parse(sys.argv[2], lang, card_name=sys.argv[3], lenient=True)
after = (P._transforming_parser.cache_info().misses, cardtext._parser.cache_info().misses)
print(json.dumps([loaded, after, type(card.abilities[0]).__name__]))
"""


@pytest.mark.parametrize(
    ("lang", "line", "name"),
    [
        # Elvish Visionary (Magic 2010): its English Oracle line and its French and German
        # printings
        ("en", "When Elvish Visionary enters the battlefield, draw a card.", "Elvish Visionary"),
        (
            "fr",
            "Quand la Visionnaire elfe arrive sur le champ de bataille, piochez une carte.",
            "Visionnaire elfe",
        ),
        (
            "de",
            "Wenn der Elfische Visionär ins Spiel kommt, ziehe eine Karte.",
            "Elfischer Visionär",
        ),
    ],
)
def test_first_parse_loads_every_parser_of_the_language(lang: str, line: str, name: str) -> None:
    """After ``parse("Flash", lang)`` in a fresh process, the keyword and card-text parsers of
    the language are loaded, those of English (the keyword definitions' language) only for
    English: the definitions are read from the file they are stored in
    (rulesparser.stored_definitions); a card-text line loads none."""
    from rulesparser import parser as P

    P._stored_definitions()  # the file is there (written now if it was not)
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, lang, line, name],
        capture_output=True,
        text=True,
        check=True,
    )
    loaded, after, kind = json.loads(out.stdout.strip().splitlines()[-1])
    assert loaded == [1, 1]
    assert after == loaded
    assert kind == "TriggeredAbility"
