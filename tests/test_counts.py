"""Counting phrases of the "lexer" area, from the EN/FR/DE texts of kb/seed_cards.yaml:
Auramancer's Guise ("+2/+2 for each Aura attached to it") and Detritivore ("the number of
nonbasic land cards in your opponents' graveyards", "destroy target nonbasic land")."""

from __future__ import annotations

import pytest
import yaml

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.resources import data_dir


def _texts(name: str) -> dict[str, tuple[str, str]]:
    """(text, the card's name) per language, printed text first (as the scenarios do)."""
    data = yaml.safe_load(data_dir("kb").joinpath("seed_cards.yaml").read_text(encoding="utf-8"))
    card = next(c for c in data["cards"] if c["name"] == name)
    out: dict[str, tuple[str, str]] = {}
    for section in ("printed", "oracle"):
        for lang, v in (card.get(section) or {}).items():
            out.setdefault(lang, (v["text"], card["names"][lang]))
    return out


@pytest.mark.parametrize("card", ["Detritivore", "Auramancer's Guise"])
def test_same_ast_in_every_language(card: str) -> None:
    asts = {lang: parse(t, lang, card_name=n) for lang, (t, n) in _texts(card).items()}
    assert set(asts) == {"en", "fr", "de"}
    assert asts["fr"] == asts["en"] and asts["de"] == asts["en"]


def test_detritivore_trigger_is_mandatory_and_targets_a_nonbasic_land() -> None:
    text, name = _texts("Detritivore")["en"]
    cda, _suspend, trigger = parse(text, "en", card_name=name).abilities
    count = A.Count(
        what="cards_in_graveyards", player=A.PlayerRef(kind="opponent"), filter=("nonbasic", "land")
    )
    assert cda == A.DefinePowerToughness(power=count, toughness=count)
    assert isinstance(trigger, A.TriggeredAbility)
    assert trigger.optional is False  # "destroy", not "you may destroy": the ruling's point
    assert trigger.effect == A.Destroy(
        object=A.ObjectRef(kind="target", filter=("nonbasic", "land"))
    )


def test_guise_bonus_is_a_product_of_the_auras_attached() -> None:
    text, name = _texts("Auramancer's Guise")["en"]
    _enchant, pump, grant = parse(text, "en", card_name=name).abilities
    attached = A.Count(what="attached", object=A.ObjectRef(kind="it"), filter=("aura",))
    assert pump.effect.power == A.Product(factor=2, amount=attached)
    assert pump.effect.toughness == A.Product(factor=2, amount=attached)
    assert [k.name for k in grant.abilities] == ["vigilance"]
