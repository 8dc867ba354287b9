"""Card-text subjects and object qualifiers (rulesparser.cardtext, English): a player subject
continued by the clauses after it, "[player] may" (CR 608.2d: who chooses), "any number of
target" (CR 115.1d), "[objects] each [verb]", "that player controls" (CR 109.4) and "your
library" for a card of yours (CR 400.3), checked on real Oracle lines (MTGJSON ``text``, the
card's name given as ``card_name``) against the AST a rules reader expects."""

from __future__ import annotations

import pytest
from _card_ast import oracle_unparsed as unparsed

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")
EOT = A.Duration(kind="end_of_turn")
TARGET_PLAYER = A.PlayerRef(kind="target_player")
TARGET_OPPONENT = A.PlayerRef(kind="target_opponent")
EACH_PLAYER = A.PlayerRef(kind="each_player")
THAT_PLAYER = A.PlayerRef(kind="that_player")


def target(*words: str, **kw: object) -> A.ObjectRef:
    return A.ObjectRef(kind="target", filter=words, **kw)


def abilities(text: str, name: str | None = None) -> tuple[A.Node, ...]:
    """The parsed abilities of an Oracle text; none of them may be left unparsed."""
    card = parse(text, "en", card_name=name, lenient=True)
    assert not any(isinstance(a, A.Unparsed) for a in card.abilities), card.abilities
    return tuple(A.strip_meta(a.to_json()) for a in card.abilities)


def js(*nodes: A.Node) -> tuple[object, ...]:
    return tuple(A.strip_meta(n.to_json()) for n in nodes)


CASES = [
    # a player subject goes on to the clauses without a subject after it: Sign in Blood (a
    # target said once is chosen once, CR 115.1: "that player" after it, as "Target player
    # draws two cards. That player loses 2 life." says it)
    (
        "Sign in Blood",
        "Target player draws two cards and loses 2 life.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.Draw(player=TARGET_PLAYER, amount=2),
                    A.LoseLife(player=THAT_PLAYER, amount=2),
                )
            )
        ),
    ),
    # three clauses of one subject, then "You" said again: Mind Drain (one sequence of steps,
    # CR 608.2c, whatever sentence holds them)
    (
        "Mind Drain",
        "Target opponent discards two cards, mills a card, and loses 1 life. You gain 1 life.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.Discard(player=TARGET_OPPONENT, amount=2),
                    A.Mill(player=THAT_PLAYER, amount=1),
                    A.LoseLife(player=THAT_PLAYER, amount=1),
                    A.GainLife(player=YOU, amount=1),
                )
            )
        ),
    ),
    # "any number of target creatures" (CR 115.1d): Phyrexian Purge
    (
        "Phyrexian Purge",
        "Destroy any number of target creatures.",
        A.SpellAbility(effect=A.Destroy(object=target("creature", up_to=True))),
    ),
    # "[objects] each get ...": each of the targets gets it: Karfell Kennel-Master
    (
        "Karfell Kennel-Master",
        "When ~ enters the battlefield, up to two target creatures each get +1/+0 and gain "
        "indestructible until end of turn.",
        A.TriggeredAbility(
            trigger=A.EventTrigger(event="enters", object=SELF),
            effect=A.Sequence(
                effects=(
                    A.ModifyPowerToughness(
                        object=target("creature", count=2, up_to=True),
                        power=1,
                        toughness=0,
                        duration=EOT,
                    ),
                    A.GainAbility(
                        object=A.ObjectRef(kind="that"), ability="indestructible", duration=EOT
                    ),
                )
            ),
        ),
    ),
    # "that player controls": the player dealt damage (CR 109.4): Trygon Predator
    (
        "Trygon Predator",
        "Whenever ~ deals combat damage to a player, destroy target artifact or enchantment "
        "that player controls.",
        A.TriggeredAbility(
            trigger=A.EventTrigger(
                event="deals_combat_damage",
                object=SELF,
                recipient=A.PlayerRef(kind="player"),
            ),
            effect=A.Destroy(object=target("artifact|enchantment", "that_player_controls")),
        ),
    ),
    # "on top of your library" for a card from your graveyard (CR 400.3: yours)
    (
        "Reclaim",
        "Put target card from your graveyard on top of your library.",
        A.SpellAbility(
            effect=A.PutIntoLibrary(object=target("card", "in_your_graveyard"), position="top")
        ),
    ),
]


