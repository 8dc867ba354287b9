"""Parse tree -> AST for grammar/<lang>/cards_mana.lark (helper area "mana").

"Target land becomes a 1/1 creature until end of turn. It's still a land." (Kamahl, Fist of
Krosa): a :class:`~rulesparser.ast.Becomes` on the target for the turn (CR 611.2, layers 4 and
7b, CR 613.1d / 613.4b). Without "It's still a [type]" the new card types replace the old ones
(CR 205.1a), so ``additive`` records whether the sentence is there. The characteristics come
like ``l_chars`` (:mod:`rulesparser.transform_layers`), the object from ``s_object``
(:mod:`rulesparser.transform_stack`), so the three languages give one AST.

"Creatures you control get +3/+3 and gain trample until end of turn." (Kamahl's second
ability): a :class:`~rulesparser.ast.Sequence` of a :class:`~rulesparser.ast.ModifyPowerToughness`
and a :class:`~rulesparser.ast.GainAbility` on the same group (CR 611.2c).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rulesparser import ast as A

__all__ = ["ManaMixin"]


class _Still:
    """Marker for "It's still a [type]" (CR 205.1a)."""


class ManaMixin:
    """Transformer callbacks for the rules of ``grammar/<lang>/cards_mana.lark``."""

    def m_chars(self, ch: list[Any]) -> A.Becomes:
        """ "a 1/1 creature": card types, colors and base P/T, classified by token type like
        ``l_chars`` of :mod:`rulesparser.transform_layers` (one rule of its own: sharing
        ``l_chars`` merged LALR states with "[group] are ... and ..." sentences)."""
        return self.l_chars([[c for c in ch if isinstance(c, Token)]])  # type: ignore[attr-defined]

    def m_still(self, ch: list[Any]) -> _Still:
        """ "It's still a land." (the type word is the one the object already has)."""
        return _Still()

    def m_becomes(self, ch: list[Any]) -> A.Becomes:
        """ "[object] becomes [characteristics] until end of turn[. It's still a land.]"."""
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        chars = next(c for c in ch if isinstance(c, A.Becomes))
        return A.Becomes(
            object=obj,
            types=chars.types,
            subtypes=chars.subtypes,
            colors=chars.colors,
            power=chars.power,
            toughness=chars.toughness,
            additive=any(isinstance(c, _Still) for c in ch),
            duration=A.Duration(kind="end_of_turn"),
        )

    def m_group(self, ch: list[Any]) -> A.ObjectRef:
        """ "creatures you control": each creature its controller controls."""
        kind = next(c for c in ch if isinstance(c, Token) and c.type == "CARD_TYPE")
        word = self.lex.lookup("CARD_TYPE", str(kind))  # type: ignore[attr-defined]
        return A.ObjectRef(kind="each", filter=(str(word), "you_control"))

    def m_group_pump_gain(self, ch: list[Any]) -> A.Sequence:
        """ "[group] get +N/+N and gain [keyword] until end of turn"."""
        group = next(c for c in ch if isinstance(c, A.ObjectRef))
        mod = next(str(c) for c in ch if isinstance(c, Token) and c.type == "PT_MOD")
        power, toughness = (int(x) for x in mod.split("/"))
        keyword = next(c for c in ch if isinstance(c, tuple))[0]
        eot = A.Duration(kind="end_of_turn")
        return A.Sequence(
            effects=(
                A.ModifyPowerToughness(
                    object=group, power=power, toughness=toughness, duration=eot
                ),
                A.GainAbility(object=group, ability=str(keyword), duration=eot),
            )
        )
