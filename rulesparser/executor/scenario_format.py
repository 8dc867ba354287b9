"""The scenario format (docs/scenarios.md): its model (:class:`Scenario`, :class:`CardSpec`,
:class:`Placement`, :class:`Action`, :class:`RunResult`) and its validation, which turns a YAML
text into a checked :class:`Scenario` or raises :class:`ScenarioError` with the offending line:
unknown keys, labels, players, counter kinds, event kinds and fields, out-of-range numbers
(:data:`MAX_TURNS`, :data:`MAX_LIBRARY`, :data:`MAX_KICKS`).
"""

from __future__ import annotations

import functools
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from rulesparser import ast as A
from rulesparser.cardtext import predefined_token_abilities
from rulesparser.executor import color as _color
from rulesparser.executor import sagas as _sagas
from rulesparser.executor.scenario_yaml import (
    MAX_BYTES,
    ScenarioError,
    YList,
    YMap,
    compose_yaml,
)
from rulesparser.executor.state import (
    EVENT_CAUSES,
    EVENT_REASONS,
    ILLEGAL_CODES,
    GameEvent,
    Step,
    Zone,
)
from rulesparser.lexicon import available_languages, load_lexicon, reading_order

if TYPE_CHECKING:  # pragma: no cover
    from rulesparser.executor.engine import Engine

#: Languages a card's rules text may be given in.
LANGS = available_languages()  # the lexicons on disk


_SETUP_ZONES = ("hand", "battlefield", "graveyard", "exile", "library")


_PT = re.compile(r"-?\d+/-?\d+")


_STEP_NAMES = tuple(s.value for s in Step if s not in (Step.UNTAP, Step.CLEANUP))


ACTIONS = {
    "cast": {"targets", "kicker", "x", "face_down", "free", "mode", "by", "illegal", "half"},
    "suspend": {"x", "by", "illegal"},
    "activate": {"ability", "targets", "choose", "by", "illegal"},
    "turn_face_up": {"by", "illegal"},
    "attack": {"by", "illegal", "defender"},
    "block": {"by", "illegal"},
    "resolve": set(),
    "counter": {"by", "illegal"},
    "gain_control": {"player", "illegal"},
    "become_copy": {"of", "illegal"},
    "tap": set(),
    "untap": set(),
    "destroy": set(),
    "put_counters": {"counter", "amount"},
    "play": {"by", "illegal"},
    "expect": set(),
}


#: supertypes of a type line (CR 205.4), kept apart from the card types
SUPERTYPES = frozenset({"legendary", "basic", "snow", "world"})


def _lexicon_words(word_class: str) -> frozenset[str]:
    """The canonical words of a lexicon word class (``COUNTER``, ``CARD_TYPE``...) over every
    language on disk: the counter kinds and card types a scenario may name."""
    return frozenset(c for lg in LANGS for c in load_lexicon(lg).classes.get(word_class, {}))


def counter_kinds() -> frozenset[str]:
    """Counter kinds (CR 122.1) the lexicons know (``time``, ``stun``, ``+1/+1``...) and the
    ones the executor's rules put on objects themselves (``lore``: Sagas, CR 714.3)."""
    return _lexicon_words("COUNTER") | {_sagas.LORE}


#: lexicon word classes of type-line words (CR 205): a ``types`` expectation may name them
_TYPE_CLASSES = ("CARD_TYPE", "SUPERTYPE", "CREATURE_TYPE", "LAND_TYPE", "ENCHANTMENT_TYPE")


def _known_type_words(specs: Any) -> frozenset[str]:
    """Every type word a ``types`` expectation may name (supertypes, card types, subtypes):
    the lexicons' type classes, :data:`SUPERTYPES`, ``all_creature_types`` (CR 205.3m), the
    predefined tokens' subtypes and the
    words of the scenario's cards (``specs``: :class:`CardSpec`, with their faces)."""
    # the predefined tokens' artifact types (Treasure, Food, ...: CR 111.10, 205.3g)
    words: set[str] = set(SUPERTYPES) | {"all_creature_types"} | set(predefined_token_abilities())
    for cls in _TYPE_CLASSES:
        words |= _lexicon_words(cls)
    todo = list(specs)
    while todo:
        spec = todo.pop()
        words.update(w.lower() for w in (*spec.types, *spec.subtypes, *spec.supertypes))
        todo.extend(spec.faces)
    return frozenset(words - {"permanent"})


def _card_types() -> frozenset[str]:
    """Card types (CR 300.1) the lexicons know; ``permanent`` is a word of that class but not a
    card type (CR 110.1)."""
    return _lexicon_words("CARD_TYPE") - {"permanent"}


_EXPECT_KEYS = (
    "life",
    "zones",
    "zone",
    "counters",
    "tapped",
    "pt",
    "face_down",
    "controller",
    "events",
    "no_events",
    "ordered",
    "lost",
    "stack",
    "keywords",
    "types",
    "colors",
    "max_hand_size",
    "attached",
    "library_order",
)


# blank library cards per player: each is a game object, so the number bounds time and memory
MAX_LIBRARY = 10_000


#: the highest turn number a scenario may script or play (``turns:``, ``play_turns``): a longer
#: game is malformed (a ruling needs a few turns; the executor benchmark plays long games
#: through the Python API)
MAX_TURNS = 1_000


@dataclass
class CardSpec:
    """A card of a scenario: names and rules text per language, or AST JSON (CR 200-208)."""

    key: str
    line: int
    names: dict[str, str]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    mana_cost: tuple[str, ...]
    text: dict[str, str]
    abilities_json: list[Any] | None
    text_names: dict[str, str] = field(default_factory=dict)
    text_line: int = 0
    lenient: bool = False
    text_lines: dict[str, int] = field(default_factory=dict)
    #: the halves of a split card (CR 708 of 2007, 709 of current rules), each a CardSpec
    faces: list[CardSpec] = field(default_factory=list)
    #: supertypes (CR 205.4): ``legendary``, ``basic``...
    supertypes: tuple[str, ...] = ()


@dataclass
class Placement:
    """An object placed at setup: ``card`` key, ``label``, zone and state."""

    card: str
    label: str
    owner: str
    zone: Zone
    counters: dict[str, int]
    tapped: bool
    fresh: bool
    face_down: bool
    line: int
    attached_to: str | None = None


@dataclass
class Action:
    """One scripted action: ``kind`` (``cast``, ``resolve``, ...), ``value`` (its main
    argument), ``options``, and the YAML line for messages."""

    kind: str
    value: Any
    options: dict[str, Any]
    line: int


@dataclass
class Scenario:
    """A validated scenario file (see ``docs/scenarios.md``)."""

    file: str
    title: str
    ruling: str
    languages: tuple[str, ...]
    players: list[tuple[str, int, int]]
    cards: dict[str, CardSpec]
    placements: list[Placement]
    library: dict[str, int]
    choices: dict[str, Any]
    script: dict[tuple[int, str], list[Action]]
    play_turns: int
    expect: dict[str, Any]
    expect_line: int
    encodes: tuple[str, ...] = ()
    #: the 2007 rule 300.3: unused mana in a mana pool is lost as a phase ends and its player
    #: loses that much life (mana burn, until Magic 2010)
    mana_burn: bool = False


