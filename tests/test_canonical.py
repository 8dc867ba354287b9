"""One form for one meaning (rulesparser.canonical, ObjectRef kinds, the run-on splitter): two
templatings of the same rule give equal ASTs, and a sentence that continues an ability is never
cut off into an ability of its own."""

from __future__ import annotations

import pytest

from rulesparser import ast as A
from rulesparser import parse


def _abilities(text: str, lang: str = "en", name: str | None = None) -> list[A.Node]:
    return list(parse(text, lang, card_name=name, lenient=True).abilities)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # Knighthood (printed 1995 / Oracle), CR 604.1: a static "gain" is "have"
        ("All creatures you control gain first strike.", "en"),
        ("Les créatures que vous contrôlez acquièrent l'initiative.", "fr"),
    ],
)
def test_static_gain_is_have(text: str, lang: str) -> None:
    oracle = _abilities("Creatures you control have first strike.")
    got = _abilities(text, lang)
    assert got == oracle
    assert isinstance(got[0], A.GrantAbilities)
    assert [k.name for k in got[0].abilities] == ["first_strike"]


def test_static_gain_of_two_keywords_is_one_grant() -> None:
    got = _abilities("Creatures you control gain flying and haste.")
    assert got == _abilities("Creatures you control have flying and haste.")


def test_gain_until_end_of_turn_stays_a_one_shot_effect() -> None:
    (ability,) = _abilities("Target creature gains flying until end of turn.")
    assert isinstance(ability, A.SpellAbility)
    assert isinstance(ability.effect, A.GainAbility)
    assert ability.effect.duration == A.Duration(kind="end_of_turn")


def test_all_and_each_are_one_kind() -> None:
    # Urborg Shambler: printed "All other black creatures", Oracle "Other black creatures"
    printed = _abilities("All other black creatures get -1/-1.")
    assert printed == _abilities("Other black creatures get -1/-1.")
    assert A.ObjectRef(kind="all", filter=("creature",)).kind == "each"


def test_all_cards_from_all_graveyards_are_all_graveyards() -> None:
    """Scavenger Grounds: German "Schicke alle Karten aus allen Friedhöfen ins Exil", Oracle
    "Exile all graveyards" (CR 404.1: every card in each player's graveyard)."""
    oracle = _abilities("{2}, {T}, Sacrifice a Desert: Exile all graveyards.")
    assert (
        _abilities("{2}, {T}, Sacrifice a Desert: Exile all cards from all graveyards.") == oracle
    )
    german = _abilities(
        "{2}, {T}, opfere eine Wüste: Schicke alle Karten aus allen Friedhöfen ins Exil.", "de"
    )
    assert german == oracle
    assert isinstance(german[0].effect, A.ExileGraveyard)


def test_a_sentence_after_an_activated_ability_is_not_cut_off() -> None:
    # Grove of the Burnwillows (printed): the life gain is part of the mana ability's effect
    # (CR 602.1); reading it as a spell ability of its own would be wrong
    text = "{T}: Add {R} or {G} to your mana pool. Each opponent gains 1 life."
    abilities = _abilities(text, name="Grove of the Burnwillows")
    assert not any(isinstance(a, A.SpellAbility) for a in abilities)


def test_an_activated_ability_after_a_triggered_one_is_still_split() -> None:
    # Radha, Heir to Keld (French printed text with its two abilities on one line)
    text = (
        "À chaque fois que Radha, héritière de Keld attaque, vous pouvez ajouter {R}{R} à "
        "votre réserve. {T} : Ajoutez {G} à votre réserve."
    )
    abilities = _abilities(text, "fr", "Radha, héritière de Keld")
    assert [type(a) for a in abilities] == [A.TriggeredAbility, A.ActivatedAbility]


def test_a_keyword_action_after_a_spell_sentence_is_its_last_step() -> None:
    # Dromoka's Gift-style line (FRF "You gain 4 life. Bolster 2."): one spell ability of two steps
    (ability,) = _abilities("You gain 4 life. Bolster 2.")
    assert isinstance(ability, A.SpellAbility)
    assert isinstance(ability.effect, A.Sequence)
    assert [type(e) for e in ability.effect.effects] == [A.GainLife, A.KeywordAction]


def test_mana_pool_wording_is_the_same_mana_ability() -> None:
    # Grove of the Burnwillows, printed (2006) and Oracle texts: "to your mana pool" (CR 106.4)
    printed = _abilities("{T}: Add {R} or {G} to your mana pool. Each opponent gains 1 life.")
    assert printed == _abilities("{T}: Add {R} or {G}. Each opponent gains 1 life.")
    assert isinstance(printed[0], A.ActivatedAbility)


def test_printed_and_oracle_damage_targets_agree() -> None:
    # Shock-like lines: "target creature or player" (printed until 2018) is "any target"
    printed = _abilities("Zap deals 1 damage to target creature or player.", name="Zap")
    assert printed == _abilities("Zap deals 1 damage to any target.", name="Zap")
    fr = _abilities("La ~ inflige 3 blessures à une cible, créature ou joueur.", "fr")
    (ability,) = fr
    assert ability.effect.recipient == A.Target(kinds=A.ANY_TARGET_KINDS)
    # "target player" stays a player: some cards printed since say it on purpose
    (player,) = _abilities("~ deals 2 damage to target player.")
    assert player.effect.recipient == A.PlayerRef(kind="target_player")


def test_damage_divided_among_creatures_and_or_players_is_among_any_targets() -> None:
    # Pyrotechnics (printed "among any number of target creatures and/or players", German
    # "auf eine beliebige Anzahl an Kreaturen und/oder Spielern deiner Wahl"): the 2018 Oracle
    # update says "among any number of targets" (CR 115.4)
    oracle = _abilities(
        "~ deals 4 damage divided as you choose among any number of targets.", name="Pyrotechnics"
    )
    de = _abilities(
        "Pyrotechnik fügt 4 Schadenspunkte zu, deren Aufteilung auf eine beliebige Anzahl an "
        "Kreaturen und/oder Spielern deiner Wahl du bestimmst.",
        "de",
        name="Pyrotechnik",
    )
    assert [A.strip_meta(a.to_json()) for a in de] == [A.strip_meta(a.to_json()) for a in oracle]
    assert oracle[0].effect.targets == A.Target(kinds=A.ANY_TARGET_KINDS)


def test_that_color_after_choosing_a_color_is_the_chosen_color() -> None:
    # Persecute: "cards of that color" (English) and "de la couleur choisie" (French)
    en = _abilities(
        "Choose a color. Target player reveals their hand and discards all cards of that color."
    )
    fr = _abilities(
        "Choisissez une couleur. Le joueur ciblé révèle sa main et se défausse de toutes les "
        "cartes de la couleur choisie.",
        "fr",
    )
    assert [A.strip_meta(a.to_json()) for a in fr] == [A.strip_meta(a.to_json()) for a in en]
    assert en[0].effect.effects[2].object.filter == ("card", "chosen_color")


def test_it_acted_on_first_in_a_trigger_on_this_object_is_this_object() -> None:
    # Iname, Life Aspect: "you may exile it" before the targets are named is this card, as the
    # German printing names the card ("kannst du Iname, Lebensaspekt ... entfernen")
    (oracle,) = _abilities(
        "When ~ dies, you may exile it. If you do, return any number of target Spirit cards "
        "from your graveyard to your hand."
    )
    (named,) = _abilities(
        "When ~ dies, you may exile ~. If you do, return any number of target Spirit cards "
        "from your graveyard to your hand."
    )
    assert oracle == named
    assert oracle.effect.effects[0].effect.object == A.ObjectRef(kind="self")


