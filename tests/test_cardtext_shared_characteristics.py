"""Objects chosen by a characteristic they share with another object (CR 109.3; CR 201.2a "the
same name as", CR 105 "shares a color with", CR 205 "shares a creature type with";
:class:`rulesparser.ast.SharedCharacteristic` in a :class:`rulesparser.ast.ComparedObjectRef`):
"up to three cards with the same name as target creature", "creatures that share a color with
equipped creature". Real Oracle lines (MTGJSON ``text``) against the AST a rules reader
expects; the object named just before ("that creature", "it") stays a filter word."""

from __future__ import annotations

import jsonschema
from _card_ast import abilities_json, oracle_abilities, oracle_unparsed

from rulesparser import ast as A
from rulesparser.schema import json_schema


def shared(characteristic: str, obj: A.ObjectRef) -> A.SharedCharacteristic:
    return A.SharedCharacteristic(characteristic=characteristic, object=obj)


def test_search_for_cards_with_the_same_name_as_target_creature() -> None:
    """Pack Hunt (NEM): the cards searched for share a name with the target (CR
    201.2a), the target chosen as the spell is cast (CR 115.1), not any creature."""
    (spell,) = oracle_abilities(
        "Search your library for up to three cards with the same name as target creature, "
        "reveal them, put them into your hand, then shuffle.",
        "Pack Hunt",
    )
    search = spell.effect
    assert isinstance(search, A.SearchLibrary)
    assert search.object == A.ComparedObjectRef(
        kind="any",
        filter=("card",),
        count=3,
        up_to=True,
        compare=(shared("name", A.ObjectRef(kind="target", filter=("creature",))),),
    )
    assert search.destination == "hand"
    jsonschema.validate(spell.to_json(), json_schema())


def test_creatures_that_share_a_color_or_a_creature_type_with_equipped_creature() -> None:
    """Konda's Banner (CHK): two bonuses, one for a color shared with the equipped creature
    (CR 105.1), one for a creature type shared with it (CR 205.3m); a creature sharing both gets
    both."""
    (color, creature_type, _) = oracle_abilities(
        "Creatures that share a color with equipped creature get +1/+1.\n"
        "Creatures that share a creature type with equipped creature get +1/+1.\n"
        "Equip {2}",
        "Konda's Banner",
    )
    equipped = A.ObjectRef(kind="equipped", filter=("creature",))
    for line, characteristic in ((color, "color"), (creature_type, "creature_type")):
        assert line.effect.object == A.ComparedObjectRef(
            kind="each", filter=("creature",), compare=(shared(characteristic, equipped),)
        )
        assert (line.effect.power, line.effect.toughness) == (1, 1)


def test_a_spell_that_has_the_same_name_as_a_card_in_your_graveyard() -> None:
    """Pyromancer Ascension (ZEN): the spell cast shares its name with some card in your
    graveyard (CR 201.2a), "a card in your graveyard" one object phrase."""
    (first,) = oracle_abilities(
        "Whenever you cast an instant or sorcery spell that has the same name as a card in your "
        "graveyard, you may put a quest counter on Pyromancer Ascension.",
        "Pyromancer Ascension",
    )
    cast = first.trigger.object
    assert isinstance(cast, A.ComparedObjectRef) and "spell" in cast.filter
    assert cast.compare == (
        shared("name", A.ObjectRef(kind="any", filter=("card", "in_your_graveyard"), count=1)),
    )


def test_spells_with_the_same_name_as_the_exiled_card_in_english_and_french() -> None:
    """Exclusion Ritual (NPH): the name of the card its imprint ability exiled (CR 607.2a), the
    same AST from the Oracle line and the French printing."""
    english = abilities_json(
        "Players can't cast spells with the same name as the exiled card.", "en"
    )
    french = abilities_json(
        "Les joueurs ne peuvent pas lancer de sorts ayant le même nom que la carte exilée.", "fr"
    )
    assert english == french
    (line,) = oracle_abilities("Players can't cast spells with the same name as the exiled card.")
    assert line.effect.object.compare == (
        shared("name", A.ObjectRef(kind="linked", filter=("exiled",))),
    )


def test_the_same_name_as_another_object_stays_unparsed() -> None:
    """ "another creature you control" / "another card in their hand": other than this object,
    or than the card compared? (the AST's "another" is other than this object, CR 109)"""
    assert oracle_unparsed(
        "When ~ enters the battlefield, you may search your library for a card with the same "
        "name as another creature you control, reveal it, put it into your hand, then shuffle."
    )
    assert oracle_unparsed(
        "Target player reveals their hand. That player discards all nonland cards with the same "
        "name as another card in their hand."
    )


def test_a_card_type_shared_with_it_stays_unparsed() -> None:
    """ "target permanent an opponent controls that shares a card type with it": "it" is the
    first target, which the filter word ``shares_..._with:it`` cannot tell from this object."""
    assert oracle_unparsed(
        "Inspired — Whenever ~ becomes untapped, you may exchange control of target nonland "
        "permanent you control and target permanent an opponent controls that shares a card type "
        "with it."
    )
