"""CR "means" definitions of cycling (702.29a), equip (702.6a), flashback (702.34a), ninjutsu
(702.49a), storm (702.40a) and buyback (702.27a): the expansion of each keyword comes from its
CR text, and the real printed English, French and German reminder texts of the same printing give
that same AST (or a finding)."""

from __future__ import annotations

import json

import pytest
from _shared import CORPUS, load_script, needs_shared

from rulesparser import ParseError, parse, parse_keyword_definition
from rulesparser import ast as A
from rulesparser.ast import strip_meta
from rulesparser.crosscheck import compare_printings
from rulesparser.crtext import keyword_sections, means_clauses, read_rules

SELF = A.ObjectRef(kind="self")
YOU = A.PlayerRef(kind="you")


def _mana(*symbols: str) -> A.ManaCost:
    return A.ManaCost(symbols=symbols)


def test_cycling_is_an_activated_ability_discarding_this_card() -> None:
    (kw,) = parse("Cycling {2}").abilities
    assert kw.abilities == (
        A.ActivatedAbility(
            cost=A.Cost(components=(_mana("2"), A.Discard(player=YOU, amount=1, object=SELF))),
            effect=A.Draw(player=YOU, amount=1),
        ),
    )
    # an action cost: "Cycling—Pay 2 life." (Street Wraith)
    (kw,) = parse("Cycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)").abilities
    assert kw.findings == ()
    assert kw.abilities[0].cost.components[0] == A.LoseLife(player=YOU, amount=2)


def test_equip_attaches_to_target_creature_you_control_as_a_sorcery() -> None:
    (kw,) = parse("Equip {3}").abilities
    (ability,) = kw.abilities
    assert ability == A.ActivatedAbility(
        cost=A.Cost(components=(_mana("3"),)),
        effect=A.Attach(
            object=SELF, to=A.ObjectRef(kind="target", filter=("creature", "you_control"))
        ),
        timing="sorcery",
    )


def test_flashback_is_an_alternative_cost_and_an_exile_replacement() -> None:
    (kw,) = parse("Flashback {4}{R}").abilities
    cast, exile = kw.abilities
    assert cast == A.AlternativeCost(
        action="cast_from_graveyard",
        cost=A.Cost(components=(_mana("4", "R"),)),
        condition=A.SpellIs(types=("instant", "sorcery")),
    )
    assert exile == A.ReplacementEffect(
        event=A.Event(name="leave_stack", object=SELF),
        mode="instead",
        replacement=A.Exile(object=SELF),
        condition=A.KeywordCostPaid(),
    )


def test_storm_copies_the_spell_for_each_spell_cast_before_it() -> None:
    (kw,) = parse("Storm").abilities
    (trigger,) = kw.abilities
    assert trigger.trigger == A.EventTrigger(event="cast", object=SELF, player=YOU)
    # "copy it": this spell, on the stack (CR 707.10), as epic's "copy this spell"
    assert trigger.effect == A.CopySpell(
        object=A.StackObjectRef(kind="self"),
        amount=A.Count(what="spells_cast_before_it_this_turn"),
        new_targets=True,
    )


#: CR 702.49a: "Return an unblocked attacking creature you control to its owner's hand"
_UNBLOCKED_YOURS = A.ObjectRef(
    kind="any", filter=("unblocked", "attacking", "creature", "you_control"), count=1
)


def test_ninjutsu_returns_an_unblocked_attacker_and_puts_this_card_onto_the_battlefield() -> None:
    (kw,) = parse("Ninjutsu {1}{U}").abilities
    (ability,) = kw.abilities
    # "you control" is kept: no player may return another player's unblocked attacker
    assert ability.cost.components[1:] == (
        A.Reveal(object=SELF, zone="hand"),
        A.ReturnToHand(object=_UNBLOCKED_YOURS),
    )
    assert ability.effect == A.PutOntoBattlefield(
        object=SELF, zone="hand", tapped=True, attacking=True
    )


