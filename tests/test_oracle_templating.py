"""The Oracle (modern) templating gives the AST of the 2007 printed wording, in EN/FR/DE, also for
texts that are not in the seeds (the seed texts themselves: tests/test_seed_texts.py)."""

from __future__ import annotations

from typing import Any

import pytest

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta
from rulesparser.normalize import split_lines


def _ast(text: str, lang: str = "en", name: str | None = None) -> list[Any]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


def test_bullet_modes_are_joined_to_their_choose_one_line() -> None:
    text = "Choose one —\n• Regenerate target creature.\n• Counter target spell that targets you."
    assert split_lines(text) == [
        (1, "Choose one — • Regenerate target creature. • Counter target spell that targets you.")
    ]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "Choose one —\n• Regenerate target creature.\n• Counter target spell that targets you.",
            "en",
        ),
        (
            "Choisissez l'un —\n• Régénérez la créature ciblée.\n"
            "• Contrecarrez le sort ciblé qui vous cible.",
            "fr",
        ),
        (
            "Bestimme eines —\n• Regeneriere eine Kreatur deiner Wahl.\n"
            "• Neutralisiere einen Zauberspruch, der dich als Ziel hat.",
            "de",
        ),
    ],
)
def test_bullet_modes_give_the_2007_mode_list(text: str, lang: str) -> None:
    old = "Choose one — Regenerate target creature; or counter target spell that targets you."
    (mine,) = _ast(text, lang)
    assert mine == _ast(old)[0]
    modes = mine["effect"]["modes"]
    assert mine["effect"]["type"] == "choose_one"
    assert [m["type"] for m in modes] == ["regenerate", "counter"]


def test_a_pump_choice_is_a_choice_on_resolution() -> None:
    (ab,) = parse(
        "When Shaper Parasite is turned face up, target creature gets +2/-2 or -2/+2 until end "
        "of turn.",
        card_name="Shaper Parasite",
    ).abilities
    choice = ab.effect
    assert isinstance(choice, A.ChoiceOf) and choice.player.kind == "you"
    assert [(o.power, o.toughness) for o in choice.options] == [(2, -2), (-2, 2)]
    assert all(o.object == A.ObjectRef(kind="target", filter=("creature",)) for o in choice.options)


def test_enslave_controls_the_enchanted_creature_and_hurts_its_owner() -> None:
    static, trig = parse(
        "You control enchanted creature.\n"
        "At the beginning of your upkeep, enchanted creature deals 1 damage to its owner."
    ).abilities
    enchanted = A.ObjectRef(kind="enchanted", filter=("creature",))
    assert static == A.StaticEffect(
        effect=A.GainControl(player=A.PlayerRef(kind="you"), object=enchanted)
    )
    assert trig.effect == A.DealDamage(
        damage_source=enchanted, amount=1, recipient=A.PlayerRef(kind="owner", object=enchanted)
    )


def test_voidstone_sources_are_permanents_and_cards_not_in_play() -> None:
    oracle = _ast(
        "Activated abilities of sources with the chosen name can't be activated.",
        name="Voidstone Gargoyle",
    )
    printed = _ast(
        "Activated abilities of permanents with that name can't be played.\n"
        "Activated abilities of cards with that name that aren't in play can't be played.",
        name="Voidstone Gargoyle",
    )
    assert oracle == printed


def test_a_token_that_cant_be_the_target_of_spells_or_abilities_has_shroud() -> None:
    """Deadly Grub's 2007 token ability is shroud's definition (CR 702.18a): the keyword node the
    Oracle's "token with shroud" gives (so the executor's shroud check sees it too)."""
    printed = parse(
        "When Deadly Grub is put into a graveyard from play, if it had no time counters on it, "
        "put a 6/1 green Insect creature token into play with \"This creature can't be the "
        'target of spells or abilities."',
        card_name="Deadly Grub",
    ).abilities[0]
    oracle = parse(
        "When Deadly Grub dies, if it had no time counters on it, create a 6/1 green Insect "
        "creature token with shroud. (It can't be the target of spells or abilities.)",
        card_name="Deadly Grub",
    ).abilities[0]
    (kw,) = printed.effect.abilities
    assert isinstance(kw, A.Keyword) and kw.name == "shroud"
    assert strip_meta(printed.to_json()) == strip_meta(oracle.to_json())


