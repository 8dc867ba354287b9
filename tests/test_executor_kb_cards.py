"""Knowledge-base cards used by scenarios parse from their EN/FR/DE texts to one AST, and a card
text that does not parse is reported with the parser's own message (line and column into the
text as typed), prefixed with the scenario's file:line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta
from rulesparser.executor.scenario import (
    ScenarioError,
    kb_card,
    load_scenario,
    parse_scenario,
    run_scenario,
)

SCEN = Path(__file__).parent / "scenarios"


@pytest.mark.parametrize("name", ["Aven Riftwatcher", "Deadwood Treefolk"])
def test_kb_card_parses_to_one_ast_in_three_languages(name: str) -> None:
    card = kb_card(name)
    assert card is not None, f"{name} is not in kb/seed_cards.yaml"
    texts = {lang: o["text"] for lang, o in card["oracle"].items()}
    assert set(texts) == {"en", "fr", "de"}
    asts = {
        lang: strip_meta(parse(t, lang, card_name=card["names"][lang])) for lang, t in texts.items()
    }
    printed = strip_meta(parse(card["printed"]["en"]["text"], "en", card_name=name))
    assert asts["fr"] == asts["en"] == asts["de"] == printed


def test_deadwood_treefolk_effect_targets_another_creature_card_in_your_graveyard() -> None:
    card = kb_card("Deadwood Treefolk")
    assert card is not None
    ab = parse(card["oracle"]["de"]["text"], "de", card_name=card["names"]["de"]).abilities[-1]
    assert ab.effect.type_name == "return_to_hand"
    assert set(ab.effect.object.filter) == {"another", "creature", "card", "in_your_graveyard"}


def test_treefolk_cannot_return_itself() -> None:
    text = (SCEN / "deadwood_treefolk_leaves.yaml").read_text(encoding="utf-8")
    bad = text.replace("tree_a: [[bear1], [tree_b]]", "tree_a: [[bear1], [tree_a]]")
    result = run_scenario(parse_scenario(bad, "t.yaml"), "fr")
    # a French run says it in French (tester report stop 32, item 3)
    assert any("refusé — cible illégale (tree_a)" in f for f in result.failures)


@pytest.mark.parametrize(
    ("name", "lang"),
    [("Aven Riftwatcher", "fr"), ("Aven Riftwatcher", "de"), ("Deadwood Treefolk", "de")],
)
def test_kb_scenarios_run_from_the_language(name: str, lang: str) -> None:
    stem = "aven_riftwatcher_leaves" if name.startswith("Aven") else "deadwood_treefolk_leaves"
    sc = load_scenario(SCEN / f"{stem}.yaml")
    assert run_scenario(sc, lang).failures == []


def test_card_parse_error_is_the_parsers_own_message() -> None:
    # double spaces and a typo: the column must point into the text as typed, like `parse`
    text = "Fliegend\nWenn  der Vogel ins Spiel kommt,  erhältst du 2 Lebenspunkte dazu banane."
    with pytest.raises(ParseError) as perr:
        parse(text, "de", card_name="Vogel")
    yaml_text = f"""\
scenario: t
ruling: x
players: {{alice: {{}}, bob: {{}}}}
cards:
  bird:
    name: {{de: Vogel}}
    types: [creature]
    power: 1
    toughness: 1
    text:
      de: {json.dumps(text, ensure_ascii=False)}
"""
    sc = parse_scenario(yaml_text, "s.yaml")
    with pytest.raises(ScenarioError) as serr:
        run_scenario(sc, "de")
    assert str(serr.value) == f"s.yaml:11: card 'bird' (de): {perr.value}"
    assert "line 2, column" in str(perr.value)


AKROMA = """\
scenario: Akroma's firebreathing from its KB text
ruling: "card text of Akroma, Angel of Fury: {R} gives +1/+0 until end of turn (CR 602, 611.2)"
players: {alice: {mana: 2}, bob: {}}
cards:
  akroma: {kb: "Akroma, Angel of Fury"}
setup:
  alice: {battlefield: [akroma]}
turns:
  1:
    main1:
      - activate: akroma
      - resolve: all
      - activate: akroma
      - resolve: all
      - expect: {pt: {akroma: 8/6}}
      - activate: akroma
        illegal: cannot_pay
play_turns: 2
expect:
  pt: {akroma: 6/6}
  events: [{event: effect_ends, card: akroma, turn: 1}]
"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_akroma_pump_parses_and_plays_in_every_language(lang: str) -> None:
    card = kb_card("Akroma, Angel of Fury")
    assert card is not None
    text = card["oracle"][lang]["text"]
    asts = strip_meta(parse(text, lang, card_name=card["names"][lang]))
    pump = [a for a in asts.abilities if a.type_name == "activated_ability"]
    assert len(pump) == 1 and pump[0].effect.power == 1 and pump[0].effect.toughness == 0
    result = run_scenario(parse_scenario(AKROMA, "a.yaml"), lang)
    assert result.failures == []


COMPILED_KB_SCENARIO = """\
scenario: a card of the compiled knowledge base
ruling: CR 702.63a
players: {alice: {}, bob: {}}
cards:
  v: {kb: test vanisher}
setup:
  alice: {hand: [v]}
turns:
  1:
    main1:
      - cast: v
      - resolve: all
      - expect: {counters: {v: {time: 1}}}
  3:
    upkeep:
      - resolve: all
expect:
  zone: {v: graveyard}
"""


def test_kb_card_from_the_compiled_knowledge_base(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A card that isn't shipped but is in the knowledge base the user built (`kb build` of an
    MTGJSON set, found through $RULESPARSER_DB) can be used with `kb:`, by its name in any
    letter case, and plays from each language's text: "Vanishing 1" enters with one time
    counter and is sacrificed in its controller's next upkeep (CR 702.63a)."""
    from rulesparser.executor.scenario import parse_scenario, run_scenario
    from rulesparser.kb import build
    from rulesparser.kb.queries import close_all

    rec = {
        "name": "Test Vanisher",
        "type": "Creature — Spirit",
        "manaCost": "{1}{U}",
        "power": "2",
        "toughness": "2",
        "text": "Vanishing 1",
        "uuid": "tv1",
        "foreignData": [
            {"language": "French", "name": "Disparaisseur", "text": "Disparition 1"},
            {"language": "German", "name": "Nebelgeist", "text": "Verschwinden 1"},
        ],
    }
    src = tmp_path / "TST.json"
    src.write_text(json.dumps({"data": {"code": "TST", "cards": [rec]}}), encoding="utf-8")
    db = tmp_path / "kb.sqlite"
    build([src], db)
    close_all()
    monkeypatch.setenv("RULESPARSER_DB", str(db))
    sc = parse_scenario(COMPILED_KB_SCENARIO, "s.yaml")
    expected = {"en": "Test Vanisher", "fr": "Disparaisseur", "de": "Nebelgeist"}
    for lang, name in expected.items():
        r = run_scenario(sc, lang)
        assert r.failures == [], (lang, r.failures)
        assert r.names["v"] == name
    close_all()
