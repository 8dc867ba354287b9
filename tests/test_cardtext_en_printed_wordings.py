"""English wordings printed before the 2009 (M10) Oracle templates, read as their Oracle
counterparts (the printed English text decides whether a French or German print that differs
from the Oracle text is an Oracle rewording): "Play this ability only during your upkeep"
(an activation limit, CR 602.5b; Oracle "Activate only ...") and "If you paid the kicker cost"
(Invasion block, 2000-2001; Oracle "If ~ was kicked", CR 702.33d), "each creature he or she
controls" (before 2017; Oracle "that player controls", CR 108.4). Real printed lines of the
development sets (MTGJSON ``originalText`` and ``foreignData``, the card's name as "~")."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

from rulesparser import ParseError

#: (English Oracle wording, English printed line, French printed line) of the same ability
SAME = [
    (  # Emberwilde Augur (FUT): Oracle "It deals 3 damage to target player or planeswalker"
        "Sacrifice ~: ~ deals 3 damage to target player. Activate only during your upkeep.",
        "Sacrifice ~: ~ deals 3 damage to target player. Play this ability only during your "
        "upkeep.",
        "Sacrifiez ~ : ~ inflige 3 blessures au joueur ciblé. Ne jouez cette capacité que pendant "
        "votre entretien.",
    ),
    (  # Pincer Spider (INV)
        "If ~ was kicked, it enters the battlefield with a +1/+1 counter on it.",
        "If you paid the kicker cost, ~ comes into play with a +1/+1 counter on it.",
        "Si vous avez payé le coût de kick, ~ arrive en jeu avec un marqueur +1/+1 sur elle.",
    ),
    (  # Flame Wave (9ED): Oracle "target player or planeswalker and each creature that player
        # or that planeswalker's controller controls"
        "~ deals 4 damage to target player and each creature that player controls.",
        "~ deals 4 damage to target player and each creature he or she controls.",
        "~ inflige 4 blessures au joueur ciblé et à chaque créature qu'il contrôle.",
    ),
]


@pytest.mark.parametrize(("oracle", "printed", "fr"), SAME)
def test_printed_english_reads_as_oracle_and_french(oracle: str, printed: str, fr: str) -> None:
    assert _ast(printed, "en") == _ast(oracle, "en") == _ast(fr, "fr")


def test_the_old_limits_read_as_the_oracle_ones() -> None:
    """ "Play this ability only once each turn" (CR 602.5b) and "... only any time you could
    play a sorcery" (CR 307.1 timing) keep their meaning beside "during your upkeep"."""
    once = "{1}: Regenerate ~. Play this ability only once each turn."
    assert _ast(once, "en") == _ast("{1}: Regenerate ~. Activate only once each turn.", "en")
    sorcery = "{T}: Draw a card. Play this ability only any time you could play a sorcery."
    assert _ast(sorcery, "en") == _ast("{T}: Draw a card. Activate only as a sorcery.", "en")


def test_another_keywords_cost_paid_stays_unparsed() -> None:
    """ "If you paid the buyback cost" names no kicker: not read as "if it was kicked"."""
    with pytest.raises(ParseError):
        _ast("If you paid the buyback cost, draw a card.", "en")
