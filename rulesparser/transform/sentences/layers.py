"""Parse tree -> AST for grammar/<lang>/cards_layers.lark: static abilities that change
characteristics (CR 604.1, 611.3, 613: "Each land is a Swamp in addition to its other land
types", "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in
addition to their other types") and "[group] enter(s) tapped" (CR 614.1c).

Children are classified by token type, so the word order of a language does not matter; card
types implied by subtypes (a creature type implies "creature", a land type "land", CR 205.3)
are added so that German "sind 1/1 grüne Saprolinge und Wälder" gives the same AST as English
"are 1/1 green Saproling creatures and Forest lands".
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rulesparser import ast as A

__all__ = ["LayersMixin"]

#: the card type each kind of subtype belongs to (CR 205.3d: subtypes correlate to types)
_IMPLIED = {"LAND_TYPE": "land", "CREATURE_TYPE": "creature"}


class LayersMixin:
    """Transformer callbacks for the rules of ``grammar/<lang>/cards_layers.lark``."""

    lex: Any

    def _canon(self, tok: Token) -> str:
        return str(self.lex.lookup(tok.type, str(tok)))

    def _type_words(self, ch: list[Any]) -> list[str]:
        return [
            self._canon(c)
            for c in ch
            if isinstance(c, Token) and c.type in ("CARD_TYPE", "LAND_TYPE", "CREATURE_TYPE")
        ]

    def l_each(self, ch: list[Any]) -> A.ObjectRef:
        """ "each land" (CR 611.3a: whatever matches now)."""
        return A.ObjectRef(kind="each", filter=tuple(self._type_words(ch)))

    def l_all(self, ch: list[Any]) -> A.ObjectRef:
        """ "all Forests"."""
        return A.ObjectRef(kind="all", filter=tuple(self._type_words(ch)))

    def l_group(self, ch: list[Any]) -> A.Node:
        """One group, or several joined by "and" (any of them): :class:`A.ObjectUnion`."""
        refs = tuple(c for c in ch if isinstance(c, A.ObjectRef))
        return refs[0] if len(refs) == 1 else A.ObjectUnion(objects=refs)

    def l_char_part(self, ch: list[Any]) -> list[Token]:
        """ "1/1 green Saproling creatures": its tokens, classified in :meth:`l_chars`."""
        return [c for c in ch if isinstance(c, Token)]

    def l_chars(self, ch: list[Any]) -> A.Becomes:
        """What the group is: types, subtypes, colors and base power/toughness (CR 205.1,
        105.3, 208); the object reference is filled in by :meth:`l_static_becomes`."""
        toks = [t for part in ch for t in part]
        types: set[str] = set()
        subtypes: set[str] = set()
        colors: list[str] = []
        power = toughness = None
        for t in toks:
            if t.type == "CARD_TYPE":
                types.add(self._canon(t))
            elif t.type in _IMPLIED:
                subtypes.add(self._canon(t))
                types.add(_IMPLIED[t.type])
            elif t.type == "COLOR":
                colors.append(self._canon(t))
            elif t.type == "PT":
                p, _, q = str(t).partition("/")
                power, toughness = int(p), int(q)
        return A.Becomes(
            object=A.ObjectRef(kind="that"),
            types=tuple(sorted(types)),
            subtypes=tuple(sorted(subtypes)),
            colors=tuple(colors),
            power=power,
            toughness=toughness,
            additive=True,
        )

    def l_static_becomes(self, ch: list[Any]) -> A.StaticEffect:
        """ "[group] is/are [characteristics] in addition to its/their other types": a static
        ability whose type-changing effect applies in layers 4, 5 and 7b (CR 613)."""
        group = next(c for c in ch if isinstance(c, (A.ObjectRef, A.ObjectUnion)))
        becomes = next(c for c in ch if isinstance(c, A.Becomes))
        return A.StaticEffect(
            effect=A.Becomes(
                object=group,
                types=becomes.types,
                subtypes=becomes.subtypes,
                colors=becomes.colors,
                power=becomes.power,
                toughness=becomes.toughness,
                additive=True,
            )
        )

    def l_type_list(self, ch: list[Any]) -> list[str]:
        """ "Artifacts, creatures, and lands": the card types, in printed order."""
        return self._type_words(ch)

    def l_opponents_control(self, ch: list[Any]) -> str:
        """ "your opponents control": the filter word."""
        return "opponent_controls"

    def l_enters_tapped(self, ch: list[Any]) -> A.ReplacementEffect:
        """ "[group] enter the battlefield tapped" (CR 614.1c, 614.12): a replacement effect
        on the permanents of each listed type that the controller's opponents control."""
        words = next(c for c in ch if isinstance(c, list))
        extra = tuple(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        refs = tuple(A.ObjectRef(kind="each", filter=(w, *extra)) for w in words)
        group: A.Node = refs[0] if len(refs) == 1 else A.ObjectUnion(objects=refs)
        return A.ReplacementEffect(
            event=A.Event(name="enters", object=group),
            mode="tapped",
            replacement=A.Tap(object=A.ObjectRef(kind="it")),
        )

    def l_every_creature_type(self, ch: list[Any]) -> A.StaticEffect:
        """ "[this] is every creature type" (CR 205.3m; a characteristic-defining ability,
        CR 604.3, applied in layer 4): all creature types, in every zone."""
        return A.StaticEffect(
            effect=A.Becomes(object=A.ObjectRef(kind="self"), subtypes=("all_creature_types",))
        )
