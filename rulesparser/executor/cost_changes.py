"""Static abilities that make spells cost more or less to cast (CR 601.2f, 118.7).

"Goblin spells you cast cost {1} less to cast." (Goblin Warchief), "Noncreature spells cost {1}
more to cast." (Thalia, Guardian of Thraben), "This spell costs {1} less to cast for each
artifact you control." (affinity for artifacts, CR 702.41a), "This spell costs {2} less to cast
if you control a Wizard.": a :class:`~rulesparser.ast.CostChange` of a static ability, alone or
under "if" (a ``Conditional``). As a spell is cast, its total cost is its mana cost plus its
additional costs (kicker) and every cost increase, minus every cost reduction (CR 601.2f), from
the static abilities of the permanents on the battlefield and of the spell itself.

The executor pays mana as an amount (``casting.pay_mana``), so the cost is kept as its generic
part and its part of each other symbol, and reduced as CR 118.7 says: a generic reduction
reduces only the generic part, never below zero (118.7a); a reduction by a colored symbol the
cost doesn't hold reduces the generic part (118.7b); one beyond that symbol's part reduces the
generic part by the difference (118.7c). What this module doesn't play is reported (the run
says it can't play ``cost_change`` yet), never ignored: a change of abilities' costs, one for
a time, one of spells that target something (Boreal Elemental), "reduces only the amount of
colored mana you pay" (Ragemonger), a reduction of a cost with hybrid or Phyrexian symbols,
and a face-down spell met by any cost change (:func:`played`).
"""

from __future__ import annotations

import collections
from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.executor.engine import Context, mana_value, static_effect
from rulesparser.executor.static_parts import static_effect_parts

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine
    from rulesparser.executor.state import GameObject

__all__ = ["played", "total_cost"]

#: filter words naming who casts the spell, read against the static ability's controller
#: (the other words are the spell's own characteristics, ``game.matches``)
_CASTER_WORDS = {"you_cast": True, "opponents_cast": False}


def _cost_change(node: A.Node) -> tuple[A.CostChange | None, A.Node | None]:
    """The ``CostChange`` of a static ability's effect and the condition it is under
    ("This spell costs {1} less to cast if you control a Wizard."), or (None, None)."""
    if isinstance(node, A.CostChange):
        return node, None
    if isinstance(node, A.Conditional) and isinstance(node.effect, A.CostChange):
        return node.effect, node.condition
    return None, None


def played(node: A.Node) -> bool:
    """Whether :func:`total_cost` applies this effect of a static ability (a ``CostChange``,
    or one under "if"): a change of the cost of spells (the spell itself or each spell
    matching a filter), for as long as the ability exists, by mana symbols."""
    change, _ = _cost_change(node)
    if change is None:
        return False
    ref = change.object
    return (
        isinstance(ref, A.ObjectRef)
        and ref.type_name == "object"  # not "spells that target ~" (a StackObjectRef)
        and (ref.kind == "self" or (ref.kind == "each" and "spell" in ref.filter))
        and change.duration is None
        and not change.colored_only
        and isinstance(change.mana, A.ManaCost)
    )


@static_effect(A.CostChange, "601.2f", applies_itself=True)
def total_cost(
    game: Engine,
    obj: GameObject,
    player: str,
    symbols: tuple[str, ...],
    *,
    x: int = 0,
    face_down: bool = False,
) -> int:
    """The mana ``player`` pays to cast ``obj`` (CR 601.2f): ``symbols`` are the mana cost and
    additional costs paid (without braces; X counts ``x``), plus the increases, minus the
    reductions of the static abilities of the permanents on the battlefield and of ``obj``
    itself that apply to it now. A cost change this module doesn't play is recorded in
    ``game.unsupported`` and left out."""
    # the generic part (numbers and X, CR 107.3) and the count of each other symbol
    bare = [s.strip("{}") for s in symbols]
    generic_symbols = [s for s in bare if s.isdigit() or s in ("X", "Y", "Z")]
    generic = mana_value(generic_symbols, x)
    parts = collections.Counter(s for s in bare if s not in generic_symbols and s not in ("T", "Q"))
    increases: list[str] = []
    reductions: list[str] = []
    for source, eff in _applying(game, obj, player):
        if face_down or not played(eff):
            game.unsupported.add_of("cost_change", source.card.key)
            continue
        change, _ = _cost_change(eff)
        assert change is not None and isinstance(change.mana, A.ManaCost)
        ctx = Context(None, source.controller, source, True, None)
        times = game.amount_of(change.amount, ctx)
        (increases if change.increase else reductions).extend(list(change.mana.symbols) * times)
    for s in increases:  # CR 601.2f: increases first, then reductions
        if s.isdigit():
            generic += int(s)
        else:
            parts[s] += 1
    for s in reductions:
        if s.isdigit():  # CR 118.7a: only the generic part
            generic = max(0, generic - int(s))
        elif any("/" in p for p in parts):
            # a hybrid or Phyrexian symbol of the cost may be reduced by a colored one or not
            # (CR 118.7 does not say which part): not guessed
            game.unsupported.add_of("cost_change", obj.card.key)
        elif parts[s] > 0:
            parts[s] -= 1
        else:  # CR 118.7b-c: the cost doesn't require that mana (any more)
            generic = max(0, generic - 1)
    return generic + sum(parts.values())


def _applying(game: Engine, obj: GameObject, player: str) -> list[tuple[GameObject, A.Node]]:
    """(source, effect) of every cost change that applies to ``obj`` cast by ``player`` now:
    the spell's own ("This spell costs ..."), then those of the permanents on the
    battlefield whose filter the spell matches, their condition holding (CR 611.3a)."""
    out: list[tuple[GameObject, A.Node]] = []
    own = [inst.node for inst in obj.abilities() if isinstance(inst.node, A.StaticEffect)]
    for node in own:
        effs = node.effect.effects if isinstance(node.effect, A.Sequence) else (node.effect,)
        for eff in effs:
            change, condition = _cost_change(eff)
            if change is None or getattr(change.object, "kind", None) != "self":
                continue
            ctx = Context(None, player, obj, True, None)
            if condition is None or game.condition_holds(condition, ctx):
                out.append((obj, eff))
    for source, eff in static_effect_parts(game):
        change, condition = _cost_change(eff)
        if change is None or getattr(change.object, "kind", None) == "self":
            continue
        if not _names(game, change.object, source, obj, player):
            continue
        ctx = Context(None, source.controller, source, True, None)
        if condition is None or game.condition_holds(condition, ctx):
            out.append((source, eff))
    return out


def _names(game: Engine, ref: A.Node, source: GameObject, obj: GameObject, player: str) -> bool:
    """Whether a static ability's "[filter] spells [you / your opponents] cast" names ``obj``
    being cast by ``player``: the caster words against the ability's controller, the others
    against the spell's characteristics (CR 601.2a: it is a spell as it is cast)."""
    if not isinstance(ref, A.ObjectRef):
        return True  # (reported by ``played``: not a filter of spells this module reads)
    words = []
    for w in ref.filter:
        if w in _CASTER_WORDS:
            if (player == source.controller) != _CASTER_WORDS[w]:
                return False
        elif w != "spell":
            words.append(w)
    return game.matches(obj, words, source.controller)
