"""French references back of the card-text grammar (rulesparser/transform/lines.py
``_after_targets``, CR 608.2c): a demonstrative ("cette créature", "cette carte", "ce permanent",
"ce terrain") after an effect that named such an object is that object, in every kind of
sentence that follows it ("à la place", "Sinon", "Quand vous faites ainsi"); plural pronouns
("Ils ne peuvent pas être régénérés", "s'ils ont été kickés", "sur eux") and the player named
before ("qu'il contrôle", "son lanceur"). Real French printed
lines (MTGJSON foreignData of the development sets, the card's name as "~") give the same AST as
the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import ParseError, parse

#: (English Oracle line, French printed line) of the same card
SAME = [
    # "ils" after the comma of a trigger or a condition: a card whose name is plural (CR 201.5),
    # English "it": Castle Raptors (TSP)
    ("As long as ~ is untapped, it gets +0/+2.", "Tant que les ~ sont dégagés, ils gagnent +0/+2."),
    (  # Breath of Darigaaz (INV): the card named again in the damage done instead (English "it")
        "~ deals 1 damage to each creature without flying and each player. If this spell was "
        "kicked, it deals 4 damage to each creature without flying and each player instead.",
        "Le ~ inflige 1 blessure à chaque créature sans le vol et à chaque joueur. Si vous avez "
        "payé le coût de kick, le ~ inflige 4 blessures à chaque créature sans le vol et à "
        "chaque joueur à la place.",
    ),
    (  # Heirs of Stromkirk (ISD): "sur eux" of a plural name in a trigger on this object
        "Whenever ~ deals combat damage to a player, put a +1/+1 counter on it.",
        "À chaque fois que les ~ infligent des blessures de combat à un joueur, mettez un "
        "marqueur +1/+1 sur eux.",
    ),
    (  # Krovikan Whispers (CSP): "pour chaque marqueur « âge » sur eux" (on this Aura)
        "When ~ is put into a graveyard from the battlefield, you lose 2 life for each age "
        "counter on it.",
        "Quand les ~ sont mis dans un cimetière depuis le jeu, vous perdez 2 points de vie pour "
        "chaque marqueur « âge » sur eux.",
    ),
    (  # Vicious Offering (DOM): the creature an "instead" effect names after the one it replaces
        "Target creature gets -2/-2 until end of turn. If this spell was kicked, that creature "
        "gets -5/-5 until end of turn instead.",
        "La créature ciblée gagne -2/-2 jusqu'à la fin du tour. Si ce sort a été kické, cette "
        "créature gagne -5/-5 jusqu'à la fin du tour à la place.",
    ),
    (  # Explosive Growth (INV): the kicker said "si vous avez payé le coût de kick"
        "Target creature gets +2/+2 until end of turn. If this spell was kicked, that creature "
        "gets +5/+5 until end of turn instead.",
        "La créature ciblée gagne +2/+2 jusqu'à la fin du tour. Si vous avez payé le coût de "
        "kick, cette créature gagne +5/+5 jusqu'à la fin du tour à la place.",
    ),
    (  # Insatiable Appetite (ELD): "Sinon" after the "if you do" effect that named the target
        "You may sacrifice a Food. If you do, target creature gets +5/+5 until end of turn. "
        "Otherwise, that creature gets +3/+3 until end of turn.",
        "Vous pouvez sacrifier une nourriture. Si vous faites ainsi, une créature ciblée gagne "
        "+5/+5 jusqu'à la fin du tour. Sinon, cette créature gagne +3/+3 jusqu'à la fin du tour.",
    ),
    (  # Flickerwisp (EVE): an exiled permanent is a card (CR 400.7)
        "When ~ enters the battlefield, exile another target permanent. Return that card to the "
        "battlefield under its owner's control at the beginning of the next end step.",
        "Quand le ~ arrive sur le champ de bataille, exilez un autre permanent ciblé. Renvoyez "
        "cette carte sur le champ de bataille sous le contrôle de son propriétaire au début de la "
        "prochaine étape de fin.",
    ),
    (  # Cloudshift (AVR)
        "Exile target creature you control, then return that card to the battlefield under your "
        "control.",
        "Exilez une créature ciblée que vous contrôlez, puis renvoyez cette carte sur le champ de "
        "bataille sous votre contrôle.",
    ),
    (  # Felidar Guardian (AER): "vous pouvez exiler ..., puis renvoyer cette carte"
        "When ~ enters the battlefield, you may exile another target permanent you control, then "
        "return that card to the battlefield under its owner's control.",
        "Quand le ~ arrive sur le champ de bataille, vous pouvez exiler un autre permanent ciblé "
        "que vous contrôlez, puis renvoyer cette carte sur le champ de bataille sous le contrôle "
        "de son propriétaire.",
    ),
    (  # Cryoclasm (CSP): "ce terrain" after "la plaine ciblée ou l'île ciblée" (CR 305.6)
        "Destroy target Plains or Island. ~ deals 3 damage to that land's controller.",
        "Détruisez la plaine ciblée ou l'île ciblée. Le ~ inflige 3 blessures au contrôleur de ce "
        "terrain.",
    ),
    (  # Feed the Swarm (ZNR): "ce permanent" after a target creature or enchantment (CR 110.4)
        "Destroy target creature or enchantment an opponent controls. You lose life equal to that "
        "permanent's mana value.",
        "Détruisez une créature ciblée ou un enchantement ciblé qu'un adversaire contrôle. Vous "
        "perdez un nombre de points de vie égal au coût converti de mana de ce permanent.",
    ),
    (  # Pick the Brain (EMN): the card chosen from the revealed hand
        "Target opponent reveals their hand. You choose a nonland card from it and exile that "
        "card.",
        "L'adversaire ciblé révèle sa main. Choisissez-y une carte non-terrain et exilez cette "
        "carte.",
    ),
    (  # Puresight Merrow (EVE): the card looked at
        "{W/U}, {Q}: Look at the top card of your library. You may exile that card.",
        "{W/U}, {Q} : Regardez la carte du dessus de votre bibliothèque. Vous pouvez retirer "
        "cette carte de la partie.",
    ),
    # plural pronouns: "Ils" beginning the next sentence is the objects named before (CR
    # 608.2c); "ils" / "sur eux" of a card whose name is plural is the card itself
    (  # Obliterate (INV)
        "Destroy all artifacts, creatures, and lands. They can't be regenerated.",
        "Détruisez tous les artefacts, créatures et terrains. Ils ne peuvent pas être régénérés.",
    ),
    (  # Sokenzan's channel effect (NEO)
        "Create two 1/1 colorless Spirit creature tokens. They gain haste until end of turn.",
        "Créez deux jetons de créature 1/1 incolore Esprit. Ils acquièrent la célérité jusqu'à "
        "la fin du tour.",
    ),
    (  # Kor Sanctifiers (ZEN)
        "When ~ enters the battlefield, if it was kicked, destroy target artifact or enchantment.",
        "Quand les ~ arrivent sur le champ de bataille, s'ils ont été kickés, détruisez "
        "l'artefact ou l'enchantement ciblé.",
    ),
    (  # Dark Depths (CSP)
        "~ enters the battlefield with ten ice counters on it.",
        "Les ~ arrivent en jeu avec, sur elles, dix marqueurs « glace ».",
    ),
    # the player named before (CR 109.4): "qu'il contrôle" (they control), "son lanceur" (its
    # controller, CR 110.2)
    (  # Stern Judge (TOR)
        "{T}: Each player loses 1 life for each Swamp they control.",
        "{T}: Chaque joueur perd 1 point de vie pour chaque marais qu'il contrôle.",
    ),
    (  # Complicate (ONS)
        "Counter target spell unless its controller pays {3}.",
        "Contrecarrez le sort ciblé à moins que son lanceur ne paye {3}.",
    ),
    # "lui" before the verb: the object or player named before (CR 608.2c)
    (  # Megrim (M10): after a player's action, that player
        "Whenever an opponent discards a card, ~ deals 2 damage to that player.",
        "À chaque fois qu'un adversaire se défausse d'une carte, la ~ lui inflige 2 blessures.",
    ),
    (  # Aether Flash (7ED)
        "Whenever a creature enters the battlefield, ~ deals 2 damage to it.",
        "À chaque fois qu'une créature arrive en jeu, le ~ lui inflige 2 blessures.",
    ),
    (  # Collapsing Borders (INV): after a step of each player, that player (CR 503.1)
        "At the beginning of each player's upkeep, that player gains 1 life for each basic land "
        "type among lands they control. Then ~ deals 3 damage to that player.",
        "Au début de l'entretien de chaque joueur, ce joueur gagne 1 point de vie pour chaque "
        "type de terrain de base parmi les terrains qu'il contrôle. Ensuite, l'~ lui inflige 3 "
        "blessures.",
    ),
    (  # Journey to Nowhere (ZEN): whose control said first, between commas
        "When ~ leaves the battlefield, return the exiled card to the battlefield under its "
        "owner's control.",
        "Quand le ~ quitte le champ de bataille, renvoyez, sous le contrôle de son propriétaire, "
        "la carte exilée sur le champ de bataille.",
    ),
    # STX Mage Duel: "Ce sort coûte" is the spell itself, whatever other spell a condition names
    (
        "This spell costs {2} less to cast if you've cast another instant or sorcery spell this"
        " turn.",
        "Ce sort coûte {2} de moins à lancer si vous avez lancé un autre sort d'éphémère ou de"
        " rituel ce tour-ci.",
    ),
    # TSB Unstable Mutation: the creature the Aura enchants, named by the trigger (CR 303.4)
    (
        "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter"
        " on that creature.",
        "Au début de l'entretien du contrôleur de la créature enchantée, mettez un marqueur -1/-1"
        " sur cette créature.",
    ),
    # DOM Tiana, Ship's Caretaker: an Aura or Equipment that left the battlefield is a card
    # (CR 400.7), the card the trigger names
    # STX Go Blank: "toutes les cartes du cimetière de ce joueur", the whole graveyard (CR 404.1)
    (
        "Target player discards two cards. Then exile that player's graveyard.",
        "Un joueur ciblé se défausse de deux cartes. Puis exilez toutes les cartes du cimetière de"
        " ce joueur.",
    ),
    # ZEN Elemental Appeal: the one token created before is "cette créature" (a sorcery: no
    # creature of its own)
    (
        "Create a 7/1 red Elemental creature token with trample and haste. Exile it at the "
        "beginning of the next end step. If this spell was kicked, that creature gets +7/+0 until "
        "end of turn.",
        "Mettez sur le champ de bataille un jeton de créature 7/1 rouge Élémental avec le "
        "piétinement et la célérité. Exilez-le au début de la prochaine étape de fin. Si la ~ a "
        "été kickée, cette créature gagne +7/+0 jusqu'à la fin du tour.",
    ),
    # ELD Fabled Passage: the land found and put onto the battlefield is "ce terrain"
    (
        "{T}, Sacrifice ~: Search your library for a basic land card, put it onto the battlefield "
        "tapped, then shuffle. Then if you control four or more lands, untap that land.",
        "{T}, sacrifiez le ~ : Cherchez dans votre bibliothèque une carte de terrain de base, "
        "mettez-la sur le champ de bataille engagée et mélangez ensuite votre bibliothèque. Puis, "
        "si vous contrôlez au moins quatre terrains, dégagez ce terrain.",
    ),
    # MID Howl of the Hunt: the enchanted creature the intervening "if" names
    (
        "When ~ enters the battlefield, if enchanted creature is a Wolf or Werewolf, untap that "
        "creature.",
        "Quand le ~ arrive sur le champ de bataille, si la créature enchantée est un loup ou un "
        "loup-garou, dégagez cette créature.",
    ),
    # NEO Crackling Emergence: the one object a replacement's event names (CR 614.1a)
    (
        "If enchanted land would be destroyed, instead sacrifice ~ and that land gains "
        "indestructible until end of turn.",
        "Si le terrain enchanté devait être détruit, à la place sacrifiez l'~ et ce terrain "
        "acquiert l'indestructible jusqu'à la fin du tour.",
    ),
    # CHK Through the Breach (as printed in English then): the creature card put onto the
    # battlefield is "cette créature" (CR 110.1)
    (
        "Put a creature card from your hand onto the battlefield. That creature gains haste. "
        "Sacrifice that creature at the beginning of the next end step.",
        "Mettez en jeu une carte de créature de votre main. Cette créature a la célérité. "
        "Sacrifiez cette créature à la fin du tour.",
    ),
]


@pytest.mark.parametrize("en,fr", SAME, ids=[f[:60] for _, f in SAME])
def test_french_printed_line_means_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        # a sacrificed creature is no longer there to untap: this creature or that one? (in an
        # instant or sorcery, never this one: test_cardtext_spell_demonstratives.py)
        "{1} : Sacrifiez une créature. Dégagez cette créature.",
        # a demonstrative in a condition: never read as "that"
        "Détruisez une créature ciblée. Si vous contrôliez cette créature, piochez une carte.",
        # two tokens created: "cette créature" is none of them (or this one?)
        "Créez deux jetons de créature 1/1 blanche Soldat. Cette créature gagne +1/+1 jusqu'à "
        "la fin du tour.",
        # an Aura's "cette carte" after the enchanted creature that would die: the Aura?
        "Si la créature enchantée devait mourir, renvoyez cette carte dans la main de son "
        "propriétaire à la place.",
        # an intervening "if" that counts creatures names no one creature
        "À chaque fois que le ~ attaque, si vous contrôlez une autre créature, cette créature "
        "gagne +1/+1 jusqu'à la fin du tour.",
    ],
)
def test_unsure_demonstratives_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "fr")


def test_a_pronoun_sentence_is_not_cut_off_as_an_ability_of_its_own() -> None:
    """Clique des marionnettistes (Puppeteer Clique): "Elle a la célérité. À la fin de votre
    tour, retirez-la de la partie." name the creature card put onto the battlefield before, not
    the Clique: the line may not be cut into abilities where a sentence begins with "Elle" (it
    was read as haste on the Clique and exiling the Clique each end step)."""
    from rulesparser import ast as A
    from rulesparser import parse

    card = parse(
        "Quand la Clique des marionnettistes arrive en jeu, mettez en jeu, sous votre contrôle,"
        " la carte de créature ciblée du cimetière d'un adversaire. Elle a la célérité. À la fin"
        " de votre tour, retirez-la de la partie.",
        "fr",
        card_name="Clique des marionnettistes",
        lenient=True,
    )
    assert not any(isinstance(a, A.Keyword) for a in card.abilities), card.abilities
    assert any(isinstance(a, A.Unparsed) for a in card.abilities)


def test_a_pronoun_after_a_condition_naming_the_card_is_not_guessed() -> None:
    """Boros Fury-Shield (RAV), French and German prints: after a target creature, "Si {R} a
    été dépensé pour jouer le Bouclier-furie de Boros, il inflige ..." / "Wurde {R} ausgegeben,
    um den Furienschild der Boros zu spielen, fügt er ..." The pronoun may be the card the
    condition names (Oracle: "Boros Fury-Shield deals damage ...") or the creature named before
    (was read so: the creature dealt the damage); the line is refused, not guessed. The English
    line, which names the card, keeps its reading."""
    for text, lang, name in (
        (
            "Prévenez, ce tour-ci, toutes les blessures de combat qui devraient être infligées "
            "par la créature attaquante ou bloqueuse ciblée. Si {R} a été dépensé pour jouer le "
            "Bouclier-furie de Boros, il inflige au contrôleur de cette créature un nombre de "
            "blessures égal à la force de cette créature.",
            "fr",
            "Bouclier-furie de Boros",
        ),
        (
            "Verhindere allen Kampfschaden, der in diesem Zug von einer angreifenden oder "
            "blockenden Kreatur deiner Wahl zugefügt würde. Wurde {R} ausgegeben, um den "
            "Furienschild der Boros zu spielen, fügt er dem Beherrscher dieser Kreatur "
            "Schadenspunkte in Höhe der Stärke der Kreatur zu.",
            "de",
            "Furienschild der Boros",
        ),
    ):
        with pytest.raises(ParseError, match="pronoun dealing damage"):
            parse(text, lang, card_name=name)
    (ability,) = parse(
        "Prevent all combat damage that would be dealt by target attacking or blocking creature "
        "this turn. If {R} was spent to cast this spell, Boros Fury-Shield deals damage to that "
        "creature's controller equal to the creature's power.",
        "en",
        card_name="Boros Fury-Shield",
    ).abilities
    damage = ability.effect.effects[1].effect
    assert damage.damage_source.kind == "self"
