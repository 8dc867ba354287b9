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


@pytest.fixture(autouse=True, scope="session")
def _parse_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Knowledge-base builds in tests keep their line parses in a cache file of the test
    session (never in the user's cache folder; see rulesparser.kb.parse_cache)."""
    mp = pytest.MonkeyPatch()
    path = tmp_path_factory.mktemp("parse-cache") / "parses.sqlite"
    mp.setenv("RULESPARSER_PARSE_CACHE", str(path))
    yield
    mp.undo()
