"""Importer for a bilingual set FAQ scraped from a forum page (seed 003, the Planar Chaos FAQ).

Input shape (real data, ``../shared/seeds/003_*.txt``): forum navigation lines, then the
English half (title line containing "Frequently Asked Questions"), then navigation lines, then
the French half (title "Foire aux questions"). Each half is a list of blocks separated by
``-----``: general notes (``***Header***`` sections, with an example card and ``*`` rulings),
then card entries (mana cost, type line, P/T, rules text, ``*`` rulings). English card entries
have no name line; French ones start with the French name.

Output (:func:`import_faq`): ``{"source": {...}, "cards": [...], "rulings": [...],
"rules": [...], "problems": [...]}`` ready for ``kb/seed_*.yaml``. English names are recovered
by matching each entry against the set's MTGJSON file (mana cost, type line, text similarity)
and checked against the name appearing in the entry's text.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulesparser.kb.data import KBError
from rulesparser.kb.importers.mtgjson_cards import (
    JsonCard,
    foreign_name,
    group_cards,
    read_set_file,
)
from rulesparser.kb.keywords import KeywordTable
from rulesparser.kb.text import fold, name_key
from rulesparser.mana import symbols_of

#: Title lines that open each half, and the footer line that closes it (document structure
#: of WotC FAQs as reposted; not language rules of the product).
HALF_STARTS = ("Frequently Asked Questions", "Foire aux questions")
HALF_ENDS = ("All trademarks are property", "Toutes les marques sont la propri")
BLOCK_SEP = re.compile(r"^-{5,}\s*$")
HEADER = re.compile(r"^\*\*\*(.+?)\*\*\*\s*$")
MANA_LINE = re.compile(r"^(\{[^}]+\})+$")
PT_LINE = re.compile(r"^[0-9*X+\-]+/[0-9*X+\-]+$")
RULE_LINE = re.compile(r"^(\d{3}\.\d+[a-z]?)\.? (.+)$")
RULING_SPLIT = re.compile(r"(?<=[.)\"»])\* (?=\S)")
SUBHEADING = re.compile(r"^\d+\.\s+[^a-z]+$")
LAST_MODIFIED = re.compile(r"(?:last modified|derni[eè]re fois le)\s+(.+)$", re.I)


@dataclass
class Entry:
    """One card entry of one half: ``name`` (None in nameless halves), faces' lines, rulings."""

    name: str | None
    mana_cost: str
    type_line: str
    pt: str | None
    text: str
    rulings: list[str]
    line: int
    faces: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Section:
    """A general-notes section: header (or first sentence), its ``*`` rulings, first line."""

    title: str
    rulings: list[str]
    line: int
    has_header: bool


@dataclass
class Half:
    """One language half of the FAQ."""

    sections: list[Section]
    entries: list[Entry]
    rules: list[tuple[str, str]]
    modified: str | None


def _clean(line: str) -> str:
    return line.replace("\u00a0", " ").strip()


def _split_rulings(lines: list[str]) -> list[str]:
    out: list[str] = []
    for line in lines:
        body = line[2:].strip()
        out.extend(p.strip() for p in RULING_SPLIT.split(body) if p.strip())
    return out


def _blocks(lines: list[tuple[int, str]]) -> list[list[tuple[int, str]]]:
    blocks: list[list[tuple[int, str]]] = [[]]
    for no, line in lines:
        if BLOCK_SEP.match(line):
            blocks.append([])
        elif line:
            blocks[-1].append((no, line))
    return [b for b in blocks if b]


