"""Transformer callbacks of what a player can't do (grammar/<lang>/clauses/
verbs_player_restrictions.lark, CR 101.2): :class:`~rulesparser.ast.PlayerRestriction`."""

from __future__ import annotations

from typing import Any

from rulesparser import ast as A

from .effects import PERMANENT, KwList
from .util import Unsure, one, tokens


def _restricted(action: str, obj: A.ObjectRef | None = None, most: int | None = None) -> dict:
    return {"action": action, "object": obj, "max_per_turn": most}


class PlayerRestrictionsMixin:
    """Restrictions on players' actions."""

    def player_cant(self, ch: list[Any]) -> A.PlayerRestriction:
        """ "[player] can't [action]" (CR 101.2), lasting as long as its source (a static
        ability) unless the clause says a duration ("this turn")."""
        player = one(ch, A.PlayerRef)
        what = next(c for c in ch if isinstance(c, dict))
        # German says the duration before what is forbidden ("können in diesem Zug keine ...")
        duration = one(ch, A.Duration) or PERMANENT
        if "keyword" in what:  # "can't be the target of spells or abilities" (pr_be_targeted)
            return A.PlayerKeyword(player=player, ability=what["keyword"], duration=duration)
        return A.PlayerRestriction(player=player, duration=duration, **what)

    def player_cant_you(self, ch: list[Any]) -> A.PlayerRestriction:
        """German "Du kannst nicht mehr als einen Zauberspruch pro Zug spielen" (you can't
        cast more than one spell each turn, CR 101.2): :meth:`player_cant` of you."""
        return self.player_cant([A.PlayerRef(kind="you"), *ch])

    def player_cant_either(self, ch: list[Any]) -> A.Sequence:
        """ "[player] can't [action] or [action]" (split second, CR 702.61a): each of them
        forbidden (:meth:`player_cant` of each)."""
        player = one(ch, A.PlayerRef)
        what = [c for c in ch if isinstance(c, dict)]
        duration = one(ch, A.Duration) or PERMANENT
        return A.Sequence(
            effects=tuple(A.PlayerRestriction(player=player, duration=duration, **w) for w in what)
        )

    def pr_activate_nonmana(self, ch: list[Any]) -> dict:
        """ "activate abilities that aren't mana abilities" (CR 602; mana abilities, CR 605,
        stay allowed): ``object`` each ability but a mana ability."""
        nouns = [self.lex.lookup("OBJ_NOUN", str(t)) for t in tokens(ch, "OBJ_NOUN")]
        if nouns != ["ability", "ability"]:
            raise Unsure("activating something that is not an ability")
        return _restricted("activate", A.ObjectRef(kind="each", filter=("nonmana", "ability")))

    def _restricted_kind(self, obj: A.ObjectRef) -> A.ObjectRef:
        """The spells a player can't cast: a kind of spell, never a target or a count."""
        if obj.kind not in ("each", "any") or obj.count not in (None, 1) or obj.up_to:
            raise Unsure("a restriction on casting a particular object")
        return obj

    def pr_cast(self, ch: list[Any]) -> dict:
        obj = self._restricted_kind(one(ch, A.ObjectRef))
        if "spell" not in obj.filter:
            raise Unsure("a restriction on casting something that is not a spell")
        return _restricted("cast", obj)

    def pr_cast_more_than(self, ch: list[Any]) -> dict:
        """ "can't cast more than one spell each turn": at most that many each turn."""
        from .phrases import Post, Words

        most = one(ch, int)
        words = one(ch, Words)
        if most is None or any(isinstance(c, Post) for c in ch):
            raise Unsure("a count of spells it does not know")
        obj = A.ObjectRef(kind="each", filter=words.filter())
        if "spell" not in obj.filter:
            raise Unsure("a restriction on casting something that is not a spell")
        return _restricted("cast", obj, most)

    def pr_play(self, ch: list[Any]) -> dict:
        obj = self._restricted_kind(one(ch, A.ObjectRef))
        if "land" not in obj.filter or "spell" in obj.filter:
            raise Unsure("'play' of something that is not a land")
        return _restricted("play", obj)

    def pr_gain_life(self, ch: list[Any]) -> dict:
        return _restricted("gain_life")

    def pr_draw(self, ch: list[Any]) -> dict:
        return _restricted("draw")

    def pr_draw_more_than(self, ch: list[Any]) -> dict:
        """ "can't draw more than one card each turn" (CR 121)."""
        most = one(ch, int)
        if most is None:
            raise Unsure("a count of cards it does not know")
        return _restricted("draw", None, most)

    def pr_be_targeted(self, ch: list[Any]) -> dict:
        """ "[player] can't be the target of spells or abilities": what shroud means (CR
        702.18a, "This permanent or player can't be ..."): the player has shroud
        (:class:`~rulesparser.ast.PlayerKeyword`, as the Oracle text "You have shroud")."""
        return {"keyword": "shroud"}

    def pr_be_targeted_by_opponents(self, ch: list[Any]) -> dict:
        """ "[player] can't be the target of spells or abilities your opponents control": what
        hexproof on a player means (CR 702.11c): the player has hexproof."""
        return {"keyword": "hexproof"}

    def pr_win_game(self, ch: list[Any]) -> dict:
        return _restricted("win_game")

    def pr_lose_game(self, ch: list[Any]) -> dict:
        return _restricted("lose_game")

    def pr_search_library(self, ch: list[Any]) -> dict:
        return _restricted("search_library")

    def plays_revealed(self, ch: list[Any]) -> A.PlaysRevealed:
        """ "[players] play with their hands revealed" (CR 400.2); no player said: you."""
        from .phrases import YOU

        player = one(ch, A.PlayerRef) or YOU
        cards = next(c for c in ch if isinstance(c, str))
        return A.PlaysRevealed(player=player, cards=cards, duration=PERMANENT)

    def keep_unspent_mana(self, ch: list[Any]) -> A.KeepUnspentMana:
        """ "[players] don't lose [unspent] mana as steps and phases end" (an exception to CR
        500.5), lasting as long as its source (a static ability) unless a duration is said
        ("Until end of turn, you don't lose this mana ...")."""
        player = one(ch, A.PlayerRef)
        mana, color = next(c for c in ch if isinstance(c, tuple))
        return A.KeepUnspentMana(player=player, mana=mana, color=color, duration=PERMANENT)

    def km_this(self, ch: list[Any]) -> tuple[str, str | None]:
        return ("this", None)

    def km_unspent(self, ch: list[Any]) -> tuple[str, str | None]:
        colors = tokens(ch, "COLOR")
        return ("unspent", self.lex.lookup("COLOR", str(colors[0])) if colors else None)  # type: ignore[attr-defined]

    def rc_hand(self, ch: list[Any]) -> str:
        return "hand"

    def rc_top_of_library(self, ch: list[Any]) -> str:
        """ "the top card of their libraries": one card, of each such player's library."""
        if self.lex.lookup("OBJ_NOUN", str(tokens(ch, "OBJ_NOUN")[0])) != "card":  # type: ignore[attr-defined]
            raise Unsure("the top of a library that is not a card")
        return "top_of_library"

    def pr_cycle(self, ch: list[Any]) -> dict:
        return _restricted("cycle", self._restricted_kind(one(ch, A.ObjectRef)))

    def pr_play_or_cast(self, ch: list[Any]) -> dict:
        """French "jouer de ..." before 2009: "play" of a land (CR 305.1) and "cast" of a spell
        (CR 601), the verb of both then; anything else stays unparsed."""
        obj = self._restricted_kind(one(ch, A.ObjectRef))
        if "spell" in obj.filter:
            return self.pr_cast(ch)
        return self.pr_play(ch)

    def player_has_keyword(self, ch: list[Any]) -> A.PlayerKeyword:
        """ "You have hexproof", "You gain shroud until end of turn" (CR 702.11d, 702.18d): the
        keywords a player can have; another keyword said of a player is not understood."""
        kw = self.lex.lookup("KW_PLAIN", str(tokens(ch, "KW_PLAIN")[0]))  # type: ignore[attr-defined]
        if kw not in ("hexproof", "shroud"):
            raise Unsure("a keyword of a player other than hexproof or shroud")
        duration = one(ch, A.Duration) or PERMANENT  # ("gains" always says how long)
        return A.PlayerKeyword(player=one(ch, A.PlayerRef), ability=kw, duration=duration)

    def player_and_objects_have_keyword(self, ch: list[Any]) -> A.Sequence:
        """ "You and Humans you control have hexproof" (German "Du und Menschen, die du
        kontrollierst, haben Fluchsicherheit"): the player has the keyword (CR 702.11d) and so
        does each such object, as "You have hexproof and Humans you control have hexproof"
        says it. A player other than you, an object that is not each of a kind, or a keyword
        a player can't have is not understood."""
        player = one(ch, A.PlayerRef)
        obj = one(ch, A.ObjectRef)
        if player != A.PlayerRef(kind="you") or obj is None or obj.kind != "each":
            raise Unsure("'and' between a player and objects other than 'you and [kind]'")
        keyword = self.player_has_keyword([c for c in ch if c is not obj])
        grant = self.has_abilities([KwList(ids=(keyword.ability,))]).build(obj, None)  # type: ignore[attr-defined]
        return A.Sequence(effects=(keyword, grant))

    def player_not_targeted(self, ch: list[Any]) -> A.PlayerKeyword:
        """German "Du kannst nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein[, die deine
        Gegner kontrollieren]": you have the keyword it means (shroud, CR 702.18a; hexproof on
        a player, CR 702.11c; ``not_targeted`` reads which), for the duration said inside."""
        from .phrases import YOU

        keyword, duration = next(c[1] for c in ch if isinstance(c, tuple))
        return A.PlayerKeyword(player=YOU, ability=keyword, duration=duration or PERMANENT)

    def hs_reduced(self, ch: list[Any]) -> int:
        return -1

    def hs_increased(self, ch: list[Any]) -> int:
        return 1

    def no_max_hand_size(self, ch: list[Any]) -> A.MaximumHandSize:
        """French "Vous n'avez pas de taille de main maximum" ("You have no maximum hand size",
        CR 402.2): the player keeps any number of cards at the cleanup step (``value`` None,
        ``mode`` ``set``); only "you" is read."""
        player = one(ch, A.PlayerRef)
        if player is None or player.kind != "you" or player.object is not None:
            raise Unsure("no maximum hand size for a player other than you")
        return A.MaximumHandSize(player=player, value=None, mode="set")

    def max_hand_size_change(self, ch: list[Any]) -> A.MaximumHandSize:
        """ "Your maximum hand size is reduced by four" (CR 402.2): a change of the player's
        maximum hand size by that many (``mode`` ``modify``, negative when reduced)."""
        player = one(ch, A.PlayerRef)
        sign, n = [c for c in ch if isinstance(c, int) and not isinstance(c, bool)]
        return A.MaximumHandSize(player=player, value=sign * n, mode="modify")
