"""Printed lines read in a sample of parsed development lines and checked against the card's
English Oracle text (stop 33): each line here was read wrongly, or apart from the same line in
another language, and is now read as the Oracle text means or left unparsed."""

from __future__ import annotations

from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.describe import describe

SELF = A.ObjectRef(kind="self")

HALLAR_FR = (
    "À chaque fois que vous lancez un sort, si ce sort a été kické, mettez un marqueur +1/+1 sur "
    "Hallar, le pyrarcher, puis Hallar inflige à chaque adversaire un nombre de blessures égal "
    "au nombre de marqueurs +1/+1 sur lui."
)
HALLAR_EN = (
    "Whenever you cast a spell, if that spell was kicked, put a +1/+1 counter on Hallar, the "
    "Firefletcher, then Hallar deals damage equal to the number of +1/+1 counters on it to each "
    "opponent."
)


def test_kicked_condition_after_casting_another_spell_stays_unparsed() -> None:
    """Hallar, the Firefletcher (DOM), French: "si ce sort a été kické" after "À chaque fois que
    vous lancez un sort" is said of the spell cast (Oracle "if that spell was kicked"), not of
    the card; it was read as "if it was kicked" (CR 702.33d, the card itself). Like the Oracle
    line, it stays unparsed."""
    for text, lang, name in (
        (HALLAR_FR, "fr", "Hallar, le pyrarcher"),
        (HALLAR_EN, "en", "Hallar, the Firefletcher"),
    ):
        (line,) = parse(text, lang, card_name=name, lenient=True).abilities
        assert isinstance(line, A.Unparsed), (lang, line)


def test_kicked_condition_of_this_spell_cast_is_still_read() -> None:
    """ "When you cast this spell, if it was kicked, ..." (the cast trigger of the card itself,
    CR 702.33d) keeps its reading in English and French."""
    for text, lang in (
        ("When you cast this spell, if it was kicked, draw a card.", "en"),
        ("Quand vous lancez ce sort, s'il a été kické, piochez une carte.", "fr"),
    ):
        (ability,) = parse(text, lang).abilities
        assert isinstance(ability, A.TriggeredAbility)
        assert ability.condition == A.KickerPaid()


MOLTEN_FIREBIRD = {
    "en": (
        "Molten Firebird",
        "When Molten Firebird dies, return it to the battlefield under its owner's control at "
        "the beginning of the next end step and you skip your next draw step.",
    ),
    "fr": (
        "Oiseau de feu en fusion",
        "Quand l'Oiseau de feu en fusion est mis dans un cimetière depuis le jeu, renvoyez-le en "
        "jeu sous le contrôle de son propriétaire à la fin du tour, et vous passez votre "
        "prochaine étape de pioche.",
    ),
    "de": (
        "Geschmolzener Feuervogel",
        "Wenn der Geschmolzene Feuervogel aus dem Spiel auf einen Friedhof gelegt wird, bringe "
        "den Geschmolzenen Feuervogel am Ende des Zuges unter der Kontrolle seines Besitzers ins "
        "Spiel zurück und übergehe dein nächstes Ziehsegment.",
    ),
}


def test_molten_firebird_returns_under_its_owners_control() -> None:
    """Molten Firebird (PLC): "return it ... under its owner's control" dropped the owner (the
    card's controller when it died may not own it, CR 110.2); in the three languages the
    delayed ability puts it onto the battlefield under its owner's control, as the same
    sentence without "and you skip your next draw step" reads."""
    readings = []
    for lang, (name, text) in MOLTEN_FIREBIRD.items():
        (ability,) = parse(text, lang, card_name=name).abilities
        delayed, skip = ability.effect.effects
        put = delayed.effect
        assert isinstance(put, A.PutOntoBattlefield)
        assert put.controller == A.PlayerRef(kind="owner", object=A.ObjectRef(kind="self"))
        assert skip == A.SkipNextStep(player=A.PlayerRef(kind="you"), step="draw")
        readings.append(A.strip_meta(ability.to_json()))
    assert readings[0] == readings[1] == readings[2]
    (alone,) = parse(
        "When Molten Firebird dies, return it to the battlefield under its owner's control at "
        "the beginning of the next end step.",
        "en",
        card_name="Molten Firebird",
    ).abilities
    assert alone.effect == ability.effect.effects[0]


