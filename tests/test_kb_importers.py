"""Importers on the real seed documents, MTGJSON slices and CR files (../shared)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from _shared import CORPUS, SEEDS, needs_shared

from rulesparser.kb.importers.cr import keyword_rules, parse_cr
from rulesparser.kb.importers.faq import align_translations, import_faq
from rulesparser.kb.importers.seeds import build_seed_data
from rulesparser.kb.keywords import keyword_table

REPO = Path(__file__).resolve().parents[1]
PLC = CORPUS / "mtgjson" / "sets_v5.2.0_20220425" / "PLC.json"


@pytest.fixture(scope="module")
def faq() -> dict:
    path = next(SEEDS.glob("003_*.txt"))
    return import_faq(path, PLC, keyword_table(), source_id="seed-003", date="2006-12-13")


@needs_shared
def test_nameless_english_entries_get_their_names(faq: dict) -> None:
    cards = {c["name"]: c for c in faq["cards"]}
    assert len(cards) == 70  # every card-specific entry of the FAQ, matched to PLC
    keldon = cards["Keldon Marauders"]
    assert keldon["faq"]["en"]["name_evidence"] == "text"
    assert keldon["faq"]["en"]["text"].startswith("Vanishing 2 (This permanent comes into play")
    assert keldon["names"] == {
        "en": "Keldon Marauders",
        "fr": "Maraudeurs keldes",
        "de": "Keldonischer Marodeur",
    }
    # Urborg's rules text does not name it: the name is confirmed by its rulings
    assert cards["Urborg, Tomb of Yawgmoth"]["faq"]["en"]["name_evidence"] == "rulings"
    # mana costs written in another symbol order still match (Intet: {3}{U}{R}{G} vs {3}{G}{U}{R})
    assert cards["Intet, the Dreamer"]["faq"]["fr"]["name"] == "Intet, le rêveur"


@needs_shared
def test_english_rulings_are_paired_with_french(faq: dict) -> None:
    by_key = {r["key"]: r for r in faq["rulings"]}
    tide = [r for r in faq["rulings"] if r["cards"] == ["Tidewalker"]]
    assert len(tide) == 2
    texts = {t["lang"]: t["text"] for t in tide[1]["texts"]}
    assert texts["en"].startswith(
        "If you don't control any Islands when Tidewalker comes into play"
    )
    assert texts["fr"].startswith(
        "Si vous ne contrôlez pas d'île quand le Marcheur des marées arrive en jeu"
    )
    # the French Keldon ruling lost its "* " in scraping and is recovered
    keldon = by_key["seed-003/card/keldon-marauders/1"]
    assert [t["lang"] for t in keldon["texts"]] == ["en", "fr"]
    assert keldon["texts"][1]["text"].startswith("Contrairement à d'autres cartes")


@needs_shared
def test_general_notes_and_navigation_lines(faq: dict) -> None:
    general = [r for r in faq["rulings"] if r["scope"] == "general"]
    vanishing = [r for r in general if r["keywords"] == ["vanishing"]]
    assert len(vanishing) == 4
    assert vanishing[2]["texts"][0]["text"].startswith("Note that the vanishing rules include")
    assert vanishing[2]["texts"][1]["text"].startswith("Notez que les règles de la disparition")
    assert vanishing[0]["section"] == {
        "en": "New Keyword Ability: Vanishing",
        "fr": "Nouvelle capacité mot-clé : Disparition",
    }
    everything = " ".join(t["text"] for r in faq["rulings"] for t in r["texts"])
    for nav in (
        "Changer mes Données",
        "Message Privé",
        "SOMMAIRE",
        "Se Déconnecter",
        "connectez-vous",
    ):
        assert nav not in everything
    # the English split-card note with two rulings run together on one line is split in two
    split = [r for r in general if "Split" in r["section"]["en"]]
    assert len(split) == 4


@needs_shared
def test_alignment_keeps_french_erratum_apart(faq: dict) -> None:
    body = [r for r in faq["rulings"] if r["cards"] == ["Body Double"]]
    langs = [sorted(t["lang"] for t in r["texts"]) for r in body]
    assert sorted(langs) == [["en", "fr"], ["en", "fr"], ["fr"]]
    erratum = next(r for r in body if len(r["texts"]) == 1)
    assert erratum["texts"][0]["text"].startswith("Erratum")


def test_align_translations_equal_lengths_pairs_in_order() -> None:
    assert align_translations(["a", "b"], ["x", "y"]) == [(0, 0), (1, 1)]


@needs_shared
def test_seed_pages_are_merged_and_yaml_is_current() -> None:
    data = build_seed_data(SEEDS, CORPUS)
    general = [
        r for r in data["rulings"] if r["scope"] == "general" and r["keywords"] == ["vanishing"]
    ]
    for r in general:
        assert {t["source"] for t in r["texts"]} == {"seed-003", "seed-000", "seed-001"}
        assert {t["lang"] for t in r["texts"]} == {"en", "fr", "de"}
    assert next(t for t in general[0]["texts"] if t["lang"] == "de")["text"].startswith(
        "Sowohl Verschwinden als auch Aussetzen"
    )
    stun = [r for r in data["rulings"] if r["keywords"] == ["stun_counter"]]
    assert len(stun) == 8 and all(r["cards"] == ["Stall for Time"] for r in stun)
    assert stun[0]["texts"][0]["text"].startswith("If a tapped permanent with a stun counter")
    german_rules = [r for r in data["rules"] if r["lang"] == "de"]
    assert [r["number"] for r in german_rules] == ["702.60", "702.60a", "702.60b", "702.60c"]
    committed = yaml.safe_load((REPO / "kb" / "seed_rulings.yaml").read_text(encoding="utf-8"))
    assert committed["rulings"] == data["rulings"], (
        "kb/seed_rulings.yaml is stale: re-run the seeds importer"
    )


@needs_shared
@pytest.mark.parametrize(
    ("name", "effective", "vanishing"),
    [
        ("2007-02-01", "2007-02-01", "502.60"),
        ("2009-07-11", "2009-07-11", "702.60"),
        ("2013-07-11", "2013-07-13", "702.62"),
        ("2022-09-08", "2022-09-08", "702.63"),
    ],
)
def test_cr_versions(name: str, effective: str, vanishing: str) -> None:
    doc = parse_cr(CORPUS / "cr" / f"MagicCompRules_{name}.txt")
    assert doc.effective == effective
    assert keyword_rules(doc)["vanishing"][0] == vanishing
    rules = dict(doc.rules)
    assert "time counter" in rules[vanishing + "a"]
    assert not any("\r" in t for t in rules.values())
    assert len(doc.glossary) > 300


@needs_shared
def test_cr_2022_glossary_and_stun_counter() -> None:
    doc = parse_cr(CORPUS / "cr" / "MagicCompRules_2022-09-08.txt")
    rules = dict(doc.rules)
    assert rules["122.1d"].startswith("A stun counter on a permanent creates a replacement effect")
    assert any(term == "Vanishing" for term, _ in doc.glossary)


def test_shipped_keyword_rules_cover_every_era() -> None:
    data = yaml.safe_load((REPO / "kb" / "keyword_rules.yaml").read_text(encoding="utf-8"))
    numbers = data["keywords"]["vanishing"]["rules"]
    assert sorted(set(numbers.values())) == ["502.60", "702.60", "702.61", "702.62", "702.63"]
    assert data["keywords"]["stun_counter"]["rules"]["2026-01-16"] == "122.1d"


def test_a_misspelt_foreign_name_of_mtgjson_is_corrected() -> None:
    """MTGJSON's PLC German name "Sagenumwobenes Wisen" (its own text says "Wissen")."""
    from rulesparser.kb.importers.mtgjson_cards import foreign_name

    assert foreign_name("Shrouded Lore", "de", "Sagenumwobenes Wisen") == "Sagenumwobenes Wissen"
    assert foreign_name("Shrouded Lore", "fr", "Sapience camouflée") == "Sapience camouflée"
