"""Worker processes of a knowledge-base build that die with the build.

A plain :class:`concurrent.futures.ProcessPoolExecutor` started with ``fork`` leaves its workers
alive when the build is killed with SIGKILL: an idle worker waits on the task pipe, whose write
end its sibling workers also hold open, so it never sees end-of-file (they stayed for minutes,
157 MB each). Each worker made here runs a watchdog thread that ends the process as soon as its
parent is gone (its parent process id changes when it is re-parented), and ignores SIGINT: Ctrl-C
reaches the whole process group, and the build itself stops its pool and removes its temporary
file (no worker traceback on the terminal).
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import signal
import threading
import time
from concurrent.futures import ProcessPoolExecutor

#: Seconds between two checks of a worker that its parent is still there.
PARENT_POLL_SECONDS = 0.2
#: The garbage collector's thresholds in a worker and during a build (``gc.set_threshold``):
#: a worker makes millions of short-lived objects per file (parse trees, AST nodes), and a
#: full collection walks every object the process holds; with the default (700, 10, 10)
#: collecting took a fifth of a worker's CPU seconds, about 8 % with these.
GC_THRESHOLDS = (50_000, 50, 50)


def _watch_parent(parent: int) -> None:
    """Pool initializer run in each worker: ignore SIGINT, die of SIGTERM, exit when ``parent``
    is gone, and collect garbage less often (:data:`GC_THRESHOLDS`; what the worker inherited
    from the build, the loaded grammars, is frozen: never walked by a collection)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # SIGTERM ends a worker at once (the build's own handler, inherited by fork, would raise
    # in the worker's task loop): the build it belongs to cleans up
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_POLL_SECONDS)
        os._exit(1)  # the parent is gone: nobody will read our results

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def worker_pool(workers: int) -> ProcessPoolExecutor | None:
    """A pool of ``workers`` forked processes that end with this process (see the module
    docstring), or None where ``fork`` is not available (the caller then works in-process).

    ``fork``: the workers inherit the loaded grammar, and a caller's script is not re-imported
    (``spawn`` would need an ``if __name__ == "__main__"`` guard there)."""
    if "fork" not in multiprocessing.get_all_start_methods():
        return None
    from rulesparser.facts import fact_rules
    from rulesparser.lexicon import available_languages
    from rulesparser.parser import prepare

    prepare()  # the parsers and their lexers, built once here and inherited by every worker
    for lang in available_languages():
        try:
            fact_rules(lang)  # the fact patterns (workers read each line's facts), likewise
        except Exception:  # noqa: BLE001 - a warm-up only: a worker then fails on its own
            pass
    return ProcessPoolExecutor(
        workers,
        mp_context=multiprocessing.get_context("fork"),
        initializer=_watch_parent,
        initargs=(os.getpid(),),
    )
