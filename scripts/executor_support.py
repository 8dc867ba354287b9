"""Which effects and static abilities of the seed cards the executor can't play yet.

Parses every rules text of ``kb/seed_cards.yaml`` (printed/Oracle, EN/FR/DE), walks the AST and
asks the executor itself about every effect node, so the answer can't drift from the code:

- a one-shot effect (an :class:`~rulesparser.ast.Effect` under a spell, activated, triggered or
  other ability) is given to ``Game._do`` on a small probe game; it is unplayable when ``_do``
  reports it ``unsupported`` (its fall-through, the event a scenario fails on); the effects of
  "As [this] enters" and "[this] enters with" replacements go to their own dispatchers;
- a static ability (``StaticEffect``, CR 604.1/611.3) is given to the layer system's
  ``_statics_of``; it is unplayable when that fills ``game.unsupported`` (no layer applies it);
- a rule-named static ability (a keyword's: ``forestwalk``, ``vigilance``, ...) is unplayable
  when no string literal of the executor's code names it (reported as ``static:<rule>``); an
  ability of another class (``SkipStep``, ``Prohibition``, ...) when the executor's code never
  names its class (``A.SkipStep``; reported as ``ability:<type name>``).

Output: ``{node type name: sorted card names}``. Usage: ``python scripts/executor_support.py``
(exit status 1 when some node is unplayable); ``tests/test_executor_support.py`` uses
:func:`unplayable`.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.executor import Game
from rulesparser.executor import copies as _copies
from rulesparser.executor import layers as _layers
from rulesparser.executor.engine import Context as Ctx
from rulesparser.executor.state import CardDef, Player, Zone

SEED_CARDS = Path(__file__).resolve().parents[1] / "kb" / "seed_cards.yaml"


def seed_abilities() -> Iterator[tuple[str, A.Node]]:
    """Every (English card name, top-level ability) of every parsed seed text."""
    cards = yaml.safe_load(SEED_CARDS.read_text(encoding="utf-8"))["cards"]
    for card in cards:
        for kind in ("printed", "oracle"):
            for lang, entry in (card.get(kind) or {}).items():
                if not entry or not entry.get("text"):
                    continue
                name = (card.get("names") or {}).get(lang) or card["name"]
                try:
                    abilities = parse(entry["text"], lang, card_name=name).abilities
                except ParseError:
                    continue  # tests/test_seed_texts.py reports the texts that don't parse
                for ab in abilities:
                    yield card["name"], ab


def _children(node: A.Node) -> Iterator[A.Node]:
    for value in vars(node).values():
        items = value if isinstance(value, tuple) else (value,)
        for v in items:
            if isinstance(v, A.Node):
                yield v


def _probe_game() -> tuple[Game, Any]:
    g = Game([Player("alice"), Player("bob")])
    src = g.add_object(
        "probe", CardDef("probe", {"en": "probe"}, types=("creature",)), "alice", Zone.BATTLEFIELD
    )
    return g, src


def _spy(g: Game) -> list[str]:
    """Replace ``g.emit`` by one that records the ``unsupported`` events' node names."""
    reported: list[str] = []
    emit = g.emit

    def spy(kind: str, **data: Any) -> None:
        if kind == "unsupported":
            reported.append(str(data.get("node")))
        else:
            emit(kind, **data)

    g.emit = spy  # type: ignore[method-assign]
    return reported


#: where an effect is carried out: ``resolve`` (``Game._do``, a resolving spell or ability,
#: CR 608.2), ``as`` ("As [this] enters", executor/copies.py, CR 614.12), ``with`` ("[this]
#: enters with ...", ``Game.enters_with``, CR 614.1c)
Context = str


def _carry_out(g: Game, src: Any, node: A.Node, context: Context, *, all_done: bool) -> None:
    """Give ``node`` to the executor's dispatcher for ``context``. ``all_done``: "If you do"
    holds (the caller also makes every condition hold)."""
    ctx = Ctx(item=None, controller="alice", source=src, live=True, inst=None, did=all_done)
    if context == "as":
        _copies._do(g, src, node, _copies._State(player="alice", did=all_done))
    elif context == "with":
        effects = node.effects if isinstance(node, A.Sequence) else (node,)
        for e in effects:
            g.enters_with(e, src, ctx)
    else:
        g.do_effect(node, ctx)


def effect_playable(node: A.Node, context: Context = "resolve") -> bool:
    """Whether the executor carries out ``node`` in ``context`` (see :data:`Context`). Any
    exception while doing it on the bare probe game (a missing target, ...) still means a
    handler took it."""
    g, src = _probe_game()
    reported = _spy(g)
    try:
        _carry_out(g, src, node, context, all_done=False)
    except Exception:  # noqa: BLE001, S110 - a handler ran and needed a fuller game
        pass
    return node.type_name not in reported


