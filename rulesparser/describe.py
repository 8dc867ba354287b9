"""Readable one-line descriptions of AST nodes, in the Comprehensive Rules' English terms.

``describe(node_or_json)`` turns an ability such as Vanishing's upkeep trigger into
``triggered ability: at the beginning of your upkeep, if it has a time counter on it: remove 1 time
counter from it``. It works on AST objects and on their canonical JSON (as stored by the knowledge
base), never re-parses text, and falls back to the node type and its fields for node types it
does not know, so a new node class never breaks it.

The wording is the language-neutral AST rendered in CR English (the AST's own vocabulary), not a
translation; the CLI labels around it are localized by the Babel catalogs.
"""

from __future__ import annotations

import re
from typing import Any

from rulesparser import ast as A

Json = dict[str, Any]


def _j(node: Any) -> Any:
    return node.to_json() if isinstance(node, A.Node) else node


def _amount(value: Any) -> str:
    if isinstance(value, dict):
        if value.get("type") == "variable":
            return str(value.get("name")).replace("_", " ")  # "X", "any number"
        return describe(value)
    return "1" if value is None else str(value)


def _number_of(value: Any, noun: str, plural: str | None = None) -> str:
    """A number of things in words a reader expects: "1 card", "3 cards", "X cards", "any
    number cards" never (a variable's words stand before the plural: "any number of cards"),
    "cards equal to the number of creatures you control" (an amount counted on resolution,
    CR 107.1). ``value`` is an int, None (one) or an amount node; ``plural`` defaults to
    ``noun + "s"``."""
    many = plural or noun + "s"
    if value is None or value == 1:
        return "once" if noun == "time" else f"1 {noun}"
    if isinstance(value, dict) and value.get("type") != "variable":
        return f"{many} equal to {describe(value)}"
    text = _amount(value)
    return f"{text} of {many}" if text == "any number" else f"{text} {many}"


def _token_words(e: Json) -> str:
    """ "2 1/1 white soldier creature tokens", "1 treasure artifact token" (CR 111.4: a
    token's characteristics as the effect defines them), with how many the effect creates."""
    pt = (
        f"{_amount(e.get('power'))}/{_amount(e.get('toughness'))} "
        if e.get("power") is not None
        else ""
    )
    types = e.get("types") or (["creature"] if e.get("power") is not None else [])
    words = pt + " ".join(
        str(w) for w in [*(e.get("colors") or []), *(e.get("subtypes") or []), *types]
    )
    named = f" named {e['name']}" if e.get("name") else ""
    return _number_of(e.get("amount"), f"{words} token", f"{words} tokens") + named


def _token_state(e: Json) -> str:
    """ " that are tapped and attacking" (CR 110.5b, 508.4), or nothing."""
    are = "is" if e.get("amount") in (None, 1) else "are"
    if e.get("attacking"):
        return f" that {are} tapped and attacking" if e.get("tapped") else f" that {are} attacking"
    return f" that {are} tapped" if e.get("tapped") else ""


def _signed(value: Any) -> str:
    """A P/T modification: ``+2``, ``-1``, ``+X`` (a variable), ``-X`` (a negated one)."""
    if isinstance(value, int):
        return f"{value:+d}"
    text = _amount(value)
    if isinstance(value, dict) and value.get("type") != "variable":
        return f"+({text})"  # an amount computed on resolution: "+(its power)"
    return text if text.startswith(("+", "-")) else f"+{text}"


def _signed_pt(power: Any, toughness: Any) -> str:
    """ "+2/+0", "-2/-0" (a zero takes the sign of the other number, as cards print it:
    Zulaport Duelist's "-2/-0"), "+X/+X"."""
    p, t = _signed(power), _signed(toughness)
    if power == 0 and isinstance(toughness, int) and toughness < 0:
        p = "-0"
    if toughness == 0 and isinstance(power, int) and power < 0:
        t = "-0"
    return f"{p}/{t}"


def _subject_verb(e: Json, verb_you: str, verb_other: str, rest: str, may: bool = False) -> str:
    """ "you gain 1 life", "target player loses 1 life", "you may draw 1 card"."""
    who = _player(e.get("player"))
    verb = verb_you if who == "you" or may else verb_other
    return f"{who} {'may ' if may else ''}{verb} {rest}"


#: filter words shown as the English phrase (targets area)
_FILTER_WORDS = {
    "opponent_controls": "an opponent controls",
    "you_dont_control": "you don't control",
    "died_this_turn": "that died this turn",
    "has_adventure": "that has an Adventure",  # CR 715.1
    "not_chosen": "not chosen",  # "the rest" of a choice (CR 608.2c)
    # the player a "for each" or a player's relative clause is about (CR 608.2c)
    "current_player_controls": "that player controls",
    # the target player, or the target permanent's controller (CR 108.4)
    "that_player_or_controller_controls": "that player or that permanent's controller controls",
}


_COMPARISONS = (
    ("<=", "{} or less"),
    (">=", "{} or greater"),
    ("<", "less than {}"),
    (">", "greater than {}"),
    ("=", "{}"),
)


def _filter_word(w: str) -> tuple[bool, str]:
    """One filter word as English: (whether it follows the noun, its words). Filter words are
    the AST's canonical words: "creature", "you_control", "in_your_graveyard", "with:flying",
    "counter:+1/+1", "mana_value<=3", "artifact|enchantment"."""
    if w in _FILTER_WORDS:
        return True, _FILTER_WORDS[w]
    if w in ("you_control", "an_opponent_controls") or w.startswith(("in_", "from_")):
        # the AST's words drop the apostrophe: "in_that_players_hand" is "in that player's hand"
        words = w.replace("_", " ")
        return True, re.sub(
            r"\b(player|opponent|owner|controller)s (hand|graveyard|library)\b", r"\1's \2", words
        )
    if w.endswith(("_this_way", "_this_turn")):
        # "cards revealed this way", "creatures that died this turn": after the noun
        return True, w.replace("_", " ")
    if w.startswith("named:"):
        # "named:~|named:Forest": this card's own name or another (CR 201.2)
        names = [part[6:].replace("~", "this card's name") for part in w.split("|")]
        return True, f"named {' or '.join(names)}"
    if w.startswith("shares_color_with:"):  # intimidate (CR 702.13b)
        return True, f"that shares a color with {w.partition(':')[2].replace('~', 'it')}"
    if w.startswith("attached_to:"):  # reconfigure (CR 702.151b)
        what = w.partition(":")[2]
        if what in ("self", "it", "~"):
            return True, "attached to it"
        return True, f"attached to a {what.replace('_', ' ')}"
    if w.startswith("counter:"):
        return True, f"with a {w[8:]} counter on it"
    if w.startswith(("blocking:", "blocked_by:")):
        # "creatures blocking it", "blocking or blocked by it" (CR 509.1; this object: "it")
        parts = [p.partition(":") for p in w.split("|")]
        verbs = " or ".join(v.replace("_", " ") for v, _, _ in parts)
        who = parts[0][2]
        return True, f"{verbs} {'it' if who in ('self', '~') else who}"
    if w.startswith(("greatest_", "least_")):  # "with the greatest power" (CR 208.1)
        most, _, stat = w.partition("_")
        return True, f"with the {most} {stat.replace('_', ' ')}"
    if w.startswith(("with:", "without:")):
        # "with:flying|with:reach": with flying or reach (alternatives of one qualifier)
        word, _, _ = w.partition(":")
        whats = [part.partition(":")[2].replace("_", " ") for part in w.split("|")]
        return True, f"{word} {' or '.join(whats)}"
    for op, shape in _COMPARISONS:
        if op in w:
            stat, _, value = w.partition(op)
            return True, f"with {stat.replace('_', ' ')} {shape.format(value)}"
    return False, " or ".join(part.replace("_", " ") for part in w.split("|"))


def _filter_words(words: list[str], plural: bool = False) -> str:
    """Filter words in English order: adjectives and types, then what follows the noun (the
    noun in the plural for several objects: "two creatures"; a superlative last: "a creature
    that player controls with the greatest power")."""
    pre, post = [], []
    for w in words:
        after, text = _filter_word(w)
        (post if after else pre).append(text)
    if plural and pre:
        pre[-1] = " or ".join(_plural_noun(part) for part in pre[-1].split(" or "))
    # a name right after the noun: "card named this card's name in your graveyard"
    post.sort(key=lambda text: (not text.startswith("named "), text.startswith("with the ")))
    return " ".join(pre + post)


def _plural_noun(word: str) -> str:
    """The English plural of a filter's noun ("creature" -> "creatures", "sorcery" ->
    "sorceries"); a word already plural or not a noun of the filter is kept."""
    if not word or word.endswith("s") or not word[-1].isalpha():
        return word
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "i", "o", "u"):
        return word[:-1] + "ies"
    if word.endswith(("x", "ch", "sh")):
        return word + "es"
    return word + "s"


def _owners_library(o: Any) -> str:
    """ "its owner's library": a card goes to its owner's library, whoever puts it there (CR
    400.3); "their owners' libraries" for several."""
    one = isinstance(o, dict) and o.get("kind") != "each" and o.get("count") in (None, 1)
    return "its owner's library" if one else "their owners' libraries"


def _governed(effect: Any) -> str:
    """An effect under a condition: the parts of a sequence joined by "and" (no "static
    ability:" before each) so the condition reads as covering them all (CR 608.2c)."""
    data = _j(effect)
    if (
        isinstance(data, dict)
        and data.get("type") == "sequence"
        and len(data.get("effects") or []) > 1
    ):
        return " and ".join(_unlabelled(describe(x)) for x in data["effects"])
    # "if ..., it has lifelink", not "if ..., static ability: it has lifelink"; "if you don't,
    # it enters the battlefield tapped", not "..., replacement effect: it enters ..."
    return _unlabelled(describe(data))


def _unlabelled(text: str) -> str:
    """``text`` without the kind of ability it would be said as alone."""
    return text.removeprefix("static ability: ").removeprefix("replacement effect: ")


def _obj(o: Any) -> str:
    if isinstance(o, dict) and isinstance(o.get("targeting"), dict):
        # "a spell that targets ~" (heroic, CR 115.9): the stack object and what it targets
        aim = o["targeting"]
        only = " only" if aim.get("only") else ""
        single = " a single" if aim.get("single") else ""
        rest = {k: v for k, v in o.items() if k != "targeting"}
        return f"{_obj(rest)} that targets{only}{single} {_obj(aim.get('object'))}"
    if isinstance(o, dict) and o.get("type") == "compared_object":
        # "each creature with mana value equal to the number of age counters on it" (CR 109.3)
        said = {"=": "equal to", "<=": "less than or equal to", ">=": "greater than or equal to"}
        rest = " and ".join(
            _shared(c)
            if c.get("type") == "shared_characteristic"
            else f"with {str(c.get('characteristic')).replace('_', ' ')} "
            f"{said.get(c.get('op'), c.get('op'))} {_amount(c.get('amount'))}"
            for c in o.get("compare") or []
        )
        return f"{_obj(dict(o, type='object'))} {rest}"
    if not isinstance(o, dict):
        return "it"
    if o.get("type") == "object_union":  # "All Forests and all Saprolings" (layers area)
        return describe(o)
    if o.get("type") == "attacked_by":  # what an attacking creature attacks (CR 506.3)
        return f"the player or planeswalker {_obj(o.get('object'))} is attacking"
    if o.get("type") == "object_or_player":  # "a permanent or player", "that permanent or
        # player" (CR 120.1: damage is dealt to objects and players); was "None"
        return f"{_obj(o.get('object'))} or player"
    if o.get("type") == "target":  # a player or permanent target (CR 115.1, 115.4)
        return _target(o)
    if o.get("type") == "several_targets":  # "each of up to three targets" (CR 115.4, 601.2c)
        up_to = "up to " if o.get("up_to") else ""
        return f"each of {up_to}{_number_of(o.get('count'), 'target')}"
    kind = o.get("kind")
    count = o.get("count")
    several = (count is None and bool(o.get("up_to"))) or count not in (None, 1)
    words = _filter_words(list(o.get("filter") or []), several and kind in ("any", "target"))
    if "chosen_color" in (o.get("filter") or []):  # "a source of the chosen color"
        words = (
            words.replace(" chosen color", "").replace("chosen color", "").strip()
            + " of the chosen color"
        )
    if kind == "self":  # "this card from your graveyard" (CR 201.5): where it must be said too
        zones = [f for f in o.get("filter") or () if f.startswith("in_")]
        return f"it ({_filter_words(zones)})" if zones else "it"
    if kind == "it":
        return "that object"
    if kind == "current":  # the member of the current turn of a "for each" (CR 608.2c)
        return "that one"
    if kind == "target":
        count = o.get("count")
        if count in (None, 1) and not o.get("up_to"):
            if words.startswith("another "):  # "another target creature" (CR 115.1)
                return f"another target {words.removeprefix('another ')}"
            return f"target {words or 'object'}"
        # "up to two target creatures", "X target artifacts", "any number of target creatures"
        many = _how_many(count, o.get("up_to"), "one")
        if words.startswith("another "):  # "up to one other target creature" (CR 115.1)
            return f"{many} other target {words.removeprefix('another ')}"
        return f"{many} target {words or 'object'}"
    if kind in ("any", "each"):
        count = o.get("count")
        prefix = "each" if kind == "each" else _how_many(count, o.get("up_to"), "a")
        if words.startswith("other ") and prefix in ("a", "each"):
            words = "another " + words.removeprefix("other ")  # "an other elf" (filter "other")
        if words.startswith("another ") and prefix in ("a", "each"):
            # "another creature" (CR 109.1: an object other than this one); "each other
            # creature" (was "a another creature")
            return words if prefix == "a" else "each other " + words.removeprefix("another ")
        if prefix == "a" and words[:1] in ("a", "e", "i", "o", "u"):
            prefix = "an"  # "an instant or sorcery spell"
        return f"{prefix} {words or 'object'}".strip()
    if kind == "that":
        return f"the {words or 'object'}"
    if o.get("type") == "superlative":
        most = "least" if o.get("least", True) else "greatest"
        return f"the {_obj(o.get('object')).replace('each ', '')} with the {most} {o.get('stat')}"
    if kind == "top_of_library":
        filt = list(o.get("filter") or [])
        owner = {
            "each_player": "each player's",
            "that_player": "that player's",
            "target_player": "target player's",
            "target_opponent": "target opponent's",
        }.get(filt[-1] if filt else "your", "your")
        count = o.get("count")
        cards = "card" if count in (None, 1) else f"{_amount(count)} cards"
        return f"the top {cards} of {owner} library"
    if kind == "linked":  # the object(s) a linked ability exiled (CR 607.2a)
        rest = [w for w in o.get("filter") or [] if w != "exiled"]
        return f"the exiled {_filter_words(rest) or 'card'}(s)"
    return f"{kind} {words}".strip()


def _x_is(amount: Any) -> str:
    """ ", X = <amount>" after "-X/-X" when the ability says what X is; nothing when X is the
    variable itself (chosen or paid: "X = X" said nothing)."""
    said = describe(amount)
    return "" if said.strip() in ("", "X") else f", X = {said}"


