"""Card-text verb families and their objects (rulesparser.cardtext, English): keyword actions
(CR 701), ability-removing effects (CR 613.1f), library objects (CR 401), checked on real
Oracle lines (MTGJSON ``text``, the card's name given as ``card_name``) against the AST a rules
reader expects."""

from __future__ import annotations

import pytest
from _card_ast import oracle_abilities as abilities
from _card_ast import oracle_unparsed as unparsed

from rulesparser import ParseError, parse
from rulesparser import ast as A

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")
EOT = A.Duration(kind="end_of_turn")
PERMANENT = A.Duration(kind="permanent")
TAP = A.Cost(components=(A.Tap(object=A.ObjectRef(kind="self")),))


def target(*words: str, **kw: object) -> A.ObjectRef:
    return A.ObjectRef(kind="target", filter=words, **kw)


def each(*words: str) -> A.ObjectRef:
    return A.ObjectRef(kind="each", filter=words)


def top(owner: str = "your", count: object = None) -> A.ObjectRef:
    return A.ObjectRef(kind="top_of_library", filter=("card", owner), count=count)


CASES = [
    # losing a keyword (CR 613.1f, layer 6): Canopy Claws, Radjan Spirit
    (
        "Canopy Claws",
        "Target creature loses flying until end of turn.",
        A.SpellAbility(
            effect=A.LoseAbility(object=target("creature"), ability="flying", duration=EOT)
        ),
    ),
    (
        "Radjan Spirit",
        "{T}: Target creature loses flying until end of turn.",
        A.ActivatedAbility(
            cost=TAP,
            effect=A.LoseAbility(object=target("creature"), ability="flying", duration=EOT),
        ),
    ),
    # fight (CR 701.14a): Decisive Denial's first mode
    (
        None,
        "Target creature you control fights target creature you don't control.",
        A.SpellAbility(
            effect=A.Fights(
                object=target("creature", "you_control"),
                other=target("creature", "you_dont_control"),
            )
        ),
    ),
    # fighting "up to one target creature" (Smell Fear): with no target chosen, no fight
    (
        None,
        "Target creature you control fights up to one target creature you don't control.",
        A.SpellAbility(
            effect=A.Fights(
                object=target("creature", "you_control"),
                other=target("creature", "you_dont_control", count=1, up_to=True),
            )
        ),
    ),
    # negated adjectives joined by a comma all apply: Shriekmaw
    (
        "Shriekmaw",
        "When Shriekmaw enters the battlefield, destroy target nonartifact, nonblack creature.",
        A.TriggeredAbility(
            trigger=A.EventTrigger(event="enters", object=SELF),
            effect=A.Destroy(object=target("nonblack", "nonartifact", "creature")),
        ),
    ),
    # "X, Y, and Z": each object of any of these kinds (Magus of the Disk)
    (
        "Magus of the Disk",
        "{1}, {T}: Destroy all artifacts, creatures, and enchantments.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.ManaCost(symbols=("1",)), A.Tap(object=SELF))),
            effect=A.Destroy(object=each("artifact|creature|enchantment")),
        ),
    ),
    # "their owners' hands": Step Through
    (
        "Step Through",
        "Return two target creatures to their owners' hands.",
        A.SpellAbility(effect=A.ReturnToHand(object=target("creature", count=2))),
    ),
    # this card from a graveyard (CR 113.6k): Magma Phoenix
    (
        "Magma Phoenix",
        "{3}{R}{R}: Return Magma Phoenix from your graveyard to your hand.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.ManaCost(symbols=("3", "R", "R")),)),
            effect=A.ReturnToHand(
                object=A.ObjectRef(kind="self", filter=("card", "in_your_graveyard"))
            ),
        ),
    ),
    # "up to N" without a target: Blighted Woodland
    (
        "Blighted Woodland",
        "{3}{G}, {T}, Sacrifice Blighted Woodland: Search your library for up to two basic "
        "land cards, put them onto the battlefield tapped, then shuffle.",
        A.ActivatedAbility(
            cost=A.Cost(
                components=(
                    A.ManaCost(symbols=("3", "G")),
                    A.Tap(object=SELF),
                    A.Sacrifice(object=SELF),
                )
            ),
            effect=A.SearchLibrary(
                player=YOU,
                object=A.ObjectRef(
                    kind="any", filter=("basic", "land", "card"), count=2, up_to=True
                ),
                tapped=True,
                shuffle=True,
                destination="battlefield",
            ),
        ),
    ),
    # the top cards of a library (CR 401.1): Etali, Primal Storm's first clause
    (
        None,
        "Exile the top card of each player's library.",
        A.SpellAbility(effect=A.Exile(object=top("each_player"))),
    ),
    (
        None,
        "Reveal the top four cards of your library.",
        A.SpellAbility(effect=A.Reveal(object=top(count=4))),
    ),
    (
        None,
        "{1}: Look at the top card of your library.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.ManaCost(symbols=("1",)),)),
            effect=A.LookAtTop(player=YOU, amount=1),
        ),
    ),
]


@pytest.mark.parametrize(("name", "text", "expected"), CASES)
def test_verb_families(name: str | None, text: str, expected: A.Node) -> None:
    assert abilities(text, name) == (expected,)


def test_loses_all_abilities_after_tap() -> None:
    """Merfolk Trickster: "It loses all abilities until end of turn." after tapping it."""
    (ab,) = abilities(
        "When Merfolk Trickster enters the battlefield, tap target creature an opponent "
        "controls. It loses all abilities until end of turn.",
        "Merfolk Trickster",
    )
    assert ab.effect == A.Sequence(
        effects=(
            A.Tap(object=target("creature", "opponent_controls")),
            # "it" after a target is that target (rulesparser.canonical)
            A.LoseAllAbilities(object=A.ObjectRef(kind="that"), duration=EOT),
        )
    )


