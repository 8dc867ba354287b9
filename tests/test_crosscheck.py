"""Translation cross-check: the same printing in EN/FR/DE must mean the same, reminders included.
Real printings from MTGJSON (ZEN Mold Shambler's French misprint; PLC Keldon Marauders)."""

from __future__ import annotations

import json

from click.testing import CliRunner

from rulesparser.cli import main
from rulesparser.crosscheck import compare_printings, first_difference

MARAUDERS = {
    "en": "Vanishing 2 (This permanent comes into play with two time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)",
    "fr": "Disparition 2 (Ce permanent arrive en jeu avec, sur lui, deux marqueurs « temps ». Au début de votre entretien, retirez-lui un marqueur « temps ». Quand le dernier marqueur est retiré, sacrifiez le permanent.)",
    "de": "Verschwinden 2 (Diese bleibende Karte kommt mit zwei Zeitmarken ins Spiel. Entferne zu Beginn deines Versorgungssegments eine Zeitmarke von ihr. Wenn die letzte Zeitmarke entfernt wird, opfere die bleibende Karte.)",
}


def test_real_printing_in_three_languages_agrees() -> None:
    assert compare_printings(MARAUDERS) == []


def test_wrong_number_in_german_reminder_is_named() -> None:
    texts = dict(MARAUDERS, de=MARAUDERS["de"].replace("zwei Zeitmarken", "drei Zeitmarken"))
    (finding,) = compare_printings(texts)
    assert finding.code == "translation-mismatch"
    assert finding.message == "de line 1 (ast): reminder[0].replacement.amount is 3 where en has 2"


def test_mold_shambler_french_misprint_is_found() -> None:
    findings = compare_printings(
        {
            "en": "Kicker {1}{G} (You may pay an additional {1}{G} as you cast this spell.)",
            "fr": "Kick {1}{G} (Vous pouvez payer {1}{R} supplémentaires au moment où vous lancez ce sort.)",
        }
    )
    assert [f.code for f in findings] == ["translation-mismatch"]
    assert '"R" where en has "G"' in findings[0].message


def test_missing_ability_is_a_finding() -> None:
    findings = compare_printings({"en": "Flying\nVanishing 2", "de": "Fliegend"})
    assert [f.code for f in findings] == ["line-missing"]
    assert findings[0].message == "de (facts): de has no line for en line 2"


def test_first_difference_paths() -> None:
    assert first_difference({"a": [1, {"b": 2}]}, {"a": [1, {"b": 3}]}) == ("a[1].b", 2, 3)
    assert first_difference([1], [1, 2]) == ("[1]", None, 2)
    assert first_difference({"x": 1}, {"x": 1}) is None


def test_cli_exit_codes() -> None:
    runner = CliRunner()
    ok = runner.invoke(main, ["crosscheck", "--en", MARAUDERS["en"], "--de", MARAUDERS["de"]])
    assert ok.exit_code == 0 and "no difference (de 1 of 1 lines compared)" in ok.output
    bad = runner.invoke(
        main,
        [
            "crosscheck",
            "--json",
            "--en",
            MARAUDERS["en"],
            "--de",
            MARAUDERS["de"].replace("zwei", "drei"),
        ],
    )
    assert bad.exit_code == 1 and json.loads(bad.output)[0]["actual"] == 3
    usage = runner.invoke(main, ["crosscheck", "--en", "Flying"])
    assert usage.exit_code == 2 and "at least one of" in usage.output


def test_a_keyword_list_in_another_order_is_no_finding() -> None:
    """German prints "Eile, verursacht Trampelschaden" for "Trample, haste": same abilities.
    A keyword that is really different is still a finding."""
    same = compare_printings({"en": "Trample, haste", "de": "Eile, verursacht Trampelschaden"})
    assert same == []
    wrong = compare_printings({"en": "Trample, haste", "de": "Eile, Flugfähigkeit"})
    assert [f.code for f in wrong] == ["translation-mismatch"]
    assert wrong[0].actual == "flying"
    out = CliRunner().invoke(
        main, ["crosscheck", "--en", "Trample, haste", "--de", "Eile, verursacht Trampelschaden"]
    )
    assert out.exit_code == 0


def test_cli_unparsable_line_is_still_compared_by_its_facts() -> None:
    """A line that doesn't parse is compared by what it states without the grammar: a
    differing activation cost is reported (exit 1, basis facts); when everything that could be
    compared agrees, exit 0. The parser's message is a note on stderr, not an error."""
    en = "{1}, {T}: Target creature gets +1/+1 until end of turn."
    de = "{2}, {T}: Eine Kreatur deiner Wahl erhält blah +1/+1 bis zum Ende des Zuges."
    r = CliRunner().invoke(main, ["crosscheck", "--en", en, "--de", de])
    assert r.exit_code == 1
    assert '[translation-facts] de line 1 (facts): mana ["2", "T"] where en has ["1", "T"]' in (
        r.stdout
    )
    assert "de line 1 does not parse (line 1, column" in r.stderr
    same = CliRunner().invoke(main, ["crosscheck", "--en", en, "--de", de.replace("{2}", "{1}")])
    assert same.exit_code == 0 and "de 1 of 1 lines compared" in same.stdout
    # a number in words against digits, on a line neither grammar reads: with a second
    # differing fact (here the target) it is a finding; alone, a number is wording-dependent
    # ("twice" / "deux fois") and no finding
    en, fr = "Target player frobnicates three cards.", "Le joueur frobnicate 4 cartes."
    r = CliRunner().invoke(main, ["crosscheck", "--en", en, "--fr", fr])
    assert r.exit_code == 1 and "number [4] where en has [3]; target [] where en has [true]" in (
        r.stdout
    )
    r = CliRunner().invoke(
        main, ["crosscheck", "--en", en, "--fr", fr.replace("joueur", "joueur ciblé")]
    )
    assert r.exit_code == 0


def test_mana_symbols_mean_one_thing_however_written() -> None:
    """MTGJSON's printed English writes hybrid mana without a slash ({BR}) and Phyrexian mana
    as {PW}; the translations print {B/R} and {W/P}: no finding (Graven Cairns, ALA)."""
    en = "{T}: Add {C}.\n{BR}, {T}: Add {B}{B}, {B}{R}, or {R}{R}."
    fr = "{T} : Ajoutez {C}.\n{B/R}, {T} : Ajoutez {B}{B}, {B}{R} ou {R}{R}."
    assert compare_printings({"en": en, "fr": fr}) == []
    assert compare_printings({"en": "Kicker {PW}", "de": "Bonus {W/P}"}) == []
    assert compare_printings({"en": "Kicker {RB}", "de": "Bonus {B/R}"}) == []
    wrong = compare_printings({"en": "Kicker {BR}", "de": "Bonus {B/G}"})
    assert [f.code for f in wrong] == ["translation-mismatch"]
