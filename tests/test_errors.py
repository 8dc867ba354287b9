"""Bad input: a ParseError (ValueError) with line, column, word and expected; the CLI prints one
line plus the line with a caret and exits 2, never a traceback. Random text never crashes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesparser import ParseError, parse
from rulesparser.ast import Card
from rulesparser.cli import main
from rulesparser.errors import MAX_WORD, RulesparserError, shorten


def test_parse_error_has_position_word_and_expected() -> None:
    with pytest.raises(ParseError) as info:
        parse(
            "Flying\nVanishing 3 (This permanent comes into play with three tame counters on it.)"
        )
    err = info.value
    assert isinstance(err, ValueError)
    assert err.line == 2 and err.word == "tame" and err.column == 56
    assert "a counter name" in err.expected
    assert str(err).startswith('line 2, column 56: unexpected "tame"; expected a counter name')
    assert err.context.splitlines()[1].index("^") == 55


def test_unknown_keyword_reports_the_word() -> None:
    with pytest.raises(ParseError) as info:
        parse("Flying, hast")
    assert info.value.word == "hast" and info.value.column == 9


def test_unknown_language_is_a_clear_error() -> None:
    with pytest.raises(RulesparserError, match="unknown language 'xx'"):
        parse("Flying", "xx")


def test_cli_bad_input_exits_2_with_one_line_and_caret() -> None:
    result = CliRunner().invoke(main, ["parse", "Vanishing 3 (This permanent is great.)"])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert lines[0].startswith("error: line 1, column ") and "unexpected" in lines[0]
    assert lines[2].strip() == "^" and "Traceback" not in result.output


def test_cli_json_is_canonical_and_sorted() -> None:
    result = CliRunner().invoke(main, ["parse", "--json", "Vanishing 3"])
    assert result.exit_code == 0
    import json

    data = json.loads(result.output)
    assert data["abilities"][0]["name"] == "vanishing"
    assert result.output.strip() == json.dumps(data, sort_keys=True, indent=2, ensure_ascii=False)


def test_cli_reads_stdin_and_lenient_mode_marks_unparsed() -> None:
    result = CliRunner().invoke(
        main, ["parse", "--json", "--lenient", "-"], input="Flying\nThis is not rules text\n"
    )
    assert result.exit_code == 0
    import json

    abilities = json.loads(result.output)["abilities"]
    assert [a["type"] for a in abilities] == ["keyword", "unparsed"]
    assert (
        abilities[1]["source"]["line"] == 2
        and abilities[1]["source"]["text"] == "This is not rules text"
    )


def test_console_script_has_no_traceback_on_bad_input() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "rulesparser", "parse", "--lang", "en", "Echo {"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (
        proc.returncode == 2
        and "Traceback" not in proc.stderr
        and proc.stderr.startswith("error: line 1")
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=120), st.sampled_from(["en", "fr", "de", "auto"]))
def test_random_text_gives_an_ast_or_a_parse_error(text: str, lang: str) -> None:
    try:
        card = parse(text, lang)
    except ParseError as err:
        assert err.line >= 1 and err.column >= 1 and str(err).startswith("line ")
    else:
        assert isinstance(card, Card)


keyword_words = st.sampled_from(
    [
        "Vanishing",
        "Echo",
        "Suspend",
        "Kicker",
        "(",
        ")",
        "{2}",
        "{U}",
        "3",
        "—",
        "This",
        "permanent",
        "comes",
        "into",
        "play",
        "with",
        "time",
        "counters",
        "on",
        "it",
        ".",
        ",",
        "X",
        "and/or",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(keyword_words, max_size=14))
def test_near_miss_keyword_lines_never_crash(words: list[str]) -> None:
    try:
        parse(" ".join(words))
    except ParseError:
        pass


def test_error_column_points_into_the_text_as_typed_with_a_card_name() -> None:
    text = "When Aven Riftwatcher comes into play or leaves play, you gain 2 lifez."
    with pytest.raises(ParseError) as info:
        parse(text, card_name="Aven Riftwatcher")
    err = info.value
    assert err.word == "lifez" and err.column == text.index("lifez") + 1
    first, caret = err.context.splitlines()
    assert first == text and caret.index("^") == text.index("lifez")


def test_error_column_counts_the_dashes_and_spaces_as_typed() -> None:
    text = "Suspend 2--{1}{R}  (Rather than play this card from your hand, you may pay {1}{R} and remove it from the gamez"
    with pytest.raises(ParseError) as info:
        parse(text)
    assert info.value.column == text.index("from the gamez") + 1


def test_long_line_context_is_cut_around_the_error() -> None:
    text = "Vanishing 3 (" + "This permanent " * 3000 + ")"
    with pytest.raises(ParseError) as info:
        parse(text)
    first, caret = info.value.context.splitlines()
    assert len(first) <= 102 and caret.endswith("^")


def test_control_characters_and_reminder_only_lines_are_explained() -> None:
    with pytest.raises(ParseError, match="control character U\\+0000"):
        parse("Fly\x00ing")
    # a line of reminder text alone is valid and has no rules meaning (CR 207.2a)
    (node,) = parse("(Goblins can't attack.)").abilities
    assert node.type_name == "reminder_text"


def test_non_ascii_words_are_kept_in_expected_lists() -> None:
    with pytest.raises(ParseError) as info:
        parse(
            "Wenn der Keldonische Marodeur ins Spiel kommt oder das Spiel verlässt, foo",
            "de",
            card_name="Keldonische Marodeur",
        )
    assert '"erhältst du"' in info.value.expected


@pytest.mark.parametrize("text", ["", "   ", "\n\n"])
def test_cli_refuses_empty_input(text: str) -> None:
    result = CliRunner().invoke(main, ["parse", text])
    assert result.exit_code == 2 and "no rules text given" in result.output


def test_cli_stdin_must_be_utf8() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "rulesparser", "parse", "-"],
        input=b"Flying\xff",
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == 2 and b"not UTF-8 text (byte 0xff at offset 6)" in proc.stderr


@pytest.mark.parametrize(
    ("text", "lang", "keyword"),
    [
        ("Verschwinden 3", "de", "vanishing"),
        ("Disparition 3", "fr", "vanishing"),
        ("Schwund 2", "de", "fading"),
        ("Écho {2}{R}", "fr", "echo"),
    ],
)
def test_auto_detects_bare_keyword_lines(text: str, lang: str, keyword: str) -> None:
    card = parse(text, "auto")
    assert card.source.lang == lang and card.abilities[0].name == keyword


def test_seed_004_kick_line_that_lost_its_mana_symbols_is_reported_at_the_gap() -> None:
    # seeds/004: the scraped article lost "{1}{U}" (Stall for Time, DMU): the gap is the error
    with pytest.raises(ParseError) as info:
        parse("Kick (Vous pouvez payer\nsupplémentaires au moment où vous lancez ce sort.)", "fr")
    err = info.value
    assert err.word == "supplémentaires" and "a mana symbol" in err.expected


def test_german_card_name_declines_in_text() -> None:
    de = parse(
        "Wenn der Keldonische Marodeur ins Spiel kommt oder das Spiel verlässt, fügt er einem Spieler "
        "deiner Wahl 1 Schadenspunkt zu.",
        "de",
        card_name="Keldonischer Marodeur",
    )
    en = parse(
        "When Keldon Marauders comes into play or leaves play, it deals 1 damage to target player.",
        card_name="Keldon Marauders",
    )
    assert de.abilities == en.abilities


def test_the_end_of_a_line_is_called_end_of_text() -> None:
    """Where only the end of the line may follow, the error says so in words, not with Lark's
    internal name."""
    with pytest.raises(ParseError) as info:
        parse("Draw a card. xyzzy")
    assert "end of text" in str(info.value)
    assert "END-OF-FILE" not in str(info.value).upper()


def test_a_card_name_that_is_not_a_string_is_refused_with_a_message() -> None:
    with pytest.raises(RulesparserError, match="card_name must be a string"):
        parse("Flying", card_name=123)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", [None, 5, b"Flying"])
def test_a_text_that_is_not_a_string_is_a_type_error(text: object) -> None:
    """Tester F8: ``parse(None)`` raised only ``RulesparserError`` (a ValueError); a Python user
    catches a ``TypeError``. It is both."""
    with pytest.raises(TypeError, match="text must be a string") as info:
        parse(text)  # type: ignore[arg-type]
    assert isinstance(info.value, RulesparserError)
    with pytest.raises(TypeError, match="card_name must be a string"):
        parse("Flying", card_name=123)  # type: ignore[arg-type]


@pytest.mark.skipif(
    not Path("/dev/full").exists(), reason="needs /dev/full (Linux) to fill the output"
)
def test_output_that_cannot_be_written_gives_a_short_message() -> None:
    """`rulesparser parse - > /dev/full` (a full disk): one line on stderr and exit 1, no
    traceback."""
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "rulesparser", "parse", "-"],
            input="Flying\n" * 20000,
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    assert done.returncode == 1
    # the spelling of every command ("rulings" and "findings" say it so too)
    assert done.stderr.strip() == "error: no space left on device"


def test_a_closed_output_pipe_ends_quietly() -> None:
    """`rulesparser schema | head -1`: the reader may close the pipe before the writer is done;
    the command stops quietly (no "error: Broken pipe", exit 0), as Unix tools do. The pipe is
    closed before the command starts, so that every run hits it."""
    for args in (["schema"], ["keywords"], ["parse", "Flying"]):
        read_end, write_end = os.pipe()
        os.close(read_end)
        try:
            done = subprocess.run(
                [sys.executable, "-m", "rulesparser", *args],
                stdout=write_end,
                stderr=subprocess.PIPE,
                text=True,
                timeout=120,
            )
        finally:
            os.close(write_end)
        assert done.returncode == 0, (args, done.stderr)
        assert done.stderr == "", args


def test_a_reminder_line_that_is_not_read_says_so() -> None:
    """A line of reminder text only has no rules meaning (CR 207.2) and never fails, but text
    the parser did not read is reported as a finding, not passed over."""
    (line,) = parse("(xyzzy plugh)").abilities
    assert [f.code for f in line.findings] == ["reminder-unrecognised"]
    (read,) = parse("({T}: Add {G}.)").abilities
    assert read.findings == () and read.abilities


def test_an_unpaired_quotation_mark_is_said() -> None:
    """The grammars pass quotation marks over (French counter names: 'un marqueur « peste »');
    a stray one still parses, with a finding that says it was passed over."""
    (stray,) = parse('Zerstöre eine Kreatur deiner Wahl "', "de").abilities
    assert [f.code for f in stray.findings] == ["unpaired-quote"]
    (paired,) = parse("Mettez un marqueur « peste » sur chaque créature.", "fr").abilities
    assert paired.findings == ()


@pytest.mark.parametrize("char", ["\u2028", "\u0085", "\u00a0\u2028"])
def test_an_invisible_offending_word_is_shown_by_its_code_points(char: str) -> None:
    with pytest.raises(ParseError) as err:
        parse(f"Exile target creature{char}now.", "en")
    assert "unexpected U+" in str(err.value)
    assert '""' not in str(err.value)


def test_a_long_word_list_is_cut_in_expected_words() -> None:
    """A terminal that is a list of hundreds of words (subtypes, nouns) shows its first words
    and "…", not thousands of characters or internal regex marks."""
    with pytest.raises(ParseError) as err:
        parse("Exile target creature blah.", "en")
    for item in err.value.message.split("expected ", 1)[1].split('", "'):
        assert len(item) <= 61
    assert "(?" not in str(err.value) and '"-/' not in str(err.value)


@pytest.mark.parametrize(
    ("line", "lang", "column", "word"),
    [
        # a check after the parse: the singular noun said without its article
        ("Destroy creature.", "en", 9, "creature"),
        ("{2}, {T}: Sacrifice creature.", "en", 21, "creature"),
        ("Ein Spieler Deiner Wahl opfert Kreatur.", "de", 32, "Kreatur"),
        # a check after the parse: the one demonstrative of the line (in the effect part)
        ("Zerstöre diese Kreatur.", "de", 10, "diese Kreatur"),
        # a rule's callback: the phrase it reduces
        (
            "Destroy target Aura attached to a creature you control.",
            "en",
            9,
            "target Aura attached to a creature you control",
        ),
    ],
)
def test_a_line_left_unparsed_as_unsure_names_its_words(
    line: str, lang: str, column: int, word: str
) -> None:
    """A line the grammar reads whose meaning is unsure (``Unsure``) is placed at the words the
    reading stopped on, not at the line's start with no word."""
    with pytest.raises(ParseError) as info:
        parse(line, lang)
    err = info.value
    assert (err.column, err.word) == (column, shorten(word, MAX_WORD))
    assert f'not parsed ("{word[:MAX_WORD]}' in str(err)


