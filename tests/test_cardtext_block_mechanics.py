"""Mechanics of the blocks our MTGJSON sets skip (Theros, Khans of Tarkir, Amonkhet, Ixalan) and
the older Oracle wordings of the Forge 2020 card scripts: monstrosity's designation (CR 701.37b),
raid's "if you attacked this turn" (CR 508.1), exploit's and explore's triggers (CR 702.110b,
701.44a), "cycle or discard" (CR 702.29a), milling said the pre-2020 way (CR 701.13a) and the
activation windows "before attackers are declared" (CR 602.5b, 508.1). Real card lines; French
and German printings give the English Oracle line's AST."""

from __future__ import annotations

from _card_ast import abilities_json as _ast

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.executor.scenario import parse_scenario, run_scenario

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")


def _one(text: str, lang: str = "en") -> A.Node:
    (ability,) = parse(text, lang).abilities
    return ability


# --------------------------------------------------------------------------- monstrosity


def test_becomes_monstrous_is_a_trigger_event_in_three_languages() -> None:
    """Hydra Broodmaster (JOU): "When ~ becomes monstrous" (CR 701.37b), also as printed in
    French and German."""
    en = "When ~ becomes monstrous, create X X/X green Hydra creature tokens."
    ability = _one(en)
    assert isinstance(ability, A.TriggeredAbility)
    assert ability.trigger == A.EventTrigger(event="becomes_monstrous", object=SELF)
    fr = (
        "Quand le ~ devient monstrueux, mettez sur le champ de bataille X jetons de créature "
        "X/X verte Hydre."
    )
    de = "Wenn die ~ monströs wird, bringe X X/X grüne Hydra-Kreaturenspielsteine ins Spiel."
    assert _ast(fr, "fr") == _ast(en, "en") == _ast(de, "de")


def test_as_long_as_monstrous_is_the_designation_of_this_creature() -> None:
    """Swarmborn Giant (JOU) and Chillerpillar (MH1): "As long as ~ is monstrous" is a
    condition on this permanent's designation (CR 701.37b)."""
    en = "As long as ~ is monstrous, it has reach."
    (ability,) = parse(en, "en").abilities
    assert ability.effect.condition == A.Exists(
        object=A.ObjectRef(kind="self", filter=("monstrous",))
    )
    assert _ast("Tant que le ~ est monstrueux, il a la portée.", "fr") == _ast(en, "en")
    assert _ast("Solange der ~ monströs ist, hat er Reichweite.", "de") == _ast(en, "en")
    en = "As long as ~ is monstrous, it has flying."
    assert _ast("Tant que la ~ est monstrueuse, elle a le vol.", "fr") == _ast(en, "en")
    assert _ast("Solange die ~ monströs ist, hat sie Flugfähigkeit.", "de") == _ast(en, "en")


# --------------------------------------------------------------------------- raid


def test_raid_attacked_with_a_creature_is_attacked_this_turn() -> None:
    """Mardu Skullhunter (KTK, Forge 2020 text) says "if you attacked with a creature this
    turn", the Oracle text of later raid cards "if you attacked this turn": the same intervening
    "if" (CR 603.4), you declared one or more attackers this turn (CR 508.1)."""
    old = (
        "Raid — When ~ enters the battlefield, if you attacked with a creature this turn, "
        "target opponent discards a card."
    )
    new = (
        "When ~ enters the battlefield, if you attacked this turn, target opponent discards a card."
    )
    ability = _one(old)
    assert ability.condition == A.HappenedThisTurn(event="attacked", subject=YOU)
    assert _ast(old, "en") == _ast(new, "en")


def test_raid_activation_restriction() -> None:
    """Bloodsoaked Champion (KTK): "Activate only if you attacked with a creature this turn"
    (CR 602.5b)."""
    ability = _one(
        "Raid — {1}{B}: Return ~ from your graveyard to the battlefield. Activate this ability "
        "only if you attacked with a creature this turn."
    )
    assert ability.condition == A.HappenedThisTurn(event="attacked", subject=YOU)


