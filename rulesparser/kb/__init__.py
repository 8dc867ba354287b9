"""Knowledge base: cards, keywords, Comprehensive Rules and rulings in EN/FR/DE (SQLite + FTS5).

Python API (the CLI commands ``kb build``, ``rulings``, ``card``, ``rule``, ``search`` and
``findings`` call these)::

    from rulesparser.kb import build, rulings, card, rule, search
    build(["../shared/corpus", "../shared/seeds"])        # -> BuildReport
    rulings("la disparition", lang="fr")                   # keyword, card name or rule number
    card("Maraudeurs keldes")                              # -> dict or None
    rule("702.63", cr="2026")                              # -> dict
    search("etourdissement", lang="fr")                    # FTS5, ranked
    findings(lang="fr", set_code="ZEN")                    # translation findings of printed texts

The database path: ``db=`` argument, else ``$RULESPARSER_DB``, else the platform user data
directory; only that default location is built automatically by a query (an explicit path that
does not exist raises :class:`KBError`, and ``build`` does not create its missing folders). Errors: :class:`KBError` / :class:`QueryError` (``ValueError`` subclasses).
"""

from rulesparser.kb.builder import BuildReport, SourceReport, build
from rulesparser.kb.data import KBError
from rulesparser.kb.paths import default_db_path, resolve_db_path
from rulesparser.kb.queries import QueryError, card, findings, rule, rulings, search

__all__ = [
    "build",
    "BuildReport",
    "SourceReport",
    "rulings",
    "card",
    "rule",
    "search",
    "findings",
    "KBError",
    "QueryError",
    "default_db_path",
    "resolve_db_path",
]