def test_keywords_granted_in_a_row_are_one_grant() -> None:
    # Thran Golem: German "Flugfähigkeit und Erstschlag und verursacht Trampelschaden"
    en = _abilities(
        "As long as ~ is enchanted, it gets +2/+2 and has flying, first strike, and trample."
    )
    de = _abilities(
        "Solange der ~ verzaubert ist, erhält er +2/+2, Flugfähigkeit und Erstschlag und "
        "verursacht Trampelschaden.",
        "de",
    )
    assert [A.strip_meta(a.to_json()) for a in de] == [A.strip_meta(a.to_json()) for a in en]


def test_a_group_named_by_creature_type_is_its_creatures() -> None:
    # Muscle Sliver (printed "All Slivers", Oracle "Sliver creatures"), Goblin King
    assert _abilities("All Slivers get +1/+1.") == _abilities("Sliver creatures get +1/+1.")
    assert _abilities("Other Goblins get +1/+1.") == _abilities("Other Goblin creatures get +1/+1.")
    # ... but not a target or a cost: "Destroy target Goblin" may destroy a kindred Goblin
    (destroy,) = _abilities("Destroy target Goblin.")
    assert destroy.effect.object.filter == ("goblin",)


def test_a_static_pump_by_a_count_is_static() -> None:
    # Armored Ascension: an Aura's static abilities, never a one-shot spell ability (CR 604.1)
    text = "Enchanted creature gets +1/+1 for each Plains you control and has flying."
    abilities = _abilities(text)
    assert abilities and all(isinstance(a, (A.StaticEffect, A.GrantAbilities)) for a in abilities)
    # the French pronoun "elle" repeats the subject: the enchanted creature has flying
    fr = "La créature enchantée gagne +1/+1 pour chaque plaine que vous contrôlez et elle a le vol."
    assert _abilities(fr, "fr") == abilities


def test_it_after_sacrificing_the_source_is_the_source() -> None:
    # Dive Bomber: Oracle "It deals", printed "Dive Bomber deals" (CR 602.1)
    name = "Dive Bomber"
    oracle = (
        "{T}, Sacrifice Dive Bomber: It deals 2 damage to target attacking or blocking creature."
    )
    printed = oracle.replace("It deals", "Dive Bomber deals")
    assert _abilities(oracle, name=name) == _abilities(printed, name=name)


def test_a_searched_object_is_a_card() -> None:
    # Terramorphic Expanse: German "nach einem Standardland" (no "Karte") is a basic land card
    en = _abilities(
        "{T}, Sacrifice Terramorphic Expanse: Search your library for a basic land card, put it "
        "onto the battlefield tapped, then shuffle.",
        name="Terramorphic Expanse",
    )
    de = _abilities(
        "{T}, opfere die Immerändernde Weite: Durchsuche deine Bibliothek nach einem Standardland "
        "und bringe es getappt ins Spiel. Mische danach deine Bibliothek.",
        "de",
        "Immerändernde Weite",
    )
    assert de == en
    # Nature's Spiral: "bleibende Karte deiner Wahl aus deinem Friedhof"
    assert _abilities(
        "Bringe eine bleibende Karte deiner Wahl aus deinem Friedhof auf deine Hand zurück.", "de"
    ) == _abilities("Return target permanent card from your graveyard to your hand.")


def _strip(abilities: list[A.Node]) -> list[object]:
    return [A.strip_meta(a.to_json()) for a in abilities]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # Envelop (German printing) and Frozen Solid-era French: "counter target sorcery"
        ("Neutralisiere eine Hexerei deiner Wahl.", "de"),
        ("Contrecarrez le rituel ciblé.", "fr"),
    ],
)
def test_what_is_countered_is_a_spell_on_the_stack(text: str, lang: str) -> None:
    """CR 701.5a: the countered object is a spell, whether or not the text says "spell"."""
    oracle = _abilities("Counter target sorcery spell.")
    assert _strip(_abilities(text, lang)) == _strip(oracle)
    assert isinstance(oracle[0].effect.object, A.StackObjectRef)


def test_permanents_tapped_for_a_cost_are_yours() -> None:
    """Crookclaw Elder (German printing read by the older grammar): CR 602.2b."""
    oracle = _abilities("Tap two untapped Birds you control: Draw a card.")
    printed = _abilities(
        "Tappe zwei ungetappte Vögel, die du kontrollierst: Ziehe eine Karte.", "de"
    )
    assert _strip(printed) == _strip(oracle)
    assert "you_control" in oracle[0].cost.components[0].object.filter


def test_it_in_a_trigger_on_another_object_is_that_object() -> None:
    """Exalted's reminder ("it gets +1/+1") and its rule ("that creature gets +1/+1", CR
    702.83a) give one ability: "it" is the object of the event."""
    rule = _abilities(
        "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."
    )
    reminder = _abilities(
        "Whenever a creature you control attacks alone, it gets +1/+1 until end of turn."
    )
    assert _strip(rule) == _strip(reminder)
    assert reminder[0].effect.object == A.ObjectRef(kind="that")
    # "When ~ enters, it deals ...": a trigger on this object keeps "it"
    (own,) = _abilities("When ~ enters the battlefield, it deals 2 damage to any target.")
    assert own.effect.damage_source.kind in ("it", "self")


def test_a_clause_about_the_object_named_after_if_you_do_belongs_to_it() -> None:
    """Eldrazi Obligator (OGW): the German prints "It gains haste" as a sentence of its own
    after "Falls du dies tust, ..."; it acts on the creature the "if you do" effect targets,
    so it is part of that effect, as the English says (CR 608.2c)."""
    oracle = _abilities(
        "When you cast this spell, you may pay {1}{C}. If you do, gain control of target "
        "creature until end of turn, untap that creature, and it gains haste until end of turn."
    )
    german = _abilities(
        "Wenn du den Eldrazi-Verpflichter wirkst, kannst du {1}{C} bezahlen. Falls du dies "
        "tust, übernimm bis zum Ende des Zuges die Kontrolle über eine Kreatur deiner Wahl und "
        "enttappe sie. Sie erhält Eile bis zum Ende des Zuges.",
        "de",
        "Eldrazi-Verpflichter",
    )
    assert german == oracle
    steps = german[0].effect.effects
    assert isinstance(steps[-1], A.Conditional)
    assert isinstance(steps[-1].effect.effects[-1], A.GainAbility)


def test_a_step_after_if_you_do_that_names_nothing_new_stays_apart() -> None:
    """Forgotten Lore: "If you do, repeat this process ... Then put the last chosen card into
    your hand" happens whether or not you paid: the last step is not under "if you do"."""
    (ability,) = _abilities(
        "Target opponent chooses a card in your graveyard. You may pay {G}. If you do, repeat "
        "this process except that opponent can't choose a card already chosen for Forgotten "
        "Lore. Then put the last chosen card into your hand.",
        "en",
        "Forgotten Lore",
    )
    assert isinstance(ability, A.SpellAbility)
    assert not isinstance(ability.effect.effects[-1], A.Conditional)


