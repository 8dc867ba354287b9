"""The compositional card-text grammar (rulesparser.cardtext): real card lines parse into the
AST a rules reader expects, the same phrase gives the same node under every verb, and a line
that could mean two things stays unparsed instead of being guessed."""

from __future__ import annotations

import pytest

from rulesparser import ParseError, parse
from rulesparser import ast as A

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")
EOT = A.Duration(kind="end_of_turn")


def target(*words: str, **kw: object) -> A.ObjectRef:
    return A.ObjectRef(kind="target", filter=words, **kw)


def one(text: str, lang: str = "en", name: str | None = None) -> A.Node:
    card = parse(text, lang, card_name=name)
    assert len(card.abilities) == 1, card.abilities
    return card.abilities[0]


CASES = [
    # verbs taking the shared object phrase (Oracle lines of real cards)
    ("Exile target creature.", A.SpellAbility(effect=A.Exile(object=target("creature")))),
    (
        "Destroy target artifact or enchantment.",
        A.SpellAbility(effect=A.Destroy(object=target("artifact|enchantment"))),
    ),
    (
        "Destroy target artifact, enchantment, or land.",
        A.SpellAbility(effect=A.Destroy(object=target("artifact|enchantment|land"))),
    ),
    (
        "Tap target creature an opponent controls.",
        A.SpellAbility(effect=A.Tap(object=target("creature", "opponent_controls"))),
    ),
    (
        "Return target creature card from your graveyard to your hand.",
        A.SpellAbility(
            effect=A.ReturnToHand(object=target("creature", "card", "in_your_graveyard"))
        ),
    ),
    (
        "Target player draws two cards.",
        A.SpellAbility(effect=A.Draw(player=A.PlayerRef(kind="target_player"), amount=2)),
    ),
    (
        "Create a 1/1 green Saproling creature token.",
        A.SpellAbility(
            effect=A.CreateToken(
                amount=1, power=1, toughness=1, colors=("green",), subtypes=("saproling",)
            )
        ),
    ),
    # an object's subject carried to the next clause, with the trailing duration (CR 611.2)
    (
        "Target creature gets +2/+2 and gains trample until end of turn.",
        A.SpellAbility(
            effect=A.Sequence(
                effects=(
                    A.ModifyPowerToughness(
                        object=target("creature"), power=2, toughness=2, duration=EOT
                    ),
                    A.GainAbility(object=A.ObjectRef(kind="that"), ability="trample", duration=EOT),
                )
            )
        ),
    ),
    # triggers: one subject, two events (CR 603.2)
    (
        "When ~ enters the battlefield or dies, draw a card.",
        A.TriggeredAbility(
            trigger=A.AnyTrigger(
                triggers=(
                    A.EventTrigger(event="enters", object=SELF),
                    A.EventTrigger(event="dies", object=SELF),
                )
            ),
            effect=A.Draw(player=YOU, amount=1),
        ),
    ),
    # loyalty abilities (CR 606)
    (
        "[-2]: Destroy target creature.",
        A.ActivatedAbility(
            cost=A.Cost(components=(A.LoyaltyCost(change=-2),)),
            effect=A.Destroy(object=target("creature")),
            timing="loyalty",
        ),
    ),
    # a static restriction (CR 509.1b)
    (
        "~ can't block.",
        A.StaticEffect(
            effect=A.Restriction(object=SELF, action="block", duration=A.Duration(kind="permanent"))
        ),
    ),
    # search: where the cards found go is part of the search (CR 701.19)
    (
        "Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
        A.SpellAbility(
            effect=A.SearchLibrary(
                player=YOU,
                object=A.ObjectRef(kind="any", filter=("basic", "land", "card"), count=1),
                destination="hand",
                reveal=True,
                shuffle=True,
            )
        ),
    ),
]


