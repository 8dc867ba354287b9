"""Card-text effects (rulesparser.cardtext, English): verb families, static abilities and
prevention / replacement effects, checked on real Oracle lines (MTGJSON ``text``, the card's
name given as ``card_name``) against the AST a rules reader expects."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")
EOT = A.Duration(kind="end_of_turn")
PERMANENT = A.Duration(kind="permanent")
NEXT_UNTAP = A.Duration(kind="next_untap_step")


def target(*words: str, **kw: object) -> A.ObjectRef:
    return A.ObjectRef(kind="target", filter=words, **kw)


def each(*words: str) -> A.ObjectRef:
    return A.ObjectRef(kind="each", filter=words)


def abilities(text: str, name: str | None = None) -> tuple[A.Node, ...]:
    """The parsed abilities of an Oracle text; none of them may be left unparsed."""
    card = parse(text, "en", card_name=name, lenient=True)
    assert not any(isinstance(a, A.Unparsed) for a in card.abilities), card.abilities
    return card.abilities


CASES = [
    # damage to objects and players at once (CR 120.3): Dry Spell, Hurricane, Pestilence
    (
        "Dry Spell",
        "Dry Spell deals 1 damage to each creature and each player.",
        A.SpellAbility(
            effect=A.DealDamage(
                damage_source=SELF,
                amount=1,
                recipient=A.Recipients(members=(each("creature"), A.PlayerRef(kind="each_player"))),
            )
        ),
    ),
    (
        "Hurricane",
        "Hurricane deals X damage to each creature with flying and each player.",
        A.SpellAbility(
            effect=A.DealDamage(
                damage_source=SELF,
                amount=A.Variable(name="X"),
                recipient=A.Recipients(
                    members=(each("creature", "with:flying"), A.PlayerRef(kind="each_player"))
                ),
            )
        ),
    ),
    # "your opponents control" is "an opponent controls" (Suicidal Charge's first sentence)
    (
        None,
        "Creatures your opponents control get -1/-1 until end of turn.",
        A.SpellAbility(
            effect=A.ModifyPowerToughness(
                object=each("creature", "opponent_controls"),
                power=-1,
                toughness=-1,
                duration=EOT,
            )
        ),
    ),
    # "doesn't untap during its controller's next untap step" (CR 502.3): Crippling Chill,
    # Chilling Grasp
    (
        "Crippling Chill",
        "Tap target creature. It doesn't untap during its controller's next untap step.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.Tap(object=target("creature")),
                    A.Restriction(
                        object=A.ObjectRef(kind="it"),
                        action="untap_during_untap_step",
                        duration=NEXT_UNTAP,
                    ),
                )
            )
        ),
    ),
    (
        "Chilling Grasp",
        "Tap up to two target creatures. Those creatures don't untap during their "
        "controller's next untap step.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.Tap(object=target("creature", count=2, up_to=True)),
                    A.Restriction(
                        object=A.ObjectRef(kind="that", filter=("creature",)),
                        action="untap_during_untap_step",
                        duration=NEXT_UNTAP,
                    ),
                )
            )
        ),
    ),
    # prevention effects (CR 615.1a): Fog, Redeem, Glacial Chasm, Uncle Istvan, Gaseous Form
    (
        "Fog",
        "Prevent all combat damage that would be dealt this turn.",
        A.SpellAbility(effect=A.PreventCombatDamage(duration=EOT)),
    ),
    (
        "Redeem",
        "Prevent all damage that would be dealt this turn to up to two target creatures.",
        A.SpellAbility(
            effect=A.PreventDamage(
                recipient=target("creature", count=2, up_to=True), amount=None, duration=EOT
            )
        ),
    ),
    (
        "Glacial Chasm",
        "Prevent all damage that would be dealt to you.",
        A.StaticEffect(effect=A.PreventDamage(recipient=YOU, amount=None, duration=PERMANENT)),
    ),
    (
        "Uncle Istvan",
        "Prevent all damage that would be dealt to Uncle Istvan by creatures.",
        A.StaticEffect(
            effect=A.PreventAllDamage(
                duration=PERMANENT, recipient=SELF, damage_source=each("creature")
            )
        ),
    ),
    (
        "Gaseous Form",
        "Prevent all combat damage that would be dealt to and dealt by enchanted creature.",
        A.StaticEffect(
            effect=A.Sequence(
                effects=(
                    A.PreventAllDamage(
                        duration=PERMANENT,
                        combat=True,
                        recipient=A.ObjectRef(kind="enchanted", filter=("creature",)),
                    ),
                    A.PreventAllDamage(
                        duration=PERMANENT,
                        combat=True,
                        damage_source=A.ObjectRef(kind="enchanted", filter=("creature",)),
                    ),
                )
            )
        ),
    ),
]


@pytest.mark.parametrize("name,text,expected", CASES, ids=[c[1][:60] for c in CASES])
def test_oracle_line(name: str | None, text: str, expected: A.Node) -> None:
    (got,) = abilities(text, name)
    assert got == expected


def test_and_each_after_an_object_starts_a_new_clause() -> None:
    """ "... on ~ and each opponent loses 2 life" (Ironclad Revolutionary): "and each" after an
    object that is not a damage recipient begins the next clause, its subject each opponent."""
    (got,) = abilities(
        "When Ironclad Revolutionary enters the battlefield, you may sacrifice an artifact. If "
        "you do, put two +1/+1 counters on Ironclad Revolutionary and each opponent loses 2 "
        "life.",
        "Ironclad Revolutionary",
    )
    assert isinstance(got, A.TriggeredAbility)
    then = got.effect.effects[1]
    assert then.condition == A.IfYouDo()
    assert then.effect.effects[1] == A.LoseLife(player=A.PlayerRef(kind="each_opponent"), amount=2)


def test_and_each_needs_each_before_it() -> None:
    """ "target creature and each player" is not one group of recipients: left unparsed."""
    card = parse("~ deals 2 damage to target creature and each player.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


DRY_SPELL = """
scenario: damage to each creature and each player
ruling: CR 120.3
players: {alice: {}, bob: {}}
cards:
  spell:
    name: {en: Dry Spell}
    types: [sorcery]
    mana_cost: "{1}{B}"
    text: {en: "Dry Spell deals 1 damage to each creature and each player."}
  bear:
    name: {en: Runeclaw Bear}
    types: [creature]
    subtypes: [bear]
    power: 2
    toughness: 2
    mana_cost: "{1}{G}"
  elf:
    name: {en: Llanowar Elves}
    types: [creature]
    subtypes: [elf, druid]
    power: 1
    toughness: 1
    mana_cost: "{G}"
setup:
  alice: {hand: [spell], battlefield: [bear]}
  bob: {battlefield: [elf]}
turns:
  1:
    main1:
      - cast: spell
      - resolve: 1
expect:
  life: {alice: 19, bob: 19}
  zone: {bear: battlefield, elf: graveyard}
"""


def test_executor_deals_damage_to_each_creature_and_each_player() -> None:
    """Dry Spell (CR 120.3): 1 damage to every creature and every player; the 1/1 dies at the
    next state-based action check (CR 704.5g), the 2/2 survives."""
    from rulesparser.executor.scenario import parse_scenario, run_scenario

    r = run_scenario(parse_scenario(DRY_SPELL, "s.yaml"), "en")
    assert r.failures == []
