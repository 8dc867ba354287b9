"""German players, references back, this turn's history and the old printings' wording in the
card-text grammar (grammar/de/phrases/objects.lark, players.lark, turn_history.lark,
grammar/de/clauses/sentences.lark, triggers.lark): real German printed lines (MTGJSON
foreignData of the development sets, the card's name as "~") give the same AST as the English
Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ast as A
from rulesparser import parse

#: (English Oracle line, German printed line) of the same card
SAME = [
    # 1994-2003 "während Deiner Versorgungsphase" (during your upkeep): Oracle "at the
    # beginning of your upkeep" (CR 503.1), after the effect or before it
    (  # Serra's Hymn (USG)
        "At the beginning of your upkeep, you may put a verse counter on ~.",
        "Du kannst während Deiner Versorgungsphase eine Lyrikmarke auf ~ legen.",
    ),
    (  # Subversion (ULG), its first sentence; "jeder Deiner Gegner" is each opponent
        "At the beginning of your upkeep, each opponent loses 1 life.",
        "Während Deiner Versorgungsphase verliert jeder Deiner Gegner 1 Lebenspunkt.",
    ),
    # 1994-2003 "Wenn Du dies tust" (capital "Du") is "If you do" (CR 608.2c), not the
    # reflexive trigger of "Wenn du dies tust" (CR 603.12)
    (  # Metathran Aerostat (INV)
        "{X}{U}: You may put a creature card with mana value X from your hand onto the "
        "battlefield. If you do, return ~ to its owner's hand.",
        "{X}{U}: Du kannst eine Kreaturenkarte mit umgewandelten Manakosten von X aus Deiner "
        "Hand ins Spiel bringen. Wenn Du dies tust, bringe den ~ auf die Hand seines Besitzers "
        "zurück.",
    ),
    # "nicht" after the untap step (verb second), "Enttapp-Segment" (2001-2008), "deines
    # nächsten Enttappsegments" (CR 502.3)
    (  # Mercurial Kite (SCG)
        "Whenever ~ deals combat damage to a creature, tap that creature. That creature "
        "doesn't untap during its controller's next untap step.",
        "Immer wenn der ~ einer Kreatur Kampfschaden zufügt, tappe diese Kreatur. Sie enttappt "
        "während des nächsten Enttapp-Segments ihres Beherrschers nicht.",
    ),
    # ", das dieser Spieler kontrolliert": the player named before (CR 109.4)
    (  # Mana Skimmer (TSP)
        "Whenever ~ deals damage to a player, tap target land that player controls. That land "
        "doesn't untap during its controller's next untap step.",
        "Immer wenn der ~ einem Spieler Schaden zufügt, tappe ein Land deiner Wahl, das dieser "
        "Spieler kontrolliert. Dieses Land enttappt während des nächsten Enttapp-Segments "
        "seines Beherrschers nicht.",
    ),
    (  # Purifying Dragon (MID), its first sentence: ", die der verteidigende Spieler
        # kontrolliert" (CR 506.2)
        "Whenever ~ attacks, it deals 1 damage to target creature defending player controls.",
        "Immer wenn der ~ angreift, fügt er einer Kreatur deiner Wahl, die der verteidigende "
        "Spieler kontrolliert, 1 Schadenspunkt zu.",
    ),
    # ", der in diesem Zug Schaden zugefügt wurde" (CR 120: dealt damage this turn)
    (  # You Are Already Dead (NEO)
        "Destroy target creature that was dealt damage this turn.",
        "Zerstöre eine Kreatur deiner Wahl, der in diesem Zug Schaden zugefügt wurde.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


def test_dealt_damage_by_this_object_this_turn() -> None:
    # Soul Collector (SCG): "eine Kreatur, der in diesem Zug Schaden durch den ~ zugefügt wurde"
    card = parse(
        "Immer wenn eine Kreatur, der in diesem Zug Schaden durch den ~ zugefügt wurde, auf "
        "einen Friedhof gelegt wird, ziehe eine Karte.",
        "de",
    )
    trigger = card.abilities[0].trigger
    assert trigger.event == "dies"
    assert trigger.object.filter == ("creature", "dealt_damage_by_self_this_turn")


def test_lowercase_when_you_do_stays_reflexive() -> None:
    # "Wenn du dies tust" of recent printings: "When you do" (Flaxen Intruder, ELD)
    card = parse(
        "Immer wenn der ~ einem Spieler Kampfschaden zufügt, kannst du ihn opfern. Wenn du dies "
        "tust, zerstöre ein Artefakt oder eine Verzauberung deiner Wahl.",
        "de",
    )
    effects = card.abilities[0].effect.effects
    assert isinstance(effects[-1], A.ReflexiveTrigger)


def test_during_another_step_is_not_a_trigger() -> None:
    # "während Deines Ziehsegments" is not "at the beginning of" anything: left unparsed
    card = parse("Du kannst während Deines Ziehsegments eine Karte ziehen.", "de", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)
