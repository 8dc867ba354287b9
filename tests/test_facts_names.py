"""The card name is removed from a printed line before its facts are read (rulesparser.facts):
found ignoring case exactly as ``re.I`` finds it, whatever the characters."""

from __future__ import annotations

import re
import string

import pytest

from rulesparser.facts import ASCII_CASE_EQUIVALENTS, line_facts, text_facts


def test_the_ascii_case_equivalents_are_all_of_pythons() -> None:
    # every non-ASCII character that re.I matches with an ASCII character, and none other
    # lower-cases to something holding an ASCII character
    any_ascii = re.compile(r"[\x00-\x7f]", re.I)
    found = {}
    lowers_to_ascii = []
    for code in range(128, 0x110000):
        ch = chr(code)
        if any_ascii.fullmatch(ch):
            found[ch] = next(a for a in string.ascii_lowercase if re.fullmatch(a, ch, re.I))
        elif any(c.isascii() for c in ch.lower()):
            lowers_to_ascii.append(ch)
    assert found == ASCII_CASE_EQUIVALENTS
    assert lowers_to_ascii == []


def _facts_by_regex(text: str, lang: str, name: str) -> dict:
    """The facts of ``text`` with the name removed by ``re.sub(re.escape(name), re.I)``."""
    removed = re.sub(re.escape(name), " ", text, flags=re.I)
    f = text_facts(removed, lang)
    return {k: dict(v) for k, v in f.values.items()}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Kiss of the Amesha deals 2 damage.", "Kiss of the Amesha"),
        ("KİSS OF THE AMESHA deals 2 damage.", "Kiss of the Amesha"),  # dotted capital I
        ("Kıss of the Amesha deals 2 damage.", "Kiss of the Amesha"),  # dotless i
        ("Kiſs of the Amesha deals 2 damage.", "Kiss of the Amesha"),  # long s
        ("\u212aiss of the Amesha deals 2 damage.", "Kiss of the Amesha"),  # Kelvin sign
        ("Flammenkäfer fügt 2 Schadenspunkte zu.", "Flammenkäfer"),
        ("FLAMMENKÄFER fügt 2 Schadenspunkte zu.", "Flammenkäfer"),
        ("Élémental de foudre inflige 3 blessures.", "élémental de foudre"),
        ("Knight of the Holy Nimbus gets +2/+2.", "Three Knights"),  # no occurrence
    ],
)
def test_a_card_name_is_removed_in_any_case(text: str, name: str) -> None:
    lang = "de" if "Schaden" in text else "fr" if "blessures" in text else "en"
    got = text_facts(text, lang, name)
    assert {k: dict(v) for k, v in got.values.items()} == _facts_by_regex(text, lang, name)


def test_the_digits_of_a_card_name_are_no_number() -> None:
    # the 9 of "Ajani 9" is no number of the line; the line's own number stays
    facts = line_facts("Ajani 9 deals 3 damage to any target.", "en", "Ajani 9")
    assert dict(facts.head.values["number"]) == {3: 1}


def test_a_name_is_removed_where_re_i_finds_it_without_a_pattern() -> None:
    # an ASCII name is found in the case-folded text (no pattern compiled per card name): the
    # same text as re.sub(re.escape(name), " ", text, flags=re.I), the case-equivalent
    # characters, repeated and overlapping occurrences included
    import random

    from rulesparser.facts import _remove_name

    rng = random.Random(11)
    letters = "abkisAKIS \u0130\u0131\u017f\u212a\u00e9"
    cases = [
        ("Bird", "bird of BIRD birdbird and B\u0130rd \u017f B\u0131rd"),
        ("aa", "aaaaa"),
        ("Kor", "\u212aor Kor kor"),
        ("Élan", "élan ÉLAN Elan"),
    ]
    for _ in range(3000):
        name = "".join(rng.choice("abkisAKIS ") for _ in range(rng.randint(3, 5)))
        text = "".join(rng.choice(letters) for _ in range(rng.randint(0, 30)))
        cases.append((name, text))
    for name, text in cases:
        assert _remove_name(name, text) == re.sub(re.escape(name), " ", text, flags=re.I)
