"""Player choices (CR 101.4, 601.2c, 603.3d, 700.2): a policy object answers every question the
game asks a player, so runs are deterministic. :class:`DefaultPolicy` picks sensible defaults;
:class:`ScriptedPolicy` takes answers per source label from a scenario's ``choices``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rulesparser.executor.engine import Policy
from rulesparser.executor.state import IllegalAction

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine
    from rulesparser.executor.state import GameObject, StackItem

__all__ = ["Policy", "DefaultPolicy", "ScriptedPolicy"]


def _in_range(value: int, count: int, label: str) -> int:
    """A scripted mode or option number (0-based) must be one of the ``count`` the ability
    offers (CR 700.2); else :class:`IllegalAction` ``no_such_option``."""
    if not 0 <= value < count:
        raise IllegalAction(
            "no_such_option",
            f"choices.modes.{label}: {value} is not one of the {count} modes or options "
            f"(0 to {count - 1})",
        )
    return value


class DefaultPolicy(Policy):
    """Defaults: pay every cost that can be paid, first mode, number 0, default targets."""


class ScriptedPolicy(Policy):
    """Answers from a scenario's ``choices`` mapping, keyed by the source object's label.

    ``choices`` keys: ``targets`` (label -> list of target labels, or a list of such lists used
    one per trigger), ``new_targets`` (label -> the target label chosen when that source's
    effect changes a target, CR 115.7a, or a list used in turn), ``pay`` (label -> bool or list of bools used in turn), ``modes``
    (label -> int; also "your choice of" options), ``numbers`` (label -> int), ``may`` (label ->
    bool), ``choose`` (label -> the label of the object chosen, Body Double; or the labels of the
    objects its effect chooses as it resolves, "return two creatures you control", or a list of
    such lists used one per resolution), ``names`` (label -> the key of the card named, Voidstone
    Gargoyle), ``resolve_first`` (label -> list of effect names, e.g. ``[sequence, draw]``: among
    that source's simultaneous triggers, these resolve first, in this order), ``discard`` (player -> labels of the
    cards they discard in their cleanup step), ``damage_order`` (attacker label -> the labels
    of its blockers in damage assignment order, CR 509.2), ``colors`` (label -> the color
    chosen for that source, CR 105.1, or a list used in turn)."""

    def __init__(self, choices: dict[str, dict[str, Any]] | None = None) -> None:
        self.choices = choices or {}
        self._used: dict[tuple[str, str], int] = {}

    def _next(self, kind: str, label: str) -> Any:
        table = self.choices.get(kind) or {}
        base = label.split("#")[0]
        if label in table:
            value = table[label]
        elif base in table:
            value = table[base]
        else:
            return None
        if isinstance(value, list) and kind in (
            "pay",
            "modes",
            "numbers",
            "may",
            "coin_flips",
            "new_targets",
            "colors",
        ):
            i = self._used.get((kind, label), 0)
            self._used[(kind, label)] = i + 1
            return value[min(i, len(value) - 1)] if value else None
        if (
            kind in ("targets", "choose")
            and isinstance(value, list)
            and value
            and isinstance(value[0], list)
        ):
            i = self._used.get((kind, label), 0)
            self._used[(kind, label)] = i + 1
            return value[min(i, len(value) - 1)]
        return value

    def choose_targets(
        self, game: Engine, item: StackItem, slots: Sequence[tuple[str, Any]]
    ) -> list[list[Any]] | None:
        value = self._next("targets", item.source.label)
        if value is None:
            return None
        return game.resolve_target_labels(value, slots)

    def pay(self, game: Engine, player: str, source: GameObject, amount: int) -> bool:
        value = self._next("pay", source.label)
        return True if value is None else bool(value)

    def choose_mode(self, game: Engine, item: StackItem, count: int) -> int:
        value = self._next("modes", item.source.label)
        return 0 if value is None else _in_range(int(value), count, item.source.label)

    def choose_number(self, game: Engine, item: StackItem) -> int:
        value = self._next("numbers", item.source.label)
        return 0 if value is None else int(value)

    def may(self, game: Engine, player: str, source: GameObject, what: str) -> bool:
        value = self._next("may", source.label)
        return True if value is None else bool(value)

    def flip_coin(self, game: Engine, player: str, source: GameObject) -> bool:
        value = self._next("coin_flips", source.label)
        return True if value is None else bool(value)

    def choose_option(self, game: Engine, player: str, source: GameObject, count: int) -> int:
        value = self._next("modes", source.label)
        return 0 if value is None else _in_range(int(value), count, source.label)

    def choose_object(
        self, game: Engine, player: str, source: GameObject, candidates: list[GameObject]
    ) -> GameObject | None:
        value = self._next("choose", source.label)
        if isinstance(value, list):  # one use of a list of lists; [] chooses nothing
            if not value:
                return None  # e.g. a search that fails to find (CR 701.19b)
            value = value[0]
        if value is None:
            return candidates[0] if candidates else None
        return game.get(str(value))

    def choose_color(self, game: Engine, player: str, source: GameObject) -> str:
        value = self._next("colors", source.label)
        return "white" if value is None else str(value)

    def name_card(self, game: Engine, player: str, source: GameObject) -> str | None:
        value = self._next("names", source.label)
        return None if value is None else str(value)

    def scry_bottom(
        self, game: Engine, player: str, source: GameObject, cards: list[GameObject]
    ) -> list[GameObject]:
        """``choices.choose`` by the source's label: the labels put on the bottom."""
        value = self._next("choose", source.label)
        if value is None:
            return []
        wanted = [value] if isinstance(value, str) else list(value)
        return [c for c in cards if c.label in wanted]

    def choose_objects(
        self, game: Engine, item: StackItem | None, candidates: list[GameObject], n: int
    ) -> list[GameObject]:
        value = self._next("choose", item.source.label) if item is not None else None
        if value is None:
            return candidates[:n]
        wanted = [value] if isinstance(value, str) else list(value)
        return [c for c in candidates if c.label in wanted][:n]

    def choose_discard(
        self, game: Engine, player: str, hand: list[GameObject], n: int
    ) -> list[GameObject]:
        value = (self.choices.get("discard") or {}).get(player)
        if value is None:
            return hand[:n]
        labels = value if isinstance(value, list) else [value]
        return [game.get(str(label)) for label in labels]

    def choose_new_target(
        self, game: Engine, player: str, source: GameObject, item: StackItem, legal: list[Any]
    ) -> Any:
        value = self._next("new_targets", source.label)
        if value is None:
            return legal[0]
        return game.resolve_target_labels([value], [("object", None)])[0][0]

    def order_triggers(self, game: Engine, player: str, items: list[StackItem]) -> list[StackItem]:
        table = self.choices.get("resolve_first") or {}

        def rank(item: StackItem) -> int:
            wanted = table.get(item.source.label) or table.get(item.source.label.split("#")[0])
            if not wanted or item.effect_name() not in wanted:
                return -1  # not named: keeps its place below the named ones
            return len(wanted) - wanted.index(item.effect_name())

        return sorted(items, key=rank)

    def shuffle(
        self, game: Engine, player: str, library: list[GameObject]
    ) -> list[GameObject] | None:
        """``choices.shuffle``: player -> the labels on top of their library after a shuffle,
        in order (the other cards keep their order below them), or a list of such lists, one
        per shuffle."""
        value = (self.choices.get("shuffle") or {}).get(player)
        if value is None:
            return None
        if value and isinstance(value[0], list):
            i = self._used.get(("shuffle", player), 0)
            self._used[("shuffle", player)] = i + 1
            value = value[min(i, len(value) - 1)]
        return [game.get(str(label)) for label in value]

    def order_blockers(
        self, game: Engine, attacker: GameObject, blockers: list[GameObject]
    ) -> list[GameObject] | None:
        value = self._next("damage_order", attacker.label)
        if value is None:
            return None
        labels = value if isinstance(value, list) else [value]
        return [game.get(str(label)) for label in labels]
