"""Exceptions raised by rulesparser. All are ``ValueError`` subclasses (bad input, not bugs)."""

from __future__ import annotations


class RulesparserError(ValueError):
    """Base class of every error rulesparser raises for bad input or bad data."""


class ParseError(RulesparserError):
    """Text that the grammar of its language cannot parse.

    Attributes: ``line`` and ``column`` (1-based, in the text given), ``word`` (the offending
    token, or ``end of text``), ``expected`` (sorted human names of what could have come there),
    ``context`` (the line with a caret under the column), ``lang``.
    ``str(error)`` is the one-line message
    ``line L, column C: unexpected "WORD"; expected A, B or C``.
    """

    def __init__(
        self,
        *,
        line: int,
        column: int,
        word: str,
        expected: list[str],
        context: str = "",
        lang: str = "",
        reason: str | None = None,
    ) -> None:
        self.line = line
        self.column = column
        self.word = word
        self.expected = expected
        self.context = context
        self.lang = lang
        self.reason = reason
        super().__init__(self.message)

    @property
    def message(self) -> str:
        """The one-line message (no context lines)."""
        if self.reason:
            return f"line {self.line}, column {self.column}: {self.reason}"
        exp = _join(self.expected) if self.expected else "nothing more"
        word = self.word if self.word == "end of text" else f'"{self.word}"'
        return f"line {self.line}, column {self.column}: unexpected {word}; expected {exp}"


def _join(items: list[str]) -> str:
    items = list(items)
    if len(items) > 8:
        items = items[:8] + ["..."]
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " or " + items[-1]
