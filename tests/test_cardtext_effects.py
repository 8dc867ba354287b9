"""Card-text effects (rulesparser.cardtext, English): verb families, static abilities and
prevention / replacement effects, checked on real Oracle lines (MTGJSON ``text``, the card's
name given as ``card_name``) against the AST a rules reader expects."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")
EOT = A.Duration(kind="end_of_turn")
PERMANENT = A.Duration(kind="permanent")
NEXT_UNTAP = A.Duration(kind="next_untap_step")


def target(*words: str, **kw: object) -> A.ObjectRef:
    return A.ObjectRef(kind="target", filter=words, **kw)


def each(*words: str) -> A.ObjectRef:
    return A.ObjectRef(kind="each", filter=words)


def abilities(text: str, name: str | None = None) -> tuple[A.Node, ...]:
    """The parsed abilities of an Oracle text; none of them may be left unparsed."""
    card = parse(text, "en", card_name=name, lenient=True)
    assert not any(isinstance(a, A.Unparsed) for a in card.abilities), card.abilities
    return card.abilities


CASES = [
    # damage to objects and players at once (CR 120.3): Dry Spell, Hurricane, Pestilence
    (
        "Dry Spell",
        "Dry Spell deals 1 damage to each creature and each player.",
        A.SpellAbility(
            effect=A.DealDamage(
                damage_source=SELF,
                amount=1,
                recipient=A.Recipients(members=(each("creature"), A.PlayerRef(kind="each_player"))),
            )
        ),
    ),
    (
        "Hurricane",
        "Hurricane deals X damage to each creature with flying and each player.",
        A.SpellAbility(
            effect=A.DealDamage(
                damage_source=SELF,
                amount=A.Variable(name="X"),
                recipient=A.Recipients(
                    members=(each("creature", "with:flying"), A.PlayerRef(kind="each_player"))
                ),
            )
        ),
    ),
    # a player and the creatures they control at once (CR 120.3): Chandra, Bold Pyromancer
    (
        "Chandra, Bold Pyromancer",
        "[−7]: Chandra, Bold Pyromancer deals 10 damage to target player and each creature and "
        "planeswalker they control.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.LoyaltyCost(change=-7),)),
            effect=A.DealDamage(
                damage_source=SELF,
                amount=10,
                recipient=A.Recipients(
                    members=(
                        A.PlayerRef(kind="target_player"),
                        each("creature|planeswalker", "that_player_controls"),
                    )
                ),
            ),
            timing="loyalty",
        ),
    ),
    # "[-X]" (CR 606.4, 107.3: X chosen as it is activated, that many loyalty counters removed):
    # Chandra Nalaar (M10)
    (
        "Chandra Nalaar",
        "[−X]: Chandra Nalaar deals X damage to target creature.",
        A.ActivatedAbility(
            cost=A.Cost(
                components=(
                    A.LoyaltyCost(change=A.Product(factor=-1, amount=A.Variable(name="X"))),
                )
            ),
            effect=A.DealDamage(
                damage_source=SELF,
                amount=A.Variable(name="X"),
                recipient=A.ObjectRef(kind="target", filter=("creature",)),
            ),
            timing="loyalty",
        ),
    ),
    # "your opponents control" is "an opponent controls" (Suicidal Charge's first sentence)
    (
        None,
        "Creatures your opponents control get -1/-1 until end of turn.",
        A.SpellAbility(
            effect=A.ModifyPowerToughness(
                object=each("creature", "opponent_controls"),
                power=-1,
                toughness=-1,
                duration=EOT,
            )
        ),
    ),
    # "doesn't untap during its controller's next untap step" (CR 502.3): Crippling Chill,
    # Chilling Grasp
    (
        "Crippling Chill",
        "Tap target creature. It doesn't untap during its controller's next untap step.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.Tap(object=target("creature")),
                    A.Restriction(
                        # "it" after a target is that target (rulesparser.canonical)
                        object=A.ObjectRef(kind="that"),
                        action="untap_during_untap_step",
                        duration=NEXT_UNTAP,
                    ),
                )
            )
        ),
    ),
    (
        "Chilling Grasp",
        "Tap up to two target creatures. Those creatures don't untap during their "
        "controller's next untap step.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.Tap(object=target("creature", count=2, up_to=True)),
                    A.Restriction(
                        object=A.ObjectRef(kind="that"),  # "those creatures"
                        action="untap_during_untap_step",
                        duration=NEXT_UNTAP,
                    ),
                )
            )
        ),
    ),
    # prevention effects (CR 615.1a): Fog, Redeem, Glacial Chasm, Uncle Istvan, Gaseous Form
    (
        "Fog",
        "Prevent all combat damage that would be dealt this turn.",
        A.SpellAbility(effect=A.PreventCombatDamage(duration=EOT)),
    ),
    (
        "Redeem",
        "Prevent all damage that would be dealt this turn to up to two target creatures.",
        A.SpellAbility(
            effect=A.PreventDamage(
                recipient=target("creature", count=2, up_to=True), amount=None, duration=EOT
            )
        ),
    ),
    (
        "Glacial Chasm",
        "Prevent all damage that would be dealt to you.",
        A.StaticEffect(effect=A.PreventDamage(recipient=YOU, amount=None, duration=PERMANENT)),
    ),
    (
        "Uncle Istvan",
        "Prevent all damage that would be dealt to Uncle Istvan by creatures.",
        A.StaticEffect(
            effect=A.PreventAllDamage(
                duration=PERMANENT, recipient=SELF, damage_source=each("creature")
            )
        ),
    ),
    (
        "Gaseous Form",
        "Prevent all combat damage that would be dealt to and dealt by enchanted creature.",
        A.StaticEffect(
            effect=A.Sequence(
                effects=(
                    A.PreventAllDamage(
                        duration=PERMANENT,
                        combat=True,
                        recipient=A.ObjectRef(kind="enchanted", filter=("creature",)),
                    ),
                    A.PreventAllDamage(
                        duration=PERMANENT,
                        combat=True,
                        damage_source=A.ObjectRef(kind="enchanted", filter=("creature",)),
                    ),
                )
            )
        ),
    ),
]


CASES += [
    # replacement and prevention effects of permanents (CR 614.1a, 615.1a, 615.5)
    (
        "Generous Soul",
        "If Generous Soul would be put into a graveyard from anywhere, exile it instead.",
        A.ReplacementEffect(
            event=A.Event(name="put_into_graveyard_from_anywhere", object=SELF),
            mode="instead",
            replacement=A.Exile(object=SELF),
        ),
    ),
    (
        "Phantom Flock",
        "If damage would be dealt to Phantom Flock, prevent that damage. Remove a +1/+1 counter "
        "from Phantom Flock.",
        A.ReplacementEffect(
            event=A.Event(name="dealt_damage", object=SELF),
            mode="instead",
            replacement=A.Sequence(
                effects=(
                    A.PreventThatDamage(),
                    A.RemoveCounters(counter="+1/+1", amount=1, object=SELF),
                )
            ),
        ),
    ),
    # combat restrictions and permissions (CR 506.5, 509.1a, 509.1b, 510.1c)
    (
        "Two-Headed Dragon",
        "Two-Headed Dragon can block an additional creature each combat.",
        A.StaticEffect(effect=A.CanBlockAdditional(object=SELF, amount=1, duration=PERMANENT)),
    ),
    (
        "Avatar of Hope",
        "Avatar of Hope can block any number of creatures.",
        A.StaticEffect(effect=A.CanBlockAdditional(object=SELF, amount=None, duration=PERMANENT)),
    ),
    (
        "Familiar Ground",
        "Each creature you control can't be blocked by more than one creature.",
        A.StaticEffect(
            effect=A.BlockerCount(
                object=each("creature", "you_control"), maximum=1, duration=PERMANENT
            )
        ),
    ),
    (
        "Phyrexian Colossus",
        "Phyrexian Colossus can't be blocked except by three or more creatures.",
        A.StaticEffect(effect=A.BlockerCount(object=SELF, minimum=3, duration=PERMANENT)),
    ),
    (
        "Evil Eye of Orms-by-Gore",
        "Evil Eye of Orms-by-Gore can't be blocked except by Walls.",
        A.StaticEffect(
            effect=A.Restriction(
                object=SELF,
                action="be_blocked_except_by",
                which=each("wall"),
                duration=PERMANENT,
            )
        ),
    ),
    (
        "Loyal Pegasus",
        "Loyal Pegasus can't attack or block alone.",
        A.StaticEffect(
            effect=A.Restriction(object=SELF, action="attack_or_block_alone", duration=PERMANENT)
        ),
    ),
    (
        "Tornado Elemental",
        "You may have Tornado Elemental assign its combat damage as though it weren't blocked.",
        A.StaticEffect(
            effect=A.OptionalEffect(
                player=YOU,
                effect=A.AssignDamageAsThoughNotBlocked(object=SELF, duration=PERMANENT),
            )
        ),
    ),
]


@pytest.mark.parametrize("name,text,expected", CASES, ids=[c[1][:60] for c in CASES])
def test_oracle_line(name: str | None, text: str, expected: A.Node) -> None:
    (got,) = abilities(text, name)
    assert got == expected


def test_assigns_no_combat_damage_after_if_you_do() -> None:
    """Laccolith Titan: "If you do, ~ assigns no combat damage this turn." (CR 510.1a) is the
    creature assigning none of its combat damage this turn, only if the optional damage before
    was dealt; "assigns two combat damage" says no such thing and stays unparsed."""
    (got,) = abilities(
        "Whenever Laccolith Titan becomes blocked, you may have it deal damage equal to its power"
        " to target creature. If you do, Laccolith Titan assigns no combat damage this turn.",
        "Laccolith Titan",
    )
    assert isinstance(got, A.TriggeredAbility)
    then = got.effect.effects[1]
    assert then == A.Conditional(
        condition=A.IfYouDo(), effect=A.AssignNoCombatDamage(object=SELF, duration=EOT)
    )
    card = parse("~ assigns two combat damage this turn.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


def test_assigns_no_combat_damage_in_french_and_german() -> None:
    """Carrion Wurm (French "n'inflige aucune blessure de combat ce tour-ci"), Laccolith
    Warrior (German "fügt ... in diesem Zug keinen Kampfschaden zu"): the sentence after "If a
    player does," / "If you do," gives the English Oracle sentence's AST."""
    from _card_ast import abilities_json as ast

    en = ast("~ assigns no combat damage this turn.", "en")
    assert en[0]["effect"]["type"] == "assign_no_combat_damage"
    assert ast("La ~ n'inflige aucune blessure de combat ce tour-ci.", "fr") == en
    assert ast("Der ~ fügt in diesem Zug keinen Kampfschaden zu.", "de") == en


