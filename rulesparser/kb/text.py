"""Text helpers of the knowledge base: accent folding, name keys and ruling similarity.

Every lookup key in the database is built with :func:`fold` so that "Maraudeurs Keldes",
"maraudeurs keldes" and "MARAUDEURS KELDES" (and "etourdissement" / "étourdissement") meet.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Sequence

_QUOTES = str.maketrans(
    {
        "\u2019": "'",
        "\u2018": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u00ab": '"',
        "\u00bb": '"',
        "\u00a0": " ",
        "\u202f": " ",
        "\u2014": "-",
        "\u2013": "-",
    }
)
_LIGATURES = {"æ": "ae", "œ": "oe", "ß": "ss"}
#: every character with a non-zero combining class (what ``unicodedata.combining`` tests),
#: mapped to None for ``str.translate``
_COMBINING = {c: None for c in range(0x300, 0x110000) if unicodedata.combining(chr(c))}
_SPACES = re.compile(r"\s+")
_WORD = re.compile(r"[0-9a-z+\-/*{}]+(?:'[a-z]+)?")


def fold(text: str) -> str:
    """Return ``text`` case-folded, with diacritics removed and quotes/dashes/spaces unified.

    ``fold("Étourdissement")`` -> ``"etourdissement"``; ``fold("Æther")`` -> ``"aether"``.
    """
    text = text.translate(_QUOTES).casefold()
    if not text.isascii():
        for lig, rep in _LIGATURES.items():
            text = text.replace(lig, rep)
        text = unicodedata.normalize("NFKD", text).translate(_COMBINING)
    return _SPACES.sub(" ", text).strip()


def name_key(name: str) -> str:
    """Lookup key of a card or keyword name: folded, punctuation other than ' removed.

    ``name_key("Dead // Gone")`` -> ``"dead gone"``; ``name_key("Fa'adiyah Seer")`` keeps ``'``.
    """
    folded = fold(name)
    return " ".join(re.findall(r"[0-9a-z']+", folded))


def words(text: str) -> list[str]:
    """Folded word tokens of ``text`` (keeps mana symbols and ``+1/+1`` as words)."""
    return _WORD.findall(fold(text))


def apply_replacements(text: str, replacements: Sequence[tuple[str, str]]) -> str:
    """Fold ``text`` and apply the (old, new) phrase ``replacements`` in order, on word
    boundaries. The replacement table lives in ``kb/ruling_normalizations.yaml``."""
    out = " " + " ".join(words(text)) + " "
    for old, new in replacements:
        out = out.replace(f" {old} ", f" {new} ")
    return out.strip()


def similarity(a: str, b: str, replacements: Sequence[tuple[str, str]] = ()) -> float:
    """Similarity in [0, 1] of two wordings: difflib ratio over normalised word lists.

    ``replacements`` maps old wording to new ("put into a graveyard from play" -> "... from the
    battlefield") so that the same ruling in 2007 and 2021 wording scores high.
    """
    return normalized_similarity(
        apply_replacements(a, replacements), apply_replacements(b, replacements)
    )


def normalized_similarity(a: str, b: str) -> float:
    """:func:`similarity` of two wordings already normalised by :func:`apply_replacements`."""
    wa = a.split()
    wb = b.split()
    if not wa or not wb:
        return 0.0
    return difflib.SequenceMatcher(None, wa, wb, autojunk=False).ratio()


def contains_phrase(text_folded: str, phrases: Iterable[str]) -> bool:
    """True if any folded phrase occurs in the folded text on word boundaries."""
    for phrase in phrases:
        if not phrase:
            continue
        if re.search(r"(?<![0-9a-z])" + re.escape(phrase) + r"(?![0-9a-z])", text_folded):
            return True
    return False


_ITALIC = re.compile(r"(?<![\w_])_([^_\n]+?)_(?![\w_])( (?=[,.;]))?")
_MARKS = (("(R)", "®"), ("(TM)", "™"))


def display_text(text: str) -> str:
    """Clean the Markdown-ish markup of scraped source text for display (the stored wording
    is left unchanged): ``_Time Spiral_`` -> ``Time Spiral``, ``(R)`` -> ``®``, ``(TM)`` ->
    ``™``, and the space the scrape left before a comma after an italic title removed
    (``_Chaos planaire_ , il`` -> ``Chaos planaire, il``)."""
    text = _ITALIC.sub(r"\1", text)
    for raw, mark in _MARKS:
        text = text.replace(raw, mark)
    return text
