"""Cross-check translations: the same printing in several languages must mean the same.

The AST is language-neutral, so a French or German text whose abilities (or whose parsed reminder
text) differ from the English ones is a translation finding: a wrong number, a wrong counter, a
missing clause. Unlike the reminder-versus-CR check (which allows the abbreviations recorded in
kb/keywords.yaml), there is no slack between languages: reminders are compared as parsed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from rulesparser import ast as A
from rulesparser.ast import first_difference
from rulesparser.errors import ParseError
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


def compare_printings(
    texts: dict[str, str], names: dict[str, str] | None = None, reference: str = "en"
) -> list[A.Finding]:
    """Compare the texts of one printing in several languages with the ``reference`` language.

    ``texts``: language code -> rules text; ``names``: language code -> card name in that
    language (for self references). Returns findings, one per differing line:
    ``translation-mismatch`` (the first differing path, with both values), ``translation-unparsed``
    (a line does not parse) or ``translation-lines`` (a different number of abilities); a
    keyword list in another order is no finding (:func:`reordered`).
    Raises ``KeyError`` when ``reference`` is not in ``texts``."""
    names = names or {}
    parsed: dict[str, list[A.Node]] = {}
    findings: list[A.Finding] = []
    for lang, text in texts.items():
        try:
            parsed[lang] = list(parse(text, lang, card_name=names.get(lang)).abilities)
        except ParseError as exc:
            findings.append(
                A.Finding(code="translation-unparsed", message=f"{lang}: {exc.message}")
            )
    ref = parsed.get(reference)
    if ref is None:
        if reference not in texts:
            raise KeyError(reference)
        return findings
    for lang, abilities in parsed.items():
        if lang != reference:
            findings.extend(compare_abilities(ref, abilities, lang, reference))
    return findings


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
