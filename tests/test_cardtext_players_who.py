"""Players named by a relative clause (CR 102: players and opponents;
:class:`rulesparser.ast.QualifiedPlayerRef`): "each opponent who doesn't control an Elf", "each
opponent who controls more lands than you", "each player who controls a white creature"; and
"the land's controller" for the object named before (CR 108.4). Real Oracle lines (MTGJSON
``text``) against the AST a rules reader expects."""

from __future__ import annotations

import jsonschema
from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A
from rulesparser.schema import json_schema

CURRENT = A.PlayerRef(kind="current")


def test_each_opponent_who_doesnt_control_an_elf_loses_life() -> None:
    """Thornbow Archer (ORI): only the opponents controlling no Elf lose life; the player tested
    is ``current`` inside the condition."""
    (line,) = oracle_abilities(
        "Whenever Thornbow Archer attacks, each opponent who doesn't control an Elf loses 1 life.",
        "Thornbow Archer",
    )
    assert line.effect == A.LoseLife(
        player=A.QualifiedPlayerRef(
            kind="each_opponent",
            condition=A.Not(
                condition=A.Exists(
                    object=A.ObjectRef(kind="any", filter=("elf", "current_player_controls"))
                )
            ),
        ),
        amount=1,
    )
    jsonschema.validate(line.to_json(), json_schema())


def test_each_opponent_who_controls_more_lands_than_you_cant_play_lands() -> None:
    """Ward of Bones (EVE): the lands that opponent controls compared with yours (CR 109.4),
    checked for each opponent, not "an opponent"."""
    (line,) = oracle_abilities("Each opponent who controls more lands than you can't play lands.")
    restriction = line.effect
    assert isinstance(restriction, A.PlayerRestriction) and restriction.action == "play"
    assert restriction.player == A.QualifiedPlayerRef(
        kind="each_opponent",
        condition=A.CompareCounts(
            value=A.Count(what="permanents", player=CURRENT, filter=("land",)),
            op=">",
            other=A.Count(what="permanents", player=A.PlayerRef(kind="you"), filter=("land",)),
        ),
    )


def test_each_white_creature_and_each_player_who_controls_one() -> None:
    """Disorder (7ED): the damage is dealt at once to each white creature and to each player
    controlling a white creature (CR 120.3), not to every player."""
    (line,) = oracle_abilities(
        "Disorder deals 2 damage to each white creature and each player who controls a white "
        "creature.",
        "Disorder",
    )
    (creatures, players) = line.effect.recipient.members
    assert creatures == A.ObjectRef(kind="each", filter=("white", "creature"))
    assert players == A.QualifiedPlayerRef(
        kind="each_player",
        condition=A.Exists(
            object=A.ObjectRef(kind="any", filter=("white", "creature", "current_player_controls"))
        ),
    )


def test_that_player_inside_a_relative_clause_of_players_stays_unparsed() -> None:
    """ "each opponent who controls more creatures than that player": which player is "that
    player" once "who" names the one tested? Not guessed."""
    assert oracle_unparsed(
        "Whenever a player casts a spell, each opponent who controls more creatures than that "
        "player loses 1 life."
    )


def test_the_lands_controller_is_the_controller_of_the_land_named_before() -> None:
    """Molten Rain (MRD): "the land's controller" is that land's (the target's, CR 108.4), as
    "that land's controller" would be."""
    (line,) = oracle_abilities(
        "Destroy target land. If that land was nonbasic, Molten Rain deals 2 damage to the "
        "land's controller.",
        "Molten Rain",
    )
    (_, conditional) = line.effect.effects
    (that,) = oracle_abilities(
        "Destroy target land. If that land was nonbasic, Molten Rain deals 2 damage to that "
        "land's controller.",
        "Molten Rain",
    )
    assert conditional.effect.recipient == that.effect.effects[1].effect.recipient
    assert conditional.effect.recipient.kind == "controller"


def test_each_opponent_who_attacked_with_a_creature_this_turn() -> None:
    """Angelic Arbiter (M11): only the opponents who declared an attacker this turn (CR 508.1)
    can't cast spells."""
    (line,) = oracle_abilities(
        "Each opponent who attacked with a creature this turn can't cast spells.",
        "Angelic Arbiter",
    )
    assert line.effect.player == A.QualifiedPlayerRef(
        kind="each_opponent",
        condition=A.HappenedThisTurn(event="attacked", subject=CURRENT),
    )
