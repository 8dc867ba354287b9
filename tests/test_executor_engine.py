"""Unit tests of the game engine driven by parsed rules text (rulesparser.parse -> Game)."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.executor import CardDef, Game, IllegalAction, Player, ScriptedPolicy, Step, Zone

VANISHING_2 = (
    "Vanishing 2 (This permanent comes into play with two time counters on it. At the beginning "
    "of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)"
)


def card(
    key: str,
    text: str = "",
    lang: str = "en",
    *,
    power: int = 2,
    toughness: int = 2,
    types: tuple[str, ...] = ("creature",),
    name: str | None = None,
) -> CardDef:
    abilities = parse(text, lang, card_name=name).abilities if text else ()
    return CardDef(
        key=key,
        names={lang: name or key},
        types=types,
        power=power,
        toughness=toughness,
        abilities=abilities,
    )


def game(policy: ScriptedPolicy | None = None) -> Game:
    g = Game([Player("alice"), Player("bob")], policy)
    for p in ("alice", "bob"):
        for i in range(20):
            g.add_object(f"{p}:lib{i}", CardDef("x", {"en": "x"}, types=("land",)), p, Zone.LIBRARY)
    return g


def kinds(g: Game, kind: str) -> list[dict]:
    return [dict(e.data) for e in g.log if e.kind == kind]


def test_enters_with_counters_replacement_and_upkeep_removal() -> None:
    g = game()
    g.add_object("m", card("m", VANISHING_2), "alice", Zone.HAND)
    g.script_hook = lambda gm, step: (
        gm.cast("alice", "m") if (gm.turn, step) == (1, Step.MAIN1) else None
    )
    g.play_turn()
    assert g.get("m").counters == {"time": 2}  # CR 614.1c
    g.play_turn()
    g.play_turn()
    assert g.get("m").counters == {"time": 1}
    g.play_turn()
    g.play_turn()
    assert g.get("m").zone is Zone.GRAVEYARD
    assert [e["card"] for e in kinds(g, "sacrificed")] == ["m"]


def test_intervening_if_rechecked_on_resolution() -> None:
    """CR 603.4: the counter is gone before the upkeep trigger resolves, so it does nothing."""
    g = game()
    g.add_object("m", card("m", "Vanishing"), "alice", Zone.BATTLEFIELD, counters={"time": 1})

    def hook(gm: Game, step: Step) -> None:
        if step is Step.UPKEEP and gm.turn == 1:
            assert len(gm.stack) == 1
            gm.remove_counters(gm.get("m"), "time", 1)  # something else removes it first
            gm.settle()

    g.script_hook = hook
    g.play_turn()
    assert [e["reason"] for e in kinds(g, "does_nothing")] == ["condition"]
    assert g.get("m").zone is Zone.GRAVEYARD  # the other removal was the last: sacrificed


def test_no_counter_no_trigger() -> None:
    g = game()
    g.add_object("m", card("m", "Vanishing"), "alice", Zone.BATTLEFIELD)
    g.play_turn()
    assert kinds(g, "triggers") == []


def test_stun_counter_replaces_untap_for_any_reason_and_fires_no_trigger() -> None:
    g = game()
    text = "Whenever Watcher becomes untapped, you gain 1 life."
    w = g.add_object(
        "w",
        card("w", text, name="Watcher"),
        "alice",
        Zone.BATTLEFIELD,
        tapped=True,
        counters={"stun": 2},
    )
    assert g.untap(w, cause="effect") is False
    assert (w.tapped, w.counters) == (True, {"stun": 1})
    g.settle()
    assert g.players["alice"].life == 20
    g.untap(w, cause="effect")
    assert g.untap(w, cause="effect") is True
    g.settle()
    g.resolve_all()
    assert g.players["alice"].life == 21


def test_state_based_actions_zero_toughness_and_lethal_damage() -> None:
    g = game()
    a = g.add_object("a", card("a", toughness=0), "alice", Zone.BATTLEFIELD)
    b = g.add_object("b", card("b", toughness=3), "bob", Zone.BATTLEFIELD)
    b.damage = 3
    g.check_sba()
    assert a.zone is Zone.GRAVEYARD and b.zone is Zone.GRAVEYARD
    assert sorted(e["rule"] for e in kinds(g, "sba")) == ["704.5f", "704.5g"]


def test_zero_life_loses() -> None:
    g = game()
    g.players["bob"].life = 0
    g.check_sba()
    assert g.players["bob"].lost and g.over


def test_apnap_order_active_players_trigger_resolves_last() -> None:
    """CR 603.3b: triggers of the active player go on the stack first, so the non-active
    player's trigger (put on the stack last) resolves first."""
    text = "When Watcher comes into play or leaves play, it deals 1 damage to target player."
    g = game()
    g.add_object("a", card("a", text, name="Watcher"), "alice", Zone.BATTLEFIELD)
    g.add_object("b", card("b", text, name="Watcher"), "bob", Zone.BATTLEFIELD)
    g.turn, g.active = 1, "alice"
    g.move(g.get("b"), Zone.GRAVEYARD, cause="destroy")
    g.move(g.get("a"), Zone.GRAVEYARD, cause="destroy")
    g.settle()
    assert [i.controller for i in g.stack] == ["alice", "bob"]
    g.resolve_all()
    assert [e["source"] for e in kinds(g, "resolves")] == ["b", "a"]


