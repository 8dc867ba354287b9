"""Small helpers shared by the transformer mixins (``rulesparser/transform_<area>.py``): picking
the transformed children of a parse-tree rule by their Python type."""

from __future__ import annotations

from typing import Any

__all__ = ["of_type", "first_of_type"]


def of_type(ch: list[Any], *types: type) -> list[Any]:
    """The children ``ch`` of a rule (already transformed: AST nodes, tokens, ints...) that are
    instances of one of ``types``, in order."""
    return [c for c in ch if isinstance(c, types)]


def first_of_type(ch: list[Any], *types: type) -> Any:
    """The first child of ``ch`` that is an instance of one of ``types``, or None."""
    got = of_type(ch, *types)
    return got[0] if got else None
