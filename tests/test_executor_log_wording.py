"""The event log speaks the reader's language and hides nothing it shouldn't reveal: every
counter kind the lexicons know, every refused action and refusal code has a message in each
executor catalog; a sorcery cast by suspend doesn't "gain haste" (CR 702.62a: only a creature
spell does); a face-down spell or permanent isn't named until it's turned face up (CR 708.2,
708.4); an ability that does several things says which, not "sequence"."""

from __future__ import annotations

import pytest

from rulesparser.executor.log import render_log, translator
from rulesparser.executor.scenario import (
    ACTIONS,
    counter_kinds,
    parse_scenario,
    run_scenario,
)
from rulesparser.executor.state import ILLEGAL_CODES

LANGS = ["en", "fr", "de"]


@pytest.mark.parametrize("lang", LANGS)
def test_every_counter_kind_has_a_message(lang: str) -> None:
    _ = translator(lang)
    missing = [k for k in sorted(counter_kinds()) if _(f"counter:{k}") == f"counter:{k}"]
    assert missing == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_refused_action_and_code_has_a_message(lang: str) -> None:
    _ = translator(lang)
    codes = sorted(ILLEGAL_CODES | {"not_eligible"})
    assert [c for c in codes if _(f"illegal:{c}") == f"illegal:{c}"] == []
    actions = sorted(set(ACTIONS) - {"expect"} | {"choose", "search"})
    assert [a for a in actions if _(f"action:{a}") == f"action:{a}"] == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_effect_type_has_a_name(lang: str) -> None:
    """A resolving ability says what it does ("ziehen, offen vorzeigen") in the log's language,
    never an English node name: every effect node type of the AST has a catalog entry."""
    import rulesparser.ast as ast

    _ = translator(lang)
    types = {
        c.type_name
        for c in vars(ast).values()
        if isinstance(c, type) and issubclass(c, ast.Effect) and c is not ast.Effect
    }
    assert len(types) > 100
    assert sorted(t for t in types if _(f"ability:{t}") == f"ability:{t}") == []


def test_a_draw_by_an_ability_is_logged_the_draw_step_draw_is_not() -> None:
    """CR 121.1: a card drawn by an ability is an event of the game; the draw of the draw step
    (CR 504.1), one a turn, is left out of the log."""
    text = """\
scenario: t
ruling: CR 121.1
players: {alice: {}, bob: {}}
cards:
  sage:
    name: {en: Counsel Sage, fr: Sage conseiller, de: Ratgebender Weiser}
    types: [creature]
    power: 1
    toughness: 1
    text:
      en: "{T}: Draw a card."
      fr: "{T} : Piochez une carte."
      de: "{T}: Ziehe eine Karte."
setup:
  alice:
    battlefield: [sage]
turns:
  1:
    main1:
      - activate: sage
      - resolve: all
  2: {}
  3: {}
"""
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    draws = [(e.turn, e.step) for e in r.events if e.kind == "draws"]
    assert draws == [(1, "main1"), (2, "draw"), (3, "draw")]
    lines = {lang: _log(text, lang) for lang in LANGS}
    assert [x for x in lines["en"] if "draws " in x] == [
        "T1 precombat main phase: alice draws 1 card(s)"
    ]
    assert [x for x in lines["fr"] if "pioche " in x] == [
        "T1 première phase principale: alice pioche 1 carte(s)"
    ]
    assert [x for x in lines["de"] if "zieht " in x] == [
        "T1 erste Hauptphase: alice zieht 1 Karte(n)"
    ]


def _log(text: str, lang: str) -> list[str]:
    r = run_scenario(parse_scenario(text, "s.yaml"), lang)
    assert r.failures == []
    return render_log(r.events, lang, r.names)


