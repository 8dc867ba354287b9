"""Parse tree -> AST for grammar/<lang>/sentences_color.lark: choosing a color (CR 105.1, 614.12),
damage triggers "whenever [source] deals [combat] damage to [recipient]" (CR 120.1, 510.2,
603.2c), static power/toughness changes of a group by color (CR 613.4c) and "becomes the color of
your choice" (CR 105.3, 613.1e).

Children are classified by node type and token type, so the word order of a language does not
matter (German puts the recipient before the verb: "einer Kreatur Kampfschaden zufügt").
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rulesparser import ast as A

__all__ = ["ColorMixin"]

_YOU = A.PlayerRef(kind="you")
_EOT = A.Duration(kind="end_of_turn")


class _Combat(str):
    """Marker child: the damage is combat damage ("deals combat damage")."""


class _Recipient:
    """Marker child wrapping what a damage trigger's damage is dealt to."""

    def __init__(self, ref: A.Node) -> None:
        self.ref = ref


class ColorMixin:
    """Transformer callbacks for the rules of ``grammar/<lang>/sentences_color.lark``."""

    lex: Any

    def _co_words(self, ch: list[Any], *types: str) -> list[str]:
        return [
            str(self.lex.lookup(c.type, str(c)))
            for c in ch
            if isinstance(c, Token) and c.type in types
        ]

    # ------------------------------------------------------------------ choosing a color
    def co_a_color(self, ch: list[Any]) -> str:
        return "color"

    def co_choose_color(self, ch: list[Any]) -> A.ChooseColor:
        """ "choose a color" (CR 105.1) in an "As [this] enters" ability (CR 614.12)."""
        return A.ChooseColor(player=_YOU)

    # ------------------------------------------------------------------ damage triggers
    def co_chosen_color(self, ch: list[Any]) -> str:
        return "chosen_color"

    def co_any_source(self, ch: list[Any]) -> A.ObjectRef:
        """ "a source [of the chosen color]" (CR 120.1: any object that deals damage)."""
        words = ("source", *(c for c in ch if isinstance(c, str) and not isinstance(c, Token)))
        return A.ObjectRef(kind="any", filter=words)

    def co_creature_you_control(self, ch: list[Any]) -> A.ObjectRef:
        """ "a creature you control" (Lavacore Elemental): each one is a source of its own."""
        return A.ObjectRef(kind="each", filter=("creature", "you_control"))

    def co_any_damage(self, ch: list[Any]) -> str:
        return "damage"

    def co_combat_damage(self, ch: list[Any]) -> _Combat:
        return _Combat("combat")

    def co_to_you(self, ch: list[Any]) -> _Recipient:
        return _Recipient(A.PlayerRef(kind="you"))

    def co_to_opponent(self, ch: list[Any]) -> _Recipient:
        return _Recipient(A.PlayerRef(kind="opponent"))

    def co_to_player(self, ch: list[Any]) -> _Recipient:
        return _Recipient(A.PlayerRef(kind="player"))

    def co_to_object(self, ch: list[Any]) -> _Recipient:
        """ "to a creature": any object of that card type (CR 120.3)."""
        return _Recipient(A.ObjectRef(kind="any", filter=tuple(self._co_words(ch, "CARD_TYPE"))))

    def co_source(self, ch: list[Any]) -> A.ObjectRef:
        """German "der/die/das <name>": the article before the self reference (``c_art``)
        carries nothing; the source is the reference (a lone reference is inlined)."""
        return next(c for c in ch if isinstance(c, A.ObjectRef))

    def co_trig_damage(self, ch: list[Any]) -> A.EventTrigger:
        """ "Whenever [source] deals [combat] damage to [recipient]" (CR 603.2, 510.2): event
        ``deals_combat_damage`` or ``deals_damage``; the source is the trigger's ``object``."""
        source = next(c for c in ch if isinstance(c, A.ObjectRef))
        rec = next(c for c in ch if isinstance(c, _Recipient)).ref
        combat = any(isinstance(c, _Combat) for c in ch)
        return A.EventTrigger(
            event="deals_combat_damage" if combat else "deals_damage",
            object=source,
            recipient=rec,
        )

    # ------------------------------------------------------------------ effects
    def co_eff_may_draw(self, ch: list[Any]) -> A.Draw:
        """ "you may draw a card" (CR 121, 603.5)."""
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        return A.Draw(player=_YOU, amount=nums[0] if nums else 1, optional=True)

    def co_color_of_choice(self, ch: list[Any]) -> str:
        return "chosen_color"

    def co_becomes_chosen_color(self, ch: list[Any]) -> A.Sequence:
        """ "[object] becomes the color of your choice until end of turn": the controller
        chooses a color as the ability resolves (CR 105.1), then a color-changing effect
        (CR 105.3, layer 5)."""
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        return A.Sequence(
            effects=(
                A.ChooseColor(player=_YOU),
                A.Becomes(object=obj, colors=("chosen_color",), duration=_EOT),
            )
        )

    # ------------------------------------------------------------------ static P/T by color
    def co_group(self, ch: list[Any]) -> A.ObjectRef:
        """ "other white creatures", "nonwhite creatures" (CR 611.3a: whatever matches now)."""
        # canonical order whatever the language's: "other", colors, card types
        words = (
            ["other"]
            if any(isinstance(c, Token) and c.type in ("OTHER", "ANOTHER") for c in ch)
            else []
        )
        words += self._co_words(ch, "COLOR", "NONCOLOR")
        words += self._co_words(ch, "CARD_TYPE")
        return A.ObjectRef(kind="each", filter=tuple(words))

    def co_static_pt(self, ch: list[Any]) -> A.StaticEffect:
        """ "[group] get +1/+1" (a static ability, CR 604.1, 613.4c)."""
        group = next(c for c in ch if isinstance(c, A.ObjectRef))
        mod = next(str(c) for c in ch if isinstance(c, Token) and c.type == "PT_MOD")
        p, t = mod.split("/")
        return A.StaticEffect(
            effect=A.ModifyPowerToughness(
                object=group,
                power=int(p),
                toughness=int(t),
                duration=A.Duration(kind="permanent"),
            )
        )
