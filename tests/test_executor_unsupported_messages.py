"""What a scenario author reads when a spell's effect is one the executor can't play yet
(tester report, stop 32): the failure points at the spell's rules text line in the run's
language, names its card key and quotes that text, and the log line names the effect in the
log's words, in English, French and German alike."""

from __future__ import annotations

import pytest

from rulesparser.executor.log import render_event
from rulesparser.executor.scenario import parse_scenario, run_scenario

_SURVEIL = """\
scenario: a keyword action the executor can't play yet
ruling: CR 701.25a
players: {alice: {}, bob: {}}
cards:
  watch:
    name: {en: Watch, fr: Guet, de: Wache}
    types: [sorcery]
    mana_cost: "{U}"
    text:
      en: "Surveil 2."
      fr: "Surveillez 2."
      de: "Überwachen 2."
setup:
  alice: {hand: [watch]}
turns:
  1:
    main1:
      - cast: watch
      - resolve: all
"""


@pytest.mark.parametrize(
    ("lang", "line", "expected"),
    [
        (
            "en",
            10,
            "s.yaml:10: card 'watch' \u201cSurveil 2.\u201d: the executor can't play surveil yet,"
            " so this game is not what the cards say",
        ),
        (
            "fr",
            11,
            "s.yaml:11: carte 'watch' « Surveillez 2. » : l'exécuteur ne sait pas encore jouer"
            " surveiller (surveil) : cette partie n'est donc pas ce que disent les cartes",
        ),
        (
            "de",
            12,
            "s.yaml:12: Karte 'watch' „Überwachen 2.“: der Executor kann überwachen (surveil)"
            " noch nicht spielen: dieses Spiel ist also nicht, was die Karten sagen",
        ),
    ],
)
def test_an_effect_met_while_a_spell_resolves_is_reported_at_its_text_line(
    lang: str, line: int, expected: str
) -> None:
    """Not at the file's first line without a card: at the line of the spell's text in the
    run's language, with its key and its rules text quoted."""
    assert _SURVEIL.splitlines()[line - 1].strip().startswith(f"{lang}:")
    failures = run_scenario(parse_scenario(_SURVEIL, "s.yaml"), lang).failures
    assert failures == [expected]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Not supported by the executor: surveil"),
        ("fr", "Non pris en charge par l'exécuteur : surveiller"),
        ("de", "Vom Executor nicht unterstützt: überwachen"),
    ],
)
def test_the_log_names_the_effect_in_its_words(lang: str, said: str) -> None:
    """The log line says which effect in the log's language (the detail after it), and German
    names the executor one way ("Executor") in the log and in the failure."""
    result = run_scenario(parse_scenario(_SURVEIL, "s.yaml"), lang)
    lines = [render_event(e, lang, result.names) for e in result.events if e.kind == "unsupported"]
    assert [ln.split(": ", 1)[1] for ln in lines] == [said]
