"""French "À chaque fois que le ~ et au moins deux autres créatures attaquent" (battalion, CR
207.2c: this creature attacks, and so do at least that many others, in one declaration of
attackers, CR 508.1), as English "Whenever ~ and at least two other creatures attack"."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json


@pytest.mark.parametrize(
    ("fr", "en"),
    [
        # Paired Tactician (ZNR)
        (
            "À chaque fois que la ~ et au moins un autre guerrier attaquent, mettez un marqueur "
            "+1/+1 sur la ~.",
            "Whenever ~ and at least one other Warrior attack, put a +1/+1 counter on ~.",
        ),
        (
            "Bataillon — À chaque fois que le ~ et au moins deux autres créatures attaquent, le ~ "
            "acquiert le lien de vie jusqu'à la fin du tour.",
            "Battalion — Whenever ~ and at least two other creatures attack, ~ gains lifelink "
            "until end of turn.",
        ),
    ],
)
def test_attacking_with_others_reads_as_the_oracle_line(fr: str, en: str) -> None:
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
