"""Library mechanics: searching (CR 701.19), shuffling (CR 701.20), the "if you cast it from your
hand" condition. Real card texts parse to one AST in EN (printed and Oracle), FR and DE; a
scripted shuffle order is checked; malformed shuffle choices are refused with file:line."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta
from rulesparser.executor.scenario import ScenarioError, kb_card, parse_scenario, run_scenario


@pytest.mark.parametrize("name", ["Wild Pair", "Hunting Wilds", "Spellshift"])
def test_kb_card_gives_one_ast_in_every_language_and_wording(name: str) -> None:
    card = kb_card(name)
    assert card is not None
    asts = [
        strip_meta(parse(o["text"], lang, card_name=card["names"][lang]))
        for lang, o in card["oracle"].items()
    ]
    asts.append(strip_meta(parse(card["printed"]["en"]["text"], "en", card_name=name)))
    assert all(a == asts[0] for a in asts)


def test_wild_pair_ast_shape() -> None:
    card = kb_card("Wild Pair")
    assert card is not None
    ab = parse(card["printed"]["en"]["text"], "en").abilities[0]
    assert isinstance(ab, A.TriggeredAbility)
    assert ab.trigger.event == "enters" and ab.trigger.object.filter == ("creature",)
    assert ab.condition == A.WasCast(
        object=A.ObjectRef(kind="it"), player=A.PlayerRef(kind="you"), zone="hand"
    )
    eff = ab.effect
    assert isinstance(eff, A.SearchLibrary)
    assert eff.optional and eff.shuffle and not eff.tapped
    assert eff.object.filter == ("creature", "card")
    assert eff.total_power_toughness == A.Count(
        what="total_power_toughness", object=A.ObjectRef(kind="it")
    )


_SHUFFLE = """
scenario: scripted shuffle
ruling: test
players: {alice: {}, bob: {}}
cards:
  wild_pair: {kb: Wild Pair}
  bear: {name: {en: Runeclaw Bear}, types: [creature], power: 2, toughness: 2, mana_cost: "{1}{G}"}
  ogre: {name: {en: Hill Ogre}, types: [creature], power: 5, toughness: 5}
languages: [en]
setup:
  alice:
    battlefield: [wild_pair]
    hand: [{card: bear, as: bear1}]
    library: [ogre, {card: ogre, as: ogre2}, {card: bear, as: bear2}, {card: ogre, as: ogre3}]
choices:
  shuffle: {alice: SHUFFLE}
turns:
  1:
    main1:
      - cast: bear1
      - resolve: all
expect:
  library_order: {alice: ORDER}
"""


def test_scripted_shuffle_puts_the_listed_cards_on_top() -> None:
    text = _SHUFFLE.replace("SHUFFLE", "[ogre3, ogre2]").replace("ORDER", "[ogre3, ogre2, ogre]")
    assert run_scenario(parse_scenario(text, "t.yaml"), "en").failures == []


def test_unscripted_shuffle_keeps_the_order_and_a_wrong_order_fails() -> None:
    text = _SHUFFLE.replace("  shuffle: {alice: SHUFFLE}\n", "  may: {}\n")
    ok = text.replace("ORDER", "[ogre, ogre2, ogre3]")
    assert run_scenario(parse_scenario(ok, "t.yaml"), "en").failures == []
    bad = text.replace("ORDER", "[ogre3, ogre2, ogre]")
    failures = run_scenario(parse_scenario(bad, "t.yaml"), "en").failures
    assert len(failures) == 1 and "library_order" in failures[0]


def test_shuffle_choice_with_an_unknown_label_is_refused_with_its_line() -> None:
    text = _SHUFFLE.replace("SHUFFLE", "[ogre9]").replace("ORDER", "[]")
    with pytest.raises(ScenarioError, match=r"t\.yaml:\d+: unknown label 'ogre9'"):
        parse_scenario(text, "t.yaml")


_PAIR = """
scenario: Wild Pair variants
ruling: test
players: {alice: {}, bob: {}}
cards:
  wild_pair: {kb: Wild Pair}
  bear: {name: {en: Runeclaw Bear}, types: [creature], power: 2, toughness: 2, mana_cost: "{1}{G}"}
languages: [en]
setup:
  alice:
    battlefield: [wild_pair]
    library: [{card: bear, as: bear2}, {card: bear, as: bear3}]
  bob:
    hand: [{card: bear, as: bob_bear}]
CHOICES
turns:
  TURN:
    main1:
      - cast: CASTER
        by: BY
      - resolve: all
expect:
  EXPECT
