"""French printed lines of the English rules of what a player can't do and the player events of
triggers (grammar/fr/clauses/verbs_player_restrictions.lark, triggers_events.lark; CR 101.2,
603.2c, 603.7c, 508.1b, 400.3, 610.3): real lines (MTGJSON foreignData of the development sets,
the card's name as "~") give the same AST as the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

#: (English Oracle line, French printed line) of the same card
SAME = [
    # a player's maximum hand size changed (CR 402.2)
    (  # Thought Devourer (ODY)
        "Your maximum hand size is reduced by four.",
        "La taille maximale de votre main est réduite de quatre.",
    ),
    (  # Jin-Gitaxias, Core Augur (NPH)
        "Each opponent's maximum hand size is reduced by seven.",
        "La taille maximale de la main de chaque adversaire est réduite de sept.",
    ),
    # what a player can't do (CR 101.2)
    (  # Deafening Silence (ELD): "Aucun joueur ne peut" is every player
        "Each player can't cast more than one noncreature spell each turn.",
        "Aucun joueur ne peut lancer plus d'un sort non-créature par tour.",
    ),
    (  # Quakebringer (KHM)
        "Your opponents can't gain life.",
        "Vos adversaires ne peuvent pas gagner de points de vie.",
    ),
    (  # Silence (M10): its reminder says nothing more
        "Your opponents can't cast spells this turn.",
        "Vos adversaires ne peuvent pas lancer de sorts ce tour-ci. (Les sorts lancés avant que "
        "celui-ci se résolve ne sont pas affectés.)",
    ),
    # "le contrôleur de la créature ciblée / enchantée": that object's controller (CR 108.4)
    (  # Parasitic Implant (NPH)
        "At the beginning of your upkeep, enchanted creature's controller sacrifices it.",
        "Au début de votre entretien, le contrôleur de la créature enchantée la sacrifie.",
    ),
    (  # Mercy Killing (SHM)
        "Target creature's controller sacrifices it.",
        "Le contrôleur de la créature ciblée la sacrifie.",
    ),
    # triggers (CR 603.2)
    (  # Grand Warlord Radha's event (DOM): "au moins une" is one event (CR 603.2c)
        "Whenever one or more creatures you control attack, draw a card.",
        "À chaque fois qu'au moins une créature que vous contrôlez attaque, piochez une carte.",
    ),
    (  # Doomskar Oracle (KHM)
        "Whenever you cast your second spell each turn, you gain 2 life.",
        "À chaque fois que vous lancez votre deuxième sort à chaque tour, vous gagnez 2 points "
        "de vie.",
    ),
    (  # Mad Ratter (ELD)
        "Whenever you draw your second card each turn, create two 1/1 black Rat creature tokens.",
        "À chaque fois que vous piochez votre deuxième carte à chaque tour, créez deux jetons de "
        "créature 1/1 noire Rat.",
    ),
    (  # Vulturous Zombie (RAV): the card's owner is the graveyard's (CR 400.3)
        "Whenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 counter "
        "on ~.",
        "À chaque fois qu'une carte est mise dans le cimetière d'un adversaire d'où qu'elle "
        "vienne, mettez un marqueur +1/+1 sur le ~.",
    ),
    (  # Lavaborn Muse (LGN): that player's hand (CR 402)
        "At the beginning of each opponent's upkeep, if that player has two or fewer cards in "
        "hand, ~ deals 3 damage to that player.",
        "Au début de l'entretien de chaque adversaire, si ce joueur a deux cartes ou moins dans "
        "sa main, la ~ lui inflige 3 blessures.",
    ),
    (  # Glass Casket (ELD): "jusqu'à ce que le ~ quitte le champ de bataille" (CR 610.3)
        "When ~ enters the battlefield, exile target creature an opponent controls with mana "
        "value 3 or less until ~ leaves the battlefield.",
        "Quand le ~ arrive sur le champ de bataille, exilez une créature ciblée avec un coût "
        "converti de mana inférieur ou égal à 3 qu'un adversaire contrôle jusqu'à ce que le ~ "
        "quitte le champ de bataille.",
    ),
    (  # Ardenvale Paladin (ELD): adamant (CR 601.2h)
        "Adamant — If at least three white mana was spent to cast this spell, ~ enters the "
        "battlefield with a +1/+1 counter on it.",
        "Inflexible — Si au moins trois manas blancs ont été dépensés pour lancer ce sort, le ~ "
        "arrive sur le champ de bataille avec un marqueur +1/+1 sur lui.",
    ),
    (  # Rampage of the Valkyries (KHM): each other player (CR 102.1)
        "Whenever an Angel you control dies, each other player sacrifices a creature.",
        "À chaque fois qu'un ange que vous contrôlez meurt, chaque autre joueur sacrifie une "
        "créature.",
    ),
    # "choisit deux cartes de sa main et s'en défausse" (before 2003): the player who discards
    # chooses (CR 701.9b)
    (  # Silent Specter (ONS)
        "Whenever ~ deals combat damage to a player, that player discards two cards.",
        "À chaque fois que le ~ inflige des blessures de combat à un joueur, ce joueur choisit"
        " deux cartes de sa main et s'en défausse.",
    ),
    # "le contrôleur de cette source" after a trigger naming a source (CR 609.7, 108.4)
    (  # Reaper of Sheoldred (NPH)
        "Whenever a source deals damage to ~, that source's controller gets a poison counter.",
        "À chaque fois qu'une source inflige des blessures au ~, le contrôleur de cette source"
        " gagne un marqueur « poison ».",
    ),
    # "jouer avec ... révélée(s)" (CR 400.2: cards of a hidden zone made public)
    (  # Magus of the Future (TSR)
        "Play with the top card of your library revealed.",
        "Jouez avec la carte du dessus de votre bibliothèque révélée.",
    ),
    (  # Telepathy (M10)
        "Your opponents play with their hands revealed.",
        "Vos adversaires jouent avec leurs mains révélées.",
    ),
    # "librairie": the Onslaught fetch lands' misprint of "bibliothèque" (Bloodstained Mire)
    (
        "{T}, Pay 1 life, Sacrifice ~: Search your library for a Swamp or Mountain card, put it"
        " onto the battlefield, then shuffle.",
        "{T}, payez 1 point de vie, sacrifiez la ~ : Cherchez dans votre librairie une carte"
        " marais ou montagne et mettez-la en jeu. Mélangez ensuite votre bibliothèque.",
    ),
]


@pytest.mark.parametrize("en,fr", SAME, ids=[f[:60] for _, f in SAME])
def test_french_printed_line_means_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")
