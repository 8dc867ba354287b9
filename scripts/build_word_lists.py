"""Build ``locales/<lang>/words.yaml`` (en, fr, de): complete word lists for the card-text grammar.

Three word classes, keyed by the canonical English term in lower case (the same keys in every
language), each key mapping to every surface form seen in running rules text (lower case):

- ``SUBTYPE``: every subtype of CR 205.3g-205.3m, 205.3p and 205.3q (artifact, enchantment, land,
  planeswalker, spell, creature, dungeon and battle types) of the 2026 Comprehensive Rules, plus
  the creature types the 2022 rules still listed (Cephalid, Naga, Viashino: printed text uses them).
  Planar types (205.3n) are left out: they only appear on plane type lines, are multi-word names
  ("The Abyss") and several are ordinary words ("Time", "Moon", "Earth").
- ``COUNTER_KIND``: every counter kind named in rules text (CR 122): the name before "counter" in
  English Oracle text and in the CR, its French name (inside « », after "marqueur(s)" or "de") and
  its German compound words ("ladungsmarke", "+1/+1-marken").
- ``TOKEN_NAME``: the predefined tokens of CR 111.10 (Treasure, Food, Clue, ... and the Roles).

Sources (read-only, MTGJSON and CR files of ``../shared/corpus``, see its SOURCES.md):
the CR 2026 and 2022 texts (subtype lists, counter names, predefined tokens) and the MTGJSON set
files (``mtgjson/*/*.json``): English Oracle ``text``/``originalType`` and the French and German
``foreignData`` (printed ``type`` line and ``text``). Foreign subtype names are aligned position by
position with the English printed type line (``originalType``) of the same printing when both list
the same number of subtypes; counter and token names are aligned on cards whose English text names
exactly one counter kind (or token) and whose foreign text names exactly one. Inflected forms
(plurals, German declensions, French feminine forms) are kept when they occur in running text;
English and French regular plurals are added even when not seen. Hand-checked corrections live in
``REPLACE``, ``EXTRA`` and ``EXCLUDE`` below, one comment per entry.

Run: ``python scripts/build_word_lists.py [CORPUS] [--out locales] [--exclude-sets A,B]
[--report]``. ``CORPUS`` defaults to ``../shared/corpus``; ``--exclude-sets`` leaves set files out,
by default the 15 sets of the validation split (``VALIDATION`` in ``benchmarks/card_faces.py``;
``--exclude-sets ''`` reads every set); ``--report`` prints the alignment evidence and the forms the collision
check rejected. Output is sorted and deterministic. Exit 2 if the corpus is missing.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus"
LANGS = ("en", "fr", "de")
FOREIGN = {"fr": "French", "de": "German"}
CR_FILES = ("MagicCompRules_2026-01-16.txt", "MagicCompRules_2022-09-08.txt")


def validation_split() -> frozenset[str]:
    """The set codes of the validation split, defined once in ``benchmarks/card_faces.py``.

    They are left out by default: the word lists feed the grammar's terminals, and a validation
    set must not shape the grammar, or its coverage figure would no longer measure how the parser
    does on cards it was not written from (issue 9, "Measurement")."""
    source = (ROOT / "benchmarks" / "card_faces.py").read_text(encoding="utf-8")
    m = re.search(r'^VALIDATION = frozenset\(\s*"([A-Z0-9 ]+)"', source, re.M)
    if not m:
        raise SystemExit("error: no VALIDATION set list in benchmarks/card_faces.py")
    return frozenset(m.group(1).split())


# ---------------------------------------------------------------------------------------------
# Hand-checked data. Every entry says why it is there.
# ---------------------------------------------------------------------------------------------

#: Base names that replace what alignment found, (lang, class, key) -> names (inflected forms are
#: still looked up in text): what alignment cannot find or gets wrong.
REPLACE: dict[tuple[str, str, str], list[str]] = {
    # Urza's lands print "Urza's Mine" as two subtypes but French writes one phrase
    # ("Terrain : mine d'Urza", "centrale énergétique d'Urza", "tour d'Urza") and German
    # "Urzas Bergwerk": positional alignment cannot split them.
    ("fr", "SUBTYPE", "urza's"): ["urza"],
    ("de", "SUBTYPE", "urza's"): ["urzas"],
    ("fr", "SUBTYPE", "mine"): ["mine", "mines"],
    ("de", "SUBTYPE", "mine"): ["bergwerk", "bergwerke", "bergwerks"],
    ("fr", "SUBTYPE", "power-plant"): ["centrale énergétique", "centrales énergétiques"],
    ("de", "SUBTYPE", "power-plant"): ["kraftwerk", "kraftwerke", "kraftwerks"],
    ("de", "SUBTYPE", "tower"): ["turm", "türme", "türmen"],
    # French "tour" (Urza's Tower) is left out: see EXCLUDE.
    ("fr", "SUBTYPE", "tower"): [],
    # Serpent is "grand serpent" in French; plain "serpent" is Snake (CR 205.3m has both).
    ("fr", "SUBTYPE", "serpent"): ["grand serpent"],
    # fade counters: « évanescence » (current Oracle wording), « sursis » (Nemesis printings,
    # whose French text MTGJSON lacks; from locales/fr/lexicon.yaml, checked on seeds/000).
    ("fr", "COUNTER_KIND", "fade"): ["évanescence", "sursis"],
}

#: Surface forms added to what alignment and inflection found, (lang, class, key) -> forms.
EXTRA: dict[tuple[str, str, str], list[str]] = {
    # English irregular plurals the rules below do not make (checked against Oracle text).
    ("en", "SUBTYPE", "fungus"): ["fungi", "funguses"],
    ("en", "SUBTYPE", "homunculus"): ["homunculi", "homunculuses"],
    ("en", "SUBTYPE", "cyclops"): ["cyclopes"],
    ("en", "SUBTYPE", "mouse"): ["mice"],
    ("en", "SUBTYPE", "ox"): ["oxen"],
    ("en", "SUBTYPE", "child"): ["children"],
    ("en", "SUBTYPE", "pegasus"): ["pegasi", "pegasuses"],
    ("en", "SUBTYPE", "octopus"): ["octopuses", "octopi"],
    # French irregular plurals.
    ("fr", "SUBTYPE", "eye"): ["yeux"],
    ("fr", "SUBTYPE", "serpent"): ["grands serpents"],
    # German Arcane is an adjective in running text ("einen arkanen Zauberspruch"); the collision
    # check rejects "arkanen" because adjectives are written in lower case.
    ("de", "SUBTYPE", "arcane"): ["arkan", "arkane", "arkanen", "arkaner", "arkanes"],
    # German Ally is a noun made of an adjective ("Verbündeter"): it declines as one ("tappe einen
    # ungetappten Verbündeten", "andere Verbündete"; Cohort, Oath of the Gatewatch).
    ("de", "SUBTYPE", "ally"): ["verbündete", "verbündeten"],
    # Gold token: French prints "jeton Or" / "jeton d'or", German "Gold" (Kaldheim).
    ("fr", "TOKEN_NAME", "gold"): ["or"],
    ("de", "TOKEN_NAME", "gold"): ["gold"],
}

#: Classes whose word for two English names is read as neither (see ``build``): a subtype or
#: predefined token is what a token or a type check is; a wrong one changes what the card does.
AMBIGUOUS_READ_AS_NEITHER = frozenset({"SUBTYPE", "TOKEN_NAME"})

#: English subtypes whose plural is the singular (no "s" is added).
EN_INVARIANT = {
    "aurochs", "bison", "caribou", "dauthi", "djinn", "efreet", "eldrazi", "elk", "fish",
    "kithkin", "kor", "merfolk", "metathran", "moonfolk", "nephilim", "plains", "samurai",
    "sheep", "soltari", "thalakos", "treefolk", "vedalken", "zubera", "aetherborn", "graveborn",
    "astartes", "custodes", "qu", "urza's", "kirin", "drix", "myr", "slith", "sable",
    "undercity", "lhurgoyf", "c'tan", "sand", "kavu", "ninja", "yeti", "ouphe",
}  # fmt: skip

# Checked and kept: English "will" (planeswalker type Will) never occurs as a verb in the Oracle or
# printed English text of the corpus (Oracle templating avoids it); German "elf" (Elf) is also the
# number eleven, which card text writes as a digit; French "ours" (Bear) is only the animal.

#: Surface forms left out, (lang, form) -> why: an ordinary word of rules text that would be
#: read as the subtype (matching is case-insensitive).
EXCLUDE: dict[tuple[str, str], str] = {
    ("fr", "tour"): "the turn ('chaque tour', 'ce tour'), in nearly every French text",
    ("fr", "tours"): "the turns ('deux tours')",
    ("de", "ein"): "the article 'ein', not a form of Ei (Egg)",
    ("fr", "vers"): "the preposition 'vers' (towards), not the plural of ver (Worm)",
    ("fr", "mutante"): "the adjective of mutate ('créature mutante', a mutated creature)",
    ("fr", "mutantes"): "the adjective of mutate ('créatures mutantes')",
    ("fr", "œils"): "not French: the plural of œil (Eye) is yeux",
    ("de", "fischer"): "Fischer (fisherman) is not a form of Fisch (Fish)",
    ("de", "hain"): "Hain (grove) is not a form of Hai (Shark)",
    ("de", "hains"): "Hain (grove) is not a form of Hai (Shark)",
    ("de", "greifen"): "the verb greifen ('greift an', attacks), not the plural of Greif (Griffin)",
    ("de", "brüter"): "Brüter (breeder) is not a form of Brut (Scion)",
    ("de", "eis"): "Eis (ice, as in Eismarke) is not a form of Ei (Egg)",
    ("de", "affe"): "Affe is Monkey on recent type lines but Ape in the printings before them "
    "(Pongify's 'Affenspielstein', Oracle 'Ape'): read as neither",
    ("de", "affen"): "Affe is Monkey on recent type lines but Ape in the printings before them "
    "(Pongify's 'Affenspielstein', Oracle 'Ape'): read as neither",
}


# ---------------------------------------------------------------------------------------------
# Reading the corpus
# ---------------------------------------------------------------------------------------------


def read_cr(path: Path) -> str:
    """A CR text file with any of its line endings (CRLF, CR, LF) and without a BOM."""
    text = path.read_text(encoding="utf-8-sig", errors="replace")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def norm(s: str) -> str:
    """Lower case, NFC, typographic apostrophe as ASCII, single spaces."""
    s = unicodedata.normalize("NFC", s).replace("\u2019", "'").replace("\u2212", "-")
    return re.sub(r"\s+", " ", s.strip().lower())


def cr_subtypes(text: str) -> dict[str, list[str]]:
    """Subtype lists of CR 205.3g-205.3q (planar types 205.3n excluded): rule -> names as printed.
    Source: the sentences "The <kind> types are A, B, and C." / "One creature type is two words long:
    Time Lord." / "That battle type is Siege."."""
    out: dict[str, list[str]] = {}
    for m in re.finditer(r"^(205\.3[g-z])\.? (.*)$", text, re.M):
        if m.group(1) == "205.3n":
            continue
        body = re.sub(r"\s*\(see rules? [^)]*\)", "", m.group(2))
        items: list[str] = []
        pattern = (
            r"(?:The [\w ]+? types? (?:are|is)|That [\w ]+? types? is|"
            r"one word long:|two words long:)\s*(.*?)\.(?=\s+[A-Z]|$)"
        )
        for mm in re.finditer(pattern, body):
            items += [x.strip() for x in re.split(r",\s*(?:and\s+)?|\s+and\s+", mm.group(1))]
        if items:
            out[m.group(1)] = [x for x in items if x]
    return out


