"""The knowledge-base file under real use (issue 11, items 6-9): a file that is not a knowledge
base is never replaced without --force, database paths with URI characters work, a killed build
leaves no worker process and its temporary files go with the next build, Ctrl-C exits 130, and
a query that builds the default knowledge base says so once."""

from __future__ import annotations

import os
import platform
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesparser.cli import main
from rulesparser.kb import paths
from rulesparser.kb.builder import build, is_knowledge_base
from rulesparser.kb.data import KBBuildNotice
from rulesparser.kb.queries import close_all

RULESPARSER = [sys.executable, "-m", "rulesparser"]


def _long_set_file() -> Path:
    """An MTGJSON set file of 4,000 cards with distinct rules texts (written once, outside
    the tests' folders): parsing it without the parse cache takes seconds."""
    import json
    import tempfile

    path = Path(tempfile.gettempdir()) / "rulesparser-tests-long-set.json"
    if not path.exists():
        cards = [
            {
                "name": f"Test Card {i}",
                "setCode": "TLS",
                "number": str(i),
                "uuid": f"tls-{i}",
                "type": "Creature — Bird",
                "text": f"Flying\nWhen Test Card {i} enters the battlefield, you gain {i} life.",
                "originalText": f"When Test Card {i} comes into play, draw {i} cards.",
            }
            for i in range(1, 4001)
        ]
        tmp = path.with_suffix(f".{os.getpid()}")
        tmp.write_text(json.dumps({"data": {"code": "TLS", "cards": cards}}), encoding="utf-8")
        os.replace(tmp, path)
    return path


needs_proc = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")


@pytest.fixture(autouse=True)
def _fresh_connections() -> object:
    close_all()
    yield
    close_all()