@pytest.mark.parametrize(
    ("lang", "text", "word"),
    [
        ("en", "When Grizzly Bears enters the battlefield, draw a card.", "Grizzly"),
        ("de", "Wenn die Grizzlybären ins Spiel kommen, ziehe eine Karte.", "Grizzlybären"),
        ("en", "Grizzly Bears deals 2 damage to any target.", "Grizzly"),
    ],
)
def test_cli_hints_at_name_when_a_self_reference_was_expected(
    lang: str, text: str, word: str
) -> None:
    """A card naming itself fails without --name; the error says so, and --name parses it."""
    res = CliRunner().invoke(main, ["parse", "--lang", lang, text])
    assert res.exit_code == 2
    assert f"hint: if the card's name starts at {word!r}, give it with --name" in res.output
    name = "Grizzly Bears" if lang == "en" else "Grizzlybären"
    ok = CliRunner().invoke(main, ["parse", "--lang", lang, "--name", name, text])
    assert ok.exit_code == 0, ok.output
    assert "ability: " in ok.output and "error" not in ok.output


@pytest.mark.parametrize("text", ["Draw a card and frobnicate.", "Flyng", "Frobnicate target it."])
def test_cli_gives_no_name_hint_for_other_errors(text: str) -> None:
    res = CliRunner().invoke(main, ["parse", text])
    assert res.exit_code == 2
    assert "--name" not in res.output
    # a near miss of a keyword gets that keyword, nothing else gets a hint
    assert [ln for ln in res.stderr.splitlines() if ln.startswith("hint:")] == (
        ["hint: did you mean Flying?"] if text == "Flyng" else []
    )


