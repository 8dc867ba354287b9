"""A lenient parse leaves no reference cycles behind (each would wait for the garbage collector,
whose full collections walk every cached line outcome): lines that parse, lines that do not
(their errors worded), a reminder text. (A strict parse's ParseError, like any exception raised
through frames, may hold a cycle until collected.)"""

from __future__ import annotations

import gc
import time
import weakref

import pytest

from rulesparser import parse

LINES = [
    ("en", "Flying", None),
    ("en", "When Serra Angel enters the battlefield, draw a card.", "Serra Angel"),
    ("en", "Frobnicate the widget.", None),
    # a reminder text after a keyword (Fifth Dawn, Sunburst)
    (
        "en",
        "Sunburst (This enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.)",
        None,
    ),
    (
        "fr",
        "Quand l'Ange de Serra arrive sur le champ de bataille, piochez une carte.",
        "Ange de Serra",
    ),
    ("fr", "Le widget est frobniqué.", None),
    ("de", "Fliegend", None),
    ("de", "Das Widget wird frobniziert.", None),
]


@pytest.mark.parametrize(("lang", "text", "name"), LINES)
def test_parsing_leaves_no_reference_cycle(lang: str, text: str, name: str | None) -> None:
    parse(text, lang, card_name=name, lenient=True)  # grammars loaded, first outcomes cached
    gc.collect()
    gc.disable()
    try:
        for i in range(3):  # a new card name: the line parsed again, then from the cache
            card = parse(text, lang, card_name=f"{name or 'X'} {i}", lenient=True)
            for a in card.abilities:
                getattr(a, "error", None)  # an unparsed line's error worded
            del card
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_cached_outcomes_are_frozen_after_a_collection(monkeypatch: pytest.MonkeyPatch) -> None:
    """Once FREEZE_EVERY new line outcomes are cached, the next collection of the young
    generations ends by freezing what is alive (full collections then skip the line caches);
    what was garbage then is collected first, never frozen."""
    from rulesparser import parser as P

    monkeypatch.setattr(P, "FREEZE_EVERY", 3)
    gc.collect()
    gc.freeze()
    # an object alive through the collection: frozen, it is in no generation any more (the
    # freeze count itself may go down: frozen line outcomes the cache evicts are freed)
    alive = _Cycle()
    try:
        # new outcomes: numbers no other test of this process parsed (a line already cached,
        # by a test run before in the same worker, adds no outcome and freezes nothing)
        base = 100_000 + time.time_ns() % 800_000
        for i in range(4):
            parse(f"Target creature gets +{base + i}/+0 until end of turn.", "en", lenient=True)
        cycle = _Cycle()
        collected = weakref.ref(cycle)
        del cycle
        gc.collect(1)
        assert not any(o is alive for g in range(3) for o in gc.get_objects(generation=g))
        assert collected() is None  # collected by that collection, not frozen
    finally:
        gc.unfreeze()


class _Cycle:
    """An object that refers to itself: garbage only a collection finds."""

    def __init__(self) -> None:
        self.me = self
