"""French "devient noire" (a color that replaces the object's colors), "au contrôleur du sort
ciblé", "chacun des autres joueurs", "défaussée de cette manière", "contrôlé par vos
adversaires", a domain count, no maximum hand size and additional phases
(grammar/fr/clauses/verbs.lark, phrases/players.lark, phrases/objects.lark,
phrases/quantities.lark, clauses/verbs_player_restrictions.lark,
clauses/verbs_turn_structure.lark): real printed French lines give the same AST as the English
Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

# (English Oracle line, French printed line) of the same card (set code and card name in the
# comment; the card's name is "~")
SAME = [
    # "devient noire" (CR 105.3, 613.1e): PLS Singe, SHM Aphotic Wisps
    (
        "~ deals 1 damage to target creature. That creature becomes black until end of turn.",
        "Le ~ inflige 1 blessure à la créature ciblée. Cette créature devient noire jusqu'à la"
        " fin du tour.",
    ),
    (
        "Target creature becomes black and gains fear until end of turn.",
        "La créature ciblée devient noire et acquiert la peur jusqu'à la fin du tour.",
    ),
    # "Chacun des autres joueurs", "défaussée de cette manière" (CR 608.2c): ONS Syphon Mind
    (
        "Each other player discards a card. You draw a card for each card discarded this way.",
        "Chacun des autres joueurs se défausse d'une carte de sa main. Vous piochez une carte"
        " pour chaque carte défaussée de cette manière.",
    ),
    # "contrôlé par vos adversaires": 5DN Mana Geyser
    (
        "Add {R} for each tapped land your opponents control.",
        "Ajoutez {R} à votre réserve pour chaque terrain engagé contrôlé par vos adversaires.",
    ),
    # "sont chacune égales au nombre de types de terrain de base parmi ..." (domain, CR
    # 305.6): MH2 Territorial Kavu
    (
        "Domain — ~'s power and toughness are each equal to the number of basic land types"
        " among lands you control.",
        "Domaine — La force et l'endurance du ~ sont chacune égales au nombre de types de"
        " terrain de base parmi les terrains que vous contrôlez.",
    ),
    # "Vous n'avez pas de taille de main maximum" (CR 402.2): 7ED Spellbook
    ("You have no maximum hand size.", "Vous n'avez pas de taille de main maximum."),
    # "Cette phase principale est suivie d'une phase de combat supplémentaire, puis d'une
    # phase principale supplémentaire" (CR 500.8): 9ED Relentless Assault; "Cette phase"
    # (ODY Seize the Day's print) is after this phase
    (
        "Untap all creatures that attacked this turn. After this main phase, there is an"
        " additional combat phase followed by an additional main phase.",
        "Dégagez toutes les créatures qui ont attaqué ce tour-ci. Cette phase principale est"
        " suivie d'une phase de combat supplémentaire, puis d'une phase principale"
        " supplémentaire.",
    ),
    (
        "Untap target creature. After this phase, there is an additional combat phase followed"
        " by an additional main phase.",
        "Dégagez la créature ciblée. Cette phase est suivie d'une phase de combat"
        " supplémentaire, puis d'une phase principale supplémentaire.",
    ),
    # "au contrôleur du sort ciblé" ("du" = "de le", CR 108.4): GPT Parallectric Feedback
    (
        "~ deals damage to target spell's controller equal to that spell's mana value.",
        "La ~ inflige au contrôleur du sort ciblé un nombre de blessures égal au coût converti"
        " de mana de ce sort.",
    ),
]


@pytest.mark.parametrize(("en", "fr"), SAME)
def test_french_line_reads_as_the_english_oracle_line(en: str, fr: str) -> None:
    assert ast(fr, "fr") == ast(en, "en")
