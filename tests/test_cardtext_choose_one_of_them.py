""" "Choose one of them" after cards of a library exiled, revealed or looked at (CR 608.2c): one
of those cards, "that card" afterwards, as "choose a card from among them"; "them" with no such
cards before stays unparsed. Oracle and French and German prints, one AST."""

from __future__ import annotations

from _card_ast import abilities_json, oracle_abilities, oracle_unparsed

from rulesparser import ast as A

JAYA_EN = (
    "[−1]: Exile the top two cards of your library. Choose one of them. You may play that card "
    "this turn."
)
JAYA_FR = (
    "-1: Exilez les deux cartes du dessus de votre bibliothèque. Choisissez l'une d'elles. Vous "
    "pouvez jouer cette carte ce tour-ci."
)
JAYA_DE = (
    "−1: Schicke die obersten zwei Karten deiner Bibliothek ins Exil. Bestimme eine davon. Du "
    "kannst sie in diesem Zug spielen."
)


def test_choose_one_of_the_exiled_cards_then_play_it() -> None:
    """Jaya, Fiery Negotiator (DMU): one of the two exiled cards is chosen, and that card may be
    played this turn."""
    (ability,) = oracle_abilities(JAYA_EN, "Jaya, Fiery Negotiator")
    _, choose, play = ability.effect.effects
    assert choose == A.ChooseObject(
        player=A.PlayerRef(kind="you"),
        object=A.ObjectRef(kind="any", filter=("card", "from_among_them"), count=1),
    )
    assert isinstance(play, A.PlayPermission)
    assert abilities_json(JAYA_EN, "en") == abilities_json(
        JAYA_EN.replace("one of them", "a card from among them"), "en"
    )
    assert abilities_json(JAYA_FR, "fr") == abilities_json(JAYA_EN, "en")
    assert abilities_json(JAYA_DE, "de") == abilities_json(JAYA_EN, "en")


def test_then_choose_one_of_them_en_fr() -> None:
    """Magmatic Channeler (ZNR): "then choose one of them" after the exile, in one sentence."""
    en = (
        "{T}, Discard a card: Exile the top two cards of your library, then choose one of them. "
        "You may play that card this turn."
    )
    fr = (
        "{T}, défaussez-vous d'une carte : Exilez les deux cartes du dessus de votre "
        "bibliothèque, puis choisissez l'une d'entre elles. Vous pouvez jouer cette carte ce "
        "tour-ci."
    )
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


def test_one_of_them_without_cards_of_a_library_before_stays_unparsed() -> None:
    # (cards revealed from a hand are not read as "them" here)
    assert oracle_unparsed("Choose one of them.")
    assert oracle_unparsed(
        "Target player reveals three cards from their hand and you choose one of them. That "
        "player discards that card."
    )
