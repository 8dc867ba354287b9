"""Reminder templates with a number slot: ``{N}`` in locales/<lang>/reminders.yaml.

A keyword with a number parameter (bushido N, modular N, crew N, CR 702.45/702.43/702.122) prints
the number in its reminder: "Bushido 2 (Whenever this creature blocks or becomes blocked, it gets
+2/+2 until end of turn.)", "Modularité 2 (... avec deux marqueurs +1/+1 ...)", "Bausteine 2
(... mit zwei +1/+1-Marken ...)". A template written with ``{N}`` where the number goes matches the
printed text whatever the number, written in digits or as a number word of the language's
``NUMWORD`` class (locales/<lang>/lexicon.yaml, with its inflections: "zwei", "zweier"); the
numbers read there are returned so that the caller can check them against the keyword's own
parameter. Nothing here names a language.
"""

from __future__ import annotations

import functools
import re

from rulesparser.lexicon import Lexicon, load_lexicon
from rulesparser.normalize import normalize_line

#: how a template marks the number slot
PLACEHOLDER = "{N}"
_SLOT = "\ue000"  # private-use character standing for the slot while the template is normalised


def template_key(text: str) -> str:
    """The matching key of a reminder text: lower case, mana-symbol runs as ``{cost}``, spaces
    collapsed, no final full stop (the normalisation of the parser's exact templates)."""
    t = text.lower()
    t = re.sub(r"(?:\{[^}]+\})+", "{cost}", t)
    return re.sub(r"\s+", " ", t).strip().rstrip(".")


def has_slot(text: str) -> bool:
    """Whether a reminders.yaml text is a number template (contains ``{N}``)."""
    return PLACEHOLDER in text


def _number_alternation(lex: Lexicon) -> str:
    words = sorted(lex.reverse.get("NUMWORD", {}), key=len, reverse=True)
    alts = [r"\d+"] + [r"\s+".join(re.escape(p) for p in w.split()) for w in words]
    return r"(?<![\w])(" + "|".join(alts) + r")(?![\w])"


@functools.cache
def number_templates(lang: str) -> dict[str, list[re.Pattern[str]]]:
    """Keyword id -> compiled number templates of ``lang`` (the ``{N}`` texts of
    locales/<lang>/reminders.yaml). Each pattern matches a :func:`template_key` whole; its groups
    are the printed numbers."""
    lex = load_lexicon(lang)
    number = _number_alternation(lex)
    out: dict[str, list[re.Pattern[str]]] = {}
    for kid, texts in lex.reminders.items():
        for text in texts:
            if not has_slot(text):
                continue
            key = template_key(normalize_line(text.replace(PLACEHOLDER, _SLOT)))
            pattern = re.escape(key).replace(re.escape(_SLOT), number)
            out.setdefault(kid, []).append(re.compile(pattern))
    return out


def numbers_said(lang: str, kid: str, reminder: str) -> list[int] | None:
    """The numbers a reminder of keyword ``kid`` prints in the slots of the first number template
    of ``lang`` it matches (digits or number words read through the lexicon's NUMWORD class), or
    None when no number template matches. Example: ``numbers_said("de", "modular", "Diese Kreatur
    kommt mit zwei +1/+1-Marken ins Spiel. ...")`` -> ``[2]``."""
    templates = number_templates(lang).get(kid)
    if not templates:
        return None
    key = template_key(normalize_line(reminder))
    words = load_lexicon(lang).reverse.get("NUMWORD", {})
    for pattern in templates:
        m = pattern.fullmatch(key)
        if m:
            values = []
            for g in m.groups():
                g = " ".join(g.split())
                values.append(int(g) if g.isdigit() else int(words[g]))
            return values
    return None
