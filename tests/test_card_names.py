"""A card's name in its own text (CR 201.4: the text refers to the object by its name) is found
by :class:`rulesparser.parser._NameMatcher` without compiling a regex per name: the same matches
as the regex of :func:`rulesparser.parser._name_pattern`."""

from __future__ import annotations

import json
import random
import re

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta
from rulesparser.lexicon import load_lexicon
from rulesparser.normalize import normalize_line, replace_spans
from rulesparser.parser import (
    _CASE_SIMPLE,
    _apply_card_name,
    _name_forms,
    _name_key,
    _name_matcher,
    _name_pattern,
    _remnants,
    _self_marks,
)
from rulesparser.short_names import printed_short_forms, short_name_forms

SIMPLE = "".join(sorted(_CASE_SIMPLE))


def test_case_simple_characters_compare_as_ignorecase() -> None:
    """Between two characters of _CASE_SIMPLE, ``re.IGNORECASE`` equates exactly those of equal
    ``str.lower`` (one character each), and ``\\s`` is ``str.isspace``."""
    for c in SIMPLE:
        assert len(c.lower()) == 1
        matched = set(re.findall(re.escape(c), SIMPLE, re.I))
        assert matched == {d for d in SIMPLE if d.lower() == c.lower()}, c
    assert set(re.findall(r"\s", SIMPLE)) == {c for c in SIMPLE if c.isspace()}


# names as printed (EN Oracle, FR and DE printings of the development sets)
NAMES = [
    ("en", "Serra Angel"),
    ("en", "Gisa, Glorious Resurrector"),
    ("en", "Urza's Saga"),
    ("fr", "Ange de Serra"),
    ("fr", "Gisa, la maîtresse des goules"),
    ("fr", "Liliana, la dernière espérance"),
    ("fr", "Œuvre de l'architecte"),
    ("de", "Keldonischer Marodeur"),
    ("de", "Intet der Träumer"),
    ("de", "Gisa, Herrin der Ghule"),
    ("de", "Schwarzer Lotus"),
]

WORDS = ["le", "la", "les", "l'", "de", "der", "s", "e", "er", "es", "x", ",", "~", "Quand"]


def _variant(rng: random.Random, name: str) -> str:
    """The name with its words re-cased, declined, run together or apart as card text and
    typing slips might have them."""
    out = []
    for w in name.split():
        if rng.random() < 0.3:
            w = w.upper() if rng.random() < 0.5 else w.lower()
        if rng.random() < 0.3:
            w = w[:-2] + rng.choice(["er", "es", "en", "em", "e", ""])
        out.append(w)
        out.append(rng.choice([" ", " ", "  ", "\t", "", "\u00a0"]))
    return "".join(out).strip()


@pytest.mark.parametrize(("lang", "name"), NAMES)
def test_name_matcher_finds_what_the_regex_finds(lang: str, name: str) -> None:
    forms, endings = _name_forms(name, lang)
    pattern = _name_pattern(forms, endings)
    matcher = _name_matcher(forms, endings)
    rng = random.Random(f"{lang}{name}")
    for _ in range(400):
        parts = []
        for _ in range(rng.randint(1, 6)):
            if rng.random() < 0.5:
                parts.append(_variant(rng, rng.choice([name, *forms])))
            else:
                parts.append(rng.choice(WORDS))
        line = rng.choice([" ", "", "  "]).join(parts)
        assert matcher.spans(line) == [m.span() for m in pattern.finditer(line)], line


# Auras named after the keyword they grant (M10 "Lifelink", "Vigilance", "Fear"): the keyword in
# their text is the keyword, not the card's name (CR 201.4), in every language
KEYWORD_NAMED = [
    ("en", "Lifelink", "Enchanted creature has lifelink.", "lifelink"),
    ("fr", "Lien de vie", "La créature enchantée a le lien de vie.", "lifelink"),
    ("de", "Lebensverknüpfung", "Die verzauberte Kreatur hat Lebensverknüpfung.", "lifelink"),
    (
        "fr",
        "Vigilance",
        "La créature enchantée a la vigilance. (Attaquer avec cette créature ne la fait pas "
        "s'engager.)",
        "vigilance",
    ),
    (
        "en",
        "Fear",
        "Enchanted creature has fear. (It can't be blocked except by artifact creatures and/or "
        "black creatures.)",
        "fear",
    ),
]