@pytest.mark.parametrize(
    ("args", "hint"),
    [
        (["Flyng"], "hint: did you mean Flying?"),
        (["--lang", "de", "Flugfähigkiet"], "hint: did you mean Flugfähigkeit?"),
        (
            ["--name", "Grizzly Bears", "Grizly Bears deals 1 damage to any target."],
            'hint: "Grizly Bears" is not the --name "Grizzly Bears": is one of them misspelled?',
        ),
        (
            ["Destroy target creature. Draw a card. Détruisez la créature ciblée."],
            "hint: from column 39 line 1 reads as French text: one TEXT is one language (parse it"
            " apart with --lang fr)",
        ),
    ],
)
def test_cli_hints_at_the_likely_mistake(args: list[str], hint: str) -> None:
    """A misspelt keyword, a misspelt card name next to --name, and a line that turns French
    midway each get the hint that fits (not "give the name with --name")."""
    res = CliRunner().invoke(main, ["parse", *args])
    assert res.exit_code == 2
    assert res.stderr.splitlines()[-1] == hint


def test_a_line_failing_at_its_first_word_names_the_self_reference_too() -> None:
    """Every reading of "Grizzly Bears deals 2 damage" stops at its first word: the error names
    the keyword reading's words and the card-text reading's reference to this object."""
    with pytest.raises(ParseError) as err:
        parse("Grizzly Bears deals 2 damage to any target.")
    assert "a keyword" in err.value.expected
    assert "a reference to this object" in err.value.expected


