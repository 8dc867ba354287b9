"""The scope of "If you do" (CR 608.2c) across sentences: a printing that splits "If you do, X,
and Y" in two sentences ("Falls du dies tust, X. Y.") leaves it unsure whether Y is still done
only if you did, when Y names an object that exists either way and that the "if you do" sentence
did not name (the trigger's object); a target, token or copy it named takes Y into it
(rulesparser.canonical._if_you_do_continued, tests/test_canonical.py)."""

from __future__ import annotations

from _card_ast import abilities_json, oracle_abilities

from rulesparser import ast as A
from rulesparser import parse

OLIVIA_EN = (
    "Whenever another creature enters the battlefield under your control, you may discard a "
    "card. If you do, put a +1/+1 counter on that creature, it gains haste until end of turn, "
    "and it becomes a Vampire in addition to its other types."
)
OLIVIA_DE = (
    "Immer wenn eine andere Kreatur unter deiner Kontrolle ins Spiel kommt, kannst du eine Karte "
    "abwerfen. Falls du dies tust, lege eine +1/+1-Marke auf die Kreatur. Sie erhält Eile bis "
    "zum Ende des Zuges und wird zusätzlich zu ihren anderen Typen zu einem Vampir."
)


def test_olivia_split_sentence_stays_unparsed_de() -> None:
    # Olivia, Mobilized for War (SOI): read as two sentences, haste and the Vampire type came
    # unconditionally (a wrong reading of the Oracle text)
    (ability,) = parse(OLIVIA_DE, "de", lenient=True).abilities
    assert isinstance(ability, A.Unparsed)
    assert "if you do" in ability.error


def test_olivia_oracle_keeps_all_three_under_if_you_do() -> None:
    (ability,) = oracle_abilities(OLIVIA_EN)
    assert isinstance(ability, A.TriggeredAbility)
    conditional = ability.effect.effects[-1]
    assert isinstance(conditional, A.Conditional)
    assert isinstance(conditional.condition, A.IfYouDo)
    kinds = [type(e) for e in conditional.effect.effects]
    assert A.GainAbility in kinds
    assert any(k.__name__.endswith("Becomes") for k in kinds)


def test_token_made_if_you_do_then_named_en_de() -> None:
    # Flameshadow Conjuring (ORI): the token exists only if you paid, so the sentences after
    # name it in either reading
    en = (
        "Whenever a nontoken creature enters the battlefield under your control, you may pay "
        "{R}. If you do, create a token that's a copy of that creature. That token gains haste. "
        "Exile it at the beginning of the next end step."
    )
    de = (
        "Immer wenn eine Nichtspielsteinkreatur unter deiner Kontrolle ins Spiel kommt, kannst "
        "du {R} bezahlen. Falls du dies tust, bringe einen Spielstein ins Spiel, der eine Kopie "
        "dieser Kreatur ist. Der Spielstein erhält Eile. Schicke ihn zu Beginn des nächsten "
        "Endsegments ins Exil."
    )
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_object_of_the_optional_action_named_after_if_you_do_en() -> None:
    # the creature the optional action put onto the battlefield: nothing to return if you did
    # not, so the sentence after "If you do" reads as printed (CR 608.2c)
    en = (
        "{3}{U}, Exile ~: You may put a creature card from your hand onto the battlefield. If "
        "you do, that creature gains haste until end of turn. Return it to your hand at the "
        "beginning of the next end step."
    )
    (ability,) = oracle_abilities(en)
    assert isinstance(ability.effect.effects[-1], A.DelayedTrigger)
