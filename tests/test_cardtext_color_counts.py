"""How many colors one object is (CR 105.2): "for each of its colors" (Civic Saber), "for each of
that spell's colors" (Ramos, Dragon Engine) count the object's colors, ``Count(what="colors")``;
"their colors" (perhaps each of several objects' own) stays unparsed."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A


def _counts(text: str, name: str | None = None) -> list[A.Count]:
    return [n for a in oracle_abilities(text, name) for n in a.walk() if isinstance(n, A.Count)]


def test_for_each_of_its_colors() -> None:
    (count,) = _counts("Equipped creature gets +1/+0 for each of its colors.", "Civic Saber")
    assert count == A.Count(what="colors", object=A.ObjectRef(kind="it"))


def test_for_each_of_that_spells_colors() -> None:
    name = "Ramos, Dragon Engine"
    (count,) = _counts(
        f"Whenever you cast a spell, put a +1/+1 counter on {name} for each of that spell's "
        "colors.",
        name,
    )
    assert count.what == "colors"
    assert count.object == A.ObjectRef(kind="that")


def test_their_colors_is_unparsed() -> None:
    assert oracle_unparsed("Target creature gets +1/+1 until end of turn for each of their colors.")
