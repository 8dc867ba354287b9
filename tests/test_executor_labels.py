"""Labels in state checks (``zone``, ``tapped``, ``counters``, ``pt``, ``types``, ``colors``,
...): an unknown label is a malformed scenario (exit 2, ``file:line``, the known labels), and
token labels follow one rule: ``token:<creature type>#<n>`` is the n-th token of that type,
``token:<creature type>`` the first one that still exists (the only one, when there is one)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesparser.cli import main
from rulesparser.executor.scenario import ScenarioError, parse_scenario, run_scenario

APES = """\
scenario: t
ruling: CR 111
players: {alice: {}, bob: {}}
cards:
  pongify: {kb: Pongify}
  bear:
    name: {en: Grizzly Bears, fr: Ours gris, de: Grizzlybären}
    types: [creature]
    power: 2
    toughness: 2
setup:
  alice: {hand: [{card: pongify, as: p1}, {card: pongify, as: p2}]}
  bob: {battlefield: [{card: bear, as: b1}, {card: bear, as: b2}]}
turns:
  1:
    main1:
      - cast: p1
        targets: [b1]
      - resolve: all
      - expect: {pt: {"token:ape": 3/3}, types: {"token:ape": [creature, ape]}}
      - cast: p2
        targets: [b2]
      - resolve: all
"""


@pytest.mark.parametrize(
    ("check", "message"),
    [
        ("zone: {baer: none}", "s.yaml:25: unknown label 'baer' in expect zone"),
        ("tapped: {baer: false}", "s.yaml:25: unknown label 'baer' in expect tapped"),
        ('tapped: {"token:zzz": false}', "s.yaml:25: unknown label 'token:zzz' in expect tapped"),
        ("pt: {b3: 2/2}", "s.yaml:25: unknown label 'b3' in expect pt"),
        ("colors: {baer: [green]}", "s.yaml:25: unknown label 'baer' in expect colors"),
        ("attached: {b1: baer}", "s.yaml:25: unknown label 'baer' in what b1 is attached to"),
    ],
)
def test_an_unknown_label_in_a_state_check_is_malformed(
    tmp_path: Path, check: str, message: str
) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(APES + "expect:\n  " + check + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["run", str(path), "--lang", "en"])
    assert result.exit_code == 2, result.output
    assert message in result.output
    assert "labels: b1, b2, p1, p2" in result.output  # the known labels are listed


def test_token_labels_number_each_creature_type() -> None:
    """Two Pongify: token:ape (= token:ape#1) is bob's first Ape, token:ape#2 the second."""
    text = APES + (
        "expect:\n"
        '  zones: {bob: {battlefield: ["token:ape", "token:ape"], graveyard: [b1, b2]}}\n'
        '  pt: {"token:ape": 3/3, "token:ape#1": 3/3, "token:ape#2": 3/3}\n'
        '  colors: {"token:ape#2": [green]}\n'
        '  controller: {"token:ape#2": bob}\n'
        "  events:\n"
        '    - {event: token, card: "token:ape#1", turn: 1}\n'
        '    - {event: token, card: "token:ape#2", turn: 1}\n'
    )
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert r.failures == []
    assert sorted(k for k in r.game.objects if k.startswith("token:")) == [
        "token:ape#1",
        "token:ape#2",
    ]


def test_a_check_on_a_token_that_does_not_exist_fails() -> None:
    """``token:bear`` is a valid label (a copy of the bear card), but no such token exists: a
    check on it fails instead of passing vacuously (``zone: none`` is the way to say it's gone)."""
    text = APES + 'expect:\n  counters: {"token:bear": {stun: 0}}\n  zone: {"token:bear": none}\n'
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert r.failures == ["s.yaml:25: counters: token:bear doesn't exist now (zone: none)"]


def test_unknown_label_in_a_step_expect_is_malformed() -> None:
    text = APES.replace('{pt: {"token:ape": 3/3}', '{pt: {"token:apr": 3/3}')
    with pytest.raises(ScenarioError, match=r"^s.yaml:\d+: unknown label 'token:apr'"):
        parse_scenario(text, "s.yaml")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            "as: b2}",
            "as: bob}",
            "label 'bob' is a player's name; give the card another label with 'as: <label>'",
        ),
        ("  bear:\n", "  alice:\n", "card key 'alice' is a player's name; use another key"),
        (
            "    toughness: 2\n",
            '    toughness: 2\n    mana_cost: "{1}{Q}"\n',
            "{Q} in mana_cost '{1}{Q}' is not a mana symbol (CR 107.4)",
        ),
        (
            "  pongify: {kb: Pongify}\n",
            "  pongify: {kb: Pongify, name: {en: Cancel}}\n",
            "card 'pongify': 'name' can't be given with 'kb:'",
        ),
        (
            "  pongify: {kb: Pongify}\n",
            "  pongify: {kb: Pongify, text: {en: Flying}}\n",
            "card 'pongify': 'text' can't be given with 'kb:'",
        ),
    ],
)
def test_card_definitions_that_would_be_ambiguous_are_malformed(
    old: str, new: str, message: str
) -> None:
    text = APES.replace(old, new, 1)
    if new.startswith("  alice:"):
        text = text.replace("{card: bear,", "{card: alice,")
    with pytest.raises(ScenarioError, match=r"^s.yaml:\d+: ") as err:
        parse_scenario(text, "s.yaml")
    assert message in str(err.value)


