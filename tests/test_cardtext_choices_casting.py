"""Card-text effects that choose an object (CR 608.2d, 115.1) or cast a card without paying its
mana cost (CR 118.9, 608.2g), English Oracle lines (MTGJSON ``text``, the card's name given as
``card_name``) checked against the AST a rules reader expects."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json
from _card_ast import oracle_abilities as abilities
from _card_ast import oracle_unparsed as unparsed

from rulesparser import ParseError, parse
from rulesparser import ast as A

YOU = A.PlayerRef(kind="you")
SELF = A.ObjectRef(kind="self")
THAT = A.ObjectRef(kind="that")


def one_effect(text: str, name: str | None = None) -> A.Node:
    (ability,) = abilities(text, name)
    return ability.effect  # type: ignore[attr-defined,no-any-return]


# ----------------------------------------------------------- casting without paying (CR 118.9)
def test_cast_a_card_from_your_hand_without_paying() -> None:
    """Surtland Elementalist: one instant or sorcery card of the hand, cast as the trigger
    resolves; "spell" from the hand is the card there (CR 601.2a)."""
    effect = one_effect(
        "Whenever Surtland Elementalist attacks, you may cast an instant or sorcery spell from "
        "your hand without paying its mana cost.",
        "Surtland Elementalist",
    )
    assert effect == A.CastWithoutPaying(
        object=A.ObjectRef(kind="any", filter=("instant|sorcery", "card", "in_your_hand"), count=1),
        optional=True,
    )


def test_cast_a_card_with_a_mana_value_from_your_hand() -> None:
    """Sram's Expertise: the card's mana value bounded (CR 202.3)."""
    effect = one_effect(
        "You may cast a spell with mana value 3 or less from your hand without paying its mana "
        "cost."
    )
    assert isinstance(effect, A.CastWithoutPaying) and effect.optional
    assert set(effect.object.filter) == {"card", "in_your_hand", "mana_value<=3"}
    assert effect.object.count == 1


def test_cast_without_paying_several_spells_or_with_a_duration_stays_unparsed() -> None:
    """Fires of Invention (a lasting permission for many spells) is not this effect."""
    assert unparsed(
        "You may cast spells with mana value less than or equal to the number of lands you "
        "control without paying their mana costs."
    )


def test_cast_this_spell_without_paying_if_is_an_alternative_cost() -> None:
    """Massacre: an alternative cost that pays nothing, usable only while the condition holds
    (CR 118.9), not an effect of the spell as it resolves."""
    (ability,) = abilities(
        "If an opponent controls a Plains and you control a Swamp, you may cast this spell "
        "without paying its mana cost.",
        "Massacre",
    )
    assert isinstance(ability, A.AlternativeCost)
    assert ability.action == "cast" and ability.cost == A.Cost(components=())
    assert isinstance(ability.condition, A.AllOf)


def test_cast_this_card_free_after_a_cost_is_no_alternative_cost() -> None:
    """An alternative cost is a static ability of the spell: said after an activation cost it
    is not read."""
    assert unparsed("{T}: You may cast Massacre without paying its mana cost.", "Massacre")


def test_cast_this_card_from_your_graveyard() -> None:
    """Hogaak, Arisen Necropolis (MH1): "You may cast ~ from your graveyard." is a static
    ability letting this card be cast from that zone, its costs paid (CR 601.3), French
    "Vous pouvez lancer ~ depuis votre cimetière." the same; said with a duration, or after a
    trigger, it is not read."""
    (ability,) = abilities("You may cast ~ from your graveyard.")
    assert ability == A.CastFromZone(zone="graveyard")
    assert abilities_json("Vous pouvez lancer ~ depuis votre cimetière.", "fr") == abilities_json(
        "You may cast ~ from your graveyard.", "en"
    )
    assert unparsed("You may cast ~ from your graveyard this turn.")
    assert unparsed("Whenever ~ attacks, you may cast ~ from your graveyard.")


def test_cast_as_though_it_had_flash_for_two_more() -> None:
    """Rout: a static ability of the card (CR 702.8a, 601.3), {2} more paid to cast it any time
    an instant could be cast (CR 601.2f), not an effect of the spell as it resolves."""
    (ability,) = abilities(
        "You may cast Rout as though it had flash if you pay {2} more to cast it. (You may cast"
        " it any time you could cast an instant.)",
        "Rout",
    )
    assert ability == A.CastAsThoughFlash(
        additional_cost=A.Cost(components=(A.ManaCost(symbols=("2",)),))
    )


def test_cast_as_though_it_had_flash_as_long_as() -> None:
    """Hungry Yeti: the leading "As long as" and Silver Scrutiny's trailing "if X is 3 or less"
    restrict the permission (its ``condition``), never a cost."""
    (yeti,) = abilities(
        "As long as you control a green or blue permanent, you may cast Hungry Yeti as though it"
        " had flash. (You may cast it any time you could cast an instant.)",
        "Hungry Yeti",
    )
    assert isinstance(yeti, A.CastAsThoughFlash) and yeti.additional_cost is None
    assert isinstance(yeti.condition, A.Node)
    (scrutiny,) = abilities(
        "You may cast Silver Scrutiny as though it had flash if X is 3 or less.", "Silver Scrutiny"
    )
    assert isinstance(scrutiny, A.CastAsThoughFlash)
    assert scrutiny.condition == A.Compare(value=A.Variable(name="X"), op="<=", amount=3)


@pytest.mark.parametrize(
    ("en", "lang", "printed"),
    [
        # Harbinger of the Tides (French "{2} supplémentaires pour le lancer", German "beim
        # Wirken {2} mehr"), Hungry Yeti ("Tant que ...", "Solange ...")
        (
            "You may cast ~ as though it had flash if you pay {2} more to cast it.",
            "fr",
            "Vous pouvez lancer l'~ comme s'il avait le flash si vous payez {2} supplémentaires"
            " pour le lancer.",
        ),
        (
            "You may cast ~ as though it had flash if you pay {2} more to cast it.",
            "de",
            "Du kannst den ~ wirken, als ob er Aufblitzen hätte, falls du beim Wirken {2} mehr"
            " bezahlst.",
        ),
        (
            "As long as you control a green or blue permanent, you may cast ~ as though it had"
            " flash.",
            "fr",
            "Tant que vous contrôlez un permanent vert ou bleu, vous pouvez lancer le ~ comme"
            " s'il avait le flash.",
        ),
        (
            "As long as you control a green or blue permanent, you may cast ~ as though it had"
            " flash.",
            "de",
            "Solange du eine grüne oder blaue bleibende Karte kontrollierst, kannst du den ~"
            " wirken, als ob er Aufblitzen hätte.",
        ),
    ],
)
def test_cast_as_though_it_had_flash_in_french_and_german(en: str, lang: str, printed: str) -> None:
    assert abilities_json(printed, lang) == abilities_json(en, "en")


def test_cast_spells_of_a_kind_as_though_they_had_flash() -> None:
    """Shimmer Myr "You may cast artifact spells as though they had flash.", Vedalken Orrery
    "You may cast spells ...", Yeva's Forcemage-like "green creature spells" (CR 601.3): each
    spell of that kind, any time an instant could be cast. The printed French and German
    texts "cast green creature cards" (Yeva, Nature's Herald) cast them as spells, as the
    Oracle text says; "creature spells from your graveyard" is another permission (CR 601.3:
    another zone) and stays unparsed."""
    (myr,) = abilities("You may cast artifact spells as though they had flash.")
    assert myr == A.CastAsThoughFlash(spells=A.ObjectRef(kind="each", filter=("artifact", "spell")))
    (orrery,) = abilities("You may cast spells as though they had flash.")
    assert orrery.spells == A.ObjectRef(kind="each", filter=("spell",))
    en = abilities_json("You may cast green creature spells as though they had flash.", "en")
    assert (
        abilities_json(
            "Vous pouvez lancer des cartes de créature vertes comme si elles avaient le flash.",
            "fr",
        )
        == en
    )
    assert (
        abilities_json(
            "Du kannst grüne Kreaturenkarten wirken, als ob sie Aufblitzen hätten.", "de"
        )
        == en
    )
    en = abilities_json("You may cast Spirit spells as though they had flash.", "en")
    assert (
        abilities_json("Vous pouvez lancer les sorts d'esprit comme s'ils avaient le flash.", "fr")
        == en
    )
    assert (
        abilities_json("Du kannst Geist-Zaubersprüche wirken, als ob sie Aufblitzen hätten.", "de")
        == en
    )
    assert unparsed("You may cast creature spells from your graveyard as though they had flash.")


def test_paying_more_to_cast_outside_flash_stays_unparsed() -> None:
    """ "if you pay {2} more to cast it" is read only as the cost of casting as though it had
    flash; another keyword is not read either."""
    assert unparsed("Draw a card if you pay {2} more to cast it.")
    assert unparsed("You may cast Rout as though it had trample.", "Rout")
    # "unless you pay {1}" stays a payment (Mana Vault-like upkeep lines, CR 118.12)
    (ability,) = abilities("When ~ enters the battlefield, sacrifice it unless you pay {1}.")
    assert "unless" in ability.effect.type_name


# ------------------------------------------------------------------ choosing (CR 608.2d, 115.1)
def test_creatures_of_the_creature_type_of_your_choice() -> None:
    """Tribal Forcemage "When ~ is turned face up, creatures of the creature type of your
    choice get +2/+2 and gain trample until end of turn.", Riptide Chronologist "Untap all
    creatures of the creature type of your choice." (CR 608.2d: the type is chosen as the
    effect resolves): the same abilities as "Choose a creature type. ... of the chosen type";
    French "du type (de créature) de votre choix". A static ability has no time to choose
    (CR 611.3a): not read."""
    forcemage = (
        "When ~ is turned face up, creatures of the creature type of your choice get +2/+2 and"
        " gain trample until end of turn."
    )
    assert abilities_json(forcemage, "en") == abilities_json(
        "When ~ is turned face up, choose a creature type. Creatures of the chosen type get"
        " +2/+2 and gain trample until end of turn.",
        "en",
    )
    assert abilities_json(
        "Quand le ~ est retourné face visible, les créatures du type de votre choix gagnent"
        " +2/+2 et acquièrent le piétinement jusqu'à la fin du tour.",
        "fr",
    ) == abilities_json(forcemage, "en")
    (untap,) = abilities(
        "{U}, Sacrifice ~: Untap all creatures of the creature type of your choice."
    )
    assert untap.effect == A.Sequence(
        effects=(
            A.MakeChoice(player=YOU, what="creature_type"),
            A.Untap(object=A.ObjectRef(kind="each", filter=("creature", "chosen_type"))),
        )
    )
    assert abilities_json(
        "Les créatures du type de créature de votre choix gagnent -3/-3 jusqu'à la fin du tour.",
        "fr",
    ) == abilities_json(
        "Creatures of the creature type of your choice get -3/-3 until end of turn.", "en"
    )
    assert unparsed("Creatures of the creature type of your choice get +1/+1.")


def test_choose_another_creature_you_control_as_it_enters() -> None:
    """Dauntless Bodyguard: one creature chosen as it enters (CR 614.12)."""
    (ability,) = abilities(
        "As Dauntless Bodyguard enters the battlefield, choose another creature you control.",
        "Dauntless Bodyguard",
    )
    assert isinstance(ability, A.ReplacementEffect) and ability.mode == "as"
    assert ability.replacement == A.ChooseObject(
        player=YOU,
        object=A.ObjectRef(kind="any", filter=("another", "creature", "you_control"), count=1),
    )


def test_choose_target_creature_then_that_creature() -> None:
    """Grave Strength: "choose target ..." targets it (CR 115.1); "that creature" is it. (Judge
    Unworthy's "that card's mana value to that creature" stays unparsed: see
    test_cardtext_effects.test_that_card_and_that_creature_in_one_sentence_stay_unparsed.)"""
    effect = one_effect(
        "Choose target creature. Mill three cards, then put a +1/+1 counter on that creature "
        "for each creature card in your graveyard.",
        "Grave Strength",
    )
    assert isinstance(effect, A.Sequence)
    assert effect.effects[0] == A.ChooseObject(
        player=YOU, object=A.ObjectRef(kind="target", filter=("creature",))
    )
    assert effect.effects[-1].object == THAT  # type: ignore[attr-defined]


def test_the_chosen_cards_are_those_chosen_before() -> None:
    """Victimize: "the chosen cards" are the two targets chosen in the same spell."""
    effect = one_effect(
        "Choose two target creature cards in your graveyard. Sacrifice a creature. If you do, "
        "return the chosen cards to the battlefield tapped.",
        "Victimize",
    )
    assert isinstance(effect, A.Sequence)
    assert effect.effects[0] == A.ChooseObject(
        player=YOU,
        object=A.ObjectRef(
            kind="target", filter=("creature", "card", "in_your_graveyard"), count=2
        ),
    )
    returned = [n for n in effect.walk() if isinstance(n, A.PutOntoBattlefield)]
    assert returned and returned[0].object.kind == "that" and returned[0].tapped


def test_the_chosen_creature_of_another_ability_stays_unparsed() -> None:
    """Dauntless Bodyguard's second ability: the choice was made as it entered, not in this
    ability."""
    assert unparsed(
        "Sacrifice Dauntless Bodyguard: The chosen creature gains indestructible until end of "
        "turn.",
        "Dauntless Bodyguard",
    )


def test_other_after_a_chosen_object_stays_unparsed() -> None:
    """Deadly Vanity: "all other creatures" are those other than the chosen one, which the
    AST's "other" (other than this object) does not say."""
    assert unparsed(
        "Choose a creature or planeswalker, then destroy all other creatures and planeswalkers."
    )


