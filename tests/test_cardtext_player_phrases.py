"""A player who is a target inside object and zone phrases (CR 115.1, 109.4, 401.1, 404.1):
"creatures target player controls", "the top three cards of target player's library", "from
target player's graveyard", "from an opponent's graveyard" (grammar/<lang>/phrases/objects.lark,
clauses/verbs_library.lark). Real lines (the card's name as "~") give the same AST in English
(Oracle), French and German (printed): "que le joueur ciblé contrôle", "contrôlés par
l'adversaire ciblé", "du cimetière du joueur ciblé", "die ein Spieler deiner Wahl kontrolliert",
"der Bibliothek eines Gegners deiner Wahl", "aus dem Friedhof eines Gegners"."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast
from _shared import load_script

from rulesparser import ast as A
from rulesparser import parse

#: (card, English Oracle line, French printed line, German printed line)
SAME = [
    # objects a target player controls (CR 109.4)
    (
        "Primeval Light",
        "Destroy all enchantments target player controls.",
        "Détruisez tous les enchantements que le joueur ciblé contrôle.",
        "Zerstöre alle Verzauberungen, die ein Spieler deiner Wahl kontrolliert.",
    ),
    (
        "Sleep",
        "Tap all creatures target player controls.",
        "Engagez toutes les créatures que le joueur ciblé contrôle.",
        "Tappe alle Kreaturen, die ein Spieler deiner Wahl kontrolliert.",
    ),
    (
        "Starlight",
        "You gain 3 life for each black creature target opponent controls.",
        "Vous gagnez 3 points de vie pour chaque créature noire que l'adversaire ciblé contrôle.",
        "Du erhältst für jede schwarze Kreatur, die ein Gegner deiner Wahl kontrolliert, 3 "
        "Lebenspunkte dazu.",
    ),
    (
        "Tamiyo, the Moon Sage",
        "−2: Draw a card for each tapped creature target player controls.",
        "-2 : Piochez une carte pour chaque créature engagée que le joueur ciblé contrôle.",
        "-2: Ziehe eine Karte für jede getappte Kreatur, die ein Spieler deiner Wahl kontrolliert.",
    ),
    # "to their hand": the hand of the player whose graveyard it was, the card's owner
    (
        "Pulsemage Advocate",
        "{T}: Return three target cards from an opponent's graveyard to their hand.",
        "{T}: Renvoyez dans sa main trois cartes ciblées du cimetière d'un adversaire.",
        "{T}: Bringe drei Karten deiner Wahl aus dem Friedhof eines Gegners auf seine Hand zurück.",
    ),
    (
        "Shieldmage Advocate",
        "{T}: Return target card from an opponent's graveyard to their hand.",
        "{T}: Renvoyez dans sa main la carte ciblée du cimetière d'un adversaire.",
        "{T}: Bringe eine Karte deiner Wahl aus dem Friedhof eines deiner Gegner auf seine Hand "
        "zurück.",
    ),
    # the top cards of a target player's library (CR 401.1, 401.2)
    (
        "Mishra's Bauble",
        "{T}, Sacrifice ~: Look at the top card of target player's library.",
        "{T}, sacrifiez ~ : Regardez la carte du dessus de la bibliothèque du joueur ciblé.",
        "{T}, opfere ~: Schaue dir die oberste Karte der Bibliothek eines Spielers deiner Wahl an.",
    ),
    (
        "Thoughtpicker Witch",
        "{1}, Sacrifice a creature: Look at the top two cards of target opponent's library.",
        "{1}, sacrifiez une créature : Regardez les deux cartes du dessus de la bibliothèque de "
        "l'adversaire ciblé.",
        "{1}, opfere eine Kreatur: Betrachte die obersten beiden Karten der Bibliothek eines "
        "Gegners deiner Wahl.",
    ),
    # a target player's graveyard, an opponent's graveyard (CR 404.1)
    (
        "Crypt Incursion",
        "Exile all creature cards from target player's graveyard.",
        "Exilez toutes les cartes de créature du cimetière du joueur ciblé.",
        "Schicke alle Kreaturenkarten aus dem Friedhof eines Spielers deiner Wahl ins Exil.",
    ),
    (
        "Necromancer's Covenant",
        "When ~ enters the battlefield, exile all creature cards from target player's graveyard.",
        "Quand ~ arrive en jeu, retirez de la partie toutes les cartes de créature du cimetière "
        "du joueur ciblé.",
        "Wenn ~ ins Spiel kommt, entferne alle Kreaturenkarten im Friedhof eines Spielers "
        "deiner Wahl ganz aus dem Spiel.",
    ),
    (
        "Disposal Mummy",
        "When ~ enters the battlefield, exile target card from an opponent's graveyard.",
        "Quand ~ arrive sur le champ de bataille, exilez une carte ciblée depuis le cimetière "
        "d'un adversaire.",
        "Wenn ~ ins Spiel kommt, schicke eine Karte deiner Wahl aus dem Friedhof eines Gegners "
        "ins Exil.",
    ),
    (
        "Gruesome Encore",
        "Put target creature card from an opponent's graveyard onto the battlefield under your "
        "control.",
        "Mettez sur le champ de bataille, sous votre contrôle, une carte de créature ciblée dans "
        "le cimetière d'un adversaire.",
        "Bringe eine Kreaturenkarte deiner Wahl aus dem Friedhof eines Gegners unter deiner "
        "Kontrolle ins Spiel.",
    ),
]


@pytest.mark.parametrize("card,en,fr,de", SAME, ids=[s[0] for s in SAME])
def test_printed_lines_equal_the_oracle_line(card: str, en: str, fr: str, de: str) -> None:
    oracle = ast(en, "en")
    assert ast(fr, "fr") == oracle
    assert ast(de, "de") == oracle


def _effect(text: str, lang: str = "en") -> A.Node:
    ability = parse(text, lang).abilities[0]
    return ability.effect


def test_objects_a_target_player_controls() -> None:
    """Primeval Light: each enchantment controlled by the player the spell targets (CR 115.1);
    Starlight counts the creatures of a target opponent."""
    destroy = _effect("Destroy all enchantments target player controls.")
    assert destroy.object == A.ObjectRef(
        kind="each", filter=("enchantment", "target_player_controls")
    )
    # Exhaustion (French): "contrôlés par l'adversaire ciblé" is "target opponent controls"
    fr = ast("Engagez toutes les créatures contrôlées par l'adversaire ciblé.", "fr")
    assert fr == ast("Tap all creatures target opponent controls.", "en")
    assert "target_opponent_controls" in str(fr)


def test_the_top_cards_of_a_target_players_library() -> None:
    """Orcish Spy looks at another player's library: ``library`` is the target player (CR
    401.2); Mindreaver exiles the top three cards of it (``top_of_library`` of
    ``target_player``)."""
    look = _effect("Look at the top three cards of target player's library.")
    assert look == A.LookAtTop(
        player=A.PlayerRef(kind="you"), amount=3, library=A.PlayerRef(kind="target_player")
    )
    own = _effect("Look at the top three cards of your library.")
    assert own.library is None
    exile = _effect("Exile the top three cards of target player's library.")
    assert exile.object == A.ObjectRef(
        kind="top_of_library", filter=("card", "target_player"), count=3
    )


def test_a_target_players_graveyard() -> None:
    """Crypt Incursion: the creature cards in the graveyard of the player the spell targets
    (German "alle Kreaturenkarten aus dem Friedhof eines Spielers deiner Wahl": those cards, not
    the whole graveyard); all its cards are the graveyard itself (CR 404.1)."""
    exile = _effect("Exile all creature cards from target player's graveyard.")
    assert exile.object.filter == ("creature", "card", "in_target_players_graveyard")
    de = "Schicke alle Kreaturenkarten aus dem Friedhof eines Spielers deiner Wahl ins Exil."
    assert _effect(de, "de") == exile
    whole = "Schicke alle Karten aus dem Friedhof eines Spielers deiner Wahl ins Exil."
    assert _effect(whole, "de") == _effect("Exile target player's graveyard.")


def test_the_controller_of_a_target_object() -> None:
    """Arcum Dagsson: the controller of the artifact creature the ability targets sacrifices
    it; Reality Acid's "enchanted permanent's controller sacrifices it" is that permanent (CR
    303.4). Several objects' controller is not read."""
    sacrifice = _effect("{T}: Target artifact creature's controller sacrifices it.")
    german = "{T}: Der Beherrscher einer Artefaktkreatur deiner Wahl opfert sie."
    assert ast(german, "de") == ast(
        "{T}: Target artifact creature's controller sacrifices it.", "en"
    )
    target = A.ObjectRef(kind="target", filter=("artifact", "creature"))
    assert sacrifice.player == A.PlayerRef(kind="controller", object=target)
    acid = parse(
        "When ~ leaves the battlefield, enchanted permanent's controller sacrifices it.", "en"
    ).abilities[0]
    enchanted = A.ObjectRef(kind="enchanted", filter=("permanent",))
    assert acid.effect == A.Sacrifice(
        object=enchanted, player=A.PlayerRef(kind="controller", object=enchanted)
    )
    several = parse("Each creature's controller loses 1 life.", "en", lenient=True)
    assert isinstance(several.abilities[0], A.Unparsed)