def test_static_losing_is_a_static_ability() -> None:
    """A change of no target for no time is a static ability (CR 604.1)."""
    assert abilities("Creatures lose flying.") == (
        A.StaticEffect(
            effect=A.LoseAbility(object=each("creature"), ability="flying", duration=PERMANENT)
        ),
    )


@pytest.mark.parametrize(
    "text",
    [
        # several creatures fighting one: not one fight (CR 701.14a)
        "Each creature you control fights target creature.",
        # up to two creatures fought: several fights (CR 701.14a)
        "Target creature you control fights up to two target creatures you don't control.",
        # a land or a nonblack creature: two kinds of alternatives in one phrase
        "Destroy target land or nonblack creature.",
    ],
)
def test_unsure_readings_stay_unparsed(text: str) -> None:
    assert unparsed(text)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        # Smell Fear, as printed in French and German
        (
            "fr",
            "Une créature ciblée que vous contrôlez se bat contre jusqu'à une créature ciblée "
            "que vous ne contrôlez pas.",
        ),
        (
            "de",
            "Eine Kreatur deiner Wahl, die du kontrollierst, kämpft gegen bis zu eine Kreatur "
            "deiner Wahl, die du nicht kontrollierst.",
        ),
    ],
)
def test_fighting_up_to_one_target_creature_in_every_language(lang: str, line: str) -> None:
    """ "fights up to one target creature you don't control" (CR 701.14a, 601.2c) gives the
    AST of the English Oracle line."""
    from _card_ast import abilities_json

    en = "Target creature you control fights up to one target creature you don't control."
    assert abilities_json(line, lang) == abilities_json(en, "en")


def test_a_card_from_among_them_and_the_rest() -> None:
    """Basic Conjuration: the cards looked at are "them"; "you may" covers revealing and
    putting the card into your hand (CR 608.2d); the rest go to the bottom (CR 401.4)."""
    (ab,) = abilities(
        "Look at the top six cards of your library. You may reveal a creature card from "
        "among them and put it into your hand. Put the rest on the bottom of your library in "
        "a random order. You gain 3 life.",
        "Basic Conjuration",
    )
    among = A.ObjectRef(kind="any", filter=("creature", "card", "from_among_them"), count=1)
    assert ab == A.SpellAbility(
        effect=A.Sequence(
            effects=(
                A.LookAtTop(player=YOU, amount=6),
                A.OptionalEffect(
                    player=YOU,
                    effect=A.Sequence(
                        effects=(
                            A.Reveal(object=among),
                            A.ReturnToHand(object=A.ObjectRef(kind="it")),
                        )
                    ),
                ),
                A.PutRest(rest="library_bottom", order="random"),
                A.GainLife(player=YOU, amount=3),
            )
        )
    )


def test_revealed_cards_and_the_rest_into_the_graveyard() -> None:
    """Shigeki, Jukai Visionary: revealed cards are "them" too."""
    ab = abilities(
        "{1}{G}, {T}, Return Shigeki, Jukai Visionary to its owner's hand: Reveal the top four "
        "cards of your library. You may put a land card from among them onto the battlefield "
        "tapped. Put the rest into your graveyard.",
        "Shigeki, Jukai Visionary",
    )[0]
    assert ab.effect == A.Sequence(
        effects=(
            A.Reveal(object=top(count=4)),
            # "You may put": the effect's own "you may" (rulesparser.canonical)
            A.PutOntoBattlefield(
                object=A.ObjectRef(kind="any", filter=("land", "card", "from_among_them"), count=1),
                tapped=True,
                optional=True,
            ),
            A.PutRest(rest="graveyard"),
        )
    )


@pytest.mark.parametrize(
    "text",
    [
        # "the rest" / "them" with no cards looked at before
        "Put the rest into your graveyard.",
        "You may reveal a creature card from among them and put it into your hand.",
    ],
)
def test_them_without_cards_looked_at_stays_unparsed(text: str) -> None:
    assert unparsed(text)


def that_spell() -> A.StackObjectRef:
    return A.StackObjectRef(kind="that", filter=("spell",))


