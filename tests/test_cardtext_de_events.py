"""German triggers, conditions, replacement effects, restrictions and costs of the card-text
grammar (grammar/de/clauses/triggers.lark, grammar/de/phrases/conditions.lark): real German
printed lines (MTGJSON foreignData of the development sets, the card's name as "~") give the
same AST as the English Oracle line of the same card, and a German line that could mean two
things stays unparsed."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.ast import strip_meta

#: (English Oracle line, German printed line) of the same card
SAME = [
    # the intervening "if" (CR 603.4): German says it with the trigger, "und falls ..."
    (  # Opal Lake Gatekeepers (DGM)
        "When ~ enters the battlefield, if you control two or more Gates, you may draw a card.",
        "Wenn die ~ ins Spiel kommen und falls du zwei oder mehr Tore kontrollierst, kannst du "
        "eine Karte ziehen.",
    ),
    (  # Toolcraft Exemplar (KLD)
        "At the beginning of combat on your turn, if you control an artifact, ~ gets +2/+1 "
        "until end of turn.",
        "Zu Beginn des Kampfes in deinem Zug und falls du ein Artefakt kontrollierst, erhält der "
        "~ +2/+1 bis zum Ende des Zuges.",
    ),
    (  # Extricator of Sin (EMN): delirium, "dein Friedhof ... enthält"
        "Delirium — At the beginning of your upkeep, if there are four or more card types among "
        "cards in your graveyard, transform ~.",
        "Delirium — Zu Beginn deines Versorgungssegments und falls dein Friedhof vier oder mehr "
        "unterschiedliche Kartentypen enthält, transformiere den ~.",
    ),
    (  # Bloodhall Priest (EMN): hellbent, two events of one subject
        "Whenever ~ enters the battlefield or attacks, if you have no cards in hand, ~ deals 2 "
        "damage to any target.",
        "Immer wenn die ~ ins Spiel kommt oder angreift und falls du keine Karten auf deiner "
        "Hand hast, fügt die ~ einer Kreatur oder einem Spieler deiner Wahl 2 Schadenspunkte zu.",
    ),
    (  # Ulrich of the Krallenhorde (EMN): the werewolves' condition
        "At the beginning of each upkeep, if no spells were cast last turn, transform ~.",
        "Zu Beginn jedes Versorgungssegments und falls im letzten Zug keine Zaubersprüche "
        "gewirkt wurden, transformiere ~.",
    ),
    (  # Grave Scrabbler (FUT): a keyword's cost was paid
        "When ~ enters the battlefield, if its madness cost was paid, you may return target "
        "creature card from a graveyard to its owner's hand.",
        "Wenn der ~ ins Spiel kommt und falls die Wahnsinn-Kosten bezahlt wurden, kannst du "
        "eine Kreaturenkarte deiner Wahl aus einem Friedhof auf die Hand ihres Besitzers "
        "zurückbringen.",
    ),
    # conditions of static abilities
    (  # Wildwood Geist (AVR)
        "~ gets +2/+2 as long as it's your turn.",
        "Solange es dein Zug ist, erhält der ~ +2/+2.",
    ),
    # events a player performs, verb last
    (  # Pangosaur (MMQ): "ausspielt" a land is playing it (CR 305.1)
        "Whenever a player plays a land, return ~ to its owner's hand.",
        "Immer wenn ein Spieler ein Land ausspielt, bringe den ~ auf die Hand seines Besitzers "
        "zurück.",
    ),
    (  # Stoic Champion (LGN): "umwandeln" is cycling (CR 702.29)
        "Whenever a player cycles a card, ~ gets +2/+2 until end of turn.",
        "Immer wenn ein Spieler eine Karte umwandelt, erhält der ~ +2/+2 bis zum Ende des Zuges.",
    ),
    (  # Underworld Dreams (8ED): "ihm" after a player's event is that player
        "Whenever an opponent draws a card, ~ deals 1 damage to that player.",
        "Immer wenn ein Gegner eine Karte zieht, fügt der ~ ihm 1 Schadenspunkt zu.",
    ),
]


def _ast(text: str, lang: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang).abilities]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


def test_intervening_if_is_the_triggers_condition() -> None:
    """ "und falls" after the trigger is its intervening "if" (CR 603.4), not a condition of
    the effect alone."""
    card = parse(
        "Wenn der ~ ins Spiel kommt und falls seine Bonuskosten bezahlt wurden, ziehe eine Karte.",
        "de",
    )
    ability = card.abilities[0]
    assert isinstance(ability, A.TriggeredAbility)
    assert ability.condition == A.KickerPaid()
    assert ability.effect == A.Draw(player=A.PlayerRef(kind="you"), amount=1)


def test_discarding_from_the_hand_says_nothing_more() -> None:
    """ "eine Karte aus seiner Hand abwirft" = "discards a card" (CR 701.9a)."""
    card = parse(
        "Immer wenn ein Gegner eine Karte aus seiner Hand abwirft, ziehe eine Karte.", "de"
    )
    trigger = card.abilities[0].trigger
    assert trigger == A.EventTrigger(
        event="discarded",
        object=A.ObjectRef(kind="any", filter=("card",), count=1),
        player=A.PlayerRef(kind="opponent"),
    )


@pytest.mark.parametrize(
    "line",
    [
        # "ist" of an object without a status: what it is is not said
        "Solange die verzauberte Kreatur ist, erhält sie +1/+1.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
