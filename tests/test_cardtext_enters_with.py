"""Replacement effects of other permanents entering with counters (CR 614.1c): "Each other
Wizard creature you control enters the battlefield with an additional +1/+1 counter on it" is a
static ability of this permanent acting on each such object as it enters, "it"; a single object
named before ("that creature enters with ...") stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ParseError, parse
from rulesparser import ast as A


def test_each_other_creature_enters_with_an_additional_counter_en_fr_de() -> None:
    # Grumgully, the Generous (ELD)
    en = "Each other non-Human creature you control enters the battlefield with an additional +1/+1 counter on it."
    (ability,) = parse(en, "en").abilities
    assert ability == A.ReplacementEffect(
        event=A.Event(
            name="enters",
            object=A.ObjectRef(
                kind="each", filter=("other", "nonhuman", "creature", "you_control")
            ),
        ),
        mode="with",
        replacement=A.PutCounters(counter="+1/+1", amount=1, object=A.ObjectRef(kind="it")),
    )
    fr = (
        "Chaque autre créature non-Humain que vous contrôlez arrive sur le champ de bataille "
        "avec un marqueur +1/+1 supplémentaire sur elle."
    )
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


def test_metallic_mimic_chosen_type_en_fr_de() -> None:
    # Metallic Mimic (AER)
    en = (
        "Each other creature you control of the chosen type enters the battlefield with an "
        "additional +1/+1 counter on it."
    )
    fr = (
        "Chaque autre créature du type choisi que vous contrôlez arrive sur le champ de bataille "
        "avec un marqueur +1/+1 supplémentaire sur elle."
    )
    de = (
        "Jede andere Kreatur des bestimmten Typs, die du kontrollierst, kommt mit einer "
        "zusätzlichen +1/+1-Marke ins Spiel."
    )
    assert abilities_json(fr, "fr") == abilities_json(en, "en") == abilities_json(de, "de")


def test_vampire_socialite_as_long_as_en_fr() -> None:
    # Vampire Socialite (MID): a condition on the static ability (CR 604.1)
    en = (
        "As long as an opponent lost life this turn, each other Vampire you control enters the "
        "battlefield with an additional +1/+1 counter on it."
    )
    fr = (
        "Tant qu'un adversaire a perdu des points de vie ce tour-ci, chaque autre vampire que "
        "vous contrôlez arrive sur le champ de bataille avec un marqueur +1/+1 supplémentaire "
        "sur lui."
    )
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


@pytest.mark.parametrize(
    "text",
    [
        # Dark Intimations (AER): one object named before entering with a counter is an
        # effect of its own, not read here
        "When you cast a Bolas planeswalker spell, exile ~ from your graveyard. That planeswalker "
        "enters the battlefield with an additional loyalty counter on it.",
        # Combine Guildmage (RNA): with a duration, "This turn, each creature ..."
        "{1}{G}, {T}: This turn, each creature you control enters the battlefield with an "
        "additional +1/+1 counter on it.",
    ],
)
def test_other_entering_with_counters_left_unparsed(text: str) -> None:
    with pytest.raises(ParseError):
        parse(text, "en")