ACTIONS = [
    # an extra turn (CR 500.7): Time Warp
    (
        "Time Warp",
        "Target player takes an extra turn after this one.",
        A.SpellAbility(effect=A.ExtraTurn(player=A.PlayerRef(kind="target_player"))),
    ),
    # a random discard (CR 701.9b): Skullscorch's first clause
    (
        None,
        "Target player discards two cards at random.",
        A.SpellAbility(
            effect=A.Discard(player=A.PlayerRef(kind="target_player"), amount=2, random=True)
        ),
    ),
    # tap or untap (CR 701.26): Jolt's first line
    (
        None,
        "You may tap or untap target artifact, creature, or land.",
        A.SpellAbility(
            effect=A.OptionalEffect(
                player=YOU,
                effect=A.ChoiceOf(
                    player=YOU,
                    options=(
                        A.Tap(object=target("artifact|creature|land")),
                        A.Untap(object=target("artifact|creature|land")),
                    ),
                ),
            )
        ),
    ),
    # shuffling into a library (CR 701.24a): Blessed Respite's first sentence
    (
        None,
        "Target player shuffles their graveyard into their library.",
        A.SpellAbility(
            effect=A.ShuffleIntoLibrary(
                player=A.PlayerRef(kind="target_player"),
                object=A.ObjectRef(kind="each", filter=("card", "in_its_graveyard")),
            )
        ),
    ),
    # Echo of Eons (MH1): the cards of two zones, hand and graveyard (CR 402.1, 404.1), shuffled
    # in; "then draws" keeps the subject (each player)
    (
        "Echo of Eons",
        "Each player shuffles their hand and graveyard into their library, then draws seven cards.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.ShuffleIntoLibrary(
                        player=A.PlayerRef(kind="each_player"),
                        object=A.ObjectRef(
                            kind="each", filter=("card", "in_its_hand|in_its_graveyard")
                        ),
                    ),
                    A.Draw(player=A.PlayerRef(kind="each_player"), amount=7),
                )
            )
        ),
    ),
    # graveyards (CR 404.1): Morningtide, Tormod's Cryptkeeper
    (
        "Morningtide",
        "Exile all graveyards.",
        A.SpellAbility(effect=A.ExileGraveyard(player=A.PlayerRef(kind="each_player"))),
    ),
    (
        "Tormod's Cryptkeeper",
        "{T}, Sacrifice Tormod's Cryptkeeper: Exile target player's graveyard.",
        A.ActivatedAbility(
            cost=A.Cost(
                components=(A.Tap(object=A.ObjectRef(kind="self")), A.Sacrifice(object=SELF))
            ),
            effect=A.ExileGraveyard(player=A.PlayerRef(kind="target_player")),
        ),
    ),
    # goad (CR 701.15)
    (
        None,
        "Goad target creature.",
        A.SpellAbility(effect=A.Goad(object=target("creature"))),
    ),
    # a type of the controller's choice (CR 205.1a, 305.7): Mistform Seaswift, Dream Thrush
    (
        "Mistform Seaswift",
        "{1}: Mistform Seaswift becomes the creature type of your choice until end of turn.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.ManaCost(symbols=("1",)),)),
            effect=A.Sequence(
                effects=(
                    A.MakeChoice(player=YOU, what="creature_type"),
                    A.Becomes(
                        object=SELF,
                        subtypes=("chosen_creature_type",),
                        additive=False,
                        duration=EOT,
                    ),
                )
            ),
        ),
    ),
    (
        "Dream Thrush",
        "{T}: Target land becomes the basic land type of your choice until end of turn.",
        A.ActivatedAbility(
            cost=TAP,
            effect=A.Sequence(
                effects=(
                    A.MakeChoice(player=YOU, what="basic_land_type"),
                    A.Becomes(
                        object=target("land"),
                        subtypes=("chosen_basic_land_type",),
                        additive=False,
                        duration=EOT,
                    ),
                )
            ),
        ),
    ),
    # paying as it resolves, then copying (CR 118.1, 707.10c): Mirari
    (
        "Mirari",
        "Whenever you cast an instant or sorcery spell, you may pay {3}. If you do, copy that "
        "spell. You may choose new targets for the copy.",
        A.TriggeredAbility(
            trigger=A.EventTrigger(
                event="cast",
                object=A.ObjectRef(kind="any", filter=("instant|sorcery", "spell")),
                player=YOU,
            ),
            effect=A.Sequence(
                effects=(
                    A.MayPay(player=YOU, cost=A.Cost(components=(A.ManaCost(symbols=("3",)),))),
                    A.Conditional(
                        condition=A.IfYouDo(),
                        effect=A.CopySpell(object=that_spell(), amount=1, new_targets=True),
                    ),
                )
            ),
        ),
    ),
]


@pytest.mark.parametrize(("name", "text", "expected"), ACTIONS)
def test_keyword_actions_and_zone_verbs(name: str | None, text: str, expected: A.Node) -> None:
    assert abilities(text, name) == (expected,)


def test_shuffling_hand_and_graveyard_en_fr_de() -> None:
    """Jace, the Living Guildpact's -8 (M15): "Each player shuffles their hand and graveyard into
    their library." reads the same in French ("mélange sa main et son cimetière à sa
    bibliothèque") and German ("mischt seine Hand und seinen Friedhof in seine Bibliothek")."""
    en = parse(
        "[−8]: Each player shuffles their hand and graveyard into their library. "
        "You draw seven cards.",
        "en",
        card_name="Jace, the Living Guildpact",
    ).abilities
    fr = parse(
        "−8 : Chaque joueur mélange sa main et son cimetière à sa bibliothèque. "
        "Vous piochez sept cartes.",
        "fr",
        card_name="Jace, Pacte des Guildes vivant",
    ).abilities
    de = parse(
        "-8: Jeder Spieler mischt seine Hand und seinen Friedhof in seine Bibliothek. "
        "Du ziehst sieben Karten.",
        "de",
        card_name="Jace, der lebende Gildenbund",
    ).abilities
    shuffle = en[0].effect.effects[0]
    assert shuffle.object.filter == ("card", "in_its_hand|in_its_graveyard")
    assert fr == en and de == en


@pytest.mark.parametrize(
    "text",
    [
        "Pay {1}.",  # a payment that is not a choice
        "You may choose new targets for the copy.",  # no copy before it
        "Copy target creature.",  # copying a permanent is another effect (CR 707.2)
    ],
)
def test_unsure_actions_stay_unparsed(text: str) -> None:
    assert unparsed(text)


