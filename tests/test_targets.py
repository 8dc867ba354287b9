"""Targets that may be a player or a permanent (CR 115.1, 115.4): "any target", "target creature
or player" (printed before 2018), "target player or planeswalker" — parsed from real card text
(MTGJSON) and played by the executor."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.ast import ANY_TARGET_KINDS, DealDamage, PlayerRef, Target
from rulesparser.describe import describe
from rulesparser.executor import CardDef, Game, IllegalAction, Player, ScriptedPolicy, Step, Zone


def _damage(text: str, lang: str = "en", name: str = "Shock") -> DealDamage:
    eff = parse(text, lang, card_name=name).abilities[0].effect
    assert isinstance(eff, DealDamage)
    return eff


def test_any_target_is_not_target_player() -> None:
    """Tester item A2: "any target" used to parse as "target player" (a wrong AST)."""
    rec = _damage("Shock deals 2 damage to any target.").recipient
    assert rec == Target(kinds=ANY_TARGET_KINDS)
    assert set(rec.kinds) == {"creature", "player", "planeswalker", "battle"}  # CR 115.4
    assert not isinstance(rec, PlayerRef)
    assert "any target" in describe(
        parse("Shock deals 2 damage to any target.", "en", card_name="Shock")
    )


def test_printed_creature_or_player_is_any_target() -> None:
    """ONS Shock printed "target creature or player"; the Dominaria 2018 Oracle update rewrote
    every such card to "any target" (CR 115.4): one ability in both templatings and in the French
    and German printings (rulesparser.canonical)."""
    old = _damage("Shock deals 2 damage to target creature or player.").recipient
    assert old == Target(kinds=ANY_TARGET_KINDS)
    assert old == _damage("Shock deals 2 damage to any target.").recipient
    fr = _damage("Le Choc inflige 2 blessures à une cible, créature ou joueur.", "fr", "Choc")
    de = _damage(
        "Schock fügt einer Kreatur oder einem Spieler deiner Wahl 2 Schadenspunkte zu.",
        "de",
        "Schock",
    )
    assert fr.recipient == de.recipient == old


def test_player_or_planeswalker_in_a_trigger() -> None:
    """Keldon Marauders' Oracle text (PLC 102): a triggered ability's damage recipient."""
    ab = parse(
        "When Keldon Marauders enters or leaves the battlefield, it deals 1 damage to target "
        "player or planeswalker.",
        "en",
        card_name="Keldon Marauders",
    ).abilities[0]
    assert ab.effect.recipient == Target(kinds=("planeswalker", "player"))


def test_french_lava_axe_error_is_gone() -> None:
    """« au joueur ciblé » parses (it used to fail with 'unexpected "blessures au joueur ciblé";
    expected "blessures"')."""
    eff = _damage("La Hache de lave inflige 5 blessures au joueur ciblé.", "fr", "Hache de lave")
    assert eff.recipient == PlayerRef(kind="target_player") and eff.amount == 5


# ---------------------------------------------------------------- executor


def _game(text: str) -> Game:
    g = Game([Player("alice"), Player("bob")])
    g.step = Step.MAIN1  # alice has priority in her main phase (CR 117.1a, 307.1)
    shock = CardDef(
        key="shock",
        names={"en": "Shock"},
        types=("instant",),
        abilities=parse(text, "en", card_name="Shock").abilities,
    )
    g.add_object("shock", shock, "alice", Zone.HAND)
    bear = CardDef(
        key="bear", names={"en": "Grizzly Bears"}, types=("creature",), power=2, toughness=2
    )
    g.add_object("bear", bear, "bob", Zone.BATTLEFIELD)
    rock = CardDef(key="rock", names={"en": "Millstone"}, types=("artifact",))
    g.add_object("rock", rock, "bob", Zone.BATTLEFIELD)
    g.players["alice"].mana = 1
    return g


@pytest.mark.parametrize(
    "text",
    ["Shock deals 2 damage to any target.", "Shock deals 2 damage to target creature or player."],
)
def test_any_target_hits_a_creature_or_a_player(text: str) -> None:
    g = _game(text)
    g.cast("alice", "shock", targets=["bear"])
    g.resolve_all()
    assert g.get("bear").zone is Zone.GRAVEYARD  # 2 damage to a 2/2 (CR 704.5g)
    assert g.players["bob"].life == 20
    g2 = _game(text)
    g2.cast("alice", "shock", targets=["bob"])
    g2.resolve_all()
    assert g2.players["bob"].life == 18 and g2.get("bear").zone is Zone.BATTLEFIELD


def test_any_target_refuses_a_noncreature_artifact() -> None:
    """CR 115.4: noncreature artifacts can't be chosen."""
    g = _game("Shock deals 2 damage to any target.")
    with pytest.raises(IllegalAction):
        g.cast("alice", "shock", targets=["rock"])
    assert g.get("shock").zone is Zone.HAND


def test_player_or_planeswalker_refuses_a_creature() -> None:
    g = _game("Shock deals 2 damage to target player or planeswalker.")
    with pytest.raises(IllegalAction):
        g.cast("alice", "shock", targets=["bear"])
    g.cast("alice", "shock")  # the default target is the opponent
    g.resolve_all()
    assert g.players["bob"].life == 18


def test_any_target_respects_shroud() -> None:
    """CR 702.18a: a permanent with shroud can't be the target of "any target" either."""
    g = _game("Shock deals 2 damage to any target.")
    g.get("bear").card = CardDef(
        key="bear",
        names={"en": "Grizzly Bears"},
        types=("creature",),
        power=2,
        toughness=2,
        abilities=parse("Shroud", "en").abilities,
    )
    g.get("bear").invalidate()
    with pytest.raises(IllegalAction):
        g.cast("alice", "shock", targets=["bear"])


def test_gone_returns_only_a_creature_you_dont_control() -> None:
    """Gone (Dead // Gone, PLC): "Return target creature you don't control to its owner's
    hand." — alice's own creature is not a legal target (CR 115.1)."""
    g = Game([Player("alice"), Player("bob")])
    g.step = Step.MAIN1  # alice has priority in her main phase (CR 117.1a, 307.1)
    text = "Return target creature you don't control to its owner's hand."
    gone = CardDef(
        key="gone", names={"en": "Gone"}, types=("instant",), abilities=parse(text).abilities
    )
    g.add_object("gone", gone, "alice", Zone.HAND)
    bear = CardDef(
        key="bear", names={"en": "Grizzly Bears"}, types=("creature",), power=2, toughness=2
    )
    g.add_object("mine", bear, "alice", Zone.BATTLEFIELD)
    g.add_object("theirs", bear, "bob", Zone.BATTLEFIELD)
    with pytest.raises(IllegalAction):
        g.cast("alice", "gone", targets=["mine"])
    g.cast("alice", "gone", targets=["theirs"])
    g.resolve_all()
    assert g.get("theirs").zone is Zone.HAND and g.get("mine").zone is Zone.BATTLEFIELD


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Tap target creature and put three stun counters on it."),
        (
            "fr",
            "Engagez une créature ciblée et mettez trois marqueurs « étourdissement » sur elle.",
        ),
        ("de", "Tappe eine Kreatur deiner Wahl und lege drei Betäubungsmarken auf sie."),
    ],
)
def test_impede_momentum_taps_and_stuns_the_target(lang: str, text: str) -> None:
    """Impede Momentum (DMU): the tapped creature gets the counters ("it"); its controller's
    next untap step removes a stun counter instead of untapping it (CR 122.1d)."""
    g = Game([Player("alice"), Player("bob")])
    g.step = Step.MAIN1  # alice has priority in her main phase (CR 117.1a, 307.1)
    spell = CardDef(
        key="impede", names={lang: "x"}, types=("sorcery",), abilities=parse(text, lang).abilities
    )
    g.add_object("impede", spell, "alice", Zone.HAND)
    bear = CardDef(
        key="bear", names={"en": "Grizzly Bears"}, types=("creature",), power=2, toughness=2
    )
    g.add_object("bear", bear, "bob", Zone.BATTLEFIELD)
    g.add_object("other", bear, "bob", Zone.BATTLEFIELD)
    g.cast("alice", "impede", targets=["bear"])
    g.resolve_all()
    assert g.get("bear").tapped and g.get("bear").counters == {"stun": 3}
    assert not g.get("other").tapped and not g.get("other").counters


