"""The methods ``dataclasses`` writes for rulesparser's classes, compiled once per machine.

Importing rulesparser makes some 260 frozen dataclasses (the AST nodes): for each one
``dataclasses`` writes the source of ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__`` and ``__delattr__`` and compiles it with ``exec``, some 1,500 compilations
that are a third of a fresh process's time to be ready to parse. :func:`compiled_once` keeps
the compiled code of each such source (``marshal``, in the temporary directory, beside Lark's
cache of the parse tables) and gives ``dataclasses`` that code instead of the source: the same
functions (``exec`` of the code compiled from the same text, with no ``__future__`` flags, as
``exec`` of the text in ``dataclasses`` compiles it), without compiling them again. A source
not in the file is compiled as usual and the file is written again; a missing, damaged or
unwritable file only costs the compilations. The file is named after Python's exact version
(the code objects are that version's) and this module's :data:`VERSION`.

The ``__init__`` of a frozen AST node (the classes of ``rulesparser.ast``) sets its fields with
``object.__setattr__``, one call per field, about half of the time to make a node (nodes are
made and remade by every transformer step, rewrite and canonical form): :func:`fast_frozen_init`
writes the same values, in the same order, into the instance's ``__dict__`` instead (the AST's
classes have no ``__slots__`` and no field of theirs is a descriptor that stores its value under
another key: :class:`~rulesparser.ast._base.LazyText` keeps its value under its own name)."""

from __future__ import annotations

import builtins
import contextlib
import dataclasses
import hashlib
import marshal
import re
import sys
from collections.abc import Iterator
from types import CodeType, FunctionType
from typing import Any

from rulesparser.resources import cache_file, write_cache_file

#: changes whenever what is kept, or how, changes
VERSION = 1


def cache_path() -> str:
    """The file of compiled dataclass methods for this Python."""
    key = f"{VERSION} {sys.version} {sys.implementation.cache_tag}"
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]
    return cache_file(f"dataclass_code_{digest}.marshal")


def _read(path: str) -> dict[str, CodeType]:
    try:
        with open(path, "rb") as f:
            data = marshal.load(f)
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(data, dict) or not all(
        type(k) is str and type(v) is CodeType for k, v in data.items()
    ):
        return {}
    return data


def _write(path: str, codes: dict[str, CodeType]) -> None:
    write_cache_file(path, marshal.dumps(codes))


@contextlib.contextmanager
def compiled_once() -> Iterator[None]:
    """While in this context, ``dataclasses`` executes the code compiled from each method
    source it writes, read from the cache file when it is there (see the module docstring).
    Does nothing on a Python whose ``dataclasses`` does not write its methods with ``exec``
    (its module namespace then gets no ``exec`` of its own)."""
    if "exec" in vars(dataclasses) or not _writes_with_exec():
        yield
        return
    path = cache_path()
    codes = _read(path)
    added = 0

    def cached_exec(source: Any, globals: Any = None, locals: Any = None) -> None:
        nonlocal added
        if type(source) is str and str((globals or {}).get("__name__", "")).startswith(_FAST_INIT):
            source = fast_frozen_init(source)
        if type(source) is str:
            code = codes.get(source)
            if code is None:
                # as exec of the text in dataclasses (a module with no __future__ import)
                code = codes[source] = compile(source, "<string>", "exec", dont_inherit=True)
                added += 1
            source = code
        builtins.exec(source, globals, locals)

    dataclasses.exec = cached_exec  # type: ignore[attr-defined]
    try:
        yield
    finally:
        del dataclasses.exec  # type: ignore[attr-defined]
        if added:
            _write(path, codes)


#: the modules whose frozen dataclasses get :func:`fast_frozen_init` (the AST's)
_FAST_INIT = "rulesparser.ast"
#: a frozen dataclass's ``__init__`` setting one field (CPython 3.11 to 3.13's ``dataclasses``)
_FROZEN_SET = re.compile(
    r"^( +)__dataclass_builtins_object__\.__setattr__\((\w+),('\w+'),(.*)\)$", re.M
)


def fast_frozen_init(source: str) -> str:
    """The source of a frozen dataclass's ``__init__`` (as ``dataclasses`` writes it) with each
    ``object.__setattr__(self, name, value)`` made ``self.__dict__[name] = value``: the same
    values in the same order, without a call per field. Any other source is returned as it is."""
    if " def __init__(" not in source:
        return source
    first = True

    def assign(m: re.Match[str]) -> str:
        nonlocal first
        indent, self_name, name, value = m.groups()
        out = f"{indent}__dataclass_dict__[{name}]={value}"
        if first:
            first = False
            out = f"{indent}__dataclass_dict__={self_name}.__dict__\n{out}"
        return out

    return _FROZEN_SET.sub(assign, source)


def _writes_with_exec() -> bool:
    """Whether ``dataclasses`` makes its methods with ``exec`` of a source text (CPython 3.11 to
    3.13: it names the builtin ``exec`` in its own code)."""
    return any(
        "exec" in f.__code__.co_names
        for f in vars(dataclasses).values()
        if isinstance(f, FunctionType)
    )