PERMANENT = A.Duration(kind="permanent")
CASES += [
    (
        "As an additional cost to cast this spell, sacrifice a creature.",
        A.AdditionalCost(
            cost=A.Cost(
                components=(
                    A.Sacrifice(object=A.ObjectRef(kind="any", filter=("creature",), count=1)),
                )
            ),
            optional=False,
        ),
    ),
    (
        "Destroy all creatures. They can't be regenerated.",
        A.SpellAbility(
            effect=A.Destroy(
                object=A.ObjectRef(kind="all", filter=("creature",)), cant_be_regenerated=True
            )
        ),
    ),
    (
        "Enchanted creature doesn't untap during its controller's untap step.",
        A.StaticEffect(
            effect=A.Restriction(
                object=A.ObjectRef(kind="enchanted", filter=("creature",)),
                action="untap_during_untap_step",
                duration=PERMANENT,
            )
        ),
    ),
    (
        "Counter target spell unless its controller pays {3}.",
        A.SpellAbility(
            effect=A.UnlessPays(
                # a spell is an object on the stack (CR 405.1), as the older grammar reads
                # "Counter target spell."
                effect=A.CounterObject(object=A.StackObjectRef(kind="target", filter=("spell",))),
                player=A.PlayerRef(kind="controller", object=A.ObjectRef(kind="it")),
                cost=A.Cost(components=(A.ManaCost(symbols=("3",)),)),
            )
        ),
    ),
    (
        "When you control no Islands, sacrifice ~.",
        A.TriggeredAbility(
            trigger=A.StateTrigger(
                condition=A.Not(
                    condition=A.Exists(
                        object=A.ObjectRef(kind="any", filter=("island", "you_control"))
                    )
                )
            ),
            effect=A.Sacrifice(object=SELF),
        ),
    ),
    (
        "~ enters the battlefield with three +1/+1 counters on it.",
        A.ReplacementEffect(
            event=A.Event(name="enters", object=SELF),
            mode="with",
            replacement=A.PutCounters(counter="+1/+1", amount=3, object=SELF),
        ),
    ),
    (
        "Draw a card at the beginning of the next turn's upkeep.",
        A.SpellAbility(
            effect=A.DelayedTrigger(
                trigger=A.StepTrigger(step="upkeep", player="each", next_only=True),
                effect=A.Draw(player=YOU, amount=1),
            )
        ),
    ),
]


@pytest.mark.parametrize("text,expected", CASES, ids=[c[0][:50] for c in CASES])
def test_english_lines(text: str, expected: A.Node) -> None:
    assert one(text) == expected


def test_ability_word_is_data_without_rules_meaning() -> None:
    """CR 207.2c: "Landfall —" is kept under source and changes nothing in the ability."""
    with_word = one(
        "Landfall — Whenever a land enters the battlefield under your control, "
        "~ gets +2/+2 until end of turn."
    )
    without = one(
        "Whenever a land enters the battlefield under your control, ~ gets +2/+2 until end of turn."
    )
    assert with_word == without
    assert with_word.source.ability_word == "Landfall"
    assert with_word.trigger.object.filter == ("land", "you_control")


def test_a_line_of_reminder_text_alone_is_valid() -> None:
    """CR 207.2a: a basic land's reminder line has no rules meaning, and is not an error."""
    node = one("({T}: Add {G}.)")
    assert isinstance(node, A.ReminderText)
    assert node.abilities[0].effect == A.AddMana(player=YOU, mana=A.ManaCost(symbols=("G",)))


def test_a_reminder_that_does_not_parse_does_not_fail_its_line() -> None:
    node = one("Draw a card. (Some words no grammar knows.)")
    assert node == A.SpellAbility(effect=A.Draw(player=YOU, amount=1))


def test_alternatives_of_different_kinds_stay_unparsed() -> None:
    """ "artifact creature or enchantment" could be (artifact creature) or (enchantment), or an
    artifact that is a creature or an enchantment: not guessed."""
    from rulesparser.cardtext import Unsure, parse_card_text

    with pytest.raises(Unsure, match="alternatives"):
        parse_card_text("Destroy target green creature or artifact.", "en")
    card = parse("Destroy target green creature or artifact.", "en", lenient=True)
    assert [type(a).__name__ for a in card.abilities] == ["Unparsed"]