def test_choosing_uncounted_objects_stays_unparsed() -> None:
    assert unparsed("Choose creatures you control. They gain flying until end of turn.")


# ------------------------------------------------------ counters removed (CR 122.8, 602.1)
def _removed(counter: str) -> A.Count:
    return A.Count(what="counters_removed_this_way", counter=counter)


def test_remove_all_counters_as_a_cost_and_the_number_removed() -> None:
    """Molten Hydra: "all" is as many as it has; the damage is the number the cost removed."""
    (ability,) = abilities(
        "{T}, Remove all +1/+1 counters from Molten Hydra: It deals damage to any target equal "
        "to the number of +1/+1 counters removed this way.",
        "Molten Hydra",
    )
    assert isinstance(ability, A.ActivatedAbility)
    assert ability.cost.components[-1] == A.RemoveCounters(
        counter="+1/+1",
        amount=A.Count(what="counters", object=SELF, counter="+1/+1"),
        object=SELF,
    )
    assert ability.effect.amount == _removed("+1/+1")  # type: ignore[attr-defined]


def test_remove_any_number_of_counters_then_for_each_removed() -> None:
    """Bottomless Vault: the player chooses how many as the cost is paid (CR 601.2h)."""
    (ability,) = abilities(
        "{T}, Remove any number of storage counters from Bottomless Vault: Add {B} for each "
        "storage counter removed this way.",
        "Bottomless Vault",
    )
    assert isinstance(ability, A.ActivatedAbility)
    assert ability.cost.components[-1] == A.RemoveCounters(
        counter="storage", amount=A.Variable(name="any_number"), object=SELF
    )
    assert _removed("storage") in list(ability.effect.walk())


