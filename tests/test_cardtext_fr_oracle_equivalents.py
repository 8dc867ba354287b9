"""French printed lines of skipped steps (CR 614.10: "ce joueur passe sa prochaine phase de
combat"), of cards revealed at random from a hand (CR 701.20a: "révèle au hasard une carte de sa
main"), of "il" as the player named before ("il perd 2 points de vie"), of "autant de cartes"
(that many, CR 608.2c), of "protection contre X et protection contre Y" (CR 702.16a), of counters
removed, of quoted abilities after "ont :", of "s'il cible" (CR 601.2f) and "est légendaire" (CR
205.4a), each compared with the English Oracle line of the same card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json, oracle_abilities

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta


def _oracle_json(text: str, name: str | None = None) -> list[object]:
    return [strip_meta(a.to_json()) for a in oracle_abilities(text, name)]


@pytest.mark.parametrize(
    ("fr", "en"),
    [
        # Blinding Angel (8ED)
        (
            "À chaque fois que le ~ inflige des blessures de combat à un joueur, ce joueur passe "
            "sa prochaine phase de combat.",
            "Whenever ~ deals combat damage to a player, that player skips their next combat "
            "phase.",
        ),
        # Shisato, Whispering Hunter (CHK)
        (
            "À chaque fois que le ~ inflige des blessures de combat à un joueur, ce joueur passe "
            "sa prochaine étape de dégagement.",
            "Whenever ~ deals combat damage to a player, that player skips their next untap step.",
        ),
        # Lethal Vapors (SCG)
        (
            "{0} : Détruisez le ~. Vous passez votre prochain tour.",
            "{0}: Destroy ~. You skip your next turn.",
        ),
        # Hired Torturer (DGM)
        (
            "{3}{B}, {T} : L'adversaire ciblé perd 2 points de vie, puis révèle au hasard une "
            "carte de sa main.",
            "{3}{B}, {T}: Target opponent loses 2 life, then reveals a card at random from their "
            "hand.",
        ),
        # Merfolk Spy (M14)
        (
            "À chaque fois que le ~ inflige des blessures de combat à un joueur, ce joueur révèle "
            "une carte de sa main au hasard.",
            "Whenever ~ deals combat damage to a player, that player reveals a card at random "
            "from their hand.",
        ),
        # Sheoldred, the Apocalypse (DMU)
        (
            "À chaque fois qu'un adversaire pioche une carte, il perd 2 points de vie.",
            "Whenever an opponent draws a card, they lose 2 life.",
        ),
        # Hollowborn Barghest (SHM)
        (
            "Au début de l'entretien de chaque adversaire, si ce joueur n'a aucune carte en "
            "main, il perd 2 points de vie.",
            "At the beginning of each opponent's upkeep, if that player has no cards in hand, "
            "they lose 2 life.",
        ),
        # Needle Specter (EVE)
        (
            "À chaque fois que le ~ inflige des blessures de combat à un joueur, ce joueur se "
            "défausse d'autant de cartes.",
            "Whenever ~ deals combat damage to a player, that player discards that many cards.",
        ),
        # Phyrexian Obliterator (NPH)
        (
            "À chaque fois qu'une source inflige des blessures au ~, le contrôleur de cette "
            "source sacrifie autant de permanents.",
            "Whenever a source deals damage to ~, that source's controller sacrifices that many "
            "permanents.",
        ),
        # Time Sieve (ARB): the printing before 2009 of "un tour supplémentaire"
        (
            "{T}, sacrifiez cinq artefacts : Jouez un autre tour après celui-ci.",
            "{T}, Sacrifice five artifacts: Take an extra turn after this one.",
        ),
        # Coalition Relic (FUT): every counter of that kind on the one object (CR 122.1)
        (
            "Au début de votre première phase principale, retirez tous les marqueurs « charge » "
            "de la ~. Ajoutez un mana de la couleur de votre choix pour chaque marqueur "
            "« charge » retiré de cette manière.",
            "At the beginning of your precombat main phase, remove all charge counters from ~. "
            "Add one mana of any color for each charge counter removed this way.",
        ),
        # Galazeth Prismari (STX): a colon before the quoted ability
        (
            "Les artefacts que vous contrôlez ont : « {T} : Ajoutez un mana de la couleur de "
            "votre choix. »",
            'Artifacts you control have "{T}: Add one mana of any color."',
        ),
        # High Alert (RNA)
        (
            "Les créatures que vous contrôlez peuvent attaquer comme si elles n'avaient pas le "
            "défenseur.",
            "Creatures you control can attack as though they didn't have defender.",
        ),
        # Bury in Books (STX), first line
        (
            "Ce sort coûte {2} de moins à lancer s'il cible une créature attaquante.",
            "This spell costs {2} less to cast if it targets an attacking creature.",
        ),
        # Hero's Heirloom (DMU)
        (
            "Tant que la créature équipée est légendaire, elle a le piétinement et la célérité.",
            "As long as equipped creature is legendary, it has trample and haste.",
        ),
        # Siege Dragon (M15), first condition: no such permanent exists (CR 102)
        (
            "À chaque fois que le ~ attaque, si le joueur défenseur ne contrôle pas de mur, le "
            "~ inflige 2 blessures à chaque créature sans le vol.",
            "Whenever ~ attacks, if defending player controls no Walls, ~ deals 2 damage to "
            "each creature without flying.",
        ),
        # Hagra Mauling (ZNR)
        (
            "Ce sort coûte {1} de moins à lancer si un adversaire ne contrôle aucun terrain de "
            "base.",
            "This spell costs {1} less to cast if an opponent controls no basic lands.",
        ),
        # Guul Draz Specter (ZEN)
        (
            "Le ~ gagne +3/+3 tant qu'un adversaire n'a pas de cartes en main.",
            "~ gets +3/+3 as long as an opponent has no cards in hand.",
        ),
        # Canopy Cover (WWK): either keyword (CR 702.9b)
        (
            "La créature enchantée ne peut être bloquée que par des créatures avec le vol ou la "
            "portée.",
            "Enchanted creature can't be blocked except by creatures with flying or reach.",
        ),
        # Noble Vestige (ZEN): "au joueur ciblé" (à + le) after "infligée"
        (
            "{T} : Prévenez, ce tour-ci, la prochaine 1 blessure qui devrait être infligée au "
            "joueur ciblé.",
            "{T}: Prevent the next 1 damage that would be dealt to target player this turn.",
        ),
        # Daru Stinger (LGN): "qu'il a sur lui", the counters on it (CR 122.1)
        (
            "{T} : Le ~ inflige à la créature attaquante ou bloqueuse ciblée un nombre de "
            "blessures égal au nombre de marqueurs +1/+1 qu'il a sur lui.",
            "{T}: ~ deals damage equal to the number of +1/+1 counters on it to target attacking "
            "or blocking creature.",
        ),
        # Professor Onyx (STX): greatest power among the creatures that player controls
        (
            "-3 : Chaque adversaire sacrifie une créature avec la force la plus élevée parmi les "
            "créatures que ce joueur contrôle.",
            "[−3]: Each opponent sacrifices a creature with the greatest power among creatures "
            "that player controls.",
        ),
    ],
)
def test_french_line_equals_oracle(fr: str, en: str) -> None:
    assert abilities_json(fr, "fr") == _oracle_json(en)


def test_skipped_step_is_the_step_said() -> None:
    """The combat phase and the untap step are two different skips (CR 614.10)."""
    combat = parse("Ce joueur passe sa prochaine phase de combat.", "fr").abilities[0]
    untap = parse("Ce joueur passe sa prochaine étape de dégagement.", "fr").abilities[0]
    assert combat.effect == A.SkipNextStep(player=A.PlayerRef(kind="that_player"), step="combat")
    assert untap.effect.step == "untap"


def test_revealed_at_random_differs_from_chosen() -> None:
    """Without "au hasard" the revealing player chooses the card: two ASTs."""
    random = parse("L'adversaire ciblé révèle au hasard une carte de sa main.", "fr").abilities
    chosen = parse("L'adversaire ciblé révèle une carte de sa main.", "fr").abilities
    assert random[0].effect.random is True
    assert chosen[0].effect.random is False


def test_revealing_at_random_other_than_cards_of_a_hand_stays_unparsed() -> None:
    """A creature revealed at random from the battlefield says nothing CR 701.20a reads."""
    card = parse("L'adversaire ciblé révèle au hasard une créature.", "fr", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


def test_il_before_an_objects_verb_stays_the_object() -> None:
    """ "il inflige" is the object named before (a player deals no damage): "il" is a player
    only before a verb only a player does."""
    (ability,) = parse(
        "Quand le ~ meurt, il inflige 2 blessures à n'importe quelle cible.", "fr"
    ).abilities
    assert ability.effect.damage_source == A.ObjectRef(kind="self")


def test_a_counter_glued_to_the_next_word_reads_as_spaced() -> None:
    """Slith Ascendant (MRD) as MTGJSON stores it, "+1/+1sur lui" without its space: the line
    the card prints (the Oracle's "put a +1/+1 counter on it")."""
    glued = "À chaque fois que le ~ inflige des blessures de combat à un joueur, placez un marqueur +1/+1sur lui."
    assert abilities_json(glued, "fr") == _oracle_json(
        "Whenever ~ deals combat damage to a player, put a +1/+1 counter on it."
    )


def test_a_counter_with_a_space_after_its_slash_reads_as_unspaced() -> None:
    """Lion Sash (NEO) as MTGJSON stores it, "marqueur +1/ +1": the line the card prints (the
    Oracle's "for each +1/+1 counter on Lion Sash")."""
    spaced = "La créature équipée gagne +1/+1 pour chaque marqueur +1/ +1 sur l'~."
    assert abilities_json(spaced, "fr") == _oracle_json(
        "Equipped creature gets +1/+1 for each +1/+1 counter on ~."
    )


def test_protection_said_again_after_and() -> None:
    """Mirran Crusader (MBS): "protection contre le noir et protection contre le vert" is the
    Oracle's "protection from black and from green", two protection abilities (CR 702.16a)."""
    fr = "Double initiative, protection contre le noir et protection contre le vert"
    assert abilities_json(fr, "fr") == _oracle_json(
        "Double strike, protection from black and from green"
    )
    kinds = [a.name for a in parse(fr, "fr").abilities]
    assert kinds.count("protection") == 2


def test_all_counters_of_several_objects_stay_unparsed() -> None:
    """ "retirez tous les marqueurs « mine » de tous les terrains": how many each land loses is
    its own count, which one Count does not say (as in English, left unparsed)."""
    card = parse(
        "Quand le ~ quitte le jeu, retirez tous les marqueurs « mine » de tous les terrains.",
        "fr",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_you_may_choose_reads_as_choose() -> None:
    """ "Vous pouvez choisir une carte de créature dans votre cimetière" (Cauldron's Gift, ELD):
    the Oracle's "You may choose a creature card in your graveyard" (CR 608.2d), an optional
    choice; "choisir de ne pas dégager" stays the untap rule (CR 502.3)."""
    fr = "Vous pouvez choisir une carte de créature dans votre cimetière."
    assert abilities_json(fr, "fr") == _oracle_json(
        "You may choose a creature card in your graveyard."
    )
    assert parse(fr, "fr").abilities[0].effect.optional is True
    (untap,) = parse(
        "Vous pouvez choisir de ne pas dégager le ~ pendant votre étape de dégagement.", "fr"
    ).abilities
    assert untap.effect.effect.action == "untap_during_untap_step"


def test_a_name_with_a_title_between_commas_is_the_subject() -> None:
    """Jeska, Warrior Adept (JUD): "Jeska, guerrière experte, inflige 1 blessure ..." (French
    closes the title with a comma before the verb) is the Oracle line with the card as the
    source."""
    fr = parse(
        "{T}: Jeska, guerrière experte, inflige 1 blessure à une cible, créature ou joueur.",
        "fr",
        card_name="Jeska, guerrière experte",
    )
    en = oracle_abilities(
        "{T}: Jeska, Warrior Adept deals 1 damage to any target.", "Jeska, Warrior Adept"
    )
    assert [strip_meta(a.to_json()) for a in fr.abilities] == [strip_meta(a.to_json()) for a in en]


def test_greatest_power_of_a_narrower_object_stays_unparsed() -> None:
    """ "une créature rouge avec la force la plus élevée parmi les créatures": compared among
    all creatures or among the red ones? (as in English, left unparsed)"""
    card = parse(
        "Exilez une créature rouge avec la force la plus élevée parmi les créatures.",
        "fr",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)


@pytest.mark.parametrize(
    ("fr", "en"),
    [
        # Shivan Dragon (M14), Steward of Valeron (ALA), Wizard Replica (MRD) as MTGJSON stores
        # their French texts: the keyword line and the activated ability glued, "Vol{R} :"
        (
            "Vol{R} : Le ~ gagne +1/+0 jusqu'à la fin du tour.",
            "Flying\n{R}: ~ gets +1/+0 until end of turn.",
        ),
        ("Vigilance{T} : Ajoutez {G} à votre réserve.", "Vigilance\n{T}: Add {G}."),
        (
            "Vol{U}, sacrifiez la ~ : Contrecarrez le sort ciblé à moins que son contrôleur ne "
            "paie {2}.",
            "Flying\n{U}, Sacrifice ~: Counter target spell unless its controller pays {2}.",
        ),
    ],
)
def test_a_keyword_glued_to_an_activation_cost_is_two_abilities(fr: str, en: str) -> None:
    """A word directly followed by mana symbols and the activation colon (French spaces it,
    " :"), or by a cost's comma, begins an activated ability on a line of its own (CR 602.1):
    the keyword before it is an ability of its own."""
    assert abilities_json(fr, "fr") == _oracle_json(en)


def test_a_keyword_cost_glued_to_its_keyword_stays_one_ability() -> None:
    """ "Kick{4}" (MTGJSON's French kicker with no space) is the keyword and its cost, no
    activated ability: no colon follows the mana."""
    assert abilities_json("Kick{4}", "fr") == _oracle_json("Kicker {4}")
