"""German grammar (grammar/de/keywords.lark + locales/de/): CR clauses, reminders, eras, findings.

Sources: CR 702.60a-c in German (../shared/seeds/001_*.txt) and English (seeds/000_*.txt, 2009 CR);
German printings from MTGJSON foreignData (../shared/corpus/mtgjson). The equivalence fixtures
(keyword lines in both languages and every era) are in tests/equivalence/de_keywords.yaml.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta
from rulesparser.parser import parse_keyword_definition

SHARED = Path(__file__).resolve().parents[1].parent / "shared"

# CR 702.60a-c, German translation, as printed in seeds/001 (typographic quotes kept).
DE_702_60 = {
    "702.60a": "702.60a Verschwinden ist ein Schlüsselwort, das drei Fähigkeiten darstellt. "
    "\u201eVerschwinden N\u201c bedeutet \u201eDiese bleibende Karte kommt mit N Zeitmarken auf "
    "sich ins Spiel.\u201c und \u201eZu Beginn deines Versorgungssegments, falls diese bleibende "
    "Karte eine Zeitmarke auf sich hat, entferne eine Zeitmarke von ihm.\u201c und \u201eWenn die "
    "letzte Zeitmarke von dieser bleibenden Karte entfernt wird, opfere sie.\u201c",
    "702.60b": "702.60b Verschwinden ohne eine Zahl bedeutet \u201eZu Beginn deines "
    "Versorgungssegments, falls diese bleibende Karte eine Zeitmarke auf sich hat, entferne eine "
    "Zeitmarke von ihr.\u201c und \u201eWenn die letzte Zeitmarke von dieser bleibenden Karte "
    "entfernt wird, opfere sie.\u201c",
    "702.60c": "702.60c Wenn eine bleibende Karte mehrere Fälle von Verschwinden besitzt, wirkt "
    "jeder separat.",
}
# The same rules in the English CR of 2009 (seeds/000, English half).
EN_702_60 = {
    "702.60a": "702.60a Vanishing is a keyword that represents three abilities. \u201cVanishing N\u201d "
    "means \u201cThis permanent enters the battlefield with N time counters on it,\u201d \u201cAt the "
    "beginning of your upkeep, if this permanent has a time counter on it, remove a time counter "
    "from it,\u201d and \u201cWhen the last time counter is removed from this permanent, sacrifice "
    "it.\u201d",
    "702.60b": "702.60b Vanishing without a number means \u201cAt the beginning of your upkeep, if "
    "this permanent has a time counter on it, remove a time counter from it\u201d and \u201cWhen the "
    "last time counter is removed from this permanent, sacrifice it.\u201d",
    "702.60c": "702.60c If a permanent has multiple instances of vanishing, each works separately.",
}

VANISHING_3 = (
    "Verschwinden 3 (Diese bleibende Karte kommt mit {n} Zeitmarken ins Spiel. Entferne zu Beginn "
    "deines Versorgungssegments eine Zeitmarke von ihr. Wenn die letzte Zeitmarke entfernt wird, "
    "opfere die bleibende Karte.)"
)


def _json(node: object) -> object:
    return strip_meta(node.to_json())  # type: ignore[attr-defined]


@pytest.mark.parametrize("rule", sorted(DE_702_60))
def test_german_cr_clause_equals_english(rule: str) -> None:
    de = parse_keyword_definition(DE_702_60[rule], "de")
    en = parse_keyword_definition(EN_702_60[rule], "en")
    assert de.keyword == "vanishing" and de.rule == rule
    assert _json(de) == _json(en)


def test_german_cr_clauses_have_the_expected_shape() -> None:
    a = parse_keyword_definition(DE_702_60["702.60a"], "de")
    assert a.variable == "N" and len(a.abilities) == 3
    b = parse_keyword_definition(DE_702_60["702.60b"], "de")
    assert b.variable is None and len(b.abilities) == 2
    c = parse_keyword_definition(DE_702_60["702.60c"], "de")
    assert c.instances == "separate" and c.abilities == ()


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared (seed documents) not present")
def test_seed_file_clauses_parse_like_english() -> None:
    de_lines = next(SHARED.glob("seeds/001_*.txt")).read_text(encoding="utf-8").splitlines()
    en_lines = next(SHARED.glob("seeds/000_*.txt")).read_text(encoding="utf-8").splitlines()
    for rule in ("702.60a", "702.60b", "702.60c"):
        de = next(x for x in de_lines if x.startswith(rule + " "))
        en = next(
            x for x in en_lines if x.startswith(rule + " ") and re.search(r"means|instances", x)
        )
        assert _json(parse_keyword_definition(de, "de")) == _json(
            parse_keyword_definition(en, "en")
        )


def test_wrong_number_in_german_reminder_is_a_finding() -> None:
    good = parse(VANISHING_3.format(n="drei"), "de").abilities[0]
    assert good.findings == ()
    bad = parse(VANISHING_3.format(n="zwei"), "de").abilities[0]
    assert [f.code for f in bad.findings] == ["reminder-mismatch"]
    # the keyword's abilities still come from the CR definition (the authority): 3 counters
    assert _json(bad) == _json(good)


def test_stun_reminder_is_the_english_replacement_effect() -> None:
    """The DMU stun reminder (German printings of DMU, e.g. Frostfaust-Schreiter) as an ability."""
    de = parse(
        "Falls eine bleibende Karte mit Betäubungsmarke enttappt würde, entferne stattdessen "
        "eine davon.",
        "de",
    )
    en = parse(
        "If a permanent with a stun counter would become untapped, remove one from it instead.",
        "en",
    )
    assert _json(de)["abilities"] == _json(en)["abilities"]
    (effect,) = _json(de)["abilities"]
    assert effect["type"] == "replacement_effect" and effect["replacement"]["counter"] == "stun"


@pytest.mark.parametrize(
    ("text", "era"),
    [
        (
            "Aussetzen 4 {U} (Statt diese Karte aus deiner Hand zu spielen, bezahle {U}, entferne "
            "sie ganz aus dem Spiel und lege vier Zeitmarken auf sie. Entferne zu Beginn deines "
            "Versorgungssegments eine Zeitmarke von ihr. Wenn du die letzte Zeitmarke entfernst, "
            "spiele die Karte, ohne ihre Manakosten zu bezahlen.)",
            "2006",
        ),
        (
            "Aussetzen 4 — {U} (Statt diese Karte aus deiner Hand zu wirken, kannst du {U} bezahlen "
            "und sie mit vier Zeitmarken ins Exil schicken. Entferne zu Beginn deines "
            "Versorgungssegments eine Zeitmarke von ihr. Wenn die letzte Zeitmarke entfernt wird, "
            "wirke die Karte, ohne ihre Manakosten zu bezahlen. Sie hat Eile.)",
            "2009",
        ),
    ],
)
def test_era_is_recorded_under_source(text: str, era: str) -> None:
    kw = parse(text, "de").abilities[0]
    assert kw.name == "suspend" and kw.findings == ()
    assert kw.to_json()["source"]["era"] == era


def test_typography_and_line_endings_do_not_matter() -> None:
    plain = parse("Fliegend\nEcho — Wirf eine Karte ab.", "de")
    fancy = parse("\ufeffFliegend\r\nEcho--Wirf eine Karte ab.", "de")
    assert [a.name for a in plain.abilities] == ["flying", "echo"]
    assert _json(plain) == _json(fancy)


def test_bad_german_reminder_is_a_parse_error_with_position() -> None:
    text = VANISHING_3.format(n="drei").replace("opfere die bleibende Karte", "opfere")
    with pytest.raises(ParseError) as info:
        parse(text, "de")
    assert info.value.line == 1
    assert info.value.column == text.index("opfere") + len("opfere") + 1


def test_static_keyword_reminders_known_and_unknown() -> None:
    known = parse(
        "Fluchsicher (Diese Kreatur kann nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein, "
        "die deine Gegner kontrollieren.)",
        "de",
    ).abilities[0]
    assert known.name == "hexproof" and known.findings == ()
    unknown = parse("Verhüllt (Diese Kreatur ist unsichtbar.)", "de").abilities[0]
    assert unknown.name == "shroud"
    assert [f.code for f in unknown.findings] == ["reminder-unrecognised"]


def test_auto_detects_german() -> None:
    card = parse(VANISHING_3.format(n="drei"), "auto")
    assert card.source.lang == "de" and card.abilities[0].parameter == 3


KEYWORDS = {
    "vanishing": "Verschwinden",
    "suspend": "Aussetzen",
    "echo": "Echo",
    "flash": "Aufblitzen",
    "madness": "Wahnsinn",
    "kicker": "Bonus",
    "morph": "Morph",
}


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared (MTGJSON corpus) not present")
@pytest.mark.parametrize("set_code", ["PLC", "TSR"])
def test_real_german_keyword_lines_agree_with_english(set_code: str) -> None:
    """Every German keyword line of the set (with an English line at the same position) parses
    to the English printing's AST, its reminder included, without findings."""
    path = SHARED / "corpus/mtgjson/sets_v5.2.0_20220425" / f"{set_code}.json"
    checked = 0
    for card in json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]:
        en_lines = (card.get("originalText") or "").split("\n")
        for fd in card.get("foreignData", []):
            if fd.get("language") != "German" or not fd.get("text"):
                continue
            de_lines = fd["text"].split("\n")
            if len(de_lines) != len(en_lines):
                continue
            for de, en in zip(de_lines, en_lines, strict=True):
                if not any(re.match(rf"{n}\b", de) for n in KEYWORDS.values()):
                    continue
                if re.search(r"\)\S", de):  # glued lines, split by the lead's pre-pass
                    continue
                try:
                    en_card = parse(en, "en")
                except ParseError:  # an English shape not covered yet (e.g. convoke)
                    continue
                de_card = parse(de, "de")
                assert [f for a in de_card.abilities for f in a.findings] == [], de
                assert _json(de_card)["abilities"] == _json(en_card)["abilities"], de
                de_rem = [a.source.reminder for a in de_card.abilities]
                en_rem = [a.source.reminder for a in en_card.abilities]
                if all(de_rem) and all(en_rem):
                    assert [[_json(r) for r in rs] for rs in de_rem] == [
                        [_json(r) for r in rs] for rs in en_rem
                    ], de
                checked += 1
    assert checked >= 20