def creature_types(corpus: Path) -> list[str]:
    """The creature types of CR 205.3m (2026, and the obsolete ones the 2022 rules still listed),
    lower case, sorted: the language-neutral keys of ``kb/creature_types.yaml``."""
    names: set[str] = set()
    for name in CR_FILES:
        names |= {norm(n) for n in cr_subtypes(read_cr(corpus / "cr" / name)).get("205.3m", [])}
    return sorted(names)


def dump_creature_types(types: list[str]) -> str:
    """``kb/creature_types.yaml``: a YAML list with its provenance."""
    head = (
        "# generated by scripts/build_word_lists.py from CR 2026-01-16 and 2022-09-08 205.3m; do not\n"
        "# edit by hand. The creature types (canonical keys of the SUBTYPE word class): a filter\n"
        "# naming one with no card type means creatures of that type (rulesparser.canonical).\n"
    )
    return head + "".join(f"- {json.dumps(t, ensure_ascii=False)}\n" for t in types)


def cr_tokens(text: str) -> list[str]:
    """Predefined token names of CR 111.10 ("A Treasure token is ..."), as printed."""
    return re.findall(r"^111\.10[a-z] An? (.+?) token is", text, re.M)


def iter_set_files(corpus: Path, exclude: set[str]) -> Iterator[Path]:
    """Every MTGJSON set file (``mtgjson/*/*.json``) except the sets named in ``exclude``."""
    for path in sorted((corpus / "mtgjson").glob("*/*.json")):
        if path.stem.rstrip("_").upper() not in exclude and path.stem.upper() not in exclude:
            yield path


