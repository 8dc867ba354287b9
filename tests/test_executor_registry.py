"""Effects and static abilities are dispatched by AST node class through the registries of
rulesparser/executor/engine.py: one handler per class, registered where its rule lives, naming
its CR rule; an effect no handler plays is reported, never silently dropped."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rulesparser.executor  # noqa: F401 - the rules modules register as they load
from rulesparser import ast as A
from rulesparser.executor import Game
from rulesparser.executor.engine import (
    Context,
    ExecutorError,
    effect,
    effect_handler,
    playable_effects,
    playable_statics,
    static_handler,
)
from rulesparser.executor.scenario import parse_scenario, run_scenario
from rulesparser.executor.state import CardDef, Player, Zone

EXECUTOR = Path(__file__).resolve().parents[1] / "rulesparser" / "executor"
CR_RULE = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")


def test_every_handler_names_its_cr_rule_and_module() -> None:
    effects, statics = playable_effects(), playable_statics()
    assert len(effects) >= 60 and len(statics) >= 7
    for cls, h in {**effects, **statics}.items():
        assert issubclass(cls, A.Node)
        assert CR_RULE.match(h.rule), f"{cls.__name__}: {h.rule!r} is not a CR rule number"
        assert h.module.startswith("rulesparser.executor."), h.module
    # the one-shot effects a resolving spell plays most, each in its area's module
    assert effects[A.Destroy].rule == "701.8"
    assert effects[A.Scry].module == "rulesparser.executor.targets"
    assert effects[A.SacrificeUnlessPay].module == "rulesparser.executor.costs"
    assert statics[A.GainControl].applied_by == "rulesparser.executor.control.apply_static_control"
    assert statics[A.ModifyPowerToughness].fn is not None


def test_every_module_that_registers_is_loaded_with_the_package() -> None:
    """A module that only registers handlers must still be imported by the package, or its
    effects would silently become unsupported."""
    decorator = re.compile(r"^@(static_)?effect\(", re.M)
    registering = {
        p.stem for p in EXECUTOR.glob("*.py") if decorator.search(p.read_text(encoding="utf-8"))
    }
    modules = {h.module.rsplit(".", 1)[1] for h in playable_effects().values()}
    modules |= {h.module.rsplit(".", 1)[1] for h in playable_statics().values()}
    assert registering <= modules


def test_a_second_handler_for_a_class_is_refused() -> None:
    with pytest.raises(ExecutorError, match="two handlers for effect Destroy"):
        effect(A.Destroy, "701.8")(lambda game, eff, ctx: True)
    assert playable_effects()[A.Destroy].module == "rulesparser.executor.actions"


def test_lookup_by_class_and_unknown_effect_is_reported() -> None:
    assert effect_handler(A.GainLife) is playable_effects()[A.GainLife]
    assert static_handler(A.Destroy) is None
    g = Game([Player("alice"), Player("bob")])
    src = g.add_object("src", CardDef("src", {"en": "src"}), "alice", Zone.BATTLEFIELD)
    ctx = Context(None, "alice", src, True, None)

    class NotYetPlayable(A.Node):  # a node class the grammar may produce tomorrow
        pass

    node = NotYetPlayable()
    assert g.do_effect(node, ctx) is False
    assert [e.get("node") for e in g.log if e.kind == "unsupported"] == [node.type_name]


ECHO = """
scenario: echo without a cost
ruling: CR 702.30b
players: {alice: {mana: 10}, bob: {}}
cards:
  troll:
    name: {en: Albino Troll, fr: Troll albinos, de: Albino-Troll}
    types: [creature]
    subtypes: [troll]
    power: 3
    toughness: 3
    mana_cost: "{1}{G}"
    text:
      en: "Echo {1}{G}"
      fr: "Écho {1}{G}"
      de: "Echo"
setup:
  alice: {hand: [troll]}
turns:
  1:
    main1:
      - cast: troll
      - resolve: 1
play_turns: 3
expect:
  zone: {troll: battlefield}
  events:
    - {event: pays, player: alice, card: troll, amount: 2, turn: 3}
"""


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_echo_without_a_cost_is_the_mana_cost(lang: str) -> None:
    """CR 702.30b: German Urza's Legacy printings say just "Echo": the echo cost is then the
    mana cost ({1}{G}: 2 mana), as "Echo {1}{G}" says in English and French."""
    r = run_scenario(parse_scenario(ECHO, "echo.yaml"), lang)
    assert r.ok, r.failures


@pytest.mark.parametrize("destination", ["hand", "exile", "library_top"])
def test_a_search_whose_cards_go_elsewhere_is_not_played_as_entering(destination: str) -> None:
    """CR 701.23a: "search your library for a card, put it into your hand" is not played as
    putting the card onto the battlefield: the executor says it can't play it."""
    g = Game([Player("alice"), Player("bob")])
    src = g.add_object("src", CardDef("src", {"en": "src"}), "alice", Zone.BATTLEFIELD)
    ctx = Context(None, "alice", src, True, None)
    search = A.SearchLibrary(
        player=A.PlayerRef(kind="you"),
        object=A.ObjectRef(kind="any", filter=("card",), count=1),
        destination=destination,
    )
    assert g.do_effect(search, ctx) is False
    assert [e.get("node") for e in g.log if e.kind == "unsupported"] == [
        f"search_library:{destination}"
    ]
    assert not [o for o in g.battlefield if o is not src]


