"""French effects, static abilities and replacements that mirror English card-text rules
(grammar/fr/clauses/verbs*.lark, replacements.lark): real printed French lines give the same
AST as the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import ast as A
from rulesparser import parse

# (English Oracle line, French printed line) of the same card (set code and card name in the
# comment; the card's name is "~")
SAME = [
    # "Toutes les créatures capables de bloquer [objet] le font / doivent le faire" (CR 509.1c):
    # ONS Taunting Elf, 7ED Lure, ODY Seton's Desire (threshold), RAV Mortipede
    (
        "All creatures able to block ~ do so.",
        "Toutes les créatures capables de bloquer l'~ doivent le faire.",
    ),
    (
        "All creatures able to block enchanted creature do so.",
        "Toutes les créatures capables de bloquer la créature enchantée le font.",
    ),
    (
        "Threshold — As long as seven or more cards are in your graveyard, all creatures able to"
        " block enchanted creature do so.",
        "Seuil — Toutes les créatures capables de bloquer la créature enchantée le font. (Vous"
        " avez le seuil tant qu'il y a sept cartes ou plus dans votre cimetière.)",
    ),
    (
        "{2}{G}: All creatures able to block ~ this turn do so.",
        "{2}{G} : Toutes les créatures capables de bloquer le ~ ce tour-ci le font.",
    ),
    # LGN Shifting Sliver, TSB Evil Eye of Orms-by-Gore, 8ED Invisibility: ", excepté par"
    # printed after a comma (CR 509.1b)
    (
        "Slivers can't be blocked except by Slivers.",
        "Les slivoïdes ne peuvent pas être bloqués, excepté par des slivoïdes.",
    ),
    (
        "~ can't be blocked except by Walls.",
        "L'~ ne peut pas être bloqué, excepté par des murs.",
    ),
    (
        "Enchanted creature can't be blocked except by Walls.",
        "La créature enchantée ne peut pas être bloquée, excepté par des murs.",
    ),
    # JUD Harvest Mage era: the mana pool said first; mana a land could produce (CR 106.7)
    (
        "{T}: Add one mana of any color that a land you control could produce.",
        "{T}: Ajoutez à votre réserve un mana de n'importe quelle couleur qu'un terrain que vous "
        "contrôlez pourrait produire.",
    ),
    # 5DN Fellwar Stone era: "contrôlé par un adversaire" after the noun
    (
        "{T}: Add one mana of any color that a land an opponent controls could produce.",
        "{T} : Ajoutez à votre réserve un mana de n'importe quelle couleur qu'un terrain "
        "contrôlé par un adversaire pourrait produire.",
    ),
    # KHM Fynn, the Fangbearer: a player gets poison counters (CR 122.1f)
    (
        "Whenever a creature you control with deathtouch deals combat damage to a player, that "
        "player gets two poison counters.",
        "À chaque fois qu'une créature avec le contact mortel que vous contrôlez inflige des "
        "blessures de combat à un joueur, ce joueur gagne deux marqueurs « poison ».",
    ),
    # FUT Ghostfire (CR 105.2c)
    ("~ is colorless.", "L'~ est incolore."),
    # TSR Leyline of the Void: a card put into an opponent's graveyard (CR 614.1a)
    (
        "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
        "Si une carte devait être mise dans le cimetière d'un adversaire d'où qu'elle vienne, "
        "exilez-la à la place.",
    ),
    # TSR Arc Blade: exiled with time counters (suspend, CR 702.62a)
    (
        "~ deals 2 damage to any target. Exile ~ with three time counters on it.",
        "La ~ inflige 2 blessures à n'importe quelle cible. Exilez la ~ avec 3 marqueurs "
        "« temps » sur elle.",
    ),
    # DOM Torgaar, Famine Incarnate: an optional additional cost (CR 601.2b) and the creatures
    # sacrificed this way (CR 608.2c)
    (
        "As an additional cost to cast this spell, you may sacrifice any number of creatures.",
        "En tant que coût supplémentaire pour lancer ce sort, vous pouvez sacrifier n'importe "
        "quel nombre de créatures.",
    ),
    (
        "This spell costs {2} less to cast for each creature sacrificed this way.",
        "Ce sort coûte {2} de moins à lancer pour chaque créature sacrifiée de cette manière.",
    ),
    # DOM Sylvan Awakening: "deviennent des créatures 2/2 ..." and "Ce sont toujours des
    # terrains." (CR 205.1b)
    (
        "Until your next turn, all lands you control become 2/2 Elemental creatures with reach, "
        "indestructible, and haste. They're still lands.",
        "Jusqu'à votre prochain tour, tous les terrains que vous contrôlez deviennent des "
        "créatures 2/2 Élémental avec la portée, l'indestructible et la célérité. Ce sont "
        "toujours des terrains.",
    ),
]


@pytest.mark.parametrize(("en", "fr"), SAME)
def test_french_line_means_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


def test_mana_of_any_type_a_land_could_produce() -> None:
    # RNA Incubation Druid's first sentence: "de n'importe quel type" includes colorless (CR
    # 106.7)
    assert ast(
        "{T} : Ajoutez un mana de n'importe quel type qu'un terrain que vous contrôlez "
        "pourrait produire.",
        "fr",
    ) == ast("{T}: Add one mana of any type that a land you control could produce.", "en")


def test_activate_only_as_an_instant_on_a_mana_ability_stays_unparsed() -> None:
    # MH2 Diamond Lion: "N'activez que lorsque vous pourriez lancer un éphémère" is read as the
    # English "Activate only as an instant" (CR 602.5b), which a mana ability (CR 605.3a) makes
    # unsure in both languages
    fr = parse(
        "{T}, défaussez-vous de votre main, sacrifiez le ~ : Ajoutez trois manas d'une seule "
        "couleur de votre choix. N'activez que lorsque vous pourriez lancer un éphémère.",
        "fr",
        lenient=True,
    ).abilities
    en = parse(
        "{T}, Discard your hand, Sacrifice ~: Add three mana of any one color. Activate only as "
        "an instant.",
        "en",
        lenient=True,
    ).abilities
    assert [type(a) for a in fr] == [type(a) for a in en] == [A.Unparsed]
    assert "as an instant" in str(fr[0].error) and "as an instant" in str(en[0].error)


@pytest.mark.parametrize(
    ("en", "fr"),
    [
        # ONS Lavamancer's Skill: nothing is named before "Cette créature" in the quoted ability
        (
            'Enchanted creature has "{T}: This creature deals 1 damage to target creature."',
            "La créature enchantée a « {T} : Cette créature inflige 1 blessure à la créature "
            "ciblée. »",
        ),
        # ELD Wolf's Quarry, ZNR Expedition Diviner
        (
            'Create three 1/1 green Boar creature tokens with "When this creature dies, create a '
            'Food token."',
            "Créez trois jetons de créature 1/1 verte Sanglier avec « Quand cette créature meurt, "
            "créez un jeton Nourriture. »",
        ),
        (
            'As long as you control another Wizard, ~ has "When this creature dies, draw a card."',
            "Tant que vous contrôlez un autre sorcier, la ~ a « Quand cette créature meurt, "
            "piochez une carte. »",
        ),
    ],
)
def test_demonstrative_of_a_quoted_ability_is_the_object_that_has_it(en: str, fr: str) -> None:
    # CR 113.1: "cette créature" with no creature named before it in the quoted ability is the
    # object that has the ability, as English "this creature" there (after another creature it
    # stays unparsed: tests/test_cardtext_fr.py)
    assert ast(fr, "fr") == ast(en, "en")


@pytest.mark.parametrize(
    ("en", "fr"),
    [
        # AVR Somberwald Sage: a restriction on spending the mana (CR 106.6)
        (
            "{T}: Add three mana of any one color. Spend this mana only to cast creature spells.",
            "{T} : Ajoutez trois manas d'une seule couleur de votre choix à votre réserve. Ne "
            "dépensez ce mana que pour lancer des sorts de créature.",
        ),
        # NEO Malicious Malfunction, KHM Crush the Weak: a replacement for this turn (CR
        # 614.1a) and the creatures dealt damage this way (CR 608.2c)
        (
            "All creatures get -2/-2 until end of turn. If a creature would die this turn, exile "
            "it instead.",
            "Toutes les créatures gagnent -2/-2 jusqu'à la fin du tour. Si une créature devait "
            "mourir ce tour-ci, exilez-la à la place.",
        ),
        (
            "~ deals 2 damage to each creature. If a creature dealt damage this way would die "
            "this turn, exile it instead.",
            "~ inflige 2 blessures à chaque créature. Si une créature ayant subi des blessures de "
            "cette manière devait mourir ce tour-ci, exilez-la à la place.",
        ),
        # FUT Chronomantic Escape: "retirez ... de la partie avec trois marqueurs « temps »"
        (
            "Exile ~ with three time counters on it.",
            "Retirez l'~ de la partie avec trois marqueurs « temps » sur elle.",
        ),
        # FUT Samite Censer-Bearer: "la prochaine 1 blessure" with the duration before it
        (
            "{W}, Sacrifice ~: Prevent the next 1 damage that would be dealt to each creature you "
            "control this turn.",
            "{W}, sacrifiez la ~ : Prévenez, ce tour-ci, la prochaine 1 blessure qui devrait être "
            "infligée à chaque créature que vous contrôlez.",
        ),
        # 5DN Beacon of Immortality: "Mélangez ~ à la bibliothèque de son propriétaire"
        (
            "Shuffle ~ into its owner's library.",
            "Mélangez le ~ à la bibliothèque de son propriétaire.",
        ),
        # INV Urza's Rage: "par des sorts ou des capacités" (only they counter, CR 701.6a)
        (
            "This spell can't be countered.",
            "La ~ ne peut pas être contrecarrée par des sorts ou des capacités.",
        ),
    ],
)
def test_mana_replacement_and_restriction_lines(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


@pytest.mark.parametrize(
    ("en", "fr"),
    [
        # TSP Saltskitter: "à la fin du tour" after an effect (printed until 2009) is the next
        # end step (CR 513.1, 603.7)
        (
            "Whenever another creature enters the battlefield, exile ~. Return ~ to the "
            "battlefield under its owner's control at the beginning of the next end step.",
            "À chaque fois qu'une autre créature arrive en jeu, retirez ~ de la partie. Renvoyez "
            "~ en jeu sous le contrôle de son propriétaire à la fin du tour.",
        ),
        # ONS Nantuko Tracer: "mettre la carte ciblée ..." is an object phrase, while "mettez la
        # carte du dessus de votre bibliothèque dans votre cimetière" is mill 1 (CR 701.13)
        (
            "When ~ enters the battlefield, you may put target card from a graveyard on the "
            "bottom of its owner's library.",
            "Quand ~ arrive en jeu, vous pouvez mettre la carte ciblée d'un cimetière au-dessous "
            "de la bibliothèque de son propriétaire.",
        ),
        ("Mill a card.", "Mettez la carte du dessus de votre bibliothèque dans votre cimetière."),
    ],
)
def test_delayed_end_of_turn_and_the_top_card(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


@pytest.mark.parametrize(
    ("en", "fr"),
    [
        # ONS Brightstone Ritual: "à votre réserve de mana" (CR 106.4) and "for each" on the mana
        (
            "Add {R} for each Goblin on the battlefield.",
            "Ajoutez {R} à votre réserve de mana pour chaque gobelin en jeu.",
        ),
        # ARB Ethersworn Shieldmage: "infligées aux créatures-artefacts" (= "à les ...")
        (
            "When ~ enters the battlefield, prevent all damage that would be dealt to artifact "
            "creatures this turn.",
            "Quand la ~ arrive en jeu, prévenez toutes les blessures qui devraient être infligées "
            "aux créatures-artefacts ce tour-ci.",
        ),
    ],
)
def test_mana_pool_of_mana_and_damage_to_a_plural(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")
