"""Cross-check translations: the same printing in several languages must mean the same.

The AST is language-neutral, so a French or German text whose abilities (or whose parsed reminder
text) differ from the English ones is a translation finding: a wrong number, a wrong counter, a
missing clause. Unlike the reminder-versus-CR check (which allows the abbreviations recorded in
kb/keywords.yaml), there is no slack between languages: reminders are compared as parsed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rulesparser import ast as A
from rulesparser.ast import first_difference
from rulesparser.parser import parse


def comparable_view(node: A.Node) -> dict[str, Any]:
    """A node's JSON without ``source``/``findings``, plus its parsed reminder under ``reminder``."""
    data = A.strip_meta(node.to_json())
    reminder = node.source.reminder if node.source else None
    if reminder is not None:
        data["reminder"] = [A.strip_meta(r.to_json()) for r in reminder]
    return data


def ability_difference(reference: A.Node, other: A.Node) -> tuple[str, Any, Any] | None:
    """The first difference ``(JSON path, reference value, other value)`` between two parses of
    the same ability in two languages, or None: in the abilities themselves, or in their parsed
    reminders when both printings have one the parser recognised (a printing without reminder
    text, or with one that parses to nothing, has nothing to compare)."""
    a, b = comparable_view(reference), comparable_view(other)
    if not a.get("reminder") or not b.get("reminder"):
        a.pop("reminder", None)
        b.pop("reminder", None)
    return first_difference(a, b)


def _line_no(node: A.Node) -> int:
    return node.source.line if node.source is not None else 0


def reordered(pairs: Sequence[tuple[A.Node, A.Node]], i: int) -> bool:
    """True when the translated ability of ``pairs[i]`` (pairs of (reference, translation)
    abilities in printed order) equals another reference ability of the same printed line: a
    keyword list in another order ("Eile, verursacht Trampelschaden" for "Trample, haste") is
    the same abilities, no finding."""
    a, b = pairs[i]
    return any(
        j != i
        and _line_no(a2) == _line_no(a)
        and _line_no(b2) == _line_no(b)
        and ability_difference(a2, b) is None
        for j, (a2, b2) in enumerate(pairs)
    )


@dataclass
class CrossCheck:
    """The result of :func:`crosscheck`: ``findings`` (their ``message`` starts with the
    language, line and basis: ``"de line 2 (facts): ..."``), ``notes`` (lines that do not parse
    and were compared by the facts they state, or not at all), and per language the number of
    lines ``compared`` and ``not_comparable``."""

    findings: list[A.Finding] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    compared: dict[str, tuple[int, int]] = field(default_factory=dict)


def crosscheck(
    texts: dict[str, str], names: dict[str, str] | None = None, reference: str = "en"
) -> CrossCheck:
    """Compare the texts of one printing in several languages with the ``reference`` text, line
    by line (:func:`rulesparser.kb.printings.compare_units`): lines both sides parse by their
    abilities (basis ``ast``), the others by the facts both state without the grammar (basis
    ``facts``: mana symbols, numbers, P/T, counters, keywords, targets, opponents;
    :mod:`rulesparser.facts`); a line one side lacks is a ``line-missing``/``line-extra``
    finding. ``texts``: language code -> rules text; ``names``: language code -> card name in
    that language (self references). Raises ``KeyError`` when ``reference`` is not in
    ``texts``."""
    from rulesparser.kb.printings import compare_units, text_units

    if reference not in texts:
        raise KeyError(reference)
    names = names or {}
    out = CrossCheck()
    units = {}
    for lang, text in texts.items():
        card = parse(text, lang, card_name=names.get(lang), lenient=True)
        units[lang] = text_units(text, card, lang, names.get(lang, ""))
        for ab in card.abilities:
            if isinstance(ab, A.Unparsed):
                line = ab.source.line if ab.source else 0
                out.notes.append(
                    f"{lang} line {line} does not parse ({ab.error}): compared by the facts "
                    "it states"
                )
    for lang in texts:
        if lang == reference:
            continue
        compared, not_comparable, found = compare_units(
            units[reference], units[lang], lang, reference=reference, ast_alone=True
        )
        out.compared[lang] = (compared, not_comparable)
        for f in found:
            where = f"{lang} line {f.line}" if f.line else lang
            out.findings.append(
                A.Finding(
                    code=f.code,
                    message=f"{where} ({f.basis}): {f.message}",
                    expected=f.expected,
                    actual=f.actual,
                )
            )
    return out


def compare_printings(
    texts: dict[str, str], names: dict[str, str] | None = None, reference: str = "en"
) -> list[A.Finding]:
    """The findings of :func:`crosscheck` (an unparsable line is compared by its facts, not
    reported as an error). Raises ``KeyError`` when ``reference`` is not in ``texts``."""
    return crosscheck(texts, names, reference).findings


def compare_abilities(
    ref: Sequence[A.Node], abilities: Sequence[A.Node], label: str, reference: str
) -> list[A.Finding]:
    """Compare the parsed abilities of one text (``label``: its language, or e.g. "oracle en")
    with those of the ``reference`` text, ability by ability in printed order. Returns
    ``translation-lines`` (a different number of abilities) and ``translation-mismatch`` (the
    first differing path of an ability, with both values) findings; a keyword list in another
    order is no finding (:func:`reordered`)."""
    findings: list[A.Finding] = []
    if len(abilities) != len(ref):
        findings.append(
            A.Finding(
                code="translation-lines",
                message=f"{label} has {len(abilities)} abilities, {reference} has {len(ref)}",
            )
        )
    pairs = list(zip(ref, abilities, strict=False))
    for i, (mine, theirs) in enumerate(pairs):
        diff = ability_difference(mine, theirs)
        if diff and not reordered(pairs, i):
            path, expected, actual = diff
            findings.append(
                A.Finding(
                    code="translation-mismatch",
                    message=f"{label} ability {i + 1}: {path} is {json.dumps(actual, ensure_ascii=False)}"
                    f" where {reference} has {json.dumps(expected, ensure_ascii=False)}",
                    expected=expected,
                    actual=actual,
                )
            )
    return findings
