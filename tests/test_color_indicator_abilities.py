"""Cards printed before color indicators said their color in their rules text ("Pact of Negation
is blue.", Future Sight 2007); the Oracle text says nothing and the card has a color indicator
(CR 204.2: the object is each color it denotes). ``color_indicator_abilities`` gives the ability
the printed line gives, so that both printings have the same abilities in every language."""

from __future__ import annotations

import json

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.errors import RulesparserError
from rulesparser.parser import color_indicator_abilities


def _views(abilities: tuple[A.Node, ...] | list[A.Node]) -> list[str]:
    return sorted(json.dumps(A.strip_meta(a.to_json()), sort_keys=True) for a in abilities)


@pytest.mark.parametrize(
    ("lang", "name", "line", "indicator"),
    [
        ("en", "Pact of Negation", "Pact of Negation is blue.", ["U"]),
        ("fr", "Pacte de négation", "Le Pacte de négation est bleu.", ["U"]),
        ("de", "Pakt der Verneinung", "Der Pakt der Verneinung ist blau.", ["U"]),
        ("en", "Dryad Arbor", "Dryad Arbor is green.", ["G"]),
        ("de", "Laube der Dryaden", "Die Laube der Dryaden ist grün.", ["green"]),
    ],
)
def test_the_printed_color_line_is_the_color_indicator(
    lang: str, name: str, line: str, indicator: list[str]
) -> None:
    printed = parse(line, lang, card_name=name).abilities
    assert _views(color_indicator_abilities(indicator)) == _views(printed)


def test_no_indicator_states_nothing_and_a_wrong_color_is_refused() -> None:
    assert color_indicator_abilities([]) == ()
    with pytest.raises(RulesparserError):
        color_indicator_abilities(["purple"])
