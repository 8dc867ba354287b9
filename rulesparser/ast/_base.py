"""The base of the AST: Source, Finding, Node, the node registry and the JSON functions."""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar


def _jsonable(value: Any) -> Any:
    if isinstance(value, Node):
        return value.to_json()
    if isinstance(value, (tuple, list)):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    return value


_REGISTRY: dict[str, type[Node]] = {}


@functools.cache
def _content_fields(cls: type) -> tuple[str, ...]:
    """Field names of a node class except the metadata ``source`` and ``findings``."""
    return tuple(f.name for f in fields(cls) if f.name not in ("source", "findings"))


#: the annotations of a field that never holds a node (text, numbers, flags, tuples of words)
_NODE_FREE_TYPES = frozenset(
    {
        "str",
        "str | None",
        "int",
        "int | None",
        "bool",
        "bool | None",
        "tuple[str, ...]",
        "tuple[int, ...]",
        "tuple[int, int]",
    }
)


@functools.cache
def _node_fields(cls: type) -> tuple[str, ...]:
    """The content fields of a node class that may hold a node or a tuple of them: those not
    annotated as text, a number, a flag or a tuple of words (:data:`_NODE_FREE_TYPES`). What
    :meth:`Node.walk` and :func:`map_nodes` read: the other fields cannot change what they find
    (an ObjectRef's ``filter`` words are not looked at one by one)."""
    return tuple(
        f.name
        for f in fields(cls)
        if f.name not in ("source", "findings")
        and not (isinstance(f.type, str) and f.type in _NODE_FREE_TYPES)
    )


class LazyText:
    """A ``str`` field of a frozen dataclass node that may be given as a function of no
    arguments returning the text, called when the field is first read (then kept): text that is
    costly to build and seldom read (the error message of an unparsed line) is built only when
    read. Reading the field, comparing, hashing, ``repr``, ``to_json``, copying and pickling the
    node all see the text; the node is the same as one made with the text itself."""

    def __set_name__(self, owner: type, name: str) -> None:
        # the value (text, or the function that makes it) is kept in the instance's
        # ``__dict__`` under the field's own name, as a plain field's: a frozen node's
        # ``__init__`` may write it there directly (rulesparser.dataclass_code.fast_frozen_init)
        self.slot = name

    def __get__(self, obj: Any, objtype: Any = None) -> str:
        if obj is None:  # no class-level default: the dataclass field stays required
            raise AttributeError(self.slot)
        value = obj.__dict__[self.slot]
        if not isinstance(value, str):
            value = obj.__dict__[self.slot] = value()
        return value

    def __set__(self, obj: Any, value: Any) -> None:
        obj.__dict__[self.slot] = value


def _words_lazy_text(node: Any) -> dict[str, Any]:
    """The node's ``__dict__`` with every :class:`LazyText` field built (what pickling and
    copying keep: the function that builds it may not be picklable)."""
    state = dict(node.__dict__)
    for name, attr in vars(type(node)).items():
        if isinstance(attr, LazyText):
            state[attr.slot] = getattr(node, name)
    return state


@dataclass(frozen=True, kw_only=True)
class Node:
    """Base of every AST node.

    ``source`` (a :class:`Source` or None) and ``findings`` (a tuple of :class:`Finding`) are
    metadata: excluded from ``==`` and ``hash`` and written under the keys ``source`` /
    ``findings`` by :meth:`to_json`.
    """

    type_name: ClassVar[str] = "node"
    source: Source | None = field(default=None, compare=False, repr=False)
    findings: tuple[Finding, ...] = field(default=(), compare=False, repr=False)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "type_name" in cls.__dict__:
            _REGISTRY[cls.type_name] = cls

    def to_json(self) -> dict[str, Any]:
        """Return a JSON-ready dict: ``{"type": <type_name>, <field>: ...}``."""
        out: dict[str, Any] = {"type": self.type_name}
        for name in _content_fields(type(self)):
            out[name] = _jsonable(getattr(self, name))
        if self.source is not None:
            out["source"] = self.source.to_json()
        if self.findings:
            out["findings"] = [x.to_json() for x in self.findings]
        return out

    def walk(self):  # type: ignore[no-untyped-def]
        """Iterate over this node and every node below it, depth first (the nodes of its fields
        in order, and of a tuple field its items that are nodes). The nodes are gathered first
        (trees are small: a generator per node costs more than the list), without reading a
        :class:`LazyText` field (text, never a node: it stays unbuilt)."""
        hit = _WALKED.get(id(self))
        if hit is not None and hit[0] is self:
            return iter(hit[1])
        out: list[Node] = []
        _gather(self, out)
        if len(_WALKED) >= _WALKED_KEPT:
            _WALKED.clear()
        _WALKED[id(self)] = (self, out)
        return iter(out)


#: The nodes of the trees walked last (``id(tree)`` -> (tree, its nodes in walk order)): the
#: checks after a sentence parses walk the same trees several times (a tree never changes:
#: nodes are frozen). The tree is kept with its list, so its id is not reused while cached.
_WALKED: dict[int, tuple[Node, list[Node]]] = {}
#: at most this many trees are kept (then the cache starts again empty)
_WALKED_KEPT = 256