def load_cards(corpus: Path, exclude: set[str]) -> list[dict]:
    """Card records of the set files, each printing once (by ``uuid``)."""
    seen: set[str] = set()
    cards: list[dict] = []
    for path in iter_set_files(corpus, exclude):
        data = json.loads(path.read_text(encoding="utf-8"))["data"]
        for card in data.get("cards", []):
            uid = card.get("uuid") or f"{path.stem}:{card.get('name')}:{card.get('number')}"
            if uid not in seen:
                seen.add(uid)
                cards.append(card)
    return cards


def foreign(card: dict, lang: str) -> dict | None:
    """The card's foreignData entry for ``lang`` (fr/de), or None."""
    for fd in card.get("foreignData") or []:
        if fd.get("language") == FOREIGN[lang]:
            return fd
    return None


# ---------------------------------------------------------------------------------------------
# Type lines
# ---------------------------------------------------------------------------------------------


def en_printed_subtypes(card: dict, multiword: set[str]) -> list[str]:
    """Subtypes of the English printed type line (``originalType``, else ``type``), lower case:
    "Creature - Elf Warrior" -> ["elf", "warrior"]; "Summon Elf" (pre-1999) -> ["elf"]."""
    t = card.get("originalType") or card.get("type") or ""
    parts = re.split(r"\s+(?:\u2014|\u2013|-)\s+", t, maxsplit=1)
    if len(parts) == 2:
        words = parts[1]
    elif t.startswith("Summon "):
        words = t[len("Summon ") :]
    else:
        return []
    tokens = norm(words).split()
    out: list[str] = []
    i = 0
    while i < len(tokens):
        if i + 1 < len(tokens) and f"{tokens[i]} {tokens[i + 1]}" in multiword:
            out.append(f"{tokens[i]} {tokens[i + 1]}")
            i += 2
        else:
            out.append(tokens[i])
            i += 1
    return out


#: How a foreign type line lists subtypes: the separator before them, between them, and old
#: "summon" type lines ("Beschwörung von Kithkin"), which name one creature type.
TYPE_LINE = {
    "fr": {"head": r"^.*?\s*(?:\u2014|\u2013|:| - )\s*(?:-\s*)?(.+)$", "sep": r"\s+et\s+|\s*,\s*"},
    "de": {
        "head": r"^.*?\s*(?:\u2014|\u2013|:| - )\s*(.+)$",
        "sep": r"\s*,\s*|\s+und\s+",
        "summon": r"^Beschwörung von (.+)$",
        # genitive ("Beschwörung eines Viashinos"): an inflected form, not a base name
        "summon_declined": r"^Beschwörung (?:eines|einer|des) (.+)$",
    },
}


#: Marks a name guessed from a genitive type line: used only for a subtype nothing else aligns.
GENITIVE = "genitive:"


def foreign_subtypes(type_line: str, lang: str) -> tuple[list[str], list[str]]:
    """(subtypes, declined forms) of a foreign printed type line, lower case; a name read from a
    genitive ("Beschwörung eines Wombats") is prefixed with ``GENITIVE``."""
    rules = TYPE_LINE[lang]
    if "summon" in rules:
        m = re.match(rules["summon"], type_line)
        if m:
            return [norm(m.group(1))], []
        m = re.match(rules["summon_declined"], type_line)
        if m:
            # the genitive of a strong masculine or neuter noun ends in -s/-es ("eines Wombats");
            # a feminine noun ("einer Zecke") and a weak one ("eines Elfen") keep their form
            word = norm(m.group(1))
            base = word
            if type_line.split()[1] == "eines" and not word.endswith("en"):
                base = re.sub(r"e?s$", "", word) if len(word) > 4 else word
            return [f"{GENITIVE}{base}"], [word]
    m = re.match(rules["head"], type_line)
    if not m:
        return [], []
    return [norm(p) for p in re.split(rules["sep"], m.group(1)) if p.strip(" -")], []