def test_that_much_after_a_cost_removing_counters_is_their_number() -> None:
    """Relic Amulet: with no event to count (CR 603.2), "that much" is the number removed."""
    (ability,) = abilities(
        "{2}, {T}, Remove all charge counters from Relic Amulet: It deals that much damage to "
        "target creature.",
        "Relic Amulet",
    )
    assert ability.effect.amount == _removed("charge")  # type: ignore[attr-defined]


def test_remove_all_counters_as_an_effect() -> None:
    """Coalition Relic: removed by the effect before the count."""
    (ability,) = abilities(
        "At the beginning of your precombat main phase, remove all charge counters from "
        "Coalition Relic. Add one mana of any color for each charge counter removed this way.",
        "Coalition Relic",
    )
    assert isinstance(ability.effect, A.Sequence)  # type: ignore[attr-defined]
    first, second = ability.effect.effects  # type: ignore[attr-defined]
    assert first == A.RemoveCounters(
        counter="charge",
        amount=A.Count(what="counters", object=SELF, counter="charge"),
        object=SELF,
    )
    assert second.amount == _removed("charge")


def test_counters_removed_with_nothing_removed_stays_unparsed() -> None:
    assert unparsed("{T}: Add {C} for each charge counter removed this way.")
    assert unparsed(
        "{T}, Remove a charge counter from ~: Add {C} for each storage counter removed this way."
    )


