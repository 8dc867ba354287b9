"""German damage with "für jede ..." inside the verb phrase (grammar/de/clauses/verbs.lark
damage_for_each_c): "fügt jedem Spieler für jedes Land, das er kontrolliert, 1 Schadenspunkt
zu", "fügt einer angreifenden Kreatur deiner Wahl 1 Schadenspunkt für jede angreifende Kreatur
zu" are the amount times the count (CR 107.3), as the English Oracle lines say it with "for
each" or "equal to the number of"."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    (
        "Acidic Soil",
        "Acidic Soil deals damage to each player equal to the number of lands they control.",
        "Ätzender Boden",
        "Der Ätzende Boden fügt jedem Spieler für jedes Land, das er kontrolliert, 1 "
        "Schadenspunkt zu.",
    ),
    (
        "Divine Retribution",
        "Divine Retribution deals damage to target attacking creature equal to the number of "
        "attacking creatures.",
        "Göttliche Vergeltung",
        "Die göttliche Vergeltung fügt einer angreifenden Kreatur Deiner Wahl 1 Schadenspunkt "
        "für jede angreifende Kreatur zu.",
    ),
    (
        "Molten Hydra",
        "{T}, Remove all +1/+1 counters from Molten Hydra: It deals damage to any target equal "
        "to the number of +1/+1 counters removed this way.",
        "Geschmolzene Hydra",
        "{T}, entferne alle +1/+1-Marken von der Geschmolzenen Hydra: Die Geschmolzene Hydra "
        "fügt einer Kreatur oder einem Spieler Deiner Wahl für jede auf die Weise entfernte "
        "+1/+1-Marke 1 Schadenspunkt zu.",
    ),
    (
        "Niko Aris",
        "[−1]: Niko Aris deals 2 damage to target tapped creature for each card you've drawn "
        "this turn.",
        "Niko Aris",
        "−1: Niko Aris fügt einer getappten Kreatur deiner Wahl für jede Karte, die du in "
        "diesem Zug gezogen hast, 2 Schadenspunkte zu.",
    ),
    (
        "Thought Hemorrhage",
        "Choose a nonland card name. Target player reveals their hand. Thought Hemorrhage deals "
        "3 damage to that player for each card with the chosen name revealed this way. Search "
        "that player's graveyard, hand, and library for all cards with that name and exile "
        "them. Then that player shuffles.",
        "Ausbluten der Gedanken",
        "Benenne eine Karte, die kein Land ist. Ein Spieler deiner Wahl zeigt die Karten auf "
        "seiner Hand offen vor. Ausbluten der Gedanken fügt diesem Spieler für jede Karte mit "
        "diesem Namen, die auf diese Weise vorgezeigt wurde, 3 Schadenspunkte zu. Durchsuche "
        "den Friedhof, die Hand und die Bibliothek dieses Spielers nach allen Karten mit diesem "
        "Namen und entferne sie ganz aus dem Spiel. Dieser Spieler mischt dann seine "
        "Bibliothek.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_damage_for_each_inside_the_verb_phrase(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)
