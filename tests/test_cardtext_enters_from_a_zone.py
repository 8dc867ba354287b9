"""An enters-the-battlefield trigger said with the zone the object comes from (CR 603.6a):
German "Wenn der Verräterische Grubenbewohner aus einem Friedhof ins Spiel kommt, ..."
(Treacherous Pit-Dweller, AVR; Oracle "When Treacherous Pit-Dweller enters the battlefield
from a graveyard, target opponent gains control of it.") had read the zone as a word of the
entering object ("this card in a graveyard enters"): on the battlefield no such filter holds
(CR 400.7) and the AST has no zone an object enters from, so the line stays unparsed, as the
English and French lines do. The same trigger without a zone keeps its reading."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta

#: Treacherous Pit-Dweller's line in each language (card name, printed text)
PIT_DWELLER = [
    (
        "en",
        "Treacherous Pit-Dweller",
        "When Treacherous Pit-Dweller enters the battlefield from a graveyard, target opponent "
        "gains control of it.",
    ),
    (
        "fr",
        "Abysséen traître",
        "Quand l'Abysséen traître arrive sur le champ de bataille depuis un cimetière, "
        "l'adversaire ciblé en acquiert le contrôle.",
    ),
    (
        "de",
        "Verräterischer Grubenbewohner",
        "Wenn der Verräterische Grubenbewohner aus einem Friedhof ins Spiel kommt, übernimmt "
        "ein Gegner deiner Wahl die Kontrolle über ihn.",
    ),
]


@pytest.mark.parametrize(("lang", "name", "text"), PIT_DWELLER)
def test_enters_from_a_graveyard_stays_unparsed(lang: str, name: str, text: str) -> None:
    """No language reads "enters from a graveyard" as a trigger on a card in a graveyard."""
    (ability,) = parse(text, lang, card_name=name, lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


def test_enters_without_a_zone_keeps_its_reading() -> None:
    """Sleeper Agent (USG): the German print gives the English Oracle line's ability."""
    en = parse(
        "When Sleeper Agent enters the battlefield, target opponent gains control of it.",
        "en",
        card_name="Sleeper Agent",
    )
    de = parse(
        "Wenn der Getarnte Agent ins Spiel kommt, übernimmt ein Gegner Deiner Wahl die "
        "Kontrolle über den Getarnten Agenten.",
        "de",
        card_name="Getarnter Agent",
    )
    (ability,) = de.abilities
    assert isinstance(ability, A.TriggeredAbility)
    assert [strip_meta(a.to_json()) for a in de.abilities] == [
        strip_meta(a.to_json()) for a in en.abilities
    ]