def test_keywords_granted_under_a_condition_in_two_clauses_are_in_one_order() -> None:
    """Hero's Heirloom (DMU): German "verursacht sie Trampelschaden und hat Eile" (two clauses)
    gave trample before haste where English "it has trample and haste" gives them in the one
    order of keyword grants (CR 613.7: they apply at once); the three languages agree."""
    readings = [
        abilities_json(
            "As long as equipped creature is legendary, it has trample and haste.", "en"
        ),
        abilities_json(
            "Tant que la créature équipée est légendaire, elle a le piétinement et la célérité.",
            "fr",
        ),
        abilities_json(
            "Solange die ausgerüstete Kreatur legendär ist, verursacht sie Trampelschaden und "
            "hat Eile.",
            "de",
        ),
    ]
    assert readings[0] == readings[1] == readings[2]


def test_it_with_a_quality_is_this_object_when_no_other_is_named() -> None:
    """Mistform Wall (ONS): "~ has defender as long as it's a Wall": "it" in the condition is
    the card (no other object is named); it stayed an unresolved "it"."""
    (ability,) = parse(
        "Mistform Wall has defender as long as it's a Wall.", "en", card_name="Mistform Wall"
    ).abilities
    condition = ability.effect.condition
    assert condition == A.Exists(object=A.ObjectRef(kind="self", filter=("wall",)))


def test_top_or_bottom_is_described_as_the_owners_choice() -> None:
    """Revenge of the Drowned (MID): the AST reads "on the top or bottom" (CR 401.4) but the
    description said "on top of its owner's library"."""
    ability = parse(
        "Target creature's owner puts it on the top or bottom of their library. You create a "
        "2/2 black Zombie creature token with decayed.",
        "en",
    ).abilities[0]
    text = describe(ability)
    assert "on the top or bottom of their library" in text
    assert "on top of its owner's library" not in text


def test_it_in_the_intervening_if_of_a_trigger_on_this_object_is_this_object() -> None:
    """Consul's Lieutenant (ORI): "Whenever ~ attacks, if it's renowned, other attacking
    creatures you control get +1/+1": "it" in the intervening "if" (CR 603.4) can only be the
    object the trigger names, this one; it stayed an unresolved "it" because the effect names
    other creatures. English Oracle, French and German printed lines: one reading."""
    lines = (
        (
            "en",
            "Consul's Lieutenant",
            "Whenever Consul's Lieutenant attacks, if it's renowned, other attacking creatures "
            "you control get +1/+1 until end of turn.",
        ),
        (
            "fr",
            "Lieutenant du consul",
            "À chaque fois que le Lieutenant du consul attaque, s'il est réputé, les autres "
            "créatures attaquantes que vous contrôlez gagnent +1/+1 jusqu'à la fin du tour.",
        ),
        (
            "de",
            "Leutnant des Konsuls",
            "Immer wenn der Leutnant des Konsuls angreift und falls er ruhmvoll ist, erhalten "
            "andere angreifende Kreaturen, die du kontrollierst, +1/+1 bis zum Ende des Zuges.",
        ),
    )
    readings = []
    for lang, name, text in lines:
        (ability,) = parse(text, lang, card_name=name).abilities
        assert ability.condition == A.Exists(
            object=A.ObjectRef(kind="self", filter=("renowned",))
        ), lang
        readings.append(A.strip_meta(ability.to_json()))
    assert readings[0] == readings[1] == readings[2]


def test_it_with_a_quality_after_an_instruction_is_not_this_object() -> None:
    """Aberrant Researcher (EMN), French: "mettez la carte du dessus de votre bibliothèque dans
    votre cimetière. Si c'est une carte d'éphémère ou de rituel, transformez ~" (Oracle "Mill a
    card. If an instant or sorcery card was milled this way, ..."): "c'" is the card milled,
    never this creature; the condition keeps its "it" (an object no node names)."""
    (ability,) = parse(
        "Au début de votre entretien, mettez la carte du dessus de votre bibliothèque dans votre "
        "cimetière. Si c'est une carte d'éphémère ou de rituel, transformez le Chercheur aberrant.",
        "fr",
        card_name="Chercheur aberrant",
    ).abilities
    _mill, conditional = ability.effect.effects
    assert conditional.condition.object.kind == "it"