def test_attacked_with_two_creatures_is_not_read_as_raid() -> None:
    """ "attacked with two creatures" is more than raid says: not read as it."""
    text = (
        "When ~ enters the battlefield, if you attacked with two creatures this turn, draw a card."
    )
    (ability,) = parse(text, "en", lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


# --------------------------------------------------------------------------- exploit, explore


def test_exploits_a_creature_trigger() -> None:
    """Silumgar Butcher (DTK): "When ~ exploits a creature" (CR 702.110b): the creature
    sacrificed with its exploit ability is the event's other object."""
    ability = _one("When ~ exploits a creature, target creature gets -3/-3 until end of turn.")
    assert ability.trigger == A.EventTrigger(
        event="exploits", object=SELF, by=A.ObjectRef(kind="any", filter=("creature",))
    )


def test_a_creature_you_control_explores_trigger() -> None:
    """Wildgrowth Walker (XLN): "Whenever a creature you control explores" (CR 701.44a)."""
    ability = _one(
        "Whenever a creature you control explores, put a +1/+1 counter on ~ and you gain 3 life."
    )
    assert ability.trigger == A.EventTrigger(
        event="explores", object=A.ObjectRef(kind="any", filter=("creature", "you_control"))
    )


# --------------------------------------------------------------------------- cycle or discard


def test_cycle_or_discard_a_card_is_either_event() -> None:
    """Zenith Seeker (AKH): "Whenever you cycle or discard a card" (CR 702.29a, 701.9a);
    Archfiend of Ifnir's "another card" (not this one)."""
    ability = _one(
        "Whenever you cycle or discard a card, target creature gains flying until end of turn."
    )
    card = A.ObjectRef(kind="any", filter=("card",))
    assert ability.trigger == A.AnyTrigger(
        triggers=(
            A.EventTrigger(event="cycle", object=card, player=YOU),
            A.EventTrigger(event="discarded", object=card, player=YOU),
        )
    )
    ability = _one(
        "Whenever you cycle or discard another card, put a -1/-1 counter on each creature your "
        "opponents control."
    )
    assert [t.object.filter for t in ability.trigger.triggers] == [("another", "card")] * 2


# --------------------------------------------------------------------------- milling


def test_puts_the_top_cards_into_their_graveyard_is_milling() -> None:
    """Dream Twist (Forge 2020 text) says "puts the top three cards of their library into their
    graveyard", its Oracle text since 2020 "mills three cards" (CR 701.13a): one AST; the same for
    one card (Codex Shredder), the player a trigger names (Chronic Flooding) and "your" (the
    imperative of older printings)."""
    pairs = [
        (
            "Target player puts the top three cards of their library into their graveyard.",
            "Target player mills three cards.",
        ),
        (
            "{T}: Target player puts the top card of their library into their graveyard.",
            "{T}: Target player mills a card.",
        ),
        (
            "Whenever enchanted land becomes tapped, its controller puts the top three cards of "
            "their library into their graveyard.",
            "Whenever enchanted land becomes tapped, its controller mills three cards.",
        ),
        (
            "Put the top two cards of your library into your graveyard.",
            "Mill two cards.",
        ),
    ]
    for old, new in pairs:
        assert _ast(old, "en") == _ast(new, "en"), old
    ability = _one(pairs[0][0])
    assert ability.effect == A.Mill(player=A.PlayerRef(kind="target_player"), amount=3)


# --------------------------------------------------------------------------- activation windows


def test_activate_only_during_your_turn_before_attackers_are_declared() -> None:
    """Alaborn Veteran (P02): "Activate only during your turn, before attackers are declared"
    (CR 602.5b): it's your turn and its declare attackers step hasn't begun (CR 508.1)."""
    ability = _one(
        "{T}: Target creature gets +2/+2 until end of turn. Activate this ability only during "
        "your turn, before attackers are declared."
    )
    assert ability.condition == A.AllOf(
        conditions=(A.TurnOf(player=YOU), A.BeforeStep(step="declare_attackers"))
    )


def test_cast_only_before_blockers_are_declared() -> None:
    """Panic (5ED): "Cast this spell only during combat before blockers are declared"; Master
    Warcraft (RAV): "Cast this spell only before attackers are declared" (CR 601.3)."""
    ability = _one("Cast this spell only during combat before blockers are declared.")
    assert ability.condition == A.AllOf(
        conditions=(A.During(step="combat"), A.BeforeStep(step="declare_blockers"))
    )
    ability = _one("Cast this spell only before attackers are declared.")
    assert ability.condition == A.BeforeStep(step="declare_attackers")


# --------------------------------------------------------------------------- the executor

SCENARIO = """\
scenario: t
ruling: CR 603.2
players: {alice: {}, bob: {}}
cards:
  thing:
    name: {en: Thing}
    types: [creature]
    power: 2
    toughness: 2
    text: {en: "%s"}
setup:
  alice: {battlefield: [thing]}
turns:
  1:
    main1:
      - resolve: all
play_turns: 1
expect:
  life: {alice: 20, bob: 20}
"""


def test_the_executor_says_it_cant_play_these_yet() -> None:
    """A trigger event the executor never sends and a condition it can't evaluate are reported,
    not played as a game where they never happen."""
    for text, reason in [
        ("When ~ becomes monstrous, you gain 3 life.", "trigger:becomes_monstrous"),
        ("When ~ exploits a creature, you gain 3 life.", "trigger:exploits"),
    ]:
        failures = run_scenario(parse_scenario(SCENARIO % text, "s.yaml"), "en").failures
        assert any(f"can't play {reason}" in f for f in failures), failures
