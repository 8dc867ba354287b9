"""Reminder lines that restate a game rule rather than an ability (CR 207.2a): a Saga's lore
counter reminder (CR 714.3, 714.4) is recognised in English, French and German, carries the rule
it restates and no finding, and compares equal across the three languages."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.describe import describe

SAGA_REMINDERS = [
    (
        "en",
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)",
    ),
    (
        "fr",
        "(Au moment où cette saga arrive sur le champ de bataille et après votre étape de pioche,"
        " ajoutez un marqueur « sapience ». Sacrifiez après III.)",
    ),
    (
        "de",
        "(Je eine Sagenmarke beim Ins-Spiel-Kommen und nach deinem Ziehsegment. Opfern nach III.)",
    ),
]


@pytest.mark.parametrize(("lang", "text"), SAGA_REMINDERS)
def test_saga_reminder_restates_cr_714_3(lang: str, text: str) -> None:
    (line,) = parse(text, lang).abilities
    assert line.type_name == "reminder_text"
    assert line.rule == "714.3"
    assert line.findings == ()
    assert "CR 714.3" in describe(line)


def test_saga_reminder_is_the_same_ast_in_three_languages() -> None:
    asts = {parse(text, lang).abilities[0] for lang, text in SAGA_REMINDERS}
    assert len(asts) == 1


def test_any_chapter_number_and_the_2024_wording_without_sacrifice() -> None:
    for text in (
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after IV.)",
        "(As this Saga enters and after your draw step, add a lore counter.)",
    ):
        (line,) = parse(text).abilities
        assert line.rule == "714.3", text


def test_an_altered_saga_reminder_is_still_reported_unread() -> None:
    """Only the printed wordings are a rule reminder: a changed sentence is not passed over."""
    (line,) = parse("(As this Saga enters, add a lore counter. Sacrifice after III.)").abilities
    assert line.rule is None
    assert [f.code for f in line.findings] == ["reminder-unrecognised"]
