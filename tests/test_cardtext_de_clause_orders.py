"""German clause orders read as their Oracle lines: "kannst du einen ... Spielstein ins Spiel
bringen" (the infinitive of the 2007-2015 token verb after "kannst du", CR 111.2), "hat
[keyword] und ist zusätzlich zu ihren anderen Typen ein [subtype]" (a third clause after a
keyword list, CR 205.1b), "kann die ~ in diesem Zug nicht blocken" (the duration between the
object and "nicht", CR 509.1b), "greift in diesem Zug an, falls möglich" (CR 508.1d), "Bringe zu
Beginn ... einen ... Spielstein ins Spiel" (the step between the verb and the token, CR 603.7),
the opening-hand reveal "Du kannst diese Karte von deiner Starthand offen vorzeigen" with "des
ersten Versorgungssegments" (CR 103.6b) and ", wobei X gleich der Anzahl an [Marken] auf ~ ist"
(CR 122.1)."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

CASES = [
    # Rampaging Baloths (ZEN)
    (
        "Landfall — Whenever a land enters the battlefield under your control, you may create a "
        "4/4 green Beast creature token.",
        "Landung — Immer wenn ein Land unter deiner Kontrolle ins Spiel kommt, kannst du einen "
        "4/4 grünen Bestien-Kreaturenspielstein ins Spiel bringen.",
    ),
    # Dub (DOM)
    (
        "Enchanted creature gets +2/+2, has first strike, and is a Knight in addition to its "
        "other types.",
        "Die verzauberte Kreatur erhält +2/+2, hat Erstschlag und ist zusätzlich zu ihren "
        "anderen Typen ein Ritter.",
    ),
    # Raven Wings (KHM)
    (
        "Equipped creature gets +1/+0, has flying, and is a Bird in addition to its other types.",
        "Die ausgerüstete Kreatur erhält +1/+0, hat Flugfähigkeit und ist zusätzlich zu ihren "
        "anderen Typen ein Vogel.",
    ),
    # Spin Engine (MBS)
    (
        "{R}: Target creature can't block ~ this turn.",
        "{R}: Eine Kreatur deiner Wahl kann die ~ in diesem Zug nicht blocken.",
    ),
    # Courtly Provocateur (M13)
    (
        "{T}: Target creature attacks this turn if able.",
        "{T}: Eine Kreatur deiner Wahl greift in diesem Zug an, falls möglich.",
    ),
    # Honden of Life's Web (CHK)
    (
        "At the beginning of your upkeep, create a 1/1 colorless Spirit creature token for each "
        "Shrine you control.",
        "Bringe zu Beginn deines Versorgungssegments für jeden Schrein, den du kontrollierst, "
        "einen 1/1 farblosen Geist-Spielstein ins Spiel.",
    ),
    # Sphinx of Foresight (RNA)
    (
        "You may reveal this card from your opening hand. If you do, scry 3 at the beginning of "
        "your first upkeep.",
        "Du kannst diese Karte von deiner Starthand offen vorzeigen. Falls du dies tust, wende "
        "zu Beginn deines ersten Versorgungssegments Hellsicht 3 an.",
    ),
    # Grakmaw, Skyclave Ravager (ZNR)
    (
        "When ~ dies, create an X/X black and green Hydra creature token, where X is the number "
        "of +1/+1 counters on ~.",
        "Wenn ~ stirbt, erzeuge einen X/X schwarzen und grünen Hydra-Kreaturenspielstein, wobei "
        "X gleich der Anzahl an +1/+1-Marken auf ~ ist.",
    ),
    # Grindclock (M15)
    (
        "{T}: Target player mills X cards, where X is the number of charge counters on ~.",
        "{T}: Ein Spieler deiner Wahl legt die obersten X Karten seiner Bibliothek auf seinen "
        "Friedhof, wobei X gleich der Anzahl an Ladungsmarken auf der ~ ist.",
    ),
    # Godless Shrine (GPT): "stattdessen getappt", tapped instead of untapped
    (
        "As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the "
        "battlefield tapped.",
        "Sowie der ~ ins Spiel kommt, kannst du 2 Lebenspunkte bezahlen. Falls du dies nicht "
        "tust, kommt der ~ stattdessen getappt ins Spiel.",
    ),
    # Relic Runner (DOM): "falls du in diesem Zug ... gewirkt hast" (CR 601.2)
    (
        "~ can't be blocked if you've cast a historic spell this turn.",
        "Die ~ kann nicht geblockt werden, falls du in diesem Zug einen historischen "
        "Zauberspruch gewirkt hast.",
    ),
    # Hall of Oracles (STX)
    (
        "{T}: Put a +1/+1 counter on target creature. Activate only as a sorcery and only if "
        "you've cast an instant or sorcery spell this turn.",
        "{T}: Lege eine +1/+1-Marke auf eine Kreatur deiner Wahl. Aktiviere diese Fähigkeit wie "
        "eine Hexerei und nur, falls du in diesem Zug einen Spontanzauber oder eine Hexerei "
        "gewirkt hast.",
    ),
    # Skyclave Squid (ZNR): "kann der ~ ... angreifen, als ob ..." after the trigger (CR 702.3b)
    (
        "Landfall — Whenever a land enters the battlefield under your control, ~ can attack "
        "this turn as though it didn't have defender.",
        "Landung — Immer wenn ein Land unter deiner Kontrolle ins Spiel kommt, kann der ~ in "
        "diesem Zug angreifen, als ob er nicht Verteidiger hätte.",
    ),
    # Kiku, Night's Flower (CHK): "fügt sich selbst ... zu" (CR 120.3)
    (
        "{2}{B}{B}, {T}: Target creature deals damage to itself equal to its power.",
        "{2}{B}{B}, {T}: Eine Kreatur deiner Wahl fügt sich selbst Schadenspunkte in Höhe ihrer "
        "Stärke zu.",
    ),
    # Asmoranomardicadaistinaculdacar (MH2)
    (
        "Sacrifice two Foods: Target creature deals 6 damage to itself.",
        "Opfere zwei Speisen: Eine Kreatur deiner Wahl fügt sich selbst 6 Schadenspunkte zu.",
    ),
    # "verliert alle Fähigkeiten" (CR 613.1f), in the plain and the inverted order
    (
        "Enchanted permanent loses all abilities and doesn't untap during its controller's "
        "untap step.",
        "Die verzauberte bleibende Karte verliert alle Fähigkeiten und enttappt nicht während "
        "des Enttappsegments ihres Beherrschers.",
    ),
    (
        "When ~ enters the battlefield, tap target creature an opponent controls. That creature "
        "loses all abilities until end of turn.",
        "Wenn die ~ ins Spiel kommt, tappe eine Kreatur deiner Wahl, die ein Gegner "
        "kontrolliert. Die Kreatur verliert alle Fähigkeiten bis zum Ende des Zuges.",
    ),
    # Wonder (JUD): two conditions joined by "und", each verb last (AllOf)
    (
        "As long as ~ is in your graveyard and you control an Island, creatures you control "
        "have flying.",
        "Solange ~ in deinem Friedhof ist und du eine Insel kontrollierst, haben Kreaturen, die "
        "du kontrollierst, Flugfähigkeit.",
    ),
    # Goblin Diplomats (M14)
    (
        "{T}: Each creature attacks this turn if able.",
        "{T}: Jede Kreatur greift in diesem Zug an, falls möglich.",
    ),
]


@pytest.mark.parametrize(("en", "de"), CASES)
def test_german_clause_order_reads_as_oracle(en: str, de: str) -> None:
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_keyword_list_still_takes_and() -> None:
    # "und" between two keywords stays inside the list (Serra Angel's "Flugfähigkeit und
    # Wachsamkeit"), not a new clause
    en = "Enchanted creature gets +1/+1 and has flying and vigilance."
    de = "Die verzauberte Kreatur erhält +1/+1 und hat Flugfähigkeit und Wachsamkeit."
    assert abilities_json(de, "de") == abilities_json(en, "en")
