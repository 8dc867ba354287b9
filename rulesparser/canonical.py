"""One form for one meaning: rewrites applied to every parsed line, whatever grammar read it.

Two templatings of the same rule must give equal ASTs (the cross-check compares them). Most
of that is the grammars' job; what is left here are equivalences between *nodes* that several
grammars and eras build, in one place rather than in each transformer:

- "Creatures you control gain flying." (a static ability printed before 2005 templating, and
  French "acquièrent", German "erhalten") means "Creatures you control have flying." (CR 604.1,
  611.3a: a static ability's continuous effect lasts as long as the ability exists): a
  :class:`~rulesparser.ast.StaticEffect` whose effect is a permanent
  :class:`~rulesparser.ast.GainAbility` is the :class:`~rulesparser.ast.GrantAbilities` of that
  keyword, also inside a sequence ("get +1/+1 and gain haste").
- Damage "to target creature or player" (printed until 2018) is damage "to any target": the
  Dominaria 2018 Oracle update rewrote every such card (CR 115.4), so the printed and the Oracle
  texts of one card, and the translations printed before and after, state one ability. Only the
  recipient of damage and of its prevention is read so; "target player" stays a player (a few
  cards printed since still say it on purpose).
- "All Slivers have flying" / "Goblins you control get +1/+1" (printed until 2017) are "Sliver
  creatures have flying" / "Goblin creatures you control get +1/+1", as the Oracle texts say.
  The Oracle update added "creature" to leave out kindred permanents of the type, which a power,
  toughness or keyword change does not concern (CR 208.3, 702.1): only the group (``each``) that
  such a change applies to is read so. Its filter names a creature type and no card type, card,
  spell, token or zone; ``creature`` is put after the type (``kb/creature_types.yaml``).
  "Sacrifice a Goblin" keeps its meaning (any Goblin permanent).

``kind="all"`` object references are read as ``each`` by :class:`~rulesparser.ast.ObjectRef`
itself. Input and output: an ability node; nodes without such a form are returned unchanged.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Any

import yaml

from rulesparser import ast as A
from rulesparser.resources import data_dir

_PERMANENT = A.Duration(kind="permanent")


def _keyword(name: str) -> A.Keyword:
    from rulesparser.parser import keyword_expansion  # the parser imports this module

    return A.Keyword(name=name, abilities=keyword_expansion(name, None))


def _granted(effect: A.Node) -> A.Node:
    """A permanent ``GainAbility`` of a static ability as the ``GrantAbilities`` it means."""
    if (
        isinstance(effect, A.GainAbility)
        and effect.duration == _PERMANENT
        and effect.object.kind != "target"
    ):
        return A.GrantAbilities(object=effect.object, abilities=(_keyword(effect.ability),))
    return effect


_CREATURE_OR_PLAYER = A.Target(kinds=("creature", "player"))
_ANY_TARGET = A.Target(kinds=A.ANY_TARGET_KINDS)


def _rewrite(value: Any) -> Any:
    """``value`` with every node below it rewritten by :func:`_node` (bottom up); unchanged
    values are returned as they are (same object)."""
    if isinstance(value, tuple):
        items = tuple(_rewrite(v) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if not isinstance(value, A.Node):
        return value
    changes = {}
    for f in dataclasses.fields(value):
        if f.name in ("source", "findings"):
            continue
        old = getattr(value, f.name)
        new = _rewrite(old)
        if new is not old:
            changes[f.name] = new
    node = dataclasses.replace(value, **changes) if changes else value
    return _node(node)


#: object words that already say what kind of object it is (a card type, a card, a spell, a token)
_KIND_WORDS = frozenset(
    "artifact battle card creature enchantment instant kindred land permanent planeswalker "
    "sorcery spell tribal token".split()
)


@functools.cache
def _creature_types() -> frozenset[str]:
    text = (data_dir("kb") / "creature_types.yaml").read_text(encoding="utf-8")
    return frozenset(yaml.safe_load(text))


def _with_creature(ref: A.ObjectRef) -> A.ObjectRef:
    """ "Slivers" as "Sliver creatures" (see the module docstring)."""
    words = ref.filter
    if not words or any(w.split(":")[0] in _KIND_WORDS for w in words):
        return ref
    types = _creature_types()
    last = max(
        (
            i
            for i, w in enumerate(words)
            if w.split("|")[0] in types and all(p in types for p in w.split("|"))
        ),
        default=None,
    )
    if last is None or any(w.startswith(("in_", "from_")) for w in words):
        return ref
    return dataclasses.replace(ref, filter=(*words[: last + 1], "creature", *words[last + 1 :]))


#: changes that concern creatures only: power and toughness, keyword abilities
_CREATURE_CHANGES = (A.ModifyPowerToughness, A.GrantAbilities, A.GainAbility)


def _node(node: A.Node) -> A.Node:
    group = getattr(node, "object", None)
    if (
        isinstance(node, _CREATURE_CHANGES)
        and isinstance(group, A.ObjectRef)
        and group.kind == "each"
    ):
        group = _with_creature(node.object)  # type: ignore[attr-defined]
        if group is not node.object:  # type: ignore[attr-defined]
            node = dataclasses.replace(node, object=group)  # type: ignore[call-arg]
    recipient = getattr(node, "recipient", None)
    if isinstance(node, (A.DealDamage, A.PreventDamage)) and recipient == _CREATURE_OR_PLAYER:
        return dataclasses.replace(node, recipient=_ANY_TARGET)
    return node


def canonical(node: A.Node) -> A.Node:
    """``node`` in its canonical form (see the module docstring); keeps ``source``."""
    node = _rewrite(node)
    if not isinstance(node, A.StaticEffect):
        return node
    effect = node.effect
    if isinstance(effect, A.GainAbility):
        granted = _granted(effect)
        if granted is not effect:
            return dataclasses.replace(granted, source=node.source, findings=node.findings)
        return node
    if isinstance(effect, A.Sequence) and any(isinstance(e, A.GainAbility) for e in effect.effects):
        effects = tuple(_granted(e) for e in effect.effects)
        grants = [e for e in effects if isinstance(e, A.GrantAbilities)]
        # "gain flying and haste": one grant of both keywords, as "have flying and haste"
        if len(grants) == len(effects) and len({g.object for g in grants}) == 1:
            both = A.GrantAbilities(
                object=grants[0].object, abilities=tuple(a for g in grants for a in g.abilities)
            )
            return dataclasses.replace(both, source=node.source, findings=node.findings)
        return dataclasses.replace(node, effect=A.Sequence(effects=effects))
    return node
