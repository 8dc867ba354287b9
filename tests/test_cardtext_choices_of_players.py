"""Choices made by another player than you and "the rest" of a choice, English Oracle lines
(CR 608.2c, 608.2d: a player chooses objects as the ability resolves; "the rest" are the
objects that player could have chosen and did not)."""

from __future__ import annotations

from _card_ast import oracle_abilities
from _scenario_cards import failures_casting

from rulesparser import ast as A
from rulesparser import parse


def test_a_player_chooses_then_sacrifices_the_rest() -> None:
    """Razia's Purification (RAV): each player chooses three permanents they control and
    sacrifices the others they control (``not_chosen``)."""
    (ability,) = oracle_abilities(
        "Each player chooses three permanents they control, then sacrifices the rest."
    )
    choose, sacrifice = ability.effect.effects
    each = A.PlayerRef(kind="each_player")
    assert choose == A.ChooseObject(
        player=each,
        object=A.ObjectRef(kind="any", filter=("permanent", "that_player_controls"), count=3),
    )
    assert sacrifice == A.Sacrifice(
        player=each,
        object=A.ObjectRef(kind="each", filter=("permanent", "that_player_controls", "not_chosen")),
    )


def test_that_player_chooses_up_to_two() -> None:
    """Archfiend of Depravity (FRF): "up to two" chosen, the rest sacrificed by the same
    player."""
    (_, ability) = oracle_abilities(
        "Flying\nAt the beginning of each opponent's end step, that player chooses up to two "
        "creatures they control, then sacrifices the rest.",
        "Archfiend of Depravity",
    )
    choose, sacrifice = ability.effect.effects
    assert choose.object.up_to and choose.object.count == 2
    assert sacrifice.player == choose.player
    assert sacrifice.object.filter == ("creature", "that_player_controls", "not_chosen")


def test_a_player_chooses_a_card_in_their_hand_and_discards_the_rest() -> None:
    """Monomania (M12): the target player keeps the card they chose."""
    (ability,) = oracle_abilities(
        "Target player chooses a card in their hand and discards the rest."
    )
    choose, discard = ability.effect.effects
    assert choose.player == A.PlayerRef(kind="target_player")
    assert isinstance(discard, A.Discard)
    assert discard.object == A.ObjectRef(kind="each", filter=(*choose.object.filter, "not_chosen"))


def test_destroy_the_rest_after_each_player_chose() -> None:
    """Divine Reckoning's first line (Forge, EN only): every player chose among their own
    creatures, so the rest is every creature not chosen, whoever controls it."""
    (ability,) = oracle_abilities("Each player chooses a creature they control. Destroy the rest.")
    choose, destroy = ability.effect.effects
    assert choose.player == A.PlayerRef(kind="each_player")
    assert destroy == A.Destroy(object=A.ObjectRef(kind="each", filter=("creature", "not_chosen")))


def test_an_opponent_chooses_for_you() -> None:
    """Wormfang Crab (JUD): an opponent chooses a permanent you control and exiles it."""
    (_, ability) = oracle_abilities(
        "Wormfang Crab can't be blocked.\nWhen Wormfang Crab enters the battlefield, an "
        "opponent chooses a permanent you control other than Wormfang Crab and exiles it.",
        "Wormfang Crab",
    )
    choose = ability.effect.effects[0]
    assert choose.player == A.PlayerRef(kind="opponent")
    assert choose.object.filter == ("another", "permanent", "you_control")


def test_the_rest_that_names_nothing_stays_unparsed() -> None:
    """ "the rest" with no choice before it, or left to another player than the chooser, or
    destroyed after only the opponents chose (whose creatures would "the rest" be?), is not
    read."""
    for text in (
        "Destroy the rest.",
        "Each player chooses a card in their hand. Each opponent discards the rest.",
        "Each opponent chooses a creature they control. Destroy the rest.",
    ):
        card = parse(text, "en", lenient=True)
        assert isinstance(card.abilities[0], A.Unparsed), text


def test_the_rest_is_not_played_by_the_executor() -> None:
    """The executor does not remember what was chosen: "the rest" would be every creature;
    it names the reference it can't play instead (rulesparser.executor.unread_references)."""
    failures = failures_casting(
        "Each player chooses a creature they control. Destroy the rest.", types="sorcery"
    )
    assert any("can't play" in f and "not_chosen" in f for f in failures), failures
