"""Ability words (CR 207.2c) have no rules meaning, except in the early printings where the word
and its reminder were the only statement of a condition (Odyssey's threshold): a static ability
after it holds as long as the condition does, as the Oracle text says; any other line is left
unparsed rather than read without its condition."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ParseError, parse
from rulesparser import ast as A

# ODY Demoralize, second line: printed English and French against the Oracle text
PRINTED = [
    (
        "en",
        "Threshold — Creatures can't block this turn. (You have threshold if seven or more cards "
        "are in your graveyard.)",
    ),
    (
        "fr",
        "Seuil — Les créatures ne peuvent pas bloquer ce tour-ci. (Vous avez le seuil si sept "
        "cartes ou plus sont dans votre cimetière.)",
    ),
]


@pytest.mark.parametrize(("lang", "text"), PRINTED)
def test_a_spell_threshold_instruction_is_done_only_with_seven_cards_in_the_graveyard(
    lang: str, text: str
) -> None:
    oracle = parse(
        "Threshold — If seven or more cards are in your graveyard, creatures can't block this "
        "turn.",
        "en",
    ).abilities
    (ability,) = parse(text, lang).abilities
    assert [ability] == list(oracle)
    assert isinstance(ability, A.SpellAbility)
    assert isinstance(ability.effect, A.Conditional)
    assert ability.effect.condition.amount == 7


# JUD Hunting Grounds: the Oracle text grants the triggered ability as long as seven or more
# cards are in your graveyard ("Threshold — As long as ..., Hunting Grounds has "Whenever ...""):
# the printed triggered line after the word is that grant
HUNTING_GROUNDS = [
    (
        "en",
        "Hunting Grounds",
        "Threshold — Whenever an opponent casts a spell, you may put a creature card from your "
        "hand onto the battlefield. (You have threshold as long as seven or more cards are in "
        "your graveyard.)",
    ),
    (
        "fr",
        "Terrains de chasse",
        "Seuil — À chaque fois qu'un adversaire joue un sort, vous pouvez mettre en jeu une carte "
        "de créature de votre main. (Vous avez le seuil tant qu'il y a sept cartes ou plus dans "
        "votre cimetière.)",
    ),
    (
        "de",
        "Jagdgründe",
        "Grenzwert Immer wenn ein Gegner einen Zauberspruch spielt, kannst du eine Kreaturenkarte "
        "aus deiner Hand ins Spiel bringen. (Du hast den Grenzwert erreicht, solange sieben oder "
        "mehr Karten in deinem Friedhof sind.)",
    ),
]


@pytest.mark.parametrize(("lang", "name", "text"), HUNTING_GROUNDS)
def test_a_triggered_threshold_line_is_granted_as_long_as_seven_cards_are_in_the_graveyard(
    lang: str, name: str, text: str
) -> None:
    oracle = parse(
        "Threshold — As long as seven or more cards are in your graveyard, Hunting Grounds has "
        '"Whenever an opponent casts a spell, you may put a creature card from your hand onto '
        'the battlefield."',
        "en",
        card_name="Hunting Grounds",
    ).abilities
    (ability,) = parse(text, lang, card_name=name).abilities
    assert [ability] == list(oracle)
    assert isinstance(ability, A.StaticEffect)
    assert ability.effect.condition.amount == 7
    grant = ability.effect.effect
    assert grant.object == A.ObjectRef(kind="self")
    assert [type(a) for a in grant.abilities] == [A.TriggeredAbility]


# TOR Pardic Arsonist: the Oracle text names the card inside the quoted ability, which the
# English grammar leaves unread; the French and German printings give the same grant
PARDIC_ARSONIST = [
    (
        "fr",
        "Incendiaire pardique",
        "Seuil — Quand l'Incendiaire pardique arrive en jeu, il inflige 3 blessures à une cible, "
        "créature ou joueur. (Vous avez le seuil si sept cartes ou plus sont dans votre "
        "cimetière.)",
    ),
    (
        "de",
        "Pardischer Brandstifter",
        "Grenzwert Wenn der Pardische Brandstifter ins Spiel kommt, fügt er einer Kreatur oder "
        "einem Spieler deiner Wahl 3 Schadenspunkte zu. (Du hast den Grenzwert erreicht, falls "
        "sieben oder mehr Karten in deinem Friedhof sind.)",
    ),
]


def test_threshold_before_a_trigger_with_if_you_do_is_still_its_condition() -> None:
    """ODY Decaying Soil: "Si vous faites ainsi" (if you do) is no statement of the threshold
    condition, which only the reminder text says; the line would be the Oracle text's grant as
    long as seven or more cards are in your graveyard, but its "cette carte" after the creature
    the trigger names is that card in this print and this card in the 2024 templates
    (lines._this_or_another): the line stays unparsed, with that reason, not the ability word's."""
    oracle = parse(
        "Threshold — As long as seven or more cards are in your graveyard, Decaying Soil has "
        '"Whenever a nontoken creature is put into your graveyard from the battlefield, you may '
        'pay {1}. If you do, return that card to your hand."',
        "en",
        card_name="Decaying Soil",
    ).abilities
    assert oracle[0].effect.condition.amount == 7
    (ability,) = parse(
        "Seuil — À chaque fois qu'une créature non-jeton est mise dans votre cimetière depuis le "
        "jeu, vous pouvez payer {1}. Si vous faites ainsi, renvoyez cette carte dans votre main. "
        "(Vous avez le seuil tant qu'il y a sept cartes ou plus dans votre cimetière.)",
        "fr",
        card_name="Sol en décomposition",
        lenient=True,
    ).abilities
    assert isinstance(ability, A.Unparsed)
    assert "demonstrative" in str(ability.error)