def test_adjectives_and_kinds_before_one_noun_are_one_list() -> None:
    """An adjective that can't name an object alone ("snow", "blue") among alternatives before
    the noun qualifies that noun, as the kinds beside it do: Narfi, Betrayer King (KHM) "Other
    snow and Zombie creatures" are snow creatures and Zombie creatures, as its German printing
    says the noun twice; Tezzeret's Gatebreaker (M19) "a blue or artifact card"."""
    narfi = parse("Other snow and Zombie creatures you control get +1/+1.", "en").abilities[0]
    assert narfi.effect.object == A.ObjectRef(
        kind="each", filter=("other", "snow|zombie", "creature", "you_control")
    )
    de = "Andere verschneite Kreaturen und/oder Zombie-Kreaturen, die du kontrollierst, erhalten +1/+1."
    assert parse(de, "de").abilities[0] == narfi
    card = parse("Put a blue or artifact card from your hand onto the battlefield.", "en")
    assert card.abilities[0].effect.object.filter == ("artifact|blue", "card", "in_your_hand")
    # (Irini Sengir, HML: the noun said with each color)
    irini = parse("Green enchantment spells and white enchantment spells cost {2} more to cast.")
    assert irini.abilities[0].effect.object == A.ObjectRef(
        kind="each", filter=("green|white", "enchantment", "spell")
    )


def test_unknown_sentence_gives_a_positioned_error() -> None:
    with pytest.raises(ParseError) as err:
        parse("Destroy target creature and frobnicate it.", "en")
    assert err.value.line == 1
    assert err.value.word == "frobnicate"


def test_a_type_line_among_foreign_rules_text_has_no_rules_meaning() -> None:
    """MTGJSON's German and French text of a double-faced card (ZNR) holds its back face's type
    line ("Land", "Terrain") among the rules text: read as a type line, not as an ability."""
    for text, lang in [("Land", "de"), ("Terrain", "fr"), ("Kreatur — Elf", "de")]:
        (node,) = parse(text, lang).abilities
        assert isinstance(node, A.TypeLine)
    assert parse("Kreatur — Elf", "de").abilities[0].types == ("creature", "elf")
    # in the order of CR 205.1a whatever the language's word order; German "Spontanzauber" is
    # the card type (the card-text grammar's noun "instant spell" elsewhere)
    fr = parse("Créature légendaire : humain et sorcier", "fr").abilities[0]
    de = parse("Legendäre Kreatur — Mensch, Zauberer", "de").abilities[0]
    assert fr == de and de.types == ("legendary", "creature", "human", "wizard")
    assert parse("Spontanzauber", "de").abilities == parse("Éphémère", "fr").abilities
    with pytest.raises(ParseError):  # a word that is no type keeps the line's error
        parse("Land Frobnitz", "de")


def test_a_modal_double_faced_cards_other_face_is_apart_from_this_faces_abilities() -> None:
    """Kabira Takedown // Kabira Plateau (ZNR): each face prints the other face's type line at its
    bottom, with the land face's ability or the spell face's mana cost; MTGJSON's French and
    German texts hold them after the face's own lines. They are the other face's
    characteristics (CR 712.8): one OtherFace node, and this face's abilities are the English
    Oracle face's."""
    takedown_en = (
        "Kabira Takedown deals damage equal to the number of creatures you control to target "
        "creature or planeswalker."
    )
    takedown = {
        "fr": (
            "Descente de Kabira",
            "La Descente de Kabira inflige un nombre de blessures égal au nombre de créatures que "
            "vous contrôlez à une cible, créature ou planeswalker.\nTerrain\n{T} : Ajoutez {W}.",
        ),
        "de": (
            "Kabira-Jagd",
            "Die Kabira-Jagd fügt einer Kreatur oder einem Planeswalker deiner Wahl so viele "
            "Schadenspunkte zu, wie du Kreaturen kontrollierst.\nLand\n{T}: Erzeuge {W}.",
        ),
    }
    plateau_en = "Kabira Plateau enters the battlefield tapped.\n{T}: Add {W}."
    plateau = {
        "fr": (
            "Plateau de Kabira",
            "Le Plateau de Kabira arrive sur le champ de bataille engagé.\n{T} : Ajoutez {W}."
            "\nÉphémère\n{1}{W}",
        ),
        "de": (
            "Kabira-Plateau",
            "Das Kabira-Plateau kommt getappt ins Spiel.\n{T}: Erzeuge {W}.\nSpontanzauber\n{1}{W}",
        ),
    }
    (spell,) = parse(takedown_en, "en", card_name="Kabira Takedown").abilities
    land = parse(plateau_en, "en", card_name="Kabira Plateau").abilities
    for lang in ("fr", "de"):
        *own, other = parse(takedown[lang][1], lang, card_name=takedown[lang][0]).abilities
        assert own == [spell]
        assert other.type_line.types == ("land",) and other.mana_cost is None
        (mana,) = other.abilities
        assert mana == land[1]  # {T}: Add {W}.
        *own, other = parse(plateau[lang][1], lang, card_name=plateau[lang][0]).abilities
        assert tuple(own) == land
        assert other == A.OtherFace(
            type_line=A.TypeLine(types=("instant",)), mana_cost=A.ManaCost(symbols=("1", "W"))
        )
    # the printed English text says it too, after blank lines
    *own, other = parse(
        "{T}: Add {G}.\n\n\nLand\n{T}: Add {W}.", "en", card_name="Branchloft Pathway"
    ).abilities
    assert isinstance(other, A.OtherFace) and len(own) == 1
    # a mana cost line is the other face's only after its type line
    with pytest.raises(ParseError):
        parse("Flying\n{1}{W}", "en")


