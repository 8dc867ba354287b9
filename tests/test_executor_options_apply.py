"""Options and choices that can't apply are errors, never silently ignored (tester2 item 9):
``choices.modes`` for a source with no modes is a malformed scenario (exit 2); a mode number
the ability doesn't have, or ``mode:`` on a spell that isn't modal, is refused
(``no_such_option``, CR 700.2)."""

from __future__ import annotations

import pytest

from rulesparser.executor.scenario import ScenarioError, parse_scenario, run_scenario

BASE = """\
scenario: t
ruling: CR 700.2
players: {alice: {}, bob: {}}
cards:
  dawn: {kb: Dawn Charm}
  marauders: {kb: Keldon Marauders, text_name: {de: Keldonische Marodeur}}
setup:
  alice: {hand: [dawn, marauders]}
"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_choices_modes_for_a_card_without_modes_is_malformed(lang: str) -> None:
    text = BASE + "choices:\n  modes: {marauders: 1}\nturns:\n  1:\n    main1:\n"
    text += "      - cast: marauders\n"
    with pytest.raises(ScenarioError, match=r"^s.yaml:10: choices.modes names marauders") as e:
        run_scenario(parse_scenario(text, "s.yaml"), lang)
    assert "no modes" in str(e.value)


def test_choices_modes_for_a_modal_card_is_accepted() -> None:
    text = BASE + "choices:\n  modes: {dawn: 0}\nturns:\n  1:\n    main1:\n      - cast: dawn\n"
    text += "      - resolve: all\n"
    assert run_scenario(parse_scenario(text, "s.yaml"), "en").failures == []


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ("cast: dawn\n        mode: 3", "dawn has 3 modes (mode: 0 to 2), not mode 3"),
        ("cast: marauders\n        mode: 1", "marauders is not modal: mode: 1 can't apply"),
    ],
)
def test_a_mode_that_does_not_exist_is_refused(action: str, message: str) -> None:
    text = BASE + f"turns:\n  1:\n    main1:\n      - {action}\n"
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert len(r.failures) == 1
    assert "no_such_option" in r.failures[0] and message in r.failures[0]
    assert r.game.objects[action.split()[1]].zone.value == "hand"  # nothing happened
