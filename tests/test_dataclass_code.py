"""rulesparser.dataclass_code: the dataclass methods compiled once per machine are the same
methods as those ``dataclasses`` compiles itself (an AST node made, compared, hashed, shown and
kept frozen the same way), from an empty, a written and a damaged cache file."""

from __future__ import annotations

import dataclasses

import pytest

from rulesparser import dataclass_code
from rulesparser.ast import Node


def _make() -> type:
    """A frozen node class like the AST's (ObjectRef's fields), made now (no ``type_name`` of
    its own: not put in the node registry)."""

    @dataclasses.dataclass(frozen=True, kw_only=True)
    class Ref(Node):
        kind: str
        filter: tuple[str, ...] = ()
        count: int | None = None

    return Ref


def _behaviour(cls: type) -> tuple[object, ...]:
    a = cls(kind="target", filter=("creature",))
    b = cls(kind="target", filter=("creature",), count=None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.kind = "each"
    with pytest.raises(TypeError):
        cls("target")  # keyword-only, as kw_only=True makes it
    return (a == b, hash(a) == hash(b), repr(a), a.to_json(), a == cls(kind="each"))


@pytest.fixture
def cache_file(tmp_path, monkeypatch):
    path = tmp_path / "code.marshal"
    monkeypatch.setattr(dataclass_code, "cache_path", lambda: str(path))
    return path


def test_methods_from_the_cache_are_dataclasses_own(cache_file):
    plain = _behaviour(_make())
    with dataclass_code.compiled_once():  # empty cache: compiled, then written
        first = _behaviour(_make())
    assert cache_file.exists()
    with dataclass_code.compiled_once():  # read from the file
        second = _behaviour(_make())
    assert plain == first == second
    assert plain[:2] == (True, True) and plain[4] is False
    assert "exec" not in vars(dataclasses)  # dataclasses is left as it was


def test_fast_frozen_init_makes_the_same_nodes(cache_file, monkeypatch):
    # the AST's frozen __init__ writes the fields into __dict__ (no object.__setattr__ per
    # field): the same node, equal, hashed, shown and frozen the same way, keyword-only
    monkeypatch.setattr(dataclass_code, "_FAST_INIT", __name__)
    plain = _behaviour(_make())
    with dataclass_code.compiled_once():
        fast = _make()
    assert "__setattr__" not in fast.__init__.__code__.co_names
    assert _behaviour(fast) == plain
    node = fast(kind="target", filter=("creature",))
    assert list(vars(node)) == ["source", "findings", "kind", "filter", "count"]


def test_an_unparsed_lines_error_is_worded_when_read():
    # Unparsed.error (a LazyText) is kept under its own name, where the fast __init__ writes it
    from rulesparser import ast as A

    assert "__setattr__" not in A.Unparsed.__init__.__code__.co_names
    worded = []
    node = A.Unparsed(error=lambda: worded.append(1) or "unexpected 'xyzzy'")
    assert worded == [] and set(vars(node)) == {"source", "findings", "error"}
    assert node.error == "unexpected 'xyzzy'" and node == A.Unparsed(error="unexpected 'xyzzy'")
    assert worded == [1] and node.to_json()["error"] == "unexpected 'xyzzy'"


def test_a_damaged_cache_file_is_compiled_again(cache_file):
    cache_file.write_bytes(b"not marshal data")
    with dataclass_code.compiled_once():
        got = _behaviour(_make())
    assert got == _behaviour(_make())
    assert dataclass_code._read(str(cache_file))  # written again, readable


def test_the_ast_nodes_are_made_with_it():
    # rulesparser's import makes its dataclasses inside compiled_once: still plain dataclasses
    from rulesparser import ast as A

    ref = A.ObjectRef(kind="all", filter=("creature",))
    assert ref.kind == "each"  # __post_init__ still runs
    assert ref == A.ObjectRef(kind="each", filter=("creature",))
    assert dataclasses.is_dataclass(ref) and A.ObjectRef.__dataclass_params__.frozen
