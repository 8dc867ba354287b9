"""Cards a player drew or discarded this turn, counted (CR 121.1, 701.8a): "for each card you've
drawn this turn", "equal to the number of cards you've discarded this turn" and their French and
German printings give ``Count(what="cards_drawn_this_turn" | "cards_discarded_this_turn",
player=you)``; the executor keeps no such count and says so. Real lines of Modern Horizons,
Modern Horizons 2 and Kaldheim (Oracle / printed)."""

from __future__ import annotations

from _card_ast import abilities_json, oracle_abilities
from _scenario_cards import failures_casting

from rulesparser import ast as A
from rulesparser import parse

YOU = A.PlayerRef(kind="you")
DRAWN = A.Count(what="cards_drawn_this_turn", player=YOU)
DISCARDED = A.Count(what="cards_discarded_this_turn", player=YOU)

FISTS = {
    "en": "Draw a card. Until end of turn, target creature gains trample and gets +1/+0 for each"
    " card you've drawn this turn.",
    "fr": "Piochez une carte. Jusqu'à la fin du tour, la créature ciblée acquiert le piétinement"
    " et gagne +1/+0 pour chaque carte que vous avez piochée ce tour-ci.",
    "de": "Ziehe eine Karte. Bis zum Ende des Zuges verursacht eine Kreatur deiner Wahl"
    " Trampelschaden und erhält +1/+0 für jede Karte, die du in diesem Zug gezogen hast.",
}
NIKO = {
    "en": "[−1]: Niko Aris deals 2 damage to target tapped creature for each card you've drawn"
    " this turn.",
    "fr": "-1: Niko Aris inflige 2 blessures à une créature engagée ciblée pour chaque carte que"
    " vous avez piochée ce tour-ci.",
}
DJINN = {
    "en": "Whenever Thundering Djinn attacks, it deals damage to any target equal to the number"
    " of cards you've drawn this turn.",
    "fr": "À chaque fois que le Djinn fulminant attaque, il inflige à n'importe quelle cible un"
    " nombre de blessures égal au nombre de cartes que vous avez piochées ce tour-ci.",
    "de": "Immer wenn der Donnernde Dschinn angreift, fügt er einem Ziel deiner Wahl so viele"
    " Schadenspunkte zu, wie du in diesem Zug Karten gezogen hast.",
}
PLOY = {
    "en": "Draw two cards, then discard a card. You gain life equal to the number of cards"
    " you've discarded this turn.",
    "fr": "Piochez deux cartes, puis défaussez-vous d'une carte. Vous gagnez un nombre de points"
    " de vie égal au nombre de cartes dont vous vous êtes défaussé ce tour-ci.",
    "de": "Ziehe zwei Karten und wirf dann eine Karte ab. Du erhältst so viele Lebenspunkte"
    " dazu, wie du in diesem Zug Karten abgeworfen hast.",
}
# conditions: (English name, French name, German name, {lang: line})
EYEKITE = {
    "en": "Eyekite gets +2/+0 as long as you've drawn two or more cards this turn.",
    "fr": "L'Escouflœil gagne +2/+0 tant que vous avez pioché au moins deux cartes ce tour-ci.",
    "de": "Der Glupschaugensceada erhält +2/+0, solange du in diesem Zug zwei oder mehr Karten"
    " gezogen hast.",
}
RECALIBRATE = {
    "en": "Return target creature to its owner's hand. If you've discarded a card this turn,"
    " draw a card.",
    "fr": "Renvoyez une créature ciblée dans la main de son propriétaire. Si vous vous êtes"
    " défaussé d'une carte ce tour-ci, piochez une carte.",
    "de": "Bringe eine Kreatur deiner Wahl auf die Hand ihres Besitzers zurück. Falls du in"
    " diesem Zug eine Karte abgeworfen hast, ziehst du eine Karte.",
}
RUNEFLARE = {
    "en": "If an opponent drew three or more cards this turn, you may pay {R} rather than pay"
    " this spell's mana cost.",
    "fr": "Si un adversaire a pioché au moins trois cartes ce tour-ci, vous pouvez payer {R} à la"
    " place du coût de mana du Piège aux runes flamboyantes.",
    "de": "Falls ein Gegner in diesem Zug drei oder mehr Karten gezogen hat, kannst du {R}"
    " bezahlen, anstatt die Manakosten der Flackerrunen-Falle zu bezahlen.",
}
RAVEN_MAN = {
    "en": "At the beginning of each end step, if a player discarded a card this turn, create a"
    ' 1/1 black Bird creature token with flying and "This creature can\'t block."',
    "fr": "Au début de chaque étape de fin, si un joueur s'est défaussé d'une carte ce tour-ci,"
    " créez un jeton de créature 1/1 noire Oiseau avec le vol et « Cette créature ne peut pas"
    " bloquer. »",
}


def _same(texts: dict[str, str], name: dict[str, str]) -> object:
    """The abilities of every printing, asserted equal to the English one's (JSON)."""
    got = {
        lang: [A.strip_meta(a.to_json()) for a in parse(t, lang, card_name=name[lang]).abilities]
        for lang, t in texts.items()
    }
    for lang, abilities in got.items():
        assert abilities == got["en"], lang
    return got["en"]