# Real printings (MTGJSON: English text, French and German foreignData of the same printing).
PRINTINGS = {
    "LGN Gempalm Avenger": {
        "en": "Cycling {2}{W} ({2}{W}, Discard this card: Draw a card.)",
        "fr": "Recyclage {2}{W} ({2}{W}, défaussez-vous de cette carte de votre main : Piochez une carte.)",
        "de": "Umwandlung {2}{W} ({2}{W}, wirf diese Karte aus deiner Hand ab: Ziehe eine Karte.)",
    },
    "TSR Hollow One": {
        "en": "Cycling {2} ({2}, Discard this card: Draw a card.)",
        "fr": "Recyclage {2} ({2}, défaussez-vous de cette carte : Piochez une carte.)",
        "de": "Umwandlung {2} ({2}, wirf diese Karte ab: Ziehe eine Karte.)",
    },
    "DOM Jousting Lance": {
        "en": "Equip {3} ({3}: Attach to target creature you control. Equip only as a sorcery.)",
        "fr": "Équipement {3} ({3} : Attachez à la créature ciblée que vous contrôlez. N'attachez "
        "l'équipement que lorsque vous pourriez lancer un rituel.)",
        "de": "Ausrüsten {3} ({3}: Lege diese Karte an eine Kreatur deiner Wahl an, die du "
        "kontrollierst. Spiele Ausrüsten wie eine Hexerei.)",
    },
    # Mirrodin's equip reminder restates CR 301.5b in a last sentence ("comes into play unattached
    # and stays in play if the creature leaves play"), read as a note with no ability
    "MRD Bonesplitter": {
        "en": "Equip {1} ({1}: Attach to target creature you control. Equip only as a sorcery. "
        "This card comes into play unattached and stays in play if the creature leaves play.)",
        "fr": "Équipement {1} ({1}: Attachez à la créature ciblée que vous contrôlez. N'attachez "
        "l'équipement que lorsque vous pourriez jouer un rituel. Cette carte arrive en jeu "
        "détachée et elle reste en jeu si la créature quitte le jeu.)",
        "de": "Ausrüsten {1} ({1}: Lege diese Karte an eine Kreatur deiner Wahl, die du "
        "kontrollierst, an. Spiele Ausrüsten wie eine Hexerei. Diese Karte kommt gelöst ins "
        "Spiel und bleibt im Spiel, falls die Kreatur das Spiel verlässt.)",
    },
    "TSR Past in Flames": {
        "en": "Flashback {4}{R} (You may cast this card from your graveyard for its flashback "
        "cost. Then exile it.)",
        "fr": "Flashback {4}{R} (Vous pouvez lancer cette carte depuis votre cimetière pour son "
        "coût de flashback. Exilez-la ensuite.)",
        "de": "Rückblende {4}{R} (Du kannst diese Karte aus deinem Friedhof für ihre "
        "Rückblendekosten wirken. Schicke sie danach ins Exil.)",
    },
    "MH1 Wing Shards": {
        "en": "Storm (When you cast this spell, copy it for each spell cast before it this turn. "
        "You may choose new targets for the copies.)",
        "fr": "Déluge (Quand vous lancez ce sort, copiez-le pour chaque sort lancé avant lui ce "
        "tour-ci. Vous pouvez choisir de nouvelles cibles pour ces copies.)",
        "de": "Sturm (Wenn du diesen Zauberspruch wirkst, kopiere ihn einmal für jeden "
        "Zauberspruch, der in diesem Zug vor ihm gewirkt wurde. Du kannst neue Ziele für die "
        "Kopien bestimmen.)",
    },
    "TSR Ninja of the Deep Hours": {
        "en": "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put "
        "this card onto the battlefield from your hand tapped and attacking.)",
        "fr": "Ninjutsu {1}{U} ({1}{U}, renvoyez en main un attaquant non-bloqué que vous "
        "contrôlez : Mettez sur le champ de bataille cette carte, engagée et attaquante, depuis "
        "votre main.)",
        "de": "Ninjutsu {1}{U} ({1}{U}, bringe einen ungeblockten Angreifer, den du kontrollierst,"
        " auf deine Hand zurück: Bringe diese Karte aus deiner Hand getappt und angreifend ins "
        "Spiel.)",
    },
    "TSB Whispers of the Muse": {
        "en": "Buyback {5} (You may pay an additional {5} as you play this spell. If you do, put "
        "this card into your hand as it resolves.)",
        "fr": "Rappel {5} (Vous pouvez payer {5} supplémentaires au moment où vous jouez ce sort. "
        "Si vous faites ainsi, mettez cette carte dans votre main au moment où elle se résout.)",
        "de": "Rückkauf {5} (Du kannst zusätzlich {5} bezahlen, sowie du diesen Zauberspruch "
        "spielst. Falls du dies tust, nimm diese Karte auf deine Hand, sowie sie verrechnet wird.)",
    },
}


@pytest.mark.parametrize("card", sorted(PRINTINGS))
def test_reminders_in_three_languages_equal_the_cr_expansion(card: str) -> None:
    texts = PRINTINGS[card]
    for lang, text in texts.items():
        (kw,) = parse(text, lang).abilities
        assert kw.findings == (), (lang, kw.findings)
        assert kw.source.reminder, lang  # parsed, not only recognised
    assert compare_printings(texts) == []


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_ninjutsu_reminder_keeps_you_control_in_three_languages(lang: str) -> None:
    """TSR Ninja of the Deep Hours as printed: the reminder's cost returns an unblocked
    attacker *you control* (CR 702.49a), and so does the keyword's own expansion."""
    (kw,) = parse(PRINTINGS["TSR Ninja of the Deep Hours"][lang], lang).abilities
    for ability in (*kw.abilities, *kw.source.reminder):
        assert A.ReturnToHand(object=_UNBLOCKED_YOURS) in ability.cost.components, lang


#: TSP Fathom Seer as printed: a morph cost that returns lands "you control"
FATHOM_SEER = {
    "en": "Morph—Return two Islands you control to their owner's hand. (You may cast this card "
    "face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)",
    "fr": "Mue — Renvoyez deux îles que vous contrôlez dans la main de leur propriétaire. (Vous "
    "pouvez jouer cette carte face cachée comme une créature 2/2 pour {3}. Retournez-la quand "
    "vous le désirez pour son coût de mue.)",
    "de": "Morph Bringe zwei Inseln, die du kontrollierst, auf die Hand ihres Besitzes zurück. "
    "(Du kannst diese Karte verdeckt für {3} als eine 2/2 Kreatur spielen. Decke sie zu einem "
    "beliebigen Zeitpunkt für ihre Morph-Kosten auf.)",
}


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_a_cost_keeps_you_control_said_after_its_object(lang: str) -> None:
    """ "you control" said after a cost's object stays in its filter (CR 118.3): Fathom Seer's
    morph cost returns two of *your* Islands; ninjutsu's cost written out returns your own
    unblocked attacker."""
    (kw,) = parse(FATHOM_SEER[lang], lang).abilities
    assert kw.parameter.components == (
        A.ReturnToHand(object=A.ObjectRef(kind="any", filter=("island", "you_control"), count=2)),
    )
    (ability,) = parse(
        "{1}, Return an unblocked attacking creature you control to its owner's hand: Draw a card."
    ).abilities
    assert ability.cost.components[1] == A.ReturnToHand(object=_UNBLOCKED_YOURS)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # TMP Whispers of the Muse (originalText) against its TSB printing
        (
            "Buyback {5} (You may pay an additional {5} when you play this spell. If you do, put "
            "it into your hand instead of your graveyard as part of the spell's effect.)",
            "Buyback {5} (You may pay an additional {5} as you play this spell. If you do, put "
            "this card into your hand as it resolves.)",
        ),
        # MIR Mtenda Herder: "is assigned to block" is the Mirage wording of "blocks"
        (
            "Flanking (Whenever a creature without flanking is assigned to block this creature, "
            "the blocking creature gets -1/-1 until end of turn.)",
            "Flanking (Whenever a creature without flanking blocks this creature, the blocking "
            "creature gets -1/-1 until end of turn.)",
        ),
    ],
)
def test_tempest_and_mirage_reminders_read_like_the_later_ones(old: str, new: str) -> None:
    (kw_old,) = parse(old).abilities
    (kw_new,) = parse(new).abilities
    assert kw_old.findings == () and kw_old.source.reminder
    assert kw_old.abilities == kw_new.abilities
    assert [strip_meta(a.to_json()) for a in kw_old.source.reminder] == [
        strip_meta(a.to_json()) for a in kw_new.source.reminder
    ]


