"""Readable descriptions of parsed abilities (what `rulesparser parse` prints by default)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from rulesparser import parse
from rulesparser.cli import main
from rulesparser.describe import describe, describe_lines

MARAUDERS_DE = (
    "Verschwinden 2 (Diese bleibende Karte kommt mit zwei Zeitmarken ins Spiel. Entferne zu Beginn deines "
    "Versorgungssegments eine Zeitmarke von ihr. Wenn die letzte Zeitmarke entfernt wird, opfere die bleibende Karte.)"
)


def test_vanishing_described_in_cr_terms_from_any_language() -> None:
    lines = describe_lines(parse(MARAUDERS_DE, "de").abilities[0])
    assert lines == [
        "keyword: vanishing 2",
        "  replacement effect: it enters the battlefield with 2 time counters on it",
        "  triggered ability: at the beginning of your upkeep, if it has a time counter on it: remove 1 time counter from it",
        "  triggered ability: when the last time counter is removed from it: sacrifice it",
    ]


def test_a_conditional_enters_with_replacement_says_its_condition() -> None:
    """Pincer Spider: "If ~ was kicked, it enters the battlefield with a +1/+1 counter on it"
    (CR 614.1c): the description kept the counters and dropped "if it was kicked"."""
    text = "If Pincer Spider was kicked, it enters the battlefield with a +1/+1 counter on it."
    (spider,) = parse(text, "en", card_name="Pincer Spider").abilities
    assert describe(spider) == (
        "replacement effect: if it was kicked, it enters the battlefield with 1 +1/+1 counter on it"
    )


def test_another_player_may_is_not_said_as_you_may() -> None:
    """ "each player may scry 1" was described as "you may scry 1" (the AST had the player)."""
    (upkeep,) = parse("At the beginning of your upkeep, each player may scry 1.").abilities
    assert (
        describe(upkeep)
        == "triggered ability: at the beginning of your upkeep: each player may: scry 1"
    )
    assert (
        describe(parse("You may draw a card.").abilities[0]) == "spell ability: you may draw 1 card"
    )


def test_costs_and_keywords_read_as_printed() -> None:
    assert describe(parse("Echo {1}{G}{G}").abilities[0]) == "keyword: echo {1}{G}{G}"
    assert describe_lines(parse("Kicker—{2}{R}, Sacrifice a land.").abilities[0])[1] == (
        "  additional cost: you may pay {2}{R}, sacrifice a land as you cast it"
    )
    assert describe(parse("Suspend 4—{1}{U}").abilities[0]) == "keyword: suspend 4—{1}{U}"


def test_triggers_of_you_are_said_in_the_second_person() -> None:
    """ "Whenever you cast a black spell" reads "you cast", a player's "casts" (the reviewer
    saw "you casts")."""
    (mine,) = parse("Whenever you cast a black spell, you gain 1 life.").abilities
    assert describe(mine).startswith("triggered ability: whenever you cast a black spell")
    (yours,) = parse("Whenever you gain life, draw a card.").abilities
    assert "whenever you gain life" in describe(yours)
    (theirs,) = parse("Whenever a player casts a black spell, you gain 1 life.").abilities
    assert "casts a black spell" in describe(theirs)


def test_unknown_node_types_fall_back_to_their_fields() -> None:
    assert describe({"type": "mystery", "power": 2}) == "mystery(power=2)"


def test_cli_default_output_and_tree() -> None:
    runner = CliRunner()
    out = runner.invoke(main, ["parse", "--lang", "de", MARAUDERS_DE]).output
    assert "keyword: vanishing 2" in out and "sacrifice it" in out
    wrong = runner.invoke(
        main,
        [
            "parse",
            MARAUDERS_DE.replace("zwei", "drei").replace("Verschwinden 2", "Vanishing 2"),
            "--lang",
            "de",
        ],
    )
    assert wrong.exit_code == 2  # an English keyword name is not German text
    finding = runner.invoke(
        main, ["parse", "--lang", "de", MARAUDERS_DE.replace("zwei Zeitmarken", "drei Zeitmarken")]
    ).output
    assert (
        "finding [reminder-mismatch]: reminder text of vanishing has 3 where CR 702.63 means 2"
        in finding
    )
    tree = runner.invoke(main, ["parse", "--tree", "Flying"]).output
    assert "type: keyword" in tree and "name: flying" in tree


def test_demo_parses_the_bundled_real_card_line_in_three_languages() -> None:
    result = CliRunner().invoke(main, ["demo"])
    assert result.exit_code == 0
    assert "== Keldon Marauders: same AST in en, fr, de" in result.output
    assert result.output.count("keyword: vanishing 2") == 3


def test_a_computed_pump_and_a_delayed_end_step_trigger_are_described() -> None:
    """Fatal Frenzy (Planar Chaos): "+X/+0, where X is its power" once crashed the describer
    (a computed amount formatted as a number) and the end step lost the word "step"."""
    text = (
        "Until end of turn, target creature you control gains trample and gets +X/+0, where X "
        "is its power. Sacrifice it at the beginning of the next end step."
    )
    result = CliRunner().invoke(main, ["parse", "--name", "Fatal Frenzy", text])
    assert result.exit_code == 0, result.output
    assert "gets +(the object's power)/+0 until end of turn" in result.output
    assert "at the beginning of the next end step: sacrifice" in result.output


def test_a_search_says_where_the_card_found_goes() -> None:
    """Arcbound-era tutor (Trinket Mage): the card found goes to the hand, not the battlefield."""
    (ability,) = parse(
        "When Trinket Mage enters the battlefield, you may search your library for an artifact "
        "card with mana value 1 or less, reveal it, put it into your hand, then shuffle.",
        "en",
        card_name="Trinket Mage",
        lenient=True,
    ).abilities
    text = describe(ability)
    assert "put it into your hand" in text and "battlefield, then" not in text
    (land,) = parse(
        "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
        "en",
    ).abilities
    assert "put it onto the battlefield tapped" in describe(land)


def test_describe_says_what_is_optional_and_what_is_random() -> None:
    """A mandatory additional cost is paid (CR 601.2f), "you may" of a trigger is said, and a
    discard at random says so (found reading a random sample of parsed lines)."""

    def text(line: str) -> str:
        (ability,) = parse(line, "en", lenient=True).abilities
        return describe(ability)

    cost = text(
        "As an additional cost to cast this spell, exile two creature cards from your graveyard."
    )
    assert cost.startswith("additional cost: exile ") and "you may" not in cost
    may = text("Whenever an opponent discards a card, you may put a quest counter on ~.")
    assert ": you may put 1 quest counter" in may
    rand = text("{3}, Discard a card at random: Target creature gets +2/+2 until end of turn.")
    assert "discard 1 card at random:" in rand


def test_describe_names_every_recipient_and_the_abilities_an_object_becomes_with() -> None:
    (damage,) = parse(
        "~ deals 1 damage to each creature with flying and each player.", "en"
    ).abilities
    assert describe(damage).endswith("damage to each creature with flying and each player")
    (animate,) = parse(
        "{2}{G}{G}{G}: ~ becomes a 5/3 green Treefolk artifact creature with trample until end "
        "of turn.",
        "en",
    ).abilities
    assert "with trample until end of turn" in describe(animate)


def test_tokens_are_described_by_their_types() -> None:
    """A Treasure is an artifact token, not a creature (CR 111.10a); X/X shows the variable."""
    assert describe(parse("Create a Treasure token.").abilities[0]) == (
        "spell ability: create 1 treasure artifact token"
    )
    assert describe(parse("Create an X/X green Wurm creature token.").abilities[0]) == (
        "spell ability: create 1 X/X green wurm creature token"
    )


def test_restrictions_are_described_in_words() -> None:
    text = "Ironclaw Buzzardiers can't block creatures with power 2 or greater."
    ability = parse(text, card_name="Ironclaw Buzzardiers").abilities[0]
    assert describe(ability) == (
        "static ability: it can't block a creature with power 2 or greater"
    )


def test_amounts_conditions_and_players_are_not_dropped() -> None:
    """What a reader checks a description against: "for each" on added mana, the quality a
    condition asks of an object named before, who discards."""
    mana = describe(parse("{T}: Add {W} for each enchantment you control.").abilities[0])
    assert "the number of enchantments you control" in mana
    text = "Au début de votre entretien, mettez un marqueur +1/+1 sur la créature équipée si elle est blanche."
    assert "is white" in describe(parse(text, "fr").abilities[0])
    assert describe(parse("Target player discards two cards.").abilities[0]) == (
        "spell ability: target player discards 2 cards"
    )


def test_durations_and_nth_triggers_are_said() -> None:
    """Banisher Priest's exile lasts until it leaves (CR 610.3); Doomskar Oracle triggers on
    the second spell only."""
    priest = parse(
        "When Banisher Priest enters the battlefield, exile target creature an opponent controls "
        "until Banisher Priest leaves the battlefield.",
        card_name="Banisher Priest",
    )
    assert describe(priest.abilities[0]).endswith("until it leaves the battlefield")
    oracle = parse("Whenever you cast your second spell each turn, you gain 2 life.")
    assert "(the second time each turn)" in describe(oracle.abilities[0])


def test_alternatives_of_a_qualifier_and_reminder_lines_read_as_words() -> None:
    """Flying's "except by creatures with flying and/or reach" has no internal filter syntax;
    a line of reminder text says it has no rules meaning and whether it was read (CR 207.2)."""
    flying = describe_lines(parse("Flying").abilities[0])
    assert flying[1].endswith("except by a creature with flying or reach")
    assert describe(parse("(xyzzy plugh)").abilities[0]) == (
        "reminder text (no rules meaning, CR 207.2): not read"
    )
    assert describe(parse("({T}: Add {G}.)").abilities[0]).startswith(
        "reminder text (no rules meaning, CR 207.2): restates activated ability"
    )


def test_describe_says_how_many_targets() -> None:
    (ability,) = parse(
        "Return up to two target creature cards from your graveyard to your hand."
    ).abilities
    assert "up to 2 target creature" in describe(ability)


def test_describe_says_next_for_a_delayed_step_trigger() -> None:
    # Touch of Death (printed German): "at the beginning of the next upkeep", not each upkeep
    (ability,) = parse("Ziehe eine Karte zu Beginn der nächsten Versorgungsphase.", "de").abilities
    assert "the next upkeep" in describe(ability)


def test_describe_keeps_a_zero_toughness_change_and_the_duration() -> None:
    (ability,) = parse(
        "{2}, Return a land you control to its owner's hand: Target creature gets -X/-0 until end "
        "of turn, where X is the number of cards in your hand."
    ).abilities
    assert "-X/-0 until end of turn" in describe(ability)


def test_any_number_of_objects_is_not_described_as_one() -> None:
    """Forever Young ("Put any number of target creature cards ...", CR 601.2c: a count left
    open, up to any number) and a search for any number of cards read "any number of"; "up to
    one target creature" stays "up to one"."""
    (young,) = parse(
        "Put any number of target creature cards from your graveyard on top of your library.", "en"
    ).abilities
    assert "any number of target creature card" in describe(young)
    assert "up to one" not in describe(young)
    (search,) = parse(
        "Search your library for any number of Sliver cards, reveal them, put them into your "
        "hand, then shuffle.",
        "en",
    ).abilities
    assert "for any number of sliver card" in describe(search)
    (one,) = parse("Exile up to one target creature.", "en").abilities
    assert "up to one target creature" in describe(one)


