"""Exceptions raised by rulesparser. All are ``ValueError`` subclasses (bad input, not bugs);
an argument of the wrong type is also a ``TypeError`` (:class:`ArgumentTypeError`)."""

from __future__ import annotations


class RulesparserError(ValueError):
    """Base class of every error rulesparser raises for bad input or bad data."""


class ArgumentTypeError(RulesparserError, TypeError):
    """An argument of the wrong type (``parse(None)``, ``parse(b"Flying")``): a ``TypeError``
    as Python users expect, and a :class:`RulesparserError` as every rulesparser error is."""


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
        self.word = shorten(word, MAX_WORD)
        self.expected = expected
        self.context = context
        self.lang = lang
        self.reason = reason
        super().__init__(self.message)

    @property
    def message(self) -> str:
        """The one-line message (no context lines), at most :data:`MAX_MESSAGE` characters: the
        word is cut to :data:`MAX_WORD` characters and "…", at most :data:`MAX_EXPECTED` expected
        items are shown ("or N more" for the rest)."""
        head = f"line {self.line}, column {self.column}: "
        if self.reason:
            return shorten(head + self.reason, MAX_MESSAGE - 1)
        word = self.word if self.word == "end of text" else _shown(self.word)
        digits = self.word.removesuffix("\u2026")
        if digits.isdecimal() and len(digits) > MAX_DIGITS and "a number" in self.expected:
            # "Vanishing 99999999999999999999999": a number, but no rules text has one so large
            head += f"number too large: {word} (a number has at most {MAX_DIGITS} digits)"
            return shorten(head, MAX_MESSAGE - 1)
        head += f"unexpected {word}; expected "
        exp = _join(self.expected, MAX_MESSAGE - len(head)) if self.expected else "nothing more"
        return shorten(head + exp, MAX_MESSAGE - 1)


#: Longest offending word shown in an error (then "…"): a 131,000-character word is not echoed.
MAX_WORD = 40
#: Most digits of a number the grammars read (``DIGITS`` in grammar/core.lark, cardtext.lark).
MAX_DIGITS = 9
#: Most expected items an error lists.
MAX_EXPECTED = 10
#: Longest one-line error message (the CLI's "error: fr: " prefix keeps its line within 300).
MAX_MESSAGE = 280
#: Longest single expected item (a long word regex is cut).
MAX_ITEM = 60


def _shown(word: str) -> str:
    """The offending word as the message shows it: quoted, or, for a word of characters that
    show nothing (a line or paragraph separator U+2028, a next-line control U+0085, a
    no-break space), their code points (``U+2028``), which a reader can find in the text."""
    if word.strip(" ") and all(c == " " or (c.isprintable() and not c.isspace()) for c in word):
        return f'"{word}"'  # (plain spaces inside a multi-word token: ", um")
    visible = "".join(
        c if c.isprintable() and not c.isspace() else f" U+{ord(c):04X} " for c in word
    )
    return " ".join(visible.split()) or "an empty word"


def shorten(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters followed by "…" when longer."""
    return text if len(text) <= limit else text[:limit] + "\u2026"


def _shorten_item(item: str) -> str:
    """An expected item cut to :data:`MAX_ITEM` characters and "…", a quoted one keeping its
    closing quote ('"bringe eine andere kreaturenkarte … aus deinem…"')."""
    if len(item) <= MAX_ITEM:
        return item
    if item.startswith('"') and item.endswith('"'):
        return item[: MAX_ITEM - 2].rstrip(" ,") + '\u2026"'
    return shorten(item, MAX_ITEM)


def _join(items: list[str], budget: int = MAX_MESSAGE) -> str:
    """ "A, B or C": at most :data:`MAX_EXPECTED` items, each cut to :data:`MAX_ITEM` characters,
    and no longer than ``budget`` characters; items left out are counted ("or 12 more")."""
    if len(items) == 1:
        return _shorten_item(items[0])
    shown: list[str] = []
    for i, whole in enumerate(items):
        item = _shorten_item(whole)  # only the items looked at are cut
        rest = len(items) - i - 1
        if rest == 0 and len(shown) < MAX_EXPECTED:
            candidate = shown + [item]
            text = ", ".join(candidate[:-1]) + " or " + candidate[-1]
            if len(text) <= budget:
                return text
            break
        tail = f" or {rest} more"
        if len(shown) + 1 > MAX_EXPECTED or len(", ".join(shown + [item]) + tail) > budget:
            break
        shown.append(item)
    left = len(items) - len(shown)
    if not shown:
        return f"one of {left} items"
    return ", ".join(shown) + f" or {left} more"