MORE = [
    # a Saga's last chapter (CR 712.14a): Befriending the Moths
    (
        "Befriending the Moths",
        "III — Exile this Saga, then return it to the battlefield transformed under your control.",
        A.ChapterAbility(
            chapters=(3,),
            effect=A.Sequence(
                effects=(
                    A.Exile(object=SELF),
                    A.PutOntoBattlefield(object=SELF, controller=YOU, transformed=True),
                )
            ),
        ),
    ),
    # the controller of an object named before (CR 108.4): Melt Terrain
    (
        "Melt Terrain",
        "Destroy target land. Melt Terrain deals 2 damage to that land's controller.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.Destroy(object=target("land")),
                    A.DealDamage(
                        damage_source=SELF,
                        amount=2,
                        # "that land": the target (rulesparser.canonical)
                        recipient=A.PlayerRef(kind="controller", object=A.ObjectRef(kind="that")),
                    ),
                )
            )
        ),
    ),
    # "defending player controls" (CR 506.2): Master of Diversion
    (
        "Master of Diversion",
        "Whenever Master of Diversion attacks, tap target creature defending player controls.",
        A.TriggeredAbility(
            trigger=A.EventTrigger(event="attacks", object=SELF),
            effect=A.Tap(object=target("creature", "defending_player_controls")),
        ),
    ),
    # an exact characteristic (CR 202.3): Spell Blast
    (
        "Spell Blast",
        "Counter target spell with mana value X.",
        A.SpellAbility(
            effect=A.CounterObject(
                object=A.StackObjectRef(kind="target", filter=("spell", "mana_value=X"))
            )
        ),
    ),
    # "on each of up to two target creatures": Unbounded Potential's first mode
    (
        None,
        "Put a +1/+1 counter on each of up to two target creatures.",
        A.SpellAbility(
            effect=A.PutCounters(
                counter="+1/+1", amount=1, object=target("creature", count=2, up_to=True)
            )
        ),
    ),
    # the object sacrificed as a cost (CR 608.2h): Fling's second line
    (
        "Fling",
        "Fling deals damage equal to the sacrificed creature's power to any target.",
        A.SpellAbility(
            effect=A.DealDamage(
                damage_source=SELF,
                amount=A.Count(
                    what="power", object=A.ObjectRef(kind="sacrificed", filter=("creature",))
                ),
                recipient=A.Target(kinds=A.ANY_TARGET_KINDS),
            )
        ),
    ),
    # an activated or a triggered ability on the stack (CR 602, 603; CR 113.1b): Squelch,
    # Nimble Obstructionist
    (
        None,
        "Counter target activated ability. (Mana abilities can't be targeted.)",
        A.SpellAbility(
            effect=A.CounterObject(
                object=A.StackObjectRef(kind="target", filter=("activated", "ability"))
            )
        ),
    ),
    (
        "Nimble Obstructionist",
        "When you cycle Nimble Obstructionist, counter target activated or triggered ability"
        " you don't control.",
        A.TriggeredAbility(
            trigger=A.EventTrigger(event="cycle", object=SELF, player=YOU),
            effect=A.CounterObject(
                object=A.StackObjectRef(
                    kind="target", filter=("activated|triggered", "ability", "you_dont_control")
                )
            ),
        ),
    ),
    # another player's library searched (CR 701.23a): the searcher is you, the library and
    # the shuffle that player's (Bitter Ordeal, Jester's Cap)
    (
        None,
        "Search target player's library for a card and exile it. Then that player shuffles.",
        A.SpellAbility(
            effect=A.SearchLibrary(
                player=YOU,
                library=A.PlayerRef(kind="target_player"),
                object=A.ObjectRef(kind="any", filter=("card",), count=1),
                destination="exile",
                shuffle=True,
            )
        ),
    ),
    # "{N} for each" after "unless ... pays" (CR 118.12): N generic mana per object counted
    # (CR 107.3), a cost's count being generic mana; Megatherium, and a {2} per Wizard. After
    # "sacrifice it", "you may pay {1} for each card in your hand. If you don't, sacrifice it."
    # (CR 118.12a), as cumulative upkeep's CR text says it (702.24a)
    (
        "Megatherium",
        "When Megatherium enters the battlefield, sacrifice it unless you pay {1} for each card"
        " in your hand.",
        A.TriggeredAbility(
            trigger=A.EventTrigger(event="enters", object=SELF),
            effect=A.Sequence(
                effects=(
                    A.MayPayForEach(
                        player=YOU,
                        cost=A.Cost(components=(A.ManaCost(symbols=("1",)),)),
                        count=A.Count(what="cards_in_hand", player=YOU),
                    ),
                    A.Conditional(
                        condition=A.Not(condition=A.IfYouDo()),
                        # "it": the object the trigger is on (rulesparser.canonical)
                        effect=A.Sacrifice(object=SELF),
                    ),
                )
            ),
        ),
    ),
    (
        None,
        "Counter target spell unless its controller pays {2} for each Wizard on the battlefield.",
        A.SpellAbility(
            effect=A.UnlessPays(
                effect=A.CounterObject(object=A.StackObjectRef(kind="target", filter=("spell",))),
                player=A.PlayerRef(kind="controller", object=A.ObjectRef(kind="it")),
                cost=A.Cost(
                    components=(
                        A.Product(
                            factor=2,
                            amount=A.Count(
                                what="objects", object=A.ObjectRef(kind="each", filter=("wizard",))
                            ),
                        ),
                    )
                ),
            )
        ),
    ),
    # a card put into its owner's graveyard (CR 400.3): after a search (Goblin Engineer) and
    # after a reveal (Skirk Drill Sergeant's "Otherwise, ...")
    (
        "Goblin Engineer",
        "When Goblin Engineer enters the battlefield, you may search your library for an"
        " artifact card, put it into your graveyard, then shuffle.",
        A.TriggeredAbility(
            trigger=A.EventTrigger(event="enters", object=SELF),
            effect=A.SearchLibrary(
                player=YOU,
                object=A.ObjectRef(kind="any", filter=("artifact", "card"), count=1),
                destination="graveyard",
                shuffle=True,
                optional=True,
            ),
        ),
    ),
    (
        None,
        "Look at the top card of your library. You may put it into your graveyard.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.LookAtTop(player=YOU, amount=1),
                    # "it" after the top card looked at is that card (CR 608.2c), as Consider's
                    # "You may put that card into your graveyard"
                    A.OptionalEffect(
                        player=YOU, effect=A.PutIntoGraveyard(object=A.ObjectRef(kind="that"))
                    ),
                )
            )
        ),
    ),
    # spells that target this object (CR 115.1), their cost raised (CR 601.2f): Boreal
    # Elemental (M20)
    (
        "Boreal Elemental",
        "Spells your opponents cast that target Boreal Elemental cost {2} more to cast.",
        A.StaticEffect(
            effect=A.CostChange(
                object=A.StackObjectRef(
                    kind="each",
                    filter=("spell", "opponents_cast"),
                    targeting=A.Targets(object=SELF),
                ),
                mana=A.ManaCost(symbols=("2",)),
                increase=True,
            )
        ),
    ),
]


