"""German "lege ... Marke(n) darauf" (grammar/de/clauses/verbs.lark put_counters_c): "darauf"
(on it) is the object named before, as "auf ihn" / "auf sie" and the English Oracle "put a
counter on it" (CR 122.1)."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str | None) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    (
        "Thriving Rhino",
        "Whenever Thriving Rhino attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on "
        "it.",
        "Gedeihendes Nashorn",
        "Immer wenn das Gedeihende Nashorn angreift, kannst du {E}{E} bezahlen. Falls du dies "
        "tust, lege eine +1/+1-Marke darauf.",
    ),
    (
        "Temporal Distortion",
        "Whenever a creature or land becomes tapped, put an hourglass counter on it.",
        "Zeitverzerrung",
        "Immer wenn eine Kreatur oder ein Land getappt wird, lege eine Stundenglas-Marke darauf.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_counters_put_on_it(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_counters_on_it_as_it_enters() -> None:
    """Mirage's Soul Echo: "Wenn das Seelenecho ins Spiel kommt, lege X Echomarken darauf." is
    the printed trigger with "auf es" (the Oracle text says "enters with" instead)."""
    assert _named_ast(
        "Wenn das Seelenecho ins Spiel kommt, lege X Echomarken darauf.", "de", "Seelenecho"
    ) == _named_ast(
        "Wenn das Seelenecho ins Spiel kommt, lege X Echomarken auf es.", "de", "Seelenecho"
    )
