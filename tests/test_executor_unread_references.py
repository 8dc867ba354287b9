"""The executor picks players by kind and objects by filter: a player set narrowed by a relative
clause ("each opponent who ...", CR 102.2-102.3, 608.2c) or objects narrowed by a shared
characteristic or a compared number ("with the same name as ...", CR 201.2a; "that shares a
color with ...", CR 105.1; "with mana value equal to ...", CR 109.3) would be played as every
opponent or every creature. A game with one says "the executor can't play ... yet" instead."""

from __future__ import annotations

from _scenario_cards import failures_casting, failures_on_battlefield
from _shared import load_script

from rulesparser import parse


def _cant_play(failures: list[str], what: str) -> bool:
    return any("can't play" in f and what in f for f in failures)


def test_each_opponent_who_is_not_played_as_each_opponent() -> None:
    failures = failures_casting(
        "Each opponent who controls more lands than you loses 2 life.", types="sorcery"
    )
    assert _cant_play(failures, "player:qualified_player"), failures


def test_each_player_who_is_not_played_as_each_player() -> None:
    failures = failures_casting("Each player who controls a creature gains 3 life.")
    assert _cant_play(failures, "player:qualified_player"), failures


def test_the_same_name_as_a_target_is_not_played_as_any_name() -> None:
    failures = failures_casting("Destroy each creature with the same name as target creature.")
    assert _cant_play(failures, "object:compared_object:shared_characteristic"), failures


def test_a_static_ability_sharing_a_color_is_not_applied_to_all() -> None:
    """On the battlefield, the ability is reported as soon as its permanent is there."""
    failures = failures_on_battlefield(
        "Creatures you control that share a color with equipped creature get +1/+1."
    )
    assert _cant_play(failures, "object:compared_object:shared_characteristic"), failures


def test_a_plain_each_player_is_still_played() -> None:
    """The refusal is for the narrowed sets only: "each player gains 3 life" plays."""
    failures = failures_casting("Each player gains 3 life.")
    assert not any("can't play" in f for f in failures), failures


def test_the_support_report_names_them() -> None:
    """scripts/executor_support.py (what the executor can't play yet, from its registries) says
    the same of the ability as a game does."""
    reasons = load_script("executor_support").reasons
    (ability,) = parse("Each player who controls a creature gains 3 life.").abilities
    assert "player:qualified_player" in reasons(ability)
    (ability,) = parse("Each player gains 3 life.").abilities
    assert "player:qualified_player" not in reasons(ability)
