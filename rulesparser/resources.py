"""Locate the data shipped with the package: grammar/, locales/ and kb/.

In an installed wheel (or an editable install) they are the packages ``rulesparser.grammar``,
``rulesparser.locales`` and ``rulesparser.kbdata`` (mapped from the top-level folders by
pyproject.toml). In a bare checkout on ``sys.path`` they are the top-level folders themselves.
"""

from __future__ import annotations

import functools
import importlib
import os
import re
import stat
import tempfile
import time
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

_PACKAGES = {
    "grammar": "rulesparser.grammar",
    "locales": "rulesparser.locales",
    "kb": "rulesparser.kbdata",
}


def data_dir(kind: str) -> Traversable:
    """The folder of shipped data ``kind`` (``grammar``, ``locales`` or ``kb``) as a Traversable.

    In a source checkout (``pyproject.toml`` beside the package) the checkout's own folder is
    used, even when another checkout is installed in editable mode: a checkout run from
    ``PYTHONPATH`` reads its own grammars and word lists, not the installed one's.

    Raises ``KeyError`` for an unknown kind."""
    package = _PACKAGES[kind]
    checkout = Path(__file__).resolve().parent.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / kind).is_dir():
        return checkout / kind
    try:
        importlib.import_module(package)
        return resources.files(package)
    except ModuleNotFoundError:
        return Path(__file__).resolve().parent.parent / kind


def _private_dir(path: str) -> str | None:
    """``path`` created if missing (mode 0700) when it is a folder of this user that no one
    else may write to, else None."""
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
        st = os.stat(path)
    except OSError:
        return None
    if not stat.S_ISDIR(st.st_mode) or st.st_mode & 0o022:
        return None
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        return None
    return path


@functools.cache
def cache_dir() -> str:
    """The folder where rulesparser keeps what it computes once per machine (parse tables,
    terminal facts, keyword definitions): the user's cache folder
    (``platformdirs.user_cache_dir("rulesparser")``, e.g. ``~/.cache/rulesparser``), else a
    folder of this user in the temporary directory, else a new private temporary folder for
    this process. Never a folder another user can write to: the files are pickles, and reading a
    pickle someone else wrote runs their code."""
    import platformdirs

    for path in (
        platformdirs.user_cache_dir("rulesparser", appauthor=False),
        os.path.join(tempfile.gettempdir(), f"rulesparser-{getattr(os, 'getuid', lambda: 0)()}"),
    ):
        found = _private_dir(path)
        if found is not None:
            return found
    return tempfile.mkdtemp(prefix="rulesparser-")


def cache_file(name: str) -> str:
    """The path of cache file ``name`` in :func:`cache_dir`."""
    return os.path.join(cache_dir(), name)


def write_cache_pickle(path: str, value: object) -> None:
    """Store ``value`` pickled at ``path`` (:func:`write_cache_file`); a value that cannot be
    pickled is not kept (no error)."""
    import pickle

    try:
        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError):
        return
    write_cache_file(path, data)


def write_cache_file(path: str, data: bytes) -> None:
    """Store ``data`` at ``path`` through a temporary file renamed into place, so that a reader
    never sees half a file and a killed process leaves no damaged cache (a stray ``.tmp`` file
    at most, removed when the write fails). A cache that cannot be written is not kept (no
    error: it is computed again next time)."""
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        return
    prune_cache(os.path.dirname(path))


#: Cache files unused for this long (seconds since last written or read) are removed when a new
#: one is written: 14 days.
CACHE_MAX_AGE = 14 * 24 * 3600

#: The names rulesparser gives its cache files (a digest in each); ``parses.sqlite``, the
#: knowledge base's parse cache, is not among them (it prunes itself).
_CACHE_NAME = re.compile(
    r"(?:lark|terminals|definitions|definitions_digest|yaml|dataclass_code)_[0-9a-f]+"
    r"\.(?:tmp|pickle|txt|marshal)(?:\.\d+\.tmp)?"
)

_pruned: set[str] = set()


def prune_cache(folder: str, now: float | None = None) -> list[str]:
    """Remove rulesparser's cache files in ``folder`` neither written nor read for
    :data:`CACHE_MAX_AGE`, and stray temporary files of interrupted writes: each file is named
    after a digest of what it was computed from, so every change of a grammar, a lexicon or of
    rulesparser itself writes new ones and the old ones would stay forever. Runs once per process
    and folder, when something new was written (a version that only reads its cache never
    removes it). Files of other names are left alone; a file that cannot be removed is skipped.

    Returns the names removed."""
    if folder in _pruned and now is None:
        return []
    _pruned.add(folder)
    limit = (time.time() if now is None else now) - CACHE_MAX_AGE
    removed: list[str] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not _CACHE_NAME.fullmatch(entry.name):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
            # last written or read (the file system's access time, updated at least daily under
            # Linux's default "relatime"): a file in use is kept however old its digest
            if entry.is_file(follow_symlinks=False) and max(st.st_mtime, st.st_atime) < limit:
                os.unlink(entry.path)
                removed.append(entry.name)
        except OSError:
            continue
    return removed
