"""Scenario files: YAML descriptions of a game (cards, setup, a script per turn and step,
expectations) that the executor plays. The format is documented in ``docs/scenarios.md``.

``load_scenario(path)`` validates a file and returns a :class:`Scenario`; malformed input raises
:class:`ScenarioError` whose message is ``file:line: what is wrong``. ``run_scenario(scenario,
lang)`` parses every card's rules text in ``lang`` (``rulesparser.parse``), plays the game and
returns a :class:`RunResult` with the event log and the list of failed expectations.
YAML is read with the safe loader only (``yaml.SafeLoader``), composed first for line numbers.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from rulesparser import ast as A
from rulesparser.executor import color as _color
from rulesparser.executor import triggers as _triggers
from rulesparser.executor.auras import destroy, play_land
from rulesparser.executor.engine import NO_RULES_MEANING
from rulesparser.executor.expectations import (
    check_expectations,
)
from rulesparser.executor.game import Game
from rulesparser.executor.policy import ScriptedPolicy

# the public names of the scenario modules, importable from here as before
from rulesparser.executor.scenario_format import (  # noqa: F401
    ACTIONS,
    EVENT_FIELDS,
    LANGS,
    MAX_KICKS,
    MAX_LIBRARY,
    MAX_TURNS,
    SBA_RULES,
    SUPERTYPES,
    Action,
    CardSpec,
    Placement,
    RunResult,
    Scenario,
    counter_kinds,
    kb_card,
    load_scenario,
    parse_scenario,
)
from rulesparser.executor.scenario_yaml import (  # noqa: F401
    MAX_BYTES,
    MAX_DEPTH,
    MAX_KEYS,
    CardTextError,
    ScenarioError,
)
from rulesparser.executor.state import (
    CardDef,
    ExecutorError,
    IllegalAction,
    Player,
    Step,
    Zone,
)
from rulesparser.lexicon import token_names
from rulesparser.mana import SYMBOL_COLORS

__all__ = [
    "ScenarioError",
    "Scenario",
    "RunResult",
    "load_scenario",
    "parse_scenario",
    "run_scenario",
    "LANGS",
]


def build_card(spec: CardSpec, lang: str, file: str = "<scenario>") -> CardDef:
    """The card with its abilities parsed from its text in ``lang`` (``rulesparser.parse`` with
    the localized name as ``card_name``), or rebuilt from ``abilities_json``.
    Raises :class:`ScenarioError` when the text does not parse."""
    from rulesparser import ParseError, parse

    if spec.faces:  # a split card: each half is parsed with its own name (CR 708 of 2007)
        halves = tuple(build_card(f, lang, file) for f in spec.faces)
        halves = tuple(dataclasses.replace(h, key=h.names.get("en") or h.key) for h in halves)
        types = tuple(dict.fromkeys(t for h in halves for t in h.types))
        return CardDef(
            key=spec.key,
            names=spec.names,
            types=types,
            abilities=tuple(a for h in halves for a in h.abilities),
            faces=halves,
        )
    abilities: tuple[A.Node, ...] = ()
    if spec.text:
        text = spec.text.get(lang)
        if text is None:
            if spec.abilities_json is None:
                raise ScenarioError(file, spec.line, f"card {spec.key!r} has no {lang} text")
        else:
            name = spec.text_names.get(lang) or spec.names.get(lang) or spec.names.get("en")
            try:
                abilities = parse(text, lang, card_name=name, lenient=spec.lenient).abilities
            except ParseError as e:
                # the parser's own message: line/column inside the card text as typed
                where = spec.text_lines.get(lang) or spec.text_line or spec.line
                raise CardTextError(file, where, f"card {spec.key!r} ({lang}): {e}", lang) from None
            except Exception as e:  # noqa: BLE001 - a grammar that fails to build is reported too
                first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
                raise CardTextError(
                    file,
                    spec.text_line or spec.line,
                    f"card {spec.key!r} ({lang}): the parser failed: {type(e).__name__}: {first}",
                    lang,
                ) from None
    if not abilities and spec.abilities_json is not None:
        abilities = tuple(A.node_from_json(spec.abilities_json))
    abilities = tuple(a for a in abilities if not isinstance(a, NO_RULES_MEANING))
    return CardDef(
        key=spec.key,
        names=spec.names,
        types=spec.types,
        subtypes=spec.subtypes,
        supertypes=spec.supertypes,
        colors=_colors_of(spec.mana_cost),
        power=spec.power,
        toughness=spec.toughness,
        mana_cost=spec.mana_cost,
        abilities=abilities,
    )


def _colors_of(mana_cost: tuple[str, ...]) -> tuple[str, ...]:
    """A card's colors from its mana cost (CR 202.2): each colored symbol, hybrid ones too."""
    out: list[str] = []
    for sym in mana_cost:
        for letter, color in SYMBOL_COLORS.items():  # (CR 105.2, 202.2)
            if letter in sym.strip("{}").split("/") and color not in out:
                out.append(color)
    return tuple(out)


