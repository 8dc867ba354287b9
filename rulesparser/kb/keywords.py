"""The keyword name table: ids, names and inflections in EN/FR/DE, ruling terms.

Merged from (later sources add names, never remove): ``kb/keyword_aliases.yaml`` (the KB's own
table), ``kb/keywords.yaml`` (the lead's keyword table, when present) and the ``keywords:``
mapping of ``locales/<lang>/lexicon.yaml`` (id -> list of names). Per-CR-version rule numbers
come from ``kb/keyword_rules.yaml`` (generated from the CR files by :mod:`.importers.cr`).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import Any

from rulesparser.kb.data import LANGS, kb_yaml, lexicon
from rulesparser.kb.text import fold, words


def _phrase(text: str) -> str:
    return " ".join(words(text))


@dataclass
class KeywordTable:
    """Keyword ids with names per language (folded word phrases) and ruling terms."""

    names: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    terms: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    display: dict[str, dict[str, str]] = field(default_factory=dict)
    articles: dict[str, list[str]] = field(default_factory=dict)
    #: elided words per language ("l'", "qu'"), dropped from full-text queries
    elisions: dict[str, list[str]] = field(default_factory=dict)
    cr_search: dict[str, dict[str, str]] = field(default_factory=dict)
    #: memo of :meth:`all_names` and of the first id per name (reset by :meth:`add`)
    _all: list[tuple[str, str, str]] | None = field(default=None, repr=False, compare=False)
    _by_name: dict[str, str] | None = field(default=None, repr=False, compare=False)
    _articles: list[str] | None = field(default=None, repr=False, compare=False)

    def add(self, kid: str, lang: str, name: str, *, display: bool = False) -> None:
        """Add a name (any inflection) of keyword ``kid`` in ``lang``."""
        kid = kid.strip().lower().replace(" ", "_")
        ph = _phrase(name)
        if not ph:
            return
        lst = self.names.setdefault(kid, {}).setdefault(lang, [])
        if ph not in lst:
            lst.append(ph)
            self._all = self._by_name = None
        disp = self.display.setdefault(kid, {})
        if display or lang not in disp:
            disp[lang] = name.strip()

    def ids(self) -> list[str]:
        """All keyword ids, sorted."""
        return sorted(self.names)

    def all_names(self) -> list[tuple[str, str, str]]:
        """(id, lang, folded name) triples (the list is shared: do not change it)."""
        if self._all is None:
            self._all = [
                (k, lang, n)
                for k, per in self.names.items()
                for lang, ns in per.items()
                for n in ns
            ]
        return self._all

    def strip_articles(self, query: str) -> list[str]:
        """Folded phrase of ``query`` plus variants without a leading article (any language)."""
        ph = _phrase(query)
        out = [ph]
        folded = fold(query)
        if self._articles is None:
            self._articles = [fold(art) for arts in self.articles.values() for art in arts]
        for a in self._articles:
            if a.endswith("'") and folded.startswith(a):
                out.append(_phrase(folded[len(a) :]))
            elif folded.startswith(a + " "):
                out.append(_phrase(folded[len(a) + 1 :]))
        return [o for o in dict.fromkeys(out) if o]

    def lookup(self, query: str) -> str | None:
        """Keyword id named by ``query`` in any language/inflection/article, else None."""
        if self._by_name is None:
            by_name: dict[str, str] = {}
            for kid, _lang, name in self.all_names():
                by_name.setdefault(name, kid)
            self._by_name = by_name
        for ph in self.strip_articles(query):
            kid = self._by_name.get(ph)
            if kid is not None:
                return kid
        return None

    def keyword_in(self, text: str, lang: str) -> str | None:
        """The keyword whose name (in ``lang``) occurs in ``text``, longest name first."""
        ph = " " + _phrase(text) + " "
        cands = sorted(
            ((n, k) for k, lg, n in self.all_names() if lg == lang), key=lambda x: -len(x[0])
        )
        for name, kid in cands:
            if f" {name} " in ph:
                return kid
        return None

    def mentions(self, kid: str, text: str) -> bool:
        """True if ``text`` mentions keyword ``kid`` (a name or ruling term, any language)."""
        ph = " " + _phrase(text) + " "
        phrases = [n for ns in self.names.get(kid, {}).values() for n in ns]
        phrases += [t for ts in self.terms.get(kid, {}).values() for t in ts]
        return any(f" {p} " in ph for p in phrases)

    def guess_language(self, text: str) -> str:
        """The language (en/fr/de) whose keyword names occur most often in ``text``."""
        ph = " " + _phrase(text) + " "
        scores = {lang: 0 for lang in LANGS}
        for _kid, lang, name in self.all_names():
            if lang in scores and f" {name} " in ph:
                scores[lang] += 1
        for lang, arts in self.articles.items():
            for art in arts:
                if f" {_phrase(art)} " in ph and lang in scores:
                    scores[lang] += 0.1
        return max(scores, key=lambda lang: (scores[lang], lang == "en"))

    def line_keywords(self, line: str) -> list[tuple[str, str | None]]:
        """Keywords that a whole English rules-text line consists of ("Flying, haste",
        "Vanishing 3 (...)", "Echo {1}{G}{G}"), as (id, parameter) pairs; [] otherwise.
        Text-based fallback used when the parser gives no Keyword node for the line."""
        body = re.sub(r"\([^)]*\)", "", line).strip()
        out: list[tuple[str, str | None]] = []
        for part in [p.strip() for p in body.split(",")] if body else []:
            ph = _phrase(part)
            hit = None
            for kid, lang, name in self.all_names():
                if lang != "en":
                    continue
                if ph == name or ph.startswith(name + " "):
                    param = ph[len(name) :].strip() or None
                    if param is not None and not re.match(r"^([0-9x]+|\{|[0-9x]+\s*-)", param):
                        continue
                    if hit is None or len(name) > len(hit[2]):
                        hit = (kid, param, name)
            if hit is None:
                return []
            out.append((hit[0], hit[1]))
        return out


def _merge_lead_table(table: KeywordTable, data: Any) -> None:
    """Accept the lead's kb/keywords.yaml in either a mapping or a list shape."""
    if isinstance(data, dict) and "keywords" in data:
        data = data["keywords"]
    items: list[tuple[str, Any]] = []
    if isinstance(data, dict):
        items = list(data.items())
    elif isinstance(data, list):
        items = [(d.get("id"), d) for d in data if isinstance(d, dict) and d.get("id")]
    for kid, entry in items:
        if not isinstance(entry, dict):
            continue
        names = entry.get("names", entry)
        for lang in LANGS:
            val = names.get(lang) if isinstance(names, dict) else None
            if isinstance(val, str):
                table.add(str(kid), lang, val)
            elif isinstance(val, list):
                for v in val:
                    if isinstance(v, str):
                        table.add(str(kid), lang, v)
            elif isinstance(val, dict):
                for v in [
                    val.get("name"),
                    *(val.get("forms") or []),
                    *(val.get("inflections") or []),
                ]:
                    if isinstance(v, str):
                        table.add(str(kid), lang, v)


