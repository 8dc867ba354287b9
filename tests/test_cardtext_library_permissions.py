"""Lasting permissions about a player's library (CR 401.2: a library is hidden): "You may look at
the top card of your library any time." is a static ability (:class:`rulesparser.ast.LookAnyTime`)
in English, French and German; "look at the top card" alone stays a one-shot effect."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta

ORACLE = "You may look at the top card of your library any time."  # Augur of Autumn (MID)


def test_look_at_the_top_card_any_time_is_a_static_permission() -> None:
    (ability,) = parse(ORACLE, "en").abilities
    assert isinstance(ability, A.StaticEffect)
    (effect,) = [n for n in ability.walk() if isinstance(n, A.LookAnyTime)]
    assert effect == A.LookAnyTime(
        player=A.PlayerRef(kind="you"),
        object=A.ObjectRef(kind="top_of_library", filter=("card", "your")),
        duration=A.Duration(kind="permanent"),
    )


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("fr", "Vous pouvez regarder la carte du dessus de votre bibliothèque à tout moment."),
        ("de", "Du kannst dir zu jedem Zeitpunkt die oberste Karte deiner Bibliothek anschauen."),
    ],
)
def test_printed_french_and_german_read_as_the_oracle_line(lang: str, text: str) -> None:
    """Augur of Autumn (MID) as printed in French and German."""
    printed = [strip_meta(a.to_json()) for a in parse(text, lang).abilities]
    assert printed == [strip_meta(a.to_json()) for a in parse(ORACLE, "en").abilities]


def test_looking_once_is_not_a_lasting_permission() -> None:
    """ "Look at the top card of your library." (a spell's instruction, CR 401.2): one look as
    it resolves, no static ability."""
    (ability,) = parse("Look at the top card of your library. Draw a card.", "en").abilities
    assert not any(isinstance(n, A.LookAnyTime) for n in ability.walk())
    assert any(isinstance(n, A.LookAtTop) for n in ability.walk())
