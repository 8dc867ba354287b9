"""Parse tree -> AST for "as [this] enters, choose" lines, copy effects and naming a card
(``grammar/<lang>/cards_copies.lark``).

A mixin of the shared transformer; every language uses the same ``c_*`` rule names and children
are classified by type, so word order does not matter. Shapes (CR numbers of the current rules):

- "As [this] enters [or is turned face up], it becomes your choice of A or B" (CR 614.12,
  614.1e): ``ReplacementEffect(mode="as", event=Event | AnyEvent, replacement=ChoiceOf(...))``
  whose options are :class:`~rulesparser.ast.SetCharacteristics` (copiable values, CR 707.2);
- "As [this] enters, you may choose a creature card in a graveyard. If you do, [this] enters as a
  copy of that card" (CR 707.2): ``ChooseObject`` then ``Conditional(IfYouDo, BecomeCopy)``;
- "As [this] enters, name a nonland card" (CR 201.3): ``NameCard``;
- "The named card can't be played", "Activated abilities of ... with that name can't be played"
  (CR 101.2): :class:`~rulesparser.ast.Prohibition`.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from rulesparser import ast as A

__all__ = ["CopiesMixin"]

_SELF = A.ObjectRef(kind="self")
_YOU = A.PlayerRef(kind="you")


def _toks(ch: list[Any], *types: str) -> list[Token]:
    return [c for c in ch if isinstance(c, Token) and c.type in types]


class CopiesMixin:
    """Transformer callbacks for the ``c_*`` rules of ``grammar/<lang>/cards_copies.lark``."""

    lex: Any

    # ------------------------------------------------------------------ events
    def c_ev_enters(self, ch: list[Any]) -> A.Event:
        return A.Event(name="enters", object=_SELF)

    def c_ev_enters_or_face_up(self, ch: list[Any]) -> A.AnyEvent:
        return A.AnyEvent(
            events=(
                A.Event(name="enters", object=_SELF),
                A.Event(name="turned_face_up", object=_SELF),
            )
        )

    # ------------------------------------------------------------------ choices
    def c_char_pt(self, ch: list[Any]) -> A.SetCharacteristics:
        """ "5/1", "a 2/2 creature with flying": base power/toughness (and keywords)."""
        from rulesparser.parser import keyword_expansion  # parser imports this module

        pt = _toks(ch, "PT")[0]
        power, toughness = (int(x) for x in str(pt).split("/"))
        kws = [self.lex.lookup(t.type, str(t)) for t in _toks(ch, "KW_PLAIN")]
        abilities = tuple(
            A.Keyword(name=k, parameter=None, abilities=keyword_expansion(k, None)) for k in kws
        )
        types = ("creature",) if len(ch) > 1 else ()
        return A.SetCharacteristics(
            object=_SELF, power=power, toughness=toughness, types=types, abilities=abilities
        )

    def c_options(self, ch: list[Any]) -> tuple[str, tuple[A.Node, ...]]:
        return ("options", tuple(c for c in ch if isinstance(c, A.SetCharacteristics)))

    def c_eff_choice_of(self, ch: list[Any]) -> A.ChoiceOf:
        options = next(c[1] for c in ch if isinstance(c, tuple) and c[:1] == ("options",))
        return A.ChoiceOf(player=_YOU, options=options)

    def c_zone_any_graveyard(self, ch: list[Any]) -> str:
        return "in_a_graveyard"

    def c_card_phrase(self, ch: list[Any]) -> A.ObjectRef:
        """ "a creature card in a graveyard" -> ``any`` object, filter
        ``("creature", "card", "in_a_graveyard")``; "a nonland card" -> ``("nonland", "card")``."""
        words: list[str] = []
        for c in ch:
            if isinstance(c, Token) and c.type == "CARD_TYPE":
                words.append(self.lex.lookup(c.type, str(c)))
            elif isinstance(c, Token) and c.type.endswith("NONLAND"):
                words.append("nonland")
        words.append("card")
        words += [c for c in ch if isinstance(c, str) and not isinstance(c, Token)]
        return A.ObjectRef(kind="any", filter=tuple(words))

    def c_eff_may_choose_object(self, ch: list[Any]) -> A.ChooseObject:
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        return A.ChooseObject(player=_YOU, object=obj, optional=True)

    def c_eff_name_card(self, ch: list[Any]) -> A.NameCard:
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        return A.NameCard(player=_YOU, filter=tuple(w for w in obj.filter if w != "card"))

    def c_eff_if_do_enter_as_copy(self, ch: list[Any]) -> A.Conditional:
        return A.Conditional(
            condition=A.IfYouDo(),
            effect=A.BecomeCopy(object=_SELF, original=A.ObjectRef(kind="that")),
        )

    # ------------------------------------------------------------------ abilities
    def c_as_enters(self, ch: list[Any]) -> A.ReplacementEffect:
        event = next(c for c in ch if isinstance(c, (A.Event, A.AnyEvent)))
        effects = [c for c in ch if isinstance(c, A.Effect)]
        effect = effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects))
        return A.ReplacementEffect(event=event, mode="as", replacement=effect)

    # ------------------------------------------------------------------ prohibitions
    def c_named_card(self, ch: list[Any]) -> A.ObjectRef:
        return A.ObjectRef(kind="each", filter=("card", "chosen_name"))

    def c_obj_with_name(self, ch: list[Any]) -> A.ObjectRef:
        kinds = [self.lex.lookup(t.type, str(t)) for t in _toks(ch, "CARD_TYPE")]
        words = [kinds[0] if kinds else "card", "chosen_name"]
        if any(isinstance(c, str) and c == "not_on_battlefield" for c in ch):
            words.append("not_on_battlefield")
        return A.ObjectRef(kind="each", filter=tuple(words))

    def c_not_in_play(self, ch: list[Any]) -> str:
        return "not_on_battlefield"

    def c_prohibit_cast(self, ch: list[Any]) -> A.Prohibition:
        return A.Prohibition(
            action="cast", object=next(c for c in ch if isinstance(c, A.ObjectRef))
        )

    def c_prohibit_activate(self, ch: list[Any]) -> A.Prohibition:
        return A.Prohibition(
            action="activate", object=next(c for c in ch if isinstance(c, A.ObjectRef))
        )

    def c_prohibition(self, ch: list[Any]) -> A.Prohibition:
        return next(c for c in ch if isinstance(c, A.Prohibition))

    # ------------------------------------------------------------------ Intet, the Dreamer
    def c_may_pay(self, ch: list[Any]) -> A.MayPay:
        cost = next(c for c in ch if isinstance(c, A.ManaCost))
        return A.MayPay(player=_YOU, cost=A.Cost(components=(cost,)))

    def c_top_card(self, ch: list[Any]) -> A.ObjectRef:
        return A.ObjectRef(kind="top_of_library", filter=("card", "your"))

    def c_that_card(self, ch: list[Any]) -> A.ObjectRef:
        return A.ObjectRef(kind="that", filter=("card",))

    def c_exile_top(self, ch: list[Any]) -> A.Exile:
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        return A.Exile(object=obj, face_down=True)

    def c_while_exiled(self, ch: list[Any]) -> A.Duration:
        return A.Duration(kind="while_exiled")

    def c_while_source_in_play(self, ch: list[Any]) -> A.Duration:
        return A.Duration(kind="while_source_on_battlefield")

    def c_look_at(self, ch: list[Any]) -> A.LookAt:
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        dur = next(c for c in ch if isinstance(c, A.Duration))
        return A.LookAt(player=_YOU, object=obj, duration=dur)

    def c_play_permission(self, ch: list[Any]) -> A.PlayPermission:
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        dur = next(c for c in ch if isinstance(c, A.Duration))
        return A.PlayPermission(player=_YOU, object=obj, without_paying=True, duration=dur)

    def c_if_you_do(self, ch: list[Any]) -> A.Conditional:
        effects = tuple(c for c in ch if isinstance(c, A.Effect))
        effect = effects[0] if len(effects) == 1 else A.Sequence(effects=effects)
        return A.Conditional(condition=A.IfYouDo(), effect=effect)

    def c_triggered_may_pay(self, ch: list[Any]) -> A.TriggeredAbility:
        """ "[trigger], you may pay [cost]. If you do, [effects]" (CR 603, 608.2c)."""
        trigger = next(c for c in ch if isinstance(c, (A.EventTrigger, A.AnyTrigger)))
        effects = tuple(c for c in ch if isinstance(c, A.Effect))
        return A.TriggeredAbility(trigger=trigger, effect=A.Sequence(effects=effects))

    # ------------------------------------------------------------------ Shrouded Lore
    def c_zone_your_graveyard(self, ch: list[Any]) -> str:
        return "in_your_graveyard"

    def c_player_chooses(self, ch: list[Any]) -> A.ChooseObject:
        """ "Target opponent chooses a card in your graveyard" (CR 608.2c: chosen on resolution)."""
        player = next(c for c in ch if isinstance(c, A.PlayerRef))
        obj = next(c for c in ch if isinstance(c, A.ObjectRef))
        return A.ChooseObject(player=player, object=obj)

    def c_except_chosen(self, ch: list[Any]) -> str:
        return "exclude_chosen"

    def c_repeat_followup(self, ch: list[Any]) -> A.Conditional:
        """ "If you do, repeat this process [except that opponent can't choose a card already
        chosen for this spell]"."""
        return A.Conditional(
            condition=A.IfYouDo(),
            effect=A.RepeatProcess(exclude_chosen="exclude_chosen" in ch),
        )

    def c_put_last_chosen(self, ch: list[Any]) -> A.ReturnToHand:
        """ "Then put the last chosen card into your hand" (a card in your graveyard: its owner's
        hand is yours)."""
        return A.ReturnToHand(object=A.ObjectRef(kind="that", filter=("card",)))

    # ------------------------------------------------------------------ Erratic Mutation
    def c_choose_target(self, ch: list[Any]) -> A.ChooseObject:
        """ "Choose target creature." (CR 115.1): the target is chosen as the spell is cast."""
        kind = next(self.lex.lookup(t.type, str(t)) for t in _toks(ch, "CARD_TYPE"))
        return A.ChooseObject(player=_YOU, object=A.ObjectRef(kind="target", filter=(kind,)))

    def c_reveal_until(self, ch: list[Any]) -> A.RevealUntil:
        return A.RevealUntil(player=_YOU, filter=("nonland", "card"))

    def c_x_that_card_mana_value(self, ch: list[Any]) -> A.Count:
        return A.Count(what="mana_value", object=A.ObjectRef(kind="that", filter=("card",)))

    def c_gets_x(self, ch: list[Any]) -> A.ModifyPowerToughnessBy:
        """ "That creature gets +X/-X until end of turn, where X is that card's converted mana
        cost" (CR 611.2, 107.3)."""
        signs = str(_toks(ch, "CP_PT_X")[0]).split("/")
        return A.ModifyPowerToughnessBy(
            object=A.ObjectRef(kind="that", filter=("creature",)),
            amount=next(c for c in ch if isinstance(c, A.Count)),
            power_sign=-1 if signs[0].startswith("-") else 1,
            toughness_sign=-1 if signs[1].startswith("-") else 1,
            duration=A.Duration(kind="end_of_turn"),
        )

    def c_any_order(self, ch: list[Any]) -> str:
        return "any_order"

    def c_put_revealed_bottom(self, ch: list[Any]) -> A.PutOnBottom:
        return A.PutOnBottom(
            object=A.ObjectRef(kind="each", filter=("card", "revealed_this_way")),
            any_order="any_order" in ch,
        )

    # ------------------------------------------------------------------ Venarian Glimmer
    def c_mana_value_at_most(self, ch: list[Any]) -> str:
        return "mana_value_at_most_x"

    def c_f_choose_from_hand(self, ch: list[Any]) -> A.ChooseObject:
        """ "Choose a nonland card with converted mana cost X or less from it [the revealed
        hand]" (CR 608.2c; a split card qualifies if either half does, CR 708 of 2007): one
        card of that player's hand, in the words the card-text grammar gives the Oracle line."""
        words = ("nonland", "card", "in_that_players_hand", "mana_value<=X")
        return A.ChooseObject(player=_YOU, object=A.ObjectRef(kind="any", filter=words, count=1))

    def c_f_that_player_discards(self, ch: list[Any]) -> A.Discard:
        return A.Discard(
            player=A.PlayerRef(kind="that_player"),
            object=next(c for c in ch if isinstance(c, A.ObjectRef)),
        )