def test_a_reminder_saying_another_thing_is_a_finding() -> None:
    # Forge's Compelling Argument: "Discard a card" where CR 702.29a says "Discard this card"
    (kw,) = parse("Cycling {U} ({U}, Discard a card: Draw a card.)").abilities
    assert [f.code for f in kw.findings] == ["reminder-mismatch"]
    # a German equip reminder naming another cost
    (kw,) = parse(
        "Ausrüsten {3} ({2}: Lege diese Karte an eine Kreatur deiner Wahl an, die du "
        "kontrollierst. Spiele Ausrüsten wie eine Hexerei.)",
        "de",
    ).abilities
    assert [f.code for f in kw.findings] == ["reminder-mismatch"]


def test_old_printed_text_forms() -> None:
    # Urza's Saga cycling reminder and the "o1oU" mana of early MTGJSON printed text
    old = parse(
        "Cycling o2 (You may pay o2 and discard this card from your hand to draw a card. Play "
        "this ability as an instant.)"
    ).abilities[0]
    assert old.findings == () and old == parse("Cycling {2}").abilities[0]
    # Onslaught printed text broke "oW" across lines: "(o\nW, Discard ..."
    broken = parse("Cycling oW (o\nW, Discard this card from your hand: Draw a card.)")
    assert broken.abilities[0].findings == ()
    # Invasion's "oc\nT" is {T}
    haste = parse(
        "Haste (This creature may attack and oc\nT the turn it comes under your control.)"
    )
    assert haste.abilities[0].findings == ()
    # 2001 flashback: "play ... Then remove it from the game."
    fb = parse(
        "Flashback {1}{G} (You may play this card from your graveyard for its flashback cost. "
        "Then remove it from the game.)"
    ).abilities[0]
    assert fb.findings == () and fb.source.era == "2006"


NAMES = {
    "cycling": "Cycling",
    "equip": "Equip",
    "flashback": "Flashback",
    "ninjutsu": "Ninjutsu",
    "storm": "Storm",
    "buyback": "Buyback",
}
# "means" clauses inside these sections that define something else than the keyword itself:
# typecycling / landcycling (separate keyword ids, 702.29e), "When you cycle [this card]"
# (702.29c: a trigger word), equip variants with a quality or "planeswalker" (702.6c, 702.6e),
# commander ninjutsu (702.49d).
OTHER_DEFINITIONS = (
    "Landcycling is",
    "Typecycling is",
    "Some cards with cycling",
    "“Equip [quality] creature”",
    "“Equip planeswalker”",
    "Commander ninjutsu",
)


@needs_shared
def test_means_clauses_of_all_eight_cr_versions_parse() -> None:
    readings: dict[str, dict[str, list[str]]] = {}
    for path in sorted((CORPUS / "cr").glob("*.txt")):
        rules = read_rules(path)
        for kid, section in keyword_sections(rules, NAMES).items():
            for number, text in means_clauses(rules, section):
                if text.startswith(OTHER_DEFINITIONS):
                    continue
                d = parse_keyword_definition(text, "en", number)
                assert d.keyword == kid, (path.name, number)
                if d.abilities:
                    dump = json.dumps(strip_meta([a.to_json() for a in d.abilities]))
                    readings.setdefault(kid, {}).setdefault(dump, []).append(path.stem)
    # one meaning in every version, whatever the wording ("play"/"cast", "remove from the game"/
    # "exile", "into play"/"onto the battlefield", "put a copy of it onto the stack"/"copy it",
    # "an unblocked creature"/"an unblocked attacking creature": CR 509.1h)
    for kid in ("cycling", "equip", "ninjutsu", "buyback", "storm"):
        assert len(readings[kid]) == 1, kid
        (versions,) = readings[kid].values()
        # the 2009-07-11 file lost the text of 702.37a (storm): seven versions
        assert len(versions) == (7 if kid == "storm" else 8), (kid, versions)
    # flashback: the 2021 CR added "if the resulting spell is an instant or sorcery spell"
    assert sorted(len(v) for v in readings["flashback"].values()) == [3, 5]


def test_kicker_x_cant_be_0_keeps_the_minimum_in_three_languages() -> None:
    # ZNR Thieving Skydiver, as printed
    texts = {
        "en": "Kicker {X}. X can't be 0. (You may pay an additional {X} as you cast this spell.)",
        "fr": "Kick {X}. X ne peut pas être 0. (Vous pouvez payer {X} supplémentaires au moment où "
        "vous lancez ce sort.)",
        "de": "Bonus {X}. X kann nicht 0 sein. (Du kannst zusätzlich {X} bezahlen, sowie du diesen "
        "Zauberspruch wirkst.)",
    }
    for lang, text in texts.items():
        (kw,) = parse(text, lang).abilities
        assert kw.parameter == A.NumberAndCost(
            number=A.Variable(name="X", minimum=1), cost=A.Cost(components=(_mana("X"),))
        ), lang
        assert kw.abilities == (A.AdditionalCost(cost=A.Cost(components=(_mana("X"),))),)
        assert kw.findings == ()
    assert compare_printings(texts) == []


def test_evoke_exile_a_card_from_your_hand_is_an_action_cost() -> None:
    # MH2 Solitude, as printed
    texts = {
        "en": "Evoke—Exile a white card from your hand.",
        "fr": "Évocation — Exilez une carte blanche de votre main.",
        "de": "Herbeirufen — Schicke eine weiße Karte aus deiner Hand ins Exil.",
    }
    for lang, text in texts.items():
        (kw,) = parse(text, lang).abilities
        assert kw.name == "evoke"
        assert kw.parameter == A.Cost(
            components=(
                A.Exile(
                    object=A.ObjectRef(
                        kind="any", filter=("white", "card", "in_your_hand"), count=1
                    )
                ),
            )
        )
    assert compare_printings(texts) == []


