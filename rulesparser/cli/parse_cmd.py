"""CLI commands of the parser: ``parse``, ``keywords``, ``schema``, ``demo``.

Exit codes: 0 success; 1 ``demo`` found the languages disagree; 2 bad input (a one-line message
``line L, column C: unexpected "WORD"; expected ...`` plus the line with a caret on stderr).
"""

from __future__ import annotations

import json
import sys
import unicodedata
from typing import Any

import click
import yaml

from rulesparser import ast as A
from rulesparser.errors import ParseError, RulesparserError


def _lang_codes() -> list[str]:
    from rulesparser.lexicon import available_languages

    return list(available_languages())


LANG_CHOICE = click.Choice([*_lang_codes(), "auto"], case_sensitive=False)


def _fail(message: str, context: str = "") -> None:
    click.echo(f"error: {message}", err=True)
    if context:
        click.echo(context, err=True)
    sys.exit(2)


def _name_hint(exc: ParseError, card_name: str | None) -> str:
    """A hint line when the grammar wanted a reference to the card itself (CR 201.5) where an
    capitalised word stands and no ``--name`` was given: most often that word starts the card's
    name. At a line's start (where every word is capitalised) only before a second capitalised
    word ("Grizzly Bears deals ..."), not for a mistyped keyword ("Flyng")."""
    from rulesparser.parser import EXPECTED_SELF

    if card_name or EXPECTED_SELF not in exc.expected or not exc.word[:1].isupper():
        return ""
    if exc.column == 1:  # every word is capitalised there: a name of two capitalised words
        words = (exc.context.splitlines() or [""])[0].split()
        if len(words) < 3 or not words[1][:1].isupper() or len(exc.expected) > 10:
            return ""
    return (
        f"\nhint: if the card's name starts at {exc.word!r}, give it with --name "
        "(the card names itself by name, CR 201.5)"
    )


def _other_language(
    text: str, skip: set[str], card_name: str | None, *, lenient: bool = False
) -> tuple[str, str] | None:
    """(code, name) of the first language other than those in ``skip`` that reads ``text``:
    wholly, or with ``lenient`` at least one of its lines; None when none does."""
    from rulesparser.lexicon import available_languages, load_lexicon
    from rulesparser.parser import parse

    for other in available_languages():
        if other in skip:
            continue
        try:
            read = parse(text, other, card_name=card_name, lenient=lenient).abilities
        except (ParseError, RulesparserError):
            continue
        if not lenient or any(not isinstance(a, A.Unparsed) for a in read):
            return other, load_lexicon(other).name
    return None


def _language_hint(exc: ParseError, text: str, lang: str, card_name: str | None) -> str:
    """A hint line when the line that failed reads whole in another language ("Vol" in an
    English text, or a text mixing languages given with ``--lang auto``): one TEXT is one
    language."""
    from rulesparser.normalize import split_lines

    line = dict(split_lines(text)).get(exc.line)
    found = _other_language(line, {exc.lang, lang}, card_name) if line else None
    rest = (line or "")[exc.column - 1 :].strip()
    if found is None and line and exc.column > 1 and rest:  # the line turns language midway
        found = _other_language(rest, {exc.lang, lang}, card_name)
        if found is not None:
            return (
                f"\nhint: from column {exc.column} line {exc.line} reads as {found[1]} text: "
                f"one TEXT is one language (parse it apart with --lang {found[0]})"
            )
    if found is None:
        return ""
    other, name = found
    if len(split_lines(text)) == 1:
        return f"\nhint: this reads as {name} text: give --lang {other}"
    return (
        f"\nhint: line {exc.line} reads as {name} text: one TEXT is one language "
        f"(parse it apart with --lang {other})"
    )


def _lenient_language_hint(card: A.Node, text: str, lang: str, card_name: str | None) -> None:
    """With ``--lenient``, when no line parsed and the text parses in another language, say so
    on stderr (the output itself stays as asked: every line unparsed)."""
    abilities = getattr(card, "abilities", ())
    if not abilities or not all(isinstance(a, A.Unparsed) for a in abilities):
        return
    found = _other_language(text, {lang}, card_name, lenient=True)
    if found is not None:
        other, name = found
        click.echo(
            f"hint: no line parsed as --lang {lang}; this reads as {name} text: give --lang {other}",
            err=True,
        )


#: Least rapidfuzz ratio (0-100) for a word to be taken for a misspelling of a name
_CLOSE_ENOUGH = 80


