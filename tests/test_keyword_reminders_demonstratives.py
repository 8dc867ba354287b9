"""Demonstratives in keyword reminder texts (CR 207.2a: a reminder restates what the object it
is printed on does): French "cette créature" / "cette carte" and German "diese Kreatur" there
are that object, unless the ability names another object with the same noun before them, and a
trigger's own object stays "that [noun]" (CR 603.2). Checked as ``benchmarks/keyword_expansion.py``
checks a reminder: parsed alone and compared with the keyword's CR expansion."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.parser import _compare, _param_values, _reminder_nodes, substitute


def _agrees(keyword_line: str, reminder: str, lang: str) -> bool:
    """Whether ``reminder``, printed after ``keyword_line`` in ``lang``, reads as the
    abilities the keyword's CR rule gives (None of its abilities unread)."""
    (kw,) = parse(keyword_line, lang).abilities
    assert isinstance(kw, A.Keyword)
    nodes = _reminder_nodes(reminder, lang, 1, 0, f"{keyword_line} ({reminder})")
    assert nodes, f"reminder not read: {reminder}"
    nodes = [substitute(n, _param_values(kw.parameter)) for n in nodes]
    return _compare(kw.name, kw.abilities, nodes) == []


@pytest.mark.parametrize(
    ("keyword_line", "reminder", "lang"),
    [
        # Rise of the Eldrazi annihilator, French and German prints
        (
            "Annihilateur 2",
            "À chaque fois que cette créature attaque, le joueur défenseur sacrifie deux "
            "permanents.",
            "fr",
        ),
        (
            "Vernichter 2",
            "Immer wenn diese Kreatur angreift, opfert der verteidigende Spieler zwei bleibende "
            "Karten.",
            "de",
        ),
        # Champions of Kamigawa bushido (French print)
        (
            "Bushido 2",
            "Quand cette créature bloque ou devient bloquée, elle gagne +2/+2 jusqu'à la fin du "
            "tour.",
            "fr",
        ),
        # basic landcycling: "cette carte" discarded as the cost is this card (CR 702.29a)
        (
            "Recyclage de terrain de base {1}{G}",
            "{1}{G}, défaussez-vous de cette carte : Cherchez dans votre bibliothèque une carte "
            "de terrain de base, révélez-la, mettez-la dans votre main, puis mélangez.",
            "fr",
        ),
    ],
)
def test_a_reminders_demonstrative_is_the_object_it_is_printed_on(
    keyword_line: str, reminder: str, lang: str
) -> None:
    """Annihilator (CR 702.86a), bushido (702.45a), landcycling (702.29a): "this creature"."""
    assert _agrees(keyword_line, reminder, lang)


def test_a_demonstrative_after_the_triggers_object_is_that_object() -> None:
    """Exalted (CR 702.83a): "cette créature" after "une créature que vous contrôlez attaque
    seule" is the creature that attacked, not the exalted permanent."""
    assert _agrees(
        "Exaltation",
        "À chaque fois qu'une créature que vous contrôlez attaque seule, cette créature gagne "
        "+1/+1 jusqu'à la fin du tour.",
        "fr",
    )


def test_this_spell_in_a_reminder_is_the_spell_itself() -> None:
    """Affinity for artifacts (CR 702.41a): "Ce sort coûte {1} de moins" is this spell."""
    assert _agrees(
        "Affinité pour les artefacts",
        "Ce sort coûte {1} de moins à lancer pour chaque artefact que vous contrôlez.",
        "fr",
    )


def test_a_demonstrative_after_another_object_of_its_noun_stays_unread() -> None:
    """Graft's "À chaque fois qu'une autre créature arrive ..., vous pouvez déplacer un
    marqueur +1/+1 de cette créature sur elle": "cette créature" (this creature) comes after
    "une autre créature" (that creature) is named; which one it is, is not guessed."""
    reminder = (
        "À chaque fois qu'une autre créature arrive en jeu, vous pouvez déplacer un marqueur "
        "+1/+1 de cette créature sur elle."
    )
    assert _reminder_nodes(reminder, "fr", 1, 0, f"Greffe 2 ({reminder})") is None


def test_the_same_words_as_a_card_line_are_not_read_as_this_object() -> None:
    """The reading of a reminder is not the reading of a card line: "Mettez un marqueur +1/+1
    sur cette créature." alone on a card line is a spell's effect (an instant or sorcery is no
    creature: it names an object said elsewhere, CR 608.2c) and stays unparsed, before and
    after the same words are read in a reminder, where they are this creature."""
    words = "Mettez un marqueur +1/+1 sur cette créature."
    card = parse(words, "fr", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)
    nodes = _reminder_nodes(words, "fr", 1, 0, f"Soutien ({words})")
    assert nodes and not any(isinstance(n, A.Unparsed) for n in nodes)
    again = parse(words, "fr", lenient=True)
    assert isinstance(again.abilities[0], A.Unparsed)