def _signed_x(sign: int) -> str:
    """ "+X", "-X" or "+0" (a sign of 0: that value does not change, "-X/-0")."""
    return "+X" if sign > 0 else "-X" if sign < 0 else "-0"


def _duration_words(d: Any) -> str:
    """ " until end of turn" for a duration (nothing for a permanent one or none)."""
    kind = (d or {}).get("kind") if isinstance(d, dict) else None
    if kind in (None, "permanent"):
        return ""
    return " " + _DURATION_WORDS.get(kind, (str(kind).replace("_", " "),))[0]


def _target(o: Json) -> str:
    """ "any target" (CR 115.4), "target creature or player", "target player or planeswalker"."""
    kinds = list(o.get("kinds") or [])
    if tuple(kinds) == A.ANY_TARGET_KINDS:
        return "any target"
    # printed order: permanents first, "player" last, except "player or planeswalker"
    if kinds == ["planeswalker", "player"]:
        kinds = ["player", "planeswalker"]
    elif kinds == ["opponent", "planeswalker"]:
        pass
    elif "player" in kinds:
        kinds = [k for k in kinds if k != "player"] + ["player"]
    return "target " + " or ".join(kinds)


def _recipients(r: Any) -> str:
    """Who is dealt damage: a player, an object, or several ("each creature with flying and
    each player", a ``recipients`` node)."""
    r = r or {}
    if r.get("type") == "recipients":
        return " and ".join(_recipients(m) for m in r.get("members") or [])
    return _player(r) if r.get("type") == "player" else _obj(r)


def _stack_obj(o: Any) -> str:
    """ "target spell that targets only it", "target spell with a single target"."""
    if not isinstance(o, dict) or o.get("type") != "stack_object":
        return _obj(o)
    words = " ".join(str(w).replace("|", " or ") for w in o.get("filter") or []) or "spell"
    kind = o.get("kind") or "target"
    if kind == "target":
        text = f"target {words}"
    elif kind == "self":
        text = f"this {words}"
    elif kind == "that":
        text = f"that {words}"
    else:  # "any" / "each" with a count: "a spell", "each spell"
        count = o.get("count")
        text = f"{'each' if kind == 'each' else count or 'a'} {words}"
    t = o.get("targeting") or {}
    if t.get("single"):
        text += " with a single target"
    elif t:
        what = t.get("object") or {}
        who = "you" if what.get("type") == "player" and what.get("kind") == "you" else _obj(what)
        text += f" that targets {'only ' if t.get('only') else ''}{who}"
    return text


def _mana(cost: Any) -> str:
    if not isinstance(cost, dict):
        return str(cost)
    if cost.get("type") == "mana_cost":
        return "".join("{" + s + "}" for s in cost.get("symbols") or [])
    if cost.get("type") == "cost":
        return ", ".join(_mana(c) for c in cost.get("components") or [])
    obj = cost.get("object")
    if cost.get("type") in ("tap", "untap") and isinstance(obj, dict) and obj.get("kind") == "self":
        # tapping (untapping) the source is the tap (untap) symbol, CR 107.5, 107.6
        return "{T}" if cost["type"] == "tap" else "{Q}"
    if cost.get("type") == "tap" and isinstance(obj, dict) and obj.get("kind") in ("any", "each"):
        # tapping permanents as a cost: only untapped ones can pay it (CR 118.3, 701.26a)
        many = (
            "each" if obj["kind"] == "each" else _how_many(obj.get("count"), obj.get("up_to"), "a")
        )
        words = _filter_words(list(obj.get("filter") or [])) or "permanent"
        return f"tap {'an' if many == 'a' else many} untapped {words}"
    if cost.get("type") == "variable":
        return {"cost": "its cost", "mana_cost": "its mana cost"}.get(
            cost.get("name"), str(cost.get("name"))
        )
    if cost.get("type") == "lose_life":  # life paid as a cost (CR 119.4, 118.3)
        return f"pay {_life(cost.get('amount'))}"
    return describe(cost)


def _third_person(subject: str, verb_phrase: str) -> str:
    """ "pays {2}" after a subject other than "you" ("unless that player pays {2}")."""
    if subject == "you" or not verb_phrase:
        return verb_phrase
    first, _, rest = verb_phrase.partition(" ")
    verb = first[:-1] + "ies" if first.endswith("y") and first[-2:-1] not in "aeiou" else first
    if verb.endswith(("sh", "ch", "x", "z")):
        verb += "es"  # "searches", "touches"
    elif not verb.endswith("s"):
        verb += "s"
    return f"{verb} {rest}".strip()


def _acts(player: Any, verb: str) -> str:
    """A player and a verb in agreement: "you look", "target player looks", "each player
    chooses" (never "look(s)")."""
    who = _player(player)
    if who.endswith(("players", "opponents")):  # "your opponents look"
        return f"{who} {verb}"
    return f"{who} {_third_person(who, verb)}"


def _unless_cost(cost: Any) -> str:
    """ "pay {1}" for a mana cost, the action itself ("discard a card") for another cost
    (CR 118.12); None is the echo cost of the keyword (CR 702.30a)."""
    if not cost:
        return "pay its echo cost"
    parts = cost.get("components") or [] if isinstance(cost, dict) else []
    if parts and all(
        isinstance(c, dict)
        and (
            c.get("type") == "mana_cost"
            or (c.get("type") == "variable" and c.get("name") in ("cost", "mana_cost"))
        )
        for c in parts
    ):  # a mana cost, or the card's own ("its mana cost": echo without a cost, CR 702.30a)
        return f"pay {_mana(cost)}"
    if (
        len(parts) == 1
        and isinstance(parts[0], dict)
        and parts[0].get("type") in ("count", "product")
    ):
        # generic mana for each object counted (CR 107.3): "pay {1} for each card in your hand"
        return f"pay generic mana equal to {describe(parts[0])}"
    return _mana(cost)


def _top_card_words(obj: Any) -> str:
    """ " if it is a nonland instant or sorcery card": what the top card of a library must be
    to be played (a ``top_of_library`` object's words besides its owner)."""
    if not isinstance(obj, dict) or obj.get("kind") != "top_of_library":
        return ""
    words = [str(w).replace("|", " or ").replace("_", " ") for w in obj.get("filter") or []]
    words = [w for w in words[:-1] if w != "card"] if len(words) > 1 else []
    return f" if it is a {' '.join(words)} card" if words else ""


def _counters(node: Json) -> str:
    raw = node.get("amount")
    if (
        isinstance(raw, dict)
        and raw.get("what") == "counters"
        and raw.get("object") == node.get("object")
    ):  # "remove all charge counters from ~" (as many as it has)
        return f"all {node.get('counter')} counters"
    amount = _amount(raw)
    plural = "" if amount == "1" else "s"
    return f"{amount} {node.get('counter')} counter{plural}"


_EVENTS = {
    "enters": "enters the battlefield",
    "leaves": "leaves the battlefield",
    "dies": "dies",
    "exiled_by_madness": "is exiled this way",
    "blocked_by_creature_without_keyword": "becomes blocked by a creature without this keyword",
    "turned_face_up": "is turned face up",
    "becomes_untapped": "becomes untapped",
    "becomes_tapped": "becomes tapped",
    "becomes_blocked": "becomes blocked",
    "becomes_target": "becomes the target of",
    "attacks_unblocked": "attacks and isn't blocked",
    "attacks_alone": "attacks alone",
    "crews": "crews",
    "becomes_crewed": "becomes crewed",
    "saddles": "saddles",
    "transforms_into_self": "transforms into this face",
    "dealt_damage": "is dealt damage",
    "dealt_combat_damage": "is dealt combat damage",
    "tapped_for_mana": "is tapped for mana",
    "deals_combat_damage": "deals combat damage to a player",
    "discard": "be discarded",
    "untap": "become untapped",
    "cast": "is cast",
    "leave_stack": "leave the stack",
    "put_into_graveyard_resolving": "be put into its owner's graveyard as it resolves",
}
#: events a player performs (EventTrigger.player), as "whenever [player] [verb] [object]"
_PLAYER_EVENTS = {
    "cast": "casts",
    "play": "plays",
    "gain_life": "gains life",
    "lose_life": "loses life",
    "draw": "draws",
    "discarded": "discards",
    "cycle": "cycles",
    "tapped_for_mana": "taps for mana",
    "copy": "copies",
    "sacrificed": "sacrifices",
    "exerted": "exerts",
    "attack": "attacks",
    "collect_evidence": "collects evidence",
    "forage": "forages",
    "scry": "scries",
    "surveil": "surveils",
    "commit_crime": "commits a crime",
    "give_gift": "gives a gift",
    "solved": "solves",
    "fully_unlocked": "fully unlocks",
    "door_unlocked": "unlocks this door of",
    "activate": "activates",
}
_DURATIONS = {"end_of_turn": "end of turn", "lose_control": "you lose control of it"}


def _each_member(each: Any) -> str:
    """The set of a "for each" (CR 608.2c) after the words "for each"."""
    if not isinstance(each, dict):
        return str(each)
    if each.get("type") == "player":
        return _player(each).removeprefix("each ")
    if each.get("kind") == "that":
        return f"of {_obj(each).replace('the object', 'them')}"
    return _obj(each).removeprefix("each ")


def _copies_per(amount: Any) -> str:
    """How many copies a copy effect makes: storm's "for each spell cast before it this turn"
    (CR 702.40a), gravestorm's "for each permanent put into a graveyard this turn" (CR
    702.69a), else the number the AST says."""
    if isinstance(amount, dict) and amount.get("what") == "spells_cast_before_it_this_turn":
        return "for each spell cast before it this turn"
    if isinstance(amount, dict) and amount.get("type") == "count" and amount.get("object"):
        return f"for each {_obj(amount['object']).removeprefix('each ')}"
    return f"{_amount(amount)} times"


def _shared(c: dict[str, Any]) -> str:
    """A characteristic shared with another object: "with the same name as target creature" (CR
    201.2a), "that shares a color with it" (CR 105.1), a creature or card type (CR 205)."""
    what = str(c.get("characteristic"))
    other = _obj(c.get("object"))
    if what == "name":
        return f"with the same name as {other}"
    return f"that shares a {what.replace('_', ' ')} with {other}"


#: how a player's quantity compared with another is said ("your starting life total")
_STAT_WORDS = {
    "life_total": "life total",
    "starting_life_total": "starting life total",
    "cards_in_hand": "number of cards in hand",
}


def _player(p: Any) -> str:
    if not isinstance(p, dict):
        return str(p)
    if p.get("kind") == "controller" and p.get("object"):
        return f"the controller of {_obj(p.get('object'))}"
    if p.get("type") == "qualified_player":  # "each opponent who ..." (CR 102.2, 608.2c)
        plain = _player({**p, "type": "player"})
        return f"{plain} for whom {_condition(p.get('condition'))}"
    return {
        "you": "you",
        "target_player": "target player",
        "opponent": "an opponent",
        "each_player": "each player",
        "current": "that player",  # the player a "for each" or a relative clause is about
        "player": "a player",  # any one player: "whenever a player casts a spell"
        "revealed_highest": "the player who revealed the card with the highest mana value",
    }.get(p.get("kind"), str(p.get("kind", "")).replace("_", " "))


#: how a duration is said (CR 611.2), for the effects whose description leaves it out
_DURATION_WORDS = {
    "end_of_turn": ("until end of turn", "(end of turn)"),
    "while_source_on_battlefield": ("until it leaves the battlefield",),
    "while_you_control_source": ("for as long as you control it",),
    "lose_control": ("you lose control of it",),
    "rest_of_game": ("for the rest of the game",),
    "end_of_your_next_turn": ("until the end of your next turn",),
}


def _with_duration(text: str, duration: Any) -> str:
    """``text`` with the effect's duration said when its description left it out (CR 611.2)."""
    kind = duration.get("kind") if isinstance(duration, dict) else None
    if kind in (None, "permanent"):
        return text
    words = _DURATION_WORDS.get(kind, (str(kind).replace("_", " "),))
    said = (*words, f"({str(kind).replace('_', ' ')})", "until", "this turn")
    if any(w in text for w in said):
        return text
    return f"{text} {words[0]}"


_NTH = {1: "first", 2: "second", 3: "third"}


def _trigger(t: Any) -> str:
    text = _trigger_words(t)
    if isinstance(t, dict) and t.get("event") == "expend":  # CR 700.14
        return (
            f"{text} {t.get('nth')} (spends their {t.get('nth')}th total mana on spells this turn)"
        )
    if isinstance(t, dict) and t.get("nth"):  # "your second spell each turn"
        text += f" (the {_NTH.get(t['nth'], str(t['nth']) + 'th')} time each turn)"
    return text


def _attacked(t: dict[str, Any]) -> str:
    """ " you", " enchanted player", " a planeswalker you control": what an attack trigger says
    is attacked (its ``recipient``, CR 508.1b), or nothing."""
    rec = t.get("recipient")
    if t.get("event") not in ("attacks", "attack") or not isinstance(rec, dict):
        return ""
    return " " + (_player(rec) if rec.get("type") == "player" else _obj(rec))


#: a verb said after "would" (CR 614.1a: "if [event] would happen"): "would die", not "dies"
_BASE_VERBS = {
    "dies": "die",
    "enters": "enter",
    "leaves": "leave",
    "is": "be",
    "becomes": "become",
    "attacks": "attack",
    "deals": "deal",
}


def _base_verb(words: str) -> str:
    if words.startswith("put into "):  # "would be put into an opponent's graveyard" (CR 614.1a)
        whose = {"an opponents ": "an opponent's ", "graveyard": "a graveyard"}
        rest = words.removeprefix("put into ")
        for short, said in whose.items():
            if rest.startswith(short):
                rest = said + rest.removeprefix(short)
        return "be put into " + rest
    first, _, rest = words.partition(" ")
    return f"{_BASE_VERBS.get(first, first)} {rest}".strip()


