"""Command-line interface: ``rulesparser <command>``.

Commands are registered by dotted path in :data:`COMMANDS` and imported only when used, so that
``rulesparser parse`` starts fast (cold start target 0.5 s) without loading the knowledge base or
the executor. Each module named here exposes a ``click.Command`` under the given attribute.
"""

from __future__ import annotations

import importlib

import click

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


class LazyGroup(click.Group):
    """A click group whose subcommands are imported on first use; Ctrl-C ends any of them with
    ``interrupted`` on stderr and exit status 130 (a build removes its temporary file first)."""

    def invoke(self, ctx: click.Context) -> object:
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            click.echo("interrupted", err=True)
            ctx.exit(INTERRUPTED)

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
