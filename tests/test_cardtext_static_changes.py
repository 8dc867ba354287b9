"""English card text: what a static ability says an object is or gets (CR 604, 613), counts on
mana and on counters an object enters with (CR 106.4, 614.1c), and alternative costs that are
actions (CR 118.9). Real Oracle lines, with the set and card in a comment."""

from __future__ import annotations

from _card_ast import oracle_abilities

from rulesparser import ast as A
from rulesparser import parse
from rulesparser.ast import strip_meta

YOU = A.PlayerRef(kind="you")


def _one(text: str, name: str | None = None) -> A.Node:
    (ab,) = parse(text, "en", card_name=name).abilities
    return ab


def _each(*words: str) -> A.ObjectRef:
    return A.ObjectRef(kind="each", filter=words)


def test_mana_for_each_object() -> None:
    # USG Gaea's Cradle: {G} once for each creature you control (CR 106.4, 107.3)
    ab = _one("{T}: Add {G} for each creature you control.", "Gaea's Cradle")
    assert isinstance(ab, A.ActivatedAbility)
    assert ab.effect == A.AddMana(
        player=YOU,
        mana=A.ManaCost(symbols=("G",)),
        amount=A.Count(what="objects", object=_each("creature", "you_control")),
    )


def test_counters_an_object_enters_with_for_each_object() -> None:
    # M20 Squad Captain: the counters are counted as it enters (CR 614.1c)
    ab = _one(
        "Squad Captain enters the battlefield with a +1/+1 counter on it for each other "
        "creature you control.",
        "Squad Captain",
    )
    assert isinstance(ab, A.ReplacementEffect) and ab.mode == "with"
    assert ab.replacement == A.PutCounters(
        counter="+1/+1",
        amount=A.Count(what="objects", object=_each("other", "creature", "you_control")),
        object=A.ObjectRef(kind="self"),
    )


def test_alternative_costs_that_are_actions() -> None:
    # MMQ Crash, MMQ Misdirection: the action is the whole cost of casting it (CR 118.9)
    crash = _one("You may sacrifice a Mountain rather than pay this spell's mana cost.")
    assert isinstance(crash, A.AlternativeCost) and crash.action == "cast"
    (sac,) = crash.cost.components
    assert isinstance(sac, A.Sacrifice) and sac.object.filter == ("mountain",)
    misdirection = _one(
        "You may exile a blue card from your hand rather than pay this spell's mana cost."
    )
    (exile,) = misdirection.cost.components
    assert isinstance(exile, A.Exile)
    assert exile.object.filter == ("blue", "card", "in_your_hand")
    # ARB Fieldmist Borderpost: mana and an action, in printed order
    post = _one(
        "You may pay {1} and return a basic land you control to its owner's hand rather than "
        "pay this spell's mana cost."
    )
    mana, bounce = post.cost.components
    assert mana == A.ManaCost(symbols=("1",)) and isinstance(bounce, A.ReturnToHand)
    assert bounce.object.filter == ("basic", "land", "you_control")
    # NEM Angelic Favor: usable only while the condition holds
    favor = _one(
        "If you control a Plains, you may tap an untapped creature you control rather than pay "
        "this spell's mana cost."
    )
    (tap,) = favor.cost.components
    assert isinstance(tap, A.Tap) and tap.object.filter == ("creature", "you_control")
    assert favor.condition is not None


def test_a_characteristic_defining_ability_of_power_alone() -> None:
    # ELD Syr Elenora, the Discerning: the printed toughness stands (CR 604.3)
    name = "Syr Elenora, the Discerning"
    ab = _one(f"{name}'s power is equal to the number of cards in your hand.", name)
    assert ab == A.DefinePowerToughness(
        power=A.Count(what="cards_in_hand", player=YOU), toughness=None
    )


def test_cards_in_all_graveyards() -> None:
    # "in all graveyards" is in any graveyard (CR 404.1), as "in a graveyard"
    ab = _one("~'s power is equal to the number of creature cards in all graveyards.", "X")
    assert ab.power == A.Count(what="objects", object=_each("creature", "card", "in_a_graveyard"))


def test_an_aura_says_what_the_land_is() -> None:
    # 9ED Sea's Claim: the basic land type replaces its land types (CR 305.7), a static ability
    ab = _one("Enchanted land is an Island.")
    assert ab == A.StaticEffect(
        effect=A.Becomes(
            object=A.ObjectRef(kind="enchanted", filter=("land",)),
            subtypes=("island",),
            additive=False,
        )
    )
    assert type(ab.effect) is A.Becomes  # the parser's marker is gone
    # 8ED Blood Moon: every nonbasic land
    moon = _one("Nonbasic lands are Mountains.")
    assert moon.effect.object == _each("nonbasic", "land") and moon.effect.subtypes == ("mountain",)


