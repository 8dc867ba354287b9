"""The fingerprint of the code and data a knowledge base was built with.

A knowledge base stores parse results (ASTs) of card texts; they are only as good as the parser
that made them. The build records :func:`code_fingerprint` in its ``meta`` table; a database
whose fingerprint differs was built by another version of rulesparser (another grammar,
lexicon, transformer or embedded data) and is rebuilt (the default location) or reported as
stale (a database given with ``--db`` / ``$RULESPARSER_DB``).
"""

from __future__ import annotations

import functools
import hashlib
from importlib.resources.abc import Traversable
from pathlib import Path

from rulesparser.resources import data_dir

__all__ = ["code_fingerprint"]

#: shipped data folders and the file suffixes that change what a build produces
_DATA = {"grammar": (".lark",), "locales": (".yaml",), "kb": (".yaml",)}


def _files(root: Traversable, suffixes: tuple[str, ...], prefix: str) -> list[tuple[str, bytes]]:
    out: list[tuple[str, bytes]] = []
    for entry in root.iterdir():
        name = f"{prefix}/{entry.name}"
        if entry.is_dir():
            if entry.name != "__pycache__":
                out.extend(_files(entry, suffixes, name))
        elif entry.name.endswith(suffixes):
            out.append((name, entry.read_bytes()))
    return out


@functools.cache
def code_fingerprint() -> str:
    """A hex SHA-256 over the package's Python sources and its shipped grammar, lexicons and
    embedded knowledge-base data (file names and contents, in name order). Same install, same
    value; any change to the parser or the data gives another value. Cached per process
    (about 10 ms the first time)."""
    package = Path(__file__).resolve().parent.parent
    files = _files(package, (".py",), "rulesparser")
    for kind, suffixes in _DATA.items():
        files.extend(_files(data_dir(kind), suffixes, kind))
    h = hashlib.sha256()
    for name, data in sorted(files):
        h.update(name.encode("utf-8") + b"\x00" + hashlib.sha256(data).digest())
    return h.hexdigest()