def test_a_triggered_threshold_line_reads_the_same_in_french_and_german() -> None:
    fr, de = (parse(text, lang, card_name=name).abilities for lang, name, text in PARDIC_ARSONIST)
    assert fr == de
    (ability,) = fr
    (trigger,) = ability.effect.effect.abilities
    assert isinstance(trigger, A.TriggeredAbility)
    assert trigger.effect.amount == 3


def test_threshold_on_a_line_that_is_not_one_ability_is_not_read() -> None:
    """TOR Zentaurenhäuptling (Centaur Chieftain): the German printing leaves out the
    enters-the-battlefield trigger the Oracle text grants under threshold; the line read alone
    is two instructions, which are not read as a static ability without their trigger."""
    text = (
        "Grenzwert Bis zum Ende des Zuges erhalten Kreaturen, die du kontrollierst, +1/+1 und "
        "verursachen Trampelschaden. (Du hast den Grenzwert erreicht, falls sieben oder mehr "
        "Karten in deinem Friedhof sind.)"
    )
    (line,) = parse(text, "de", card_name="Zentaurenhäuptling", lenient=True).abilities
    assert isinstance(line, A.Unparsed)
    assert "condition" in line.error


def test_the_same_sentence_without_the_ability_word_is_read() -> None:
    (line,) = parse("Creatures can't block this turn.", "en").abilities
    assert isinstance(line, A.SpellAbility)


def test_an_ability_word_without_meaning_is_kept_as_data() -> None:
    text = (
        "Landfall — Whenever a land enters the battlefield under your control, Kazandu Mammoth "
        "gets +2/+2 until end of turn."
    )
    (ability,) = parse(text, "en", card_name="Kazandu Mammoth").abilities
    assert isinstance(ability, A.TriggeredAbility)
    assert ability.source.ability_word == "Landfall"


def _strip(node: A.Node) -> object:
    return A.strip_meta(node.to_json())


@pytest.mark.parametrize(
    ("name", "text"),
    [
        (
            "Thermal Blast",  # ODY
            "Thermal Blast deals 3 damage to target creature.\nThreshold — Thermal Blast deals 5 "
            "damage instead if seven or more cards are in your graveyard.",
        ),
        (
            "Unholy Heat",  # MH2
            "Unholy Heat deals 2 damage to target creature or planeswalker.\nDelirium — Unholy "
            "Heat deals 6 damage instead if there are four or more card types among cards in your "
            "graveyard.",
        ),
        (
            "Cabal Ritual",  # TOR
            "Add {B}{B}{B}.\nThreshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are "
            "in your graveyard.",
        ),
    ],
)
def test_an_instead_after_an_ability_word_replaces_the_spell_line_before(
    name: str, text: str
) -> None:
    """A spell's line after an ability word that says "instead" modifies the instruction of the
    line before (CR 608.2c: instructions followed in order, later text modifying earlier text;
    CR 207.2c: the ability word has no rules meaning): one spell ability, as the two sentences
    printed on one line give it."""
    card = parse(text, "en", card_name=name)
    (ability,) = card.abilities
    assert isinstance(ability.effect, A.Instead)
    first, second = text.split("\n")
    one_line = parse(f"{first} {second.split(' — ', 1)[1]}", "en", card_name=name)
    assert [_strip(a) for a in one_line.abilities] == [_strip(ability)]