def _closest(typed: str, names: dict[str, str]) -> str | None:
    """The name ``names`` (shown form -> compared form) that ``typed`` most likely misspells:
    rapidfuzz ratio over case-folded text at least :data:`_CLOSE_ENOUGH`, not ``typed``
    itself; None when none is that close."""
    from rapidfuzz import fuzz, process

    folded = typed.casefold()
    found = process.extractOne(folded, names, scorer=fuzz.ratio, score_cutoff=_CLOSE_ENOUGH)
    if found is None or found[0] == folded:
        return None
    return str(found[2])


def _failed_line(exc: ParseError, text: str) -> str:
    from rulesparser.normalize import split_lines

    return dict(split_lines(text)).get(exc.line) or ""


def _misspelled_name_hint(exc: ParseError, text: str, card_name: str | None) -> str:
    """A hint line when ``--name`` was given and the words where the grammar wanted the card
    itself (CR 201.5) are a near miss of that name ("Grizly Bears" for "Grizzly Bears")."""
    from rulesparser.parser import EXPECTED_SELF

    if not card_name or EXPECTED_SELF not in exc.expected:
        return ""
    words = _failed_line(exc, text)[exc.column - 1 :].split()[: len(card_name.split())]
    typed = " ".join(words).rstrip(".,;:")
    if not typed or _closest(typed, {card_name: card_name.casefold()}) is None:
        return ""
    return f'\nhint: "{typed}" is not the --name "{card_name}": is one of them misspelled?'


def _keyword_hint(exc: ParseError, text: str, lang: str) -> str:
    """A hint line when a line starts with a near miss of a keyword of ``lang`` where a keyword
    may stand ("Flyng": "did you mean Flying?"; rapidfuzz ratio at least
    :data:`_CLOSE_ENOUGH` over as many words as the keyword has)."""
    if exc.column != 1 or "a keyword" not in exc.expected:
        return ""
    from rapidfuzz import fuzz

    from rulesparser.lexicon import load_lexicon

    line_words = _failed_line(exc, text).split()
    best: tuple[float, str] | None = None
    for names in load_lexicon(lang).keywords.values():
        for name in names:
            typed = " ".join(line_words[: len(name.split())]).rstrip(".,;:").casefold()
            # linear time: a typed word far longer than the name can't be close to it (the
            # ratio is at most 200 * shorter / (sum of lengths)); not compared
            if 200 * len(name) < _CLOSE_ENOUGH * (len(typed) + len(name)):
                continue
            score = fuzz.ratio(typed, name.casefold()) if typed else 0.0
            if (
                score >= _CLOSE_ENOUGH
                and typed != name.casefold()
                and (not best or score > best[0])
            ):
                best = (score, name)
    if best is None:
        return ""
    return f"\nhint: did you mean {best[1][:1].upper() + best[1][1:]}?"


def _paren_hint(exc: ParseError, text: str) -> str:
    """A hint line when the line that failed opens a "(" it never closes: a reminder text cut
    short, which the grammar reads as rules text."""
    from rulesparser.normalize import split_lines

    line = dict(split_lines(text)).get(exc.line) or ""
    depth, opened = 0, 0
    for i, ch in enumerate(line):
        if ch == "(":
            depth, opened = depth + 1, (opened if depth else i + 1)
        elif ch == ")" and depth:
            depth -= 1
    if depth <= 0:
        return ""
    return f'\nhint: the "(" at column {opened} of line {exc.line} is never closed'


def render(node: A.Node, indent: int = 0) -> str:
    """A readable rendering of a node: its stripped JSON as YAML, plus findings and source era."""
    data = A.strip_meta(node.to_json())
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=False)
    pad = " " * indent
    out = [pad + line for line in text.rstrip().splitlines()]
    for f in node.findings:
        out.append(f"{pad}# finding [{f.code}]: {f.message}")
    return "\n".join(out)