@pytest.mark.parametrize(("name", "text", "expected"), CASES, ids=[c[0] for c in CASES])
def test_oracle_line(name: str, text: str, expected: A.Node) -> None:
    assert abilities(text, name) == js(expected)


def test_player_may_is_that_players_choice() -> None:
    """ "Each player may draw a card": each player chooses (CR 608.2d), and the clauses after
    "may" with no subject of their own are the same optional action of the same player."""
    (ab,) = abilities("Each player may discard a card and draw a card.")
    assert (
        ab
        == js(
            A.SpellAbility(
                effect=A.OptionalEffect(
                    player=EACH_PLAYER,
                    effect=A.Sequence(
                        effects=(
                            A.Discard(player=EACH_PLAYER, amount=1),
                            A.Draw(player=EACH_PLAYER, amount=1),
                        )
                    ),
                )
            )
        )[0]
    )


def test_player_may_pay_is_that_players_payment() -> None:
    """ "that player may pay {4}": the player named before pays, not you (CR 118.1)."""
    (ab,) = abilities(
        "At the beginning of the upkeep of enchanted creature's controller, that player may "
        "pay {4}."
    )
    assert ab["effect"]["type"] == "may_pay"
    assert ab["effect"]["player"]["kind"] == "that_player"


def test_you_said_again_is_not_continued() -> None:
    """ "Target player draws a card and you lose 1 life": the second clause is yours."""
    (ab,) = abilities("Target player draws a card and you lose 1 life.")
    assert ab["effect"]["effects"][1]["player"]["kind"] == "you"


def test_a_card_of_any_graveyard_on_top_of_your_library_stays_unparsed() -> None:
    """A card goes to its owner's library (CR 400.3): "a card from a graveyard ... on top of
    your library" may say another player's card, so it is not guessed."""
    assert unparsed("Put target creature card from a graveyard on top of your library.")


def protection(quality: str) -> A.Keyword:
    from rulesparser.parser import keyword_expansion

    q = A.Quality(value=quality)
    return A.Keyword(name="protection", parameter=q, abilities=keyword_expansion("protection", q))


