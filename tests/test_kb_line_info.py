"""What the parser workers compute per distinct line for a knowledge-base build
(:class:`rulesparser.kb.printings.LineInfo`): the build process puts texts together and compares
them from these precomputed results only, so they must give exactly what reading the parsed
AST gives (the knowledge base stays the same)."""

from __future__ import annotations

import itertools
import pickle

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.crosscheck import ability_difference
from rulesparser.facts import line_facts, merge_facts
from rulesparser.kb.printings import (
    AbilityInfo,
    PrintingParser,
    info_difference,
    line_keys,
    printed_line,
)
from rulesparser.normalize import split_lines

LINES = [
    ("Flying", "en"),
    ("Flying (This creature can't be blocked except by creatures with flying or reach.)", "en"),
    ("Vol", "fr"),
    (
        "Vol (Cette créature ne peut être bloquée que par des créatures avec le vol ou la portée.)",
        "fr",
    ),
    ("Fliegend", "de"),
    ("Trample, haste", "en"),
    ("Eile, verursacht Trampelschaden", "de"),
    ("Vanishing 3 (This creature enters with three time counters on it.)", "en"),
    ("Disparition 2", "fr"),
    ("{T}: Add {G}.", "en"),
    ("{T} : Ajoutez {G}.", "fr"),
    ("Each player chooses a creature type and zorks it.", "en"),
]


def _abilities() -> list[A.Node]:
    return [ab for text, lang in LINES for ab in parse(text, lang, lenient=True).abilities]


def test_ability_info_compares_as_the_asts_do() -> None:
    nodes = _abilities()
    infos = [pickle.loads(pickle.dumps(AbilityInfo.of(n))) for n in nodes]  # as workers send them
    for (a, ia), (b, ib) in itertools.product(zip(nodes, infos, strict=True), repeat=2):
        assert info_difference(ia, ib) == ability_difference(a, b), (a, b)


def test_ability_info_holds_json_counts_keyword_and_error() -> None:
    for node in _abilities():
        info = pickle.loads(pickle.dumps(AbilityInfo.of(node)))
        assert info.json == A.canonical_json(node)
        assert info.node() == node
        assert info.unparsed == any(
            isinstance(n, (A.Unparsed, A.UnparsedEffect)) for n in node.walk()
        )
        assert (info.keyword is not None) == isinstance(node, A.Keyword)
        assert (info.error is not None) == isinstance(node, A.Unparsed)


def test_text_json_and_counts_are_those_of_the_parsed_text() -> None:
    keys = [
        ("Flying\nWhen Bird of Paradise enters, draw a card.", "en", "Bird of Paradise"),
        ("Vol\nQuand l'Oiseau entre sur le champ de bataille, piochez une carte.", "fr", "Oiseau"),
        ("Each player chooses a creature type and zorks it.", "en", "Zork"),
    ]
    pp = PrintingParser(workers=0)
    for key in keys:
        card = pp.result(key)
        assert isinstance(card, A.Card)
        assert pp.text_json(key) == A.canonical_json(card)
        bad = sum(
            1
            for ab in card.abilities
            if any(isinstance(n, (A.Unparsed, A.UnparsedEffect)) for n in ab.walk())
        )
        assert pp.line_counts(key) == (len(card.abilities) - bad, bad)


def test_facts_of_lines_read_without_the_card_name_are_those_read_with_it() -> None:
    # a line that does not name its card is parsed, and its facts read, once for every card
    # (key "*"); a card whose name holds a keyword ("Trample Beast", German "Die Fliegenden
    # Felsbrocken") or occurs in the line gets the facts read with its name
    keys = [
        ("Haste\nTrample Beast can't block.", "en", "Trample Beast"),
        (
            "Haste (This creature can attack as soon as it comes under your control.)",
            "en",
            "Trample Beast",
        ),
        (
            "Eile\nDie Fliegenden Felsbrocken können nicht blocken.",
            "de",
            "Die Fliegenden Felsbrocken",
        ),
        ("Flugfähigkeit", "de", "Sturmkrähe"),
        ("Vol\nPiétinement", "fr", "Vol"),
        ("{2}{R}: Deal 2 damage to any target.", "en", "Shock Troll"),
    ]
    pp = PrintingParser(workers=0)
    for key in keys:
        text, lang, name = key
        assert any(lk[2] == "*" for lk, _ in line_keys(key)) or key == keys[-1]
        got = [u.facts for u in pp.units(key)]
        want = [line_facts(raw, lang, name) for _, raw in split_lines(text) if printed_line(raw)]
        assert got == want, key


def test_facts_survive_pickling() -> None:
    # workers send the facts of each line pickled, and the parse cache keeps them so
    for text, lang in LINES:
        facts = line_facts(text, lang, "Bird")
        again = pickle.loads(pickle.dumps(facts))
        assert again == facts
        assert type(again.head.bare) is type(facts.head.bare)
        assert merge_facts([again, again]) == merge_facts([facts, facts])