# ---------------------------------------------------------------------------------------------
# Running text
# ---------------------------------------------------------------------------------------------


@dataclass
class TextStats:
    """Word counts of one language's running rules text: ``words`` by lower-cased token (split at
    every non-letter, so compound parts count), ``hyphenated`` (tokens keeping - and '), ``lower`` /
    ``capital`` (tokens written in lower case / with a capital), and the whole text for phrases."""

    words: Counter = field(default_factory=Counter)
    hyphenated: Counter = field(default_factory=Counter)
    lower: Counter = field(default_factory=Counter)
    capital: Counter = field(default_factory=Counter)
    blob: list[str] = field(default_factory=list)

    def add(self, text: str) -> None:
        text = unicodedata.normalize("NFC", text).replace("\u2019", "'")
        for tok in re.findall(r"[^\W\d_]+", text):
            low = tok.lower()
            self.words[low] += 1
            if tok == low:
                self.lower[low] += 1
            else:
                self.capital[low] += 1
        for tok in re.findall(r"[\w'-]+", text):
            self.hyphenated[tok.lower()] += 1
        self.blob.append(text.lower())

    def count(self, form: str) -> int:
        """Occurrences of a form (a word, a hyphenated word or a phrase) in the text."""
        if " " in form:
            if not isinstance(self.blob, str):
                self.blob = "\n".join(self.blob)
            return len(re.findall(rf"(?<!\w){re.escape(form)}(?!\w)", self.blob))
        if "-" in form or "'" in form:
            return self.hyphenated[form]
        return self.words[form]


def en_plural(word: str) -> list[str]:
    """Regular English plural(s) of a subtype (CR names are singular)."""
    if word in EN_INVARIANT:
        return []
    if " " in word:
        head, last = word.rsplit(" ", 1)
        return [f"{head} {p}" for p in en_plural(last)]
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return [word + "es"]
    if re.search(r"[^aeiou]y$", word):
        return [word[:-1] + "ies"]
    if word.endswith("lf") or word.endswith("rf"):
        return [word[:-1] + "ves", word + "s"]
    return [word + "s"]


def fr_plural(word: str) -> list[str]:
    """Regular French plural of a one-word name ("elfe" -> "elfes", "cheval" -> "chevaux")."""
    if " " in word:
        return []
    if "-" in word:
        return ["-".join(fr_plural(p)[0] if fr_plural(p) else p for p in word.split("-"))]
    if word.endswith(("s", "x", "z")):
        return []
    if word.endswith(("eau", "au", "eu")):
        return [word + "x"]
    if word.endswith("al"):
        return [word[:-2] + "aux"]
    return [word + "s"]


def fr_variants(word: str) -> list[str]:
    """French candidate inflections to look for in text: plural and feminine forms."""
    out = fr_plural(word)
    if " " in word:
        return out
    fem = [word + "e", word + "ne"]
    if word.endswith("eur"):
        fem += [word[:-3] + "euse", word[:-3] + "rice"]
    if word.endswith("er"):
        fem += [word[:-2] + "ère"]
    if word.endswith("if"):
        fem += [word[:-1] + "ve"]
    for f in fem:
        out += [f, f + "s"]
    return out


_UMLAUT = {"a": "ä", "o": "ö", "u": "ü", "au": "äu"}


def de_variants(word: str) -> list[str]:
    """German candidate declensions and plurals (looked for in text, kept only when seen there)."""
    if " " in word:
        return []
    out = [word + s for s in ("s", "es", "e", "en", "n", "er", "ern", "nen", "ns")]
    m = re.search(r"(au|a|o|u)([^aeiouäöü]*)$", word)
    if m:
        uml = word[: m.start()] + _UMLAUT[m.group(1)] + m.group(2)
        out += [uml + s for s in ("e", "en", "er", "ern")]
    return out


def en_variants(word: str) -> list[str]:
    """English candidate plurals to look for in text."""
    if " " in word:
        return []
    out = [word + "s", word + "es"]
    if word.endswith("y"):
        out.append(word[:-1] + "ies")
    if word.endswith("f"):
        out.append(word[:-1] + "ves")
    if word.endswith("us"):
        out.append(word[:-2] + "i")
    return out


VARIANTS = {"en": en_variants, "fr": fr_variants, "de": de_variants}


def is_collision(lang: str, form: str, stats: TextStats) -> bool:
    """A form that running text writes mostly in lower case although subtypes are capitalised in
    German (every noun) - a sign of an ordinary word ("ein" for Ei)."""
    if lang != "de" or " " in form or "-" in form:
        return False
    return stats.lower[form] > stats.capital[form]


# ---------------------------------------------------------------------------------------------
# Counters
# ---------------------------------------------------------------------------------------------

_EN_DETERMINER = (
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|x|no|each|"
    r"all|more|fewer|additional|another|many|of|with|its|last|those|that|any|the)"
)
_PT = r"[+-]\d+/[+-]\d+"
#: Words that take a counter's name slot in the pattern but are not counter names.
_NOT_COUNTER = {
    "a", "an", "the", "that", "those", "this", "these", "more", "fewer", "different", "kind",
    "kinds", "same", "additional", "another", "other", "such", "each", "all", "any", "no",
    "its", "their", "his", "her", "your", "of", "number", "many", "last", "twelfth", "one",
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "x", "total",
    # CR prose: "a keyword counter", "can counter", "a new counter", "states counter"
    "can", "keyword", "new", "specifically", "states",
}  # fmt: skip
_TWO_WORD_COUNTERS = ("first strike", "double strike")


