"""Keywords about attacking and blocking that the combat code asks about:

- landwalk (CR 702.14): "Forestwalk (This creature can't be blocked as long as defending player
  controls a Forest.)": a creature with ``<land type>walk`` can't be blocked while the defending
  player controls a land of that subtype (CR 702.14c; the subtype is checked after the layers,
  so "Each land is a Swamp" gives swampwalk something to find);
- vigilance (CR 702.20b): attacking doesn't cause the creature to tap (:func:`taps_to_attack`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesparser.executor.state import IllegalAction

if TYPE_CHECKING:
    from rulesparser.executor.engine import Engine
    from rulesparser.executor.state import GameObject

#: landwalk keyword -> the land subtype it looks for (CR 702.14a, 305.6)
LANDWALK: dict[str, str] = {
    "plainswalk": "plains",
    "islandwalk": "island",
    "swampwalk": "swamp",
    "mountainwalk": "mountain",
    "forestwalk": "forest",
}


def check_landwalk(game: Engine, attacker: GameObject, defender: str) -> None:
    """Refuse blocking ``attacker`` when it has landwalk and ``defender`` controls a land of
    that type (CR 702.14c): :class:`IllegalAction` ``cant_be_blocked``."""
    for keyword, subtype in LANDWALK.items():
        if not game.has_keyword(attacker, keyword):
            continue
        for o in game.battlefield:
            if o.controller == defender and o.has_type("land") and o.has_type(subtype):
                raise IllegalAction(
                    "cant_be_blocked",
                    f"{attacker.label} has {keyword} and {defender} controls {o.label}, a "
                    f"{subtype}: it can't be blocked (CR 702.14c)",
                )


def taps_to_attack(game: Engine, attacker: GameObject) -> bool:
    """Whether declaring ``attacker`` as an attacker taps it: not with vigilance (CR 702.20b)."""
    return not game.has_keyword(attacker, "vigilance")
