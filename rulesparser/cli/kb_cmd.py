"""CLI commands of the knowledge base: ``kb build``, ``rulings``, ``card``, ``rule``, ``search``.

Every command takes ``--db PATH`` (else ``$RULESPARSER_DB``, else the user data directory),
``--json`` (machine output) and ``--lang en|fr|de`` (language of rulings and of the labels,
default: the environment locale). Bad input prints ``error: <one line>`` and exits with 2.
"""

from __future__ import annotations

import functools
import json
import sqlite3
import sys
from collections.abc import Callable
from typing import Any

import click

from rulesparser.i18n import get_translator, resolve_lang

LANG_CHOICE = click.Choice(["en", "fr", "de"], case_sensitive=False)


def _db_option(f: Callable[..., Any]) -> Callable[..., Any]:
    return click.option(
        "--db",
        "db",
        type=click.Path(dir_okay=False),
        default=None,
        help="Database file (default: $RULESPARSER_DB or the user data directory).",
    )(f)


def _json_option(f: Callable[..., Any]) -> Callable[..., Any]:
    return click.option("--json", "as_json", is_flag=True, help="Print JSON.")(f)


def _lang_option(f: Callable[..., Any]) -> Callable[..., Any]:
    return click.option(
        "--lang",
        type=LANG_CHOICE,
        default=None,
        help="Language of rulings and labels (default: environment locale).",
    )(f)


def _errors(f: Callable[..., Any]) -> Callable[..., Any]:
    """Turn KB/query errors (ValueError) and database errors into exit code 2."""

    @functools.wraps(f)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return f(*args, **kwargs)
        except BrokenPipeError:  # output piped into `head`
            sys.exit(0)
        except (ValueError, sqlite3.Error, OSError) as exc:
            msg = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            click.echo(f"error: {msg}", err=True)
            sys.exit(2)

    return wrapper


def _dump(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2, default=str))


# ------------------------------------------------------------------------------ kb build


@click.group("kb")
def kb_group() -> None:
    """Build and inspect the knowledge base (cards, keywords, CR rules, rulings)."""


@kb_group.command("build")
@click.argument("sources", nargs=-1, type=click.Path())
@click.option("--fresh", is_flag=True, help="Start from an empty database instead of updating.")
@_db_option
@_json_option
@_lang_option
@_errors
def build_command(
    sources: tuple[str, ...], fresh: bool, db: str | None, as_json: bool, lang: str | None
) -> None:
    """Compile kb/*.yaml plus SOURCES (MTGJSON .json, CR .txt, seed folders; folders are
    walked) into the SQLite knowledge base. The old database stays in place if anything fails."""
    from rulesparser.kb.builder import build

    _ = get_translator(lang)

    def progress(rep: Any) -> None:
        if not as_json:
            line = _("{path}: {added} added, {updated} updated, {skipped} skipped").format(
                **rep.__dict__
            )
            if rep.note:
                line += f" ({_(rep.note)})"
            click.echo(line, err=True)

    report = build(list(sources), db, fresh=fresh, progress=progress)
    if as_json:
        _dump(report.to_json())
        return
    click.echo(_("Built {db} in {seconds:.1f} s").format(db=report.db, seconds=report.seconds))
    c = report.counts
    click.echo(
        _("Cards: {cards} ({parsed}); printings: {printings}").format(
            cards=c["cards"],
            printings=c["printings"],
            parsed=", ".join(f"{k} {v}" for k, v in sorted(c["cards_parsed"].items())),
        )
    )
    click.echo(
        _("Foreign texts: {texts}").format(
            texts=", ".join(f"{k} {v}" for k, v in c["foreign_texts"].items())
        )
    )
    click.echo(
        _("Rulings: {rulings} ({texts} wordings; {multi} with several sources)").format(
            rulings=c["rulings"],
            texts=sum(c["ruling_texts"].values()),
            multi=c["rulings_with_several_sources"],
        )
    )
    click.echo(
        _("Rules per CR version: {rules}").format(
            rules=", ".join(f"{k} {v}" for k, v in c["rules_per_cr"].items())
        )
    )
    click.echo(
        _("Links: {links}").format(links=", ".join(f"{k} {v}" for k, v in c["links"].items()))
    )


# ------------------------------------------------------------------------------ rulings


def _print_rulings(items: list[dict[str, Any]], _: Callable[[str], str], lang: str) -> None:
    from rulesparser.kb.data import LANGS

    lang_names = {lg: _(f"language:{lg}") for lg in LANGS}
    for r in items:
        where = r["section"] or ", ".join(r["cards"]) or _("general")
        click.echo(f"[{r['id']}] {where}")
        click.echo(f"    {r['text']}")
        srcs = "; ".join(f"{s} {d}".strip() for s, d in r["sources"])
        click.echo("    " + _("sources: {sources}").format(sources=srcs))
        if r["fallback"]:
            click.echo(
                "    "
                + _("(shown in English: no {language} translation)").format(
                    language=lang_names[lang]
                )
            )


