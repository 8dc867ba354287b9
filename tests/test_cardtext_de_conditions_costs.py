"""German conditions and costs read as their Oracle lines: the intervening "if" "falls du ihn aus
deiner Hand gewirkt hast" (CR 601.2, 603.4); two players' numbers compared (CR 119.1 life, 402
hand, 109.4 permanents), the compared player after or before the verb ("Falls ein Gegner mehr
Lebenspunkte hat als du", "Falls du weniger Kreaturen als ein Gegner kontrollierst", "Solange du
mehr Karten als jeder Gegner auf der Hand hast"); the optional additional cost "Als zusätzliche
Kosten, um diesen Zauberspruch zu wirken, kannst du ... opfern" (CR 601.2b, 118.8) with its cost
reduction "für jede auf diese Weise ins Exil geschickte Karte" (CR 601.2f); "Die aktivierten
Fähigkeiten der verzauberten Kreatur können nicht gespielt werden" (CR 602.5)."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import parse

CASES = [
    # Sunset Revelry (MID)
    (
        "If an opponent has more life than you, you gain 4 life.",
        "Falls ein Gegner mehr Lebenspunkte hat als du, erhältst du 4 Lebenspunkte dazu.",
    ),
    (
        "If an opponent controls more creatures than you, create two 1/1 white Human creature "
        "tokens.",
        "Falls ein Gegner mehr Kreaturen kontrolliert als du, erzeuge zwei 1/1 weiße "
        "Mensch-Kreaturenspielsteine.",
    ),
    (
        "If an opponent has more cards in hand than you, draw a card.",
        "Falls ein Gegner mehr Karten auf der Hand hat als du, ziehe eine Karte.",
    ),
    # Okina Nightwatch (SOK)
    (
        "As long as you have more cards in hand than each opponent, ~ gets +3/+3.",
        "Solange du mehr Karten als jeder Gegner auf der Hand hast, erhält die ~ +3/+3.",
    ),
    # Goblin Goon (LGN)
    (
        "~ can't attack unless you control more creatures than defending player.",
        "Das ~ kann nicht angreifen, falls du nicht mehr Kreaturen als der verteidigende "
        "Spieler kontrollierst.",
    ),
    # Knight of the White Orchid (ORI): the intervening "if" (CR 603.4)
    (
        "When ~ enters the battlefield, if an opponent controls more lands than you, you may "
        "search your library for a Plains card, put it onto the battlefield, then shuffle.",
        "Wenn der ~ ins Spiel kommt und falls ein Gegner mehr Länder kontrolliert als du, kannst "
        "du deine Bibliothek nach einer Ebene-Karte durchsuchen, sie ins Spiel bringen und dann "
        "deine Bibliothek mischen.",
    ),
]


CASES += [
    # Coal Stoker (TSR)
    (
        "When ~ enters the battlefield, if you cast it from your hand, add {R}{R}{R}.",
        "Wenn der ~ ins Spiel kommt und falls du ihn aus deiner Hand gewirkt hast, erzeuge "
        "{R}{R}{R}.",
    ),
    # Feasting Troll King (ELD)
    (
        "When ~ enters the battlefield, if you cast it from your hand, create three Food tokens.",
        "Wenn der ~ ins Spiel kommt und falls du ihn aus deiner Hand gewirkt hast, erzeuge drei "
        "Speise-Spielsteine.",
    ),
]


@pytest.mark.parametrize(("en", "de"), CASES)
def test_german_compared_players_read_as_oracle(en: str, de: str) -> None:
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_old_unless_with_wenn_reads_as_falls() -> None:
    """Goblin Goon's 2003 printing says "wenn Du nicht ..." for "unless" (CR 508.1d)."""
    old = (
        "Der ~ kann nicht angreifen, wenn Du nicht mehr Kreaturen kontrollierst als der "
        "verteidigende Spieler."
    )
    new = (
        "Der ~ kann nicht angreifen, falls du nicht mehr Kreaturen als der verteidigende "
        "Spieler kontrollierst."
    )
    assert abilities_json(old, "de") == abilities_json(new, "de")


@pytest.mark.parametrize(
    "line",
    [
        # each other player: a comparison with every other player, which the AST can't say
        "Falls ein Spieler mehr Lebenspunkte als jeder andere Spieler hat, ziehe eine Karte.",
        # cast from another zone than your hand: not what Oracle's "from your hand" reads
        "Wenn der ~ ins Spiel kommt und falls du ihn aus deinem Friedhof gewirkt hast, ziehe "
        "eine Karte.",
        # cards in a graveyard are no hand
        "Falls ein Gegner mehr Karten als du auf dem Friedhof hat, ziehe eine Karte.",
    ],
)
def test_unknown_comparisons_stay_unparsed(line: str) -> None:
    card = parse(line, "de", lenient=True)
    assert [type(a).__name__ for a in card.abilities] == ["Unparsed"]


# An optional additional cost said as "kannst du [action]" (CR 601.2b, 118.8) and the cost
# reduction for each card it exiled (CR 601.2f)
COSTS = [
    # Voltage Surge (NEO)
    (
        "As an additional cost to cast this spell, you may sacrifice an artifact.",
        "Als zusätzliche Kosten, um diesen Zauberspruch zu wirken, kannst du ein Artefakt opfern.",
    ),
    # March of Otherworldly Light (NEO)
    (
        "As an additional cost to cast this spell, you may exile any number of white cards from "
        "your hand. This spell costs {2} less to cast for each card exiled this way.",
        "Als zusätzliche Kosten, um diesen Zauberspruch zu wirken, kannst du eine beliebige "
        "Anzahl an weißen Karten aus deiner Hand ins Exil schicken. Dieser Zauberspruch kostet "
        "beim Wirken für jede auf diese Weise ins Exil geschickte Karte {2} weniger.",
    ),
]


@pytest.mark.parametrize(("en", "de"), COSTS)
def test_german_optional_additional_cost_reads_as_oracle(en: str, de: str) -> None:
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_optional_additional_cost_that_is_no_cost_stays_unparsed() -> None:
    line = "Als zusätzliche Kosten, um diesen Zauberspruch zu wirken, kannst du eine Karte ziehen."
    card = parse(line, "de", lenient=True)
    assert [type(a).__name__ for a in card.abilities] == ["Unparsed"]


@pytest.mark.parametrize(
    "de",
    [
        # Detainment Spell (TSP: "gespielt", an ability played, 1994-2008)
        "Die aktivierten Fähigkeiten der verzauberten Kreatur können nicht gespielt werden.",
        "Die aktivierten Fähigkeiten der verzauberten Kreatur können nicht aktiviert werden.",
    ],
)
def test_abilities_of_the_enchanted_creature_in_the_genitive(de: str) -> None:
    """The enchanted creature named after its abilities (CR 602.5, 303.4)."""
    en = "Enchanted creature's activated abilities can't be activated."
    assert abilities_json(de, "de") == abilities_json(en, "en")
