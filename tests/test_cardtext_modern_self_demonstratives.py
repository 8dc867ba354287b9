"""The 2024 templates name a card by its type (CR 201.5, CR 700.7: "this creature", "this
artifact"): the French and German prints say "cette créature", "cet artefact" / "diese Kreatur",
"dieses Artefakt". With no object of that noun named before it in the same ability, such a
demonstrative is the card itself and reads as the English Oracle line; after one it keeps its
reading of that object, or stays unparsed."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta


@pytest.mark.parametrize(
    ("printed", "lang", "oracle"),
    [
        # a static ability's subject
        (
            "Cette créature gagne +1/+1 pour chaque carte de créature dans votre cimetière.",
            "fr",
            "This creature gets +1/+1 for each creature card in your graveyard.",
        ),
        (
            "Diese Kreatur erhält +1/+1 für jede Kreaturenkarte in deinem Friedhof.",
            "de",
            "This creature gets +1/+1 for each creature card in your graveyard.",
        ),
        ("Cette créature ne peut pas bloquer.", "fr", "This creature can't block."),
        ("Diese Kreatur kann nicht blocken.", "de", "This creature can't block."),
        # a condition of a static ability
        (
            "Tant que cette créature est attaquante, elle a le vol.",
            "fr",
            "As long as this creature is attacking, it has flying.",
        ),
        (
            "Solange diese Kreatur angreift, hat sie Flugfähigkeit.",
            "de",
            "As long as this creature is attacking, it has flying.",
        ),
        # a trigger's intervening "if" (CR 603.4)
        (
            "Au début de votre étape de fin, si cette créature est dégagée, piochez une carte.",
            "fr",
            "At the beginning of your end step, if this creature is untapped, draw a card.",
        ),
        # the demonstrative begins the line: nothing is named before it, whatever the line
        # names after it (another creature counted, or in a condition said last)
        (
            "Cette créature gagne +1/+1 pour chaque autre créature que vous contrôlez.",
            "fr",
            "This creature gets +1/+1 for each other creature you control.",
        ),
        (
            "Diese Kreatur erhält +1/+1 für jede andere Kreatur, die du kontrollierst.",
            "de",
            "This creature gets +1/+1 for each other creature you control.",
        ),
        (
            "Cette créature gagne +1/+1 et a le vol tant que vous contrôlez une autre créature.",
            "fr",
            "This creature gets +1/+1 and has flying as long as you control another creature.",
        ),
        # a trigger's subject
        (
            "Quand cette créature arrive, piochez une carte.",
            "fr",
            "When this creature enters, draw a card.",
        ),
        (
            "Wenn diese Kreatur ins Spiel kommt, ziehe eine Karte.",
            "de",
            "When this creature enters, draw a card.",
        ),
        (
            "Immer wenn diese Kreatur angreift, erhält sie +1/+0 bis zum Ende des Zuges.",
            "de",
            "Whenever this creature attacks, it gets +1/+0 until end of turn.",
        ),
        # this Vehicle (CR 301.7)
        (
            "Wenn dieses Fahrzeug ins Spiel kommt, ziehe eine Karte.",
            "de",
            "When this Vehicle enters, draw a card.",
        ),
        ("Ce véhicule ne peut pas bloquer.", "fr", "This Vehicle can't block."),
        # a creature token created after the trigger's subject
        (
            "Quand cette créature meurt, créez un jeton de créature 1/1 blanche Lapin.",
            "fr",
            "When this creature dies, create a 1/1 white Rabbit creature token.",
        ),
        # an activated ability's cost
        (
            "{T}, sacrifiez cet artefact : piochez une carte.",
            "fr",
            "{T}, Sacrifice this artifact: Draw a card.",
        ),
        (
            "Opfere dieses Artefakt: Ziehe eine Karte.",
            "de",
            "Sacrifice this artifact: Draw a card.",
        ),
    ],
)
def test_a_demonstrative_with_nothing_named_before_is_this_object(
    printed: str, lang: str, oracle: str
) -> None:
    assert abilities_json(printed, lang) == abilities_json(oracle, "en")


@pytest.mark.parametrize(
    ("printed", "lang"),
    [
        # another creature named by the trigger: this one or that one, the words do not say
        (
            "Au début de votre entretien, si une autre créature est attaquante, mettez un "
            "marqueur +1/+1 sur cette créature.",
            "fr",
        ),
        # a trigger naming "another" creature: that creature in the prints before 2024
        # (Good-Fortune Unicorn, Primal Forcemage: Oracle "that creature"), this creature in
        # the 2024 templates ("put a +1/+1 counter on this creature"): the words do not say
        (
            "À chaque fois qu'une autre créature arrive sur le champ de bataille sous votre "
            "contrôle, mettez un marqueur +1/+1 sur cette créature.",
            "fr",
        ),
        (
            "Immer wenn eine andere Kreatur unter deiner Kontrolle ins Spiel kommt, erhält diese "
            "Kreatur +3/+3 bis zum Ende des Zuges.",
            "de",
        ),
        # Serra Redeemer (DMU): "on that creature" in its Oracle, "on this creature" in 2024 words
        (
            "À chaque fois qu'une autre créature de force inférieure ou égale à 2 arrive sur le "
            "champ de bataille sous votre contrôle, mettez deux marqueurs +1/+1 sur cette "
            "créature.",
            "fr",
        ),
        # a trigger naming an object of the noun (not only the one an Aura or Equipment is
        # attached to: that one is no creature), an effect naming "another": "that [noun]"
        # in the prints before 2024, "this [noun]" in the 2024 templates; the Oracle texts of
        # the corpus cards say "that" (Sosuke, Mortuary, Unhallowed Pact, Revenge of Ravens,
        # Skyrider Patrol, Tiana)
        (
            "Immer wenn ein Krieger, den du kontrollierst, einer Kreatur Kampfschaden zufügt, "
            "zerstöre diese Kreatur am Ende des Kampfes.",
            "de",
        ),
        (
            "Immer wenn eine Kreatur aus dem Spiel auf Deinem Friedhof landet, lege diese "
            "Kreatur oben auf Deine Bibliothek.",
            "de",
        ),
        (
            "Immer wenn eine Kreatur, die du kontrollierst, angreift, erhält diese Kreatur "
            "+1/+0 bis zum Ende des Zuges.",
            "de",
        ),
        (
            "Quand la créature enchantée meurt, renvoyez cette carte sur le champ de bataille "
            "sous votre contrôle.",
            "fr",
        ),
        (
            "À chaque fois qu'une créature vous inflige des blessures de combat, détruisez "
            "cette créature.",
            "fr",
        ),
        (
            "À chaque fois qu'une créature vous attaque ou attaque un planeswalker que vous "
            "contrôlez, le contrôleur de cette créature perd 1 point de vie et vous gagnez 1 "
            "point de vie.",
            "fr",
        ),
        (
            "Au début du combat pendant votre tour, vous pouvez payer {G}{U}. Quand vous faites "
            "ainsi, mettez un marqueur +1/+1 sur une autre créature ciblée que vous contrôlez, "
            "et cette créature acquiert le vol jusqu'à la fin du tour.",
            "fr",
        ),
        (
            "À chaque fois qu'une aura ou qu'un équipement que vous contrôlez est mis dans un "
            "cimetière depuis le champ de bataille, vous pouvez renvoyer cette carte dans la main "
            "de son propriétaire au début de la prochaine étape de fin.",
            "fr",
        ),
        (
            "À chaque fois qu'une créature bloque, le contrôleur de cette créature perd 1 point "
            "de vie.",
            "fr",
        ),
        # a characteristic of a creature that died: that creature's, as it last existed (CR
        # 608.2h), or this one's
        (
            "À chaque fois qu'une autre créature que vous contrôlez meurt, vous gagnez un nombre "
            "de points de vie égal à l'endurance de cette créature.",
            "fr",
        ),
        # nor does the older sentence grammar read it (its "cette créature" of reminder texts
        # is this object: Sword of Kaldra, Oracle "exile that creature", was read "exile it")
        (
            "À chaque fois que la créature équipée inflige des blessures à une créature, retirez "
            "cette créature de la partie.",
            "fr",
        ),
        # another Angel or Cleric: this creature may be one (Righteous Valkyrie)
        (
            "À chaque fois qu'un autre ange ou clerc arrive sur le champ de bataille sous votre "
            "contrôle, vous gagnez un nombre de points de vie égal à l'endurance de cette "
            "créature.",
            "fr",
        ),
    ],
)
def test_a_demonstrative_after_an_object_of_its_noun_stays_unparsed(
    printed: str, lang: str
) -> None:
    (ability,) = parse(printed, lang, lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


def test_a_demonstrative_after_a_target_is_that_target() -> None:
    printed = (
        "Exilez la créature ciblée. Renvoyez cette créature sur le champ de bataille sous le "
        "contrôle de son propriétaire."
    )
    oracle = (
        "Exile target creature. Return that creature to the battlefield under its owner's control."
    )
    assert abilities_json(printed, "fr") == abilities_json(oracle, "en")


@pytest.mark.parametrize(
    ("printed", "oracle"),
    [
        # a Goblin spell is no creature yet (CR 110.1): "cette créature" is this one
        (
            "À chaque fois que vous lancez un sort de gobelin, cette créature gagne +1/+1 "
            "jusqu'à la fin du tour.",
            "Whenever you cast a Goblin spell, this creature gets +1/+1 until end of turn.",
        ),
    ],
)
def test_an_object_of_another_noun_named_before_leaves_this_object(
    printed: str, oracle: str
) -> None:
    assert abilities_json(printed, "fr") == abilities_json(oracle, "en")


@pytest.mark.parametrize(
    ("printed", "lang"),
    [
        # "cette carte" after a permanent the ability names: the Aura or the creature card?
        (
            "Si la créature enchantée devait mourir, renvoyez cette carte dans la main de son "
            "propriétaire à la place.",
            "fr",
        ),
        # a definite article names an object said before, never this one
        ("Die Kreatur kann nicht blocken.", "de"),
        ("Détruisez la créature.", "fr"),
        # a line naming the card by its name (the templates before 2024): the demonstrative
        # names another object (Urza's Saga Diabolic Servitude: the creature it returned)
        (
            "Wenn diese Kreatur auf dem Friedhof landet, entferne sie ganz aus dem Spiel und "
            "bringe die ~ auf die Hand seines Besitzers zurück.",
            "de",
        ),
        # a sentence after another: the demonstrative may name an object said before it
        ("Übernimm die Kontrolle über die verzauberte Kreatur. Diese Kreatur erhält +0/+1.", "de"),
        # after another effect: the card revealed and put onto the battlefield, or this one?
        (
            "Au début de votre entretien, révélez la carte du dessus de votre bibliothèque. Si "
            "c'est une carte de créature, mettez-la en jeu. Cette créature acquiert la célérité "
            "jusqu'à la fin du tour.",
            "fr",
        ),
        # a spell is no creature: the demonstrative names an object said elsewhere
        ("Mettez un marqueur +1/+1 sur cette créature.", "fr"),
        ("Zerstöre diese Kreatur.", "de"),
    ],
)
def test_a_demonstrative_that_may_name_another_object_stays_unparsed(
    printed: str, lang: str
) -> None:
    (ability,) = parse(printed, lang, lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


def test_a_demonstrative_whose_noun_is_named_after_it_in_the_ast_is_that_object() -> None:
    """Planar Chaos Reality Acid: the enchanted permanent is named before "ce permanent" in the
    words, after it in the AST's fields; it stays that permanent, never this Aura."""
    printed = (
        "Quand l'Acide de réalité quitte le jeu, le contrôleur du permanent enchanté sacrifie ce "
        "permanent."
    )
    oracle = (
        "When Reality Acid leaves the battlefield, enchanted permanent's controller sacrifices it."
    )
    fr = parse(printed, "fr", card_name="Acide de réalité").abilities
    en = parse(oracle, "en", card_name="Reality Acid").abilities
    assert [strip_meta(a.to_json()) for a in fr] == [strip_meta(a.to_json()) for a in en]


