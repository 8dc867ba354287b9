"""What a game met but the executor can't play yet: node names ("distribute_counters",
"player:qualified"), each with the card whose spell or ability was resolving when it was met, so
a scenario's failure points at that card's rules text (``rulesparser.executor.scenario``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rulesparser.executor.engine import Engine


class UnsupportedNodes(set):  # type: ignore[type-arg]
    """A set of node names; :attr:`sources` maps each to the card key (``CardDef.key``) of the
    spell or ability resolving when it was first met (absent when none was: a static ability,
    a cost)."""

    def __init__(self, game: Engine) -> None:
        super().__init__()
        self._game = game
        self.sources: dict[str, str] = {}

    def add(self, what: Any) -> None:
        """Add ``what`` and note its source."""
        super().add(what)
        self.note_source(str(what))

    def note_source(self, what: str) -> None:
        """Remember the card resolving now as the source of ``what`` (the first time only)."""
        resolving = self._game.resolving
        if resolving is not None and what not in self.sources:
            self.sources[what] = resolving.source.card.key
