"""The color area (grammar/<lang>/sentences_color.lark, rulesparser/transform/sentences/color.py,
rulesparser/executor/color.py): the English, French and German texts of the cards give one AST,
and the executor's damage triggers and color choices behave as the rules say."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse

# (English, French, German) texts: Oracle texts of kb/seed_cards.yaml (Planar Chaos) and the
# Invasion printing of Tidal Visionary (MTGJSON foreignData)
LINES = [
    (
        "Whenever a source of the chosen color deals damage to you, you may pay {1}. If you do, "
        "target player loses 1 life and you gain 1 life.",
        "À chaque fois qu'une source de la couleur choisie vous blesse, vous pouvez payer {1}. Si "
        "vous faites ainsi, le joueur ciblé perd 1 point de vie et vous gagnez 1 point de vie.",
        "Immer wenn eine Quelle der bestimmten Farbe dir Schaden zufügt, kannst du {1} bezahlen. "
        "Falls du dies tust, verliert ein Spieler deiner Wahl 1 Lebenspunkt, und du erhältst 1 "
        "Lebenspunkt dazu.",
    ),
    (
        "Whenever enchanted creature deals damage to an opponent, you may draw a card.",
        "À chaque fois que la créature enchantée inflige des blessures à un adversaire, vous "
        "pouvez piocher une carte.",
        "Immer wenn die verzauberte Kreatur einem Gegner Schaden zufügt, kannst du eine Karte "
        "ziehen.",
    ),
    (
        "Other white creatures get +1/+1.",
        "Les autres créatures blanches gagnent +1/+1.",
        "Andere weiße Kreaturen erhalten +1/+1.",
    ),
    (
        "Nonwhite creatures get -1/-1.",
        "Les créatures non-blanches gagnent -1/-1.",
        "Nichtweiße Kreaturen erhalten -1/-1.",
    ),
    (
        "{T}: Target creature becomes the color of your choice until end of turn.",
        "{T}: La créature ciblée devient de la couleur de votre choix jusqu'à la fin du tour.",
        "{T}: Die Farbe einer Kreatur Deiner Wahl wird bis zum Ende des Zuges zu einer Farbe, die "
        "Du bestimmst.",
    ),
]


@pytest.mark.parametrize(("en", "fr", "de"), LINES)
def test_english_french_and_german_give_one_ast(en: str, fr: str, de: str) -> None:
    ast = parse(en, "en")
    assert parse(fr, "fr") == ast
    assert parse(de, "de") == ast


def test_damage_trigger_ast() -> None:
    (ability,) = parse(
        "Whenever Mirri the Cursed deals combat damage to a creature, put a +1/+1 counter on "
        "Mirri the Cursed.",
        "en",
        card_name="Mirri the Cursed",
    ).abilities
    assert ability.trigger == A.EventTrigger(
        event="deals_combat_damage",
        object=A.ObjectRef(kind="self"),
        recipient=A.ObjectRef(kind="any", filter=("creature",)),
    )
    (circle,) = parse(LINES[0][0], "en").abilities
    assert circle.trigger.event == "deals_damage"
    assert circle.trigger.object.filter == ("source", "chosen_color")
    assert circle.trigger.recipient == A.PlayerRef(kind="you")


def test_choose_a_color_as_it_enters() -> None:
    for lang, text, name in (
        ("en", "As Circle of Affliction enters the battlefield, choose a color.", None),
        ("en", "As Circle of Affliction comes into play, choose a color.", None),
        (
            "fr",
            "Au moment où le Cercle de l'affliction arrive en jeu, choisissez une couleur.",
            "Cercle de l'affliction",
        ),
        (
            "de",
            "Sowie der Kreis des Kummers ins Spiel kommt, bestimme eine Farbe.",
            "Kreis des Kummers",
        ),
    ):
        (ability,) = parse(text, lang, card_name=name or "Circle of Affliction").abilities
        assert ability.mode == "as"
        assert ability.replacement == A.ChooseColor(player=A.PlayerRef(kind="you"))


def test_a_circle_placed_at_setup_has_its_chosen_color() -> None:
    """A permanent placed on the battlefield by a scenario's setup has the color chosen in
    ``choices.colors`` (its "as it enters" ability is not skipped): only red sources trigger."""
    from rulesparser.executor.scenario import parse_scenario, run_scenario

    text = """scenario: Circle placed at setup
ruling: test
players: {alice: {}, bob: {}}
cards:
  circle: {kb: Circle of Affliction}
  minotaur:
    name: {en: Canyon Minotaur, fr: Minotaure des canyons, de: Bergschlucht-Minotaurus}
    types: [creature]
    power: 3
    toughness: 3
    mana_cost: "{3}{R}"
  bear:
    name: {en: Runeclaw Bear, fr: Ours runegriffe, de: Runenklauenbär}
    types: [creature]
    power: 2
    toughness: 2
    mana_cost: "{1}{G}"
setup:
  alice: {battlefield: [circle]}
  bob: {battlefield: [minotaur, bear]}
choices:
  colors: {circle: red}
  targets: {circle: [bob]}
turns:
  2:
    declare_attackers:
      - attack: [minotaur, bear]
expect:
  life: {alice: 16, bob: 19}
  events:
    - {event: triggers, source: circle, count: 1}
"""
    for lang in ("en", "fr", "de"):
        result = run_scenario(parse_scenario(text, "s.yaml"), lang)
        assert result.failures == [], result.failures


def test_german_damage_trigger_with_article_parses_like_english() -> None:
    """ "Immer wenn der Eichenheim-Widersacher einem Spieler Kampfschaden zufügt" (Oakenform
    Adversary's German text, with the article before the name) crashed with StopIteration."""
    from rulesparser import parse
    from rulesparser.ast import strip_meta

    de = parse(
        "Immer wenn der Eichenheim-Widersacher einem Spieler Kampfschaden zufügt, ziehe eine Karte.",
        "de",
        card_name="Eichenheim-Widersacher",
    )
    en = parse(
        "Whenever Oakenform Adversary deals combat damage to a player, draw a card.",
        "en",
        card_name="Oakenform Adversary",
    )
    assert [strip_meta(a.to_json()) for a in de.abilities] == [
        strip_meta(a.to_json()) for a in en.abilities
    ]


def test_a_transformer_bug_is_a_parse_error_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Any exception inside a rule callback becomes a ParseError naming the line (exit 2 on the
    command line), never a traceback."""
    from rulesparser import ParseError, parse
    from rulesparser import parser as P
    from rulesparser.transform.sentences import color as transform_color

    def broken(self: object, ch: list[object]) -> object:
        raise StopIteration

    from rulesparser import cardtext
    from rulesparser.transform.lines import LinesMixin

    # both grammars that read the line (the card-text grammar first, then the older one)
    monkeypatch.setattr(transform_color.ColorMixin, "co_trig_damage", broken)
    monkeypatch.setattr(LinesMixin, "tv_combat_damage_player", broken)
    P._transforming_parser.cache_clear()
    cardtext._parser.cache_clear()
    P._read_normalized.cache_clear()  # line outcomes of the unbroken parser
    try:
        with pytest.raises(ParseError, match="internal grammar error"):
            parse(
                "Whenever Broken Test Knight deals combat damage to a player, draw a card.",
                "en",
                card_name="Broken Test Knight",
            )
    finally:
        monkeypatch.undo()
        P._transforming_parser.cache_clear()
        cardtext._parser.cache_clear()
        P._read_normalized.cache_clear()