@click.command("parse")
@click.argument("text")
@click.option(
    "--lang", "-l", type=LANG_CHOICE, default="en", show_default=True, help="Language of TEXT."
)
@click.option("--json", "as_json", is_flag=True, help="Print canonical JSON (sorted keys).")
@click.option(
    "--name",
    "card_name",
    default=None,
    help="The card's name in TEXT's language (self references).",
)
@click.option(
    "--lenient",
    is_flag=True,
    help="Turn unparsable lines into 'unparsed' nodes instead of failing.",
)
@click.option(
    "--tree", is_flag=True, help="Print the whole AST as YAML instead of one line per ability."
)
def parse_command(
    text: str, lang: str, as_json: bool, card_name: str | None, lenient: bool, tree: bool
) -> None:
    """Parse TEXT (a card's rules text, one ability per line; '-' reads stdin) into the AST."""
    from rulesparser.parser import parse

    if text == "-":
        data = sys.stdin.buffer.read()
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            _fail(
                f"standard input is not UTF-8 text (byte 0x{data[exc.start]:02x} at offset {exc.start})"
            )
            return
    elif any("\ud800" <= ch <= "\udfff" for ch in text):
        _fail("TEXT is not valid UTF-8 (check the terminal's encoding)")
        return
    if not text.strip():
        _fail("no rules text given (TEXT is empty)")
        return
    if tree and as_json:
        raise click.UsageError("--tree and --json exclude each other: give one")
    if card_name is not None and (
        not card_name.strip() or any(unicodedata.category(ch) == "Cc" for ch in card_name)
    ):
        bad = next((ch for ch in card_name if unicodedata.category(ch) == "Cc"), None)
        why = f"a control character (U+{ord(bad):04X})" if bad else "no letters"
        # a bad option value: a usage error, said with where to read how (README's table)
        raise click.UsageError(f"--name has {why}: give the card's name as printed")
    try:
        card = parse(text, lang, card_name=card_name, lenient=lenient)
    except ParseError as exc:
        hint = (
            _misspelled_name_hint(exc, text, card_name)
            or _paren_hint(exc, text)
            or _language_hint(exc, text, lang, card_name)
            or _keyword_hint(exc, text, exc.lang or lang)
            or _name_hint(exc, card_name)
        )
        _fail(exc.message, exc.context + hint)
        return
    except RulesparserError as exc:
        _fail(str(exc))
        return
    if lenient:
        _lenient_language_hint(card, text, lang, card_name)
    if as_json:
        click.echo(A.canonical_json(card, indent=2))
        return
    from rulesparser.describe import describe_lines

    shown = None
    for node in card.abilities:
        src = node.source
        where = f"line {src.line}" if src else ""
        era = f", era {src.era}" if src and src.era else ""
        header = f"# {where} ({card.source.lang if card.source else lang}{era})"
        if header != shown:  # once per line, however many abilities it holds ("Flying. Haste.")
            click.echo(header)
            shown = header
        if tree:
            click.echo(render(node))
            continue
        for line in describe_lines(node):
            click.echo(line)
        for f in node.findings:
            click.echo(f"  finding [{f.code}]: {f.message}")


@click.command("keywords")
@click.option(
    "--lang",
    "-l",
    type=click.Choice(_lang_codes(), case_sensitive=False),
    default=None,
    help="Only this language's names.",
)
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def keywords_command(lang: str | None, as_json: bool) -> None:
    """List the keywords known, with their names in each language and their CR rule."""
    from rulesparser.lexicon import available_languages, keyword_table, load_lexicon

    langs = [lang] if lang else list(available_languages())
    rows: list[dict[str, Any]] = []
    for kid, entry in keyword_table().items():
        names = {lg: load_lexicon(lg).keywords.get(kid, []) for lg in langs}
        rows.append(
            {
                "id": kid,
                "rule": entry.get("rule"),
                "parameter": entry.get("parameter", "none"),
                "names": names,
            }
        )
    if as_json:
        click.echo(json.dumps(rows, ensure_ascii=False, indent=2, sort_keys=True))
        return
    header = ["id", "CR"] + langs
    table = [[r["id"], r["rule"] or ""] + [", ".join(r["names"][lg]) for lg in langs] for r in rows]
    widths = [max(len(str(x)) for x in col) for col in zip(header, *table, strict=False)]
    click.echo("  ".join(h.ljust(w) for h, w in zip(header, widths, strict=False)))
    for row in table:
        click.echo("  ".join(str(c).ljust(w) for c, w in zip(row, widths, strict=False)))


@click.command("schema")
def schema_command() -> None:
    """Print the JSON Schema of the AST's canonical JSON."""
    from rulesparser.schema import json_schema

    click.echo(json.dumps(json_schema(), indent=2, sort_keys=True))