"""


def _pair(caster: str, by: str, choices: str, expect: str) -> list[str]:
    text = (
        _PAIR.replace("CASTER", caster)
        .replace("BY", by)
        .replace("TURN", "1" if by == "alice" else "2")  # each in their main phase (CR 307.1)
        .replace("CHOICES", choices)
        .replace("EXPECT", expect)
    )
    text = text.replace(
        "    library: [{card: bear, as: bear2}",
        "    hand: [{card: bear, as: bear1}]\n    library: [{card: bear, as: bear2}",
    )
    return run_scenario(parse_scenario(text, "t.yaml"), "en").failures


def test_a_search_may_fail_to_find_and_still_shuffles() -> None:
    # CR 701.19b: a search for a card with a stated quality may find nothing
    expect = (
        "zones: {alice: {library: [bear2, bear3], battlefield: [wild_pair, bear1]}}\n"
        "  events: [{event: fails_to_find, player: alice}, {event: shuffles, player: alice}]\n"
        "  no_events: [{event: finds}]"
    )
    assert _pair("bear1", "alice", "choices: {choose: {wild_pair: []}}", expect) == []


def test_declining_the_search_neither_searches_nor_shuffles() -> None:
    expect = (
        "events: [{event: declines, player: alice, card: wild_pair}]\n"
        "  no_events: [{event: finds}, {event: fails_to_find}, {event: shuffles}]"
    )
    assert _pair("bear1", "alice", "choices: {may: {wild_pair: false}}", expect) == []


def test_the_shuffle_after_an_if_you_do_search_is_part_of_it() -> None:
    """Blood Speaker (French printing): "Si vous faites ainsi, cherchez ... Mélangez ensuite
    votre bibliothèque." (German "Falls du dies tust, durchsuche ... Mische danach deine
    Bibliothek.") is Oracle "If you do, search ..., then shuffle" (CR 701.19, 608.2c): the
    search done if you do shuffles, the sentence after it says so."""
    en = parse(
        "At the beginning of your upkeep, you may sacrifice Blood Speaker. If you do, search "
        "your library for a Demon card, reveal that card, put it into your hand, then shuffle.",
        "en",
        card_name="Blood Speaker",
    )
    fr = parse(
        "Au début de votre entretien, vous pouvez sacrifier l'Orateur de sang. Si vous faites "
        "ainsi, cherchez dans votre bibliothèque une carte de démon, révélez-la et mettez-la "
        "dans votre main. Mélangez ensuite votre bibliothèque.",
        "fr",
        card_name="Orateur de sang",
    )
    assert [strip_meta(a.to_json()) for a in fr.abilities] == [
        strip_meta(a.to_json()) for a in en.abilities
    ]


def test_a_creature_an_opponent_casts_does_not_trigger_wild_pair() -> None:
    # "if you cast it from your hand" (CR 603.4): checked as the creature enters
    expect = (
        "zones: {bob: {battlefield: [bob_bear]}, alice: {library: [bear2, bear3]}}\n"
        "  no_events: [{event: triggers, source: wild_pair}]"
    )
    assert _pair("bob_bear", "bob", "", expect) == []


@pytest.mark.parametrize(
    ("en", "fr", "destination", "kinds"),
    [
        (  # Krosan Verge (JUD)
            "{2}, {T}, Sacrifice ~: Search your library for a Forest card and a Plains card, put "
            "them onto the battlefield tapped, then shuffle.",
            "{2}, {T}, sacrifiez l'~ : Cherchez dans votre bibliothèque une carte de forêt et une "
            "carte de plaine, et mettez-les en jeu engagées. Mélangez ensuite votre bibliothèque.",
            "battlefield",
            ("forest", "plains"),
        ),
        (  # Corpse Harvester (LGN)
            "{1}{B}, {T}, Sacrifice a creature: Search your library for a Zombie card and a Swamp "
            "card, reveal them, put them into your hand, then shuffle.",
            "{1}{B}, {T}, Sacrifiez une créature : Cherchez dans votre bibliothèque une carte de "
            "zombie et une carte de marais, révélez-les, puis placez-les dans votre main. Mélangez "
            "ensuite votre bibliothèque.",
            "hand",
            ("zombie", "swamp"),
        ),
    ],
)
def test_a_search_for_one_card_of_each_of_two_kinds(
    en: str, fr: str, destination: str, kinds: tuple[str, str]
) -> None:
    """ "for a Forest card and a Plains card" (CR 701.19): one search for two cards, one of each
    kind (an :class:`~rulesparser.ast.ObjectUnion`), the same in French; the executor says it
    can't play it yet rather than finding one card only."""
    (ability,) = parse(en, "en").abilities
    search = ability.effect
    assert isinstance(search, A.SearchLibrary)
    assert search.destination == destination and search.shuffle
    assert search.object == A.ObjectUnion(
        objects=tuple(A.ObjectRef(kind="any", filter=(k, "card"), count=1) for k in kinds)
    )
    assert parse(fr, "fr").abilities == (ability,)