def _trigger_words(t: Any) -> str:
    if not isinstance(t, dict):
        return ""
    kind = t.get("type")
    if kind == "step_trigger":
        whose = {"you": "your", "each": "each", "opponent": "each opponent's"}.get(
            t.get("player"), str(t.get("player")).replace("_", " ")
        )
        if t.get("next_only"):  # a delayed trigger: the next such step only (CR 603.7b)
            whose = "the next" if whose == "each" else f"{whose} next"
        step = t.get("step")
        # CR step names: "end step", "draw step", "end of combat step" (CR 511); the upkeep
        # keeps the printed "your upkeep"
        suffix = "" if step in ("upkeep", None) else " step"
        step = {"end_combat": "end of combat"}.get(step, str(step).replace("_", " "))
        return f"at the beginning of {whose} {step}{suffix}"
    if kind == "any_trigger":
        return " or ".join(
            _trigger(x).replace("when ", "", 1) if i else _trigger(x)
            for i, x in enumerate(t.get("triggers") or [])
        )
    if kind == "event_trigger":
        event = _EVENTS.get(t.get("event"), str(t.get("event", "")).replace("_", " "))
        if t.get("event") == "counter_removed" and t.get("last"):
            return f"when the last {t.get('counter') or ''} counter is removed from {_obj(t.get('object'))}".replace(
                "  ", " "
            )
        if t.get("event") in ("deals_damage", "deals_combat_damage"):
            rec = t.get("recipient") or {}
            to = _player(rec) if rec.get("type") == "player" else _obj(rec)
            combat = "combat " if t.get("event") == "deals_combat_damage" else ""
            if to == "player":
                to = "a player"
            # no recipient: damage to anything (was "deals damage to None")
            to = f" to {to}" if rec else ""
            return f"whenever {_obj(t.get('object'))} deals {combat}damage{to}"
        if t.get("player"):  # "whenever a player casts a white spell" (the player acts)
            what = f" {_obj(t.get('object'))}" if t.get("object") else ""
            if t.get("event") == "attack" and what:  # "attack with three or more creatures"
                attackers = dict(t["object"], count=None)
                n = t["object"].get("count") or 1
                what = f" with {n} or more {_obj(attackers).removeprefix('a ')}(s)"
            verb = _PLAYER_EVENTS.get(t.get("event"), event)
            if t.get("event") == "tapped_for_mana" and what:  # "taps a land for mana"
                verb, what = "taps", f"{what} for mana"
            if t.get("event") == "counter_put":  # "you put one or more -1/-1 counters on a
                # creature" (CR 122.6)
                counter = f"{t.get('counter')} " if t.get("counter") else ""
                verb, what = "puts", f" one or more {counter}counters on{what or ' a permanent'}"
            # "a spell or ability an opponent controls causes you to discard ~" (CR 701.8)
            cause = f" because of {_obj(t.get('by'))}" if t.get("by") else ""
            if t.get("event") == "activate" and t.get("by"):  # the ability's source (CR 113.7)
                cause = f" of {_obj(t.get('by'))}"
            who = _player(t.get("player"))
            if who == "you":  # "whenever you cast", not "casts" (second person)
                first, _, rest = verb.partition(" ")
                first = first[:-3] + "y" if first.endswith("ies") else first.removesuffix("s")
                verb = f"{first} {rest}".strip()
            return f"whenever {who} {verb}{what}{_attacked(t)}{cause}"
        if t.get("event") in ("day_becomes_night", "night_becomes_day"):  # CR 725.1a
            return "whenever " + str(t.get("event")).replace("_", " ")
        by = ""
        if t.get("by"):  # "becomes blocked by a Wall", "blocks a creature with flying"
            by = (" by " if t.get("event") == "becomes_blocked" else " ") + _obj(t.get("by"))
        subject = _obj(t.get("object"))
        if t.get("batched") and subject.startswith("a "):
            # "whenever one or more tokens you control enter": one event for all of them
            # (CR 603.2c), once however many
            subject = "one or more " + subject.removeprefix("a ")
        if t.get("event") == "counter_put":  # "one or more +1/+1 counters are put on a
            # creature you control" (CR 122.6)
            counter = f"{t.get('counter')} " if t.get("counter") else ""
            return f"whenever one or more {counter}counters are put on {subject}"
        obj = t.get("object")
        if t.get("event") == "play" and isinstance(obj, dict):
            # "whenever you play a card" (the AST: a card you control is played, CR 601.2/305.1)
            filt = list(obj.get("filter") or [])
            if "you_control" in filt:
                filt.remove("you_control")
                return f"whenever you play {_obj(dict(obj, filter=filt))}"
            return f"whenever {subject} is played"
        return f"when {subject} {event}{by}{_attacked(t)}"
    if kind == "state_trigger":
        return f"when {_condition(t.get('condition'))}"
    return describe(t)


def _condition(c: Any) -> str:
    if not isinstance(c, dict):
        return ""
    kind = c.get("type")
    if kind == "day_night":  # CR 730.1
        state = c.get("state")
        return "it's neither day nor night" if state == "neither" else f"it's {state}"
    if kind == "has_counters":
        n = c.get("at_least") or 1
        many = (
            f"{n} or more {c.get('counter')} counters" if n > 1 else f"a {c.get('counter')} counter"
        )
        return f"{_obj(c.get('object'))} has {many} on it"
    if kind == "not":
        if (c.get("condition") or {}).get("type") == "if_you_do":  # (CR 608.2c)
            return "you don't"
        return f"not ({_condition(c.get('condition'))})"
    if kind == "if_you_do":
        return "you do"
    if kind == "controlled_since_last_upkeep":
        return f"{_obj(c.get('object'))} came under your control since your last upkeep"
    if kind == "suspended":
        return f"{_obj(c.get('object'))} is suspended"
    if kind == "in_zone":
        where = "on the battlefield" if c.get("zone") == "battlefield" else f"in {c.get('zone')}"
        return f"{_obj(c.get('object'))} is {where}"
    if kind in ("kicker_paid", "kicker_cost_paid"):
        # "if it was kicked with its {W} kicker" (a card with two kicker costs, CR 702.33c)
        cost = c.get("cost")
        return f"it was kicked with its {_mana(cost)} kicker" if cost else "it was kicked"
    if kind == "foretold":  # CR 702.143c
        return f"{_obj(c.get('object'))} was foretold"
    if kind == "object_targets":  # "if it targets a blue spell" (CR 115.1)
        what = (c.get("targets") or {}).get("object")
        return f"{_obj(c.get('object'))} targets {_obj(what)}"
    if kind == "won_clash":  # CR 701.30d
        return "you won the clash"
    if kind == "turn_of":
        who = _player(c.get("player"))
        return "it's your turn" if who == "you" else f"it's the turn of {who}"
    if kind == "compare_counts":  # "an opponent controls more lands than you"
        word = {">": "more", "<": "fewer"}.get(c.get("op"), c.get("op"))
        value, other = c.get("value") or {}, c.get("other") or {}
        who = _player(value.get("player"))
        if value.get("what") != other.get("what"):
            # "if your life total is greater than your starting life total" (two quantities
            # of players, CR 103.4, 119.1)
            than = {">": "greater than", "<": "less than"}.get(c.get("op"), c.get("op"))
            return (
                f"the {_STAT_WORDS.get(value.get('what'), value.get('what'))} of {who} is "
                f"{than} the {_STAT_WORDS.get(other.get('what'), other.get('what'))} of "
                f"{_player(other.get('player'))}"
            )
        what = {"life_total": "life", "cards_in_hand": "cards in hand"}.get(
            value.get("what"), " ".join(value.get("filter") or []) + " permanents"
        )
        has = "have" if who == "you" else "has"
        return f"{who} {has} {word} {what} than {_player(other.get('player'))}"
    if kind == "compare":  # "seven or more cards are in your graveyard"
        value = c.get("value") or {}
        what = value.get("what")
        op = {">=": "at least", "<=": "at most", "==": "exactly"}.get(c.get("op"), c.get("op"))
        if value.get("type") not in (None, "count"):  # "if X is 6 or more" (a variable)
            return f"{_amount(value)} is {op} {_amount(c.get('amount'))}"
        if what in ("party", "devotion"):  # CR 700.8, 700.5
            return f"{_count(value)} is {op} {_amount(c.get('amount'))}"
        if str(what).startswith("different_"):
            stat = str(what).removeprefix("different_").replace("_", " ")
            counted = f"different {stat}s among {_obj(value.get('object'))}"
            return f"the number of {counted} is {op} {_amount(c.get('amount'))}"
        if what in ("power", "toughness") and value.get("object"):  # formidable (CR 208.1)
            return f"the total {what} of {_obj(value.get('object'))} is {op} {_amount(c.get('amount'))}"
        if what in ("objects", "card_types"):
            counted = _obj(value.get("object"))
            counted = counted if what == "objects" else f"card types among {counted}"
        else:
            counted = str(what).replace("_", " ")
        if value.get("player"):
            counted += f" by {_player(value.get('player'))}"
        return f"the number of {counted} is {op} {_amount(c.get('amount'))}"
    if kind == "exists":
        obj = c.get("object") or {}
        if obj.get("kind") in ("self", "it", "that", "enchanted", "equipped") and obj.get("filter"):
            # "si elle est blanche" (if it is white): a quality of an object named before
            words = _filter_words(list(obj["filter"]))
            return f"{_obj(dict(obj, filter=[]))} is {words}"
        return f"there is {_obj(obj)} on the battlefield".replace("there is each", "there is a")
    if kind == "keyword_cost_paid":
        if c.get("keyword"):
            return f"its {str(c['keyword']).replace('_', ' ')} cost was paid"
        return "the keyword's cost was paid"
    if kind == "revealed_tie":
        return "two or more revealed cards are tied for the highest mana value"
    if kind == "happened_this_turn":  # CR 500: what happened earlier this turn
        what = {
            "lost_life": "lost life",
            "gained_life": "gained life",
            "dealt_damage": "was dealt damage",
            "died": "died",
            "entered_battlefield": "entered the battlefield",
        }.get(c.get("event"), str(c.get("event")))
        subject = c.get("subject") or {}
        who = _obj(subject) if subject.get("type") == "object" else _player(subject)
        return f"{who} {what} this turn"
    if kind == "dealt_damage_this_turn":
        to = _player(c.get("recipient")) if c.get("recipient") else "a player"
        combat = "combat " if c.get("combat") else ""
        return f"{_obj(c.get('object'))} dealt {combat}damage to {to} this turn"
    if kind == "during":  # "during your upkeep" (CR 500.1)
        step = str(c.get("step")).replace("_", " ")
        if not c.get("player"):
            return f"it is during {step}"
        whose = "your" if _player(c.get("player")) == "you" else f"{_player(c.get('player'))}'s"
        return f"it is {whose} {step}"
    if kind == "happened_this_step" and c.get("event") == "was_attacked":  # CR 508.1b
        return f"a creature was declared attacking {_player(c.get('subject'))} this step"
    if kind == "before_step":  # "before attackers are declared" (CR 508.1, 509.1)
        who = {"declare_attackers": "attackers", "declare_blockers": "blockers"}
        return f"{who.get(c.get('step'), c.get('step'))} are not yet declared this turn"
    if kind == "all_of":
        return " and ".join(_condition(x) for x in c.get("conditions") or [])
    if kind == "any_of":
        return " or ".join(_condition(x) for x in c.get("conditions") or [])
    if kind == "optional_cost_paid":  # (CR 601.2b: the optional additional cost was paid)
        return f"the optional additional cost was paid ({describe(c.get('action'))})"
    if kind == "held_as_cast":  # (CR 601.2i)
        return f"{_condition(c.get('condition'))} as {_obj(c.get('object'))} was cast"
    if kind == "spell_is":
        return f"the resulting spell is {' or '.join(c.get('types') or [])}"
    return describe(c)