@click.command("demo")
@click.option("--json", "as_json", is_flag=True, help="Print canonical JSON.")
def demo_command(as_json: bool) -> None:
    """Parse the bundled real card lines (kb/examples.yaml) in every language and check that they
    give the same abilities (exit 1 if they do not)."""
    from rulesparser.lexicon import available_languages
    from rulesparser.parser import parse
    from rulesparser.resources import data_dir

    examples = yaml.safe_load(data_dir("kb").joinpath("examples.yaml").read_text(encoding="utf-8"))
    ok = True
    for ex in examples:
        results: dict[str, Any] = {}
        for lang, text in ex["texts"].items():
            if lang not in available_languages():
                continue
            try:
                card = parse(text, lang)
            except ParseError as exc:
                click.echo(f"[{lang}] {exc.message}\n{exc.context}", err=True)
                ok = False
                continue
            results[lang] = card
            click.echo(f"== {ex['card']} ({ex.get('set', '')}) [{lang}]: {text}")
            if as_json:
                click.echo(A.canonical_json(card, indent=2))
            else:
                from rulesparser.describe import describe_lines

                for node in card.abilities:
                    click.echo("\n".join("  " + line for line in describe_lines(node)))
        stripped = {lg: A.strip_meta(c.to_json()) for lg, c in results.items()}
        same = len({json.dumps(v, sort_keys=True) for v in stripped.values()}) <= 1
        ok = ok and same
        click.echo(
            f"== {ex['card']}: {'same AST in ' + ', '.join(stripped) if same else 'languages DISAGREE'}"
        )
    sys.exit(0 if ok else 1)


@click.command("crosscheck")
@click.option("--en", "en", required=True, help="English text of the printing (the reference).")
@click.option("--fr", "fr", default=None, help="French text of the same printing.")
@click.option("--de", "de", default=None, help="German text of the same printing.")
@click.option(
    "--name",
    "names",
    multiple=True,
    metavar="LANG=NAME",
    help="Card name per language, e.g. fr=Maraudeurs keldes.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the findings as JSON.")
def crosscheck_command(
    en: str, fr: str | None, de: str | None, names: tuple[str, ...], as_json: bool
) -> None:
    """Check that the French/German text of a printing means what the English text means.

    Lines both texts parse are compared by their abilities (basis ast); a line that does not
    parse is still compared by what it states without the grammar (basis facts: mana symbols,
    numbers, P/T, counters, keywords, targets, opponents); a line one text lacks is a finding.
    Exit 0 when everything that could be compared agrees, 1 with one line per finding or when
    no line of a language could be compared (said on stderr), 2 on bad options or a control
    character in a text."""
    from rulesparser.crosscheck import crosscheck

    given = {lang: t for lang, t in (("en", en), ("fr", fr), ("de", de)) if t is not None}
    empty = [f"--{lang}" for lang, t in given.items() if not t.strip()]
    if empty:
        _fail(f"{', '.join(empty)}: empty text (no rules text given)")
    from rulesparser.parser import control_character

    for lang, t in given.items():  # bad input, as `parse` says: never a finding
        bad = control_character(t)
        if bad is not None:
            line, column, code = bad
            _fail(
                f"--{lang}: line {line}, column {column}: control character {code} is not rules text"
            )
    texts = given
    if len(texts) < 2 or "en" not in texts:
        _fail("give --en and at least one of --fr, --de")
    name_map: dict[str, str] = {}
    for item in names:
        lang, sep, name = item.partition("=")
        if not sep or lang not in _lang_codes() or not name:
            _fail(
                f"--name takes LANG=NAME with LANG one of {', '.join(_lang_codes())}, not {item!r}"
            )
        name_map[lang] = name
    res = crosscheck(texts, name_map)
    findings = res.findings
    for note in res.notes:
        click.echo(f"note: {note}", err=True)
    if as_json:
        click.echo(
            json.dumps(
                [f.to_json() for f in findings], ensure_ascii=False, indent=2, sort_keys=True
            )
        )
    # a language none of whose lines could be compared (no line parses on both sides and no
    # line states a fact) agrees with nothing: said plainly, exit 1 like a finding
    blind = [lang for lang, (c, _) in res.compared.items() if c == 0]
    for lang in blind:
        _, n = res.compared[lang]
        click.echo(
            f"{lang}: nothing could be compared (0 of {n} lines: no line parses in both "
            "texts or states a fact such as a mana symbol, a number or a keyword)",
            err=True,
        )
    if not as_json:
        for f in findings:
            click.echo(f"[{f.code}] {f.message}")
        if not findings and not blind:
            counts = ", ".join(
                f"{lang} {c} of {c + n} lines compared" for lang, (c, n) in res.compared.items()
            )
            click.echo(f"{', '.join(texts)}: no difference ({counts})")
    sys.exit(1 if findings or blind else 0)