def _parse_entry(block: list[tuple[int, str]], named: bool) -> Entry | None:
    """Parse a card-entry block; None if it does not look like one."""
    faces: list[list[tuple[int, str]]] = [[]]
    rulings_lines: list[str] = []
    for no, line in block:
        if line.startswith("* ") or (rulings_lines and not line.startswith("//")):
            rulings_lines.append(line if line.startswith("* ") else "* " + line)
        elif line == "//":
            faces.append([])
        else:
            faces[-1].append((no, line))
    parsed = []
    for face in faces:
        items = [ln for _, ln in face]
        name = None
        if named and items:
            name = items.pop(0)
        mana = items.pop(0) if items and MANA_LINE.match(items[0]) else ""
        if not items:
            return None
        type_line = items.pop(0)
        pt = items.pop(0) if items and PT_LINE.match(items[0]) else None
        parsed.append(
            {"name": name, "mana_cost": mana, "type": type_line, "pt": pt, "text": "\n".join(items)}
        )
    if not parsed:
        return None
    return Entry(
        name=" // ".join(f["name"] for f in parsed if f["name"]) or None,
        mana_cost=" // ".join(f["mana_cost"] for f in parsed),
        type_line=" // ".join(f["type"] for f in parsed),
        pt=parsed[0]["pt"],
        text="\n//\n".join(f["text"] for f in parsed),
        rulings=_split_rulings(rulings_lines),
        line=block[0][0],
        faces=parsed,
    )


def parse_half(lines: list[tuple[int, str]]) -> Half:
    """Split one half into general sections and card entries (see module docstring)."""
    blocks = _blocks(lines)
    modified = None
    for _, line in blocks[0] if blocks else []:
        m = LAST_MODIFIED.search(line)
        if m:
            modified = m.group(1).strip()
    header_idx = [i for i, b in enumerate(blocks) if any(HEADER.match(ln) for _, ln in b)]
    last_general = header_idx[-1] if header_idx else 0
    rules: list[tuple[str, str]] = []
    sections: list[Section] = []
    entry_blocks: list[list[tuple[int, str]]] = []
    for i, block in enumerate(blocks):
        for _, ln in block:
            m = RULE_LINE.match(ln)
            if m and i <= last_general:
                rules.append((m.group(1), ln))
        if i > last_general:
            entry_blocks.append(block)
            continue
        if i == 0 and not any(ln.startswith("* ") for _, ln in block):
            continue
        header = next((HEADER.match(ln).group(1) for _, ln in block if HEADER.match(ln)), None)
        body = [(n, ln) for n, ln in block if not HEADER.match(ln)]
        if i == last_general:
            # The last general section may run straight into the first card entry.
            start = next((k for k, (_, ln) in enumerate(body) if MANA_LINE.match(ln)), None)
            if start is not None and not any(ln.startswith("* ") for _, ln in body[:start]):
                entry_blocks.append(body[start:])
                body = body[:start]
        rulings = _split_rulings([ln for _, ln in body if ln.startswith("* ")])
        title = header or (body[0][1].split(". ")[0] if body else "")
        sections.append(
            Section(
                title=title.strip(),
                rulings=rulings,
                line=block[0][0],
                has_header=header is not None,
            )
        )
    # Decide whether this half's entries carry a name line: nameless entries open with a
    # mana cost (or, for lands, a type line) — a majority vote over the blocks.
    cand = [b for b in entry_blocks if len(b) >= 2]
    opening_mana = sum(1 for b in cand if MANA_LINE.match(b[0][1]))
    named = opening_mana < len(cand) / 2
    entries = []
    for block in entry_blocks:
        while block and SUBHEADING.match(block[0][1]):
            block = block[1:]  # headings such as "2. NOTES SUR DES CARTES SPECIFIQUES"
        entry = _parse_entry(block, named)
        if entry is not None:
            entries.append(entry)
    return Half(sections=sections, entries=entries, rules=rules, modified=modified)


