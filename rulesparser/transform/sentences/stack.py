"""Parse tree -> AST for spells and abilities that refer to the stack and to targets
(grammar/<lang>/cards_stack.lark, rules ``s_*`` shared by every language).

Covers "counter target spell [that targets X]" (CR 701.5), "change the target of target spell
with a single target / that targets only X [to Y]" (CR 115.7a), the object and player phrases
they use ("target creature", "a permanent you control", "you"), "regenerate target creature"
(CR 701.19), "prevent all combat damage that would be dealt this turn" (CR 615), "[blocker]
blocks [attacker] this turn if able" (CR 509.1c), damage to several targets (CR 120) and
"you lose life equal to that spell's mana value" (CR 119, 202.3).

Children are classified by node type, so the word order of a language does not matter.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from rulesparser import ast as A
from rulesparser.transform.sentences.util import first_of_type as _one
from rulesparser.transform.sentences.util import of_type as _of

__all__ = ["StackAbilityMixin"]

_SELF = A.ObjectRef(kind="self")
_THIS_TURN = A.Duration(kind="end_of_turn")
#: what the ``s_you_control`` rule ("you control") gives its parent rule
YOU_CONTROL = object()


class _Words(tuple):  # type: ignore[type-arg]
    """Canonical filter words of an object phrase ("creature", "you_control")."""


class StackAbilityMixin:
    """Transformer callbacks for the ``s_*`` rules of ``grammar/<lang>/cards_stack.lark``."""

    lex: Any

    # ------------------------------------------------------------------ objects and players
    def s_object_words(self, ch: list[Any]) -> _Words:
        """ "creature", "permanent you control" -> ("creature",), ("permanent", "you_control")."""
        words: list[str] = []
        for c in ch:
            if isinstance(c, Token) and c.type == "CARD_TYPE":
                words.append(self.lex.lookup("CARD_TYPE", str(c)))
        if any(c is YOU_CONTROL for c in ch):
            words.append("you_control")
        return _Words(words)

    def s_you_control(self, ch: list[Any]) -> object:
        """ "you control", "que vous contrôlez", ", die du kontrollierst": a marker read by
        :meth:`s_object_words` and :meth:`s_target_object`."""
        return YOU_CONTROL

    def s_self(self, ch: list[Any]) -> A.ObjectRef:
        """The card itself, with a German article before its name ("den Lampling")."""
        return _SELF

    def s_target_object(self, ch: list[Any]) -> A.ObjectRef:
        """ "target creature", "la créature ciblée que vous contrôlez" (CR 115.1)."""
        words = tuple(_one(ch, _Words) or ())
        # French and German say "you control" after the target word: "la créature ciblée que
        # vous contrôlez", "eine Kreatur deiner Wahl, die du kontrollierst"
        if "you_control" not in words and any(c is YOU_CONTROL for c in ch):
            words = (*words, "you_control")
        return A.ObjectRef(kind="target", filter=words)

    def s_target_object_opponent(self, ch: list[Any]) -> A.ObjectRef:
        """ "target creature of an opponent's choice he or she controls": a creature an opponent
        controls, which that opponent chooses (who chooses is not modelled: the scenario names
        the target)."""
        words = tuple(_one(ch, _Words) or ())
        return A.ObjectRef(kind="target", filter=(*words, "opponent_controls", "opponents_choice"))

    def s_tap(self, ch: list[Any]) -> A.Node:
        """ "Tap X and Y" (CR 701.26): one Tap per object."""
        taps = tuple(A.Tap(object=o) for o in _of(ch, A.ObjectRef))
        return taps[0] if len(taps) == 1 else A.Sequence(effects=taps)

    def s_f_fight(self, ch: list[Any]) -> A.Fight:
        """ "Each of those creatures deals damage equal to its power to the other"."""
        return A.Fight(object=A.ObjectRef(kind="that", filter=("creature",)))

    def s_activated_tap(self, ch: list[Any]) -> A.ActivatedAbility:
        """ "{3}, {T}: [effect]" (CR 602.1; {T} is the tap symbol, CR 107.5)."""
        parts: list[A.Node] = []
        for c in ch:
            if isinstance(c, A.ManaCost):
                parts.append(A.Tap(object=_SELF) if c.symbols == ("T",) else c)
        effects = _of(ch, A.Effect)
        flat: list[A.Node] = []
        for e in effects:
            flat.extend(e.effects if isinstance(e, A.Sequence) else (e,))
        effect = flat[0] if len(flat) == 1 else A.Sequence(effects=tuple(flat))
        return A.ActivatedAbility(cost=A.Cost(components=tuple(parts)), effect=effect)

    def s_any_object(self, ch: list[Any]) -> A.ObjectRef:
        """ "a permanent you control", "a single creature": any object that matches."""
        return A.ObjectRef(kind="any", filter=tuple(_one(ch, _Words) or ()))

    def s_you(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="you")

    def s_target_player(self, ch: list[Any]) -> A.PlayerRef:
        return A.PlayerRef(kind="target_player")

    def s_targets_single(self, ch: list[Any]) -> A.Targets:
        """ "with a single target"."""
        return A.Targets(single=True)

    def s_targets(self, ch: list[Any]) -> A.Targets:
        """ "that targets [only] X" (the ``only`` word is the ``S_ONLY`` marker)."""
        only = any(isinstance(c, Token) and c.type == "S_ONLY" for c in ch)
        return A.Targets(object=_one(ch, A.ObjectRef, A.PlayerRef), only=only)

    def s_stack_ref(self, ch: list[Any]) -> A.StackObjectRef:
        """ "target spell [that targets ...]" (CR 115.1, 405.1)."""
        return A.StackObjectRef(kind="target", filter=("spell",), targeting=_one(ch, A.Targets))

    def s_mana_value(self, ch: list[Any]) -> A.Count:
        """ "that spell's mana value" ("converted mana cost" before 2021; CR 202.3)."""
        return A.Count(what="mana_value", object=A.ObjectRef(kind="that", filter=("spell",)))

    def s_this_turn(self, ch: list[Any]) -> A.Duration:
        return _THIS_TURN

    # ------------------------------------------------------------------ effects
    def s_counter(self, ch: list[Any]) -> A.CounterObject:
        return A.CounterObject(object=_one(ch, A.StackObjectRef))

    def s_change_target(self, ch: list[Any]) -> A.ChangeTarget:
        ref = _one(ch, A.StackObjectRef)
        rest = [c for c in ch if c is not ref]
        return A.ChangeTarget(object=ref, to=_one(rest, A.ObjectRef, A.PlayerRef))

    def s_choose_one(self, ch: list[Any]) -> A.ChooseOne:
        return A.ChooseOne(modes=tuple(_of(ch, A.Effect)))

    def s_regenerate(self, ch: list[Any]) -> A.Regenerate:
        return A.Regenerate(object=_one(ch, A.ObjectRef))

    def s_prevent_combat_damage(self, ch: list[Any]) -> A.PreventCombatDamage:
        return A.PreventCombatDamage(duration=_one(ch, A.Duration) or _THIS_TURN)

    def s_untap(self, ch: list[Any]) -> A.Untap:
        return A.Untap(object=_one(ch, A.ObjectRef))

    def s_blocks_if_able(self, ch: list[Any]) -> A.BlocksIfAble:
        """Children: the blocker then the attacker in English; other languages mark the roles
        with their own rule (``s_blocker``) when the order differs."""
        objs = _of(ch, A.ObjectRef)
        blocker = _one(ch, _Blocker)
        if blocker is not None:
            objs = [blocker.ref] + [o for o in objs if o is not blocker.ref]
        return A.BlocksIfAble(
            blocker=objs[0], attacker=objs[1], duration=_one(ch, A.Duration) or _THIS_TURN
        )

    def s_blocker(self, ch: list[Any]) -> _Blocker:
        return _Blocker(_one(ch, A.ObjectRef))

    def s_damage_to(self, ch: list[Any]) -> tuple[str, Any, Any]:
        nums = [c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool)]
        return ("damage_to", nums[0] if nums else 1, _one(ch, A.ObjectRef, A.PlayerRef, A.Target))

    def s_deal_damage(self, ch: list[Any]) -> A.Node:
        """ "[source] deals N damage to X and M damage to Y" (CR 120): one DealDamage each."""
        refs = [c for c in ch if isinstance(c, (A.ObjectRef, A.PlayerRef, A.Target))]
        source = refs[0] if refs and isinstance(refs[0], A.ObjectRef) else _SELF
        parts = [c for c in ch if isinstance(c, tuple) and c and c[0] == "damage_to"]
        if not parts:  # German: "[source] fügt X und Y N Schadenspunkte zu" (one amount for all)
            nums = [c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool)]
            parts = [("damage_to", nums[0] if nums else 1, rec) for rec in refs[1:]]
        effects = tuple(
            A.DealDamage(damage_source=source, amount=n, recipient=rec) for _, n, rec in parts
        )
        return effects[0] if len(effects) == 1 else A.Sequence(effects=effects)

    def s_pump(self, ch: list[Any]) -> A.ModifyPowerToughness:
        """ "[object] gets +1/+1 until end of turn" (CR 611.2)."""
        mod = next(str(c) for c in ch if isinstance(c, Token) and c.type == "PT_MOD")
        power, toughness = (int(x) for x in mod.split("/"))
        return A.ModifyPowerToughness(
            object=_one(ch, A.ObjectRef), power=power, toughness=toughness, duration=_THIS_TURN
        )

    def s_f_pump(self, ch: list[Any]) -> A.ModifyPowerToughness:
        """A follow-up sentence "Target creature gets +1/+1 until end of turn." (its own
        instance of the word "target", CR 115.3)."""
        words = _one(ch, _Words) or ()
        return self.s_pump([A.ObjectRef(kind="target", filter=tuple(words)), *ch])

    def s_f_lose_life(self, ch: list[Any]) -> A.LoseLife:
        """ "You lose life equal to that spell's mana value" (CR 119.3)."""
        return A.LoseLife(player=A.PlayerRef(kind="you"), amount=_one(ch, A.Count))

    # ------------------------------------------------------------------ "any player may"
    def s_trig_cast(self, ch: list[Any]) -> A.EventTrigger:
        """ "When you cast [this spell]" (old "play"): triggers on the stack (CR 603.2)."""
        return A.EventTrigger(event="cast", object=_SELF)

    def s_sacrifice(self, ch: list[Any]) -> A.Sacrifice:
        """ "sacrifice a land" (CR 701.17): one land (``count`` 1, as the card-text grammar
        counts "a"), of the sacrificing player's."""
        obj = _one(ch, A.ObjectRef)
        if obj.kind == "any" and obj.count is None:
            obj = dataclasses.replace(obj, count=1)
        return A.Sacrifice(object=obj)

    def s_counter_object(self, ch: list[Any]) -> A.CounterObject:
        """ "counter Brain Gorgers": the spell itself (CR 701.5)."""
        return A.CounterObject(object=_one(ch, A.ObjectRef))

    def s_put_on_library(self, ch: list[Any]) -> A.PutIntoLibrary:
        """ "put [object] on top of its owner's library" (CR 401.4)."""
        return A.PutIntoLibrary(object=_one(ch, A.ObjectRef), position="top")

    def s_any_player_may(self, ch: list[Any]) -> A.AnyPlayerMay:
        """ "any player may [action]. If a player does, [effect]"."""
        effects = _of(ch, A.Effect)
        return A.AnyPlayerMay(action=effects[0], effect=effects[1])


class _Blocker:
    """Marker: the object that blocks in "[blocker] blocks [attacker]"."""

    def __init__(self, ref: A.ObjectRef) -> None:
        self.ref = ref
