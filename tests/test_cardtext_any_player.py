"""An action offered to any player (CR 101.4; the rulings of Argothian Wurm, Dash Hopes):
"any player may [action]. If a player does, [effect]." / "If no one does, [effect]." (starting
with the active player, each player in turn order may, until one does: one AnyPlayerMay), and "Any player may
activate this ability" after an activated ability's effect, with its restrictions (CR 602.2,
602.5b). Real Oracle lines (grammar/en/clauses/sentences.lark, phrases/players.lark,
lines/abilities.lark)."""

from __future__ import annotations

from _card_ast import oracle_abilities, oracle_unparsed

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta


def _offer(text: str, name: str) -> A.AnyPlayerMay:
    (ability,) = oracle_abilities(text, name)
    assert isinstance(ability.effect, A.AnyPlayerMay), ability.effect
    return ability.effect


def _json(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


def test_any_player_may_sacrifice_if_a_player_does() -> None:
    """Prowling Pangolin: the action offered (sacrificed by the player who accepts) and what
    happens if one does."""
    offer = _offer(
        "When Prowling Pangolin enters the battlefield, any player may sacrifice two "
        "creatures. If a player does, sacrifice Prowling Pangolin.",
        "Prowling Pangolin",
    )
    assert offer == A.AnyPlayerMay(
        action=A.Sacrifice(object=A.ObjectRef(kind="any", filter=("creature",), count=2)),
        effect=A.Sacrifice(object=A.ObjectRef(kind="self")),
    )


def test_brain_gorgers_reads_the_same_in_english_french_and_german() -> None:
    """Brain Gorgers (Planar Chaos): the Oracle line (card-text grammar) and the French and
    German printings (older sentence grammar) give one AST."""
    en = _json(
        "When you cast this spell, any player may sacrifice a creature. If a player does, "
        "counter Brain Gorgers.",
        "en",
        "Brain Gorgers",
    )
    fr = _json(
        "Quand vous jouez les Avaleurs de cerveau, n'importe quel joueur peut sacrifier une "
        "créature. Si un joueur fait ainsi, contrecarrez les Avaleurs de cerveau.",
        "fr",
        "Avaleurs de cerveau",
    )
    de = _json(
        "Wenn du die Hirnverschlinger spielst, kann jeder Spieler eine Kreatur opfern. Falls "
        "ein Spieler das tut, neutralisiere die Hirnverschlinger.",
        "de",
        "Hirnverschlinger",
    )
    assert en == fr == de


def test_any_player_may_pay_life_counters_the_spell() -> None:
    """Dash Hopes: any player may pay 5 life (the one who accepts pays); if one does, the
    spell is countered."""
    offer = _offer(
        "When you cast this spell, any player may pay 5 life. If a player does, counter Dash "
        "Hopes.",
        "Dash Hopes",
    )
    assert offer.action == A.LoseLife(player=A.PlayerRef(kind="any_player"), amount=5)
    assert isinstance(offer.effect, A.CounterObject) and not offer.if_declined


def test_any_opponent_may_sacrifice() -> None:
    """ "any opponent may": the same offer, to your opponents only; what follows "If a player
    does" is one effect of three clauses."""
    (ability,) = oracle_abilities(
        "At the beginning of combat on your turn, any opponent may sacrifice a creature. If a "
        "player does, tap Master of Cruelties, you gain 3 life, and you draw a card.",
        "Master of Cruelties",
    )
    assert ability.effect.action == A.Sacrifice(
        object=A.ObjectRef(kind="any", filter=("creature",), count=1),
        player=A.PlayerRef(kind="any_opponent"),
    )
    assert isinstance(ability.effect.effect, A.Sequence)


def test_any_player_may_have_it_deal_damage_to_them() -> None:
    """Browbeat: "them" is the player who takes the damage; "If no one does": the effect
    happens only if every player declines."""
    offer = _offer(
        "Any player may have Browbeat deal 5 damage to them. If no one does, target player "
        "draws three cards.",
        "Browbeat",
    )
    anyone = A.PlayerRef(kind="any_player")
    assert offer == A.AnyPlayerMay(
        action=A.DealDamage(damage_source=A.ObjectRef(kind="self"), amount=5, recipient=anyone),
        effect=A.Draw(player=A.PlayerRef(kind="target_player"), amount=3),
        if_declined=True,
    )


def test_if_a_player_does_after_no_offer_to_any_player_stays_unparsed() -> None:
    """ "If a player does" after "each player may" (who did?) or after another sentence, or
    alone, is not read."""
    name = "Prowling Pangolin"
    assert oracle_unparsed(
        "When Prowling Pangolin enters the battlefield, each player may sacrifice two "
        "creatures. If a player does, sacrifice Prowling Pangolin.",
        name,
    )
    assert oracle_unparsed(
        "When Prowling Pangolin enters the battlefield, any player may sacrifice a land. Draw "
        "a card. If a player does, sacrifice Prowling Pangolin.",
        name,
    )
    assert oracle_unparsed("If a player does, sacrifice Prowling Pangolin.", name)
    assert oracle_unparsed("Any player may have Browbeat deal 5 damage to you.", "Browbeat")


def test_any_player_may_activate_this_ability() -> None:
    """Flailing Ogre, Armageddon Clock, Scandalmonger (CR 602.2, 602.5b, 602.5d)."""
    (ogre,) = oracle_abilities(
        "{1}: Flailing Ogre gets +1/+1 until end of turn. Any player may activate this ability.",
        "Flailing Ogre",
    )
    assert ogre.any_player and ogre.condition is None and ogre.timing is None
    assert isinstance(ogre.effect, A.ModifyPowerToughness)
    (clock,) = oracle_abilities(
        "{4}: Remove a doom counter from Armageddon Clock. Any player may activate this "
        "ability but only during any upkeep step.",
        "Armageddon Clock",
    )
    assert clock.any_player and clock.condition == A.During(step="upkeep")
    (monger,) = oracle_abilities(
        "{2}: Target player discards a card. Any player may activate this ability but only as "
        "a sorcery.",
        "Scandalmonger",
    )
    assert monger.any_player and monger.timing == "sorcery"
