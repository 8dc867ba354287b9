"""How many times a spell was kicked (multikicker, CR 702.33c): English "for each time it was
kicked" / "where X is the number of times ~ was kicked", German "für jedes Mal, dass ihre
Bonuskosten bezahlt wurden" / "..., dass du seine Bonuskosten bezahlt hast" / ", wobei X gleich
der Anzahl ist, wie oft du die Bonuskosten der ~ gezahlt hast" give one count of the kicker
payments."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse

CASES = [
    # Marshal's Anthem (WWK)
    (
        "When ~ enters the battlefield, return up to X target creature cards from your "
        "graveyard to the battlefield, where X is the number of times ~ was kicked.",
        "Wenn die ~ ins Spiel kommt, bringe bis zu X Kreaturenkarten deiner Wahl aus deinem "
        "Friedhof ins Spiel zurück, wobei X gleich der Anzahl ist, wie oft du die Bonuskosten "
        "der ~ gezahlt hast.",
    ),
    # Voyager Drake (WWK)
    (
        "When ~ enters the battlefield, up to X target creatures gain flying until end of turn, "
        "where X is the number of times ~ was kicked.",
        "Wenn der ~ ins Spiel kommt, erhalten bis zu X Kreaturen deiner Wahl bis zum Ende des "
        "Zuges Flugfähigkeit, wobei X gleich der Anzahl ist, wie oft du die Bonuskosten des ~s "
        "gezahlt hast.",
    ),
    # Bloodhusk Ritualist (WWK)
    (
        "When ~ enters the battlefield, target opponent discards a card for each time it was "
        "kicked.",
        "Wenn der ~ ins Spiel kommt, wirft ein Gegner deiner Wahl für jedes Mal, dass du seine "
        "Bonuskosten bezahlt hast, eine Karte aus seiner Hand ab.",
    ),
    # Joraga Warcaller (WWK)-like: the count inside the verb phrase, before "mit"
    (
        "~ enters the battlefield with two +1/+1 counters on it for each time it was kicked.",
        "Die ~ kommt für jedes Mal, dass ihre Bonuskosten bezahlt wurden, mit zwei "
        "+1/+1-Marken ins Spiel.",
    ),
    # Gnarlid Pack (WWK)-like: the count between the verb and the token
    (
        "When ~ enters the battlefield, create a 2/2 green Wolf creature token for each time it "
        "was kicked.",
        "Wenn das ~ ins Spiel kommt, bringe für jedes Mal, dass du seine Bonuskosten bezahlt "
        "hast, einen 2/2 grünen Wolf-Kreaturenspielstein ins Spiel.",
    ),
]


@pytest.mark.parametrize(("en", "de"), CASES)
def test_times_kicked_en_de(en: str, de: str) -> None:
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_times_kicked_counts_kicker_payments() -> None:
    (ability,) = parse(
        "When ~ enters the battlefield, you gain 3 life for each time it was kicked."
    ).abilities
    counts = [n for n in ability.walk() if isinstance(n, A.Count)]
    assert counts == [A.Count(what="times_kicked", object=A.ObjectRef(kind="self"))]
