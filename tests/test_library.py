"""Library mechanics: searching (CR 701.19), shuffling (CR 701.20), the "if you cast it from your
hand" condition. Real card texts parse to one AST in EN (printed and Oracle), FR and DE; a
scripted shuffle order is checked; malformed shuffle choices are refused with file:line."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta
from rulesparser.executor.scenario import ScenarioError, _kb_card, parse_scenario, run_scenario


@pytest.mark.parametrize("name", ["Wild Pair", "Hunting Wilds", "Spellshift"])
def test_kb_card_gives_one_ast_in_every_language_and_wording(name: str) -> None:
    card = _kb_card(name)
    assert card is not None
    asts = [
        strip_meta(parse(o["text"], lang, card_name=card["names"][lang]))
        for lang, o in card["oracle"].items()
    ]
    asts.append(strip_meta(parse(card["printed"]["en"]["text"], "en", card_name=name)))
    assert all(a == asts[0] for a in asts)


def test_wild_pair_ast_shape() -> None:
    card = _kb_card("Wild Pair")
    assert card is not None
    ab = parse(card["printed"]["en"]["text"], "en").abilities[0]
    assert isinstance(ab, A.TriggeredAbility)
    assert ab.trigger.event == "enters" and ab.trigger.object.filter == ("creature",)
    assert ab.condition == A.WasCast(
        object=A.ObjectRef(kind="it"), player=A.PlayerRef(kind="you"), zone="hand"
    )
    eff = ab.effect
    assert isinstance(eff, A.SearchLibrary)
    assert eff.optional and eff.shuffle and not eff.tapped
    assert eff.object.filter == ("creature", "card")
    assert eff.total_power_toughness == A.Count(
        what="total_power_toughness", object=A.ObjectRef(kind="it")
    )


_SHUFFLE = """
scenario: scripted shuffle
ruling: test
players: {alice: {}, bob: {}}
cards:
  wild_pair: {kb: Wild Pair}
  bear: {name: {en: Runeclaw Bear}, types: [creature], power: 2, toughness: 2, mana_cost: "{1}{G}"}
  ogre: {name: {en: Hill Ogre}, types: [creature], power: 5, toughness: 5}
languages: [en]
setup:
  alice:
    battlefield: [wild_pair]
    hand: [{card: bear, as: bear1}]
    library: [ogre, {card: ogre, as: ogre2}, {card: bear, as: bear2}, {card: ogre, as: ogre3}]
choices:
  shuffle: {alice: SHUFFLE}
turns:
  1:
    main1:
      - cast: bear1
      - resolve: all
expect:
  library_order: {alice: ORDER}
"""


def test_scripted_shuffle_puts_the_listed_cards_on_top() -> None:
    text = _SHUFFLE.replace("SHUFFLE", "[ogre3, ogre2]").replace("ORDER", "[ogre3, ogre2, ogre]")
    assert run_scenario(parse_scenario(text, "t.yaml"), "en").failures == []


def test_unscripted_shuffle_keeps_the_order_and_a_wrong_order_fails() -> None:
    text = _SHUFFLE.replace("  shuffle: {alice: SHUFFLE}\n", "  may: {}\n")
    ok = text.replace("ORDER", "[ogre, ogre2, ogre3]")
    assert run_scenario(parse_scenario(ok, "t.yaml"), "en").failures == []
    bad = text.replace("ORDER", "[ogre3, ogre2, ogre]")
    failures = run_scenario(parse_scenario(bad, "t.yaml"), "en").failures
    assert len(failures) == 1 and "library_order" in failures[0]


def test_shuffle_choice_with_an_unknown_label_is_refused_with_its_line() -> None:
    text = _SHUFFLE.replace("SHUFFLE", "[ogre9]").replace("ORDER", "[]")
    with pytest.raises(ScenarioError, match=r"t\.yaml:\d+: unknown label 'ogre9'"):
        parse_scenario(text, "t.yaml")
