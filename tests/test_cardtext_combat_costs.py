"""Costs to attack or block (CR 508.1d, 508.1g-h, 509.1c, 509.1d-e): a static "[creature]
can't attack / block unless [player] [pays a cost]" is :class:`~rulesparser.ast.CombatCost`
(paid as attackers or blockers are declared), not an effect that happens unless paid. Real
Oracle lines (MTGJSON ``text``, the card's name as "~") and the French and German printed
lines of the same cards (``foreignData``) give the same AST; the executor does not play it yet
and says so."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast
from _shared import load_script

from rulesparser import ParseError, parse
from rulesparser import ast as A

YOU = A.PlayerRef(kind="you")
ITS_CONTROLLER = A.PlayerRef(kind="controller", object=A.ObjectRef(kind="it"))
ENCHANTED = A.ObjectRef(kind="enchanted", filter=("creature",))


def _one(text: str) -> A.Node:
    (ability,) = parse(text, "en").abilities
    return ability


def test_a_sacrifice_to_attack() -> None:
    """Leviathan: "~ can't attack unless you sacrifice two Islands." (CR 508.1g)."""
    assert _one("~ can't attack unless you sacrifice two Islands.") == A.StaticEffect(
        effect=A.CombatCost(
            object=A.ObjectRef(kind="self"),
            action="attack",
            player=YOU,
            cost=A.Cost(
                components=(
                    A.Sacrifice(object=A.ObjectRef(kind="any", filter=("island",), count=2)),
                )
            ),
        )
    )


def test_mana_its_controller_pays_to_attack_or_block() -> None:
    """Oppressive Rays: the enchanted creature's controller pays (CR 508.1h, 509.1e)."""
    assert _one(
        "Enchanted creature can't attack or block unless its controller pays {3}."
    ) == A.StaticEffect(
        effect=A.CombatCost(
            object=ENCHANTED,
            action="attack_or_block",
            player=ITS_CONTROLLER,
            cost=A.Cost(components=(A.ManaCost(symbols=("3",)),)),
        )
    )


def test_a_cost_to_block_some_creatures() -> None:
    """Hipparion: only blocking creatures with power 3 or greater costs {1} (CR 509.1d)."""
    cost = _one("~ can't block creatures with power 3 or greater unless you pay {1}.").effect
    assert cost.action == "block"
    assert cost.which == A.ObjectRef(kind="each", filter=("creature", "power>=3"))
    assert cost.cost == A.Cost(components=(A.ManaCost(symbols=("1",)),))


#: (English Oracle line, French or German printed line, its language)
SAME = [
    (  # Leviathan
        "~ can't attack unless you sacrifice two Islands.",
        "Der ~ kann nicht angreifen, falls du nicht zwei Inseln opferst.",
        "de",
    ),
    (
        "~ can't attack unless you sacrifice two Islands.",
        "Le ~ ne peut pas attaquer à moins que vous ne sacrifiiez deux îles.",
        "fr",
    ),
    (  # Oppressive Rays
        "Enchanted creature can't attack or block unless its controller pays {3}.",
        "Die verzauberte Kreatur kann nicht angreifen oder blocken, falls ihr Beherrscher nicht "
        "{3} bezahlt.",
        "de",
    ),
    (
        "Enchanted creature can't attack or block unless its controller pays {3}.",
        "La créature enchantée ne peut pas attaquer ou bloquer à moins que son contrôleur ne "
        "paie {3}.",
        "fr",
    ),
    (  # Cowed by Wisdom
        "Enchanted creature can't attack or block unless its controller pays {1} for each card "
        "in your hand.",
        "Die verzauberte Kreatur kann nicht angreifen oder blocken, falls ihr Beherrscher nicht "
        "{1} für jede Karte auf deiner Hand bezahlt.",
        "de",
    ),
    (
        "Enchanted creature can't attack or block unless its controller pays {1} for each card "
        "in your hand.",
        "La créature enchantée ne peut ni attaquer, ni bloquer à moins que son contrôleur ne "
        "paie {1} pour chaque carte dans votre main.",
        "fr",
    ),
    (  # Myr Prototype
        "~ can't attack or block unless you pay {1} for each +1/+1 counter on it.",
        "Le ~ ne peut attaquer ou bloquer à moins que vous ne payiez {1} pour chaque marqueur "
        "+1/+1 sur lui.",
        "fr",
    ),
]


@pytest.mark.parametrize("en,line,lang", SAME, ids=[f"{g}:{x[:50]}" for _, x, g in SAME])
def test_a_printed_cost_to_attack_is_the_oracle_one(en: str, line: str, lang: str) -> None:
    assert ast(line, lang) == ast(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        # a player who is neither "you" nor the creature's controller pays
        "~ can't attack unless an opponent pays {2}.",
        # "this turn": not a static ability's cost
        "Target creature can't block this turn unless its controller pays {2}.",
    ],
)
def test_other_unless_costs_are_not_read_as_combat_costs(line: str) -> None:
    try:
        abilities = parse(line, "en").abilities
    except ParseError:
        return
    assert not any(isinstance(n, A.CombatCost) for a in abilities for n in a.walk())


def test_the_executor_does_not_play_a_combat_cost_yet() -> None:
    reasons = load_script("executor_support").reasons(
        _one("Enchanted creature can't attack unless its controller pays {3}.")
    )
    assert "static:combat_cost" in reasons
