"""When a spell may be cast and an activated ability activated (CR 117.1a, 307.1, 301.1,
702.8a, 602.5d).

- :func:`check_cast_timing` is called by :meth:`Engine.cast` before anything is paid or moved. A
  player casts a spell only while they have priority (CR 117.1a); an instant, or a spell with
  flash ("You may cast this spell any time you could cast an instant", CR 702.8a), any time they
  have priority; any other spell (creature, sorcery, artifact, enchantment, planeswalker, a
  face-down spell, CR 708.4) only in a main phase of their own turn while the stack is empty
  (CR 307.1, 301.1, 505.1). A spell cast while another spell or ability resolves ("cast it
  without paying its mana cost": suspend, Spellshift, Isochron Scepter) is cast during that
  resolution, whatever its type (CR 608.2g, 702.62a).
- :func:`check_activation_timing` does the same for an activated ability that says "Activate
  only as a sorcery" (``ActivatedAbility.timing == "sorcery"``, CR 602.5d); other activated
  abilities may be activated any time their controller has priority (CR 602.2). The other
  restrictions of CR 602.5b ("Activate only during your upkeep", "only once each turn") are
  not checked yet: activating such an ability marks the run ``unsupported``.

A refusal is an :class:`IllegalAction` with the code ``timing`` and a message naming the rule
and the reason (not your turn, not a main phase, the stack isn't empty).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulesparser import ast as A
from rulesparser.executor.engine import effect
from rulesparser.executor.state import CardDef, GameObject, IllegalAction, Step

if TYPE_CHECKING:
    from rulesparser.executor.engine import Engine

__all__ = [
    "FlashGrant",
    "check_cast_timing",
    "check_activation_timing",
    "flash_permission",
    "has_flash",
    "spell_cast",
]

#: steps in which no player receives priority (CR 502.3, 514.3)
_NO_PRIORITY = (Step.UNTAP, Step.CLEANUP)
_MAIN = (Step.MAIN1, Step.MAIN2)


@dataclass
class FlashGrant:
    """A :class:`~rulesparser.ast.FlashPermission` in force: ``player`` may cast the next spell
    from a card with the ``filter`` words during turn ``turn`` as though it had flash."""

    player: str
    filter: tuple[str, ...]
    turn: int


@effect(A.FlashPermission, "702.8a")
def flash_permission(game: Engine, eff: A.FlashPermission, ctx: Any) -> bool:
    """ "You may cast [cards] this turn as though they had flash" (CR 702.8a, 601.3)."""
    player = game.player_of(eff.player, ctx)
    game.flash_grants.append(FlashGrant(player=player, filter=eff.filter, turn=game.turn))
    return True


def _grants(game: Engine, player: str, obj: GameObject, face_down: bool) -> list[FlashGrant]:
    """The flash grants of this turn that apply to ``player`` casting ``obj``: a face-down spell
    is a creature spell (CR 708.4: Scout's Warning lets a morph card be cast face down)."""
    out = []
    for g in game.flash_grants:
        if g.player != player or g.turn != game.turn:
            continue
        words = [w for w in g.filter if w != "card"]
        if face_down and words == ["creature"]:
            out.append(g)
        elif not face_down and all(obj.has_type(w) for w in words):
            out.append(g)
    return out


def spell_cast(game: Engine, player: str, obj: GameObject, *, face_down: bool) -> None:
    """After ``player`` cast ``obj``: the grants it matches are used up, whether they were
    needed or not (Scout's Warning: "the next creature card you play"); old ones are dropped."""
    used = _grants(game, player, obj, face_down)
    game.flash_grants = [g for g in game.flash_grants if g not in used and g.turn == game.turn]


def has_flash(obj: GameObject) -> bool:
    """Whether the card may be cast any time its owner could cast an instant: the flash
    keyword, whose meaning is the static ability ``cast_as_instant`` (CR 702.8a)."""
    return any(k.name == "flash" for k in obj.keywords()) or any(
        isinstance(i.node, A.StaticAbility) and i.node.rule == "cast_as_instant"
        for i in obj.abilities()
    )


def _sorcery_speed(game: Engine, player: str, what: str, rule: str) -> None:
    """Refuse (``timing``) unless ``player`` is the active player in a main phase with an
    empty stack (CR 307.1); ``what`` names the spell or ability, ``rule`` the CR rule cited."""
    if player != game.active:
        why = f"it is not {player}'s turn"
    elif game.step not in _MAIN:
        why = f"it is the {game.step.value} step, not {player}'s main phase"
    elif game.stack:
        why = f"the stack isn't empty ({len(game.stack)} object(s) on it)"
    else:
        return
    raise IllegalAction(
        "timing",
        f"{what} only in its controller's main phase while the stack is empty (CR {rule}): {why}",
    )


def _has_priority(game: Engine, player: str, what: str) -> None:
    """Refuse (``timing``) when no player has priority now (untap and cleanup steps, CR 117.1a,
    502.3, 514.3) or ``player`` is no longer in the game (CR 800.4a)."""
    if game.step in _NO_PRIORITY:
        raise IllegalAction(
            "timing",
            f"{what}: no player receives priority in the {game.step.value} step (CR 117.1a)",
        )
    if player in game.players and game.players[player].lost:
        raise IllegalAction(
            "timing", f"{what}: {player} left the game and has no priority (CR 117.1a, 800.4a)"
        )


def check_cast_timing(
    game: Engine, player: str, obj: GameObject, *, face_down: bool, half: CardDef | None
) -> None:
    """Raise ``IllegalAction("timing")`` if ``player`` may not cast ``obj`` now (CR 117.1a,
    307.1, 702.8a); ``half`` is the half of a split card being cast (its types count, CR 709.3),
    ``face_down`` a morph cast (a face-down spell is a 2/2 creature spell with no abilities,
    CR 708.4, so flash doesn't apply). A cast during a resolution is never refused (CR 608.2g)."""
    if game.resolving is not None:
        return
    what = f"{obj.label} can be cast"
    _has_priority(game, player, what)
    if not face_down:
        types = half.types if half is not None else tuple(obj.card.types)
        if "instant" in types or has_flash(obj):
            return
    if _grants(game, player, obj, face_down):  # "as though it had flash" (CR 702.8a, 601.3)
        return
    _sorcery_speed(game, player, f"{what} (not an instant and without flash)", "307.1")


def check_activation_timing(game: Engine, player: str, obj: GameObject, node: A.Node) -> None:
    """Raise ``IllegalAction("timing")`` if ``player`` may not activate ``node`` (an
    :class:`ActivatedAbility` of ``obj``) now: only with priority (CR 117.1b), and "Activate
    only as a sorcery" only in their main phase with an empty stack (CR 602.5d, 307.1)."""
    what = f"{obj.label}'s ability can be activated"
    _has_priority(game, player, what)
    if isinstance(node, A.ActivatedAbility) and node.timing == "sorcery":
        _sorcery_speed(game, player, f"{what} as a sorcery", "602.5d, 307.1")
    if isinstance(node, A.RestrictedActivatedAbility) and (
        node.condition is not None
        or node.max_per_turn is not None
        or node.max_activations is not None
    ):
        # "Activate only during your upkeep", "only once each turn", "only once" (CR 602.5b,
        # exhaust 702.177a): not checked
        # yet, so the run is reported as one the executor can't play
        game.unsupported.add("activation_restriction")