@dataclass
class RunResult:
    """The outcome of one run: the language, the log, failed expectations (each a diff
    line ``file:line: expected ..., got ...``), and the game."""

    lang: str
    events: list[GameEvent]
    failures: list[str]
    game: Engine
    names: dict[str, str] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        """True when every expectation held."""
        return not self.failures


class _V:
    def __init__(self, file: str) -> None:
        self.file = file
        #: labels of the placed cards, then the card keys (for ``token:<card>``) and players,
        #: known once the setup is read (None before)
        self.labels: set[str] | None = None
        self.cards: set[str] = set()
        self.players: list[str] = []
        #: the type words a ``types`` expectation may name: the lexicons' and the cards'
        self.type_words: frozenset[str] = frozenset()

    def counter_kind(self, kind: Any, line: int, what: str) -> str:
        """A known counter kind (lexicons' ``COUNTER`` class), else a ScenarioError."""
        known = counter_kinds()
        if kind not in known:
            raise self.err(
                line, f"unknown counter kind {kind!r} in {what} (kinds: {', '.join(sorted(known))})"
            )
        return str(kind)

    def known_label(self, label: str) -> bool:
        """Whether ``label`` names an object a scenario can refer to: a placed card's label,
        ``token:<card key, creature type or predefined token name>`` (tokens created during
        play, CR 111, 111.10),
        ``stack:<label>``, optionally with a ``#n`` suffix. True before the setup is read."""
        if self.labels is None:
            return True
        base = label.split("#")[0]
        if base.startswith("stack:"):
            base = base[len("stack:") :]
        if base.startswith("copy:"):  # a copy of a spell (CR 707.10): copy:<original's label>
            base = base[len("copy:") :]
        if base.startswith("token:"):
            rest = base[len("token:") :]
            return (
                rest in self.cards
                or rest == "token"
                or rest in _lexicon_words("CREATURE_TYPE")
                or rest in predefined_token_abilities()  # a predefined token (CR 111.10)
            )
        player, _, rest = base.partition(":library")
        if player in self.players and rest.isdigit():  # a blank library card
            return True
        return base in self.labels

    def label(self, label: Any, line: int, what: str, players: bool = False) -> None:
        """Refuse an unknown label (a typo would make an expectation pass vacuously)."""
        if players and label in self.players:
            return
        if isinstance(label, str) and self.known_label(label):
            return
        known = sorted(self.labels or ())
        extra = f"players: {', '.join(self.players)}; " if players else ""
        raise self.err(
            line,
            f"unknown label {label!r} in {what} ({extra}labels: {', '.join(known)}, "
            "token:<creature type, predefined token name or card key>[#n])",
        )

    def err(self, line: int, msg: str) -> ScenarioError:
        return ScenarioError(self.file, line, msg)

    def map(self, value: Any, line: int, what: str) -> YMap:
        if not isinstance(value, YMap):
            raise self.err(getattr(value, "line", line), f"{what} must be a mapping")
        return value

    def keys(
        self, m: YMap, allowed: tuple[str, ...] | set[str], required: tuple[str, ...], what: str
    ) -> None:
        for k in m:
            if k not in allowed:
                raise self.err(
                    m.key_lines[k],
                    f"unknown key {k!r} in {what} (allowed: {', '.join(sorted(allowed))})",
                )
        for k in required:
            if k not in m:
                raise self.err(m.line, f"{what} needs the key {k!r}")

    def int_(self, value: Any, line: int, what: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.err(line, f"{what} must be an integer, not {value!r}")
        return value

    def nat(self, value: Any, line: int, what: str, low: int = 0, high: int | None = None) -> int:
        """An integer of at least ``low`` (and at most ``high`` when given)."""
        n = self.int_(value, line, what)
        if n < low:
            raise self.err(line, f"{what} must be at least {low}, not {n}")
        if high is not None and n > high:
            raise self.err(line, f"{what} must be at most {high:,}, not {n:,}")
        return n

    def bool_(self, value: Any, line: int, what: str) -> bool:
        """A YAML boolean (``true``/``false``); a string such as ``"no"`` is refused."""
        if not isinstance(value, bool):
            raise self.err(line, f"{what} must be true or false, not {value!r}")
        return value

    def str_(self, value: Any, line: int, what: str) -> str:
        if not isinstance(value, str) or not value:
            raise self.err(line, f"{what} must be a non-empty string, not {value!r}")
        return value

    def list_(self, value: Any, line: int, what: str) -> YList:
        if not isinstance(value, YList):
            raise self.err(getattr(value, "line", line), f"{what} must be a list")
        return value

    def lang_map(self, value: Any, line: int, what: str) -> dict[str, str]:
        if isinstance(value, str):
            return {"en": value}
        m = self.map(value, line, what)
        for k, v in m.items():
            if k not in LANGS:
                raise self.err(
                    m.key_lines[k], f"unknown language {k!r} in {what} (use en, fr or de)"
                )
            self.str_(v, m.key_lines[k], f"{what}.{k}")
        return dict(m)


def _mana_symbols(text: str, v: _V, line: int) -> tuple[str, ...]:
    import re

    from rulesparser.parser import mana_symbol_regex

    syms = re.findall(r"\{([^}]+)\}", text)
    if "".join("{" + s + "}" for s in syms) != text.replace(" ", ""):
        raise v.err(line, f"mana_cost must be mana symbols like '{{1}}{{R}}', not {text!r}")
    for s in sorted(syms, key=lambda s: s.upper() in ("T", "Q")):
        if s.upper() in ("T", "Q"):  # CR 107.5, 107.6: the tap and untap symbols aren't mana
            raise v.err(line, f"{{{s}}} in mana_cost {text!r} is not a mana symbol (CR 107.4)")
        if not mana_symbol_regex().fullmatch("{" + s + "}"):
            raise v.err(
                line,
                f"{{{s}}} in mana_cost {text!r} is not a mana symbol "
                "(CR 107.4: {2}, {W}, {X}, {W/U}, {2/W}, {W/P}...)",
            )
    from rulesparser.mana import canonical_symbol

    return tuple(canonical_symbol(s) for s in syms)


@functools.lru_cache(maxsize=1)
def _kb_cards() -> dict[str, dict[str, Any]]:
    """The shipped knowledge-base cards (kb/seed_cards.yaml: Planar Chaos FAQ cards with their
    English, French and German texts from MTGJSON), by English name; read once per process."""
    from rulesparser.kb.data import kb_dir

    try:
        text = (kb_dir() / "seed_cards.yaml").read_text(encoding="utf-8")
        data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except (OSError, yaml.YAMLError):
        return {}
    return {c["name"]: c for c in data.get("cards", []) if c.get("name")}


def kb_card(name: str) -> dict[str, Any] | None:
    """The KB card with this English name, in any letter case (as ``rulesparser card``): a
    shipped one (kb/seed_cards.yaml), else one of the compiled knowledge base
    (:func:`_compiled_kb_card`)."""
    cards = _kb_cards()
    if name in cards:
        return cards[name]
    folded = name.casefold()
    found = next((c for n, c in cards.items() if n.casefold() == folded), None)
    return found if found is not None else _compiled_kb_card(name)


def _compiled_kb_card(name: str) -> dict[str, Any] | None:
    """The card named ``name`` (English, French or German, as ``rulesparser card``) in the
    compiled knowledge base at ``$RULESPARSER_DB`` or the default location, when that database
    exists (it is never built here), shaped like a kb/seed_cards.yaml entry: ``names``,
    ``printed`` and ``oracle`` texts per language, ``type``, ``power``, ``toughness``,
    ``mana_cost``. None when there is no database or no such card."""
    import warnings

    from rulesparser.kb import KBError
    from rulesparser.kb import card as kb_card
    from rulesparser.kb.paths import locate_db

    path, _ = locate_db(None)
    if not path.is_file():
        return None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # a stale KB still has the right card texts
            c = kb_card(name, db=path)
    except KBError:
        return None
    if c is None:
        return None
    return {
        "name": c["name"],
        "names": c.get("names") or {"en": c["name"]},
        "printed": c.get("printed") or {},
        "oracle": c.get("texts") or {},
        "type": c.get("type") or "",
        "power": c.get("power"),
        "toughness": c.get("toughness"),
        "mana_cost": c.get("mana_cost"),
    }


#: card keys that ``kb:`` fills from the knowledge base (refused beside it)
_KB_FIELDS = (
    "name",
    "types",
    "subtypes",
    "supertypes",
    "power",
    "toughness",
    "mana_cost",
    "text",
    "abilities_json",
    "faces",
)


def _parse_card(key: str, m: YMap, v: _V) -> CardSpec:
    v.keys(
        m,
        ("text_name", "kb", "lenient", *_KB_FIELDS),
        (),
        f"card {key!r}",
    )
    names: dict[str, str] = {}
    text: dict[str, str] = {}
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power = toughness = None
    mana: tuple[str, ...] = ()
    if "kb" in m:
        # kb: gives the card's names, types, P/T, mana cost and texts; giving one of them
        # too would leave unclear which one is used, so it is refused
        clash = [k for k in _KB_FIELDS if k in m]
        if clash:
            raise v.err(
                m.key_lines[clash[0]],
                f"card {key!r}: {clash[0]!r} can't be given with 'kb:' (the knowledge base gives "
                "its names, types, power/toughness, mana cost and text; only text_name and "
                "lenient may be added)",
            )
        kb = kb_card(v.str_(m["kb"], m.key_lines["kb"], "kb"))
        if kb is None:
            raise v.err(
                m.key_lines["kb"],
                f"card {m['kb']!r} is not in the knowledge base (the shipped cards, and the "
                "compiled one at $RULESPARSER_DB or the default location if built: see "
                "'rulesparser card NAME')",
            )
        names = dict(kb.get("names", {}))
        for lang, o in (kb.get("printed") or {}).items():
            if lang in LANGS and o.get("text"):
                text[lang] = o["text"]
        for lang, o in (kb.get("oracle") or {}).items():
            if lang in LANGS and o.get("text") and lang not in text:
                text[lang] = o["text"]
        tline = ((kb.get("printed") or {}).get("en") or {}).get("type") or kb.get("type") or ""
        left, _, right = tline.replace("—", "-").partition(" - ")
        words = [w.lower() for w in left.split()]
        types = tuple(w for w in words if w not in SUPERTYPES)
        supertypes = tuple(w for w in words if w in SUPERTYPES)
        subtypes = tuple(w.lower() for w in right.split())
        for attr in ("power", "toughness"):
            raw = kb.get(attr)
            val = int(raw) if isinstance(raw, str) and raw.lstrip("-").isdigit() else None
            if attr == "power":
                power = val
            else:
                toughness = val
        if kb.get("mana_cost"):
            mana = _mana_symbols(kb["mana_cost"], v, m.key_lines["kb"])
    if "name" in m:
        names = v.lang_map(m["name"], m.key_lines["name"], f"card {key!r} name")
    if not names:
        names = {"en": key}
    if "types" in m:
        tl = v.list_(m["types"], m.key_lines["types"], "types")
        types = tuple(str(t) for t in tl)
        known_types = _card_types()
        for i, t in enumerate(types):
            if t not in known_types:
                raise v.err(
                    tl.item_lines[i],
                    f"unknown card type {t!r} in card {key!r} "
                    f"(types: {', '.join(sorted(known_types))}; subtypes go in subtypes:)",
                )
    if "subtypes" in m:
        subtypes = tuple(
            str(t) for t in v.list_(m["subtypes"], m.key_lines["subtypes"], "subtypes")
        )
    if "supertypes" in m:
        supertypes = tuple(
            str(t) for t in v.list_(m["supertypes"], m.key_lines["supertypes"], "supertypes")
        )
    for attr in ("power", "toughness"):
        if attr in m:
            val = v.int_(m[attr], m.key_lines[attr], attr)
            if attr == "power":
                power = val
            else:
                toughness = val
    if "mana_cost" in m:
        mana = _mana_symbols(str(m["mana_cost"]), v, m.key_lines["mana_cost"])
    text_lines: dict[str, int] = {}
    if "text" in m:
        text = v.lang_map(m["text"], m.key_lines["text"], f"card {key!r} text")
        if isinstance(m["text"], YMap):
            text_lines = {str(k): m["text"].key_lines[k] for k in m["text"]}
    aj = None
    if "abilities_json" in m:
        aj = v.list_(m["abilities_json"], m.key_lines["abilities_json"], "abilities_json")
        try:
            A.node_from_json(_plain(aj))
        except (ValueError, TypeError) as e:
            raise v.err(m.key_lines["abilities_json"], f"abilities_json: {e}") from None
    text_names: dict[str, str] = {}
    if "text_name" in m:
        text_names = v.lang_map(m["text_name"], m.key_lines["text_name"], f"card {key!r} text_name")
    faces: list[CardSpec] = []
    if "faces" in m:
        fl = v.list_(m["faces"], m.key_lines["faces"], f"card {key!r} faces")
        if len(fl) != 2:
            raise v.err(fl.line, f"a split card has two faces, card {key!r} has {len(fl)}")
        for i, fm in enumerate(fl):
            face = _parse_card(f"{key} face {i + 1}", v.map(fm, fl.item_lines[i], "a face"), v)
            if face.faces:
                raise v.err(fl.item_lines[i], "a face can't have faces")
            faces.append(face)
        if not names or names == {"en": key}:
            names = {
                lg: " // ".join(f.names.get(lg) or f.names.get("en") or f.key for f in faces)
                for lg in {lg for f in faces for lg in f.names}
            }
        if not text:  # the card runs in the languages both halves have text for
            text = {
                lg: "//"
                for lg in LANGS
                if all(lg in f.text or not f.text for f in faces) and any(f.text for f in faces)
            }
    return CardSpec(
        key,
        m.line,
        names,
        types,
        subtypes,
        power,
        toughness,
        mana,
        text,
        _plain(aj) if aj else None,
        text_names,
        m.key_lines.get("text", m.key_lines.get("kb", m.line)),
        v.bool_(m["lenient"], m.key_lines["lenient"], "lenient") if "lenient" in m else False,
        text_lines,
        faces,
        supertypes,
    )


def _plain(x: Any) -> Any:
    if isinstance(x, dict):
        return {k: _plain(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_plain(v) for v in x]
    return x


def parse_scenario(text: str, file: str = "<scenario>") -> Scenario:
    """Validate scenario YAML text. Raises :class:`ScenarioError` (``file:line: message``)."""
    v = _V(file)
    root = compose_yaml(text, file)
    root = v.map(root, 1, "the scenario")
    v.keys(
        root,
        (
            "scenario",
            "ruling",
            "encodes",
            "languages",
            "players",
            "cards",
            "setup",
            "choices",
            "turns",
            "play_turns",
            "expect",
            "mana_burn",
        ),
        ("scenario", "ruling", "players", "cards"),
        "the scenario",
    )
    title = v.str_(root["scenario"], root.key_lines["scenario"], "scenario")
    ruling = v.str_(root["ruling"], root.key_lines["ruling"], "ruling")
    encodes: tuple[str, ...] = ()
    if "encodes" in root:
        el = v.list_(root["encodes"], root.key_lines["encodes"], "encodes")
        encodes = tuple(
            v.str_(x, el.item_lines[i], "a ruling id in encodes") for i, x in enumerate(el)
        )
    pm = v.map(root["players"], root.key_lines["players"], "players")
    if not 2 <= len(pm) <= 8:
        raise v.err(
            root.key_lines["players"],
            f"players must name two to eight players (the first takes turn 1), got {len(pm)}",
        )
    players = []
    for name, spec in pm.items():
        life, mana = 20, 99
        if spec is not None:
            sm = v.map(spec, pm.key_lines[name], f"player {name!r}")
            v.keys(sm, ("life", "mana"), (), f"player {name!r}")
            if "life" in sm:
                life = v.int_(sm["life"], sm.key_lines["life"], "life")
            if "mana" in sm:
                mana = v.nat(sm["mana"], sm.key_lines["mana"], "mana")
        players.append((str(name), life, mana))
    pnames = [p[0] for p in players]
    cm = v.map(root["cards"], root.key_lines["cards"], "cards")
    cards = {
        str(k): _parse_card(str(k), v.map(val, cm.key_lines[k], f"card {k!r}"), v)
        for k, val in cm.items()
    }
    for c in cards.values():
        if not c.text and c.abilities_json is None and c.line:
            pass  # vanilla card: no abilities
    langs: tuple[str, ...]
    if "languages" in root:
        ll = v.list_(root["languages"], root.key_lines["languages"], "languages")
        for i, lg in enumerate(ll):
            if lg not in LANGS:
                raise v.err(ll.item_lines[i], f"unknown language {lg!r} (use en, fr or de)")
        langs = tuple(ll)
    else:
        langs = reading_order(
            [lg for lg in LANGS if all(lg in c.text or not c.text for c in cards.values())]
        ) or ("en",)
    for c in cards.values():
        for lg in langs:
            if c.text and lg not in c.text and c.abilities_json is None:
                raise v.err(
                    c.line, f"card {c.key!r} has no {lg} text but the scenario runs in {lg}"
                )
    v.players = pnames
    for c in cards.values():
        if c.key in pnames:  # a label defaults to the card key: it would mean the player
            raise v.err(c.line, f"card key {c.key!r} is a player's name; use another key")
    placements: list[Placement] = []
    library: dict[str, int] = {p: 40 for p in pnames}
    labels: set[str] = set()
    if "setup" in root:
        sm = v.map(root["setup"], root.key_lines["setup"], "setup")
        for pname, zones in sm.items():
            if pname not in pnames:
                raise v.err(
                    sm.key_lines[pname],
                    f"unknown player {pname!r} in setup (players: {', '.join(pnames)})",
                )
            zm = v.map(zones, sm.key_lines[pname], f"setup of {pname}")
            v.keys(zm, _SETUP_ZONES, (), f"setup of {pname}")
            for zname, items in zm.items():
                if zname == "library" and isinstance(items, int) and not isinstance(items, bool):
                    library[pname] = v.nat(
                        items, zm.key_lines[zname], f"{pname}'s library", high=MAX_LIBRARY
                    )
                    continue
                lst = v.list_(items, zm.key_lines[zname], f"{pname}'s {zname}")
                for i, it in enumerate(lst):
                    line = lst.item_lines[i]
                    placements.append(_placement(it, pname, Zone(zname), line, cards, labels, v))
                if zname == "library":
                    library[pname] = 0
    v.labels = labels | {p.label for p in placements}
    v.cards = set(cards)
    v.type_words = _known_type_words(cards.values())
    v.players = pnames
    choices: dict[str, Any] = {}
    if "choices" in root:
        chm = v.map(root["choices"], root.key_lines["choices"], "choices")
        v.keys(
            chm,
            (
                "targets",
                "new_targets",
                "pay",
                "modes",
                "numbers",
                "may",
                "coin_flips",
                "resolve_first",
                "choose",
                "names",
                "discard",
                "damage_order",
                "colors",
                "shuffle",
            ),
            (),
            "choices",
        )
        for kind, table in chm.items():
            _check_choices(kind, v.map(table, chm.key_lines[kind], f"choices.{kind}"), v)
        choices = _plain(chm)
        choices["_line"] = root.key_lines["choices"]
        if isinstance(chm.get("modes"), YMap):
            choices["_modes_lines"] = dict(chm["modes"].key_lines)
    script: dict[tuple[int, str], list[Action]] = {}
    max_turn = 1
    if "turns" in root:
        tm = v.map(root["turns"], root.key_lines["turns"], "turns")
        for t, steps in tm.items():
            tl = tm.key_lines[t]
            turn = v.int_(t, tl, "a turn number")
            if turn < 1:
                raise v.err(tl, "turn numbers start at 1")
            if turn > MAX_TURNS:
                raise v.err(
                    tl, f"turn {turn:,} is after the last turn a scenario may play ({MAX_TURNS:,})"
                )
            max_turn = max(max_turn, turn)
            stm = v.map(steps, tl, f"turn {turn}")
            for step, acts in stm.items():
                if step not in _STEP_NAMES:
                    raise v.err(
                        stm.key_lines[step],
                        f"unknown step {step!r} (steps: {', '.join(_STEP_NAMES)})",
                    )
                al = v.list_(acts, stm.key_lines[step], f"turn {turn} {step}")
                script[(turn, step)] = [
                    _action(a, al.item_lines[i], v, pnames) for i, a in enumerate(al)
                ]
    play_turns = max_turn
    if "play_turns" in root:
        play_turns = v.nat(
            root["play_turns"], root.key_lines["play_turns"], "play_turns", 1, MAX_TURNS
        )
        if play_turns < max_turn:
            raise v.err(
                root.key_lines["play_turns"],
                f"play_turns {play_turns} is before scripted turn {max_turn}",
            )
    expect: dict[str, Any] = {}
    eline = root.line
    if "expect" in root:
        eline = root.key_lines["expect"]
        expect = _check_expect(root["expect"], eline, v, pnames)
    return Scenario(
        file,
        title,
        ruling,
        langs,
        players,
        cards,
        placements,
        library,
        choices,
        script,
        play_turns,
        expect,
        eline,
        encodes,
        _flag(root, "mana_burn", v),
    )


def _flag(root: YMap, key: str, v: _V) -> bool:
    """A true/false option of the scenario (default false)."""
    if key not in root:
        return False
    value = root[key]
    if not isinstance(value, bool):
        raise v.err(root.key_lines[key], f"{key} must be true or false, not {value!r}")
    return value


def _placement(
    it: Any, owner: str, zone: Zone, line: int, cards: dict[str, CardSpec], labels: set[str], v: _V
) -> Placement:
    if isinstance(it, str):
        it = YMap({"card": it})
        it.line = line
        it.key_lines = {"card": line}
    m = v.map(it, line, "a placed card")
    v.keys(
        m,
        ("card", "as", "counters", "tapped", "fresh", "face_down", "attached_to"),
        ("card",),
        "a placed card",
    )
    attached_to = None
    if "attached_to" in m:
        if zone is not Zone.BATTLEFIELD:
            raise v.err(m.key_lines["attached_to"], "only a permanent can be attached")
        attached_to = v.str_(m["attached_to"], m.key_lines["attached_to"], "attached_to")
    key = str(m["card"])
    if key not in cards:
        raise v.err(m.key_lines["card"], f"unknown card {key!r} (cards: {', '.join(cards)})")
    label = str(m.get("as", key))
    if label in labels:
        raise v.err(line, f"label {label!r} is used twice; give the second one 'as: <label>'")
    if label in v.players:  # a target or a check naming it would mean the player
        raise v.err(
            m.key_lines.get("as", line),
            f"label {label!r} is a player's name; give the card another label with 'as: <label>'",
        )
    labels.add(label)
    counters: dict[str, int] = {}
    if "counters" in m:
        cm = v.map(m["counters"], m.key_lines["counters"], "counters")
        counters = {
            v.counter_kind(k, cm.key_lines[k], "counters"): v.nat(
                n, cm.key_lines[k], f"{k} counters"
            )
            for k, n in cm.items()
        }
    return Placement(
        key,
        label,
        owner,
        zone,
        counters,
        *(
            v.bool_(m[k], m.key_lines[k], k) if k in m else False
            for k in ("tapped", "fresh", "face_down")
        ),
        line,
        attached_to,
    )


def _check_choices(kind: str, table: YMap, v: _V) -> None:
    """Validate one ``choices`` table: source label -> a value, or a list of values used one
    per decision (targets: labels or lists of labels; pay/may: booleans; modes/numbers:
    integers >= 0; resolve_first: effect names; choose: labels of the objects chosen as an
    effect resolves, or lists of them)."""
    for label, value in table.items():
        line = table.key_lines[label]
        v.str_(label, line, f"a source label in choices.{kind}")
        if kind in ("discard", "shuffle"):
            if label not in v.players:
                raise v.err(
                    line,
                    f"unknown player {label!r} in choices.{kind} (players: {', '.join(v.players)})",
                )
        else:
            v.label(label, line, f"choices.{kind}")
        items = list(value) if isinstance(value, YList) else [value]
        if kind == "resolve_first" and not isinstance(value, YList):
            items = [value]
        for item in items:
            what = f"choices.{kind}.{label}"
            if kind == "targets":
                for t in item if isinstance(item, YList) else [item]:
                    v.str_(t, line, f"a target label in {what}")
            elif kind == "new_targets":
                v.str_(item, line, f"a target label in {what}")
            elif kind in ("pay", "may", "coin_flips"):
                _typed(item, bool, line, what, v)
            elif kind in ("modes", "numbers"):
                v.nat(item, line, what)
            elif kind == "choose":  # one label, or several ("return two creatures you control")
                for t in item if isinstance(item, YList) else [item]:
                    v.str_(t, line, f"the label of the object chosen in {what}")
            elif kind == "names":
                v.str_(item, line, f"the key of the card named in {what}")
            elif kind == "colors":  # "choose a color" (CR 105.1)
                if item not in _color.COLORS:
                    raise v.err(
                        line, f"{what}: a color is one of {', '.join(_color.COLORS)}, not {item!r}"
                    )
            elif kind in ("discard", "damage_order"):
                v.str_(item, line, f"a label in {what}")
            elif kind == "shuffle":  # the new top of the library, or one such list per shuffle
                for t in item if isinstance(item, YList) else [item]:
                    v.label(t, line, what)
            else:
                v.str_(item, line, f"an effect name in {what}")


def _targets_option(value: Any, line: int, v: _V) -> None:
    for t in value if isinstance(value, YList) else [value]:
        v.str_(t, line, "a target label (a player, an object label or stack:top)")


def _action(a: Any, line: int, v: _V, pnames: list[str]) -> Action:
    m = v.map(a, line, "an action")
    # an option named like an action ("counter" of put_counters) is that action's option
    kinds = [k for k in m if k in ACTIONS and not any(k in ACTIONS.get(o, ()) for o in m if o != k)]
    if len(kinds) != 1:
        raise v.err(
            m.line,
            f"an action needs exactly one of: {', '.join(ACTIONS)} (got {', '.join(map(str, m)) or 'nothing'})",
        )
    kind = kinds[0]
    for k in m:
        if k != kind and k not in ACTIONS[kind]:
            raise v.err(
                m.key_lines[k],
                f"unknown option {k!r} for {kind} (allowed: {', '.join(sorted(ACTIONS[kind])) or 'none'})",
            )
    for k in ("by", "player", "defender"):
        if k in m and m[k] not in pnames:
            raise v.err(m.key_lines[k], f"unknown player {m[k]!r} (players: {', '.join(pnames)})")
    value = m[kind]
    vline = m.key_lines[kind]
    if kind == "expect":
        value = _check_expect(value, vline, v, pnames)
    elif kind == "resolve":
        if value != "all":
            v.nat(value, vline, "resolve (a number of stack objects, or all)", 1)
    elif kind in ("attack", "tap", "untap", "destroy"):
        labels = value if isinstance(value, YList) else [value]
        for lab in labels:
            v.str_(lab, vline, f"a label in {kind}")
    elif kind == "block":
        bm = v.map(value, vline, "block (blocker: attacker)")
        for b, a in bm.items():
            v.str_(b, bm.key_lines[b], "a blocker label")
            v.str_(a, bm.key_lines[b], "an attacker label")
    elif kind == "counter":
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise v.err(vline, f"counter needs top, a source label or an index, not {value!r}")
    else:
        v.str_(value, vline, f"the label of {kind}")
    for k, val in m.items():
        kl = m.key_lines[k]
        if k == kind:
            continue
        if k in ("x", "mode", "ability", "half"):
            v.nat(val, kl, k)
        elif k == "amount":
            v.nat(val, kl, k, 1)
        elif k in ("face_down", "free"):
            _typed(val, bool, kl, k, v)
        elif k == "illegal":
            if val not in ILLEGAL_CODES:
                raise v.err(
                    kl,
                    f"unknown illegal-action code {val!r} (codes: {', '.join(sorted(ILLEGAL_CODES))})",
                )
        elif k == "counter":
            v.counter_kind(val, kl, kind)
        elif k == "of":
            v.str_(val, kl, k)
        elif k == "targets":
            _targets_option(val, kl, v)
        elif k == "kicker" and val is not True:
            _kicker_option(val, kl, v)
        elif k == "choose":
            for i, lab in enumerate(v.list_(val, kl, "choose")):
                v.str_(lab, val.item_lines[i], "a label in choose")
    options = {k: _plain(val) for k, val in m.items() if k != kind}
    return Action(kind, _plain(value), options, line)


#: The event log's schema: event kind -> its data fields (see ``Engine.emit``); a pattern in
#: ``events`` / ``no_events`` / ``ordered`` may use only these fields plus ``turn``, ``step``
#: and ``count``. ``tests/test_executor_scenario_format.py`` checks it against the code.
EVENT_FIELDS: dict[str, tuple[str, ...]] = {
    "activates": ("player", "card", "ability"),
    "attacks": ("card",),
    "becomes": ("card", "power", "toughness"),
    "becomes_copy": ("card", "of"),
    "copies": ("player", "card", "of"),
    "blocks": ("card", "attacker"),
    "cant_be_blocked": ("filter", "card", "duration"),
    "casts": ("player", "card", "face_down", "free", "kicked", "targets", "half"),
    "chooses": ("player", "card", "choice"),
    "coin_flip": ("player", "card", "won"),
    "control": ("card", "player"),
    "countered": ("source", "ability"),
    "removed_from_combat": ("card",),
    "regeneration_shield": ("card",),
    "regenerates": ("card",),
    "counters_put": ("card", "counter", "amount", "total"),
    "counters_removed": ("card", "counter", "amount", "total"),
    "damage": ("source", "to", "amount", "combat"),
    "discards": ("player", "card"),
    "does_not_pay": ("player", "card", "amount"),
    "does_nothing": ("source", "ability", "reason", "effects"),
    "draws": ("player", "amount"),
    "mills": ("player", "amount"),
    "scries": ("player", "amount", "bottom"),
    "draws_from_empty": ("player",),
    "effect_ends": ("card",),
    "enters": ("card", "player", "counters"),
    "exiled": ("card", "zone"),
    "fizzles": ("source", "ability", "effects"),
    "destroyed": ("card",),
    "stays": ("card", "zone"),
    "shuffles": ("player",),
    "finds": ("player", "card"),
    "fails_to_find": ("player",),
    "dredges": ("player", "card", "amount"),
    "reveals": ("player", "card"),
    "not_destroyed": ("card", "reason"),
    "attached": ("card", "to"),
    "plays": ("player", "card"),
    "prevented": ("source", "to", "amount"),
    "skips": ("player", "step"),
    "gains": ("card", "ability", "duration"),
    "gets": ("card", "power", "toughness"),
    "cant_attack_this_turn": ("card",),
    "cant_block_this_turn": ("card",),
    "cant_attack_or_block_this_turn": ("card",),
    "illegal": ("action", "code"),
    "leaves": ("card", "to", "cause"),
    "life": ("player", "change", "life"),
    "mana_added": ("player", "mana", "pool"),
    "mana_burn": ("player", "amount"),
    "loses_abilities": ("card",),
    "loses_game": ("player",),
    "game_draw": ("rule", "resolutions"),
    "leaves_game": ("player",),
    "not_countered": ("source", "ability"),
    "pays": ("player", "card", "amount"),
    "resolves": ("source", "ability", "effects"),
    "returned_to_hand": ("card", "player", "zone"),
    "reveals_hand": ("player", "cards"),
    "sacrificed": ("card",),
    "cant_sacrifice": ("player", "card"),
    "sba": ("rule", "card", "player"),
    "suspends": ("player", "card", "counters"),
    "target_changed": ("source", "old", "new"),
    "declines": ("player", "card"),
    "target_unchanged": ("source", "target"),
    "tapped": ("card",),
    "token": ("card", "of"),
    "trigger_removed": ("source", "ability", "effects"),
    "triggers": ("source", "ability", "controller", "targets", "effects"),
    "turn": ("player", "number"),
    "turned_face_up": ("card",),
    "unsupported": ("node",),
    "untap_replaced": ("card", "counter", "total", "cause"),
    "untapped": ("card", "cause"),
}


#: event fields holding a player's name / an object's label (or a player: damage.to, targets)
_PLAYER_FIELDS = {"player", "controller"}


_LABEL_FIELDS = {"card", "source", "attacker", "target", "old", "new"}


_INT_FIELDS = {
    "amount",
    "total",
    "power",
    "toughness",
    "change",
    "life",
    "number",
    "pool",
    "resolutions",
}


_BOOL_FIELDS = {"combat", "face_down", "free", "won"}


_TYPE_OVERRIDES = {("suspends", "counters"): int, ("scries", "bottom"): int}


def _field_type(kind: str, name: str) -> type:
    if (kind, name) in _TYPE_OVERRIDES:
        return _TYPE_OVERRIDES[(kind, name)]
    if name in _INT_FIELDS:
        return int
    if name in _BOOL_FIELDS:
        return bool
    return str


def _typed(value: Any, want: type, line: int, what: str, v: _V) -> None:
    ok = isinstance(value, want) and (want is bool or not isinstance(value, bool))
    if not ok:
        names = {int: "an integer", bool: "true or false", str: "a string"}
        raise v.err(line, f"{what} must be {names[want]}, not {value!r}")


def _check_pattern(pm: YMap, line: int, key: str, v: _V) -> None:
    if "event" not in pm:
        raise v.err(line, f"an {key} pattern needs the key 'event'")
    kind = pm["event"]
    if not isinstance(kind, str) or kind not in EVENT_FIELDS:
        raise v.err(
            pm.key_lines["event"],
            f"unknown event kind {kind!r} (kinds: {', '.join(sorted(EVENT_FIELDS))})",
        )
    fields = EVENT_FIELDS[kind]
    for k, val in pm.items():
        kl = pm.key_lines[k]
        if k == "event":
            continue
        if k in ("turn", "count"):
            n = v.int_(val, kl, k)
            if n < (1 if k == "turn" else 0):
                raise v.err(kl, f"{k} must be at least {1 if k == 'turn' else 0}, not {n}")
        elif k == "step":
            if val not in _STEP_NAMES + (Step.UNTAP.value, Step.CLEANUP.value):
                raise v.err(kl, f"unknown step {val!r} (steps: {', '.join(_STEP_NAMES)})")
        elif k not in fields:
            raise v.err(
                kl,
                f"unknown field {k!r} for event {kind!r} "
                f"(fields: {', '.join(fields + ('turn', 'step', 'count'))})",
            )
        else:
            _typed(val, _field_type(kind, k), kl, f"{kind}.{k}", v)
            if k in _PLAYER_FIELDS:
                if val not in v.players:
                    raise v.err(
                        kl, f"unknown player {val!r} in {key} (players: {', '.join(v.players)})"
                    )
            elif k in _LABEL_FIELDS or (k == "to" and kind in ("damage", "attached")):
                v.label(val, kl, key, players=k in ("to", "target", "old", "new"))
            elif k == "counter":
                v.counter_kind(val, kl, key)
            else:
                _check_value(kind, k, val, kl, key, v)
    if key != "events" and "count" in pm:
        raise v.err(pm.key_lines["count"], f"'count' is only allowed in events, not in {key}")


#: the state-based actions the executor performs (``sba.rule``; CR 704.5)
SBA_RULES = frozenset(
    {"704.5a", "704.5f", "704.5g", "704.5h", "704.5j", "704.5m", "704.5n", "714.4"}
)


#: zones an object can be moved to or from (``leaves.to``, ``exiled.zone``, ...)
_ZONE_NAMES = frozenset(z.value for z in Zone)


@functools.lru_cache(maxsize=1)
def _ability_names() -> frozenset[str]:
    """Every name an ``ability`` field can hold: the AST node type names (the effect of a
    triggered or activated ability, ``sacrifice``, ``sequence``...), ``spell``, the keyword
    ids of the lexicons (``gains.ability``: ``haste``) and the static abilities' rules."""
    names: set[str] = {"spell"}
    stack: list[type] = [A.Node]
    while stack:
        cls = stack.pop()
        stack.extend(cls.__subclasses__())
        tn = getattr(cls, "type_name", None)
        if isinstance(tn, str):
            names.add(tn)
    for lg in LANGS:
        names.update(load_lexicon(lg).keywords)
    return frozenset(names)


def _check_value(kind: str, field_name: str, val: Any, line: int, key: str, v: _V) -> None:
    """Refuse a value no event can have (a typo in ``no_events`` would pass vacuously):
    ``ability`` names, ``illegal.code``, ``sba.rule``, zone names, ``mana_added.mana``,
    ``cause`` (:data:`EVENT_CAUSES`), ``reason`` (:data:`EVENT_REASONS`), ``effects`` (effect
    names, comma-separated), ``casts.kicked`` (kicker indexes, comma-separated)."""
    bad: str | None = None
    if field_name == "ability" and val not in _ability_names():
        bad = "an ability or effect name (sacrifice, deal_damage, sequence, spell, haste, ...)"
    elif kind == "illegal" and field_name == "code" and val not in ILLEGAL_CODES | {"not_eligible"}:
        bad = f"an illegal-action code ({', '.join(sorted(ILLEGAL_CODES))}, not_eligible)"
    elif kind == "sba" and field_name == "rule" and val not in SBA_RULES:
        bad = f"a state-based action rule ({', '.join(sorted(SBA_RULES))})"
    elif (
        (kind, field_name) in (("leaves", "to"), ("exiled", "zone"), ("stays", "zone"))
        or (kind, field_name) == ("returned_to_hand", "zone")
    ) and val not in _ZONE_NAMES:
        bad = f"a zone ({', '.join(sorted(_ZONE_NAMES))})"
    elif field_name == "cause" and val not in EVENT_CAUSES:
        bad = f"a cause ({', '.join(sorted(c for c in EVENT_CAUSES if c))})"
    elif field_name == "reason" and val not in EVENT_REASONS:
        bad = f"a reason ({', '.join(sorted(EVENT_REASONS))})"
    elif field_name == "effects" and val:
        wrong = [x for x in str(val).split(",") if x not in _ability_names()]
        if wrong:
            val = wrong[0]
            bad = "an effect name (comma-separated effect names: tap,deal_damage)"
    elif kind == "casts" and field_name == "kicked" and not re.fullmatch(r"(\d+(,\d+)*)?", val):
        bad = 'kicker indexes, comma-separated and sorted (e.g. "0", "0,1", "0,0")'
    elif kind == "mana_added" and field_name == "mana" and not re.fullmatch(r"[WUBRGCS0-9]+", val):
        bad = "mana symbols without braces (WUBRGC, digits), e.g. RR"
    elif kind == "chooses" and field_name == "choice":
        ok = (
            val in _color.COLORS
            or val.isdigit()
            or val in v.cards
            or (isinstance(val, str) and v.known_label(val))
        )
        if not ok:
            bad = "a label, a card key, a color or a number"
    if bad is not None:
        raise v.err(line, f"{val!r} is not {bad} in {key} ({kind}.{field_name})")


def _label_map(m: YMap, key: str, v: _V) -> YMap:
    """A state check keyed by object labels (``zone``, ``tapped``, ``counters``, ``pt``, ...):
    each label must be known (a typo would make ``zone: {baer: none}`` pass vacuously)."""
    out = v.map(m[key], m.key_lines[key], key)
    for label in out:
        v.str_(label, out.key_lines[label], f"a label in {key}")
        v.label(label, out.key_lines[label], f"expect {key}")
    return out


def _check_expect(value: Any, line: int, v: _V, pnames: list[str]) -> dict[str, Any]:
    """Validate an ``expect`` mapping: known keys, players, zones, event kinds and fields,
    value types. Raises :class:`ScenarioError` at the offending line."""
    m = v.map(value, line, "expect")
    v.keys(m, _EXPECT_KEYS, (), "expect")

    def player(name: Any, pline: int, key: str) -> None:
        if name not in pnames:
            raise v.err(pline, f"unknown player {name!r} in {key} (players: {', '.join(pnames)})")

    if "life" in m:
        lm = v.map(m["life"], m.key_lines["life"], "life")
        for p, n in lm.items():
            player(p, lm.key_lines[p], "life")
            v.int_(n, lm.key_lines[p], f"life of {p}")
    if "zones" in m:
        zm = v.map(m["zones"], m.key_lines["zones"], "zones")
        for p, zones in zm.items():
            player(p, zm.key_lines[p], "zones")
            pz = v.map(zones, zm.key_lines[p], f"zones of {p}")
            for zname, items in pz.items():
                if zname not in _SETUP_ZONES:
                    raise v.err(
                        pz.key_lines[zname],
                        f"unknown zone {zname!r} (zones: {', '.join(_SETUP_ZONES)})",
                    )
                if items is not None:
                    lst = v.list_(items, pz.key_lines[zname], f"{p}'s {zname}")
                    for i, it in enumerate(lst):
                        v.str_(it, lst.item_lines[i], f"a label in {p}'s {zname}")
                        if not str(it).startswith(f"{p}:library"):  # blank library cards
                            v.label(it, lst.item_lines[i], f"{p}'s {zname}")
    if "library_order" in m:
        lo = v.map(m["library_order"], m.key_lines["library_order"], "library_order")
        for p, items in lo.items():
            player(p, lo.key_lines[p], "library_order")
            lst = v.list_(items, lo.key_lines[p], f"{p}'s library order")
            for i, it in enumerate(lst):
                v.label(it, lst.item_lines[i], f"{p}'s library order")
    if "zone" in m:
        zl = _label_map(m, "zone", v)
        for label, zname in zl.items():
            if zname not in _SETUP_ZONES + ("stack", "none"):
                raise v.err(
                    zl.key_lines[label],
                    f"unknown zone {zname!r} for {label} "
                    f"(zones: {', '.join(_SETUP_ZONES + ('stack', 'none'))})",
                )
    if "counters" in m:
        cl = _label_map(m, "counters", v)
        for label, kinds in cl.items():
            km = v.map(kinds, cl.key_lines[label], f"counters of {label}")
            for kind, n in km.items():
                v.counter_kind(kind, km.key_lines[kind], f"counters of {label}")
                if v.int_(n, km.key_lines[kind], f"{label}'s {kind} counters") < 0:
                    raise v.err(km.key_lines[kind], f"a number of counters can't be {n}")
    for key in ("tapped", "face_down"):
        if key in m:
            bm = _label_map(m, key, v)
            for label, b in bm.items():
                _typed(b, bool, bm.key_lines[label], f"{key} of {label}", v)
    if "pt" in m:
        ptm = _label_map(m, "pt", v)
        for label, pt in ptm.items():
            if not isinstance(pt, str) or not _PT.fullmatch(pt):
                raise v.err(ptm.key_lines[label], f"pt of {label} must be like 3/3, not {pt!r}")
    if "controller" in m:
        ctm = _label_map(m, "controller", v)
        for label, p in ctm.items():
            player(p, ctm.key_lines[label], "controller")
    if "lost" in m and m["lost"] is not None:
        ll = v.list_(m["lost"], m.key_lines["lost"], "lost")
        for i, p in enumerate(ll):
            player(p, ll.item_lines[i], "lost")
    for key in ("types", "colors"):
        if key in m:
            tym = _label_map(m, key, v)
            for label, tys in tym.items():
                tl = v.list_(tys, tym.key_lines[label], f"{key} of {label}")
                for i, ty in enumerate(tl):
                    v.str_(ty, tl.item_lines[i], f"a word in {key} of {label}")
                    if key == "types" and ty not in v.type_words:
                        raise v.err(
                            tl.item_lines[i],
                            f"unknown type {ty!r} in types of {label} (the supertypes, card "
                            "types and subtypes of the lexicons and of this scenario's cards: "
                            f"{', '.join(sorted(v.type_words))})",
                        )
    if "keywords" in m:
        kwm = _label_map(m, "keywords", v)
        known_kw = {k for lg in LANGS for k in load_lexicon(lg).keywords}
        for label, kws in kwm.items():
            kl = v.list_(kws, kwm.key_lines[label], f"keywords of {label}")
            for i, kw in enumerate(kl):
                v.str_(kw, kl.item_lines[i], f"a keyword id in keywords of {label}")
                if kw not in known_kw:
                    raise v.err(
                        kl.item_lines[i],
                        f"unknown keyword id {kw!r} in keywords of {label} (e.g. flying, "
                        "haste, first_strike: the lexicons' keyword ids)",
                    )
    if "colors" in m:
        for label, cols in m["colors"].items():
            cl = v.list_(cols, m["colors"].key_lines[label], f"colors of {label}")
            for i, c in enumerate(cl):
                if c not in _color.COLORS:
                    raise v.err(
                        cl.item_lines[i],
                        f"unknown color {c!r} in colors of {label} "
                        f"(colors: {', '.join(_color.COLORS)})",
                    )
    if "max_hand_size" in m:
        hm = v.map(m["max_hand_size"], m.key_lines["max_hand_size"], "max_hand_size")
        for p, n in hm.items():
            player(p, hm.key_lines[p], "max_hand_size")
            if n != "none":
                v.nat(n, hm.key_lines[p], f"maximum hand size of {p} (a number or none)")
    if "attached" in m:
        am = _label_map(m, "attached", v)
        for label, host in am.items():
            v.str_(host, am.key_lines[label], f"what {label} is attached to (a label or none)")
            if host != "none":
                v.label(host, am.key_lines[label], f"what {label} is attached to")
    if "stack" in m and m["stack"] is not None:
        sl = v.list_(m["stack"], m.key_lines["stack"], "stack")
        for i, it in enumerate(sl):
            v.str_(it, sl.item_lines[i], "a stack entry (label:effect)")
            label, sep, effect = it.rpartition(":")
            if not sep or not label:
                raise v.err(
                    sl.item_lines[i],
                    f"a stack entry is <label>:<effect> (bolt:spell, marauders:sacrifice), "
                    f"not {it!r}",
                )
            v.label(label, sl.item_lines[i], "expect stack")
            if effect not in _ability_names():
                raise v.err(
                    sl.item_lines[i],
                    f"{effect!r} in stack entry {it!r} is not an effect name (spell for a "
                    "spell; for an ability its effect: sacrifice, sacrifice_unless_pay, "
                    "remove_counters, deal_damage, sequence, ...)",
                )
    for k in ("events", "no_events", "ordered"):
        if k in m:
            lst = v.list_(m[k], m.key_lines[k], k)
            for i, pat in enumerate(lst):
                pm = v.map(pat, lst.item_lines[i], f"an {k} pattern")
                _check_pattern(pm, lst.item_lines[i], k, v)
    out = _plain(m)
    out["_lines"] = dict(m.key_lines)
    return out


def load_scenario(path: str | Path) -> Scenario:
    """Read and validate a scenario file (UTF-8, at most :data:`MAX_BYTES`).

    Raises :class:`ScenarioError` (``file:line: message``) for an unreadable, too large,
    non-UTF-8 or malformed file. ``-`` reads standard input (named ``<stdin>`` in messages),
    as ``rulesparser parse -`` does."""
    p = Path(path)
    try:
        if str(path) == "-":
            path = "<stdin>"
            data = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            with p.open("rb") as fh:
                data = fh.read(MAX_BYTES + 1)
    except OSError as e:
        raise ScenarioError(str(path), 0, f"cannot read: {e.strerror}") from None
    if len(data) > MAX_BYTES:
        raise ScenarioError(str(path), 1, f"the file is larger than {MAX_BYTES:,} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        raise ScenarioError(
            str(path),
            line,
            f"not UTF-8 text (byte 0x{data[e.start]:02x} at offset {e.start}); "
            "scenarios are UTF-8 YAML files",
        ) from None
    return parse_scenario(text, str(path))


#: most payments of one multikicker cost a scenario may script
MAX_KICKS = 100


def _kicker_option(val: Any, line: int, v: _V) -> None:
    """``kicker:`` of a ``cast``: ``true`` (each kicker cost once), a list of kicker indexes
    (0-based, printed order) with an index listed once per payment (``[0, 0]``: a multikicker
    cost paid twice, CR 702.33c), or a mapping index -> times paid (``{0: 3}``)."""
    what = "kicker (true, a list of kicker indexes, or index: times paid)"
    if isinstance(val, YMap):
        for idx, times in val.items():
            v.nat(idx, val.key_lines[idx], "a kicker index")
            v.nat(times, val.key_lines[idx], f"the times kicker {idx} is paid", 0, MAX_KICKS)
        return
    items = v.list_(val, line, what)
    if len(items) > MAX_KICKS:
        raise v.err(line, f"kicker: at most {MAX_KICKS} payments")
    for i, n in enumerate(items):
        v.nat(n, items.item_lines[i], "a kicker index")