def test_a_multi_word_token_is_quoted_as_written() -> None:
    """The offending token ", um" (one token of the German grammar) is shown in quotes, not as
    code points: only characters that show nothing are written as U+XXXX."""
    with pytest.raises(ParseError) as err:
        parse("Entferne eine Leichenmarke, um den Ghoul zu regenerieren.", "de")
    assert err.value.word == ", um"
    assert 'unexpected ", um"' in str(err.value)
    assert "U+0020" not in str(err.value)


def _refused_at_keyword(text: str, lang: str, column: int, word: str, says: str) -> None:
    """``text`` is refused with a positioned error at the keyword ``word`` (``column``) whose
    message ``says`` what is missing, and no internal wording."""
    with pytest.raises(ParseError) as info:
        parse(text, lang)
    err = info.value
    assert (err.column, err.word) == (column, word)
    assert says in str(err) and "internal" not in str(err)


@pytest.mark.parametrize(
    ("text", "lang", "column", "word"),
    [
        ("Annihilator", "en", 1, "Annihilator"),
        ("Flying, rampage", "en", 9, "rampage"),
        ("Bolster", "en", 1, "Bolster"),
        ("Annihilateur", "fr", 1, "Annihilateur"),
        ("Fliegend, Bushido", "de", 11, "Bushido"),
    ],
)
def test_a_number_keyword_without_its_number_is_refused_at_the_keyword(
    text: str, lang: str, column: int, word: str
) -> None:
    """ "Annihilator" alone (CR 702.86a: "Annihilator N") has no number to read: refused where
    the keyword stands, never read as a literal N; vanishing without a number has its own
    meaning (CR 702.63b) and Lorwyn's "Hideaway" is printed so (read as "Hideaway 4", CR
    702.75b): both still read."""
    _refused_at_keyword(text, lang, column, word, "needs its number")
    (vanishing,) = parse("Vanishing").abilities
    assert vanishing.name == "vanishing" and vanishing.parameter is None
    assert parse("Hideaway").abilities[0].name == "hideaway"


@pytest.mark.parametrize("text", ["Vanishing N", "Amass N", "Fliegend, Bushido N"])
def test_the_rules_placeholder_n_is_no_number_of_a_card(text: str) -> None:
    """ "Vanishing N" is how CR 702.63a words the keyword; a card prints its number (a number it
    lets a player choose is X, CR 107.3): the line is refused, never read with a variable N,
    while "Vanishing 3" reads."""
    lang = "de" if text.startswith("Fliegend") else "en"
    with pytest.raises(ParseError) as info:
        parse(text, lang)
    assert "placeholder N" in str(info.value)
    assert parse("Vanishing 3").abilities[0].parameter == 3


