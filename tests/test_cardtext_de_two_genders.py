"""German words said of alternatives of two genders ("ein Artefakt oder eine Kreatur deiner
Wahl"): the possessive and the pronoun of both genders joined by "bzw." ("sein bzw. ihr
Beherrscher", "seines bzw. ihres Besitzers", "es bzw. sie") name the one object chosen (CR 115.1)
and its controller or owner (CR 108.3, 108.4); and "into their library" of the subject player,
said of the object that player owns (CR 400.3, 701.24a). Real printed lines (MTGJSON foreignData
of the development sets) give the same AST as the English Oracle line of the same card."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser.ast import strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    (
        "Nature's Claim",
        "Destroy target artifact or enchantment. Its controller gains 4 life.",
        "Forderung der Natur",
        "Zerstöre ein Artefakt oder eine Verzauberung deiner Wahl. Sein bzw. ihr Beherrscher "
        "erhält 4 Lebenspunkte dazu.",
    ),
    (
        "Fateful Absence",
        "Destroy target creature or planeswalker. Its controller investigates. (They create a "
        "colorless Clue artifact token with \u201c{2}, Sacrifice this artifact: Draw a card.\u201d)",
        "Schicksalhafte Abwesenheit",
        "Zerstöre eine Kreatur oder einen Planeswalker deiner Wahl. Ihr bzw. sein Beherrscher "
        "stellt Nachforschungen an. (Er erzeugt einen farblosen Hinweis-Artefaktspielstein mit "
        "\u201e{2}, opfere dieses Artefakt: Ziehe eine Karte.\u201c)",
    ),
    (
        "Flusterstorm",
        "Counter target instant or sorcery spell unless its controller pays {1}.",
        "Wirrsturm",
        "Neutralisiere einen Spontanzauber oder eine Hexerei deiner Wahl, es sei denn, sein "
        "bzw. ihr Beherrscher bezahlt {1}.",
    ),
    (
        "Unsubstantiate",
        "Return target spell or creature to its owner's hand.",
        "Gegenstandslos machen",
        "Bringe einen Zauberspruch oder eine Kreatur deiner Wahl auf die Hand seines bzw. "
        "ihres Besitzers zurück.",
    ),
    (
        "Temporal Eddy",
        "Put target creature or land on top of its owner's library.",
        "Zeitstrudel",
        "Lege eine Kreatur oder ein Land deiner Wahl oben auf die Bibliothek ihres bzw. seines "
        "Besitzers.",
    ),
    (
        "Putrefy",
        "Destroy target artifact or creature. It can't be regenerated.",
        "Verfaulen lassen",
        "Zerstöre ein Artefakt oder eine Kreatur deiner Wahl. Es bzw. sie kann nicht regeneriert "
        "werden.",
    ),
    (
        "Tamiyo, Compleated Sage",
        "+1: Tap up to one target artifact or creature. It doesn't untap during its controller's "
        "next untap step.",
        "Tamiyo, vollendete Weise",
        "+1: Tappe bis zu ein Artefakt oder eine Kreatur deiner Wahl. Es bzw. sie enttappt nicht "
        "während des nächsten Enttappsegments seines bzw. ihres Beherrschers.",
    ),
    # "der Besitzer der Himmelblauen Sphinx" (this object's owner, CR 108.3) shuffles it into
    # their library: the owner's own
    (
        "Cerulean Sphinx",
        "{U}: Cerulean Sphinx's owner shuffles it into their library.",
        "Himmelblaue Sphinx",
        "{U}: Der Besitzer der Himmelblauen Sphinx mischt sie in seine Bibliothek.",
    ),
    # ", den oder die du kontrollierst": the relative pronouns of both genders, one clause
    (
        "Blaze Commando",
        "Whenever an instant or sorcery spell you control deals damage, create two 1/1 red and "
        "white Soldier creature tokens with haste.",
        "Brandkommando",
        "Immer wenn ein Spontanzauber oder eine Hexerei, den oder die du kontrollierst, Schaden "
        "zufügt, bringe zwei 1/1 rote und weiße Soldat-Kreaturenspielsteine mit Eile ins Spiel.",
    ),
    # "Its owner shuffles it into their library": the owner's own library
    (
        "Deglamer",
        "Choose target artifact or enchantment. Its owner shuffles it into their library.",
        "Glanzentferner",
        "Bestimme ein Artefakt oder eine Verzauberung deiner Wahl. Sein bzw. ihr Besitzer "
        "mischt es bzw. sie in seine Bibliothek.",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_words_of_both_genders_name_the_one_object(
    en_name: str, en: str, de_name: str, de: str
) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_its_owner_shuffles_it_into_the_owners_library() -> None:
    """Deglamer: the object chosen, then shuffled by its owner into that owner's library."""
    ability = parse(
        "Choose target artifact or enchantment. Its owner shuffles it into their library.", "en"
    ).abilities[0]
    shuffle = strip_meta(ability.to_json())["effect"]["effects"][1]
    assert shuffle["player"]["kind"] == "owner"
    assert shuffle["object"]["kind"] == "that"


@pytest.mark.parametrize(
    ("line", "lang"),
    [
        # "their library" of a player who need not own the creature (CR 400.3: it goes to its
        # owner's library)
        ("Target player shuffles target creature into their library.", "en"),
        ("Destroy target creature. Its controller shuffles it into their library.", "en"),
        (
            "Zerstöre eine Kreatur deiner Wahl. Ihr Beherrscher mischt sie in seine Bibliothek.",
            "de",
        ),
    ],
)
def test_their_library_of_a_player_other_than_the_owner_stays_unparsed(
    line: str, lang: str
) -> None:
    with pytest.raises(ParseError):
        parse(line, lang)