def en_counter_names(text: str) -> set[str]:
    """Counter names in English text: the name between a determiner and "counter(s)"."""
    text = norm(text)
    names: set[str] = set()
    for m in re.finditer(
        rf"\b{_EN_DETERMINER}\s+({_PT}|{'|'.join(_TWO_WORD_COUNTERS)}|[a-z][a-z-]*)\s+counters?\b",
        text,
    ):
        name = m.group(1)
        if name not in _NOT_COUNTER:
            names.add(name)
    return names


_FR_NOT_NAME = {
    "sur", "de", "du", "des", "est", "sont", "retiré", "retirés", "retirée", "pour", "ou", "et",
    "supplémentaire", "supplémentaires", "égal", "à", "au", "aux", "un", "une", "le", "la", "les",
    "ce", "cette", "ces", "chaque", "plus", "entre", "dessus", "placé", "placés", "qui", "que",
    "dont", "en", "a", "avec", "par", "sous", "d'une", "d'un", "se", "ainsi", "y", "mis", "posé",
}  # fmt: skip


def fr_counter_names(text: str) -> set[str]:
    """Counter names in French text: « name », +N/+N, "de name" / "d'name" or a bare name after
    "marqueur(s)". A quoted or P/T name wins over the looser shapes of the same text."""
    text = norm(text).replace("\u00a0", " ")
    strict = set(re.findall(r"marqueurs? « ?([^»]+?) ?»", text))
    strict |= {s.replace(" ", "") for s in re.findall(r"marqueurs? ([+-]\d+/ ?[+-]\d+)", text)}
    if strict:
        return strict
    loose: set[str] = set()
    for m in re.finditer(r"marqueurs? (?:d'(\w+)|de (\w+)|(\w+))", text):
        name = next(g for g in m.groups() if g)
        if name not in _FR_NOT_NAME:
            loose.add(name)
    return loose


_DE_COUNTER = re.compile(r"(?<![\w+/-])([\w+/-]*?)(-?)((?:spiel|zähl)?marken?)(?![\w-])")


def de_counter_words(text: str) -> dict[str, set[str]]:
    """German counter words by name stem: "Ladungsmarken" -> {"ladungs": {"ladungsmarken"}}.
    A bare "Marke"/"Spielmarke" (no name) is left out."""
    out: dict[str, set[str]] = defaultdict(set)
    for m in _DE_COUNTER.finditer(norm(text)):
        stem = m.group(1)
        if stem and stem not in ("-", "+"):
            out[stem.rstrip("-")].add(m.group(0))
    return out


# ---------------------------------------------------------------------------------------------
# Tokens
# ---------------------------------------------------------------------------------------------


def en_token_names(text: str, names: Iterable[str]) -> set[str]:
    """Predefined token names (lower case) that English text creates or refers to."""
    low = norm(text)
    return {n for n in names if re.search(rf"\b{re.escape(n)}s? tokens?\b", low)}


def fr_token_names(text: str) -> set[str]:
    """Names after "jeton(s)" in French text ("un jeton Trésor", "jetons Indice", "jeton d'or")."""
    low = norm(text)
    out = set(re.findall(r"jetons? (?:d')?(\w+)", low))
    return out - {
        "de",
        "du",
        "des",
        "créature",
        "créatures",
        "copie",
        "qui",
        "que",
        "sur",
        "et",
        "artefact",
        "artefacts",
        "enchantement",
        "enchantements",
        "incolore",
        "incolores",
    }


def de_token_names(text: str) -> set[str]:
    """Names before "-Spielstein" in German text ("Schatz-Spielstein")."""
    low = norm(text)
    out = set(re.findall(r"(?<![\w-])(\w+)-spielstein(?:e|en|s)?\b", low))
    return {o for o in out if not o.endswith(("kreatur", "kreaturen", "artefakt"))}


# creature types of created tokens: "create a 1/1 green Saproling creature token" /
# "jeton de créature 1/1 verte Saprobionte" / "1/1 grünen Saproling-Kreaturenspielstein"
_EN_COLORS = r"(?:white|blue|black|red|green|colorless)"
_EN_TOKEN = re.compile(
    rf"[\dX]+/[\dX]+ (?:{_EN_COLORS}(?:,? and |, | ))+((?:[A-Z][\w'\u2019-]* )+?)"
    r"(?:(?:legendary|snow|artifact|enchantment) )*creature tokens?"
)
_FR_COLORS = r"(?:blanche|bleue|noire|rouge|verte|incolore)s?"
_FR_TOKEN = re.compile(
    rf"jetons? de créature(?:-\w+)? [\dX]+/[\dX]+ (?:{_FR_COLORS}(?: et |, | ))+"
    r"([A-ZÉÈÊÀÂÎÔÛÇŒ][\w'\u2019-]*(?: et [A-ZÉÈÊÀÂÎÔÛÇŒ][\w'\u2019-]*)*)"
)
_DE_TOKEN = re.compile(r"((?:[A-ZÄÖÜ][\wäöüß]*-)+)(?:Artefaktk|Verzauberungsk|K)reaturenspielstein")


