"""German activated abilities of 1994-2003 that print part of their cost after the colon as an
action and its purpose, "[cost]: [action], um [effect] zu [verb]." (grammar/de/lines/
activated_purpose.lark, CR 602.1): the action is the cost's last component, the infinitive clause
the effect, as in the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse

#: (English Oracle line, German printed line) of the same card
SAME = [
    (  # Strip Mine (4ED): "vernichten" (destroy), the card sacrificing itself
        "{T}, Sacrifice ~: Destroy target land.",
        "{T}: Opfere die ~, um ein Land deiner Wahl zu vernichten.",
    ),
    (  # Brine Shaman (ICE): "geben" (that creature gets +2/+2), the duration before "zu"
        "{T}, Sacrifice a creature: Target creature gets +2/+2 until end of turn.",
        "{T}: Opfere eine Kreatur, um einer Kreatur Deiner Wahl +2/+2 bis zum Ende des Zuges "
        "zu geben.",
    ),
    (  # Arenson's Aura (ICE)
        "{W}, Sacrifice an enchantment: Destroy target enchantment.",
        "{W}: Opfere eine Verzauberung, um eine Verzauberung Deiner Wahl zu zerstören.",
    ),
    (  # Mesmeric Trance (ICE): a discard as the cost
        "{U}, Discard a card: Draw a card.",
        "{U}: Wirf eine Karte aus Deiner Hand ab, um eine Karte zu ziehen.",
    ),
    (  # Stromgald Cabal (ICE): a payment of life, the era's note on its loss and the old
        # "as an interrupt" (CR 119.4: no damage; the Oracle text has neither sentence)
        "{T}, Pay 1 life: Counter target white spell.",
        "{T}: Zahle einen Lebenspunkt, um einen weißen Zauberspruch Deiner Wahl zu "
        "neutralisieren. Effekte, die Schaden verhindern oder umleiten, können hier nicht "
        "angewendet werden, um den Verlust der Lebenspunkte zu verhindern. Spiele diese "
        "Fähigkeit wie einen Unterbrechungs-zauber.",
    ),
    # the purpose said with "damit" and the card as the subject, its verb last
    (  # Skull Catapult (ICE)
        "{1}, {T}, Sacrifice a creature: ~ deals 2 damage to any target.",
        "1, {T}: Opfere eine Kreatur, damit das ~ einer Kreatur oder einem Spieler Deiner Wahl "
        "2 Schadenspunkte zufügt.",
    ),
    (  # Stormbind (ICE)
        "{2}, Discard a card at random: ~ deals 2 damage to any target.",
        "{2}: Wirf eine zufällig gezogene Karte aus Deiner Hand ab, damit der ~ einer Kreatur "
        "oder einem Spieler Deiner Wahl 2 Schadenspunkte zufügt.",
    ),
    (  # Hecatomb (ICE), "0:" before the cost
        "Tap an untapped Swamp you control: ~ deals 1 damage to any target.",
        "0: Tappe einen Sumpf, den Du beherrschst, damit die ~ einer Kreatur oder einem Spieler "
        "Deiner Wahl 1 Schadenspunkt zufügt.",
    ),
    (  # Ior Ruin Expedition (ZEN): cost parts joined by "und" (no purpose clause)
        "Remove three quest counters from ~ and sacrifice it: Draw two cards.",
        "Entferne drei Quest-Marken von der ~ und opfere sie: Ziehe zwei Karten.",
    ),
    (  # Marjhan (HML): the activation window after the purpose ("entappen" as printed)
        "{U}{U}, Sacrifice a creature: Untap ~. Activate only during your upkeep.",
        "{U}{U}: Opfere eine Kreatur, um ~ zu entappen. Benutze diese Fähigkeit nur während "
        "Deiner Versorgungsphase.",
    ),
    (  # Zuran Orb (ICE): "0:" before a cost said whole after the colon (no mana in the cost)
        "Sacrifice a land: You gain 2 life.",
        "0: Opfere ein Land, um 2 Lebenspunkte zu erhalten.",
    ),
    (  # Karplusan Giant (ICE): the same, tapping a land chosen as the cost
        "Tap an untapped snow land you control: ~ gets +1/+1 until end of turn.",
        "0: Tappe ein verschneites Land Deiner Wahl, das Du beherrschst, um den ~ +1/+1 bis zum "
        "Ende des Zuges zu geben.",
    ),
    (  # Balduvian Hydra (ICE, its name as "~"): counters removed from the card itself, the old
        # prevention shield with the verb last
        "Remove a +1/+0 counter from ~: Prevent the next 1 damage that would be dealt to ~ "
        "this turn.",
        "0: Entferne eine +1/+0-Marke von der ~, um 1 Schadenspunkt an der ~ zu verhindern.",
    ),
    (  # Carapace (HML): "{0}:" as MTGJSON gives the same print, the enchanted creature named
        # by the Aura itself ("die vom ~ verzauberte Kreatur")
        "Sacrifice ~: Regenerate enchanted creature.",
        "{0}: Opfere den ~, um die vom ~ verzauberte Kreatur zu regenerieren.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        # the note on the loss of life after a cost that pays no life
        "{T}: Opfere eine Kreatur, um eine Karte zu ziehen. Effekte, die Schaden verhindern "
        "oder umleiten, können hier nicht angewendet werden, um den Verlust der Lebenspunkte "
        "zu verhindern.",
        # Aether Storm (5ED): a card burying itself is "sacrifice" in most Oracle texts but
        # "destroy" here, and "any player may" has no colon: not read
        "Jeder Spieler kann 4 Lebenspunkte bezahlen, um den ~ zu begraben.",
        # Coral Helm (4ED), Order of the Sacred Torch (ICE): no "Deiner Wahl" where the Oracle
        # text has a target (CR 115.1): whether the object is a target is not said (review)
        "{3}: Wirf eine zufällig ausgewählte Karte ab, um einer Kreatur +2/+2 bis zum Ende des "
        "Zuges zu geben.",
        "{T}: Zahle 1 Lebenspunkt, um einen schwarzen Zauberspruch zu neutralisieren.",
        # a prevention shield for another object than this one, with no "Deiner Wahl"
        "{1}: Opfere eine Kreatur, um 1 Schadenspunkt bei einer Kreatur zu verhindern.",
        # "0:" with no purpose clause: a loyalty cost or {0} (parser._bare_zero_costs)
        "0: Bringe den ~ zurück auf die Hand seines Besitzers.",
        # "0:" before a purpose clause that is not read stays unparsed too
        "0: Opfere ein Land, um einer Kreatur +2/+2 bis zum Ende des Zuges zu geben.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")


def test_zero_and_free_cost_give_the_same_ability() -> None:
    """ "0:" and "{0}:" before a cost said after the colon are no cost of their own: the
    ability is the one the modern print says (Zurs Sphäre, MH2), whose cost is the action
    alone (CR 602.1, 118.1)."""
    modern = _ast("Opfere ein Land: Du erhältst 2 Lebenspunkte dazu.", "de")
    rest = ": Opfere ein Land, um 2 Lebenspunkte zu erhalten."
    assert _ast("0" + rest, "de") == _ast("{0}" + rest, "de") == modern
