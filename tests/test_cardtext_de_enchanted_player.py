"""German "der verzauberte Spieler" (a Curse: the player the Aura is attached to, CR 303.4d) in
the player phrase, the relative clause of an object ("Kreaturen, die der verzauberte Spieler
kontrolliert") and the step of a trigger ("zu Beginn des Versorgungssegments des verzauberten
Spielers"), and "mit dem bestimmten Namen" (with the chosen name, CR 201.3): real printed German
lines (MTGJSON foreignData of the development sets) give the AST of the English Oracle line of
the same card."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    # the step of the enchanted player, "dieser Spieler" afterwards (that player)
    (
        "Infectious Curse",
        "At the beginning of enchanted player's upkeep, that player loses 1 life and you gain 1 "
        "life.",
        "Ansteckender Fluch",
        "Zu Beginn des Versorgungssegments des verzauberten Spielers verliert dieser Spieler 1 "
        "Lebenspunkt und du erhältst 1 Lebenspunkt dazu.",
    ),
    # the objects the enchanted player controls
    (
        "Overwhelming Splendor",
        "Creatures enchanted player controls lose all abilities and have base power and "
        "toughness 1/1.",
        "Überwältigende Herrlichkeit",
        "Kreaturen, die der verzauberte Spieler kontrolliert, verlieren alle Fähigkeiten und "
        "haben Basis-Stärke und -Widerstandskraft 1/1.",
    ),
    # the enchanted player as the subject of a trigger event, a spell with the chosen name
    (
        "Curse of Silence",
        "Whenever enchanted player casts a spell with the chosen name, you may sacrifice Curse "
        "of Silence. If you do, draw a card.",
        "Fluch des Schweigens",
        "Immer wenn der verzauberte Spieler einen Zauberspruch mit dem bestimmten Namen wirkt, "
        "kannst du den Fluch des Schweigens opfern. Falls du dies tust, ziehe eine Karte.",
    ),
    (
        "Alhammarret, High Arbiter",
        "Your opponents can't cast spells with the chosen name (as long as this creature is on "
        "the battlefield).",
        "Alhammarret, Hoher Schlichter",
        "Deine Gegner können keine Zaubersprüche mit dem bestimmten Namen wirken (solange diese "
        "Kreatur im Spiel ist).",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_enchanted_player_gives_the_english_ast(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_enchanted_player_is_the_player_the_curse_is_attached_to() -> None:
    """The step trigger and the player of the effect: the enchanted player's upkeep, that
    player loses life (not the controller of the Curse)."""
    (ability,) = parse(
        "Zu Beginn des Versorgungssegments des verzauberten Spielers verliert dieser Spieler 1 "
        "Lebenspunkt und du erhältst 1 Lebenspunkt dazu.",
        "de",
        card_name="Ansteckender Fluch",
    ).abilities
    assert ability.trigger.player == "enchanted_player"
    lose, gain = ability.effect.effects
    assert lose.player.kind == "that_player" and gain.player.kind == "you"


def test_the_enchanted_creatures_controller_stays_a_creature_phrase() -> None:
    """ "der verzauberte" before a card type is still the enchanted object, not a player."""
    (ability,) = parse("Die verzauberte Kreatur erhält +1/+1.", "de").abilities
    (node,) = [n for n in ability.walk() if getattr(n, "kind", None) == "enchanted"]
    assert node.filter == ("creature",)


def test_the_first_upkeep_of_the_enchanted_player_stays_unparsed() -> None:
    """Paradox Haze: "des ersten Versorgungssegments des verzauberten Spielers" (the first
    upkeep each turn) is not read as every upkeep of that player."""
    with pytest.raises(ParseError):
        parse(
            "Zu Beginn des ersten Versorgungssegments des verzauberten Spielers erhält dieser "
            "Spieler ein zusätzliches Versorgungssegment nach diesem Segment.",
            "de",
            card_name="Paradoxer Dunst",
        )
