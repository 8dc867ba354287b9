"""German 1999-2001 triggers said after their effect with the destruction's rider after them
(grammar/de/clauses/triggers.lark trailing_rider): "Zerstöre ein Artefakt Deiner Wahl, wenn der
~ ins Spiel kommt. Es kann nicht regeneriert werden." is the English Oracle "When ~ enters the
battlefield, destroy target artifact. It can't be regenerated." (CR 603.1, 701.19c); another
sentence after such a trigger (an ability of its own or not?) is not read."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    (
        "Verduran Emissary",
        "When Verduran Emissary enters the battlefield, if it was kicked, destroy target "
        "artifact. It can't be regenerated.",
        "Gesandter der Natur",
        "Wenn Du die Bonuskosten bezahlt hast, zerstöre ein Artefakt Deiner Wahl, wenn der "
        "Gesandte der Natur ins Spiel kommt. Es kann nicht regeneriert werden.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_rider_after_a_trigger_said_last(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_other_sentences_after_a_trigger_said_last_stay_unparsed() -> None:
    """Tappe alle roten Kreaturen, wenn ~ ins Spiel kommt. Rote Kreaturen enttappen nicht ...":
    the second sentence is an ability of its own in the Oracle text; not read as the trigger's."""
    with pytest.raises(ParseError):
        parse(
            "Tappe alle roten Kreaturen, wenn ~ ins Spiel kommt. Rote Kreaturen enttappen nicht "
            "während der Enttap-Phase ihres Beherrschers.",
            "de",
        )
