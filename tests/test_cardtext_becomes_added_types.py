"""Types added by a one-shot or activated "becomes" (CR 205.1b, 613.1d): "Target permanent
becomes an artifact in addition to its other types until end of turn", "~ becomes a 4/3 Centaur
creature in addition to its other types until end of turn". Real Oracle lines and their French
and German printings give one :class:`rulesparser.ast.Becomes` with ``additive`` set."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta

EOT = A.Duration(kind="end_of_turn")


def _abilities(text: str, lang: str, name: str) -> tuple[A.Node, ...]:
    return parse(text, lang, card_name=name).abilities


def test_target_permanent_becomes_an_artifact_keeping_its_types() -> None:
    """Liquimetal Coating (SOM): the permanent keeps its card types and is an artifact too until
    end of turn (a land stays a land, so Shatter can destroy it)."""
    (ability,) = _abilities(
        "{T}: Target permanent becomes an artifact in addition to its other types until end of "
        "turn.",
        "en",
        "Liquimetal Coating",
    )
    assert ability.effect == A.Becomes(
        object=A.ObjectRef(kind="target", filter=("permanent",)),
        types=("artifact",),
        additive=True,
        duration=EOT,
    )


def test_becomes_a_creature_in_addition_sets_base_power_and_toughness() -> None:
    """Still Life (ODY): a 4/3 Centaur creature that is still an enchantment; the French and
    German printings ("C'est toujours un enchantement.", "Es ist immer noch eine Verzauberung.")
    read the same."""
    en = _abilities(
        "{G}{G}: Still Life becomes a 4/3 Centaur creature in addition to its other types until "
        "end of turn.",
        "en",
        "Still Life",
    )
    becomes = en[0].effect
    assert (becomes.types, becomes.subtypes, becomes.power, becomes.toughness) == (
        ("creature",),
        ("centaur",),
        4,
        3,
    )
    assert becomes.additive and becomes.duration == EOT
    de = _abilities(
        "{G}{G}: Das Stilleben wird bis zum Ende des Zuges zu einer 4/3 Zentauren-Kreatur. Es "
        "ist immer noch eine Verzauberung.",
        "de",
        "Stilleben",
    )
    assert [strip_meta(a.to_json()) for a in de] == [strip_meta(a.to_json()) for a in en]


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        (
            "fr",
            "Sanctuaire de tyrite",
            "{2}, {T} : Une créature légendaire ciblée devient un dieu en plus de ses autres "
            "types. Mettez un marqueur +1/+1 sur lui.",
        ),
        (
            "de",
            "Thyrit-Heiligtum",
            "{2}, {T}: Eine legendäre Kreatur deiner Wahl wird zusätzlich zu ihren anderen Typen "
            "zu einem Gott. Lege eine +1/+1-Marke auf sie.",
        ),
    ],
)
def test_printed_added_subtype_reads_as_the_oracle_line(lang: str, name: str, text: str) -> None:
    """Tyrite Sanctum (KHM): "becomes a God in addition to its other types"."""
    en = _abilities(
        "{2}, {T}: Target legendary creature becomes a God in addition to its other types. Put "
        "a +1/+1 counter on it.",
        "en",
        "Tyrite Sanctum",
    )
    (becomes,) = [n for n in en[0].walk() if isinstance(n, A.Becomes)]
    assert becomes.subtypes == ("god",) and becomes.additive and not becomes.types
    assert [strip_meta(a.to_json()) for a in _abilities(text, lang, name)] == [
        strip_meta(a.to_json()) for a in en
    ]


def test_a_color_in_addition_to_its_other_types_stays_unparsed() -> None:
    """Xathrid Gorgon (M13): "becomes a colorless artifact in addition to its other types"
    changes its colors too (layer 5, CR 105.2c), which the added types do not say: the line is
    left unparsed rather than read without it."""
    card = parse(
        "{2}{B}, {T}: Put a petrification counter on target creature. It gains defender and "
        "becomes a colorless artifact in addition to its other types. Its activated abilities "
        "can't be activated.",
        "en",
        card_name="Xathrid Gorgon",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        ("en", "Tajuru Paragon", "Tajuru Paragon is also a Cleric, Rogue, Warrior, and Wizard."),
        (
            "fr",
            "Parangon de Tajuru",
            "Le Parangon de Tajuru est aussi un clerc, un gredin, un guerrier et un sorcier.",
        ),
        (
            "de",
            "Tajuru-Vorbild",
            "Das Tajuru-Vorbild ist auch Kleriker, Krieger, Räuber und Zauberer.",
        ),
    ],
)
def test_is_also_a_list_of_subtypes_adds_them(lang: str, name: str, text: str) -> None:
    """Tajuru Paragon (ZNR): the four party types added to its own (CR 205.1b, 700.8), whatever
    order each language lists them in."""
    (ability,) = _abilities(text, lang, name)
    (becomes,) = [n for n in ability.walk() if isinstance(n, A.Becomes)]
    assert becomes.additive and becomes.object == A.ObjectRef(kind="self")
    assert becomes.subtypes == ("cleric", "rogue", "warrior", "wizard")


def test_a_creature_with_all_creature_types() -> None:
    """Faceless Haven (KHM) "{S}{S}{S}: Faceless Haven becomes a 4/3 creature with vigilance and
    all creature types until end of turn. It's still a land.": the land becomes a 4/3 creature
    with every creature type (CR 205.3m: the subtype ``all_creature_types``) and vigilance,
    keeping its land type; FR "... devient une créature 4/3 avec la vigilance et a tous les
    types de créature ...", DE "... wird bis zum Ende des Zuges zu einer 4/3 Kreatur mit
    Wachsamkeit und allen Kreaturentypen." give the same ability."""
    en = parse(
        "{S}{S}{S}: Faceless Haven becomes a 4/3 creature with vigilance and all creature types "
        "until end of turn. It's still a land. ({S} can be paid with one mana from a snow "
        "source.)",
        "en",
        card_name="Faceless Haven",
    )
    (ability,) = en.abilities
    (becomes,) = [n for n in ability.walk() if isinstance(n, A.Becomes)]
    assert becomes.subtypes == ("all_creature_types",)
    assert (becomes.power, becomes.toughness, becomes.duration) == (4, 3, EOT)
    assert [k.name for k in becomes.abilities] == ["vigilance"]
    fr = parse(
        "{S}{S}{S} : Le Havre sans visage devient une créature 4/3 avec la vigilance et a tous "
        "les types de créature jusqu'à la fin du tour. C'est toujours un terrain. ({S} peut être "
        "payé avec un mana d'une source neigeuse.)",
        "fr",
        card_name="Havre sans visage",
    )
    de = parse(
        "{S}{S}{S}: Der Zufluchtsort der Gesichtslosen wird bis zum Ende des Zuges zu einer 4/3 "
        "Kreatur mit Wachsamkeit und allen Kreaturentypen. Er ist immer noch ein Land. ({S} kann "
        "mit einem Mana von einer verschneiten Quelle bezahlt werden.)",
        "de",
        card_name="Zufluchtsort der Gesichtslosen",
    )
    expected = [strip_meta(a.to_json()) for a in en.abilities]
    assert [strip_meta(a.to_json()) for a in fr.abilities] == expected
    assert [strip_meta(a.to_json()) for a in de.abilities] == expected