METEOR = """\
scenario: t
ruling: CR 702.62a
players: {alice: {}, bob: {}}
cards:
  meteor:
    name: {en: Shivan Meteor, fr: Météore shivân, de: Shivanischer Meteor}
    text_name: {de: Shivanische Meteor}
    types: [sorcery]
    mana_cost: "{3}{R}{R}"
    text:
      en: "Shivan Meteor deals 13 damage to target creature.\\nSuspend 2—{1}{R}{R}"
      fr: "Le Météore shivân inflige 13 blessures à la créature ciblée.\\nSuspension 2 — {1}{R}{R}"
      de: "Der Shivanische Meteor fügt einer Kreatur deiner Wahl 13 Schadenspunkte zu.\\nAussetzen 2 {1}{R}{R}"
  bear:
    name: {en: Grizzly Bears, fr: Ours gris, de: Grizzlybären}
    types: [creature]
    power: 2
    toughness: 2
setup:
  alice: {hand: [meteor]}
  bob: {battlefield: [bear]}
turns:
  1:
    main1:
      - suspend: meteor
play_turns: 5
expect:
  zone: {bear: graveyard, meteor: graveyard}
  no_events:
    - {event: gains, card: meteor}
"""


@pytest.mark.parametrize("lang", LANGS)
def test_a_sorcery_cast_by_suspend_does_not_gain_haste(lang: str) -> None:
    lines = _log(METEOR, lang)
    assert any("13" in line for line in lines)
    assert not any(w in line for line in lines for w in ("haste", "célérité", "Eile")), "\n".join(
        lines
    )


MORPH = """\
scenario: t
ruling: CR 708.2
players: {alice: {}, bob: {}}
cards:
  cutthroat:
    name: {en: Zombie Cutthroat, fr: Surineur zombie, de: Mordender Zombie}
    types: [creature]
    power: 3
    toughness: 4
    mana_cost: "{3}{B}{B}"
    text: {en: "Morph—Pay 5 life.", fr: "Mue—Payez 5 points de vie.", de: "Morph Bezahle 5 Lebenspunkte."}
setup:
  alice: {hand: [cutthroat]}
turns:
  1:
    main1:
      - cast: cutthroat
        face_down: true
      - resolve: all
      - turn_face_up: cutthroat
expect:
  life: {alice: 15}
"""


@pytest.mark.parametrize(
    ("lang", "name", "hidden"),
    [
        ("en", "Zombie Cutthroat", "a face-down spell resolves"),
        ("fr", "Surineur zombie", "un sort face cachée se résout"),
        ("de", "Mordender Zombie", "ein verdeckter Zauberspruch wird verrechnet"),
    ],
)
def test_a_face_down_spell_is_not_named_until_turned_face_up(
    lang: str, name: str, hidden: str
) -> None:
    lines = _log(MORPH, lang)
    hidden_at = [i for i, line in enumerate(lines) if hidden in line]
    named = [i for i, line in enumerate(lines) if name in line]
    assert hidden_at, "\n".join(lines)
    # it is first named as it is turned face up, after it resolved and entered face down
    assert named and named[0] > hidden_at[0] and len(named) == 1, "\n".join(lines)


#: Ana Battlemage cast with its {1} kicker: its trigger taps a creature and deals damage
ANA_KICKED = """\
scenario: t
ruling: CR 608.2c
players: {alice: {}, bob: {}}
cards:
  ana: {kb: Ana Battlemage}
setup:
  alice: {hand: [ana]}
turns:
  1:
    main1:
      - cast: ana
        kicker: [1]
      - resolve: all
expect:
  life: {alice: 18}
"""


@pytest.mark.parametrize(
    ("lang", "says"),
    [
        ("en", "(tap, deal damage)"),
        ("fr", "(engager, infliger des blessures)"),
        ("de", "(tappen, Schaden zufügen)"),
    ],
)
def test_an_ability_with_several_effects_names_them(lang: str, says: str) -> None:
    lines = _log(ANA_KICKED, lang)
    assert any(says in line for line in lines), "\n".join(lines)
    assert not any("sequence" in line or "plusieurs effets" in line for line in lines)


