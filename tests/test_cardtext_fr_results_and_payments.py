"""French lines about what an instruction before did ("Si une créature subit des blessures de
cette manière", "Si ce sort a été prédit"), costs paid any number of times, untapping in other
players' untap steps, the imperative enchant keyword of 2006-2007, amounts read from the turn
("le nombre de points de vie que vous avez gagnés ce tour-ci", "le nombre de types de carte
parmi ..."), cards in graveyards, "aussi" after a verb and a few adjectives and events
(grammar/fr/phrases/, clauses/, lines/abilities.lark, locales/fr/phrases.yaml): real printed
French lines give the same AST as the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

# (English Oracle line, French printed line) of the same card (set code and card name in the
# comment; the card's name is "~")
SAME = [
    # "Si une créature subit des blessures de cette manière" (CR 608.2c, 120.3: one of the
    # objects the damage before was dealt to is of that kind): KHM Provoke the Trolls, M20
    # Marauding Raptor
    (
        "~ deals 3 damage to any target. If a creature is dealt damage this way, it gets +5/+0 "
        "until end of turn.",
        "~ inflige 3 blessures à n'importe quelle cible. Si une créature subit des blessures de "
        "cette manière, elle gagne +5/+0 jusqu'à la fin du tour.",
    ),
    (
        "Whenever another creature enters the battlefield under your control, ~ deals 2 damage "
        "to it. If a Dinosaur is dealt damage this way, ~ gets +2/+0 until end of turn.",
        "À chaque fois qu'une autre créature arrive sur le champ de bataille sous votre contrôle,"
        " le ~ lui inflige 2 blessures. Si un dinosaure subit des blessures de cette manière, le ~"
        " gagne +2/+0 jusqu'à la fin du tour.",
    ),
    # "Si une carte de terrain est défaussée de cette manière" (CR 701.9a): SOM Psychic Miasma
    (
        "Target player discards a card. If a land card is discarded this way, return ~ to its "
        "owner's hand.",
        "Le joueur ciblé se défausse d'une carte. Si une carte de terrain est défaussée de cette "
        "manière, renvoyez les ~ dans la main de son propriétaire.",
    ),
    # "Si une carte de créature est révélée de cette manière" (CR 701.20a): OGW Deceiver of
    # Form's first sentences
    (
        "At the beginning of combat on your turn, reveal the top card of your library. If a "
        "creature card is revealed this way, draw a card.",
        "Au début du combat pendant votre tour, révélez la carte du dessus de votre bibliothèque."
        " Si une carte de créature est révélée de cette manière, piochez une carte.",
    ),
    # "Si ce sort a été prédit" (CR 702.143c): KHM Poison the Cup
    (
        "Destroy target creature. If this spell was foretold, scry 2.",
        "Détruisez une créature ciblée. Si ce sort a été prédit, regard 2.",
    ),
    # "pendant l'étape de dégagement de chaque autre joueur" (CR 502.3): Unwinding Clock,
    # OGW Endbringer
    (
        "Untap all artifacts you control during each other player's untap step.",
        "Dégagez tous les artefacts que vous contrôlez pendant l'étape de dégagement de chaque "
        "autre joueur.",
    ),
    (
        "Untap ~ during each other player's untap step.",
        "Dégagez le ~ pendant l'étape de dégagement de chaque autre joueur.",
    ),
    # "Enchantez une créature que vous contrôlez" (the 2006-2007 printings of "Enchant", CR
    # 702.5a): PLC Spirit Loop, TSP Fire Whip; FUT Spellweaver Volute
    ("Enchant creature you control", "Enchantez une créature que vous contrôlez."),
    ("Enchant instant card in a graveyard", "Enchantez une carte d'éphémère dans un cimetière."),
    # "L'~ ne peut enchanter qu'un marais" (the printings before 2003 of Enchant, CR 303.4a):
    # 8ED Spreading Algae, TOR Coral Net, SCG Uncontrolled Infestation
    ("Enchant Swamp", "L'~ ne peut enchanter qu'un marais."),
    ("Enchant green or white creature", "Le ~ ne peut enchanter qu'une créature verte ou blanche."),
    ("Enchant nonbasic land", "L'~ ne peut enchanter qu'un terrain non-base."),
    # "autant de fois que vous le souhaitez ... Quand vous payez ce coût au moins une fois"
    # (CR 608.2d, 603.12), "deux fois ce nombre de" (twice that many): MID Intrepid Adversary,
    # Tainted Adversary
    (
        "When ~ enters the battlefield, you may pay {1}{W} any number of times. When you pay "
        "this cost one or more times, put that many valor counters on ~.",
        "Quand l'~ arrive sur le champ de bataille, vous pouvez payer {1}{W} autant de fois que "
        "vous le souhaitez. Quand vous payez ce coût au moins une fois, mettez autant de "
        "marqueurs « courage » sur l'~.",
    ),
    (
        "When ~ enters the battlefield, you may pay {2}{B} any number of times. When you pay "
        "this cost one or more times, put that many +1/+1 counters on ~, then create twice that "
        "many 2/2 black Zombie creature tokens with decayed.",
        "Quand l'~ arrive sur le champ de bataille, vous pouvez payer {2}{B} autant de fois que "
        "vous le souhaitez. Quand vous payez ce coût au moins une fois, mettez autant de "
        "marqueurs +1/+1 sur l'~, puis créez deux fois ce nombre de jetons de créature 2/2 noire "
        "Zombie avec la décomposition.",
    ),
    # "X étant le nombre de points de vie que vous avez gagné(s) ce tour-ci" (CR 119.3): STX
    # Fortifying Draught, M14 Voracious Wurm
    (
        "You gain 2 life. Target creature gets +X/+X until end of turn, where X is the amount of "
        "life you gained this turn.",
        "Vous gagnez 2 points de vie. Une créature ciblée gagne +X/+X jusqu'à la fin du tour, X "
        "étant le nombre de points de vie que vous avez gagné ce tour-ci.",
    ),
    (
        "~ enters the battlefield with X +1/+1 counters on it, where X is the amount of life "
        "you've gained this turn.",
        "La ~ arrive sur le champ de bataille avec X marqueurs +1/+1 sur elle, X étant le nombre "
        "de points de vie que vous avez gagnés ce tour-ci.",
    ),
    # "le nombre de types de carte parmi les cartes de votre cimetière" (CR 205.2a): MH2 Lucid
    # Dreams
    (
        "Draw X cards, where X is the number of card types among cards in your graveyard.",
        "Piochez X cartes, X étant le nombre de types de carte parmi les cartes de votre "
        "cimetière.",
    ),
    # "les cartes des cimetières", "dans les cimetières", "dans des cimetières" (cards in
    # graveyards, CR 404.1): M13 Ground Seal, FUT Yixlid Jailer, SHM Faerie Macabre
    (
        "Cards in graveyards can't be the targets of spells or abilities.",
        "Les cartes des cimetières ne peuvent pas être la cible de sorts ou de capacités.",
    ),
    (
        "Cards in graveyards lose all abilities.",
        "Les cartes dans les cimetières perdent toutes leurs capacités.",
    ),
    (
        "Discard ~: Exile up to two target cards from graveyards.",
        "Défaussez-vous de la ~ : Retirez de la partie jusqu'à deux cartes ciblées dans des "
        "cimetières.",
    ),
    # "contrôle au moins un artefact" (one such permanent exists): MRD Neurok Spy
    (
        "~ can't be blocked as long as defending player controls an artifact.",
        "L'~ est imblocable tant que le joueur défenseur contrôle au moins un artefact.",
    ),
    # "Passez votre étape de pioche" (the wording before "Sautez", CR 614.1b): MH2 Solitary
    # Confinement's French print
    ("Skip your draw step.", "Passez votre étape de pioche."),
    # "faire que les blessures infligées par le ~ au joueur défenseur le soient comme s'il
    # n'était pas bloqué" (CR 510.1c): 8ED Rhox, 7ED Pride of Lions
    (
        "You may have ~ assign its combat damage as though it weren't blocked.",
        "Vous pouvez faire que les blessures infligées par le ~ au joueur défenseur le soient "
        "comme s'il n'était pas bloqué.",
    ),
    (
        "You may have ~ assign its combat damage as though it weren't blocked.",
        "Vous pouvez faire que les blessures infligées par la ~ au joueur défenseur le soient "
        "comme si elle n'était pas bloquée.",
    ),
    # "attaque chaque tour si possible" (without "à"): INV Urborg Drake
    ("~ attacks each combat if able.", "Le ~ attaque chaque tour si possible."),
    # "elle acquiert aussi le lien de vie" (English "it also gains", CR 608.2c): DOM Blessing
    # of Belzenlok
    (
        "Target creature gets +2/+1 until end of turn. If it's legendary, it also gains "
        "lifelink until end of turn.",
        "La créature ciblée gagne +2/+1 jusqu'à la fin du tour. Si elle est légendaire, elle "
        "acquiert aussi le lien de vie jusqu'à la fin du tour.",
    ),
    # "bloquantes" (blocking), "monochrome(s)" (monocolored): CHK Hold the Line, DGM Awe for
    # the Guilds, STX Vanishing Verse
    (
        "Blocking creatures get +7/+7 until end of turn.",
        "Les créatures bloquantes gagnent +7/+7 jusqu'à la fin du tour.",
    ),
    (
        "Monocolored creatures can't block this turn.",
        "Les créatures monochromes ne peuvent pas bloquer ce tour-ci.",
    ),
    ("Exile target monocolored permanent.", "Exilez un permanent monochrome ciblé."),
    # "attaquez avec trois créatures ou plus" (CR 508.1), "votre deuxième sort chaque tour",
    # "un sort de créature qui a une aventure" (CR 715): ONS Overwhelming Instinct, OGW Jori En,
    # ELD Edgewall Innkeeper
    (
        "Whenever you attack with three or more creatures, draw a card.",
        "À chaque fois que vous attaquez avec trois créatures ou plus, piochez une carte.",
    ),
    (
        "Whenever you attack with three or more creatures, draw a card.",
        "À chaque fois que vous attaquez avec au moins trois créatures, piochez une carte.",
    ),
    (
        "Whenever you cast your second spell each turn, draw a card.",
        "À chaque fois que vous lancez votre deuxième sort chaque tour, piochez une carte.",
    ),
    (
        "Whenever you cast a creature spell that has an Adventure, draw a card.",
        "À chaque fois que vous lancez un sort de créature qui a une aventure, piochez une carte.",
    ),
    # "ce tour-ci, excepté par" with its comma: INV Hooded Kavu (its printed English line)
    (
        "{B}: ~ can't be blocked this turn except by artifact creatures and/or black creatures.",
        "{B} : Le ~ ne peut pas être bloqué ce tour-ci, excepté par des créatures-artefacts ou "
        "des créatures noires.",
    ),
]


@pytest.mark.parametrize(("en", "fr"), SAME)
def test_french_line_means_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")


@pytest.mark.parametrize(
    "fr",
    [
        # "ce joueur" is no object: "un joueur subit des blessures de cette manière" is not an
        # object dealt damage (English "If a player is dealt damage this way" does not read
        # either)
        "~ inflige 2 blessures à n'importe quelle cible. Si un joueur subit des blessures de "
        "cette manière, regard 1.",
        # a target (not "a [kind]") said to be dealt damage this way: not read
        "~ inflige 2 blessures à n'importe quelle cible. Si la créature ciblée subit des "
        "blessures de cette manière, piochez une carte.",
    ],
)
def test_other_results_this_way_stay_unparsed(fr: str) -> None:
    from rulesparser import parse
    from rulesparser.ast import Unparsed

    card = parse(fr, "fr", lenient=True)
    assert any(isinstance(a, Unparsed) for a in card.abilities)