_EFFECTS = {
    "put_counters": lambda e: f"put {_counters(e)} on {_obj(e.get('object'))}",
    "remove_counters": lambda e: f"remove {_counters(e)} from {_obj(e.get('object'))}",
    "sacrifice": lambda e: (
        f"{_player(e['player']) + ' sacrifices' if e.get('player') else 'sacrifice'} {_obj(e.get('object'))}"
    ),
    "destroy": lambda e: (
        f"destroy {_obj(e.get('object'))}"
        + ("; it can't be regenerated" if e.get("cant_be_regenerated") else "")
        + (
            f" ({_player((e.get('object') or {}).get('chooser'))} choose among tied ones)"
            if (e.get("object") or {}).get("chooser")
            else ""
        )
    ),
    "create_token": lambda e: (
        f"{_player(e['player']) + ' creates' if e.get('player') else 'create'} "
        + _number_of(
            e.get("amount"),
            *(
                f"{e.get('power')}/{e.get('toughness')} "
                f"{' '.join([*(e.get('colors') or []), *(e.get('subtypes') or [])])} {n}"
                for n in ("token", "tokens")
            ),
        )
        + _token_state(e)
    ),
    "sacrifice_unless_pay": lambda e: (
        f"sacrifice {_obj(e.get('object'))} unless you {_unless_cost(e.get('cost'))}"
    ),
    "for_each": lambda e: f"for each {_each_member(e.get('each'))}: {describe(e.get('effect'))}",
    "unless_pays": lambda e: (
        f"{describe(e.get('effect'))} unless {_player(e.get('player'))} "
        + _third_person(_player(e.get("player")), _unless_cost(e.get("cost")))
    ),
    "if_you_cant": lambda e: (
        # several steps in brackets, as "you may (...)": all of them are the alternative
        f"{describe(e.get('effect'))}; if you can't, "
        + (
            f"({describe(e.get('otherwise'))})"
            if (e.get("otherwise") or {}).get("type") == "sequence"
            else describe(e.get("otherwise"))
        )
    ),
    "sequence": lambda e: _sequence(e.get("effects") or []),
    "change_target": lambda e: (
        f"change the target of {_stack_obj(e.get('object'))}"
        + (f" to {_obj(e.get('to'))}" if e.get("to") else "")
    ),
    "counter": lambda e: (
        f"counter {_stack_obj(e.get('object'))}"
        + (f" ({e['destination']} it instead of its graveyard)" if e.get("destination") else "")
    ),
    "regenerate": lambda e: f"regenerate {_obj(e.get('object'))}",
    "prevent_combat_damage": lambda e: "prevent all combat damage that would be dealt this turn",
    "blocks_if_able": lambda e: (
        f"{_obj(e.get('blocker'))} blocks {_obj(e.get('attacker'))} this turn if able"
    ),
    "any_player_may": lambda e: (
        f"any player may {describe(e.get('action'))}; "
        f"{'if no one does' if e.get('if_declined') else 'if a player does'}, "
        f"{describe(e.get('effect'))}"
    ),
    "put_into_graveyard": lambda e: f"put {_obj(e.get('object'))} into its owner's graveyard",
    "put_into_library": lambda e: (
        f"put {_obj(e.get('object'))} into its owner's library "
        + str(e.get("position") or "top").replace("_", " ")
        if str(e.get("position") or "top").endswith("_from_top")
        # "Target creature's owner puts it on the top or bottom of their library" (CR 401.4)
        else f"its owner puts {_obj(e.get('object'))} on the top or bottom of their library"
        if e.get("position") == "top_or_bottom"
        else f"put {_obj(e.get('object'))} on top of its owner's library"
    ),
    "fight": lambda e: "each of those creatures deals damage equal to its power to the other",
    "cast_without_paying": lambda e: (
        f"{_player(e['player']) + ' ' if e.get('player') else ''}"
        f"{'may ' if e.get('optional') else ''}cast {_obj(e.get('object'))} without paying its mana cost"
        if e.get("player")
        else f"{'you may ' if e.get('optional') else ''}cast {_obj(e.get('object'))} without paying its mana cost"
    ),
    "gain_ability": lambda e: (
        f"{_obj(e.get('object'))} gains {str(e.get('ability')).replace('_', ' ')}"
        + (
            f" {_mana(e['parameter'])}"  # a cost parameter (ward {2}, CR 702.21a)
            if (e.get("parameter") or {}).get("type") == "cost"
            else f" from {str((e.get('parameter') or {}).get('value')).replace('_', ' ')}"
            if e.get("parameter")
            else ""
        )
        + f" until {_until_words((e.get('duration') or {}).get('kind'))}"
    ),
    "deal_damage": lambda e: (
        f"{_obj(e.get('damage_source'))} deals {_amount(e.get('amount'))} damage to {_recipients(e.get('recipient'))}"
    ),
    "exile": lambda e: (
        # "target opponent exiles two cards from their hand": the player who exiles, when not you
        (f"{_player(e['player'])} " if e.get("player") and _player(e["player"]) != "you" else "")
        + f"exile {_obj(e.get('object'))}"
        + (f" with {_counters(e)} on it" if e.get("counter") else "")
    ),
    "remains_exiled": lambda e: "if you don't, it remains exiled",
    "discard": lambda e: (
        (
            f"{_player(e['player'])} discards "
            if e.get("player") and _player(e["player"]) != "you"
            else "discard "
        )
        + _discarded(e)
        + (" at random" if e.get("random") else "")
    ),
    "lose_life": lambda e: _subject_verb(e, "lose", "loses", _life(e.get("amount"))),
    "gain_life": lambda e: _subject_verb(e, "gain", "gains", _life(e.get("amount"))),
    # CR 104.2b, 104.3e (WinGame / LoseGame)
    "win_game": lambda e: _subject_verb(e, "win", "wins", "the game"),
    "lose_game": lambda e: _subject_verb(e, "lose", "loses", "the game"),
    "draw": lambda e: _subject_verb(
        e, "draw", "draws", _number_of(e.get("amount"), "card"), may=bool(e.get("optional"))
    ),
    "tap": lambda e: f"tap {_obj(e.get('object'))}",
    "untap": lambda e: f"untap {_obj(e.get('object'))}",
    "untap_during_untap_steps": lambda e: (  # (CR 502.3)
        f"untap {_obj(e.get('object'))} during the untap step of {_player(e.get('player'))}"
    ),
    "remove_from_combat": lambda e: f"remove {_obj(e.get('object'))} from combat",
    "become_day_night": lambda e: f"it becomes {e.get('state')}",
    "reveal_top_card": lambda e: (
        f"{_player(e.get('player'))} reveals the top card of their library"
    ),
    "change_targets": lambda e: (
        f"{_player(e.get('player'))} {'may change' if e.get('optional') else 'changes'} the "
        f"target or targets of {_obj(e.get('object'))}"
    ),
    "reveal": lambda e: (
        (f"{_player(e.get('player'))} reveals " if e.get("player") else "reveal ")
        + _obj(e.get("object"))
        + (f" from your {e.get('zone')}" if e.get("zone") else "")
        + (" chosen at random" if e.get("random") else "")
    ),
    "turn_face_up": lambda e: f"turn {_obj(e.get('object'))} face up",  # CR 702.37e
    "turn_face_down": lambda e: f"turn {_obj(e.get('object'))} face down",  # CR 708.2a
    "return_to_hand": lambda e: (
        (f"{_player(e.get('player'))} returns " if e.get("player") else "return ")
        + f"{_obj(e.get('object'))} to its owner's hand"
    ),
    "modify_pt": lambda e: (
        f"{_obj(e.get('object'))} gets {_signed_pt(e.get('power'), e.get('toughness'))}"
        + (" until end of turn" if (e.get("duration") or {}).get("kind") == "end_of_turn" else "")
    ),
    "attach": lambda e: f"attach {_obj(e.get('object'))} to {_obj(e.get('to'))}",
    "put_onto_battlefield": lambda e: (
        f"put {_obj(e.get('object'))} onto the battlefield"
        + (f" from your {e.get('zone')}" if e.get("zone") else "")
        + (" tapped" if e.get("tapped") else "")
        + (" and attacking" if e.get("attacking") else "")
    ),
    "copy_spell": lambda e: (
        f"copy {_obj(e.get('object'))} {_copies_per(e.get('amount'))}"
        + ("; you may choose new targets for the copies" if e.get("new_targets") else "")
    ),
    "mana_cost": _mana,
    "cost": _mana,
    # a spree mode: "+ {1} — counter target spell" (CR 702.172a)
    "mode_with_cost": lambda e: f"+ {_mana(e.get('cost'))} — {describe(e.get('effect'))}",
}

# "as [this] enters, choose", copies, naming a card (CR 614.12, 707, 201.3)
_EFFECTS.update(
    {
        "choice_of": lambda e: (
            f"{_acts(e.get('player'), 'choose')} one: "
            + " or ".join(describe(o) for o in e.get("options") or [])
        ),
        "set_characteristics": lambda e: (
            f"{_obj(e.get('object'))} becomes {e.get('power')}/{e.get('toughness')}"
            + "".join(f" {t}" for t in e.get("types") or [])
            + "".join(f" with {(a or {}).get('name')}" for a in e.get("abilities") or [])
        ),
        "choose_object": lambda e: (
            f"{_player(e.get('player'))} {'may ' if e.get('optional') else ''}choose "
            + _obj(e.get("object")).replace("_", " ")
        ),
        "become_copy": lambda e: (
            f"{_obj(e.get('object'))} becomes a copy of {_obj(e.get('original'))}"
            + (" with exceptions" if e.get("exceptions") else "")
        ),
        "name_card": lambda e: (
            # today's Oracle wording "choose a [nonland] card name" (CR 201.3)
            f"{_acts(e.get('player'), 'choose')} "
            + " ".join(["a", *(e.get("filter") or []), "card name"]).replace("a a", "an a")
        ),
        # ("may pay 2 life": the life cost already says "pay", CR 119.4)
        "may_pay": lambda e: (
            f"{_player(e.get('player'))} may pay {_mana(e.get('cost')).removeprefix('pay ')}"
        ),
        "may_pay_any_number_of_times": lambda e: (  # (CR 608.2d)
            f"{_player(e.get('player'))} may pay {_mana(e.get('cost'))} any number of times"
        ),
        "choose_color": lambda e: f"{_player_does(e, 'choose', 'chooses')} a color",
        "look_at": lambda e: (
            f"{_player(e.get('player'))} may look at {_obj(e.get('object'))}"
            f" ({str((e.get('duration') or {}).get('kind', '')).replace('_', ' ')})"
        ),
        "play_permission": lambda e: (
            f"{_player(e.get('player'))} may {'cast' if e.get('cast_only') else 'play'} "
            f"{_obj(e.get('object'))}"
            + _top_card_words(e.get("object"))
            + (" without paying its mana cost" if e.get("without_paying") else "")
            + f" ({str((e.get('duration') or {}).get('kind', '')).replace('_', ' ')})"
        ),
        "flash_permission": lambda e: (
            f"{_player(e.get('player'))} may play the next {' '.join(e.get('filter') or ())} card"
            f" this turn as though it had {e.get('keyword')}"
        ),
        "repeat_process": lambda e: (
            "repeat this process"
            + (" (no card already chosen for this spell)" if e.get("exclude_chosen") else "")
        ),
        "reveal_until": lambda e: _until_found(e, "reveal"),
        "exile_until": lambda e: _until_found(e, "exile"),
        "modify_pt_by": lambda e: (
            f"{_obj(e.get('object'))} gets {_signed_x(e.get('power_sign', 1))}/"
            f"{_signed_x(e.get('toughness_sign', 1))}"
            + _duration_words(e.get("duration"))
            + _x_is(e.get("amount"))
        ),
        "put_on_bottom": lambda e: (
            f"put {_obj(e.get('object')).replace('_', ' ')} on the bottom of "
            + _owners_library(e.get("object"))
            + (" in any order" if e.get("any_order") else "")
        ),
        "conditional": lambda e: (
            f"if {'you do' if (e.get('condition') or {}).get('type') == 'if_you_do' else _condition(e.get('condition'))}, "
            + _governed(e.get("effect"))
        ),
    }
)


def _discarded(e: Json) -> str:
    """What a discard discards: "their hand" / "your hand" for every card (CR 701.9a, "discard
    your hand": the object is each card in the hand), else the object or the number."""
    obj = e.get("object")
    if isinstance(obj, dict) and obj.get("kind") == "each" and obj.get("filter") == ["card"]:
        who = _player(e.get("player")) if e.get("player") else "you"
        return "your hand" if who == "you" else "their hand"
    return _obj(obj) if obj else _number_of(e.get("amount"), "card")


def _until_found(e: Json, verb: str) -> str:
    """ "you reveal cards from the top of your library until you reveal a creature card" (CR
    701.20a; "their library" for another player, not "your" read as "their")."""
    player = e.get("player")
    who = _player(player) if player else "you"
    return (
        f"{_acts(player, verb) if player else 'you ' + verb} cards from the top of "
        f"{'your' if who == 'you' else 'their'} library until "
        f"{'you' if who == 'you' else 'they'} {verb} "
        f"a {' '.join(e.get('filter') or [])}".replace("_or_", " or ").replace(" a i", " an i")
    )


# triggers area: tokens, blocking restrictions, delayed triggers
def _blocked_until(kind: Any) -> str:
    """ " until end of turn" after "can't be blocked"; nothing for a permanent duration (a static
    ability's, CR 611.3a) or none."""
    if kind in (None, "permanent"):
        return ""
    return f" until {_until_words(kind)}"


def _until_words(kind: Any) -> str:
    """What follows "until" for a duration kind (CR 611.2): "end of turn", "your next turn"
    (``until_your_next_turn``, not "until until your next turn")."""
    return _DURATIONS.get(kind) or str(kind).replace("_", " ").removeprefix("until ")


_DURATIONS["permanent"] = "it leaves the battlefield"
_DURATIONS["rest_of_game"] = "the end of the game"
_DURATIONS["until_your_next_turn"] = "your next turn"
_DURATIONS["end_of_your_next_turn"] = "the end of your next turn"
_DURATIONS["end_of_combat"] = "end of combat"
_EFFECTS.update(
    {
        # a permanent duration (a static ability's, CR 611.3a) is not said: "it can't be
        # blocked", not "... until it leaves the battlefield"
        "cant_be_blocked": lambda e: (
            f"{_obj(e.get('object'))} can't be blocked"
            + _blocked_until((e.get("duration") or {}).get("kind"))
        ),
        "delayed_trigger": lambda e: (
            f"delayed triggered ability: {_trigger(e.get('trigger')).replace('each end', 'the next end')}"
            + (
                " for the rest of the game"
                if (e.get("duration") or {}).get("kind") == "rest_of_game"
                else " this turn"
                if e.get("duration")
                else ""
            )
            + f": {describe(e.get('effect'))}"
        ),
        "reveal_hand": lambda e: f"{_player(e.get('player'))} reveals their hand",
        "reflexive_trigger": lambda e: (
            f"reflexive triggered ability: when you do, {describe(e.get('effect'))}"
        ),
        "skip_next_step": lambda e: (
            f"{_acts(e.get('player'), 'skip')} the next {_skipped(str(e.get('step')))}"
        ),
        "put_onto_battlefield": lambda e: (
            (f"{_player(e.get('player'))} puts " if e.get("player") else "")
            + ("you may put " if e.get("optional") else "" if e.get("player") else "put ")
            + _obj(e.get("object"))
            + (f" from that player's {e.get('zone')}" if e.get("zone") else "")
            + " onto the battlefield"
            # "return her to the battlefield transformed" (Liliana, Heretical Healer; CR 712.14a)
            + (" transformed" if e.get("transformed") else "")
            + (" tapped" if e.get("tapped") else "")
            + (" and attacking" if e.get("attacking") and e.get("tapped") else "")
            + (" attacking" if e.get("attacking") and not e.get("tapped") else "")
            + (f" attached to {_obj(e['attached_to'])}" if e.get("attached_to") else "")
            + (
                f" under {_whose(e.get('controller'))} control"
                if e.get("controller")
                else " under their control"
                if e.get("player")
                else " under your control"
            )
            # "with a -1/-1 counter on it" (Persist, Pyrrhic Revival; CR 614.1c): it enters so
            + (f" with {_counters(e['counters'])} on it" if e.get("counters") else "")
        ),
        "create_token": lambda e: (
            # "its controller creates a 2/2 green Boar creature token": the player, when not you
            (
                f"{_player(e['player'])} "
                if e.get("player") and _player(e["player"]) != "you"
                else ""
            )
            + ("creates " if e.get("player") and _player(e["player"]) != "you" else "create ")
            + (
                _number_of(e.get("amount"), "token that is a copy", "tokens that are copies")
                + f" of {_obj(e.get('copy_of'))}"
                if e.get("copy_of")
                else _token_words(e)
                + (
                    " with " + ", ".join(describe(a) for a in e.get("abilities") or [])
                    if e.get("abilities")
                    else ""
                )
            )
            + _token_state(e)
        ),
    }
)


# card-text verb families (rulesparser.cardtext): keyword actions, zones, library, layers
_LIBRARY_REST = {
    "graveyard": "into your graveyard",
    "library_bottom": "on the bottom of your library",
    "library_shuffled": "into your library, shuffled",
    "library_top": "on top of your library",
    "hand": "into your hand",
}


def _until(e: Json) -> str:
    kind = str((e.get("duration") or {}).get("kind", "permanent"))
    return "" if kind == "permanent" else f" ({kind.replace('_', ' ')})"


_EFFECTS.update(
    {
        "lose_ability": lambda e: f"{_obj(e.get('object'))} loses {e.get('ability')}{_until(e)}",
        "cant_have_ability": lambda e: (
            f"{_obj(e.get('object'))} can't have or gain {e.get('ability')}{_until(e)}"
        ),
        "lose_all_abilities": lambda e: f"{_obj(e.get('object'))} loses all abilities{_until(e)}",
        "set_power_toughness": lambda e: (
            f"{_obj(e.get('object'))} has base power and toughness"
            f" {e.get('power')}/{e.get('toughness')}{_until(e)}"
        ),
        "fights": lambda e: f"{_obj(e.get('object'))} fights {_obj(e.get('other'))}",
        "goad": lambda e: f"goad {_obj(e.get('object'))}",
        "clash": lambda e: f"{_player(e.get('player'))} clash(es) with an opponent",
        "manifest": lambda e: f"manifest {_obj(e.get('object'))}",
        "cloak": lambda e: f"cloak {_obj(e.get('object'))}",
        "detain": lambda e: f"detain {_obj(e.get('object'))} until your next turn",
        "exert": lambda e: f"exert {_obj(e.get('object'))}",
        "become_monarch": lambda e: f"{_acts(e.get('player'), 'become')} the monarch",
        "extra_turn": lambda e: f"{_acts(e.get('player'), 'take')} an extra turn after this one",
        "additional_phases": lambda e: (
            f"after {'this main phase' if e.get('after') == 'this_main_phase' else 'this phase'},"
            f" there is an additional {' phase followed by an additional '.join(e.get('phases', ()))}"
            " phase"
        ),
        "shuffle_into_library": lambda e: (
            f"{_acts(e.get('player'), 'shuffle')} {_obj(e.get('object')).replace('_', ' ')}"
            " into its owner's library"
        ),
        "exile_graveyard": lambda e: f"exile every card in {_whose(e.get('player'))} graveyard",
        "look_at_hand": lambda e: (
            f"{_acts(e.get('player'), 'look')} at {_whose(e.get('owner'))} hand"
        ),
        "look_at_top": lambda e: (
            f"{_acts(e.get('player'), 'look')} at the top {_number_of(e.get('amount'), 'card')}"
            f" of {_whose(e.get('library') or e.get('player'))} library"
        ),
        "put_rest": lambda e: (
            "put the rest "
            + _LIBRARY_REST.get(str(e.get("rest")), str(e.get("rest")))
            + (
                f" in {'a random' if e.get('order') == 'random' else 'any'} order"
                if e.get("order")
                else ""
            )
        ),
        "flip_coin": lambda e: (
            f"{_acts(e.get('player'), 'flip')} a coin"
            + (f"; if they win the flip, {describe(e.get('won'))}" if e.get("won") else "")
            + (f"; if they lose the flip, {describe(e.get('lost'))}" if e.get("lost") else "")
        ),
    }
)


