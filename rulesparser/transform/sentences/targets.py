"""Parse tree -> AST for targets that may be a player or a permanent and for the common effects
of the helper area "targets" (grammar/<lang>/sentences_targets.lark, rules ``tg_*`` shared by every
language).

"any target" (CR 115.4) -> ``Target(kinds=ANY_TARGET_KINDS)``; "target creature or player" /
« une cible, créature ou joueur » / "einer Kreatur oder einem Spieler deiner Wahl" ->
``Target(kinds=("creature", "player"))``; "target player or planeswalker" ->
``Target(kinds=("planeswalker", "player"))`` (see :class:`rulesparser.ast.Target` for why the
printed and Oracle wordings are different nodes). Children are classified by type, so the word
order of a language does not matter.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from rulesparser import ast as A

__all__ = ["TargetsMixin", "InsteadAmount", "fold_instead"]

_SELF = A.ObjectRef(kind="self")


class _Kind(str):
    """One kind of a multi-kind target ("player")."""


class TargetsMixin:
    """Transformer callbacks for the ``tg_*`` rules of ``grammar/<lang>/sentences_targets.lark``."""

    lex: Any

    def tg_any_target(self, ch: list[Any]) -> A.Target:
        """ "any target", « n'importe quelle cible », "ein Ziel deiner Wahl" (CR 115.4)."""
        return A.Target(kinds=A.ANY_TARGET_KINDS)

    def tg_player(self, ch: list[Any]) -> _Kind:
        return _Kind("player")

    def tg_type(self, ch: list[Any]) -> _Kind:
        """A creature type as a kind: "target Sliver or player" (Cautery Sliver)."""
        return _Kind(self.lex.lookup(ch[0].type, str(ch[0])))

    def tg_kinds(self, ch: list[Any]) -> A.Target:
        """ "target creature or player", "target player or planeswalker": the kinds sorted (the
        order of the words is the language's, not the meaning's)."""
        kinds: set[str] = set()
        for c in ch:
            if isinstance(c, _Kind):
                kinds.add(str(c))
            elif isinstance(c, tuple):  # the card-type words of s_object_words
                kinds.update(str(w) for w in c)
        return A.Target(kinds=tuple(sorted(kinds)))

    def c_eff_damage_to(self, ch: list[Any]) -> A.DealDamage:
        """ "it deals 1 damage to target player [or planeswalker]" in a triggered ability: the
        source is the object the ability comes from (CR 120)."""
        parts = [c for c in ch if isinstance(c, tuple) and c and c[0] == "damage_to"]
        _, amount, recipient = parts[0]
        return A.DealDamage(damage_source=_SELF, amount=amount, recipient=recipient)

    def tg_damage_to_target_player(self, ch: list[Any]) -> tuple[str, Any, Any]:
        """French "N blessures au joueur ciblé" (à + le joueur ciblé): damage to target player."""
        nums = [c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool)]
        return ("damage_to", nums[0] if nums else 1, A.PlayerRef(kind="target_player"))

    # ------------------------------------------------------------------ target objects
    def tg_opponent_controls(self, ch: list[Any]) -> _Kind:
        """ "an opponent controls" (CR 102.2)."""
        return _Kind("opponent_controls")

    def tg_you_dont_control(self, ch: list[Any]) -> _Kind:
        """ "you don't control" (any other player, CR 108.4)."""
        return _Kind("you_dont_control")

    def tg_target_object(self, ch: list[Any]) -> A.ObjectRef:
        """ "target creature [an opponent controls / you don't control]" (CR 115.1): the card
        type words, then the controller restriction."""
        words: list[str] = []
        for c in ch:
            if isinstance(c, Token) and c.type == "CARD_TYPE":
                words.append(str(self.lex.lookup("CARD_TYPE", str(c))))
            elif isinstance(c, tuple) and not isinstance(c, str):  # s_object_words
                words.extend(str(w) for w in c)
        words += [str(c) for c in ch if isinstance(c, _Kind)]
        return A.ObjectRef(kind="target", filter=tuple(words))

    # ------------------------------------------------------------------ effects
    def tg_put_on_it(self, ch: list[Any]) -> A.PutCounters:
        """ "put three stun counters on it": "it" is the object named before (CR 122.1)."""
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        counter = next(c for c in ch if isinstance(c, Token) and c.type == "COUNTER")
        return A.PutCounters(
            counter=str(self.lex.lookup("COUNTER", str(counter))),
            amount=nums[0] if nums else 1,
            object=A.ObjectRef(kind="that"),
        )

    def tg_tap_put(self, ch: list[Any]) -> A.Sequence:
        """ "Tap target creature and put three stun counters on it" (CR 701.26, 122.1d)."""
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        put = next(c for c in ch if isinstance(c, A.PutCounters))
        return A.Sequence(effects=(A.Tap(object=obj), put))

    # ------------------------------------------------------------------ kicker and sacrifice
    def tg_a_object(self, ch: list[Any]) -> A.ObjectRef:
        """ "a creature": one object chosen as the effect resolves (not targeted)."""
        words: list[str] = []
        for c in ch:
            if isinstance(c, Token) and c.type == "CARD_TYPE":
                words.append(str(self.lex.lookup("CARD_TYPE", str(c))))
            elif isinstance(c, tuple) and not isinstance(c, str):
                words.extend(str(w) for w in c)
        return A.ObjectRef(kind="any", filter=tuple(words), count=1)

    def tg_a_creature(self, ch: list[Any]) -> A.ObjectRef:
        """German "eine Kreatur" (one shared word terminal)."""
        return A.ObjectRef(kind="any", filter=("creature",), count=1)

    def tg_player_sacrifices(self, ch: list[Any]) -> A.Sacrifice:
        """ "target player sacrifices a creature" (CR 701.17a): that player chooses which."""
        player = next(c for c in ch if isinstance(c, A.PlayerRef))
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        return A.Sacrifice(object=obj, player=player)

    def tg_not_type(self, ch: list[Any]) -> _Kind:
        """German ", die keine Kreatur ist" = noncreature."""
        tok = next(c for c in ch if isinstance(c, Token) and c.type == "CARD_TYPE")
        return _Kind("non" + str(self.lex.lookup("CARD_TYPE", str(tok))))

    def tg_target_nontype(self, ch: list[Any]) -> A.ObjectRef:
        """ "target noncreature permanent" (CR 115.1, 205.4b): the negated type first."""
        neg = [str(c) for c in ch if isinstance(c, _Kind)]
        kinds: list[str] = []
        for c in ch:
            if isinstance(c, Token) and c.type == "NONTYPE":
                neg.append(str(self.lex.lookup("NONTYPE", str(c))))
            elif isinstance(c, Token) and c.type == "CARD_TYPE":
                kinds.append(str(self.lex.lookup("CARD_TYPE", str(c))))
        return A.ObjectRef(kind="target", filter=(*neg, *kinds))

    # ------------------------------------------------------------------ "instead"
    def tg_f_kicked_instead_amount(self, ch: list[Any]) -> InsteadAmount:
        """ "If this spell was kicked, create four of those tokens instead.": the amount of the
        effect before, folded by :func:`fold_instead` into an :class:`A.Instead`."""
        nums = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        return InsteadAmount(A.KickerPaid(), nums[0] if nums else 1)

    def c_eff_damage_recipient(self, ch: list[Any]) -> A.DealDamage:
        """German "fügt er [recipient] N Schadenspunkte zu" in a triggered ability: the source
        is the object the ability comes from (CR 120)."""
        nums = [c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool)]
        rec = next(c for c in ch if isinstance(c, (A.ObjectRef, A.PlayerRef, A.Target)))
        return A.DealDamage(damage_source=_SELF, amount=nums[0] if nums else 1, recipient=rec)

    def tg_scry(self, ch: list[Any]) -> A.Scry:
        """ "Scry 1." / « Regard 1. » / "Hellsicht 1." (CR 701.22a): you scry N."""
        nums = [c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool)]
        return A.Scry(player=A.PlayerRef(kind="you"), amount=nums[0] if nums else 1)

    def tg_scry_one(self, ch: list[Any]) -> A.Scry:
        """The reminder of "Scry 1" (CR 701.22a): look at the top card, you may put it on the
        bottom."""
        return A.Scry(player=A.PlayerRef(kind="you"), amount=1)


class InsteadAmount:
    """A follow-up sentence "If [condition], [do the same] N times instead" waiting for the
    effect before it (see :func:`fold_instead`)."""

    def __init__(self, condition: A.Node, amount: int) -> None:
        self.condition = condition
        self.amount = amount


def fold_instead(items: list[Any]) -> list[Any]:
    """Fold each :class:`InsteadAmount` into the effect before it: ``Instead(condition,
    effect=<that effect with the new amount>, replaced=<that effect>)``."""
    out: list[Any] = []
    for it in items:
        if isinstance(it, InsteadAmount) and out and hasattr(out[-1], "amount"):
            prev = out.pop()
            new = dataclasses.replace(prev, amount=it.amount)
            out.append(A.Instead(condition=it.condition, effect=new, replaced=prev))
        elif not isinstance(it, InsteadAmount):
            out.append(it)
    return out
