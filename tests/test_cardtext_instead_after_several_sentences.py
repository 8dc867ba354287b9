"""A leading "instead" (the Oracle templating since 2020, CR 614.1a inside one resolving
ability, CR 608.2c) after several sentences: its clauses may replace the last sentence or all
of them, which the words do not say. Once and Future (ELD): "Return target card ... Put up to
one other target card ... on top of your library. Exile Once and Future." then "Adamant — If
..., instead return those cards to your hand and exile Once and Future." replaces the three
sentences (both cards go to the hand); read as replacing "Exile Once and Future" alone, the
second card stayed on top of the library. Such a line stays unparsed; after one sentence (Flare
of Faith) the reading is kept. Real printed lines in EN (Oracle), FR and DE."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta

#: (language, card name, printed text) of Once and Future
ONCE_AND_FUTURE = [
    (
        "en",
        "Once and Future",
        "Return target card from your graveyard to your hand. Put up to one other target card "
        "from your graveyard on top of your library. Exile Once and Future.\n"
        "Adamant — If at least three green mana was spent to cast this spell, instead return "
        "those cards to your hand and exile Once and Future.",
    ),
    (
        "fr",
        "Qui fut et qui sera",
        "Renvoyez une carte ciblée depuis votre cimetière dans votre main. Mettez jusqu'à une "
        "autre carte ciblée depuis votre cimetière au-dessus de votre bibliothèque. Exilez Qui "
        "fut et qui sera.\n"
        "Inflexible — Si au moins trois manas verts ont été dépensés pour lancer ce sort, à la "
        "place renvoyez ces cartes dans votre main et exilez Qui fut et qui sera.",
    ),
    (
        "de",
        "Einstig und zukünftig",
        "Bringe eine Karte deiner Wahl aus deinem Friedhof auf deine Hand zurück. Lege bis zu "
        "eine andere Karte deiner Wahl aus deinem Friedhof oben auf deine Bibliothek. Schicke "
        "Einstig und zukünftig ins Exil.\n"
        "Adamant — Falls drei oder mehr grüne Mana ausgegeben wurden, um diesen Zauberspruch zu "
        "wirken, bringe die Karten stattdessen auf deine Hand zurück und schicke Einstig und "
        "zukünftig ins Exil.",
    ),
]


@pytest.mark.parametrize(("lang", "name", "text"), ONCE_AND_FUTURE)
def test_leading_instead_after_several_sentences_stays_unparsed(
    lang: str, name: str, text: str
) -> None:
    """The Adamant line is not read as replacing the last sentence alone (CR 608.2c); the
    first line still reads its three instructions, the same in the three languages."""
    card = parse(text, lang, card_name=name, lenient=True)
    first, second = card.abilities
    assert isinstance(second, A.Unparsed)
    assert isinstance(first, A.SpellAbility)
    assert not any(isinstance(n, A.Instead) for n in first.walk())
    assert [type(e) for e in first.effect.effects] == [
        A.ReturnToHand,
        A.PutIntoLibrary,
        A.Exile,
    ]
    english = parse(ONCE_AND_FUTURE[0][2].split("\n")[0], "en", card_name="Once and Future")
    assert strip_meta(first.to_json()) == strip_meta(english.abilities[0].to_json())


def test_leading_instead_after_one_sentence_is_kept() -> None:
    """Flare of Faith (DMU): after one sentence, "instead" replaces that sentence."""
    card = parse(
        "Target creature gets +2/+2 until end of turn. If it's a Human, instead it gets +3/+3 "
        "and gains indestructible until end of turn.",
        "en",
        card_name="Flare of Faith",
    )
    (ability,) = card.abilities
    instead = [n for n in ability.walk() if isinstance(n, A.Instead)]
    assert len(instead) == 1
    assert isinstance(instead[0].replaced, A.ModifyPowerToughness)
