"""CLI commands of the knowledge base: ``kb build``, ``rulings``, ``card``, ``rule``, ``search``,
``findings``.

Every command takes ``--db PATH`` (else ``$RULESPARSER_DB``, else the user data directory),
``--json`` (machine output) and ``--lang en|fr|de`` (language of rulings and of the labels,
default: the environment locale). Exit status: 0 found, 1 nothing found (the message says so;
``--json`` still prints the empty result), 2 bad input (``error: <one line>`` on stderr).
"""

from __future__ import annotations

import functools
import json
import sqlite3
import sys
import warnings
from collections import Counter
from collections.abc import Callable
from typing import Any

import click

from rulesparser.i18n import get_plural_translator, get_translator, resolve_lang
from rulesparser.kb.data import KBBuildNotice, StaleKBWarning
from rulesparser.kb.text import display_text
from rulesparser.lexicon import available_languages

LANG_CHOICE = click.Choice(list(available_languages()), case_sensitive=False)
NOT_FOUND = 1  # exit status when a query is valid but finds nothing


def _db_option(f: Callable[..., Any]) -> Callable[..., Any]:
    return click.option(
        "--db",
        "db",
        type=click.Path(),  # checked by the KB itself, so the message is one `error:` line
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


def _show_warning(message: Warning | str, category: type[Warning], *_: Any, **__: Any) -> None:
    """Print a warning as one ``warning: ...`` line on stderr (``note: ...`` for a
    :class:`KBBuildNotice`)."""
    kind = "note" if issubclass(category, KBBuildNotice) else "warning"
    click.echo(f"{kind}: {message}", err=True)


def _errors(f: Callable[..., Any]) -> Callable[..., Any]:
    """Turn KB/query errors (ValueError) and database errors into exit code 2."""

    @functools.wraps(f)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("always", StaleKBWarning)
                warnings.simplefilter("always", KBBuildNotice)
                warnings.showwarning = _show_warning  # at once: a build may follow
                return f(*args, **kwargs)
        except BrokenPipeError:  # output piped into `head`
            sys.exit(0)
        except OSError as exc:  # "[Errno 28] No space left on device": the words and the file
            where = f"{exc.filename}: " if exc.filename else ""
            msg = exc.strerror or str(exc).splitlines()[0] or type(exc).__name__
            click.echo(f"error: {where}{msg[:1].lower()}{msg[1:]}", err=True)
            sys.exit(2)
        except (ValueError, sqlite3.Error) as exc:
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
@click.option(
    "--force",
    is_flag=True,
    help="Replace the --db file even if it is not a rulesparser knowledge base.",
)
@click.option(
    "--verbose",
    "-v",
    is_flag=True,
    help="Print the seconds of each phase of the build (and the parser workers' CPU) on stderr.",
)
@_db_option
@_json_option
@_lang_option
@_errors
def build_command(
    sources: tuple[str, ...],
    fresh: bool,
    force: bool,
    verbose: bool,
    db: str | None,
    as_json: bool,
    lang: str | None,
) -> None:
    """Compile kb/*.yaml plus SOURCES (MTGJSON .json, CR .txt, seed folders; folders are
    walked) into the SQLite knowledge base. The old database stays in place if anything fails;
    a file that is not a knowledge base is not replaced without --force."""
    from rulesparser.cli.progress import bar
    from rulesparser.kb.builder import build, expand_sources

    _ = get_translator(lang)
    try:
        total: int | None = len(expand_sources(list(sources))) + 2  # + the embedded YAML
    except ValueError:  # reported by build() itself
        total = None

    with bar(total, "kb build", "sources", as_json) as pbar:

        def progress(rep: Any) -> None:
            pbar.update(1)
            if not as_json:
                line = _("{path}: {added} added, {updated} updated, {skipped} skipped").format(
                    **rep.__dict__
                )
                if rep.note:
                    line += f" ({_(rep.note)})"
                pbar.write(line, file=sys.stderr)

        started = False

        def printing_progress(done: int, count: int) -> None:
            nonlocal started
            if not started:  # (the printings compared during the imports are done already)
                started = True
                pbar.reset(total=count)
                pbar.set_description("printed texts compared")
                pbar.unit = "printings"
                pbar.update(done - 1)
            pbar.update(1)

        report = build(
            list(sources),
            db,
            fresh=fresh,
            progress=progress,
            force=force,
            printing_progress=printing_progress,
        )
    if verbose:
        for line in report.timings.lines():
            click.echo(line, err=True)
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
    lines = c.get("printed_text_lines") or {}
    if lines:
        click.echo(
            _("Printed text lines parsed: {lines}").format(
                lines=", ".join(
                    f"{lg} {v['parsed']}/{v['parsed'] + v['unparsed']}" for lg, v in lines.items()
                )
            )
        )
        found = c.get("printing_findings") or {}
        click.echo(
            _("Translation findings: {counts} (see `rulesparser findings`)").format(
                counts=", ".join(f"{k} {v}" for k, v in found.items()) or "0"
            )
        )


# ------------------------------------------------------------------------------ rulings


def _shown_lang(r: dict[str, Any]) -> str:
    """The language a ruling is shown in (a ruling the knowledge base holds only in French, asked
    for in English): its catalog messages are ``shown_in:<lang>`` (the label under the ruling)
    and ``shown_in_count:<lang>`` (the count under a section's header), so a language's name
    is declined as its translation needs ("auf Französisch"), with no table here."""
    from rulesparser.kb.data import LANGS

    lang = r.get("lang") or "en"
    return lang if lang in LANGS else "en"


def _print_rulings(items: list[dict[str, Any]], _: Callable[[str], str], lang: str) -> None:
    from rulesparser.kb.data import LANGS

    lang_names = {lg: _(f"language:{lg}") for lg in LANGS}
    for r in items:
        where = r["section"] or ", ".join(r.get("card_names") or r["cards"]) or _("general")
        click.echo(f"[{r['id']}] {display_text(where)}")
        click.echo(f"    {display_text(r['text'])}")
        srcs = "; ".join(f"{s} {d}".strip() for s, d in r["sources"])
        click.echo("    " + _("sources: {sources}").format(sources=srcs))
        if r["fallback"]:
            shown = _(f"shown_in:{_shown_lang(r)}")
            click.echo("    " + shown.format(language=lang_names[lang]))


def _suggestions(items: list[dict[str, Any]], _: Callable[[str], str]) -> None:
    """``Did you mean: Keldon Marauders, Maraudeurs keldes (Keldon Marauders), ...?`` (cards,
    and keywords: ``Verschwinden (Vanishing)``)"""
    if not items:
        return
    names = []
    for s in items:
        english = s["english"] if s.get("kind") == "keyword" else s["card"]
        names.append(s["name"] if s["name"] == english else f"{s['name']} ({english})")
    click.echo(_("Did you mean: {names}?").format(names=", ".join(names)))


def _section_name(m: dict[str, Any], _: Callable[[str], str]) -> str:
    """``keyword Absorb`` / ``card Slivoïde frénétique (Frenzy Sliver)``."""
    if m["kind"] != "card":
        return _("keyword {name}").format(name=m["name"])
    name = _("card {name}").format(name=m["name"])
    if m.get("name_en") and m["name_en"] != m["name"]:
        name += f" ({m['name_en']})"
    return name


@click.command("rulings")
@click.argument("query")
@click.option(
    "--cr",
    default=None,
    help="For an ambiguous rule number: the CR version in effect at this date.",
)
@click.option(
    "--card", "only_card", is_flag=True, help="Only cards of that name (when it is also a keyword)."
)
@click.option(
    "--keyword", "only_keyword", is_flag=True, help="Only the keyword (when a card has its name)."
)
@_lang_option
@_db_option
@_json_option
@_errors
def rulings_command(
    query: str,
    cr: str | None,
    only_card: bool,
    only_keyword: bool,
    lang: str | None,
    db: str | None,
    as_json: bool,
) -> None:
    """Rulings for QUERY: a keyword in English, French or German (any inflection or article:
    "vanishing", "la disparition", "Schwund"), a card name in any language, or a CR rule
    number of any version ("702.63", "502.60a"). A name that is both a keyword and a card
    ("Absorb", "Stun") gives both, each under its own heading; --keyword or --card keeps one."""
    from rulesparser.kb.queries import rulings

    if only_card and only_keyword:
        raise click.UsageError("--card and --keyword exclude each other: give one")
    only = "card" if only_card else "keyword" if only_keyword else None
    lang = resolve_lang(lang)
    _ = get_translator(lang)
    ngettext = get_plural_translator(lang)
    res = rulings(query, lang=lang, db=db, cr=cr, only=only)
    if res["cr_note"]:
        click.echo(f"note: {res['cr_note']}", err=True)
    found = any(sec["rulings"] for sec in res["sections"])
    if as_json:
        _dump(res)
        if not found:
            sys.exit(NOT_FOUND)
        return
    if not res["sections"]:
        click.echo(
            _(
                "Nothing matches {query!r}: no keyword, card or rule number. Try `rulesparser search`."
            ).replace("{query!r}", repr(query))
        )
        _suggestions(res["suggestions"], _)
        sys.exit(NOT_FOUND)
    several = len(res["sections"]) > 1
    if several:
        names = ", ".join(_section_name(sec["match"], _) for sec in res["sections"])
        click.echo(
            _("{query!r} names {count} things: {names} (--keyword or --card shows one).")
            .replace("{query!r}", repr(query))
            .format(count=len(res["sections"]), names=names)
        )
    for i, sec in enumerate(res["sections"]):
        m = sec["match"]
        if several:
            click.echo("")
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
        name = m["name"]
        if several:
            name = _section_name(m, _)
            click.echo(f"== {i + 1}. {name[:1].upper()}{name[1:]}")
        if not sec["rulings"]:
            click.echo(_("No rulings for {name} in this knowledge base.").format(name=name))
            continue
        count = len(sec["rulings"])
        click.echo(
            ngettext("{count} ruling for {name}", "{count} rulings for {name}", count).format(
                count=count, name=name
            )
        )
        if sec["fallbacks"]:
            by_lang = Counter(_shown_lang(r) for r in sec["rulings"] if r["fallback"])
            for shown_lang, n in sorted(by_lang.items(), key=lambda kv: kv[0] != "en"):
                key = f"shown_in_count:{shown_lang}"
                click.echo(ngettext(key, key, n).format(count=n))
        _print_rulings(sec["rulings"], _, lang)
    if not found:
        sys.exit(NOT_FOUND)


# ------------------------------------------------------------------------------ card

ABILITY_LABELS = {
    "keyword": "keyword",
    "triggered_ability": "triggered ability",
    "activated_ability": "activated ability",
    "static_ability": "static ability",
    "spell_ability": "spell ability",
    "replacement_effect": "replacement effect",
}


def _abilities(ast: Any) -> list[dict[str, Any]]:
    """The ability dicts of a stored AST: a ``card`` dict or a list of faces."""
    faces = ast if isinstance(ast, list) else [ast]
    return [
        ab
        for face in faces
        if isinstance(face, dict)
        for ab in face.get("abilities") or []
        if isinstance(ab, dict)
    ]


def _parameter(param: Any) -> str:
    if param is None:
        return ""
    if isinstance(param, dict):
        symbols = [
            sym for comp in param.get("components") or [param] for sym in comp.get("symbols") or []
        ]
        if symbols:
            return "".join("{" + sym + "}" for sym in symbols)
        return str(param.get("name") or param.get("type", ""))
    return str(param)


def _node_word(kind: str, namespace: str, lang: str) -> str:
    """The words of a node name (an effect type, a trigger event, a step) in ``lang``: its
    ``<namespace>:<kind>`` entry of the CLI catalog, else its entry in the executor's log
    catalog (``ability:`` for effects, ``step:`` for steps) when that catalog translates it,
    else the name with spaces ("deal damage"), the words of the AST's JSON."""
    from rulesparser.executor.log import translator

    cli = get_translator(lang)(f"{namespace}:{kind}")
    if cli != f"{namespace}:{kind}":
        return cli
    log_key = {"effect": "ability", "step": "step"}.get(namespace)
    if log_key:
        said, english = translator(lang)(f"{log_key}:{kind}"), translator("en")(f"{log_key}:{kind}")
        if said not in (english, f"{log_key}:{kind}"):
            return said
    return kind.replace("_", " ")


def _effects(effect: Any, lang: str = "en") -> list[str]:
    """Effect type names in ``lang``, one level into sequences and conditionals ("tap", "put
    counters"; French "engager", "mettre des marqueurs")."""
    if not isinstance(effect, dict):
        return []
    kind = str(effect.get("type", ""))
    if kind == "sequence":
        return [e for sub in effect.get("effects") or [] for e in _effects(sub, lang)]
    if kind == "conditional":
        return _effects(effect.get("effect"), lang)
    return [_node_word(kind, "effect", lang)] if kind else []


def _trigger(trigger: Any, lang: str = "en") -> str:
    """A trigger's event (or step) in ``lang``: "enters / leaves", "arrive / quitte"."""
    if not isinstance(trigger, dict) or "type" not in trigger:
        return ""
    if trigger.get("triggers"):
        return " / ".join(_trigger(t, lang) for t in trigger["triggers"])
    if trigger.get("step") and not trigger.get("event"):
        return _node_word(str(trigger["step"]), "step", lang)
    event = trigger.get("event") or trigger.get("name") or trigger["type"]
    if isinstance(event, dict):
        event = event.get("name", "")
    return _node_word(str(event), "trigger", lang)


def ability_summary(
    ab: dict[str, Any], _: Callable[[str], str], kw_names: dict[str, str], lang: str = "en"
) -> str:
    """One readable line for a parsed ability (AST JSON dict): ``keyword: Vanishing 2``,
    ``triggered ability: enters / leaves → gain life``, ``unparsed: <parser error>``. Labels
    are localized with ``_``, events and effects named in ``lang`` (:func:`_node_word`);
    keyword names come from ``kw_names`` (keyword id -> name)."""
    kind = str(ab.get("type", ""))
    if kind == "unparsed":
        return _("unparsed: {error}").format(error=ab.get("error", ""))
    label = _(ABILITY_LABELS[kind]) if kind in ABILITY_LABELS else kind.replace("_", " ")
    if kind == "keyword":
        kid = str(ab.get("name", "")).replace(" ", "_")
        name = kw_names.get(kid) or kid.replace("_", " ").capitalize()
        param = _parameter(ab.get("parameter"))
        return _("{label}: {detail}").format(label=label, detail=f"{name} {param}".rstrip())
    detail = ""
    effects = ", ".join(
        _effects(ab.get("replacement" if kind == "replacement_effect" else "effect"), lang)
    )
    if kind == "triggered_ability":
        detail = f"{_trigger(ab.get('trigger'), lang)} → {effects}"
    elif kind == "replacement_effect":
        detail = f"{_trigger(ab.get('event'), lang)} → {effects}"
    elif "effect" in ab:
        detail = effects
    return (
        _("{label}: {detail}").format(label=label, detail=detail) if detail.strip(" →") else label
    )


@click.command("card")
@click.argument("name")
@_lang_option
@_db_option
@_json_option
@_errors
def card_command(name: str, lang: str | None, db: str | None, as_json: bool) -> None:
    """A card by its English, French or German NAME (accents, case and articles optional):
    texts in three languages, parsed abilities, keywords with their CR rules, rulings."""
    from rulesparser.kb.queries import cards, suggest_cards

    lang = resolve_lang(lang)
    _ = get_translator(lang)
    found = cards(name, lang=lang, db=db)
    if not found:
        suggestions = suggest_cards(name, db=db)
        if as_json:
            _dump({"query": name, "card": None, "suggestions": suggestions})
        else:
            click.echo(_("No card named {name!r}.").replace("{name!r}", repr(name)))
            _suggestions(suggestions, _)
        sys.exit(NOT_FOUND)
    if as_json:
        _dump(dict(found[0], also=[c["name"] for c in found[1:]]) if len(found) == 1 else found)
        return
    if len(found) > 1:
        click.echo(
            _("{count} cards are named {name!r}: {names}.")
            .replace("{name!r}", repr(name))
            .format(count=len(found), names=", ".join(c["name"] for c in found))
        )
    for i, res in enumerate(found):
        if len(found) > 1:
            click.echo(f"\n== {i + 1}/{len(found)}")
        _print_card(res, _, lang)


def _print_card(res: dict[str, Any], _: Callable[[str], str], lang: str) -> None:
    click.echo(f"{res['name']}  {res['mana_cost'] or ''}")
    for lg in available_languages():
        t = res["texts"].get(lg)
        if not t:
            continue
        click.echo(f"--- {lg}: {t['name'] or res['names'].get(lg, '')} — {t['type'] or ''}")
        click.echo(display_text(t["text"] or ""))
    if res["power"] is not None:
        click.echo(f"{res['power']}/{res['toughness']}")
    click.echo(_("Keywords:"))
    if not res["keywords"]:
        click.echo("  " + _("(none)"))
    for k in res["keywords"]:
        nums = ", ".join(f"{r['number']} ({r['cr']})" for r in k["rules"])
        param = f" {k['parameter']}" if k["parameter"] else ""
        click.echo(f"  {k['name']}{param}: CR {nums}" if nums else f"  {k['name']}{param}")
    click.echo(_("Abilities ({status}):").format(status=_(res["parse_status"] or "unparsed")))
    kw_names = {k["id"]: k["name"] for k in res["keywords"]}
    for ab in _abilities(res["abilities"]):
        click.echo(f"  - {ability_summary(ab, _, kw_names, lang)}")
    _print_printing_checks(res.get("printing_checks") or [], _)
    click.echo(_("Rulings ({count}):").format(count=len(res["rulings"])))
    _print_rulings(res["rulings"], _, lang)


def _lang_counts(lg: str, c: dict[str, int], _: Callable[[str], str]) -> str:
    line = _("{lang}: {parsed} parsed, {unparsed} unparsed").format(
        lang=lg, parsed=c.get("parsed", 0), unparsed=c.get("unparsed", 0)
    )
    if "compared" in c:
        line += " " + _("({compared} compared with en, {not_comparable} not comparable)").format(
            compared=c["compared"], not_comparable=c["not_comparable"]
        )
    return line


def _finding_line(f: dict[str, Any], _: Callable[[str], str]) -> str:
    """``fr line 1 [translation-mismatch] <message>`` (+ the line text, shortened); a finding
    read without the grammar says so: ``[translation-facts, facts]``."""
    where = (
        _("{lang} line {line}").format(lang=f["lang"], line=f["line"]) if f["line"] else f["lang"]
    )
    text = display_text(f.get("text") or "")
    quoted = f"  «{text[:90]}{'…' if len(text) > 90 else ''}»" if text else ""
    code = f["code"] if f.get("basis", "ast") == "ast" else f"{f['code']}, {f['basis']}"
    return f"{where} [{code}] {f['message']}{quoted}"


def _print_printing_checks(checks: list[dict[str, Any]], _: Callable[[str], str]) -> None:
    """Per printing: printed-text line counts per language and the translation findings."""
    if not checks:
        return
    click.echo(_("Printed texts (lines per language; translation findings):"))
    quiet: dict[str, list[str]] = {}  # printings without findings, grouped by their counts
    for p in checks:
        counts = "; ".join(_lang_counts(lg, c, _) for lg, c in p["langs"].items())
        if not p["findings"]:
            quiet.setdefault(counts, []).append(f"{p['set']} {p['number']}")
            continue
        click.echo(f"  {p['set']} {p['number']}: {counts}")
        for f in p["findings"]:
            click.echo(f"    - {_finding_line(f, _)}")
    for counts, names in quiet.items():
        click.echo(f"  {', '.join(names)}: {counts} {_('(no findings)')}")


# ------------------------------------------------------------------------------ findings


@click.command("findings")
@click.option("--set", "set_code", default=None, help="Only printings of this set (code).")
@click.option(
    "--kind",
    type=click.Choice(["translation", "reminder", "errata", "data"]),
    default=None,
    help="translation: FR/DE line differs from the English printed line; reminder: reminder "
    "text differs from the keyword's CR rule; errata: English printed line differs from "
    "today's Oracle text; data: a Forge or Scryfall keyword list differs from the parsed "
    "Oracle text.",
)
@click.option(
    "--lang",
    type=LANG_CHOICE,
    default=None,
    help="Only findings in this language (en has reminder findings only).",
)
@_db_option
@_json_option
@_errors
def findings_command(
    set_code: str | None, kind: str | None, lang: str | None, db: str | None, as_json: bool
) -> None:
    """Translation findings stored at build time: printings whose French or German printed
    text parses to other abilities than its English printed text, and reminder texts that
    disagree with the keyword's Comprehensive Rules definition. Exit 1 when there are none."""
    from rulesparser.kb.queries import findings

    _ = get_translator(resolve_lang(None))
    res = findings(lang=lang.lower() if lang else None, set_code=set_code, kind=kind, db=db)
    if as_json:
        _dump(res)
        if not res["findings"]:
            sys.exit(NOT_FOUND)
        return
    if not res["findings"]:
        click.echo(_("No findings."))
        sys.exit(NOT_FOUND)
    for f in res["findings"]:
        name = f["card"] if f["card_name"] == f["card"] else f"{f['card']} ({f['card_name']})"
        click.echo(f"{f['set']} {f['number']} {name}: {_finding_line(f, _)}")
    counts = ", ".join(f"{k} {v}" for k, v in res["counts"].items())
    compared = ", ".join(
        _("{lang} {compared} lines compared, {not_comparable} not comparable").format(lang=lg, **c)
        for lg, c in res["compared"].items()
    )
    click.echo(_("Findings: {counts}").format(counts=counts))
    if compared:
        click.echo(compared)


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
    if res["cr_note"]:
        click.echo(f"note: {res['cr_note']}", err=True)
    moved = res.get("moved")
    if as_json:
        _dump(res)
        if res["note"] and not (moved and moved["rule"]):
            sys.exit(NOT_FOUND)
        return
    if moved:
        click.echo(
            _("No rule {number} in CR {cr}.").format(number=res["number"], cr=res["cr"])
            + " "
            + (
                _("{number} is {name} in CR {held}; in CR {cr} {name} is {target}.")
                if moved["number"]
                else _("{number} is {name} in CR {held}; CR {cr} has no {name} rule.")
            ).format(
                number=res["number"],
                name=res["keyword"]["name"],
                held=", ".join(moved["held_in"]),
                cr=res["cr"],
                target=moved["number"],
            )
        )
        if moved["rule"]:
            _print_rule(moved["rule"], _)
            return
        sys.exit(NOT_FOUND)
    if res["note"]:
        click.echo(_("No rule {number} in the knowledge base.").format(number=res["number"]))
        sys.exit(NOT_FOUND)
    _print_rule(res, _)


def _print_rule(res: dict[str, Any], _: Callable[[str], str]) -> None:
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
        if not res["results"]:
            sys.exit(NOT_FOUND)
        return
    if not res["results"]:
        click.echo(_("No results."))
        sys.exit(NOT_FOUND)
    for r in res["results"]:
        label = _("ruling") if r["kind"] == "ruling" else _("rule")
        cards = f" ({', '.join(r['cards'])})" if r.get("cards") else ""
        click.echo(f"[{label} {r['ref']}, {r['lang']}]{cards} {display_text(r['snippet'])}")