def test_a_card_name_starting_with_a_keyword_word_is_read_as_the_name() -> None:
    # "Flash Foliage can't be countered." with no card name: "Flash" is not the keyword here
    (ability,) = parse("Flash Foliage can't be countered.").abilities
    named = parse("Flash Foliage can't be countered.", card_name="Flash Foliage").abilities[0]
    assert ability == named and not isinstance(ability, A.Keyword)
    assert [f.code for f in ability.findings] == ["card-name-assumed"]
    assert '"Flash Foliage"' in ability.findings[0].message
    # lower-case words of a name come from the lexicon (inflections.name_connectors)
    (of,) = parse("Flash of Insight can't be countered.").abilities
    assert '"Flash of Insight"' in of.findings[0].message
    # a keyword line is still a keyword line, and a line that is neither keeps its error
    assert parse("Flash").abilities[0].name == "flash"
    with pytest.raises(ParseError) as e:
        parse("Storm Sculptor can't frobnicate walls.")
    assert e.value.word == "Sculptor"


def test_equip_with_a_quality_restricts_its_target_cr_702_6c() -> None:
    # DOM Blackblade Reforged and ELD Steelclaw Lance, as printed
    for texts, words in [
        (
            {
                "en": "Equip legendary creature {3}",
                "fr": "Équipement de créature légendaire {3}",
                "de": "Ausrüsten einer legendären Kreatur {3}",
            },
            ("legendary", "creature", "you_control"),
        ),
        (
            {
                "en": "Equip Knight {1}",
                "fr": "Équipement de chevalier {1}",
                "de": "Ausrüsten eines Ritters {1}",
            },
            ("knight", "creature", "you_control"),
        ),
    ]:
        for lang, text in texts.items():
            (kw,) = parse(text, lang).abilities
            assert isinstance(kw.parameter, A.QualityAndCost), lang
            assert kw.abilities[0].effect.to == A.ObjectRef(kind="target", filter=words), lang
            assert kw.abilities[0].timing == "sorcery"
        assert compare_printings(texts) == []


@pytest.mark.parametrize(
    ("line", "lang"),
    [("Unearth {1}{R}", "en"), ("Exhumation {1}{R}", "fr"), ("Exhumieren {1}{R}", "de")],
)
def test_unearth_returns_this_card_and_creates_its_exile_replacement(line: str, lang: str) -> None:
    """Hellspark Elemental's "Unearth {1}{R}" (CR 702.84a): "[Cost]: Return this card from your
    graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step.
    If it would leave the battlefield, exile it instead of putting it anywhere else. Activate
    only as a sorcery." The last sentence is a replacement effect the resolving ability creates
    (CR 614.1a, 611.2a), for the object it returned; the same in EN, FR and DE."""
    (kw,) = parse(line, lang).abilities
    (ability,) = kw.abilities
    assert ability.cost == A.Cost(components=(_mana("1", "R"),)) and ability.timing == "sorcery"
    back, haste, delayed, lasting = ability.effect.effects
    assert isinstance(back, A.PutOntoBattlefield) and back.object.kind == "self"
    assert isinstance(haste, A.GainAbility) and haste.ability == "haste"
    assert delayed.trigger == A.StepTrigger(step="end", player="each", next_only=True)
    assert lasting == A.CreateReplacement(
        effect=A.ReplacementEffect(
            event=A.Event(name="leaves_battlefield", object=A.ObjectRef(kind="that")),
            mode="instead",
            replacement=A.Exile(object=A.ObjectRef(kind="it")),
        ),
        duration=A.Duration(kind="permanent"),
    )


def test_a_replacement_effect_of_another_object_inside_an_ability_stays_unread() -> None:
    """Only "it", the object the ability put onto the battlefield, leaving the battlefield is
    read as a replacement effect the ability creates (Whip of Erebos, unearth); "If a creature
    would die, ..." inside an activated ability is not guessed."""
    with pytest.raises(ParseError):
        parse("{2}: Draw a card. If a creature would die, exile it instead.", "en")


@pytest.mark.parametrize(
    ("card", "lines"),
    [
        (
            "Collective Defiance",
            [("Escalate {1}", "en"), ("Intensification {1}", "fr"), ("Eskalieren {1}", "de")],
        ),
        (
            "Tooth and Nail",
            [("Entwine {2}", "en"), ("Union {2}", "fr"), ("Verflechtung {2}", "de")],
        ),
        (
            "Arcanum Wings",
            [
                ("Aura swap {2}{U}", "en"),
                ("Échange d'aura {2}{U}", "fr"),
                ("Aurentausch {2}{U}", "de"),
            ],
        ),
    ],
)
def test_escalate_entwine_and_aura_swap_expand_to_their_cr_abilities(
    card: str, lines: list[tuple[str, str]]
) -> None:
    """Escalate (CR 702.120a: an additional cost for each mode chosen beyond the first), entwine
    (702.42a: an optional additional cost to choose all modes) and aura swap (702.65a: "[Cost]:
    You may exchange this permanent with an Aura card in your hand") expand to those abilities,
    the same in the three languages. The executor plays none of them yet (new nodes)."""
    expansions = {
        json.dumps(strip_meta(parse(t, lang).abilities[0].to_json())) for t, lang in lines
    }
    assert len(expansions) == 1, card
    (kw,) = parse(lines[0][0], "en").abilities
    (ability,) = kw.abilities
    cost = kw.parameter
    if kw.name == "escalate":
        assert ability == A.AdditionalCostPerMode(cost=cost)
    elif kw.name == "entwine":
        assert ability == A.AllModesCost(cost=cost)
    else:
        assert ability == A.ActivatedAbility(
            cost=cost,
            effect=A.OptionalEffect(
                player=A.PlayerRef(kind="you"),
                effect=A.ExchangeZones(
                    object=A.ObjectRef(kind="self"),
                    other=A.ObjectRef(kind="any", filter=("aura", "card", "in_your_hand"), count=1),
                ),
            ),
        )


