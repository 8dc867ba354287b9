"""Card data besides MTGJSON (issue 11, item 16): Forge card scripts and Scryfall bulk JSON,
and their keyword lists compared with the parsed Oracle text (findings of kind ``data``).

The Scryfall file is written here from the documented card object
(https://scryfall.com/docs/api/cards: name, lang, oracle_text, keywords, printed_name,
printed_text, set, collector_number, card_faces); the Forge scripts follow the format of
``cardsfolder/<letter>/<card>.txt`` (real Keldon Marauders and Dead // Gone scripts)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from _shared import CORPUS, needs_shared
from click.testing import CliRunner

from rulesparser.cli import main
from rulesparser.kb import KBError, build, card, findings
from rulesparser.kb.importers.sources import forge_mana, read_forge_script

KELDON = """Name:Keldon Marauders\r
ManaCost:1 R\r
Types:Creature Human Warrior\r
PT:3/3\r
K:Vanishing:2\r
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self | Execute$ TrigDealDamage | TriggerDescription$ When CARDNAME enters the battlefield, it deals 1 damage to target player or planeswalker.\r
SVar:TrigDealDamage:DB$DealDamage | ValidTgts$ Player,Planeswalker | NumDmg$ 1\r
Oracle:Vanishing 2 (This permanent enters the battlefield with two time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)\\nWhen Keldon Marauders enters the battlefield or leaves the battlefield, it deals 1 damage to target player or planeswalker.\r
"""

DEAD_GONE = """Name:Dead
ManaCost:R
AlternateMode: Split
Types:Instant
A:SP$ DealDamage | Cost$ R | ValidTgts$ Creature | NumDmg$ 2 | SpellDescription$ Dead deals 2 damage to target creature.
Oracle:Dead deals 2 damage to target creature.

ALTERNATE

