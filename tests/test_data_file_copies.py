"""The YAML data files (lexicons, phrase words, the keyword table) kept in rulesparser's cache
folder as pickles (rulesparser.lexicon._read_yaml): the same data as the YAML, a new object at
each read, and an edited, damaged or invalid file never served from a stale copy."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from rulesparser import lexicon
from rulesparser.errors import RulesparserError
from rulesparser.resources import data_dir


@pytest.fixture
def locales(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the shipped locales read instead of them, with a cache folder of its own."""
    monkeypatch.setattr("rulesparser.resources.cache_dir", lambda: str(tmp_path / "cache"))
    (tmp_path / "cache").mkdir()
    copy = tmp_path / "locales"
    shutil.copytree(str(data_dir("locales")), copy)
    real = lexicon.data_dir
    monkeypatch.setattr(lexicon, "data_dir", lambda kind: copy if kind == "locales" else real(kind))
    return copy


def test_a_lexicon_read_from_its_copy_is_the_yaml(locales: Path) -> None:
    path = locales / "de" / "lexicon.yaml"
    first = lexicon._read_yaml("locales", "de", "lexicon.yaml")
    assert first == yaml.safe_load(path.read_text(encoding="utf-8"))
    assert len(list((locales.parent / "cache").glob("yaml_*.pickle"))) == 1
    again = lexicon._read_yaml("locales", "de", "lexicon.yaml")  # from the copy
    assert again == first and again is not first
    again["changed"] = True  # a caller may change what it got: the next read is untouched
    assert "changed" not in lexicon._read_yaml("locales", "de", "lexicon.yaml")


def test_an_edited_file_is_read_again(locales: Path) -> None:
    path = locales / "fr" / "phrases.yaml"
    before = lexicon._read_yaml("locales", "fr", "phrases.yaml")
    assert "test_added_entry" not in before
    with path.open("a", encoding="utf-8") as f:
        f.write("\ntest_added_entry: 1\n")
    after = lexicon._read_yaml("locales", "fr", "phrases.yaml")
    assert after["test_added_entry"] == 1
    assert {k: v for k, v in after.items() if k != "test_added_entry"} == before


def test_a_damaged_copy_or_invalid_file_is_not_served(locales: Path) -> None:
    cache = locales.parent / "cache"
    data = lexicon._read_yaml("locales", "de", "words.yaml")
    (copy,) = cache.glob("yaml_*.pickle")
    copy.write_bytes(b"\x80\x05 not a pickle")
    assert lexicon._read_yaml("locales", "de", "words.yaml") == data  # the YAML, read again
    path = locales / "de" / "words.yaml"
    path.write_text("classes: [unclosed\n", encoding="utf-8")
    with pytest.raises(RulesparserError, match="invalid YAML"):
        lexicon._read_yaml("locales", "de", "words.yaml")
    with pytest.raises(RulesparserError, match="invalid YAML"):  # and again: nothing kept
        lexicon._read_yaml("locales", "de", "words.yaml")


def test_a_first_parse_reads_copies_without_importing_pyyaml(tmp_path: Path) -> None:
    """Once one process has read the data files, the next fresh process parses without importing
    PyYAML (it reads the copies). Both processes use a cache folder of their own
    (``XDG_CACHE_HOME``): the test does not depend on what this process or an earlier run left in
    the user's cache (in a fresh clone, run serially, this process's copies had been written to a
    patched folder, and the fresh process imported PyYAML)."""
    fresh = (
        "import sys, rulesparser; card = rulesparser.parse(sys.argv[1], 'de'); "
        "print(card.abilities[0].name, 'yaml' in sys.modules)"
    )
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    runs = [
        subprocess.run(
            [sys.executable, "-c", fresh, "Fliegend"],
            capture_output=True,
            text=True,
            check=True,
            env=env,
        ).stdout.split()
        for _ in range(2)
    ]
    assert runs[0][0] == runs[1][0] == "flying"
    assert runs[1][1] == "False"  # the second process read the copies the first one wrote


def test_a_checkout_on_pythonpath_reads_its_own_data(tmp_path: Path) -> None:
    """A second checkout run with ``PYTHONPATH`` (while this one is installed in editable mode)
    reads its own grammar, locales and kb folders, not the installed checkout's: a benchmark of
    another commit must measure that commit's grammars."""
    root = Path(__file__).resolve().parents[1]
    other = tmp_path / "checkout"
    shutil.copytree(
        root / "rulesparser", other / "rulesparser", ignore=shutil.ignore_patterns("__pycache__")
    )
    for kind in ("grammar", "locales", "kb"):
        (other / kind).mkdir(parents=True)
    shutil.copy(root / "pyproject.toml", other / "pyproject.toml")
    code = (
        "from rulesparser.resources import data_dir; "
        "print('|'.join(str(data_dir(k)) for k in ('grammar', 'locales', 'kb')))"
    )
    env = {**os.environ, "PYTHONPATH": str(other)}
    out = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert out.split("|") == [str(other / k) for k in ("grammar", "locales", "kb")]