def static_unplayable(node: A.StaticEffect) -> set[str]:
    """The effect type names of a static ability no layer applies (CR 613)."""
    g, src = _probe_game()
    _layers._statics_of(node, src)
    return set(g.unsupported)


def _effects(node: A.Node, context: Context = "resolve") -> Iterator[tuple[A.Node, A.Node, str]]:
    """(effect, its parent, its context) for every effect under ``node``; a static ability
    (``StaticEffect``) is yielded whole, for the layers. Replacement effects other than "as"
    and "enters with" ("enters tapped", Muck Drubb's "instead") are not probed."""
    if isinstance(node, A.StaticEffect):
        yield node, node, "static"
        return
    if isinstance(node, A.ReplacementEffect):
        if node.mode in ("as", "with"):
            yield from _effects_under(node.replacement, node, node.mode)
        return
    for c in _children(node):
        yield from _effects_under(c, node, context)


def _effects_under(
    node: A.Node, parent: A.Node, context: Context
) -> Iterator[tuple[A.Node, A.Node, str]]:
    if isinstance(node, A.Effect):
        yield node, parent, context
    for effect, inner, ctx in _effects(node, context):
        # the nearest enclosing Sequence stands for the parent ("If you do, repeat ...")
        yield effect, inner if isinstance(inner, A.Sequence) else parent, ctx


def unplayable() -> dict[str, list[str]]:
    """``{effect type name: cards}`` for every seed effect the executor can't play. An effect
    reported alone but not inside its parent ``Sequence`` is handled by the sequence (Shrouded
    Lore's "repeat this process" repeats the effects before it)."""
    out: dict[str, set[str]] = {}
    cache: dict[tuple[str, str], bool] = {}

    def playable(n: A.Node, context: Context) -> bool:
        key = (str(n.to_json()), context)
        if key not in cache:
            cache[key] = effect_playable(n, context)
        return cache[key]

    known = _executor_strings()
    for card, ability in seed_abilities():
        for rule in _static_rules(ability):
            if rule not in known:
                out.setdefault(f"static:{rule}", set()).add(card)
        for n in ability.walk():  # "Skip your draw step", "Play ~ only as a sorcery", ...
            if isinstance(n, A.Ability) and type(n).__name__ not in known:
                out.setdefault(f"ability:{n.type_name}", set()).add(card)
        for node, parent, context in _effects(ability):
            if isinstance(node, A.StaticEffect):
                names = static_unplayable(node)
            elif playable(node, context):
                continue
            elif isinstance(parent, A.Sequence) and _handled_by(parent, node, context):
                continue
            else:
                names = {node.type_name}
            for name in names:
                out.setdefault(name, set()).add(card)
    return {k: sorted(v) for k, v in sorted(out.items())}


def _static_rules(ability: A.Node) -> Iterator[str]:
    """The rules of the rule-named static abilities under ``ability`` (keywords' sub-abilities:
    ``flying``, ``forestwalk``, ``cast_as_instant``...: ``A.StaticAbility`` itself, not its
    subclasses, which the effect probe covers)."""
    for n in ability.walk():
        if type(n) is A.StaticAbility:
            yield n.rule


def _executor_strings() -> set[str]:
    """Every string literal of the executor's code: a rule-named static ability is looked up by
    its name (``has_keyword(o, "vigilance")``, ``node.rule == "block_as_though"``), so a rule
    no literal names is one no code looks at."""
    import ast as pyast

    out: set[str] = set()
    for path in (Path(__file__).resolve().parents[1] / "rulesparser" / "executor").glob("*.py"):
        for node in pyast.walk(pyast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, pyast.Constant) and isinstance(node.value, str):
                out.add(node.value)
            elif (  # an AST class the executor tests for: ``A.SkipStep``
                isinstance(node, pyast.Attribute)
                and isinstance(node.value, pyast.Name)
                and node.value.id == "A"
            ):
                out.add(node.attr)
    return out


def _handled_by(seq: A.Sequence, node: A.Node, context: Context) -> bool:
    """Doing ``seq`` doesn't report ``node``: a sequence does every effect, and in this probe
    every condition holds and "If you do" is done, so none is skipped."""
    g, src = _probe_game()
    reported = _spy(g)
    g.condition_holds = lambda *_: True  # type: ignore[method-assign]
    try:
        _carry_out(g, src, seq, context, all_done=True)
    except Exception:  # noqa: BLE001, S110
        return False
    return node.type_name not in reported


def main() -> int:
    result = unplayable()
    for name, cards in result.items():
        print(f"{name}: {', '.join(cards)}")
    if not result:
        print("every effect of the seed cards is playable")
    return 1 if result else 0


if __name__ == "__main__":
    sys.exit(main())
