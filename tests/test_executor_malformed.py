"""Malformed scenario files found by a fresh user: each gives ``file:line: message`` and exit
code 2 (never a traceback, a hang, or a silently passing expectation)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from _shared import BASE_SCENARIO
from click.testing import CliRunner

from rulesparser.cli import main
from rulesparser.executor.scenario import (
    EVENT_FIELDS,
    ScenarioError,
    load_scenario,
    parse_scenario,
    run_scenario,
)

BASE = BASE_SCENARIO


def _run(tmp_path: Path, data: bytes | str) -> tuple[int, str]:
    path = tmp_path / "s.yaml"
    if isinstance(data, str):
        path.write_text(data, encoding="utf-8")
    else:
        path.write_bytes(data)
    res = CliRunner().invoke(main, ["run", str(path)])
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    return res.exit_code, res.output.replace(str(path), "s.yaml")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"scenario: x\n\xff\xfe\x00\x01", "s.yaml:2: not UTF-8 text (byte 0xff at offset 12)"),
        ("x: &a [*a]\n", "s.yaml:1: YAML anchors (&a) are not allowed in scenarios"),
        ("x: [1, *a]\n", "s.yaml:1: YAML aliases (*a) are not allowed in scenarios"),
        ("a: " + "[" * 5000 + "]" * 5000 + "\n", "s.yaml:1: the YAML is nested more than 40"),
        ("scenario: t\nruling: \x07\n", "s.yaml:2: invalid YAML: special characters"),
    ],
)
def test_unreadable_files_exit_2_with_file_and_line(
    tmp_path: Path, data: bytes | str, message: str
) -> None:
    code, out = _run(tmp_path, data)
    assert code == 2
    assert f"error: {message}" in out
    assert "Traceback" not in out


def test_billion_laughs_is_refused_at_once(tmp_path: Path) -> None:
    lines = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    prev = "a"
    for name in "bcdefghi":
        lines.append(f"{name}: &{name} [" + ", ".join([f"*{prev}"] * 9) + "]")
        prev = name
    start = time.perf_counter()
    code, out = _run(tmp_path, "\n".join(lines) + "\n" + BASE)
    assert time.perf_counter() - start < 5
    assert code == 2 and "s.yaml:1: YAML anchors (&a) are not allowed" in out


def test_a_file_too_large_is_refused(tmp_path: Path) -> None:
    code, out = _run(tmp_path, BASE + "# " + "x" * 1_000_100 + "\n")
    assert code == 2 and "s.yaml:1: the file is larger than 1,000,000 bytes" in out


@pytest.mark.parametrize(
    ("extra", "line", "words"),
    [
        ("expect:\n  no_events: [{event: sacrificd}]\n", 12, "unknown event kind 'sacrificd'"),
        (
            "expect:\n  no_events: [{event: sacrificed, cardd: bear}]\n",
            12,
            "unknown field 'cardd' for event 'sacrificed' (fields: card, turn, step, count)",
        ),
        ("expect:\n  events:\n    - {event: enterz}\n", 13, "unknown event kind 'enterz'"),
        ("expect:\n  life: {bob: eighteen}\n", 12, "life of bob must be an integer"),
        ("expect:\n  life: {bbo: 20}\n", 12, "unknown player 'bbo' in life"),
        (
            "expect:\n  events: [{event: damage, amount: one}]\n",
            12,
            "damage.amount must be an integer, not 'one'",
        ),
        ("expect:\n  tapped: {bear: yes please}\n", 12, "tapped of bear must be true or false"),
        ("expect:\n  zones: {alice: {graveyrd: []}}\n", 12, "unknown zone 'graveyrd'"),
        ("expect:\n  pt: {bear: big}\n", 12, "pt of bear must be like 3/3"),
        ("expect:\n  counters: {bear: {time: -1}}\n", 12, "a number of counters can't be -1"),
        (
            "expect:\n  ordered: [{event: sacrificed, count: 2}]\n",
            12,
            "'count' is only allowed in events",
        ),
        ("turns:\n  1:\n    main1:\n      - resolve: -1\n", 14, "resolve (a number"),
        ("turns:\n  1:\n    main1:\n      - resolve: 0\n", 14, "must be at least 1, not 0"),
        (
            "turns:\n  1:\n    main1:\n      - put_counters: bear\n        amount: 0\n",
            15,
            "amount must be at least 1",
        ),
        ("turns:\n  1:\n    main1:\n      - cast: bear\n        x: -2\n", 15, "x must be at"),
    ],
)
def test_typos_and_wrong_types_in_expectations_are_malformed(
    extra: str, line: int, words: str
) -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BASE + extra, "s.yaml")
    assert str(err.value).startswith(f"s.yaml:{line}: "), str(err.value)
    assert words in str(err.value)


def test_negative_mana_is_malformed_and_cli_exits_2(tmp_path: Path) -> None:
    code, out = _run(tmp_path, BASE.replace("alice: {}", "alice: {mana: -3}"))
    assert code == 2
    assert "s.yaml:3: mana must be at least 0, not -3" in out
    code, out = _run(tmp_path, BASE + "expect:\n  events: [{event: enterz}]\n")
    assert code == 2 and "s.yaml:12: unknown event kind 'enterz'" in out


def test_event_schema_matches_what_the_game_emits() -> None:
    """Every ``emit("kind", field=...)`` in the executor is in EVENT_FIELDS with the same
    fields, so the schema the validator enforces is the log the game writes."""
    import ast

    emitted: dict[str, set[str]] = {}
    src = Path(__file__).resolve().parents[1] / "rulesparser" / "executor"
    for path in src.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "attr", None) == "emit"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                kws = {k.arg for k in node.keywords if k.arg}
                emitted.setdefault(node.args[0].value, set()).update(kws)
    assert {k: set(v) for k, v in EVENT_FIELDS.items()} == emitted


COMBAT = """\
scenario: block by the defending player
ruling: CR 509.1
players: {alice: {}, bob: {}}
cards:
  bear:
    types: [creature]
    power: 2
    toughness: 2
