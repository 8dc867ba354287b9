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
