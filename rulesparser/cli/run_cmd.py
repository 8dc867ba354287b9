"""``rulesparser run SCENARIO.yaml [--lang en|fr|de|all]``: play a scenario and check it.

Exit codes: 0 every expectation holds (in every language run), 1 an expectation failed (a diff
is printed), 2 the scenario is malformed or a card text does not parse (``file:line: message``).
With ``--lang all`` (the default) a language whose card texts do not parse is reported
(``NOT PLAYED [fr]`` and the parser's positioned error) and the other languages are still played;
the exit status is then 2.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from rulesparser.lexicon import available_languages

if TYPE_CHECKING:
    from rulesparser.executor.scenario import RunResult
    from rulesparser.executor.state import GameEvent

__all__ = ["run_command"]


@click.command("run")
@click.argument("scenario", type=click.Path(dir_okay=False))
@click.option(
    "--lang",
    type=click.Choice([*available_languages(), "all"], case_sensitive=False),
    default="all",
    show_default=True,
    help="Language of the card texts to run from (all = every language the scenario has).",
)
@click.option("--quiet", "-q", is_flag=True, help="Print only the verdict and failures.")
@click.option(
    "--log-lang",
    type=click.Choice(list(available_languages()), case_sensitive=False),
    default=None,
    help="Language of the printed log (default: the run language).",
)
def run_command(scenario: str, lang: str, quiet: bool, log_lang: str | None) -> None:
    """Play SCENARIO (a YAML file, see docs/scenarios.md; - reads it from stdin), print its
    event log and check its expectations. Exit 0 if all hold, 1 if one fails, 2 for a
    malformed scenario."""
    from rulesparser.executor.log import render_log, translator
    from rulesparser.executor.scenario import (
        CardTextError,
        ScenarioError,
        load_scenario,
        run_scenario,
    )

    try:
        sc = load_scenario(scenario)
        langs = list(sc.languages) if lang == "all" else [lang]
        if lang != "all" and lang not in sc.languages:
            raise ScenarioError(
                scenario,
                1,
                f"this scenario has no {lang} card texts (languages: {', '.join(sc.languages)})",
            )
        results: list[RunResult] = []
        unparsed: list[CardTextError] = []
        for lg in langs:
            try:
                results.append(run_scenario(sc, lg))
            except CardTextError as e:
                if lang != "all":
                    raise
                unparsed.append(e)  # reported below; the other languages are still played
    except ScenarioError as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(2)
    except (RecursionError, MemoryError, TypeError, ValueError, AttributeError, KeyError) as e:
        # last resort: an input the validator let through (e.g. ill-typed abilities_json)
        first = str(e).splitlines()[0] if str(e) else ""
        click.echo(
            f"error: {scenario}: the executor could not play this scenario "
            f"({type(e).__name__}: {first}); check abilities_json and the values used",
            err=True,
        )
        sys.exit(2)
    failed = False
    base = [(e.kind, e.turn, e.step, e.data) for e in results[0].events] if results else []
    runs: dict[str, RunResult] = {r.lang: r for r in results}
    not_played = {e.lang: e for e in unparsed}
    for lg in langs:
        if lg in not_played:  # a language whose texts don't parse: reported in its place
            click.echo(f"== {sc.title} [{lg}] — {sc.ruling}")
            said = translator(lg)("NOT PLAYED [{lang}]: {error}")
            click.echo(said.format(lang=lg, error=not_played[lg]))
            click.echo(f"error: {not_played[lg]}", err=True)
            continue
        r = runs[lg]
        click.echo(f"== {sc.title} [{r.lang}] — {sc.ruling}")
        if not quiet:
            for line in render_log(r.events, log_lang or r.lang, r.names):
                click.echo("  " + line)
        mine = [(e.kind, e.turn, e.step, e.data) for e in r.events]
        if mine != base:
            r.failures.append(_first_log_difference(scenario, results[0], r))
        if r.failures:
            failed = True
            click.echo(translator(r.lang)("FAIL [{lang}]").format(lang=r.lang))
            for f in r.failures:
                click.echo(f"  - {f}")
        else:
            click.echo(translator(r.lang)("ok [{lang}]").format(lang=r.lang))
    sys.exit(2 if unparsed else 1 if failed else 0)


def _first_log_difference(scenario: str, first: RunResult, other: RunResult) -> str:
    """Where the event logs of two language runs part: the first differing event of each,
    said in ``other``'s language (executor catalogs) as its log says it ("Foudre inflige 3
    blessure(s) à bob" / "... 2 ..."), with the language-neutral fields that differ."""
    from rulesparser.executor.log import render_event, translator

    _ = translator(other.lang)

    def show(events: list[GameEvent], i: int) -> str:
        if i >= len(events):
            return _("(log ends)")
        return render_event(events[i], other.lang, other.names)

    def fields(events: list[GameEvent], i: int) -> dict[str, object]:
        return dict(events[i].data) if i < len(events) else {}

    n = min(len(first.events), len(other.events))
    i = next(
        (
            j
            for j in range(n)
            if (
                first.events[j].kind,
                first.events[j].turn,
                first.events[j].step,
                first.events[j].data,
            )
            != (
                other.events[j].kind,
                other.events[j].turn,
                other.events[j].step,
                other.events[j].data,
            )
        ),
        n,
    )
    a, b = fields(first.events, i), fields(other.events, i)
    differ = ", ".join(
        f"{k}={a.get(k)}/{b.get(k)}" for k in dict.fromkeys([*a, *b]) if a.get(k) != b.get(k)
    )
    return _(
        "{scenario}: the {other} run's log differs from the {first} run's at event {n}: "
        "{first}: {a}; {other}: {b} ({fields})"
    ).format(
        scenario=scenario,
        other=other.lang,
        first=first.lang,
        n=i + 1,
        a=show(first.events, i),
        b=show(other.events, i),
        fields=differ,
    )
