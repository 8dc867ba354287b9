"""JSON Schema (draft 2020-12) of the canonical AST JSON, generated from the node dataclasses.

Every node is an object with a ``type`` constant (the class's ``type_name``) and its fields;
``source`` and ``findings`` are optional metadata on every node.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any

from rulesparser import ast as A


def _type_schema(tp: Any) -> dict[str, Any]:
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        return {"anyOf": [_type_schema(t) for t in typing.get_args(tp)]}
    if origin is tuple:
        args = typing.get_args(tp)
        item = args[0] if args else Any
        return {"type": "array", "items": _type_schema(item)}
    if tp is type(None):
        return {"type": "null"}
    if tp is bool:
        return {"type": "boolean"}
    if tp is int:
        return {"type": "integer"}
    if tp is str:
        return {"type": "string"}
    if isinstance(tp, type) and issubclass(tp, A.Node):
        if tp is A.Node or tp in (A.Effect, A.Ability):
            return {"$ref": "#/$defs/node"}
        kinds = _node_classes_of(tp)
        if len(kinds) > 1:
            # a field typed ObjectRef holds its subclasses too (a ComparedObjectRef, a
            # StackObjectRef: "a card with the same name as target creature")
            return {"anyOf": [{"$ref": f"#/$defs/{k.type_name}"} for k in kinds]}
        return {"$ref": f"#/$defs/{tp.type_name}"}
    return {}


def _node_classes_of(tp: type) -> list[type]:
    """``tp`` and the node classes of :mod:`rulesparser.ast` derived from it (a field typed
    with a class may hold an instance of a subclass), ``tp`` first."""
    subs = [
        c
        for c in (getattr(A, n, None) for n in A.__all__)
        if isinstance(c, type) and c is not tp and issubclass(c, tp)
    ]
    return [tp, *sorted(subs, key=lambda c: c.type_name)]


def json_schema() -> dict[str, Any]:
    """Return the JSON Schema of :func:`rulesparser.ast.canonical_json` output (a dict)."""
    defs: dict[str, Any] = {}
    node_types: list[str] = []
    for name in A.__all__:
        cls = getattr(A, name, None)
        if not (isinstance(cls, type) and issubclass(cls, A.Node)) or cls in (
            A.Node,
            A.Effect,
            A.Ability,
        ):
            continue
        hints = typing.get_type_hints(cls, vars(A))
        props: dict[str, Any] = {"type": {"const": cls.type_name}}
        required = ["type"]
        for f in dataclasses.fields(cls):
            if f.name in ("source", "findings"):
                continue
            props[f.name] = _type_schema(hints[f.name])
            required.append(f.name)
        props["source"] = {"$ref": "#/$defs/source"}
        props["findings"] = {"type": "array", "items": {"$ref": "#/$defs/finding"}}
        defs[cls.type_name] = {
            "type": "object",
            "description": (cls.__doc__ or "").strip().split("\n\n")[0],
            "properties": props,
            "required": required,
            "additionalProperties": False,
        }
        node_types.append(cls.type_name)
    # A discriminated union: the ``type`` constant picks the one definition to check. (An
    # ``anyOf`` over every node type validates each failing branch in depth, which grows with
    # the number of node types at every level of nesting.)
    defs["node"] = {
        "type": "object",
        "properties": {"type": {"enum": node_types}},
        "required": ["type"],
        "allOf": [
            {
                "if": {"properties": {"type": {"const": name}}},
                "then": {"$ref": f"#/$defs/{name}"},
            }
            for name in node_types
        ],
    }
    defs["source"] = {
        "type": "object",
        "description": "Everything about the original text: language, era, line, span, raw text, parsed reminder.",
        "properties": {
            "lang": {"type": "string"},
            "text": {"type": "string"},
            "line": {"type": "integer"},
            "span": {"type": "array", "items": {"type": "integer"}},
            "era": {"type": "string"},
            "reminder": {"type": "array", "items": {"$ref": "#/$defs/node"}},
        },
        "required": ["lang", "text"],
    }
    defs["finding"] = {
        "type": "object",
        "properties": {
            "code": {"type": "string"},
            "message": {"type": "string"},
            "expected": {},
            "actual": {},
        },
        "required": ["code", "message"],
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://rulesparser.invalid/ast.schema.json",
        "title": "rulesparser ability AST",
        "$ref": "#/$defs/node",
        "$defs": defs,
    }