def test_aftermath_casts_this_half_only_from_a_graveyard_then_exiles_it() -> None:
    """Amonkhet's split cards (Dusk // Dawn's "Aftermath", French "Répercussion", German
    "Nachhall"): CR 702.127a's three abilities, the cast from your graveyard, the restriction
    to a graveyard and the exile replacement when it was cast from one (as flashback's, with
    its own condition)."""
    lines = [("Aftermath", "en"), ("Répercussion", "fr"), ("Nachhall", "de")]
    expansions = {
        json.dumps(strip_meta(parse(t, lang).abilities[0].to_json())) for t, lang in lines
    }
    assert len(expansions) == 1
    (kw,) = parse("Aftermath", "en").abilities
    cast, only, exile = kw.abilities
    assert cast == A.CastFromZone(zone="graveyard")
    assert only == A.StaticEffect(
        effect=A.Restriction(
            object=SELF,
            action="be_cast_except_from_graveyard",
            duration=A.Duration(kind="permanent"),
        )
    )
    assert exile.event == A.Event(name="leave_stack", object=SELF)
    assert exile.replacement == A.Exile(object=SELF)
    assert exile.condition == A.WasCast(
        object=SELF, player=A.PlayerRef(kind="you"), zone="graveyard"
    )


def test_plot_is_a_special_action_exiling_this_card_at_sorcery_timing() -> None:
    """Outlaws of Thunder Junction's "Plot {1}{R}" (CR 702.170a): "Any time you have priority
    during your main phase while the stack is empty, you may exile this card from your hand and
    pay [cost]. It becomes a plotted card." A special action (CR 116.2k) the executor does not
    take yet; its printed reminder does not change the expansion."""
    (kw,) = parse(
        "Plot {1}{R} (You may pay {1}{R} and exile this card from your hand. Cast it as a sorcery"
        " on a later turn without paying its mana cost. Plot only as a sorcery.)",
        "en",
    ).abilities
    cost = A.Cost(components=(A.ManaCost(symbols=("1", "R")),))
    assert kw.abilities == (A.SpecialAction(action="plot", cost=cost, timing="sorcery"),)
    assert "ability:special_action" in load_script("executor_support").reasons(kw)


def test_rebound_exiles_the_spell_cast_from_your_hand_and_casts_it_next_upkeep() -> None:
    """Rise of the Eldrazi's "Rebound" (CR 702.88a): "If this spell was cast from your hand,
    instead of putting it into your graveyard as it resolves, exile it and, at the beginning of
    your next upkeep, you may cast this card from exile without paying its mana cost." A
    replacement of where it goes as it resolves (as buyback's), which the executor reports
    rather than plays."""
    (kw,) = parse("Rebound", "en").abilities
    (ability,) = kw.abilities
    assert ability.event == A.Event(name="put_into_graveyard_resolving", object=SELF)
    assert ability.condition == A.WasCast(object=SELF, player=A.PlayerRef(kind="you"), zone="hand")
    exile, later = ability.replacement.effects
    assert exile == A.Exile(object=SELF)
    assert later == A.DelayedTrigger(
        trigger=A.StepTrigger(step="upkeep", player="you", next_only=True),
        effect=A.CastWithoutPaying(object=SELF, optional=True),
    )
    reasons = load_script("executor_support").reasons(kw)
    assert "replacement_effect:put_into_graveyard_resolving" in reasons


def test_deathtouchs_modern_reminder_names_the_rules_deathtouch_changes() -> None:
    """Deathtouch's reminder since 2012 (Typhoid Rats: "Any amount of damage this deals to a
    creature is enough to destroy it.") is the static ability CR 702.2b and 702.2c give it
    (destroyed by any damage, any nonzero combat damage assigned is lethal): it agrees with the
    expansion, where the pre-2009 triggered reminder ("Whenever this creature deals damage to a
    creature, destroy that creature.") describes the older rule."""
    (kw,) = parse(
        "Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)", "en"
    ).abilities
    rules = (A.StaticAbility(rule="cr:702.2b"), A.StaticAbility(rule="cr:702.2c"))
    assert kw.abilities == rules
    assert not kw.findings
    assert (
        tuple(
            parse(
                "Any amount of damage this deals to a creature is enough to destroy it."
            ).abilities
        )
        == rules
    )
    with pytest.raises(ParseError):
        parse("Any amount of damage this deals to a player is enough to destroy it.", "en")


def test_exchanging_anything_but_this_permanent_with_a_card_in_hand_stays_unread() -> None:
    """Only aura swap's exchange (CR 702.65a) is read as an exchange of zones."""
    with pytest.raises(ParseError):
        parse("Exchange target creature with a creature card in your graveyard.", "en")


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        # Bloomburrow: Peerless Recycling (gift a card), Into the Flood Maw (a tapped Fish);
        # the gifts of CR 702.174g and d
        (
            "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, "
            "they draw a card before its other effects.)",
            "card",
        ),
        ("Gift a tapped Fish", "tapped_fish"),
        ("Gift an extra turn", "extra_turn"),
        ("Gift a Food", "food"),
    ],
)
def test_gift_keeps_the_kind_of_gift_as_its_parameter(line: str, kind: str) -> None:
    """ "Gift a [something]" (CR 702.174a, d-i): the gift the chosen opponent gets is the
    keyword's parameter. Its second ability depends on whether the card is a permanent
    (702.174b), so the keyword stays the rule-named static ability, which the executor does not
    play; no other keyword takes a gift."""
    (kw,) = parse(line, "en").abilities
    assert kw == A.Keyword(
        name="gift", parameter=A.Quality(value=kind), abilities=(A.StaticAbility(rule="gift"),)
    )
    with pytest.raises(ParseError):
        parse("Flying a card", "en")


def test_mobilize_creates_warriors_tapped_and_attacking() -> None:
    """Voice of Victory's "Mobilize 1" (CR 702.181a): "Whenever this creature attacks, create N
    1/1 red Warrior creature tokens. Those tokens enter tapped and attacking. Sacrifice them at
    the beginning of the next end step." The second sentence is said of the tokens just
    created: one CreateToken, tapped and attacking (CR 508.4), as Hero of Bladehold's "tokens
    that are tapped and attacking" says it in one sentence."""
    (kw,) = parse("Mobilize 1", "en").abilities
    (ability,) = kw.abilities
    assert ability.trigger == A.EventTrigger(event="attacks", object=SELF)
    create, sacrifice = ability.effect.effects
    assert create == A.CreateToken(
        amount=1,
        power=1,
        toughness=1,
        colors=("red",),
        subtypes=("warrior",),
        tapped=True,
        attacking=True,
    )
    assert sacrifice.trigger == A.StepTrigger(step="end", player="each", next_only=True)
    (hero,) = parse(
        "Whenever this creature attacks, create a 1/1 red Warrior creature token that's tapped"
        " and attacking. Sacrifice it at the beginning of the next end step.",
        "en",
    ).abilities
    assert hero.effect.effects[0] == create


