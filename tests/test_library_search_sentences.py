"""A library search (CR 701.19) whose cards are placed in the next sentence: "Search your library
for a white card, ... . Reveal those cards, put them into your hand, then shuffle." is one
search, the same AST as the search said in one sentence; a search whose next sentence does not
place the cards found (a choice, a condition, another card) stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ParseError, parse
from rulesparser import ast as A

CONFLUX_EN = (
    "Search your library for a white card, a blue card, a black card, a red card, and a green "
    "card. Reveal those cards, put them into your hand, then shuffle."
)
CONFLUX_FR = (
    "Cherchez dans votre bibliothèque une carte blanche, une carte bleue, une carte noire, une "
    "carte rouge et une carte verte. Révélez ces cartes et mettez-les dans votre main. Mélangez "
    "ensuite votre bibliothèque."
)
SHARD_CONVERGENCE_EN = (
    "Search your library for a Plains card, an Island card, a Swamp card, and a Mountain card. "
    "Reveal those cards, put them into your hand, then shuffle."
)
SHARD_CONVERGENCE_FR = (
    "Cherchez dans votre bibliothèque une carte de plaine, une carte d'île, une carte de marais "
    "et une carte de montagne. Révélez ces cartes et mettez-les dans votre main. Mélangez "
    "ensuite votre bibliothèque."
)


def test_conflux_search_placed_in_the_next_sentence() -> None:
    (ab,) = parse(CONFLUX_EN, "en").abilities
    eff = ab.effect
    assert isinstance(eff, A.SearchLibrary)
    assert eff.destination == "hand" and eff.reveal and eff.shuffle
    assert isinstance(eff.object, A.ObjectUnion)
    assert [o.filter for o in eff.object.objects] == [
        (color, "card") for color in ("white", "blue", "black", "red", "green")
    ]
    # the same search said in one sentence
    one = "Search your library for a white card, a blue card, a black card, a red card, and a "
    one += "green card, reveal those cards, put them into your hand, then shuffle."
    assert abilities_json(CONFLUX_EN, "en") == abilities_json(one, "en")


@pytest.mark.parametrize(
    ("en", "fr"), [(CONFLUX_EN, CONFLUX_FR), (SHARD_CONVERGENCE_EN, SHARD_CONVERGENCE_FR)]
)
def test_search_over_two_sentences_same_in_french(en: str, fr: str) -> None:
    """French "une carte blanche, une carte bleue, ... et une carte verte": one card of each
    (the commas before "et une" join several objects), as the English Oracle text."""
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        # Thaumatic Compass-like choice after the search: where the card goes is conditional
        "Search your library for a basic land card and reveal it. You may put that card onto "
        "the battlefield tapped if you control a land named Wastes. Otherwise, put that card "
        "into your hand. Then shuffle.",
        # Sylvan Scrying's era: one card to the hand, the other to the graveyard
        "Search your library for up to two basic land cards and reveal them. Put one into your "
        "hand and the other into your graveyard. Then shuffle.",
        # the cards found are never placed
        "Search your library for a card. Then shuffle.",
        "Search your library for a card.",
    ],
)
def test_search_whose_next_sentence_does_not_place_the_cards_stays_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "en")


def test_french_comma_with_article_before_or_is_still_one_object_of_either_kind() -> None:
    """ "une carte d'éphémère, une carte de rituel ou une carte de créature": with "ou" at the
    end, the commas join alternatives (one card of either kind), not several objects."""
    fr = "Cherchez dans votre bibliothèque une carte d'éphémère, une carte de rituel ou une "
    fr += "carte de créature, révélez-la, mettez-la dans votre main, puis mélangez."
    en = "Search your library for an instant, sorcery, or creature card, reveal it, put it into "
    en += "your hand, then shuffle."
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


@pytest.mark.parametrize(
    ("text", "kind", "count"),
    [
        # Three Dreams (RAV)
        (
            "Search your library for up to three Aura cards with different names, reveal them, "
            "put them into your hand, then shuffle.",
            "aura",
            3,
        ),
        # Shared Summons (M20)
        (
            "Search your library for up to two creature cards with different names, reveal "
            "them, put them into your hand, then shuffle.",
            "creature",
            2,
        ),
    ],
)
def test_cards_found_together_with_different_names(text: str, kind: str, count: int) -> None:
    """CR 201.2: "up to three Aura cards with different names" are found together, no two with
    the same name (the filter word ``different_name``, said of the cards chosen together)."""
    (ability,) = parse(text, "en").abilities
    search = ability.effect
    assert isinstance(search, A.SearchLibrary)
    assert search.object.filter == (kind, "card", "different_name")
    assert (search.object.count, search.object.up_to) == (count, True)


def test_one_object_with_different_names_stays_unparsed() -> None:
    """ "a creature with different names" says nothing of one object: left unparsed."""
    card = parse("Destroy a creature with different names.", "en", lenient=True)
    assert any(isinstance(a, A.Unparsed) for a in card.abilities)
