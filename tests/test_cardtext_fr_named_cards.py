"""French names of cards and tokens in rules text ("une carte appelée ...", "un jeton ... appelé
..."): the English name in the AST (CR 201.2, 111.4), from locales/fr/card_names.yaml
(scripts/build_card_names.py); real printed French lines give the same AST as the English
Oracle line of the same card, and a name the list lacks stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import parse
from rulesparser.ast import Unparsed

# (English Oracle line, French printed line) of the same card (set code and card name in the
# comment; the card's name is "~")
SAME = [
    # a card searched by its name, with a comma in it: DOM Chandra's Outburst
    (
        "Search your library and/or graveyard for a card named Chandra, Bold Pyromancer, reveal"
        " it, and put it into your hand. If you search your library this way, shuffle.",
        "Cherchez dans votre bibliothèque et/ou votre cimetière une carte appelée Chandra,"
        " pyromancienne audacieuse, révélez-la et mettez-la dans votre main. Si vous cherchez"
        " dans votre bibliothèque de cette manière, mélangez-la.",
    ),
    # a creature named in a condition: M14 Marauding Maulhorn
    (
        "~ attacks each combat if able unless you control a creature named Advocate of the Beast.",
        "Le ~ attaque à chaque combat si possible à moins que vous ne contrôliez une créature"
        " appelée Partisan de la bête.",
    ),
    # a land named after the objects counted: OGW Walker of the Wastes
    (
        "~ gets +1/+1 for each land you control named Wastes.",
        "Le ~ gagne +1/+1 pour chaque terrain que vous contrôlez appelé Lande.",
    ),
    # a creature named in a cost: M14 Bubbling Cauldron
    (
        "{1}, {T}, Sacrifice a creature named Festering Newt: Each opponent loses 4 life. You"
        " gain life equal to the life lost this way.",
        "{1}, {T}, sacrifiez une créature appelée Triton à pustules : Chaque adversaire perd 4"
        " points de vie. Vous gagnez autant de points de vie que ceux perdus de cette manière.",
    ),
    # "nommée" (the older word): Angel's Herald
    (
        "Search your library for a card named Empyrial Archangel and put it onto the battlefield.",
        "Cherchez dans votre bibliothèque une carte nommée Archange de l'empyrée et mettez-la"
        " en jeu.",
    ),
    # a token's name: TSR Sliversmith, TSR Llanowar Mentor
    (
        "{1}, {T}, Discard a card: Create a 1/1 colorless Sliver artifact creature token named"
        " Metallic Sliver.",
        "{1}, {T}, défaussez-vous d'une carte : Créez un jeton de créature-artefact 1/1 incolore"
        " Slivoïde appelé Slivoïde métallique.",
    ),
    (
        "{G}, {T}, Discard a card: Create a 1/1 green Elf Druid creature token named Llanowar"
        ' Elves. It has "{T}: Add {G}."',
        "{G}, {T}, défaussez-vous d'une carte : Créez un jeton de créature 1/1 verte Elfe et"
        " Druide appelé Elfes de Llanowar. Il a « {T} : Ajoutez {G}. »",
    ),
]


@pytest.mark.parametrize(("en", "fr"), SAME)
def test_french_names_read_as_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


def test_a_token_named_after_its_keywords() -> None:
    """ "un jeton ... Mécanoptère avec le vol appelé Ornithoptère" (the name said after the
    keywords) is the token the English "... Thopter creature token with flying named
    Ornithopter" creates."""
    fr = "Créez un jeton de créature-artefact 0/2 incolore Mécanoptère avec le vol appelé Ornithoptère."
    en = "Create a 0/2 colorless Thopter artifact creature token with flying named Ornithopter."
    assert ast(fr, "fr") == ast(en, "en")


@pytest.mark.parametrize(
    "fr",
    [
        # a name the generated list does not give the English name of: no guessed name
        "Cherchez dans votre bibliothèque une carte appelée Roi des gnomes, révélez-la et"
        " mettez-la dans votre main, puis mélangez votre bibliothèque.",
        "Créez un jeton de créature 1/1 verte Elfe appelé Roi des gnomes.",
    ],
)
def test_an_unknown_name_stays_unparsed(fr: str) -> None:
    card = parse(fr, "fr", lenient=True)
    assert isinstance(card.abilities[0], Unparsed)
