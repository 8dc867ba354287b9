"""The exceptions of several copies said in the plural (CR 707.9b: each copy's copiable values):
"Create two tokens that are copies of ~, except they're not legendary" (Jace, Cunning Castaway)
has the exceptions "except it isn't legendary" gives one copy; "except they have haste" those
of "except it has haste"."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A


def _exceptions(text: str, name: str | None = None) -> A.CopyExceptions:
    (exc,) = [
        n for a in oracle_abilities(text, name) for n in a.walk() if isinstance(n, A.CopyExceptions)
    ]
    return exc


def test_they_are_not_legendary() -> None:
    name = "Jace, Cunning Castaway"
    plural = _exceptions(
        f"[-5]: Create two tokens that are copies of {name}, except they're not legendary.", name
    )
    single = _exceptions(
        f"[-5]: Create a token that's a copy of {name}, except it isn't legendary.", name
    )
    assert plural == single
    assert plural.not_supertypes == ("legendary",)


def test_they_have_haste() -> None:
    plural = _exceptions(
        "Create two tokens that are copies of target creature, except they have haste."
    )
    single = _exceptions("Create a token that's a copy of target creature, except it has haste.")
    assert plural == single