# modes printed on their head's line, separated by "; oder" / "; ou" ("; und/oder" / "; et/ou"
# after "one or both"), in Fifth Dawn (2004) without the head's dash: the Oracle text's bullet
# modes (CR 700.2)
INLINE_MODES = [
    (
        "Choose one —\n• Destroy target artifact.\n• Destroy target land.",
        "Rain of Rust",
        [
            (
                "de",
                "Rostregen",
                "Bestimme eines Zerstöre ein Artefakt deiner Wahl; oder zerstöre ein Land deiner "
                "Wahl.",
            ),
            (
                "fr",
                "Pluie de rouille",
                "Choisissez l'un Détruisez l'artefact ciblé ; ou détruisez le terrain ciblé.",
            ),
        ],
    ),
    # "; ou bien" (Onslaught, 2002): Misery Charm
    (
        "Choose one —\n• Destroy target Cleric.\n• Return target Cleric card from your graveyard "
        "to your hand.\n• Target player loses 2 life.",
        "Misery Charm",
        [
            (
                "fr",
                "Charme de misère",
                "Choisissez l'un Détruisez le clerc ciblé ; ou bien renvoyez le clerc ciblé "
                "depuis votre cimetière dans votre main ; ou bien le joueur ciblé perd 2 points "
                "de vie.",
            ),
        ],
    ),
    (
        "Choose one or both —\n• Counter target creature spell.\n• Return target creature card "
        "from your graveyard to your hand.",
        "Soul Manipulation",
        [
            (
                "de",
                "Seelenmanipulation",
                "Bestimme eines oder beides — Neutralisiere einen Kreaturenzauber deiner Wahl; "
                "und/oder bringe eine Kreaturenkarte deiner Wahl aus deinem Friedhof auf deine "
                "Hand zurück.",
            ),
            (
                "fr",
                "Manipulation de l'âme",
                "Choisissez l'un ou les deux — Contrecarrez le sort de créature ciblé ; et/ou "
                "renvoyez dans votre main la carte de créature ciblée de votre cimetière.",
            ),
        ],
    ),
]


@pytest.mark.parametrize(("oracle", "name", "printed"), INLINE_MODES)
def test_modes_on_the_head_line_are_the_bullet_modes(
    oracle: str, name: str, printed: list[tuple[str, str, str]]
) -> None:
    expected = _ast(oracle, "en", name)
    (ability,) = expected
    assert ability["effect"]["type"] in ("choose_one", "choose_modes")
    assert len(ability["effect"]["modes"]) >= 2
    for lang, printed_name, text in printed:
        assert _ast(text, lang, printed_name) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "Choose one or more — • Destroy target artifact. • Destroy target enchantment. "
            "• Destroy target land.",
        ),
        (
            "fr",
            "Choisissez l'un ou plus — • Détruisez l'artefact ciblé. • Détruisez "
            "l'enchantement ciblé. • Détruisez le terrain ciblé.",
        ),
        (
            "de",
            "Bestimme eines oder mehrere — • Zerstöre ein Artefakt deiner Wahl. • Zerstöre eine "
            "Verzauberung deiner Wahl. • Zerstöre ein Land deiner Wahl.",
        ),
    ],
)
def test_choose_one_or_more_modes(lang: str, text: str) -> None:
    """Rain of Thorns (AVR Oracle, French and German printed as bullets): "Choose one or more
    —" is one to all three modes (CR 700.2), "or more" read as one word by the lexer too."""
    (ability,) = parse(text, lang).abilities
    assert ability.effect == A.ChooseModes(
        minimum=1,
        maximum=3,
        modes=tuple(
            A.Destroy(object=A.ObjectRef(kind="target", filter=(kind,)))
            for kind in ("artifact", "enchantment", "land")
        ),
    )


def test_an_activated_ability_with_modes() -> None:
    """Koma, Cosmos Serpent (KHM; English Oracle, French printed): "Sacrifice another Serpent:
    Choose one — • ..." is one activated ability whose effect is the choice of a mode (CR
    602.1, 700.2)."""
    oracle = _ast(
        "Sacrifice another Serpent: Choose one —\n• Tap target permanent. Its activated "
        "abilities can't be activated this turn.\n• Koma, Cosmos Serpent gains indestructible "
        "until end of turn.",
        "en",
        "Koma, Cosmos Serpent",
    )
    (ability,) = oracle
    assert ability["type"] == "activated_ability"
    assert ability["effect"]["type"] == "choose_one"
    assert [m["type"] for m in ability["effect"]["modes"]] == ["sequence", "gain_ability"]
    printed = _ast(
        "Sacrifiez un autre grand serpent : Choisissez l'un —\n• Engagez un permanent ciblé. "
        "Ses capacités activées ne peuvent pas être activées ce tour-ci.\n• Koma, le Serpent du "
        "Cosmos acquiert l'indestructible jusqu'à la fin du tour.",
        "fr",
        "Koma, le Serpent du Cosmos",
    )
    assert printed == oracle


def test_modes_joined_by_a_word_their_head_does_not_say_are_not_read() -> None:
    """Rostregen (Rain of Rust) with "und/oder" between the modes of "Bestimme eines" (one
    mode): the head and the word disagree on how many modes are chosen; not read."""
    (line,) = parse(
        "Bestimme eines Zerstöre ein Artefakt deiner Wahl; und/oder zerstöre ein Land deiner Wahl.",
        "de",
        lenient=True,
    ).abilities
    assert isinstance(line, A.Unparsed)