def test_a_static_gain_with_a_pump_is_two_static_abilities() -> None:
    """Goblin King (4th Edition, French): "gagnent +1/+1 et acquièrent la traversée des
    montagnes" is, with its static "gain" read as "have", the two static abilities of "get
    +1/+1 and have mountainwalk" (CR 604.1)."""
    printed = _abilities(
        "Tous les gobelins gagnent +1/+1 et acquièrent la traversée des montagnes.", "fr"
    )
    assert printed == _abilities("All Goblins get +1/+1 and have mountainwalk.")
    assert [type(a) for a in printed] == [A.StaticEffect, A.GrantAbilities]


@pytest.mark.parametrize(
    ("text", "lang", "name"),
    [
        (
            "Quand les Geists de donjon arrivent sur le champ de bataille, engagez une créature "
            "ciblée qu'un adversaire contrôle. Cette créature ne se dégage pas pendant l'étape de "
            "dégagement de son contrôleur tant que vous contrôlez les Geists de donjon.",
            "fr",
            "Geists de donjon",
        ),
        (
            "Wenn der Verliesgeist ins Spiel kommt, tappe eine Kreatur deiner Wahl, die ein Gegner "
            "kontrolliert. Die Kreatur enttappt nicht während des Enttappsegments ihres "
            "Beherrschers, solange du den Verliesgeist kontrollierst.",
            "de",
            "Verliesgeist",
        ),
    ],
)
def test_as_long_as_you_control_this_is_a_duration_in_a_resolving_ability(
    text: str, lang: str, name: str
) -> None:
    """Dungeon Geists (DKA): "tant que vous contrôlez ~" / "solange du ~ kontrollierst" print
    "for as long as you control ~" (CR 611.2b); it was read as "as long as you control any
    permanent"."""
    oracle = _abilities(
        "When Dungeon Geists enters the battlefield, tap target creature an opponent controls. "
        "That creature doesn't untap during its controller's untap step for as long as you "
        "control Dungeon Geists.",
        "en",
        "Dungeon Geists",
    )
    assert _abilities(text, lang, name) == oracle
    restriction = oracle[0].effect.effects[1]
    assert restriction.duration == A.Duration(kind="while_you_control_source")


def test_it_inside_a_quoted_ability_of_a_created_token_is_that_creature() -> None:
    """Make Mischief: "Create a 1/1 red Devil creature token. It has 'When this creature dies,
    it deals 1 damage to any target.'": the outer "it" is the token, which is created with the
    ability (CR 111.4, as the printings' "token with '...'" say), the inner one the creature
    that has the ability (``self``), not the token named from outside."""
    (spell,) = _abilities(
        "Make Mischief deals 1 damage to any target. Create a 1/1 red Devil creature token. It "
        'has "When this creature dies, it deals 1 damage to any target."',
        "en",
        "Make Mischief",
    )
    token = spell.effect.effects[-1]
    assert isinstance(token, A.CreateToken)
    assert token.abilities[0].effect.damage_source.kind == "self"


def test_a_token_and_it_has_is_a_token_with_the_ability() -> None:
    """Llanowar Mentor: Oracle "Create a ... token named Llanowar Elves. It has "{T}: Add
    {G}."" and the printed "... token named Llanowar Elves with "{T}: Add {G}."" (German
    "Kreaturenspielstein namens Llanowarelfen mit ...") are one token created with the ability
    (CR 111.4, 707.2)."""
    oracle = _abilities(
        "{G}, {T}, Discard a card: Create a 1/1 green Elf Druid creature token named Llanowar"
        ' Elves. It has "{T}: Add {G}."'
    )
    printed = _abilities(
        "{G}, {T}, wirf eine Karte aus deiner Hand ab: Bringe einen 1/1 grünen (Elf, Druide)"
        '-Spielstein namens Llanowarelfen mit „{T}: Erhöhe deinen Manavorrat um {G}" ins Spiel.',
        "de",
    )
    assert printed == oracle
    assert isinstance(oracle[0].effect, A.CreateToken)


def test_when_you_do_in_an_old_wording_is_if_you_do() -> None:
    """Soul Net (7th Edition German, 2001): "Wenn du dies tust" in a line worded before 2009
    ("aus dem Spiel auf einen Friedhof") is "If you do"; reflexive triggers (CR 603.12) came
    later. The modern wording keeps its reflexive trigger."""
    oracle = _abilities("Whenever a creature dies, you may pay {1}. If you do, you gain 1 life.")
    old = _abilities(
        "Immer wenn eine Kreatur aus dem Spiel auf einen Friedhof gelegt wird, kannst du {1} "
        "bezahlen. Wenn du dies tust, erhältst du 1 Lebenspunkt dazu.",
        "de",
    )
    assert old == oracle
    modern = _abilities(
        "Immer wenn eine Kreatur stirbt, kannst du {1} bezahlen. Wenn du dies tust, erhältst du "
        "1 Lebenspunkt dazu.",
        "de",
    )
    assert any(isinstance(n, A.ReflexiveTrigger) for n in modern[0].walk())


def test_a_pronoun_after_a_static_change_of_each_object_is_each_of_them() -> None:
    """Dismiss into Dream (NPH, French): "Chaque créature ... est une illusion ... et elle a
    « ... »": "elle" is each of those creatures, as the English "and has" (CR 604.1)."""
    printed = _abilities(
        "Chaque créature que vos adversaires contrôlent est une illusion en plus de ses autres "
        "types et elle a « Quand cette créature devient la cible d'un sort ou d'une capacité, "
        "sacrifiez-la. »",
        "fr",
    )
    oracle = _abilities(
        "Each creature your opponents control is an Illusion in addition to its other types and "
        'has "When this creature becomes the target of a spell or ability, sacrifice it."'
    )
    assert printed == oracle
    assert printed[-1].object.kind == "each"


def _json(text: str, lang: str, name: str) -> list[object]:
    return [A.strip_meta(a.to_json()) for a in _abilities(text, lang, name)]


@pytest.mark.parametrize(
    ("oracle", "name", "printed", "lang", "printed_name"),
    [
        # Blood Reckoning: a trigger on two events of one creature, "that creature's controller"
        # / German "ihr Beherrscher" ("its controller")
        (
            "Whenever a creature attacks you or a planeswalker you control, that creature's "
            "controller loses 1 life.",
            "Blood Reckoning",
            "Immer wenn eine Kreatur dich oder einen Planeswalker, den du kontrollierst, "
            "angreift, verliert ihr Beherrscher 1 Lebenspunkt.",
            "de",
            "Blutige Abrechnung",
        ),
        # Nissa's Zendikon: after a trigger on the enchanted land, "that card" / "es" ("it")
        (
            "When enchanted land dies, return that card to its owner's hand.",
            "Nissa's Zendikon",
            "Wenn das verzauberte Land stirbt, bringe es auf die Hand seines Besitzers zurück.",
            "de",
            "Nissas Zendikon",
        ),
        # Time of Ice: a chapter ability's "tant que vous contrôlez ~" is the duration "for as
        # long as you control ~" (CR 611.2b, 714.2b)
        (
            "I, II — Tap target creature an opponent controls. It doesn't untap during its "
            "controller's untap step for as long as you control Time of Ice.",
            "Time of Ice",
            "I, II — Engagez une créature ciblée qu'un adversaire contrôle. Elle ne se dégage pas "
            "pendant l'étape de dégagement de son contrôleur tant que vous contrôlez le Temps "
            "des glaces.",
            "fr",
            "Temps des glaces",
        ),
        # Throne of Bone (German printed with "spielt" for casting, before 2009): "Wenn du dies
        # tust" is "If you do", not a reflexive trigger
        (
            "Whenever a player casts a black spell, you may pay {1}. If you do, you gain 1 life.",
            "Throne of Bone",
            "Immer wenn ein Spieler einen schwarzen Zauberspruch spielt, kannst du {1} bezahlen. "
            "Wenn du dies tust, erhältst du 1 Lebenspunkt dazu.",
            "de",
            "Knochenthron",
        ),
    ],
)
def test_references_back_agree_across_languages(
    oracle: str, name: str, printed: str, lang: str, printed_name: str
) -> None:
    assert _json(printed, lang, printed_name) == _json(oracle, "en", name)