def test_hideaway_printed_without_its_number_is_hideaway_4() -> None:
    """Watcher for Tomorrow (MH1) as printed in English and German: "Hideaway" with the reminder
    "look at the top four cards" is the Oracle's "Hideaway 4" (CR 702.75b)."""
    four = parse("Hideaway 4").abilities[0]
    english = parse(
        "Hideaway (This creature enters the battlefield tapped. When it does, look at the top "
        "four cards of your library, exile one face down, then put the rest on the bottom of "
        "your library.)"
    ).abilities[0]
    german = parse(
        "Refugium (Diese Kreatur kommt getappt ins Spiel. Wenn dies geschieht, schaue dir die "
        "obersten vier Karten deiner Bibliothek an, schicke eine davon verdeckt ins Exil und lege "
        "den Rest unter deine Bibliothek.)",
        "de",
    ).abilities[0]
    assert four.parameter == english.parameter == german.parameter == 4
    assert english.abilities == german.abilities == four.abilities


@pytest.mark.parametrize(
    ("text", "lang", "column", "word"),
    [
        ("Equip", "en", 1, "Equip"),
        ("Flying, kicker", "en", 9, "kicker"),
        ("Vol, équipement", "fr", 6, "équipement"),
        ("Fliegend, Ausrüsten", "de", 11, "Ausrüsten"),
    ],
)
def test_a_cost_keyword_without_its_cost_is_refused_at_the_keyword(
    text: str, lang: str, column: int, word: str
) -> None:
    """ "Equip" alone has no cost to pay: it is refused where the keyword stands, not read as
    "equip [its mana cost]"; only echo's cost may be left out (Urza block, CR 702.30b)."""
    _refused_at_keyword(text, lang, column, word, "needs its cost")
    echo = parse({"en": "Echo", "fr": "Écho", "de": "Echo"}[lang], lang).abilities[0]
    assert echo.parameter.to_json() == {
        "type": "cost",
        "components": [{"type": "variable", "name": "mana_cost", "minimum": None}],
    }


def test_a_keyword_followed_by_a_gift_is_refused_without_an_internal_error() -> None:
    with pytest.raises(ParseError) as info:
        parse("Flying a card")
    assert "internal" not in str(info.value) and info.value.word == "Flying"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["parse", "--badflag", "Flying"],
            "error: No such option '--badflag'. Did you mean '--lang'? (see 'main parse --help')",
        ),
        (["frobnicate"], "error: No such command 'frobnicate'. (see 'main --help')"),
        (["rule"], "error: Missing argument 'NUMBER'. (see 'main rule --help')"),
    ],
)
def test_a_usage_error_is_one_line_with_where_to_look(args: list[str], message: str) -> None:
    """An unknown option or command is bad input like any other: one `error:` line on stderr
    naming the help to read, exit status 2 (README, exit statuses)."""
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2
    assert result.stderr.strip() == message


def test_a_line_in_another_language_gets_a_language_hint() -> None:
    """A German line given as French, or a text mixing languages, fails with a hint naming
    the language it reads in; a line that reads in no language gets none."""
    wrong = CliRunner().invoke(main, ["parse", "--lang", "fr", "Ziehe eine Karte."])
    assert wrong.exit_code == 2
    assert wrong.stderr.splitlines()[-1] == "hint: this reads as German text: give --lang de"
    mixed = CliRunner().invoke(main, ["parse", "--lang", "auto", "-"], input="Flying\nVol\n")
    assert mixed.exit_code == 2 and mixed.stderr.startswith("error: line 2, column 1:")
    assert "hint: line 2 reads as French text" in mixed.stderr
    none = CliRunner().invoke(main, ["parse", "Frobnicate target creature."])
    assert none.exit_code == 2 and "hint:" not in none.stderr


def test_lenient_output_in_the_wrong_language_gets_a_hint_on_stderr() -> None:
    """--lenient turns every line into an unparsed node (exit 0); when none parsed and the text
    reads in another language, stderr says which, and the JSON on stdout stays valid."""
    wrong = CliRunner().invoke(
        main, ["parse", "--lenient", "--json", "-"], input="Vol\nPiochez une carte.\n"
    )
    assert wrong.exit_code == 0
    assert json.loads(wrong.stdout)["abilities"][0]["type"] == "unparsed"
    assert "this reads as French text: give --lang fr" in wrong.stderr
    right = CliRunner().invoke(main, ["parse", "--lenient", "-"], input="Flying\nxyzzy\n")
    assert right.exit_code == 0 and "hint:" not in right.stderr


