"""Executor rules of Sagas (CR 714): lore counters and chapter abilities.

- As a Saga enters the battlefield, its controller puts a lore counter on it (CR 714.3a; with
  read ahead, 702.155, a number is chosen instead: not played, reported ``unsupported``).
- As a player's precombat main phase begins, that player puts a lore counter on each Saga they
  control with one or more chapter abilities (CR 714.3b, a turn-based action).
- "{rN}—[Effect]" triggers when lore counters are put on the Saga and their number goes from
  less than N to at least N (CR 714.2b; counters it enters with count, CR 122.6); "{rN1},
  {rN2}—" is one ability per number (CR 714.2c).
- A Saga whose lore counters reach its final chapter number (CR 714.2d) and that isn't the
  source of a chapter ability that has triggered and not yet left the stack is sacrificed
  (CR 714.4, a state-based action).

Functions take the :class:`~rulesparser.executor.engine.Engine`; ``Game`` and the zone and
counter primitives call them. They read AST nodes only, never text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rulesparser import ast as A
from rulesparser.executor import sacrifice as _sacrifice
from rulesparser.executor.engine import AbilityInstance, GameObject, StackItem, Step, Zone

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine

__all__ = [
    "LORE",
    "chapter_abilities",
    "final_chapter",
    "as_enters",
    "entered",
    "lore_put",
    "begin_step",
    "saga_sba",
]

#: the counter kind of Sagas (CR 714.3)
LORE = "lore"


def chapter_abilities(obj: GameObject) -> list[AbilityInstance]:
    """The chapter abilities ``obj`` has now (CR 714.2; after the layers: a Saga that lost its
    abilities has none)."""
    return [i for i in obj.abilities() if isinstance(i.node, A.ChapterAbility)]


def final_chapter(obj: GameObject) -> int:
    """The Saga's final chapter number (CR 714.2d): the greatest chapter number among its
    chapter abilities, 0 when it has none."""
    return max((n for i in chapter_abilities(obj) for n in i.node.chapters), default=0)  # type: ignore[attr-defined]


def _is_saga(obj: GameObject) -> bool:
    return obj.has_type("saga")


def as_enters(game: Engine, obj: GameObject) -> None:
    """CR 714.3a: as a Saga enters the battlefield, its controller puts a lore counter on it
    (it enters with it, CR 614.1c: no separate event). A Saga with read ahead (CR 702.155:
    its controller chooses how many) is not played: reported ``unsupported`` with its card."""
    if not _is_saga(obj):
        return
    if any(k.name == "read_ahead" for k in obj.keywords()):
        game.unsupported.add_of("keyword:read_ahead", obj.card.key)  # type: ignore[attr-defined]
        return
    obj.counters[LORE] = obj.counters.get(LORE, 0) + 1


def entered(game: Engine, obj: GameObject) -> None:
    """After ``obj`` entered the battlefield: the lore counters it entered with were put on it
    (CR 122.6), so its chapter abilities up to that number trigger (CR 714.2b)."""
    n = obj.counters.get(LORE, 0)
    if n > 0:
        lore_put(game, obj, 0)


def lore_put(game: Engine, obj: GameObject, before: int) -> None:
    """Lore counters were put on ``obj``, which had ``before`` of them: each chapter ability
    whose number N satisfies before < N <= now triggers (CR 714.2b, one per number, 714.2c);
    it goes on the stack the next time a player would receive priority (CR 603.3)."""
    now = obj.counters.get(LORE, 0)
    for inst in chapter_abilities(obj):
        for n in inst.node.chapters:  # type: ignore[attr-defined]
            if before < n <= now:
                item = StackItem(controller=obj.controller, source=obj, ability=inst)
                item.trigger_event = {"zone_changes": obj.zone_changes, "chapter": n}
                game.pending.append(item)


def begin_step(game: Engine, step: Step) -> None:
    """CR 714.3b: as the active player's precombat main phase (``step``) begins, they put a
    lore counter on each Saga they control with one or more chapter abilities (a turn-based
    action: no stack; the chapter abilities it makes trigger). Nothing in other steps."""
    if step is not Step.MAIN1:
        return
    for obj in list(game.battlefield):
        if obj.controller == game.active and _is_saga(obj) and chapter_abilities(obj):
            game.put_counters(obj, LORE, 1)


def _chapter_waiting(game: Engine, obj: GameObject) -> bool:
    """Whether ``obj`` is the source of a chapter ability that has triggered and not yet left
    the stack (waiting to be put on it, or on it)."""
    for item in (*game.pending, *game.stack):
        if (
            item.ability is not None
            and isinstance(item.ability.node, A.ChapterAbility)
            and item.source.label == obj.label
            and item.trigger_event.get("zone_changes") == obj.zone_changes
        ):
            return True
    return False


def saga_sba(game: Engine) -> bool:
    """CR 714.4: each Saga with one or more chapter abilities whose lore counters are at least
    its final chapter number, and that isn't the source of a chapter ability that has
    triggered but not yet left the stack, is sacrificed by its controller (logged ``sba`` with
    rule ``714.4``). Returns whether one was."""
    acted = False
    for obj in list(game.battlefield):
        if obj.zone is not Zone.BATTLEFIELD or LORE not in obj.counters:
            continue
        final = final_chapter(obj)
        if final == 0 or obj.counters[LORE] < final or _chapter_waiting(game, obj):
            continue
        game.emit("sba", rule="714.4", card=obj.label)
        _sacrifice.sacrifice(game, obj.controller, obj)
        acted = True
    return acted