CHOICE_CASES = [
    # protection as a gained ability (CR 702.16a), one per quality: Questing Phelddagrif
    (
        "Questing Phelddagrif",
        "{W}: ~ gains protection from black and from red until end of turn. Target opponent "
        "gains 2 life.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.ManaCost(symbols=("W",)),)),
            effect=A.Sequence(  # one sequence of steps (CR 608.2c)
                effects=(
                    A.GainAbility(
                        object=SELF,
                        ability="protection",
                        parameter=A.Quality(value="black"),
                        duration=EOT,
                    ),
                    A.GainAbility(
                        object=SELF,
                        ability="protection",
                        parameter=A.Quality(value="red"),
                        duration=EOT,
                    ),
                    A.GainLife(player=TARGET_OPPONENT, amount=2),
                )
            ),
        ),
    ),
    # "Target opponent may draw a card": that opponent chooses (CR 608.2d)
    (
        "Questing Phelddagrif",
        "{U}: ~ gains flying until end of turn. Target opponent may draw a card.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.ManaCost(symbols=("U",)),)),
            effect=A.Sequence(
                effects=(
                    A.GainAbility(object=SELF, ability="flying", duration=EOT),
                    A.OptionalEffect(
                        player=TARGET_OPPONENT, effect=A.Draw(player=TARGET_OPPONENT, amount=1)
                    ),
                )
            ),
        ),
    ),
    # the color is chosen as the ability resolves (CR 608.2d): Stormscape Master
    (
        "Stormscape Master",
        "{W}{W}, {T}: Target creature gains protection from the color of your choice until "
        "end of turn.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.ManaCost(symbols=("W", "W")), A.Tap(object=SELF))),
            effect=A.Sequence(
                effects=(
                    A.ChooseColor(player=YOU),
                    A.GainAbility(
                        object=target("creature"),
                        ability="protection",
                        parameter=A.Quality(value="chosen_color"),
                        duration=EOT,
                    ),
                )
            ),
        ),
    ),
    # one or more colors chosen as the ability resolves (CR 105.3, 608.2d): Scuttlemutt
    (
        "Scuttlemutt",
        "{T}: Target creature becomes the color or colors of your choice until end of turn.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.Tap(object=A.ObjectRef(kind="self")),)),
            effect=A.Sequence(
                effects=(
                    A.ChooseColors(player=YOU),
                    A.Becomes(object=target("creature"), colors=("chosen_colors",), duration=EOT),
                )
            ),
        ),
    ),
    # protection among keywords a group has: Akroma's Memorial
    (
        "Akroma's Memorial",
        "Creatures you control have flying, first strike, vigilance, trample, haste, and "
        "protection from black and from red.",
        None,
    ),
    # "of the chosen type" (CR 614.12: chosen as it entered): Shared Triumph, Caged Sun
    (
        "Shared Triumph",
        "Creatures of the chosen type get +1/+1.",
        A.StaticEffect(
            effect=A.ModifyPowerToughness(
                object=A.ObjectRef(kind="each", filter=("creature", "chosen_type")),
                power=1,
                toughness=1,
                duration=A.Duration(kind="permanent"),
            )
        ),
    ),
    (
        "Caged Sun",
        "Creatures you control of the chosen color get +1/+1.",
        A.StaticEffect(
            effect=A.ModifyPowerToughness(
                object=A.ObjectRef(kind="each", filter=("creature", "chosen_color", "you_control")),
                power=1,
                toughness=1,
                duration=A.Duration(kind="permanent"),
            )
        ),
    ),
    # "When you do" (CR 603.12: a reflexive triggered ability): Kardur's Vicious Return
    (
        "Kardur's Vicious Return",
        "I — You may sacrifice a creature. When you do, ~ deals 3 damage to any target.",
        A.ChapterAbility(
            chapters=(1,),
            effect=A.Sequence(
                effects=(
                    A.OptionalEffect(
                        player=YOU,
                        effect=A.Sacrifice(
                            object=A.ObjectRef(kind="any", filter=("creature",), count=1)
                        ),
                    ),
                    A.ReflexiveTrigger(
                        effect=A.DealDamage(
                            damage_source=SELF,
                            amount=3,
                            recipient=A.Target(kinds=A.ANY_TARGET_KINDS),
                        )
                    ),
                )
            ),
        ),
    ),
]


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    CHOICE_CASES,
    ids=[f"{c[0]}-{i}" for i, c in enumerate(CHOICE_CASES)],
)
def test_oracle_choice_line(name: str, text: str, expected: A.Node | None) -> None:
    got = abilities(text, name)
    if expected is not None:
        assert got == js(expected)
    else:  # the keywords of the group (in canonical order), protection from black and from red
        grant = got[0]
        assert grant["type"] == "grant_abilities"
        names = sorted(a["name"] for a in grant["abilities"])
        assert names == [
            "first_strike",
            "flying",
            "haste",
            "protection",
            "protection",
            "trample",
            "vigilance",
        ]
        for p in js(protection("black"), protection("red")):
            assert p in grant["abilities"]


@pytest.mark.parametrize(
    "printed",
    [
        # Scuttlemutt, French printings of 2005 and of 2012
        "{T} : La créature ciblée devient de la couleur ou des couleurs de votre choix jusqu'à"
        " la fin du tour.",
        "{T} : La créature ciblée devient de la ou des couleurs de votre choix jusqu'à la fin"
        " du tour.",
    ],
)
def test_the_color_or_colors_of_your_choice_in_french(printed: str) -> None:
    from _card_ast import abilities_json

    en = "{T}: Target creature becomes the color or colors of your choice until end of turn."
    assert abilities_json(printed, "fr") == abilities_json(en, "en")
    # "the creature type or colors" is no choice the AST can say
    assert unparsed("Target creature becomes the creature type or colors of your choice.")


def test_if_the_player_does_follows_their_choice() -> None:
    """ "that player may pay {1}{B}. If the player does, untap that creature" (Dance of the
    Dead): the payment is that player's, and the untap happens only if it was made."""
    (ab,) = abilities(
        "At the beginning of the upkeep of enchanted creature's controller, that player may pay "
        "{1}{B}. If the player does, untap that creature."
    )
    first, then = ab["effect"]["effects"]
    assert first["type"] == "may_pay" and first["player"]["kind"] == "that_player"
    assert then["type"] == "conditional" and then["condition"]["type"] == "if_you_do"


def test_when_you_do_after_a_replacement_stays_unparsed() -> None:
    """A reflexive trigger is created by an action of the same resolving ability (CR 603.12):
    after a replacement effect it is not understood."""
    assert unparsed(
        "If a creature an opponent controls would die, exile it instead. When you do, create a "
        "1/1 green Saproling creature token."
    )