@pytest.mark.parametrize(
    ("oracle", "name", "printed", "lang", "printed_name"),
    [
        # Consider: "it" after looking at the top card, under "you may" (CR 608.2c)
        (
            "Look at the top card of your library. You may put that card into your graveyard.",
            "Consider",
            "Schaue dir die oberste Karte deiner Bibliothek an. Du kannst sie auf deinen "
            "Friedhof legen.",
            "de",
            "Abwägen",
        ),
        # Sin Collector: "it" after a card chosen from the revealed hand
        (
            "When Sin Collector enters the battlefield, target opponent reveals their hand. You "
            "choose an instant or sorcery card from it and exile that card.",
            "Sin Collector",
            "Wenn der Sündeneintreiber ins Spiel kommt, zeigt ein Gegner deiner Wahl die Karten "
            "auf seiner Hand offen vor. Bestimme eine Spontanzauber- oder Hexereikarte daraus "
            "und schicke sie ins Exil.",
            "de",
            "Sündeneintreiber",
        ),
        # Voyager Staff: "the exiled card" after "Exile target creature" is that creature
        (
            "{2}, Sacrifice Voyager Staff: Exile target creature. Return the exiled card to the "
            "battlefield under its owner's control at the beginning of the next end step.",
            "Voyager Staff",
            "{2}, sacrifiez le Bâton de pérégrin : Retirez la créature ciblée de la partie. "
            "Renvoyez cette créature en jeu sous le contrôle de son propriétaire à la fin du tour.",
            "fr",
            "Bâton de pérégrin",
        ),
        # Roiling Vortex: "them" in a trigger on each player's upkeep is that player
        (
            "At the beginning of each player's upkeep, Roiling Vortex deals 1 damage to them.",
            "Roiling Vortex",
            "Zu Beginn des Versorgungssegments jedes Spielers fügt der Turbulente Strudel dem "
            "Spieler 1 Schadenspunkt zu.",
            "de",
            "Turbulenter Strudel",
        ),
        # Duress: French "et" between two negated words is both ("noncreature, nonland")
        (
            "Target opponent reveals their hand. You choose a noncreature, nonland card from it. "
            "That player discards that card.",
            "Duress",
            "L'adversaire ciblé révèle sa main. Choisissez-y une carte non-créature et "
            "non-terrain. Ce joueur se défausse de cette carte.",
            "fr",
            "Contrainte",
        ),
    ],
)
def test_the_object_an_instruction_names_agrees_across_languages(
    oracle: str, name: str, printed: str, lang: str, printed_name: str
) -> None:
    """The object a later instruction means ("that card", German "sie", French "cette
    créature") and the words of an object (French "non-créature et non-terrain") read the same
    in every language (CR 608.2c)."""
    assert _json(printed, lang, printed_name) == _json(oracle, "en", name)


def test_its_power_of_the_damage_source_is_this_object() -> None:
    # Cinder Shade: "It deals damage equal to its power": the sacrificed creature's own power
    (ability,) = _abilities(
        "{R}, Sacrifice Cinder Shade: It deals damage equal to its power to target creature.",
        name="Cinder Shade",
    )
    assert isinstance(ability, A.ActivatedAbility)
    assert ability.effect.amount == A.Count(what="power", object=A.ObjectRef(kind="self"))
    (named,) = _abilities(
        "{R}, Sacrifice Cinder Shade: Cinder Shade deals damage equal to its power to target "
        "creature.",
        name="Cinder Shade",
    )
    assert named == ability


def test_scry_printed_as_its_own_paragraph_is_the_oracle_spell() -> None:
    # Magma Jet (Fifth Dawn): French printed "Regard 2" on a line of its own, the Oracle text
    # joins it to the sentence before; a spell's instructions are followed in order (CR 608.2c)
    oracle = _json("Magma Jet deals 2 damage to any target. Scry 2.", "en", "Magma Jet")
    printed = _json(
        "Le Jet de magma inflige 2 blessures à n'importe quelle cible.\nRegard 2",
        "fr",
        "Jet de magma",
    )
    assert printed == oracle
    assert [a["effect"]["type"] for a in oracle] == ["deal_damage", "scry"]  # type: ignore[index]


def test_as_long_as_this_is_tapped_in_a_resolving_ability_is_a_duration() -> None:
    # Flamewave Messenger (Onslaught, printed French): "Tant que ~ est engagé, ..." after an
    # activation cost is "for as long as ~ remains tapped" (CR 611.2b), not a one-time check
    printed = _json(
        "{2}{R}, {T} : Tant que le Messager flambâton est engagé, le gobelin ciblé gagne +2/+2 "
        "et a la célérité.",
        "fr",
        "Messager flambâton",
    )
    oracle = _json(
        "{2}{R}, {T}: Target Goblin gets +2/+2 and gains haste for as long as Flamewave "
        "Messenger remains tapped.",
        "en",
        "Flamewave Messenger",
    )
    assert printed == oracle
    steps = oracle[0]["effect"]["effects"]  # type: ignore[index]
    assert {s["duration"]["kind"] for s in steps} == {"while_source_tapped"}
    # the current Oracle text says "has haste for as long as ...": having a keyword for a time
    # is gaining it for that time (CR 611.2), the same ability
    has = _json(
        "{2}{R}, {T}: Target Goblin creature gets +2/+2 and has haste for as long as Flamewave "
        "Messenger remains tapped.",
        "en",
        "Flamewave Messenger",
    )
    assert has == oracle


def _same(en: tuple[str, str], other: tuple[str, str, str]) -> bool:
    a = parse(en[1], "en", card_name=en[0]).abilities
    b = parse(other[2], other[0], card_name=other[1]).abilities
    return [A.strip_meta(x.to_json()) for x in a] == [A.strip_meta(x.to_json()) for x in b]


def test_a_target_chosen_then_acted_on_is_the_target_of_that_instruction() -> None:
    """CR 601.2c, 608.2c: German "Bestimme eine Kreatur deiner Wahl, ... Diese Kreatur enttappt
    nicht ..." (Fogwalker) is the English "target creature ... doesn't untap ..."; with an
    instruction between the choice and "that creature" (Chaotic Strike's coin flip) the choice
    stays."""
    assert _same(
        (
            "Fogwalker",
            "When Fogwalker enters the battlefield, target creature an opponent controls doesn't "
            "untap during its controller's next untap step.",
        ),
        (
            "de",
            "Nebelschreiter",
            "Wenn der Nebelschreiter ins Spiel kommt, bestimme eine Kreatur deiner Wahl, die ein "
            "Gegner kontrolliert. Diese Kreatur enttappt nicht während des nächsten "
            "Enttappsegments ihres Beherrschers.",
        ),
    )
    (strike,) = parse(
        "Choose target creature and flip a coin. If you win the flip, that creature gets +1/+1 "
        "until end of turn.",
        "en",
    ).abilities
    assert isinstance(strike.effect, A.Sequence)
    assert isinstance(strike.effect.effects[0], A.ChooseObject)


