"""rulesparser's cache folder: the per-user place of its pickled tables (resources.cache_dir)."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

_CHILD = """
import json
import rulesparser
from rulesparser import resources
rulesparser.parse("Vol", "fr")
print(json.dumps(resources.cache_dir()))
"""


def test_cache_files_go_to_the_users_cache_folder(tmp_path: Path) -> None:
    """A first parse writes its tables under the user's cache folder (XDG_CACHE_HOME here), in a
    folder no one else may write to, and nothing into the temporary directory."""
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "TMPDIR": str(tmp)}
    run = subprocess.run(
        [sys.executable, "-c", _CHILD], capture_output=True, text=True, check=True, env=env
    )
    folder = Path(json.loads(run.stdout.strip().splitlines()[-1]))
    assert folder == tmp_path / "cache" / "rulesparser"
    assert stat.S_IMODE(folder.stat().st_mode) & 0o022 == 0
    names = {p.name.split("_")[0] for p in folder.iterdir()}
    assert {"lark", "definitions"} <= names
    assert list(tmp.iterdir()) == []


def test_a_folder_others_may_write_to_is_not_used(tmp_path: Path) -> None:
    """A cache folder that others may write to (a pickle there could run their code) is passed
    over for a private one."""
    shared = tmp_path / "cache" / "rulesparser"
    shared.mkdir(parents=True)
    shared.chmod(0o777)
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "TMPDIR": str(tmp_path)}
    code = (
        "import json; from rulesparser import resources; print(json.dumps(resources.cache_dir()))"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    )
    folder = Path(json.loads(run.stdout.strip()))
    assert folder != shared
    assert stat.S_IMODE(folder.stat().st_mode) & 0o022 == 0


def test_a_cache_file_is_written_whole_or_not_at_all(tmp_path: Path) -> None:
    """Every cache (Lark tables, terminal facts, stored definitions, YAML copies, dataclass code)
    is written through ``resources.write_cache_file``: the file appears whole, no temporary file
    stays behind, and a folder that cannot be written is no error (the cache is not kept)."""
    from rulesparser.resources import write_cache_file

    target = tmp_path / "x.pickle"
    write_cache_file(str(target), b"abc")
    assert target.read_bytes() == b"abc"
    assert [p.name for p in tmp_path.iterdir()] == ["x.pickle"]
    missing = tmp_path / "no such folder" / "y.pickle"
    write_cache_file(str(missing), b"abc")
    assert not missing.exists()
    assert [p.name for p in tmp_path.iterdir()] == ["x.pickle"]


def test_a_pickled_cache_holds_the_value_or_nothing(tmp_path: Path) -> None:
    """``resources.write_cache_pickle`` (the keyword definitions, YAML copies, terminal facts):
    the value read back is the one stored; a value that cannot be pickled leaves no file."""
    import pickle

    from rulesparser.resources import write_cache_pickle

    target = tmp_path / "t.pickle"
    write_cache_pickle(str(target), {("flying", False): (1, 2)})
    assert pickle.loads(target.read_bytes()) == {("flying", False): (1, 2)}
    write_cache_pickle(str(tmp_path / "u.pickle"), lambda: None)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.pickle"]


def test_old_cache_files_are_removed_when_a_new_one_is_written(tmp_path: Path) -> None:
    """Each grammar or lexicon change writes cache files under new digests; writing one removes
    rulesparser's files neither written nor read for CACHE_MAX_AGE (and stray temporary files),
    and leaves young or recently read files, the file just written and other names alone."""
    from rulesparser import resources

    old = time.time() - resources.CACHE_MAX_AGE - 3600
    stale = ["lark_0a1b.tmp", "yaml_99ff.pickle", "terminals_12.pickle.4242.tmp"]
    young = ["lark_c3d4.tmp", "definitions_77.pickle"]
    foreign = ["parses.sqlite", "notes.txt"]
    for name in stale + foreign:
        (tmp_path / name).write_bytes(b"x")
        os.utime(tmp_path / name, (old, old))
    for name in young:
        (tmp_path / name).write_bytes(b"x")
    in_use = "terminals_5e.pickle"  # written long ago, read now: kept (its access time)
    (tmp_path / in_use).write_bytes(b"x")
    os.utime(tmp_path / in_use, (time.time(), old))
    resources._pruned.discard(str(tmp_path))
    resources.write_cache_file(str(tmp_path / "yaml_abcd.pickle"), b"new")
    left = {p.name for p in tmp_path.iterdir()}
    assert left == set(young) | set(foreign) | {in_use, "yaml_abcd.pickle"}
    assert (tmp_path / "yaml_abcd.pickle").read_bytes() == b"new"
