"""French amounts read from the game, token copies, prevention and zone changes (grammar/fr/
phrases/quantities.lark, clauses/verbs.lark, clauses/verbs_copies.lark): real printed French
lines give the same AST as the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

# (English Oracle line, French printed line) of the same card (set code and card name in the
# comment; the card's name is "~")
SAME = [
    # "X étant votre dévotion au vert", "égal à votre dévotion au vert" (CR 700.5), as English
    # "your devotion to green": BNG Aspect of Hydra (with its reminder text), BNG Skyreaping
    (
        "Target creature gets +X/+X until end of turn, where X is your devotion to green. (Each"
        " {G} in the mana costs of permanents you control counts toward your devotion to green.)",
        "La créature ciblée gagne +X/+X jusqu'à la fin du tour, X étant votre dévotion au vert."
        " (Chaque {G} dans les coûts de mana des permanents que vous contrôlez compte pour votre"
        " dévotion au vert.)",
    ),
    (
        "~ deals damage to each creature with flying equal to your devotion to green.",
        "Le ~ inflige un nombre de blessures égal à votre dévotion au vert à chaque créature avec"
        " le vol.",
    ),
    # "pour chaque fois qu'elle a été kickée" (multikicker, CR 702.33c: the times its kicker
    # cost was paid), the feminine of "kické": WWK Gnarlid Pack
    (
        "~ enters the battlefield with a +1/+1 counter on it for each time it was kicked.",
        "La ~ arrive sur le champ de bataille avec, sur elle, un marqueur +1/+1 pour chaque fois"
        " qu'elle a été kickée.",
    ),
    # "autant de points de vie que ceux perdus de cette manière" (CR 608.2c: the life lost by
    # the instruction before): THS Gray Merchant of Asphodel's wording, XLN Agent of Masks
    (
        "At the beginning of your upkeep, each opponent loses 1 life. You gain life equal to the "
        "life lost this way.",
        "Au début de votre entretien, chaque adversaire perd 1 point de vie. Vous gagnez autant "
        "de points de vie que ceux perdus de cette manière.",
    ),
    # INV Strength of Unity (domain, CR 305.6)
    (
        "Enchanted creature gets +1/+1 for each basic land type among lands you control.",
        "La créature enchantée gagne +1/+1 pour chaque type de terrain de base parmi les "
        "terrains que vous contrôlez.",
    ),
    # CON Worldly Counsel: "le nombre de types de terrain de base parmi ..."
    (
        "Look at the top X cards of your library, where X is the number of basic land types "
        "among lands you control.",
        "Regardez les X cartes du dessus de votre bibliothèque, X étant le nombre de types de "
        "terrain de base parmi les terrains que vous contrôlez.",
    ),
    # AVR Falkenrath Exterminator: "au nombre de marqueurs +1/+1 sur ~" (CR 122.1)
    (
        "{2}{R}: ~ deals damage to target creature equal to the number of +1/+1 counters on ~.",
        "{2}{R} : L'~ inflige à une créature ciblée un nombre de blessures égal au nombre de "
        "marqueurs +1/+1 sur l'~.",
    ),
    # ZNR Grakmaw, Skyclave Ravager
    (
        "When ~ dies, create an X/X black and green Hydra creature token, where X is the number "
        "of +1/+1 counters on ~.",
        "Quand ~ meurt, créez un jeton de créature X/X noire et verte Hydre, X étant le nombre de "
        "marqueurs +1/+1 sur ~.",
    ),
    # ELD Fling, 7ED Bloodshot Cyclops: the sacrificed creature's power (CR 608.2h)
    (
        "~ deals damage equal to the sacrificed creature's power to any target.",
        "Le ~ inflige un nombre de blessures égal à la force de la créature sacrifiée à "
        "n'importe quelle cible.",
    ),
    (
        "{T}, Sacrifice a creature: ~ deals damage equal to the sacrificed creature's power to "
        "any target.",
        "{T}, sacrifiez une créature : Le ~ inflige à une cible, créature ou joueur, autant de "
        "blessures que la force de la créature sacrifiée.",
    ),
    # FUT Oriss, Samite Guardian; TSR Ith, High Arcanist: the duration between commas before the
    # prevented damage (CR 615.1a)
    (
        "{T}: Prevent all damage that would be dealt to target creature this turn.",
        "{T} : Prévenez, ce tour-ci, toutes les blessures qui devraient être infligées à la "
        "créature ciblée.",
    ),
    (
        "{T}: Untap target attacking creature. Prevent all combat damage that would be dealt "
        "to and dealt by that creature this turn.",
        "{T} : Dégagez une créature attaquante ciblée. Prévenez, ce tour-ci, toutes les "
        "blessures de combat qui devraient être infligées à et par cette créature.",
    ),
    # MID Diregraf Rebirth, DGM Rot Farm Skeleton: the zone left said after the destination
    (
        "Return target creature card from your graveyard to the battlefield.",
        "Renvoyez une carte de créature ciblée sur le champ de bataille depuis votre cimetière.",
    ),
    (
        "{2}{B}{G}, Mill four cards: Return ~ from your graveyard to the battlefield. Activate "
        "only as a sorcery.",
        "{2}{B}{G}, mettez les quatre cartes du dessus de votre bibliothèque dans votre "
        "cimetière : Renvoyez le ~ sur le champ de bataille depuis votre cimetière. N'activez "
        "cette capacité que lorsque vous pourriez lancer un rituel.",
    ),
    # KHM Esika's Chariot, ELD Sorcerer's Broom: token copies (CR 111.1, 707.2)
    (
        "Whenever ~ attacks, create a token that's a copy of target token you control.",
        "À chaque fois que le ~ attaque, créez un jeton qui est une copie d'un jeton ciblé que "
        "vous contrôlez.",
    ),
    (
        "Whenever you sacrifice another permanent, you may pay {3}. If you do, create a token "
        "that's a copy of ~.",
        "À chaque fois que vous sacrifiez un autre permanent, vous pouvez payer {3}. Si vous "
        "faites ainsi, créez un jeton qui est une copie du ~.",
    ),
]


@pytest.mark.parametrize(("en", "fr"), SAME)
def test_french_line_means_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


@pytest.mark.parametrize(
    ("en", "fr"),
    [
        # the copy's exceptions (CR 707.9b), each introduced again by "que"
        (
            "When ~ dies, create a token that's a copy of target creature, except it's an "
            "artifact in addition to its other types.",
            "Quand ~ meurt, créez un jeton qui est une copie de la créature ciblée, excepté que "
            "c'est un artefact en plus de ses autres types.",
        ),
        (
            "When ~ dies, create a token that's a copy of target creature, except it isn't "
            "legendary and it has haste.",
            "Quand ~ meurt, créez un jeton qui est une copie de la créature ciblée, excepté "
            "qu'il n'est pas légendaire et qu'il a la célérité.",
        ),
        (
            "When ~ dies, create a token that's a copy of target creature, except it's a 4/4 "
            "black Zombie.",
            "Quand ~ meurt, créez un jeton qui est une copie de la créature ciblée, excepté que "
            "c'est un zombie 4/4 noir.",
        ),
    ],
)
def test_copy_exceptions(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")
