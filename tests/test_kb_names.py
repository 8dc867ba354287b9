"""Names and queries of the knowledge base (issue 11, items 10-14): cards named like keywords,
cards sharing a translated name, suggestions for unknown names, French elision and German
compounds in the full-text search, and rule numbers that moved between CR versions.

The cards come from a small MTGJSON v5 file written here with the real names, French and
German names and rulings of the cards involved (Absorb, INV; Stun, TMP; Frenetic Sliver, PLC;
Frenzy Sliver, FUT; Feebleness, TSP; Sicken, USG; Shrouded Lore, PLC, whose German name
MTGJSON misspells "Sagenumwobenes Wisen")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from rulesparser.cli import main
from rulesparser.kb import build, card, rule, rulings, search
from rulesparser.kb.queries import cards, suggest_cards


@pytest.fixture(autouse=True)
def _fresh_connections(fresh_kb_connections: None) -> None:
    """Every test here starts and ends with no cached KB connection."""


def _card(
    name: str,
    number: str,
    text: str,
    fr: tuple[str, str] | None = None,
    de: tuple[str, str] | None = None,
    rulings: tuple[str, ...] = (),
    set_code: str = "TST",
) -> dict[str, Any]:
    foreign = []
    for lang, pair in (("French", fr), ("German", de)):
        if pair:
            foreign.append({"language": lang, "name": pair[0], "text": pair[1], "type": ""})
    return {
        "name": name,
        "setCode": set_code,
        "number": number,
        "uuid": f"{set_code}-{number}",
        "type": "Instant",
        "manaCost": "{W}",
        "text": text,
        "originalText": text,
        "layout": "normal",
        "foreignData": foreign,
        "rulings": [{"date": "2004-10-04", "text": t} for t in rulings],
    }


CARDS = [
    _card(
        "Absorb",
        "226",
        "Counter target spell. You gain 3 life.",
        fr=("Absorption", "Contrecarrez le sort ciblé. Vous gagnez 3 points de vie."),
        de=(
            "Absorbieren",
            "Neutralisiere einen Zauberspruch deiner Wahl. Du erhältst 3 Lebenspunkte.",
        ),
        rulings=("Absorb can target a spell that can't be countered; you still gain 3 life.",),
    ),
    _card(
        "Stun",
        "196",
        "Target creature can't block this turn.\nDraw a card.",
        fr=("Étourdissement", "La créature ciblée ne peut pas bloquer ce tour-ci."),
        de=("Betäuben", "Eine Kreatur deiner Wahl kann in diesem Zug nicht blocken."),
        rulings=("Stun doesn't remove a creature that is already blocking from combat.",),
    ),
    _card(
        "Frenetic Sliver",
        "80",
        'All Slivers have "{0}: If this permanent is on the battlefield, flip a coin."',
        fr=("Slivoïde frénétique", "Tous les slivoïdes ont « {0} : Jouez à pile ou face. »"),
        rulings=("Frenetic Sliver's ability can be activated only once per turn.",),
    ),
    _card(
        "Frenzy Sliver",
        "71",
        "All Sliver creatures have poisonous 1.",
        fr=("Slivoïde frénétique", "Les créatures slivoïdes ont la toxicité 1."),
        rulings=("Frenzy Sliver gives poisonous to every Sliver creature.",),
    ),
    _card(
        "Feebleness",
        "107",
        "Flash\nEnchant creature\nEnchanted creature gets -2/-1.",
        fr=("Dépérissement", "Flash\nEnchanter : créature\nLa créature enchantée gagne -2/-1."),
    ),
    _card(
        "Sicken",
        "158",
        "Enchant creature\nEnchanted creature gets -1/-1.",
        fr=("Dépérissement", "Enchanter : créature\nLa créature enchantée gagne -1/-1."),
    ),
    _card(
        "Shrouded Lore",
        "91",
        "Target opponent chooses a card in your graveyard.",
        de=("Sagenumwobenes Wisen", "Ein Gegner deiner Wahl bestimmt eine Karte."),
    ),
    _card("Keldon Warlord", "186", "Trample"),
]


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> str:
    folder = tmp_path_factory.mktemp("names")
    src = folder / "TST.json"
    src.write_text(
        json.dumps({"meta": {"date": "2022-04-25"}, "data": {"code": "TST", "cards": CARDS}}),
        encoding="utf-8",
    )
    path = folder / "kb.sqlite"
    build([src], path)
    return str(path)


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env={"LANG": "C", "LANGUAGE": ""})
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


# ------------------------------------------------------------------ 10. cards named like keywords


def test_a_card_named_like_a_keyword_is_answered_with_both(db: str) -> None:
    res = rulings("Absorb", db=db)
    kinds = [(s["match"]["kind"], s["match"]["name"]) for s in res["sections"]]
    assert kinds == [("keyword", "Absorb"), ("card", "Absorb")]
    card_section = res["sections"][1]
    assert [r["text"][:28] for r in card_section["rulings"]] == ["Absorb can target a spell th"]
    code, out, _ = run("rulings", "Absorb", "--db", db)
    assert code == 0
    assert "'Absorb' names 2 things: keyword Absorb, card Absorb" in out
    assert "--keyword or --card" in out
    keyword_at, card_at = out.index("== 1. Keyword Absorb"), out.index("== 2. Card Absorb")
    assert keyword_at < card_at
    assert "No rulings for keyword Absorb" in out[keyword_at:card_at]
    assert "Absorb can target a spell" in out[card_at:]


def test_french_keyword_name_of_a_card(db: str) -> None:
    # "Étourdissement" is the stun counter and the French name of Stun
    res = rulings("Étourdissement", lang="fr", db=db)
    assert [s["match"]["kind"] for s in res["sections"]] == ["keyword", "card"]
    assert res["sections"][1]["match"]["name_en"] == "Stun"


def test_card_and_keyword_options_keep_one(db: str) -> None:
    code, out, _ = run("rulings", "Absorb", "--card", "--db", db, "--json")
    data = json.loads(out)
    assert code == 0 and [s["match"]["kind"] for s in data["sections"]] == ["card"]
    code, out, _ = run("rulings", "Absorb", "--keyword", "--db", db, "--json")
    data = json.loads(out)
    assert code == 1 and [s["match"]["kind"] for s in data["sections"]] == ["keyword"]
    code, out, _ = run("rulings", "Keldon Warlord", "--keyword", "--db", db)
    assert code == 1 and "Nothing matches 'Keldon Warlord'" in out


# ------------------------------------------------------------------ 11. a shared French name


def test_two_cards_sharing_a_french_name_are_both_listed(db: str) -> None:
    assert [c["name"] for c in cards("Slivoïde frénétique", db=db)] == [
        "Frenetic Sliver",
        "Frenzy Sliver",
    ]
    assert card("slivoide frenetique", db=db)["also"] == ["Frenzy Sliver"]  # type: ignore[index]
    code, out, _ = run("card", "Dépérissement", "--db", db)
    assert code == 0
    assert out.startswith("2 cards are named 'Dépérissement': Feebleness, Sicken.")
    assert "== 1/2\nFeebleness" in out and "== 2/2\nSicken" in out
    code, out, _ = run("rulings", "Slivoïde frénétique", "--lang", "fr", "--db", db)
    assert code == 0
    assert "carte Slivoïde frénétique (Frenetic Sliver)" in out
    assert "carte Slivoïde frénétique (Frenzy Sliver)" in out
    assert "only once per turn" in out and "poisonous to every Sliver" in out


# ------------------------------------------------------------------ 12. suggestions


def test_unknown_name_suggests_the_closest(db: str) -> None:
    names = [s["card"] for s in suggest_cards("Keldon", db=db)]
    assert names[:2] == ["Keldon Warlord", "Keldon Marauders"]  # shortest first
    code, out, _ = run("card", "Keldon", "--db", db)
    assert code == 1
    assert out.splitlines() == [
        "No card named 'Keldon'.",
        "Did you mean: Keldon Warlord, Keldon Marauders?",
    ]
    # accents, case and typos, in every language
    assert suggest_cards("ETOURDISEMENT", db=db)[0] == {
        "name": "Étourdissement",
        "lang": "fr",
        "card": "Stun",
    }
    assert suggest_cards("absorbiren", db=db)[0]["card"] == "Absorb"
    code, out, _ = run("card", "Keldon", "--db", db, "--json")
    assert code == 1
    assert json.loads(out)["suggestions"][0]["card"] == "Keldon Warlord"
    code, out, _ = run("rulings", "Slivoid frenetik", "--db", db)
    assert code == 1 and "Did you mean: Slivoïde frénétique (Frenetic Sliver)" in out


def test_an_unrelated_long_name_sharing_a_short_word_is_no_suggestion(tmp_path: Path) -> None:
    """Tester F10: `card "Shalai, Voice of Plenty"` (not in the KB) suggested ten unrelated
    "..., God of ..." names: WRatio scores a part of a longer name (86 for "of"). Real
    ZEN / THS names; a typo of a name is still suggested."""
    src = tmp_path / "ZEN.json"
    cards = [
        _card("Feast of Blood", "88", "Destroy target creature. You gain 4 life.", set_code="ZEN"),
        _card("Mark of Mutiny", "137", "Gain control of target creature.", set_code="ZEN"),
        _card("Heliod, God of the Sun", "16", "Indestructible", set_code="THS"),
    ]
    src.write_text(json.dumps({"data": {"code": "ZEN", "cards": cards}}), encoding="utf-8")
    db = str(tmp_path / "kb.sqlite")
    build([src], db)
    assert suggest_cards("Shalai, Voice of Plenty", db=db) == []
    code, out, _ = run("card", "Shalai, Voice of Plenty", "--db", db)
    assert code == 1 and "Did you mean" not in out
    assert [s["card"] for s in suggest_cards("Feest of Blod", db=db)] == ["Feast of Blood"]


def test_misspelt_source_name_is_found_under_both_spellings(db: str) -> None:
    for name in ("Sagenumwobenes Wisen", "Sagenumwobenes Wissen", "sagenumwobenes wissen"):
        res = card(name, lang="de", db=db)
        assert res is not None and res["name"] == "Shrouded Lore", name
        assert res["names"]["de"] == "Sagenumwobenes Wissen"


# ------------------------------------------------------------------ 14. renumbered rules


def test_rule_number_of_another_era_names_its_number_now(db: str) -> None:
    res = rule("502.60a", cr="2026", db=db)
    assert res["versions"] == []
    moved = res["moved"]
    assert moved["held_in"] == ["2007-02-01", "2008-10-01"] and moved["number"] == "702.63a"
    assert moved["rule"]["versions"][0]["rules"][0]["text"].startswith("Vanishing is a keyword")
    code, out, _ = run("rule", "502.60a", "--cr", "2026", "--db", db)
    assert code == 0
    assert out.startswith(
        "No rule 502.60a in CR 2026-01-16. 502.60a is Vanishing in CR 2007-02-01, 2008-10-01; "
        "in CR 2026-01-16 Vanishing is 702.63a."
    )
    assert "  702.63a Vanishing is a keyword that represents three abilities." in out


def test_cr_date_after_the_newest_version_names_the_version_used(db: str) -> None:
    code, out, err = run("rule", "702.63", "--cr", "2030", "--db", db)
    assert code == 0
    assert "using CR 2026-01-16" in err and out.startswith("CR 2026-01-16")
    code, out, err = run("rulings", "702.63", "--cr", "2030-05", "--db", db)
    assert "using CR 2026-01-16" in err
    assert rule("702.63", cr="2026", db=db)["cr_note"] is None


# ------------------------------------------------------------------ 13. full-text search


@pytest.mark.parametrize(
    ("query", "lang"),
    [
        ("l'étourdissement", "fr"),
        ("d'étourdissement", "fr"),
        ("qu'un marqueur", "fr"),
        ("L’ÉTOURDISSEMENT", "fr"),
        ("Marken", "de"),  # only the tail of German compounds ("Zeitmarken")
        ("zeitmarke", "de"),  # singular of "Zeitmarken"
    ],
)
def test_search_survives_elision_and_compounds(db: str, query: str, lang: str) -> None:
    assert search(query, lang=lang, db=db)["results"], query


def test_search_finds_the_compounds_a_word_ends_even_when_it_starts_others(db: str) -> None:
    """ "Marken" starts "markenentfernende" (a prefix hit) and ends "Zeitmarken": German writes
    compounds as one word, so both are found, the word's own hits first."""
    for lang in ("de", None):
        snippets = [r["snippet"] for r in search("Marken", lang=lang, db=db)["results"]]
        assert any("[Zeitmarken]" in s for s in snippets), (lang, snippets)
        assert "[markenentfernende]" in snippets[0], (lang, snippets)


def test_search_does_not_read_english_words_as_compounds(db: str) -> None:
    """English writes no compounds as one word: "counter" must not find "encounter"."""
    snippets = [r["snippet"].lower() for r in search("counter", lang="en", db=db)["results"]]
    assert snippets and not any("[encounter" in s for s in snippets)


def test_search_finds_no_english_word_inside_another(db: str) -> None:
    """ "near" is no part of "unearth": English has no compounds written as one word."""
    snippets = [r["snippet"].lower() for r in search("NEAR", lang="en", db=db)["results"]]
    assert not any("[unearth" in s for s in snippets)