def test_as_it_enters_pay_life_or_it_enters_tapped() -> None:
    """ "As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the
    battlefield tapped." (CR 614.12, 119.4: paying life is losing it, but only a player with
    that much life can pay it: a payment offered, not "you may lose 2 life")."""
    (node,) = parse(
        "As ~ enters the battlefield, you may pay 2 life. If you don't, it enters the "
        "battlefield tapped.",
        "en",
    ).abilities
    assert node.mode == "as"
    pay, otherwise = node.replacement.effects
    assert pay == A.MayPay(player=YOU, cost=A.Cost(components=(A.LoseLife(player=YOU, amount=2),)))
    assert otherwise.condition == A.Not(condition=A.IfYouDo())
    assert otherwise.effect.mode == "tapped"


def test_damage_to_an_attacking_or_blocking_target_is_not_a_player_target() -> None:
    (node,) = parse("{T}: ~ deals 1 damage to target attacking or blocking creature.").abilities
    assert node.effect.recipient == target("attacking|blocking", "creature")


def test_prevent_the_next_damage_is_a_shield_for_the_turn() -> None:
    """CR 615.7: "Prevent the next 3 damage that would be dealt to any target this turn." """
    (node,) = parse(
        "Prevent the next 3 damage that would be dealt to any target this turn."
    ).abilities
    assert node.effect == A.PreventDamage(
        recipient=A.Target(kinds=A.ANY_TARGET_KINDS), amount=3, duration=EOT
    )


def test_alternative_costs_are_read_as_alternative_costs() -> None:
    """CR 118.9: "You may pay [cost] rather than pay this spell's mana cost" (Fist of Suns, 5DN)
    and a condition before it restricts its use; "the permanent this spell becomes" is the
    spell itself (dash, CR 702.109a)."""
    (ab,) = parse("You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.").abilities
    assert isinstance(ab, A.AlternativeCost) and ab.action == "cast" and ab.condition is None
    assert ab.cost == A.Cost(components=(A.ManaCost(symbols=("W", "U", "B", "R", "G")),))
    (ab,) = parse(
        "If you control a Forest, you may pay {G} rather than pay this spell's mana cost."
    ).abilities
    assert isinstance(ab, A.AlternativeCost) and ab.condition is not None
    (ab,) = parse(
        "You may pay {R} rather than pay this spell's mana cost if you control a Mountain."
    ).abilities
    assert isinstance(ab, A.AlternativeCost) and ab.condition is not None
    (kw,) = parse("Evoke {1}{U}").abilities
    alt, trig = kw.abilities
    assert alt == A.AlternativeCost(
        action="cast", cost=A.Cost(components=(A.ManaCost(symbols=("1", "U")),))
    )
    assert isinstance(trig, A.TriggeredAbility) and isinstance(trig.condition, A.KeywordCostPaid)
    assert isinstance(trig.effect, A.Sacrifice) and trig.effect.player.kind == "controller"


