"""French object phrases of the card-text grammar (grammar/fr/phrases/objects.lark) read as the
English ones: real printed French lines give the same AST as the English Oracle line of the same
card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import ParseError, parse
from rulesparser import ast as A

#: (card, English Oracle line, French printed line)
SAME = [
    # "que vous possédez en dehors de la partie" = "you own from outside the game" (CR 400.11b)
    (
        "Glittering Wish (FUT), as the English printing said it",
        "Choose a multicolored card you own from outside the game, reveal that card, and put it "
        "into your hand.",
        "Choisissez une carte multicolore que vous possédez en dehors de la partie, révélez cette "
        "carte et mettez-la dans votre main.",
    ),
    # "se trouvant dans un cimetière" = "from a graveyard" (a card in that zone)
    (
        "Gravespawn Sovereign (ONS)",
        "Tap five untapped Zombies you control: Put target creature card from a graveyard onto "
        "the battlefield under your control.",
        "Engagez cinq zombies dégagés que vous contrôlez : Mettez en jeu, sous votre contrôle, la "
        "carte de créature ciblée se trouvant dans un cimetière.",
    ),
    (
        "Roar of Reclamation (5DN)",
        "Each player returns all artifact cards from their graveyard to the battlefield.",
        "Chaque joueur renvoie en jeu toutes les cartes d'artefact se trouvant dans son cimetière.",
    ),
    # "avec des marqueurs « pot-de-vin » sur elles" = "with bribery counters on them" (at least
    # one such counter, CR 122.1)
    (
        "Gwafa Hazid, Profiteer (CON)",
        "Creatures with bribery counters on them can't attack or block.",
        "Les créatures avec des marqueurs « pot-de-vin » sur elles ne peuvent ni attaquer, ni "
        "bloquer.",
    ),
    # "qui le bloque" = "blocking it" (CR 509.1: its blockers)
    (
        "Rabid Elephant (ODY)",
        "Whenever ~ becomes blocked, it gets +2/+2 until end of turn for each creature blocking "
        "it.",
        "À chaque fois que l'~ devient bloqué, il gagne +2/+2 jusqu'à la fin du tour pour chaque "
        "créature qui le bloque.",
    ),
    # "de tous les cimetières" = "from all graveyards" (a card in any graveyard, CR 404)
    (
        "Infernal Caretaker (LGN)",
        "When ~ is turned face up, return all Zombie cards from all graveyards to their owners' "
        "hands.",
        "Quand le ~ est retourné face visible, renvoyez toutes les cartes de zombie de tous les "
        "cimetières dans la main de leurs propriétaires.",
    ),
    # "de la couleur de votre choix": a color chosen as the effect resolves (CR 608.2d)
    (
        "Wash Out (INV)",
        "Return all permanents of the color of your choice to their owners' hands.",
        "Renvoyez tous les permanents de la couleur de votre choix dans les mains de leurs "
        "propriétaires.",
    ),
    # "au nombre de sorciers en jeu" = "the number of Wizards on the battlefield" (CR 110.1:
    # every such permanent, whoever controls it; a characteristic-defining ability, CR 604.3)
    (
        "Nameless One (ONS)",
        "~'s power and toughness are each equal to the number of Wizards on the battlefield.",
        "La force et l'endurance de ~ sont chacune égale au nombre de sorciers en jeu.",
    ),
    # "une cible, créature ou véhicule, que vous contrôlez" (2018 on): the kinds of the one
    # target between commas, then what qualifies it or the rest of the clause
    (
        "Seven-Tail Mentor (NEO)",
        "When ~ enters the battlefield or dies, put a +1/+1 counter on target creature or Vehicle"
        " you control.",
        "Quand le ~ arrive sur le champ de bataille ou meurt, mettez un marqueur +1/+1 sur une"
        " cible, créature ou véhicule, que vous contrôlez.",
    ),
    (
        "Otawara, Soaring City (NEO)",
        "Return target artifact, creature, enchantment, or planeswalker to its owner's hand.",
        "Renvoyez une cible, artefact, créature, enchantement ou planeswalker, dans la main de son"
        " propriétaire.",
    ),
    # "ayant un coût converti de mana égal au nombre de marqueurs ... sur le ~" (CR 109.3,
    # 107.3): a characteristic compared with a number read from the game (ComparedObjectRef)
    (
        "Chalice of the Void (TSR)",
        "Whenever a player casts a spell with mana value equal to the number of charge counters on"
        " ~, counter that spell.",
        "À chaque fois qu'un joueur lance un sort ayant un coût converti de mana égal au nombre de"
        " marqueurs « charge » sur le ~, contrecarrez ce sort.",
    ),
    (
        "Necroplasm (RAV)",
        "At the beginning of your end step, destroy each creature with mana value equal to the"
        " number of +1/+1 counters on ~.",
        "À la fin de votre tour, détruisez chaque créature ayant un coût converti de mana égal au"
        " nombre de marqueurs +1/+1 sur le ~.",
    ),
    # "avec une force inférieure à la force du ~" (the characteristic said again): less than
    # this object's (CR 208.1)
    (
        "Radha's Firebrand (DMU)",
        "Whenever ~ attacks, target creature defending player controls with power less than ~'s"
        " power can't block this turn.",
        "À chaque fois que le ~ attaque, une créature ciblée que le joueur défenseur contrôle avec"
        " une force inférieure à la force du ~ ne peut pas bloquer ce tour-ci.",
    ),
    # "une carte de ~" (before 2008): a card named ~, as "une carte appelée ~" (CR 201.2)
    (
        "Daru Cavalier (ONS)",
        "When ~ enters the battlefield, you may search your library for a card named ~, reveal it,"
        " put it into your hand, then shuffle.",
        "Quand ce ~ arrive en jeu, vous pouvez chercher dans votre bibliothèque une carte de ~, la"
        " révéler et l'ajouter à votre main. Si vous faites ainsi, mélangez votre bibliothèque.",
    ),
    # "des créatures-artefacts et/ou des créatures rouges": a group of either kind, as "ou des"
    (
        "Skirk Shaman (TSR)",
        "~ can't be blocked except by artifact creatures and/or red creatures.",
        "Le ~ ne peut pas être bloqué excepté par des créatures-artefacts et/ou des créatures"
        " rouges.",
    ),
    # "les autres ... et les autres ...": "other" said again with each alternative
    (
        "Narfi, Betrayer King (KHM)",
        "Other snow and Zombie creatures you control get +1/+1.",
        "Les autres créatures neigeuses et les autres créatures Zombie que vous contrôlez gagnent"
        " +1/+1.",
    ),
    (
        "Silver-Fur Master (NEO)",
        "Other Ninja and Rogue creatures you control get +1/+1.",
        "Les autres créatures Ninja et les autres créatures Gredin que vous contrôlez gagnent"
        " +1/+1.",
    ),
]


@pytest.mark.parametrize(
    "text",
    [
        # "other" of the first alternative only, or of the second only: which objects it
        # excludes is not said the same way for both (Verdeloth: Oracle "Saproling creatures and
        # other Treefolk creatures")
        "Les autres loups et les loups-garous que vous contrôlez gagnent +1/+1.",
        "Les loups et les autres loups-garous que vous contrôlez gagnent +1/+1.",
    ],
)
def test_other_said_with_one_alternative_only_stays_unparsed(text: str) -> None:
    with pytest.raises(ParseError):
        parse(text, "fr")


@pytest.mark.parametrize("card,en,fr", SAME, ids=[c for c, _, _ in SAME])
def test_french_object_phrase_means_the_english_one(card: str, en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


def test_a_card_outside_the_game_you_own() -> None:
    """Death Wish (JUD): the card chosen is one its owner has outside the game (a sideboard,
    CR 400.11b), "outside_the_game" in its filter as English "from outside the game" says."""
    card = parse(
        "Choisissez une carte que vous possédez en dehors de la partie et mettez-la dans votre "
        "main.",
        "fr",
    )
    filters = [n.filter for n in card.abilities[0].walk() if isinstance(n, A.ObjectRef)]
    assert ("card", "outside_the_game", "you_own") in filters


def test_from_among_them_said_before_the_sentence() -> None:
    """ "Parmi elles, vous pouvez mettre sur le champ de bataille jusqu'à deux cartes de
    permanent ..." (MID Storm the Festival; CR 401.2): "from among them" said first qualifies
    the card the sentence puts, as said after it and as the English Oracle line."""
    first = (
        "Regardez les cinq cartes du dessus de votre bibliothèque. Parmi elles, vous pouvez"
        " mettre sur le champ de bataille jusqu'à deux cartes de permanent avec une valeur de"
        " mana inférieure ou égale à 5. Mettez le reste au-dessous de votre bibliothèque dans un"
        " ordre aléatoire."
    )
    after = (
        "Regardez les cinq cartes du dessus de votre bibliothèque. Vous pouvez mettre sur le"
        " champ de bataille jusqu'à deux cartes de permanent avec une valeur de mana inférieure"
        " ou égale à 5 parmi elles. Mettez le reste au-dessous de votre bibliothèque dans un"
        " ordre aléatoire."
    )
    oracle = (
        "Look at the top five cards of your library. You may put up to two permanent cards with"
        " mana value 5 or less from among them onto the battlefield. Put the rest on the bottom"
        " of your library in a random order."
    )
    assert ast(first, "fr") == ast(after, "fr") == ast(oracle, "en")


def test_from_among_them_first_needs_the_cards_looked_at() -> None:
    # nothing looked at or revealed before: "them" names nothing (effects._check_looked_at)
    line = "Parmi elles, vous pouvez mettre sur le champ de bataille une carte de créature."
    assert isinstance(parse(line, "fr", lenient=True).abilities[0], A.Unparsed)


@pytest.mark.parametrize(
    "line",
    [
        # DOM Kamahl's Druidic Vow: Oracle "land and/or legendary permanent cards" (the lands
        # need not be legendary)
        "Regardez les X cartes du dessus de votre bibliothèque. Parmi elles, vous pouvez mettre"
        " sur le champ de bataille n'importe quel nombre de cartes de terrain et/ou de permanent"
        " légendaire avec un coût converti de mana inférieur ou égal à X. Mettez le reste dans"
        " votre cimetière.",
        # ELD Dance of the Manse: Oracle "artifact and/or non-Aura enchantment cards"
        "Renvoyez jusqu'à X cartes d'artefact et/ou d'enchantement non-Aura ciblées de votre"
        " cimetière sur le champ de bataille.",
    ],
)
def test_supertype_after_french_alternatives_of_kinds_stays_unparsed(line: str) -> None:
    """A supertype or "non-" word after "de X et/ou de Y" may qualify Y only (Oracle: "land
    and/or legendary permanent cards"): left unparsed."""
    assert isinstance(parse(line, "fr", lenient=True).abilities[0], A.Unparsed)


def test_color_after_french_alternatives_of_kinds_qualifies_each() -> None:
    # "un sort d'éphémère ou de rituel rouge" is a red instant or sorcery spell (Pyromancer's
    # Goggles, Chandra's Phoenix: Oracle "a red instant or sorcery spell")
    assert ast("Sacrifiez une carte d'éphémère ou de rituel rouge.", "fr") == ast(
        "Sacrifice a red instant or sorcery card.", "en"
    )


def test_from_among_them_first_then_shuffle_the_rest() -> None:
    """M15 Genesis Hydra: "Parmi elles, ..." and "Mélangez ensuite le reste dans votre
    bibliothèque" (CR 701.24a: the cards revealed and not put onto the battlefield), as the
    English Oracle line."""
    fr = (
        "Quand vous lancez l'~, révélez les X cartes du dessus de votre bibliothèque. Parmi"
        " elles, vous pouvez mettre sur le champ de bataille une carte de permanent non-terrain"
        " de coût converti de mana inférieur ou égal à X. Mélangez ensuite le reste dans votre"
        " bibliothèque."
    )
    en = (
        "When you cast this spell, reveal the top X cards of your library. You may put a nonland"
        " permanent card with mana value X or less from among them onto the battlefield. Then"
        " shuffle the rest into your library."
    )
    assert ast(fr, "fr") == ast(en, "en")


def test_from_among_them_said_before_the_card_put_into_hand() -> None:
    """ZNR Tajuru Paragon: "Vous pouvez mettre dans votre main, parmi elles, une carte qui ..."
    (the hand and "from among them" said before the card, CR 401.2)."""
    fr = (
        "Quand le ~ arrive sur le champ de bataille, s'il a été kické, révélez les six cartes du"
        " dessus de votre bibliothèque. Vous pouvez mettre dans votre main, parmi elles, une carte"
        " qui partage un type de créature avec lui. Mettez le reste au-dessous de votre"
        " bibliothèque dans un ordre aléatoire."
    )
    en = (
        "When ~ enters the battlefield, if it was kicked, reveal the top six cards of your"
        " library. You may put a card that shares a creature type with it from among them into"
        " your hand. Put the rest on the bottom of your library in a random order."
    )
    assert ast(fr, "fr") == ast(en, "en")


def test_mana_value_less_than_or_equal_to_this_objects_power() -> None:
    """STX Velomachus Lorehold: "avec une valeur de mana inférieure ou égale à la force de ~"
    (compared with this object's power, CR 208.1), as English "with mana value less than or
    equal to ~'s power"."""
    fr = (
        "À chaque fois que ~ attaque, regardez les sept cartes du dessus de votre bibliothèque."
        " Vous pouvez lancer un sort d'éphémère ou de rituel avec une valeur de mana inférieure ou"
        " égale à la force de ~ parmi elles sans payer son coût de mana. Mettez le reste"
        " au-dessous de votre bibliothèque dans un ordre aléatoire."
    )
    en = (
        "Whenever ~ attacks, look at the top seven cards of your library. You may cast an instant"
        " or sorcery spell with mana value less than or equal to ~'s power from among them"
        " without paying its mana cost. Put the rest on the bottom of your library in a random"
        " order."
    )
    assert ast(fr, "fr") == ast(en, "en")
