"""German phrasings of the newest printings (2017-2022) the English Oracle text says otherwise:
"per Zufall bestimmte" (at random), "Falls er dies tut" (if they do), "enttappt die Kreatur
nicht während ..." after a leading part, "als dritte Karte von oben" (third from the top), "in
Friedhöfen" (in graveyards), "lege für jede ... eine +1/+1-Marke auf ...", "Du kannst keine ...
wirken" (you can't cast), "Solange die verzauberte Kreatur legendär ist", "Die Kreaturen" (those
creatures), "Falls er das nicht kann" (if they can't), "erhältst du {E}{E} (zwei
Energiemarken)", "kann nicht blocken und nicht geblockt werden", "bestimmst du eines —", "mit
Manabetrag 1", "erhält die Kreatur stattdessen ..., falls ...", "falls es Nacht ist", "kannst du
beliebig oft {1}{W} bezahlen". Each printed line gives the AST of the Oracle line of the same
card; a line whose reading is unsure stays unparsed."""

from __future__ import annotations

import pytest

from rulesparser import parse
from rulesparser.ast import IfYouCant, Unparsed, strip_meta


def _named_ast(text: str, lang: str, name: str) -> list[object]:
    """The abilities of a card text with its card name given (strict parse), as JSON without
    source and findings."""
    return [strip_meta(a.to_json()) for a in parse(text, lang, card_name=name).abilities]