def test_blitz_grants_haste_and_its_quoted_draw_trigger_while_its_cost_was_paid() -> None:
    """Blitz (CR 702.152a): its third clause grants a quoted ability, which the CR opens with
    ‘ ("it has haste and ‘When this permanent is put into a graveyard from the battlefield,
    draw a card.'"); read as a card's quoted ability, the same AST as the Oracle words."""
    (kw,) = parse("Blitz {2}{R}", "en").abilities
    alt, sacrifice, grant = kw.abilities
    assert alt == A.AlternativeCost(action="cast", cost=A.Cost(components=(_mana("2", "R"),)))
    assert isinstance(sacrifice.effect.condition, A.KeywordCostPaid)
    (oracle,) = parse(
        "As long as this permanent's blitz cost was paid, it has haste and \"When this creature"
        ' dies, draw a card."',
        "en",
    ).abilities
    assert strip_meta(grant.to_json()) == strip_meta(oracle.to_json())
    _, dies = grant.effect.effect.abilities
    assert dies.trigger == A.EventTrigger(event="dies", object=SELF)


def test_firebending_adds_n_red_mana_kept_until_end_of_combat() -> None:
    """Firebending N (CR 702.189a): "Whenever this creature attacks, add N {R}. Until end of
    combat, you don't lose this mana as steps and phases end." (CR 511.3); "add N {R}" adds {R}
    N times (CR 106.4). Another effect until end of combat is read with that duration too
    (the executor says it can't play it yet: tests/test_cardtext_this_combat.py)."""
    (kw,) = parse("Firebending 2", "en").abilities
    (ability,) = kw.abilities
    add, keep = ability.effect.effects
    assert add == A.AddMana(player=YOU, mana=_mana("R"), amount=2)
    assert keep == A.KeepUnspentMana(
        player=YOU, mana="this", duration=A.Duration(kind="end_of_combat")
    )
    (pump,) = parse("Target creature gets +2/+0 until end of combat.", "en").abilities
    assert pump.effect.duration == A.Duration(kind="end_of_combat")


def test_surge_is_an_alternative_cost_after_you_or_a_teammate_cast_another_spell() -> None:
    """Surge (CR 702.117a): "You may pay [cost] rather than pay this spell's mana cost as you
    cast this spell if you or one of your teammates has cast another spell this turn." The
    reminder printed on Crush of Tentacles (OGW) says "you or a teammate": the same ability."""
    (kw,) = parse("Surge {3}{U}{U}", "en").abilities
    (alt,) = kw.abilities
    assert alt == A.AlternativeCost(
        action="cast",
        cost=A.Cost(components=(_mana("3", "U", "U"),)),
        condition=A.HappenedThisTurn(
            event="cast",
            subject=A.ObjectRef(kind="any", filter=("another", "spell", "you_or_teammate_cast")),
        ),
    )
    (reminder,) = parse(
        "You may cast this spell for its surge cost if you or a teammate has cast another spell"
        " this turn.",
        "en",
    ).abilities
    assert reminder.condition == alt.condition


def test_mayhem_casts_this_card_from_the_graveyard_the_turn_it_was_discarded() -> None:
    """Mayhem (CR 702.190a): "As long as you discarded this card this turn, you may cast it from
    your graveyard by paying [cost] rather than paying its mana cost." "it" is the card the
    condition names; "you may cast it" after a condition naming no card stays unread."""
    (kw,) = parse("Mayhem {1}{R}", "en").abilities
    (alt,) = kw.abilities
    assert alt == A.AlternativeCost(
        action="cast_from_graveyard",
        cost=A.Cost(components=(_mana("1", "R"),)),
        condition=A.HappenedThisTurn(event="discarded", subject=SELF),
    )
    for text in (
        "You may cast it from your graveyard by paying {1}{R} rather than paying its mana cost.",
        "As long as you control a Forest, you may cast it from your graveyard by paying {1}{R}"
        " rather than paying its mana cost.",
    ):
        with pytest.raises(ParseError):
            parse(text, "en")


def test_emerge_reduces_its_total_cost_by_the_sacrificed_creatures_mana_value() -> None:
    """Emerge (CR 702.119a): "If you chose to pay this spell's emerge cost, its total cost is
    reduced by an amount of generic mana equal to the sacrificed creature's mana value." The
    choice is the keyword cost paid ("If this spell's emerge cost was paid"); the reduction is
    {1} less for each (CR 601.2f), as "This spell costs {1} less to cast for each ..." says."""
    (kw,) = parse("Emerge {5}{U}{U}", "en").abilities
    alt, reduction = kw.abilities
    assert alt.cost.components[1] == A.Sacrifice(
        object=A.ObjectRef(kind="any", filter=("creature",), count=1)
    )
    (said,) = parse(
        "If this spell's emerge cost was paid, this spell costs {1} less to cast for each"
        " creature you control.",
        "en",
    ).abilities
    assert reduction.effect.condition == said.effect.condition == A.KeywordCostPaid()
    assert reduction.effect.effect == A.CostChange(
        object=SELF,
        mana=_mana("1"),
        increase=False,
        amount=A.Count(
            what="mana_value", object=A.ObjectRef(kind="sacrificed", filter=("creature",))
        ),
    )


