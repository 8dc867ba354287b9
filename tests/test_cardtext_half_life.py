"""Half a life total, rounded as the card says (CR 107.1a: a fractional result is rounded up or
down as the effect says; CR 119.1 life totals): "You lose half your life, rounded up." (Infernal
Contract), "that player loses half their life, rounded up" (Quietus Spike), "Pay half your
life, rounded up:" (Murderous Betrayal). Real Oracle lines and their French and German
printings give one :class:`rulesparser.ast.LoseLife` of a :class:`rulesparser.ast.Half`;
"their" is the life of the clause's one player subject, and "each player loses half their life"
(each their own) stays unparsed."""

from __future__ import annotations

import jsonschema
import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.executor import CardDef, Game, Player, Zone
from rulesparser.executor.engine import Context
from rulesparser.executor.references import amount_of
from rulesparser.schema import json_schema

YOU = A.PlayerRef(kind="you")

INFERNAL_CONTRACT = {
    "en": "Draw four cards. You lose half your life, rounded up.",
    "fr": "Piochez quatre cartes. Vous perdez la moitié de vos points de vie, perte arrondie au "
    "supérieur.",
    "de": "Ziehe vier Karten. Du verlierst die Hälfte (aufgerundet) deiner Lebenspunkte.",
}
QUIETUS_SPIKE = {
    "en": "Whenever equipped creature deals combat damage to a player, that player loses half "
    "their life, rounded up.",
    "fr": "À chaque fois que la créature équipée inflige des blessures de combat à un joueur, ce "
    "joueur perd la moitié de ses points de vie, arrondie à l'unité supérieure.",
    "de": "Immer wenn die ausgerüstete Kreatur einem Spieler Kampfschaden zufügt, verliert "
    "dieser Spieler die Hälfte (aufgerundet) seiner Lebenspunkte.",
}
MURDEROUS_BETRAYAL = {
    "en": "{B}{B}, Pay half your life, rounded up: Destroy target nonblack creature. It can't be "
    "regenerated.",
    "fr": "{B}{B}, Payez la moitié de vos points de vie, arrondie à l'unité supérieure : "
    "Détruisez la créature non-noire ciblée. Elle ne peut pas être régénérée.",
    "de": "{B}{B}, bezahle die Hälfte deiner Lebenspunkte (aufgerundet): Zerstöre eine "
    "nichtschwarze Kreatur deiner Wahl. Sie kann nicht regeneriert werden.",
}


def _half_of(player: A.PlayerRef) -> A.Half:
    return A.Half(amount=A.Count(what="life_total", player=player), rounding="up")


def test_you_lose_half_your_life_rounded_up() -> None:
    """Infernal Contract (7ED): the life lost is half your life total, rounded up."""
    (spell,) = parse(INFERNAL_CONTRACT["en"], "en").abilities
    lose = spell.effect.effects[1]
    assert lose == A.LoseLife(player=YOU, amount=_half_of(YOU))
    jsonschema.validate(spell.to_json(), json_schema())


def test_their_life_is_the_life_of_the_player_who_loses_it() -> None:
    """Quietus Spike (ALA): "their" is the damaged player's life ("that player", CR 608.2c),
    not yours."""
    (trigger,) = parse(QUIETUS_SPIKE["en"], "en").abilities
    that_player = A.PlayerRef(kind="that_player")
    assert trigger.effect == A.LoseLife(player=that_player, amount=_half_of(that_player))


@pytest.mark.parametrize("card", [INFERNAL_CONTRACT, QUIETUS_SPIKE, MURDEROUS_BETRAYAL])
@pytest.mark.parametrize("lang", ["fr", "de"])
def test_printed_halves_read_as_the_oracle_line(card: dict[str, str], lang: str) -> None:
    """French "la moitié de vos/ses points de vie, arrondie à l'unité supérieure" and German
    "die Hälfte (aufgerundet) deiner/seiner Lebenspunkte" mean the Oracle line, the cost of
    Murderous Betrayal included."""
    assert abilities_json(card[lang], lang) == abilities_json(card["en"], "en")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "When you cast this spell, if it was kicked, each player loses half their life, "
            "rounded up.",
        ),
        (
            "fr",
            "Quand vous lancez ce sort, s'il a été kické, chaque joueur perd la moitié de ses "
            "points de vie, arrondie à l'unité supérieure.",
        ),
    ],
)
def test_each_player_losing_half_their_life_stays_unparsed(lang: str, text: str) -> None:
    """Scourge of the Skyclaves (ZNR): each player loses half of their own life, which one
    count of a player's life does not say: left unparsed, not guessed."""
    (ability,) = parse(text, lang, lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


@pytest.mark.parametrize(("life", "lost"), [(15, 8), (20, 10), (1, 1), (0, 0)])
def test_half_rounded_up_of_a_life_total(life: int, lost: int) -> None:
    """The executor reads half your life rounded up (CR 107.1a): 15 life loses 8."""
    g = Game([Player("alice"), Player("bob")])
    g.players["alice"].life = life
    src = g.add_object(
        "c", CardDef("c", {"en": "C"}, types=("artifact",)), "alice", Zone.BATTLEFIELD
    )
    ctx = Context(None, "alice", src, True, None)
    assert amount_of(g, _half_of(YOU), ctx) == lost


BLOOD_TRIBUTE = {
    "en": "Target opponent loses half their life, rounded up.",
    "fr": "L'adversaire ciblé perd la moitié de ses points de vie, arrondie à l'unité supérieure.",
    "de": "Ein Gegner deiner Wahl verliert die Hälfte seiner Lebenspunkte, aufgerundet.",
}


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_their_life_after_a_target_is_that_player_not_a_second_target(lang: str) -> None:
    """Blood Tribute (ZEN): one target opponent (CR 115.1); "their" life is that player's, a
    reference back as in "Target player draws two cards and loses 2 life", not another
    target an engine would ask for."""
    (spell,) = parse(BLOOD_TRIBUTE[lang], lang).abilities
    target = A.PlayerRef(kind="target_opponent")
    assert spell.effect == A.LoseLife(
        player=target, amount=_half_of(A.PlayerRef(kind="that_player"))
    )
    targets = [n for n in spell.walk() if getattr(n, "kind", "").startswith("target")]
    assert len(targets) == 1
