"""French printings read as their English Oracle lines: turning a permanent face down (CR
708.2a, "Retournez le ~ face cachée"), the cost of the spell itself changed by a condition that
names other spells ("Ce sort coûte {2} de moins à lancer s'il cible un sort bleu", CR 601.2f) and
the spells an opponent cast this turn ("si un adversaire a lancé au moins deux sorts ce tour-ci",
CR 601.2)."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse


@pytest.mark.parametrize(
    ("fr", "en"),
    [
        # Wall of Deceit (LGN)
        ("{3} : Retournez le ~ face cachée.", "{3}: Turn ~ face down."),
        # Skittish Valesk (ONS): the coin flip's result before it
        (
            "Au début de votre entretien, jouez à pile ou face. Si vous perdez, retournez le ~ "
            "face cachée.",
            "At the beginning of your upkeep, flip a coin. If you lose the flip, turn ~ face down.",
        ),
        # Mystical Dispute (ELD): "il" is the spell being cast, not the blue spell it targets
        (
            "Ce sort coûte {2} de moins à lancer s'il cible un sort bleu.",
            "This spell costs {2} less to cast if it targets a blue spell.",
        ),
        # Ertai's Scorn (DMU)
        (
            "Ce sort coûte {U} de moins à lancer si un adversaire a lancé au moins deux sorts ce "
            "tour-ci.",
            "This spell costs {U} less to cast if an opponent cast two or more spells this turn.",
        ),
    ],
)
def test_french_line_reads_as_the_oracle_line(fr: str, en: str) -> None:
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


def test_turning_face_down_is_this_permanent() -> None:
    """ "Retournez le ~ face cachée": this permanent is turned face down (CR 708.2a), not an
    object with the status face-down."""
    (ability,) = parse("{3} : Retournez le ~ face cachée.", "fr").abilities
    assert ability.effect == A.TurnFaceDown(object=A.ObjectRef(kind="self"))


def test_exiling_face_down_is_not_turning_face_down() -> None:
    """ "Exilez-la face cachée" (exile it face down, CR 406.3) is no turn: not read as one."""
    (ability,) = parse("Exilez-la face cachée.", "fr", lenient=True).abilities
    assert isinstance(ability, A.Unparsed)
