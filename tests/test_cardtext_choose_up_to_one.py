""" "choose up to one —" (CR 700.2: from none to one mode; Ertai Resurrected, Satsuki, Ravager
Wurm) and the object "target spell, activated ability, or triggered ability" (Disallow: an
ability on the stack is an activated or triggered one, CR 113.1b, 605.3b, so it is "target
spell or ability"). Oracle and French and German heads, one AST."""

from __future__ import annotations

from _card_ast import abilities_json, oracle_abilities

from rulesparser import ast as A

ERTAI_EN = (
    "When ~ enters the battlefield, choose up to one —\n"
    "• Counter target spell, activated ability, or triggered ability. Its controller draws a "
    "card.\n"
    "• Destroy target creature. Its controller draws a card."
)


def test_ertai_chooses_up_to_one_mode() -> None:
    (ability,) = oracle_abilities(ERTAI_EN, "Ertai Resurrected")
    modes = ability.effect
    assert isinstance(modes, A.ChooseModes)
    assert (modes.minimum, modes.maximum, len(modes.modes)) == (0, 1, 2)
    one_or_more = ERTAI_EN.replace("choose up to one", "choose one")
    assert abilities_json(one_or_more, "en") != abilities_json(ERTAI_EN, "en")


def test_spell_activated_or_triggered_ability_is_spell_or_ability() -> None:
    """Disallow (AER): the same objects as "target spell or ability"."""
    disallow = "Counter target spell, activated ability, or triggered ability."
    assert abilities_json(disallow, "en") == abilities_json(
        "Counter target spell or ability.", "en"
    )


def test_choose_up_to_one_head_en_fr_de() -> None:
    """The head "choose up to one —" in the French ("choisissez jusqu'à l'un —") and German
    ("bestimme bis zu eines —") prints of these cards, with modes of their own."""
    en = (
        "When ~ enters the battlefield, choose up to one —\n"
        "• Destroy target creature.\n"
        "• Draw a card."
    )
    fr = (
        "Quand ~ arrive sur le champ de bataille, choisissez jusqu'à l'un —\n"
        "• Détruisez une créature ciblée.\n"
        "• Piochez une carte."
    )
    de = (
        "Wenn ~ ins Spiel kommt, bestimme bis zu eines —\n"
        "• Zerstöre eine Kreatur deiner Wahl.\n"
        "• Ziehe eine Karte."
    )
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert abilities_json(de, "de") == abilities_json(en, "en")