# ------------------------------------------------------------- choosing not to untap (CR 502.3)
def test_you_may_choose_not_to_untap_this_permanent() -> None:
    """Helm of Possession: a static ability; its controller chooses each untap step."""
    (ability,) = abilities(
        "You may choose not to untap Helm of Possession during your untap step.",
        "Helm of Possession",
    )
    assert ability == A.StaticEffect(
        effect=A.OptionalEffect(
            player=YOU,
            effect=A.Restriction(
                object=SELF,
                action="untap_during_untap_step",
                duration=A.Duration(kind="permanent"),
            ),
        )
    )


def test_choose_not_to_untap_without_may_stays_unparsed() -> None:
    assert unparsed(
        "Choose not to untap Helm of Possession during your untap step.", "Helm of Possession"
    )


# ---------------------------------------------------------------- exchange of control (CR 701.12)
def test_exchange_control_of_this_and_target_creature() -> None:
    """Phyrexian Infiltrator: this permanent and a target one (CR 701.12b)."""
    (ability,) = abilities(
        "{2}{U}{U}: Exchange control of Phyrexian Infiltrator and target creature. (This effect "
        "lasts indefinitely.)",
        "Phyrexian Infiltrator",
    )
    assert ability.effect == A.ExchangeControl(  # type: ignore[attr-defined]
        object=SELF, other=A.ObjectRef(kind="target", filter=("creature",))
    )