def test_and_each_after_an_object_starts_a_new_clause() -> None:
    """ "... on ~ and each opponent loses 2 life" (Ironclad Revolutionary): "and each" after an
    object that is not a damage recipient begins the next clause, its subject each opponent."""
    (got,) = abilities(
        "When Ironclad Revolutionary enters the battlefield, you may sacrifice an artifact. If "
        "you do, put two +1/+1 counters on Ironclad Revolutionary and each opponent loses 2 "
        "life.",
        "Ironclad Revolutionary",
    )
    assert isinstance(got, A.TriggeredAbility)
    then = got.effect.effects[1]
    assert then.condition == A.IfYouDo()
    assert then.effect.effects[1] == A.LoseLife(player=A.PlayerRef(kind="each_opponent"), amount=2)


def test_and_each_needs_each_before_it() -> None:
    """ "target creature and each player" is not one group of recipients: left unparsed."""
    card = parse("~ deals 2 damage to target creature and each player.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


DRY_SPELL = """
scenario: damage to each creature and each player
ruling: CR 120.3
players: {alice: {}, bob: {}}
cards:
  spell:
    name: {en: Dry Spell}
    types: [sorcery]
    mana_cost: "{1}{B}"
    text: {en: "Dry Spell deals 1 damage to each creature and each player."}
  bear:
    name: {en: Runeclaw Bear}
    types: [creature]
    subtypes: [bear]
    power: 2
    toughness: 2
    mana_cost: "{1}{G}"
  elf:
    name: {en: Llanowar Elves}
    types: [creature]
    subtypes: [elf, druid]
    power: 1
    toughness: 1
    mana_cost: "{G}"
setup:
  alice: {hand: [spell], battlefield: [bear]}
  bob: {battlefield: [elf]}
turns:
  1:
    main1:
      - cast: spell
      - resolve: 1
expect:
  life: {alice: 19, bob: 19}
  zone: {bear: battlefield, elf: graveyard}
"""


def test_executor_deals_damage_to_each_creature_and_each_player() -> None:
    """Dry Spell (CR 120.3): 1 damage to every creature and every player; the 1/1 dies at the
    next state-based action check (CR 704.5g), the 2/2 survives."""
    from rulesparser.executor.scenario import parse_scenario, run_scenario

    r = run_scenario(parse_scenario(DRY_SPELL, "s.yaml"), "en")
    assert r.failures == []


@pytest.mark.parametrize(
    "text",
    [
        # a replacement said inside a one-shot spell of another event than dying or being put
        # into a graveyard (only "would die this turn" and "would be put into your graveyard
        # this turn" are read: test_a_spell_creates_a_replacement_for_this_turn)
        "Frostwielder deals 2 damage to target creature. If that creature would be destroyed "
        "this turn, exile it instead.",
        # "would" with no "instead": not a replacement this grammar knows
        "If Frostwielder would die, draw a card.",
        # "instead" with no "would" event
        "Exile target creature instead.",
    ],
)
def test_unsure_replacements_stay_unparsed(text: str) -> None:
    card = parse(text, "en", card_name="Frostwielder", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


def test_a_spell_creates_a_replacement_for_this_turn() -> None:
    """JOU Magma Spray: "If that creature would die this
    turn, exile it instead." is a replacement effect the spell creates until end of turn (CR
    614.1a, 611.2a), after the damage; AKH Anger of the Gods: "a creature dealt damage this way"
    is one the spell dealt damage to (CR 608.2c)."""
    (ab,) = parse(
        "Magma Spray deals 2 damage to target creature. If that creature would die this turn, "
        "exile it instead.",
        "en",
        card_name="Magma Spray",
    ).abilities
    damage, created = ab.effect.effects
    assert isinstance(damage, A.DealDamage)
    assert created == A.CreateReplacement(
        effect=A.ReplacementEffect(
            event=A.Event(name="dies", object=A.ObjectRef(kind="that")),
            mode="instead",
            replacement=A.Exile(object=A.ObjectRef(kind="it")),
        ),
        duration=A.Duration(kind="end_of_turn"),
    )
    (anger,) = parse(
        "Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this way "
        "would die this turn, exile it instead.",
        "en",
        card_name="Anger of the Gods",
    ).abilities
    event = anger.effect.effects[1].effect.event
    assert event.object.filter == ("creature", "dealt_damage_this_way")
    # with no damage dealt before it, "this way" names nothing
    alone = parse(
        "If a creature dealt damage this way would die this turn, exile it instead.",
        "en",
        lenient=True,
    ).abilities[0]
    assert isinstance(alone, A.Unparsed)


def test_executor_refuses_replacement_effects_it_does_not_apply() -> None:
    """A permanent with "If ~ would be put into a graveyard from anywhere, exile it instead"
    on the battlefield: the executor does not apply it yet and says so (the run fails with
    "can't play ... yet") instead of playing the game as if the ability were not there."""
    from rulesparser.executor.scenario import parse_scenario, run_scenario

    text = """
scenario: replacement effect not applied
ruling: CR 614.1a
players: {alice: {}, bob: {}}
cards:
  soul:
    name: {en: Generous Soul}
    types: [creature]
    subtypes: [spirit]
    power: 4
    toughness: 4
    mana_cost: "{4}{W}"
    text: {en: "If Generous Soul would be put into a graveyard from anywhere, exile it instead."}
setup:
  alice: {battlefield: [soul]}
turns:
  1:
    main1: []
"""
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert any("can't play" in f and "replacement_effect" in f for f in r.failures), r.failures


# quoted abilities granted by a static ability (CR 113.1, 604.1): the quoted text is parsed as a
# line of its own; inside it "this creature" / "this permanent" is the object that has it
QUOTED = [
    (
        "Hypervolt Grasp",
        'Enchanted creature has "{T}: This creature deals 1 damage to any target."',
        A.GrantAbilities(
            object=A.ObjectRef(kind="enchanted", filter=("creature",)),
            abilities=(
                A.ActivatedAbility(
                    cost=A.Cost(components=(A.Tap(object=A.ObjectRef(kind="self")),)),
                    effect=A.DealDamage(
                        damage_source=SELF, amount=1, recipient=A.Target(kinds=A.ANY_TARGET_KINDS)
                    ),
                ),
            ),
        ),
    ),
    (
        "Zombie Master",
        'Other Zombies have "{B}: Regenerate this permanent."',
        A.GrantAbilities(
            object=each("other", "zombie"),
            abilities=(
                A.ActivatedAbility(
                    cost=A.Cost(components=(A.ManaCost(symbols=("B",)),)),
                    effect=A.Regenerate(object=SELF),
                ),
            ),
        ),
    ),
    (
        "Energy Flux",
        'All artifacts have "At the beginning of your upkeep, sacrifice this artifact unless '
        'you pay {2}."',
        A.GrantAbilities(
            object=A.ObjectRef(kind="all", filter=("artifact",)),
            abilities=(
                A.TriggeredAbility(
                    trigger=A.StepTrigger(step="upkeep", player="you"),
                    effect=A.SacrificeUnlessPay(
                        object=SELF, cost=A.Cost(components=(A.ManaCost(symbols=("2",)),))
                    ),
                ),
            ),
        ),
    ),
]


@pytest.mark.parametrize("name,text,expected", QUOTED, ids=[c[0] for c in QUOTED])
def test_quoted_ability(name: str, text: str, expected: A.Node) -> None:
    (got,) = abilities(text, name)
    assert got == expected


@pytest.mark.parametrize(
    "text",
    [
        # the card's own name inside the quote is the card granting it, not the holder
        'Equipped creature has "{1}{R}, {T}, Unattach Sword: It deals 3 damage to any target."',
        'Creatures you control have "When Sword dies, you lose 6 life."',
        # a quoted text that is no ability this grammar knows
        'Enchanted creature has "{T}: Frobnicate target creature."',
    ],
)
def test_unsure_quoted_abilities_stay_unparsed(text: str) -> None:
    card = parse(text, "en", card_name="Sword", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


def test_a_quoted_ability_naming_the_card_granted_to_itself() -> None:
    """Treacherous Vampire (JUD): '~ gets +2/+2 and has "When ~ dies, you lose 6 life."' — the
    card grants the ability to itself, so its name inside the quote is the object that has
    the ability (CR 113.1, 201.5): "When this creature dies"."""
    (ability,) = abilities(
        "Threshold — As long as seven or more cards are in your graveyard, Treacherous Vampire "
        'gets +2/+2 and has "When Treacherous Vampire dies, you lose 6 life."',
        "Treacherous Vampire",
    )
    grant = ability.effect.effect.effects[1]
    assert grant.object == SELF
    (granted,) = grant.abilities
    assert granted.trigger == A.EventTrigger(object=SELF, event="dies")
    assert granted.effect == A.LoseLife(player=YOU, amount=6)


def test_an_unsure_reading_says_why_it_is_not_read() -> None:
    """A line the card-text grammar reads but leaves unparsed reports why (an Unsure reading
    ranks first), not another grammar's earlier failure."""
    from rulesparser import ParseError

    with pytest.raises(ParseError) as err:
        parse("Target creature gains flying until end of turn for each creature you control.", "en")
    assert "'for each' on a verb without an amount" in str(err.value)


def test_gaining_a_quoted_ability_for_a_time() -> None:
    """'Until end of turn, target creature gets +2/+0 and gains "When this creature dies, ..."'
    (Supernatural Stamina, AKH): the creature has the quoted ability until end of turn (CR 113.1,
    611.2; layer 6), one effect beside the P/T change."""
    (ab,) = parse(
        'Until end of turn, target creature gets +2/+0 and gains "When this creature dies, '
        "return it to the battlefield under its owner's control.\"",
        "en",
    ).abilities
    pt, gains = ab.effect.effects
    assert isinstance(pt, A.ModifyPowerToughness) and pt.object.kind == "target"
    assert isinstance(gains, A.Becomes) and gains.duration == A.Duration(kind="end_of_turn")
    assert gains.object.kind == "that" and not gains.types and gains.power is None
    (granted,) = gains.abilities
    assert isinstance(granted, A.TriggeredAbility) and granted.trigger.event == "dies"


# "The next time a source of your choice would deal damage to [recipient] this turn, prevent that
# damage" (CR 615.7, 609.7a), divided damage (CR 601.2d), "N mana of any one color" (CR 106.7)
ANY_TARGET = A.Target(kinds=A.ANY_TARGET_KINDS)
TAP = A.Cost(components=(A.Tap(object=A.ObjectRef(kind="self")),))
SHIELDS = [
    (
        "Circle of Protection: Black",  # 4ED
        "{1}: The next time a black source of your choice would deal damage to you this turn, "
        "prevent that damage.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.ManaCost(symbols=("1",)),)),
            effect=A.PreventNextDamageEvent(
                damage_source=A.ObjectRef(kind="chosen", filter=("black", "source")),
                recipient=YOU,
                duration=EOT,
            ),
        ),
    ),
    (
        "Sanctum Guardian",  # 9ED
        "Sacrifice Sanctum Guardian: The next time a source of your choice would deal damage to "
        "any target this turn, prevent that damage.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.Sacrifice(object=SELF),)),
            effect=A.PreventNextDamageEvent(
                damage_source=A.ObjectRef(kind="chosen", filter=("source",)),
                recipient=ANY_TARGET,
                duration=EOT,
            ),
        ),
    ),
    (
        "Pilgrim of Justice",  # ODY: damage the source would deal to anything (CR 615.7)
        "{W}, Sacrifice Pilgrim of Justice: The next time a red source of your choice would deal "
        "damage this turn, prevent that damage.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.ManaCost(symbols=("W",)), A.Sacrifice(object=SELF))),
            effect=A.PreventNextDamageEvent(
                damage_source=A.ObjectRef(kind="chosen", filter=("red", "source")),
                recipient=None,
                duration=EOT,
            ),
        ),
    ),
    (
        "Awe Strike",  # MRD (its second sentence, the life gained, is left out here)
        "The next time target creature would deal damage this turn, prevent that damage.",
        A.SpellAbility(
            effect=A.PreventNextDamageEvent(
                damage_source=A.ObjectRef(kind="target", filter=("creature",)),
                recipient=None,
                duration=EOT,
            ),
        ),
    ),
    (
        "Pyrotechnics",  # 4ED
        "Pyrotechnics deals 4 damage divided as you choose among any number of targets.",
        A.SpellAbility(
            effect=A.DealDamageDivided(
                damage_source=SELF, amount=4, targets=ANY_TARGET, minimum=0, maximum=None
            )
        ),
    ),
    (
        "Electrolyze",  # GPT (its second sentence, "Draw a card.", is left out here)
        "Electrolyze deals 2 damage divided as you choose among one or two targets.",
        A.SpellAbility(
            effect=A.DealDamageDivided(
                damage_source=SELF, amount=2, targets=ANY_TARGET, minimum=1, maximum=2
            )
        ),
    ),
    (
        "Gilded Lotus",  # M13
        "{T}: Add three mana of any one color.",
        A.ActivatedAbility(cost=TAP, effect=A.AddManaOfChoice(player=YOU, amount=3)),
    ),
    (
        "Terrarion",  # 10E: any combination of the five colors (CR 106.1b, 106.4)
        "{T}: Add two mana in any combination of colors.",
        A.ActivatedAbility(
            cost=TAP,
            effect=A.AddManaCombination(player=YOU, amount=2, colors=("W", "U", "B", "R", "G")),
        ),
    ),
]


