"""The French card-text grammar (grammar/fr/phrases, clauses, lines; locales/fr/phrases.yaml):
real printed French lines (MTGJSON foreignData, from several templating eras) give the same
AST as the English Oracle line of the same card, and French lines that could mean two things
stay unparsed instead of being guessed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import ParseError, parse
from rulesparser import ast as A

# (English Oracle text, French printed text) of the same card; several French eras per line
SAME = [
    # "Le ~": the card's name with its article (CR 201.5)
    ("~ can't block.", "Le ~ ne peut pas bloquer."),
    ("~ can't block.", "L'~ ne peut pas bloquer."),
    # destroy / exile: "l'X ciblé ou l'Y ciblé", "un X ciblé ou un Y ciblé" are "target X or Y"
    (
        "Destroy target artifact or enchantment.",
        "Détruisez l'artefact ciblé ou l'enchantement ciblé.",
    ),
    (
        "Destroy target artifact or enchantment.",
        "Détruisez un artefact ciblé ou un enchantement ciblé.",
    ),
    (
        "Destroy target artifact or enchantment.",
        "Détruisez l'enchantement ciblé ou l'artefact ciblé.",
    ),
    (
        "Destroy target artifact, enchantment, or land.",
        "Détruisez l'artefact ciblé, l'enchantement ciblé ou le terrain ciblé.",
    ),
    ("Destroy target green or white creature.", "Détruisez la créature verte ou blanche ciblée."),
    ("Destroy target creature or planeswalker.", "Détruisez une cible, créature ou planeswalker."),
    # exile in two eras: "retirez ... de la partie" (2006) and "exilez" (2009)
    ("Exile target creature.", "Retirez la créature ciblée de la partie."),
    ("Exile target creature.", "Exilez la créature ciblée."),
    # enters in two eras ("arrive en jeu" / "arrive sur le champ de bataille")
    ("When ~ enters the battlefield, draw a card.", "Quand la ~ arrive en jeu, piochez une carte."),
    (
        "When ~ enters the battlefield, draw a card.",
        "Quand l'~ arrive sur le champ de bataille, piochez une carte.",
    ),
    # mana: "{1} à votre réserve" (before 2015) and "un mana incolore" are {C} (CR 106.1)
    ("{T}: Add {C}.", "{T} : Ajoutez {1} à votre réserve."),
    ("{T}: Add {C}.", "{T}: Ajoutez un mana incolore à votre réserve."),
    ("{T}: Add {C}.", "{T} : Ajoutez {C}."),
    ("{T}: Add one mana of any color.", "{T} : Ajoutez un mana de la couleur de votre choix."),
    # players and reflexive verbs
    ("Target player discards two cards.", "Le joueur ciblé se défausse de deux cartes."),
    ("Target player discards two cards.", "Le joueur ciblé se défausse de deux cartes de sa main."),
    ("Target player draws two cards.", "Le joueur ciblé pioche deux cartes."),
    # zones and types: "une carte de créature ciblée depuis votre cimetière"
    (
        "Return target creature card from your graveyard to your hand.",
        "Renvoyez une carte de créature ciblée depuis votre cimetière dans votre main.",
    ),
    (
        "Return target creature card from your graveyard to the battlefield.",
        "Renvoyez en jeu la carte de créature ciblée de votre cimetière.",
    ),
    # counters and steps
    (
        "At the beginning of your upkeep, put a spore counter on ~.",
        "Au début de votre entretien, mettez un marqueur « spore » sur le ~.",
    ),
    (
        "At the beginning of your upkeep, put a -1/-1 counter on each nonblack creature.",
        "Au début de votre entretien, mettez un marqueur -1/-1 sur chaque créature non-noire.",
    ),
    # tokens: "mettez en jeu un jeton" (2006) and "créez un jeton" (2016)
    (
        "Create a 1/1 green Saproling creature token.",
        "Mettez en jeu un jeton de créature 1/1 verte Saprobionte.",
    ),
    (
        "Create a 1/1 green Saproling creature token.",
        "Créez un jeton de créature 1/1 verte Saprobionte.",
    ),
    # a search: where the cards go, and the shuffle said in a sentence of its own
    (
        "Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
        "Cherchez dans votre bibliothèque une carte de terrain de base, révélez-la, mettez-la dans"
        " votre main et mélangez ensuite votre bibliothèque.",
    ),
    (
        "Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the"
        " battlefield tapped, then shuffle.",
        "Cherchez dans votre bibliothèque une carte de plaine, d'île, de marais ou de montagne et"
        " mettez-la sur le champ de bataille engagée. Mélangez ensuite votre bibliothèque.",
    ),
    # "jusqu'à deux" / "un maximum de" (up to), a restriction with a duration
    (
        "Up to two target creatures can't block this turn.",
        "Jusqu'à deux créatures ciblées ne peuvent pas bloquer ce tour-ci.",
    ),
    (
        "Up to three target creatures can't block this turn.",
        "Un maximum de trois créatures ciblées ne peuvent pas bloquer ce tour-ci.",
    ),
    # an activated ability with a subject object and a duration
    ("{R}: ~ gets +1/+0 until end of turn.", "{R} : Le ~ gagne +1/+0 jusqu'à la fin du tour."),
    # an additional cost (CR 601.2b), "doesn't untap" (CR 502.3), "unless ... pays" (CR 118.12)
    (
        "As an additional cost to cast this spell, sacrifice a creature.",
        "En tant que coût supplémentaire pour lancer ce sort, sacrifiez une créature.",
    ),
    (
        "~ doesn't untap during your untap step.",
        "Le ~ ne se dégage pas pendant votre étape de dégagement.",
    ),
    (
        "At the beginning of your upkeep, sacrifice ~ unless you pay {U}.",
        "Au début de votre entretien, sacrifiez le ~ à moins que vous ne payiez {U}.",
    ),
    # the Aura's object: "la créature enchantée"
    (
        "Enchanted creature can't attack or block.",
        "La créature enchantée ne peut ni attaquer ni bloquer.",
    ),
    # "le permanent ... ciblé" is an object, not the card itself ("sacrifiez le permanent.")
    (
        "Return target nonland permanent to its owner's hand.",
        "Renvoyez le permanent non-terrain ciblé dans la main de son propriétaire.",
    ),
    # energy (CR 107.14): the reminder before the period is split off
    (
        "When ~ enters the battlefield, you get {E}{E} (two energy counters).",
        "Quand le ~ arrive sur le champ de bataille, vous gagnez {E}{E} (deux marqueurs « énergie »).",
    ),
    # as-enters choices (CR 614.12) in two eras
    (
        "As ~ enters the battlefield, choose a creature type.",
        "Au moment où le ~ arrive en jeu, choisissez un type de créature.",
    ),
    (
        "As ~ enters the battlefield, choose an opponent.",
        "Au moment où la ~ arrive sur le champ de bataille, choisissez un adversaire.",
    ),
    ("{T}: Add one mana of the chosen color.", "{T} : Ajoutez un mana de la couleur choisie."),
    # cost changes (CR 601.2f): "et" between list alternatives, spells you / opponents cast
    (
        "Instant and sorcery spells you cast cost {1} less to cast.",
        "Les sorts d'éphémère et de rituel que vous lancez coûtent {1} de moins à lancer.",
    ),
    (
        "Spells your opponents cast cost {1} more to cast.",
        "Les sorts que vos adversaires lancent coûtent {1} de plus à lancer.",
    ),
    (
        "This spell costs {1} less to cast for each creature you control.",
        "Ce sort coûte {1} de moins à lancer pour chaque créature que vous contrôlez.",
    ),
    (
        "~ can block only creatures with flying.",
        "Le ~ ne peut bloquer que les créatures avec le vol.",
    ),
    (
        "As ~ enters the battlefield, choose a card name.",
        "Au moment où l'~ arrive sur le champ de bataille, choisissez un nom de carte.",
    ),
    # a characteristic-defining ability (CR 604.3): the object inside the subject
    (
        "~'s power and toughness are each equal to the number of creatures you control.",
        "La force et l'endurance de la ~ sont chacune égales au nombre de créatures que vous "
        "contrôlez.",
    ),
    (
        "~'s power and toughness are each equal to the number of creature cards in your graveyard.",
        "La force et l'endurance du ~ sont chacune égales au nombre de cartes de créature dans "
        "votre cimetière.",
    ),
    # "ne peut pas bloquer [objets]" (CR 509.1b): which creatures it can't block
    (
        "~ can't block creatures with flying.",
        "Le ~ ne peut pas bloquer les créatures avec le vol.",
    ),
    # exile of 2006 with "de la partie" before the object
    ("Exile target card from a graveyard.", "Retirez de la partie la carte ciblée d'un cimetière."),
    # a plural card name with its demonstrative ("ces ~")
    (
        "When ~ enters the battlefield, target opponent discards a card.",
        "Quand ces ~ arrivent en jeu, l'adversaire ciblé se défausse d'une carte.",
    ),
    # "à moins que vous ne contrôliez" (subjunctive, expletive "ne") = "unless you control"
    (
        "~ enters the battlefield tapped unless you control a Swamp.",
        "Le ~ arrive sur le champ de bataille engagé à moins que vous ne contrôliez un marais.",
    ),
    # milling before the keyword action (CR 701.13): "met les N cartes du dessus de sa
    # bibliothèque dans son cimetière", the graveyard before or after, "la carte du dessus"
    (
        "Target player mills four cards.",
        "Le joueur ciblé met les quatre cartes du dessus de sa bibliothèque dans son cimetière.",
    ),
    (
        "{2}, {T}: Target player mills two cards.",
        "{2}, {T} : Le joueur ciblé met dans son cimetière les deux cartes du dessus de sa "
        "bibliothèque.",
    ),
    (
        "{U}{B}, {T}: Target player mills a card.",
        "{U}{B}, {T} : Le joueur ciblé met la carte du dessus de sa bibliothèque dans son "
        "cimetière.",
    ),
    (
        "When ~ enters the battlefield, mill two cards.",
        "Quand le ~ arrive sur le champ de bataille, mettez les deux cartes du dessus de votre "
        "bibliothèque dans votre cimetière.",
    ),
    # "vous inflige": the recipient pronoun before the verb
    (
        "{T}: Add {B}. ~ deals 1 damage to you.",
        "{T} : Ajoutez {B} à votre réserve. Les ~ vous infligent 1 blessure.",
    ),
    (
        "When ~ enters the battlefield, it deals 1 damage to you and you draw a card.",
        "Quand la ~ arrive sur le champ de bataille, elle vous inflige 1 blessure et vous "
        "piochez une carte.",
    ),
    # "qu'un adversaire contrôle" ("contrôle", not only "contrôlent")
    (
        "When ~ enters the battlefield, destroy target nonland permanent an opponent controls.",
        "Quand le ~ arrive sur le champ de bataille, détruisez un permanent non-terrain ciblé "
        "qu'un adversaire contrôle.",
    ),
    # "des créatures": the indefinite plural is the English bare plural
    (
        "~ can't be blocked by black creatures.",
        "Le ~ ne peut pas être bloqué par des créatures noires.",
    ),
    # "N'activez qu'une seule fois par tour" / "N'activez que lorsque vous pourriez lancer un
    # rituel" (2021 on, CR 602.5b)
    (
        "{R}: ~ gets +2/+0 until end of turn. Activate only once each turn.",
        "{R} : L'~ gagne +2/+0 jusqu'à la fin du tour. N'activez qu'une seule fois par tour.",
    ),
    (
        "{3}{B}, {T}: Each opponent discards a card. Activate only as a sorcery.",
        "{3}{B}, {T} : Chaque adversaire se défausse d'une carte. N'activez que lorsque vous "
        "pourriez lancer un rituel.",
    ),
    # the prevention family (CR 615.1a): "toutes les blessures [de combat] qui devraient être
    # infligées [ce tour-ci] [à X] [par Y]", "à et par X", "qui devraient vous être infligées"
    (
        "Prevent all combat damage that would be dealt this turn.",
        "Prévenez toutes les blessures de combat qui devraient être infligées ce tour-ci.",
    ),
    (
        "Prevent all damage that would be dealt by enchanted creature.",
        "Prévenez toutes les blessures qui devraient être infligées par la créature enchantée.",
    ),
    (
        "{1}{W}: Prevent all combat damage that would be dealt to and dealt by ~ this turn.",
        "{1}{W} : Prévenez toutes les blessures de combat qui devraient être infligées à et par "
        "l'~ ce tour-ci.",
    ),
    (
        "Prevent all damage that would be dealt to you.",
        "Prévenez toutes les blessures qui devraient vous être infligées.",
    ),
    # "à chaque créature et à chaque joueur" (CR 120.3)
    (
        "~ deals 1 damage to each creature and each player.",
        "La ~ inflige 1 blessure à chaque créature et à chaque joueur.",
    ),
    (
        "~ deals 5 damage to each creature and each planeswalker.",
        "L'~ inflige 5 blessures à chaque créature et à chaque planeswalker.",
    ),
    # "à un joueur ciblé et à chaque créature que ce joueur contrôle" (the player and those
    # objects at once, CR 120.3): Chandra, Flame's Fury (M20), Chandra, Bold Pyromancer (DOM)
    (
        "[−8]: ~ deals 10 damage to target player and each creature that player controls.",
        "−8 : ~ inflige 10 blessures à un joueur ciblé et à chaque créature que ce joueur "
        "contrôle.",
    ),
    (
        "[−7]: ~ deals 10 damage to target player and each creature and planeswalker they control.",
        "−7 : ~ inflige 10 blessures à un joueur ciblé et à chaque créature et planeswalker "
        "qu'il contrôle.",
    ),
    # "que vos adversaires contrôlent"; "la prochaine étape de dégagement de son contrôleur"
    (
        "Creatures your opponents control get -1/-0.",
        "Les créatures que vos adversaires contrôlent gagnent -1/-0.",
    ),
    (
        "Tap target creature. It doesn't untap during its controller's next untap step.",
        "Engagez la créature ciblée. Elle ne se dégage pas pendant la prochaine étape de "
        "dégagement de son contrôleur.",
    ),
    # state triggers "ne contrôlez pas de / aucune autre" (CR 603.8); steps of a turn
    (
        "When you control no Islands, sacrifice ~.",
        "Quand vous ne contrôlez pas d'île, sacrifiez le ~.",
    ),
    (
        "When you control no other creatures, sacrifice ~.",
        "Quand vous ne contrôlez aucune autre créature, sacrifiez le ~.",
    ),
    (
        "Draw two cards. If you control no artifacts, discard a card.",
        "Piochez deux cartes. Si vous ne contrôlez aucun artefact, défaussez-vous d'une carte.",
    ),
    (
        "At the beginning of combat on your turn, put a +1/+1 counter on target creature you control.",
        "Au début du combat pendant votre tour, mettez un marqueur +1/+1 sur une créature ciblée "
        "que vous contrôlez.",
    ),
    (
        "Draw a card at the beginning of the next turn's upkeep.",
        "Piochez une carte au début de l'entretien du prochain tour.",
    ),
    # replacement and prevention effects (CR 614.1a, 615.1a): "Si ... devait ..., ... à la
    # place", "Si des blessures devaient être infligées au ~, prévenez ces blessures."
    (
        "If a creature an opponent controls would die, exile it instead.",
        "Si une créature qu'un adversaire contrôle devait mourir, exilez-la à la place.",
    ),
    (
        "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~.",
        "Si des blessures devaient être infligées au ~, prévenez ces blessures. Retirez un "
        "marqueur +1/+1 du ~.",
    ),
    # blocking restrictions (CR 509.1a, 509.1b)
    (
        "~ can't be blocked by more than one creature.",
        "Le ~ ne peut pas être bloqué par plus d'une créature.",
    ),
    (
        "~ can't be blocked except by two or more creatures.",
        "Le ~ ne peut pas être bloqué excepté par deux créatures ou plus.",
    ),
    ("~ can't attack or block alone.", "Le ~ ne peut pas attaquer ou bloquer seul."),
    (
        "~ can block an additional creature each combat.",
        "Le ~ peut bloquer une créature supplémentaire à chaque combat.",
    ),
    # kicker (CR 702.33d): "Si le ~ a été kické" (2009 on), "Si vous avez payé le coût de kick"
    # (2001); a kicked permanent entering with counters is a conditional replacement effect
    (
        "If ~ was kicked, it enters the battlefield with two +1/+1 counters on it.",
        "Si l'~ a été kickée, elle arrive sur le champ de bataille avec deux marqueurs +1/+1 sur "
        "elle.",
    ),
    (
        "If ~ was kicked, it enters the battlefield with a +1/+1 counter on it.",
        "Si vous avez payé le coût de kick, l'~ arrive en jeu avec un marqueur +1/+1 sur lui.",
    ),
    # "... avec deux marqueurs +1/+1 sur lui et a l'initiative": the "si" governs both verbs,
    # what the kicked permanent enters with (Oracle "and with first strike", CR 614.1c)
    (  # Benalish Lancer (INV)
        "If ~ was kicked, it enters the battlefield with two +1/+1 counters on it and with "
        "first strike.",
        "Si vous avez payé le coût de kick, le ~ arrive en jeu avec deux marqueurs +1/+1 sur lui"
        " et a l'initiative.",
    ),
    (
        "When ~ enters the battlefield, if it was kicked, create two 1/1 white Soldier creature "
        "tokens.",
        "Quand l'~ arrive sur le champ de bataille, si elle a été kickée, créez deux jetons de "
        "créature 1/1 blanche Soldat.",
    ),
    # paying life as an effect (CR 119.4), "Si vous ne le faites pas", the printed "à la place"
    # of an as-enters choice (2006) and its absence (2009)
    (
        "As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield "
        "tapped.",
        "Au moment où la ~ arrive en jeu, vous pouvez payer 2 points de vie. Si vous ne le faites "
        "pas, la ~ arrive en jeu engagée à la place.",
    ),
    (
        "As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield "
        "tapped.",
        "Au moment où le ~ arrive sur le champ de bataille, vous pouvez payer 2 points de vie. Si "
        "vous ne le faites pas, il arrive sur le champ de bataille engagé.",
    ),
    # "pour chaque autre [objet]": "autre" before a noun with no article
    (
        "~ gets +1/+1 for each other Cat you control.",
        "Le ~ gagne +1/+1 pour chaque autre chat que vous contrôlez.",
    ),
    # a quoted ability in French quotes (CR 113.1)
    ('Enchanted land has "{T}: Add {G}."', "Le terrain enchanté a « {T} : Ajoutez {G}. »"),
    # triggers (CR 603.2): player events ("vous recyclez", "un joueur engage un terrain pour du
    # mana", "l'un de vos adversaires joue un sort", printed before 2009), object events ("devient
    # engagé", "devient la cible d'un sort ou d'une capacité", "subit des blessures", "blesse", "bloque
    # ou est bloquée", "arrive ... ou qu'il attaque", "est mise dans un cimetière" of a creature),
    # "le ~ ou qu'un autre allié", "au moins un marqueur +1/+1 est mis sur", delayed "à la fin du
    # combat"; conditions (CR 603.4, 611.3): "au moins trois artefacts", "deux autres terrains ou
    # moins", "c'est votre tour", "aucun sort n'a été lancé au tour précédent", "son coût de
    # spectacle a été payé"
    (
        "Whenever ~ or another Ally enters the battlefield under your control, you may put a +1/+1 counter on ~.",
        "À chaque fois que le ~ ou qu'un autre allié arrive sur le champ de bataille sous votre contrôle, vous pouvez mettre un marqueur +1/+1 sur le ~.",
    ),
    (
        "Whenever a player cycles a card, return ~ to its owner's hand.",
        "À chaque fois qu'un joueur recycle une carte, renvoyez l'~ dans la main de son propriétaire.",
    ),
    (
        "When you cycle ~, target creature can't block this turn.",
        "Quand vous recyclez le ~, la créature ciblée ne peut pas bloquer ce tour-ci.",
    ),
    (
        "As long as it's your turn, creatures you control get +2/+0.",
        "Tant que c'est votre tour, les créatures que vous contrôlez gagnent +2/+0.",
    ),
    # "cette créature" after a trigger naming another creature is that creature (CR 603.2);
    # "cette carte" after the trigger's object left the battlefield is that card
    (
        "Whenever ~ deals combat damage to a creature, tap that creature. That creature doesn't "
        "untap during its controller's next untap step.",
        "À chaque fois que l'~ inflige des blessures de combat à une créature, engagez cette "
        "créature. Elle ne se dégage pas pendant la prochaine étape de dégagement de son "
        "contrôleur.",
    ),
    (
        "When ~ becomes the target of a spell or ability, sacrifice it.",
        "Quand le ~ devient la cible d'un sort ou d'une capacité, sacrifiez-le.",
    ),
    # costs as effects (CR 118.12, 608.2c): "à moins que vous ne [verbe au subjonctif]",
    # "vous pouvez payer {1}. Si vous faites ainsi, ..."
    (
        "At the beginning of your upkeep, sacrifice ~ unless you sacrifice two lands.",
        "Au début de votre entretien, sacrifiez la ~ à moins que vous ne sacrifiiez deux terrains.",
    ),
    (
        "At the beginning of your upkeep, sacrifice ~ unless you discard a card.",
        "Au début de votre entretien, sacrifiez la ~ à moins que vous ne vous défaussiez d'une carte de votre main.",
    ),
    (
        "When ~ enters the battlefield, exile it unless you sacrifice another creature.",
        "Quand le ~ arrive sur le champ de bataille, exilez-le à moins que vous ne sacrifiiez une autre créature.",
    ),
    (
        "Draw two cards. Then discard a card unless you return a land you control to its owner's hand.",
        "Piochez deux cartes. Ensuite, défaussez-vous d'une carte à moins que vous ne renvoyiez un terrain que vous contrôlez dans la main de son propriétaire.",
    ),
    (
        "Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.",
        "À chaque fois qu'un joueur joue un sort blanc, vous pouvez payer {1}. Si vous faites ainsi, vous gagnez 1 point de vie.",
    ),
    # "ce sort": the spell a trigger names (that spell), else the spell itself
    (
        "Whenever you cast a noncreature spell, counter that spell unless you sacrifice a creature.",
        "À chaque fois que vous jouez un sort non-créature, contrecarrez ce sort à moins que vous ne sacrifiiez une créature.",
    ),
    (
        "When an opponent casts a spell, sacrifice ~ and counter that spell.",
        "Quand un adversaire lance un sort, sacrifiez la ~ et contrecarrez ce sort.",
    ),
    ("This spell can't be countered.", "Ce sort ne peut pas être contrecarré."),
    # more player and object events (CR 603.2): "vous sacrifiez", "vous lancez un sort qui cible
    # le ~" (heroic), "devient dégagé" (inspired), "est retourné face visible"; "si c'est une
    # carte de zombie" (CR 205)
    (
        "Whenever you sacrifice a creature, you may draw a card.",
        "À chaque fois que vous sacrifiez une créature, vous pouvez piocher une carte.",
    ),
    (
        "Return target creature card from your graveyard to your hand. If it's a Zombie card, draw a card.",
        "Renvoyez une carte de créature ciblée depuis votre cimetière dans votre main. Si c'est une carte de zombie, piochez une carte.",
    ),
    (
        "Target attacking creature gets +3/+3 until end of turn. If it's an artifact creature, it gains trample until end of turn.",
        "La créature attaquante ciblée gagne +3/+3 jusqu'à la fin du tour. Si c'est une créature-artefact, elle acquiert le piétinement jusqu'à la fin du tour.",
    ),
    (
        "Heroic — Whenever you cast a spell that targets ~, put a +1/+1 counter on ~.",
        "Héroïque — À chaque fois que vous lancez un sort qui cible le ~, mettez un marqueur +1/+1 sur le ~.",
    ),
    (
        "Whenever you cast an Aura spell that targets ~, create a 3/3 green Beast creature token.",
        "À chaque fois que vous lancez un sort d'aura qui cible le ~, créez un jeton de créature 3/3 verte Bête.",
    ),
    (
        "Inspired — Whenever ~ becomes untapped, draw a card.",
        "Inspiration — À chaque fois que le ~ devient dégagé, piochez une carte.",
    ),
    (
        "Whenever a permanent you control is turned face up, you gain 1 life for each creature you control.",
        "À chaque fois qu'un permanent que vous contrôlez est retourné face visible, vous gagnez 1 point de vie pour chaque créature que vous contrôlez.",
    ),
    # keyword lines: "Enchanter : artefact ou créature" (CR 702.5a), the old "Attaquer avec le ~
    # ne le fait pas s'engager." (vigilance, CR 702.20b); alternative costs "à la place du coût de
    # mana" (CR 118.9)
    ("Vigilance", "Attaquer avec le ~ ne le fait pas s'engager."),
    ("Vigilance", "Attaquer avec la ~ ne la fait pas s'engager."),
    ("Enchant artifact or creature", "Enchanter : artefact ou créature"),
    ("Enchant creature you control", "Enchanter : une créature que vous contrôlez"),
    ("Enchant player", "Enchanter : joueur"),
    ("Enchant creature", "Enchanter : créature"),
    (
        "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.",
        "Vous pouvez payer {W}{U}{B}{R}{G} à la place du coût de mana de l'~.",
    ),
    (
        "You may pay {2}{U} rather than pay this spell's mana cost.",
        "Vous pouvez payer {2}{U} à la place de payer le coût de mana de ce sort.",
    ),
    # "vous inflige des blessures de combat": the recipient pronoun before the verb
    # "au début de votre prochain entretien" (CR 603.7: that one step only)
    (
        "At the beginning of your next upkeep, draw a card.",
        "Au début de votre prochain entretien, piochez une carte.",
    ),
    # "au moins une île" (one or more) is "an Island"
    (
        "~ gets +1/+1 as long as you control an Island.",
        "Le ~ gagne +1/+1 tant que vous contrôlez au moins une île.",
    ),
    (
        "When ~ enters the battlefield, if you control three or more artifacts, return target creature to its owner's hand.",
        "Quand le ~ arrive sur le champ de bataille, si vous contrôlez au moins trois artefacts, renvoyez la créature ciblée dans la main de son propriétaire.",
    ),
    (
        "When ~ enters the battlefield, if you control two or more Gates, you gain 3 life.",
        "Quand la ~ arrive sur le champ de bataille, si vous contrôlez au moins deux portes, vous gagnez 3 points de vie.",
    ),
    (
        "Whenever ~ blocks or becomes blocked, it gets -1/-1 until end of turn.",
        "À chaque fois que l'~ bloque ou est bloquée, elle gagne -1/-1 jusqu'à la fin du tour.",
    ),
    (
        "Whenever a player taps a nonbasic land for mana, ~ deals 1 damage to that player.",
        "À chaque fois qu'un joueur engage un terrain non-base pour du mana, la ~ inflige 1 blessure à ce joueur.",
    ),
    (
        "Whenever an opponent taps a Mountain for mana, you may gain 1 life.",
        "À chaque fois que l'un de vos adversaires engage une montagne pour du mana, vous pouvez gagner 1 point de vie.",
    ),
    (
        "Whenever ~ becomes tapped, it deals 1 damage to each opponent.",
        "À chaque fois que l'~ devient engagé, il inflige 1 blessure à chaque adversaire.",
    ),
    (
        "Whenever a creature enters the battlefield under an opponent's control, you gain 1 life.",
        "À chaque fois qu'une créature arrive sur le champ de bataille sous le contrôle d'un adversaire, vous gagnez 1 point de vie.",
    ),
    (
        "When enchanted creature becomes the target of a spell or ability, destroy ~.",
        "Quand la créature enchantée devient la cible d'un sort ou d'une capacité, détruisez la ~.",
    ),
    (
        "At the beginning of each upkeep, if no spells were cast last turn, transform ~.",
        "Au début de chaque entretien, si aucun sort n'a été lancé au tour précédent, transformez le ~.",
    ),
    (
        "At the beginning of each upkeep, if a player cast two or more spells last turn, transform ~.",
        "Au début de chaque entretien, si un joueur a lancé au moins deux sorts au tour précédent, transformez le ~.",
    ),
    (
        "~ enters the battlefield tapped unless you control two or fewer other lands.",
        "Le ~ arrive sur le champ de bataille engagé à moins que vous ne contrôliez deux autres terrains ou moins.",
    ),
    (
        "When ~ enters the battlefield, if its spectacle cost was paid, each opponent discards a card.",
        "Quand le ~ arrive sur le champ de bataille, si son coût de spectacle a été payé, chaque adversaire se défausse d'une carte.",
    ),
    (
        "Whenever ~ is dealt damage, you gain 1 life.",
        "À chaque fois que le ~ subit des blessures, vous gagnez 1 point de vie.",
    ),
    (
        "When enchanted creature is dealt damage, destroy it.",
        "Quand la créature enchantée subit des blessures, détruisez-la.",
    ),
    (
        "Whenever ~ attacks or blocks, put a -1/-1 counter on it at end of combat.",
        "À chaque fois que le ~ attaque ou bloque, mettez un marqueur -1/-1 sur lui à la fin du combat.",
    ),
    (
        "Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~.",
        "À chaque fois qu'une créature blessée par le ~ ce tour-ci est mise dans un cimetière, mettez un marqueur +1/+1 sur le ~.",
    ),
    (
        "Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~.",
        "À chaque fois qu'une créature ayant subi ce tour-ci des blessures de la ~ est mise dans un cimetière, mettez un marqueur +1/+1 sur la ~.",
    ),
    (
        "Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~.",
        "À chaque fois qu'une créature blessée par le ~ ce tour-ci meurt, mettez un marqueur +1/+1 sur le ~.",
    ),
    (
        "Whenever you gain life, each opponent loses 1 life.",
        "À chaque fois que vous gagnez des points de vie, chaque adversaire perd 1 point de vie.",
    ),
    (
        "Whenever an opponent casts a white spell, that player loses 1 life and you gain 1 life.",
        "À chaque fois que l'un de vos adversaires joue un sort blanc, ce joueur perd 1 point de vie et vous gagnez 1 point de vie.",
    ),
    (
        "Whenever ~ attacks and isn't blocked, draw a card.",
        "À chaque fois que le ~ attaque et qu'il n'est pas bloqué, piochez une carte.",
    ),
    (
        "Whenever ~ enters the battlefield or attacks, tap target permanent. It doesn't untap during its controller's next untap step.",
        "À chaque fois que le ~ arrive sur le champ de bataille ou qu'il attaque, engagez le permanent ciblé. Il ne se dégage pas pendant la prochaine étape de dégagement de son contrôleur.",
    ),
    (
        "Whenever a Rogue you control attacks and isn't blocked, it gets +2/+1 until end of turn.",
        "À chaque fois qu'un gredin que vous contrôlez attaque et qu'il n'est pas bloqué, il gagne +2/+1 jusqu'à la fin du tour.",
    ),
]


@pytest.mark.parametrize("en,fr", SAME, ids=[f[:60] for _, f in SAME])
def test_french_printed_line_means_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


def test_french_target_is_the_english_target() -> None:
    """ "une créature ciblée", "la créature ciblée" and "deux créatures ciblées" are the
    quantifiers of "target creature" and "two target creatures" (CR 115.1)."""
    node = parse("Détruisez deux créatures ciblées.", "fr").abilities[0]
    assert node.effect == A.Destroy(
        object=A.ObjectRef(kind="target", filter=("creature",), count=2)
    )
    one = parse("Détruisez une créature ciblée.", "fr").abilities[0]
    the = parse("Détruisez la créature ciblée.", "fr").abilities[0]
    assert one == the
    assert one.effect.object == A.ObjectRef(kind="target", filter=("creature",))


def test_card_name_with_its_article_is_the_self_reference() -> None:
    """The printed name follows its article ("Le Sylvin ..."): given or already "~", it is the
    card itself."""
    named = parse(
        "Le Guerrier de Raging arrive en jeu engagé.", "fr", card_name="Guerrier de Raging"
    )
    tilde = parse("Le ~ arrive en jeu engagé.", "fr")
    assert named.abilities == tilde.abilities


@pytest.mark.parametrize(
    "text",
    [
        # a definite object that is neither a target nor enchanted: which one?
        "Détruisez la créature.",
        # two target players cannot be "le joueur ciblé"
        "Deux joueurs ciblés piochent une carte.",
        # adjectives before a list of alternatives: (verte créature) ou artefact?
        "Détruisez une créature verte ou un artefact ciblé.",
        # "cette carte" while the trigger's object stays on the battlefield: the equipment
        # itself (Banshee's Blade, Oracle "on Banshee's Blade") or another card?
        "À chaque fois que la créature équipée inflige des blessures de combat, mettez un"
        " marqueur « charge » sur cette carte.",
        # "cette créature" with no other creature named before it: this creature?
        "À chaque fois que le ~ attaque, si vous contrôlez un planeswalker Chandra, cette créature"
        " inflige 2 blessures à n'importe quelle cible.",
        # inside a quoted ability "cette créature" is the object that has it (CR 113.1) or the
        # one its trigger names
        "La créature enchantée a « À chaque fois qu'une autre créature meurt, mettez un marqueur"
        " +1/+1 sur cette créature. »",
        # "mis dans un cimetière" without the zone it comes from: a creature, a permanent or
        # the enchanted land surely dies; a land may be put there from a hand or a library
        "Quand un terrain est mis dans un cimetière, renvoyez cette carte dans la main de son"
        " propriétaire.",
        # "à moins que le joueur défenseur ne contrôle au moins deux îles": a count of another
        # player's permanents is not read as yours
        "Le ~ ne peut pas attaquer à moins que le joueur défenseur ne contrôle au moins deux îles.",
    ],
)
def test_french_lines_that_could_mean_two_things_stay_unparsed(text: str) -> None:
    with pytest.raises(ParseError):
        parse(text, "fr")


def test_plural_owners_hands_are_each_owners_hand() -> None:
    """'dans les mains de leurs propriétaires' returns each target to its owner's hand, as the
    singular 'dans la main de son propriétaire' does (CR 400.3)."""
    ability = parse("Renvoyez deux créatures ciblées dans les mains de leurs propriétaires.", "fr")
    effect = ability.abilities[0].effect
    assert isinstance(effect, A.ReturnToHand)
    assert effect.object.kind == "target" and effect.object.count == 2
    assert effect.object.filter == ("creature",)


def test_controlling_no_permanent_is_the_negation() -> None:
    """ "If you control no artifacts" ("Si vous ne contrôlez aucun artefact"): the number zero
    is the condition that no such permanent exists (CR 603.4), never that one exists."""
    for text, lang in (
        ("Draw two cards. If you control no artifacts, discard a card.", "en"),
        (
            "Piochez deux cartes. Si vous ne contrôlez aucun artefact, défaussez-vous d'une carte.",
            "fr",
        ),
    ):
        effect = parse(text, lang).abilities[0].effect.effects[1]
        assert isinstance(effect, A.Conditional)
        assert effect.condition == A.Not(
            condition=A.Exists(object=A.ObjectRef(kind="any", filter=("artifact", "you_control")))
        )


def test_prevent_the_next_damage_with_the_duration_inside() -> None:
    """ "Prévenez, ce tour-ci, les prochaines 3 blessures qui devraient être infligées à une
    cible, créature ou joueur." (CR 615.7): the duration said after the verb is the
    prevention's, the printed "une cible, créature ou joueur" is any target (the 2018 Oracle
    update, rulesparser.canonical)."""
    effect = (
        parse(
            "Prévenez, ce tour-ci, les prochaines 3 blessures qui devraient être infligées à une "
            "cible, créature ou joueur.",
            "fr",
        )
        .abilities[0]
        .effect
    )
    assert effect == A.PreventDamage(
        recipient=A.Target(kinds=A.ANY_TARGET_KINDS),
        amount=3,
        duration=A.Duration(kind="end_of_turn"),
    )


def test_your_next_upkeep_is_that_one_step() -> None:
    """ "At the beginning of your next upkeep" / "Au début de votre prochain entretien": your
    upkeep, the next one only (CR 603.7), not each of your upkeeps: on a line of its own, the
    delayed triggered ability the spell creates (CR 603.7a)."""
    for text, lang in (
        ("At the beginning of your next upkeep, draw a card.", "en"),
        ("Au début de votre prochain entretien, piochez une carte.", "fr"),
    ):
        (spell,) = parse(text, lang).abilities
        assert isinstance(spell, A.SpellAbility) and isinstance(spell.effect, A.DelayedTrigger)
        trigger = spell.effect.trigger
        assert trigger == A.StepTrigger(step="upkeep", player="you", next_only=True)


@pytest.mark.parametrize(
    "line",
    [
        # (Kami of Terrible Secrets' "si vous contrôlez un artefact et un enchantement" is that
        # each exists: test_cardtext_conditions.py)
        # Axgard Armory: an Aura card and/or an Equipment card (one or two cards)
        "{1}{R}{R}{W}, {T}, sacrifiez l'Armurerie d'Axgard : Cherchez dans votre bibliothèque une "
        "carte d'aura et/ou une carte d'équipement, révélez-les, mettez-les dans votre main et "
        "mélangez ensuite votre bibliothèque.",
    ],
)
def test_and_with_an_article_said_again_names_several_objects(line: str) -> None:
    """'et un(e)' / 'et le' names one object of each kind, which one object reference cannot
    say: left unparsed, never read as one object of either kind, where no verb takes several
    objects (destroy, exile, return, tap, untap, sacrifice, search do: test_cardtext_verbs.py,
    test_library.py)."""
    (ability,) = parse(line, "fr", lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


def test_decimate_names_four_targets() -> None:
    """Decimate: "l'artefact ciblé, la créature ciblée, l'enchantement ciblé et le terrain ciblé"
    (the commas with an article before "et le" join several objects) are four targets, one of
    each type, as the Oracle "target artifact, target creature, target enchantment, and target
    land" (CR 115.1), never one target of any of them."""
    fr = "Détruisez l'artefact ciblé, la créature ciblée, l'enchantement ciblé et le terrain ciblé."
    en = "Destroy target artifact, target creature, target enchantment, and target land."
    (ability,) = parse(fr, "fr").abilities
    assert ability == parse(en, "en").abilities[0]
    assert [o.filter for o in ability.effect.object.objects] == [
        ("artifact",),
        ("creature",),
        ("enchantment",),
        ("land",),
    ]


def test_alternatives_with_or_stay_one_object() -> None:
    # Fracture (printed): "un artefact ciblé, une créature ciblée ou un planeswalker ciblé"
    (ability,) = parse(
        "Détruisez un artefact ciblé, une créature ciblée ou un planeswalker ciblé.", "fr"
    ).abilities
    assert ability.effect.object.filter == ("artifact|creature|planeswalker",)  # type: ignore[attr-defined]