def test_an_unclosed_parenthesis_is_named_in_a_hint() -> None:
    """A reminder text cut short ("(" never closed) is read as rules text and fails inside: the
    hint names the "(" so the user sees what is missing."""
    res = CliRunner().invoke(
        main,
        [
            "parse",
            "Flying (This creature can't be blocked except by creatures with flying or reach.",
        ],
    )
    assert res.exit_code == 2
    assert res.stderr.splitlines()[-1] == 'hint: the "(" at column 8 of line 1 is never closed'
    closed = CliRunner().invoke(main, ["parse", "Frobnicate (this is a reminder)."])
    assert closed.exit_code == 2 and "never closed" not in closed.stderr


def test_expected_words_show_no_pattern_punctuation() -> None:
    """An expected word list names words as a user types them: no colon the pattern allows
    before a word (":bringe"), no space before a comma ("kosten , um")."""
    with pytest.raises(ParseError) as info:
        parse("Wähle eines — • Zerstöre ein Artefakt deiner Wahl.", "de")
    shown = info.value.expected
    assert shown and not any(e.startswith('":') or " , " in e for e in shown), shown


@pytest.mark.parametrize(
    ("lang", "text", "internal"),
    [
        ("en", "Flying an", '"an card'),  # gift's parameter word list
        ("de", "Ausrüsten {2", '"NW"'),  # the old mana cost regex
    ],
)
def test_expected_words_are_named_not_shown_as_patterns(
    lang: str, text: str, internal: str
) -> None:
    """What an error expects is said in words a user knows, never a word list read out of a
    pattern that means nothing ("an card/food/...", "NW")."""
    with pytest.raises(ParseError) as info:
        parse(text, lang)
    assert internal not in str(info.value)


def test_an_error_at_the_card_name_shows_the_name_as_typed() -> None:
    """The card's name is read as one self reference ("~") inside the parser; an error at it
    shows the words the user typed, never "~"."""
    with pytest.raises(ParseError) as info:
        parse("When Goblin King enters, draw Goblin King.", card_name="Goblin King")
    assert info.value.word == "Goblin King"
    assert "~" not in str(info.value)


def test_rulings_card_and_keyword_together_is_a_usage_error(tmp_path: Path) -> None:
    """--card keeps the cards, --keyword the keyword: both at once is a contradiction, said as
    a usage error (exit 2), not "Nothing matches"."""
    result = CliRunner().invoke(
        main, ["rulings", "vanishing", "--card", "--keyword", "--db", str(tmp_path / "kb.sqlite")]
    )
    assert result.exit_code == 2
    assert "--card and --keyword exclude each other" in result.stderr


def test_a_full_disk_is_said_in_words_not_as_an_errno(monkeypatch: pytest.MonkeyPatch) -> None:
    """An OSError (a full disk while the knowledge base is written) is one `error:` line in
    words ("no space left on device"), exit 2, never "[Errno 28] ..."."""
    import errno

    import rulesparser.kb.queries as queries

    def full(*_: object, **__: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(queries, "rulings", full)
    result = CliRunner().invoke(main, ["rulings", "vanishing"])
    assert result.exit_code == 2
    assert result.stderr.strip() == "error: no space left on device"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["parse", "--tree", "--json", "Flying"], "--tree and --json exclude each other"),
        (
            ["parse", "--name", "Goblin\x07King", "Flying"],
            "--name has a control character (U+0007)",
        ),
        (["parse", "--name", " ", "Flying"], "--name has no letters"),
    ],
)
def test_parse_options_that_cannot_be_meant_are_refused(args: list[str], message: str) -> None:
    """Two output forms at once, or a card name no card has, is bad input (exit 2), not
    silently one of them or a name matched nowhere."""
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2
    assert message in result.stderr
    # a bad option value says where to read how, as the README's exit-status table gives it
    assert result.stderr.rstrip().endswith("parse --help')")  # (see 'rulesparser parse --help')


@pytest.mark.parametrize(
    ("text", "lang", "message"),
    [
        # "N or X" and "a number" said once: a number is what Suspend takes
        ("Suspend {R}", "en", 'line 1, column 9: unexpected "{R}"; expected a number'),
        # no gift can follow Flying: only Gift lists what a gift is
        ("Flying 🐉", "en", 'line 1, column 8: unexpected "🐉"; expected "(", ",", "." or ";"'),
        (
            "Gift 🐉",
            "en",
            'line 1, column 6: unexpected "🐉"; expected "(", ",", ".", ";" or a gift (a card, a'
            " Food, ...)",
        ),
        # "from" only after a keyword it may follow: Hexproof's quality variant (CR 702.11d)
        (
            "Hexproof 🐉",
            "en",
            'line 1, column 10: unexpected "🐉"; expected "(", ",", ".", ";" or "from"',
        ),
        # the em dash typed "--" is still an em dash: "—", not "--/—"
        (
            "Flying —",
            "en",
            'line 1, column 7: unexpected "—"; expected "(", ",", ".", ";" or end of text',
        ),
    ],
)
def test_expected_items_say_what_may_follow(text: str, lang: str, message: str) -> None:
    with pytest.raises(ParseError) as info:
        parse(text, lang)
    assert str(info.value).splitlines()[0] == message


