"""The language-neutral transformer of the card-text grammar: one mixin per layer."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Transformer

from rulesparser import ast as A

from .effects import EffectsMixin
from .lines import LinesMixin
from .phrases import PhrasesMixin
from .util import Unsure

__all__ = ["CardTextTransformer", "Unsure"]


class CardTextTransformer(PhrasesMixin, EffectsMixin, LinesMixin, Transformer):
    """Builds AST nodes while the LALR parser reduces (rule callbacks only, no per-parse
    state). ``lex``: the language's :func:`~rulesparser.cardtext.phrase_lexicon`."""

    def __init__(self, lex: Any) -> None:
        super().__init__()
        self.lex = lex

    def sentences(self, ch: list[Any]) -> list[Any]:
        """The sentences of one ability; a library search followed by a sentence that shuffles
        that library ("Search your library for ... Shuffle your library afterward.", German
        "Mische danach deine Bibliothek.") is one search that shuffles (CR 701.19)."""
        out: list[Any] = []
        for node in ch:
            prev = out[-1] if out else None
            if (
                isinstance(node, A.Shuffle)
                and isinstance(prev, A.SearchLibrary)
                and not prev.shuffle
                and node.player == prev.player
            ):
                out[-1] = dataclasses.replace(prev, shuffle=True)
                continue
            out.append(node)
        return out

    def card_line(self, ch: list[Any]) -> list[Any]:
        body = ch[0]
        if isinstance(body, list):  # a line of sentences: spell or static abilities
            return self.sentences_line(body)
        if isinstance(body, (A.ChooseOne, A.ChooseModes)):  # a modal spell (CR 700.2)
            return [A.SpellAbility(effect=body)]
        return [body]

    def modal_line(self, ch: list[Any]) -> list[Any]:
        return ch
