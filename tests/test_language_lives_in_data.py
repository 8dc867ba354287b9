"""Language lives in ``grammar/<lang>/`` and ``locales/<lang>/``, never in Python (README,
Architecture): a fourth language is a lexicon and a grammar folder, with no change to the code.
These checks read the sources as a reviewer would."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CODES = {"en", "fr", "de"}
#: English is the language of the Oracle text and the Comprehensive Rules: the data's reference,
#: which code may name ("a translation" is a text whose language is not "en"); naming another
#: language in a comparison is a branch on it
TRANSLATED = CODES - {"en"}
_ALIAS_OR_METHOD = re.compile(r"->\s*(\w+)|def (\w+)\(")


def _named_after_a_language(name: str) -> bool:
    return name.rsplit("_", 1)[-1] in CODES and "_" in name


def _sources(pattern: str, *folders: str) -> list[Path]:
    return sorted(p for folder in folders for p in (ROOT / folder).rglob(pattern))


@pytest.mark.parametrize(
    "path",
    _sources("*.lark", "grammar") + _sources("*.py", "rulesparser/transform"),
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_no_rule_or_callback_is_named_after_a_language(path: Path) -> None:
    """A grammar alias names the shape it builds ("-> reveal_counted_at_random"), so that
    another language reaching the same shape reuses its transformer callback."""
    text = path.read_text(encoding="utf-8")
    named = {m.group(1) or m.group(2) for m in _ALIAS_OR_METHOD.finditer(text)}
    assert not sorted(n for n in named if _named_after_a_language(n))


def _language_literal_compared(tree: ast.AST) -> list[int]:
    lines = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        names = [ast.unparse(s) for s in sides if isinstance(s, (ast.Name, ast.Attribute))]
        consts = [
            c.value
            for s in sides
            for c in ([s] if isinstance(s, ast.Constant) else getattr(s, "elts", []))
            if isinstance(c, ast.Constant)
        ]
        if any("lang" in n for n in names) and TRANSLATED & set(consts):
            lines.append(node.lineno)
    return lines


@pytest.mark.parametrize(
    "path", _sources("*.py", "rulesparser"), ids=lambda p: str(p.relative_to(ROOT))
)
def test_no_python_branch_on_a_language_code(path: Path) -> None:
    """No ``lang == "fr"`` nor ``lang in ("de", ...)`` in the library: what differs by language
    is read from the lexicon, the grammar or the message catalogs (English, the Oracle's
    language, may be named as the reference the translations are compared with)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    assert _language_literal_compared(tree) == []


def test_the_checks_see_a_branch_and_a_language_named_rule() -> None:
    """The two checks above find what they look for (so that they can fail)."""
    tree = ast.parse('if lang == "fr":\n    pass\nif self.lang in ("de", "en"):\n    pass\n')
    assert _language_literal_compared(tree) == [1, 3]
    assert _language_literal_compared(ast.parse('if lang != "en":\n    pass\n')) == []
    assert _named_after_a_language("reveal_random_de")
    assert not _named_after_a_language("reveal_counted_at_random")
    assert not _named_after_a_language("de")