def test_fists_of_flame_gets_plus_one_for_each_card_drawn() -> None:
    """Fists of Flame (MH1): +1/+0 for each card you drew this turn, the same in EN/FR/DE."""
    (spell,) = oracle_abilities(FISTS["en"], "Fists of Flame")
    pump = spell.effect.effects[1]
    assert pump.power == DRAWN and pump.toughness == 0
    assert abilities_json(FISTS["fr"], "fr") == abilities_json(FISTS["en"], "en")
    assert abilities_json(FISTS["de"], "de") == abilities_json(FISTS["en"], "en")


def test_niko_aris_deals_two_damage_for_each_card_drawn() -> None:
    """Niko Aris (KHM): 2 damage for each card drawn, the count times two."""
    _same(NIKO, {"en": "Niko Aris", "fr": "Niko Aris"})
    (ability,) = oracle_abilities(NIKO["en"], "Niko Aris")
    assert ability.effect.amount == A.Product(factor=2, amount=DRAWN)


def test_thundering_djinn_deals_damage_equal_to_cards_drawn() -> None:
    """Thundering Djinn (MH1): "equal to the number of cards you've drawn this turn"."""
    _same(DJINN, {"en": "Thundering Djinn", "fr": "Djinn fulminant", "de": "Donnernder Dschinn"})
    (trigger,) = oracle_abilities(DJINN["en"], "Thundering Djinn")
    assert trigger.effect.amount == DRAWN


def test_dihadas_ploy_gains_life_equal_to_cards_discarded() -> None:
    """Dihada's Ploy (MH2): "dont vous vous êtes défaussé" is English "you've discarded"."""
    _same(PLOY, {"en": "Dihada's Ploy", "fr": "Stratagème de Dihada", "de": "Dihadas List"})
    (spell,) = oracle_abilities(PLOY["en"], "Dihada's Ploy")
    assert spell.effect.effects[-1] == A.GainLife(player=YOU, amount=DISCARDED)


def test_eyekite_as_long_as_you_have_drawn_two_or_more_cards() -> None:
    """Eyekite (MH1): the count compared, two or more (CR 121.1), the same in EN/FR/DE."""
    (static,) = _same(EYEKITE, {"en": "Eyekite", "fr": "Escouflœil", "de": "Glupschaugensceada"})
    (ability,) = oracle_abilities(EYEKITE["en"], "Eyekite")
    assert ability.effect.condition == A.Compare(value=DRAWN, op=">=", amount=2)


def test_recalibrate_if_you_have_discarded_a_card() -> None:
    """Recalibrate (MH2): "if you've discarded a card this turn" is one or more discarded."""
    _same(RECALIBRATE, {"en": "Recalibrate", "fr": "Recalibrage", "de": "Rekalibrierung"})
    (spell,) = oracle_abilities(RECALIBRATE["en"], "Recalibrate")
    assert spell.effect.effects[1].condition == A.Compare(value=DISCARDED, op=">=", amount=1)


def test_runeflare_trap_if_an_opponent_drew_three_or_more_cards() -> None:
    """Runeflare Trap (ZEN): any one opponent drew three or more cards this turn."""
    names = {"en": "Runeflare Trap", "fr": "Piège aux runes flamboyantes"}
    _same(RUNEFLARE, {**names, "de": "Flackerrunen-Falle"})
    (cost,) = oracle_abilities(RUNEFLARE["en"], "Runeflare Trap")
    opponent = A.Count(what="cards_drawn_this_turn", player=A.PlayerRef(kind="opponent"))
    assert cost.condition == A.Compare(value=opponent, op=">=", amount=3)


def test_the_raven_man_if_a_player_discarded_a_card() -> None:
    """The Raven Man (DMU): "a player" (any one of them) discarded one or more cards."""
    _same(RAVEN_MAN, {"en": "The Raven Man", "fr": "L'Homme-corbeau"})
    (trigger,) = oracle_abilities(RAVEN_MAN["en"], "The Raven Man")
    anyone = A.Count(what="cards_discarded_this_turn", player=A.PlayerRef(kind="player"))
    assert trigger.condition == A.Compare(value=anyone, op=">=", amount=1)


def test_a_number_of_discarded_cards_or_a_kind_of_card_stays_unparsed() -> None:
    """ "two cards" discarded is not "a card"; "creature cards you've drawn" are some of the
    cards drawn: neither is read (the line stays unparsed)."""
    two = parse(
        "If you've discarded two cards this turn, draw a card.", "en", lenient=True
    ).abilities
    assert isinstance(two[0], A.Unparsed)
    kind = parse(
        "La créature ciblée gagne +1/+0 pour chaque carte de créature que vous avez piochée ce"
        " tour-ci.",
        "fr",
        lenient=True,
    ).abilities
    assert isinstance(kind[0], A.Unparsed)


def test_a_noun_other_than_card_stays_unparsed() -> None:
    """Only cards are drawn (CR 121.1): "for each spell you've drawn this turn" is refused."""
    card = parse(
        "Target creature gets +1/+0 for each spell you've drawn this turn.", "en", lenient=True
    )
    assert isinstance(card.abilities[0], A.Unparsed)


def test_executor_refuses_the_count_of_cards_drawn() -> None:
    """The executor keeps no record of the cards drawn this turn and says so rather than
    counting 0."""
    failures = failures_casting(
        FISTS["en"],
        name="Fists of Flame",
        mana_cost="{1}{R}",
        ruling="CR 121.1",
    )
    assert any("can't play" in f and "cards_drawn_this_turn" in f for f in failures), failures