def test_redeem_prevents_all_damage() -> None:
    # Redeem: a prevention effect with no amount prevents all such damage (CR 615.1)
    line = "Prevent all damage that would be dealt to up to two target creatures this turn."
    assert describe(parse(line).abilities[0]) == (
        "spell ability: prevent all damage that would be dealt to up to 2 target creatures this turn"
    )


def test_take_inventory_counts_with_the_filter_words_of_objects() -> None:
    text = (
        "Draw a card, then draw cards equal to the number of cards named Take Inventory "
        "in your graveyard."
    )
    said = describe(parse(text, card_name="Take Inventory").abilities[0])
    assert "the number of cards named this card's name in your graveyard" in said
    assert "named:" not in said


def test_tapping_other_permanents_as_a_cost_says_untapped() -> None:
    # only untapped permanents can pay a tap cost (CR 118.3); the German line prints it too
    for line, lang in (
        ("Tappe zwei ungetappte Zauberer, die du kontrollierst: Ziehe eine Karte.", "de"),
        ("Tap two untapped Wizards you control: Draw a card.", "en"),
    ):
        assert describe(parse(line, lang).abilities[0]) == (
            "activated ability: tap 2 untapped wizard you control: you draw 1 card"
        )


def test_a_condition_covers_every_part_of_its_static_effect() -> None:
    line = "As long as you control an Island, ~ gets +1/+1 and has first strike."
    assert describe(parse(line).abilities[0]) == (
        "static ability: as long as there is an island you control on the battlefield, it gets +1/+1 "
        "and it has first strike"
    )


def test_jotun_grunt_cards_go_to_their_owners_library() -> None:
    # a card goes to its owner's library, whoever moves it (CR 400.3)
    line = (
        "Cumulative upkeep—Put two cards from a single graveyard on the bottom of their "
        "owner's library."
    )
    said = describe_lines(parse(line, card_name="Jötun Grunt").abilities[0])[0]
    assert said.endswith("on the bottom of their owners' libraries")
    line = "Put target creature on the bottom of its owner's library."
    assert describe(parse(line).abilities[0]) == (
        "spell ability: put target creature on the bottom of its owner's library"
    )


def test_you_may_have_another_player_do_it() -> None:
    """Slavering Nulls: "you may have that player discard a card" was described as "you may
    that player discard"; an effect of yours keeps "you may gain"."""
    nulls = parse(
        "Whenever Slavering Nulls deals combat damage to a player, if you control a Swamp, you "
        "may have that player discard a card.",
        "en",
        card_name="Slavering Nulls",
    ).abilities[0]
    assert describe(nulls).endswith(": you may have that player discard 1 card")
    courier = parse(
        "Whenever an artifact is put into a graveyard from the battlefield, you may gain 5 life."
    ).abilities[0]
    assert describe(courier).endswith(": you may gain 5 life")


