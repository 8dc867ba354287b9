"""French grammar and lexicon (grammar/fr/keywords.lark, locales/fr/*.yaml).

What a user checks: the French CR keyword clauses of the seeds give the same KeywordDefinition as
the English clause of the same rule; French reminders that say something else than the keyword's
CR definition are reported (``reminder-mismatch``), including a real misprint; the stun-counter
reminder of the DMU article is a replacement effect; eras and typography do not change the AST.
Sources: seeds/000 (CR 702.60a-c, French and English), seeds/003 (Planar Chaos FAQ, CR 502.60a-c
and 502.19a in English and in its French half), seeds/004 (stun counters, DMU), MTGJSON printings.
"""

from __future__ import annotations

import json
import re

import pytest
from _shared import CORPUS, SEEDS, needs_shared

from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.ast import strip_meta
from rulesparser.lexicon import load_lexicon
from rulesparser.parser import parse_keyword_definition


def _plain(node: A.Node) -> object:
    return strip_meta(node.to_json())


def _abilities(text: str, lang: str, card_name: str | None = None) -> list[object]:
    return [_plain(a) for a in parse(text, lang, card_name=card_name).abilities]


# ------------------------------------------------------------------ CR clauses (embedded seed text)

# seeds/000: the French wiki page quotes CR 702.60a-c in French and in English
CR_702_60 = [
    (
        "702.60a La disparition représente trois capacités. « Disparition N » signifie « Ce permanent "
        "arrive sur le champ de bataille avec N marqueurs « temps » sur lui » et « Au début de votre "
        "entretien, si ce permanent a un marqueur « temps » sur lui, retirez-en un » et « Quand le "
        "dernier marqueur « temps » est retiré de ce permanent, sacrifiez-le. »",
        "702.60a Vanishing is a keyword that represents three abilities. “Vanishing N” means “This "
        "permanent enters the battlefield with N time counters on it,” “At the beginning of your "
        "upkeep, if this permanent has a time counter on it, remove a time counter from it,” and "
        "“When the last time counter is removed from this permanent, sacrifice it.”",
    ),
    (
        "702.60b Disparition sans nombre signifie « Au début de votre entretien, si ce permanent a un "
        "marqueur « temps » sur lui, retirez-en un » et « Quand le dernier marqueur « temps » est "
        "retiré de ce permanent, sacrifiez-le. »",
        "702.60b Vanishing without a number means “At the beginning of your upkeep, if this permanent "
        "has a time counter on it, remove a time counter from it” and “When the last time counter is "
        "removed from this permanent, sacrifice it.”",
    ),
    (
        "702.60c Si un permanent a plusieurs occurrences de disparition, chacune fonctionne séparément.",
        "702.60c If a permanent has multiple instances of vanishing, each works separately.",
    ),
]


@pytest.mark.parametrize("fr, en", CR_702_60, ids=["702.60a", "702.60b", "702.60c"])
def test_french_cr_702_60_equals_english(fr: str, en: str) -> None:
    french = parse_keyword_definition(fr, "fr")
    assert french.keyword == "vanishing"
    assert _plain(french) == _plain(parse_keyword_definition(en, "en"))


def test_french_702_60a_has_three_abilities_parameterised_by_n() -> None:
    d = parse_keyword_definition(CR_702_60[0][0], "fr")
    assert d.rule == "702.60a" and d.variable == "N" and len(d.abilities) == 3
    enters, upkeep, last = d.abilities
    assert (
        enters.replacement.amount == A.Variable(name="N") and enters.replacement.counter == "time"
    )
    # "retirez-en un": the counter is the one the intervening "if" names (CR 603.4)
    assert upkeep.condition.counter == "time" and upkeep.effect.counter == "time"
    assert upkeep.effect.amount == 1
    assert last.trigger.counter == "time" and isinstance(last.effect, A.Sacrifice)


def test_french_702_60c_is_represented_not_dropped() -> None:
    d = parse_keyword_definition(CR_702_60[2][0], "fr")
    assert (d.keyword, d.instances, d.abilities) == ("vanishing", "separate", ())


def _seed_rules(path_glob: str, rule: str, start: int = 0) -> list[str]:
    path = next(SEEDS.glob(path_glob))
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line for line in lines[start:] if line.startswith(rule + " ")]


@needs_shared
@pytest.mark.parametrize("rule", ["502.60a", "502.60b", "502.60c", "502.19a"])
def test_french_half_of_planar_chaos_faq_equals_english(rule: str) -> None:
    path = next(SEEDS.glob("003_*.txt"))
    lines = path.read_text(encoding="utf-8").splitlines()
    # the French half starts at the second "LA FAQ EN VF" line
    french_start = [i for i, line in enumerate(lines) if "LA FAQ EN VF" in line][1]
    fr = _seed_rules("003_*.txt", rule, french_start)[0]
    en = _seed_rules("003_*.txt", rule)[0]
    assert _plain(parse_keyword_definition(fr, "fr")) == _plain(parse_keyword_definition(en, "en"))