#: (English name, Oracle line, German name, printed line)
SAME = [
    # Skullknocker Ogre (ELD): "per Zufall bestimmte" (since 2019; before: "zufällig
    # bestimmte"), and "Falls der Spieler dies tut" (CR 701.9a, 608.2c)
    (
        "Skullknocker Ogre",
        "Whenever Skullknocker Ogre deals damage to an opponent, that player discards a card at "
        "random. If the player does, they draw a card.",
        "Schädelrammer-Oger",
        "Immer wenn der Schädelrammer-Oger einem Gegner Schaden zufügt, wirft jener Spieler eine "
        "per Zufall bestimmte Karte ab. Falls der Spieler dies tut, zieht er eine Karte.",
    ),
    # Tourach, Dread Cantor (MH2): two cards at random
    (
        "Tourach, Dread Cantor",
        "When Tourach enters the battlefield, if it was kicked, target opponent discards two "
        "cards at random.",
        "Tourach, Schreckenskantor",
        "Wenn Tourach ins Spiel kommt und falls seine Bonuskosten bezahlt wurden, wirft ein "
        "Gegner deiner Wahl zwei per Zufall bestimmte Karten ab.",
    ),
    # Smothering Tithe (RNA): "Falls er dies nicht tut" (if they don't, CR 608.2c)
    (
        "Smothering Tithe",
        "Whenever an opponent draws a card, that player may pay {2}. If they don't, you create "
        "a Treasure token.",
        "Erstickender Zehnt",
        "Immer wenn ein Gegner eine Karte zieht, kann jener Spieler {2} bezahlen. Falls er dies "
        "nicht tut, erzeugst du einen Schatz-Spielstein.",
    ),
    # Cleric of Chill Depths (DMU): "enttappt" before its subject after a trigger (CR 502.3)
    (
        "Cleric of Chill Depths",
        "Whenever Cleric of Chill Depths blocks a creature, that creature doesn't untap during "
        "its controller's next untap step.",
        "Kleriker der eiskalten Tiefen",
        "Immer wenn der Kleriker der eiskalten Tiefen eine Kreatur blockt, enttappt die Kreatur "
        "nicht während des nächsten Enttappsegments ihres Beherrschers.",
    ),
    # Winter's Rest (KHM): the same order after "Solange ..."
    (
        "Winter's Rest",
        "As long as you control another snow permanent, enchanted creature doesn't untap during "
        "its controller's untap step.",
        "Winterruhe",
        "Solange du eine andere verschneite bleibende Karte kontrollierst, enttappt die "
        "verzauberte Kreatur nicht während des Enttappsegments ihres Beherrschers.",
    ),
    # Bury in Books (M15): second from the top of its owner's library (CR 401.4)
    (
        "Bury in Books",
        "Put target creature into its owner's library second from the top.",
        "Unter Büchern begraben",
        "Lege eine Kreatur deiner Wahl als zweite Karte von oben in die Bibliothek ihres "
        "Besitzers.",
    ),
    # Teferi, Hero of Dominaria (DOM)
    (
        "Teferi, Hero of Dominaria",
        "−3: Put target nonland permanent into its owner's library third from the top.",
        "Teferi, Held von Dominaria",
        "−3: Lege eine bleibende Karte deiner Wahl, die kein Land ist, als dritte Karte von oben "
        "in die Bibliothek ihres Besitzers.",
    ),
    # Bookwurm (STX): into your library, from your graveyard
    (
        "Bookwurm",
        "{2}{G}: Put Bookwurm from your graveyard into your library third from the top.",
        "Bücherwurm",
        "{2}{G}: Lege den Bücherwurm aus deinem Friedhof als dritte Karte von oben in deine "
        "Bibliothek.",
    ),
    # Yixlid Jailer (FUT, TSR): "in Friedhöfen", no owner said (CR 404.1)
    (
        "Yixlid Jailer",
        "Cards in graveyards lose all abilities.",
        "Yixlid-Kerkermeister",
        "Karten in Friedhöfen verlieren alle Fähigkeiten.",
    ),
    # Diregraf Horde (MID): "aus Friedhöfen"
    (
        "Diregraf Horde",
        "When Diregraf Horde enters the battlefield, create two tapped 2/2 black Zombie creature "
        "tokens with decayed. When you do, exile up to two target cards from graveyards.",
        "Düstergrab-Horde",
        "Wenn die Düstergrab-Horde ins Spiel kommt, erzeuge zwei getappte 2/2 schwarze "
        "Zombie-Kreaturenspielsteine mit Verwesung. Wenn du dies tust, schicke bis zu zwei "
        "Karten deiner Wahl aus Friedhöfen ins Exil.",
    ),
    # Emeria Captain (ZNR): "für jede ..." between "lege" and the counters (party, CR 700.8)
    (
        "Emeria Captain",
        "When Emeria Captain enters the battlefield, put a +1/+1 counter on it for each creature "
        "in your party.",
        "Emerias Kapitänin",
        "Wenn Emerias Kapitänin ins Spiel kommt, lege für jede Kreatur in deiner "
        "Abenteurergruppe eine +1/+1-Marke auf sie.",
    ),
    # Go-Shintai of Boundless Vigor (NEO)
    (
        "Go-Shintai of Boundless Vigor",
        "At the beginning of your end step, you may pay {1}. When you do, put a +1/+1 counter on "
        "target Shrine for each Shrine you control.",
        "Go-Shintai der grenzenlosen Kraft",
        "Zu Beginn deines Endsegments kannst du {1} bezahlen. Wenn du dies tust, lege für jeden "
        "Schrein, den du kontrollierst, eine +1/+1-Marke auf einen Schrein deiner Wahl.",
    ),
    # Nikya of the Old Ways (RNA): "Du kannst keine ..." is you can't (CR 101.2), not "you may"
    (
        "Nikya of the Old Ways",
        "You can't cast noncreature spells.",
        "Nikya, Bewahrerin der Tradition",
        "Du kannst keine Nichtkreatur-Zaubersprüche wirken.",
    ),
    # Codie, Vociferous Codex (STX)
    (
        "Codie, Vociferous Codex",
        "You can't cast permanent spells.",
        "Codie, der polternde Codex",
        "Du kannst keine Bleibende-Karte-Zaubersprüche wirken.",
    ),
    # Combat Research (DMU): the supertype said before "ist" of an attached-to creature
    # (CR 205.4a), as its color ("Solange die verzauberte Kreatur weiß ist")
    (
        "Combat Research",
        "As long as enchanted creature is legendary, it gets +1/+1 and has ward {1}.",
        "Kampfforschung",
        "Solange die verzauberte Kreatur legendär ist, erhält sie +1/+1 und hat Abwehr {1}.",
    ),
    # Song of Freyalise (DOM), chapter III: "Die Kreaturen" (a plural-only noun after the
    # definite article) are the creatures said before, as "diese Kreaturen" (CR 608.2c)
    (
        "Song of Freyalise",
        "III — Put a +1/+1 counter on each creature you control. Those creatures gain "
        "vigilance, trample, and indestructible until end of turn.",
        "Lied von Freyalise",
        "III — Lege auf jede Kreatur, die du kontrollierst, eine +1/+1-Marke. Die Kreaturen "
        "erhalten Wachsamkeit, Unzerstörbarkeit und verursachen Trampelschaden bis zum Ende des "
        "Zuges.",
    ),
    # Abiding Grace (MH2): "bestimmst du eines —" after the trigger (CR 700.2), "mit
    # Manabetrag 1" (no "von" since 2021: mana value 1, CR 202.3)
    (
        "Abiding Grace",
        "At the beginning of your end step, choose one —\n• You gain 1 life.\n• Return target "
        "creature card with mana value 1 from your graveyard to the battlefield.",
        "Fortbestehende Anmut",
        "Zu Beginn deines Endsegments bestimmst du eines —\n• Du erhältst 1 Lebenspunkt dazu.\n"
        "• Bringe eine Kreaturenkarte deiner Wahl mit Manabetrag 1 aus deinem Friedhof ins "
        "Spiel zurück.",
    ),
    # Domri, City Smasher (WAR): "die Kreaturen" after "jede Kreatur, die du kontrollierst"
    # (once refused as a demonstrative that may be this object: a plural is never the card)
    (
        "Domri, City Smasher",
        "−3: Put three +1/+1 counters on each creature you control. Those creatures gain trample "
        "until end of turn.",
        "Domri, Städtezertrümmerer",
        "−3: Lege auf jede Kreatur, die du kontrollierst, drei +1/+1-Marken. Die Kreaturen "
        "verursachen Trampelschaden bis zum Ende des Zuges.",
    ),
    # Dauntless Unity (ZNR): the same after "Falls ... , erhalten die Kreaturen stattdessen"
    (
        "Dauntless Unity",
        "Creatures you control get +1/+1 until end of turn. If this spell was kicked, those "
        "creatures get +2/+1 until end of turn instead.",
        "Furchtlose Einigkeit",
        "Kreaturen, die du kontrollierst, erhalten +1/+1 bis zum Ende des Zuges. Falls die "
        "Bonuskosten dieses Zauberspruchs bezahlt wurden, erhalten die Kreaturen stattdessen "
        "+2/+1 bis zum Ende des Zuges.",
    ),
    # Changeling Outcast (MH1): "kann nicht blocken und nicht geblockt werden" (the modal verb
    # said once before two restrictions, CR 509.1)
    (
        "Changeling Outcast",
        "Changeling Outcast can't block and can't be blocked.",
        "Ausgestoßener Wandelwicht",
        "Der Ausgestoßene Wandelwicht kann nicht blocken und nicht geblockt werden.",
    ),
    # Keldon Strike Team (DMU): "Solange der ~ in diesem Zug ins Spiel gekommen ist" (this
    # object entered this turn, CR 603.6a)
    (
        "Keldon Strike Team",
        "As long as Keldon Strike Team entered the battlefield this turn, creatures you control "
        "have haste.",
        "Keldonisches Kommando",
        "Solange das Keldonische Kommando in diesem Zug ins Spiel gekommen ist, haben Kreaturen, "
        "die du kontrollierst, Eile.",
    ),
    # Tragic Fall (MH2): "stattdessen" inside the effect, the condition after it (Oracle
    # "instead if ...": the effect of the line before replaced, CR 614.1a)
    (
        "Tragic Fall",
        "Target creature gets -3/-3 until end of turn.\nHellbent — That creature gets -13/-13 "
        "until end of turn instead if you have no cards in hand.",
        "Tragischer Sturz",
        "Eine Kreatur deiner Wahl erhält -3/-3 bis zum Ende des Zuges.\nVersessenheit — Die "
        "Kreatur erhält stattdessen -13/-13 bis zum Ende des Zuges, falls du keine Karten auf "
        "deiner Hand hast.",
    ),
    # Olivia's Midnight Ambush, Moonrager's Slash (MID): "falls es Nacht ist" (CR 730.1)
    (
        "Olivia's Midnight Ambush",
        "Target creature gets -2/-2 until end of turn. If it's night, that creature gets "
        "-13/-13 until end of turn instead.",
        "Olivias Mitternachtsmahl",
        "Eine Kreatur deiner Wahl erhält -2/-2 bis zum Ende des Zuges. Falls es Nacht ist, "
        "erhält die Kreatur stattdessen -13/-13 bis zum Ende des Zuges.",
    ),
    (
        "Moonrager's Slash",
        "This spell costs {2} less to cast if it's night.\nMoonrager's Slash deals 3 damage to "
        "any target.",
        "Hieb des Mondwüters",
        "Dieser Zauberspruch kostet beim Wirken {2} weniger, falls es Nacht ist.\nDer Hieb des "
        "Mondwüters fügt einem Ziel deiner Wahl 3 Schadenspunkte zu.",
    ),
    # Intrepid Adversary (MID): "kannst du beliebig oft {1}{W} bezahlen. Wenn du diese Kosten
    # ein- oder mehrmals bezahlst, lege entsprechend viele ..." (a cost paid any number of
    # times and the reflexive trigger of the payments, CR 608.2d, 603.12)
    (
        "Intrepid Adversary",
        "Lifelink\nWhen Intrepid Adversary enters the battlefield, you may pay {1}{W} any number "
        "of times. When you pay this cost one or more times, put that many valor counters on "
        "Intrepid Adversary.\nCreatures you control get +1/+1 for each valor counter on "
        "Intrepid Adversary.",
        "Furchtloser Widersacher",
        "Lebensverknüpfung\nWenn der Furchtlose Widersacher ins Spiel kommt, kannst du beliebig "
        "oft {1}{W} bezahlen. Wenn du diese Kosten ein- oder mehrmals bezahlst, lege "
        "entsprechend viele Tapferkeitsmarken auf den Furchtlosen Widersacher.\nKreaturen, die "
        "du kontrollierst, erhalten +1/+1 für jede Tapferkeitsmarke auf dem Furchtlosen "
        "Widersacher.",
    ),
    # Frenzied Raider (KHM): "eine Prahlen-Fähigkeit" (an ability of a keyword that is an
    # activated ability, CR 602.2)
    (
        "Frenzied Raider",
        "Whenever you activate a boast ability, put a +1/+1 counter on Frenzied Raider.",
        "Rasender Plünderer",
        "Immer wenn du eine Prahlen-Fähigkeit aktivierst, lege eine +1/+1-Marke auf den "
        "Rasenden Plünderer.",
    ),
    # Consul's Shieldguard (KLD): the reminder of the energy symbols inside the sentence has
    # no rules meaning (CR 207.2, 107.14); the Oracle line without it
    (
        "Consul's Shieldguard",
        "When Consul's Shieldguard enters the battlefield, you get {E}{E}.",
        "Schildwache des Konsuls",
        "Wenn die Schildwache des Konsuls ins Spiel kommt, erhältst du {E}{E} (zwei "
        "Energiemarken).",
    ),
    (
        "Aetherstorm Roc",
        "Whenever Aetherstorm Roc or another creature enters the battlefield under your "
        "control, you get {E}.",
        "Äthersturm-Roc",
        "Immer wenn der Äthersturm-Roc oder eine andere Kreatur unter deiner Kontrolle ins Spiel "
        "kommt, erhältst du {E} (eine Energiemarke).",
    ),
]