@pytest.mark.parametrize(("name", "text", "expected"), MORE)
def test_objects_players_and_amounts(name: str | None, text: str, expected: A.Node) -> None:
    assert abilities(text, name) == (expected,)


HAND_AND_PERMISSIONS = [
    # a revealed hand and a card chosen from it (CR 701.16a, 608.2c): Distress
    (
        "Distress",
        "Target player reveals their hand. You choose a nonland card from it. That player "
        "discards that card.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.RevealHand(player=A.PlayerRef(kind="target_player")),
                    A.ChooseObject(
                        player=YOU,
                        object=A.ObjectRef(
                            kind="any", filter=("nonland", "card", "in_that_players_hand"), count=1
                        ),
                    ),
                    A.Discard(
                        player=A.PlayerRef(kind="that_player"),
                        object=A.ObjectRef(kind="that"),  # "that card" (rulesparser.canonical)
                    ),
                )
            )
        ),
    ),
    # relative clauses of what happened this turn: Relentless Assault, Fatal Blow
    (
        None,
        "Untap all creatures that attacked this turn.",
        A.SpellAbility(effect=A.Untap(object=each("creature", "attacked_this_turn"))),
    ),
    (
        "Fatal Blow",
        "Destroy target creature that was dealt damage this turn. It can't be regenerated.",
        A.SpellAbility(
            effect=A.Destroy(
                object=target("creature", "dealt_damage_this_turn"), cant_be_regenerated=True
            )
        ),
    ),
    # exiling the top card and playing it this turn (CR 601.2): impulse draw
    (
        None,
        "{1}{R}, {T}: Exile the top card of your library. You may play that card this turn.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.ManaCost(symbols=("1", "R")), A.Tap(object=SELF))),
            effect=A.Sequence(
                effects=(
                    A.Exile(object=top()),
                    A.PlayPermission(
                        player=YOU,
                        object=A.ObjectRef(kind="that"),  # "that card"
                        without_paying=False,
                        duration=EOT,
                    ),
                )
            ),
        ),
    ),
    # animation of several lands that stay lands (CR 205.1b): Natural Affinity
    (
        "Natural Affinity",
        "All lands become 2/2 creatures until end of turn. They're still lands.",
        A.SpellAbility(
            effect=A.Becomes(
                object=each("land"),
                types=("creature",),
                power=2,
                toughness=2,
                additive=True,
                duration=EOT,
            )
        ),
    ),
    # "you may have it become ...": Crawling Barrens
    (
        "Crawling Barrens",
        "{4}: Put two +1/+1 counters on Crawling Barrens. Then you may have it become a 0/0 "
        "Elemental creature until end of turn. It's still a land.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.ManaCost(symbols=("4",)),)),
            effect=A.Sequence(
                effects=(
                    A.PutCounters(counter="+1/+1", amount=2, object=SELF),
                    A.OptionalEffect(
                        player=YOU,
                        effect=A.Becomes(
                            object=SELF,
                            types=("creature",),
                            subtypes=("elemental",),
                            power=0,
                            toughness=0,
                            additive=True,
                            duration=EOT,
                        ),
                    ),
                )
            ),
        ),
    ),
]


@pytest.mark.parametrize(("name", "text", "expected"), HAND_AND_PERMISSIONS)
def test_hands_permissions_and_animation(name: str | None, text: str, expected: A.Node) -> None:
    assert abilities(text, name) == (expected,)


@pytest.mark.parametrize(
    "text",
    [
        "You choose a nonland card from it.",  # no hand revealed before
        "Play that card this turn.",  # a permission is said with "you may"
        "Target creature becomes 2/2 creatures until end of turn.",  # one object, plural
    ],
)
def test_unsure_permissions_stay_unparsed(text: str) -> None:
    assert unparsed(text)


def test_life_lost_this_way() -> None:
    """Subversion: the count of the effect before it (CR 608.2c)."""
    (ab,) = abilities(
        "At the beginning of your upkeep, each opponent loses 1 life. You gain life equal to "
        "the life lost this way.",
        "Subversion",
    )
    assert ab.effect == A.Sequence(
        effects=(
            A.LoseLife(player=A.PlayerRef(kind="each_opponent"), amount=1),
            A.GainLife(player=YOU, amount=A.Count(what="life_lost_this_way")),
        )
    )


