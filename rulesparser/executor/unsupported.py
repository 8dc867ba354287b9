"""What a game met but the executor can't play yet: node names ("distribute_counters",
"player:qualified"), and for an effect no handler plays, the card whose ability holds it, so a
scenario's failure points at that card's rules text (``rulesparser.executor.scenario``)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine


class UnsupportedNodes(set):  # type: ignore[type-arg]
    """A set of node names; :attr:`sources` maps an effect's node name to the card key
    (``CardDef.key``) of the source of the first ability found holding it: a resolving spell or
    ability, or the permanent whose static ability, replacement effect or trigger holds it
    (absent for what was met elsewhere: a filter, a cost, an amount)."""

    def __init__(self, *items: Any) -> None:
        super().__init__(*items)
        self.sources: dict[str, str] = {}
        #: the card whose ability is being looked at (:meth:`within`), given to what is added
        self.current: str | None = None

    def add(self, what: Any) -> None:
        """Add ``what``; while an ability of a card is looked at (:meth:`within`), remember
        that card as holding it."""
        super().add(what)
        if self.current is not None:
            self.sources.setdefault(what, self.current)

    @contextlib.contextmanager
    def within(self, card_key: str) -> Iterator[None]:
        """While the ability of card ``card_key`` is looked at (a trigger event matched against
        its trigger, with its filters): what is added is that card's."""
        before, self.current = self.current, card_key
        try:
            yield
        finally:
            self.current = before

    def note_source(self, what: str, card_key: str) -> None:
        """Remember ``card_key`` as the card holding ``what`` (the first time only)."""
        self.sources.setdefault(what, card_key)

    def add_of(self, what: str, card_key: str) -> None:
        """Add ``what``, met in an ability of the card ``card_key`` (a static ability, a
        replacement effect, a trigger that would never trigger), and remember that card."""
        self.add(what)
        self.note_source(what, card_key)


def report_unsupported(game: Engine, node: str) -> None:
    """Log that the game met ``node`` (an effect, or a part of one, the executor can't play
    yet: ``create_token:treasure``) and went on without it (event ``unsupported``); while a
    spell or ability resolves, its source's card is remembered as holding it, so the run's
    failure points at that card's rules text rather than at the scenario's first line."""
    game.emit("unsupported", node=node)
    item = game.resolving
    if item is not None:
        game.unsupported.note_source(node, item.source.card.key)  # type: ignore[attr-defined]
