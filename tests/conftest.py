"""Fixtures shared by the test modules (pytest finds them by name)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture
def fresh_kb_connections() -> Iterator[None]:
    """Close cached knowledge-base connections before and after a test (request it from an
    autouse fixture in modules that build databases)."""
    from rulesparser.kb.queries import close_all

    close_all()
    yield
    close_all()
