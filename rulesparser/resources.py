"""Locate the data shipped with the package: grammar/, locales/ and kb/.

In an installed wheel (or an editable install) they are the packages ``rulesparser.grammar``,
``rulesparser.locales`` and ``rulesparser.kbdata`` (mapped from the top-level folders by
pyproject.toml). In a bare checkout on ``sys.path`` they are the top-level folders themselves.
"""

from __future__ import annotations

import importlib
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

_PACKAGES = {
    "grammar": "rulesparser.grammar",
    "locales": "rulesparser.locales",
    "kb": "rulesparser.kbdata",
}


def data_dir(kind: str) -> Traversable:
    """The folder of shipped data ``kind`` (``grammar``, ``locales`` or ``kb``) as a Traversable.

    Raises ``KeyError`` for an unknown kind."""
    package = _PACKAGES[kind]
    try:
        importlib.import_module(package)
        return resources.files(package)
    except ModuleNotFoundError:
        return Path(__file__).resolve().parent.parent / kind
