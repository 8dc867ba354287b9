"""A game always ends (issue 12): a loop of mandatory actions ends the game in a draw naming CR
104.4b / 731.4; an absurd number of turns is a malformed scenario (exit 2 with its line); a
50,000-key scenario file is refused at the key limit, before the rest is read; ``run --lang
all`` plays every language whose texts parse and reports the others with the parser's
positioned error."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesparser.cli import main
from rulesparser.executor.game import MAX_CHAIN
from rulesparser.executor.scenario import (
    MAX_KEYS,
    MAX_TURNS,
    ScenarioError,
    parse_scenario,
    run_scenario,
)

#: "Whenever a creature enters the battlefield, create a 1/1 green Saproling creature token.":
#: each Saproling entering triggers it again, a loop of mandatory actions (CR 731.4).
LOOP = """\
scenario: a loop of mandatory actions
ruling: CR 104.4b, 731.4
players: {alice: {mana: 10}, bob: {}}
cards:
  spawning:
    name: {en: Saproling Spawning, fr: Engendrement de saprobiontes, de: Saproling-Brut}
    types: [enchantment]
    mana_cost: "{2}{G}"
    text:
      en: "Whenever a creature enters the battlefield, create a 1/1 green Saproling creature token."
      fr: "Chaque fois qu'une créature arrive sur le champ de bataille, créez un jeton de créature 1/1 verte Saprobionte."
      de: "Immer wenn eine Kreatur ins Spiel kommt, erzeuge einen 1/1 grünen Saproling-Kreaturenspielstein."
  bear:
    name: {en: Runeclaw Bear, fr: Ours runegriffe, de: Runenklauenbär}
    types: [creature]
    subtypes: [bear]
    power: 2
    toughness: 2
    mana_cost: "{1}{G}"
setup:
  alice: {battlefield: [spawning], hand: [bear]}
turns:
  1:
    main1:
      - cast: bear
play_turns: 3
expect:
  events:
    - {event: game_draw, rule: "104.4b", resolutions: 200, turn: 1}
  no_events:
    - {event: turn, number: 2}
"""


#: the same scenario with a French text in a wording the French grammar does not read (a passive
#: "un jeton ... est créé"): that language is reported, the others are played
LOOP_FR_UNREAD = LOOP.replace(
    "créez un jeton de créature 1/1 verte Saprobionte.",
    "un jeton de créature 1/1 verte Saprobionte est créé.",
)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_mandatory_loop_ends_the_game_in_a_draw(lang: str) -> None:
    r = run_scenario(parse_scenario(LOOP, "loop.yaml"), lang)
    assert r.ok, r.failures
    assert r.game.over and r.game.drawn
    assert not any(p.lost for p in r.game.players.values())  # a draw: nobody loses (CR 104.4a)
    tokens = [o for o in r.game.battlefield if o.token]
    # the loop stopped at the documented limit: the Bear spell and MAX_CHAIN - 1 triggers
    assert len(tokens) == MAX_CHAIN - 1


def _cli(tmp_path: Path, text: str, *args: str) -> tuple[int, str, str]:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    res = CliRunner().invoke(main, ["run", str(path), "-q", *args])
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    return (
        res.exit_code,
        res.stdout.replace(str(path), "s.yaml"),
        res.stderr.replace(str(path), "s.yaml"),
    )


def test_lang_all_plays_the_languages_that_parse_and_reports_the_others(tmp_path: Path) -> None:
    code, out, err = _cli(tmp_path, LOOP_FR_UNREAD)
    assert code == 2
    assert "ok [en]" in out and "bestanden [de]" in out
    assert "NON JOUÉ [fr] : s.yaml:11: card 'spawning' (fr): line 1, column 83:" in out
    assert "error: s.yaml:11: card 'spawning' (fr): line 1, column 83:" in err


def test_one_language_that_does_not_parse_is_still_an_error(tmp_path: Path) -> None:
    code, out, err = _cli(tmp_path, LOOP_FR_UNREAD, "--lang", "fr")
    assert code == 2 and "column 83" in err and "réussi [" not in out


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("play_turns: 3", "play_turns: 1000000000"), "play_turns must be at most 1,000, not"),
        (("turns:\n  1:", "turns:\n  1000000000:"), "turn 1,000,000,000 is after the last turn"),
    ],
)
def test_an_absurd_number_of_turns_is_malformed(change: tuple[str, str], message: str) -> None:
    with pytest.raises(ScenarioError, match=message) as e:
        parse_scenario(LOOP.replace(*change), "s.yaml")
    assert e.value.line in (23, 26)  # the turn's line, or play_turns'
    assert MAX_TURNS == 1_000


def test_a_file_with_50000_keys_is_refused_at_the_key_limit() -> None:
    cards = "".join(f"  c{i}: {{}}\n" for i in range(50_000))
    text = "scenario: big\nruling: x\nplayers: {alice: {}, bob: {}}\ncards:\n" + cards
    with pytest.raises(ScenarioError, match=f"more than {MAX_KEYS:,} keys") as e:
        parse_scenario(text, "big.yaml")
    assert e.value.line < MAX_KEYS  # refused as the limit is reached, not after reading it all
