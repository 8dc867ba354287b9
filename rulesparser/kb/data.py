"""Access to the shipped knowledge-base YAML (``kb/``) and to locale files (``locales/``).

Installed wheels hold them as the packages ``rulesparser.kbdata`` and ``rulesparser.locales``;
in a source checkout they are the ``kb/`` and ``locales/`` folders of the repository.
YAML is always read with the safe loader (``yaml.safe_load`` or its C twin ``CSafeLoader``).
"""

from __future__ import annotations

import functools
import importlib.resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

import yaml

from rulesparser.errors import RulesparserError
from rulesparser.lexicon import available_languages, language_by_english_name

_REPO = Path(__file__).resolve().parents[2]
_CSafeLoader = getattr(yaml, "CSafeLoader", None)


class KBError(RulesparserError):
    """Bad knowledge-base input or data (unreadable file, bad YAML, unknown source kind)."""


class StaleKBWarning(UserWarning):
    """A knowledge base given explicitly (``--db``, ``$RULESPARSER_DB``) was built by another
    version of rulesparser: its stored ASTs may differ from what the parser gives now."""


class KBBuildNotice(UserWarning):
    """A query builds the knowledge base at the default location first (it is missing, or was
    built by another version of rulesparser): said once, since the query then takes longer."""


def _package_dir(package: str, folder: str) -> Traversable:
    try:
        return importlib.resources.files(package)
    except ModuleNotFoundError:
        return _REPO / folder


def kb_dir() -> Traversable:
    """The folder of shipped KB YAML files (``rulesparser.kbdata`` or the repo's ``kb/``)."""
    return _package_dir("rulesparser.kbdata", "kb")


def locales_dir() -> Traversable:
    """The folder of locale data (``rulesparser.locales`` or the repo's ``locales/``)."""
    return _package_dir("rulesparser.locales", "locales")


def load_yaml_text(text: str, where: str) -> Any:
    """Parse YAML with ``safe_load``; raise :class:`KBError` naming ``where`` and the line."""
    try:
        # the C implementation of the *safe* loader when libyaml is present (same semantics
        # as yaml.safe_load: plain data only), else yaml.safe_load itself
        if _CSafeLoader is not None:
            return yaml.load(text, Loader=_CSafeLoader)  # noqa: S506 - a SafeLoader
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f" line {mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise KBError(f"{where}{line}: invalid YAML: {problem}") from None


@functools.cache
def kb_yaml(name: str) -> Any:
    """Load ``kb/<name>`` (None if the file does not exist)."""
    path = kb_dir() / name
    if not path.is_file():
        return None
    return load_yaml_text(path.read_text(encoding="utf-8"), f"kb/{name}")


@functools.cache
def lexicon(lang: str) -> dict[str, Any]:
    """Load ``locales/<lang>/lexicon.yaml`` (the lead's word lists); ``{}`` when absent."""
    path = locales_dir() / lang / "lexicon.yaml"
    if not path.is_file():
        return {}
    data = load_yaml_text(path.read_text(encoding="utf-8"), f"locales/{lang}/lexicon.yaml")
    return data if isinstance(data, dict) else {}


LANGS: tuple[str, ...] = available_languages()  # the lexicons on disk
#: MTGJSON names languages in English ("French"): the lexicons' `name` fields map them to codes
MTGJSON_LANGS: dict[str, str] = language_by_english_name()