def test_this_spell_in_a_trigger_on_casting_another_spell_is_that_spell() -> None:
    """German "neutralisiere diesen Zauberspruch" after "Wenn ein Gegner einen Zauberspruch
    wirkt" (Lunar Force) counters the spell cast (CR 603.2, 608.2c), as English "counter that
    spell"."""
    assert _same(
        (
            "Lunar Force",
            "When an opponent casts a spell, sacrifice Lunar Force and counter that spell.",
        ),
        (
            "de",
            "Macht des Mondlichts",
            "Wenn ein Gegner einen Zauberspruch wirkt, opfere die Macht des Mondlichts und "
            "neutralisiere diesen Zauberspruch.",
        ),
    )


def test_cant_be_regenerated_said_in_a_clause_of_the_same_sentence() -> None:
    """German "Zerstöre eine Kreatur Deiner Wahl, diese kann nicht regeneriert werden."
    (Seelenwandlung, one sentence) is "Destroy target creature. It can't be regenerated." (CR
    701.19c): the destruction can't be replaced by regeneration, not a restriction after it."""
    assert _same(
        ("Soul Shift", "Destroy target creature. It can't be regenerated."),
        (
            "de",
            "Seelenwandlung",
            "Zerstöre eine Kreatur Deiner Wahl, diese kann nicht regeneriert werden.",
        ),
    )


def test_fear_spelled_out_is_fear() -> None:
    """Printed before fear was a keyword (German Scharfzahnratten, "können nur von schwarzen
    und/oder Artefaktkreaturen geblockt werden"; Oracle: Fear): the keyword, CR 702.36b; for a
    group ("Kreaturen, die Du kontrollierst, ...") the group has fear; the CR text defining fear
    keeps its restriction."""
    assert _same(
        (
            "Razortooth Rats",
            "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)",
        ),
        (
            "de",
            "Scharfzahnratten",
            "Scharfzahnratten können nur von schwarzen und/oder Artefaktkreaturen geblockt werden.",
        ),
    )
    assert _same(
        ("Intimidation", "Creatures you control have fear."),
        (
            "de",
            "Einschüchterung",
            "Kreaturen, die Du kontrollierst, können nur von Artefaktkreaturen und schwarzen Kreaturen geblockt werden.",
        ),
    )
    (fear,) = parse("Fear", "en").abilities
    assert isinstance(fear.abilities[0], A.StaticEffect)


def test_fear_and_menace_spelled_out_for_a_while_beside_an_effect_or_quoted() -> None:
    """An evasion keyword's rule in words (CR 702.36b fear, CR 702.111b menace), as the printings
    before the keyword said it and the Oracle text names it: "can't be blocked this turn except
    by artifact creatures and/or black creatures" (Hooded Kavu, printed English and German) is
    "gains fear until end of turn"; "gets -1/-1 and can't be blocked except by ..." (Cursed
    Flesh, French) is "gets -1/-1 and has fear"; "can't be blocked except by two or more
    creatures" (Stormblood Berserker, German; Belligerent Sliver's quoted ability, French) is
    menace."""
    kavu = ("Hooded Kavu", "{B}: Hooded Kavu gains fear until end of turn.")
    assert _same(
        kavu,
        (
            "en",
            "Hooded Kavu",
            "{B}: Hooded Kavu can't be blocked this turn except by artifact creatures and/or"
            " black creatures.",
        ),
    )
    assert _same(
        kavu,
        (
            "de",
            "Verhüllter Kavu",
            "{B}: Der Verhüllte Kavu kann in diesem Zug nur von schwarzen oder Artefaktkreaturen"
            " geblockt werden.",
        ),
    )
    assert _same(
        ("Cursed Flesh", "Enchanted creature gets -1/-1 and has fear."),
        (
            "fr",
            "Chair maudite",
            "La créature enchantée gagne -1/-1 et ne peut pas être bloquée excepté par des"
            " créatures-artefacts ou des créatures noires.",
        ),
    )
    assert _same(
        ("Stormblood Berserker", "Menace"),
        (
            "de",
            "Sturmblut-Berserker",
            "Der Sturmblut-Berserker kann nicht geblockt werden, außer von zwei oder mehr"
            " Kreaturen.",
        ),
    )
    assert _same(
        ("Belligerent Sliver", "Sliver creatures you control have menace."),
        (
            "fr",
            "Slivoïde belliqueux",
            "Les créatures Slivoïde que vous contrôlez ont « Cette créature ne peut pas être"
            " bloquée excepté par deux créatures ou plus. »",
        ),
    )
    # three or more blockers is no keyword
    (three,) = parse(
        "Grizzly Bears can't be blocked except by three or more creatures.",
        "en",
        card_name="Grizzly Bears",
    ).abilities
    assert not isinstance(three, A.Keyword)


def test_cant_block_creatures_without_flying_is_block_only_creatures_with_flying() -> None:
    """Gloomwidow and Dense Canopy as printed ("can't block creatures without flying", French
    "ne peut pas bloquer les créatures sans le vol", German "kann Kreaturen ohne Flugfähigkeit
    nicht blocken") and their Oracle text ("can block only creatures with flying") allow the same
    blocks (CR 509.1a: a blocker blocks attacking creatures)."""
    oracle = ("Gloomwidow", "Gloomwidow can block only creatures with flying.")
    assert _same(oracle, ("en", "Gloomwidow", "Gloomwidow can't block creatures without flying."))
    assert _same(
        oracle,
        ("fr", "Veuve obscure", "La Veuve obscure ne peut pas bloquer les créatures sans le vol."),
    )
    assert _same(
        oracle,
        ("de", "Düsterwitwe", "Die Düsterwitwe kann Kreaturen ohne Flugfähigkeit nicht blocken."),
    )
    # another quality beside it: not the same blocks (a creature that is not green)
    assert not _same(
        ("Gloomwidow", "Gloomwidow can block only green creatures with flying."),
        ("en", "Gloomwidow", "Gloomwidow can't block green creatures without flying."),
    )


def test_a_grant_of_several_keywords_to_itself_is_those_keywords() -> None:
    """CR 702.1: "~ has flying and haste" (German "haben Flugfähigkeit und Eile") is "Flying,
    haste": one keyword ability each, as the keyword line gives them."""
    assert _same(
        ("Grizzly Bears", "Flying, haste"),
        ("en", "Grizzly Bears", "Grizzly Bears has flying and haste."),
    )
    assert _same(
        ("Grizzly Bears", "Flying, haste"),
        ("de", "Grizzlybären", "Die Grizzlybären haben Flugfähigkeit und Eile."),
    )


def test_an_activated_grant_of_a_keyword_to_itself_is_gaining_it() -> None:
    """Mist Dragon (German 1990s printing "{0}: Fliegend"): Oracle "{0}: Mist Dragon gains
    flying." lasts indefinitely (CR 611.2a): the same gain, not a static grant."""
    assert _same(
        ("Mist Dragon", "{0}: Mist Dragon gains flying. (This effect lasts indefinitely.)"),
        ("de", "Nebeldrache", "{0}: Fliegend"),
    )


