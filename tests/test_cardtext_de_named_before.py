"""German references to an object named before in the same ability (CR 608.2c): a
demonstrative in a spell as the subject of a condition on the object's colors ("Falls diese
Kreatur grün oder weiß war"), the object named before as the recipient of the damage that
replaces the first ("fügt er der Kreatur stattdessen 4 Schadenspunkte zu"), and "Schaden in
Höhe ihrer Stärke" (damage equal to its power). Real printed German lines (MTGJSON foreignData
of the development sets) give the AST of the English Oracle line of the same card; a
demonstrative that may be the object itself stays unparsed."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    # a demonstrative in a spell: the object the spell named before (an instant or sorcery is
    # no creature, CR 304.4), as the subject of a condition on its colors (either color)
    (
        "Gloomlance",
        "Destroy target creature. If that creature was green or white, its controller discards "
        "a card.",
        "Düsterlanze",
        "Zerstöre eine Kreatur deiner Wahl. Falls diese Kreatur grün oder weiß war, wirft ihr "
        "Beherrscher eine Karte aus der Hand ab.",
    ),
    # the recipient named before, then "stattdessen"
    (
        "Shivan Fire",
        "Shivan Fire deals 2 damage to target creature. If this spell was kicked, it deals 4 "
        "damage to that creature instead.",
        "Shivanisches Feuer",
        "Das Shivanische Feuer fügt einer Kreatur deiner Wahl 2 Schadenspunkte zu. Falls die "
        "Bonuskosten dieses Zauberspruchs bezahlt wurden, fügt er der Kreatur stattdessen 4 "
        "Schadenspunkte zu.",
    ),
    # "Schaden in Höhe ihrer Stärke": damage equal to the power of the object named before
    (
        "Vein Drinker",
        "{R}, {T}: Vein Drinker deals damage equal to its power to target creature. That "
        "creature deals damage equal to its power to Vein Drinker.",
        "Venentrinker",
        "{R}, {T}: Der Venentrinker fügt einer Kreatur deiner Wahl Schadenspunkte in Höhe seiner "
        "Stärke zu. Diese Kreatur fügt dem Venentrinker Schaden in Höhe ihrer Stärke zu.",
    ),
    (
        "Backlash",
        "Tap target untapped creature. That creature deals damage equal to its power to its "
        "controller.",
        "Rückschlag",
        "Tappe eine ungetappte Kreatur Deiner Wahl. Diese Kreatur fügt ihrem Beherrscher Schaden "
        "in Höhe ihrer Stärke zu.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_reference_back_gives_the_english_ast(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_the_condition_names_the_target_of_the_spell() -> None:
    """Gloomlance: the creature whose colors are checked is the destroyed target (kind
    ``that``), either color (CR 105.2)."""
    (ability,) = parse(
        "Zerstöre eine Kreatur deiner Wahl. Falls diese Kreatur grün oder weiß war, wirft ihr "
        "Beherrscher eine Karte aus der Hand ab.",
        "de",
        card_name="Düsterlanze",
    ).abilities
    _, conditional = ability.effect.effects
    assert conditional.condition.object.kind == "that"
    assert conditional.condition.object.filter == ("creature", "green|white")


@pytest.mark.parametrize(
    "line",
    [
        # no object named before: the demonstrative may be this creature
        "Falls diese Kreatur ein Zombie ist, ziehe eine Karte.",
        # an ability of a permanent: "diese Kreatur" in its condition may be the creature
        # itself (Holy Justiciar, Oracle "that creature"; test_cardtext_spell_demonstratives)
        "{2}{W}, {T}: Tappe eine Kreatur deiner Wahl. Falls diese Kreatur grün ist, schicke sie "
        "ins Exil.",
        # a condition other than the object's kind: "you control" may be said of this one
        "Tappe eine Kreatur deiner Wahl. Falls du diese Kreatur kontrollierst, ziehe eine Karte.",
        # the noun named before is another one: a land, then "diese Kreatur"
        "Zerstöre ein Land deiner Wahl. Falls diese Kreatur ein Zombie ist, ziehe eine Karte.",
    ],
)
def test_a_demonstrative_that_may_be_this_object_stays_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")