def test_they_before_a_players_verb_is_that_player() -> None:
    """Oracle since 2019 says "they" for a player named before: "Whenever an opponent draws a
    card, they lose 2 life." (Nekusar-style triggers) is "that player loses 2 life"; "Target
    player draws two cards, then they discard a card." is the same player. Before a verb an
    object also does ("They gain trample"), "they" stays the objects."""
    they = parse("Whenever an opponent draws a card, they lose 2 life.", "en").abilities[0]
    that = parse("Whenever an opponent draws a card, that player loses 2 life.", "en")
    assert ast("Whenever an opponent draws a card, they lose 2 life.", "en") == ast(
        "Whenever an opponent draws a card, that player loses 2 life.", "en"
    )
    assert they.effect == that.abilities[0].effect
    assert they.effect.player == A.PlayerRef(kind="that_player")
    (discard,) = parse("Target player draws two cards, then they discard a card.", "en").abilities
    assert discard.effect.effects[1].player == A.PlayerRef(kind="that_player")
    (trample,) = parse(
        "Creatures you control get +1/+1 until end of turn. They gain trample until end of turn.",
        "en",
    ).abilities
    assert trample.effect.effects[1].object.kind == "that"  # the creatures named before


def test_reveal_until_in_the_subjects_library() -> None:
    """Telemin Performance's "Target opponent reveals cards from the top of their library
    until they reveal a creature card" (CR 701.16a): the target opponent reveals from their
    own library."""
    reveal = _effect(
        "Target opponent reveals cards from the top of their library until they reveal a "
        "creature card."
    )
    assert reveal == A.RevealUntil(
        player=A.PlayerRef(kind="target_opponent"), filter=("creature", "card")
    )


