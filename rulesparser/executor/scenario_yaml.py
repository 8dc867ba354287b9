"""Reading a scenario file's YAML (docs/scenarios.md): the safe loader with line numbers on
every mapping and list (:class:`YMap`, :class:`YList`), no anchors or aliases, limits on size
(:data:`MAX_BYTES`), nesting (:data:`MAX_DEPTH`) and keys (:data:`MAX_KEYS`), and plain-word
messages for YAML syntax errors. Every problem is a :class:`ScenarioError` ``file:line: message``.
"""

from __future__ import annotations

from typing import Any

import yaml

from rulesparser.errors import RulesparserError


class ScenarioError(RulesparserError):
    """A malformed scenario. ``str(err)`` is ``file:line: message``."""

    def __init__(self, file: str, line: int, message: str) -> None:
        self.file, self.line, self.detail = file, line, message
        # line 0: the error is about the file itself (unreadable, missing), not one of its lines
        super().__init__(f"{file}:{line}: {message}" if line > 0 else f"{file}: {message}")


class CardTextError(ScenarioError):
    """A card text of one language that does not parse: that language can't be played, the
    others still can (``rulesparser run --lang all`` reports it and plays the rest). ``lang``:
    the language."""

    def __init__(self, file: str, line: int, message: str, lang: str) -> None:
        super().__init__(file, line, message)
        self.lang = lang


class YMap(dict):  # type: ignore[type-arg]
    """A mapping from YAML that remembers its line and each key's line (1-based)."""

    line: int = 0
    key_lines: dict[Any, int]


class YList(list):  # type: ignore[type-arg]
    """A sequence from YAML that remembers its line and each item's line (1-based)."""

    line: int = 0
    item_lines: list[int]


def _build(node: yaml.Node, loader: yaml.SafeLoader, file: str) -> Any:
    if isinstance(node, yaml.MappingNode):
        out = YMap()
        out.line = node.start_mark.line + 1
        out.key_lines = {}
        for k, v in node.value:
            key = _build(k, loader, file)
            if isinstance(key, (YMap, YList)):
                raise ScenarioError(file, k.start_mark.line + 1, "a mapping key must be a scalar")
            if key in out:
                raise ScenarioError(file, k.start_mark.line + 1, f"duplicate key {key!r}")
            out[key] = _build(v, loader, file)
            out.key_lines[key] = k.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        seq = YList(_build(v, loader, file) for v in node.value)
        seq.line = node.start_mark.line + 1
        seq.item_lines = [v.start_mark.line + 1 for v in node.value]
        return seq
    return loader.construct_object(node, deep=True)


#: Largest scenario file read (bytes) and deepest YAML nesting accepted.
MAX_BYTES = 1_000_000


MAX_DEPTH = 40


#: mapping keys a scenario file may hold in all (cards, labels, choices, patterns...): a file
#: with more is refused before it is read further
MAX_KEYS = 5_000


class _Loader(yaml.SafeLoader):
    """The safe loader with no anchors or aliases (an alias can expand a small file into
    billions of nodes), a nesting limit (deep nesting exhausts the Python stack) and at most
    :data:`MAX_KEYS` mapping keys (a file of 50,000 keys is refused as its key 5,001 is read,
    not after seconds of reading and checking)."""

    depth = 0
    keys = 0
    file = "<scenario>"

    def compose_node(self, parent: Any, index: Any) -> Any:
        event = self.peek_event()
        line = event.start_mark.line + 1 if event.start_mark else 1
        if index is None and isinstance(parent, yaml.MappingNode):
            self.keys += 1
            if self.keys > MAX_KEYS:
                raise ScenarioError(
                    self.file, line, f"the scenario has more than {MAX_KEYS:,} keys"
                )
        if isinstance(event, yaml.AliasEvent):
            raise ScenarioError(
                self.file, line, f"YAML aliases (*{event.anchor}) are not allowed in scenarios"
            )
        if getattr(event, "anchor", None):
            raise ScenarioError(
                self.file, line, f"YAML anchors (&{event.anchor}) are not allowed in scenarios"
            )
        self.depth += 1
        try:
            if self.depth > MAX_DEPTH:
                raise ScenarioError(
                    self.file, line, f"the YAML is nested more than {MAX_DEPTH} levels deep"
                )
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


#: plain words for the YAML library's syntax errors: (start of its problem text, explanation)
_YAML_PROBLEMS = (
    (
        "expected <block end>",
        "this line's indentation doesn't match the lines above it (a key or list item "
        "indented more or less than its siblings, or a list item '- ' mixed with keys)",
    ),
    (
        "mapping values are not allowed here",
        "a second ':' on this line (quote a text that contains ': ', or put the nested "
        "mapping on its own indented lines)",
    ),
    ("found character '\\t'", "a tab character: indent with spaces"),
    (
        "could not find expected ':'",
        "a line without 'key: value' inside a mapping (a missing ':' or a wrong indentation)",
    ),
    ("expected ',' or '}'", "a '{...}' mapping that isn't closed, or lacks a ',' between entries"),
    ("expected ',' or ']'", "a '[...]' list that isn't closed, or lacks a ',' between items"),
    ("found unexpected end of stream", "a quoted text that isn't closed"),
)


def _yaml_problem(e: yaml.MarkedYAMLError) -> str:
    """The message for a YAML syntax error: what is wrong in plain words when it is a common
    mistake, then the YAML library's own words and where the enclosing block starts."""
    raw = str(e.problem or e.context)
    plain = next((why for start, why in _YAML_PROBLEMS if raw.startswith(start)), None)
    ctx = ""
    if e.context and e.context_mark is not None and e.problem_mark is not None:
        if e.context_mark.line != e.problem_mark.line:
            ctx = f", {e.context} from line {e.context_mark.line + 1}"
    if plain is None:
        return f"invalid YAML: {raw}{ctx}"
    return f"invalid YAML: {plain} (YAML: {raw}{ctx})"


def compose_yaml(text: str, file: str) -> Any:
    loader: _Loader | None = None
    try:
        loader = _Loader(text)
        loader.file = file
        node = loader.get_single_node()
        if node is None:
            raise ScenarioError(file, 1, "the file is empty")
        return _build(node, loader, file)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark else 1
        raise ScenarioError(file, line, _yaml_problem(e)) from None
    except yaml.YAMLError as e:  # ReaderError: control characters
        line = text.count("\n", 0, getattr(e, "position", 0)) + 1
        reason = str(getattr(e, "reason", "") or e).splitlines()[0]
        raise ScenarioError(file, line, f"invalid YAML: {reason}") from None
    except RecursionError:
        raise ScenarioError(file, 1, "the YAML is nested too deeply") from None
    finally:
        if loader is not None:
            loader.dispose()
