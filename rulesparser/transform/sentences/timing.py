"""Parse tree -> AST for permissions to cast spells at other times (``grammar/<lang>/
cards_timing.lark``, rules ``tm_*``, the same in every language).

- "The next creature card you play this turn can be played as though it had flash." (Scout's
  Warning; CR 702.8a, 601.3) -> ``FlashPermission(player=you, filter=("creature",),
  keyword="flash")``.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rulesparser import ast as A

__all__ = ["TimingMixin"]


class TimingMixin:
    """Transformer callbacks for the ``tm_*`` rules."""

    lex: Any

    def tm_next_as_though(self, ch: list[Any]) -> A.FlashPermission:
        """Children: a ``CARD_TYPE`` token (the card's type) and a ``KW_PLAIN`` token (the
        keyword it is played as though it had)."""
        types = [
            self.lex.lookup(c.type, str(c))
            for c in ch
            if isinstance(c, Token) and c.type == "CARD_TYPE"
        ]
        kws = [
            self.lex.lookup(c.type, str(c))
            for c in ch
            if isinstance(c, Token) and c.type == "KW_PLAIN"
        ]
        return A.FlashPermission(
            player=A.PlayerRef(kind="you"), filter=tuple(types), keyword=kws[0] if kws else "flash"
        )
