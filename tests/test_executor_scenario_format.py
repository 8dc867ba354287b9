"""Scenario format errors are precise (file:line: what is wrong) and the CLI exit codes are
0 (pass), 1 (an expectation fails, with a diff) and 2 (malformed scenario)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from _shared import BASE_SCENARIO
from click.testing import CliRunner

from rulesparser.cli import main
from rulesparser.executor.log import render_log
from rulesparser.executor.scenario import ScenarioError, parse_scenario, run_scenario

SCEN = Path(__file__).parent / "scenarios"

BASE = BASE_SCENARIO


@pytest.mark.parametrize(
    ("extra", "line", "words"),
    [
        ("turns:\n  1:\n    mian1: []\n", 13, "unknown step 'mian1'"),
        ("turns:\n  1:\n    main1:\n      - cats: bear\n", 14, "an action needs exactly one of"),
        ("expect:\n  lfe: {bob: 3}\n", 12, "unknown key 'lfe' in expect"),
        (
            "turns:\n  1:\n    main1:\n      - cast: bear\n        kick: [0]\n",
            15,
            "unknown option 'kick' for cast",
        ),
    ],
)
def test_malformed_scenarios_name_file_and_line(extra: str, line: int, words: str) -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BASE + extra, "s.yaml")
    assert str(err.value).startswith(f"s.yaml:{line}: ")
    assert words in str(err.value)


def test_unknown_card_and_duplicate_label() -> None:
    with pytest.raises(ScenarioError, match=r"s.yaml:10: unknown card 'bare'"):
        parse_scenario(BASE.replace("battlefield: [bear]", "battlefield: [bare]"), "s.yaml")
    with pytest.raises(ScenarioError, match="label 'bear' is used twice"):
        parse_scenario(BASE.replace("[bear]", "[bear, bear]"), "s.yaml")


def test_bad_yaml_and_unparsable_text() -> None:
    with pytest.raises(ScenarioError, match=r"^s.yaml:2: invalid YAML"):
        parse_scenario("scenario: [\nruling: x", "s.yaml")
    sc = parse_scenario(
        BASE.replace(
            "    toughness: 2\n", "    toughness: 2\n    text: {en: Vanishing banana}\n", 1
        ),
        "s.yaml",
    )
    with pytest.raises(ScenarioError, match=r"s.yaml:9: card 'bear' \(en\): line 1"):
        run_scenario(sc, "en")


def test_failed_expectation_reports_a_diff() -> None:
    sc = parse_scenario(BASE + "expect:\n  life: {bob: 3}\n  zone: {bear: graveyard}\n", "s.yaml")
    r = run_scenario(sc, "en")
    assert r.failures == [
        "s.yaml:12: life: bob expected 3, got 20",
        "s.yaml:13: zone: bear expected in graveyard, got battlefield",
    ]


def test_cli_exit_codes(tmp_path: Path) -> None:
    runner = CliRunner()
    ok = runner.invoke(main, ["run", str(SCEN / "tidewalker_no_islands.yaml"), "--lang", "fr"])
    assert ok.exit_code == 0, ok.output
    assert "Marcheur des marées" in ok.output and "réussi [fr]" in ok.output
    bad = tmp_path / "bad.yaml"
    bad.write_text(BASE + "expect:\n  life: {bob: 3}\n", encoding="utf-8")
    fail = runner.invoke(main, ["run", str(bad)])
    assert fail.exit_code == 1 and "bob expected 3, got 20" in fail.output
    broken = tmp_path / "broken.yaml"
    broken.write_text(BASE + "turns:\n  1:\n    mian1: []\n", encoding="utf-8")
    err = runner.invoke(main, ["run", str(broken)])
    assert err.exit_code == 2
    assert f"{broken}:13: unknown step 'mian1'" in err.output


def test_log_renders_in_three_languages() -> None:
    from rulesparser.executor.scenario import load_scenario

    sc = load_scenario(SCEN / "vanishing_keldon_marauders.yaml")
    r = run_scenario(sc, "en")
    lines = {lang: render_log(r.events, lang, r.names) for lang in ("en", "fr", "de")}
    assert "T5 upkeep: Keldon Marauders is sacrificed" in lines["en"]
    assert "T5 entretien: Keldon Marauders est sacrifié" in lines["fr"]
    assert "T5 Versorgungssegment: Keldon Marauders wird geopfert" in lines["de"]


def test_documented_example_runs_in_every_language(tmp_path: Path) -> None:
    import re

    doc = (Path(__file__).resolve().parents[1] / "docs" / "scenarios.md").read_text(
        encoding="utf-8"
    )
    text = re.search(r"```yaml\n(.*?)```", doc, re.S).group(1)
    sc = parse_scenario(text, "docs/scenarios.md")
    assert sc.languages == ("en", "fr", "de")
    for lang in sc.languages:
        assert run_scenario(sc, lang).failures == []
    # and exactly as written, from a file, through the CLI
    example = tmp_path / "example.yaml"
    example.write_text(text, encoding="utf-8")
    res = CliRunner().invoke(main, ["run", str(example), "-q"])
    assert res.exit_code == 0, res.output
    assert all(v in res.output for v in ("ok [en]", "réussi [fr]", "bestanden [de]"))


def _coverage_module() -> object:
    import importlib.util

    path = Path(__file__).resolve().parents[1] / "scripts" / "ruling_coverage.py"
    spec = importlib.util.spec_from_file_location("ruling_coverage", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["ruling_coverage"] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


def test_ruling_coverage_counts_scenarios_over_every_seed_bullet(
    capsys: pytest.CaptureFixture[str],
) -> None:
    mod = _coverage_module()
    rulings = {r.id: r for r in mod.load_rulings()}
    # every bullet is classified: 158 in the FAQ's English half, 4 + 4 wiki duplicates, 8 stun
    assert len(rulings) == 174
    assert sum(1 for r in rulings.values() if r.duplicate_of) == 8
    assert rulings["003/card/enslave/1"].outcome is False  # "The owner of a card is..."
    assert rulings["003/card/aven-riftwatcher/1"].outcome is True
    enc = mod.scenario_encodings()
    assert set(enc) <= {rid for rid, r in rulings.items() if r.outcome}
    for rid in (
        "003/card/aven-riftwatcher/1",
        "003/card/deadwood-treefolk/1",
        "003/card/keldon-marauders/1",
        "004/6",
    ):
        assert rid in enc
    assert mod.main() == 0
    out = capsys.readouterr().out
    n_outcome = sum(1 for r in rulings.values() if r.outcome and not r.duplicate_of)
    assert f"rulings encoded as scenarios: {len(enc)}/{n_outcome} " in out
    listed = out.split("not encoded")[1]
    missing = [
        rid for rid, r in rulings.items() if r.outcome and not r.duplicate_of and rid not in enc
    ]
    assert all(rid in listed for rid in missing)  # every unencoded ruling is listed
    assert "003/card/wild-pair/5" not in listed  # encoded: tests/scenarios/wild_pair_*.yaml


def test_unknown_ruling_id_in_encodes_is_reported(tmp_path: Path) -> None:
    mod = _coverage_module()
    bad = tmp_path / "s.yaml"
    bad.write_text(
        BASE.replace("ruling: CR 704.5f\n", "ruling: CR 704.5f\nencodes: [003/nope]\n")
        + "expect:\n  zone: {bear: battlefield}\n",
        encoding="utf-8",
    )
    assert mod.scenario_encodings(tmp_path) == {"003/nope": ["s.yaml"]}
    with pytest.raises(ScenarioError, match="s.yaml:3: a ruling id in encodes"):
        parse_scenario(BASE.replace("ruling: CR 704.5f\n", "ruling: x\nencodes: [3]\n"), "s.yaml")


def test_run_all_plays_the_languages_in_the_readme_order(tmp_path: Path) -> None:
    """A scenario without ``languages:`` is played in English, French, then German (the order
    the README and the docs list them), not in the alphabetical order of the codes."""
    path = tmp_path / "s.yaml"
    path.write_text(BASE, encoding="utf-8")
    res = CliRunner().invoke(main, ["run", str(path)])
    assert res.exit_code == 0, res.output
    heads = [line for line in res.output.splitlines() if line.startswith("== t [")]
    assert heads == ["== t [en] — CR 704.5f", "== t [fr] — CR 704.5f", "== t [de] — CR 704.5f"]


@pytest.mark.parametrize(
    ("lang", "verdict", "life", "events", "tapped"),
    [
        (
            "fr",
            "ÉCHEC [fr]",
            "life: bob : 18 attendu, obtenu 20",
            'events: {"event": "damage"} attendu, trouvé 0 fois',
            "tapped: bear : engagé attendu, obtenu dégagé",
        ),
        (
            "de",
            "FEHLGESCHLAGEN [de]",
            "life: bob: erwartet 18, erhalten 20",
            'events: erwartet {"event": "damage"}, gefunden: 0-mal',
            "tapped: bear: erwartet getappt, erhalten ungetappt",
        ),
        (
            "en",
            "FAIL [en]",
            "life: bob expected 18, got 20",
            'events: expected {"event": "damage"}, found 0',
            "tapped: bear expected tapped, got untapped",
        ),
    ],
)
def test_a_failed_run_is_reported_in_its_language(
    tmp_path: Path, lang: str, verdict: str, life: str, events: str, tapped: str
) -> None:
    """The verdict and each failed expectation of a French or German run are said in French or
    German (the executor catalogs), the scenario's keys and labels kept as written."""
    path = tmp_path / "s.yaml"
    expect = (
        "expect:\n  life: {bob: 18}\n  events:\n    - {event: damage}\n  tapped: {bear: true}\n"
    )
    path.write_text(BASE + expect, encoding="utf-8")
    res = CliRunner().invoke(main, ["run", "-q", "--lang", lang, str(path)])
    assert res.exit_code == 1
    assert res.output.replace(str(path), "s.yaml").splitlines()[1:] == [
        verdict,
        f"  - s.yaml:12: {life}",
        f"  - s.yaml:13: {events}",
        f"  - s.yaml:15: {tapped}",
    ]