KIND_CASES = [
    # alternatives of different kinds of object (a card type or a subtype, CR 205.3):
    # Daring Demolition
    (
        "Daring Demolition",
        "Destroy target creature or Vehicle.",
        A.SpellAbility(effect=A.Destroy(object=target("creature|vehicle"))),
    ),
    # "discards their hand" (CR 701.9a: all the cards in it), the player going on: Reforge the Soul
    (
        "Reforge the Soul",
        "Each player discards their hand, then draws seven cards.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.Discard(
                        player=EACH_PLAYER, object=A.ObjectRef(kind="each", filter=("card",))
                    ),
                    A.Draw(player=EACH_PLAYER, amount=7),
                )
            )
        ),
    ),
    # actions as costs (CR 118.1): Pyromania, Rot Farm Skeleton
    (
        "Pyromania",
        "{1}{R}, Discard a card at random: ~ deals 1 damage to any target.",
        A.ActivatedAbility(
            cost=A.Cost(
                components=(A.ManaCost(symbols=("1", "R")), A.Discard(player=YOU, random=True))
            ),
            effect=A.DealDamage(
                damage_source=SELF, amount=1, recipient=A.Target(kinds=A.ANY_TARGET_KINDS)
            ),
        ),
    ),
    (
        "Rot Farm Skeleton",
        "{2}{B}{G}, Mill four cards: Return ~ from your graveyard to the battlefield. Activate "
        "only as a sorcery.",
        A.ActivatedAbility(
            cost=A.Cost(
                components=(A.ManaCost(symbols=("2", "B", "G")), A.Mill(player=YOU, amount=4))
            ),
            effect=A.PutOntoBattlefield(
                object=A.ObjectRef(kind="self", filter=("card", "in_your_graveyard"))
            ),
            timing="sorcery",
        ),
    ),
]


@pytest.mark.parametrize(("name", "text", "expected"), KIND_CASES, ids=[c[0] for c in KIND_CASES])
def test_oracle_kind_line(name: str, text: str, expected: A.Node) -> None:
    assert abilities(text, name) == js(expected)


def test_qualifier_after_kinds_stays_unparsed() -> None:
    """ "Walls and/or creatures with flying" (Elven Riders): does "with flying" qualify the
    Walls too? Not guessed."""
    assert unparsed(
        "~ can't be blocked except by Walls and/or creatures with flying.", "Elven Riders"
    )


def test_a_word_of_the_last_alternative_with_its_own_mark_stays_unparsed() -> None:
    """Banishing Slash (French): "un artefact ciblé, un enchantement ciblé ou une créature
    engagée ciblée" is an artifact, an enchantment or a TAPPED creature ("engagée" agrees with
    "créature" only): not one tapped kind of the three (the reviewer's finding); the same list
    without the adjective is read."""
    from rulesparser import parse

    (slash,) = parse(
        "Détruisez jusqu'à un artefact ciblé, un enchantement ciblé ou une créature engagée ciblée.",
        "fr",
        lenient=True,
    ).abilities
    assert isinstance(slash, A.Unparsed)
    (plain,) = parse("Détruisez un artefact ciblé ou une créature ciblée.", "fr").abilities
    assert plain.effect.object.filter == ("artifact|creature",)
    # a word of that kind in every alternative is read (Repudiate, French)
    (repudiate,) = parse(
        "Contrecarrez la capacité activée ciblée ou la capacité déclenchée ciblée.", "fr"
    ).abilities
    assert repudiate.effect.object.filter == ("activated|triggered", "ability")


def test_activate_only_as_an_instant_on_a_mana_ability_stays_unparsed() -> None:
    """Lion's Eye Diamond: "Activate only as an instant" keeps the ability from being
    activated while a spell is cast (unlike a mana ability): not read as no restriction."""
    assert unparsed(
        "Discard your hand, Sacrifice ~: Add three mana of any one color. Activate only as an "
        "instant.",
        "Lion's Eye Diamond",
    )


