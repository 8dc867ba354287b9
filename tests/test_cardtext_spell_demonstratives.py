"""Demonstratives in the instructions of an instant or sorcery (rulesparser/transform/lines.py
``_spell_demonstratives``, CR 113.3a, 608.2c): French "cette créature" and German "diese
Kreatur" / "die Kreatur" are "this creature" or "that creature"; a spell is never a creature
(CR 110.1: only a permanent is), so in a spell that names one creature (a target, a sacrificed
one) the demonstrative is that creature, wherever it is said: in the same effect, in a
condition, after a creature another player sacrificed. Real printed lines (MTGJSON foreignData
of the development sets) give the same AST as the English Oracle line of the same card; in an
ability of a permanent the demonstrative may still be the permanent itself and stays
unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as ast

from rulesparser import ParseError, parse

#: (English Oracle line, French or German printed line, its language)
SAME = [
    (  # Soul's Might (sorcery): the target named in the same effect
        "Put X +1/+1 counters on target creature, where X is that creature's power.",
        "Mettez X marqueurs +1/+1 sur la créature ciblée, X étant la force de cette créature.",
        "fr",
    ),
    (  # Twisted Justice (sorcery): the creature the target player sacrificed
        "Target player sacrifices a creature. You draw cards equal to that creature's power.",
        "Le joueur ciblé sacrifie une créature. Vous piochez un nombre de cartes égal à la "
        "force de cette créature.",
        "fr",
    ),
    (  # Starfall (instant): the target's card type in a condition
        "~ deals 3 damage to target creature. If that creature is an enchantment, ~ deals 3 "
        "damage to that creature's controller.",
        "~ fügt einer Kreatur deiner Wahl 3 Schadenspunkte zu. Falls diese Kreatur eine "
        "Verzauberung ist, fügt ~ dem Beherrscher dieser Kreatur 3 Schadenspunkte zu.",
        "de",
    ),
    (
        "~ deals 3 damage to target creature. If that creature is an enchantment, ~ deals 3 "
        "damage to that creature's controller.",
        "~ inflige 3 blessures à une créature ciblée. Si cette créature est un enchantement, ~ "
        "inflige 3 blessures au contrôleur de cette créature.",
        "fr",
    ),
]


@pytest.mark.parametrize("en,line,lang", SAME, ids=[f"{g}:{x[:50]}" for _, x, g in SAME])
def test_a_spell_demonstrative_is_the_creature_the_spell_names(
    en: str, line: str, lang: str
) -> None:
    assert ast(line, lang) == ast(en, "en")


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        # Nantuko Mentor, an activated ability of a creature: "la force de cette créature" may
        # be the Mentor's own power (Oracle "that creature's", but the line cannot tell)
        (
            "fr",
            "{2}{G}, {T}: La créature ciblée gagne +X/+X jusqu'à la fin du tour, où X est égal "
            "à la force de cette créature.",
        ),
        # Holy Justiciar: a condition of an ability of a creature
        (
            "de",
            "{2}{W}, {T}: Tappe eine Kreatur deiner Wahl. Falls diese Kreatur ein Zombie ist, schicke sie ins Exil.",
        ),
        # a spell that names no creature: what would "cette créature" be?
        ("fr", "Mettez un marqueur +1/+1 sur cette créature."),
        # "cette carte" in a spell may be the spell's own card
        (
            "fr",
            "Détruisez la créature ciblée. Renvoyez cette carte dans la main de son propriétaire.",
        ),
    ],
)
def test_a_demonstrative_that_may_be_this_object_stays_unparsed(lang: str, line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, lang)