@pytest.mark.parametrize(
    ("lang", "pays", "declines"),
    [
        ("en", "bob pays the cost for Deepcavern Imp", "alice doesn't pay the cost for"),
        ("fr", "bob paie le coût de Diablotin troglodyte", "alice ne paie pas le coût de"),
        ("de", "bob bezahlt die Kosten für Tiefhöhlenbold", "alice bezahlt die Kosten für"),
    ],
)
def test_an_echo_cost_without_mana_is_not_paid_zero(lang: str, pays: str, declines: str) -> None:
    text = """\
scenario: t
ruling: CR 702.30a
players: {alice: {}, bob: {}}
cards:
  imp:
    name: {en: Deepcavern Imp, fr: Diablotin troglodyte, de: Tiefhöhlenbold}
    types: [creature]
    power: 2
    toughness: 2
    text:
      en: "Flying, haste\\nEcho—Discard a card."
      fr: "Vol, célérité\\nÉcho — Défaussez-vous d'une carte."
      de: "Fliegend, Eile\\nEcho Wirf eine Karte aus deiner Hand ab."
setup:
  alice: {battlefield: [{card: imp, as: imp1, fresh: true}]}
  bob: {battlefield: [{card: imp, as: imp2, fresh: true}], hand: [{card: imp, as: spare}]}
play_turns: 2
expect:
  zone: {imp1: graveyard, imp2: battlefield, spare: graveyard}
"""
    lines = _log(text, lang)
    assert any(pays in line for line in lines), "\n".join(lines)
    assert any(declines in line for line in lines), "\n".join(lines)
    assert not any(" 0 " in line for line in lines), "\n".join(lines)


def test_an_effect_the_executor_cannot_play_is_named_in_the_logs_language() -> None:
    """The `unsupported` event names an effect type in the log's language ("meuler", not
    "mill"); a name with a detail, its effect's words then the detail ("create token
    (attacking)"); a name with no catalog entry stays as the executor gives it."""
    from rulesparser.executor.state import GameEvent

    event = GameEvent("unsupported", 1, "main1", (("node", "mill"),))
    assert render_log([event], "fr", {}) == [
        "T1 première phase principale: Non pris en charge par l'exécuteur : meuler"
    ]
    assert render_log([event], "de", {})[0].endswith(": mahlen")
    other = GameEvent("unsupported", 1, "main1", (("node", "create_token:attacking"),))
    assert render_log([other], "en", {})[0].endswith(": create token (attacking)")
    unknown = GameEvent("unsupported", 1, "main1", (("node", "no_such_effect:x"),))
    assert render_log([unknown], "en", {})[0].endswith(": no_such_effect:x")


def test_the_french_turn_line_needs_no_elision() -> None:
    """ "tour de alice" is no French ("d'alice"): the line is worded so that any name fits."""
    from rulesparser.executor.state import GameEvent

    event = GameEvent("turn", 2, "untap", (("number", 2), ("player", "alice")))
    assert render_log([event], "fr", {})[0].endswith("Tour 2 : alice est le joueur actif")


def test_a_french_log_elides_before_a_name_beginning_with_a_vowel() -> None:
    """ "La capacité de {card}" before "Ogre" is "La capacité d'Ogre"; a card exiled from
    exile is "exilé(e) de l'exil" (``from_zone:exile``); a name beginning with a consonant,
    or a German line, keeps its words (``locales/fr/log_elisions.yaml``)."""
    from rulesparser.executor.state import GameEvent

    names = {"ogre": "Ogre brutal", "bear": "Bête sauvage"}
    trig = GameEvent("triggers", 1, "main1", (("card", "ogre"), ("ability", "draw")))
    assert "La capacité d'Ogre brutal se déclenche" in render_log([trig], "fr", names)[0]
    bear = GameEvent("triggers", 1, "main1", (("card", "bear"), ("ability", "draw")))
    assert "La capacité de Bête sauvage se déclenche" in render_log([bear], "fr", names)[0]
    exiled = GameEvent("exiled", 1, "main1", (("card", "bear"), ("zone", "exile")))
    assert render_log([exiled], "fr", names)[0].endswith("est exilé(e) de l'exil")
    assert "von" in render_log([trig], "de", {"ogre": "Ogre"})[0]


