"""The parse cache of knowledge-base builds: one row per distinct line of rules text parsed,
kept between builds while the code and data are unchanged.

A build parses every printed and Oracle text of every MTGJSON printing (about 170,000 line
occurrences for the 99 files of the shared corpus, 84,000 distinct lines). Each distinct line is
parsed once per build (:mod:`rulesparser.kb.printings`), and its result is stored here so that
the next build (``kb build --fresh`` included) parses only lines it has never seen. Rows are
valid for one :func:`rulesparser.kb.fingerprint.code_fingerprint` (the parser's code, grammar,
lexicons and embedded data): a cache written by another version is emptied when opened.

Location: ``$RULESPARSER_PARSE_CACHE`` (a file path; ``off`` disables the cache), else
``parses.sqlite`` in the platform user cache directory (``~/.cache/rulesparser/`` on Linux).
The values are pickled :class:`rulesparser.kb.printings.LineInfo` objects (a line's AST nodes,
facts and canonical JSON): the cache is trusted like the installed code (it lives in the user's
own cache folder; do not point ``$RULESPARSER_PARSE_CACHE`` at a file others can write).
The cache is best effort: a cache that cannot be opened, read or written is skipped, never a
failed build.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from rulesparser.kb.fingerprint import code_fingerprint

ENV_VAR = "RULESPARSER_PARSE_CACHE"
#: Key of one line: (line as split by ``split_lines``, lang, card name or "*" or "", line number)
LineKey = tuple[str, str, str, int]


def cache_path() -> Path | None:
    """The cache file (``$RULESPARSER_PARSE_CACHE``, else the user cache directory), or None
    when the variable says ``off`` (or ``0`` / ``no`` / ``false``)."""
    env = os.environ.get(ENV_VAR, "").strip()
    if env.lower() in ("off", "0", "no", "false"):
        return None
    if env:
        return Path(env).expanduser()
    import platformdirs

    return Path(platformdirs.user_cache_dir("rulesparser", appauthor=False)) / "parses.sqlite"


def _digest(key: LineKey) -> bytes:
    raw, lang, name, line_no = key
    return hashlib.sha256(f"{raw}\x00{lang}\x00{name}\x00{line_no}".encode()).digest()[:20]


class ParseCache:
    """Line parse results of earlier builds: :meth:`get` before parsing, :meth:`put` after,
    :meth:`close` writes the new rows. ``path`` None: :func:`cache_path`."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else cache_path()
        self.hits = 0
        self.misses = 0
        self._new: dict[bytes, bytes] = {}
        self._conn: sqlite3.Connection | None = None
        #: whether the cache file could be opened (stays True after :meth:`close`)
        self.opened = False
        if self.path is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path, timeout=5)
            conn.execute("CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT)")
            conn.execute("CREATE TABLE IF NOT EXISTS lines(key BLOB PRIMARY KEY, value BLOB)")
            row = conn.execute("SELECT value FROM meta WHERE key='code_fingerprint'").fetchone()
            if row is None or row[0] != code_fingerprint():
                stale = conn.execute("DELETE FROM lines").rowcount
                conn.execute(
                    "INSERT OR REPLACE INTO meta VALUES('code_fingerprint', ?)",
                    (code_fingerprint(),),
                )
                conn.commit()
                if stale:
                    conn.execute("VACUUM")  # give the space of another version's rows back
            self._conn = conn
            self.opened = True
        except (OSError, sqlite3.Error):
            self._conn = None

    @property
    def enabled(self) -> bool:
        """Whether a cache file is in use."""
        return self._conn is not None

    def get(self, key: LineKey) -> Any:
        """The stored result of ``key`` (a ``LineInfo``), or None."""
        if self._conn is None:
            return None
        try:
            row = self._conn.execute(
                "SELECT value FROM lines WHERE key=?", (_digest(key),)
            ).fetchone()
            value = pickle.loads(row[0]) if row else None
        except (sqlite3.Error, pickle.UnpicklingError, EOFError, AttributeError, TypeError):
            value = None
        if value is None:
            self.misses += 1
        else:
            self.hits += 1
        return value

    def get_many(self, keys: list[LineKey]) -> dict[LineKey, Any]:
        """The stored results of those ``keys`` the cache holds (one query per 500 keys)."""
        if self._conn is None or not keys:
            return {}
        digests = {_digest(k): k for k in keys}
        found: dict[LineKey, Any] = {}
        order = list(digests)
        try:
            for i in range(0, len(order), 500):
                batch = order[i : i + 500]
                marks = ",".join("?" * len(batch))
                for digest, raw in self._conn.execute(
                    f"SELECT key, value FROM lines WHERE key IN ({marks})", batch
                ):
                    try:
                        value = pickle.loads(raw)
                    except (pickle.UnpicklingError, EOFError, AttributeError, TypeError):
                        continue
                    if value is not None:
                        found[digests[digest]] = value
        except sqlite3.Error:
            pass
        self.hits += len(found)
        self.misses += len(keys) - len(found)
        return found

    def put_pickled(self, items: Iterable[tuple[LineKey, bytes]]) -> None:
        """Remember new results already pickled (written by :meth:`close`)."""
        if self._conn is None:
            return
        for key, raw in items:
            self._new[_digest(key)] = raw

    def put(self, items: Iterable[tuple[LineKey, Any]]) -> None:
        """Remember new results (written by :meth:`close`)."""
        if self._conn is None:
            return
        for key, value in items:
            self._new[_digest(key)] = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)

    def close(self) -> None:
        """Write the new rows and close the file (errors are ignored: best effort)."""
        if self._conn is None:
            return
        try:
            with self._conn:
                self._conn.executemany(
                    "INSERT OR REPLACE INTO lines VALUES(?,?)", self._new.items()
                )
        except sqlite3.Error:
            pass
        finally:
            self._conn.close()
            self._conn = None
            self._new.clear()
