"""Replacement and prevention effects (CR 614, 615) in the card-text grammar
(grammar/<lang>/clauses/replacements.lark, the prevention verbs of grammar/<lang>/clauses/
verbs.lark): real card lines give the AST a user checks, and the French and German printings of
the same card give the same AST as the English Oracle line."""

from __future__ import annotations

import pytest
from _card_ast import abilities_json

from rulesparser import ast as A
from rulesparser import parse

YOU = A.PlayerRef(kind="you")
EOT = A.Duration(kind="end_of_turn")


def _one(text: str, lang: str = "en", name: str | None = None) -> A.Node:
    (ability,) = parse(text, lang, card_name=name).abilities
    return ability


# "Prevent all damage [source] would deal [to recipient] [this turn]" (CR 615.1a; 609.7a: "of
# your choice" is chosen as the effect resolves): the source is the subject of "would deal", as
# "that would be dealt by [source]" says it
def test_prevent_all_damage_a_source_of_your_choice_would_deal() -> None:
    # Auriok Replica (SOM)
    ability = _one(
        "{W}, Sacrifice Auriok Replica: Prevent all damage a source of your choice would deal "
        "to you this turn.",
        name="Auriok Replica",
    )
    assert ability.effect == A.PreventAllDamage(
        duration=EOT,
        recipient=YOU,
        damage_source=A.ObjectRef(kind="chosen", filter=("source",)),
    )


def test_prevent_all_combat_damage_target_creatures_would_deal() -> None:
    # Serene Sunset (JUD): X target creatures, combat damage only
    ability = _one("Prevent all combat damage X target creatures would deal this turn.")
    assert ability.effect == A.PreventAllDamage(
        duration=EOT,
        combat=True,
        damage_source=A.ObjectRef(kind="target", filter=("creature",), count=A.Variable(name="X")),
    )
    # Chain of Silence (ONS): the same as the older "that would be dealt by target creature"
    assert _one("Prevent all damage target creature would deal this turn.") == _one(
        "Prevent all damage that would be dealt by target creature this turn."
    )


def test_prevent_all_damage_that_sources_would_deal() -> None:
    # Luminesce (CSP): "that" opens the relative clause before a plural
    ability = _one("Prevent all damage that black sources and red sources would deal this turn.")
    assert ability.effect == A.PreventAllDamage(
        duration=EOT, damage_source=A.ObjectRef(kind="each", filter=("black|red", "source"))
    )
    # Goblin Furrier (CSP): a static ability of the card itself
    ability = _one(
        "Prevent all damage that Goblin Furrier would deal to snow creatures.",
        name="Goblin Furrier",
    )
    assert ability == A.StaticEffect(
        effect=A.PreventAllDamage(
            duration=A.Duration(kind="permanent"),
            recipient=A.ObjectRef(kind="each", filter=("snow", "creature")),
            damage_source=A.ObjectRef(kind="self"),
        )
    )


#: (English Oracle line, French printed line, German printed line) of the same card
SAME = [
    (  # Auriok Replica (SOM)
        "{W}, Sacrifice ~: Prevent all damage a source of your choice would deal to you this turn.",
        "{W}, sacrifiez la ~ : Prévenez toutes les blessures qu'une source de votre choix devrait "
        "vous infliger ce tour-ci.",
        "{W}, opfere das ~: Verhindere allen Schaden, den eine Quelle, die du bestimmst, dir in "
        "diesem Zug zufügen würde.",
    ),
    (  # Ajani's Aid (AER)
        "Sacrifice ~: Prevent all combat damage a creature of your choice would deal this turn.",
        "Sacrifiez l'~ : Prévenez toutes les blessures de combat qu'une créature de votre choix "
        "devrait infliger ce tour-ci.",
        "Opfere ~: Verhindere allen Kampfschaden, den eine Kreatur, die du bestimmst, in diesem "
        "Zug zufügen würde.",
    ),
    (  # Radiant Kavu (PLS): "pourraient infliger" (could deal) in the French printing
        "{R}{G}{W}: Prevent all combat damage blue creatures and black creatures would deal "
        "this turn.",
        "{R}{G}{W}: Prévenez toutes les blessures de combat que les créatures bleues et les "
        "créatures noires pourraient infliger ce tour-ci.",
        "{R}{G}{W}: Verhindere allen Kampfschaden, den blaue Kreaturen und schwarze Kreaturen "
        "in diesem Zug zufügen würden.",
    ),
    (  # Pay No Heed (M14)
        "Prevent all damage a source of your choice would deal this turn.",
        "Prévenez toutes les blessures qu'une source de votre choix devrait infliger ce tour-ci.",
        "Verhindere allen Schaden, den eine Quelle, die du bestimmst, in diesem Zug zufügen würde.",
    ),
]