@pytest.mark.parametrize(("name", "text", "expected"), SHIELDS, ids=[c[0] for c in SHIELDS])
def test_shields_divided_damage_and_mana_of_one_color(
    name: str, text: str, expected: A.Node
) -> None:
    assert abilities(text, name) == (expected,)


def test_one_mana_of_any_color_for_each_is_any_combination_of_colors() -> None:
    """Coalition Relic (TSR), EN and FR: "Add one mana of any color for each charge counter
    removed this way" repeats "add one mana of any color", each color chosen on its own (CR
    106.1b): mana in any combination of colors, not that much mana of one color ("Add three mana
    of any one color", Gilded Lotus)."""
    en = abilities(
        "At the beginning of your precombat main phase, remove all charge counters from "
        "Coalition Relic. Add one mana of any color for each charge counter removed this way.",
        "Coalition Relic",
    )
    fr = parse(
        "Au début de votre première phase principale, retirez tous les marqueurs « charge » de "
        "la Relique de la Coalition. Ajoutez un mana de la couleur de votre choix pour chaque "
        "marqueur « charge » retiré de cette manière.",
        "fr",
        card_name="Relique de la Coalition",
    ).abilities
    assert [A.strip_meta(a.to_json()) for a in fr] == [A.strip_meta(a.to_json()) for a in en]
    add = en[0].effect.effects[-1]
    assert isinstance(add, A.AddManaCombination) and add.colors == tuple("WUBRG")
    assert add.amount == A.Count(what="counters_removed_this_way", counter="charge")


