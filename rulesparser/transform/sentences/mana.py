"""Parse tree -> AST for grammar/<lang>/cards_mana.lark (helper area "mana").

"Target land becomes a 1/1 creature until end of turn. It's still a land." (Kamahl, Fist of
Krosa): a :class:`~rulesparser.ast.Becomes` on the target for the turn (CR 611.2, layers 4 and
7b, CR 613.1d / 613.4b). Without "It's still a [type]" the new card types replace the old ones
(CR 205.1a), so ``additive`` records whether the sentence is there. The characteristics come
like ``l_chars`` (:mod:`rulesparser.transform.sentences.layers`), the object from ``s_object``
(:mod:`rulesparser.transform.sentences.stack`), so the three languages give one AST.

"Creatures you control get +3/+3 and gain trample until end of turn." (Kamahl's second
ability): a :class:`~rulesparser.ast.Sequence` of a :class:`~rulesparser.ast.ModifyPowerToughness`
and a :class:`~rulesparser.ast.GainAbility` on the same group (CR 611.2c).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rulesparser import ast as A

__all__ = ["ManaMixin"]


class _Still:
    """Marker for "It's still a [type]" (CR 205.1a)."""


class ManaMixin:
    """Transformer callbacks for the rules of ``grammar/<lang>/cards_mana.lark``."""

    def m_chars(self, ch: list[Any]) -> A.Becomes:
        """ "a 1/1 creature": card types, colors and base P/T, classified by token type like
        ``l_chars`` of :mod:`rulesparser.transform.sentences.layers` (one rule of its own: sharing
        ``l_chars`` merged LALR states with "[group] are ... and ..." sentences)."""
        return self.l_chars([[c for c in ch if isinstance(c, Token)]])  # type: ignore[attr-defined]

    def m_still(self, ch: list[Any]) -> _Still:
        """ "It's still a land." (the type word is the one the object already has)."""
        return _Still()

    def m_becomes(self, ch: list[Any]) -> A.Becomes:
        """ "[object] becomes [characteristics] until end of turn[. It's still a land.]"."""
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        chars = next(c for c in ch if isinstance(c, A.Becomes))
        return A.Becomes(
            object=obj,
            types=chars.types,
            subtypes=chars.subtypes,
            colors=chars.colors,
            power=chars.power,
            toughness=chars.toughness,
            additive=any(isinstance(c, _Still) for c in ch),
            duration=A.Duration(kind="end_of_turn"),
        )

    def m_group(self, ch: list[Any]) -> A.ObjectRef:
        """ "creatures you control": each creature its controller controls."""
        kind = next(c for c in ch if isinstance(c, Token) and c.type == "CARD_TYPE")
        word = self.lex.lookup("CARD_TYPE", str(kind))  # type: ignore[attr-defined]
        return A.ObjectRef(kind="each", filter=(str(word), "you_control"))

    def m_group_pump_gain(self, ch: list[Any]) -> A.Sequence:
        """ "[group] get +N/+N and gain [keyword] until end of turn"."""
        group = next(c for c in ch if isinstance(c, A.ObjectRef))
        mod = next(str(c) for c in ch if isinstance(c, Token) and c.type == "PT_MOD")
        power, toughness = (int(x) for x in mod.split("/"))
        keyword = next(c for c in ch if isinstance(c, tuple))[0]
        eot = A.Duration(kind="end_of_turn")
        return A.Sequence(
            effects=(
                A.ModifyPowerToughness(
                    object=group, power=power, toughness=toughness, duration=eot
                ),
                A.GainAbility(object=group, ability=str(keyword), duration=eot),
            )
        )

    # ------------------------------------------------------------- copies of spells (CR 707.10)
    def m_sum(self, ch: list[Any]) -> A.Sum:
        """ "3 plus the number of charge counters on it" (CR 107.3)."""
        n = next(c for c in ch if isinstance(c, int) and not isinstance(c, bool))
        kind = next(c for c in ch if isinstance(c, Token) and c.type == "COUNTER")
        counter = str(self.lex.lookup("COUNTER", str(kind)))  # type: ignore[attr-defined]
        count = A.Count(what="counters", object=A.ObjectRef(kind="self"), counter=counter)
        return A.Sum(terms=(n, count))

    def m_damage_x(self, ch: list[Any]) -> A.DealDamage:
        """ "[this] deals X damage to [recipient], where X is [amount]" (CR 120, 107.3). The
        recipient is the shared target phrase (grammar/<lang>/sentences_targets.lark): "target
        creature or player", « une cible, créature ou joueur » (:class:`A.Target`)."""
        recipient: Any = next((c for c in ch if isinstance(c, A.Target)), None)
        part = next((c for c in ch if isinstance(c, tuple) and c and c[0] == "damage_to"), None)
        if recipient is None and part is not None:
            recipient = part[2]
        amount = next(c for c in ch if isinstance(c, A.Sum))
        return A.DealDamage(
            damage_source=A.ObjectRef(kind="self"), amount=amount, recipient=recipient
        )

    def m_f_new_target(self, ch: list[Any]) -> A.ChangeTargets:
        """ "You may choose a new target for it" (it: the spell this ability belongs to;
        CR 115.7d)."""
        return A.ChangeTargets(
            object=A.ObjectRef(kind="self"), player=A.PlayerRef(kind="you"), optional=True
        )

    def m_f_any_player(self, ch: list[Any]) -> str:
        """ "Any player may activate this ability but only if [this] is on the stack"."""
        return "any_player_on_stack"

    def m_activated_restricted(self, ch: list[Any]) -> A.RestrictedActivatedAbility:
        """ "[cost]: [effect]. You may choose a new target for it. Any player may activate this
        ability but only if [this] is on the stack." (CR 602.5, 113.6)."""
        cost = next(c for c in ch if isinstance(c, A.Cost))
        effects = [c for c in ch if isinstance(c, A.Node) and not isinstance(c, A.Cost)]
        effect = effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects))
        return A.RestrictedActivatedAbility(cost=cost, effect=effect, any_player=True, zone="stack")

    def m_f_copy_new_targets(self, ch: list[Any]) -> str:
        """ "You may choose new targets for the copy" (CR 707.10c)."""
        return "new_targets"

    def m_copy_spell(self, ch: list[Any]) -> A.CopySpell:
        """ "Copy target instant or sorcery spell[. You may choose new targets for the copy.]"
        (CR 707.10); the spell is the stack area's ``s_stack_ref``."""
        return A.CopySpell(
            object=next(c for c in ch if isinstance(c, A.StackObjectRef)),
            amount=1,
            new_targets="new_targets" in ch,
        )

    # ------------------------------------------------------------- copies of cards (CR 707.12)
    def m_ability_word(self, ch: list[Any]) -> Any:
        """ "Imprint — [ability]": an ability word has no rules meaning (CR 207.2c)."""
        return next(c for c in ch if isinstance(c, A.Node))

    def m_may_exile_from_hand(self, ch: list[Any]) -> A.OptionalEffect:
        """ "you may exile an instant card with converted mana cost 2 or less from your hand"
        (the chosen card is then "the exiled card" of the linked abilities, CR 607.2a)."""
        kind = next(c for c in ch if isinstance(c, Token) and c.type == "CARD_TYPE")
        word = str(self.lex.lookup("CARD_TYPE", str(kind)))  # type: ignore[attr-defined]
        n = next(c for c in ch if isinstance(c, int) and not isinstance(c, bool))
        card = A.ObjectRef(
            kind="any", filter=(word, "card", f"mana_value_at_most_{n}", "in_your_hand")
        )
        return A.OptionalEffect(player=A.PlayerRef(kind="you"), effect=A.Exile(object=card))

    def m_may_copy_exiled(self, ch: list[Any]) -> A.Sequence:
        """ "You may copy the exiled card. If you do, you may cast the copy without paying its
        mana cost." (CR 707.12, 601.2, 118.9)."""
        exiled = A.ObjectRef(kind="linked", filter=("exiled",))
        return A.Sequence(
            effects=(
                A.OptionalEffect(player=A.PlayerRef(kind="you"), effect=A.CopyCard(object=exiled)),
                A.Conditional(
                    condition=A.IfYouDo(),
                    effect=A.CastWithoutPaying(object=A.ObjectRef(kind="that"), optional=True),
                ),
            )
        )

    # ------------------------------------------------- costs that work from the hand (CR 113.6)
    def m_from_hand(self, ch: list[Any]) -> str:
        """ "in your hand" / "from your hand": the zone the card is removed from."""
        return "in_your_hand"

    def m_cost_exile_self_from_hand(self, ch: list[Any]) -> A.Exile:
        """ "Remove [this] in your hand from the game" / "Exile [this] from your hand" as a cost
        (Simian Spirit Guide): the ability works while the card is in its owner's hand."""
        return A.Exile(object=A.ObjectRef(kind="self", filter=("in_your_hand",)))
