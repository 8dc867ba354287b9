"""Ability words (CR 207.2c) have no rules meaning, except in the early printings where the word
and its reminder were the only statement of a condition (Odyssey's threshold): a static ability
after it holds as long as the condition does, as the Oracle text says; any other line is left
unparsed rather than read without its condition."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse

# ODY Demoralize, second line: printed English and French against the Oracle text
PRINTED = [
    (
        "en",
        "Threshold — Creatures can't block this turn. (You have threshold if seven or more cards "
        "are in your graveyard.)",
    ),
    (
        "fr",
        "Seuil — Les créatures ne peuvent pas bloquer ce tour-ci. (Vous avez le seuil si sept "
        "cartes ou plus sont dans votre cimetière.)",
    ),
]


@pytest.mark.parametrize(("lang", "text"), PRINTED)
def test_a_spell_threshold_instruction_is_done_only_with_seven_cards_in_the_graveyard(
    lang: str, text: str
) -> None:
    oracle = parse(
        "Threshold — If seven or more cards are in your graveyard, creatures can't block this "
        "turn.",
        "en",
    ).abilities
    (ability,) = parse(text, lang).abilities
    assert [ability] == list(oracle)
    assert isinstance(ability, A.SpellAbility)
    assert isinstance(ability.effect, A.Conditional)
    assert ability.effect.condition.amount == 7


# JUD Hunting Grounds: the Oracle text grants the triggered ability as long as seven or more
# cards are in your graveyard; a triggered line after the word is not read without it
HUNTING_GROUNDS = [
    (
        "en",
        "Threshold — Whenever an opponent casts a spell, you may put a creature card from your "
        "hand onto the battlefield. (You have threshold as long as seven or more cards are in "
        "your graveyard.)",
    ),
    (
        "fr",
        "Seuil — À chaque fois qu'un adversaire joue un sort, vous pouvez mettre en jeu une carte "
        "de créature de votre main. (Vous avez le seuil tant qu'il y a sept cartes ou plus dans "
        "votre cimetière.)",
    ),
]


@pytest.mark.parametrize(("lang", "text"), HUNTING_GROUNDS)
def test_threshold_without_its_condition_is_not_read(lang: str, text: str) -> None:
    (line,) = parse(text, lang, lenient=True).abilities
    assert isinstance(line, A.Unparsed)
    assert "condition" in line.error


def test_the_same_sentence_without_the_ability_word_is_read() -> None:
    (line,) = parse("Creatures can't block this turn.", "en").abilities
    assert isinstance(line, A.SpellAbility)


def test_an_ability_word_without_meaning_is_kept_as_data() -> None:
    text = (
        "Landfall — Whenever a land enters the battlefield under your control, Kazandu Mammoth "
        "gets +2/+2 until end of turn."
    )
    (ability,) = parse(text, "en", card_name="Kazandu Mammoth").abilities
    assert isinstance(ability, A.TriggeredAbility)
    assert ability.source.ability_word == "Landfall"


# ODY Nimble Mongoose: printed English and French against the Oracle text
MONGOOSE = [
    (
        "en",
        "Nimble Mongoose",
        "Threshold — Nimble Mongoose gets +2/+2. (You have threshold as long as seven or more "
        "cards are in your graveyard.)",
    ),
    (
        "fr",
        "Mangouste agile",
        "Seuil — La Mangouste agile gagne +2/+2. (Vous avez le seuil tant qu'il y a sept cartes "
        "ou plus dans votre cimetière.)",
    ),
]


@pytest.mark.parametrize(("lang", "name", "text"), MONGOOSE)
def test_a_static_threshold_line_holds_as_long_as_seven_cards_are_in_the_graveyard(
    lang: str, name: str, text: str
) -> None:
    oracle = parse(
        "Threshold — Nimble Mongoose gets +2/+2 as long as seven or more cards are in your "
        "graveyard.",
        "en",
        card_name="Nimble Mongoose",
    ).abilities
    (ability,) = parse(text, lang, card_name=name).abilities
    assert [ability] == list(oracle)
    assert isinstance(ability.effect, A.Conditional)
    assert ability.effect.condition.amount == 7


AXGARD_BRAGGART = {
    "en": (
        "Axgard Braggart",
        "Boast — {1}{W}: Untap Axgard Braggart. Put a +1/+1 counter on it. (Activate only if"
        " this creature attacked this turn and only once each turn.)",
    ),
    "fr": (
        "Fanfaron d'Axgard",
        "Vantardise — {1}{W} : Dégagez le Fanfaron d'Axgard. Mettez un marqueur +1/+1 sur lui."
        " (N'activez cette capacité que si cette créature a attaqué ce tour-ci et qu'une seule"
        " fois par tour.)",
    ),
    "de": (
        "Axgard-Angeber",
        "Prahlen — {1}{W}: Enttappe den Axgard-Angeber. Lege eine +1/+1-Marke auf ihn."
        " (Aktiviere diese Fähigkeit nur, falls diese Kreatur in diesem Zug als Angreifer"
        " deklariert wurde, und nur einmal pro Zug.)",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_a_keyword_before_a_dash_is_the_keyword_with_its_activated_ability(lang: str) -> None:
    """Axgard Braggart (KHM): boast is a keyword, never an ability word (CR 702.142a: "Boast —
    [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this creature attacked this turn
    and only once each turn."): the keyword holds the printed ability under both restrictions
    (CR 602.5b), the same in English, French and German; the printed reminder says the same."""
    name, line = AXGARD_BRAGGART[lang]
    (kw,) = parse(line, lang, card_name=name).abilities
    assert isinstance(kw, A.Keyword) and kw.name == "boast" and not kw.findings
    (ability,) = kw.abilities
    assert isinstance(ability, A.RestrictedActivatedAbility)
    assert ability.cost == A.Cost(components=(A.ManaCost(symbols=("1", "W")),))
    assert ability.condition == A.HappenedThisTurn(
        event="attacked", subject=A.ObjectRef(kind="self")
    )
    assert ability.max_per_turn == 1
    assert kw.source.reminder == kw.abilities  # the reminder restates the restrictions
    en_name, en_line = AXGARD_BRAGGART["en"]
    (en,) = parse(en_line, "en", card_name=en_name).abilities
    assert A.strip_meta(kw.to_json()) == A.strip_meta(en.to_json())


def test_a_boast_reminder_saying_another_restriction_is_a_finding() -> None:
    """A reminder that restates other restrictions than CR 702.142a's is a reminder-mismatch."""
    (kw,) = parse(
        "Boast — {1}{W}: Tap target creature. (Activate only once each turn.)", "en"
    ).abilities
    assert [f.code for f in kw.findings] == ["reminder-mismatch"]


@pytest.mark.parametrize(
    ("line", "lang"),
    [
        ("Boast — {2}{R}: Frobnicate the flibber.", "en"),
        ("Vantardise — {1}{W} : Engagez une créature ciblée. Frobnicez.", "fr"),
        # its own "only once each turn" would be said twice: not merged
        ("Boast — {1}{W}: Tap target creature. Activate only once each turn.", "en"),
    ],
)
def test_a_keyword_before_a_dash_whose_ability_does_not_read_stays_unparsed(
    line: str, lang: str
) -> None:
    """Never read as an ability word (a plain activated ability without boast's restrictions)."""
    (ability,) = parse(line, lang, lenient=True).abilities
    assert isinstance(ability, A.Unparsed)
