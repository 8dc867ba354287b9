"""Counted amounts of card text (rulesparser.cardtext, English; CR 107.3, 208.2): "equal to
[count]" in place of a verb's amount, ", where X is [count]" after a sentence whose amounts say
X, and "its power" read as the power of the clause's subject. Real Oracle lines (MTGJSON
``text``, the card's name given as ``card_name``) against the AST a rules reader expects; the
executor plays a count of permanents."""

from __future__ import annotations

import json

import jsonschema
import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.schema import json_schema

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")
IT = A.ObjectRef(kind="it")
THAT = A.ObjectRef(kind="that")
EOT = A.Duration(kind="end_of_turn")


def target(*words: str) -> A.ObjectRef:
    return A.ObjectRef(kind="target", filter=words)


def number_of(*words: str) -> A.Count:
    return A.Count(what="objects", object=A.ObjectRef(kind="each", filter=words))


def abilities(text: str, name: str) -> tuple[A.Node, ...]:
    card = parse(text, "en", card_name=name, lenient=True)
    assert not any(isinstance(a, A.Unparsed) for a in card.abilities), card.abilities
    return card.abilities


CASES = [
    (
        "Spitting Earth",  # 6ED
        "Spitting Earth deals damage to target creature equal to the number of Mountains you "
        "control.",
        A.SpellAbility(
            effect=A.DealDamage(
                damage_source=SELF,
                amount=number_of("mountain", "you_control"),
                recipient=target("creature"),
            )
        ),
    ),
    (
        "Chastise",  # 8ED: "its" is the creature destroyed (the object named before)
        "Destroy target attacking creature. You gain life equal to its power.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.Destroy(object=target("attacking", "creature")),
                    A.GainLife(player=YOU, amount=A.Count(what="power", object=IT)),
                )
            )
        ),
    ),
    (
        "Sunscourge Champion",  # HOU
        "When Sunscourge Champion enters the battlefield, you gain life equal to its power.",
        None,  # checked below: the effect only
    ),
    (
        "Rabid Bite",  # M19: the power of the creature chosen as the first target
        "Target creature you control deals damage equal to its power to target creature you "
        "don't control.",
        A.SpellAbility(
            effect=A.DealDamage(
                damage_source=target("creature", "you_control"),
                amount=A.Count(what="power", object=THAT),
                recipient=target("creature", "you_dont_control"),
            )
        ),
    ),
    (
        "Feral Animist",  # DGM: "where X is its power" after "~ gets": the power of ~
        "{3}: Feral Animist gets +X/+0 until end of turn, where X is its power.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.ManaCost(symbols=("3",)),)),
            effect=A.ModifyPowerToughness(  # +X/+0 (rulesparser.canonical)
                object=SELF,
                power=A.Count(what="power", object=SELF),
                toughness=0,
                duration=EOT,
            ),
        ),
    ),
    (
        "Rush of Blood",  # AVR
        "Target creature gets +X/+0 until end of turn, where X is its power.",
        A.SpellAbility(
            effect=A.ModifyPowerToughness(  # +X/+0 (rulesparser.canonical)
                object=target("creature"),
                power=A.Count(what="power", object=THAT),
                toughness=0,
                duration=EOT,
            )
        ),
    ),
    (
        "Minions' Murmurs",  # FUT: every X of the sentence takes the count
        "You draw X cards and you lose X life, where X is the number of creatures you control.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.Draw(player=YOU, amount=number_of("creature", "you_control")),
                    A.LoseLife(player=YOU, amount=number_of("creature", "you_control")),
                )
            )
        ),
    ),
    (
        "Grist, the Hunger Tide",  # MH2
        "[−5]: Each opponent loses life equal to the number of creature cards in your graveyard.",
        None,
    ),
]


@pytest.mark.parametrize(("name", "text", "expected"), CASES, ids=[c[0] for c in CASES])
def test_counted_amounts(name: str, text: str, expected: A.Node | None) -> None:
    (ability,) = abilities(text, name)
    if expected is not None:
        assert ability == expected
    jsonschema.validate(
        json.loads(json.dumps(parse(text, "en", card_name=name).to_json())), json_schema()
    )


def test_life_equal_to_the_power_of_the_entering_creature() -> None:
    (ability,) = abilities(CASES[2][1], "Sunscourge Champion")
    assert ability.effect == A.GainLife(player=YOU, amount=A.Count(what="power", object=SELF))


def test_loyalty_life_loss_counts_creature_cards_in_your_graveyard() -> None:
    (ability,) = abilities(CASES[-1][1], "Grist, the Hunger Tide")
    assert ability.effect == A.LoseLife(
        player=A.PlayerRef(kind="each_opponent"),
        amount=number_of("creature", "card", "in_your_graveyard"),
    )


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Draw cards equal to the power of target creature you control."),
        (
            "fr",
            "Piochez un nombre de cartes égal à la force de la créature ciblée que vous contrôlez.",
        ),
    ],
)
def test_cards_drawn_equal_to_the_power_of_a_target(lang: str, text: str) -> None:
    """Soul's Majesty (English Oracle, French printed): the power of one target creature,
    chosen as the spell is cast (CR 115.1, 601.2c); French gives the English AST."""
    (ability,) = parse(text, lang).abilities
    assert ability.effect == A.Draw(
        player=YOU, amount=A.Count(what="power", object=target("creature", "you_control"))
    )


