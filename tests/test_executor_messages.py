"""Messages a new user meets (tester2 item 10): a ``types`` expectation naming an unknown type
word is a malformed scenario (exit 2) listing the known words, not a plain mismatch; a YAML
syntax error says what is wrong in plain words, at ``file:line``."""

from __future__ import annotations

import pytest
from _shared import BASE_SCENARIO

from rulesparser.executor.scenario import ScenarioError, parse_scenario, run_scenario


def test_unknown_type_word_in_types_expectation_is_malformed() -> None:
    text = BASE_SCENARIO + "expect:\n  types: {bear: [creatur]}\n"
    with pytest.raises(ScenarioError, match=r"^s.yaml:12: unknown type 'creatur' in types of bear"):
        parse_scenario(text, "s.yaml")


def test_types_expectation_accepts_the_cards_own_subtypes() -> None:
    """'kavu' is in no lexicon, but the scenario's card has it (CR 205.3m)."""
    text = BASE_SCENARIO.replace("    power: 2\n", "    subtypes: [kavu]\n    power: 2\n", 1)
    text += "expect:\n  types: {bear: [creature, kavu]}\n"
    assert run_scenario(parse_scenario(text, "s.yaml"), "en").failures == []


@pytest.mark.parametrize(
    ("yaml_text", "message"),
    [
        (
            "scenario: t\nturns:\n  - 1:\n    main1: []\n  3: {}\n",
            "s.yaml:5: invalid YAML: this line's indentation",
        ),
        ("scenario: t\nruling: CR 1: rules\n", "s.yaml:2: invalid YAML: a second ':' on this line"),
        (
            "scenario: t\nplayers: {alice: {}, bob: {}\nruling: x\n",
            "invalid YAML: a '{...}' mapping that isn't closed",
        ),
        ("scenario: t\nplayers:\n\t- alice\n", "s.yaml:3: invalid YAML: a tab character"),
    ],
)
def test_yaml_syntax_errors_in_plain_words(yaml_text: str, message: str) -> None:
    with pytest.raises(ScenarioError) as e:
        parse_scenario(yaml_text, "s.yaml")
    assert message in str(e.value)
    assert "(YAML: " in str(e.value)  # the library's words stay, for searching
