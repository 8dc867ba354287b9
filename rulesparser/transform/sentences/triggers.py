"""Parse tree -> AST for the ``t_*`` rules of ``grammar/<lang>/cards_triggers.lark``.

A mixin of the shared transformer (helper area "triggers"): triggered abilities whose trigger is
the last time counter removed while exiled (CR 702.62a), tokens created by card text (CR 111;
old wording "put ... token into play"), "can't be blocked this turn" (CR 509.1b). Children are
classified by node type, so the word order of each language does not matter.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rulesparser import ast as A

__all__ = ["TriggersMixin"]

_SELF = A.ObjectRef(kind="self")
_EOT = A.Duration(kind="end_of_turn")


def _keyword_node(item: tuple[str, Any]) -> A.Keyword:
    """A ``(keyword id, parameter)`` pair from ``keyword_item`` -> a :class:`Keyword` node with
    its CR expansion (the same node a keyword line gives)."""
    from rulesparser.parser import _param_node, keyword_expansion  # cycle: parser imports us

    kid, param = item
    return A.Keyword(
        name=kid, parameter=_param_node(param), abilities=keyword_expansion(kid, param)
    )


class TriggersMixin:
    """Transformer callbacks for the ``t_*`` rules."""

    lex: Any

    def _tword(self, ch: list[Any], terminal: str) -> list[str]:
        return [
            self.lex.lookup(terminal, str(c))
            for c in ch
            if isinstance(c, Token) and c.type == terminal
        ]

    # ------------------------------------------------------------------ triggers
    def t_trig_last_counter_exiled(self, ch: list[Any]) -> A.EventTrigger:
        """ "When the last time counter is removed from [this] while it's exiled" (CR 702.62a)."""
        counter = (self._tword(ch, "COUNTER") or ["time"])[0]
        return A.EventTrigger(
            event="counter_removed", object=_SELF, counter=counter, last=True, zone="exile"
        )

    # ------------------------------------------------------------------ objects
    def t_obj_each(self, ch: list[Any]) -> A.ObjectRef:
        """A bare plural ("creatures"): every object of that type (CR 109)."""
        return A.ObjectRef(kind="each", filter=tuple(self._tword(ch, "CARD_TYPE")))

    def t_this_turn(self, ch: list[Any]) -> A.Duration:
        """ "this turn": until the cleanup step (CR 514.2), like "until end of turn"."""
        return _EOT

    # ------------------------------------------------------------------ tokens
    def t_types(self, ch: list[Any]) -> list[Token]:
        return [c for c in ch if isinstance(c, Token)]

    def t_keyword(self, ch: list[Any]) -> list[A.Keyword]:
        out: list[A.Keyword] = []
        for c in ch:
            if isinstance(c, tuple) and c and c[0] == "many":
                out.extend(_keyword_node(x) for x in c[1])
            elif isinstance(c, tuple):
                out.append(_keyword_node(c))
        return out

    def t_token_abilities(self, ch: list[Any]) -> tuple[A.Node, ...]:
        out: list[A.Node] = []
        for c in ch:
            if isinstance(c, list):
                out.extend(c)
            elif isinstance(c, A.Node):
                out.append(c)
        return tuple(out)

    def t_create_token(self, ch: list[Any]) -> A.CreateToken:
        """ "put a 2/2 black Knight creature token with flanking ... into play" (CR 111.1):
        a creature token with that power/toughness, color, creature types and abilities."""
        flat: list[Any] = []
        for c in ch:
            flat.extend(c if isinstance(c, list) else [c])
        pt = next(str(c) for c in flat if isinstance(c, Token) and c.type == "PT")
        power, toughness = (int(x) for x in pt.split("/"))
        abilities = next((c for c in flat if isinstance(c, tuple)), ())
        # the amount: a number or X ("create X 1/1 ... tokens", CR 107.3), never X read as one
        nums = [
            c
            for c in flat
            if (isinstance(c, int) and not isinstance(c, bool)) or isinstance(c, A.Variable)
        ]
        return A.CreateToken(
            amount=nums[0] if nums else 1,
            power=power,
            toughness=toughness,
            colors=tuple(self._tword(flat, "COLOR")),
            subtypes=tuple(self._tword(flat, "CREATURE_TYPE")),
            abilities=abilities,
        )

    # ------------------------------------------------------------------ blocking
    def t_cant_be_blocked(self, ch: list[Any]) -> A.CantBeBlocked:
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        dur = next((c for c in ch if isinstance(c, A.Duration)), _EOT)
        return A.CantBeBlocked(object=obj, duration=dur)

    # ------------------------------------------------------------------ bounce
    def t_trig_self_or_another_returned(self, ch: list[Any]) -> A.AnyTrigger:
        """ "Whenever [this] or another creature is returned to your hand from play" (CR 603.2,
        603.10a: a leaves-the-battlefield trigger, it looks back)."""
        types = tuple(self._tword(ch, "CARD_TYPE"))
        you = A.PlayerRef(kind="you")
        return A.AnyTrigger(
            triggers=(
                A.EventTrigger(event="returned_to_hand", object=_SELF, recipient=you),
                A.EventTrigger(
                    event="returned_to_hand",
                    object=A.ObjectRef(kind="each", filter=("another",) + types),
                    recipient=you,
                ),
            )
        )

    def t_obj_you_control(self, ch: list[Any]) -> A.ObjectRef:
        """ "a creature you control", "two creatures you control": chosen as the effect resolves
        (not targeted), ``count`` of them."""
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        return A.ObjectRef(
            kind="any",
            filter=tuple(self._tword(ch, "CARD_TYPE")) + ("you_control",),
            count=nums[0] if nums else 1,
        )

    def t_return_to_hand(self, ch: list[Any]) -> A.ReturnToHand:
        """ "return [objects] to their owner's hand" (CR 400.7)."""
        return A.ReturnToHand(object=next(c for c in ch if isinstance(c, A.ObjectRef)))

    def t_target_card_in_graveyard(self, ch: list[Any]) -> A.ObjectRef:
        """ "target card in a graveyard" (CR 115.1, a card in any graveyard)."""
        return A.ObjectRef(kind="target", filter=("card", "in_a_graveyard"))

    def t_exile(self, ch: list[Any]) -> A.Exile:
        """ "remove [object] from the game" / "exile [object]" (CR 406)."""
        return A.Exile(object=next(c for c in ch if isinstance(c, A.ObjectRef)))

    # ------------------------------------------------------------------ kicker
    def t_enters_counters(self, ch: list[Any]) -> A.PutCounters:
        """ "with three +1/+1 counters on it" as it enters (CR 614.1c)."""
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        counter = (self._tword(ch, "COUNTER") or ["+1/+1"])[0]
        return A.PutCounters(counter=counter, amount=nums[0] if nums else 1, object=_SELF)

    def t_kicked_enters_with(self, ch: list[Any]) -> A.ReplacementEffect:
        """ "If the kicker cost was paid, [this] comes into play with N counters on it and with
        haste" (CR 614.1c, 702.33d): the keyword it enters with lasts as long as the permanent."""
        effects: list[A.Node] = [c for c in ch if isinstance(c, A.PutCounters)]
        for c in ch:
            if isinstance(c, tuple) and c and c[0] != "many":
                effects.append(
                    A.GainAbility(object=_SELF, ability=c[0], duration=A.Duration(kind="permanent"))
                )
        return A.ReplacementEffect(
            event=A.Event(name="enters", object=_SELF),
            mode="with",
            replacement=effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects)),
            condition=A.KickerPaid(),
        )

    # ------------------------------------------------------------------ delayed triggers
    def t_target_you_control(self, ch: list[Any]) -> A.ObjectRef:
        """ "target creature you control" (CR 115.1)."""
        return A.ObjectRef(
            kind="target", filter=tuple(self._tword(ch, "CARD_TYPE")) + ("you_control",)
        )

    def t_pump_gain(self, ch: list[Any]) -> A.Sequence:
        """ "Until end of turn, [target] gains [keyword] and gets +X/+0, where X is its power"
        (CR 611.2): X is fixed as the spell resolves."""
        target = next(c for c in ch if isinstance(c, A.ObjectRef))
        kw = next(c for c in ch if isinstance(c, tuple))
        mod = next(str(c) for c in ch if isinstance(c, Token) and c.type == "PT_MOD_X")
        that = A.ObjectRef(kind="that")
        parts = [
            A.Count(what="power", object=that) if p.lstrip("+-") == "X" else int(p)
            for p in mod.split("/")
        ]
        return A.Sequence(
            effects=(
                A.GainAbility(object=target, ability=kw[0], duration=_EOT),
                A.ModifyPowerToughness(
                    object=that, power=parts[0], toughness=parts[1], duration=_EOT
                ),
            )
        )

    def t_next_end_step(self, ch: list[Any]) -> A.StepTrigger:
        """ "at end of turn" (2007 wording) / "at the beginning of the next end step"."""
        return A.StepTrigger(step="end", player="each", next_only=True)

    def t_f_sacrifice_delayed(self, ch: list[Any]) -> A.DelayedTrigger:
        """ "Sacrifice it at end of turn" (CR 603.7): a delayed triggered ability."""
        trig = next(c for c in ch if isinstance(c, A.StepTrigger))
        return A.DelayedTrigger(trigger=trig, effect=A.Sacrifice(object=A.ObjectRef(kind="that")))

    def t_reveal_hand(self, ch: list[Any]) -> A.RevealHand:
        """ "[player phrase] reveals their hand" (the player phrase ``c_player`` is shared)."""
        return A.RevealHand(player=next(c for c in ch if isinstance(c, A.PlayerRef)))

    def t_f_put_from_hand(self, ch: list[Any]) -> A.PutOntoBattlefield:
        """ "You may put a creature card from it [the revealed hand] into play under your
        control" (CR 110.2): chosen as the spell resolves."""
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        return A.PutOntoBattlefield(
            object=A.ObjectRef(
                kind="any",
                filter=tuple(self._tword(ch, "CARD_TYPE")) + ("card",),
                count=nums[0] if nums else 1,
            ),
            zone="hand",
            from_player=A.PlayerRef(kind="that_player"),
            controller=A.PlayerRef(kind="you"),
            optional=True,
        )

    def t_f_that_has(self, ch: list[Any]) -> A.GainAbility:
        """ "That creature has haste" (old wording; the Planar Chaos FAQ: it keeps it)."""
        kw = next(c for c in ch if isinstance(c, tuple))
        return A.GainAbility(
            object=A.ObjectRef(kind="that"), ability=kw[0], duration=A.Duration(kind="permanent")
        )

    # ------------------------------------------------------------------ Molten Firebird
    def t_return_delayed(self, ch: list[Any]) -> A.DelayedTrigger:
        """ "return it to play under its owner's control at end of turn" (CR 603.7): a delayed
        ability putting the card (as it is when the ability resolves) onto the battlefield under
        its owner's control (CR 110.2: said, as the card's controller when it died may not own
        it), as "return it to the battlefield under its owner's control at the beginning of the
        next end step" reads in every language."""
        trig = next(c for c in ch if isinstance(c, A.StepTrigger))
        return A.DelayedTrigger(
            trigger=trig,
            effect=A.PutOntoBattlefield(
                object=_SELF, controller=A.PlayerRef(kind="owner", object=_SELF)
            ),
        )

    def t_skip_next(self, ch: list[Any]) -> A.SkipNextStep:
        step = (self._tword(ch, "STEP") or ["draw"])[0]
        return A.SkipNextStep(player=A.PlayerRef(kind="you"), step=step)
