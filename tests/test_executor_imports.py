"""The executor's rules modules sit on the public engine interface (rulesparser/executor/engine.py).

- the import-linter contracts of ``pyproject.toml`` hold: no import cycle inside
  ``rulesparser.executor`` (type-checking imports included), and the interface modules import no
  rules module;
- no module of the package imports another module's ``_private`` name, or reaches a ``_private``
  attribute of another module or of the game (``game._do``, ``S._same``);
- no rules module imports :mod:`rulesparser.executor.game`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXECUTOR = ROOT / "rulesparser" / "executor"
#: modules that may import the game: the package entry point and the scenario runner on top
ABOVE_GAME = {"__init__.py", "game.py", "scenario.py"}


def _modules() -> list[Path]:
    return sorted(EXECUTOR.glob("*.py"))


def test_import_contracts_hold() -> None:
    importlinter_cli = pytest.importorskip("importlinter.cli", reason="import-linter not installed")
    code = importlinter_cli.lint_imports(
        config_filename=str(ROOT / "pyproject.toml"), no_cache=True, no_logo=True
    )
    assert code == 0, "an import-linter contract of pyproject.toml is broken (run lint-imports)"


def _private_uses(path: Path) -> list[str]:
    out = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for n in ast.walk(tree):
        if isinstance(n, ast.ImportFrom) and (n.module or "").startswith("rulesparser"):
            out += [f"{path.name}:{n.lineno}: imports {n.module}.{a.name}" for a in n.names
                    if a.name.startswith("_") and not a.name.startswith("__")]  # fmt: skip
        elif isinstance(n, ast.Attribute) and n.attr.startswith("_"):
            if n.attr.startswith("__") or (
                isinstance(n.value, ast.Name) and n.value.id in ("self", "cls")
            ):
                continue
            out.append(f"{path.name}:{n.lineno}: uses {ast.unparse(n)}")
    return out


@pytest.mark.parametrize("path", _modules(), ids=lambda p: p.name)
def test_no_private_name_of_another_module(path: Path) -> None:
    assert _private_uses(path) == []


def test_the_check_sees_a_private_use(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text(
        "from rulesparser.executor.game import _Ctx\ndef f(game):\n    return game._do(1)\n",
        encoding="utf-8",
    )
    assert len(_private_uses(bad)) == 2


@pytest.mark.parametrize(
    "path", [p for p in _modules() if p.name not in ABOVE_GAME], ids=lambda p: p.name
)
def test_rules_modules_do_not_import_the_game(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert "rulesparser.executor.game" not in imported


def test_game_holds_the_turn_the_stack_and_state_based_actions_only() -> None:
    """game.py stays small: every other rules area is a module of its own (issue 12)."""
    lines = (EXECUTOR / "game.py").read_text(encoding="utf-8").count("\n")
    assert lines <= 800, f"game.py has {lines} lines"