def test_all_with_or_between_kinds_stays_unparsed() -> None:
    """Turnabout (UDS), German: "Tappe oder enttappe alle Artefakte, Kreaturen oder Länder, die
    ein Spieler Deiner Wahl kontrolliert" (Oracle "Choose artifact, creature, or land. Tap all
    untapped permanents of the chosen type ..."): "all" with "or" between kinds is a choice of
    one kind (as "Destroy all lands or all creatures"), it was read as each object of any of
    the three kinds. Left unparsed; "all A and B" and "each A or B" keep their reading."""
    (line,) = parse(
        "Tappe oder enttappe alle Artefakte, Kreaturen oder Länder, die ein Spieler Deiner Wahl "
        "kontrolliert.",
        "de",
        lenient=True,
    ).abilities
    assert isinstance(line, A.Unparsed)
    both = abilities_json("Destroy all artifacts and enchantments.", "en")
    assert both == abilities_json("Zerstöre alle Artefakte und Verzauberungen.", "de")
    assert both == abilities_json("Destroy each artifact or enchantment.", "en")


def test_that_much_with_no_event_stays_unparsed() -> None:
    """Sheoldred's Restoration (DMU), English Oracle and French printed: "If this spell was
    kicked, you gain life equal to that card's mana value. Otherwise, you lose that much
    life." "That much" is the mana value said before (CR 608.2c); it was read as the amount
    of a trigger event (CR 603.2) a spell doesn't have. Left unparsed; "that much" after a
    loss of life (extort) and in a trigger on damage keep their reading."""
    for lang, text in (
        (
            "en",
            "Return target creature card from your graveyard to the battlefield. If this spell "
            "was kicked, you gain life equal to that card's mana value. Otherwise, you lose "
            "that much life.",
        ),
        (
            "fr",
            "Renvoyez sur le champ de bataille une carte de créature ciblée depuis votre "
            "cimetière. Si ce sort a été kické, vous gagnez un nombre de points de vie égal à "
            "la valeur de mana de cette carte. Sinon, vous perdez autant de points de vie.",
        ),
    ):
        (line,) = parse(text, lang, lenient=True).abilities
        assert isinstance(line, A.Unparsed), lang
    (extort,) = parse("Each opponent loses 1 life and you gain that much life.", "en").abilities
    assert extort.effect.effects[1].amount == A.Count(what="life_lost_this_way")
    (trigger,) = parse(
        "Whenever Kjeldoran Gargoyle deals damage, you gain that much life.",
        "en",
        card_name="Kjeldoran Gargoyle",
    ).abilities
    assert trigger.effect.amount == A.Count(what="event_amount")


# stop 34: lines read in a new sample (lines parsed since stop 33, sets of 2015 and later)


def test_a_card_found_entering_attached_stays_unparsed() -> None:
    """Runed Crown (KHM): "search your library, hand, and/or graveyard for a Rune card and put it
    onto the battlefield attached to Runed Crown" was read as a search putting the card onto the
    battlefield, the "attached to" dropped (an Aura entering unattached is put into its owner's
    graveyard, CR 303.4f, 704.5m). A library search has no place for how the card enters beyond
    "tapped": the line stays unparsed; the plain "put it onto the battlefield" still reads."""
    text = (
        "When Runed Crown enters the battlefield, you may search your library, hand, and/or "
        "graveyard for a Rune card and put it onto the battlefield attached to Runed Crown. If "
        "you search your library this way, shuffle."
    )
    (line,) = parse(text, "en", card_name="Runed Crown", lenient=True).abilities
    assert isinstance(line, A.Unparsed)
    (plain,) = parse(
        "When Runed Crown enters the battlefield, you may search your library for a Rune card, "
        "put it onto the battlefield, then shuffle.",
        "en",
        card_name="Runed Crown",
    ).abilities
    search = plain.effect.effect if isinstance(plain.effect, A.OptionalEffect) else plain.effect
    assert isinstance(search, A.SearchLibrary) and search.destination == "battlefield"


HIDDEN_STRINGS = {
    "en": (
        "You may tap or untap target permanent, then you may tap or untap another target permanent."
    ),
    "fr": (
        "Vous pouvez engager ou dégager le permanent ciblé, puis engager ou dégager un autre "
        "permanent ciblé."
    ),
    "de": (
        "Du kannst eine bleibende Karte deiner Wahl tappen oder enttappen, dann kannst du eine "
        "andere bleibende Karte deiner Wahl tappen oder enttappen."
    ),
}


