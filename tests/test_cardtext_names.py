"""Card names in card text (CR 201): an object filtered by its name ("a card named ~", CR
201.2: a card's name is its English one), the name a created token is given (CR 111.4), and
searches of several of the searcher's zones ("your library and/or graveyard", CR 400.1,
701.19) and of cards outside the game (CR 400.11b). Real Oracle lines (MTGJSON ``text``, the
card's name given) against the AST a rules reader expects; French and German printed lines
give the English Oracle line's AST. A name printed in French or German is not the card's
English name: only the card's own name (``~``) is read there."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast
from _card_ast import oracle_abilities as abilities
from _card_ast import oracle_unparsed as unparsed

from rulesparser import ParseError, parse
from rulesparser import ast as A

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")
ENTERS = A.EventTrigger(event="enters", object=SELF)


def card(*words: str, **kw: object) -> A.ObjectRef:
    return A.ObjectRef(kind="any", filter=words, count=1, **kw)


CASES = [
    # the card's own name (CR 201.2): the same word whatever the language (Daru Cavalier)
    (
        "Daru Cavalier",
        "When Daru Cavalier enters the battlefield, you may search your library for a card named"
        " Daru Cavalier, reveal it, put it into your hand, then shuffle.",
        A.TriggeredAbility(
            trigger=ENTERS,
            effect=A.SearchLibrary(
                player=YOU,
                object=card("card", "named:~"),
                destination="hand",
                reveal=True,
                shuffle=True,
                optional=True,
            ),
        ),
    ),
    # another card's name, printed in English; "X or Y" is either name (Bogbrew Witch)
    (
        "Bogbrew Witch",
        "{2}, {T}: Search your library for a card named Festering Newt or Bubbling Cauldron, put"
        " it onto the battlefield tapped, then shuffle.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.ManaCost(symbols=("2",)), A.Tap(object=SELF))),
            effect=A.SearchLibrary(
                player=YOU,
                object=card("card", "named:Festering Newt|named:Bubbling Cauldron"),
                tapped=True,
                shuffle=True,
            ),
        ),
    ),
    # a name with a comma and "the" in it ends before the clause after it (Visage of Bolas);
    # "and/or graveyard": the searcher chooses the zones, and the library is shuffled if it
    # was searched (CR 701.19, 701.24)
    (
        "Visage of Bolas",
        "When Visage of Bolas enters the battlefield, you may search your library and/or"
        " graveyard for a card named Nicol Bolas, the Deceiver, reveal it, and put it into your"
        " hand. If you search your library this way, shuffle.",
        A.TriggeredAbility(
            trigger=ENTERS,
            effect=A.SearchLibrary(
                player=YOU,
                object=card("card", "named:Nicol Bolas, the Deceiver"),
                destination="hand",
                reveal=True,
                shuffle=True,
                optional=True,
                zones=("graveyard",),
                choose_zones=True,
            ),
        ),
    ),
    # "library and graveyard": both searched (Verdant Crescendo's second sentence)
    (
        "Verdant Crescendo",
        "Search your library and graveyard for a card named Nissa, Nature's Artisan, reveal it,"
        " put it into your hand, then shuffle.",
        A.SpellAbility(
            effect=A.SearchLibrary(
                player=YOU,
                object=card("card", "named:Nissa, Nature's Artisan"),
                destination="hand",
                reveal=True,
                shuffle=True,
                zones=("graveyard",),
            )
        ),
    ),
    # a token's name (CR 111.4), before or after its keywords (Tooth and Claw, Wall of Kelp)
    (
        "Tooth and Claw",
        "Sacrifice two creatures: Create a 3/1 red Beast creature token named Carnivore.",
        A.ActivatedAbility(
            cost=A.Cost(
                components=(
                    A.Sacrifice(object=A.ObjectRef(kind="any", filter=("creature",), count=2)),
                )
            ),
            effect=A.CreateToken(
                power=3, toughness=1, colors=("red",), subtypes=("beast",), name="Carnivore"
            ),
        ),
    ),
    # a card outside the game (CR 400.11b: its owner's sideboard; Vivien, Arkbow Ranger)
    (
        "Vivien, Arkbow Ranger",
        "[−5]: You may reveal a creature card you own from outside the game and put it into your"
        " hand.",
        None,
    ),
]


@pytest.mark.parametrize(("name", "line", "expected"), CASES, ids=[c[0] for c in CASES])
def test_oracle_line(name: str, line: str, expected: A.Node | None) -> None:
    (ability,) = abilities(line, name)
    if expected is not None:
        assert ability == expected
    else:
        reveal = ability.effect.effect.effects[0]
        assert reveal.object.filter == ("creature", "card", "outside_the_game", "you_own")


def test_all_cards_with_that_name_need_a_zone() -> None:
    """Hour of Glory: English "exiles all cards from it with the same name as that creature"
    is the cards of the revealed hand; the German print ("schickt alle Karten mit demselben
    Namen wie jene Kreatur ins Exil") names no zone (CR 400.1): not read."""
    english = parse(
        "Exile target creature. If that creature was a God, its controller reveals their hand "
        "and exiles all cards from it with the same name as that creature.",
        "en",
    ).abilities[0]
    exiled = [n for n in english.walk() if isinstance(n, A.Exile)][-1]
    assert "in_that_players_hand" in exiled.object.filter
    german = parse(
        "Schicke eine Kreatur deiner Wahl ins Exil. Falls die Kreatur ein Gott war, zeigt ihr "
        "Beherrscher die Karten auf seiner Hand offen vor und schickt alle Karten mit demselben "
        "Namen wie jene Kreatur ins Exil.",
        "de",
        lenient=True,
    )
    assert isinstance(german.abilities[0], A.Unparsed)


def test_token_name_in_keyword_order() -> None:
    """ "... token with defender named Kelp" (Wall of Kelp): the name after the keywords."""
    (ability,) = abilities(
        "{U}{U}, {T}: Create a 0/1 blue Plant Wall creature token with defender named Kelp.",
        "Wall of Kelp",
    )
    assert ability.effect.name == "Kelp"
    assert ability.effect.subtypes == ("plant", "wall")


#: (English Oracle line, language, printed line) of the same card: the card's own name
SAME = [
    # Elvish Clancaller (M20)
    (
        "{4}{G}{G}, {T}: Search your library for a card named ~, put it onto the battlefield,"
        " then shuffle.",
        "fr",
        "{4}{G}{G}, {T} : Cherchez dans votre bibliothèque une carte appelée ~, mettez-la sur le"
        " champ de bataille, puis mélangez votre bibliothèque.",
    ),
    # Screaming Seahawk (8ED): "Falls du dies tust, mische danach" is the search's shuffle
    (
        "When ~ enters the battlefield, you may search your library for a card named ~, reveal"
        " it, put it into your hand, then shuffle.",
        "de",
        "Wenn der ~ ins Spiel kommt, kannst du deine Bibliothek nach einer Karte namens ~"
        " durchsuchen, sie offen vorzeigen und auf deine Hand nehmen. Falls du dies tust, mische"
        " danach deine Bibliothek.",
    ),
    # Take Inventory (EMN): a count of the cards with this card's name
    (
        "Draw a card, then draw cards equal to the number of cards named ~ in your graveyard.",
        "fr",
        "Piochez une carte, puis piochez un nombre de cartes égal au nombre de cartes appelées ~"
        " dans votre cimetière.",
    ),
    # Demigod of Revenge (SHM)
    (
        "When you cast this spell, return all cards named ~ from your graveyard to the"
        " battlefield.",
        "de",
        "Wenn du den ~ spielst, bringe alle Karten namens ~ aus deinem Friedhof ins Spiel zurück.",
    ),
]


@pytest.mark.parametrize(("en", "lang", "printed"), SAME)
def test_same_ast_as_oracle(en: str, lang: str, printed: str) -> None:
    assert _ast(printed, lang) == _ast(en, "en")


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        # another card's name printed in German is not its English name (CR 201.2): a name
        # locales/de/card_names.yaml does not list stays unparsed (the listed ones are read
        # through it, tests/test_cardtext_de_named_cards.py; French names through
        # locales/fr/card_names.yaml, tests/test_cardtext_fr_named_cards.py)
        (
            "de",
            "Durchsuche deine Bibliothek nach einer Karte namens König der Gnome und bringe"
            " sie ins Spiel.",
        ),
    ],
)
def test_foreign_name_of_another_card_unparsed(lang: str, line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, lang)


