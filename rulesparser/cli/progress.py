"""Progress bars of long commands (``kb build``, ``report``): tqdm on stderr, shown only on a
terminal, only after the command has run for a second, and never with ``--json``."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import Any, TypeVar

T = TypeVar("T")

#: seconds before a bar appears (shorter runs stay quiet)
DELAY = 1.0


def enabled(as_json: bool = False) -> bool:
    """True when stderr is a terminal and the output is not JSON."""
    return not as_json and sys.stderr.isatty()


def bar(total: int | None, desc: str, unit: str, as_json: bool = False) -> Any:
    """A tqdm bar on stderr (disabled off a terminal or with ``--json``); use as a context
    manager and call ``update(n)``; ``write(line)`` prints a line above it."""
    from tqdm import tqdm

    return tqdm(
        total=total,
        desc=desc,
        unit=unit,
        file=sys.stderr,
        delay=DELAY,
        disable=not enabled(as_json),
        leave=False,
        dynamic_ncols=True,
    )


def track(items: Iterable[T], total: int | None, desc: str, unit: str, as_json: bool = False):
    """``items`` iterated under a :func:`bar`."""
    with bar(total, desc, unit, as_json) as b:
        for item in items:
            yield item
            b.update(1)