def _blank(n: int) -> CardDef:
    """A blank library card (a land with no text), named in each log language ("library
    card": the executor catalogs' msgid)."""
    from rulesparser.executor.log import translator
    from rulesparser.lexicon import available_languages

    names = {lg: translator(lg)("library card") for lg in available_languages()}
    return CardDef(key="library_card", names=names, types=("land",))


def run_scenario(sc: Scenario, lang: str = "en") -> RunResult:
    """Play a scenario from its cards' ``lang`` text and check its expectations.

    Returns a :class:`RunResult`; raises :class:`ScenarioError` for a card text that does not
    parse or a script that refers to something that does not exist."""
    defs = {k: build_card(c, lang, sc.file) for k, c in sc.cards.items()}
    players = [Player(n, life=life, mana_per_turn=mana, mana=mana) for n, life, mana in sc.players]
    failures: list[str] = []
    game = Game(players, ScriptedPolicy(sc.choices))
    game.mana_burn = sc.mana_burn
    for p in sc.placements:
        try:
            game.add_object(
                p.label,
                defs[p.card],
                p.owner,
                p.zone,
                counters=p.counters,
                tapped=p.tapped,
                fresh=p.fresh,
                face_down=p.face_down,
            )
        except ExecutorError as e:
            raise ScenarioError(sc.file, p.line, str(e)) from None
    for p in sc.placements:
        if p.attached_to is not None:
            host = game.objects.get(p.attached_to)
            if host is None or host.zone is not Zone.BATTLEFIELD:
                raise ScenarioError(
                    sc.file, p.line, f"{p.label} is attached to {p.attached_to!r}, not a permanent"
                )
            game.get(p.label).attached_to = (host.label, host.zone_changes)
    for p in sc.placements:
        if p.zone is Zone.BATTLEFIELD:  # "as it enters, choose a color" (CR 614.12)
            _color.setup_choices(game, game.get(p.label))
    _check_modes_apply(sc, game)
    blank = _blank(0)
    for pname, n in sc.library.items():
        for i in range(n):
            game.add_object(f"{pname}:library{i + 1}", blank, pname, Zone.LIBRARY)

    reached: set[tuple[int, str]] = set()

    def hook(g: Game, step: Step) -> None:
        reached.add((g.turn, step.value))
        for act in sc.script.get((g.turn, step.value), []):
            if g.over:  # the game ended during this step: the actions after never ran
                failures.append(
                    f"{sc.file}:{act.line}: turn {g.turn} {step.value}: the game ended before "
                    "this action"
                )
                return
            _perform(g, act, sc, failures, lang)

    game.script_hook = hook
    try:
        for _ in range(sc.play_turns):
            if game.over:
                break
            game.play_turn()
    except IllegalAction as e:  # a scripted choice (choices:) the rules refuse
        failures.append(f"{sc.file}:{_choices_line(sc)}: turn {game.turn} {game.step.value}: {e}")
    except ExecutorError as e:
        raise ScenarioError(sc.file, _choices_line(sc), f"turn {game.turn}: {e}") from None
    unused = [
        f"{sc.file}:{acts[0].line}: turn {t} {s} was never reached (the game ended)"
        for (t, s), acts in sc.script.items()
        # a turn not played, or a step of the last turn after the game ended (CR 104.1)
        if t > game.turn or (game.over and (t, s) not in reached)
    ]
    failures.extend(unused)
    if not game.over:  # a step that is not in this turn: its actions never ran
        failures.extend(
            f"{sc.file}:{acts[0].line}: turn {t} {s} did not happen, its actions never ran "
            "(the first-strike damage step needs a creature with first or double strike in "
            "combat, CR 510.4; a step can be skipped, CR 614.1b)"
            for (t, s), acts in sc.script.items()
            if t <= game.turn and (t, s) not in reached
        )
    failures.extend(check_expectations(game, sc.expect, sc.file, sc.expect_line, lang))
    unsupported = sorted(
        {str(dict(e.data).get("node")) for e in game.log if e.kind == "unsupported"}
        | game.unsupported
    )
    if unsupported:  # the game went on without them: no result of this run can be trusted
        cards = {o.card.key: o.card for o in game.objects.values()}
        failures.extend(_cant_play(sc, unsupported, game.unsupported.sources, lang, cards))
    failures = _in_line_order(failures, sc.file)
    names = {label: o.card.name(lang) for label, o in game.objects.items()}
    for o in game.objects.values():
        for half in o.card.faces:  # split cards: the half cast is logged by its key
            names.setdefault(half.key, half.name(lang))
    _name_departed_tokens(game, lang, names)
    return RunResult(lang, list(game.log), failures, game, names)


