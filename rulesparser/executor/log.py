"""Render the event log in English, French or German through Babel gettext catalogs
(domain ``executor``: ``locales/<lang>/LC_MESSAGES/executor.po``).

Events are language-neutral (:class:`~rulesparser.executor.state.GameEvent`); only rendering
uses words, all of which come from the catalogs. Object labels are shown by the card's name in
the language (``names``: label -> localized name).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from typing import Any

from rulesparser.executor.color import COLORS as _COLORS
from rulesparser.executor.state import GameEvent

__all__ = ["translator", "render_event", "render_log"]


@functools.cache
def translator(lang: str) -> Callable[[str], str]:
    """A gettext function for ``lang`` (domain ``executor``). Uses ``rulesparser.i18n`` when
    it exists, else reads the ``.po`` catalog with Babel. Unknown messages fall back to the
    msgid. Raises ``ValueError`` for a language without a catalog."""
    try:
        from rulesparser.i18n import get_translator  # type: ignore[import-not-found]

        tr = get_translator(lang, domain="executor")
        return tr.gettext if hasattr(tr, "gettext") else tr
    except (ImportError, TypeError, AttributeError, OSError, ValueError):
        pass
    from babel.messages.pofile import read_po

    from rulesparser.kb.data import locales_dir

    path = locales_dir() / lang / "LC_MESSAGES" / "executor.po"
    try:
        with path.open("rb") as fh:  # type: ignore[union-attr]
            catalog = read_po(fh, locale=lang)
    except (FileNotFoundError, OSError):
        raise ValueError(f"no executor catalog for language {lang!r}") from None
    table = {m.id: m.string for m in catalog if m.id and m.string}
    return lambda msgid: table.get(msgid, msgid)


@functools.cache
def _elisions(lang: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The elisions of ``lang``'s log (``locales/<lang>/log_elisions.yaml``: a list of
    ``{pattern, replace}``; French "de Ogre" -> "d'Ogre"), applied to each rendered line; none
    for a language without the file. Raises ``KBError`` for a malformed file."""
    from rulesparser.kb.data import KBError, load_yaml_text, locales_dir

    path = locales_dir() / lang / "log_elisions.yaml"
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return ()
    entries = load_yaml_text(text, f"locales/{lang}/log_elisions.yaml") or []
    try:
        return tuple((re.compile(e["pattern"]), e["replace"]) for e in entries)
    except (TypeError, KeyError, re.error) as bad:
        raise KBError(f"locales/{lang}/log_elisions.yaml: {bad}") from None


def _elided(msg: str, lang: str) -> str:
    for pattern, replace in _elisions(lang):
        msg = pattern.sub(replace, msg)
    return msg


_TEMPLATES: dict[str, str] = {
    "turn": "Turn {number}: {player}'s turn",
    "enters": "{card} enters the battlefield",
    "leaves": "{card} leaves the battlefield to the {zone}",
    "triggers": "{card}'s ability triggers ({ability})",
    "trigger_removed": "{card}'s ability ({ability}) is removed: no legal target",
    "does_nothing": "{card}'s ability ({ability}) does nothing: its condition is false",
    "fizzles": "{card} ({ability}) doesn't resolve: its targets are illegal",
    "countered": "{card} ({ability}) is countered",
    "not_countered": "{card} can't be countered",
    "counters_put": "{amount} {counter} counter(s) put on {card} (now {total})",
    "counters_removed": "{amount} {counter} counter(s) removed from {card} (now {total})",
    "sacrificed": "{card} is sacrificed",
    "cant_sacrifice": "{player} can't sacrifice {card}: they don't control it",
    "destroyed": "{card} is destroyed",
    "shuffles": "{player} shuffles their library",
    "scries": "{player} scries {amount} and puts {bottom} on the bottom",
    "finds": "{player} searches their library and finds {card}",
    "fails_to_find": "{player} searches their library and finds nothing",
    "dredges": "{player} dredges {card}: {amount} card(s) milled instead of drawing",
    "reveals": "{player} reveals {card}",
    "not_destroyed": "{card} isn't destroyed: it's indestructible",
    "attached": "{card} is attached to {to}",
    "plays": "{player} plays {card}",
    "returned_to_hand": "{card} is returned to {player}'s hand from the {zone}",
    "reveals_hand": "{player} reveals their hand",
    "life": "{player}'s life changes by {change} (now {life})",
    "draws": "{player} draws {amount} card(s)",
    "draws_from_empty": "{player} would draw from an empty library",
    "mills": "{player} mills {amount} card(s)",
    "discards": "{player} discards {card}",
    "tapped": "{card} becomes tapped",
    "untapped": "{card} becomes untapped",
    "untap_replaced": "{card} would untap: a stun counter is removed instead ({total} left)",
    "pays": "{player} pays {amount} for {card}",
    "does_not_pay": "{player} doesn't pay {amount} for {card}",
    "token": "{card} token is created",
    "turned_face_up": "{card} is turned face up",
    "attacks": "{card} attacks",
    "blocks": "{card} blocks {attacker}",
    "loses_game": "{player} loses the game",
    "game_draw": "The game is a draw (CR {rule}, 731.4): {resolutions} spells and abilities "
    "resolved in a row with no player acting, a loop of mandatory actions",
    "leaves_game": "{player} leaves the game",
    "loses_abilities": "{card} loses all abilities",
    "becomes": "{card} becomes {power}/{toughness}",
    "gets": "{card} gets {power}/{toughness}",
    "cant_attack_this_turn": "{card} can't attack this turn",
    "cant_block_this_turn": "{card} can't block this turn",
    "cant_attack_or_block_this_turn": "{card} can't attack or block this turn",
    "gains": "{card} gains {ability}",
    "effect_ends": "Effects on {card} end",
    "control": "{player} gains control of {card}",
    "removed_from_combat": "{card} is removed from combat",
    "regeneration_shield": "{card} gets a regeneration shield",
    "regenerates": "{card} regenerates",
    "becomes_copy": "{card} becomes a copy of {of}",
    "copies": "{player} creates a copy of {of}",
    "chooses": "{player} chooses {choice} for {card}",
    "suspends": "{player} suspends {card} with {counters} time counter(s)",
    "activates": "{player} activates {card} ({ability})",
    "illegal": "Illegal action refused: {action} ({code})",
    "declines": "{player} declines the option of {card}",
    "target_changed": "The target of {card} changes from {old} to {new}",
    "target_unchanged": "The target of {card} doesn't change: no other legal target than {target}",
    "unsupported": "Not supported by the executor: {node}",
}