def test_a_quoted_ability_granted_until_end_of_turn_reads_gains() -> None:
    """Greater Stone Spirit: 'gains "{R}: This creature gets +1/+0 until end of turn."' was
    described as "the object is  with activated ability in addition to its other types"."""
    spirit = parse(
        '{2}{R}: Until end of turn, target creature gets +0/+2 and gains "{R}: This creature '
        'gets +1/+0 until end of turn."',
        "en",
        card_name="Greater Stone Spirit",
    ).abilities[0]
    assert describe(spirit).endswith(
        'gains "activated ability: {R}: it gets +1/+0 until end of turn" until end of turn'
    )


def test_a_spell_that_targets_says_what_it_targets() -> None:
    """Pheres-Band Thunderhoof (heroic): "whenever you cast a spell that targets ~" was described
    as "whenever you cast a spell" (the AST has the target, the description dropped it)."""
    hoof = parse(
        "Heroic — Whenever you cast a spell that targets Pheres-Band Thunderhoof, put two +1/+1 "
        "counters on Pheres-Band Thunderhoof.",
        "en",
        card_name="Pheres-Band Thunderhoof",
    ).abilities[0]
    assert describe(hoof).startswith("triggered ability: whenever you cast a spell that targets it")


def test_one_you_may_over_several_instructions_is_bracketed() -> None:
    """Dryad Greenseeker: "you may reveal it and put it into your hand" is one choice for both
    (the AST has one optional effect over the sequence); it was described as "you may reveal
    the object; return the object ..." as if the return were not optional."""
    (dryad,) = parse(
        "{T}: Look at the top card of your library. If it's a land card, you may reveal it and "
        "put it into your hand."
    ).abilities
    assert describe(dryad).endswith(
        "you may (reveal the object; return the object to its owner's hand)"
    )


def test_a_batched_trigger_says_one_or_more() -> None:
    """Woodland Champion: "Whenever one or more tokens enter ..." triggers once for all of them
    (CR 603.2c; the AST's ``batched``), and was described as "when a token you control enters"."""
    (champion,) = parse(
        "Whenever one or more tokens enter the battlefield under your control, put that many "
        "+1/+1 counters on Woodland Champion.",
        "en",
        card_name="Woodland Champion",
    ).abilities
    assert describe(champion).startswith(
        "triggered ability: when one or more token you control enters the battlefield"
    )


def test_an_attack_trigger_says_what_is_attacked() -> None:
    """Riddlekeeper, Curse of Shallow Graves: the attacked player or planeswalker the AST has
    ("attacks you", "attacks enchanted player") was left out of the description."""
    (keeper,) = parse(
        "Whenever a creature attacks you or a planeswalker you control, that creature's "
        "controller mills two cards."
    ).abilities
    assert describe(keeper).startswith(
        "triggered ability: when a creature attacks you or a creature attacks a planeswalker "
        "you control:"
    )
    (curse,) = parse(
        "Whenever a player attacks enchanted player with one or more creatures, that attacking "
        "player may create a tapped 2/2 black Zombie creature token."
    ).abilities
    assert describe(curse).startswith(
        "triggered ability: whenever a player attacks enchanted player:"
    )


def test_a_permanent_or_player_is_named_not_none() -> None:
    """Angrath's Marauders: "a permanent or player" (an ``object_or_player``) was described as
    "None"."""
    (marauders,) = parse(
        "If a source you control would deal damage to a permanent or player, it deals double "
        "that damage to that permanent or player instead."
    ).abilities
    text = describe(marauders)
    assert "None" not in text
    assert text.startswith("replacement effect: if a permanent or player would be dealt damage")


def test_the_player_who_exiles_is_said() -> None:
    """Vessel of Malignity: "Target opponent exiles two cards from their hand" was described as
    "exile 2 card in its hand", without the player the AST has."""
    (vessel,) = parse(
        "{1}{B}, Sacrifice Vessel of Malignity: Target opponent exiles two cards from their hand. "
        "Activate only as a sorcery.",
        "en",
        card_name="Vessel of Malignity",
    ).abilities
    assert "target opponent exile 2 card" in describe(vessel)


def test_the_player_who_creates_tokens_is_said() -> None:
    """Curse of the Swine: "its controller creates a 2/2 green Boar creature token" was
    described as "create 1 2/2 green boar creature token(s)", as if you created them."""
    (curse,) = parse(
        "Exile X target creatures. For each creature exiled this way, its controller creates a "
        "2/2 green Boar creature token."
    ).abilities
    assert describe(curse).endswith(
        "for each creature exiled this way: the controller of that one creates 1 2/2 green boar "
        "creature token"
    )


def _said(line: str, name: str | None = None) -> str:
    """The default `rulesparser parse` wording of one real card line (its lines joined)."""
    (ability,) = parse(line, "en", card_name=name).abilities
    return " | ".join(describe_lines(ability))


def test_wordings_that_said_another_meaning_are_fixed() -> None:
    """A new user read "it can't block only each creature with flying" for "can block only
    creatures with flying" (the opposite), "unless you its mana cost" for echo without a
    cost, and "a another creature" (the describer's words, not the AST's)."""
    borrower = _said("Brazen Borrower can block only creatures with flying.", "Brazen Borrower")
    assert borrower == "static ability: it can block only a creature with flying"
    assert "sacrifice it unless you pay its mana cost" in _said("Echo")
    assert "sacrifice it unless you pay {2}{R}" in _said("Echo {2}{R}")
    dies = _said("Whenever another creature you control dies, draw a card.")
    assert dies.startswith("triggered ability: when another creature you control dies:")
    elves = _said(
        "Whenever one or more other Elves enter the battlefield under your control, create a "
        "1/1 green Elf Warrior creature token. This ability triggers only once each turn."
    )
    assert elves.startswith("triggered ability: when another elf you control enters")
    assert "each other creature you control gets +1/+1" in _said(
        "Other creatures you control get +1/+1."
    )


def test_evasion_and_vigilance_keywords_say_what_they_mean() -> None:
    """Flying's "except by each creature with flying or reach" read as all of them together;
    vigilance read "it can't tap to attack" (CR 702.9b, 702.20b, 702.13b)."""
    assert "can't be blocked except by a creature with flying or reach" in _said("Flying")
    assert "attacking doesn't cause it to tap" in _said("Vigilance")
    assert "except by an artifact creature or a creature that shares a color with it" in _said(
        "Intimidate"
    )
    assert "can't be blocked except by 2 or more creatures" in _said("Menace")
    assert "attach it to another target creature you control" in _said("Reconfigure {2}")