def test_dralnus_pet_reminder_translation_error_is_a_finding() -> None:
    """Planeshift Dralnu's Pet: the German cost says "eine Kreaturenkarte" like the English "a
    creature card", but its German reminder says "eine Karte" (any card). The keyword's AST follows
    the cost (the same as English); the reminder's difference is reported, not hidden."""
    de = parse(
        "Bonus {2}{B}, wirf eine Kreaturenkarte aus Deiner Hand ab. (Du kannst zusätzlich {2}{B} "
        "bezahlen und eine Karte aus Deiner Hand abwerfen, wenn Du diesen Zauberspruch spielst.)",
        "de",
    ).abilities[0]
    en = parse(
        "Kicker—o2oB, Discard a creature card from your hand. (You may pay o2oB and discard a "
        "creature card from your hand in addition to any other costs as you play this spell.)",
        "en",
    ).abilities[0]
    assert _json(de) == _json(en)
    assert en.findings == () and [f.code for f in de.findings] == ["reminder-mismatch"]
    (finding,) = de.findings
    assert finding.expected[0]["cost"]["components"][1]["object"]["filter"] == ["creature"]
    assert finding.actual[0]["cost"]["components"][1]["object"] is None


def test_type_words_do_not_shadow_card_lines() -> None:
    """A cost's type words ("Kreaturen") must not take over the words of other German lines after
    a number (Stall for Time: "Tappe bis zu zwei Kreaturen deiner Wahl")."""
    de = parse("Tappe bis zu zwei Kreaturen deiner Wahl.", "de")
    en = parse("Tap up to two target creatures.", "en")
    assert _json(de)["abilities"] == _json(en)["abilities"]
