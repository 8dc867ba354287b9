"""Keyword lines the keyword grammar's short word lists don't read, read by the card-text
grammar's shared phrases: "Protection from Kavu" (any subtype), "Protection from everything"
(CR 702.16a, 702.16j)."""

from __future__ import annotations

from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse


def _protection(line: str, lang: str = "en") -> list[str]:
    abilities = parse(line, lang).abilities
    assert all(isinstance(a, A.Keyword) and a.name == "protection" for a in abilities)
    return [a.parameter.value for a in abilities]


def test_protection_from_a_subtype() -> None:
    """Shoreline Raider (INV) "Protection from Kavu", Yawgmoth, Thran Physician (MH1)
    "Protection from Humans": protection from any creature type (CR 702.16a), the same as the
    keyword grammar's "Protection from Goblins"; FR "Protection contre les kavrus", DE "Schutz
    vor Menschen" give the same keyword."""
    assert _protection("Protection from Kavu") == ["kavu"]
    assert _protection("Protection from Humans") == ["human"]
    assert _protection("Protection from Goblins") == ["goblin"]
    assert abilities_json("Protection contre les kavrus", "fr") == abilities_json(
        "Protection from Kavu", "en"
    )
    assert abilities_json("Protection contre les humains", "fr") == abilities_json(
        "Protection from Humans", "en"
    )
    assert abilities_json("Schutz vor Kavu", "de") == abilities_json("Protection from Kavu", "en")
    assert abilities_json("Schutz vor Menschen", "de") == abilities_json(
        "Protection from Humans", "en"
    )
    # two qualities are two protection abilities (CR 702.16a)
    assert _protection("Protection from Zombies and from Wizards") == ["zombie", "wizard"]


def test_protection_from_everything() -> None:
    """Progenitus (CON), Hexdrinker (MH1, level 8+): "Protection from everything" (CR 702.16j:
    from each object whatever its characteristics), FR "Protection contre tout", DE "Schutz vor
    allem"."""
    assert _protection("Protection from everything") == ["everything"]
    en = abilities_json("Protection from everything", "en")
    assert abilities_json("Protection contre tout", "fr") == en
    assert abilities_json("Schutz vor allem", "de") == en
