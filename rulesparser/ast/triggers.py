"""AST nodes of the triggers area: "can't be blocked this turn" (CR 509.1b), granted by triggered
abilities on cards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .core import Duration, Effect, ObjectRef

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