#: "then shuffle and put that card on top" (the tutors): the card found goes on top of the
#: library after its shuffle (CR 701.19, 701.20, 401.4); (card, EN Oracle, FR, DE printed)
TOP_OF_LIBRARY = [
    (
        "Sterling Grove (MH2)",
        "{1}, Sacrifice ~: Search your library for an enchantment card, reveal it, then shuffle "
        "and put that card on top.",
        "{1}, Sacrifiez le ~ : Cherchez dans votre bibliothèque une carte d'enchantement, "
        "révélez-la, puis mélangez et mettez cette carte au-dessus de votre bibliothèque.",
        None,
    ),
    (
        "Liliana Vess (M15)",
        "Search your library for a card, then shuffle and put that card on top.",
        "Cherchez une carte dans votre bibliothèque, puis mélangez votre bibliothèque et mettez "
        "cette carte au-dessus d'elle.",
        None,
    ),
    (
        "Bringer of the Black Dawn",
        "At the beginning of your upkeep, you may pay 2 life. If you do, search your library "
        "for a card, then shuffle and put that card on top.",
        None,
        "Zu Beginn deines Versorgungssegments kannst du 2 Lebenspunkte bezahlen. Falls du dies "
        "tust, durchsuche deine Bibliothek nach einer Karte, mische dann deine Bibliothek und "
        "lege diese Karte oben auf deine Bibliothek.",
    ),
    (
        "Campus Guide",
        "When ~ enters the battlefield, you may search your library for a basic land card, "
        "reveal it, then shuffle and put that card on top.",
        "Quand le ~ arrive sur le champ de bataille, vous pouvez chercher dans votre "
        "bibliothèque une carte de terrain de base, la révéler, puis mélanger et mettre cette "
        "carte au-dessus de votre bibliothèque.",
        None,
    ),
]


@pytest.mark.parametrize(("card", "en", "fr", "de"), TOP_OF_LIBRARY)
def test_a_search_whose_card_goes_on_top_after_the_shuffle(
    card: str, en: str, fr: str | None, de: str | None
) -> None:
    """One search whose card goes on top of the shuffled library (``library_top``), the same
    in the printed French and German; the executor says it can't play it yet."""
    from _card_ast import abilities_json

    searches = [
        n for a in parse(en, "en").abilities for n in a.walk() if isinstance(n, A.SearchLibrary)
    ]
    assert [(s.destination, s.shuffle) for s in searches] == [("library_top", True)], card
    for text, lang in ((fr, "fr"), (de, "de")):
        if text is not None:
            assert abilities_json(text, lang) == abilities_json(en, "en"), card


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # "on top" said of no library searched just before: which library is not said
        ("en", "Put that card on top."),
        # several cards "in any order": not read
        (
            "en",
            "Search your library for up to three creature cards, reveal them, then shuffle and "
            "put those cards on top in any order.",
        ),
        # the card put on top without the shuffle of the library searched (Final Parting's
        # other destinations are not this)
        ("fr", "Mettez cette carte au-dessus d'elle."),
        # Wirewood Herald: "you may search" alone in its sentence says nothing of where the
        # card goes (the hand, said in the next sentence; never the battlefield)
        (
            "en",
            "When ~ dies, you may search your library for an Elf card. If you do, reveal that "
            "card, put it into your hand, then shuffle.",
        ),
    ],
)
def test_on_top_without_its_search_stays_unparsed(lang: str, text: str) -> None:
    with pytest.raises(ValueError):
        parse(text, lang)


#: "Each player returns all creature cards from their graveyard to the battlefield" (Twilight's
#: Call, Oracle; the French and German printings): each player puts their own cards onto the
#: battlefield (CR 110.2a), ``player`` of :class:`~rulesparser.ast.PutOntoBattlefield`
EACH_PLAYER_RETURNS = [
    (
        "Twilight's Call",
        "Each player returns all creature cards from their graveyard to the battlefield.",
        "Chaque joueur renvoie en jeu toutes les cartes de créature de son cimetière.",
        "Alle Spieler bringen alle Kreaturenkarten aus ihrem Friedhof ins Spiel zurück.",
    ),
    (
        "Fall of the Thran",
        "II, III — Each player returns two land cards from their graveyard to the battlefield.",
        "II, III — Chaque joueur renvoie sur le champ de bataille deux cartes de terrain depuis "
        "son cimetière.",
        "II, III — Jeder Spieler bringt zwei Länderkarten aus seinem Friedhof ins Spiel zurück.",
    ),
]


@pytest.mark.parametrize(("card", "en", "fr", "de"), EACH_PLAYER_RETURNS)
def test_each_player_returns_their_own_cards_to_the_battlefield(
    card: str, en: str, fr: str, de: str
) -> None:
    from _card_ast import abilities_json

    (ability,) = parse(en, "en").abilities
    put = ability.effect
    assert isinstance(put, A.PutOntoBattlefield), card
    assert put.player == A.PlayerRef(kind="each_player")
    assert put.controller is None  # each their own (the owner's, CR 110.2a)
    assert "in_its_graveyard" in put.object.filter
    assert abilities_json(fr, "fr") == abilities_json(en, "en"), card
    assert abilities_json(de, "de") == abilities_json(en, "en"), card
