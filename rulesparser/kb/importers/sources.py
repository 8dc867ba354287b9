"""Readers of card data users hold besides MTGJSON: Forge card scripts and Scryfall bulk JSON.

**Forge** (``cardsfolder/<letter>/<name>.txt``, https://github.com/Card-Forge/forge): ``Key:Value``
lines, CRLF or LF; ``Name:``, ``ManaCost:`` (``1 R``, ``W U U``), ``Types:``, ``PT:``, ``K:``
keyword lines with ``:``-separated parameters (``K:Vanishing:2``, ``K:Echo:1 G G``,
``K:Suspend:2:1 R R``; some are engine flags such as ``K:CARDNAME enters the battlefield
tapped.`` or ``K:etbCounter:P1P1:2``), ``Oracle:`` (the Oracle text, ``\\n`` escaped); a card's
other faces follow an ``ALTERNATE`` line (``AlternateMode:`` says which layout).

**Scryfall** bulk data (``oracle_cards`` / ``default_cards`` / ``all_cards``,
https://scryfall.com/docs/api/bulk-data and https://scryfall.com/docs/api/cards): one JSON array
of card objects (``"object": "card"``) with ``name`` (English), ``lang``, ``oracle_text``,
``mana_cost``, ``type_line``, ``power``, ``toughness``, ``layout``, ``keywords`` (names),
``set``, ``collector_number``, ``id``, ``released_at`` and, for a printing in another language,
``printed_name``, ``printed_type_line``, ``printed_text``; multi-face cards have
``card_faces`` holding these per face.

Both give keyword lists of their own; :func:`keyword_differences` compares them with the
keywords of the parsed Oracle text (findings of kind ``data``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulesparser.kb.data import KBError
from rulesparser.kb.importers.mtgjson_cards import NESTED_TOO_DEEPLY
from rulesparser.kb.keywords import KeywordTable

_FORGE_SYMBOL = re.compile(r"[0-9]+|[WUBRGCSXYZ](?:/[WUBRGP])?|[WUBRG2]/[WUBRGP]")


@dataclass
class SourceCard:
    """One card as a non-MTGJSON source gives it. ``keywords``: ``(name, parameter)`` as the
    source lists them (None: not to be compared); ``names``/``texts`` per language for printed
    foreign texts; ``printing``: ``{uuid, set, number, lang}`` (Scryfall)."""

    name: str
    faces: list[str]
    text: str
    mana_cost: str = ""
    type: str = ""
    power: str | None = None
    toughness: str | None = None
    layout: str = "normal"
    keywords: list[tuple[str, str]] | None = field(default_factory=list)
    ref: str = ""
    printing: dict[str, Any] | None = None
    names: dict[str, list[str]] = field(default_factory=dict)
    texts: list[dict[str, Any]] = field(default_factory=list)


# ------------------------------------------------------------------------------ Forge


def is_forge_script(head: str) -> bool:
    """Whether the start of a ``.txt`` file is a Forge card script (first line ``Name:``)."""
    return head.lstrip("\ufeff").lstrip().startswith("Name:")


def forge_mana(cost: str) -> str:
    """Forge mana notation to braces: ``"1 G G"`` -> ``"{1}{G}{G}"``, ``"no cost"`` -> ``""``."""
    parts = cost.split()
    if not parts or not all(_FORGE_SYMBOL.fullmatch(p) for p in parts):
        return ""
    return "".join("{" + p + "}" for p in parts)


def read_forge_script(path: Path) -> SourceCard:
    """Read one Forge card script. Raises :class:`KBError` (file and line) for a file that
    cannot be read or has no ``Name:`` line in a face."""
    try:
        raw = path.read_bytes().decode("utf-8-sig", errors="replace")
    except OSError as exc:
        raise KBError(f"{path}: cannot read: {exc.strerror or exc}") from None
    faces: list[dict[str, Any]] = [{"K": []}]
    for n, line in enumerate(raw.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1):
        line = line.strip()
        if line == "ALTERNATE":
            faces.append({"K": []})
            continue
        key, sep, value = line.partition(":")
        if not sep:
            continue
        face = faces[-1]
        if key == "K":
            face["K"].append(value.strip())
        elif key in ("Name", "ManaCost", "Types", "PT", "Oracle", "AlternateMode"):
            face.setdefault(key, value.strip())
        face.setdefault("_line", n)
    for i, face in enumerate(faces):
        if not face.get("Name"):
            raise KBError(f"{path}: face {i + 1}: no 'Name:' line (not a Forge card script)")
    names = [f["Name"] for f in faces]
    texts = [f.get("Oracle", "").replace("\\n", "\n").strip() for f in faces]
    pt = faces[0].get("PT", "")
    power, _, toughness = pt.partition("/")
    keywords = []
    for f in faces:
        for k in f["K"]:
            name, _, param = k.partition(":")
            keywords.append((name.strip(), param.strip()))
    mode = str(faces[0].get("AlternateMode", "")).strip().lower()
    return SourceCard(
        name=" // ".join(names),
        faces=names,
        text="\n//\n".join(texts) if len(texts) > 1 else texts[0],
        mana_cost=" // ".join(
            forge_mana(f.get("ManaCost", "")) for f in faces if f.get("ManaCost")
        ),
        type=" // ".join(f.get("Types", "") for f in faces),
        power=power or None,
        toughness=toughness or None,
        layout=mode or "normal",
        keywords=keywords,
        ref=str(path),
    )


# ------------------------------------------------------------------------------ Scryfall


def is_scryfall_bulk(head: str) -> bool:
    """Whether the start of a ``.json`` file is a Scryfall bulk file: a JSON array (MTGJSON
    files are objects)."""
    return head.lstrip("\ufeff").lstrip().startswith("[")


def _faces(obj: dict[str, Any]) -> list[dict[str, Any]]:
    faces = obj.get("card_faces")
    return [f for f in faces if isinstance(f, dict)] if isinstance(faces, list) and faces else [obj]


def _s(obj: dict[str, Any], key: str, where: str) -> str:
    v = obj.get(key)
    if v is None:
        return ""
    if not isinstance(v, str):
        raise KBError(f"{where}.{key}: expected a string, got {type(v).__name__}")
    return v


def read_scryfall(path: Path, langs: tuple[str, ...]) -> list[SourceCard]:
    """Read a Scryfall bulk file into one :class:`SourceCard` per card object in ``langs``
    (others are skipped). Raises :class:`KBError` naming the object for malformed data."""
    try:
        with open(path, encoding="utf-8-sig") as fh:
            doc = json.load(fh)
    except (OSError, UnicodeDecodeError) as exc:
        raise KBError(f"{path}: cannot read: {exc}") from None
    except json.JSONDecodeError as exc:
        raise KBError(f"{path}: line {exc.lineno}: invalid JSON: {exc.msg}") from None
    except RecursionError:
        raise KBError(f"{path}: invalid JSON: {NESTED_TOO_DEEPLY}") from None
    if not isinstance(doc, list):
        raise KBError(f"{path}: not a Scryfall bulk file (expected a JSON array of cards)")
    out = []
    for i, obj in enumerate(doc):
        where = f"{path}: [{i}]"
        if not isinstance(obj, dict):
            raise KBError(f"{where}: expected an object, got {type(obj).__name__}")
        if obj.get("object", "card") != "card":
            continue
        lang = _s(obj, "lang", where) or "en"
        if lang not in langs:
            continue
        name = _s(obj, "name", where)
        if not name:
            raise KBError(f"{where}.name: missing")
        faces = _faces(obj)
        for j, f in enumerate(faces):
            for key in ("name", "oracle_text", "printed_name", "printed_text", "mana_cost"):
                _s(f, key, f"{where}.card_faces[{j}]" if f is not obj else where)
        kws = obj.get("keywords") or []
        if not isinstance(kws, list) or not all(isinstance(k, str) for k in kws):
            raise KBError(f"{where}.keywords: expected a list of strings")
        face_names = [f.get("name") or name for f in faces] if len(faces) > 1 else [name]
        oracle = [f.get("oracle_text") or "" for f in faces]
        card = SourceCard(
            name=name,
            faces=face_names,
            text="\n//\n".join(oracle) if len(oracle) > 1 else oracle[0],
            mana_cost=" // ".join(f.get("mana_cost") or "" for f in faces if f.get("mana_cost")),
            type=_s(obj, "type_line", where),
            power=obj.get("power") if isinstance(obj.get("power"), str) else None,
            toughness=obj.get("toughness") if isinstance(obj.get("toughness"), str) else None,
            layout=_s(obj, "layout", where) or "normal",
            keywords=[(k, "") for k in kws],
            ref=f"{_s(obj, 'set', where).upper()} {_s(obj, 'collector_number', where)}".strip(),
        )
        card.printing = {
            "uuid": _s(obj, "id", where) or None,
            "set": _s(obj, "set", where).upper() or None,
            "number": _s(obj, "collector_number", where) or None,
            "lang": lang,
        }
        if lang != "en":
            printed_names = [f.get("printed_name") or "" for f in faces]
            local = " // ".join(n for n in printed_names if n)
            if local:
                card.names[lang] = [local] + (printed_names if len(faces) > 1 else [])
            printed = "\n//\n".join(f.get("printed_text") or "" for f in faces).strip("\n/")
            card.texts.append(
                {
                    "lang": lang,
                    "kind": "printed",
                    "source": f"scryfall:{card.printing['set'] or ''}",
                    "name": local or None,
                    "type": _s(obj, "printed_type_line", where) or None,
                    "text": printed or None,
                }
            )
        out.append(card)
    return out


# ------------------------------------------------------------------------------ comparison


@dataclass
class DataFinding:
    """A source's keyword list disagreeing with the keywords of the parsed Oracle text:
    ``code`` ``data-keyword-missing`` (the source lists it, the parse has none),
    ``data-keyword-extra`` (the parse has it, the source does not list it) or
    ``data-keyword-parameter`` (both have it with other parameters)."""

    code: str
    keyword: str
    message: str
    expected: Any = None
    actual: Any = None


def source_keyword_ids(
    table: KeywordTable, listed: list[tuple[str, str]], abilities: set[str]
) -> dict[str, set[str]]:
    """Keyword ids of a source's keyword list that are keyword abilities (``abilities``: the ids
    with a CR 702 rule), with their parameters: ``("Enchant creature", "")`` -> enchant, ``("Vanishing", "2")`` ->
    vanishing {"2"}. Names that are no keyword ability ("CARDNAME can't block.", Forge engine
    flags, Scryfall's keyword actions such as "Scry") are left out."""
    out: dict[str, set[str]] = {}
    for name, param in listed:
        words = name.split()
        kid = None
        for k in range(len(words), 0, -1):  # "Protection from black" -> protection
            kid = table.lookup(" ".join(words[:k]))
            if kid:
                break
        if kid is None or kid not in abilities:
            continue
        first = param.split(":")[0].strip()
        out.setdefault(kid, set()).add(first if first.isdigit() else "")
    return out


def keyword_differences(
    table: KeywordTable,
    listed: list[tuple[str, str]],
    parsed: list[tuple[str, str, str]],
    source: str,
    abilities: set[str],
) -> list[DataFinding]:
    """Compare a source's keyword list (``listed``: name, parameter) with the keywords of the
    parsed Oracle text (``parsed``: id, parameter, via). Only keyword abilities (``abilities``:
    ids with a CR 702 rule; not keyword actions such as scry, CR 701) are compared; a number
    parameter only when both sides have one."""
    theirs = source_keyword_ids(table, listed, abilities)
    ours: dict[str, set[str]] = {}
    for kid, param, _via in parsed:
        if kid not in abilities:
            continue
        ours.setdefault(kid, set()).add(param if param.isdigit() else "")
    out = []
    for kid in sorted(set(theirs) | set(ours)):
        if kid not in ours:
            out.append(
                DataFinding(
                    "data-keyword-missing",
                    kid,
                    f"{source} lists {kid.replace('_', ' ')}; the parsed Oracle text has no "
                    "such keyword",
                    expected=kid,
                    actual=None,
                )
            )
        elif kid not in theirs:
            out.append(
                DataFinding(
                    "data-keyword-extra",
                    kid,
                    f"the parsed Oracle text has {kid.replace('_', ' ')}; {source} does not "
                    "list it",
                    expected=None,
                    actual=kid,
                )
            )
        else:
            a, b = theirs[kid] - {""}, ours[kid] - {""}
            if a and b and a != b:
                out.append(
                    DataFinding(
                        "data-keyword-parameter",
                        kid,
                        f"{source} gives {kid.replace('_', ' ')} {', '.join(sorted(a))}; the "
                        f"parsed Oracle text {', '.join(sorted(b))}",
                        expected=sorted(a),
                        actual=sorted(b),
                    )
                )
    return out
