"""A protection line naming several qualities, each after "from" (CR 702.16a: one protection
ability per quality): "Protection from Vampires, from Werewolves and from Zombies" is the same
three keywords as "Protection from Vampires and from Werewolves and from Zombies"; a comma
before another keyword of a keyword list stays the list's."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A


def _qualities(text: str) -> list[str]:
    return [n.value for a in oracle_abilities(text) for n in a.walk() if isinstance(n, A.Quality)]


def test_a_comma_list_of_protections() -> None:
    """Elite Inquisitor (Innistrad): three protections, each from a creature type."""
    listed = oracle_abilities("Protection from Vampires, from Werewolves, and from Zombies")
    joined = oracle_abilities("Protection from Vampires and from Werewolves and from Zombies")
    assert listed == joined
    assert oracle_abilities("Protection from Vampires, from Werewolves and from Zombies") == listed
    assert _qualities("Protection from Vampires, from Werewolves, and from Zombies") == [
        "vampire",
        "werewolf",
        "zombie",
    ]


def test_a_comma_before_another_keyword_ends_the_protection() -> None:
    keywords = [
        a.name
        for a in oracle_abilities("Flying, protection from red, vigilance")
        if isinstance(a, A.Keyword)
    ]
    assert keywords == ["flying", "protection", "vigilance"]