def test_end_of_combat_and_optional_additional_costs() -> None:
    """ "At end of combat" is the beginning of the end of combat step (CR 511.2), as a trigger
    and as a delayed trigger (decayed, CR 702.147a); "As an additional cost to cast this spell,
    you may ..." is an optional additional cost (CR 601.2b)."""
    (ab,) = parse("At end of combat, sacrifice ~.", card_name="Foo").abilities
    assert ab.trigger == A.StepTrigger(step="end_combat", player="each")
    (kw,) = parse("Decayed").abilities
    cant_block, trig = kw.abilities
    assert isinstance(trig.effect, A.DelayedTrigger)
    assert trig.effect.trigger == A.StepTrigger(step="end_combat", player="each", next_only=True)
    (ab,) = parse(
        "As an additional cost to cast this spell, you may sacrifice a creature."
    ).abilities
    assert isinstance(ab, A.AdditionalCost) and ab.optional and not ab.repeatable
    assert isinstance(ab.cost.components[0], A.Sacrifice)


def test_keyword_counter_names_are_counters() -> None:
    """A counter named like a keyword ("fuse", "flying", "deathtouch") is a counter kind
    (CR 122.1b), not the keyword: Bomb Squad's '{T}: Put a fuse counter on target creature.'"""
    ab = one("{T}: Put a fuse counter on target creature.", name="Bomb Squad")
    assert isinstance(ab, A.ActivatedAbility)
    assert ab.effect == A.PutCounters(counter="fuse", amount=1, object=target("creature"))
    ab = one("Put a flying counter on target creature.")
    assert ab.effect == A.PutCounters(counter="flying", amount=1, object=target("creature"))
    ab = one("~ enters the battlefield with a deathtouch counter on it.")
    assert isinstance(ab, A.ReplacementEffect)
    assert ab.replacement == A.PutCounters(counter="deathtouch", amount=1, object=SELF)


def test_search_then_exile_found_card() -> None:
    """Hoarding Dragon: 'you may search your library for an artifact card, exile it, then
    shuffle.' is one search whose card goes to exile (CR 701.19), not onto the battlefield."""
    ab = one(
        "When Hoarding Dragon enters the battlefield, you may search your library for an "
        "artifact card, exile it, then shuffle.",
        name="Hoarding Dragon",
    )
    assert isinstance(ab, A.TriggeredAbility)
    assert ab.effect == A.SearchLibrary(
        player=YOU,
        object=A.ObjectRef(kind="any", filter=("artifact", "card"), count=1),
        shuffle=True,
        optional=True,
        destination="exile",
    )


def test_words_of_the_object_said_after_it() -> None:
    """ "that's a Fungus or Saproling" is one more of the object's words (CR 205.1): Sporecrown
    Thallid (DOM) pumps its Fungi and Saprolings, as its French "qui est un fongus ou un
    saprobionte" and German "und die ein Pilzwesen oder Saproling ist" say; Noxious Grasp's
    "that's green or white" is a green or white creature or planeswalker. "that's attacking
    you" (not a status of the creature alone) and "that's one or more colors" are not read."""
    thallid = one("Each other creature you control that's a Fungus or Saproling gets +1/+1.")
    assert thallid.effect.object.filter == ("other", "fungus|saproling", "creature", "you_control")
    for lang, line in (
        (
            "fr",
            "Chaque autre créature que vous contrôlez qui est un fongus ou un saprobionte "
            "gagne +1/+1.",
        ),
        (
            "de",
            "Jede andere Kreatur, die du kontrollierst und die ein Pilzwesen oder Saproling "
            "ist, erhält +1/+1.",
        ),
    ):
        assert one(line, lang) == thallid, lang
    grasp = one("Destroy target creature or planeswalker that's green or white.")
    assert grasp.effect.object.filter == ("green|white", "creature|planeswalker")
    # ("that's attacking you" is a relation to a player, CR 508.1b:
    # test_cardtext_object_relations.py)
    for line in ("Destroy target creature that's one or more colors.",):
        assert isinstance(parse(line, "en", lenient=True).abilities[0], A.Unparsed), line