def describe(node: Any) -> str:
    """One line of CR English for an AST node (object or canonical JSON dict). Unknown node types
    give ``<type>(field=value, ...)`` instead of failing."""
    data = _j(node)
    if not isinstance(data, dict):
        return str(data)
    kind = data.get("type", "")
    if kind in _EFFECTS:
        return _with_duration(_EFFECTS[kind](data), data.get("duration"))
    if kind in ("triggered_ability", "restricted_triggered_ability"):
        cond = f", if {_condition(data['condition'])}" if data.get("condition") else ""
        effect = describe(data.get("effect"))
        if data.get("optional"):
            effect = _you_may(_whole(data.get("effect")))
        most = data.get("max_per_turn")
        limit = f" (triggers at most {_number_of(most, 'time')} each turn)" if most else ""
        if data.get("max_total"):
            limit += f" (triggers at most {_number_of(data['max_total'], 'time')} in all)"
        return f"triggered ability: {_trigger(data.get('trigger'))}{cond}: {effect}{limit}"
    if kind == "replacement_effect":
        event = data.get("event") or {}
        cond = f" if {_condition(data['condition'])}" if data.get("condition") else ""
        if data.get("mode") == "as":
            names = [e.get("name") for e in event.get("events") or [event]]
            happens = " or ".join(_EVENTS.get(n, str(n).replace("_", " ")) for n in names)
            return f"replacement effect: as it {happens}{cond}, {describe(data.get('replacement'))}"
        if data.get("mode") == "with":
            happens = _EVENTS.get(event.get("name"), str(event.get("name", "")).replace("_", " "))
            text = f"{_obj(event.get('object'))} {happens} with {describe(data.get('replacement'))}"
            return (
                f"replacement effect:{cond and cond + ','} {text.replace(' with put ', ' with ')}"
            )
        if data.get("mode") == "tapped":  # CR 614.1c: "[this / a group] enters tapped"
            happens = _EVENTS.get(event.get("name"), str(event.get("name", "")).replace("_", " "))
            return f"replacement effect:{cond and cond + ','} {_obj(event.get('object'))} {happens} tapped"
        would = _base_verb(
            _EVENTS.get(event.get("name"), str(event.get("name", "")).replace("_", " "))
        )
        if event.get("name") == "dealt_damage":  # "If [a red source] would deal damage to you"
            would = "be dealt damage"
            if event.get("damage_source"):
                would += f" by {_obj(event['damage_source'])}"
        return f"replacement effect: if {_obj(event.get('object'))} would {would}{cond}, instead {describe(data.get('replacement'))}"
    if kind == "prohibition":
        words = " ".join((data.get("object") or {}).get("filter") or []).replace("_", " ")
        what = "activated abilities of each " if data.get("action") == "activate" else "each "
        verb = {"cast": "cast", "activate": "activated"}.get(data.get("action"), data.get("action"))
        return f"static ability: {what}{words} can't be {verb}"
    if kind == "static_ability":
        rule = str(data.get("rule", ""))
        if rule.startswith("cr:"):  # a keyword changing the game's rules (lifelink: 702.15b)
            return f"static ability: the rules of CR {rule[3:]}"
        words = rule.replace("cant_", "can't_").replace("_", " ")
        params = dict(data.get("parameters") or ())
        if rule == "block_as_though" and params.get("ability"):  # CR 509.1b, 702.9b
            return f"static ability: it can block as though it had {params['ability']}"
        if rule == "deck_copies" and "max" in params:  # CR 100.2a
            most = "any number of" if params["max"] == "any" else f"up to {params['max']}"
            return f"static ability: a deck can have {most} cards named like it"
        if params:  # whatever else a rule has is said, not dropped
            said = ", ".join(f"{k} {v}".replace("_", " ") for k, v in params.items())
            return f"static ability: {words} ({said})"
        return f"static ability: {words}"
    if kind == "exert_as_it_attacks":  # CR 701.43a
        then = f"; when you do, {describe(data['reflexive'])}" if data.get("reflexive") else ""
        return f"static ability: you may exert it as it attacks{then}"
    if kind == "additional_cost":
        times = " any number of times" if data.get("repeatable") else ""
        cost = _mana(data.get("cost"))
        if cost.startswith("{"):  # mana: "pay {2}{R}"; another action says its verb
            cost = f"pay {cost}"
        may = "you may " if data.get("optional", True) else ""  # kicker: optional (CR 702.33a)
        return f"additional cost: {may}{cost}{times} as you cast it"
    if kind == "alternative_cost":
        extra = f" ({describe(data['effect'])})" if data.get("effect") else ""
        if data.get("condition"):
            extra += f" if {_condition(data['condition'])}"
        cost = data.get("cost")
        paid = (
            "without paying its mana cost"  # an alternative cost that pays nothing (CR 118.9)
            if isinstance(cost, dict) and not cost.get("components")
            else f"for {_mana(cost)}"
        )
        return f"alternative cost: {str(data.get('action', '')).replace('_', ' ')} {paid}{extra}"
    if kind == "cast_from_zone":
        extra = f" if {_condition(data['condition'])}" if data.get("condition") else ""
        cost = data.get("additional_cost")
        paid = f", paying {_mana(cost)} as an additional cost" if cost else ""
        return f"you may cast it from your {data.get('zone')}{paid}{extra}"
    if kind == "activated_ability":
        timing = " (only as a sorcery)" if data.get("timing") == "sorcery" else ""
        return (
            f"activated ability: {_mana(data.get('cost'))}: {describe(data.get('effect'))}{timing}"
        )
    if kind == "cast_restriction":  # "Cast this spell only during combat." (CR 601.3)
        return f"static ability: cast this only if {_condition(data.get('condition'))}"
    if kind == "spell_ability":
        return f"spell ability: {describe(data.get('effect'))}"
    if kind == "keyword":
        param = data.get("parameter")
        if isinstance(param, dict) and param.get("type") == "number_and_cost":
            shown = f" {_amount(param.get('number'))}—{_mana(param.get('cost'))}"
        elif isinstance(param, dict) and param.get("type") == "quality_and_cost":
            shown = f" {' '.join(param.get('quality') or [])} {_mana(param.get('cost'))}"
        elif isinstance(param, dict) and param.get("type") == "object":
            shown = f" {_filter_words(list(param.get('filter') or [])) or 'object'}"
        elif isinstance(param, dict) and param.get("type") == "player":  # "Enchant player"
            shown = f" {str(param.get('kind') or 'player').replace('_', ' ')}"
        elif isinstance(param, dict) and param.get("type") == "quality":
            word = "" if data.get("name") == "enchant" else " from"
            shown = f"{word} {param.get('value')}"
        elif isinstance(param, dict):
            shown = (
                f" {_mana(param)}"
                if param.get("type") in ("cost", "mana_cost")
                else f" {_amount(param)}"
            )
        else:
            shown = "" if param is None else f" {param}"
        return f"keyword: {str(data.get('name', '')).replace('_', ' ')}{shown}"
    if kind == "maximum_hand_size" and data.get("mode") == "modify":  # CR 402.2
        n = int(data.get("value") or 0)
        how = f"reduced by {-n}" if n < 0 else f"increased by {n}"
        return f"static ability: {_player(data.get('player'))} maximum hand size is {how}"
    if kind == "maximum_hand_size":
        value = "no maximum" if data.get("value") is None else data.get("value")
        return f"static ability: {_player(data.get('player'))} maximum hand size is {value}"
    if kind == "skip_step":
        return f"static ability: {_player(data.get('player'))} skip the {data.get('step')} step"
    if kind == "unparsed":
        return f"unparsed: {data.get('error', '')}"
    fields = ", ".join(
        f"{k}={v}" for k, v in data.items() if k not in ("type", "source", "findings")
    )
    return f"{kind}({fields})"


def describe_lines(node: Any, indent: str = "  ") -> list[str]:
    """``describe`` of a node, and for a keyword the abilities it stands for, one per line."""
    data = _j(node)
    lines = [describe(data)]
    if isinstance(data, dict) and data.get("type") == "keyword":
        lines += [indent + describe(a) for a in data.get("abilities") or []]
    return lines


# static grants to a group (CR 604.1), life, mana
def _granted(a: Any) -> str:
    """A granted ability: a keyword by its name ("flying"), another ability in quotes."""
    data = _j(a)
    if isinstance(data, dict) and data.get("type") == "keyword":
        return describe(data).removeprefix("keyword: ")
    return f'"{describe(data)}"'


_EFFECTS["grant_abilities"] = lambda e: (
    # each object the reference names has them: "each creature you control has flying"
    f"static ability: {_obj(e.get('object'))} has "
    + " and ".join(_granted(a) for a in e.get("abilities") or [])
)
_EFFECTS["auras_stay_attached"] = lambda e: (
    f"{describe(e.get('grant'))}; this protection doesn't make "
    + ("~" if (e.get("auras") or {}).get("kind") == "self" else "Auras")
    + " attached illegally"
)
_EFFECTS["half"] = lambda e: f"half of {describe(e.get('amount'))}, rounded {e.get('rounding')}"
_EFFECTS["difference"] = lambda e: (
    f"{describe(e.get('minuend'))} minus {describe(e.get('subtrahend'))}"
)


# layers additions (static type-changing effects, CR 613): registered here to keep merges small
def _becomes(e: dict[str, Any]) -> str:
    if e.get("colors") and not (e.get("types") or e.get("subtypes") or e.get("power")):
        # a color-changing effect (CR 105.3): the new colors replace the old ones
        colors = " and ".join(
            str(c).replace("chosen_color", "the chosen color") for c in e["colors"]
        )
        dur = " until end of turn" if (e.get("duration") or {}).get("kind") == "end_of_turn" else ""
        added = " in addition to its other colors" if e.get("colors_additive") else ""
        return f"{_obj(e.get('object'))} becomes {colors}{added}{dur}"
    words = [*(e.get("colors") or []), *(e.get("subtypes") or []), *(e.get("types") or [])]
    pt = f"{e['power']}/{e['toughness']} " if e.get("power") is not None else ""
    extra = " in addition to its other types" if e.get("additive") else ""
    if e.get("colors_additive"):
        extra = " in addition to its other colors and types"
    dur = e.get("duration") or {}
    if e.get("abilities") and not words and not pt:
        # 'gains "{R}: This creature gets +1/+0 until end of turn."' (an ability granted by a
        # resolving effect, CR 611.2: no type, color or P/T changed); was "is  with activated
        # ability in addition to its other types"
        granted = "; ".join(f'"{describe(a)}"' for a in e["abilities"])
        until = " until end of turn" if dur.get("kind") == "end_of_turn" else ""
        return f"{_obj(e.get('object'))} gains {granted}{until}"
    abilities = [
        str(a.get("name") or a.get("type")).replace("_", " ") for a in e.get("abilities") or []
    ]
    if abilities:
        extra = f" with {', '.join(abilities)}" + extra
    if dur.get("kind") == "end_of_turn":  # Kamahl, Fist of Krosa (mana area)
        extra += " until end of turn"
    return f"{_obj(e.get('object'))} is {pt}{' '.join(w.replace('_', ' ') for w in words)}{extra}"


_EFFECTS["becomes"] = _becomes
_EFFECTS["set_base_power_toughness_from"] = lambda e: (
    f"{_obj(e.get('object'))}'s base {' and '.join(e.get('stats') or [])} become(s) "
    f"{_obj(e.get('values_of'))}'s"
)
_EFFECTS["text_change"] = lambda e: (
    f"change the text of {_obj(e.get('object'))} by replacing all instances of one "
    + " or one ".join(
        {"color": "color word"}.get(w, str(w).replace("_", " ")) for w in e.get("words") or []
    )
    + " with another"
)


def _static_effect(e: Json) -> str:
    """ "static ability: as long as it's your turn, it has lifelink": a condition of a static
    ability holds over time ("as long as", CR 611.3a), not once as "if" does on resolution."""
    inner = e.get("effect") or {}
    if isinstance(inner, dict) and inner.get("type") == "conditional":
        return f"static ability: as long as {_condition(inner.get('condition'))}, " + _governed(
            inner.get("effect")
        )
    return f"static ability: {describe(inner)}"


_EFFECTS["static_effect"] = _static_effect
# a line of reminder text only: no rules meaning (CR 207.2); what it restates, or that the
# parser does not know what it restates
_EFFECTS["reminder_text"] = lambda e: (
    "reminder text (no rules meaning, CR 207.2): restates "
    + (
        f"the game rule of CR {e['rule']}"
        if e.get("rule")
        else "; ".join(describe(a) for a in e["abilities"])
    )
    if e.get("abilities") or e.get("rule")
    else "reminder text (no rules meaning, CR 207.2): not read"
)
_EFFECTS["type_line"] = lambda e: (
    "type line (no rules meaning, CR 205): " + " ".join(e.get("types") or [])
)
# what a modal double-faced card prints of its other face: that face's characteristics
_EFFECTS["other_face"] = lambda e: (
    "the other face (its characteristics, not this face's, CR 712.8): "
    + " ".join((e.get("type_line") or {}).get("types") or [])
    + (f" {_mana(e['mana_cost'])}" if e.get("mana_cost") else "")
    + "".join(f"; {describe(a)}" for a in e.get("abilities") or [])
)
_EFFECTS["restriction"] = lambda e: _restriction(e)  # (defined below)
_EFFECTS["combat_cost"] = lambda e: (  # (CR 508.1d, 509.1c: a cost to attack or block)
    f"{_obj(e.get('object'))} can't {str(e.get('action', '')).replace('_', ' ')}"
    + (f" {_obj(e.get('which'))}" if e.get("which") else "")
    + f" unless {_player(e.get('player'))} {_unless_cost(e.get('cost'))}"
)
_EFFECTS["gain_control"] = lambda e: (
    f"{_acts(e.get('player'), 'gain')} control of {_obj(e.get('object'))}"
)
_EFFECTS["exchange_control"] = lambda e: (  # (CR 701.12b)
    f"exchange control of {_obj(e.get('object'))}"
    + (f" and {_obj(e.get('other'))}" if e.get("other") else "")
)
_EFFECTS["exchange_zones"] = lambda e: (  # (CR 702.65a)
    f"exchange {_obj(e.get('object'))} with {_obj(e.get('other'))}"
)
# each object with its own quantifier ("target artifact or enchantment and up to one other
# target artifact or enchantment": was "target artifact|enchantment and target another ...",
# the "up to one" left out)
_EFFECTS["object_union"] = lambda e: " and ".join(_obj(o) for o in e.get("objects") or [])
_EFFECTS["add_mana"] = lambda e: (
    f"{'you may ' if e.get('optional') else ''}add {_mana(e.get('mana'))}"
    + (f" {_amount(e['amount'])} times" if e.get("amount") not in (None, 1) else "")
    + " to your mana pool"
)


