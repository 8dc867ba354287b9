"""Structural checks of rulesparser/ast/ (once ast.py, the file most edited in parallel): a merge once
dropped a ``@dataclass`` line silently (the class then inherits its parent's fields and its own
annotations are ignored). Every node class registered by ``type_name`` must be its own frozen,
keyword-only dataclass with a unique ``type_name``."""

from __future__ import annotations

import dataclasses

import pytest

from rulesparser import ast as A

NODE_CLASSES = sorted(A._REGISTRY.values(), key=lambda c: c.type_name)


@pytest.mark.parametrize("cls", NODE_CLASSES, ids=lambda c: c.__name__)
def test_node_class_is_its_own_frozen_dataclass(cls: type) -> None:
    assert "__dataclass_fields__" in cls.__dict__, (
        f"{cls.__name__} (type_name {cls.type_name!r}) has no @dataclass of its own: "
        "was the decorator line lost in a merge?"
    )
    params = cls.__dict__["__dataclass_params__"]
    assert params.frozen, f"{cls.__name__} must be @dataclass(frozen=True, kw_only=True)"
    own = {n for n in cls.__dict__.get("__annotations__", {}) if n != "type_name"}
    names = {f.name for f in dataclasses.fields(cls)}
    assert own <= names, f"{cls.__name__}: annotated but not fields: {sorted(own - names)}"


def test_type_names_are_unique() -> None:
    """Each ``type_name`` belongs to one class (a second class with the same name would replace
    the first in the JSON reader, :func:`rulesparser.ast.node_from_json`)."""
    classes = [c for c in vars(A).values() if isinstance(c, type) and issubclass(c, A.Node)]
    by_name: dict[str, list[str]] = {}
    for c in classes:
        if "type_name" in c.__dict__:
            by_name.setdefault(c.type_name, []).append(c.__name__)
    dups = {k: v for k, v in by_name.items() if len(v) > 1}
    assert not dups, f"type_name used by several classes: {dups}"


def test_walk_gives_the_nodes_of_each_tree_even_when_walked_again() -> None:
    """``Node.walk`` remembers the trees walked last; a tree rebuilt with another field (a new
    object) is walked anew, and a tree walked twice gives the same nodes in the same order."""
    target = A.ObjectRef(kind="target", filter=("creature",))
    destroy = A.Destroy(object=target)
    first = list(destroy.walk())
    assert first == [destroy, target]
    assert list(destroy.walk()) == first
    other = dataclasses.replace(destroy, object=A.ObjectRef(kind="target", filter=("land",)))
    assert [n.filter for n in other.walk() if isinstance(n, A.ObjectRef)] == [("land",)]
    assert [n.filter for n in destroy.walk() if isinstance(n, A.ObjectRef)] == [("creature",)]


def _all_nodes(value: object) -> list[A.Node]:
    """Every node of a tree, reading every content field (what ``walk`` reads fewer of)."""
    if isinstance(value, tuple):
        return [n for v in value for n in _all_nodes(v)]
    if not isinstance(value, A.Node):
        return []
    fields = A._content_fields(type(value))
    return [value, *(n for f in fields for n in _all_nodes(value.__dict__.get(f)))]


@pytest.mark.parametrize(
    ("lang", "name", "line"),
    [
        # Serra Angel, Llanowar Elves, Prodigal Sorcerer, Murder, Lightning Bolt (DE), Mahamoti
        # Djinn (FR)
        ("en", "Serra Angel", "Flying, vigilance"),
        ("en", "Llanowar Elves", "{T}: Add {G}."),
        ("en", "Prodigal Sorcerer", "{T}: Prodigal Sorcerer deals 1 damage to any target."),
        ("en", "Murder", "Destroy target creature."),
        ("de", "Blitzschlag", "Blitzschlag fügt einem Ziel deiner Wahl 3 Schadenspunkte zu."),
        ("fr", "Djinn Mahamoti", "Vol"),
    ],
)
def test_walk_and_map_nodes_read_every_field_that_holds_a_node(
    lang: str, name: str, line: str
) -> None:
    """``walk`` and ``map_nodes`` skip the fields annotated as text, numbers, flags or word
    tuples (``_node_fields``): on real card lines they find the same nodes as a walk of every
    field, and ``map_nodes(..., only=...)`` rewrites as a call on every node does."""
    from rulesparser import parse

    for ability in parse(line, lang, card_name=name).abilities:
        assert list(ability.walk()) == _all_nodes(ability)
        for extra in ability.source.reminder or ():
            assert list(extra.walk()) == _all_nodes(extra)

        def each(n: A.Node) -> A.Node:
            if isinstance(n, A.ObjectRef) and n.kind == "target":
                return dataclasses.replace(n, kind="each")
            return n

        everywhere = A.map_nodes(ability, each)
        assert A.map_nodes(ability, each, only=(A.ObjectRef,)) == everywhere
        assert A.map_nodes(ability, lambda n: n, only=(A.ObjectRef,)) is ability
        if any(isinstance(n, A.ObjectRef) and n.kind == "target" for n in ability.walk()):
            assert everywhere != ability