def token_subtypes(text: str, lang: str, multiword: set[str]) -> list[list[str]]:
    """The creature types of each creature token a text creates, lower case, one list per token
    phrase (English: as written, "Phyrexian Germ" -> ["phyrexian", "germ"])."""
    if lang == "en":
        out = []
        for m in _EN_TOKEN.finditer(text):
            words = norm(m.group(1)).split()
            subs: list[str] = []
            i = 0
            while i < len(words):
                pair = " ".join(words[i : i + 2])
                subs.append(pair if pair in multiword else words[i])
                i += 2 if pair in multiword else 1
            out.append(subs)
        return out
    if lang == "fr":
        return [[norm(w) for w in m.group(1).split(" et ")] for m in _FR_TOKEN.finditer(text)]
    return [[norm(w) for w in m.group(1).strip("-").split("-")] for m in _DE_TOKEN.finditer(text)]


# ---------------------------------------------------------------------------------------------
# Building
# ---------------------------------------------------------------------------------------------


def choose(votes: Counter, min_share: float = 0.1) -> list[str]:
    """The names to keep from alignment votes: the most voted, plus every name with at least 2 votes
    and a tenth of the top count (era and gender variants: "chaman" / "shamane")."""
    if not votes:
        return []
    top = max(votes.values())
    best = min(n for n, c in votes.items() if c == top)
    return sorted(
        {best} | {n for n, c in votes.items() if c >= 2 and c >= min_share * top and n != ""}
    )


@dataclass
class Built:
    """The three word lists: ``words[lang][class][key] -> sorted forms``, plus evidence."""

    words: dict[str, dict[str, dict[str, list[str]]]]
    evidence: dict[str, dict[str, Counter]]
    rejected: list[tuple[str, str, str, str]]


