"""French object alternatives with "autre" said again, "jusqu'à une cible, ...", a step or an
event trigger, the first event of each turn, a number of tokens, a Treasure spelled out and a
count below a constant (grammar/fr/phrases/objects.lark, conditions.lark,
clauses/triggers.lark, verbs_layers.lark): real printed French lines give the same AST as the
English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import parse
from rulesparser.ast import Unparsed

# (English Oracle line, French printed line) of the same card (set code and card name in the
# comment; the card's name is "~")
SAME = [
    # "un autre artefact ou une autre créature" ("autre" said with each alternative): NEO
    # Mukotai Soulripper
    (
        "Whenever ~ attacks, you may sacrifice another artifact or creature.",
        "À chaque fois que le ~ attaque, vous pouvez sacrifier un autre artefact ou une autre"
        " créature.",
    ),
    # "jusqu'à un autre artefact ou enchantement ciblé": TSR Return to Dust
    (
        "Exile target artifact or enchantment. If you cast this spell during your main phase,"
        " you may exile up to one other target artifact or enchantment.",
        "Exilez un artefact ciblé ou un enchantement ciblé. Si vous avez lancé ce sort pendant"
        " votre phase principale, vous pouvez exiler jusqu'à un autre artefact ou enchantement"
        " ciblé.",
    ),
    # "jusqu'à une cible, créature ou planeswalker": RNA Rakdos Firewheeler, STX Tempted by
    # the Oriq
    (
        "When ~ enters the battlefield, it deals 2 damage to target opponent and 2 damage to up"
        " to one target creature or planeswalker.",
        "Quand l'~ arrive sur le champ de bataille, il inflige 2 blessures à un adversaire ciblé"
        " et 2 blessures à jusqu'à une cible, créature ou planeswalker.",
    ),
    (
        "For each opponent, gain control of up to one target creature or planeswalker that"
        " player controls with mana value 3 or less.",
        "Pour chaque adversaire, acquérez le contrôle de jusqu'à une cible, créature ou"
        " planeswalker, que ce joueur contrôle avec une valeur de mana inférieure ou égale à 3.",
    ),
    # a step trigger or an event trigger: NPH Shrine of Boundless Growth
    (
        "At the beginning of your upkeep or whenever you cast a green spell, put a charge"
        " counter on ~.",
        "Au début de votre entretien ou à chaque fois que vous lancez un sort vert, mettez un"
        " marqueur « charge » sur le ~.",
    ),
    # "pour la première fois à chaque tour" (the first such event of each turn): ZNR Attended
    # Healer, M20 Vengeful Warchief
    (
        "Whenever you gain life for the first time each turn, create a 1/1 white Cat creature"
        " token.",
        "À chaque fois que vous gagnez des points de vie pour la première fois à chaque tour,"
        " créez un jeton de créature 1/1 blanche Chat.",
    ),
    (
        "Whenever you lose life for the first time each turn, put a +1/+1 counter on ~. (Damage"
        " causes loss of life.)",
        "À chaque fois que vous perdez des points de vie pour la première fois à chaque tour,"
        " mettez un marqueur +1/+1 sur le ~. (Les blessures provoquent la perte de points de"
        " vie.)",
    ),
    # "un nombre de jetons ... égal à votre dévotion au noir": MH2 Underworld Hermit
    (
        "When ~ enters the battlefield, create a number of 1/1 green Squirrel creature tokens"
        " equal to your devotion to black.",
        "Quand l'~ arrive sur le champ de bataille, créez un nombre de jetons de créature 1/1"
        " verte Écureuil égal à votre dévotion au noir.",
    ),
    # a Treasure token spelled out with its ability (CR 111.10a): RNA Smothering Tithe
    (
        "Whenever an opponent draws a card, that player may pay {2}. If the player doesn't, you"
        " create a Treasure token.",
        "À chaque fois qu'un adversaire pioche une carte, ce joueur peut payer {2}. S'il ne le"
        " fait pas, vous créez un jeton d'artefact incolore Trésor avec « {T}, sacrifiez cet"
        " artefact : Ajoutez un mana de la couleur de votre choix. »",
    ),
    # "qui ont au moins une couleur en commun avec elle" (share a color with it): INV
    # Spreading Plague
    (
        "Whenever a creature enters the battlefield, destroy all other creatures that share a"
        " color with it. They can't be regenerated.",
        "À chaque fois qu'une créature arrive en jeu, détruisez toutes les autres créatures qui"
        " ont au moins une couleur en commun avec elle. Elles ne peuvent pas être régénérées.",
    ),
    # devotion below a constant, "n'est pas une créature": BNG Ephara, JOU Keranos
    (
        "As long as your devotion to white and blue is less than seven, ~ isn't a creature.",
        "Tant que votre dévotion au blanc et au bleu est inférieure à sept, ~ n'est pas une"
        " créature.",
    ),
]


@pytest.mark.parametrize(("en", "fr"), SAME)
def test_french_line_reads_as_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


def test_other_said_again_in_a_list_of_three_is_one_object() -> None:
    """ "un autre artefact, une autre créature ou un autre enchantement" is one object of any
    of the three kinds (as English "another artifact, creature, or enchantment"), not two
    objects."""
    fr = "Sacrifiez un autre artefact, une autre créature ou un autre enchantement."
    en = "Sacrifice another artifact, creature, or enchantment."
    assert ast(fr, "fr") == ast(en, "en")


@pytest.mark.parametrize(
    "fr",
    [
        # a predefined token's name with an ability that is not the predefined one
        "Créez un jeton d'artefact incolore Trésor avec « {T} : Ajoutez {C}. »",
        # "autre" of the second alternative only: another creature, or any artifact
        "Détruisez un artefact ou une autre créature.",
        # "autre" of the first only, the second with its own article: an artifact other than
        # this one, or any creature
        "Vous pouvez sacrifier un autre artefact ou une créature.",
        # "Au moment où" (as it enters, CR 614.12) with a token created then: Ambassador Oak
        # (Morningtide), whose Oracle text says "When ~ enters the battlefield, create a 1/1
        # green Elf Warrior creature token" (a mistranslated trigger?)
        "Au moment où l'~ arrive en jeu, mettez en jeu un jeton de créature 1/1 verte Elfe et "
        "Guerrier.",
    ],
)
def test_unsure_readings_stay_unparsed(fr: str) -> None:
    card = parse(fr, "fr", lenient=True)
    assert isinstance(card.abilities[0], Unparsed)
