"""Objects chosen by a characteristic compared with a number read from the game (CR 109.3, 107.3;
:class:`rulesparser.ast.ComparedObjectRef`): "each creature with mana value equal to the number of
+1/+1 counters on ~", "target creature with power less than or equal to the number of Islands you
control". Real Oracle lines (MTGJSON ``text``) against the AST a rules reader expects."""

from __future__ import annotations

import jsonschema
import pytest
from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta
from rulesparser.schema import json_schema

SELF = A.ObjectRef(kind="self")


def counters_on_self(kind: str) -> A.Count:
    return A.Count(what="counters", object=SELF, counter=kind)


def test_destroy_each_creature_with_mana_value_equal_to_counters() -> None:
    """Necroplasm (RAV): the creatures destroyed are those whose mana value equals the number of
    +1/+1 counters on it as the trigger resolves, not every creature."""
    (_, line, _) = oracle_abilities(
        "At the beginning of your upkeep, put a +1/+1 counter on Necroplasm.\n"
        "At the beginning of your end step, destroy each creature with mana value equal to the "
        "number of +1/+1 counters on Necroplasm.\n"
        "Dredge 2",
        "Necroplasm",
    )
    destroyed = line.effect.object
    assert destroyed == A.ComparedObjectRef(
        kind="each",
        filter=("creature",),
        compare=(
            A.CharacteristicComparison(
                characteristic="mana_value", op="=", amount=counters_on_self("+1/+1")
            ),
        ),
    )
    jsonschema.validate(line.to_json(), json_schema())


def test_gain_control_of_creature_with_power_at_most_a_count() -> None:
    """Vedalken Shackles (5DN): the target's power is at most the number of Islands you control
    (checked as a target, CR 115.1), op ``<=``."""
    (_, line) = oracle_abilities(
        "You may choose not to untap Vedalken Shackles during your untap step.\n"
        "{2}, {T}: Gain control of target creature with power less than or equal to the number "
        "of Islands you control for as long as Vedalken Shackles remains tapped.",
        "Vedalken Shackles",
    )
    (target,) = [n for n in line.walk() if isinstance(n, A.ComparedObjectRef)]
    assert (target.kind, target.filter) == ("target", ("creature",))
    (comparison,) = target.compare
    assert (comparison.characteristic, comparison.op) == ("power", "<=")
    assert comparison.amount == A.Count(
        what="objects", object=A.ObjectRef(kind="each", filter=("island", "you_control"))
    )


def test_mana_value_one_plus_the_sacrificed_creatures() -> None:
    """Birthing Pod (NPH): "equal to 1 plus the sacrificed creature's mana value" is a sum (CR
    107.3) of 1 and that creature's mana value."""
    (_, line) = oracle_abilities(
        "({G/P} can be paid with either {G} or 2 life.)\n"
        "{1}{G/P}, {T}, Sacrifice a creature: Search your library for a creature card with mana "
        "value equal to 1 plus the sacrificed creature's mana value, put that card onto the "
        "battlefield, then shuffle. Activate only as a sorcery.",
        "Birthing Pod",
    )
    (card,) = [n for n in line.walk() if isinstance(n, A.ComparedObjectRef)]
    (comparison,) = card.compare
    assert comparison.op == "="
    assert isinstance(comparison.amount, A.Sum) and comparison.amount.terms[0] == 1
    assert comparison.amount.terms[1].what == "mana_value"


def test_spell_cast_with_mana_value_equal_to_counters_keeps_its_comparison() -> None:
    """Chalice of the Void (TSR): only a spell whose mana value equals the number of charge
    counters triggers it; the spell countered is that spell."""
    (_, line) = oracle_abilities(
        "Chalice of the Void enters the battlefield with X charge counters on it.\n"
        "Whenever a player casts a spell with mana value equal to the number of charge counters "
        "on Chalice of the Void, counter that spell.",
        "Chalice of the Void",
    )
    spell = line.trigger.object
    assert isinstance(spell, A.ComparedObjectRef) and spell.filter == ("spell",)
    assert spell.compare[0].amount == counters_on_self("charge")


