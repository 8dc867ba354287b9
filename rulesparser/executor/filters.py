"""Which objects a filter of the AST names (CR 109, 115.1, 205): the canonical filter words
(``creature``, ``untapped``, ``you_control``, ``suspended``, ``nonwhite``, ``counter:time``,
...) an object or a stack item matches, and the objects a static ability's reference affects
now (CR 611.3a). Functions take the :class:`~rulesparser.executor.engine.Engine`; ``Game``
exposes them as methods (``game.matches``).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.canonical import creature_types
from rulesparser.executor import color as _color
from rulesparser.executor import stack as S
from rulesparser.executor.engine import GameObject, StackItem, Zone

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine


def static_affects(game: Engine, ref: A.Node, source: GameObject, obj: GameObject) -> bool:
    """Whether a static ability of ``source`` whose effect is on ``ref`` affects ``obj``
    now (CR 611.3a: continuously re-evaluated). ``each``/``all``/``any``: permanents
    matching the filter (``another``/``other``: not the source; "you control": the
    source's controller); ``self``: the source; ``ObjectUnion``: any of its references."""
    if isinstance(ref, A.ObjectUnion):
        return any(static_affects(game, r, source, obj) for r in ref.objects)
    if not isinstance(ref, A.ObjectRef):
        return False
    if ref.kind == "self":
        return obj is source
    if ref.kind in ("enchanted", "equipped"):  # "Enchanted/Equipped creature gets ..."
        return source.attached_to == (obj.label, obj.zone_changes)  # (CR 303.4, 301.5)
    if ref.kind in ("each", "all", "any"):
        if obj.zone is not Zone.BATTLEFIELD:
            return False
        if obj is source and ("another" in ref.filter or "other" in ref.filter):
            return False
        return matches(game, obj, ref.filter, source.controller)
    return False


def matches(game: Engine, obj: Any, words: Iterable[str], controller: str) -> bool:
    """Whether ``obj`` (an object or a stack item) matches every canonical filter word
    (``creature``, ``permanent``, ``untapped``, ``you_control``, ``suspended``...)."""
    for w in words:
        if not _match_word(game, obj, w, controller):
            return False
    return True


#: filter words naming a player who is a target (CR 115.1: "creatures target player controls",
#: "from target opponent's graveyard"): the executor chooses no such target player yet
TARGET_PLAYER_WORDS = frozenset(
    {
        "target_player_controls",
        "target_opponent_controls",
        "in_target_players_graveyard",
        "in_target_opponents_graveyard",
        "in_target_players_hand",
        "in_target_opponents_hand",
        "in_target_players_library",
        "in_target_opponents_library",
        # "each creature that player or that planeswalker's controller controls" (Bonfire of
        # the Damned): the player chosen or the chosen permanent's controller
        "that_player_or_controller_controls",
    }
)

#: filter words of the AST whose objects depend on what happened earlier (this turn, in this
#: ability, the mana being paid) that the executor does not track: a filter holding one matches
#: nothing and the game records it unsupported, rather than reading it as a card type
UNTRACKED_WORDS = (
    frozenset(
        {
            "died_this_turn",
            "sacrificed_this_way",
            "exiled_this_way",
            # cards an ability of this object exiled (linked abilities, CR 607.2a)
            "exiled_with_self",
            "destroyed_this_way",
            "drawn_this_way",
            "revealed_this_way",
            "tapped_this_way",
            "of_that_color",
            "outside_the_game",
        }
    )
    | TARGET_PLAYER_WORDS
)


#: card types and supertypes a filter word negates with "non" (CR 205.4b: "nonartifact",
#: "nonenchantment", "nonlegendary"; "nonland", "noncreature" and "nonbasic" are read above)
_NEGATED_TYPES = frozenset(
    {
        "artifact",
        "enchantment",
        "planeswalker",
        "instant",
        "sorcery",
        "battle",
        "legendary",
        "snow",
        "equipment",
        "aura",
        "vehicle",
    }
)


#: the card types (CR 205.2a; "tribal" before 2024), supertypes (CR 205.4a) and colors (CR
#: 105.1) a filter word may name
_CARD_TYPES_SUPERTYPES_COLORS = frozenset(
    "artifact battle conspiracy creature dungeon enchantment instant kindred land phenomenon "
    "plane planeswalker scheme sorcery tribal vanguard basic elite legendary ongoing snow world "
    "host white blue black red green".split()
)


@functools.cache
def type_words() -> frozenset[str]:
    """The filter words an object's characteristics answer (``GameObject.has_type``): card
    types, supertypes, colors and every subtype (CR 205.3: the language-neutral keys of the
    ``SUBTYPE`` word class, the same in every language's ``words.yaml``)."""
    from rulesparser.cardtext import phrase_lexicon
    from rulesparser.lexicon import available_languages

    words = set(_CARD_TYPES_SUPERTYPES_COLORS)
    for lang in available_languages():
        words |= set(phrase_lexicon(lang).classes.get("SUBTYPE", {}))
    return frozenset(words)


def _match_word(game: Engine, obj: Any, w: str, controller: str) -> bool:
    if (
        w in UNTRACKED_WORDS
        or w.startswith(("shares_", "attached_to:", "attacking:"))
        or w == "targets_self"
    ):
        # (a characteristic shared with another object, CR 105.4, 205.3m: not compared here)
        game.unsupported.add(f"filter:{w}")
        return False
    if w.startswith("named:") and "named:~" in w.split("|"):
        # this card's own name (CR 201.2): the filter does not know which card it is on
        game.unsupported.add("filter:named:~")
        return False
    if isinstance(obj, StackItem):
        return S.stack_item_matches(obj, w)
    if not isinstance(obj, GameObject):
        return False
    on_bf = obj.zone is Zone.BATTLEFIELD
    if w == "permanent":
        return on_bf
    if w in ("suspended", "suspended_card"):
        return is_suspended(game, obj)
    if w == "permanent_or_suspended":
        return on_bf or is_suspended(game, obj)
    if w == "permanent_with_time_counter_or_suspended":
        return (on_bf and obj.counters.get("time", 0) > 0) or is_suspended(game, obj)
    if w == "untapped":
        return on_bf and not obj.tapped
    if w == "tapped":
        return on_bf and obj.tapped
    if w in ("you_control", "your"):
        return obj.controller == controller
    if w in ("opponent_controls", "an_opponent_controls"):
        return obj.controller != controller
    if w == "noncreature":  # "target noncreature permanent" (CR 205.4b)
        return not obj.has_type("creature")
    if w == "you_dont_control":  # "you don't control": any other player (CR 108.4)
        return obj.controller != controller
    if w == "opponents_choice":  # who chooses: the scenario; the opponent stays (retarget.py)
        return True
    if w == "nonland":
        return not obj.has_type("land")
    if w == "nonbasic":  # CR 205.4a: a land without the supertype basic
        return not obj.has_type("basic")
    if w == "card":
        return not obj.token
    if w == "spell":  # a card on the stack (CR 112.1), as "cast" triggers see it
        return obj.zone is Zone.STACK
    if w == "in_your_graveyard":
        return obj.zone is Zone.GRAVEYARD and obj.owner == controller
    if w == "in_a_graveyard":
        return obj.zone is Zone.GRAVEYARD
    if w in ("another", "other"):
        return True  # checked against the source in _legal_target / static_affects
    if w == "nontoken":  # "nontoken creatures" (CR 111.1: a token is no card)
        return not obj.token
    if w.startswith("non") and (w[3:] in _color.COLORS or w[3:] in _NEGATED_TYPES):
        # "nonwhite creatures" (CR 105.2), "target nonartifact creature" (CR 205.4b): a word
        # with "non" is the type or color it negates, not a type of its own
        return not obj.has_type(w[3:])
    if w.startswith("non") and w[3:] in creature_types():
        # "non-Frog creature" (CR 205.3m: a creature type it does not have)
        return not obj.has_type(w[3:])
    if w.startswith("with:"):  # "creatures with flying" (CR 702.1: a keyword it has)
        return game.has_keyword(obj, w[5:])
    if w.startswith("counter:"):
        return obj.counters.get(w[8:], 0) > 0
    if "|" in w:  # "an instant or sorcery card", "attacking or blocking": either word
        return any(_match_word(game, obj, part, controller) for part in w.split("|"))
    if w.startswith("named:"):  # "a card named Forest" (CR 201.2: its English name; one name
        # per half of a split card, CR 709.4)
        faces = getattr(obj.chars, "faces", ()) or (obj.chars,)
        return any((f.names.get("en") or f.key) == w[6:] for f in faces)
    if w == "token":  # "creature tokens" (CR 111.1)
        return obj.token
    if w not in type_words():
        # a filter word the executor does not know ("with power 2 or less", "blocking"...):
        # reported (the run says it can't play it yet) rather than matching nothing in silence
        game.unsupported.add(f"filter:{w}")
        return False
    return obj.has_type(w)


def is_suspended(game: Engine, obj: GameObject) -> bool:
    """CR 702.62b: a card is suspended if it's in exile, has suspend, and has a time
    counter on it."""
    return (
        obj.zone is Zone.EXILE
        and obj.counters.get("time", 0) > 0
        and any(k.name == "suspend" for k in obj.card.abilities if isinstance(k, A.Keyword))
    )
