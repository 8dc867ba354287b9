"""What a player can't do (CR 101.2), read by the English card-text grammar from real Oracle
lines: a static ability when it lasts as long as its source, a spell ability's effect for "this
turn"."""

from __future__ import annotations

import json

import pytest

from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.ast import strip_meta

PERMANENT = A.Duration(kind="permanent")
THIS_TURN = A.Duration(kind="end_of_turn")
EACH_PLAYER = A.PlayerRef(kind="each_player")
EACH_OPPONENT = A.PlayerRef(kind="each_opponent")


def spells(*words: str) -> A.ObjectRef:
    return A.ObjectRef(kind="each", filter=(*words, "spell"))


STATIC = [
    # Arcane Laboratory (USG)
    (
        "Each player can't cast more than one spell each turn.",
        A.PlayerRestriction(
            player=EACH_PLAYER,
            action="cast",
            object=spells(),
            max_per_turn=1,
            duration=PERMANENT,
        ),
    ),
    # Forsaken Wastes (MIR)
    (
        "Players can't gain life.",
        A.PlayerRestriction(player=EACH_PLAYER, action="gain_life", duration=PERMANENT),
    ),
    # Mindlock Orb (ALA)
    (
        "Players can't search libraries.",
        A.PlayerRestriction(player=EACH_PLAYER, action="search_library", duration=PERMANENT),
    ),
    # Llawan, Cephalid Empress (TOR)
    (
        "Your opponents can't cast blue creature spells.",
        A.PlayerRestriction(
            player=EACH_OPPONENT,
            action="cast",
            object=spells("blue", "creature"),
            duration=PERMANENT,
        ),
    ),
]


@pytest.mark.parametrize(("text", "restriction"), STATIC)
def test_a_player_restriction_as_long_as_its_source_is_a_static_ability(
    text: str, restriction: A.PlayerRestriction
) -> None:
    (ability,) = parse(text, "en").abilities
    assert ability == A.StaticEffect(effect=restriction)


def test_a_restriction_this_turn_is_a_spell_effect() -> None:
    # Turf Wound (INV): "this turn" (CR 611.2), a target player
    (ability,) = parse("Target player can't play lands this turn.", "en").abilities
    assert isinstance(ability, A.SpellAbility)
    assert ability.effect == A.PlayerRestriction(
        player=A.PlayerRef(kind="target_player"),
        action="play",
        object=A.ObjectRef(kind="each", filter=("land",)),
        duration=THIS_TURN,
    )


def test_two_players_two_restrictions() -> None:
    # Cloudsteel Kirin's granted ability (NEO), Platinum Angel's kin (CR 104.3)
    (ability,) = parse("You can't lose the game and your opponents can't win the game.").abilities
    assert ability.effect == A.Sequence(
        effects=(
            A.PlayerRestriction(
                player=A.PlayerRef(kind="you"), action="lose_game", duration=PERMANENT
            ),
            A.PlayerRestriction(player=EACH_OPPONENT, action="win_game", duration=PERMANENT),
        )
    )