def test_modes_sagas_and_loyalty_abilities_are_not_printed_as_raw_fields() -> None:
    """The most common node kinds that printed as Python dicts over seven recent sets (DOM ZNR
    M10 KHM NEO ELD STX): modes (CR 700.2), chapter abilities (CR 714.2b), loyalty costs (CR
    606.4)."""
    modal = _said("Choose one —\n• Destroy target artifact.\n• Draw a card.")
    assert modal == "spell ability: choose one — • destroy target artifact • you draw 1 card"
    both = _said(
        "Choose one or both —\n• Target creature gets -1/-1 until end of turn.\n"
        "• Put a +1/+1 counter on target creature."
    )
    assert both.startswith("spell ability: choose one or both — • target creature gets -1/-1")
    saga = parse(
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)"
        "\nI — Destroy all lands.\nII, III — Draw a card.",
        "en",
    ).abilities
    said = [describe(a) for a in saga]
    assert (
        "chapter ability I (triggers as its lore counters reach that number): destroy each land"
        in said
    )
    assert any(s.startswith("chapter ability II, III ") for s in said)
    assert _said("[−2]: Draw two cards.") == "activated ability: [−2]: you draw 2 cards"
    assert _said("[+1]: Draw a card.") == "activated ability: [+1]: you draw 1 card"
    emblem = _said(
        '[−8]: You get an emblem with "Whenever you draw a card, exile target permanent an '
        'opponent controls."'
    )
    assert 'you get an emblem with "triggered ability: whenever you draw a card:' in emblem


def test_costs_mana_and_other_common_kinds_are_described() -> None:
    """Cost reductions (CR 601.2f), mill (CR 701.13), restricted mana (CR 106.6), a mana of any
    one color (CR 106.1b), blocking requirements (CR 509.1c): once printed as raw fields."""
    lines = {
        "Aura and Equipment spells you cast cost {1} less to cast.": (
            "static ability: each aura or equipment spell you cast costs {1} less to cast"
        ),
        "When Homarid Explorer enters the battlefield, target player mills four cards.": (
            "triggered ability: when it enters the battlefield: target player mills 4 cards"
        ),
        "{T}: Add {C}. Spend this mana only to cast an instant or sorcery spell.": (
            "activated ability: {T}: add {C} to your mana pool; spend this mana only to cast "
            "instant or sorcery spells"
        ),
        "{1}{G}: Add one mana of any color.": (
            "activated ability: {1}{G}: you add 1 mana of any one color"
        ),
        "Gaea's Protector must be blocked if able.": "static ability: it must be blocked if able",
        "Steel Leaf Champion can't be blocked by creatures with power 2 or less.": (
            "static ability: it can't be blocked by a creature with power 2 or less"
        ),
        "You can't lose the game.": "static ability: you can't lose the game",
        "You don't lose unspent red mana as steps and phases end.": (
            "static ability: you don't lose unspent red mana as steps and phases end"
        ),
    }
    names = {"Homarid Explorer", "Gaea's Protector", "Steel Leaf Champion"}
    for line, expected in lines.items():
        name = next((n for n in names if n in line), None)
        assert _said(line, name) == expected, line


def test_a_french_and_a_german_modal_line_read_as_the_english_one() -> None:
    """The description is the AST's, so the three printings of one modal spell read alike."""
    en = _said("Choose one —\n• Destroy target artifact.\n• Draw a card.")
    assert "{'type'" not in en
    (fr,) = parse(
        "Choisissez l'un —\n• Détruisez l'artefact ciblé.\n• Piochez une carte.", "fr"
    ).abilities
    assert describe(fr) == en


def test_prevention_redirection_and_divided_damage_are_described() -> None:
    """Damage prevention (CR 615), redirection (CR 614.9), divided damage (CR 601.2d) and a
    replacement a spell creates (CR 614.1a): once raw fields; "would die", not "would dies"."""
    lines = {
        "Prevent all combat damage that would be dealt by target attacking creature this turn.": (
            "spell ability: prevent all combat damage that would be dealt by target attacking "
            "creature this turn"
        ),
        "The next time a source of your choice would deal damage to you this turn, prevent "
        "that damage.": (
            "spell ability: the next time a source of your choice would deal damage to you this "
            "turn, prevent that damage"
        ),
        "All damage that would be dealt to target creature this turn is dealt to you instead.": (
            "spell ability: all damage that would be dealt to target creature this turn is dealt "
            "to you instead"
        ),
        "If a source would deal damage to equipped creature, prevent 2 of that damage.": (
            "replacement effect: if equipped creature would be dealt damage, instead prevent 2 of "
            "that damage"
        ),
    }
    for line, expected in lines.items():
        assert _said(line) == expected, line
    dragonfire = _said(
        "Scorching Dragonfire deals 3 damage to target creature or planeswalker. If that "
        "creature or planeswalker would die this turn, exile it instead.",
        "Scorching Dragonfire",
    )
    assert "create a replacement effect until end of turn: if the creature or planeswalker " in (
        dragonfire
    )
    assert "would die, instead exile" in dragonfire
    hellkite = _said(
        "When Bogardan Hellkite enters the battlefield, it deals 5 damage divided as you choose "
        "among any number of targets.",
        "Bogardan Hellkite",
    )
    assert "it deals 5 damage divided as you choose among any number of any target" in hellkite


def test_keyword_costs_and_mana_kinds_are_described() -> None:
    """Delve and convoke (CR 702.66a, 702.51a), mana in any combination (CR 106.1b), surveil
    (CR 701.42), playing with cards revealed (CR 400.2), flash for other spells (CR 702.8a)."""
    assert (
        "for each generic mana of its cost you may exile a card in your graveyard rather than "
        "pay that mana" in _said("Delve")
    )
    assert _said(
        "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}."
    ) == (
        "activated ability: {T}, sacrifice a forest: you add 3 mana in any combination of {R} "
        "and/or {G}"
    )
    assert _said("{T}: Surveil 1.") == "activated ability: {T}: you surveil 1"
    assert _said("Your opponents play with their hands revealed.") == (
        "static ability: each opponent plays with their hand revealed"
    )
    assert _said("You may cast historic spells as though they had flash.") == (
        "static ability: you may cast each historic spell as though it had flash"
    )
    assert _said("Enchant player").startswith("keyword: enchant player")


def test_articles_and_the_chosen_color_read_as_english() -> None:
    """ "a instant" and "target permanent chosen color of the chosen color" (the filter word
    said twice) were the describer's words, not the AST's."""
    assert _said("Whenever you cast an instant or sorcery spell, draw a card.") == (
        "triggered ability: whenever you cast an instant or sorcery spell: you draw 1 card"
    )
    assert _said("{W}{W}, {T}: Destroy target permanent of the chosen color.") == (
        "activated ability: {W}{W}, {T}: destroy target permanent of the chosen color"
    )
    tutor = (
        "Search your library for an artifact card, reveal it, put it into your hand, then shuffle."
    )
    assert "search your library for an artifact card" in _said(tutor)
    assert _said("As Iona enters the battlefield, choose a color.", "Iona") == (
        "replacement effect: as it enters the battlefield, you choose a color"
    )


def test_an_absent_part_is_not_said_as_none() -> None:
    """A characteristic-defining ability for one stat only (CR 604.3), a damage trigger to any
    recipient, and "if X is 6 or more" printed "None" where the AST has nothing or a
    variable."""
    mold = _said(
        "Creeping Mold's toughness is equal to the number of Forests you control.",
        "Creeping Mold",
    )
    assert (
        mold
        == "characteristic-defining ability: its toughness is the number of forests you control"
    )
    link = _said(
        "Whenever Spirit Link Guy deals damage, you gain that much life.", "Spirit Link Guy"
    )
    assert link.startswith("triggered ability: whenever it deals damage: ")
    blot = _said(
        "Create X tapped 2/1 white and black Inkling creature tokens with flying. If X is 6 or "
        "more, destroy all noncreature, nonland permanents."
    )
    assert "; if X is at least 6, destroy each noncreature nonland permanent" in blot
    assert "None" not in mold + link + blot