def build(corpus: Path, exclude: set[str]) -> Built:
    """Build the word lists from ``corpus`` (see the module docstring). Raises FileNotFoundError
    when the CR 2026 file or the MTGJSON folder is missing."""
    cr = {name: read_cr(corpus / "cr" / name) for name in CR_FILES}
    lists_2026 = cr_subtypes(cr[CR_FILES[0]])
    lists_2022 = cr_subtypes(cr[CR_FILES[1]])
    subtypes = {norm(n) for names in lists_2026.values() for n in names}
    subtypes |= {norm(n) for n in lists_2022.get("205.3m", [])}
    multiword = {s for s in subtypes if " " in s}
    tokens = [norm(t) for t in cr_tokens(cr[CR_FILES[0]])]

    cards = load_cards(corpus, exclude)
    if not cards:
        raise FileNotFoundError(f"no MTGJSON set files under {corpus / 'mtgjson'}")

    stats = {lang: TextStats() for lang in LANGS}
    sub_votes: dict[str, dict[str, Counter]] = {lang: defaultdict(Counter) for lang in FOREIGN}
    declined: dict[str, set[str]] = {lang: set() for lang in FOREIGN}
    en_counters: Counter = Counter()
    counter_votes: dict[str, dict[str, Counter]] = {lang: defaultdict(Counter) for lang in FOREIGN}
    de_counter_forms: dict[str, set[str]] = defaultdict(set)
    token_votes: dict[str, dict[str, Counter]] = {lang: defaultdict(Counter) for lang in FOREIGN}
    pending: list[tuple[str, set[str], object]] = []

    for card in cards:
        text = card.get("text") or ""
        stats["en"].add(text)
        en_subs = en_printed_subtypes(card, multiword)
        en_cnt = en_counter_names(text)
        en_counters.update(en_cnt)
        en_tok = en_token_names(text, tokens)
        en_token_subs = token_subtypes(text, "en", multiword)
        for lang in FOREIGN:
            fd = foreign(card, lang)
            if not fd:
                continue
            ftext = fd.get("text") or ""
            stats[lang].add(ftext)
            subs, decl = foreign_subtypes(fd.get("type") or "", lang)
            declined[lang].update(decl)
            if en_subs and len(subs) == len(en_subs):
                for e, f in zip(en_subs, subs, strict=True):
                    if e in subtypes:
                        sub_votes[lang][e][f] += 1
            # one creature token phrase on each side, with as many types: pair them in order
            ftoks = token_subtypes(ftext, lang, multiword)
            if len(en_token_subs) == 1 and len(ftoks) == 1:
                if len(en_token_subs[0]) == len(ftoks[0]):
                    for e, f in zip(en_token_subs[0], ftoks[0], strict=True):
                        if e in subtypes:
                            sub_votes[lang][e][f] += 1
            if lang == "fr":
                fnames: set[str] = fr_counter_names(ftext)
            else:
                dwords = de_counter_words(ftext)
                for stem, words in dwords.items():
                    de_counter_forms[stem] |= words
                fnames = set(dwords)
            if en_cnt and fnames:
                pending.append((lang, set(en_cnt), set(fnames)))
            ftok = fr_token_names(ftext) if lang == "fr" else de_token_names(ftext)
            if len(en_tok) == 1 and len(ftok) == 1:
                token_votes[lang][next(iter(en_tok))][next(iter(ftok))] += 1

    # counters: single-single pairs vote first; then cards with several kinds, once the names
    # already known are removed (elimination), until nothing changes.
    for _ in range(3):
        known: dict[str, dict[str, str]] = {
            lang: {f: e for e, v in counter_votes[lang].items() for f in choose(v)}
            for lang in FOREIGN
        }
        fresh: dict[str, dict[str, Counter]] = {lang: defaultdict(Counter) for lang in FOREIGN}
        for lang, en_set, f_set in pending:
            e_left = {e for e in en_set if e not in known[lang].values()}
            f_left = {f for f in f_set if f not in known[lang]}
            if len(en_set) == 1 and len(f_set) == 1:
                fresh[lang][next(iter(en_set))][next(iter(f_set))] += 1
            elif len(e_left) == 1 and len(f_left) == 1:
                fresh[lang][next(iter(e_left))][next(iter(f_left))] += 1
        counter_votes = fresh

    # ----- SUBTYPE
    words: dict[str, dict[str, dict[str, list[str]]]] = {lang: {} for lang in LANGS}
    rejected: list[tuple[str, str, str, str]] = []

    def keep(lang: str, cls: str, key: str, forms: Iterable[str]) -> list[str]:
        out = set()
        for f in forms:
            f = norm(f)
            if not f:
                continue
            if cls != "COUNTER_KIND" and (lang, f) in EXCLUDE:
                rejected.append((lang, cls, key, f"{f}: {EXCLUDE[lang, f]}"))
                continue
            out.add(f)
        return sorted(out)

    # planeswalker types are names: no plural, no declension
    names_only = {norm(n) for n in lists_2026.get("205.3j", []) + lists_2022.get("205.3j", [])}
    en_sub: dict[str, list[str]] = {}
    for key in sorted(subtypes):
        forms = {key}
        if key not in names_only:
            forms |= set(en_plural(key))
            forms |= {v for v in en_variants(key) if stats["en"].count(v) > 0}
        forms |= set(EXTRA.get(("en", "SUBTYPE", key), []))
        if "'" in key:
            forms |= {f.replace("'", "\u2019") for f in forms}
        en_sub[key] = keep("en", "SUBTYPE", key, forms)
    words["en"]["SUBTYPE"] = en_sub

    for lang in FOREIGN:
        table: dict[str, list[str]] = {}
        for key in sorted(subtypes):
            votes = sub_votes[lang].get(key, Counter())
            plain = Counter({n: c for n, c in votes.items() if not n.startswith(GENITIVE)})
            guessed = Counter(
                {n.removeprefix(GENITIVE): c for n, c in votes.items() if n.startswith(GENITIVE)}
            )
            names = choose(plain or guessed)
            names += choose(token_votes[lang].get(key, Counter()))
            names = REPLACE.get((lang, "SUBTYPE", key), names)
            forms = set(names) | set(EXTRA.get((lang, "SUBTYPE", key), []))
            for name in [] if key in names_only else names:
                if lang == "fr":
                    forms |= set(fr_plural(name))
                for v in VARIANTS[lang](name):
                    if v in declined[lang] or stats[lang].count(v) > 0:
                        if is_collision(lang, v, stats[lang]):
                            rejected.append((lang, "SUBTYPE", key, f"{v}: mostly lower case"))
                        else:
                            forms.add(v)
            table[key] = keep(lang, "SUBTYPE", key, forms)
        words[lang]["SUBTYPE"] = {k: v for k, v in table.items() if v}

    # ----- COUNTER_KIND
    cr_counters: set[str] = set()
    for text in cr.values():
        cr_counters |= en_counter_names(text)
    m = re.search(r"^122\.1b .*?can be are (.*?), as well as", cr[CR_FILES[0]], re.M)
    keyword_counters = {norm(x) for x in re.split(r",\s*(?:and\s+)?", m.group(1))} if m else set()
    counter_keys = set(en_counters) | cr_counters | keyword_counters
    words["en"]["COUNTER_KIND"] = {k: [k] for k in sorted(counter_keys)}
    for lang in FOREIGN:
        table = {}
        for key in sorted(counter_keys):
            names = choose(counter_votes[lang].get(key, Counter()))
            names = REPLACE.get((lang, "COUNTER_KIND", key), names)
            names += EXTRA.get((lang, "COUNTER_KIND", key), [])
            if not names:
                continue
            if lang == "de":
                forms = set()
                for stem in names:
                    for w in de_counter_forms.get(stem, set()):
                        forms.add(w)
                        # both numbers of every form seen: "-marke" <-> "-marken"
                        forms.add(w[:-1] if w.endswith("marken") else w + "n")
            else:
                forms = set(names)
            table[key] = keep(lang, "COUNTER_KIND", key, forms)
        words[lang]["COUNTER_KIND"] = {k: v for k, v in table.items() if v}

    # ----- TOKEN_NAME
    en_tok_table = {}
    for key in sorted(tokens):
        forms = {key}
        if not key.endswith(" role"):
            forms |= set(en_plural(key))
        en_tok_table[key] = keep("en", "TOKEN_NAME", key, forms)
    words["en"]["TOKEN_NAME"] = en_tok_table
    for lang in FOREIGN:
        table = {}
        for key in sorted(tokens):
            forms = set(words[lang]["SUBTYPE"].get(key, []))
            forms |= set(EXTRA.get((lang, "TOKEN_NAME", key), []))
            if forms:
                table[key] = keep(lang, "TOKEN_NAME", key, forms)
        words[lang]["TOKEN_NAME"] = {k: v for k, v in table.items() if v}

    # A form must name one key in a class. A subtype or token name that one word gives for two
    # English names (German "Wurm" is both Worm and Wurm: Creakwood Liege's "1/1 schwarzen und
    # grünen Wurm-Kreaturenspielstein" is a Worm, "6/6 grünen Wurm-Spielsteine" Wurms) is read
    # as neither: nothing in the words tells them apart, so a line naming one stays unparsed
    # rather than guessed (as "Affe" in EXCLUDE). A counter word (German "Wissensmarke" for
    # knowledge and study counters) goes to the key with more aligned cards (ties: the first in
    # alphabetical order). The report lists the forms left out.
    support = {"SUBTYPE": sub_votes, "COUNTER_KIND": counter_votes, "TOKEN_NAME": token_votes}
    for lang in FOREIGN:
        for cls, table in words[lang].items():
            owners: dict[str, list[str]] = defaultdict(list)
            for key, forms in table.items():
                for f in forms:
                    owners[f].append(key)
            for f, keys in owners.items():
                if len(keys) < 2:
                    continue
                if cls in AMBIGUOUS_READ_AS_NEITHER:
                    for k in keys:
                        table[k] = [x for x in table[k] if x != f]
                        others = ", ".join(o for o in keys if o != k)
                        rejected.append((lang, cls, k, f"{f}: also {others}: read as neither"))
                    continue
                votes = support[cls][lang]
                best = min(keys, key=lambda k: (-sum(votes.get(k, Counter()).values()), k))
                for k in keys:
                    if k != best:
                        table[k] = [x for x in table[k] if x != f]
                        rejected.append((lang, cls, k, f"{f}: also {best}, which has more cards"))
            words[lang][cls] = {k: v for k, v in table.items() if v}

    evidence = {
        "subtype_fr": Counter({k: sum(v.values()) for k, v in sub_votes["fr"].items()}),
        "subtype_de": Counter({k: sum(v.values()) for k, v in sub_votes["de"].items()}),
        "counters_en": en_counters,
    }
    for lang in FOREIGN:
        evidence[f"counter_votes_{lang}"] = Counter(
            {f"{k} -> {f}": c for k, v in counter_votes[lang].items() for f, c in v.items()}
        )
        evidence[f"token_votes_{lang}"] = Counter(
            {f"{k} -> {f}": c for k, v in token_votes[lang].items() for f, c in v.items()}
        )
        evidence[f"subtype_votes_{lang}"] = Counter(
            {f"{k} -> {f}": c for k, v in sub_votes[lang].items() for f, c in v.items()}
        )
    for lang in LANGS:
        for key, forms in words[lang]["SUBTYPE"].items():
            for f in forms:
                if (
                    " " not in f
                    and stats[lang].lower[f] >= 10
                    and stats[lang].lower[f] > 2 * (stats[lang].capital[f])
                ):
                    evidence.setdefault(f"lowercase_{lang}", Counter())[f"{key}: {f}"] = stats[
                        lang
                    ].lower[f]
    return Built(words, evidence, rejected)