def test_an_aura_makes_the_land_a_creature_that_is_still_a_land() -> None:
    # WWK Corrupted Zendikon (CR 205.1a: "It's still a land." keeps its types)
    ab = _one("Enchanted land is a 3/3 black Ooze creature. It's still a land.")
    assert isinstance(ab, A.StaticEffect) and isinstance(ab.effect, A.Becomes)
    b = ab.effect
    assert (b.power, b.toughness, b.types, b.subtypes, b.colors, b.additive) == (
        3,
        3,
        ("creature",),
        ("ooze",),
        ("black",),
        True,
    )


def test_a_type_and_a_supertype_added() -> None:
    # KHM Raven Wings: ", and is a Bird" after a keyword list ends the list
    pt, grant, bird = parse(
        "Equipped creature gets +1/+0, has flying, and is a Bird in addition to its other types."
    ).abilities
    assert isinstance(grant, A.GrantAbilities)
    assert bird == A.StaticEffect(
        effect=A.Becomes(
            object=A.ObjectRef(kind="equipped", filter=("creature",)), subtypes=("bird",)
        )
    )
    # DOM In Bolas's Clutches
    ab = _one("Enchanted permanent is legendary.")
    assert ab.effect.supertypes == ("legendary",) and ab.effect.additive


def test_mana_that_may_be_spent_only_on_some_spells_and_abilities() -> None:
    # FRF Renowned Weaponsmith (CR 106.6: a restriction on the mana the sentence before adds)
    ab = _one(
        "{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities "
        "of artifacts.",
        "Renowned Weaponsmith",
    )
    assert ab.effect == A.RestrictedMana(
        effect=A.AddMana(player=YOU, mana=A.ManaCost(symbols=("C", "C"))),
        spells=(A.ObjectRef(kind="any", filter=("artifact", "spell")),),
        abilities_of=(A.ObjectRef(kind="any", filter=("artifact",)),),
    )
    # DOM Elfhame Druid (second line)
    druid = _one("{T}: Add {G}{G}. Spend this mana only to cast kicked spells.", "Elfhame Druid")
    assert druid.effect.spells == (A.ObjectRef(kind="any", filter=("kicked", "spell")),)