Name:Gone
ManaCost:2 R
Types:Instant
Oracle:Return target creature you don't control to its owner's hand.
"""

# a script whose keyword line disagrees with its Oracle text (the parameter and a keyword)
WRONG = """Name:Test Vanisher
ManaCost:2 U
Types:Creature Spirit
PT:2/2
K:Vanishing:3
K:Flying
K:CARDNAME can't block.
Oracle:Vanishing 2\\nTrample
"""

SCRYFALL = [
    {
        "object": "card",
        "id": "0a1b2c3d-0000-4000-8000-000000000001",
        "oracle_id": "11111111-0000-4000-8000-000000000001",
        "name": "Keldon Marauders",
        "lang": "en",
        "released_at": "2007-02-02",
        "layout": "normal",
        "mana_cost": "{1}{R}",
        "type_line": "Creature — Human Warrior",
        "oracle_text": "Vanishing 2 (This permanent enters with two time counters on it. At the "
        "beginning of your upkeep, remove a time counter from it. When the last is removed, "
        "sacrifice it.)\nWhen Keldon Marauders enters or leaves the battlefield, it deals 1 "
        "damage to target player or planeswalker.",
        "power": "3",
        "toughness": "3",
        "keywords": ["Vanishing"],
        "set": "plc",
        "collector_number": "125",
    },
    {
        "object": "card",
        "id": "0a1b2c3d-0000-4000-8000-000000000002",
        "name": "Keldon Marauders",
        "lang": "fr",
        "printed_name": "Maraudeurs keldes",
        "printed_type_line": "Créature : humain et guerrier",
        "printed_text": "Disparition 2",
        "oracle_text": "Vanishing 2",
        "keywords": ["Vanishing"],
        "set": "plc",
        "collector_number": "125",
    },
    {
        "object": "card",
        "id": "0a1b2c3d-0000-4000-8000-000000000003",
        "name": "Skyward Test",
        "lang": "en",
        "layout": "normal",
        "mana_cost": "{1}{U}",
        "type_line": "Creature — Bird",
        "oracle_text": "Flying\nWhen Skyward Test enters, scry 1.",
        "keywords": ["Flying", "Scry", "Echo"],
        "set": "tst",
        "collector_number": "1",
    },
    {
        "object": "card",
        "id": "0a1b2c3d-0000-4000-8000-000000000004",
        "name": "Dead // Gone",
        "lang": "de",
        "layout": "split",
        "keywords": [],
        "set": "pls",
        "collector_number": "113",
        "card_faces": [
            {
                "name": "Dead",
                "printed_name": "Tot",
                "oracle_text": "Dead deals 2 damage to target creature.",
                "printed_text": "Tot fügt einer Kreatur deiner Wahl 2 Schadenspunkte zu.",
                "mana_cost": "{R}",
            },
            {
                "name": "Gone",
                "printed_name": "Weg",
                "oracle_text": "Return target creature you don't control to its owner's hand.",
                "mana_cost": "{2}{R}",
            },
        ],
    },
    {"object": "card", "name": "Tarjeta", "lang": "es", "oracle_text": "Flying"},
]


@pytest.fixture(autouse=True)
def _fresh_connections(fresh_kb_connections: None) -> None:
    """Every test here starts and ends with no cached KB connection."""


@pytest.fixture(scope="module")
def sources(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("sources")
    folder = root / "forge" / "cardsfolder"
    for rel, text in (
        ("k/keldon_marauders.txt", KELDON),
        ("d/dead_gone.txt", DEAD_GONE),
        ("t/test_vanisher.txt", WRONG),
    ):
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_bytes(text.encode("utf-8"))
    (root / "forge" / "editions").mkdir()
    (root / "forge" / "editions" / "Planar Chaos.txt").write_text("[metadata]\nCode=PLC\n")
    (root / "scryfall.json").write_text(json.dumps(SCRYFALL), encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def db(sources: Path) -> str:
    path = sources / "kb.sqlite"
    report = build([sources / "forge", sources / "scryfall.json"], path)
    kinds = {Path(s.path).name: s.kind for s in report.sources}
    assert kinds["cardsfolder"] == "forge" and kinds["scryfall.json"] == "scryfall"
    return str(path)


def test_forge_script_reader(sources: Path) -> None:
    c = read_forge_script(sources / "forge" / "cardsfolder" / "k" / "keldon_marauders.txt")
    assert (c.name, c.mana_cost, c.power, c.toughness) == ("Keldon Marauders", "{1}{R}", "3", "3")
    assert c.keywords == [("Vanishing", "2")]
    assert c.text.split("\n")[1].startswith("When Keldon Marauders enters the battlefield")
    split = read_forge_script(sources / "forge" / "cardsfolder" / "d" / "dead_gone.txt")
    assert (split.name, split.faces, split.layout) == ("Dead // Gone", ["Dead", "Gone"], "split")
    assert split.text.split("\n//\n")[1].startswith("Return target creature")
    assert forge_mana("W U U") == "{W}{U}{U}" and forge_mana("2 W/U") == "{2}{W/U}"


def test_forge_cards_are_imported_with_their_keywords(db: str) -> None:
    res = card("Test Vanisher", db=db)
    assert res is not None and res["texts"]["en"]["text"] == "Vanishing 2\nTrample"
    assert {k["id"]: k["parameter"] for k in res["keywords"]} == {"vanishing": "2", "trample": None}
    gone = card("Gone", db=db)
    assert gone is not None and gone["name"] == "Dead // Gone"


def test_keyword_lists_are_compared_as_data_findings(db: str) -> None:
    res = findings(kind="data", db=db)
    got = {(f["card"], f["source"], f["code"], f["keyword"]) for f in res["findings"]}
    assert got == {
        ("Test Vanisher", "forge", "data-keyword-parameter", "vanishing"),
        ("Test Vanisher", "forge", "data-keyword-missing", "flying"),
        ("Test Vanisher", "forge", "data-keyword-extra", "trample"),
        # Scryfall lists echo, which the Oracle text does not have; "Scry" is no keyword ability
        ("Skyward Test", "scryfall", "data-keyword-missing", "echo"),
    }
    param = next(f for f in res["findings"] if f["code"] == "data-keyword-parameter")
    assert (param["expected"], param["actual"]) == (["3"], ["2"])
    assert res["counts"] == {"data:en": 4}
    # data findings are not translation findings
    assert findings(kind="translation", db=db)["findings"] == []
    code, out, _ = _run("findings", "--kind", "data", "--db", db)
    assert code == 0
    assert "Scryfall lists echo; the parsed Oracle text has no such keyword" in out
    assert "Forge gives vanishing 3; the parsed Oracle text 2" in out


def test_scryfall_printed_names_and_texts(db: str) -> None:
    res = card("Maraudeurs keldes", db=db)
    assert res is not None and res["name"] == "Keldon Marauders"
    assert res["printed"]["fr"]["text"] == "Disparition 2"
    assert {(p["set"], p["number"]) for p in res["printings"]} >= {("PLC", "125")}
    weg = card("Weg", db=db)
    assert weg is not None and weg["name"] == "Dead // Gone"
    assert card("Tarjeta", db=db) is None  # a language the knowledge base does not hold


def test_rebuild_is_idempotent(sources: Path, db: str) -> None:
    again = build([sources / "forge", sources / "scryfall.json"], db)
    assert sum(s.added + s.updated for s in again.sources if s.kind in ("forge", "scryfall")) == 0
    assert len(findings(kind="data", db=db)["findings"]) == 4


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"object": "card"}', None),  # an object, not an array: read as MTGJSON (and refused)
        ('[{"object": "card", "name": 5}]', "[0].name: expected a string, got int"),
        ('[{"object": "card", "name": "X", "keywords": "Flying"}]', "[0].keywords"),
        ("[1]", "[0]: expected an object, got int"),
    ],
)
def test_malformed_scryfall_fails_cleanly(
    tmp_path: Path, content: str, message: str | None
) -> None:
    src = tmp_path / "cards.json"
    src.write_text(content)
    with pytest.raises(KBError) as err:
        build([src], tmp_path / "kb.sqlite")
    if message:
        assert message in str(err.value)
    assert not (tmp_path / "kb.sqlite").exists()


@needs_shared
def test_real_forge_scripts_of_the_corpus(tmp_path: Path) -> None:
    folder = CORPUS / "forge_current_dmu_sample" / "cardsfolder"
    c = read_forge_script(folder / "s" / "stall_for_time.txt")
    assert (c.name, c.keywords) == ("Stall for Time", [("Kicker", "1 U")])
    report = build([CORPUS / "forge_current_dmu_sample"], tmp_path / "kb.sqlite")
    forge = [s for s in report.sources if s.kind == "forge"]
    assert len(forge) == 1 and forge[0].added + forge[0].updated == 9  # Stall for Time: a seed card
    res = card("Stall for Time", db=tmp_path / "kb.sqlite")
    assert res is not None and {k["id"] for k in res["keywords"]} >= {"kicker"}


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env={"LANG": "C", "LANGUAGE": ""})
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr
