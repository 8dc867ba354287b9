"""Cost changes (grammar/<lang>/clauses/verbs_costs.lark, CR 601.2f, 118.7): real printed
lines, the AST a user checks, and the same AST in English, French and German."""

from __future__ import annotations

import dataclasses

import pytest
from _card_ast import abilities_json as ast
from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse

# (English Oracle line, French printed line, German printed line) of the same card
COLORED_ONLY = [
    # Ragemonger; Morophon, the Boundless ("uniquement")
    (
        "Minotaur spells you cast cost {B}{R} less to cast. This effect reduces only the amount"
        " of colored mana you pay.",
        "Les sorts de minotaure que vous lancez coûtent {B}{R} de moins à lancer. Cet effet"
        " réduit seulement la quantité de mana coloré que vous payez.",
        "Minotaurus-Zaubersprüche, die du wirkst, kosten beim Wirken {B}{R} weniger. Dieser"
        " Effekt reduziert nur die Menge an farbigem Mana, die du bezahlen musst.",
    ),
    (
        "Spells of the chosen type you cast cost {W}{U}{B}{R}{G} less to cast. This effect"
        " reduces only the amount of colored mana you pay.",
        "Les sorts du type choisi que vous lancez coûtent {W}{U}{B}{R}{G} de moins à lancer."
        " Cet effet réduit uniquement la quantité de mana coloré que vous payez.",
        "Zaubersprüche des bestimmten Typs, die du wirkst, kosten beim Wirken {W}{U}{B}{R}{G}"
        " weniger. Dieser Effekt reduziert nur die Menge an farbigem Mana, die du bezahlen"
        " musst.",
    ),
]


@pytest.mark.parametrize(("en", "fr", "de"), COLORED_ONLY)
def test_a_reduction_of_colored_mana_only_is_the_same_in_every_language(
    en: str, fr: str, de: str
) -> None:
    """Ragemonger, Morophon, the Boundless: "This effect reduces only the amount of colored mana
    you pay." marks the cost reduction before it (CR 118.7b does not apply)."""
    assert ast(fr, "fr") == ast(en, "en") == ast(de, "de")


def test_edgewalker_reduces_colored_mana_only() -> None:
    """Edgewalker (ONS): one static ability, the reduction of Cleric spells by {W}{B}, colored
    mana only; the French printing ("jouez") says the same."""
    en = (
        "Cleric spells you cast cost {W}{B} less to cast. This effect reduces only the amount of"
        " colored mana you pay."
    )
    (ab,) = parse(en, "en").abilities
    assert isinstance(ab, A.StaticEffect)
    change = ab.effect
    assert isinstance(change, A.CostChange)
    assert change.colored_only and not change.increase
    assert change.mana == A.ManaCost(symbols=("W", "B"))
    assert change.object.filter == ("cleric", "spell", "you_cast")
    fr = (
        "Les sorts de clerc que vous jouez coûtent {W}{B} de moins à jouer. Cet effet réduit"
        " seulement la quantité de mana coloré que vous payez."
    )
    assert ast(fr, "fr") == ast(en, "en")


def test_colored_only_after_no_cost_reduction_is_not_understood() -> None:
    """The sentence marks the cost reduction before it; after anything else it says nothing the
    AST could hold, so the line stays unparsed."""
    card = parse(
        "Draw a card. This effect reduces only the amount of colored mana you pay.",
        "en",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_ability_costs_more_for_each_card_in_hand() -> None:
    """Loreseeker's Stone (Commander 2014): "This ability costs {1} more to activate for each
    card in your hand." is the same change as "{1} less" but an increase (CR 601.2f, 602.2b)."""
    text = "{3}, {T}: Draw three cards. This ability costs {1} %s to activate for each card in your hand."
    (more,) = parse(text % "more", "en").abilities
    (less,) = parse(text % "less", "en").abilities
    assert more.cost_change == dataclasses.replace(less.cost_change, increase=True)
    assert more.cost_change.amount == A.Count(what="cards_in_hand", player=A.PlayerRef(kind="you"))


def test_cost_reduction_if_it_targets() -> None:
    """Bury in Books (STX), Mystical Dispute (ELD): this spell's cost is reduced when one of
    the targets chosen for it is of that kind (CR 601.2c: targets are chosen before the total
    cost is determined, 601.2f); the same cost change as under "if you control a Wizard"."""
    (reduction, put) = oracle_abilities(
        "This spell costs {2} less to cast if it targets an attacking creature.\n"
        "Put target creature into its owner's library second from the top.",
        "Bury in Books",
    )
    assert reduction.effect.condition == A.ObjectTargets(
        object=A.ObjectRef(kind="self"),
        targets=A.Targets(object=A.ObjectRef(kind="any", filter=("attacking", "creature"))),
    )
    (plain,) = oracle_abilities("This spell costs {2} less to cast if you control a Wizard.")
    assert reduction.effect.effect == plain.effect.effect
    assert put.effect.position == "second_from_top"
    (dispute, _) = oracle_abilities(
        "This spell costs {2} less to cast if it targets a blue spell.\n"
        "Counter target spell unless its controller pays {3}.",
        "Mystical Dispute",
    )
    assert dispute.effect.condition.targets.object.filter == ("blue", "spell")


def test_cost_reduction_if_it_targets_is_refused_by_the_executor() -> None:
    """The executor does not read the targets condition yet: it names it unsupported rather
    than reducing the cost always or never (rulesparser.executor.references)."""
    from rulesparser.executor.references import condition_holds

    (reduction,) = oracle_abilities(
        "This spell costs {3} less to cast if it targets a creature token.", "Mascot Interception"
    )

    class _Game:
        unsupported: set[str] = set()

    game = _Game()
    condition_holds(game, reduction.effect.condition, None)  # type: ignore[arg-type]
    assert game.unsupported == {"condition:object_targets"}
