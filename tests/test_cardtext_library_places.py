"""Where in its owner's library an object is put (CR 401.4): second or third from the top ("Put
target creature into its owner's library second from the top", French "dans la bibliothèque
de son propriétaire en deuxième position à partir du dessus"), on the top or bottom as the
owner chooses ("The owner of target nonland permanent puts it on the top or bottom of their
library", French "Le propriétaire d'un permanent non-terrain ciblé le met au-dessus ou
au-dessous de sa bibliothèque"), or as the player told to put it chooses ("Put target card from
a graveyard on the top or bottom of its owner's library"). Real Oracle lines and their French
printings give the same abilities."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse

PAIRS = [
    # Bury in Books (STX)
    (
        "Put target creature into its owner's library second from the top.",
        "Mettez une créature ciblée dans la bibliothèque de son propriétaire en deuxième position "
        "à partir du dessus.",
    ),
    # Shattered Ego (MH2)
    (
        "{3}{U}{U}: Put enchanted creature into its owner's library third from the top.",
        "{3}{U}{U} : Mettez la créature enchantée dans la bibliothèque de son propriétaire en "
        "troisième position à partir du dessus.",
    ),
    # Revenge of the Drowned (MID): the owner of one target as the subject
    (
        "Target creature's owner puts it on the top or bottom of their library.",
        "Le propriétaire d'une créature ciblée la met au-dessus ou au-dessous de sa bibliothèque.",
    ),
    # Moonsnare Prototype (NEO), Run Ashore (KHM)
    (
        "The owner of target nonland permanent puts it on the top or bottom of their library.",
        "Le propriétaire d'un permanent non-terrain ciblé le met au-dessus ou au-dessous de sa "
        "bibliothèque.",
    ),
    # Not Forgotten (SOI)
    (
        "Put target card from a graveyard on the top or bottom of its owner's library.",
        "Mettez une carte ciblée depuis un cimetière au-dessus ou au-dessous de la bibliothèque "
        "de son propriétaire.",
    ),
]


@pytest.mark.parametrize(("en", "fr"), PAIRS)
def test_french_place_in_a_library_reads_as_the_oracle_line(en: str, fr: str) -> None:
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


def test_the_owner_chooses_top_or_bottom_of_the_targets_library() -> None:
    """Moonsnare Prototype: the target goes on the top or bottom of its owner's library, the
    owner choosing (``top_or_bottom``); "puts" after the object is the verb, not the participle
    of "put into a graveyard"."""
    (spell,) = parse(PAIRS[3][0], "en").abilities
    assert spell.effect == A.PutIntoLibrary(
        object=A.ObjectRef(kind="target", filter=("nonland", "permanent")),
        position="top_or_bottom",
    )


def test_third_from_the_top() -> None:
    (ability,) = parse(PAIRS[1][1], "fr").abilities
    assert ability.effect.position == "third_from_top"


def test_put_on_the_top_or_bottom_is_the_controllers_choice() -> None:
    """Not Forgotten (SOI): "Put target card from a graveyard on the top or bottom of its
    owner's library" tells the spell's controller to put it, who chooses the top or the bottom
    (CR 401.4, 608.2d); it was read as the owner's choice (``top_or_bottom``), as "Its owner
    puts it on the top or bottom of their library" (Revenge of the Drowned) says. English,
    French and German: the controller's choice of the top or the bottom."""
    card = A.ObjectRef(kind="target", filter=("card", "in_a_graveyard"))
    expected = A.ChoiceOf(
        player=A.PlayerRef(kind="you"),
        options=(A.PutIntoLibrary(object=card, position="top"), A.PutOnBottom(object=card)),
    )
    de = (
        "Lege eine Karte deiner Wahl aus einem Friedhof auf oder unter die Bibliothek ihres "
        "Besitzers."
    )
    for text, lang in ((PAIRS[4][0], "en"), (PAIRS[4][1], "fr"), (de, "de")):
        (spell,) = parse(text, lang).abilities
        assert spell.effect == expected, lang