def test_exchange_control_of_two_target_lands() -> None:
    """Shifting Borders: one phrase naming both targets."""
    effect = one_effect("Exchange control of two target lands.")
    assert effect == A.ExchangeControl(object=A.ObjectRef(kind="target", filter=("land",), count=2))


def test_exchange_control_of_a_group_or_one_object_stays_unparsed() -> None:
    assert unparsed("Exchange control of target creature.")
    assert unparsed("Exchange control of all creatures and target land.")


# ------------------------------------------------------------------ zones of objects (CR 404.1)
def test_target_card_from_an_opponents_graveyard() -> None:
    """Disposal Mummy: the graveyard of one opponent."""
    effect = one_effect(
        "When Disposal Mummy enters the battlefield, exile target card from an opponent's "
        "graveyard.",
        "Disposal Mummy",
    )
    assert effect == A.Exile(
        object=A.ObjectRef(kind="target", filter=("card", "in_an_opponents_graveyard"))
    )


def test_target_cards_from_a_single_graveyard() -> None:
    """Shred Memory: all the targets in one graveyard."""
    effect = one_effect("Exile up to four target cards from a single graveyard.")
    assert effect == A.Exile(
        object=A.ObjectRef(
            kind="target", filter=("card", "in_a_single_graveyard"), count=4, up_to=True
        )
    )


def test_a_keyword_with_a_dash_cost_is_no_ability_word() -> None:
    """Psychic Vortex: "Cumulative upkeep—Draw a card." is the keyword with that cost (CR
    702.24a); the cost is not a spell ability of its own."""
    card = parse(
        "Cumulative upkeep—Draw a card. (At the beginning of your upkeep, put an age counter on "
        "this permanent, then sacrifice it unless you pay its upkeep cost for each age counter "
        "on it.)",
        "en",
        card_name="Psychic Vortex",
        lenient=True,
    )
    assert not any(isinstance(a, A.SpellAbility) for a in card.abilities)
    (kw,) = card.abilities
    assert kw.name == "cumulative_upkeep"
    (draw,) = kw.parameter.components
    assert isinstance(draw, A.Draw) and draw.amount == 1


def test_cumulative_upkeep_with_an_instruction_as_its_cost() -> None:
    """Any action may be a cost (CR 118.1): Coldsnap's "Cumulative upkeep—[instruction]" is the
    keyword with that cost, paid once per age counter (CR 702.24a): Wall of Shards "An opponent
    gains 1 life.", Braid of Fire "Add {R}." (French "Ajoutez {R} à votre réserve.", the same
    ability). An instruction with a target is no cost (CR 601.2c) and stays unread."""
    (kw,) = parse("Cumulative upkeep—An opponent gains 1 life.", "en").abilities
    assert kw.name == "cumulative_upkeep"
    assert kw.parameter == A.Cost(
        components=(A.GainLife(player=A.PlayerRef(kind="opponent"), amount=1),)
    )
    (ability,) = kw.abilities
    pay = next(n for n in ability.walk() if isinstance(n, A.MayPayForEach))
    assert pay.cost == kw.parameter
    braid = "Cumulative upkeep—Add {R}. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)"
    braid_fr = "Entretien cumulatif — Ajoutez {R} à votre réserve. (Au début de votre entretien, mettez un marqueur « âge » sur ce permanent, puis sacrifiez-le à moins que vous ne payiez son coût d'entretien pour chaque marqueur « âge » sur lui.)"
    assert abilities_json(braid_fr, "fr") == abilities_json(braid, "en")
    with pytest.raises(ParseError):
        parse("Cumulative upkeep—Destroy target creature.", "en")