@pytest.mark.parametrize(("en", "fr", "de"), SAME, ids=[s[0][:40] for s in SAME])
def test_french_and_german_prevention_give_the_english_ast(en: str, fr: str, de: str) -> None:
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert abilities_json(de, "de") == abilities_json(en, "en")


@pytest.mark.parametrize(
    ("text", "lang", "name"),
    [
        # Goblin Furrier (CSP): German says the source (nominative) and the recipient (dative)
        # with two objects whose case the phrase does not keep: which one deals the damage is
        # not guessed
        (
            "Verhindere allen Schaden, den der Goblin-Pelzhändler verschneiten Kreaturen "
            "zufügen würde.",
            "de",
            "Goblin-Pelzhändler",
        ),
    ],
)
def test_unsure_replacements_stay_unparsed(text: str, lang: str, name: str) -> None:
    card = parse(text, lang, card_name=name, lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


# "The next time you would draw a card this turn, [effect] instead." (Words of Worship and its
# cycle, ODY; CR 614.1a): a replacement effect the ability creates, used by the next draw only
def test_next_time_you_would_draw_a_card_is_a_one_shot_replacement() -> None:
    ability = _one("{1}: The next time you would draw a card this turn, you gain 5 life instead.")
    assert ability.effect == A.CreateReplacement(
        effect=A.ReplacementEffect(
            event=A.Event(name="draw", object=YOU),
            mode="instead",
            replacement=A.GainLife(player=YOU, amount=5),
        ),
        duration=EOT,
        once=True,
    )


NEXT_DRAW = [
    (  # Words of Worship (ODY): the duration between commas in French
        "{1}: The next time you would draw a card this turn, you gain 5 life instead.",
        "{1} : La prochaine fois, ce tour-ci, que vous devriez piocher une carte, vous gagnez 5 "
        "points de vie à la place.",
        "{1}: Das nächste Mal, dass du in diesem Zug eine Karte ziehen würdest, erhältst du "
        "stattdessen 5 Lebenspunkte dazu.",
    ),
    (  # Words of Waste (ODY)
        "{1}: The next time you would draw a card this turn, each opponent discards a card "
        "instead.",
        "{1} : La prochaine fois que vous devriez piocher une carte ce tour-ci, chaque "
        "adversaire se défausse d'une carte de sa main à la place.",
        "{1}: Das nächste Mal, dass du in diesem Zug eine Karte ziehen würdest, wirft jeder "
        "Gegner stattdessen eine Karte aus seiner Hand ab.",
    ),
]


@pytest.mark.parametrize(("en", "fr", "de"), NEXT_DRAW, ids=["Words of Worship", "Words of Waste"])
def test_french_and_german_next_draw_give_the_english_ast(en: str, fr: str, de: str) -> None:
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert abilities_json(de, "de") == abilities_json(en, "en")


@pytest.mark.parametrize(
    "text",
    [
        # no duration: how long the shield waits is not said (Oracle says "this turn")
        "The next time you would draw a card, you gain 5 life instead.",
        # "The next time" of another event than a draw or damage: not read yet
        "The next time a creature would die this turn, exile it instead.",
    ],
)
def test_unsure_next_time_replacements_stay_unparsed(text: str) -> None:
    card = parse(text, "en", lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


# "Damage can't be prevented [this turn]." (CR 615.12)
def test_damage_cant_be_prevented() -> None:
    # Flaring Pain (JUD): for this turn
    ability = _one("Damage can't be prevented this turn.")
    assert ability == A.SpellAbility(effect=A.DamageCantBePrevented(duration=EOT))
    # Everlasting Torment (SHM): a static ability
    ability = _one("Damage can't be prevented.")
    assert ability == A.StaticEffect(
        effect=A.DamageCantBePrevented(duration=A.Duration(kind="permanent"))
    )


# "[damage]. The damage can't be prevented." (CR 615.12): only the damage of the sentence or
# clause just before, an UnpreventableDamage around it
def test_the_damage_of_the_sentence_before_cant_be_prevented() -> None:
    # Pinpoint Avalanche (ONS)
    ability = _one(
        "Pinpoint Avalanche deals 4 damage to target creature. The damage can't be prevented.",
        name="Pinpoint Avalanche",
    )
    damage = A.DealDamage(
        amount=4,
        damage_source=A.ObjectRef(kind="self"),
        recipient=A.ObjectRef(kind="target", filter=("creature",)),
    )
    assert ability == A.SpellAbility(effect=A.UnpreventableDamage(effect=damage))
    # Urza's Rage (INV, MH1): the damage dealt instead only, by this spell (CR 614.1a)
    (ability,) = parse(
        "Urza's Rage deals 3 damage to any target. If this spell was kicked, instead it deals "
        "10 damage to that permanent or player and the damage can't be prevented.",
        card_name="Urza's Rage",
    ).abilities
    assert isinstance(ability.effect, A.Instead)
    assert isinstance(ability.effect.replaced, A.DealDamage)
    done = ability.effect.effect
    assert isinstance(done, A.UnpreventableDamage)
    assert done.effect.amount == 10 and done.effect.damage_source == A.ObjectRef(kind="self")


SAME_UNPREVENTABLE = [
    (  # Pinpoint Avalanche (ONS)
        "~ deals 4 damage to target creature. The damage can't be prevented.",
        "L'~ inflige 4 blessures à la créature ciblée. Ces blessures ne peuvent pas être "
        "prévenues.",
        "Die ~ fügt einer Kreatur deiner Wahl 4 Schadenspunkte zu. Dieser Schaden kann nicht "
        "verhindert werden.",
    ),
    (  # Combust (M12)
        "~ deals 5 damage to target white or blue creature. The damage can't be prevented.",
        "La ~ inflige 5 blessures à une créature blanche ou bleue ciblée. Ces blessures ne "
        "peuvent pas être prévenues.",
        "~ fügt einer weißen oder blauen Kreatur deiner Wahl 5 Schadenspunkte zu. Dieser "
        "Schaden kann nicht verhindert werden.",
    ),
]


@pytest.mark.parametrize(("en", "fr", "de"), SAME_UNPREVENTABLE)
def test_unpreventable_damage_same_in_three_languages(en: str, fr: str, de: str) -> None:
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert abilities_json(de, "de") == abilities_json(en, "en")


@pytest.mark.parametrize(
    "de",
    [
        # Urza's Rage (INV, 2000 print; MH1, 2019 print)
        "~ fügt einer Kreatur oder einem Spieler Deiner Wahl 3 Schadenspunkte zu. Wenn Du die "
        "Bonuskosten bezahlt hast, fügt ~ dieser Kreatur oder diesem Spieler stattdessen 10 "
        "Schadenspunkte zu, und dieser Schaden kann nicht verhindert werden.",
        "~ fügt einem Ziel deiner Wahl 3 Schadenspunkte zu. Falls die Bonuskosten dieses "
        "Zauberspruchs bezahlt wurden, fügt er der bleibenden Karte oder dem Spieler "
        "stattdessen 10 Schadenspunkte zu und der Schaden kann nicht verhindert werden.",
    ],
)
def test_unpreventable_damage_done_instead_german(de: str) -> None:
    en = (
        "~ deals 3 damage to any target. If this spell was kicked, instead it deals 10 damage "
        "to that permanent or player and the damage can't be prevented."
    )
    assert abilities_json(de, "de") == abilities_json(en, "en")


@pytest.mark.parametrize(
    "line",
    [
        "The damage can't be prevented.",  # no damage before it
        "Destroy target creature. The damage can't be prevented.",
        "Destroy target creature and the damage can't be prevented.",
        "When ~ enters the battlefield, the damage can't be prevented.",
    ],
)
def test_the_damage_cant_be_prevented_after_no_damage_stays_unparsed(line: str) -> None:
    (ability,) = parse(line, "en", lenient=True).abilities
    assert isinstance(ability, A.Unparsed)


# "If a black source would deal damage to you, prevent 2 of that damage." (CR 615.10): a
# prevention effect of the damage events of the recipient from that source
def test_prevent_some_of_the_damage_a_kind_of_source_would_deal() -> None:
    # Sphere of Grace (ODY)
    ability = _one("If a black source would deal damage to you, prevent 2 of that damage.")
    assert ability == A.ReplacementEffect(
        event=A.Event(
            name="dealt_damage",
            object=YOU,
            damage_source=A.ObjectRef(kind="any", filter=("black", "source"), count=1),
        ),
        mode="instead",
        replacement=A.PreventThatDamage(amount=2),
    )
    # the source is in the JSON users compare (without metadata) and read back from it
    json = A.strip_meta(ability.to_json())
    assert json["event"]["damage_source"]["filter"] == ["black", "source"]
    assert A.node_from_json(ability.to_json()) == ability
    # Urza's Armor (8ED): any source is the damage event of the recipient
    ability = _one("If a source would deal damage to you, prevent 1 of that damage.")
    assert ability.event == A.Event(name="dealt_damage", object=YOU)
    assert A.strip_meta(ability.to_json()) != json


SAME_PREVENTION = [
    (  # Flaring Pain (JUD)
        "Damage can't be prevented this turn.",
        "Les blessures ne peuvent être prévenues ce tour-ci.",
        "Schaden kann in diesem Zug nicht verhindert werden.",
    ),
    (  # Everlasting Torment (SHM)
        "Damage can't be prevented.",
        "Les blessures ne peuvent pas être prévenues.",
        "Schaden kann nicht verhindert werden.",
    ),
    (  # Sphere of Grace (ODY): "Sobald" in the German printing of 2001
        "If a black source would deal damage to you, prevent 2 of that damage.",
        "Si une source noire devait vous infliger des blessures, prévenez 2 de ces blessures.",
        "Sobald eine schwarze Quelle dir Schaden zufügen würde, verhindere 2 dieser "
        "Schadenspunkte.",
    ),
    (  # Guardian Seraph (M10)
        "If a source an opponent controls would deal damage to you, prevent 1 of that damage.",
        "Si une source qu'un adversaire contrôle devait vous infliger des blessures, prévenez 1 "
        "de ces blessures.",
        "Falls eine Schadensquelle, die ein Gegner kontrolliert, dir Schaden zufügen würde, "
        "verhindere 1 dieser Schadenspunkte.",
    ),
    (  # Urza's Armor (8ED)
        "If a source would deal damage to you, prevent 1 of that damage.",
        "Si une source devait vous infliger des blessures, prévenez 1 de ces blessures.",
        "Falls eine Schadensquelle dir Schaden zufügen würde, verhindere 1 dieser Schadenspunkte.",
    ),
]


@pytest.mark.parametrize(
    ("en", "fr", "de"),
    SAME_PREVENTION,
    ids=[
        "Flaring Pain",
        "Everlasting Torment",
        "Sphere of Grace",
        "Guardian Seraph",
        "Urza's Armor",
    ],
)
def test_french_and_german_unpreventable_and_partial_prevention(en: str, fr: str, de: str) -> None:
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert abilities_json(de, "de") == abilities_json(en, "en")


def test_the_damage_of_a_sentence_before_is_not_all_damage() -> None:
    """Pinpoint Avalanche (ONS): "The damage can't be prevented." is the damage dealt by the
    sentence before (not any damage): not read as "Damage can't be prevented"."""
    (ability,) = parse(
        "~ deals 4 damage to target creature. The damage can't be prevented.", "en"
    ).abilities
    assert not any(isinstance(n, A.DamageCantBePrevented) for n in ability.walk())
    assert isinstance(ability.effect, A.UnpreventableDamage)


def test_executor_refuses_unpreventable_damage() -> None:
    """Flaring Pain: the executor does not apply 'can't be prevented' yet (CR 615.12) and says
    so rather than play the spell as doing nothing."""
    from rulesparser.executor.scenario import parse_scenario, run_scenario

    text = """
scenario: damage can't be prevented not played
ruling: CR 615.12
players: {alice: {mana: 1}, bob: {}}
cards:
  pain:
    name: {en: Flaring Pain}
    types: [instant]
    mana_cost: "{R}"
    text: {en: "Damage can't be prevented this turn."}
setup:
  alice: {hand: [pain]}
turns:
  1:
    main1:
      - cast: pain
      - resolve: all
"""
    r = run_scenario(parse_scenario(text, "s.yaml"), "en")
    assert any("can't play" in f and "damage_cant_be_prevented" in f for f in r.failures), (
        r.failures
    )


# "If this spell was kicked, it deals 4 damage instead." (CR 614.1a inside one ability): the
# damage of the sentence before, to the same object ("that creature", as the French and German
# printings say)
def test_it_deals_more_damage_instead() -> None:
    # Shivan Fire (DOM): "it" is the source of the damage it replaces, this spell (French and
    # German name the card again: rulesparser.canonical)
    ability = _one(
        "~ deals 2 damage to target creature. If this spell was kicked, it deals 4 damage instead."
    )
    assert ability.effect == A.Instead(
        condition=A.KickerPaid(),
        effect=A.DealDamage(
            damage_source=A.ObjectRef(kind="self"), amount=4, recipient=A.ObjectRef(kind="that")
        ),
        replaced=A.DealDamage(
            damage_source=A.ObjectRef(kind="self"),
            amount=2,
            recipient=A.ObjectRef(kind="target", filter=("creature",)),
        ),
    )
    # the same said with its recipient
    assert ability == _one(
        "~ deals 2 damage to target creature. If this spell was kicked, it deals 4 damage to "
        "that creature instead."
    )


def test_an_effect_instead_if_a_condition_said_last() -> None:
    """Festering Newt (ELD): "That creature gets -4/-4 instead if you
    control a creature named Bogbrew Witch." is "If [condition], [effect] instead."."""
    trailing = _one(
        "When ~ dies, target creature an opponent controls gets -1/-1 until end of turn. That "
        "creature gets -4/-4 instead if you control a creature named Bogbrew Witch."
    )
    leading = _one(
        "When ~ dies, target creature an opponent controls gets -1/-1 until end of turn. If you "
        "control a creature named Bogbrew Witch, that creature gets -4/-4 instead."
    )
    assert trailing == leading
    assert isinstance(trailing.effect, A.Instead)


# "If a source would deal damage to a permanent or player, it deals double that damage to that
# permanent or player instead." (CR 614.1a: the damage event of one object or player, not a
# target, CR 120.1; the damage it deals instead, the event's amount changed)
_EVENT_AMOUNT = A.Count(what="event_amount")
_ANY_PERMANENT_OR_PLAYER = A.ObjectOrPlayer(object=A.ObjectRef(kind="any", filter=("permanent",)))
_THAT_ONE = A.ObjectOrPlayer(object=A.ObjectRef(kind="that"))
_THAT_SOURCE = A.ObjectRef(kind="that", filter=("source",))


def test_a_source_deals_double_that_damage_instead() -> None:
    # Dictate of the Twin Gods (JOU) / Furnace of Rath (Oracle): any source
    ability = _one(
        "If a source would deal damage to a permanent or player, it deals double that damage "
        "to that permanent or player instead."
    )
    assert ability == A.ReplacementEffect(
        event=A.Event(name="dealt_damage", object=_ANY_PERMANENT_OR_PLAYER),
        mode="instead",
        replacement=A.DealDamage(
            damage_source=_THAT_SOURCE,
            amount=A.Product(factor=2, amount=_EVENT_AMOUNT),
            recipient=_THAT_ONE,
        ),
    )


def test_that_much_damage_plus_2_this_turn() -> None:
    # The Flame of Keld (DOM), chapter III: a replacement effect until end of turn (CR 611.2a)
    ability = _one(
        "III — If a red source you control would deal damage to a permanent or player this "
        "turn, it deals that much damage plus 2 to that permanent or player instead."
    )
    assert ability.effect == A.CreateReplacement(
        effect=A.ReplacementEffect(
            event=A.Event(
                name="dealt_damage",
                object=_ANY_PERMANENT_OR_PLAYER,
                damage_source=A.ObjectRef(
                    kind="any", count=1, filter=("red", "source", "you_control")
                ),
            ),
            mode="instead",
            replacement=A.DealDamage(
                damage_source=_THAT_SOURCE,
                amount=A.Sum(terms=(_EVENT_AMOUNT, 2)),
                recipient=_THAT_ONE,
            ),
        ),
        duration=EOT,
    )


SAME_DAMAGE_CHANGE = [
    (  # The Flame of Keld (DOM): the German printing leaves the recipient out
        "III — If a red source you control would deal damage to a permanent or player this "
        "turn, it deals that much damage plus 2 to that permanent or player instead.",
        "III — Falls eine rote Quelle, die du kontrollierst, einer bleibenden Karte oder einem "
        "Spieler in diesem Zug Schaden zufügen würde, fügt sie stattdessen so viele "
        "Schadenspunkte plus 2 zu.",
    ),
    (  # Calamity Bearer (KHM)
        "If a Giant source you control would deal damage to a permanent or player, it deals "
        "double that damage to that permanent or player instead.",
        "Falls eine Riese-Quelle, die du kontrollierst, einer bleibenden Karte oder einem Spieler "
        "Schaden zufügen würde, fügt sie der bleibenden Karte oder dem Spieler stattdessen "
        "doppelt so viele Schadenspunkte zu.",
    ),
    (  # Dictate of the Twin Gods (JOU)
        "If a source would deal damage to a permanent or player, it deals double that damage "
        "to that permanent or player instead.",
        "Falls eine Quelle einer bleibenden Karte oder einem Spieler Schadenspunkte zufügen "
        "würde, fügt sie dieser bleibenden Karte oder diesem Spieler stattdessen doppelt so "
        "viele Schadenspunkte zu.",
    ),
    (  # Embermaw Hellion (M15)
        "If another red source you control would deal damage to a permanent or player, it "
        "deals that much damage plus 1 to that permanent or player instead.",
        "Falls eine andere rote Quelle, die du kontrollierst, einer bleibenden Karte oder einem "
        "Spieler Schaden zufügen würde, fügt sie dieser bleibenden Karte oder diesem Spieler "
        "stattdessen so viele Schadenspunkte plus 1 zu.",
    ),
]


@pytest.mark.parametrize(
    ("en", "de"),
    SAME_DAMAGE_CHANGE,
    ids=["Flame of Keld", "Calamity Bearer", "Dictate of the Twin Gods", "Embermaw Hellion"],
)
def test_german_damage_change_gives_the_english_ast(en: str, de: str) -> None:
    assert abilities_json(de, "de") == abilities_json(en, "en")


@pytest.mark.parametrize(
    ("en", "fr"),
    [
        (  # Dictate of the Twin Gods (JOU): "à la place" after the verb
            "If a source would deal damage to a permanent or player, it deals double that "
            "damage to that permanent or player instead.",
            "Si une source devait infliger des blessures à un permanent ou un joueur, elle "
            "inflige à la place le double de ces blessures à ce permanent ou à ce joueur.",
        ),
        (  # Embermaw Hellion (M15)
            "If another red source you control would deal damage to a permanent or player, it "
            "deals that much damage plus 1 to that permanent or player instead.",
            "Si une autre source rouge que vous contrôlez devait infliger des blessures à un "
            "permanent ou à un joueur, elle inflige autant de blessures plus 1 à ce permanent ou "
            "à ce joueur à la place.",
        ),
    ],
    ids=["Dictate of the Twin Gods", "Embermaw Hellion"],
)
def test_french_damage_change_gives_the_english_ast(en: str, fr: str) -> None:
    assert abilities_json(fr, "fr") == abilities_json(en, "en")


def test_german_old_creature_or_player_damage_change() -> None:
    # Gratuitous Violence (ONS): the printing of 2002 says "a creature or player" (the Oracle
    # "permanent" came with planeswalkers): read as printed
    ability = _one(
        "Falls eine Kreatur, die du kontrollierst, einer Kreatur oder einem Spieler Schaden "
        "zufügen würde, fügt sie dieser Kreatur oder diesem Spieler stattdessen doppelt so "
        "viele Schadenspunkte zu.",
        "de",
    )
    assert ability.event.object == A.ObjectOrPlayer(
        object=A.ObjectRef(kind="any", filter=("creature",))
    )
    assert ability.replacement.amount == A.Product(factor=2, amount=_EVENT_AMOUNT)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # Ghosts of the Innocent: half, rounded down, is not read
        (
            "If a source would deal damage to a permanent or player, it deals half that damage, "
            "rounded down, to that permanent or player instead.",
            "en",
        ),
        # damage to "a creature or player" (no target) as an effect of its own
        ("~ deals 3 damage to a creature or player.", "en"),
        # Divine Presence: another amount than the event's changed
        (
            "Wenn eine Schadensquelle einer Kreatur oder einem Spieler 4 oder mehr "
            "Schadenspunkte zufügen würde, fügt sie stattdessen dieser Kreatur oder diesem "
            "Spieler 3 Schadenspunkte zu.",
            "de",
        ),
    ],
)
def test_other_damage_changes_stay_unparsed(text: str, lang: str) -> None:
    card = parse(text, lang, lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


SAME_INSTEAD = [
    (  # Roil Eruption (ZNR): no recipient said in any language
        "~ deals 3 damage to any target. If this spell was kicked, it deals 5 damage instead.",
        "L'~ inflige 3 blessures à n'importe quelle cible. Si ce sort a été kické, il inflige 5 "
        "blessures à la place.",
        "Der ~ fügt einem Ziel deiner Wahl 3 Schadenspunkte zu. Falls die Bonuskosten dieses "
        "Zauberspruchs bezahlt wurden, fügt er stattdessen 5 Schadenspunkte zu.",
    ),
    (  # Frost Bite (KHM)
        "~ deals 2 damage to target creature or planeswalker. If you control three or more snow "
        "permanents, it deals 3 damage instead.",
        "La ~ inflige 2 blessures à une créature ciblée ou à un planeswalker ciblé. Si vous "
        "contrôlez au moins trois permanents neigeux, elle inflige 3 blessures à la place.",
        "Der ~ fügt einer Kreatur oder einem Planeswalker deiner Wahl 2 Schadenspunkte zu. Falls "
        "du drei oder mehr verschneite bleibende Karten kontrollierst, fügt er stattdessen 3 "
        "Schadenspunkte zu.",
    ),
]


@pytest.mark.parametrize(("en", "fr", "de"), SAME_INSTEAD, ids=["Roil Eruption", "Frost Bite"])
def test_french_and_german_damage_instead(en: str, fr: str, de: str) -> None:
    assert abilities_json(fr, "fr") == abilities_json(en, "en")
    assert abilities_json(de, "de") == abilities_json(en, "en")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # damage without a recipient and no damage before it to replace
        ("~ deals 3 damage.", "en"),
        ("Le ~ inflige 3 blessures.", "fr"),
        # the line before is not this line: which damage is replaced is not read across lines
        (
            "Threshold — ~ deals 5 damage instead if seven or more cards are in your graveyard.",
            "en",
        ),
    ],
)
def test_damage_without_its_recipient_stays_unparsed(text: str, lang: str) -> None:
    card = parse(text, lang, lenient=True)
    assert isinstance(card.abilities[0], A.Unparsed)