@needs_shared
@pytest.mark.parametrize("rule", ["702.60a", "702.60b", "702.60c"])
def test_seed_000_french_clauses_parse(rule: str) -> None:
    fr, en = _seed_rules("000_*.txt", rule)  # French first, then the English original
    assert _plain(parse_keyword_definition(fr, "fr")) == _plain(parse_keyword_definition(en, "en"))


# ------------------------------------------------------------------ reminder checks

VANISHING_3_2006 = (
    "Disparition 3 (Ce permanent arrive en jeu avec, sur lui, {n} marqueurs « temps ». Au début de "
    "votre entretien, retirez-lui un marqueur « temps ». Quand le dernier marqueur est retiré, "
    "sacrifiez le permanent.)"
)


def test_right_number_gives_no_finding() -> None:
    kw = parse(VANISHING_3_2006.format(n="trois"), "fr").abilities[0]
    assert kw.name == "vanishing" and kw.parameter == 3 and kw.findings == ()


def test_wrong_number_in_reminder_is_a_finding() -> None:
    kw = parse(VANISHING_3_2006.format(n="deux"), "fr").abilities[0]
    assert [f.code for f in kw.findings] == ["reminder-mismatch"]
    # the keyword's abilities still come from the CR (the authority): three time counters
    assert kw.abilities[0].replacement.amount == 3
    assert kw.findings[0].actual[0]["replacement"]["amount"] == 2


def test_real_misprint_mold_shambler_zen_is_found() -> None:
    # Zendikar French printing: "Kick {1}{G}" but its reminder says {1}{R} (MTGJSON ZEN foreignData)
    line = (
        "Kick {1}{G} (Vous pouvez payer {1}{R} supplémentaires au moment où vous lancez ce sort.)"
    )
    kw = parse(line, "fr").abilities[0]
    assert [f.code for f in kw.findings] == ["reminder-mismatch"]
    assert kw.findings[0].actual[0]["cost"]["components"][0]["symbols"] == ["1", "R"]


def test_unknown_reminder_of_a_keyword_without_definition_is_reported() -> None:
    # Gloomshrieker's French printing carries the English reminder (MTGJSON foreignData)
    line = "Menace (This creature can't be blocked except by two or more creatures.)"
    kw = parse(line, "fr").abilities[0]
    assert kw.name == "menace"
    assert [f.code for f in kw.findings] == ["reminder-unrecognised"]


def test_known_printed_reminder_of_a_keyword_without_definition() -> None:
    line = "Portée (Cette créature peut bloquer les créatures avec le vol.)"
    kw = parse(line, "fr").abilities[0]
    assert (kw.name, kw.findings) == ("reach", ())
    assert (
        _plain(kw) == _abilities("Reach (This creature can block creatures with flying.)", "en")[0]
    )


# ------------------------------------------------------------------ stun counters (CR 122.1d)

STUN_FR = (
    "Si un permanent avec un marqueur « étourdissement » devait devenir dégagé, retirez-lui en un "
    "à la place."
)
STUN_EN = "If a permanent with a stun counter would become untapped, remove one from it instead."


def test_stun_reminder_is_a_replacement_effect() -> None:
    (effect,) = parse(STUN_FR, "fr").abilities
    assert isinstance(effect, A.ReplacementEffect) and effect.mode == "instead"
    assert effect.replacement == A.RemoveCounters(
        counter="stun", amount=1, object=effect.replacement.object
    )
    assert _plain(effect) == _abilities(STUN_EN, "en")[0]


@needs_shared
def test_stun_reminder_of_the_dmu_article() -> None:
    text = next(SEEDS.glob("004_*.txt")).read_text(encoding="utf-8")
    m = re.search(r"\(Si un permanent avec un\s+marqueur.*?à la place\.\)", text, re.S)
    assert m, "the stun reminder is in seeds/004"
    reminder = " ".join(m.group(0)[1:-1].split())  # the article wraps the sentence over lines
    assert _abilities(reminder, "fr") == _abilities(STUN_EN, "en")


# ------------------------------------------------------------------ eras and typography


@pytest.mark.parametrize(
    "line, era",
    [
        (VANISHING_3_2006.format(n="trois"), "2006"),
        (VANISHING_3_2006.format(n="trois").replace("en jeu", "sur le champ de bataille"), "2009"),
    ],
)
def test_era_is_recorded_under_source(line: str, era: str) -> None:
    kw = parse(line, "fr").abilities[0]
    assert kw.source.era == era and kw.findings == ()


@pytest.mark.parametrize(
    "variant",
    [
        # straight quotes instead of guillemets, no-break spaces, curly apostrophe, "--" dash
        "Écho -- Défaussez-vous d’une carte. (Au début de votre entretien, si ce permanent est passé "
        "sous votre contrôle depuis le début de votre dernier entretien, sacrifiez-le à moins que vous "
        "ne payiez son coût d'écho.)",
        "Écho—Défaussez-vous d'une carte.",
        "ÉCHO \u2014 défaussez-vous d'une carte.",
    ],
)
def test_typography_does_not_matter(variant: str) -> None:
    assert _abilities(variant, "fr") == _abilities("Echo—Discard a card.", "en")


