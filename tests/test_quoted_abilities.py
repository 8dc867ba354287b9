"""Quoted abilities (CR 113.1: an ability an object has or gets, printed in quotes): granted by a
static ability, given to tokens, held by emblems (CR 114.1), in English, French and German. Each
quoted text is parsed on its own as a whole line."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta


def _abilities(text: str, lang: str = "en") -> list[A.Node]:
    return list(parse(text, lang, lenient=True).abilities)


# Elvish Harbinger-like grants: one activated ability, the same in the three languages
GRANTS = [
    ('Elves you control have "{T}: Add {B}."', "en"),
    ("Les elfes que vous contrôlez ont « {T} : Ajoutez {B}. »", "fr"),
    ("Elfen, die du kontrollierst, haben „{T}: Erzeuge {B}.“", "de"),
]


@pytest.mark.parametrize(("text", "lang"), GRANTS)
def test_a_quoted_ability_is_granted(text: str, lang: str) -> None:
    (grant,) = _abilities(text, lang)
    assert isinstance(grant, A.GrantAbilities)
    (granted,) = grant.abilities
    assert isinstance(granted, A.ActivatedAbility)
    assert granted.effect == A.AddMana(
        player=A.PlayerRef(kind="you"), mana=A.ManaCost(symbols=("B",))
    )
    assert grant == _abilities(GRANTS[0][0])[0]


def test_keywords_and_a_quoted_ability_together() -> None:
    (grant,) = _abilities('Equipped creature has flying and "{T}: Draw a card."')
    kw, draw = grant.abilities
    assert isinstance(kw, A.Keyword) and kw.name == "flying"
    assert isinstance(draw, A.ActivatedAbility) and isinstance(draw.effect, A.Draw)


def test_this_creature_inside_the_quotes_is_the_object_that_has_it() -> None:
    (grant,) = _abilities(
        'Enchanted creature has "{T}: This creature deals 1 damage to any target."'
    )
    (granted,) = grant.abilities
    assert granted.effect.damage_source == A.ObjectRef(kind="self")


def test_the_token_a_quoted_ability_creates_is_not_the_object_that_has_it() -> None:
    """Invocation of Saint Traft (German printing): "Schicke den Spielstein am Ende des Kampfes
    ins Exil" inside the quotes is the Angel token just created (Oracle "Exile that token"),
    not the enchanted creature (reviewer: the creature was exiled; CR 608.2c)."""
    de = parse(
        "Verzaubert eine Kreatur\nDie verzauberte Kreatur hat „Immer wenn diese Kreatur angreift, "
        "bringe einen 4/4 weißen Engel-Kreaturenspielstein mit Flugfähigkeit getappt und "
        'angreifend ins Spiel. Schicke den Spielstein am Ende des Kampfes ins Exil."',
        "de",
        card_name="Anrufung von Sankt Traft",
    )
    en = parse(
        'Enchant creature\nEnchanted creature has "Whenever this creature attacks, create a 4/4 '
        "white Angel creature token with flying that's tapped and attacking. Exile that token "
        'at end of combat."',
        "en",
        card_name="Invocation of Saint Traft",
    )
    assert [strip_meta(a.to_json()) for a in de.abilities] == [
        strip_meta(a.to_json()) for a in en.abilities
    ]
    (trigger,) = en.abilities[1].abilities
    assert trigger.effect.effects[1].effect.object == A.ObjectRef(kind="that")


def test_a_token_with_a_quoted_ability() -> None:
    (spell,) = _abilities(
        'Create a 1/1 blue Ninja creature token with "This creature can\'t be blocked."'
    )
    (ability,) = spell.effect.abilities
    assert isinstance(ability, A.StaticEffect)


EMBLEMS = [
    ('−7: You get an emblem with "Creatures you control get +1/+1."', "en"),
    ("−7 : Vous gagnez un emblème avec « Les créatures que vous contrôlez gagnent +1/+1. »", "fr"),
    ("−7: Du erhältst ein Emblem mit „Kreaturen, die du kontrollierst, erhalten +1/+1.“", "de"),
]


@pytest.mark.parametrize(("text", "lang"), EMBLEMS)
def test_an_emblem_holds_its_quoted_abilities(text: str, lang: str) -> None:
    (loyalty,) = _abilities(text, lang)
    emblem = loyalty.effect
    assert isinstance(emblem, A.CreateEmblem)
    (static,) = emblem.abilities
    assert isinstance(static, A.StaticEffect)
    assert loyalty == _abilities(EMBLEMS[0][0])[0]


def test_a_quoted_text_that_does_not_parse_leaves_the_line_unparsed() -> None:
    (line,) = _abilities('Enchanted land has "{T}: Frobnicate the widget."')
    assert isinstance(line, A.Unparsed)


def test_gaining_a_quoted_ability_for_a_time() -> None:
    # the target has the quoted ability until end of turn (CR 113.1, 611.2; layer 6): a
    # Becomes that adds only that ability
    (line,) = _abilities('Target creature gains "{T}: Draw a card." until end of turn.')
    assert isinstance(line, A.SpellAbility) and isinstance(line.effect, A.Becomes)
    assert line.effect.object.kind == "target" and line.effect.additive
    assert line.effect.duration == A.Duration(kind="end_of_turn")
    (granted,) = line.effect.abilities
    assert isinstance(granted, A.ActivatedAbility) and isinstance(granted.effect, A.Draw)