@functools.cache
def keyword_table() -> KeywordTable:
    """The merged keyword table (cached). Raises KBError on malformed YAML."""
    table = KeywordTable()
    aliases = kb_yaml("keyword_aliases.yaml") or {}
    table.articles = {k: list(v) for k, v in (aliases.get("articles") or {}).items()}
    table.elisions = {k: list(v) for k, v in (aliases.get("elisions") or {}).items()}
    for kid, entry in (aliases.get("keywords") or {}).items():
        for lang in LANGS:
            for i, name in enumerate(entry.get(lang) or []):
                table.add(kid, lang, name, display=i == 0)
        for lang, ts in (entry.get("terms") or {}).items():
            table.terms.setdefault(kid, {})[lang] = [_phrase(t) for t in ts]
        if entry.get("cr"):
            table.cr_search[kid] = dict(entry["cr"])
    lead = kb_yaml("keywords.yaml")
    if lead:
        _merge_lead_table(table, lead)
    for lang in LANGS:
        lex_kw = lexicon(lang).get("keywords")
        if isinstance(lex_kw, dict):
            for kid, names in lex_kw.items():
                for n in names if isinstance(names, list) else [names]:
                    if isinstance(n, str):
                        table.add(str(kid), lang, n)
    rules = kb_yaml("keyword_rules.yaml") or {}
    for kid, entry in (rules.get("keywords") or {}).items():
        if entry.get("name"):
            table.add(kid, "en", entry["name"])
    return table