def test_an_instead_line_with_no_spell_line_before_stays_unparsed() -> None:
    """The same "instead" line alone, or after a triggered ability, replaces nothing it can
    name: not read."""
    line = (
        "Threshold — Thermal Blast deals 5 damage instead if seven or more cards are in your "
        "graveyard."
    )
    (alone,) = parse(line, "en", card_name="Thermal Blast", lenient=True).abilities
    assert isinstance(alone, A.Unparsed)
    after_trigger = parse(
        "When Thermal Blast enters the battlefield, it deals 3 damage to target creature.\n" + line,
        "en",
        card_name="Thermal Blast",
        lenient=True,
    ).abilities
    assert isinstance(after_trigger[-1], A.Unparsed)


def test_cohort_in_german_gives_the_english_ast() -> None:
    """Cohort (OGW, CR 207.2c: no rules meaning), Munda's Vanguard: the cost taps "einen
    ungetappten Verbündeten" (an untapped Ally, the noun declined as the adjective it is made
    of: scripts/build_word_lists.py)."""
    german = parse(
        "Mitstreiter — {T}, tappe einen ungetappten Verbündeten, den du kontrollierst: Lege auf "
        "jede Kreatur, die du kontrollierst, eine +1/+1-Marke.",
        "de",
    ).abilities
    english = parse(
        "Cohort — {T}, Tap an untapped Ally you control: Put a +1/+1 counter on each creature "
        "you control.",
        "en",
    ).abilities
    assert [A.strip_meta(a.to_json()) for a in german] == [
        A.strip_meta(a.to_json()) for a in english
    ]
    assert german[0].source.ability_word == "Mitstreiter"


# ODY Nimble Mongoose: printed English and French against the Oracle text
MONGOOSE = [
    (
        "en",
        "Nimble Mongoose",
        "Threshold — Nimble Mongoose gets +2/+2. (You have threshold as long as seven or more "
        "cards are in your graveyard.)",
    ),
    (
        "fr",
        "Mangouste agile",
        "Seuil — La Mangouste agile gagne +2/+2. (Vous avez le seuil tant qu'il y a sept cartes "
        "ou plus dans votre cimetière.)",
    ),
]


@pytest.mark.parametrize(("lang", "name", "text"), MONGOOSE)
def test_a_static_threshold_line_holds_as_long_as_seven_cards_are_in_the_graveyard(
    lang: str, name: str, text: str
) -> None:
    oracle = parse(
        "Threshold — Nimble Mongoose gets +2/+2 as long as seven or more cards are in your "
        "graveyard.",
        "en",
        card_name="Nimble Mongoose",
    ).abilities
    (ability,) = parse(text, lang, card_name=name).abilities
    assert [ability] == list(oracle)
    assert isinstance(ability.effect, A.Conditional)
    assert ability.effect.condition.amount == 7


