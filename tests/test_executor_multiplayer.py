"""Games of more than two players (CR 800): turn order skips players who left, the defending
player must be an opponent still in the game, a player who leaves takes their cards with them
(CR 800.4a), and a two-player game still ends when a player loses (CR 104.2a)."""

from __future__ import annotations

import pytest

from rulesparser.executor import CardDef, Game, IllegalAction, Player, Step, Zone


def bear(key: str) -> CardDef:
    return CardDef(key=key, names={"en": key}, types=("creature",), power=2, toughness=2)


def three_players() -> Game:
    g = Game([Player("alice"), Player("bob", life=1), Player("carol")])
    for p in ("alice", "bob", "carol"):
        for i in range(5):
            g.add_object(f"{p}:lib{i}", CardDef("x", {"en": "x"}, types=("land",)), p, Zone.LIBRARY)
    return g


def test_turns_go_round_and_skip_a_player_who_left() -> None:
    g = three_players()
    g.add_object("a_bear", bear("a_bear"), "alice", Zone.BATTLEFIELD)
    g.add_object("b_bear", bear("b_bear"), "bob", Zone.BATTLEFIELD)
    g.add_object("stolen", bear("stolen"), "carol", Zone.BATTLEFIELD)
    g.get("stolen").controller = "bob"  # carol's creature under bob's control

    def hook(gm: Game, step: Step) -> None:
        if (gm.turn, step) == (1, Step.DECLARE_ATTACKERS):
            gm.declare_attackers(["a_bear"], defender="bob")

    g.script_hook = hook
    g.play_turn()
    assert g.players["bob"].lost and not g.over  # alice and carol play on (CR 104.2a)
    assert "b_bear" not in g.objects and not g.players["bob"].library  # CR 800.4a
    assert g.get("stolen").zone is Zone.EXILE  # controlled, not owned: exiled
    assert [e.get("player") for e in g.log if e.kind == "leaves_game"] == ["bob"]
    g.play_turn()
    g.play_turn()
    assert [e.get("player") for e in g.log if e.kind == "turn"] == ["alice", "carol", "alice"]
    assert g.apnap() == ["alice", "carol"]


def test_the_defending_player_is_an_opponent_still_in_the_game() -> None:
    g = three_players()
    g.add_object("a_bear", bear("a_bear"), "alice", Zone.BATTLEFIELD)
    g.turn, g.step = 1, Step.DECLARE_ATTACKERS
    with pytest.raises(IllegalAction) as err:
        g.declare_attackers(["a_bear"], defender="alice")
    assert err.value.code == "not_opponent"
    g.declare_attackers(["a_bear"], defender="carol")
    assert g.defender == "carol"


def test_a_two_player_game_ends_when_a_player_loses() -> None:
    g = Game([Player("alice"), Player("bob", life=1)])
    g.add_object("a_bear", bear("a_bear"), "alice", Zone.BATTLEFIELD)
    g.script_hook = lambda gm, step: (
        gm.declare_attackers(["a_bear"]) if step is Step.DECLARE_ATTACKERS else None
    )
    g.play_turn()
    assert g.over
    assert not [e for e in g.log if e.kind == "leaves_game"]


DRAIN = """\
scenario: drain
ruling: CR 102.2
players: {alice: {mana: 5}, bob: {}, carol: {}}
cards:
  drain:
    name: {en: Drain, fr: Drainage, de: Entzug}
    types: [instant]
    mana_cost: "{1}{B}"
    text:
      en: "Each opponent loses 2 life and you gain 2 life."
      fr: "Chaque adversaire perd 2 points de vie et vous gagnez 2 points de vie."
      de: "Jeder Gegner verliert 2 Lebenspunkte und du erhältst 2 Lebenspunkte dazu."
setup:
  alice: {hand: [drain]}
turns:
  1:
    main1:
      - cast: drain
      - resolve: all
expect:
  life: {alice: 22, bob: 18, carol: 18}
"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_each_opponent_is_every_other_player(lang: str) -> None:
    """ "Each opponent loses 2 life" (CR 102.2: every other player in a free-for-all game):
    both opponents lose it, and nothing is left unplayed."""
    from rulesparser.executor.scenario import parse_scenario, run_scenario

    result = run_scenario(parse_scenario(DRAIN, "s.yaml"), lang)
    assert result.failures == []