setup:
  alice: {battlefield: [{card: bear, as: attacker}]}
  bob: {battlefield: [{card: bear, as: blocker}]}
turns:
  1:
    declare_attackers:
      - attack: [attacker]
        by: alice
    declare_blockers:
      - block: {blocker: attacker}
        by: BLOCKER
expect:
  zone: {attacker: graveyard, blocker: graveyard}
  events: [{event: blocks, card: blocker, attacker: attacker}]
"""


def test_block_accepts_by_for_the_defending_player_only() -> None:
    sc = parse_scenario(COMBAT.replace("BLOCKER", "bob"), "c.yaml")
    assert run_scenario(sc, "en").failures == []
    wrong = run_scenario(parse_scenario(COMBAT.replace("BLOCKER", "alice"), "c.yaml"), "en")
    assert (
        "c.yaml:18: block refused: not_defending_player: alice is not the defending player (bob)"
        in wrong.failures
    )
    refused = COMBAT.replace("BLOCKER", "alice\n        illegal: not_defending_player")
    refused = refused.replace("zone: {attacker: graveyard, blocker: graveyard}", "")
    refused = refused.replace("events: [", "no_events: [")
    sc = parse_scenario(refused, "c.yaml")
    assert run_scenario(sc, "en").failures == []


def test_shipped_scenarios_still_validate() -> None:
    for path in sorted((Path(__file__).parent / "scenarios").glob("*.yaml")):
        assert load_scenario(path).ruling


@pytest.mark.parametrize(
    ("extra", "line", "words"),
    [
        ("choices:\n  pay: {bear: maybe}\n", 12, "choices.pay.bear must be true or false"),
        ("choices:\n  modes: {bear: -1}\n", 12, "choices.modes.bear must be at least 0"),
        ("choices:\n  targets: {bear: [{a: 1}]}\n", 12, "a target label in choices.targets.bear"),
        (
            "choices:\n  colors: {bear: purple}\n",
            12,
            "choices.colors.bear: a color is one of white, blue, black, red, green, not 'purple'",
        ),
        (
            "turns:\n  1:\n    main1:\n      - cast: bear\n        targets: {a: 1}\n",
            15,
            "a target label (a player, an object label or stack:top)",
        ),
        ("expect:\n  events: [{event: [sacrificed]}]\n", 12, "unknown event kind ['sacrificed']"),
    ],
)
def test_wrong_types_found_by_fuzzing_are_malformed(extra: str, line: int, words: str) -> None:
    with pytest.raises(ScenarioError) as err:
        parse_scenario(BASE + extra, "s.yaml")
    assert str(err.value).startswith(f"s.yaml:{line}: "), str(err.value)
    assert words in str(err.value)


def test_choice_naming_a_missing_object_is_malformed_and_an_illegal_one_fails() -> None:
    scen = Path(__file__).parent / "scenarios" / "deadwood_treefolk_leaves.yaml"
    text = scen.read_text(encoding="utf-8")
    missing = parse_scenario(text.replace("[[bear1], [tree_b]]", "[[bear9], [tree_b]]"), "d.yaml")
    with pytest.raises(ScenarioError, match=r"^d.yaml:39: no object labelled 'bear9'"):
        run_scenario(missing, "en")
    # bear3 is already back in hand when tree_b's enters trigger would target it
    illegal = text.replace("tree_b: [[bear2], [bear3]]", "tree_b: [[bear1], [bear3]]")
    result = run_scenario(parse_scenario(illegal, "d.yaml"), "en")
    assert any(
        f.startswith("d.yaml:") and "bear1 is not a legal target" in f for f in result.failures
    ), result.failures


def test_ill_typed_abilities_json_is_an_error_not_a_traceback(tmp_path: Path) -> None:
    text = (
        BASE.replace(
            "    toughness: 2\n",
            "    toughness: 2\n    abilities_json:\n"
            "      - {type: activated_ability, cost: 3, effect: {type: draw, amount: 1}}\n",
            1,
        )
        + "turns:\n  1:\n    main1:\n      - activate: bear\n"
    )
    code, out = _run(tmp_path, text)
    assert code == 2 and "Traceback" not in out
    assert out.startswith("error: ")


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        (
            "  alice: {battlefield: [{card: bear, tapped: 'no'}]}\n",
            "s.yaml:10: tapped must be true or false, not 'no'",
        ),
        (
            "  alice: {battlefield: [bear], library: 1000000}\n",
            "s.yaml:10: alice's library must be at most 10,000, not 1,000,000",
        ),
    ],
)
def test_setup_values_are_checked(tmp_path: Path, setup: str, message: str) -> None:
    """A string "no" is not false (it would start the bear tapped); a library is a list of game
    objects, so its size is bounded (a million blank cards took 28 s and 740 MB)."""
    base = BASE.replace("  alice: {battlefield: [bear]}\n", setup)
    code, out = _run(tmp_path, base)
    assert code == 2
    assert f"error: {message}" in out


def test_a_missing_file_is_named_without_a_line(tmp_path: Path) -> None:
    res = CliRunner().invoke(main, ["run", str(tmp_path / "nowhere.yaml")])
    assert res.exit_code == 2
    assert "nowhere.yaml: cannot read" in res.output
    assert ":0:" not in res.output


def test_kb_names_are_found_in_any_letter_case(tmp_path: Path) -> None:
    text = BASE.replace("  bear:\n", "  marauders: {kb: keldon MARAUDERS}\n  bear:\n")
    sc = parse_scenario(text, "s.yaml")
    assert sc.cards["marauders"].names["en"] == "Keldon Marauders"


def test_runs_that_disagree_show_the_first_differing_event(tmp_path: Path) -> None:
    text = BASE.replace(
        "    types: [creature]\n",
        "    types: [creature]\n    text: {en: Vanishing 2, fr: Disparition 2, de: Verschwinden 3}\n",
    ).replace("{battlefield: [bear]}", "{hand: [bear]}") + (
        "turns:\n  1:\n    main1:\n      - cast: bear\n      - resolve: all\n"
    )
    code, out = _run(tmp_path, text)
    assert code == 1
    # said in the German run's words: the two events as its log says them, then the fields
    assert "das Protokoll des Laufs auf de weicht ab Ereignis" in out
    assert "en: T1 erste Hauptphase: bear kommt mit 2 Zeit-Marke(n) ins Spiel" in out
    assert "de: T1 erste Hauptphase: bear kommt mit 3 Zeit-Marke(n) ins Spiel" in out
    assert "(counters=time=2/time=3)" in out
    assert "run's log differs" not in out


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (
            "expect:\n  no_events:\n    - {event: attacks, card: baer}\n",
            "s.yaml:13: unknown label 'baer' in no_events (labels: bear, token:<creature type, predefined token name or card key>[#n])",
        ),
        (
            "expect:\n  events:\n    - {event: life, player: bbo}\n",
            "s.yaml:13: unknown player 'bbo' in events (players: alice, bob)",
        ),
        (
            "expect:\n  ordered:\n    - {event: damage, source: bear, to: alcie}\n",
            "s.yaml:13: unknown label 'alcie' in ordered (players: alice, bob; labels: bear",
        ),
        (
            "expect:\n  counters: {bear: {tiem: 0}}\n",
            "s.yaml:12: unknown counter kind 'tiem' in counters of bear (kinds: +1/+1, -1/-1,",
        ),
        ("expect:\n  counters: {bear: {Time: 0}}\n", "s.yaml:12: unknown counter kind 'Time'"),
        (
            "expect:\n  no_events: [{event: counters_put, counter: tiem}]\n",
            "s.yaml:12: unknown counter kind 'tiem' in no_events",
        ),
        ("choices:\n  targets: {nosuch: [bob]}\n", "s.yaml:12: unknown label 'nosuch' in choices"),
        ("choices:\n  pay: {baer: false}\n", "s.yaml:12: unknown label 'baer' in choices.pay"),
        ("choices:\n  discard: {bbo: [bear]}\n", "s.yaml:12: unknown player 'bbo' in choices"),
        (
            "turns:\n  1:\n    declare_attackers:\n      - attack: [bear]\n        illegal: tapd\n",
            "s.yaml:15: unknown illegal-action code 'tapd' (codes: attackers_declared, bad_damage_order,",
        ),
        (
            "turns:\n  1:\n    main1:\n      - put_counters: bear\n        counter: tiem\n",
            "s.yaml:15: unknown counter kind 'tiem' in put_counters",
        ),
    ],
)
def test_typos_that_would_pass_vacuously_are_malformed(
    tmp_path: Path, extra: str, message: str
) -> None:
    """A misspelt label, player, counter kind or illegal-action code matches nothing: a
    ``no_events`` or a choice would silently pass, so the file is refused (exit 2)."""
    code, out = _run(tmp_path, BASE + extra)
    assert code == 2, out
    assert f"error: {message}" in out


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            "types: [creature]",
            "types: [creture]",
            "s.yaml:6: unknown card type 'creture' in card 'bear' (types: artifact, creature,",
        ),
        (
            "{battlefield: [bear]}",
            "{battlefield: [{card: bear, counters: {tiem: 1}}]}",
            "s.yaml:10: unknown counter kind 'tiem' in counters",
        ),
        (
            "    power: 2\n",
            '    power: 2\n    mana_cost: "{Q}{-1}"\n',
            "s.yaml:8: {-1} in mana_cost '{Q}{-1}' is not a mana symbol (CR 107.4",
        ),
    ],
)
def test_unknown_card_types_counters_and_mana_symbols_are_malformed(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    code, out = _run(tmp_path, BASE.replace(old, new))
    assert code == 2, out
    assert f"error: {message}" in out


def test_labels_created_during_play_are_known() -> None:
    """``token:<card>`` (a token copy or a creature token of that type), ``<player>:library<n>``
    (a blank library card) and ``stack:<label>`` name objects that exist only during play."""
    extra = (
        "expect:\n  no_events:\n    - {event: token, card: token:bear}\n"
        "    - {event: token, card: token:saproling}\n"
        "    - {event: draws, player: alice}\n    - {event: exiled, card: alice:library3}\n"
        "    - {event: target_changed, source: stack:bear, new: bob}\n"
    )
    assert parse_scenario(BASE + extra, "s.yaml").expect["no_events"][0]["card"] == "token:bear"


def test_put_counters_takes_the_documented_counter_option() -> None:
    """``put_counters: label`` + ``counter: stun`` + ``amount: 2`` (docs/scenarios.md): ``counter``
    is also an action, but here it is put_counters' option, and the named kind is put."""
    extra = (
        "turns:\n  1:\n    main1:\n      - put_counters: bear\n        counter: stun\n"
        "        amount: 2\n      - expect: {counters: {bear: {stun: 2, time: 0}}}\n"
    )
    sc = parse_scenario(BASE + extra, "s.yaml")
    result = run_scenario(sc, "en")
    assert result.failures == []
    assert any(
        e.kind == "counters_put" and e.get("counter") == "stun" and e.get("amount") == 2
        for e in result.events
    )