@pytest.mark.parametrize(("en_name", "en", "de_name", "de"), SAME)
def test_german_line_gives_the_english_ast(en_name: str, en: str, de_name: str, de: str) -> None:
    assert _named_ast(de, "de", de_name) == _named_ast(en, "en", en_name)


def test_if_the_player_cant_follows_the_instruction_before() -> None:
    """Urgoros, the Empty One (DOM): "Falls er das nicht kann" (Oracle "If the player can't,",
    which the English grammar does not read) says the discard before could not be done (CR
    608.2c), as "Falls der Spieler dies nicht kann" does; what follows is what happens then."""
    line = (
        "Immer wenn Urgoros einem Spieler Kampfschaden zufügt, wirft der Spieler eine zufällig "
        "bestimmte Karte ab. Falls er das nicht kann, ziehst du eine Karte."
    )
    other = line.replace("Falls er das nicht kann", "Falls der Spieler dies nicht kann")
    name = "Urgoros der Seelenlose"
    assert _named_ast(line, "de", name) == _named_ast(other, "de", name)
    (ability,) = parse(line, "de", card_name=name).abilities
    (cant,) = [n for n in ability.walk() if isinstance(n, IfYouCant)]
    discard = parse("Ein Spieler deiner Wahl wirft eine zufällig bestimmte Karte ab.", "de")
    assert type(cant.effect) is type(discard.abilities[0].effect)
    assert cant.otherwise == parse("Ziehe eine Karte.", "de").abilities[0].effect


