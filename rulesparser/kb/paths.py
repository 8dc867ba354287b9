"""Where the knowledge-base database lives.

Order: an explicit path (``--db``), then the environment variable ``RULESPARSER_DB``, then the
platform's user data directory (``platformdirs.user_data_dir("rulesparser")/kb.sqlite``, e.g.
``~/.local/share/rulesparser/kb.sqlite`` on Linux).
"""

from __future__ import annotations

import os
import urllib.parse
from pathlib import Path

ENV_VAR = "RULESPARSER_DB"


def default_db_path() -> Path:
    """The platform-convention database path (ignores the environment variable)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("rulesparser", appauthor=False)) / "kb.sqlite"


def resolve_db_path(db: str | os.PathLike[str] | None = None) -> Path:
    """Resolve the database path: ``db`` argument, else ``$RULESPARSER_DB``, else the default."""
    return locate_db(db)[0]


def locate_db(db: str | os.PathLike[str] | None = None) -> tuple[Path, bool]:
    """Return ``(path, explicit)``: ``explicit`` is True when the path came from the ``db``
    argument or ``$RULESPARSER_DB``, False for the platform default. Only the default location
    is built automatically by queries and has its missing parent folders created."""
    if db:
        return Path(db).expanduser(), True
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser(), True
    return default_db_path(), False


def read_only_uri(path: str | os.PathLike[str]) -> str:
    """The SQLite URI opening ``path`` read-only (``sqlite3.connect(uri, uri=True)``). The path
    is percent-encoded: in a URI "?" starts the parameters, "#" a fragment and "%" an escape,
    so a file named ``kb?.sqlite`` would otherwise open ``kb`` (https://sqlite.org/uri.html)."""
    absolute = os.path.abspath(os.fspath(path))
    return f"file:{urllib.parse.quote(absolute, safe='/')}?mode=ro"
