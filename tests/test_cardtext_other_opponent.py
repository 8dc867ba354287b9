"""The opponent a trigger names (CR 608.2c): "Whenever ~ deals combat damage to an opponent, it
deals that much damage to each other opponent" (every opponent but that one), "that opponent
discards a card" (that player). "each other opponent" where no opponent is named stays
unparsed."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A


def _players(text: str, name: str) -> list[A.PlayerRef]:
    return [n for a in oracle_abilities(text, name) for n in a.walk() if isinstance(n, A.PlayerRef)]


def test_each_other_opponent_after_damage_to_an_opponent() -> None:
    """Hydra Omnivore (Commander 2011): the damage goes to the opponents the combat damage
    did not go to."""
    name = "Hydra Omnivore"
    (ability,) = oracle_abilities(
        f"Whenever {name} deals combat damage to an opponent, it deals that much damage to each "
        "other opponent.",
        name,
    )
    assert isinstance(ability, A.TriggeredAbility)
    assert ability.trigger.recipient == A.PlayerRef(kind="opponent")
    assert isinstance(ability.effect, A.DealDamage)
    assert ability.effect.recipient == A.PlayerRef(kind="each_other_opponent")


def test_that_opponent_is_that_player() -> None:
    """Zhang Liao, Hero of Hefei (Portal Three Kingdoms): "that opponent" is the opponent dealt
    damage, as "that player"."""
    name = "Zhang Liao, Hero of Hefei"
    said = f"Whenever {name} deals damage to an opponent, that opponent discards a card."
    player = said.replace("that opponent discards", "that player discards")
    assert oracle_abilities(said, name) == oracle_abilities(player, name)
    assert A.PlayerRef(kind="that_player") in _players(said, name)


def test_each_other_opponent_without_a_named_opponent_is_unparsed() -> None:
    """A spell, an activated ability or a trigger on another event names no opponent that
    "each other opponent" is other than."""
    assert oracle_unparsed("Each other opponent loses 2 life.")
    assert oracle_unparsed("{T}: Each other opponent loses 2 life.")
    assert oracle_unparsed("Whenever a player casts a spell, each other opponent loses 2 life.")


def test_those_players_each_is_those_players() -> None:
    """Skull Rend (Forge 2020 Oracle): "Those players each discard two cards at random." is
    what "Those players discard two cards at random." says (each of them discards, CR
    608.2c); "each" after one target player stays unparsed."""
    name = "Skull Rend"
    head = f"{name} deals 2 damage to each opponent. Those players"
    each = oracle_abilities(f"{head} each discard two cards at random.", name)
    assert each == oracle_abilities(f"{head} discard two cards at random.", name)
    assert oracle_unparsed("Target player each draws a card.")
