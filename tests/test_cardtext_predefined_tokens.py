"""Predefined tokens (CR 111.10, kb/predefined_tokens.yaml): a token created by its name alone has
the characteristics its rule gives it, not "an artifact" for every name (a Shard is an
enchantment, a Walker a 2/2 black Zombie creature token named Walker)."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser import ast as A


def _token(line: str, lang: str = "en") -> A.CreateToken:
    (ability,) = parse(line, lang).abilities
    (token,) = [n for n in ability.walk() if isinstance(n, A.CreateToken)]
    return token


def test_a_walker_is_the_zombie_its_rule_defines() -> None:
    """CR 111.10d: "Create a Walker token" creates what "a 2/2 black Zombie creature token
    named Walker" says (the same AST)."""
    walker = _token("Create two Walker tokens.")
    assert (walker.power, walker.toughness, walker.colors) == (2, 2, ("black",))
    assert (walker.types, walker.subtypes, walker.name) == (("creature",), ("zombie",), "Walker")
    assert walker == _token("Create two 2/2 black Zombie creature tokens named Walker.")


@pytest.mark.parametrize(
    ("line", "lang", "types"),
    [
        ("Create a Shard token.", "en", ("enchantment",)),  # CR 111.10e
        ("Créez un jeton Éclat.", "fr", ("enchantment",)),
        ("Erzeuge einen Splitter-Spielstein.", "de", ("enchantment",)),
        ("Create a Treasure token.", "en", ("artifact",)),  # CR 111.10a
        ("Créez un jeton Trésor.", "fr", ("artifact",)),
        ("Erzeuge einen Schatz-Spielstein.", "de", ("artifact",)),
        ("Create a Blood token.", "en", ("artifact",)),  # CR 111.10g
    ],
)
def test_a_predefined_token_has_its_rules_card_type(
    line: str, lang: str, types: tuple[str, ...]
) -> None:
    assert _token(line, lang).types == types


def test_a_double_faced_predefined_token_is_not_guessed() -> None:
    """An Incubator token is double-faced (CR 111.10i): one face read as an artifact token
    would be another object; the line stays unparsed, saying why."""
    with pytest.raises(ParseError, match="double-faced predefined token"):
        parse("Create an Incubator token.")


def test_a_spelled_out_token_equals_the_predefined_one() -> None:
    """Ixalan spells the Treasure out; the token is the same predefined token (CR 111.10a)."""
    spelled = _token(
        'Create a colorless Treasure artifact token with "{T}, Sacrifice this artifact: Add one '
        'mana of any color."'
    )
    assert spelled == _token("Create a Treasure token.")


@pytest.mark.parametrize(
    ("en", "fr"),
    [
        # Innistrad: Crimson Vow prints the French token name "Sang" (CR 111.10g)
        ("Create a Blood token.", "Créez un jeton Sang."),
        ("Create two Blood tokens.", "Créez deux jetons Sang."),
    ],
)
def test_french_blood_tokens_are_the_english_ones(en: str, fr: str) -> None:
    assert parse(fr, "fr").abilities == parse(en).abilities
    assert _token(fr, "fr").subtypes == _token(en).subtypes != ()
