"""Parse tree -> AST for the Oracle (modern) templating of the seed cards and the 2007 printed
wording they replace (grammar/<lang>/sentences_templating.lark, rules ``o_*`` shared by every language).

"The same ability in any language or templating era gives the same AST": each rule here builds
the node the older wording already gives, or a new node both wordings share.

Children are classified by node type, so the word order of a language does not matter.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rulesparser import ast as A
from rulesparser.transform.sentences.util import first_of_type as _one
from rulesparser.transform.sentences.util import of_type as _of

__all__ = ["OracleMixin"]

_YOU = A.PlayerRef(kind="you")
_EOT = A.Duration(kind="end_of_turn")


def _pt_mods(ch: list[Any]) -> list[tuple[int, int]]:
    """The ``+2/-2`` tokens of a rule, as (power, toughness) deltas in printed order."""
    out = []
    for c in ch:
        if isinstance(c, Token) and c.type == "PT_MOD":
            power, toughness = (int(x) for x in str(c).split("/"))
            out.append((power, toughness))
    return out


class OracleMixin:
    """Rule callbacks of cards_oracle.lark (mixed into ``BaseTransformer``)."""

    def o_pump_choice(self, ch: list[Any]) -> A.ChoiceOf:
        """ "target creature gets +2/-2 or -2/+2 until end of turn" (Shaper Parasite): the
        controller chooses one of the modifications as the ability resolves (CR 608.2d; Planar
        Chaos FAQ). ``ChoiceOf(player=you, options=(ModifyPowerToughness, ...))``, each option on
        the same object."""
        obj = _one(ch, A.ObjectRef)
        options = tuple(
            A.ModifyPowerToughness(object=obj, power=p, toughness=t, duration=_EOT)
            for p, t in _pt_mods(ch)
        )
        return A.ChoiceOf(player=_YOU, options=options)

    def o_control_enchanted(self, ch: list[Any]) -> A.StaticEffect:
        """ "You control enchanted creature." (Enslave): a static control-changing effect
        (CR 613.1b, layer 2) of an Aura, ``StaticEffect(GainControl(you, enchanted creature))``."""
        return A.StaticEffect(effect=A.GainControl(player=_YOU, object=_one(ch, A.ObjectRef)))

    def o_its_owner(self, ch: list[Any]) -> A.PlayerRef:
        """ "its owner" (CR 108.3): the owner of the object named before in the sentence; the
        rule using it binds the object (``PlayerRef(kind="owner", object=None)`` until then)."""
        return A.PlayerRef(kind="owner")

    def o_deal_damage(self, ch: list[Any]) -> A.DealDamage:
        """ "[object] deals N damage to its owner" (Enslave; CR 120): "its" is the source."""
        source = _one(ch, A.ObjectRef)
        amount = next(c for c in ch if isinstance(c, (int, A.Variable)) and not isinstance(c, bool))
        owner = _one(ch, A.PlayerRef)
        return A.DealDamage(
            damage_source=source,
            amount=amount,
            recipient=A.PlayerRef(kind=owner.kind, object=source),
        )

    def o_target_card_in_graveyard(self, ch: list[Any]) -> A.ObjectRef:
        """ "target creature card in a graveyard" / "... from a graveyard" (CR 115.1: a card in
        any graveyard), the card type first in the filter."""
        types = [
            self.lex.lookup(c.type, str(c))  # type: ignore[attr-defined]
            for c in ch
            if isinstance(c, Token) and c.type == "CARD_TYPE"
        ]
        return A.ObjectRef(kind="target", filter=(*types, "card", "in_a_graveyard"))

    def o_put_onto_battlefield(self, ch: list[Any]) -> A.PutOntoBattlefield:
        """ "put [card in a graveyard] onto the battlefield under your control" (2007: "into
        play"; CR 110.2): from the graveyard, under your control."""
        return A.PutOntoBattlefield(object=_one(ch, A.ObjectRef), zone="graveyard", controller=_YOU)

    def o_fight_reminder(self, ch: list[Any]) -> A.Fight:
        """The reminder "(Each deals damage equal to its power to the other.)" of "fight"
        (CR 701.12a): the fight of the creatures named before, as the 2007 wording says it."""
        return A.Fight(object=A.ObjectRef(kind="that", filter=("creature",)))

    def o_summoning_sickness_reminder(self, ch: list[Any]) -> A.StaticAbility:
        """Life and Limb's reminder "(They're affected by summoning sickness.)": a restatement of
        CR 302.6, kept as the reminder's meaning."""
        return A.StaticAbility(rule="summoning_sickness")

    def o_prohibit_cast_spells(self, ch: list[Any]) -> A.Prohibition:
        """ "Spells with the chosen name can't be cast." (Voidstone Gargoyle, Oracle): the 2007
        "The named card can't be played." of a nonland name (to play a nonland card is to cast
        it, CR 2007 212.1 / 601): ``Prohibition(cast, each card with the chosen name)``."""
        return A.Prohibition(
            action="cast", object=A.ObjectRef(kind="each", filter=("card", "chosen_name"))
        )

    def o_prohibit_activate_sources(self, ch: list[Any]) -> tuple[str, list[A.Prohibition]]:
        """ "Activated abilities of sources with the chosen name can't be activated." (Oracle):
        the sources are the permanents and the cards that aren't on the battlefield (a spell on
        the stack included), the two abilities of the 2007 wording, so the same two
        :class:`Prohibition` nodes (CR 101.2, 602). (A copy of a spell is a source that is no
        card; the Oracle wording also covers it: an edge case this AST does not tell apart.)"""
        return (
            "many",
            [
                A.Prohibition(
                    action="activate",
                    object=A.ObjectRef(kind="each", filter=("permanent", "chosen_name")),
                ),
                A.Prohibition(
                    action="activate",
                    object=A.ObjectRef(
                        kind="each", filter=("card", "chosen_name", "not_on_battlefield")
                    ),
                ),
            ],
        )

    def o_may_enter_as_copy(self, ch: list[Any]) -> A.ReplacementEffect:
        """ "You may have ~ enter the battlefield as a copy of any creature card in a graveyard"
        (Body Double, Oracle; CR 614.1c, 707.9): the node of the 2007 wording "As ~ comes into
        play, you may choose [a card]. If you do, ~ comes into play as a copy of that card":
        ``ReplacementEffect(as enters: ChooseObject(optional), if you do: BecomeCopy)``."""
        self_ref = A.ObjectRef(kind="self")
        card = next(c for c in _of(ch, A.ObjectRef) if c.kind != "self")
        return A.ReplacementEffect(
            event=A.Event(name="enters", object=self_ref),
            mode="as",
            replacement=A.Sequence(
                effects=(
                    A.ChooseObject(player=_YOU, object=card, optional=True),
                    A.Conditional(
                        condition=A.IfYouDo(),
                        effect=A.BecomeCopy(object=self_ref, original=A.ObjectRef(kind="that")),
                    ),
                )
            ),
        )

    def o_union_thats(self, ch: list[Any]) -> A.ObjectRef | A.ObjectUnion:
        """ "each creature you control that's a Fungus or a Saproling" (Pallid Mycoderm, Oracle):
        the 2007 "each Fungus and each Saproling you control", one reference per type after
        "that's" (a creature type implies a creature, CR 205.3d; the head word adds nothing)."""
        words = [w for w in ch if isinstance(w, str) and not isinstance(w, Token)]
        refs = tuple(A.ObjectRef(kind="each", filter=(w, "you_control")) for w in words[1:])
        return refs[0] if len(refs) == 1 else A.ObjectUnion(objects=refs)

    def o_kind_word(self, ch: list[Any]) -> str:
        """A card type in a list of target kinds ("planeswalker"), canonical."""
        return str(self.lex.lookup(ch[0].type, str(ch[0])))  # type: ignore[attr-defined]

    def o_target_kinds(self, ch: list[Any]) -> A.Target:
        """ "target player, planeswalker, or Sliver creature" (Cautery Sliver, Oracle; CR 115.1):
        the targets area's Target node, "player" and the listed kinds, sorted."""
        kinds = {"player"} | {str(c) for c in ch if isinstance(c, str) and not isinstance(c, Token)}
        return A.Target(kinds=tuple(sorted(kinds)))

    def o_shroud_reminder(self, ch: list[Any]) -> A.StaticAbility:
        """The reminder "(It can't be the target of spells or abilities.)" of shroud (CR 702.18a),
        kept as the reminder's meaning."""
        return A.StaticAbility(rule="shroud")