# ---------------------------------------------------- where a countered spell goes (CR 701.6a)
def test_a_spell_countered_this_way_is_exiled() -> None:
    """Dissipate: the countered spell goes to exile instead of its owner's graveyard."""
    effect = one_effect(
        "Counter target spell. If that spell is countered this way, exile it instead of putting "
        "it into its owner's graveyard."
    )
    assert isinstance(effect, A.CounterObject) and effect.destination == "exile"


def test_countered_this_way_after_unless_pays() -> None:
    """Syncopate: the counter "unless its controller pays {X}" carries the destination."""
    effect = one_effect(
        "Counter target spell unless its controller pays {X}. If that spell is countered this "
        "way, exile it instead of putting it into its owner's graveyard."
    )
    assert isinstance(effect, A.UnlessPays)
    assert isinstance(effect.effect, A.CounterObject) and effect.effect.destination == "exile"


def test_countered_this_way_without_a_counter_stays_unparsed() -> None:
    assert unparsed(
        "Destroy target creature. If that spell is countered this way, exile it instead of "
        "putting it into its owner's graveyard."
    )


# -------------------------------------------------------- the same name as that (CR 201.2)
def test_search_for_a_card_with_the_same_name_as_that_creature() -> None:
    """Remembrance: the name of the creature that died (the trigger's object)."""
    (ability,) = abilities(
        "Whenever a nontoken creature you control dies, you may search your library for a card "
        "with the same name as that creature, reveal it, put it into your hand, then shuffle.",
        "Remembrance",
    )
    searches = [n for n in ability.walk() if isinstance(n, A.SearchLibrary)]
    assert searches and searches[0].object.filter == ("card", "same_name_as_that")


def test_other_with_the_same_name_as_that_creature_stays_unparsed() -> None:
    """Mirror Box ("other" than that creature, not than this object). (Pack Hunt's "the same
    name as target creature": tests/test_cardtext_shared_characteristics.py.)"""
    assert unparsed(
        "Each nontoken creature you control gets +1/+1 for each other creature you control with "
        "the same name as that creature."
    )


def test_shuffle_cards_from_your_graveyard_into_your_library() -> None:
    """Rooting Kavu: cards of your graveyard go to your library, their owner's (CR 400.3)."""
    effect = one_effect(
        "Shuffle all creature cards from your graveyard into your library.", "Rooting Kavu"
    )
    assert effect == A.ShuffleIntoLibrary(
        player=YOU,
        object=A.ObjectRef(kind="each", filter=("creature", "card", "in_your_graveyard")),
    )


def test_shuffle_into_your_library_an_object_maybe_not_yours_stays_unparsed() -> None:
    assert unparsed("Shuffle target creature into your library.")


# ------------------------------------------ playing from the top of your library (CR 601.3e)
def _top(*words: str) -> A.StaticEffect:
    return A.StaticEffect(
        effect=A.PlayPermission(
            player=YOU,
            object=A.ObjectRef(kind="top_of_library", filter=(*words, "card", "your")),
            without_paying=False,
            duration=A.Duration(kind="permanent"),
        )
    )


def test_cast_instant_and_sorcery_spells_from_the_top_of_your_library() -> None:
    """Precognition Field: the top card, when it is such a card, is played (cast)."""
    (ability,) = abilities("You may cast instant and sorcery spells from the top of your library.")
    assert ability == _top("nonland", "instant|sorcery")


def test_play_lands_from_the_top_of_your_library() -> None:
    """Augur of Autumn: a land is played, not cast (CR 305.9)."""
    (ability,) = abilities("You may play lands from the top of your library.")
    assert ability == _top("land")


def test_cast_lands_from_the_top_stays_unparsed() -> None:
    assert unparsed("You may cast lands from the top of your library.")