def test_older_keywords_and_counters_are_described() -> None:
    """Cumulative upkeep (CR 702.24a: its "if you don't" printed as a raw ``if_you_do()``),
    entwine and escalate (CR 702.42a, 702.120a), energy and poison (CR 122.1), distributed
    counters (CR 601.2d) and "you may have it assign" (was "you may have it assigns")."""
    upkeep = _said("Cumulative upkeep {1}")
    assert (
        "if it is on the battlefield: put 1 age counter on it; you may pay {1} for each age "
        "counter on it (all or none); if you don't, sacrifice it" in upkeep
    )
    assert "additional cost: you may pay {2} as you cast it to choose all of its modes" in (
        _said("Entwine {2}")
    )
    assert "additional cost: pay {1}{W} for each mode chosen beyond the first" in (
        _said("Escalate {1}{W}")
    )
    assert (
        _said(
            "When Aether Inspector enters the battlefield, you get {E}{E} (two energy counters).",
            "Aether Inspector",
        )
        == "triggered ability: when it enters the battlefield: you get 2 energy counters"
    )
    assert (
        _said(
            "Whenever Marsh Viper deals damage to a player, that player gets two poison counters.",
            "Marsh Viper",
        )
        == "triggered ability: whenever it deals damage to a player: that player gets 2 poison counters"
    )
    assert _said("Distribute four +1/+1 counters among any number of target creatures.") == (
        "spell ability: distribute 4 +1/+1 counters among any number of target creature"
    )
    assert _said(
        "You may have Tornado Elemental assign its combat damage as though it weren't blocked.",
        "Tornado Elemental",
    ) == ("static ability: you may have it assign its combat damage as though it weren't blocked")
    ephara = _said(
        "As long as your devotion to white and blue is less than seven, Ephara isn't a creature.",
        "Ephara",
    )
    assert ephara == (
        "static ability: as long as your devotion to white and blue is at most 6, it isn't a creature"
    )
    wake = _said(
        "Whenever a player taps a land for mana, that player adds one mana of any type that "
        "land produced."
    )
    assert wake.startswith("triggered ability: whenever a player taps a land for mana: ")


def test_granted_abilities_agree_and_a_condition_governs_them_without_a_second_label() -> None:
    """ "equipped creature have double strike" and "if ..., static ability: that object have
    lifelink" (the label said twice inside one ability) read as English (CR 604.1, 611.3a)."""
    assert _said("Equipped creature has double strike.") == (
        "static ability: equipped creature has double strike"
    )
    assert _said("Creatures you control have flying.") == (
        "static ability: each creature you control has flying"
    )
    lifelink = _said("As long as enchanted permanent is a creature, it has lifelink.")
    assert lifelink.count("static ability:") == 1
    assert lifelink.endswith("has lifelink")


def test_leveler_bands_umbra_armor_and_opening_hand_reveals_are_described() -> None:
    """Level bands (CR 711.2a/b), umbra armor's replacement (CR 702.89a: "would be destroyed",
    was "would destroyed"), Chancellor-style reveals (CR 103.6b): once raw fields."""
    bands = [
        describe(a)
        for a in parse(
            "Level up {2}\nLEVEL 2-6\n3/3\nFlying\nLEVEL 7+\n6/6\nFlying, trample", "en"
        ).abilities
    ]
    assert (
        "level 7+: as long as it has 7 or more level counters on it, it has base power and "
        "toughness 6/6 and has flying and trample" in bands
    )
    armor = describe_lines(parse("Totem armor").abilities[0])[1]
    assert "if enchanted permanent would be destroyed, instead remove all damage from" in armor
    reveal = _said(
        "You may reveal this card from your opening hand. If you do, at the beginning of the "
        "first upkeep, each opponent mills seven cards."
    )
    assert reveal.startswith("you may reveal this card from your opening hand; if you do, ")
    assert "at the beginning of the first upkeep: each opponent mills 7 cards" in reveal
    scepter = _said(
        "{2}, {T}: You may copy the exiled card. If you do, you may cast the copy without paying "
        "its mana cost."
    )
    assert "you may copy the exiled card" in scepter


def test_a_player_relative_clause_is_said() -> None:
    """ "each opponent who doesn't control an Elf" is not every opponent (CR 102.2, 608.2c)."""
    card = parse(
        "Whenever Xyzzy attacks, each opponent who doesn't control an Elf loses 1 life.",
        "en",
        card_name="Xyzzy",
    )
    text = " ".join(describe_lines(card.abilities[0]))
    assert "each opponent for whom" in text
    assert "elf that player controls" in text
    assert "each opponent loses" not in text


def test_copy_counts_say_what_they_count() -> None:
    """Storm copies for each spell cast before it (CR 702.40a); gravestorm for each permanent
    put into a graveyard this turn (CR 702.69a): not the same words."""
    storm = " ".join(describe_lines(parse("Storm").abilities[0]))
    grave = " ".join(describe_lines(parse("Gravestorm").abilities[0]))
    assert "for each spell cast before it this turn" in storm
    assert "for each permanent that died this turn" in grave
    assert "spell cast before" not in grave


def test_shared_characteristics_and_game_results_are_said() -> None:
    """New nodes read in words, never a raw field or a Python dict (new-user report)."""
    cases = {
        "Destroy target creature with the same name as a card in your graveyard.": (
            "destroy target creature with the same name as a card in your graveyard"
        ),
        "Destroy all creatures that share a color with target creature.": (
            "destroy each creature that shares a color with target creature"
        ),
        "Target player loses the game.": "target player loses the game",
    }
    for text, said in cases.items():
        out = " ".join(describe_lines(parse(text).abilities[0]))
        assert said in out, out
        assert "None" not in out and "{" not in out


def test_cli_prints_a_line_header_once_per_line() -> None:
    """Two abilities printed on one line ("Flying. Haste.") share one "# line 1" header."""
    out = CliRunner().invoke(main, ["parse", "Flying. Haste."]).output
    assert out.count("# line 1 (en)") == 1
    assert "keyword: flying" in out and "keyword: haste" in out


def test_conditions_and_target_lists_say_what_the_ast_holds() -> None:
    """Lines read in a sample of parsed lines whose description dropped or garbled what the AST
    says: Cosmos Elixir (two quantities of one player, CR 119.1: was "you has more life than
    you"), Stormscape Battlemage (which of two kicker costs, CR 702.33c: was "it was kicked"),
    Retriever Phoenix ("if you cast it", from anywhere: was "from their any"), Relic Crush
    (each object's own quantifier: "up to one" was left out)."""
    (elixir,) = parse(
        "At the beginning of your end step, draw a card if your life total is greater than your "
        "starting life total. Otherwise, you gain 2 life."
    ).abilities
    assert "if the life total of you is greater than the starting life total of you" in describe(
        elixir
    )
    (mage,) = parse(
        "When Stormscape Battlemage enters the battlefield, if it was kicked with its {W} kicker, "
        "you gain 3 life.",
        card_name="Stormscape Battlemage",
    ).abilities
    assert "if it was kicked with its {W} kicker:" in describe(mage)
    (phoenix,) = parse(
        "When Retriever Phoenix enters the battlefield, if you cast it, learn.",
        card_name="Retriever Phoenix",
    ).abilities
    assert "if you cast it: learn" in describe(phoenix)
    (crush,) = parse(
        "Destroy target artifact or enchantment and up to one other target artifact or enchantment."
    ).abilities
    assert describe(crush) == (
        "spell ability: destroy target artifact or enchantment and up to one other target "
        "artifact or enchantment"
    )
    (bonesetter,) = parse(
        "{T}: Prevent the next 3 damage that would be dealt to target creature this turn. "
        "Activate only if you have more cards in hand than each opponent."
    ).abilities
    assert "(only if you have more cards in hand than each opponent)" in describe(bonesetter)