def _ast(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


@pytest.mark.parametrize(
    ("en", "en_name", "text", "lang", "name"),
    [
        (  # Vedalken Shackles (5DN): German "mit Stärke kleiner oder gleich der Anzahl ..."
            "{2}, {T}: Gain control of target creature with power less than or equal to the "
            "number of Islands you control for as long as Vedalken Shackles remains tapped.",
            "Vedalken Shackles",
            "{2}, {T}: Übernimm die Kontrolle über eine Kreatur deiner Wahl mit Stärke kleiner "
            "oder gleich der Anzahl der Inseln, die du kontrollierst, solange die "
            "Vedalken-Fesseln getappt bleiben.",
            "de",
            "Vedalken-Fesseln",
        ),
        (  # Ratchet Bomb (M14): German relative clause "und deren umgewandelte Manakosten ..."
            "{T}, Sacrifice Ratchet Bomb: Destroy each nonland permanent with mana value equal "
            "to the number of charge counters on Ratchet Bomb.",
            "Ratchet Bomb",
            "{T}, opfere die Knarrenbombe: Zerstöre alle bleibenden Karten, die keine Länder "
            "sind und deren umgewandelte Manakosten gleich der Anzahl der Ladungsmarken auf der "
            "Knarrenbombe sind.",
            "de",
            "Knarrenbombe",
        ),
        (  # Goma Fada Vanguard (ZNR): French "de force inférieure ou égale au nombre de ..."
            "Whenever Goma Fada Vanguard attacks, target creature an opponent controls with "
            "power less than or equal to the number of Warriors you control can't block this "
            "turn.",
            "Goma Fada Vanguard",
            "À chaque fois que l'Avant-garde de Goma Fada attaque, une créature ciblée qu'un "
            "adversaire contrôle de force inférieure ou égale au nombre de guerriers que vous "
            "contrôlez ne peut pas bloquer ce tour-ci.",
            "fr",
            "Avant-garde de Goma Fada",
        ),
    ],
)
def test_printed_french_and_german_comparisons_read_as_the_oracle_line(
    en: str, en_name: str, text: str, lang: str, name: str
) -> None:
    english = _ast(en, "en", en_name)
    assert any(
        isinstance(n, A.ComparedObjectRef)
        for a in parse(en, "en", card_name=en_name).abilities
        for n in a.walk()
    )
    assert _ast(text, lang, name) == english


def test_german_qualifier_after_an_extraposed_comparison_stays_unparsed() -> None:
    """Goma Fada Vanguard (ZNR), German: "deren Stärke kleiner oder gleich der Anzahl an
    Kriegern ist, die du kontrollierst": "die du kontrollierst" is the Warriors' (Oracle: "the
    number of Warriors you control"), not the target creature's; a qualifier after such a clause
    is left unparsed rather than given to the wrong object."""
    card = parse(
        "Immer wenn die Vorhut aus Goma Fada angreift, kann eine Kreatur deiner Wahl, die ein "
        "Gegner kontrolliert, und deren Stärke kleiner oder gleich der Anzahl an Kriegern ist, "
        "die du kontrollierst, in diesem Zug nicht blocken.",
        "de",
        card_name="Vorhut aus Goma Fada",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_power_and_toughness_each_equal_to_one_plus_a_count() -> None:
    """Allosaurus Rider (CSP): a characteristic-defining ability (CR 604.3) whose value is the
    sum of 1 and the number of lands you control (CR 107.3)."""
    (_, cda) = oracle_abilities(
        "You may exile two green cards from your hand rather than pay this spell's mana cost.\n"
        "Allosaurus Rider's power and toughness are each equal to 1 plus the number of lands you "
        "control.",
        "Allosaurus Rider",
    )
    lands = A.Count(what="objects", object=A.ObjectRef(kind="each", filter=("land", "you_control")))
    total = A.Sum(terms=(1, lands))
    assert cda == A.DefinePowerToughness(power=total, toughness=total)


# --------------------------------------------------------------------------- the greatest value


@pytest.mark.parametrize(
    ("text", "kind", "filt"),
    [
        # Fall of the Impostor (KHM), chapter III
        (
            "Exile a creature with the greatest power among creatures target opponent controls.",
            "any",
            ("creature", "greatest_power", "target_opponent_controls"),
        ),
        # Triumph of Gerrard (DOM), chapters I and II
        (
            "Put a +1/+1 counter on target creature you control with the greatest power.",
            "target",
            ("creature", "greatest_power", "you_control"),
        ),
        # Topple (NEM)
        (
            "Exile target creature with the greatest power among creatures on the battlefield.",
            "target",
            ("creature", "greatest_power"),
        ),
    ],
)
def test_an_object_with_the_greatest_power(text: str, kind: str, filt: tuple[str, ...]) -> None:
    """CR 208.1: "with the greatest power (among [objects])" is an object whose power is the
    largest among the objects the rest of its filter names (tied ones included); the objects
    after "among" are those objects."""
    (ability,) = oracle_abilities(text)
    obj = ability.effect.object
    assert (obj.kind, obj.filter) == (kind, filt)


def test_greatest_power_among_says_the_same_as_the_qualifier_before() -> None:
    """Consume (RNA): "a creature with the greatest power among creatures they control" and "a
    creature they control with the greatest power" are one object (CR 208.1)."""
    among = (
        "Target player sacrifices a creature with the greatest power among creatures they control."
    )
    before = "Target player sacrifices a creature they control with the greatest power."
    assert strip_meta(parse(among, "en").to_json()) == strip_meta(parse(before, "en").to_json())


def test_greatest_power_of_an_object_that_says_more_stays_unparsed() -> None:
    """ "a red creature with the greatest power among creatures you control": the greatest among
    all of them, or among the red ones? Left unparsed."""
    assert oracle_unparsed(
        "Destroy a red creature with the greatest power among creatures you control."
    )
