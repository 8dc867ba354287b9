"""Abilities printed over several lines, gathered after each line of a card is parsed alone:

- a leveler card's level symbol, its power/toughness line and the abilities of its striation
  (CR 711.2): one :class:`~rulesparser.ast.LevelerBand`;
- a Class's level bar and the abilities of its section (CR 716.2a): one
  :class:`~rulesparser.ast.ClassLevel`;
- a type line after the face's own lines, with the mana cost or the abilities after it: what a
  modal double-faced card prints of its other face (CR 712.1, 712.8), one
  :class:`~rulesparser.ast.OtherFace` (left apart when a line of it does not parse);
- the rows of a results table ("1—9 | ...", CR 706.3) after the ability that rolls the die:
  the :class:`~rulesparser.ast.RollDie` of that ability holds them. A row with no die roll
  before it becomes an :class:`~rulesparser.ast.Unparsed` line (it cannot be read alone).

An unparsed line inside a striation or section stays a top-level ``Unparsed`` node (the card is
not wholly parsed), after the ability it would belong to.
"""

from __future__ import annotations

import dataclasses

from rulesparser import ast as A


def gather(abilities: list[A.Node]) -> list[A.Node]:
    """``abilities`` (one or more per line, in printed order) with the lines of multi-line
    abilities gathered into them (see the module docstring)."""
    abilities = other_face(abilities)
    if not any(isinstance(a, (A.LevelerBand, A.ClassLevel, A.DieResult)) for a in abilities):
        return abilities
    out: list[A.Node] = []
    held: list[A.Node] = []  # Unparsed lines inside the open band or section
    for node in abilities:
        head = out[-1] if out else None
        if isinstance(node, A.DieResult):
            rolled = _with_result(head, node) if head is not None else None
            if rolled is None:
                out.append(_orphan(node))
            else:
                out[-1] = rolled
        elif isinstance(node, (A.LevelerBand, A.ClassLevel)):
            out.extend(held)
            held = []
            out.append(node)
        elif (
            isinstance(head, A.LevelerBand)
            and isinstance(node, A.PowerToughnessBox)
            and (head.power is None and not head.abilities)
        ):
            out[-1] = dataclasses.replace(head, power=node.power, toughness=node.toughness)
        elif isinstance(head, (A.LevelerBand, A.ClassLevel)) and not isinstance(
            node, (A.ReminderText, A.TypeLine)
        ):
            if isinstance(node, A.Unparsed):
                held.append(node)
            else:
                out[-1] = dataclasses.replace(head, abilities=(*head.abilities, node))
        else:
            out.extend(held)
            held = []
            out.append(node)
    out.extend(held)
    return out


def other_face(abilities: list[A.Node]) -> list[A.Node]:
    """The lines from a :class:`~rulesparser.ast.TypeLine` that follows the face's own lines to
    the end gathered into one :class:`~rulesparser.ast.OtherFace` (its mana cost first, when the
    line after the type line is one). A type line alone, first or last, stays as it is; so do the
    lines when one of them is unparsed or another type line (the face is not read wholly)."""
    for i, node in enumerate(abilities):
        if not isinstance(node, A.TypeLine):
            continue
        rest = abilities[i + 1 :]
        if i == 0 or not rest:
            return abilities
        cost = rest[0] if type(rest[0]) is A.ManaCost else None
        tail = rest[1:] if cost is not None else rest
        if any(isinstance(n, (A.Unparsed, A.TypeLine, A.ManaCost)) for n in tail):
            return abilities
        face = A.OtherFace(
            type_line=node, mana_cost=cost, abilities=tuple(tail), source=node.source
        )
        return [*abilities[:i], face]
    return abilities


def _orphan(row: A.DieResult) -> A.Unparsed:
    return A.Unparsed(
        error="a results table row with no die roll before it (CR 706.3)", source=row.source
    )


def _with_result(ability: A.Node, row: A.DieResult) -> A.Node | None:
    """``ability`` with ``row`` added to the results of its die roll; None if it rolls none."""
    if not any(isinstance(n, A.RollDie) for n in ability.walk()):
        return None
    return A.map_nodes(
        ability,
        lambda n: (
            dataclasses.replace(n, results=(*n.results, row)) if isinstance(n, A.RollDie) else n
        ),
    )
