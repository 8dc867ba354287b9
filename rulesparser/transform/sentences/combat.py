"""Parse tree -> AST for the ``cb_*`` rules of ``grammar/<lang>/sentences_combat.lark``.

A mixin of the shared transformer: end-step triggers of every turn
("At end of turn", CR 513.1), the per-turn damage condition ("if ~ dealt damage to an opponent
this turn", CR 603.4), "Whenever ~ attacks or blocks" (CR 508.1m, 509.1i), "target creature
gets +N/+N and gains [keyword] until end of turn" and the static abilities of Auras "enchanted
creature gets +N/+N [and has [keyword]]" (CR 604.1, 613.1f, 613.4c). Children are classified by
node type, so the word order of each language does not matter.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rulesparser import ast as A

__all__ = ["CombatMixin"]

_SELF = A.ObjectRef(kind="self")
_EOT = A.Duration(kind="end_of_turn")
_PERMANENT = A.Duration(kind="permanent")


def _pt_mod(ch: list[Any]) -> tuple[int, int]:
    """The ``+N/+M`` of a ``PT_MOD`` token among ``ch`` as two ints."""
    mod = next(str(c) for c in ch if isinstance(c, Token) and c.type == "PT_MOD")
    p, t = mod.split("/")
    return int(p), int(t)


def _keywords(ch: list[Any]) -> list[A.Keyword]:
    """The keyword nodes of ``t_keyword`` children (lists of :class:`A.Keyword`)."""
    out: list[A.Keyword] = []
    for c in ch:
        if isinstance(c, list):
            out.extend(k for k in c if isinstance(k, A.Keyword))
    return out


class CombatMixin:
    """Transformer callbacks for the ``cb_*`` rules."""

    lex: Any

    # ------------------------------------------------------------------ triggers
    def cb_trig_each_end_step(self, ch: list[Any]) -> A.StepTrigger:
        """ "At end of turn" (2007 wording of "at the beginning of the end step", CR 513.1) /
        "At the beginning of each end step": every turn's end step."""
        return A.StepTrigger(step="end", player="each")

    def cb_trig_each_step(self, ch: list[Any]) -> A.StepTrigger:
        """ "At the beginning of each [step]" (CR 603.2): that step of every turn."""
        step = next(c for c in ch if isinstance(c, Token) and c.type == "STEP")
        return A.StepTrigger(step=self.lex.lookup("STEP", str(step)), player="each")

    def cb_trig_attacks_or_blocks(self, ch: list[Any]) -> A.AnyTrigger:
        """ "Whenever [this] attacks or blocks" (CR 508.1m, 509.1i): one ability, two events."""
        return A.AnyTrigger(
            triggers=(
                A.EventTrigger(event="attacks", object=_SELF),
                A.EventTrigger(event="blocks", object=_SELF),
            )
        )

    # ------------------------------------------------------------------ conditions
    def cb_player_opponent(self, ch: list[Any]) -> A.PlayerRef:
        """ "an opponent" (CR 102.2): an opponent of the controller of the ability's source."""
        return A.PlayerRef(kind="opponent")

    def cb_cond_dealt_damage(self, ch: list[Any]) -> A.DealtDamageThisTurn:
        """ "if [object] dealt damage to [player] this turn" (CR 603.4)."""
        obj = next((c for c in ch if isinstance(c, A.ObjectRef)), _SELF)
        player = next(c for c in ch if isinstance(c, A.PlayerRef))
        return A.DealtDamageThisTurn(object=obj, recipient=player)

    # ------------------------------------------------------------------ effects
    def cb_target(self, ch: list[Any]) -> A.ObjectRef:
        """ "target creature" (CR 115.1)."""
        words = [
            self.lex.lookup("CARD_TYPE", str(c))
            for c in ch
            if isinstance(c, Token) and c.type == "CARD_TYPE"
        ]
        return A.ObjectRef(kind="target", filter=tuple(words))

    def cb_pump_gain(self, ch: list[Any]) -> tuple[str, list[A.Node]]:
        """ "gets +N/+M and gains [keyword] until end of turn" (CR 611.2): the effects on the
        object named before (``that``)."""
        p, t = _pt_mod(ch)
        that = A.ObjectRef(kind="that")
        effects: list[A.Node] = [
            A.ModifyPowerToughness(object=that, power=p, toughness=t, duration=_EOT)
        ]
        effects += [
            A.GainAbility(object=that, ability=k.name, duration=_EOT) for k in _keywords(ch)
        ]
        return ("pump_gain", effects)

    def cb_spell_pump_gain(self, ch: list[Any]) -> A.Sequence:
        """ "Target creature gets +1/+1 and gains double strike until end of turn.": the target
        is announced once; the first effect names it, the others refer to it."""
        target = next(c for c in ch if isinstance(c, A.ObjectRef))
        effects = next(c[1] for c in ch if isinstance(c, tuple) and c[0] == "pump_gain")
        first = effects[0]
        assert isinstance(first, A.ModifyPowerToughness)
        head = A.ModifyPowerToughness(
            object=target, power=first.power, toughness=first.toughness, duration=_EOT
        )
        return A.Sequence(effects=(head, *effects[1:]))

    # ------------------------------------------------------------------ static abilities
    def cb_enchanted_static(self, ch: list[Any]) -> Any:
        """ "Enchanted creature gets +N/+M [and has [keyword]]" (CR 303.4, 604.1): a static
        ability changing the enchanted creature's power and toughness (layer 7c) and one giving
        it the keywords (layer 6)."""
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        p, t = _pt_mod(ch)
        pump = A.StaticEffect(
            effect=A.ModifyPowerToughness(object=obj, power=p, toughness=t, duration=_PERMANENT)
        )
        kws = _keywords(ch)
        if not kws:
            return pump
        return ("many", [pump, A.GrantAbilities(object=obj, abilities=tuple(kws))])

    # ------------------------------------------------------------------ Psychic Battle
    def cb_trig_targets_chosen(self, ch: list[Any]) -> A.EventTrigger:
        """ "Whenever a player chooses one or more targets" (CR 115.1, 601.2c, 602.2b, 603.3d):
        the event is a spell or ability whose targets were chosen."""
        return A.EventTrigger(
            event="targets_chosen", object=A.ObjectRef(kind="any", filter=("spell_or_ability",))
        )

    def cb_each_player(self, ch: list[Any]) -> A.PlayerRef:
        """ "each player" (CR 101.4)."""
        return A.PlayerRef(kind="each_player")

    def cb_reveal_top(self, ch: list[Any]) -> A.RevealTopCard:
        """ "[player] reveals the top card of their library" (CR 701.16a)."""
        return A.RevealTopCard(player=next(c for c in ch if isinstance(c, A.PlayerRef)))

    def cb_f_change_targets(self, ch: list[Any]) -> A.ChangeTargets:
        """ ". The player who reveals the card with the highest mana value may change the target
        or targets" (CR 115.7d) of the spell or ability the trigger event names."""
        return A.ChangeTargets(
            object=A.ObjectRef(kind="that", filter=("spell_or_ability",)),
            player=A.PlayerRef(kind="revealed_highest"),
            optional=True,
        )

    def cb_f_tied(self, ch: list[Any]) -> A.RevealedTie:
        """ ". If two or more cards are tied for highest, the target or targets remain
        unchanged.": the condition under which nothing changes."""
        return A.RevealedTie()

    def cb_triggered_followups(self, ch: list[Any]) -> A.TriggeredAbility:
        """A triggered ability whose effect goes on in sentences of their own: the effect, the
        change of targets, and "if tied, unchanged" (a condition on that change)."""
        trigger = next(c for c in ch if isinstance(c, (A.EventTrigger, A.AnyTrigger)))
        effects: list[A.Node] = [c for c in ch if isinstance(c, A.Effect)]
        tie = next((c for c in ch if isinstance(c, A.RevealedTie)), None)
        if tie is not None:
            effects[-1] = A.Conditional(condition=A.Not(condition=tie), effect=effects[-1])
        return A.TriggeredAbility(trigger=trigger, effect=A.Sequence(effects=tuple(effects)))