def test_the_article_said_again_after_or_is_one_object() -> None:
    """ "unless you control a Mountain or a Plains" (Clifftop Retreat, DOM): one land of
    either type, as "a Mountain or Plains" (CR 305.6), and as French "une montagne ou une
    plaine" and German "ein Gebirge oder eine Ebene" say."""
    en = "~ enters the battlefield tapped unless you control a Mountain or a Plains."
    retreat = one(en)
    exists = retreat.effect.condition.condition
    assert exists.object.filter == ("mountain|plains", "you_control")
    assert retreat == one(
        "~ enters the battlefield tapped unless you control a Mountain or Plains."
    )
    fr = (
        "~ arrive sur le champ de bataille engagé à moins que vous ne contrôliez une montagne ou "
        "une plaine."
    )
    de = "~ kommt getappt ins Spiel, es sei denn, du kontrollierst ein Gebirge oder eine Ebene."
    assert one(fr, "fr") == retreat
    assert one(de, "de") == retreat


def test_a_spell_that_targets_a_kind_of_object() -> None:
    """ "Counter target spell that targets a permanent you control" (Rebuff the Wicked, PLC;
    CR 115.1): a spell on the stack with such a permanent among its targets, as French "le
    sort ciblé qui cible un permanent que vous contrôlez" and German "einen Zauberspruch deiner
    Wahl, der eine bleibende Karte, die du kontrollierst, als Ziel hat" say; the same phrase
    after an activated ability's cost (Hydromorph Guardian, TOR). A spell "that targets" two
    objects or an object named before is not read."""
    rebuff = one("Counter target spell that targets a permanent you control.")
    assert rebuff.effect.object == A.StackObjectRef(
        kind="target",
        filter=("spell",),
        targeting=A.Targets(object=A.ObjectRef(kind="any", filter=("permanent", "you_control"))),
    )
    fr = "Contrecarrez le sort ciblé qui cible un permanent que vous contrôlez."
    de = (
        "Neutralisiere einen Zauberspruch deiner Wahl, der eine bleibende Karte, die du "
        "kontrollierst, als Ziel hat."
    )
    assert one(fr, "fr") == rebuff
    assert one(de, "de") == rebuff
    guardian = one("{U}, Sacrifice ~: Counter target spell that targets a creature you control.")
    assert guardian.effect.object.targeting.object.filter == ("creature", "you_control")
    for line in (
        "Counter target spell that targets two creatures.",
        "Counter target spell that targets that creature.",
    ):
        assert isinstance(parse(line, "en", lenient=True).abilities[0], A.Unparsed), line


def test_search_then_shuffle_and_put_on_top() -> None:
    """ "Search your library for a card, then shuffle and put that card on top" (Liliana Vess,
    M10; CR 701.20): the library is shuffled, then the card found put on top of it
    (destination ``library_top``), as German "mische dann deine Bibliothek und lege diese
    Karte oben darauf" and Loam Larva's (OGW) French "puis mélanger votre bibliothèque et mettre
    cette carte au-dessus d'elle" say."""
    liliana = one("Search your library for a card, then shuffle and put that card on top.")
    assert liliana.effect == A.SearchLibrary(
        player=YOU,
        object=A.ObjectRef(kind="any", filter=("card",), count=1),
        destination="library_top",
    )
    de = (
        "Durchsuche deine Bibliothek nach einer Karte, mische dann deine Bibliothek und lege "
        "diese Karte oben darauf."
    )
    assert one(de, "de") == liliana
    larva = one(
        "When ~ enters the battlefield, you may search your library for a basic land card, "
        "reveal it, then shuffle and put that card on top."
    )
    assert larva.effect.destination == "library_top" and larva.effect.reveal
    fr = (
        "Quand ~ arrive sur le champ de bataille, vous pouvez chercher dans votre bibliothèque "
        "une carte de terrain de base, la révéler, puis mélanger votre bibliothèque et mettre "
        "cette carte au-dessus d'elle."
    )
    assert one(fr, "fr") == larva