def test_harmonize_taps_up_to_one_creature_and_reduces_the_cost_by_its_power() -> None:
    """Harmonize (CR 702.180a, Tarkir: Dragonstorm's Roamer's Routine prints "Harmonize
    {4}{G}"): an alternative cost from the graveyard that taps up to one untapped creature you
    control (none is allowed: "up to one" stays), a total cost reduced by that creature's power
    when cast "using its harmonize ability" (the keyword cost paid, as emerge's "If you chose to
    pay"), and the card exiled whenever it would leave the stack."""
    (kw,) = parse("Harmonize {4}{G}", "en").abilities
    alt, reduction, exile = kw.abilities
    assert alt.action == "cast_from_graveyard"
    assert alt.cost.components == (
        _mana("4", "G"),
        A.Tap(
            object=A.ObjectRef(kind="any", filter=("creature", "you_control"), count=1, up_to=True)
        ),
    )
    assert reduction.effect.condition == A.KeywordCostPaid()
    assert reduction.effect.effect == A.CostChange(
        object=SELF,
        mana=_mana("1"),
        increase=False,
        amount=A.Count(
            what="power", object=A.ObjectRef(kind="that", filter=("tapped", "creature"))
        ),
    )
    (flashback_exile,) = parse(
        "If the flashback cost was paid, exile this card instead of putting it anywhere else"
        " any time it would leave the stack.",
        "en",
    ).abilities
    assert strip_meta(exile.to_json()) == strip_meta(flashback_exile.to_json())


def test_disguise_casts_face_down_for_3_with_ward_2() -> None:
    """Disguise (CR 702.168a, Murders at Karlov Manor): "You may cast this card as a 2/2
    face-down creature with ward {2}, no name, no subtypes, and no mana cost by paying {3}
    rather than paying its mana cost." Morph's face-down cast, the face-down object having ward
    {2} (the alternative cost's effect); the executor does not play that yet."""
    reasons = load_script("executor_support").reasons
    (kw,) = parse("Disguise {1}{W}", "en").abilities
    (alt,) = kw.abilities
    (morph,) = parse("Morph {1}{W}", "en").abilities[0].abilities
    assert alt.action == morph.action == "cast_face_down"
    assert alt.cost == morph.cost == A.Cost(components=(_mana("3"),))
    assert morph.effect is None
    assert alt.effect == A.GainAbility(
        object=SELF,
        ability="ward",
        duration=A.Duration(kind="permanent"),
        parameter=A.Cost(components=(_mana("2"),)),
    )
    assert reasons(kw) == {"alternative_cost:cast_face_down_with_ability"}
    assert reasons(parse("Morph {1}{W}", "en").abilities[0]) == set()


def test_epic_forbids_spells_for_the_game_and_copies_the_spell_each_upkeep() -> None:
    """Epic (CR 702.50a, Saviors of Kamigawa's Enduring Ideal): "For the rest of the game, you
    can't cast spells," and "At the beginning of each of your upkeeps for the rest of the game,
    copy this spell except for its epic ability. If the spell has any targets, you may choose
    new targets for the copy." Both are what the spell does as it resolves: a restriction
    lasting the rest of the game (not a static ability, which lasts as long as its source) and
    a delayed trigger that fires at every one of your upkeeps (CR 603.7b), not a triggered
    ability of the card."""
    (kw,) = parse("Epic", "en").abilities
    restriction, delayed = kw.abilities
    rest_of_game = A.Duration(kind="rest_of_game")
    assert isinstance(restriction, A.SpellAbility)
    assert restriction.effect.action == "cast" and restriction.effect.duration == rest_of_game
    assert isinstance(delayed, A.SpellAbility)
    assert delayed.effect == A.DelayedTrigger(
        trigger=A.StepTrigger(step="upkeep", player="you"),
        effect=A.CopySpell(
            object=A.StackObjectRef(kind="self"),
            amount=1,
            new_targets=True,
            without_keyword="epic",
        ),
        duration=rest_of_game,
    )
    # without "for the rest of the game", "you can't cast spells" is a static ability and
    # "at the beginning of your upkeep" a triggered ability of the card
    (static,) = parse("You can't cast spells.", "en").abilities
    assert isinstance(static, A.StaticEffect)
    (triggered,) = parse("At the beginning of each of your upkeeps, draw a card.", "en").abilities
    assert isinstance(triggered, A.TriggeredAbility)


def test_training_triggers_when_it_attacks_with_a_creature_of_greater_power() -> None:
    """Training (CR 702.149a): "Whenever this creature and at least one other creature with
    power greater than this creature's power attack, put a +1/+1 counter on this creature.";
    the reminder printed on Innistrad: Midnight Hunt cards (Hopeful Initiate) says "Whenever
    this creature attacks with another creature with greater power, ..." and reads the same."""
    (kw,) = parse("Training", "en").abilities
    (ability,) = kw.abilities
    assert ability.trigger == A.EventTrigger(
        event="attacks_with",
        object=SELF,
        by=A.ObjectRef(kind="any", filter=("other", "creature", "power>self.power")),
    )
    (reminder,) = parse(
        "Whenever this creature attacks with another creature with greater power, put a +1/+1"
        " counter on this creature.",
        "en",
    ).abilities
    assert strip_meta(reminder.to_json()) == strip_meta(ability.to_json())
    # attacking "with a creature" that may be this one is not training's event
    with pytest.raises(ParseError):
        parse("Whenever this creature attacks with a creature, draw a card.", "en")


def test_impending_enters_with_time_counters_and_is_no_creature_while_it_has_one() -> None:
    """Impending (CR 702.176a): "You may choose to pay [cost] rather than pay this spell's mana
    cost" is the alternative cost "You may pay [cost] rather than ..." says; "it's not a
    creature" while the cost was paid and it has a time counter on it removes that card type
    (layer 4, CR 613.1d). Said after an instruction it is not read."""
    (kw,) = parse("Impending 4—{5}{G}{G}", "en").abilities
    alt, enters, not_creature, trigger = kw.abilities
    (pay,) = parse("You may pay {5}{G}{G} rather than pay this spell's mana cost.", "en").abilities
    assert alt == pay
    assert enters.effect.effect.replacement == A.PutCounters(counter="time", amount=4, object=SELF)
    assert not_creature.effect.effect == A.LosesCardTypes(
        object=SELF, types=("creature",), duration=A.Duration(kind="permanent")
    )
    assert isinstance(trigger.effect, A.RemoveCounters)
    with pytest.raises(ParseError):
        parse("Destroy target creature. It's not a creature.", "en")


def test_enter_tapped_and_attacking_after_anything_but_created_tokens_stays_unread() -> None:
    """ "Those tokens enter tapped and attacking." names the creature tokens the instruction
    before creates; after a draw it names nothing, and it is not guessed."""
    with pytest.raises(ParseError):
        parse("Draw a card. Those tokens enter tapped and attacking.", "en")
    with pytest.raises(ParseError):
        # only a creature can be attacking (CR 506.3)
        parse("Create a Treasure token. It enters tapped and attacking.", "en")