def test_one_may_over_a_step_with_its_own_target_stays_unparsed() -> None:
    """Hidden Strings (RTR): the Oracle text and the German print have a "you may" per step
    (CR 608.2d: tap the first permanent and not the second is allowed); the French print says
    "Vous pouvez A, puis B", one "may" that may cover both steps or each: it was read as one
    choice over both. A later step choosing a target of its own under one "may" now stays
    unparsed; English and German keep their two choices, and "exile target creature you
    control, then return that card" (Restoration Angel, a step on the first step's object) keeps
    its one "may"."""
    readings = {
        lang: parse(text, lang, lenient=True).abilities[0] for lang, text in HIDDEN_STRINGS.items()
    }
    assert isinstance(readings["fr"], A.Unparsed)
    assert abilities_json(HIDDEN_STRINGS["en"], "en") == abilities_json(HIDDEN_STRINGS["de"], "de")
    steps = readings["en"].effect.effects
    assert [type(s) for s in steps] == [A.OptionalEffect, A.OptionalEffect]
    (angel,) = parse(
        "Quand l'Ange de restauration arrive sur le champ de bataille, vous pouvez exiler une "
        "créature non-Ange ciblée que vous contrôlez, puis renvoyer cette carte sur le champ de "
        "bataille sous votre contrôle.",
        "fr",
        card_name="Ange de restauration",
    ).abilities
    assert angel.optional and isinstance(angel.effect, A.Sequence)


LACCOLITH_WARRIOR_DE = (
    "Immer wenn der Laccolith-Kämpfer geblockt wird, kannst Du ihn einer Kreatur Deiner Wahl "
    "Schaden in Höhe seiner Stärke zufügen lassen. Wenn du dies tust, fügt der Laccolith-Kämpfer "
    "in diesem Zug keinen Kampfschaden zu."
)
LACCOLITH_WARRIOR_EN = (
    "Whenever Laccolith Warrior becomes blocked, you may have it deal damage equal to its power "
    "to target creature. If you do, Laccolith Warrior assigns no combat damage this turn."
)


def test_old_german_print_with_lower_case_du_reads_if_you_do() -> None:
    """Laccolith Warrior (NEM, 2000), German: the print writes "kannst Du ... Deiner Wahl" (the
    capital letter of the printings before 2004) and then "Wenn du dies tust" in lower case; it
    was read as a reflexive trigger ("When you do", CR 603.12, a template of 2018), the Oracle
    says "If you do". A capital "Du"/"Deiner" inside a sentence dates the line before 2009, as
    "aus dem Spiel" does, and "Wenn du dies tust" of such a line is "if you do": the same
    ability as the English. A recent line keeps the reflexive trigger."""
    de = parse(LACCOLITH_WARRIOR_DE, "de", card_name="Laccolith-Kämpfer").abilities
    en = parse(LACCOLITH_WARRIOR_EN, "en", card_name="Laccolith Warrior").abilities
    assert [A.strip_meta(a.to_json()) for a in de] == [A.strip_meta(a.to_json()) for a in en]
    assert de[0].source.era == "2006"
    (recent,) = parse(
        "Du kannst eine Karte ziehen. Wenn du dies tust, erhältst du 1 Lebenspunkt dazu.", "de"
    ).abilities
    assert isinstance(recent.effect.effects[1], A.ReflexiveTrigger)


SHADOW_LINES = {
    "en": "Shadow (This creature can block or be blocked by only creatures with shadow.)",
    "fr": (
        "Distorsion (Cette créature ne peut bloquer ou être bloquée que par des créatures avec "
        "la distorsion.)"
    ),
    "de": (
        "Irrealität (Diese Kreatur kann nur Kreaturen mit Irrealität blocken und nur von "
        "solchen geblockt werden.)"
    ),
}