@pytest.mark.parametrize(
    "text",
    [
        # this spell, not a kind of spell: not a restriction on casting spells
        "You can't cast this spell during your first, second, or third turns of the game.",
        # "a card" is no spell
        "Players can't cast cards.",
    ],
)
def test_what_is_not_a_kind_of_spell_stays_unparsed(text: str) -> None:
    (ability,) = parse(text, "en", lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


def test_each_other_player_is_every_player_but_you() -> None:
    # Rampage of the Valkyries (KHM)
    (ability,) = parse(
        "Whenever an Angel you control dies, each other player sacrifices a creature.", "en"
    ).abilities
    assert ability.effect.player == A.PlayerRef(kind="each_other_player")
    # Hive Mind (M10): other than the player who cast the spell, not than you: unparsed
    (other,) = parse(
        "Whenever a player casts an instant or sorcery spell, each other player copies that spell.",
        "en",
        lenient=True,
    ).abilities
    assert isinstance(other, A.Unparsed)


@pytest.mark.parametrize(
    ("text", "player", "color"),
    [
        # Upwelling (MRD): every player keeps their mana (an exception to CR 500.5)
        ("Players don't lose unspent mana as steps and phases end.", "each_player", None),
        # Leyline Tyrant (ZNR)
        ("You don't lose unspent red mana as steps and phases end.", "you", "red"),
    ],
)
def test_unspent_mana_kept_as_steps_and_phases_end(text: str, player: str, color: str) -> None:
    (ability,) = parse(text, "en").abilities
    assert ability == A.StaticEffect(
        effect=A.KeepUnspentMana(
            player=A.PlayerRef(kind=player), mana="unspent", color=color, duration=PERMANENT
        )
    )


def test_this_mana_kept_until_end_of_turn_is_the_mana_added_before() -> None:
    """Kessig Naturalist (MID): "this mana" is the mana the same ability added (CR 106.4),
    kept until end of turn; said after no mana added, or with no time, it is not read."""
    (ability,) = parse(
        "Whenever Kessig Naturalist attacks, add {R} or {G}. Until end of turn, you don't lose"
        " this mana as steps and phases end.",
        "en",
        card_name="Kessig Naturalist",
    ).abilities
    add, keep = ability.effect.effects
    assert isinstance(add, A.ChoiceOf)
    assert keep == A.KeepUnspentMana(
        player=A.PlayerRef(kind="you"), mana="this", duration=THIS_TURN
    )
    for text in (
        "Draw a card. Until end of turn, you don't lose this mana as steps and phases end.",
        "You don't lose this mana as steps and phases end.",
    ):
        with pytest.raises(ParseError):
            parse(text, "en")


@pytest.mark.parametrize(
    ("en", "fr"),
    [
        # Leyline Tyrant (ZNR)
        (
            "You don't lose unspent red mana as steps and phases end.",
            "Vous ne perdez pas le mana rouge non dépensé au moment où les étapes et les phases"
            " se terminent.",
        ),
        # Tundra Fumarole (KHM)
        (
            "Add {C}. Until end of turn, you don't lose this mana as steps and phases end.",
            "Ajoutez {C}. Jusqu'à la fin du tour, vous ne perdez pas ce mana au moment où les"
            " étapes et les phases se terminent.",
        ),
    ],
)
def test_mana_kept_reads_the_same_in_french(en: str, fr: str) -> None:
    said = [strip_meta(a.to_json()) for a in parse(en, "en").abilities]
    assert said == [strip_meta(a.to_json()) for a in parse(fr, "fr").abilities]
    assert "keep_unspent_mana" in json.dumps(said)


def test_you_may_have_a_player_do_it() -> None:
    # Gempalm Polluter (LGN): the target player loses the life
    (ability,) = parse(
        "When you cycle ~, you may have target player lose life equal to the number of Zombies "
        "on the battlefield.",
        "en",
    ).abilities
    assert ability.optional
    assert isinstance(ability.effect, A.LoseLife)
    assert ability.effect.player == A.PlayerRef(kind="target_player")


@pytest.mark.parametrize(
    ("text", "player", "cards"),
    [
        # Goblin Spy (INV), Future Sight (MH1): CR 400.2
        ("Play with the top card of your library revealed.", "you", "top_of_library"),
        # Wandering Eye (NEM): every player
        ("Players play with their hands revealed.", "each_player", "hand"),
        # Telepathy (M10)
        ("Your opponents play with their hands revealed.", "each_opponent", "hand"),
    ],
)
def test_playing_with_cards_revealed(text: str, player: str, cards: str) -> None:
    (ability,) = parse(text, "en").abilities
    assert ability == A.StaticEffect(
        effect=A.PlaysRevealed(player=A.PlayerRef(kind=player), cards=cards, duration=PERMANENT)
    )


# (English Oracle line, French printed line, German printed line): a player who "can't be the
# target of spells or abilities [your opponents control]" has shroud (CR 702.18a) or hexproof
# (CR 702.11c), as the Oracle text says; "Creatures can't attack you" (CR 508.1c)
PLAYER_TARGETING = [
    # Ivory Mask (Oracle "You have shroud.")
    (
        "You have shroud.",
        "Vous ne pouvez pas être la cible de sorts ou de capacités.",
        "Du kannst nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein.",
    ),
    # Spirit of the Hearth, Imperial Mask (Oracle "You have hexproof.")
    (
        "You have hexproof.",
        "Vous ne pouvez pas être la cible de sorts ou de capacités que vos adversaires contrôlent.",
        "Du kannst nicht das Ziel von Zaubersprüchen oder Fähigkeiten sein, die deine Gegner "
        "kontrollieren.",
    ),
    # Leyline of Sanctity (the keyword with its reminder text)
    (
        "You have hexproof.",
        "Vous avez la défense talismanique. (Vous ne pouvez pas être la cible de sorts ou de "
        "capacités que vos adversaires contrôlent.)",
        "Du hast Fluchsicherheit. (Du kannst nicht das Ziel von Zaubersprüchen oder Fähigkeiten "
        "sein, die deine Gegner kontrollieren.)",
    ),
    # Gilded Light: the 2004 French "pendant ce tour", the German "erhältst Verhülltheit"
    (
        "You gain shroud until end of turn.",
        "Vous ne pouvez pas être la cible de sorts ou de capacités pendant ce tour.",
        "Du erhältst Verhülltheit bis zum Ende des Zuges. (Du kannst nicht das Ziel von "
        "Zaubersprüchen oder Fähigkeiten sein.)",
    ),
    # Blazing Archon, Reverence
    (
        "Creatures can't attack you.",
        "Les créatures ne peuvent pas vous attaquer.",
        "Kreaturen können dich nicht angreifen.",
    ),
    (
        "Creatures with power 2 or less can't attack you.",
        "Les créatures de force 2 ou moins ne peuvent pas vous attaquer.",
        "Kreaturen mit Stärke 2 oder weniger können dich nicht angreifen.",
    ),
]


@pytest.mark.parametrize(("en", "fr", "de"), PLAYER_TARGETING)
def test_a_player_who_cant_be_targeted_has_the_keyword(en: str, fr: str, de: str) -> None:
    from _card_ast import abilities_json

    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_you_have_shroud() -> None:
    # Solitary Confinement (French, with the reminder)
    ab = parse(
        "Vous avez le linceul. (Vous ne pouvez pas être la cible de sorts ou de capacités.)", "fr"
    ).abilities[0]
    assert ab.effect == A.PlayerKeyword(
        player=A.PlayerRef(kind="you"), ability="shroud", duration=PERMANENT
    )
