"""The steps that join the sentences of one ability (CR 608.2c: "that name", "from it", "the
rest", "that many", "this way" read against an earlier sentence) are skipped when the sentences
hold nothing a step looks for (``rulesparser.transform.effects._Census``). A user sees the same
card either way: each line below is parsed with every step run and with the skips, and the two
readings are compared (the same AST, the same refusals)."""

from __future__ import annotations

import pytest

from rulesparser import parse, parser
from rulesparser.ast import Unparsed, strip_meta
from rulesparser.transform import effects

#: (language, card name, text): lines a step joins to an earlier sentence or refuses (found by
#: running the corpus with each step watched), and lines no step changes
LINES = [
    (
        "en",
        "Dash Hopes",
        "When you cast this spell, any player may pay 5 life. If a player does, counter Dash Hopes.",
    ),
    (
        "en",
        "Breaking Point",
        "Any player may have Breaking Point deal 6 damage to them. If no one does, destroy all creatures. Creatures destroyed this way can't be regenerated.",
    ),
    (
        "fr",
        "Dépouiller",
        "Le joueur ciblé révèle sa main. Vous y choisissez une carte d'artefact ou de créature. Ce joueur se défausse de cette carte.",
    ),
    (
        "de",
        "Letzter Abschied",
        "Durchsuche deine Bibliothek nach zwei Karten. Nimm eine davon auf deine Hand und lege die andere auf deinen Friedhof. Mische danach deine Bibliothek.",
    ),
    (
        "en",
        "Deadly Vanity",
        "Choose a creature or planeswalker, then destroy all other creatures and planeswalkers.",
    ),
    (
        "en",
        "Jaya Ballard, Task Mage",
        "{1}{R}, {T}, Discard a card: Jaya Ballard, Task Mage deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.",
    ),
    (
        "en",
        "Judge Unworthy",
        "Choose target attacking or blocking creature. Scry 3, then reveal the top card of your library. Judge Unworthy deals damage equal to that card's mana value to that creature.",
    ),
    ("en", "Wash Out", "Return all permanents of the color of your choice to their owners' hands."),
    (
        "en",
        "Aphetto Dredging",
        "Return up to three target creature cards of the creature type of your choice from your graveyard to your hand.",
    ),
    (
        "de",
        "Wegschwemmen",
        "Bestimme eine Farbe. Bringe alle bleibenden Karten dieser Farbe auf die Hand ihrer Besitzer zurück.",
    ),
    (
        "de",
        "Defensive Manöver",
        "Bestimme einen Kreaturentyp. Kreaturen dieses Typs erhalten +0/+4 bis zum Ende des Zuges.",
    ),
    (
        "de",
        "Teferis Graben",
        "Kreaturen dieser Farbe ohne Flugfähigkeit können Dich nicht angreifen.",
    ),
    (
        "en",
        "Ostracize",
        "Target opponent reveals their hand. You choose a creature card from it. That player discards that card.",
    ),
    (
        "de",
        "Vordringen",
        "Schaue Dir die Karten auf der Hand eines Spielers Deiner Wahl an und bestimme ein Nichtstandardland davon. Dieser Spieler wirft dieses Land ab.",
    ),
    (
        "en",
        "Cabal Therapy",
        "Choose a nonland card name. Target player reveals their hand and discards all cards with that name.",
    ),
    (
        "en",
        "Cabal Therapist",
        "At the beginning of your precombat main phase, you may sacrifice a creature. When you do, choose a nonland card name, then target player reveals their hand and discards all cards with that name.",
    ),
    (
        "de",
        "Großoffensive",
        "Bringe X Goblin-Spielsteine ins Spiel. Behandle diese Spielsteine wie 1/1 rote Kreaturen.",
    ),
    (
        "de",
        "Mittsommerfeier",
        "{G}, opfere die Mittsommerfeier: Bringe X Bestien-Spielsteine ins Spiel, wobei X gleich der Anzahl an Lyrikmarken auf der Mittsommerfeier ist. Behandle diese Spielsteine wie 3/3 grüne Kreaturen.",
    ),
    (
        "en",
        "Pact of the Titan",
        "At the beginning of your next upkeep, pay {4}{R}. If you don't, you lose the game.",
    ),
    ("en", "Lich's Mastery", "Whenever you gain life, draw that many cards."),
    (
        "en",
        "Fable of the Mirror-Breaker",
        "II — You may discard up to two cards. If you do, draw that many cards.",
    ),
    (
        "en",
        "Day of the Dragons",
        "When Day of the Dragons enters the battlefield, exile all creatures you control. Then create that many 5/5 red Dragon creature tokens with flying.",
    ),
    ("en", "Tragic Arrogance", "Each player chooses a creature they control. Destroy the rest."),
    (
        "en",
        "Stitch in Time",
        "Flip a coin. If you win the flip, take an extra turn after this one.",
    ),
    ("en", "Lightning Bolt", "Lightning Bolt deals 3 damage to any target."),
    ("fr", "Divination", "Piochez deux cartes."),
    ("en", "Nameless", "Destroy the rest."),
    ("en", "Nameless", "You gain life equal to the damage dealt this way."),
    ("en", "Nameless", "Target player discards all cards with that name."),
]


def _forget_lines() -> None:
    parser._parse_line_cached.cache_clear()
    parser._read_normalized.cache_clear()


def _reading(lang: str, name: str, text: str) -> list[object]:
    """The abilities of ``text`` as JSON without source and findings, an unparsed line as its
    refusal's reason (read afresh: no line outcome cached)."""
    _forget_lines()
    card = parse(text, lang, card_name=name, lenient=True)
    return [
        ("unparsed", a.to_json()["error"]) if isinstance(a, Unparsed) else strip_meta(a.to_json())
        for a in card.abilities
    ]


@pytest.mark.parametrize(("lang", "name", "text"), LINES)
def test_skipped_steps_change_no_reading(
    lang: str, name: str, text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The line read with the census's skips and with every step run: the same abilities."""
    skipped = _reading(lang, name, text)
    with monkeypatch.context() as m:
        real = effects._Census.__init__

        def open_census(self: effects._Census, sentences: list[object]) -> None:
            real(self, sentences)
            self.open = True
            self.of_choice = True

        m.setattr(effects._Census, "__init__", open_census)
        m.setattr(effects, "_LAST_CENSUS", [None])  # (no census made before kept)
        every = _reading(lang, name, text)
    _forget_lines()
    assert skipped == every


def test_refusals_stay_unparsed() -> None:
    """A later sentence that reads what no earlier one said is left unparsed, skips or not."""
    for text in ("Destroy the rest.", "You gain life equal to the damage dealt this way."):
        assert _reading("en", "Nameless", text)[0][0] == "unparsed"
