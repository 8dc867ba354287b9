"""The turn's structure changed by an effect: phases added after the current one (CR 500.8,
505.1a: "After this main phase, there is an additional combat phase followed by an additional
main phase.") and a turn skipped (CR 614.10: "You skip your next turn."). Real Oracle lines
(grammar/en/clauses/turn_structure.lark, clauses/verbs_actions.lark)."""

from __future__ import annotations

from _card_ast import abilities_json, oracle_abilities, oracle_unparsed

from rulesparser import ast as A

YOU = A.PlayerRef(kind="you")


def test_additional_combat_and_main_phase_after_this_main_phase() -> None:
    """Relentless Assault: untap, then a combat phase and a main phase added after this main
    phase, in that order."""
    (ability,) = oracle_abilities(
        "Untap all creatures that attacked this turn. After this main phase, there is an "
        "additional combat phase followed by an additional main phase.",
        "Relentless Assault",
    )
    untap, added = ability.effect.effects
    assert isinstance(untap, A.Untap)
    assert added == A.AdditionalPhases(after="this_main_phase", phases=("combat", "main"))


def test_additional_phases_in_an_activated_ability() -> None:
    """Aggravated Assault: the same sentence after an activation cost, with its restriction."""
    (ability,) = oracle_abilities(
        "{3}{R}{R}: Untap all creatures you control. After this main phase, there is an "
        "additional combat phase followed by an additional main phase. Activate only as a "
        "sorcery.",
        "Aggravated Assault",
    )
    assert ability.timing == "sorcery"
    assert ability.effect.effects[1] == A.AdditionalPhases(
        after="this_main_phase", phases=("combat", "main")
    )


def test_an_additional_step_is_no_phase() -> None:
    assert oracle_unparsed("After this main phase, there is an additional upkeep phase.")


def test_you_skip_your_next_turn() -> None:
    """Lethal Vapors: the player who activated the ability skips their next turn (CR 614.10,
    602.2: "you" is the ability's controller, whoever activated it)."""
    (ability,) = oracle_abilities(
        "{0}: Destroy Lethal Vapors. You skip your next turn. Any player may activate this "
        "ability.",
        "Lethal Vapors",
    )
    assert ability.any_player
    assert ability.effect.effects[1] == A.SkipNextStep(player=YOU, step="turn")
    (theirs,) = oracle_abilities("Target player skips their next turn.")
    assert theirs.effect == A.SkipNextStep(player=A.PlayerRef(kind="target_player"), step="turn")


def test_another_player_skipping_your_turn_stays_unparsed() -> None:
    assert oracle_unparsed("Target player skips your next turn.")


def test_skip_your_next_turn_or_step_imperative_and_said_with_you() -> None:
    """Magosi, the Waterveil ("Skip your next turn.", the imperative: you) and Avizoa ("You skip
    your next untap step.", CR 614.10); the French printing of Chronosavant ("Passez votre
    prochain tour.") says the same."""
    magosi = oracle_abilities(
        "{U}, {T}: Put an eon counter on Magosi, the Waterveil. Skip your next turn.",
        "Magosi, the Waterveil",
    )
    assert magosi[0].effect.effects[1] == A.SkipNextStep(player=YOU, step="turn")
    (avizoa,) = oracle_abilities(
        "{0}: Avizoa gets +2/+2 until end of turn. You skip your next untap step. Activate only "
        "once each turn.",
        "Avizoa",
    )
    assert avizoa.effect.effects[1] == A.SkipNextStep(player=YOU, step="untap")
    en = "{1}{W}: Return ~ from your graveyard to the battlefield tapped. Skip your next turn."
    fr = (
        "{1}{W} : Renvoyez en jeu, engagé, le ~ depuis votre cimetière. Passez votre prochain tour."
    )
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert abilities_json(en, "en") == abilities_json(
        en.replace("Skip your", "You skip your"), "en"
    )


def test_untap_your_permanents_during_each_other_players_untap_step() -> None:
    """Seedborn Muse: a static ability untapping your permanents in the untap step of each other
    player too (CR 502.3); Teferi, Who Slows the Sunset's emblem says "each opponent's"."""
    (ability,) = oracle_abilities(
        "Untap all permanents you control during each other player's untap step."
    )
    assert ability == A.StaticEffect(
        effect=A.UntapDuringUntapSteps(
            object=A.ObjectRef(kind="each", filter=("permanent", "you_control")),
            player=A.PlayerRef(kind="each_other_player"),
        )
    )
    (emblem,) = oracle_abilities(
        "Untap all permanents you control during each opponent's untap step."
    )
    assert emblem.effect.player == A.PlayerRef(kind="each_opponent")


def test_untap_under_a_condition_is_one_static_ability() -> None:
    """Quest for Renewal: "As long as ..., untap all creatures you control during each other
    player's untap step" (CR 502.3 under a condition, CR 604.1)."""
    (ability,) = oracle_abilities(
        "As long as there are four or more quest counters on ~, untap all creatures you control "
        "during each other player's untap step."
    )
    assert isinstance(ability, A.StaticEffect)
    assert isinstance(ability.effect.effect, A.UntapDuringUntapSteps)


def test_untapping_permanents_that_are_not_yours_stays_unparsed() -> None:
    """ "Untap all creatures during each other player's untap step": whose creatures untap, as
    which player's untap step turns? Not read."""
    assert oracle_unparsed("Untap all creatures during each other player's untap step.")
