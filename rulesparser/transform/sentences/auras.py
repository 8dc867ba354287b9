"""Parse tree -> AST for destroy, Auras, hand size and skipped steps (``au_*`` rules of
``grammar/<lang>/cards_auras.lark``).

A mixin of the shared transformer; every language uses the same rule names and children are
classified by node type, so word order does not matter. Shapes:

- "Destroy target creature. It can't be regenerated." -> ``SpellAbility(Sequence(Destroy(...)))``
  (CR 701.7, 701.15c); "Its controller creates a 3/3 green Ape creature token" ->
  ``CreateToken(player=PlayerRef(controller, ObjectRef(that)))`` (CR 111);
- "the creature with the least power" -> ``Superlative`` (not targeted, CR 115.10), with the tie
  rule "you choose one of them" folded in as its ``chooser``;
- "When there are no creatures in play" -> ``StateTrigger(Not(Exists(...)))`` (CR 603.8);
- "enchanted permanent's controller sacrifices it" -> ``Sacrifice(object=enchanted, player=...)``;
- "Enchant creature" -> ``Keyword("enchant", Quality("creature"))`` (CR 702.5a);
- "Your maximum hand size is two" -> ``MaximumHandSize`` (CR 402.2); "Skip your draw step" ->
  ``SkipStep`` (CR 614.1b).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from lark import Token

from rulesparser import ast as A

__all__ = ["AuraMixin"]

_YOU = A.PlayerRef(kind="you")
_THAT = A.ObjectRef(kind="that")


def _first(ch: list[Any], *types: type) -> Any:
    for c in ch:
        if isinstance(c, types):
            return c
    return None


def _amend(fn: Callable[[A.Node], A.Node]) -> tuple[str, Callable[[A.Node], A.Node]]:
    """A follow-up sentence that changes the effect before it (``effect_seq`` kind ``amend``)."""
    return ("amend", fn)


class AuraMixin:
    """Transformer callbacks for the ``au_*`` rules."""

    lex: Any

    def _au_word(self, ch: list[Any], terminal: str) -> str | None:
        for c in ch:
            if isinstance(c, Token) and c.type == terminal:
                return self.lex.lookup(terminal, str(c))
        return None

    def _au_type(self, ch: list[Any]) -> str:
        return self._au_word(ch, "CARD_TYPE") or "permanent"

    # ------------------------------------------------------------------ keywords
    def kw_enchant_compound(self, ch: list[Any]) -> tuple[str, Any]:
        """German "Kreaturenverzauberung" = "Enchant creature" (CR 702.5a)."""
        quality = self.lex.lookup("ENCHANT_QUALITY", str(ch[0]))
        return ("enchant", A.Quality(value=quality))

    # ------------------------------------------------------------------ objects and players
    def au_obj_target(self, ch: list[Any]) -> A.ObjectRef:
        return A.ObjectRef(kind="target", filter=(self._au_type(ch),))

    def au_obj_least_power(self, ch: list[Any]) -> A.Superlative:
        return A.Superlative(
            object=A.ObjectRef(kind="each", filter=(self._au_type(ch),)), stat="power"
        )

    def au_enchanted(self, ch: list[Any]) -> A.ObjectRef:
        return A.ObjectRef(kind="enchanted", filter=(self._au_type(ch),))

    def au_controller(self, ch: list[Any]) -> A.PlayerRef:
        """ "its controller" / "that creature's controller" refer to the object named before
        (``that``); "enchanted permanent's controller" to the enchanted permanent."""
        obj = _first(ch, A.ObjectRef)
        if obj is None or obj.kind != "enchanted":
            obj = _THAT
        return A.PlayerRef(kind="controller", object=obj)

    # ------------------------------------------------------------------ effects
    def au_destroy(self, ch: list[Any]) -> A.Destroy:
        return A.Destroy(object=_first(ch, A.ObjectRef, A.Superlative))

    def au_player_sacrifices(self, ch: list[Any]) -> A.Sacrifice:
        """ "[X]'s controller sacrifices it": "it" is X."""
        player = _first(ch, A.PlayerRef)
        obj = player.object if player.object is not None else _first(ch, A.ObjectRef)
        return A.Sacrifice(object=obj, player=player)

    def au_return_auras(self, ch: list[Any]) -> A.ReturnToBattlefield:
        """ "Return each Aura card from your graveyard to the battlefield" (Retether)."""
        return A.ReturnToBattlefield(
            object=A.ObjectRef(kind="each", filter=("aura", "card", "in_your_graveyard"))
        )

    def au_only_enchant(self, ch: list[Any]) -> tuple[str, Any]:
        """ "Only creatures can be enchanted this way." limits what the returned Auras enchant."""
        words = (self._au_type(ch),)

        def fn(eff: A.Node) -> A.Node:
            if isinstance(eff, A.ReturnToBattlefield):
                return dataclasses.replace(eff, attach_to=words)
            return eff

        return _amend(fn)

    def au_auras_remain(self, ch: list[Any]) -> A.StaticAbility:
        """Retether's reminder "(Aura cards that can't enchant a creature on the battlefield remain
        in your graveyard.)": a restatement of CR 303.4f, kept as the reminder's meaning."""
        return A.StaticAbility(
            rule="aura_without_legal_object_stays", parameters=(("card_type", self._au_type(ch)),)
        )

    def au_search_same_name(self, ch: list[Any]) -> A.SearchSameName:
        """ "For each tapped nonland permanent target opponent controls, search that player's
        library for a card with the same name as that permanent and put it into play under your
        control" (Dichotomancy)."""
        return A.SearchSameName(
            object=A.ObjectRef(kind="each", filter=("tapped", "nonland", "permanent")),
            player=A.PlayerRef(kind="target_opponent"),
        )

    def au_shuffle(self, ch: list[Any]) -> tuple[str, Any]:
        """ "Then that player shuffles his or her library." (folded into the search)"""

        def fn(eff: A.Node) -> A.Node:
            return (
                dataclasses.replace(eff, shuffle=True) if isinstance(eff, A.SearchSameName) else eff
            )

        return _amend(fn)

    def au_no_regenerate(self, ch: list[Any]) -> tuple[str, Any]:
        def fn(eff: A.Node) -> A.Node:
            if isinstance(eff, A.Destroy):
                return dataclasses.replace(eff, cant_be_regenerated=True)
            return eff

        return _amend(fn)

    def au_tie_chooser(self, ch: list[Any]) -> tuple[str, Any]:
        def fn(eff: A.Node) -> A.Node:
            obj = getattr(eff, "object", None)
            if isinstance(obj, A.Superlative):
                return dataclasses.replace(eff, object=dataclasses.replace(obj, chooser=_YOU))
            return eff

        return _amend(fn)

    def au_token_verb(self, ch: list[Any]) -> None:
        return None

    def au_token_for(self, ch: list[Any]) -> tuple[str, Any]:
        pt = next(str(c) for c in ch if isinstance(c, Token) and c.type == "PT")
        p, t = pt.split("/")
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        token = A.CreateToken(
            amount=nums[0] if nums else 1,
            power=int(p),
            toughness=int(t),
            colors=(self._au_word(ch, "COLOR") or "",),
            subtypes=(self._au_word(ch, "CREATURE_TYPE") or "",),
            player=_first(ch, A.PlayerRef),
        )
        return ("then", token)

    def au_spell(self, ch: list[Any]) -> A.SpellAbility:
        return A.SpellAbility(effect=self.effect_seq(ch))  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ triggers
    def au_state_no_objects(self, ch: list[Any]) -> A.StateTrigger:
        obj = A.ObjectRef(kind="each", filter=(self._au_type(ch),))
        return A.StateTrigger(condition=A.Not(condition=A.Exists(object=obj)))

    def au_trig_leaves(self, ch: list[Any]) -> A.EventTrigger:
        return A.EventTrigger(event="leaves", object=A.ObjectRef(kind="self"))

    def au_trig_play_card(self, ch: list[Any]) -> A.EventTrigger:
        """ "Whenever you play a card" (2007 wording: cast a spell or play a land)."""
        return A.EventTrigger(
            event="play", object=A.ObjectRef(kind="any", filter=("card", "you_control"))
        )

    def au_triggered_destroy(self, ch: list[Any]) -> A.TriggeredAbility:
        """German "Zerstöre zu Beginn deines Versorgungssegments die Kreatur ...": the verb
        before the trigger, then the object and the follow-up sentences."""
        trigger = _first(ch, A.StepTrigger, A.EventTrigger, A.StateTrigger)
        obj = _first(ch, A.ObjectRef, A.Superlative)
        rest = [c for c in ch if isinstance(c, tuple)]
        effect = self.effect_seq([A.Destroy(object=obj), *rest])  # type: ignore[attr-defined]
        return A.TriggeredAbility(trigger=trigger, effect=effect)

    def au_triggered_after(self, ch: list[Any]) -> A.TriggeredAbility:
        """German "Opfere den Porphyritknoten, wenn keine Kreaturen im Spiel sind.": the effect
        before its state trigger."""
        return A.TriggeredAbility(
            trigger=_first(ch, A.StateTrigger), effect=A.Sacrifice(object=_first(ch, A.ObjectRef))
        )

    def au_trig_blocks(self, ch: list[Any]) -> A.EventTrigger:
        """ "Whenever [this] blocks a creature": once per creature blocked, "that creature"
        being the blocked one (CR 509.3b; German "eine Kreatur blockt" names no type word)."""
        by = A.ObjectRef(kind="any", filter=(self._au_word(ch, "CARD_TYPE") or "creature",))
        return A.EventTrigger(event="blocks", object=A.ObjectRef(kind="self"), by=by)

    def au_delayed_return(self, ch: list[Any]) -> A.DelayedTrigger:
        """ "return that creature to its owner's hand at end of combat": a delayed triggered
        ability (CR 603.7) at the beginning of this turn's end of combat step, whoever's turn."""
        return A.DelayedTrigger(
            trigger=A.StepTrigger(step="end_combat", player="each"),
            effect=A.ReturnToHand(object=_THAT),
        )

    def au_block_as_though(self, ch: list[Any]) -> A.StaticAbility:
        """ "[this] can block as though it had flying" (CR 702.9b, 509.1b)."""
        kw = next(c for c in ch if isinstance(c, Token) and c.type == "KW_PLAIN")
        return A.StaticAbility(
            rule="block_as_though", parameters=(("ability", self.lex.lookup("KW_PLAIN", str(kw))),)
        )

    def au_enchanted_static(self, ch: list[Any]) -> tuple[str, list[A.Node]]:
        """ "Enchanted creature gets +2/+0 and can't be blocked by creatures with flying.": two
        static abilities (CR 604.1) whose object is the enchanted creature (CR 303.4)."""
        obj = _first(ch, A.ObjectRef)
        mod = next(str(c) for c in ch if isinstance(c, Token) and c.type == "PT_MOD")
        p, t = mod.split("/")
        kw = next(c for c in ch if isinstance(c, Token) and c.type == "KW_PLAIN")
        types = [
            self.lex.lookup("CARD_TYPE", str(c))
            for c in ch
            if isinstance(c, Token) and c.type == "CARD_TYPE"
        ]
        blockers = A.ObjectRef(
            kind="each",
            filter=(types[-1] if types else "creature", self.lex.lookup("KW_PLAIN", str(kw))),
        )
        return (
            "many",
            [
                A.StaticEffect(
                    effect=A.ModifyPowerToughness(
                        object=obj,
                        power=int(p),
                        toughness=int(t),
                        duration=A.Duration(kind="permanent"),
                    )
                ),
                A.StaticEffect(effect=A.CantBeBlockedBy(object=obj, blockers=blockers)),
            ],
        )

    # ------------------------------------------------------------------ activated abilities
    def au_activated(self, ch: list[Any]) -> A.ActivatedAbility:
        cost = _first(ch, A.ManaCost)
        return A.ActivatedAbility(cost=A.Cost(components=(cost,)), effect=_first(ch, A.Effect))

    def au_gain_keyword(self, ch: list[Any]) -> A.GainAbility:
        kw = next(c for c in ch if isinstance(c, Token) and c.type == "KW_PLAIN")
        obj = _first(ch, A.ObjectRef) or A.ObjectRef(kind="self")
        return A.GainAbility(
            object=obj,
            ability=self.lex.lookup("KW_PLAIN", str(kw)),
            duration=A.Duration(kind="end_of_turn"),
        )

    def au_and_reveal(self, ch: list[Any]) -> A.Reveal:
        """ "and reveal it": the card named before (the card drawn)."""
        return A.Reveal(object=_THAT)

    def au_if_not_type(self, ch: list[Any]) -> A.Conditional:
        """ "If it isn't a land card, discard it." (the card drawn, CR 608.2c)"""
        return A.Conditional(
            condition=A.Not(condition=A.HasCardType(object=_THAT, card_type=self._au_type(ch))),
            effect=A.Discard(player=_YOU, amount=1, object=_THAT),
        )

    # ------------------------------------------------------------------ static abilities
    def au_max_hand_size(self, ch: list[Any]) -> A.MaximumHandSize:
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        return A.MaximumHandSize(player=_YOU, value=nums[0] if nums else 0, mode="set")

    def au_no_max_hand_size(self, ch: list[Any]) -> A.MaximumHandSize:
        return A.MaximumHandSize(player=_YOU, value=None, mode="set")

    def au_skip_step(self, ch: list[Any]) -> A.SkipStep:
        step = self._au_word(ch, "STEP") or ""
        return A.SkipStep(step=step, player=_YOU)

    def au_indestructible_reminder(self, ch: list[Any]) -> A.StaticAbility:
        return A.StaticAbility(rule="indestructible")