def _foreign_sqlite(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE contacts(name TEXT)")
    conn.execute("INSERT INTO contacts VALUES('Ada')")
    conn.commit()
    conn.close()


# ------------------------------------------------------------------ 6. foreign files


@pytest.mark.parametrize("kind", ["random bytes", "text", "another sqlite database"])
def test_build_refuses_to_replace_a_file_that_is_not_a_knowledge_base(
    tmp_path: Path, kind: str
) -> None:
    db = tmp_path / "kb.sqlite"
    if kind == "random bytes":
        db.write_bytes(os.urandom(4096))
    elif kind == "text":
        db.write_text("my notes\n", encoding="utf-8")
    else:
        _foreign_sqlite(db)
    before = db.read_bytes()
    result = CliRunner().invoke(main, ["kb", "build", "--db", str(db)])
    assert result.exit_code == 2, result.output
    assert f"error: {db} is not a rulesparser knowledge base" in result.output
    assert "--force" in result.output and "Traceback" not in result.output
    assert db.read_bytes() == before  # untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kb.sqlite"]  # no temporary file


def test_force_replaces_it_and_an_empty_file_is_replaced_anyway(
    tmp_path: Path,
) -> None:
    db = tmp_path / "kb.sqlite"
    _foreign_sqlite(db)
    result = CliRunner().invoke(main, ["kb", "build", "--force", "--db", str(db)])
    assert result.exit_code == 0, result.output
    assert is_knowledge_base(db)  # (a knowledge base is rebuilt without --force: test_kb_build)
    empty = tmp_path / "empty.sqlite"
    empty.touch()  # nothing to lose
    build([], empty)
    assert is_knowledge_base(empty)


def test_a_foreign_file_at_the_default_location_is_not_rebuilt_by_a_query(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    default = tmp_path / "kb.sqlite"
    monkeypatch.delenv("RULESPARSER_DB", raising=False)
    monkeypatch.setattr(paths, "default_db_path", lambda: default)
    _foreign_sqlite(default)
    before = default.read_bytes()
    result = CliRunner().invoke(main, ["rulings", "vanishing"])
    assert result.exit_code == 2 and "not a knowledge-base database" in result.stderr
    assert "note:" not in result.stderr and default.read_bytes() == before


# ------------------------------------------------------------------ 7. URI characters


def test_database_paths_with_uri_characters_work(tmp_path: Path) -> None:
    name = "kb?mode=rw#1%20x.sqlite"  # "?" starts URI parameters, "#" a fragment, "%" an escape
    db = tmp_path / name
    runner = CliRunner()
    assert runner.invoke(main, ["kb", "build", "--db", str(db)]).exit_code == 0
    result = runner.invoke(main, ["rulings", "vanishing", "--db", str(db), "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "time counter" in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == [name]  # no stray "kb" file


# ------------------------------------------------------------------ 8. killed builds


def _alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie nobody reaped counts as gone)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


_POOL_SCRIPT = textwrap.dedent(
    """
    import time
    from rulesparser.kb.printings import PrintingParser

    parser = PrintingParser(workers=2)
    # one long text keeps a worker busy for a while; the other worker waits for work
    parser.submit([(" ".join(f"You gain {i} life." for i in range(60000)), "en", "")])
    print(*parser._pool._processes, flush=True)
    time.sleep(120)
    """
)


@needs_proc
def test_workers_of_a_build_killed_with_sigkill_exit_at_once() -> None:
    proc = subprocess.Popen([sys.executable, "-c", _POOL_SCRIPT], stdout=subprocess.PIPE, text=True)
    try:
        workers = [int(p) for p in proc.stdout.readline().split()]  # type: ignore[union-attr]
        assert len(workers) == 2 and all(_alive(p) for p in workers)
    finally:
        proc.kill()  # SIGKILL: the parent cannot stop its pool
        proc.wait(timeout=30)
    deadline = time.monotonic() + 15
    while any(_alive(p) for p in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = [p for p in workers if _alive(p)]
    for p in left:  # do not leave them behind if the test fails
        os.kill(p, signal.SIGKILL)
    assert not left, "workers outlived their killed parent"


def _start_build_and_wait_for_its_temp_file(db: Path) -> subprocess.Popen[str]:
    # a set file to parse (without the parse cache) keeps the build running for a while after
    # its temporary file appears: the embedded data alone builds too fast to be interrupted
    proc = subprocess.Popen(
        [*RULESPARSER, "kb", "build", "--db", str(db), str(_long_set_file())],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "RULESPARSER_PARSE_CACHE": "off"},
        # a shell running the tests in the background ignores SIGINT, and its children would
        # inherit that: the build gets Python's default Ctrl-C handling back
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    deadline = time.monotonic() + 60
    while not list(db.parent.glob(db.name + ".tmp-*")):
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            pytest.fail("the build ended before its temporary file was seen")
        time.sleep(0.02)
    return proc


def test_the_next_build_removes_the_temporary_files_of_a_killed_build(tmp_path: Path) -> None:
    db = tmp_path / "kb.sqlite"
    proc = _start_build_and_wait_for_its_temp_file(db)
    proc.kill()
    proc.wait(timeout=30)
    stale = sorted(p.name for p in tmp_path.glob("kb.sqlite.tmp-*"))
    assert stale and stale[0] == f"kb.sqlite.tmp-{proc.pid}"
    # a temporary file of a build that still runs (here: this test's sleeping child) is kept
    with subprocess.Popen(["sleep", "60"]) as live:
        live_tmp = tmp_path / f"kb.sqlite.tmp-{live.pid}"
        live_tmp.write_bytes(b"")
        try:
            build([], db)
            left = sorted(p.name for p in tmp_path.iterdir())
        finally:
            live.kill()
    assert left == ["kb.sqlite", live_tmp.name]
    assert is_knowledge_base(db)


def test_ctrl_c_during_a_build_exits_130_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    db = tmp_path / "kb.sqlite"
    proc = _start_build_and_wait_for_its_temp_file(db)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "interrupted" in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_sigterm_during_a_build_exits_143_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    # what `timeout`, `docker stop` and systemd send: the same clean end as Ctrl-C
    db = tmp_path / "kb.sqlite"
    proc = _start_build_and_wait_for_its_temp_file(db)
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 143, err
    assert "terminated" in err and "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_a_second_build_of_the_same_database_is_refused_while_the_first_runs(
    tmp_path: Path,
) -> None:
    """Two `kb build --db X` at once: the second started from the old file and its rename
    dropped the first one's imports, both exiting 0 (tester F2). Now the second exits 2 at
    once, naming the running build; the first finishes as if alone."""
    db = tmp_path / "kb.sqlite"
    build([], db)
    before = db.read_bytes()
    first = _start_build_and_wait_for_its_temp_file(db)
    try:
        result = CliRunner().invoke(main, ["kb", "build", "--db", str(db)])
        assert result.exit_code == 2, result.output
        assert f"error: another build is writing {db} (process {first.pid})" in result.output
        assert "Traceback" not in result.output
        assert db.read_bytes() == before  # the refused build replaced nothing
    finally:
        first.kill()
        first.wait(timeout=30)
    # a killed build's lock goes with its process: the next build runs and cleans up
    build([], db)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kb.sqlite"]


def test_a_build_told_to_wait_starts_from_the_result_of_the_running_one(tmp_path: Path) -> None:
    """``build(wait=True)`` (what a query rebuilding the default knowledge base uses) waits
    for the running build instead of failing."""
    import threading

    from rulesparser.kb.builder import BuildBusyError, build_lock

    db = tmp_path / "kb.sqlite"
    release = threading.Event()
    locked = threading.Event()

    def hold() -> None:
        with build_lock(db):
            locked.set()
            release.wait(30)

    holder = threading.Thread(target=hold)
    holder.start()
    try:
        assert locked.wait(30)
        with pytest.raises(BuildBusyError, match="another build is writing"):
            build([], db)
        threading.Timer(0.5, release.set).start()
        started = time.monotonic()
        build([], db, wait=True)
        assert time.monotonic() - started >= 0.4
    finally:
        release.set()
        holder.join(30)
    assert is_knowledge_base(db)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kb.sqlite"]


def test_ctrl_c_inside_exec_of_a_string_still_exits_130(tmp_path: Path) -> None:
    # CPython marks a KeyboardInterrupt raised in exec/eval of a string (namedtuple and
    # dataclass methods are made so, e.g. while a build imports its modules) as unhandled even
    # when it is caught: under ``python -m`` the process then ended by SIGINT (-2), not 130
    (tmp_path / "ctrlc_cmd.py").write_text(
        "import click\n"
        "from rulesparser.cli import COMMANDS, main\n"
        "@click.command()\n"
        "def interrupted() -> None:\n"
        "    exec('raise KeyboardInterrupt')\n"
        "COMMANDS['interrupted'] = 'ctrlc_cmd:interrupted'\n"
        "if __name__ == '__main__':\n"
        "    main()\n"
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), *sys.path])}
    proc = subprocess.run(
        [sys.executable, "-m", "ctrlc_cmd", "interrupted"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=60,
    )
    assert proc.returncode == 130, proc.stderr
    assert proc.stderr == "interrupted\n"


def _wait_until_reading_stdin(proc: subprocess.Popen[str], timeout: float = 60.0) -> None:
    """Wait until ``proc`` blocks reading its stdin pipe (Linux: ``/proc/PID/wchan`` says
    ``pipe_read``, or, on a kernel whose wchan says nothing, ``/proc/PID/syscall`` says it is
    in ``read`` (x86-64 syscall 0) on file descriptor 0), so that Ctrl-C reaches it there and
    not while it still imports (which takes seconds on a loaded machine); 1.5 s where
    ``/proc`` says neither."""
    wchan = Path(f"/proc/{proc.pid}/wchan")
    syscall = Path(f"/proc/{proc.pid}/syscall")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            where = wchan.read_text().strip()
        except OSError:
            break
        if "pipe_read" in where:
            return
        if where in ("", "0"):  # a kernel that does not say
            try:
                call = syscall.read_text().split()
            except OSError:
                break
            if not call or not call[0].isdigit():  # "running" or a kernel that does not say
                if call and call[0] == "running":
                    time.sleep(0.05)
                    continue
                break
            if platform.machine() != "x86_64":
                break
            if call[:2] == ["0", "0x0"]:
                return
        time.sleep(0.05)
    else:
        return
    time.sleep(1.5)


def _sigint_default() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_while_reading_stdin_exits_130() -> None:
    proc = subprocess.Popen(
        [*RULESPARSER, "parse", "-"],
        stdin=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # Ctrl-C as a terminal sends it: a test run started in the background of a shell
        # without job control inherits SIGINT ignored, which Python then keeps ignoring
        preexec_fn=_sigint_default,
    )
    _wait_until_reading_stdin(proc)  # stdin stays open
    proc.send_signal(signal.SIGINT)
    # stdin is closed only once the process has ended (a read that sees the end of its input
    # is no Ctrl-C)
    try:
        proc.wait(timeout=60)
    finally:
        _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and "Traceback" not in err, err


# ------------------------------------------------------------------ 9. building the default


def test_a_query_building_the_default_knowledge_base_says_so_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    default = tmp_path / "data" / "kb.sqlite"
    monkeypatch.delenv("RULESPARSER_DB", raising=False)
    monkeypatch.setattr(paths, "default_db_path", lambda: default)
    runner = CliRunner()
    first = runner.invoke(main, ["rulings", "vanishing", "--lang", "en"])
    assert first.exit_code == 0, first.output
    notes = [line for line in first.stderr.splitlines() if line.startswith("note:")]
    assert notes == [
        f"note: no knowledge base at {default}: building the embedded one (kb/*.yaml) first"
    ]
    close_all()
    second = runner.invoke(main, ["rulings", "vanishing", "--lang", "en"])
    assert second.exit_code == 0 and "note:" not in second.stderr
    close_all()
    default.unlink()
    with pytest.warns(KBBuildNotice, match="building the embedded one"):
        from rulesparser.kb import rulings

        rulings("vanishing", "en")