def test_another_player_putting_cards_onto_the_battlefield_is_not_played() -> None:
    """Twilight's Call: "Each player returns all creature cards from their graveyard to the
    battlefield" (CR 110.2a): the executor says it can't play another player's putting yet
    rather than put the controller's cards only."""
    from rulesparser import parse

    g = Game([Player("alice"), Player("bob")])
    src = g.add_object("src", CardDef("src", {"en": "src"}), "alice", Zone.BATTLEFIELD)
    ctx = Context(None, "alice", src, True, None)
    (ability,) = parse(
        "Each player returns all creature cards from their graveyard to the battlefield.", "en"
    ).abilities
    assert g.do_effect(ability.effect, ctx) is False
    assert [e.get("node") for e in g.log if e.kind == "unsupported"] == [
        "put_onto_battlefield by another player"
    ]


def test_the_type_of_that_creature_is_checked_on_that_creature() -> None:
    """Holy Justiciar: "If that creature is a Zombie" is true of the creature named before
    only, not of any Zombie on the battlefield (CR 608.2c)."""
    from rulesparser.executor.auras import cond

    g = Game([Player("alice"), Player("bob")])
    src = g.add_object("src", CardDef("src", {"en": "src"}), "alice", Zone.BATTLEFIELD)
    bear = g.add_object(
        "bear",
        CardDef("bear", {"en": "bear"}, types=("creature",), subtypes=("bear",)),
        "bob",
        Zone.BATTLEFIELD,
    )
    zombie_card = g.add_object(
        "zombie",
        CardDef("zombie", {"en": "zombie"}, types=("creature",), subtypes=("zombie",)),
        "bob",
        Zone.BATTLEFIELD,
    )
    ctx = Context(None, "alice", src, True, None)
    ctx.that = [bear]
    zombie = A.Exists(object=A.ObjectRef(kind="that", filter=("creature", "zombie")))
    assert cond(g, zombie, ctx) is False
    ctx.that = [zombie_card]
    assert cond(g, zombie, ctx) is True


def test_another_player_returning_a_permanent_is_not_played() -> None:
    """Curfew: "Each player returns a creature they control to its owner's hand": the executor
    says it can't play another player's choice yet rather than return the controller's."""
    from rulesparser import parse

    g = Game([Player("alice"), Player("bob")])
    src = g.add_object("src", CardDef("src", {"en": "src"}), "alice", Zone.BATTLEFIELD)
    ctx = Context(None, "alice", src, True, None)
    (ability,) = parse("Each player returns a creature they control to its owner's hand.").abilities
    assert g.do_effect(ability.effect, ctx) is False
    assert [e.get("node") for e in g.log if e.kind == "unsupported"] == [
        "return_to_hand by another player"
    ]


def test_another_player_revealing_is_not_played() -> None:
    """Aven Windreader: "Target player reveals the top card of their library" is reported
    unsupported rather than revealed by the controller."""
    g = Game([Player("alice"), Player("bob")])
    src = g.add_object("src", CardDef("src", {"en": "src"}), "alice", Zone.BATTLEFIELD)
    ctx = Context(None, "alice", src, True, None)
    reveal = A.Reveal(
        player=A.PlayerRef(kind="target_player"),
        object=A.ObjectRef(kind="top_of_library", filter=("card", "that_player")),
    )
    assert g.do_effect(reveal, ctx) is False
    assert [e.get("node") for e in g.log if e.kind == "unsupported"] == ["reveal by another player"]


def _token(line: str, lang: str) -> A.CreateToken:
    from rulesparser import parse

    (ability,) = parse(line, lang).abilities
    return ability.effect


def test_a_tapped_token_is_created_tapped_and_an_attacking_one_is_not_played() -> None:
    """Nested Shambler "create X tapped 1/1 green Squirrel creature tokens" (German "getappte
    1/1 ... Kreaturenspielsteine"): the tokens are tapped (CR 110.5b); Goblin Traprunner "a 1/1
    red Goblin creature token that's tapped and attacking" is put onto the battlefield attacking
    (CR 508.4), which the executor doesn't play yet: it says so and creates nothing."""
    tapped = _token("Erzeuge zwei getappte 1/1 grüne Eichhörnchen-Kreaturenspielsteine.", "de")
    attacking = _token("Create a 1/1 red Goblin creature token that's tapped and attacking.", "en")
    assert (tapped.tapped, tapped.attacking) == (True, False)
    assert (attacking.tapped, attacking.attacking) == (True, True)
    g = Game([Player("alice"), Player("bob")])
    src = g.add_object("src", CardDef("src", {"en": "src"}), "alice", Zone.BATTLEFIELD)
    ctx = Context(None, "alice", src, True, None)
    assert g.do_effect(tapped, ctx) is True
    tokens = [o for o in g.battlefield if o is not src]
    assert len(tokens) == 2 and all(o.tapped for o in tokens)
    assert g.do_effect(attacking, ctx) is False
    assert [e.get("node") for e in g.log if e.kind == "unsupported"] == ["create_token:attacking"]
    assert len([o for o in g.battlefield if o is not src]) == 2
