"""Clauses of one subject listed with commas (CR 611.2): "gets +2/+2, has haste, can't attack you
or a planeswalker you control, and can't be sacrificed" (Assault Suit) is four static effects of
equipped creature; a comma before the next clause's verb ends a keyword list ("has haste, can't
..."). "can't be sacrificed" is a restriction (CR 701.21a)."""

from __future__ import annotations

from _card_ast import abilities_json, oracle_abilities

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


def test_a_keyword_list_ends_at_and_can_or_and_attacks() -> None:
    """Iona's Blessing (OGW) "Enchanted creature gets +2/+2, has vigilance, and can block an
    additional creature each combat.", Infectious Bloodlust (ORI) "... gets +2/+1, has haste, and
    attacks each combat if able.": ", and" before "can" or "attacks" ends the keyword list and
    opens the next clause of the same subject (CR 611.2), as the French and German printings
    ("a la vigilance et peut bloquer une créature supplémentaire", "hat Wachsamkeit und kann
    eine zusätzliche Kreatur blocken") are read: the same abilities."""
    en = abilities_json(
        "Enchanted creature gets +2/+2, has vigilance, and can block an additional creature "
        "each combat.",
        "en",
    )
    assert en == abilities_json(
        "La créature enchantée gagne +2/+2, a la vigilance et peut bloquer une créature "
        "supplémentaire.",
        "fr",
    )
    assert en == abilities_json(
        "Die verzauberte Kreatur erhält +2/+2, hat Wachsamkeit und kann eine zusätzliche Kreatur "
        "blocken.",
        "de",
    )
    en = abilities_json(
        "Enchanted creature gets +2/+1, has haste, and attacks each combat if able.", "en"
    )
    assert en == abilities_json(
        "La créature enchantée gagne +2/+1, a la célérité et attaque à chaque tour si possible.",
        "fr",
    )
    (*_, attacks) = oracle_abilities(
        "Enchanted creature gets +2/+1, has haste, and attacks each combat if able."
    )
    (requirement,) = [n for n in attacks.walk() if isinstance(n, A.Requirement)]
    assert requirement.action == "attack" and requirement.object.kind == "enchanted"
