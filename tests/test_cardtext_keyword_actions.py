"""Keyword actions of CR 701 said as verbs of card text, in English, French and German:
manifest (CR 701.40a), exert (701.43a, as an effect, a cost, a trigger and "as it attacks"),
clash (701.30b, d), detain (701.35a), investigate N times (701.16a), explore and connive
performed by a permanent (701.44a, 701.50a) and becoming the monarch (724.3). Each printed French
or German line gives the English Oracle line's AST."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json, oracle_abilities

from rulesparser import ast as A
from rulesparser import parse


def _json(text: str, lang: str, name: str) -> list[object]:
    card = parse(text, lang, card_name=name, lenient=True)
    assert not any(isinstance(a, A.Unparsed) for a in card.abilities), card.abilities
    return [A.strip_meta(a.to_json()) for a in card.abilities]


SAME = [
    # Sultai Emissary (FRF)
    (
        "Sultai Emissary",
        "When Sultai Emissary dies, manifest the top card of your library. (Put that card onto "
        "the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost "
        "if it's a creature card.)",
        "fr",
        "Émissaire de Sultaï",
        "Quand l'Émissaire de Sultaï meurt, manifestez la carte du dessus de votre bibliothèque.",
    ),
    (
        "Sultai Emissary",
        "When Sultai Emissary dies, manifest the top card of your library.",
        "de",
        "Gesandte der Sultai",
        "Wenn der Gesandte der Sultai stirbt, manifestiere die oberste Karte deiner Bibliothek.",
    ),
    # Ethereal Ambush (FRF)
    (
        "Ethereal Ambush",
        "Manifest the top two cards of your library.",
        "fr",
        "Embuscade éthérée",
        "Manifestez les deux cartes du dessus de votre bibliothèque.",
    ),
    (
        "Ethereal Ambush",
        "Manifest the top two cards of your library.",
        "de",
        "Ätherischer Hinterhalt",
        "Manifestiere die obersten zwei Karten deiner Bibliothek.",
    ),
    # Formless Nurturing (FRF)
    (
        "Formless Nurturing",
        "Manifest the top card of your library, then put a +1/+1 counter on it.",
        "de",
        "Formlose Hege",
        "Manifestiere die oberste Karte deiner Bibliothek und lege dann eine +1/+1-Marke auf sie.",
    ),
    # Palace Jailer (TSR)
    (
        "Palace Jailer",
        "When Palace Jailer enters the battlefield, you become the monarch.",
        "fr",
        "Gardien de prison du palais",
        "Quand le Gardien de prison du palais arrive sur le champ de bataille, vous devenez le "
        "monarque.",
    ),
    (
        "Palace Jailer",
        "When Palace Jailer enters the battlefield, you become the monarch.",
        "de",
        "Palast-Kerkermeister",
        "Wenn der Palast-Kerkermeister ins Spiel kommt, wirst du zum Monarchen.",
    ),
    # Legion Vanguard (MH2)
    (
        "Legion Vanguard",
        "{1}, Sacrifice another creature: Legion Vanguard explores.",
        "fr",
        "Avant-garde de la légion",
        "{1}, sacrifiez une autre créature : L'Avant-garde de la légion explore.",
    ),
    (
        "Legion Vanguard",
        "{1}, Sacrifice another creature: Legion Vanguard explores.",
        "de",
        "Vorhut der Legion",
        "{1}, opfere eine andere Kreatur: Die Vorhut der Legion erkundet.",
    ),
    # Steward of Solidarity, Khenra Scrapper, Vizier of the True (HOU)
    (
        "Steward of Solidarity",
        "{T}, Exert Steward of Solidarity: Create a 1/1 white Warrior creature token with "
        "vigilance.",
        "de",
        "Verfechterin des Zusammenhalts",
        "{T}, erschöpfe die Verfechterin des Zusammenhalts: Erzeuge einen 1/1 weißen "
        "Krieger-Kreaturenspielstein mit Wachsamkeit.",
    ),
    (
        "Khenra Scrapper",
        "You may exert Khenra Scrapper as it attacks. When you do, it gets +2/+0 until end of "
        "turn. (An exerted creature won't untap during your next untap step.)",
        "de",
        "Khenra-Schläger",
        "Du kannst den Khenra-Schläger erschöpfen, sowie er angreift. Wenn du dies tust, erhält "
        "er +2/+0 bis zum Ende des Zuges. (Eine erschöpfte Kreatur enttappt nicht während "
        "deines nächsten Enttappsegments.)",
    ),
    (
        "Vizier of the True",
        "Whenever you exert a creature, tap target creature an opponent controls.",
        "de",
        "Wesir der Getreuen",
        "Immer wenn du eine Kreatur erschöpfst, tappe eine Kreatur deiner Wahl, die ein Gegner "
        "kontrolliert.",
    ),
    # Lavinia of the Tenth (DGM)
    (
        "Lavinia of the Tenth",
        "When Lavinia of the Tenth enters the battlefield, detain each nonland permanent your "
        "opponents control with mana value 4 or less.",
        "fr",
        "Lavinia de la Dixième",
        "Quand Lavinia de la Dixième arrive sur le champ de bataille, détenez chaque permanent "
        "non-terrain que vos adversaires contrôlent ayant un coût converti de mana inférieur ou "
        "égal à 4.",
    ),
    # Wavesifter, Confirm Suspicions (EMN, SOI)
    (
        "Wavesifter",
        "When Wavesifter enters the battlefield, investigate twice.",
        "fr",
        "Tamiseur de vagues",
        "Quand le Tamiseur de vagues arrive sur le champ de bataille, enquêtez deux fois.",
    ),
    ("Confirm Suspicions", "Investigate three times.", "fr", "", "Enquêtez trois fois."),
    (
        "Confirm Suspicions",
        "Investigate three times.",
        "de",
        "",
        "Stelle dreimal Nachforschungen an.",
    ),
    (
        "Wavesifter",
        "When Wavesifter enters the battlefield, investigate twice.",
        "de",
        "Wellenstöberer",
        "Wenn der Wellenstöberer ins Spiel kommt, stelle zweimal Nachforschungen an.",
    ),
    # Research the Deep (MOR)
    (
        "Research the Deep",
        "Draw a card. Clash with an opponent. If you win, return Research the Deep to its "
        "owner's hand.",
        "fr",
        "Recherche des profondeurs",
        "Piochez une carte. Confrontez un adversaire. Si vous gagnez, renvoyez la Recherche des "
        "profondeurs dans la main de son propriétaire.",
    ),
    (
        "Research the Deep",
        "Draw a card. Clash with an opponent. If you win, return Research the Deep to its "
        "owner's hand.",
        "de",
        "Tiefenforschung",
        "Ziehe eine Karte. Befehde dich mit einem Gegner. Falls du die Fehde gewinnst, bringe "
        "die Tiefenforschung auf die Hand ihres Besitzers zurück.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "lang", "name", "text"), SAME)
def test_a_printed_keyword_action_gives_the_oracle_ast(
    en_name: str, en: str, lang: str, name: str, text: str
) -> None:
    assert _json(text, lang, name) == _json(en, "en", en_name)


# The keyword action double (CR 701.10): counters (701.10e), power and toughness (701.10b), a
# life total (701.10d); the French and German printings give the English Oracle AST
DOUBLE = [
    (  # Solarion (MRD)
        "{T}: Double the number of +1/+1 counters on ~.",
        "{T} : Doublez le nombre de marqueurs +1/+1 sur le ~.",
        "{T}: Verdopple die Anzahl der +1/+1-Marken auf dem ~.",
    ),
    (  # Reckless Amplimancer (THB)
        "{4}{G}: Double ~'s power and toughness until end of turn.",
        "{4}{G} : Doublez la force et l'endurance de l'~ jusqu'à la fin du tour.",
        "{4}{G}: Verdopple bis zum Ende des Zuges Stärke und Widerstandskraft des ~s.",
    ),
    (  # Beacon of Immortality (10E)
        "Double target player's life total. Shuffle ~ into its owner's library.",
        "Doublez le total de points de vie du joueur ciblé. Mélangez le ~ à la bibliothèque de "
        "son propriétaire.",
        "Verdopple die Lebenspunkte eines Spielers deiner Wahl. Mische den ~ in die Bibliothek "
        "seines Besitzers.",
    ),
]


@pytest.mark.parametrize(
    ("en", "fr", "de"), DOUBLE, ids=["Solarion", "Reckless Amplimancer", "Beacon of Immortality"]
)
def test_double_in_english_french_and_german(en: str, fr: str, de: str) -> None:
    ast = abilities_json(en, "en")
    assert abilities_json(fr, "fr") == ast
    assert abilities_json(de, "de") == ast


def test_double_counters_and_power_and_toughness() -> None:
    (counters,) = parse("{T}: Double the number of +1/+1 counters on ~.", "en").abilities
    assert counters.effect == A.Double(
        what="counters", object=A.ObjectRef(kind="self"), counter="+1/+1"
    )
    (pt,) = parse("{4}{G}: Double ~'s power and toughness until end of turn.", "en").abilities
    assert pt.effect == A.Double(
        what="power_toughness",
        object=A.ObjectRef(kind="self"),
        duration=A.Duration(kind="end_of_turn"),
    )
    (life,) = parse("Double your life total.", "en").abilities
    assert life.effect == A.Double(what="life_total", object=A.PlayerRef(kind="you"))


def test_the_executor_does_not_play_double_yet() -> None:
    import rulesparser.executor  # noqa: F401 - the rules modules register their handlers
    from rulesparser.executor.engine import effect_handler

    assert effect_handler(A.Destroy) is not None  # (the registry is filled)
    assert effect_handler(A.Double) is None


def test_manifest_names_the_top_cards_of_your_library() -> None:
    (ability,) = oracle_abilities("Manifest the top two cards of your library.")
    assert ability.effect == A.Manifest(
        object=A.ObjectRef(kind="top_of_library", filter=("card", "your"), count=2)
    )


def test_exert_is_a_cost_and_an_option_as_it_attacks() -> None:
    (cost_line,) = oracle_abilities(
        "{T}, Exert Hope Tender: Untap two target lands.", name="Hope Tender"
    )
    assert A.Exert(object=A.ObjectRef(kind="self")) in cost_line.cost.components
    (attacks,) = oracle_abilities(
        "You may exert Resolute Survivors as it attacks. (It won't untap during your next untap "
        "step.)",
        name="Resolute Survivors",
    )
    assert isinstance(attacks, A.ExertAsItAttacks)
    assert attacks.reflexive is None
    (with_reflexive,) = oracle_abilities(
        "You may exert Khenra Scrapper as it attacks. When you do, it gets +2/+0 until end of "
        "turn.",
        name="Khenra Scrapper",
    )
    assert isinstance(with_reflexive.reflexive, A.ModifyPowerToughness)


def test_clash_result_is_the_next_sentence_and_otherwise_the_loss() -> None:
    (ability,) = oracle_abilities(
        "Clash with an opponent. If you win, target player discards two cards. Otherwise, that "
        "player discards a card."
    )
    first, second = ability.effect.effects
    assert first == A.Clash(player=A.PlayerRef(kind="you"))
    assert isinstance(second, A.ConditionalOtherwise)
    assert second.condition == A.WonClash()


def test_if_you_win_without_a_clash_stays_unparsed() -> None:
    card = parse("Draw a card. If you win, draw a card.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)
    assert "clash" in card.abilities[0].error


def test_explore_is_performed_by_the_permanent_that_explores() -> None:
    (ability,) = oracle_abilities(
        "When Psionic Snoop enters the battlefield, it connives.", name="Psionic Snoop"
    )
    assert ability.effect == A.KeywordAction(action="connive", object=A.ObjectRef(kind="self"))
    (vanguard,) = oracle_abilities(
        "{1}, Sacrifice another creature: Legion Vanguard explores.", name="Legion Vanguard"
    )
    assert vanguard.effect == A.KeywordAction(action="explore", object=A.ObjectRef(kind="self"))


def test_earthbend_and_blight_are_keyword_actions_alone_or_as_instructions() -> None:
    """Avatar's "Earthbend 2" (CR 701.66a) and Lorwyn Eclipsed's "blight 1" (701.68a), printed
    alone on a line with their reminder text or as the instruction of a triggered ability: the
    keyword action with its number, as "Adapt 2."; "Forage" alone on a line (701.61a) is the
    forage effect."""
    (line,) = parse("Forage (Exile three cards from your graveyard or sacrifice a Food.)").abilities
    assert line == A.SpellAbility(effect=A.Forage())
    (earth,) = parse(
        "Earthbend 2. (Target land you control becomes a 0/0 creature with haste that's still a "
        "land. Put two +1/+1 counters on it. When it dies or is exiled, return it to the "
        "battlefield tapped.)"
    ).abilities
    assert earth == A.SpellAbility(effect=A.KeywordAction(action="earthbend", amount=2))
    (blight,) = oracle_abilities("When this creature enters, blight 1.")
    assert blight.effect == A.KeywordAction(action="blight", amount=1)


def test_investigating_n_times_creates_n_clues() -> None:
    (twice,) = oracle_abilities("Investigate twice.")
    (clues,) = oracle_abilities("Create two Clue tokens.")
    assert twice.effect == clues.effect


# Amass (CR 701.47a: "Amass [subtype] N"): the Army's creature subtype is the action's; War of
# the Spark's "Amass N" (Oracle errata "Amass Zombies N") and its French and German prints give
# the AST of "Amass Zombies N"
AMASS_ZOMBIES = [
    # Lazotep Chancellor (MH2), Oracle errata and the printed English, French and German lines
    ("Whenever you discard a card, you may pay {1}. If you do, amass Zombies 2.", "en"),
    ("Whenever you discard a card, you may pay {1}. If you do, amass 2.", "en"),
    (
        "À chaque fois que vous vous défaussez d'une carte, vous pouvez payer {1}. Si vous "
        "faites ainsi, amassez 2.",
        "fr",
    ),
    (
        "Immer wenn du eine Karte abwirfst, kannst du {1} bezahlen. Falls du dies tust, wende "
        "Aufmarsch 2 an.",
        "de",
    ),
]


@pytest.mark.parametrize(("text", "lang"), AMASS_ZOMBIES, ids=["oracle", "en", "fr", "de"])
def test_amass_without_a_subtype_amasses_zombies(text: str, lang: str) -> None:
    assert abilities_json(text, lang) == abilities_json(AMASS_ZOMBIES[0][0], "en")
    (ability,) = parse(text, lang).abilities
    assert A.KeywordAction(action="amass", amount=2, subtype="zombie") in list(ability.walk())


def test_amass_names_the_armys_subtype() -> None:
    (alone,) = parse("Amass Orcs 2.", "en").abilities
    assert alone == A.SpellAbility(effect=A.KeywordAction(action="amass", amount=2, subtype="orc"))
    assert abilities_json("Amass 2.", "en") == abilities_json("Amass Zombies 2.", "en")
    (trigger,) = parse("When this creature enters, amass Orcs X.", "en").abilities
    assert trigger.effect == A.KeywordAction(
        action="amass", amount=A.Variable(name="X"), subtype="orc"
    )


@pytest.mark.parametrize(
    "text", ["{2}{G}: Adapt Zombies 2.", "When this creature enters, amass Forests 2."]
)
def test_a_subtype_amass_does_not_take_stays_unparsed(text: str) -> None:
    (ability,) = parse(text, "en", lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


def test_the_executor_does_not_play_amass_yet() -> None:
    import rulesparser.executor  # noqa: F401 - the rules modules register their handlers
    from rulesparser.executor.engine import effect_handler

    assert effect_handler(A.Destroy) is not None  # (the registry is filled)
    assert effect_handler(A.KeywordAction) is None


@pytest.mark.parametrize(
    ("text", "performer"),
    [
        # Tarkir: Dragonstorm's 2025 Oracle templating (CR 701.63a)
        ("When this creature enters, it endures 2.", A.ObjectRef(kind="self")),
        (
            "Whenever another creature you control dies, this creature endures 1.",
            A.ObjectRef(kind="self"),
        ),
        (
            "Target creature you control endures 3.",
            A.ObjectRef(kind="target", filter=("creature", "you_control")),
        ),
    ],
)
def test_a_permanent_endures_n(text: str, performer: A.ObjectRef) -> None:
    """ "it endures N" (CR 701.63a: its controller creates an N/N white Spirit creature token
    unless they put N +1/+1 counters on it): the action with its number, performed by the
    permanent, as "it connives"."""
    (ability,) = oracle_abilities(text)
    assert ability.effect == A.KeywordAction(
        action="endure", amount=int(text[-2]), object=performer
    )


def test_cloak_puts_the_top_cards_face_down_as_manifest_does() -> None:
    """Murders at Karlov Manor's "Cloak the top card of your library" (CR 701.58a: a 2/2
    face-down creature with ward {2}): the cloak action, not a manifest (the ward differs);
    cloaking a target permanent names no card to put onto the battlefield: unparsed."""
    (ability,) = oracle_abilities(
        "When this creature enters, cloak the top two cards of your library."
    )
    assert ability.effect == A.Cloak(
        object=A.ObjectRef(kind="top_of_library", filter=("card", "your"), count=2)
    )
    assert ability.effect != A.Manifest(object=ability.effect.object)
    (target,) = parse("Cloak target creature.", "en", lenient=True).abilities
    assert isinstance(target, A.Unparsed)