def test_a_targets_possessive_power() -> None:
    """Soul's Grace: "You gain life equal to target creature's power." is the power of one
    target, as "the power of target creature" and French "égal à la force de la créature
    ciblée" say (CR 115.1)."""
    (ability,) = parse("You gain life equal to target creature's power.", "en").abilities
    assert ability.effect == A.GainLife(
        player=YOU, amount=A.Count(what="power", object=target("creature"))
    )
    (of,) = parse("You gain life equal to the power of target creature.", "en").abilities
    assert of.effect == ability.effect


def test_the_power_of_several_targets_stays_unparsed() -> None:
    """ "the total power of up to two target creatures" is not the power of one object."""
    card = parse("Draw cards equal to the power of up to two target creatures.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


def greatest(stat: str, *words: str) -> A.Count:
    return A.Count(what=f"greatest_{stat}", object=A.ObjectRef(kind="each", filter=words))


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "Target player loses X life and you gain X life, where X is the greatest power "
            "among creatures you control.",
        ),
        (
            "fr",
            "Le joueur ciblé perd X points de vie et vous gagnez X points de vie, X étant la "
            "force la plus élevée parmi les créatures que vous contrôlez.",
        ),
        (
            "de",
            "Ein Spieler deiner Wahl verliert X Lebenspunkte und du erhältst X Lebenspunkte "
            "dazu, wobei X die höchste Stärke unter den Kreaturen ist, die du kontrollierst.",
        ),
    ],
)
def test_the_greatest_power_among_creatures_you_control(lang: str, text: str) -> None:
    """Essence Harvest (AVR; English Oracle, French and German printed): X is the greatest
    power among the creatures you control (CR 208.1), one value for both amounts."""
    (ability,) = parse(text, lang).abilities
    x = greatest("power", "creature", "you_control")
    assert ability.effect == A.Sequence(
        effects=(
            A.LoseLife(player=A.PlayerRef(kind="target_player"), amount=x),
            A.GainLife(player=YOU, amount=x),
        )
    )


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Draw cards equal to the highest mana value among artifacts you control."),
        (
            "fr",
            "Piochez un nombre de cartes égal au coût converti de mana le plus élevé parmi les "
            "artefacts que vous contrôlez.",
        ),
    ],
)
def test_cards_drawn_equal_to_the_highest_mana_value(lang: str, text: str) -> None:
    """One with the Machine (M19): the highest mana value among artifacts you control (CR
    202.3); the French printing's "le plus élevé" after the noun gives the same count."""
    (ability,) = parse(text, lang).abilities
    assert ability.effect == A.Draw(
        player=YOU, amount=greatest("mana_value", "artifact", "you_control")
    )


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "Domain — Each creature gets -X/-X until end of turn, where X is 1 plus the number of "
            "basic land types among lands you control.",
        ),
        (
            "fr",
            "Domaine — Chaque créature gagne -X/-X jusqu'à la fin du tour, X étant 1 plus le "
            "nombre de types de terrain de base parmi les terrains que vous contrôlez.",
        ),
        (
            "de",
            "Domäne — Jede Kreatur erhält bis zum Ende des Zuges -X/-X, wobei X gleich 1 plus der "
            "Anzahl an Standardlandtypen unter den Ländern ist, die du kontrollierst.",
        ),
    ],
)
def test_x_is_one_plus_a_count(lang: str, text: str) -> None:
    """Drag to the Bottom (DMU; English Oracle, French and German printed): X is the sum of 1
    and the number of basic land types among lands you control (domain, CR 107.3, 305.6)."""
    (ability,) = parse(text, lang).abilities
    lands = A.ObjectRef(kind="each", filter=("land", "you_control"))
    assert ability.effect.amount == A.Sum(terms=(1, A.Count(what="basic_land_types", object=lands)))
    assert ability.effect.object == A.ObjectRef(kind="each", filter=("creature",))


def test_the_greatest_power_said_after_the_amount_in_german() -> None:
    """Arni Slays the Troll III (KHM): German "so viele Lebenspunkte dazu, wie die höchste Stärke
    unter den Kreaturen, die du kontrollierst, beträgt" is the English "equal to the greatest
    power among creatures you control"."""
    en = parse("You gain life equal to the greatest power among creatures you control.", "en")
    de = parse(
        "Du erhältst so viele Lebenspunkte dazu, wie die höchste Stärke unter den Kreaturen, "
        "die du kontrollierst, beträgt.",
        "de",
    )
    assert en.abilities[0].effect == A.GainLife(
        player=YOU, amount=greatest("power", "creature", "you_control")
    )
    assert de.abilities[0].effect == en.abilities[0].effect