def _holding_text(card: CardDef | None, what: str) -> str | None:
    """The rules text line (in the run's language: the card's parsed text) of the ability of
    ``card`` that holds ``what``, a name the executor reports ``unsupported``: a triggered
    ability whose trigger it can't match (``trigger:becomes_target``: :func:`.triggers.
    unplayable`), else the first ability holding a node of the name's type
    (``create_token:treasure``: a ``create_token`` node), else the card's only ability; None
    when none is found (a filter word, a cost) or the node has no source text."""
    if card is None:
        return None
    kind = what.split(":", 1)[0].split(" ", 1)[0]
    found = [a for a in card.abilities if _triggers.unplayable(a) == what]
    if not found:
        found = [a for a in card.abilities if any(n.type_name == kind for n in a.walk())]
    if not found and len(card.abilities) == 1:
        found = list(card.abilities)
    source = getattr(found[0], "source", None) if found else None
    text = getattr(source, "text", None)
    return text.strip() if isinstance(text, str) and text.strip() else None


def _cant_play(
    sc: Scenario,
    unsupported: list[str],
    sources: dict[str, str],
    lang: str,
    cards: dict[str, CardDef] | None = None,
) -> list[str]:
    """One failure per card whose spell or ability held nodes the executor can't play, at the
    line of that card's rules text in ``lang`` (or of its text, or of its definition): a spell
    or ability that resolved, a permanent's static ability, replacement effect or trigger;
    nodes met elsewhere (filters, costs, amounts) at the scenario's first line. Said in
    ``lang`` (executor catalogs); each node by its language-neutral name
    (``distribute_counters``, ``count:...``, as the docs and the AST's JSON name it), after its
    words in ``lang`` when the log's catalog translates it ("répartir des marqueurs
    (distribute_counters)")."""
    from rulesparser.executor.log import translator

    _ = translator(lang)

    def node(what: str) -> str:
        key = f"ability:{what}"
        said = _(key)
        return what if said in (key, translator("en")(key)) else f"{said} ({what})"

    by_card: dict[str, list[str]] = {}
    for what in unsupported:
        key = sources.get(what, "")
        by_card.setdefault(key if key in sc.cards else "", []).append(what)
    out = []
    for key, items in by_card.items():
        spec = sc.cards.get(key)
        line = (spec.text_lines.get(lang) or spec.text_line or spec.line) if spec is not None else 1
        texts: list[str] = []  # the rules text holding each, quoted in the run's language
        for what in items if spec is not None else ():
            text = _holding_text((cards or {}).get(key), what)
            quoted = _("\u201c{text}\u201d").format(text=text) if text else ""
            if quoted and quoted not in texts:
                texts.append(quoted)
        card = " ".join([repr(key), *texts])
        whose = _("card {key}: ").format(key=card) if spec is not None else ""
        said = _("the executor can't play {nodes} yet, so this game is not what the cards say")
        out.append(f"{sc.file}:{line}: {whose}{said.format(nodes=', '.join(map(node, items)))}")
    return out