def test_noncreature_permanent_filter() -> None:
    """Mold Shambler's "target noncreature permanent": a land is legal, a creature is not."""
    g = Game([Player("alice"), Player("bob")])
    g.step = Step.MAIN1  # alice has priority in her main phase (CR 117.1a, 307.1)
    text = "Destroy target noncreature permanent."
    spell = CardDef(key="s", names={"en": "s"}, types=("sorcery",), abilities=parse(text).abilities)
    g.add_object("s", spell, "alice", Zone.HAND)
    bear = CardDef(key="bear", names={"en": "b"}, types=("creature",), power=2, toughness=2)
    g.add_object("bear", bear, "bob", Zone.BATTLEFIELD)
    g.add_object(
        "land", CardDef(key="l", names={"en": "l"}, types=("land",)), "bob", Zone.BATTLEFIELD
    )
    with pytest.raises(IllegalAction):
        g.cast("alice", "s", targets=["bear"])
    g.cast("alice", "s", targets=["land"])
    g.resolve_all()
    assert g.get("land").zone is Zone.GRAVEYARD and g.get("bear").zone is Zone.BATTLEFIELD


@pytest.mark.parametrize(("bottom", "top_after"), [(None, "c0"), (["c0"], "c1")])
def test_scry_puts_the_chosen_cards_on_the_bottom(bottom: list[str] | None, top_after: str) -> None:
    """Scry 1 (CR 701.22a): the top card stays unless the player puts it on the bottom
    (``choices.choose`` by the source's label)."""
    policy = ScriptedPolicy({"choose": {"scry": bottom}} if bottom else {})
    g = Game([Player("alice"), Player("bob")], policy)
    g.step = Step.MAIN1  # alice has priority in her main phase (CR 117.1a, 307.1)
    for i in range(3):
        g.add_object(
            f"c{i}", CardDef(key="x", names={"en": "x"}, types=("land",)), "alice", Zone.LIBRARY
        )
    spell = CardDef(
        key="s", names={"en": "s"}, types=("sorcery",), abilities=parse("Scry 1.").abilities
    )
    g.add_object("scry", spell, "alice", Zone.HAND)
    g.cast("alice", "scry")
    g.resolve_all()
    library = [o.label for o in g.players["alice"].library]
    assert library[0] == top_after and len(library) == 3
    assert [dict(e.data) for e in g.log if e.kind == "scries"] == [
        {"player": "alice", "amount": 1, "bottom": 1 if bottom else 0}
    ]