def test_reveal_until_then_that_card_and_the_rest() -> None:
    """Evolutionary Leap: "put" said once for that card and the rest (CR 701.16a, 401.4)."""
    ab = abilities(
        "{G}, Sacrifice a creature: Reveal cards from the top of your library until you reveal "
        "a creature card. Put that card into your hand and the rest on the bottom of your "
        "library in a random order.",
        "Evolutionary Leap",
    )[0]
    assert ab.effect == A.Sequence(
        effects=(
            A.RevealUntil(player=YOU, filter=("creature", "card")),
            # one sequence of steps (CR 608.2c), whatever sentence holds them
            A.ReturnToHand(object=A.ObjectRef(kind="that")),  # "that card" (canonical)
            A.PutRest(rest="library_bottom", order="random"),
        )
    )


def test_bottom_of_its_owners_library() -> None:
    assert abilities("Put target card from a graveyard on the bottom of its owner's library.") == (
        A.SpellAbility(effect=A.PutOnBottom(object=target("card", "in_a_graveyard"))),
    )


def test_exile_with_time_counters() -> None:
    """Suspend-like exile (CR 702.62a): the counters go on the exiled card."""
    assert abilities("Exile ~ with three time counters on it.") == (
        A.SpellAbility(effect=A.Exile(object=SELF, counter="time", amount=3)),
    )


@pytest.mark.parametrize(
    "text",
    [
        "You gain life equal to the damage dealt this way.",  # no damage dealt before
        "Put target creature card on the bottom of your library.",  # may not be yours
    ],
)
def test_unsure_results_stay_unparsed(text: str) -> None:
    assert unparsed(text)


def test_coin_flip_and_its_results() -> None:
    """Bottle of Suleiman: "If you win / lose the flip" fill the flip's results (CR 705.2)."""
    ab = abilities(
        "{1}, Sacrifice Bottle of Suleiman: Flip a coin. If you win the flip, create a 5/5 "
        "colorless Djinn artifact creature token with flying. If you lose the flip, Bottle of "
        "Suleiman deals 5 damage to you.",
        "Bottle of Suleiman",
    )[0]
    assert isinstance(ab.effect, A.FlipCoin)
    assert isinstance(ab.effect.won, A.CreateToken) and ab.effect.won.power == 5
    assert ab.effect.lost == A.DealDamage(damage_source=SELF, amount=5, recipient=YOU)


def test_planar_chaos_upkeep_flip() -> None:
    (ab,) = abilities(
        "At the beginning of your upkeep, flip a coin. If you lose the flip, sacrifice Planar "
        "Chaos.",
        "Planar Chaos",
    )
    assert ab.effect == A.FlipCoin(player=YOU, lost=A.Sacrifice(object=SELF))


def test_look_at_an_opponents_hand() -> None:
    """Telepathic Spies (CR 402.3)."""
    (ab,) = abilities(
        "When Telepathic Spies enters the battlefield, look at target opponent's hand.",
        "Telepathic Spies",
    )
    assert ab.effect == A.LookAtHand(player=YOU, owner=A.PlayerRef(kind="target_opponent"))


@pytest.mark.parametrize(
    "text",
    [
        "If you win the flip, draw a card.",  # no flip before it
        "Flip a coin. If you win the flip, draw a card. If you win the flip, draw a card.",
    ],
)
def test_flip_results_without_their_flip_stay_unparsed(text: str) -> None:
    assert unparsed(text)


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        ("Target creature loses flying until end of turn.", "target creature loses flying"),
        ("Exile all graveyards.", "exile every card in each player's graveyard"),
        ("Look at target player's hand.", "you look at target player's hand"),
        (
            "Reveal the top four cards of your library. You may put a land card from among "
            "them onto the battlefield tapped. Put the rest into your graveyard.",
            "put the rest into your graveyard",
        ),
    ],
)
def test_describe_reads_the_new_effects(text: str, reading: str) -> None:
    """``rulesparser.describe`` says the new effects in English, not as raw fields."""
    from rulesparser.describe import describe

    assert reading in describe(abilities(text)[0])


def test_cast_a_spell_from_among_them() -> None:
    """One of the cards looked at, cast as the ability resolves (CR 118.9, 608.2g): "a spell
    from among them" is the card chosen there (it becomes a spell as it is cast, CR 601.2a;
    German "eine Karte")."""
    ab = abilities(
        "{6}{R}{G}, {T}: Look at the top four cards of your library. You may cast a spell from "
        "among them without paying its mana cost. Put the rest on the bottom of your library "
        "in a random order."
    )[0]
    assert ab.effect.effects[1] == A.CastWithoutPaying(
        object=A.ObjectRef(kind="any", filter=("card", "from_among_them"), count=1),
        optional=True,
    )


