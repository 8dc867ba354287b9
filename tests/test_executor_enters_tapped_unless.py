""" "[This] enters the battlefield tapped unless you control a Mountain or a Plains." (CR 614.1c,
614.12: checked as it enters), played from Clifftop Retreat's English, French and German text:
played with a Mountain it enters untapped; alone it enters tapped."""

from __future__ import annotations

import pytest
from _scenario_cards import scenario_failures

LANGS = ["en", "fr", "de"]

CARDS = """\
scenario: t
ruling: CR 614.1c, 614.12
players: {alice: {}, bob: {}}
cards:
  retreat:
    name: {en: Clifftop Retreat, fr: Rectorat du haut des falaises, de: Felskuppenzuflucht}
    types: [land]
    text:
      en: "Clifftop Retreat enters the battlefield tapped unless you control a Mountain or a \\
Plains.\\n{T}: Add {R} or {W}."
      fr: "Le Rectorat du haut des falaises arrive sur le champ de bataille engagé à moins que \\
vous ne contrôliez une montagne ou une plaine.\\n{T} : Ajoutez {R} ou {W}."
      de: "Die Felskuppenzuflucht kommt getappt ins Spiel, es sei denn, du kontrollierst ein \\
Gebirge oder eine Ebene.\\n{T}: Erzeuge {R} oder {W}."
  mountain:
    name: {en: Mountain, fr: Montagne, de: Gebirge}
    types: [land]
    supertypes: [basic]
    subtypes: [mountain]
"""


def _play(battlefield: str, lang: str) -> list[str]:
    body = (
        f"setup:\n  alice: {{battlefield: [{battlefield}], hand: [retreat]}}\n"
        "turns:\n  1:\n    main1:\n      - play: retreat\n"
        "play_turns: 1\n"
        f"expect:\n  tapped: {{retreat: {'false' if battlefield else 'true'}}}\n"
    )
    return scenario_failures(CARDS + body, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_it_enters_untapped_with_a_mountain(lang: str) -> None:
    assert _play("mountain", lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_it_enters_tapped_alone(lang: str) -> None:
    assert _play("", lang) == []
