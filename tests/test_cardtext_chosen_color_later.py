"""A color or creature type chosen in one sentence and named in a later one (CR 608.2c): French
"Choisissez une couleur. ... toutes les cartes de cette couleur" (as English "of that color",
German "dieser Farbe"), "de ce type" ("of that type"); and a choice made only "if you do"
(Crosis, the Purger: "Si vous faites ainsi, choisissez une couleur. Ce joueur ... se défausse
de toutes les cartes de cette couleur.", Oracle "If you do, choose a color, then that player
... discards all cards of that color"): the sentences using the choice are done only if you did,
as the Oracle says."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse

CROSIS = {
    "en": "Whenever ~ deals combat damage to a player, you may pay {2}{B}. If you do, choose a "
    "color, then that player reveals their hand and discards all cards of that color.",
    "fr": "À chaque fois que ~ inflige des blessures de combat à un joueur, vous pouvez payer "
    "{2}{B}. Si vous faites ainsi, choisissez une couleur. Ce joueur révèle sa main et se "
    "défausse de toutes les cartes de cette couleur.",
}
TREVA = {
    "en": "Whenever ~ deals combat damage to a player, you may pay {2}{W}. If you do, choose a "
    "color, then you gain 1 life for each permanent of that color.",
    "fr": "À chaque fois que ~ inflige des blessures de combat à un joueur, vous pouvez payer "
    "{2}{W}. Si vous faites ainsi, choisissez une couleur. Vous gagnez 1 point de vie pour chaque "
    "permanent de cette couleur.",
    "de": "Immer wenn ~ einem Spieler Kampfschaden zufügt, kannst Du {2}{W} bezahlen. Wenn Du "
    "dies tust, bestimme eine Farbe. Du erhältst für jede bleibende Karte dieser Farbe 1 "
    "Lebenspunkt dazu.",
}


@pytest.mark.parametrize(
    ("fr", "en"),
    [
        (
            "Choisissez une couleur. Détruisez toutes les créatures de cette couleur.",
            "Choose a color. Destroy all creatures of that color.",
        ),
        (
            "Choisissez un type de créature. Détruisez toutes les créatures de ce type.",
            "Choose a creature type. Destroy all creatures of that type.",
        ),
        (CROSIS["fr"], CROSIS["en"]),
        (TREVA["fr"], TREVA["en"]),
    ],
)
def test_french_choice_named_later_reads_as_the_oracle_line(fr: str, en: str) -> None:
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


def test_german_choice_if_you_do_reads_as_the_oracle_line() -> None:
    assert abilities_json(TREVA["de"], "de") == abilities_json(TREVA["en"], "en")


def test_the_discard_of_that_color_happens_only_if_you_paid() -> None:
    """Crosis: if you don't pay, no color is chosen and nothing is discarded."""
    (trigger,) = parse(CROSIS["fr"], "fr").abilities
    pay, if_you_do = trigger.effect.effects
    assert isinstance(pay, A.MayPay) and isinstance(if_you_do, A.Conditional)
    kinds = [type(e) for e in if_you_do.effect.effects]
    assert kinds == [A.ChooseColor, A.RevealHand, A.Discard]
