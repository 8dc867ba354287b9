"""German wordings of the 2003-2016 printings that say what another German wording already says
(grammar/de/phrases/quantities.lark "genauso viele", clauses/verbs_actions.lark "einen weiteren
Zug", clauses/verbs_player_restrictions.lark "maximale Handkartenzahl ist um N reduziert",
clauses/sentences.lark "sowie" = "und" and "Wurden die Bonuskosten bezahlt, ...",
clauses/verbs_library.lark "den Rest der Karten", clauses/verbs.lark "verliert bis zum Ende des
Zuges Verteidiger", locales/de/lexicon.yaml dashless_ability_words "Erhabenheit"): real printed
German lines (MTGJSON foreignData of the development sets, card named in a comment) give the
same AST as the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError, parse

#: (English Oracle line, German printed line) of the same card
SAME = [
    (  # Wall of Hope (LGN): "genauso viele" is "that much" (CR 603.2)
        "Whenever ~ is dealt damage, you gain that much life.",
        "Immer wenn der ~ Schaden zugefügt wird, erhältst du genauso viele Lebenspunkte dazu.",
    ),
    (  # Noble Purpose (8ED)
        "Whenever a creature you control deals combat damage, you gain that much life.",
        "Immer wenn eine Kreatur, die du kontrollierst, Kampfschaden zufügt, erhältst du "
        "genauso viele Lebenspunkte dazu.",
    ),
    (  # Temporal Mastery (AVR): "einen weiteren Zug" is an extra turn (CR 500.7)
        "Take an extra turn after this one.",
        "Du erhältst nach diesem Zug einen weiteren Zug.",
    ),
    (  # Time Warp (M10-M11): the turn it follows said last
        "Target player takes an extra turn after this one.",
        "Ein Spieler Deiner Wahl erhält einen weiteren Zug nach diesem Zug.",
    ),
    (  # Stitch in Time (M12): inverted after a leading condition
        "Flip a coin. If you win the flip, take an extra turn after this one.",
        "Wirf eine Münze. Falls du den Münzwurf gewinnst, erhältst du nach diesem Zug einen "
        "weiteren Zug.",
    ),
    (  # Thought Devourer (ODY): maximum hand size changed (CR 402.2)
        "Your maximum hand size is reduced by four.",
        "Deine maximale Handkartenzahl ist um vier reduziert.",
    ),
    (  # Minamo Scrollkeeper (SOK): increased
        "Your maximum hand size is increased by one.",
        "Deine maximale Handkartenzahl ist um eins erhöht.",
    ),
    (  # Jin-Gitaxias, Core Augur (NPH): each opponent's
        "Each opponent's maximum hand size is reduced by seven.",
        "Die maximale Handkartenzahl aller Gegner ist um sieben reduziert.",
    ),
    (  # Thran Golem (M12): "sowie" (as well as) joins a keyword to the list
        "As long as ~ is enchanted, it gets +2/+2 and has flying, first strike, and trample.",
        "Solange der ~ verzaubert ist, erhält er +2/+2, Flugfähigkeit sowie Erstschlag und "
        "verursacht Trampelschaden.",
    ),
    (  # Dragonsoul Knight (CON): "sowie" before a second predicate
        "{W}{U}{B}{R}{G}: Until end of turn, ~ becomes a Dragon, gets +5/+3, and gains flying "
        "and trample.",
        "{W}{U}{B}{R}{G}: Bis zum Ende des Zuges wird der ~ zu einem Drachen, erhält +5/+3 und "
        "Flugfähigkeit sowie verursacht Trampelschaden.",
    ),
    (  # "sowie" before the subject of a clause is still "as" (CR 614.12)
        "As ~ enters the battlefield, choose a color.",
        "Bestimme eine Farbe, sowie der ~ ins Spiel kommt.",
    ),
    (  # Merfolk Wayfinder (ZEN): "den Rest der Karten" is "the rest" (CR 401.4)
        "When ~ enters the battlefield, reveal the top three cards of your library. Put all "
        "Island cards revealed this way into your hand and the rest on the bottom of your "
        "library in any order.",
        "Wenn der ~ ins Spiel kommt, decke die obersten drei Karten deiner Bibliothek auf. Nimm "
        "alle Insel-Karten, die auf diese Weise aufgedeckt wurden, auf deine Hand und lege den "
        "Rest der Karten in beliebiger Reihenfolge unter deine Bibliothek.",
    ),
    (  # Elder Pine of Jukai (SOK): the lands revealed are land cards (CR 701.20a)
        "Whenever you cast a Spirit or Arcane spell, reveal the top three cards of your library. "
        "Put all land cards revealed this way into your hand and the rest on the bottom of your "
        "library in any order.",
        "Immer wenn du einen Geist oder einen arkanen Zauber spielst, decke die obersten drei "
        "Karten deiner Bibliothek auf. Nimm alle Länder, die auf diese Weise aufgedeckt wurden, "
        "auf deine Hand und lege den Rest der Karten in beliebiger Reihenfolge unter deine "
        "Bibliothek.",
    ),
    (  # Pouncing Wurm (PLC): the kicker condition with its verb first (CR 702.33d)
        "If ~ was kicked, it enters the battlefield with three +1/+1 counters on it and with "
        "haste.",
        "Wurden die Bonuskosten bezahlt, kommt der ~ mit drei +1/+1-Marken ins Spiel und hat Eile.",
    ),
    (  # Molten Disaster (FUT)
        "If this spell was kicked, it has split second.",
        "Wurden die Bonuskosten bezahlt, hat die ~ Sekundenbruchteil.",
    ),
    (  # Loyal Gyrfalcon (EVE): the duration between "verliert" and the keyword (CR 613.1f)
        "Whenever you cast a white spell, ~ loses defender until end of turn.",
        "Immer wenn du einen weißen Zauber spielst, verliert der ~ bis zum Ende des Zuges "
        "Verteidiger.",
    ),
    (  # Bonds of Mortality (OGW)
        "{G}: Creatures your opponents control lose hexproof and indestructible until end of turn.",
        "{G}: Kreaturen, die deine Gegner kontrollieren, verlieren bis zum Ende des Zuges "
        "Fluchsicherheit und Unzerstörbarkeit.",
    ),
    (  # Tarox Bladewing (FUT): the ability word printed without its dash (CR 207.2c)
        "Grandeur — Discard another card named ~: ~ gets +X/+X until end of turn, where X is "
        "its power.",
        "Erhabenheit Wirf eine andere Karte namens ~ aus deiner Hand ab: ~ erhält +X/+X bis zum "
        "Ende des Zuges, wobei X seiner Stärke entspricht.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_wording_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        # a hand size said of a player no phrase names ("seine" with nobody named before)
        "Seine maximale Handkartenzahl ist um vier reduziert.",
        # "weiteren" before another noun is no extra turn
        "Du erhältst nach diesem Zug einen weiteren Lebenspunkt.",
    ],
)
def test_other_wordings_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
