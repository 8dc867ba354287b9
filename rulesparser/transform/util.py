"""Helpers shared by the card-text transformer mixins."""

from __future__ import annotations

from typing import Any

from lark import Token


class Unsure(Exception):
    """A line the grammar accepts but whose meaning is not certain (alternatives of different
    kinds, a construction the AST cannot say yet): the line is left unparsed, never guessed.

    ``span``: the (start, end) character offsets of the words it was raised on in the line
    parsed, or None where no phrase is known; the parser sets it for a rule's callback (the
    phrase the rule reduces, rulesparser.lexing), :func:`rulesparser.cardtext._run` moves it
    into the whole line, and the error message names those words.

    ``final``: no other grammar may read the line either (rulesparser.parser tries the older
    sentence grammar after the card-text grammar: its self references, "cette créature" in a
    reminder, would give the reading refused here)."""

    def __init__(
        self, reason: str, span: tuple[int, int] | None = None, final: bool = False
    ) -> None:
        super().__init__(reason)
        self.span = span
        self.final = final


class Several:
    """Several phrases where the grammar reads one ("la créature ciblée et le terrain ciblé"):
    only a rule that asks for it by its own type reads it; :func:`one` and :func:`nodes` asked
    for the type it stands for (``stands_for``) raise :class:`Unsure` instead, so that no rule
    reads one of the phrases, or none, where several are said."""

    stands_for: type = object


def _several(c: Any, types: tuple[type, ...]) -> bool:
    return isinstance(c, Several) and c.stands_for in types and type(c) not in types


def nodes(children: list[Any], *types: type) -> list[Any]:
    """The children that are instances of ``types``, in order."""
    if any(_several(c, types) for c in children):
        raise Unsure("several phrases where one is read")
    return [c for c in children if isinstance(c, types)]


def one(children: list[Any], *types: type) -> Any:
    """The first child that is an instance of ``types``, or None."""
    for c in children:
        if isinstance(c, types):
            return c
        if _several(c, types):
            raise Unsure("several phrases where one is read")
    return None


def tokens(children: list[Any], *names: str) -> list[Token]:
    """The token children of the terminal types ``names``."""
    return [c for c in children if isinstance(c, Token) and c.type in names]