def test_what_the_executor_cannot_play_is_said_in_the_run_language() -> None:
    """A French run that meets an effect the executor can't play says so in French, naming the
    card and the node in French words and by its AST name."""
    from _scenario_cards import _CAST

    yaml = _CAST.format(
        title="t",
        ruling="CR 601.2d",
        name="Défendre",
        types="instant",
        mana_cost="{2}{G}{G}",
        text="x",
    ).replace(
        'text: {en: "x"}',
        'text: {fr: "Répartissez trois marqueurs +1/+1 entre une, deux ou trois créatures'
        ' ciblées que vous contrôlez."}',
    )
    line = yaml.splitlines().index("  card:") + 5
    failures = run_scenario(parse_scenario(yaml, "s.yaml"), "fr").failures
    assert failures == [
        f"s.yaml:{line}: carte 'card' « Répartissez trois marqueurs +1/+1 entre une, deux ou"
        " trois créatures ciblées que vous contrôlez. » : l'exécuteur ne sait pas encore jouer"
        " répartir des marqueurs (distribute_counters) : cette partie n'est donc pas ce que disent les cartes"
    ]


_DRAW_TWO = """\
scenario: t
ruling: CR 121.1
players: {alice: {}, bob: {}}
cards:
  counsel:
    name: {en: Counsel of the Soratami}
    types: [sorcery]
    mana_cost: "{2}{U}"
    text: {en: "Draw two cards."}
setup:
  alice: {hand: [counsel], library: 3}
turns:
  1:
    main1:
      - cast: counsel
      - resolve: all
"""


