""" "Exile cards from the top of your library until you exile a nonland card" (CR 406.3; as CR
701.16a says of revealing): :class:`rulesparser.ast.ExileUntil`, the last card exiled is "that
card", the others "the rest". Oracle and French prints, one AST."""

from __future__ import annotations

from _card_ast import abilities_json, oracle_abilities, oracle_unparsed

from rulesparser import ast as A

BOLAS_EN = (
    "[+2]: Target opponent exiles cards from the top of their library until they exile a "
    "nonland card. Until end of turn, you may cast that card without paying its mana cost."
)
BOLAS_FR = (
    "+2 : L'adversaire ciblé exile les cartes du dessus de sa bibliothèque jusqu'à ce qu'il "
    "exile une carte non-terrain. Jusqu'à la fin du tour, vous pouvez lancer cette carte sans "
    "payer son coût de mana."
)


def test_target_opponent_exiles_until_a_nonland_card_en_fr() -> None:
    """Nicol Bolas, God-Pharaoh (HOU): the opponent exiles from their own library; the last
    card exiled may be cast for free this turn."""
    (ability,) = oracle_abilities(BOLAS_EN, "Nicol Bolas, God-Pharaoh")
    exile, play = ability.effect.effects
    assert exile == A.ExileUntil(
        player=A.PlayerRef(kind="target_opponent"), filter=("nonland", "card")
    )
    assert isinstance(play, A.PlayPermission) and play.object == A.ObjectRef(kind="that")
    assert abilities_json(BOLAS_FR, "fr") == abilities_json(BOLAS_EN, "en")


def test_exile_until_then_damage_equal_to_that_cards_mana_value_en_fr() -> None:
    """Erratic Explosion kind (Oracle of Inextinguishable Flames): the damage is that last
    card's mana value."""
    en = (
        "Exile cards from the top of your library until you exile a nonland card. ~ deals "
        "damage to any target equal to that card's mana value."
    )
    (spell,) = oracle_abilities(en)
    exile, damage = spell.effect.effects
    assert exile == A.ExileUntil(player=A.PlayerRef(kind="you"), filter=("nonland", "card"))
    assert isinstance(damage, A.DealDamage)


def test_exile_until_a_lesser_mana_value_than_the_triggering_spell_stays_unparsed() -> None:
    """Jodah, the Unifier (DMU): "with lesser mana value" is lesser than the legendary spell
    that triggered it (its ruling), not this object's: refused."""
    assert oracle_unparsed(
        "Whenever you cast a legendary spell from your hand, exile cards from the top of your "
        "library until you exile a legendary nonland card with lesser mana value. You may cast "
        "that card without paying its mana cost. Put the rest on the bottom of your library in "
        "a random order."
    )


def test_exile_until_several_cards_stays_unparsed() -> None:
    assert oracle_unparsed(
        "Exile cards from the top of your library until you exile two nonland cards."
    )
