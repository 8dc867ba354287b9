"""French effect phrases shared by the verbs (grammar/fr/phrases/objects.lark, quantities.lark,
grammar/fr/clauses/verbs*.lark): whose library or graveyard, older wordings of "spells you cast"
and "where X is", two amounts of damage, strive's "for each target beyond the first", Clone's
"enter as a copy". Real printed French lines give the same AST as the English Oracle line of the
same card; a French line that could mean two things stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import ParseError, parse
from rulesparser import ast as A

# (English Oracle text, French printed text) of the same card
SAME = [
    # "que le joueur défenseur contrôle" (CR 506.2: the defending player), as English
    # "defending player controls": MH2 Gouged Zealot
    (
        "Delirium — Whenever ~ attacks, if there are four or more card types among cards in your"
        " graveyard, ~ deals 1 damage to each creature defending player controls.",
        "Délire — À chaque fois que le ~ attaque, s'il y a au moins quatre types de carte parmi"
        " les cartes de votre cimetière, le ~ inflige 1 blessure à chaque créature que le joueur"
        " défenseur contrôle.",
    ),
    # "sa bibliothèque": the library of the player the clause is about (CR 401.1)
    (
        "Whenever ~ deals combat damage to a player, that player exiles the top two cards of"
        " their library.",
        "À chaque fois que le ~ inflige des blessures de combat à un joueur, ce joueur exile les"
        " deux cartes du dessus de sa bibliothèque.",
    ),
    (
        "Whenever ~ deals combat damage to a player, that player exiles the top ten cards of"
        " their library.",
        "À chaque fois que le ~ inflige des blessures de combat à un joueur, ce joueur retire de"
        " la partie les dix cartes du dessus de sa bibliothèque.",
    ),
    # "du cimetière de ce joueur": that player's graveyard
    (
        "Whenever ~ deals combat damage to a player, you may exile target card from that"
        " player's graveyard.",
        "À chaque fois que le ~ inflige des blessures de combat à un joueur, vous pouvez retirer"
        " de la partie la carte ciblée du cimetière de ce joueur.",
    ),
    # "les sorts ... que vous jouez" (printings before 2010 of "spells you cast")
    (
        "Black spells you cast cost {B} more to cast.",
        "Les sorts noirs que vous jouez coûtent {B} de plus à jouer.",
    ),
    (
        "Goblin spells you cast cost {1} less to cast.",
        "Les sorts de gobelin que vous jouez coûtent {1} de moins à jouer.",
    ),
    (
        "Spells you cast of the chosen type cost {1} less to cast.",
        "Les sorts que vous jouez du type choisi coûtent {1} de moins à jouer.",
    ),
    # ", où X est [égal à] ..." (printings before 2009 of ", X étant")
    (
        "{T}: Target creature gets +X/+X until end of turn, where X is ~'s power.",
        "{T} : La créature ciblée gagne +X/+X jusqu'à la fin du tour, où X est égal à la force"
        " du ~.",
    ),
    (
        "Sacrifice an Atog: ~ gets +X/+X until end of turn, where X is the sacrificed Atog's"
        " power.",
        "Sacrifiez un atog : L'~ gagne +X/+X jusqu'à la fin du tour, où X est égal à la force de"
        " l'atog sacrifié.",
    ),
    (
        "Put X +1/+1 counters on target creature, where X is the sacrificed artifact's mana value.",
        "Mettez X marqueurs +1/+1 sur la créature ciblée, où X est le coût converti de mana de"
        " l'artefact sacrifié.",
    ),
    # two amounts of damage to two recipients (CR 120.3)
    (
        "~ deals 3 damage to target player and 1 damage to each creature that player controls.",
        "La ~ inflige 3 blessures au joueur ciblé et 1 blessure à chaque créature que ce joueur"
        " contrôle.",
    ),
    (
        "~ deals 1 damage to target creature and 1 damage to its controller. Draw a card.",
        "L'~ inflige 1 blessure à une créature ciblée et 1 blessure à son contrôleur. Piochez une"
        " carte.",
    ),
    # strive (CR 601.2f)
    (
        "Strive — This spell costs {2}{W} more to cast for each target beyond the first.",
        "Obstination — La ~ coûte {2}{W} de plus à lancer pour chaque cible après la première.",
    ),
    # the plural article said again in a list ("les sorts verts et les sorts bleus")
    (
        "Green spells and blue spells you cast cost {1} less to cast.",
        "Les sorts verts et les sorts bleus que vous jouez coûtent {1} de moins à jouer.",
    ),
    (
        "Kithkin spells and Soldier spells you cast cost {1} less to cast.",
        "Les sorts de sangami et les sorts de soldat que vous jouez coûtent {1} de moins à jouer.",
    ),
    (
        "Green creatures and white creatures have protection from Gorgons.",
        "Les créatures vertes et les créatures blanches ont la protection contre les gorgonoïdes.",
    ),
    # the last action of a cost joined with "et" (CR 602.1)
    (
        "Remove three quest counters from ~ and sacrifice it: Draw two cards.",
        "Retirez trois marqueurs « quête » de l'~ et sacrifiez-la : Piochez deux cartes.",
    ),
    # decayed (CR 702.147), its printed French name
    (
        "When ~ dies, create a 2/2 black Zombie creature token with decayed. (It can't block."
        " When it attacks, sacrifice it at end of combat.)",
        "Quand le ~ meurt, créez un jeton de créature 2/2 noire Zombie avec la décomposition. (Il"
        " ne peut pas bloquer. Quand il attaque, sacrifiez-le à la fin du combat.)",
    ),
    # the article or preposition said again before each alternative
    (
        "~ can't be blocked by Knights or Walls.",
        "Le ~ ne peut pas être bloqué par des chevaliers ou des murs.",
    ),
    (
        "Enchanted creature gets -1/-1 and can't be blocked except by artifact creatures and/or"
        " black creatures.",
        "La créature enchantée gagne -1/-1 et ne peut pas être bloquée excepté par des"
        " créatures-artefacts ou des créatures noires.",
    ),
    # (read as "black artifact creatures" before: the noun of both alternatives)
    (
        "~ can't be blocked except by artifact creatures and/or black creatures.",
        "Le ~ ne peut pas être bloqué excepté par des créatures-artefacts ou créatures noires.",
    ),
    (
        "~ deals 4 damage to target creature or planeswalker.",
        "L'~ inflige 4 blessures à une créature ciblée ou à un planeswalker ciblé.",
    ),
    (
        "~ deals 3 damage to target creature or planeswalker.",
        "Le ~ inflige 3 blessures à la créature ciblée ou au planeswalker ciblé.",
    ),
    # "non-Humain" (CR 205.4b)
    (
        "Target attacking creature gets +2/+2 until end of turn. Each attacking non-Human"
        " creature gains trample until end of turn.",
        "La créature attaquante ciblée gagne +2/+2 jusqu'à la fin du tour. Chaque créature"
        " non-Humain attaquante acquiert le piétinement jusqu'à la fin du tour.",
    ),
    # compared with this object's power (CR 702.134a's kind of comparison)
    (
        "Creatures with power less than ~'s power can't block it.",
        "Les créatures dont la force est inférieure à celle du ~ ne peuvent pas le bloquer.",
    ),
    (
        "Creatures with power less than ~'s power can't block creatures you control.",
        "Les créatures dont la force est inférieure à celle de la ~ ne peuvent pas bloquer les"
        " créatures que vous contrôlez.",
    ),
    # "les prochaines N blessures sur ..." (2003-2005 printings, CR 615.7)
    (
        "{T}: Prevent the next 4 damage that would be dealt to any target this turn.",
        "{T}: Prévenez, ce tour-ci, les prochaines 4 blessures sur une cible, créature ou joueur.",
    ),
    (
        "{T}: Prevent the next 3 damage that would be dealt to target creature this turn.",
        "{T} : Prévenez, ce tour-ci, les prochaines 3 blessures sur la créature ciblée.",
    ),
    # "ensuite" after a reflexive verb's pronoun; "lui attacher" (attach ... to it)
    (
        "Draw three cards. Then discard two cards unless you discard an artifact card.",
        "Piochez trois cartes. Défaussez-vous ensuite de deux cartes à moins que vous ne vous"
        " défaussiez d'une carte d'artefact.",
    ),
    (
        "Target creature gets +2/+2 until end of turn. If it's a Warrior, you may attach an"
        " Equipment you control to it.",
        "Une créature ciblée gagne +2/+2 jusqu'à la fin du tour. Si c'est un guerrier, vous"
        " pouvez lui attacher un équipement que vous contrôlez.",
    ),
    # "sans payer son coût de mana" after an object ("sans" alone begins "sans le vol")
    (
        "You may cast a spell with mana value 3 or less from your hand without paying its mana"
        " cost.",
        "Vous pouvez lancer une carte avec un coût converti de mana inférieur ou égal à 3 depuis"
        " votre main sans payer son coût de mana.",
    ),
    # "vous inflige un nombre de blessures égal à ..." (CR 120.1, 107.3)
    (
        "When ~ enters the battlefield, tap enchanted creature. It deals damage to you equal to"
        " its power.",
        "Quand ~ arrive sur le champ de bataille, engagez la créature enchantée. Elle vous inflige"
        " un nombre de blessures égal à sa force.",
    ),
    # "en provenance de" (2004-2008: "from")
    (
        "Exile target card from a graveyard.",
        "Retirez de la partie la carte ciblée en provenance d'un cimetière.",
    ),
    # "un nombre quelconque de" (any number of, CR 115.1d)
    (
        "~ can block any number of creatures.",
        "L'~ peut bloquer un nombre quelconque de créatures.",
    ),
    (
        "Sacrifice any number of artifacts, creatures, and/or lands. Draw a card for each"
        " permanent sacrificed this way.",
        "Sacrifiez un nombre quelconque d'artefacts, de créatures et/ou de terrains. Piochez une"
        " carte pour chaque permanent sacrifié de cette manière.",
    ),
    # exchanging control (CR 701.12b): "et celui de", "contre celui de"
    (
        "{2}{U}{U}: Exchange control of ~ and target creature.",
        "{2}{U}{U}: Échangez le contrôle de l'~ et celui de la créature ciblée.",
    ),
    (
        "{5}: Exchange control of ~ and target nonland permanent.",
        "{5} : Échangez le contrôle du ~ contre celui du permanent non-terrain ciblé.",
    ),
    (
        "Exchange control of two target creatures.",
        "Échangez le contrôle de deux créatures ciblées.",
    ),
    # Clone (CR 614.1c, 707.9)
    (
        "You may have ~ enter the battlefield as a copy of any creature on the battlefield.",
        "Vous pouvez faire que le ~ arrive sur le champ de bataille comme une copie de n'importe"
        " quelle créature sur le champ de bataille.",
    ),
    (
        "You may have ~ enter the battlefield as a copy of any artifact or enchantment on the"
        " battlefield.",
        "Vous pouvez faire que la ~ arrive sur le champ de bataille comme une copie de n'importe"
        " quel artefact ou enchantement sur le champ de bataille.",
    ),
    (
        "You may have ~ enter the battlefield as a copy of a creature you control.",
        "Vous pouvez faire que l'~ arrive sur le champ de bataille comme une copie de n'importe"
        " quelle créature que vous contrôlez.",
    ),
    # the noun first, then an adjective, then the list of kinds it qualifies: Bant Panorama (ALA)
    (
        "{1}, {T}, Sacrifice ~: Search your library for a basic Forest, Plains, or Island card, "
        "put it onto the battlefield tapped, then shuffle.",
        "{1}, {T}, sacrifiez le ~ : Cherchez dans votre bibliothèque une carte de base de forêt, "
        "de plaine ou d'île et mettez-la en jeu engagée. Mélangez ensuite votre bibliothèque.",
    ),
    # "une cible, joueur ou planeswalker" (2018-2019): M19 Sarkhan, Dragonsoul
    (
        "−3: ~ deals 4 damage to target player or planeswalker.",
        "-3 : ~ inflige 4 blessures à une cible, joueur ou planeswalker.",
    ),
    # "au joueur ou au planeswalker qu'il attaque" (CR 506.3): M20 Scorch Spitter
    (
        "Whenever ~ attacks, it deals 1 damage to the player or planeswalker it's attacking.",
        "À chaque fois que le ~ attaque, il inflige 1 blessure au joueur ou au planeswalker"
        " qu'il attaque.",
    ),
    # "pour chaque fois qu'elle a été kickée" (multikicker, CR 702.33c): DMU Stronghold Arena
    (
        "When ~ enters the battlefield, you gain 3 life for each time it was kicked.",
        "Quand l'~ arrive sur le champ de bataille, vous gagnez 3 points de vie pour chaque fois"
        " qu'elle a été kickée.",
    ),
    # "n'importe quel nombre d'entre elles ... et remettez ensuite le reste au-dessus": STX
    # Curate
    (
        "Look at the top two cards of your library. Put any number of them into your graveyard"
        " and the rest back on top of your library in any order.",
        "Regardez les deux cartes du dessus de votre bibliothèque. Mettez n'importe quel nombre"
        " d'entre elles dans votre cimetière et remettez ensuite le reste au-dessus de votre"
        " bibliothèque, dans l'ordre de votre choix.",
    ),
    # "ont parade {1}", "a exhumation {2}" (a cost keyword granted, no article): MH2
    # Svyelun of Sea and Sky, MH1 Dregscape Sliver
    (
        "Other Merfolk you control have ward {1}.",
        "Les autres ondins que vous contrôlez ont parade {1}.",
    ),
    (
        "Each Sliver creature card in your graveyard has unearth {2}.",
        "Chaque carte de créature Slivoïde de votre cimetière a exhumation {2}.",
    ),
    # "tant que le ~ reste sur le champ de bataille" / "reste engagée" (CR 611.2b): MH2 Tide
    # Shaper, SOM Rust Tick
    (
        "When ~ enters the battlefield, if it was kicked, target land becomes an Island for as"
        " long as ~ remains on the battlefield.",
        "Quand le ~ arrive sur le champ de bataille, s'il a été kické, un terrain ciblé devient"
        " une île tant que le ~ reste sur le champ de bataille.",
    ),
    (
        "{1}, {T}: Tap target artifact. It doesn't untap during its controller's untap step for"
        " as long as ~ remains tapped.",
        "{1}, {T} : Engagez l'artefact ciblé. Il ne se dégage pas pendant l'étape de dégagement"
        " de son contrôleur tant que la ~ reste engagée.",
    ),
    # "s'inflige" (CR 120.3: the source is the recipient): SOI Inner Struggle
    (
        "Target creature deals damage to itself equal to its power.",
        "La créature ciblée s'inflige un nombre de blessures égal à sa force.",
    ),
    # "à moins qu'il n'y ait au moins ..." (CR 400.1): ORI Deep-Sea Terror, SOI Mindwrack Demon
    (
        "~ can't attack unless there are seven or more cards in your graveyard.",
        "La ~ ne peut pas attaquer à moins qu'il n'y ait au moins sept cartes dans votre"
        " cimetière.",
    ),
    (
        "Delirium — At the beginning of your upkeep, you lose 4 life unless there are four or"
        " more card types among cards in your graveyard.",
        "Délire — Au début de votre entretien, vous perdez 4 points de vie à moins qu'il n'y ait"
        " au moins quatre types de carte parmi les cartes de votre cimetière.",
    ),
    # "égal à 1 plus le coût converti de mana de la créature sacrifiée" (CR 107.3): RNA Prime
    # Speaker Vannifar
    (
        "{T}, Sacrifice another creature: Search your library for a creature card with mana value"
        " equal to 1 plus the sacrificed creature's mana value, put that card onto the"
        " battlefield, then shuffle.",
        "{T}, sacrifiez une autre créature : Cherchez dans votre bibliothèque une carte de"
        " créature avec un coût converti de mana égal à 1 plus le coût converti de mana de la"
        " créature sacrifiée, mettez cette carte sur le champ de bataille, puis mélangez.",
    ),
    # ... and still "égal au nombre de marqueurs « charge »" (SOM Ratchet Bomb)
    (
        "{T}, Sacrifice ~: Destroy each nonland permanent with mana value equal to the number of"
        " charge counters on ~.",
        "{T}, sacrifiez la ~ : Détruisez chaque permanent non-terrain ayant un coût converti de"
        " mana égal au nombre de marqueurs « charge » sur la ~.",
    ),
    # ", et est ..." after a list of keywords: the next clause (DOM Dub)
    (
        "Enchanted creature gets +2/+2, has first strike, and is a Knight in addition to its"
        " other types.",
        "La créature enchantée gagne +2/+2, a l'initiative, et est un chevalier en plus de ses"
        " autres types.",
    ),
    # "attribue un nombre de blessures de combat égal à son endurance à la place de sa force"
    # (CR 510.1a): M20 Gauntlets of Light
    (
        "Enchanted creature gets +0/+2 and assigns combat damage equal to its toughness rather"
        " than its power.",
        "La créature enchantée gagne +0/+2 et attribue un nombre de blessures de combat égal à"
        " son endurance à la place de sa force.",
    ),
    # "depuis le dessus de votre bibliothèque" (CR 401.1, 601.3e): KHM Realmwalker, NEO The
    # Reality Chip ("est attachée à une créature", "jouer des terrains et lancer des sorts")
    (
        "You may cast creature spells of the chosen type from the top of your library.",
        "Vous pouvez lancer les sorts de créature du type choisi depuis le dessus de votre"
        " bibliothèque.",
    ),
    (
        "As long as ~ is attached to a creature, you may play lands and cast spells from the top"
        " of your library.",
        "Tant que ~ est attachée à une créature, vous pouvez jouer des terrains et lancer des"
        " sorts depuis le dessus de votre bibliothèque.",
    ),
    # "si c'est la nuit" (CR 730.1): MID Moonrager's Slash
    (
        "This spell costs {2} less to cast if it's night.",
        "Ce sort coûte {2} de moins à lancer si c'est la nuit.",
    ),
    # "la protection contre le noir et le rouge" (CR 702.16a: two protection abilities): MH1
    # Sword of Sinew and Steel
    (
        "Equipped creature gets +2/+2 and has protection from black and from red.",
        "La créature équipée gagne +2/+2 et a la protection contre le noir et le rouge.",
    ),
    # "ne peut ni attaquer, ni bloquer, ni piloter de véhicule" and "à moins qu'elles ne soient
    # des capacités de mana" (CR 508.1, 509.1, 702.122a, 602.5): KHM Bound in Gold
    (
        "Enchanted permanent can't attack, block, or crew Vehicles, and its activated abilities"
        " can't be activated unless they're mana abilities.",
        "Le permanent enchanté ne peut ni attaquer, ni bloquer, ni piloter de véhicule, et ses"
        " capacités activées ne peuvent pas être activées à moins qu'elles ne soient des"
        " capacités de mana.",
    ),
    # ... and a comma after "ni bloquer" before the next clause (Arrest)
    (
        "Enchanted creature can't attack or block, and its activated abilities can't be activated.",
        "La créature enchantée ne peut ni attaquer, ni bloquer, et ses capacités activées ne"
        " peuvent pas être activées.",
    ),
    # ", puis d'une phase ..." (", puis" one word since it ends a keyword list) still read
    # (CR 505.1a: the phases added after this one; RAV Relentless Assault)
    (
        "Untap all creatures that attacked this turn. After this main phase, there is an"
        " additional combat phase followed by an additional main phase.",
        "Dégagez toutes les créatures qui ont attaqué ce tour-ci. Cette phase principale est"
        " suivie d'une phase de combat supplémentaire, puis d'une phase principale"
        " supplémentaire.",
    ),
    # "n'importe quel joueur peut ... Si un joueur fait ainsi," (CR 101.4, 608.2c): TOR Carrion
    # Rats, ELD Clackbridge Troll
    (
        "Whenever ~ attacks or blocks, any player may exile a card from their graveyard. If a"
        " player does, ~ assigns no combat damage this turn.",
        "À chaque fois que la ~ attaque ou bloque, n'importe quel joueur peut retirer de la"
        " partie une carte de son cimetière. Si un joueur fait ainsi, la ~ n'inflige aucune"
        " blessure de combat ce tour-ci.",
    ),
]


@pytest.mark.parametrize("en,fr", SAME, ids=[f[:60] for _, f in SAME])
def test_french_printed_line_means_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


# "Contrez" (the verb printed 2003-2004 for "Contrecarrez"): an 8ED and an LGN printing
CONTREZ = [
    (
        "Sacrifice ~: Counter target spell unless its controller pays {1}.",
        "Sacrifiez le ~ : Contrez le sort ciblé à moins que son contrôleur ne paie {1}.",
    ),
    (
        "When ~ is turned face up, counter target spell.",
        "Quand l'~ est retournée face visible, contrez le sort ciblé.",
    ),
]


@pytest.mark.parametrize("en,fr", CONTREZ, ids=[e[:50] for e, _ in CONTREZ])
def test_contrez_is_counter(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


# (English Oracle text, French printed text, German printed text) of the same card
TWICE = [
    # NEO Surgehacker Mech: "égal au double du nombre de", "in Höhe der doppelten Anzahl an"
    (
        "When ~ enters the battlefield, it deals damage equal to twice the number of Vehicles you"
        " control to target creature or planeswalker an opponent controls.",
        "Quand le ~ arrive sur le champ de bataille, il inflige un nombre de blessures égal au"
        " double du nombre de véhicules que vous contrôlez à une cible, créature ou planeswalker,"
        " qu'un adversaire contrôle.",
        "Wenn der ~ ins Spiel kommt, fügt er einer Kreatur oder einem Planeswalker deiner Wahl,"
        " die bzw. den ein Gegner kontrolliert, Schadenspunkte in Höhe der doppelten Anzahl an"
        " Fahrzeugen, die du kontrollierst, zu.",
    ),
]
# (English Oracle text, French printed text) of the same card
TWICE_FR = [
    # MBS Tezzeret, Agent of Bolas: "X étant le double du nombre de"
    (
        "[−4]: Target player loses X life and you gain X life, where X is twice the number of"
        " artifacts you control.",
        "-4 : Le joueur ciblé perd X points de vie et vous gagnez X points de vie, X étant le"
        " double du nombre d'artefacts que vous contrôlez.",
    ),
    # HOU Majestic Myriarch: a characteristic-defining ability (CR 604.3)
    (
        "~'s power and toughness are each equal to twice the number of creatures you control.",
        "La force et l'endurance du ~ sont chacune égales au double du nombre de créatures que"
        " vous contrôlez.",
    ),
    # DMU Territorial Maro (domain, CR 305.6)
    (
        "Domain — ~'s power and toughness are each equal to twice the number of basic land types"
        " among lands you control.",
        "Domaine — La force et l'endurance du ~ sont chacune égales au double du nombre de types de"
        " terrain de base parmi les terrains que vous contrôlez.",
    ),
]


@pytest.mark.parametrize("en,fr,de", TWICE, ids=[e[:50] for e, _, _ in TWICE])
def test_twice_a_count_is_one_amount_in_three_languages(en: str, fr: str, de: str) -> None:
    """ "twice the number of [objects]" (CR 107.3): the count times two, the same amount in
    English, French and German."""
    assert ast(fr, "fr") == ast(en, "en") == ast(de, "de")
    product = parse(en, "en").abilities[0].effect.amount
    assert isinstance(product, A.Product) and product.factor == 2
    assert isinstance(product.amount, A.Count) and product.amount.what == "objects"


@pytest.mark.parametrize("en,fr", TWICE_FR, ids=[e[:50] for e, _ in TWICE_FR])
def test_french_twice_a_count_means_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


def test_a_zone_said_with_its_article_alone_stays_unparsed() -> None:
    """ "depuis le cimetière la carte de créature ciblée" (Reya Dawnbringer, INV): Oracle reads
    "from your graveyard", the article alone does not say whose graveyard (CR 404.1), so the line
    is left unparsed rather than read as any graveyard."""
    with pytest.raises(ParseError):
        parse(
            "Au début de votre entretien, vous pouvez renvoyer en jeu depuis le cimetière la carte"
            " de créature ciblée.",
            "fr",
        )


def test_their_library_is_that_players() -> None:
    """ "ce joueur exile les deux cartes du dessus de sa bibliothèque": the top two cards of the
    library of that player (CR 401.1), not of yours."""
    effect = (
        parse(
            "À chaque fois que le ~ inflige des blessures de combat à un joueur, ce joueur exile"
            " les deux cartes du dessus de sa bibliothèque.",
            "fr",
        )
        .abilities[0]
        .effect
    )
    assert effect.object == A.ObjectRef(
        kind="top_of_library", filter=("card", "that_player"), count=2
    )


def test_a_noun_joined_to_itself_is_not_one_alternative() -> None:
    """ "an ability of a creature or creature card of the chosen type": a creature or a creature
    card, not a creature card only (the noun "creature" joined by "or" to itself)."""
    ability = parse(
        "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the"
        " chosen type or activate an ability of a creature or creature card of the chosen type.",
        "en",
        lenient=True,
    ).abilities[0]
    assert ability.to_json()["type"] == "unparsed"


@pytest.mark.parametrize(
    "text",
    [
        # "play" said of cards may be a land played (CR 305.1), not only spells cast
        "Les cartes que vous jouez coûtent {2} de moins à jouer.",
        # "non-base" is said of the lands only: creatures and nonbasic lands
        "Les créatures et les terrains non-base que vos adversaires contrôlent arrivent sur le"
        " champ de bataille engagés.",
        # "et les" after one object names a second one
        "Détruisez une créature et les terrains.",
        # the chosen cards and the rest put in the same place: no choice left to make
        "Regardez les deux cartes du dessus de votre bibliothèque. Mettez n'importe quel nombre"
        " d'entre elles dans votre cimetière et le reste dans votre cimetière.",
    ],
)
def test_french_effect_phrases_that_could_mean_two_things_stay_unparsed(text: str) -> None:
    with pytest.raises(ParseError):
        parse(text, "fr")


# (English Oracle text, its card name, French printed text, its card name): lines whose card name
# is said before a comma of the sentence
NAMED = [
    # "n'importe quel adversaire peut ... Si un joueur fait ainsi," (CR 101.4, 608.2c): ELD
    # Clackbridge Troll
    (
        "At the beginning of combat on your turn, any opponent may sacrifice a creature. If a"
        " player does, tap Clackbridge Troll, you gain 3 life, and you draw a card.",
        "Clackbridge Troll",
        "Au début du combat pendant votre tour, n'importe quel adversaire peut sacrifier une"
        " créature. Si un joueur fait ainsi, engagez le Troll du ponceau, vous gagnez 3 points"
        " de vie et vous piochez une carte.",
        "Troll du ponceau",
    ),
    # "Quand cette créature se transforme en ~," (CR 701.27e: only this permanent becomes the
    # face that prints the ability): SOI Awoken Horror
    (
        "When this creature transforms into Awoken Horror, return all non-Horror creatures to"
        " their owners' hands.",
        "Awoken Horror",
        "Quand cette créature se transforme en Horreur réveillée, renvoyez toutes les créatures"
        " non-Horreur dans les mains de leurs propriétaires.",
        "Horreur réveillée",
    ),
    # ", puis" after a token's keyword ends the keyword list (MH2 Barbed Spike)
    (
        "When Barbed Spike enters the battlefield, create a 1/1 colorless Thopter artifact"
        " creature token with flying, then attach Barbed Spike to it.",
        "Barbed Spike",
        "Quand la Pointe barbelée arrive sur le champ de bataille, créez un jeton de"
        " créature-artefact 1/1 incolore Mécanoptère avec le vol, puis attachez-lui la Pointe"
        " barbelée.",
        "Pointe barbelée",
    ),
]


@pytest.mark.parametrize("en,en_name,fr,fr_name", NAMED, ids=[n for _, _, _, n in NAMED])
def test_french_line_naming_its_card_means_the_english_oracle_line(
    en: str, en_name: str, fr: str, fr_name: str
) -> None:
    def read(text: str, lang: str, name: str) -> list[object]:
        return [A.strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]

    assert read(fr, "fr", fr_name) == read(en, "en", en_name)
