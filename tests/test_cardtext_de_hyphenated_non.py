"""The 1994-2001 German "nicht-" words with a hyphen (locales/de/phrases.yaml): "jeder
nicht-fliegenden Kreatur" (each creature without flying, as "nichtfliegenden"), "eine
Nicht-Spielsteinkreatur" (a nontoken creature, as "Nichtspielsteinkreatur"), read as the
English Oracle lines and the later German prints say them (CR 205.4b, 702.9)."""

from __future__ import annotations

from rulesparser import parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str | None) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


def test_hyphenated_without_flying() -> None:
    """Mercadian Masques' Tremor."""
    assert _named_ast(
        "Der Erdstoß fügt jeder nicht-fliegenden Kreatur 1 Schadenspunkt zu.", "de", "Erdstoß"
    ) == _named_ast("Tremor deals 1 damage to each creature without flying.", "en", "Tremor")


def test_hyphenated_nontoken_creature() -> None:
    """Urza's Saga's Sporogenesis ("Sporenflug"; the English lexicon has no fungus counter yet):
    "eine Nicht-Spielsteinkreatur Deiner Wahl" is "eine Nichtspielsteinkreatur Deiner Wahl"."""
    printed = (
        "Du kannst während Deiner Versorgungsphase eine Pilzmarke auf eine "
        "Nicht-Spielsteinkreatur Deiner Wahl legen."
    )
    modern = printed.replace("Nicht-Spielsteinkreatur", "Nichtspielsteinkreatur")
    assert _named_ast(printed, "de", "Sporenflug") == _named_ast(modern, "de", "Sporenflug")
    assert "nontoken" in str(_named_ast(printed, "de", "Sporenflug"))
