"""Read MTGJSON v5 set files into per-name card records (shared by the importers)."""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulesparser.kb.data import MTGJSON_LANGS, KBError, kb_yaml


@dataclass
class JsonCard:
    """One card name of a set file, faces merged (split/adventure/MDFC faces joined with
    ``" // "``). ``foreign[lang] = {"name", "type", "text"}`` for fr/de; ``printings`` holds the
    raw face records."""

    name: str
    mana_cost: str
    type: str
    text: str
    original_text: str
    original_type: str
    power: str | None
    toughness: str | None
    layout: str
    foreign: dict[str, dict[str, str]] = field(default_factory=dict)
    rulings: list[dict[str, str]] = field(default_factory=list)
    faces: list[str] = field(default_factory=list)
    records: list[dict[str, Any]] = field(default_factory=list)


#: the reason given for a JSON file nested deeper than the JSON reader can follow
#: (``[[[[...]]]]``: Python's ``json`` recurses once per level and stops with RecursionError)
NESTED_TOO_DEEPLY = (
    "arrays or objects nested too deeply (no card file nests more than a few levels)"
)


def _loads(raw: bytes) -> Any:
    """Parse JSON bytes with orjson (several times faster than :mod:`json` on the 132 MB of
    MTGJSON files, the same objects); raises ``ValueError`` for what it does not read."""
    try:
        import orjson
    except ImportError:  # pragma: no cover - orjson is a dependency
        return json.loads(raw.decode("utf-8"))
    return orjson.loads(raw)


def read_set_file(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Return (meta-and-set-info, card records) of an MTGJSON set or card-list file.

    Raises :class:`KBError` if the file is not JSON or not MTGJSON-shaped."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
    except OSError as exc:
        raise KBError(f"{path}: cannot read: {exc}") from None
    try:
        doc = _loads(raw)
    except ValueError:  # what orjson refuses, json reads or explains (line, message)
        try:
            doc = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            raise KBError(f"{path}: cannot read: {exc}") from None
        except json.JSONDecodeError as exc:
            raise KBError(f"{path}: line {exc.lineno}: invalid JSON: {exc.msg}") from None
        except RecursionError:
            raise KBError(f"{path}: invalid JSON: {NESTED_TOO_DEEPLY}") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("data"), dict):
        raise KBError(f"{path}: not an MTGJSON file (no top-level 'data' object)")
    data = doc["data"]
    cards = data.get("cards")
    if not isinstance(cards, list):
        raise KBError(f"{path}: not an MTGJSON set file (no data.cards list)")
    for i, rec in enumerate(cards):
        _check_record(path, i, rec)
    info = {
        "meta": doc.get("meta", {}),
        "code": data.get("code"),
        "name": data.get("name"),
        "releaseDate": data.get("releaseDate"),
    }
    return info, cards


#: MTGJSON v5 card fields read as text (https://mtgjson.com/data-models/card/card-set/)
_STRING_FIELDS = (
    "name",
    "faceName",
    "text",
    "type",
    "manaCost",
    "originalText",
    "originalType",
    "power",
    "toughness",
    "layout",
    "side",
    "setCode",
    "number",
    "uuid",
)


def _check_record(path: Path, i: int, rec: Any) -> None:
    """Raise :class:`KBError` naming ``data.cards[i].<field>`` when a card record of an MTGJSON
    file is not an object, or a text field (or a foreignData/rulings entry's) is not a string."""
    where = f"{path}: data.cards[{i}]"
    if not isinstance(rec, dict):
        raise KBError(f"{where}: expected an object, got {type(rec).__name__}")

    def strings(obj: dict[str, Any], fields: tuple[str, ...], at: str) -> None:
        for f in fields:
            v = obj.get(f)
            if v is not None and not isinstance(v, str):
                raise KBError(f"{at}.{f}: expected a string, got {type(v).__name__} {v!r:.40}")

    strings(rec, _STRING_FIELDS, where)
    for key, fields in (
        ("foreignData", ("language", "name", "type", "text")),
        ("rulings", ("date", "text")),
    ):
        entries = rec.get(key)
        if entries is None:
            continue
        if not isinstance(entries, list):
            raise KBError(f"{where}.{key}: expected a list, got {type(entries).__name__}")
        for j, e in enumerate(entries):
            if not isinstance(e, dict):
                raise KBError(f"{where}.{key}[{j}]: expected an object, got {type(e).__name__}")
            strings(e, fields, f"{where}.{key}[{j}]")


