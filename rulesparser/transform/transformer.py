"""The language-neutral transformer of the card-text grammar: one mixin per layer."""

from __future__ import annotations

from typing import Any

from lark import Transformer

from rulesparser import ast as A

from .casting import CastingMixin
from .effects import EffectsMixin
from .lines import LinesMixin
from .phrases import PhrasesMixin
from .player_restrictions import PlayerRestrictionsMixin
from .sections import SectionsMixin
from .util import Unsure

__all__ = ["CardTextTransformer", "Unsure"]


class CardTextTransformer(
    PhrasesMixin,
    EffectsMixin,
    CastingMixin,
    LinesMixin,
    SectionsMixin,
    PlayerRestrictionsMixin,
    Transformer,
):
    """Builds AST nodes while the LALR parser reduces (rule callbacks only, no per-parse
    state). ``lex``: the language's :func:`~rulesparser.cardtext.phrase_lexicon`."""

    def __init__(self, lex: Any) -> None:
        super().__init__()
        self.lex = lex

    def card_line(self, ch: list[Any]) -> list[Any]:
        body = ch[0]
        if isinstance(body, list) and len(body) == 1 and type(body[0]) is A.TriggeredAbility:
            # (a state trigger said as a leading "Wenn" sentence: casting.if_alternative_cost)
            return body
        if isinstance(body, list):  # a line of sentences: spell or static abilities
            return self.sentences_line(body)
        if isinstance(
            body, tuple
        ):  # several abilities of one kind ("Protection from X and from Y")
            return list(body)
        if isinstance(
            body, (A.ChooseOne, A.ChooseModes, A.ChooseModesRepeatable)
        ):  # a modal spell (CR 700.2)
            return [A.SpellAbility(effect=body)]
        if (
            type(body) is A.TriggeredAbility
            and isinstance(body.trigger, A.StepTrigger)
            and body.trigger.next_only
            and body.condition is None
            and not body.optional
        ):
            # "At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the
            # game." on a line of its own (the Pacts, Siren's Call): a "next" step triggers once,
            # the delayed triggered ability the spell creates (CR 603.7a), as the German order
            # says it ("Bezahle zu Beginn deines nächsten Versorgungssegments ...")
            delayed = A.DelayedTrigger(trigger=body.trigger, effect=body.effect)
            return [A.SpellAbility(effect=delayed)]
        return [body]

    def modal_line(self, ch: list[Any]) -> list[Any]:
        return ch
