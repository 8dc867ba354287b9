"""German triggers said inside or after their effect's words, read as their Oracle lines: the
trigger between two clauses ("Ziehe drei Karten, wenn der ~ ins Spiel kommt, und wirf dann zwei
Karten ab", CR 603.1); the 1995-1998 choice "Opfere während Deiner Versorgungsphase [cost] oder
opfere den ~" (sacrifice it unless you pay the action, CR 118.12); "unless" said after a trigger
said last ("Opfere den ~, wenn er ins Spiel kommt, falls du nicht ..."); the state trigger said
first "Wenn du keine Sümpfe kontrollierst, opfere die ~" (CR 603.8); returning a permanent to its
owner's hand as the cost of "falls du nicht ... zurückbringst"; the 1996-1998 enters cost
"Opfere vier Kreaturen, wenn die ~ ins Spiel kommt, oder begrabe die ~" (CR 118.12)."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import parse

CASES = [
    # Minotaur Explorer (ODY): "er" is the one object named before it
    (
        "When ~ enters the battlefield, sacrifice it unless you discard a card at random.",
        "Opfere den ~, wenn er ins Spiel kommt, falls du nicht eine zufällig bestimmte Karte "
        "abwirfst.",
    ),
    # Rotting Giant (ODY): exiling a card from your graveyard, said verb last
    (
        "Whenever ~ attacks or blocks, sacrifice it unless you exile a card from your graveyard.",
        "Immer wenn der ~ angreift oder blockt, opfere ihn, falls du nicht eine Karte aus deinem "
        "Friedhof ganz aus dem Spiel entfernst.",
    ),
    # Contamination (USG)
    (
        "At the beginning of your upkeep, sacrifice ~ unless you sacrifice a creature.",
        "Opfere während Deiner Versorgungsphase eine Kreatur oder opfere die ~.",
    ),
    # Sacred Mesa (MIR)
    (
        "At the beginning of your upkeep, sacrifice ~ unless you sacrifice a Pegasus.",
        "Opfere während Deiner Versorgungsphase einen Pegasus oder begrabe den ~.",
    ),
    # Thirst (MIR): the payment said the same way
    (
        "At the beginning of your upkeep, sacrifice ~ unless you pay {U}.",
        "Bezahle während Deiner Versorgungsphase {U} oder begrabe den ~.",
    ),
    # Living Tsunami (ZEN)
    (
        "At the beginning of your upkeep, sacrifice ~ unless you return a land you control to "
        "its owner's hand.",
        "Opfere zu Beginn deines Versorgungssegments den ~, falls du nicht ein Land, das du "
        "kontrollierst, auf die Hand seines Besitzers zurückbringst.",
    ),
    # Ovinomancer (TSB)
    (
        "When ~ enters the battlefield, sacrifice it unless you return three basic lands you "
        "control to their owner's hand.",
        "Wenn der ~ ins Spiel kommt, opfere ihn, falls du nicht drei Standardländer, die du "
        "kontrollierst, auf die Hand ihres Besitzers zurückbringst.",
    ),
    # Floodtide Serpent (BNG): the same cost of attacking (CR 508.1d)
    (
        "~ can't attack unless you return an enchantment you control to its owner's hand.",
        "Die ~ kann nicht angreifen, falls du nicht eine Verzauberung, die du kontrollierst, auf "
        "die Hand ihres Besitzers zurückbringst.",
    ),
    # Cephalid Sage's printed ability (TOR), as Oracle says the granted one
    (
        "When ~ enters the battlefield, draw three cards, then discard two cards.",
        "Ziehe drei Karten, wenn der ~ ins Spiel kommt, und wirf dann zwei Karten aus deiner "
        "Hand ab.",
    ),
]


CASES += [
    # the state trigger said first (CR 603.8), as the one said last ("Opfere die ~, wenn du
    # keine Sümpfe kontrollierst")
    (
        "When you control no Swamps, sacrifice ~.",
        "Wenn du keine Sümpfe kontrollierst, opfere die ~.",
    ),
]


CASES += [
    # the 1996-1998 enters-the-battlefield cost said before the trigger, "oder begrabe die ~"
    # after it (burying itself is sacrificing it in the Oracle text): Hecatomb (5ED)
    (
        "When ~ enters the battlefield, sacrifice ~ unless you sacrifice four creatures.",
        "Opfere vier Kreaturen, wenn die ~ ins Spiel kommt, oder begrabe die ~.",
    ),
    # Rogue Elephant (WTH)
    (
        "When ~ enters the battlefield, sacrifice it unless you sacrifice a Forest.",
        "Opfere einen Wald, wenn der ~ ins Spiel kommt, oder begrabe den ~.",
    ),
    # Fallow Wurm (WTH): "Bestimme ... und wirf diese ab" is discarding it
    (
        "When ~ enters the battlefield, sacrifice it unless you discard a land card.",
        "Bestimme eine Landkarte aus Deiner Hand und wirf diese ab, wenn der ~ ins Spiel "
        "kommt, oder begrabe den ~.",
    ),
]


@pytest.mark.parametrize(("en", "de"), CASES)
def test_german_trigger_inside_reads_as_oracle(en: str, de: str) -> None:
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_trigger_between_clauses_keeps_the_printed_order() -> None:
    """The clause after the trigger is the effect's last, whatever its subject."""
    de = (
        "Zerstöre eine Kreatur deiner Wahl, wenn der ~ ins Spiel kommt, und ihr Beherrscher "
        "erhält 2 Lebenspunkte dazu."
    )
    lead = (
        "Wenn der ~ ins Spiel kommt, zerstöre eine Kreatur deiner Wahl und ihr Beherrscher "
        "erhält 2 Lebenspunkte dazu."
    )
    assert abilities_json(de, "de") == abilities_json(lead, "de")


@pytest.mark.parametrize(
    "line",
    [
        # the subject of the clause before the trigger is not carried across it
        "Eine Kreatur deiner Wahl erhält +1/+1, wenn der ~ ins Spiel kommt, und hat Flugfähigkeit.",
        # "you may" before the trigger: does it cover the clause after it?
        "Du kannst eine Karte ziehen, wenn der ~ ins Spiel kommt, und wirf dann eine Karte ab.",
        # "Wenn" before another effect than sacrificing this permanent: "when" or "if"?
        "Wenn du keine Inseln kontrollierst, ziehe eine Karte.",
        # keeping another object than this one
        "Opfere während Deiner Versorgungsphase eine Kreatur oder opfere ein Land.",
        # an action that is no cost of yours
        "Ziehe während Deiner Versorgungsphase eine Karte oder opfere den ~.",
        # the same after the trigger: an action that is no cost, another object buried
        "Ziehe eine Karte, wenn der ~ ins Spiel kommt, oder begrabe den ~.",
        "Opfere einen Wald, wenn der ~ ins Spiel kommt, oder begrabe eine Kreatur deiner Wahl.",
        # another event than this permanent entering
        "Opfere einen Wald, wenn der ~ angreift, oder begrabe den ~.",
    ],
)
def test_unsure_trigger_inside_stays_unparsed(line: str) -> None:
    card = parse(line, "de", lenient=True)
    assert [type(a).__name__ for a in card.abilities] == ["Unparsed"]