def test_searches_for_several_named_cards_and_another_players_choice() -> None:
    """Nissa's Encouragement: three named cards searched for together (was "search ... for a ,
    reveal it"); Frostpyre Arcanist: the card's name compared with a card in the graveyard (was
    left out); Smothering Tithe: "If they don't" is the opponent who may pay (CR 608.2c; was
    "if you don't")."""
    (nissa,) = parse(
        "Search your library and graveyard for a card named Forest, a card named Woodweaver's "
        "Puzzleknot, and a card named Nissa, Genesis Mage. Reveal those cards, put them into "
        "your hand, then shuffle."
    ).abilities
    assert "for a card named Forest and a card named Woodweaver's Puzzleknot and a card named " in (
        describe(nissa)
    )
    (arcanist,) = parse(
        "When Frostpyre Arcanist enters the battlefield, search your library for an instant or "
        "sorcery card with the same name as a card in your graveyard, reveal it, put it into "
        "your hand, then shuffle.",
        card_name="Frostpyre Arcanist",
    ).abilities
    assert "with the same name as a card in your graveyard" in describe(arcanist)
    (tithe,) = parse(
        "Whenever an opponent draws a card, that player may pay {2}. If they don't, you create a "
        "Treasure token."
    ).abilities
    assert "that player may pay {2}; if that player doesn't, create" in describe(tithe)


def test_put_under_your_control_is_said_your_control() -> None:
    """Reborn Hero's quoted ability: "return it to the battlefield under your control" is
    described "under your control", not "under you's control"."""
    card = parse(
        'Threshold — As long as seven or more cards are in your graveyard, Reborn Hero has "When '
        "Reborn Hero dies, you may pay {W}{W}. If you do, return Reborn Hero to the battlefield "
        'under your control."',
        "en",
        card_name="Reborn Hero",
    )
    text = "\n".join(line for a in card.abilities for line in describe_lines(a))
    assert "onto the battlefield under your control" in text and "you's" not in text


def test_counts_say_whose_and_the_self_says_its_zone() -> None:
    """The words the JSON holds are said: "for each opponent you have" (not "the number of
    players"), "cards in your hand" (not "in hand"), "your life total", a card returned "from
    your graveyard" (CR 201.5 with a zone), "each opponent discards"."""
    said = {
        "Draw a card for each opponent you have.": "the number of opponents you have",
        "You gain 1 life for each card in your hand.": "the number of cards in your hand",
        "You gain life equal to your life total.": "you gain life equal to your life total",
        "{3}: Return this card from your graveyard to your hand.": "return it (in your graveyard)",
        "Each opponent discards a card.": "each opponent discards 1 card",
    }
    for text, words in said.items():
        lines = [line for a in parse(text, "en").abilities for line in describe_lines(a)]
        assert words in "\n".join(lines), (text, lines)


def test_the_power_of_an_object_named_before_is_not_said_its() -> None:
    """Kresh the Bloodbraided: "where X is that creature's power" is the dying creature's, not
    this object's: described "the object's power"; "its power" stays this object's."""
    kresh = parse(
        "Whenever another creature dies, you may put X +1/+1 counters on Kresh the Bloodbraided, "
        "where X is that creature's power.",
        "en",
        card_name="Kresh the Bloodbraided",
    )
    assert "put the object's power +1/+1 counters on it" in describe_lines(kresh.abilities[0])[0]
    own = parse("Test gets +X/+0, where X is its power.", "en", card_name="Test")
    assert "+(its power)" in describe_lines(own.abilities[0])[0]


def test_a_creature_put_onto_the_battlefield_attacking_says_so() -> None:
    """A permanent put onto the battlefield attacking (CR 508.4) was described as only tapped
    (found reading a random sample of parsed lines: the AST said attacking)."""
    (ability,) = parse(
        "Whenever Xyzzy attacks, you may pay {W/B}{W/B}. If you do, return target creature card "
        "with power 2 or less from your graveyard to the battlefield tapped and attacking.",
        "en",
        card_name="Xyzzy",
    ).abilities
    assert "onto the battlefield tapped and attacking under your control" in describe(ability)


@pytest.mark.parametrize(
    ("text", "says", "never"),
    [
        ("At the beginning of your upkeep, you lose 1 life.", "you lose 1 life", "pay/lose"),
        ("{T}, Pay 2 life: Add one mana of any color.", "{T}, pay 2 life:", "pay/lose"),
        ("This spell can't be countered.", "can't be countered", "cant "),
        (
            "As an additional cost to cast this spell, pay X life.",
            "additional cost: pay X life",
            "pay pay",
        ),
        (
            "As an additional cost to cast this spell, sacrifice a creature.",
            "additional cost: sacrifice a creature",
            "pay sacrifice",
        ),
        (
            "Whenever this creature blocks a creature, destroy that creature at end of combat.",
            "the next end of combat step",
            "end_combat",
        ),
        (
            "Whenever this creature becomes the target of a spell or ability an opponent"
            " controls, counter that spell or ability unless its controller pays {2}.",
            "pays {2}",
            "|",
        ),
    ],
)
def test_describe_says_it_in_plain_english(text: str, says: str, never: str) -> None:
    """What a user reads: losing life is not "pay/lose", a cost pays life, "can't" keeps its
    apostrophe, the end of combat step is named as the CR names it (CR 511), a choice of
    spell or ability is "or", and "that player pays" agrees with its subject."""
    described = "\n".join(describe(a) for a in parse(text).abilities)
    assert says in described
    assert never not in described


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        # a static ability's permanent duration is not said
        ("This creature can't be blocked.", "static ability: it can't be blocked"),
        (
            "Target creature can't be blocked this turn.",
            "spell ability: target creature can't be blocked until end of turn",
        ),
        ("Gain control of target creature.", "spell ability: you gain control of target creature"),
        (
            "Target player reveals their hand. You choose a card from it. That player discards"
            " that card.",
            "spell ability: target player reveals their hand; you choose a card in that player's"
            " hand; that player discards the object",
        ),
        # the tap symbol one way, whether the AST keeps it as a symbol or as "tap this"
        ("{2}, {T}: Draw a card.", "activated ability: {2}, {T}: you draw 1 card"),
        ("{T}: Add {G}.", "activated ability: {T}: add {G} to your mana pool"),
        (
            "Look at the top three cards of your library.",
            "spell ability: you look at the top 3 cards of your library",
        ),
    ],
)
def test_the_description_says_what_the_card_says(text: str, reading: str) -> None:
    """What a new user checked against the card: no duration a static ability doesn't say,
    verbs agreeing with their subject ("you gain control", not "you control(s)"), "player's"
    with its apostrophe, "{T}" one way, "your library" when the JSON says you."""
    (ability,) = parse(text, "en").abilities
    assert describe(ability) == reading


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Players can't draw more than one card each turn.", "en"),
        ("Les joueurs ne peuvent pas piocher plus d'une carte à chaque tour.", "fr"),
    ],
)
def test_a_per_turn_limit_of_a_player_action_is_said(text: str, lang: str) -> None:
    """Spirit of the Labyrinth: the limit is the ability (CR 101.2); without it the text says
    something else ("Players can't draw cards.")."""
    (line,) = describe_lines(parse(text, lang).abilities[0])
    assert line == "static ability: each player can't draw more than 1 card each turn"
    (other,) = describe_lines(parse("Players can't draw cards.").abilities[0])
    assert other != line