def test_a_damage_change_to_a_player_is_the_players_damage_event() -> None:
    """Tok-Tok, Volcano Born: "If a red source would deal damage to a player, it deals that
    much damage plus 1 to that player instead." (CR 614.1a): the damage event of the player,
    from that source, as a permanent-or-player change reads (the reviewer saw the source and
    the player kept together as one malformed object)."""
    (tok,) = parse(
        "If a red source would deal damage to a player, it deals that much damage plus 1 to "
        "that player instead.",
        "en",
    ).abilities
    assert tok.event.name == "dealt_damage"
    assert tok.event.object == A.PlayerRef(kind="player")
    assert tok.event.damage_source.filter == ("red", "source")
    assert tok.replacement.recipient == A.PlayerRef(kind="that_player")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "When Volcano Hellion comes into play, it deals an amount of damage of your choice to "
            "you and target creature. The damage can't be prevented.",
            "en",
        ),
        (
            "Quand la Monstruosité volcanique arrive en jeu, elle inflige un nombre de blessures "
            "de votre choix à vous et à une créature ciblée. Ces blessures ne peuvent pas être "
            "prévenues.",
            "fr",
        ),
    ],
)
def test_the_damage_cant_be_prevented_is_kept_with_that_damage(text: str, lang: str) -> None:
    """Volcano Hellion (Planar Chaos seed texts): "The damage can't be prevented." was read and
    left out of the ability; it now says that the trigger's damage can't be prevented (CR
    615.12), and no other damage."""
    name = {"en": "Volcano Hellion", "fr": "Monstruosité volcanique"}[lang]
    (ability,) = parse(text, lang, card_name=name).abilities
    assert isinstance(ability.effect, A.UnpreventableDamage)
    damage = ability.effect.effect.effects
    assert [type(d) for d in damage] == [A.DealDamage, A.DealDamage]