def _refused(kind: str, e: IllegalAction, lang: str) -> str:
    """A scripted action the rules refuse, said in ``lang`` (executor catalogs): the action and
    the refusal in the run's words with the refused object's label ("lancer : refusé — cible
    illégale (hexer)"); English keeps its code and explanation ("cast refused:
    illegal_target: hexer is not a legal target")."""
    from rulesparser.executor.log import translator

    _ = translator(lang)
    return _("{kind} refused: {code}: {detail}").format(
        kind=kind,
        code=e.code,
        detail=e.detail,
        action=_(f"action:{kind}"),
        reason=_(f"illegal:{e.code}"),
        about=f" ({e.subject})" if e.subject else "",
    )


def _name_departed_tokens(game: Game, lang: str, names: dict[str, str]) -> None:
    """Tokens that left the battlefield ceased to exist (CR 111.7, 704.5d) and are no longer
    game objects, but the log still names them by label (``token:<subtype or card key>#n``):
    give them the name of the card they copied or of their subtype in ``lang``."""
    by_key = {o.card.key: o.card.name(lang) for o in game.objects.values()}
    for e in game.log:
        for _, value in e.data:
            if isinstance(value, str) and value.startswith("token:") and value not in names:
                base = value[len("token:") :].split("#", 1)[0]
                names[value] = by_key.get(base) or token_names((base,)).get(lang) or base


def _in_line_order(failures: list[str], file: str) -> list[str]:
    """The ``file:line: message`` failures sorted by line (stable: the game's order within one
    line), as a reader goes through the file."""

    def line_of(msg: str) -> int:
        head = msg.removeprefix(f"{file}:").partition(":")[0]
        return int(head) if msg.startswith(f"{file}:") and head.isdigit() else 0

    return sorted(failures, key=line_of)


