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


def test_hexproof_from_a_quality() -> None:
    """Knight of Grace (DOM) "Hexproof from black", Knight of Malice "Hexproof from white",
    Eradicator Valkyrie (KHM) "Flying, lifelink, hexproof from planeswalkers": "Hexproof from
    [quality]" is a variant of hexproof and a hexproof ability (CR 702.11d-e): the keyword
    hexproof with its quality, expanding to the variant's rule, not to hexproof's own meaning
    (702.11b); "from blue and from black" is two abilities (702.11f). FR "Défense talismanique
    contre le noir", DE "Fluchsicher vor Schwarz" as printed on the same cards (with their
    reminders: no finding) give the same abilities."""
    (knight,) = parse("Hexproof from black", "en").abilities
    assert isinstance(knight, A.Keyword) and knight.name == "hexproof"
    assert knight.parameter == A.Quality(value="black")
    assert knight.abilities == (A.StaticAbility(rule="cr:702.11d"),)
    (plain,) = parse("Hexproof", "en").abilities
    assert plain.abilities != knight.abilities
    en = abilities_json(
        "Hexproof from black (This creature can't be the target of black spells or abilities "
        "your opponents control.)",
        "en",
    )
    fr = (
        "Défense talismanique contre le noir (Cette créature ne peut pas être la cible de sorts "
        "noirs ou de capacités noires que vos adversaires contrôlent.)"
    )
    de = (
        "Fluchsicher vor Schwarz (Diese Kreatur kann nicht das Ziel von schwarzen Zaubersprüchen "
        "oder Fähigkeiten sein, die deine Gegner kontrollieren.)"
    )
    assert abilities_json(fr, "fr") == en
    assert abilities_json(de, "de") == en
    for text, lang in ((fr, "fr"), (de, "de")):
        assert not parse(text, lang).abilities[0].findings
    valkyrie = abilities_json("Flying, lifelink, hexproof from planeswalkers", "en")
    assert (
        abilities_json("Vol, lien de vie, défense talismanique contre les planeswalkers", "fr")
        == valkyrie
    )
    assert [a.parameter for a in parse("Hexproof from blue and from black").abilities] == [
        A.Quality(value="blue"),
        A.Quality(value="black"),
    ]


def test_a_quality_after_a_keyword_without_a_variant_is_refused() -> None:
    """Only a keyword whose CR rule defines a "from [quality]" variant takes one (hexproof, CR
    702.11d): "Flying from black" names no ability and stays unparsed."""
    (line,) = parse("Flying from black", "en", lenient=True).abilities
    assert isinstance(line, A.Unparsed)
