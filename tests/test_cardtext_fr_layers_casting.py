"""French static abilities that say what an object is (grammar/fr/clauses/verbs_layers.lark, CR
613.1d-f, 604.3) and alternative costs made of actions (clauses/verbs_casting.lark, CR 118.9):
real printed French lines give the same AST as the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import ParseError, parse

# (English Oracle line, French printed line) of the same card (set code and card name in the
# comment; the card's name is "~")
SAME = [
    # each player's additional land plays on each of their own turns (CR 305.2): Rites of
    # Flourishing, Storm Cauldron
    (
        "Each player may play an additional land on each of their turns.",
        "Chaque joueur peut jouer un terrain supplémentaire pendant chacun de ses tours.",
    ),
    # base power and toughness set (CR 613.4b): ELD Harmonious Archon, Oko the Trickster's -7,
    # Bramblefort Fink; KHM The Bears of Littjara's chapter II
    (
        "Non-Archon creatures have base power and toughness 3/3.",
        "Les créatures non-Archonte ont une force et une endurance de base de 3/3.",
    ),
    (
        "[−7]: Until end of turn, each creature you control has base power and toughness 10/10"
        " and gains trample.",
        "-7 : Jusqu'à la fin du tour, chaque créature que vous contrôlez a une force et une"
        " endurance de base de 10/10 et acquiert le piétinement.",
    ),
    (
        "{8}: ~ has base power and toughness 10/10 until end of turn. Activate only if you"
        " control an Oko planeswalker.",
        "{8} : Le ~ a une force et une endurance de base de 10/10 jusqu'à la fin du tour."
        " N'activez cette capacité que si vous contrôlez un planeswalker Oko.",
    ),
    (
        "II — Any number of target Shapeshifter creatures you control have base power and"
        " toughness 4/4.",
        "II — N'importe quel nombre de créatures Changeforme ciblées que vous contrôlez ont une"
        " force et une endurance de base de 4/4.",
    ),
    # NEO Crackling Emergence
    (
        "Enchanted land is a 3/3 red Spirit creature with haste. It's still a land.",
        "Le terrain enchanté est une créature 3/3 rouge Esprit avec la célérité. C'est toujours "
        "un terrain.",
    ),
    # INV Tainted Well, FUT Magus of the Moon (CR 305.7)
    ("Enchanted land is a Swamp.", "Le terrain enchanté est un marais."),
    ("Nonbasic lands are Mountains.", "Les terrains non-base sont des montagnes."),
    # "devient un marais / un humain / une créature-artefact" (CR 205.1a-b, 305.7): INV Slimy
    # Kavu, ELD Wishful Merfolk, NEO Mech Hangar
    (
        "{T}: Target land becomes a Swamp until end of turn.",
        "{T}: Le terrain ciblé devient un marais jusqu'à la fin du tour.",
    ),
    (
        "{1}{U}: ~ loses defender and becomes a Human until end of turn.",
        "{1}{U} : L'~ perd le défenseur et devient un humain jusqu'à la fin du tour.",
    ),
    (
        "{3}, {T}: Target Vehicle becomes an artifact creature until end of turn.",
        "{3}, {T} : Un véhicule ciblé devient une créature-artefact jusqu'à la fin du tour.",
    ),
    # "devient ... avec une force et une endurance de base de N/N" (CR 613.4b): ELD Oko, Thief
    # of Crowns; KHM Ascendant Spirit; MH1 Bogardan Dragonheart, Scale Up
    (
        "[+1]: Target artifact or creature loses all abilities and becomes a green Elk creature"
        " with base power and toughness 3/3.",
        "+1 : L'artefact ciblé ou la créature ciblée perd toutes ses capacités et devient une"
        " créature verte Élan avec une force et une endurance de base de 3/3.",
    ),
    (
        "{S}{S}: ~ becomes a Spirit Warrior with base power and toughness 2/3.",
        "{S}{S} : L'~ devient un esprit et guerrier avec une force et une endurance de base de"
        " 2/3.",
    ),
    (
        "Sacrifice another creature: Until end of turn, ~ becomes a Dragon with base power and"
        " toughness 4/4, flying, and haste.",
        "Sacrifiez une autre créature : Jusqu'à la fin du tour, le ~ devient un dragon avec une"
        " force et une endurance de base de 4/4, le vol et la célérité.",
    ),
    (
        "Until end of turn, target creature you control becomes a green Wurm with base power"
        " and toughness 6/4.",
        "Jusqu'à la fin du tour, une créature ciblée que vous contrôlez devient une guivre verte"
        " avec une force et une endurance de base de 6/4.",
    ),
    # DOM In Bolas's Clutches (CR 205.4)
    ("Enchanted permanent is legendary.", "Le permanent enchanté est légendaire."),
    # ELD Syr Elenora, the Discerning; MH2 Necrogoyf (CR 604.3)
    (
        "~'s power is equal to the number of cards in your hand.",
        "La force de ~ est égale au nombre de cartes dans votre main.",
    ),
    (
        "~'s power is equal to the number of creature cards in all graveyards.",
        "La force du ~ est égale au nombre de cartes de créature dans tous les cimetières.",
    ),
    # ARB Veinfire Borderpost, DOM Zahid, Djinn of the Lamp, MH1 Force of Virtue, CSP Allosaurus
    # Rider ("retirer de la partie", 2006), ALA Salvage Titan (CR 118.9)
    (
        "You may pay {1} and return a basic land you control to its owner's hand rather than "
        "pay this spell's mana cost.",
        "Vous pouvez payer {1} et renvoyer un terrain de base que vous contrôlez dans la main de "
        "son propriétaire à la place de payer le coût de mana de la ~.",
    ),
    (
        "You may pay {3}{U} and tap an untapped artifact you control rather than pay this "
        "spell's mana cost.",
        "Vous pouvez payer {3}{U} et engager un artefact dégagé que vous contrôlez à la place de "
        "payer le coût de mana de ce sort.",
    ),
    (
        "If it's not your turn, you may exile a white card from your hand rather than pay this "
        "spell's mana cost.",
        "Si ce n'est pas votre tour, vous pouvez exiler une carte blanche de votre main à la "
        "place de payer le coût de mana de ce sort.",
    ),
    (
        "You may exile two green cards from your hand rather than pay this spell's mana cost.",
        "Vous pouvez retirer de la partie deux cartes vertes de votre main à la place de payer "
        "le coût de mana du ~.",
    ),
    (
        "You may sacrifice three artifacts rather than pay this spell's mana cost.",
        "Vous pouvez sacrifier trois artefacts à la place de payer le coût de mana du ~.",
    ),
    # Rout (INV): "à tout moment où vous pourriez jouer un éphémère si vous payez {2} de plus
    # pour cela", the older wording of "as though it had flash if you pay {2} more" (CR 702.8a,
    # 601.2f); without the extra mana the same words are flash's reminder (the keyword)
    (
        "You may cast ~ as though it had flash if you pay {2} more to cast it.",
        "Vous pouvez jouer la ~ à tout moment où vous pourriez jouer un éphémère si vous payez {2}"
        " de plus pour cela.",
    ),
]


def test_becoming_subtypes_keeps_the_card_types() -> None:
    """KHM Ascendant Spirit: "devient un esprit et guerrier avec une force et une endurance de
    base de 2/3" sets the creature types and base power and toughness; no card type is said, so
    none is changed (CR 205.1a, 613.4b)."""
    from rulesparser import parse

    effect = (
        parse(
            "{S}{S} : L'~ devient un esprit et guerrier avec une force et une endurance de base de"
            " 2/3.",
            "fr",
        )
        .abilities[0]
        .effect
    )
    assert (effect.types, effect.subtypes, effect.power, effect.toughness, effect.additive) == (
        (),
        ("spirit", "warrior"),
        2,
        3,
        False,
    )
    assert effect.object.kind == "self" and effect.duration is None


@pytest.mark.parametrize(("en", "fr"), SAME)
def test_french_line_means_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


@pytest.mark.parametrize(
    "text",
    [
        # "their turns" after "you": whose turns is not the subject's (no reading)
        "Vous pouvez jouer un terrain supplémentaire pendant chacun de ses tours.",
        # "your turns" after "each player": each player's turns or yours?
        "Chaque joueur peut jouer un terrain supplémentaire pendant chacun de vos tours.",
    ],
)
def test_land_plays_on_turns_of_another_player_stay_unparsed(text: str) -> None:
    with pytest.raises(ParseError):
        parse(text, "fr")


#: "lancer ~ depuis votre cimetière en payant [coût] à la place de son coût de mana" (CR 118.9)
#: and "en vous défaussant de deux cartes en plus de payer ses autres coûts" (CR 601.2f):
#: (English Oracle line, French printed line)
CAST_FROM_GRAVEYARD = [
    # KHM Glimpse the Cosmos
    (
        "As long as you control a Giant, you may cast ~ from your graveyard by paying {U} rather"
        " than paying its mana cost.",
        "Tant que vous contrôlez un géant, vous pouvez lancer l'~ depuis votre cimetière en"
        " payant {U} à la place de son coût de mana.",
    ),
    # CON Worldheart Phoenix ("jouer" a spell before 2009: cast it)
    (
        "You may cast ~ from your graveyard by paying {W}{U}{B}{R}{G} rather than paying its mana"
        " cost. If you do, it enters the battlefield with two +1/+1 counters on it.",
        "Vous pouvez jouer le ~ depuis votre cimetière en payant {W}{U}{B}{R}{G} à la place de"
        " son coût de mana. Si vous faites ainsi, il arrive en jeu avec deux marqueurs +1/+1 sur"
        " lui.",
    ),
    # DMU Rona, Sheoldred's Faithful
    (
        "You may cast ~ from your graveyard by discarding two cards in addition to paying its"
        " other costs.",
        "Vous pouvez lancer ~ depuis votre cimetière en vous défaussant de deux cartes en plus de"
        " payer ses autres coûts.",
    ),
]


@pytest.mark.parametrize("en,fr", CAST_FROM_GRAVEYARD, ids=[f[:60] for _, f in CAST_FROM_GRAVEYARD])
def test_cast_from_graveyard_by_paying_or_discarding(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")
