"""Parse tree -> AST for the most frequent simple lines of whole card texts
(grammar/<lang>/sentences_usual.lark, rules ``u_*`` shared by every language), found by
``benchmarks/card_faces.py``. Children are classified by type, so word order does not matter.
"""

from __future__ import annotations

from typing import Any

from rulesparser import ast as A

__all__ = ["UsualMixin"]

_SELF = A.ObjectRef(kind="self")
_IT = A.ObjectRef(kind="it")


class UsualMixin:
    """Transformer callbacks of the ``u_*`` rules."""

    _au_type: Any  # transform.auras.AuraMixin: the CARD_TYPE word of an object phrase
    co_group: Any  # transform.color.ColorMixin: "other white creatures"

    def u_self_enters_tapped(self, ch: list[Any]) -> A.ReplacementEffect:
        """ "[this] enters the battlefield tapped" (CR 614.1c, 614.12): a replacement effect
        on this permanent's own entering, the same node as a group's (``l_enters_tapped``)."""
        return A.ReplacementEffect(
            event=A.Event(name="enters", object=_SELF),
            mode="tapped",
            replacement=A.Tap(object=_IT),
        )

    def u_mana_options(self, ch: list[Any]) -> list[A.ManaCost]:
        """ "{W} or {U}", "{W}, {U}, or {B}": the mana costs, in printed order."""
        return [c for c in ch if isinstance(c, A.ManaCost)]

    def u_add_mana_choice(self, ch: list[Any]) -> A.ChoiceOf:
        """ "Add {W} or {U}" (CR 106.4): you choose one of the mana additions; each option is
        the node of "Add {W}" alone."""
        from rulesparser.transform.phrases import mana_produced

        options = next(c for c in ch if isinstance(c, list))
        you = A.PlayerRef(kind="you")
        return A.ChoiceOf(
            player=you,
            options=tuple(A.AddMana(player=you, mana=mana_produced(m)) for m in options),
        )

    def u_equipped(self, ch: list[Any]) -> A.ObjectRef:
        """ "equipped creature" (CR 301.5): the permanent this Equipment is attached to."""
        return A.ObjectRef(kind="equipped", filter=(self._au_type(ch),))

    def u_group_you_control(self, ch: list[Any]) -> A.ObjectRef:
        """ "[other] [white] creatures you control" (CR 109.4): each object of the group whose
        controller is you; filter words in sentences_color's order plus ``you_control``."""
        group = self.co_group(ch)
        return A.ObjectRef(kind="each", filter=(*group.filter, "you_control"))

    def u_enchanted_has(self, ch: list[Any]) -> A.GrantAbilities:
        """ "Enchanted creature has flying" (CR 604.1, 613.1f): the node sentences_combat's
        "gets +N/+N and has [keyword]" gives for its second half."""
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        kws = [k for c in ch if isinstance(c, list) for k in c if isinstance(k, A.Keyword)]
        return A.GrantAbilities(object=obj, abilities=tuple(kws))
