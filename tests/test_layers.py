"""The layer system (CR 613) on hand-built objects: timestamps inside a layer, the layer order,
static abilities generated from the battlefield, locked-in affected sets."""

from __future__ import annotations

from rulesparser import ast as A
from rulesparser.executor import CardDef, Game, Player, Zone, layers
from rulesparser.executor.layers import ContinuousEffect, Modification

BEAR = CardDef(
    "bear", {"en": "Bear"}, types=("creature",), subtypes=("bear",), power=2, toughness=2
)
FLYER = CardDef(
    "flyer",
    {"en": "Flyer"},
    types=("creature",),
    power=1,
    toughness=1,
    abilities=(A.Keyword(name="flying"),),
)
EACH_LAND_SWAMP = A.StaticEffect(
    effect=A.Becomes(object=A.ObjectRef(kind="each", filter=("land",)), subtypes=("swamp",))
)
URBORG = CardDef("urborg", {"en": "Urborg"}, types=("land",), abilities=(EACH_LAND_SWAMP,))
FOREST = CardDef("forest", {"en": "Forest"}, types=("land",), subtypes=("forest",))
#: a Forest with a rules-text ability (Urborg's, for the test: any would do)
URBORG_FOREST = CardDef(
    "urborg_forest",
    {"en": "Forest"},
    types=("land",),
    subtypes=("forest",),
    abilities=(EACH_LAND_SWAMP,),
)


def _game() -> Game:
    return Game([Player("alice"), Player("bob")])


def _effect(g: Game, obj_label: str, mod: Modification) -> None:
    o = g.get(obj_label)
    g.layers.add(ContinuousEffect(mod, {(o.label, o.zone_changes)}, g.new_timestamp()))


def test_ability_gained_after_losing_all_is_kept() -> None:
    """Layer 6 in timestamp order (CR 613.7): lose all abilities, then gain haste."""
    g = _game()
    g.add_object("f", FLYER, "alice", Zone.BATTLEFIELD)
    _effect(g, "f", Modification(lose_all_abilities=True, base_pt=(0, 1)))
    _effect(g, "f", Modification(add_abilities=(A.Keyword(name="haste"),)))
    f = g.get("f")
    assert [k.name for k in f.keywords()] == ["haste"]
    assert g.power_toughness(f) == (0, 1)
    assert g.layers.end_of_turn() == ["f"]
    assert [k.name for k in f.keywords()] == ["flying"] and g.power_toughness(f) == (1, 1)


def test_set_then_modify_whatever_the_timestamps() -> None:
    """Layer 7c (+1/+1) applies after 7b (becomes 0/1) even if it came first (CR 613.4)."""
    g = _game()
    g.add_object("b", BEAR, "alice", Zone.BATTLEFIELD)
    _effect(g, "b", Modification(pt_delta=(1, 1)))
    _effect(g, "b", Modification(base_pt=(0, 1)))
    assert g.power_toughness(g.get("b")) == (1, 2)


def test_static_type_change_follows_the_battlefield() -> None:
    """A static ability affects what matches now and stops when its source leaves."""
    g = _game()
    g.add_object("forest", FOREST, "alice", Zone.BATTLEFIELD)
    g.add_object("urborg", URBORG, "bob", Zone.BATTLEFIELD)
    g.add_object("bear", BEAR, "alice", Zone.BATTLEFIELD)
    g.add_object("other", FOREST, "alice", Zone.HAND)
    assert g.get("forest").has_type("swamp") and g.get("urborg").has_type("swamp")
    assert not g.get("bear").has_type("swamp") and not g.get("other").has_type("swamp")
    g.move(g.get("urborg"), Zone.GRAVEYARD)
    assert not g.get("forest").has_type("swamp") and not g.get("urborg").has_type("swamp")


def _parsed_effect(text: str) -> Modification:
    from rulesparser import parse
    from rulesparser.executor.layers import modification_of

    mod = modification_of(parse(text, "en").abilities[0].effect)
    assert mod is not None
    return mod


def test_a_set_subtype_replaces_the_subtypes_of_its_set() -> None:
    """Slimy Kavu's "Target land becomes a Swamp" (CR 305.7): the Forest is no longer a Forest
    and loses its rules-text abilities (its intrinsic "{T}: Add {G}." too, CR 305.6); Wishful
    Merfolk's "becomes a Human" replaces the creature types (CR 205.1a)."""
    g = _game()
    g.add_object("forest", URBORG_FOREST, "alice", Zone.BATTLEFIELD)
    g.add_object("b", BEAR, "alice", Zone.BATTLEFIELD)
    _effect(g, "forest", _parsed_effect("{T}: Target land becomes a Swamp until end of turn."))
    _effect(g, "b", _parsed_effect("{1}{U}: ~ becomes a Human until end of turn."))
    forest, bear = g.get("forest"), g.get("b")
    assert forest.has_type("swamp") and forest.has_type("land")
    assert not forest.has_type("forest") and not forest.has_type("bear")
    assert [n for n, _ in g.layers.characteristics(forest).entries] == [
        layers.INTRINSIC_MANA_ABILITIES["swamp"]
    ]
    assert bear.has_type("human") and not bear.has_type("bear") and bear.has_type("creature")


def test_locked_in_effect_ends_with_a_zone_change() -> None:
    """CR 611.2c / 400.7: the effect was on that object; the card back on the battlefield is
    a new object."""
    g = _game()
    g.add_object("b", BEAR, "alice", Zone.BATTLEFIELD)
    _effect(g, "b", Modification(pt_delta=(3, 3)))
    assert g.power_toughness(g.get("b")) == (5, 5)
    g.move(g.get("b"), Zone.HAND)
    g.move(g.get("b"), Zone.BATTLEFIELD)
    assert g.power_toughness(g.get("b")) == (2, 2)