@pytest.mark.parametrize(("lang", "name", "text", "keyword"), KEYWORD_NAMED)
def test_card_named_as_a_keyword_grants_the_keyword(
    lang: str, name: str, text: str, keyword: str
) -> None:
    from rulesparser import parse
    from rulesparser.ast import strip_meta

    got = [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]
    expected = [
        strip_meta(a.to_json()) for a in parse(f"Enchanted creature has {keyword}.").abilities
    ]
    assert got == expected
    static = got[0]
    assert static["type"] == "grant_abilities"
    assert static["object"]["kind"] == "enchanted"
    assert [k["name"] for k in static["abilities"]] == [keyword]


def test_name_matcher_leaves_other_characters_to_the_regex() -> None:
    forms, endings = _name_forms("Sisay", "en")
    assert _name_matcher(forms, endings).spans("ſisay attacks") is None
    assert _name_matcher(forms, endings).spans("Sisay attacks") == [(0, 5)]


def test_a_rebalanced_card_is_named_in_its_text_without_the_prefix() -> None:
    """MTGJSON names Alchemy's rebalanced Esika's Chariot (KHM) "A-Esika's Chariot"; its text
    says "Esika's Chariot" (and a legendary short name, CR 201.5c, as the card's own)."""
    text = "Whenever Esika's Chariot attacks, create a token that's a copy of target token you control."
    (rebalanced,) = parse(text, "en", card_name="A-Esika's Chariot").abilities
    (printed,) = parse(text, "en", card_name="Esika's Chariot").abilities
    assert rebalanced.trigger == printed.trigger
    assert rebalanced.trigger.object == A.ObjectRef(kind="self")
    forms, _ = _name_forms("A-Alrund, God of the Cosmos", "en")
    assert "Alrund" in forms and "A-Alrund, God of the Cosmos" in forms


def test_the_name_is_a_whole_word() -> None:
    """A card's name inside a longer word is not the card (CR 201.4): a card named "X" leaves
    the x of "Exile", a "Fog" the start of "Fogwalker"; a German weak noun of the name keeps
    its own ending ("vom Auskeimenden Thalliden": Sporesower Thallid's "Thallid")."""
    (exile,) = parse("Exile target creature.", "en", card_name="X").abilities
    assert exile.effect == A.Exile(object=A.ObjectRef(kind="target", filter=("creature",)))
    forms, endings = _name_forms("Fog", "en")
    assert _name_matcher(forms, endings).spans("fogwalker and fog", None) == [(14, 17)]
    assert [m.span() for m in _name_pattern(forms, endings).finditer("Fogwalker and Fog")] == [
        (14, 17)
    ]
    german = parse(
        "Entferne drei Sporenmarken vom Auskeimenden Thalliden: Erzeuge einen 1/1 grünen "
        "Saproling-Kreaturenspielstein.",
        "de",
        card_name="Auskeimender Thallid",
    )
    assert not any(isinstance(a, A.Unparsed) for a in german.abilities)