def test_token_named_after_this_card_unparsed() -> None:
    """Kher Keep's "token named Kobolds of Kher Keep": the card's name inside the token's
    name is no reference to the card; not read."""
    assert unparsed(
        "{1}{R}, {T}: Create a 0/1 red Kobold creature token named Kobolds of Kher Keep.",
        "Kher Keep",
    )


def test_search_shuffle_condition_alone_unparsed() -> None:
    """ "If you search your library this way, shuffle." after a search of the library alone
    (no choice of zones) is not read."""
    assert unparsed(
        "Search your library for a card named Forest, put it onto the battlefield. If you"
        " search your library this way, shuffle."
    )


#: another player's zones searched together (CR 400.1, 701.19, 701.23a): "Search target
#: player's graveyard, hand, and library for all cards with that name" (Cranial Extraction,
#: BOK Oracle; French printing), "... with the same name as that card" (Shimian Specter)
SAME_ZONES = [
    (
        "Choose a nonland card name. Search target player's graveyard, hand, and library for all"
        " cards with that name and exile them. Then that player shuffles.",
        "fr",
        "Nommez une carte non-terrain. Cherchez dans le cimetière, la main et la bibliothèque du"
        " joueur ciblé toutes les cartes avec ce nom et retirez-les de la partie. Ce joueur"
        " mélange ensuite sa bibliothèque.",
    ),
    (
        "Whenever ~ deals combat damage to a player, that player reveals their hand. You choose a"
        " nonland card from it. Search that player's graveyard, hand, and library for all cards"
        " with the same name as that card and exile them. Then that player shuffles.",
        "fr",
        "À chaque fois que le ~ inflige des blessures de combat à un joueur, ce joueur révèle sa"
        " main. Choisissez-y une carte non-terrain. Cherchez dans le cimetière, la main et la"
        " bibliothèque de ce joueur toutes les cartes ayant le même nom que cette carte et"
        " exilez-les. Ce joueur mélange ensuite sa bibliothèque.",
    ),
]


