"""Permissions to attack or be blocked despite a restriction (CR 702.3b: a creature with
defender can't attack; CR 702.14c: one with landwalk can't be blocked, "can be blocked as
though they didn't have islandwalk" lifts that): "can attack [this turn] as though it didn't have defender" is
:class:`~rulesparser.ast.AttackAsThoughNoDefender` of the subject, a static ability when it
lasts as long as its source (CR 604.1) and an effect for the turn when an activated ability
or a trigger says "this turn". Real Oracle lines (Forge 2020 / MTGJSON ``text``) and the French
and German printed lines of the same cards give the same AST; a keyword other than defender is
not read."""

from __future__ import annotations

from _card_ast import abilities_json as ast
from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A

SELF = A.ObjectRef(kind="self")
PERMANENT = A.Duration(kind="permanent")
END_OF_TURN = A.Duration(kind="end_of_turn")


def test_activated_for_the_turn() -> None:
    """Returned Phalanx (Theros): "{1}{U}: ~ can attack this turn as though it didn't have
    defender." lifts the restriction until end of turn."""
    (ability,) = oracle_abilities(
        "{1}{U}: Returned Phalanx can attack this turn as though it didn't have defender.",
        "Returned Phalanx",
    )
    assert isinstance(ability, A.ActivatedAbility)
    assert ability.effect == A.AttackAsThoughNoDefender(object=SELF, duration=END_OF_TURN)


def test_static_under_a_condition() -> None:
    """Thoughtbound Phantasm (Guilds of Ravnica): a static ability as long as the condition
    holds (CR 611.3a)."""
    (ability,) = oracle_abilities(
        "As long as Thoughtbound Phantasm has three or more +1/+1 counters on it, it can attack"
        " as though it didn't have defender.",
        "Thoughtbound Phantasm",
    )
    assert ability == A.StaticEffect(
        effect=A.Conditional(
            condition=A.HasCounters(object=SELF, counter="+1/+1", at_least=3),
            effect=A.AttackAsThoughNoDefender(object=SELF, duration=PERMANENT),
        )
    )


def test_joined_to_a_keyword_grant() -> None:
    """Colossus of Akros (Theros): "it has trample and can attack as though ..." is two
    effects of one static ability, both under "as long as ~ is monstrous"."""
    (ability,) = oracle_abilities(
        "As long as Colossus of Akros is monstrous, it has trample and can attack as though it"
        " didn't have defender.",
        "Colossus of Akros",
    )
    assert isinstance(ability, A.StaticEffect)
    effects = ability.effect.effect.effects
    assert effects[1] == A.AttackAsThoughNoDefender(object=SELF, duration=PERMANENT)


def test_a_group_in_english_and_german() -> None:
    """High Alert (Ravnica Allegiance): "Creatures you control can attack as though they didn't
    have defender." and its German printing give one AST (each creature you control)."""
    en = ast("Creatures you control can attack as though they didn't have defender.", "en")
    de = ast(
        "Kreaturen, die du kontrollierst, können angreifen, als ob sie nicht Verteidiger hätten.",
        "de",
    )
    assert en == de
    assert en[0]["effect"]["type"] == "attack_as_though_no_defender"


def test_french_and_german_printings() -> None:
    """Wall of One Thousand Cuts (Dominaria United): the French and German printed lines give
    the Oracle line's AST."""
    en = ast("{W}: ~ can attack this turn as though it didn't have defender.", "en")
    fr = ast("{W} : ~ peut attaquer ce tour-ci comme s'il n'avait pas le défenseur.", "fr")
    de = ast("{W}: ~ kann in diesem Zug angreifen, als ob sie nicht Verteidiger hätte.", "de")
    assert en == fr == de


def test_another_keyword_stays_unparsed() -> None:
    """Only defender makes a creature unable to attack (CR 702.3b): "as though it didn't have
    flying" is not read as the same permission."""
    assert oracle_unparsed("~ can attack as though it didn't have flying.")


def test_cant_attack_you_or_planeswalkers_plural() -> None:
    """Sandwurm Convergence (Amonkhet): "planeswalkers you control" is the restriction "a
    planeswalker you control" says (CR 508.1c), one AST."""
    (plural,) = oracle_abilities(
        "Creatures with flying can't attack you or planeswalkers you control."
    )
    (singular,) = oracle_abilities(
        "Creatures with flying can't attack you or a planeswalker you control."
    )
    assert plural == singular
    assert plural.effect.action == "attack_you_or_your_planeswalkers"


def test_assign_damage_by_toughness() -> None:
    """Belligerent Brontodon (Ixalan): every creature you control assigns combat damage equal to
    its toughness (CR 510.1a), a static ability; an Aura's "gets +0/+2 and assigns ..." is two
    effects of the enchanted creature."""
    (ability,) = oracle_abilities(
        "Each creature you control assigns combat damage equal to its toughness rather than its"
        " power."
    )
    mine = A.ObjectRef(kind="each", filter=("creature", "you_control"))
    assert ability == A.StaticEffect(
        effect=A.AssignDamageByToughness(object=mine, duration=PERMANENT)
    )
    (aura,) = oracle_abilities(
        "Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather"
        " than its power."
    )
    enchanted = A.ObjectRef(kind="enchanted", filter=("creature",))
    assert aura.effect.effects[1] == A.AssignDamageByToughness(object=enchanted, duration=PERMANENT)


def test_creatures_with_islandwalk_can_be_blocked_as_though_they_didnt_have_it() -> None:
    """Undertow, Great Wall: a static ability lifting the landwalk's blocking restriction of
    each creature with it (CR 702.14c); another keyword than a landwalk is not read."""
    (undertow,) = oracle_abilities(
        "Creatures with islandwalk can be blocked as though they didn't have islandwalk."
    )
    assert undertow == A.StaticEffect(
        effect=A.BlockableAsThoughNoLandwalk(
            object=A.ObjectRef(kind="each", filter=("creature", "with:islandwalk")),
            landwalk="islandwalk",
            duration=A.Duration(kind="permanent"),
        )
    )
    (wall,) = oracle_abilities(
        "All creatures with plainswalk can be blocked as though they didn't have plainswalk."
    )
    assert wall.effect.landwalk == "plainswalk"
    assert oracle_unparsed(
        "Creatures with flying can be blocked as though they didn't have flying."
    )