def _owners(obj: Any) -> str:
    """An object's possessive: "its", "that creature's", "the sacrificed enchantment's" (an
    object a cost named, CR 608.2h: said with "the")."""
    owner = _obj(obj)
    if owner == "it":
        return "its"
    if isinstance(obj, dict):
        bare = f"{obj.get('kind')} {_filter_words(list(obj.get('filter') or []))}".strip()
        if owner == bare:
            owner = f"the {owner}"
    return f"{owner}'s"


def _count(e: dict[str, Any]) -> str:
    """A Count amount (rulesparser.ast.Count): "its power", "the number of time counters on
    it", "the number of Islands you control"."""
    what = str(e.get("what") or "")
    if what in ("power", "toughness"):
        # "its" is this object's; an object the ability named before is "the object's" (Kresh:
        # "where X is that creature's power", CR 608.2h)
        return f"{_owners(e.get('object'))} {what}"
    if what == "counters_removed_this_way":  # (the ability's cost removed them, CR 602.1)
        return f"the number of {e.get('counter')} counters removed this way"
    if what == "counters" or e.get("counter"):
        return (
            f"the number of {e.get('counter') or ''} counters on {_obj(e.get('object'))}".replace(
                "  ", " "
            )
        )
    if what == "total_power_toughness":
        return f"the total power and toughness of {_obj(e.get('object'))}"
    if what == "objects" and isinstance(e.get("object"), dict):
        return f"the number of {_objects_words(e['object'])}"
    player = e.get("player")
    if what == "players" and isinstance(player, dict):  # "for each opponent you have"
        plural = {"each_opponent": "opponents you have", "each_player": "players"}
        return (
            f"the number of {plural.get(player.get('kind'), 'players (' + _player(player) + ')')}"
        )
    if what.startswith("cards_in_") and isinstance(player, dict):  # CR 402, 404, 401
        return f"the number of cards in {_whose(player)} {what.removeprefix('cards_in_')}"
    if what in ("cards_drawn_this_turn", "cards_discarded_this_turn") and isinstance(player, dict):
        # "for each card you've drawn this turn" (CR 121.1, 701.9): whose draws or discards
        verb = "drawn" if what == "cards_drawn_this_turn" else "discarded"
        who = _player(player)
        has = "have" if who == "you" else "has"
        return f"the number of cards {who} {has} {verb} this turn"
    if what == "life_total" and isinstance(player, dict):  # CR 119
        return f"{_whose(player)} life total"
    if what == "party":  # CR 700.8
        return f"the number of creatures in {_whose(e.get('player'))} party"
    if what.startswith("greatest_") and isinstance(e.get("object"), dict):  # CR 208.1, 202.3
        stat = what.removeprefix("greatest_").replace("_", " ")
        return f"the greatest {stat} among {_objects_words(e['object'])}"
    if what == "objects_beyond_first" and isinstance(e.get("object"), dict):
        # rampage (CR 702.23a): "for each creature blocking it beyond the first"
        words = _filter_words(list(e["object"].get("filter") or []), plural=True)
        return f"the number of {words or 'objects'} beyond the first"
    if what == "basic_land_types" and isinstance(e.get("object"), dict):  # domain, CR 305.6
        return f"the number of basic land types among {_objects_words(e['object'])}"
    if what == "devotion":  # CR 700.5
        colors = " and ".join(e.get("filter") or [])
        return f"{_whose(e.get('player'))} devotion to {colors}"
    if isinstance(e.get("object"), dict) and not e.get("filter"):
        # a characteristic of one object: "the sacrificed enchantment's mana value" (CR 202.3)
        return f"{_owners(e['object'])} {what.replace('_', ' ')}"
    words = " ".join(e.get("filter") or [])
    return f"the number of {words} {what.replace('_', ' ')}".replace("  ", " ").strip()


_EFFECTS["count"] = _count
# a player's keyword (CR 702.11d, 702.18d): "You have hexproof"
_EFFECTS["player_keyword"] = lambda e: (
    f"{_player(e.get('player'))} {'have' if _player(e.get('player')) == 'you' else 'has'} "
    f"{e.get('ability')}"
)
# "You may look at the top card of your library any time." (CR 401.2)
_EFFECTS["look_any_time"] = lambda e: (
    f"{_player(e.get('player'))} may look at {_obj(e.get('object'))} any time"
)


# library additions (search, shuffle, "if you cast it from your hand"): registered here to keep
# merges small
def _whose(p: Any) -> str:
    who = _player(p)
    return "your" if who == "you" else f"{who}'s"


#: where the cards a search finds go (SearchLibrary.destination, CR 701.23a)
_SEARCH_DESTINATIONS = {
    "battlefield": ", put it onto the battlefield",
    "hand": ", put it into your hand",
    "exile": ", exile it",
    "graveyard": ", put it into your graveyard",
    "library_top": "",
}


def _how_many(count: Any, up_to: Any, one: str) -> str:
    """The number of objects a reference names: "two", "up to two", "any number of" (no
    count, up to: CR 601.2c "any number of"), else ``one`` ("a", "one")."""
    if count is None:
        return "any number of" if up_to else one
    said = one if count == 1 else _amount(count)
    return f"up to {said}" if up_to else said


def _sequence(effects: list[Any]) -> str:
    """The effects of a sequence in order; "if you do" / "if you don't" after a choice another
    player made ("that player may pay {2}. If they don't, ...", Smothering Tithe, CR 608.2c),
    or after another player's action ("that player discards a card at random. If the player
    does, ...") is said of that player (was "if you don't")."""
    out: list[str] = []
    chooser = "you"
    for x in effects:
        text = describe(x)
        if chooser != "you" and isinstance(x, dict) and x.get("type") == "conditional":
            text = text.replace("if you don't,", f"if {chooser} doesn't,").replace(
                "if you do,", f"if {chooser} does,"
            )
        out.append(text)
        if isinstance(x, dict) and x.get("type") in ("may_pay", "optional_effect"):
            chooser = _player(x.get("player")) if x.get("player") else "you"
        elif (
            isinstance(x, dict)
            and x.get("type") in ("discard", "sacrifice")
            and isinstance(x.get("player"), dict)
        ):
            # "that player discards a card at random. If the player does, ..." (Skullknocker
            # Ogre): "if you do" after another player's action is said of that player
            chooser = _player(x["player"])
    return "; ".join(out)


def _search_library(e: dict[str, Any]) -> str:
    obj = e.get("object") or {}
    n = obj.get("count")
    count = _how_many(n, obj.get("up_to"), "a")
    if obj.get("kind") == "each":  # "all cards with that name"
        count = "all"
    several = count == "all" or (n is None and bool(obj.get("up_to"))) or n not in (None, 1)
    words = _filter_words(list(obj.get("filter") or []), several)
    if count == "a" and words[:1] in ("a", "e", "i", "o", "u"):
        count = "an"  # "an artifact card"
    zones = ["library", *(e.get("zones") or [])]
    join = " and/or " if e.get("choose_zones") else " and "
    where = ", ".join(zones[:-1]) + join + zones[-1] if len(zones) > 1 else "library"
    quality = (
        f" with total power and toughness {describe(e.get('total_power_toughness'))}"
        if e.get("total_power_toughness")
        else ""
    )
    found = f"{count} {words}"
    if obj.get("type") in ("object_union", "compared_object"):
        # "a card named Forest, a card named ... and a card named Nissa" (each its own object),
        # "an instant or sorcery card with the same name as a card in your graveyard" (was
        # "for a , reveal it" and the comparison left out)
        found = _obj(obj)
    who = _player(e.get("player")) if e.get("player") else "you"
    if who == "you":
        verb = str
        whose = _whose(e.get("library") or e.get("player"))
        head = f"{'you may ' if e.get('optional') else ''}search {whose} {where}"
        dest = _SEARCH_DESTINATIONS.get(e.get("destination") or "battlefield", ", put it somewhere")
    else:  # another player searches (CR 701.23): "each player searches their library"

        def verb(v: str) -> str:
            return v if who.endswith(("players", "opponents")) else _third_person(who, v)

        whose = "their" if not e.get("library") else _whose(e.get("library"))
        head = f"{who}{' may' if e.get('optional') else ''} "
        head += f"{'search' if e.get('optional') else verb('search')} {whose} {where}"
        dest = _SEARCH_DESTINATIONS.get(e.get("destination") or "battlefield", ", put it somewhere")
        dest = dest.replace(" your ", " their ")
        if not e.get("optional"):
            dest = re.sub(r"^, (\w+)", lambda m: ", " + verb(m.group(1)), dest)
    return (
        f"{head} for {found}{quality}"
        + (
            f", {verb('reveal') if who != 'you' and not e.get('optional') else 'reveal'}"
            + (" them" if several else " it")
            if e.get("reveal")
            else ""
        )
        + dest.replace(" it ", " them " if several else " it ")
        + (" tapped" if e.get("tapped") else "")
        + (
            f", then {verb('shuffle') if who != 'you' and not e.get('optional') else 'shuffle'}"
            if e.get("shuffle")
            else ""
        )
        + (
            (" and put them on top" if several else " and put it on top")
            if e.get("destination") == "library_top"
            else ""
        )
    )


_EFFECTS["search_library"] = _search_library
_EFFECTS["shuffle"] = lambda e: f"shuffle {_whose(e.get('player'))} library"
_EFFECTS["was_cast"] = lambda e: (
    f"{_player(e.get('player'))} cast {_obj(e.get('object'))}"
    # "if you cast it" (from anywhere, CR 601.2) said without a zone
    + (
        ""
        if e.get("zone") in (None, "any")
        else f" from {'your' if _player(e.get('player')) == 'you' else 'their'} {e.get('zone')}"
    )
)


# counting counters across objects, optional effects, prevention (CR 615), coin flips (CR 705)
def _skipped(step: str) -> str:
    """What a player skips (CR 614.10): "turn" (CR 614.10: a turn is skipped as a step is),
    "combat" (the combat phase, CR 506), or a step ("draw" -> "draw step")."""
    return {"turn": "turn", "combat": "combat phase"}.get(step, f"{step} step")


def _life(amount: Any) -> str:
    """An amount of life gained, lost or paid, by the kind of amount: a number or a variable
    "3 life", "X life"; half of a life total as it is ("half of your life total, rounded up",
    CR 107.1a); any other amount (a count) "life equal to the number of ..."."""
    if isinstance(amount, dict) and amount.get("what") == "event_amount":
        return "that much life"  # the amount of the trigger event (CR 603.7c)
    said = _amount(amount)
    if not isinstance(amount, dict) or amount.get("type") == "variable":
        return f"{said} life"
    return said if amount.get("type") == "half" else f"life equal to {said}"


def _objects_words(o: Any) -> str:
    """ "creatures you control" for an ``each`` reference, else :func:`_obj`."""
    if isinstance(o, dict) and o.get("kind") == "each":
        return _filter_words(list(o.get("filter") or []), plural=True) or "permanents"
    return _obj(o)


def _count_on(e: dict[str, Any]) -> str:
    """A Count; counters on a group of objects: "the number of +1/+1 counters on all creature
    you control"."""
    obj = e.get("object")
    if e.get("what") == "counters" and isinstance(obj, dict) and obj.get("kind") == "each":
        return f"the number of {e.get('counter')} counters on all {_objects_words(obj)}"
    return _count(e)


_EFFECTS["count"] = _count_on
_EFFECTS["define_colors"] = lambda e: (
    "characteristic-defining ability: it is " + " and ".join(e["colors"])
)
_EFFECTS["define_power_toughness"] = lambda e: (
    # None: that one is not defined, the printed value stands (was "its toughness is None")
    "characteristic-defining ability: "
    + " and ".join(
        f"its {stat} is {describe(e[stat])}"
        for stat in ("power", "toughness")
        if e.get(stat) is not None
    )
)


def _optional(e: dict[str, Any]) -> str:
    """ "you may draw a card"; "you may choose not to untap it during your untap step" (a
    restriction its controller chooses, CR 502.3)."""
    inner = e.get("effect")
    if isinstance(inner, dict) and inner.get("action") == "untap_during_untap_step":
        return f"you may choose not to untap {_obj(inner.get('object'))} during your untap step"
    who = e.get("player")
    if isinstance(who, dict) and who.get("kind") not in (None, "you"):
        if isinstance(inner, dict) and inner.get("type") == "search_library":
            if inner.get("player") == who:  # "each player may search their library ..."
                return _search_library({**inner, "optional": True})
        return f"{_player(who)} may: {describe(inner)}"  # "each player may scry 1"
    return _you_may(_whole(inner))


def _whole(effect: Any) -> str:
    """The description of an effect one "you may" covers: a sequence of several instructions in
    brackets ("you may (reveal the object; return the object to its owner's hand)": one choice
    for all of them, CR 608.2d), any other effect as it is."""
    text = describe(effect)
    if isinstance(effect, dict) and effect.get("type") == "sequence" and "; " in text:
        return f"({text})"
    return text


#: how a described effect begins when another object or player does it ("that player discard
#: 1 card", "it deals 2 damage ..."): "you may have" them do it (CR 608.2d)
_OTHER_SUBJECTS = (
    "it ",
    "its ",
    "that ",
    "the ",
    "target ",
    "each ",
    "enchanted ",
    "equipped ",
    "owner ",
    "defending ",
    "an opponent ",
    "another ",
)


def _you_may(text: str) -> str:
    """ "you may [effect]": "you may draw 1 card" for "you draw ...", "you may have that
    player discard ..." for an effect whose subject is another player or an object (was "you
    may that player discard")."""
    if text.startswith("you "):
        return f"you may {text[4:]}"
    if text.startswith(_OTHER_SUBJECTS):
        return f"you may have {_have_verb(text)}"
    return f"you may {text}"