def test_suspend_x_with_its_note() -> None:
    fr = _abilities("Suspension X — {X}{W}{W} X ne peut pas être 0.", "fr")
    assert fr == _abilities("Suspend X—{X}{W}{W}. X can't be 0.", "en")


def test_bad_french_line_is_a_parse_error_with_position() -> None:
    with pytest.raises(ParseError) as exc:
        parse("Disparition 3 (Ce permanent arrive en jeu avec, sur lui, trois bananes.)", "fr")
    assert exc.value.line == 1 and exc.value.column > 15


def test_lenient_mode_keeps_the_unparsed_line() -> None:
    card = parse("Vol\nCeci n'est pas une capacité.", "fr", lenient=True)
    assert card.abilities[0].name == "flying"
    assert isinstance(card.abilities[1], A.Unparsed)


# ------------------------------------------------------------------ a real slice of the corpus

LISTED = {"vanishing", "echo", "suspend", "kicker", "multikicker", "morph", "madness", "flash"}


@needs_shared
def test_future_sight_french_keyword_lines_agree_with_english() -> None:
    """Every French keyword line (listed keywords) of the Future Sight set file whose English
    printing parses, parses too, has no finding and gives the AST of the English printing."""
    data = json.loads((CORPUS / "mtgjson/sets_v5.2.0_20220425/FUT.json").read_text("utf-8"))
    fr_names = {n: k for k, ns in load_lexicon("fr").keywords.items() for n in ns}
    en_names = {n: k for k, ns in load_lexicon("en").keywords.items() for n in ns}

    def kid(line: str, names: dict[str, str]) -> str | None:
        head = re.match(r"[^\s(,;{—]+", line.lower())
        return names.get(head.group(0)) if head else None

    checked = 0
    for card in data["data"]["cards"]:
        fr_text = next(
            (f.get("text") for f in card.get("foreignData", []) if f["language"] == "French"), None
        )
        for line in (fr_text or "").split("\n"):
            k = kid(line, fr_names)
            if k not in LISTED or re.search(r"[,;]", line.split("(")[0]):
                continue  # keyword lists ("Vol, débordement") mix keywords of other sections
            en_line = next(x for x in card.get("text", "").split("\n") if kid(x, en_names) == k)
            try:
                en_ast = _abilities(en_line, "en")
            except ParseError:
                # a shape the English grammar does not know yet: the French line must not parse
                # either (no language reads more than English)
                with pytest.raises(ParseError):
                    parse(line, "fr")
                continue
            fr_ast = parse(line, "fr").abilities
            assert [f for a in fr_ast for f in a.findings] == [], line
            assert [_plain(a) for a in fr_ast] == en_ast, line
            checked += 1
    assert checked >= 20


# ------------------------------------------------------------------ costs after a keyword dash


def test_kicker_action_cost_reminder_is_checked_against_the_cost() -> None:
    # Dwarven Landslide (APC, MTGJSON foreignData): mana and a sacrifice, in the reminder as
    # infinitives ("payer ... et sacrifier ...") where the keyword line has imperatives
    line = (
        "Kick — {2}{R}, sacrifiez un terrain (Vous pouvez payer {2}{R} et sacrifier un terrain en "
        "supplément de tous autres coûts quand vous jouez ce sort.)"
    )
    (kw,) = parse(line, "fr").abilities
    assert (kw.name, kw.findings) == ("kicker", ())
    mana, sacrifice = kw.parameter.components
    assert mana.symbols == ("2", "R") and sacrifice.object.filter == ("land",)
    # the same reminder naming two lands does not say what the keyword line says
    wrong = line.replace("sacrifier un terrain", "sacrifier deux terrains")
    (kw,) = parse(wrong, "fr").abilities
    assert [f.code for f in kw.findings] == ["reminder-mismatch"]


def test_french_adjectives_after_the_noun_give_the_english_filter() -> None:
    # Blood Tribute (ZEN), Goblin Barrage (DOM), Gift of Doom (C19), Watcher of the Roost (KTK)
    pairs = [
        (
            "Kick — Engagez un vampire dégagé que vous contrôlez.",
            "Kicker—Tap an untapped Vampire you control.",
        ),
        ("Kick — Sacrifiez un artefact ou un gobelin.", "Kicker—Sacrifice an artifact or Goblin."),
        ("Mue — Sacrifiez une autre créature.", "Morph—Sacrifice another creature."),
        (
            "Mue — Révélez une carte blanche de votre main.",
            "Morph—Reveal a white card in your hand.",
        ),
        (
            "Mue — Renvoyez deux îles que vous contrôlez dans la main de leur propriétaire.",
            "Morph—Return two Islands you control to their owner's hand.",
        ),
    ]
    for fr, en in pairs:
        assert _abilities(fr, "fr") == _abilities(en, "en"), fr


def test_cost_words_do_not_leak_into_other_number_phrases() -> None:
    # "deux créatures" is a cost object only after a cost verb: a card line with a number before
    # "créatures ciblées" (Stall for Time's sibling shape, grammar/fr/cards.lark) still parses
    (ability,) = parse("Engagez jusqu'à deux créatures ciblées.", "fr").abilities
    assert (ability.to_json()["type"], ability.findings) == ("spell_ability", ())
