"""Clauses of one subject listed with commas (CR 611.2): "gets +2/+2, has haste, can't attack you
or a planeswalker you control, and can't be sacrificed" (Assault Suit) is four static effects of
equipped creature; a comma before the next clause's verb ends a keyword list ("has haste, can't
..."). "can't be sacrificed" is a restriction (CR 701.21a)."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A


def test_a_keyword_list_ends_at_a_comma_before_a_verb() -> None:
    abilities = oracle_abilities(
        "Equipped creature gets +2/+2, has haste, can't attack you or a planeswalker you "
        "control, and can't be sacrificed.",
        "Assault Suit",
    )
    restrictions = [n for a in abilities for n in a.walk() if isinstance(n, A.Restriction)]
    assert [r.action for r in restrictions] == ["attack_you_or_your_planeswalkers", "be_sacrificed"]
    assert all(r.object.kind == "equipped" for r in restrictions)
    assert any(isinstance(n, A.ModifyPowerToughness) for a in abilities for n in a.walk())


def test_a_comma_list_of_keywords_stays_one_list() -> None:
    (ability,) = oracle_abilities("Enchanted creature has flying, first strike, and haste.")
    (grant,) = [n for n in ability.walk() if isinstance(n, A.GainAbility)] or [None]
    assert grant is None or grant.object.kind == "enchanted"
    names = sorted(n.name for n in ability.walk() if isinstance(n, A.Keyword))
    assert names == ["first_strike", "flying", "haste"]
