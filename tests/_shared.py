"""Where the real data of ../shared lives, for tests that read it (they skip when it is absent)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
CORPUS = SHARED / "corpus"
SEEDS = SHARED / "seeds"

needs_shared = pytest.mark.skipif(
    not CORPUS.is_dir(), reason=f"real data not found at {SHARED} (../shared next to the checkout)"
)


#: The smallest valid scenario (one 2/2 on the battlefield), for tests that add a part to it.
BASE_SCENARIO = """\
scenario: t
ruling: CR 704.5f
players: {alice: {}, bob: {}}
cards:
  bear:
    types: [creature]
    power: 2
    toughness: 2
setup:
  alice: {battlefield: [bear]}
"""


def load_script(name: str) -> ModuleType:
    """The module of ``scripts/<name>.py`` (scripts are no package), registered under ``name``."""
    path = Path(__file__).resolve().parents[1] / "scripts" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod
