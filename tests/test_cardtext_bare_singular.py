"""A singular object noun with no determiner before it (CR 109: an object phrase says how many):
"Destroy creature." has lost its article ("a", "target"?) and is no bare plural ("each
creature"); it stays unparsed in English and French as in German. A determiner the grammar
reads with the phrase before the noun ("for each", "any", "Enchant", French "ne ... pas de",
"n'importe quel") says which, and those lines keep their reading."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.ast import strip_meta


def _named(text: str, lang: str) -> list[object]:
    """The abilities of a line of Clone's (its name said in the text), as JSON."""
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name="Clone").abilities]


@pytest.mark.parametrize(
    ("line", "lang"),
    [
        ("Destroy creature.", "en"),
        ("Sacrifice creature.", "en"),
        ("Exile target player's graveyard. Destroy artifact.", "en"),
        ("Détruisez créature.", "fr"),
        ("Sacrifiez terrain.", "fr"),
    ],
)
def test_singular_noun_without_determiner_stays_unparsed(line: str, lang: str) -> None:
    with pytest.raises(ParseError, match="not parsed"):
        parse(line, lang)


@pytest.mark.parametrize(
    ("en", "fr"),
    [
        # Clone (Magic 2010): "any creature" is each creature one may choose (CR 707.9)
        (
            "You may have Clone enter the battlefield as a copy of any creature on the "
            "battlefield.",
            "Vous pouvez faire que le Clone arrive sur le champ de bataille comme une copie de "
            "n'importe quelle créature sur le champ de bataille.",
        ),
        # Aggressive Mining (Magic 2015): "ne ... pas de terrain" is no land at all
        ("You can't play lands.", "Vous ne pouvez pas jouer de terrain."),
        # Orim's Chant (Planeshift; Oracle "cast spells", printed "jouer de sort")
        (
            "Target player can't cast spells this turn.",
            "Le joueur ciblé ne peut pas lancer de sort ce tour-ci.",
        ),
        # Renowned Weaponsmith (Magic 2020): "capacités d'artefact" after "des"
        (
            "{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate "
            "abilities of artifacts.",
            "{T} : Ajoutez {C}{C}. Ne dépensez ce mana que pour lancer des sorts d'artefact ou "
            "activer des capacités d'artefact.",
        ),
    ],
)
def test_determiner_read_with_the_phrase_before_keeps_the_reading(en: str, fr: str) -> None:
    assert _named(fr, "fr") == _named(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        # Mirari's Wake: "that land" (the land the trigger names, CR 106.7)
        "Whenever you tap a land for mana, add one mana of any type that land produced.",
        # Animate Dead-like Auras of Oracle text: the keyword says what it enchants (CR 702.5a)
        "Enchant creature you control",
        # Rampage (CR 702.23a) as its reminder text says it
        "Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for "
        "each creature blocking it beyond the first.)",
        # Second Harvest-like fronted "For each" (CR 608.2c)
        "For each creature token you control, create a token that's a copy of that creature.",
        # Read the Runes-like "For each card drawn this way"
        "Draw three cards. For each card drawn this way, discard a card unless you sacrifice a "
        "permanent.",
    ],
)
def test_english_determiners_said_before_a_singular_noun_still_parse(line: str) -> None:
    assert abilities_json(line, "en")


def test_french_noun_after_de_takes_the_number_of_the_noun_before() -> None:
    """ "Les sorts de créature" (plural "sorts", singular "créature" after "de") is creature
    spells, as English "Creature spells you cast cost {1} less to cast." (Goblin
    Electromancer-like cost reduction)."""
    en = "Creature spells you cast cost {1} less to cast."
    fr = "Les sorts de créature que vous lancez coûtent {1} de moins à lancer."
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        # a creature type printed singular as the subject: no card says which Angel (the
        # lead's check: was "each angel deals 2 damage"); another card's name said without
        # being marked as one ("Serra Angel deals ...": was "each angel serra")
        "Angel deals 2 damage to any target.",
        "Goblin Warrior deals 2 damage to any target.",
        "Serra Angel deals 2 damage to any target.",
        "Wall can't attack.",
    ],
)
def test_singular_subtype_without_determiner_stays_unparsed(line: str) -> None:
    with pytest.raises(ParseError, match="singular noun without a determiner"):
        parse(line, "en")


@pytest.mark.parametrize(
    ("line", "filt"),
    [
        # Goblin King (4ED): a bare plural is each such permanent
        ("Other Goblins get +1/+1 and have mountainwalk.", ("other", "goblin", "creature")),
        # Lord of Atlantis: "Merfolk" is singular and plural alike, read as the plural
        ("Other Merfolk get +1/+1 and have islandwalk.", ("other", "merfolk", "creature")),
        # a plural noun after the subtype ("Sliver creatures"): the phrase is plural
        ("Sliver creatures you control get +1/+1.", ("sliver", "creature", "you_control")),
        # "Equipment" is printed for the plural (lexicon inflections.invariant_plurals)
        ("Equipment you control have equip {1}.", ("equipment", "you_control")),
    ],
)
def test_plural_subtypes_keep_their_reading(line: str, filt: tuple[str, ...]) -> None:
    (first, *_) = parse(line, "en").abilities
    obj = first.object if isinstance(first, A.GrantAbilities) else first.effect.object
    assert obj.filter == filt