def test_spending_restriction_needs_mana_added_before() -> None:
    card = parse("Draw a card. Spend this mana only to cast creature spells.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


def test_a_trailing_duration_covers_every_continuous_effect_joined_before_it() -> None:
    """RAV Agrus Kos, Wojek Veteran: "attacking red creatures get +2/+0 and attacking white
    creatures get +0/+2 until end of turn": both bonuses end at end of turn (CR 611.2a); the
    first one was read as lasting for the rest of the game."""
    en_name, fr_name = "Agrus Kos, Wojek Veteran", "Agrus Kos, vétéran wojek"
    kos = _one(
        f"Whenever {en_name} attacks, attacking red creatures get +2/+0 and attacking white "
        "creatures get +0/+2 until end of turn.",
        en_name,
    )
    assert [e.duration for e in kos.effect.effects] == [A.Duration(kind="end_of_turn")] * 2
    fr = parse(
        f"À chaque fois qu'{fr_name} attaque, les créatures rouges attaquantes gagnent +2/+0 et "
        "les créatures blanches attaquantes gagnent +0/+2 jusqu'à la fin du tour.",
        "fr",
        card_name=fr_name,
    )
    assert strip_meta(fr.abilities[0].to_json()) == strip_meta(kos.to_json())
    # two sentences: the first change has no duration of its own (CR 611.2a): not given the
    # second's; a one-shot change for the rest of the game, which no Oracle text of the corpus
    # means (old prints that left "until end of turn" out), is left unparsed
    (two,) = parse(
        "Target creature gets +2/+0. Target creature gets +0/+2 until end of turn.",
        "en",
        lenient=True,
    ).abilities
    assert isinstance(two, A.Unparsed) and "no duration" in two.error


def test_durations_that_last_while_the_source_stays() -> None:
    # JOU Banishing Light (CR 610.3c)
    name = "Banishing Light"
    ab = _one(
        f"When {name} enters the battlefield, exile target nonland permanent an opponent "
        f"controls until {name} leaves the battlefield.",
        name,
    )
    assert isinstance(ab.effect, A.Exile)
    assert ab.effect.duration == A.Duration(kind="while_source_on_battlefield")
    # M12 Master Thief (CR 611.2b)
    name = "Master Thief"
    thief = _one(
        f"When {name} enters the battlefield, gain control of target artifact for as long as "
        f"you control {name}.",
        name,
    )
    assert thief.effect.duration == A.Duration(kind="while_you_control_source")
    # 5ED Mole Worms
    name = "Mole Worms"
    worms = _one(
        f"{{T}}: Tap target land. It doesn't untap during its controller's untap step for as "
        f"long as {name} remains tapped.",
        name,
    )
    tap, stays = worms.effect.effects
    assert isinstance(stays, A.Restriction)
    assert stays.duration == A.Duration(kind="while_source_tapped")


def test_a_cost_whose_last_action_is_joined_with_and() -> None:
    # ZEN Ior Ruin Expedition: "it" is this permanent, the object of the action before (CR 602.1)
    name = "Ior Ruin Expedition"
    ab = _one(f"Remove three quest counters from {name} and sacrifice it: Draw two cards.", name)
    remove, sacrifice = ab.cost.components
    assert remove == A.RemoveCounters(counter="quest", amount=3, object=A.ObjectRef(kind="self"))
    assert sacrifice == A.Sacrifice(object=A.ObjectRef(kind="self"))


def test_damage_of_two_amounts_to_two_recipients() -> None:
    # M19 Radiating Lightning: each amount to its recipient, in printed order (CR 120.3)
    name = "Radiating Lightning"
    ab = _one(
        f"{name} deals 3 damage to target player and 1 damage to each creature that player "
        "controls.",
        name,
    )
    to_player, to_creatures = ab.effect.effects
    assert to_player.amount == 3 and to_player.recipient == A.PlayerRef(kind="target_player")
    assert to_creatures.amount == 1
    assert to_creatures.recipient == _each("creature", "that_player_controls")


def test_the_same_amount_to_two_groups_is_one_damage_event() -> None:
    # RNA Dagger Caster: "1 damage to each opponent and 1 damage to each creature your opponents
    # control" is one event (CR 120.3), as the German "jedem Gegner und jeder Kreatur ... 1
    # Schadenspunkt" and the English "each opponent and each creature" say it
    en = _one(
        "When Dagger Caster enters the battlefield, it deals 1 damage to each opponent and 1 "
        "damage to each creature your opponents control.",
        "Dagger Caster",
    )
    assert isinstance(en.effect, A.DealDamage)
    assert en.effect.recipient == A.Recipients(
        members=(A.PlayerRef(kind="each_opponent"), _each("creature", "opponent_controls"))
    )
    de = parse(
        "Wenn die Dolchwerferin ins Spiel kommt, fügt sie jedem Gegner und jeder Kreatur, die "
        "deine Gegner kontrollieren, 1 Schadenspunkt zu.",
        "de",
        card_name="Dolchwerferin",
    ).abilities[0]
    assert A.strip_meta(de.to_json()) == A.strip_meta(en.to_json())


def test_a_cost_increase_for_each_target_beyond_the_first() -> None:
    # JOU Strive, e.g. Launch the Fleet: the targets chosen as it is cast (CR 601.2c, 601.2f)
    ab = _one("Strive — This spell costs {1} more to cast for each target beyond the first.")
    assert isinstance(ab, A.StaticEffect) and isinstance(ab.effect, A.CostChange)
    assert ab.effect.increase and ab.effect.mana == A.ManaCost(symbols=("1",))
    assert ab.effect.amount == A.Count(what="targets_beyond_first", object=A.ObjectRef(kind="self"))


def test_entering_as_a_copy() -> None:
    # 9ED Clone: as it enters, you may choose a creature; if you do, it enters as a copy of it
    # (CR 614.1c, 707.9), the node the older grammar gives Body Double's Oracle line
    this = A.ObjectRef(kind="self")
    ab = _one(
        "You may have Clone enter the battlefield as a copy of any creature on the battlefield.",
        "Clone",
    )
    assert ab == A.ReplacementEffect(
        event=A.Event(name="enters", object=this),
        mode="as",
        replacement=A.Sequence(
            effects=(
                A.ChooseObject(
                    player=YOU, object=A.ObjectRef(kind="any", filter=("creature",)), optional=True
                ),
                A.Conditional(
                    condition=A.IfYouDo(),
                    effect=A.BecomeCopy(object=this, original=A.ObjectRef(kind="that")),
                ),
            )
        ),
    )
    # ELD Mirrormade
    mirror = _one(
        "You may have Mirrormade enter the battlefield as a copy of any artifact or enchantment "
        "on the battlefield.",
        "Mirrormade",
    )
    assert mirror.replacement.effects[0].object.filter == ("artifact|enchantment",)
    # SOM Quicksilver Gargantuan: an exception to the copy (CR 707.9b), the French printing's "il
    # est toujours 7/7" (still 7/7) the same
    name, fr_name = "Quicksilver Gargantuan", "Gargantuesque de vif-argent"
    (big,) = parse(
        f"You may have {name} enter the battlefield as a copy of any creature on the "
        "battlefield, except it's 7/7.",
        "en",
        card_name=name,
    ).abilities
    (big_fr,) = parse(
        f"Vous pouvez faire que le {fr_name} arrive sur le champ de bataille comme une copie de "
        "n'importe quelle créature sur le champ de bataille, excepté qu'il est toujours 7/7.",
        "fr",
        card_name=fr_name,
    ).abilities
    # the German printing: "als Kopie einer beliebigen Kreatur im Spiel ins Spiel kommen lassen,
    # außer dass er weiterhin 7/7 ist"
    (big_de,) = parse(
        "Du kannst den Quecksilber-Gargantua als Kopie einer beliebigen Kreatur im Spiel ins "
        "Spiel kommen lassen, außer dass er weiterhin 7/7 ist.",
        "de",
        card_name="Quecksilber-Gargantua",
    ).abilities
    assert big == big_fr == big_de
    # M19 Mirror Image (German: "Spiegelbild")
    (mirror_en,) = parse(
        "You may have Mirror Image enter the battlefield as a copy of a creature you control.",
        "en",
        card_name="Mirror Image",
    ).abilities
    (mirror_de,) = parse(
        "Du kannst das Spiegelbild als Kopie einer beliebigen Kreatur, die du kontrollierst, ins "
        "Spiel kommen lassen.",
        "de",
        card_name="Spiegelbild",
    ).abilities
    assert mirror_en == mirror_de
    assert mirror_de.replacement.effects[0].object.filter == ("creature", "you_control")
    assert big.replacement.effects[1].effect == A.BecomeCopy(
        object=this,
        original=A.ObjectRef(kind="that"),
        exceptions=A.CopyExceptions(power=7, toughness=7),
    )


def test_becoming_a_copy_of_a_permanent() -> None:
    """A copy effect on a permanent already on the battlefield (CR 707.2, 613.2a: layer 1), for
    the duration said or for ever; the same AST from the French and German printings."""
    from rulesparser.ast import strip_meta

    def same(*printed: tuple[str, str, str]) -> A.Node:
        asts = [parse(text, lang, card_name=name).abilities for lang, name, text in printed]
        assert len({str([strip_meta(a.to_json()) for a in x]) for x in asts}) == 1, asts
        (ab,) = asts[0]
        return ab

    # GPT Mizzium Transreliquat
    eot = A.Duration(kind="end_of_turn")
    ab = same(
        (
            "en",
            "Mizzium Transreliquat",
            "{3}: Mizzium Transreliquat becomes a copy of target artifact until end of turn.",
        ),
        (
            "fr",
            "Transrelique en mizzium",
            "{3} : La Transrelique en mizzium devient une copie de l'artefact ciblé jusqu'à la "
            "fin du tour.",
        ),
        (
            "de",
            "Mizzium-Selbstumwandler",
            "{3}: Der Mizzium-Selbstumwandler wird bis zum Ende des Zuges zu einer Kopie eines "
            "Artefakts deiner Wahl.",
        ),
    )
    assert isinstance(ab, A.ActivatedAbility)
    assert ab.effect == A.BecomeCopy(
        object=A.ObjectRef(kind="self"),
        original=A.ObjectRef(kind="target", filter=("artifact",)),
        duration=eot,
    )
    # SHM Mirrorweave: each other creature, a plural subject in German ("werden")
    weave = same(
        (
            "en",
            "Mirrorweave",
            "Each other creature becomes a copy of target nonlegendary creature until end of turn.",
        ),
        (
            "fr",
            "Tisse-miroir",
            "Chaque autre créature devient une copie de la créature non-légendaire ciblée "
            "jusqu'à la fin du tour.",
        ),
        (
            "de",
            "Spiegelgewebe",
            "Alle anderen Kreaturen werden bis zum Ende des Zuges zu einer Kopie einer "
            "nichtlegendären Kreatur deiner Wahl.",
        ),
    )
    assert weave.effect.object.kind == "each" and weave.effect.duration == eot
    assert weave.effect.original.filter == ("nonlegendary", "creature")
    # EMN Permeating Mass: for ever (no duration), the subject after the verb in German
    mass = same(
        (
            "en",
            "Permeating Mass",
            "Whenever Permeating Mass deals combat damage to a creature, that creature becomes "
            "a copy of Permeating Mass.",
        ),
        (
            "fr",
            "Masse infiltratrice",
            "À chaque fois que la Masse infiltratrice inflige des blessures de combat à une "
            "créature, cette créature devient une copie de la Masse infiltratrice.",
        ),
        (
            "de",
            "Durchdringende Masse",
            "Immer wenn die Durchdringende Masse einer Kreatur Kampfschaden zufügt, wird die "
            "Kreatur zu einer Kopie der Durchdringenden Masse.",
        ),
    )
    assert mass.effect == A.BecomeCopy(
        object=A.ObjectRef(kind="that"), original=A.ObjectRef(kind="self")
    )
    # RAV Dimir Doppelganger (Oracle): the copy has the ability that made it (CR 707.9a)
    name = "Dimir Doppelganger"
    (_, dimir) = (
        parse(
            f"{{1}}{{U}}{{B}}: Exile target creature card from a graveyard. {name} becomes a copy of "
            "that card, except it has this ability.",
            "en",
            card_name=name,
        )
        .abilities[0]
        .effect.effects
    )
    assert dimir == A.BecomeCopy(
        object=A.ObjectRef(kind="self"),
        original=A.ObjectRef(kind="that"),
        exceptions=A.CopyExceptions(abilities=(A.ThisAbility(),)),
    )
    # EVE Spitting Image, German printing: the older "Bringe einen Spielstein ins Spiel, der eine
    # Kopie ... ist" is the Oracle's "Create a token that's a copy of target creature."
    same(
        ("en", "Spitting Image", "Create a token that's a copy of target creature."),
        (
            "de",
            "Aus dem Gesicht geschnitten",
            "Bringe einen Spielstein ins Spiel, der eine Kopie einer Kreatur deiner Wahl ist.",
        ),
    )
    # RAV Followed Footsteps, French printing: "un jeton de créature qui est une copie de la
    # créature enchantée" (a creature token copying a creature: the Oracle's token copy)
    same(
        (
            "en",
            "Followed Footsteps",
            "At the beginning of your upkeep, create a token that's a copy of enchanted creature.",
        ),
        (
            "fr",
            "Poursuite des bruits de pas",
            "Au début de votre entretien, mettez en jeu un jeton de créature qui est une copie de "
            "la créature enchantée.",
        ),
    )
    # a creature token copying what may not be a creature is not read
    vat = "Créez un jeton de créature qui est une copie de l'artefact ciblé."
    assert isinstance(parse(vat, "fr", lenient=True).abilities[0], A.Unparsed)
    # JOU Polymorphous Rush: any number of targets each become a copy of the creature chosen
    rush = same(
        (
            "en",
            "Polymorphous Rush",
            "Choose a creature on the battlefield. Any number of target creatures you control each "
            "become a copy of that creature until end of turn.",
        ),
        (
            "de",
            "Polymorpher Ansturm",
            "Bestimme eine Kreatur im Spiel. Eine beliebige Anzahl an Kreaturen deiner Wahl, die "
            "du kontrollierst, wird bis zum Ende des Zuges zu einer Kopie dieser Kreatur.",
        ),
    )
    (_, rushed) = rush.effect.effects
    assert rushed.object.up_to and rushed.object.count is None
    assert rushed.original == A.ObjectRef(kind="that")
    # a copy of one object among several is not read (which one?)
    assert isinstance(
        parse("~ becomes a copy of a creature until end of turn.", "en", lenient=True).abilities[0],
        A.Unparsed,
    )


def test_text_changing_effects() -> None:
    """ "Change the text of target spell or permanent by replacing all instances of one color word
    with another" (CR 612.2, 613.1c: layer 3): the kinds of words offered, for ever or until end
    of turn; the same AST from the French and German printings."""
    from rulesparser.ast import strip_meta

    def same(*printed: tuple[str, str]) -> A.Node:
        asts = [parse(text, lang).abilities for lang, text in printed]
        assert len({str([strip_meta(a.to_json()) for a in x]) for x in asts}) == 1, asts
        (ab,) = asts[0]
        return ab

    spell_or_permanent = A.ObjectRef(kind="target", filter=("permanent|spell",))
    # EVE Glamerdye (the reminder of older printings is not rules text)
    glamerdye = same(
        (
            "en",
            "Change the text of target spell or permanent by replacing all instances of one "
            "color word with another.",
        ),
        (
            "fr",
            "Changez le texte du sort ou du permanent ciblé en remplaçant toutes les "
            "occurrences d'un nom de couleur par un autre nom de couleur.",
        ),
        (
            "de",
            "Verändere den Text eines Zauberspruchs oder einer bleibenden Karte deiner Wahl, "
            "indem du im Text alle Vorkommen eines Farbwortes mit einer anderen Farbe ersetzt.",
        ),
    )
    assert glamerdye == A.SpellAbility(
        effect=A.TextChange(object=spell_or_permanent, words=("color",))
    )
    # 8ED Mind Bend: one kind or the other
    bend = same(
        (
            "en",
            "Change the text of target permanent by replacing all instances of one color word "
            "with another or one basic land type with another. (For example, you may change "
            '"nonblack creature" to "nongreen creature" or "forestwalk" to "islandwalk." This '
            "effect lasts indefinitely.)",
        ),
        (
            "fr",
            "Changez le texte de règles d'un permanent ciblé en remplaçant toutes les "
            "occurrences d'un nom de couleur par un autre nom de couleur ou d'un type de "
            "terrain de base par un autre.",
        ),
        (
            "de",
            "Verändere den Text einer bleibenden Karte deiner Wahl, indem du im Text alle "
            "Vorkommen eines Farbwortes durch ein anderes oder alle Vorkommen eines "
            "Standardlandtyps durch ein anderes ersetzt.",
        ),
    )
    assert bend.effect == A.TextChange(
        object=A.ObjectRef(kind="target", filter=("permanent",)),
        words=("color", "basic_land_type"),
    )
    # TMP Whim of Volrath, until end of turn (German: the duration before "indem"); DGM Trait
    # Doctoring's French printing says the duration first
    whim = same(
        (
            "en",
            "Change the text of target permanent by replacing all instances of one color word "
            "with another or one basic land type with another until end of turn.",
        ),
        (
            "fr",
            "Changez, jusqu'à la fin du tour, le texte du permanent ciblé en remplaçant toutes "
            "les occurrences d'un nom de couleur par un autre nom de couleur ou d'un type de "
            "terrain de base par un autre.",
        ),
        (
            "de",
            "Ändere den Text einer bleibenden Karte Deiner Wahl bis zum Ende des Zuges, indem Du "
            "alle Bezüge eines Farbwortes oder eines Standardlandtyps mit einem anderen ersetzt.",
        ),
    )
    assert whim.effect.duration == A.Duration(kind="end_of_turn")
    # CHK Swirl the Mists: choosing a color word (for its text-changing effect) is not choosing a
    # color (CR 105.1)
    swirl = parse("As ~ enters the battlefield, choose a color word.", "en", lenient=True)
    assert isinstance(swirl.abilities[0], A.Unparsed)
    # a word replaced by a word of another kind is not read
    odd = "Changez le texte du permanent ciblé en remplaçant toutes les occurrences d'un nom de "
    odd += "couleur par un autre type de terrain de base."
    assert isinstance(parse(odd, "fr", lenient=True).abilities[0], A.Unparsed)


def test_base_power_set_to_another_objects() -> None:
    """ "Change ~'s base power to target creature's power" (CR 613.4b: layer 7b; CR 608.2h: the
    value is locked in as the effect resolves), for ever or until end of turn."""
    name = "Riptide Mangler"
    (ab,) = parse(
        f"{{1}}{{U}}: Change {name}'s base power to target creature's power. (This effect lasts "
        "indefinitely.)",
        "en",
        card_name=name,
    ).abilities
    assert ab.effect == A.SetBasePowerToughnessFrom(
        object=A.ObjectRef(kind="self"),
        values_of=A.ObjectRef(kind="target", filter=("creature",)),
        stats=("power",),
    )
    # the German printing says the power of old ("die Stärke", then set in layer 7b, CR 613.4b)
    (mangler_de,) = parse(
        "{1}{U}: Ändere die Stärke des Springflut-Fleischreißers in die Stärke einer Kreatur "
        "deiner Wahl. (Sie ändert sich nicht am Ende des Zuges zurück.)",
        "de",
        card_name="Springflut-Fleischreißer",
    ).abilities
    assert mangler_de == ab
    # SOK Shape Stealer
    name = "Shape Stealer"
    (stealer,) = parse(
        f"Whenever {name} blocks or becomes blocked by a creature, change {name}'s base power "
        "and toughness to that creature's power and toughness until end of turn.",
        "en",
        card_name=name,
    ).abilities
    assert stealer.effect.stats == ("power", "toughness")
    assert stealer.effect.duration == A.Duration(kind="end_of_turn")
    # another characteristic than the one set is not read
    odd = "Change target creature's base power to target creature's toughness."
    assert isinstance(parse(odd, "en", lenient=True).abilities[0], A.Unparsed)


def test_requirements_to_attack_and_to_be_blocked() -> None:
    # SOK Into the Fray: each combat this turn (CR 508.1d)
    fray = _one("Target creature attacks this turn if able.")
    assert fray.effect == A.Requirement(
        object=A.ObjectRef(kind="target", filter=("creature",)),
        action="attack",
        duration=A.Duration(kind="end_of_turn"),
    )
    # EMN Fibrous Entangler: the defending player blocks it if able (CR 509.1c), a static ability
    name = "Fibrous Entangler"
    ab = _one(f"{name} must be blocked if able.", name)
    assert ab == A.StaticEffect(
        effect=A.Requirement(
            object=A.ObjectRef(kind="self"),
            action="be_blocked",
            duration=A.Duration(kind="permanent"),
        )
    )


def test_base_power_and_toughness() -> None:
    """ "has base power and toughness 3/3" sets them in layer 7b (CR 613.4b): a static ability
    as long as its source says, a spell's effect for a duration; French "une force et une
    endurance de base de", German "Basis-Stärke und -Widerstandskraft"."""
    from _card_ast import abilities_json

    # Harmonious Archon
    en = "Non-Archon creatures have base power and toughness 3/3."
    assert _one(en) == A.StaticEffect(
        effect=A.SetPowerToughness(
            object=_each("nonarchon", "creature"),
            power=3,
            toughness=3,
            duration=A.Duration(kind="permanent"),
        )
    )
    fr = "Les créatures non-Archonte ont une force et une endurance de base de 3/3."
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    # Oko, the Trickster: until end of turn, with another verb
    en = "−7: Until end of turn, each creature you control has base power and toughness 10/10 and gains trample."
    fr = (
        "-7 : Jusqu'à la fin du tour, chaque créature que vous contrôlez a une force et une "
        "endurance de base de 10/10 et acquiert le piétinement."
    )
    de = (
        "-7: Bis zum Ende des Zuges hat jede Kreatur, die du kontrollierst, Basis-Stärke und "
        "-Widerstandskraft 10/10 und verursacht Trampelschaden."
    )
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_lure_in_three_languages() -> None:
    """Lure and its kin (CR 509.1c): every creature able to block the object blocks it; French
    "capables de bloquer ... le font" and German "die ... blocken können, tun dies" are the same
    requirement; blockers of one kind (Marble Priest "All Walls able to block ...") are not
    read."""
    from _card_ast import abilities_json

    # Lure (enchanted creature), Prized Unicorn (itself)
    lure = A.Requirement(
        object=A.ObjectRef(kind="enchanted", filter=("creature",)),
        action="be_blocked_by_all",
        duration=A.Duration(kind="permanent"),
    )
    assert _one("All creatures able to block enchanted creature do so.") == A.StaticEffect(
        effect=lure
    )
    for en, fr, de in [
        (
            "All creatures able to block enchanted creature do so.",
            "Toutes les créatures capables de bloquer la créature enchantée le font.",
            "Alle Kreaturen, die die verzauberte Kreatur blocken können, tun dies.",
        ),
        (
            "All creatures able to block ~ do so.",
            "Toutes les créatures capables de bloquer l'~ doivent le faire.",
            "Alle Kreaturen, die den ~ blocken können, tun dies.",
        ),
        # Mortipede: for this turn (CR 611.2)
        (
            "{2}{G}: All creatures able to block ~ this turn do so.",
            "{2}{G} : Toutes les créatures capables de bloquer le ~ ce tour-ci le font.",
            "{2}{G}: Alle Kreaturen, die den ~ in diesem Zug blocken können, tun dies.",
        ),
    ]:
        assert abilities_json(fr, "fr") == abilities_json(en, "en")
        assert abilities_json(de, "de") == abilities_json(en, "en")
    assert (
        parse("All Walls able to block ~ do so.", "en", lenient=True).abilities[0].type_name
        == "unparsed"
    )


def test_damage_to_each_of_several_targets() -> None:
    # JUD Swelter: each target is dealt 2 damage (CR 120.3), as "to two target creatures" says
    each_of = _one("Swelter deals 2 damage to each of two target creatures.", "Swelter")
    plain = _one("Swelter deals 2 damage to two target creatures.", "Swelter")
    assert each_of == plain
    assert each_of.effect.recipient == A.ObjectRef(kind="target", filter=("creature",), count=2)
    # "each of" before one object is not read
    card = parse("Swelter deals 2 damage to each of target creature.", "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


def test_base_power_and_toughness_set() -> None:
    # ELD Harmonious Archon: a static ability of layer 7b (CR 613.4b)
    ab = _one("Non-Archon creatures have base power and toughness 3/3.", "Harmonious Archon")
    assert isinstance(ab, A.StaticEffect)
    assert ab.effect == A.SetPowerToughness(
        object=_each("nonarchon", "creature"),
        power=3,
        toughness=3,
        duration=A.Duration(kind="permanent"),
    )
    # ELD Bramblefort Fink: until end of turn, from an activated ability (CR 611.2a)
    ab = _one(
        "{8}: ~ has base power and toughness 10/10 until end of turn. Activate only if you"
        " control an Oko planeswalker.",
        "Bramblefort Fink",
    )
    assert ab.effect == A.SetPowerToughness(
        object=A.ObjectRef(kind="self"),
        power=10,
        toughness=10,
        duration=A.Duration(kind="end_of_turn"),
    )


def test_all_creatures_able_to_block_it_do_so() -> None:
    # M10 Prized Unicorn: a requirement on every creature able to block it (CR 509.1c)
    ab = _one("All creatures able to block ~ do so.", "Prized Unicorn")
    assert isinstance(ab, A.StaticEffect)
    assert ab.effect == A.Requirement(
        object=A.ObjectRef(kind="self"),
        action="be_blocked_by_all",
        duration=A.Duration(kind="permanent"),
    )
    # RAV Mortipede: this turn, from an activated ability
    ab = _one("{2}{G}: All creatures able to block ~ this turn do so.", "Mortipede")
    assert ab.effect.duration == A.Duration(kind="end_of_turn")


def test_it_in_a_later_sentence_is_the_creature_said_before() -> None:
    # "Enchanted creature gets +2/+2. It can't block." / "Equipped creature gets +1/+0. It has
    # first strike.": "it" is the enchanted / equipped creature (CR 303.4, 301.5), not the Aura
    # or Equipment itself, which each static ability alone would read it as
    pt, cant_block = parse("Enchanted creature gets +2/+2. It can't block.", "en").abilities
    enchanted = A.ObjectRef(kind="enchanted", filter=("creature",))
    assert pt.effect.object == enchanted
    assert cant_block.effect.object == enchanted
    _, strike = parse("Equipped creature gets +1/+0. It has first strike.", "en").abilities
    assert isinstance(strike, A.GrantAbilities)
    assert strike.object == A.ObjectRef(kind="equipped", filter=("creature",))


def test_it_in_a_later_condition_is_the_creature_said_before() -> None:
    """Tenza, Godo's Maul: "As long as it's legendary, it gets an additional +2/+2" after
    "Equipped creature gets +1/+1." is said of the equipped creature (CR 301.5), as the sentence
    naming it reads, never of the Equipment itself."""
    from rulesparser.ast import strip_meta

    tenza = parse(
        "Equipped creature gets +1/+1. As long as it's legendary, it gets an additional +2/+2. "
        "As long as it's red, it has trample.",
        "en",
    ).abilities
    named = parse(
        "As long as equipped creature is legendary, it gets an additional +2/+2.\n"
        "As long as equipped creature is red, it has trample.",
        "en",
    ).abilities
    assert [strip_meta(a.to_json()) for a in tenza[1:]] == [strip_meta(a.to_json()) for a in named]
    assert not any(n == A.ObjectRef(kind="self") for a in tenza for n in a.walk())


def test_is_black_with_the_other_changes_of_a_static_ability() -> None:
    """Wayward Angel (threshold), an Aura's "gets +1/+1 and is black": the color replaces the
    object's colors as long as the static ability applies (CR 105.3, 613.1e)."""
    (angel,) = oracle_abilities(
        "Threshold — As long as seven or more cards are in your graveyard, Wayward Angel gets "
        "+3/+3, is black, and has trample.",
        "Wayward Angel",
    )
    assert isinstance(angel, A.StaticEffect)
    black = A.Becomes(object=A.ObjectRef(kind="self"), colors=("black",), additive=False)
    assert black in angel.effect.effect.effects
    (aura,) = oracle_abilities("Enchanted creature gets +1/+1 and is black.")
    assert isinstance(aura, A.StaticEffect)
    assert aura.effect.effects[1] == A.Becomes(
        object=A.ObjectRef(kind="enchanted", filter=("creature",)),
        colors=("black",),
        additive=False,
    )