def test_look_back_leaves_the_battlefield_uses_last_known_counters() -> None:
    """CR 603.10a: "if it had no time counters on it" is checked on the object as it last
    existed on the battlefield, not on the card in the graveyard (which has none)."""
    text = (
        "When Chronozoa is put into a graveyard from play, if it had no time counters on it, "
        "put two tokens into play that are copies of it."
    )
    g = game()
    c = g.add_object(
        "c",
        card("c", text, name="Chronozoa", power=3, toughness=3),
        "alice",
        Zone.BATTLEFIELD,
        counters={"time": 2},
    )
    g.move(c, Zone.GRAVEYARD, cause="destroy")
    g.settle()
    g.resolve_all()
    assert kinds(g, "token") == []
    d = g.add_object(
        "d", card("d", text, name="Chronozoa", power=3, toughness=3), "alice", Zone.BATTLEFIELD
    )
    g.move(d, Zone.GRAVEYARD, cause="destroy")
    g.settle()
    g.resolve_all()
    assert len(kinds(g, "token")) == 2


def test_summoning_sick_creature_cannot_attack() -> None:
    g = game()
    g.turn = 1
    g.add_object("x", card("x"), "alice", Zone.BATTLEFIELD, fresh=True)
    with pytest.raises(IllegalAction) as err:
        g.declare_attackers(["x"])
    assert err.value.code == "summoning_sick"


def test_echo_cost_paid_from_mana_budget() -> None:
    g = game(ScriptedPolicy({"pay": {"e": True}}))
    g.players["alice"].mana_per_turn = 2
    g.add_object("e", card("e", "Echo {1}{G}{G}"), "alice", Zone.BATTLEFIELD, fresh=True)
    g.play_turn()  # 2 mana < 3: can't pay, sacrificed
    assert g.get("e").zone is Zone.GRAVEYARD
    assert kinds(g, "does_not_pay")[0]["amount"] == 3


def test_french_and_german_vanishing_give_the_same_game() -> None:
    texts = {
        "en": VANISHING_2,
        "fr": "Disparition 2 (Ce permanent arrive en jeu avec, sur lui, deux marqueurs « temps ». "
        "Au début de votre entretien, retirez-lui un marqueur « temps ». Quand le dernier "
        "marqueur est retiré, sacrifiez le permanent.)",
        "de": "Verschwinden 2 (Diese bleibende Karte kommt mit zwei Zeitmarken ins Spiel. Entferne "
        "zu Beginn deines Versorgungssegments eine Zeitmarke von ihr. Wenn die letzte "
        "Zeitmarke entfernt wird, opfere die bleibende Karte.)",
    }
    logs = {}
    for lang, text in texts.items():
        g = game()
        g.add_object("m", card("m", text, lang), "alice", Zone.BATTLEFIELD)
        g.get("m").counters = {"time": 2}
        for _ in range(4):
            g.play_turn()
        logs[lang] = [(e.kind, e.turn, e.data) for e in g.log]
    assert logs["en"] == logs["fr"] == logs["de"]


def test_suspend_x_cannot_be_zero_as_printed() -> None:
    # Planar Chaos "Suspend X" cycle: "X can't be 0." (FAQ: the value must be at least 1)
    g = game()
    g.step = Step.MAIN1  # suspended when alice could cast it: her main phase (CR 702.62a)
    g.players["alice"].mana_per_turn = 10
    text = "Suspend X—{X}{3}{U}. X can't be 0."
    g.add_object("chronicler", card("chronicler", text), "alice", Zone.HAND)
    with pytest.raises(IllegalAction, match="X can't be less than 1"):
        g.suspend("alice", "chronicler", x=0)
    g.suspend("alice", "chronicler", x=2)
    assert g.get("chronicler").zone is Zone.EXILE and g.get("chronicler").counters == {"time": 2}
