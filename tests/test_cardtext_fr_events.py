"""French triggers, conditions, activation restrictions and restrictions of the card-text
grammar (grammar/fr/lines/abilities.lark, grammar/fr/phrases/conditions.lark,
grammar/fr/clauses/verbs_restrictions.lark): real French printed lines (MTGJSON foreignData of
the development sets, the card's name as "~") give the same AST as the English Oracle line of
the same card, from several templating eras."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import ast as A
from rulesparser import parse

#: (English Oracle line, French printed line) of the same card
SAME = [
    # activation restrictions (CR 602.5b): "Ne jouez cette capacité que ..." (before 2009),
    # "N'activez cette capacité que ...", "N'activez que ..." (2021 on)
    (  # Eternal Dragon (SCG)
        "{3}{W}{W}: Return ~ from your graveyard to your hand. Activate only during your upkeep.",
        "{3}{W}{W} : Renvoyez le ~ depuis votre cimetière dans votre main. Ne jouez cette "
        "capacité que pendant votre phase d'entretien.",
    ),
    (  # Temple of the False God (SCG)
        "{T}: Add {C}{C}. Activate only if you control five or more lands.",
        "{T} : Ajoutez {2} à votre réserve. Ne jouez cette capacité que si vous contrôlez au "
        "moins cinq terrains.",
    ),
    (  # Kelpie Guide (STX)
        "{T}: Tap target permanent. Activate only if you control eight or more lands.",
        "{T} : Engagez un permanent ciblé. N'activez que si vous contrôlez au moins huit terrains.",
    ),
    (  # Invigorating Hot Spring (NEO): two restrictions joined by "et qu'"
        "Remove a +1/+1 counter from ~: Put a +1/+1 counter on target creature you control. "
        "Activate only as a sorcery and only once each turn.",
        "Retirez un marqueur +1/+1 de la ~ : Mettez un marqueur +1/+1 sur une créature ciblée "
        "que vous contrôlez. N'activez que lorsque vous pourriez lancer un rituel et qu'une "
        "seule fois par tour.",
    ),
    (
        "{T}: Draw a card. Activate only during an opponent's turn.",
        "{T} : Piochez une carte. N'activez cette capacité que pendant le tour d'un adversaire.",
    ),
    (
        "{1}: Add {B} or {R}. Activate no more than three times each turn.",
        "{1} : Ajoutez {B} ou {R} à votre réserve. Ne jouez pas cette capacité plus de trois "
        "fois à chaque tour.",
    ),
    (
        "{G}: ~ gets +1/+1 until end of turn. Activate only once each turn and only if you "
        "control a Swamp.",
        "{G} : Le ~ gagne +1/+1 jusqu'à la fin du tour. Ne jouez cette capacité qu'une seule "
        "fois par tour et uniquement si vous contrôlez un marais.",
    ),
    # casting restrictions (CR 601.3)
    (  # Feast of Blood (ZEN)
        "Cast this spell only if you control two or more Vampires.",
        "Ne lancez le ~ que si vous contrôlez au moins deux vampires.",
    ),
    ("Cast this spell only during combat.", "Ne jouez le ~ que pendant le combat."),
    # conditions: objects counted in a zone (CR 400.1), card types among them (delirium)
    (  # Locked in the Cemetery (MID)
        "When ~ enters the battlefield, if there are five or more cards in your graveyard, tap "
        "enchanted creature.",
        "Quand ~ arrive sur le champ de bataille, s'il y a au moins cinq cartes dans votre "
        "cimetière, engagez la créature enchantée.",
    ),
    (  # Magmatic Channeler (ZNR)
        "As long as there are four or more instant and/or sorcery cards in your graveyard, ~ "
        "gets +3/+1.",
        "Tant qu'il y a au moins quatre cartes d'éphémère et/ou de rituel dans votre "
        "cimetière, la ~ gagne +3/+1.",
    ),
    (  # Exquisite Firecraft (ORI): spell mastery
        "Spell mastery — If there are two or more instant and/or sorcery cards in your "
        "graveyard, this spell can't be countered.",
        "Maîtrise de sort — S'il y a au moins deux cartes d'éphémère et/ou de rituel dans votre "
        "cimetière, ce sort ne peut pas être contrecarré.",
    ),
    (  # Putrid Imp (TOR): threshold with its condition in the reminder (CR 207.2c)
        "Threshold — As long as seven or more cards are in your graveyard, ~ gets +1/+1 and "
        "can't block.",
        "Seuil — Le ~ gagne +1/+1 et ne peut pas bloquer. (Vous avez le seuil tant qu'il y a "
        "sept cartes ou plus dans votre cimetière.)",
    ),
    (  # Mystic Crusader (ODY): a change and a grant, both under the condition (CR 611.3)
        "Threshold — As long as seven or more cards are in your graveyard, ~ gets +1/+1 and has "
        "flying.",
        "Seuil — Le ~ gagne +1/+1 et a le vol. (Vous avez le seuil tant qu'il y a sept cartes ou "
        "plus dans votre cimetière.)",
    ),
    (  # Bloodbraid Marauder (MH2)
        "Delirium — This spell has cascade as long as there are four or more card types among "
        "cards in your graveyard.",
        "Délire — Ce sort a la cascade tant qu'il y a au moins quatre types de carte parmi les "
        "cartes de votre cimetière.",
    ),
    # no counters on it (CR 122), as it last existed (persist-like, CR 603.10a)
    (  # Shatterskull Charger (ZNR)
        "At the beginning of your end step, if ~ doesn't have a +1/+1 counter on it, return it "
        "to its owner's hand.",
        "Au début de votre étape de fin, si le ~ n'a pas de marqueur +1/+1 sur lui, renvoyez-le "
        "dans la main de son propriétaire.",
    ),
    (  # Risona, Asari Commander (NEO)
        "Whenever ~ deals combat damage to a player, if it doesn't have an indestructible "
        "counter on it, put an indestructible counter on it.",
        "À chaque fois que ~ inflige des blessures de combat à un joueur, si elle n'a pas de "
        "marqueur « indestructible » sur elle, mettez un marqueur « indestructible » sur elle.",
    ),
    (  # Chronozoa (PLC): "n'avait pas de marqueur"
        "When ~ dies, if it had no time counters on it, create two tokens that are copies of it.",
        "Quand le ~ est mis dans un cimetière depuis le jeu, s'il n'avait pas de marqueur "
        "« temps » sur lui, mettez en jeu deux jetons qui sont des copies du ~.",
    ),
    # "ne peut pas être la cible de sorts ou de capacités": shroud (CR 702.18a), "... que vos
    # adversaires contrôlent": hexproof (CR 702.11b), as the Oracle text says
    ("Shroud", "Le ~ ne peut pas être la cible de sorts ou de capacités."),  # Gigapede (ONS)
    (  # Aspect of Mongoose (TSP): "ne peut être" (no "pas")
        "Enchanted creature has shroud.",
        "La créature enchantée ne peut être la cible de sorts ou de capacités.",
    ),
    (  # Mage's Guile (ONS): for a duration, gaining it
        "Target creature gains shroud until end of turn.",
        "La créature ciblée ne peut pas être la cible de sorts ou de capacités ce tour-ci.",
    ),
    (  # Stonewood Invocation (TSP)
        "Target creature gets +5/+5 and gains shroud until end of turn.",
        "La créature ciblée gagne +5/+5 jusqu'à la fin du tour et ne peut pas être la cible de "
        "sorts ou de capacités ce tour-ci.",
    ),
    (
        "Hexproof",
        "~ ne peut pas être la cible de sorts ou de capacités que vos adversaires contrôlent.",
    ),
    # what happened earlier this turn (HappenedThisTurn, as grammar/en/phrases/turn_history.lark)
    (  # Savage Gorger (M20)
        "At the beginning of your end step, if an opponent lost life this turn, put a +1/+1 "
        "counter on ~.",
        "Au début de votre étape de fin, si un adversaire a perdu des points de vie ce tour-ci, "
        "mettez un marqueur +1/+1 sur l'~.",
    ),
    (  # Crested Sunmare (HOU)
        "At the beginning of each end step, if you gained life this turn, create a 5/5 white "
        "Horse creature token.",
        "Au début de chaque étape de fin, si vous avez gagné des points de vie ce tour-ci, créez "
        "un jeton de créature 5/5 blanche Cheval.",
    ),
    (  # Life Goes On (HOU)
        "You gain 4 life. If a creature died this turn, you gain 8 life instead.",
        "Vous gagnez 4 points de vie. Si une créature est morte ce tour-ci, vous gagnez 8 points "
        "de vie à la place.",
    ),
    (  # Skarrgan Firebird (GPT)
        "{R}{R}{R}: Return ~ from your graveyard to your hand. Activate only if an opponent was "
        "dealt damage this turn.",
        "{R}{R}{R} : Renvoyez l'~ depuis votre cimetière dans votre main. Ne jouez cette "
        "capacité que si un adversaire a subi des blessures ce tour-ci.",
    ),
    # "à moins que" with the third person ("ne contrôle") and after a comma; "ne peut" without
    # "pas" (printed until the 2000s)
    (  # Floodchaser (MOR)
        "~ can't attack unless defending player controls an Island.",
        "Le ~ ne peut pas attaquer à moins que le joueur défenseur ne contrôle au moins une île.",
    ),
    (  # Sea Monster (7ED)
        "~ can't attack unless defending player controls an Island.",
        "Le ~ ne peut pas attaquer, à moins que le joueur défenseur contrôle au moins une île.",
    ),
    (
        "~ can't attack unless defending player controls an Island.",
        "Le ~ ne peut attaquer à moins que le joueur défenseur ne contrôle au moins une île.",
    ),
    (  # Noggle Bandit (EVE): "ne peut être bloqué que par"
        "~ can't be blocked except by creatures with defender.",
        "Le ~ ne peut être bloqué que par des créatures avec le défenseur.",
    ),
    (  # Familiar Ground (7ED)
        "Each creature you control can't be blocked by more than one creature.",
        "Chaque créature que vous contrôlez ne peut être bloquée par plus d'une créature.",
    ),
    # conditions on the object itself: attacking (CR 506.4), no cards in hand (hellbent)
    (  # Thorned Moloch (HOU)
        "~ has first strike as long as it's attacking.",
        "Le ~ a l'initiative tant qu'il attaque.",
    ),
    (  # Unchained Berserker (M20)
        "~ gets +2/+0 as long as it's attacking.",
        "Le ~ gagne +2/+0 tant qu'il attaque.",
    ),
    (  # Bloodhall Priest (EMN)
        "Whenever ~ enters the battlefield or attacks, if you have no cards in hand, ~ deals 2 "
        "damage to any target.",
        "À chaque fois que la ~ arrive sur le champ de bataille ou attaque, si vous n'avez pas de "
        "carte en main, la ~ inflige 2 blessures à une cible, créature ou joueur.",
    ),
    # shadow, printed "Distorsion" (CR 702.28)
    (  # Augur il-Vec (FUT)
        "Shadow (This creature can block or be blocked by only creatures with shadow.)",
        "Distorsion (Cette créature ne peut bloquer ou être bloquée que par des créatures avec la "
        "distorsion.)",
    ),
    # prevention shields (CR 615.7): "La prochaine fois qu'une source de votre choix devrait
    # vous blesser ce tour-ci" ("blesser" = deal damage to, printings before 2003)
    (  # Circle of Protection: Black (7ED)
        "{1}: The next time a black source of your choice would deal damage to you this turn, "
        "prevent that damage.",
        "{1}: La prochaine fois qu'une source noire de votre choix devrait vous blesser ce "
        "tour-ci, prévenez ces blessures.",
    ),
    (  # Circle of Protection: Artifacts (5DN)
        "{2}: The next time an artifact source of your choice would deal damage to you this "
        "turn, prevent that damage.",
        "{2} : La prochaine fois qu'une source artefact de votre choix devrait vous blesser ce "
        "tour-ci, prévenez ces blessures.",
    ),
    (  # Sanctum Guardian (9ED): "target creature or player" is any target (Oracle 2018)
        "Sacrifice ~: The next time a source of your choice would deal damage to any target "
        "this turn, prevent that damage.",
        "Sacrifiez le ~ : La prochaine fois qu'une source de votre choix devrait blesser une "
        "cible, créature ou joueur, ce tour-ci, prévenez ces blessures.",
    ),
    (
        "If a source would deal damage to you, prevent that damage.",
        "Si une source devait vous infliger des blessures, prévenez ces blessures.",
    ),
    # "[a group] enter the battlefield tapped" (CR 614.1c: a static ability of this permanent)
    (  # Authority of the Consuls (KLD)
        "Creatures your opponents control enter the battlefield tapped.",
        "Les créatures que vos adversaires contrôlent arrivent sur le champ de bataille engagées.",
    ),
    # hexproof printed as its meaning with "contrôlés par vos adversaires" (CR 702.11b)
    (
        "Hexproof",
        "La ~ ne peut pas être la cible de sorts ou de capacités contrôlés par vos adversaires.",
    ),
    # "ses capacités activées ne peuvent pas être activées / jouées" (CR 602.5)
    (  # Krasis Incubation (DGM)
        "Enchanted creature can't attack or block, and its activated abilities can't be activated.",
        "La créature enchantée ne peut ni attaquer ni bloquer et ses capacités activées ne "
        "peuvent pas être activées.",
    ),
    (  # Gelid Shackles (CSP): "jouées" (before 2009 an ability was played)
        "Enchanted creature can't block, and its activated abilities can't be activated.",
        "La créature enchantée ne peut pas bloquer et ses capacités activées ne peuvent pas être "
        "jouées.",
    ),
    (  # Encrust (M13)
        "Enchanted permanent doesn't untap during its controller's untap step and its activated "
        "abilities can't be activated.",
        "Le permanent enchanté ne se dégage pas pendant l'étape de dégagement de son contrôleur "
        "et ses capacités activées ne peuvent pas être activées.",
    ),
    (  # Detainment Spell (TSP)
        "Enchanted creature's activated abilities can't be activated.",
        "Les capacités activées de la créature enchantée ne peuvent pas être jouées.",
    ),
    (
        "Tap target permanent. Its activated abilities can't be activated this turn.",
        "Engagez un permanent ciblé. Ses capacités activées ne peuvent pas être activées ce "
        "tour-ci.",
    ),
    # "ne peut pas être bloquée ce tour-ci excepté par" (the duration inside, CR 509.1b)
    (  # Gingerbrute (ELD)
        "{1}: ~ can't be blocked this turn except by creatures with haste.",
        "{1} : La ~ ne peut pas être bloquée ce tour-ci excepté par des créatures avec la "
        "célérité.",
    ),
    (  # Departed Deckhand (M19)
        "{3}{U}: Another target creature you control can't be blocked this turn except by Spirits.",
        "{3}{U} : Une autre créature ciblée que vous contrôlez ne peut pas être bloquée ce tour-ci "
        "excepté par des esprits.",
    ),
    # "À la fin du tour," (printed until 2009): the beginning of the end step (CR 513.1)
    (  # Spark Elemental (5DN)
        "At the beginning of the end step, sacrifice ~.",
        "À la fin du tour, sacrifiez l'~.",
    ),
    (  # Stenchskipper (MOR)
        "At the beginning of the end step, if you control no Goblins, sacrifice ~.",
        "À la fin du tour, si vous ne contrôlez aucun gobelin, sacrifiez le ~.",
    ),
    (  # Sunseed Nurturer (ALA)
        "At the beginning of your end step, if you control a creature with power 5 or greater, "
        "you may gain 2 life.",
        "À la fin de votre tour, si vous contrôlez une créature de force supérieure ou égale à "
        "5, vous pouvez gagner 2 points de vie.",
    ),
    # "vous pouvez faire que [objet] [verbe au subjonctif]": "you may have [object] [verb]"
    (  # Razormane Masticore (5DN)
        "At the beginning of your draw step, you may have ~ deal 3 damage to target creature.",
        "Au début de votre étape de pioche, vous pouvez faire que la ~ inflige 3 blessures à la "
        "créature ciblée.",
    ),
    (  # Angel's Tomb (AVR): "devienne"
        "Whenever a creature enters the battlefield under your control, you may have ~ become a "
        "3/3 white Angel artifact creature with flying until end of turn.",
        "À chaque fois qu'une créature arrive sur le champ de bataille sous votre contrôle, vous "
        "pouvez faire que la ~ devienne une créature-artefact 3/3 blanche Ange avec le vol "
        "jusqu'à la fin du tour.",
    ),
    (  # Resilient Khenra (HOU)
        "When ~ enters the battlefield, you may have target creature get +X/+X until end of "
        "turn, where X is ~'s power.",
        "Quand le ~ arrive sur le champ de bataille, vous pouvez faire que la créature ciblée "
        "gagne +X/+X jusqu'à la fin du tour, X étant la force du ~.",
    ),
    # reflexive triggers (CR 603.12): "Quand vous faites ainsi," / "Quand vous le faites,"
    (  # Cavalier of Night (M20)
        "When ~ enters the battlefield, you may sacrifice another creature. When you do, "
        "destroy target creature an opponent controls.",
        "Quand le ~ arrive sur le champ de bataille, vous pouvez sacrifier une autre créature. "
        "Quand vous faites ainsi, détruisez une créature ciblée qu'un adversaire contrôle.",
    ),
    (  # Sparktongue Dragon (M19)
        "When ~ enters the battlefield, you may pay {2}{R}. When you do, it deals 3 damage to "
        "any target.",
        "Quand le ~ arrive sur le champ de bataille, vous pouvez payer {2}{R}. Quand vous faites "
        "ainsi, il inflige 3 blessures à n'importe quelle cible.",
    ),
    (
        "When ~ enters the battlefield, you may pay {2}. When you do, draw a card.",
        "Quand le ~ arrive sur le champ de bataille, vous pouvez payer {2}. Quand vous le faites, "
        "piochez une carte.",
    ),
    # "if the player does / doesn't" (CR 608.2c): "S'il le fait,", "Si ce joueur ne le fait pas,"
    (
        "Counter target spell unless its controller pays {3}. If they do, you draw a card.",
        "Contrecarrez le sort ciblé à moins que son contrôleur ne paie {3}. S'il le fait, "
        "piochez une carte.",
    ),
    (
        "Target opponent may pay {2}. If that player doesn't, draw a card.",
        "L'adversaire ciblé peut payer {2}. Si ce joueur ne le fait pas, piochez une carte.",
    ),
    # a player's event replaced (CR 614.1a): "Si vous deviez gagner des points de vie"
    (  # Angel of Vitality (M20)
        "If you would gain life, you gain that much life plus 1 instead.",
        "Si vous deviez gagner des points de vie, vous gagnez ce nombre de points de vie plus 1 "
        "à la place.",
    ),
    (
        "If you would draw a card, draw two cards instead.",
        "Si vous deviez piocher une carte, piochez deux cartes à la place.",
    ),
    (  # Mystic Enforcer (TSB): a trailing condition of two clauses is the condition of both
        "Threshold — As long as seven or more cards are in your graveyard, ~ gets +3/+3 and has "
        "flying.",
        "Seuil — L'~ gagne +3/+3 et a le vol tant qu'il y a au moins sept cartes dans votre "
        "cimetière.",
    ),
    # a "si" after its effect is checked as the effect is done, never an intervening "if"
    # (CR 603.4, 608.2c): the printed French keeps the English order
    (  # Gravelighter (KHM)
        "When ~ enters the battlefield, draw a card if a creature died this turn. Otherwise, "
        "each player sacrifices a creature.",
        "Quand l'~ arrive sur le champ de bataille, piochez une carte si une créature est morte "
        "ce tour-ci. Sinon, chaque joueur sacrifie une créature.",
    ),
    (  # Sphinx Sovereign (ALA): the end-of-turn trigger of the 2008 printing
        "At the beginning of your end step, you gain 3 life if ~ is untapped. Otherwise, each "
        "opponent loses 3 life.",
        "À la fin de votre tour, vous gagnez 3 points de vie si la ~ est dégagée. Sinon, chaque "
        "adversaire perd 3 points de vie.",
    ),
    # what happened earlier this turn, said of an object (CR 120, 508.1, 700.4)
    (  # Witch's Mist (MMQ)
        "{2}{B}, {T}: Destroy target creature that was dealt damage this turn.",
        "{2}{B}, {T} : Détruisez la créature ciblée qui a subi des blessures ce tour-ci.",
    ),
    (  # Rise of the Dread Marn (KHM)
        "Create X 2/2 black Zombie Berserker creature tokens, where X is the number of nontoken "
        "creatures that died this turn.",
        "Créez X jetons de créature 2/2 noire Zombie et Berserker, X étant le nombre de "
        "créatures non-jeton qui sont mortes ce tour-ci.",
    ),
    (  # Floating-Dream Zubera (CHK): "mis dans un cimetière depuis le jeu" (before 2010)
        "When ~ dies, draw a card for each Zubera that died this turn.",
        "Quand le ~ est mis dans un cimetière depuis le jeu, piochez une carte pour chaque "
        "zubera mis dans un cimetière depuis le jeu ce tour-ci.",
    ),
    # objects counted on the battlefield, whoever controls them (CR 110.1)
    (  # Timberwatch Elf (LGN): "en jeu" (before 2010)
        "{T}: Target creature gets +X/+X until end of turn, where X is the number of Elves on "
        "the battlefield.",
        "{T} : La créature ciblée gagne +X/+X jusqu'à la fin du tour, X étant le nombre d'elfes "
        "en jeu.",
    ),
    (  # Congregate (M10)
        "Target player gains 2 life for each creature on the battlefield.",
        "Le joueur ciblé gagne 2 points de vie pour chaque créature sur le champ de bataille.",
    ),
    # life gained or lost this turn, counted (CR 119.3)
    (  # Valkyrie Harbinger (KHM)
        "At the beginning of each end step, if you gained 4 or more life this turn, create a "
        "4/4 white Angel creature token with flying and vigilance.",
        "Au début de chaque étape de fin, si vous avez gagné au moins 4 points de vie ce "
        "tour-ci, créez un jeton de créature 4/4 blanche Ange avec le vol et la vigilance.",
    ),
    (  # Bloodchief Ascension (ZEN)
        "At the beginning of each end step, if an opponent lost 2 or more life this turn, you "
        "may put a quest counter on ~.",
        "Au début de chaque étape de fin, si un adversaire a perdu au moins 2 points de vie ce "
        "tour-ci, vous pouvez mettre un marqueur « quête » sur l'~.",
    ),
    # one kicker cost of several (CR 702.33e)
    (  # Thornscape Battlemage (TSB)
        "When ~ enters the battlefield, if it was kicked with its {W} kicker, destroy target "
        "artifact.",
        "Quand la ~ arrive en jeu, si le coût de kick de {W} a été payé, détruisez l'artefact "
        "ciblé.",
    ),
    (  # Sunscape Battlemage (PLS): "si vous avez payé le coût de kick de"
        "When ~ enters the battlefield, if it was kicked with its {2}{U} kicker, draw two cards.",
        "Quand la ~ arrive en jeu, si vous avez payé le coût de kick de {2}{U}, piochez deux "
        "cartes.",
    ),
    (  # Goblin War Wagon (MRD): "Si vous le faites," (before 2004: "if you do")
        "At the beginning of your upkeep, you may pay {2}. If you do, untap ~.",
        "Au début de votre entretien, vous pouvez payer {2}. Si vous le faites, dégagez le ~.",
    ),
    (  # Stoneshaker Shaman (RAV): "À la fin du tour de chaque joueur" (CR 513.1)
        "At the beginning of each player's end step, that player sacrifices an untapped land.",
        "À la fin du tour de chaque joueur, ce joueur sacrifie un terrain dégagé.",
    ),
    # cast from a zone (CR 601.2): "si vous l'avez lancé / ne l'avez pas joué depuis votre main"
    (  # Epochrasite (TSP)
        "~ enters the battlefield with three +1/+1 counters on it if you didn't cast it from "
        "your hand.",
        "L'~ arrive en jeu avec, sur lui, trois marqueurs +1/+1 si vous ne l'avez pas joué "
        "depuis votre main.",
    ),
    (  # Myojin of Night's Reach (SOK)
        "~ enters the battlefield with a divinity counter on it if you cast it from your hand.",
        "La ~ arrive en jeu avec sur elle un marqueur « divinité » si vous l'avez jouée depuis "
        "votre main.",
    ),
    (  # Roadside Reliquary (EMN)
        "{2}, {T}, Sacrifice ~: Draw a card if you control an artifact. Draw a card if you "
        "control an enchantment.",
        "{2}, {T}, sacrifiez le ~ : Piochez une carte si vous contrôlez un artefact. Piochez une "
        "carte si vous contrôlez un enchantement.",
    ),
    # "vous recyclez ou vous défaussez d'une carte" (CR 702.29a, 701.9a: either event)
    (  # Cunning Survivor (HOU)
        "Whenever you cycle or discard a card, ~ gets +1/+0 until end of turn and can't be blocked"
        " this turn.",
        "À chaque fois que vous recyclez ou vous défaussez d'une carte, la ~ gagne +1/+0 jusqu'à"
        " la fin du tour et ne peut pas être bloquée ce tour-ci.",
    ),
    # "vous recyclez le ~ ou qu'il ...": the player's event on this object or its own (CR
    # 603.2), "ils" for a card whose name is plural
    (  # Naya Sojourners (ARB)
        "When you cycle ~ or it dies, you may put a +1/+1 counter on target creature.",
        "Quand vous recyclez les ~ ou qu'ils sont mis dans un cimetière depuis le jeu, vous "
        "pouvez mettre un marqueur +1/+1 sur la créature ciblée.",
    ),
    (  # Esper Sojourners (ARB)
        "When you cycle ~ or it dies, you may tap or untap target permanent.",
        "Quand vous recyclez les ~ ou qu'ils sont mis dans un cimetière depuis le jeu, vous "
        "pouvez engager ou dégager un permanent ciblé.",
    ),
    # "vous activez une capacité de vantardise" / "d'un planeswalker Sarkhan" (CR 602.2): KHM
    # Frenzied Raider, M19 Sarkhan's Whelp
    (
        "Whenever you activate a boast ability, put a +1/+1 counter on ~.",
        "À chaque fois que vous activez une capacité de vantardise, mettez un marqueur +1/+1 sur"
        " le ~.",
    ),
    (
        "Whenever you activate an ability of a Sarkhan planeswalker, ~ deals 1 damage to any"
        " target.",
        "À chaque fois que vous activez une capacité d'un planeswalker Sarkhan, le ~ inflige 1"
        " blessure à n'importe quelle cible.",
    ),
    (
        "Whenever you activate a loyalty ability, draw a card.",
        "À chaque fois que vous activez une capacité de loyauté, piochez une carte.",
    ),
]


def test_activating_a_keyword_that_is_no_activated_ability_stays_unparsed() -> None:
    # flying is a static ability (CR 702.9): no "flying ability" is ever activated
    ability = parse(
        "À chaque fois que vous activez une capacité de vol, piochez une carte.", "fr", lenient=True
    ).abilities[0]
    assert isinstance(ability, A.Unparsed)


@pytest.mark.parametrize("en,fr", SAME, ids=[f[:60] for _, f in SAME])
def test_french_printed_line_means_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


def test_activation_window_is_the_step_of_your_turn() -> None:
    """ "Ne jouez cette capacité que pendant votre phase d'entretien" (the 2006 name of the
    upkeep step) limits activation to your upkeep (CR 602.5b)."""
    ability = parse(
        "{T} : Piochez une carte. Ne jouez cette capacité que pendant votre phase d'entretien.",
        "fr",
    ).abilities[0]
    assert ability.condition == A.During(step="upkeep", player=A.PlayerRef(kind="you"))


def test_activated_abilities_cant_be_activated_is_a_restriction_of_that_object() -> None:
    """ "and its activated abilities can't be activated": the object of the clause before (CR
    602.5), for as long as the static ability applies."""
    (ability,) = parse(
        "La créature enchantée ne peut ni attaquer ni bloquer et ses capacités activées ne "
        "peuvent pas être activées.",
        "fr",
    ).abilities
    enchanted = A.ObjectRef(kind="enchanted", filter=("creature",))
    assert ability.effect.effects[1] == A.Restriction(
        object=enchanted, action="activate_abilities", duration=A.Duration(kind="permanent")
    )


def test_life_gain_replaced_by_more_life() -> None:
    """ "If you would gain life, you gain that much life plus 1 instead" (CR 614.1a): the event
    is your life gain; what replaces it, the event's amount plus one."""
    (ability,) = parse(
        "Si vous deviez gagner des points de vie, vous gagnez ce nombre de points de vie plus 1 "
        "à la place.",
        "fr",
    ).abilities
    assert ability.event == A.Event(name="gain_life", object=A.PlayerRef(kind="you"))
    assert ability.replacement == A.GainLife(
        player=A.PlayerRef(kind="you"),
        amount=A.Sum(terms=(A.Count(what="event_amount"), 1)),
    )


