"""Parse tree -> AST for ``grammar/<lang>/cards_library.lark``: searching a library (CR 701.19),
shuffling (CR 701.20), "reveal until" for another player and casting the revealed card without
paying its mana cost (CR 601, 118.9), and the "if you cast it from your hand" condition.

A mixin of the shared transformer; every language uses the same ``lib_*`` rule names and the
children are classified by type, so word order does not matter. Shapes:

- "Whenever a creature comes into play, if you played it from your hand, you may search your
  library for a creature card with the same total power and toughness and put it into play. If
  you do, shuffle your library." (Wild Pair): ``TriggeredAbility(EventTrigger(enters, any
  creature), WasCast(it, you, hand), SearchLibrary(optional, total_power_toughness=Count(
  total_power_toughness of it)))``; the Oracle's ", then shuffle" gives the same AST;
- "Search your library for up to two Forest cards and put them into play tapped. Then shuffle
  your library." (Hunting Wilds): ``SearchLibrary(count=2, up_to, tapped)``.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rulesparser import ast as A

__all__ = ["LibraryMixin"]

_YOU = A.PlayerRef(kind="you")
_IT = A.ObjectRef(kind="it")


class _UpTo(int):
    """A count said with "up to" (CR 107.1c)."""


class _Quality:
    """The stated quality of a searched card: ``total_pt`` ("with the same total power and
    toughness")."""

    def __init__(self, kind: str) -> None:
        self.kind = kind


class _Marker:
    """A word that only sets a flag of the effect being built (``may``, ``tapped``,
    ``shuffle``, ``put``)."""

    def __init__(self, name: str, children: list[Any] | None = None) -> None:
        self.name = name
        self.children = children or []


class _Kind(str):
    """The card types of a spell or card phrase, joined: ``instant|sorcery``, ``noncreature``
    (one filter word; "A or B" matches either, written as the card-text grammar writes it)."""


class _Still:
    """ "that are still lands": the card types kept (an additive type change, CR 205.1b)."""

    def __init__(self, types: list[str]) -> None:
        self.types = types


class LibraryMixin:
    """Transformer callbacks for the ``lib_*`` rules of ``grammar/<lang>/cards_library.lark``."""

    lex: Any

    def _lib_words(self, ch: list[Any], *classes: str) -> list[str]:
        return [
            str(self.lex.lookup(c.type, str(c)))
            for c in ch
            if isinstance(c, Token) and c.type in classes
        ]

    # ------------------------------------------------------------------ triggers, conditions
    def lib_any_creature(self, ch: list[Any]) -> A.ObjectRef:
        """ "a creature": any creature (CR 109.2)."""
        return A.ObjectRef(kind="any", filter=("creature",))

    def lib_trig_enters(self, ch: list[Any]) -> A.EventTrigger:
        """ "Whenever a creature comes into play" (CR 603.6a)."""
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        return A.EventTrigger(event="enters", object=obj)

    def lib_you(self, ch: list[Any]) -> A.PlayerRef:
        return _YOU

    def lib_from_hand(self, ch: list[Any]) -> str:
        return "hand"

    def lib_cond_was_cast(self, ch: list[Any]) -> A.WasCast:
        """ "if you played/cast it from your hand" (CR 601.2, 603.4)."""
        zone = next((c for c in ch if isinstance(c, str) and not isinstance(c, Token)), "hand")
        return A.WasCast(object=_IT, player=_YOU, zone=zone)

    # ------------------------------------------------------------------ search
    def lib_up_to(self, ch: list[Any]) -> _UpTo:
        n = next(c for c in ch if isinstance(c, Token) and c.type == "NUMWORD")
        return _UpTo(int(self.lex.lookup("NUMWORD", str(n))))

    def lib_same_total_pt(self, ch: list[Any]) -> _Quality:
        return _Quality("total_pt")

    def lib_card_phrase(self, ch: list[Any]) -> A.ObjectRef:
        """ "a creature card", "up to two Forest cards" [with a quality]."""
        count = next((c for c in ch if isinstance(c, int) and not isinstance(c, bool)), 1)
        words = self._lib_words(ch, "CARD_TYPE", "LAND_TYPE")
        quality = [c.kind for c in ch if isinstance(c, _Quality)]
        return A.ObjectRef(
            kind="any",
            filter=(*words, "card", *quality),
            count=int(count),
            up_to=isinstance(count, _UpTo),
        )

    def lib_may(self, ch: list[Any]) -> _Marker:
        return _Marker("may")

    def lib_tapped(self, ch: list[Any]) -> _Marker:
        return _Marker("tapped")

    def lib_put(self, ch: list[Any]) -> _Marker:
        return _Marker("put", ch)

    def lib_shuffle(self, ch: list[Any]) -> _Marker:
        return _Marker("shuffle")

    def lib_search(self, ch: list[Any]) -> A.SearchLibrary:
        """ "[you may] search your library for X and put it into play [tapped][, then
        shuffle]" (CR 701.19, 701.20). A search is always followed by a shuffle in these texts
        ("If you do, shuffle" of the printed Wild Pair is the Oracle's ", then shuffle")."""
        marks = {c.name: c for c in ch if isinstance(c, _Marker)}
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        put = marks.get("put")
        tapped = put is not None and any(
            isinstance(c, _Marker) and c.name == "tapped" for c in put.children
        )
        total = None
        if any(isinstance(c, _Quality) for c in ch):  # German: after the verb
            obj = A.ObjectRef(
                kind=obj.kind, filter=(*obj.filter, "total_pt"), count=obj.count, up_to=obj.up_to
            )
        if "total_pt" in obj.filter:  # the quality is a field, not a filter word
            total = A.Count(what="total_power_toughness", object=_IT)
            obj = A.ObjectRef(
                kind=obj.kind,
                filter=tuple(w for w in obj.filter if w != "total_pt"),
                count=obj.count,
                up_to=obj.up_to,
            )
        return A.SearchLibrary(
            player=_YOU,
            object=obj,
            tapped=tapped,
            total_power_toughness=total,
            shuffle="shuffle" in marks,
            optional="may" in marks,
        )

    # ------------------------------------------------------------------ Hunting Wilds
    def lib_untap_found(self, ch: list[Any]) -> A.Untap:
        """ "untap all Forests put into play this way": the cards the search put onto the
        battlefield ("that" objects of the same spell, CR 608.2c)."""
        words = self._lib_words(ch, "LAND_TYPE", "CARD_TYPE")
        return A.Untap(object=A.ObjectRef(kind="that", filter=tuple(words)))

    def lib_still(self, ch: list[Any]) -> _Still:
        return _Still(self._lib_words(ch, "CARD_TYPE"))

    def lib_f_they_become(self, ch: list[Any]) -> A.Becomes:
        """ "They become 3/3 green creatures with haste that are still lands" (CR 205.1b,
        613.1d-f, 613.4b; no duration: for as long as they are on the battlefield, CR 611.2a).
        Without "still" the new card type replaces the old ones (CR 205.1a)."""
        becomes = next(c for c in ch if isinstance(c, A.Becomes))
        kws = tuple(
            A.Keyword(name=c[0]) for c in ch if isinstance(c, tuple) and c and isinstance(c[0], str)
        )
        still = any(isinstance(c, _Still) for c in ch)
        return A.Becomes(
            object=A.ObjectRef(kind="that"),
            types=becomes.types,
            subtypes=becomes.subtypes,
            colors=becomes.colors,
            abilities=kws,
            power=becomes.power,
            toughness=becomes.toughness,
            additive=still,
        )

    def lib_if_kicked(self, ch: list[Any]) -> A.Conditional:
        """ "If the kicker cost was paid / this spell was kicked, [effects]" (CR 702.33d): the
        sentences after the condition happen only if the spell was kicked."""
        effects = tuple(c for c in ch if isinstance(c, A.Effect))
        return A.Conditional(condition=A.KickerPaid(), effect=A.Sequence(effects=effects))

    # ------------------------------------------------------------------ Spellshift
    def _kind(self, ch: list[Any]) -> _Kind:
        words = self._lib_words(ch, "CARD_TYPE", "NONTYPE")
        return _Kind("|".join(words))

    def lib_spell_kind(self, ch: list[Any]) -> _Kind:
        """ "instant or sorcery", "noncreature" before "spell"."""
        return self._kind(ch)

    def lib_stack_ref_typed(self, ch: list[Any]) -> A.StackObjectRef:
        """ "target instant or sorcery spell", "target noncreature spell" (CR 115.1, 405.1)."""
        kind = next(c for c in ch if isinstance(c, _Kind))
        return A.StackObjectRef(
            kind="target", filter=(str(kind), "spell"), targeting=_first_of(ch, A.Targets)
        )

    def lib_card_kind(self, ch: list[Any]) -> _Kind:
        """ "an instant or sorcery card"."""
        return self._kind(ch)

    def lib_f_reveal_until(self, ch: list[Any]) -> A.RevealUntil:
        """ "Its controller reveals cards from the top of his or her library until he or she
        reveals an instant or sorcery card" (CR 701.16): the controller of the spell named
        before (the target countered)."""
        kind = next(c for c in ch if isinstance(c, _Kind))
        return A.RevealUntil(
            player=A.PlayerRef(
                kind="controller", object=A.ObjectRef(kind="that", filter=("spell",))
            ),
            filter=(str(kind), "card"),
        )

    def lib_f_may_cast(self, ch: list[Any]) -> A.CastWithoutPaying:
        """ "That player may play/cast that card without paying its mana cost" (CR 118.9)."""
        return A.CastWithoutPaying(
            object=A.ObjectRef(kind="that"), optional=True, player=A.PlayerRef(kind="that_player")
        )

    def lib_f_shuffle(self, ch: list[Any]) -> A.Shuffle:
        """ "Then he or she shuffles his or her library" / "Then the player shuffles"."""
        return A.Shuffle(player=A.PlayerRef(kind="that_player"))


def _first_of(ch: list[Any], kind: type) -> Any:
    return next((c for c in ch if isinstance(c, kind)), None)
