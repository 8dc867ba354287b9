"""Parse tree -> AST for card-specific ability lines (grammar/<lang>/cards.lark).

A mixin of the shared transformer: every language's cards.lark uses the same rule names
(``c_*``), and children are classified by node type, so word order does not matter. The
sentences covered are those of the executor's scenario cards (Planar Chaos FAQ and Dominaria
United stun-counter article): enters/leaves triggers, "put into a graveyard from play" with
"if it had no time counters on it" (CR 603.10a look-back), combat-damage triggers, kicker
conditions (CR 702.33e), token creation (CR 111), loss of abilities (CR 613.1f), stun counters
(CR 122.1d), characteristic-defining power/toughness (CR 604.3), "enters with a counter for
each" (CR 614.1c), echo {X} with X defined (CR 702.30a, 107.3), modal "choose one" (CR 700.2).
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from rulesparser import ast as A
from rulesparser.transform.sentences.targets import fold_instead
from rulesparser.transform.sentences.util import first_of_type as _one
from rulesparser.transform.sentences.util import of_type as _of

__all__ = ["CardAbilityMixin"]

_SELF = A.ObjectRef(kind="self")
_THAT = A.ObjectRef(kind="that")
_EOT = A.Duration(kind="end_of_turn")


def _ints(ch: list[Any]) -> list[int]:
    return [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]


class CardAbilityMixin:
    """Transformer callbacks for the ``c_*`` rules of ``grammar/<lang>/cards.lark``."""

    lex: Any

    def _cword(self, ch: list[Any], terminal: str) -> str | None:
        for c in ch:
            if isinstance(c, Token) and c.type == terminal:
                return self.lex.lookup(terminal, str(c))
        return None

    def _ccounter(self, ch: list[Any]) -> str:
        return self._cword(ch, "COUNTER") or "time"

    def _cnum(self, ch: list[Any], default: int = 1) -> int:
        nums = _ints(ch)
        return nums[0] if nums else default

    # ------------------------------------------------------------------ triggers
    def c_trig_enters_or_leaves(self, ch: list[Any]) -> A.AnyTrigger:
        return A.AnyTrigger(
            triggers=(
                A.EventTrigger(event="enters", object=_SELF),
                A.EventTrigger(event="leaves", object=_SELF),
            )
        )

    def c_trig_enters(self, ch: list[Any]) -> A.EventTrigger:
        return A.EventTrigger(event="enters", object=_SELF)

    def c_trig_dies(self, ch: list[Any]) -> A.EventTrigger:
        return A.EventTrigger(event="dies", object=_SELF)

    def c_trig_face_up(self, ch: list[Any]) -> A.EventTrigger:
        return A.EventTrigger(event="turned_face_up", object=_SELF)

    def c_trig_counter_removed_exiled(self, ch: list[Any]) -> A.EventTrigger:
        return A.EventTrigger(
            event="counter_removed", object=_SELF, counter=self._ccounter(ch), zone="exile"
        )

    def c_trig_becomes_untapped(self, ch: list[Any]) -> A.EventTrigger:
        return A.EventTrigger(event="becomes_untapped", object=_SELF)

    # ------------------------------------------------------------------ conditions
    def c_cond_no_counters(self, ch: list[Any]) -> A.Not:
        return A.Not(condition=A.HasCounters(object=_SELF, counter=self._ccounter(ch)))

    def c_cond_kicker_cost(self, ch: list[Any]) -> A.KickerCostPaid:
        return A.KickerCostPaid(cost=_one(ch, A.ManaCost))

    def c_cond_kicked(self, ch: list[Any]) -> A.KickerPaid:
        return A.KickerPaid()

    # ------------------------------------------------------------------ objects
    def c_obj_target_perm_or_susp(self, ch: list[Any]) -> A.ObjectRef:
        return A.ObjectRef(kind="target", filter=("permanent_or_suspended",))

    def c_obj_target_perm_time_or_susp(self, ch: list[Any]) -> A.ObjectRef:
        return A.ObjectRef(kind="target", filter=("permanent_with_time_counter_or_suspended",))

    # ------------------------------------------------------------------ effects
    def c_eff_damage_target_player(self, ch: list[Any]) -> A.DealDamage:
        return A.DealDamage(
            damage_source=_SELF, amount=self._cnum(ch), recipient=A.PlayerRef(kind="target_player")
        )

    def c_eff_damage_choice(self, ch: list[Any]) -> A.Sequence:
        chosen = A.Variable(name="chosen")
        return A.Sequence(
            effects=(
                A.DealDamage(damage_source=_SELF, amount=chosen, recipient=A.PlayerRef(kind="you")),
                A.DealDamage(
                    damage_source=_SELF,
                    amount=chosen,
                    recipient=A.ObjectRef(kind="target", filter=("creature",)),
                ),
            )
        )

    def c_eff_discard_target_player(self, ch: list[Any]) -> A.Discard:
        return A.Discard(player=A.PlayerRef(kind="target_player"), amount=self._cnum(ch))

    def c_eff_tap_damage_controller(self, ch: list[Any]) -> A.Sequence:
        return A.Sequence(
            effects=(
                A.Tap(object=A.ObjectRef(kind="target", filter=("untapped", "creature"))),
                A.DealDamage(
                    damage_source=_THAT,
                    amount=A.Count(what="power", object=_THAT),
                    recipient=A.PlayerRef(kind="controller", object=_THAT),
                ),
            )
        )

    def c_eff_token_copies(self, ch: list[Any]) -> A.CreateToken:
        # a copy token's types are the copied object's (CR 707.2), none of its own
        return A.CreateToken(amount=self._cnum(ch), copy_of=_SELF, types=())

    def c_static_shroud(self, ch: list[Any]) -> A.Keyword:
        """ "This creature can't be the target of spells or abilities." (a token's quoted ability,
        Deadly Grub 2007): the definition of shroud (CR 702.18a), so the node of the keyword
        shroud, which the Oracle text says ("create ... token with shroud")."""
        from rulesparser.transform.sentences.triggers import _keyword_node

        return _keyword_node(("shroud", None))

    def c_eff_remove_counters_target(self, ch: list[Any]) -> A.RemoveCounters:
        return A.RemoveCounters(
            counter=self._ccounter(ch), amount=self._cnum(ch), object=_one(ch, A.ObjectRef)
        )

    def c_eff_put_counters_target(self, ch: list[Any]) -> A.PutCounters:
        return A.PutCounters(
            counter=self._ccounter(ch), amount=self._cnum(ch), object=_one(ch, A.ObjectRef)
        )

    def c_eff_put_counter_self(self, ch: list[Any]) -> A.PutCounters:
        return A.PutCounters(counter=self._ccounter(ch), amount=self._cnum(ch), object=_SELF)

    def c_eff_choose_one(self, ch: list[Any]) -> A.ChooseOne:
        return A.ChooseOne(modes=tuple(_of(ch, A.Effect)))

    def c_eff_lose_all_become(self, ch: list[Any]) -> A.Sequence:
        pt = next(str(c) for c in ch if isinstance(c, Token) and c.type == "PT")
        p, t = (int(x) for x in pt.split("/"))
        return A.Sequence(
            effects=(
                A.LoseAllAbilities(
                    object=A.ObjectRef(kind="target", filter=("creature",)), duration=_EOT
                ),
                A.SetPowerToughness(object=_THAT, power=p, toughness=t, duration=_EOT),
            )
        )

    def c_eff_tap_up_to(self, ch: list[Any]) -> A.Tap:
        return A.Tap(
            object=A.ObjectRef(
                kind="target", filter=("creature",), count=self._cnum(ch, 1), up_to=True
            )
        )

    def c_eff_stun_each_if_kicked(self, ch: list[Any]) -> A.Conditional:
        return A.Conditional(
            condition=A.KickerPaid(),
            effect=A.PutCounters(counter=self._ccounter(ch), amount=self._cnum(ch), object=_THAT),
        )

    def c_eff_draw(self, ch: list[Any]) -> A.Draw:
        return A.Draw(player=A.PlayerRef(kind="you"), amount=self._cnum(ch))

    def c_activated_pump(self, ch: list[Any]) -> A.ActivatedAbility:
        """ "{R}: [this] gets +1/+0 until end of turn" (CR 602.1, 611.2)."""
        mod = next(str(c) for c in ch if isinstance(c, Token) and c.type == "PT_MOD")
        power, toughness = (int(x) for x in mod.split("/"))
        return A.ActivatedAbility(
            cost=A.Cost(components=(_one(ch, A.ManaCost),)),
            effect=A.ModifyPowerToughness(
                object=_SELF, power=power, toughness=toughness, duration=_EOT
            ),
        )

    def c_eff_return_gy_creature(self, ch: list[Any]) -> A.ReturnToHand:
        """ "Return another target creature card from your graveyard to your hand" (CR 400.7):
        the target is a creature card in its controller's graveyard other than the source."""
        return A.ReturnToHand(
            object=A.ObjectRef(
                kind="target", filter=("another", "creature", "card", "in_your_graveyard")
            )
        )

    def c_eff_gain_life(self, ch: list[Any]) -> A.GainLife:
        return A.GainLife(player=A.PlayerRef(kind="you"), amount=self._cnum(ch))

    # ------------------------------------------------------------------ abilities
    def c_triggered(self, ch: list[Any]) -> A.TriggeredAbility:
        trigger = _one(ch, A.EventTrigger, A.AnyTrigger, A.StepTrigger)
        condition = _one(ch, A.Not, A.KickerCostPaid, A.KickerPaid, A.HasCounters, A.WasCast)
        effects = _of(ch, A.Effect)
        effect = effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects))
        if any(isinstance(c, Tree) and c.data == "c_after" for c in ch):
            # "... it deals ... to you and target creature. The damage can't be prevented."
            # (Volcano Hellion, CR 615.12): the damage of these effects only
            effect = A.UnpreventableDamage(effect=effect)
        return A.TriggeredAbility(trigger=trigger, condition=condition, effect=effect)

    def c_spell(self, ch: list[Any]) -> A.SpellAbility:
        # "... If this spell was kicked, create four of those tokens instead." (targets area)
        effects = _of(fold_instead(ch), A.Effect)
        effect = effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects))
        return A.SpellAbility(effect=effect)

    def c_enters_with_count(self, ch: list[Any]) -> A.ReplacementEffect:
        """ "[this] enters with a [kind] counter on it for each [Island you control / time it
        was kicked]" (CR 614.1c): the count is a ``Count`` child (``cn_times_kicked``) or
        the permanents of a land type you control (Tidewalker)."""
        count = next((c for c in ch if isinstance(c, A.Count)), None)
        if count is None:
            filt = self._cword(ch, "LAND_TYPE") or "land"
            # the objects counted, as the card-text grammar reads "for each Island you control"
            each = A.ObjectRef(kind="each", filter=(filt, "you_control"))
            count = A.Count(what="objects", object=each)
        return A.ReplacementEffect(
            event=A.Event(name="enters", object=_SELF),
            mode="with",
            replacement=A.PutCounters(counter=self._ccounter(ch), amount=count, object=_SELF),
        )

    def c_cda_counters(self, ch: list[Any]) -> A.DefinePowerToughness:
        n = A.Count(what="counters", object=_SELF, counter=self._ccounter(ch))
        return A.DefinePowerToughness(power=n, toughness=n)

    def c_cda_hand(self, ch: list[Any]) -> A.DefinePowerToughness:
        n = A.Count(what="cards_in_hand", player=A.PlayerRef(kind="you"))
        return A.DefinePowerToughness(power=n, toughness=n)

    def c_cant_be_countered(self, ch: list[Any]) -> A.StaticAbility:
        return A.StaticAbility(rule="cant_be_countered")

    def c_echo_life_total(self, ch: list[Any]) -> A.Keyword:
        cost = A.Cost(components=(A.Count(what="life_total", player=A.PlayerRef(kind="you")),))
        trig = A.TriggeredAbility(
            trigger=A.StepTrigger(step="upkeep", player="you"),
            condition=A.ControlledSinceLastUpkeep(object=_SELF),
            effect=A.SacrificeUnlessPay(object=_SELF, cost=cost),
        )
        return A.Keyword(name="echo", parameter=cost, abilities=(trig,))
