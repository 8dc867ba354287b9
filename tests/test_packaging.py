"""The wheel ships every Python package of the source tree (pyproject.toml lists them by hand:
a package missing there installs from a checkout but not from a wheel, and `pip install .` then
fails at import)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_python_package_is_listed_in_pyproject() -> None:
    listed = set(
        tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    )
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "rulesparser").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert found - listed == set(), "add these packages to [tool.setuptools] packages"