@pytest.mark.parametrize(
    "text",
    [
        # whose hand "their" names is each opponent's own: not said by this count
        "{2}{U}, {T}: Each opponent mills cards equal to the number of cards in their hand.",
        # no X in the sentence for "where X is" to give a value to
        "Draw a card, where X is the number of creatures you control.",
        # X compared in an object named before ("that card"): which value is it?
        "Exile target creature card from a graveyard. Return that card with mana value X or "
        "less to its owner's hand, where X is the number of lands you control.",
    ],
)
def test_unsure_counts_stay_unparsed(text: str) -> None:
    card = parse(text, "en", card_name="Test Card", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


def test_executor_counts_permanents_for_damage_equal_to_their_number() -> None:
    """Spitting Earth with three Mountains (and a Forest) deals 3 damage: a 3/3 dies, the
    count is read as the spell resolves (CR 608.2h)."""
    from rulesparser.executor.scenario import parse_scenario, run_scenario

    text = """
scenario: damage equal to the number of Mountains you control
ruling: CR 107.3, 608.2h
players: {alice: {}, bob: {}}
cards:
  earth:
    name: {en: Spitting Earth}
    types: [sorcery]
    mana_cost: "{1}{R}"
    text: {en: "Spitting Earth deals damage to target creature equal to the number of Mountains you control."}
  mountain:
    name: {en: Mountain}
    supertypes: [basic]
    types: [land]
    subtypes: [mountain]
  forest:
    name: {en: Forest}
    supertypes: [basic]
    types: [land]
    subtypes: [forest]
  ogre:
    name: {en: Hill Ogre}
    types: [creature]
    power: 3
    toughness: 3
setup:
  alice:
    hand: [earth]
    battlefield: [{card: mountain, as: m1}, {card: mountain, as: m2}, {card: mountain, as: m3}, forest]
  bob: {battlefield: [ogre]}
turns:
  1:
    main1:
      - cast: earth
        targets: [ogre]
      - resolve: all
expect:
  zone: {ogre: graveyard, earth: graveyard}
  events:
    - {event: damage, source: earth, to: ogre, amount: 3}
"""
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert r.failures == []


def test_power_and_toughness_equal_to_your_life_total() -> None:
    """Serra Avatar (M13): a characteristic-defining ability with a count (CR 604.3)."""
    (ability,) = abilities(
        "Serra Avatar's power and toughness are each equal to your life total.", "Serra Avatar"
    )
    life = A.Count(what="life_total", player=YOU)
    assert ability == A.DefinePowerToughness(power=life, toughness=life)


def test_damage_equal_to_cards_in_that_players_hand() -> None:
    """Sudden Impact (7ED): the hand of the target player."""
    (ability,) = abilities(
        "Sudden Impact deals damage to target player equal to the number of cards in that "
        "player's hand.",
        "Sudden Impact",
    )
    assert ability.effect.amount == number_of("card", "in_that_players_hand")
    assert ability.effect.recipient == A.PlayerRef(kind="target_player")


def test_a_number_of_tokens_equal_to_devotion() -> None:
    """Abhorrent Overlord (Theros; Forge 2020 Oracle): "create a number of 1/1 black Harpy
    creature tokens with flying equal to your devotion to black" is that many tokens (CR 107.3,
    700.5)."""
    (ability,) = parse(
        "When Abhorrent Overlord enters the battlefield, create a number of 1/1 black Harpy"
        " creature tokens with flying equal to your devotion to black.",
        "en",
        card_name="Abhorrent Overlord",
    ).abilities
    token = ability.effect
    assert token.amount == A.Count(what="devotion", player=YOU, filter=("black",))
    assert (token.power, token.toughness, token.colors, token.subtypes) == (
        1,
        1,
        ("black",),
        ("harpy",),
    )
    assert [k.name for k in token.abilities] == ["flying"]


def test_damage_to_itself() -> None:
    """Justice Strike / Inner Struggle: "Target creature deals damage to itself equal to its
    power" (CR 120.3): the creature chosen is the source and the recipient; Stuffy Doll's "~
    deals 1 damage to itself" is this object's; a group dealing damage "to itself" is not
    read."""
    (spell,) = parse("Target creature deals damage to itself equal to its power.", "en").abilities
    chosen = A.ObjectRef(kind="that")
    assert spell.effect == A.DealDamage(
        damage_source=target("creature"),
        amount=A.Count(what="power", object=chosen),
        recipient=chosen,
    )
    (doll,) = parse("{T}: ~ deals 1 damage to itself.", "en").abilities
    assert doll.effect == A.DealDamage(damage_source=SELF, amount=1, recipient=SELF)
    card = parse("Each creature deals 1 damage to itself.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)
