"""German object and recipient phrases of planeswalkers (CR 306): "Planeswalkerzauber" (a
planeswalker spell), "eine Chandra-Planeswalkerin" (the feminine noun after a planeswalker type),
"einem Gegner oder Planeswalker deiner Wahl" (target opponent or planeswalker, CR 115.1). Real
printed German lines (MTGJSON foreignData of the development sets) give the AST of the English
Oracle line of the same card."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.ast import Target, strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    (
        "Oath of Ajani",
        "Planeswalker spells you cast cost {1} less to cast.",
        "Ajanis Eid",
        "Planeswalkerzauber, die du wirkst, kosten beim Wirken {1} weniger.",
    ),
    # "Kreaturen- oder Planeswalkerzauber": the first compound's head, the noun said once
    (
        "Reject",
        "Counter target creature or planeswalker spell unless its controller pays {3}. If that "
        "spell is countered this way, exile it instead of putting it into its owner's graveyard.",
        "Abweisen",
        "Neutralisiere einen Kreaturen- oder Planeswalkerzauber deiner Wahl, es sei denn, sein "
        "Beherrscher bezahlt {3}. Falls der Zauberspruch auf diese Weise neutralisiert wird, "
        "schicke ihn ins Exil, anstatt ihn auf den Friedhof seines Besitzers zu legen.",
    ),
    # a planeswalker type before the hyphen: a spell of that type, a permanent of that type
    (
        "Wasp of the Bitter End",
        "Whenever you cast a Bolas planeswalker spell, you may sacrifice Wasp of the Bitter End. "
        "If you do, destroy target creature.",
        "Wespe des bitteren Endes",
        "Immer wenn du einen Bolas-Planeswalkerzauber wirkst, kannst du die Wespe des bitteren "
        "Endes opfern. Falls du dies tust, zerstöre eine Kreatur deiner Wahl.",
    ),
    (
        "Renegade Firebrand",
        "As long as you control a Chandra planeswalker, Renegade Firebrand gets +1/+0 and has "
        "first strike. (It deals combat damage before creatures without first strike.)",
        "Renegaten-Unruhestifter",
        "Solange du eine Chandra-Planeswalkerin kontrollierst, erhält der "
        "Renegaten-Unruhestifter +1/+0 und hat Erstschlag. (Er fügt Kampfschaden vor Kreaturen "
        "ohne Erstschlag zu.)",
    ),
    # one target: an opponent or a planeswalker
    (
        "Cult Guildmage",
        "{R}, {T}: Cult Guildmage deals 1 damage to target opponent or planeswalker.",
        "Gildenmagier des Kults",
        "{R}, {T}: Der Gildenmagier des Kults fügt einem Gegner oder Planeswalker deiner Wahl 1 "
        "Schadenspunkt zu.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_planeswalker_phrase_gives_the_english_ast(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_opponent_or_planeswalker_is_one_target_of_two_kinds() -> None:
    (ability,) = parse(
        "{5}{B}, {T}: Der Hexer des Giftzahns fügt einem Gegner oder Planeswalker deiner Wahl 2 "
        "Schadenspunkte zu.",
        "de",
        card_name="Hexer des Giftzahns",
    ).abilities
    assert ability.effect.recipient == Target(kinds=("opponent", "planeswalker"))