def test_other_said_again_with_each_alternative_reads_on_both() -> None:
    """Ertai Resurrected: "eine andere Kreatur oder einen anderen Planeswalker deiner Wahl"
    (another target creature or planeswalker: "other" said with each alternative)."""
    de = (
        "Zerstöre eine andere Kreatur oder einen anderen Planeswalker deiner Wahl. Ihr bzw. sein "
        "Beherrscher zieht eine Karte."
    )
    en = "Destroy another target creature or planeswalker. Its controller draws a card."
    assert _named_ast(de, "de", "Ertai der Wiedererweckte") == _named_ast(
        en, "en", "Ertai Resurrected"
    )


def test_other_said_again_with_compound_nouns_reads_on_both() -> None:
    """Mage Duel (STX): "einen anderen Spontanzauber oder eine andere Hexerei" (another instant
    or sorcery spell: "Spontanzauber" a compound noun, "other" said with each alternative)."""
    de = (
        "Dieser Zauberspruch kostet beim Wirken {2} weniger, falls du in diesem Zug einen "
        "anderen Spontanzauber oder eine andere Hexerei gewirkt hast."
    )
    en = (
        "This spell costs {2} less to cast if you've cast another instant or sorcery spell "
        "this turn."
    )
    assert _named_ast(de, "de", "Magisches Duell") == _named_ast(en, "en", "Mage Duel")


def test_other_said_with_a_later_compound_alternative_only_stays_unparsed() -> None:
    """ "einen Spontanzauber oder eine andere Hexerei": "other" of the sorcery only (CR 109.1),
    not read over both."""
    with pytest.raises(ParseError):
        parse(
            "Falls du in diesem Zug einen Spontanzauber oder eine andere Hexerei gewirkt hast, "
            "ziehe eine Karte.",
            "de",
        )


@pytest.mark.parametrize(
    ("line", "lang"),
    [
        # the land has its own article: "another" is said of the creature only, which one
        # filter ("another", "creature|land") would read over both (a land that is this
        # object excluded too)
        (
            "Whenever Morkrut Necropod attacks or blocks, sacrifice another creature or a land.",
            "en",
        ),
        (
            "Immer wenn der Morkrutsumpf-Nekropode angreift oder blockt, opfere eine andere "
            "Kreatur oder ein Land.",
            "de",
        ),
        ("Opfere eine andere Kreatur oder ein Artefakt: Ziehe eine Karte.", "de"),
        ("Zerstöre eine andere Kreatur oder ein Land deiner Wahl.", "de"),
        ("Détruisez une autre créature ciblée ou un terrain ciblé.", "fr"),
    ],
)
def test_another_before_an_alternative_with_its_own_article_stays_unparsed(
    line: str, lang: str
) -> None:
    with pytest.raises(ParseError):
        parse(line, lang)


@pytest.mark.parametrize(
    ("line", "lang", "words"),
    [
        ("Destroy another target creature or land.", "en", ["another", "creature|land"]),
        (
            "Zerstöre ein anderes Artefakt oder eine andere Kreatur deiner Wahl.",
            "de",
            ["another", "artifact|creature"],
        ),
        ("Zerstöre eine Kreatur oder ein Land deiner Wahl.", "de", ["creature|land"]),
    ],
)
def test_alternatives_without_another_or_with_it_on_each_still_parse(
    line: str, lang: str, words: list[str]
) -> None:
    (ability,) = parse(line, lang).abilities
    assert strip_meta(ability.to_json())["effect"]["object"]["filter"] == words


@pytest.mark.parametrize(
    "line",
    [
        # a creature or planeswalker said alone beside an instant may be a permanent (Pyromancer's
        # Gauntlet: "a red instant or sorcery spell you control or a red planeswalker you
        # control"), not a creature or planeswalker spell
        "Immer wenn ein Spontanzauber oder eine Kreatur Schaden zufügt, ziehe eine Karte.",
        "Falls ein roter Spontanzauber, eine rote Hexerei oder ein roter Planeswalker, den oder "
        "die du kontrollierst, einer bleibenden Karte oder einem Spieler Schaden zufügen würde, "
        "fügt er oder sie dieser bleibenden Karte oder diesem Spieler stattdessen so viele "
        "Schadenspunkte plus 2 zu.",
    ],
)
def test_a_permanent_type_beside_an_instant_is_not_read_as_a_spell(line: str) -> None:
    with pytest.raises(ParseError):
        parse(line, "de")


def test_a_permanent_type_beside_a_spell_is_a_spell_when_countered() -> None:
    """Annul: "einen Artefaktzauber oder eine Verzauberung deiner Wahl" after "Neutralisiere"
    (what is countered is a spell, CR 701.6a): "target artifact or enchantment spell"."""
    assert _named_ast(
        "Neutralisiere einen Artefaktzauber oder eine Verzauberung Deiner Wahl.",
        "de",
        "Annullieren",
    ) == _named_ast("Counter target artifact or enchantment spell.", "en", "Annul")


def test_the_owner_of_a_target_shuffles_it_then_draws() -> None:
    """Oblation: "The owner of target nonland permanent shuffles it into their library, then
    draws two cards." (CR 108.3: that permanent's owner does both)."""
    (ability,) = parse(
        "The owner of target nonland permanent shuffles it into their library, then draws two "
        "cards.",
        "en",
    ).abilities
    shuffle, draw = strip_meta(ability.to_json())["effect"]["effects"]
    owner = {
        "type": "player",
        "kind": "owner",
        "object": {
            "type": "object",
            "kind": "target",
            "filter": ["nonland", "permanent"],
            "count": None,
            "up_to": False,
        },
    }
    assert shuffle["player"] == owner
    assert draw["player"] == owner