@pytest.mark.parametrize(
    ("printed", "lang", "oracle"),
    [
        # 2024-style prints of an Oblivion Ring and a Banisher Priest effect (CR 610.3c)
        (
            "Quand cet enchantement arrive, exilez un permanent non-terrain ciblé qu'un "
            "adversaire contrôle jusqu'à ce que cet enchantement quitte le champ de bataille.",
            "fr",
            "When this enchantment enters, exile target nonland permanent an opponent controls "
            "until this enchantment leaves the battlefield.",
        ),
        (
            "Wenn diese Kreatur ins Spiel kommt, schicke eine Kreatur deiner Wahl, die ein "
            "Gegner kontrolliert, ins Exil, bis diese Kreatur das Spiel verlässt.",
            "de",
            "When this creature enters, exile target creature an opponent controls until this "
            "creature leaves the battlefield.",
        ),
    ],
)
def test_until_this_object_leaves_the_battlefield_is_the_card_itself(
    printed: str, lang: str, oracle: str
) -> None:
    """An object exiled until a demonstrative's object leaves the battlefield can't be that
    object: the demonstrative is the card itself, as the Oracle text says."""
    assert abilities_json(printed, lang) == abilities_json(oracle, "en")
    (ability,) = parse(oracle).abilities
    assert ability.effect.duration == A.Duration(kind="while_source_on_battlefield")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Quand cette créature arrive, piochez une carte.", "fr"),
        ("Wenn diese Kreatur ins Spiel kommt, ziehe eine Karte.", "de"),
    ],
)
def test_a_plain_2024_self_reference_gives_no_finding(text: str, lang: str) -> None:
    """ "cette créature" with nothing named before it is this creature in any era (CR 700.7),
    as English "this creature": nothing to report to the reader."""
    (ability,) = parse(text, lang).abilities
    assert ability.findings == ()
    assert abilities_json(text, lang) == abilities_json(
        "When this creature enters, draw a card.", "en"
    )


