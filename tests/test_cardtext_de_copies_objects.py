"""German token copies of an object qualified after the verb (grammar/de/clauses/
verbs_copies.lark): "einen Spielstein, der eine Kopie einer Kreatur deiner Wahl ist, die du
kontrollierst" is a copy of target creature you control (CR 707.2, 111.1; the relative clause
after "ist" names the original's controller, CR 108.4), as the English Oracle line says."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    (
        "Esika's Chariot",
        "Whenever Esika's Chariot attacks, create a token that's a copy of target token you "
        "control.",
        "Esikas Streitwagen",
        "Immer wenn Esikas Streitwagen angreift, erzeuge einen Spielstein, der eine Kopie eines "
        "Spielsteins deiner Wahl ist, den du kontrollierst.",
    ),
    (
        "Repudiate // Replicate",
        "Create a token that's a copy of target creature you control.",
        "Ablehnen // Nachahmen",
        "Erzeuge einen Spielstein, der eine Kopie einer Kreatur deiner Wahl ist, die du "
        "kontrollierst.",
    ),
    # the older "Bringe einen Spielstein ins Spiel, der eine Kopie ... ist, die du kontrollierst"
    (
        "Mirrorpool",
        "{4}{C}, {T}, Sacrifice Mirrorpool: Create a token that's a copy of target creature you "
        "control.",
        "Spiegelbecken",
        "{4}{C}, {T}, opfere das Spiegelbecken: Bringe einen Spielstein ins Spiel, der eine "
        "Kopie einer Kreatur deiner Wahl ist, die du kontrollierst.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_copy_of_an_object_qualified_after_the_verb(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)