SAME_ZONES += [
    # Stain the Mind (German printing): "nach einer beliebigen Anzahl an Karten mit diesem
    # Namen" (any number of cards with the name chosen before)
    (
        "Choose a nonland card name. Search target player's graveyard, hand, and library for any"
        " number of cards with that name and exile them. Then that player shuffles.",
        "de",
        "Benenne eine Karte, die kein Land ist. Durchsuche den Friedhof, die Hand und die"
        " Bibliothek eines Spielers deiner Wahl nach einer beliebigen Anzahl an Karten mit diesem"
        " Namen und schicke sie ins Exil. Dieser Spieler mischt dann seine Bibliothek.",
    ),
]


@pytest.mark.parametrize(("en", "lang", "printed"), SAME_ZONES)
def test_zones_searched_same_ast_as_oracle(en: str, lang: str, printed: str) -> None:
    assert _ast(printed, lang) == _ast(en, "en")


def test_zones_of_the_controller_searched() -> None:
    """Splinter (Oracle): the target's controller's graveyard, hand and library searched for
    all cards with its name (CR 201.2), exiled, then that player shuffles (CR 701.24)."""
    (ability,) = abilities(
        "Exile target artifact. Search its controller's graveyard, hand, and library for all"
        " cards with the same name as that artifact and exile them. Then that player shuffles.",
        "Splinter",
    )
    search = ability.effect.effects[1]
    assert search == A.SearchLibrary(
        player=YOU,
        library=A.PlayerRef(kind="controller", object=A.ObjectRef(kind="that")),
        object=A.ObjectRef(kind="each", filter=("card", "same_name_as_that")),
        destination="exile",
        shuffle=True,
        zones=("graveyard", "hand"),
    )


def test_german_zones_of_the_owner_searched() -> None:
    """Loch im Kopf (Counterbore, German printing): "den Friedhof, die Hand und die Bibliothek
    seines Besitzers" (its owner's zones; the Oracle says its controller's)."""
    (ability,) = parse(
        "Neutralisiere einen Zauberspruch deiner Wahl. Durchsuche den Friedhof, die Hand und die"
        " Bibliothek seines Besitzers nach allen Karten mit dem gleichen Namen wie jener"
        " Zauberspruch und entferne sie ganz aus dem Spiel. Dieser Spieler mischt dann seine"
        " Bibliothek.",
        "de",
    ).abilities
    search = ability.effect.effects[1]
    assert search.library == A.PlayerRef(kind="owner", object=A.ObjectRef(kind="that"))
    assert search.zones == ("graveyard", "hand")
    assert search.object == A.ObjectRef(kind="each", filter=("card", "same_name_as_that"))
    assert (search.destination, search.shuffle) == ("exile", True)


#: the deck-construction rule of CR 100.2a changed for this card's copies (Relentless Rats,
#: Seven Dwarves; printed French and German lines)
DECK = [
    (
        "A deck can have any number of cards named ~.",
        "fr",
        "Un deck peut contenir n'importe quel nombre de cartes appelées ~.",
    ),
    (
        "A deck can have any number of cards named ~.",
        "de",
        "Ein Deck kann eine beliebige Anzahl an Karten namens ~ enthalten.",
    ),
    (
        "A deck can have up to seven cards named ~.",
        "fr",
        "Un deck peut contenir jusqu'à sept cartes appelées ~.",
    ),
    (
        "A deck can have up to seven cards named ~.",
        "de",
        "Ein Deck kann bis zu sieben Karten namens ~ enthalten.",
    ),
]


@pytest.mark.parametrize(("en", "lang", "printed"), DECK)
def test_deck_copies_same_ast_as_oracle(en: str, lang: str, printed: str) -> None:
    assert _ast(printed, lang) == _ast(en, "en")


def test_deck_copies() -> None:
    (any_number,) = abilities(
        "A deck can have any number of cards named Relentless Rats.", "Relentless Rats"
    )
    assert any_number == A.StaticAbility(rule="deck_copies", parameters=(("max", "any"),))
    (seven,) = abilities("A deck can have up to seven cards named Seven Dwarves.", "Seven Dwarves")
    assert seven == A.StaticAbility(rule="deck_copies", parameters=(("max", 7),))
    # another card's copies: not this rule (CR 100.2a is changed by a card for itself)
    assert unparsed("A deck can have any number of cards named Forest.")