def test_failures_are_listed_in_file_line_order() -> None:
    extra = (
        "expect:\n  life: {bob: 17}\n  pt: {bear: 3/3}\n  zone: {bear: hand}\n"
        "  counters: {bear: {time: 1}}\n"
    )
    result = run_scenario(parse_scenario(BASE + extra, "s.yaml"), "en")
    lines = [int(f.split(":")[1]) for f in result.failures]
    assert lines == [12, 13, 14, 15], result.failures


def test_illegal_codes_are_the_ones_the_executor_raises() -> None:
    """Every ``IllegalAction("code", ...)`` in the executor uses a code of ILLEGAL_CODES (the
    list a scenario's ``illegal:`` is checked against), and every listed code is raised."""
    import ast

    from rulesparser.executor.state import ILLEGAL_CODES

    raised: set[str] = set()
    src = Path(__file__).resolve().parents[1] / "rulesparser" / "executor"
    for path in src.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalAction":
                assert isinstance(node.args[0], ast.Constant), f"{path.name}:{node.lineno}"
                raised.add(node.args[0].value)
    assert raised == ILLEGAL_CODES


@pytest.mark.parametrize("text", ["Echo {-1}", "Kicker {CHAOS}", "Echo {1}{½}"])
def test_the_parser_refuses_what_is_not_a_mana_symbol(text: str) -> None:
    res = CliRunner().invoke(main, ["parse", text])
    assert res.exit_code != 0
    assert "unexpected" in res.output


