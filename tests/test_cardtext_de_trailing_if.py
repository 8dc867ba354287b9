"""German "..., falls ..." after the effect of a triggered ability (CR 603.4): the word order
does not tell a trigger's intervening "if" from a condition checked on resolution (Oracle makes
Nantuko Shaman's "falls du keine getappten Länder kontrollierst" an intervening "if" and Raving
Oni-Slave's "falls du keinen Dämonen kontrollierst" an effect's condition), so such a line stays
unparsed, except where the condition says how this object was cast: kicked (CR 702.33d) or
mana of a color spent to cast it (CR 601.2h), which can't change between the trigger and its
resolution and which Oracle prints as the intervening "if"."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ParseError, parse
from rulesparser import ast as A


def test_tin_street_hooligan_mana_spent_en_fr_de() -> None:
    # Tin Street Hooligan (GPT): Oracle "if {G} was spent to cast it" (the spell that became it)
    en = "When ~ enters the battlefield, if {G} was spent to cast it, destroy target artifact."
    fr = "Quand l'~ arrive en jeu, si {G} a été dépensé pour jouer l'~, détruisez l'artefact ciblé."
    de = (
        "Wenn der ~ ins Spiel kommt, zerstöre ein Artefakt deiner Wahl, falls {G} ausgegeben "
        "wurde, um den ~ zu spielen."
    )
    (ability,) = parse(de, "de").abilities
    assert isinstance(ability, A.TriggeredAbility)
    assert ability.condition == A.ManaSpent(
        object=A.ObjectRef(kind="self"), at_least=1, color="green"
    )
    assert abilities_json(de, "de") == abilities_json(en, "en") == abilities_json(fr, "fr")


def test_gruul_scrapper_and_steamcore_weird_en_de() -> None:
    # Gruul Scrapper (GPT)
    en = "When ~ enters the battlefield, if {R} was spent to cast it, it gains haste until end of turn."
    de = (
        "Wenn der ~ ins Spiel kommt, erhält er Eile bis zum Ende des Zuges, falls {R} "
        "ausgegeben wurde, um den ~ zu spielen."
    )
    assert abilities_json(de, "de") == abilities_json(en, "en")
    # Steamcore Weird (GPT)
    en = "When ~ enters the battlefield, if {R} was spent to cast it, it deals 2 damage to any target."
    de = (
        "Wenn die ~ ins Spiel kommt, fügt sie einer Kreatur oder einem Spieler deiner Wahl 2 "
        "Schadenspunkte zu, falls {R} ausgegeben wurde, um die ~ zu spielen."
    )
    assert abilities_json(de, "de") == abilities_json(en, "en")


@pytest.mark.parametrize(
    "text",
    [
        # Nantuko Shaman (TSP; Oracle: intervening "if")
        "Wenn der ~ ins Spiel kommt, ziehe eine Karte, falls du keine getappten Länder kontrollierst.",
        # Raving Oni-Slave (SOK; Oracle: "you lose 3 life if you don't control a Demon")
        "Wenn der ~ ins Spiel kommt, verlierst du 3 Lebenspunkte, falls du keinen Dämonen kontrollierst.",
    ],
)
def test_other_trailing_conditions_stay_unparsed(text: str) -> None:
    with pytest.raises(ParseError):
        parse(text, "de")
