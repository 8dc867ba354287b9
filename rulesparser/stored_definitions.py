"""The abilities of every keyword's CR definition, read once per machine and kept on disk.

A keyword line of any language expands to the abilities its English CR definition states
(CR 702: "Afterlife N" means "When this permanent dies, create N 1/1 ..."; :func:`rulesparser.
parser._definition`). Reading those definitions needs the English grammars (0.17-0.19 s to
load), so that a first French or German parse also loaded them. :func:`stored` keeps the
abilities of every definition of the keyword table (each keyword with and without its
parameter) in one pickle file in rulesparser's cache folder
(:func:`rulesparser.resources.cache_dir`), beside the cache of the parse tables, named after a
digest of everything they are read from: the grammar, locale and keyword files and
rulesparser's own Python sources (:func:`source_digest`). A changed file gets a new
file; a missing or damaged file is built again (every definition read in the keyword table's
order, then written to a temporary file renamed into place: a build killed half-way leaves
nothing behind, and processes building at once each write a whole file).

The file holds only what the code reads from those sources: the same abilities, sources
included, as reading the definition in the process (``tests/test_stored_definitions.py``)."""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
from collections.abc import Callable, Iterator
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from rulesparser.resources import cache_file, data_dir, write_cache_file, write_cache_pickle

#: changes whenever what is kept, or how, changes
VERSION = 1

#: the files of ``kb/`` that definitions are read from (the keyword table, the CR "means" texts,
#: keyword aliases, the creature types the canonical forms use)
_KB_FILES = ("keywords.yaml", "keyword_means.yaml", "keyword_aliases.yaml", "creature_types.yaml")

#: what a stored table maps: (keyword id, with its parameter) -> its abilities (None: no
#: definition the grammar reads)
Table = dict[tuple[str, bool], Any]


def _files(root: Traversable, suffixes: tuple[str, ...]) -> Iterator[tuple[str, Traversable]]:
    """Every file under ``root`` whose name ends with one of ``suffixes``, as (path relative to
    ``root``, file), in name order."""
    stack: list[tuple[str, Traversable]] = [("", root)]
    while stack:
        prefix, folder = stack.pop()
        for entry in sorted(folder.iterdir(), key=lambda e: e.name, reverse=True):
            name = f"{prefix}{entry.name}"
            if entry.is_dir():
                if entry.name != "__pycache__":
                    stack.append((f"{name}/", entry))
            elif entry.name.endswith(suffixes):
                yield name, entry


def source_digest() -> str:
    """A digest of every file a keyword definition's abilities are read from: the grammars
    (``grammar/**/*.lark``), the locales (``locales/**/*.yaml``), the keyword files of ``kb/``
    and rulesparser's Python sources, with Python's and Lark's versions and :data:`VERSION`."""
    from lark import __version__ as lark_version

    head = f"{VERSION} {sys.version} {lark_version}"
    sources: list[tuple[str, Traversable]] = [
        *((f"grammar/{n}", f) for n, f in _files(data_dir("grammar"), (".lark",))),
        *((f"locales/{n}", f) for n, f in _files(data_dir("locales"), (".yaml",))),
        *((f"kb/{n}", data_dir("kb") / n) for n in _KB_FILES),
        *((f"rulesparser/{n}", f) for n, f in _files(Path(__file__).parent, (".py",))),
    ]
    index = _digest_index(head, sources)
    if index is not None:
        try:
            with open(index, encoding="ascii") as f:
                known = f.read()
            if len(known) == 32 and all(c in "0123456789abcdef" for c in known):
                return known
        except (OSError, ValueError):  # unreadable, or damaged (not ASCII): computed again
            pass
    h = hashlib.sha256(head.encode())
    for name, f in sources:
        data = f.read_bytes()
        h.update(f"\0{name}\0{len(data)}\0".encode())
        h.update(data)
    digest = h.hexdigest()[:32]
    if index is not None:
        _write_text(index, digest)
    return digest


def _digest_index(head: str, sources: list[tuple[str, Traversable]]) -> str | None:
    """The file keeping the digest of ``sources`` (:func:`source_digest`) while none of them
    changes, named after their absolute paths, sizes and modification times (ns): the digest
    is then read in one small file instead of every source (10-15 ms of a first parse). None
    when a source is no file of the file system (the digest is then computed each time)."""
    h = hashlib.sha256(f"index {head}".encode())
    for name, f in sources:
        try:
            st = os.stat(f)  # type: ignore[call-overload]
            where = os.path.abspath(os.fspath(f))  # type: ignore[call-overload]
        except (OSError, TypeError):
            return None
        h.update(f"\0{name}\0{where}\0{st.st_size}\0{st.st_mtime_ns}".encode())
    return cache_file(f"definitions_digest_{h.hexdigest()[:32]}.txt")


def _write_text(path: str, text: str) -> None:
    """Write ``text`` to ``path`` (:func:`~rulesparser.resources.write_cache_file`)."""
    write_cache_file(path, text.encode("ascii"))


def cache_path(digest: str) -> str:
    """The file of stored definitions for sources of digest ``digest``."""
    return cache_file(f"definitions_{digest}.pickle")


def _read(path: str) -> Table | None:
    try:
        with open(path, "rb") as f:
            data = pickle.load(f)
    except Exception:  # noqa: BLE001 - a missing, truncated or foreign file: built again
        return None
    if not isinstance(data, dict) or not all(
        type(k) is tuple and len(k) == 2 and type(k[0]) is str and type(k[1]) is bool for k in data
    ):
        return None
    return data


def stored(keywords: list[str], read: Callable[[str, bool], Any]) -> Table:
    """The abilities of every definition of ``keywords`` (each with and without its parameter)
    as ``read(keyword, with_parameter)`` gives them: from the file of the current sources, else
    read now, in the order of ``keywords``, and written to that file (the keywords are those of
    the keyword table, one of the files the digest covers). A keyword ``read`` raises for is
    left out (the caller reads it again, and raises)."""
    path = cache_path(source_digest())
    table = _read(path)
    if table is not None:
        return table
    table = {}
    for kid in keywords:
        for with_parameter in (True, False):
            try:
                table[(kid, with_parameter)] = read(kid, with_parameter)
            except Exception:  # noqa: BLE001, S112 - read again by the caller, which raises
                continue
    write_cache_pickle(path, table)
    return table