def test_no_counters_is_the_negation_of_having_one() -> None:
    """ "if ~ has no +1/+1 counters on it" holds when it has none (it is not "has at least zero
    counters", which always holds)."""
    for text, lang in (
        ("At the beginning of your end step, if ~ has no +1/+1 counters on it, draw a card.", "en"),
        (
            "Au début de votre étape de fin, si le ~ n'a aucun marqueur +1/+1 sur lui, piochez une carte.",
            "fr",
        ),
    ):
        cond = parse(text, lang).abilities[0].condition
        assert cond == A.Not(
            condition=A.HasCounters(object=A.ObjectRef(kind="self"), counter="+1/+1", at_least=1)
        )


def test_revolt_is_a_permanent_you_controlled_that_left_the_battlefield() -> None:
    """Silkweaver Elite (AER): "si un permanent que vous contrôliez a quitté le champ de bataille
    ce tour-ci" (revolt, CR 207.2c): the permanent as it last existed was yours (CR 603.10a), the
    AST of the English and German rule."""
    (ability,) = parse(
        "Révolte — Quand l'Élite tissesoie arrive sur le champ de bataille, si un permanent que "
        "vous contrôliez a quitté le champ de bataille ce tour-ci, piochez une carte.",
        "fr",
        card_name="Élite tissesoie",
    ).abilities
    assert ability.condition == A.HappenedThisTurn(
        event="left_battlefield",
        subject=A.ObjectRef(kind="any", filter=("permanent", "you_control"), count=1),
    )
