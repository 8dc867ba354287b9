"""Object phrases with a list of alternatives (CR 109.2, 205): the words said once before or after
the list that read on every alternative, in EN, FR and DE, the same AST as the English Oracle
line; the lists whose words could be read on one alternative only stay unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ParseError, parse
from rulesparser import ast as A


def _object(line: str, lang: str = "en") -> A.ObjectRef:
    (ab,) = parse(line, lang).abilities
    return next(n for n in ab.walk() if isinstance(n, A.ObjectRef) and n.kind != "self")


@pytest.mark.parametrize(
    ("name", "en", "fr", "de"),
    [
        (
            "Skemfar Avenger",
            "Whenever another nontoken Elf or Berserker you control dies, you draw a card and "
            "you lose 1 life.",
            "À chaque fois qu'un autre elfe ou berserker non-jeton que vous contrôlez meurt, "
            "vous piochez une carte et vous perdez 1 point de vie.",
            None,
        ),
        (
            "Ulrich's Kindred",
            "{3}{G}: Target attacking Wolf or Werewolf gains indestructible until end of turn.",
            "{3}{G} : Le loup ou loup-garou attaquant ciblé acquiert l'indestructible jusqu'à la "
            "fin du tour.",
            "{3}{G}: Ein angreifender Wolf oder Werwolf deiner Wahl erhält Unzerstörbarkeit bis "
            "zum Ende des Zuges.",
        ),
        (
            "Toil to Renown",
            "You gain 1 life for each tapped artifact, creature, and land you control.",
            "Vous gagnez 1 point de vie pour chaque artefact, créature et terrain engagés que "
            "vous contrôlez.",
            None,
        ),
    ],
)
def test_an_adjective_before_a_list_of_kinds_reads_on_each(
    name: str, en: str, fr: str, de: str | None
) -> None:
    """A status, supertype or negated type said once before a list of kinds with no article of
    their own qualifies each kind, as French prints it after the list ("elfe ou berserker
    non-jeton") and German before each ("ein angreifender Wolf oder Werwolf")."""
    assert abilities_json(fr, "fr") == abilities_json(en, "en"), name
    if de is not None:
        assert abilities_json(de, "de") == abilities_json(en, "en"), name


def test_skemfar_avenger_object() -> None:
    (ab,) = parse(
        "Whenever another nontoken Elf or Berserker you control dies, you draw a card and you "
        "lose 1 life.",
        "en",
    ).abilities
    assert ab.trigger.object.filter == ("another", "nontoken", "berserker|elf", "you_control")


def test_tapped_list_is_counted_whole() -> None:
    # Toil to Renown: every kind tapped
    obj = _object("You gain 1 life for each tapped artifact, creature, and land you control.")
    assert obj.filter == ("tapped", "artifact|creature|land", "you_control")


def test_a_kind_or_the_bare_noun_with_a_keyword() -> None:
    """Mystical Teachings (TSP): "an instant card or a card with flash" is a card that is an
    instant or has flash (the second alternative says the noun again with its own qualifier);
    French "une carte d'éphémère ou une carte avec le flash" the same. With another qualifier
    ("... or a card with flash and mana value 2") it is not read."""
    en = (
        "Search your library for an instant card or a card with flash, reveal it, put it into "
        "your hand, then shuffle."
    )
    fr = (
        "Cherchez dans votre bibliothèque une carte d'éphémère ou une carte avec le flash, "
        "révélez-la, mettez-la dans votre main et mélangez ensuite votre bibliothèque."
    )
    assert _object(en).filter == ("card", "instant|with:flash")
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    with pytest.raises(ParseError):
        parse(
            "Search your library for a creature card or a card with flash and mana value 2, "
            "reveal it, put it into your hand, then shuffle."
        )


@pytest.mark.parametrize(
    ("name", "en", "fr", "colors"),
    [
        (
            "Devout Decree",
            "Exile target creature or planeswalker that's black or red.",
            "Exilez une cible, créature ou planeswalker, noire ou rouge.",
            "black|red",
        ),
        (
            "Noxious Grasp",
            "Destroy target creature or planeswalker that's green or white. You gain 1 life.",
            "Détruisez une cible, créature ou planeswalker, verte ou blanche. Vous gagnez 1 "
            "point de vie.",
            "green|white",
        ),
        (
            "Fry",
            "~ deals 5 damage to target creature or planeswalker that's white or blue.",
            "~ inflige 5 blessures à une cible, créature ou planeswalker, blanche ou bleue.",
            "blue|white",
        ),
    ],
)
def test_french_colors_after_a_comma_read_on_the_whole_list(
    name: str, en: str, fr: str, colors: str
) -> None:
    """French "une cible, créature ou planeswalker, noire ou rouge": the colors set apart by a
    comma after the list closed by "ou" qualify every alternative (English "target creature or
    planeswalker that's black or red")."""
    assert abilities_json(fr, "fr") == abilities_json(en, "en"), name
    assert _object(fr, "fr").filter == (colors, "creature|planeswalker")


@pytest.mark.parametrize(
    "line",
    [
        # a color said once: Oracle prints it again where it means it of each (Liliana's
        # Defeat "target black creature or black planeswalker")
        "Destroy target green creature or artifact.",
        "Destroy target nonblack creature or artifact.",
        # (an article said again starts an object of its own: "Whenever you cast a black spell
        # or a Swamp enters ..." is two events, test_cardtext_triggers; "an instant card or a
        # card with flash" a kind or the noun with its qualifier, test above)
    ],
)
def test_lists_that_may_be_read_two_ways_stay_unparsed(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "en")


def test_a_noun_against_a_type_word_is_no_one_word_of_alternatives() -> None:
    """Straw Golem (Weatherlight, German): "einen Beschwörungszauber oder eine Artefaktkreatur"
    (a creature spell, or an artifact creature) has no word of alternatives "artifact|spell"
    (which read as "creature, artifact or spell, spell"): refused; "eine Kreaturenkarte oder
    einen Kreaturenspielstein" (two nouns) is still a creature card or token."""
    with pytest.raises(ParseError):
        parse(
            "Begrabe den ~, wenn ein Gegner erfolgreich einen Beschwörungszauber oder eine "
            "Artefaktkreatur spricht.",
            "de",
        )
    (ability,) = parse(
        "Schicke eine Kreaturenkarte oder einen Kreaturenspielstein deiner Wahl ins Exil.", "de"
    ).abilities
    assert ability.effect.object.filter == ("creature", "card|token")