@pytest.mark.parametrize(
    ("text", "lang", "item"),
    [
        ("Lege eine +1/+1-Marke auf", "de", '"diese/dieser/dieses"'),
        ("Sacrifiez-le et", "fr", '"ajoutez/ajoute/ajoutent/ajouter"'),
        ("Wenn diese Kreatur ins Spiel kommt, kannst du", "de", '"am Ende des Kampfs/Kampfes"'),
    ],
)
def test_inflected_words_are_listed_whole(text: str, lang: str, item: str) -> None:
    """An inflected word is listed as the words a reader types ("dieser", "ajoutent"), never
    as endings ("diese/er/es", "ajoutez/e/ent/er")."""
    with pytest.raises(ParseError) as info:
        parse(text, lang)
    assert item in info.value.expected
    assert item in str(info.value)


def test_a_long_expected_phrase_keeps_its_closing_quote() -> None:
    """An expected phrase longer than an item may be is cut with "…" inside its quotes."""
    phrase = '"bringe eine andere kreaturenkarte deiner wahl aus deinem friedhof zurück"'
    err = ParseError(line=1, column=1, word="x", expected=[phrase, '"ziehe"'])
    shown = str(err).split("; expected ", 1)[1]
    assert shown == '"bringe eine andere kreaturenkarte deiner wahl aus deinem…" or "ziehe"'


@pytest.mark.parametrize(
    ("text", "lang", "shown", "not_shown"),
    [
        # a class of one word: its words, never "one of 1 prot from words"
        ("Protection magique {2}", "fr", '"contre les/contre l\'/contre la/…"', "one of"),
        # a class of the grammar is named as a reader knows it (old German type lines'
        # "Kreaturenverzauberung" ...), not by its first words and "…"
        ("Flying", "de", "one of 4 enchantment kinds", '"bleibende-karten-verzauberung/…"'),
        # German nouns as German rules text spells them (tester report stop 32, item 9)
        ("Diese Kreatur erhält +1/+1 bis", "de", '"bis zum Ende des Zuges"', "zum ende"),
    ],
)
def test_expected_words_are_plain_words_spelled_as_printed(
    text: str, lang: str, shown: str, not_shown: str
) -> None:
    """What may follow is said in the words a reader types, with no word-class names and no
    "one of 1", and German nouns keep their capital letter."""
    with pytest.raises(ParseError) as info:
        parse(text, lang)
    first = str(info.value).splitlines()[0]
    assert shown in first
    assert not_shown not in first


def test_a_keyword_cost_split_by_a_space_is_refused() -> None:
    """ "Equip {2} {2}" is not read as equip {2}{2} (cost 4) in silence (tester report stop 32,
    item 12): two groups of mana symbols after a keyword may be two costs or a slip; the
    error points at the second group. Written as one cost, it reads."""
    with pytest.raises(ParseError) as info:
        parse("Equip {2} {2}", "en")
    assert str(info.value).splitlines()[0] == (
        "line 1, column 11: not parsed: mana symbols separated by a space in a keyword's cost"
        " (one cost is written without spaces: {2}{2})"
    )
    assert parse("Equip {2}{2}", "en").abilities[0].name == "equip"


@pytest.mark.parametrize(
    ("text", "lang", "named"),
    [
        # the tester's lines: a word class of the grammar was shown by its first words
        ("Vol", "de", "one of 4 enchantment kinds"),
        ("Exile target unblocked creature you control.", "en", "one of 18 statuses"),
        ("Target player mills fivee cards.", "en", "one of 5 object nouns"),
    ],
)
def test_expected_word_classes_are_named_not_cut(text: str, lang: str, named: str) -> None:
    """A word class in an error's expected list is named as "one of 17 creature types" is,
    never by its first words and "…" ("abilities/ability/sources/source/…")."""
    with pytest.raises(ParseError) as info:
        parse(text, lang)
    message = str(info.value)
    assert named in message, message
    for cut in ("abilities/ability", "bleibende-karten-verzauberung", "multicolored/monocolored"):
        assert cut not in message, message