def split_halves(text: str) -> list[list[tuple[int, str]]]:
    """Return the (line number, line) lists of each half; navigation lines are dropped.

    Raises :class:`KBError` if no half title is found."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    halves: list[list[tuple[int, str]]] = []
    current: list[tuple[int, str]] | None = None
    for no, raw in enumerate(text.split("\n"), start=1):
        line = _clean(raw)
        if current is None:
            if any(s in line for s in HALF_STARTS) and not line.startswith("Article"):
                current = []
            continue
        if any(line.startswith(e) for e in HALF_ENDS):
            halves.append(current)
            current = None
            continue
        current.append((no, line))
    if current:
        halves.append(current)
    if not halves:
        raise KBError('FAQ: no half title ("Frequently Asked Questions") found')
    return halves


# ------------------------------------------------------------------------------- matching


def _type_key(t: str) -> str:
    return name_key(t.replace("--", " ").replace("\u2014", " "))


def _mana_key(m: str) -> str:
    """Mana cost key independent of symbol order (WotC reordered hybrid/multicolour costs) and
    of how a symbol is written (:mod:`rulesparser.mana`: ``{BR}`` = ``{B/R}``)."""
    return " // ".join("".join(sorted(symbols_of(face))) for face in m.split("//"))


def _shape(text: str) -> tuple[float, int, str]:
    return (len(text), sum(text.count(q) for q in '"«“'), "".join(re.findall(r"[0-9]", text)))


def align_translations(en: list[str], other: list[str]) -> list[tuple[int | None, int | None]]:
    """Align two lists of rulings that translate each other but may differ by inserted notes
    (e.g. a French "Erratum" note). Dynamic programming over a cross-language score built from
    length ratio, quote count and digits; returns (en index, other index) pairs, None = unpaired."""
    if len(en) == len(other):
        return [(i, i) for i in range(len(en))]
    import math

    def score(a: str, b: str) -> float:
        la, qa, da = _shape(a)
        lb, qb, db = _shape(b)
        s = 1.0 - abs(math.log(max(lb, 1) / (1.15 * max(la, 1))))
        s -= 0.15 * abs(qa - qb / 2 if "«" in b else qa - qb)
        s += 0.3 if da == db else -0.3
        return s

    n, m = len(en), len(other)
    gap = -0.2
    best = [[0.0] * (m + 1) for _ in range(n + 1)]
    move = [[""] * (m + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        for j in range(m + 1):
            if i == 0 and j == 0:
                continue
            opts = []
            if i and j:
                opts.append((best[i - 1][j - 1] + score(en[i - 1], other[j - 1]), "d"))
            if i:
                opts.append((best[i - 1][j] + gap, "u"))
            if j:
                opts.append((best[i][j - 1] + gap, "l"))
            best[i][j], move[i][j] = max(opts)
    pairs: list[tuple[int | None, int | None]] = []
    i, j = n, m
    while i or j:
        mv = move[i][j]
        if mv == "d":
            pairs.append((i - 1, j - 1))
            i, j = i - 1, j - 1
        elif mv == "u":
            pairs.append((i - 1, None))
            i -= 1
        else:
            pairs.append((None, j - 1))
            j -= 1
    return pairs[::-1]


def match_english(entry: Entry, cards: list[JsonCard]) -> tuple[JsonCard | None, str]:
    """Recover the English card of a nameless entry. Returns (card, evidence) where evidence is
    ``"text"`` (name found in rules text), ``"rulings"`` (found in rulings) or ``"fields"``.

    Candidates must share the mana cost (faces joined with //); the best text similarity against
    MTGJSON ``originalText`` (printed wording) wins, with the type line as tie-breaker."""
    best: tuple[float, JsonCard] | None = None
    for card in cards:
        if _mana_key(card.mana_cost) != _mana_key(entry.mana_cost):
            continue
        score = difflib.SequenceMatcher(
            None, fold(entry.text), fold(card.original_text or card.text)
        ).ratio()
        if _type_key(card.original_type or card.type) == _type_key(entry.type_line):
            score += 0.2
        if best is None or score > best[0]:
            best = (score, card)
    if best is None or best[0] < 0.5:
        return None, "none"
    card = best[1]
    names = [fold(f) for f in card.faces] + [fold(card.name)]
    short = [n.split(",")[0] for n in names]
    if any(n in fold(entry.text) for n in names + short):
        return card, "text"
    if any(n in fold(" ".join(entry.rulings)) for n in names + short):
        return card, "rulings"
    return card, "fields"


def match_foreign(entry: Entry, cards: list[JsonCard], lang: str) -> JsonCard | None:
    """Find the card whose ``foreign[lang]`` name (or face text) matches a named entry."""
    key = name_key(entry.name or "")
    for card in cards:
        fd = card.foreign.get(lang)
        if fd and name_key(fd["name"]) == key:
            return card
    # split cards keep the English name in foreignData: match the face texts instead
    best: tuple[float, JsonCard] | None = None
    for card in cards:
        fd = card.foreign.get(lang)
        if not fd or _mana_key(card.mana_cost) != _mana_key(entry.mana_cost):
            continue
        score = difflib.SequenceMatcher(None, fold(entry.text), fold(fd["text"])).ratio()
        if best is None or score > best[0]:
            best = (score, card)
    return best[1] if best and best[0] > 0.6 else None


def _lang_of_half(half: Half, table: KeywordTable) -> str:
    text = " ".join(s.title for s in half.sections)
    return table.guess_language(text)


def import_faq(
    path: Path, set_file: Path, table: KeywordTable, *, source_id: str, date: str
) -> dict[str, Any]:
    """Import a bilingual FAQ (see module docstring). ``set_file`` is the set's MTGJSON file
    (for names and official translations), ``table`` gives keyword names per language for the
    section -> keyword links. Raises :class:`KBError` on unreadable input."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise KBError(f"{path}: cannot read: {exc}") from None
    info, records = read_set_file(set_file)
    set_code = info.get("code") or set_file.stem
    cards = group_cards(records)
    halves = [parse_half(h) for h in split_halves(text)]
    langs = [_lang_of_half(h, table) for h in halves]
    problems: list[str] = []
    by_lang = dict(zip(langs, halves, strict=False))
    if "en" not in by_lang:
        raise KBError(f"{path}: no English half found")
    src = {"id": source_id, "file": path.name, "date": date, "kind": "faq", "set": set_code}

    # --- general notes: sections with rulings, paired by order across halves
    rulings: list[dict[str, Any]] = []
    ruled = {lang: [s for s in h.sections if s.rulings] for lang, h in by_lang.items()}
    for idx, sec in enumerate(ruled["en"]):
        kw = table.keyword_in(sec.title, "en") if sec.has_header else None
        others = {
            lang: secs[idx] for lang, secs in ruled.items() if lang != "en" and idx < len(secs)
        }
        for lang, osec in others.items():
            if len(osec.rulings) != len(sec.rulings):
                problems.append(
                    f"section {sec.title!r}: {len(sec.rulings)} en rulings vs {len(osec.rulings)} {lang}"
                )
        for r_i, r_text in enumerate(sec.rulings):
            texts = [{"lang": "en", "text": r_text, "source": source_id, "date": date}]
            for lang, osec in others.items():
                if r_i < len(osec.rulings):
                    texts.append(
                        {"lang": lang, "text": osec.rulings[r_i], "source": source_id, "date": date}
                    )
            titles = {"en": sec.title, **{lg: o.title for lg, o in others.items()}}
            rulings.append(
                {
                    "key": f"{source_id}/general/{idx + 1}/{r_i + 1}",
                    "scope": "general",
                    "keywords": [kw] if kw else [],
                    "cards": [],
                    "section": titles,
                    "texts": texts,
                }
            )

    # --- card entries
    out_cards: dict[str, dict[str, Any]] = {}
    entry_rulings: dict[str, dict[str, list[str]]] = {}
    entry_objs: dict[str, dict[str, Entry]] = {}
    for lang, half in by_lang.items():
        for entry in half.entries:
            if lang == "en" and entry.name is None:
                card, evidence = match_english(entry, cards)
            else:
                card, evidence = match_foreign(entry, cards, lang), "name"
            if card is None:
                problems.append(
                    f"{path.name} line {entry.line}: no {set_code} card matches entry "
                    f"{(entry.name or entry.text[:40])!r}"
                )
                continue
            rec = out_cards.setdefault(card.name, _card_record(card, set_code, source_id))
            rec["faq"][lang] = {"type": entry.type_line, "text": entry.text, "line": entry.line}
            if lang == "en":
                rec["faq"]["en"]["name_evidence"] = evidence
            else:
                rec["faq"][lang]["name"] = entry.name
            entry_rulings.setdefault(card.name, {})[lang] = entry.rulings
            entry_objs.setdefault(card.name, {})[lang] = entry
    # A scraped entry may have lost the "* " of its rulings: lines beyond the English entry's
    # rules-text line count are rulings.
    for name, per in entry_objs.items():
        en_entry = per.get("en")
        if en_entry is None:
            continue
        n_en = len(en_entry.text.split("\n"))
        for lang, entry in per.items():
            lines = entry.text.split("\n")
            if lang != "en" and len(lines) > n_en and len(entry.rulings) < len(en_entry.rulings):
                extra = lines[n_en:]
                entry.text = "\n".join(lines[:n_en])
                entry.rulings = extra + entry.rulings
                entry_rulings[name][lang] = entry.rulings
                out_cards[name]["faq"][lang]["text"] = entry.text
                problems.append(
                    f"card {name!r}: {len(extra)} {lang} ruling(s) without '*' recovered"
                )
    for name, per_lang in entry_rulings.items():
        en = per_lang.get("en", [])
        groups: list[list[dict[str, Any]]] = [
            [{"lang": "en", "text": t, "source": source_id, "date": date}] for t in en
        ]
        for lang, texts in sorted(per_lang.items()):
            if lang == "en":
                continue
            if len(texts) != len(en):
                problems.append(
                    f"card {name!r}: {len(en)} en rulings vs {len(texts)} {lang} (aligned)"
                )
            for ei, oi in align_translations(en, texts):
                if oi is None:
                    continue
                item = {"lang": lang, "text": texts[oi], "source": source_id, "date": date}
                if ei is None:
                    groups.append([item])
                else:
                    groups[ei].append(item)
        slug = name_key(name).replace(" ", "-")
        for i, texts in enumerate(groups):
            rulings.append(
                {
                    "key": f"{source_id}/card/{slug}/{i + 1}",
                    "scope": "card",
                    "keywords": [],
                    "cards": [name],
                    "texts": texts,
                }
            )
    rules = []
    for lang, half in by_lang.items():
        for number, line in half.rules:
            rules.append({"number": number, "lang": lang, "text": line, "source": source_id})
    return {
        "source": src,
        "cards": list(out_cards.values()),
        "rulings": rulings,
        "rules": rules,
        "problems": problems,
    }


def _card_record(card: JsonCard, set_code: str, source_id: str) -> dict[str, Any]:
    names = {"en": card.name}
    texts = {"en": {"type": card.type, "text": card.text}}
    for lang, fd in card.foreign.items():
        names[lang] = foreign_name(card.name, lang, fd["name"])
        texts[lang] = {"type": fd["type"], "text": fd["text"]}
    return {
        "name": card.name,
        "set": set_code,
        "mana_cost": card.mana_cost,
        "power": card.power,
        "toughness": card.toughness,
        "layout": card.layout,
        "faces": card.faces,
        "names": names,
        "oracle": texts,
        "printed": {"en": {"type": card.original_type, "text": card.original_text}},
        "sources": [source_id, f"mtgjson:{set_code}"],
        "faq": {},
    }