def group_cards(records: list[dict[str, Any]]) -> list[JsonCard]:
    """Group face records by (set code, number, name) and merge faces into :class:`JsonCard`.

    Records of the same name from different sets are kept apart (one JsonCard per printing)."""
    groups: dict[tuple[str, str, str], list[dict[str, Any]]] = {}
    for rec in records:
        if not isinstance(rec, dict) or not rec.get("name"):
            continue
        key = (str(rec.get("setCode", "")), str(rec.get("number", "")), rec["name"])
        groups.setdefault(key, []).append(rec)
    out = []
    for recs in groups.values():
        recs.sort(key=lambda r: str(r.get("side") or "a"))

        def join(key: str, recs: list[dict[str, Any]] = recs) -> str:
            return " // ".join(str(r.get(key) or "") for r in recs if r.get(key) is not None)

        first = recs[0]
        foreign: dict[str, dict[str, str]] = {}
        for rec in recs:
            for fd in rec.get("foreignData") or []:
                lang = MTGJSON_LANGS.get(fd.get("language", ""))
                if lang is None:
                    continue
                slot = foreign.setdefault(
                    lang, {"name": fd.get("name") or "", "type": "", "text": ""}
                )
                for k in ("type", "text"):
                    v = fd.get(k) or ""
                    if v:
                        slot[k] = f"{slot[k]} // {v}" if slot[k] else v
        rulings: list[dict[str, str]] = []
        seen = set()
        for rec in recs:
            for r in rec.get("rulings") or []:
                k = (r.get("date"), r.get("text"))
                if k not in seen and r.get("text"):
                    seen.add(k)
                    rulings.append({"date": r.get("date") or "", "text": r["text"]})
        out.append(
            JsonCard(
                name=first["name"],
                mana_cost=join("manaCost"),
                type=join("type"),
                text="\n//\n".join(r.get("text") or "" for r in recs)
                if len(recs) > 1
                else first.get("text") or "",
                original_text=join("originalText"),
                original_type=join("originalType"),
                power=first.get("power"),
                toughness=first.get("toughness"),
                layout=first.get("layout") or "normal",
                foreign=foreign,
                rulings=rulings,
                faces=[r.get("faceName") or r["name"] for r in recs],
                records=recs,
            )
        )
    return out


#: Misspelt foreign card names of MTGJSON, (English name, language) -> (as given, as printed):
#: the printing's own rules text spells the name correctly ("... die er bereits für
#: Sagenumwobenes Wissen bestimmt hat"), so the misspelt name would not be found in it.
@functools.cache
def foreign_name_errata() -> dict[tuple[str, str], tuple[str, str]]:
    """``{(English name, lang): (misspelt name, correct name)}`` from ``kb/name_errata.yaml``:
    foreign names the source data misspells. Raises :class:`KBError` for a malformed file."""
    data = kb_yaml("name_errata.yaml") or {}
    out: dict[tuple[str, str], tuple[str, str]] = {}
    for i, e in enumerate(data.get("errata") or []):
        if not isinstance(e, dict) or not all(
            isinstance(e.get(k), str) for k in ("card", "lang", "wrong", "right")
        ):
            raise KBError(f"kb/name_errata.yaml: errata[{i}] needs card, lang, wrong, right")
        out[(e["card"], e["lang"])] = (e["wrong"], e["right"])
    return out


def foreign_name(english: str, lang: str, name: str) -> str:
    """``name`` (the foreign name of card ``english`` in ``lang``), corrected when it is a
    known misspelling (:func:`foreign_name_errata`, ``kb/name_errata.yaml``)."""
    wrong, right = foreign_name_errata().get((english, lang), (None, None))
    return right if name == wrong and right else name
