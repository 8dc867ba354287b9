"""rulesparser.stored_definitions: the keyword definitions kept on disk are the abilities the
English grammars read from the CR (every keyword of the table, with and without its parameter,
sources included), a French or German parse then needs no English grammar, and a missing,
damaged or outdated file is read again."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

from rulesparser import parser as P
from rulesparser import stored_definitions
from rulesparser.ast import canonical_json


def _json(abilities: object) -> str:
    return canonical_json(list(abilities)) if isinstance(abilities, tuple) else repr(abilities)


def test_stored_definitions_are_those_read_from_the_cr() -> None:
    table = P._stored_definitions()
    keywords = list(P.keyword_table())
    assert set(table) == {(k, w) for k in keywords for w in (True, False)}
    assert sum(v is not None for v in table.values()) > 300
    for kid in keywords:
        for with_parameter in (True, False):
            assert _json(table[(kid, with_parameter)]) == _json(
                P._read_definition(kid, with_parameter)
            ), (kid, with_parameter)


_FRESH = """
import json, sys
from rulesparser import parse, parser
from rulesparser.ast import canonical_json
card = parse(sys.argv[1], sys.argv[2])
print(json.dumps([parser._transforming_parser.cache_info().currsize, canonical_json(card)]))
"""


def test_a_french_keyword_line_expands_without_the_english_grammars() -> None:
    # Keldon Marauders (PLC), French: vanishing expands to the three abilities of CR 702.63a,
    # read from the stored English definition in a fresh process that loads only French
    line = (
        "Disparition 2 (Ce permanent arrive en jeu avec, sur lui, deux marqueurs « temps ». "
        "Au début de votre entretien, retirez-lui un marqueur « temps ». Quand le dernier "
        "marqueur est retiré, sacrifiez le permanent.)"
    )
    P._stored_definitions()  # the file is there (written now if it was not)
    out = subprocess.run(
        [sys.executable, "-c", _FRESH, line, "fr"], capture_output=True, text=True, check=True
    )
    loaded, fresh = json.loads(out.stdout)
    assert loaded == 1  # the French grammar alone
    card = P.parse(line, "fr")
    assert fresh == canonical_json(card)
    (keyword,) = card.abilities
    assert keyword.name == "vanishing" and len(keyword.abilities) == 3


def test_a_missing_or_damaged_file_is_read_again(tmp_path, monkeypatch) -> None:
    path = tmp_path / "definitions.pickle"
    monkeypatch.setattr(stored_definitions, "cache_path", lambda digest: str(path))
    calls: list[tuple[str, bool]] = []

    def read(kid: str, with_parameter: bool) -> object:
        calls.append((kid, with_parameter))
        if kid == "unknown":
            raise KeyError(kid)
        return P._definition(kid, with_parameter)

    first = stored_definitions.stored(["flying", "vanishing", "unknown"], read)
    assert len(calls) == 6 and ("unknown", True) not in first
    assert path.exists() and not list(tmp_path.glob("*.tmp"))  # renamed into place
    again = stored_definitions.stored(["flying", "vanishing"], read)
    assert len(calls) == 6  # read from the file
    assert _json(again[("vanishing", True)]) == _json(first[("vanishing", True)])
    path.write_bytes(b"\x80\x05 not a pickle")
    stored_definitions.stored(["flying", "vanishing"], read)
    assert len(calls) == 10  # damaged: read again, and written whole
    assert _json(stored_definitions.stored(["flying"], read)[("flying", False)]) == _json(
        P._definition("flying", False)
    )
    assert len(calls) == 10


def test_a_changed_grammar_file_names_another_file(tmp_path, monkeypatch) -> None:
    from rulesparser.resources import data_dir

    before = stored_definitions.source_digest()
    copy = tmp_path / "grammar"
    shutil.copytree(str(data_dir("grammar")), copy)
    real = stored_definitions.data_dir
    monkeypatch.setattr(
        stored_definitions, "data_dir", lambda kind: copy if kind == "grammar" else real(kind)
    )
    assert stored_definitions.source_digest() == before  # the same files: the same name
    with (copy / "core.lark").open("a", encoding="utf-8") as f:
        f.write("\n// changed\n")
    after = stored_definitions.source_digest()
    assert after != before
    assert stored_definitions.cache_path(after) != stored_definitions.cache_path(before)


def test_a_german_boast_line_reads_its_restrictions_without_the_english_grammars() -> None:
    # Goldmaw Champion (KHM), German: boast (CR 702.142a) is the printed activated ability under
    # the restrictions its "means" text adds, read from the stored English definition in a
    # fresh process that loads only the German grammars
    line = (
        "Prahlen — {1}{W}: Tappe eine Kreatur deiner Wahl. (Aktiviere diese Fähigkeit nur, "
        "falls diese Kreatur in diesem Zug als Angreifer deklariert wurde, und nur einmal pro "
        "Zug.)"
    )
    oracle = (
        "Boast — {1}{W}: Tap target creature. (Activate only if this creature attacked this "
        "turn and only once each turn.)"
    )
    P._stored_definitions()  # the file is there (written now if it was not)
    out = subprocess.run(
        [sys.executable, "-c", _FRESH_CARD_TEXT, line, "de"],
        capture_output=True,
        text=True,
        check=True,
    )
    loaded, fresh = json.loads(out.stdout)
    assert loaded == 1  # the German card-text grammar alone
    (keyword,) = P.parse(line, "de").abilities
    assert keyword.name == "boast"
    (ability,) = keyword.abilities
    assert ability.max_per_turn == 1
    assert fresh == canonical_json(P.parse(line, "de"))
    (english,) = P.parse(oracle, "en").abilities
    assert canonical_json(list(english.abilities)) == canonical_json(list(keyword.abilities))


_FRESH_CARD_TEXT = """
import json, sys
from rulesparser import parse, cardtext
from rulesparser.ast import canonical_json
card = parse(sys.argv[1], sys.argv[2])
print(json.dumps([cardtext._parser.cache_info().currsize, canonical_json(card)]))
"""


def test_a_damaged_digest_index_is_computed_again(tmp_path, monkeypatch) -> None:
    """The small file keeping the sources' digest holding bytes that are not ASCII (a damaged
    disk, another program) is computed again, not a UnicodeDecodeError on every parse."""
    monkeypatch.setattr("rulesparser.resources.cache_dir", lambda: str(tmp_path))
    digest = stored_definitions.source_digest()
    (index,) = tmp_path.glob("definitions_digest_*.txt")
    index.write_bytes("é\x00\xff".encode("latin-1"))
    assert stored_definitions.source_digest() == digest
    assert index.read_text(encoding="ascii") == digest  # written again, whole