ENSLAVE = """\
scenario: Enslave
ruling: CR 613.1b
players: {alice: {mana: 10}, bob: {}}
cards:
  enslave: {kb: Enslave}
  bear: {types: [creature], power: 2, toughness: 2}
setup:
  alice: {hand: [enslave]}
  bob: {battlefield: [bear]}
turns:
  1:
    main1:
      - cast: enslave
        targets: [bear]
      - resolve: all
expect:
  zone: {bear: battlefield}
"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_a_static_control_effect_is_applied(lang: str) -> None:
    """Enslave's "You control enchanted creature" (GainControl, CR 613.1b) is applied in
    layer 2 (executor/control.py): the run passes with alice controlling the bear."""
    sc = ENSLAVE.replace("  zone: {bear: battlefield}", "  controller: {bear: alice}")
    r = run_scenario(parse_scenario(sc, "s.yaml"), lang)
    assert r.failures == []


def test_a_static_effect_no_layer_applies_is_reported() -> None:
    """A static ability whose effect no layer applies (here a one-shot "Regenerate this
    creature" as a static effect) is recorded in ``game.unsupported``, which makes a scenario
    run fail ("the executor can't play regenerate yet")."""
    from rulesparser import ast as A
    from rulesparser.executor.game import Game
    from rulesparser.executor.layers import _statics_of
    from rulesparser.executor.state import CardDef, Player, Zone

    g = Game([Player("alice"), Player("bob")])
    src = g.add_object(
        "x", CardDef("x", {"en": "x"}, types=("creature",)), "alice", Zone.BATTLEFIELD
    )
    node = A.StaticEffect(effect=A.Regenerate(object=A.ObjectRef(kind="self")))
    assert _statics_of(node, src) == []
    assert g.unsupported == {"regenerate"}
