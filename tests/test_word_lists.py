"""The generated word lists ``locales/<lang>/words.yaml`` (scripts/build_word_lists.py): shape,
same keys in every language, real forms for a few well-known words.

Keys are canonical English terms; a key English has and French or German lacks must be listed in
``MISSING`` with the reason (the list shrinks as the data gets better; the test fails if it goes
stale). Sources: CR 205.3 (subtypes), 111.10 (predefined tokens), 122 (counters), MTGJSON."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
import yaml
from _shared import CORPUS, needs_shared

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("en", "fr", "de")
CLASSES = ("SUBTYPE", "COUNTER_KIND", "TOKEN_NAME")

POST_CORPUS = (
    "on no type line of the corpus (a set after April 2022, an Un-set, or a type only tokens "
    "have, like Saproling) and in no aligned token text: nothing to align"
)
NO_FOREIGN_PRINTING = (
    "the cards that carry it have no French/German text in MTGJSON (Commander, online-only and "
    "pre-7ED sets)"
)
UNALIGNED = (
    "printed in this language only on type lines or texts that do not pair with the English one "
    "(or its only name is taken: French tower is 'tour', the turn)"
)

AMBIGUOUS = (
    "its only German name is also another subtype's (German 'Affe' is Monkey on recent type lines, "
    "Ape before: scripts/build_word_lists.py EXCLUDE; 'Wurm' is both Worm and Wurm: a form two "
    "keys share is read as neither)"
)

VALIDATION_ONLY = (
    "aligned only on cards of the validation split (benchmarks/card_faces.py VALIDATION), which "
    "scripts/build_word_lists.py leaves out so that those sets never shape the grammar"
)

# fmt: off
MISSING: dict[tuple[str, str], dict[str, str]] = {
    ("fr", "SUBTYPE"): {
        **dict.fromkeys(['alien', 'aminatou', 'armadillo', 'ashiok', 'astartes', 'attraction', 'background', 'bahamut', 'balloon', 'basri', 'beaver', 'beholder', 'bison', 'blinkmoth', 'blood', 'bobblehead', "c'tan", 'calix', 'camarid', 'capybara', 'caribou', 'cartouche', 'case', 'child', 'class', 'clown', 'comet', 'contraption', 'coyote', 'custodes', 'cyberman', 'dack', 'dalek', 'daretti', 'davriel', 'demigod', 'deserter', 'detective', 'doctor', 'drix', 'echidna', 'ellywick', 'elminster', 'employee', 'estrid', 'freyalise', 'gamer', 'gith', 'glimmer', 'gnoll', 'gold', 'guest', 'guff', 'halfling', 'hamster', 'hedgehog', 'incubator', 'infinity', 'inquisitor', 'jared', 'jeska', 'junk', 'kangaroo', 'lander', 'lemur', 'llama', 'lobster', 'lolth', 'map', 'minsc', 'mite', 'moogle', 'mordenkainen', 'mount', 'necron', 'omen', 'orb', 'performer', 'planet', 'platypus', 'porcupine', 'possum', 'powerstone', 'primarch', 'prism', 'qu', 'quintorius', 'raccoon', 'robot', 'role', 'room', 'scientist', 'sculpture', 'seal', 'siege', 'sivitri', 'skunk', 'sloth', 'snail', 'spacecraft', 'sphere', 'splinter', 'stone', 'survivor', 'symbiote', 'synth', 'szat', 'tasha', 'tentacle', 'tetravite', 'teyo', 'tiefling', 'time lord', 'town', 'toy', 'triskelavite', 'tyranid', 'undercity', 'urza', 'varmint', 'vronos', 'walrus', 'weasel', 'windgrace', 'xenagos', 'yanggu', 'zariel'], POST_CORPUS),
        **dict.fromkeys(['beeble', 'cave', 'dreadnought', 'ferret', 'hero', 'licid', 'monger', 'nightstalker', 'sorcerer', 'sponge', 'thalakos', 'villain', 'wombat'], NO_FOREIGN_PRINTING),
        **dict.fromkeys(['bard', 'lair', 'metathran', 'tower'], UNALIGNED),
        **dict.fromkeys(['angrath', 'brushwagg', 'flagbearer', 'huatli', 'lukka', 'narset', 'nixilis', 'otter', 'pangolin', 'processor', 'shark', 'spawn', 'volver', 'vraska'], VALIDATION_ONLY),
    },
    ("fr", "COUNTER_KIND"): {
        **dict.fromkeys(['decayed', 'defense', 'double strike', 'exalted', 'finality', 'haste', 'rad', 'shadow', 'ticket'], POST_CORPUS),
        **dict.fromkeys(['+0/+1', '+1/+2', '+2/+2', '-0/-2', '-1/-0', '-2/-2', 'arrow', 'carrion', 'credit', 'cube', 'currency', 'dream', 'echo', 'elixir', 'ember', 'flame', 'fungus', 'glyph', 'hatching', 'hatchling', 'hone', 'hunger', 'infection', 'intervention', 'magnet', 'matrix', 'music', 'net', 'ore', 'page', 'pain', 'paralyzation', 'petal', 'pin', 'polyp', 'pupa', 'ritual', 'scream', 'shell', 'sleep', 'sleight', 'soot', 'soul', 'study', 'tide', 'treasure', 'vitality', 'vortex', 'voyage', 'winch', 'wind'], NO_FOREIGN_PRINTING),
        **dict.fromkeys(['arrowhead', 'growth', 'hexproof', 'vigilance'], UNALIGNED),
        **dict.fromkeys(['bounty', 'first strike', 'flying', 'lifelink', 'reach', 'shield', 'trample'], VALIDATION_ONLY),
    },
    ("fr", "TOKEN_NAME"): {
        **dict.fromkeys(['cursed role', 'incubator', 'junk', 'lander', 'map', 'monster role', 'powerstone', 'royal role', 'sorcerer role', 'virtuous role', 'walker', 'wicked role', 'young hero role'], POST_CORPUS),
    },
    ("de", "SUBTYPE"): {
        **dict.fromkeys(['alien', 'aminatou', 'armadillo', 'ashiok', 'astartes', 'attraction', 'background', 'bahamut', 'balloon', 'basri', 'beaver', 'beholder', 'bison', 'blinkmoth', 'blood', 'bobblehead', "c'tan", 'calix', 'camarid', 'capybara', 'caribou', 'cartouche', 'case', 'child', 'class', 'clown', 'comet', 'contraption', 'coyote', 'custodes', 'cyberman', 'dack', 'dalek', 'daretti', 'davriel', 'demigod', 'deserter', 'detective', 'doctor', 'drix', 'echidna', 'ellywick', 'elminster', 'employee', 'estrid', 'freyalise', 'gamer', 'gith', 'glimmer', 'gnoll', 'gold', 'graveborn', 'guest', 'guff', 'halfling', 'hamster', 'hedgehog', 'incubator', 'infinity', 'inquisitor', 'jared', 'jeska', 'junk', 'kangaroo', 'lander', 'lemur', 'llama', 'lobster', 'lolth', 'map', 'minsc', 'mite', 'moogle', 'mordenkainen', 'mount', 'necron', 'omen', 'orb', 'pentavite', 'performer', 'pincher', 'planet', 'platypus', 'porcupine', 'possum', 'powerstone', 'primarch', 'prism', 'qu', 'quintorius', 'raccoon', 'robot', 'role', 'room', 'sand', 'scientist', 'sculpture', 'seal', 'serf', 'siege', 'sivitri', 'skunk', 'sloth', 'snail', 'spacecraft', 'sphere', 'splinter', 'stone', 'survivor', 'symbiote', 'synth', 'szat', 'tasha', 'tentacle', 'tetravite', 'teyo', 'tiefling', 'time lord', 'town', 'toy', 'triskelavite', 'tyranid', 'undercity', 'urza', 'varmint', 'vronos', 'walrus', 'weasel', 'windgrace', 'xenagos', 'yanggu', 'zariel'], POST_CORPUS),
        **dict.fromkeys(['spawn', 'villain'], NO_FOREIGN_PRINTING),
        **dict.fromkeys(['monkey', 'worm', 'wurm'], AMBIGUOUS),
        **dict.fromkeys(['bard', 'cave', 'dreadnought', 'ferret', 'lair', 'metathran', 'sorcerer', 'thalakos'], UNALIGNED),
        **dict.fromkeys(['angrath', 'flagbearer', 'huatli', 'lukka', 'narset', 'nightstalker', 'nixilis', 'otter', 'pangolin', 'processor', 'shark', 'volver', 'vraska'], VALIDATION_ONLY),
    },
    ("de", "COUNTER_KIND"): {
        **dict.fromkeys(['decayed', 'defense', 'double strike', 'exalted', 'finality', 'haste', 'rad', 'shadow', 'ticket'], POST_CORPUS),
        **dict.fromkeys(['+1/+2', '-2/-2', 'carrion', 'credit', 'cube', 'dream', 'ember', 'flame', 'glyph', 'hatching', 'hatchling', 'hone', 'hunger', 'intervention', 'matrix', 'net', 'pin', 'pupa', 'ritual', 'sleep', 'soul', 'tide', 'voyage'], NO_FOREIGN_PRINTING),
        **dict.fromkeys(['-1/-0', 'arrowhead', 'hexproof', 'mine', 'music', 'polyp', 'scream', 'study', 'vigilance', 'vortex'], UNALIGNED),
        **dict.fromkeys(['first strike', 'flying', 'lifelink', 'reach', 'shield', 'trample'], VALIDATION_ONLY),
    },
    ("de", "TOKEN_NAME"): {
        **dict.fromkeys(['blood', 'cursed role', 'incubator', 'junk', 'lander', 'map', 'monster role', 'powerstone', 'royal role', 'sorcerer role', 'virtuous role', 'walker', 'wicked role', 'young hero role'], POST_CORPUS),
    },
}
# fmt: on


def load(lang: str) -> dict[str, dict[str, list[str]]]:
    """The ``classes`` table of one words.yaml."""
    data = yaml.safe_load((ROOT / "locales" / lang / "words.yaml").read_text(encoding="utf-8"))
    assert set(data) == {"classes"}
    return data["classes"]


@pytest.mark.parametrize("lang", LANGS)
def test_shape_and_forms(lang: str) -> None:
    text = (ROOT / "locales" / lang / "words.yaml").read_text(encoding="utf-8")
    assert text.startswith("# generated by scripts/build_word_lists.py from ")
    classes = load(lang)
    assert tuple(classes) == CLASSES
    for cls, table in classes.items():
        assert list(table) == sorted(table), f"{lang} {cls}: keys not sorted"
        for key, forms in table.items():
            assert isinstance(key, str) and key == key.lower(), (lang, cls, key)
            assert forms, f"{lang} {cls} {key}: empty form list"
            assert all(isinstance(f, str) and f == f.lower() and f.strip() == f for f in forms), (
                lang,
                cls,
                key,
                forms,
            )
            assert forms == sorted(set(forms)), f"{lang} {cls} {key}: forms not sorted/unique"


@pytest.mark.parametrize("lang", LANGS)
def test_a_form_names_one_key_per_class(lang: str) -> None:
    for cls, table in load(lang).items():
        owner: dict[str, str] = {}
        for key, forms in table.items():
            for f in forms:
                assert f not in owner, f"{lang} {cls}: {f!r} is a form of {owner[f]} and {key}"
                owner[f] = key


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("cls", CLASSES)
def test_same_keys_as_english(lang: str, cls: str) -> None:
    en = set(load("en")[cls])
    own = set(load(lang)[cls])
    assert own <= en, f"{lang} {cls}: keys English lacks: {sorted(own - en)}"
    missing = en - own
    allowed = MISSING[lang, cls]
    assert missing - set(allowed) == set(), f"{lang} {cls}: unexplained missing keys"
    assert set(allowed) - missing == set(), f"{lang} {cls}: MISSING lists keys now present"


@pytest.mark.parametrize(
    ("lang", "cls", "key", "forms"),
    [
        ("en", "SUBTYPE", "elf", {"elf", "elves"}),
        ("fr", "SUBTYPE", "elf", {"elfe", "elfes"}),
        ("de", "SUBTYPE", "elf", {"elf", "elfen"}),
        ("en", "SUBTYPE", "goblin", {"goblin", "goblins"}),
        ("fr", "SUBTYPE", "goblin", {"gobelin", "gobelins"}),
        ("de", "SUBTYPE", "goblin", {"goblin", "goblins"}),
        ("de", "SUBTYPE", "human", {"mensch", "menschen"}),
        # a noun made of an adjective: "einen ungetappten Verbündeten" (Cohort, OGW)
        ("de", "SUBTYPE", "ally", {"verbündeter", "verbündete", "verbündeten"}),
        ("fr", "SUBTYPE", "werewolf", {"loup-garou", "loups-garous"}),
        ("en", "SUBTYPE", "time lord", {"time lord"}),
        ("en", "COUNTER_KIND", "+1/+1", {"+1/+1"}),
        ("fr", "COUNTER_KIND", "+1/+1", {"+1/+1"}),
        ("de", "COUNTER_KIND", "+1/+1", {"+1/+1-marke", "+1/+1-marken"}),
        ("en", "COUNTER_KIND", "charge", {"charge"}),
        ("fr", "COUNTER_KIND", "charge", {"charge"}),
        ("de", "COUNTER_KIND", "charge", {"ladungsmarke", "ladungsmarken"}),
        ("fr", "COUNTER_KIND", "time", {"temps"}),
        ("de", "COUNTER_KIND", "time", {"zeitmarke", "zeitmarken"}),
        ("en", "COUNTER_KIND", "loyalty", {"loyalty"}),
        ("en", "TOKEN_NAME", "treasure", {"treasure", "treasures"}),
        ("fr", "TOKEN_NAME", "treasure", {"trésor", "trésors"}),
        ("de", "TOKEN_NAME", "treasure", {"schatz"}),
        ("fr", "TOKEN_NAME", "food", {"nourriture"}),
        ("de", "TOKEN_NAME", "food", {"speise"}),
    ],
)
def test_known_words(lang: str, cls: str, key: str, forms: set[str]) -> None:
    assert forms <= set(load(lang)[cls].get(key, [])), (lang, cls, key)


@pytest.mark.parametrize(
    ("lang", "form"),
    [("fr", "tour"), ("fr", "vers"), ("de", "ein"), ("de", "greifen")],
)
def test_ordinary_words_are_not_subtypes(lang: str, form: str) -> None:
    """'tour' (turn), 'vers' (towards), 'ein' (a), 'greifen' (attack): rules-text words that look
    like a form of Tower, Worm, Egg and Griffin."""
    classes = load(lang)
    assert all(form not in forms for forms in classes["SUBTYPE"].values())
    assert all(form not in forms for forms in classes["TOKEN_NAME"].values())


@needs_shared
def test_every_cr_subtype_and_token_is_a_key() -> None:
    """CR 205.3g-m, p, q (2026) and 111.10: every subtype and predefined token is an English key."""
    spec = importlib.util.spec_from_file_location(
        "build_word_lists", ROOT / "scripts" / "build_word_lists.py"
    )
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up while the class is built
    spec.loader.exec_module(mod)
    cr = mod.read_cr(CORPUS / "cr" / "MagicCompRules_2026-01-16.txt")
    lists = mod.cr_subtypes(cr)
    assert len(lists["205.3m"]) > 300 and "Time Lord" in lists["205.3m"]
    en = load("en")
    expected = {mod.norm(n) for names in lists.values() for n in names}
    assert expected - set(en["SUBTYPE"]) == set()
    assert {mod.norm(t) for t in mod.cr_tokens(cr)} == set(en["TOKEN_NAME"])
