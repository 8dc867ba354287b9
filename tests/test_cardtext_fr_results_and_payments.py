"""French lines about what an instruction before did ("Si une créature subit des blessures de
cette manière", "Si ce sort a été prédit"), costs paid any number of times, untapping in other
players' untap steps and the imperative enchant keyword of 2006-2007 (grammar/fr/phrases/
quantities.lark, conditions.lark, clauses/verbs.lark, verbs_costs.lark, sentences_delayed.lark,
lines/abilities.lark): real printed French lines give the same AST as the English Oracle line of
the same card."""

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
