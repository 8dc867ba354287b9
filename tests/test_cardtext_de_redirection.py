"""German redirection of damage (grammar/de/clauses/verbs_redirection.lark, CR 614.9): "Aller
Schaden, der ... zugefügt würde, wird stattdessen ... zugefügt." with the recipient, source and
duration inside the relative clause, the 1994-2003 "zugefügt wird" for "would be dealt" and the
1994-2001 verb "umleiten" ("Leite ... auf ... um"), "Der nächste 1 Schadenspunkt, der ... zugefügt
würde, wird stattdessen ... zugefügt": the AST of the English Oracle line of the same
card."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json as _ast

#: (English Oracle line, German printed line) of the same card
SAME = [
    (  # Pariah (7ED): a static redirection
        "All damage that would be dealt to you is dealt to enchanted creature instead.",
        "Aller Schaden, der dir zugefügt würde, wird stattdessen der verzauberten Kreatur "
        "zugefügt.",
    ),
    (  # Sivvi's Valor (NEM): "zugefügt wird" (1994-2003)
        "All damage that would be dealt to target creature this turn is dealt to you instead.",
        "Aller Schaden, der in diesem Zug einer Kreatur Deiner Wahl zugefügt wird, wird "
        "stattdessen Dir zugefügt.",
    ),
    # 1994-2001 "Leite ... auf ... um" (redirect: "instead" said by the verb)
    (  # Pariah (USG): "alle Schadenspunkte, die Dir zugefügt werden"
        "All damage that would be dealt to you is dealt to enchanted creature instead.",
        "Leite alle Schadenspunkte, die Dir zugefügt werden, auf die verzauberte Kreatur um.",
    ),
    (  # Treacherous Link (ULG): "deren Beherrscher" (its controller), a comma after a space
        "All damage that would be dealt to enchanted creature is dealt to its controller instead.",
        "Leite allen Schaden , der der verzauberten Kreatur zugefügt wird, auf deren Beherrscher "
        "um.",
    ),
    (  # Kor Dirge (PLC): the source chosen, the new recipient another target
        "All damage that would be dealt this turn to target creature you control by a source "
        "of your choice is dealt to another target creature instead.",
        "Aller Schaden, der in diesem Zug einer Kreatur deiner Wahl, die du kontrollierst, von "
        "einer Quelle, die du bestimmst, zugefügt würde, wird stattdessen einer anderen Kreatur "
        "deiner Wahl zugefügt.",
    ),
]


SAME += [
    (  # Zealous Inquisitor (SCG): "Der nächste 1 Schadenspunkt" (the next 1 damage)
        "{1}{W}: The next 1 damage that would be dealt to ~ this turn is dealt to target "
        "creature instead.",
        "{1}{W}: Der nächste 1 Schadenspunkt, der dem ~ in diesem Zug zugefügt würde, wird "
        "stattdessen einer Kreatur deiner Wahl zugefügt.",
    ),
    (  # Outrider en-Kor (TSR)
        "{0}: The next 1 damage that would be dealt to ~ this turn is dealt to target creature "
        "you control instead.",
        "{0}: Der nächste 1 Schadenspunkt, der dem ~ in diesem Zug zugefügt würde, wird "
        "stattdessen einer Kreatur deiner Wahl, die du kontrollierst, zugefügt.",
    ),
]


@pytest.mark.parametrize(("en", "de"), SAME)
def test_german_line_gives_the_english_ast(en: str, de: str) -> None:
    assert _ast(de, "de") == _ast(en, "en")