def _has_node(node: Any, kinds: tuple[type, ...]) -> bool:
    """Whether an AST (a node, a tuple of nodes) holds a node of one of ``kinds``."""
    if isinstance(node, kinds):
        return True
    if isinstance(node, (tuple, list)):
        return any(_has_node(n, kinds) for n in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return any(_has_node(getattr(node, f.name), kinds) for f in dataclasses.fields(node))
    return False


def _may_have_modes(card: CardDef, label: str, sc: Scenario) -> bool:
    """Whether the object ``label`` (of ``card``) can have a modal ability to choose for: its
    card has "Choose one —" (``ChooseOne``, CR 700.2) or "your choice of" (``ChoiceOf``), or
    it may become a copy of another card (Body Double's "enter as a copy", ``become_copy``)."""
    parts = [card.abilities, *(f.abilities for f in card.faces)]
    if any(_has_node(p, (A.ChooseOne, A.ChoiceOf, A.BecomeCopy)) for p in parts):
        return True
    return any(
        act.kind == "become_copy" and act.value == label
        for acts in sc.script.values()
        for act in acts
    )


def _check_modes_apply(sc: Scenario, game: Game) -> None:
    """``choices.modes`` naming a placed object whose card (in this language's parse) has no
    modal ability can't apply: a malformed scenario (:class:`ScenarioError`), not an answer
    silently ignored. Labels of objects created later (tokens, copies) are not checked."""
    lines = sc.choices.get("_modes_lines") or {}
    for label in sc.choices.get("modes") or {}:
        obj = game.objects.get(label)
        if obj is None:
            continue
        if _may_have_modes(obj.card, label, sc):
            continue
        raise ScenarioError(
            sc.file,
            int(lines.get(label, _choices_line(sc))),
            f"choices.modes names {label}, whose card has no modes to choose from (no "
            "'Choose one —' nor 'your choice of', CR 700.2): the choice can't apply",
        )


def _choices_line(sc: Scenario) -> int:
    """The line of the scenario's ``choices`` (where policy answers come from), else 1."""
    return int(sc.choices.get("_line", 1)) if isinstance(sc.choices, dict) else 1


def _kicker_indexes(g: Game, label: str, kicker: Any) -> list[int]:
    """The validated ``kicker:`` option as kicker indexes, once per payment."""
    if kicker is True:
        return list(range(len(g.kicker_costs(g.get(label)))))
    if isinstance(kicker, dict):
        return [idx for idx, times in sorted(kicker.items()) for _ in range(times)]
    return list(kicker or [])


def _perform(g: Game, act: Action, sc: Scenario, failures: list[str], lang: str = "en") -> None:
    o = act.options
    by = o.get("by", g.active)
    where = f"{sc.file}:{act.line}"
    try:
        if act.kind == "expect":
            failures.extend(check_expectations(g, act.value, sc.file, act.line, lang))
            return
        if act.kind == "cast":
            kicker = _kicker_indexes(g, act.value, o.get("kicker", []))
            g.cast(
                by,
                act.value,
                targets=o.get("targets"),
                kicker=kicker or [],
                x=o.get("x"),
                face_down=bool(o.get("face_down")),
                free=bool(o.get("free")),
                mode=o.get("mode"),
                half=o.get("half"),
            )
        elif act.kind == "suspend":
            g.suspend(by, act.value, x=o.get("x"))
        elif act.kind == "activate":
            g.activate(
                by,
                act.value,
                int(o.get("ability", 0)),
                targets=o.get("targets"),
                choose=o.get("choose", []),
            )
        elif act.kind == "turn_face_up":
            g.turn_face_up(by, act.value)
        elif act.kind == "attack":
            g.declare_attackers(
                act.value if isinstance(act.value, list) else [act.value],
                o.get("by"),
                o.get("defender"),
            )
        elif act.kind == "block":
            g.declare_blockers(dict(act.value), o.get("by"))
        elif act.kind == "resolve":
            if act.value == "all":
                g.resolve_all()
            else:
                for _ in range(int(act.value)):
                    g.resolve_top()
        elif act.kind == "counter":
            g.counter(g.stack_ref(str(act.value)))
            g.settle()
        elif act.kind == "gain_control":
            g.gain_control(act.value, o.get("player", by))
        elif act.kind == "become_copy":
            g.become_copy(act.value, o["of"])
        elif act.kind in ("tap", "untap", "destroy"):
            for label in act.value if isinstance(act.value, list) else [act.value]:
                if act.kind == "tap":
                    g.tap(g.get(label))
                elif act.kind == "untap":
                    g.untap(g.get(label), cause="effect")
                else:
                    destroy(g, g.get(label))
            g.settle()
        elif act.kind == "play":
            play_land(g, by, act.value)
        elif act.kind == "put_counters":
            g.put_counters(g.get(act.value), str(o.get("counter", "time")), int(o.get("amount", 1)))
            g.settle()
    except IllegalAction as e:
        if "illegal" in o:
            if o["illegal"] != e.code:
                failures.append(
                    f"{where}: expected {act.kind} to be refused with {o['illegal']!r}, got {e.code!r}"
                )
            g.emit("illegal", action=act.kind, code=e.code)
            return
        failures.append(f"{where}: {_refused(act.kind, e, lang)}")
        return
    except ExecutorError as e:
        raise ScenarioError(sc.file, act.line, str(e)) from None
    if "illegal" in o:
        failures.append(
            f"{where}: expected {act.kind} to be refused with {o['illegal']!r}, but it was allowed"
        )
