"""French verb families (grammar/fr/clauses/verbs*.lark, grammar/fr/phrases/players.lark): real printed
French lines of several templating eras (MTGJSON foreignData) give the same AST as the English
Oracle line of the same card; object pronouns before their verb, hands revealed and looked at,
coin flips, the controller of an object named before, searches whose shuffle is said apart."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.ast import canonical_json

# (English Oracle text, French printed text) of the same card
SAME = [
    # the object pronoun before an infinitive ("la révéler, la mettre dans votre main") and a
    # search whose shuffle is its own sentence ("Si vous faites ainsi, mélangez ...", 2003-2018)
    (
        "When ~ enters the battlefield, you may search your library for a basic land card, "
        "reveal it, put it into your hand, then shuffle.",
        "Quand le ~ arrive sur le champ de bataille, vous pouvez chercher dans votre "
        "bibliothèque une carte de terrain de base, la révéler, la mettre dans votre main, "
        "puis mélanger.",
    ),
    (
        "When ~ enters the battlefield, you may search your library for a basic land card, "
        "reveal it, put it into your hand, then shuffle.",
        "Quand le ~ arrive sur le champ de bataille, vous pouvez chercher dans votre "
        "bibliothèque une carte de terrain de base, la révéler et la mettre dans votre main. "
        "Si vous faites ainsi, mélangez votre bibliothèque.",
    ),
    (
        "When ~ is turned face up, you may search your library for a Dragon card, reveal it, "
        "put it into your hand, then shuffle.",
        "Quand l'~ est retourné face visible, vous pouvez chercher dans votre bibliothèque une "
        "carte de dragon, la révéler et l'ajouter à votre main. Si vous faites ainsi, mélangez "
        "votre bibliothèque.",
    ),
    (
        "When ~ enters the battlefield, you may search your library for up to two creature "
        "cards with mana value 1 or less, reveal them, put them into your hand, then shuffle.",
        "Quand le ~ arrive en jeu, vous pouvez chercher dans votre bibliothèque jusqu'à deux "
        "cartes de créature ayant un coût converti de mana inférieur ou égal à 1, les révéler "
        "et les mettre dans votre main. Si vous faites ainsi, mélangez votre bibliothèque.",
    ),
    (
        "Whenever ~ deals combat damage to a player, you may sacrifice it. If you do, draw "
        "three cards.",
        "À chaque fois que la ~ inflige des blessures de combat à un joueur, vous pouvez la "
        "sacrifier. Si vous faites ainsi, piochez trois cartes.",
    ),
    (
        "Whenever a creature you control becomes blocked, you may return it to its owner's hand.",
        "À chaque fois qu'une créature que vous contrôlez devient bloquée, vous pouvez la "
        "renvoyer dans la main de son propriétaire.",
    ),
    # a hand revealed, a card chosen from it ("y"), then "cette carte" is that card
    (
        "Target opponent reveals their hand. You choose a card from it. That player discards "
        "that card.",
        "L'adversaire ciblé révèle sa main. Vous y choisissez une carte. Ce joueur se défausse "
        "de cette carte.",
    ),
    (
        "Target player reveals their hand. You choose a nonland card from it. That player "
        "discards that card.",
        "Le joueur ciblé révèle sa main. Choisissez-y une carte non-terrain. Ce joueur se "
        "défausse de cette carte.",
    ),
    (
        "When ~ enters the battlefield, look at target opponent's hand.",
        "Quand cette ~ arrive en jeu, regardez la main de l'adversaire ciblé.",
    ),
    # that object's controller ("au contrôleur de ce terrain")
    (
        "Whenever a land enters the battlefield, ~ deals 2 damage to that land's controller.",
        "À chaque fois qu'un terrain arrive en jeu, ~ inflige 2 blessures au contrôleur de ce "
        "terrain.",
    ),
    # the top cards of a library (CR 401.1), a card played from there (CR 601.2)
    (
        "Exile the top card of your library. You may play that card this turn.",
        "Exilez la carte du dessus de votre bibliothèque. Vous pouvez jouer cette carte ce "
        "tour-ci.",
    ),
    (
        "Exile the top card of your library. You may play it this turn.",
        "Exilez la carte du dessus de votre bibliothèque. Vous pouvez la jouer ce tour-ci.",
    ),
    (
        "Exile the top three cards of your library.",
        "Exilez les trois cartes du dessus de votre bibliothèque.",
    ),
    (
        "Target player mills three cards.",
        "Le joueur ciblé met les trois cartes du dessus de sa bibliothèque dans son cimetière.",
    ),
    ("Counter target blue spell.", "Contrecarrez le sort bleu ciblé."),
    # protection from a quality among abilities gained or had (CR 702.16a)
    (
        "Target creature you control gains protection from the color of your choice until end "
        "of turn.",
        "La créature ciblée que vous contrôlez acquiert la protection contre la couleur de votre "
        "choix jusqu'à la fin du tour.",
    ),
    (
        "Enchanted creature has protection from red.",
        "La créature enchantée a la protection contre le rouge.",
    ),
    (
        "All Slivers have protection from the chosen color.",
        "Tous les slivoïdes acquièrent la protection contre la couleur choisie.",
    ),
    # of the chosen color / type (CR 614.12)
    (
        "Creatures of the chosen color get +1/+1.",
        "Les créatures de la couleur choisie gagnent +1/+1.",
    ),
    (
        "Creatures you control of the chosen type get +1/+1.",
        "Les créatures du type choisi que vous contrôlez gagnent +1/+1.",
    ),
    # "chacune" after a plural verb, any number of targets (CR 115.1d)
    (
        "Up to two target creatures each get +2/+2 until end of turn.",
        "Jusqu'à deux créatures ciblées gagnent chacune +2/+2 jusqu'à la fin du tour.",
    ),
    (
        "Return any number of target creatures to their owners' hands.",
        "Renvoyez n'importe quel nombre de créatures ciblées dans les mains de leurs "
        "propriétaires.",
    ),
    # a player subject goes on to the next clause; a player's own choice (CR 608.2d)
    (
        "{U}{B}, {T}: Target player loses 1 life and reveals their hand.",
        "{U}{B}, {T} : Le joueur ciblé perd 1 point de vie et révèle sa main.",
    ),
    ("Each player may draw a card.", "Chaque joueur peut piocher une carte."),
    # a reflexive trigger (CR 603.12)
    (
        "You may sacrifice a creature. When you do, destroy target creature or planeswalker.",
        "Vous pouvez sacrifier une créature. Quand vous faites ainsi, détruisez une cible, "
        "créature ou planeswalker.",
    ),
    # reveal until (CR 701.16a), then "cette carte" and "le reste"
    (
        "Reveal cards from the top of your library until you reveal a creature card. Put that "
        "card into your hand and the rest on the bottom of your library in a random order.",
        "Révélez les cartes du dessus de votre bibliothèque jusqu'à ce que vous révéliez une "
        "carte de créature. Mettez cette carte dans votre main et le reste au-dessous de votre "
        "bibliothèque dans un ordre aléatoire.",
    ),
    # "doit être bloqué si possible" (CR 509.1c), Gaea's Protector (DOM)
    ("~ must be blocked if able.", "Le ~ doit être bloqué si possible."),
    # "renvoyez en jeu cette créature sous votre contrôle": the control said after the object
    # (CR 110.2), Fool's Demise (TSP)
    (
        "When enchanted creature dies, return that card to the battlefield under your control.",
        "Quand la créature enchantée est mise dans un cimetière, renvoyez en jeu cette créature "
        "sous votre contrôle.",
    ),
    # "les étapes de dégagement de leurs contrôleurs": each one's controller's (CR 502.3),
    # Freyalise's Radiance (CSP)
    (
        "Snow permanents don't untap during their controllers' untap steps.",
        "Les permanents neigeux ne se dégagent pas pendant les étapes de dégagement de leurs "
        "contrôleurs.",
    ),
    # a token put under target opponent's control: that player creates it (CR 111.2), Hunted
    # Lammasu (RAV), Oracle "target opponent creates"
    (
        "When ~ enters the battlefield, target opponent creates a 4/4 black Horror creature token.",
        "Quand le ~ arrive en jeu, mettez en jeu, sous le contrôle de l'adversaire ciblé, un "
        "jeton de créature 4/4 noire Horreur.",
    ),
    # the player named before reveals from their own library (CR 701.16a), Polymorph (M10)
    (
        "Destroy target creature. It can't be regenerated. Its controller reveals cards from the "
        "top of their library until they reveal a creature card.",
        "Détruisez la créature ciblée. Elle ne peut pas être régénérée. Son contrôleur révèle les "
        "cartes du dessus de sa bibliothèque jusqu'à ce qu'il révèle une carte de créature.",
    ),
    # "vous pouvez faire que [objet / joueur] ..." (you may have it do that)
    (
        "At the beginning of your draw step, you may have ~ deal 3 damage to target creature.",
        "Au début de votre étape de pioche, vous pouvez faire que la ~ inflige 3 blessures à la "
        "créature ciblée.",
    ),
    (
        "When ~ enters the battlefield, you may have target creature get +X/+X until end of "
        "turn, where X is ~'s power.",
        "Quand le ~ arrive sur le champ de bataille, vous pouvez faire que la créature ciblée "
        "gagne +X/+X jusqu'à la fin du tour, X étant la force du ~.",
    ),
    # a hand discarded (CR 701.9a), a card put on top of or under a library (CR 401.4)
    (
        "Each player discards their hand, then draws seven cards.",
        "Chaque joueur se défausse de sa main, puis pioche sept cartes.",
    ),
    (
        "Put target creature on top of its owner's library.",
        "Mettez la créature ciblée au-dessus de la bibliothèque de son propriétaire.",
    ),
    (
        "Put target creature on the bottom of its owner's library.",
        "Mettez la créature ciblée au-dessous de la bibliothèque de son propriétaire.",
    ),
    # "parmi elles": one of the cards looked at (CR 401.2)
    (
        "Look at the top six cards of your library. You may reveal a creature card from among "
        "them and put it into your hand. Put the rest on the bottom of your library in a random "
        "order.",
        "Regardez les six cartes du dessus de votre bibliothèque. Vous pouvez révéler une carte "
        "de créature parmi elles et la mettre dans votre main. Mettez le reste au-dessous de "
        "votre bibliothèque dans un ordre aléatoire.",
    ),
    # redirection (CR 614.9) and "au ~" (= "à le ~")
    (
        "{0}: The next 1 damage that would be dealt to ~ this turn is dealt to target creature "
        "you control instead.",
        "{0} : La prochaine 1 blessure qui devrait être infligée au ~ ce tour-ci est infligée à "
        "une créature ciblée que vous contrôlez à la place.",
    ),
    (
        "All damage that would be dealt to you is dealt to equipped creature instead.",
        "Toutes les blessures qui devraient vous être infligées sont infligées à la créature "
        "équipée à la place.",
    ),
    (
        "{T}: The next 3 damage that would be dealt to target creature you control this turn is "
        "dealt to another target creature instead.",
        "{T} : Les prochaines 3 blessures qui devaient être infligées ce tour-ci à la créature "
        "ciblée que vous contrôlez sont infligées à une autre créature ciblée à la place.",
    ),
    (
        "Prevent all damage that would be dealt to ~ this turn.",
        "Prévenez toutes les blessures qui devraient être infligées au ~ ce tour-ci.",
    ),
    # the noun before its alternative kinds ("une carte d'artefact ou de dragon")
    (
        "Whenever you cast an instant, sorcery, or Wizard spell, ~ deals 1 damage to any target.",
        "À chaque fois que vous lancez un sort d'éphémère, de rituel ou de sorcier, le ~ inflige "
        "1 blessure à n'importe quelle cible.",
    ),
    (
        "Search your library for an artifact or Dragon card, put that card onto the battlefield, "
        "then shuffle.",
        "Cherchez dans votre bibliothèque une carte d'artefact ou de dragon, mettez cette carte "
        "sur le champ de bataille, puis mélangez votre bibliothèque.",
    ),
    # a coin flip and its result (CR 705)
    (
        "Flip a coin. If you win the flip, take an extra turn after this one.",
        "Jouez à pile ou face. Si vous gagnez, jouez un tour supplémentaire après celui-ci.",
    ),
    # CHK Hisoka's Guard: "choisir de ne pas dégager" (CR 502.3)
    (
        "You may choose not to untap ~ during your untap step.",
        "Vous pouvez choisir de ne pas dégager le ~ pendant votre étape de dégagement.",
    ),
    # "Choisissez une créature ciblée." and "cette créature" afterwards (CR 115.1, 608.2c):
    # DGM Drown in Filth, FRF Grave Strength
    (
        "Choose target creature. Mill four cards, then that creature gets -1/-1 until end of "
        "turn for each land card in your graveyard.",
        "Choisissez une créature ciblée. Mettez les quatre cartes du dessus de votre bibliothèque "
        "dans votre cimetière, puis cette créature gagne -1/-1 jusqu'à la fin du tour pour "
        "chaque carte de terrain dans votre cimetière.",
    ),
    (
        "Choose target creature. Mill three cards, then put a +1/+1 counter on that creature for "
        "each creature card in your graveyard.",
        "Choisissez une créature ciblée. Mettez les trois cartes du dessus de votre bibliothèque "
        "dans votre cimetière, puis mettez un marqueur +1/+1 sur cette créature pour chaque carte "
        "de créature dans votre cimetière.",
    ),
    # a search of several zones ("dans votre bibliothèque et/ou votre cimetière", CR 400.1,
    # 701.19) whose shuffle is said after it: "Si vous cherchez dans votre bibliothèque de
    # cette manière, mélangez-la" (CR 701.24): KHM Runeforge Champion
    (
        "When ~ enters the battlefield, you may search your library and/or graveyard for a Rune "
        "card, reveal it, and put it into your hand. If you search your library this way, "
        "shuffle.",
        "Quand le ~ arrive sur le champ de bataille, vous pouvez chercher dans votre bibliothèque "
        "et/ou votre cimetière une carte de rune, la révéler et la mettre dans votre main. Si "
        "vous cherchez dans votre bibliothèque de cette manière, mélangez-la.",
    ),
    # "sous le contrôle de son propriétaire" between commas before the object (CR 110.2): ELD
    # Kenrith, the Returned King
    (
        "{4}{B}: Put target creature card from a graveyard onto the battlefield under its "
        "owner's control.",
        "{4}{B} : Mettez sur le champ de bataille, sous le contrôle de son propriétaire, une carte "
        "de créature ciblée depuis un cimetière.",
    ),
    # "acquérez-en le contrôle" ("en": of the object named before), as English "gain control
    # of it / of them": ONS Threaten, ONS Insurrection
    (
        "Untap target creature and gain control of it until end of turn. That creature gains "
        "haste until end of turn.",
        "Dégagez la créature ciblée et acquérez-en le contrôle jusqu'à la fin du tour. Cette "
        "créature acquiert la célérité jusqu'à la fin du tour.",
    ),
    (
        "Untap all creatures and gain control of them until end of turn. They gain haste until "
        "end of turn.",
        "Dégagez toutes les créatures et acquérez-en le contrôle jusqu'à la fin du tour. Elles "
        "acquièrent la célérité jusqu'à la fin du tour.",
    ),
    # "Ciblez jusqu'à deux créatures." (the targets said in a sentence of their own since 2017,
    # CR 115.1) and "sur chacune d'elles" / "sur elle" afterwards (CR 608.2c): HOU Grind, NEO
    # The Wandering Emperor (a later "Elle" is that target still), NEO Essence Capture (a
    # target chosen after another instruction)
    (
        "Put a -1/-1 counter on each of up to two target creatures.",
        "Ciblez jusqu'à deux créatures. Mettez un marqueur -1/-1 sur chacune d'elles.",
    ),
    (
        "[+1]: Put a +1/+1 counter on up to one target creature. It gains first strike until "
        "end of turn.",
        "+1 : Ciblez jusqu'à une créature. Mettez un marqueur +1/+1 sur elle. Elle acquiert "
        "l'initiative jusqu'à la fin du tour.",
    ),
    (
        "Counter target creature spell. Put a +1/+1 counter on up to one target creature you "
        "control.",
        "Contrecarrez un sort de créature ciblé. Ciblez jusqu'à une créature que vous contrôlez. "
        "Mettez un marqueur +1/+1 sur elle.",
    ),
]


@pytest.mark.parametrize("en,fr", SAME, ids=[f[:60] for _, f in SAME])
def test_french_effect_means_the_english_oracle_effect(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


@pytest.mark.parametrize(
    "text",
    [
        # "y" (from it) with no hand revealed before says nothing sure
        "Vous y choisissez une carte.",
        # a coin flip's result with no flip before it
        "Si vous gagnez, piochez une carte.",
        # "jouer" (play, or cast before 2009) without paying: a land may be played
        "Exilez la carte du dessus de votre bibliothèque. Vous pouvez jouer cette carte sans "
        "payer son coût de mana.",
        # the top of a library said of something other than "the card"
        "Exilez la créature du dessus de votre bibliothèque.",
        # "Ciblez" said of a player (DOM Torgaar, Famine Incarnate) or of "cibles" (STX Crackle
        # with Power): not a counted kind of object
        "Ciblez jusqu'à un joueur. Ce joueur pioche une carte.",
        "Ciblez jusqu'à X cibles. Le ~ inflige X blessures à chacune d'elles.",
        # "if you searched your library this way" with no search of several zones before it
        "Si vous cherchez dans votre bibliothèque de cette manière, mélangez-la.",
    ],
)
def test_french_effects_that_could_mean_two_things_stay_unparsed(text: str) -> None:
    with pytest.raises(ParseError):
        parse(text, "fr")


def test_an_article_before_a_noun_is_not_an_object_pronoun() -> None:
    """ "la" before a verb is the object pronoun; before a noun it stays an article."""
    card = parse("Vous pouvez la sacrifier.", "fr")
    assert card.abilities[0].effect.effect.object.kind in ("it", "self")
    card = parse("Vous pouvez sacrifier la créature enchantée.", "fr")
    obj = card.abilities[0].effect.effect.object
    assert obj.kind not in ("it", "self") and "creature" in obj.filter


def test_for_each_counter_on_an_object_counts_those_counters() -> None:
    """ "pour chaque marqueur +1/+1 sur l'~" is the number of +1/+1 counters on it (CR 122.1)."""
    card = parse("La créature équipée gagne +1/+1 pour chaque marqueur +1/+1 sur l'~.", "fr")
    effect = card.abilities[0].effect
    assert effect.power == A.Count(
        what="counters", object=A.ObjectRef(kind="self"), counter="+1/+1"
    )
    card = parse("Le joueur ciblé pioche une carte pour chaque marqueur « charge » sur lui.", "fr")
    assert "counters" in canonical_json(card.abilities[0])


#: where a card put onto the battlefield comes from and how it enters, said after it: (English
#: Oracle line, French printed line)
ENTERS_WITH = [
    # MH2 Persist: "depuis votre cimetière avec un marqueur -1/-1 sur elle" (a card in a graveyard
    # has no counters, CR 122.1: it enters with one, CR 614.1c)
    (
        "Return target nonlegendary creature card from your graveyard to the battlefield with a"
        " -1/-1 counter on it.",
        "Renvoyez sur le champ de bataille une carte de créature non-légendaire ciblée depuis"
        " votre cimetière avec un marqueur -1/-1 sur elle.",
    ),
    # EVE Pyrrhic Revival
    (
        "Each player returns each creature card from their graveyard to the battlefield with an"
        " additional -1/-1 counter on it.",
        "Chaque joueur renvoie en jeu chaque carte de créature de son cimetière avec un marqueur"
        " -1/-1 sur elle.",
    ),
    # NEO Planar Incision: "avec, sur elle, un marqueur +1/+1" (the number after the pronoun)
    (
        "Exile target artifact or creature, then return it to the battlefield under its owner's"
        " control with a +1/+1 counter on it.",
        "Exilez un artefact ciblé ou une créature ciblée, puis renvoyez-la sur le champ de"
        " bataille sous le contrôle de son propriétaire avec, sur elle, un marqueur +1/+1.",
    ),
    # DMU Soul of Windgrace: ", engagée et sous votre contrôle," (CR 110.2)
    (
        "Whenever ~ enters the battlefield or attacks, you may put a land card from a graveyard"
        " onto the battlefield tapped under your control.",
        "À chaque fois que l'~ arrive sur le champ de bataille ou attaque, vous pouvez mettre sur"
        " le champ de bataille, engagée et sous votre contrôle, une carte de terrain depuis un"
        " cimetière.",
    ),
]


@pytest.mark.parametrize("en,fr", ENTERS_WITH, ids=[f[:60] for _, f in ENTERS_WITH])
def test_card_put_onto_the_battlefield_with_counters_or_tapped(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


def test_a_creature_with_a_counter_on_it_is_still_a_filter() -> None:
    # "avec un marqueur" after a permanent, not after "cimetière": which creature
    effect = (
        parse("Détruisez chaque créature avec un marqueur -1/-1 sur elle.", "fr")
        .abilities[0]
        .effect
    )
    assert "counter:-1/-1" in effect.object.filter


@pytest.mark.parametrize(
    "en,fr",
    [
        # HOU The Scarab God
        (
            "At the beginning of your upkeep, each opponent loses X life and you scry X, where X"
            " is the number of Zombies you control.",
            "Au début de votre entretien, chaque adversaire perd X points de vie et vous"
            " appliquez regard X, X étant le nombre de zombies que vous contrôlez.",
        ),
        # RNA Precognitive Perception (the line before says what "instead" replaces)
        (
            "Draw three cards.\nAddendum — If you cast this spell during your main phase,"
            " instead scry 3, then draw three cards.",
            "Piochez trois cartes.\nAddenda — Si vous avez lancé ce sort pendant votre phase"
            " principale, à la place, appliquez regard 3, puis piochez trois cartes.",
        ),
    ],
)
def test_apply_scry_is_scry(en: str, fr: str) -> None:
    """ "(vous) appliquez regard N" (2017-2019 printings) is "scry N" (CR 701.22a)."""
    assert ast(fr, "fr") == ast(en, "en")


def test_token_that_is_a_copy_of_it_with_en() -> None:
    """HOU The Scarab God: "Créez un jeton qui en est une copie, excepté que c'est un zombie 4/4
    noir" ("en": the card exiled before, CR 707.2, 707.9b), as English "a token that's a copy of
    it, except it's a 4/4 black Zombie"."""
    assert ast(
        "{2}{U}{B} : Exilez une carte de créature ciblée depuis un cimetière. Créez un jeton qui"
        " en est une copie, excepté que c'est un zombie 4/4 noir.",
        "fr",
    ) == ast(
        "{2}{U}{B}: Exile target creature card from a graveyard. Create a token that's a copy of"
        " it, except it's a 4/4 black Zombie.",
        "en",
    )