#: "remove it from combat" (CR 506.4), printed on the Gustcloak creatures (Onslaught, Time
#: Spiral) in English, French and German: the German second infinitive takes the object of the
#: first ("ihn enttappen und aus dem Kampf entfernen")
GUSTCLOAK = {
    "en": (
        "Gustcloak Harrier",
        "Whenever Gustcloak Harrier becomes blocked, you may untap it and remove it from combat.",
    ),
    "fr": (
        "Busard soufflecape",
        "À chaque fois que le Busard soufflecape devient bloqué, vous pouvez le dégager et le "
        "retirer du combat.",
    ),
    "de": (
        "Windumhang-Segler",
        "Immer wenn der Windumhang-Segler geblockt wird, kannst du ihn enttappen und aus dem "
        "Kampf entfernen.",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_remove_from_combat_is_one_effect_in_every_language(lang: str) -> None:
    from rulesparser import parse

    name, text = GUSTCLOAK[lang]
    (ability,) = parse(text, lang, card_name=name).abilities
    assert isinstance(ability, A.TriggeredAbility) and ability.optional
    assert ability.effect == A.Sequence(
        effects=(
            A.Untap(object=A.ObjectRef(kind="self")),
            A.RemoveFromCombat(object=A.ObjectRef(kind="self")),
        )
    )
    en_name, en_text = GUSTCLOAK["en"]
    assert A.strip_meta(ability.to_json()) == A.strip_meta(
        parse(en_text, "en", card_name=en_name).abilities[0].to_json()
    )


def test_remove_target_blocking_creature_from_combat() -> None:
    (ability,) = abilities("{T}: Remove target blocking creature from combat.")
    assert ability.effect == A.RemoveFromCombat(object=target("blocking", "creature"))


KEYWORD_ACTION_LINES = [
    # Knighted Myr (DMU): adapt (CR 701.46a)
    (
        "{2}{W}: Adapt 1. (If this creature has no +1/+1 counters on it, put a +1/+1 counter on"
        " it.)",
        "{2}{W} : Adaptez 1. (Si cette créature n'a pas de marqueurs +1/+1 sur elle, mettez un"
        " marqueur +1/+1 sur elle.)",
        "{2}{W}: Adaptieren 1. (Falls keine +1/+1-Marken auf dieser Kreatur liegen, lege eine"
        " +1/+1-Marke auf sie.)",
        "adapt",
        1,
    ),
    # Chillerpillar (KHM): monstrosity (CR 701.37a)
    (
        "{4}{S}{S}: Monstrosity 2. (If this creature isn't monstrous, put two +1/+1 counters on"
        " it and it becomes monstrous.)",
        "{4}{S}{S} : Monstruosité 2. (Si cette créature n'est pas monstrueuse, mettez deux"
        " marqueurs +1/+1 sur elle et elle devient monstrueuse.)",
        "{4}{S}{S}: Monstrum 2. (Falls diese Kreatur nicht monströs ist, lege zwei +1/+1-Marken"
        " auf sie und sie wird monströs.)",
        "monstrosity",
        2,
    ),
]


@pytest.mark.parametrize(("en", "fr", "de", "action", "n"), KEYWORD_ACTION_LINES)
def test_a_keyword_action_is_an_instruction_inside_an_ability(
    en: str, fr: str, de: str, action: str, n: int
) -> None:
    """A keyword action of CR 701 said after an activation cost is the action with its number,
    as the same action alone on a line ("Proliferate.") is; the same AST in EN, FR and DE."""
    from _card_ast import abilities_json

    (ability,) = abilities(en)
    assert isinstance(ability, A.ActivatedAbility)
    assert ability.effect == A.KeywordAction(action=action, amount=n)
    assert abilities_json(fr, "fr") == abilities_json(de, "de") == abilities_json(en, "en")


def test_proliferate_and_bolster_inside_an_ability() -> None:
    """Yawgmoth, Thran Physician: "{B}{B}, Discard a card: Proliferate."; Abzan Advantage:
    "Target player sacrifices an enchantment. Bolster 1." (CR 701.34a, 701.39a)."""
    (ability,) = abilities("{B}{B}, Discard a card: Proliferate.")
    assert ability.effect == A.KeywordAction(action="proliferate")
    (spell,) = abilities("Target player sacrifices an enchantment. Bolster 1.")
    assert spell.effect.effects[-1] == A.KeywordAction(action="bolster", amount=1)


def test_a_keyword_ability_said_as_a_verb_is_not_read() -> None:
    """Bushido is a keyword ability (CR 702.45), not an action: "{1}: Bushido 2." is no verb."""
    assert unparsed("{1}: Bushido 2.")


def test_a_cost_of_one_permanent_of_either_type() -> None:
    """Moonsnare Prototype: "Tap an untapped artifact or creature you control" is one permanent
    that is an artifact or a creature (CR 109.2), not an artifact creature."""
    (ability,) = abilities("{T}, Tap an untapped artifact or creature you control: Add {C}.")
    tap = ability.cost.components[-1]
    assert isinstance(tap, A.Tap)
    assert tap.object.filter == ("artifact|creature", "you_control")


def test_an_adjective_as_the_last_alternative_before_a_noun_stays_unparsed() -> None:
    """Acclaimed Contender: "a Knight, Aura, Equipment, or legendary artifact card" is a Knight
    card, an Aura card, an Equipment card or a legendary artifact card, not an artifact card of
    any of those: "legendary" binds to "artifact" (CR 205.4): left unparsed, never read as an
    artifact card; "a blue or artifact card" (the adjective first) stays one list."""
    assert unparsed(
        "You may reveal a Knight, Aura, Equipment, or legendary artifact card from among them "
        "and put it into your hand."
    )
    (ability,) = abilities("Return target blue or artifact card from your graveyard to your hand.")
    assert ability.effect.object.filter[0] == "artifact|blue"


# several objects, each with its own quantifier, acted on by one verb (CR 115.1: each "target"
# is one target): an ObjectUnion, the same in English, French and German
SEVERAL_OBJECTS = [
    # Plague Spores (INV): "They" after them is all of them (CR 701.19c)
    (
        "Destroy target nonblack creature and target land. They can't be regenerated.",
        "Zerstöre eine nichtschwarze Kreatur Deiner Wahl und ein Land Deiner Wahl. Diese können "
        "nicht regeneriert werden.",
        "Détruisez la créature non-noire ciblée et le terrain ciblé. Ils ne peuvent pas être "
        "régénérés.",
        A.Destroy(
            object=A.ObjectUnion(objects=(target("nonblack", "creature"), target("land"))),
            cant_be_regenerated=True,
        ),
    ),
    # Spiteful Blow (JOU): "et le" with the article said again (French)
    (
        "Destroy target creature and target land.",
        "Zerstöre eine Kreatur deiner Wahl und ein Land deiner Wahl.",
        "Détruisez la créature ciblée et le terrain ciblé.",
        A.Destroy(object=A.ObjectUnion(objects=(target("creature"), target("land")))),
    ),
    # Boom // Bust (PLC): Boom
    (
        "Destroy target land you control and target land you don't control.",
        "Zerstöre ein Land deiner Wahl, das du kontrollierst, und ein Land deiner Wahl, das du "
        "nicht kontrollierst.",
        "Détruisez un terrain ciblé que vous contrôlez et un terrain ciblé que vous ne contrôlez "
        "pas.",
        A.Destroy(
            object=A.ObjectUnion(
                objects=(target("land", "you_control"), target("land", "you_dont_control"))
            )
        ),
    ),
    # Peel from Reality (AVR)
    (
        "Return target creature you control and target creature you don't control to their "
        "owners' hands.",
        "Bringe eine Kreatur deiner Wahl, die du kontrollierst, und eine Kreatur deiner Wahl, die "
        "du nicht kontrollierst, auf die Hand ihrer Besitzer zurück.",
        "Renvoyez une créature ciblée que vous contrôlez et une créature ciblée que vous ne "
        "contrôlez pas dans les mains de leurs propriétaires.",
        A.ReturnToHand(
            object=A.ObjectUnion(
                objects=(target("creature", "you_control"), target("creature", "you_dont_control"))
            )
        ),
    ),
    # Nissa, Genesis Mage (HOU): +2
    (
        "Untap up to two target creatures and up to two target lands.",
        "Enttappe bis zu zwei Kreaturen deiner Wahl und bis zu zwei Länder deiner Wahl.",
        "Dégagez jusqu'à deux créatures ciblées et jusqu'à deux terrains ciblés.",
        A.Untap(
            object=A.ObjectUnion(
                objects=(
                    target("creature", count=2, up_to=True),
                    target("land", count=2, up_to=True),
                )
            )
        ),
    ),
    # Perilous Predicament (AER): one of each, chosen as it resolves (CR 701.21a)
    (
        "Each opponent sacrifices an artifact creature and a nonartifact creature.",
        "Jeder Gegner opfert eine Artefaktkreatur und eine Nichtartefaktkreatur.",
        "Chaque adversaire sacrifie une créature-artefact et une créature non-artefact.",
        A.Sacrifice(
            object=A.ObjectUnion(
                objects=(
                    A.ObjectRef(kind="any", filter=("artifact", "creature"), count=1),
                    A.ObjectRef(kind="any", filter=("nonartifact", "creature"), count=1),
                )
            ),
            player=A.PlayerRef(kind="each_opponent"),
        ),
    ),
]


@pytest.mark.parametrize(("en", "de", "fr", "effect"), SEVERAL_OBJECTS)
def test_several_objects_of_one_verb(en: str, de: str, fr: str | None, effect: A.Node) -> None:
    (ability,) = abilities(en)
    assert ability == A.SpellAbility(effect=effect)
    for lang, text in (("de", de), ("fr", fr)):
        if text is not None:
            assert parse(text, lang).abilities == (ability,), lang


def test_several_cards_from_the_zone_said_last() -> None:
    """Restoration Specialist (AER): "up to one target artifact card and up to one target
    enchantment card from your graveyard": the zone said after the last card is where each card
    is (a card is in a zone, CR 109.2, and no other is said); the same in German and French."""
    ability = abilities(
        "{W}, Sacrifice ~: Return up to one target artifact card and up to one target "
        "enchantment card from your graveyard to your hand."
    )[0]
    zone = ("card", "in_your_graveyard")
    assert ability.effect == A.ReturnToHand(
        object=A.ObjectUnion(
            objects=(
                target("artifact", *zone, count=1, up_to=True),
                target("enchantment", *zone, count=1, up_to=True),
            )
        )
    )
    de = (
        "{W}, opfere die ~: Bringe bis zu eine Artefaktkarte deiner Wahl und bis zu eine "
        "Verzauberungskarte deiner Wahl aus deinem Friedhof auf deine Hand zurück."
    )
    fr = (
        "{W}, sacrifiez la ~ : Renvoyez jusqu'à une carte d'artefact ciblée et jusqu'à une carte "
        "d'enchantement ciblée depuis votre cimetière dans votre main."
    )
    assert parse(de, "de").abilities == (ability,)
    assert parse(fr, "fr").abilities == (ability,)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        # a phrase after the last object that may be said of both
        ("en", "Destroy target creature and target land you control."),
        # the German target mark said once, after the last object
        ("de", "Bringe eine Kreatur und ein Land deiner Wahl auf die Hand ihrer Besitzer zurück."),
        ("fr", "Détruisez la créature ciblée et le terrain ciblé que vous contrôlez."),
        # several objects where a verb reads one (the subject of "gagnent")
        ("fr", "La créature ciblée et le terrain ciblé gagnent +1/+1 jusqu'à la fin du tour."),
    ],
)
def test_a_phrase_that_may_be_said_of_several_objects_stays_unparsed(lang: str, line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, lang)
