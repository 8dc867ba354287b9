"""The AST of a card text as a user compares it: each ability's JSON without ``source`` and
``findings`` (``rulesparser.ast.strip_meta``), shared by the tests that check a printed French or
German line against the English Oracle line of the same card."""

from __future__ import annotations

from rulesparser import parse
from rulesparser.ast import strip_meta


def abilities_json(text: str, lang: str) -> list[object]:
    """The abilities of ``text`` in ``lang`` (strict parse: a line that does not parse raises
    ``ParseError``), as JSON without source and findings."""
    return [strip_meta(a.to_json()) for a in parse(text, lang).abilities]


def oracle_abilities(text: str, name: str | None = None) -> tuple[object, ...]:
    """The parsed abilities (nodes) of an English Oracle text; none may be left unparsed."""
    from rulesparser.ast import Unparsed

    card = parse(text, "en", card_name=name, lenient=True)
    assert not any(isinstance(a, Unparsed) for a in card.abilities), card.abilities
    return card.abilities


def oracle_unparsed(text: str, name: str | None = None) -> bool:
    """Whether some line of an English Oracle text is left unparsed."""
    from rulesparser.ast import Unparsed

    card = parse(text, "en", card_name=name, lenient=True)
    return any(isinstance(a, Unparsed) for a in card.abilities)