# ------------------------------------------------------------ naming a card (CR 201.3)
def test_choose_a_card_name_then_cards_with_that_name() -> None:
    """Cabal Therapy: "that name" is the name chosen in the sentence before (CR 201.3); the
    French "Nommez une carte non-terrain ... avec ce nom" and a German "Benenne eine Karte, die
    kein Land ist ... mit diesem Namen" are the same ability."""
    from _card_ast import abilities_json

    en = (
        "Choose a nonland card name. Target player reveals their hand and discards all cards "
        "with that name."
    )
    effect = one_effect(en)
    assert effect.effects[0] == A.NameCard(player=YOU, filter=("nonland",))
    discard = effect.effects[-1]
    assert discard.object == A.ObjectRef(kind="each", filter=("card", "chosen_name"))
    fr = (
        "Nommez une carte non-terrain. Le joueur ciblé révèle sa main et se défausse de toutes "
        "les cartes avec ce nom."
    )
    de = (
        "Benenne eine Karte, die kein Land ist. Ein Spieler deiner Wahl zeigt die Karten auf "
        "seiner Hand offen vor und wirft alle Karten mit diesem Namen ab."
    )
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_kinds_of_card_names() -> None:
    # Lost Legacy, Infinite Obliteration (and their French and German printings)
    for text, lang in [
        ("Choose a nonartifact, nonland card name.", "en"),
        ("Nommez une carte non-terrain, non-artefact.", "fr"),
        ("Benenne eine Karte, die weder ein Artefakt noch ein Land ist.", "de"),
    ]:
        (ability,) = parse(text, lang).abilities
        assert ability.effect == A.NameCard(player=YOU, filter=("nonartifact", "nonland"))
    for text, lang in [
        ("Choose a creature card name.", "en"),
        ("Nommez une carte de créature.", "fr"),
        ("Benenne eine Kreaturenkarte.", "de"),
    ]:
        (ability,) = parse(text, lang).abilities
        assert ability.effect == A.NameCard(player=YOU, filter=("creature",))


def test_that_name_without_a_name_chosen_stays_unparsed() -> None:
    assert unparsed("Target player reveals their hand and discards all cards with that name.")


def test_choose_a_creature_type_then_cards_of_that_type() -> None:
    """ "that type" is the creature type chosen in the sentence before (CR 608.2c): the same
    objects as "of the chosen type"."""
    that = (
        "When ~ dies, choose a creature type. Shuffle all creature cards of that type from your "
        "graveyard into your library."
    )
    chosen = that.replace("of that type", "of the chosen type")
    assert abilities(that) == abilities(chosen)
    shuffle = abilities(that)[0].effect.effects[-1]
    assert "chosen_type" in shuffle.object.filter


def test_that_type_without_a_type_chosen_stays_unparsed() -> None:
    assert unparsed("Destroy all creatures of that type.")


def test_cumulative_upkeep_with_a_choice_of_two_mana_costs() -> None:
    """CSP Jötun Owl Keeper: "Cumulative upkeep {W} or {U}" (CR 702.24a: a cost with
    a choice, made for each age counter): one of the two costs (``ChoiceOf``); French
    "Entretien cumulatif {W} ou {U}", the same keyword."""
    (kw,) = parse("Cumulative upkeep {W} or {U}", "en").abilities
    (choice,) = kw.parameter.components
    assert choice == A.ChoiceOf(
        player=A.PlayerRef(kind="you"),
        options=(A.ManaCost(symbols=("W",)), A.ManaCost(symbols=("U",))),
    )
    assert abilities_json("Entretien cumulatif {W} ou {U}", "fr") == abilities_json(
        "Cumulative upkeep {W} or {U}", "en"
    )


# ------------------------------------- a duration said before "you may play" (CR 611.2, 601.2)
@pytest.mark.parametrize(
    ("card", "en", "fr"),
    [
        (
            "Abbot of Keral Keep",
            "When ~ enters the battlefield, exile the top card of your library. Until end of "
            "turn, you may play that card.",
            "Quand l'~ arrive sur le champ de bataille, exilez la carte du dessus de votre "
            "bibliothèque. Jusqu'à la fin du tour, vous pouvez jouer cette carte.",
        ),
        (
            "Stromkirk Occultist",
            "Whenever ~ deals combat damage to a player, exile the top card of your library. "
            "Until end of turn, you may play that card.",
            "À chaque fois que l'~ inflige des blessures de combat à un joueur, exilez la carte "
            "du dessus de votre bibliothèque. Jusqu'à la fin du tour, vous pouvez jouer cette "
            "carte.",
        ),
    ],
)
def test_until_end_of_turn_you_may_play_that_card(card: str, en: str, fr: str) -> None:
    """The leading "Until end of turn," is the permission's duration, as a trailing "this
    turn" is (the same AST); the French printing says the same."""
    trailing = en.replace(
        "Until end of turn, you may play that card.", "You may play that card this turn."
    )
    assert abilities_json(en, "en") == abilities_json(trailing, "en"), card
    play = [
        n for a in parse(en, "en").abilities for n in a.walk() if isinstance(n, A.PlayPermission)
    ]
    assert play == [
        A.PlayPermission(
            player=YOU,
            object=THAT,
            without_paying=False,
            duration=A.Duration(kind="end_of_turn"),
        )
    ]
    assert abilities_json(fr, "fr") == abilities_json(en, "en"), card


