"""Keywords with a mana cost granted to other objects (CR 702.21a ward, 702.49a ninjutsu; CR
613.1f layer 6): "Other Merfolk you control have ward {1}.", "Each creature card in your hand
has ninjutsu {2}{U}{B}." The granted keyword is the node its own keyword line gives. Real Oracle
lines (MTGJSON ``text``)."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse


def keyword_line(text: str) -> A.Keyword:
    (keyword,) = parse(text, "en").abilities
    return keyword


def test_other_merfolk_you_control_have_ward() -> None:
    """Svyelun of Sea and Sky (MH2): each other Merfolk you control has ward {1}, the same
    ability a "Ward {1}" line gives (its reminder text read as an abbreviation)."""
    (grant,) = oracle_abilities(
        "Other Merfolk you control have ward {1}. (Whenever another Merfolk you control becomes "
        "the target of a spell or ability an opponent controls, counter it unless that player "
        "pays {1}.)",
        "Svyelun of Sea and Sky",
    )
    assert grant == A.GrantAbilities(
        object=A.ObjectRef(kind="each", filter=("other", "merfolk", "creature", "you_control")),
        abilities=(keyword_line("Ward {1}"),),
    )


def test_each_creature_card_in_your_hand_has_ninjutsu() -> None:
    """Satoru Umezawa (NEO): the cards in your hand have ninjutsu {2}{U}{B} (an ability that
    works from the hand, CR 702.49a)."""
    (grant,) = oracle_abilities(
        "Each creature card in your hand has ninjutsu {2}{U}{B}.", "Satoru Umezawa"
    )
    assert grant.object == A.ObjectRef(kind="each", filter=("creature", "card", "in_your_hand"))
    assert grant.abilities == (keyword_line("Ninjutsu {2}{U}{B}"),)


def test_a_creature_gains_ward_until_end_of_turn() -> None:
    """A keyword with its cost gained for a time (CR 611.2): ``GainAbility`` with the cost as
    its parameter."""
    (spell,) = oracle_abilities("Target creature gains ward {2} until end of turn.")
    assert spell.effect == A.GainAbility(
        object=A.ObjectRef(kind="target", filter=("creature",)),
        ability="ward",
        parameter=A.Cost(components=(A.ManaCost(symbols=("2",)),)),
        duration=A.Duration(kind="end_of_turn"),
    )