def test_domain_counts_basic_land_types() -> None:
    """Domain (Strength of Unity): +1/+1 for each basic land type among lands you control
    (CR 305.6), a count of the types among those lands, not of the lands."""
    (ab,) = abilities(
        "Domain — Enchanted creature gets +1/+1 for each basic land type among lands you control.",
        "Strength of Unity",
    )
    count = A.Count(
        what="basic_land_types", object=A.ObjectRef(kind="each", filter=("land", "you_control"))
    )
    assert ab["effect"]["power"] == count.to_json() == ab["effect"]["toughness"]


def test_for_each_counter_counts_counters() -> None:
    """Banshee's Blade: +1/+1 for each charge counter on this Equipment (CR 122.1)."""
    (ab,) = abilities(
        "Equipped creature gets +1/+1 for each charge counter on ~.", "Banshee's Blade"
    )
    count = A.Count(what="counters", counter="charge", object=SELF)
    assert ab["effect"]["power"] == count.to_json()


def test_on_the_battlefield_adds_no_qualifier() -> None:
    """ "for each other creature on the battlefield" counts the same creatures as "for each
    other creature" (whoever controls them), and "on" still begins "on top of"."""
    a = abilities("~ gets +1/+1 for each other creature on the battlefield.")
    b = abilities("~ gets +1/+1 for each other creature.")
    assert a == b
    assert abilities("Put target creature on top of its owner's library.")


def test_trailing_if_is_checked_as_the_effect_is_done() -> None:
    """Ring of Xathrid: "put a +1/+1 counter on equipped creature if it's black" is checked
    as the ability resolves (CR 608.2c), not an intervening "if" of the trigger (CR 603.4:
    that one is said right after the trigger, "At the beginning of ..., if ...,")."""
    (ab,) = abilities(
        "At the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's black.",
        "Ring of Xathrid",
    )
    assert ab["condition"] is None
    assert ab["effect"]["type"] == "conditional"
    assert ab["effect"]["effect"]["type"] == "put_counters"
    (lead,) = abilities(
        "At the beginning of your upkeep, if you control an artifact, put a +1/+1 counter on "
        "equipped creature."
    )
    assert lead["condition"] is not None and lead["effect"]["type"] == "put_counters"


def test_trailing_if_after_may_conditions_the_choice() -> None:
    """Deathbringer Liege: "you may destroy target creature if it's tapped": the destruction is
    optional and happens only if the creature is tapped."""
    (ab,) = abilities(
        "Whenever you cast a black spell, you may destroy target creature if it's tapped.",
        "Deathbringer Liege",
    )
    effect = ab["effect"]
    assert effect["type"] == "conditional"
    assert effect["effect"]["type"] == "optional_effect"
    assert effect["effect"]["effect"]["type"] == "destroy"


@pytest.mark.parametrize(
    ("oracle", "printed", "lang"),
    [
        # Icebreaker Kraken: a snow land (CR 205.4a, the snow supertype)
        (
            "Return three snow lands you control to their owner's hand: Return Icebreaker "
            "Kraken to its owner's hand.",
            "Renvoyez trois terrains neigeux que vous contrôlez dans la main de leur "
            "propriétaire : Renvoyez le Kraken brise-glace dans la main de son propriétaire.",
            "fr",
        ),
        (
            "Return three snow lands you control to their owner's hand: Return Icebreaker "
            "Kraken to its owner's hand.",
            "Bringe drei verschneite Länder, die du kontrollierst, auf die Hand ihres "
            "Besitzers zurück: Bringe den Eisbrecher-Kraken auf die Hand seines Besitzers "
            "zurück.",
            "de",
        ),
    ],
)
def test_snow_objects_agree(oracle: str, printed: str, lang: str) -> None:
    names = {"fr": "Kraken brise-glace", "de": "Eisbrecher-Krake"}
    en = parse(oracle, "en", card_name="Icebreaker Kraken").abilities
    assert [
        strip_meta(a.to_json()) for a in parse(printed, lang, card_name=names[lang]).abilities
    ] == [strip_meta(a.to_json()) for a in en]
    assert "snow" in en[0].cost.components[0].object.filter  # type: ignore[attr-defined]


def test_nonsnow_is_not_snow() -> None:
    (ability,) = parse("Destroy target nonsnow creature.", "en").abilities
    assert ability.effect.object.filter == ("nonsnow", "creature")  # type: ignore[attr-defined]


