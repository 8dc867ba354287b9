"""French costs (grammar/fr/phrases/costs.lark, CR 118, 602.1) in every era of French
templating: real printed French activated abilities give the same AST as the English Oracle
line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

# (English Oracle line, French printed line) of the same card (set code and card name in the
# comment; the card's name is "~")
SAME = [
    # exert (CR 701.43a): "surmenez la ~" as a cost, AKH Hope Tender and Steward of Solidarity;
    # "Vous pouvez surmener le ~ au moment où il attaque. Quand vous faites ainsi, ..." (CR
    # 603.12), AKH Khenra Scrapper
    (
        "{1}, {T}, Exert ~: Untap two target lands. (An exerted creature won't untap during your "
        "next untap step.)",
        "{1}, {T}, surmenez la ~ : Dégagez deux terrains ciblés. (Une créature surmenée ne se "
        "dégage pas pendant votre prochaine étape de dégagement.)",
    ),
    (
        "{T}, Exert ~: Create a 1/1 white Warrior creature token with vigilance.",
        "{T}, surmenez l'~ : Créez un jeton de créature 1/1 blanche Guerrier avec la vigilance.",
    ),
    (
        "You may exert ~ as it attacks. When you do, it gets +2/+0 until end of turn. (An "
        "exerted creature won't untap during your next untap step.)",
        "Vous pouvez surmener le ~ au moment où il attaque. Quand vous faites ainsi, il gagne "
        "+2/+0 jusqu'à la fin du tour. (Une créature surmenée ne se dégage pas pendant votre "
        "prochaine étape de dégagement.)",
    ),
    # NEO Sunblade Samurai (channel): "défaussez-vous du ~" (= "de le ~")
    (
        "{2}, Discard ~: Search your library for a basic Plains card, reveal it, put it into "
        "your hand, then shuffle.",
        "{2}, défaussez-vous du ~ : Cherchez dans votre bibliothèque une carte de plaine de "
        "base, révélez-la, mettez-la dans votre main, puis mélangez.",
    ),
    # NEO Saiba Trespassers: "des ~" (a name that is a plural)
    (
        "{3}{U}, Discard ~: Tap up to two target creatures you don't control.",
        "{3}{U}, défaussez-vous des ~ : Engagez jusqu'à deux créatures ciblées que vous ne "
        "contrôlez pas.",
    ),
    # TSB Icatian Javelineers
    (
        "{T}, Remove a javelin counter from ~: It deals 1 damage to any target.",
        "{T}, retirez un marqueur « javelot » des ~ : Les ~ infligent 1 blessure à une cible, "
        "créature ou joueur.",
    ),
    # AER Aethertide Whale: energy paid (CR 107.14)
    (
        "Pay {E}{E}{E}{E}: Return ~ to its owner's hand.",
        "Payez {E}{E}{E}{E} : Renvoyez la ~ dans la main de son propriétaire.",
    ),
    # TOR Coffin Purge era: "retirez de la partie" (exile, printed before 2009)
    (
        "{R}, {T}, Exile two cards from your graveyard: ~ deals 2 damage to any target.",
        "{R}, {T}, retirez de la partie deux cartes de votre cimetière : Le ~ inflige 2 "
        "blessures à une cible, créature ou joueur.",
    ),
    # LGN Planar Guide
    (
        "{3}{W}, Exile ~: Exile all creatures.",
        "{3}{W}, Retirez le ~ de la partie : Retirez toutes les créatures de la partie.",
    ),
    # INV Meteor Storm, JUD Barbarian Bully: discarding at random (CR 701.9b)
    (
        "{2}{R}{G}, Discard two cards at random: ~ deals 4 damage to any target.",
        "{2}{R}{G}, défaussez-vous au hasard de deux cartes de votre main : La ~ inflige 4 "
        "blessures à une cible, créature ou joueur.",
    ),
    (
        "Discard a card at random: ~ gets +2/+2 until end of turn.",
        "Défaussez-vous au hasard d'une carte de votre main : Le ~ gagne +2/+2 jusqu'à la fin "
        "du tour.",
    ),
    # MH2 Diamond Lion: discarding the hand (CR 701.9a)
    (
        "{T}, Discard your hand, Sacrifice ~: Add three mana of any one color.",
        "{T}, défaussez-vous de votre main, sacrifiez le ~ : Ajoutez trois manas d'une seule "
        "couleur de votre choix.",
    ),
    # SHM Barrenton Medic: a counter put as a cost
    (
        "Put a -1/-1 counter on ~: Untap ~.",
        "Mettez un marqueur -1/-1 sur le ~ : Dégagez le ~.",
    ),
    # DGM Rot Farm Skeleton: "mettez les quatre cartes du dessus de votre bibliothèque dans votre
    # cimetière" is mill 4 (CR 701.13), printed so before the keyword action
    (
        "{2}{B}{G}, Mill four cards: Return ~ from your graveyard to the battlefield.",
        "{2}{B}{G}, mettez les quatre cartes du dessus de votre bibliothèque dans votre "
        "cimetière : Renvoyez le ~ de votre cimetière sur le champ de bataille.",
    ),
    # ODY Enchanted Pendant era: the top card alone (mill 1)
    (
        "{T}, Mill a card: Draw a card.",
        "{T}, mettez la carte du dessus de votre bibliothèque dans votre cimetière : Piochez "
        "une carte.",
    ),
]


@pytest.mark.parametrize(("en", "fr"), SAME)
def test_french_cost_means_the_english_oracle_cost(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


def test_discarding_at_random_as_an_effect() -> None:
    # the adverb before the object, as an effect too (CR 701.9b)
    assert ast("Le joueur ciblé se défausse au hasard d'une carte.", "fr") == ast(
        "Target player discards a card at random.", "en"
    )