def test_a_german_log_quotes_a_card_name_it_cannot_decline() -> None:
    """German declines a name after "von" ("die Fähigkeit der Elfischen Visionärin"); the log
    has no declension of card names, so it quotes the name as a title ("die Fähigkeit von
    „Ana-Kampfmagierin“"), which German leaves undeclined, rather than print "von Elfische
    Visionärin"."""
    lines = [line for line in _log(ANA_KICKED, "de") if "Fähigkeit von" in line]
    assert lines, "no ability line in the German log"
    assert all("Fähigkeit von „" in line for line in lines), "\n".join(lines)


PUMP = """\
scenario: t
ruling: CR 613.4c
players: {alice: {}, bob: {}}
cards:
  rush:
    name: {en: Reckless Rush, fr: Ruée téméraire, de: Tollkühner Ansturm}
    types: [instant]
    mana_cost: "{R}"
    text:
      en: "Target creature gets +1/-1 until end of turn.\\nDraw a card, then discard a card."
      fr: "La créature ciblée gagne +1/-1 jusqu'à la fin du tour.\\nPiochez une carte, puis défaussez-vous d'une carte."
      de: "Eine Kreatur deiner Wahl erhält +1/-1 bis zum Ende des Zuges.\\nZiehe eine Karte und wirf dann eine Karte ab."
  bear:
    name: {en: Grizzly Bears, fr: Ours gris, de: Grizzlybären}
    types: [creature]
    power: 2
    toughness: 2
setup:
  alice: {hand: [rush], battlefield: [bear], library: 3}
turns:
  1:
    main1:
      - cast: rush
        targets: [bear]
      - resolve: all
      - expect: {pt: {bear: 3/1}}
expect:
  pt: {bear: 2/2}
"""


@pytest.mark.parametrize(
    ("lang", "library_card"),
    [("en", "library card"), ("fr", "carte de bibliothèque"), ("de", "Bibliothekskarte")],
)
def test_a_power_toughness_change_keeps_its_signs_and_blank_cards_are_named(
    lang: str, library_card: str
) -> None:
    """ "+1/-1" is a change (CR 613.4c), not the values 1/-1; the label of the ability names
    the change, not a "+N/+N" placeholder; a scenario's blank library card is named in the
    log's language."""
    lines = _log(PUMP, lang)
    text = "\n".join(lines)
    assert any("+1/-1" in line for line in lines), text
    assert "+N/+N" not in text
    assert not any(" 1/-1" in line for line in lines), text
    assert library_card in text, text
    if lang != "en":
        assert "library card" not in text


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "carte de bibliothèque est exilé(e) de la bibliothèque"),
        ("de", "Bibliothekskarte wird aus der Bibliothek ins Exil geschickt"),
        ("en", "library card is exiled from the library"),
    ],
)
def test_a_card_exiled_from_a_library_is_said_with_its_article(lang: str, said: str) -> None:
    """Tester report stop 32 item 5: not "est exilé depuis le bibliothèque" nor "aus dem
    Bibliothek": each zone left with its own preposition and article (``from_zone:<zone>``)."""
    from rulesparser.executor.state import GameEvent

    exiled = GameEvent("exiled", 1, "main1", (("card", "alice:library1"), ("zone", "library")))
    names = {
        "alice:library1": {
            "en": "library card",
            "fr": "carte de bibliothèque",
            "de": "Bibliothekskarte",
        }[lang]
    }
    assert render_log([exiled], lang, names)[0].endswith(said)
