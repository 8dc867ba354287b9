"""Parse tree -> AST for the ``cn_*`` rules of ``grammar/<lang>/sentences_counts.lark``.

A mixin of the shared transformer (helper area "lexer"): counting phrases read from the game
state (CR 107.3, 208.2) and the abilities using them: Auramancer's Guise's "Enchanted creature
gets +2/+2 for each Aura attached to it and has vigilance" (a static power/toughness change whose
amount is a :class:`~rulesparser.ast.Product`, evaluated continuously, CR 611.3a) and
Detritivore's "power and toughness are each equal to the number of nonbasic land cards in your
opponents' graveyards" (a characteristic-defining ability, CR 604.3). Children are classified by
node type, so the word order of each language does not matter.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rulesparser import ast as A
from rulesparser.transform.sentences.combat import _keywords, _pt_mod

__all__ = ["CountsMixin"]

_IT = A.ObjectRef(kind="it")
_PERMANENT = A.Duration(kind="permanent")


class _CardWords(tuple):  # type: ignore[type-arg]
    """Canonical filter words of a card phrase ("nonbasic land cards" -> nonbasic, land)."""


_WORD_CLASSES = ("NONSUPERTYPE", "CARD_TYPE")


class CountsMixin:
    """Transformer callbacks for the ``cn_*`` rules."""

    lex: Any

    def cn_attached(self, ch: list[Any]) -> A.Count:
        """ "Aura attached to it" / "aura qui lui est attachée" / "an sie angelegte Aura": the
        permanents of that subtype attached to the object the ability affects (CR 303.4, 701.3)
        -> ``Count(what="attached", object=it, filter=("aura",))``."""
        words = tuple(
            self.lex.lookup(c.type, str(c))
            for c in ch
            if isinstance(c, Token) and c.type == "ENCHANTMENT_TYPE"
        )
        return A.Count(what="attached", object=_IT, filter=words)

    def cn_times_kicked(self, ch: list[Any]) -> A.Count:
        """ "time it was kicked" / "fois qu'il a été kické" / "wie oft seine Bonuskosten bezahlt
        wurden": how many times the kicker costs of the object were paid as it was cast
        (multikicker, CR 702.33c) -> ``Count(what="times_kicked", object=self)``."""
        return A.Count(what="times_kicked", object=A.ObjectRef(kind="self"))

    def cn_for_each(self, ch: list[Any]) -> A.Count:
        """ "for each [counted thing]": the count, multiplied by its user."""
        return next(c for c in ch if isinstance(c, A.Count))

    def cn_enchanted_pump_for_each(self, ch: list[Any]) -> Any:
        """ "Enchanted creature gets +2/+2 for each Aura attached to it [and has vigilance]"
        (CR 303.4, 604.1): a static ability changing the enchanted creature's power and
        toughness by ``Product(N, count)`` (layer 7c, counted continuously) and one giving it
        the keywords (layer 6). Auramancer's Guise counts itself: it is attached to it."""
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        count = next(c for c in ch if isinstance(c, A.Count))
        p, t = _pt_mod(ch)
        pump = A.StaticEffect(
            effect=A.ModifyPowerToughness(
                object=obj,
                power=A.Product(factor=p, amount=count),
                toughness=A.Product(factor=t, amount=count),
                duration=_PERMANENT,
            )
        )
        kws = _keywords(ch)
        if not kws:
            return pump
        return ("many", [pump, A.GrantAbilities(object=obj, abilities=tuple(kws))])

    # ------------------------------------------------------------------ Detritivore
    def cn_card_words(self, ch: list[Any]) -> _CardWords:
        """ "nonbasic land cards" / "cartes de terrain non-base": the canonical words, the
        supertype quality first (``("nonbasic", "land")``)."""
        toks = [c for c in ch if isinstance(c, Token) and c.type in _WORD_CLASSES]
        toks.sort(key=lambda c: _WORD_CLASSES.index(c.type))
        return _CardWords(self.lex.lookup(c.type, str(c)) for c in toks)

    def cn_nonbasic_lands(self, ch: list[Any]) -> _CardWords:
        """German "Nichtstandardland(en)", one compound word: nonbasic land."""
        return _CardWords(("nonbasic", "land"))

    def cn_opponents_graveyards(self, ch: list[Any]) -> A.PlayerRef:
        """ "your opponents' graveyards": the graveyards of every opponent (CR 102.3)."""
        return A.PlayerRef(kind="opponent")

    def cn_graveyard_cards(self, ch: list[Any]) -> A.Count:
        """ "nonbasic land cards in your opponents' graveyards" -> ``Count(what=
        "cards_in_graveyards", player=opponent, filter=("nonbasic", "land"))``."""
        words = next(c for c in ch if isinstance(c, _CardWords))
        player = next(c for c in ch if isinstance(c, A.PlayerRef))
        return A.Count(what="cards_in_graveyards", player=player, filter=tuple(words))

    def cn_cda(self, ch: list[Any]) -> A.DefinePowerToughness:
        """ "~'s power and toughness are each equal to the number of ..." (CR 604.3)."""
        n = next(c for c in ch if isinstance(c, A.Count))
        return A.DefinePowerToughness(power=n, toughness=n)

    def cn_obj_target(self, ch: list[Any]) -> A.ObjectRef:
        """ "target nonbasic land" / "le terrain non-base ciblé" / "ein Nichtstandardland deiner
        Wahl" (CR 115.1): a target with its quality words."""
        words = next((c for c in ch if isinstance(c, _CardWords)), None)
        if words is None:
            words = self.cn_card_words(ch)
        return A.ObjectRef(kind="target", filter=tuple(words))