#: "that player returns a permanent they control to its owner's hand": the player named is the
#: one who chooses and returns (``ReturnToHand.player``), a permanent of their own; (EN Oracle,
#: French, German printed) of Mana Breach, Sunken Hope, Blood Clock
PLAYER_RETURNS = [
    (
        "Whenever a player casts a spell, that player returns a land they control to its "
        "owner's hand.",
        "fr",
        "À chaque fois qu'un joueur joue un sort, ce joueur renvoie un terrain qu'il contrôle "
        "dans la main de son propriétaire.",
    ),
    (
        "At the beginning of each player's upkeep, that player returns a creature they control "
        "to its owner's hand.",
        "de",
        "Zu Beginn des Versorgungssegment jedes Spielers bringt dieser Spieler eine Kreatur, die "
        "er kontrolliert, auf die Hand ihres Besitzers zurück.",
    ),
    (
        "At the beginning of each player's upkeep, that player returns a permanent they control "
        "to its owner's hand unless they pay 2 life.",
        "fr",
        "Au début de l'entretien de chaque joueur, ce joueur renvoie un permanent qu'il contrôle "
        "dans la main de son propriétaire à moins qu'il ne paie 2 points de vie.",
    ),
]


@pytest.mark.parametrize(("en", "lang", "printed"), PLAYER_RETURNS)
def test_that_player_returns_a_permanent_they_control(en: str, lang: str, printed: str) -> None:
    from _card_ast import abilities_json

    returns = [
        n for a in parse(en, "en").abilities for n in a.walk() if isinstance(n, A.ReturnToHand)
    ]
    assert [(r.player, r.object.filter[-1]) for r in returns] == [
        (A.PlayerRef(kind="that_player"), "that_player_controls")
    ]
    assert abilities_json(printed, lang) == abilities_json(en, "en")


#: (English Oracle line, French printed line): "unless they discard a card" (CR 118.12)
UNLESS_THEY_DISCARD = [
    (  # Wrench Mind
        "Target player discards two cards unless they discard an artifact card.",
        "Le joueur ciblé se défausse de deux cartes de sa main à moins qu'il ne se défausse "
        "d'une carte d'artefact de sa main.",
    ),
    (  # Possessed Portal
        "At the beginning of each end step, each player sacrifices a permanent unless they "
        "discard a card.",
        "À la fin de chaque tour, chaque joueur sacrifie un permanent à moins qu'il ne se "
        "défausse d'une carte de sa main.",
    ),
]


@pytest.mark.parametrize(("en", "fr"), UNLESS_THEY_DISCARD)
def test_unless_they_discard_a_card(en: str, fr: str) -> None:
    """The player the clause is about may discard (a cost, CR 118.12) so that the effect does
    not happen: that player pays, the card is theirs; French gives the English AST."""
    from _card_ast import abilities_json

    (ability,) = parse(en, "en").abilities
    unless = next(n for n in ability.walk() if isinstance(n, A.UnlessPays))
    that_player = A.PlayerRef(kind="that_player")
    assert unless.player == that_player
    assert [c.player for c in unless.cost.components] == [that_player]
    assert all(isinstance(c, A.Discard) for c in unless.cost.components)
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


def test_unless_they_sacrifice_after_a_subject_that_is_no_player_stays_unparsed() -> None:
    """Who is "they" after "~ deals 2 damage to that player"? Not read."""
    card = parse(
        "At the beginning of the upkeep of enchanted artifact's controller, ~ deals 2 damage to "
        "that player unless they sacrifice that artifact.",
        "en",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_each_player_returns_a_creature_they_control() -> None:
    """Curfew: each player returns one creature of their own (CR 608.2d: each chooses)."""
    (curfew,) = parse("Each player returns a creature they control to its owner's hand.").abilities
    assert curfew.effect == A.ReturnToHand(
        player=A.PlayerRef(kind="each_player"),
        object=A.ObjectRef(kind="any", count=1, filter=("creature", "that_player_controls")),
    )


def test_target_player_reveals_the_top_card_of_their_library() -> None:
    """Aven Windreader: the target player reveals (``Reveal.player``) their own top card; the
    French printing says the same."""
    from _card_ast import abilities_json

    en = "{1}{U}: Target player reveals the top card of their library."
    (ability,) = parse(en, "en").abilities
    assert ability.effect == A.Reveal(
        player=TARGET_PLAYER,
        object=A.ObjectRef(kind="top_of_library", filter=("card", "that_player")),
    )
    fr = "{1}{U} : Le joueur ciblé révèle la carte du dessus de sa bibliothèque."
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
