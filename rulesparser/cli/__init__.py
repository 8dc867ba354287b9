"""Command-line interface: ``rulesparser <command>``.

Commands are registered by dotted path in :data:`COMMANDS` and imported only when used, so that
``rulesparser parse`` starts fast (cold start target 0.5 s) without loading the knowledge base or
the executor. Each module named here exposes a ``click.Command`` under the given attribute.
"""

from __future__ import annotations

import importlib
import os
import signal
import sys
import threading

import click
from click.exceptions import NoArgsIsHelpError

#: command name -> "module:attribute" of a click command (imported lazily).
COMMANDS: dict[str, str] = {
    "parse": "rulesparser.cli.parse_cmd:parse_command",
    "keywords": "rulesparser.cli.parse_cmd:keywords_command",
    "schema": "rulesparser.cli.parse_cmd:schema_command",
    "demo": "rulesparser.cli.parse_cmd:demo_command",
    "crosscheck": "rulesparser.cli.parse_cmd:crosscheck_command",
    "run": "rulesparser.cli.run_cmd:run_command",
    "kb": "rulesparser.cli.kb_cmd:kb_group",
    "rulings": "rulesparser.cli.kb_cmd:rulings_command",
    "card": "rulesparser.cli.kb_cmd:card_command",
    "rule": "rulesparser.cli.kb_cmd:rule_command",
    "search": "rulesparser.cli.kb_cmd:search_command",
    "findings": "rulesparser.cli.kb_cmd:findings_command",
    "report": "rulesparser.cli.report_cmd:report_command",
}


#: Exit status after Ctrl-C (128 + SIGINT, the shell convention; 1 means "nothing found").
INTERRUPTED = 130
#: Exit status after SIGTERM (128 + SIGTERM), which ``timeout``, ``docker stop`` and systemd send.
TERMINATED = 143


class Terminated(BaseException):
    """Raised in the main thread by SIGTERM while a command runs: it unwinds like Ctrl-C's
    KeyboardInterrupt (a build removes its temporary file on any BaseException), then the
    command ends with ``terminated`` on stderr and :data:`TERMINATED`."""


def _raise_terminated(signum: int, frame: object) -> None:
    raise Terminated


def _catch_sigterm() -> object:
    """Make SIGTERM raise :class:`Terminated` in this (main) thread; the handler it replaces
    (None: none was replaced, off the main thread). A build's workers set it back to the
    default (:func:`rulesparser.kb.workers._watch_parent`)."""
    if threading.current_thread() is not threading.main_thread():
        return None
    try:
        return signal.signal(signal.SIGTERM, _raise_terminated)
    except (ValueError, OSError):  # no signals here (an embedded interpreter)
        return None


def _forget_interrupts_seen_by_exec() -> None:
    """Make the exit status the one this command chose, even after a Ctrl-C in ``exec``/``eval``.

    CPython (3.11 to 3.13 at least) runs ``exec``/``eval`` of a *string* (``namedtuple`` and
    ``dataclass`` build their methods so, e.g. while a command imports its modules) through
    ``run_mod``, which sets the process-wide flag ``_Py_UnhandledKeyboardInterrupt`` when that
    code raises KeyboardInterrupt, and never clears it when a caller catches the exception.
    Under ``python -m rulesparser`` nothing else clears it either, and after finalisation the
    interpreter kills itself with SIGINT (exit status -2 instead of 130, no traceback). Each
    ``exec`` of a string starts by clearing the flag: one that raises nothing leaves it clear."""
    exec("pass")  # noqa: S102 - a constant string: only its side effect on the flag matters


def _drop_pending_output() -> None:
    """Point stdout at the null device, so that the interpreter's last flush of what could not
    be written raises nothing more (no "Exception ignored" traceback after the message)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no real stdout (captured by a test runner): nothing to do
        pass


class LazyGroup(click.Group):
    """A click group whose subcommands are imported on first use; Ctrl-C ends any of them with
    ``interrupted`` on stderr and exit status 130, SIGTERM with ``terminated`` and 143 (a build
    removes its temporary file first); a
    closed output pipe (``rulesparser schema | head -1``) ends them quietly with exit status 0
    (as the knowledge-base commands do); any other write error is ``error: ...``, exit 1. A
    usage error of a command (unknown option, bad option value) is one line ``error: ... (see
    'rulesparser <command> --help')``, exit 2."""

    def invoke(self, ctx: click.Context) -> object:
        previous = _catch_sigterm()
        try:
            return super().invoke(ctx)
        except NoArgsIsHelpError:  # "rulesparser kb": the help, as click shows it
            raise
        except click.UsageError as exc:  # one line, not click's three-line usage block
            path = exc.ctx.command_path if exc.ctx is not None else ctx.command_path
            message = " ".join(exc.format_message().split())
            click.echo(f"error: {message} (see '{path} --help')", err=True)
            ctx.exit(exc.exit_code)
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            ctx.exit(INTERRUPTED)
        except Terminated:  # SIGTERM: the same clean end as Ctrl-C, with its own status
            click.echo("terminated", err=True)
            ctx.exit(TERMINATED)
        except BrokenPipeError:  # the reader went away (`| head`): stop quietly, as Unix tools do
            _drop_pending_output()
            ctx.exit(0)
        except OSError as exc:  # the output could not be written (a full disk)
            _drop_pending_output()
            msg = exc.strerror or str(exc)
            # one spelling for every command: "no space left on device" (as kb_cmd says it)
            click.echo(f"error: {msg[:1].lower()}{msg[1:]}", err=True)
            ctx.exit(1)
        finally:
            _forget_interrupts_seen_by_exec()
            if previous is not None:
                signal.signal(signal.SIGTERM, previous)  # type: ignore[arg-type]

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None:
            return None
        module_name, attr = target.split(":")
        return getattr(importlib.import_module(module_name), attr)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="rulesparser")
def main() -> None:
    """Parse, cross-check, look up and execute Magic: The Gathering rules text (EN/FR/DE)."""


if __name__ == "__main__":  # pragma: no cover
    main()