def test_a_language_code_is_read_in_any_case() -> None:
    runner = CliRunner()
    upper = runner.invoke(main, ["parse", "--lang", "FR", "Vol"])
    assert upper.exit_code == 0, upper.output
    assert upper.output == runner.invoke(main, ["parse", "--lang", "fr", "Vol"]).output


def test_a_number_too_large_is_said_so() -> None:
    """ "Vanishing 99999999999999999999999" is a number, too large for rules text: the error
    says so instead of "expected ... a number"."""
    with pytest.raises(ParseError) as info:
        parse("Vanishing 99999999999999999999999")
    message = str(info.value)
    assert "number too large" in message and "expected" not in message, message
    assert info.value.column == 11


@pytest.mark.parametrize("invisible", ["\u202e", "\u200b"])
def test_invisible_format_characters_are_shown_escaped_in_the_error_line(invisible: str) -> None:
    """A bidi control (U+202E reorders a terminal's display) or a zero-width space echoed raw
    in the context line; it is shown as its escape, with the caret still under the word."""
    with pytest.raises(ParseError) as info:
        parse(f"Destroy {invisible}target creature.")
    line, caret = info.value.context.split("\n")
    assert invisible not in line and f"\\u{ord(invisible):04x}" in line
    assert line[len(caret) - 1 :].startswith(f"\\u{ord(invisible):04x}")


def test_run_reads_a_scenario_from_stdin() -> None:
    scenario = Path(__file__).parent / "scenarios" / "tome_scour_mill.yaml"
    runner = CliRunner()
    got = runner.invoke(main, ["run", "-", "-q"], input=scenario.read_text(encoding="utf-8"))
    assert got.exit_code == 0, got.output
    assert got.output == runner.invoke(main, ["run", str(scenario), "-q"]).output


def test_report_names_the_folder_it_cannot_write(tmp_path: Path) -> None:
    """`report --out` into a folder that can't be made says so as `kb build` does for its
    database ("cannot write ... at PATH: reason"), not a bare "[Errno 20] ..."."""
    blocker = tmp_path / "file"
    blocker.write_text("")
    out = blocker / "report"
    got = CliRunner().invoke(main, ["report", "--out", str(out)])
    assert got.exit_code == 2
    assert f"error: cannot write the report at {out}: " in got.output
    assert "[Errno" not in got.output


@pytest.mark.parametrize("text", ["", "  \n\t"])
def test_python_and_the_command_line_refuse_an_empty_text_alike(text: str) -> None:
    """Tester F8: ``parse("")`` returned ``Card(abilities=())`` where ``rulesparser parse ""``
    exits 2 "no rules text given"; now both refuse it (lenient, a printing without text: no
    ability)."""
    result = CliRunner().invoke(main, ["parse", text])
    assert result.exit_code == 2 and "no rules text given" in result.stderr
    with pytest.raises(ParseError, match="no rules text given") as info:
        parse(text)
    assert (info.value.line, info.value.column) == (1, 1)
    assert parse(text, lenient=True) == Card(abilities=())


def test_python_takes_the_language_in_any_case_as_the_command_line_does() -> None:
    """Tester F8: ``--lang FR`` worked, ``parse("Vol", lang="FR")`` said "unknown language"."""
    result = CliRunner().invoke(main, ["parse", "--json", "--lang", "FR", "Vol"])
    assert result.exit_code == 0, result.output
    assert parse("Vol", lang="FR") == parse("Vol", lang="fr")
    assert parse("Vol", lang="FR").abilities[0].name == "flying"
    assert json.loads(result.stdout)["abilities"][0]["name"] == "flying"


def test_the_card_source_spans_the_whole_text() -> None:
    """The card-level ``source.span`` covers the text parsed, as each line's covers its line
    (was [0, 0]); Calciderm's two lines."""
    text = (
        "Shroud\nVanishing 4 (This permanent enters the battlefield with four time counters on it.)"
    )
    card = parse(text)
    assert card.source.span == (0, len(text))
    assert card.to_json()["source"]["span"] == [0, len(text)]
    assert [a.source.span for a in card.abilities] == [(0, 6), (0, len(text.splitlines()[1]))]


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\x85"])
def test_a_line_separator_is_shown_by_its_code_point_in_the_context(separator: str) -> None:
    """A line or paragraph separator inside a line is written as its escape in the error's
    context line (a terminal would break the line there or show nothing), the caret under the
    word after it."""
    with pytest.raises(ParseError) as info:
        parse(f"Flying{separator}haste")
    shown, caret = info.value.context.splitlines()
    assert separator not in shown and f"\\u{ord(separator):04x}" in shown
    assert caret.index("^") == shown.index("\\u")