def test_it_after_the_top_card_of_a_library_is_that_card() -> None:
    """CR 608.2c: Dark Confidant's "reveal the top card of your library and put that card into
    your hand" is the French "révélez la carte du dessus de votre bibliothèque et mettez-la
    dans votre main" ("it"): the one card the instruction before names."""
    assert _same(
        (
            "Dark Confidant",
            "At the beginning of your upkeep, reveal the top card of your library and put that "
            "card into your hand. You lose life equal to its mana value.",
        ),
        (
            "fr",
            "Obscur confident",
            "Au début de votre entretien, révélez la carte du dessus de votre bibliothèque et "
            "mettez-la dans votre main. Vous perdez autant de points de vie que son coût converti "
            "de mana.",
        ),
    )


def test_keywords_in_the_words_of_older_printings_are_the_keywords() -> None:
    """Flash (CR 702.8a: "You may play this card any time you could cast an instant") and
    defender (the Walls' rule "Walls can't attack", printed as reminder text until 2004): the
    printed French and German texts of King Cheetah and Wall of Bone give the Oracle keyword.
    "Can block as though it had flying" is not reach (Planar Chaos FAQ, Dust Corona)."""
    assert _same(
        ("King Cheetah", "Flash"),
        (
            "fr",
            "Guépard royal",
            "Vous pouvez jouer le Guépard royal à tout moment où vous pourriez jouer un éphémère.",
        ),
    )
    assert not _same(
        ("Silklash Spider", "Reach"),
        (
            "de",
            "Seidenpeitschen-Spinne",
            "Die Seidenpeitschen-Spinne kann blocken, als ob sie Flugfähigkeit hätte.",
        ),
    )
    wall = "Defender (This creature can't attack.)\n{B}: Regenerate Wall of Bone."
    assert _same(
        ("Wall of Bone", wall),
        (
            "fr",
            "Mur d'ossements",
            "(Les murs ne peuvent pas attaquer.)\n{B} : Régénérez le Mur d'ossements.",
        ),
    )
    assert _same(
        ("Wall of Bone", wall),
        (
            "de",
            "Knochenmauer",
            "(Mauern können nicht angreifen.)\n{B}: Regeneriere die Knochenmauer.",
        ),
    )
    (flash,) = parse(
        "You may play King Cheetah any time you could play an instant.",
        "en",
        card_name="King Cheetah",
    ).abilities
    assert isinstance(flash, A.Keyword) and flash.name == "flash"
    # another reminder of the same words on a card that is not about walls stays reminder text
    (other,) = parse("(Goblins can't attack.)", "en").abilities
    assert not isinstance(other, A.Keyword)


def _same_as_oracle(printed: str, lang: str, name: str, oracle: str, en_name: str) -> None:
    ours = parse(printed, lang, card_name=name)
    theirs = parse(oracle, "en", card_name=en_name)
    assert [A.strip_meta(a.to_json()) for a in ours.abilities] == [
        A.strip_meta(a.to_json()) for a in theirs.abilities
    ]


def test_exiling_this_card_then_putting_counters_on_it_is_exiling_it_with_them() -> None:
    """Arc Blade (German "Schicke die Lichtbogen-Klinge ins Exil und lege drei Zeitmarken auf
    sie.", Oracle "Exile Arc Blade with three time counters on it.", CR 406.1, 702.62a)."""
    _same_as_oracle(
        "Die Lichtbogen-Klinge fügt einem Ziel deiner Wahl 2 Schadenspunkte zu. Schicke die "
        "Lichtbogen-Klinge ins Exil und lege drei Zeitmarken auf sie.",
        "de",
        "Lichtbogen-Klinge",
        "Arc Blade deals 2 damage to any target. Exile Arc Blade with three time counters on it.",
        "Arc Blade",
    )


def test_basic_land_type_alternatives_are_lands_without_saying_so() -> None:
    """Quandrix Cultivator (German "einer Wald- oder Insel-Standardlandkarte", Oracle "a basic
    Forest or Island card"): a card with a basic land type is a land card (CR 205.3i)."""
    _same_as_oracle(
        "Wenn der Quandrix-Erschließer ins Spiel kommt, kannst du deine Bibliothek nach einer "
        "Wald- oder Insel-Standardlandkarte durchsuchen, sie ins Spiel bringen und danach mischen.",
        "de",
        "Quandrix-Erschließer",
        "When Quandrix Cultivator enters the battlefield, you may search your library for a basic "
        "Forest or Island card, put it onto the battlefield, then shuffle.",
        "Quandrix Cultivator",
    )


def test_has_a_keyword_among_one_shot_instructions_is_gains_it() -> None:
    """German "Sie hat Eile." after returning a creature (Oracle "It gains haste.", CR 611.2a):
    a keyword an object named before "has" in a resolving ability is gained, indefinitely, not
    a static ability."""
    _same_as_oracle(
        "Bringe eine Kreaturenkarte deiner Wahl aus deinem Friedhof ins Spiel zurück. Sie hat "
        "Eile.",
        "de",
        "Test",
        "Return target creature card from your graveyard to the battlefield. It gains haste.",
        "Test",
    )


@pytest.mark.parametrize(
    ("lang", "name", "text"),
    [
        ("en", "Mangara of Corondor", "{T}: Exile Mangara of Corondor and target permanent."),
        ("fr", "Mangara de Corondor", "{T} : Exilez Mangara de Corondor et un permanent ciblé."),
        (
            "en",
            "Spelltwine",
            "Exile target instant or sorcery card from your graveyard and target instant or "
            "sorcery card from an opponent's graveyard. Copy those cards. Cast the copies if able "
            "without paying their mana costs. Exile Spelltwine.",
        ),
    ],
)
def test_exiling_several_objects_never_crashes(lang: str, name: str, text: str) -> None:
    """Exile of several objects (an ObjectUnion, CR 115.1) next to the whole-graveyard rule
    (which reads one object's words): each line parses or stays unparsed, never a traceback."""
    card = parse(text, lang, card_name=name, lenient=True)
    assert card.abilities


def test_each_creature_they_control_after_each_opponent_is_an_opponents() -> None:
    """Wildfire Cerberus (Journey into Nyx): "each opponent and each creature they control" is
    what French and German print as "each creature your opponents control" (CR 608.2c: "they"
    is each opponent)."""
    en = (
        "When Wildfire Cerberus becomes monstrous, it deals 2 damage to each opponent and each "
        "creature they control."
    )
    fr = (
        "Quand le Cerbère du feu dévastateur devient monstrueux, il inflige 2 blessures à chaque "
        "adversaire et à chaque créature que vos adversaires contrôlent."
    )
    de = (
        "Wenn der Flächenbrand-Zerberus monströs wird, fügt er jedem Gegner und jeder Kreatur, "
        "die deine Gegner kontrollieren, 2 Schadenspunkte zu."
    )
    names = {"en": "Wildfire Cerberus", "fr": "Cerbère du feu dévastateur"}
    names["de"] = "Flächenbrand-Zerberus"
    views = {
        lang: [
            A.strip_meta(a.to_json()) for a in parse(text, lang, card_name=names[lang]).abilities
        ]
        for lang, text in (("en", en), ("fr", fr), ("de", de))
    }
    assert views["en"] == views["fr"] == views["de"]


def test_other_targets_are_another_target_whatever_the_number() -> None:
    """Solitude (MH2) EN "up to one other target creature" / DE "bis zu eine andere Kreatur
    deiner Wahl", and "up to two other target creatures" in EN/FR/DE: one AST."""

    def ast(text: str, lang: str) -> dict:
        return A.strip_meta(parse(text, lang).abilities[0].to_json())

    assert ast("Exile up to one other target creature.", "en") == ast(
        "Schicke bis zu eine andere Kreatur deiner Wahl ins Exil.", "de"
    )
    two = ast("Exile up to two other target creatures.", "en")
    assert two == ast("Schicke bis zu zwei andere Kreaturen deiner Wahl ins Exil.", "de")
    assert two == ast("Exilez jusqu'à deux autres créatures ciblées.", "fr")
    # a group keeps "other": each creature other than this one (not a target)
    assert "other" in ast("Destroy each other creature.", "en")["effect"]["object"]["filter"]


