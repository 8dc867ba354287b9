"""Text as the user typed it: accents typed decomposed (Unicode NFD, as text copied from macOS
and some PDFs comes) read as the printed letters, with error columns counted in the text as
typed; ``source.span`` indexes ``source.text`` even where the card's name was read as "~"."""

from __future__ import annotations

import unicodedata

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta

# printed lines (Oracle EN, French and German prints)
PRINTED = {
    "en": "Destroy target creature. It can't be regenerated.",
    "fr": "Détruisez la créature ciblée. Elle ne peut pas être régénérée.",
    "de": "Zerstöre eine Kreatur deiner Wahl. Sie kann nicht regeneriert werden.",
}


def _nfd(text: str) -> str:
    return unicodedata.normalize("NFD", text)


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_decomposed_accents_read_like_the_printed_letters(lang: str) -> None:
    typed = _nfd(PRINTED[lang])
    assert typed != PRINTED[lang]  # the accents are combining marks
    got = parse(typed, lang).abilities
    assert [strip_meta(a.to_json()) for a in got] == [
        strip_meta(a.to_json()) for a in parse(PRINTED["en"]).abilities
    ]


def test_an_error_column_counts_the_characters_as_typed() -> None:
    # "Détruisez" and "créature" each have a combining accent before the unknown word: the
    # parser reads column 23 of the composed line, which is column 25 of the line as typed
    typed = _nfd("Vol\nDétruisez la créature zzz.")
    with pytest.raises(ParseError) as info:
        parse(typed, "fr")
    err = info.value
    assert (err.line, err.word) == (2, "zzz")
    assert typed.split("\n")[1][err.column - 1 :].startswith("zzz")
    line, caret = err.context.split("\n")
    # the caret stands under the word on screen, where a combining mark takes no place
    assert len(caret) - 1 == len(unicodedata.normalize("NFC", line).split(" zzz")[0]) + 1


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        # Pinnacle Spider: Oracle, and the name and line of a French print
        ("en", "Pinnacle Spider", "Pinnacle Spider can block as though it had flying."),
        (
            "fr",
            "Araignée des aiguilles rocheuses",
            "L'Araignée des aiguilles rocheuses peut bloquer comme si elle avait le vol.",
        ),
    ],
)
def test_the_span_indexes_the_text_as_typed_when_the_name_is_read(
    lang: str, name: str, text: str
) -> None:
    (ability,) = parse(text, lang, card_name=name).abilities
    src = ability.source
    assert src.text == text
    start, end = src.span
    assert src.text[start:end] == text  # the whole line, not the line with "~" for the name


def test_a_decomposed_card_name_is_the_card() -> None:
    name = "Araignée des aiguilles rocheuses"
    text = "L'Araignée des aiguilles rocheuses peut bloquer comme si elle avait le vol."
    got = parse(_nfd(text), "fr", card_name=_nfd(name)).abilities
    assert got == parse(text, "fr", card_name=name).abilities


@pytest.mark.parametrize(
    ("lang", "text", "words"),
    [
        # Questing Beast (ELD, Oracle), Demonlord Belzenlok (DOM, French and German), Lyra
        # Dawnbringer (DOM, German), Sigarda, Host of Herons (AVR, Oracle, a reminder added)
        ("en", "Vigilance, deathtouch, haste", ["Vigilance", "deathtouch", "haste"]),
        ("fr", "Vol, piétinement", ["Vol", "piétinement"]),
        ("de", "Fliegend, verursacht Trampelschaden", ["Fliegend", "verursacht Trampelschaden"]),
        (
            "de",
            "Fliegend, Erstschlag, Lebensverknüpfung",
            ["Fliegend", "Erstschlag", "Lebensverknüpfung"],
        ),
        (
            "en",
            "Flying, hexproof (This creature can't be the target of spells or abilities your "
            "opponents control.)",
            ["Flying", "hexproof"],
        ),
    ],
)
def test_each_keyword_listed_on_a_line_spans_its_own_words(
    lang: str, text: str, words: list[str]
) -> None:
    """Keywords listed on one line (CR 702.1: "Flying, trample") are abilities of their own:
    each one's span is its own words in the line as typed (it was the whole line for each);
    one keyword alone keeps the whole line, its reminder included."""
    abilities = parse(text, lang).abilities
    assert [a.source.text[slice(*a.source.span)] for a in abilities] == words
    assert all(a.source.text == text for a in abilities)
    (alone,) = parse("Flying (This creature can't be blocked except by fliers.)").abilities
    assert alone.source.span == (0, len(alone.source.text))


def test_keyword_spans_with_the_card_name_read_elsewhere_index_the_typed_line() -> None:
    """Bogardan Hellkite: its name is read as "~" on its other lines; the keyword line's spans
    still index it as typed."""
    card = parse(
        "Flying, first strike\nWhenever Bogardan Hellkite attacks, draw a card.",
        "en",
        card_name="Bogardan Hellkite",
    )
    flying, first_strike, trigger = card.abilities
    assert flying.source.text[slice(*flying.source.span)] == "Flying"
    assert first_strike.source.text[slice(*first_strike.source.span)] == "first strike"
    assert trigger.source.span == (0, len(trigger.source.text))
