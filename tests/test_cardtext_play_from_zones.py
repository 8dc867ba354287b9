"""Permissions to play the cards of a zone (CR 601.3, 305.1: a card is played as a land or cast
as a spell; :class:`rulesparser.ast.PlayPermission`): "You may play lands from your graveyard.",
"Until end of turn, you may play lands and cast spells from your graveyard.", "You may play
lands and cast spells from the top of your library." Real Oracle lines (MTGJSON ``text``)."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json, oracle_abilities, oracle_unparsed

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta

YOU = A.PlayerRef(kind="you")
PERMANENT = A.Duration(kind="permanent")


def test_play_lands_from_your_graveyard() -> None:
    """Crucible of Worlds (5DN): a static ability, for as long as it applies, letting you play
    the land cards of your graveyard."""
    (line,) = oracle_abilities("You may play lands from your graveyard.", "Crucible of Worlds")
    assert line == A.StaticEffect(
        effect=A.PlayPermission(
            player=YOU,
            object=A.ObjectRef(kind="each", filter=("land", "card", "in_your_graveyard")),
            without_paying=False,
            duration=PERMANENT,
        )
    )


def test_play_lands_and_cast_spells_from_your_graveyard_until_end_of_turn() -> None:
    """Gaea's Will (MH2): "play lands and cast spells" is playing any card (CR 305.1, 601.2),
    of your graveyard, until end of turn (a one-shot permission of the spell)."""
    (_, line) = oracle_abilities(
        "Suspend 4—{G}\nUntil end of turn, you may play lands and cast spells from your graveyard.",
        "Gaea's Will",
    )
    assert line.effect == A.PlayPermission(
        player=YOU,
        object=A.ObjectRef(kind="each", filter=("card", "in_your_graveyard")),
        without_paying=False,
        duration=A.Duration(kind="end_of_turn"),
    )


def test_play_lands_and_cast_spells_from_the_top_of_your_library() -> None:
    """Future Sight (MH1): the top card of your library, whatever it is, as "play lands from
    the top" and "cast spells from the top" together."""
    (_, line) = oracle_abilities(
        "Play with the top card of your library revealed.\n"
        "You may play lands and cast spells from the top of your library.",
        "Future Sight",
    )
    assert line.effect.object == A.ObjectRef(kind="top_of_library", filter=("card", "your"))


def test_casting_from_a_graveyard_keeps_lands_out_and_other_nouns_stay_unparsed() -> None:
    """ "cast creature spells from your graveyard": a land is never cast (CR 305.9), so the
    cards are nonland creature cards; "play lands and cast creature spells" is not read."""
    (line,) = oracle_abilities("You may cast creature spells from your graveyard.")
    assert line.effect.object.filter == ("nonland", "creature", "card", "in_your_graveyard")
    assert oracle_unparsed("You may play lands and cast creature spells from your graveyard.")


def test_and_after_a_mana_payment_is_not_a_keyword_list() -> None:
    """A cost keyword's mana cost in a keyword list ("have ward {1}") leaves "pay {1}{W} and
    exile ..." (an alternative cost of two parts, CR 118.9) as it was."""
    (line,) = oracle_abilities(
        "You may pay {1}{W} and exile a creature card from your graveyard rather than pay this "
        "spell's mana cost."
    )
    assert isinstance(line, A.AlternativeCost)
    assert [type(c) for c in line.cost.components] == [A.ManaCost, A.Exile]


@pytest.mark.parametrize(
    ("printed", "oracle", "name"),
    [
        # Future Sight (Future Sight block printing, Modern Horizons reprint): any card
        (
            "Vous pouvez jouer la carte du dessus de votre bibliothèque.",
            "You may play lands and cast spells from the top of your library.",
            "Future Sight",
        ),
        # Courser of Kruphix (BNG): the top card when it is a land card
        (
            "Vous pouvez jouer la carte du dessus de votre bibliothèque si c'est une carte de "
            "terrain.",
            "You may play lands from the top of your library.",
            "Courser of Kruphix",
        ),
        # Melek, Izzet Paragon (DGM): cast, so a nonland card of those types (CR 305.9)
        (
            "Vous pouvez lancer la carte du dessus de votre bibliothèque si c'est une carte "
            "d'éphémère ou de rituel.",
            "You may cast instant and sorcery spells from the top of your library.",
            "Melek, Izzet Paragon",
        ),
    ],
)
def test_french_top_card_of_your_library_is_the_oracle_permission(
    printed: str, oracle: str, name: str
) -> None:
    """French prints say "you may play the top card of your library [if it's a ... card]"
    where the Oracle says "play lands / cast spells from the top of your library": the same
    static permission (CR 601.3e)."""
    assert abilities_json(printed, "fr") == [
        strip_meta(a.to_json()) for a in oracle_abilities(oracle, name)
    ]


def test_top_card_for_a_time_or_on_another_condition_stays_unparsed() -> None:
    """ "Jusqu'à la fin du tour, vous pouvez jouer la carte du dessus de votre bibliothèque":
    the card on top now or any card on top until then is not said; a condition other than the
    card's type ("si vous contrôlez un marais") is not folded into the card."""
    for line in (
        "Jusqu'à la fin du tour, vous pouvez jouer la carte du dessus de votre bibliothèque.",
        "Vous pouvez jouer la carte du dessus de votre bibliothèque si vous contrôlez un marais.",
    ):
        card = parse(line, "fr", lenient=True)
        assert isinstance(card.abilities[0], A.Unparsed), line


def test_cast_spells_from_your_hand_without_paying() -> None:
    """Omniscience (M13, M19): as long as it is on the battlefield, each nonland card of your
    hand may be cast without paying its mana cost (CR 118.9; a land is never cast, CR 305.9);
    the French and German prints read the same."""
    (line,) = oracle_abilities(
        "You may cast spells from your hand without paying their mana costs.", "Omniscience"
    )
    assert line == A.StaticEffect(
        effect=A.PlayPermission(
            player=YOU,
            object=A.ObjectRef(kind="each", filter=("nonland", "card", "in_your_hand")),
            without_paying=True,
            duration=PERMANENT,
        )
    )
    expected = [strip_meta(line.to_json())]
    assert (
        abilities_json(
            "Vous pouvez lancer des sorts depuis votre main sans payer leur coût de mana.", "fr"
        )
        == expected
    )
    assert (
        abilities_json(
            "Du kannst Karten, die kein Land sind, aus deiner Hand wirken, ohne ihre Manakosten "
            "zu bezahlen.",
            "de",
        )
        == expected
    )
