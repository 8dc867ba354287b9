"""German casting verbs of the card-text grammar (grammar/de/clauses/verbs_casting.lark): "Du
kannst ... wirken, ohne ihre Manakosten zu bezahlen" (cast without paying its mana cost, CR 118.9,
601.2, 608.2g): real German printed lines (MTGJSON foreignData of the development sets, the card's
name as "~") give the same AST as the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ast as A
from rulesparser import parse

#: (English Oracle line, German printed line) of the same card
SAME = [
    (  # Sram's Expertise (AER): a card from the hand, chosen as the effect resolves
        "You may cast a spell with mana value 3 or less from your hand without paying its mana "
        "cost.",
        "Du kannst eine Karte mit umgewandelten Manakosten von 3 oder weniger aus deiner Hand "
        "wirken, ohne ihre Manakosten zu bezahlen.",
    ),
    (  # Wildfire Eternal (HOU)
        "Whenever ~ attacks and isn't blocked, you may cast an instant or sorcery spell from "
        "your hand without paying its mana cost.",
        "Immer wenn der ~ angreift und nicht geblockt wird, kannst du eine Spontanzauber- oder "
        "Hexereikarte aus deiner Hand wirken, ohne ihre Manakosten zu bezahlen.",
    ),
    (  # a masculine or feminine card: "seine bzw. ihre Manakosten"
        "Whenever ~ attacks, you may cast an instant or sorcery spell from your hand without "
        "paying its mana cost.",
        "Immer wenn der ~ angreift, kannst du einen Spontanzauber oder eine Hexerei aus deiner "
        "Hand wirken, ohne seine bzw. ihre Manakosten zu bezahlen.",
    ),
    (  # Aetherworks Marvel (KLD): "a spell from among them" is the card cast (CR 601.2a)
        "Look at the top six cards of your library. You may cast a spell from among them "
        "without paying its mana cost. Put the rest on the bottom of your library in a random "
        "order.",
        "Schaue dir die obersten sechs Karten deiner Bibliothek an. Du kannst davon eine Karte "
        "wirken, ohne ihre Manakosten zu bezahlen. Lege den Rest in zufälliger Reihenfolge "
        "unter deine Bibliothek.",
    ),
]


@pytest.mark.parametrize(("english", "german"), SAME)
def test_german_line_gives_the_english_ast(english: str, german: str) -> None:
    assert _ast(german, "de") == _ast(english, "en")


def test_old_spielen_of_any_card_without_paying_stays_unparsed() -> None:
    """Djinn of Wishes (ALA): "Du kannst die Karte spielen, ohne ihre Manakosten zu bezahlen"
    is Oracle "You may play that card ...": a land may be played (CR 305.9), not only cast; the
    1994-2009 "spielen" is read as cast only of an instant or sorcery card (found by the
    reviewer)."""
    (djinn,) = parse(
        "Du kannst die Karte spielen, ohne ihre Manakosten zu bezahlen.", "de", lenient=True
    ).abilities
    assert isinstance(djinn, A.Unparsed)
    (spell,) = parse(
        "Du kannst eine Spontanzauber- oder Hexereikarte aus deiner Hand spielen, ohne ihre "
        "Manakosten zu bezahlen.",
        "de",
    ).abilities
    assert isinstance(spell.effect, A.CastWithoutPaying)


def test_cast_without_paying_from_hand() -> None:
    """Sram's Expertise: one card of the hand, cast now, optional (CR 608.2g, 118.9)."""
    ability = parse(SAME[0][1], "de").abilities[0]
    eff = ability.effect  # type: ignore[attr-defined]
    assert isinstance(eff, A.CastWithoutPaying)
    assert eff.optional
    assert "card" in eff.object.filter and "in_your_hand" in eff.object.filter
