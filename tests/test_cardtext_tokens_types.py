"""A creature token with one more card type (CR 111.4: the token's types are the ones the effect
says): Born of the Gods' and Journey into Nyx's "enchantment creature tokens", read alike in
English, French ("jeton de créature-enchantement") and German ("-Verzauberungskreaturenspielstein")."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser import ast as A
from rulesparser.ast import strip_meta


def _json(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


def test_aerie_worshippers_enchantment_creature_token_en_fr_de() -> None:
    """BNG Aerie Worshippers: inspired (an ability word, CR 207.2c) paying {2}{U} for a 2/2 blue
    Bird enchantment creature token with flying."""
    en = "Inspired — Whenever Aerie Worshippers becomes untapped, you may pay {2}{U}. If you do, create a 2/2 blue Bird enchantment creature token with flying."
    fr = "Inspiration — À chaque fois que les Adoratrices de l'aérain deviennent dégagées, vous pouvez payer {2}{U}. Si vous faites ainsi, mettez sur le champ de bataille un jeton de créature-enchantement 2/2 bleue Oiseau avec le vol."
    de = "Inspiriert — Immer wenn die Adlerhorst-Anbeterinnen enttappt werden, kannst du {2}{U} bezahlen. Falls du dies tust, bringe einen 2/2 blauen Vogel-Verzauberungskreaturenspielstein mit Flugfähigkeit ins Spiel."
    (ability,) = parse(en, card_name="Aerie Worshippers").abilities
    (token,) = [n for n in ability.walk() if isinstance(n, A.CreateToken)]
    assert token.types == ("creature", "enchantment")
    assert (token.power, token.toughness, token.colors, token.subtypes) == (
        2,
        2,
        ("blue",),
        ("bird",),
    )
    assert _json(fr, "fr", "Adoratrices de l'aérain") == _json(en, "en", "Aerie Worshippers")
    assert _json(de, "de", "Adlerhorst-Anbeterinnen") == _json(en, "en", "Aerie Worshippers")


def test_fated_intervention_two_tokens_en_de() -> None:
    """BNG Fated Intervention: two 3/3 green Centaur enchantment creature tokens."""
    en = "Create two 3/3 green Centaur enchantment creature tokens."
    de = "Bringe zwei 3/3 grüne Zentaur-Verzauberungskreaturenspielsteine ins Spiel."
    (ability,) = parse(en).abilities
    assert ability.effect.amount == 2 and ability.effect.types == ("creature", "enchantment")
    assert _json(de, "de", "Schicksalhaftes Eingreifen") == _json(en, "en", "Fated Intervention")


def test_odunos_river_trawler_enchantment_creature_card_de() -> None:
    """BNG Odunos River Trawler: German "Verzauberungskreaturenkarte" is an enchantment creature
    card, as the English Oracle text says."""
    en = "{W}, Sacrifice Odunos River Trawler: Return target enchantment creature card from your graveyard to your hand."
    de = "{W}, opfere den Odunos-Flussfischer: Bringe eine Verzauberungskreaturenkarte deiner Wahl aus deinem Friedhof auf deine Hand zurück."
    assert _json(de, "de", "Odunos-Flussfischer") == _json(en, "en", "Odunos River Trawler")


def test_a_tapped_predefined_token() -> None:
    """DMU Karn, Living Legend "[+1]: Create a tapped Powerstone token." and the common 2022-2026
    "create a tapped Treasure token": the predefined artifact token (CR 111.10) enters tapped
    (CR 110.5b), as "a tapped 2/2 ... creature token" does."""
    (karn,) = parse("[+1]: Create a tapped Powerstone token.", "en").abilities
    assert karn.effect == A.CreateToken(
        amount=1, subtypes=("powerstone",), types=("artifact",), tapped=True
    )
    (two,) = parse("Create two tapped Treasure tokens.", "en").abilities
    assert (two.effect.amount, two.effect.subtypes, two.effect.tapped) == (2, ("treasure",), True)
    (untapped,) = parse("Create a Treasure token.", "en").abilities
    assert untapped.effect.tapped is False


def test_a_tapped_predefined_token_in_french_and_german() -> None:
    """ "Créez un jeton Trésor engagé." and "Erzeuge einen getappten Schatz-Spielstein." give
    the English "Create a tapped Treasure token." (CR 111.10, 110.5b)."""
    english = _json("Create a tapped Treasure token.", "en", "X")
    assert _json("Créez un jeton Trésor engagé.", "fr", "X") == english
    assert _json("Erzeuge einen getappten Schatz-Spielstein.", "de", "X") == english


def test_a_legendary_token_stays_unparsed() -> None:
    """RAV Tolsimir Wolfblood, AER Kari Zev: "un jeton de créature légendaire ... appelé Voja"
    (Oracle "Create Voja, a legendary 2/2 green and white Wolf creature token."). The token node
    has no supertypes (CR 205.4a: the legend rule applies to a legendary token, CR 704.5j), so
    the token it would describe is not legendary: the line is refused, not read without it."""
    for line in (
        "{T} : Mettez en jeu un jeton de créature légendaire 2/2 verte et blanche Loup appelé Voja.",
        "À chaque fois que Kari Zev, pillarde de vaisseau volant attaque, créez, engagé et "
        "attaquant, un jeton de créature légendaire 2/1 rouge Singe appelé Ragavan. Exilez ce "
        "jeton à la fin du combat.",
    ):
        with pytest.raises(ParseError, match="supertype"):
            parse(line, "fr", card_name="Kari Zev, pillarde de vaisseau volant")
    # the same token without "légendaire" is read (the refusal is the supertype's only)
    (ability,) = parse(
        "{T} : Mettez en jeu un jeton de créature 2/2 verte et blanche Loup appelé Voja.", "fr"
    ).abilities
    assert ability.effect.name == "Voja" and ability.effect.subtypes == ("wolf",)