def _gather(node: Node, out: list[Node]) -> None:
    out.append(node)
    values = node.__dict__  # (a LazyText field is text, not a node field: never read here)
    for name in _node_fields(type(node)):
        value = values.get(name)
        if isinstance(value, Node):
            _gather(value, out)
        elif isinstance(value, tuple):
            for item in value:
                if isinstance(item, Node):
                    _gather(item, out)


@dataclass(frozen=True)
class Source:
    """Where a node came from: language code, era, 1-based line, character span, raw text.

    ``reminder`` holds the abilities parsed from a keyword's reminder text (a tuple of nodes);
    it is metadata because reminder text abbreviates the rules (see ``Keyword``).
    """

    lang: str
    text: str
    line: int = 1
    span: tuple[int, int] = (0, 0)
    era: str | None = None
    reminder: tuple[Node, ...] | None = None
    #: an ability word before the ability ("Landfall", CR 207.2c): no rules meaning
    ability_word: str | None = None

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict of the source fields (``reminder`` only when present)."""
        out: dict[str, Any] = {
            "lang": self.lang,
            "text": self.text,
            "line": self.line,
            "span": list(self.span),
        }
        if self.era:
            out["era"] = self.era
        if self.reminder is not None:
            out["reminder"] = [n.to_json() for n in self.reminder]
        if self.ability_word:
            out["ability_word"] = self.ability_word
        return out


@dataclass(frozen=True)
class Finding:
    """A disagreement found while parsing: ``code`` (e.g. ``reminder-mismatch``), a message,
    and the expected / actual JSON fragments where there are any."""

    code: str
    message: str
    expected: Any = None
    actual: Any = None

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict."""
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.expected is not None:
            out["expected"] = self.expected
        if self.actual is not None:
            out["actual"] = self.actual
        return out


def map_nodes(value: Any, fn: Any, only: Any = None) -> Any:
    """``value`` (a node, a tuple of them, or any other field value) with every node rewritten
    bottom up by ``fn`` (a node in, a node out); ``source`` and ``findings`` are kept. Values
    nothing changed in are returned as they are (the same objects). ``only``: the node classes
    ``fn`` may change, a tuple of classes or a test of a class (``fn`` returns any other node as
    it is): ``fn`` is called on nodes of those classes only (each class tested once)."""
    kinds = None if only is None else _kinds(only)
    if isinstance(value, Node):
        return _map_node(value, fn, kinds)
    if isinstance(value, tuple):
        return _map_tuple(value, fn, kinds)
    return value


class _Kinds(dict):  # type: ignore[type-arg]
    """node class -> whether :func:`map_nodes`'s ``only`` takes it, found once per class."""

    def __init__(self, only: Any) -> None:
        super().__init__()
        self.only = only

    def __missing__(self, cls: type) -> bool:
        only = self.only
        hit = self[cls] = bool(issubclass(cls, only) if isinstance(only, tuple) else only(cls))
        return hit


#: ``only`` (a tuple of classes or a test) -> its :class:`_Kinds`
_KINDS: dict[Any, _Kinds] = {}


def _kinds(only: Any) -> _Kinds:
    kinds = _KINDS.get(only)
    if kinds is None:
        kinds = _KINDS[only] = _Kinds(only)
    return kinds


def _map_node(node: Node, fn: Any, kinds: _Kinds | None) -> Any:
    changes = None
    values = node.__dict__
    for name in _node_fields(type(node)):
        old = values[name]
        if isinstance(old, Node):
            new = _map_node(old, fn, kinds)
        elif isinstance(old, tuple) and old:
            new = _map_tuple(old, fn, kinds)
        else:  # anything else is kept as it is
            continue
        if new is not old:
            if changes is None:
                changes = {}
            changes[name] = new
    if changes is not None:
        # ``dataclasses.replace`` without calling ``__init__`` again (the fields copied: a third
        # of the time; the one ``__post_init__``, ObjectRef's, gives a copy the values it has)
        new = object.__new__(type(node))
        new.__dict__.update(values)
        new.__dict__.update(changes)
        node = new
    return fn(node) if kinds is None or kinds[type(node)] else node


def _map_tuple(value: tuple[Any, ...], fn: Any, kinds: _Kinds | None) -> tuple[Any, ...]:
    items = None  # made at the first item that changed
    for i, item in enumerate(value):
        if isinstance(item, Node):
            new = _map_node(item, fn, kinds)
        elif isinstance(item, tuple):
            new = _map_tuple(item, fn, kinds)
        else:  # anything else is kept as it is
            continue
        if new is not item:
            if items is None:
                items = list(value)
            items[i] = new
    return value if items is None else tuple(items)


#: the types of the values a node's field may hold besides a node or a tuple: text, numbers,
#: flags, nothing (a subclass, such as a lexer token's ``str``, is checked by ``isinstance``)
_LEAF_TYPES = frozenset({str, int, bool, type(None)})


