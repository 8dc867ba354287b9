"""Helpers shared by the card-text transformer mixins."""

from __future__ import annotations

from typing import Any

from lark import Token


class Unsure(Exception):
    """A line the grammar accepts but whose meaning is not certain (alternatives of different
    kinds, a construction the AST cannot say yet): the line is left unparsed, never guessed."""


def nodes(children: list[Any], *types: type) -> list[Any]:
    """The children that are instances of ``types``, in order."""
    return [c for c in children if isinstance(c, types)]


def one(children: list[Any], *types: type) -> Any:
    """The first child that is an instance of ``types``, or None."""
    for c in children:
        if isinstance(c, types):
            return c
    return None


def tokens(children: list[Any], *names: str) -> list[Token]:
    """The token children of the terminal types ``names``."""
    return [c for c in children if isinstance(c, Token) and c.type in names]