# (Ragavan's "Until end of turn, you may cast that card." says ``cast_only``:
# tests/test_cardtext_end_of_your_next_turn.py)


# ------------------------------------- a permission to cast a targeted card (CR 115.1, 305.9)
@pytest.mark.parametrize(
    ("name", "kind"),
    [("Norika Yamazaki, the Poet", "enchantment"), ("Heiko Yamazaki, the General", "artifact")],
)
def test_you_may_cast_target_card_from_your_graveyard_this_turn(name: str, kind: str) -> None:
    """Norika and Heiko Yamazaki: the targeted card may be cast until end of turn. An artifact
    or enchantment card may be a land (Seat of the Synod, Urza's Saga), which is played, never
    cast (CR 305.9): the permission says ``cast_only`` (it was read as "you may play" it, a
    land card then played from the graveyard; READER, stop 33)."""
    line = (
        f"Whenever a Samurai or Warrior you control attacks alone, you may cast target {kind} "
        "card from your graveyard this turn."
    )
    (ability,) = abilities(line, name)
    assert ability.effect == A.PlayPermission(
        player=YOU,
        object=A.ObjectRef(kind="target", filter=(kind, "card", "in_your_graveyard")),
        without_paying=False,
        duration=A.Duration(kind="end_of_turn"),
        cast_only=True,
    )
    assert abilities_json(line, "en") != abilities_json(line.replace("cast", "play"), "en")


def test_casting_a_targeted_card_that_may_be_a_land_says_cast_only() -> None:
    """A permanent card may be a land, which is played, never cast (CR 305.9): the permission
    to cast it says ``cast_only`` (a land card among them may not be played by it), unlike
    "you may play" it; a land card is never cast, its permission is not read."""
    line = "You may cast target permanent card from your graveyard this turn."
    (ability,) = abilities(line)
    assert ability.effect == A.PlayPermission(
        player=YOU,
        object=A.ObjectRef(kind="target", filter=("permanent", "card", "in_your_graveyard")),
        without_paying=False,
        duration=A.Duration(kind="end_of_turn"),
        cast_only=True,
    )
    assert abilities_json(line, "en") != abilities_json(line.replace("cast", "play"), "en")
    assert unparsed("You may cast target land card from your graveyard this turn.")


def test_casting_a_targeted_card_with_no_duration_stays_unparsed() -> None:
    """With no duration the permission is not read; "If you do" after a permission (Jorn)
    would be playing it later, no action taken as the ability resolves (CR 608.2c)."""
    assert unparsed("You may cast target creature card from your graveyard.")
    assert unparsed(
        "{T}: You may play target snow permanent card from your graveyard this turn. If you "
        "do, it enters the battlefield tapped.",
        "Jorn, God of Winter",
    )


def test_play_that_card_without_paying_its_mana_cost_until_end_of_turn() -> None:
    """Mind's Desire (SCG): the exiled card may be played (a land too, CR 305.1) without paying
    its mana cost (CR 118.9) until end of turn; said after the duration or before it, the same;
    with no duration (cast now or played later?) it is not read."""
    en = (
        "Shuffle your library. Then exile the top card of your library. Until end of turn, you "
        "may play that card without paying its mana cost."
    )
    (ability,) = abilities(en, "Mind's Desire")
    play = ability.effect.effects[-1]
    assert play == A.PlayPermission(
        player=YOU,
        object=THAT,
        without_paying=True,
        duration=A.Duration(kind="end_of_turn"),
    )
    trailing = en.replace(
        "Until end of turn, you may play that card without paying its mana cost.",
        "You may play that card without paying its mana cost this turn.",
    )
    assert abilities_json(trailing, "en") == abilities_json(en, "en")
    assert unparsed(
        "Exile the top card of your library. You may play that card without paying its mana cost."
    )