@functools.cache
def _checked_fields(cls: type) -> tuple[str, ...]:
    """The content fields of a node class :func:`foreign_value` reads: all but a
    :class:`LazyText` field (text by construction, kept unbuilt)."""
    return tuple(
        name for name in _content_fields(cls) if not isinstance(vars(cls).get(name), LazyText)
    )


def foreign_value(value: Any) -> tuple[str, Any] | None:
    """The first value inside ``value`` (a node, a tuple of them, or any field value) that is
    not part of an AST: neither a :class:`Node`, text, a number, a flag, None nor a tuple of
    these (a transformer's intermediate object left in a field, a list, a dict), as (its path in
    the JSON, ``"[0].effect.effect"``, the value); None when there is none. The abilities a
    keyword's reminder restates (``source.reminder``) are read too: :meth:`Node.to_json` writes
    them. Each field is read once, without building a :class:`LazyText`; the path is made only
    for a value found (a parsed line's check costs about 1 % of its parse)."""
    if _all_ast(value):
        return None
    return _foreign_path(value, "")


def _all_ast(value: Any) -> bool:
    """Whether every value inside ``value`` is part of an AST (:func:`foreign_value`)."""
    leaf = _LEAF_TYPES
    stack = [value]
    pop, push = stack.pop, stack.append
    while stack:
        v = pop()
        t = type(v)
        if t in leaf:
            continue
        if t is tuple:
            stack.extend(v)
        elif isinstance(v, Node):
            values = v.__dict__
            for name in _checked_fields(t):
                push(values.get(name))
            src = values.get("source")
            if src is not None and src.reminder:
                push(src.reminder)
        elif not isinstance(v, (str, int)):
            return False
    return True


def _foreign_path(value: Any, path: str) -> tuple[str, Any] | None:
    """:func:`foreign_value` with the path of ``value`` given: the first foreign value found
    depth first, with its path."""
    if type(value) in _LEAF_TYPES or isinstance(value, (str, int)):
        return None
    if isinstance(value, Node):
        values = value.__dict__
        for name in _checked_fields(type(value)):
            found = _foreign_path(values.get(name), f"{path}.{name}")
            if found is not None:
                return found
        src = value.source
        if src is not None and src.reminder:
            return _foreign_path(src.reminder, f"{path}.source.reminder")
        return None
    if isinstance(value, tuple):
        for i, item in enumerate(value):
            found = _foreign_path(item, f"{path}[{i}]")
            if found is not None:
                return found
        return None
    return path, value


# --------------------------------------------------------------------------- JSON helpers


def canonical_json(node: Node | list[Node] | tuple[Node, ...], *, indent: int | None = None) -> str:
    """Serialise a node (or sequence of nodes) to canonical JSON: sorted keys, UTF-8 text."""
    data = _jsonable(node)
    if indent is None:
        return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(data, sort_keys=True, ensure_ascii=False, indent=indent)


def strip_meta(data: Any) -> Any:
    """Remove the keys ``source`` and ``findings`` recursively from JSON data (dicts/lists)."""
    if isinstance(data, dict):
        return {k: strip_meta(v) for k, v in data.items() if k not in ("source", "findings")}
    if isinstance(data, list):
        return [strip_meta(v) for v in data]
    return data


def node_from_json(data: Any) -> Any:
    """Rebuild nodes from :meth:`Node.to_json` output (``source``/``findings`` are dropped).

    Raises ``ValueError`` for an unknown ``type``."""
    if isinstance(data, list):
        return tuple(node_from_json(v) for v in data)
    if isinstance(data, dict) and "type" in data:
        cls = _REGISTRY.get(data["type"])
        if cls is None:
            raise ValueError(f"unknown AST node type {data['type']!r}")
        kwargs = {}
        for k, v in data.items():
            if k in ("type", "source", "findings"):
                continue
            if k == "parameters":
                kwargs[k] = tuple(tuple(p) for p in v)
            elif isinstance(v, list) and all(isinstance(x, str) for x in v):
                kwargs[k] = tuple(v)
            else:
                kwargs[k] = node_from_json(v)
        return cls(**kwargs)
    return data


def first_difference(a: Any, b: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """The first path where two JSON values differ, as (path, value in a, value in b), or None.
    A node's ``type`` and ``name`` are compared before its other fields: two different keywords
    differ by their names, not by the first ability of their expansions."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=lambda k: (k not in ("name", "type"), k)):
            diff = first_difference(a.get(key), b.get(key), f"{path}.{key}" if path else key)
            if diff:
                return diff
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i in range(max(len(a), len(b))):
            if i >= len(a) or i >= len(b):
                return (f"{path}[{i}]", a[i] if i < len(a) else None, b[i] if i < len(b) else None)
            diff = first_difference(a[i], b[i], f"{path}[{i}]")
            if diff:
                return diff
        return None
    return None if a == b else (path, a, b)
