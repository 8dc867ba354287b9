"""A French or German run says its failures in its language (tester report, stop 32): a
refused cast, a zone expectation, a difference between the runs' logs; English keeps its
codes and explanations."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from rulesparser.cli import main
from rulesparser.executor.scenario import parse_scenario, run_scenario

_HEXPROOF = """\
scenario: a hexproof target refused
ruling: CR 702.11b
players: {alice: {}, bob: {}}
cards:
  bolt:
    name: {en: Lightning Bolt, fr: Foudre, de: Blitzschlag}
    types: [instant]
    mana_cost: "{R}"
    text:
      en: "Lightning Bolt deals 3 damage to any target."
      fr: "La Foudre inflige 3 blessures à n'importe quelle cible."
      de: "Blitzschlag fügt einem Ziel deiner Wahl 3 Schadenspunkte zu."
  hexer:
    name: {en: Hexproof Bear, fr: Ours, de: Bär}
    types: [creature]
    power: 2
    toughness: 2
    text: {en: "Hexproof", fr: "Défense talismanique", de: "Fluchsicher"}
setup:
  alice: {hand: [bolt]}
  bob: {battlefield: [hexer]}
turns:
  1:
    main1:
      - cast: bolt
        targets: [hexer]
expect:
  zone: {hexer: graveyard}
"""


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            [
                "s.yaml:25: cast refused: illegal_target: hexer is not a legal target",
                "s.yaml:28: zone: hexer expected in graveyard, got battlefield",
            ],
        ),
        (
            "fr",
            [
                "s.yaml:25: lancer : refusé — cible illégale (hexer)",
                "s.yaml:28: zone: hexer : attendu dans la zone cimetière, trouvé dans la zone"
                " champ de bataille",
            ],
        ),
        (
            "de",
            [
                "s.yaml:25: wirken: abgelehnt — unzulässiges Ziel (hexer)",
                "s.yaml:28: zone: hexer: erwartet in der Zone Friedhof, gefunden in der Zone"
                " Spielfeld",
            ],
        ),
    ],
)
def test_a_refused_cast_and_a_zone_are_said_in_the_run_language(
    lang: str, expected: list[str]
) -> None:
    assert run_scenario(parse_scenario(_HEXPROOF, "s.yaml"), lang).failures == expected


def test_runs_whose_logs_part_say_so_in_the_later_run_language(tmp_path: Path) -> None:
    """The French text says 2 damage: the French run's failure is in French, each event as
    the French log says it, then the field that differs."""
    text = (
        _HEXPROOF.replace("3 blessures", "2 blessures")
        .replace("        targets: [hexer]", "        targets: [bob]\n      - resolve: all")
        .replace("  zone: {hexer: graveyard}", "  life: {bob: 17}")
    )
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    res = CliRunner().invoke(main, ["run", str(path), "--lang", "all", "--quiet"])
    assert res.exit_code == 1
    said = (
        f"{path} : le journal de la partie en fr diffère de celui de la partie en en à"
        " l'événement 4 : en : T1 première phase principale: Foudre inflige 3 blessure(s) à bob ;"
        " fr : T1 première phase principale: Foudre inflige 2 blessure(s) à bob (amount=3/2)"
    )
    assert said in res.output
    assert "run's log differs" not in res.output