def test_a_variable_number_is_said_by_its_name() -> None:
    """An amount that is a variable (the N of a keyword's definition, CR 702.23a rampage) is
    said as its letter, never as the node's fields."""
    from rulesparser import ast as A
    from rulesparser.parser import keyword_expansion

    (trigger,) = keyword_expansion("rampage", A.Variable(name="N"))
    (line,) = describe_lines(trigger)
    assert "N × the number" in line and "{" not in line


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        (
            "Whenever you put one or more -1/-1 counters on a creature, draw a card.",
            "triggered ability: whenever you put one or more -1/-1 counters on a creature: you "
            "draw 1 card",
        ),
        (
            "Whenever one or more +1/+1 counters are put on a creature you control, draw a card.",
            "triggered ability: whenever one or more +1/+1 counters are put on a creature you "
            "control: you draw 1 card",
        ),
    ],
)
def test_a_counter_put_trigger_is_said_with_its_counter(text: str, reading: str) -> None:
    """Obelisk Spider's trigger (CR 122.6) was said "whenever you counter put a creature"."""
    (ability,) = parse(text).abilities
    assert describe_lines(ability) == [reading]


def test_a_count_of_cards_drawn_this_turn_says_whose() -> None:
    """Fists of Flame: "+1/+0 for each card you've drawn this turn" counts your draws only (the
    retester read "the number of cards drawn this turn" as every player's)."""
    text = "Target creature gets +1/+0 until end of turn for each card you've drawn this turn."
    (ability,) = parse(text).abilities
    (line,) = describe_lines(ability)
    assert "the number of cards you have drawn this turn" in line


@pytest.mark.parametrize(
    ("line", "said"),
    [
        # several objects in the plural (tester report stop 32, item 11)
        ("Each player sacrifices two permanents.", "each player sacrifices 2 permanents"),
        ("Target player sacrifices two creatures.", "target player sacrifices 2 creatures"),
        # the superlative after what it ranks, with its words
        (
            "Each opponent sacrifices a creature with the greatest power among creatures they"
            " control.",
            "each opponent sacrifices a creature that player controls with the greatest power",
        ),
        # whose step: "each opponent's upkeep"
        (
            "At the beginning of each opponent's upkeep, you gain 1 life.",
            "at the beginning of each opponent's upkeep: you gain 1 life",
        ),
        # what a search puts onto the battlefield: "it", or "them" for several
        (
            "Search your library for a basic land card, put it onto the battlefield tapped, then"
            " shuffle.",
            "search your library for a basic land card, put it onto the battlefield tapped, then"
            " shuffle",
        ),
        (
            "Search your library for up to two basic land cards, reveal them, put them into your"
            " hand, then shuffle.",
            "search your library for up to 2 basic land cards, reveal them, put them into your"
            " hand, then shuffle",
        ),
    ],
)
def test_describe_says_numbers_ranks_and_steps_in_english(line: str, said: str) -> None:
    assert describe(parse(line).abilities[0]).partition(": ")[2] == said


def test_rampage_counts_the_blockers_beyond_the_first() -> None:
    """Rampage 2 (CR 702.23a): "+2/+2 for each creature blocking it beyond the first", not
    "the number of objects beyond first"."""
    text = describe(parse("Rampage 2").abilities[0].abilities[0])  # its triggered ability
    assert "+(2 × the number of creatures blocking it beyond the first)" in text
    assert "objects beyond first" not in text


def test_an_x_with_no_other_value_is_not_said_equal_to_itself() -> None:
    """ "gets -X/-X" with X chosen as the spell is cast says nothing of X (was "X = X")."""
    text = describe(parse("Target creature gets -X/-X until end of turn.").abilities[0])
    assert text == "spell ability: target creature gets -X/-X until end of turn"


def test_blocking_or_blocked_by_this_creature_is_said_in_words() -> None:
    """Abu Ja'far (ARN): "destroy all creatures blocking or blocked by it" (CR 509.1), not the
    filter word "blocking:self|blocked_by:self"."""
    (ability,) = parse(
        "When Abu Ja'far dies, destroy all creatures blocking or blocked by it.",
        card_name="Abu Ja'far",
    ).abilities
    assert "destroy each creature blocking or blocked by it" in describe(ability)


@pytest.mark.parametrize(
    ("line", "lang", "says", "never"),
    [
        # CR 614.10: a skipped turn is not a "turn step"
        ("Du übergehst deinen nächsten Zug.", "de", "you skip the next turn", "turn step"),
        ("You skip your next turn.", "en", "you skip the next turn", "turn step"),
        # half of a life total (CR 107.1a), lost or paid as a cost (CR 119.4), said once
        (
            "You may pay half your life, rounded up.",
            "en",
            "you may pay half of your life total, rounded up",
            "rounded up life",
        ),
        (
            "{B}{B}, Pay half your life, rounded up: Destroy target nonblack creature.",
            "en",
            "pay half of your life total, rounded up:",
            "rounded up life",
        ),
        (
            "{B}{B}, Payez la moitié de vos points de vie, arrondie à l'unité supérieure :"
            " Détruisez la créature non-noire ciblée.",
            "fr",
            "pay half of your life total, rounded up:",
            "rounded up life",
        ),
        (
            "{B}{B}, Bezahle die Hälfte Deiner Lebenspunkte (aufgerundet): Zerstöre eine"
            " nichtschwarze Kreatur deiner Wahl.",
            "de",
            "pay half of your life total, rounded up:",
            "rounded up life",
        ),
        # a counted amount of life; the filter word after the noun, the noun in the plural
        (
            "Reveal the top five cards of your library. You gain 1 life for each card revealed"
            " this way.",
            "en",
            "you gain life equal to the number of cards revealed this way",
            "this ways",
        ),
    ],
)
def test_skipped_turns_half_life_and_counted_life_said_in_english(
    line: str, lang: str, says: str, never: str
) -> None:
    """Wording a reader found wrong in stop 32: "you skip the next turn step", "half of your life
    total, rounded up life" (Snuff Out's kind of cost too), "you gain the number of card revealed
    this ways life"."""
    text = describe(parse(line, lang).abilities[0])
    assert says in text
    assert never not in text


