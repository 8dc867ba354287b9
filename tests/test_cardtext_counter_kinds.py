"""Counter kinds (CR 122.1): a counter is named by its kind, and new sets name new kinds. English
reads a word right before "counter(s)" as a counter kind even when the word lists have no card
of it ("filibuster", "mire"); "there are N or more [kind] counters on ~" is the condition that ~
has them."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A


def _nodes(text: str, name: str, cls: type[A.Node]) -> list[A.Node]:
    return [n for a in oracle_abilities(text, name) for n in a.walk() if isinstance(n, cls)]


def test_an_unlisted_counter_kind_is_read_from_its_context() -> None:
    """Azor's Elocutors (Dragon's Maze): "remove a filibuster counter from ~" removes one
    counter of kind "filibuster"."""
    name = "Azor's Elocutors"
    (node,) = _nodes(
        f"Whenever a source deals damage to you, remove a filibuster counter from {name}.",
        name,
        A.RemoveCounters,
    )
    assert node.counter == "filibuster" and node.amount == 1
    assert node.object.kind == "self"


def test_a_listed_counter_kind_keeps_its_entry() -> None:
    """ "+1/+1" and "time" are listed kinds: read as before, whatever comes after."""
    (node,) = _nodes("Put a time counter on Thing.", "Thing", A.PutCounters)
    assert node.counter == "time"


def test_a_determiner_before_counters_is_no_counter_kind() -> None:
    """ "those counters", "more counters" name no kind: such a line stays unparsed rather
    than reading "those" as a counter's name."""
    assert oracle_unparsed("Remove those counters from Thing.", "Thing")
    assert oracle_unparsed("Put two more counters on Thing.", "Thing")


def test_there_are_counters_on_it_is_it_has_them() -> None:
    """Luxa River Shrine (Rivals of Ixalan-era Forge text): "Activate only if there are three
    or more brick counters on ~" is the same condition as "if ~ has three or more brick
    counters on it" (CR 122.1, 602.5b)."""
    name = "Luxa River Shrine"
    there = oracle_abilities(
        "{T}: You gain 2 life. Activate this ability only if there are three or more brick "
        f"counters on {name}.",
        name,
    )
    has = oracle_abilities(
        f"{{T}}: You gain 2 life. Activate this ability only if {name} has three or more brick "
        "counters on it.",
        name,
    )
    assert there == has
    (cond,) = [n for n in there[0].walk() if isinstance(n, A.HasCounters)]
    assert (cond.counter, cond.at_least, cond.object.kind) == ("brick", 3, "self")


def test_that_creature_has_a_counter() -> None:
    """Bring Low (Ixalan-era Forge text): "If that creature has a +1/+1 counter on it" asks it
    of the target named before (CR 608.2c), as "if it has ..."."""
    name = "Bring Low"
    (spell,) = oracle_abilities(
        f"{name} deals 3 damage to target creature. If that creature has a +1/+1 counter on it, "
        f"{name} deals 5 damage to it instead.",
        name,
    )
    (cond,) = [n for n in spell.walk() if isinstance(n, A.HasCounters)]
    assert (cond.counter, cond.at_least) == ("+1/+1", 1)
    assert cond.object == A.ObjectRef(kind="that")


def test_evolve_still_compares_that_creature() -> None:
    """Evolve's reminder (CR 702.100a) says "if that creature has greater power or toughness
    than this creature": the same object phrase, the same comparison as before."""
    (kw,) = oracle_abilities(
        "Evolve (Whenever a creature enters the battlefield under your control, if that "
        "creature has greater power or toughness than this creature, put a +1/+1 counter on "
        "this creature.)"
    )
    assert not kw.findings
    (exists,) = [n for n in kw.walk() if isinstance(n, A.Exists)]
    assert exists.object.filter == ("creature", "power>self.power|toughness>self.toughness")