def test_changes_of_one_object_after_another_effect_agree_in_any_order() -> None:
    """Bretagard Stronghold (KHM): German "Sie erhalten Wachsamkeit und Lebensverknüpfung" after
    the counters came out lifelink first, English vigilance first; both parts of one effect
    apply at once (CR 611.2, 613.7), so the order is no difference."""
    _same_as_oracle(
        "{G}{W}{W}, {T}, opfere die Bretagard-Festung: Lege je eine +1/+1-Marke auf bis zu zwei "
        "Kreaturen deiner Wahl, die du kontrollierst. Sie erhalten Wachsamkeit und "
        "Lebensverknüpfung bis zum Ende des Zuges. Aktiviere diese Fähigkeit nur zu einem "
        "Zeitpunkt, zu dem du auch eine Hexerei wirken könntest.",
        "de",
        "Bretagard-Festung",
        "{G}{W}{W}, {T}, Sacrifice Bretagard Stronghold: Put a +1/+1 counter on each of up to two "
        "target creatures you control. They gain vigilance and lifelink until end of turn. "
        "Activate only as a sorcery.",
        "Bretagard Stronghold",
    )


def test_changes_of_that_creature_agree_in_any_order() -> None:
    """Colossal Growth (DMU): "instead that creature gets +4/+4 and gains trample and haste",
    German "erhält die Kreatur stattdessen +4/+4 und Eile und verursacht Trampelschaden": every
    part is of "that creature", one effect applying at once (CR 611.2, 613.7), so haste before
    trample is no difference (French says them in the English order)."""
    oracle = (
        "Target creature gets +3/+3 until end of turn. If this spell was kicked, instead that "
        "creature gets +4/+4 and gains trample and haste until end of turn."
    )
    _same_as_oracle(
        "Eine Kreatur deiner Wahl erhält +3/+3 bis zum Ende des Zuges. Falls die Bonuskosten "
        "dieses Zauberspruchs bezahlt wurden, erhält die Kreatur stattdessen +4/+4 und Eile und "
        "verursacht Trampelschaden bis zum Ende des Zuges.",
        "de",
        "Kolossales Wachstum",
        oracle,
        "Colossal Growth",
    )
    _same_as_oracle(
        "Une créature ciblée gagne +3/+3 jusqu'à la fin du tour. Si ce sort a été kické, à la "
        "place cette créature gagne +4/+4 et acquiert le piétinement et la célérité jusqu'à la "
        "fin du tour.",
        "fr",
        "Croissance colossale",
        oracle,
        "Colossal Growth",
    )


def test_it_in_a_condition_after_a_target_is_that_target() -> None:
    """Oblivion's Hunger (BFZ): German "Ziehe eine Karte, falls mindestens eine +1/+1-Marke auf
    ihr liegt" is the English "if that creature has a +1/+1 counter on it" (CR 608.2c: the
    target the sentence before named)."""
    _same_as_oracle(
        "Eine Kreatur deiner Wahl, die du kontrollierst, erhält Unzerstörbarkeit bis zum Ende des "
        "Zuges. Ziehe eine Karte, falls mindestens eine +1/+1-Marke auf ihr liegt.",
        "de",
        "Hunger des Vergessens",
        "Target creature you control gains indestructible until end of turn. Draw a card if that "
        "creature has a +1/+1 counter on it.",
        "Oblivion's Hunger",
    )


def test_a_card_searched_for_in_the_searchers_own_library_says_nothing_more() -> None:
    """Path to Exile (CON) French "Son contrôleur peut chercher une carte de terrain de base
    dans sa bibliothèque": the card is in the library searched (CR 701.19), as in English."""
    _same_as_oracle(
        "Retirez la créature ciblée de la partie. Son contrôleur peut chercher une carte de "
        "terrain de base dans sa bibliothèque, la mettre en jeu engagée et mélanger ensuite sa "
        "bibliothèque.",
        "fr",
        "Chemin vers l'exil",
        "Exile target creature. Its controller may search their library for a basic land card, "
        "put that card onto the battlefield tapped, then shuffle.",
        "Path to Exile",
    )


def test_that_creature_and_that_card_in_one_clause_stay_two_objects() -> None:
    """Erratic Mutation: "That creature gets +X/-X until end of turn, where X is that card's
    mana value": the target creature gets it, the card revealed gives X (CR 608.2c); one
    ``that`` without its nouns would read both as one object."""
    (spell,) = _abilities(
        "Choose target creature. Reveal cards from the top of your library until you reveal a "
        "nonland card. That creature gets +X/-X until end of turn, where X is that card's mana "
        "value. Put all cards revealed this way on the bottom of your library in any order."
    )
    change = next(n for n in spell.walk() if isinstance(n, A.ModifyPowerToughnessBy))
    assert change.object == A.ObjectRef(kind="that", filter=("creature",))
    assert change.amount.object == A.ObjectRef(kind="that", filter=("card",))
    # one object named "that" keeps the one form whatever its noun
    (exile,) = _abilities("Exile target creature. Return that card to the battlefield.")
    back = next(n for n in exile.walk() if isinstance(n, A.PutOntoBattlefield))
    assert back.object == A.ObjectRef(kind="that")


_DUAL_STRIKE = {
    "en": "When you cast your next instant or sorcery spell with mana value 4 or less this turn, "
    "copy that spell. You may choose new targets for the copy.",
    "fr": "Quand vous lancez votre prochain sort d'éphémère ou de rituel avec un coût converti "
    "de mana inférieur ou égal à 4 ce tour-ci, copiez ce sort. Vous pouvez choisir de nouvelles "
    "cibles pour la copie.",
    "de": "Wenn du in diesem Zug deinen nächsten Spontanzauber oder deine nächste Hexerei mit "
    "umgewandelten Manakosten von 4 oder weniger wirkst, kopiere ihn bzw. sie. Du kannst neue "
    "Ziele für die Kopie bestimmen.",
}


def _copied(ability: A.Node) -> list[A.Node]:
    return [n.object for n in ability.walk() if isinstance(n, A.CopySpell)]


def test_the_spell_a_cast_trigger_copies_is_one_reference() -> None:
    """Dual Strike (KHM, EN/FR/DE): "copy that spell" / "copiez ce sort" / "kopiere ihn bzw.
    sie" copy the spell whose casting triggered the delayed ability (CR 603.7, 707.10): one
    reference, that spell; storm's and replicate's "copy it" after "When you cast this spell"
    copy this spell (CR 702.40a, 702.56a), as epic's "copy this spell" says."""
    dual = {
        lang: _strip(_abilities(text, lang, "Dual Strike")) for lang, text in _DUAL_STRIKE.items()
    }
    assert dual["fr"] == dual["en"] == dual["de"]
    (en,) = _abilities(_DUAL_STRIKE["en"], "en", "Dual Strike")
    assert _copied(en) == [A.StackObjectRef(kind="that", filter=("spell",))]
    storm = _abilities(
        "Storm (When you cast this spell, copy it for each spell cast before it this turn. "
        "You may choose new targets for the copies.)"
    )[0]
    replicate = _abilities(
        "Replicate {1}{U} (When you cast this spell, copy it for each time you paid its "
        "replicate cost. You may choose new targets for the copies.)"
    )[0]
    this_spell = A.StackObjectRef(kind="self")
    assert _copied(storm) == [this_spell]
    assert _copied(replicate) == [this_spell]
    assert not storm.findings and not replicate.findings