# mana: the mana pool and mana burn of the 2007 rules (CR 300.3)
_TEMPLATES.update(
    {
        "mana_added": "{player} adds {mana} to their mana pool ({pool} in it)",
        "mana_burn": "{player} loses {amount} life to mana burn",
    }
)


# prevention shields (CR 615.7), coin flips (CR 705)
_TEMPLATES.update(
    {
        "prevented": "{amount} damage from {source} to {to} is prevented",
    }
)


def _ability_name(_: Callable[[str], str], name: str) -> str:
    """The translated name of an effect type (``ability:<name>``); without a catalog entry,
    the type name with spaces."""
    msg = _(f"ability:{name}")
    return name.replace("_", " ") if msg == f"ability:{name}" else msg


def _signed(value: Any) -> str:
    """A power/toughness change with its sign: 1 -> "+1", -2 -> "-2", 0 -> "+0"."""
    if isinstance(value, int):
        return f"{value:+d}"
    text = str(value)
    return text if text.startswith(("+", "-")) else f"+{text}"


def render_event(e: GameEvent, lang: str, names: dict[str, str]) -> str:
    """One log line ``T<turn> <step>: <message>`` in ``lang``."""
    _ = translator(lang)

    def nm(label: Any) -> str:
        if not isinstance(label, str):
            return str(label)
        if label.startswith("stack:"):  # a spell or ability on the stack, by its source
            return nm(label[6:])
        if label.startswith("copy:"):  # a copy of a spell has the original's name (CR 707.10)
            return nm(label[5:].split("#")[0])
        if label in names:
            return names[label]
        return label

    d: dict[str, Any] = dict(e.data)
    if e.kind == "chooses" and d.get("choice") in _COLORS:  # a color (CR 105.1), translated
        d["choice"] = _(f"color:{d['choice']}")
    hidden = d.pop("face_down", "") if e.kind != "casts" else ""
    for k in ("card", "source", "to", "of", "attacker", "choice", "old", "new", "target"):
        if k in d:
            d[k] = nm(d[k])
    for k in hidden.split(",") if hidden else ():  # no name while face down (CR 708.2)
        d[k] = _("a face-down spell") if e.kind == "resolves" else _("a face-down creature")
    if "source" in d:
        d.setdefault("card", d["source"])
    effects = d.pop("effects", "")
    if effects:  # a sequence of effects: say which ("tap, deal damage"), not "sequence"
        d["ability"] = ", ".join(_ability_name(_, x) for x in effects.split(","))
    elif "ability" in d:
        d["ability"] = _(f"ability:{d['ability']}") if d["ability"] != "haste" else _("haste")
    if e.kind == "unsupported" and isinstance(d.get("node"), str):  # an effect's type name
        d["node"] = _unsupported_words(_, d["node"])
    if "counter" in d:
        d["counter"] = _(f"counter:{d['counter']}")
    if e.kind == "gets":  # a change, not a value: "+1/-1" (CR 613.4c), never "1/-1"
        d["power"], d["toughness"] = _signed(d.get("power")), _signed(d.get("toughness"))
    step = _(f"step:{e.step}")
    if e.kind == "casts":
        if d.get("half"):  # a split card: the half cast is the spell (CR 709.3)
            d["card"] = nm(d["half"])
        if d.get("face_down"):  # a face-down spell's name is hidden information (CR 708.2)
            msg = _("{player} casts a face-down creature spell").format(**d)
        else:
            msg = _("{player} casts {card}").format(**d)
        if d.get("free"):
            msg += _(" without paying its mana cost")
        if d.get("kicked"):
            msg += _(" (kicker costs paid: {kicked})").format(**d)
        if d.get("targets"):
            msg += _(" targeting {targets}").format(
                targets=", ".join(nm(t) for t in d["targets"].split(","))
            )
    elif e.kind == "resolves":
        msg = (
            _("{card} resolves")
            if d.get("ability") == _("ability:spell")
            else _("{card}'s ability ({ability}) resolves")
        ).format(**d)
    elif e.kind == "enters":
        if d.get("counters"):
            parts = []
            for kv in d["counters"].split(","):
                k, _sep, n = kv.partition("=")
                parts.append(
                    _("{amount} {counter} counter(s)").format(amount=n, counter=_("counter:" + k))
                )
            msg = _("{card} enters the battlefield with {counters}").format(
                card=d["card"], counters=", ".join(parts)
            )
        else:
            msg = _("{card} enters the battlefield").format(**d)
    elif e.kind == "leaves":
        msg = _("{card} leaves the battlefield to the {zone}").format(
            card=d["card"], zone=_(f"zone:{e.get('to')}")
        )
    elif e.kind == "returned_to_hand":
        msg = _("{card} is returned to {player}'s hand from the {zone}").format(
            card=d["card"],
            player=d["player"],
            zone=_(f"zone:{e.get('zone')}"),
            from_zone=_(f"from_zone:{e.get('zone')}"),  # "du cimetière", "aus dem Friedhof"
        )
    elif e.kind == "exiled":
        msg = _("{card} is exiled from the {zone}").format(
            card=d["card"],
            zone=_(f"zone:{e.get('zone')}"),
            from_zone=_(f"from_zone:{e.get('zone')}"),
        )
    elif e.kind == "cant_be_blocked":
        if d.get("card"):
            msg = _("{card} can't be blocked this turn").format(card=d["card"])
        else:  # a rule for every object of a kind (CR 509.1b): "creatures can't be blocked"
            msg = _(f"cant_be_blocked:{d.get('filter')}")
    elif e.kind == "stays":
        msg = _("{card} has nothing to enchant and stays in the {zone}").format(
            card=d["card"], zone=_(f"zone:{e.get('zone')}")
        )
    elif e.kind == "skips":
        msg = _("{player} skips the {step} step").format(
            player=d["player"], step=_(f"step:{e.get('step')}")
        )
    elif e.kind == "damage":
        key = (
            "{source} deals {amount} combat damage to {target}"
            if d.get("combat")
            else "{source} deals {amount} damage to {target}"
        )
        msg = _(key).format(source=d["source"], amount=d["amount"], target=d["to"])
    elif e.kind == "coin_flip":  # CR 705
        key = (
            "{player} wins the coin flip for {card}"
            if d.get("won")
            else "{player} loses the coin flip for {card}"
        )
        msg = _(key).format(player=d["player"], card=d["card"])
    elif e.kind == "illegal":  # the action and the refusal code, translated
        msg = _("Illegal action refused: {action} ({code})").format(
            action=_(f"action:{d.get('action')}"), code=_(f"illegal:{d.get('code')}")
        )
    elif e.kind in ("pays", "does_not_pay") and not d.get("amount"):
        # a cost without mana (echo "Discard a card"): not "pays 0"
        msg = (
            _("{player} pays the cost for {card}")
            if e.kind == "pays"
            else _("{player} doesn't pay the cost for {card}")
        ).format(player=d["player"], card=d["card"])
    elif e.kind == "sba":
        what = nm(e.get("card") or e.get("player"))
        msg = _("State-based action (CR {rule}): {what}").format(rule=d["rule"], what=what)
    elif e.kind in _TEMPLATES:
        try:
            msg = _(_TEMPLATES[e.kind]).format(**d)
        except (KeyError, IndexError):
            msg = f"{e.kind} {d}"
    else:
        msg = f"{e.kind} {d}"
    return f"T{e.turn} {step}: {_elided(msg, lang)}"


def render_log(
    events: Iterable[GameEvent],
    lang: str,
    names: dict[str, str],
    *,
    skip: Iterable[str] = (),
) -> list[str]:
    """Render events (all but the kinds in ``skip``) as lines in ``lang``. The draw of the
    draw step (a turn-based action, CR 504.1) is left out as every turn has one; a draw by a
    spell or an ability is shown."""
    skipped = set(skip)
    return [
        render_event(e, lang, names)
        for e in events
        if e.kind not in skipped and not (e.kind == "draws" and e.step == "draw")
    ]


def _unsupported_words(_: Callable[[str], str], what: str) -> str:
    """What the executor can't play, in the log's words: the effect's name in the log's
    language ("mill": "meuler"); a name with a detail (``create_token:treasure``) as its
    effect's words with the detail after them ("create token(s) (treasure)"); else as is."""
    named = _(f"ability:{what}")
    if named != f"ability:{what}":
        return named
    kind, sep, detail = what.partition(":")
    named = _(f"ability:{kind}")
    if not sep or named == f"ability:{kind}":
        return what
    return f"{named} ({detail})"
