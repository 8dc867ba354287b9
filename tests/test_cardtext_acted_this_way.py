"""English Oracle lines whose condition looks back at the cards an earlier instruction of the
same ability moved or showed (CR 608.2c): "If a land card was milled this way" (CR 701.13a),
"... discarded this way" (CR 701.9a), "... exiled this way", "... revealed this way" (CR
701.20a), and replacement effects a resolving ability creates for the rest of the turn (CR
614.1a, 611.2a)."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse


def _looked_back(word: str, kinds: tuple[str, ...]) -> A.Compare:
    counted = A.ObjectRef(kind="each", filter=(*kinds, f"{word}_this_way"))
    return A.Compare(value=A.Count(what="objects", object=counted), op=">=", amount=1)


def test_milled_this_way() -> None:
    """Lorehold Excavation (STX): a mill, then a condition on the card it milled."""
    (ability,) = oracle_abilities(
        "At the beginning of your end step, mill a card. If a land card was milled this way, "
        "you gain 1 life. Otherwise, Lorehold Excavation deals 1 damage to each opponent.",
        "Lorehold Excavation",
    )
    first, second = ability.effect.effects
    assert first == A.Mill(player=A.PlayerRef(kind="you"), amount=1)
    assert second.condition == _looked_back("milled", ("land", "card"))


def test_milled_this_way_without_a_mill_stays_unparsed() -> None:
    """With no mill before it in the ability, "milled this way" names nothing (CR 608.2c)."""
    card = parse(
        "Draw a card. If a land card was milled this way, you gain 1 life.", "en", lenient=True
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_discarded_and_exiled_this_way() -> None:
    """Chandra Ablaze (ZEN) and Specter's Shriek (ELD): the kind of the card the
    instruction before discarded or exiled."""
    (discard,) = oracle_abilities(
        "[+1]: Discard a card. If a red card is discarded this way, Chandra Ablaze deals 4 "
        "damage to any target.",
        "Chandra Ablaze",
    )
    assert discard.effect.effects[1].condition == _looked_back("discarded", ("red", "card"))
    (exile,) = oracle_abilities(
        "Target opponent reveals their hand. You may choose a nonland card from it. If you do, "
        "that player exiles that card. If a nonblack card is exiled this way, exile a card from "
        "your hand."
    )
    conds = [n for n in exile.effect.walk() if isinstance(n, A.Compare)]
    assert conds == [_looked_back("exiled", ("nonblack", "card"))]


def test_replacement_for_the_rest_of_the_turn() -> None:
    """Yawgmoth's Will (USG), Gaea's Will (MH2): the resolving spell creates a replacement
    effect that lasts until end of turn (CR 614.1a, 611.2a), the same replacement as the
    static one without "this turn"."""
    (timed,) = oracle_abilities(
        "If a card would be put into your graveyard from anywhere this turn, exile that card "
        "instead."
    )
    assert isinstance(timed.effect, A.CreateReplacement)
    assert timed.effect.duration == A.Duration(kind="end_of_turn")
    (static,) = oracle_abilities(
        "If a card would be put into your graveyard from anywhere, exile that card instead."
    )
    assert timed.effect.effect == static
