"""French conditions, triggers and statics of the card-text grammar that the English grammar
already reads (grammar/fr/phrases/turn_history.lark, conditions.lark, clauses/sentences.lark,
triggers_events.lark, verbs_restrictions.lark, lines/abilities.lark): real French printed lines
(MTGJSON foreignData of the development sets, the card's name as "~") give the same AST as the
English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta

#: (English Oracle line, French printed line) of the same card
SAME = [
    # "si son endurance est inférieure ou égale au nombre de cartes de votre cimetière" (CR
    # 107.3: compared with a number read from the game), ODY Ghastly Demise; SOK Rending Vines
    (
        "Destroy target nonblack creature if its toughness is less than or equal to the number"
        " of cards in your graveyard.",
        "Détruisez la créature non-noire ciblée si son endurance est inférieure ou égale au"
        " nombre de cartes de votre cimetière.",
    ),
    # "au nombre de soldats en jeu" (every such permanent, CR 110.1), ONS Unified Strike
    (
        "Exile target attacking creature if its power is less than or equal to the number of"
        " Soldiers on the battlefield.",
        "Retirez la créature attaquante ciblée de la partie si sa force est inférieure ou égale"
        " au nombre de soldats en jeu.",
    ),
    (
        "Destroy target artifact or enchantment if its mana value is less than or equal to the"
        " number of cards in your hand.",
        "Détruisez l'artefact ou l'enchantement ciblé si son coût converti de mana est inférieur"
        " ou égal au nombre de cartes dans votre main.",
    ),
    # "s'il n'y a pas de créature en jeu" (CR 110.1: no such permanent), PLC Pyrohemia
    (
        "At the beginning of the end step, if no creatures are on the battlefield, sacrifice ~.",
        "À la fin du tour, s'il n'y a pas de créature en jeu, sacrifiez la ~.",
    ),
    # the same as a state trigger (CR 603.8), TSR Porphyry Nodes
    (
        "When there are no creatures on the battlefield, sacrifice ~.",
        "Quand il n'y a pas de créature sur le champ de bataille, sacrifiez les ~.",
    ),
    # "si son coût converti de mana est de 2 ou moins" (CR 202.3: the target's mana value;
    # INV Overload, the sentence before its kicker's "instead")
    (
        "Destroy target artifact if its mana value is 2 or less.",
        "Détruisez l'artefact ciblé si son coût converti de mana est de 2 ou moins.",
    ),
    # "si son coût converti de mana est inférieur ou égal à 2" (AER Fatal Push: Oracle "if it
    # has mana value 2 or less")
    (
        "Destroy target creature if it has mana value 2 or less.",
        "Détruisez la créature ciblée si son coût converti de mana est inférieur ou égal à 2.",
    ),
    # "si sa force est supérieure ou égale à 10" (GPT Witch-Maw Nephilim)
    (
        "Whenever ~ attacks, it gains trample until end of turn if its power is 10 or greater.",
        "À chaque fois que le ~ attaque, il acquiert le piétinement jusqu'à la fin du tour si sa"
        " force est supérieure ou égale à 10.",
    ),
    # "Si un adversaire contrôle une île et que vous contrôlez une montagne," (both conditions),
    # MMQ Mogg Salvage
    (
        "If an opponent controls an Island and you control a Mountain, you may cast this spell "
        "without paying its mana cost.",
        "Si un adversaire contrôle une île et que vous contrôlez une montagne, vous pouvez lancer "
        "ce sort sans payer son coût de mana.",
    ),
    # "Tant que ~ est dans votre cimetière et que vous contrôlez une île," (both conditions),
    # JUD Wonder
    (
        "As long as ~ is in your graveyard and you control an Island, creatures you control "
        "have flying.",
        "Tant que ~ est dans votre cimetière et que vous contrôlez une île, les créatures que "
        "vous contrôlez ont le vol.",
    ),
    # "Si un Saprobionte a été sacrifié de cette manière", "Si un artefact est détruit de cette
    # manière" (CR 608.2c): Thallid Omnivore (DOM), Smashing Success (KHM)
    (
        "{1}, Sacrifice another creature: ~ gets +2/+2 until end of turn. If a Saproling was "
        "sacrificed this way, you gain 2 life.",
        "{1}, sacrifiez une autre créature : Le ~ gagne +2/+2 jusqu'à la fin du tour. Si un "
        "Saprobionte a été sacrifié de cette manière, vous gagnez 2 points de vie.",
    ),
    (
        "Destroy target artifact or land. If an artifact is destroyed this way, create a "
        "Treasure token.",
        "Détruisez un artefact ciblé ou un terrain ciblé. Si un artefact est détruit de cette "
        "manière, créez un jeton Trésor.",
    ),
    # coven (MID Candlelit Cavalry): "au moins trois créatures avec des forces différentes"
    # (CR 208.1: how many different powers among them)
    (
        "Coven — At the beginning of combat on your turn, if you control three or more "
        "creatures with different powers, ~ gains trample until end of turn.",
        "Congrégation — Au début du combat pendant votre tour, si vous contrôlez au moins trois "
        "créatures avec des forces différentes, la ~ acquiert le piétinement jusqu'à la fin du "
        "tour.",
    ),
    # a spell you cast earlier this turn (CR 601.2): "lancé" (2009 on) and "joué" (before)
    (  # Haunting Figment (DMU)
        "~ can't be blocked as long as you've cast an instant or sorcery spell this turn.",
        "La ~ ne peut pas être bloquée tant que vous avez lancé un sort d'éphémère ou de rituel "
        "ce tour-ci.",
    ),
    (  # Dream Thief (EVE)
        "When ~ enters the battlefield, draw a card if you've cast another blue spell this turn.",
        "Quand la ~ arrive en jeu, piochez une carte si vous avez joué un autre sort bleu ce "
        "tour-ci.",
    ),
    (  # Relic Runner (DOM)
        "~ can't be blocked if you've cast a historic spell this turn.",
        "La ~ ne peut pas être bloquée si vous avez lancé un sort historique ce tour-ci.",
    ),
    (  # Illusory Angel (M15)
        "Cast this spell only if you've cast another spell this turn.",
        "Ne lancez l'~ que si vous avez lancé un autre sort ce tour-ci.",
    ),
    # addendum (CR 505.1: either main phase of your turn)
    (  # Sulfurous Blast (TSP)
        "~ deals 2 damage to each creature and each player. If you cast this spell during your "
        "main phase, ~ deals 3 damage to each creature and each player instead.",
        "La ~ inflige 2 blessures à chaque créature et à chaque joueur. Si vous avez joué ce sort "
        "pendant votre phase principale, la ~ inflige 3 blessures à chaque créature et à chaque "
        "joueur à la place.",
    ),
    (  # Precognitive Perception (RNA)
        "Addendum — If you cast this spell during your main phase, draw a card.",
        "Addenda — Si vous avez lancé ce sort pendant votre phase principale, piochez une carte.",
    ),
    # tribute (CR 702.104b)
    (  # Nessian Demolok (BNG)
        "When ~ enters the battlefield, if tribute wasn't paid, destroy target noncreature "
        "permanent.",
        "Quand le ~ arrive sur le champ de bataille, si le tribut n'a pas été payé, détruisez le "
        "permanent non-créature ciblé.",
    ),
    # soulbond (CR 702.95)
    (  # Silverblade Paladin (AVR)
        "As long as ~ is paired with another creature, both creatures have double strike.",
        "Tant que le ~ est associé à une autre créature, les deux créatures ont la double "
        "initiative.",
    ),
    (  # Leyline of the Void (TSR): the Leylines (CR 103.6a)
        "If ~ is in your opening hand, you may begin the game with it on the battlefield.",
        "Si la ~ est dans votre main de départ, vous pouvez l'avoir sur le champ de bataille au "
        "début de la partie.",
    ),
    (  # Myojin of Night's Reach (SOK): the counter said after "sur elle"
        "~ has indestructible as long as it has a divinity counter on it.",
        'La ~ est indestructible tant qu\'elle a sur elle un marqueur " divinité ".',
    ),
    # subjunctive conditions after "à moins que" (the expletive "ne")
    (  # Vantress Gargoyle (ELD)
        "~ can't block unless you have four or more cards in hand.",
        "La ~ ne peut pas bloquer à moins que vous n'ayez au moins quatre cartes en main.",
    ),
    (  # Vantress Gargoyle (ELD)
        "~ can't attack unless defending player has seven or more cards in their graveyard.",
        "La ~ ne peut pas attaquer à moins que le joueur défenseur n'ait au moins sept cartes "
        "dans son cimetière.",
    ),
    (  # Silburlind Snapper (KHM)
        "~ can't attack unless you've cast a noncreature spell this turn.",
        "Le ~ ne peut pas attaquer à moins que vous n'ayez lancé un sort non-créature ce tour-ci.",
    ),
    (  # War Elemental (MRD)
        "When ~ enters the battlefield, sacrifice it unless an opponent was dealt damage this "
        "turn.",
        "Quand l'~ arrive en jeu, sacrifiez-le à moins qu'un adversaire n'ait subi des blessures "
        "pendant ce tour.",
    ),
    # Platinum Angel: "la" is the game
    (
        "You can't lose the game and your opponents can't win the game.",
        "Vous ne pouvez pas perdre la partie et vos adversaires ne peuvent pas la gagner.",
    ),
    ("This spell can't be countered.", "Le ~ ne peut pas être contré."),  # Root Sliver (LGN)
    # Clone (CR 707.9)
    (
        "You may have ~ enter the battlefield as a copy of any creature on the battlefield.",
        "Vous pouvez faire que le ~ arrive sur le champ de bataille comme une copie de n'importe "
        "quelle créature sur le champ de bataille.",
    ),
    # haunt (CR 702.55c)
    (  # Absolver Thrull (GPT)
        "When ~ enters the battlefield or the creature it haunts dies, destroy target enchantment.",
        "Quand le ~ arrive en jeu ou quand la créature qu'il hante est mise dans un cimetière, "
        "détruisez l'enchantement ciblé.",
    ),
    (  # Kor Duelist (ZEN)
        "As long as ~ is equipped, it has double strike.",
        "Tant que le ~ est équipé, il a la double initiative.",
    ),
    (  # Spell Snuff (MH1)
        "Fateful hour — If you have 5 or less life, draw a card.",
        "Heure fatidique — Si vous avez 5 points de vie ou moins, piochez une carte.",
    ),
    (  # Culling Mark (BNG)
        "Target creature blocks this turn if able.",
        "La créature ciblée bloque ce tour-ci si possible.",
    ),
    # "tant que vous contrôlez ~" after a one-shot effect (CR 611.2b)
    (  # Aegis Angel (M12)
        "When ~ enters the battlefield, another target permanent gains indestructible for as "
        "long as you control ~.",
        "Quand l'~ arrive sur le champ de bataille, un autre permanent ciblé acquiert "
        "l'indestructible tant que vous contrôlez l'~.",
    ),
    (  # Willbreaker (ORI)
        "Whenever a creature an opponent controls becomes the target of a spell or ability you "
        "control, gain control of that creature for as long as you control ~.",
        "À chaque fois qu'une créature qu'un adversaire contrôle devient la cible d'un sort ou "
        "d'une capacité que vous contrôlez, acquérez le contrôle de cette créature tant que vous "
        "contrôlez le ~.",
    ),
    (  # Greater Gargadon (TSP): CR 702.62b
        "Sacrifice an artifact, creature, or land: Remove a time counter from ~. Activate only if "
        "~ is suspended.",
        "Sacrifiez un artefact, une créature ou un terrain : Retirez un marqueur « temps » du ~. "
        "N'activez cette capacité que si le ~ est en suspension.",
    ),
    (  # Taborax, Hope's Demise (ZNR)
        "~ has lifelink as long as it has five or more +1/+1 counters on it.",
        "~ a le lien de vie tant qu'il a au moins cinq marqueurs +1/+1 sur lui.",
    ),
    (  # Plague Boiler (RAV): a state trigger (CR 603.8)
        "When ~ has three or more plague counters on it, sacrifice it. If you do, destroy all "
        "nonland permanents.",
        'Quand la ~ a au moins trois marqueurs " peste " sur elle, sacrifiez-la. Si vous faites '
        "ainsi, détruisez tous les permanents non-terrain.",
    ),
    (  # Droning Bureaucrats (GPT): a comma before the second "ni"
        "{X}, {T}: Each creature with mana value X can't attack or block this turn.",
        "{X}, {T} : Chaque créature dont le coût converti de mana est de X ne peut ni attaquer, "
        "ni bloquer ce tour-ci.",
    ),
    (  # Firmament Sage (MID): CR 725.1a
        "Whenever day becomes night or night becomes day, draw a card.",
        "À chaque fois qu'on passe du jour à la nuit ou de la nuit au jour, piochez une carte.",
    ),
    (  # Quagnoth (FUT): CR 701.8
        "When a spell or ability an opponent controls causes you to discard ~, return it to your "
        "hand.",
        "Quand un sort ou une capacité qu'un adversaire contrôle vous contraint à vous défausser "
        "du ~, renvoyez-le dans votre main.",
    ),
    (  # Ajani's Last Stand (M19): "qu'" said again before the second alternative
        "Whenever a creature or planeswalker you control dies, you may sacrifice ~. If you do, "
        "create a 4/4 white Avatar creature token with flying.",
        "À chaque fois qu'une créature ou qu'un planeswalker que vous contrôlez meurt, vous pouvez "
        "sacrifier ~. Si vous faites ainsi, créez un jeton de créature 4/4 blanche Avatar avec le "
        "vol.",
    ),
    (  # Magus of the Bridge (MH2): CR 404.2
        "When a creature is put into an opponent's graveyard from the battlefield, exile ~.",
        "Quand une créature est mise dans le cimetière d'un adversaire depuis le champ de "
        "bataille, exilez le ~.",
    ),
    (  # Herald of the Pantheon (ORI): two abilities glued without a line break in MTGJSON
        "Enchantment spells you cast cost {1} less to cast.\nWhenever you cast an enchantment "
        "spell, you gain 1 life.",
        "Les sorts d'enchantement que vous lancez coûtent {1} de moins à lancer.À chaque fois que "
        "vous lancez un sort d'enchantement, vous gagnez 1 point de vie.",
    ),
    (  # Morbid Opportunist (MID): "au moins une autre" (CR 603.2c) and the limit (CR 603.2)
        "Whenever one or more other creatures die, draw a card. This ability triggers only once "
        "each turn.",
        "À chaque fois qu'au moins une autre créature meurt, piochez une carte. Cette capacité ne "
        "se déclenche qu'une seule fois par tour.",
    ),
    (  # Jin-Gitaxias, Progress Tyrant (NEO)
        "Whenever an opponent casts an artifact, instant, or sorcery spell, counter that spell. "
        "This ability triggers only once each turn.",
        "À chaque fois qu'un adversaire lance un sort d'artefact, d'éphémère ou de rituel, "
        "contrecarrez ce sort. Cette capacité ne se déclenche qu'une seule fois par tour.",
    ),
    (  # Fuming Effigy (STX): cards leaving their owner's graveyard (CR 603.2c, 603.10a)
        "Whenever one or more cards leave your graveyard, ~ deals 1 damage to each opponent.",
        "À chaque fois qu'au moins une carte quitte votre cimetière, l'~ inflige 1 blessure à "
        "chaque adversaire.",
    ),
    # two players' numbers compared (CR 119.1, 402, 109.4): "plus de ... que", "moins de ... que"
    (  # Feudkiller's Verdict (MOR)
        "You gain 10 life. Then if you have more life than an opponent, create a 5/5 white Giant "
        "Warrior creature token.",
        "Vous gagnez 10 points de vie. Ensuite, si vous avez plus de points de vie qu'un "
        "adversaire, mettez en jeu un jeton de créature 5/5 blanche Géant et Guerrier.",
    ),
    (  # Secretkeeper (SOK)
        "As long as you have more cards in hand than each opponent, ~ gets +2/+2 and has flying.",
        "Tant que vous avez plus de cartes en main que chaque adversaire, le ~ gagne +2/+2 et a "
        "le vol.",
    ),
    (  # Even the Odds (FUT)
        "Cast this spell only if you control fewer creatures than each opponent.",
        "Ne jouez l'~ que si vous contrôlez moins de créatures que chaque adversaire.",
    ),
    (  # Asylum Visitor (SOI): that player's hand (CR 402)
        "At the beginning of each player's upkeep, if that player has no cards in hand, you draw "
        "a card and you lose 1 life.",
        "Au début de l'entretien de chaque joueur, si ce joueur n'a aucune carte en main, vous "
        "piochez une carte et vous perdez 1 point de vie.",
    ),
    # another player's life total (CR 119.1), Blood Baron of Vizkopa (DGM)
    (
        "As long as you have 30 or more life and an opponent has 10 or less life, ~ gets +6/+6 "
        "and has flying.",
        "Tant que vous avez 30 points de vie ou plus et qu'un adversaire a 10 points de vie ou "
        "moins, l'~ gagne +6/+6 et a le vol.",
    ),
    # what players can't do (CR 101.2)
    ("Players can't cycle cards.", "Les joueurs ne peuvent pas recycler de cartes."),  # Stabilizer
    (  # Mindlock Orb (ALA)
        "Players can't search libraries.",
        "Les joueurs ne peuvent pas chercher dans leur bibliothèque.",
    ),
    (  # Maralen of the Mornsong (MOR)
        "Players can't draw cards.",
        "Les joueurs ne peuvent pas piocher de cartes.",
    ),
    # kinship (Wandering Graybeard, MOR): the card looked at shares a creature type with this
    # one (CR 205.3m)
    (
        "Kinship — At the beginning of your upkeep, you may look at the top card of your"
        " library. If it shares a creature type with ~, you may reveal it. If you do, you gain 4"
        " life.",
        "Parenté — Au début de votre entretien, vous pouvez regarder la carte du dessus de votre"
        " bibliothèque. Si elle partage un type de créature avec le ~, vous pouvez la révéler."
        " Si vous faites ainsi, vous gagnez 4 points de vie.",
    ),
    # "si au moins trois créatures sont mortes ce tour-ci" (CR 700.4): KHM Inga Rune-Eyes
    (
        "When ~ dies, draw three cards if three or more creatures died this turn.",
        "Quand ~ meurt, piochez trois cartes si au moins trois créatures sont mortes ce tour-ci.",
    ),
    # adamant, read as before with "au moins" a comparison (CR 601.2h)
    (
        "If at least three white mana was spent to cast this spell, draw a card.",
        "Si au moins trois manas blancs ont été dépensés pour lancer ce sort, piochez une carte.",
    ),
    # "... à la place si [condition]" (CR 614.1a, the condition last): MH2 Unholy Heat, MH2
    # Tragic Fall
    (
        "~ deals 2 damage to target creature or planeswalker. ~ deals 6 damage instead if there"
        " are four or more card types among cards in your graveyard.",
        "La ~ inflige 2 blessures à une cible, créature ou planeswalker. La ~ inflige 6 blessures"
        " à la place s'il y a au moins quatre types de carte parmi les cartes de votre"
        " cimetière.",
    ),
    (
        "Target creature gets -3/-3 until end of turn. That creature gets -13/-13 until end of"
        " turn instead if you have no cards in hand.",
        "Une créature ciblée gagne -3/-3 jusqu'à la fin du tour. Cette créature gagne -13/-13"
        " jusqu'à la fin du tour à la place si vous n'avez pas de carte en main.",
    ),
    # "Si ..., à la place, [effect]" (the comma after "à la place" said too): ZEN Bold Defense
    (
        "Creatures you control get +1/+1 until end of turn. If this spell was kicked, instead"
        " creatures you control get +2/+2 and gain first strike until end of turn.",
        "Les créatures que vous contrôlez gagnent +1/+1 jusqu'à la fin du tour. Si la ~ a été"
        " kickée, à la place, les créatures que vous contrôlez gagnent +2/+2 et acquièrent"
        " l'initiative jusqu'à la fin du tour.",
    ),
]


@pytest.mark.parametrize("en,fr", SAME, ids=[f[:60] for _, f in SAME])
def test_french_printed_line_means_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


def test_spell_cast_this_turn_is_another_spell_you_cast() -> None:
    """ "si vous avez joué un autre sort blanc ce tour-ci" (before 2009 "jouer" a spell): a
    white spell other than this one that you cast this turn (CR 601.2)."""
    (ability,) = parse(
        "Si vous avez joué un autre sort blanc ce tour-ci, piochez une carte.", "fr"
    ).abilities
    assert ability.effect.condition == A.HappenedThisTurn(
        event="cast",
        subject=A.ObjectRef(kind="any", filter=("another", "white", "spell", "you_cast")),
    )


#: (English Oracle, French, German) of cards whose condition is an object that entered the
#: battlefield under your control this turn (CR 603.6a): Zhalfirin Decoy (DOM), Saddled
#: Rimestag (KHM), Nimble Trapfinder (ZNR, "you had ... enter" in English)
ENTERED_THIS_TURN = [
    (
        "{T}: Tap target creature. Activate only if you had a creature enter the battlefield "
        "under your control this turn.",
        "{T} : Engagez la créature ciblée. N'activez cette capacité que si vous avez fait "
        "arriver une créature sur le champ de bataille sous votre contrôle ce tour-ci.",
        "{T}: Tappe eine Kreatur deiner Wahl. Aktiviere diese Fähigkeit nur, falls in diesem "
        "Zug eine Kreatur unter deiner Kontrolle ins Spiel gekommen ist.",
    ),
    (
        "~ gets +2/+2 as long as you had another creature enter the battlefield under your "
        "control this turn.",
        "Le ~ gagne +2/+2 tant que vous avez fait arriver une autre créature sur le champ de "
        "bataille sous votre contrôle ce tour-ci.",
        "Der ~ erhält +2/+2, solange in diesem Zug eine andere Kreatur unter deiner Kontrolle "
        "ins Spiel gekommen ist.",
    ),
    (
        "~ can't be blocked if you had another Cleric, Rogue, Warrior, or Wizard enter the "
        "battlefield under your control this turn.",
        "Le ~ ne peut pas être bloqué si vous avez fait arriver un autre clerc, gredin, guerrier "
        "ou sorcier sur le champ de bataille sous votre contrôle ce tour-ci.",
        "Der ~ kann nicht geblockt werden, falls in diesem Zug ein anderer Kleriker, Krieger, "
        "Räuber oder Zauberer unter deiner Kontrolle ins Spiel gekommen ist.",
    ),
]


@pytest.mark.parametrize(
    "en,fr,de", ENTERED_THIS_TURN, ids=[f[:50] for _, f, _ in ENTERED_THIS_TURN]
)
def test_entered_under_your_control_this_turn(en: str, fr: str, de: str) -> None:
    assert ast(fr, "fr") == ast(en, "en") == ast(de, "de")
    # the modern Oracle wording (Oath of Liliana's "if a planeswalker entered the battlefield
    # under your control this turn") says the same
    modern = en.replace("you had a creature enter", "a creature entered")
    assert ast(modern, "en") == ast(en, "en")
    (ability,) = parse(fr, "fr").abilities
    cond = next(n for n in ability.walk() if isinstance(n, A.HappenedThisTurn))
    assert cond.event == "entered_battlefield"
    assert cond.subject.kind == "any" and "you_control" in cond.subject.filter


def test_both_creatures_are_the_pair_only_after_paired() -> None:
    """ "les deux créatures" is the soulbond pair (CR 702.95) only in the sentence that says
    the pair; elsewhere "les deux" is a number of objects."""
    (ability,) = parse(
        "Tant que le ~ est associé à une autre créature, les deux créatures ont le vol.", "fr"
    ).abilities
    assert ability.effect.effect.object == A.ObjectRef(kind="paired")
    (ability,) = parse(
        "Mettez les deux cartes du dessus de votre bibliothèque dans votre cimetière.", "fr"
    ).abilities
    assert not any(isinstance(n, A.ObjectRef) and n.kind == "paired" for n in ability.walk())


def test_different_names_of_cards_found_together_as_in_english() -> None:
    """Shared Summons (M20): a search for cards "avec des noms différents" finds cards no two of
    which share a name (CR 201.2, filter word ``different_name``), the English Oracle line's
    AST."""
    line = (
        "Cherchez dans votre bibliothèque jusqu'à deux cartes de créature avec des noms "
        "différents, révélez-les, mettez-les dans votre main et mélangez ensuite votre "
        "bibliothèque."
    )
    en = (
        "Search your library for up to two creature cards with different names, reveal them, "
        "put them into your hand, then shuffle."
    )
    assert strip_meta(parse(line, "fr").to_json()) == strip_meta(parse(en, "en").to_json())


def test_one_object_with_different_names_stays_unparsed_in_french() -> None:
    # "with different names" of one object says nothing: read only of several objects chosen
    # together or by a count of permanents (coven)
    line = "Détruisez une créature avec des noms différents."
    assert isinstance(parse(line, "fr", lenient=True).abilities[0], A.Unparsed)


def test_its_mana_value_is_a_condition_on_the_target() -> None:
    """ "Counter target spell if its mana value is 2 or less" (CR 202.3): a condition on the
    object the sentence names (the target, "it"), not a qualifier of the target (the spell is
    targeted whatever its mana value)."""
    effect = (
        parse("Contrecarrez le sort ciblé si son coût converti de mana est de 2 ou moins.", "fr")
        .abilities[0]
        .effect
    )
    assert effect.condition == A.Exists(object=A.ObjectRef(kind="it", filter=("mana_value<=2",)))
    assert effect.effect.object.filter == ("spell",)


#: "il y a une carte de [type] dans votre cimetière" / "there is a [type] card in your
#: graveyard" (CR 400.1: at least one such card in that zone), EN Oracle and FR printed lines
THERE_IS_A_CARD = [
    # MH1 Murasa Behemoth
    (
        "~ gets +3/+3 as long as there is a land card in your graveyard.",
        "Le ~ gagne +3/+3 tant qu'il y a une carte de terrain dans votre cimetière.",
    ),
    # MH1 Igneous Elemental
    (
        "This spell costs {2} less to cast if there is a land card in your graveyard.",
        "Ce sort coûte {2} de moins à lancer s'il y a une carte de terrain dans votre cimetière.",
    ),
    # HOU Ramunap Hydra
    (
        "~ gets +1/+1 as long as there is a Desert card in your graveyard.",
        "L'~ gagne +1/+1 tant qu'il y a une carte de désert dans votre cimetière.",
    ),
    # EMN Grizzled Angler
    (
        "{T}: Mill two cards. Then if there is a colorless creature card in your graveyard,"
        " transform ~.",
        "{T} : Mettez les deux cartes du dessus de votre bibliothèque dans votre cimetière. Puis"
        " s'il y a une carte de créature incolore dans votre cimetière, transformez le ~.",
    ),
]


@pytest.mark.parametrize("en,fr", THERE_IS_A_CARD, ids=[f[:60] for _, f in THERE_IS_A_CARD])
def test_there_is_a_card_in_your_graveyard(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")
    conditions = [n for n in parse(en, "en").walk() if isinstance(n, A.Compare)]
    assert [(c.op, c.amount) for c in conditions] == [(">=", 1)]
    assert conditions[0].value.object.filter[-1] == "in_your_graveyard"


def test_there_is_a_card_reads_as_german_one_card_is_in_your_graveyard() -> None:
    # MH1 Murasa Behemoth, German printed "solange sich eine Länderkarte in deinem Friedhof
    # befindet"
    assert ast(
        "Der ~ erhält +3/+3, solange sich eine Länderkarte in deinem Friedhof befindet.", "de"
    ) == ast(THERE_IS_A_CARD[0][0], "en")


@pytest.mark.parametrize(
    "line,lang",
    [
        # a number other than one: at least or exactly that many? not said
        ("~ has flying as long as there are two artifact cards in your graveyard.", "en"),
        ("Le ~ a le vol tant qu'il y a deux cartes d'artefact dans votre cimetière.", "fr"),
        # another player's graveyard
        (
            "Le ~ a le vol tant qu'il y a une carte d'artefact dans le cimetière d'un adversaire.",
            "fr",
        ),
    ],
)
def test_there_is_stays_unparsed_beyond_one_card_of_your_zone(line: str, lang: str) -> None:
    assert isinstance(parse(line, lang, lenient=True).abilities[0], A.Unparsed)


def test_put_into_your_graveyard_from_the_battlefield_this_turn() -> None:
    """NEO Kami of Transience: "si un enchantement a été mis dans votre cimetière depuis le champ
    de bataille ce tour-ci" (CR 700.4, 404.2: an enchantment you owned died this turn)."""
    assert ast(
        "Au début de chaque étape de fin, si un enchantement a été mis dans votre cimetière"
        " depuis le champ de bataille ce tour-ci, vous pouvez renvoyer le ~ dans votre main"
        " depuis votre cimetière.",
        "fr",
    ) == ast(
        "At the beginning of each end step, if an enchantment was put into your graveyard from"
        " the battlefield this turn, you may return ~ from your graveyard to your hand.",
        "en",
    )
