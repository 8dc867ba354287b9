"""A pronoun after an instruction naming this object, in a triggered ability on another object.

"It" alone after a trigger on another object is that object (CR 603.2: "Whenever you cast a
spell, ... it" is the spell). When an earlier instruction of the effect names this object and
no other ("put a +1/+1 counter on Captain Ripley Vance, then it deals damage"), the sentence
makes "it" this object (CR 109.5), in English as in the French and German printings ("puis elle
inflige", "Dann fügt sie"). Not in a delayed trigger after this object left the battlefield:
there "it" is the card exiled, a new object (CR 400.7)."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse

SELF = A.ObjectRef(kind="self")

RIPLEY = {
    "en": (
        "Captain Ripley Vance",
        "Whenever you cast your third spell each turn, put a +1/+1 counter on Captain Ripley "
        "Vance, then it deals damage equal to its power to any target.",
    ),
    "fr": (
        "Capitaine Ripley Vance",
        "À chaque fois que vous lancez votre troisième sort à chaque tour, mettez un marqueur "
        "+1/+1 sur la Capitaine Ripley Vance, puis elle inflige un nombre de blessures égal à sa "
        "force à n'importe quelle cible.",
    ),
    "de": (
        "Kapitänin Ripley Vance",
        "Immer wenn du deinen dritten Zauberspruch innerhalb desselben Zuges wirkst, lege eine "
        "+1/+1-Marke auf Kapitänin Ripley Vance. Dann fügt sie einem Ziel deiner Wahl "
        "Schadenspunkte in Höhe ihrer Stärke zu.",
    ),
}

BLOODSKY = {
    "en": (
        "Bloodsky Berserker",
        "Whenever you cast your second spell each turn, put two +1/+1 counters on Bloodsky "
        "Berserker. It gains menace until end of turn. (It can't be blocked except by two or "
        "more creatures.)",
    ),
    "fr": (
        "Berserker Ciel-de-sang",
        "À chaque fois que vous lancez votre deuxième sort à chaque tour, mettez deux marqueurs "
        "+1/+1 sur le Berserker Ciel-de-sang. Il acquiert la menace jusqu'à la fin du tour. (Il "
        "ne peut pas être bloqué excepté par deux créatures ou plus.)",
    ),
    "de": (
        "Bluthimmel-Berserker",
        "Immer wenn du deinen zweiten Zauberspruch innerhalb desselben Zuges wirkst, lege zwei "
        "+1/+1-Marken auf den Bluthimmel-Berserker. Er erhält Bedrohlichkeit bis zum Ende des "
        "Zuges. (Er kann nicht geblockt werden, außer von zwei oder mehr Kreaturen.)",
    ),
}

INFERNAL_PET = {
    "en": (
        "Infernal Pet",
        "Whenever you cast your second spell each turn, put a +1/+1 counter on Infernal Pet and "
        "it gains flying until end of turn.",
    ),
    "fr": (
        "Animal de compagnie infernal",
        "À chaque fois que vous lancez votre deuxième sort à chaque tour, mettez un marqueur "
        "+1/+1 sur l'Animal de compagnie infernal et il acquiert le vol jusqu'à la fin du tour.",
    ),
    "de": (
        "Teuflisches Haustier",
        "Immer wenn du deinen zweiten Zauberspruch innerhalb desselben Zuges wirkst, lege eine "
        "+1/+1-Marke auf das Teuflische Haustier. Es erhält Flugfähigkeit bis zum Ende des Zuges.",
    ),
}


def _ability(lang: str, name: str, text: str) -> A.TriggeredAbility:
    (ability,) = parse(text, lang, card_name=name).abilities
    assert isinstance(ability, A.TriggeredAbility)
    return ability


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_it_deals_damage_after_a_counter_on_this_creature(lang: str) -> None:
    """Captain Ripley Vance (MH2): this creature deals damage equal to its own power (with the
    counter just put on it), not the spell cast."""
    ability = _ability(lang, *RIPLEY[lang])
    put, damage = ability.effect.effects
    assert put == A.PutCounters(counter="+1/+1", amount=1, object=SELF)
    assert damage.damage_source == SELF
    assert damage.amount == A.Count(what="power", object=SELF)
    assert ability == _ability("en", *RIPLEY["en"])


@pytest.mark.parametrize("table", [BLOODSKY, INFERNAL_PET], ids=["bloodsky", "infernal_pet"])
@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_it_gains_an_ability_after_a_counter_on_this_creature(
    lang: str, table: dict[str, tuple[str, str]]
) -> None:
    """Bloodsky Berserker (WAR, "It gains menace"), Infernal Pet (M20, "and it gains flying"):
    this creature gains the keyword until end of turn (CR 611.2a), not the spell cast."""
    ability = _ability(lang, *table[lang])
    gain = ability.effect.effects[-1]
    assert isinstance(gain, A.GainAbility)
    assert gain.object == SELF
    assert ability == _ability("en", *table["en"])


def test_sacrifice_it_after_a_counter_on_this_enchantment() -> None:
    """Decree of Silence (SCG): after countering the spell and putting a depletion counter on
    this enchantment, "sacrifice it" is this enchantment (the spell was countered: it is no
    permanent to sacrifice, CR 701.17a)."""
    ability = _ability(
        "en",
        "Decree of Silence",
        "Whenever an opponent casts a spell, counter that spell and put a depletion counter on "
        "Decree of Silence. If there are three or more depletion counters on Decree of Silence, "
        "sacrifice it.",
    )
    last = ability.effect.effects[-1]
    assert isinstance(last, A.Conditional)
    assert last.effect == A.Sacrifice(object=SELF)


def test_it_returned_at_end_step_stays_the_exiled_card() -> None:
    """Hikari, Twilight Guardian (CHK): "return it" in the delayed trigger is the card exiled
    (a new object, CR 400.7), not this object's reference: left as the pronoun."""
    ability = _ability(
        "en",
        "Hikari, Twilight Guardian",
        "Whenever you cast a Spirit or Arcane spell, you may exile Hikari, Twilight Guardian. If "
        "you do, return it to the battlefield under its owner's control at the beginning of the "
        "next end step.",
    )
    delayed = ability.effect.effects[-1].effect
    assert isinstance(delayed, A.DelayedTrigger)
    assert delayed.effect.object == A.ObjectRef(kind="it")


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        (
            "en",
            "Laquatus's Champion",
            "When Laquatus's Champion enters the battlefield, target player loses 6 life.\n"
            "When Laquatus's Champion leaves the battlefield, that player gains 6 life.",
        ),
        (
            "fr",
            "Champion de Laquatus",
            "Quand le Champion de Laquatus arrive en jeu, le joueur ciblé perd 6 points de vie.\n"
            "Quand le Champion de Laquatus quitte le jeu, ce joueur gagne 6 points de vie.",
        ),
        (
            "de",
            "Laquatus' Champion",
            "Ein Spieler deiner Wahl verliert 6 Lebenspunkte, wenn Laquatus' Champion ins Spiel "
            "kommt.\nDieser Spieler erhält 6 Lebenspunkte dazu, wenn Laquatus' Champion das Spiel "
            "verlässt.",
        ),
    ],
)
def test_that_player_of_another_ability_stays_unparsed(lang: str, name: str, text: str) -> None:
    """Laquatus's Champion (TOR): "that player" in the leaves-the-battlefield trigger is the
    player the other ability targeted (CR 607.2), whom this ability names nowhere: the line is
    refused rather than read with a "that player" no node names; the first line still reads."""
    first, second = parse(text, lang, card_name=name, lenient=True).abilities
    assert isinstance(first, A.TriggeredAbility)
    assert first.effect.player == A.PlayerRef(kind="target_player")
    assert isinstance(second, A.Unparsed)
    assert "'that player' with no player named before it" in second.error
