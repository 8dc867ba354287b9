"""Parse tree -> AST for grammar/<lang>/cards_quoted_abilities.lark: static grants to a group ("All
Slivers have "..."", CR 604.1, 613.1f), activated abilities with any cost (CR 602.1), life
gain/loss and damage to players, mana abilities (CR 406 of the 2007 rules).

Children are classified by node type, so the word order of a language does not matter.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rulesparser import ast as A
from rulesparser.transform.sentences.stack import YOU_CONTROL
from rulesparser.transform.sentences.triggers import _keyword_node
from rulesparser.transform.sentences.util import first_of_type as _one
from rulesparser.transform.sentences.util import of_type as _of

__all__ = ["QuotedAbilityMixin"]


def _is(c: Any, terminal: str) -> bool:
    return isinstance(c, Token) and c.type == terminal


def _effect(ch: list[Any]) -> A.Node:
    effects = _of(ch, A.Effect)
    return effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects))


class QuotedAbilityMixin:
    """Transformer callbacks for the rules of ``grammar/<lang>/cards_quoted_abilities.lark``."""

    lex: Any

    def c_group(self, ch: list[Any]) -> A.ObjectRef:
        """ "Slivers" after "all": every permanent of that creature type (CR 205.3)."""
        words = [
            self.lex.lookup(c.type, str(c))
            for c in ch
            if isinstance(c, Token) and c.type in ("CREATURE_TYPE", "CARD_TYPE", "COLOR")
        ]
        return A.ObjectRef(kind="all", filter=tuple(words))

    def c_grant(self, ch: list[Any]) -> A.GrantAbilities:
        """ "All [group] have [abilities]" (CR 604.1, 613.1f): keywords and quoted abilities,
        in printed order."""
        return A.GrantAbilities(
            object=_one(ch, A.ObjectRef), abilities=tuple(_of(ch, A.Ability, A.Keyword))
        )

    def c_grant_kw(self, ch: list[Any]) -> A.Keyword:
        """A keyword granted by "All Slivers have defender" (CR 702): the same node (with its
        CR expansion) as on a keyword line."""
        return _keyword_node(ch[0])

    def c_cost(self, ch: list[Any]) -> A.Cost:
        """An activation cost: mana and actions in printed order (CR 602.1, 118)."""
        return A.Cost(components=tuple(c for c in ch if isinstance(c, A.Node)))

    def c_activated(self, ch: list[Any]) -> A.ActivatedAbility:
        """ "[cost]: [effect]" (CR 602.1)."""
        cost = _one(ch, A.Cost)
        if cost is None:
            cost = A.Cost(components=(_one(ch, A.ManaCost),))
        return A.ActivatedAbility(cost=cost, effect=_effect(ch))

    def c_cost_sacrifice_self(self, ch: list[Any]) -> A.Sacrifice:
        """ "Sacrifice this creature" as a cost (CR 701.17)."""
        return A.Sacrifice(object=A.ObjectRef(kind="self"))

    # ------------------------------------------------------------------ life (CR 119)
    def c_amt_your_life(self, ch: list[Any]) -> A.Count:
        """ "your life total" (CR 119.1)."""
        return A.Count(what="life_total", player=A.PlayerRef(kind="you"))

    def c_amt_opponent_most_life(self, ch: list[Any]) -> A.Count:
        """ "the life total of an opponent with the most life": the highest opponent life total,
        looked at continuously (Roiling Horror ruling)."""
        return A.Count(what="highest_life_total", player=A.PlayerRef(kind="opponent"))

    def c_cda_difference(self, ch: list[Any]) -> A.DefinePowerToughness:
        """ "[this]'s power and toughness are each equal to A minus B" (CR 604.3)."""
        a, b = _of(ch, A.Count)
        n = A.Difference(minuend=a, subtrahend=b)
        return A.DefinePowerToughness(power=n, toughness=n)

    def c_player_target(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="target_player")

    def c_player_target_opponent(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="target_opponent")

    def c_eff_lose_life(self, ch: list[Any]) -> A.LoseLife:
        """ "[player] loses N life" (CR 119.3)."""
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        return A.LoseLife(player=_one(ch, A.PlayerRef), amount=nums[0] if nums else 1)

    # ------------------------------------------------------------------ mana
    def c_trig_attacks(self, ch: list[Any]) -> A.EventTrigger:
        """ "Whenever [this] attacks" (CR 508.1m)."""
        return A.EventTrigger(event="attacks", object=A.ObjectRef(kind="self"))

    def c_eff_add_mana(self, ch: list[Any]) -> A.AddMana:
        """ "[you may] add {R}{R} [to your mana pool]" (CR 106.4); "{1}" is {C}
        (:func:`~rulesparser.transform.phrases.mana_produced`)."""
        from rulesparser.transform.phrases import mana_produced

        optional = any(isinstance(c, Token) and c.type == "YOU_MAY" for c in ch)
        return A.AddMana(
            player=A.PlayerRef(kind="you"),
            mana=mana_produced(_one(ch, A.ManaCost)),
            optional=optional,
        )

    # ------------------------------------------------------------------ destroy, up to N targets
    def c_up_to_targets(self, ch: list[Any]) -> A.ObjectRef:
        """ "up to two target lands" (CR 115.1, 601.2c: any number from 0 to N)."""
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        words = [
            self.lex.lookup(c.type, str(c))
            for c in ch
            if isinstance(c, Token) and c.type == "CARD_TYPE"
        ]
        return A.ObjectRef(kind="target", filter=tuple(words), count=nums[0], up_to=True)

    def c_if_you_do_destroy(self, ch: list[Any]) -> A.Conditional:
        """ "If you do, destroy [objects]" (CR 608.2c, 701.7)."""
        return A.Conditional(condition=A.IfYouDo(), effect=A.Destroy(object=_one(ch, A.ObjectRef)))

    # ------------------------------------------------------------------ counters, "you may"
    def sl_cda_counters_on(self, ch: list[Any]) -> A.DefinePowerToughness:
        """ "[this]'s power and toughness are each equal to the number of +1/+1 counters on
        creatures you control" (CR 604.3, 122): the counters on every matching permanent,
        this one included (Fungal Behemoth ruling)."""
        words = next(c for c in ch if isinstance(c, tuple) and not isinstance(c, A.Node))
        counter = next(self.lex.lookup("COUNTER", str(c)) for c in ch if _is(c, "COUNTER"))
        n = A.Count(what="counters", counter=counter, object=A.ObjectRef(kind="all", filter=words))
        return A.DefinePowerToughness(power=n, toughness=n)

    def sl_put_counters(self, ch: list[Any]) -> A.PutCounters:
        """ "put N [kind] counters on [object]" (CR 122.6)."""
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        counter = next(self.lex.lookup("COUNTER", str(c)) for c in ch if _is(c, "COUNTER"))
        return A.PutCounters(
            counter=counter, amount=nums[0] if nums else 1, object=_one(ch, A.ObjectRef)
        )

    def sl_optional(self, ch: list[Any]) -> A.OptionalEffect:
        """ "you may [effect]" (CR 603.5): its controller chooses as it resolves."""
        return A.OptionalEffect(player=A.PlayerRef(kind="you"), effect=_one(ch, A.Effect))

    # ------------------------------------------------------------------ Pallid Mycoderm
    def sl_cost_remove_counters(self, ch: list[Any]) -> A.RemoveCounters:
        """ "Remove three spore counters from [this]" as a cost (CR 602.1, 122)."""
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        counter = next(self.lex.lookup("COUNTER", str(c)) for c in ch if _is(c, "COUNTER"))
        return A.RemoveCounters(
            counter=counter, amount=nums[0] if nums else 1, object=A.ObjectRef(kind="self")
        )

    def sl_union_part(self, ch: list[Any]) -> str:
        tok = ch[0]
        return str(self.lex.lookup(tok.type, str(tok)))

    def sl_union(self, ch: list[Any]) -> A.ObjectRef | A.ObjectUnion:
        """ "each Fungus and each Saproling you control" (German "alle Pilzwesen und
        Saprolinge, die du kontrollierst"): one reference per type, "you control" applying to
        each; a single type is a plain reference."""
        mine = any(c is YOU_CONTROL for c in ch)
        refs = tuple(
            A.ObjectRef(kind="each", filter=(w, "you_control") if mine else (w,))
            for w in ch
            if isinstance(w, str) and not isinstance(w, Token)
        )
        return refs[0] if len(refs) == 1 else A.ObjectUnion(objects=refs)

    def sl_union_thats(self, ch: list[Any]) -> A.ObjectRef | A.ObjectUnion:
        """Oracle "each creature you control that's a Fungus or a Saproling": the objects of
        "each Fungus and each Saproling you control" (creature types, CR 205.3m), so the
        printed and Oracle texts give one AST."""
        return self.sl_union([c for c in ch if not _is(c, "CARD_TYPE")] + [YOU_CONTROL])

    def sl_group_pump(self, ch: list[Any]) -> A.ModifyPowerToughness:
        """ "[objects] get +N/+N until end of turn" (CR 611.2c: the affected objects are
        determined as it resolves)."""
        obj = _one(ch, A.ObjectRef, A.ObjectUnion)
        mod = next(str(c) for c in ch if _is(c, "PT_MOD"))
        power, toughness = (int(x) for x in mod.split("/"))
        return A.ModifyPowerToughness(
            object=obj, power=power, toughness=toughness, duration=A.Duration(kind="end_of_turn")
        )

    def sl_verb_first_step(self, ch: list[Any]) -> A.TriggeredAbility:
        """German verb-first "Lege zu Beginn deines Versorgungssegments eine Sporenmarke auf
        [this]": "At the beginning of your upkeep, put a spore counter on [this]" (CR 503.1)."""
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        counter = next(self.lex.lookup("COUNTER", str(c)) for c in ch if _is(c, "COUNTER"))
        return A.TriggeredAbility(
            trigger=_one(ch, A.StepTrigger),
            effect=A.PutCounters(
                counter=counter, amount=nums[0] if nums else 1, object=A.ObjectRef(kind="self")
            ),
        )

    # ------------------------------------------------------------------ Cautery Sliver
    def sl_prevent_next(self, ch: list[Any]) -> A.PreventDamage:
        """ "Prevent the next N damage that would be dealt to [recipient] this turn"
        (CR 615.7); "this turn" lasts until the cleanup step (CR 514.2), the same duration as
        "until end of turn" (as the other grammars read it)."""
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        return A.PreventDamage(
            recipient=_one(ch, A.ObjectRef, A.PlayerRef, A.Target),
            amount=nums[0] if nums else 1,
            duration=A.Duration(kind="end_of_turn"),
        )

    # ------------------------------------------------------------------ Frenetic Sliver
    def sl_if_in_play(self, ch: list[Any]) -> A.InZone:
        """ "If this creature is in play" (CR 400.1): the permanent is on the battlefield."""
        return A.InZone(object=A.ObjectRef(kind="self"), zone="battlefield")

    def sl_exile_return(self, ch: list[Any]) -> A.Sequence:
        """ "remove [this] from the game and return it to play under its owner's control at
        end of turn": exile it (CR 406), and a delayed triggered ability (CR 603.7) returns
        that card from exile."""
        return A.Sequence(
            effects=(
                A.Exile(object=A.ObjectRef(kind="self")),
                A.DelayedTrigger(
                    trigger=_one(ch, A.StepTrigger),
                    effect=A.PutOntoBattlefield(object=A.ObjectRef(kind="self"), zone="exile"),
                ),
            )
        )

    def sl_won(self, ch: list[Any]) -> tuple[str, A.Node]:
        return ("won", _one(ch, A.Effect))

    def sl_lost(self, ch: list[Any]) -> tuple[str, A.Node]:
        """ "If you lose the flip, sacrifice it": "it" is this permanent (CR 701.17)."""
        return ("lost", A.Sacrifice(object=A.ObjectRef(kind="self")))

    def sl_flip(self, ch: list[Any]) -> A.Node:
        """ "[If this creature is in play,] flip a coin. If you win the flip, ... If you lose
        the flip, ..." (CR 705)."""
        parts = dict(c for c in ch if isinstance(c, tuple))
        flip = A.FlipCoin(
            player=A.PlayerRef(kind="you"), won=parts.get("won"), lost=parts.get("lost")
        )
        cond = _one(ch, A.InZone)
        return flip if cond is None else A.Conditional(condition=cond, effect=flip)
