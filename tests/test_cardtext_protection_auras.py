"""Protection Auras: "This effect doesn't remove ~." after the protection an Aura grants (CR
702.16d: a permanent with protection can't be enchanted by Auras with that quality; CR 704.5m:
such an Aura is put into its owner's graveyard). The sentence makes an exception for this Aura
(Black Ward) or every Aura (Spectra Ward): :class:`~rulesparser.ast.AurasStayAttached`."""

from __future__ import annotations

import pytest
from _shared import load_script

from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.ast import strip_meta


def _abilities(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


def test_black_ward_keeps_itself_attached() -> None:
    """4ED Black Ward: the grant of protection from black, with this Aura as the exception."""
    (ability,) = parse(
        "Enchanted creature has protection from black. This effect doesn't remove Black Ward.",
        card_name="Black Ward",
    ).abilities
    assert isinstance(ability, A.AurasStayAttached)
    assert ability.auras == A.ObjectRef(kind="self")
    assert ability.grant.object == A.ObjectRef(kind="enchanted", filter=("creature",))
    (keyword,) = ability.grant.abilities
    assert keyword.name == "protection" and keyword.parameter == A.Quality(value="black")


def test_tattoo_ward_en_fr() -> None:
    """ODY Tattoo Ward: the +1/+1 stays a static ability of its own; the protection from
    enchantments keeps Tattoo Ward attached, in English and French."""
    en = _abilities(
        "Enchanted creature gets +1/+1 and has protection from enchantments. "
        "This effect doesn't remove Tattoo Ward.",
        "en",
        "Tattoo Ward",
    )
    assert [a["type"] for a in en] == ["static_effect", "auras_stay_attached"]
    assert en[1]["auras"]["kind"] == "self"
    fr = _abilities(
        "La créature enchantée gagne +1/+1 et a la protection contre les enchantements. "
        "Cet effet ne retire pas la Rune de garde tatouée.",
        "fr",
        "Rune de garde tatouée",
    )
    assert fr == en


def test_pentarch_ward_en_fr_de() -> None:
    """TSP Pentarch Ward: protection from the chosen color (CR 614.12), this Aura excepted."""
    en = _abilities(
        "Enchanted creature has protection from the chosen color. "
        "This effect doesn't remove Pentarch Ward.",
        "en",
        "Pentarch Ward",
    )
    fr = _abilities(
        "La créature enchantée a la protection contre la couleur choisie. "
        "Cet effet ne retire pas la Rune de garde du pentarque.",
        "fr",
        "Rune de garde du pentarque",
    )
    de = _abilities(
        "Die verzauberte Kreatur hat Schutz vor der bestimmten Farbe. "
        "Dieser Effekt entfernt den Pentarchischen Schutz nicht.",
        "de",
        "Pentarchischer Schutz",
    )
    assert en[0]["type"] == "auras_stay_attached"
    assert fr == en
    assert de == en


def test_spectra_ward_keeps_every_aura_attached() -> None:
    """M15 Spectra Ward: "This effect doesn't remove Auras." (any Aura, not only this one)."""
    text = (
        "Enchanted creature gets +1/+1 and has protection from enchantments. "
        "This effect doesn't remove Auras."
    )
    ability = parse(text).abilities[-1]
    assert isinstance(ability, A.AurasStayAttached)
    assert ability.auras == A.ObjectRef(kind="each", filter=("aura",))
    fr = (
        "La créature enchantée gagne +1/+1 et a la protection contre les enchantements. "
        "Cet effet ne retire pas les auras."
    )
    assert _abilities(fr, "fr", "x") == _abilities(text, "en", "x")


@pytest.mark.parametrize(
    "text",
    [
        # no protection granted before it: nothing the sentence could except
        "Enchanted creature gets +1/+1 and has flying. This effect doesn't remove ~.",
        # an object that is no Aura
        "Enchanted creature has protection from black. This effect doesn't remove creatures.",
    ],
)
def test_doesnt_remove_elsewhere_is_not_read(text: str) -> None:
    with pytest.raises(ParseError):
        parse(text)


def test_the_executor_does_not_play_it_yet() -> None:
    """The executor has no rule for the exception (CR 704.5m): it says so."""
    (ability,) = parse(
        "Enchanted creature has protection from black. This effect doesn't remove ~."
    ).abilities
    assert "ability:auras_stay_attached" in load_script("executor_support").reasons(ability)