def test_divided_damage_among_target_creatures_and_planeswalkers() -> None:
    """Kinds of permanents after "target" are one Target of those kinds, as for "deals 3
    damage to target creature or planeswalker" (CR 115.1)."""
    (ability,) = abilities(
        "When Fury enters the battlefield, it deals 4 damage divided as you choose among any "
        "number of target creatures and/or planeswalkers.",
        "Fury",  # MH2
    )
    assert ability.effect.targets == A.Target(kinds=("creature", "planeswalker"))
    assert (ability.effect.amount, ability.effect.minimum, ability.effect.maximum) == (4, 0, None)


@pytest.mark.parametrize(
    "text",
    [
        # "The next time" with a redirection, not a prevention: not understood yet
        "{1}: The next time a source of your choice would deal damage to target creature this "
        "turn, that source deals that damage to you instead.",
        # "a source" without "of your choice": which source is not said
        "The next time a source would deal damage to you this turn, prevent that damage.",
        # "If [object] would deal damage" to no recipient said, outside "The next time"
        "If target creature would deal damage this turn, prevent that damage.",
        "The next time a creature would deal damage this turn, prevent that damage.",
        # numbers of targets that are not a range
        "Frostwielder deals 3 damage divided as you choose among one or three targets.",
    ],
)
def test_unsure_shields_and_divisions_stay_unparsed(text: str) -> None:
    card = parse(text, "en", card_name="Frostwielder", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


def test_executor_refuses_a_divided_damage_spell() -> None:
    """Pyrotechnics: the executor does not announce a division yet (CR 601.2d) and says so."""
    from rulesparser.executor.scenario import parse_scenario, run_scenario

    text = """
scenario: divided damage not played
ruling: CR 601.2d
players: {alice: {mana: 5}, bob: {}}
cards:
  pyro:
    name: {en: Pyrotechnics}
    types: [sorcery]
    mana_cost: "{4}{R}"
    text: {en: "Pyrotechnics deals 4 damage divided as you choose among any number of targets."}
setup:
  alice: {hand: [pyro]}
turns:
  1:
    main1:
      - cast: pyro
      - resolve: all
"""
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert any("can't play" in f and "deal_damage_divided" in f for f in r.failures), r.failures


# "Enchant [object]" (CR 702.5a, 303.4a): an object or player phrase as the enchant quality
def _enchant(parameter: A.Node) -> A.Keyword:
    return A.Keyword(
        name="enchant", parameter=parameter, abilities=(A.StaticAbility(rule="enchant"),)
    )


ENCHANT = [
    ("Teferi's Curse", "Enchant artifact or creature", ("artifact|creature",)),  # MIR
    ("Inferno Fist", "Enchant creature you control", ("creature", "you_control")),  # M15
    ("Cocoon", "Enchant creature you control", ("creature", "you_control")),  # LEG
]


@pytest.mark.parametrize(("name", "text", "words"), ENCHANT, ids=[c[0] for c in ENCHANT])
def test_enchant_object_qualities(name: str, text: str, words: tuple[str, ...]) -> None:
    assert abilities(text, name) == (_enchant(A.ObjectRef(kind="any", filter=words)),)


def test_enchant_player() -> None:
    assert abilities("Enchant player", "Curse of the Pierced Heart") == (
        _enchant(A.PlayerRef(kind="player")),
    )


def test_executor_aura_targets_only_what_its_enchant_quality_allows() -> None:
    """Inferno Fist (M15, its first two lines): "Enchant creature you control" refuses an
    opponent's creature as its target and enchants one of its controller's (CR 303.4a)."""
    from rulesparser.executor.scenario import parse_scenario, run_scenario

    text = """
scenario: enchant creature you control
ruling: CR 303.4a, 702.5a
players: {alice: {}, bob: {}}
cards:
  fist:
    name: {en: Inferno Fist}
    types: [enchantment]
    subtypes: [aura]
    mana_cost: "{1}{R}"
    text: {en: "Enchant creature you control\\nEnchanted creature gets +2/+0."}
  bear:
    name: {en: Runeclaw Bear}
    types: [creature]
    power: 2
    toughness: 2
  ogre:
    name: {en: Hill Ogre}
    types: [creature]
    power: 3
    toughness: 3
setup:
  alice: {hand: [fist], battlefield: [bear]}
  bob: {battlefield: [ogre]}
turns:
  1:
    main1:
      - cast: fist
        targets: [ogre]
        illegal: illegal_target
      - cast: fist
        targets: [bear]
      - resolve: all
expect:
  attached: {fist: bear}
  pt: {bear: 4/2, ogre: 3/3}
"""
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert r.failures == []


# library manipulation (CR 401): look at the top cards, put them back / one into the hand and
# the rest elsewhere; "draws an additional card" (CR 121.1)
def _look(n: int) -> A.LookAtTop:
    return A.LookAtTop(player=YOU, amount=n)


LIBRARY = [
    (
        "Strategic Planning",  # HOU
        "Look at the top three cards of your library. Put one of them into your hand and the "
        "rest into your graveyard.",
        A.Sequence(effects=(_look(3), A.PutChosenAndRest(amount=1, rest="graveyard"))),
    ),
    (
        "Anticipate",  # M19
        "Look at the top three cards of your library. Put one of them into your hand and the "
        "rest on the bottom of your library in any order.",
        A.Sequence(
            effects=(_look(3), A.PutChosenAndRest(amount=1, rest="library_bottom", order="any"))
        ),
    ),
    (
        # "those cards": the cards the sentence before looked at, as "them" (CR 608.2c)
        "Necrosynthesis",  # MID, its line without the trigger
        "Look at the top two cards of your library. Put one of those cards into your hand and "
        "the rest on the bottom of your library in a random order.",
        A.Sequence(
            effects=(
                _look(2),
                A.PutChosenAndRest(amount=1, rest="library_bottom", order="random"),
            )
        ),
    ),
    (
        # "any number of them" into the graveyard, the rest back on top (CR 401.4, 608.2d)
        "Curate",  # STX
        "Look at the top two cards of your library. Put any number of them into your graveyard "
        "and the rest back on top of your library in any order.",
        A.Sequence(
            effects=(
                _look(2),
                A.PutChosenAndRest(
                    amount=A.Variable(name="any_number"),
                    destination="graveyard",
                    rest="library_top",
                    order="any",
                ),
            )
        ),
    ),
    (
        "Grafted Skullcap",  # 7ED, its first line
        "At the beginning of your draw step, draw an additional card.",
        A.Draw(player=YOU, amount=1),
    ),
]


@pytest.mark.parametrize(("name", "text", "effect"), LIBRARY, ids=[c[0] for c in LIBRARY])
def test_library_manipulation(name: str, text: str, effect: A.Node) -> None:
    (ability,) = abilities(text, name)
    assert ability.effect == effect


def test_up_to_n_of_them_and_the_rest() -> None:
    """Shadow Prophecy and Nael, Avizoa Aeronaut (DMU; its line with three cards for its X): "up
    to two of them" is that many or
    fewer, chosen by the player (CR 608.2d); "on top of your library" is where the chosen go and
    "the rest on the bottom in a random order" the same library said once (CR 401.4)."""
    (prophecy,) = abilities(
        "Domain — Look at the top X cards of your library, where X is the number of basic land "
        "types among lands you control. Put up to two of them into your hand and the rest into "
        "your graveyard. You lose 2 life.",
        "Shadow Prophecy",
    )
    chosen = [n for n in prophecy.walk() if isinstance(n, A.PutChosenAndRest)]
    assert chosen == [A.PutChosenAndRest(amount=2, up_to=True, rest="graveyard")]
    (ability,) = abilities(
        "Whenever Nael, Avizoa Aeronaut deals combat damage to a player, look at the top three "
        "cards of your library. Put up to one of them on top of your library and the rest on "
        "the bottom in a random order.",
        "Nael, Avizoa Aeronaut",
    )
    chosen = [n for n in ability.walk() if isinstance(n, A.PutChosenAndRest)]
    assert chosen == [
        A.PutChosenAndRest(
            amount=1,
            up_to=True,
            destination="library_top",
            rest="library_bottom",
            order="random",
        )
    ]


def test_chosen_and_rest_in_one_place_stays_unparsed() -> None:
    """Cards chosen to go where the rest goes would make the choice say nothing: a misprint or
    a wording not understood, left unparsed rather than read as one of the two."""
    card = parse(
        "Look at the top three cards of your library. Put one of them into your graveyard and "
        "the rest into your graveyard.",
        "en",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_the_other_of_two_cards_is_the_rest() -> None:
    """Nagging Thoughts (SOI): "the other", the one card left of the two looked at, is the rest
    (CR 401.1); the French "l'autre" and the German "die andere" say the same."""
    en = (
        "Look at the top two cards of your library. Put one of them into your hand and the "
        "other into your graveyard."
    )
    fr = (
        "Regardez les deux cartes du dessus de votre bibliothèque. Mettez l'une d'entre elles "
        "dans votre main et l'autre dans votre cimetière."
    )
    de = (
        "Schaue dir die obersten zwei Karten deiner Bibliothek an. Nimm eine davon auf deine "
        "Hand und lege die andere auf deinen Friedhof."
    )
    (ability,) = abilities(en, "Nagging Thoughts")
    assert ability.effect == A.Sequence(
        effects=(_look(2), A.PutChosenAndRest(amount=1, rest="graveyard"))
    )
    assert parse(fr, "fr").abilities == (ability,)
    assert parse(de, "de").abilities == (ability,)


def test_look_then_put_them_back() -> None:
    """Sage Owl (6ED): the cards looked at go back in any order (CR 401.4)."""
    (ability,) = abilities(
        "When Sage Owl enters the battlefield, look at the top four cards of your library, then "
        "put them back in any order.",
        "Sage Owl",
    )
    assert ability.effect == A.Sequence(effects=(_look(4), A.PutBackInAnyOrder()))


@pytest.mark.parametrize(
    "text",
    [
        # "them" with no cards looked at before in the ability
        "Put them back in any order.",
        "{T}: Put one of them into your hand and the rest into your graveyard.",
    ],
)
def test_them_without_a_look_stays_unparsed(text: str) -> None:
    card = parse(text, "en", card_name="Frostwielder", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


# what an object is (CR 613): "becomes a 2/2 ... creature [until end of turn]. It's still a
# land." (CR 205.1a, layers 4-7b) and switching power and toughness (CR 613.4d)
def test_manland_becomes_a_creature_and_stays_a_land() -> None:
    (ability,) = abilities(
        "{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature until end of "
        "turn. It's still a land.",
        "Mishra's Factory",  # 4ED
    )
    assert ability.effect == A.Becomes(
        object=SELF,
        types=("artifact", "creature"),
        subtypes=("assembly-worker",),
        power=2,
        toughness=2,
        additive=True,
        duration=EOT,
    )


def test_becomes_without_still_replaces_the_card_types() -> None:
    """Without "It's still a ..." the new card types replace the old ones (CR 205.1a); the
    keywords after "with" are added."""
    (ability,) = abilities(
        "{4}{R}: Foriysian Totem becomes a 4/4 red Giant artifact creature with trample until "
        "end of turn.",
        "Foriysian Totem",  # TSP
    )
    effect = ability.effect
    assert (effect.types, effect.subtypes, effect.colors, effect.additive) == (
        ("artifact", "creature"),
        ("giant",),
        ("red",),
        False,
    )
    assert (effect.power, effect.toughness, effect.duration) == (4, 4, EOT)
    assert [k.name for k in effect.abilities] == ["trample"]


def test_switch_power_and_toughness() -> None:
    (ability,) = abilities(
        "Switch target creature's power and toughness until end of turn.", "Strange Inversion"
    )  # CHK
    assert ability.effect == A.SwitchPowerToughness(object=target("creature"), duration=EOT)


@pytest.mark.parametrize(
    "text",
    [
        "It's still a land.",  # after no "becomes"
        "Frostwielder becomes a 2/2 colorless Golem artifact creature until end of turn.",
    ],
)
def test_unsure_animation_stays_unparsed(text: str) -> None:
    card = parse(text, "en", card_name="Frostwielder", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


# redirection (CR 614.9): "[The next N / All] damage that would be dealt to X [by Y] [this turn]
# is dealt to Z instead"
def test_next_damage_redirected_to_a_target() -> None:
    (ability,) = abilities(
        "{0}: The next 1 damage that would be dealt to Nomads en-Kor this turn is dealt to "
        "target creature you control instead.",
        "Nomads en-Kor",  # STH
    )
    assert ability.effect == A.RedirectDamage(
        recipient=SELF,
        new_recipient=target("creature", "you_control"),
        duration=EOT,
        amount=1,
    )


def test_aura_redirection_is_a_static_ability() -> None:
    """Pariah (7ED): a redirection that lasts as long as the Aura and names no target is a
    static ability (CR 604.1), not a one-shot effect."""
    (ability,) = abilities(
        "All damage that would be dealt to you is dealt to enchanted creature instead.", "Pariah"
    )
    assert isinstance(ability, A.StaticAbility) or isinstance(ability, A.StaticEffect), ability
    effect = ability.effect
    assert effect == A.RedirectDamage(
        recipient=YOU,
        new_recipient=A.ObjectRef(kind="enchanted", filter=("creature",)),
        duration=PERMANENT,
    )


def test_redirection_without_instead_stays_unparsed() -> None:
    card = parse(
        "{0}: The next 1 damage that would be dealt to Nomads en-Kor this turn is dealt to "
        "target creature.",
        "en",
        card_name="Nomads en-Kor",
        lenient=True,
    )
    assert isinstance(card.abilities[0], A.Unparsed)


# mana of a color or type other permanents could produce (CR 106.7)
@pytest.mark.parametrize(
    ("name", "text", "words", "colorless"),
    [
        (
            "Exotic Orchard",  # CON
            "{T}: Add one mana of any color that a land an opponent controls could produce.",
            ("land", "opponent_controls"),
            False,
        ),
        (
            "Reflecting Pool",  # SHM
            "{T}: Add one mana of any type that a land you control could produce.",
            ("land", "you_control"),
            True,
        ),
    ],
)
def test_mana_a_land_could_produce(
    name: str, text: str, words: tuple[str, ...], colorless: bool
) -> None:
    assert abilities(text, name) == (
        A.ActivatedAbility(
            cost=TAP,
            effect=A.AddManaCouldProduce(
                player=YOU,
                amount=1,
                lands=A.ObjectRef(kind="each", filter=words),
                colorless=colorless,
            ),
        ),
    )


# mana of a type the land tapped for mana produced (CR 106.7): Mirari's Wake (ONS), Zendikar
# Resurgent (German "erhöhe deinen Manavorrat um"), Zhur-Taa Ancient (French "ce joueur ajoute à
# sa réserve ... produisait"), Keeper of Progenitus (French "produit par ce terrain")
MIRARIS_WAKE = "Whenever you tap a land for mana, add one mana of any type that land produced."
MANA_FLARE = (
    "Whenever a player taps a land for mana, that player adds one mana of any type that land"
    " produced."
)
PRODUCED = [
    (
        MIRARIS_WAKE,
        "fr",
        "À chaque fois que vous engagez un terrain pour du mana, ajoutez un mana de n'importe quel"
        " type que ce terrain a produit.",
    ),
    (
        MIRARIS_WAKE,
        "de",
        "Immer wenn du ein Land für Mana tappst, erzeuge ein Mana eines beliebigen Typs, den das"
        " Land produziert hat.",
    ),
    (
        MIRARIS_WAKE,
        "de",
        "Immer wenn du ein Land für Mana tappst, erhöhe deinen Manavorrat um ein Mana eines"
        " beliebigen Typs, den dieses Land produziert hat.",
    ),
    (
        MANA_FLARE,
        "fr",
        "À chaque fois qu'un joueur engage un terrain pour du mana, ce joueur ajoute à sa réserve"
        " un mana de n'importe quel type que ce terrain produisait.",
    ),
    (
        MANA_FLARE.replace("a land", "a Mountain, Forest, or Plains", 1),
        "fr",
        "À chaque fois qu'un joueur engage une montagne, une forêt ou une plaine pour du mana, ce"
        " joueur ajoute à sa réserve un mana de n'importe quel type produit par ce terrain.",
    ),
]


@pytest.mark.parametrize(("en", "lang", "printed"), PRODUCED)
def test_mana_of_a_type_that_land_produced(en: str, lang: str, printed: str) -> None:
    """The trigger's land ("that land"), one mana of a type it produced, added by the player who
    tapped it (AddManaProduced), the same in the French and German printings."""
    from _card_ast import abilities_json as ast

    (got,) = abilities(en)
    assert isinstance(got, A.TriggeredAbility)
    assert isinstance(got.effect, A.AddManaProduced)
    assert got.effect.amount == 1 and got.effect.land.kind == "that"
    assert got.effect.player.kind == ("you" if en == MIRARIS_WAKE else "that_player")
    assert got.trigger.event == "tapped_for_mana"
    assert ast(printed, lang) == ast(en, "en")


JUDGE_UNWORTHY = (
    "Choose target attacking or blocking creature. Scry 3, then reveal the top card of your "
    "library. Judge Unworthy deals damage equal to that card's mana value to that creature."
)
JUDGE_UNWORTHY_FR = (
    "Choisissez une créature attaquante ou bloqueuse ciblée. Regard 3, puis révélez la carte du "
    "dessus de votre bibliothèque. Juger indigne inflige à cette créature un nombre de blessures "
    "égal au coût converti de mana de cette carte."
)


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [("en", "Judge Unworthy", JUDGE_UNWORTHY), ("fr", "Juger indigne", JUDGE_UNWORTHY_FR)],
)
def test_that_card_and_that_creature_in_one_sentence_stay_unparsed(
    lang: str, name: str, text: str
) -> None:
    """Judge Unworthy: "that card" (the revealed card) and "that creature" (the target) in one
    sentence; a ``that`` reference keeps neither noun, so the AST could not tell them apart
    (CR 608.2c): the line stays unparsed, with the reason."""
    card = parse(text, lang, card_name=name, lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)
    assert "that card" in card.abilities[0].error


def test_that_creature_card_then_that_card_is_one_object() -> None:
    """Talara's Bane: "that creature card's toughness, then that player discards that card":
    the two nouns may name one object (one holds the other): parsed, the card gained from and
    discarded is the one chosen."""
    (spell,) = abilities(
        "Target opponent reveals their hand. You choose a green or white creature card from it. "
        "You gain life equal to that creature card's toughness, then that player discards that "
        "card.",
        "Talara's Bane",
    )
    gain, discard = spell.effect.effects[2:]
    assert gain.amount.object == discard.object == A.ObjectRef(kind="that")


def test_discarding_up_to_or_any_number_of_cards_keeps_the_choice() -> None:
    """Hazard (FR "Hasard") / Cathartic Pyre: "any number of cards" and "up to two cards" are
    the player's choice (CR 701.9a, 107.1c), not one or two cards; FR gives the same AST."""
    from _card_ast import abilities_json

    (any_number,) = abilities("Discard any number of cards.")
    assert any_number.effect.object == A.ObjectRef(kind="any", filter=("card",), up_to=True)
    assert any_number.effect.amount == A.Variable(name="any_number")
    (up_to,) = abilities("Discard up to two cards.")
    assert up_to.effect.object.up_to and up_to.effect.object.count == 2
    (two,) = abilities("Discard two cards.")
    assert two.effect == A.Discard(player=YOU, amount=2)
    assert abilities_json("Défaussez-vous de n'importe quel nombre de cartes.", "fr") == (
        abilities_json("Discard any number of cards.", "en")
    )


def test_one_target_gaining_two_abilities_is_chosen_once() -> None:
    """Tamiyo's Safekeeping: one target gains both keywords (CR 115.1): the second ability
    names "that" permanent, not a second target; same AST in French and German. Touch of
    Vitae's quoted ability goes to that same creature."""
    from _card_ast import abilities_json

    text = "Target permanent you control gains hexproof and indestructible until end of turn."
    (ab,) = abilities(text)
    first, second = ab.effect.effects
    assert first.object == target("permanent", "you_control")
    assert second == A.GainAbility(
        object=A.ObjectRef(kind="that"), ability="indestructible", duration=EOT
    )
    fr = "Un permanent ciblé que vous contrôlez acquiert la défense talismanique et l'indestructible jusqu'à la fin du tour."
    de = "Eine bleibende Karte deiner Wahl, die du kontrollierst, erhält Fluchsicherheit und Unzerstörbarkeit bis zum Ende des Zuges."
    assert abilities_json(fr, "fr") == abilities_json(de, "de") == abilities_json(text, "en")
    (vitae,) = abilities(
        'Until end of turn, target creature gains haste and "{0}: Untap this creature.'
        ' Activate only once."',
        "Touch of Vitae",
    )
    assert vitae.effect.effects[1].object == A.ObjectRef(kind="that")


# ------------------------------- prevention shields with the duration before the recipient
def test_prevent_the_next_damage_that_would_be_dealt_this_turn_to_target() -> None:
    """Samite Alchemist: "this turn" said before the recipient is the same shield as after it
    (CR 615.7)."""
    before = parse(
        "Prevent the next 4 damage that would be dealt this turn to target creature you control.",
        "en",
    ).abilities
    after = parse(
        "Prevent the next 4 damage that would be dealt to target creature you control this turn.",
        "en",
    ).abilities
    assert before == after
    assert before[0].effect == A.PreventDamage(
        recipient=A.ObjectRef(kind="target", filter=("creature", "you_control")),
        amount=4,
        duration=EOT,
    )


def test_prevent_the_next_damage_divided_among_any_number_of_targets() -> None:
    """Remedy: one shield per target, the amount divided as the spell is cast (CR 601.2d,
    615.7); with "where X is" the amount is that count; with no duration said it is not
    read."""
    (spell,) = parse(
        "Prevent the next 5 damage that would be dealt this turn to any number of targets, "
        "divided as you choose.",
        "en",
    ).abilities
    assert spell.effect == A.PreventDamageDivided(
        amount=5,
        targets=A.Target(kinds=A.ANY_TARGET_KINDS),
        minimum=0,
        duration=EOT,
    )
    (verses,) = parse(
        "Sacrifice ~: Prevent the next X damage that would be dealt this turn to any number of "
        "targets, divided as you choose, where X is the number of verse counters on ~.",
        "en",
    ).abilities
    assert verses.effect.amount == A.Count(what="counters", object=SELF, counter="verse")
    (timeless,) = parse(
        "Prevent the next 3 damage that would be dealt to any number of targets, divided as you "
        "choose.",
        "en",
        lenient=True,
    ).abilities
    assert isinstance(timeless, A.Unparsed)


def test_for_each_card_discarded_this_way_counts_the_discard_before() -> None:
    """ "draw a card for each card discarded this way" counts the cards the discard before it
    discarded (CR 608.2c); with no discard before, it is not read."""
    (ability,) = parse(
        "Discard your hand, then draw a card for each card discarded this way.", "en"
    ).abilities
    discard, draw = ability.effect.effects
    assert isinstance(discard, A.Discard)
    assert draw.amount == A.Count(
        what="objects",
        object=A.ObjectRef(kind="each", filter=("card", "discarded_this_way")),
    )
    (alone,) = parse("Draw a card for each card discarded this way.", "en", lenient=True).abilities
    assert isinstance(alone, A.Unparsed)


def test_add_mana_then_add_more_for_each_counter_removed() -> None:
    """Black Mana Battery: "Add {B}, then add an additional {B} for each charge counter removed
    this way" is two additions, the second counting the counters the cost removed (CR 106.4,
    608.2c); "Add {B}, {R}, or {G}" stays a choice of one."""
    (battery,) = parse(
        "{T}, Remove any number of charge counters from ~: Add {B}, then add an additional {B} "
        "for each charge counter removed this way.",
        "en",
    ).abilities
    first, more = battery.effect.effects
    black = A.ManaCost(symbols=("B",))
    assert first == A.AddMana(player=YOU, mana=black, amount=1)
    assert more == A.AddMana(
        player=YOU,
        mana=black,
        amount=A.Count(what="counters_removed_this_way", counter="charge"),
    )
    (choice,) = parse("{T}: Add {B}, {R}, or {G}.", "en").abilities
    assert isinstance(choice.effect, A.ChoiceOf)