def _filter_words(ability: A.Node) -> set[str]:
    return {w for n in ability.walk() if isinstance(n, A.ObjectRef) for w in n.filter}


def test_blocking_it_said_of_this_object_is_blocking_this_object() -> None:
    """Abu Ja'far (ARN) "destroy all creatures blocking or blocked by it" after "When ~ dies",
    Kjeldoran Frostbeast (ICE) "... blocked by ~", and rampage's "for each creature blocking it"
    (CR 702.23a): with no other object named, "it" is this object (CR 109.5), one filter word;
    after a trigger on another object ("Whenever a Beast becomes blocked") it stays that one."""
    (abu,) = _abilities(
        "When Abu Ja'far dies, destroy all creatures blocking or blocked by it. They can't be "
        "regenerated.",
        name="Abu Ja'far",
    )
    (frostbeast,) = _abilities(
        "At end of combat, destroy all creatures blocking or blocked by Kjeldoran Frostbeast.",
        name="Kjeldoran Frostbeast",
    )
    both = "blocking:self|blocked_by:self"
    assert both in _filter_words(abu) and both in _filter_words(frostbeast)
    (rampage,) = _abilities(
        "Rampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for "
        "each creature blocking it beyond the first.)"
    )
    assert all("blocking:self" in _filter_words(a) for a in rampage.abilities)
    assert "blocking:self" in _filter_words(rampage.source.reminder[0])
    (beast,) = _abilities(
        "Whenever a Beast becomes blocked, it gets +1/+1 until end of turn for each creature "
        "blocking it."
    )
    assert "blocking:it" in _filter_words(beast)


def test_the_tap_symbol_in_a_cost_is_one_node() -> None:
    """CR 107.5: {T} taps this permanent, first in a cost ("{T}: Add {G}.", Llanowar Elves) as
    after a comma ("{1}, {T}: Draw a card."): one ``Tap`` of this object, never a mana symbol;
    the untap symbol {Q} (CR 107.6) an ``Untap``."""
    tap = A.Tap(object=A.ObjectRef(kind="self"))
    (elves,) = _abilities("{T}: Add {G}.")
    (german,) = _abilities("{T}: Erhöhe deinen Manavorrat um {G}.", "de")
    (draw,) = _abilities("{1}, {T}: Draw a card.")
    (untap,) = _abilities("{1}, {Q}: Draw a card.")
    assert elves.cost.components == german.cost.components == (tap,)
    assert draw.cost.components == (A.ManaCost(symbols=("1",)), tap)
    assert untap.cost.components == (A.ManaCost(symbols=("1",)), A.Untap(object=tap.object))


def test_it_attached_to_in_a_trigger_on_another_object_is_that_object() -> None:
    """Hero's Blade (FRF): "you may attach ~ to it" after "Whenever a legendary creature enters
    the battlefield under your control" attaches to the creature the event names, as the German
    "an diese Kreatur" says: ``that`` (CR 603.2, 608.2c)."""
    en = _abilities(
        "Whenever a legendary creature enters the battlefield under your control, you may "
        "attach Hero's Blade to it.",
        name="Hero's Blade",
    )
    de = _abilities(
        "Immer wenn eine legendäre Kreatur unter deiner Kontrolle ins Spiel kommt, kannst du "
        "die Klinge des Helden an diese Kreatur anlegen.",
        "de",
        "Klinge des Helden",
    )
    assert _strip(en) == _strip(de)
    (attach,) = [n for n in en[0].walk() if isinstance(n, A.Attach)]
    assert attach.to == A.ObjectRef(kind="that")


def test_it_also_dealing_damage_after_this_object_did_is_this_object() -> None:
    """Goblin Barrage (DOM), EN and DE: "~ deals 4 damage to target creature. If this spell
    was kicked, it also deals 4 damage to target player or planeswalker": "it" is the spell
    that dealt the first damage (CR 608.2c), never the creature dealt it."""
    en = _abilities(
        "Goblin Barrage deals 4 damage to target creature. If this spell was kicked, it also "
        "deals 4 damage to target player or planeswalker.",
        name="Goblin Barrage",
    )
    de = _abilities(
        "Das Goblin-Sperrfeuer fügt einer Kreatur deiner Wahl 4 Schadenspunkte zu. Falls die "
        "Bonuskosten dieses Zauberspruchs bezahlt wurden, fügt er außerdem einem Spieler oder "
        "Planeswalker deiner Wahl 4 Schadenspunkte zu.",
        "de",
        "Goblin-Sperrfeuer",
    )
    assert _strip(en) == _strip(de)
    sources = [n.damage_source for n in en[0].walk() if isinstance(n, A.DealDamage)]
    assert sources == [A.ObjectRef(kind="self")] * 2


def test_damage_to_two_recipients_said_with_one_source_is_dealt_by_it() -> None:
    """Rakdos Firewheeler (RNA), EN and FR: "it deals 2 damage to target opponent and 2 damage to
    up to one target creature or planeswalker": one source, this creature, for both (the
    second damage was read as dealt by "it", which after a target is that target)."""
    en = _abilities(
        "When Rakdos Firewheeler enters the battlefield, it deals 2 damage to target opponent "
        "and 2 damage to up to one target creature or planeswalker.",
        name="Rakdos Firewheeler",
    )
    fr = _abilities(
        "Quand l'Acrobate de feu de Rakdos arrive sur le champ de bataille, il inflige 2 "
        "blessures à un adversaire ciblé et 2 blessures à jusqu'à une cible, créature ou "
        "planeswalker.",
        "fr",
        "Acrobate de feu de Rakdos",
    )
    assert _strip(en) == _strip(fr)
    sources = [n.damage_source for n in en[0].walk() if isinstance(n, A.DealDamage)]
    assert sources == [A.ObjectRef(kind="self")] * 2


_CITANUL_ORACLE = (
    "When Citanul Woodreaders enters the battlefield, if it was kicked, draw two cards.",
    "Citanul Woodreaders",
)


@pytest.mark.parametrize(
    ("printed", "lang", "name"),
    [
        (
            "When Citanul Woodreaders comes into play, if the kicker cost was paid, draw two cards.",
            "en",
            "Citanul Woodreaders",
        ),
        (
            "Quand les Déchiffre-bois de Citalune arrivent en jeu, si le coût de kick a été payé, "
            "piochez deux cartes.",
            "fr",
            "Déchiffre-bois de Citalune",
        ),
        (
            "Wenn der Citanul-Holzleser ins Spiel kommt, ziehe zwei Karten, falls die Bonuskosten "
            "bezahlt wurden.",
            "de",
            "Citanul-Holzleser",
        ),
    ],
)
def test_the_kicker_cost_paid_is_the_spell_kicked(printed: str, lang: str, name: str) -> None:
    """Citanul Woodreaders (PLC 125): the printed "if the kicker cost was paid" and the Oracle
    "if it was kicked" are one condition (CR 702.33d), so no errata finding pairs them apart."""
    _same_as_oracle(printed, lang, name, *_CITANUL_ORACLE)