@pytest.mark.parametrize(
    ("printed", "oracle"),
    [
        # this object's event or another object's (CR 603.2, one ability), the demonstrative
        # the trigger's first words (Bloomburrow's "this creature or another Rabbit")
        (
            "À chaque fois que cette créature ou un autre lapin que vous contrôlez arrive, vous "
            "gagnez 1 point de vie.",
            "Whenever this creature or another Rabbit you control enters, you gain 1 life.",
        ),
        (
            "À chaque fois que cette créature ou une autre créature que vous contrôlez meurt, "
            "piochez une carte.",
            "Whenever this creature or another creature you control dies, draw a card.",
        ),
        (
            "À chaque fois que cet artefact ou un autre artefact que vous contrôlez arrive, "
            "regard 1.",
            "Whenever this artifact or another artifact you control enters, scry 1.",
        ),
    ],
)
def test_this_object_or_another_in_a_trigger_is_either_event(printed: str, oracle: str) -> None:
    assert abilities_json(printed, "fr") == abilities_json(oracle, "en")
    (ability,) = parse(printed, "fr").abilities
    assert isinstance(ability.trigger, A.AnyTrigger)
    assert ability.trigger.triggers[0].object == A.ObjectRef(kind="self")


@pytest.mark.parametrize(
    "printed",
    [
        # "cette créature" again in the effect: this creature or the other one that entered
        "À chaque fois que cette créature ou une autre créature que vous contrôlez arrive, "
        "mettez un marqueur +1/+1 sur cette créature.",
        # not "another": the demonstrative may be a creature of a line before (CR 608.2c)
        "À chaque fois que cette créature ou une créature enchantée attaque, piochez une carte.",
    ],
)
def test_this_object_or_another_stays_unparsed_when_the_words_do_not_say(printed: str) -> None:
    (ability,) = parse(printed, "fr", lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


@pytest.mark.parametrize(
    ("printed", "oracle"),
    [
        (
            "À chaque fois qu'une autre créature que vous contrôlez meurt, mettez un marqueur "
            "+1/+1 sur cette créature.",
            "Whenever another creature you control dies, put a +1/+1 counter on this creature.",
        ),
        (
            "À chaque fois qu'une créature qu'un adversaire contrôle meurt, mettez un marqueur "
            "+1/+1 sur cette créature.",
            "Whenever a creature an opponent controls dies, put a +1/+1 counter on this creature.",
        ),
        (
            "À chaque fois qu'une autre créature que vous contrôlez meurt, cette créature gagne "
            "+1/+1 jusqu'à la fin du tour.",
            "Whenever another creature you control dies, this creature gets +1/+1 until end of "
            "turn.",
        ),
    ],
)
def test_a_demonstrative_acted_on_after_another_creature_died_is_this_object(
    printed: str, oracle: str
) -> None:
    """After another creature's death, "cette créature" that counters are put on or that gets
    +N/+N is this creature (the 2024 templates' "this creature"): the creature that died is a
    card in a graveyard, a new object (CR 700.4, 400.7), which no counter can be put on and no
    +N/+N given to, so "that creature" is no reading of it."""
    (ability,) = parse(printed, "fr").abilities
    assert ability.effect.object == A.ObjectRef(kind="self")
    assert [strip_meta(a.to_json()) for a in parse(printed, "fr").abilities] == [
        strip_meta(a.to_json()) for a in parse(oracle, "en").abilities
    ]