@pytest.mark.parametrize(
    ("line", "lang"), [("Dredge 3", "en"), ("Dragage 3", "fr"), ("Ausgraben 3", "de")]
)
def test_dredge_replaces_a_draw_while_the_library_holds_n_cards(line: str, lang: str) -> None:
    """Darkblast's "Dredge 3" (CR 702.52a): "As long as you have at least N cards in your
    library, if you would draw a card, you may instead mill N cards and return this card from
    your graveyard to your hand." One replacement effect of the draw, under the condition said
    first; "you may" covers both instructions after it. The same in EN, FR and DE."""
    (kw,) = parse(line, lang).abilities
    (ability,) = kw.abilities
    assert ability == A.ReplacementEffect(
        event=A.Event(name="draw", object=YOU),
        mode="instead",
        replacement=A.OptionalEffect(
            player=YOU,
            effect=A.Sequence(
                effects=(
                    A.Mill(player=YOU, amount=3),
                    A.ReturnToHand(
                        object=A.ObjectRef(kind="self", filter=("card", "in_your_graveyard"))
                    ),
                )
            ),
        ),
        condition=A.Compare(
            value=A.Count(
                what="objects",
                object=A.ObjectRef(kind="each", filter=("card", "in_your_library")),
            ),
            op=">=",
            amount=3,
        ),
    )


def test_you_have_at_least_n_cards_in_your_library_counts_them() -> None:
    """ "you have at least N cards in your library" is "there are N or more cards in your
    library" (CR 401.1): the same condition."""
    said = parse(
        "As long as you have at least seven cards in your library, this creature gets +1/+1.", "en"
    ).abilities[0]
    other = parse(
        "As long as there are seven or more cards in your library, this creature gets +1/+1.", "en"
    ).abilities[0]
    assert strip_meta(said.to_json()) == strip_meta(other.to_json())


def test_jump_start_casts_an_instant_or_sorcery_from_the_graveyard_then_exiles_it() -> None:
    """Radical Idea (GRN): "Jump-start" (CR 702.133a): "You may cast this card from your
    graveyard if the resulting spell is an instant or sorcery spell by discarding a card as an
    additional cost to cast it" and "If this spell was cast using its jump-start ability,
    exile this card instead of putting it anywhere else any time it would leave the stack." (as
    flashback's second ability)."""
    (kw,) = parse("Jump-start", "en").abilities
    cast, exile = kw.abilities
    assert cast == A.CastFromZone(
        zone="graveyard",
        additional_cost=A.Cost(components=(A.Discard(player=YOU, amount=1),)),
        condition=A.SpellIs(types=("instant", "sorcery")),
    )
    (flashback,) = parse("Flashback {2}", "en").abilities
    assert exile == flashback.abilities[1]


def test_casting_from_the_graveyard_for_a_cost_after_a_condition_still_reads() -> None:
    """Retrace's "You may cast this card from your graveyard [if the resulting spell ...] by
    discarding ..." shares its start with an alternative cost said after a condition (CR
    118.9): "If you control a Forest, you may cast this card from your graveyard by paying {2}
    rather than paying its mana cost." stays an alternative cost with that condition."""
    (ability,) = parse(
        "If you control a Forest, you may cast this card from your graveyard by paying {2}"
        " rather than paying its mana cost.",
        "en",
    ).abilities
    assert isinstance(ability, A.AlternativeCost) and ability.action == "cast_from_graveyard"
    assert ability.condition is not None


def test_dredges_reminder_agrees_with_its_expansion() -> None:
    """Golgari Thug's "Dredge 4 (If you would draw a card, you may mill four cards instead. If
    you do, return this card from your graveyard to your hand.)": "If you do" continues the
    optional replacement (one replacement effect, as the CR's "you may instead mill N cards and
    return ..."); the reminder leaves out the library condition (CR 702.52b), so no finding."""
    (kw,) = parse(
        "Dredge 4 (If you would draw a card, you may mill four cards instead. If you do, return"
        " this card from your graveyard to your hand.)",
        "en",
    ).abilities
    assert kw.findings == ()
    (reminder,) = kw.source.reminder
    (ability,) = kw.abilities
    assert reminder.replacement == ability.replacement


@pytest.mark.parametrize(
    "line",
    [
        # Oracle keyword lines with their reminders, as Wilds of Eldraine (bargain),
        # Bloomburrow (offspring, gift), Outlaws of Thunder Junction (saddle, plot) and Murders
        # at Karlov Manor (disguise) print them
        "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)",
        "Offspring {2} (You may pay an additional {2} as you cast this spell. If you do, when "
        "this creature enters, create a 1/1 token copy of it.)",
        "Saddle 4 (Tap any number of other creatures you control with total power 4 or more: "
        "This Mount becomes saddled until end of turn. Saddle only as a sorcery.)",
        "Plot {1}{R} (You may pay {1}{R} and exile this card from your hand. Cast it as a sorcery "
        "on a later turn without paying its mana cost. Plot only as a sorcery.)",
        "Disguise {2}{R} (You may cast this card face down for {3} as a 2/2 creature with ward "
        "{2}. Turn it face up any time for its disguise cost.)",
        "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they "
        "draw a card before its other effects.)",
    ],
)
def test_reminders_of_2023_2024_keywords_are_known_printings(line: str) -> None:
    """The Oracle reminders of bargain (CR 702.166), offspring (702.175), saddle (702.171), plot
    (702.170), disguise (702.168) and gift (702.174) are their printed reminders: the keyword
    line gives its expansion and no reminder-unrecognised finding; a reminder saying another
    number than the keyword's is still a finding (saddle's "total power 3" on "Saddle 4")."""
    (kw,) = parse(line, "en").abilities
    assert isinstance(kw, A.Keyword) and kw.abilities
    assert kw.findings == ()
    if line.startswith("Saddle"):
        (wrong,) = parse(line.replace("power 4", "power 3"), "en").abilities
        assert [f.code for f in wrong.findings] == ["reminder-mismatch"]