def test_shadow_restricts_what_this_creature_blocks() -> None:
    """Shadow (CR 702.28b: "A creature with shadow can't be blocked by creatures without
    shadow, and a creature without shadow can't be blocked by creatures with shadow"; Soltari
    Lancer, Augur il-Vec in EN/FR/DE): the second half is read as this object's ability, as its
    reminder says ("This creature can block ... only creatures with shadow"): it can block only
    creatures with shadow (canonical form of "can't block creatures without shadow", CR 509.1a).
    It was "a creature without shadow can't be blocked by creatures with shadow", a restriction
    on any one creature without shadow. The three languages give the same abilities, with no
    finding against their reminders."""
    without = A.ObjectRef(kind="each", filter=("creature", "without:shadow"))
    with_shadow = A.ObjectRef(kind="each", filter=("creature", "with:shadow"))
    readings = []
    for lang, text in SHADOW_LINES.items():
        (keyword,) = parse(text, lang).abilities
        assert keyword.name == "shadow" and keyword.findings == (), lang
        (static,) = keyword.abilities
        unblocked, no_block = static.effect.effects
        assert isinstance(unblocked, A.CantBeBlockedBy) and unblocked.object == SELF
        assert unblocked.blockers == without
        assert no_block == A.Restriction(
            object=SELF,
            action="block_only",
            which=with_shadow,
            duration=A.Duration(kind="permanent"),
        )
        readings.append(A.strip_meta(keyword.to_json()))
    assert readings[0] == readings[1] == readings[2]


def test_a_line_continuing_another_line_stays_unparsed() -> None:
    """Krosan Tusker (ONS), German: MTGJSON prints the cycling trigger's last instruction on a
    line of its own, " Mische danach deine Bibliothek." ("then shuffle"), which was read as a
    spell ability of a creature card (CR 113.3a: permanents have none; tester, stop 34). A line
    beginning with a continuation ("Then", "danach", "ensuite") has nothing to go on with when
    read alone (a knowledge-base build reads each line of a text apart): it stays unparsed, Blood
    on the Snow's "Then return ..." after its modes too (its modes keep their reading)."""
    tusker = (
        "Wenn du den Krosanischen Keiler umwandelst, kannst du deine Bibliothek nach einem "
        "Standardland durchsuchen, die Karte offen vorzeigen und sie in deine Hand nehmen.\n"
        " Mische danach deine Bibliothek."
    )
    card = parse(tusker, "de", card_name="Krosanischer Keiler", lenient=True)
    assert isinstance(card.abilities[-1], A.Unparsed)
    for text, lang in (
        ("Then shuffle your library.", "en"),
        ("Mélangez ensuite votre bibliothèque.", "fr"),
        ("Mische Deine Bibliothek danach.", "de"),
    ):
        (alone,) = parse(text, lang, lenient=True).abilities
        assert isinstance(alone, A.Unparsed), lang
    blood = (
        "Choose one —\n• Destroy all creatures.\n• Destroy all planeswalkers.\nThen return a "
        "creature or planeswalker card with mana value X or less from your graveyard to the "
        "battlefield, where X is the amount of {S} spent to cast this spell."
    )
    modes, then = parse(blood, "en", lenient=True).abilities
    assert isinstance(modes, A.SpellAbility) and isinstance(then, A.Unparsed)
    (draw,) = parse("Ziehe eine Karte und mische danach.", "de").abilities
    assert isinstance(draw, A.SpellAbility)


def test_a_spell_ability_changing_this_creature_stays_unparsed() -> None:
    """Cave Tiger (USG), German: "Der Höhlentiger erhält +1/+1 bis zum Ende des Zuges für jede
    Kreatur, die ihn blockt." was read as a spell ability giving this object +1/+1 per blocker
    (Oracle: "Whenever Cave Tiger becomes blocked by a creature, Cave Tiger gets +1/+1 until end
    of turn", a trigger the print left out). An instant or sorcery is never a creature on the
    battlefield (CR 113.3a, 304.4): a spell ability giving this object +N/+N or a keyword stays
    unparsed, in English too; one giving it to a target still reads."""
    for text, lang, name in (
        (
            "Der Höhlentiger erhält +1/+1 bis zum Ende des Zuges für jede Kreatur, die ihn blockt.",
            "de",
            "Höhlentiger",
        ),
        (
            "Cave Tiger gets +1/+1 until end of turn for each creature blocking it.",
            "en",
            "Cave Tiger",
        ),
        ("Cave Tiger gains flying until end of turn.", "en", "Cave Tiger"),
    ):
        (line,) = parse(text, lang, card_name=name, lenient=True).abilities
        assert isinstance(line, A.Unparsed), (lang, text)
    (spell,) = parse("Target creature gets +1/+1 until end of turn.", "en").abilities
    assert isinstance(spell, A.SpellAbility)