def test_numbers_of_things_are_said_in_the_singular_or_the_plural() -> None:
    """describe said "1 card(s)", "2 token(s)", "at most 1 time(s)": one thing in the singular,
    several (or X) in the plural, an amount counted on resolution as "cards equal to ..."
    (CR 107.1); the same words from the English, French and German lines (one AST)."""
    cases = {
        ("en", "Draw a card."): "spell ability: you draw 1 card",
        ("fr", "Piochez une carte."): "spell ability: you draw 1 card",
        ("de", "Ziehe eine Karte."): "spell ability: you draw 1 card",
        ("en", "Draw X cards."): "spell ability: you draw X cards",
        ("en", "Target player mills three cards."): "spell ability: target player mills 3 cards",
        ("en", "Draw cards equal to the number of creatures you control."): (
            "spell ability: you draw cards equal to the number of creatures you control"
        ),
        ("en", "Create two 1/1 white Soldier creature tokens."): (
            "spell ability: create 2 1/1 white soldier creature tokens"
        ),
        ("en", "Create a Treasure token."): "spell ability: create 1 treasure artifact token",
        ("en", "{T}: Put a +1/+1 counter on target creature. Activate only once each turn."): (
            "activated ability: {T}: put 1 +1/+1 counter on target creature (at most once each turn)"
        ),
    }
    for (lang, line), said in cases.items():
        (ability,) = parse(line, lang).abilities
        assert " | ".join(describe_lines(ability)) == said, (lang, line)


@pytest.mark.parametrize(
    ("text", "lang", "name", "said"),
    [
        # Faith Healer (Oracle): the sacrificed enchantment's characteristic, not "the number of"
        (
            "Sacrifice an enchantment: You gain life equal to the sacrificed enchantment's mana value.",
            "en",
            None,
            "activated ability: sacrifice an enchantment: you gain life equal to the sacrificed "
            "enchantment's mana value",
        ),
        # Pinnacle Spider (Oracle, and a French print): the keyword it blocks as though it had
        (
            "Pinnacle Spider can block as though it had flying.",
            "en",
            "Pinnacle Spider",
            "static ability: it can block as though it had flying",
        ),
        (
            "L'Araignée des aiguilles rocheuses peut bloquer comme si elle avait le vol.",
            "fr",
            "Araignée des aiguilles rocheuses",
            "static ability: it can block as though it had flying",
        ),
        # Skullknocker Ogre (Oracle): "If the player does" is said of that player (CR 608.2c)
        (
            "Whenever Skullknocker Ogre deals damage to an opponent, that player discards a card "
            "at random. If the player does, they draw a card.",
            "en",
            "Skullknocker Ogre",
            "triggered ability: whenever it deals damage to an opponent: that player discards 1 "
            "card at random; if that player does, that player draws 1 card",
        ),
    ],
)
def test_describe_says_what_the_ast_has(text: str, lang: str, name: str | None, said: str) -> None:
    """The tester's F6 lines: the description dropped a part the AST has ("the number of mana
    value", "block as though", "if you do" after another player's discard)."""
    (ability,) = parse(text, lang, card_name=name).abilities
    assert describe(ability) == said


@pytest.mark.parametrize(
    ("lang", "name", "text", "said"),
    [
        # (the AST was right in each; the description said something else, tester F9)
        (
            "en",
            None,
            "Untap target creature. It gains haste until your next turn.",
            "gains haste until your next turn",
        ),
        (
            "fr",
            None,
            "Dégagez la créature ciblée. Elle acquiert la célérité jusqu'à votre prochain tour.",
            "gains haste until your next turn",
        ),
        (
            "de",
            "Lähmungsnadel",
            "Sowie die Lähmungsnadel ins Spiel kommt, bestimme einen Kartennamen.",
            "as it enters the battlefield, you choose a card name",
        ),
        (
            "en",
            None,
            "Each player searches their library for a basic land card, puts it onto the battlefield, then shuffles.",
            "each player searches their library for a basic land card, puts it onto the battlefield, then shuffles",
        ),
        (
            "en",
            None,
            "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the rest on the bottom of your library in a random order.",
            "you reveal cards from the top of your library until you reveal a creature card",
        ),
        (
            "fr",
            None,
            "À chaque fois que vous jouez une carte, piochez une carte.",
            "whenever you play a card: you draw 1 card",
        ),
        (
            "en",
            None,
            "Each player discards their hand, then draws seven cards.",
            "each player discards their hand; each player draws 7 cards",
        ),
        (
            "en",
            None,
            "Whenever you gain life, target opponent loses that much life.",
            "target opponent loses that much life",
        ),
    ],
)
def test_parse_output_says_what_the_card_says(
    lang: str, name: str | None, text: str, said: str
) -> None:
    (ability,) = parse(text, lang, card_name=name).abilities
    got = describe(ability)
    assert said in got
    assert "  " not in got and "until until" not in got


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        (
            "en",
            "Return target nonlegendary creature card from your graveyard to the battlefield with "
            "a -1/-1 counter on it.",
            "Persist",
        ),
        (
            "fr",
            "Renvoyez sur le champ de bataille une carte de créature non-légendaire ciblée depuis "
            "votre cimetière avec un marqueur -1/-1 sur elle.",
            "Persistance",
        ),
    ],
)
def test_a_permanent_put_onto_the_battlefield_with_counters_says_them(
    lang: str, text: str, name: str
) -> None:
    """Persist (MH2), EN Oracle and French printing: the AST had the -1/-1 counter it enters
    with (CR 614.1c) and the description left it out (found reading a random sample of the
    lines parsed in stop 34)."""
    (ability,) = parse(text, lang, card_name=name).abilities
    assert describe(ability).endswith(
        "onto the battlefield under your control with 1 -1/-1 counter on it"
    )


@pytest.mark.parametrize(
    ("lang", "text", "name"),
    [
        (
            "de",
            "Immer wenn eine andere Nichtspielsteinkreatur, die du kontrollierst, stirbt, schicke "
            "Liliana, die ketzerische Heilerin, ins Exil und bringe sie dann transformiert unter "
            "der Kontrolle ihres Besitzers ins Spiel zurück. Falls du dies tust, bringe einen 2/2 "
            "schwarzen Zombie-Kreaturenspielstein ins Spiel.",
            "Liliana, die ketzerische Heilerin",
        ),
        (
            "fr",
            "À chaque fois qu'une autre créature non-jeton que vous contrôlez meurt, exilez "
            "Liliana, guérisseuse hérétique, puis renvoyez-la sur le champ de bataille, "
            "transformée, sous le contrôle de son propriétaire. Si vous faites ainsi, mettez sur "
            "le champ de bataille un jeton de créature 2/2 noire Zombie.",
            "Liliana, guérisseuse hérétique",
        ),
    ],
)
def test_a_permanent_returned_transformed_says_it(lang: str, text: str, name: str) -> None:
    """Liliana, Heretical Healer (ORI), German and French printings (Oracle "return her to the
    battlefield transformed under her owner's control"): the AST had it return transformed
    (CR 712.14a), the description left it out (found reading the lines of stop 35)."""
    (ability,) = parse(text, lang, card_name=name).abilities
    assert "onto the battlefield transformed under owner's control" in describe(ability)