SHORT_NAMED = [  # (card, [(lang, name, line)]): the same ability in the three languages
    (
        "Svyelun of Sea and Sky (MH2)",
        [
            ("en", "Svyelun of Sea and Sky", "Whenever Svyelun attacks, draw a card."),
            (
                "fr",
                "Svyelun des mers et des cieux",
                "À chaque fois que Svyelun attaque, piochez une carte.",
            ),
            ("de", "Svyelun von Meer und Himmel", "Immer wenn Svyelun angreift, ziehe eine Karte."),
        ],
    ),
    (
        "Syr Elenora, the Discerning (ELD)",
        [
            (
                "en",
                "Syr Elenora, the Discerning",
                "When Syr Elenora enters the battlefield, draw a card.",
            ),
            (
                "fr",
                "Syr Elenora, la Perspicace",
                "Quand Syr Elenora arrive sur le champ de bataille, piochez une carte.",
            ),
            (
                "de",
                "Syr Elenora die Scharfsichtige",
                "Wenn Syr Elenora ins Spiel kommt, ziehe eine Karte.",
            ),
        ],
    ),
    (
        "Syr Carah, the Bold (ELD)",
        [
            ("en", "Syr Carah, the Bold", "{T}: Syr Carah deals 1 damage to any target."),
            (
                "fr",
                "Syr Carah, l'Audacieuse",
                "{T} : Syr Carah inflige 1 blessure à n'importe quelle cible.",
            ),
            (
                "de",
                "Syr Carah die Tapfere",
                "{T}: Syr Carah fügt einem Ziel deiner Wahl 1 Schadenspunkt zu.",
            ),
        ],
    ),
]


@pytest.mark.parametrize(("card", "printings"), SHORT_NAMED, ids=[c for c, _ in SHORT_NAMED])
def test_a_legendary_card_named_by_its_first_words(
    card: str, printings: list[tuple[str, str, str]]
) -> None:
    """CR 201.5c: text may call a card by a shortened name: "Svyelun" for Svyelun of Sea and Sky,
    German "Syr Elenora" for "Syr Elenora die Scharfsichtige" (no comma), the card itself."""
    got = [
        [strip_meta(a.to_json()) for a in parse(line, lang, card_name=name).abilities]
        for lang, name, line in printings
    ]
    assert got[0] == got[1] == got[2]
    assert '"kind": "self"' in json.dumps(got[0])
    assert '"kind": "target"' not in json.dumps(got[0]).replace('"kinds"', "")  # (any target)


def test_a_short_name_only_where_the_line_fails_and_no_word_of_the_grammar() -> None:
    """The first word of a name is tried alone only where the full name leaves the line unread
    and it is no word of the grammar: Crovax the Cursed's "{B}: Crovax gains flying until end
    of turn.", Hazezon Tamar's "When Hazezon leaves the battlefield, ..."; never the creature
    type of Goblin King, nor "Marit" of Marit Lage's Slumber before the token's name."""
    (crovax,) = parse(
        "{B}: Crovax gains flying until end of turn.", "en", card_name="Crovax the Cursed"
    ).abilities
    assert crovax.effect.object == A.ObjectRef(kind="self")
    (hazezon,) = parse(
        "When Hazezon leaves the battlefield, exile all Sand Warriors.",
        "en",
        card_name="Hazezon Tamar",
    ).abilities
    assert hazezon.trigger.object == A.ObjectRef(kind="self")
    assert short_name_forms("Goblin King", "en") == ()
    (king,) = parse("Other Goblins get +1/+1.", "en", card_name="Goblin King").abilities
    assert king.effect.object.filter == ("other", "goblin", "creature")
    assert (
        printed_short_forms(
            "create Marit Lage, a legendary 20/20 black Avatar creature token",
            "Marit Lage's Slumber",
            "en",
        )
        == ()
    )


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        # Wall of Hope (Legions) and Angelic Wall (Odyssey), German printings: "Walls can't
        # attack." (the Wall type's rule until 2004), Oracle "Defender"
        ("de", "Mauer der Hoffnung", "(Mauern können nicht angreifen.)"),
        ("de", "Mauer der Engel", "(Mauern können nicht angreifen.)"),
        ("en", "Wall of Hope", "(Walls can't attack.)"),
    ],
)
def test_a_creature_type_first_in_a_name_is_no_short_name(lang: str, name: str, text: str) -> None:
    """A name's first word that is a creature type ("Mauer der Hoffnung") is not the card's
    short name (CR 201.5c names legendary objects so): "Mauern" in its text are Walls, and the
    Walls' rule is the card's defender, as its Oracle text says (CR 702.3)."""
    assert "Mauer" not in _name_forms(name, lang)[0]
    (ability,) = parse(text, lang, card_name=name).abilities
    (oracle,) = parse("Defender", "en").abilities
    assert strip_meta(ability.to_json()) == strip_meta(oracle.to_json())


