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

``kind="all"`` object references are read as ``each`` by :class:`~rulesparser.ast.ObjectRef`
itself. Input and output: an ability node; nodes without such a form are returned unchanged.
"""

from __future__ import annotations

import dataclasses

from rulesparser import ast as A

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


def canonical(node: A.Node) -> A.Node:
    """``node`` in its canonical form (see the module docstring); keeps ``source``."""
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