CLASS_COMMENTS = {
    "SUBTYPE": "every subtype (CR 205.3g-m, p, q; obsolete creature types of CR 2022 too): "
    "key = the English subtype in lower case",
    "COUNTER_KIND": "counter kinds named in rules text (CR 122): key = the English name before "
    '"counter"',
    "TOKEN_NAME": "predefined tokens (CR 111.10): key = the English token name in lower case",
}


def dump(lang: str, tables: dict[str, dict[str, list[str]]], sources: str) -> str:
    """The YAML text of one words.yaml (sorted classes order fixed, keys sorted, flow lists)."""
    lines = [
        f"# generated by scripts/build_word_lists.py from {sources}; do not edit by hand "
        "(edit the script or its overrides)",
        "classes:",
    ]
    for cls in ("SUBTYPE", "COUNTER_KIND", "TOKEN_NAME"):
        lines.append(f"  {cls}:  # {CLASS_COMMENTS[cls]}")
        table = tables.get(cls, {})
        if not table:
            lines[-1] = f"  {cls}: {{}}  # {CLASS_COMMENTS[cls]}"
        for key in sorted(table):
            k = yaml.safe_dump(key, allow_unicode=True).removesuffix("\n...\n").strip()
            v = yaml.safe_dump(
                table[key], default_flow_style=True, allow_unicode=True, width=10**6
            ).strip()
            lines.append(f"    {k}: {v}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", type=Path, nargs="?", default=DEFAULT_CORPUS)
    ap.add_argument("--out", type=Path, default=ROOT / "locales")
    ap.add_argument(
        "--exclude-sets",
        default=",".join(sorted(validation_split())),
        help="comma-separated set codes to leave out (default: the validation split of "
        "benchmarks/card_faces.py; '' reads every set)",
    )
    ap.add_argument(
        "--kb-out", type=Path, default=ROOT / "kb", help="where creature_types.yaml goes"
    )
    ap.add_argument("--report", action="store_true", help="print alignment evidence")
    args = ap.parse_args(argv)
    if not (args.corpus / "mtgjson").is_dir() or not (args.corpus / "cr").is_dir():
        print(f"error: no corpus at {args.corpus} (expected cr/ and mtgjson/)", file=sys.stderr)
        return 2
    exclude = {s.strip().upper() for s in args.exclude_sets.split(",") if s.strip()}
    built = build(args.corpus, exclude)
    sources = "CR 2026-01-16 and 2022-09-08 (205.3, 111.10, 122) and the MTGJSON set files"
    if exclude:
        sources += f" except {','.join(sorted(exclude))}"
    for lang in LANGS:
        path = args.out / lang / "words.yaml"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(dump(lang, built.words[lang], sources), encoding="utf-8")
        counts = ", ".join(f"{c} {len(t)}" for c, t in built.words[lang].items())
        print(f"{path}: {counts}")
    types = creature_types(args.corpus)
    args.kb_out.mkdir(parents=True, exist_ok=True)
    (args.kb_out / "creature_types.yaml").write_text(dump_creature_types(types), encoding="utf-8")
    print(f"{args.kb_out / 'creature_types.yaml'}: {len(types)} creature types")
    if args.report:
        for name, counter in sorted(built.evidence.items()):
            print(f"\n## {name}")
            for item, n in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
                print(f"  {n:5d}  {item}")
        print("\n## rejected forms")
        for lang, cls, key, why in sorted(set(built.rejected)):
            print(f"  {lang} {cls} {key}: {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