def test_drawn_blank_cards_are_in_the_hand_an_expectation_lists() -> None:
    """A blank library card drawn (``alice:library<n>``) is in the hand like any card: "hand:
    []" after a draw fails, the cards drawn listed by their labels pass (docs/scenarios.md)."""
    empty = parse_scenario(_DRAW_TWO + "expect:\n  zones: {alice: {hand: []}}\n", "s.yaml")
    (failure,) = run_scenario(empty, "en").failures
    assert failure == (
        "s.yaml:18: zones: alice's hand expected [], got ['alice:library1', 'alice:library2']"
    )
    drawn = parse_scenario(
        _DRAW_TWO + "expect:\n  zones: {alice: {hand: [alice:library1, alice:library2], "
        "graveyard: [counsel], library: [alice:library3]}}\n",
        "s.yaml",
    )
    assert run_scenario(drawn, "en").failures == []


_BOLT_AT = """\
scenario: t
ruling: CR 704.3
players: {{alice: {{}}, bob: {{life: {life}}}}}
cards:
  bolt:
    name: {{en: Lightning Bolt}}
    types: [instant]
    mana_cost: "{{R}}"
    text: {{en: "Lightning Bolt deals 3 damage to any target."}}
setup:
  alice: {{hand: [bolt, {{card: bolt, as: bolt2}}]}}
turns:
  1:
    main1:
      - cast: bolt
        targets: [bob]
      - resolve: all
      - cast: bolt2
        targets: [bob]
"""


def test_no_state_based_action_in_the_untap_step() -> None:
    """A player starting at 0 life loses at the first check, in the upkeep: no player gets
    priority in the untap step (CR 502.4) and state-based actions are checked as a player would
    receive priority (CR 704.3). The main phase scripted after is reported as never reached."""
    r = run_scenario(parse_scenario(_BOLT_AT.format(life=0), "s.yaml"), "en")
    log = render_log(r.events, "en", r.names)
    assert "T1 upkeep: State-based action (CR 704.5a): bob" in log
    assert "T1 untap: State-based action" not in log
    assert r.failures == ["s.yaml:15: turn 1 main1 was never reached (the game ended)"]


def test_an_action_after_the_game_ended_in_its_step_is_reported() -> None:
    """bob at 3 life loses to the first Bolt (CR 704.5a); the second cast, scripted in the same
    step, never happens and is said, not dropped silently (docs/scenarios.md)."""
    r = run_scenario(parse_scenario(_BOLT_AT.format(life=3), "s.yaml"), "en")
    assert r.failures == ["s.yaml:18: turn 1 main1: the game ended before this action"]
