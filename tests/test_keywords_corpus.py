"""Keywords added from the corpus's reminder texts (issue 2): real keyword lines of a slice of
corpus/mtgjson (Modern Horizons 1 and 2, Legions, Neon Dynasty) parse in English, French and German
with a recognised reminder, and the three printings of each line agree.

Also the number templates of locales/<lang>/reminders.yaml ("{N}"): a reminder printing the
keyword's number (in digits or as a number word) is recognised, one printing another number is a
finding."""

from __future__ import annotations

import json
import re

import pytest
from _shared import CORPUS, needs_shared

from rulesparser import parse
from rulesparser.ast import Keyword
from rulesparser.crosscheck import compare_printings
from rulesparser.lexicon import available_languages, keyword_table, load_lexicon
from rulesparser.normalize import normalize_line, split_lines

# keyword ids added for issue 2 (kb/keywords.yaml; all but WITH_DEFINITION without a CR "means" grammar yet)
NEW_KEYWORDS = """foretell equip ninjutsu daybound nightbound reconfigure evoke crew ward swampwalk
forestwalk islandwalk mountainwalk delve enlist read_ahead overload amplify modular compleated
affinity_for_artifacts affinity_for_tokens provoke mutate cascade exploit rebound umbra_armor devoid
devour devour_artifact entwine unearth exalted prowess eternalize persist evolve dredge reinforce
bushido emerge outlast dash living_weapon bestow transmute replicate aftermath sunburst aura_swap
gravestorm transfigure bloodthirst fortify graft battle_cry hideaway retrace level_up renown riot
scavenge jump_start rampage ascend indestructible basic_landcycling plainscycling islandcycling
swampcycling mountaincycling forestcycling wizardcycling slivercycling artifact_landcycling""".split()

WITH_DEFINITION = {"equip", "ninjutsu"}

SLICE = ["MH1", "MH2", "LGN", "NEO"]
LANGUAGES = {"English": "en", "French": "fr", "German": "de"}


def test_new_keywords_are_in_the_table_and_every_language() -> None:
    table = keyword_table()
    for kid in NEW_KEYWORDS:
        assert kid in table, kid
        assert re.fullmatch(r"702\.\d+", table[kid]["rule"]), (kid, table[kid]["rule"])
        # a CR "means" grammar was added for some since (equip 702.6a, ninjutsu 702.49a)
        assert ("definition" in table[kid]) == (kid in WITH_DEFINITION), kid
        for lang in available_languages():
            assert load_lexicon(lang).keywords.get(kid), (lang, kid)


def _prefixes(lang: str) -> list[tuple[str, str]]:
    lex = load_lexicon(lang)
    names = [(n.lower(), k) for k in NEW_KEYWORDS for n in lex.keywords[k]]
    return sorted(names, key=lambda x: -len(x[0]))


def _keyword_lines(text: str | None, prefixes: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """(keyword id, line) for each line of ``text`` that is a new keyword with reminder text."""
    out = []
    for _, line in split_lines(text or ""):
        low = normalize_line(line).lower()
        for name, kid in prefixes:
            rest = low[len(name) :]
            if low.startswith(name) and not rest[:1].isalpha():
                if line.rstrip().endswith(")") and ";" not in rest.split("(")[0]:
                    out.append((kid, line))
                break
    return out


@pytest.fixture(scope="module")
def printings() -> list[dict[str, list[tuple[str, str]]]]:
    """Per printing of the slice with French and German text: language -> keyword lines."""
    prefixes = {lang: _prefixes(lang) for lang in LANGUAGES.values()}
    out = []
    for code in SLICE:
        path = CORPUS / "mtgjson" / "sets_v5.2.0_20220425" / f"{code}.json"
        for card in json.loads(path.read_text(encoding="utf-8"))["data"]["cards"]:
            # Oracle text: MTGJSON's originalText has errors (MH2 Arcus Acolyte: outlast {RW} for
            # the printed {G/W}, which the cross-check rightly reports)
            texts = {"en": card.get("text")}
            for f in card.get("foreignData", []):
                if f.get("language") in ("French", "German"):
                    texts[LANGUAGES[f["language"]]] = f.get("text")
            lines = {lang: _keyword_lines(t, prefixes[lang]) for lang, t in texts.items()}
            if any(lines.values()):
                lines["_card"] = [("", f"{code}:{card['name']}")]
                out.append(lines)
    return out


@needs_shared
def test_every_new_keyword_line_of_the_slice_parses_with_a_known_reminder(
    printings: list[dict[str, list[tuple[str, str]]]],
) -> None:
    seen: dict[str, set[str]] = {lang: set() for lang in LANGUAGES.values()}
    problems = []
    for p in printings:
        for lang in LANGUAGES.values():
            for kid, line in p.get(lang, []):
                card = parse(line, lang)
                kws = [a for a in card.abilities if isinstance(a, Keyword)]
                assert kws and kws[-1].name == kid, (lang, line)
                seen[lang].add(kid)
                problems += [(p["_card"][0][1], lang, f.code, line) for f in kws[-1].findings]
    assert problems == []
    # the slice exercises a good share of the new keywords in every language
    for lang in LANGUAGES.values():
        assert len(seen[lang]) >= 45, (lang, sorted(seen[lang]))
    assert {
        "ninjutsu",
        "reconfigure",
        "amplify",
        "provoke",
        "modular",
        "basic_landcycling",
    } <= seen["de"]


@needs_shared
def test_the_three_printings_of_each_new_keyword_line_agree(
    printings: list[dict[str, list[tuple[str, str]]]],
) -> None:
    compared = 0
    findings = []
    for p in printings:
        kids = {lang: [k for k, _ in p.get(lang, [])] for lang in LANGUAGES.values()}
        if not kids["en"] or kids["fr"] != kids["en"] or kids["de"] != kids["en"]:
            continue  # a printing without the same keyword lines in all three languages
        for i in range(len(kids["en"])):
            texts = {lang: p[lang][i][1] for lang in LANGUAGES.values()}
            findings += [(p["_card"][0][1], f.message) for f in compare_printings(texts)]
            compared += 1
    assert findings == []
    assert compared >= 150


def test_number_template_reads_digits_and_number_words() -> None:
    # MH2 Arcbound Prototype (modular 2) and MH2 Jade Avenger (bushido 2), as printed
    de = (
        "Bausteine 2 (Diese Kreatur kommt mit zwei +1/+1-Marken ins Spiel. Wenn sie stirbt, kannst"
        " du ihre +1/+1-Marken auf eine Artefaktkreatur deiner Wahl legen.)"
    )
    en = (
        "Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of"
        " turn.)"
    )
    for text, lang, kid in [(de, "de", "modular"), (en, "en", "bushido")]:
        (kw,) = parse(text, lang).abilities
        assert (kw.name, kw.parameter, kw.findings) == (kid, 2, ())


def test_number_template_reports_a_reminder_with_another_number() -> None:
    # the German modular 2 reminder with "drei" (three) instead of "zwei"
    text = (
        "Bausteine 2 (Diese Kreatur kommt mit drei +1/+1-Marken ins Spiel. Wenn sie stirbt, kannst"
        " du ihre +1/+1-Marken auf eine Artefaktkreatur deiner Wahl legen.)"
    )
    (kw,) = parse(text, "de").abilities
    assert [f.code for f in kw.findings] == ["reminder-mismatch"]
    assert "says 3 where the keyword says 2" in kw.findings[0].message
    bushido = "Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +3/+3 until end of turn.)"
    (kw,) = parse(bushido, "en").abilities
    assert "says 3, 3 where the keyword says 2" in kw.findings[0].message
