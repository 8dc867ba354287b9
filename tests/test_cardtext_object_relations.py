"""Object phrases that say how an object relates to a player in the game: "target creature
without flying that's attacking you" (CR 508.1b), in EN, FR and DE the same AST as the English
Oracle line."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse


@pytest.mark.parametrize(
    ("en", "lang", "printed"),
    [
        # Snow Fortress (ICE)
        (
            "{3}: ~ deals 1 damage to target creature without flying that's attacking you.",
            "de",
            "{3}: Die ~ fügt einer nichtfliegenden Zielkreatur, die Dich angreift, 1"
            " Schadenspunkt zu.",
        ),
        # Hunting Kavu (INV)
        (
            "{1}{R}{G}, {T}: Exile ~ and target creature without flying that's attacking you.",
            "fr",
            "{1}{R}{G}, {T} : Retirez de la partie le ~ et la créature sans le vol ciblée qui vous"
            " attaque.",
        ),
        # Ice Floe (ICE, its first sentence)
        (
            "{T}: Tap target creature without flying that's attacking you.",
            "de",
            "{T}: Tappe eine nichtfliegende Kreatur Deiner Wahl, die Dich angreift.",
        ),
    ],
)
def test_a_creature_thats_attacking_you(en: str, lang: str, printed: str) -> None:
    """CR 508.1b: an attacking creature whose defending player is you (``attacking:you``)."""
    (ability,) = parse(en, "en").abilities
    target = next(n for n in ability.walk() if isinstance(n, A.ObjectRef) and n.kind == "target")
    assert target.filter == ("creature", "attacking:you", "without:flying")
    assert abilities_json(printed, lang) == abilities_json(en, "en")


def test_attacking_you_or_a_planeswalker_stays_unparsed() -> None:
    """Gideon's Sacrifice-like "target creature that's attacking you or a planeswalker you
    control": the "or" joins another thing it attacks, not read."""
    card = parse(
        "{W}, Sacrifice ~: Exile target creature that's attacking you or a planeswalker you"
        " control.",
        "en",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_an_aura_attached_to_a_kind_of_object() -> None:
    """Tranquil Domain-era "{T}: Destroy target Aura attached to a creature." (Aura Fracture's
    "... to a land"; CR 303.4: the object an Aura is attached to): ``attached_to:creature``.
    "attached to a creature you control" could give "you control" to the Aura or the creature:
    not read."""
    (ability,) = parse("{T}: Destroy target Aura attached to a creature.", "en").abilities
    assert ability.effect == A.Destroy(
        object=A.ObjectRef(kind="target", filter=("aura", "attached_to:creature"))
    )
    (land,) = parse("{G}{G}, {T}: Destroy target Aura attached to a land.", "en").abilities
    assert land.effect.object.filter == ("aura", "attached_to:land")
    card = parse("{T}: Destroy target Aura attached to a creature you control.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        # Kjeldoran Frostbeast (ICE)
        ("At end of combat, destroy all creatures blocking or blocked by ~.", "self"),
        # Sisters of Stone Death (RAV)
        ("{B}{G}: Exile target creature blocking or blocked by ~.", "self"),
        # Abu Ja'far (ARN): "it" is the creature that died, this one (the only object named,
        # CR 109.5): one filter word with "blocked by ~"
        ("When ~ dies, destroy all creatures blocking or blocked by it.", "self"),
    ],
)
def test_creatures_blocking_or_blocked_by_this_creature(text: str, who: str) -> None:
    """CR 509.1: "blocking or blocked by ~" is either combat relation with that creature (a
    blocker declared for it, or an attacker it blocks), one alternative filter word."""
    (ability,) = parse(text, "en").abilities
    effect = ability.effect
    assert effect.object.filter == ("creature", f"blocking:{who}|blocked_by:{who}")
    assert effect.object.kind in ("each", "target")


def test_creatures_that_blocked_or_were_blocked_this_turn_stay_unparsed() -> None:
    """Kjeldoran Frostbeast's delayed cousins ("creatures that blocked or were blocked by it
    this turn", CR 509.1) say a past relation this phrase does not read: left unparsed."""
    card = parse(
        "Regenerate target creature. At this turn's next end of combat, destroy all creatures "
        "that blocked or were blocked by it this turn.",
        "en",
        lenient=True,
    )
    assert any(isinstance(a, A.Unparsed) for a in card.abilities)


@pytest.mark.parametrize(
    "text",
    [
        # Blastfire Bolt (M15), Turn to Slag (SOM)
        "~ deals 5 damage to target creature. Destroy all Equipment attached to that creature.",
        # Treefolk Mystic (ULG)
        "Whenever ~ blocks or becomes blocked by a creature, destroy all Auras attached to that "
        "creature.",
    ],
)
def test_permanents_attached_to_that_creature(text: str) -> None:
    """CR 303.4, 301.5: "attached to that creature" is attached to the creature the ability
    named before (``attached_to:that_creature``)."""
    (ability,) = parse(text, "en").abilities
    effect = ability.effect
    destroy = effect.effects[-1] if isinstance(effect, A.Sequence) else effect
    assert isinstance(destroy, A.Destroy)
    assert destroy.object.kind == "each"
    assert "attached_to:that_creature" in destroy.object.filter


def test_attached_to_that_object_of_several_words_stays_unparsed() -> None:
    """ "all Auras attached to that green creature": more than a kind of object named before;
    left unparsed rather than dropping the color."""
    card = parse(
        "Destroy target creature and all Auras attached to that green creature.",
        "en",
        lenient=True,
    )
    assert any(isinstance(a, A.Unparsed) for a in card.abilities)
