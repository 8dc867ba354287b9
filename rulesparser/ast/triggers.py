"""AST nodes of the triggers area: "can't be blocked this turn" (CR 509.1b), granted by triggered
abilities on cards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .core import Duration, Effect, ObjectRef, TriggeredAbility

# --------------------------------------------------------------------------- triggers area
# Nodes for tokens, bounce, delayed triggers and blocking restrictions (helper area "triggers").


@dataclass(frozen=True, kw_only=True)
class CantBeBlocked(Effect):
    """ "[objects] can't be blocked [duration]" / old "are unblockable this turn" (CR 509.1b: a
    restriction on declaring blockers). When ``object`` is ``each``/``all`` with a filter, the
    effect changes the rules for every matching creature, including those that enter later
    (CR 611.2c does not lock it in: it modifies no characteristic); otherwise it applies to the
    objects named."""

    type_name: ClassVar[str] = "cant_be_blocked"
    object: ObjectRef
    duration: Duration


@dataclass(frozen=True, kw_only=True)
class RestrictedTriggeredAbility(TriggeredAbility):
    """A triggered ability with a limit on how often it triggers (CR 603.2; as "Do this only
    once each turn", CR 603.2i): ``max_per_turn`` "This ability triggers only once each turn"
    (1: it doesn't trigger again that turn once it has triggered); ``max_total`` "This ability
    triggers only once." (1: it never triggers again once it has triggered; a new object has a
    new ability, CR 400.7)."""

    type_name: ClassVar[str] = "restricted_triggered_ability"
    max_per_turn: int | None = None
    max_total: int | None = None