@click.command("rulings")
@click.argument("query")
@click.option(
    "--cr",
    default=None,
    help="For an ambiguous rule number: the CR version in effect at this date.",
)
@_lang_option
@_db_option
@_json_option
@_errors
def rulings_command(
    query: str, cr: str | None, lang: str | None, db: str | None, as_json: bool
) -> None:
    """Rulings for QUERY: a keyword in English, French or German (any inflection or article:
    "vanishing", "la disparition", "Schwund"), a card name in any language, or a CR rule
    number of any version ("702.63", "502.60a")."""
    from rulesparser.kb.queries import rulings

    lang = resolve_lang(lang)
    _ = get_translator(lang)
    res = rulings(query, lang=lang, db=db, cr=cr)
    if as_json:
        _dump(res)
        return
    m = res["match"]
    if m is None:
        click.echo(
            _(
                "Nothing matches {query!r}: no keyword, card or rule number. Try `rulesparser search`."
            ).replace("{query!r}", repr(query))
        )
        return
    if m["kind"] == "rule":
        click.echo(
            _("Rule {rule} is {name} (CR {versions}).").format(
                rule=m["rule"], name=m["name"], versions=", ".join(m["cr"])
            )
        )
        for kid, crs in m.get("others", {}).items():
            click.echo(
                _("  In CR {versions} it was {name} (use --cr to choose).").format(
                    versions=", ".join(crs), name=kid.replace("_", " ")
                )
            )
    click.echo(_("{count} rulings for {name}").format(count=len(res["rulings"]), name=m["name"]))
    if res["fallbacks"]:
        click.echo(
            _("{count} of them shown in English (no translation).").format(count=res["fallbacks"])
        )
    _print_rulings(res["rulings"], _, lang)


# ------------------------------------------------------------------------------ card


@click.command("card")
@click.argument("name")
@_lang_option
@_db_option
@_json_option
@_errors
def card_command(name: str, lang: str | None, db: str | None, as_json: bool) -> None:
    """A card by its English, French or German NAME (accents, case and articles optional):
    texts in three languages, parsed abilities, keywords with their CR rules, rulings."""
    from rulesparser.kb.queries import card

    lang = resolve_lang(lang)
    _ = get_translator(lang)
    res = card(name, lang=lang, db=db)
    if res is None:
        if as_json:
            _dump(None)
        click.echo(_("error: no card named {name!r}").replace("{name!r}", repr(name)), err=True)
        sys.exit(2)
    if as_json:
        _dump(res)
        return
    click.echo(f"{res['name']}  {res['mana_cost'] or ''}")
    for lg in ("en", "fr", "de"):
        t = res["texts"].get(lg)
        if not t:
            continue
        click.echo(f"--- {lg}: {t['name'] or res['names'].get(lg, '')} — {t['type'] or ''}")
        click.echo(t["text"] or "")
    if res["power"] is not None:
        click.echo(f"{res['power']}/{res['toughness']}")
    click.echo(_("Keywords:"))
    if not res["keywords"]:
        click.echo("  " + _("(none)"))
    for k in res["keywords"]:
        nums = ", ".join(f"{r['number']} ({r['cr']})" for r in k["rules"])
        param = f" {k['parameter']}" if k["parameter"] else ""
        click.echo(f"  {k['name']}{param}: CR {nums}" if nums else f"  {k['name']}{param}")
    click.echo(
        _("Parsed abilities ({status}):").format(status=_(res["parse_status"] or "unparsed"))
    )
    abilities = res["abilities"]
    if isinstance(abilities, dict):
        abilities = abilities.get("abilities", [])
    for ab in abilities or []:
        if isinstance(ab, dict):
            click.echo(
                f"  - {ab.get('type')}: {json.dumps({k: v for k, v in ab.items() if k not in ('type', 'source', 'findings')}, ensure_ascii=False)[:200]}"
            )
    click.echo(_("Rulings ({count}):").format(count=len(res["rulings"])))
    _print_rulings(res["rulings"], _, lang)


# ------------------------------------------------------------------------------ rule


@click.command("rule")
@click.argument("number")
@click.option(
    "--cr", default=None, help="CR version in effect at this date (YYYY, YYYY-MM or YYYY-MM-DD)."
)
@_lang_option
@_db_option
@_json_option
@_errors
def rule_command(
    number: str, cr: str | None, lang: str | None, db: str | None, as_json: bool
) -> None:
    """A Comprehensive Rules rule NUMBER and its subrules, in every CR version (or --cr)."""
    from rulesparser.kb.queries import rule

    lang = resolve_lang(lang)
    _ = get_translator(lang)
    res = rule(number, cr=cr, lang=lang, db=db)
    if as_json:
        _dump(res)
        return
    if res["note"]:
        click.echo(_("No rule {number} in the knowledge base.").format(number=res["number"]))
        return
    for v in res["versions"]:
        head = _("CR {cr} (effective {date})").format(cr=v["cr"], date=v["effective"] or "?")
        if v.get("keyword"):
            head += f" — {v['keyword'].replace('_', ' ')}"
        click.echo(head)
        for r in v["rules"]:
            click.echo(f"  {r['number']} {r['text']}")
    if res["keyword"]:
        nums = ", ".join(f"{c}: {n}" for c, n in res["keyword"]["numbers"].items())
        click.echo(
            _("{name} in every CR version: {numbers}").format(
                name=res["keyword"]["name"], numbers=nums
            )
        )


# ------------------------------------------------------------------------------ search


@click.command("search")
@click.argument("text", nargs=-1, required=True)
@click.option("--limit", type=click.IntRange(1, 200), default=20, show_default=True)
@_lang_option
@_db_option
@_json_option
@_errors
def search_command(
    text: tuple[str, ...], limit: int, lang: str | None, db: str | None, as_json: bool
) -> None:
    """Full-text search (ranked) over rulings and rules; accents optional."""
    from rulesparser.kb.queries import search

    _ = get_translator(lang)
    res = search(" ".join(text), lang=lang, db=db, limit=limit)
    if as_json:
        _dump(res)
        return
    if not res["results"]:
        click.echo(_("No results."))
        return
    for r in res["results"]:
        label = _("ruling") if r["kind"] == "ruling" else _("rule")
        cards = f" ({', '.join(r['cards'])})" if r.get("cards") else ""
        click.echo(f"[{label} {r['ref']}, {r['lang']}]{cards} {r['snippet']}")
