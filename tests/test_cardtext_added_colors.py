"""Colors added to an object's own (CR 105.3: a new color replaces the object's colors "unless
the effect said the object became that color 'in addition to' its other colors"): "Enchanted
creature gets -1/-1 and is a black Zombie in addition to its other colors and types."
(Ghoulflesh), "Target permanent becomes blue in addition to its other colors until end of turn."
(Indigo Faerie). Real Oracle lines and their French and German printings give one
:class:`rulesparser.ast.Becomes` with ``colors_additive`` set; the executor keeps the object's
colors and adds the new one (layer 5, CR 613.1e)."""

from __future__ import annotations

import jsonschema
import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.executor import CardDef, Game, Player, Zone
from rulesparser.executor.layers import ContinuousEffect, modification_of
from rulesparser.schema import json_schema

GHOULFLESH = {
    "en": "Enchanted creature gets -1/-1 and is a black Zombie in addition to its other colors "
    "and types.",
    "fr": "La créature enchantée gagne -1/-1 et est un zombie noir en plus de ses autres "
    "couleurs et de ses autres types.",
    "de": "Die verzauberte Kreatur erhält -1/-1 und ist zusätzlich zu ihren anderen Farben und "
    "Typen ein schwarzer Zombie.",
}

INDIGO_FAERIE = {
    "en": "{U}: Target permanent becomes blue in addition to its other colors until end of turn.",
    "fr": "{U} : Le permanent ciblé devient bleu en plus de ses autres couleurs jusqu'à la fin "
    "du tour.",
    "de": "{U}: Eine bleibende Karte deiner Wahl wird zusätzlich zu ihren anderen Farben bis zum "
    "Ende des Zuges blau.",
}


def test_an_aura_adds_a_color_and_a_creature_type() -> None:
    """Ghoulflesh (AVR): the enchanted creature keeps its colors and types and is also black and
    a Zombie (CR 105.3, 205.1b), as long as the Aura's static ability applies."""
    (ability,) = parse(GHOULFLESH["en"], "en").abilities
    assert isinstance(ability, A.StaticEffect)
    becomes = ability.effect.effects[1]
    assert becomes == A.Becomes(
        object=A.ObjectRef(kind="enchanted", filter=("creature",)),
        subtypes=("zombie",),
        colors=("black",),
        colors_additive=True,
        additive=True,
    )
    jsonschema.validate(ability.to_json(), json_schema())


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_printed_aura_reads_as_the_oracle_line(lang: str) -> None:
    """The French (the color after the noun) and German (the phrase before the noun) printings
    of Ghoulflesh mean the Oracle line."""
    assert abilities_json(GHOULFLESH[lang], lang) == abilities_json(GHOULFLESH["en"], "en")


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_becomes_blue_in_addition_reads_as_the_oracle_line(lang: str) -> None:
    """Indigo Faerie (EVE): the German duration inside the verb phrase, the French after it."""
    assert abilities_json(INDIGO_FAERIE[lang], lang) == abilities_json(INDIGO_FAERIE["en"], "en")


def test_a_color_in_addition_keeps_the_old_colors_and_without_it_replaces_them() -> None:
    """A green creature that "becomes blue in addition to its other colors" is green and blue;
    one that "becomes blue" is blue only (CR 105.3)."""
    g = Game([Player("alice"), Player("bob")])
    elf = CardDef(
        "elf", {"en": "Elf"}, types=("creature",), colors=("green",), power=1, toughness=1
    )
    g.add_object("a", elf, "alice", Zone.BATTLEFIELD)
    g.add_object("b", elf, "alice", Zone.BATTLEFIELD)
    for label, text in (
        ("a", INDIGO_FAERIE["en"]),
        ("b", "{U}: Target permanent becomes blue until end of turn."),
    ):
        mod = modification_of(parse(text, "en").abilities[0].effect)
        assert mod is not None
        o = g.get(label)
        g.layers.add(ContinuousEffect(mod, {(o.label, o.zone_changes)}, g.new_timestamp()))
    assert g.layers.characteristics(g.get("a")).colors == ["green", "blue"]
    assert g.layers.characteristics(g.get("b")).colors == ["blue"]
