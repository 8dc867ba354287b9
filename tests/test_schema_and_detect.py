"""The published JSON Schema validates real parser output; --lang auto detects the language."""

from __future__ import annotations

import json

import jsonschema
import pytest
from click.testing import CliRunner

from rulesparser import detect_language, parse
from rulesparser.cli import main
from rulesparser.schema import json_schema

LINES = {
    "en": "Vanishing 2 (This permanent comes into play with two time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)",
    "fr": "Disparition 2 (Ce permanent arrive en jeu avec, sur lui, deux marqueurs « temps ». Au début de votre entretien, retirez-lui un marqueur « temps ». Quand le dernier marqueur est retiré, sacrifiez le permanent.)",
    "de": "Verschwinden 2 (Diese bleibende Karte kommt mit zwei Zeitmarken ins Spiel. Entferne zu Beginn deines Versorgungssegments eine Zeitmarke von ihr. Wenn die letzte Zeitmarke entfernt wird, opfere die bleibende Karte.)",
}


@pytest.mark.parametrize("lang", sorted(LINES))
def test_output_validates_against_the_published_schema(lang: str) -> None:
    schema = json_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    data = json.loads(json.dumps(parse(LINES[lang], lang).to_json()))
    jsonschema.validate(data, schema)


def test_a_minus_x_loyalty_cost_validates_against_the_schema() -> None:
    """Chandra Nalaar's "[-X]" (CR 606.4): the change is minus X, a product the schema allows."""
    data = json.loads(json.dumps(parse("[−X]: ~ deals X damage to target creature.").to_json()))
    jsonschema.validate(data, json_schema())


def test_schema_rejects_a_node_with_an_unknown_field() -> None:
    data = parse("Flying").to_json()
    data["abilities"][0]["colour"] = "blue"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, json_schema())


def test_schema_rejects_an_unknown_node_type() -> None:
    data = parse("Flying").to_json()
    data["abilities"][0]["type"] = "wizardry"
    with pytest.raises(jsonschema.ValidationError, match="wizardry"):
        jsonschema.validate(data, json_schema())


def test_schema_command_prints_the_schema() -> None:
    result = CliRunner().invoke(main, ["schema"])
    assert (
        result.exit_code == 0
        and json.loads(result.output)["$defs"]["keyword"]["properties"]["name"]
    )


@pytest.mark.parametrize("lang", sorted(LINES))
def test_auto_detects_the_language_of_real_lines(lang: str) -> None:
    assert detect_language(LINES[lang]) == lang
    card = parse(LINES[lang], "auto")
    assert card.source.lang == lang and card.abilities[0].name == "vanishing"


def test_cli_auto_gives_the_same_ast_as_english() -> None:
    runner = CliRunner()
    out = {
        lang: runner.invoke(main, ["parse", "--json", "--lang", "auto", text])
        for lang, text in LINES.items()
    }
    from rulesparser.ast import strip_meta

    asts = {
        lang: json.dumps(strip_meta(json.loads(r.output)), sort_keys=True)
        for lang, r in out.items()
    }
    assert len(set(asts.values())) == 1