_EFFECTS["optional_effect"] = _optional
_EFFECTS["target"] = _target
_EFFECTS["prevent_damage"] = lambda e: (
    # no amount: all such damage (CR 615.1), else a shield of that much (CR 615.7)
    ("prevent all" if e.get("amount") is None else f"prevent the next {_amount(e['amount'])}")
    + " damage that would be dealt to "
    f"{_recipients(e.get('recipient'))} this turn"
)
_EFFECTS["vote"] = lambda e: (
    # CR 701.38a: the choices by their place, as the AST has them
    f"starting with {_player(e.get('starting_with'))}, each player votes for one of "
    f"{e.get('choices')} choices"
    + "".join(
        f"; if choice {o.get('choice')} gets more votes"
        + (" or the vote is tied" if o.get("or_tied") else "")
        + f", {describe(o.get('effect'))}"
        for o in e.get("outcomes") or []
    )
)
_EFFECTS["prevent_damage_divided"] = lambda e: (
    f"prevent the next {_amount(e['amount'])} damage that would be dealt this turn to"
    f" {_recipients(e.get('targets'))}, divided as you choose"
)
_EFFECTS["flip_coin"] = lambda e: (
    "flip a coin"
    + (f"; if you win the flip, {describe(e.get('won'))}" if e.get("won") else "")
    + (f"; if you lose the flip, {describe(e.get('lost'))}" if e.get("lost") else "")
)


# mana area additions (helper "mana"): copies of spells and abilities of spells on the stack
_EFFECTS["sum"] = lambda e: " plus ".join(_amount(t) for t in e.get("terms") or [])
_copy_storm = _EFFECTS["copy_spell"]
_EFFECTS["copy_spell"] = lambda e: (
    _copy_storm(e)
    if e.get("amount") != 1
    else f"copy {_obj(e.get('object'))}"
    + (f" except for its {e['without_keyword']} ability" if e.get("without_keyword") else "")
    + ("; you may choose new targets for the copy" if e.get("new_targets") else "")
)
_EFFECTS["restricted_activated_ability"] = lambda e: (
    f"activated ability: {_mana(e.get('cost'))}: {describe(e.get('effect'))}"
    + (" (only as a sorcery)" if e.get("timing") == "sorcery" else "")
    + (" (any player may activate it)" if e.get("any_player") else "")
    + (f" (only while it is on the {e['zone']})" if e.get("zone") else "")
    + (f" (only if {_condition(e['condition'])})" if e.get("condition") else "")
    + (
        f" (at most {_number_of(e['max_per_turn'], 'time')} each turn)"
        if e.get("max_per_turn")
        else ""
    )
    + (
        f" (at most {_number_of(e['max_activations'], 'time')} in all)"
        if e.get("max_activations")
        else ""
    )
    + (
        f" (this ability costs {_mana(e['cost_change'].get('mana'))} less to activate, times "
        f"{_amount(e['cost_change'].get('amount'))})"
        if e.get("cost_change")
        else ""
    )
)


# lexer additions (counting: "for each Aura attached to it", cards in graveyards)
def _count_lexer(e: dict[str, Any]) -> str:
    """A Count of attached permanents or graveyard cards: "the number of aura attached to that
    object", "the number of nonbasic land cards in opponent's graveyards"."""
    words = " ".join(e.get("filter") or []).replace("_", " ")
    if e.get("what") == "attached":
        return f"the number of {words} attached to {_obj(e.get('object'))}"
    if e.get("what") == "cards_in_graveyards":
        return f"the number of {words} cards in {_whose(e.get('player'))} graveyards"
    return _count_on(e)


_EFFECTS["count"] = _count_lexer
_EFFECTS["unpreventable_damage"] = lambda e: (
    f"{describe(e.get('effect'))}; that damage can't be prevented"
)
_EFFECTS["product"] = lambda e: f"{_amount(e.get('factor'))} × {describe(e.get('amount'))}"
_EFFECTS["instead"] = lambda e: (
    f"{describe(e.get('replaced'))}; if {_condition(e.get('condition'))}, "
    f"{describe(e.get('effect'))} instead"
)
_EFFECTS["conditional_otherwise"] = lambda e: (
    f"if {'you do' if (e.get('condition') or {}).get('type') == 'if_you_do' else _condition(e.get('condition'))}, "
    f"{_governed(e.get('effect'))}; otherwise, {_governed(e.get('otherwise'))}"
)
_EFFECTS["scry"] = lambda e: f"scry {_amount(e.get('amount'))}"
# a keyword action of CR 701 ("adapt 2", "proliferate", "amass orc 2")
_EFFECTS["keyword_action"] = lambda e: (
    (f"{_obj(e['object'])} performs: " if e.get("object") else "")
    + str(e.get("action", "")).replace("_", " ")
    + (f" {e['subtype']}" if e.get("subtype") else "")
    + (f" {_amount(e['amount'])}" if e.get("amount") is not None else "")
)


# replacement and prevention effects (helper "replace", CR 614, 615)
_EFFECTS["damage_cant_be_prevented"] = lambda e: (
    "damage can't be prevented" + _duration_words(e.get("duration"))
)


# permissions, damage assignment and modes of unseen-set card text (CR 702.3b, 510.1a, 700.2d)
_EFFECTS["attack_as_though_no_defender"] = lambda e: (
    f"{_obj(e.get('object'))} can attack as though it didn't have defender"
    + _duration_words(e.get("duration"))
)
_EFFECTS["blockable_as_though_no_landwalk"] = lambda e: (
    f"{_obj(e.get('object'))} can be blocked as though it didn't have {e.get('landwalk')}"
    + _duration_words(e.get("duration"))
)
_EFFECTS["assign_damage_by_toughness"] = lambda e: (
    f"{_obj(e.get('object'))} assign(s) combat damage equal to its toughness rather than its power"
    + _duration_words(e.get("duration"))
)
_EFFECTS["choose_modes_repeatable"] = lambda e: (
    f"choose {e.get('number')} (the same mode may be chosen more than once): "
    + "; ".join(describe(m) for m in e.get("modes") or [])
)


# node kinds that printed as raw fields ("choose_one(modes=[{'type': ...}])"): sagas, loyalty
# costs, cost changes, modes, mill, restricted mana, ...
_NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _some(o: Any) -> str:
    """One of a group: "a creature with flying" for "creatures with flying" (an ``each`` or
    ``any`` reference a restriction is about), else :func:`_obj`."""
    if isinstance(o, dict) and o.get("type") == "object" and o.get("kind") in ("each", "any"):
        words = _filter_words(list(o.get("filter") or [])) or "object"
        if words.startswith("another "):
            return words
        return f"{'an' if words[:1] in 'aeiou' else 'a'} {words}"
    return _obj(o)


def _loyalty(e: Json) -> str:
    """ "[+1]", "[−2]", "[+X]", "[−X]" (CR 606.4: put or remove that many loyalty counters)."""
    change = e.get("change")
    if isinstance(change, int):
        return f"[{change:+d}]".replace("-", "−")
    if isinstance(change, dict) and change.get("type") == "product" and change.get("factor") == -1:
        return f"[−{_amount(change.get('amount'))}]"
    return f"[+{_amount(change)}]"


def _roman(n: Any) -> str:
    if not isinstance(n, int) or not 0 < n < 40:
        return str(n)
    out = ""
    for value, letters in ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out, n = out + letters, n - value
    return out


def _modes(e: Json) -> str:
    return "".join(f" • {describe(m)}" for m in e.get("modes") or [])


def _choose_modes(e: Json) -> str:
    """ "choose one or both —", "choose one or more —", "choose two —" (CR 700.2)."""
    low, high = e.get("minimum"), e.get("maximum")
    n_modes = len(e.get("modes") or [])
    said = _NUMBER_WORDS.get(low, str(low))
    if high == low:
        how = said
    elif low == 1 and high == 2 and n_modes == 2:
        how = "one or both"
    elif high == n_modes:
        how = f"{said} or more"
    else:
        how = f"{said} to {_NUMBER_WORDS.get(high, str(high))}"
    return f"choose {how} —{_modes(e)}"


def _cost_change(e: Json) -> str:
    """ "each aura or equipment spell you cast costs {1} less to cast" (CR 601.2f)."""
    obj = e.get("object") or {}
    who = "it" if obj.get("kind") == "self" else _obj(obj)
    words = obj.get("filter") or []
    verb = "activate" if any("abilit" in str(w) for w in words) else "cast"
    times = f", times {_amount(e['amount'])}" if e.get("amount") not in (None, 1) else ""
    only = " (it reduces only colored mana)" if e.get("colored_only") else ""
    more = "more" if e.get("increase") else "less"
    return f"{who} costs {_mana(e.get('mana'))} {more} to {verb}{times}{only}"


def _blocker_count(e: Json) -> str:
    """ "it can't be blocked except by two or more creatures" (menace, CR 702.110b); "can't be
    blocked by more than one creature" (CR 509.1b)."""
    who, parts = _obj(e.get("object")), []
    if e.get("minimum"):
        parts.append(f"{who} can't be blocked except by {e['minimum']} or more creatures")
    if e.get("maximum") is not None:
        parts.append(f"{who} can't be blocked by more than {_number_of(e['maximum'], 'creature')}")
    return " and ".join(parts) + _until(e)


def _player_does(e: Json, verb_you: str, verb_other: str) -> str:
    who = _player(e.get("player"))
    return f"{who} {verb_you if who == 'you' else verb_other}"


_PLAYER_ACTIONS = {
    "lose_game": "lose the game",
    "win_game": "win the game",
    "gain_life": "gain life",
    "draw": "draw cards",
    "search_library": "search libraries",
}


def _player_restriction(e: Json) -> str:
    """ "you can't lose the game", "each player can't cast more than 1 spell each turn"
    (CR 101.2)."""
    action = str(e.get("action") or "")
    what = _PLAYER_ACTIONS.get(action, action.replace("_", " "))
    obj = e.get("object")
    if isinstance(obj, dict):
        words = _filter_words(list(obj.get("filter") or [])) or "object"
        if e.get("max_per_turn"):
            what += f" more than {_number_of(e['max_per_turn'], words)} each turn"
        else:
            what += f" {_obj(obj)}"
    elif e.get("max_per_turn"):  # "can't draw more than one card each turn": cards drawn
        noun = _PLAYER_ACTION_NOUNS.get(action, "time")
        what = (
            f"{action.replace('_', ' ')} more than {_number_of(e['max_per_turn'], noun)} each turn"
        )
    return f"{_player(e.get('player'))} can't {what}{_until(e)}"


#: what a player action limited per turn counts ("can't draw more than one card each turn")
_PLAYER_ACTION_NOUNS = {"draw": "card", "search_library": "time"}


def _spells_words(o: Any) -> str:
    words = _filter_words(list((o or {}).get("filter") or [])) if isinstance(o, dict) else ""
    words = words or "spell"
    return words[:-5] + "spells" if words.endswith("spell") else words


def _plural(words: str) -> str:
    """ "creature" -> "creatures" (the objects whose abilities are meant, Castle Garenbrig)."""
    return words if words.endswith("s") else words + "s"


def _restricted_mana(e: Json) -> str:
    """ "add {C}; spend this mana only to cast instant or sorcery spells" (CR 106.6)."""
    uses = [f"cast {_spells_words(o)}" for o in e.get("spells") or []]
    uses += [
        f"activate abilities of {_plural(_spells_words(o).replace('spells', 'spell'))}"
        for o in e.get("abilities_of") or []
    ]
    return f"{describe(e.get('effect'))}; spend this mana only to {' or '.join(uses)}"


_REQUIREMENTS = {
    "attack": "attacks each combat if able",
    "block": "blocks each combat if able",
    "be_blocked": "must be blocked if able",
}


def _requirement(e: Json) -> str:
    """ "it attacks each combat if able" (CR 508.1d, 509.1c)."""
    who, action = _obj(e.get("object")), str(e.get("action") or "")
    if action == "be_blocked_by_all":
        return f"all creatures able to block {who} do so{_until(e)}"
    return f"{who} {_REQUIREMENTS.get(action, action.replace('_', ' ') + ' if able')}{_until(e)}"


def _double(e: Json) -> str:
    """ "double the number of +1/+1 counters on it", "double its power and toughness" (CR
    701.10)."""
    what, obj = e.get("what"), e.get("object")
    if what == "counters":
        return f"double the number of {e.get('counter') or ''} counters on {_obj(obj)}".replace(
            "  ", " "
        )
    if what == "power_toughness":
        return f"double the power and toughness of {_obj(obj)}"
    if what == "life_total":
        return f"double {_whose(e.get('player') or obj)} life total"
    return f"double the {str(what).replace('_', ' ')} of {_obj(obj)}"


_MANA_CHOICES = {
    "any_color": "of any one color",
    "chosen_color": "of the chosen color",
    "commander_color_identity": "of any one color in your commander's color identity",
}

_EFFECTS.update(
    {
        "chapter_ability": lambda e: (
            # CR 714.2b: triggers as the lore counters reach that chapter number
            "chapter ability "
            + ", ".join(_roman(n) for n in e.get("chapters") or [])
            + f" (triggers as its lore counters reach that number): {describe(e.get('effect'))}"
        ),
        "loyalty_cost": _loyalty,
        "cost_change": _cost_change,
        "blocker_count": _blocker_count,
        "add_mana_of_choice": lambda e: (
            f"{_player_does(e, 'add', 'adds')} {_amount(e.get('amount'))} mana "
            + _MANA_CHOICES.get(str(e.get("choice")), str(e.get("choice")).replace("_", " "))
        ),
        "choose_one": lambda e: f"choose one —{_modes(e)}",
        "choose_modes": _choose_modes,
        "mill": lambda e: (
            f"{_player_does(e, 'mill', 'mills')} {_number_of(e.get('amount'), 'card')}"
        ),
        "unattach": lambda e: f"unattach {_obj(e.get('object'))}",
        "mana_spent": lambda e: (  # (CR 601.2h: the mana paid to cast it)
            f"at least {e.get('at_least') or 1} "
            + (f"{e['color']} " if e.get("color") not in (None, "any") else "")
            + f"mana was spent to cast {_obj(e.get('object'))}"
        ),
        "has_card_type": lambda e: (
            f"{_obj(e.get('object'))} is a {str(e.get('card_type')).replace('_', ' ')}"
        ),
        "make_choice": lambda e: (
            f"{_player_does(e, 'choose', 'chooses')} "
            + {"opponent": "an opponent"}.get(
                str(e.get("what")), "a " + str(e.get("what")).replace("_", " ")
            )
        ),
        "create_emblem": lambda e: (  # CR 114.1
            f"{_player_does(e, 'get', 'gets')} an emblem with "
            + " and ".join(f'"{describe(a)}"' for a in e.get("abilities") or [])
        ),
        "player_restriction": _player_restriction,
        "restricted_mana": _restricted_mana,
        "put_chosen_and_rest": lambda e: (
            f"put {'up to ' if e.get('up_to') else ''}{_amount(e.get('amount'))} of them "
            + _LIBRARY_REST.get(str(e.get("destination") or "hand"), str(e.get("destination")))
            + " and the rest "
            + _LIBRARY_REST.get(str(e.get("rest")), str(e.get("rest")).replace("_", " "))
            + (
                f" in {'a random' if e.get('order') == 'random' else 'any'} order"
                if e.get("order")
                else ""
            )
        ),
        "requirement": _requirement,
        "cant_be_blocked_by": lambda e: (
            f"{_obj(e.get('object'))} can't be blocked by {_some(e.get('blockers'))}{_until(e)}"
        ),
        "keep_unspent_mana": lambda e: (  # an exception to CR 500.5
            f"{_player_does(e, 'do', 'does')}n't lose unspent "
            + (f"{e['color']} " if e.get("color") else "")
            + "mana as steps and phases end"
            + _until(e)
        ),
        "double": _double,
    }
)


