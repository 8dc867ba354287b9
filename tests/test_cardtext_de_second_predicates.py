"""German second predicates after a keyword list ("hat Eile und kann nicht ... sein",
"verursachen Trampelschaden und erhalten Eile", "erhält Erstschlag und +2/+0"): the "und"
before the second verb or a P/T change ends the list of keywords; keywords granted to one object by two verbs in a row ("hat Lebensverknüpfung und
verursacht Trampelschaden", the old trample keyword a verb of its own) are one grant, as the
English "has lifelink and trample" (CR 613.7). Real printed lines give the same AST as the
English Oracle line of the same card (the card's name is "~")."""

from __future__ import annotations

import json

import pytest
from _card_ast import abilities_json as ast

# (English Oracle line, German printed line) of the same card
SAME = [
    # ELD Kenrith, the Returned King: two verbs, one duration after the second
    (
        "{R}: All creatures gain trample and haste until end of turn.",
        "{R}: Alle Kreaturen verursachen Trampelschaden und erhalten Eile bis zum Ende des Zuges.",
    ),
    # ARB Behemoth Sledge: a keyword after a P/T change, then the trample verb
    (
        "Equipped creature gets +2/+2 and has trample and lifelink.",
        "Die ausgerüstete Kreatur erhält +2/+2, Lebensverknüpfung und verursacht Trampelschaden.",
    ),
    # STX Hofri Ghostforge: three predicates of one subject
    (
        "Spirits you control get +1/+1 and have trample and haste.",
        "Geister, die du kontrollierst, erhalten +1/+1, haben Eile und verursachen Trampelschaden.",
    ),
    # MRD Vorrac Battlehorns: a keyword, then a restriction
    (
        "Equipped creature has trample and can't be blocked by more than one creature.",
        "Die ausgerüstete Kreatur verursacht Trampelschaden und kann nicht von mehr als einer"
        " Kreatur geblockt werden.",
    ),
    # MRD Lightning Greaves: shroud spelled out after "und"
    (
        "Equipped creature has haste and shroud.",
        "Die ausgerüstete Kreatur hat Eile und kann nicht das Ziel von Zaubersprüchen oder"
        " Fähigkeiten sein.",
    ),
    # HML Heart Wolf's effect: the same with a duration after it (CR 611.2)
    (
        "{T}: Target Dwarf creature gets +2/+0 and gains first strike until end of turn.",
        "{T}: Ein Zwerg deiner Wahl erhält Erstschlag und +2/+0 bis zum Ende des Zuges.",
    ),
    # RNA Gatebreaker Ram: the two grants under one condition
    (
        "As long as you control two or more Gates, ~ has vigilance and trample.",
        "Solange du zwei oder mehr Tore kontrollierst, hat der ~ Wachsamkeit und verursacht"
        " Trampelschaden.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_second_predicate_reads_as_the_english_oracle_line(en: str, de: str) -> None:
    assert ast(de, "de") == ast(en, "en")


def test_pt_change_after_the_keywords_of_a_static_line() -> None:
    """ICE Wings of Aesthir: "erhält Flugfähigkeit, Erstschlag und +1/+0" gives the static
    abilities of the Oracle "gets +1/+0 and has flying and first strike", said in the other
    order (the abilities of one line apply at once, CR 613.7; their order is the printed one)."""
    de = ast("Die verzauberte Kreatur erhält Flugfähigkeit, Erstschlag und +1/+0.", "de")
    en = ast("Enchanted creature gets +1/+0 and has flying and first strike.", "en")
    assert len(de) == 2
    assert sorted(json.dumps(a, sort_keys=True) for a in de) == sorted(
        json.dumps(a, sort_keys=True) for a in en
    )


def test_keywords_of_two_objects_stay_apart() -> None:
    """Grants to two different objects in a row are not joined: "Die ausgerüstete Kreatur hat
    Eile. Kreaturen, die du kontrollierst, haben Wachsamkeit." gives each its own."""
    de = ast(
        "Die ausgerüstete Kreatur hat Eile. Kreaturen, die du kontrollierst, haben Wachsamkeit.",
        "de",
    )
    assert len(de) == 2
    en = ast("Equipped creature has haste. Creatures you control have vigilance.", "en")
    assert de == en
