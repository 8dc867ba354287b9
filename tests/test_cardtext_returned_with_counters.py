"""A card put onto the battlefield with counters (CR 614.1c, 122.6): "return it to the battlefield
with an additional +1/+1 counter on it" is the counter it enters with, as "with a +1/+1 counter
on it" and as "enters the battlefield with an additional +1/+1 counter on it" read it. Real
Oracle text of Throne of Eldraine, Modern Horizons 2 and Zendikar Rising."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A

ONE_COUNTER = A.PutCounters(counter="+1/+1", amount=1, object=A.ObjectRef(kind="it"))


def _put_onto_battlefield(abilities: tuple[object, ...]) -> A.PutOntoBattlefield:
    return next(n for a in abilities for n in a.walk() if isinstance(n, A.PutOntoBattlefield))


def test_cauldrons_gift_returns_it_with_an_additional_counter() -> None:
    # Cauldron's Gift (ELD), second line
    abilities = oracle_abilities(
        "You may choose a creature card in your graveyard. If you do, return it to the"
        " battlefield with an additional +1/+1 counter on it."
    )
    assert _put_onto_battlefield(abilities).counters == ONE_COUNTER


def test_additional_counter_reads_as_a_counter() -> None:
    # Graceful Restoration (MH2), first mode
    additional = oracle_abilities(
        "Return target creature card from your graveyard to the battlefield with an additional"
        " +1/+1 counter on it."
    )
    plain = oracle_abilities(
        "Return target creature card from your graveyard to the battlefield with a +1/+1"
        " counter on it."
    )
    assert additional == plain