def _which(o: Any) -> str:
    """What a restriction is about, one of a group: "a creature with flying", "an artifact
    creature or a creature that shares a color with it" (an ``object_union``)."""
    if isinstance(o, dict) and o.get("type") == "object_union":
        return " or ".join(_which(m) for m in o.get("objects") or [])
    return _some(o)


def _restriction(e: Json) -> str:
    """ "it can't block a creature with flying", "it can block only a creature with flying"
    (CR 509.1b), "it can't be blocked except by a creature with flying or reach" (flying,
    CR 702.9b), "attacking doesn't cause it to tap" (vigilance, CR 702.20b), "it doesn't untap
    during its controller's untap step" (CR 502.3)."""
    who, action = _obj(e.get("object")), str(e.get("action") or "")
    which = f" {_which(e['which'])}" if e.get("which") else ""
    if action == "block_only":
        return f"{who} can block only{which}{_until(e)}"
    if action == "tap_to_attack":
        return f"attacking doesn't cause {who} to tap{_until(e)}"
    if action == "attack_block_or_crew":  # (CR 702.122a)
        return f"{who} can't attack, block, or crew Vehicles{_until(e)}"
    if action == "untap_during_untap_step":
        return f"{who} doesn't untap during its controller's untap step{_until(e)}"
    return f"{who} can't {action.replace('_', ' ')}{which}{_until(e)}"


# damage prevention and redirection (CR 615, 614.9), and more kinds that printed as raw fields
def _this_turn(e: Json) -> str:
    """ " this turn" for an effect lasting until end of turn (CR 611.2a), else nothing."""
    return " this turn" if (e.get("duration") or {}).get("kind") == "end_of_turn" else ""


def _chosen(o: Any) -> str:
    """ "a source of your choice" for a ``chosen`` reference (CR 609.7a), else
    :func:`_recipients`."""
    if isinstance(o, dict) and o.get("kind") == "chosen":
        return f"a {_filter_words(list(o.get('filter') or [])) or 'source'} of your choice"
    return _recipients(o)


def _prevent_all(e: Json) -> str:
    """ "prevent all combat damage that would be dealt by target attacking creature" (CR
    615.1a)."""
    return (
        f"prevent all {'combat ' if e.get('combat') else ''}damage that would be dealt"
        + (f" to {_recipients(e['recipient'])}" if e.get("recipient") else "")
        + (f" by {_chosen(e['damage_source'])}" if e.get("damage_source") else "")
        + _this_turn(e)
    )


def _redirect(e: Json) -> str:
    """ "all damage that would be dealt to target creature is dealt to you instead" (CR
    614.9)."""
    amount = e.get("amount")
    how = f"the next {_amount(amount)}" if amount is not None else "all"
    return (
        f"{how} {'combat ' if e.get('combat') else ''}damage that would be dealt to "
        f"{_recipients(e.get('recipient'))}"
        + (f" by {_chosen(e['damage_source'])}" if e.get("damage_source") else "")
        + _this_turn(e)
        + f" is dealt to {_recipients(e.get('new_recipient'))} instead"
    )


def _divided(e: Json) -> str:
    """ "it deals 5 damage divided as you choose among any number of any target" (CR
    601.2d)."""
    low, high = e.get("minimum"), e.get("maximum")
    how = "any number" if high is None else f"{low or 1} to {high}"
    targets = e.get("targets") or {}
    what = _target(targets) if targets.get("type") == "target" else _obj(targets)
    return (
        f"{_obj(e.get('damage_source'))} deals {_amount(e.get('amount'))} damage divided as "
        f"you choose among {how} of {what}"
    )


def _create_replacement(e: Json) -> str:
    """ "create a replacement effect until end of turn: if the creature would die, instead
    exile it" (CR 614.1a, 611.2a)."""
    inner = describe(e.get("effect")).removeprefix("replacement effect: ")
    once = " (the next time only)" if e.get("once") else ""
    return f"create a replacement effect{_duration_words(e.get('duration'))}{once}: {inner}"


def _cast_during(e: Json) -> str:
    """ "you cast this spell during your main phase" (CR 505.1)."""
    obj = e.get("object") or {}
    what = "this spell" if obj.get("kind") == "self" else _obj(obj)
    when = _condition(e.get("during")).removeprefix("it is ")
    when = when + " phase" if when.endswith("main") else when
    return f"{_player(e.get('player'))} cast {what} during {when}"


def _as_though_flash(e: Json) -> str:
    """ "you may cast each historic spell as though it had flash" (CR 702.8a, 601.3)."""
    spells = e.get("spells")
    what = _obj(spells) if spells else "it"
    cost = e.get("additional_cost")
    return (
        f"static ability: you may cast {what} as though it had flash"
        + (f" if you pay {_mana(cost)} more to cast it" if cost else "")
        + (f" as long as {_condition(e['condition'])}" if e.get("condition") else "")
    )


def _combination(e: Json) -> str:
    """ "you add 3 mana in any combination of {R} and/or {G}" (CR 106.1b)."""
    colors = [str(c) for c in e.get("colors") or []]
    said = "colors" if len(colors) == 5 else " and/or ".join("{" + c + "}" for c in colors)
    return f"{_player_does(e, 'add', 'adds')} {_amount(e.get('amount'))} mana in any combination of {said}"


_EFFECTS.update(
    {
        "prevent_all_damage": _prevent_all,
        "prevent_that_damage": lambda e: (
            "prevent that damage"
            if e.get("amount") is None
            else f"prevent {_amount(e['amount'])} of that damage"
        ),
        "prevent_next_damage_event": lambda e: (  # (CR 615.7)
            f"the next time {_chosen(e.get('damage_source'))} would deal damage"
            f"{' to ' + _recipients(e['recipient']) if e.get('recipient') else ''}"
            f"{_this_turn(e)}, prevent that damage"
        ),
        "redirect_damage": _redirect,
        "redirect_next_damage_event": lambda e: (  # (CR 614.9)
            f"the next time {_chosen(e.get('damage_source'))} would deal damage"
            f"{' to ' + _recipients(e['recipient']) if e.get('recipient') else ''}"
            f"{_this_turn(e)}, that damage is dealt to {_recipients(e.get('new_recipient'))}"
            " instead"
        ),
        "deal_damage_divided": _divided,
        "create_replacement": _create_replacement,
        "pay_mana_by_action": lambda e: (  # delve, convoke, improvise (CR 702.66a, 702.51a)
            f"static ability: as you cast it, for each {e.get('mana')} mana of its cost you may "
            f"{describe(e.get('action'))} rather than pay that mana"
        ),
        "plays_revealed": lambda e: (  # (CR 400.2)
            f"{_player_does(e, 'play', 'plays')} with "
            + {"hand": "{} hand", "top_of_library": "the top card of {} library"}.get(
                str(e.get("cards")), str(e.get("cards")).replace("_", " ")
            ).format(_whose(e.get("player")).replace("each opponent's", "their"))
            + " revealed"
        ),
        "transform": lambda e: f"transform {_obj(e.get('object'))}",  # (CR 701.28)
        "variable": lambda e: str(e.get("name")).replace("_", " "),
        "add_mana_combination": _combination,
        "switch_power_toughness": lambda e: (  # (CR 701.15)
            f"switch the power and toughness of {_obj(e.get('object'))}"
        ),
        "surveil": lambda e: (  # (CR 701.42)
            f"{_player_does(e, 'surveil', 'surveils')} {_amount(e.get('amount'))}"
        ),
        "cast_during": _cast_during,
        "additional_land_plays": lambda e: (  # (CR 305.2)
            f"{_player(e.get('player'))} may play {_number_of(e.get('amount'), 'additional land')}"
        ),
        "cast_as_though_flash": _as_though_flash,
        "assign_no_combat_damage": lambda e: (  # (CR 510.1)
            f"{_obj(e.get('object'))} assigns no combat damage"
        ),
    }
)


# older-set kinds that printed as raw fields: cumulative upkeep, energy, poison, entwine,
# escalate, renown, distributed and moved counters
def _distribute(e: Json) -> str:
    """ "distribute 4 +1/+1 counters among any number of target creature" (CR 601.2d)."""
    low, high = e.get("minimum"), e.get("maximum")
    how = "any number" if high is None else f"{low or 1} to {high}"
    targets = e.get("targets") or {}
    what = _target(targets) if targets.get("type") == "target" else _obj(targets)
    return (
        f"distribute {_amount(e.get('amount'))} {e.get('counter')} counters among {how} of {what}"
    )


def _move_counters(e: Json) -> str:
    """ "move any number of +1/+1 counters from it onto another target creature" (CR
    122.5)."""
    return (
        f"move {_number_of(e.get('amount'), str(e.get('counter')) + ' counter')} from "
        f"{_obj(e.get('object'))} onto {_obj(e.get('to'))}"
    )


_EFFECTS.update(
    {
        "may_pay_for_each": lambda e: (  # cumulative upkeep (CR 702.24a)
            f"{_player(e.get('player'))} may pay {_mana(e.get('cost'))} for each "
            + describe(e.get("count"))
            .removeprefix("the number of ")
            .replace(" counters on ", " counter on ")
            + " (all or none)"
        ),
        "gain_energy": lambda e: (  # (CR 107.14)
            f"{_player_does(e, 'get', 'gets')} {_number_of(e.get('amount'), 'energy counter')}"
        ),
        "player_gets_counters": lambda e: (  # (CR 122.1f)
            f"{_player_does(e, 'get', 'gets')} "
            f"{_number_of(e.get('amount'), str(e.get('counter')) + ' counter')}"
        ),
        "becomes_designated": lambda e: (  # (CR 702.112b)
            f"{_obj(e.get('object'))} becomes {str(e.get('designation')).replace('_', ' ')}"
        ),
        "all_modes_cost": lambda e: (  # entwine (CR 702.42a)
            f"additional cost: you may pay {_mana(e.get('cost'))} as you cast it to choose all "
            "of its modes"
        ),
        "additional_cost_per_mode": lambda e: (  # escalate (CR 702.120a)
            f"additional cost: pay {_mana(e.get('cost'))} for each mode chosen beyond the first"
        ),
        "can_block_additional": lambda e: (  # (CR 509.1a)
            f"{_obj(e.get('object'))} can block any number of creatures"
            if e.get("amount") is None
            else f"{_obj(e.get('object'))} can block "
            f"{_number_of(e['amount'], 'additional creature')} each combat"
        ),
        "add_mana_could_produce": lambda e: (  # (CR 106.7)
            f"{_player_does(e, 'add', 'adds')} {_amount(e.get('amount'))} mana of any "
            f"{'type' if e.get('colorless') else 'color'} that "
            f"{_some(e.get('lands'))} could produce"
        ),
        "add_mana_produced": lambda e: (  # (CR 106.7)
            f"{_player_does(e, 'add', 'adds')} {_amount(e.get('amount'))} mana of any type "
            f"{_obj(e.get('land'))} produced"
        ),
        "loses_card_types": lambda e: (  # (CR 205.1, 613.1d)
            f"{_obj(e.get('object'))} isn't a {' or '.join(e.get('types') or [])}"
        ),
        "assign_damage_as_though_not_blocked": lambda e: (  # (CR 510.1c)
            f"{_obj(e.get('object'))} assigns its combat damage as though it weren't blocked"
        ),
        "distribute_counters": _distribute,
        "choose_colors": lambda e: (  # (CR 105.3)
            f"{_player_does(e, 'choose', 'chooses')} one or more colors"
        ),
        "move_counters": _move_counters,
    }
)


#: a third-person verb said in its base form after "you may have [subject]" (CR 608.2d)
_HAVE_VERBS = {
    "deals": "deal",
    "assigns": "assign",
    "gets": "get",
    "gains": "gain",
    "loses": "lose",
    "becomes": "become",
    "fights": "fight",
    "draws": "draw",
    "returns": "return",
    "puts": "put",
    "sacrifices": "sacrifice",
    "creates": "create",
    "reveals": "reveal",
    "mills": "mill",
    "discards": "discard",
}


def _have_verb(text: str) -> str:
    """ "it assigns its combat damage ..." -> "it assign its combat damage ...": the first
    third-person verb of a description in its base form (was "you may have it assigns")."""
    words = text.split(" ")
    for i, w in enumerate(words[1:], 1):
        if w in _HAVE_VERBS:
            words[i] = _HAVE_VERBS[w]
            break
    return " ".join(words)


def _leveler_band(e: Json) -> str:
    """ "level 3-7: as long as it has 3 to 7 level counters on it, it has base power and
    toughness 4/4 and has ..." (CR 711.2a/b)."""
    low, high = e.get("minimum"), e.get("maximum")
    band = f"{low}+" if high is None else f"{low}-{high}"
    many = f"{low} or more" if high is None else f"{low} to {high}"
    parts = []
    if e.get("power") is not None:
        parts.append(f"has base power and toughness {e['power']}/{e.get('toughness')}")
    if e.get("abilities"):
        parts.append("has " + " and ".join(_granted(a) for a in e["abilities"]))
    return f"level {band}: as long as it has {many} level counters on it, it " + (
        " and ".join(parts) or "has no other abilities"
    )


_EFFECTS.update(
    {
        "leveler_band": _leveler_band,
        "remove_damage": lambda e: f"remove all damage from {_obj(e.get('object'))}",
        "return_to_battlefield": lambda e: (
            f"return {_obj(e.get('object'))} to the battlefield"
            + (
                f" (an Aura this way can enchant only a {' or '.join(e['attach_to'])})"
                if e.get("attach_to")
                else ""
            )
        ),
        "search_same_name": lambda e: (  # (CR 701.23)
            f"for each {_obj(e.get('object')).removeprefix('each ')} "
            f"{_player(e.get('player'))} controls, search that player's library for a card "
            "with the same name as that permanent and put it onto the battlefield under your "
            "control" + ("; then that player shuffles" if e.get("shuffle") else "")
        ),
        "copy_card": lambda e: (  # (CR 707.12; a linked card, CR 607.2a)
            f"copy the {_filter_words(list(e['object'].get('filter') or []))} card"
            if (e.get("object") or {}).get("kind") == "linked"
            else f"copy {_obj(e.get('object'))}"
        ),
        "opening_hand_reveal": lambda e: (  # (CR 103.6b)
            "you may reveal this card from your opening hand; if you do, "
            + describe(e.get("effect")).replace("the next upkeep", "the first upkeep")
        ),
    }
)
_EVENTS.setdefault("destroyed", "is destroyed")
