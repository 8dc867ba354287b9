"""Lines of abilities printed over several lines (CR 711 leveler bands, CR 716 class level bars,
CR 706.3 results tables): each line is read alone here; :mod:`rulesparser.sections` gathers
them into one ability."""

from __future__ import annotations

import re
from typing import Any

from rulesparser import ast as A

from .util import tokens

_YOU = A.PlayerRef(kind="you")


def _amount(text: str) -> A.Amount:
    return int(text) if text.isdigit() else A.Variable(name=text.upper())


class SectionsMixin:
    """Leveler bands, class levels, die rolls and their results."""

    def class_level(self, ch: list[Any]) -> list[A.Node]:
        """ "Level 2" after a class level bar's cost (CR 716.2a); the parser adds the cost."""
        level = int(tokens(ch, "DIGITS")[0])
        return [A.ClassLevel(level=level, cost=A.Cost(components=()))]

    def leveler_band(self, ch: list[Any]) -> A.LevelerBand:
        """ "LEVEL 2-6" / "LEVEL 7+" (CR 711.2a/b)."""
        text = str(tokens(ch, "LEVEL_RANGE")[0])
        if text.endswith("+"):
            return A.LevelerBand(minimum=int(text[:-1]))
        low, high = text.split("-")
        return A.LevelerBand(minimum=int(low), maximum=int(high))

    def pt_box(self, ch: list[Any]) -> A.PowerToughnessBox:
        power, toughness = str(tokens(ch, "PT")[0]).split("/")
        return A.PowerToughnessBox(power=_amount(power), toughness=_amount(toughness))

    def die_result(self, ch: list[Any]) -> A.DieResult:
        """ "1—9 | effect" (CR 706.3)."""
        bounds = [int(n) for n in re.findall(r"\d+", str(tokens(ch, "DIE_RANGE")[0]))]
        effects = next(c for c in ch if isinstance(c, list))
        effect = effects[0] if len(effects) == 1 else A.Sequence(effects=tuple(effects))
        return A.DieResult(low=bounds[0], high=bounds[-1], effect=effect)

    def roll_die(self, ch: list[Any]) -> A.RollDie:
        """ "roll a d20" (CR 706.1)."""
        sides = int(str(tokens(ch, "DIE")[0])[1:])
        return A.RollDie(player=_YOU, sides=sides)
