"""Value fields of event patterns and ``expect.stack`` entries are checked against the values
the executor can log (tester2 item 8): a typo in ``no_events`` can never pass vacuously. The
lists live next to the emitting code (``EVENT_CAUSES``, ``EVENT_REASONS`` in
``rulesparser/executor/state.py``); the first tests keep them in sync with the code."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from _shared import BASE_SCENARIO

from rulesparser.executor.scenario import ScenarioError, parse_scenario, run_scenario
from rulesparser.executor.state import EVENT_CAUSES, EVENT_REASONS

SRC = Path(__file__).resolve().parents[1] / "rulesparser" / "executor"


def _keyword_literals(name: str) -> set[str]:
    """The string constants passed as ``name=`` anywhere in the executor, and the string
    defaults of parameters called ``name``."""
    out: set[str] = set()
    for path in SRC.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.keyword) and node.arg == name:
                if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                    out.add(node.value.value)
            if isinstance(node, ast.arguments):
                for arg, default in zip(node.kwonlyargs, node.kw_defaults, strict=True):
                    if arg.arg == name and isinstance(default, ast.Constant):
                        out.add(default.value)
    return out


def test_event_causes_are_the_ones_the_executor_gives() -> None:
    assert _keyword_literals("cause") | {""} == EVENT_CAUSES


def test_event_reasons_are_the_ones_the_executor_gives() -> None:
    assert _keyword_literals("reason") == EVENT_REASONS


def test_a_real_cause_and_reason_are_accepted() -> None:
    text = BASE_SCENARIO + (
        "turns:\n  1:\n    main1:\n      - destroy: [bear]\n"
        "expect:\n  events:\n    - {event: leaves, card: bear, to: graveyard, cause: destroy}\n"
        "  no_events:\n    - {event: not_destroyed, reason: indestructible}\n"
    )
    assert run_scenario(parse_scenario(text, "s.yaml"), "en").failures == []


@pytest.mark.parametrize(
    ("pattern", "message"),
    [
        ("{event: leaves, cause: destroyed}", "'destroyed' is not a cause (cost, countered"),
        ("{event: untapped, cause: untap}", "'untap' is not a cause"),
        ("{event: does_nothing, reason: conditon}", "'conditon' is not a reason (condition"),
        ("{event: skips, step: drawstep}", "unknown step 'drawstep'"),
        ("{event: resolves, effects: 'tap,deal_damag'}", "'deal_damag' is not an effect name"),
        ("{event: casts, kicked: '0;1'}", "'0;1' is not kicker indexes"),
    ],
)
def test_unknown_values_in_no_events_are_malformed(pattern: str, message: str) -> None:
    text = BASE_SCENARIO + f"expect:\n  no_events:\n    - {pattern}\n"
    with pytest.raises(ScenarioError, match=r"^s.yaml:13: ") as e:
        parse_scenario(text, "s.yaml")
    assert message in str(e.value)


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ("baer:spell", "unknown label 'baer' in expect stack"),
        ("bear:sacrifise", "'sacrifise' in stack entry 'bear:sacrifise' is not an effect name"),
        ("bear", "a stack entry is <label>:<effect>"),
    ],
)
def test_stack_entries_are_checked(entry: str, message: str) -> None:
    text = BASE_SCENARIO + f"expect:\n  stack: ['{entry}']\n"
    with pytest.raises(ScenarioError, match=r"^s.yaml:12: ") as e:
        parse_scenario(text, "s.yaml")
    assert message in str(e.value)