@pytest.mark.parametrize(
    ("pattern", "message"),
    [
        ("{event: triggers, ability: sacrifise}", "'sacrifise' is not an ability or effect name"),
        ("{event: illegal, code: ilegal_block}", "'ilegal_block' is not an illegal-action code"),
        ("{event: sba, rule: 704.5x}", "'704.5x' is not a state-based action rule"),
        ("{event: leaves, to: graveyrd}", "'graveyrd' is not a zone"),
        ("{event: gains, ability: flyng}", "'flyng' is not an ability or effect name"),
        ("{event: mana_added, mana: QQ}", "'QQ' is not mana symbols"),
        ("{event: chooses, choice: zzz}", "'zzz' is not a label, a card key, a color or a number"),
    ],
)
def test_a_typo_in_an_event_value_is_malformed(pattern: str, message: str) -> None:
    """In ``no_events`` a misspelt value would match nothing and pass: it's refused."""
    text = APES + "expect:\n  no_events:\n    - " + pattern + "\n"
    with pytest.raises(ScenarioError, match=r"^s.yaml:26: ") as err:
        parse_scenario(text, "s.yaml")
    assert message in str(err.value)


@pytest.mark.parametrize(
    ("check", "message"),
    [
        ("keywords: {b1: [flyng]}", "unknown keyword id 'flyng'"),
        ("colors: {b1: [grene]}", "unknown color 'grene'"),
    ],
)
def test_unknown_keyword_ids_and_colors_are_malformed(check: str, message: str) -> None:
    with pytest.raises(ScenarioError, match=r"^s.yaml:25: ") as err:
        parse_scenario(APES + "expect:\n  " + check + "\n", "s.yaml")
    assert message in str(err.value)


def test_sba_rules_are_the_ones_the_executor_applies() -> None:
    """``sba.rule`` in a pattern is checked against SBA_RULES: it must list exactly the rules
    the executor logs (``emit("sba", rule="...")``)."""
    import ast
    import re

    from rulesparser.executor.scenario import SBA_RULES

    logged: set[str] = set()
    src = Path(__file__).resolve().parents[1] / "rulesparser" / "executor"
    for path in src.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "attr", None) == "emit"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and node.args[0].value == "sba"
            ):
                for kw in node.keywords:
                    if kw.arg == "rule" and isinstance(kw.value, ast.Constant):
                        logged.add(kw.value.value)
    assert logged == SBA_RULES
    # CR 704.5 and the Saga rule CR 714.4 ("This state-based action doesn't use the stack")
    assert all(re.fullmatch(r"704\.5[a-z]|714\.4", r) for r in SBA_RULES)


def test_an_unknown_label_in_a_zones_list_is_malformed() -> None:
    """`zones: {alice: {graveyard: [baer]}}`: a typo is exit 2 with its line, not a mismatch."""
    from _shared import BASE_SCENARIO

    from rulesparser.executor.scenario import ScenarioError, parse_scenario

    text = BASE_SCENARIO + "expect:\n  zones:\n    alice: {graveyard: [baer]}\n"
    with pytest.raises(
        ScenarioError, match=r"^s.yaml:13: unknown label 'baer' in alice's graveyard"
    ):
        parse_scenario(text, "s.yaml")