def test_a_title_without_its_comma_and_a_name_without_its_regnal_number() -> None:
    """German prints "Karn der Silbergolem" for "Karn, der Silbergolem"; King Darien XLVIII
    (CR 201.5c) calls itself "King Darien" ("le Roi Darien", "König Darien")."""
    karn = parse(
        "Immer wenn Karn der Silbergolem blockt oder geblockt wird, erhält er -4/+4 bis zum Ende "
        "des Zuges.",
        "de",
        card_name="Karn, der Silbergolem",
    ).abilities[0]
    assert not isinstance(karn, A.Unparsed)
    assert all(
        t.object == A.ObjectRef(kind="self") for t in karn.trigger.triggers
    )  # blocks or becomes blocked: both of Karn itself
    for lang, name, text in [
        ("en", "King Darien XLVIII", "Sacrifice King Darien: Draw a card."),
        ("fr", "Roi Darien XLVIII", "Sacrifiez le Roi Darien : Piochez une carte."),
        ("de", "König Darien XLVIII.", "Opfere König Darien: Ziehe eine Karte."),
    ]:
        (ability,) = parse(text, lang, card_name=name).abilities
        assert ability.cost == A.Cost(components=(A.Sacrifice(object=A.ObjectRef(kind="self")),))


# names whose first word is short, glued to a comma or an apostrophe, or prefixed
KEYED_NAMES = [
    *NAMES,
    ("de", "Ob Nixilis, der Gefallene"),
    ("de", "Chronist der Ewigkeit"),
    ("en", "A-Esika's Chariot"),
    ("en", "Æther Vial"),
    ("fr", "Ob Nixilis, le déchu"),
]


@pytest.mark.parametrize(("lang", "name"), KEYED_NAMES)
def test_a_line_without_the_first_letters_of_the_name_is_left_as_it_is(
    lang: str, name: str
) -> None:
    """The card's name is replaced by "~" exactly where the regex of its forms finds it, also
    when the matcher is not made for a line (:func:`_name_key`: a line without the first
    letters of the name's first word holds no form of it)."""
    forms, endings = _name_forms(name, lang)
    remnants = _remnants(lang)
    pattern = _name_pattern(forms, endings, remnants)
    lex = load_lexicon(lang)
    rng = random.Random(f"key{lang}{name}")
    skipped = 0
    for _ in range(400):
        parts = []
        for _ in range(rng.randint(1, 6)):
            if rng.random() < 0.3:
                parts.append(_variant(rng, rng.choice([name, *forms])))
            else:
                parts.append(rng.choice(WORDS))
        line = normalize_line(rng.choice([" ", "", "  "]).join(parts))
        spans = [m.span() for m in pattern.finditer(line)]
        expected = replace_spans(spans, _self_marks(spans, line), line)
        assert _apply_card_name(line, None, name, lex)[0] == expected, line
        skipped += _name_key(name) not in line.lower()
    assert skipped  # some lines were left without a matcher


@pytest.mark.parametrize(
    ("name", "line", "expected"),
    [
        # a name without a comma of its own: the comma after it is the sentence's
        (
            "Rudel-Mastiff",
            "Jede Kreatur namens Rudel-Mastiff, die du kontrollierst, erhält +1/+0.",
            "Jede Kreatur namens ~ , die du kontrollierst, erhält +1/+0.",
        ),
        # a name with an apposition: the comma closing it belongs to the name ("~,")
        (
            "Kyodai, Seele der Kamigawa",
            "Wenn Kyodai, Seele der Kamigawa, ins Spiel kommt, ziehe eine Karte.",
            "Wenn ~, ins Spiel kommt, ziehe eine Karte.",
        ),
    ],
)
def test_a_comma_after_the_name_is_the_names_only_after_an_apposition(
    name: str, line: str, expected: str
) -> None:
    assert _apply_card_name(line, None, name, load_lexicon("de"))[0] == expected
