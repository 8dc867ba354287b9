"""French card-text effects (grammar/fr/clauses/verbs.lark, grammar/fr/phrases/quantities.lark):
verbs, their objects and their amounts. Real printed French lines (MTGJSON foreignData, several
templating eras) give the same AST as the English Oracle line of the same card; a French line
that could mean two things stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.ast import canonical_json, strip_meta

# (English Oracle text, French printed text) of the same card
SAME = [
    # "au-dessous de votre bibliothèque dans n'importe quel ordre" (CR 401.4: the owner orders
    # the cards), CHK Petals of Insight
    (
        "Look at the top three cards of your library. You may put those cards on the bottom of "
        "your library in any order. If you do, return ~ to its owner's hand. Otherwise, draw "
        "three cards.",
        "Regardez les trois cartes du dessus de votre bibliothèque. Vous pouvez mettre ces cartes "
        "au-dessous de votre bibliothèque dans n'importe quel ordre. Si vous faites ainsi, "
        "renvoyez les ~ dans la main de leur propriétaire. Sinon, piochez trois cartes.",
    ),
    # amounts read from the game (CR 107.3): "un nombre de [nom] égal à", "autant de [nom] que"
    (
        "When ~ dies, it deals damage equal to its power to any target.",
        "Quand le ~ meurt, il inflige un nombre de blessures égal à sa force à n'importe quelle"
        " cible.",
    ),
    (
        "~ deals damage to target creature equal to the number of Mountains you control.",
        "La ~ inflige à la créature ciblée un nombre de blessures égal au nombre de montagnes que"
        " vous contrôlez.",
    ),
    (
        "~ deals damage to any target equal to the number of Mountains you control.",
        "Le ~ inflige à une cible, créature ou joueur, un nombre de blessures égal au nombre de"
        " montagnes que vous contrôlez.",
    ),
    (
        "Sacrifice ~: You gain life equal to its power.",
        "Sacrifiez le ~ : Vous gagnez autant de points de vie que sa force.",
    ),
    (
        "Counter target creature spell. Draw cards equal to that spell's mana value.",
        "Contrecarrez le sort de créature ciblé. Piochez un nombre de cartes égal au coût converti"
        " de mana de ce sort.",
    ),
    (
        "Whenever you cast a Spirit or Arcane spell, you may gain life equal to that spell's mana"
        " value.",
        "À chaque fois que vous lancez un sort d'esprit ou d'arcane, vous pouvez gagner un nombre"
        " de points de vie égal à la valeur de mana de ce sort.",
    ),
    # "autant de" alone: the amount of the event (CR 603.2)
    (
        "Whenever ~ deals damage, you gain that much life.",
        "À chaque fois que le ~ inflige des blessures, vous gagnez autant de points de vie.",
    ),
    # ", X étant [count]" (where X is)
    (
        "Target creature gets +X/+0 until end of turn, where X is its power.",
        "La créature ciblée gagne +X/+0 jusqu'à la fin du tour, X étant sa force.",
    ),
    (
        "Put X +1/+1 counters on ~, where X is the number of cards in your hand.",
        "Mettez X marqueurs +1/+1 sur le ~, X étant le nombre de cartes dans votre main.",
    ),
    (
        "~ deals X damage to target creature, where X is your life total.",
        "Le ~ inflige X blessures à la créature ciblée, X étant votre total de points de vie.",
    ),
    (
        "Whenever you cast a creature spell, create X 1/1 black Thrull creature tokens, where X is"
        " that spell's mana value.",
        "À chaque fois que vous lancez un sort de créature, créez X jetons de créature 1/1 noire"
        " Srâne, X étant le coût converti de mana de ce sort.",
    ),
    # "pour chaque carte dans votre main": a count, not a destination
    (
        "You gain 2 life for each card in your hand.",
        "Vous gagnez 2 points de vie pour chaque carte dans votre main.",
    ),
    # the destination before the object (2006 printings): "mettez en jeu", "renvoyez en jeu
    # depuis votre cimetière"; tokens put onto the battlefield are created (CR 111.1)
    (
        "{G}, {T}: Put a creature card from your hand onto the battlefield.",
        "{G}, {T}: Mettez en jeu une carte de créature de votre main.",
    ),
    (
        "Return target creature card from your graveyard to the battlefield.",
        "Renvoyez en jeu depuis votre cimetière une carte de créature ciblée.",
    ),
    (
        "{5}{B}{B}: Return target creature card from your graveyard to the battlefield tapped.",
        "{5}{B}{B} : Renvoyez sur le champ de bataille, engagée, une carte de créature ciblée"
        " depuis votre cimetière.",
    ),
    (
        "When ~ enters the battlefield, create three 1/1 white Soldier creature tokens.",
        "Quand le ~ arrive sur le champ de bataille, mettez trois jetons de créature 1/1 blanche"
        " Soldat sur le champ de bataille.",
    ),
    (
        "{T}: Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you"
        " control.",
        "{T} : Mettez sur le champ de bataille X jetons de créature 1/1 rouge Gobelin, X étant le"
        " nombre de gobelins que vous contrôlez.",
    ),
    # tokens entering tapped, or tapped and attacking (CR 110.5b, 508.4): ", engagé," before
    # them (Xathrid Necromancer 2013, Graveyard Marshal 2018), "engagés et attaquants" after
    # them (Leonin Warleader, Hanweir Garrison)
    (
        "Whenever ~ or another Human creature you control dies, create a tapped 2/2 black Zombie"
        " creature token.",
        "À chaque fois que le ~ ou une autre créature Humain que vous contrôlez meurt, mettez sur"
        " le champ de bataille, engagé, un jeton de créature 2/2 noire Zombie.",
    ),
    (
        "{2}{B}, Exile a creature card from your graveyard: Create a tapped 2/2 black Zombie"
        " creature token.",
        "{2}{B}, exilez une carte de créature depuis votre cimetière : Créez, engagé, un jeton de"
        " créature 2/2 noire Zombie.",
    ),
    (
        "Whenever ~ attacks, create two 1/1 white Cat creature tokens with lifelink that are"
        " tapped and attacking.",
        "À chaque fois que le ~ attaque, créez deux jetons de créature 1/1 blanche Chat avec le"
        " lien de vie, engagés et attaquants.",
    ),
    (
        "Whenever ~ attacks, create two 1/1 red Human creature tokens that are tapped and"
        " attacking.",
        "À chaque fois que la ~ attaque, mettez sur le champ de bataille deux jetons de créature"
        " 1/1 rouge Humain, engagés et attaquants.",
    ),
    # "attachez-lui la ~": attach it to the token just created (Ancestral Blade; CR 701.3a)
    (
        "When ~ enters the battlefield, create a 1/1 white Soldier creature token, then attach ~"
        " to it.",
        "Quand la ~ arrive sur le champ de bataille, créez un jeton de créature 1/1 blanche"
        " Soldat, puis attachez-lui la ~.",
    ),
    (
        "Sacrifice a token: ~ gets +2/+2 until end of turn.",
        "Sacrifiez un jeton : La ~ gagne +2/+2 jusqu'à la fin du tour.",
    ),
    (
        "Sacrifice a creature: Put a +1/+1 counter on ~.",
        "Sacrifiez une créature : Placez un marqueur +1/+1 sur le ~.",
    ),
    # statics that change objects (CR 613): blocking, "est indestructible", "devient"
    (
        "~ can block any number of creatures.",
        "La ~ peut bloquer n'importe quel nombre de créatures.",
    ),
    (
        "~ can block an additional creature each combat.",
        "Le ~ peut bloquer une créature supplémentaire.",
    ),
    ("~ can block as though it had flying.", "Le ~ peut bloquer comme s'il avait le vol."),
    ("Indestructible", "La ~ est indestructible."),
    (
        "Lands you control have indestructible.",
        "Les terrains que vous contrôlez sont indestructibles.",
    ),
    ("{G}: ~ gains indestructible until end of turn.", "{G} : Le ~ est indestructible ce tour-ci."),
    (
        "Target Mountain becomes a 3/1 creature. It's still a land.",
        "La montagne ciblée devient une créature 3/1. C'est toujours un terrain.",
    ),
    (
        "{1}{G}: ~ becomes a 2/2 Bear creature until end of turn. It's still a land.",
        "{1}{G} : Le ~ devient une créature 2/2 Ours jusqu'à la fin du tour. C'est toujours un"
        " terrain.",
    ),
    (
        "Switch target creature's power and toughness until end of turn.",
        "Échangez la force et l'endurance de la créature ciblée jusqu'à la fin du tour.",
    ),
    # a leading duration covers the clauses of its subject (CR 611.2); "et" before a verb ends
    # a list of keywords
    (
        "Until end of turn, target creature gains trample and gets +X/+X, where X is the number"
        " of attacking creatures.",
        "Jusqu'à la fin du tour, la créature ciblée acquiert le piétinement et gagne +X/+X, X"
        " étant le nombre de créatures attaquantes.",
    ),
    # a characteristic said in a relative clause or after "d'" (printings 2003-2015)
    (
        "{T}: Tap target creature with toughness 2 or less.",
        "{T} : Engagez la créature ciblée dont l'endurance est de 2 ou moins.",
    ),
    (
        "Counter target spell with mana value 4 or less.",
        "Contrecarrez le sort ciblé dont le coût converti de mana est de 4 ou moins.",
    ),
    (
        "Destroy target creature with toughness 4 or greater.",
        "Détruisez une créature ciblée d'endurance supérieure ou égale à 4.",
    ),
    (
        "Return target nonland permanent with mana value X to its owner's hand.",
        "Renvoyez un permanent non-terrain ciblé ayant un coût converti de mana de X dans la main"
        " de son propriétaire.",
    ),
    (
        "Destroy target creature with mana value X.",
        "Détruisez la créature ciblée dont le coût converti de mana est de X.",
    ),
    # losing abilities (CR 613.1f)
    ("Creatures lose all abilities.", "Les créatures perdent toutes leurs capacités."),
    (
        "Creatures your opponents control lose infect.",
        "Les créatures que vos adversaires contrôlent perdent l'infection.",
    ),
    # mana of any one color (CR 106.1b)
    (
        "{T}: Add three mana of any one color.",
        "{T} : Ajoutez trois manas d'une seule couleur de votre choix.",
    ),
    # mana in any combination (CR 106.1b, 106.4): TSP Calciform Pools, 10E Terrarion
    (
        "{1}, Remove X storage counters from ~: Add X mana in any combination of {W} and/or {U}.",
        "{1}, retirez X marqueurs « stock » des ~ : Ajoutez X manas de n'importe quelle"
        " combinaison de {W} et/ou {U} à votre réserve.",
    ),
    (
        "{2}, {T}, Sacrifice ~: Add two mana in any combination of colors.",
        "{2}, {T}, sacrifiez le ~ : Ajoutez deux manas de la combinaison de mana coloré de votre"
        " choix à votre réserve.",
    ),
    (
        "Put target creature card from a graveyard onto the battlefield under your control.",
        "Mettez sur le champ de bataille, sous votre contrôle, une carte de créature ciblée depuis"
        " un cimetière.",
    ),
    # the card a linked ability exiled (CR 607.2a), 2006 and 2009 wordings
    (
        "When ~ leaves the battlefield, return the exiled card to the battlefield under its"
        " owner's control.",
        "Quand le ~ quitte le jeu, renvoyez en jeu sous le contrôle de son propriétaire la carte"
        " retirée.",
    ),
    (
        "When ~ leaves the battlefield, return the exiled card to its owner's hand.",
        "Quand le ~ quitte le champ de bataille, renvoyez la carte exilée dans la main de son"
        " propriétaire.",
    ),
    # library manipulation (CR 401)
    (
        "Look at the top four cards of your library, then put them back in any order.",
        "Regardez les quatre cartes du dessus de votre bibliothèque, puis remettez-les dessus dans"
        " l'ordre de votre choix.",
    ),
    (
        "Look at the top five cards of your library. Put one of them into your hand and the rest"
        " on the bottom of your library in any order.",
        "Regardez les cinq cartes du dessus de votre bibliothèque. Mettez l'une d'elles dans"
        " votre main et le reste au-dessous de votre bibliothèque, dans l'ordre de votre choix.",
    ),
    (
        "Look at the top four cards of your library. Put one of them into your hand and the rest"
        " into your graveyard.",
        "Regardez les quatre cartes du dessus de votre bibliothèque. Mettez l'une d'elles dans"
        " votre main et le reste dans votre cimetière.",
    ),
    # "les autres", the cards looked at that were not taken, are the rest (CR 401.4): with its
    # own "Mettez" or after the cards taken ("l'autre" of Tower Geist, with several left)
    (
        "Look at the top five cards of your library. You may reveal a creature card from among"
        " them and put it into your hand. Put the rest on the bottom of your library in any"
        " order.",
        "Regardez les cinq cartes du dessus de votre bibliothèque. Vous pouvez révéler une carte"
        " de créature parmi elles et la mettre dans votre main. Mettez les autres au-dessous de"
        " votre bibliothèque, dans n'importe quel ordre.",
    ),
    (
        "Look at the top three cards of your library. Put one of them into your hand and the"
        " rest into your graveyard.",
        "Regardez les trois cartes du dessus de votre bibliothèque. Mettez l'une d'elles dans"
        " votre main et les autres dans votre cimetière.",
    ),
    (
        "Reveal the top three cards of your library. Put all creature cards revealed this way"
        " into your hand and the rest into your graveyard.",
        "Révélez les trois cartes du dessus de votre bibliothèque. Mettez toutes les cartes de"
        " créature révélées de cette manière dans votre main et les autres dans votre"
        " cimetière.",
    ),
    # "son contrôleur ajoute un mana de la couleur de son choix" (the player who adds it
    # chooses, CR 106.1b), as "de votre choix" after "Ajoutez"
    (  # Trace of Abundance (ARB)
        "Whenever enchanted land is tapped for mana, its controller adds an additional one mana of"
        " any color.",
        "À chaque fois que le terrain enchanté est engagé pour du mana, son contrôleur ajoute un"
        " mana de la couleur de son choix à sa réserve.",
    ),
    # "faire que le ~ attribue / inflige ses blessures de combat [au joueur défenseur] comme
    # s'il n'était pas bloqué" (CR 510.1c)
    (  # Thorn Elemental (DOM)
        "You may have ~ assign its combat damage as though it weren't blocked.",
        "Vous pouvez faire que l'~ attribue ses blessures de combat comme s'il n'était pas bloqué.",
    ),
    (  # Tornado Elemental (5DN)
        "You may have ~ assign its combat damage as though it weren't blocked.",
        "Vous pouvez faire que l'~ inflige ses blessures de combat au joueur défenseur comme"
        " s'il n'était pas bloqué.",
    ),
    # "autant de points de vie que de blessures infligées de cette manière" (CR 120.3, 608.2c:
    # the damage the effect before dealt)
    (  # Corrupt (7ED)
        "~ deals damage to any target equal to the number of Swamps you control. You gain life"
        " equal to the damage dealt this way.",
        "La ~ inflige à une cible, créature ou joueur, autant de blessures que le nombre de marais"
        " que vous contrôlez. Vous gagnez autant de points de vie que de blessures infligées de"
        " cette manière.",
    ),
    # "se bat ensuite contre" (CR 701.14a: "ensuite", English "then", inside the verb)
    (  # Hunt the Weak (KLD)
        "Put a +1/+1 counter on target creature you control. Then that creature fights target"
        " creature you don't control.",
        "Mettez un marqueur +1/+1 sur une créature ciblée que vous contrôlez. Cette créature se"
        " bat ensuite contre une créature ciblée que vous ne contrôlez pas.",
    ),
    # "mélange son cimetière à sa bibliothèque" (CR 701.24a), as "dans" / "avec"
    (  # Reminisce (ONS)
        "Target player shuffles their graveyard into their library.",
        "Le joueur ciblé mélange son cimetière à sa bibliothèque.",
    ),
    # "Déplacez un marqueur ... de [objet] sur / à [objet]" (CR 122.5)
    (  # Weapon Rack (ELD)
        "{T}: Move a +1/+1 counter from ~ onto target creature. Activate only as a sorcery.",
        "{T} : Déplacez un marqueur +1/+1 du ~ sur la créature ciblée. N'activez cette capacité"
        " que lorsque vous pourriez lancer un rituel.",
    ),
    # the later printings' "N'activez qu'en tant que rituel." (as the equip reminder's
    # "N'équipez qu'en tant que rituel"; CR 602.5d)
    (
        "{T}: Move a +1/+1 counter from ~ onto target creature. Activate only as a sorcery.",
        "{T} : Déplacez un marqueur +1/+1 du ~ sur la créature ciblée. N'activez qu'en tant que"
        " rituel.",
    ),
    (  # Combine Guildmage (RNA)
        "{1}{U}, {T}: Move a +1/+1 counter from target creature you control onto another target"
        " creature you control.",
        "{1}{U}, {T} : Déplacez un marqueur +1/+1 d'une créature ciblée que vous contrôlez à une"
        " autre créature ciblée que vous contrôlez.",
    ),
    # "sa bibliothèque": the library of the player who searches (CR 701.19), English "their
    # library" (Path to Exile TSR, Cleansing Wildfire ZNR; "Chaque joueur cherche ...")
    (
        "Exile target creature. Its controller may search their library for a basic land card,"
        " put that card onto the battlefield tapped, then shuffle.",
        "Exilez une créature ciblée. Son contrôleur peut chercher dans sa bibliothèque une carte"
        " de terrain de base, la mettre sur le champ de bataille engagée et mélanger ensuite sa"
        " bibliothèque.",
    ),
    (
        "Destroy target land. Its controller may search their library for a basic land card,"
        " put it onto the battlefield tapped, then shuffle.",
        "Détruisez un terrain ciblé. Son contrôleur peut chercher dans sa bibliothèque une carte"
        " de terrain de base, la mettre sur le champ de bataille engagée et mélanger ensuite sa"
        " bibliothèque.",
    ),
    (
        "Each player searches their library for a basic land card, puts it onto the"
        " battlefield, then shuffles.",
        "Chaque joueur cherche dans sa bibliothèque une carte de terrain de base, la met sur le"
        " champ de bataille, puis mélange.",
    ),
    ("Draw an additional card.", "Piochez une carte supplémentaire."),
    # keyword actions, turns, zones and copies (CR 701, 500.7, 707.10)
    ("Goad target creature.", "Provoquez la créature ciblée."),
    ("Tap or untap target permanent.", "Engagez ou dégagez le permanent ciblé."),
    (
        "Target player discards a card at random.",
        "Le joueur ciblé se défausse d'une carte au hasard.",
    ),
    ("Take an extra turn after this one.", "Jouez un tour supplémentaire après celui-ci."),
    (
        "Shuffle ~ into its owner's library.",
        "Mélangez le ~ dans la bibliothèque de son propriétaire.",
    ),
    ("Exile target player's graveyard.", "Exilez le cimetière du joueur ciblé."),
    ("Exile all graveyards.", "Retirez tous les cimetières de la partie."),
    (
        "Copy target instant or sorcery spell. You may choose new targets for the copy.",
        "Copiez le sort d'éphémère ou de rituel ciblé. Vous pouvez choisir de nouvelles cibles"
        " pour la copie.",
    ),
    (
        "{1}: ~ becomes the creature type of your choice until end of turn.",
        "{1} : Le type du ~ devient le type de créature de votre choix jusqu'à la fin du tour.",
    ),
    (
        "{T}: Target land you control becomes the basic land type of your choice until end of"
        " turn.",
        "{T} : Le terrain ciblé que vous contrôlez devient le type de terrain de base de votre"
        " choix jusqu'à la fin du tour.",
    ),
    # "ensuite" after a verb says the order the clauses give ("then")
    (
        "Target player draws a card, then discards a card.",
        "Le joueur ciblé pioche une carte et se défausse ensuite d'une carte.",
    ),
    (
        "Destroy target artifact. Add {G}{G}{G}.",
        "Détruisez l'artefact ciblé. Ajoutez ensuite {G}{G}{G} à votre réserve.",
    ),
    ("Destroy target nonlegendary creature.", "Détruisez la créature non-légendaire ciblée."),
    (
        "{1}{R}{R}{R}: Return ~ from your graveyard to your hand.",
        "{1}{R}{R}{R} : Renvoyez le ~ depuis votre cimetière dans votre main.",
    ),
    (
        "{1}: ~ becomes a 2/2 artifact creature until end of turn.",
        "{1} : Le ~ devient une créature-artefact 2/2 jusqu'à la fin du tour.",
    ),
    # damage divided as you choose (CR 601.2d)
    (
        "~ deals 2 damage divided as you choose among one or two targets.",
        "La ~ inflige 2 blessures réparties comme vous le désirez entre une ou deux cibles,"
        " créatures et/ou joueurs.",
    ),
    (
        "~ deals 5 damage divided as you choose among any number of target attacking creatures.",
        "Le ~ inflige 5 blessures réparties comme vous le désirez entre n'importe quel nombre de"
        " créatures attaquantes ciblées.",
    ),
    (
        "~ deals 4 damage divided as you choose among any number of targets.",
        "Le ~ inflige 4 blessures réparties de la manière que vous choisissez parmi n'importe"
        " quel nombre de cibles.",
    ),
    # "est indestructible" in a static ability: has it, not a one-shot gain
    (
        "As long as enchanted creature is green, it gets +1/+1 and has indestructible.",
        "Tant que la créature enchantée est verte, elle gagne +1/+1 et elle est indestructible.",
    ),
    # "a une force et une endurance chacune égale à" (CR 604.3)
    (
        "~'s power and toughness are each equal to the number of artifacts you control.",
        "L'~ a une force et une endurance chacune égale au nombre d'artefacts que vous contrôlez.",
    ),
    # an activated or a triggered ability on the stack (CR 602, 603): Squelch, Nimble
    # Obstructionist
    (
        "Counter target activated ability. (Mana abilities can't be targeted.)",
        "Contrecarrez la capacité activée ciblée. (Les capacités de mana ne peuvent pas être"
        " ciblées.)",
    ),
    (
        "When you cycle ~, counter target activated or triggered ability you don't control.",
        "Quand vous recyclez l'~, contrecarrez une capacité activée ou déclenchée ciblée que vous"
        " ne contrôlez pas.",
    ),
    # another player's library searched (CR 701.23a), that player shuffling it: Bribery
    (
        "Search target opponent's library for a creature card and put that card onto the"
        " battlefield under your control. Then that player shuffles.",
        "Cherchez dans la bibliothèque de l'adversaire ciblé une carte de créature et mettez"
        " cette carte en jeu sous votre contrôle. Ce joueur mélange ensuite sa bibliothèque.",
    ),
    # "{1} for each" after "unless ... pays" (CR 118.12, 107.3): Prohibit's kin, Fettergeist
    (
        "Counter target spell unless its controller pays {1} for each card in your graveyard.",
        "Contrecarrez le sort ciblé à moins que son contrôleur ne paie {1} pour chaque carte dans"
        " votre cimetière.",
    ),
    (
        "At the beginning of your upkeep, sacrifice ~ unless you pay {1} for each other creature"
        " you control.",
        "Au début de votre entretien, sacrifiez le ~ à moins que vous ne payiez {1} pour chaque"
        " autre créature que vous contrôlez.",
    ),
    # "Si ce sort est contrecarré de cette manière, exilez-le à la place de le mettre dans le
    # cimetière de son propriétaire" (CR 701.6a): "ce sort" is the spell countered just before
    # (Syncopate DOM; its older printing "retirez-le de la partie au lieu de le mettre ...")
    (
        "Counter target spell unless its controller pays {X}. If that spell is countered this"
        " way, exile it instead of putting it into its owner's graveyard.",
        "Contrecarrez le sort ciblé à moins que son contrôleur ne paie {X}. Si ce sort est"
        " contrecarré de cette manière, exilez-le à la place de le mettre dans le cimetière de son"
        " propriétaire.",
    ),
    (
        "Counter target spell unless its controller pays {X}. If that spell is countered this"
        " way, exile it instead of putting it into its owner's graveyard.",
        "Contrecarrez le sort ciblé à moins que son contrôleur ne paye {X}. Si ce sort est"
        " contrecarré de cette manière, retirez-le de la partie au lieu de le mettre dans le"
        " cimetière de son propriétaire.",
    ),
    # Tainted Field (TOR): MTGJSON's French text keeps the English "or" between the symbols
    (
        "{T}: Add {W} or {B}. Activate only if you control a Swamp.",
        "{T}: Ajoutez {W} or {B} à votre réserve. Ne jouez cette capacité que si vous contrôlez au"
        " moins un marais.",
    ),
    # "toutes les cartes du cimetière du joueur ciblé": the whole graveyard (CR 404.1), as the
    # Oracle text says it (Tormod's Crypt M13, Bojuka Bog WWK)
    (
        "{T}, Sacrifice ~: Exile target player's graveyard.",
        "{T}, sacrifiez la ~ : Exilez toutes les cartes du cimetière du joueur ciblé.",
    ),
    (
        "When ~ enters the battlefield, exile target player's graveyard.",
        "Quand le ~ arrive sur le champ de bataille, exilez toutes les cartes du cimetière du"
        " joueur ciblé.",
    ),
    # Deny Existence (SOI)
    (
        "Counter target creature spell. If that spell is countered this way, exile it instead of"
        " putting it into its owner's graveyard.",
        "Contrecarrez le sort de créature ciblé. Si ce sort est contrecarré de cette manière,"
        " exilez-le à la place de le mettre dans le cimetière de son propriétaire.",
    ),
    # a card put into its owner's graveyard (CR 400.3), after a search and after a look: Buried
    # Alive, Entomb-like searches, a surveil reminder's words
    (
        "Search your library for up to three creature cards, put them into your graveyard, then"
        " shuffle.",
        "Cherchez jusqu'à trois cartes de créature dans votre bibliothèque et mettez-les dans"
        " votre cimetière. Mélangez ensuite votre bibliothèque.",
    ),
    (
        "At the beginning of your upkeep, look at the top card of your library. You may put that"
        " card into your graveyard.",
        "Au début de votre entretien, regardez la carte du dessus de votre bibliothèque. Vous"
        " pouvez mettre cette carte dans votre cimetière.",
    ),
    # Chandra Nalaar (M10): a "-X" loyalty cost (CR 606.4)
    (
        "[−X]: ~ deals X damage to target creature.",
        "-X : ~ inflige X blessures à la créature ciblée.",
    ),
    # Skyknight Vanguard (M20): a token created tapped and attacking, said after a comma
    # (CR 508.4)
    (
        "Whenever ~ attacks, create a 1/1 white Soldier creature token that's tapped and"
        " attacking.",
        "À chaque fois que l'~ attaque, créez un jeton de créature 1/1 blanche Soldat, engagé et"
        " attaquant.",
    ),
]


@pytest.mark.parametrize("en,fr", SAME, ids=[f[:60] for _, f in SAME])
def test_french_printed_line_means_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


def test_a_count_is_the_number_the_game_reads() -> None:
    """ "un nombre de blessures égal au nombre de montagnes que vous contrôlez" is the count of
    the Mountains you control (CR 107.3), and "de cartes dans votre main" the cards in your hand
    (not a destination "into your hand")."""
    node = parse(
        "La ~ inflige à la créature ciblée un nombre de blessures égal au nombre de montagnes que"
        " vous contrôlez.",
        "fr",
    ).abilities[0]
    assert node.effect.amount == A.Count(
        what="objects",
        object=A.ObjectRef(kind="each", filter=("mountain", "you_control")),
    )
    hand = parse("Vous gagnez 2 points de vie pour chaque carte dans votre main.", "fr")
    assert "cards_in_hand" in canonical_json(strip_meta(hand.abilities[0].to_json()))


@pytest.mark.parametrize(
    "text",
    [
        # "autant de points de vie que" something that is not a count the grammar knows
        "Vous gagnez autant de points de vie que ceux perdus de cette manière.",
        # "cette créature" in a count of an activated ability (Nantuko Mentor): this creature
        # or the one named before? (in a spell, the target: test_cardtext_spell_demonstratives)
        "{2}{G}, {T} : La créature ciblée gagne +X/+X jusqu'à la fin du tour, X étant la force de cette"
        " créature.",
        # a leading duration before clauses of two subjects: which does it cover?
        "Jusqu'à la fin du tour, la créature ciblée gagne +2/+2 et vous piochez une carte.",
        # Haunting Echoes (M10): some cards of the graveyard, not all of it
        "Exilez toutes les cartes du cimetière du joueur ciblé qui ne sont pas des cartes de"
        " terrain de base.",
        # Remand (TSR): a countered spell put into a hand (not read in English either)
        "Contrecarrez un sort ciblé. Si ce sort est contrecarré de cette manière, mettez-le dans"
        " la main de son propriétaire à la place du cimetière de ce joueur.",
        # "sa bibliothèque" searched by you: whose library? (a player subject searches their
        # own: "Son contrôleur peut chercher dans sa bibliothèque ...")
        "Cherchez dans sa bibliothèque une carte de terrain de base, mettez-la sur le champ de"
        " bataille, puis mélangez.",
        "Vous pouvez chercher dans sa bibliothèque une carte de créature, la révéler et la"
        " mettre dans votre main.",
    ],
)
def test_french_effects_that_could_mean_two_things_stay_unparsed(text: str) -> None:
    with pytest.raises(ParseError):
        parse(text, "fr")


def test_that_many_after_a_discard_is_the_number_of_cards_discarded() -> None:
    """Jaya Ballard "+1 : Défaussez-vous de jusqu'à trois cartes, puis piochez autant de
    cartes." (Oracle "Discard up to three cards, then draw that many cards."): up to three
    (the player's choice, CR 701.9a), then as many cards as were discarded this way (CR
    608.2c), not the amount of a trigger event ("autant" alone)."""
    (ab,) = parse(
        "+1 : Défaussez-vous de jusqu'à trois cartes, puis piochez autant de cartes.",
        "fr",
        card_name="Jaya Ballard",
    ).abilities
    discard, draw = ab.effect.effects
    assert discard.object == A.ObjectRef(kind="any", filter=("card",), count=3, up_to=True)
    assert draw.amount == A.Count(what="cards_discarded_this_way")
