"""The adjective "modified" of the Kamigawa: Neon Dynasty cards (CR 700.9: a permanent with a
counter on it, equipped, or enchanted by an Aura its controller controls): a status word of the
object phrase ("modified creatures you control", "une créature modifiée", "modifizierte
Kreaturen"), the filter word ``modified``; the same AST in English, French and German."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

#: (English Oracle, French printed, German printed) lines of the same card
SAME = [
    # Kodama of the West Tree (NEO)
    (
        "Modified creatures you control have trample. (Equipment, Auras you control, and "
        "counters are modifications.)",
        "Les créatures modifiées que vous contrôlez ont le piétinement. (Les équipements, les "
        "auras que vous contrôlez et les marqueurs sont des modifications.)",
        "Modifizierte Kreaturen, die du kontrollierst, haben Trampelschaden. (Auren, die du "
        "kontrollierst, Ausrüstungen und Marken sind Modifizierungen.)",
    ),
    # Ambitious Assault (NEO)
    (
        "Creatures you control get +2/+0 until end of turn. If you control a modified "
        "creature, draw a card.",
        "Les créatures que vous contrôlez gagnent +2/+0 jusqu'à la fin du tour. Si vous "
        "contrôlez une créature modifiée, piochez une carte.",
        "Kreaturen, die du kontrollierst, erhalten +2/+0 bis zum Ende des Zuges. Falls du eine "
        "modifizierte Kreatur kontrollierst, ziehe eine Karte.",
    ),
    # Akki Ember-Keeper (NEO)
    (
        "Whenever a modified nontoken creature you control dies, create a 1/1 colorless "
        "Spirit creature token.",
        "À chaque fois qu'une créature non-jeton modifiée que vous contrôlez meurt, créez un "
        "jeton de créature 1/1 incolore Esprit.",
        "Immer wenn eine modifizierte Nichtspielsteinkreatur, die du kontrollierst, stirbt, "
        "erzeuge einen 1/1 farblosen Geist-Kreaturenspielstein.",
    ),
]


@pytest.mark.parametrize("en,fr,de", SAME, ids=[e[:50] for e, _, _ in SAME])
def test_modified_is_the_same_filter_word_in_every_language(en: str, fr: str, de: str) -> None:
    assert ast(fr, "fr") == ast(en, "en") == ast(de, "de")
    assert '"modified"' in repr(ast(en, "en")).replace("'", '"')


def test_modified_creatures_you_control_have_trample() -> None:
    (static,) = ast("Modified creatures you control have trample.", "en")
    assert static["object"]["filter"] == ["modified", "creature", "you_control"]
    assert [k["name"] for k in static["abilities"]] == ["trample"]
