"""An object that "becomes a [P/T] [type] creature with "[ability]"" has the quoted ability
for as long as the effect lasts (CR 113.1, 613.1f: layer 6, with the types and power and
toughness of layers 4 and 7b): the quoted ability is part of the :class:`rulesparser.ast.Becomes`,
never dropped (a reading that kept only the keywords of "with ..." gave a Serpent with no
restriction)."""

from __future__ import annotations

from rulesparser import ast as A
from rulesparser import parse


def test_a_quoted_static_ability_of_becomes_is_kept() -> None:
    """Veiled Serpent (USG): the 4/4 Serpent can't attack unless defending player controls an
    Island; the ability is the one the same quoted sentence gives alone."""
    (ability,) = parse(
        "When an opponent casts a spell, if Veiled Serpent is an enchantment, Veiled Serpent "
        "becomes a 4/4 Serpent creature with \"This creature can't attack unless defending "
        'player controls an Island."',
        "en",
        card_name="Veiled Serpent",
    ).abilities
    becomes = ability.effect
    assert isinstance(becomes, A.Becomes)
    assert (becomes.types, becomes.subtypes, becomes.power, becomes.toughness) == (
        ("creature",),
        ("serpent",),
        4,
        4,
    )
    alone = parse(
        "Veiled Serpent can't attack unless defending player controls an Island.",
        "en",
        card_name="Veiled Serpent",
    ).abilities
    assert becomes.abilities == alone


def test_a_quoted_activated_ability_of_a_land_that_becomes_a_creature_is_kept() -> None:
    """Spawning Pool (ULG): until end of turn the land is a 1/1 black Skeleton creature with
    "{B}: Regenerate this creature" (its own ability: "this creature" is the land)."""
    (ability,) = parse(
        '{1}{B}: Spawning Pool becomes a 1/1 black Skeleton creature with "{B}: Regenerate this '
        "creature\" until end of turn. It's still a land.",
        "en",
        card_name="Spawning Pool",
    ).abilities
    (granted,) = ability.effect.abilities
    assert granted == A.ActivatedAbility(
        cost=A.Cost(components=(A.ManaCost(symbols=("B",)),)),
        effect=A.Regenerate(object=A.ObjectRef(kind="self")),
    )
    assert ability.effect.colors == ("black",) and ability.effect.additive


def test_a_quoted_ability_naming_the_card_is_the_card_s_own() -> None:
    """Veiled Apparition (USG): the 3/3 Illusion has flying and "At the beginning of your
    upkeep, sacrifice Veiled Apparition unless you pay {1}{U}."; the name in the quoted ability
    is the card, which becomes the creature (CR 201.5), as in the same sentence said alone."""
    (ability,) = parse(
        "When an opponent casts a spell, if Veiled Apparition is an enchantment, Veiled "
        'Apparition becomes a 3/3 Illusion creature with flying and "At the beginning of your '
        'upkeep, sacrifice Veiled Apparition unless you pay {1}{U}."',
        "en",
        card_name="Veiled Apparition",
    ).abilities
    flying, upkeep = ability.effect.abilities
    assert isinstance(flying, A.Keyword) and flying.name == "flying"
    assert (upkeep,) == parse(
        "At the beginning of your upkeep, sacrifice Veiled Apparition unless you pay {1}{U}.",
        "en",
        card_name="Veiled Apparition",
    ).abilities


def test_a_quoted_sentence_read_as_a_spell_ability_is_not_given() -> None:
    """Bone Shaman (ICE): '~ gains "Creatures dealt damage by ~ this turn can't be regenerated
    this turn."' until end of turn: the quoted sentence alone reads as a spell ability, which no permanent has
    (CR 113.3a); the line stays unparsed rather than give the card one."""
    (ability,) = parse(
        '{B}: Until end of turn, Bone Shaman gains "Creatures dealt damage by Bone Shaman this '
        "turn can't be regenerated this turn.\"",
        "en",
        card_name="Bone Shaman",
        lenient=True,
    ).abilities
    assert isinstance(ability, A.Unparsed)
    assert "spell ability" in ability.error