@pytest.mark.parametrize(
    "line",
    [
        # "jeder Gegner kann" (each opponent may) before "Falls ein Spieler dies tut": the
        # Oracle text offers the action to any opponent in turn (Clackbridge Troll); each of
        # them acting is not that offer
        "Zu Beginn des Kampfes in deinem Zug kann jeder Gegner eine Kreatur opfern. Falls ein "
        "Spieler dies tut, tappe den ~.",
        # "die Kreatur" (singular) after a spell's first sentence: that creature or this one
        # (a demonstrative, CR 700.7), not told by the words
        "Lege auf jede Kreatur, die du kontrollierst, eine +1/+1-Marke. Die Kreatur erhält "
        "Wachsamkeit bis zum Ende des Zuges.",
        # two restrictions of which only the first says a duration: the second's is not said
        "Eine Kreatur deiner Wahl kann in diesem Zug nicht blocken und nicht geblockt werden.",
        # another object than this one entered this turn: not the condition read here
        "Solange eine Kreatur in diesem Zug ins Spiel gekommen ist, ziehe eine Karte.",
        # "stattdessen" and a trailing condition in the first line: no effect before it to
        # replace
        "Die Kreatur erhält stattdessen -13/-13 bis zum Ende des Zuges, falls du keine Karten "
        "auf deiner Hand hast.",
        # "Wenn du diese Kosten ein- oder mehrmals bezahlst" after a cost paid once: which
        # payments?
        "Wenn der ~ ins Spiel kommt, kannst du {1}{W} bezahlen. Wenn du diese Kosten ein- oder "
        "mehrmals bezahlst, lege entsprechend viele +1/+1-Marken auf den ~.",
        # a keyword that is no activated ability (flying): no ability of it is activated
        "Immer wenn du eine Flugfähigkeit-Fähigkeit aktivierst, ziehe eine Karte.",
        # a place in a library other than second or third from the top
        "Lege eine Kreatur deiner Wahl als erste Karte von oben in die Bibliothek ihres Besitzers.",
    ],
)
def test_unsure_german_lines_stay_unparsed(line: str) -> None:
    card = parse(line, "de", lenient=True)
    assert [type(a) for a in card.abilities] == [Unparsed]
