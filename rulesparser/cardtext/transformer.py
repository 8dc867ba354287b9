"""The language-neutral transformer of the card-text grammar: one mixin per layer."""

from __future__ import annotations

from typing import Any

from lark import Transformer

from rulesparser import ast as A

from .casting import CastingMixin
from .effects import EffectsMixin
from .lines import LinesMixin
from .phrases import PhrasesMixin
from .sections import SectionsMixin
from .util import Unsure

__all__ = ["CardTextTransformer", "Unsure"]


<<<<<<< HEAD
class CardTextTransformer(PhrasesMixin, EffectsMixin, CastingMixin, LinesMixin, Transformer):
=======
class CardTextTransformer(PhrasesMixin, EffectsMixin, LinesMixin, SectionsMixin, Transformer):
>>>>>>> 4846f53 (Abilities printed over several lines (rulesparser/sections.py, ast/sections.py): leveler bands 'LEVEL 3-7' + P/T line + abilities (LevelerBand, CR 711.2), class level bars '{1}{W}: Level 2' and their sections (ClassLevel, CR 716.2a), die rolls 'roll a d20' / 'lancez un d20' / 'würfle einen W20' with their results tables '1—9 | ...' (RollDie/DieResult, CR 706.3); a row with no roll before it stays unparsed)
    """Builds AST nodes while the LALR parser reduces (rule callbacks only, no per-parse
    state). ``lex``: the language's :func:`~rulesparser.cardtext.phrase_lexicon`."""

    def __init__(self, lex: Any) -> None:
        super().__init__()
        self.lex = lex

    def card_line(self, ch: list[Any]) -> list[Any]:
        body = ch[0]
        if isinstance(body, list):  # a line of sentences: spell or static abilities
            return self.sentences_line(body)
        if isinstance(body, (A.ChooseOne, A.ChooseModes)):  # a modal spell (CR 700.2)
            return [A.SpellAbility(effect=body)]
        return [body]

    def modal_line(self, ch: list[Any]) -> list[Any]:
        return ch