AXGARD_BRAGGART = {
    "en": (
        "Axgard Braggart",
        "Boast — {1}{W}: Untap Axgard Braggart. Put a +1/+1 counter on it. (Activate only if"
        " this creature attacked this turn and only once each turn.)",
    ),
    "fr": (
        "Fanfaron d'Axgard",
        "Vantardise — {1}{W} : Dégagez le Fanfaron d'Axgard. Mettez un marqueur +1/+1 sur lui."
        " (N'activez cette capacité que si cette créature a attaqué ce tour-ci et qu'une seule"
        " fois par tour.)",
    ),
    "de": (
        "Axgard-Angeber",
        "Prahlen — {1}{W}: Enttappe den Axgard-Angeber. Lege eine +1/+1-Marke auf ihn."
        " (Aktiviere diese Fähigkeit nur, falls diese Kreatur in diesem Zug als Angreifer"
        " deklariert wurde, und nur einmal pro Zug.)",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_a_keyword_before_a_dash_is_the_keyword_with_its_activated_ability(lang: str) -> None:
    """Axgard Braggart (KHM): boast is a keyword, never an ability word (CR 702.142a: "Boast —
    [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this creature attacked this turn
    and only once each turn."): the keyword holds the printed ability under both restrictions
    (CR 602.5b), the same in English, French and German; the printed reminder says the same."""
    name, line = AXGARD_BRAGGART[lang]
    (kw,) = parse(line, lang, card_name=name).abilities
    assert isinstance(kw, A.Keyword) and kw.name == "boast" and not kw.findings
    (ability,) = kw.abilities
    assert isinstance(ability, A.RestrictedActivatedAbility)
    assert ability.cost == A.Cost(components=(A.ManaCost(symbols=("1", "W")),))
    assert ability.condition == A.HappenedThisTurn(
        event="attacked", subject=A.ObjectRef(kind="self")
    )
    assert ability.max_per_turn == 1
    assert kw.source.reminder == kw.abilities  # the reminder restates the restrictions
    en_name, en_line = AXGARD_BRAGGART["en"]
    (en,) = parse(en_line, "en", card_name=en_name).abilities
    assert A.strip_meta(kw.to_json()) == A.strip_meta(en.to_json())


def test_a_boast_reminder_saying_another_restriction_is_a_finding() -> None:
    """A reminder that restates other restrictions than CR 702.142a's is a reminder-mismatch."""
    (kw,) = parse(
        "Boast — {1}{W}: Tap target creature. (Activate only once each turn.)", "en"
    ).abilities
    assert [f.code for f in kw.findings] == ["reminder-mismatch"]


@pytest.mark.parametrize(
    ("line", "lang"),
    [
        ("Boast — {2}{R}: Frobnicate the flibber.", "en"),
        ("Vantardise — {1}{W} : Engagez une créature ciblée. Frobnicez.", "fr"),
        # its own "only once each turn" would be said twice: not merged
        ("Boast — {1}{W}: Tap target creature. Activate only once each turn.", "en"),
    ],
)
def test_a_keyword_before_a_dash_whose_ability_does_not_read_stays_unparsed(
    line: str, lang: str
) -> None:
    """Never read as an ability word (a plain activated ability without boast's restrictions)."""
    (ability,) = parse(line, lang, lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


# ODY Mystic Visionary and JUD Masked Gorgon: "~ has flying" reads as the keyword on this object;
# under threshold it is the keyword granted to it as long as the condition holds (Oracle)
KEYWORD_GRANTS = [
    (
        "Mystic Visionary has flying as long as seven or more cards are in your graveyard.",
        "Mystic Visionary",
        [
            ("fr", "Visionnaire mystique", "Seuil — Le Visionnaire mystique a le vol."),
            ("de", "Mystischer Seher", "Grenzwert Der Mystische Seher erhält Flugfähigkeit."),
        ],
    ),
    (
        "Masked Gorgon has protection from green and from white as long as seven or more cards "
        "are in your graveyard.",
        "Masked Gorgon",
        [
            (
                "fr",
                "Gorgone masquée",
                "Seuil — La Gorgone masquée a la protection contre le vert et contre le blanc.",
            ),
            (
                "de",
                "Maskierte Gorgo",
                "Grenzwert Die Maskierte Gorgo hat Schutz vor grün und Schutz vor weiß.",
            ),
        ],
    ),
]


@pytest.mark.parametrize(("oracle", "name", "printed"), KEYWORD_GRANTS)
def test_a_keyword_under_threshold_is_granted_while_seven_cards_are_in_the_graveyard(
    oracle: str, name: str, printed: list[tuple[str, str, str]]
) -> None:
    expected = parse(f"Threshold — {oracle}", "en", card_name=name).abilities
    (ability,) = expected
    assert isinstance(ability.effect.effect, A.GrantAbilities)
    for lang, printed_name, text in printed:
        assert parse(text, lang, card_name=printed_name).abilities == expected


# ability words MTGJSON gives without their dash in old printings: split off as data (CR 207.2c)
DASHLESS = [
    # SOK Ghost-Lit Warder, channel
    (
        "Ghost-Lit Warder",
        "Channel — {3}{U}, Discard Ghost-Lit Warder: Counter target spell unless its controller "
        "pays {4}.",
        [
            (
                "de",
                "Geisterlicht-Wärter",
                "Blutzoll {3}{U}, wirf den Geisterlicht-Wärter aus deiner Hand ab: Neutralisiere "
                "einen Zauberspruch deiner Wahl, falls sein Beherrscher nicht {4} bezahlt.",
            ),
            (
                "fr",
                "Garde nimbé de fantômes",
                "Transfert {3}{U}, Défaussez-vous du Garde nimbé de fantômes : Contrecarrez le "
                "sort ciblé à moins que son contrôleur ne paie {4}.",
            ),
        ],
    ),
    # MRD Soul Foundry, imprint
    (
        "Soul Foundry",
        "Imprint — When Soul Foundry enters the battlefield, you may exile a creature card from "
        "your hand.",
        [
            (
                "de",
                "Seelengießerei",
                "Einprägen Wenn die Seelengießerei ins Spiel kommt, kannst du eine Kreaturenkarte "
                "auf deiner Hand ganz aus dem Spiel entfernen. (Die entfernte Karte wird in dieses "
                "Artefakt eingeprägt.)",
            ),
            (
                "fr",
                "Fonderie d'âmes",
                "Empreinte Quand la Fonderie d'âmes arrive en jeu, vous pouvez retirer de la "
                "partie une carte de créature de votre main. (Cet artefact a l'empreinte de la "
                "carte retirée.)",
            ),
        ],
    ),
    # FUT Gathan Raiders, hellbent
    (
        "Gathan Raiders",
        "Hellbent — Gathan Raiders gets +2/+2 as long as you have no cards in hand.",
        [
            (
                "de",
                "Plündernde Gathaner",
                "Versessenheit Die Plündernden Gathaner erhalten +2/+2, falls du keine Karten auf "
                "deiner Hand hast.",
            ),
        ],
    ),
]


@pytest.mark.parametrize(("name", "oracle", "printed"), DASHLESS)
def test_an_ability_word_printed_without_its_dash_is_split_off(
    name: str, oracle: str, printed: list[tuple[str, str, str]]
) -> None:
    expected = parse(oracle, "en", card_name=name).abilities
    for lang, printed_name, text in printed:
        (ability,) = parse(text, lang, card_name=printed_name).abilities
        assert [ability] == list(expected)
        assert ability.source.ability_word == text.split()[0]


def test_a_card_of_your_choice_in_a_hand_is_not_a_target() -> None:
    """MRD Isochron-Szepter (Isochron Scepter): "eine Spontanzauberkarte deiner Wahl ... auf
    deiner Hand" is a card chosen from a hidden zone (CR 400.2; Oracle "you may exile an instant
    card ... from your hand"), not a target as "deiner Wahl" marks elsewhere: left unparsed."""
    text = (
        "Einprägen Wenn das Isochron-Szepter ins Spiel kommt, kannst du eine Spontanzauberkarte "
        "deiner Wahl mit umgewandelten Manakosten von 2 oder weniger auf deiner Hand ganz aus dem "
        "Spiel entfernen. (Die entfernte Karte wird in dieses Artefakt eingeprägt.)"
    )
    (line,) = parse(text, "de", card_name="Isochron-Szepter", lenient=True).abilities
    assert isinstance(line, A.Unparsed)
    assert "hand" in line.error


# ODY Divine Sacrament and Patriarch's Desire: "an additional +1/+1" is one more +1/+1 beside the
# line before's (CR 613.4c), under threshold as the Oracle text says
ADDITIONAL = [
    (
        "Divine Sacrament",
        "White creatures get an additional +1/+1 as long as seven or more cards are in your "
        "graveyard.",
        [
            (
                "fr",
                "Sacrement divin",
                "Seuil — Les créatures blanches gagnent un +1/+1 supplémentaire. (Vous avez le "
                "seuil tant qu'il y a sept cartes ou plus dans votre cimetière.)",
            ),
            (
                "de",
                "Göttliches Sakrament",
                "Grenzwert Weiße Kreaturen erhalten zusätzlich +1/+1. (Du hast den Grenzwert "
                "erreicht, solange sieben oder mehr Karten in deinem Friedhof sind.)",
            ),
        ],
    ),
    (
        "Patriarch's Desire",
        "Enchanted creature gets an additional +2/-2 as long as seven or more cards are in your "
        "graveyard.",
        [
            (
                "fr",
                "Désir selon le Patriarche",
                "Seuil — La créature enchantée gagne un +2/-2 supplémentaire. (Vous avez le seuil "
                "tant qu'il y a sept cartes ou plus dans votre cimetière.)",
            ),
            (
                "de",
                "Verlangen des Patriarchen",
                "Grenzwert Die verzauberte Kreatur erhält zusätzlich +2/-2. (Du hast den "
                "Grenzwert erreicht, solange sieben oder mehr Karten in deinem Friedhof sind.)",
            ),
        ],
    ),
]


@pytest.mark.parametrize(("name", "oracle", "printed"), ADDITIONAL)
def test_an_additional_pt_change_under_threshold_is_the_oracle_one(
    name: str, oracle: str, printed: list[tuple[str, str, str]]
) -> None:
    (expected,) = parse(f"Threshold — {oracle}", "en", card_name=name).abilities
    assert isinstance(expected.effect.effect, A.ModifyPowerToughness)
    for lang, printed_name, text in printed:
        assert parse(text, lang, card_name=printed_name).abilities == (expected,)


# NEO Sokenzan, Crucible of Defiance (channel): "This ability costs {1} less to activate for
# each legendary creature you control" (CR 602.2b, 601.2f) said in French and German
SOKENZAN = [
    (
        "fr",
        "Sokenzan, le Creuset de la défiance",
        "Transfert — {3}{R}, défaussez-vous du Sokenzan, le Creuset de la défiance : Créez deux "
        "jetons de créature 1/1 incolore Esprit. Ils acquièrent la célérité jusqu'à la fin du "
        "tour. Cette capacité coûte {1} de moins à activer pour chaque créature légendaire que "
        "vous contrôlez.",
    ),
    (
        "de",
        "Sokenzan, Schmelztiegel des Widerstands",
        "Blutzoll — {3}{R}, wirf Sokenzan, Schmelztiegel des Widerstands, ab: Erzeuge zwei 1/1 "
        "farblose Geist-Kreaturenspielsteine. Sie erhalten Eile bis zum Ende des Zuges. Diese "
        "Fähigkeit kostet beim Aktivieren für jede legendäre Kreatur, die du kontrollierst, {1} "
        "weniger.",
    ),
]


@pytest.mark.parametrize(("lang", "name", "text"), SOKENZAN)
def test_a_channel_ability_costing_less_is_the_oracle_one(lang: str, name: str, text: str) -> None:
    (expected,) = parse(
        "Channel — {3}{R}, Discard Sokenzan, Crucible of Defiance: Create two 1/1 colorless "
        "Spirit creature tokens. They gain haste until end of turn. This ability costs {1} less "
        "to activate for each legendary creature you control.",
        "en",
        card_name="Sokenzan, Crucible of Defiance",
    ).abilities
    assert expected.cost_change.mana == A.ManaCost(symbols=("1",))
    assert parse(text, lang, card_name=name).abilities == (expected,)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        # Aetherdrift (2025) max speed lines, as printed in each language
        ("en", "Max speed — This creature has flying."),
        ("fr", "Vitesse maximale — Cette créature a le vol."),
        ("de", "Höchstgeschwindigkeit — Diese Kreatur hat Flugfähigkeit."),
    ],
)
def test_max_speed_grants_the_ability_as_long_as_your_speed_is_4(lang: str, text: str) -> None:
    """ "Max speed — [ability]" means "as long as your speed is 4, this object has [ability]"
    (CR 702.178a, 702.179e): never the ability alone, as an ability or flavor word (CR
    207.2c-d) would give it, but the ability under that condition, the same in the three
    languages and as "As long as ..., this creature has flying" says it."""
    (line,) = parse(text, lang).abilities
    max_speed = A.Compare(
        value=A.Count(what="speed", player=A.PlayerRef(kind="you")), op=">=", amount=4
    )
    assert isinstance(line, A.StaticEffect)
    assert line.effect.condition == max_speed
    (flying,) = parse("Flying").abilities
    assert line.effect.effect == A.GrantAbilities(
        object=A.ObjectRef(kind="self"), abilities=(flying,)
    )
    assert abilities_json(text, lang) == abilities_json(
        "Max speed — This creature has flying.", "en"
    )
    (alone,) = parse(text.replace(text.split(" — ")[0], "Landfall"), lang).abilities
    assert alone != line


def test_max_speed_grants_activated_abilities_and_refuses_a_bare_instruction() -> None:
    """Aetherdrift's "Max speed — {T}: ..." grants the activated ability under the condition
    (CR 702.178a); an instruction with no trigger or cost after the label is no ability a
    permanent can have: unparsed, saying why."""
    (line,) = parse("Max speed — {T}: Draw a card.").abilities
    (granted,) = line.effect.effect.abilities
    assert isinstance(granted, A.ActivatedAbility)
    assert granted.effect == A.Draw(player=A.PlayerRef(kind="you"), amount=1)
    with pytest.raises(ParseError) as info:
        parse("Max speed — Draw a card.")
    assert "after a rules label" in str(info.value)