def test_their_hand_is_the_owners_hand_of_a_players_graveyard() -> None:
    """Shieldmage Advocate: a card in an opponent's graveyard is that opponent's (CR 404.2), so
    "to their hand" is its owner's hand; with no player named, "their" is not read; counting
    the cards "in an opponent's graveyard" (one opponent's, or all?) is not read either. The
    German "im Friedhof eines Gegners" of ZNR is the graveyard of one opponent (the genitive
    singular), its Oracle "an opponent has eight or more cards in their graveyard"; creature
    cards counted there are not read."""
    ret = _effect("{T}: Return target card from an opponent's graveyard to their hand.")
    assert ret == A.ReturnToHand(
        object=A.ObjectRef(kind="target", filter=("card", "in_an_opponents_graveyard"))
    )
    for line in (
        "Return target creature card from a graveyard to their hand.",
        "~ gets +3/+0 as long as eight or more cards are in an opponent's graveyard.",
    ):
        assert isinstance(parse(line, "en", lenient=True).abilities[0], A.Unparsed), line
    de = (
        "Die ~ erhält +3/+0, solange sich acht oder mehr Karten im Friedhof eines Gegners befinden."
    )
    assert ast(de, "de") == ast(
        "~ gets +3/+0 as long as an opponent has eight or more cards in their graveyard.", "en"
    )
    de = (
        "Die ~ erhält +3/+0, solange sich acht oder mehr Kreaturenkarten im Friedhof eines "
        "Gegners befinden."
    )
    assert isinstance(parse(de, "de", lenient=True).abilities[0], A.Unparsed)


def test_several_target_players_are_not_read() -> None:
    """French "deux joueurs ciblés" would be two targets: not one target player's objects."""
    card = parse(
        "Détruisez tous les enchantements que deux joueurs ciblés contrôlent.", "fr", lenient=True
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_no_opponent_is_not_an_opponent() -> None:
    """ "no opponent" (the number word "no") is never read as "an opponent" (CR 102.3): the
    statement would be its opposite. "no opponent controls ..." is the negation of "an opponent
    controls ..." (Skittish Kavu, INV, in English and French); any other use is not read."""
    line = parse("If no opponent has more life than you, draw a card.", "en", lenient=True)
    assert isinstance(line.abilities[0], A.Unparsed)
    en = "~ gets +1/+1 as long as no opponent controls a white or blue creature."
    fr = "Le ~ gagne +1/+1 tant qu'aucun adversaire ne contrôle une créature blanche ou bleue."
    (static,) = parse(en, "en").abilities
    conds = [n for n in static.walk() if isinstance(n, A.Not)]
    assert len(conds) == 1
    assert isinstance(conds[0].condition, A.Exists)
    assert "opponent_controls" in conds[0].condition.object.filter
    assert ast(fr, "fr") == ast(en, "en")
    de = "Der ~ erhält +1/+1, solange kein Gegner eine weiße oder blaue Kreatur kontrolliert."
    assert ast(de, "de") == ast(en, "en")


def _support():  # type: ignore[no-untyped-def]
    return load_script("executor_support")


def test_the_executor_says_it_cannot_play_them_yet() -> None:
    """The executor doesn't choose a target player named inside an object phrase yet: such an
    ability is reported unplayable (never played as if it matched nothing)."""
    mod = _support()
    destroy = parse("Destroy all enchantments target player controls.", "en").abilities[0]
    assert mod.reasons(destroy) == {"filter:target_player_controls"}
    exile = parse("Exile the top three cards of target player's library.", "en").abilities[0]
    assert mod.reasons(exile) == {"library_of:target_player"}
